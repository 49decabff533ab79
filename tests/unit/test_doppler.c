/* test_doppler.c - cmocka unit tests of a moving source: its place's integer arithmetic, its drive between the cells, its fused steps, and the readings (graphs/doppler.c) on fields made to order. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "graphs/doppler.h"
#include "ripple.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define U RIPPLE_MOVE_UNIT
#define PI 3.14159265358979323846

/* Still at (x, y) before `from`, moved by (vx, vy) a step, then standing after `moves` steps. */
static void place_moves_then_stands(void **state)
{
	const struct ripple_source s = { .x = 10, .y = 20, .vx = U / 2, .vy = -U / 4, .from = 5, .moves = 8 };
	long long x, y;

	(void)state;
	ripple_source_at(&s, 3, &x, &y);
	assert_true(x == 10LL * U && y == 20LL * U);
	ripple_source_at(&s, 9, &x, &y);
	assert_true(x == 12LL * U && y == 19LL * U);
	ripple_source_at(&s, 1000, &x, &y);
	assert_true(x == 14LL * U && y == 18LL * U);
}

/* The sum of the heights of pool r. */
static long long total(const struct ripple *r)
{
	long long t = 0;

	for (int i = 0; i < r->w * r->h; i++)
		t += r->cur[i];
	return t;
}

/* Between the cells the disc's beat is shared out, not lost or made: the sum added is the beat
 * times the disc's cells (within the rounding of each cell's share); on a cell it is the standing
 * adding disc's drive exactly. */
static void drive_shares_the_beat(void **state)
{
	struct ripple a, b;
	struct ripple_source m = { .x = 30, .y = 20, .radius = 2, .amplitude = 20000, .period = 8, .adds = 1,
				   .vx = U / 3, .vy = U / 7, .moves = 100 };
	struct ripple_source still = m;

	(void)state;
	still.vx = still.vy = 0;
	assert_int_equal(ripple_init(&a, 64, 48), RIPPLE_OK);
	assert_int_equal(ripple_init(&b, 64, 48), RIPPLE_OK);
	assert_int_equal(ripple_drive(&a, &m, 1, 1), RIPPLE_OK); /* at step 1: a third and a seventh off a cell */
	assert_int_equal(ripple_drive(&b, &still, 1, 1), RIPPLE_OK);
	assert_true(total(&b) != 0 && llabs(total(&a) - total(&b)) <= 25); /* 25 cells' shares, each within a half */
	ripple_clear(&b);
	m.vx = U; /* a whole cell a step: at step 0 on its cell */
	m.vy = 0;
	assert_int_equal(ripple_drive(&a, &m, 1, 2), RIPPLE_OK);
	ripple_clear(&a);
	assert_int_equal(ripple_drive(&a, &m, 1, 0), RIPPLE_OK);
	assert_int_equal(ripple_drive(&b, &still, 1, 0), RIPPLE_OK);
	assert_memory_equal(a.cur, b.cur, 64 * 48 * sizeof *a.cur);
	m.line = 1; /* a moving line, or a moving source that holds its cells, is refused */
	assert_int_equal(ripple_drive(&a, &m, 1, 0), RIPPLE_EINVAL);
	m.line = 0;
	m.adds = 0;
	assert_int_equal(ripple_drive(&a, &m, 1, 0), RIPPLE_EINVAL);
	ripple_free(&a);
	ripple_free(&b);
}

/* A moving source's steps fused down the rows, in bands, are the single steps exactly. */
static void fused_steps_match(void **state)
{
	const struct ripple_source m = { .x = 20, .y = 30, .radius = 3, .amplitude = 3000, .period = 24, .adds = 1,
					 .vx = U / 2 + 123, .vy = U / 5, .moves = 60 };
	struct ripple a, b;

	(void)state;
	for (int k = 0; k < 2; k++) {
		struct ripple *r = k ? &b : &a;

		assert_int_equal(ripple_init(r, 96, 80), RIPPLE_OK);
		assert_int_equal(ripple_set_damping(r, 0), RIPPLE_OK);
		assert_int_equal(ripple_set_edge(r, RIPPLE_EDGE_ABSORB), RIPPLE_OK);
	}
	assert_true(ripple_steps_fuse(&a, &m, 1, 4, 2));
	for (long long step = 0; step < 80; step += 4) {
		assert_int_equal(ripple_steps_band(&a, &m, 1, step, 4, 0, 2), RIPPLE_OK);
		assert_int_equal(ripple_steps_band(&a, &m, 1, step, 4, 1, 2), RIPPLE_OK);
		assert_int_equal(ripple_steps_seams(&a, &m, 1, step, 4, 2), RIPPLE_OK);
		for (int i = 0; i < 4; i++) {
			assert_int_equal(ripple_drive(&b, &m, 1, step + i), RIPPLE_OK);
			ripple_spread(&b);
		}
	}
	assert_memory_equal(a.cur, b.cur, 96 * 80 * sizeof *a.cur);
	assert_true(total(&a) != 0);
	ripple_free(&a);
	ripple_free(&b);
}

/* A field of waves la long ahead of (x0, y0) along x and lb behind it: the readings find both. */
static void wavelengths_on_a_made_field(void **state)
{
	enum { W = 400, H = 40 };
	static short h[W * H];
	const struct doppler_field f = { h, W, H, 2, 2, W - 3, H - 3 };
	const double la = 6.3, lb = 18.9, x0 = 150.5;
	double v[4096];

	(void)state;
	for (int y = 0; y < H; y++)
		for (int x = 0; x < W; x++)
			h[y * W + x] = (short)lround(1000 * sin(2 * PI * (x - x0) / (x > x0 ? la : lb)));
	assert_true(fabs(doppler_wavelength(v, doppler_ray(&f, x0, 20, 1, 0, 3, 0.25, v, 4096), 0.25, la) - la) < 0.02);
	assert_true(fabs(doppler_wavelength(v, doppler_ray(&f, x0, 20, -1, 0, 3, 0.25, v, 4096), 0.25, 0) - lb) < 0.05);
	memset(h, 0, sizeof h); /* still water: no wavelength, not a number made up */
	assert_true(doppler_wavelength(v, doppler_ray(&f, x0, 20, 1, 0, 3, 0.25, v, 4096), 0.25, la) == 0);
}

/* Waves inside a cone of half-angle 35 degrees behind (x0, y0), still water outside: its angle. */
static void cone_on_a_made_field(void **state)
{
	enum { W = 300, H = 240 };
	static short h[W * H];
	const struct doppler_field f = { h, W, H, 2, 2, W - 3, H - 3 };
	const double x0 = 250, y0 = 120, t = tan(35 * PI / 180);

	(void)state;
	for (int y = 0; y < H; y++)
		for (int x = 0; x < W; x++) {
			const double d = x0 - x, across = fabs(y - y0);

			h[y * W + x] = (short)(d > 0 && across < d * t ? lround(800 * cos(2 * PI * (d * t - across) / 9)) : 0);
		}
	assert_true(fabs(doppler_cone(&f, x0, y0, 1, 0, 10, 150, 1) - 35) < 0.5);
}

/* The grid's own Doppler: long waves as the textbook's lambda (1 -+ v/c); short ones shorter ahead. */
static void grid_theory(void **state)
{
	const double steps = 600, lambda = ripple_scheme_wavelength(4, steps), c = lambda / steps;

	(void)state;
	assert_true(fabs(doppler_grid(4, steps, 0.5 * c, 1) / (lambda * 0.5) - 1) < 0.005);
	assert_true(fabs(doppler_grid(4, steps, 0.5 * c, 0) / (lambda * 1.5) - 1) < 0.005);
	assert_true(doppler_grid(4, 12, 0.5 * ripple_scheme_wavelength(4, 12) / 12, 1) <
		    0.5 * ripple_scheme_wavelength(4, 12));
	assert_true(doppler_grid(4, 12, 0.99 * ripple_scheme_wavelength(4, 12) / 12, 1) == 0); /* under 2 cells */
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(place_moves_then_stands), cmocka_unit_test(drive_shares_the_beat),
		cmocka_unit_test(fused_steps_match),       cmocka_unit_test(wavelengths_on_a_made_field),
		cmocka_unit_test(cone_on_a_made_field),    cmocka_unit_test(grid_theory),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
