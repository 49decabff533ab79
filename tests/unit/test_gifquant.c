/* test_gifquant.c - unit tests of the GIF palette: exact colours, the median cut's error, padded rows, the same answer each time, bad sizes. */
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
	assert_int_equal(gifquant_reduce(f.px, f.w, f.h, f.pitch, f.palette, f.index), 5);
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
	assert_int_equal(gifquant_reduce(f.px, 1, 1, f.pitch, f.palette, f.index), 1);
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
	assert_int_equal(gifquant_reduce(f.px, 256, 2, f.pitch, f.palette, f.index), 256);
	*at(&f, 256, 1) = 0xff0000;
	n = gifquant_reduce(f.px, 257, 2, f.pitch, f.palette, f.index);
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
	n = gifquant_reduce(f.px, 64, 64, f.pitch, f.palette, f.index);
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
	assert_int_equal(gifquant_reduce(f.px, 64, 64, f.pitch, f.palette, f.index), n);
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
	assert_in_range(gifquant_reduce(f.px, 512, 4, f.pitch, f.palette, f.index), 2, 256);
	for (int x = 0; x < 512; x++) {
		assert_in_range(channel_error(f.palette[f.index[x]], *at(&f, x, 0)), 0, 8);
		for (int y = 1; y < 4; y++) /* the same colour, the same index in every row */
			assert_int_equal(f.index[y * 512 + x], f.index[x]);
	}
	frame_free(&f);
}

static void bad_sizes_are_refused(void **state)
{
	uint32_t px[4] = { 0 }, palette[GIFQUANT_COLOURS];
	unsigned char index[4];

	(void)state;
	assert_int_equal(gifquant_reduce(px, 0, 1, 16, palette, index), -1);
	assert_int_equal(gifquant_reduce(px, 1, 0, 16, palette, index), -1);
	assert_int_equal(gifquant_reduce(px, 4, 1, 12, palette, index), -1); /* rows shorter than the width */
	assert_int_equal(gifquant_reduce(px, 65536, 1, 65536 * 4, palette, index), -1);
	assert_int_equal(gifquant_reduce(NULL, 1, 1, 4, palette, index), -1);
	assert_int_equal(gifquant_reduce(px, 2, 2, 8, palette, index), 1);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(few_colours_are_kept_exactly),
		cmocka_unit_test(one_colour_is_one_entry),
		cmocka_unit_test(the_257th_colour_starts_the_cut),
		cmocka_unit_test(many_colours_are_cut_near),
		cmocka_unit_test(a_smooth_ramp_has_no_noise),
		cmocka_unit_test(bad_sizes_are_refused),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
