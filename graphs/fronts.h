/* fronts.h - the way plane waves run in two patches of the water, read off their fronts, and their angles from a wall's normal: the angle of incidence and of reflection. */
#ifndef FRONTS_H
#define FRONTS_H

#include "graphs/frame.h"
#include "graphs/plot.h"

#include <stdio.h>

#define FRONTS_PERIODS 10 /* the source's periods taken in before the angles are trusted */
#define FRONTS_LINES 3    /* the panel's lines */

/* Why there are no angles yet. */
enum { FRONTS_OK, FRONTS_NONE, FRONTS_STILL, FRONTS_ARRIVING, FRONTS_AVERAGING, FRONTS_FLAT };

/* What the scene asks: the two patches (centre x, y and half side, pool cells; the incident
 * waves' first, the reflected ones' second), the wall's unit normal facing the incoming waves,
 * the theory's angle of incidence in degrees, and the water's steps before the waves have arrived
 * everywhere. set 0: nothing to read. */
struct fronts_ask {
	int set;
	int patch[2][3];
	double normal[2];
	double theory;
	long settle;
};

/* The reading, held by the graphs' front, read and changed only by fronts.c; start from a zeroed
 * one. Each cell of a patch sums its height times e^(i w t), w the source's angular frequency: the
 * wave's complex amplitude there, whose phase grows along the way the waves run. */
struct fronts {
	struct fronts_ask ask;
	double *re[2], *im[2]; /* a patch's sums, cell by cell; NULL: none */
	long first, last;      /* the water's steps of the first and last frame summed (-1: none) */
	int steps, halves, mesh;
	double way[2][2];      /* each patch's waves' way, a unit vector, when why is FRONTS_OK */
	double angle[2];       /* their angles from the normal in degrees: incidence, reflection */
	double lambda[2];      /* their wavelengths across the fronts, in cells */
	int why;               /* FRONTS_* */
};

/* Measures frame f while `on`, as the scene asks: once the water has run ask->settle steps, the
 * frame's heights taken into each patch's sums (once a step of the water), and after
 * FRONTS_PERIODS of the source's periods the way each patch's waves run (the mean phase step to
 * the next cell across and down) and its angle from the normal. */
void fronts_step(struct fronts *fr, const struct graph_frame *f, int on, const struct fronts_ask *ask);

/* The way plane waves run in a patch of complex amplitudes re + i im (w x h cells, row after row):
 * the mean phase step from a cell to the next across (kx) and down (ky), in radians a cell.
 * Returns 0, or -1 when there is no wave (all zero). */
int fronts_wavevector(const double *re, const double *im, int w, int h, double *kx, double *ky);

/* The panel's lines (at most FRONTS_LINES); returns how many (0: nothing to read). */
int fronts_lines(const struct fronts *fr, char lines[][FONT_LINE]);

/* Each patch's square and the way its waves run marked on the water, picture pixels. */
void fronts_mark(const struct fronts *fr, struct ripple_image *im, const struct plot_colors *c);

/* The reading in words, a line to out: "reflection: incidence 30.2 degrees, reflection 29.8 (law:
 * equal; the wall's 30.0)", or why none yet. Nothing without patches. */
void fronts_report(const struct fronts *fr, FILE *out);

/* Frees the sums; safe to call twice. */
void fronts_free(struct fronts *fr);

#endif
