/* scenario.h - lessons laid out on a pool of any size: the built-in rock, slit, double slit and two sources, and lessons read from files, with periodic sources. */
#ifndef SCENARIO_H
#define SCENARIO_H

#include "ripple.h"
#include "scenes/lesson.h"

#include <stddef.h>

/* The built-in lessons (lessons/NAME.lesson), by the names --scenario takes: the four scenarios, then
 * the ready lessons beside them. The menus list each one, X steps through them all. */
enum {
	SCENARIO_NONE, SCENARIO_ROCK, SCENARIO_SLIT, SCENARIO_DOUBLE_SLIT, SCENARIO_TWO_SOURCES,
	SCENARIO_THREE_SLITS, SCENARIO_OUT_OF_PHASE, SCENARIO_LLOYDS_MIRROR, SCENARIO_NARROW_SLIT, SCENARIO_HARBOUR,
	SCENARIO_WALL_45, SCENARIO_CORNER, SCENARIO_WAVE_GUIDE, SCENARIO_GRATING, SCENARIO_DOPPLER, SCENARIO_SONIC_BOOM,
	SCENARIO_MIRROR, SCENARIO_PARABOLA, SCENARIO_REFRACTION, SCENARIO_LENS,
	SCENARIO_PRACTICAL, SCENARIO_COUNT
};

/* A lesson read from a file (struct scenario's lesson), beyond the built-in ones: not one of
 * scenario_names, nor on the menus' cycle. */
#define SCENARIO_LESSON SCENARIO_COUNT

/* The knobs a teacher turns: the slits' width, the distance between the slits' (or the two
 * sources') centres, and the intensity screen's distance L from the slits' column. */
enum { SCENARIO_WIDTH, SCENARIO_GAP, SCENARIO_DISTANCE, SCENARIO_KNOBS };

#define SCENARIO_PERIOD RIPPLE_LESSON_PERIOD /* frames per wave of the sources, by default: the lesson's 12 */
#define SCENARIO_MIN_PERIOD 2    /* the shortest period of the sources in frames (--period, the keys) */
#define SCENARIO_CURVE 256 /* a lens's focus_curve: its samples */
#define SCENARIO_MAX_PERIOD 1000 /* the longest: at the largest pool's scale (68) still within RIPPLE_MAX_PERIOD steps */
#define SCENARIO_MAX_SOURCES LESSON_MAX_SOURCES
#define SCENARIO_LESSON_ROWS RIPPLE_LESSON_ROWS /* the 320x240 lesson's rows: its lengths are for a pool this tall */
#define SCENARIO_MAX_KNOB RIPPLE_MAX_SIDE /* the largest knob, in cells of the lesson */

/* What a source of a lesson asks of its beat: its own period in frames, its phase in degrees, its
 * amplitude in the 320x240 lesson's units (0: the scenario's period, in phase, the lesson's height). */
struct scenario_beat {
	int period, phase, amplitude;
};

/* A scenario laid out on a pool of any size: a lesson (scenes/lesson.h; a built-in one,
 * lessons/NAME.lesson, or one read from a file), its sources and the geometry the tests measure. Its
 * lengths are the lesson's (the built-in ones: slits 6 wide and 60 apart, one slit 15 wide, the
 * screen 132 beyond them, a rock of radius 30) times the scale, or times the rows over 240 for a
 * pool of fewer rows; its positions are the lesson's in proportion to the pool; the fields below
 * are in the pool's cells. */
struct scenario {
	int which;                  /* SCENARIO_*, or SCENARIO_LESSON */
	const struct lesson *lesson; /* the lesson laid out: a built-in one's, or for SCENARIO_LESSON the
				      * caller's (set before scenario_apply, and outliving the scenario) */
	struct ripple_source source[SCENARIO_MAX_SOURCES];
	struct scenario_beat beat[SCENARIO_MAX_SOURCES]; /* what each source's object asked */
	int nsources;
	int barrier;                /* the slits' wall: its first column (0: none) */
	int behind;                 /* the first column of water behind it (0: none): the slits' waves
				     * spread out from their mouths, half a cell before it */
	int slit_width, slit_gap;   /* the slits' width, and the distance between their (or the two
				     * sources') centres */
	int slit_count;             /* how many slits (or sources in the column) the knobs turn: 1 a single
				     * slit, 2 a double slit, 3 and more a grating (0: none) */
	int screen;                 /* the intensity screen's column (0: none) */
	int slits;                  /* the column the slits' (or two sources') centres stand on, whence the
				     * screen's distance L is measured (0: none) */
	int probe[4];               /* x0, y0, x1, y1: a line along which the waves are clean and plane, for
				     * measuring their wavelength (all 0: none) */
	int clocked, clock[2];      /* the lesson's clock (`clock X Y`): placed (1, else 0) at x, y; it only
				     * reads the water (graphs/clock.h) */
	int focus[2];               /* the theory's focus (a dish's; a lens's bright stretch's middle), searched for within
				     * focus_box (x0, y0, x1, y1, inclusive): none while focus_box[2] is 0 */
	int focus_box[4];
	double focus_stretch[2];    /* a lens's: the theory's bright stretch along the axis
				     * (scenario_lens_focus), pool cells; 0, 0: none */
	double focus_curve[SCENARIO_CURVE]; /* a lens's: the theory's brightness along the axis, at
					     * SCENARIO_CURVE columns evenly from focus_box's x0 to
					     * x1, its peak 1; all 0: none */
	const char *focus_why;      /* a lens's (scenario_lens_focus): why the theory has no focus, in words
				     * (focus_box still set, beyond the lens); NULL: it has */
	int fronts;                 /* 1: a beam of plane waves meets a straight wall, and its fronts are
				     * read in two patches: front_in the incident beam's, front_out the
				     * reflected one's (centre x, y and half side, clear of the other beam) */
	int front_in[3], front_out[3];
	double normal[2];           /* the wall's unit normal, facing the incoming waves */
	double incidence;           /* the theory's angle of incidence, degrees from the normal */
	long settle;                /* the water's steps the waves take to cross the pool and come back:
				     * the focus and the fronts are read after it */
	double unit;                /* the pool's cells in a cell of the lesson (the scale, or rows over 240) */
	int period;                 /* frames shown a wave */
	unsigned serial;            /* changes whenever the scenario is laid out anew (its kind, period,
				     * knobs or pool changed), so that what measures it starts again */
	int scale;                  /* the lesson's scale: steps of the water a frame at normal speed, and
				     * the factor of its lengths in cells (1 at 320x240) */
	int angle;                  /* the angle of incidence asked for a beam on a wall, in degrees (0: the
				     * lesson's wall as it is): its wall turned about the point where the
				     * beam's middle meets it; or for plane waves meeting shallow water, the
				     * angle between their fronts and the edge facing them, the edge turned
				     * about its middle on the pool as laid out (scenario_misfit says when it
				     * does not fit) */
	int shallow;                /* the shallow water's S asked for, in hundredths (0: the lesson's
				     * own): every shallow object of the lesson runs at it */
	int knob[SCENARIO_KNOBS];   /* the knobs asked for, in cells of the 320x240 lesson (0: the
				     * lesson's own); kept from one layout to the next, laid out within
				     * what the pool holds (scenario_range) */
};

/* A lens of shallow water as laid out on a pool, in the pool's cells (a cell's centre at its index
 * plus 0.5): plane waves from the left meet the ellipse of centre cx, cy and half axes rx, ry; k1
 * and k2 the deep and the shallow water's wavenumbers (radians a cell, the scheme's at the period);
 * the open water from row top to row bottom (the aperture: the stop, walls or the absorbing layer
 * beyond); end the last column searched; unit the pool's cells in a lesson's. */
struct scenario_lens {
	double cx, cy, rx, ry, k1, k2, top, bottom, end, unit;
};

/* The theory's focus beyond the lens: each ray across the aperture refracted into and out of the
 * ellipse (Snell, k1 sin i = k2 sin r), its phase gathered on the way, its amplitude the share each
 * surface lets through (the waves reflected inside the lens left out). From where each leaves the
 * lens a Huygens wavelet (e^{ik1 r} / sqrt r, tilted by (1 + cos) / 2 from the ray, its strength the
 * ray's tube's). Along the axis (row cy), from LENS_NEAR lesson cells beyond the lens to `end`, the
 * column where their sum is strongest, and on either side of it where the sum's square falls to
 * LENS_LEVEL of the peak's (the focus's bright stretch, into stretch). Returns the stretch's middle
 * (pool cells, a cell's centre at its index plus 0.5), 0 (and stretch 0, 0) when the stretch runs
 * out of the search or there is no lens. */
double scenario_lens_focus(const struct scenario_lens *l, double stretch[2]);

/* The rays of the lens's theory (6 doubles each: where each leaves the lens x, y, its direction,
 * its phase, its wavelet's strength) into *ray (malloc'd; NULL with 0); returns how many. */
int scenario_lens_rays(const struct scenario_lens *l, double **ray);

/* The square of the sum of the n rays' wavelets at (x, cy). */
double scenario_lens_intensity(const struct scenario_lens *l, const double *ray, int n, double x);

/* The names --scenario takes, in SCENARIO_* order, NULL-terminated. */
extern const char *const scenario_names[];

/* Clears the water and the walls and lays out scenario `which` at `scale` (struct scenario): its
 * built-in lesson (lessons/NAME.lesson), or for SCENARIO_LESSON the lesson sc->lesson, in the
 * order of its objects, with sources of `period` frames (or their own), period x scale steps of
 * the water, their amplitude 2^gain times the lesson's (scenario_gain: a wave k times longer is
 * k^2 times flatter, and the integer step would lose it): its walls, its knobs (sc->knob, zeroed
 * by the caller at first, turning the lesson's first barrier, else its first column of sources,
 * and its screen), absorbing edges (or the lesson's boundary) with a layer scale times wider (the
 * rock's too: in a reflecting pool with nothing to take its waves out, its source piled them past
 * a short's end in 25000 frames at 1080 rows), and no damping (or the lesson's), so that the
 * patterns hold steady.
 * SCENARIO_NONE just clears (and gives the absorbing layer its width back). Returns RIPPLE_OK,
 * RIPPLE_EINVAL (bad scenario, SCENARIO_LESSON without a lesson, a period outside
 * SCENARIO_MIN_PERIOD..SCENARIO_MAX_PERIOD or over the core's longest in steps, a scale under 1, or
 * a pool under 64x48) or RIPPLE_ENOMEM (the scenario then laid out in part, its edges classic). */
int scenario_apply(struct scenario *sc, struct ripple *r, int which, int period, int scale);

/* The speed c of the scheme's plane waves of period `steps` steps along the grid on pool r (its
 * stencil's; undamped), in cells a step: a moving source's speed is the lesson's V times it. */
double scenario_wave_speed(const struct ripple *r, int steps);

/* The scenario's first moving source, or NULL. */
const struct ripple_source *scenario_moving(const struct scenario *sc);

/* The lesson's object a source of the scenario came from, its speed in hundredths of c and heading:
 * into *moving and *heading for sc->source[i]. */

/* The scenario's name: one of scenario_names, or the lesson's (its file's name). */
const char *scenario_name(const struct scenario *sc);

/* The lesson as it is laid out now, into out: the scenario's lesson with its period and the knobs
 * as laid out on pool r (the knobbed barrier's width and gap, the column's gap, the screen's
 * column, a mirror's wall or a shallow polygon's edge turned to the angle asked, the shallow
 * water's S asked), so that laying out out gives the same pool (a turned wall's or edge's ends
 * rounded to the lesson's cells). Returns 0, or -1 without a lesson. */
int scenario_lesson_now(const struct scenario *sc, const struct ripple *r, struct lesson *out);

/* Whether the scenario laid out has knob `knob` (a slit's width, the slits' or sources' distance,
 * a screen), and the range it can take on pool r, the other knobs as they are, in cells of the
 * lesson: lo..hi. Returns 0 without it (or when no value fits), lo and hi untouched. */
int scenario_range(const struct scenario *sc, const struct ripple *r, int knob, int *lo, int *hi);

/* A knob's value asked for, in cells of the lesson: the teacher's (sc->knob), or the lesson's own. */
int scenario_asked(const struct scenario *sc, int knob);

/* A knob's value as laid out, in cells of the lesson (0 when the scenario has no such knob). */
int scenario_knob(const struct scenario *sc, const struct ripple *r, int knob);

/* Knob `knob` in words, as laid out on pool r: its name ("slit width", "slits' distance d",
 * "sources' distance d", "screen distance L") into name, and its value in the pool's cells into
 * value ("7 cells", and when the lesson's cells differ, "28 cells, 7 of the lesson"). Returns 0,
 * both "", when the scenario has no such knob. */
int scenario_knob_words(const struct scenario *sc, const struct ripple *r, int knob, char *name, size_t nlen,
			char *value, size_t vlen);

/* Turns knob `knob` a notch (a cell of the lesson for the width, 6 for the distance between
 * the slits, 12 for the screen's) up (dir 1) or down (-1), stopping at its range, and lays the
 * walls, sources and screen out again, the water kept. Returns 1 when it changed, else 0. */
int scenario_turn(struct scenario *sc, struct ripple *r, int knob, int dir);

/* Another period for the scenario's sources, `period` frames (period x scale steps): their beat and
 * their amplitude (at the gain of their waves), the walls and the water kept. Returns RIPPLE_OK,
 * or RIPPLE_EINVAL (nothing changed) for a period outside SCENARIO_MIN_PERIOD..SCENARIO_MAX_PERIOD
 * or over the core's longest in steps, or a scenario never laid out (its scale 0). */
int scenario_period(struct scenario *sc, int period);

#define SCENARIO_MIN_GAIN 4 /* the scenarios' least gain: heights 16 times the 320x240 lesson's 60 and 120, so
			     * that the step's rounding, a unit either way, stays far under 1% of their waves'
			     * energy, in the rock's shadow too */

/* The gain of the scenario's heights: ripple_wave_gain of its period in steps, at least
 * SCENARIO_MIN_GAIN. Its sources' amplitudes are 2^gain times the 320x240 lesson's, and the views
 * show them over it. */
int scenario_gain(const struct scenario *sc);

/* The period the keys L (longer 1) and K (0) step to from `period` frames: the next on the ladder
 * 2, 3, 4, 5, 6, 7, 8, 10, 12, 15, 18, 22, 27, ... (each a quarter longer than the one below, at
 * least a frame, through the lesson's 12), within SCENARIO_MIN_PERIOD..SCENARIO_MAX_PERIOD. The
 * steps are each other's inverse: K after L, or L after K, comes back to a period on the ladder; a
 * period between two rungs (--period 20, or one a pool stopped short of a rung) steps to them. */
int scenario_next_period(int period, int longer);

#define SCENARIO_PROBE_WAVES 3 /* the longest waves a scenario shows clearly: its probe line holds 3 of them */

/* The longest period in frames whose waves the scenario's probe holds SCENARIO_PROBE_WAVES times
 * (the scheme's wavelength along a row, sin(pi / T) = sin(pi / lambda) / sqrt 2 for T steps, is
 * the probe's length over that), SCENARIO_MIN_PERIOD..SCENARIO_MAX_PERIOD; SCENARIO_MAX_PERIOD
 * without a probe. Longer waves stand between the source, the barrier or rock and the thin
 * absorbing edges, and no profile reads them: the keys stop there (--period may ask for more). */
int scenario_longest(const struct scenario *sc);

/* Whether the scenario's waves are longer than its pool shows clearly (its period over
 * scenario_longest, as --period may ask): 1, with a note saying so into why ("waves of 80 frames,
 * longer than this pool shows clearly (59 frames at most): no clear wave to read"), else 0 and why
 * untouched. */
int scenario_beyond(const struct scenario *sc, char *why, size_t len);

#define SCENARIO_ANGLE_NOTCH 5   /* degrees the angle turns a press */
#define SCENARIO_SHALLOW_NOTCH 5 /* hundredths the shallow water's S turns a press */

/* The angle of incidence as laid out on pool r, in whole degrees: the one asked (sc->angle), else
 * the lesson's own, of its mirror (a beam on a straight wall, as mirror.lesson) or of its shallow
 * water's edge facing plane waves (a line source and a convex shallow polygon, as
 * refraction.lesson: the angle between the fronts and the edge); 0 when it has neither. */
int scenario_angle(const struct scenario *sc, const struct ripple *r);

/* The angles (whole degrees) the mirror or the edge can stand at on pool r: the mirror's two
 * patches fit, or the refraction reading's two squares do (each two of its water's waves wide,
 * clear of the absorbing layer, the sources and the other water, as graphs/refraction.c chooses
 * them): lo..hi. Returns 0 when the lesson has neither or none fits. */
int scenario_angle_range(const struct scenario *sc, const struct ripple *r, int *lo, int *hi);

/* The angle turned SCENARIO_ANGLE_NOTCH degrees up (dir 1) or down (-1), on its multiples, as far
 * as fits on pool r, and the walls and shallow water laid out again, the water kept. Returns 1
 * when it changed, else 0 (at the end of its range, or nothing to turn). */
int scenario_turn_angle(struct scenario *sc, struct ripple *r, int dir);

/* The lesson's shallow water's S as laid out, in hundredths (sc->shallow, or its first shallow
 * object's own); 0 without shallow water. */
int scenario_shallow(const struct scenario *sc);

/* The S (hundredths) the shallow water can run at on pool r: LESSON_MIN_SHALLOW..100, waves of the
 * scenario's period running there on the grid (1 - cos(2 pi / T) <= S^2, T its period in steps),
 * and a refracting edge's squares fitting: lo..hi. Returns 0 when none, or no shallow water. */
int scenario_shallow_range(const struct scenario *sc, const struct ripple *r, int *lo, int *hi);

/* S turned SCENARIO_SHALLOW_NOTCH hundredths up (dir 1) or down (-1), on its multiples, as far as
 * fits; the shallow water laid out again, the water kept. Returns 1 when it changed, else 0. */
int scenario_turn_shallow(struct scenario *sc, struct ripple *r, int dir);

/* The refraction reading's squares (graphs/refraction.c), shared so that what the knobs allow is
 * what the reading finds room for. */
#define SCENARIO_SQUARE_SAMPLES 96  /* a square's side in samples, at most: about 4 deep waves of the lesson */
#define SCENARIO_SQUARE_WAVES 2.0   /* a square holds this many of its water's waves at least */
#define SCENARIO_SQUARE_CLEAR 6     /* cells of the 320x240 lesson a square keeps from a source */

/* Whether cell (x, y) of pool r is kept out of a square: within `band` cells of the pool's sides,
 * a wall, or within `clear` cells of a source of sc (NULL: none). */
int scenario_kept_out(const struct scenario *sc, const struct ripple *r, int x, int y, int band, int clear);

/* The largest square of the gw x gh grid's cells marked in `in` (row after row; 1: counted), by
 * the chessboard distance to a cell not marked (or the grid's side): its half side plus one, 0 for
 * none, its centre's index into *at. */
int scenario_square(const unsigned char *in, int gw, int gh, int *at);

/* The scheme's wavenumber (4 neighbours) for a wave of `steps` steps a period in water of q = S^2,
 * running at angle theta: 1 - cos w = (q / 2)(2 - cos(k cos theta) - cos(k sin theta)); 0 when
 * no wave of that period can run there. */
double scenario_scheme_k(double steps, double q, double theta);

/* Whether a square of `best` (scenario_square) on a grid `stride` cells apart holds
 * SCENARIO_SQUARE_WAVES waves of `steps` steps a period in water whose map value is `slow`
 * (ripple_shallow_slow; 0 the deep water), its side SCENARIO_SQUARE_SAMPLES samples at most. */
int scenario_square_fits(int best, int stride, double steps, int slow);

/* After scenario_apply with knobs given on the command line: 0 when each one the scenario has was
 * laid out as asked, else -1 with why it could not be, and the range that fits, in `why`. */
int scenario_misfit(const struct scenario *sc, const struct ripple *r, char *why, size_t len);

#endif
