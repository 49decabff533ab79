/* test_ripple.c - cmocka unit tests of the pool (ripple.c, core/rows.c) against the article's transcription (core/article.c): the step, stones, the render, walls, edges, sources, the inspector. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "core/article.h"
#include "ripple.h"
#include "tests/unit/helpers.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

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
			article_spread(&t.buf1, &t.buf2, t.r.w, t.r.h);
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
	article_drop(t.buf1, 40, 30, 20, 15, 10, 32767);
	ripple_spread(&t.r);
	article_spread(&t.buf1, &t.buf2, 40, 30);
	/* the centre: (4 * -32767 >> 1) - 0 = -65534, which a short holds as 2 */
	assert_int_equal(t.r.cur[15 * 40 + 20], 2);
	twin_same(&t);
	for (int f = 0; f < 200; f++) {
		ripple_drop(&t.r, 20, 15, 10, 32767);
		article_drop(t.buf1, 40, 30, 20, 15, 10, 32767);
		ripple_spread(&t.r);
		article_spread(&t.buf1, &t.buf2, 40, 30);
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
			article_drop(t.buf1, w, h, w / 2, h / 2, h / 3, 100);
			for (int f = 0; f < 150; f++) {
				if (rnd(4) == 0)
					twin_drop(&t);
				ripple_spread(&t.r);
				article_spread(&t.buf1, &t.buf2, w, h);
				assert_int_equal(ripple_render(&t.r, &pic, &out), RIPPLE_OK);
				article_render(t.buf1, w, h, pic.pixels, pic.pitch, ref.pixels, ref.pitch, bpp);
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

/* The 12-neighbour step written out plainly, as the notes on the article give it: rows 2..h-3,
 * every column, reading across row ends like the article, C's division, then the damping. */
static void plain12(short **cur, short **prev, int w, int h, int damping)
{
	short *now = *cur, *next = *prev;

	for (int i = 2 * w; i < (h - 2) * w; i++) {
		int sum = now[i - 1] + now[i + 1] + now[i - w] + now[i + w] + now[i - w - 1] + now[i - w + 1] +
			  now[i + w - 1] + now[i + w + 1] + now[i - 2] + now[i + 2] + now[i - 2 * w] + now[i + 2 * w];

		next[i] = (short)(sum / 6 - next[i]);
		if (damping)
			next[i] = (short)(next[i] - (next[i] >> damping));
	}
	*cur = next;
	*prev = now;
}

static void stencil12_matches_the_plain_formula(void **state)
{
	static const int dims[][2] = { { 64, 48 }, { 31, 9 }, { 5, 5 } };

	(void)state;
	for (size_t s = 0; s < sizeof dims / sizeof dims[0]; s++)
		for (int damping = 0; damping <= 8; damping += 4) {
			struct twin t;

			twin_init(&t, dims[s][0], dims[s][1]);
			assert_int_equal(ripple_set_stencil(&t.r, 12), RIPPLE_OK);
			assert_int_equal(ripple_set_damping(&t.r, damping), RIPPLE_OK);
			for (int f = 0; f < 300; f++) {
				if (rnd(6) == 0) {
					twin_drop(&t);
					/* stones leave the two rows at each end, which this step never moves */
					memset(t.buf1, 0, (size_t)(2 * t.r.w) * sizeof(short));
					memset(t.buf1 + (t.r.h - 2) * t.r.w, 0, (size_t)(2 * t.r.w) * sizeof(short));
				}
				ripple_spread(&t.r);
				plain12(&t.buf1, &t.buf2, t.r.w, t.r.h, damping);
				twin_same(&t);
			}
			twin_free(&t);
		}
}

static double energy(const struct ripple *r)
{
	double e = 0;

	for (int i = 0; i < r->w * r->h; i++)
		e += (double)r->cur[i] * r->cur[i];
	return e;
}

/* The article's point: without damping the water never calms. Its waves keep their energy
 * (within a factor of 3 after 500 frames) and the pool does not sink. */
static void undamped_water_keeps_its_waves(void **state)
{
	struct ripple r;
	double start, mean = 0;

	(void)state;
	assert_int_equal(ripple_init(&r, 200, 200), RIPPLE_OK);
	assert_int_equal(ripple_set_damping(&r, 0), RIPPLE_OK);
	assert_int_equal(ripple_set_damping(&r, 9), RIPPLE_EINVAL);
	assert_int_equal(ripple_drop(&r, 100, 100, 4, 128), RIPPLE_OK);
	for (int f = 0; f < 10; f++)
		ripple_spread(&r);
	start = energy(&r);
	for (int f = 0; f < 500; f++)
		ripple_spread(&r);
	assert_false(ripple_still(&r));
	assert_true(energy(&r) > start / 3 && energy(&r) < start * 3);
	for (int i = 0; i < 200 * 200; i++)
		mean += r.cur[i];
	assert_true(mean / (200 * 200) > -5 && mean / (200 * 200) < 5);
	ripple_free(&r);
}

static void still_water_skips_the_step(void **state)
{
	struct ripple r;
	short *cur;

	(void)state;
	assert_int_equal(ripple_init(&r, 50, 40), RIPPLE_OK);
	assert_true(ripple_still(&r));
	assert_int_equal(ripple_drop(&r, 25, 20, 3, 128), RIPPLE_OK);
	assert_false(ripple_still(&r));
	for (int f = 0; f < 2000 && !ripple_still(&r); f++)
		ripple_spread(&r);
	assert_true(ripple_still(&r));
	cur = r.cur;
	ripple_spread(&r);
	assert_ptr_equal(r.cur, cur); /* skipped: not even the swap */
	for (int i = 0; i < 50 * 40; i++)
		assert_int_equal(r.cur[i] | r.prev[i], 0);
	ripple_free(&r);
}

static void soft_stone_falls_off_from_the_centre(void **state)
{
	struct ripple r;

	(void)state;
	assert_int_equal(ripple_init(&r, 40, 40), RIPPLE_OK);
	assert_int_equal(ripple_drop_soft(&r, 20, 20, 8, 100), RIPPLE_OK);
	assert_int_equal(r.cur[20 * 40 + 20], -100);     /* d = 0: the full weight */
	assert_int_equal(r.cur[20 * 40 + 24], -50);      /* d = 4 = R/2: half */
	assert_int_equal(r.cur[23 * 40 + 24], -37);      /* d = 5: 100 (1 - 5/8) = 37.5, toward zero */
	assert_int_equal(r.cur[20 * 40 + 28], 0);        /* d = 8: outside the disc */
	for (int y = 12; y < 28; y++)
		for (int x = 12; x < 28; x++) {
			int dd = (x - 20) * (x - 20) + (y - 20) * (y - 20);

			assert_true(dd < 64 ? r.cur[y * 40 + x] <= 0 && r.cur[y * 40 + x] >= -100 : r.cur[y * 40 + x] == 0);
			if (x > 20 && dd < 64) /* never higher toward the centre */
				assert_true(r.cur[y * 40 + x] >= r.cur[y * 40 + x - 1]);
		}
	assert_int_equal(ripple_drop_soft(&r, 3, 20, 8, 100), RIPPLE_EOUTSIDE);
	ripple_free(&r);
}

/* The Bresenham line, written here again from the textbook, to check the core's trail against. */
static int line_points(int x0, int y0, int x1, int y1, int (*pts)[2])
{
	int dx = abs(x1 - x0), dy = abs(y1 - y0), n = 0, err, e2;
	int sx = x0 < x1 ? 1 : -1, sy = y0 < y1 ? 1 : -1;

	for (err = dx - dy; n < 200; n++) {
		pts[n][0] = x0;
		pts[n][1] = y0;
		if (x0 == x1 && y0 == y1)
			return n + 1;
		e2 = 2 * err;
		if (e2 > -dy) {
			err -= dy;
			x0 += sx;
		}
		if (e2 < dx) {
			err += dx;
			y0 += sy;
		}
	}
	return -1;
}

static void drag_trail_covers_the_whole_line(void **state)
{
	static const int strokes[][4] = { { 10, 10, 90, 37 }, { 90, 50, 12, 3 }, { 40, 5, 41, 55 }, { 7, 7, 7, 7 } };
	int pts[200][2];

	(void)state;
	for (size_t s = 0; s < sizeof strokes / sizeof strokes[0]; s++) {
		const int *k = strokes[s];
		struct ripple r;
		int n = line_points(k[0], k[1], k[2], k[3], pts);

		assert_int_equal(ripple_init(&r, 100, 60), RIPPLE_OK);
		assert_int_equal(ripple_drag(&r, k[0], k[1], k[2], k[3], 1, RIPPLE_TRAIL_WEIGHT), n);
		for (int i = 0; i < n; i++) {
			assert_int_equal(r.cur[pts[i][1] * 100 + pts[i][0]], -RIPPLE_TRAIL_WEIGHT);
			if (i) /* no gaps: each point touches the one before */
				assert_true(abs(pts[i][0] - pts[i - 1][0]) <= 1 && abs(pts[i][1] - pts[i - 1][1]) <= 1);
		}
		ripple_free(&r);
	}
}

/* The energy a pool's edges send back: the difference, inside the absorbing layer's reach,
 * between the pool and the same water in a pool too big for any echo to come back, summed every
 * 10 frames from frame 240 (when the first echo is on its way back) to 420. Both undamped pools
 * take their checkerboard out every 4 steps, as a scene's frames do (the edges are made for the
 * waves, not for it: without the filter the absorbing edge sends back 0.121). */
static double echo(int edge)
{
	struct ripple s, big;
	double e = 0;

	assert_int_equal(ripple_init(&s, 200, 200), RIPPLE_OK);
	assert_int_equal(ripple_init(&big, 1000, 1000), RIPPLE_OK);
	ripple_set_damping(&s, 0);
	ripple_set_damping(&big, 0);
	assert_int_equal(ripple_set_edge(&s, edge), RIPPLE_OK);
	ripple_set_edge(&big, RIPPLE_EDGE_REFLECT);
	ripple_drop_soft(&s, 100, 100, 8, 128);
	ripple_drop_soft(&big, 500, 500, 8, 128);
	for (int f = 0; f < 420; f++) {
		ripple_spread(&s);
		ripple_spread(&big);
		if (f % 4 == 0) {
			assert_int_equal(ripple_checkerboard(&s, NULL, 0), RIPPLE_OK);
			assert_int_equal(ripple_checkerboard(&big, NULL, 0), RIPPLE_OK);
		}
		for (int y = 26; f >= 240 && f % 10 == 0 && y < 174; y++)
			for (int x = 26; x < 174; x++) {
				double d = s.cur[y * 200 + x] - big.cur[(y + 400) * 1000 + x + 400];

				e += d * d;
			}
	}
	ripple_free(&s);
	ripple_free(&big);
	return e;
}

static void edges_reflect_or_absorb(void **state)
{
	double reflected = echo(RIPPLE_EDGE_REFLECT), absorbed = echo(RIPPLE_EDGE_ABSORB);

	(void)state;
	print_message("the absorbing edge sends back %.3f of a wall's echo\n", absorbed / reflected);
	assert_true(reflected > 1e7);             /* a wall all around sends the wave back */
	assert_true(absorbed < 0.1 * reflected);  /* the absorbing edge removes over 90% of it */
}

static void walls_hold_still_and_reflect(void **state)
{
	struct ripple r;
	int behind = 0, front = 0;

	(void)state;
	assert_int_equal(ripple_init(&r, 120, 60), RIPPLE_OK);
	assert_int_equal(ripple_set_edge(&r, RIPPLE_EDGE_REFLECT), RIPPLE_OK); /* no way round by the rows' ends */
	for (int y = 0; y < 60; y++)
		assert_int_equal(ripple_set_wall(&r, 70, y, 1), RIPPLE_OK);
	assert_int_equal(ripple_set_wall(&r, 120, 0, 1), RIPPLE_EINVAL);
	assert_true(ripple_is_wall(&r, 70, 30));
	assert_int_equal(ripple_drop(&r, 50, 30, 4, 128), RIPPLE_OK);
	for (int f = 0; f < 120; f++) {
		ripple_spread(&r);
		for (int y = 0; y < 60; y++)
			assert_int_equal(r.cur[y * 120 + 70], 0);
	}
	for (int y = 1; y < 59; y++) {
		behind |= r.cur[y * 120 + 100]; /* nothing gets through a whole wall */
		front |= r.cur[y * 120 + 60];
	}
	assert_int_equal(behind, 0);
	assert_int_not_equal(front, 0);
	ripple_clear_walls(&r);
	assert_false(ripple_is_wall(&r, 70, 30));
	ripple_free(&r);
}

static void sources_follow_the_sine(void **state)
{
	struct ripple r;
	const struct ripple_source s = { 0, 20, 15, 0, 0, 1, 100, 16, 0, 0, 0, 0, 0, 0 };
	struct ripple_source bad = s;

	(void)state;
	assert_int_equal(ripple_init(&r, 40, 30), RIPPLE_OK);
	assert_int_equal(ripple_drive(&r, &s, 1, 4), RIPPLE_OK); /* a quarter period: the crest */
	assert_int_equal(r.cur[15 * 40 + 20], 100);
	assert_int_equal(r.cur[15 * 40 + 21], 100); /* the disc of radius 1 */
	assert_int_equal(r.cur[16 * 40 + 21], 0);
	assert_int_equal(ripple_drive(&r, &s, 1, 12), RIPPLE_OK); /* three quarters: the trough */
	assert_int_equal(r.cur[15 * 40 + 20], -100);
	assert_int_equal(ripple_drive(&r, &s, 1, 16 * 1000 + 2), RIPPLE_OK); /* 1/8: 100 sin(pi/4) */
	assert_int_equal(r.cur[15 * 40 + 20], 100 * 90 / 127);
	assert_int_equal(ripple_drive(&r, &s, 1, -4), RIPPLE_OK); /* a quarter before step 0: the trough */
	assert_int_equal(r.cur[15 * 40 + 20], -100);
	assert_int_equal(ripple_drive(&r, &s, 1, 5LL * 1000 * 1000 * 1000 + 4), RIPPLE_OK); /* past 2^32 */
	assert_int_equal(r.cur[15 * 40 + 20], 100);
	bad.period = 1;
	assert_int_equal(ripple_drive(&r, &bad, 1, 0), RIPPLE_EINVAL);
	bad.period = RIPPLE_MAX_PERIOD + 1;
	assert_int_equal(ripple_drive(&r, &bad, 1, 0), RIPPLE_EINVAL);
	bad.period = RIPPLE_MAX_PERIOD; /* a period of steps: a quarter of it is the crest */
	assert_int_equal(ripple_drive(&r, &bad, 1, 3L * RIPPLE_MAX_PERIOD + RIPPLE_MAX_PERIOD / 4), RIPPLE_OK);
	assert_int_equal(r.cur[15 * 40 + 20], 100);
	ripple_free(&r);
}

/* An adding source adds its beat's change since the step before: on water that does not move,
 * its cells are the beat itself after each drive from step 1 on (the beat 0 at step 0), smooth between the table's steps (a period of 160
 * steps: step 20 is 1/8, 100 sin(pi/4)), and a wave already there stays under it; sums are held
 * within a short. */
static void adding_sources_add_the_beat_s_change(void **state)
{
	struct ripple r;
	struct ripple_source s = { 0, 20, 15, 0, 0, 0, 100, 160, 1, 0, 0, 0, 0, 0 };

	(void)state;
	assert_int_equal(ripple_init(&r, 40, 30), RIPPLE_OK);
	r.cur[15 * 40 + 20] = 7; /* a wave passing */
	for (long step = 1; step <= 40; step++) {
		assert_int_equal(ripple_drive(&r, &s, 1, step), RIPPLE_OK);
		if (step == 20)
			assert_int_equal(r.cur[15 * 40 + 20], 7 + 100 * 90 / 127);
		if (step == 11) /* 704/160 of the table's steps: 0.4 of the way from its 4th (49) to its 5th (60) */
			assert_int_equal(r.cur[15 * 40 + 20], 7 + 100 * (49 * 96 + 60 * 64) / (127 * 160));
	}
	assert_int_equal(r.cur[15 * 40 + 20], 7 + 100); /* a quarter period: the crest */
	s.amplitude = 30000;
	for (int twice = 0; twice < 2; twice++) /* a quarter period's rise, twice: 107 + 2 x 30000, held */
		for (long step = 1; step <= 40; step++)
			assert_int_equal(ripple_drive(&r, &s, 1, step), RIPPLE_OK);
	assert_int_equal(r.cur[15 * 40 + 20], SHRT_MAX);
	ripple_free(&r);
}

/* The lesson's scale by its rows, and its gain: the power of two nearest k^2 (in log2), 0 at the
 * article's 240 rows (its heights as they are), at most RIPPLE_MAX_GAIN, whatever the scale given. */
static void the_lesson_s_gain_follows_its_scale_squared(void **state)
{
	static const int rows[][3] = { { 240, 1, 0 }, { 359, 1, 0 }, { 480, 2, 2 }, { 720, 3, 3 }, { 960, 4, 4 },
				       { 1080, 5, 5 }, { 1440, 6, 5 }, { 1680, 7, 6 }, { 2160, 9, 6 } };

	(void)state;
	for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
		assert_int_equal(ripple_lesson_scale(rows[i][0]), rows[i][1]);
		assert_int_equal(ripple_lesson_gain(rows[i][1]), rows[i][2]);
	}
	for (int k = 1; k <= 64; k++) { /* 2^(gain - 1/2) <= k^2 < 2^(gain + 1/2): k^4 within 2^(2 gain -+ 1) */
		const long long gain = ripple_lesson_gain(k), k4 = (long long)k * k * k * k;

		assert_true(gain == 0 || 2 * k4 > 1LL << (2 * gain));
		assert_true(gain == RIPPLE_MAX_GAIN || k4 < 1LL << (2 * gain + 1));
	}
	for (int k = 1; k <= 64; k++) /* the lesson's gain is that of its waves at the default period */
		assert_int_equal(ripple_lesson_gain(k), ripple_wave_gain(12 * k));
	assert_int_equal(ripple_wave_gain(2), 0);
	assert_int_equal(ripple_wave_gain(20), 1); /* (20/12)^2 = 2.8: 2^1 */
	assert_int_equal(ripple_wave_gain(30), 3); /* 6.25: 2^3 */
	assert_int_equal(ripple_wave_gain(90), 6); /* 56: 2^6 */
	assert_int_equal(ripple_wave_gain(RIPPLE_MAX_PERIOD), RIPPLE_MAX_GAIN);
	assert_int_equal(ripple_lesson_gain(0), 0);
	assert_int_equal(ripple_lesson_gain(-5), 0);
	assert_int_equal(ripple_lesson_gain(INT_MAX), RIPPLE_MAX_GAIN);
	assert_true(60 << RIPPLE_MAX_GAIN <= 32767 / 8); /* the line source's height, an eighth of a short (its waves pile up to 2.8 times) */
}

/* The inspector's explanation of every cell is what the next step then does, in the article's
 * mode and in the variants'. */
static void explain_predicts_the_next_step(void **state)
{
	static const int modes[][3] = { { 4, RIPPLE_DAMPING, RIPPLE_EDGE_CLASSIC }, { 12, 3, RIPPLE_EDGE_CLASSIC },
					 { 4, 0, RIPPLE_EDGE_REFLECT }, { 12, 8, RIPPLE_EDGE_ABSORB } };

	(void)state;
	for (size_t m = 0; m < sizeof modes / sizeof modes[0]; m++) {
		struct twin t;
		struct ripple_cell *cells = calloc(64 * 48, sizeof *cells);

		twin_init(&t, 64, 48);
		ripple_set_stencil(&t.r, modes[m][0]);
		ripple_set_damping(&t.r, modes[m][1]);
		ripple_set_edge(&t.r, modes[m][2]);
		ripple_set_wall(&t.r, 30, 20, m == 3);
		for (int f = 0; f < 60; f++) {
			if (f % 7 == 0)
				ripple_drop(&t.r, 10 + rnd(44), 10 + rnd(28), 1 + rnd(5), rnd(300));
			for (int i = 0; i < 64 * 48; i++)
				assert_int_equal(ripple_explain(&t.r, i % 64, i / 64, &cells[i]), RIPPLE_OK);
			ripple_spread(&t.r);
			for (int i = 0; i < 64 * 48; i++)
				if (t.r.cur[i] != cells[i].next)
					fail_msg("mode %zu frame %d cell %d: explained %d, the step made %d", m, f, i,
						 cells[i].next, t.r.cur[i]);
		}
		assert_int_equal(ripple_explain(&t.r, 64, 0, &cells[0]), RIPPLE_EINVAL);
		free(cells);
		twin_free(&t);
	}
}

/* The explanation names the rule the step follows, so that the inspector need not read the pool:
 * the article's own step, a variant's stencil and damping, the absorbing layer's cells. */
static void explain_names_the_rule(void **state)
{
	struct ripple r;
	struct ripple_cell c;

	(void)state;
	assert_int_equal(ripple_init(&r, 64, 48), RIPPLE_OK);
	assert_int_equal(ripple_explain(&r, 32, 24, &c), RIPPLE_OK);
	assert_true(c.stencil == 4 && c.article && c.damping == RIPPLE_DAMPING && !c.absorbs);
	assert_int_equal(ripple_set_wall(&r, 3, 3, 1), RIPPLE_OK);
	assert_int_equal(ripple_explain(&r, 32, 24, &c), RIPPLE_OK);
	assert_true(c.stencil == 4 && !c.article && c.damping == RIPPLE_DAMPING);
	ripple_clear_walls(&r);
	assert_int_equal(ripple_set_stencil(&r, 12), RIPPLE_OK);
	assert_int_equal(ripple_set_damping(&r, 3), RIPPLE_OK);
	assert_int_equal(ripple_set_edge(&r, RIPPLE_EDGE_ABSORB), RIPPLE_OK);
	assert_int_equal(ripple_explain(&r, 32, 24, &c), RIPPLE_OK);
	assert_true(c.stencil == 12 && !c.article && c.damping == 3 && !c.absorbs);
	assert_int_equal(ripple_explain(&r, 5, 24, &c), RIPPLE_OK);
	assert_true(c.absorbs);
	ripple_free(&r);
}

/* Nothing but the article's own stone writes a row the step never moves: else it stays for ever
 * and the water never becomes still. And a wall drawn and erased leaves the article's step. */
static void no_height_is_frozen_and_erased_walls_leave_no_trace(void **state)
{
	struct ripple r;
	struct twin t;

	(void)state;
	assert_int_equal(ripple_init(&r, 60, 40), RIPPLE_OK);
	assert_int_equal(ripple_drop_square(&r, 32, 3, 3, 40), RIPPLE_OK); /* reaches row 0 */
	ripple_set_stencil(&r, 12);
	assert_int_equal(ripple_drop(&r, 20, 3, 3, 100), RIPPLE_OK); /* reaches row 1 */
	for (int f = 0; f < 3000 && !ripple_still(&r); f++)
		ripple_spread(&r);
	assert_true(ripple_still(&r));
	ripple_free(&r);
	twin_init(&t, 50, 40);
	assert_int_equal(ripple_set_wall(&t.r, 5, 5, 1), RIPPLE_OK);
	assert_int_equal(ripple_set_wall(&t.r, 5, 5, 0), RIPPLE_OK);
	assert_null(t.r.walls);
	for (int f = 0; f < 100; f++) {
		if (f % 10 == 0)
			twin_drop(&t);
		ripple_spread(&t.r);
		article_spread(&t.buf1, &t.buf2, 50, 40);
		twin_same(&t);
	}
	twin_free(&t);
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
		cmocka_unit_test(stencil12_matches_the_plain_formula),
		cmocka_unit_test(undamped_water_keeps_its_waves),
		cmocka_unit_test(still_water_skips_the_step),
		cmocka_unit_test(soft_stone_falls_off_from_the_centre),
		cmocka_unit_test(drag_trail_covers_the_whole_line),
		cmocka_unit_test(edges_reflect_or_absorb),
		cmocka_unit_test(walls_hold_still_and_reflect),
		cmocka_unit_test(sources_follow_the_sine),
		cmocka_unit_test(adding_sources_add_the_beat_s_change),
		cmocka_unit_test(the_lesson_s_gain_follows_its_scale_squared),
		cmocka_unit_test(explain_predicts_the_next_step),
		cmocka_unit_test(explain_names_the_rule),
		cmocka_unit_test(no_height_is_frozen_and_erased_walls_leave_no_trace),
	};

	if (cap_kernels("test_ripple", getenv("RIPPLE_CPU")))
		return 1;
	return cmocka_run_group_tests(tests, NULL, NULL);
}
