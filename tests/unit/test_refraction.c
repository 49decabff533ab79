/* test_refraction.c - Snell's law read off waves made in memory: a plane wave's direction and length from a square's lock-in beside a reflected one, the scheme's wavenumbers, and the whole reading on a pool of refracted plane waves. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "graphs/refraction.h"
#include "scenes/scene.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define PI 3.14159265358979323846

/* A plane wave k read off an n x n lock-in, a wave a third as strong (a reflection) across it at
 * 120 degrees: its direction within 0.05 degrees, its wavenumber within 0.2%. */
static void a_plane_wave_gives_its_direction(void **state)
{
	const int n = 64;
	double *re = malloc(sizeof *re * (size_t)(n * n)), *im = malloc(sizeof *im * (size_t)(n * n)), k[2];

	(void)state;
	for (double angle = -40; angle <= 40; angle += 20)
		for (double lambda = 7; lambda <= 25; lambda += 9) {
			const double kk = 2 * PI / lambda, a = angle * PI / 180, kx = kk * cos(a), ky = kk * sin(a);
			const double rx = kk * cos(a + 2 * PI / 3), ry = kk * sin(a + 2 * PI / 3);

			for (int y = 0; y < n; y++)
				for (int x = 0; x < n; x++) {
					re[y * n + x] = cos(kx * x * 2 + ky * y * 2) + cos(rx * x * 2 + ry * y * 2 + 1) / 3;
					im[y * n + x] = sin(kx * x * 2 + ky * y * 2) + sin(rx * x * 2 + ry * y * 2 + 1) / 3;
				}
			assert_int_equal(refraction_wave(re, im, n, 2, k), 0);
			if (fabs(atan2(k[1], k[0]) * 180 / PI - angle) > 0.05 || fabs(hypot(k[0], k[1]) / kk - 1) > 0.002)
				fail_msg("angle %.1f lambda %.1f: read %.3f degrees, lambda %.3f", angle, lambda,
					 atan2(k[1], k[0]) * 180 / PI, 2 * PI / hypot(k[0], k[1]));
		}
	memset(re, 0, sizeof *re * (size_t)(n * n));
	memset(im, 0, sizeof *im * (size_t)(n * n));
	assert_int_equal(refraction_wave(re, im, n, 2, k), -1); /* still water: no wave */
	free(re);
	free(im);
}

/* The same beside a reflection over half as strong (0.55: the deep water's at an edge to water of S
 * 0.3), in a square of 96 samples 5 cells apart holding 11 waves of 42.4 cells (the refraction
 * lesson's at 1920x1080): the phase gradient over both waves points between them, among the side
 * lobes of the spectrum's peak; the reading still finds the peak. */
static void a_strong_reflection_is_kept_apart(void **state)
{
	const int n = 96;
	double *re = malloc(sizeof *re * (size_t)(n * n)), *im = malloc(sizeof *im * (size_t)(n * n)), k[2];

	(void)state;
	for (double angle = -40; angle <= 40; angle += 10) {
		const double kk = 2 * PI / 42.4, a = angle * PI / 180, kx = kk * cos(a), ky = kk * sin(a);
		const double rx = kk * cos(a + 2 * PI / 3), ry = kk * sin(a + 2 * PI / 3);

		for (int y = 0; y < n; y++)
			for (int x = 0; x < n; x++) {
				re[y * n + x] = cos(kx * x * 5 + ky * y * 5) + 0.55 * cos(rx * x * 5 + ry * y * 5 + 2);
				im[y * n + x] = sin(kx * x * 5 + ky * y * 5) + 0.55 * sin(rx * x * 5 + ry * y * 5 + 2);
			}
		assert_int_equal(refraction_wave(re, im, n, 5, k), 0);
		if (fabs(atan2(k[1], k[0]) * 180 / PI - angle) > 0.05 || fabs(hypot(k[0], k[1]) / kk - 1) > 0.002)
			fail_msg("angle %.1f: read %.3f degrees, lambda %.3f (42.4)", angle, atan2(k[1], k[0]) * 180 / PI,
				 2 * PI / hypot(k[0], k[1]));
	}
	free(re);
	free(im);
}

/* The scheme's wavelengths for a period of 40 steps: 28.26 cells in the deep water, 14.04 at S 0.5
 * (cos k = 1 - 2 (1 - cos w) / S^2 along a row); none where the period is too short for the water. */
static void the_scheme_s_wavenumbers(void **state)
{
	(void)state;
	assert_true(fabs(2 * PI / refraction_scheme_k(40, 1, 0) - 28.26) < 0.01);
	assert_true(fabs(2 * PI / refraction_scheme_k(40, 0.25, 0) - 14.04) < 0.01);
	assert_true(fabs(2 * PI / refraction_scheme_k(40, 0.25, PI / 2) - 14.04) < 0.01);
	assert_true(refraction_scheme_k(40, 0.25, PI / 4) < refraction_scheme_k(40, 0.25, 0)); /* longer (faster) on the diagonal */
	assert_true(refraction_scheme_k(3, 0.04, 0) == 0);
}

/* The whole reading on a pool whose right part is shallow (S 0.5) beyond an edge at 30 degrees to
 * the fronts: plane waves of the scheme's own wavenumbers, their phase matched along the edge, set
 * into the heights frame by frame. It says why there is none until two periods agree, then reads
 * the angles within 0.2 degrees of the waves made, and the wavelengths within 0.5%. */
static void the_reading_of_refracted_waves(void **state)
{
	const int w = 480, h = 270, steps = 30;
	const double incidence = 30 * PI / 180, slope = tan(incidence); /* the edge: x = 200 + (y - 135) slope */
	struct ripple r;
	struct refraction s;
	struct scene_heights sh;
	struct graph_frame f;
	unsigned char *map = calloc((size_t)w * h, 1);
	double k1, k2, refr, n[2], t[2];
	char line[512];
	FILE *out;

	(void)state;
	memset(&s, 0, sizeof s);
	assert_int_equal(ripple_init(&r, w, h), RIPPLE_OK);
	for (int y = 0; y < h; y++)
		for (int x = 0; x < w; x++)
			map[y * w + x] = x + 0.5 > 200 + (y + 0.5 - 135) * slope ? (unsigned char)ripple_shallow_slow(0.5) : 0;
	assert_int_equal(ripple_set_shallow(&r, map), RIPPLE_OK);
	n[0] = cos(incidence); /* the edge's normal, into the shallow water, and its tangent */
	n[1] = -sin(incidence);
	t[0] = sin(incidence);
	t[1] = cos(incidence);
	k1 = refraction_scheme_k(steps, 1, 0);
	refr = 0;
	for (int it = 0; it < 10; it++) { /* k2's direction and length, the phase along the edge matched */
		const double dir = atan2(n[1], n[0]) + refr;

		k2 = refraction_scheme_k(steps, 0.25, dir);
		refr = asin(k1 * sin(incidence) / k2);
	}
	memset(&sh, 0, sizeof sh);
	sh.pool = &r;
	sh.mesh = 1;
	sh.scale = 1;
	memset(&f, 0, sizeof f);
	f.h = &sh;
	f.steps = f.cycle = steps;
	for (long step = 0; step < 8 * steps; step++) {
		const double wt = 2 * PI * step / steps, d2x = n[0] * cos(refr) + t[0] * sin(refr), d2y = n[1] * cos(refr) + t[1] * sin(refr);

		for (int y = 0; y < h; y++)
			for (int x = 0; x < w; x++) {
				const double v = map[y * w + x] ? cos(k2 * ((x - 200) * d2x + (y - 135) * d2y) - wt)
								: cos(k1 * (x - 200) - wt);

				r.cur[y * w + x] = (short)lround(1000 * v);
			}
		sh.step = step;
		f.fresh = 1;
		f.restart = step == 0;
		refraction_step(&s, &f, 1);
		if (step == steps) {
			assert_int_equal(s.why, REFRACTION_SETTLING);
			out = tmpfile();
			refraction_report(&s, out);
			rewind(out);
			assert_non_null(fgets(line, sizeof line, out));
			fclose(out);
			assert_string_equal(line, "refraction: no reading: the waves have not settled yet in the squares read\n");
		}
	}
	assert_int_equal(s.why, REFRACTION_OK);
	if (fabs(s.incidence - 30) > 0.2 || fabs(s.refraction - refr * 180 / PI) > 0.2 || fabs(s.snell - refr * 180 / PI) > 0.2)
		fail_msg("incidence %.2f, refraction %.2f, Snell %.2f; made 30 and %.2f", s.incidence, s.refraction, s.snell,
			 refr * 180 / PI);
	assert_true(fabs(s.lambda[0] / (2 * PI / k1) - 1) < 0.005);
	assert_true(fabs(s.lambda[1] / (2 * PI / k2) - 1) < 0.005);
	assert_true(fabs(s.set_speed - 0.5) < 1e-9);
	assert_true(fabs(s.scheme_speed - k1 / k2) < 1e-6);
	out = tmpfile();
	refraction_report(&s, out);
	rewind(out);
	assert_non_null(fgets(line, sizeof line, out));
	fclose(out);
	assert_memory_equal(line, "refraction: incidence 30.0 degrees, refraction ", 47);
	assert_non_null(strstr(line, "set speed ratio S 0.50 (the scheme's v2 / v1 0."));
	refraction_free(&s);
	free(map);
	ripple_free(&r);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(a_plane_wave_gives_its_direction),
		cmocka_unit_test(a_strong_reflection_is_kept_apart),
		cmocka_unit_test(the_scheme_s_wavenumbers),
		cmocka_unit_test(the_reading_of_refracted_waves),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
