/* test_side_water.c - cmocka unit tests of the side view: springs against the article, droplets, metaballs, drawing. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "core/side_water.h"
#include "tests/unit/helpers.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* --- the article's water, transcribed plainly (its Spring class and its Update) ---------------- */

struct ref_spring {
	float Height, Speed;
};

static void ref_spring_update(struct ref_spring *s, float dampening, float tension, float target)
{
	float x = s->Height - target;
	float acceleration = -tension * x - dampening * s->Speed;

	s->Height += s->Speed;
	s->Speed += acceleration;
}

static void ref_update(struct ref_spring *springs, int n, float target, float dampening, float tension, float spread,
		       int passes)
{
	float leftDeltas[512], rightDeltas[512];

	for (int i = 0; i < n; i++)
		ref_spring_update(&springs[i], dampening, tension, target);
	for (int j = 0; j < passes; j++) {
		for (int i = 0; i < n; i++) {
			if (i > 0) {
				leftDeltas[i] = spread * (springs[i].Height - springs[i - 1].Height);
				springs[i - 1].Speed += leftDeltas[i];
			}
			if (i < n - 1) {
				rightDeltas[i] = spread * (springs[i].Height - springs[i + 1].Height);
				springs[i + 1].Speed += rightDeltas[i];
			}
		}
		for (int i = 0; i < n; i++) {
			if (i > 0)
				springs[i - 1].Height += leftDeltas[i];
			if (i < n - 1)
				springs[i + 1].Height += rightDeltas[i];
		}
	}
}

static void springs_match_the_article(void **state)
{
	static const struct { float k, d, spread; int passes, w; } cases[] = {
		{ SIDE_WATER_TENSION, SIDE_WATER_DAMPENING, SIDE_WATER_SPREAD, SIDE_WATER_PASSES, 800 },
		{ 0.05f, 0.0f, 0.5f, 3, 320 },
		{ 0.01f, 0.1f, 0.1f, 16, 97 },
		{ 0.025f, 0.025f, 0.0f, 0, 64 },
	};

	(void)state;
	for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
		struct side_water s;
		struct ref_spring ref[512];

		assert_int_equal(side_water_init(&s, cases[c].w, 240, 1), RIPPLE_OK);
		assert_int_equal(side_water_set(&s, cases[c].k, cases[c].d, cases[c].spread, cases[c].passes), RIPPLE_OK);
		if (cases[c].w == 800)
			assert_int_equal(s.n, 201); /* the article's 201 springs over 800 px */
		for (int i = 0; i < s.n; i++)
			ref[i] = (struct ref_spring){ s.level, 0 };
		for (int f = 0; f < 300; f++) {
			if (f % 50 == 0) { /* the article's Splash: a spring's speed set */
				const int i = (f * 7 + 3) % s.n;

				s.speed[i] = ref[i].Speed = (float)(f % 100) - 30.5f;
			}
			side_water_springs(&s);
			ref_update(ref, s.n, s.level, cases[c].d, cases[c].k, cases[c].spread, cases[c].passes);
			for (int i = 0; i < s.n; i++) {
				assert_memory_equal(&s.height[i], &ref[i].Height, sizeof(float));
				assert_memory_equal(&s.speed[i], &ref[i].Speed, sizeof(float));
			}
		}
		side_water_free(&s);
		side_water_free(&s);
	}
}

/* The largest distance of a spring from the rest level. */
static float swell(const struct side_water *s)
{
	float most = 0;

	for (int i = 0; i < s->n; i++)
		most = fabsf(s->height[i] - s->level) > most ? fabsf(s->height[i] - s->level) : most;
	return most;
}

/* Euler's step with the article's k = d neither gains nor loses energy: long waves keep rolling. */
static void article_values_keep_long_waves(void **state)
{
	struct side_water s;

	(void)state;
	assert_int_equal(side_water_init(&s, 320, 240, 1), RIPPLE_OK);
	side_water_hit(&s, 160, 50);
	for (int f = 0; f < 3000; f++)
		side_water_step(&s);
	assert_true(swell(&s) > 0.5f && swell(&s) < 10);
	side_water_free(&s);
}

static void splash_spreads_symmetrically_and_dies_out(void **state)
{
	struct side_water s;
	const int mid = 40; /* 320 px: 81 springs, the middle one at x = 160 */
	float reach = 0;

	(void)state;
	assert_int_equal(side_water_init(&s, 320, 240, 1), RIPPLE_OK);
	assert_int_equal(side_water_set(&s, SIDE_WATER_TENSION, 0.05f, SIDE_WATER_SPREAD, SIDE_WATER_PASSES), RIPPLE_OK);
	assert_int_equal(s.n, 81);
	assert_int_equal(side_water_hit(&s, 160, 50), RIPPLE_OK);
	assert_true(s.speed[mid] == 50);
	assert_int_equal(s.nparticles, 0); /* not faster than 60: no droplets */
	for (int f = 0; f < 3000; f++) {
		side_water_step(&s);
		for (int k = 1; k <= mid; k++)
			assert_true(fabsf(s.height[mid - k] - s.height[mid + k]) <= 1e-3f * (1 + fabsf(s.height[mid + k] - s.level)));
		if (f < 200 && fabsf(s.height[0] - s.level) > reach)
			reach = fabsf(s.height[0] - s.level);
	}
	assert_true(reach > 0.5f); /* the waves run out to the sides */
	assert_true(swell(&s) < 1e-3f); /* ... and die out */
	for (int i = 0; i < s.n; i++)
		assert_true(fabsf(s.speed[i]) < 1e-3f);
	assert_int_equal(side_water_hit(&s, -1, 50), RIPPLE_EOUTSIDE);
	assert_int_equal(side_water_hit(&s, 320, 50), RIPPLE_EOUTSIDE);
	assert_int_equal(side_water_set(&s, 0.1f, 0.1f, 0.51f, 8), RIPPLE_EINVAL);
	assert_int_equal(side_water_set(&s, 0.1f, 0.1f, 0.2f, 65), RIPPLE_EINVAL);
	assert_true(s.spread == SIDE_WATER_SPREAD && s.dampening == 0.05f);
	side_water_free(&s);
	assert_int_equal(side_water_init(&s, 15, 240, 1), RIPPLE_EINVAL);
	assert_null(s.height);
	side_water_free(&s);
}

static void droplets_thrown_as_the_article_says(void **state)
{
	struct side_water s, again, other;

	(void)state;
	assert_int_equal(side_water_init(&s, 320, 240, 7), RIPPLE_OK);
	side_water_hit(&s, 100, 60);
	assert_int_equal(s.nparticles, 0); /* 60 is not faster than 60 */
	side_water_hit(&s, 100, 61);
	assert_int_equal(s.nparticles, 8); /* i < 61 / 8 = 7.6: 8 droplets */
	side_water_clear(&s);
	side_water_hit(&s, 160, 100);
	assert_int_equal(s.nparticles, 13); /* i < 12.5 */
	for (int i = 0; i < s.nparticles; i++) {
		const struct side_water_particle *p = &s.particle[i];
		const float dx = p->x - 160, dy = p->y - s.level, len = sqrtf(p->vx * p->vx + p->vy * p->vy);

		assert_true(dx * dx + dy * dy <= 40.001f * 40.001f && dy <= 0);
		assert_true(len <= 5.0001f);                       /* 0.5 sqrt(100) */
		assert_true(p->vy <= -0.4999f * len);              /* -150..-30 degrees: upwards, */
		assert_true(fabsf(p->vx) <= 0.8661f * len);        /* at most 60 degrees off vertical */
		assert_true(fabsf(p->ox * len - p->vx) < 1e-4f && fabsf(p->oy * len - p->vy) < 1e-4f);
	}
	assert_int_equal(side_water_init(&again, 320, 240, 7), RIPPLE_OK);
	assert_int_equal(side_water_init(&other, 320, 240, 8), RIPPLE_OK);
	side_water_hit(&again, 100, 61);
	side_water_clear(&again);
	side_water_hit(&again, 160, 100);
	side_water_hit(&other, 160, 100);
	assert_memory_equal(again.particle, s.particle, 13 * sizeof *s.particle); /* the same seed, the same splash */
	assert_memory_not_equal(other.particle, s.particle, 13 * sizeof *s.particle);
	side_water_free(&s);
	side_water_free(&again);
	side_water_free(&other);
}

static void droplets_fly_under_gravity_and_leave(void **state)
{
	struct side_water s;
	const float x0 = 50, y0 = 100, vx = 1.5f, vy = -6;

	(void)state;
	assert_int_equal(side_water_init(&s, 320, 240, 1), RIPPLE_OK);
	s.particle[0] = (struct side_water_particle){ x0, y0, vx, vy, 1, 0 };
	s.particle[1] = (struct side_water_particle){ 318, 50, 3, 0, 1, 0 };  /* leaves on the right */
	s.particle[2] = (struct side_water_particle){ 200, 118, 0, 2, 0, 1 }; /* falls under the surface */
	s.nparticles = 3;
	side_water_step(&s);
	assert_int_equal(s.nparticles, 1);
	for (int t = 1; t <= 30; t++) {
		const float x = x0 + vx * (float)t, y = y0 + vy * (float)t + SIDE_WATER_GRAVITY * (float)(t * (t + 1) / 2);

		assert_int_equal(s.nparticles, 1);
		assert_true(fabsf(s.particle[0].x - x) < 1e-3f && fabsf(s.particle[0].y - y) < 1e-3f);
		assert_true(s.particle[0].oy * s.particle[0].vx - s.particle[0].ox * s.particle[0].vy < 1e-5f);
		side_water_step(&s);
	}
	for (int t = 0; t < 40 && s.nparticles; t++)
		side_water_step(&s);
	assert_int_equal(s.nparticles, 0); /* back under the surface at last */
	side_water_free(&s);
}

/* Connected groups of solid pixels (4-neighbours) in rows 0..rows-1. */
static int blobs(const struct side_water_view *v, int rows)
{
	static int stack[200 * 200];
	unsigned char seen[200 * 200] = { 0 };
	int n = 0;

	for (int start = 0; start < v->w * rows; start++) {
		int top = 0;

		if (!v->solid[start] || seen[start])
			continue;
		n++;
		seen[start] = 1;
		stack[top++] = start;
		while (top) {
			const int i = stack[--top], x = i % v->w;
			const int next[4] = { x > 0 ? i - 1 : -1, x < v->w - 1 ? i + 1 : -1, i - v->w, i + v->w };

			for (int k = 0; k < 4; k++)
				if (next[k] >= 0 && next[k] < v->w * rows && v->solid[next[k]] && !seen[next[k]]) {
					seen[next[k]] = 1;
					stack[top++] = next[k];
				}
		}
	}
	return n;
}

static void touching_droplets_merge(void **state)
{
	static const struct { float a, b; int blobs; } cases[] = {
		{ 90, 100, 1 },  /* 10 px apart: their falloffs sum over the threshold between them */
		{ 90, 104, 1 },
		{ 60, 140, 2 },  /* far apart: two drops */
		{ 90, 120, 2 },
	};
	struct side_water s;
	struct side_water_view v;

	(void)state;
	assert_int_equal(side_water_init(&s, 200, 200, 1), RIPPLE_OK);
	assert_int_equal(side_water_view_init(&v, 200, 200), RIPPLE_OK);
	for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
		s.particle[0] = (struct side_water_particle){ cases[c].a, 30, 0, 0, 1, 0 };
		s.particle[1] = (struct side_water_particle){ cases[c].b, 30, 0, 0, 1, 0 };
		s.nparticles = 2;
		side_water_metaballs(&s, &v);
		side_water_alpha_test(&v);
		assert_int_equal(blobs(&v, 70), cases[c].blobs);
		assert_true(v.solid[30 * 200 + (int)cases[c].a]);
	}
	s.nparticles = 1; /* alone, a droplet is a small blob: solid within 0.56 of its radii */
	side_water_metaballs(&s, &v);
	side_water_alpha_test(&v);
	assert_true(v.solid[30 * 200 + 90 + 4] && !v.solid[30 * 200 + 90 + 6]);
	assert_true(v.solid[(30 + 3) * 200 + 90] && !v.solid[(30 + 4) * 200 + 90]);
	/* the strip: solid just above the surface, fading out above it */
	assert_true(v.solid[99 * 200 + 10] && !v.solid[85 * 200 + 10]);
	side_water_view_free(&v);
	side_water_view_free(&v);
	side_water_free(&s);
}

static void alpha_test_exact_at_175(void **state)
{
	static const unsigned short alpha[] = { 0, 174, 175, 176, 255, 256, 1000 };
	static const unsigned char solid[] = { 0, 0, 0, 1, 1, 1, 1 };
	struct side_water_view v;

	(void)state;
	assert_int_equal(side_water_view_init(&v, 7, 1), RIPPLE_OK);
	memcpy(v.field, alpha, sizeof alpha);
	side_water_alpha_test(&v);
	assert_memory_equal(v.solid, solid, sizeof solid);
	side_water_view_free(&v);
}

#define PAD 5
#define GUARD 0xA5

/* The drawing at every depth: each channel's top bits from the drawing at 32 bpp as 0xRRGGBB,
 * padding never touched. */
static void render_at_every_depth(void **state)
{
	static const struct { int bpp; unsigned int mask[3]; } depths[] = {
		{ 1, { 0, 0, 0 } }, { 2, { 0xf800, 0x07e0, 0x001f } }, { 3, { 0xff0000, 0xff00, 0xff } },
		{ 4, { 0xff, 0xff00, 0xff0000 } },
	};
	unsigned char index332[256];
	static unsigned int rgb[64 * 48];
	struct side_water s;
	struct side_water_view v;

	(void)state;
	for (int i = 0; i < 256; i++)
		index332[i] = (unsigned char)(255 - i);
	assert_int_equal(side_water_init(&s, 64, 48, 3), RIPPLE_OK);
	assert_int_equal(side_water_view_init(&v, 64, 48), RIPPLE_OK);
	side_water_hit(&s, 30, 70);
	side_water_drop_rock(&s, 10);
	for (int f = 0; f < 6; f++)
		side_water_step(&s);
	{
		struct ripple_image im = { (unsigned char *)rgb, 64, 48, 64 * 4, 4 };
		const struct side_water_format f = { { 0xff0000, 0xff00, 0xff }, NULL, 0 };

		assert_int_equal(side_water_render(&s, &v, &f, &im), RIPPLE_OK);
	}
	for (size_t d = 0; d < sizeof depths / sizeof depths[0]; d++) {
		const int bpp = depths[d].bpp, pitch = 64 * bpp + PAD;
		unsigned char *px = malloc((size_t)(pitch * 48));
		struct ripple_image im = { px, 64, 48, pitch, bpp };
		struct side_water_format f = { { depths[d].mask[0], depths[d].mask[1], depths[d].mask[2] }, index332, 0 };

		memset(px, GUARD, (size_t)(pitch * 48));
		assert_int_equal(side_water_render(&s, &v, &f, &im), RIPPLE_OK);
		for (int y = 0; y < 48; y++) {
			for (int k = 0; k < PAD; k++)
				assert_int_equal(px[y * pitch + 64 * bpp + k], GUARD);
			for (int x = 0; x < 64; x++) {
				const unsigned int c = rgb[y * 64 + x], r = c >> 16, g = c >> 8 & 255, b = c & 255;
				unsigned int got = 0, want;

				for (int k = 0; k < bpp; k++)
					got |= (unsigned int)px[y * pitch + x * bpp + k] << (8 * k);
				want = bpp == 1 ? 255 - ((r & 0xe0) | (g >> 3 & 0x1c) | b >> 6)
				     : bpp == 2 ? (r >> 3) << 11 | (g >> 2) << 5 | b >> 3
				     : bpp == 3 ? c : (b << 16 | g << 8 | r);
				assert_int_equal(got, want);
			}
		}
		{ /* in bands, out of order: the same bytes */
			unsigned char *banded = malloc((size_t)(pitch * 48));
			struct ripple_image bim = { banded, 64, 48, pitch, bpp };

			memset(banded, GUARD, (size_t)(pitch * 48));
			assert_int_equal(side_water_render_start(&s, &v, &f, &bim), RIPPLE_OK);
			for (int b = 2; b >= 0; b--)
				side_water_render_metaballs(&s, &v, b, 3);
			side_water_render_ready(&s, &v, 3);
			for (int b = 2; b >= 0; b--)
				side_water_render_rows(&v, &f, &bim, b, 3);
			assert_memory_equal(banded, px, (size_t)(pitch * 48));
			free(banded);
		}
		im.w = 63;
		assert_int_equal(side_water_render(&s, &v, &f, &im), RIPPLE_EINVAL);
		free(px);
	}
	side_water_clear(&s);
	{
		unsigned int px[64 * 48];
		struct ripple_image im = { (unsigned char *)px, 64, 48, 64 * 4, 4 };
		const struct side_water_format f = { { 0xff0000, 0xff00, 0xff }, NULL, 0 };

		assert_int_equal(side_water_render(&s, &v, &f, &im), RIPPLE_OK);
		assert_true(px[47 * 64 + 63] >> 16 < 40 && (px[47 * 64 + 63] & 255) < 80); /* dark blue at the bottom, */
		assert_true((px[25 * 64 + 63] & 255) > 200 && px[25 * 64 + 63] >> 16 < 100); /* light blue at the surface, */
		assert_true((px[2 * 64 + 63] & 255) > 200 && px[2 * 64 + 63] >> 16 > 60);   /* the sky above */
	}
	side_water_view_free(&v);
	side_water_free(&s);
}

/* The drawing in AVX2's lanes against the plain one, byte for byte, at every depth, on views whose
 * widths end inside a block of lanes and span more than one chunk of columns, with droplets, the
 * rock and waves. Where the CPU has no AVX2 (or RIPPLE_CPU caps it), only the plain one is drawn. */
static void avx2_drawing_matches_the_plain_one(void **state)
{
	static const int sizes[][2] = { { 101, 37 }, { 1100, 40 }, { 16, 16 } };
	static const unsigned int masks[5][3] = { { 0 }, { 0, 0, 0 }, { 0xf800, 0x07e0, 0x001f }, { 0xff0000, 0xff00, 0xff },
						  { 0xff, 0xff00, 0xff0000 } };
	unsigned char index332[256];

	(void)state;
	if (!ripple_kernel_usable(RIPPLE_KERNEL_AVX2))
		print_message("no AVX2 here: the plain drawing only\n");
	for (int i = 0; i < 256; i++)
		index332[i] = (unsigned char)(i * 7);
	for (size_t z = 0; z < sizeof sizes / sizeof sizes[0]; z++)
		for (int bpp = 1; bpp <= 4; bpp++) {
			const int w = sizes[z][0], h = sizes[z][1], pitch = w * bpp + PAD;
			unsigned char *plain = malloc((size_t)(pitch * h)), *wide = malloc((size_t)(pitch * h));
			struct ripple_image a = { plain, w, h, pitch, bpp }, b = { wide, w, h, pitch, bpp };
			struct side_water_format f = { { masks[bpp][0], masks[bpp][1], masks[bpp][2] }, index332, 0 };
			struct side_water s;
			struct side_water_view v;

			assert_non_null(plain);
			assert_non_null(wide);
			assert_int_equal(side_water_init(&s, w, h, 5), RIPPLE_OK);
			assert_int_equal(side_water_view_init(&v, w, h), RIPPLE_OK);
			side_water_hit(&s, w / 3, 90);
			side_water_drop_rock(&s, w / 2);
			for (int frame = 0; frame < 12; frame++) {
				side_water_step(&s);
				memset(plain, GUARD, (size_t)(pitch * h));
				memset(wide, GUARD, (size_t)(pitch * h));
				f.avx2 = 0;
				assert_int_equal(side_water_render(&s, &v, &f, &a), RIPPLE_OK);
				f.avx2 = ripple_kernel_usable(RIPPLE_KERNEL_AVX2);
				assert_int_equal(side_water_render(&s, &v, &f, &b), RIPPLE_OK);
				assert_memory_equal(wide, plain, (size_t)(pitch * h));
			}
			side_water_view_free(&v);
			side_water_free(&s);
			free(plain);
			free(wide);
		}
}

/* Frame after frame, the metaballs in 1..SIDE_WATER_MAX_BANDS bands of columns (a different number
 * each frame, taken last to first) and the rows in bands: the same metaball buffer, alpha test and
 * bytes as side_water_render's in one go, with droplets crossing the bands' seams and leaving rows. */
static void banded_frames_match_the_whole_ones(void **state)
{
	enum { W = 300, H = 120 };
	static unsigned int one[W * H], banded[W * H];
	struct ripple_image a = { (unsigned char *)one, W, H, W * 4, 4 }, b = { (unsigned char *)banded, W, H, W * 4, 4 };
	const struct side_water_format f = { { 0xff0000, 0xff00, 0xff }, NULL, 0 };
	struct side_water s;
	struct side_water_view v, vb;
	int solid = 0, flying = 0;

	(void)state;
	assert_int_equal(side_water_init(&s, W, H, 9), RIPPLE_OK);
	assert_int_equal(side_water_view_init(&v, W, H), RIPPLE_OK);
	assert_int_equal(side_water_view_init(&vb, W, H), RIPPLE_OK);
	for (int frame = 0; frame < 90; frame++) {
		const int n = 1 + frame % SIDE_WATER_MAX_BANDS;

		if (frame % 15 == 0) /* splashes at and either side of the seams of 2 and 3 bands */
			side_water_hit(&s, (frame / 15 % 3 + 1) * W / 4 + frame % 7 - 3, 120);
		side_water_step(&s);
		assert_int_equal(side_water_render(&s, &v, &f, &a), RIPPLE_OK);
		assert_int_equal(side_water_render_start(&s, &vb, &f, &b), RIPPLE_OK);
		for (int band = n - 1; band >= 0; band--)
			side_water_render_metaballs(&s, &vb, band, n);
		side_water_render_ready(&s, &vb, n);
		for (int band = n - 1; band >= 0; band--)
			side_water_render_rows(&vb, &f, &b, band, n);
		assert_int_equal(vb.lo, v.lo);
		assert_int_equal(vb.hi, v.hi);
		assert_memory_equal(vb.field, v.field, sizeof one / 2);
		assert_memory_equal(vb.solid, v.solid, W * H);
		assert_memory_equal(banded, one, sizeof one);
		for (int i = 0; i < W * (H / 2 - SIDE_WATER_STRIP - 10); i++) /* droplets above the strip */
			solid |= v.solid[i];
		flying |= s.nparticles > 0;
	}
	assert_true(solid && flying);
	side_water_view_free(&v);
	side_water_view_free(&vb);
	side_water_free(&s);
}

/* The metaballs at the view's edges and corners, drawn over the sky: each pixel as the article's
 * three draws make it (light one pixel up and left of a solid pixel, dark one down and right, the
 * main colour on it), from the alpha test's own solid pixels. */
static void metaballs_drawn_to_the_edges(void **state)
{
	static const float at[][2] = { { 0.5f, 1.0f }, { 63.4f, 2.0f }, { 30.0f, 0.2f }, { 12.0f, 9.0f }, { 62.8f, 12.0f } };
	static unsigned int px[64 * 48];
	const struct side_water_format f = { { 0xff0000, 0xff00, 0xff }, NULL, 0 };
	struct ripple_image im = { (unsigned char *)px, 64, 48, 64 * 4, 4 };
	struct side_water s;
	struct side_water_view v;

	(void)state;
	assert_int_equal(side_water_init(&s, 64, 48, 3), RIPPLE_OK);
	assert_int_equal(side_water_view_init(&v, 64, 48), RIPPLE_OK);
	for (size_t i = 0; i < sizeof at / sizeof at[0]; i++) {
		struct side_water_particle *p = &s.particle[s.nparticles++];

		p->x = at[i][0];
		p->y = at[i][1];
		p->vx = p->vy = 0;
		p->ox = 1;
		p->oy = 0;
	}
	assert_int_equal(side_water_render(&s, &v, &f, &im), RIPPLE_OK);
	for (int y = 0; y < 16; y++) /* the water's surface lies lower */
		for (int x = 0; x < 64; x++) {
			const int here = v.solid[y * 64 + x], up = x > 0 && y > 0 && v.solid[(y - 1) * 64 + x - 1];
			const int down = x < 63 && y < 47 && v.solid[(y + 1) * 64 + x + 1];
			const unsigned int want = here ? 0x0a40ffu : up ? 0x000033u : down ? 0x2966ffu : v.sky[y * 64 + x];

			assert_int_equal(px[y * 64 + x], want);
		}
	assert_true(v.solid[1 * 64 + 0] && v.solid[2 * 64 + 63] && v.solid[0 * 64 + 30]); /* the edges were reached */
	side_water_view_free(&v);
	side_water_free(&s);
}

/* The rock falls, splashes as it goes under (throwing droplets), slows down, rests on the bottom. */
static void rock_splashes_and_sinks(void **state)
{
	struct side_water s;
	float fastest = 0;
	int frames_under = 0;

	(void)state;
	assert_int_equal(side_water_init(&s, 320, 240, 1), RIPPLE_OK);
	assert_int_equal(side_water_drop_rock(&s, 320), RIPPLE_EOUTSIDE);
	assert_int_equal(side_water_drop_rock(&s, 100), RIPPLE_OK);
	while (!s.rock.under) {
		side_water_step(&s);
		fastest = s.rock.vy;
	}
	assert_true(s.nparticles > 10);
	assert_true(fabsf(s.speed[25] - s.level) > 0 || s.height[25] != s.level);
	for (; s.rock.vy > 0 || s.rock.y < 200; frames_under++) {
		side_water_step(&s);
		assert_true(s.rock.vy < fastest);
	}
	assert_true(frames_under > 60); /* slowed down by the water */
	assert_true(s.rock.y == (float)(240 - s.rock.radius));
	side_water_free(&s);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(springs_match_the_article),
		cmocka_unit_test(splash_spreads_symmetrically_and_dies_out),
		cmocka_unit_test(article_values_keep_long_waves),
		cmocka_unit_test(droplets_thrown_as_the_article_says),
		cmocka_unit_test(droplets_fly_under_gravity_and_leave),
		cmocka_unit_test(touching_droplets_merge),
		cmocka_unit_test(alpha_test_exact_at_175),
		cmocka_unit_test(render_at_every_depth),
		cmocka_unit_test(avx2_drawing_matches_the_plain_one),
		cmocka_unit_test(banded_frames_match_the_whole_ones),
		cmocka_unit_test(metaballs_drawn_to_the_edges),
		cmocka_unit_test(rock_splashes_and_sinks),
	};

	if (cap_kernels("test_side_water", getenv("RIPPLE_CPU")))
		return 1;
	return cmocka_run_group_tests(tests, NULL, NULL);
}
