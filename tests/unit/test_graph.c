/* test_graph.c - unit tests of the graphs' arithmetic: profiles, crests, wavelength, the intensity screen, fringes. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "graphs/graph.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PI 3.14159265358979323846

/* The sanitizers' build runs the slow sweeps at one scale only. */
#if defined(__SANITIZE_ADDRESS__)
#define RUNNING_ON_SANITIZERS 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define RUNNING_ON_SANITIZERS 1
#endif
#endif
#ifndef RUNNING_ON_SANITIZERS
#define RUNNING_ON_SANITIZERS 0
#endif

/* A still pool of w x h with heights amp * sin(2 pi (x cos a + y sin a) / lambda). */
static void sine_pool(struct ripple *r, int w, int h, double lambda, double a, double amp)
{
	assert_int_equal(ripple_init(r, w, h), RIPPLE_OK);
	for (int y = 0; y < h; y++)
		for (int x = 0; x < w; x++)
			r->cur[y * w + x] = (short)lround(amp * sin(2 * PI * (x * cos(a) + y * sin(a)) / lambda));
}

/* A sine's wavelength read along a line across it, within 1%: along a row and slantwise, on a
 * slow swell; its crests ticked one a wave. A line of fewer than two whole waves (150 cells on the
 * 280-cell slant) reads none, but says the wave's length within 1%. */
static void a_sine_gives_its_wavelength(void **state)
{
	static const double lambdas[] = { 3.2, 6.5, 11, 23, 40, 150 };
	double v[GRAPH_MAX_SAMPLES], at[GRAPH_MAX_MARKS];
	struct ripple r;

	(void)state;
	for (int i = 0; i < 6; i++)
		for (int slant = 0; slant < 2; slant++) {
			const double a = slant ? PI / 6 : 0;
			double got;
			int n, k;

			sine_pool(&r, 320, 240, lambdas[i], a, 100);
			n = slant ? graph_sample(&r, 10, 10, 10 + (int)(280 * cos(a)), 10 + (int)(280 * sin(a)), v, GRAPH_MAX_SAMPLES)
				  : graph_sample(&r, 5, 120, 314, 120, v, GRAPH_MAX_SAMPLES);
			assert_true(n > 200);
			for (int x = 0; x < n; x++) /* a swell of half the waves' size */
				v[x] += 50 * sin(PI * x / n);
			got = graph_wavelength(v, n, at, GRAPH_MAX_MARKS, &k);
			if (n - 1 < GRAPH_LEAST_WAVES * lambdas[i]) {
				struct graph_wave wv;

				graph_wave(v, NULL, n, &wv);
				assert_true(got == 0 && wv.why == GRAPH_WAVE_FEW);
				if (fabs(wv.fitted - lambdas[i]) >= 0.01 * lambdas[i])
					fail_msg("lambda %.1f, slant %d: %.2f waves, fitted %.2f", lambdas[i], slant, wv.waves,
						 wv.fitted);
				ripple_free(&r);
				continue;
			}
			if (fabs(got - lambdas[i]) >= 0.01 * lambdas[i])
				fail_msg("lambda %.1f, slant %d: read %.2f", lambdas[i], slant, got);
			assert_true(abs(k - (int)(n / lambdas[i])) <= 1);
			ripple_free(&r);
		}
}

/* The profile that read "3.02 cells" at period 50: one broad crest with two bumps on it is one
 * crest, and a line shorter than two waves, noise or still water gives no wavelength. */
static void only_a_clear_wave_gives_a_wavelength(void **state)
{
	double v[300], at[GRAPH_MAX_MARKS];
	int k;

	(void)state;
	for (int x = 0; x < 300; x++)
		v[x] = 60 * sin(2 * PI * x / 35.3) + 6 * sin(2 * PI * x / 3.0);
	assert_true(fabs(graph_wavelength(v, 300, at, GRAPH_MAX_MARKS, &k) - 35.3) < 0.01 * 35.3);
	assert_int_equal(k, 9);
	assert_true(graph_wavelength(v, 45, at, GRAPH_MAX_MARKS, &k) == 0); /* 1.3 waves */
	for (int x = 0; x < 300; x++)
		v[x] = (x * 7919 % 13) - 6; /* noise */
	assert_true(graph_wavelength(v, 300, at, GRAPH_MAX_MARKS, &k) == 0);
	for (int x = 0; x < 300; x++)
		v[x] = x % 2; /* still water but for the rounding */
	assert_true(graph_wavelength(v, 300, at, GRAPH_MAX_MARKS, &k) == 0);
	assert_int_equal(k, 0);
}

/* The 1080p lesson's period 74 (scale 5: 370 steps, the scheme's 261.6 cells) on a line of 380
 * cells holds 1.4 waves: no wavelength, and the words say how many waves of how long, and the
 * line the reading wants, from the scheme's wavelength or without one from the wave fitted. Two
 * whole waves of it (530 cells), on a slow swell, read within 1%, also as a travelling wave's two
 * phases with a weaker reflected one and noise (graph_wave of two profiles). */
static void a_short_line_says_how_long_to_draw_it(void **state)
{
	const double scheme = graph_scheme_wavelength(4, 0, 370), k = 2 * PI / scheme;
	double a[600], b[600], at[GRAPH_MAX_MARKS];
	struct graph_wave w;
	char why[128];
	int nc;

	(void)state;
	assert_true(fabs(scheme - 261.63) < 0.01);
	for (int x = 0; x < 600; x++) {
		a[x] = 900 * cos(k * x + 1) + 300 * cos(k * x - 0.5) + 40 * sin(PI * x / 600) + (x * 7919 % 13) - 6;
		b[x] = 900 * sin(k * x + 1) - 300 * sin(k * x - 0.5) + 40 * sin(PI * x / 600) + (x * 7717 % 11) - 5;
	}
	assert_true(graph_wavelength(a, 381, at, GRAPH_MAX_MARKS, &nc) == 0);
	graph_wave(a, NULL, 381, &w);
	assert_int_equal(w.why, GRAPH_WAVE_FEW);
	graph_why(&w, 381, scheme, 1, why, sizeof why);
	assert_string_equal(why, "the line holds 1.4 waves of about 262 cells: draw it at least 530 cells long");
	graph_why(&w, 381, 0, 1, why, sizeof why); /* without a scenario: the wave fitted */
	printf("without the scheme: %s (fitted %.2f)\n", why, w.fitted);
	assert_true(fabs(w.fitted - scheme) < 0.05 * scheme);
	assert_non_null(strstr(why, "the line holds 1.4 waves of about 2"));
	assert_non_null(strstr(why, "draw it at least"));
	assert_true(fabs(graph_wavelength(a, 531, at, GRAPH_MAX_MARKS, &nc) - scheme) < 0.01 * scheme);
	graph_wave(a, b, 531, &w);
	assert_int_equal(w.why, GRAPH_WAVE_CLEAR);
	assert_true(fabs(w.lambda - scheme) < 0.01 * scheme);
	graph_why(&w, 531, scheme, 1, why, sizeof why);
	assert_string_equal(why, "");
}

/* Why there is no wavelength: still water (the waves not there yet when a scenario beats), a front
 * half way along the line, two waves of other lengths crossing (not plane), a line of a few cells. */
static void no_wave_says_why(void **state)
{
	double v[300] = { 0 };
	struct graph_wave w;
	char why[128];

	(void)state;
	graph_wave(v, NULL, 300, &w);
	assert_int_equal(w.why, GRAPH_WAVE_FLAT);
	graph_why(&w, 300, 41.7, 1, why, sizeof why);
	assert_string_equal(why, "the waves have not reached the line yet");
	graph_why(&w, 300, 0, 0, why, sizeof why);
	assert_string_equal(why, "the water along the line is still");
	for (int x = 0; x < 150; x++) /* a front half way along */
		v[x] = 100 * sin(2 * PI * x / 20);
	graph_wave(v, NULL, 300, &w);
	assert_int_equal(w.why, GRAPH_WAVE_PART);
	graph_why(&w, 300, 20, 1, why, sizeof why);
	assert_string_equal(why, "the waves have not reached all of the line yet");
	for (int x = 0; x < 300; x++)
		v[x] = 100 * sin(2 * PI * x / 41.7) + 90 * sin(2 * PI * x / 29 + 1);
	graph_wave(v, NULL, 300, &w);
	assert_int_equal(w.why, GRAPH_WAVE_MIXED);
	graph_why(&w, 300, 41.7, 1, why, sizeof why);
	assert_non_null(strstr(why, "the waves along it are not plane"));
	graph_wave(v, NULL, 5, &w);
	graph_why(&w, 5, 0, 0, why, sizeof why);
	assert_string_equal(why, "the line is 4 cells: draw it longer");
	graph_why(&w, 300, 2, 1, why, sizeof why); /* period 4: the grid's limit */
	assert_string_equal(why, "waves of 2.0 cells stand still at the grid's limit of 2: make them longer");
}

/* The scheme's dispersion: the article's 4 neighbours (T = 12 steps: 8.38 cells, long waves at
 * 1/sqrt 2 cells a step), the 12 neighbours' own relation, and none where it does not hold. */
static void the_scheme_gives_its_wavelengths(void **state)
{
	(void)state;
	assert_true(fabs(graph_scheme_wavelength(4, 0, 12) - 8.3835) < 1e-3);
	assert_true(fabs(graph_scheme_wavelength(4, 0, 30) - 21.174) < 1e-3);
	assert_true(fabs(graph_scheme_wavelength(4, 0, 4) - 2) < 1e-6);
	assert_true(fabs(graph_scheme_wavelength(4, 0, 10000) / 10000 - sqrt(0.5)) < 1e-4);
	assert_true(fabs(graph_scheme_wavelength(12, 0, 4) - 3) < 1e-6); /* 2 cos w = 0: cos k = -1/2 */
	for (int t = 5; t <= 1000; t += 7) { /* the relation holds at the wavelength it gives */
		const double k = 2 * PI / graph_scheme_wavelength(12, 0, t);

		assert_true(fabs(2 * cos(2 * PI / t) - (6 * cos(k) + 2 * cos(2 * k) + 4) / 6) < 1e-9);
	}
	assert_true(graph_scheme_wavelength(4, 5, 12) == 0);
	assert_true(graph_scheme_wavelength(4, 0, 3) == 0);
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

/* The median of the last values: strays left out, the window's readings only, nothing unless the
 * window is full and most of it agrees (still water after the waves leaves no old figure, and old
 * waves and new ones make none); steady when agreeing. */
static void recent_readings_give_their_median(void **state)
{
	static const double v[] = { 8, 8.5, 30, 8.2, 0, 2, 8.4 };
	struct graph_recent m = { NULL, 0, 0, 0 };

	(void)state;
	assert_true(graph_recent(&m, 0, 5) == 0);
	for (int i = 0; i < 7; i++)
		assert_true(graph_recent(&m, v[i], 5) == 0 || i >= 4); /* not before 5 values are held */
	assert_int_equal(m.n, 8);
	assert_true(fabs(graph_recent(&m, 8.3, 5) - 8.25) < 1e-9); /* of 8.2 0 2 8.4 8.3: 3 of 5 agree */
	assert_true(graph_recent(&m, 2.5, 5) == 0);   /* of 2 8.4 8.3 2.5: only 2 of 5 agree */
	assert_true(graph_recent(&m, 0, 2) == 0);     /* of 2.5 and none: not more than half */
	for (int i = 0; i < 3; i++)
		graph_recent(&m, 0, 5);
	assert_true(graph_recent(&m, 0, 5) == 0); /* the waves gone: 4 of 5 frames without one */
	assert_false(graph_recent_steady(&m, 4, 0.03));
	for (int i = 0; i < 8; i++)
		graph_recent(&m, 20 + i % 2 * 0.5, 8);
	assert_true(graph_recent_steady(&m, 8, 0.03));
	assert_false(graph_recent_steady(&m, 9, 0.03)); /* a 0 among the last 9 */
	graph_recent(&m, 22, 8);
	assert_false(graph_recent_steady(&m, 8, 0.03)); /* 22 against a median of 20.5 */
	graph_recent_free(&m);
}

/* A window longer than the ring's first GRAPH_RECENT slots: the median over all of it, the values
 * held before the ring grew kept in order. */
static void a_long_window_counts_all_its_values(void **state)
{
	struct graph_recent m = { NULL, 0, 0, 0 };

	(void)state;
	for (int i = 0; i < 100; i++)
		graph_recent(&m, 10, 5);
	for (int i = 0; i < 60; i++)
		graph_recent(&m, 10, 300);
	for (int i = 0; i < 139; i++)
		assert_true(graph_recent(&m, 20, 300) == 0); /* 299 values held at most */
	assert_true(graph_recent(&m, 20, 300) == 10); /* 160 tens of 300: the last 128 alone would say 20 */
	for (int i = 0; i < 9; i++)
		assert_true(graph_recent(&m, 20, 300) == 10); /* down to 151 tens of 300 */
	assert_true(graph_recent(&m, 20, 300) == 0); /* 150 and 150: the median 15, no value near it */
	graph_recent_free(&m);
}

/* The directions of the maxima: every whole m with |m lambda / d| < 1, none without lambda or d. */
static void the_orders_of_the_maxima(void **state)
{
	double s[8];

	(void)state;
	assert_int_equal(graph_orders(8.4, 60, s, 8), 8); /* m = -7 .. 7 would be 15: at most 8 */
	assert_int_equal(graph_orders(20, 60, s, 8), 5);  /* m = -2 .. 2 (3 lambda = d is no direction) */
	assert_true(s[0] == -40.0 / 60 && s[2] == 0 && s[4] == 40.0 / 60);
	assert_int_equal(graph_orders(0, 60, s, 8), 0);
	assert_int_equal(graph_orders(8, 0, s, 8), 0);
}

/* A scenario run as the program runs it at the lesson's scale k: a frame is k steps of the water
 * (the sources driven before each), then the axis's wavelength, the screen and its fringes. */
struct graph_lesson {
	struct ripple r;
	struct scenario sc;
	struct graph_screen s;
	struct graph_recent axis;
	struct graph_fringes f;
	double *mean, lambda;
	long step;
	int k, settled_at; /* the frame the fringes were first steady, -1 before */
};

static void lesson_open(struct graph_lesson *l, int w, int h, int which, int period)
{
	memset(l, 0, sizeof *l);
	l->k = ripple_lesson_scale(h);
	l->settled_at = -1;
	assert_int_equal(ripple_init(&l->r, w, h), RIPPLE_OK);
	assert_int_equal(scenario_apply(&l->sc, &l->r, which, period, l->k), RIPPLE_OK);
	assert_int_equal(graph_screen_at(&l->s, &l->sc, &l->r, 2 * l->k), RIPPLE_OK); /* at the normal speed */
	assert_int_equal(l->s.window, GRAPH_WINDOW_PERIODS * period); /* frames, at any scale */
	assert_non_null(l->mean = calloc((size_t)h, sizeof *l->mean));
}

static void lesson_frames(struct graph_lesson *l, int frames)
{
	for (int f = 0; f < frames; f++) {
		for (int i = 0; i < l->k; i++) {
			assert_int_equal(ripple_drive(&l->r, l->sc.source, l->sc.nsources, l->step++), RIPPLE_OK);
			ripple_spread(&l->r);
		}
		if (f % RIPPLE_CHECKERBOARD_EVERY == 0) /* as the pool scene's frames */
			assert_int_equal(ripple_checkerboard(&l->r, l->sc.source, l->sc.nsources), RIPPLE_OK);
		l->lambda = graph_recent(&l->axis, graph_axis_wavelength(&l->sc, &l->r), l->s.window);
		graph_screen_add(&l->s, &l->r);
		graph_screen_mean(&l->s, l->mean);
		graph_fringes(&l->s, &l->sc, &l->r, graph_scheme_wavelength(4, 0, l->sc.source[0].period), l->lambda,
			      l->mean, &l->f);
		assert_true(!l->f.steady || l->s.filled == l->s.window); /* never steady before a full window */
		if (l->f.steady && l->settled_at < 0)
			l->settled_at = (int)(l->step / l->k);
	}
}

static void lesson_close(struct graph_lesson *l)
{
	graph_screen_free(&l->s);
	graph_recent_free(&l->axis);
	ripple_free(&l->r);
	free(l->mean);
}

/* The double slit at 320x240, T = 12: the wavelength on the axis within 3% of the scheme's, the
 * fringes settling, then within 3% of the theory on this grid (graph_grid_fringe), the textbook's
 * lambda sqrt(L^2 + d^2 / 4) / d beside it (the measured table is in docs/physics.md); taken away
 * with the scenario, no wavelength is left. */
static void the_double_slit_agrees_with_the_theory(void **state)
{
	struct graph_lesson l;
	const double scheme = graph_scheme_wavelength(4, 0, SCENARIO_PERIOD);

	(void)state;
	lesson_open(&l, 320, 240, SCENARIO_DOUBLE_SLIT, SCENARIO_PERIOD);
	lesson_frames(&l, 1000);
	printf("double slit: lambda %.2f cells (scheme %.2f), L %.0f, d %.0f: theory %.2f (textbook %.2f), measured "
	       "%.2f, steady from frame %d\n", l.lambda, scheme, l.f.l, l.f.d, l.f.theory, l.f.textbook, l.f.measured,
	       l.settled_at);
	assert_true(fabs(l.lambda - scheme) < 0.03 * scheme);
	assert_true(l.f.steady && l.settled_at > 0);
	assert_true(fabs(l.f.textbook - scheme * sqrt(132 * 132 + 30 * 30) / 60) < 1e-9);
	assert_true(fabs(l.f.theory - graph_grid_fringe(4, scheme, 130.5, 60)) < 1e-9); /* from the slits' mouths */
	assert_true(fabs(l.f.measured - l.f.theory) < 0.03 * l.f.theory);
	assert_int_equal(scenario_apply(&l.sc, &l.r, SCENARIO_NONE, SCENARIO_PERIOD, 1), RIPPLE_OK);
	for (int f = 0; f <= l.s.window / 2; f++) /* half a window of still water: no reading a frame */
		l.lambda = graph_recent(&l.axis, 0, l.s.window);
	assert_true(l.lambda == 0);
	lesson_close(&l);
}

/* The theory for two points on the grid: for waves long against a cell it is the hyperbola of
 * constant path difference, lambda sqrt(L^2 + d^2/4 - lambda^2/4) / sqrt(d^2 - lambda^2), the
 * textbook's exact form; for the 320x240 lesson's 8.38-cell waves (the slits' mouths 130.5 cells
 * from the screen, 60 apart) it is 20.60, as a plain evaluation of the phases gives; nothing for
 * a wave it cannot make or no screen. */
static void the_grid_theory_is_the_textbook_s_for_long_waves(void **state)
{
	const double hyperbola = 400 * sqrt(5000.0 * 5000 + 500 * 500 - 200 * 200) / sqrt(1000.0 * 1000 - 400 * 400);

	(void)state;
	assert_true(fabs(graph_grid_fringe(4, 400, 5000, 1000) - hyperbola) < 1e-3 * hyperbola);
	assert_true(fabs(graph_grid_fringe(12, 400, 5000, 1000) - hyperbola) < 1e-3 * hyperbola);
	assert_true(fabs(graph_grid_fringe(4, 8.38, 130.5, 60) - 20.598) < 0.01);
	assert_true(graph_grid_fringe(4, 3, 130, 60) == 0);
	assert_true(graph_grid_fringe(4, 8.38, 0, 60) == 0 && graph_grid_fringe(4, 8.38, 130, 0) == 0);
	assert_true(graph_grid_fringe(4, 100, 130, 60) == 0); /* no whole wave's difference on the screen */
	assert_true(graph_grid_fringe(8, 8.38, 130, 60) == 0);
}

/* A grating's first order on the grid: for two points it is where their waves are a wave apart
 * (graph_grid_fringe's); far from three points 1000 apart, for waves long against a cell, at d
 * sin(theta) = lambda; near three slits 20 apart (the grating lesson's, 130.5 cells from its screen)
 * past the faint maximum between the orders; nothing without a wave, a screen or a distance. */
static void the_grating_theory_finds_the_first_order(void **state)
{
	const double y2 = graph_grid_grating(4, 8.38, 130.5, 60, 2), far = graph_grid_grating(4, 400, 20000, 1000, 3);
	const double near = graph_grid_grating(4, 8.38, 130.5, 20, 3);

	(void)state;
	assert_true(fabs(y2 - graph_grid_fringe(4, 8.38, 130.5, 60)) < 0.005 * y2);
	assert_true(fabs(far / hypot(20000, far) - 0.4) < 0.004);
	assert_true(near / hypot(130.5, near) > 0.419 && near / hypot(130.5, near) < 0.46); /* 0.446: the grid's */
	assert_true(graph_grid_grating(4, 3, 130, 20, 3) == 0 && graph_grid_grating(4, 8.38, 0, 20, 3) == 0);
	assert_true(graph_grid_grating(4, 8.38, 130, 0, 3) == 0 && graph_grid_grating(4, 8.38, 130, 20, 1) == 0);
}

/* Clean plane waves (a strong line source in a long absorbing pool, no barrier) of every period of
 * the lesson, 4 to 100 frames, at scales 1 to 3 (240, 480, 720 rows: period x k steps): the
 * profile reads the scheme's wavelength within 3% or says there is no clear wave, and reads one
 * from 6 steps up. Waves longer than LONG_WAVE cells, within 5%: they read up to 4.2% long in these
 * pools (212 cells read 221.1), whose 24-cell absorbing edges are thin for them. The larger scales
 * only in the plain build (slow under the sanitizers). */
#define LONG_WAVE 150
static void clean_waves_read_the_scheme(void **state)
{
	static const int periods[] = { 4, 5, 6, 8, 12, 20, 30, 50, 70, 100 };
	const int scales = RUNNING_ON_SANITIZERS ? 1 : 3;

	(void)state;
	for (int k = 1; k <= scales; k++)
		for (int i = 0; i < (int)(sizeof periods / sizeof *periods); i++) {
			const int steps = periods[i] * k;
			const double scheme = graph_scheme_wavelength(4, 0, steps);
			const int w = 80 + (int)(3 * scheme), h = 240 * k; /* the pool's rows at that scale: a lower
									       * pool guides long waves, longer */
			struct ripple_source s = { 1, 26, 0, 26, h - 1, 0, 8000, steps, 0, 0, 0, 0, 0, 0 };
			double v[GRAPH_MAX_SAMPLES], at[GRAPH_MAX_MARKS], got;
			struct ripple r;
			int n, nc;

			assert_int_equal(ripple_init(&r, w, h), RIPPLE_OK);
			ripple_set_damping(&r, 0);
			assert_int_equal(ripple_set_edge(&r, RIPPLE_EDGE_ABSORB), RIPPLE_OK);
			for (long t = 0; t < (long)(w / 0.6) + 5 * steps; t++) {
				assert_int_equal(ripple_drive(&r, &s, 1, t), RIPPLE_OK);
				ripple_spread(&r);
			}
			n = graph_sample(&r, 30, h / 2, w - 30, h / 2, v, GRAPH_MAX_SAMPLES);
			got = graph_wavelength(v, n, at, GRAPH_MAX_MARKS, &nc);
			printf("clean waves, scale %d, period %d frames (%d steps): %.2f cells, scheme %.2f\n", k, periods[i],
			       steps, got, scheme);
			assert_true(got == 0 || fabs(got - scheme) < (scheme > LONG_WAVE ? 0.05 : 0.03) * scheme);
			assert_true(got > 0 || steps < 6);
			ripple_free(&r);
		}
}

/* The windows span five periods of the water's own time at every speed: 1/2, 1, 2 and 4 are 1, 2, 4
 * and 8 half steps a frame at scale 1, times the scale; whole periods in whole frames, the fewest
 * from five up (a frame's sample falls on every phase alike). */
static void the_windows_follow_the_speed(void **state)
{
	static const int speeds[] = { 1, 2, 4, 8 }; /* half steps a frame at scale 1 */

	(void)state;
	for (int k = 1; k <= 9; k++)
		for (int i = 0; i < 4; i++)
			for (int period = 2; period <= 100; period++) {
				const int steps = period * k, halves = speeds[i] * k, frames = graph_window(steps, halves);
				const long long twice = 2LL * steps; /* a period in half steps */
				const long long n = (long long)frames * halves / twice;

				assert_true((long long)frames * halves == n * twice); /* whole periods */
				assert_true(n >= GRAPH_WINDOW_PERIODS);
				for (long long m = GRAPH_WINDOW_PERIODS; m < n; m++) /* the fewest */
					assert_true(twice * m % halves != 0);
				if (period % 4 == 0)
					assert_true(n == GRAPH_WINDOW_PERIODS);
			}
	assert_int_equal(graph_window(12, 1), 240); /* half speed: a period 24 frames */
	assert_int_equal(graph_window(12, 2), 120);
	assert_int_equal(graph_window(12, 8), 30);  /* speed 4: 3 frames a period */
	assert_int_equal(graph_window(7, 8), 21);   /* 12 periods of 7 steps at 4 a frame */
	assert_int_equal(graph_window(60, 25), 48); /* scale 5 at half speed: 2.5 steps a frame */
}

/* The step the double slit at 320x240 first shows steady fringes at `speed` steps a frame (the screen
 * made for that speed: `frames` frames of GRAPH_WINDOW_PERIODS periods), in at most `steps` steps;
 * every steady reading within 3% of the theory. */
static int double_slit_settles(int speed, int frames, int steps)
{
	struct graph_lesson l;
	int at;

	lesson_open(&l, 320, 240, SCENARIO_DOUBLE_SLIT, SCENARIO_PERIOD);
	graph_screen_free(&l.s);
	assert_int_equal(graph_screen_at(&l.s, &l.sc, &l.r, 2 * speed), RIPPLE_OK);
	assert_int_equal(l.s.window, frames);
	assert_int_equal(l.s.period, SCENARIO_PERIOD / speed);
	l.k = speed;
	for (int f = 0; f < steps / speed; f++) {
		lesson_frames(&l, 1);
		assert_true(!l.f.steady || fabs(l.f.measured - l.f.theory) < 0.03 * l.f.theory);
	}
	at = l.settled_at * speed;
	lesson_close(&l);
	return at;
}

/* At speed 4 the fringes settle when they do at speed 1, within the window's periods of the water's
 * time: the screen averages 30 frames, not 120 (40 periods). */
static void the_fringes_settle_alike_at_speed_4(void **state)
{
	const int one = double_slit_settles(1, 120, 900), four = double_slit_settles(4, 30, 900);

	(void)state;
	printf("double slit: steady from step %d at speed 1, %d at speed 4\n", one, four);
	assert_true(one > 0 && four > 0);
	assert_true(abs(four - one) <= GRAPH_WINDOW_PERIODS * SCENARIO_PERIOD);
}

/* A synthetic beat at the clock: a sine of period p frames rounded to whole heights (as the integer
 * step leaves them), starting late and growing over its first periods on a slow swell, reads its
 * period to the hundredth of a frame once ten whole periods passed, and says why before. */
static void a_sine_gives_its_period(void **state)
{
	static const double periods[] = { 3, 7.25, 12, 36, 84 };
	static double v[GRAPH_CLOCK_FRAMES], work[GRAPH_CLOCK_FRAMES];
	struct graph_period p;
	char why[128];

	(void)state;
	for (int k = 0; k < (int)(sizeof periods / sizeof *periods); k++) {
		const double t0 = 2.5 * periods[k]; /* still water before */
		const int n = (int)(t0 + 30 * periods[k]);

		for (int i = 0; i < n; i++) {
			const double grow = i < t0 ? 0 : fmin(1, (i - t0) / (3 * periods[k]));

			v[i] = round(40 * sin(2 * PI * i / 900.0) + grow * 200 * sin(2 * PI * (i - t0) / periods[k]));
		}
		graph_period(v, n, work, &p);
		printf("a sine of period %.2f frames: %.4f\n", periods[k], p.period);
		assert_int_equal(p.why, GRAPH_PERIOD_READ);
		assert_true(fabs(p.period - periods[k]) < 0.005); /* the hundredth shown */
		graph_period(v, (int)(t0 + 6 * periods[k]), work, &p);
		assert_int_equal(p.why, GRAPH_PERIOD_FEW);
		assert_true(p.period == 0 && p.periods >= 2 && p.periods < GRAPH_CLOCK_PERIODS);
		graph_period_why(&p, why, sizeof why);
		assert_non_null(strstr(why, "counting periods"));
	}
	for (int i = 0; i < 400; i++) /* still water, rounding's noise */
		v[i] = i % 3 == 0;
	graph_period(v, 400, work, &p);
	assert_int_equal(p.why, GRAPH_PERIOD_STILL);
	graph_period_why(&p, why, sizeof why);
	assert_non_null(strstr(why, "still water"));
	for (int i = 0; i < 1200; i++) /* two periods beating: no steady period */
		v[i] = round(100 * sin(2 * PI * i / 12) + 100 * sin(2 * PI * i / 17));
	graph_period(v, 1200, work, &p);
	assert_int_equal(p.why, GRAPH_PERIOD_IRREGULAR);
}

/* The clock in a lesson: the height at a point, once a frame, its period read and the probe's
 * wavelength (the median over ten periods), v = f lambda in cells a frame against the scheme's phase
 * speed for that period (k steps a frame at scale k). */
static void lesson_clock(int w, int h, int which, int frames, double *period, double *speed, double *scheme)
{
	static double v[GRAPH_CLOCK_FRAMES], work[GRAPH_CLOCK_FRAMES];
	struct graph_recent axis = { 0 };
	struct graph_period p;
	struct ripple r;
	struct scenario sc;
	const int k = ripple_lesson_scale(h);
	int x, y, n = 0;
	double lambda = 0;
	long step = 0;

	memset(&sc, 0, sizeof sc); /* as lesson_open's: scenario_apply reads the caller's fields */
	assert_int_equal(ripple_init(&r, w, h), RIPPLE_OK);
	assert_int_equal(scenario_apply(&sc, &r, which, SCENARIO_PERIOD, k), RIPPLE_OK);
	x = sc.probe[0];
	y = sc.probe[1];
	for (int f = 0; f < frames; f++) {
		for (int i = 0; i < k; i++) {
			assert_int_equal(ripple_drive(&r, sc.source, sc.nsources, step++), RIPPLE_OK);
			ripple_spread(&r);
		}
		if (f % RIPPLE_CHECKERBOARD_EVERY == 0)
			assert_int_equal(ripple_checkerboard(&r, sc.source, sc.nsources), RIPPLE_OK);
		lambda = graph_recent(&axis, graph_axis_wavelength(&sc, &r), GRAPH_WINDOW_PERIODS * SCENARIO_PERIOD);
		assert_int_equal(graph_sample(&r, x, y, x, y, &v[n < GRAPH_CLOCK_FRAMES ? n : 0], 1), 1);
		n += n < GRAPH_CLOCK_FRAMES;
	}
	graph_period(v, n, work, &p);
	*period = p.period;
	*speed = p.period > 0 ? lambda / p.period : 0;
	*scheme = k * graph_scheme_speed(r.stencil, 0, SCENARIO_PERIOD * k);
	printf("clock at %d,%d of %dx%d: period %.4f frames (source's %d), lambda %.2f cells, v = f lambda %.4f cells a "
	       "frame (scheme %.4f)\n", x, y, w, h, p.period, SCENARIO_PERIOD, lambda, *speed, *scheme);
	graph_recent_free(&axis);
	ripple_free(&r);
}

/* The double slit and the two sources at 320x240 and 1280x720: the source's period to the hundredth
 * of a frame, v = f lambda within 3% of the scheme's speed. */
static void the_clock_reads_the_lessons(void **state)
{
	static const int sizes[][2] = { { 320, 240 }, { 1280, 720 } };
	static const int which[] = { SCENARIO_DOUBLE_SLIT, SCENARIO_TWO_SOURCES };
	const int n = RUNNING_ON_SANITIZERS ? 1 : 2;

	(void)state;
	for (int s = 0; s < n; s++)
		for (int i = 0; i < 2; i++) {
			double period, speed, scheme;

			lesson_clock(sizes[s][0], sizes[s][1], which[i], 1200, &period, &speed, &scheme);
			assert_true(fabs(period - SCENARIO_PERIOD) < 0.005);
			assert_true(fabs(speed - scheme) < 0.03 * scheme);
		}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(a_sine_gives_its_wavelength),
		cmocka_unit_test(only_a_clear_wave_gives_a_wavelength),
		cmocka_unit_test(a_short_line_says_how_long_to_draw_it),
		cmocka_unit_test(no_wave_says_why),
		cmocka_unit_test(the_scheme_gives_its_wavelengths),
		cmocka_unit_test(lines_outside_the_pool_are_refused),
		cmocka_unit_test(a_two_slit_intensity_gives_its_maxima),
		cmocka_unit_test(the_screen_averages_a_running_window),
		cmocka_unit_test(recent_readings_give_their_median),
		cmocka_unit_test(a_long_window_counts_all_its_values),
		cmocka_unit_test(the_orders_of_the_maxima),
		cmocka_unit_test(the_double_slit_agrees_with_the_theory),
		cmocka_unit_test(the_grid_theory_is_the_textbook_s_for_long_waves),
		cmocka_unit_test(clean_waves_read_the_scheme),
		cmocka_unit_test(the_windows_follow_the_speed),
		cmocka_unit_test(the_fringes_settle_alike_at_speed_4),
		cmocka_unit_test(the_grating_theory_finds_the_first_order),
		cmocka_unit_test(a_sine_gives_its_period),
		cmocka_unit_test(the_clock_reads_the_lessons),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
