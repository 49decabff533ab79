/* test_plot.c - cmocka unit tests of the graphs' drawing (graphs/plot.c): a strip's caption stays inside the strip at any size. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "graphs/plot.h"

#include <stdlib.h>
#include <string.h>

enum { OUTSIDE = 9 }; /* the image's value where the strip is not */
static const struct plot_colors colors = { .bg = 1, .axis = 2, .curve = 3, .mark = 4, .text = 5 };

/* What a strip drew: its rows that hold text, and whether it drew anything outside its rect. */
struct drawn {
	int text_top, text_bottom; /* the first and last row (from the strip's top) with text; -1: none */
	int curve_rows;            /* rows with the curve's colour */
	int outside;               /* pixels outside the strip changed */
};

/* The strip w x h at font scale `scale` with caption `caption` and a wave of 60 values, drawn in the
 * middle of a larger image of 4-byte pixels. */
static struct drawn strip(int w, int h, int scale, const char *caption)
{
	const int iw = w + 40, ih = h + 2 * h + 40; /* room all round, a strip's height and more below */
	struct ripple_image im = { malloc((size_t)iw * (size_t)ih * 4), iw, ih, iw * 4, 4 };
	const struct plot_rect r = { 20, 20, w, h };
	struct drawn d = { -1, -1, 0, 0 };
	uint32_t *px = (uint32_t *)im.pixels;
	double v[60];

	assert_non_null(im.pixels);
	for (int i = 0; i < iw * ih; i++)
		px[i] = OUTSIDE;
	for (int i = 0; i < 60; i++)
		v[i] = (i % 12 < 6 ? 1 : -1) * (double)(i % 6);
	plot_profile(&im, &r, v, 60, NULL, 0, caption, &colors, scale);
	for (int y = 0; y < ih; y++) {
		int curve = 0;

		for (int x = 0; x < iw; x++) {
			const uint32_t p = px[y * iw + x];
			const int in = x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h;

			d.outside += !in && p != OUTSIDE;
			if (in && p == colors.text) {
				d.text_top = d.text_top < 0 ? y - r.y : d.text_top;
				d.text_bottom = y - r.y;
			}
			curve |= in && p == colors.curve;
		}
		d.curve_rows += curve;
	}
	free(im.pixels);
	return d;
}

/* The clock's and the profile's long words while the profile has no clear wave, and longer. */
static const char clock_words[] = "T 11.98 frames, 2.09 Hz\nv = f lambda: the profile has no clear wave yet";
static const char profile_words[] = "no clear wave: the line holds 1.4 waves of about 42 cells: draw it at least 90 cells long";
static const char longest[] = "no clear wave: the waves along it are not plane (1.4 of about 42 cells, mixed with others); "
			      "the readings of the last ten periods disagree: the waves are changing";

/* At every strip's size a window gives (the 320x240 pool's strip, 1280x720's, the strip inset over
 * the left half of a 1920x1080 full screen and its clock's half, a 4K screen's), each caption stays
 * inside the strip, in its top two thirds: the curve below it keeps a third of the strip. */
static void a_caption_stays_inside_its_strip(void **state)
{
	static const int sizes[][3] = { { 320, 60, 1 }, { 160, 60, 1 }, { 1280, 180, 3 }, { 640, 180, 3 },
					{ 960, 270, 4 }, { 480, 270, 4 }, { 480, 200, 4 }, { 1920, 540, 7 },
					{ 100, 40, 1 } };
	const char *const captions[] = { clock_words, profile_words, longest };

	(void)state;
	for (size_t i = 0; i < sizeof sizes / sizeof *sizes; i++)
		for (size_t j = 0; j < sizeof captions / sizeof *captions; j++) {
			const struct drawn d = strip(sizes[i][0], sizes[i][1], sizes[i][2], captions[j]);

			assert_int_equal(d.outside, 0);
			assert_true(d.text_top >= 0);
			assert_true(d.text_bottom < sizes[i][1] * 2 / 3);
			assert_true(d.curve_rows > sizes[i][1] / 6);
		}
}

/* A caption that fits keeps the strip's scale: the clock's two lines at 1280x720 (scale 3) take two
 * rows of 27 pixels, as before. */
static void a_caption_that_fits_keeps_its_scale(void **state)
{
	const struct drawn d = strip(1280, 180, 3, "T 12.00 frames, 2.08 Hz\nCtrl+L for lambda");

	(void)state;
	assert_true(d.text_top >= 3 && d.text_bottom >= FONT_H * 3 && d.text_bottom < 2 * FONT_H * 3 + 3);
}

/* A caption too long for the strip's scale is wrapped at a smaller one, wider lines; where even the
 * smallest letters leave lines out, the last one shown ends in "...": two lines of 15 characters
 * fit a strip 100x40. */
static void a_caption_cut_short_says_so(void **state)
{
	const struct plot_rect inset = { 0, 0, 480, 270 }, tiny = { 0, 0, 100, 40 };
	char lines[PLOT_CAPTION_LINES][FONT_LINE];
	int scale, n;

	(void)state;
	n = plot_caption(clock_words, &inset, 4, lines, &scale); /* 5 lines of 19 at scale 4: 188 of 270 rows */
	assert_int_equal(scale, 3);
	assert_int_equal(n, 3);
	assert_string_equal(lines[0], "T 11.98 frames, 2.09 Hz");
	n = plot_caption(longest, &tiny, 1, lines, &scale);
	assert_int_equal(scale, 1);
	assert_int_equal(n, 2);
	assert_int_equal((int)strlen(lines[1]), 15);
	assert_string_equal(lines[1] + 12, "...");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(a_caption_stays_inside_its_strip),
		cmocka_unit_test(a_caption_that_fits_keeps_its_scale),
		cmocka_unit_test(a_caption_cut_short_says_so),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
