/* ripple_internal.h - what the core's own files (ripple.c, views.c, mesh.c) share; not part of ripple.h's contract. */
#ifndef RIPPLE_INTERNAL_H
#define RIPPLE_INTERNAL_H

#include "ripple.h"

#include <stdint.h>
#include <string.h>

/* How far the stencil reaches: the rows (and a reflecting pool's border) it needs on each side. */
static inline int ripple_reach(const struct ripple *r)
{
	return r->stencil == 12 ? 2 : 1;
}

/* Band `band` of n of the pool's rows: [*y0, *y1) (the fused frames' bands). */
static inline void ripple_band_rows(const struct ripple *r, int band, int n, int *y0, int *y1)
{
	*y0 = (int)((long long)r->h * band / n);
	*y1 = (int)((long long)r->h * (band + 1) / n);
}

/* A mesh of 2 or 4 pixels as a shift. */
static inline int ripple_mesh_shift(int mesh)
{
	return mesh == 4 ? 2 : 1;
}

/* ripple_is_wall, inline, for the renders' loops: cell (x, y) held at height 0, a wall or a
 * reflecting pool's border. */
static inline int ripple_held(const struct ripple *r, int x, int y)
{
	const int d = ripple_reach(r);

	if (x < 0 || y < 0 || x >= r->w || y >= r->h)
		return 0;
	if (r->edge == RIPPLE_EDGE_REFLECT && (x < d || y < d || x >= r->w - d || y >= r->h - d))
		return 1;
	return r->walls && r->walls[(size_t)y * (size_t)r->w + (size_t)x];
}

/* The first wall cell (1) in [at, end) of a wall map, or NULL: eight cells at a time over open water,
 * where memchr goes a byte at a time in some C libraries (MinGW's). */
static inline const unsigned char *ripple_next_wall(const unsigned char *at, const unsigned char *end)
{
	uint64_t eight;

	for (; end - at >= 8; at += 8) {
		memcpy(&eight, at, 8);
		if (eight)
			break;
	}
	for (; at < end; at++)
		if (*at)
			return at;
	return NULL;
}

/* Whether im is the pool's size, 1..4 bytes a pixel, its pitch room enough for a row (ripple.c). */
int ripple_image_fits(const struct ripple *r, const struct ripple_image *im);

/* Pixel v with `height` added to each channel, clamped, as look says (views.c). */
unsigned int ripple_lit(const struct ripple_look *look, int bpp, unsigned int v, int height);

/* ripple_lit's arithmetic as tables, made once a render (ripple_lit_make, views.c): each channel's
 * value to 0..255 (up) and 0..255 back to the value in its place (down); for channels of up to 8
 * bits (SDL's 332, 565, 888 layouts), else ripple_lit itself. */
struct ripple_lit {
	const struct ripple_look *look;
	int bpp, tables;
	unsigned int mask[3], shift[3], keep;
	unsigned char up[3][256];
	unsigned int down[3][256];
};

void ripple_lit_make(struct ripple_lit *l, const struct ripple_look *look, int bpp);

/* ripple_lit(l->look, l->bpp, v, height), through the tables when there are. */
static inline unsigned int ripple_lit_pixel(const struct ripple_lit *l, unsigned int v, int height)
{
	unsigned int out = v & l->keep;

	if (!l->tables)
		return ripple_lit(l->look, l->bpp, v, height);
	height = height < -256 ? -256 : height > 255 ? 255 : height;
	for (int c = 0; c < 3; c++) {
		int x;

		if (!l->mask[c])
			continue;
		x = l->up[c][(v & l->mask[c]) >> l->shift[c]] + height;
		out |= l->down[c][x < 0 ? 0 : x > 255 ? 255 : x];
	}
	return out;
}

/* Whether each of the look's three channels is one whole byte of a 32-bit pixel; add[b] is then
 * 1 for the bytes that are channels, 0 for the one that is not (views.c). */
int ripple_byte_channels(const struct ripple_look *look, int add[4]);

/* Whether the look's channels are SDL's 5-6-5 at 16 bpp (views.c). */
int ripple_is_565(const struct ripple_look *look);

/* A pixel of bpp bytes as a little-endian number, and back. */
static inline unsigned int pixel_get(const unsigned char *p, int bpp)
{
	unsigned int v = 0;

	for (int b = bpp - 1; b >= 0; b--)
		v = v << 8 | p[b];
	return v;
}

static inline void pixel_put(unsigned char *p, int bpp, unsigned int v)
{
	for (int b = 0; b < bpp; b++, v >>= 8)
		p[b] = (unsigned char)v;
}

#endif
