/* test_ripple_overflow.c - cmocka tests of the pool's step (core/rows.c): heights at the ends of a short wrap exactly as in the article's code. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "core/article.h"
#include "ripple.h"
#include "tests/unit/helpers.h"

#include <stdlib.h>
#include <string.h>

static uint64_t rng = 7; /* 64 bits on every build (unsigned long is 32 on WebAssembly's) */

/* Heights that overflow: mostly the ends of a short, some anywhere. */
static short extreme(void)
{
	static const short ends[] = { 32767, -32768, 32766, -32767, 16384, -16385 };

	rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
	return (rng >> 60) < 12 ? ends[(rng >> 33) % 6] : (short)(rng >> 40);
}

/* v taken modulo 2^16 into -32768..32767, in plain int arithmetic: what the store into a short does. */
static int wrap16(int v)
{
	return (int)(((unsigned)v + 32768u) % 65536u) - 32768;
}

/* A pool and the reference's buffers, both filled with the same extreme heights. */
static void fill(struct ripple *r, short *b1, short *b2)
{
	size_t n = (size_t)r->w * (size_t)r->h;

	for (size_t i = 0; i < n; i++) {
		b1[i] = r->cur[i] = extreme();
		b2[i] = r->prev[i] = extreme();
	}
	r->live[0] = r->live[1] = 1; /* written by hand, not by a stone */
}

static void same(const struct ripple *r, const short *b1, const short *b2)
{
	size_t n = (size_t)r->w * (size_t)r->h * sizeof(short);

	assert_memory_equal(r->cur, b1, n);
	assert_memory_equal(r->prev, b2, n);
}

/* One cell worked by hand: four neighbours at 32767 and -32768 a step ago. The sum 131068 >> 1 is
 * 65534, minus -32768 is 98302, which a short holds as 98302 - 65536 = 32766; the damping then
 * takes 32766 >> 5 = 1023: 31743. */
static void one_cell_wraps_modulo_2_16(void **state)
{
	struct ripple r;
	const int w = 5, c = 2 * w + 2;

	(void)state;
	assert_int_equal(ripple_init(&r, w, 5), RIPPLE_OK);
	r.cur[c - 1] = r.cur[c + 1] = r.cur[c - w] = r.cur[c + w] = 32767;
	r.cur[c] = 0;
	r.prev[c] = -32768;
	r.live[0] = r.live[1] = 1;
	ripple_spread(&r);
	assert_int_equal(wrap16(4 * 32767 / 2 + 32768), 32766);
	assert_int_equal(r.cur[c], 32766 - (32766 >> 5));
	ripple_free(&r);
}

/* One kernel's step at every size (the SIMD body, its tail, narrow pools) against the reference,
 * from buffers of extreme heights, for many steps. */
static void extreme_heights_match(int kernel)
{
	static const int sizes[][2] = { { 320, 240 }, { 317, 203 }, { 33, 17 }, { 8, 3 }, { 3, 3 } };

	for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
		const int w = sizes[s][0], h = sizes[s][1];
		struct ripple r;
		short *b1 = calloc((size_t)(w * h), sizeof(short)), *b2 = calloc((size_t)(w * h), sizeof(short));

		assert_non_null(b1);
		assert_non_null(b2);
		assert_int_equal(ripple_init(&r, w, h), RIPPLE_OK);
		assert_int_equal(ripple_set_kernel(&r, kernel), RIPPLE_OK);
		for (int round = 0; round < 4; round++) {
			fill(&r, b1, b2);
			for (int f = 0; f < 50; f++) {
				ripple_spread(&r);
				article_spread(&b1, &b2, w, h);
				same(&r, b1, b2);
			}
		}
		ripple_free(&r);
		free(b1);
		free(b2);
	}
}

/* Every kernel this CPU runs wraps the same as the article's code. */
static void extreme_heights_match_the_reference(void **state)
{
	(void)state;
	for (int k = 0; k < RIPPLE_KERNELS; k++)
		if (ripple_kernel_usable(k))
			extreme_heights_match(k);
}

/* The step in row bands (the threads' way) wraps the same as in one piece. */
static void extreme_heights_in_bands_match_the_reference(void **state)
{
	const int w = 317, h = 203;
	struct ripple r;
	short *b1 = calloc((size_t)(w * h), sizeof(short)), *b2 = calloc((size_t)(w * h), sizeof(short));

	(void)state;
	assert_non_null(b1);
	assert_non_null(b2);
	assert_int_equal(ripple_init(&r, w, h), RIPPLE_OK);
	assert_true(ripple_in_bands(&r));
	fill(&r, b1, b2);
	for (int f = 0; f < 50; f++) {
		for (int band = 2; band >= 0; band--)
			ripple_spread_rows(&r, h * band / 3, h * (band + 1) / 3);
		ripple_spread_done(&r);
		article_spread(&b1, &b2, w, h);
		same(&r, b1, b2);
	}
	ripple_free(&r);
	free(b1);
	free(b2);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(one_cell_wraps_modulo_2_16),
		cmocka_unit_test(extreme_heights_match_the_reference),
		cmocka_unit_test(extreme_heights_in_bands_match_the_reference),
	};

	if (cap_kernels("test_ripple_overflow", getenv("RIPPLE_CPU")))
		return 1;
	return cmocka_run_group_tests(tests, NULL, NULL);
}
