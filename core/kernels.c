/* kernels.c - the kernels' table and choice, and the article's own loops (article.c) as a kernel; the portable fast path is kernels_portable.c. */
#include "core/kernel_loops.h"

#include "core/article.h"

#include <stdio.h>
#include <stdlib.h>

/* The article's own loops (article.c): its step as it is, its render over a pool's images. */
static void article_kernel_render(const short *buf, int w, int h, int y0, int y1, const struct ripple_image *src,
				  struct ripple_image *dst)
{
	article_render_rows(buf, w, h, y0, y1, src->pixels, src->pitch, dst->pixels, dst->pitch, src->bpp);
}

static int always(void)
{
	return 1;
}

static const struct ripple_kernel article = { always, article_spread_span, article_kernel_render, NULL, NULL, NULL,
					      NULL, NULL, NULL, NULL, NULL };

#if defined(__x86_64__) || defined(__i386__)
const struct ripple_kernel *const ripple_kernels[RIPPLE_KERNELS] = {
	&article, &ripple_kernel_scalar, &ripple_kernel_sse2, &ripple_kernel_avx2, &ripple_kernel_avx512, NULL
};
#elif defined(__wasm_simd128__)
const struct ripple_kernel *const ripple_kernels[RIPPLE_KERNELS] = {
	&article, &ripple_kernel_scalar, NULL, NULL, NULL, &ripple_kernel_simd128
};
#else
const struct ripple_kernel *const ripple_kernels[RIPPLE_KERNELS] = { &article, &ripple_kernel_scalar };
#endif

static const char *const kernel_names[RIPPLE_KERNELS] = { "article", "scalar", "sse2", "avx2", "avx512", "simd128" };

/* The highest kernel that may run: all of them until ripple_set_cpu_cap names a lesser CPU. */
static int cpu_cap = RIPPLE_KERNELS - 1;

int ripple_set_cpu_cap(const char *cpu)
{
	if (!cpu || !*cpu) {
		cpu_cap = RIPPLE_KERNELS - 1;
		return RIPPLE_OK;
	}
	for (int k = RIPPLE_KERNEL_SCALAR; k < RIPPLE_KERNELS; k++)
		if (!strcmp(cpu, kernel_names[k]) && ripple_kernels[k]) { /* a CPU of this build's family */
			cpu_cap = k;
			return RIPPLE_OK;
		}
	return RIPPLE_EINVAL;
}

int ripple_cpu_cap(void)
{
	return cpu_cap;
}

/* Whether the build has kernel k and the CPU runs it, the cap aside. */
static int built_and_runs(int kernel)
{
	return kernel >= 0 && kernel < RIPPLE_KERNELS && ripple_kernels[kernel] && ripple_kernels[kernel]->usable();
}

int ripple_kernel_usable(int kernel)
{
	return built_and_runs(kernel) && kernel <= ripple_cpu_cap();
}

int ripple_kernel_best(void)
{
	int best = RIPPLE_KERNEL_SCALAR;

	for (int k = best; k < RIPPLE_KERNELS; k++)
		if (ripple_kernel_usable(k))
			best = k;
	return best;
}

const char *ripple_kernel_name(int kernel)
{
	return kernel >= 0 && kernel < RIPPLE_KERNELS ? kernel_names[kernel] : "?";
}

/* The water ripple_kernel_fastest times the kernels on: a pool of the article's size whose waves
 * slope everywhere (every pixel displaced by a pixel or two), over a picture and a page. */
#define MEASURE_W 320
#define MEASURE_H 240
#define MEASURE_ROUNDS 7 /* a frame of each kernel a round, in turns; the quickest round counts */

struct sample {
	short *now, *next;
	struct ripple_image src, dst;
};

/* Its last answer, a cache measured once: the cap and the depth it timed, and the kernel (-1: none
 * yet). */
static struct {
	int cap, bpp, kernel;
} fastest = { -1, 0, -1 };

static void sample_free(struct sample *s)
{
	free(s->now);
	free(s->next);
	free(s->src.pixels);
	free(s->dst.pixels);
}

/* Returns 0, or -1 out of memory (s then holds none). */
static int sample_make(struct sample *s, int bpp)
{
	const size_t cells = (size_t)MEASURE_W * MEASURE_H, bytes = cells * (size_t)bpp;

	*s = (struct sample){ calloc(cells, sizeof(short)), calloc(cells, sizeof(short)),
			      { calloc(bytes, 1), MEASURE_W, MEASURE_H, MEASURE_W * bpp, bpp },
			      { calloc(bytes, 1), MEASURE_W, MEASURE_H, MEASURE_W * bpp, bpp } };
	if (!s->now || !s->next || !s->src.pixels || !s->dst.pixels) {
		sample_free(s);
		return -1;
	}
	for (int i = 0; i < MEASURE_W * MEASURE_H; i++) {
		const int t = (i % MEASURE_W + i / MEASURE_W) % 64;

		s->now[i] = (short)((t < 32 ? t : 64 - t) - 16);
	}
	return 0;
}

/* Ticks of one frame of kernel k on the sample: the step from its heights, then their render.
 * The step writes `next`, never `now`, so that every frame does the same work. */
static uint64_t time_frame(int k, struct sample *s, uint64_t (*now)(void))
{
	const uint64_t t0 = now();

	ripple_kernels[k]->spread(s->now, s->next, MEASURE_W, MEASURE_W, MEASURE_W * (MEASURE_H - 1));
	ripple_kernels[k]->render(s->now, MEASURE_W, MEASURE_H, 1, MEASURE_H - 1, &s->src, &s->dst);
	return now() - t0;
}

/* The kernel of the quickest frame on the sample. The newest is taken unless an older one is
 * clearly quicker (by an eighth): a busy machine's noise must not put a slower kernel to work. */
static int quickest(struct sample *s, uint64_t (*now)(void))
{
	uint64_t best[RIPPLE_KERNELS];
	int k, pick = RIPPLE_KERNEL_SCALAR;

	for (k = 0; k < RIPPLE_KERNELS; k++)
		best[k] = UINT64_MAX;
	for (int r = 0; r < MEASURE_ROUNDS; r++)
		for (k = RIPPLE_KERNEL_SCALAR; k < RIPPLE_KERNELS; k++)
			if (ripple_kernel_usable(k)) {
				const uint64_t t = time_frame(k, s, now);

				best[k] = t < best[k] ? t : best[k];
			}
	pick = ripple_kernel_best();
	for (k = pick - 1; k >= RIPPLE_KERNEL_SCALAR; k--)
		if (best[k] != UINT64_MAX && best[k] + best[k] / 8 < best[pick])
			pick = k;
	return pick;
}

int ripple_kernel_fastest(int bpp, uint64_t (*now)(void))
{
	const int cap = ripple_cpu_cap(), newest = ripple_kernel_best();
	struct sample s;

	if (fastest.kernel >= 0 && fastest.cap == cap && fastest.bpp == bpp)
		return fastest.kernel;
	if (newest == RIPPLE_KERNEL_SCALAR || bpp < 1 || bpp > 4 || sample_make(&s, bpp))
		return newest;
	fastest.kernel = quickest(&s, now);
	fastest.cap = cap;
	fastest.bpp = bpp;
	sample_free(&s);
	return fastest.kernel;
}

/* The first kernel after k that this build has (RIPPLE_KERNELS: none). */
static int next_built(int k)
{
	while (++k < RIPPLE_KERNELS && !ripple_kernels[k])
		;
	return k;
}

/* Why `kernel` runs when nothing was measured: the newest this CPU runs, and what stops a newer. */
static void why_newest(int kernel, char *buf, size_t len)
{
	static const char *const lacks[RIPPLE_KERNELS] = { "", "", "no SSE2", "no AVX2", "no AVX-512", "" };
	const int best = ripple_kernel_best(), next = next_built(best);

	if (kernel != best)
		snprintf(buf, len, "%s (chosen; %s is the newest here)", ripple_kernel_name(kernel), kernel_names[best]);
	else if (next == RIPPLE_KERNELS && best == RIPPLE_KERNEL_SCALAR)
		snprintf(buf, len, "%s (no SIMD kernels in this build)", kernel_names[best]);
	else if (next == RIPPLE_KERNELS)
		snprintf(buf, len, "%s (the newest kernel)", kernel_names[best]);
	else if (built_and_runs(next))
		snprintf(buf, len, "%s (RIPPLE_CPU=%s)", kernel_names[best], kernel_names[cpu_cap]);
	else
		snprintf(buf, len, "%s (%s here)", kernel_names[best], lacks[next]);
}

void ripple_kernel_why(int kernel, char *buf, size_t len)
{
	const int cap = ripple_cpu_cap(), measured = fastest.cap == cap ? fastest.kernel : -1;
	const char *capped = cap + 1 < RIPPLE_KERNELS && built_and_runs(cap + 1) ? kernel_names[cap] : NULL;

	if (measured < 0)
		why_newest(kernel, buf, len);
	else if (kernel != measured)
		snprintf(buf, len, "%s (chosen; %s is the fastest measured here)", ripple_kernel_name(kernel),
			 kernel_names[measured]);
	else
		snprintf(buf, len, "%s (fastest measured here%s%s)", kernel_names[kernel], capped ? ", RIPPLE_CPU=" : "",
			 capped ? capped : "");
}
