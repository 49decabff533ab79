/* kernels.c - the article's step and render in plain C: as the article writes them, and as a portable fast path. */
#include "kernels.h"

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

int ripple_kernel_usable(int kernel)
{
	return kernel >= 0 && kernel < RIPPLE_KERNELS && ripple_kernels[kernel] && ripple_kernels[kernel]->usable();
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
	static const char *const names[RIPPLE_KERNELS] = { "article", "scalar", "sse2", "avx2", "avx512" };

	return kernel >= 0 && kernel < RIPPLE_KERNELS ? names[kernel] : "?";
}
