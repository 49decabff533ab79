/* test_bmp.c - cmocka unit tests of the BMP decoder: files built in memory, their pixels, and each refusal's phrase. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "files/bmp.h"
#include "ripple.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_PIXELS (1LL << 22) /* what the tests let bmp_decode allocate: a mutated header asks no more */
#define SIDE 256               /* the largest test picture is SIDE x SIDE */

/* --- a file built byte by byte, and the pixels it must be drawn as -------------------------------- */

#define BMPWRITE_FILE_BYTES (14 + 124 + 1024 + SIDE * SIDE * 4 + 64)
#define BMPWRITE_SIDE SIDE
#include "tests/tools/bmpwrite.h"

static uint32_t want[SIDE * SIDE]; /* 0xAARRGGBB, top row first */
static uint32_t palette[256];      /* the palette written: 0xFFRRGGBB, black past its end */
static uint64_t rng = 1; /* 64 bits on every build (unsigned long is 32 on WebAssembly's) */

static uint32_t rnd(void)
{
	rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
	return (uint32_t)(rng >> 32);
}

/* bmpwrite.h's end of the file: a case larger than the buffer fails its test. */
static void file_full(void)
{
	fail_msg("a file past %zu bytes", sizeof file);
}

/* n palette entries of entry bytes (B, G, R and for 4 a 0), colours that differ. */
static void put_palette(int n, int entry)
{
	for (int i = 0; i < 256; i++)
		palette[i] = 0xff000000u;
	for (int i = 0; i < n; i++) {
		palette[i] |= (uint32_t)i * 0x9e3779u & 0xffffff;
		put(palette[i], 3);
		if (entry == 4)
			put(0x5a, 1);
	}
}

/* A row of stride bytes: row, then padding that is not 0. */
static void put_row(const unsigned char *row, int used, int stride)
{
	for (int i = 0; i < stride; i++)
		put(i < used ? row[i] : 0xa5, 1);
}

/* A 1- to 8-bit uncompressed picture of the indices in want_index, with a palette of entries colours
 * (colors: biClrUsed). */
static void paletted(uint32_t info, int width, int height, int bits, uint32_t colors, int entries)
{
	int stride = (width * bits + 31) / 32 * 4;
	unsigned char row[SIDE];

	begin(info, width, height, bits, 0);
	field(32, colors, 4);
	put_palette(entries, info == 12 ? 3 : 4);
	pixels_here();
	for (int r = 0; r < h; r++) {
		const unsigned char *idx = want_index + (size_t)(height < 0 ? r : h - 1 - r) * (size_t)w;

		memset(row, 0, sizeof row);
		for (int x = 0; x < w; x++)
			row[x * bits / 8] |= (unsigned char)(idx[x] << (8 - bits - x * bits % 8));
		put_row(row, (w * bits + 7) / 8, stride);
	}
}

/* A picture of width x height random indices below n, in want_index. */
static void random_indices(int width, int height, int n)
{
	w = width;
	h = height;
	for (int i = 0; i < w * h; i++)
		want_index[i] = (unsigned char)(rnd() % (uint32_t)n);
}

static uint32_t through_masks(uint32_t px, const uint32_t *m)
{
	return scale(px, m[3], 255) << 24 | scale(px, m[0], 0) << 16 | scale(px, m[1], 0) << 8 | scale(px, m[2], 0);
}

/* A 16-, 24- or 32-bit picture of the raw pixels px (top row first; 24 bits: 0xRRGGBB); for bit fields
 * (compression 3 or 6) the masks in the header when it has room (52 bytes and more, but 64), else
 * after it. want: the pixels through the masks (BI_RGB: 5-5-5 and 8-8-8, alpha ignored). */
static void direct(uint32_t info, int width, int height, int bits, uint32_t compression, const uint32_t *mask,
		   const uint32_t *px)
{
	const uint32_t *m = read_masks(bits, compression, mask);
	int stride = (width * bits + 31) / 32 * 4, bytes = bits / 8;
	unsigned char row[SIDE * 4];

	begin(info, width, height, bits, compression);
	if (compression)
		put_masks(info, compression, mask);
	pixels_here();
	for (int r = 0; r < h; r++) {
		size_t y = (size_t)(height < 0 ? r : h - 1 - r) * (size_t)w;

		for (int x = 0; x < w; x++)
			for (int i = 0; i < bytes; i++)
				row[x * bytes + i] = (unsigned char)(px[y + (size_t)x] >> (8 * i));
		put_row(row, w * bytes, stride);
	}
	for (int i = 0; i < w * h; i++)
		want[i] = bits == 24 ? 0xff000000u | px[i] : through_masks(px[i], m);
}

/* --- decoding the file ------------------------------------------------------------------------- */

/* bmp_decode on an exact copy of the file's first n bytes, so that ASan sees a read past its end. */
static int decode_n(size_t n, struct bmp_picture *p, long long max_pixels, char *why, size_t whylen)
{
	unsigned char *copy = malloc(n ? n : 1);
	int st;

	assert_non_null(copy);
	memcpy(copy, file, n);
	st = bmp_decode(copy, n, max_pixels, p, why, whylen);
	free(copy);
	if (st)
		assert_null(p->pixels);
	return st;
}

/* The file decodes to want, w x h: indexed (want_index through palette) or 0xAARRGGBB. */
static void drawn_right(int indexed, int alpha)
{
	struct bmp_picture p;
	char why[200] = "";

	finish();
	if (decode_n(len, &p, MAX_PIXELS, why, sizeof why))
		fail_msg("refused: %s", why);
	assert_int_equal(p.w, w);
	assert_int_equal(p.h, h);
	assert_int_equal(p.indexed, indexed);
	assert_int_equal(p.alpha, alpha);
	if (indexed) {
		assert_memory_equal(p.pixels, want_index, (size_t)w * (size_t)h);
		assert_memory_equal(p.palette, palette, sizeof palette);
	} else {
		assert_memory_equal(p.pixels, want, (size_t)w * (size_t)h * 4);
	}
	bmp_free(&p);
}

/* The file is refused with a why that holds phrase, on one line, by bmp_decode and, for what the
 * headers say, by bmp_size. */
static void refused(const char *phrase, int by_headers)
{
	struct bmp_picture p;
	char why[200] = "", why2[200] = "";
	int sw, sh, compressed;

	finish();
	assert_int_equal(decode_n(len, &p, MAX_PIXELS, why, sizeof why), -1);
	if (!strstr(why, phrase))
		fail_msg("refused as '%s', not '%s'", why, phrase);
	assert_null(strchr(why, '\n'));
	assert_int_equal(bmp_size(file, len, &sw, &sh, &compressed, why2, sizeof why2), by_headers ? -1 : 0);
	if (by_headers)
		assert_string_equal(why2, why);
}

/* --- pictures read right ------------------------------------------------------------------------ */

static void paletted_depths_read_right(void **state)
{
	(void)state;
	for (int bits = 1; bits <= 8; bits *= 2) {
		for (int width = 1; width <= 13; width += 4) {
			random_indices(width, 7, 1 << bits);
			paletted(40, width, 7, bits, 0, 1 << bits);
			drawn_right(1, 0);
			paletted(40, width, -7, bits, 0, 1 << bits); /* top-down */
			drawn_right(1, 0);
		}
	}
}

static void palette_clamped_and_black_past_its_end(void **state)
{
	struct bmp_picture p;
	char why[200];

	(void)state;
	random_indices(13, 7, 256);
	paletted(40, 13, 7, 8, 1000, 256); /* biClrUsed 1000 at 8 bits: 256 */
	drawn_right(1, 0);
	random_indices(13, 7, 16); /* indices up to 15 with 3 colours */
	paletted(40, 13, 7, 4, 3, 3);
	drawn_right(1, 0);
	assert_int_equal(decode_n(len, &p, MAX_PIXELS, why, sizeof why), 0);
	assert_int_equal(p.ncolors, 3);
	assert_int_equal(p.palette[3], 0xff000000u);
	assert_int_equal(p.palette[255], 0xff000000u);
	bmp_free(&p);
}

static void other_headers_read_right(void **state)
{
	static const uint32_t sizes[] = { 12, 16, 20, 36, 40, 52, 56, 64, 100, 108, 124, 200 };

	(void)state;
	for (size_t i = 0; i < sizeof sizes / sizeof *sizes; i++) {
		random_indices(13, 7, 256);
		paletted(sizes[i], 13, 7, 8, 0, 256); /* OS/2 1.x: 3-byte entries; the rest 4 */
		drawn_right(1, 0);
	}
	for (int i = 0; i < 13 * 7; i++)
		want[i] = rnd() & 0xffffff;
	direct(12, 13, 7, 24, 0, NULL, want); /* OS/2 1.x at 24 bits */
	drawn_right(0, 0);
}

static void planes_ignored(void **state)
{
	(void)state;
	for (uint32_t planes = 0; planes < 4; planes += 3) {
		random_indices(13, 7, 16);
		paletted(40, 13, 7, 4, 0, 16);
		field(12, planes, 2);
		drawn_right(1, 0);
	}
}

static void rgb_depths_read_right(void **state)
{
	static uint32_t px[13 * 7];

	(void)state;
	for (int bits = 16; bits <= 32; bits += 8) {
		for (int i = 0; i < 13 * 7; i++)
			px[i] = bits == 24 ? rnd() & 0xffffff : rnd();
		direct(40, 13, 7, bits, 0, NULL, px); /* 32 bits: x8r8g8b8, its alpha byte ignored */
		drawn_right(0, 0);
		direct(40, 13, -7, bits, 0, NULL, px);
		drawn_right(0, 0);
		direct(124, 13, 7, bits, 0, NULL, px); /* BI_RGB in a V5 header: its masks ignored */
		for (uint32_t i = 0; i < 4; i++)
			field(40 + 4 * i, 0xffu << (8 * (3 - i)), 4);
		drawn_right(0, 0);
	}
}

/* Bit fields of every kind, through the header or after it, at 16 and 32 bits. */
static void bit_fields_read_right(void **state)
{
	static const struct {
		uint32_t info;
		int bits;
		uint32_t compression, mask[4];
	} cases[] = {
		{ 40, 16, 3, { 0xf800, 0x7e0, 0x1f } },                     /* 5-6-5 */
		{ 40, 16, 3, { 0x7c00, 0x3e0, 0x1f } },                     /* 5-5-5 */
		{ 108, 16, 3, { 0xf00, 0xf0, 0xf, 0xf000 } },               /* 4-4-4-4 */
		{ 40, 16, 6, { 0x7c00, 0x3e0, 0x1f, 0x8000 } },             /* 1-5-5-5, BI_ALPHABITFIELDS */
		{ 56, 16, 3, { 0x1, 0x2, 0x4, 0x8 } },                      /* 1-bit channels */
		{ 40, 16, 3, { 0xffff } },                                  /* one 16-bit channel */
		{ 124, 32, 3, { 0x3ff00000, 0xffc00, 0x3ff, 0xc0000000 } }, /* 10-10-10-2 */
		{ 40, 32, 3, { 0xff, 0xff000000, 0xff000 } },               /* 8 bits in unusual places */
		{ 40, 32, 3, { 0xfff00000, 0xffe00, 0x1ff } },              /* 12-11-9 */
		{ 40, 32, 3, { 0x3f, 0x1ffc0, 0x7ffe0000 } },               /* 6-11-14 */
		{ 40, 32, 3, { 0, 0xffffffff } },                           /* one 32-bit channel */
		{ 52, 32, 3, { 0xff0000, 0xff00, 0xff, 0xff000000 } },      /* 52 bytes: no room for alpha */
		{ 56, 32, 3, { 0xff0000, 0xff00, 0xff, 0xff000000 } },      /* A8R8G8B8 */
		{ 108, 32, 6, { 0xff, 0xff00, 0xff0000, 0xff000000 } },     /* A8B8G8R8 */
		{ 40, 32, 6, { 0xff000000, 0xff0000, 0xff00, 0x3 } },       /* a 2-bit alpha at the bottom */
		{ 40, 32, 3, { 0 } },                                       /* no channel: black */
		{ 64, 32, 3, { 0xff0000, 0xff00, 0xff } },                  /* OS/2 2.x's 64 bytes: masks after */
	};
	static uint32_t px[13 * 7];

	(void)state;
	for (size_t c = 0; c < sizeof cases / sizeof *cases; c++) {
		uint32_t alpha = cases[c].info == 52 ? 0 : cases[c].mask[3];

		for (int i = 0; i < 13 * 7; i++)
			px[i] = cases[c].bits == 16 ? rnd() & 0xffff : rnd();
		direct(cases[c].info, 13, 7, cases[c].bits, cases[c].compression, cases[c].mask, px);
		if (cases[c].info == 52)
			for (int i = 0; i < 13 * 7; i++)
				want[i] |= 0xff000000u;
		print_message("case %d: %d bits, masks %08x %08x %08x %08x\n", (int)c, cases[c].bits,
			      (unsigned)cases[c].mask[0], (unsigned)cases[c].mask[1], (unsigned)cases[c].mask[2],
			      (unsigned)alpha);
		drawn_right(0, alpha != 0);
	}
}

/* (v * 255 + max / 2) / max for every value of 9- to 16-bit channels, and for 17 to 32 bits the ends
 * and 65536 others: the scaling without division is exact. */
static void wide_channels_scale_exactly(void **state)
{
	static uint32_t px[SIDE * SIDE];

	(void)state;
	for (int bits = 9; bits <= 32; bits++) {
		uint32_t mask = (uint32_t)((1ull << bits) - 1), m[4] = { mask };

		for (uint32_t i = 0; i < SIDE * SIDE; i++)
			px[i] = bits <= 16 ? i & mask : i < 8 ? (uint32_t)(i < 4 ? i : mask - (i - 4)) : rnd() & mask;
		direct(40, SIDE, SIDE, bits <= 16 ? 16 : 32, 3, m, px);
		drawn_right(0, 0);
	}
}

static void alpha_all_zero_means_opaque(void **state)
{
	static const uint32_t argb[4] = { 0xff0000, 0xff00, 0xff, 0xff000000 };
	static uint32_t px[13 * 7];

	(void)state;
	for (int i = 0; i < 13 * 7; i++)
		px[i] = rnd() & 0xffffff;
	direct(124, 13, 7, 32, 3, argb, px);
	for (int i = 0; i < 13 * 7; i++)
		want[i] |= 0xff000000u;
	drawn_right(0, 0);
	px[40] |= 0x01000000; /* one pixel not quite transparent: the alpha counts, the others stay 0 */
	direct(124, 13, 7, 32, 3, argb, px);
	assert_int_equal(want[40] >> 24, 1);
	assert_int_equal(want[0] >> 24, 0);
	drawn_right(0, 1);
}

/* 13x7 RLE8 (RLE4): runs, absolute runs of odd and even lengths (RLE4: odd nibbles), ends of lines,
 * deltas, and the end of the bitmap inside a row; the pixels skipped are index 0. */
static void rle_stream(int rle4)
{
	static const unsigned char v[13] = { 9, 10, 11, 12, 13, 14, 15, 1, 2, 3, 4, 5, 6 };

	rle_file(13, 7, rle4);
	run(5, rle4 ? 0x12 : 1);
	absolute(3, v);
	run(5, rle4 ? 0x67 : 5);
	eol();
	delta(4, 0);
	run(3, rle4 ? 0xab : 6);
	eol();
	absolute(13, v);
	eol();
	run(2, 7);
	delta(3, 2);
	run(8, rle4 ? 0xcd : 8);
	eol();
	absolute(4, v + 4);
	run(1, 2);
	absolute(5, v + 8);
}

static void rle_read_right(void **state)
{
	(void)state;
	for (int rle4 = 0; rle4 <= 1; rle4++) {
		rle_stream(rle4);
		eob();
		drawn_right(1, 0);
		rle_stream(rle4); /* the last row ended: the end of the bitmap may be left out */
		eol();
		drawn_right(1, 0);
		rle_stream(rle4);
		run(3, 1); /* the file ends with the last pixel */
		drawn_right(1, 0);
		rle_file(13, 7, rle4); /* nothing but the end of the bitmap: all index 0 */
		eob();
		drawn_right(1, 0);
		rle_file(13, 7, rle4);
		delta(12, 6); /* to the last pixel, then the end */
		run(1, 0x33);
		drawn_right(1, 0);
	}
}

static void largest_sides_read_right(void **state)
{
	struct bmp_picture p;
	char why[200];

	(void)state;
	begin(40, RIPPLE_MAX_SIDE, 1, 1, 0);
	put_palette(2, 4);
	pixels_here();
	for (int i = 0; i < RIPPLE_MAX_SIDE / 8; i++)
		put(0x80, 1);
	finish();
	assert_int_equal(decode_n(len, &p, MAX_PIXELS, why, sizeof why), 0);
	assert_int_equal(((unsigned char *)p.pixels)[0], 1);
	assert_int_equal(((unsigned char *)p.pixels)[1], 0);
	assert_int_equal(((unsigned char *)p.pixels)[RIPPLE_MAX_SIDE - 8], 1);
	bmp_free(&p);
	rle_file(1, RIPPLE_MAX_SIDE, 0);
	for (int y = 0; y < RIPPLE_MAX_SIDE; y++) {
		run(1, 1 + y % 15);
		eol();
	}
	drawn_right(1, 0);
}

/* --- refusals ------------------------------------------------------------------------------------- */

/* A good 8x8 24-bit file, to be spoiled. */
static void good24(void)
{
	static uint32_t px[64];

	direct(40, 8, 8, 24, 0, NULL, px);
}

static void headers_refused(void **state)
{
	(void)state;
	good24();
	file[1] = 'A';
	refused("is not a BMP file", 1);
	good24();
	len = 17;
	refused("is too short to be a BMP file (17 bytes)", 1);
	for (uint32_t info = 0; info < 16; info++) {
		if (info == 12)
			continue;
		good24();
		le(file + 14, info, 4);
		refused("info header, which BMP does not define", 1);
	}
	begin(124, 8, 8, 24, 0);
	len = 100;
	refused("is truncated: its 124-byte info header needs more than its 100 bytes", 1);
}

static void depths_and_compressions_refused(void **state)
{
	static const struct {
		int bits;
		uint32_t info, compression;
		const char *phrase;
	} cases[] = {
		{ 0, 40, 0, "has 0 bits per pixel, which BMP does not define" },
		{ 3, 40, 0, "has 3 bits per pixel, which BMP does not define" },
		{ 12, 40, 0, "has 12 bits per pixel, which BMP does not define" },
		{ 64, 40, 0, "has 64 bits per pixel, which BMP does not define" },
		{ 12, 12, 0, "has 12 bits per pixel, which BMP does not define" },
		{ 24, 40, 4, "holds JPEG data (compression 4)" },
		{ 24, 64, 4, "holds OS/2 RLE24 data (compression 4)" },
		{ 0, 40, 5, "holds PNG data (compression 5)" },
		{ 32, 40, 11, "holds CMYK data (compression 11)" },
		{ 8, 40, 12, "holds CMYK RLE8 data (compression 12)" },
		{ 4, 40, 13, "holds CMYK RLE4 data (compression 13)" },
		{ 24, 40, 7, "has compression 7, which BMP does not define" },
		{ 24, 40, 99, "has compression 99, which BMP does not define" },
		{ 1, 40, 3, "holds OS/2 Huffman data (compression 3)" },
		{ 4, 40, 1, "is compressed as RLE8 at 4 bits per pixel" },
		{ 8, 40, 2, "is compressed as RLE4 at 8 bits per pixel" },
		{ 24, 40, 3, "has bit fields at 24 bits per pixel, which BMP allows only at 16 and 32" },
		{ 8, 40, 6, "has bit fields at 8 bits per pixel" },
	};

	(void)state;
	for (size_t c = 0; c < sizeof cases / sizeof *cases; c++) {
		good24();
		le(file + 14, cases[c].info, 4);
		field(14, (uint32_t)cases[c].bits, 2);
		if (cases[c].info == 12)
			le(file + 24, (uint32_t)cases[c].bits, 2);
		field(16, cases[c].compression, 4);
		refused(cases[c].phrase, 1);
	}
}

static void sizes_refused(void **state)
{
	static const struct {
		int32_t w, h;
		const char *phrase;
	} cases[] = {
		{ 0, 8, "claims to be 0x8 pixels: each side must be 1 to 16384" },
		{ -8, 8, "claims to be -8x8 pixels" },
		{ 8, 0, "claims to be 8x0 pixels" },
		{ 16385, 8, "claims to be 16385x8 pixels" },
		{ 8, -16385, "claims to be 8x-16385 pixels" },
		{ 8, INT32_MIN, "claims to be 8x-2147483648 pixels" },
		{ INT32_MAX, INT32_MAX, "claims to be 2147483647x2147483647 pixels" },
	};
	struct bmp_picture p;
	char why[200];

	(void)state;
	for (size_t c = 0; c < sizeof cases / sizeof *cases; c++) {
		good24();
		field(4, (uint32_t)cases[c].w, 4);
		field(8, (uint32_t)cases[c].h, 4);
		refused(cases[c].phrase, 1);
	}
	begin(12, 8, 8, 24, 0);
	le(file + 18, 0, 2);
	refused("claims to be 0x8 pixels", 1);
	good24();
	finish();
	assert_int_equal(decode_n(len, &p, 63, why, sizeof why), -1);
	assert_string_equal(why, "is 8x8: more than the 63 pixels this program takes");
	assert_int_equal(decode_n(len, &p, 64, why, sizeof why), 0);
	bmp_free(&p);
}

static void masks_refused(void **state)
{
	static const struct {
		uint32_t info;
		int bits;
		uint32_t mask[4];
		const char *phrase;
	} cases[] = {
		{ 40, 32, { 0xff0000, 0x1ff00, 0xff }, "has bit-field masks that overlap (0x00ff0000 and 0x0001ff00)" },
		{ 124, 32, { 0xff0000, 0xff00, 0xff, 0xff800000 }, "masks that overlap (0x00ff0000 and 0xff800000)" },
		{ 40, 32, { 0xf0f000, 0xf00, 0xff }, "a bit-field mask (0x00f0f000) whose bits are not contiguous" },
		{ 56, 32, { 0xff0000, 0xff00, 0xff, 0x80000001 }, "mask (0x80000001) whose bits are not contiguous" },
		{ 40, 16, { 0x1f0000, 0x3e0, 0x1f }, "has a bit-field mask (0x001f0000) wider than its 16-bit pixels" },
		{ 40, 16, { 0x7c00, 0x3e0, 0x1f8 }, "overlap" },
	};
	static uint32_t px[64];

	(void)state;
	for (size_t c = 0; c < sizeof cases / sizeof *cases; c++) {
		direct(cases[c].info, 8, 8, cases[c].bits, 3, cases[c].mask, px);
		refused(cases[c].phrase, 1);
	}
}

static void missing_bytes_refused(void **state)
{
	static const uint32_t rgb[4] = { 0xff0000, 0xff00, 0xff };
	static uint32_t px[64];

	(void)state;
	direct(40, 8, 8, 32, 3, rgb, px);
	len = 14 + 40 + 8; /* the file ends in the masks */
	refused("is truncated: its bit-field masks need more than its 62 bytes", 1);
	begin(40, 8, 8, 8, 0);
	field(32, 100, 4);
	put_palette(99, 4);
	refused("is truncated: its palette of 100 colours needs more than its 450 bytes", 1);
	begin(12, 8, 8, 4, 0);
	put_palette(15, 3);
	refused("is truncated: its palette of 16 colours needs more than its 71 bytes", 1);
	good24();
	le(file + 10, (uint32_t)len + 1, 4);
	refused("has its pixels at byte 247, past its end (246 bytes)", 1);
	good24();
	len--;
	refused("is truncated: its 8x8 pixels need more than its 245 bytes", 1);
	good24();
	field(8, (uint32_t)-8, 4);
	len--;
	refused("is truncated: its 8x8 pixels need more than its 245 bytes", 1);
}

static void rle_refused(void **state)
{
	static const unsigned char v[9] = { 1, 2, 3, 4, 5, 6, 7, 8, 9 };

	(void)state;
	for (int rle4 = 0; rle4 <= 1; rle4++) {
		rle_file(8, 8, rle4);
		run(9, 1);
		refused("has RLE data that runs past the end of a row", 0);
		rle_file(8, 8, rle4);
		run(4, 1);
		absolute(5, v);
		refused("has RLE data that runs past the end of a row", 0);
		rle_file(8, 2, rle4);
		eol();
		run(6, 1);
		run(3, 1);
		refused("has RLE data that runs past the end of the picture", 0);
		rle_file(8, 8, rle4);
		run(4, 1);
		delta(5, 0);
		refused("has an RLE delta that moves past the end of a row", 0);
		rle_file(8, 8, rle4);
		eol();
		delta(0, 7);
		refused("has an RLE delta that moves past the end of the picture", 0);
		rle_file(8, 8, rle4);
		run(8, 1);
		eol();
		refused("has RLE data that ends before its last row (no end-of-bitmap marker)", 0);
		rle_file(8, 8, rle4);
		len++; /* one byte of a pair */
		refused("has RLE data that ends before its last row", 0);
		rle_file(8, 8, rle4);
		absolute(8, v);
		len -= 1 + (size_t)rle4;
		refused("has RLE data that ends in the middle of a run", 0);
		rle_file(8, 8, rle4);
		delta(1, 1);
		len--;
		refused("has RLE data that ends in the middle of a delta", 0);
		rle_file(8, -8, rle4);
		eob();
		refused("has RLE data in top-down rows (a negative height), which BMP does not allow", 1);
	}
}

/* --- the contract --------------------------------------------------------------------------------- */

static void size_reads_only_the_headers(void **state)
{
	int sw = 0, sh = 0, compressed = -1;
	char why[200];

	(void)state;
	good24();
	field(8, (uint32_t)-8, 4);
	finish();
	assert_int_equal(bmp_size(file, len, &sw, &sh, &compressed, why, sizeof why), 0);
	assert_int_equal(sw, 8);
	assert_int_equal(sh, 8);
	assert_int_equal(compressed, 0);
	rle_file(13, 7, 1);
	run(20, 1); /* what the headers cannot say */
	finish();
	assert_int_equal(bmp_size(file, len, &sw, &sh, &compressed, why, sizeof why), 0);
	assert_int_equal(sw, 13);
	assert_int_equal(sh, 7);
	assert_int_equal(compressed, 1);
}

static void free_is_safe(void **state)
{
	struct bmp_picture p;
	char why[8];

	(void)state;
	memset(&p, 0, sizeof p);
	bmp_free(&p);
	bmp_free(&p);
	good24();
	finish();
	assert_int_equal(decode_n(len, &p, MAX_PIXELS, why, sizeof why), 0);
	bmp_free(&p);
	assert_null(p.pixels);
	bmp_free(&p);
	len = 60;
	assert_int_equal(decode_n(len, &p, MAX_PIXELS, why, sizeof why), -1); /* a why cut short */
	assert_int_equal(strlen(why), sizeof why - 1);
	assert_int_equal(decode_n(len, &p, MAX_PIXELS, NULL, 0), -1);
	bmp_free(&p);
}

/* Every prefix of a file, and random changes of a few bytes: decoded or refused, never a read
 * outside the file (ASan) or undefined behaviour (UBSan). */
static void survive(void)
{
	static unsigned char saved[sizeof file];
	size_t n = len;
	struct bmp_picture p;
	char why[200];

	finish();
	memcpy(saved, file, n);
	for (size_t cut = 0; cut <= n; cut++) {
		if (!decode_n(cut, &p, MAX_PIXELS, why, sizeof why))
			bmp_free(&p);
	}
	for (int i = 0; i < 3000; i++) {
		int changes = 1 + (int)(rnd() % 4);

		memcpy(file, saved, n);
		for (int c = 0; c < changes; c++) {
			size_t at = rnd() % (rnd() & 1 ? n : n < 80 ? n : 80); /* the headers more often */

			file[at] = (unsigned char)(rnd() & 1 ? rnd() : file[at] ^ 1u << (rnd() % 8));
		}
		if (!decode_n(n, &p, MAX_PIXELS, why, sizeof why))
			bmp_free(&p);
	}
}

static void broken_files_are_safe(void **state)
{
	static const uint32_t argb16[4] = { 0xf00, 0xf0, 0xf, 0xf000 };
	static const uint32_t fields32[4] = { 0x3ff00000, 0xffc00, 0x3ff, 0xc0000000 };
	static uint32_t px[13 * 7];

	(void)state;
	for (int i = 0; i < 13 * 7; i++)
		px[i] = rnd();
	for (int bits = 1; bits <= 8; bits *= 2) {
		random_indices(13, 7, 1 << bits);
		paletted(bits == 8 ? 12 : 40, 13, 7, bits, 0, 1 << bits);
		survive();
	}
	direct(108, 13, 7, 16, 3, argb16, px);
	survive();
	direct(40, 13, 7, 32, 6, fields32, px);
	survive();
	for (int rle4 = 0; rle4 <= 1; rle4++) {
		rle_stream(rle4);
		eob();
		survive();
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(paletted_depths_read_right),
		cmocka_unit_test(palette_clamped_and_black_past_its_end),
		cmocka_unit_test(other_headers_read_right),
		cmocka_unit_test(planes_ignored),
		cmocka_unit_test(rgb_depths_read_right),
		cmocka_unit_test(bit_fields_read_right),
		cmocka_unit_test(wide_channels_scale_exactly),
		cmocka_unit_test(alpha_all_zero_means_opaque),
		cmocka_unit_test(rle_read_right),
		cmocka_unit_test(largest_sides_read_right),
		cmocka_unit_test(headers_refused),
		cmocka_unit_test(depths_and_compressions_refused),
		cmocka_unit_test(sizes_refused),
		cmocka_unit_test(masks_refused),
		cmocka_unit_test(missing_bytes_refused),
		cmocka_unit_test(rle_refused),
		cmocka_unit_test(size_reads_only_the_headers),
		cmocka_unit_test(free_is_safe),
		cmocka_unit_test(broken_files_are_safe),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
