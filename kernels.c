/* kernels.c - the article's step and render in plain C: as the article writes them, and as a portable fast path. */
#include "kernels.h"

#include <stdio.h>
#include <stdlib.h>

/*
 * The wave equation, as the article derives it. Let x0 be a cell's height and x1..x4 its four
 * neighbours'. Assume the next height is linear in them: x0' = a(x1 + x2 + x3 + x4) + b x0.
 * Without damping the total height (the water's energy) is kept, which gives 4a + b = 1; the
 * simplest solution that needs no multiply is a = 1/2, b = -1:
 *
 *     x0' = (x1 + x2 + x3 + x4) / 2 - x0        (the ">> 1"; x0 is the height one step ago)
 *
 * Real water is damped, so each new height then loses 1/32 of itself (the ">> 5").
 * The arithmetic is the article's to the bit: the sum is an int, the shifts are arithmetic, and
 * each result is stored into a short (wrapping) before the damping reads it back. The loop runs
 * over cells w .. w*h-w-1, so the first and last rows never change, and the left and right
 * neighbours of an edge cell are the last cell of the row above and the first of the row below.
 */
/* The article's RippleSpread as written: two statements a cell, the second reading the first's short. */
static void article_spread(const short *now, short *next, int w, int begin, int end)
{
	for (int i = begin; i < end; i++) {
		next[i] = (short)(((now[i - 1] + now[i + 1] + now[i - w] + now[i + w]) >> 1) - next[i]);
		next[i] = (short)(next[i] - (next[i] >> 5));
	}
}

/*
 * The fake refraction: the sea floor seen through a sloped surface appears shifted, roughly by
 * the slope, which the article takes as the height difference of the opposite neighbours.
 * The article tests "> width" and "> height", which lets one column and one row past the
 * picture through; here the displaced pixel must lie inside it, else the pixel is left alone.
 */
/* The article's RenderRipple over rows [y0, y1), as written: offsets, four tests, a byte loop. */
static void article_render(const short *buf, int w, int h, int y0, int y1, const struct ripple_image *src,
			   struct ripple_image *dst)
{
	const unsigned char *page1 = src->pixels;
	const int depth = src->bpp, pitch = src->pitch;

	for (int y = y0; y < y1; y++) {
		unsigned char *page2 = ripple_row_out(dst, y);

		for (int j = 0, k = y * w; j < w; j++, k++) {
			int xoff = buf[k - 1] - buf[k + 1], yoff = buf[k - w] - buf[k + w];

			if (y + yoff < 0 || y + yoff >= h || j + xoff < 0 || j + xoff >= w)
				continue;
			for (int d = 0; d < depth; d++)
				page2[depth * j + d] = page1[(size_t)pitch * (size_t)(y + yoff) + (size_t)(depth * (j + xoff) + d)];
		}
	}
}

/* The portable path: the step as one expression a cell, the render a plain copy a pixel. */
static void scalar_spread(const short *now, short *next, int w, int begin, int end)
{
	ripple_spread_span(now, next, w, begin, end);
}

static void scalar_render(const short *buf, int w, int h, int y0, int y1, const struct ripple_image *src,
			  struct ripple_image *dst)
{
	RIPPLE_RENDER_BY_DEPTH(ripple_render_row, buf, w, h, y0, y1, src, dst);
}

static int always(void)
{
	return 1;
}

static const struct ripple_kernel article = { always, article_spread, article_render, NULL };
static const struct ripple_kernel scalar = { always, scalar_spread, scalar_render, NULL };

#if defined(__x86_64__) || defined(__i386__)
const struct ripple_kernel *const ripple_kernels[RIPPLE_KERNELS] = {
	&article, &scalar, &ripple_kernel_sse2, &ripple_kernel_avx2, &ripple_kernel_avx512
};
#else
const struct ripple_kernel *const ripple_kernels[RIPPLE_KERNELS] = { &article, &scalar };
#endif

static const char *const kernel_names[RIPPLE_KERNELS] = { "article", "scalar", "sse2", "avx2", "avx512" };

/* The highest kernel RIPPLE_CPU lets run: the environment variable names the lesser CPU a run
 * pretends to be (scalar, sse2, avx2 or avx512), so that a machine with AVX-512 still tests the
 * branches only smaller CPUs take. Unset or empty: no cap. -1 when it names no kernel. */
int ripple_cpu_cap(void)
{
	const char *cap = getenv("RIPPLE_CPU");

	if (!cap || !*cap)
		return RIPPLE_KERNELS - 1;
	for (int k = RIPPLE_KERNEL_SCALAR; k < RIPPLE_KERNELS; k++)
		if (!strcmp(cap, kernel_names[k]))
			return k;
	return -1;
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

void ripple_kernel_why(int kernel, char *buf, size_t len)
{
	static const char *const lacks[RIPPLE_KERNELS] = { "", "", "no SSE2", "no AVX2", "no AVX-512" };
	const int best = ripple_kernel_best(), next = best + 1;

	if (kernel != best)
		snprintf(buf, len, "%s (chosen; %s is the fastest here)", ripple_kernel_name(kernel), kernel_names[best]);
	else if (next == RIPPLE_KERNELS)
		snprintf(buf, len, "%s (the fastest kernel)", kernel_names[best]);
	else if (built_and_runs(next))
		snprintf(buf, len, "%s (RIPPLE_CPU=%s)", kernel_names[best], getenv("RIPPLE_CPU"));
	else if (ripple_kernels[next])
		snprintf(buf, len, "%s (%s here)", kernel_names[best], lacks[next]);
	else
		snprintf(buf, len, "%s (no SIMD kernels in this build)", kernel_names[best]);
}
