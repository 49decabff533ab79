/* scenario.c - lays out the pools that show what the article could not: reflection, diffraction, interference. */
#include "scenes/scenario.h"

#include <stddef.h>

const char *const scenario_names[] = { "none", "rock", "slit", "double-slit", NULL };

/* A rock: a round wall in the middle of the water, and a point source beating on it. */
static int lay_rock(struct scenario *sc, struct ripple *r, int period)
{
	const int cx = r->w * 3 / 5, cy = r->h / 2, rad = r->h / 8;
	const struct ripple_source s = { 0, r->w / 4, r->h / 2, 0, 0, 2, 120, period };

	for (int y = cy - rad; y <= cy + rad; y++)
		for (int x = cx - rad; x <= cx + rad; x++)
			if ((x - cx) * (x - cx) + (y - cy) * (y - cy) <= rad * rad && ripple_set_wall(r, x, y, 1))
				return RIPPLE_ENOMEM;
	sc->source[sc->nsources++] = s;
	return ripple_set_edge(r, RIPPLE_EDGE_REFLECT);
}

/* A barrier across the pool at its middle with `n` slits, and a line source making plane waves. */
static int lay_slits(struct scenario *sc, struct ripple *r, int n, int period)
{
	const int x0 = r->w / 2, in = r->w < r->h ? r->w / 4 : r->h / 4; /* the absorbing layer's width, at most 24 */
	const int margin = (in > 24 ? 24 : in) + 2;
	const struct ripple_source s = { 1, margin, 0, margin, r->h - 1, 0, 60, period };

	sc->barrier = x0;
	sc->slit_width = n == 1 ? r->h / 16 : r->h / 40 < 3 ? 3 : r->h / 40;
	sc->slit_gap = n == 1 ? 0 : r->h / 4;
	for (int y = 0; y < r->h; y++) {
		int c1 = r->h / 2 - sc->slit_gap / 2, c2 = r->h / 2 + sc->slit_gap / 2;
		int open = (y >= c1 - sc->slit_width / 2 && y < c1 - sc->slit_width / 2 + sc->slit_width) ||
			   (n == 2 && y >= c2 - sc->slit_width / 2 && y < c2 - sc->slit_width / 2 + sc->slit_width);

		for (int x = x0; x < x0 + 3 && !open; x++)
			if (ripple_set_wall(r, x, y, 1))
				return RIPPLE_ENOMEM;
	}
	sc->source[sc->nsources++] = s;
	sc->screen = r->w - 1 - margin;
	sc->slits = x0 + 1;
	sc->probe[0] = margin + 4;
	sc->probe[1] = sc->probe[3] = r->h / 2;
	sc->probe[2] = x0 - 4;
	return ripple_set_edge(r, RIPPLE_EDGE_ABSORB);
}

int scenario_apply(struct scenario *sc, struct ripple *r, int which, int period, int scale)
{
	if (which < SCENARIO_NONE || which >= SCENARIO_COUNT || period < 2 || scale < 1 || period > RIPPLE_MAX_PERIOD / scale ||
	    (which != SCENARIO_NONE && (r->w < 64 || r->h < 48)))
		return RIPPLE_EINVAL;
	sc->which = which;
	sc->serial++;
	sc->period = period;
	sc->scale = scale;
	period *= scale;
	sc->nsources = sc->barrier = sc->slit_width = sc->slit_gap = sc->screen = sc->slits = 0;
	sc->probe[0] = sc->probe[1] = sc->probe[2] = sc->probe[3] = 0;
	ripple_clear(r);
	ripple_clear_walls(r);
	if (which == SCENARIO_NONE)
		return RIPPLE_OK;
	ripple_set_damping(r, 0);
	if (which == SCENARIO_ROCK)
		return lay_rock(sc, r, period);
	return lay_slits(sc, r, which == SCENARIO_SLIT ? 1 : 2, period);
}
