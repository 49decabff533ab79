/* scenario.c - lays out the pools that show what the article could not: reflection, diffraction, interference, at any size. */
#include "scenes/scenario.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

const char *const scenario_names[] = { "none", "rock", "slit", "double-slit", "two-sources", NULL };

#define PI 3.14159265358979323846

/* The 320x240 lesson's lengths, in its cells; a pool of scale k has them k times. */
#define LESSON_SLIT 6       /* a slit of the double slit: under a wavelength wide */
#define LESSON_WIDE_SLIT 15 /* the single slit: two wavelengths, so that it diffracts in a fan */
#define LESSON_GAP 60       /* between the slits' (or the sources') centres */
#define LESSON_DISTANCE 132 /* from the slits' column to the screen: the pool's right side */
#define LESSON_NEAREST 12   /* the screen's nearest, and its notch */
#define LESSON_ROCK 30      /* the rock's radius */
#define WALL 3              /* the barrier's thickness */
#define RIM 2               /* from the absorbing layer to the line source */
#define CLEAR 4             /* from a source or a wall to the probe's ends */
#define POINT 2             /* a point source's radius */
#define LINE_AMPLITUDE 60   /* the line source's, at scale 1 */
#define POINT_AMPLITUDE 120 /* a point source's, at scale 1 */

#define GAP_NOTCH 6         /* the slits' (sources') distance turned at a time: a slit's width */

/* A knob's notch, in cells of the lesson (scenario_turn): a cell of the width, GAP_NOTCH of the
 * distance apart, the screen's nearest distance. */
static const int notch[SCENARIO_KNOBS] = { 1, GAP_NOTCH, LESSON_NEAREST };

/* Cells of the pool for n cells of the lesson: n times the scale, or for a pool under the
 * lesson's rows (a mesh's) n times its rows over 240, as the lesson was laid out before scales. */
static int cells(const struct scenario *sc, const struct ripple *r, int n)
{
	return sc->scale > 1 || r->h >= SCENARIO_LESSON_ROWS ? n * sc->scale : n * r->h / SCENARIO_LESSON_ROWS;
}

/* Whether the scenario laid out has the knob. */
static int has(const struct scenario *sc, int knob)
{
	const int slits = sc->which == SCENARIO_SLIT || sc->which == SCENARIO_DOUBLE_SLIT;

	if (knob == SCENARIO_WIDTH)
		return slits;
	if (knob == SCENARIO_GAP)
		return sc->which == SCENARIO_DOUBLE_SLIT || sc->which == SCENARIO_TWO_SOURCES;
	return slits || sc->which == SCENARIO_TWO_SOURCES;
}

int scenario_asked(const struct scenario *sc, int knob)
{
	const int own[SCENARIO_KNOBS] = { sc->which == SCENARIO_SLIT ? LESSON_WIDE_SLIT : LESSON_SLIT, LESSON_GAP,
					  LESSON_DISTANCE };

	return sc->knob[knob] ? sc->knob[knob] : own[knob];
}

/* The column the barrier starts on (the sources' for two sources), in the pool's middle. */
static int middle(const struct ripple *r)
{
	return r->w / 2;
}

/* The column the slits' or the sources' centres stand on, whence the screen's distance runs. */
static int centres(const struct scenario *sc, const struct ripple *r)
{
	return sc->which == SCENARIO_TWO_SOURCES ? middle(r) : middle(r) + WALL * sc->scale / 2;
}

/* The water's last column before the right absorbing layer and its rim. */
static int water_end(const struct scenario *sc, const struct ripple *r)
{
	return r->w - 1 - ripple_sponge_width(r) - RIM * sc->scale;
}

/* Whether knobs v (cells of the lesson) fit the pool: the openings (the sources' discs) apart and
 * clear of the top and bottom absorbing layers; the screen beyond them and before the right one. */
static int fits(const struct scenario *sc, const struct ripple *r, const int v[SCENARIO_KNOBS], int knob)
{
	const int two = sc->which == SCENARIO_TWO_SOURCES, layer = ripple_sponge_width(r);
	const int width = two ? 2 * POINT * sc->scale + 1 : cells(sc, r, v[SCENARIO_WIDTH]);
	const int gap = has(sc, SCENARIO_GAP) ? cells(sc, r, v[SCENARIO_GAP]) : 0;
	const int top = r->h / 2 - gap / 2 - width / 2, distance = cells(sc, r, v[SCENARIO_DISTANCE]);

	if (knob == SCENARIO_DISTANCE)
		return distance >= cells(sc, r, LESSON_NEAREST) && centres(sc, r) + distance <= water_end(sc, r);
	return width >= 1 && (!has(sc, SCENARIO_GAP) || gap > width) && top >= layer && top + gap + width <= r->h - layer;
}

/* The range of the knob in cells of the lesson, the others at v. Returns 0 when none fits. */
static int range(const struct scenario *sc, const struct ripple *r, int v[SCENARIO_KNOBS], int knob, int *lo,
		 int *hi)
{
	const int keep = v[knob];
	int first = 0, last = 0;

	for (v[knob] = 1; v[knob] <= SCENARIO_MAX_KNOB; v[knob]++)
		if (fits(sc, r, v, knob)) {
			first = first ? first : v[knob];
			last = v[knob];
		}
	v[knob] = keep;
	if (!first)
		return 0;
	*lo = first;
	*hi = last;
	return 1;
}

/* The knobs as they are laid out, in cells of the lesson: those asked for within their ranges
 * (the gap first, for the width asked, then the width and the gap again, as each bounds the
 * other: the one asked beyond the pool is the one that gives way). */
static void laid(const struct scenario *sc, const struct ripple *r, int v[SCENARIO_KNOBS])
{
	static const int order[] = { SCENARIO_GAP, SCENARIO_WIDTH, SCENARIO_GAP, SCENARIO_DISTANCE };
	int lo, hi;

	for (int i = 0; i < SCENARIO_KNOBS; i++)
		v[i] = scenario_asked(sc, i);
	for (int i = 0; i < (int)(sizeof order / sizeof *order); i++)
		if (has(sc, order[i]) && range(sc, r, v, order[i], &lo, &hi))
			v[order[i]] = v[order[i]] < lo ? lo : v[order[i]] > hi ? hi : v[order[i]];
}

int scenario_gain(const struct scenario *sc)
{
	const int g = ripple_wave_gain(sc->period * sc->scale);

	return g > SCENARIO_MIN_GAIN ? g : SCENARIO_MIN_GAIN;
}

/* A source's amplitude for the scenario's waves: the lesson's times the gain of their period in
 * steps (ripple_wave_gain: at the default period, the lesson's gain). */
static int amplitude(const struct scenario *sc, int lesson)
{
	return lesson << scenario_gain(sc);
}

/* Source s's beat at the scenario's period (period x scale steps) and its amplitude at the gain of
 * those waves; a line source adds its beat once the waves have a gain. */
static void beat(const struct scenario *sc, struct ripple_source *s)
{
	s->period = sc->period * sc->scale;
	s->amplitude = amplitude(sc, s->line ? LINE_AMPLITUDE : POINT_AMPLITUDE);
	s->adds = s->line && scenario_gain(sc) > 0;
}

/* A point source at cell (x, y), a disc POINT lesson cells in radius, beating as the scenario's. */
static struct ripple_source point_source(const struct scenario *sc, int x, int y)
{
	struct ripple_source s = { 0, x, y, 0, 0, POINT * sc->scale, 0, 0, 0 };

	beat(sc, &s);
	return s;
}

/* The walls of a disc of radius rad around (cx, cy), the part inside the pool. */
static int lay_disc(struct ripple *r, int cx, int cy, int rad)
{
	for (int y = cy - rad; y <= cy + rad; y++)
		for (int x = cx - rad; x <= cx + rad; x++)
			if ((x - cx) * (x - cx) + (y - cy) * (y - cy) <= rad * rad && x >= 0 && y >= 0 && x < r->w &&
			    y < r->h && ripple_set_wall(r, x, y, 1))
				return RIPPLE_ENOMEM;
	return RIPPLE_OK;
}

/* The probe along row y from x0 to x1, when there is room for it. */
static void set_probe(struct scenario *sc, int x0, int x1, int y)
{
	if (x1 <= x0)
		return;
	sc->probe[0] = x0;
	sc->probe[1] = sc->probe[3] = y;
	sc->probe[2] = x1;
}

/* A rock: a round wall right of the middle, and a point source beating on it from the left. */
static int lay_rock(struct scenario *sc, struct ripple *r)
{
	const int k = sc->scale, cx = r->w * 3 / 5, cy = r->h / 2, rad = cells(sc, r, LESSON_ROCK);
	const struct ripple_source s = point_source(sc, r->w / 4, cy);

	sc->source[sc->nsources++] = s;
	set_probe(sc, s.x + (POINT + CLEAR) * k, cx - rad - CLEAR * k, cy);
	return lay_disc(r, cx, cy, rad);
}

/* Whether row y is open in a barrier of slits `width` wide, their centres `gap` apart (0: one). */
static int open_row(int y, int first, int width, int gap)
{
	const int top = first - width / 2;

	return (y >= top && y < top + width) || (gap && y >= top + gap && y < top + gap + width);
}

/* A barrier across the pool at its middle with one slit or two, and a line source making plane
 * waves near the left edge; the probe along the middle row between them. */
static int lay_slits(struct scenario *sc, struct ripple *r)
{
	const int k = sc->scale, x0 = middle(r), margin = ripple_sponge_width(r) + RIM * k;
	const int first = r->h / 2 - sc->slit_gap / 2;
	struct ripple_source s = { 1, margin, 0, margin, r->h - 1, 0, 0, 0, 0 };

	beat(sc, &s);
	sc->barrier = x0;
	sc->behind = x0 + WALL * k;
	for (int y = 0; y < r->h; y++)
		for (int x = x0; x < x0 + WALL * k && x < r->w && !open_row(y, first, sc->slit_width, sc->slit_gap); x++)
			if (ripple_set_wall(r, x, y, 1))
				return RIPPLE_ENOMEM;
	sc->source[sc->nsources++] = s;
	set_probe(sc, margin + CLEAR * k, x0 - CLEAR * k, r->h / 2);
	return RIPPLE_OK;
}

/* Two point sources in phase on the middle column, no barrier; the probe up that column from the
 * upper source to the top absorbing layer, where both waves travel the same way (along the middle
 * row beyond them, the lines from the two sources part, and the waves read several per cent long). */
static void lay_sources(struct scenario *sc, struct ripple *r)
{
	const int k = sc->scale, x0 = middle(r), first = r->h / 2 - sc->slit_gap / 2;

	sc->source[0] = point_source(sc, x0, first);
	sc->source[1] = point_source(sc, x0, first + sc->slit_gap);
	sc->nsources = 2;
	if (first - (POINT + CLEAR) * k > ripple_sponge_width(r) + CLEAR * k) {
		sc->probe[0] = sc->probe[2] = x0;
		sc->probe[1] = ripple_sponge_width(r) + CLEAR * k;
		sc->probe[3] = first - (POINT + CLEAR) * k;
	}
}

/* The walls, sources, screen and probe for the knobs as they fit, the water left as it is. */
static int lay_out(struct scenario *sc, struct ripple *r)
{
	int v[SCENARIO_KNOBS], lo, hi;

	sc->serial++;
	sc->nsources = sc->barrier = sc->behind = sc->slit_width = sc->slit_gap = sc->screen = sc->slits = 0;
	sc->probe[0] = sc->probe[1] = sc->probe[2] = sc->probe[3] = 0;
	ripple_clear_walls(r);
	if (sc->which == SCENARIO_ROCK)
		return lay_rock(sc, r);
	laid(sc, r, v);
	sc->slit_width = has(sc, SCENARIO_WIDTH) ? cells(sc, r, v[SCENARIO_WIDTH]) : 0;
	sc->slit_gap = has(sc, SCENARIO_GAP) ? cells(sc, r, v[SCENARIO_GAP]) : 0;
	sc->slits = centres(sc, r);
	if (range(sc, r, v, SCENARIO_DISTANCE, &lo, &hi))
		sc->screen = sc->slits + cells(sc, r, v[SCENARIO_DISTANCE]);
	if (sc->which == SCENARIO_TWO_SOURCES) {
		lay_sources(sc, r);
		return RIPPLE_OK;
	}
	return lay_slits(sc, r);
}

/* Whether sources of `period` frames at `scale` steps a frame can be: SCENARIO_MIN_PERIOD ..
 * SCENARIO_MAX_PERIOD frames, within the core's longest period in steps, a scale of 1 or more. */
static int period_ok(int period, int scale)
{
	return scale >= 1 && period >= SCENARIO_MIN_PERIOD && period <= SCENARIO_MAX_PERIOD &&
	       period <= RIPPLE_MAX_PERIOD / scale;
}

int scenario_apply(struct scenario *sc, struct ripple *r, int which, int period, int scale)
{
	int e;

	if (which < SCENARIO_NONE || which >= SCENARIO_COUNT || !period_ok(period, scale) ||
	    (which != SCENARIO_NONE && (r->w < 64 || r->h < 48)))
		return RIPPLE_EINVAL;
	sc->which = which;
	sc->period = period;
	sc->scale = scale;
	ripple_clear(r);
	if (which == SCENARIO_NONE) {
		sc->nsources = 0;
		sc->serial++;
		ripple_clear_walls(r);
		return ripple_set_sponge(r, RIPPLE_SPONGE);
	}
	ripple_set_damping(r, 0);
	e = ripple_set_edge(r, RIPPLE_EDGE_CLASSIC); /* no absorbing layer made twice below */
	if (!e)
		e = ripple_set_sponge(r, RIPPLE_SPONGE * scale);
	if (!e)
		e = lay_out(sc, r);
	return e ? e : ripple_set_edge(r, RIPPLE_EDGE_ABSORB);
}

int scenario_range(const struct scenario *sc, const struct ripple *r, int knob, int *lo, int *hi)
{
	int v[SCENARIO_KNOBS];

	if (knob < 0 || knob >= SCENARIO_KNOBS || !has(sc, knob))
		return 0;
	laid(sc, r, v);
	return range(sc, r, v, knob, lo, hi);
}

int scenario_knob(const struct scenario *sc, const struct ripple *r, int knob)
{
	int v[SCENARIO_KNOBS];

	if (knob < 0 || knob >= SCENARIO_KNOBS || !has(sc, knob))
		return 0;
	laid(sc, r, v);
	return v[knob];
}

/* A knob's value in the pool's cells as laid out (0: none laid out). */
static int laid_cells(const struct scenario *sc, int knob)
{
	if (knob == SCENARIO_WIDTH)
		return sc->slit_width;
	if (knob == SCENARIO_GAP)
		return sc->slit_gap;
	return sc->screen ? sc->screen - sc->slits : 0;
}

int scenario_knob_words(const struct scenario *sc, const struct ripple *r, int knob, char *name, size_t nlen,
			char *value, size_t vlen)
{
	const char *const names[SCENARIO_KNOBS] = {
		"slit width", sc->which == SCENARIO_TWO_SOURCES ? "sources' distance d" : "slits' distance d",
		"screen distance L"
	};
	const int lesson = scenario_knob(sc, r, knob), cells = knob >= 0 && knob < SCENARIO_KNOBS ? laid_cells(sc, knob) : 0;

	*name = *value = 0;
	if (!lesson || !cells)
		return 0;
	snprintf(name, nlen, "%s", names[knob]);
	if (cells == lesson)
		snprintf(value, vlen, "%d cell%s", cells, cells == 1 ? "" : "s");
	else
		snprintf(value, vlen, "%d cells, %d of the lesson", cells, lesson);
	return 1;
}

int scenario_period(struct scenario *sc, int period)
{
	if (!period_ok(period, sc->scale))
		return RIPPLE_EINVAL;
	sc->period = period;
	sc->serial++;
	for (int i = 0; i < sc->nsources; i++)
		beat(sc, &sc->source[i]);
	return RIPPLE_OK;
}

int scenario_turn(struct scenario *sc, struct ripple *r, int knob, int dir)
{
	const int now = scenario_knob(sc, r, knob);
	int lo, hi, next;

	if (!scenario_range(sc, r, knob, &lo, &hi))
		return 0;
	next = now + (dir > 0 ? notch[knob] : -notch[knob]);
	next = next < lo ? lo : next > hi ? hi : next;
	if (next == now)
		return 0;
	sc->knob[knob] = next;
	return lay_out(sc, r) == RIPPLE_OK;
}

/* The rung of the keys' ladder above `period` frames: a quarter longer, at least a frame. */
static int rung_above(int period)
{
	return period + (period / 4 > 1 ? period / 4 : 1);
}

int scenario_next_period(int period, int longer)
{
	int below = SCENARIO_MIN_PERIOD, above;

	if (longer && period < SCENARIO_MIN_PERIOD)
		return SCENARIO_MIN_PERIOD;
	for (above = below; above <= period && above < SCENARIO_MAX_PERIOD; above = rung_above(above))
		if (above < period)
			below = above;
	if (longer)
		return above < SCENARIO_MAX_PERIOD ? above : SCENARIO_MAX_PERIOD;
	return period > SCENARIO_MAX_PERIOD ? SCENARIO_MAX_PERIOD : below;
}

int scenario_longest(const struct scenario *sc)
{
	const int probe = abs(sc->probe[2] - sc->probe[0]) + abs(sc->probe[3] - sc->probe[1]); /* along a row or a column */
	const double lambda = (double)probe / SCENARIO_PROBE_WAVES;
	long steps;

	if (!probe || sc->scale < 1)
		return SCENARIO_MAX_PERIOD;
	/* the scheme's wave along a row: sin(pi / T) = sin(pi / lambda) / sqrt 2, T in steps */
	steps = (long)(PI / asin(sin(PI / lambda) / sqrt(2)));
	steps /= sc->scale;
	return steps < SCENARIO_MIN_PERIOD ? SCENARIO_MIN_PERIOD : steps > SCENARIO_MAX_PERIOD ? SCENARIO_MAX_PERIOD
												: (int)steps;
}

int scenario_beyond(const struct scenario *sc, char *why, size_t len)
{
	const int longest = scenario_longest(sc);

	if (!sc->nsources || sc->period <= longest)
		return 0;
	snprintf(why, len, "waves of %d frames, longer than this pool shows clearly (%d frames at most)", sc->period,
		 longest);
	return 1;
}

int scenario_misfit(const struct scenario *sc, const struct ripple *r, char *why, size_t len)
{
	const char *const name[SCENARIO_KNOBS] = {
		"slit width", sc->which == SCENARIO_TWO_SOURCES ? "sources' separation" : "slits' separation",
		"screen distance"
	};
	int lo, hi;

	for (int i = 0; i < SCENARIO_KNOBS; i++)
		if (sc->knob[i] && has(sc, i) && scenario_knob(sc, r, i) != sc->knob[i]) {
			if (scenario_range(sc, r, i, &lo, &hi))
				snprintf(why, len, "%s %d does not fit this %dx%d pool: it can be %d to %d (cells of the "
					 "320x240 lesson)", name[i], sc->knob[i], r->w, r->h, lo, hi);
			else
				snprintf(why, len, "%s %d does not fit this %dx%d pool", name[i], sc->knob[i], r->w, r->h);
			return -1;
		}
	return 0;
}
