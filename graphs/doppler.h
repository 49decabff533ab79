/* doppler.h - a moving source's readings: the wavelengths ahead of it and behind it beside lambda (1 -+ v/c), and faster than its waves the bow wave's half-angle beside asin(c / v). */
#ifndef DOPPLER_H
#define DOPPLER_H

#include "graphs/frame.h"
#include "graphs/plot.h"

#include <stddef.h>
#include <stdio.h>

#define DOPPLER_LINES 2 /* the lines of words the readings make */
#define DOPPLER_LEAST_CRESTS 4 /* the crests a wavelength is read over, at least (3 waves between) */

/* Heights of a pool, h[y * w + x], and the box of its water the readings keep to (the absorbing
 * layer left out): x0..x1, y0..y1, cells. */
struct doppler_field {
	const short *h;
	int w, rows;
	int x0, y0, x1, y1;
};

/* The upward zero crossings of the n samples v (a sample every `step` cells), those in waves at
 * least a tenth as tall as the tallest, placed by a straight line between samples, in cells from
 * the first sample: into at (max), returns how many. */
int doppler_crossings(const double *v, int n, double step, double *at, int max);

/* The wavelength along n samples v from the source outward (a sample every `step` cells): v less
 * its running mean over the wavelength `expect` cells (0: none; v is changed), then the median
 * distance between its crossings, the first (the source's near field) and the last (the first wave
 * sent, still rising) left out: the front's first waves, longer (on the grid the long waves run
 * ahead), do not pull it; 0 with fewer than DOPPLER_LEAST_CRESTS left. */
double doppler_wavelength(double *v, int n, double step, double expect);

/* The heights of field f along the ray from (x, y) toward (ux, uy) (a unit vector), a sample every
 * `step` cells from `skip` cells out, read between the cells (bilinear), while inside the water's
 * box: into v (max), returns how many. */
int doppler_ray(const struct doppler_field *f, double x, double y, double ux, double uy, double skip, double step,
		double *v, int max);

/* The wavelength the scheme (stencil 4 or 12) gives ahead of (ahead = 1) or behind a source of
 * period `steps` steps moving at v cells a step along the grid's x axis: the wave whose frequency
 * the source sees as its own, w(k) -+ k v = 2 pi / steps on the grid's own dispersion; 0 when the
 * grid holds no such wave (shorter than 2 cells). */
double doppler_grid(int stencil, double steps, double v, int ahead);

/* The bow wave's half-angle in degrees, measured on field f behind a source at (x, y) moving
 * toward (ux, uy): across the line of motion at each distance d behind it (from d0 to d1 cells, a
 * cell apart at the lesson's scale 1, k cells at scale k, whose waves are k times as long), the
 * outermost place each side where the water is at least a fortieth as high as the highest there
 * (sampled a quarter of that apart), and a straight line fitted through those places against d; 0
 * when fewer than 8 distances show both edges in the box. */
double doppler_cone(const struct doppler_field *f, double x, double y, double ux, double uy, double d0, double d1,
		    int scale);

/* The readings of frame f's moving source (the scenario's first), in words: "doppler: ahead ...
 * cells (theory ...), behind ... , v/c 0.50", or over the speed of the waves "cone: half-angle ...
 * degrees (asin(c/v) ...), v/c 1.50", or why they cannot be trusted yet; into lines, returns how
 * many (0: no moving source). */
int doppler_read(const struct graph_frame *f, char lines[DOPPLER_LINES][FONT_LINE]);

#endif
