/* ripple.c - the article's pool: its buffers, the variants' settings, walls, stones; calls down into core/, no OS, no SDL. */

/*
 * Start here: article.c holds the article's three functions as it writes them, the plain loops of
 * RippleSpread, DropStone and RenderRipple; read them first. This file keeps the pool (struct
 * ripple): it makes and frees it, sets the classroom variants (12 neighbours, other damping,
 * reflecting and absorbing edges, walls) and drops the stones. The pool's step, its sources and
 * its render, whole or in row bands for threads, are in rows.c; the kernels that run the
 * article's own step and render (article.c's loops themselves, a portable fast path or SIMD, all
 * to the same bits) in kernels.c; the other views in views.c, the mesh in mesh.c.
 */
#include "core/cells.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* n zeroed heights from a 64-byte boundary (a cache line, so that the kernels' loads of a row
 * of 32 cells need not straddle two) in a block *mem. Returns NULL when out of memory. */
static short *heights_at_line(size_t n, void **mem)
{
	unsigned char *p = *mem = calloc(n * sizeof(short) + 64, 1);

	return p ? (short *)(p + (64 - (uintptr_t)p % 64) % 64) : NULL;
}

int ripple_init(struct ripple *r, int w, int h)
{
	memset(r, 0, sizeof *r);
	if (w < 1 || h < 1 || w > RIPPLE_MAX_SIDE || h > RIPPLE_MAX_SIDE)
		return RIPPLE_EINVAL;
	r->cur = heights_at_line((size_t)w * (size_t)h, &r->heights[0]);
	r->prev = heights_at_line((size_t)w * (size_t)h, &r->heights[1]);
	if (!r->cur || !r->prev) {
		ripple_free(r);
		return RIPPLE_ENOMEM;
	}
	r->w = w;
	r->h = h;
	r->stencil = 4;
	r->damping = RIPPLE_DAMPING;
	r->edge = RIPPLE_EDGE_CLASSIC;
	r->sponge_width = RIPPLE_SPONGE;
	r->kernel = ripple_kernel_best();
	return RIPPLE_OK;
}

void ripple_free(struct ripple *r)
{
	free(r->heights[0]);
	free(r->heights[1]);
	free(r->walls);
	free(r->wall_rows);
	free(r->sponge);
	free(r->slow);
	free(r->slow_rows);
	free(r->checker);
	free(r->checker_rows);
	memset(r, 0, sizeof *r);
}

void ripple_clear(struct ripple *r)
{
	size_t n = (size_t)r->w * (size_t)r->h;

	if (n) {
		memset(r->cur, 0, n * sizeof *r->cur);
		memset(r->prev, 0, n * sizeof *r->prev);
	}
	r->live[0] = r->live[1] = 0;
}

void ripple_set_heights(struct ripple *r, const short *cur, const short *prev)
{
	size_t n = (size_t)r->w * (size_t)r->h;

	memcpy(r->cur, cur, n * sizeof *r->cur);
	memcpy(r->prev, prev, n * sizeof *r->prev);
	r->live[0] = r->live[1] = 1;
}

int ripple_lesson_scale(int rows)
{
	return rows < RIPPLE_LESSON_ROWS * 3 / 2 ? 1 : (rows + RIPPLE_LESSON_ROWS / 2) / RIPPLE_LESSON_ROWS;
}

#define WAVE_LONGEST 64 /* waves 64 times the lesson's 12 steps have the largest gain long before */

int ripple_lesson_gain(int scale)
{
	return ripple_wave_gain(RIPPLE_LESSON_PERIOD * (scale < 1 ? 1 : scale > WAVE_LONGEST ? WAVE_LONGEST : scale));
}

int ripple_wave_gain(int period)
{
	const long long p = RIPPLE_LESSON_PERIOD, longest = p * WAVE_LONGEST;
	const long long t = period < p ? p : period > longest ? longest : period;
	int gain = 0;

	/* round(log2 (t/12)^2): the first gain with (t/12)^4 below 2^(2 gain + 1) (never equal to it, an
	 * odd power of two), in whole numbers: t^4 below 12^4 2^(2 gain + 1) */
	while (gain < RIPPLE_MAX_GAIN && t * t * t * t > (p * p * p * p) << (2 * gain + 1))
		gain++;
	return gain;
}

/* Whether cell (x, y) is held at height 0: a wall, or the border of a reflecting or absorbing pool. */
int ripple_is_wall(const struct ripple *r, int x, int y)
{
	return ripple_held(r, x, y);
}

/* After the stencil or the edges changed: sets the cells the step no longer moves (walls, the
 * border, edge rows) to 0 in both buffers, so that no height is frozen there. */
static void hold_walls(struct ripple *r)
{
	for (int y = 0; y < r->h; y++)
		for (int x = 0; x < r->w; x++)
			if (!ripple_step_computes(r, x, y))
				r->cur[y * r->w + x] = r->prev[y * r->w + x] = 0;
}

int ripple_set_stencil(struct ripple *r, int stencil)
{
	if (stencil != 4 && stencil != 12)
		return RIPPLE_EINVAL;
	r->stencil = stencil;
	hold_walls(r);
	return RIPPLE_OK;
}

int ripple_set_damping(struct ripple *r, int shift)
{
	if (shift < 0 || shift > 8)
		return RIPPLE_EINVAL;
	r->damping = shift;
	return RIPPLE_OK;
}

#define SPONGE_MAX 16 /* the loss at the border, in 256ths of a step's change */

/* The absorbing layer, behind Mur's boundary (rows.c's spread_border): within `width` cells of the
 * border (RIPPLE_SPONGE, 24, at 320x240) each step takes away SPONGE_MAX (1 - d/width)^2 256ths of
 * a cell's change (d: the distance to the border), a slope gentle enough not to reflect itself.
 * Measured with the tests' echo: the layer alone sends back a fifth of a wall's echo, Mur's
 * boundary alone 0.098, both 0.094; stronger layers reflect more. A plane wave 9 times longer
 * (period 108 steps) comes back with a third of its amplitude from the 24 cells, with 0.08 from
 * 9 x 24: the lesson's scale widens the layer with its waves. */
static int make_sponge(struct ripple *r)
{
	const int width = ripple_sponge_width(r);

	r->sponge = malloc((size_t)r->w * (size_t)r->h);
	if (!r->sponge)
		return RIPPLE_ENOMEM;
	for (int y = 0; y < r->h; y++)
		for (int x = 0; x < r->w; x++) {
			int d = x < y ? x : y;

			d = d < r->w - 1 - x ? d : r->w - 1 - x;
			d = d < r->h - 1 - y ? d : r->h - 1 - y;
			r->sponge[y * r->w + x] = (unsigned char)(d < width ? (width - d) * SPONGE_MAX * (width - d) / (width * width) : 0);
		}
	return RIPPLE_OK;
}

#define SLOW_MOST 246 /* S = 0.2: 256 - round(256 / 25) */

int ripple_set_shallow(struct ripple *r, const unsigned char *map)
{
	const size_t n = (size_t)r->w * (size_t)r->h;
	size_t i, any = 0;
	unsigned char *copy;

	for (i = 0; map && i < n; i++) {
		if (map[i] > SLOW_MOST)
			return RIPPLE_EINVAL;
		any |= map[i];
	}
	if (!any) {
		free(r->slow);
		free(r->slow_rows);
		r->slow = NULL;
		r->slow_rows = NULL;
		return RIPPLE_OK;
	}
	if (!r->slow_rows && !(r->slow_rows = malloc(2 * sizeof *r->slow_rows * (size_t)r->h)))
		return RIPPLE_ENOMEM;
	copy = r->slow ? r->slow : malloc(n);
	if (!copy)
		return RIPPLE_ENOMEM;
	memcpy(copy, map, n);
	r->slow = copy;
	for (int y = 0; y < r->h; y++) { /* each row's shallow columns, so that its deep spans skip the map */
		const unsigned char *row = copy + (size_t)y * (size_t)r->w;
		int lo = r->w, hi = 0;

		for (int x = 0; x < r->w; x++)
			if (row[x]) {
				lo = x < lo ? x : lo;
				hi = x + 1;
			}
		r->slow_rows[2 * y] = lo;
		r->slow_rows[2 * y + 1] = hi;
	}
	return RIPPLE_OK;
}

int ripple_shallow_slow(double speed)
{
	const double s = speed < 0.2 ? 0.2 : speed > 1 ? 1 : speed;

	return 256 - (int)(256 * s * s + 0.5);
}

int ripple_set_edge(struct ripple *r, int edge)
{
	if (edge != RIPPLE_EDGE_CLASSIC && edge != RIPPLE_EDGE_REFLECT && edge != RIPPLE_EDGE_ABSORB)
		return RIPPLE_EINVAL;
	free(r->sponge);
	r->sponge = NULL;
	r->edge = edge;
	if (edge == RIPPLE_EDGE_ABSORB && make_sponge(r)) {
		r->edge = RIPPLE_EDGE_CLASSIC;
		return RIPPLE_ENOMEM;
	}
	hold_walls(r);
	return RIPPLE_OK;
}

int ripple_set_sponge(struct ripple *r, int width)
{
	if (width < 1 || width > RIPPLE_MAX_SIDE)
		return RIPPLE_EINVAL;
	r->sponge_width = width;
	return r->edge == RIPPLE_EDGE_ABSORB ? ripple_set_edge(r, RIPPLE_EDGE_ABSORB) : RIPPLE_OK;
}

/* No walls yet, and no row's columns with any (a wall erased leaves its row's columns as they were). */
static int make_walls(struct ripple *r)
{
	r->walls = calloc((size_t)r->w * (size_t)r->h, 1);
	r->wall_rows = malloc(2 * (size_t)r->h * sizeof *r->wall_rows);
	if (!r->walls || !r->wall_rows) {
		ripple_clear_walls(r);
		return RIPPLE_ENOMEM;
	}
	for (int y = 0; y < r->h; y++) {
		r->wall_rows[2 * y] = r->w;
		r->wall_rows[2 * y + 1] = 0;
	}
	return RIPPLE_OK;
}

int ripple_set_wall(struct ripple *r, int x, int y, int wall)
{
	size_t i = (size_t)y * (size_t)r->w + (size_t)x;

	if (x < 0 || y < 0 || x >= r->w || y >= r->h)
		return RIPPLE_EINVAL;
	if (!r->walls && !wall)
		return RIPPLE_OK;
	if (!r->walls && make_walls(r))
		return RIPPLE_ENOMEM;
	r->nwalls += !!wall - r->walls[i];
	r->walls[i] = (unsigned char)!!wall;
	if (wall) {
		int *row = r->wall_rows + 2 * y;

		row[0] = x < row[0] ? x : row[0];
		row[1] = x >= row[1] ? x + 1 : row[1];
		r->cur[i] = r->prev[i] = 0;
	}
	if (!r->nwalls) /* the last wall gone: the article's own step again */
		ripple_clear_walls(r);
	return RIPPLE_OK;
}

void ripple_clear_walls(struct ripple *r)
{
	free(r->walls);
	free(r->wall_rows);
	r->walls = NULL;
	r->wall_rows = NULL;
	r->nwalls = 0;
}

/* The article's checks of a stone, shared by every kind of stone. */
static int check_stone(const struct ripple *r, int x, int y, int radius, int weight)
{
	if (radius < 1 || radius > RIPPLE_MAX_SIDE || weight < 0 || weight > 32767)
		return RIPPLE_EINVAL;
	/* the article's x + radius > w || x - radius < 0, written so that no int can overflow */
	if (x > r->w - radius || y > r->h - radius || x < radius || y < radius)
		return RIPPLE_EOUTSIDE;
	return RIPPLE_OK;
}

/* Writes a height into cell (x, y) of the current buffer, unless the step never computes the
 * cell (a wall, a border, an edge row), where it would stay for ever; `article` lets the
 * article's DropStone write its edge rows as it does. */
static void put_height(struct ripple *r, int x, int y, int height, int article)
{
	if (!(article && ripple_article_step(r)) && !ripple_step_computes(r, x, y))
		return;
	r->cur[r->w * y + x] = (short)height;
	r->live[0] |= height != 0;
}

int ripple_drop(struct ripple *r, int x, int y, int radius, int weight)
{
	int e = check_stone(r, x, y, radius, weight);

	if (e)
		return e;
	for (int px = x - radius; px < x + radius; px++)
		for (int py = y - radius; py < y + radius; py++)
			if ((px - x) * (px - x) + (py - y) * (py - y) < radius * radius)
				put_height(r, px, py, -weight, 1);
	return RIPPLE_OK;
}

int ripple_drop_soft(struct ripple *r, int x, int y, int radius, int weight)
{
	int e = check_stone(r, x, y, radius, weight);

	for (int px = x - radius; !e && px < x + radius; px++)
		for (int py = y - radius; py < y + radius; py++) {
			int dd = (px - x) * (px - x) + (py - y) * (py - y);

			if (dd < radius * radius)
				put_height(r, px, py, -(int)(weight * (1.0 - sqrt((double)dd) / radius)), 0);
		}
	return e;
}

int ripple_drop_square(struct ripple *r, int x, int y, int size, int weight)
{
	int e = check_stone(r, x, y, size, weight);

	for (int px = x - size; !e && px < x + size; px++)
		for (int py = y - size; py < y + size; py++)
			put_height(r, px, py, -weight, 0);
	return e;
}

int ripple_drag(struct ripple *r, int x0, int y0, int x1, int y1, int size, int weight)
{
	struct ripple_line l;
	int n = 0;

	if (size < 1 || size > RIPPLE_MAX_SIDE || weight < 0 || weight > 32767 || ripple_line_start(&l, x0, y0, x1, y1))
		return RIPPLE_EINVAL;
	do
		n += ripple_drop_square(r, l.x, l.y, size, weight) == RIPPLE_OK;
	while (ripple_line_next(&l));
	return n;
}

int ripple_wall_line(struct ripple *r, int x0, int y0, int x1, int y1, int brush, int wall)
{
	struct ripple_line l;

	if (brush < 0 || brush > 64 || ripple_line_start(&l, x0, y0, x1, y1))
		return RIPPLE_EINVAL;
	do
		for (int y = l.y - brush; y <= l.y + brush; y++)
			for (int x = l.x - brush; x <= l.x + brush; x++)
				if (x >= 0 && y >= 0 && x < r->w && y < r->h && ripple_set_wall(r, x, y, wall))
					return RIPPLE_ENOMEM;
	while (ripple_line_next(&l));
	return RIPPLE_OK;
}

int ripple_set_kernel(struct ripple *r, int kernel)
{
	if (!ripple_kernel_usable(kernel))
		return RIPPLE_EINVAL;
	r->kernel = kernel;
	return RIPPLE_OK;
}

const char *ripple_strerror(int err)
{
	switch (err) {
	case RIPPLE_OK:
		return "no error";
	case RIPPLE_EINVAL:
		return "argument out of range";
	case RIPPLE_ENOMEM:
		return "out of memory";
	case RIPPLE_EOUTSIDE:
		return "the stone's disc would leave the pool";
	default:
		return "unknown error";
	}
}
