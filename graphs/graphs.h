/* graphs.h - the demo's graphs: the wave profile, the intensity screen and the directions of the maxima, measured each frame and drawn beside, below or over the water. */
#ifndef GRAPHS_H
#define GRAPHS_H

#include "graphs/plot.h"

#include <SDL.h>

#include <stdio.h>

struct graphs;
struct scene_heights;

/* The sheet the window shows and --save-frame saves while a graph is on: the water (the page) at
 * the top left, the profile's strip (a quarter of the water's height) below it or over its bottom
 * quarter, and the intensity screen's panel (a quarter of its width, at least 17 characters) to
 * its right. Where a window or a screen has no room for that (GRAPHS_*): over, the strip lies
 * over the water's bottom quarter whatever graphs_below says, the panel still beside; inset, the
 * sheet is the water alone and the graphs lie over its left half, in front of the barrier, leaving
 * the slits, the fringes and the screen's column in sight: the panel over its left side, row for
 * row with the water, the strip over the bottom quarter of that half, under the panel. Beside,
 * with the strip below (the default, though it be off), the panel's text has rows of its own below
 * the water's, as many as it takes at most, the sheet at least that much taller than the water
 * (the rest of them under the water the panel's ground); elsewhere it lies over the curve's foot.
 * The strip is the profile's, the clock's (the height at its point against time), or both side by
 * side, the profile's the left half. A rect of width 0 is not shown. */
enum { GRAPHS_BESIDE, GRAPHS_INSET, GRAPHS_OVER };

struct graphs_layout {
	int w, h;
	struct plot_rect strip, panel;
	int scale; /* the font's scale for the graphs' letters */
};

/* New graphs, all off, whose sheet a big page is copied into on `threads` cores (bands_for); NULL
 * when out of memory. Freed by graphs_free (safe on NULL). */
struct graphs *graphs_new(int threads);
void graphs_free(struct graphs *g);

/* The profile along the line from (x0, y0) to (x1, y1), picture pixels of a w x h picture. Returns
 * 0, or -1 with a one-line reason in err for an end outside the picture or a single point. */
int graphs_set_line(struct graphs *g, int w, int h, int x0, int y0, int x1, int y1, char *err, size_t errlen);
int graphs_has_line(const struct graphs *g);

/* The profile's line, x0, y0, x1, y1 into line: 1 when one is drawn, else 0 (line untouched). */
int graphs_line(const struct graphs *g, int line[4]);

/* The clock at (x, y), picture pixels of a w x h picture (clock.h: the height there once a frame,
 * its period, frequency and v = f lambda); the readings start again. Returns 0, or -1 with a
 * one-line reason in err for a point outside the picture. */
int graphs_set_clock(struct graphs *g, int w, int h, int x, int y, char *err, size_t errlen);

/* The clock taken away (clock.h): nothing measured at a point until it is placed again. */
void graphs_clear_clock(struct graphs *g);

/* The clock's point into at: 1 when it is placed, else 0 (at untouched; 0 for NULL). */
int graphs_clock(const struct graphs *g, int at[2]);

/* The profile's strip shown before its line is drawn (it asks for a drag), and taken away. */
void graphs_show_line(struct graphs *g);
void graphs_clear_line(struct graphs *g);

/* The intensity screen on or off, whether it is (0 for NULL), and the strip below the water (1) or
 * over it (0). */
void graphs_set_screen(struct graphs *g, int on);
int graphs_has_screen(const struct graphs *g);
void graphs_set_below(struct graphs *g, int below);

/* The directions of the maxima d sin(theta) = m lambda drawn over the water from the slits'
 * midpoint (a scenario with two slits or sources, once its wavelength is measured) on or off. */
void graphs_set_rays(struct graphs *g, int on);
int graphs_has_rays(const struct graphs *g);

/* A moving source's readings (doppler.h: the wavelengths ahead and behind, the bow wave's cone) on
 * or off: measured each frame, written over the water's top rows and reported. */
void graphs_set_moving(struct graphs *g, int on);

/* Whether the profile's strip goes below the water (1) rather than over its bottom quarter (0); 0
 * for NULL. */
int graphs_below(const struct graphs *g);

/* How the sheet is laid out (GRAPHS_*, graphs_layout), as the window shows it now: it says so
 * before it draws (safe on NULL); GRAPHS_BESIDE for NULL, and until a window says otherwise
 * (headless). */
void graphs_set_inset(struct graphs *g, int inset);
int graphs_inset(const struct graphs *g);

/* Whether any graph, the clock or the directions is on, so that frames are measured and a sheet drawn; 0 for
 * NULL. */
int graphs_on(const struct graphs *g);

/* Measures frame `frame` of the heights h (scene.h: the water, its mesh and its scenario), each
 * graph once: the heights along the line, its crests and wavelength; the wavelength along the
 * scenario's axis; the screen's squares of a slit scenario (once a frame: measured again, a frame
 * adds nothing), its maxima and fringes. h is NULL when the scene shown has no heights (the side
 * view): nothing measured. Safe on NULL. */
void graphs_step(struct graphs *g, const struct scene_heights *h, long frame);

/* The sheet's layout for a water of w x h pixels, `inset` (GRAPHS_*) beside it, the strip over it
 * or inset over it. */
void graphs_layout(const struct graphs *g, int w, int h, int inset, struct graphs_layout *l);

/* The sheet: the page (locked here) with the graphs drawn into it, in the page's format and depth
 * (the profile's line and the screen's column marked on the water), laid out as graphs_inset
 * says. Owned by g, remade when the page's size or format changes; NULL with SDL's
 * error. */
SDL_Surface *graphs_sheet(struct graphs *g, SDL_Surface *page);

/* The sheet with its graphs but without its water: the page's place at its top left left as the
 * last sheet had it, for a caller that puts the page where the sheet shows and marks it there
 * (graphs_mark), so that the water is copied once, not into the sheet first. */
SDL_Surface *graphs_sheet_around(struct graphs *g, SDL_Surface *page);

/* The profile's line, the screen's column and the directions of the maxima marked on water: the
 * page's pixels in format f, as the sheet's water has them (narrower when clipped on the right). */
void graphs_mark(const struct graphs *g, struct ripple_image *water, const SDL_PixelFormat *f);

/* The wavelength of the scenario's clean waves in cells, measured on its probe line (the median
 * of recent frames) while the intensity screen or the directions are on; 0 when not measured or
 * not trusted yet, and for NULL. */
double graphs_lambda(const struct graphs *g);

/* The measurements in words, a line for each graph on, to out (headless runs print them):
 * "graph: wavelength 8.5 cells, speed 0.71 cells/frame", "intensity: fringe spacing ..." and
 * "clock: period 12.00 frames ...". */
void graphs_report(const struct graphs *g, FILE *out);

#endif
