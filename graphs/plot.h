/* plot.h - draws the graphs into an image of any depth: the wave profile's strip and the intensity screen's panel. */
#ifndef PLOT_H
#define PLOT_H

#include "files/font.h"
#include "ripple.h"

/* A rectangle of an image, in pixels from its top left. */
struct plot_rect {
	int x, y, w, h;
};

/* The pixel values (in the image's format, bpp bytes little-endian) the graphs are drawn in. */
struct plot_colors {
	unsigned int bg, axis, curve, mark, text;
};

/* A line of pixels from (x0, y0) to (x1, y1), both ends included (Bresenham), clipped to im. */
void plot_line(struct ripple_image *im, int x0, int y0, int x1, int y1, unsigned int v);

/* The line `t` pixels thick: its copies up to t - 1 pixels right and down (marks seen from the back of a
 * class). */
void plot_thick_line(struct ripple_image *im, int x0, int y0, int x1, int y1, unsigned int v, int t);

#define PLOT_CAPTION_LINES 12 /* the most lines a strip's caption is wrapped to */

/* The caption (paragraphs ending in '\n') wrapped for a strip of rect's size into lines
 * (PLOT_CAPTION_LINES at most), a pixel times the scale left of them: at font scale `scale` when
 * its lines take at most two thirds of the strip's height (a third left for the curve below
 * them), else at the largest smaller scale at which they do; at scale 1 the lines that fit there,
 * the last ending in "..." when some are left out. Returns the lines, their scale into *text. */
int plot_caption(const char *caption, const struct plot_rect *rect, int scale, char lines[][FONT_LINE], int *text);

/* The profile's strip filling rect: the caption at its top, wrapped as plot_caption does, so that
 * it stays inside the strip at any size, the curve below it; under it the zero line, the n values
 * (n >= 1) from left to right scaled so that the largest height reaches the strip's top or bottom,
 * and each of the nc crests (places in samples) marked by a tick above it. Clipped to im. */
void plot_profile(struct ripple_image *im, const struct plot_rect *rect, const double *v, int n, const double *crests,
		  int nc, const char *caption, const struct plot_colors *c, int scale);

/* rect filled with the graphs' ground (a sheet's rows below the water that no graph takes). */
void plot_ground(struct ripple_image *im, const struct plot_rect *rect, const struct plot_colors *c);

/* rect filled with the ground and the n lines of words from its top, each wrapped to its width,
 * the first in the marks' colour and half a line above the others when `title`; those that fit. */
void plot_words(struct ripple_image *im, const struct plot_rect *rect, char lines[][FONT_LINE], int n, int title,
		const struct plot_colors *c, int scale);

/* The intensity screen's panel filling rect: the n values (n >= 1, all >= 0) top to bottom over
 * the panel's first `rows` rows (those beside the water), growing to the right from the zero line
 * at its left, each of the nm maxima (places in values) marked by a line to the curve, and the
 * nlines lines of text at its bottom, on a ground of their own across the panel where they lie
 * over the curve's rows. Clipped to im. */
void plot_screen(struct ripple_image *im, const struct plot_rect *rect, int rows, const double *v, int n,
		 const double *maxima, int nm, char lines[][FONT_LINE], int nlines, const struct plot_colors *c,
		 int scale);

#endif
