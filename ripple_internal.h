/* ripple_internal.h - what the core's own files (ripple.c, views.c, mesh.c) share; not part of ripple.h's contract. */
#ifndef RIPPLE_INTERNAL_H
#define RIPPLE_INTERNAL_H

#include "ripple.h"

/* Whether im is the pool's size, 1..4 bytes a pixel, its pitch room enough for a row (ripple.c). */
int ripple_image_fits(const struct ripple *r, const struct ripple_image *im);

/* Pixel v with `height` added to each channel, clamped, as look says (views.c). */
unsigned int ripple_lit(const struct ripple_look *look, int bpp, unsigned int v, int height);

/* A pixel of bpp bytes as a little-endian number, and back. */
static inline unsigned int pixel_get(const unsigned char *p, int bpp)
{
	unsigned int v = 0;

	for (int b = bpp - 1; b >= 0; b--)
		v = v << 8 | p[b];
	return v;
}

static inline void pixel_put(unsigned char *p, int bpp, unsigned int v)
{
	for (int b = 0; b < bpp; b++, v >>= 8)
		p[b] = (unsigned char)v;
}

#endif
