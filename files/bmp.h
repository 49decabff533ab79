/* bmp.h - decodes a BMP file held in memory, refusing in one phrase what it cannot draw right. */
#ifndef BMP_H
#define BMP_H

#include <stddef.h>
#include <stdint.h>

/* A decoded picture. */
struct bmp_picture {
	int w, h;              /* pixels, 1..RIPPLE_MAX_SIDE each */
	int indexed;           /* 1: one byte per pixel, an index into palette; 0: a uint32_t 0xAARRGGBB per pixel */
	int alpha;             /* 1 when the pixels' alpha matters (an alpha mask, not every alpha 0); else all 0xFF */
	int ncolors;           /* entries of palette the file gives (indexed pictures), 0..256 */
	uint32_t palette[256]; /* 0xFFRRGGBB; the entries past ncolors are black, for indices past the file's palette */
	void *pixels;          /* w*h bytes or w*h uint32_t, rows packed, top row first; malloc'd */
};

/* Reads only the headers of the n bytes at data, and checks all that bmp_decode checks before it
 * reads a pixel. Fills w and h (1..RIPPLE_MAX_SIDE) and compressed (1: RLE, whose data only
 * bmp_decode checks). Returns 0, or -1 with why as for bmp_decode. */
int bmp_size(const unsigned char *data, size_t n, int *w, int *h, int *compressed, char *why, size_t whylen);

/* Decodes the n bytes at data into p. Returns 0, or -1 (p->pixels NULL) with a phrase in why that
 * completes "picture 'NAME' ...", e.g. "has RLE data that runs past the end of a row": a picture is
 * drawn right or not at all. Refuses before allocating when w*h > max_pixels; allocates only the
 * pixels, w*h bytes or w*h*4. Reads only [data, data + n). */
int bmp_decode(const unsigned char *data, size_t n, long long max_pixels, struct bmp_picture *p, char *why,
	       size_t whylen);

/* Frees p's pixels; safe twice and on a zeroed struct. */
void bmp_free(struct bmp_picture *p);

#endif
