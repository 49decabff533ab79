/* checkerboard.c - takes out of an undamped pool the checkerboard that the integer step's rounding feeds. */

/*
 * The 4-neighbour step x' = (x1 + x2 + x3 + x4) / 2 - x_before sits at the scheme's stability limit
 * (the article's a = 1/2: waves of 1/sqrt 2 cell a step along an axis). There the checkerboard,
 * alternate cells up and down and every cell flipping each step (kx = ky = omega = pi), is a
 * double root of the scheme: it neither travels nor decays, and once fed it grows. Flipping every
 * other cell's sign each step maps the scheme onto itself, so the waves near the checkerboard
 * travel as mirror images of the lesson's, which Mur's boundary and the absorbing layer, made for
 * the lesson's waves, send back into the pool.
 *
 * In exact arithmetic nothing makes it: the sources, the walls, the absorbing edge and the line
 * source's added beat are all linear, and a double slit stepped in floating point stays clean
 * (under 0.001% of its energy in waves shorter than 4 cells after 3000 frames at 1280x720). The
 * integer step's rounding feeds it: an odd sum loses a half, 0.5 toward zero, about every other
 * cell each step. Rounded so, the same pool holds 20% of grid noise after 3000 frames; with the
 * rest of the arithmetic rounded and the step exact, 0.005%; with the step's half rounded down
 * instead, the checkerboard stays out but the whole pool's level runs away (the other double
 * root, at kx = ky = omega = 0); with the half rounded by a random bit, 6 to 11%. No rounding can
 * avoid it: the article's 1/32 damping takes it out, an undamped lesson must take it out itself.
 *
 * That is what this file does, once a frame. d = now - before is twice the checkerboard, which
 * flips each step, and nearly nothing of the lesson's waves, which change slowly. The mixed second
 * difference of d over the 3 x 3 cells around a cell, m = dxx dyy d, is 16 times a checkerboard's
 * height, 0 for waves along a row or a column and (kx ky)^2 d for waves at an angle: at 1080 rows,
 * waves 43 cells long of height 2000 give under 1, and their d is a tenth of that. So c = m / 32,
 * rounded to the nearest (half away from zero), is the checkerboard in the cell and 0 for the
 * lesson's waves; now - c and before + c keep the waves and lose the checkerboard. Walls and the
 * cells around a held source are left as they are.
 */
#include "core/cells.h"

#include <limits.h>
#include <stdlib.h>

/* The cells around a held source the filter leaves: the source sets its own cells each step to its
 * beat, sharply, and the cells next to them see a kink of d that is no checkerboard; a correction
 * there each pass is a kick every 4 frames, which sends out waves of a quarter of the grid's
 * frequency (a held point source at 320x240 made 3% of the energy behind the slits such waves). */
#define HELD_MARGIN 2

int ripple_checkerboard_due(const struct ripple *r)
{
	return r->stencil == 4 && !r->damping;
}

int ripple_checkerboard_begin(struct ripple *r)
{
	if (!r->checker)
		r->checker = malloc((size_t)r->w * (size_t)r->h * sizeof *r->checker);
	if (!r->checker_rows)
		r->checker_rows = malloc((size_t)r->h);
	if (!r->checker || !r->checker_rows)
		return RIPPLE_ENOMEM;
	return RIPPLE_OK;
}

/* The rows [*y0, *y1) a pass takes of those asked: all but the first and last, whose cells have no
 * row on one side. */
static void inner_rows(const struct ripple *r, int *y0, int *y1)
{
	*y0 = *y0 < 1 ? 1 : *y0;
	*y1 = *y1 > r->h - 1 ? r->h - 1 : *y1;
}

/* The second difference along row y of d = now - before, over cells [1, w-1), into out. */
static void row_dxx(const struct ripple *r, int y, int *restrict out)
{
	const size_t at = (size_t)y * (size_t)r->w;
	const short *restrict now = r->cur + at, *restrict before = r->prev + at;

	for (int x = 1; x < r->w - 1; x++)
		out[x] = (now[x - 1] - before[x - 1]) - 2 * (now[x] - before[x]) + (now[x + 1] - before[x + 1]);
}

/* The checkerboard of row y from d's second differences along rows y - 1, y and y + 1: m / 32,
 * rounded, in the cells with a column on each side, walls left out, into the pool's scratch. Returns
 * 1 when any cell of the row has one. */
static int find_row(struct ripple *r, int y, const int *restrict above, const int *restrict here,
		    const int *restrict below)
{
	const size_t at = (size_t)y * (size_t)r->w;
	short *restrict c = r->checker + at;
	int any = 0;

	for (int x = 1; x < r->w - 1; x++) {
		const int m = above[x] - 2 * here[x] + below[x];
		const int v = (m + (m < 0 ? -16 : 16)) / 32;

		c[x] = (short)(v > SHRT_MAX ? SHRT_MAX : v < -SHRT_MAX ? -SHRT_MAX : v);
		any |= c[x];
	}
	if (r->walls)
		for (int x = 1; x < r->w - 1; x++)
			c[x] = r->walls[at + (size_t)x] ? 0 : c[x];
	return any != 0;
}

int ripple_checkerboard_find(struct ripple *r, const struct ripple_source *s, int ns, int y0, int y1)
{
	int *ring = malloc(3 * (size_t)r->w * sizeof *ring), *rows[3];

	if (!ring)
		return RIPPLE_ENOMEM;
	inner_rows(r, &y0, &y1);
	for (int k = 0; k < 3; k++)
		rows[k] = ring + (size_t)k * (size_t)r->w;
	if (y0 < y1) { /* rows y0 - 1 and y0 into the ring; then each row's below before it is found */
		row_dxx(r, y0 - 1, rows[(y0 - 1) % 3]);
		row_dxx(r, y0, rows[y0 % 3]);
	}
	for (int y = y0; y < y1; y++) {
		row_dxx(r, y + 1, rows[(y + 1) % 3]);
		r->checker_rows[y] = (unsigned char)find_row(r, y, rows[(y - 1) % 3], rows[y % 3], rows[(y + 1) % 3]);
	}
	free(ring);
	ripple_held_clear(r, s, ns, HELD_MARGIN, r->checker, y0, y1);
	return RIPPLE_OK;
}

/* h - c (or h + c), within a short. */
static short take(int h, int c)
{
	const int v = h - c;

	return (short)(v > SHRT_MAX ? SHRT_MAX : v < -SHRT_MAX ? -SHRT_MAX : v);
}

void ripple_checkerboard_take(struct ripple *r, int y0, int y1)
{
	const int w = r->w;

	inner_rows(r, &y0, &y1);
	for (int y = y0; y < y1; y++) {
		const size_t at = (size_t)y * (size_t)w;
		const short *c = r->checker + at;

		if (!r->checker_rows[y])
			continue;
		for (int x = 1; x < w - 1; x++) {
			r->cur[at + (size_t)x] = take(r->cur[at + (size_t)x], c[x]);
			r->prev[at + (size_t)x] = take(r->prev[at + (size_t)x], -c[x]);
		}
	}
}

int ripple_checkerboard(struct ripple *r, const struct ripple_source *s, int ns)
{
	int e;

	if (ripple_still(r))
		return RIPPLE_OK;
	e = ripple_checkerboard_begin(r);
	if (!e)
		e = ripple_checkerboard_find(r, s, ns, 0, r->h);
	if (!e)
		ripple_checkerboard_take(r, 0, r->h);
	return e;
}
