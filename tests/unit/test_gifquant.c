/* test_gifquant.c - unit tests of a frame made ready for a GIF: exact colours, the median cut's error and its most colours, padded rows, the same answer each time, bad sizes; the shrink's means; the unchanged runs marked. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "files/gifquant.h"

#include <stdlib.h>
#include <string.h>

#define GUARD 0xdeadbeefu /* the padding after each row: never a pixel */
#define PAD 3             /* pixels of padding a row */

/* A frame of w x h pixels, rows PAD pixels longer than w, the padding GUARD. */
struct frame {
	uint32_t *px;
	int w, h;
	size_t pitch;
	unsigned char *index;
	uint32_t palette[GIFQUANT_COLOURS];
};

static void frame_new(struct frame *f, int w, int h)
{
	f->w = w;
	f->h = h;
	f->pitch = (size_t)(w + PAD) * 4;
	f->px = malloc(f->pitch * h);
	f->index = malloc((size_t)w * h);
	assert_non_null(f->px);
	assert_non_null(f->index);
	for (size_t i = 0; i < (size_t)(w + PAD) * h; i++)
		f->px[i] = GUARD;
}

static void frame_free(struct frame *f)
{
	free(f->px);
	free(f->index);
}

static uint32_t *at(struct frame *f, int x, int y)
{
	return &f->px[(size_t)y * (f->w + PAD) + x];
}

/* The largest difference of one channel between two colours. */
static int channel_error(uint32_t a, uint32_t b)
{
	int most = 0;

	for (int s = 0; s < 24; s += 8) {
		int d = abs((int)(a >> s & 255) - (int)(b >> s & 255));

		most = d > most ? d : most;
	}
	return most;
}

static void few_colours_are_kept_exactly(void **state)
{
	static const uint32_t colours[5] = { 0x8cd2e2, 0x000000, 0xffffff, 0x123456, 0x8cd2e3 };
	struct frame f;

	(void)state;
	frame_new(&f, 37, 11);
	for (int y = 0; y < f.h; y++)
		for (int x = 0; x < f.w; x++) /* the top byte is not part of the colour */
			*at(&f, x, y) = colours[(x * 7 + y) % 5] | (uint32_t)(x & 1 ? 0xff000000u : 0);
	assert_int_equal(gifquant_reduce(f.px, f.w, f.h, f.pitch, GIFQUANT_COLOURS, f.palette, f.index), 5);
	for (int y = 0; y < f.h; y++)
		for (int x = 0; x < f.w; x++)
			assert_int_equal(f.palette[f.index[y * f.w + x]], *at(&f, x, y) & 0xffffff);
	assert_int_equal(f.palette[0], colours[0]); /* in the order they first appear */
	assert_int_equal(f.palette[1], colours[2]);
	frame_free(&f);
}

static void one_colour_is_one_entry(void **state)
{
	struct frame f;

	(void)state;
	frame_new(&f, 1, 1);
	*at(&f, 0, 0) = 0x8cd2e2;
	assert_int_equal(gifquant_reduce(f.px, 1, 1, f.pitch, GIFQUANT_COLOURS, f.palette, f.index), 1);
	assert_int_equal(f.palette[0], 0x8cd2e2);
	assert_int_equal(f.index[0], 0);
	frame_free(&f);
}

/* 256 colours exactly, and one more: the first kept exactly, the second cut to 256 at most. */
static void the_257th_colour_starts_the_cut(void **state)
{
	struct frame f;
	int n;

	(void)state;
	frame_new(&f, 257, 2);
	for (int x = 0; x < 257; x++) {
		*at(&f, x, 0) = (uint32_t)(x % 256) * 0x010101u;
		*at(&f, x, 1) = (uint32_t)(x % 256) * 0x010101u;
	}
	assert_int_equal(gifquant_reduce(f.px, 256, 2, f.pitch, GIFQUANT_COLOURS, f.palette, f.index), 256);
	*at(&f, 256, 1) = 0xff0000;
	n = gifquant_reduce(f.px, 257, 2, f.pitch, GIFQUANT_COLOURS, f.palette, f.index);
	assert_in_range(n, 2, 256);
	for (int y = 0; y < 2; y++)
		for (int x = 0; x < 257; x++)
			assert_in_range(channel_error(f.palette[f.index[y * 257 + x]], *at(&f, x, y)), 0, 8);
	frame_free(&f);
}

/* A frame of many colours (a 64x64 ramp of red and green, a blue wave): near each, on the whole
 * close, and the same palette and indices a second time. */
static void many_colours_are_cut_near(void **state)
{
	struct frame f;
	uint32_t first[GIFQUANT_COLOURS];
	unsigned char *again;
	long total = 0;
	int n, worst = 0;

	(void)state;
	frame_new(&f, 64, 64);
	again = malloc(64 * 64);
	assert_non_null(again);
	for (int y = 0; y < 64; y++)
		for (int x = 0; x < 64; x++)
			*at(&f, x, y) = (uint32_t)(x * 4) << 16 | (uint32_t)(y * 4) << 8 | (uint32_t)((x * y) & 255);
	n = gifquant_reduce(f.px, 64, 64, f.pitch, GIFQUANT_COLOURS, f.palette, f.index);
	assert_int_equal(n, 256);
	for (int y = 0; y < 64; y++)
		for (int x = 0; x < 64; x++) {
			int e = channel_error(f.palette[f.index[y * 64 + x]], *at(&f, x, y));

			worst = e > worst ? e : worst;
			total += e;
		}
	assert_in_range(worst, 0, 48); /* 36 here: 4096 colours spread through the cube */
	assert_in_range(total / (64 * 64), 0, 20); /* 16 here */
	memcpy(first, f.palette, sizeof first);
	memcpy(again, f.index, 64 * 64);
	assert_int_equal(gifquant_reduce(f.px, 64, 64, f.pitch, GIFQUANT_COLOURS, f.palette, f.index), n);
	assert_memory_equal(first, f.palette, sizeof first);
	assert_memory_equal(again, f.index, 64 * 64);
	free(again);
	frame_free(&f);
}

/* Still water of a smooth picture: a grey ramp over 512 columns, in 256 boxes of two greys each,
 * every pixel within one step of its own. */
static void a_smooth_ramp_has_no_noise(void **state)
{
	struct frame f;

	(void)state;
	frame_new(&f, 512, 4);
	for (int y = 0; y < 4; y++)
		for (int x = 0; x < 512; x++)
			*at(&f, x, y) = (uint32_t)(x / 2) << 16 | (uint32_t)(x & 1) << 8 | 0x40;
	assert_in_range(gifquant_reduce(f.px, 512, 4, f.pitch, GIFQUANT_COLOURS, f.palette, f.index), 2, 256);
	for (int x = 0; x < 512; x++) {
		assert_in_range(channel_error(f.palette[f.index[x]], *at(&f, x, 0)), 0, 8);
		for (int y = 1; y < 4; y++) /* the same colour, the same index in every row */
			assert_int_equal(f.index[y * 512 + x], f.index[x]);
	}
	frame_free(&f);
}

/* A median cut keeps to the most colours asked for (255 leaves the GIF an index for the pixels
 * that did not change), each pixel still near its own; a frame of 256 colours is kept exactly all
 * the same, and a most of 0 or 257 is refused. */
static void a_cut_keeps_to_its_most(void **state)
{
	static const int most[] = { 255, 64, 8 };
	static const int near[] = { 48, 64, 128 }; /* the worst error allowed: fewer boxes, larger */
	struct frame f;

	(void)state;
	frame_new(&f, 64, 64);
	for (int y = 0; y < 64; y++)
		for (int x = 0; x < 64; x++)
			*at(&f, x, y) = (uint32_t)(x * 4) << 16 | (uint32_t)(y * 4) << 8 | (uint32_t)((x * y) & 255);
	for (size_t i = 0; i < sizeof most / sizeof most[0]; i++) {
		assert_int_equal(gifquant_reduce(f.px, 64, 64, f.pitch, most[i], f.palette, f.index), most[i]);
		for (int y = 0; y < 64; y++)
			for (int x = 0; x < 64; x++) {
				assert_in_range(f.index[y * 64 + x], 0, most[i] - 1);
				assert_in_range(channel_error(f.palette[f.index[y * 64 + x]], *at(&f, x, y)), 0, near[i]);
			}
	}
	for (int x = 0; x < 64 * 4; x++) /* 256 greys in the first four rows */
		*at(&f, x % 64, x / 64) = (uint32_t)x * 0x010101u;
	assert_int_equal(gifquant_reduce(f.px, 64, 4, f.pitch, 255, f.palette, f.index), 256);
	assert_int_equal(gifquant_reduce(f.px, 64, 4, f.pitch, 0, f.palette, f.index), -1);
	assert_int_equal(gifquant_reduce(f.px, 64, 4, f.pitch, 257, f.palette, f.index), -1);
	frame_free(&f);
}

/* The mean of the k x k pixels of f from (x0, y0), rounded to the nearest, channel by channel. */
static uint32_t mean_of(struct frame *f, int x0, int y0, int k)
{
	uint32_t out = 0;

	for (int s = 0; s < 24; s += 8) {
		int sum = 0;

		for (int y = y0; y < y0 + k; y++)
			for (int x = x0; x < x0 + k; x++)
				sum += (int)(*at(f, x, y) >> s & 255);
		out |= (uint32_t)((2 * sum + k * k) / (2 * k * k)) << s;
	}
	return out;
}

/* Shrunk k times, each pixel the rounded mean of the k x k it covers (the top byte left out); the
 * columns and rows past a whole k, and the padding after each row, never read; k = 1 a copy. */
static void a_shrink_takes_whole_means(void **state)
{
	struct frame f;
	uint32_t out[13 * 9 + 1];

	(void)state;
	frame_new(&f, 13, 9);
	for (int y = 0; y < f.h; y++)
		for (int x = 0; x < f.w; x++)
			*at(&f, x, y) = 0xff000000u | (uint32_t)(x * 73 + y * 151) * 2654435761u >> 8; /* scattered colours */
	for (int k = 1; k <= 4; k++) {
		memset(out, 0xa5, sizeof out);
		gifquant_shrink(f.px, f.w, f.h, f.pitch, k, out);
		for (int y = 0; y < f.h / k; y++)
			for (int x = 0; x < f.w / k; x++)
				assert_int_equal(out[y * (f.w / k) + x], mean_of(&f, x * k, y * k, k));
		assert_int_equal(out[(f.h / k) * (f.w / k)], 0xa5a5a5a5u); /* nothing written past them */
	}
	/* a quarter rounds down (red), three quarters up (green), a half up (blue) */
	*at(&f, 0, 0) = 0x000000;
	*at(&f, 1, 0) = 0x000100;
	*at(&f, 0, 1) = 0x000101;
	*at(&f, 1, 1) = 0x010101;
	gifquant_shrink(f.px, 2, 2, f.pitch, 2, out);
	assert_int_equal(out[0], 0x000101);
	frame_free(&f);
}

/* Pixels equal to the last frame's (the top byte aside) in runs of GIFQUANT_RUN or more on a row
 * get the key; shorter runs, changed pixels and the padding are left alone. */
static void unchanged_runs_are_marked(void **state)
{
	/* on each row: 1 marks a pixel that differs from the last frame */
	static const char *const rows[] = {
		"0000000000000000", /* all unchanged: one run of 16 */
		"1000100001000001", /* runs of 3, 4 and 5 between changed pixels */
		"1111111111111111", /* all changed */
		"0001000100010001", /* runs of 3 only */
	};
	struct frame now, last;
	long marked = 0;

	(void)state;
	frame_new(&now, 16, 4);
	frame_new(&last, 16, 4);
	for (int y = 0; y < 4; y++)
		for (int x = 0; x < 16; x++) {
			*at(&last, x, y) = 0x102030u + (uint32_t)(x * 7 + y);
			*at(&now, x, y) = (*at(&last, x, y) ^ (rows[y][x] == '1' ? 0x000100u : 0)) | (uint32_t)x << 24;
		}
	memset(now.index, 7, 16 * 4);
	assert_int_equal(gifquant_unchanged(now.px, last.px, 16, 4, now.pitch, 200, now.index), 16 + 4 + 5);
	for (int y = 0; y < 4; y++)
		for (int x = 0; x < 16; x++) {
			int run = 0; /* the unchanged pixels in a row with x, 0 when x changed */

			for (int i = x; i >= 0 && rows[y][i] == '0'; i--)
				run++;
			for (int i = x + 1; run && i < 16 && rows[y][i] == '0'; i++)
				run++;
			assert_int_equal(now.index[y * 16 + x], run >= GIFQUANT_RUN ? 200 : 7);
			marked += run >= GIFQUANT_RUN;
		}
	assert_int_equal(marked, 16 + 4 + 5);
	frame_free(&now);
	frame_free(&last);
}

static void bad_sizes_are_refused(void **state)
{
	uint32_t px[4] = { 0 }, palette[GIFQUANT_COLOURS];
	unsigned char index[4];

	(void)state;
	assert_int_equal(gifquant_reduce(px, 0, 1, 16, GIFQUANT_COLOURS, palette, index), -1);
	assert_int_equal(gifquant_reduce(px, 1, 0, 16, GIFQUANT_COLOURS, palette, index), -1);
	assert_int_equal(gifquant_reduce(px, 4, 1, 12, GIFQUANT_COLOURS, palette, index), -1); /* rows shorter than the width */
	assert_int_equal(gifquant_reduce(px, 65536, 1, 65536 * 4, GIFQUANT_COLOURS, palette, index), -1);
	assert_int_equal(gifquant_reduce(NULL, 1, 1, 4, GIFQUANT_COLOURS, palette, index), -1);
	assert_int_equal(gifquant_reduce(px, 2, 2, 8, GIFQUANT_COLOURS, palette, index), 1);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(few_colours_are_kept_exactly),
		cmocka_unit_test(one_colour_is_one_entry),
		cmocka_unit_test(the_257th_colour_starts_the_cut),
		cmocka_unit_test(many_colours_are_cut_near),
		cmocka_unit_test(a_smooth_ramp_has_no_noise),
		cmocka_unit_test(a_cut_keeps_to_its_most),
		cmocka_unit_test(a_shrink_takes_whole_means),
		cmocka_unit_test(unchanged_runs_are_marked),
		cmocka_unit_test(bad_sizes_are_refused),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
