/* test_picfile.c - unit tests of the picture files' probe: formats by content, claimed sizes, truncation, the budget, EXIF turns. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "files/picfile.h"

#include <string.h>

/* A file being built: bytes appended in order. */
struct file {
	unsigned char d[4096];
	size_t n;
};

static void put(struct file *f, const void *bytes, size_t n)
{
	memcpy(f->d + f->n, bytes, n);
	f->n += n;
}

static void be(struct file *f, unsigned long v, int n)
{
	for (int i = n - 1; i >= 0; i--)
		f->d[f->n++] = (unsigned char)(v >> (8 * i));
}

static void le(struct file *f, unsigned long v, int n)
{
	for (int i = 0; i < n; i++)
		f->d[f->n++] = (unsigned char)(v >> (8 * i));
}

/* Probes f; returns the result and leaves the phrase in why. */
static int probe(const struct file *f, struct picfile *pf, char *why)
{
	why[0] = 0;
	return picfile_probe(f->d, f->n, pf, why, 256);
}

/* f is probed as a picture of format, w x h. */
static void assert_probed(const struct file *f, enum picfile_format format, int w, int h, struct picfile *pf)
{
	char why[256];

	assert_int_equal(probe(f, pf, why), 0);
	assert_int_equal(pf->format, format);
	assert_int_equal(pf->w, w);
	assert_int_equal(pf->h, h);
}

static void png_chunk(struct file *f, const char *type, const void *data, unsigned long n)
{
	be(f, n, 4);
	put(f, type, 4);
	put(f, data, n);
	be(f, 0, 4); /* the CRC is libpng's to check */
}

/* A PNG's chunks, claiming w x h, with an IDAT and IEND unless told otherwise. */
static struct file png(unsigned long w, unsigned long h, int idat, int iend)
{
	struct file f = { .n = 0 };
	unsigned char ihdr[13] = { 0 };

	put(&f, "\x89PNG\r\n\x1a\n", 8);
	for (int i = 0; i < 4; i++) {
		ihdr[i] = (unsigned char)(w >> (24 - 8 * i));
		ihdr[4 + i] = (unsigned char)(h >> (24 - 8 * i));
	}
	ihdr[8] = 8;
	ihdr[9] = 2;
	png_chunk(&f, "IHDR", ihdr, 13);
	if (idat)
		png_chunk(&f, "IDAT", "\x78\x9c\x63\x00\x00", 5);
	if (iend)
		png_chunk(&f, "IEND", "", 0);
	return f;
}

static void png_is_read_by_its_chunks(void **state)
{
	struct file f = png(300, 200, 1, 1);
	struct picfile pf;
	char why[256];

	(void)state;
	assert_probed(&f, PICFILE_PNG, 300, 200, &pf);
	f = png(300, 200, 1, 0);
	assert_int_equal(probe(&f, &pf, why), -1);
	assert_non_null(strstr(why, "not a picture this program reads (BMP, PNG, JPEG, GIF, TGA)"));
	assert_non_null(strstr(why, "ends early"));
	f = png(300, 200, 0, 1);
	assert_int_equal(probe(&f, &pf, why), -1);
	assert_non_null(strstr(why, "no IDAT"));
	f = png(300, 200, 1, 1);
	f.n = 20; /* cut inside IHDR */
	assert_int_equal(probe(&f, &pf, why), -1);
	assert_non_null(strstr(why, "not a picture"));
}

static void claims_beyond_the_budget_are_refused(void **state)
{
	struct file f = png(4000, 4000, 1, 1); /* 16 megapixels from 70 bytes */
	struct picfile pf;
	char why[256];

	(void)state;
	assert_int_equal(probe(&f, &pf, why), -1);
	assert_non_null(strstr(why, "out of proportion"));
	f = png(20000, 10, 1, 1);
	assert_int_equal(probe(&f, &pf, why), -1);
	assert_non_null(strstr(why, "more than 16384 a side"));
	f = png(60000, 60000, 1, 1); /* the size it claims is the size said */
	assert_int_equal(probe(&f, &pf, why), -1);
	assert_string_equal(why, "claims to be 60000x60000: more than 16384 a side");
	f = png(16384, 16384, 1, 1);
	assert_int_equal(probe(&f, &pf, why), -1);
	assert_non_null(strstr(why, "budget of 64 megapixels"));
	f = png(1000, 1000, 1, 1); /* within the first million pixels: allowed from any length */
	assert_int_equal(probe(&f, &pf, why), 0);
}

/* A JPEG's markers: an EXIF orientation (II or MM order) when o > 0, a frame of type sof, a scan
 * with stuffed bytes and a restart marker, and the end unless cut. */
static struct file jpeg(int o, int motorola, int sof, int cut)
{
	struct file f = { .n = 0 };

	put(&f, "\xff\xd8", 2);
	if (o) {
		put(&f, "\xff\xe1", 2);
		be(&f, 2 + 6 + 8 + 2 + 12 + 4, 2);
		put(&f, "Exif\0\0", 6);
		put(&f, motorola ? "MM\0*\0\0\0\x08" : "II*\0\x08\0\0\0", 8);
		(motorola ? be : le)(&f, 1, 2);
		(motorola ? be : le)(&f, 0x0112, 2);
		(motorola ? be : le)(&f, 3, 2);
		(motorola ? be : le)(&f, 1, 4);
		(motorola ? be : le)(&f, (unsigned long)o, 2);
		put(&f, "\0\0", 2);
		put(&f, "\0\0\0\0", 4);
	}
	put(&f, "\xff", 1);
	be(&f, (unsigned long)sof, 1);
	be(&f, 11, 2);
	put(&f, "\x08", 1);
	be(&f, 48, 2); /* height */
	be(&f, 64, 2); /* width */
	put(&f, "\x01\x01\x11\x00", 4);
	put(&f, "\xff\xda\x00\x08\x01\x01\x00\x00\x3f\x00", 10);
	put(&f, "\x12\xff\x00\x34\xff\xd0\x56", 7);
	if (!cut)
		put(&f, "\xff\xd9", 2);
	return f;
}

static void jpeg_is_read_by_its_markers(void **state)
{
	struct file f = jpeg(0, 0, 0xc0, 0);
	struct picfile pf;
	char why[256];

	(void)state;
	assert_probed(&f, PICFILE_JPEG, 64, 48, &pf);
	assert_int_equal(pf.orientation, 1);
	f = jpeg(6, 0, 0xc2, 0);
	assert_int_equal(probe(&f, &pf, why), 0);
	assert_int_equal(pf.orientation, 6);
	f = jpeg(8, 1, 0xc0, 0);
	assert_int_equal(probe(&f, &pf, why), 0);
	assert_int_equal(pf.orientation, 8);
	f = jpeg(0, 0, 0xc0, 1);
	assert_int_equal(probe(&f, &pf, why), -1);
	assert_non_null(strstr(why, "ends early"));
	f = jpeg(0, 0, 0xc3, 0);
	assert_int_equal(probe(&f, &pf, why), -1);
	assert_non_null(strstr(why, "lossless"));
}

/* A GIF: a screen with a colour table, a graphic control extension, one image of w x h whose data
 * blocks end unless cut. */
static struct file gif(int w, int h, int cut)
{
	struct file f = { .n = 0 };

	put(&f, "GIF89a", 6);
	le(&f, 10, 2);
	le(&f, 10, 2);
	put(&f, "\x80\x00\x00", 3);
	put(&f, "\0\0\0\xff\xff\xff", 6);
	put(&f, "\x21\xf9\x04\x01\x00\x00\x00\x00", 8);
	put(&f, "\x2c\0\0\0\0", 5);
	le(&f, (unsigned long)w, 2);
	le(&f, (unsigned long)h, 2);
	put(&f, "\x00\x02\x05\x84\x1d\x81\x7a\x50", 8);
	if (!cut)
		put(&f, "\x00\x3b", 2);
	return f;
}

static void gif_is_read_to_its_first_image(void **state)
{
	struct file f = gif(7, 5, 0);
	struct picfile pf;
	char why[256];

	(void)state;
	assert_probed(&f, PICFILE_GIF, 7, 5, &pf);
	f = gif(7, 5, 1);
	assert_int_equal(probe(&f, &pf, why), -1);
	assert_non_null(strstr(why, "ends early"));
	f = gif(0, 5, 0);
	assert_int_equal(probe(&f, &pf, why), -1);
	assert_non_null(strstr(why, "no pixels"));
}

/* A TGA of w x h true-colour pixels (24-bit), plain or run-length with the given packets. */
static struct file tga(int w, int h, int rle, const unsigned char *packets, size_t n)
{
	struct file f = { .n = 0 };

	put(&f, "\0\0", 2);
	be(&f, rle ? 10 : 2, 1);
	put(&f, "\0\0\0\0\0\0\0\0\0", 9);
	le(&f, (unsigned long)w, 2);
	le(&f, (unsigned long)h, 2);
	put(&f, "\x18\x20", 2);
	put(&f, packets, n);
	return f;
}

static void tga_is_read_by_its_header_and_packets(void **state)
{
	static const unsigned char pixels[18] = { 1, 2, 3 };
	static const unsigned char runs[] = { 0x83, 9, 8, 7, 0x01, 1, 2, 3, 4, 5, 6 };  /* 4 + 2 pixels */
	static const unsigned char over[] = { 0x86, 9, 8, 7 };                          /* 7 pixels */
	struct file f = tga(3, 2, 0, pixels, 18);
	struct picfile pf;
	char why[256];

	(void)state;
	assert_probed(&f, PICFILE_TGA, 3, 2, &pf);
	f = tga(3, 2, 0, pixels, 17);
	assert_int_equal(probe(&f, &pf, why), -1);
	assert_non_null(strstr(why, "truncated"));
	f = tga(3, 2, 1, runs, sizeof runs);
	assert_int_equal(probe(&f, &pf, why), 0);
	f = tga(3, 2, 1, runs, sizeof runs - 1);
	assert_int_equal(probe(&f, &pf, why), -1);
	assert_non_null(strstr(why, "ends early"));
	f = tga(3, 2, 1, over, sizeof over);
	assert_int_equal(probe(&f, &pf, why), -1);
	assert_non_null(strstr(why, "pass the end"));
}

static void other_files_are_not_pictures(void **state)
{
	static const char *const texts[] = { "# Makefile - builds ./ripple natively\n", "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj",
					     "\x7f" "ELF\x02\x01\x01\0\0\0\0\0\0\0\0\0\x03\0>\0" };
	struct file f = { .n = 0 };
	struct picfile pf;
	char why[256];

	(void)state;
	for (size_t i = 0; i < sizeof texts / sizeof *texts; i++) {
		f.n = 0;
		put(&f, texts[i], strlen(texts[i]) + 1);
		assert_int_equal(probe(&f, &pf, why), -1);
		assert_string_equal(why, "is not a picture this program reads (BMP, PNG, JPEG, GIF, TGA)");
	}
	f.n = 0;
	assert_int_equal(probe(&f, &pf, why), -1);
	assert_string_equal(why, "is empty");
}

/* Every orientation turns a labelled 3 x 2 picture as EXIF says (the rows of the upright picture). */
static void exif_turns_are_right(void **state)
{
	static const char stored[2][4] = { "abc", "def" };
	static const char *const upright[9] = { NULL, "abc/def", "cba/fed", "fed/cba", "def/abc",
						 "ad/be/cf", "da/eb/fc", "fc/eb/da", "cf/be/ad" };

	(void)state;
	for (int o = 1; o <= 8; o++) {
		char got[16] = "";
		int w = o >= 5 ? 2 : 3, h = o >= 5 ? 3 : 2;

		for (int y = 0; y < h; y++) {
			for (int x = 0, sx, sy; x < w; x++) {
				picfile_turn(o, 3, 2, x, y, &sx, &sy);
				strncat(got, &stored[sy][sx], 1);
			}
			if (y < h - 1)
				strcat(got, "/");
		}
		assert_string_equal(got, upright[o]);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(png_is_read_by_its_chunks),
		cmocka_unit_test(claims_beyond_the_budget_are_refused),
		cmocka_unit_test(jpeg_is_read_by_its_markers),
		cmocka_unit_test(gif_is_read_to_its_first_image),
		cmocka_unit_test(tga_is_read_by_its_header_and_packets),
		cmocka_unit_test(other_files_are_not_pictures),
		cmocka_unit_test(exif_turns_are_right),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
