/* test_readings.c - cmocka unit tests of the readings of a dish, a mirror and refraction's edge: the parabolic wall's cells (scenes/scenario.c), the brightest point of a region (graphs/focus.c) and the angles of two patches' fronts (graphs/fronts.c) on synthetic water. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "ripple.h"
#include "graphs/focus.h"
#include "graphs/fronts.h"
#include "scenes/lesson.h"
#include "scenes/scenario.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PI 3.14159265358979323846

/* Lays out a lesson's text on pool r at scale k, its beam turned to `angle` degrees on its wall (0:
 * as it is). */
static void lay_at(struct scenario *sc, struct ripple *r, struct lesson *l, const char *text, int k, int angle)
{
	char err[256];

	assert_int_equal(lesson_parse(l, text, strlen(text), "dish.lesson", err, sizeof err), 0);
	memset(sc, 0, sizeof *sc);
	sc->lesson = l;
	sc->angle = angle;
	assert_int_equal(scenario_apply(sc, r, SCENARIO_LESSON, 12, k), RIPPLE_OK);
}

static void lay(struct scenario *sc, struct ripple *r, struct lesson *l, const char *text, int k)
{
	lay_at(sc, r, l, text, k, 0);
}

/* The cells water reaches from (x, y) through their sides (the 4 neighbours a step spreads to)
 * among those whose distance along the axis (c, s) from (vx, vy) is at most `most`: 1 in seen. */
static void flood(const struct ripple *r, unsigned char *seen, int x, int y, int vx, int vy, double c, double s,
		  double most)
{
	int *stack = malloc((size_t)r->w * r->h * 2 * sizeof *stack), n = 0;

	assert_non_null(stack);
	stack[n++] = x;
	stack[n++] = y;
	seen[y * r->w + x] = 1;
	while (n) {
		const int cy = stack[--n], cx = stack[--n];
		static const int dx[] = { 1, -1, 0, 0 }, dy[] = { 0, 0, 1, -1 };

		for (int i = 0; i < 4; i++) {
			const int nx = cx + dx[i], ny = cy + dy[i];

			if (nx < 0 || ny < 0 || nx >= r->w || ny >= r->h || seen[ny * r->w + nx] ||
			    ripple_is_wall(r, nx, ny) || (nx - vx) * c + (ny - vy) * s > most)
				continue;
			seen[ny * r->w + nx] = 1;
			stack[n++] = nx;
			stack[n++] = ny;
		}
	}
	free(stack);
}

/* A dish at 0, 30 and 180 degrees, at scale 1 and 3: its arc walled (the cell nearest each point
 * of it), the focus and the water in front of the vertex open, and the water inside the dish, up
 * to its focus's line, closed: nothing reaches behind the vertex through the wall, diagonally or
 * not. The focus laid out where the theory puts it, the search square around it. */
static void a_dish_is_walled_without_a_gap(void **state)
{
	static const int degs[] = { 0, 30, 180 };
	static struct lesson l;
	struct scenario sc;
	struct ripple r;

	(void)state;
	for (int k = 1; k <= 3; k += 2)
		for (size_t i = 0; i < sizeof degs / sizeof *degs; i++) {
			const double c = cos(degs[i] * PI / 180), s = sin(degs[i] * PI / 180);
			const int vx = 160 * k, vy = 120 * k, f = 30 * k, half = 70 * k;
			char text[128];
			unsigned char *seen;

			assert_int_equal(ripple_init(&r, 320 * k, 240 * k), RIPPLE_OK);
			snprintf(text, sizeof text, "parabola 160 120 30 %d 70\n", degs[i]);
			lay(&sc, &r, &l, text, k);
			for (double v = -half; v <= half; v += 1) {
				const double u = v * v / (4.0 * f);

				assert_true(ripple_is_wall(&r, (int)lround(vx + u * c - v * s), (int)lround(vy + u * s + v * c)));
			}
			assert_int_equal(sc.focus[0], (int)lround(vx + f * c));
			assert_int_equal(sc.focus[1], (int)lround(vy + f * s));
			assert_true(sc.focus_box[0] < sc.focus[0] && sc.focus_box[2] > sc.focus[0]);
			assert_true(sc.focus_box[1] < sc.focus[1] && sc.focus_box[3] > sc.focus[1]);
			assert_false(ripple_is_wall(&r, sc.focus[0], sc.focus[1]));
			assert_false(ripple_is_wall(&r, (int)lround(vx + 3 * k * c), (int)lround(vy + 3 * k * s)));
			assert_true(ripple_is_wall(&r, vx, vy));
			seen = calloc((size_t)r.w * r.h, 1);
			assert_non_null(seen);
			flood(&r, seen, sc.focus[0], sc.focus[1], vx, vy, c, s, f);
			for (int y = 0; y < r.h; y++)
				for (int x = 0; x < r.w; x++)
					if (seen[y * r.w + x] && (x - vx) * c + (y - vy) * s < -1)
						fail_msg("deg %d scale %d: the water leaks behind the dish at %d,%d", degs[i], k, x, y);
			free(seen);
			ripple_free(&r);
		}
}

/* The parabola's line reads and writes back the same, its angle within 0..359; a bad one says why. */
static void a_parabola_reads_and_writes_back(void **state)
{
	static const char text[] = "pool 320 240\nline-source left\nparabola 276 120 40 -90 90\n";
	static struct lesson l, again;
	char out[1024], out2[1024], err[256];
	int n;

	(void)state;
	assert_int_equal(lesson_parse(&l, text, sizeof text - 1, "p.lesson", err, sizeof err), 0);
	assert_int_equal(l.object[1].kind, LESSON_PARABOLA);
	assert_int_equal(l.object[1].angle, 270);
	assert_int_equal(l.object[1].radius, 40);
	assert_int_equal(l.object[1].width, 90);
	n = lesson_write(&l, out, sizeof out);
	assert_non_null(strstr(out, "\nparabola 276 120 40 270 90\n"));
	assert_int_equal(lesson_parse(&again, out, (size_t)n, "p.lesson", err, sizeof err), 0);
	assert_int_equal(lesson_write(&again, out2, sizeof out2), n);
	assert_string_equal(out, out2);
	assert_int_equal(lesson_parse(&l, "parabola 1 1 0 0 5\n", 19, "x.lesson", err, sizeof err), -1);
	assert_non_null(strstr(err, "x.lesson:1: parabola's FOCUS 0 is out of range"));
	assert_int_equal(lesson_parse(&l, "parabola 1 1 5 0\n", 17, "x.lesson", err, sizeof err), -1);
	assert_non_null(strstr(err, "expected parabola VX VY FOCUS DEG HALFWIDTH"));
	assert_int_equal(lesson_parse(&l, "parabola 400 1 5 0 9\n", 21, "x.lesson", err, sizeof err), -1);
	assert_non_null(strstr(err, "outside the 320x240 pool"));
}

/* Frame `step` of water whose heights are `height` (x, y, step) everywhere, on pool r. */
static void fill(struct ripple *r, double (*height)(int, int, long), long step)
{
	for (int y = 0; y < r->h; y++)
		for (int x = 0; x < r->w; x++)
			r->cur[y * r->w + x] = (short)lround(height(x, y, step));
}

/* A bright spot at 41.3, 28.6 beating with a period of 12 steps, over weaker waves of another period. */
static double spot(int x, int y, long step)
{
	const double d2 = (x - 41.3) * (x - 41.3) + (y - 28.6) * (y - 28.6);

	return 3000 * exp(-d2 / 18) * cos(2 * PI * step / 12.0) + 300 * sin(0.7 * x) * cos(2 * PI * step / 7.0);
}

/* A long spot, as a lens's: brightest at x 41.3, falling off slowly beyond it (more slowly still
 * with `tail` 20000: past the search square's end). */
static double tail = 200;

static double long_spot(int x, int y, long step)
{
	const double dx = x - 41.3, dy = y - 28.6;

	return 3000 * exp(-dx * dx / (dx < 0 ? 18 : tail) - dy * dy / 18) * cos(2 * PI * step / 12.0);
}

/* The spot anywhere in a frame: on the search square's edge at 20, 20. */
static double edge_spot(int x, int y, long step)
{
	return 3000 * exp(-((x - 20) * (x - 20) + (y - 20) * (y - 20)) / 18.0) * cos(2 * PI * step / 12.0);
}

/* What a report writes, into text (len bytes). */
static void said(void (*report)(const void *, FILE *), const void *what, char *text, size_t len)
{
	FILE *out = tmpfile();
	size_t n;

	assert_non_null(out);
	report(what, out);
	rewind(out);
	n = fread(text, 1, len - 1, out);
	text[n] = 0;
	fclose(out);
}

static void report_focus(const void *fo, FILE *out)
{
	focus_report(fo, out);
}

static void report_fronts(const void *fr, FILE *out)
{
	fronts_report(fr, out);
}

/* Runs the focus over steps 0..last of the water `height`. */
static void run_focus(struct focus *fo, struct ripple *r, const struct focus_ask *ask, double (*height)(int, int, long),
		      long last, int steps)
{
	struct scene_heights h = { r, 1, NULL, 2, 0, 1, 0, { 0, 0, 0 } };
	struct graph_frame f = { &h, steps, 12, 1, 0 };

	for (long t = 0; t <= last; t++) {
		h.step = t;
		fill(r, height, t);
		f.restart = t == 0;
		focus_step(fo, &f, 1, ask);
	}
}

/* The brightest point of a synthetic spot found to a few tenths of a cell, and said, once the waves
 * have arrived and ten periods are averaged; before, on the square's edge and without a source, why
 * not in words. */
static void the_focus_finds_the_brightest_point(void **state)
{
	const struct focus_ask ask = { { 20, 10, 60, 50 }, { 40, 30 }, 100, 2, NULL, { 0, 0 }, NULL, 0 };
	const struct focus_ask lens = { { 20, 10, 60, 50 }, { 40, 30 }, 100, 2, NULL, { 38, 44 }, NULL, 0 };
	const struct focus_ask none = { { 20, 10, 60, 50 }, { 40, 30 }, 100, 2, "no wave of this period", { 0, 0 }, NULL, 0 };
	struct focus fo;
	struct ripple r;
	char text[1024];
	double off;

	(void)state;
	memset(&fo, 0, sizeof fo);
	assert_int_equal(ripple_init(&r, 80, 60), RIPPLE_OK);
	run_focus(&fo, &r, &ask, spot, 99, 12);
	assert_int_equal(fo.why, FOCUS_ARRIVING);
	run_focus(&fo, &r, &ask, spot, 200, 12);
	assert_int_equal(fo.why, FOCUS_AVERAGING);
	run_focus(&fo, &r, &ask, spot, 400, 12);
	assert_int_equal(fo.why, FOCUS_OK);
	assert_true(fabs(fo.at[0] - 41.3) < 0.3 && fabs(fo.at[1] - 28.6) < 0.3);
	said(report_focus, &fo, text, sizeof text);
	assert_non_null(strstr(text, "focus: brightest at 41."));
	assert_non_null(strstr(text, "(theory 40,30: "));
	assert_true(sscanf(strstr(text, "(theory 40,30: ") + 15, "%lf", &off) == 1);
	assert_true(fabs(off - 0.96) < 0.2); /* 1.9 cells, at 2 a cell of the lesson */
	assert_non_null(strstr(text, "from frame 100 to 400"));
	assert_null(strstr(text, "over 90%"));
	/* a lens's: the stretch of the row over 90% of the brightest, beside the theory's (the spot's
	 * intensity e^{-d^2 / 9}: within a cell of 41.3 each way) */
	run_focus(&fo, &r, &lens, spot, 400, 12);
	assert_int_equal(fo.why, FOCUS_OK);
	assert_true(fo.stretch[0] > 39.8 && fo.stretch[0] < 41 && fo.stretch[1] > 41.6 && fo.stretch[1] < 42.8);
	said(report_focus, &fo, text, sizeof text);
	assert_non_null(strstr(text, "focus: the bright stretch's middle at 41."));
	assert_non_null(strstr(text, "over 90% of the brightest along the row from x "));
	assert_non_null(strstr(text, "(theory 38.0 to 44.0), brightest at x 41."));
	/* a long one: its focus the stretch's middle (the intensity over 90% of the brightest from
	 * 41.3 - 0.97 to 41.3 + 3.25), not its brightest point; longer than the square, why not */
	run_focus(&fo, &r, &lens, long_spot, 400, 12);
	assert_int_equal(fo.why, FOCUS_OK);
	assert_true(fabs(fo.at[0] - 42.44) < 0.3 && fabs(fo.brightest - 41.3) < 0.5); /* a lopsided peak's parabola */
	tail = 20000;
	run_focus(&fo, &r, &lens, long_spot, 400, 12);
	assert_int_equal(fo.why, FOCUS_LONG);
	said(report_focus, &fo, text, sizeof text);
	assert_non_null(strstr(text, "focus: the bright stretch (over 90% of the brightest, at 4"));
	assert_non_null(strstr(text, ",29) runs past the region searched along the row; theory 40,30 (from x 38.0 to 44.0)"));
	/* a theory without a point: said, nothing measured */
	run_focus(&fo, &r, &none, spot, 400, 12);
	assert_int_equal(fo.why, FOCUS_NO_THEORY);
	said(report_focus, &fo, text, sizeof text);
	assert_non_null(strstr(text, "focus: no reading: no wave of this period"));
	run_focus(&fo, &r, &ask, edge_spot, 400, 12);
	assert_int_equal(fo.why, FOCUS_EDGE);
	run_focus(&fo, &r, &ask, spot, 400, 0);
	assert_int_equal(fo.why, FOCUS_STILL);
	said(report_focus, &fo, text, sizeof text);
	assert_non_null(strstr(text, "focus: no waves to average"));
	focus_free(&fo);
	ripple_free(&r);
}

/* The pixels of colour v in column x of im, rows y0 to y1. */
static int in_column(const struct ripple_image *im, int x, int y0, int y1, uint32_t v)
{
	int n = 0;

	for (int y = y0; y <= y1; y++)
		n += ((const uint32_t *)im->pixels)[y * im->w + x] == v;
	return n;
}

/* A lens's panel: its words at the top and, in its lower half, the brightness along the axis, the
 * theory's curve (given) and the measured one, each bright stretch's middle a tick down to the
 * floor where the focus and the theory's lie; without a theory's curve, no plot. */
static void the_lens_panel_plots_the_axis(void **state)
{
	const struct plot_colors c = { .bg = 1, .axis = 2, .curve = 3, .mark = 4, .text = 5 };
	struct focus_ask lens = { { 20, 10, 60, 50 }, { 40, 30 }, 100, 2, NULL, { 38, 44 }, NULL, 0 };
	struct ripple_image im = { calloc(200 * 400, 4), 200, 400, 200 * 4, 4 };
	const struct plot_rect r = { 0, 0, 200, 400 };
	double theory[256];
	struct focus fo;
	struct ripple r0;
	int x0 = 2, x1 = 200 - 3, tick, white = 0;

	(void)state;
	assert_non_null(im.pixels);
	for (int i = 0; i < 256; i++) { /* peaks at x 41 of the box's 20..60 */
		const double x = 20 + i * 40.0 / 255 - 41;

		theory[i] = exp(-x * x / 40);
	}
	memset(&fo, 0, sizeof fo);
	assert_int_equal(ripple_init(&r0, 80, 60), RIPPLE_OK);
	tail = 200;
	run_focus(&fo, &r0, &lens, long_spot, 400, 12);
	focus_draw(&fo, &im, &r, &c, 1);
	for (int x = 0; x < 200; x++)
		assert_int_equal(in_column(&im, x, 200, 399, c.curve), 0); /* no curve asked: words only */
	lens.curve = theory;
	lens.ncurve = 256;
	run_focus(&fo, &r0, &lens, long_spot, 400, 12);
	assert_int_equal(fo.why, FOCUS_OK);
	focus_draw(&fo, &im, &r, &c, 1);
	assert_true(in_column(&im, 1, 0, 8, c.text) > 0); /* the words */
	tick = x0 + (int)lround((41.0 - 20) * (x1 - x0) / 40); /* the theory's stretch 38..44: its middle */
	assert_true(in_column(&im, tick, 200, 399, c.curve) > 50);
	tick = x0 + (int)lround((fo.at[0] - 20) * (x1 - x0) / 40); /* the measured one's */
	assert_true(in_column(&im, tick, 200, 399, c.text) + in_column(&im, tick + 1, 200, 399, c.text) > 50);
	for (int x = x0; x < x1; x++) /* the measured curve across the plot */
		white += in_column(&im, x, 250, 382, c.text) > 0;
	assert_true(white > (x1 - x0) * 9 / 10);
	focus_free(&fo);
	ripple_free(&r0);
	free(im.pixels);
}

static double angle_in = 30, angle_out = 180 - 41; /* the waves' ways, degrees from across the pool */

/* Plane waves 20 cells long, left of column 100 running at angle_in, right of it at angle_out. */
static double two_beams(int x, int y, long step)
{
	const double a = (x < 100 ? angle_in : angle_out) * PI / 180, k = 2 * PI / 20;

	return 1000 * cos(k * (x * cos(a) + y * sin(a)) - 2 * PI * step / 12.0);
}

/* The angles of synthetic plane waves from a normal along -x: the incident ones' 30 degrees, the
 * reflected ones' 41, read to a tenth, and their wavelength; before ten periods, why not. */
static void the_fronts_read_the_angles(void **state)
{
	const struct fronts_ask ask = { 1, { { 50, 100, 12 }, { 150, 100, 12 } }, { -1, 0 }, 30, 60 };
	struct scene_heights h;
	struct graph_frame f;
	struct fronts fr;
	struct ripple r;
	char text[1024];

	(void)state;
	memset(&fr, 0, sizeof fr);
	assert_int_equal(ripple_init(&r, 200, 200), RIPPLE_OK);
	h = (struct scene_heights){ &r, 1, NULL, 2, 0, 1, 0, { 0, 0, 0 } };
	f = (struct graph_frame){ &h, 12, 12, 1, 0 };
	for (long t = 0; t <= 250; t++) {
		h.step = t;
		fill(&r, two_beams, t);
		fronts_step(&fr, &f, 1, &ask);
		if (t == 100)
			assert_int_equal(fr.why, FRONTS_AVERAGING);
	}
	assert_int_equal(fr.why, FRONTS_OK);
	assert_true(fabs(fr.angle[0] - 30) < 0.1);
	assert_true(fabs(fr.angle[1] - 41) < 0.1);
	assert_true(fabs(fr.lambda[0] - 20) < 0.2 && fabs(fr.lambda[1] - 20) < 0.2);
	said(report_fronts, &fr, text, sizeof text);
	assert_non_null(strstr(text, "reflection: incidence 30.0 degrees, reflection 41.0 (law: equal; the wall's angle "
				     "of incidence 30.0)"));
	fronts_free(&fr);
	ripple_free(&r);
}

/* The mirror lesson's patches: one on each beam, clear of the wall and of the other beam, the
 * normal facing the source, the wall's angle of incidence 30 degrees at 320x240 (its ends' slope). */
static void the_mirror_lesson_places_its_patches(void **state)
{
	static struct lesson l;
	struct scenario sc;
	struct ripple r;
	size_t len;
	const char *text = lesson_builtin("mirror", &len);

	(void)state;
	assert_non_null(text);
	assert_int_equal(ripple_init(&r, 320, 240), RIPPLE_OK);
	lay(&sc, &r, &l, text, 1);
	assert_int_equal(sc.fronts, 1);
	assert_true(fabs(sc.incidence - atan(78.0 / 134) * 180 / PI) < 0.01);
	assert_true(sc.normal[0] < 0); /* towards the source on the left */
	assert_int_equal(sc.front_in[1], 70);
	assert_true(sc.front_in[0] > 90 && sc.front_in[0] < 195);
	assert_true(sc.front_out[1] > 100 && sc.front_out[0] < 230); /* below the beam, back to the left */
	assert_int_equal(sc.focus_box[2], 0);
	ripple_free(&r);
}

/* The mirror's wall turned to the angle asked, its patches laid for it; the lesson written as laid
 * out turns it the same way; an angle past the range that fits, or a lesson without a mirror,
 * refused with the range in words. */
static void the_mirror_turns_to_the_angle_asked(void **state)
{
	static struct lesson l, now;
	struct scenario sc;
	struct ripple r;
	char why[256], text[4096];
	size_t len;
	const char *mirror = lesson_builtin("mirror", &len);

	(void)state;
	assert_int_equal(ripple_init(&r, 320, 240), RIPPLE_OK);
	for (int a = 21; a <= 58; a += 12) {
		lay_at(&sc, &r, &l, mirror, 1, a);
		assert_int_equal(sc.fronts, 1);
		assert_true(fabs(sc.incidence - a) < 0.5);
		assert_int_equal(scenario_misfit(&sc, &r, why, sizeof why), 0);
		assert_false(ripple_is_wall(&r, sc.front_out[0], sc.front_out[1]));
		assert_int_equal(scenario_lesson_now(&sc, &r, &now), 0);
		assert_true(lesson_write(&now, text, sizeof text) > 0);
		lay(&sc, &r, &l, text, 1); /* the wall as written: at the angle, unturned */
		assert_true(fabs(sc.incidence - a) < 0.6);
	}
	lay_at(&sc, &r, &l, mirror, 1, 59);
	assert_int_equal(scenario_misfit(&sc, &r, why, sizeof why), -1);
	assert_string_equal(why, "angle of incidence 59 does not fit this 320x240 pool: it can be 21 to 58 degrees");
	lay_at(&sc, &r, &l, "line-source left\nbarrier 160 slits 6 60\n", 1, 30);
	assert_int_equal(scenario_misfit(&sc, &r, why, sizeof why), -1);
	assert_non_null(strstr(why, "angle of incidence 30: this lesson has no beam on a straight wall to turn"));
	ripple_free(&r);
}

/* The angle between the vertical fronts of waves from the left and the shallow water's edge on
 * pool r, in degrees: the first shallow column of rows a quarter and three quarters down. */
static double edge_angle(const struct ripple *r)
{
	int x[2] = { -1, -1 };

	assert_non_null(r->slow);
	for (int i = 0; i < 2; i++) {
		const int y = r->h / 4 + i * r->h / 2;

		for (int c = 0; c < r->w && x[i] < 0; c++)
			x[i] = r->slow[(size_t)y * r->w + c] ? c : -1;
		assert_true(x[i] >= 0);
	}
	return atan2(fabs((double)x[1] - x[0]), r->h / 2) * 180 / PI;
}

/* The refraction lesson's edge turned to the angle asked on the pool as laid out (4:3 and 16:9
 * alike), its S set; the lesson written as laid out keeps both; the keys' notches stop at the
 * range; an angle or S past the range, or S without shallow water, refused with the range in
 * words. */
static void the_refraction_edge_turns_to_the_angle_asked(void **state)
{
	static struct lesson l, now;
	struct scenario sc;
	struct ripple r;
	char why[256], text[4096];
	size_t len;
	const char *refraction = lesson_builtin("refraction", &len), *mirror = lesson_builtin("mirror", &len);
	const int sizes[][3] = { { 320, 240, 1 }, { 1280, 720, 3 } };

	(void)state;
	for (int i = 0; i < 2; i++) {
		assert_int_equal(ripple_init(&r, sizes[i][0], sizes[i][1]), RIPPLE_OK);
		lay(&sc, &r, &l, refraction, sizes[i][2]);
		assert_int_equal(scenario_angle(&sc, &r), i ? 30 : 23); /* the lesson's own, stretched with the pool */
		for (int a = 10; a <= 45; a += 35) {
			lay_at(&sc, &r, &l, refraction, sizes[i][2], a);
			sc.shallow = 45;
			assert_int_equal(scenario_apply(&sc, &r, SCENARIO_LESSON, 12, sizes[i][2]), RIPPLE_OK);
			assert_true(fabs(edge_angle(&r) - a) < 0.5);
			assert_int_equal(r.slow[(size_t)(r.h / 2) * r.w + r.w - 40], ripple_shallow_slow(0.45));
			assert_int_equal(scenario_misfit(&sc, &r, why, sizeof why), 0);
			assert_int_equal(scenario_lesson_now(&sc, &r, &now), 0);
			assert_true(lesson_write(&now, text, sizeof text) > 0);
			assert_non_null(strstr(text, "shallow 0.45 "));
			lay(&sc, &r, &l, text, sizes[i][2]); /* the edge as written: at the angle, unturned */
			assert_true(fabs(edge_angle(&r) - a) < 0.6);
			assert_int_equal(scenario_shallow(&sc), 45);
		}
		ripple_free(&r);
	}
	assert_int_equal(ripple_init(&r, 320, 240), RIPPLE_OK);
	lay(&sc, &r, &l, refraction, 1);
	assert_int_equal(scenario_turn_angle(&sc, &r, 1), 1); /* 23 up to 25, a notch's multiple */
	assert_int_equal(scenario_angle(&sc, &r), 25);
	assert_true(fabs(edge_angle(&r) - 25) < 0.5);
	assert_int_equal(scenario_turn_angle(&sc, &r, -1), 1);
	assert_int_equal(scenario_angle(&sc, &r), 20);
	for (int k = 0; k < 3; k++)
		scenario_turn_shallow(&sc, &r, -1); /* 0.50, 0.45, 0.40, then 0.37: the least waves of 12 steps run at */
	assert_int_equal(scenario_shallow(&sc), 37);
	assert_int_equal(scenario_turn_shallow(&sc, &r, -1), 0);
	assert_int_equal(scenario_shallow(&sc), 37);
	lay_at(&sc, &r, &l, refraction, 1, 49);
	assert_int_equal(scenario_misfit(&sc, &r, why, sizeof why), -1);
	assert_string_equal(why, "angle of incidence 49 does not fit this 320x240 pool: it can be 1 to 48 degrees");
	lay(&sc, &r, &l, refraction, 1);
	sc.shallow = 36;
	assert_int_equal(scenario_apply(&sc, &r, SCENARIO_LESSON, 12, 1), RIPPLE_OK);
	assert_int_equal(scenario_misfit(&sc, &r, why, sizeof why), -1);
	assert_string_equal(why, "shallow water's S 0.36 does not fit waves of 12 frames on this 320x240 pool: it can be "
				 "0.37 to 1.00");
	lay(&sc, &r, &l, mirror, 1); /* the same keys turn the mirror's wall */
	assert_int_equal(scenario_turn_angle(&sc, &r, 1), 1);
	assert_int_equal(scenario_angle(&sc, &r), 35);
	assert_true(fabs(sc.incidence - 35) < 0.5);
	sc.shallow = 50;
	assert_int_equal(scenario_misfit(&sc, &r, why, sizeof why), -1);
	assert_non_null(strstr(why, "shallow water's S 0.50: this lesson has no shallow water to set"));
	ripple_free(&r);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(a_dish_is_walled_without_a_gap),
		cmocka_unit_test(a_parabola_reads_and_writes_back),
		cmocka_unit_test(the_focus_finds_the_brightest_point),
		cmocka_unit_test(the_lens_panel_plots_the_axis),
		cmocka_unit_test(the_fronts_read_the_angles),
		cmocka_unit_test(the_mirror_lesson_places_its_patches),
		cmocka_unit_test(the_mirror_turns_to_the_angle_asked),
		cmocka_unit_test(the_refraction_edge_turns_to_the_angle_asked),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
