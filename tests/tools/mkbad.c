/* mkbad.c - writes malformed BMP files into a folder, or with --good valid but unusual ones, for the tests. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BMPWRITE_FILE_BYTES 16384
#define BMPWRITE_SIDE 64
#include "tests/tools/bmpwrite.h"

/* A BMP header: the 14-byte file header and a 40-byte BITMAPINFOHEADER, little-endian. */
struct bmp {
	long offset, info, width, height, planes, bits, compression, image_size, colors;
};

/* Writes n bytes into dir/name. */
static int write_file(const char *dir, const char *name, const void *bytes, size_t n)
{
	char path[1024];
	FILE *f;

	snprintf(path, sizeof path, "%s/%s", dir, name);
	f = fopen(path, "wb");
	if (!f)
		return -1;
	fwrite(bytes, 1, n, f);
	return fclose(f);
}

/* Writes a header, then `pixels` bytes of pattern, into dir/name. */
static int write_bmp(const char *dir, const char *name, const struct bmp *b, long pixels)
{
	unsigned char *f = malloc(54 + (size_t)pixels);
	int st;

	if (!f)
		return -1;
	memset(f, 0, 54);
	f[0] = 'B';
	f[1] = 'M';
	le(f + 2, 54 + pixels, 4);
	le(f + 10, b->offset, 4);
	le(f + 14, b->info, 4);
	le(f + 18, b->width, 4);
	le(f + 22, b->height, 4);
	le(f + 26, b->planes, 2);
	le(f + 28, b->bits, 2);
	le(f + 30, b->compression, 4);
	le(f + 34, b->image_size, 4);
	le(f + 46, b->colors, 4);
	for (long i = 0; i < pixels; i++)
		f[54 + i] = (unsigned char)(i * 37 & 0xff);
	st = write_file(dir, name, f, 54 + (size_t)pixels);
	free(f);
	return st;
}

/* A good 8x8 24-bit header, changed by each case. */
static struct bmp good(void)
{
	struct bmp b = { 54, 40, 8, 8, 1, 24, 0, 0, 0 };

	return b;
}

/* --- files built byte by byte, with the RGBA pixels a reader must draw from them ------------------ */

static unsigned char want[BMPWRITE_SIDE * BMPWRITE_SIDE * 4]; /* the pixels as R, G, B, A, top row first */
static uint32_t palette[256];                                  /* 0xRRGGBB */

static uint32_t rnd(void)
{
	static uint32_t s = 2463534242u;

	s ^= s << 13;
	s ^= s >> 17;
	s ^= s << 5;
	return s;
}

/* bmpwrite.h's end of the file: a case larger than the buffer, said and the program ended. */
static void file_full(void)
{
	fprintf(stderr, "mkbad: a file past %d bytes\n", (int)sizeof file);
	exit(1);
}

/* n random colours as palette entries of entry bytes (B, G, R, and 0 for 4). */
static void put_palette(int n, int entry)
{
	for (int i = 0; i < n; i++) {
		palette[i] = rnd() & 0xffffff;
		put(palette[i], 3);
		if (entry == 4)
			put(0, 1);
	}
}

/* The pixels end here: their length in the header (biSizeImage), which compressed pixels need. */
static void pixels_end(void)
{
	field(20, (uint32_t)(len - pixels_at), 4);
}

static void expect(int x, int y, unsigned r, unsigned g, unsigned b, unsigned a)
{
	unsigned char *p = want + 4 * ((size_t)y * (size_t)w + (size_t)x);

	p[0] = (unsigned char)r;
	p[1] = (unsigned char)g;
	p[2] = (unsigned char)b;
	p[3] = (unsigned char)a;
}

static void expect_color(int x, int y, uint32_t rgb)
{
	expect(x, y, rgb >> 16 & 0xff, rgb >> 8 & 0xff, rgb & 0xff, 255);
}

/* Writes the file into dir/name.bmp, and with want the pixels drawn from it into dir/name.rgba. */
static int save(const char *dir, const char *name, int with_want)
{
	char path[256];
	int bad;

	finish();
	snprintf(path, sizeof path, "%s.bmp", name);
	bad = write_file(dir, path, file, len);
	snprintf(path, sizeof path, "%s.rgba", name);
	if (with_want)
		bad |= write_file(dir, path, want, (size_t)w * (size_t)h * 4);
	return bad;
}

/* The RLE picture's RGBA: its indices through the palette. */
static void expect_indices(void)
{
	for (int y = 0; y < h; y++)
		for (int x = 0; x < w; x++)
			expect_color(x, y, palette[want_index[y * w + x]]);
}

/* --- the malformed corpus ---------------------------------------------------------------------- */

/* 16- or 32-bit bit fields after a 40-byte header, with a row of pattern pixels. */
static void fields_file(int bits, uint32_t r, uint32_t g, uint32_t b)
{
	begin(40, 8, 1, bits, 3);
	put(r, 4);
	put(g, 4);
	put(b, 4);
	pixels_here();
	for (int i = 0; i < bits; i++)
		put(rnd(), 1);
}

static int rle_corpus(const char *dir)
{
	static const unsigned char some[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };
	int bad = 0;

	rle_file(8, 8, 0);
	run(9, 1);
	eob();
	bad |= save(dir, "rle8-run-past-a-row", 0);
	rle_file(8, 8, 0);
	run(4, 1);
	absolute(5, some);
	eob();
	bad |= save(dir, "rle8-absolute-run-past-a-row", 0);
	rle_file(8, 4, 1);
	for (int y = 0; y < 3; y++) {
		run(8, 0x12);
		eol();
	}
	run(6, 0x34);
	run(4, 0x56);
	eob();
	bad |= save(dir, "rle4-run-past-the-picture", 0);
	rle_file(8, 8, 0);
	run(8, 1);
	eol();
	delta(0, 7);
	run(1, 2);
	eob();
	bad |= save(dir, "rle8-delta-past-the-end", 0);
	rle_file(8, 8, 0);
	delta(9, 0);
	eob();
	bad |= save(dir, "rle8-delta-past-a-row", 0);
	rle_file(8, 8, 0);
	for (int y = 0; y < 3; y++) {
		run(8, 3);
		eol();
	}
	bad |= save(dir, "rle8-ends-without-end-of-bitmap", 0);
	rle_file(8, 8, 0);
	run(2, 3);
	absolute(6, some);
	len -= 4; /* the file ends in the absolute run */
	bad |= save(dir, "rle8-ends-in-a-run", 0);
	rle_file(8, -8, 0);
	for (int y = 0; y < 8; y++) {
		run(8, 3);
		eol();
	}
	eob();
	bad |= save(dir, "rle8-top-down", 0);
	return bad;
}

/* 9 KB of RLE8 claiming 16384x16384: whole rows of runs, then the file ends. */
static int rle_huge(const char *dir)
{
	rle_file(16384, 16384, 0);
	while (len < 9 * 1024) {
		for (int i = 0; i < 64; i++)
			run(255, i & 15);
		run(16384 - 64 * 255, 1);
		eol();
	}
	return save(dir, "rle8-16384x16384-9kb", 0);
}

static int fields_corpus(const char *dir)
{
	int bad = 0;

	begin(40, 8, 8, 1, 3);
	put_palette(2, 4);
	pixels_here();
	for (int i = 0; i < 32; i++)
		put(rnd(), 1);
	bad |= save(dir, "huffman-1-bit", 0);
	fields_file(32, 0xff0000, 0x01ff00, 0xff);
	bad |= save(dir, "masks-overlap", 0);
	fields_file(32, 0xf0f000, 0xf00, 0xff);
	bad |= save(dir, "mask-not-contiguous", 0);
	fields_file(16, 0x1f0000, 0x3e0, 0x1f);
	bad |= save(dir, "mask-past-16-bits", 0);
	return bad;
}

static int bad_corpus(const char *dir)
{
	struct bmp b;
	int bad = 0;

#define CASE(name, change, pixels) (b = good(), change, bad |= write_bmp(dir, name, &b, pixels))
	CASE("truncated-pixels.bmp", (void)0, 100);                       /* 8x8x24 needs 192 bytes */
	CASE("negative-width.bmp", b.width = -8, 192);
	CASE("zero-width.bmp", b.width = 0, 192);
	CASE("huge.bmp", (b.width = 100000, b.height = 100000), 192);
	CASE("overflow.bmp", (b.width = 65536, b.height = 65537), 192); /* w*h past 32 bits */
	CASE("most-negative-height.bmp", b.height = -2147483647L - 1, 192);
	CASE("bits-0.bmp", b.bits = 0, 192);
	CASE("bits-3.bmp", b.bits = 3, 192);
	CASE("bits-7.bmp", b.bits = 7, 192);
	CASE("bits-12.bmp", b.bits = 12, 192);
	CASE("bits-64.bmp", b.bits = 64, 192);
	CASE("compression-99.bmp", b.compression = 99, 192);
	CASE("compression-jpeg.bmp", b.compression = 4, 192);
	CASE("compression-png.bmp", b.compression = 5, 192);
	CASE("compression-cmyk.bmp", b.compression = 11, 192);
	CASE("bit-fields-at-24-bits.bmp", b.compression = 3, 192);
	CASE("rle4-at-8-bits.bmp", (b.bits = 8, b.compression = 2, b.offset = 54 + 1024), 1024 + 40);
	CASE("rle8-past-the-end.bmp", (b.bits = 8, b.compression = 1, b.offset = 54 + 1024), 1024 + 40);
	CASE("palette-larger-than-file.bmp", (b.bits = 8, b.colors = 1000000), 64);
	CASE("offset-past-the-end.bmp", b.offset = 1000000, 192);
	CASE("info-size-1.bmp", b.info = 1, 192);
	CASE("1x1-no-pixels.bmp", (b.width = 1, b.height = 1), 0);
	CASE("16384x16384-tiny.bmp", (b.width = 16384, b.height = 16384), 16);
#undef CASE
	return bad | rle_corpus(dir) | rle_huge(dir) | fields_corpus(dir);
}

/* --- the good corpus: valid but unusual files, each with the pixels it must be drawn as --------- */

/* An uncompressed picture: its header, and for bit fields its masks (R, G, B, A). */
struct spec {
	long info, width, height; /* 12: OS/2 1.x; a negative height: top-down rows */
	int bits;
	uint32_t compression, colors; /* colors: biClrUsed */
	int ncolors;                  /* palette entries written */
	uint32_t mask[4];
	int planes0;    /* planes = 0 (readers ignore it) */
	int zero_alpha; /* every pixel's alpha bits 0 */
};

/* One random pixel of a row at (x, y), put into the row, with the pixel it must be drawn as. */
static void pixel(const struct spec *s, int x, int y, int colors, unsigned char *row)
{
	const uint32_t *m = read_masks(s->bits, s->compression, s->mask);
	uint32_t v = rnd();

	if (s->bits <= 8) {
		v %= (uint32_t)colors;
		row[x * s->bits / 8] |= (unsigned char)(v << (8 - s->bits - x * s->bits % 8));
		expect_color(x, y, palette[v]);
	} else if (s->bits == 24) {
		le(row + 3 * x, v & 0xffffff, 3);
		expect_color(x, y, v & 0xffffff);
	} else {
		v &= s->zero_alpha ? ~m[3] : ~0u;
		le(row + s->bits / 8 * x, v, s->bits / 8);
		expect(x, y, scale(v, m[0], 0), scale(v, m[1], 0), scale(v, m[2], 0), scale(v, m[3], 255));
	}
}

static int good_file(const char *dir, const char *name, const struct spec *s)
{
	int stride = (s->width * s->bits + 31) / 32 * 4, most = s->bits <= 8 ? 1 << s->bits : 0;
	int colors = s->ncolors < most ? s->ncolors : most, top = s->height < 0;
	unsigned char row[256];

	begin(s->info, s->width, s->height, s->bits, s->compression);
	field(32, s->colors, 4);
	if (s->planes0)
		field(12, 0, 2);
	put_palette(s->ncolors, s->info == 12 ? 3 : 4);
	if (s->compression == 3 || s->compression == 6)
		put_masks(s->info, s->compression, s->mask);
	pixels_here();
	for (int r = 0; r < h; r++) {
		memset(row, 0, sizeof row);
		for (int x = 0; x < w; x++)
			pixel(s, x, top ? r : h - 1 - r, colors, row);
		memset(row + (s->width * s->bits + 7) / 8, 0xa5, sizeof row - (size_t)(s->width * s->bits + 7) / 8);
		for (int i = 0; i < stride; i++)
			put(row[i], 1);
	}
	if (s->zero_alpha) /* a file whose every alpha is 0 meant none */
		for (size_t i = 3; i < (size_t)w * (size_t)h * 4; i += 4)
			want[i] = 255;
	return save(dir, name, 1);
}

/* 13x7 RLE8 (RLE4 with rle4): runs, absolute runs of odd and even lengths, ends of lines and deltas,
 * the last row ended by the end of the bitmap. */
static int rle_good(const char *dir, const char *name, int rle4)
{
	static const unsigned char v[13] = { 9, 10, 11, 12, 13, 14, 15, 1, 2, 3, 4, 5, 6 };
	int a = rle4 ? 0x12 : 1, b = rle4 ? 0x67 : 5, c = rle4 ? 0xab : 6, d = rle4 ? 0xcd : 8;

	rle_file(13, 7, rle4);
	run(5, a);
	absolute(3, v);
	run(5, b);
	eol();
	delta(4, 0);
	run(3, c);
	eol();
	absolute(13, v);
	eol();
	run(2, d);
	delta(3, 2);
	run(8, a);
	eol();
	absolute(4, v + 4);
	run(1, b);
	absolute(5, v + 8);
	eob();
	pixels_end();
	expect_indices();
	return save(dir, name, 1);
}

static int good_corpus(const char *dir)
{
	int bad = 0;

#define GOOD(name, ...) (bad |= good_file(dir, name, &(struct spec){ __VA_ARGS__ }))
	GOOD("paletted-1-bit", .info = 40, .width = 13, .height = 7, .bits = 1, .ncolors = 2);
	GOOD("paletted-2-bit", .info = 40, .width = 13, .height = 7, .bits = 2, .ncolors = 4);
	GOOD("paletted-4-bit-5-colours", .info = 40, .width = 13, .height = 7, .bits = 4, .colors = 5, .ncolors = 5);
	GOOD("paletted-8-bit-1000-colours", .info = 40, .width = 13, .height = 7, .bits = 8, .colors = 1000,
	     .ncolors = 256);
	GOOD("os2-1x-8-bit", .info = 12, .width = 13, .height = 7, .bits = 8, .ncolors = 256);
	GOOD("os2-2x-16-byte-header-4-bit", .info = 16, .width = 13, .height = 7, .bits = 4, .ncolors = 16);
	GOOD("os2-2x-64-byte-header-8-bit", .info = 64, .width = 13, .height = 7, .bits = 8, .colors = 20,
	     .ncolors = 20);
	GOOD("header-100-8-bit", .info = 100, .width = 13, .height = 7, .bits = 8, .colors = 7, .ncolors = 7);
	GOOD("os2-1x-24-bit", .info = 12, .width = 13, .height = 7, .bits = 24);
	GOOD("top-down-24-bit", .info = 40, .width = 13, .height = -7, .bits = 24);
	GOOD("planes-0-24-bit", .info = 40, .width = 13, .height = 7, .bits = 24, .planes0 = 1);
	GOOD("rgb-16-bit-5-5-5", .info = 40, .width = 13, .height = 7, .bits = 16);
	GOOD("rgb-32-bit-alpha-ignored", .info = 40, .width = 13, .height = 7, .bits = 32);
	GOOD("fields-16-bit-5-6-5", .info = 40, .width = 13, .height = 7, .bits = 16, .compression = 3,
	     .mask = { 0xf800, 0x7e0, 0x1f });
	GOOD("fields-16-bit-4-4-4-4", .info = 108, .width = 13, .height = 7, .bits = 16, .compression = 3,
	     .mask = { 0xf00, 0xf0, 0xf, 0xf000 });
	GOOD("fields-16-bit-1-5-5-5", .info = 40, .width = 13, .height = 7, .bits = 16, .compression = 6,
	     .mask = { 0x7c00, 0x3e0, 0x1f, 0x8000 });
	GOOD("fields-32-bit-unusual-places", .info = 40, .width = 13, .height = 7, .bits = 32, .compression = 3,
	     .mask = { 0xff, 0xff000000, 0xff000 });
	GOOD("fields-32-bit-unusual-widths", .info = 40, .width = 13, .height = 7, .bits = 32, .compression = 3,
	     .mask = { 0x3f, 0x1ffc0, 0x7ffe0000 });
	GOOD("fields-32-bit-10-10-10", .info = 108, .width = 13, .height = 7, .bits = 32, .compression = 3,
	     .mask = { 0x3ff00000, 0xffc00, 0x3ff });
	GOOD("fields-32-bit-12-11-9", .info = 40, .width = 13, .height = 7, .bits = 32, .compression = 3,
	     .mask = { 0xfff00000, 0xffe00, 0x1ff });
	GOOD("fields-32-bit-one-32-bit-channel", .info = 40, .width = 13, .height = 7, .bits = 32, .compression = 3,
	     .mask = { 0, 0xffffffff });
	GOOD("fields-32-bit-10-10-10-2", .info = 108, .width = 13, .height = 7, .bits = 32, .compression = 3,
	     .mask = { 0x3ff00000, 0xffc00, 0x3ff, 0xc0000000 });
	GOOD("v5-32-bit-alpha", .info = 124, .width = 13, .height = 7, .bits = 32, .compression = 3,
	     .mask = { 0xff0000, 0xff00, 0xff, 0xff000000 });
	GOOD("v5-32-bit-alpha-all-0", .info = 124, .width = 13, .height = 7, .bits = 32, .compression = 3,
	     .mask = { 0xff0000, 0xff00, 0xff, 0xff000000 }, .zero_alpha = 1);
	GOOD("header-56-32-bit-alpha", .info = 56, .width = 13, .height = -7, .bits = 32, .compression = 3,
	     .mask = { 0xff0000, 0xff00, 0xff, 0xff000000 });
#undef GOOD
	bad |= rle_good(dir, "rle8-deltas-and-ends-of-lines", 0);
	return bad | rle_good(dir, "rle4-deltas-and-ends-of-lines", 1);
}

int main(int argc, char **argv)
{
	int good_files = argc == 3 && !strcmp(argv[1], "--good");

	if (argc != 2 && !good_files) {
		fprintf(stderr, "usage: mkbad FOLDER         malformed BMPs, each to be refused\n"
				"       mkbad --good FOLDER  valid but unusual BMPs, each FILE.bmp with the pixels it\n"
				"                            must be drawn as in FILE.rgba (R, G, B, A bytes)\n");
		return 2;
	}
	return (good_files ? good_corpus(argv[2]) : bad_corpus(argv[1])) ? 1 : 0;
}
