/* giflzw.h - a frame's palette indices packed by a GIF's LZW, byte for byte as giflib packs them, or within a colour distance (a lossy LZW: longer strings, a smaller file). */
#ifndef GIFLZW_H
#define GIFLZW_H

#include <stddef.h>
#include <stdint.h>

/* The most bytes giflzw_pack writes for n pixels: a 12-bit code a pixel at worst, the clear
 * codes, and a length byte a sub-block of 255. */
#define GIFLZW_BOUND(n) ((size_t)(n) * 2 + 64)

/* Packs the n indices (n >= 1, each below 1 << bits; bits 2..8, the image's LZW minimum code
 * size) into out, at least GIFLZW_BOUND(n) bytes, as a GIF image's data sub-blocks: each a length
 * byte (1..255) and its bytes, without the minimum code size before them and the empty block
 * after them, which the caller writes. With tolerance 0 they are the bytes giflib's EGifPutLine
 * writes. With a tolerance above 0, where the string being matched has no next pixel of a
 * pixel's index, the pixel takes the index of the next pixel it has whose colour (palette:
 * 0x00RRGGBB, an entry for each index) is nearest, when its RGB distance is at most `tolerance`:
 * the string goes on, fewer codes are written, and no pixel is ever more than `tolerance` off.
 * The index `key` (-1 for none: a transparent index) is neither replaced nor put in the place of
 * another. `index` then holds what a decoder reads. Returns the bytes written. */
size_t giflzw_pack(unsigned char *index, size_t n, int bits, const uint32_t *palette, int key, int tolerance,
		   unsigned char *out);

#endif
