/* test_cmdline.c - cmocka unit tests of the command-line parser (app/cmdline.c): the documented forms, the side view's, bad values refused with a reason. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "app/cmdline.h"
#include "engine/options.h"
#include "ripple.h"
#include "scenes/pool.h"

#include <string.h>

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
	assert_int_equal(o.water.ndrops, 3);
	assert_int_equal(o.water.drops[0].radius, RIPPLE_STONE_RADIUS);
	assert_int_equal(o.water.drops[0].weight, RIPPLE_STONE_WEIGHT);
	assert_int_equal(o.water.drops[0].frame, 0);
	assert_int_equal(o.water.drops[1].radius, 9);
	assert_int_equal(o.water.drops[2].x, 1);
	assert_int_equal(o.water.drops[2].weight, 4);
	assert_int_equal(o.water.drops[2].frame, 5);
	assert_string_equal(o.save_frame, "a.bmp");
	assert_string_equal(o.save_heights, "h");
	options_free(&o);
	assert_int_equal(parse(&o, "", err, sizeof err), 0);
	assert_null(o.image);
	assert_int_equal(o.scale, 0); /* the window's: the largest zoom that fits */
	assert_int_equal(o.frames, 0);
	assert_int_equal(o.water.kernel, 0); /* the fastest */
	assert_int_equal(o.water.speed, POOL_NORMAL);
	options_free(&o);
	assert_int_equal(parse(&o, "--speed 1/2", err, sizeof err), 0);
	assert_int_equal(o.water.speed, POOL_SLOWEST); /* kept in halves */
	options_free(&o);
	assert_int_equal(parse(&o, "--speed=4", err, sizeof err), 0);
	assert_int_equal(o.water.speed, POOL_FASTEST);
	options_free(&o);
	assert_int_equal(parse(&o, "--kernel scalar", err, sizeof err), 0);
	assert_int_equal(o.water.kernel, 1 + RIPPLE_KERNEL_SCALAR);
	options_free(&o);
	assert_int_equal(parse(&o, "--record a.gif", err, sizeof err), 0);
	assert_false(o.record_full); /* a GIF for a slide */
	options_free(&o);
	assert_int_equal(parse(&o, "--record-full --record a.gif", err, sizeof err), 0);
	assert_true(o.record_full);
	assert_int_equal(o.record_from, 0); /* from the first frame */
	options_free(&o);
	assert_int_equal(parse(&o, "--headless --frames 1750 --record-from 1500 --record a.gif", err, sizeof err), 0);
	assert_int_equal(o.record_from, 1500);
	options_free(&o);
	assert_int_equal(parse(&o, "--headless --record-from=0 --record-frames .", err, sizeof err), 0);
	assert_int_equal(o.record_from, 0);
	options_free(&o);
}

static void options_rejects_bad_values(void **state)
{
	static const char *bad[] = {
		"--bogus", "--size", "--size 0x5", "--size 16385x5", "--size 5x", "--size 5x5x", "--size x5",
		"--bpp 12", "--bpp 0", "--bpp 64", "--scale 0", "--scale 9", "--frames 0", "--frames -3",
		"--frames 1e3", "--drop 5", "--drop 5,", "--drop 5,6,0", "--drop 5,6,3,32768", "--drop 5,6@-1",
		"--drop 5,6@", "--drop 5,6,3,4,5", "--drop a,b", "--drop 99999999999,1", "--image", "--help=1",
		"--kernel", "--kernel fast", "--speed 3", "--speed 0.5", "--speed", "--speed 8",
		"--record-full --record-frames .", "--record-full=1", "--bench --record-full",
		"--headless --record a.gif --record-from -1", "--headless --record a.gif --record-from x",
		"--headless --record a.gif --record-from 1000000001", "--record a.gif --record-from 5",
		"--headless --record-from 5",
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
	/* Two files named bare of one kind: refused, both named; a picture and a lesson go together. */
	assert_int_equal(parse(&o, "a.png b.jpg", err, sizeof err), -1);
	assert_string_equal(err, "two pictures named: 'a.png' and 'b.jpg' (one at a time)");
	options_free(&o);
	assert_int_equal(parse(&o, "a.lesson --headless B.LESSON", err, sizeof err), -1);
	assert_string_equal(err, "two lessons named: 'a.lesson' and 'B.LESSON' (one at a time)");
	options_free(&o);
}

static void options_take_the_side_view(void **state)
{
	char *good[] = { "ripple", "--scene", "side", "--tension", "0.03", "--dampening=0", "--spread", ".5",
			 "--passes", "16", "--splash", "10,-80@5", "--rock", "7", "--splash", "300,1000" };
	static const char *const bad[][2] = { { "--spread", "0.501" }, { "--tension", "0.0251" }, { "--tension", "x" },
		{ "--tension", "1.001" }, { "--passes", "65" }, { "--splash", "1" }, { "--splash", "1,1001" },
		{ "--rock", "1,2" }, { "--scene", "top" }, { "--dampening", "-0.1" } };
	struct options o;
	char err[256];

	(void)state;
	assert_int_equal(options_parse(&o, 1, good, err, sizeof err), 0);
	assert_int_equal(o.scene, SCENE_POOL);
	assert_true(o.water.tension == 25 && o.water.dampening == 25 && o.water.spread == 250 && o.water.passes == 8);
	options_free(&o);
	good[7] = "0.5";
	assert_int_equal(options_parse(&o, 16, good, err, sizeof err), 0);
	assert_int_equal(o.scene, SCENE_SIDE);
	assert_true(o.water.tension == 30 && o.water.dampening == 0 && o.water.spread == 500 && o.water.passes == 16);
	assert_int_equal(o.water.nsplashes, 3);
	assert_true(o.water.splashes[0].x == 10 && o.water.splashes[0].speed == -80 && o.water.splashes[0].frame == 5 && !o.water.splashes[0].rock);
	assert_true(o.water.splashes[1].x == 7 && o.water.splashes[1].rock && o.water.splashes[1].frame == 0);
	assert_true(o.water.splashes[2].speed == 1000);
	options_free(&o);
	options_free(&o);
	good[2] = "pool"; /* the pool by its name, and by its earlier name */
	assert_int_equal(options_parse(&o, 3, good, err, sizeof err), 0);
	assert_int_equal(o.scene, SCENE_POOL);
	options_free(&o);
	good[2] = "ripple";
	assert_int_equal(options_parse(&o, 3, good, err, sizeof err), 0);
	assert_int_equal(o.scene, SCENE_POOL);
	options_free(&o);
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		char *argv[] = { "ripple", (char *)bad[i][0], (char *)bad[i][1] };

		assert_int_equal(options_parse(&o, 3, argv, err, sizeof err), -1);
		options_free(&o);
	}
}

/* A page's address: each refused parameter left out alone, its default kept, said in the address's
 * words with what the page does instead; the rest taken. */
static void address_leaves_out_what_it_refuses(void **state)
{
	char *argv[] = { "ripple", "--scale=0", "--scenario=double-slit", "--bogus", "--fps=abc", "--drop=5,6",
			 "--view", "--intensity", "--intensity=1", "--period=0", "--quick", "--help", NULL };
	const int argc = (int)(sizeof argv / sizeof argv[0]) - 1;
	struct options o;
	char said[2048];

	(void)state;
	assert_int_equal(options_parse_address(&o, argc, argv, said, sizeof said), 0);
	assert_int_equal(o.scale, 0); /* the default: the largest that fits */
	assert_int_equal(o.fps, 25);
	assert_int_equal(o.water.scenario, 3); /* taken: double-slit */
	assert_int_equal(o.water.ndrops, 1);
	assert_true(o.intensity && !o.quick && o.help); /* help sets nothing aside on a page */
	assert_non_null(strstr(said, "scale=0: expected a zoom of 1..8; the page uses the largest that fits\n"));
	assert_non_null(strstr(said, "bogus: the page has no such parameter"));
	assert_non_null(strstr(said, "fps=abc: expected 1..1000, or max; the article's 25"));
	assert_non_null(strstr(said, "view: needs a value (view=...)"));
	assert_non_null(strstr(said, "intensity=1: intensity is a switch"));
	assert_non_null(strstr(said, "period=0: expected frames per wave, 2..1000"));
	assert_non_null(strstr(said, "quick: quick only shortens bench; left out"));
	assert_null(strstr(said, "--")); /* the address's words, never the command line's */
	assert_null(strstr(said, "drop"));
	options_free(&o);

	char *good[] = { "ripple", "--size=640x480", "--rain=60", NULL };

	assert_int_equal(options_parse_address(&o, 3, good, said, sizeof said), 0);
	assert_string_equal(said, "");
	assert_true(o.w == 640 && o.h == 480 && o.water.rain == 60);
	options_free(&o);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(options_accepts_the_documented_forms),
		cmocka_unit_test(options_rejects_bad_values),
		cmocka_unit_test(options_take_the_side_view),
		cmocka_unit_test(address_leaves_out_what_it_refuses),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
