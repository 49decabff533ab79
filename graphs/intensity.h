/* intensity.h - the intensity screen of a running demo: the mean intensity on a slit scenario's screen, its maxima and fringes, and the panel that shows them. */
#ifndef INTENSITY_H
#define INTENSITY_H

#include "graphs/frame.h"
#include "graphs/graph.h"
#include "graphs/plot.h"

#include <stdio.h>

#define INTENSITY_LINES 6 /* the most lines of text the panel writes at its foot */

/* The screen, held by the graphs' front, read and changed only by intensity.c; start from a zeroed one. */
struct intensity {
	struct graph_screen sc;  /* made for the scenario measured on (sc.ring NULL: none) */
	double *mean;            /* sc.n time-averaged intensities; NULL: no screen */
	struct graph_fringes fr;
	double axis;             /* the wavelength along the scenario's axis the fringes wait for, 0: none yet */
	int halves;              /* the water's half steps a frame, of the last frame measured */
	int mesh;                /* pixels a cell, of the last frame measured */
};

/* Measures frame f while `on`: the screen made anew for another scenario, layout or speed (a
 * scenario without slits: none), the frame's squares added once (a frame measured again adds
 * nothing), its maxima and fringes, their spacing measured once `axis` (the median wavelength
 * along the scenario's axis, 0: not trusted yet) is known. */
void intensity_step(struct intensity *s, const struct graph_frame *f, int on, double axis);

/* The panel filling r: the intensity down its first `rows` rows with its maxima, the fringes
 * measured, the theory's and the textbook's (or why there are none). */
void intensity_draw(const struct intensity *s, struct ripple_image *im, const struct plot_rect *r, int rows,
		    const struct plot_colors *c, int scale);

/* The screen's column marked on the water (picture pixels), every fourth pair of rows. */
void intensity_mark(const struct intensity *s, struct ripple_image *im, const struct plot_colors *c);

/* The reading in words, a line to out: "intensity: 9 maxima on the screen at x 293, ...". */
void intensity_report(const struct intensity *s, FILE *out);

/* Frees the screen: none until a frame is measured again; safe to call twice. */
void intensity_free(struct intensity *s);

#endif
