/* test_font.c - cmocka unit tests of the 5x7 font: every printable ASCII character drawn as a glyph of its own. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "files/font.h"

#include <string.h>

/* A character drawn alone at scale 1, one byte a pixel: 1 where the ink is, 0 elsewhere. */
struct drawn {
	unsigned char pixels[FONT_H][FONT_W];
};

static void draw(char c, struct drawn *d)
{
	struct ripple_image im = { &d->pixels[0][0], FONT_W, FONT_H, FONT_W, 1 };
	const char text[2] = { c, 0 };

	memset(d, 0xAA, sizeof *d); /* what is not drawn shows */
	assert_int_equal(font_draw(&im, 0, 0, text, 1, 0, 1), FONT_W);
}

/* Every printable character (a path, a message: '\\', '~', '#', '&'...) has a glyph of its own: none
 * is drawn as the '?' that stands for what the font lacks, no two alike, and the space blank. */
static void every_printable_character_has_its_own_glyph(void **state)
{
	static struct drawn glyph[128];

	(void)state;
	for (int c = ' '; c <= '~'; c++)
		draw((char)c, &glyph[c]);
	for (int c = ' '; c <= '~'; c++) {
		int ink = 0;

		for (int y = 0; y < FONT_H; y++)
			for (int x = 0; x < FONT_W; x++) {
				assert_true(glyph[c].pixels[y][x] <= 1);
				ink += glyph[c].pixels[y][x];
			}
		if (c == ' ')
			assert_int_equal(ink, 0);
		else
			assert_true(ink > 0);
		if (c >= 'a' && c <= 'z')
			continue; /* drawn as their capitals: checked below */
		for (int o = ' '; o < c; o++) {
			if (o >= 'a' && o <= 'z')
				continue;
			if (!memcmp(&glyph[c], &glyph[o], sizeof glyph[c]))
				fail_msg("'%c' and '%c' are drawn alike (what the font lacks is drawn as '?')", c, o);
		}
	}
}

/* The font draws in capitals: a lower case letter is its capital's glyph. */
static void lower_case_is_drawn_as_capitals(void **state)
{
	struct drawn lower, upper;

	(void)state;
	for (int c = 'a'; c <= 'z'; c++) {
		draw((char)c, &lower);
		draw((char)(c - 'a' + 'A'), &upper);
		assert_memory_equal(&lower, &upper, sizeof lower);
	}
}

/* A byte outside printable ASCII (a UTF-8 letter's) is drawn as '?'. */
static void other_bytes_are_drawn_as_a_question_mark(void **state)
{
	struct drawn other, question;

	(void)state;
	draw('?', &question);
	draw((char)0xC3, &other);
	assert_memory_equal(&other, &question, sizeof other);
	draw('\t', &other);
	assert_memory_equal(&other, &question, sizeof other);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(every_printable_character_has_its_own_glyph),
		cmocka_unit_test(lower_case_is_drawn_as_capitals),
		cmocka_unit_test(other_bytes_are_drawn_as_a_question_mark),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
