/* test_ripple.c - cmocka unit tests: the core against the article's transcription, options, pacing. */
#define _DEFAULT_SOURCE /* mmap's MAP_ANONYMOUS, for a picture that ends where the memory does */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "app/cmdline.h"
#include "core/article.h"
#include "core/kernels.h"
#include "engine/options.h"
#include "core/pace.h"
#include "ripple.h"
#include "core/ripple_internal.h"
#include "scenes/pool.h"
#include "scenes/scenario.h"

#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

#define GUARD 0xA5 /* the value of the bytes after each row that render must never touch */
#define PAD 5      /* bytes of guard after each row of a test image */

static unsigned long rng = 1;

static int rnd(int n)
{
	rng = rng * 6364136223846793005UL + 1442695040888963407UL;
	return (int)((rng >> 33) % (unsigned long)n);
}

/* A pool and, beside it, the reference's own copy of the article's two buffers. */
struct twin {
	struct ripple r;
	short *buf1, *buf2;
};

static void twin_init(struct twin *t, int w, int h)
{
	assert_int_equal(ripple_init(&t->r, w, h), RIPPLE_OK);
	t->buf1 = calloc((size_t)(w * h), sizeof(short));
	t->buf2 = calloc((size_t)(w * h), sizeof(short));
	assert_non_null(t->buf1);
	assert_non_null(t->buf2);
}

static void twin_free(struct twin *t)
{
	ripple_free(&t->r);
	free(t->buf1);
	free(t->buf2);
}

static void twin_same(const struct twin *t)
{
	size_t n = (size_t)(t->r.w * t->r.h) * sizeof(short);

	assert_memory_equal(t->r.cur, t->buf1, n);
	assert_memory_equal(t->r.prev, t->buf2, n);
}

/* The same random stone, in and out of the pool, any weight, into both. */
static void twin_drop(struct twin *t)
{
	int x = rnd(t->r.w + 20) - 10, y = rnd(t->r.h + 20) - 10;
	int radius = 1 + rnd(9), weight = rnd(4) ? 32 + rnd(97) : rnd(32768);

	ripple_drop(&t->r, x, y, radius, weight);
	article_drop(t->buf1, t->r.w, t->r.h, x, y, radius, weight);
}

static const int sizes[][2] = { { 320, 240 }, { 317, 203 }, { 64, 64 }, { 31, 7 }, { 3, 3 }, { 1, 9 }, { 9, 1 } };

static void spread_and_drop_match_reference(void **state)
{
	(void)state;
	for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
		struct twin t;

		twin_init(&t, sizes[s][0], sizes[s][1]);
		for (int f = 0; f < 400; f++) {
			if (rnd(5) == 0)
				twin_drop(&t);
			ripple_spread(&t.r);
			article_spread(&t.buf1, &t.buf2, t.r.w, t.r.h);
			twin_same(&t);
		}
		twin_free(&t);
	}
}

/* Heavy stones make the heights overflow a short; the article's wrap-around must hold. */
static void spread_wraps_like_the_article(void **state)
{
	struct twin t;

	(void)state;
	twin_init(&t, 40, 30);
	ripple_drop(&t.r, 20, 15, 10, 32767);
	article_drop(t.buf1, 40, 30, 20, 15, 10, 32767);
	ripple_spread(&t.r);
	article_spread(&t.buf1, &t.buf2, 40, 30);
	/* the centre: (4 * -32767 >> 1) - 0 = -65534, which a short holds as 2 */
	assert_int_equal(t.r.cur[15 * 40 + 20], 2);
	twin_same(&t);
	for (int f = 0; f < 200; f++) {
		ripple_drop(&t.r, 20, 15, 10, 32767);
		article_drop(t.buf1, 40, 30, 20, 15, 10, 32767);
		ripple_spread(&t.r);
		article_spread(&t.buf1, &t.buf2, 40, 30);
		twin_same(&t);
	}
	twin_free(&t);
}

static void spread_keeps_first_and_last_rows(void **state)
{
	struct ripple r;
	short first[2][10], last[2][10];
	short *bufs[2];

	(void)state;
	assert_int_equal(ripple_init(&r, 10, 6), RIPPLE_OK);
	assert_int_equal(ripple_drop(&r, 5, 3, 3, 100), RIPPLE_OK); /* the disc reaches row 5 */
	r.cur[4] = 77;   /* and some height in row 0 of both buffers */
	r.prev[6] = -55;
	bufs[0] = r.cur;
	bufs[1] = r.prev;
	for (int b = 0; b < 2; b++) {
		memcpy(first[b], bufs[b], sizeof first[b]);
		memcpy(last[b], bufs[b] + 50, sizeof last[b]);
	}
	for (int f = 0; f < 7; f++)
		ripple_spread(&r);
	assert_ptr_equal(r.cur, bufs[1]); /* an odd number of swaps */
	for (int b = 0; b < 2; b++) {
		assert_memory_equal(first[b], bufs[b], sizeof first[b]);
		assert_memory_equal(last[b], bufs[b] + 50, sizeof last[b]);
	}
	assert_int_equal(r.cur[5 * 10 + 5], 0);   /* while the rows between did move */
	assert_int_not_equal(r.cur[2 * 10 + 2], 0);
	ripple_free(&r);
}

/* Left and right neighbours of an edge cell are read across the row ends, as in the article. */
static void spread_reads_across_row_ends(void **state)
{
	struct ripple r;

	(void)state;
	assert_int_equal(ripple_init(&r, 5, 4), RIPPLE_OK);
	r.cur[1 * 5 + 4] = 64; /* last cell of row 1 */
	r.live[0] = 1;         /* written by hand, not by a stone */
	ripple_spread(&r);
	/* cell (row 2, col 0) has i-1 = the last cell of row 1: (64 >> 1) = 32, less 32 >> 5 = 1 */
	assert_int_equal(r.cur[2 * 5 + 0], 31);
	ripple_free(&r);
}

static void drop_rejected_exactly_at_edges(void **state)
{
	struct ripple r;
	const int w = 50, h = 40, rad = 4;
	const struct { int x, y, ok; } cases[] = {
		{ rad, rad, 1 },         { rad - 1, 20, 0 },     { 20, rad - 1, 0 },
		{ w - rad, h - rad, 1 }, { w - rad + 1, 20, 0 }, { 20, h - rad + 1, 0 },
		{ -100, 20, 0 },         { 20, 100000, 0 },      { INT_MAX, 20, 0 },
		{ INT_MIN, 20, 0 },      { 20, INT_MAX, 0 },     { 20, INT_MIN, 0 },
	};

	(void)state;
	assert_int_equal(ripple_init(&r, w, h), RIPPLE_OK);
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		int e = ripple_drop(&r, cases[i].x, cases[i].y, rad, 90);
		int touched = 0;

		assert_int_equal(e, cases[i].ok ? RIPPLE_OK : RIPPLE_EOUTSIDE);
		for (int k = 0; k < w * h; k++)
			touched += r.cur[k] == -90;
		/* the disc of radius 4 with the "<" test covers 45 cells (x^2 + y^2 < 16 over [-4, 4)) */
		assert_int_equal(touched, cases[i].ok ? 45 : 0);
		ripple_clear(&r);
	}
	ripple_free(&r);
}

static void drop_bad_arguments(void **state)
{
	struct ripple r;

	(void)state;
	assert_int_equal(ripple_init(&r, 20, 20), RIPPLE_OK);
	assert_int_equal(ripple_drop(&r, 10, 10, 0, 50), RIPPLE_EINVAL);
	assert_int_equal(ripple_drop(&r, 10, 10, 3, -1), RIPPLE_EINVAL);
	assert_int_equal(ripple_drop(&r, 10, 10, 3, 32768), RIPPLE_EINVAL);
	assert_int_equal(ripple_drop(&r, 10, 10, RIPPLE_MAX_SIDE + 1, 50), RIPPLE_EINVAL);
	for (int k = 0; k < 400; k++)
		assert_int_equal(r.cur[k], 0);
	ripple_free(&r);
}

static void single_drop_decays_to_still_water(void **state)
{
	struct ripple r;
	int moving = 0;

	(void)state;
	assert_int_equal(ripple_init(&r, 320, 240), RIPPLE_OK);
	assert_int_equal(ripple_drop(&r, 160, 120, 3, 128), RIPPLE_OK);
	for (int f = 0; f < 50; f++)
		ripple_spread(&r);
	for (int k = 0; k < 320 * 240; k++)
		moving |= r.cur[k];
	assert_true(moving); /* still rippling after 2 seconds... */
	for (int f = 0; f < 2000; f++)
		ripple_spread(&r);
	for (int k = 0; k < 320 * 240; k++) {
		assert_int_equal(r.cur[k], 0); /* ...and perfectly still after 80 */
		assert_int_equal(r.prev[k], 0);
	}
	ripple_free(&r);
}

static void init_rejects_bad_sizes_and_free_is_safe(void **state)
{
	struct ripple r;

	(void)state;
	assert_int_equal(ripple_init(&r, 0, 10), RIPPLE_EINVAL);
	assert_int_equal(ripple_init(&r, 10, -1), RIPPLE_EINVAL);
	assert_int_equal(ripple_init(&r, RIPPLE_MAX_SIDE + 1, 10), RIPPLE_EINVAL);
	assert_null(r.cur);
	ripple_free(&r);
	assert_int_equal(ripple_init(&r, 7, 5), RIPPLE_OK);
	ripple_free(&r);
	ripple_free(&r);
	assert_null(r.cur);
}

/* A w x h image of bpp bytes a pixel, random or black, rows `pitch` bytes apart with GUARD bytes
 * after each. */
static struct ripple_image image_pitched(int w, int h, int bpp, int pitch, int random)
{
	struct ripple_image im = { malloc((size_t)(pitch * h)), w, h, pitch, bpp };

	assert_non_null(im.pixels);
	for (int y = 0; y < h; y++)
		for (int x = 0; x < pitch; x++)
			im.pixels[y * pitch + x] = x >= w * bpp ? GUARD : (unsigned char)(random ? rnd(256) : 0);
	return im;
}

/* An image with a padded pitch whose PAD bytes after each row hold GUARD; a picture (random
 * pixels) gets PAD more than a page, so that mixing up the two pitches shows. */
static struct ripple_image image_new(int w, int h, int bpp, int random)
{
	return image_pitched(w, h, bpp, w * bpp + PAD * (random ? 2 : 1), random);
}

static void guards_intact(const struct ripple_image *im)
{
	for (int y = 0; y < im->h; y++)
		for (int x = im->w * im->bpp; x < im->pitch; x++)
			assert_int_equal(im->pixels[y * im->pitch + x], GUARD);
}

static void render_matches_reference_at_every_depth(void **state)
{
	(void)state;
	for (int bpp = 1; bpp <= 4; bpp++)
		for (size_t s = 0; s < 4; s++) {
			int w = sizes[s][0], h = sizes[s][1];
			struct twin t;
			struct ripple_image pic = image_new(w, h, bpp, 1);
			struct ripple_image out = image_new(w, h, bpp, 0);
			struct ripple_image ref = image_new(w, h, bpp, 0);
			int displaced = 0;

			twin_init(&t, w, h);
			ripple_drop(&t.r, w / 2, h / 2, h / 3, 100); /* one stone that surely fits */
			article_drop(t.buf1, w, h, w / 2, h / 2, h / 3, 100);
			for (int f = 0; f < 150; f++) {
				if (rnd(4) == 0)
					twin_drop(&t);
				ripple_spread(&t.r);
				article_spread(&t.buf1, &t.buf2, w, h);
				assert_int_equal(ripple_render(&t.r, &pic, &out), RIPPLE_OK);
				article_render(t.buf1, w, h, pic.pixels, pic.pitch, ref.pixels, ref.pitch, bpp);
				assert_memory_equal(out.pixels, ref.pixels, (size_t)(out.pitch * h));
				guards_intact(&out);
				for (int y = 1; y < h - 1; y++)
					displaced |= memcmp(out.pixels + y * out.pitch, pic.pixels + y * pic.pitch,
							    (size_t)(w * bpp));
			}
			if (!displaced)
				fail_msg("the water never moved the %dx%d picture at %d bytes per pixel", w, h, bpp);
			twin_free(&t);
			free(pic.pixels);
			free(out.pixels);
			free(ref.pixels);
		}
}

/* One frame of the pool's kernel, fused in n bands run backwards from a random one, or (n = 0) the step
 * and then the render. */
static void kernel_frame(struct ripple *r, const struct ripple_image *pic, struct ripple_image *out, int n)
{
	int first = n ? rnd(n) : 0;

	if (!n) {
		ripple_spread(r);
		assert_int_equal(ripple_render(r, pic, out), RIPPLE_OK);
		return;
	}
	for (int b = 0; b < n; b++)
		assert_int_equal(ripple_frame_band(r, pic, out, (first + n - b) % n, n), RIPPLE_OK);
	assert_int_equal(ripple_frame_seams(r, pic, out, n), RIPPLE_OK);
}

/* Every kernel this CPU runs, at every depth, from 3x3 to odd large sizes, on pictures whose rows
 * end in guard bytes, with stones of every weight (heights that wrap included), fused in bands
 * or not: the reference's heights and pixels, every frame. */
static void every_kernel_matches_reference(void **state)
{
	static const int ksizes[][2] = { { 3, 3 }, { 17, 5 }, { 33, 31 }, { 517, 93 }, { 1023, 21 }, { 8195, 4 } };
	int kernels = 0;

	(void)state;
	for (int k = 0; k < RIPPLE_KERNELS; k++) {
		if (!ripple_kernel_usable(k))
			continue;
		kernels++;
		for (int bpp = 1; bpp <= 4; bpp++)
			for (size_t s = 0; s < sizeof ksizes / sizeof ksizes[0]; s++) {
				int w = ksizes[s][0], h = ksizes[s][1];
				struct twin t;
				struct ripple_image pic = image_new(w, h, bpp, 1);
				struct ripple_image out = image_new(w, h, bpp, 0);
				struct ripple_image ref = image_new(w, h, bpp, 0);

				twin_init(&t, w, h);
				assert_int_equal(ripple_set_kernel(&t.r, k), RIPPLE_OK);
				for (int f = 0; f < 40; f++) {
					for (int i = 0; i < 1 + w * h / 4000; i++)
						if (rnd(3) == 0)
							twin_drop(&t);
					kernel_frame(&t.r, &pic, &out, f % 5);
					article_spread(&t.buf1, &t.buf2, w, h);
					article_render(t.buf1, w, h, pic.pixels, pic.pitch, ref.pixels, ref.pitch, bpp);
					twin_same(&t);
					assert_memory_equal(out.pixels, ref.pixels, (size_t)(out.pitch * h));
					guards_intact(&out);
				}
				twin_free(&t);
				free(pic.pixels);
				free(out.pixels);
				free(ref.pixels);
			}
	}
	assert_true(kernels >= 2); /* the article's loops and the portable ones run everywhere */
	assert_int_equal(ripple_kernel_usable(RIPPLE_KERNELS), 0);
	assert_int_equal(ripple_kernel_usable(-1), 0);
}

/* A page of RIPPLE_STREAM_FROM bytes or more whose rows start on cache lines, which the kernels
 * may write past the caches: each kernel on it, with pixels displaced out of the picture at its
 * edges, gives the reference's pixels. */
static void streamed_render_matches_reference(void **state)
{
	const int w = 2053, h = 2049, pitch = (w * 4 + PAD + 63) / 64 * 64;

	(void)state;
	assert_true((long)pitch * h >= RIPPLE_STREAM_FROM);
	for (int k = 0; k < RIPPLE_KERNELS; k++) {
		struct twin t;
		struct ripple_image pic, out, ref;

		if (!ripple_kernel_usable(k))
			continue; /* before anything is taken: a CPU without this kernel must not leak it */
		pic = image_new(w, h, 4, 1);
		out = (struct ripple_image){ aligned_alloc(64, (size_t)pitch * h), w, h, pitch, 4 };
		ref = (struct ripple_image){ malloc((size_t)pitch * h), w, h, pitch, 4 };
		assert_non_null(out.pixels);
		assert_non_null(ref.pixels);
		memset(out.pixels, GUARD, (size_t)pitch * h);
		memset(ref.pixels, GUARD, (size_t)pitch * h);
		twin_init(&t, w, h);
		assert_int_equal(ripple_set_kernel(&t.r, k), RIPPLE_OK);
		for (int f = 0; f < 4; f++) {
			for (int i = 0; i < 300; i++)
				twin_drop(&t);
			kernel_frame(&t.r, &pic, &out, f % 3);
			article_spread(&t.buf1, &t.buf2, w, h);
			article_render(t.buf1, w, h, pic.pixels, pic.pitch, ref.pixels, ref.pitch, 4);
			twin_same(&t);
			assert_memory_equal(out.pixels, ref.pixels, (size_t)pitch * h);
		}
		twin_free(&t);
		free(pic.pixels);
		free(out.pixels);
		free(ref.pixels);
	}
}

/* RIPPLE_CPU caps the kernels at a lesser CPU's: each cap leaves the kernels up to it that the CPU
 * runs, and makes the fastest of those the choice, with the reason named; a word that names no CPU
 * is refused. The caller's own cap is put back. */
static void the_cpu_cap_limits_the_kernels(void **state)
{
	static const char *const caps[] = { "scalar", "sse2", "avx2", "avx512" };
	const char *was = getenv("RIPPLE_CPU");
	char *saved = was ? strdup(was) : NULL, why[80];
	int runs[RIPPLE_KERNELS];

	(void)state;
	unsetenv("RIPPLE_CPU");
	assert_int_equal(ripple_cpu_cap(), RIPPLE_KERNELS - 1);
	for (int k = 0; k < RIPPLE_KERNELS; k++)
		runs[k] = ripple_kernel_usable(k);
	for (int c = 0; c < 4; c++) {
		const int cap = RIPPLE_KERNEL_SCALAR + c;
		int best = RIPPLE_KERNEL_SCALAR;

		setenv("RIPPLE_CPU", caps[c], 1);
		assert_int_equal(ripple_cpu_cap(), cap);
		for (int k = 0; k < RIPPLE_KERNELS; k++) {
			assert_int_equal(ripple_kernel_usable(k), runs[k] && k <= cap);
			best = runs[k] && k <= cap && k > best ? k : best;
		}
		assert_int_equal(ripple_kernel_best(), best);
		ripple_kernel_why(best, why, sizeof why);
		assert_memory_equal(why, ripple_kernel_name(best), strlen(ripple_kernel_name(best)));
		if (cap < RIPPLE_KERNELS - 1 && runs[cap + 1])
			assert_non_null(strstr(why, caps[c])); /* "sse2 (RIPPLE_CPU=sse2)" */
	}
	setenv("RIPPLE_CPU", "avx3", 1);
	assert_int_equal(ripple_cpu_cap(), -1);
	setenv("RIPPLE_CPU", "article", 1); /* a kernel, not a CPU */
	assert_int_equal(ripple_cpu_cap(), -1);
	if (saved)
		setenv("RIPPLE_CPU", saved, 1);
	else
		unsetenv("RIPPLE_CPU");
	free(saved);
}

static long clock_reads;

/* A clock that stands still: every kernel takes no time. */
static uint64_t stopped_clock(void)
{
	clock_reads++;
	return 42;
}

static uint64_t real_clock(void)
{
	struct timespec t;

	clock_reads++;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (uint64_t)t.tv_sec * 1000000000u + (uint64_t)t.tv_nsec;
}

/* --kernel auto's choice: timed only when there is one to make, a tie to the newest kernel, the
 * answer one the CPU runs within the cap, kept for the depth and the cap, and named with its
 * reason; another kernel is named as chosen beside it. The caller's cap is put back. */
static void the_fastest_kernel_is_measured(void **state)
{
	const char *was = getenv("RIPPLE_CPU");
	char *saved = was ? strdup(was) : NULL, why[80], want[80];
	int k;

	(void)state;
	setenv("RIPPLE_CPU", "scalar", 1);
	clock_reads = 0;
	assert_int_equal(ripple_kernel_fastest(4, real_clock), RIPPLE_KERNEL_SCALAR);
	assert_int_equal(clock_reads, 0); /* the portable kernel alone: nothing to time */
	unsetenv("RIPPLE_CPU");
	if (ripple_kernel_best() == RIPPLE_KERNEL_SCALAR) { /* no SIMD kernel here: no choice to measure */
		if (saved)
			setenv("RIPPLE_CPU", saved, 1);
		free(saved);
		skip();
	}
	assert_int_equal(ripple_kernel_fastest(3, stopped_clock), ripple_kernel_best());
	assert_true(clock_reads > 0);
	k = ripple_kernel_fastest(4, real_clock);
	assert_true(k >= RIPPLE_KERNEL_SCALAR && ripple_kernel_usable(k));
	clock_reads = 0;
	assert_int_equal(ripple_kernel_fastest(4, real_clock), k);
	assert_int_equal(clock_reads, 0); /* kept */
	ripple_kernel_why(k, why, sizeof why);
	snprintf(want, sizeof want, "%s (fastest measured here)", ripple_kernel_name(k));
	assert_string_equal(why, want);
	ripple_kernel_why(RIPPLE_KERNEL_ARTICLE, why, sizeof why);
	snprintf(want, sizeof want, "article (chosen; %s is the fastest measured here)", ripple_kernel_name(k));
	assert_string_equal(why, want);
	assert_int_equal(ripple_kernel_fastest(0, real_clock), ripple_kernel_best()); /* no such depth */
	if (saved)
		setenv("RIPPLE_CPU", saved, 1);
	free(saved);
}

static void kernel_choice_is_checked(void **state)
{
	struct ripple r;
	struct ripple_image pic = image_new(10, 10, 4, 1);

	(void)state;
	assert_int_equal(ripple_init(&r, 10, 10), RIPPLE_OK);
	assert_true(ripple_kernel_usable(r.kernel));
	assert_int_equal(r.kernel, ripple_kernel_best());
	assert_int_equal(ripple_set_kernel(&r, RIPPLE_KERNELS), RIPPLE_EINVAL);
	assert_int_equal(ripple_set_kernel(&r, RIPPLE_KERNEL_SCALAR), RIPPLE_OK);
	assert_string_equal(ripple_kernel_name(RIPPLE_KERNEL_AVX2), "avx2");
	assert_int_equal(ripple_frame_band(&r, &pic, &pic, 2, 2), RIPPLE_EINVAL); /* no band 2 of 2 */
	assert_int_equal(ripple_frame_seams(&r, &pic, &pic, 0), RIPPLE_EINVAL);
	assert_int_equal(ripple_set_stencil(&r, 12), RIPPLE_OK);
	assert_int_equal(ripple_frame_band(&r, &pic, &pic, 0, 1), RIPPLE_EINVAL); /* not the article's mode */
	ripple_free(&r);
	free(pic.pixels);
}

static void still_water_renders_the_picture(void **state)
{
	(void)state;
	for (int bpp = 1; bpp <= 4; bpp++) {
		struct ripple r;
		struct ripple_image pic = image_new(33, 17, bpp, 1);
		struct ripple_image out = image_new(33, 17, bpp, 0);

		assert_int_equal(ripple_init(&r, 33, 17), RIPPLE_OK);
		assert_int_equal(ripple_render(&r, &pic, &out), RIPPLE_OK);
		for (int y = 1; y < 16; y++)
			assert_memory_equal(out.pixels + y * out.pitch, pic.pixels + y * pic.pitch, (size_t)(33 * bpp));
		for (int x = 0; x < 33 * bpp; x++) { /* the first and last rows are not rendered */
			assert_int_equal(out.pixels[x], 0);
			assert_int_equal(out.pixels[16 * out.pitch + x], 0);
		}
		guards_intact(&out);
		ripple_free(&r);
		free(pic.pixels);
		free(out.pixels);
	}
}

/* Slopes that point exactly one past the last column and the last row: the article's "> width"
 * and "> height" tests let those through and read outside the picture; the port leaves those
 * pixels as they were and copies every other one. */
static void render_never_reads_past_the_picture(void **state)
{
	struct ripple r;
	struct ripple_image pic = image_new(8, 6, 1, 0);
	struct ripple_image out = image_new(8, 6, 1, 0);

	(void)state;
	for (int y = 0; y < 6; y++)
		memset(pic.pixels + y * pic.pitch, 1, 8);
	assert_int_equal(ripple_init(&r, 8, 6), RIPPLE_OK);
	r.cur[3 * 8 + 0] = -1; /* pixel (2, 7) reads it as k+1: xoff = 1, column 7 + 1 = 8 = width */
	r.cur[5 * 8 + 2] = -2; /* pixel (4, 2) reads it as k+w: yoff = 2, row 4 + 2 = 6 = height */
	r.cur[4 * 8 + 5] = -1; /* pixel (3, 5): yoff = 1, row 4: inside, copied */
	assert_int_equal(ripple_render(&r, &pic, &out), RIPPLE_OK);
	for (int y = 1; y < 5; y++)
		for (int x = 0; x < 8; x++)
			assert_int_equal(out.pixels[y * out.pitch + x], (y == 2 && x == 7) || (y == 4 && x == 2) ? 0 : 1);
	guards_intact(&out);
	ripple_free(&r);
	free(pic.pixels);
	free(out.pixels);
}

/* A picture that ends where the memory does (the next page unmapped): the kernels' wide reads
 * of the last pixel, at every depth, in the render and in the mesh's, must stop at its last byte. */
static void kernels_never_read_past_the_pictures_end(void **state)
{
	const long page = sysconf(_SC_PAGESIZE);
	const int w = 32, h = 6;
	const struct ripple_look look = { RIPPLE_VIEW_REFRACTION, { 0 }, NULL, NULL, 0 };
	unsigned char *map = mmap(NULL, (size_t)(2 * page), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	(void)state;
	assert_true(map != MAP_FAILED);
	assert_int_equal(mprotect(map + page, (size_t)page, PROT_NONE), 0);
	for (int k = 0; k < RIPPLE_KERNELS; k++)
		for (int bpp = 1; bpp <= 4 && ripple_kernel_usable(k); bpp++) {
			struct ripple r;
			struct ripple_image pic = { map + page - w * h * bpp, w, h, w * bpp, bpp };
			struct ripple_image out = image_new(w, h, bpp, 0);
			struct ripple_image ref = image_new(w, h, bpp, 0);

			for (int i = 0; i < w * h * bpp; i++)
				pic.pixels[i] = (unsigned char)(i * 7 + 1);
			assert_int_equal(ripple_init(&r, w, h), RIPPLE_OK);
			assert_int_equal(ripple_set_kernel(&r, k), RIPPLE_OK);
			r.cur[(h - 3) * w + w - 1] = 1; /* pixel (w - 1, h - 2) shows the last pixel */
			r.cur[(h - 3) * w + w - 3] = 1; /* and its neighbour the one before */
			assert_int_equal(ripple_render(&r, &pic, &out), RIPPLE_OK);
			article_render(r.cur, w, h, pic.pixels, pic.pitch, ref.pixels, ref.pitch, bpp);
			assert_memory_equal(out.pixels, ref.pixels, (size_t)(out.pitch * h));
			assert_memory_equal(out.pixels + (h - 2) * out.pitch + (w - 1) * bpp, pic.pixels + (h - 1) * pic.pitch + (w - 1) * bpp,
					    (size_t)bpp);
			ripple_free(&r);
			assert_int_equal(ripple_init(&r, w / 2 + 1, h / 2 + 1), RIPPLE_OK);
			assert_int_equal(ripple_set_kernel(&r, k), RIPPLE_OK);
			assert_int_equal(ripple_render_mesh(&r, &look, 2, &pic, &out), RIPPLE_OK); /* still water: the picture */
			for (int y = 0; y < h; y++)
				assert_memory_equal(out.pixels + y * out.pitch, pic.pixels + y * pic.pitch, (size_t)(w * bpp));
			guards_intact(&out);
			ripple_free(&r);
			free(out.pixels);
			free(ref.pixels);
		}
	munmap(map, (size_t)(2 * page));
}

/* The render reads ahead only in pictures the caches do not hold, RIPPLE_PREFETCH_ROWS rows below,
 * never past the last row. */
static void read_ahead_stays_in_the_picture(void **state)
{
	const struct ripple_image small = { NULL, 320, 240, 1280, 4 }, big = { NULL, 1024, 768, 4100, 4 };

	(void)state;
	assert_true((long)small.pitch * small.h < RIPPLE_PREFETCH_FROM && (long)big.pitch * big.h >= RIPPLE_PREFETCH_FROM);
	for (int y = 0; y < small.h; y++)
		assert_int_equal(ripple_read_ahead(&small, y), 0);
	for (int y = 0; y < big.h; y++) {
		const size_t ahead = ripple_read_ahead(&big, y);
		const int below = big.h - 1 - y < RIPPLE_PREFETCH_ROWS ? big.h - 1 - y : RIPPLE_PREFETCH_ROWS;

		assert_int_equal(ahead, (size_t)big.pitch * (size_t)below);
	}
	assert_int_equal(ripple_read_ahead(&big, big.h - 1), 0);
}

static void render_rejects_bad_images(void **state)
{
	struct ripple r;
	struct ripple_image pic = image_new(10, 10, 4, 1);
	struct ripple_image out = image_new(10, 10, 4, 0);
	struct ripple_image bad;

	(void)state;
	assert_int_equal(ripple_init(&r, 10, 10), RIPPLE_OK);
	bad = out;
	bad.bpp = 3;
	assert_int_equal(ripple_render(&r, &pic, &bad), RIPPLE_EINVAL); /* depths differ */
	bad = out;
	bad.w = 9;
	assert_int_equal(ripple_render(&r, &pic, &bad), RIPPLE_EINVAL); /* not the pool's size */
	bad = out;
	bad.pitch = 39;
	assert_int_equal(ripple_render(&r, &pic, &bad), RIPPLE_EINVAL); /* pitch below w * bpp */
	bad = out;
	bad.bpp = 5;
	assert_int_equal(ripple_render(&r, &pic, &bad), RIPPLE_EINVAL);
	bad = out;
	bad.pixels = NULL;
	assert_int_equal(ripple_render(&r, &pic, &bad), RIPPLE_EINVAL);
	ripple_free(&r);
	free(pic.pixels);
	free(out.pixels);
}

/* The 12-neighbour step written out plainly, as the notes on the article give it: rows 2..h-3,
 * every column, reading across row ends like the article, C's division, then the damping. */
static void plain12(short **cur, short **prev, int w, int h, int damping)
{
	short *now = *cur, *next = *prev;

	for (int i = 2 * w; i < (h - 2) * w; i++) {
		int sum = now[i - 1] + now[i + 1] + now[i - w] + now[i + w] + now[i - w - 1] + now[i - w + 1] +
			  now[i + w - 1] + now[i + w + 1] + now[i - 2] + now[i + 2] + now[i - 2 * w] + now[i + 2 * w];

		next[i] = (short)(sum / 6 - next[i]);
		if (damping)
			next[i] = (short)(next[i] - (next[i] >> damping));
	}
	*cur = next;
	*prev = now;
}

static void stencil12_matches_the_plain_formula(void **state)
{
	static const int dims[][2] = { { 64, 48 }, { 31, 9 }, { 5, 5 } };

	(void)state;
	for (size_t s = 0; s < sizeof dims / sizeof dims[0]; s++)
		for (int damping = 0; damping <= 8; damping += 4) {
			struct twin t;

			twin_init(&t, dims[s][0], dims[s][1]);
			assert_int_equal(ripple_set_stencil(&t.r, 12), RIPPLE_OK);
			assert_int_equal(ripple_set_damping(&t.r, damping), RIPPLE_OK);
			for (int f = 0; f < 300; f++) {
				if (rnd(6) == 0) {
					twin_drop(&t);
					/* stones leave the two rows at each end, which this step never moves */
					memset(t.buf1, 0, (size_t)(2 * t.r.w) * sizeof(short));
					memset(t.buf1 + (t.r.h - 2) * t.r.w, 0, (size_t)(2 * t.r.w) * sizeof(short));
				}
				ripple_spread(&t.r);
				plain12(&t.buf1, &t.buf2, t.r.w, t.r.h, damping);
				twin_same(&t);
			}
			twin_free(&t);
		}
}

static double energy(const struct ripple *r)
{
	double e = 0;

	for (int i = 0; i < r->w * r->h; i++)
		e += (double)r->cur[i] * r->cur[i];
	return e;
}

/* The article's point: without damping the water never calms. Its waves keep their energy
 * (within a factor of 3 after 500 frames) and the pool does not sink. */
static void undamped_water_keeps_its_waves(void **state)
{
	struct ripple r;
	double start, mean = 0;

	(void)state;
	assert_int_equal(ripple_init(&r, 200, 200), RIPPLE_OK);
	assert_int_equal(ripple_set_damping(&r, 0), RIPPLE_OK);
	assert_int_equal(ripple_set_damping(&r, 9), RIPPLE_EINVAL);
	assert_int_equal(ripple_drop(&r, 100, 100, 4, 128), RIPPLE_OK);
	for (int f = 0; f < 10; f++)
		ripple_spread(&r);
	start = energy(&r);
	for (int f = 0; f < 500; f++)
		ripple_spread(&r);
	assert_false(ripple_still(&r));
	assert_true(energy(&r) > start / 3 && energy(&r) < start * 3);
	for (int i = 0; i < 200 * 200; i++)
		mean += r.cur[i];
	assert_true(mean / (200 * 200) > -5 && mean / (200 * 200) < 5);
	ripple_free(&r);
}

static void still_water_skips_the_step(void **state)
{
	struct ripple r;
	short *cur;

	(void)state;
	assert_int_equal(ripple_init(&r, 50, 40), RIPPLE_OK);
	assert_true(ripple_still(&r));
	assert_int_equal(ripple_drop(&r, 25, 20, 3, 128), RIPPLE_OK);
	assert_false(ripple_still(&r));
	for (int f = 0; f < 2000 && !ripple_still(&r); f++)
		ripple_spread(&r);
	assert_true(ripple_still(&r));
	cur = r.cur;
	ripple_spread(&r);
	assert_ptr_equal(r.cur, cur); /* skipped: not even the swap */
	for (int i = 0; i < 50 * 40; i++)
		assert_int_equal(r.cur[i] | r.prev[i], 0);
	ripple_free(&r);
}

static void soft_stone_falls_off_from_the_centre(void **state)
{
	struct ripple r;

	(void)state;
	assert_int_equal(ripple_init(&r, 40, 40), RIPPLE_OK);
	assert_int_equal(ripple_drop_soft(&r, 20, 20, 8, 100), RIPPLE_OK);
	assert_int_equal(r.cur[20 * 40 + 20], -100);     /* d = 0: the full weight */
	assert_int_equal(r.cur[20 * 40 + 24], -50);      /* d = 4 = R/2: half */
	assert_int_equal(r.cur[23 * 40 + 24], -37);      /* d = 5: 100 (1 - 5/8) = 37.5, toward zero */
	assert_int_equal(r.cur[20 * 40 + 28], 0);        /* d = 8: outside the disc */
	for (int y = 12; y < 28; y++)
		for (int x = 12; x < 28; x++) {
			int dd = (x - 20) * (x - 20) + (y - 20) * (y - 20);

			assert_true(dd < 64 ? r.cur[y * 40 + x] <= 0 && r.cur[y * 40 + x] >= -100 : r.cur[y * 40 + x] == 0);
			if (x > 20 && dd < 64) /* never higher toward the centre */
				assert_true(r.cur[y * 40 + x] >= r.cur[y * 40 + x - 1]);
		}
	assert_int_equal(ripple_drop_soft(&r, 3, 20, 8, 100), RIPPLE_EOUTSIDE);
	ripple_free(&r);
}

/* The Bresenham line, written here again from the textbook, to check the core's trail against. */
static int line_points(int x0, int y0, int x1, int y1, int (*pts)[2])
{
	int dx = abs(x1 - x0), dy = abs(y1 - y0), n = 0, err, e2;
	int sx = x0 < x1 ? 1 : -1, sy = y0 < y1 ? 1 : -1;

	for (err = dx - dy; n < 200; n++) {
		pts[n][0] = x0;
		pts[n][1] = y0;
		if (x0 == x1 && y0 == y1)
			return n + 1;
		e2 = 2 * err;
		if (e2 > -dy) {
			err -= dy;
			x0 += sx;
		}
		if (e2 < dx) {
			err += dx;
			y0 += sy;
		}
	}
	return -1;
}

static void drag_trail_covers_the_whole_line(void **state)
{
	static const int strokes[][4] = { { 10, 10, 90, 37 }, { 90, 50, 12, 3 }, { 40, 5, 41, 55 }, { 7, 7, 7, 7 } };
	int pts[200][2];

	(void)state;
	for (size_t s = 0; s < sizeof strokes / sizeof strokes[0]; s++) {
		const int *k = strokes[s];
		struct ripple r;
		int n = line_points(k[0], k[1], k[2], k[3], pts);

		assert_int_equal(ripple_init(&r, 100, 60), RIPPLE_OK);
		assert_int_equal(ripple_drag(&r, k[0], k[1], k[2], k[3], 1, RIPPLE_TRAIL_WEIGHT), n);
		for (int i = 0; i < n; i++) {
			assert_int_equal(r.cur[pts[i][1] * 100 + pts[i][0]], -RIPPLE_TRAIL_WEIGHT);
			if (i) /* no gaps: each point touches the one before */
				assert_true(abs(pts[i][0] - pts[i - 1][0]) <= 1 && abs(pts[i][1] - pts[i - 1][1]) <= 1);
		}
		ripple_free(&r);
	}
}

/* The energy a pool's edges send back: the difference, inside the absorbing layer's reach,
 * between the pool and the same water in a pool too big for any echo to come back, summed every
 * 10 frames from frame 240 (when the first echo is on its way back) to 420. */
static double echo(int edge)
{
	struct ripple s, big;
	double e = 0;

	assert_int_equal(ripple_init(&s, 200, 200), RIPPLE_OK);
	assert_int_equal(ripple_init(&big, 1000, 1000), RIPPLE_OK);
	ripple_set_damping(&s, 0);
	ripple_set_damping(&big, 0);
	assert_int_equal(ripple_set_edge(&s, edge), RIPPLE_OK);
	ripple_set_edge(&big, RIPPLE_EDGE_REFLECT);
	ripple_drop_soft(&s, 100, 100, 8, 128);
	ripple_drop_soft(&big, 500, 500, 8, 128);
	for (int f = 0; f < 420; f++) {
		ripple_spread(&s);
		ripple_spread(&big);
		for (int y = 26; f >= 240 && f % 10 == 0 && y < 174; y++)
			for (int x = 26; x < 174; x++) {
				double d = s.cur[y * 200 + x] - big.cur[(y + 400) * 1000 + x + 400];

				e += d * d;
			}
	}
	ripple_free(&s);
	ripple_free(&big);
	return e;
}

static void edges_reflect_or_absorb(void **state)
{
	double reflected = echo(RIPPLE_EDGE_REFLECT), absorbed = echo(RIPPLE_EDGE_ABSORB);

	(void)state;
	print_message("the absorbing edge sends back %.3f of a wall's echo\n", absorbed / reflected);
	assert_true(reflected > 1e7);             /* a wall all around sends the wave back */
	assert_true(absorbed < 0.1 * reflected);  /* the absorbing edge removes over 90% of it */
}

static void walls_hold_still_and_reflect(void **state)
{
	struct ripple r;
	int behind = 0, front = 0;

	(void)state;
	assert_int_equal(ripple_init(&r, 120, 60), RIPPLE_OK);
	for (int y = 0; y < 60; y++)
		assert_int_equal(ripple_set_wall(&r, 70, y, 1), RIPPLE_OK);
	assert_int_equal(ripple_set_wall(&r, 120, 0, 1), RIPPLE_EINVAL);
	assert_true(ripple_is_wall(&r, 70, 30));
	assert_int_equal(ripple_drop(&r, 50, 30, 4, 128), RIPPLE_OK);
	for (int f = 0; f < 120; f++) {
		ripple_spread(&r);
		for (int y = 0; y < 60; y++)
			assert_int_equal(r.cur[y * 120 + 70], 0);
	}
	for (int y = 1; y < 59; y++) {
		behind |= r.cur[y * 120 + 100]; /* nothing gets through a whole wall */
		front |= r.cur[y * 120 + 60];
	}
	assert_int_equal(behind, 0);
	assert_int_not_equal(front, 0);
	ripple_clear_walls(&r);
	assert_false(ripple_is_wall(&r, 70, 30));
	ripple_free(&r);
}

/* Light at every depth: a white picture stays white under a crest, a black one black under a
 * trough (the clamp), and grey moves by the height. */
static void light_clamps_at_every_depth(void **state)
{
	static const unsigned int masks[5][3] = { { 0 }, { 0 }, { 0xf800, 0x07e0, 0x001f },
						   { 0xff0000, 0x00ff00, 0x0000ff }, { 0xff0000, 0x00ff00, 0x0000ff } };
	static const unsigned int white[5] = { 0, 255, 0xffff, 0xffffff, 0xffffff };
	unsigned char shade[RIPPLE_SHADES * 256];

	(void)state;
	for (int sh = 0; sh < RIPPLE_SHADES; sh++) /* a grey palette: index = brightness */
		for (int i = 0; i < 256; i++)
			shade[sh * 256 + i] = (unsigned char)(i + sh * 8 - 256 < 0 ? 0 : i + sh * 8 - 256 > 255 ? 255 : i + sh * 8 - 256);
	for (int bpp = 1; bpp <= 4; bpp++) {
		struct ripple_look look = { RIPPLE_VIEW_LIGHT, { masks[bpp][0], masks[bpp][1], masks[bpp][2] }, shade, NULL, 0 };
		struct ripple r;
		struct ripple_image pic = image_new(8, 5, bpp, 0), out = image_new(8, 5, bpp, 0);

		assert_int_equal(ripple_init(&r, 8, 5), RIPPLE_OK);
		for (int y = 0; y < 5; y++)
			memset(pic.pixels + y * pic.pitch, 0xff, (size_t)(4 * bpp)); /* columns 0..3 white, 4..7 black */
		r.cur[1 * 8 + 1] = 300;  /* white + 300: still white */
		r.cur[1 * 8 + 5] = -300; /* black - 300: still black */
		r.cur[2 * 8 + 5] = 100;  /* black + 100 */
		assert_int_equal(ripple_render_look(&r, &look, &pic, &out), RIPPLE_OK);
		assert_memory_equal(out.pixels + out.pitch + bpp, pic.pixels + pic.pitch, (size_t)bpp);
		for (int b = 0; b < bpp; b++)
			assert_int_equal(out.pixels[out.pitch + 5 * bpp + b], 0);
		for (int b = 0, v = 0; b < bpp; b++) /* black + 100: every channel about 100 */
			if (b == bpp - 1) {
				for (int c = bpp - 1; c >= 0; c--)
					v = v << 8 | out.pixels[2 * out.pitch + 5 * bpp + c];
				for (int c = 0; c < 3 && bpp > 1; c++) {
					unsigned int m = masks[bpp][c], sh = 0;

					while (!(m >> sh & 1))
						sh++;
					assert_int_equal(((unsigned int)v & m) >> sh, (100 * (m >> sh) + 127) / 255);
				}
				if (bpp == 1)
					assert_int_equal(v, 96); /* the table's step of 8 */
			}
		(void)white;
		guards_intact(&out);
		ripple_free(&r);
		free(pic.pixels);
		free(out.pixels);
	}
}

static void heights_view_and_walls_use_their_colours(void **state)
{
	unsigned int heat[511];
	struct ripple_look look = { RIPPLE_VIEW_HEIGHTS, { 0xff0000, 0xff00, 0xff }, NULL, heat, 0xabcdef };
	struct ripple r;
	struct ripple_image pic = image_new(6, 5, 4, 1), out = image_new(6, 5, 4, 0);
	unsigned int v;

	(void)state;
	for (int i = 0; i < 511; i++)
		heat[i] = (unsigned int)i;
	assert_int_equal(ripple_init(&r, 6, 5), RIPPLE_OK);
	r.cur[2 * 6 + 1] = 1000;
	r.cur[2 * 6 + 2] = -7;
	assert_int_equal(ripple_set_wall(&r, 4, 2, 1), RIPPLE_OK);
	assert_int_equal(ripple_render_look(&r, &look, &pic, &out), RIPPLE_OK);
	memcpy(&v, out.pixels + 2 * out.pitch + 4, 4);
	assert_int_equal(v, 510); /* clamped to 255 */
	memcpy(&v, out.pixels + 2 * out.pitch + 8, 4);
	assert_int_equal(v, 255 - 2 * 7); /* twice the height */
	memcpy(&v, out.pixels + 2 * out.pitch + 16, 4);
	assert_int_equal(v, 0xabcdef);
	memcpy(&v, out.pixels + 0 * out.pitch + 8, 4); /* the first row too: height 0 */
	assert_int_equal(v, 255);
	look.view = RIPPLE_VIEW_REFRACTION; /* a reflecting pool's border is drawn all round */
	assert_int_equal(ripple_set_edge(&r, RIPPLE_EDGE_REFLECT), RIPPLE_OK);
	assert_int_equal(ripple_render_look(&r, &look, &pic, &out), RIPPLE_OK);
	memcpy(&v, out.pixels + 4 * out.pitch + 8, 4);
	assert_int_equal(v, 0xabcdef);
	memcpy(&v, out.pixels + 0 * out.pitch + 12, 4);
	assert_int_equal(v, 0xabcdef);
	ripple_clear_walls(&r); /* the border alone, in 32 bpp's own loops for these views */
	for (look.view = RIPPLE_VIEW_LIGHT; look.view <= RIPPLE_VIEW_BOTH; look.view++) {
		memset(out.pixels, 0, (size_t)(out.pitch * 5));
		assert_int_equal(ripple_render_look(&r, &look, &pic, &out), RIPPLE_OK);
		memcpy(&v, out.pixels + 4 * out.pitch + 8, 4);
		assert_int_equal(v, 0xabcdef);
		memcpy(&v, out.pixels + 2 * out.pitch + 0, 4);
		assert_int_equal(v, 0xabcdef);
	}
	look.view = RIPPLE_VIEW_HEIGHTS;
	look.heat = NULL;
	assert_int_equal(ripple_render_look(&r, &look, &pic, &out), RIPPLE_EINVAL);
	ripple_free(&r);
	free(pic.pixels);
	free(out.pixels);
}

static void sources_follow_the_sine(void **state)
{
	struct ripple r;
	const struct ripple_source s = { 0, 20, 15, 0, 0, 1, 100, 16 };
	struct ripple_source bad = s;

	(void)state;
	assert_int_equal(ripple_init(&r, 40, 30), RIPPLE_OK);
	assert_int_equal(ripple_drive(&r, &s, 1, 4), RIPPLE_OK); /* a quarter period: the crest */
	assert_int_equal(r.cur[15 * 40 + 20], 100);
	assert_int_equal(r.cur[15 * 40 + 21], 100); /* the disc of radius 1 */
	assert_int_equal(r.cur[16 * 40 + 21], 0);
	assert_int_equal(ripple_drive(&r, &s, 1, 12), RIPPLE_OK); /* three quarters: the trough */
	assert_int_equal(r.cur[15 * 40 + 20], -100);
	assert_int_equal(ripple_drive(&r, &s, 1, 16 * 1000 + 2), RIPPLE_OK); /* 1/8: 100 sin(pi/4) */
	assert_int_equal(r.cur[15 * 40 + 20], 100 * 90 / 127);
	bad.period = 1;
	assert_int_equal(ripple_drive(&r, &bad, 1, 0), RIPPLE_EINVAL);
	ripple_free(&r);
}

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
	assert_int_equal(scenario_apply(&sc, &r, SCENARIO_DOUBLE_SLIT, 12), RIPPLE_OK);
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
	assert_int_equal(scenario_apply(&sc, &r, SCENARIO_ROCK, 12), RIPPLE_EINVAL);
	assert_int_equal(scenario_apply(&sc, &r, SCENARIO_NONE, 12), RIPPLE_OK);
	assert_int_equal(scenario_apply(&sc, &r, SCENARIO_COUNT, 12), RIPPLE_EINVAL);
	ripple_free(&r);
	assert_int_equal(ripple_init(&r, 320, 240), RIPPLE_OK);
	assert_int_equal(scenario_apply(&sc, &r, SCENARIO_ROCK, 12), RIPPLE_OK);
	assert_true(ripple_is_wall(&r, 320 * 3 / 5, 120)); /* the rock */
	assert_int_equal(sc.nsources, 1);
	assert_int_equal(scenario_apply(&sc, &r, SCENARIO_SLIT, 1), RIPPLE_EINVAL);
	ripple_free(&r);
}

/* The inspector's explanation of every cell is what the next step then does, in the article's
 * mode and in the variants'. */
static void explain_predicts_the_next_step(void **state)
{
	static const int modes[][3] = { { 4, RIPPLE_DAMPING, RIPPLE_EDGE_CLASSIC }, { 12, 3, RIPPLE_EDGE_CLASSIC },
					 { 4, 0, RIPPLE_EDGE_REFLECT }, { 12, 8, RIPPLE_EDGE_ABSORB } };

	(void)state;
	for (size_t m = 0; m < sizeof modes / sizeof modes[0]; m++) {
		struct twin t;
		struct ripple_cell *cells = calloc(64 * 48, sizeof *cells);

		twin_init(&t, 64, 48);
		ripple_set_stencil(&t.r, modes[m][0]);
		ripple_set_damping(&t.r, modes[m][1]);
		ripple_set_edge(&t.r, modes[m][2]);
		ripple_set_wall(&t.r, 30, 20, m == 3);
		for (int f = 0; f < 60; f++) {
			if (f % 7 == 0)
				ripple_drop(&t.r, 10 + rnd(44), 10 + rnd(28), 1 + rnd(5), rnd(300));
			for (int i = 0; i < 64 * 48; i++)
				assert_int_equal(ripple_explain(&t.r, i % 64, i / 64, &cells[i]), RIPPLE_OK);
			ripple_spread(&t.r);
			for (int i = 0; i < 64 * 48; i++)
				if (t.r.cur[i] != cells[i].next)
					fail_msg("mode %zu frame %d cell %d: explained %d, the step made %d", m, f, i,
						 cells[i].next, t.r.cur[i]);
		}
		assert_int_equal(ripple_explain(&t.r, 64, 0, &cells[0]), RIPPLE_EINVAL);
		free(cells);
		twin_free(&t);
	}
}

/* The explanation names the rule the step follows, so that the inspector need not read the pool:
 * the article's own step, a variant's stencil and damping, the absorbing layer's cells. */
static void explain_names_the_rule(void **state)
{
	struct ripple r;
	struct ripple_cell c;

	(void)state;
	assert_int_equal(ripple_init(&r, 64, 48), RIPPLE_OK);
	assert_int_equal(ripple_explain(&r, 32, 24, &c), RIPPLE_OK);
	assert_true(c.stencil == 4 && c.article && c.damping == RIPPLE_DAMPING && !c.absorbs);
	assert_int_equal(ripple_set_wall(&r, 3, 3, 1), RIPPLE_OK);
	assert_int_equal(ripple_explain(&r, 32, 24, &c), RIPPLE_OK);
	assert_true(c.stencil == 4 && !c.article && c.damping == RIPPLE_DAMPING);
	ripple_clear_walls(&r);
	assert_int_equal(ripple_set_stencil(&r, 12), RIPPLE_OK);
	assert_int_equal(ripple_set_damping(&r, 3), RIPPLE_OK);
	assert_int_equal(ripple_set_edge(&r, RIPPLE_EDGE_ABSORB), RIPPLE_OK);
	assert_int_equal(ripple_explain(&r, 32, 24, &c), RIPPLE_OK);
	assert_true(c.stencil == 12 && !c.article && c.damping == 3 && !c.absorbs);
	assert_int_equal(ripple_explain(&r, 5, 24, &c), RIPPLE_OK);
	assert_true(c.absorbs);
	ripple_free(&r);
}

/* The mesh against full resolution on the same water: a smooth wave computed at full resolution,
 * its heights sampled at the nodes, both rendered from a picture whose pixels hold their own
 * coordinates, so each rendered pixel tells where it was copied from. Returns the mean distance
 * in pixels between the two copies' sources, and the share of pixels more than 2 apart. */
static double mesh_error(int mesh, double *far)
{
	const int w = 320, h = 240, nw = (w + mesh - 1) / mesh + 1, nh = (h + mesh - 1) / mesh + 1;
	struct ripple full, coarse;
	struct ripple_look look = { RIPPLE_VIEW_REFRACTION, { 0 }, NULL, NULL, 0 };
	struct ripple_image pic = { malloc(w * h * 4), w, h, w * 4, 4 }, a = pic, b = pic;
	double sum = 0;
	int n = 0, out = 0;

	a.pixels = malloc(w * h * 4);
	b.pixels = malloc(w * h * 4);
	for (int i = 0; i < w * h; i++) {
		unsigned int v = (unsigned int)((i / w) << 12 | i % w);

		memcpy(pic.pixels + 4 * i, &v, 4);
	}
	memcpy(a.pixels, pic.pixels, w * h * 4);
	assert_int_equal(ripple_init(&full, w, h), RIPPLE_OK);
	assert_int_equal(ripple_init(&coarse, nw, nh), RIPPLE_OK);
	ripple_drop_soft(&full, 120, 110, 30, 600);
	for (int f = 0; f < 25; f++)
		ripple_spread(&full);
	for (int y = 0; y < nh; y++)
		for (int x = 0; x < nw; x++)
			coarse.cur[y * nw + x] = full.cur[(y * mesh < h ? y * mesh : h - 1) * w + (x * mesh < w ? x * mesh : w - 1)];
	assert_int_equal(ripple_render(&full, &pic, &a), RIPPLE_OK);
	assert_int_equal(ripple_render_mesh(&coarse, &look, mesh, &pic, &b), RIPPLE_OK);
	for (int i = w; i < w * (h - 1); i++) {
		unsigned int u, v;
		double d;

		memcpy(&u, a.pixels + 4 * i, 4);
		memcpy(&v, b.pixels + 4 * i, 4);
		d = hypot((double)(u & 4095) - (v & 4095), (double)(u >> 12) - (v >> 12));
		sum += d;
		out += d > 2;
		n++;
	}
	ripple_free(&full);
	ripple_free(&coarse);
	free(pic.pixels);
	free(a.pixels);
	free(b.pixels);
	*far = (double)out / n;
	return sum / n;
}

static void mesh_stays_near_full_resolution(void **state)
{
	double far2, far4, mean2 = mesh_error(2, &far2), mean4 = mesh_error(4, &far4);

	(void)state;
	print_message("mesh 2: %.3f px on average, %.2f%% over 2 px; mesh 4: %.3f px, %.2f%%\n", mean2, far2 * 100,
		      mean4, far4 * 100);
	assert_true(mean2 < 0.5 && far2 < 0.08);  /* measured: 0.27 px, 4.5% (at the steep fronts) */
	assert_true(mean4 < 0.75 && far4 < 0.08); /* measured: 0.44 px, 6.0% */
}

/* A picture and two pages alike (random, GUARD bytes after each row), for renders to compare. */
struct trio {
	struct ripple_image pic, want, got;
};

static struct trio trio_new(int w, int h, int bpp, int pitch)
{
	struct trio t = { image_pitched(w, h, bpp, pitch, 1), image_pitched(w, h, bpp, pitch, 1),
			  image_pitched(w, h, bpp, pitch, 1) };

	memcpy(t.got.pixels, t.want.pixels, (size_t)(pitch * h));
	return t;
}

static void trio_free(struct trio *t)
{
	free(t->pic.pixels);
	free(t->want.pixels);
	free(t->got.pixels);
}

/* Every kernel's mesh render against the article kernel's (mesh.c's plain C rows), on water rough
 * at the top, barely moving (offsets about the rounding's half) in the middle and still at the
 * bottom (the blocks copied straight), at both meshes, every depth, widths around the SIMD blocks,
 * pitches of whole and odd pixels; the refraction and the heights view (its colours as wide as a
 * pixel is deep) at every depth, the light and both views above 8 bpp (at 32 bpp with a byte a
 * channel, the kernels' lit rows); open water, and a reflecting border with a wall across (each
 * pixel the wall of its nearest node). */
static void every_kernel_renders_the_mesh_alike(void **state)
{
	static const int mesh_sizes[][2] = { { 320, 240 }, { 37, 23 }, { 16, 5 }, { 17, 9 }, { 3, 3 } };
	static const int views[] = { RIPPLE_VIEW_REFRACTION, RIPPLE_VIEW_LIGHT, RIPPLE_VIEW_BOTH, RIPPLE_VIEW_HEIGHTS };
	static const unsigned int masks[5][3] = { { 0 }, { 0 }, { 0xf800, 0x07e0, 0x001f }, { 0xff0000, 0xff00, 0xff },
						  { 0xff, 0xff00, 0xff0000 } };
	static unsigned int heat[511];

	(void)state;
	for (int i = 0; i < 511; i++)
		heat[i] = (unsigned int)i * 0x1010101u + 0x80402010u;
	for (size_t s = 0; s < sizeof mesh_sizes / sizeof mesh_sizes[0]; s++)
		for (int mesh = 2; mesh <= 4; mesh += 2)
			for (int bpp = 1; bpp <= 4; bpp++)
				for (int c = 0; c < 16; c++) {
					const int odd = c & 1, view = views[c / 2 % 4], walls = c >= 8;
					const int w = mesh_sizes[s][0], h = mesh_sizes[s][1], pitch = w * bpp + (odd ? 5 : 8);
					struct ripple_look look = { view, { masks[bpp][0], masks[bpp][1], masks[bpp][2] }, NULL, heat,
								    0x5a3c1e };

					if (bpp == 1 && (view == RIPPLE_VIEW_LIGHT || view == RIPPLE_VIEW_BOTH))
						continue;
					struct trio t = trio_new(w, h, bpp, pitch);
					unsigned char *before = malloc((size_t)(pitch * h));
					struct ripple r;

					assert_non_null(before);
					memcpy(before, t.got.pixels, (size_t)(pitch * h));
					assert_int_equal(ripple_init(&r, (w + mesh - 1) / mesh + 1, (h + mesh - 1) / mesh + 1), RIPPLE_OK);
					for (int i = 0; i < r.w * r.h; i++)
						r.cur[i] = (short)(3 * i < r.w * r.h ? rnd(4001) - 2000 /* offsets past every edge */
								   : 3 * i < 2 * r.w * r.h ? rnd(3) - 1 : 0);
					if (walls) { /* a reflecting border and a wall across, its cells at 0 */
						assert_int_equal(ripple_set_edge(&r, RIPPLE_EDGE_REFLECT), RIPPLE_OK);
						assert_int_equal(ripple_wall_line(&r, 1, 1, r.w - 2, r.h - 2, 1, 1), RIPPLE_OK);
					}
					assert_int_equal(ripple_set_kernel(&r, RIPPLE_KERNEL_ARTICLE), RIPPLE_OK);
					assert_int_equal(ripple_render_mesh(&r, &look, mesh, &t.pic, &t.want), RIPPLE_OK);
					for (int k = 0; k < RIPPLE_KERNELS; k++) {
						if (ripple_set_kernel(&r, k) != RIPPLE_OK)
							continue;
						memcpy(t.got.pixels, before, (size_t)(pitch * h)); /* not the last kernel's pixels */
						assert_int_equal(ripple_render_mesh(&r, &look, mesh, &t.pic, &t.got), RIPPLE_OK);
						assert_memory_equal(t.got.pixels, t.want.pixels, (size_t)(pitch * h));
					}
					ripple_free(&r);
					trio_free(&t);
					free(before);
				}
}

/* A 32-bpp page of RIPPLE_STREAM_FROM bytes or more, its rows on 64-byte boundaries: the kernels'
 * mesh rows write it past the caches (ripple_mesh_streams), the same bytes as the article kernel's,
 * at both meshes, on water rough at the top, barely moving in the middle and still at the bottom. */
static void every_kernel_streams_a_large_mesh_alike(void **state)
{
	const int w = 2000, h = 2100, pitch = 2016 * 4;
	const size_t size = (size_t)pitch * (size_t)h;
	unsigned char *mem[3];
	struct ripple_image im[3]; /* the picture, the article kernel's page, each kernel's */
	struct ripple_look look = { RIPPLE_VIEW_REFRACTION, { 0xff0000, 0xff00, 0xff }, NULL, NULL, 0 };

	(void)state;
	for (int i = 0; i < 3; i++) {
		mem[i] = malloc(size + 64);
		assert_non_null(mem[i]);
		im[i] = (struct ripple_image){ mem[i] + (64 - (uintptr_t)mem[i] % 64) % 64, w, h, pitch, 4 };
		for (size_t j = 0; j < size; j++)
			im[i].pixels[j] = (unsigned char)(i ? 0 : rnd(256));
	}
	assert_true(size >= RIPPLE_STREAM_FROM && ripple_mesh_streams(&im[2], 0) && !ripple_mesh_streams(&im[2], 1));
	for (int mesh = 2; mesh <= 4; mesh += 2) {
		struct ripple r;

		assert_int_equal(ripple_init(&r, (w + mesh - 1) / mesh + 1, (h + mesh - 1) / mesh + 1), RIPPLE_OK);
		for (int i = 0; i < r.w * r.h; i++)
			r.cur[i] = (short)(3 * i < r.w * r.h ? rnd(4001) - 2000 : 3 * i < 2 * r.w * r.h ? rnd(3) - 1 : 0);
		assert_int_equal(ripple_set_kernel(&r, RIPPLE_KERNEL_ARTICLE), RIPPLE_OK);
		assert_int_equal(ripple_render_mesh(&r, &look, mesh, &im[0], &im[1]), RIPPLE_OK);
		for (int k = 0; k < RIPPLE_KERNELS; k++) {
			if (ripple_set_kernel(&r, k) != RIPPLE_OK)
				continue;
			memset(im[2].pixels, 0, size);
			assert_int_equal(ripple_render_mesh(&r, &look, mesh, &im[0], &im[2]), RIPPLE_OK);
			assert_memory_equal(im[2].pixels, im[1].pixels, size);
		}
		ripple_free(&r);
	}
	for (int i = 0; i < 3; i++)
		free(mem[i]);
}

/* Every view, every pixel and a mesh of 2 and 4, with walls and without, drawn in three bands of
 * rows that cut through mesh cells: the same bytes as drawn whole (the pool's threads draw so). */
static void views_in_bands_match_the_whole(void **state)
{
	static const int views[] = { RIPPLE_VIEW_REFRACTION, RIPPLE_VIEW_LIGHT, RIPPLE_VIEW_BOTH, RIPPLE_VIEW_HEIGHTS };
	static unsigned int heat[511];
	const int w = 37, h = 23;

	(void)state;
	for (int i = 0; i < 511; i++)
		heat[i] = (unsigned int)i * 0x10101u;
	for (int mesh = 1; mesh <= 4; mesh *= 2)
		for (int bpp = 2; bpp <= 4; bpp += 2)
			for (size_t v = 0; v < 4; v++)
				for (int walls = 0; walls <= 1; walls++) {
					const int pitch = w * bpp + 3, cw = mesh > 1 ? (w + mesh - 1) / mesh + 1 : w;
					const int ch = mesh > 1 ? (h + mesh - 1) / mesh + 1 : h;
					struct ripple_look look = { views[v], { 0xf800, 0x07e0, 0x001f }, NULL, heat, 0x1234 };
					struct trio t = trio_new(w, h, bpp, pitch);
					struct ripple r;

					if (bpp == 4)
						look.mask[0] = 0xff0000, look.mask[1] = 0xff00, look.mask[2] = 0xff;
					assert_int_equal(ripple_init(&r, cw, ch), RIPPLE_OK);
					for (int i = 0; i < r.w * r.h; i++)
						r.cur[i] = (short)(rnd(601) - 300);
					if (walls)
						assert_int_equal(ripple_wall_line(&r, 2, 3, cw - 3, ch - 2, 1, 1), RIPPLE_OK);
					for (int b = 0; b < 4; b++) { /* b == 3: whole */
						struct ripple_image *out = b < 3 ? &t.got : &t.want;
						const int y0 = b < 3 ? h * b / 3 : 0, y1 = b < 3 ? h * (b + 1) / 3 : h;

						if (mesh > 1)
							assert_int_equal(ripple_render_mesh_rows(&r, &look, mesh, &t.pic, out, y0, y1), RIPPLE_OK);
						else
							assert_int_equal(ripple_render_look_rows(&r, &look, &t.pic, out, y0, y1), RIPPLE_OK);
					}
					assert_memory_equal(t.got.pixels, t.want.pixels, (size_t)(pitch * h));
					ripple_free(&r);
					trio_free(&t);
				}
}

/* A mesh's step and render fused in n bands (run in turns from a random one) and seams, against the
 * step and then the render, frame after frame: the same heights (both buffers) and pixels, for
 * both meshes, every view, 16 and 32 bpp, the article kernel and the fastest, 1 to 5 bands
 * (some thinner than the three node rows a band's cells read). */
static void the_fused_mesh_frame_matches_step_then_render(void **state)
{
	static const int fsizes[][2] = { { 37, 23 }, { 320, 240 }, { 16, 5 }, { 3, 3 } };
	static const int views[] = { RIPPLE_VIEW_REFRACTION, RIPPLE_VIEW_LIGHT, RIPPLE_VIEW_BOTH, RIPPLE_VIEW_HEIGHTS };
	static unsigned int heat[511];
	const int kernels[2] = { RIPPLE_KERNEL_ARTICLE, ripple_kernel_best() };

	(void)state;
	for (int i = 0; i < 511; i++)
		heat[i] = (unsigned int)i * 0x10101u;
	for (size_t s = 0; s < sizeof fsizes / sizeof fsizes[0]; s++)
		for (int mesh = 2; mesh <= 4; mesh += 2)
			for (int bpp = 2; bpp <= 4; bpp += 2)
				for (int c = 0; c < 8; c++) {
					const int w = fsizes[s][0], h = fsizes[s][1], pitch = w * bpp + 3;
					const int cw = (w + mesh - 1) / mesh + 1, ch = (h + mesh - 1) / mesh + 1;
					struct ripple_look look = { views[c % 4], { 0xf800, 0x07e0, 0x001f }, NULL, heat, 0x1234 };
					struct trio t = trio_new(w, h, bpp, pitch);
					short *cur = malloc(sizeof *cur * (size_t)(cw * ch)), *prev = malloc(sizeof *prev * (size_t)(cw * ch));
					struct ripple a, b;

					assert_non_null(cur);
					assert_non_null(prev);
					if (bpp == 4)
						look.mask[0] = 0xff0000, look.mask[1] = 0xff00, look.mask[2] = 0xff;
					for (int i = 0; i < cw * ch; i++) {
						cur[i] = (short)(rnd(601) - 300);
						prev[i] = (short)(rnd(601) - 300);
					}
					assert_int_equal(ripple_init(&a, cw, ch), RIPPLE_OK);
					assert_int_equal(ripple_init(&b, cw, ch), RIPPLE_OK);
					ripple_set_heights(&a, cur, prev);
					ripple_set_heights(&b, cur, prev);
					assert_int_equal(ripple_set_kernel(&a, kernels[c / 4]), RIPPLE_OK);
					assert_int_equal(ripple_set_kernel(&b, kernels[c / 4]), RIPPLE_OK);
					for (int f = 0, n = 1; f < 10; f++, n = n % 5 + 1) {
						const int first = rnd(n);

						ripple_spread(&a);
						assert_int_equal(ripple_render_mesh(&a, &look, mesh, &t.pic, &t.want), RIPPLE_OK);
						for (int band = 0; band < n; band++)
							assert_int_equal(ripple_frame_mesh_band(&b, &look, mesh, &t.pic, &t.got,
												(first + band) % n, n), RIPPLE_OK);
						assert_int_equal(ripple_frame_mesh_seams(&b, &look, mesh, &t.pic, &t.got, n), RIPPLE_OK);
						assert_memory_equal(a.cur, b.cur, sizeof *cur * (size_t)(cw * ch));
						assert_memory_equal(a.prev, b.prev, sizeof *prev * (size_t)(cw * ch));
						assert_memory_equal(t.got.pixels, t.want.pixels, (size_t)(pitch * h));
					}
					assert_int_equal(ripple_frame_mesh_band(&b, &look, mesh, &t.pic, &t.got, 5, 5), RIPPLE_EINVAL);
					assert_int_equal(ripple_frame_mesh_seams(&b, &look, mesh, &t.pic, &t.got, 0), RIPPLE_EINVAL);
					assert_int_equal(ripple_frame_mesh_band(&b, &look, 3, &t.pic, &t.got, 0, 1), RIPPLE_EINVAL);
					assert_memory_equal(a.prev, b.prev, sizeof *prev * (size_t)(cw * ch)); /* nothing stepped */
					ripple_free(&a);
					ripple_free(&b);
					trio_free(&t);
					free(cur);
					free(prev);
				}
}

/* Two pools alike but for their kernels. */
static void variant_pair(struct ripple *a, struct ripple *b, int w, int h, int k, const int setting[4])
{
	short *cur = malloc(sizeof *cur * (size_t)(w * h)), *prev = malloc(sizeof *prev * (size_t)(w * h));

	for (int i = 0; i < w * h; i++) {
		cur[i] = (short)(rnd(65536) - 32768); /* past a short's range in the sums, as the tests of overflow */
		prev[i] = (short)(rnd(2001) - 1000);
	}
	for (int p = 0; p < 2; p++) {
		struct ripple *r = p ? b : a;

		assert_int_equal(ripple_init(r, w, h), RIPPLE_OK);
		assert_int_equal(ripple_set_kernel(r, p ? k : RIPPLE_KERNEL_ARTICLE), RIPPLE_OK);
		ripple_set_heights(r, cur, prev);
		assert_int_equal(ripple_set_stencil(r, setting[0]), RIPPLE_OK);
		assert_int_equal(ripple_set_damping(r, setting[1]), RIPPLE_OK);
		assert_int_equal(ripple_set_edge(r, setting[2]), RIPPLE_OK);
		if (setting[3])
			assert_int_equal(ripple_wall_line(r, 1, 2, w - 2, h - 1, 1, 1), RIPPLE_OK);
	}
	free(cur);
	free(prev);
}

/* Every kernel's step of the classroom variants (the rows kernels.h vectorizes) against the
 * `article` kernel's plain cell-by-cell loop: every stencil, damping, edge and walls, odd sizes,
 * rough water that wraps shorts, the fast pool stepped in three bands taken out of order. */
static void every_kernel_steps_the_variants_alike(void **state)
{
	static const int vsizes[][2] = { { 5, 5 }, { 17, 9 }, { 33, 31 }, { 517, 93 }, { 1023, 21 } };
	static const int dampings[] = { 0, 1, 3, 5, 8 };

	(void)state;
	for (int k = RIPPLE_KERNEL_SCALAR; k < RIPPLE_KERNELS; k++) {
		if (!ripple_kernel_usable(k))
			continue;
		for (size_t s = 0; s < sizeof vsizes / sizeof vsizes[0]; s++)
			for (int setting = 0; setting < 2 * 5 * 3 * 2; setting++) {
				const int w = vsizes[s][0], h = vsizes[s][1];
				const int set[4] = { setting % 2 ? 12 : 4, dampings[setting / 2 % 5], setting / 10 % 3, setting / 30 };
				struct ripple a, b;

				variant_pair(&a, &b, w, h, k, set);
				for (int f = 0; f < 4; f++) {
					ripple_spread(&a);
					ripple_spread_rows(&b, h / 3, 2 * h / 3);
					ripple_spread_rows(&b, 2 * h / 3, h);
					ripple_spread_rows(&b, 0, h / 3);
					ripple_spread_done(&b);
					assert_memory_equal(a.cur, b.cur, sizeof *a.cur * (size_t)(w * h));
					assert_memory_equal(a.prev, b.prev, sizeof *a.prev * (size_t)(w * h));
				}
				ripple_free(&a);
				ripple_free(&b);
			}
	}
}

/* A look's render transcribed pixel by pixel from its definition (ripple.h): walls in their colour;
 * the heights' colours; the picture displaced by the slopes (not in the first and last rows, and
 * not when that falls outside it) and lit by ripple_lit itself. */
static void reference_look(const struct ripple *r, const struct ripple_look *look, const struct ripple_image *src,
			   struct ripple_image *dst)
{
	const int bpp = src->bpp, slopes = look->view == RIPPLE_VIEW_REFRACTION || look->view == RIPPLE_VIEW_BOTH;

	for (int i = 0; i < r->h; i++)
		for (int j = 0; j < r->w; j++) {
			const int k = i * r->w + j, e = r->cur[k];
			int sy = i, sx = j;
			unsigned int v = 0;

			if (ripple_is_wall(r, j, i)) {
				v = look->wall;
			} else if (slopes && (i == 0 || i == r->h - 1)) {
				continue;
			} else if (look->view == RIPPLE_VIEW_HEIGHTS) {
				v = look->heat[(e < -127 ? -255 : e > 127 ? 255 : 2 * e) + 255];
			} else {
				if (slopes) {
					sy += r->cur[k - r->w] - r->cur[k + r->w];
					sx += r->cur[k - 1] - r->cur[k + 1];
				}
				if (sy < 0 || sy >= r->h || sx < 0 || sx >= r->w)
					continue;
				memcpy(&v, src->pixels + (size_t)src->pitch * (size_t)sy + (size_t)(bpp * sx), (size_t)bpp);
				if (look->view != RIPPLE_VIEW_REFRACTION)
					v = ripple_lit(look, bpp, v, e);
			}
			memcpy(dst->pixels + (size_t)dst->pitch * (size_t)i + (size_t)(bpp * j), &v, (size_t)bpp);
		}
}

/* views_match_their_definition for kernel k. */
static void views_by_kernel(int k)
{
	static const unsigned int layouts[][4] = { { 4, 0xff0000, 0x00ff00, 0x0000ff }, { 4, 0xff000000, 0xff0000, 0xff00 },
						   { 4, 0x0000ff, 0xff000000, 0xff0000 }, { 2, 0xf800, 0x07e0, 0x001f },
						   { 3, 0xff0000, 0x00ff00, 0x0000ff } };
	static unsigned int heat[511];

	for (int i = 0; i < 511; i++)
		heat[i] = (unsigned int)i * 0x10101u;
	for (size_t l = 0; l < sizeof layouts / sizeof layouts[0]; l++)
		for (int view = RIPPLE_VIEW_REFRACTION; view <= RIPPLE_VIEW_HEIGHTS; view++)
			for (int w = 1; w <= 67; w += 33)
				for (int walls = 0; walls < 3; walls++) {
					const int h = 9, bpp = (int)layouts[l][0], pitch = bpp * w + 12;
					struct ripple_look look = { view, { layouts[l][1], layouts[l][2], layouts[l][3] }, NULL, heat,
								    0x5a5a5a5au & (bpp == 4 ? ~0u : (1u << 8 * bpp) - 1) };
					struct trio t = trio_new(w, h, bpp, pitch), bands = trio_new(w, h, bpp, pitch);
					struct ripple r;

					assert_int_equal(ripple_init(&r, w, h), RIPPLE_OK);
					assert_int_equal(ripple_set_kernel(&r, k), RIPPLE_OK);
					for (int i = 0; i < w * h; i++)
						r.cur[i] = (short)(rnd(1201) - 600);
					if (walls == 1 && w > 2)
						assert_int_equal(ripple_wall_line(&r, 1, 1, w - 2, h - 2, 1, 1), RIPPLE_OK);
					if (walls == 2)
						assert_int_equal(ripple_set_edge(&r, RIPPLE_EDGE_REFLECT), RIPPLE_OK);
					memcpy(bands.got.pixels, t.got.pixels, (size_t)(pitch * h));
					assert_int_equal(ripple_render_look(&r, &look, &t.pic, &t.got), RIPPLE_OK);
					for (int b = 0; b < 3; b++)
						assert_int_equal(ripple_render_look_rows(&r, &look, &t.pic, &bands.got, h * b / 3,
											 h * (b + 1) / 3), RIPPLE_OK);
					reference_look(&r, &look, &t.pic, &t.want);
					assert_memory_equal(t.got.pixels, t.want.pixels, (size_t)(pitch * h));
					assert_memory_equal(bands.got.pixels, t.want.pixels, (size_t)(pitch * h));
					ripple_free(&r);
					trio_free(&t);
					trio_free(&bands);
				}
}

/* Every view at 16, 24 and 32 bpp (SDL's layouts, and 32-bit ones with the free byte elsewhere),
 * with no walls, a drawn wall, or a reflecting border, by every kernel this CPU runs, against the
 * transcription above, on rough water that throws pixels past every edge; and drawn in bands of
 * rows, the same bytes. */
static void views_match_their_definition(void **state)
{
	(void)state;
	for (int k = 0; k < RIPPLE_KERNELS; k++)
		if (ripple_kernel_usable(k))
			views_by_kernel(k);
}

/* The per-pixel light's tables against ripple_lit itself, pixel by pixel, for SDL's layouts at
 * 16, 24 and 32 bpp, every height from under -256 to over 255. */
static void lit_tables_match_ripple_lit(void **state)
{
	static const struct {
		int bpp;
		unsigned int mask[3];
	} layouts[] = { { 2, { 0xf800, 0x07e0, 0x001f } }, { 2, { 0x7c00, 0x03e0, 0x001f } },
			{ 3, { 0xff0000, 0x00ff00, 0x0000ff } }, { 4, { 0x00ff0000, 0x0000ff00, 0x000000ff } } };
	const int w = 64, h = 12;

	(void)state;
	for (size_t l = 0; l < sizeof layouts / sizeof layouts[0]; l++) {
		const int bpp = layouts[l].bpp, pitch = w * bpp + 5;
		struct ripple_look look = { RIPPLE_VIEW_LIGHT, { layouts[l].mask[0], layouts[l].mask[1], layouts[l].mask[2] },
					    NULL, NULL, 0 };
		struct trio t = trio_new(w, h, bpp, pitch);
		struct ripple r;

		assert_int_equal(ripple_init(&r, w, h), RIPPLE_OK);
		for (int i = 0; i < w * h; i++)
			r.cur[i] = (short)(i * 601 / (w * h) - 300);
		r.walls = calloc((size_t)(w * h), 1);
		assert_non_null(r.walls);
		assert_int_equal(ripple_render_look(&r, &look, &t.pic, &t.got), RIPPLE_OK);
		for (int y = 0; y < h; y++)
			for (int x = 0; x < w; x++) {
				unsigned int in = 0, out = 0;

				memcpy(&in, t.pic.pixels + y * pitch + x * bpp, (size_t)bpp);
				memcpy(&out, t.got.pixels + y * pitch + x * bpp, (size_t)bpp);
				assert_int_equal(out, ripple_lit(&look, bpp, in, r.cur[y * w + x]));
			}
		ripple_free(&r);
		trio_free(&t);
	}
}

static void mesh_render_checks_its_arguments(void **state)
{
	struct ripple r;
	struct ripple_look look = { RIPPLE_VIEW_REFRACTION, { 0 }, NULL, NULL, 0 };
	struct ripple_image pic = image_new(40, 30, 2, 1), out = image_new(40, 30, 2, 0);

	(void)state;
	assert_int_equal(ripple_init(&r, 21, 16), RIPPLE_OK); /* 40 / 2 + 1 by 30 / 2 + 1 */
	assert_int_equal(ripple_render_mesh(&r, &look, 2, &pic, &out), RIPPLE_OK);
	for (int y = 0; y < 30; y++) /* still water: the picture itself */
		assert_memory_equal(out.pixels + y * out.pitch, pic.pixels + y * pic.pitch, 80);
	guards_intact(&out);
	assert_int_equal(ripple_render_mesh(&r, &look, 3, &pic, &out), RIPPLE_EINVAL);
	look.view = RIPPLE_VIEW_HEIGHTS;
	assert_int_equal(ripple_render_mesh(&r, &look, 2, &pic, &out), RIPPLE_EINVAL); /* no heat table */
	look.view = RIPPLE_VIEW_REFRACTION;
	ripple_free(&r);
	assert_int_equal(ripple_init(&r, 20, 16), RIPPLE_OK); /* 19 mesh cells of 2 cover 38 < 40 pixels */
	assert_int_equal(ripple_render_mesh(&r, &look, 2, &pic, &out), RIPPLE_EINVAL);
	ripple_free(&r);
	free(pic.pixels);
	free(out.pixels);
}

/* Nothing but the article's own stone writes a row the step never moves: else it stays for ever
 * and the water never becomes still. And a wall drawn and erased leaves the article's step. */
static void no_height_is_frozen_and_erased_walls_leave_no_trace(void **state)
{
	struct ripple r;
	struct twin t;

	(void)state;
	assert_int_equal(ripple_init(&r, 60, 40), RIPPLE_OK);
	assert_int_equal(ripple_drop_square(&r, 32, 3, 3, 40), RIPPLE_OK); /* reaches row 0 */
	ripple_set_stencil(&r, 12);
	assert_int_equal(ripple_drop(&r, 20, 3, 3, 100), RIPPLE_OK); /* reaches row 1 */
	for (int f = 0; f < 3000 && !ripple_still(&r); f++)
		ripple_spread(&r);
	assert_true(ripple_still(&r));
	ripple_free(&r);
	twin_init(&t, 50, 40);
	assert_int_equal(ripple_set_wall(&t.r, 5, 5, 1), RIPPLE_OK);
	assert_int_equal(ripple_set_wall(&t.r, 5, 5, 0), RIPPLE_OK);
	assert_null(t.r.walls);
	for (int f = 0; f < 100; f++) {
		if (f % 10 == 0)
			twin_drop(&t);
		ripple_spread(&t.r);
		article_spread(&t.buf1, &t.buf2, 50, 40);
		twin_same(&t);
	}
	twin_free(&t);
}

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
	assert_int_equal(o.scale, 1);
	assert_int_equal(o.frames, 0);
	assert_int_equal(o.water.kernel, 0); /* the fastest */
	options_free(&o);
	assert_int_equal(parse(&o, "--kernel scalar", err, sizeof err), 0);
	assert_int_equal(o.water.kernel, 1 + RIPPLE_KERNEL_SCALAR);
	options_free(&o);
}

static void options_rejects_bad_values(void **state)
{
	static const char *bad[] = {
		"--bogus", "--size", "--size 0x5", "--size 16385x5", "--size 5x", "--size 5x5x", "--size x5",
		"--bpp 12", "--bpp 0", "--bpp 64", "--scale 0", "--scale 9", "--frames 0", "--frames -3",
		"--frames 1e3", "--drop 5", "--drop 5,", "--drop 5,6,0", "--drop 5,6,3,32768", "--drop 5,6@-1",
		"--drop 5,6@", "--drop 5,6,3,4,5", "--drop a,b", "--drop 99999999999,1", "--image", "--help=1",
		"--kernel", "--kernel fast",
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
}

static void pacer_keeps_absolute_deadlines(void **state)
{
	struct pacer p;
	uint64_t now = 1000;

	(void)state;
	pacer_start(&p, now, 1000000, 25); /* a microsecond clock: frames every 40000 ticks */
	for (int n = 0; n < 1000; n++) {
		now += pacer_wait(&p, now);
		assert_int_equal(now, 1000 + 40000 * (uint64_t)n);
		now += 1000 + (uint64_t)rnd(30000); /* the frame's work, never the same */
		pacer_done(&p, now);
	}
	assert_int_equal(pacer_deadline(&p, 1000), 1000 + 40000000); /* no drift after 1000 frames */
	now = pacer_deadline(&p, p.n) + 100000;                      /* a 100 ms hiccup... */
	pacer_done(&p, now);
	assert_int_equal(pacer_wait(&p, now), 0); /* ...is made up: the next frame is due at once */
	p.n = 1000;
	now = pacer_deadline(&p, p.n) + 5000000 + 15000;             /* a 5 s stall and a bit... */
	pacer_done(&p, now);
	assert_int_equal(pacer_wait(&p, now), 25000); /* ...drops the missed frames, keeps the grid */
	assert_int_equal(p.n, 1126); /* the first deadline after 45.015 s */
}

static void fps_meter_measures_the_rate(void **state)
{
	struct fps_meter m;
	int measured = 0;

	(void)state;
	fps_start(&m, 0, 1000);
	for (uint64_t t = 500; t <= 500 + 40 * 50; t += 40)
		measured += fps_frame(&m, t);
	assert_int_equal(measured, 2);
	assert_float_equal(m.fps, 25.0, 1e-9);
	/* 5 s in a modal dialog, then frames again: the time in the dialog is not a frame's */
	measured = 0;
	for (uint64_t t = 500 + 40 * 50 + 5000; t <= 500 + 40 * 50 + 5000 + 40 * 30; t += 40)
		measured += fps_frame(&m, t);
	assert_int_equal(measured, 1);
	assert_float_equal(m.fps, 25.0, 1e-9);
}

int main(void)
{
	char why[80];
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(spread_and_drop_match_reference),
		cmocka_unit_test(spread_wraps_like_the_article),
		cmocka_unit_test(spread_keeps_first_and_last_rows),
		cmocka_unit_test(spread_reads_across_row_ends),
		cmocka_unit_test(drop_rejected_exactly_at_edges),
		cmocka_unit_test(drop_bad_arguments),
		cmocka_unit_test(single_drop_decays_to_still_water),
		cmocka_unit_test(init_rejects_bad_sizes_and_free_is_safe),
		cmocka_unit_test(render_matches_reference_at_every_depth),
		cmocka_unit_test(every_kernel_matches_reference),
		cmocka_unit_test(streamed_render_matches_reference),
		cmocka_unit_test(kernel_choice_is_checked),
		cmocka_unit_test(the_cpu_cap_limits_the_kernels),
		cmocka_unit_test(the_fastest_kernel_is_measured),
		cmocka_unit_test(still_water_renders_the_picture),
		cmocka_unit_test(render_never_reads_past_the_picture),
		cmocka_unit_test(kernels_never_read_past_the_pictures_end),
		cmocka_unit_test(render_rejects_bad_images),
		cmocka_unit_test(stencil12_matches_the_plain_formula),
		cmocka_unit_test(every_kernel_steps_the_variants_alike),
		cmocka_unit_test(undamped_water_keeps_its_waves),
		cmocka_unit_test(still_water_skips_the_step),
		cmocka_unit_test(soft_stone_falls_off_from_the_centre),
		cmocka_unit_test(drag_trail_covers_the_whole_line),
		cmocka_unit_test(edges_reflect_or_absorb),
		cmocka_unit_test(walls_hold_still_and_reflect),
		cmocka_unit_test(light_clamps_at_every_depth),
		cmocka_unit_test(heights_view_and_walls_use_their_colours),
		cmocka_unit_test(sources_follow_the_sine),
		cmocka_unit_test(double_slit_fringes_match_the_textbook),
		cmocka_unit_test(scenarios_need_room),
		cmocka_unit_test(explain_predicts_the_next_step),
		cmocka_unit_test(explain_names_the_rule),
		cmocka_unit_test(mesh_stays_near_full_resolution),
		cmocka_unit_test(mesh_render_checks_its_arguments),
		cmocka_unit_test(every_kernel_renders_the_mesh_alike),
		cmocka_unit_test(every_kernel_streams_a_large_mesh_alike),
		cmocka_unit_test(read_ahead_stays_in_the_picture),
		cmocka_unit_test(views_match_their_definition),
		cmocka_unit_test(views_in_bands_match_the_whole),
		cmocka_unit_test(the_fused_mesh_frame_matches_step_then_render),
		cmocka_unit_test(lit_tables_match_ripple_lit),
		cmocka_unit_test(no_height_is_frozen_and_erased_walls_leave_no_trace),
		cmocka_unit_test(options_accepts_the_documented_forms),
		cmocka_unit_test(options_rejects_bad_values),
		cmocka_unit_test(pacer_keeps_absolute_deadlines),
		cmocka_unit_test(fps_meter_measures_the_rate),
	};

	ripple_kernel_why(ripple_kernel_best(), why, sizeof why);
	printf("test_ripple: the kernels up to %s\n", why);
	return cmocka_run_group_tests(tests, NULL, NULL);
}
