/* clock.h - the clock at a point of a running demo: the height there once a frame, its period and frequency, and v = f lambda beside the scheme's speed. */
#ifndef CLOCK_H
#define CLOCK_H

#include "graphs/frame.h"
#include "graphs/graph.h"
#include "graphs/plot.h"

#include <stdio.h>

/* The clock, held by the graphs' front, read and changed only by clock.c; start from a zeroed one. */
struct clock {
	int set;                         /* placed, at (x, y) in picture pixels */
	int x, y;
	double ring[GRAPH_CLOCK_FRAMES]; /* the heights there, one a frame the water moved */
	int n, next;                     /* heights held (up to GRAPH_CLOCK_FRAMES), the slot the next goes in */
	double line[GRAPH_CLOCK_FRAMES], work[GRAPH_CLOCK_FRAMES]; /* the ring oldest first, graph_period's
								    * and clock_draw's scratch */
	long step;                       /* the water's step at the last height taken (-1: none) */
	struct graph_period period;      /* the last reading, and why there is none */
	int steps;                       /* the scenario's period in steps, 0 without one */
	int halves;                      /* the water's half steps a frame */
	int stencil, damping;            /* the water's, for the scheme's speed */
	double lambda;                   /* the profile's wavelength in cells (0: no profile or none yet) */
	int profile;                     /* a profile's line is drawn */
};

/* The clock at (x, y), picture pixels of a w x h picture; the readings start again. Returns 0, or
 * -1 with a one-line reason in err for a point outside the picture. */
int clock_set(struct clock *c, int w, int h, int x, int y, char *err, size_t errlen);

/* The clock taken away: nothing measured until it is placed again. */
void clock_clear(struct clock *c);

/* Measures frame f at the clock, when placed: the height there taken in once the water moved, the
 * period read; `profile` says whether a profile's line is drawn and lambda its wavelength (the
 * median of its readings, in cells; 0 while not trusted). */
void clock_step(struct clock *c, const struct graph_frame *f, int profile, double lambda);

/* The clock's point marked on the water (picture pixels): a cross, its arms a 60th of the
 * picture's height (4 pixels at least). */
void clock_mark(const struct clock *c, struct ripple_image *im, const struct plot_colors *colors);

/* The reading in words for the clock's strip, two lines (a '\n' between): "T = 12.00 frames
 * (source's 12), f = 2.08 Hz (25 fps)" and "v = f lambda = 0.701 cells/frame (scheme 0.699)" (or
 * that a profile's lambda is wanted, or not clear yet); `narrow`, three shorter ones: "T 12.00
 * frames, 2.08 Hz", "v = f lambda = 0.701" (or "Ctrl+L for lambda"), "scheme's v 0.699". Without
 * a period: where the clock is and why there is none yet (`narrow`, the why in a few words). */
void clock_words(const struct clock *c, int narrow, char *out, size_t len);

/* The clock's strip filling r: its words at the top, under them the height at the point against
 * time, the last three periods (36 frames before one is known) about their mean, oldest on the
 * left, each period's start (an upward crossing) marked (c->work holds them meanwhile). */
void clock_draw(struct clock *c, struct ripple_image *im, const struct plot_rect *r,
		const struct plot_colors *colors, int scale);

/* The reading in words, a line to out: "clock: period 12.00 frames (source's 12), frequency 2.08
 * Hz, speed f lambda 0.70 cells a frame (scheme 0.70) ..." or why there is none. */
void clock_report(const struct clock *c, FILE *out);

#endif
