/* helpers.h - what the core's unit tests share: a seeded random, a pool beside the article's buffers, pictures with guard bytes. */
#ifndef RIPPLE_TEST_HELPERS_H
#define RIPPLE_TEST_HELPERS_H

#include "ripple.h"

#define GUARD 0xA5 /* the value of the bytes after each row that render must never touch */
#define PAD 5      /* bytes of guard after each row of a test image */

/* A pool and, beside it, the reference's own copy of the article's two buffers. */
struct twin {
	struct ripple r;
	short *buf1, *buf2;
};

/* A picture and two pages alike (random, GUARD bytes after each row), for renders to compare. */
struct trio {
	struct ripple_image pic, want, got;
};

/* A number in 0..n-1, the same sequence every run. */
int rnd(int n);

/* A still w x h pool and the article's two buffers of still water beside it; fails the test if out of memory. */
void twin_init(struct twin *t, int w, int h);

/* Frees the pool and the article's buffers. */
void twin_free(struct twin *t);

/* Fails the test unless the pool's two buffers hold the article's heights. */
void twin_same(const struct twin *t);

/* The same random stone, in and out of the pool, any weight, into both. */
void twin_drop(struct twin *t);

/* A w x h image of bpp bytes a pixel, random or black, rows `pitch` bytes apart with GUARD bytes
 * after each. */
struct ripple_image image_pitched(int w, int h, int bpp, int pitch, int random);

/* An image with a padded pitch whose PAD bytes after each row hold GUARD; a picture (random
 * pixels) gets PAD more than a page, so that mixing up the two pitches shows. */
struct ripple_image image_new(int w, int h, int bpp, int random);

/* Fails the test unless the bytes after each row of im still hold GUARD. */
void guards_intact(const struct ripple_image *im);

/* A random picture, and two random pages alike, all w x h at bpp with rows pitch bytes apart. */
struct trio trio_new(int w, int h, int bpp, int pitch);

/* Frees the three images. */
void trio_free(struct trio *t);

/* Caps the kernels at cpu (the environment's RIPPLE_CPU, as the program does: ripple_set_cpu_cap)
 * and prints which kernels this CPU then runs, for the named test program. Returns 0, or -1 with
 * a message when cpu names no CPU. */
int cap_kernels(const char *program, const char *cpu);

#endif
