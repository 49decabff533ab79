/* gifquant.h - a frame made ready for a GIF: shrunk for a slide, its colours reduced to a palette of at most 256 (exact when it has that few, else a median cut, never dithered), its unchanged runs marked. */
#ifndef GIFQUANT_H
#define GIFQUANT_H

#include <stddef.h>
#include <stdint.h>

#define GIFQUANT_COLOURS 256 /* the most a GIF's palette holds */
#define GIFQUANT_RUN 4        /* the shortest run of unchanged pixels gifquant_unchanged marks */

/* Reduces w x h pixels (1..65535 each; each a uint32_t 0xXXRRGGBB, the top byte ignored; rows
 * `pitch` bytes apart, pitch >= 4 * w) to a palette of colours 0x00RRGGBB and one palette index a
 * pixel, into `index` (w bytes a row, rows back to back). A frame of at most 256 colours gets them
 * exactly, in the order they first appear; any other gets the means of the boxes a median cut of
 * its colours' 5-5-5 histogram makes, at most `most` of them (1..256), each pixel the box it falls
 * in: the same frame always gives the same palette and indices, and still water no dithering
 * noise. Returns the number of colours (1..256), or -1 for a bad size or `most`, or out of memory. */
int gifquant_reduce(const void *pixels, int w, int h, size_t pitch, int most, uint32_t palette[GIFQUANT_COLOURS],
		    unsigned char *index);

/* Shrinks w x h pixels (0xXXRRGGBB, rows `pitch` bytes apart) k times (k >= 1): (w / k) x (h / k)
 * pixels 0x00RRGGBB into out, rows back to back, each the mean of the k x k it covers, rounded to
 * the nearest; the last w % k columns and h % k rows are left out. */
void gifquant_shrink(const uint32_t *pixels, int w, int h, size_t pitch, int k, uint32_t *out);

/* Sets to `key` the index (w bytes a row, as gifquant_reduce writes it) of each pixel of a w x h
 * frame whose colour (the top byte ignored) is the last frame's at the same place, where GIFQUANT_RUN
 * or more such pixels follow each other on a row: a GIF shows the last frame through them when
 * `key` is its transparent index, and long runs of one index are what its LZW packs best, while
 * a lone pixel left alone keeps its neighbours' run. Both frames' rows are `pitch` bytes apart.
 * Returns the number of pixels set. */
long gifquant_unchanged(const uint32_t *pixels, const uint32_t *last, int w, int h, size_t pitch, unsigned char key,
			unsigned char *index);

#endif
