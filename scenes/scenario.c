/* scenario.c - lays out the pools that show what the article could not: reflection, diffraction, interference, at any size. */
#include "scenes/scenario.h"

#include "scenes/lesson.h"

#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *const scenario_names[] = { "none", "rock", "slit", "double-slit", "two-sources",
				       "three-slits", "out-of-phase", "lloyds-mirror", "narrow-slit", "harbour",
				       "wall-45", "corner", "wave-guide", "grating", "doppler", "sonic-boom", "mirror",
				       "parabola", "refraction", "lens", "practical", NULL };

#define PI 3.14159265358979323846
#define SCENARIO_MIN(a, b) ((a) < (b) ? (a) : (b))
#define SCENARIO_MAX(a, b) ((a) > (b) ? (a) : (b))

/* The 320x240 lesson's lengths, in its cells; a pool of scale k has them k times. */
/* (The built-in lessons' own lengths are in their files, lessons/NAME.lesson.) */
#define LESSON_NEAREST 12   /* the screen's nearest, and its notch */
#define WALL 3              /* the barrier's thickness */
#define RIM 2               /* from the absorbing layer to the line source */
#define CLEAR 4             /* from a source or a wall to the probe's ends */
#define POINT 2             /* a point source's radius */
#define LINE_AMPLITUDE 60   /* the line source's, at scale 1 */
#define POINT_AMPLITUDE 120 /* a point source's, at scale 1 */
#define MOVING_SHARE 8      /* a moving point's beat: that over this (it adds to the water) */

#define LENS_RAYS 4         /* the lens's theory: rays a cell of the lesson across its aperture */
#define LENS_NEAR 8         /* its search from this many cells of the lesson beyond the lens */
#define LENS_LEVEL 0.9      /* the focus's stretch along the axis: brighter than this share of its peak */
#define LENS_BOX 40         /* the region searched: this many lesson cells each way along the axis, half across */
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

/* The object of the lesson the knobs turn: its first barrier, else its first column of sources
 * (NULL: none). */
static const struct lesson_object *knobbed(const struct scenario *sc)
{
	const struct lesson_object *column = NULL;

	for (int i = 0; sc->lesson && i < sc->lesson->nobjects; i++) {
		const struct lesson_object *o = &sc->lesson->object[i];

		if (o->kind == LESSON_BARRIER)
			return o;
		column = column || o->kind != LESSON_SOURCES ? column : o;
	}
	return column;
}

/* The lesson's first object of a kind (NULL: none). */
static const struct lesson_object *first_of(const struct lesson *l, int kind)
{
	for (int i = 0; l && i < l->nobjects; i++)
		if (l->object[i].kind == kind)
			return &l->object[i];
	return NULL;
}

/* What the knobs turn, as the built-in scenarios have it: SCENARIO_SLIT (a barrier of one slit),
 * SCENARIO_DOUBLE_SLIT (of more), SCENARIO_TWO_SOURCES (a column of sources), else SCENARIO_ROCK
 * (no knob). */
static int shape(const struct scenario *sc)
{
	const struct lesson_object *o = knobbed(sc);

	if (!sc->lesson)
		return sc->which;
	return !o ? SCENARIO_ROCK : o->kind == LESSON_SOURCES ? SCENARIO_TWO_SOURCES
			: o->count == 1 ? SCENARIO_SLIT : SCENARIO_DOUBLE_SLIT;
}

/* The slits (or sources) the knobs turn: 1 or 2 for the built-in kinds, the lesson's count. */
static int openings(const struct scenario *sc)
{
	const struct lesson_object *o = knobbed(sc);

	return o ? o->count : shape(sc) == SCENARIO_SLIT ? 1 : 2;
}

/* Whether the scenario laid out has the knob. */
static int has(const struct scenario *sc, int knob)
{
	const int which = shape(sc), slits = which == SCENARIO_SLIT || which == SCENARIO_DOUBLE_SLIT;

	if (knob == SCENARIO_WIDTH)
		return slits;
	if (knob == SCENARIO_GAP)
		return (which == SCENARIO_DOUBLE_SLIT || which == SCENARIO_TWO_SOURCES) && openings(sc) > 1;
	return (slits || which == SCENARIO_TWO_SOURCES) && (!sc->lesson || first_of(sc->lesson, LESSON_SCREEN));
}

/* The lesson's scale at its own pool: its lengths in its positions' cells. */
static int own_scale(const struct lesson *l)
{
	return l->h >= SCENARIO_LESSON_ROWS ? ripple_lesson_scale(l->h) : 1;
}

/* The knobs the lesson gives, in cells of the 320x240 lesson: the width and gap of the object
 * knobbed, and its screen's distance from the slits' (sources') column. */
static void lesson_knobs(const struct scenario *sc, int own[SCENARIO_KNOBS])
{
	const struct lesson_object *o = knobbed(sc), *screen = first_of(sc->lesson, LESSON_SCREEN);
	const int k = own_scale(sc->lesson);

	own[SCENARIO_WIDTH] = o && o->kind == LESSON_BARRIER ? o->width : 1;
	own[SCENARIO_GAP] = o && o->gap ? o->gap : 1;
	own[SCENARIO_DISTANCE] = 1;
	if (o && screen) {
		const int centre = o->p[0] + (o->kind == LESSON_BARRIER ? WALL * k / 2 : 0);

		own[SCENARIO_DISTANCE] = (screen->p[0] - centre) / k > 1 ? (screen->p[0] - centre) / k : 1;
	}
}

int scenario_asked(const struct scenario *sc, int knob)
{
	int own[SCENARIO_KNOBS] = { 0, 0, 0 };

	if (sc->lesson)
		lesson_knobs(sc, own);
	return sc->knob[knob] ? sc->knob[knob] : own[knob];
}

/* A position of the lesson (x, or y when `row`) on pool r: in proportion to the pool's side. */
static int place(const struct scenario *sc, const struct ripple *r, int v, int row)
{
	const long side = row ? r->h : r->w, own = row ? sc->lesson->h : sc->lesson->w;

	return (int)(v * side / own);
}

/* The column the barrier starts on (the sources' for two sources): the knobbed object's. */
static int middle(const struct scenario *sc, const struct ripple *r)
{
	const struct lesson_object *o = knobbed(sc);

	return o ? place(sc, r, o->p[0], 0) : r->w / 2;
}

/* The column the slits' or the sources' centres stand on, whence the screen's distance runs. */
static int centres(const struct scenario *sc, const struct ripple *r)
{
	return shape(sc) == SCENARIO_TWO_SOURCES ? middle(sc, r) : middle(sc, r) + WALL * sc->scale / 2;
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
	const int two = shape(sc) == SCENARIO_TWO_SOURCES, layer = ripple_sponge_width(r), n = openings(sc) - 1;
	const int width = two ? 2 * POINT * sc->scale + 1 : cells(sc, r, v[SCENARIO_WIDTH]);
	const int gap = has(sc, SCENARIO_GAP) ? cells(sc, r, v[SCENARIO_GAP]) : 0;
	const int top = r->h / 2 - gap * n / 2 - width / 2, distance = cells(sc, r, v[SCENARIO_DISTANCE]);

	if (knob == SCENARIO_DISTANCE)
		return distance >= cells(sc, r, LESSON_NEAREST) && centres(sc, r) + distance <= water_end(sc, r);
	return width >= 1 && (!has(sc, SCENARIO_GAP) || gap > width) && top >= layer && top + gap * n + width <= r->h - layer;
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

/* Source i's beat at the scenario's period (period x scale steps, or its own period's), its phase,
 * and its amplitude at the gain of the scenario's waves (the lesson's or its own, times 2^gain,
 * within a short's); a line source adds its beat once the waves have a gain. */
static void beat(struct scenario *sc, int i)
{
	struct ripple_source *s = &sc->source[i];
	const struct scenario_beat *b = &sc->beat[i];
	const long a = (long)(b->amplitude ? b->amplitude : s->line ? LINE_AMPLITUDE : POINT_AMPLITUDE)
		       << scenario_gain(sc);

	s->period = (b->period ? b->period : sc->period) * sc->scale;
	s->amplitude = a > 32767 ? 32767 : (int)a;
	s->adds = s->line && scenario_gain(sc) > 0;
	s->phase = (int)((long)b->phase * s->period / 360);
}

/* Adds a source to the scenario with the beat of the lesson's object o (its period and amplitude)
 * at `phase` degrees. Returns 0, or -1 when the scenario holds no more. */
static int add_source(struct scenario *sc, struct ripple_source s, const struct lesson_object *o, int phase)
{
	const struct scenario_beat b = { o->period, phase % 360, o->amplitude };

	if (sc->nsources == SCENARIO_MAX_SOURCES)
		return -1;
	sc->source[sc->nsources] = s;
	sc->beat[sc->nsources] = b;
	beat(sc, sc->nsources++);
	return 0;
}

/* A point source at cell (x, y), a disc POINT lesson cells in radius. */
static struct ripple_source point_source(const struct scenario *sc, int x, int y)
{
	const struct ripple_source s = { .x = x, .y = y, .radius = POINT * sc->scale };

	return s;
}

/* A component of a moving source's velocity: `speed` cells a step times the cosine of `deg`
 * degrees, in RIPPLE_MOVE_UNIT-ths of a cell, rounded; exact along the axes. */
static int velocity(double speed, int deg)
{
	const double c = deg % 90 == 0 ? (deg == 0 ? 1 : deg == 180 ? -1 : 0) : cos(deg * PI / 180);

	return (int)lround(speed * c * RIPPLE_MOVE_UNIT);
}

/* The steps a source moving from u (cells) at v (RIPPLE_MOVE_UNIT-ths a step) takes to reach lo or
 * hi, whichever it heads for (the most a long long holds when it stands on that axis). */
static long long steps_to(int u, int v, int lo, int hi)
{
	const long long to = (long long)(v > 0 ? hi : lo) * RIPPLE_MOVE_UNIT - (long long)u * RIPPLE_MOVE_UNIT;

	if (!v)
		return LLONG_MAX;
	return to / v < 0 ? 0 : to / v;
}

/* A point source of the lesson's object o set moving: at o->moving hundredths of the speed c of the
 * scheme's waves of its period along the grid (graph_scheme_speed's, the "still water's wave speed"),
 * toward o->heading degrees (0 right, 90 up), adding its beat to the water (waves pass through it);
 * it moves until its disc reaches the absorbing layer's rim, and stops there. */
static void set_moving(const struct scenario *sc, const struct ripple *r, struct ripple_source *s,
		       const struct lesson_object *o)
{
	const double c = scenario_wave_speed(r, s->period);
	const int edge = ripple_sponge_width(r) + RIM * sc->scale + s->radius;
	const long long mx = steps_to(s->x, s->vx = velocity(c * o->moving / 100, o->heading), edge, r->w - 1 - edge);
	const long long my = steps_to(s->y, s->vy = -velocity(c * o->moving / 100, (o->heading + 270) % 360), edge,
				      r->h - 1 - edge);

	s->adds = 1;
	if (!o->amplitude) /* an adding disc's waves pile up near it: an eighth of a held one's keeps them in a short */
		s->amplitude = (POINT_AMPLITUDE / MOVING_SHARE) << scenario_gain(sc);
	s->from = 0;
	s->moves = mx < my ? mx : my;
	s->moves = s->moves == LLONG_MAX ? 0 : s->moves;
}

const struct ripple_source *scenario_moving(const struct scenario *sc)
{
	for (int i = 0; i < sc->nsources; i++)
		if (sc->source[i].vx || sc->source[i].vy)
			return &sc->source[i];
	return NULL;
}

double scenario_wave_speed(const struct ripple *r, int steps)
{
	return ripple_scheme_wavelength(r->stencil, steps) / steps;
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

/* A straight wall from (x0, y0) to (x1, y1), `width` cells thick: the cells of the pool whose
 * centres lie within half the width of the segment (at least 0.75, so that a thin wall at any angle
 * leaves no gap between its cells' sides). Visits the segment's box once, whatever the width. */
static int lay_wall(struct ripple *r, int x0, int y0, int x1, int y1, int width)
{
	const double half = width / 2.0 > 0.75 ? width / 2.0 : 0.75, dx = x1 - x0, dy = y1 - y0;
	const double len2 = dx * dx + dy * dy;
	const int reach = (int)half + 1;
	const int left = (x0 < x1 ? x0 : x1) - reach, right = (x0 > x1 ? x0 : x1) + reach;
	const int top = (y0 < y1 ? y0 : y1) - reach, bottom = (y0 > y1 ? y0 : y1) + reach;

	for (int y = top < 0 ? 0 : top; y <= bottom && y < r->h; y++)
		for (int x = left < 0 ? 0 : left; x <= right && x < r->w; x++) {
			double t = len2 > 0 ? ((x - x0) * dx + (y - y0) * dy) / len2 : 0, ex, ey;

			t = t < 0 ? 0 : t > 1 ? 1 : t;
			ex = x - (x0 + t * dx);
			ey = y - (y0 + t * dy);
			if (ex * ex + ey * ey <= half * half && ripple_set_wall(r, x, y, 1))
				return RIPPLE_ENOMEM;
		}
	return RIPPLE_OK;
}

/* A parabolic wall: the arc u = v^2 / (4 f) of half width `half` (v from -half to half) in the frame
 * of its vertex (vx, vy), its axis u at `deg` degrees, WALL lesson cells thick (`thick` cells): the
 * cells within thick / 2 of points along the arc a quarter of a cell apart, so that no diagonal
 * gap lets the waves through. Its focus, f along the axis, into focus. */
static int lay_parabola(struct ripple *r, int vx, int vy, int f, int deg, int half, double thick, double focus[2])
{
	const double c = cos(deg * PI / 180), s = sin(deg * PI / 180), rad = thick / 2 > 0.75 ? thick / 2 : 0.75;
	const int reach = (int)rad + 1;

	focus[0] = vx + f * c;
	focus[1] = vy + f * s;
	for (double v = -half; v <= half;) {
		const double u = v * v / (4.0 * f), x = vx + u * c - v * s, y = vy + u * s + v * c;

		for (int cy = (int)floor(y) - reach; cy <= (int)ceil(y) + reach; cy++)
			for (int cx = (int)floor(x) - reach; cx <= (int)ceil(x) + reach; cx++)
				if ((cx - x) * (cx - x) + (cy - y) * (cy - y) <= rad * rad && cx >= 0 && cy >= 0 &&
				    cx < r->w && cy < r->h && ripple_set_wall(r, cx, cy, 1))
					return RIPPLE_ENOMEM;
		v += 0.25 / sqrt(1 + v * v / (4.0 * f * f)); /* a quarter of a cell along the arc */
	}
	return RIPPLE_OK;
}

/* Where the brightest point is searched for around a dish's focus: a square half the focal length
 * `f` across each way, within the pool's water (clear of the absorbing layer). */
static void set_focus(struct scenario *sc, const struct ripple *r, const double at[2], int f)
{
	const int layer = ripple_sponge_width(r), half = f / 2 > 2 ? f / 2 : 2;
	const int x = (int)lround(at[0]), y = (int)lround(at[1]);
	int box[4] = { x - half, y - half, x + half, y + half };

	box[0] = box[0] < layer ? layer : box[0];
	box[1] = box[1] < layer ? layer : box[1];
	box[2] = box[2] > r->w - 1 - layer ? r->w - 1 - layer : box[2];
	box[3] = box[3] > r->h - 1 - layer ? r->h - 1 - layer : box[3];
	if (sc->focus_box[2] || x < box[0] || x > box[2] || y < box[1] || y > box[3])
		return; /* the first dish's, and only a focus in the water */
	sc->focus[0] = x;
	sc->focus[1] = y;
	memcpy(sc->focus_box, box, sizeof box);
}

/* Whether the point (x, y) lies inside the polygon of n corners c (x, y each): the even-odd rule. */
static int inside_polygon(const double *c, int n, double x, double y)
{
	int in = 0;

	for (int i = 0, j = n - 1; i < n; j = i++) {
		const double xi = c[2 * i], yi = c[2 * i + 1], xj = c[2 * j], yj = c[2 * j + 1];

		if ((yi > y) != (yj > y) && x < xi + (y - yi) * (xj - xi) / (yj - yi))
			in = !in;
	}
	return in;
}

/* --- the refraction lesson's knobs: its edge's angle (sc->angle), its shallow water's S ---------- */

#define EDGE_CORNERS (LESSON_MAX_CORNERS + 4) /* the pool's 4 corners cut by the polygon's edges */

static struct ripple_source line_source(const struct scenario *sc, const struct ripple *r,
				       const struct lesson_object *o);

/* The shallow water whose edge the angle turns, laid out on the pool: the lesson's first shallow
 * polygon, convex, its corners in the pool's cells (c, n of them), the way the waves of its first
 * line source run (d, a unit vector), and the edge that faces them (corners i and i + 1), its
 * outward normals (out, each edge's) and its middles (mid). */
struct edge {
	const struct lesson_object *o;
	double c[2 * LESSON_MAX_CORNERS], out[2 * LESSON_MAX_CORNERS], mid[2 * LESSON_MAX_CORNERS], d[2];
	int n, i;
	double cosine; /* of the angle between the waves' way and the facing edge's normal */
};

/* The lesson's shallow edge facing its plane waves, on pool r, into e. Returns 0, or -1 when the
 * lesson has no line source and shallow polygon, the polygon is not convex or no edge faces the
 * waves. */
static int edge_of(const struct scenario *sc, const struct ripple *r, struct edge *e)
{
	const struct lesson *l = sc->lesson;
	const struct lesson_object *line = NULL;
	const double sx = l ? (double)r->w / l->w : 1, sy = l ? (double)r->h / l->h : 1;
	double g[2] = { 0, 0 }, turn = 0, best = 1e-9;

	memset(e, 0, sizeof *e);
	for (int k = 0; l && k < l->nobjects; k++) {
		line = line || l->object[k].kind != LESSON_LINE_SOURCE ? line : &l->object[k];
		e->o = e->o || l->object[k].kind != LESSON_SHALLOW ? e->o : &l->object[k];
	}
	if (!line || !e->o)
		return -1;
	e->n = e->o->count;
	for (int k = 0; k < e->n; k++) {
		e->c[2 * k] = e->o->p[2 * k] * sx;
		e->c[2 * k + 1] = e->o->p[2 * k + 1] * sy;
		g[0] += e->c[2 * k] / e->n;
		g[1] += e->c[2 * k + 1] / e->n;
	}
	if (line->side == LESSON_BY_POINTS) { /* across the line, towards the water */
		const struct ripple_source s = line_source(sc, r, line);
		const double len = hypot(s.x1 - s.x, s.y1 - s.y);

		if (len < 1)
			return -1;
		e->d[0] = -(s.y1 - s.y) / len;
		e->d[1] = (s.x1 - s.x) / len;
		if (e->d[0] * (g[0] - (s.x + s.x1) / 2.0) + e->d[1] * (g[1] - (s.y + s.y1) / 2.0) < 0) {
			e->d[0] = -e->d[0];
			e->d[1] = -e->d[1];
		}
	} else {
		e->d[0] = line->side == LESSON_LEFT ? 1 : line->side == LESSON_RIGHT ? -1 : 0;
		e->d[1] = line->side == LESSON_TOP ? 1 : line->side == LESSON_BOTTOM ? -1 : 0;
	}
	e->i = -1;
	for (int k = 0; k < e->n; k++) {
		const double *a = &e->c[2 * k], *b = &e->c[2 * ((k + 1) % e->n)], *c = &e->c[2 * ((k + 2) % e->n)];
		const double len = hypot(b[0] - a[0], b[1] - a[1]);
		const double cross = (b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0]);
		double *out = &e->out[2 * k], *mid = &e->mid[2 * k];

		if (len < 1e-9 || cross * turn < 0)
			return -1; /* a corner twice, or a turn the other way: not convex */
		turn = cross ? cross : turn;
		mid[0] = (a[0] + b[0]) / 2;
		mid[1] = (a[1] + b[1]) / 2;
		out[0] = -(b[1] - a[1]) / len;
		out[1] = (b[0] - a[0]) / len;
		if (out[0] * (g[0] - mid[0]) + out[1] * (g[1] - mid[1]) > 0) {
			out[0] = -out[0];
			out[1] = -out[1];
		}
		if (-(out[0] * e->d[0] + out[1] * e->d[1]) > best) {
			best = -(out[0] * e->d[0] + out[1] * e->d[1]);
			e->i = k;
		}
	}
	e->cosine = best;
	return e->i < 0 ? -1 : 0;
}

/* The part of polygon c (n corners, at most EDGE_CORNERS) on the side of the line through p
 * across normal `out` away from it (where (x - p) . out <= 0), in place. Returns its corners. */
static int clip(double *c, int n, const double p[2], const double out[2])
{
	double kept[2 * EDGE_CORNERS + 2];
	int m = 0;

	for (int k = 0; k < n && m < EDGE_CORNERS; k++) {
		const double *a = &c[2 * k], *b = &c[2 * ((k + 1) % n)];
		const double fa = (a[0] - p[0]) * out[0] + (a[1] - p[1]) * out[1];
		const double fb = (b[0] - p[0]) * out[0] + (b[1] - p[1]) * out[1];

		if (fa <= 0) {
			kept[2 * m] = a[0];
			kept[2 * m++ + 1] = a[1];
		}
		if ((fa < 0 && fb > 0) || (fa > 0 && fb < 0)) {
			kept[2 * m] = a[0] + (b[0] - a[0]) * fa / (fa - fb);
			kept[2 * m++ + 1] = a[1] + (b[1] - a[1]) * fa / (fa - fb);
		}
	}
	memcpy(c, kept, sizeof *c * 2 * (size_t)(m < EDGE_CORNERS ? m : EDGE_CORNERS));
	return m < EDGE_CORNERS ? m : EDGE_CORNERS;
}

/* The shallow water of e with its facing edge turned about its middle to stand at `deg` degrees
 * to the waves' fronts (its normal `deg` from their way, on the side it leans to now), the other
 * edges kept, within the pool: its corners into c (pool cells). Returns their count (0: none). */
static int edge_turn(const struct edge *e, const struct ripple *r, double deg, double c[2 * EDGE_CORNERS])
{
	const double a = deg * PI / 180, *out = &e->out[2 * e->i];
	const double side = -e->d[0] * out[1] + e->d[1] * out[0] < 0 ? -1 : 1; /* the normal's turn from -d */
	const double turned[2] = { -e->d[0] * cos(a) + side * e->d[1] * sin(a), -e->d[1] * cos(a) - side * e->d[0] * sin(a) };
	int n = 4;

	c[0] = c[1] = c[3] = c[6] = 0;
	c[2] = c[4] = r->w;
	c[5] = c[7] = r->h;
	n = clip(c, n, &e->mid[2 * e->i], turned);
	for (int k = 0; k < e->n && n; k++)
		if (k != e->i)
			n = clip(c, n, &e->mid[2 * k], &e->out[2 * k]);
	return n >= 3 ? n : 0;
}

/* The corners of shallow polygon o laid out on pool r into c (its edge turned to sc->angle when
 * it is the lesson's refracting edge). Returns their count. */
static int shallow_corners(const struct scenario *sc, const struct ripple *r, const struct lesson_object *o,
			   double c[2 * EDGE_CORNERS])
{
	struct edge e;
	int n;

	if (sc->angle && !edge_of(sc, r, &e) && e.o == o && (n = edge_turn(&e, r, sc->angle, c)))
		return n;
	for (int i = 0; i < o->count; i++) {
		c[2 * i] = o->p[2 * i] * ((double)r->w / sc->lesson->w);
		c[2 * i + 1] = o->p[2 * i + 1] * ((double)r->h / sc->lesson->h);
	}
	return o->count;
}

/* The shallow water's S in hundredths for object o: the teacher's (sc->shallow), or its own. */
static int shallow_speed(const struct scenario *sc, const struct lesson_object *o)
{
	return sc->shallow ? sc->shallow : o->speed;
}

/* A shallow object o of the lesson painted into map (the pool's cells, 0 the deep water): the cells
 * whose centres lie inside its polygon (its corners in proportion to the pool, as positions are;
 * its edge facing the waves turned to the angle asked, shallow_corners) or its ellipse (its centre
 * a position, its radii lengths), each ripple_shallow_slow of its S (or the S asked); a later
 * object over an earlier one. */
static void paint_shallow(const struct scenario *sc, const struct ripple *r, const struct lesson_object *o,
			  unsigned char *map)
{
	const unsigned char slow = (unsigned char)ripple_shallow_slow(shallow_speed(sc, o) / 100.0);
	double c[2 * EDGE_CORNERS], cx = 0, cy = 0, rx = 1, ry = 1;
	int x0 = r->w, y0 = r->h, x1 = 0, y1 = 0, n = 0;

	if (o->kind == LESSON_SHALLOW) {
		n = shallow_corners(sc, r, o, c);
		for (int i = 0; i < n; i++) {
			x0 = SCENARIO_MIN(x0, (int)c[2 * i] - 1);
			x1 = SCENARIO_MAX(x1, (int)c[2 * i] + 1);
			y0 = SCENARIO_MIN(y0, (int)c[2 * i + 1] - 1);
			y1 = SCENARIO_MAX(y1, (int)c[2 * i + 1] + 1);
		}
	} else {
		cx = place(sc, r, o->p[0], 0) + 0.5;
		cy = place(sc, r, o->p[1], 1) + 0.5;
		rx = cells(sc, r, o->radius);
		ry = cells(sc, r, o->radius_y);
		rx = rx < 1 ? 1 : rx;
		ry = ry < 1 ? 1 : ry;
		x0 = (int)(cx - rx) - 1;
		x1 = (int)(cx + rx) + 1;
		y0 = (int)(cy - ry) - 1;
		y1 = (int)(cy + ry) + 1;
	}
	x0 = SCENARIO_MAX(x0, 0);
	y0 = SCENARIO_MAX(y0, 0);
	x1 = SCENARIO_MIN(x1, r->w - 1);
	y1 = SCENARIO_MIN(y1, r->h - 1);
	for (int y = y0; y <= y1; y++)
		for (int x = x0; x <= x1; x++) {
			const double ex = (x + 0.5 - cx) / rx, ey = (y + 0.5 - cy) / ry;

			if (o->kind == LESSON_SHALLOW ? inside_polygon(c, n, x + 0.5, y + 0.5) : ex * ex + ey * ey <= 1)
				map[(size_t)y * (size_t)r->w + (size_t)x] = slow;
		}
}

/* The lesson's shallow water laid out on the pool (none without shallow objects). */
static int lay_shallow(const struct scenario *sc, struct ripple *r)
{
	unsigned char *map = NULL;
	int e;

	for (int i = 0; i < sc->lesson->nobjects; i++) {
		const struct lesson_object *o = &sc->lesson->object[i];

		if (o->kind != LESSON_SHALLOW && o->kind != LESSON_SHALLOW_ELLIPSE)
			continue;
		if (!map && !(map = calloc((size_t)r->w * (size_t)r->h, 1)))
			return RIPPLE_ENOMEM;
		paint_shallow(sc, r, o, map);
	}
	e = ripple_set_shallow(r, map);
	free(map);
	return e;
}

/* A direction d (unit) refracted at a surface of unit normal n (facing d's water, against d) from
 * water of wavenumber k1 into water of k2 (Snell: k1 sin i = k2 sin r), into d; 0 when it cannot
 * pass (total reflection); *pass times the share of the flux that passes. */
static int refract(double d[2], const double n[2], double k1, double k2, double *pass)
{
	const double cosi = -(d[0] * n[0] + d[1] * n[1]), eta = k1 / k2, t = 1 - eta * eta * (1 - cosi * cosi);
	double a, ref;

	if (t < 0)
		return 0;
	a = eta * cosi - sqrt(t);
	ref = (k1 * cosi - k2 * sqrt(t)) / (k1 * cosi + k2 * sqrt(t)); /* the share reflected (h and its slope go on) */
	*pass *= 1 - ref * ref;
	d[0] = eta * d[0] + a * n[0];
	d[1] = eta * d[1] + a * n[1];
	return 1;
}

/* The unit normal of the lens's ellipse at (x, y), outwards. */
static void ellipse_normal(const struct scenario_lens *l, double x, double y, double n[2])
{
	const double gx = (x - l->cx) / (l->rx * l->rx), gy = (y - l->cy) / (l->ry * l->ry), g = sqrt(gx * gx + gy * gy);

	n[0] = gx / g;
	n[1] = gy / g;
}

/* The far crossing of the lens's ellipse from (x, y) along d: the distance to it. */
static double ellipse_far(const struct scenario_lens *l, double x, double y, const double d[2])
{
	const double px = (x - l->cx) / l->rx, py = (y - l->cy) / l->ry; /* in its unit circle's frame */
	const double a = d[0] * d[0] / (l->rx * l->rx) + d[1] * d[1] / (l->ry * l->ry);
	const double b = 2 * (px * d[0] / l->rx + py * d[1] / l->ry), c = px * px + py * py - 1;

	return (-b + sqrt(b * b - 4 * a * c > 0 ? b * b - 4 * a * c : 0)) / (2 * a);
}

/* Ray i of n across the aperture through the lens: where it leaves it (the back surface, or the
 * back vertex's column beside the lens), its direction then, the phase it has gathered from the
 * front vertex's column and its amplitude's share (the square root of the flux's share passing
 * both surfaces, h and its slope going on across each), into out (x, y, dx, dy, phase,
 * amplitude); 0 when it cannot leave (total reflection). */
static int lens_ray(const struct scenario_lens *l, int i, int n, double out[6])
{
	const double y = l->top + (i + 0.5) * (l->bottom - l->top) / n, v = (y - l->cy) / l->ry, x0 = l->cx - l->rx;
	double d[2] = { 1, 0 }, nrm[2], xf, t, pass = 1;

	if (fabs(v) >= 1) { /* beside the lens: straight on to the back vertex's column */
		out[0] = l->cx + l->rx;
		out[1] = y;
		out[2] = 1;
		out[3] = 0;
		out[4] = l->k1 * 2 * l->rx;
		out[5] = 1;
		return 1;
	}
	xf = l->cx - l->rx * sqrt(1 - v * v);
	ellipse_normal(l, xf, y, nrm);
	if (!refract(d, nrm, l->k1, l->k2, &pass))
		return 0;
	t = ellipse_far(l, xf, y, d);
	out[0] = xf + t * d[0];
	out[1] = y + t * d[1];
	ellipse_normal(l, out[0], out[1], nrm);
	nrm[0] = -nrm[0];
	nrm[1] = -nrm[1];
	if (!refract(d, nrm, l->k2, l->k1, &pass))
		return 0;
	out[2] = d[0];
	out[3] = d[1];
	out[4] = l->k1 * (xf - x0) + l->k2 * t;
	out[5] = sqrt(pass);
	return 1;
}

double scenario_lens_intensity(const struct scenario_lens *l, const double *ray, int n, double x)
{
	double re = 0, im = 0;

	for (int i = 0; i < n; i++) {
		const double *o = ray + 6 * i, dx = x - o[0], dy = l->cy - o[1], r = sqrt(dx * dx + dy * dy);
		const double tilt = r > 0 ? (1 + (dx * o[2] + dy * o[3]) / r) / 2 : 0, a = o[5] * tilt / sqrt(r > 1 ? r : 1);

		if (dx <= 0)
			continue;
		re += a * cos(o[4] + l->k1 * r);
		im += a * sin(o[4] + l->k1 * r);
	}
	return re * re + im * im;
}

int scenario_lens_rays(const struct scenario_lens *l, double **ray)
{
	const int n = (int)ceil((l->bottom - l->top) * LENS_RAYS / (l->unit > 0 ? l->unit : 1));
	const double before = (l->bottom - l->top) / (n > 0 ? n : 1);
	double *o;
	int m = 0;

	*ray = NULL;
	if (n < 2 || l->k1 <= 0 || l->k2 <= 0 || l->rx <= 0 || l->ry <= 0 || !(o = malloc(sizeof *o * 6 * (size_t)n)))
		return 0;
	for (int i = 0; i < n; i++)
		m += lens_ray(l, i, n, o + 6 * m);
	for (int i = 0; i < m; i++) { /* each wavelet's strength: its amplitude over the tube's width after,
				       * sqrt(width before x width after) */
		const double *p = o + 6 * (i > 0 ? i - 1 : i), *q = o + 6 * (i < m - 1 ? i + 1 : i);
		const double half = i > 0 && i < m - 1 ? 2 : 1, ex = (q[0] - p[0]) / half, ey = (q[1] - p[1]) / half;
		const double after = m > 1 ? fabs(ex * o[6 * i + 3] - ey * o[6 * i + 2]) : before;

		o[6 * i + 5] *= sqrt(before * after);
	}
	*ray = o;
	return m;
}

/* Where the axial intensity i falls to LENS_LEVEL of `peak` from x on, a cell at a time the way
 * `way` (-1, 1), between from and end: the crossing placed between the cells; 0 if none within. */
static double fall(const struct scenario_lens *l, const double *ray, int n, double x, int way, double peak, double from)
{
	double before = peak;

	for (; x >= from && x <= l->end; x += way) {
		const double here = scenario_lens_intensity(l, ray, n, x);

		if (here < LENS_LEVEL * peak)
			return x - way * (LENS_LEVEL * peak - here) / (before - here);
		before = here;
	}
	return 0;
}

/* scenario_lens_focus from the lens's n rays (scenario_lens_rays). */
static double focus_of_rays(const struct scenario_lens *l, const double *ray, int n, double stretch[2])
{
	double best = 0, at = 0, here;
	const double from = l->cx + l->rx + LENS_NEAR * (l->unit > 0 ? l->unit : 1);

	stretch[0] = stretch[1] = 0;
	if (!n)
		return 0;
	for (double x = from; x <= l->end; x += 1) {
		here = scenario_lens_intensity(l, ray, n, x);
		if (here > best) {
			best = here;
			at = x;
		}
	}
	if (at > from && at + 1 <= l->end) {
		stretch[0] = fall(l, ray, n, at, -1, best, from);
		stretch[1] = fall(l, ray, n, at, 1, best, from);
		at = stretch[0] && stretch[1] ? (stretch[0] + stretch[1]) / 2 : 0; /* the stretch's middle */
		stretch[0] = at ? stretch[0] : 0;
		stretch[1] = at ? stretch[1] : 0;
	} else {
		at = 0; /* at an end of the search: no focus within it */
	}
	return at;
}

double scenario_lens_focus(const struct scenario_lens *l, double stretch[2])
{
	double *ray;
	const int n = scenario_lens_rays(l, &ray);
	const double at = focus_of_rays(l, ray, n, stretch);

	free(ray);
	return at;
}

/* The lens's stop: the narrowest opening about the axis (row y) of the columns from the left
 * absorbing layer to the lens's middle (x), where its rays start: into l's top and bottom (the
 * layer's edges when no wall narrows it). */
static void lens_stop(const struct ripple *r, int layer, int x, int y, struct scenario_lens *l)
{
	l->top = layer;
	l->bottom = r->h - layer;
	for (int c = layer; c <= x; c++) {
		int top = y, bottom = y;

		while (top >= layer && !ripple_is_wall(r, c, top))
			top--;
		while (bottom < r->h - layer && !ripple_is_wall(r, c, bottom))
			bottom++;
		if (top < y && bottom - top - 1 < l->bottom - l->top) {
			l->top = top + 1;
			l->bottom = bottom;
		}
	}
}

/* The theory's brightness along the lens's axis across the columns of the square searched, from its
 * n rays, into sc->focus_curve, its peak 1. */
static void lens_curve(struct scenario *sc, const struct scenario_lens *l, const double *ray, int n)
{
	const int x0 = sc->focus_box[0], x1 = sc->focus_box[2];
	double peak = 0;

	for (int i = 0; i < SCENARIO_CURVE; i++) {
		sc->focus_curve[i] = scenario_lens_intensity(l, ray, n, x0 + (double)i * (x1 - x0) / (SCENARIO_CURVE - 1) + 0.5);
		peak = sc->focus_curve[i] > peak ? sc->focus_curve[i] : peak;
	}
	for (int i = 0; i < SCENARIO_CURVE && peak > 0; i++)
		sc->focus_curve[i] /= peak;
}

/* The lens of a lesson of plane waves from the left (`line-source left`) through one shallow
 * ellipse: its theory's brightest point, and the square around it searched for the brightest
 * point measured (a lens of another kind, or none: nothing searched). */
static void lens_focus(struct scenario *sc, const struct ripple *r)
{
	const struct lesson_object *line = first_of(sc->lesson, LESSON_LINE_SOURCE), *o = NULL;
	const int layer = ripple_sponge_width(r), steps = sc->period * sc->scale;
	struct scenario_lens l;
	double q, fx, stretch[2] = { 0, 0 }, *ray = NULL;
	int half, nrays;

	for (int i = 0; i < sc->lesson->nobjects; i++) {
		const struct lesson_object *s = &sc->lesson->object[i];

		if (s->kind == LESSON_SHALLOW || (s->kind == LESSON_SHALLOW_ELLIPSE && o))
			return; /* more shallow water than one ellipse */
		o = s->kind == LESSON_SHALLOW_ELLIPSE ? s : o;
	}
	if (!o || !line || line->side != LESSON_LEFT || sc->nsources != 1 || r->stencil != 4 || shallow_speed(sc, o) >= 100)
		return;
	l.cx = place(sc, r, o->p[0], 0) + 0.5;
	l.cy = place(sc, r, o->p[1], 1) + 0.5;
	l.rx = SCENARIO_MAX(cells(sc, r, o->radius), 1);
	l.ry = SCENARIO_MAX(cells(sc, r, o->radius_y), 1);
	l.unit = sc->unit;
	q = (256 - ripple_shallow_slow(shallow_speed(sc, o) / 100.0)) / 256.0; /* S^2 as the water has it */
	l.k1 = scenario_scheme_k(steps, 1, 0);
	l.k2 = scenario_scheme_k(steps, q, 0);
	lens_stop(r, layer, (int)l.cx, (int)l.cy, &l);
	l.end = r->w - layer - 1;
	nrays = l.k2 > 0 ? scenario_lens_rays(&l, &ray) : 0;
	fx = focus_of_rays(&l, ray, nrays, stretch);
	sc->focus_stretch[0] = stretch[0] ? stretch[0] - 0.5 : 0;
	sc->focus_stretch[1] = stretch[0] ? stretch[1] - 0.5 : 0;
	sc->focus_why = l.k2 <= 0 ? "no wave of this period runs in the lens's water on this grid (a slower S than it carries)"
			: !fx ? "the waves from the lens come to no focus within the pool" : NULL;
	sc->focus[0] = fx ? (int)lround(fx - 0.5) : (int)(l.cx + l.rx) + 1;
	sc->focus[1] = (int)l.cy;
	half = (int)(LENS_BOX * sc->unit);
	sc->focus_box[0] = SCENARIO_MAX(sc->focus[0] - half, (int)(l.cx + l.rx) + 1);
	sc->focus_box[1] = SCENARIO_MAX(sc->focus[1] - half / 2, layer);
	sc->focus_box[2] = SCENARIO_MIN(sc->focus[0] + half, r->w - 1 - layer);
	sc->focus_box[3] = SCENARIO_MIN(sc->focus[1] + half / 2, r->h - 1 - layer);
	if (fx)
		lens_curve(sc, &l, ray, nrays);
	free(ray);
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

/* Whether row y is open in a barrier of `count` slits `width` wide, their centres `gap` apart, the
 * first centred on row `first`. */
static int open_row(int y, int first, int width, int gap, int count)
{
	const int top = first - width / 2;

	for (int i = 0; i < count; i++)
		if (y >= top + i * gap && y < top + i * gap + width)
			return 1;
	return 0;
}

/* The first row of `count` openings `gap` apart, centred on the pool's middle row. */
static int first_row(const struct ripple *r, int gap, int count)
{
	return r->h / 2 - gap * (count - 1) / 2;
}

/* The cells from the absorbing layer to a line source along a side: the layer and its rim. */
static int margin(const struct scenario *sc, const struct ripple *r)
{
	return ripple_sponge_width(r) + RIM * sc->scale;
}

/* A line source of the lesson: along a side just inside the absorbing layer (the slits' plane
 * waves), or between two points. */
static struct ripple_source line_source(const struct scenario *sc, const struct ripple *r,
				       const struct lesson_object *o)
{
	const int m = margin(sc, r);
	struct ripple_source s = { .line = 1, .x = m, .y = 0, .x1 = m, .y1 = r->h - 1 };

	if (o->side == LESSON_RIGHT)
		s.x = s.x1 = r->w - 1 - m;
	else if (o->side == LESSON_TOP || o->side == LESSON_BOTTOM) {
		s.x = 0;
		s.x1 = r->w - 1;
		s.y = s.y1 = o->side == LESSON_TOP ? m : r->h - 1 - m;
	} else if (o->side == LESSON_BY_POINTS) {
		s.x = place(sc, r, o->p[0], 0);
		s.y = place(sc, r, o->p[1], 1);
		s.x1 = place(sc, r, o->p[2], 0);
		s.y1 = place(sc, r, o->p[3], 1);
	}
	return s;
}

/* A barrier of the lesson: a wall WALL lesson cells thick across the pool at its column with its
 * slits; the knobbed one's slits as the knobs v have them, and the geometry the graphs measure. */
static int lay_barrier(struct scenario *sc, struct ripple *r, const struct lesson_object *o,
		       const int v[SCENARIO_KNOBS])
{
	const int k = sc->scale, x0 = place(sc, r, o->p[0], 0), knobs = o == knobbed(sc);
	const int width = cells(sc, r, knobs ? v[SCENARIO_WIDTH] : o->width);
	const int gap = o->count < 2 ? 0 : cells(sc, r, knobs && has(sc, SCENARIO_GAP) ? v[SCENARIO_GAP] : o->gap);
	const int first = first_row(r, gap, o->count);

	if (knobs) {
		sc->barrier = x0;
		sc->behind = x0 + WALL * k;
		sc->slit_width = width;
		sc->slit_gap = gap;
		sc->slit_count = o->count;
	}
	for (int y = 0; y < r->h; y++)
		for (int x = x0; x < x0 + WALL * k && x < r->w && !open_row(y, first, width, gap, o->count); x++)
			if (ripple_set_wall(r, x, y, 1))
				return RIPPLE_ENOMEM;
	return RIPPLE_OK;
}

/* A column of point sources of the lesson, centred on the middle row, each the column's phase
 * behind the one above (a phased array; 180 for two: out of phase); the knobbed one's as the gap's
 * knob has it. */
static int lay_column(struct scenario *sc, struct ripple *r, const struct lesson_object *o, const int v[SCENARIO_KNOBS])
{
	const int x = place(sc, r, o->p[0], 0), knobs = o == knobbed(sc);
	const int gap = cells(sc, r, knobs && has(sc, SCENARIO_GAP) ? v[SCENARIO_GAP] : o->gap);
	const int first = first_row(r, o->count > 1 ? gap : 0, o->count);

	if (knobs) {
		sc->slit_gap = has(sc, SCENARIO_GAP) ? gap : 0;
		sc->slit_count = o->count;
	}
	for (int i = 0; i < o->count; i++)
		if (add_source(sc, point_source(sc, x, first + i * gap), o, o->phase * i)) /* a phased column */
			return RIPPLE_EINVAL;
	return RIPPLE_OK;
}

/* A beam meeting a mirror, in the pool's cells: a lesson of one line source between two points and
 * one straight wall, nothing else that walls or beats, the beam's middle line meeting the wall. */
struct mirror {
	const struct lesson_object *wall;
	double c[2], d[2]; /* the middle of the source, the beam's way (across it, towards the wall) */
	double len;        /* the source's length: the beam's width */
	double p[2], w[2]; /* the wall's first end, and the run to its other end */
	double t, u;       /* where the middle line meets the wall: c + t d = p + u w */
	double thick;      /* the wall's half thickness */
};

/* Where the beam's middle line meets the wall: m's t and u. Returns 0, or -1 when it misses it. */
static int mirror_meet(struct mirror *m)
{
	const double den = m->d[0] * m->w[1] - m->d[1] * m->w[0];

	if (fabs(den) < 1e-9)
		return -1;
	m->t = ((m->p[0] - m->c[0]) * m->w[1] - (m->p[1] - m->c[1]) * m->w[0]) / den;
	m->u = ((m->p[0] - m->c[0]) * m->d[1] - (m->p[1] - m->c[1]) * m->d[0]) / den;
	return m->t > 0 && m->u >= 0 && m->u <= 1 ? 0 : -1;
}

/* The lesson's mirror laid out on pool r into m. Returns 0, or -1 when it has none. */
static int mirror_of(const struct scenario *sc, const struct ripple *r, struct mirror *m)
{
	const struct lesson *l = sc->lesson;
	const struct lesson_object *line = NULL;
	struct ripple_source s;
	double dx, dy;

	memset(m, 0, sizeof *m);
	for (int i = 0; l && i < l->nobjects; i++) {
		const struct lesson_object *o = &l->object[i];

		if (o->kind == LESSON_SOURCE || o->kind == LESSON_SOURCES || o->kind == LESSON_BARRIER ||
		    o->kind == LESSON_ROCK || o->kind == LESSON_PARABOLA || (o->kind == LESSON_WALL && m->wall) ||
		    (o->kind == LESSON_LINE_SOURCE && (line || o->side != LESSON_BY_POINTS)))
			return -1;
		m->wall = o->kind == LESSON_WALL ? o : m->wall;
		line = o->kind == LESSON_LINE_SOURCE ? o : line;
	}
	if (!m->wall || !line)
		return -1;
	s = line_source(sc, r, line);
	dx = s.x1 - s.x;
	dy = s.y1 - s.y;
	m->len = sqrt(dx * dx + dy * dy);
	m->c[0] = (s.x + s.x1) / 2.0;
	m->c[1] = (s.y + s.y1) / 2.0;
	m->p[0] = place(sc, r, m->wall->p[0], 0);
	m->p[1] = place(sc, r, m->wall->p[1], 1);
	m->w[0] = place(sc, r, m->wall->p[2], 0) - m->p[0];
	m->w[1] = place(sc, r, m->wall->p[3], 1) - m->p[1];
	m->thick = cells(sc, r, m->wall->width) / 2.0 > 0.75 ? cells(sc, r, m->wall->width) / 2.0 : 0.75;
	if (m->len < 1 || m->w[0] * m->w[0] + m->w[1] * m->w[1] < 1)
		return -1;
	m->d[0] = -dy / m->len;
	m->d[1] = dx / m->len;
	if (m->d[0] * (m->p[0] + m->w[0] / 2 - m->c[0]) + m->d[1] * (m->p[1] + m->w[1] / 2 - m->c[1]) < 0) {
		m->d[0] = -m->d[0];
		m->d[1] = -m->d[1];
	}
	return mirror_meet(m);
}

/* The mirror's wall with its ends on whole cells, as lay_wall lays them; where the beam meets it
 * again. Returns 0, or -1 when it no longer meets it. */
static int mirror_cells(struct mirror *m)
{
	const double end[2] = { round(m->p[0] + m->w[0]), round(m->p[1] + m->w[1]) };

	m->p[0] = round(m->p[0]);
	m->p[1] = round(m->p[1]);
	m->w[0] = end[0] - m->p[0];
	m->w[1] = end[1] - m->p[1];
	return mirror_meet(m);
}

/* The wall's unit normal facing the source into n; returns the cosine of the angle of incidence. */
static double mirror_normal(const struct mirror *m, double n[2])
{
	const double wl = sqrt(m->w[0] * m->w[0] + m->w[1] * m->w[1]);
	double dn;

	n[0] = -m->w[1] / wl;
	n[1] = m->w[0] / wl;
	dn = m->d[0] * n[0] + m->d[1] * n[1];
	if (dn > 0) {
		n[0] = -n[0];
		n[1] = -n[1];
	}
	return fabs(dn);
}

/* The wall turned about the point where the beam meets it, its length kept and the reflected beam
 * on the same side, so that the angle of incidence is `deg` degrees. */
static void mirror_turn(struct mirror *m, double deg)
{
	const double a = deg * PI / 180, wl = sqrt(m->w[0] * m->w[0] + m->w[1] * m->w[1]);
	const double hit[2] = { m->p[0] + m->u * m->w[0], m->p[1] + m->u * m->w[1] };
	double n[2], side, nn[2], w[2];

	mirror_normal(m, n);
	side = -m->d[0] * n[1] + m->d[1] * n[0] < 0 ? -1 : 1; /* the normal's turn from -d */
	nn[0] = -m->d[0] * cos(a) + side * m->d[1] * sin(a); /* -d turned by the angle towards that side */
	nn[1] = -m->d[1] * cos(a) - side * m->d[0] * sin(a);
	w[0] = -nn[1];
	w[1] = nn[0];
	if (w[0] * m->w[0] + w[1] * m->w[1] < 0) {
		w[0] = -w[0];
		w[1] = -w[1];
	}
	m->w[0] = w[0] * wl;
	m->w[1] = w[1] * wl;
	m->p[0] = hit[0] - m->u * m->w[0];
	m->p[1] = hit[1] - m->u * m->w[1];
	m->t = (hit[0] - m->c[0]) * m->d[0] + (hit[1] - m->c[1]) * m->d[1];
}

/* Whether a square patch of half side `half` around (x, y) lies in the pool's water, clear of the
 * absorbing layer and of the mirror's wall. */
static int patch_clear(const struct ripple *r, const struct mirror *m, double x, double y, int half)
{
	const int layer = ripple_sponge_width(r);
	const double len2 = m->w[0] * m->w[0] + m->w[1] * m->w[1];
	double t = ((x - m->p[0]) * m->w[0] + (y - m->p[1]) * m->w[1]) / len2, ex, ey;

	if (x - half < layer || y - half < layer || x + half > r->w - 1 - layer || y + half > r->h - 1 - layer)
		return 0;
	t = t < 0 ? 0 : t > 1 ? 1 : t;
	ex = x - (m->p[0] + t * m->w[0]);
	ey = y - (m->p[1] + t * m->w[1]);
	return sqrt(ex * ex + ey * ey) > half * sqrt(2) + m->thick + 1;
}

/* The two patches the fronts are read in, into sc (NULL: only whether they fit): one near the
 * source on the incident beam (three times its half side out), one on the reflected beam as far out
 * as fits, up to twice as far as keeps each out of the other beam (the beam's half width, two half
 * sides and two wavelengths `lambda` for the beams' spreading edges, over the sine of the angle
 * between the beams), a sixth of the beam's width in half side. Returns 0, or -1 when they do not
 * fit the pool's water, the beam's width does not fit on the wall (two wavelengths to spare at
 * each end), or it meets the wall head on. */
static int mirror_fronts(struct scenario *sc, const struct ripple *r, const struct mirror *m, double lambda)
{
	const int half = (int)(m->len / 6);
	const double hit[2] = { m->c[0] + m->t * m->d[0], m->c[1] + m->t * m->d[1] };
	const double wall = sqrt(m->w[0] * m->w[0] + m->w[1] * m->w[1]);
	double n[2], out[2], reach, far, near = 3 * half;
	const double cosi = mirror_normal(m, n);

	if (half < 2 || cosi > 0.999 || cosi < 0.05)
		return -1;
	if (m->u * wall < m->len / 2 / cosi + 2 * lambda || (1 - m->u) * wall < m->len / 2 / cosi + 2 * lambda)
		return -1; /* the beam's width, and two wavelengths either side, fall off the wall's ends */
	out[0] = m->d[0] + 2 * cosi * n[0];
	out[1] = m->d[1] + 2 * cosi * n[1];
	reach = (m->len / 2 + 2 * half + 2 * lambda) / sin(2 * acos(cosi)) + half;
	reach = reach > m->len / 2 + half ? reach : m->len / 2 + half;
	for (far = 2 * reach; far > reach && !patch_clear(r, m, hit[0] + far * out[0], hit[1] + far * out[1], half);)
		far -= half;
	if (reach > m->t - near || !patch_clear(r, m, m->c[0] + near * m->d[0], m->c[1] + near * m->d[1], half) ||
	    !patch_clear(r, m, hit[0] + far * out[0], hit[1] + far * out[1], half))
		return -1;
	if (!sc)
		return 0;
	sc->fronts = 1;
	sc->front_in[0] = (int)lround(m->c[0] + near * m->d[0]);
	sc->front_in[1] = (int)lround(m->c[1] + near * m->d[1]);
	sc->front_out[0] = (int)lround(hit[0] + far * out[0]);
	sc->front_out[1] = (int)lround(hit[1] + far * out[1]);
	sc->front_in[2] = sc->front_out[2] = half;
	sc->normal[0] = n[0];
	sc->normal[1] = n[1];
	sc->incidence = acos(cosi) * 180 / PI;
	return 0;
}

/* About the scenario's wavelength in cells: long waves cross 1/sqrt 2 cells a step. */
static double mirror_lambda(const struct scenario *sc)
{
	return sc->period * sc->scale / sqrt(2);
}

int scenario_kept_out(const struct scenario *sc, const struct ripple *r, int x, int y, int band, int clear)
{
	if (x < band || y < band || x >= r->w - band || y >= r->h - band ||
	    (r->walls && r->walls[(size_t)y * (size_t)r->w + (size_t)x]))
		return 1;
	for (int i = 0; sc && i < sc->nsources; i++) {
		const struct ripple_source *s = &sc->source[i];
		const double dx = s->line ? s->x1 - s->x : 0, dy = s->line ? s->y1 - s->y : 0, len2 = dx * dx + dy * dy;
		double t = len2 > 0 ? ((x - s->x) * dx + (y - s->y) * dy) / len2 : 0;

		t = t < 0 ? 0 : t > 1 ? 1 : t;
		if (hypot(x - (s->x + t * dx), y - (s->y + t * dy)) < clear + (s->line ? 0 : s->radius))
			return 1;
	}
	return 0;
}

int scenario_square(const unsigned char *in, int gw, int gh, int *at)
{
	int *d = malloc(sizeof *d * (size_t)gw * (size_t)gh), best = 0;

	*at = 0;
	if (!d)
		return 0;
	for (int y = 0; y < gh; y++) /* down and right, then up and left */
		for (int x = 0; x < gw; x++) {
			int v = 0;

			if (in[y * gw + x]) {
				const int up = y ? d[(y - 1) * gw + x] : 0, left = x ? d[y * gw + x - 1] : 0;
				const int diag = x && y ? d[(y - 1) * gw + x - 1] : 0, ur = y && x + 1 < gw ? d[(y - 1) * gw + x + 1] : 0;

				v = 1 + (up < left ? up : left);
				v = v < diag + 1 ? v : diag + 1;
				v = v < ur + 1 ? v : ur + 1;
			}
			d[y * gw + x] = v;
		}
	for (int y = gh - 1; y >= 0; y--)
		for (int x = gw - 1; x >= 0; x--) {
			int v = d[y * gw + x];

			if (!v)
				continue;
			if (y + 1 < gh)
				v = v < d[(y + 1) * gw + x] + 1 ? v : d[(y + 1) * gw + x] + 1;
			if (x + 1 < gw)
				v = v < d[y * gw + x + 1] + 1 ? v : d[y * gw + x + 1] + 1;
			if (x + 1 < gw && y + 1 < gh)
				v = v < d[(y + 1) * gw + x + 1] + 1 ? v : d[(y + 1) * gw + x + 1] + 1;
			if (x && y + 1 < gh)
				v = v < d[(y + 1) * gw + x - 1] + 1 ? v : d[(y + 1) * gw + x - 1] + 1;
			d[y * gw + x] = v;
			if (v > best) {
				best = v;
				*at = y * gw + x;
			}
		}
	free(d);
	return best;
}

double scenario_scheme_k(double steps, double q, double theta)
{
	const double target = 1 - cos(2 * PI / steps), c = fabs(cos(theta)), s = fabs(sin(theta));
	const double top = PI / (c > s ? c : s);
	double lo = 0, hi = top;

	if (q <= 0 || steps <= 2 || q / 2 * (2 - cos(top * c) - cos(top * s)) < target)
		return 0;
	for (int i = 0; i < 60; i++) {
		const double mid = (lo + hi) / 2;

		if (q / 2 * (2 - cos(mid * c) - cos(mid * s)) < target)
			lo = mid;
		else
			hi = mid;
	}
	return (lo + hi) / 2;
}

int scenario_square_fits(int best, int stride, double steps, int slow)
{
	const double kw = scenario_scheme_k(steps, 1 - slow / 256.0, 0);
	const int n = 2 * (best - 1) + 1 < SCENARIO_SQUARE_SAMPLES ? 2 * (best - 1) + 1 : SCENARIO_SQUARE_SAMPLES;

	return best >= 2 && kw > 0 && n * stride >= SCENARIO_SQUARE_WAVES * 2 * PI / kw;
}

/* Whether the scenario's sources all stand in the deep water, outside polygon c (n corners): a
 * line source's every cell. */
static int sources_deep(const struct scenario *sc, const double *c, int n)
{
	for (int i = 0; i < sc->nsources; i++) {
		const struct ripple_source *s = &sc->source[i];
		const int steps = s->line ? abs(s->x1 - s->x) + abs(s->y1 - s->y) : 0;

		for (int k = 0; k <= steps; k++) {
			const double t = steps ? (double)k / steps : 0;

			if (inside_polygon(c, n, s->x + t * (s->x1 - s->x) + 0.5, s->y + t * (s->y1 - s->y) + 0.5))
				return 0;
		}
	}
	return 1;
}

/* Whether the refraction reads on polygon c (n corners) on pool r, the shallow water's S `speed`
 * hundredths: the sources in the deep water, and the reading's two squares (graphs/refraction.c)
 * fitting the deep and the shallow water, each holding two of its water's waves. */
static int squares_fit(const struct scenario *sc, const struct ripple *r, const double *c, int n, int speed)
{
	const int stride = sc->scale > 1 ? sc->scale : 1, gw = r->w / stride, gh = r->h / stride;
	const int edge = sc->lesson->edge != LESSON_UNSET ? sc->lesson->edge : RIPPLE_EDGE_ABSORB;
	const int band = (edge == RIPPLE_EDGE_ABSORB ? ripple_sponge_width(r) : 1) + stride;
	const int slow = ripple_shallow_slow(speed / 100.0);
	unsigned char *in = malloc((size_t)gw * (size_t)gh * 2);
	int fit = in != NULL && slow > 0 && sources_deep(sc, c, n), at;

	for (int y = 0; fit && y < gh; y++)
		for (int x = 0; x < gw; x++) {
			const int cx = x * stride + stride / 2, cy = y * stride + stride / 2;
			const int out = scenario_kept_out(sc, r, cx, cy, band, SCENARIO_SQUARE_CLEAR * stride);
			const int shallow = inside_polygon(c, n, cx + 0.5, cy + 0.5);

			in[y * gw + x] = !out && !shallow;
			in[(size_t)gw * (size_t)gh + (size_t)(y * gw + x)] = !out && shallow;
		}
	for (int m = 0; fit && m < 2; m++)
		fit = scenario_square_fits(scenario_square(in + (size_t)m * (size_t)gw * (size_t)gh, gw, gh, &at), stride,
					   (double)sc->period * sc->scale, m ? slow : 0);
	free(in);
	return fit;
}

/* Whether the lesson's mirror, or its shallow water's edge, can stand at `deg` degrees on pool r:
 * the mirror's patches fit, or the refraction's squares do with the shallow water's S. */
static int angle_fits(const struct scenario *sc, const struct ripple *r, int deg)
{
	struct mirror m;
	struct edge e;
	double c[2 * EDGE_CORNERS];
	int n;

	if (!mirror_of(sc, r, &m)) {
		mirror_turn(&m, deg);
		return !mirror_fronts(NULL, r, &m, mirror_lambda(sc));
	}
	return !edge_of(sc, r, &e) && (n = edge_turn(&e, r, deg, c)) && squares_fit(sc, r, c, n, shallow_speed(sc, e.o));
}

/* The angles of incidence (whole degrees) the lesson's mirror, or its shallow water's edge, can be
 * turned to on pool r: lo..hi. Returns 0 when it has neither or none fits. */
static int angle_range(const struct scenario *sc, const struct ripple *r, int *lo, int *hi)
{
	struct mirror m;
	struct edge e;
	int first = 0, last = 0;

	if (mirror_of(sc, r, &m) && edge_of(sc, r, &e))
		return 0;
	for (int a = 1; a < 90; a++)
		if (angle_fits(sc, r, a)) {
			first = first ? first : a;
			last = a;
		}
	*lo = first;
	*hi = last;
	return first > 0;
}

/* One object of the lesson laid out on the pool (a stone is dropped by the pool, not laid). */
static int lay_object(struct scenario *sc, struct ripple *r, const struct lesson_object *o, const int v[SCENARIO_KNOBS])
{
	const int x = place(sc, r, o->p[0], 0), y = place(sc, r, o->p[1], 1);

	switch (o->kind) {
	case LESSON_SOURCE:
		if (add_source(sc, point_source(sc, x, y), o, o->phase))
			return RIPPLE_EINVAL;
		if (o->moving)
			set_moving(sc, r, &sc->source[sc->nsources - 1], o);
		return RIPPLE_OK;
	case LESSON_SOURCES:
		return lay_column(sc, r, o, v);
	case LESSON_LINE_SOURCE:
		return add_source(sc, line_source(sc, r, o), o, o->phase) ? RIPPLE_EINVAL : RIPPLE_OK;
	case LESSON_WALL: {
		struct mirror m;

		if (sc->angle && !mirror_of(sc, r, &m) && m.wall == o) { /* turned to the angle asked */
			mirror_turn(&m, sc->angle);
			mirror_cells(&m);
			return lay_wall(r, (int)m.p[0], (int)m.p[1], (int)(m.p[0] + m.w[0]), (int)(m.p[1] + m.w[1]),
					cells(sc, r, o->width) > 1 ? cells(sc, r, o->width) : 1);
		}
		return lay_wall(r, x, y, place(sc, r, o->p[2], 0), place(sc, r, o->p[3], 1),
				cells(sc, r, o->width) > 1 ? cells(sc, r, o->width) : 1);
	}
	case LESSON_ROCK:
		return lay_disc(r, x, y, cells(sc, r, o->radius));
	case LESSON_BARRIER:
		return lay_barrier(sc, r, o, v);
	case LESSON_PARABOLA: {
		double focus[2];
		const int f = cells(sc, r, o->radius) > 1 ? cells(sc, r, o->radius) : 1;
		const int e = lay_parabola(r, x, y, f, o->angle, cells(sc, r, o->width), WALL * sc->unit, focus);

		set_focus(sc, r, focus, f);
		return e;
	}
	default:
		return RIPPLE_OK;
	}
}

/* The probe of a lesson without one: where the built-in lessons have theirs. Along the middle row
 * from a line source on the left to the barrier; up the column of sources from the upper one to
 * the top absorbing layer; along the row of a point source to a rock on it. */
static void lay_probe(struct scenario *sc, const struct ripple *r)
{
	const struct lesson *l = sc->lesson;
	const struct lesson_object *line = first_of(l, LESSON_LINE_SOURCE), *rock = first_of(l, LESSON_ROCK);
	const struct lesson_object *point = first_of(l, LESSON_SOURCE);
	const int k = sc->scale, which = shape(sc), layer = ripple_sponge_width(r);

	if ((which == SCENARIO_SLIT || which == SCENARIO_DOUBLE_SLIT) && line && line->side == LESSON_LEFT) {
		set_probe(sc, margin(sc, r) + CLEAR * k, sc->barrier - CLEAR * k, r->h / 2);
	} else if (which == SCENARIO_TWO_SOURCES && sc->nsources) {
		const struct ripple_source *s = &sc->source[0];

		for (int i = 1; i < sc->nsources; i++)
			s = sc->source[i].x == sc->slits && sc->source[i].y < s->y ? &sc->source[i] : s;
		if (s->y - (POINT + CLEAR) * k > layer + CLEAR * k) {
			sc->probe[0] = sc->probe[2] = s->x;
			sc->probe[1] = layer + CLEAR * k;
			sc->probe[3] = s->y - (POINT + CLEAR) * k;
		}
	} else if (point && rock && point->p[1] == rock->p[1]) {
		const int sx = place(sc, r, point->p[0], 0), cx = place(sc, r, rock->p[0], 0);

		if (sx < cx)
			set_probe(sc, sx + (POINT + CLEAR) * k, cx - cells(sc, r, rock->radius) - CLEAR * k,
				  place(sc, r, rock->p[1], 1));
	}
}

/* The walls, sources, screen and probe of the lesson for the knobs as they fit, the water left as
 * it is. */
static int lay_out(struct scenario *sc, struct ripple *r)
{
	const struct lesson *l = sc->lesson;
	const struct lesson_object *screen = first_of(l, LESSON_SCREEN), *probe = first_of(l, LESSON_PROBE),
				  *clock = first_of(l, LESSON_CLOCK);
	int v[SCENARIO_KNOBS], lo, hi, e = RIPPLE_OK;
	struct mirror m;

	sc->serial++;
	sc->nsources = sc->barrier = sc->behind = sc->slit_width = sc->slit_gap = sc->slit_count = sc->screen = 0;
	sc->slits = 0;
	sc->probe[0] = sc->probe[1] = sc->probe[2] = sc->probe[3] = 0;
	memset(sc->focus, 0, sizeof sc->focus);
	memset(sc->focus_box, 0, sizeof sc->focus_box);
	sc->fronts = 0;
	sc->focus_why = NULL;
	sc->focus_stretch[0] = sc->focus_stretch[1] = 0;
	memset(sc->focus_curve, 0, sizeof sc->focus_curve);
	sc->unit = sc->scale > 1 || r->h >= SCENARIO_LESSON_ROWS ? sc->scale : (double)r->h / SCENARIO_LESSON_ROWS;
	sc->settle = (long)(1.5 * (r->w + r->h)); /* across and back at the scheme's 0.7 cells a step, and more */
	ripple_clear_walls(r);
	laid(sc, r, v);
	if (knobbed(sc))
		sc->slits = centres(sc, r);
	for (int i = 0; !e && i < l->nobjects; i++)
		e = lay_object(sc, r, &l->object[i], v);
	if (!e)
		e = lay_shallow(sc, r);
	if (!e)
		lens_focus(sc, r);
	if (has(sc, SCENARIO_DISTANCE) && range(sc, r, v, SCENARIO_DISTANCE, &lo, &hi))
		sc->screen = sc->slits + cells(sc, r, v[SCENARIO_DISTANCE]);
	else if (screen && !knobbed(sc))
		sc->screen = place(sc, r, screen->p[0], 0);
	if (probe) {
		for (int i = 0; i < 4; i++)
			sc->probe[i] = place(sc, r, probe->p[i], i % 2);
	} else {
		lay_probe(sc, r);
	}
	sc->clocked = clock != NULL;
	sc->clock[0] = clock ? place(sc, r, clock->p[0], 0) : 0;
	sc->clock[1] = clock ? place(sc, r, clock->p[1], 1) : 0;
	if (!e && !mirror_of(sc, r, &m)) {
		if (sc->angle) /* as laid: its ends on whole cells */
			mirror_turn(&m, sc->angle);
		if (!mirror_cells(&m))
			mirror_fronts(sc, r, &m, mirror_lambda(sc));
	}
	return e;
}

/* Whether sources of `period` frames at `scale` steps a frame can be: SCENARIO_MIN_PERIOD ..
 * SCENARIO_MAX_PERIOD frames, within the core's longest period in steps, a scale of 1 or more. */
static int period_ok(int period, int scale)
{
	return scale >= 1 && period >= SCENARIO_MIN_PERIOD && period <= SCENARIO_MAX_PERIOD &&
	       period <= RIPPLE_MAX_PERIOD / scale;
}

/* The built-in lesson of scenario `which` (lessons/NAME.lesson), read once. */
static const struct lesson *built_in(int which)
{
	static struct lesson lessons[SCENARIO_COUNT];
	static int read[SCENARIO_COUNT];
	char err[256];
	size_t len;
	const char *text = lesson_builtin(scenario_names[which], &len);

	if (!read[which]) {
		if (!text || lesson_parse(&lessons[which], text, len, scenario_names[which], err, sizeof err))
			return NULL;
		read[which] = 1;
	}
	return &lessons[which];
}

/* Whether every source of the lesson beats within the core's longest period at `scale`. */
static int periods_ok(const struct lesson *l, int scale)
{
	for (int i = 0; i < l->nobjects; i++)
		if (l->object[i].period && !period_ok(l->object[i].period, scale))
			return 0;
	return 1;
}

int scenario_apply(struct scenario *sc, struct ripple *r, int which, int period, int scale)
{
	const struct lesson *l = which == SCENARIO_LESSON ? sc->lesson
				 : which > SCENARIO_NONE && which < SCENARIO_COUNT ? built_in(which) : NULL;
	int e;

	if (which < SCENARIO_NONE || which > SCENARIO_LESSON || !period_ok(period, scale) ||
	    (which != SCENARIO_NONE && (!l || !periods_ok(l, scale) || r->w < 64 || r->h < 48)))
		return RIPPLE_EINVAL;
	sc->which = which;
	sc->lesson = l;
	sc->period = period;
	sc->scale = scale;
	ripple_clear(r);
	if (which == SCENARIO_NONE) {
		sc->nsources = sc->clocked = sc->fronts = sc->focus_box[2] = 0;
		sc->serial++;
		ripple_clear_walls(r);
		ripple_set_shallow(r, NULL);
		return ripple_set_sponge(r, RIPPLE_SPONGE);
	}
	ripple_set_damping(r, l->damping > 0 ? l->damping : 0);
	e = ripple_set_edge(r, RIPPLE_EDGE_CLASSIC); /* no absorbing layer made twice below */
	if (!e)
		e = ripple_set_sponge(r, RIPPLE_SPONGE * scale);
	if (!e)
		e = lay_out(sc, r);
	return e ? e : ripple_set_edge(r, l->edge != LESSON_UNSET ? l->edge : RIPPLE_EDGE_ABSORB);
}

const char *scenario_name(const struct scenario *sc)
{
	return sc->which == SCENARIO_LESSON && sc->lesson ? sc->lesson->name
	       : sc->which >= SCENARIO_NONE && sc->which < SCENARIO_COUNT ? scenario_names[sc->which]
									     : "lesson";
}

int scenario_lesson_now(const struct scenario *sc, const struct ripple *r, struct lesson *out)
{
	const struct lesson_object *o = knobbed(sc);
	struct lesson_object *screen;
	const int k = sc->lesson ? own_scale(sc->lesson) : 1;
	double c[2 * EDGE_CORNERS];
	struct mirror m;
	struct edge e;
	int n;

	if (!sc->lesson || sc->which == SCENARIO_NONE)
		return -1;
	*out = *sc->lesson;
	out->period = sc->period;
	if (sc->angle && !mirror_of(sc, r, &m)) { /* the wall as turned, back in the lesson's cells */
		struct lesson_object *wall = &out->object[m.wall - sc->lesson->object];

		mirror_turn(&m, sc->angle);
		for (int i = 0; i < 4; i++) {
			const double v = i < 2 ? m.p[i] : m.p[i - 2] + m.w[i - 2], side = i % 2 ? r->h : r->w;
			const long back = lround(v * (i % 2 ? out->h : out->w) / side);
			const long most = (i % 2 ? out->h : out->w) - 1;

			wall->p[i] = (int)(back < 0 ? 0 : back > most ? most : back);
		}
	}
	if (sc->angle && !edge_of(sc, r, &e) && (n = edge_turn(&e, r, sc->angle, c)) <= LESSON_MAX_CORNERS) {
		struct lesson_object *poly = &out->object[e.o - sc->lesson->object]; /* back in the lesson's cells */

		poly->count = 0;
		for (int i = 0; i < n; i++) {
			const int x = (int)SCENARIO_MIN(SCENARIO_MAX(lround(c[2 * i] * out->w / r->w), 0), out->w);
			const int y = (int)SCENARIO_MIN(SCENARIO_MAX(lround(c[2 * i + 1] * out->h / r->h), 0), out->h);

			if (poly->count && x == poly->p[2 * poly->count - 2] && y == poly->p[2 * poly->count - 1])
				continue; /* two corners as near as a cell of the lesson: one */
			poly->p[2 * poly->count] = x;
			poly->p[2 * poly->count++ + 1] = y;
		}
		if (poly->count > 3 && poly->p[0] == poly->p[2 * poly->count - 2] && poly->p[1] == poly->p[2 * poly->count - 1])
			poly->count--;
	}
	for (int i = 0; sc->shallow && i < out->nobjects; i++)
		if (out->object[i].kind == LESSON_SHALLOW || out->object[i].kind == LESSON_SHALLOW_ELLIPSE)
			out->object[i].speed = sc->shallow;
	if (!o)
		return 0;
	o = &out->object[o - sc->lesson->object];
	if (o->kind == LESSON_BARRIER && has(sc, SCENARIO_WIDTH))
		out->object[o - out->object].width = scenario_knob(sc, r, SCENARIO_WIDTH);
	if (has(sc, SCENARIO_GAP))
		out->object[o - out->object].gap = scenario_knob(sc, r, SCENARIO_GAP);
	screen = (struct lesson_object *)first_of(out, LESSON_SCREEN);
	if (screen && has(sc, SCENARIO_DISTANCE))
		screen->p[0] = o->p[0] + (o->kind == LESSON_BARRIER ? WALL * k / 2 : 0) +
			       scenario_knob(sc, r, SCENARIO_DISTANCE) * k;
	return 0;
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
		"slit width", shape(sc) == SCENARIO_TWO_SOURCES ? "sources' distance d" : "slits' distance d",
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
		beat(sc, i);
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

static const struct lesson_object *shallow_of(const struct scenario *sc);
static int speed_fits(const struct scenario *sc, const struct ripple *r, int speed);

int scenario_misfit(const struct scenario *sc, const struct ripple *r, char *why, size_t len)
{
	const char *const name[SCENARIO_KNOBS] = {
		"slit width", shape(sc) == SCENARIO_TWO_SOURCES ? "sources' separation" : "slits' separation",
		"screen distance"
	};
	struct mirror m;
	int lo, hi;

	if (sc->angle && !angle_range(sc, r, &lo, &hi)) {
		snprintf(why, len, "angle of incidence %d: this lesson has no beam on a straight wall to turn (one line "
			 "source between two points and one wall, as mirror.lesson), nor plane waves meeting the edge "
			 "of shallow water (a line source and a convex shallow polygon, as refraction.lesson) that "
			 "fits this %dx%d pool", sc->angle, r->w, r->h);
		return -1;
	}
	if (sc->angle && (sc->angle < lo || sc->angle > hi || (!mirror_of(sc, r, &m) && !sc->fronts))) {
		snprintf(why, len, "angle of incidence %d does not fit this %dx%d pool: it can be %d to %d degrees", sc->angle,
			 r->w, r->h, lo, hi);
		return -1;
	}
	if (sc->shallow && !shallow_of(sc)) {
		snprintf(why, len, "shallow water's S %d.%02d: this lesson has no shallow water to set (as refraction.lesson "
			 "and lens.lesson)", sc->shallow / 100, sc->shallow % 100);
		return -1;
	}
	if (sc->shallow && !speed_fits(sc, r, sc->shallow)) {
		if (scenario_shallow_range(sc, r, &lo, &hi))
			snprintf(why, len, "shallow water's S %d.%02d does not fit waves of %d frames on this %dx%d pool: "
				 "it can be %d.%02d to %d.%02d", sc->shallow / 100, sc->shallow % 100, sc->period, r->w, r->h,
				 lo / 100, lo % 100, hi / 100, hi % 100);
		else
			snprintf(why, len, "shallow water's S %d.%02d does not fit waves of %d frames on this %dx%d pool, "
				 "nor does any other", sc->shallow / 100, sc->shallow % 100, sc->period, r->w, r->h);
		return -1;
	}
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

/* The lesson's first shallow object (a polygon or an ellipse), or NULL. */
static const struct lesson_object *shallow_of(const struct scenario *sc)
{
	const struct lesson_object *o = first_of(sc->lesson, LESSON_SHALLOW);

	return o ? o : first_of(sc->lesson, LESSON_SHALLOW_ELLIPSE);
}

/* Whether the lesson's shallow water can run at S `speed` hundredths on pool r: waves of the
 * scenario's period run there on the grid (the map's S, graphs/refraction.c's "too slow"), and a
 * refracting edge's squares fit at the angle it stands at. */
static int speed_fits(const struct scenario *sc, const struct ripple *r, int speed)
{
	const int slow = ripple_shallow_slow(speed / 100.0);
	double c[2 * EDGE_CORNERS];
	struct edge e;

	if (speed < LESSON_MIN_SHALLOW || speed > 100 ||
	    (slow && !scenario_scheme_k((double)sc->period * sc->scale, 1 - slow / 256.0, 0)))
		return 0;
	return !slow || edge_of(sc, r, &e) || squares_fit(sc, r, c, shallow_corners(sc, r, e.o, c), speed);
}

int scenario_angle(const struct scenario *sc, const struct ripple *r)
{
	struct mirror m;
	struct edge e;
	double n[2];

	if (!mirror_of(sc, r, &m))
		return sc->angle ? sc->angle : (int)lround(acos(mirror_normal(&m, n)) * 180 / PI);
	if (edge_of(sc, r, &e))
		return 0;
	return sc->angle ? sc->angle : (int)lround(acos(e.cosine) * 180 / PI);
}

int scenario_angle_range(const struct scenario *sc, const struct ripple *r, int *lo, int *hi)
{
	return angle_range(sc, r, lo, hi);
}

int scenario_shallow(const struct scenario *sc)
{
	const struct lesson_object *o = sc->lesson ? shallow_of(sc) : NULL;

	return o ? shallow_speed(sc, o) : 0;
}

int scenario_shallow_range(const struct scenario *sc, const struct ripple *r, int *lo, int *hi)
{
	int first = 0, last = 0;

	for (int s = LESSON_MIN_SHALLOW; sc->lesson && shallow_of(sc) && s <= 100; s++)
		if (speed_fits(sc, r, s)) {
			first = first ? first : s;
			last = s;
		}
	*lo = first;
	*hi = last;
	return first > 0;
}

/* The value a notch from `now` up (dir 1) or down, on the notches' multiples, within lo..hi. */
static int notched(int now, int dir, int step, int lo, int hi)
{
	const int next = dir > 0 ? (now / step + 1) * step : ((now + step - 1) / step - 1) * step;

	return next < lo ? lo : next > hi ? hi : next;
}

int scenario_turn_angle(struct scenario *sc, struct ripple *r, int dir)
{
	const int now = scenario_angle(sc, r);

	if (!now)
		return 0;
	for (int a = notched(now, dir, SCENARIO_ANGLE_NOTCH, 1, 89); a != now; a += dir > 0 ? -1 : 1)
		if (angle_fits(sc, r, a)) {
			sc->angle = a;
			return lay_out(sc, r) == RIPPLE_OK;
		}
	return 0;
}

int scenario_turn_shallow(struct scenario *sc, struct ripple *r, int dir)
{
	const int now = scenario_shallow(sc);

	if (!now)
		return 0;
	for (int s = notched(now, dir, SCENARIO_SHALLOW_NOTCH, LESSON_MIN_SHALLOW, 100); s != now; s += dir > 0 ? -1 : 1)
		if (speed_fits(sc, r, s)) {
			sc->shallow = s;
			return lay_out(sc, r) == RIPPLE_OK;
		}
	return 0;
}
