/* test_ripple.c - cmocka unit tests: the core against the article's transcription, options, pacing. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "options.h"
#include "pace.h"
#include "ripple.h"
#include "tests/reference.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#define GUARD 0xA5 /* the value of the bytes after each row that render must never touch */
#define PAD 5      /* bytes of guard after each row of a test image */

static unsigned long rng = 1;

static int rnd(int n)
{
	rng = rng * 6364136223846793005UL + 1442695040888963407UL;
	return (int)((rng >> 33) % (unsigned long)n);
}

/* A pool and, beside it, the reference's own copy of the article's two buffers. */
struct twin {
	struct ripple r;
	short *buf1, *buf2;
};

static void twin_init(struct twin *t, int w, int h)
{
	assert_int_equal(ripple_init(&t->r, w, h), RIPPLE_OK);
	t->buf1 = calloc((size_t)(w * h), sizeof(short));
	t->buf2 = calloc((size_t)(w * h), sizeof(short));
	assert_non_null(t->buf1);
	assert_non_null(t->buf2);
}

static void twin_free(struct twin *t)
{
	ripple_free(&t->r);
	free(t->buf1);
	free(t->buf2);
}

static void twin_same(const struct twin *t)
{
	size_t n = (size_t)(t->r.w * t->r.h) * sizeof(short);

	assert_memory_equal(t->r.cur, t->buf1, n);
	assert_memory_equal(t->r.prev, t->buf2, n);
}

/* The same random stone, in and out of the pool, any weight, into both. */
static void twin_drop(struct twin *t)
{
	int x = rnd(t->r.w + 20) - 10, y = rnd(t->r.h + 20) - 10;
	int radius = 1 + rnd(9), weight = rnd(4) ? 32 + rnd(97) : rnd(32768);

	ripple_drop(&t->r, x, y, radius, weight);
	ref_drop(t->buf1, t->r.w, t->r.h, x, y, radius, weight);
}

static const int sizes[][2] = { { 320, 240 }, { 317, 203 }, { 64, 64 }, { 31, 7 }, { 3, 3 }, { 1, 9 }, { 9, 1 } };

static void spread_and_drop_match_reference(void **state)
{
	(void)state;
	for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
		struct twin t;

		twin_init(&t, sizes[s][0], sizes[s][1]);
		for (int f = 0; f < 400; f++) {
			if (rnd(5) == 0)
				twin_drop(&t);
			ripple_spread(&t.r);
			ref_spread(&t.buf1, &t.buf2, t.r.w, t.r.h);
			twin_same(&t);
		}
		twin_free(&t);
	}
}

/* Heavy stones make the heights overflow a short; the article's wrap-around must hold. */
static void spread_wraps_like_the_article(void **state)
{
	struct twin t;

	(void)state;
	twin_init(&t, 40, 30);
	ripple_drop(&t.r, 20, 15, 10, 32767);
	ref_drop(t.buf1, 40, 30, 20, 15, 10, 32767);
	ripple_spread(&t.r);
	ref_spread(&t.buf1, &t.buf2, 40, 30);
	/* the centre: (4 * -32767 >> 1) - 0 = -65534, which a short holds as 2 */
	assert_int_equal(t.r.cur[15 * 40 + 20], 2);
	twin_same(&t);
	for (int f = 0; f < 200; f++) {
		ripple_drop(&t.r, 20, 15, 10, 32767);
		ref_drop(t.buf1, 40, 30, 20, 15, 10, 32767);
		ripple_spread(&t.r);
		ref_spread(&t.buf1, &t.buf2, 40, 30);
		twin_same(&t);
	}
	twin_free(&t);
}

static void spread_keeps_first_and_last_rows(void **state)
{
	struct ripple r;
	short first[2][10], last[2][10];
	short *bufs[2];

	(void)state;
	assert_int_equal(ripple_init(&r, 10, 6), RIPPLE_OK);
	assert_int_equal(ripple_drop(&r, 5, 3, 3, 100), RIPPLE_OK); /* the disc reaches row 5 */
	r.cur[4] = 77;   /* and some height in row 0 of both buffers */
	r.prev[6] = -55;
	bufs[0] = r.cur;
	bufs[1] = r.prev;
	for (int b = 0; b < 2; b++) {
		memcpy(first[b], bufs[b], sizeof first[b]);
		memcpy(last[b], bufs[b] + 50, sizeof last[b]);
	}
	for (int f = 0; f < 7; f++)
		ripple_spread(&r);
	assert_ptr_equal(r.cur, bufs[1]); /* an odd number of swaps */
	for (int b = 0; b < 2; b++) {
		assert_memory_equal(first[b], bufs[b], sizeof first[b]);
		assert_memory_equal(last[b], bufs[b] + 50, sizeof last[b]);
	}
	assert_int_equal(r.cur[5 * 10 + 5], 0);   /* while the rows between did move */
	assert_int_not_equal(r.cur[2 * 10 + 2], 0);
	ripple_free(&r);
}

/* Left and right neighbours of an edge cell are read across the row ends, as in the article. */
static void spread_reads_across_row_ends(void **state)
{
	struct ripple r;

	(void)state;
	assert_int_equal(ripple_init(&r, 5, 4), RIPPLE_OK);
	r.cur[1 * 5 + 4] = 64; /* last cell of row 1 */
	r.live[0] = 1;         /* written by hand, not by a stone */
	ripple_spread(&r);
	/* cell (row 2, col 0) has i-1 = the last cell of row 1: (64 >> 1) = 32, less 32 >> 5 = 1 */
	assert_int_equal(r.cur[2 * 5 + 0], 31);
	ripple_free(&r);
}

static void drop_rejected_exactly_at_edges(void **state)
{
	struct ripple r;
	const int w = 50, h = 40, rad = 4;
	const struct { int x, y, ok; } cases[] = {
		{ rad, rad, 1 },         { rad - 1, 20, 0 },     { 20, rad - 1, 0 },
		{ w - rad, h - rad, 1 }, { w - rad + 1, 20, 0 }, { 20, h - rad + 1, 0 },
		{ -100, 20, 0 },         { 20, 100000, 0 },      { INT_MAX, 20, 0 },
		{ INT_MIN, 20, 0 },      { 20, INT_MAX, 0 },     { 20, INT_MIN, 0 },
	};

	(void)state;
	assert_int_equal(ripple_init(&r, w, h), RIPPLE_OK);
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		int e = ripple_drop(&r, cases[i].x, cases[i].y, rad, 90);
		int touched = 0;

		assert_int_equal(e, cases[i].ok ? RIPPLE_OK : RIPPLE_EOUTSIDE);
		for (int k = 0; k < w * h; k++)
			touched += r.cur[k] == -90;
		/* the disc of radius 4 with the "<" test covers 45 cells (x^2 + y^2 < 16 over [-4, 4)) */
		assert_int_equal(touched, cases[i].ok ? 45 : 0);
		ripple_clear(&r);
	}
	ripple_free(&r);
}

static void drop_bad_arguments(void **state)
{
	struct ripple r;

	(void)state;
	assert_int_equal(ripple_init(&r, 20, 20), RIPPLE_OK);
	assert_int_equal(ripple_drop(&r, 10, 10, 0, 50), RIPPLE_EINVAL);
	assert_int_equal(ripple_drop(&r, 10, 10, 3, -1), RIPPLE_EINVAL);
	assert_int_equal(ripple_drop(&r, 10, 10, 3, 32768), RIPPLE_EINVAL);
	assert_int_equal(ripple_drop(&r, 10, 10, RIPPLE_MAX_SIDE + 1, 50), RIPPLE_EINVAL);
	for (int k = 0; k < 400; k++)
		assert_int_equal(r.cur[k], 0);
	ripple_free(&r);
}

static void single_drop_decays_to_still_water(void **state)
{
	struct ripple r;
	int moving = 0;

	(void)state;
	assert_int_equal(ripple_init(&r, 320, 240), RIPPLE_OK);
	assert_int_equal(ripple_drop(&r, 160, 120, 3, 128), RIPPLE_OK);
	for (int f = 0; f < 50; f++)
		ripple_spread(&r);
	for (int k = 0; k < 320 * 240; k++)
		moving |= r.cur[k];
	assert_true(moving); /* still rippling after 2 seconds... */
	for (int f = 0; f < 2000; f++)
		ripple_spread(&r);
	for (int k = 0; k < 320 * 240; k++) {
		assert_int_equal(r.cur[k], 0); /* ...and perfectly still after 80 */
		assert_int_equal(r.prev[k], 0);
	}
	ripple_free(&r);
}

static void init_rejects_bad_sizes_and_free_is_safe(void **state)
{
	struct ripple r;

	(void)state;
	assert_int_equal(ripple_init(&r, 0, 10), RIPPLE_EINVAL);
	assert_int_equal(ripple_init(&r, 10, -1), RIPPLE_EINVAL);
	assert_int_equal(ripple_init(&r, RIPPLE_MAX_SIDE + 1, 10), RIPPLE_EINVAL);
	assert_null(r.cur);
	ripple_free(&r);
	assert_int_equal(ripple_init(&r, 7, 5), RIPPLE_OK);
	ripple_free(&r);
	ripple_free(&r);
	assert_null(r.cur);
}

/* An image with a padded pitch whose PAD bytes after each row hold GUARD; a picture (random
 * pixels) gets PAD more than a page, so that mixing up the two pitches shows. */
static struct ripple_image image_new(int w, int h, int bpp, int random)
{
	struct ripple_image im = { NULL, w, h, w * bpp + PAD * (random ? 2 : 1), bpp };

	im.pixels = malloc((size_t)(im.pitch * h));
	assert_non_null(im.pixels);
	for (int y = 0; y < h; y++)
		for (int x = 0; x < im.pitch; x++)
			im.pixels[y * im.pitch + x] = x >= w * bpp ? GUARD : (unsigned char)(random ? rnd(256) : 0);
	return im;
}

static void guards_intact(const struct ripple_image *im)
{
	for (int y = 0; y < im->h; y++)
		for (int x = im->w * im->bpp; x < im->pitch; x++)
			assert_int_equal(im->pixels[y * im->pitch + x], GUARD);
}

static void render_matches_reference_at_every_depth(void **state)
{
	(void)state;
	for (int bpp = 1; bpp <= 4; bpp++)
		for (size_t s = 0; s < 4; s++) {
			int w = sizes[s][0], h = sizes[s][1];
			struct twin t;
			struct ripple_image pic = image_new(w, h, bpp, 1);
			struct ripple_image out = image_new(w, h, bpp, 0);
			struct ripple_image ref = image_new(w, h, bpp, 0);
			int displaced = 0;

			twin_init(&t, w, h);
			ripple_drop(&t.r, w / 2, h / 2, h / 3, 100); /* one stone that surely fits */
			ref_drop(t.buf1, w, h, w / 2, h / 2, h / 3, 100);
			for (int f = 0; f < 150; f++) {
				if (rnd(4) == 0)
					twin_drop(&t);
				ripple_spread(&t.r);
				ref_spread(&t.buf1, &t.buf2, w, h);
				assert_int_equal(ripple_render(&t.r, &pic, &out), RIPPLE_OK);
				ref_render(t.buf1, w, h, pic.pixels, pic.pitch, ref.pixels, ref.pitch, bpp);
				assert_memory_equal(out.pixels, ref.pixels, (size_t)(out.pitch * h));
				guards_intact(&out);
				for (int y = 1; y < h - 1; y++)
					displaced |= memcmp(out.pixels + y * out.pitch, pic.pixels + y * pic.pitch,
							    (size_t)(w * bpp));
			}
			if (!displaced)
				fail_msg("the water never moved the %dx%d picture at %d bytes per pixel", w, h, bpp);
			twin_free(&t);
			free(pic.pixels);
			free(out.pixels);
			free(ref.pixels);
		}
}

static void still_water_renders_the_picture(void **state)
{
	(void)state;
	for (int bpp = 1; bpp <= 4; bpp++) {
		struct ripple r;
		struct ripple_image pic = image_new(33, 17, bpp, 1);
		struct ripple_image out = image_new(33, 17, bpp, 0);

		assert_int_equal(ripple_init(&r, 33, 17), RIPPLE_OK);
		assert_int_equal(ripple_render(&r, &pic, &out), RIPPLE_OK);
		for (int y = 1; y < 16; y++)
			assert_memory_equal(out.pixels + y * out.pitch, pic.pixels + y * pic.pitch, (size_t)(33 * bpp));
		for (int x = 0; x < 33 * bpp; x++) { /* the first and last rows are not rendered */
			assert_int_equal(out.pixels[x], 0);
			assert_int_equal(out.pixels[16 * out.pitch + x], 0);
		}
		guards_intact(&out);
		ripple_free(&r);
		free(pic.pixels);
		free(out.pixels);
	}
}

/* Slopes that point exactly one past the last column and the last row: the article's "> width"
 * and "> height" tests let those through and read outside the picture; the port leaves those
 * pixels as they were and copies every other one. */
static void render_never_reads_past_the_picture(void **state)
{
	struct ripple r;
	struct ripple_image pic = image_new(8, 6, 1, 0);
	struct ripple_image out = image_new(8, 6, 1, 0);

	(void)state;
	for (int y = 0; y < 6; y++)
		memset(pic.pixels + y * pic.pitch, 1, 8);
	assert_int_equal(ripple_init(&r, 8, 6), RIPPLE_OK);
	r.cur[3 * 8 + 0] = -1; /* pixel (2, 7) reads it as k+1: xoff = 1, column 7 + 1 = 8 = width */
	r.cur[5 * 8 + 2] = -2; /* pixel (4, 2) reads it as k+w: yoff = 2, row 4 + 2 = 6 = height */
	r.cur[4 * 8 + 5] = -1; /* pixel (3, 5): yoff = 1, row 4: inside, copied */
	assert_int_equal(ripple_render(&r, &pic, &out), RIPPLE_OK);
	for (int y = 1; y < 5; y++)
		for (int x = 0; x < 8; x++)
			assert_int_equal(out.pixels[y * out.pitch + x], (y == 2 && x == 7) || (y == 4 && x == 2) ? 0 : 1);
	guards_intact(&out);
	ripple_free(&r);
	free(pic.pixels);
	free(out.pixels);
}

static void render_rejects_bad_images(void **state)
{
	struct ripple r;
	struct ripple_image pic = image_new(10, 10, 4, 1);
	struct ripple_image out = image_new(10, 10, 4, 0);
	struct ripple_image bad;

	(void)state;
	assert_int_equal(ripple_init(&r, 10, 10), RIPPLE_OK);
	bad = out;
	bad.bpp = 3;
	assert_int_equal(ripple_render(&r, &pic, &bad), RIPPLE_EINVAL); /* depths differ */
	bad = out;
	bad.w = 9;
	assert_int_equal(ripple_render(&r, &pic, &bad), RIPPLE_EINVAL); /* not the pool's size */
	bad = out;
	bad.pitch = 39;
	assert_int_equal(ripple_render(&r, &pic, &bad), RIPPLE_EINVAL); /* pitch below w * bpp */
	bad = out;
	bad.bpp = 5;
	assert_int_equal(ripple_render(&r, &pic, &bad), RIPPLE_EINVAL);
	bad = out;
	bad.pixels = NULL;
	assert_int_equal(ripple_render(&r, &pic, &bad), RIPPLE_EINVAL);
	ripple_free(&r);
	free(pic.pixels);
	free(out.pixels);
}

/* Parses a command line given as one string of space-separated words. */
static int parse(struct options *o, const char *line, char *err, size_t errlen)
{
	static char buf[256]; /* the options keep pointers into it */
	char *argv[32] = { "ripple" };
	int argc = 1;

	strncpy(buf, line, sizeof buf - 1);
	buf[sizeof buf - 1] = 0;
	for (char *w = strtok(buf, " "); w && argc < 32; w = strtok(NULL, " "))
		argv[argc++] = w;
	return options_parse(o, argc, argv, err, errlen);
}

static void options_accepts_the_documented_forms(void **state)
{
	struct options o;
	char err[256];

	(void)state;
	assert_int_equal(parse(&o, "--image x.bmp --size 317x203 --bpp 16 --scale 3 --frames 9 --headless "
				   "--drop 5,6 --drop 7,8,9 --drop=1,2,3,4@5 --save-frame a.bmp --save-heights h",
			       err, sizeof err), 0);
	assert_string_equal(o.image, "x.bmp");
	assert_int_equal(o.w, 317);
	assert_int_equal(o.h, 203);
	assert_int_equal(o.bpp, 16);
	assert_int_equal(o.scale, 3);
	assert_int_equal(o.frames, 9);
	assert_true(o.headless);
	assert_int_equal(o.ndrops, 3);
	assert_int_equal(o.drops[0].radius, RIPPLE_STONE_RADIUS);
	assert_int_equal(o.drops[0].weight, RIPPLE_STONE_WEIGHT);
	assert_int_equal(o.drops[0].frame, 0);
	assert_int_equal(o.drops[1].radius, 9);
	assert_int_equal(o.drops[2].x, 1);
	assert_int_equal(o.drops[2].weight, 4);
	assert_int_equal(o.drops[2].frame, 5);
	assert_string_equal(o.save_frame, "a.bmp");
	assert_string_equal(o.save_heights, "h");
	options_free(&o);
	assert_int_equal(parse(&o, "", err, sizeof err), 0);
	assert_null(o.image);
	assert_int_equal(o.scale, 1);
	assert_int_equal(o.frames, 0);
	options_free(&o);
}

static void options_rejects_bad_values(void **state)
{
	static const char *bad[] = {
		"--bogus", "--size", "--size 0x5", "--size 16385x5", "--size 5x", "--size 5x5x", "--size x5",
		"--bpp 12", "--bpp 0", "--bpp 64", "--scale 0", "--scale 9", "--frames 0", "--frames -3",
		"--frames 1e3", "--drop 5", "--drop 5,", "--drop 5,6,0", "--drop 5,6,3,32768", "--drop 5,6@-1",
		"--drop 5,6@", "--drop 5,6,3,4,5", "--drop a,b", "--drop 99999999999,1", "--image", "--help=1",
	};
	struct options o;
	char err[256];

	(void)state;
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		err[0] = 0;
		assert_int_equal(parse(&o, bad[i], err, sizeof err), -1);
		assert_true(strlen(err) > 10); /* a reason a person can read */
		options_free(&o);
	}
}

static void pacer_keeps_absolute_deadlines(void **state)
{
	struct pacer p;
	uint64_t now = 1000;

	(void)state;
	pacer_start(&p, now, 1000000, 25); /* a microsecond clock: frames every 40000 ticks */
	for (int n = 0; n < 1000; n++) {
		now += pacer_wait(&p, now);
		assert_int_equal(now, 1000 + 40000 * (uint64_t)n);
		now += 1000 + (uint64_t)rnd(30000); /* the frame's work, never the same */
		pacer_done(&p, now);
	}
	assert_int_equal(pacer_deadline(&p, 1000), 1000 + 40000000); /* no drift after 1000 frames */
	now = pacer_deadline(&p, p.n) + 5000000 + 15000;             /* a 5 s stall and a bit... */
	pacer_done(&p, now);
	assert_int_equal(pacer_wait(&p, now), 25000); /* ...drops the missed frames, keeps the grid */
	assert_int_equal(p.n, 1126); /* the first deadline after 45.015 s */
}

static void fps_meter_measures_the_rate(void **state)
{
	struct fps_meter m;
	int measured = 0;

	(void)state;
	fps_start(&m, 0, 1000);
	for (uint64_t t = 500; t <= 500 + 40 * 50; t += 40)
		measured += fps_frame(&m, t);
	assert_int_equal(measured, 2);
	assert_float_equal(m.fps, 25.0, 1e-9);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(spread_and_drop_match_reference),
		cmocka_unit_test(spread_wraps_like_the_article),
		cmocka_unit_test(spread_keeps_first_and_last_rows),
		cmocka_unit_test(spread_reads_across_row_ends),
		cmocka_unit_test(drop_rejected_exactly_at_edges),
		cmocka_unit_test(drop_bad_arguments),
		cmocka_unit_test(single_drop_decays_to_still_water),
		cmocka_unit_test(init_rejects_bad_sizes_and_free_is_safe),
		cmocka_unit_test(render_matches_reference_at_every_depth),
		cmocka_unit_test(still_water_renders_the_picture),
		cmocka_unit_test(render_never_reads_past_the_picture),
		cmocka_unit_test(render_rejects_bad_images),
		cmocka_unit_test(options_accepts_the_documented_forms),
		cmocka_unit_test(options_rejects_bad_values),
		cmocka_unit_test(pacer_keeps_absolute_deadlines),
		cmocka_unit_test(fps_meter_measures_the_rate),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
