/* profile.h - the wave profile of a running demo: the heights along a line drawn on the water, their crests and wavelength, and the strip that shows them. */
#ifndef PROFILE_H
#define PROFILE_H

#include "graphs/frame.h"
#include "graphs/graph.h"
#include "graphs/plot.h"

#include <stdio.h>

/* The profile, held by the graphs' front, read and changed only by profile.c; start from a zeroed one. */
struct profile {
	int set;                     /* its line is drawn, from (x0, y0) to (x1, y1) in picture pixels */
	int x0, y0, x1, y1;
	double v[GRAPH_MAX_SAMPLES]; /* the heights along the line, one a cell */
	int n;                       /* how many; 0 before the first frame measured */
	double crests[GRAPH_MAX_MARKS];
	int ncrests;
	double lambda;               /* the wavelength along the line: the median over recent frames, in
				      * cells; 0 for no clear wave */
	double re[GRAPH_MAX_SAMPLES], im[GRAPH_MAX_SAMPLES]; /* the heights' beat at the scenario's period
				      * along the line, at two phases a quarter period apart (a lock-in) */
	long step;                   /* the water's step at the last frame taken in (-1: none) */
	double beats;                /* periods taken in since the line was drawn or the water changed */
	struct graph_wave wave;      /* the last frame's reading, and why there is none */
	int window;                  /* the frames the median is over */
	int sources;                 /* the water has a scenario's sources beating */
	struct graph_recent recent;
	int steps;                   /* the scenario's period in steps, 0 without a scenario */
	int halves;                  /* the water's half steps a frame */
	double scheme;               /* the wavelength the scheme gives that period, 0 for none known */
};

/* The line from (x0, y0) to (x1, y1), picture pixels of a w x h picture; the readings start again.
 * Returns 0, or -1 with a one-line reason in err for an end outside the picture or a single point. */
int profile_set_line(struct profile *p, int w, int h, int x0, int y0, int x1, int y1, char *err, size_t errlen);

/* The line taken away: nothing measured until one is set. */
void profile_clear(struct profile *p);

/* Measures frame f along the line, when one is set: its heights, crests and wavelength (a frame
 * measured again adds no reading). f is NULL when the scene shown has no heights: the profile is
 * then flat. */
void profile_step(struct profile *p, const struct graph_frame *f);

/* The strip filling r: the profile, its crests, the caption saying the wavelength, the scheme's and
 * the speed, or why there is none (or asking for a drag before a line is set), wrapped to the
 * strip's width. */
void profile_draw(const struct profile *p, struct ripple_image *im, const struct plot_rect *r,
		  const struct plot_colors *c, int scale);

/* The line marked on the water (picture pixels). */
void profile_mark(const struct profile *p, struct ripple_image *im, const struct plot_colors *c);

/* The reading in words, a line to out: "graph: wavelength 8.5 cells, ..." or why there is none. */
void profile_report(const struct profile *p, FILE *out);

/* Frees the readings' ring; safe to call twice. */
void profile_free(struct profile *p);

#endif
