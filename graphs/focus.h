/* focus.h - the brightest point of a region: the time-averaged square of the heights in a square the scene names, its brightest cell beside the theory's point (a dish's focus, a lens's). */
#ifndef FOCUS_H
#define FOCUS_H

#include "graphs/frame.h"
#include "graphs/plot.h"

#include <stdio.h>

#define FOCUS_LEVEL 0.9 /* a focus's bright stretch along its row: brighter than this share of its peak */
#define FOCUS_PERIODS 10 /* the source's periods averaged before the brightest point is trusted */

/* Why there is no brightest point yet. */
enum { FOCUS_OK, FOCUS_NONE, FOCUS_STILL, FOCUS_ARRIVING, FOCUS_AVERAGING, FOCUS_EDGE, FOCUS_LONG, FOCUS_NO_THEORY };

/* What the scene asks: where to search (x0, y0, x1, y1, pool cells, inclusive; x1 0: nothing to
 * search), the theory's point (with a stretch asked: its stretch's middle), the water's steps before the waves have arrived everywhere, and the
 * pool's cells in a cell of the lesson (the offset's unit); why, when the theory has no point: in
 * words, nothing measured then (NULL: the point is given). */
struct focus_ask {
	int box[4];
	int theory[2];
	long settle;
	double unit;
	const char *why;
	double stretch[2]; /* the theory's bright stretch along its row (FOCUS_LEVEL of its peak), pool
			    * cells: from, to (0, 0: none asked) */
	const double *curve; /* the theory's brightness along its row: ncurve samples evenly from box's
			      * x0 to x1, its peak 1 (NULL: none) */
	int ncurve;
};

/* The reading, held by the graphs' front, read and changed only by focus.c; start from a zeroed one. */
struct focus {
	struct focus_ask ask;
	double *sum;      /* the squared heights summed, a cell of the box each; NULL: none */
	long first, last; /* the water's steps of the first and last frame summed (-1: none) */
	int steps;        /* the source's period in steps (0: no source) */
	int halves;       /* the water's half steps a frame */
	int mesh;         /* pixels a cell */
	double at[2];     /* the focus, pool cells, when why is FOCUS_OK: the brightest point, or with a
			   * stretch asked its bright stretch's middle (on the brightest's row) */
	double brightest; /* the brightest point's x, pool cells (FOCUS_OK) */
	double peak;      /* its mean square over the box's mean */
	double stretch[2]; /* along its row, where the mean square falls to FOCUS_LEVEL of its (0, 0: not
			    * asked; FOCUS_LONG when asked and not within the box) */
	int why;          /* FOCUS_*: why there is none yet */
};

/* Measures frame f while `on`, the search asked by the scene (ask->box[2] 0: none): the box made
 * anew when what is measured starts again or the ask changes; once the water has run ask->settle
 * steps, the frame's squared heights added (once a step of the water), and after FOCUS_PERIODS of
 * the source's periods the brightest cell, placed to a fraction of a cell by the parabolas
 * through it and its neighbours. With a stretch asked (a long focus, whose top is flat within a
 * percent over many cells: its brightest cell moves with any weak wave coming back), the focus is
 * the middle of the stretch of the brightest's row over FOCUS_LEVEL of it. */
void focus_step(struct focus *fo, const struct graph_frame *f, int on, const struct focus_ask *ask);

/* The panel's lines (at most FOCUS_LINES) into lines; returns how many (0: nothing to search). */
#define FOCUS_LINES 3
int focus_lines(const struct focus *fo, char lines[][FONT_LINE]);

/* The panel (rect r, letters of font scale `scale`): the lines (focus_lines) from its top, and with
 * a curve asked, room for it, the brightness along the theory's row across the square searched in
 * its lower half: the theory's and the one measured so far, each its peak at the top, their bright
 * stretches (FOCUS_LEVEL of the peak) as bars with a tick at their middles. */
void focus_draw(const struct focus *fo, struct ripple_image *im, const struct plot_rect *r, const struct plot_colors *c,
		int scale);

/* The theory's point (a small square) and the focus measured (a cross) marked on the water, picture
 * pixels. */
void focus_mark(const struct focus *fo, struct ripple_image *im, const struct plot_colors *c);

/* The reading in words, a line to out: "focus: brightest at 230.4,120.0 (theory 230,120: 0.4 lesson
 * cells off), ...", or why none yet. Nothing without a region to search. */
void focus_report(const struct focus *fo, FILE *out);

/* Frees the sums; safe to call twice. */
void focus_free(struct focus *fo);

#endif
