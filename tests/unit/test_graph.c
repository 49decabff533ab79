/* test_graph.c - unit tests of the graphs' arithmetic: profiles, crests, wavelength, the intensity screen, fringes. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "graphs/graph.h"

#include <math.h>
#include <stdio.h>

#define PI 3.14159265358979323846

/* A still pool of w x h with heights amp * sin(2 pi (x cos a + y sin a) / lambda). */
static void sine_pool(struct ripple *r, int w, int h, double lambda, double a, double amp)
{
	assert_int_equal(ripple_init(r, w, h), RIPPLE_OK);
	for (int y = 0; y < h; y++)
		for (int x = 0; x < w; x++)
			r->cur[y * w + x] = (short)lround(amp * sin(2 * PI * (x * cos(a) + y * sin(a)) / lambda));
}

/* A sine's wavelength read along a line across it, within one cell: along a row and slantwise. */
static void a_sine_gives_its_wavelength(void **state)
{
	static const double lambdas[] = { 6.5, 11, 23, 40 };
	double v[GRAPH_MAX_SAMPLES], at[GRAPH_MAX_MARKS];
	struct ripple r;

	(void)state;
	for (int i = 0; i < 4; i++)
		for (int slant = 0; slant < 2; slant++) {
			const double a = slant ? PI / 6 : 0;
			int n, k;

			sine_pool(&r, 320, 240, lambdas[i], a, 100);
			n = slant ? graph_sample(&r, 10, 10, 10 + (int)(280 * cos(a)), 10 + (int)(280 * sin(a)), v, GRAPH_MAX_SAMPLES)
				  : graph_sample(&r, 5, 120, 314, 120, v, GRAPH_MAX_SAMPLES);
			assert_true(n > 200);
			k = graph_crests(v, n, at, GRAPH_MAX_MARKS);
			assert_true(k >= (int)(n / lambdas[i]) - 1);
			assert_true(fabs(graph_wavelength(at, k) - lambdas[i]) < 1.0);
			ripple_free(&r);
		}
}

/* A line's ends outside the pool are refused; a point gives one sample. */
static void lines_outside_the_pool_are_refused(void **state)
{
	double v[16];
	struct ripple r;

	(void)state;
	assert_int_equal(ripple_init(&r, 64, 48), RIPPLE_OK);
	assert_int_equal(graph_sample(&r, -1, 0, 10, 10, v, 16), RIPPLE_EINVAL);
	assert_int_equal(graph_sample(&r, 0, 0, 64, 10, v, 16), RIPPLE_EINVAL);
	assert_int_equal(graph_sample(&r, 0, 0, 10, 48, v, 16), RIPPLE_EINVAL);
	assert_int_equal(graph_sample(&r, 3, 3, 3, 3, v, 16), 1);
	assert_int_equal(graph_sample(&r, 0, 0, 63, 0, v, 16), 16);
	ripple_free(&r);
}

/* Still water and fewer than two crests give no wavelength. */
static void no_crests_no_wavelength(void **state)
{
	double v[100] = { 0 }, at[GRAPH_MAX_MARKS];

	(void)state;
	assert_int_equal(graph_crests(v, 100, at, GRAPH_MAX_MARKS), 0);
	v[50] = 10;
	assert_int_equal(graph_crests(v, 100, at, GRAPH_MAX_MARKS), 1);
	assert_true(graph_wavelength(at, 1) == 0);
}

/* The textbook two-slit pattern cos^2(pi d y / (lambda L)) under a sinc^2 envelope: its maxima where
 * the path difference is a whole number of wavelengths, and their spacing lambda L / d. */
static void a_two_slit_intensity_gives_its_maxima(void **state)
{
	const double lambda = 8, l = 150, d = 50, spacing = lambda * l / d; /* 24 */
	double v[241], at[GRAPH_MAX_MARKS];
	int n;

	(void)state;
	for (int i = 0; i <= 240; i++) {
		const double y = i - 120, b = PI * 6 * y / (lambda * l), env = b ? sin(b) / b : 1;

		v[i] = 1000 * env * env * pow(cos(PI * d * y / (lambda * l)), 2);
	}
	n = graph_maxima(v, 241, 0.1, at, GRAPH_MAX_MARKS);
	assert_int_equal(n, 11); /* the central one and five each side, the envelope pulling them in a little */
	for (int k = 0; k < n; k++)
		assert_true(fabs(at[k] - (120 + (k - 5) * spacing)) < 1.0);
	assert_true(fabs(graph_fringe(at, n, 120) - spacing) < 0.5);
	assert_true(graph_fringe(at, 1, 120) == 0);
}

/* The screen's mean is of the last `window` frames only, exactly. */
static void the_screen_averages_a_running_window(void **state)
{
	struct graph_screen s;
	struct ripple r;
	double m[4];

	(void)state;
	assert_int_equal(ripple_init(&r, 8, 4), RIPPLE_OK);
	assert_int_equal(graph_screen_init(&s, 2, 0, 4, 3), RIPPLE_OK);
	graph_screen_mean(&s, m);
	assert_true(m[0] == 0);
	for (int f = 1; f <= 5; f++) {
		for (int y = 0; y < 4; y++)
			r.cur[y * 8 + 2] = (short)(f * (y + 1));
		graph_screen_add(&s, &r);
	}
	graph_screen_mean(&s, m); /* frames 3, 4, 5: (9 + 16 + 25) / 3 times (y + 1)^2 */
	for (int y = 0; y < 4; y++)
		assert_true(fabs(m[y] - 50.0 / 3 * (y + 1) * (y + 1)) < 1e-9);
	graph_screen_free(&s);
	graph_screen_free(&s);
	assert_int_equal(graph_screen_init(&s, 2, 0, 0, 3), RIPPLE_EINVAL);
	assert_null(s.ring);
	ripple_free(&r);
}

/* The median of the last values: strays left out, the window's values only, nothing before any. */
static void recent_readings_give_their_median(void **state)
{
	static const double v[] = { 8, 8.5, 30, 8.2, 0, 2, 8.4 };
	struct graph_recent m = { { 0 }, 0, 0 };

	(void)state;
	assert_true(graph_recent(&m, 0, 5) == 0);
	for (int i = 0; i < 7; i++)
		graph_recent(&m, v[i], 5);
	assert_int_equal(m.n, 6); /* the 0 left out */
	assert_true(graph_recent(&m, 0, 5) == 8.4); /* of 8.5 30 8.2 2 8.4 */
	assert_true(graph_recent(&m, 0, 2) == 5.2); /* of 2 and 8.4 */
}

/* The double slit run headless: the measured fringe spacing within 15% of lambda L / d. */
static void the_double_slit_agrees_with_the_textbook(void **state)
{
	struct scenario sc = { 0 };
	struct graph_screen s;
	struct graph_fringes f;
	struct ripple r;
	double mean[240];

	(void)state;
	assert_int_equal(ripple_init(&r, 320, 240), RIPPLE_OK);
	assert_int_equal(scenario_apply(&sc, &r, SCENARIO_DOUBLE_SLIT, SCENARIO_PERIOD, 1), RIPPLE_OK);
	assert_int_equal(graph_screen_for(&s, &sc, &r), RIPPLE_OK);
	for (long frame = 0; frame < 1000; frame++) { /* as the program measures: every frame */
		assert_int_equal(ripple_drive(&r, sc.source, sc.nsources, frame), RIPPLE_OK);
		ripple_spread(&r);
		graph_screen_add(&s, &r);
		graph_screen_mean(&s, mean);
		graph_fringes(&s, &sc, &r, mean, &f);
	}
	printf("double slit: lambda %.2f cells, L %.0f, d %.0f: lambda L / d = %.2f, measured %.2f (%d maxima)\n",
	       f.lambda, f.l, f.d, f.textbook, f.measured, f.nmax);
	assert_true(f.lambda > 6 && f.lambda < 12);
	assert_true(f.nmax >= 3);
	assert_true(fabs(f.measured - f.textbook) < 0.15 * f.textbook);
	graph_screen_free(&s);
	ripple_free(&r);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(a_sine_gives_its_wavelength),
		cmocka_unit_test(lines_outside_the_pool_are_refused),
		cmocka_unit_test(no_crests_no_wavelength),
		cmocka_unit_test(a_two_slit_intensity_gives_its_maxima),
		cmocka_unit_test(the_screen_averages_a_running_window),
		cmocka_unit_test(recent_readings_give_their_median),
		cmocka_unit_test(the_double_slit_agrees_with_the_textbook),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
