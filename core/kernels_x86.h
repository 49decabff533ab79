/* kernels_x86.h - what the x86 kernels (kernels_sse2.c, kernels_avx2.c, kernels_avx512.c) share: their renders' plan, the copy of pixels by offsets, the read ahead. */
#ifndef RIPPLE_KERNELS_X86_H
#define RIPPLE_KERNELS_X86_H

#include "core/kernel_loops.h"

#include <immintrin.h>

/*
 * The render in blocks of pixels. A block whose opposite neighbours are all equal is not
 * displaced: a straight copy of the picture's row. Otherwise the displaced source of every pixel
 * is computed in lanes: the AVX-512 render (every depth) gathers the pixels inside the picture and
 * leaves the others out of a masked store; the AVX2 one (32 bpp) gathers them over the pixels
 * already there, so that its stores are whole (AMD's masked stores are a dozen times slower:
 * --damping off at 1080p 320 -> 485 fps on a Zen 3); the AVX2 render below
 * 32 bpp and pictures too wide for 16-bit offsets copy the displaced pixels one by one, and
 * render a block with a pixel outside one pixel at a time, as all do the ends of rows.
 */

/* n pixels of bpp bytes from the byte offsets off[] of pixels to out, one after another. */
RIPPLE_INLINE void copy_pixels(unsigned char *out, const unsigned char *pixels, const int *off, const int n, const int bpp)
{
	for (int l = 0; l < n; l++)
		memcpy(out + bpp * l, pixels + off[l], (size_t)bpp);
}

/* Asks for the cache lines of the picture's bytes [a, z) of the row `ahead` bytes below `in`
 * (ripple_read_ahead), so that they are in the cache when the rows below are rendered; nothing
 * when ahead is 0. */
RIPPLE_INLINE void read_ahead(const unsigned char *in, size_t ahead, int a, int z)
{
	if (ahead) {
		for (int at = a; at < z; at += 64)
			_mm_prefetch((const char *)in + ahead + at, _MM_HINT_T0);
		_mm_prefetch((const char *)in + ahead + z - 1, _MM_HINT_T0);
	}
}

#endif
