/* graph.h - the graphs' arithmetic: heights along a line, crests, wavelength, the intensity screen, fringes. */
#ifndef GRAPH_H
#define GRAPH_H

#include "ripple.h"
#include "scenes/scenario.h"

#define GRAPH_MAX_SAMPLES 8192 /* the most samples a profile takes (a line of 8191 cells) */
#define GRAPH_MAX_MARKS 256    /* the most crests or maxima found on one graph */
#define GRAPH_SMOOTH 4         /* without a wavelength, the screen's mean is averaged over 2 x 4 + 1 cells */
#define GRAPH_WINDOW_PERIODS 10 /* the intensity screen and the readings' medians take this many periods */

/* The heights of r along the line from (x0, y0) to (x1, y1) (cells, inside the pool), one sample a
 * cell along it from the first end (the last sample at the whole number of cells that fits), each
 * interpolated bilinearly between the four cells around it. Returns the number of samples (at most
 * max, 1 for a line of less than a cell), or RIPPLE_EINVAL for an end outside the pool or max < 1. */
int graph_sample(const struct ripple *r, int x0, int y0, int x1, int y1, double *out, int max);

#define GRAPH_LEAST_SAMPLES 8  /* a shorter profile shows no clear wave */
#define GRAPH_COARSE 512       /* the scan for the strongest wave takes at most this many samples */
#define GRAPH_LEAST_WAVES 2    /* a clear wave shows two whole waves along the line at least */
#define GRAPH_FEWEST_WAVES 0.75 /* ...and one with fewer, down to this many, is said to be too long */
#define GRAPH_SHORTEST 2.5     /* and is 2.5 samples long at least: shorter ones, near the grid's
				* limit of 2, stand still (their group velocity is 0) and fit badly */
#define GRAPH_LEAST_HEIGHT 4   /* a wave of smaller amplitude (heights; the step rounds by 1) is none */
#define GRAPH_CLEAR 1.5        /* a clear wave's rms is this many times what the fit leaves */
#define GRAPH_AGREE 0.03       /* a figure is shown when most recent readings agree within 3% */
#define GRAPH_STEADY 0.03      /* the fringes are steady when a period's readings agree within 3% */
#define GRAPH_STEADY_FRAMES 8  /* ... and at least this many frames' */

/* Where the parabola through v[i-1], v[i], v[i+1] peaks, in samples (i where it does not bend
 * down). */
double graph_peak(const double *v, int i);

/* The wavelength of the wave along a profile of n samples, in samples, or 0 for no clear wave.
 * A least-squares fit of a sinusoid on a slow swell (a quadratic), a cos kx + b sin kx + c0 + c1 x
 * + c2 x^2, its k the one leaving the least residual within a bin (2 pi / n) of the strongest wave of a
 * scan of the line's spectrum, GRAPH_SHORTEST samples or longer. No clear wave when the line holds
 * fewer than GRAPH_LEAST_WAVES (two whole waves), when
 * the amplitude is under GRAPH_LEAST_HEIGHT, or when the wave's rms is under GRAPH_CLEAR times the
 * rms the fit leaves (waves of other lengths, a front arriving). Writes the crests (the highest
 * sample within a quarter wave of each fitted crest, when half the amplitude above the swell;
 * ascending, at most max) into crests and their number into *ncrests, also when the wave is not
 * clear (none when it is too small). */
double graph_wavelength(const double *v, int n, double *crests, int max, int *ncrests);

/* A wave read along a line, and when it cannot be, why. */
enum { GRAPH_WAVE_CLEAR, GRAPH_WAVE_FLAT, GRAPH_WAVE_PART, GRAPH_WAVE_FEW, GRAPH_WAVE_MIXED };
#define GRAPH_ENDS 5         /* a wave reaches the line when each fifth at its ends */
#define GRAPH_END_SHARE 0.05 /* swings a twentieth of the line's largest swing at least */
struct graph_wave {
	double lambda;    /* the wavelength in samples when clear, else 0 */
	double fitted;    /* the wavelength fitted, in samples, clear or not; 0 for none */
	double waves;     /* how many of them the line holds, (n - 1) / fitted */
	double amplitude; /* the fitted wave's amplitude in heights */
	int why;          /* GRAPH_WAVE_CLEAR; GRAPH_WAVE_FLAT, no wave of GRAPH_LEAST_HEIGHT; GRAPH_WAVE_PART,
			   * an end of the line nearly still (GRAPH_END_SHARE), a front on its way; GRAPH_WAVE_FEW,
			   * a clear wave of fewer than GRAPH_LEAST_WAVES on the line (fitted says how long);
			   * GRAPH_WAVE_MIXED, a wave that does not stand out of the rest (waves of other
			   * lengths or directions: not plane) */
};

/* The wave along the profile a of n samples, as graph_wavelength reads it, or along a and b
 * together (b NULL: a alone): b the heights a quarter of the beat later, one k fitted to both, so
 * that a reading is over every phase of the wave (the waves of other directions that cross it
 * average out). When there is no clear wave of GRAPH_LEAST_WAVES, one of GRAPH_FEWEST_WAVES or more
 * is looked for, to say how long a line it wants. Nothing is read while an end of the line is
 * still (GRAPH_WAVE_PART). */
void graph_wave(const double *a, const double *b, int n, struct graph_wave *out);

/* Why the line of n samples (cells) gives no wavelength, in words, into out: the scheme's waves
 * under GRAPH_SHORTEST (they stand still at the grid's limit), a line too short for
 * GRAPH_LEAST_WAVES of the scheme's wavelength `scheme` (0: none known) or of the wave fitted
 * ("the line holds 1.4 waves of about 262 cells: draw it at least 530 cells long"), still water
 * (`sources`: the waves have not reached it yet), or waves that are not plane; "" when w is clear
 * and the line long enough. */
void graph_why(const struct graph_wave *w, int n, double scheme, int sources, char *out, size_t len);

/* The wavelength in cells the undamped scheme gives a plane wave along x of period `steps` steps:
 * 4 neighbours, cos w = 1 - (1 - cos k) / 2; 12, 2 cos w = (6 cos k + 2 cos 2k + 4) / 6; w = 2 pi /
 * steps, lambda = 2 pi / k. 0 with damping, another stencil or a period under 4 steps. */
double graph_scheme_wavelength(int stencil, int damping, double steps);

/* The clock: the height at a point, once a frame, and its period read off the upward zero crossings
 * of the last GRAPH_CLOCK_PERIODS whole periods or more: those periods agreeing within
 * GRAPH_CLOCK_AGREE, and the older ones that agree with them too, back to twice as many, the
 * crossings' times fitted by a straight line whose slope is the period. The heights less their slow swell (their mean over
 * a period about each frame, the period first taken roughly off the crossings about their mean),
 * each crossing placed between its two frames by a straight line, a swing counted only once it has
 * gone GRAPH_CLOCK_SWING of the recent amplitude below the zero and back up through it (the integer
 * step's rounding makes no crossing). */
#define GRAPH_CLOCK_FRAMES 4096 /* the frames the clock holds: ten periods of 400 frames */
#define GRAPH_CLOCK_PERIODS 10  /* the period is read over the last ten whole periods */
#define GRAPH_CLOCK_AGREE 0.05  /* ...each of them within 5% of their mean (waves of one period) */
#define GRAPH_CLOCK_MOST 20     /* and the older ones agreeing too, up to this many periods in all */
#define GRAPH_CLOCK_SWING 0.25  /* a swing counts from a quarter of the amplitude below the zero */
enum { GRAPH_PERIOD_READ, GRAPH_PERIOD_STILL, GRAPH_PERIOD_FEW, GRAPH_PERIOD_IRREGULAR };
struct graph_period {
	double period;    /* frames a period, when read; else 0 */
	double amplitude; /* the largest swing off the swell over the recent periods, in heights */
	int periods;      /* whole periods seen (upward crossings less one) */
	int why;          /* GRAPH_PERIOD_READ; GRAPH_PERIOD_STILL, swings under GRAPH_LEAST_HEIGHT (the
			   * waves have not come); GRAPH_PERIOD_FEW, fewer than GRAPH_CLOCK_PERIODS whole
			   * periods seen; GRAPH_PERIOD_IRREGULAR, the last ones disagree by more than
			   * GRAPH_CLOCK_AGREE (waves of more than one period, or changing) */
};

/* The period of the heights v[0 .. n-1], one a frame (oldest first; the last GRAPH_CLOCK_FRAMES of
 * them when more), as above, into out; work holds n values (left as the heights less their swell). */
void graph_period(const double *v, int n, double *work, struct graph_period *out);

/* Why p gives no period, in words, into out ("" when it is read): "still water: no waves have
 * reached the clock yet", "counting periods, 4 of 10", "the periods disagree: ...". */
void graph_period_why(const struct graph_period *p, char *out, size_t len);

/* The phase speed in cells a step of the undamped scheme's plane waves along x of period `steps`
 * steps: graph_scheme_wavelength / steps (the long waves' 1/sqrt 2 for 4 neighbours, less for
 * shorter ones); 0 where that gives none. */
double graph_scheme_speed(int stencil, int damping, double steps);

/* The median of the last values measured, steadier than one frame's reading: a frame's profile
 * is a sine whose size swings as the waves go and come back. A value of 0 or less is a frame
 * without a reading. The ring holds every value of the longest window asked, so that a median is
 * over all of its window's values. */
#define GRAPH_RECENT 128        /* the ring's slots at first: ten periods of the default 12 frames */
#define GRAPH_MAX_WINDOW 100000 /* the longest window of frames, a screen's or the readings' */
struct graph_recent {
	double *v;   /* the ring, then as many slots again to sort the window in (NULL: none yet) */
	int size;    /* the ring's slots: GRAPH_RECENT, or the longest window asked when longer */
	int n, next; /* values held (up to size), and the slot the next goes into */
};

/* Adds v and returns the median of the readings among the last `window` values (1..GRAPH_MAX_WINDOW,
 * all of them: the ring grows to hold them), or 0 unless `window` values are held and more than half
 * of them are readings within GRAPH_AGREE of that median (after a change, the waves left from before
 * and the new ones do not mix into a figure), or when memory fails (v then not added). Start from a
 * zeroed one; free it with graph_recent_free. */
double graph_recent(struct graph_recent *m, double v, int window);

/* Whether the last `window` values (1 or more) are all readings, within `share` of their median;
 * 0 while fewer are held. */
int graph_recent_steady(const struct graph_recent *m, int window, double share);

/* Frees the ring and forgets its values: m is then as zeroed, to start again. Safe to call twice. */
void graph_recent_free(struct graph_recent *m);

/* The frames GRAPH_WINDOW_PERIODS periods of `steps` steps of the water take when it takes `halves`
 * half steps a frame (2 x its scale x its speed: 1 at half speed at scale 1; less than 1 counts 1):
 * the fewest whole periods from GRAPH_WINDOW_PERIODS up that fill whole frames, so that the frames
 * sample every phase of the wave alike (a period of 7 steps at 4 steps a frame: 8 periods, 14
 * frames). */
int graph_window(int steps, int halves);

/* The intensity screen: the mean of the height squared on each of n cells of a column, over the
 * last `window` frames (a ring of each frame's squares and their running sums, exact integers). */
struct graph_screen {
	int x, y0, n;    /* the column x, rows y0 .. y0 + n - 1 */
	int window;      /* frames averaged */
	int period;      /* frames a period of the waves (rounded up): graph_fringes's steady check's */
	int filled;      /* frames in the ring so far, up to window */
	int next;        /* the ring's slot the next frame goes into */
	int *ring;       /* window x n squares */
	long long *sum;  /* n sums of the squares in the ring */
	double *smoothed; /* n: graph_fringes's smoothed intensity */
	struct graph_recent spacings; /* the fringe spacing over the last frames (graph_fringes) */
};

/* Makes a screen on column x, rows y0 .. y0 + n - 1 (n >= 1), averaging `window` frames (1..GRAPH_MAX_WINDOW),
 * a period taken as window / GRAPH_WINDOW_PERIODS frames. Returns RIPPLE_OK, RIPPLE_EINVAL or
 * RIPPLE_ENOMEM (s then holds no memory). */
int graph_screen_init(struct graph_screen *s, int x, int y0, int n, int window);

/* Frees the screen and its spacings' readings; safe on a zeroed or freed one. */
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

/* A scenario's screen (sc->screen, 0: none) for the water taking `halves` half steps a frame: its
 * column, all rows, averaging graph_window of its period in steps (sc->period x sc->scale) frames,
 * measured once a frame. Returns as graph_screen_init, RIPPLE_EINVAL for a scenario without a
 * screen. */
int graph_screen_at(struct graph_screen *s, const struct scenario *sc, const struct ripple *r, int halves);

/* The wavelength of a scenario's clean waves this frame, in cells, read by graph_wavelength along
 * its probe line (sc->probe); 0 for no clear wave or no probe. */
double graph_axis_wavelength(const struct scenario *sc, const struct ripple *r);

/* The fringe spacing on a screen l cells from two points d apart beating in phase, for the scheme's
 * waves whose wavelength along the grid's axes is lambda (the stencil's, 4 or 12): y, where the
 * wave from one point is a whole wave ahead of the other's, the phase of each k(theta) r, with
 * k(theta) the scheme's wavenumber toward the point's direction at lambda's frequency. Waves
 * across the grid run a little faster than along it (0.5% at 20 degrees for 8.4-cell waves), and
 * over the 16 waves from the slits to the 320x240 lesson's screen that widens its fringes by 10%
 * over the textbook's; at 1080 rows (42-cell waves), by 1%. 0 without lambda, l or d, for lambda
 * under 4 cells, or when no such point lies within l + d of the middle. */
double graph_grid_fringe(int stencil, double lambda, double l, double d);

/* A grating's first order on a screen l cells from `count` points d apart (count >= 2) beating in
 * phase, on the grid as graph_grid_fringe: y of the first maximum off the middle row at least
 * GRAPH_PRINCIPAL of the middle's intensity (each point's wave 1 / sqrt(r) high), the faint maxima
 * between the orders passed over. Near the slits (a screen closer than about (count d)^2 / lambda)
 * the orders lie off the far field's d sin(theta) = lambda; this places them where they are. 0 as
 * graph_grid_fringe, or when no such maximum lies within l + d. */
double graph_grid_grating(int stencil, double lambda, double l, double d, int count);

/* What the screen shows of one slit (sc->slit_count 1), of a grating (3 and more: its principal
 * maxima, those over GRAPH_PRINCIPAL of the largest, their spacing the first orders' distance from
 * the axis beside graph_grid_grating's and d sin(theta) = lambda's), or of two slits (or sources)
 * d = sc->slit_gap apart, L = the screen's column
 * less sc->slits: the theory's fringe spacing on this grid (graph_grid_fringe, its distance from
 * the slits' mouths at the barrier's far side, sc->behind, whence their waves spread), the textbook's
 * lambda sqrt(L^2 + d^2 / 4) / d (the exact path difference's slope at the middle, for waves alike
 * in every direction; 0 without lambda or d), both for the scheme's wavelength of the period
 * (`scheme`, graph_scheme_wavelength; when 0, damped water, for the measured lambda), and the
 * measured spacing. lambda is the caller's, the median of graph_axis_wavelength over recent frames
 * (0: not trusted yet): the measured spacing waits for it, and smooths over half of it. The
 * measured spacing is the median over the screen's window of graph_fringe about the middle row,
 * over the maxima above a tenth of the largest of `mean` smoothed over half a wavelength,
 * maxima closer than lambda made one; a frame gives no reading before the window is full or
 * without lambda. One slit's reading is its first minima's distance from the axis (half the distance
 * between the minima either side of the middle maximum) beside the grid's theory (its edges' waves a
 * wave apart) and sin(theta) = lambda / a. steady: the last period's readings (s->period frames, at least
 * GRAPH_STEADY_FRAMES) all agree within GRAPH_STEADY; until then the spacing is settling, not shown. */
enum { GRAPH_TRUSTED, GRAPH_ONE_SLIT, GRAPH_SHORT_WAVES, GRAPH_NO_SIDE_FRINGES, GRAPH_AT_THE_EDGES, GRAPH_FAR_OFF_AXIS,
       GRAPH_NARROW_SLIT, GRAPH_NEAR_FIELD };
#define GRAPH_PRINCIPAL 0.6      /* a grating's principal maxima: at least this share of the largest */
#define GRAPH_SHORTEST_FRINGES 5 /* shorter waves' fringes: the grid bends them 10% and more off the theory's */
#define GRAPH_WIDEST 0.3         /* side fringes farther off the axis than 0.3 L (17 degrees) read 4-6% close */
struct graph_fringes {
	double waves;                     /* the wavelength of the theories: the scheme's, or the measured */
	double lambda, l, d, theory, textbook, measured;
	double a;                         /* the slit's width (one slit) */
	double far;                       /* the screen's distance from where the waves spread */
	int count;                        /* the scenario's slit_count: 1 one slit, 3 and more a grating */
	int stencil;
	int steady;
	int distrust;                     /* GRAPH_TRUSTED, or why the spacing cannot be: one slit (no
					   * fringes to space), waves under GRAPH_SHORTEST_FRINGES cells, no
					   * side fringes on the screen (waves as long as d), the first side
					   * fringes within half a wave of an absorbing band, or farther from
					   * the axis than GRAPH_WIDEST times the screen's distance */
	int nmax;                         /* maxima found */
	double at[GRAPH_MAX_MARKS];       /* their rows */
};
void graph_fringes(struct graph_screen *s, const struct scenario *sc, const struct ripple *r, double scheme,
		   double lambda, const double *mean, struct graph_fringes *f);

/* The directions of the maxima d sin(theta) = m lambda, m = 0, +-1, ...: writes sin(theta) of each
 * (|m lambda / d| < 1, m ascending) into out (at most max); returns how many, 0 without lambda or d. */
int graph_orders(double lambda, double d, double *out, int max);

#endif
