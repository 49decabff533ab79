/* graph.h - the graphs' arithmetic: heights along a line, crests, wavelength, the intensity screen, fringes. */
#ifndef GRAPH_H
#define GRAPH_H

#include "ripple.h"
#include "scenes/scenario.h"

#define GRAPH_MAX_SAMPLES 8192 /* the most samples a profile takes (a line of 8191 cells) */
#define GRAPH_MAX_MARKS 256    /* the most crests or maxima found on one graph */
#define GRAPH_SMOOTH 4         /* the screen's maxima are found on its mean averaged over 2 x 4 + 1 cells */
#define GRAPH_WINDOW_PERIODS 5 /* the intensity screen averages the squares over this many periods */

/* The heights of r along the line from (x0, y0) to (x1, y1) (cells, inside the pool), one sample a
 * cell along it from the first end (the last sample at the whole number of cells that fits), each
 * interpolated bilinearly between the four cells around it. Returns the number of samples (at most
 * max, 1 for a line of less than a cell), or RIPPLE_EINVAL for an end outside the pool or max < 1. */
int graph_sample(const struct ripple *r, int x0, int y0, int x1, int y1, double *out, int max);

/* The crests of a profile of n samples: the local maxima above a quarter of the largest height
 * (and above 1), each placed between samples by the parabola through it and its neighbours.
 * Writes their places (in samples, ascending) into at; returns how many (at most max). */
int graph_crests(const double *v, int n, double *at, int max);

/* The wavelength read from n crests at `at` (ascending): the median distance between successive
 * crests, in samples; 0 when there are fewer than 2. */
double graph_wavelength(const double *at, int n);

/* The median of the last values measured, steadier than one frame's reading: a frame's profile
 * is a sine whose size swings as the waves go and come back, and a small one shows stray crests. */
#define GRAPH_RECENT 64
struct graph_recent {
	double v[GRAPH_RECENT];
	int n, next; /* values held (up to GRAPH_RECENT), and the slot the next goes into */
};

/* Adds v (a value of 0 or less is left out) and returns the median of the last `window` values
 * held (1..GRAPH_RECENT; fewer while fewer are held), 0 when none is. Start from a zeroed one. */
double graph_recent(struct graph_recent *m, double v, int window);

/* The intensity screen: the mean of the height squared on each of n cells of a column, over the
 * last `window` frames (a ring of each frame's squares and their running sums, exact integers). */
struct graph_screen {
	int x, y0, n;    /* the column x, rows y0 .. y0 + n - 1 */
	int window;      /* frames averaged */
	int filled;      /* frames in the ring so far, up to window */
	int next;        /* the ring's slot the next frame goes into */
	int *ring;       /* window x n squares */
	long long *sum;  /* n sums of the squares in the ring */
	double *smoothed; /* n: graph_fringes's smoothed intensity */
	struct graph_recent lambdas, spacings; /* the axis's wavelength and the fringe spacing over the
						* last frames (graph_fringes) */
};

/* Makes a screen on column x, rows y0 .. y0 + n - 1 (n >= 1), averaging `window` frames (1..100000).
 * Returns RIPPLE_OK, RIPPLE_EINVAL or RIPPLE_ENOMEM (s then holds no memory). */
int graph_screen_init(struct graph_screen *s, int x, int y0, int n, int window);

/* Frees the screen; safe on a zeroed or freed one. */
void graph_screen_free(struct graph_screen *s);

/* Adds the current heights of r on the screen's column (cells outside the pool count 0) as the
 * newest frame, the oldest leaving the window once it is full. */
void graph_screen_add(struct graph_screen *s, const struct ripple *r);

/* The time-averaged intensity into out[0 .. n-1]: the mean square over the frames in the window
 * (0 before the first). */
void graph_screen_mean(const struct graph_screen *s, double *out);

/* The maxima of a graph of n values above `share` of its largest (0..1): local maxima, each placed
 * by the parabola through it and its neighbours. Writes their places ascending; returns how many. */
int graph_maxima(const double *v, int n, double share, double *at, int max);

/* The fringe spacing near `centre`: half the distance between the two maxima either side of the
 * maximum nearest centre (or the distance to its only neighbour); 0 with fewer than 2 maxima. */
double graph_fringe(const double *at, int n, double centre);

/* A slit scenario's measurement (SCENARIO_SLIT or SCENARIO_DOUBLE_SLIT laid out on r): the screen
 * on the column as far from the right edge as the source is from the left (beyond the barrier, clear
 * of the absorbing layer), all rows, averaging GRAPH_WINDOW_PERIODS periods. Returns as
 * graph_screen_init, RIPPLE_EINVAL for a scenario without slits. */
int graph_screen_for(struct graph_screen *s, const struct scenario *sc, const struct ripple *r);

/* The wavelength of a slit scenario's plane waves, in cells: read from the crests along the axis
 * (the middle row) between the source and the barrier, where the waves are plane; 0 when fewer than
 * 2 crests show (the waves have not arrived yet). */
double graph_axis_wavelength(const struct scenario *sc, const struct ripple *r);

/* What the screen shows of a double slit: the textbook fringe spacing lambda L / d and the measured
 * one. lambda is the median of graph_axis_wavelength over the screen's last window of frames (one
 * reading a call), L runs from the barrier's middle to the screen, d between the slits' centres (0
 * for one slit: no textbook value). The measured spacing is the median over the same frames of
 * graph_fringe about the middle row, over the maxima above a tenth of the largest of `mean`
 * smoothed over 2 GRAPH_SMOOTH + 1 cells (the grid's few-cell wiggles taken away), maxima closer
 * than lambda made one (the fringes of a screen further from the slits than they are apart are
 * more than lambda apart). nmax is 0 when out of memory. */
struct graph_fringes {
	double lambda, l, d, textbook, measured;
	int nmax;                         /* maxima found */
	double at[GRAPH_MAX_MARKS];       /* their rows */
};
void graph_fringes(struct graph_screen *s, const struct scenario *sc, const struct ripple *r,
		   const double *mean, struct graph_fringes *f);

#endif
