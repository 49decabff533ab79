/* scenario.h - the classroom's ready-made pools: a rock, a slit, a double slit, with periodic sources. */
#ifndef SCENARIO_H
#define SCENARIO_H

#include "ripple.h"

enum { SCENARIO_NONE, SCENARIO_ROCK, SCENARIO_SLIT, SCENARIO_DOUBLE_SLIT, SCENARIO_COUNT };

#define SCENARIO_PERIOD 12 /* frames per wave of the sources, by default */
#define SCENARIO_MAX_SOURCES 2

/* A scenario laid out on a pool of any size: its sources and the geometry the tests measure. */
struct scenario {
	int which;                  /* SCENARIO_* */
	struct ripple_source source[SCENARIO_MAX_SOURCES];
	int nsources;
	int barrier;                /* the slits' wall: its first column (0: none) */
	int slit_width, slit_gap;   /* the slits' width, and the distance between their centres */
	int screen;                 /* the intensity screen's column (0: none) */
	int slits;                  /* the column the slits' (or two sources') centres stand on, whence the
				     * screen's distance L is measured (0: none) */
	int probe[4];               /* x0, y0, x1, y1: a line along which the waves are clean and plane, for
				     * measuring their wavelength (all 0: none) */
	int period;                 /* frames shown a wave */
	unsigned serial;            /* changes whenever the scenario is laid out anew (its kind, period,
				     * knobs or pool changed), so that what measures it starts again */
	int scale;                  /* the lesson's scale: steps of the water a frame at normal speed, and
				     * the factor of its lengths in cells (1 at 320x240) */
};

/* The names --scenario takes, in SCENARIO_* order, NULL-terminated. */
extern const char *const scenario_names[];

/* Clears the water and the walls and lays out scenario `which` at `scale` (struct scenario) with
 * sources of `period` frames, period x scale steps of the water: its walls, absorbing edges (reflecting for the rock) and no damping, so that the patterns hold
 * steady. SCENARIO_NONE just clears. Returns RIPPLE_OK, RIPPLE_EINVAL (bad scenario or period,
 * or a pool under 64x48) or RIPPLE_ENOMEM. */
int scenario_apply(struct scenario *sc, struct ripple *r, int which, int period, int scale);

#endif
