/* mkbad.c - writes a corpus of malformed BMP files into a folder, for the tests of bad pictures. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A BMP header: the 14-byte file header and a 40-byte BITMAPINFOHEADER, little-endian. */
struct bmp {
	long offset, info, width, height, planes, bits, compression, image_size, colors;
};

static void le(unsigned char *p, long v, int n)
{
	for (int i = 0; i < n; i++)
		p[i] = (unsigned char)((unsigned long)v >> (8 * i));
}

/* Writes a header, then `pixels` bytes of pattern, into dir/name. */
static int write_bmp(const char *dir, const char *name, const struct bmp *b, long pixels)
{
	unsigned char h[54] = { 'B', 'M' };
	char path[1024];
	FILE *f;

	le(h + 2, 54 + pixels, 4);
	le(h + 10, b->offset, 4);
	le(h + 14, b->info, 4);
	le(h + 18, b->width, 4);
	le(h + 22, b->height, 4);
	le(h + 26, b->planes, 2);
	le(h + 28, b->bits, 2);
	le(h + 30, b->compression, 4);
	le(h + 34, b->image_size, 4);
	le(h + 46, b->colors, 4);
	snprintf(path, sizeof path, "%s/%s", dir, name);
	f = fopen(path, "wb");
	if (!f)
		return -1;
	fwrite(h, 1, sizeof h, f);
	for (long i = 0; i < pixels; i++)
		putc((int)(i * 37 & 0xff), f);
	return fclose(f);
}

/* A good 8x8 24-bit header, changed by each case. */
static struct bmp good(void)
{
	struct bmp b = { 54, 40, 8, 8, 1, 24, 0, 0, 0 };

	return b;
}

int main(int argc, char **argv)
{
	const char *dir;
	struct bmp b;
	int bad = 0;

	if (argc != 2) {
		fprintf(stderr, "usage: mkbad FOLDER\n");
		return 2;
	}
	dir = argv[1];
#define CASE(name, change, pixels) (b = good(), change, bad |= write_bmp(dir, name, &b, pixels))
	CASE("truncated-pixels.bmp", (void)0, 100);                       /* 8x8x24 needs 192 bytes */
	CASE("negative-width.bmp", b.width = -8, 192);
	CASE("zero-width.bmp", b.width = 0, 192);
	CASE("huge.bmp", (b.width = 100000, b.height = 100000), 192);
	CASE("overflow.bmp", (b.width = 65536, b.height = 65537), 192); /* w*h past 32 bits */
	CASE("most-negative-height.bmp", b.height = -2147483647L - 1, 192);
	CASE("bits-0.bmp", b.bits = 0, 192);
	CASE("bits-7.bmp", b.bits = 7, 192);
	CASE("bits-64.bmp", b.bits = 64, 192);
	CASE("compression-99.bmp", b.compression = 99, 192);
	CASE("rle8-past-the-end.bmp", (b.bits = 8, b.compression = 1, b.offset = 54 + 1024), 1024 + 40);
	CASE("palette-larger-than-file.bmp", (b.bits = 8, b.colors = 1000000), 64);
	CASE("offset-past-the-end.bmp", b.offset = 1000000, 192);
	CASE("info-size-1.bmp", b.info = 1, 192);
	CASE("1x1-no-pixels.bmp", (b.width = 1, b.height = 1), 0);
	CASE("16384x16384-tiny.bmp", (b.width = 16384, b.height = 16384), 16);
#undef CASE
	return bad ? 1 : 0;
}
