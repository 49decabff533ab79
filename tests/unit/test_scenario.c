/* test_scenario.c - cmocka unit tests of the classroom scenarios (scenes/scenario.c): the double slit's fringes against the textbook, pools too small. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "ripple.h"
#include "scenes/scenario.h"

#include <math.h>

/* The double slit's fringes, on a pool wide enough that the screen is far from the slits: the
 * spacing of the bright bands next to the middle one is the textbook lambda L / d, within 15%,
 * lambda measured on the waves in front of the barrier as a teacher would. */
static void double_slit_fringes_match_the_textbook(void **state)
{
	const int w = 640, h = 240;
	struct ripple r;
	struct scenario sc;
	double band[240] = { 0 }, lambda, spacing;
	int screen, first = -1, last = -1, crests = 0, lo = -1, hi = -1, mid = h / 2, prev = 0;

	(void)state;
	assert_int_equal(ripple_init(&r, w, h), RIPPLE_OK);
	assert_int_equal(scenario_apply(&sc, &r, SCENARIO_DOUBLE_SLIT, 12, 1), RIPPLE_OK);
	screen = sc.barrier + (w - 24 - sc.barrier) * 3 / 4;
	for (long f = 0; f < 1200; f++) {
		ripple_drive(&r, sc.source, sc.nsources, f);
		ripple_spread(&r);
		for (int y = 0; f >= 800 && y < h; y++)
			band[y] += (double)r.cur[y * w + screen] * r.cur[y * w + screen];
	}
	for (int x = sc.source[0].x + 10; x < sc.barrier - 10; x++) { /* crests along the middle row */
		int v = r.cur[mid * w + x];

		if (prev <= 0 && v > 0) {
			first = first < 0 ? x : first;
			last = x;
			crests++;
		}
		prev = v;
	}
	lambda = (double)(last - first) / (crests - 1);
	for (int y = mid - 10; y <= mid + 10; y++) /* the middle band, then its neighbours */
		mid = band[y] > band[mid] ? y : mid;
	for (int y = mid - 3; y > 30 && lo < 0; y--)
		lo = band[y] > band[y - 1] && band[y] >= band[y + 1] ? y : -1;
	for (int y = mid + 3; y < h - 30 && hi < 0; y++)
		hi = band[y] > band[y - 1] && band[y] >= band[y + 1] ? y : -1;
	spacing = lambda * (screen - sc.barrier - 3) / sc.slit_gap;
	assert_true(lambda > 6 && lambda < 12);
	assert_true(lo > 0 && hi > 0);
	if (fabs((hi - lo) / 2.0 - spacing) > 0.15 * spacing)
		fail_msg("fringes %.1f cells apart, lambda L / d = %.1f", (hi - lo) / 2.0, spacing);
	ripple_free(&r);
}

static void scenarios_need_room(void **state)
{
	struct ripple r;
	struct scenario sc;

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

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(double_slit_fringes_match_the_textbook),
		cmocka_unit_test(scenarios_need_room),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
