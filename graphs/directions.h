/* directions.h - the directions of the maxima of a running demo: the wavelength along a scenario's axis, and the directions d sin(theta) = m lambda drawn from it over the water. */
#ifndef DIRECTIONS_H
#define DIRECTIONS_H

#include "graphs/frame.h"
#include "graphs/graph.h"
#include "graphs/plot.h"

/* The directions, held by the graphs' front, read and changed only by directions.c; start from a zeroed one. */
struct directions {
	double axis;              /* the scenario's wavelength on its probe line (median), 0: not trusted */
	struct graph_recent axes; /* its recent readings */
	int slits, gap;           /* the scenario's slits' column and their distance, in cells */
	int mesh;                 /* pixels a cell, of the last frame measured */
};

/* Measures frame f: when `wanted` (the directions or the intensity screen are shown), the
 * wavelength along the scenario's probe line joins the recent readings once a frame. Returns the
 * wavelength, the median of the recent readings (0: not trusted yet, or not measured). */
double directions_step(struct directions *d, const struct graph_frame *f, int wanted);

/* The wavelength directions_step returned last. */
double directions_lambda(const struct directions *d);

/* The directions d sin(theta) = m lambda from the slits' midpoint marked on the water to its edges
 * (picture pixels), once the wavelength is trusted. */
void directions_mark(const struct directions *d, struct ripple_image *im, const struct plot_colors *c);

/* Frees the readings' ring; safe to call twice. */
void directions_free(struct directions *d);

#endif
