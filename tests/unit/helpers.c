/* helpers.c - what the core's unit tests share: a seeded random, a pool beside the article's buffers, pictures with guard bytes. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "tests/unit/helpers.h"

#include "core/article.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t rng = 1; /* 64 bits on every build (unsigned long is 32 on WebAssembly's) */

int rnd(int n)
{
	rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
	return (int)((rng >> 33) % (uint64_t)n);
}

void twin_init(struct twin *t, int w, int h)
{
	assert_int_equal(ripple_init(&t->r, w, h), RIPPLE_OK);
	t->buf1 = calloc((size_t)(w * h), sizeof(short));
	t->buf2 = calloc((size_t)(w * h), sizeof(short));
	assert_non_null(t->buf1);
	assert_non_null(t->buf2);
}

void twin_free(struct twin *t)
{
	ripple_free(&t->r);
	free(t->buf1);
	free(t->buf2);
}

void twin_same(const struct twin *t)
{
	size_t n = (size_t)(t->r.w * t->r.h) * sizeof(short);

	assert_memory_equal(t->r.cur, t->buf1, n);
	assert_memory_equal(t->r.prev, t->buf2, n);
}

void twin_drop(struct twin *t)
{
	int x = rnd(t->r.w + 20) - 10, y = rnd(t->r.h + 20) - 10;
	int radius = 1 + rnd(9), weight = rnd(4) ? 32 + rnd(97) : rnd(32768);

	ripple_drop(&t->r, x, y, radius, weight);
	article_drop(t->buf1, t->r.w, t->r.h, x, y, radius, weight);
}

struct ripple_image image_pitched(int w, int h, int bpp, int pitch, int random)
{
	struct ripple_image im = { malloc((size_t)(pitch * h)), w, h, pitch, bpp };

	assert_non_null(im.pixels);
	for (int y = 0; y < h; y++)
		for (int x = 0; x < pitch; x++)
			im.pixels[y * pitch + x] = x >= w * bpp ? GUARD : (unsigned char)(random ? rnd(256) : 0);
	return im;
}

struct ripple_image image_new(int w, int h, int bpp, int random)
{
	return image_pitched(w, h, bpp, w * bpp + PAD * (random ? 2 : 1), random);
}

void guards_intact(const struct ripple_image *im)
{
	for (int y = 0; y < im->h; y++)
		for (int x = im->w * im->bpp; x < im->pitch; x++)
			assert_int_equal(im->pixels[y * im->pitch + x], GUARD);
}

struct trio trio_new(int w, int h, int bpp, int pitch)
{
	struct trio t = { image_pitched(w, h, bpp, pitch, 1), image_pitched(w, h, bpp, pitch, 1),
			  image_pitched(w, h, bpp, pitch, 1) };

	memcpy(t.got.pixels, t.want.pixels, (size_t)(pitch * h));
	return t;
}

void trio_free(struct trio *t)
{
	free(t->pic.pixels);
	free(t->want.pixels);
	free(t->got.pixels);
}

int cap_kernels(const char *program, const char *cpu)
{
	char why[80];

	if (ripple_set_cpu_cap(cpu)) {
		fprintf(stderr, "%s: RIPPLE_CPU=%s names no CPU (scalar, sse2, avx2 or avx512)\n", program, cpu);
		return -1;
	}
	ripple_kernel_why(ripple_kernel_best(), why, sizeof why);
	printf("%s: the kernels up to %s\n", program, why);
	return 0;
}
