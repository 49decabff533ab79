/* ripple.h - the portable water-ripple core of the GameRes article: wave buffers, spread, drop, render. */
#ifndef RIPPLE_H
#define RIPPLE_H

#define RIPPLE_MAX_SIDE 16384 /* largest pool width or height accepted */

/* Error values: every fallible core function returns 0 or one of these. */
enum {
	RIPPLE_OK = 0,
	RIPPLE_EINVAL = -1,  /* an argument is out of its documented range */
	RIPPLE_ENOMEM = -2,  /* the wave buffers could not be allocated */
	RIPPLE_EOUTSIDE = -3 /* a stone's disc would leave the pool (the article ignores it) */
};

/* A pool of w x h cells and the article's two wave-energy buffers. */
struct ripple {
	int w, h;
	short *cur;  /* the article's buf1: the heights now, read by render */
	short *prev; /* the article's buf2: the heights one step ago, overwritten by spread */
};

/* A block of pixels: the picture under the water or the page rendered into. */
struct ripple_image {
	unsigned char *pixels;
	int w, h;
	int pitch; /* bytes from one row to the next; may exceed w * bpp */
	int bpp;   /* bytes per pixel: 1, 2, 3 or 4 */
};

/* Makes a still pool of w x h cells (1..RIPPLE_MAX_SIDE each).
 * Returns RIPPLE_OK, RIPPLE_EINVAL for a bad size or RIPPLE_ENOMEM; on failure r holds no memory. */
int ripple_init(struct ripple *r, int w, int h);

/* Frees the buffers; safe on a zeroed, half-built or already freed pool. */
void ripple_free(struct ripple *r);

/* Makes the water still again (both buffers zero). */
void ripple_clear(struct ripple *r);

/* One step of the article's RippleSpread: the 4-neighbour wave equation with 1/32 damping, then the swap. */
void ripple_spread(struct ripple *r);

/* The article's DropStone: sets the cells of the disc of radius `radius` around (x, y) to -weight.
 * radius 1..RIPPLE_MAX_SIDE, weight 0..32767. Returns RIPPLE_OK, RIPPLE_EINVAL for a bad radius or
 * weight, or RIPPLE_EOUTSIDE (and changes nothing) when the disc's square would leave the pool. */
int ripple_drop(struct ripple *r, int x, int y, int radius, int weight);

/* The article's RenderRipple: rows 1..h-2 of dst get the picture's pixels displaced by the slope of
 * the water. A pixel whose displaced source lies outside the picture is left as it was (the article).
 * src and dst must be the pool's size and share bpp (1..4). Returns RIPPLE_OK or RIPPLE_EINVAL. */
int ripple_render(const struct ripple *r, const struct ripple_image *src, struct ripple_image *dst);

/* A one-line English text for an error value. */
const char *ripple_strerror(int err);

#endif
