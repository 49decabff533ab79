/* editing.c - the lesson rearranged in the window: its objects' handles dragged with the mouse or a finger, removed, added, and the changes undone. */
#include "window/editing.h"

#include "scenes/pool.h"

#include <stdio.h>
#include <string.h>

static const char *const kind_names[LESSON_KINDS] = { "source", "column of sources", "line source", "wall", "rock",
						      "barrier", "screen", "probe", "stone", "clock",
						      "parabola", "shallow water", "shallow ellipse" };

int editing_lesson(const struct demo *d, struct lesson *l)
{
	struct scene_heights h;

	if (demo_scene_shown(d) != SCENE_POOL || demo_heights(d, &h) || !h.scenario)
		return -1;
	return scenario_lesson_now(h.scenario, h.pool, l);
}

/* A picture pixel along a side of `picture` pixels to a cell of the lesson's `cells`, and back
 * (the middle of the cell's pixels): lessons are laid out in proportion to the pool. */
static int to_lesson(int v, int picture, int cells)
{
	return (int)((long)v * cells / (picture > 0 ? picture : 1));
}

static int to_picture(int v, int picture, int cells)
{
	return (int)((2L * v + 1) * picture / (2L * (cells > 0 ? cells : 1)));
}

/* Picture pixels (x, y) of d into cells of lesson l, *x and *y changed in place; `reach` too. */
static int lesson_point(const struct demo *d, const struct lesson *l, int *x, int *y, double reach)
{
	const SDL_Surface *pic = demo_picture(d);
	const int cells = (int)(reach * l->w / (pic->w > 0 ? pic->w : 1) + 0.5);

	*x = to_lesson(*x, pic->w, l->w);
	*y = to_lesson(*y, pic->h, l->h);
	return cells > 1 ? cells : 1;
}

int editing_handles(const struct demo *d, int (*xy)[2], int max)
{
	static struct lesson l; /* a frame's: too large for the stack of every present */
	struct lesson_handle h[LESSON_MAX_HANDLES];
	const SDL_Surface *pic = demo_picture(d);
	int n;

	if (editing_lesson(d, &l))
		return 0;
	n = lesson_handles(&l, h, max < LESSON_MAX_HANDLES ? max : LESSON_MAX_HANDLES);
	for (int i = 0; i < n; i++) { /* a shallow corner on the pool's far edge: at its last pixel */
		xy[i][0] = to_picture(h[i].x < l.w ? h[i].x : l.w - 1, pic->w, l.w);
		xy[i][1] = to_picture(h[i].y < l.h ? h[i].y : l.h - 1, pic->h, l.h);
	}
	return n;
}

/* Lesson l laid out on d's pool, as a file of it opens. Returns 0, or -1 with why into note. */
static int lay(struct demo *d, const struct lesson *l, char note[FONT_LINE])
{
	struct pool *pool = demo_scene(d, SCENE_POOL);
	const int e = pool ? pool_set_lesson(pool, l) : RIPPLE_EINVAL;

	if (e)
		snprintf(note, FONT_LINE, "cannot lay the lesson out: %s",
			 e == RIPPLE_EINVAL ? "its waves' period does not fit this pool" : ripple_strerror(e));
	return e ? -1 : 0;
}

/* The lesson before a change kept for Ctrl+Z, the oldest forgotten when the stack is full. */
static void keep(struct editing *e, const struct lesson *l)
{
	if (e->undo_n == EDITING_UNDO) {
		memmove(&e->undo[0], &e->undo[1], (EDITING_UNDO - 1) * sizeof *e->undo);
		e->undo_n--;
	}
	e->undo[e->undo_n++] = *l;
}

int editing_press(struct editing *e, const struct demo *d, int x, int y, double reach)
{
	int cells;

	e->held = e->moved = 0;
	if (editing_lesson(d, &e->start))
		return 0;
	cells = lesson_point(d, &e->start, &x, &y, reach);
	e->held = lesson_handle_at(&e->start, x, y, cells, &e->grip);
	e->x = x;
	e->y = y;
	return e->held;
}

int editing_move(struct editing *e, struct demo *d, int x, int y)
{
	static struct lesson moved, now; /* too large for the stack of every event */
	char note[FONT_LINE];

	if (!e->held)
		return 0;
	moved = e->start;
	lesson_point(d, &moved, &x, &y, 0);
	lesson_move(&moved, &e->grip, e->grip.x + x - e->x, e->grip.y + y - e->y); /* as far as the pointer went */
	if (!editing_lesson(d, &now) && now.nobjects == moved.nobjects &&
	    !memcmp(now.object, moved.object, (size_t)now.nobjects * sizeof *now.object))
		return 0; /* where it is already */
	if (lay(d, &moved, note))
		return 0;
	if (!e->moved)
		keep(e, &e->start);
	e->moved = 1;
	return 1;
}

void editing_release(struct editing *e)
{
	e->held = 0;
}

/* Where an object is added: the lesson's middle, lower down past the handles already there. */
static void free_place(const struct lesson *l, int *x, int *y)
{
	struct lesson_handle h;

	*x = l->w / 2;
	*y = l->h / 2;
	for (int i = 0; i < 8 && lesson_handle_at(l, *x, *y, 4, &h); i++)
		*y += 12;
	*y = *y < l->h ? *y : l->h - 1;
}

int editing_command(struct editing *e, struct demo *d, int what, int x, int y, double reach, char note[FONT_LINE])
{
	static const int kinds[] = { [EDITING_ADD_SOURCE] = LESSON_SOURCE, [EDITING_ADD_WALL] = LESSON_WALL,
				     [EDITING_ADD_ROCK] = LESSON_ROCK, [EDITING_ADD_BARRIER] = LESSON_BARRIER };
	static struct lesson l, before;
	const int has = editing_lesson(d, &l) == 0;
	int i;

	*note = 0;
	before = l;
	switch (what) {
	case EDITING_TOGGLE:
		e->on = !e->on;
		e->held = 0;
		if (!e->on || !has) /* on with a lesson: the title and the foot's line say it */
			snprintf(note, FONT_LINE, "%s", !e->on ? "editing ended: the lesson goes on as edited"
							       : "no lesson laid out: Edit > Add a source starts one");
		return 0;
	case EDITING_UNDO_LAST:
		if (e->undo_n && (!has || strcmp(l.name, e->undo[e->undo_n - 1].name)))
			e->undo_n = 0; /* another lesson laid out since (opened, or X): the changes were the other's */
		if (!e->undo_n) {
			snprintf(note, FONT_LINE, "nothing to undo");
			return 0;
		}
		if (lay(d, &e->undo[e->undo_n - 1], note))
			return 0;
		e->undo_n--;
		snprintf(note, FONT_LINE, "undone (%d more to undo)", e->undo_n);
		return 1;
	case EDITING_DELETE:
		if (!e->on) {
			snprintf(note, FONT_LINE, "Del removes an object in edit mode (F2)");
			return 0;
		}
		if (!has) {
			snprintf(note, FONT_LINE, "no lesson laid out");
			return 0;
		}
		reach = lesson_point(d, &l, &x, &y, reach);
		if ((i = lesson_object_at(&l, x, y, (int)reach)) < 0) {
			snprintf(note, FONT_LINE, "no object under the pointer to remove");
			return 0;
		}
		snprintf(note, FONT_LINE, "removed the %s", kind_names[l.object[i].kind]);
		if (lesson_remove(&l, i)) {
			snprintf(note, FONT_LINE, "a lesson keeps one object at least");
			return 0;
		}
		break;
	default: /* EDITING_ADD_*: at the middle, in edit mode */
		if (!has)
			lesson_empty(&l, "lesson");
		free_place(&l, &x, &y);
		if (lesson_add(&l, kinds[what], x, y) < 0) {
			snprintf(note, FONT_LINE, "no room for another %s in this lesson", kind_names[kinds[what]]);
			return 0;
		}
		e->on = 1;
		snprintf(note, FONT_LINE, "added a %s at %d, %d: drag it", kind_names[kinds[what]], x, y);
		break;
	}
	if (lay(d, &l, note))
		return 0;
	if (has)
		keep(e, &before);
	return 1;
}
