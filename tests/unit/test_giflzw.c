/* test_giflzw.c - unit tests of the GIF's LZW: exact, the bytes giflib writes at every code size and across the dictionary's clears; lossy, what giflib reads back within the tolerance, the transparent index kept, fewer bytes. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "files/giflzw.h"

#include <gif_lib.h>

#include <stdlib.h>
#include <string.h>

#define W 300 /* the test images: W x H, more pixels than the 4096 codes, so that the dictionary clears */
#define H 200

/* A GIF in memory, written by giflib or read back by it. */
struct mem {
	unsigned char *bytes;
	size_t len, cap, at;
};

static int mem_write(GifFileType *gif, const GifByteType *bytes, int n)
{
	struct mem *m = gif->UserData;

	if (m->len + (size_t)n > m->cap) {
		m->cap = 2 * (m->len + (size_t)n);
		m->bytes = realloc(m->bytes, m->cap);
		assert_non_null(m->bytes);
	}
	memcpy(m->bytes + m->len, bytes, (size_t)n);
	m->len += (size_t)n;
	return n;
}

static int mem_read(GifFileType *gif, GifByteType *bytes, int n)
{
	struct mem *m = gif->UserData;
	const size_t k = m->len - m->at < (size_t)n ? m->len - m->at : (size_t)n;

	memcpy(bytes, m->bytes + m->at, k);
	m->at += k;
	return (int)k;
}

/* A grey palette of 1 << bits entries, colour i the grey level i * 255 / (entries - 1). */
static void greys(uint32_t *palette, int bits)
{
	const int n = 1 << bits;

	for (int i = 0; i < 256; i++) {
		const uint32_t g = i < n ? (uint32_t)(i * 255 / (n - 1)) : 0;

		palette[i] = g << 16 | g << 8 | g;
	}
}

/* A GIF of one w x h image of those indices on that palette, its data written by giflib's
 * EGifPutLine (lzw NULL) or else taken from the lzw bytes (len of them). */
static struct mem gif_of(const unsigned char *index, int w, int h, int bits, const uint32_t *palette,
			 const unsigned char *lzw, size_t len)
{
	struct mem m = { 0 };
	GifColorType colours[256];
	ColorMapObject *map;
	GifFileType *gif;
	int e;

	for (int i = 0; i < 1 << bits; i++)
		colours[i] = (GifColorType){ palette[i] >> 16 & 255, palette[i] >> 8 & 255, palette[i] & 255 };
	map = GifMakeMapObject(1 << bits, colours);
	assert_non_null(gif = EGifOpen(&m, mem_write, &e));
	assert_int_equal(EGifPutScreenDesc(gif, w, h, 8, 0, NULL), GIF_OK);
	assert_int_equal(EGifPutImageDesc(gif, 0, 0, w, h, false, map), GIF_OK);
	for (int y = 0; !lzw && y < h; y++)
		assert_int_equal(EGifPutLine(gif, (GifPixelType *)index + (size_t)y * w, w), GIF_OK);
	for (size_t at = 0; lzw && at < len; at += lzw[at] + 1u)
		assert_int_equal(EGifPutCodeNext(gif, lzw + at), GIF_OK);
	if (lzw)
		assert_int_equal(EGifPutCodeNext(gif, NULL), GIF_OK);
	assert_int_equal(EGifCloseFile(gif, &e), GIF_OK);
	GifFreeMapObject(map);
	return m;
}

/* The indices giflib reads from the GIF's one image, w * h of them, into index. */
static void read_back(struct mem *m, unsigned char *index, size_t n)
{
	GifFileType *gif;
	int e;

	m->at = 0;
	assert_non_null(gif = DGifOpen(m, mem_read, &e));
	assert_int_equal(DGifSlurp(gif), GIF_OK);
	assert_int_equal(gif->ImageCount, 1);
	assert_int_equal((size_t)gif->SavedImages[0].ImageDesc.Width * gif->SavedImages[0].ImageDesc.Height, n);
	memcpy(index, gif->SavedImages[0].RasterBits, n);
	DGifCloseFile(gif, &e);
}

/* Index patterns of `bits`: noise (the longest output), runs, and a ramp with noise on it. */
static void pattern(unsigned char *index, size_t n, int bits, int kind)
{
	const int most = (1 << bits) - 1;
	unsigned seed = 12345;

	for (size_t i = 0; i < n; i++) {
		seed = seed * 1103515245u + 12345u;
		const int noise = (int)(seed >> 16 & 3) - 1;
		const int ramp = (int)(i % W) * most / (W - 1) + noise;

		index[i] = (unsigned char)(kind == 0 ? (int)(seed >> 16) & most
				      : kind == 1 ? (int)(i / 37) & most
						  : ramp < 0 ? 0 : ramp > most ? most : ramp);
	}
}

static void exact_is_giflibs_bytes(void **state)
{
	static const int sizes[][2] = { { 1, 1 }, { 2, 1 }, { 255, 1 }, { 17, 15 }, { W, H } };
	unsigned char *index = malloc(W * H), *lzw = malloc(GIFLZW_BOUND(W * H));
	uint32_t palette[256];

	(void)state;
	for (int bits = 2; bits <= 8; bits++)
		for (int kind = 0; kind < 3; kind++)
			for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
				const int w = sizes[s][0], h = sizes[s][1];
				struct mem theirs, ours;
				size_t len;

				greys(palette, bits);
				pattern(index, (size_t)w * h, bits, kind);
				len = giflzw_pack(index, (size_t)w * h, bits, palette, -1, 0, lzw);
				assert_true(len <= GIFLZW_BOUND((size_t)w * h));
				theirs = gif_of(index, w, h, bits, palette, NULL, 0);
				ours = gif_of(index, w, h, bits, palette, lzw, len);
				assert_int_equal(ours.len, theirs.len);
				assert_memory_equal(ours.bytes, theirs.bytes, theirs.len);
				free(theirs.bytes);
				free(ours.bytes);
			}
	free(index);
	free(lzw);
}

/* The RGB distance between two colours, rounded down. */
static int distance(uint32_t a, uint32_t b)
{
	long sum = 0;

	for (int s = 0; s < 24; s += 8) {
		const long d = (long)(a >> s & 255) - (long)(b >> s & 255);

		sum += d * d;
	}
	int r = 0;

	while ((long)(r + 1) * (r + 1) <= sum)
		r++;
	return r;
}

static void lossy_stays_within_its_tolerance(void **state)
{
	const size_t n = W * H;
	unsigned char *index = malloc(n), *was = malloc(n), *back = malloc(n), *lzw = malloc(GIFLZW_BOUND(n));
	uint32_t palette[256];
	size_t exact, lossy;
	int most = 0, moved = 0;

	(void)state;
	greys(palette, 8);
	pattern(index, n, 8, 2);
	for (size_t i = 0; i < n; i += 97) /* a transparent index here and there: never moved, never a target */
		index[i] = 255;
	memcpy(was, index, n);
	exact = giflzw_pack(index, n, 8, palette, 255, 0, lzw);
	assert_memory_equal(index, was, n);
	lossy = giflzw_pack(index, n, 8, palette, 255, 6, lzw);
	struct mem m = gif_of(index, W, H, 8, palette, lzw, lossy);

	read_back(&m, back, n);
	assert_memory_equal(back, index, n); /* index holds what a decoder reads */
	for (size_t i = 0; i < n; i++) {
		const int d = distance(palette[index[i]], palette[was[i]]);

		assert_true((index[i] == 255) == (was[i] == 255));
		most = d > most ? d : most;
		moved += index[i] != was[i];
	}
	assert_true(most <= 6);
	assert_true(moved > 0);
	assert_true(lossy < exact * 3 / 4); /* the ramp's noise within 6 greys: far fewer codes */
	free(m.bytes);
	free(index);
	free(was);
	free(back);
	free(lzw);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(exact_is_giflibs_bytes),
		cmocka_unit_test(lossy_stays_within_its_tolerance),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
