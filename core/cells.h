/* cells.h - what the core's own files share beyond ripple.h: tests of a cell, a line walked, a pixel's bytes, rows.c's helpers. */
#ifndef RIPPLE_CELLS_H
#define RIPPLE_CELLS_H

#include "ripple.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* How far the stencil reaches: the rows (and a reflecting pool's border) it needs on each side. */
static inline int ripple_reach(const struct ripple *r)
{
	return r->stencil == 12 ? 2 : 1;
}

/* s / 2 rounded to the nearest whole number, a half to the even one: the classroom variants' halving
 * of the 4 neighbours' sum (rows.c's spread_cell says why). The lowest bit of s >> 1 survives a
 * short's wrapping, so the SIMD kernels halve the same way in 16-bit lanes. */
static inline int ripple_half_even(int s)
{
	return (s >> 1) + (s & (s >> 1) & 1);
}

/*
 * Shallow water (refraction): waves run S times as fast (0 < S <= 1) where a cell's `slow` byte
 * (ripple's map, 256 - q with q = round(256 S^2): 0 is the deep water) says so. The wave equation's
 * step h' = 2h - h_old + (S^2 / 2)(sum of 4 - 4h) is, for S = 1, the variant's own base - h_old,
 * base = ripple_half_even(sum of 4) (or sum12 / 6 for 12 neighbours). Written as
 *
 *     h' = base - R((base - 2h) * slow / 256) - h_old
 *
 * (base - 2h: the variant's Laplacian term at S = 1; scaled by q / 256 = 1 - slow / 256), where R
 * rounds to the nearest, a half to the even one as the variants halve, it gives today's variant
 * byte for byte where slow is 0, whatever R. Bounds: base and 2h lie in -65536..65536, their
 * difference times 255 within 2^26, in 32-bit ints; the sum wraps to a short as the variants' do.
 * Stable as the variant is: S^2 <= 1 only shrinks the Laplacian's coefficient (CFL c^2 = S^2/2 <=
 * 1/2 for 4 neighbours). */
static inline int ripple_shallow(int base, int h, int slow)
{
	const int d = (base - 2 * h) * slow;

	return base - ((d + 127 + ((d >> 8) & 1)) >> 8);
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

/* The article's own step: 4 neighbours, its damping, its edges, no walls (the one the fused frame
 * and the kernels' bands take, ripple_in_bands). */
static inline int ripple_article_step(const struct ripple *r)
{
	return r->stencil == 4 && r->damping == RIPPLE_DAMPING && r->edge == RIPPLE_EDGE_CLASSIC && !r->walls &&
	       !r->slow;
}

/* Whether the next step computes cell (x, y): not a wall, not a reflecting pool's border, and on a
 * row it moves (an absorbing pool's border rows move too). */
static inline int ripple_step_computes(const struct ripple *r, int x, int y)
{
	if (ripple_held(r, x, y))
		return 0;
	return r->edge == RIPPLE_EDGE_ABSORB || (y >= ripple_reach(r) && y < r->h - ripple_reach(r));
}

/* The columns [*lo, *hi) of row y that hold its walls (r->walls set; empty: lo >= hi). */
static inline void ripple_wall_columns(const struct ripple *r, int y, int *lo, int *hi)
{
	*lo = r->wall_rows[2 * y];
	*hi = r->wall_rows[2 * y + 1];
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

/* A line of the pool's plane: what stones dragged, walls drawn and line sources walk along. */
struct ripple_line {
	int x, y, x1, y1, dx, dy, sx, sy, err;
};

/* Starts l at (x0, y0), to end at (x1, y1). RIPPLE_EINVAL for a point beyond 4 * RIPPLE_MAX_SIDE. */
static inline int ripple_line_start(struct ripple_line *l, int x0, int y0, int x1, int y1)
{
	const int far = 4 * RIPPLE_MAX_SIDE;

	if (x0 < -far || x0 > far || y0 < -far || y0 > far || x1 < -far || x1 > far || y1 < -far || y1 > far)
		return RIPPLE_EINVAL;
	l->x = x0;
	l->y = y0;
	l->x1 = x1;
	l->y1 = y1;
	l->dx = abs(x1 - x0);
	l->dy = -abs(y1 - y0);
	l->sx = x0 < x1 ? 1 : -1;
	l->sy = y0 < y1 ? 1 : -1;
	l->err = l->dx + l->dy;
	return RIPPLE_OK;
}

/* Bresenham's step to the next point; 0 when the line is done (the end point was the last). */
static inline int ripple_line_next(struct ripple_line *l)
{
	int e2 = 2 * l->err;

	if (l->x == l->x1 && l->y == l->y1)
		return 0;
	if (e2 >= l->dy) {
		l->err += l->dy;
		l->x += l->sx;
	}
	if (e2 <= l->dx) {
		l->err += l->dx;
		l->y += l->sy;
	}
	return 1;
}

/* Rows [y0, y1) of a variant's step from the heights now into next (the heights before them), and
 * of an absorbing pool the border cells of those rows, which read the new heights of their own
 * row: of the inner rows, and once the first and last inner rows are made (in this call) of the
 * rows above and below them. Chunks of rows taken top down, each after the rows it reads are
 * made, then make ripple_spread_rows's and ripple_spread_done's new heights (rows.c). */
void ripple_variant_rows(const struct ripple *r, const short *now, short *next, int y0, int y1);

/* Zeroes the cells of buf (the pool's w*h, rows [y0, y1) only) within `margin` cells of the cells a
 * held source sets (the adding ones left out), for the checkerboard filter (rows.c). */
void ripple_held_clear(const struct ripple *r, const struct ripple_source *s, int n, int margin, short *buf,
		       int y0, int y1);

/* Whether every source is valid and has its cells in rows ripple_drive_rows can take apart: a
 * point, or a line along a row or a column (rows.c). */
int ripple_drive_by_rows(const struct ripple_source *s, int n);

/* ripple_drive's cells in rows [y0, y1) only, into the heights now (buf), its flags left alone:
 * the sources as ripple_drive_by_rows takes them (rows.c). */
void ripple_drive_rows(const struct ripple *r, short *buf, const struct ripple_source *s, int n, long long step, int y0,
		       int y1);

/* Whether any of the n heights in b is not 0 (rows.c). */
int ripple_any_height(const short *b, size_t n);

/* Whether im is the pool's size, 1..4 bytes a pixel, its pitch room enough for a row (rows.c). */
int ripple_image_fits(const struct ripple *r, const struct ripple_image *im);

/* Pixel v with `height` added to each channel, clamped, as look says (views.c; views.h has it in tables). */
unsigned int ripple_lit(const struct ripple_look *look, int bpp, unsigned int v, int height);

/* A height as the light views lift a pixel's channels by it: over 2^gain (the look's), clamped to
 * -256..255. */
static inline short ripple_lift(int e, int gain)
{
	const int v = e >> gain;

	return (short)(v < -256 ? -256 : v > 255 ? 255 : v);
}

/* The heights view's entry of heat[] (ripple_look's) for a height: twice it over 2^gain, clamped to
 * -255..255, plus 255. */
static inline int ripple_heat_index(int e, int gain)
{
	const int x = 2 * e >> gain;

	return (x < -255 ? -255 : x > 255 ? 255 : x) + 255;
}

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
