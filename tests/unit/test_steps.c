/* test_steps.c - cmocka unit tests of core/steps.c: n steps at once, whole or in bands, against n single steps, in every mode and kernel. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "ripple.h"
#include "tests/unit/helpers.h"

#include <stdlib.h>
#include <string.h>

static const int sizes[][2] = { { 320, 240 }, { 317, 203 }, { 64, 48 }, { 101, 77 }, { 31, 19 }, { 3, 3 }, { 9, 1 } };

/* The modes of the step: stencil, damping, edge, a wall, sources. The first is the article's, the
 * one that fuses. */
static const int modes[][5] = {
	{ 4, RIPPLE_DAMPING, RIPPLE_EDGE_CLASSIC, 0, 0 }, { 4, 0, RIPPLE_EDGE_CLASSIC, 0, 0 },
	{ 4, 0, RIPPLE_EDGE_ABSORB, 1, 2 },               { 4, 3, RIPPLE_EDGE_REFLECT, 1, 0 },
	{ 12, 8, RIPPLE_EDGE_ABSORB, 0, 2 },              { 4, RIPPLE_DAMPING, RIPPLE_EDGE_CLASSIC, 0, 1 },
	{ 4, RIPPLE_DAMPING, RIPPLE_EDGE_CLASSIC, 1, 0 },
};

/* Two pools alike: random heights in every cell (the edge rows too, to the ends of a short), the
 * mode m set on both. */
static void pair_init(struct ripple p[2], int w, int h, const int *m)
{
	short *cur = test_malloc((size_t)w * (size_t)h * sizeof *cur), *prev = test_malloc((size_t)w * (size_t)h * sizeof *prev);

	for (int i = 0; i < w * h; i++) {
		cur[i] = (short)(rnd(8) ? rnd(601) - 300 : rnd(65536) - 32768);
		prev[i] = (short)(rnd(601) - 300);
	}
	for (int k = 0; k < 2; k++) {
		assert_int_equal(ripple_init(&p[k], w, h), RIPPLE_OK);
		ripple_set_heights(&p[k], cur, prev);
		assert_int_equal(ripple_set_stencil(&p[k], m[0]), RIPPLE_OK);
		assert_int_equal(ripple_set_damping(&p[k], m[1]), RIPPLE_OK);
		assert_int_equal(ripple_set_edge(&p[k], m[2]), RIPPLE_OK);
		if (m[3])
			assert_int_equal(ripple_wall_line(&p[k], w / 2, 0, w / 2, h / 2, 0, 1), RIPPLE_OK);
	}
	test_free(cur);
	test_free(prev);
}

/* Fails the test unless the two pools hold the same heights in both buffers and the same flags. */
static void pair_same(const struct ripple p[2])
{
	const size_t n = (size_t)p[0].w * (size_t)p[0].h * sizeof *p[0].cur;

	assert_memory_equal(p[0].cur, p[1].cur, n);
	assert_memory_equal(p[0].prev, p[1].prev, n);
	assert_int_equal(p[0].live[0], p[1].live[0]);
	assert_int_equal(p[0].live[1], p[1].live[1]);
	assert_int_equal(ripple_still(&p[0]), ripple_still(&p[1]));
}

/* A point source and a line source that adds (a cell driven twice would show) inside a w x h pool. */
static int sources_for(int w, int h, struct ripple_source s[2])
{
	const struct ripple_source point = { 0, w / 3, h / 2, 0, 0, 1, 120, 7, 0, 0, 0, 0, 0, 0 }, line = { 1, 2, 1, 2, h - 2, 0, 60, 12, 1, 0, 0, 0, 0, 0 };

	s[0] = point;
	s[1] = line;
	return w >= 8 && h >= 4 ? 2 : 0;
}

/* n single steps, each after its sources: the yardstick. */
static void single_steps(struct ripple *r, const struct ripple_source *s, int ns, long first, int n)
{
	for (int i = 0; i < n; i++) {
		assert_int_equal(ripple_drive(r, s, ns, first + i), RIPPLE_OK);
		ripple_spread(r);
	}
}

/* ripple_steps against single steps: every size and mode, n = 1..9, on each kernel, several
 * frames in a row. */
static void steps_match_single_steps(void **state)
{
	(void)state;
	for (int k = 0; k < RIPPLE_KERNELS; k++) {
		if (!ripple_kernel_usable(k))
			continue;
		for (size_t z = 0; z < sizeof sizes / sizeof *sizes; z++)
			for (size_t m = 0; m < sizeof modes / sizeof *modes; m++) {
				struct ripple p[2];
				struct ripple_source s[2];
				const int w = sizes[z][0], h = sizes[z][1];
				const int ns = modes[m][4] && sources_for(w, h, s) ? modes[m][4] : 0;
				long step = 0;

				pair_init(p, w, h, modes[m]);
				ripple_set_kernel(&p[0], k);
				ripple_set_kernel(&p[1], k);
				for (int n = 1; n <= 9; step += n, n++) {
					assert_int_equal(ripple_steps(&p[0], s, ns, step, n), RIPPLE_OK);
					single_steps(&p[1], s, ns, step, n);
					pair_same(p);
				}
				ripple_free(&p[0]);
				ripple_free(&p[1]);
			}
	}
}

/* The bands, run in a shuffled order, then the seams: n x (drive, ripple_spread), for 1..5 bands,
 * in every mode (the variants with their sources), the article's on each kernel, the others on the
 * plain one and the fastest (the kernels' variant rows are compared in test_kernels). */
static void bands_match_single_steps(void **state)
{
	(void)state;
	for (int k = 0; k < RIPPLE_KERNELS; k++) {
		if (!ripple_kernel_usable(k))
			continue;
		for (size_t z = 0; z < 4; z++)
			for (size_t m = 0; m < sizeof modes / sizeof *modes; m++)
				for (int bands = 1; bands <= 5 && (!m || k == RIPPLE_KERNEL_ARTICLE || k == ripple_kernel_best()); bands++) {
					struct ripple p[2];
					struct ripple_source s[2];
					const int w = sizes[z][0], h = sizes[z][1];
					const int ns = modes[m][4] && sources_for(w, h, s) ? modes[m][4] : 0;
					int fused = 0;
					long step = 0;

					pair_init(p, w, h, modes[m]);
					ripple_set_kernel(&p[0], k);
					ripple_set_kernel(&p[1], k);
					for (int n = 1; n <= 9; step += n, n++) {
						if (ripple_steps_fuse(&p[0], s, ns, n, bands)) {
							const int first = rnd(bands);

							for (int b = 0; b < bands; b++)
								assert_int_equal(ripple_steps_band(&p[0], s, ns, step, n, (first + b) % bands, bands),
										 RIPPLE_OK);
							assert_int_equal(ripple_steps_seams(&p[0], s, ns, step, n, bands), RIPPLE_OK);
							fused++;
						} else {
							single_steps(&p[0], s, ns, step, n);
						}
						single_steps(&p[1], s, ns, step, n);
						pair_same(p);
					}
					/* every n >= 2 where the bands allow (the article's or the mode's least rows) */
					assert_true(fused >= (h / bands >= (ns && m == 5 ? h + 1 : 40) ? 8 : 0));
					ripple_free(&p[0]);
					ripple_free(&p[1]);
				}
	}
}

/* The article's step fuses with no sources, a variant's with sources along rows or columns or
 * points, for n >= 2, on moving water (or with sources), in bands of 2n rows (the article's) or
 * 2 reach (n + 1) (a variant's), in a pool more than 2 reach wide. */
static void fuse_only_where_it_may(void **state)
{
	struct ripple r;
	const struct ripple_source point = { 0, 20, 15, 0, 0, 1, 100, 16, 0, 0, 0, 0, 0, 0 }, slant = { 1, 2, 2, 9, 30, 0, 100, 16, 0, 0, 0, 0, 0, 0 };

	(void)state;
	assert_int_equal(ripple_init(&r, 64, 48), RIPPLE_OK);
	assert_false(ripple_steps_fuse(&r, NULL, 0, 9, 1)); /* still water */
	assert_int_equal(ripple_drop(&r, 30, 20, 3, 200), RIPPLE_OK);
	assert_true(ripple_steps_fuse(&r, NULL, 0, 9, 1));
	assert_true(ripple_steps_fuse(&r, NULL, 0, 12, 2));  /* 24 rows a band */
	assert_false(ripple_steps_fuse(&r, NULL, 0, 13, 2)); /* 24 rows: not 26 */
	assert_false(ripple_steps_fuse(&r, NULL, 0, 1, 1));
	assert_false(ripple_steps_fuse(&r, &point, 1, 9, 1)); /* sources */
	assert_false(ripple_steps_fuse(&r, NULL, 0, RIPPLE_MAX_STEPS + 1, 1));
	assert_false(ripple_steps_fuse(&r, NULL, 0, 2, 0));
	assert_int_equal(ripple_steps_band(&r, NULL, 0, 0, 2, 1, 1), RIPPLE_EINVAL); /* no band 1 of 1 */
	ripple_set_damping(&r, 0);
	assert_true(ripple_steps_fuse(&r, NULL, 0, 9, 2));   /* 24 rows a band: 2 (9 + 1) */
	assert_false(ripple_steps_fuse(&r, NULL, 0, 12, 2)); /* 26 rows, not 24 */
	assert_true(ripple_steps_fuse(&r, &point, 1, 9, 1));
	assert_false(ripple_steps_fuse(&r, &slant, 1, 9, 1));
	ripple_set_stencil(&r, 12);
	assert_true(ripple_steps_fuse(&r, NULL, 0, 5, 2));  /* 4 (5 + 1) */
	assert_false(ripple_steps_fuse(&r, NULL, 0, 6, 2));
	assert_int_equal(ripple_steps_band(&r, NULL, 0, 0, 6, 0, 2), RIPPLE_EINVAL);
	assert_int_equal(ripple_steps_seams(&r, NULL, 0, 0, 6, 2), RIPPLE_EINVAL);
	ripple_clear(&r);
	assert_false(ripple_steps_fuse(&r, NULL, 0, 9, 1)); /* still water */
	assert_true(ripple_steps_fuse(&r, &point, 1, 9, 1)); /* sources move it */
	ripple_free(&r);
	assert_int_equal(ripple_init(&r, 4, 48), RIPPLE_OK);
	ripple_set_stencil(&r, 12);
	assert_int_equal(ripple_drop(&r, 2, 20, 1, 200), RIPPLE_OK);
	assert_false(ripple_steps_fuse(&r, &point, 0, 5, 1)); /* 4 wide: not 5 */
	ripple_free(&r);
}

/* Bad counts and bad sources are refused; a bad source after good steps stops there. */
static void steps_refuse_bad_arguments(void **state)
{
	struct ripple r;
	struct ripple_source s = { 0, 20, 15, 0, 0, 1, 100, 16, 0, 0, 0, 0, 0, 0 };

	(void)state;
	assert_int_equal(ripple_init(&r, 40, 30), RIPPLE_OK);
	assert_int_equal(ripple_steps(&r, NULL, 0, 0, -1), RIPPLE_EINVAL);
	assert_int_equal(ripple_steps(&r, NULL, 0, 0, RIPPLE_MAX_STEPS + 1), RIPPLE_EINVAL);
	assert_int_equal(ripple_steps(&r, NULL, -1, 0, 1), RIPPLE_EINVAL);
	assert_int_equal(ripple_steps(&r, NULL, 0, 0, 0), RIPPLE_OK);
	assert_true(ripple_still(&r));
	assert_int_equal(ripple_steps(&r, &s, 1, 0, RIPPLE_MAX_STEPS), RIPPLE_OK);
	assert_false(ripple_still(&r));
	s.period = 1;
	assert_int_equal(ripple_steps(&r, &s, 1, 0, 3), RIPPLE_EINVAL);
	ripple_free(&r);
}

/* A stone's waves fused to the end: the water goes still as with single steps, and stays still. */
static void fused_water_goes_still(void **state)
{
	struct ripple p[2];

	(void)state;
	for (int k = 0; k < 2; k++) {
		assert_int_equal(ripple_init(&p[k], 64, 48), RIPPLE_OK);
		assert_int_equal(ripple_drop(&p[k], 32, 24, 3, 128), RIPPLE_OK);
	}
	for (int f = 0; f < 300; f++) {
		assert_int_equal(ripple_steps(&p[0], NULL, 0, 0, 9), RIPPLE_OK);
		single_steps(&p[1], NULL, 0, 0, 9);
		pair_same(p);
	}
	assert_true(ripple_still(&p[0]));
	ripple_free(&p[0]);
	ripple_free(&p[1]);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(steps_match_single_steps),
		cmocka_unit_test(bands_match_single_steps),
		cmocka_unit_test(fuse_only_where_it_may),
		cmocka_unit_test(steps_refuse_bad_arguments),
		cmocka_unit_test(fused_water_goes_still),
	};

	if (cap_kernels("test_steps", getenv("RIPPLE_CPU")))
		return 1;
	return cmocka_run_group_tests(tests, NULL, NULL);
}
