/* gifquant.h - a frame's colours reduced to a GIF's palette of at most 256: exact when it has that few, else by median cut; never dithered. */
#ifndef GIFQUANT_H
#define GIFQUANT_H

#include <stddef.h>
#include <stdint.h>

#define GIFQUANT_COLOURS 256 /* the most a GIF's palette holds */

/* Reduces w x h pixels (1..65535 each; each a uint32_t 0xXXRRGGBB, the top byte ignored; rows
 * `pitch` bytes apart, pitch >= 4 * w) to a palette of colours 0x00RRGGBB and one palette index a
 * pixel, into `index` (w bytes a row, rows back to back). A frame of at most 256 colours gets them
 * exactly, in the order they first appear; any other gets the means of the boxes a median cut of
 * its colours' 5-5-5 histogram makes, each pixel the box it falls in: the same frame always gives
 * the same palette and indices, and still water no dithering noise. Returns the number of
 * colours (1..256), or -1 for a bad size or when out of memory. */
int gifquant_reduce(const void *pixels, int w, int h, size_t pitch, uint32_t palette[GIFQUANT_COLOURS],
		    unsigned char *index);

#endif
