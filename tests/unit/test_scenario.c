/* test_scenario.c - cmocka unit tests of the classroom scenarios (scenes/scenario.c): their geometry at any scale, the knobs and their limits, the fringes of two slits and two sources against the theory on this grid, the lens's theory of its focus, pools too small. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "ripple.h"
#include "graphs/graph.h"
#include "scenes/lesson.h"
#include "scenes/lesson_edit.h"
#include "scenes/scenario.h"
#include "tests/unit/helpers.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Runs the scenario's sources for `frames` frames of a step, the checkerboard taken out as the pool
 * scene takes it (every RIPPLE_CHECKERBOARD_EVERY frames), band[y] the sum of the height squared on
 * column x over the frames from `from` on. */
static void run_screen(struct ripple *r, const struct scenario *sc, int x, long frames, long from, double *band)
{
	for (long f = 0; f < frames; f++) {
		ripple_drive(r, sc->source, sc->nsources, f);
		ripple_spread(r);
		if (f % RIPPLE_CHECKERBOARD_EVERY == 0)
			assert_int_equal(ripple_checkerboard(r, sc->source, sc->nsources), RIPPLE_OK);
		for (int y = 0; f >= from && y < r->h; y++)
			band[y] += (double)r->cur[y * r->w + x] * r->cur[y * r->w + x];
	}
}

/* The wavelength along a row or a column from (x0, y0) to (x1, y1): the distance between the first
 * and the last crest (where the height turns positive) over the crests between. */
static double line_wavelength(const struct ripple *r, int x0, int y0, int x1, int y1)
{
	const int n = abs(x1 - x0) + abs(y1 - y0), dx = x1 > x0, dy = y1 > y0;
	int first = -1, last = -1, crests = 0, prev = 0;

	for (int i = 0; i <= n; i++) {
		int v = r->cur[(y0 + i * dy) * r->w + x0 + i * dx];

		if (prev <= 0 && v > 0) {
			first = first < 0 ? i : first;
			last = i;
			crests++;
		}
		prev = v;
	}
	return crests > 1 ? (double)(last - first) / (crests - 1) : 0;
}

/* The spacing of the bright bands either side of the middle one (the brightest within `near` of
 * the middle row), half the distance between them; -1 when there are none. */
static double fringe_spacing(const double *band, int h, int near)
{
	int mid = h / 2, lo = -1, hi = -1;

	for (int y = h / 2 - near; y <= h / 2 + near; y++)
		mid = band[y] > band[mid] ? y : mid;
	for (int y = mid - 3; y > 30 && lo < 0; y--)
		lo = band[y] > band[y - 1] && band[y] >= band[y + 1] ? y : -1;
	for (int y = mid + 3; y < h - 30 && hi < 0; y++)
		hi = band[y] > band[y - 1] && band[y] >= band[y + 1] ? y : -1;
	return lo > 0 && hi > 0 ? (hi - lo) / 2.0 : -1;
}

/* The double slit's fringes, on a pool wide enough that the screen is far from the slits: the
 * spacing of the bright bands next to the middle one is the theory's for two points d apart beating
 * on this grid (graph_grid_fringe, from the slits' mouths), within 5%, lambda measured on the waves
 * in front of the barrier as a teacher would. The textbook's lambda L / d is 12% short of it: 8.4
 * cells is a short wave for the grid, whose waves run faster across it than along it. */
static void double_slit_fringes_match_the_theory(void **state)
{
	const int w = 640, h = 240;
	struct ripple r;
	struct scenario sc = { 0 };
	double band[240] = { 0 }, lambda, spacing, measured;
	int screen;

	(void)state;
	assert_int_equal(ripple_init(&r, w, h), RIPPLE_OK);
	assert_int_equal(scenario_apply(&sc, &r, SCENARIO_DOUBLE_SLIT, 12, 1), RIPPLE_OK);
	screen = sc.barrier + (w - 24 - sc.barrier) * 3 / 4;
	run_screen(&r, &sc, screen, 1200, 800, band);
	lambda = line_wavelength(&r, sc.source[0].x + 10, h / 2, sc.barrier - 11, h / 2);
	measured = fringe_spacing(band, h, 10);
	spacing = graph_grid_fringe(4, lambda, screen - sc.behind + 0.5, sc.slit_gap);
	assert_true(lambda > 6 && lambda < 12);
	assert_true(measured > 0);
	if (fabs(measured - spacing) > 0.05 * spacing)
		fail_msg("fringes %.1f cells apart, the theory's %.1f (textbook lambda L / d %.1f)", measured, spacing,
			 lambda * (screen - sc.slits) / sc.slit_gap);
	ripple_free(&r);
}

/* Whether the column x0 .. x0 + n - 1 of row y is all wall. */
static int walled(const struct ripple *r, int x0, int n, int y)
{
	for (int x = x0; x < x0 + n; x++)
		if (!ripple_is_wall(r, x, y))
			return 0;
	return 1;
}

/* The double slit on a 320x240 pool is laid out as it always was (its source 4 times higher,
 * adding its beat): the barrier's three columns
 * at 160 but for rows 87..92 and 147..152, the line source at 26, the screen at 293. */
static void the_lesson_at_320x240_is_as_before(void **state)
{
	struct ripple r;
	struct scenario sc = { 0 };

	(void)state;
	assert_int_equal(ripple_init(&r, 320, 240), RIPPLE_OK);
	assert_int_equal(scenario_apply(&sc, &r, SCENARIO_DOUBLE_SLIT, 12, 1), RIPPLE_OK);
	for (int y = 1; y < 239; y++)
		assert_int_equal(walled(&r, 160, 3, y), !((y >= 87 && y < 93) || (y >= 147 && y < 153)));
	assert_false(ripple_is_wall(&r, 159, 60) || ripple_is_wall(&r, 163, 60));
	assert_int_equal(sc.nsources, 1);
	assert_int_equal(sc.source[0].x, 26);
	assert_int_equal(sc.source[0].amplitude, 60 << SCENARIO_MIN_GAIN);
	assert_true(sc.source[0].adds);
	assert_int_equal(sc.slit_width, 6);
	assert_int_equal(sc.slit_gap, 60);
	assert_int_equal(sc.slits, 161);
	assert_int_equal(sc.screen, 293);
	assert_int_equal(sc.probe[0], 30);
	assert_int_equal(sc.probe[2], 156);
	assert_int_equal(sc.probe[1], 120);
	assert_int_equal(ripple_sponge_width(&r), 24);
	assert_int_equal(scenario_apply(&sc, &r, SCENARIO_SLIT, 12, 1), RIPPLE_OK);
	assert_int_equal(sc.slit_width, 15);
	assert_int_equal(sc.slit_gap, 0);
	assert_true(walled(&r, 160, 3, 112) && !ripple_is_wall(&r, 160, 113) && !ripple_is_wall(&r, 160, 127) &&
		    walled(&r, 160, 3, 128));
	assert_int_equal(scenario_apply(&sc, &r, SCENARIO_ROCK, 12, 1), RIPPLE_OK);
	assert_true(ripple_is_wall(&r, 192 - 30, 120) && !ripple_is_wall(&r, 192 - 31, 120));
	assert_int_equal(sc.source[0].x, 80);
	assert_int_equal(sc.screen, 0);
	assert_true(sc.probe[0] > sc.source[0].x && sc.probe[2] < 192 - 30);
	ripple_free(&r);
}

/* At the lesson's scale k every length is k times the 320x240 one, the sources beat every 12 k
 * steps with 2^gain times the amplitude (ripple_lesson_gain, at least SCENARIO_MIN_GAIN), a line
 * source that adds its beat (and so lets the waves back through), the absorbing layer is 24 k. */
static void the_lesson_scales_with_the_pool(void **state)
{
	static const int scales[] = { 1, 5, 9 };

	(void)state;
	for (int i = 0; i < 3; i++) {
		const int k = scales[i], w = 320 * k, h = 240 * k, slits = 160 * k + 3 * k / 2;
		struct ripple r;
		struct scenario sc = { 0 };

		assert_int_equal(ripple_init(&r, w, h), RIPPLE_OK);
		assert_int_equal(ripple_lesson_scale(h), k);
		assert_int_equal(scenario_apply(&sc, &r, SCENARIO_DOUBLE_SLIT, 12, k), RIPPLE_OK);
		assert_int_equal(ripple_sponge_width(&r), 24 * k);
		assert_int_equal(sc.barrier, 160 * k);
		assert_true(walled(&r, 160 * k, 3 * k, 10 * k) && !ripple_is_wall(&r, 163 * k, 10 * k));
		assert_int_equal(sc.slit_width, 6 * k);
		assert_int_equal(sc.slit_gap, 60 * k);
		assert_false(ripple_is_wall(&r, 160 * k, 90 * k) || ripple_is_wall(&r, 160 * k, 150 * k));
		assert_true(walled(&r, 160 * k, 3 * k, 90 * k - 3 * k - 1) && walled(&r, 160 * k, 3 * k, 90 * k + 3 * k));
		assert_int_equal(sc.slits, slits);
		assert_int_equal(sc.screen, slits + 132 * k);
		assert_true(sc.screen <= w - 1 - 26 * k);
		assert_int_equal(sc.source[0].x, 26 * k);
		assert_int_equal(sc.source[0].period, 12 * k);
		assert_int_equal(sc.source[0].amplitude,
				 60 << (ripple_lesson_gain(k) > SCENARIO_MIN_GAIN ? ripple_lesson_gain(k) : SCENARIO_MIN_GAIN));
		assert_true(sc.source[0].adds);
		assert_int_equal(sc.probe[0], 30 * k);
		assert_int_equal(sc.probe[2], 156 * k);
		assert_int_equal(sc.probe[1], 120 * k);
		assert_int_equal(scenario_apply(&sc, &r, SCENARIO_SLIT, 12, k), RIPPLE_OK);
		assert_int_equal(sc.slit_width, 15 * k);
		assert_int_equal(scenario_apply(&sc, &r, SCENARIO_ROCK, 12, k), RIPPLE_OK);
		assert_true(ripple_is_wall(&r, 192 * k - 30 * k, 120 * k) && !ripple_is_wall(&r, 192 * k - 30 * k - 1, 120 * k));
		assert_int_equal(sc.source[0].radius, 2 * k);
		assert_int_equal(scenario_apply(&sc, &r, SCENARIO_TWO_SOURCES, 12, k), RIPPLE_OK);
		assert_int_equal(sc.source[1].y - sc.source[0].y, 60 * k);
		assert_int_equal(sc.screen, 160 * k + 132 * k);
		ripple_free(&r);
	}
}

/* A pool under 240 rows (a mesh's) has the lesson shrunk to its rows, as before the scales: on
 * the 161x121 of a 320x240 picture on a mesh of 2, slits 3 wide and 30 apart, one slit 7. */
static void small_pools_shrink_the_lesson(void **state)
{
	struct ripple r;
	struct scenario sc = { 0 };

	(void)state;
	assert_int_equal(ripple_init(&r, 161, 121), RIPPLE_OK);
	assert_int_equal(scenario_apply(&sc, &r, SCENARIO_DOUBLE_SLIT, 12, 1), RIPPLE_OK);
	assert_int_equal(sc.slit_width, 3);
	assert_int_equal(sc.slit_gap, 30);
	assert_true(sc.screen > sc.slits && sc.screen <= 161 - 1 - 26);
	assert_int_equal(scenario_apply(&sc, &r, SCENARIO_SLIT, 12, 1), RIPPLE_OK);
	assert_int_equal(sc.slit_width, 7);
	ripple_free(&r);
}

/* The knobs move a notch and lay the walls out again, the water kept and the serial changed;
 * they stop at their limits; a scenario without one ignores it. */
static void knobs_turn_and_stop_at_their_limits(void **state)
{
	struct ripple r;
	struct scenario sc = { 0 };
	unsigned serial;
	int lo, hi, turns = 0;

	(void)state;
	assert_int_equal(ripple_init(&r, 320, 240), RIPPLE_OK);
	assert_int_equal(scenario_apply(&sc, &r, SCENARIO_DOUBLE_SLIT, 12, 1), RIPPLE_OK);
	r.cur[60 * 320 + 60] = 77;
	serial = sc.serial;
	assert_int_equal(scenario_turn(&sc, &r, SCENARIO_WIDTH, 1), 1);
	assert_int_equal(sc.slit_width, 7);
	assert_true(sc.serial != serial);
	assert_int_equal(r.cur[60 * 320 + 60], 77);
	assert_int_equal(scenario_knob(&sc, &r, SCENARIO_WIDTH), 7);
	assert_int_equal(scenario_turn(&sc, &r, SCENARIO_DISTANCE, 1), 0); /* 132: as far as 320 allows */
	assert_int_equal(scenario_turn(&sc, &r, SCENARIO_DISTANCE, -1), 1);
	assert_int_equal(sc.screen - sc.slits, 120);
	assert_true(scenario_range(&sc, &r, SCENARIO_GAP, &lo, &hi));
	assert_int_equal(lo, 8);
	while (scenario_turn(&sc, &r, SCENARIO_GAP, -1))
		turns++;
	assert_int_equal(scenario_knob(&sc, &r, SCENARIO_GAP), 8); /* the slits 7 wide, a cell of wall between */
	assert_int_equal(sc.slit_gap, 8);
	assert_true(turns >= 9);
	while (scenario_turn(&sc, &r, SCENARIO_GAP, 1))
		;
	assert_int_equal(sc.slit_gap, hi);
	assert_true(walled(&r, 160, 3, 24) && !ripple_is_wall(&r, 160, 120 - hi / 2));
	assert_int_equal(scenario_apply(&sc, &r, SCENARIO_SLIT, 12, 1), RIPPLE_OK);
	assert_int_equal(scenario_turn(&sc, &r, SCENARIO_GAP, 1), 0);
	assert_int_equal(sc.slit_width, 7); /* the width turned for the double slit */
	assert_int_equal(scenario_apply(&sc, &r, SCENARIO_ROCK, 12, 1), RIPPLE_OK);
	assert_int_equal(scenario_turn(&sc, &r, SCENARIO_WIDTH, 1), 0);
	assert_int_equal(scenario_range(&sc, &r, SCENARIO_DISTANCE, &lo, &hi), 0);
	ripple_free(&r);
}

/* Knobs asked for are cells of the lesson, times the scale; beyond the pool they are laid out at
 * their limit and reported with the range that fits. */
static void knobs_beyond_the_pool_are_reported(void **state)
{
	struct ripple r;
	struct scenario sc = { 0 };
	char why[200] = "";

	(void)state;
	assert_int_equal(ripple_init(&r, 1600, 1200), RIPPLE_OK);
	sc.knob[SCENARIO_WIDTH] = 8;
	sc.knob[SCENARIO_GAP] = 40;
	sc.knob[SCENARIO_DISTANCE] = 100;
	assert_int_equal(scenario_apply(&sc, &r, SCENARIO_DOUBLE_SLIT, 12, 5), RIPPLE_OK);
	assert_int_equal(sc.slit_width, 40);
	assert_int_equal(sc.slit_gap, 200);
	assert_int_equal(sc.screen - sc.slits, 500);
	assert_int_equal(scenario_misfit(&sc, &r, why, sizeof why), 0);
	ripple_free(&r);
	assert_int_equal(ripple_init(&r, 320, 240), RIPPLE_OK);
	sc.knob[SCENARIO_GAP] = 300;
	assert_int_equal(scenario_apply(&sc, &r, SCENARIO_DOUBLE_SLIT, 12, 1), RIPPLE_OK);
	assert_int_equal(sc.slit_gap, 240 - 2 * 24 - 8); /* the largest that leaves slits 8 wide clear of the edges */
	assert_int_equal(scenario_misfit(&sc, &r, why, sizeof why), -1);
	assert_non_null(strstr(why, "slits' separation 300 does not fit this 320x240 pool: it can be 9 to 184"));
	sc.knob[SCENARIO_GAP] = 0;
	sc.knob[SCENARIO_DISTANCE] = 133;
	assert_int_equal(scenario_apply(&sc, &r, SCENARIO_DOUBLE_SLIT, 12, 1), RIPPLE_OK);
	assert_int_equal(scenario_misfit(&sc, &r, why, sizeof why), -1);
	assert_non_null(strstr(why, "screen distance 133"));
	ripple_free(&r);
}

/* Two sources in phase: no walls, and on a screen far enough the bright bands next to the middle
 * one lie where the theory for two points on this grid puts them (graph_grid_fringe, the scheme's
 * wavelength of the period), within 5%; the probe, up their column above the upper one, reads the
 * scheme's wavelength within 3%. */
static void two_sources_fringes_match_the_theory(void **state)
{
	const int w = 640, h = 240;
	struct ripple r;
	struct scenario sc = { 0 };
	double band[240] = { 0 }, lambda, spacing, measured, l;

	(void)state;
	assert_int_equal(ripple_init(&r, w, h), RIPPLE_OK);
	assert_int_equal(scenario_apply(&sc, &r, SCENARIO_TWO_SOURCES, 12, 1), RIPPLE_OK);
	assert_null(r.walls);
	assert_int_equal(sc.nsources, 2);
	assert_int_equal(sc.source[0].x, sc.source[1].x);
	assert_true(sc.probe[0] == sc.slits && sc.probe[2] == sc.slits); /* up the sources' column */
	assert_true(sc.probe[1] >= 24 && sc.probe[3] < sc.source[0].y - sc.source[0].radius && sc.probe[3] > sc.probe[1] + 30);
	run_screen(&r, &sc, sc.screen, 1000, 700, band);
	lambda = line_wavelength(&r, sc.probe[0], sc.probe[1], sc.probe[2], sc.probe[3]);
	measured = fringe_spacing(band, h, 5);
	l = sc.screen - sc.slits;
	spacing = graph_grid_fringe(4, graph_scheme_wavelength(4, 0, 12), l, sc.slit_gap);
	assert_true(fabs(lambda - graph_scheme_wavelength(4, 0, 12)) < 0.03 * lambda);
	assert_true(measured > 0);
	if (fabs(measured - spacing) > 0.05 * spacing)
		fail_msg("fringes %.1f cells apart, the theory's %.1f (textbook lambda sqrt(L^2 + d^2/4) / d %.1f)", measured,
			 spacing, lambda * sqrt(l * l + sc.slit_gap * sc.slit_gap / 4.0) / sc.slit_gap);
	ripple_free(&r);
}

/* The keys make the waves no longer than the scenario's probe holds SCENARIO_PROBE_WAVES times: the
 * double slit's probe at 320x240 runs from column 30 to 156, 126 cells, 42 a wave, which the scheme
 * makes of 59 steps. */
static void long_waves_stop_where_the_probe_holds_them(void **state)
{
	struct ripple r;
	struct scenario sc = { 0 };

	(void)state;
	assert_int_equal(ripple_init(&r, 320, 240), RIPPLE_OK);
	assert_int_equal(scenario_apply(&sc, &r, SCENARIO_DOUBLE_SLIT, 12, 1), RIPPLE_OK);
	assert_int_equal(scenario_longest(&sc), 59);
	assert_true(graph_scheme_wavelength(4, 0, 59) * SCENARIO_PROBE_WAVES <= 126);
	assert_true(graph_scheme_wavelength(4, 0, 60) * SCENARIO_PROBE_WAVES > 126);
	ripple_free(&r);
}

static void scenarios_need_room(void **state)
{
	struct ripple r;
	struct scenario sc = { 0 };

	(void)state;
	assert_int_equal(ripple_init(&r, 60, 40), RIPPLE_OK);
	assert_int_equal(scenario_apply(&sc, &r, SCENARIO_ROCK, 12, 1), RIPPLE_EINVAL);
	assert_int_equal(scenario_apply(&sc, &r, SCENARIO_NONE, 12, 1), RIPPLE_OK);
	assert_int_equal(scenario_apply(&sc, &r, SCENARIO_COUNT, 12, 1), RIPPLE_EINVAL);
	ripple_free(&r);
	assert_int_equal(ripple_init(&r, 320, 240), RIPPLE_OK);
	assert_int_equal(scenario_apply(&sc, &r, SCENARIO_ROCK, 12, 1), RIPPLE_OK);
	assert_true(ripple_is_wall(&r, 320 * 3 / 5, 120)); /* the rock */
	assert_int_equal(sc.nsources, 1);
	assert_int_equal(scenario_apply(&sc, &r, SCENARIO_SLIT, 1, 1), RIPPLE_EINVAL);
	assert_int_equal(scenario_apply(&sc, &r, SCENARIO_SLIT, 1000, 9), RIPPLE_OK); /* 9000 steps a wave */
	assert_int_equal(sc.source[0].period, 9000);
	assert_int_equal(scenario_apply(&sc, &r, SCENARIO_SLIT, 1000, RIPPLE_MAX_PERIOD / 1000 + 1), RIPPLE_EINVAL);
	ripple_free(&r);
}

/* Another period keeps the walls and the water and gives the sources the new beat, and the height
 * their longer (or shorter) waves need: the gain of their period in steps, at least
 * SCENARIO_MIN_GAIN (4: the gain of 36 steps is 3, of 30 steps 3, of 60 steps 5). */
static void a_new_period_brings_its_gain(void **state)
{
	struct ripple r;
	struct scenario sc = { 0 };
	unsigned serial;

	(void)state;
	assert_int_equal(scenario_period(&sc, 12), RIPPLE_EINVAL); /* never laid out: no scale yet */
	assert_int_equal(ripple_init(&r, 960, 720), RIPPLE_OK);
	assert_int_equal(scenario_apply(&sc, &r, SCENARIO_DOUBLE_SLIT, 12, 3), RIPPLE_OK);
	assert_int_equal(scenario_gain(&sc), SCENARIO_MIN_GAIN);
	assert_int_equal(sc.source[0].amplitude, 60 << SCENARIO_MIN_GAIN);
	serial = sc.serial;
	r.cur[10 * 960 + 10] = 77;
	assert_int_equal(scenario_period(&sc, 20), RIPPLE_OK); /* 60 steps: (60/12)^2 = 25, 2^5 */
	assert_int_equal(sc.period, 20);
	assert_int_equal(sc.source[0].period, 60);
	assert_int_equal(scenario_gain(&sc), 5);
	assert_int_equal(sc.source[0].amplitude, 60 << 5);
	assert_true(sc.serial != serial);
	assert_int_equal(r.cur[10 * 960 + 10], 77);
	assert_true(ripple_is_wall(&r, sc.barrier, 0));
	assert_int_equal(scenario_period(&sc, 1), RIPPLE_EINVAL);
	assert_int_equal(scenario_period(&sc, SCENARIO_MAX_PERIOD + 1), RIPPLE_EINVAL);
	assert_int_equal(sc.period, 20);
	assert_int_equal(scenario_apply(&sc, &r, SCENARIO_TWO_SOURCES, 30, 1), RIPPLE_OK);
	assert_int_equal(sc.source[1].amplitude, 120 << SCENARIO_MIN_GAIN);
	ripple_free(&r);
}

/* The keys' ladder of periods (L and K): 2, 3, ... 8, 10, 12, 15, 18, each rung a quarter longer
 * than the one below, at least a frame; K undoes L and L undoes K everywhere on it, the lesson's 12
 * on it; a period between rungs steps to the rungs around it; the ends hold. */
static void the_period_keys_undo_each_other(void **state)
{
	static const int first[] = { 2, 3, 4, 5, 6, 7, 8, 10, 12, 15, 18, 22, 27, 33, 41, 51, 63, 78, 97, 121 };
	int rungs = 0, t = SCENARIO_MIN_PERIOD, on_it = 0;

	(void)state;
	for (size_t i = 1; i < sizeof first / sizeof first[0]; i++)
		assert_int_equal(scenario_next_period(first[i - 1], 1), first[i]);
	while (t < SCENARIO_MAX_PERIOD) {
		const int up = scenario_next_period(t, 1);

		assert_true(up > t);
		assert_true(up <= SCENARIO_MAX_PERIOD);
		if (up < SCENARIO_MAX_PERIOD) {
			assert_true(up - t >= 1 && up - t <= t / 4 + 1); /* a quarter longer at most */
			assert_int_equal(scenario_next_period(up, 0), t); /* K after L */
		}
		if (t > SCENARIO_MIN_PERIOD)
			assert_int_equal(scenario_next_period(scenario_next_period(t, 0), 1), t); /* L after K */
		on_it |= t == SCENARIO_PERIOD;
		rungs++;
		t = up;
	}
	assert_true(on_it);
	assert_true(rungs > 20);
	assert_int_equal(scenario_next_period(14, 0), 12); /* between rungs: a pool that stopped L at 14 */
	assert_int_equal(scenario_next_period(14, 1), 15);
	assert_int_equal(scenario_next_period(20, 0), 18);
	assert_int_equal(scenario_next_period(20, 1), 22);
	assert_int_equal(scenario_next_period(SCENARIO_MIN_PERIOD, 0), SCENARIO_MIN_PERIOD);
	assert_int_equal(scenario_next_period(SCENARIO_MAX_PERIOD, 1), SCENARIO_MAX_PERIOD);
	assert_true(scenario_next_period(SCENARIO_MAX_PERIOD, 0) < SCENARIO_MAX_PERIOD);
}

/* A lesson's text read, written back and read again gives the same lesson and the same text;
 * comments, blank lines, a byte order mark and Windows line ends are read past. */
static void a_lesson_reads_and_writes_back(void **state)
{
	static const char text[] = "\xEF\xBB\xBF# all of it\r\npool 640 480\nperiod 20\nview light\nboundary reflect\n"
				   "damping 3\nspeed 1/2\nstencil 12\n\nsource 10 10 period 7 phase -90 amplitude 500\n"
				   "sources 320 100 3 phase 120\nline-source 0 0 639 479 amplitude 30 # slanting\n"
				   "line-source top\nwall 0 0 639 479 width 4\nrock 320 240 200\n"
				   "barrier 600 slits 2 3 16\nbarrier 500 slit 9\nscreen 639\nprobe 0 0 639 479\n"
				   "stone 1 1\nstone 3 3 4 0@7\nclock 30 120\n";
	static struct lesson l, again;
	char out[4096], out2[4096], err[256];
	int n;

	(void)state;
	assert_int_equal(lesson_parse(&l, text, sizeof text - 1, "dir/all.lesson", err, sizeof err), 0);
	assert_string_equal(l.name, "all");
	assert_int_equal(l.w, 640);
	assert_int_equal(l.speed, 1);
	assert_int_equal(l.nobjects, 13);
	assert_int_equal(l.object[0].phase, 270);
	assert_int_equal(l.object[1].count, 3);
	assert_int_equal(l.object[3].side, LESSON_TOP);
	assert_int_equal(l.object[7].count, 1);
	assert_int_equal(l.object[11].frame, 7);
	assert_int_equal(l.object[11].weight, 0);
	assert_int_equal(l.object[12].kind, LESSON_CLOCK);
	assert_int_equal(l.object[12].p[0], 30);
	assert_int_equal(l.object[12].p[1], 120);
	n = lesson_write(&l, out, sizeof out);
	assert_true(n > 0);
	assert_non_null(strstr(out, "\nsource 10 10 period 7 phase 270 amplitude 500\n"));
	assert_non_null(strstr(out, "\nbarrier 500 slit 9\n"));
	assert_non_null(strstr(out, "\nclock 30 120\n"));
	assert_int_equal(lesson_parse(&again, out, (size_t)n, "all.lesson", err, sizeof err), 0);
	assert_int_equal(lesson_write(&again, out2, sizeof out2), n);
	assert_string_equal(out, out2);
	assert_int_equal(lesson_write(&l, out, 10), -1); /* cut: said */
}

/* A bad line is told with the file's name and the line's number. */
static void bad_lessons_say_where(void **state)
{
	static const struct {
		const char *text, *said;
	} bad[] = {
		{ "source 1 1\nsourc 2 2\n", "x.lesson:2: unknown keyword 'sourc'" },
		{ "\n\nrock 1 1 -3\n", "x.lesson:3: rock's R -3 is out of range" },
		{ "source 1 1 phase\n", "x.lesson:1: 'phase' needs a value" },
		{ "pool 100 100\nsource 100 5\n", "x.lesson:2: source at x 100 is outside the 100x100 pool" },
		{ "barrier 10 slits 5 20 30\n", "x.lesson:1: slits' COUNT 30 is out of range" },
		{ "stencil 8\nsource 1 1\n", "x.lesson:1: stencil '8': expected 4 or 12" },
		{ "   \n# hi\n", "x.lesson: no objects in it" },
		{ "", "x.lesson: empty" },
		{ "source 1 1\nclock 5\n", "x.lesson:2: expected clock X Y" },
		{ "source 1 1\nclock 5 240\n", "x.lesson:2: clock at y 240 is outside the 320x240 pool" },
	};
	static struct lesson l;
	char err[256];

	(void)state;
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		assert_int_equal(lesson_parse(&l, bad[i].text, strlen(bad[i].text), "x.lesson", err, sizeof err), -1);
		if (strncmp(err, bad[i].said, strlen(bad[i].said)))
			fail_msg("'%s' said '%s', not '%s'", bad[i].text, err, bad[i].said);
	}
}

/* Lays out built-in lesson `name` on a w x h pool at scale k as a lesson of its own. */
static void lay_lesson(struct scenario *sc, struct ripple *r, struct lesson *l, const char *name, int k)
{
	size_t len;
	const char *text = lesson_builtin(name, &len);
	char err[256];

	assert_non_null(text);
	assert_int_equal(lesson_parse(l, text, len, name, err, sizeof err), 0);
	memset(sc, 0, sizeof *sc);
	sc->lesson = l;
	assert_int_equal(scenario_apply(sc, r, SCENARIO_LESSON, 12, k), RIPPLE_OK);
}

/* The ready lessons beyond the scenarios: three slits 6 wide 40 apart round the middle row, the knobs
 * turning them; two sources half a period apart; a wall 3 cells thick beside a source. */
static void the_ready_lessons_lay_out(void **state)
{
	static struct lesson l;
	struct ripple r;
	struct scenario sc;

	(void)state;
	assert_int_equal(ripple_init(&r, 320, 240), RIPPLE_OK);
	lay_lesson(&sc, &r, &l, "three-slits", 1);
	for (int y = 1; y < 239; y++)
		assert_int_equal(walled(&r, 160, 3, y), !((y >= 77 && y < 83) || (y >= 117 && y < 123) || (y >= 157 && y < 163)));
	assert_int_equal(sc.slit_gap, 40);
	assert_int_equal(sc.screen, 293);
	assert_int_equal(scenario_turn(&sc, &r, SCENARIO_GAP, 1), 1);
	assert_int_equal(sc.slit_gap, 46);
	assert_true(!ripple_is_wall(&r, 160, 74) && !ripple_is_wall(&r, 160, 166));
	lay_lesson(&sc, &r, &l, "out-of-phase", 1);
	assert_int_equal(sc.nsources, 2);
	assert_int_equal(sc.source[0].phase, 0);
	assert_int_equal(sc.source[1].phase, 6); /* half of 12 steps */
	assert_int_equal(sc.source[1].y - sc.source[0].y, 60);
	lay_lesson(&sc, &r, &l, "lloyds-mirror", 1);
	assert_int_equal(sc.nsources, 1);
	assert_true(walled(&r, 159, 3, 30) && walled(&r, 159, 3, 210) && !ripple_is_wall(&r, 158, 120) &&
		    !ripple_is_wall(&r, 162, 120) && !ripple_is_wall(&r, 160, 28));
	assert_int_equal(sc.screen, 0);
	ripple_free(&r);
}

/* A lesson's clock is laid out in proportion to the pool, like its probe, and only reads: the walls
 * and the water the lesson lays out are the same with it and without it. */
static void the_lessons_clock_is_placed_and_changes_nothing(void **state)
{
	static const char with[] = "period 12\nline-source left\nprobe 30 120 150 120\nclock 30 100\n";
	static struct lesson l, bare;
	struct lesson_handle h;
	struct ripple r, s;
	struct scenario sc, sc2;
	char err[256];

	(void)state;
	assert_int_equal(lesson_parse(&l, with, sizeof with - 1, "clocked.lesson", err, sizeof err), 0);
	assert_int_equal(lesson_parse(&bare, with, sizeof with - 1 - strlen("clock 30 100\n"), "bare.lesson", err,
				      sizeof err), 0);
	assert_int_equal(ripple_init(&r, 640, 480), RIPPLE_OK);
	assert_int_equal(ripple_init(&s, 640, 480), RIPPLE_OK);
	memset(&sc, 0, sizeof sc);
	memset(&sc2, 0, sizeof sc2);
	sc.lesson = &l;
	sc2.lesson = &bare;
	assert_int_equal(scenario_apply(&sc, &r, SCENARIO_LESSON, 12, 2), RIPPLE_OK);
	assert_int_equal(scenario_apply(&sc2, &s, SCENARIO_LESSON, 12, 2), RIPPLE_OK);
	assert_int_equal(sc.clocked, 1);
	assert_int_equal(sc.clock[0], 60);
	assert_int_equal(sc.clock[1], 200);
	assert_int_equal(sc2.clocked, 0);
	assert_int_equal(ripple_steps(&r, sc.source, sc.nsources, 0, 40), RIPPLE_OK);
	assert_int_equal(ripple_steps(&s, sc2.source, sc2.nsources, 0, 40), RIPPLE_OK);
	for (int y = 0; y < r.h; y++)
		for (int x = 0; x < r.w; x++)
			if (ripple_is_wall(&r, x, y) != ripple_is_wall(&s, x, y))
				fail_msg("the clock changed the wall at %d,%d", x, y);
	assert_memory_equal(r.cur, s.cur, sizeof *r.cur * (size_t)r.w * (size_t)r.h);
	assert_int_equal(scenario_apply(&sc, &r, SCENARIO_NONE, 12, 1), RIPPLE_OK);
	assert_int_equal(sc.clocked, 0);
	/* F2's edit mode: the clock's point is a handle, and dragging it moves the clock */
	assert_true(lesson_handle_at(&l, 31, 101, 3, &h));
	assert_int_equal(l.object[h.object].kind, LESSON_CLOCK);
	assert_int_equal(h.grip, LESSON_GRIP_POINT);
	assert_int_equal(lesson_move(&l, &h, 200, 50), 1);
	assert_true(l.object[h.object].p[0] == 200 && l.object[h.object].p[1] == 50);
	ripple_free(&r);
	ripple_free(&s);
}

/* Shallow water's lines read and write back (S in hundredths, written as it was given at most two
 * decimals), and a speed or polygon beyond what the pool shows is refused with the range. */
static void shallow_lines_read_and_write_back(void **state)
{
	static const char text[] = "line-source left\nshallow 0.5 101 0 320 0 320 240 239 240\n"
				   "shallow-ellipse .35 160 120 40 60\nshallow 1.00 0 0 10 0 5 9\n";
	static const struct {
		const char *text, *said;
	} bad[] = {
		{ "shallow 0.1 0 0 10 0 5 9\n", "x.lesson:1: shallow water's S 0.1 is out of range: 0.2..1" },
		{ "shallow 1.5 0 0 10 0 5 9\n", "x.lesson:1: shallow water's S 1.5 is out of range: 0.2..1" },
		{ "shallow 0.555 0 0 10 0 5 9\n", "x.lesson:1: shallow water's S '0.555' is not a speed ratio" },
		{ "shallow 0.5 0 0 10 0\n", "x.lesson:1: expected shallow S X0 Y0 X1 Y1 X2 Y2 [...]: 3 to 9 corners" },
		{ "shallow 0.5 0 0 10 0 5\n", "x.lesson:1: expected shallow S X0 Y0 X1 Y1 X2 Y2 [...]" },
		{ "shallow 0.5 0 0 321 0 5 9\n", "x.lesson:1: shallow's corner at x 321 is outside the 320x240 pool" },
		{ "shallow-ellipse 0.5 10 10 0 5\n", "x.lesson:1: shallow-ellipse's RX 0 is out of range" },
	};
	static struct lesson l, again;
	char out[4096], out2[4096], err[256];
	int n;

	(void)state;
	assert_int_equal(lesson_parse(&l, text, sizeof text - 1, "shallow.lesson", err, sizeof err), 0);
	assert_int_equal(l.nobjects, 4);
	assert_int_equal(l.object[1].kind, LESSON_SHALLOW);
	assert_int_equal(l.object[1].speed, 50);
	assert_int_equal(l.object[1].count, 4);
	assert_int_equal(l.object[1].p[7], 240);
	assert_int_equal(l.object[2].kind, LESSON_SHALLOW_ELLIPSE);
	assert_int_equal(l.object[2].speed, 35);
	assert_int_equal(l.object[2].radius_y, 60);
	assert_int_equal(l.object[3].speed, 100);
	n = lesson_write(&l, out, sizeof out);
	assert_true(n > 0);
	assert_non_null(strstr(out, "\nshallow 0.5 101 0 320 0 320 240 239 240\n"));
	assert_non_null(strstr(out, "\nshallow-ellipse 0.35 160 120 40 60\n"));
	assert_non_null(strstr(out, "\nshallow 1 0 0 10 0 5 9\n"));
	assert_int_equal(lesson_parse(&again, out, (size_t)n, "shallow.lesson", err, sizeof err), 0);
	assert_int_equal(lesson_write(&again, out2, sizeof out2), n);
	assert_string_equal(out, out2);
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		assert_int_equal(lesson_parse(&l, bad[i].text, strlen(bad[i].text), "x.lesson", err, sizeof err), -1);
		if (strncmp(err, bad[i].said, strlen(bad[i].said)))
			fail_msg("'%s' said '%s', not '%s'", bad[i].text, err, bad[i].said);
	}
}

/* The shallow water laid out: the cells whose centres lie inside the polygon (its corners in
 * proportion to the pool) or the ellipse (its radii times the scale), each 256 - round(256 S^2);
 * a later object over an earlier; a lesson without any leaves no map. */
/* The lens's theory (scenario_lens_focus): a weak lens of many wavelengths' aperture focuses near its
 * thick-lens (lensmaker's) back focus, a little nearer the lens (its rays' aberration, the focal shift
 * of a beam of finite aperture); no wave in the lens, no focus. The lens.lesson laid out names its
 * focus and the square around it, beyond the lens, and says why when water too slow holds no wave. */
static void the_lens_theory_finds_the_focus(void **state)
{
	static const char text[] = "line-source left\nperiod 12\nshallow-ellipse 0.3 112 120 30 90\n";
	static struct lesson l, built;
	const double pi = 3.14159265358979323846, n = 1.5, d = 40, rad = 120.0 * 120 / 20;
	struct scenario_lens lens = { 100, 500, 20, 120, 8 * pi, 8 * pi * n, 470, 530, 1200, 0.02 };
	const double f = 1 / ((n - 1) * (2 / rad - (n - 1) * d / (n * rad * rad))), back = f * (1 - (n - 1) * d / (n * rad));
	double stretch[2];
	const double x = scenario_lens_focus(&lens, stretch), paraxial = lens.cx + lens.rx + back;
	struct ripple r;
	struct scenario sc;
	char err[256];

	(void)state;
	if (!(x > 0.96 * paraxial && x < paraxial + 1))
		fail_msg("the theory's focus %.1f, the lensmaker's %.1f", x, paraxial);
	lens.k2 = 0;
	assert_true(scenario_lens_focus(&lens, stretch) == 0);
	assert_int_equal(ripple_init(&r, 1280, 720), RIPPLE_OK);
	memset(&sc, 0, sizeof sc);
	lay_lesson(&sc, &r, &built, "lens", 3);
	assert_null(sc.focus_why);
	assert_true(sc.focus[0] > 112 * 4 + 30 * 3 && sc.focus[0] < r.w - ripple_sponge_width(&r) && sc.focus[1] == 360);
	assert_true(sc.focus_box[0] <= sc.focus[0] && sc.focus_box[2] >= sc.focus[0] && sc.focus_box[0] > 112 * 4 + 30 * 3);
	ripple_free(&r);
	assert_int_equal(lesson_parse(&l, text, sizeof text - 1, "slow-lens.lesson", err, sizeof err), 0);
	assert_int_equal(ripple_init(&r, 320, 240), RIPPLE_OK);
	memset(&sc, 0, sizeof sc);
	sc.lesson = &l;
	assert_int_equal(scenario_apply(&sc, &r, SCENARIO_LESSON, 12, 1), RIPPLE_OK);
	assert_non_null(sc.focus_why);
	assert_non_null(strstr(sc.focus_why, "no wave of this period"));
	ripple_free(&r);
}

static void shallow_water_is_laid_out(void **state)
{
	static const char text[] = "line-source left\nshallow 0.5 100 0 320 0 320 240 220 240\n"
				   "shallow-ellipse 0.8 60 120 20 10\n";
	static struct lesson l;
	struct ripple r;
	struct scenario sc;
	char err[256];
	long cells = 0, lens = 0;

	(void)state;
	assert_int_equal(lesson_parse(&l, text, sizeof text - 1, "shallow.lesson", err, sizeof err), 0);
	for (int k = 1; k <= 2; k++) {
		assert_int_equal(ripple_init(&r, 320 * k, 240 * k), RIPPLE_OK);
		memset(&sc, 0, sizeof sc);
		sc.lesson = &l;
		assert_int_equal(scenario_apply(&sc, &r, SCENARIO_LESSON, 30, k), RIPPLE_OK);
		assert_non_null(r.slow);
		cells = lens = 0;
		for (int y = 0; y < r.h; y++)
			for (int x = 0; x < r.w; x++) {
				const unsigned char v = r.slow[(size_t)y * (size_t)r.w + (size_t)x];
				const double edge = 100.0 * k + (y + 0.5) / 2; /* the polygon's left side: 100 -> 220 down 240 */
				const double ex = (x + 0.5 - (60 * k + 0.5)) / (20.0 * k), ey = (y + 0.5 - (120 * k + 0.5)) / (10.0 * k);

				if (ex * ex + ey * ey <= 1) {
					assert_int_equal(v, ripple_shallow_slow(0.8));
					lens++;
				} else if (fabs(x + 0.5 - edge) > 0.01) {
					if (v != (x + 0.5 > edge ? 192 : 0))
						fail_msg("cell %d,%d at k %d: %d", x, y, k, v);
				}
				cells += v == 192;
			}
		/* the trapezoid's area in cells, 160 x 240 of the lesson's, to a row's rounding */
		assert_true(labs(cells - 160L * 240 * k * k) <= 240L * k);
		assert_true(labs(lens - (long)(3.14159 * 200 * k * k)) <= 4L * 20 * k);
		ripple_free(&r);
	}
	assert_int_equal(ripple_init(&r, 320, 240), RIPPLE_OK);
	lay_lesson(&sc, &r, &l, "slit", 1); /* another lesson takes the shallow water away */
	assert_null(r.slow);
	ripple_free(&r);
}

/* F2's edit mode on the newer objects: a shallow polygon has a handle at each corner, a shallow
 * ellipse at its centre and its two radii's ends, a parabola at its vertex and focus; each dragged
 * changes what it holds, and the lesson written back reads back the same. */
static void shallow_water_and_dishes_have_handles(void **state)
{
	static const char text[] = "line-source left\nshallow 0.5 108 0 320 0 320 240 212 240\n"
				   "shallow-ellipse 0.5 112 120 30 90\nparabola 276 120 40 180 90\n";
	static struct lesson l, again;
	struct lesson_handle h[LESSON_MAX_HANDLES], at;
	char err[256], out[4096];
	int n;

	(void)state;
	assert_int_equal(lesson_parse(&l, text, sizeof text - 1, "edit.lesson", err, sizeof err), 0);
	n = lesson_handles(&l, h, LESSON_MAX_HANDLES);
	assert_int_equal(n, 4 + 3 + 2);
	for (int c = 0; c < 4; c++) /* the corners, on the pool's far edges too */
		assert_true(h[c].object == 1 && h[c].grip == LESSON_GRIP_CORNER && h[c].index == c &&
			    h[c].x == l.object[1].p[2 * c] && h[c].y == l.object[1].p[2 * c + 1]);
	assert_true(h[4].grip == LESSON_GRIP_POINT && h[4].x == 112 && h[4].y == 120);
	assert_true(h[5].grip == LESSON_GRIP_RADIUS_X && h[5].x == 142 && h[5].y == 120);
	assert_true(h[6].grip == LESSON_GRIP_RADIUS_Y && h[6].x == 112 && h[6].y == 210);
	assert_true(h[7].object == 3 && h[7].grip == LESSON_GRIP_POINT && h[7].x == 276 && h[7].y == 120);
	assert_true(h[8].grip == LESSON_GRIP_FOCUS && h[8].x == 236 && h[8].y == 120);
	for (int i = 0; i < n; i++) /* each handle where it stands is found, and staying there changes nothing */
		assert_true(lesson_handle_at(&l, h[i].x, h[i].y, 3, &at) && at.object == h[i].object &&
			    at.grip == h[i].grip && at.index == h[i].index && !lesson_move(&l, &at, at.x, at.y));

	assert_true(lesson_handle_at(&l, 319, 239, 3, &at) && at.grip == LESSON_GRIP_CORNER && at.index == 2);
	assert_int_equal(lesson_move(&l, &at, 290, 250), 1); /* kept to the pool's far edge */
	assert_true(l.object[1].p[4] == 290 && l.object[1].p[5] == 240 && l.object[1].p[0] == 108);
	assert_true(lesson_handle_at(&l, 109, 1, 3, &at) && at.index == 0);
	assert_int_equal(lesson_move(&l, &at, 90, 10), 1);
	assert_true(l.object[1].p[0] == 90 && l.object[1].p[1] == 10);

	assert_int_equal(lesson_move(&l, &h[5], 162, 130), 1); /* the radius across: the column's distance */
	assert_int_equal(lesson_move(&l, &h[6], 100, 60), 1);  /* up and down: the row's, above too */
	assert_true(l.object[2].radius == 50 && l.object[2].radius_y == 60);
	assert_int_equal(lesson_move(&l, &h[4], 150, 100), 1); /* the centre moves it, its radii kept */
	assert_true(l.object[2].p[0] == 150 && l.object[2].p[1] == 100 && l.object[2].radius == 50);
	assert_int_equal(lesson_move(&l, &h[6], 150, 100), 1); /* onto the centre: a cell at least */
	assert_int_equal(l.object[2].radius_y, 1);

	assert_int_equal(lesson_move(&l, &h[8], 216, 120), 1); /* the focus along the axis: the focal length */
	assert_true(l.object[3].radius == 60 && l.object[3].angle == 180 && l.object[3].p[0] == 276);
	assert_int_equal(lesson_move(&l, &h[8], 276, 80), 1); /* across it: the axis turned, up the pool */
	assert_true(l.object[3].radius == 40 && l.object[3].angle == 270);
	assert_int_equal(lesson_move(&l, &h[8], 246, 90), 1);
	assert_true(l.object[3].radius == 42 && l.object[3].angle == 225);
	assert_int_equal(lesson_move(&l, &h[8], 276, 120), 0); /* onto the vertex: no axis, nothing changed */
	assert_int_equal(lesson_move(&l, &h[7], 200, 60), 1); /* the vertex moves the dish, its focus with it */
	n = lesson_handles(&l, h, LESSON_MAX_HANDLES);
	assert_true(h[8].x == 200 - 30 && h[8].y == 60 - 30);

	assert_true(lesson_write(&l, out, sizeof out) > 0);
	assert_non_null(strstr(out, "\nshallow 0.5 90 10 320 0 290 240 212 240\n"));
	assert_non_null(strstr(out, "\nshallow-ellipse 0.5 150 100 50 1\n"));
	assert_non_null(strstr(out, "\nparabola 200 60 42 225 90\n"));
	assert_int_equal(lesson_parse(&again, out, strlen(out), "again.lesson", err, sizeof err), 0);
	assert_memory_equal(&again.object[1].p, &l.object[1].p, sizeof l.object[1].p);
	assert_int_equal(again.object[3].angle, 225);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(double_slit_fringes_match_the_theory),
		cmocka_unit_test(the_lesson_at_320x240_is_as_before),
		cmocka_unit_test(the_lesson_scales_with_the_pool),
		cmocka_unit_test(small_pools_shrink_the_lesson),
		cmocka_unit_test(knobs_turn_and_stop_at_their_limits),
		cmocka_unit_test(knobs_beyond_the_pool_are_reported),
		cmocka_unit_test(two_sources_fringes_match_the_theory),
		cmocka_unit_test(long_waves_stop_where_the_probe_holds_them),
		cmocka_unit_test(scenarios_need_room),
		cmocka_unit_test(a_new_period_brings_its_gain),
		cmocka_unit_test(the_period_keys_undo_each_other),
		cmocka_unit_test(a_lesson_reads_and_writes_back),
		cmocka_unit_test(bad_lessons_say_where),
		cmocka_unit_test(the_ready_lessons_lay_out),
		cmocka_unit_test(the_lessons_clock_is_placed_and_changes_nothing),
		cmocka_unit_test(shallow_lines_read_and_write_back),
		cmocka_unit_test(shallow_water_is_laid_out),
		cmocka_unit_test(shallow_water_and_dishes_have_handles),
		cmocka_unit_test(the_lens_theory_finds_the_focus),
	};

	if (cap_kernels("test_scenario", getenv("RIPPLE_CPU")))
		return 1;
	return cmocka_run_group_tests(tests, NULL, NULL);
}
