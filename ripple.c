/* ripple.c - the article's integer water: spread, drop a stone, render the refraction; no OS, no SDL. */
#include "ripple.h"

#include <stdlib.h>
#include <string.h>

int ripple_init(struct ripple *r, int w, int h)
{
	memset(r, 0, sizeof *r);
	if (w < 1 || h < 1 || w > RIPPLE_MAX_SIDE || h > RIPPLE_MAX_SIDE)
		return RIPPLE_EINVAL;
	r->cur = calloc((size_t)w * (size_t)h, sizeof *r->cur);
	r->prev = calloc((size_t)w * (size_t)h, sizeof *r->prev);
	if (!r->cur || !r->prev) {
		ripple_free(r);
		return RIPPLE_ENOMEM;
	}
	r->w = w;
	r->h = h;
	return RIPPLE_OK;
}

void ripple_free(struct ripple *r)
{
	free(r->cur);
	free(r->prev);
	memset(r, 0, sizeof *r);
}

void ripple_clear(struct ripple *r)
{
	size_t n = (size_t)r->w * (size_t)r->h;

	if (n) {
		memset(r->cur, 0, n * sizeof *r->cur);
		memset(r->prev, 0, n * sizeof *r->prev);
	}
}

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
void ripple_spread(struct ripple *r)
{
	const int w = r->w;
	const int end = r->w * r->h - r->w;
	const short *now = r->cur;
	short *next = r->prev;
	short *swap;

	for (int i = w; i < end; i++) {
		short v = (short)(((now[i - 1] + now[i + 1] + now[i - w] + now[i + w]) >> 1) - next[i]);

		next[i] = (short)(v - (v >> 5));
	}
	swap = r->cur;
	r->cur = r->prev;
	r->prev = swap;
}

int ripple_drop(struct ripple *r, int x, int y, int radius, int weight)
{
	if (radius < 1 || radius > RIPPLE_MAX_SIDE || weight < 0 || weight > 32767)
		return RIPPLE_EINVAL;
	/* the article's x + radius > w || x - radius < 0, written so that no int can overflow */
	if (x > r->w - radius || y > r->h - radius || x < radius || y < radius)
		return RIPPLE_EOUTSIDE;
	for (int px = x - radius; px < x + radius; px++)
		for (int py = y - radius; py < y + radius; py++)
			if ((px - x) * (px - x) + (py - y) * (py - y) < radius * radius)
				r->cur[r->w * py + px] = (short)-weight;
	return RIPPLE_OK;
}

static int image_fits(const struct ripple *r, const struct ripple_image *im)
{
	return im->pixels && im->w == r->w && im->h == r->h && im->bpp >= 1 && im->bpp <= 4 &&
	       im->pitch >= im->w * im->bpp;
}

/*
 * The fake refraction: the sea floor seen through a sloped surface appears shifted, roughly by
 * the slope, which the article takes as the height difference of the opposite neighbours.
 * The article tests "> width" and "> height", which lets one column and one row past the
 * picture through; here the displaced pixel must lie inside it, else the pixel is left alone.
 */
int ripple_render(const struct ripple *r, const struct ripple_image *src, struct ripple_image *dst)
{
	const int w = r->w, h = r->h, bpp = src->bpp;
	const short *buf = r->cur;

	if (!image_fits(r, src) || !image_fits(r, dst) || dst->bpp != bpp)
		return RIPPLE_EINVAL;
	for (int i = 1; i < h - 1; i++) {
		unsigned char *out = dst->pixels + (size_t)dst->pitch * (size_t)i;

		for (int j = 0; j < w; j++, out += bpp) {
			const int k = i * w + j;
			const int sy = i + buf[k - w] - buf[k + w];
			const int sx = j + buf[k - 1] - buf[k + 1];

			if (sy < 0 || sy >= h || sx < 0 || sx >= w)
				continue;
			memcpy(out, src->pixels + (size_t)src->pitch * (size_t)sy + (size_t)(bpp * sx),
			       (size_t)bpp);
		}
	}
	return RIPPLE_OK;
}

const char *ripple_strerror(int err)
{
	switch (err) {
	case RIPPLE_OK:
		return "no error";
	case RIPPLE_EINVAL:
		return "argument out of range";
	case RIPPLE_ENOMEM:
		return "out of memory";
	case RIPPLE_EOUTSIDE:
		return "the stone's disc would leave the pool";
	default:
		return "unknown error";
	}
}
