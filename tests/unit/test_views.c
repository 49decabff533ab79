/* test_views.c - cmocka unit tests of the views (core/views.c): the light's clamp and tables, the heights' colours, walls, each view against its definition, in bands. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "ripple.h"
#include "core/cells.h"
#include "tests/unit/helpers.h"

#include <stdlib.h>
#include <string.h>

/* Light at every depth: a white picture stays white under a crest, a black one black under a
 * trough (the clamp), and grey moves by the height. */
static void light_clamps_at_every_depth(void **state)
{
	static const unsigned int masks[5][3] = { { 0 }, { 0 }, { 0xf800, 0x07e0, 0x001f },
						   { 0xff0000, 0x00ff00, 0x0000ff }, { 0xff0000, 0x00ff00, 0x0000ff } };
	static const unsigned int white[5] = { 0, 255, 0xffff, 0xffffff, 0xffffff };
	unsigned char shade[RIPPLE_SHADES * 256];

	(void)state;
	for (int sh = 0; sh < RIPPLE_SHADES; sh++) /* a grey palette: index = brightness */
		for (int i = 0; i < 256; i++)
			shade[sh * 256 + i] = (unsigned char)(i + sh * 8 - 256 < 0 ? 0 : i + sh * 8 - 256 > 255 ? 255 : i + sh * 8 - 256);
	for (int bpp = 1; bpp <= 4; bpp++) {
		struct ripple_look look = { RIPPLE_VIEW_LIGHT, { masks[bpp][0], masks[bpp][1], masks[bpp][2] }, shade, NULL, 0, 0 };
		struct ripple r;
		struct ripple_image pic = image_new(8, 5, bpp, 0), out = image_new(8, 5, bpp, 0);

		assert_int_equal(ripple_init(&r, 8, 5), RIPPLE_OK);
		for (int y = 0; y < 5; y++)
			memset(pic.pixels + y * pic.pitch, 0xff, (size_t)(4 * bpp)); /* columns 0..3 white, 4..7 black */
		r.cur[1 * 8 + 1] = 300;  /* white + 300: still white */
		r.cur[1 * 8 + 5] = -300; /* black - 300: still black */
		r.cur[2 * 8 + 5] = 100;  /* black + 100 */
		assert_int_equal(ripple_render_look(&r, &look, &pic, &out), RIPPLE_OK);
		assert_memory_equal(out.pixels + out.pitch + bpp, pic.pixels + pic.pitch, (size_t)bpp);
		for (int b = 0; b < bpp; b++)
			assert_int_equal(out.pixels[out.pitch + 5 * bpp + b], 0);
		for (int b = 0, v = 0; b < bpp; b++) /* black + 100: every channel about 100 */
			if (b == bpp - 1) {
				for (int c = bpp - 1; c >= 0; c--)
					v = v << 8 | out.pixels[2 * out.pitch + 5 * bpp + c];
				for (int c = 0; c < 3 && bpp > 1; c++) {
					unsigned int m = masks[bpp][c], sh = 0;

					while (!(m >> sh & 1))
						sh++;
					assert_int_equal(((unsigned int)v & m) >> sh, (100 * (m >> sh) + 127) / 255);
				}
				if (bpp == 1)
					assert_int_equal(v, 96); /* the table's step of 8 */
			}
		(void)white;
		guards_intact(&out);
		ripple_free(&r);
		free(pic.pixels);
		free(out.pixels);
	}
}

static void heights_view_and_walls_use_their_colours(void **state)
{
	unsigned int heat[511];
	struct ripple_look look = { RIPPLE_VIEW_HEIGHTS, { 0xff0000, 0xff00, 0xff }, NULL, heat, 0xabcdef, 0 };
	struct ripple r;
	struct ripple_image pic = image_new(6, 5, 4, 1), out = image_new(6, 5, 4, 0);
	unsigned int v;

	(void)state;
	for (int i = 0; i < 511; i++)
		heat[i] = (unsigned int)i;
	assert_int_equal(ripple_init(&r, 6, 5), RIPPLE_OK);
	r.cur[2 * 6 + 1] = 1000;
	r.cur[2 * 6 + 2] = -7;
	assert_int_equal(ripple_set_wall(&r, 4, 2, 1), RIPPLE_OK);
	assert_int_equal(ripple_render_look(&r, &look, &pic, &out), RIPPLE_OK);
	memcpy(&v, out.pixels + 2 * out.pitch + 4, 4);
	assert_int_equal(v, 510); /* clamped to 255 */
	memcpy(&v, out.pixels + 2 * out.pitch + 8, 4);
	assert_int_equal(v, 255 - 2 * 7); /* twice the height */
	memcpy(&v, out.pixels + 2 * out.pitch + 16, 4);
	assert_int_equal(v, 0xabcdef);
	memcpy(&v, out.pixels + 0 * out.pitch + 8, 4); /* the first row too: height 0 */
	assert_int_equal(v, 255);
	look.view = RIPPLE_VIEW_REFRACTION; /* a reflecting pool's border is drawn all round */
	assert_int_equal(ripple_set_edge(&r, RIPPLE_EDGE_REFLECT), RIPPLE_OK);
	assert_int_equal(ripple_render_look(&r, &look, &pic, &out), RIPPLE_OK);
	memcpy(&v, out.pixels + 4 * out.pitch + 8, 4);
	assert_int_equal(v, 0xabcdef);
	memcpy(&v, out.pixels + 0 * out.pitch + 12, 4);
	assert_int_equal(v, 0xabcdef);
	ripple_clear_walls(&r); /* the border alone, in 32 bpp's own loops for these views */
	for (look.view = RIPPLE_VIEW_LIGHT; look.view <= RIPPLE_VIEW_BOTH; look.view++) {
		memset(out.pixels, 0, (size_t)(out.pitch * 5));
		assert_int_equal(ripple_render_look(&r, &look, &pic, &out), RIPPLE_OK);
		memcpy(&v, out.pixels + 4 * out.pitch + 8, 4);
		assert_int_equal(v, 0xabcdef);
		memcpy(&v, out.pixels + 2 * out.pitch + 0, 4);
		assert_int_equal(v, 0xabcdef);
	}
	look.view = RIPPLE_VIEW_HEIGHTS;
	look.heat = NULL;
	assert_int_equal(ripple_render_look(&r, &look, &pic, &out), RIPPLE_EINVAL);
	ripple_free(&r);
	free(pic.pixels);
	free(out.pixels);
}

/* Shallow water marked, the more the slower its waves: tinted green in the heights view (red and
 * blue down, green up), darker in the others, every channel; the deep water as without a map; a
 * pixel a sloping view leaves (its displaced one outside) not marked twice, frame after frame. */
static void shallow_water_is_tinted_and_darker(void **state)
{
	unsigned int heat[511], v, deep;
	struct ripple_look look = { RIPPLE_VIEW_HEIGHTS, { 0xff0000, 0xff00, 0xff }, NULL, heat, 0xabcdef, 0 };
	struct ripple r;
	struct ripple_image pic = image_new(8, 6, 4, 1), out = image_new(8, 6, 4, 0), plain = image_new(8, 6, 4, 0);
	unsigned char map[8 * 6] = { 0 };

	(void)state;
	for (int i = 0; i < 511; i++)
		heat[i] = 0x808080;
	assert_int_equal(ripple_init(&r, 8, 6), RIPPLE_OK);
	for (int y = 0; y < 6; y++)
		map[y * 8 + 5] = map[y * 8 + 6] = map[y * 8 + 7] = (unsigned char)ripple_shallow_slow(y < 3 ? 0.2 : 0.5);
	assert_int_equal(ripple_render_look(&r, &look, &pic, &plain), RIPPLE_OK);
	assert_int_equal(ripple_set_shallow(&r, map), RIPPLE_OK);
	assert_int_equal(ripple_render_look(&r, &look, &pic, &out), RIPPLE_OK);
	memcpy(&v, out.pixels + 2 * out.pitch + 4 * 6, 4);
	assert_int_equal(v, 0x58a86c); /* S 0.2: 40 of 255 off red, onto green, half of it off blue */
	memcpy(&v, out.pixels + 4 * out.pitch + 4 * 6, 4);
	assert_int_equal(v, 0x619f71); /* S 0.5: 192 of 246 of it, 31 */
	for (int y = 0; y < 6; y++)
		assert_memory_equal(out.pixels + y * out.pitch, plain.pixels + y * plain.pitch, 4 * 5);
	look.view = RIPPLE_VIEW_REFRACTION;
	for (int frame = 0; frame < 3; frame++) /* a pixel drawn anew each frame: marked once */
		assert_int_equal(ripple_render_look(&r, &look, &pic, &out), RIPPLE_OK);
	memcpy(&v, out.pixels + 2 * out.pitch + 4 * 6, 4);
	memcpy(&deep, pic.pixels + 2 * pic.pitch + 4 * 6, 4);
	for (int c = 0; c < 24; c += 8)
		assert_int_equal((int)(v >> c & 255), ((int)(deep >> c & 255) - 40) < 0 ? 0 : (int)(deep >> c & 255) - 40);
	memset(out.pixels, 0x7f, (size_t)out.pitch * 6);
	r.cur[3 * 8 + 5] = 100; /* the cells beside it slope outside the picture: left as they were */
	for (int frame = 0; frame < 3; frame++)
		assert_int_equal(ripple_render_look(&r, &look, &pic, &out), RIPPLE_OK);
	memcpy(&v, out.pixels + 3 * out.pitch + 4 * 6, 4);
	assert_int_equal(v, 0x7f7f7f7f);
	ripple_free(&r);
	free(pic.pixels);
	free(out.pixels);
	free(plain.pixels);
}

/* The look's gain divides what the light and heights views show: the heights view's colour of
 * (2 e) >> gain, with no overflow at a short's ends, and a channel lifted by e >> gain; a gain
 * beyond RIPPLE_MAX_GAIN is refused. */
static void the_gain_divides_the_heights_shown(void **state)
{
	static const short e[6] = { 1000, -7, 32767, -32768, 3, -1 };
	static const unsigned int want[6] = { 255 + 250, 255 - 2, 510, 0, 255, 254 }; /* 2000 >> 3, -14 >> 3... */
	unsigned int heat[511], v;
	struct ripple_look look = { RIPPLE_VIEW_HEIGHTS, { 0xff0000, 0xff00, 0xff }, NULL, heat, 0, 3 };
	struct ripple r;
	struct ripple_image pic = image_new(6, 3, 4, 0), out = image_new(6, 3, 4, 0);

	(void)state;
	for (int i = 0; i < 511; i++)
		heat[i] = (unsigned int)i;
	assert_int_equal(ripple_init(&r, 6, 3), RIPPLE_OK);
	for (int k = 0; k < RIPPLE_KERNELS; k++) {
		if (ripple_set_kernel(&r, k) != RIPPLE_OK)
			continue;
		memcpy(r.cur + 6, e, sizeof e);
		look.view = RIPPLE_VIEW_HEIGHTS;
		assert_int_equal(ripple_render_look(&r, &look, &pic, &out), RIPPLE_OK);
		for (int x = 0; x < 6; x++) {
			memcpy(&v, out.pixels + out.pitch + 4 * x, 4);
			assert_int_equal(v, want[x]);
		}
		look.view = RIPPLE_VIEW_LIGHT; /* on black: each channel e >> 3, clamped to 0..255 */
		assert_int_equal(ripple_render_look(&r, &look, &pic, &out), RIPPLE_OK);
		memcpy(&v, out.pixels + out.pitch, 4);
		assert_int_equal(v & 0xffffff, 125 * 0x10101u);
		memcpy(&v, out.pixels + out.pitch + 8, 4);
		assert_int_equal(v & 0xffffff, 0xffffff);
	}
	look.gain = RIPPLE_MAX_GAIN + 1;
	assert_int_equal(ripple_render_look(&r, &look, &pic, &out), RIPPLE_EINVAL);
	look.gain = -1;
	assert_int_equal(ripple_render_look(&r, &look, &pic, &out), RIPPLE_EINVAL);
	guards_intact(&out);
	ripple_free(&r);
	free(pic.pixels);
	free(out.pixels);
}

/* Every view, every pixel and a mesh of 2 and 4, with walls and without, drawn in three bands of
 * rows that cut through mesh cells: the same bytes as drawn whole (the pool's threads draw so). */
static void views_in_bands_match_the_whole(void **state)
{
	static const int views[] = { RIPPLE_VIEW_REFRACTION, RIPPLE_VIEW_LIGHT, RIPPLE_VIEW_BOTH, RIPPLE_VIEW_HEIGHTS };
	static unsigned int heat[511];
	const int w = 37, h = 23;

	(void)state;
	for (int i = 0; i < 511; i++)
		heat[i] = (unsigned int)i * 0x10101u;
	for (int mesh = 1; mesh <= 4; mesh *= 2)
		for (int bpp = 2; bpp <= 4; bpp += 2)
			for (size_t v = 0; v < 4; v++)
				for (int walls = 0; walls <= 1; walls++) {
					const int pitch = w * bpp + 3, cw = mesh > 1 ? (w + mesh - 1) / mesh + 1 : w;
					const int ch = mesh > 1 ? (h + mesh - 1) / mesh + 1 : h;
					struct ripple_look look = { views[v], { 0xf800, 0x07e0, 0x001f }, NULL, heat, 0x1234, 0 };
					struct trio t = trio_new(w, h, bpp, pitch);
					struct ripple r;

					if (bpp == 4)
						look.mask[0] = 0xff0000, look.mask[1] = 0xff00, look.mask[2] = 0xff;
					assert_int_equal(ripple_init(&r, cw, ch), RIPPLE_OK);
					for (int i = 0; i < r.w * r.h; i++)
						r.cur[i] = (short)(rnd(601) - 300);
					if (walls)
						assert_int_equal(ripple_wall_line(&r, 2, 3, cw - 3, ch - 2, 1, 1), RIPPLE_OK);
					for (int b = 0; b < 4; b++) { /* b == 3: whole */
						struct ripple_image *out = b < 3 ? &t.got : &t.want;
						const int y0 = b < 3 ? h * b / 3 : 0, y1 = b < 3 ? h * (b + 1) / 3 : h;

						if (mesh > 1)
							assert_int_equal(ripple_render_mesh_rows(&r, &look, mesh, &t.pic, out, y0, y1), RIPPLE_OK);
						else
							assert_int_equal(ripple_render_look_rows(&r, &look, &t.pic, out, y0, y1), RIPPLE_OK);
					}
					assert_memory_equal(t.got.pixels, t.want.pixels, (size_t)(pitch * h));
					ripple_free(&r);
					trio_free(&t);
				}
}

/* A look's render transcribed pixel by pixel from its definition (ripple.h): walls in their colour;
 * the heights' colours (of twice the height over 2^gain); the picture displaced by the slopes (not
 * in the first and last rows, and not when that falls outside it) and lit by ripple_lit itself by
 * the height over 2^gain. */
static void reference_look(const struct ripple *r, const struct ripple_look *look, const struct ripple_image *src,
			   struct ripple_image *dst)
{
	const int bpp = src->bpp, slopes = look->view == RIPPLE_VIEW_REFRACTION || look->view == RIPPLE_VIEW_BOTH;

	for (int i = 0; i < r->h; i++)
		for (int j = 0; j < r->w; j++) {
			const int k = i * r->w + j, e = r->cur[k];
			int sy = i, sx = j;
			unsigned int v = 0;

			if (ripple_is_wall(r, j, i)) {
				v = look->wall;
			} else if (slopes && (i == 0 || i == r->h - 1)) {
				continue;
			} else if (look->view == RIPPLE_VIEW_HEIGHTS) {
				const int x = 2 * e >> look->gain;

				v = look->heat[(x < -255 ? -255 : x > 255 ? 255 : x) + 255];
			} else {
				if (slopes) {
					sy += r->cur[k - r->w] - r->cur[k + r->w];
					sx += r->cur[k - 1] - r->cur[k + 1];
				}
				if (sy < 0 || sy >= r->h || sx < 0 || sx >= r->w)
					continue;
				memcpy(&v, src->pixels + (size_t)src->pitch * (size_t)sy + (size_t)(bpp * sx), (size_t)bpp);
				if (look->view != RIPPLE_VIEW_REFRACTION)
					v = ripple_lit(look, bpp, v, e >> look->gain);
			}
			memcpy(dst->pixels + (size_t)dst->pitch * (size_t)i + (size_t)(bpp * j), &v, (size_t)bpp);
		}
}

/* Heights for views_by_kernel at a gain: the waves 2^gain times 600 at most, some at a short's ends. */
static void rough_at_gain(struct ripple *r, int gain)
{
	for (int i = 0; i < r->w * r->h; i++)
		r->cur[i] = (short)((rnd(1201) - 600) * (1 << gain));
	if (gain)
		for (int i = 0; i < r->w * r->h; i += 7)
			r->cur[i] = (short)(i % 2 ? 32767 : -32768);
}

/* views_match_their_definition for kernel k. */
static void views_by_kernel(int k)
{
	static const unsigned int layouts[][4] = { { 4, 0xff0000, 0x00ff00, 0x0000ff }, { 4, 0xff000000, 0xff0000, 0xff00 },
						   { 4, 0x0000ff, 0xff000000, 0xff0000 }, { 2, 0xf800, 0x07e0, 0x001f },
						   { 3, 0xff0000, 0x00ff00, 0x0000ff } };
	static unsigned int heat[511];

	for (int i = 0; i < 511; i++)
		heat[i] = (unsigned int)i * 0x10101u;
	for (size_t l = 0; l < sizeof layouts / sizeof layouts[0]; l++)
		for (int view = RIPPLE_VIEW_REFRACTION; view <= RIPPLE_VIEW_HEIGHTS; view++)
			for (int w = 1; w <= 67; w += 33)
				for (int c = 0; c < 6; c++) {
					const int h = 9, bpp = (int)layouts[l][0], pitch = bpp * w + 12, walls = c % 3,
						  gain = c / 3 * RIPPLE_MAX_GAIN;
					struct ripple_look look = { view, { layouts[l][1], layouts[l][2], layouts[l][3] }, NULL, heat,
								    0x5a5a5a5au & (bpp == 4 ? ~0u : (1u << 8 * bpp) - 1), gain };
					struct trio t = trio_new(w, h, bpp, pitch), bands = trio_new(w, h, bpp, pitch);
					struct ripple r;

					assert_int_equal(ripple_init(&r, w, h), RIPPLE_OK);
					assert_int_equal(ripple_set_kernel(&r, k), RIPPLE_OK);
					rough_at_gain(&r, gain);
					if (walls == 1 && w > 2)
						assert_int_equal(ripple_wall_line(&r, 1, 1, w - 2, h - 2, 1, 1), RIPPLE_OK);
					if (walls == 2)
						assert_int_equal(ripple_set_edge(&r, RIPPLE_EDGE_REFLECT), RIPPLE_OK);
					memcpy(bands.got.pixels, t.got.pixels, (size_t)(pitch * h));
					assert_int_equal(ripple_render_look(&r, &look, &t.pic, &t.got), RIPPLE_OK);
					for (int b = 0; b < 3; b++)
						assert_int_equal(ripple_render_look_rows(&r, &look, &t.pic, &bands.got, h * b / 3,
											 h * (b + 1) / 3), RIPPLE_OK);
					reference_look(&r, &look, &t.pic, &t.want);
					assert_memory_equal(t.got.pixels, t.want.pixels, (size_t)(pitch * h));
					assert_memory_equal(bands.got.pixels, t.want.pixels, (size_t)(pitch * h));
					ripple_free(&r);
					trio_free(&t);
					trio_free(&bands);
				}
}

/* Every view at 16, 24 and 32 bpp (SDL's layouts, and 32-bit ones with the free byte elsewhere),
 * with no walls, a drawn wall, or a reflecting border, at the article's gain and the lesson's
 * largest, by every kernel this CPU runs, against the transcription above, on rough water that
 * throws pixels past every edge; and drawn in bands of rows, the same bytes. */
static void views_match_their_definition(void **state)
{
	(void)state;
	for (int k = 0; k < RIPPLE_KERNELS; k++)
		if (ripple_kernel_usable(k))
			views_by_kernel(k);
}

/* The per-pixel light's tables against ripple_lit itself, pixel by pixel, for SDL's layouts at
 * 16, 24 and 32 bpp, every height from under -256 to over 255. */
static void lit_tables_match_ripple_lit(void **state)
{
	static const struct {
		int bpp;
		unsigned int mask[3];
	} layouts[] = { { 2, { 0xf800, 0x07e0, 0x001f } }, { 2, { 0x7c00, 0x03e0, 0x001f } },
			{ 3, { 0xff0000, 0x00ff00, 0x0000ff } }, { 4, { 0x00ff0000, 0x0000ff00, 0x000000ff } } };
	const int w = 64, h = 12;

	(void)state;
	for (size_t l = 0; l < sizeof layouts / sizeof layouts[0]; l++) {
		const int bpp = layouts[l].bpp, pitch = w * bpp + 5;
		struct ripple_look look = { RIPPLE_VIEW_LIGHT, { layouts[l].mask[0], layouts[l].mask[1], layouts[l].mask[2] },
					    NULL, NULL, 0, 0 };
		struct trio t = trio_new(w, h, bpp, pitch);
		struct ripple r;

		assert_int_equal(ripple_init(&r, w, h), RIPPLE_OK);
		for (int i = 0; i < w * h; i++)
			r.cur[i] = (short)(i * 601 / (w * h) - 300);
		r.walls = calloc((size_t)(w * h), 1); /* walls, none of them a wall: the render's slow path */
		r.wall_rows = calloc(2 * (size_t)h, sizeof *r.wall_rows);
		assert_non_null(r.walls);
		assert_non_null(r.wall_rows);
		assert_int_equal(ripple_render_look(&r, &look, &t.pic, &t.got), RIPPLE_OK);
		for (int y = 0; y < h; y++)
			for (int x = 0; x < w; x++) {
				unsigned int in = 0, out = 0;

				memcpy(&in, t.pic.pixels + y * pitch + x * bpp, (size_t)bpp);
				memcpy(&out, t.got.pixels + y * pitch + x * bpp, (size_t)bpp);
				assert_int_equal(out, ripple_lit(&look, bpp, in, r.cur[y * w + x]));
			}
		ripple_free(&r);
		trio_free(&t);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(light_clamps_at_every_depth),
		cmocka_unit_test(heights_view_and_walls_use_their_colours),
		cmocka_unit_test(shallow_water_is_tinted_and_darker),
		cmocka_unit_test(the_gain_divides_the_heights_shown),
		cmocka_unit_test(views_match_their_definition),
		cmocka_unit_test(views_in_bands_match_the_whole),
		cmocka_unit_test(lit_tables_match_ripple_lit),
	};

	if (cap_kernels("test_views", getenv("RIPPLE_CPU")))
		return 1;
	return cmocka_run_group_tests(tests, NULL, NULL);
}
