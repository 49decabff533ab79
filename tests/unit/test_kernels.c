/* test_kernels.c - cmocka unit tests of the kernels (core/kernels.c, kernels_sse2.c, kernels_avx2.c, kernels_avx512.c; kernels_simd128.c is WebAssembly's, checked by e2e_web.sh): each one against the article's, the CPU cap, reads that stay in the picture. */
#define _DEFAULT_SOURCE /* mmap's MAP_ANONYMOUS, for a picture that ends where the memory does */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "core/article.h"
#include "core/kernels.h"
#include "ripple.h"
#include "tests/unit/helpers.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

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

#if defined(__x86_64__) || defined(__i386__)
/* The cap (RIPPLE_CPU's) limits the kernels to a lesser CPU's (x86's: WebAssembly has one kernel above the scalar one): each cap leaves the kernels up to it
 * that the CPU runs, and makes the fastest of those the choice, with the reason named; a word that
 * names no CPU is refused, the cap unchanged. The environment's own cap is put back. */
static void the_cpu_cap_limits_the_kernels(void **state)
{
	static const char *const caps[] = { "scalar", "sse2", "avx2", "avx512" };
	char why[80];
	int runs[RIPPLE_KERNELS];

	(void)state;
	assert_int_equal(ripple_set_cpu_cap(NULL), RIPPLE_OK);
	assert_int_equal(ripple_cpu_cap(), RIPPLE_KERNELS - 1);
	for (int k = 0; k < RIPPLE_KERNELS; k++)
		runs[k] = ripple_kernel_usable(k);
	assert_int_equal(ripple_set_cpu_cap(""), RIPPLE_OK); /* an empty RIPPLE_CPU: no cap either */
	assert_int_equal(ripple_cpu_cap(), RIPPLE_KERNELS - 1);
	for (int c = 0; c < 4; c++) {
		const int cap = RIPPLE_KERNEL_SCALAR + c;
		int best = RIPPLE_KERNEL_SCALAR;

		assert_int_equal(ripple_set_cpu_cap(caps[c]), RIPPLE_OK);
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
	assert_int_equal(ripple_set_cpu_cap("sse2"), RIPPLE_OK);
	assert_int_equal(ripple_set_cpu_cap("avx3"), RIPPLE_EINVAL);
	assert_int_equal(ripple_cpu_cap(), RIPPLE_KERNEL_SSE2);
	assert_int_equal(ripple_set_cpu_cap("article"), RIPPLE_EINVAL); /* a kernel, not a CPU */
	assert_int_equal(ripple_cpu_cap(), RIPPLE_KERNEL_SSE2);
	assert_int_equal(ripple_set_cpu_cap(getenv("RIPPLE_CPU")), RIPPLE_OK);
}
#endif

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

/* A picture that ends where the memory does (the next page unmapped): the kernels' wide reads
 * of the last pixel, at every depth, in the render and in the mesh's, must stop at its last byte. */
static void kernels_never_read_past_the_pictures_end(void **state)
{
	const long page = sysconf(_SC_PAGESIZE);
	const int w = 32, h = 6;
	const struct ripple_look look = { RIPPLE_VIEW_REFRACTION, { 0 }, NULL, NULL, 0, 0 };
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

/* Two pools alike but for their kernels. */
static void variant_pair(struct ripple *a, struct ripple *b, int w, int h, int k, const int setting[4],
			 const unsigned char *slow)
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
		if (slow)
			assert_int_equal(ripple_set_shallow(r, slow), RIPPLE_OK);
	}
	free(cur);
	free(prev);
}

/* A shallow map of w x h: a disc of S = 0.5 (slow 192) around the middle, and random cells 0..246
 * elsewhere in one cell of 3 on one row of 3 (the other rows' deep spans step without the map). */
static unsigned char *random_shallow(int w, int h)
{
	unsigned char *m = malloc((size_t)(w * h));

	for (int y = 0; y < h; y++)
		for (int x = 0; x < w; x++) {
			const int dx = 2 * x - w, dy = 2 * y - h;

			m[y * w + x] = (unsigned char)(dx * dx + dy * dy < h * h / 2 ? 192 : y % 3 || rnd(3) ? 0 : rnd(247));
		}
	m[0] = 1; /* never all 0 */
	return m;
}

/* Every kernel's step of the classroom variants (the rows kernels.h vectorizes) against the
 * `article` kernel's plain cell-by-cell loop: every stencil, damping, edge and walls, shallow water
 * (a random map in a setting of 4), odd sizes, rough water that wraps shorts, the fast pool stepped in three bands taken out of order. */
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

				unsigned char *slow = setting % 4 == 3 ? random_shallow(w, h) : NULL;

				variant_pair(&a, &b, w, h, k, set, slow);
				free(slow);
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

/* s / 2 rounded to the nearest, a half to the even neighbour, written out plainly. */
static int half_to_even(int s)
{
	const int down = s >= 0 ? s / 2 : -((-s + 1) / 2); /* floor(s / 2) */

	return s % 2 == 0 ? s / 2 : down % 2 == 0 ? down : down + 1;
}

/* x / 256 rounded to the nearest, a half to the even one, written out plainly. */
static int shallow_part(int x)
{
	const int down = x >= 0 ? x / 256 : -((-x + 255) / 256), rest = x - 256 * down; /* floor, 0..255 */

	return rest < 128 ? down : rest > 128 ? down + 1 : down % 2 == 0 ? down : down + 1;
}

/* One cell of a variant's row by spread_cell's arithmetic as core/rows.c writes it (i: the cell in
 * now and next, j: in sponge and walls). */
static short variant_cell(const struct ripple_variant *v, const short *now, const short *next, int i, int j)
{
	const int w = v->w;
	const int sum = v->stencil == 12 ? (now[i - 1] + now[i + 1] + now[i - w] + now[i + w] + now[i - w - 1] +
					    now[i - w + 1] + now[i + w - 1] + now[i + w + 1] + now[i - 2] + now[i + 2] +
					    now[i - 2 * w] + now[i + 2 * w]) / 6
					 : half_to_even(now[i - 1] + now[i + 1] + now[i - w] + now[i + w]);
	short e = (short)(sum - next[i]);

	if (v->slow) /* shallow water: sum - (sum - 2 now) slow / 256 rounded to the nearest, a half to the even */
		e = (short)(sum - shallow_part((sum - 2 * now[i]) * v->slow[j]) - next[i]);
	if (v->damping)
		e = (short)(e - (e >> v->damping));
	if (v->sponge && v->sponge[j]) {
		const int x = (e - now[i]) * v->sponge[j];

		e = (short)(e - (x + (x < 0 ? -128 : 128)) / 256);
	}
	return v->walls && v->walls[j] ? 0 : e;
}

/* Every kernel's variant row against the cell's arithmetic, cell by cell: 4 and 12 neighbours,
 * every damping, any loss 0..255 or none, walls or none, rows from 1 cell (shorter than any
 * vector) to odd widths past several vectors, spans that start and end anywhere, heights over a
 * short's whole range or all small. The cells past the span are left alone. */
static void every_kernel_variant_row_matches_the_cell(void **state)
{
	enum { ROWS = 5, MID = 2, MAXW = 150 };
	static short now[ROWS * MAXW], next[ROWS * MAXW], want[ROWS * MAXW];
	static unsigned char sponge[MAXW], walls[MAXW], slow[MAXW];

	(void)state;
	for (int k = RIPPLE_KERNEL_SCALAR; k < RIPPLE_KERNELS; k++) {
		if (!ripple_kernel_usable(k) || !ripple_kernels[k]->variant_row)
			continue;
		for (int t = 0; t < 3000; t++) {
			const int w = 5 + rnd(MAXW - 4), x0 = rnd(3) ? 2 : 2 + rnd(w - 4), x1 = x0 + rnd(w - 1 - x0);
			const struct ripple_variant v = { w, rnd(2) ? 12 : 4, rnd(9), rnd(2) ? sponge : NULL, rnd(2) ? walls : NULL,
							  rnd(2) ? slow : NULL };

			const int wide = rnd(2); /* some heights anywhere, or all of them small (the water's) */

			for (int i = 0; i < ROWS * w; i++) {
				now[i] = (short)(!wide || rnd(4) ? rnd(2001) - 1000 : rnd(65536) - 32768);
				next[i] = (short)(!wide || rnd(4) ? rnd(2001) - 1000 : rnd(65536) - 32768);
			}
			for (int x = 0; x < w; x++) {
				sponge[x] = (unsigned char)(rnd(3) ? 0 : rnd(256));
				walls[x] = (unsigned char)(rnd(5) == 0);
				slow[x] = (unsigned char)(rnd(4) ? rnd(247) : rnd(2) * 246);
			}
			memcpy(want, next, sizeof next);
			for (int x = x0; x < x1; x++)
				want[MID * w + x] = variant_cell(&v, now, next, MID * w + x, x);
			ripple_kernels[k]->variant_row(&v, now + MID * w, next + MID * w, x0, x1);
			if (memcmp(want, next, sizeof next))
				fail_msg("kernel %s, width %d, cells %d..%d, stencil %d, damping %d, sponge %d, walls %d, shallow %d",
					 ripple_kernel_name(k), w, x0, x1, v.stencil, v.damping, !!v.sponge, !!v.walls, !!v.slow);
		}
	}
}

/* A change of exactly -32768 in an absorbing layer (a short's least: its size is no short), among
 * small ones: every kernel's variant row as the cell's arithmetic. */
static void every_kernel_absorbs_the_least_change(void **state)
{
	enum { W = 70, MID = 2, AT = MID * W + 33 };
	static short now[5 * W], next[5 * W], want[5 * W];
	static unsigned char sponge[W];

	(void)state;
	memset(sponge, 16, sizeof sponge);
	for (int k = RIPPLE_KERNEL_SCALAR; k < RIPPLE_KERNELS; k++) {
		const struct ripple_variant v = { W, 4, 0, sponge, NULL, NULL };

		if (!ripple_kernel_usable(k) || !ripple_kernels[k]->variant_row)
			continue;
		memset(now, 0, sizeof now);
		memset(next, 0, sizeof next);
		now[AT] = 32767; /* its new height -1: the change -1 - 32767 */
		next[AT] = 1;
		memcpy(want, next, sizeof next);
		for (int x = 2; x < W - 2; x++)
			want[MID * W + x] = variant_cell(&v, now, next, MID * W + x, x);
		assert_int_equal(want[AT], 2047);
		ripple_kernels[k]->variant_row(&v, now + MID * W, next + MID * W, 2, W - 2);
		if (memcmp(want, next, sizeof next))
			fail_msg("kernel %s: the change -32768 absorbed as %d, not 2047", ripple_kernel_name(k), next[AT]);
	}
}

/* Deep water of a shallow map (every cell 0) steps as no map, byte for byte: every kernel's row,
 * every stencil, damping, loss and walls, heights over a short's whole range. */
static void every_kernel_steps_deep_water_as_today(void **state)
{
	enum { ROWS = 5, MID = 2, W = 141 };
	static short now[ROWS * W], next[ROWS * W], want[ROWS * W];
	static unsigned char sponge[W], walls[W], deep[W];

	(void)state;
	for (int k = RIPPLE_KERNEL_SCALAR; k < RIPPLE_KERNELS; k++) {
		if (!ripple_kernel_usable(k) || !ripple_kernels[k]->variant_row)
			continue;
		for (int t = 0; t < 1000; t++) {
			struct ripple_variant v = { W, rnd(2) ? 12 : 4, rnd(9), rnd(2) ? sponge : NULL, rnd(2) ? walls : NULL, NULL };

			for (int i = 0; i < ROWS * W; i++) {
				now[i] = (short)(rnd(65536) - 32768);
				next[i] = (short)(rnd(65536) - 32768);
			}
			for (int x = 0; x < W; x++) {
				sponge[x] = (unsigned char)rnd(256);
				walls[x] = (unsigned char)(rnd(5) == 0);
			}
			memcpy(want, next, sizeof next);
			ripple_kernels[k]->variant_row(&v, now + MID * W, want + MID * W, 2, W - 2);
			v.slow = deep;
			ripple_kernels[k]->variant_row(&v, now + MID * W, next + MID * W, 2, W - 2);
			if (memcmp(want, next, sizeof next))
				fail_msg("kernel %s: deep water of a map unlike no map (stencil %d, damping %d)",
					 ripple_kernel_name(k), v.stencil, v.damping);
		}
	}
}

/* Half the distance between the first and the last of a row's sign changes in [x0, x1) over their
 * number less one (each placed between its cells in proportion): the wavelength of a wave. */
static double wavelength(const short *row, int x0, int x1)
{
	double first = -1, last = -1;
	int n = 0;

	for (int x = x0; x + 1 < x1; x++)
		if ((row[x] < 0) != (row[x + 1] < 0) && row[x] != row[x + 1]) {
			const double at = x + (double)row[x] / (row[x] - row[x + 1]);

			first = n ? first : at;
			last = at;
			n++;
		}
	assert_true(n >= 4);
	return 2 * (last - first) / (n - 1);
}

/* A plane wave of period T = 40 steps, driven at the left end of a row (its rows above and below
 * the same: a plane wave), undamped, 4 neighbours, deep water up to cell 300, S = 0.5 (slow 192)
 * beyond. The scheme's dispersion relation, from h = e^{i(kx - wt)} in
 * h' = 2h - h_old + (S^2/2)(sum of 4 - 4h): 1 - cos w = (S^2 / 2)(1 - cos k), so
 * cos k = 1 - 2 (1 - cos w) / S^2: k = 0.2224 (wavelength 28.26 cells) in the deep water, 0.4466
 * (14.07) where S = 0.5, a ratio of 0.498. Measured: deep at step 380 in cells 20..220, before the
 * wave met the shallows; shallow at step 900 in cells 310..440, behind the front. */
static void shallow_water_halves_the_wavelength(void **state)
{
	enum { W = 800, EDGE = 300, PERIOD = 40 };
	static short a[3 * W], b[3 * W];
	static unsigned char slow[W];
	const double pi = 3.14159265358979, w = 2 * pi / PERIOD;
	const double want_deep = 2 * pi / acos(1 - 2 * (1 - cos(w))), want_shallow = 2 * pi / acos(1 - 8 * (1 - cos(w)));
	const struct ripple_variant v = { W, 4, 0, NULL, NULL, slow };
	double deep = 0, shallow = 0;
	short *now = a, *next = b;

	(void)state;
	for (int x = EDGE; x < W; x++)
		slow[x] = (unsigned char)ripple_shallow_slow(0.5);
	assert_int_equal(slow[EDGE], 192);
	for (int t = 1; t <= 900; t++) {
		short *swap = now;

		ripple_kernels[RIPPLE_KERNEL_SCALAR]->variant_row(&v, now + W, next + W, 2, W - 2);
		next[W + 1] = (short)lround(2000 * sin(w * t));
		memcpy(next, next + W, W * sizeof *next);
		memcpy(next + 2 * W, next + W, W * sizeof *next);
		now = next;
		next = swap;
		if (t == 380)
			deep = wavelength(now + W, 20, 220);
	}
	shallow = wavelength(now + W, EDGE + 10, EDGE + 140);
	print_message("wavelength deep %.2f (relation %.2f), shallow %.2f (relation %.2f), ratio %.3f\n", deep,
		      want_deep, shallow, want_shallow, shallow / deep);
	assert_true(fabs(deep - want_deep) < 0.03 * want_deep);
	assert_true(fabs(shallow - want_shallow) < 0.03 * want_shallow);
	assert_true(fabs(shallow / deep - 0.5) < 0.03);
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
	char why[80], want[80];
	int k;

	(void)state;
	ripple_set_cpu_cap("scalar");
	clock_reads = 0;
	assert_int_equal(ripple_kernel_fastest(4, real_clock), RIPPLE_KERNEL_SCALAR);
	assert_int_equal(clock_reads, 0); /* the portable kernel alone: nothing to time */
	ripple_set_cpu_cap(NULL);
	if (ripple_kernel_best() == RIPPLE_KERNEL_SCALAR) { /* no SIMD kernel here: no choice to measure */
		ripple_set_cpu_cap(getenv("RIPPLE_CPU"));
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
	ripple_set_cpu_cap(getenv("RIPPLE_CPU"));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(every_kernel_matches_reference),
		cmocka_unit_test(streamed_render_matches_reference),
		cmocka_unit_test(kernel_choice_is_checked),
#if defined(__x86_64__) || defined(__i386__)
		cmocka_unit_test(the_cpu_cap_limits_the_kernels),
#endif
		cmocka_unit_test(the_fastest_kernel_is_measured),
		cmocka_unit_test(kernels_never_read_past_the_pictures_end),
		cmocka_unit_test(every_kernel_steps_the_variants_alike),
		cmocka_unit_test(every_kernel_variant_row_matches_the_cell),
		cmocka_unit_test(every_kernel_absorbs_the_least_change),
		cmocka_unit_test(every_kernel_steps_deep_water_as_today),
		cmocka_unit_test(shallow_water_halves_the_wavelength),
		cmocka_unit_test(read_ahead_stays_in_the_picture),
	};

	if (cap_kernels("test_kernels", getenv("RIPPLE_CPU")))
		return 1;
	return cmocka_run_group_tests(tests, NULL, NULL);
}
