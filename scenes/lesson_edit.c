/* lesson_edit.c - a lesson rearranged by hand: its objects' handles, an object moved by one, removed or added, in the lesson's own cells. */
#include "scenes/lesson_edit.h"

#include "ripple.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define WALL_CELLS 3      /* a barrier's thickness, in cells of the lesson (scenario.c lays it so) */
#define NEW_WALL 20       /* half the length of a wall added, in cells */
#define NEW_WALL_WIDTH 3
#define NEW_ROCK 15       /* a rock's radius added */
#define NEW_SLIT_WIDTH 6  /* a barrier's slits added: the double slit's */
#define NEW_SLIT_GAP 60

static int clamp(int v, int lo, int hi)
{
	return v < lo ? lo : v > hi ? hi : v;
}

/* A length of lesson l (in cells of the 320x240 lesson: a radius, a focal length) in its own
 * cells, as scenario.c lays it out on a pool of the lesson's size; and a distance in its own cells
 * back to a length, at least a cell. */
static double own_cells(const struct lesson *l, int n)
{
	return l->h >= RIPPLE_LESSON_ROWS ? (double)n * ripple_lesson_scale(l->h) : (double)n * l->h / RIPPLE_LESSON_ROWS;
}

static int length_of(const struct lesson *l, double d)
{
	const double n = d / own_cells(l, 1);

	return n < 1 ? 1 : n > LESSON_MAX_LENGTH ? LESSON_MAX_LENGTH : (int)lround(n);
}

/* Where the end of a shallow ellipse's radius r (a length) from its centre c stands on an axis
 * of `side` cells: after the centre, or before it when that is outside the pool (either end
 * sets the radius); kept within the pool, so that it can be taken. */
static int radius_end(const struct lesson *l, int c, int r, int side)
{
	const int d = (int)lround(own_cells(l, r)), end = c + d < side ? c + d : c - d;

	return clamp(end, 0, side - 1);
}

/* A parabola's focus: its focal length from the vertex along its axis, kept within the pool. */
static void focus_of(const struct lesson *l, const struct lesson_object *o, int *x, int *y)
{
	const double a = o->angle * 3.14159265358979323846 / 180, f = own_cells(l, o->radius);

	*x = clamp((int)lround(o->p[0] + f * cos(a)), 0, l->w - 1);
	*y = clamp((int)lround(o->p[1] + f * sin(a)), 0, l->h - 1);
}

/* The row the centre of opening i (a slit, a column's source) stands on, of `count` openings
 * `gap` apart centred on the middle row, as scenario.c lays them out. */
static int opening(const struct lesson *l, int gap, int count, int i)
{
	return l->h / 2 - (count > 1 ? gap : 0) * (count - 1) / 2 + i * (count > 1 ? gap : 0);
}

/* A handle into h[n] when there is room; the count after it. */
static int put(struct lesson_handle *h, int n, int max, int object, int grip, int index, int x, int y)
{
	if (n < max)
		h[n] = (struct lesson_handle){ object, grip, index, x, y };
	return n < max ? n + 1 : n;
}

int lesson_handles(const struct lesson *l, struct lesson_handle *h, int max)
{
	int n = 0;

	for (int i = 0; i < l->nobjects; i++) {
		const struct lesson_object *o = &l->object[i];

		switch (o->kind) {
		case LESSON_SOURCES:
			for (int s = 0; s < o->count; s++)
				n = put(h, n, max, i, LESSON_GRIP_IN_COLUMN, s, o->p[0], opening(l, o->gap, o->count, s));
			break;
		case LESSON_LINE_SOURCE: /* between two points: its ends; along a side: none */
		case LESSON_WALL:
		case LESSON_PROBE:
			if (o->kind == LESSON_LINE_SOURCE && o->side != LESSON_BY_POINTS)
				break;
			n = put(h, n, max, i, LESSON_GRIP_END0, 0, o->p[0], o->p[1]);
			n = put(h, n, max, i, LESSON_GRIP_END1, 0, o->p[2], o->p[3]);
			break;
		case LESSON_BARRIER: {
			const int top = opening(l, o->gap, o->count, 0) - o->width / 2, x = clamp(o->p[0] + 1, 0, l->w - 1);

			n = put(h, n, max, i, LESSON_GRIP_COLUMN, 0, x, top / 2);
			for (int s = 0; s < o->count; s++) {
				const int edge = opening(l, o->gap, o->count, s) - o->width / 2;

				n = put(h, n, max, i, LESSON_GRIP_SLIT_TOP, s, x, edge);
				n = put(h, n, max, i, LESSON_GRIP_SLIT_BOTTOM, s, x, clamp(edge + o->width, 0, l->h - 1));
			}
			break;
		}
		case LESSON_SCREEN:
			n = put(h, n, max, i, LESSON_GRIP_COLUMN, 0, o->p[0], l->h / 2);
			break;
		case LESSON_SHALLOW:
			for (int c = 0; c < o->count; c++)
				n = put(h, n, max, i, LESSON_GRIP_CORNER, c, o->p[2 * c], o->p[2 * c + 1]);
			break;
		case LESSON_SHALLOW_ELLIPSE:
			n = put(h, n, max, i, LESSON_GRIP_POINT, 0, o->p[0], o->p[1]);
			n = put(h, n, max, i, LESSON_GRIP_RADIUS_X, 0, radius_end(l, o->p[0], o->radius, l->w), o->p[1]);
			n = put(h, n, max, i, LESSON_GRIP_RADIUS_Y, 0, o->p[0], radius_end(l, o->p[1], o->radius_y, l->h));
			break;
		case LESSON_PARABOLA: {
			int fx, fy;

			focus_of(l, o, &fx, &fy);
			n = put(h, n, max, i, LESSON_GRIP_POINT, 0, o->p[0], o->p[1]);
			n = put(h, n, max, i, LESSON_GRIP_FOCUS, 0, fx, fy);
			break;
		}
		default: /* a source, a rock, a stone: their point */
			n = put(h, n, max, i, LESSON_GRIP_POINT, 0, o->p[0], o->p[1]);
			break;
		}
	}
	return n < max ? n : max;
}

int lesson_handle_at(const struct lesson *l, int x, int y, int reach, struct lesson_handle *h)
{
	struct lesson_handle all[LESSON_MAX_HANDLES];
	const int n = lesson_handles(l, all, LESSON_MAX_HANDLES);
	long best = (long)reach * reach + 1;
	int found = 0;

	for (int i = 0; i < n; i++) {
		const long dx = all[i].x - x, dy = all[i].y - y, d = dx * dx + dy * dy;

		if (d < best) { /* the first of equals: the object laid out first */
			best = d;
			*h = all[i];
			found = 1;
		}
	}
	return found;
}

/* The squared distance from (x, y) to the segment from (x0, y0) to (x1, y1). */
static double to_segment(double x, double y, double x0, double y0, double x1, double y1)
{
	const double dx = x1 - x0, dy = y1 - y0, len = dx * dx + dy * dy;
	double t = len > 0 ? ((x - x0) * dx + (y - y0) * dy) / len : 0, ex, ey;

	t = t < 0 ? 0 : t > 1 ? 1 : t;
	ex = x0 + t * dx - x;
	ey = y0 + t * dy - y;
	return ex * ex + ey * ey;
}

int lesson_object_at(const struct lesson *l, int x, int y, int reach)
{
	struct lesson_handle h;

	if (lesson_handle_at(l, x, y, reach, &h))
		return h.object;
	for (int i = l->nobjects - 1; i >= 0; i--) { /* the one laid out last, on top */
		const struct lesson_object *o = &l->object[i];
		const long dx = o->p[0] - x, dy = o->p[1] - y;

		if ((o->kind == LESSON_WALL || o->kind == LESSON_PROBE ||
		     (o->kind == LESSON_LINE_SOURCE && o->side == LESSON_BY_POINTS)) &&
		    to_segment(x, y, o->p[0], o->p[1], o->p[2], o->p[3]) <= (double)reach * reach)
			return i;
		if (o->kind == LESSON_ROCK && dx * dx + dy * dy <= (long)o->radius * o->radius)
			return i;
		if ((o->kind == LESSON_BARRIER && x >= o->p[0] - reach && x <= o->p[0] + WALL_CELLS + reach) ||
		    (o->kind == LESSON_SCREEN && abs(o->p[0] - x) <= reach))
			return i;
	}
	return -1;
}

/* A column of sources moved to column x, spread so that source i is on row y: their gap, at least
 * a cell, within the pool's rows (the middle one stays on the middle row and sets none). */
static void move_in_column(struct lesson *l, struct lesson_object *o, int i, int x, int y)
{
	const int twice = 2 * i - (o->count - 1); /* twice source i's place from the middle, in gaps */

	o->p[0] = x;
	if (o->count < 2 || !twice)
		return;
	o->gap = clamp((int)(2L * (y - l->h / 2) / twice), 1, (l->h - 1) / (o->count - 1));
}

/* A slit's edge moved to row y: the slits' width twice its distance from the slit's centre, at
 * least a cell, narrower than their gap, within the pool's rows. */
static void move_edge(struct lesson *l, struct lesson_object *o, int i, int top, int y)
{
	const int centre = opening(l, o->gap, o->count, i), room = l->h - 1 - o->gap * (o->count - 1);
	int width = 2 * (top ? centre - y : y - centre);

	width = clamp(width, 1, room < LESSON_MAX_LENGTH ? room : LESSON_MAX_LENGTH);
	if (o->count > 1 && width >= o->gap)
		width = o->gap - 1;
	o->width = width;
}

int lesson_move(struct lesson *l, const struct lesson_handle *h, int x, int y)
{
	struct lesson_object *o;
	struct lesson_object was;

	if (h->object < 0 || h->object >= l->nobjects)
		return 0;
	o = &l->object[h->object];
	was = *o;
	if (h->grip == LESSON_GRIP_CORNER && h->index >= 0 && h->index < o->count) { /* up to the far edges */
		o->p[2 * h->index] = clamp(x, 0, l->w);
		o->p[2 * h->index + 1] = clamp(y, 0, l->h);
		return memcmp(&was, o, sizeof was) != 0;
	}
	x = clamp(x, 0, l->w - 1);
	y = clamp(y, 0, l->h - 1);
	switch (h->grip) {
	case LESSON_GRIP_END1:
		o->p[2] = x;
		o->p[3] = y;
		break;
	case LESSON_GRIP_COLUMN:
		o->p[0] = o->kind == LESSON_BARRIER ? clamp(x - 1, 0, l->w - 1) : x;
		break;
	case LESSON_GRIP_IN_COLUMN:
		move_in_column(l, o, h->index, x, y);
		break;
	case LESSON_GRIP_SLIT_TOP:
	case LESSON_GRIP_SLIT_BOTTOM:
		move_edge(l, o, h->index, h->grip == LESSON_GRIP_SLIT_TOP, y);
		break;
	case LESSON_GRIP_CORNER: /* of no such corner */
		break;
	case LESSON_GRIP_RADIUS_X:
		o->radius = length_of(l, abs(x - o->p[0]));
		break;
	case LESSON_GRIP_RADIUS_Y:
		o->radius_y = length_of(l, abs(y - o->p[1]));
		break;
	case LESSON_GRIP_FOCUS:
		if (x == o->p[0] && y == o->p[1])
			break; /* on the vertex: no axis */
		o->radius = length_of(l, hypot(x - o->p[0], y - o->p[1]));
		o->angle = ((int)lround(atan2(y - o->p[1], x - o->p[0]) * 180 / 3.14159265358979323846) + 360) % 360;
		break;
	default: /* LESSON_GRIP_POINT, LESSON_GRIP_END0 */
		o->p[0] = x;
		o->p[1] = y;
		break;
	}
	return memcmp(&was, o, sizeof was) != 0;
}

int lesson_remove(struct lesson *l, int i)
{
	if (i < 0 || i >= l->nobjects || l->nobjects < 2)
		return -1;
	memmove(&l->object[i], &l->object[i + 1], (size_t)(l->nobjects - i - 1) * sizeof *l->object);
	l->nobjects--;
	return 0;
}

/* The sources the lesson drives: a column's each, a point's and a line's one. */
static int sources(const struct lesson *l)
{
	int n = 0;

	for (int i = 0; i < l->nobjects; i++)
		n += l->object[i].kind == LESSON_SOURCES ? l->object[i].count
		     : l->object[i].kind == LESSON_SOURCE || l->object[i].kind == LESSON_LINE_SOURCE ? 1
												       : 0;
	return n;
}

int lesson_add(struct lesson *l, int kind, int x, int y)
{
	struct lesson_object o = { .kind = kind, .weight = -1 };

	x = clamp(x, 0, l->w - 1);
	y = clamp(y, 0, l->h - 1);
	o.p[0] = x;
	o.p[1] = y;
	switch (kind) {
	case LESSON_SOURCE:
		if (sources(l) >= LESSON_MAX_SOURCES)
			return -1;
		break;
	case LESSON_WALL:
		o.p[1] = clamp(y - NEW_WALL, 0, l->h - 1);
		o.p[2] = x;
		o.p[3] = clamp(y + NEW_WALL, 0, l->h - 1);
		o.width = NEW_WALL_WIDTH;
		break;
	case LESSON_ROCK:
		if (NEW_ROCK >= l->w || NEW_ROCK >= l->h)
			return -1;
		o.radius = NEW_ROCK;
		break;
	case LESSON_BARRIER:
		if (NEW_SLIT_GAP + NEW_SLIT_WIDTH >= l->h)
			return -1;
		o.p[1] = 0;
		o.width = NEW_SLIT_WIDTH;
		o.gap = NEW_SLIT_GAP;
		o.count = 2;
		break;
	default:
		return -1;
	}
	if (l->nobjects >= LESSON_MAX_OBJECTS)
		return -1;
	l->object[l->nobjects] = o;
	return l->nobjects++;
}

void lesson_empty(struct lesson *l, const char *name)
{
	memset(l, 0, sizeof *l);
	l->w = 320;
	l->h = 240;
	l->period = l->view = l->edge = l->damping = l->speed = l->stencil = LESSON_UNSET;
	snprintf(l->name, sizeof l->name, "%s", name);
}
