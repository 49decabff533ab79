/* refraction.h - Snell's law read off a running demo's waves: the fronts' direction and the wavelength in the deep and in the shallow water, beside the scheme's and the textbook's. */
#ifndef REFRACTION_H
#define REFRACTION_H

#include "graphs/frame.h"
#include "graphs/plot.h"

#include <stdio.h>

#define REFRACTION_LINES 14 /* the most lines of text the panel writes */

/* A square of the pool in one medium, sampled every `stride` cells: n x n samples from (x, y). */
struct refraction_patch {
	int x, y, n, stride;
	int slow;          /* the map's value there (0: the deep water) */
	double *re, *im;   /* the heights' lock-in at the sources' beat, summed over the window */
	double k[2];       /* the wave vector read from the last whole window, in radians a cell */
	double last[2];    /* the one before it */
};

/* What is read, held by the graphs' front, read and changed only by refraction.c; start from a
 * zeroed one. */
struct refraction {
	int active;                     /* the pool has shallow water */
	int why;                        /* REFRACTION_* below: why there is no reading yet (0: there is one) */
	struct refraction_patch p[2];   /* the deep water's, the shallow water's */
	double normal[2];               /* the edge's normal, from the deep into the shallow */
	long start;                     /* the step the window began at (-1: none yet) */
	long from;                      /* the step the squares are read from: laid out anew under running
					 * water (a knob turned), once waves from the edge as it is now have
					 * crossed both squares; 0 from still water */
	double edge_at[2];              /* a point of the edge (the middle of its cells) */
	int steps;                      /* the sources' period in steps */
	int windows;                    /* whole windows read since the readings began */
	int steady;                     /* windows in a row whose readings agreed */
	int stencil;
	int mesh;                       /* pixels a cell, for the marks */
	/* the reading, once steady */
	double incidence, refraction, snell; /* degrees */
	double lambda[2], scheme[2];    /* measured and the scheme's wavelengths, cells */
	double set_speed, scheme_speed; /* S as set (its map value's), and lambda2 / lambda1 of the scheme */
	double least_speed;             /* REFRACTION_TOO_SLOW: the least S the period's waves run in */
};

enum {
	REFRACTION_OK,
	REFRACTION_NO_SOURCE,   /* no beating source: no period to lock on */
	REFRACTION_NO_ROOM,     /* no square of 2 waves in one of the waters */
	REFRACTION_TOO_SLOW,    /* the shallow water too slow for waves of the period on this grid */
	REFRACTION_NO_EDGE,     /* the shallow water's edge is not a straight line */
	REFRACTION_SETTLING,    /* the waves have not settled yet */
	REFRACTION_REASONS
};

/* Measures frame f while `on` and the pool has shallow water: the squares chosen anew when what is
 * measured changed, the heights there locked in at the sources' beat once a frame, and at the end
 * of each whole period the fronts' direction and wavelength in each, steady once two periods in a
 * row agree. */
void refraction_step(struct refraction *s, const struct graph_frame *f, int on);

/* The panel filling r: the reading (or why there is none), on the graphs' ground. */
void refraction_draw(const struct refraction *s, struct ripple_image *im, const struct plot_rect *r,
		     const struct plot_colors *c, int scale);

/* The two squares marked on the water (picture pixels), a line along the fronts across each. */
void refraction_mark(const struct refraction *s, struct ripple_image *im, const struct plot_colors *c);

/* The reading in words, a line to out: "refraction: incidence 30.1 degrees, refraction 14.2 (Snell
 * 14.5), ..." or why there is none. */
void refraction_report(const struct refraction *s, FILE *out);

/* Frees the squares' sums: nothing until a frame is measured again; safe to call twice. */
void refraction_free(struct refraction *s);

/* The wave vector of the strongest plane wave in an n x n lock-in (re, im: row after row, samples
 * `spacing` cells apart, each e^{i k.r} for a wave k), Hann-windowed: the peak of its spectrum,
 * climbed to from its strongest bin (a second wave however strong, short of the first, is passed
 * over). Returns 0 with k (radians a cell, x then y down), or -1 for no wave. */
int refraction_wave(const double *re, const double *im, int n, double spacing, double k[2]);

/* The scheme's wavenumber (4 neighbours) for a wave of `steps` steps a period in water of q = S^2,
 * running at angle theta: 1 - cos w = (q / 2)(2 - cos(k cos theta) - cos(k sin theta)); 0 when
 * no wave of that period can run there. */
double refraction_scheme_k(double steps, double q, double theta);

#endif
