/* bmpwrite.h - builds a BMP file byte by byte in memory for the tests: headers, bit fields and RLE streams. */
#ifndef RIPPLE_TESTS_BMPWRITE_H
#define RIPPLE_TESTS_BMPWRITE_H

/*
 * One file per translation unit, with its state here: include this once, after defining
 * BMPWRITE_FILE_BYTES (the largest file) and BMPWRITE_SIDE (want_index holds SIDE x SIDE pixels),
 * and define the two functions declared below. Every function is static: each includer gets its own.
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#if !defined(BMPWRITE_FILE_BYTES) || !defined(BMPWRITE_SIDE)
#error "define BMPWRITE_FILE_BYTES and BMPWRITE_SIDE before including bmpwrite.h"
#endif

static unsigned char file[BMPWRITE_FILE_BYTES];
static size_t len, pixels_at; /* the bytes written; where the pixels start */
static int w, h;              /* the picture being built; h > 0 */
static int rx, ry, four;      /* where the RLE stream is (ry: rows up from the bottom); RLE4 */
/* The picture's indices, top row first: an indexed picture's, or those an RLE stream draws (0 where it skips). */
static unsigned char want_index[BMPWRITE_SIDE * BMPWRITE_SIDE];

/* The includer's: called when a put would pass the end of file; does not return. */
static void file_full(void);
/* The includer's: n palette entries of entry bytes (B, G, R, and for 4 a fourth byte), put at len. */
static void put_palette(int n, int entry);

/* Stores the n low bytes of v at p, little-endian. */
static void le(unsigned char *p, uint32_t v, int n)
{
	for (int i = 0; i < n; i++)
		p[i] = (unsigned char)(v >> (8 * i));
}

/* Appends the n low bytes of v to the file, little-endian; file_full() past its end. */
static void put(uint32_t v, int n)
{
	if (len + (size_t)n > sizeof file) {
		file_full();
		return;
	}
	le(file + len, v, n);
	len += (size_t)n;
}

/* Sets the info header's field at off (n bytes) when the header is long enough to hold it. */
static void field(uint32_t off, uint32_t v, int n)
{
	uint32_t info = (uint32_t)file[14] | (uint32_t)file[15] << 8 | (uint32_t)file[16] << 16 | (uint32_t)file[17] << 24;

	if (off + (uint32_t)n <= info)
		le(file + 14 + off, v, n);
}

/* Starts a file: the file header and an info header of info bytes (12: OS/2 1.x's, with 16-bit
 * sides), zero but for the fields it holds of these. A negative height: top-down rows. */
static void begin(uint32_t info, int32_t width, int32_t height, int bits, uint32_t compression)
{
	memset(file, 0, sizeof file);
	file[0] = 'B';
	file[1] = 'M';
	le(file + 14, info, 4);
	len = 14 + info;
	w = width;
	h = height < 0 ? -height : height;
	if (info == 12) {
		le(file + 18, (uint32_t)width, 2);
		le(file + 20, (uint32_t)height, 2);
		le(file + 22, 1, 2);
		le(file + 24, (uint32_t)bits, 2);
		return;
	}
	field(4, (uint32_t)width, 4);
	field(8, (uint32_t)height, 4);
	field(12, 1, 2);
	field(14, (uint32_t)bits, 2);
	field(16, compression, 4);
}

/* The pixels start here: at len, in the file header and in pixels_at. */
static void pixels_here(void)
{
	pixels_at = len;
	le(file + 10, (uint32_t)len, 4);
}

/* The file ends here: its length in the file header. */
static void finish(void)
{
	le(file + 2, (uint32_t)len, 4);
}

/* The masks a 16- or 32-bit picture is read with (R, G, B, A): mask for bit fields (compression 3
 * or 6), else BI_RGB's 5-5-5 and 8-8-8 without alpha. */
static const uint32_t *read_masks(int bits, uint32_t compression, const uint32_t *mask)
{
	static const uint32_t rgb16[4] = { 0x7c00, 0x3e0, 0x1f, 0 }, rgb32[4] = { 0xff0000, 0xff00, 0xff, 0 };

	return compression ? mask : bits == 16 ? rgb16 : rgb32;
}

/* Bit fields (R, G, B, A) in the info header when it has room (52 bytes and more, but OS/2's 64),
 * else put after it: 3 masks, 4 for compression 6. */
static void put_masks(uint32_t info, uint32_t compression, const uint32_t *mask)
{
	if (info >= 52 && info != 64) {
		for (uint32_t i = 0; i < 4; i++)
			field(40 + 4 * i, mask[i], 4);
		return;
	}
	for (int i = 0; i < (compression == 6 ? 4 : 3); i++)
		put(mask[i], 4);
}

/* A channel of px scaled to 8 bits: (v * 255 + max / 2) / max; absent when mask is 0. */
static uint32_t scale(uint32_t px, uint32_t mask, uint32_t absent)
{
	int shift = 0;

	if (!mask)
		return absent;
	while (!(mask >> shift & 1))
		shift++;
	return (uint32_t)((((px & mask) >> shift) * 255ull + (mask >> shift) / 2) / (mask >> shift));
}

/* --- RLE streams: each op writes its bytes and, inside the picture, draws its indices into want_index */

/* An RLE8 (RLE4 with rle4) file of width x height with a palette of 16, want_index all 0, its stream
 * to follow. */
static void rle_file(int width, int height, int rle4)
{
	begin(40, width, height, rle4 ? 4 : 8, rle4 ? 2 : 1);
	field(32, 16, 4);
	put_palette(16, 4);
	pixels_here();
	memset(want_index, 0, sizeof want_index);
	rx = ry = 0;
	four = rle4;
}

static void draw(int index)
{
	if (rx < w && ry < h && (size_t)w * (size_t)h <= sizeof want_index)
		want_index[(size_t)(h - 1 - ry) * (size_t)w + (size_t)rx] = (unsigned char)index;
	rx++;
}

/* count pixels of value (RLE4: its high and low nibbles in turn). */
static void run(int count, int value)
{
	put((uint32_t)count, 1);
	put((uint32_t)value, 1);
	for (int i = 0; i < count; i++)
		draw(four ? (i & 1 ? value & 15 : value >> 4) : value);
}

/* An absolute run of count indices (3 or more), padded to 16 bits. */
static void absolute(int count, const unsigned char *values)
{
	int bytes = four ? (count + 1) / 2 : count;

	put(0, 1);
	put((uint32_t)count, 1);
	for (int i = 0; i < bytes; i++)
		put(four ? (uint32_t)(values[2 * i] << 4 | (2 * i + 1 < count ? values[2 * i + 1] : 0)) : values[i], 1);
	if (bytes & 1)
		put(0, 1);
	for (int i = 0; i < count; i++)
		draw(values[i]);
}

/* The end of a line: the stream goes on at the start of the next row up. */
static void eol(void)
{
	put(0, 2);
	rx = 0;
	ry++;
}

/* A delta: the stream moves dx right and dy rows up. */
static void delta(int dx, int dy)
{
	put(0x0200, 2);
	put((uint32_t)dx, 1);
	put((uint32_t)dy, 1);
	rx += dx;
	ry += dy;
}

/* The end of the bitmap. */
static void eob(void)
{
	put(0x0100, 2);
}

#endif
