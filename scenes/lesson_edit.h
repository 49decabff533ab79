/* lesson_edit.h - a lesson rearranged by hand: its objects' handles, an object moved by one, removed or added, all in the lesson's own cells. */
#ifndef LESSON_EDIT_H
#define LESSON_EDIT_H

#include "scenes/lesson.h"

#define LESSON_MAX_HANDLES 256 /* the most handles lesson_handles gives (a lesson of 64 objects has far fewer) */

/* What a handle holds of its object: its point (a source, a rock's centre, a stone, a shallow
 * ellipse's centre, a parabola's vertex), an end of a line (a wall, a line source between two
 * points, the probe), a column (a barrier's, which moves left and right, or the screen's), one
 * source of a column of them, a slit's upper or lower edge, one corner of a shallow polygon, the
 * end of a shallow ellipse's radius across (right of its centre) or up and down (below it), a
 * parabola's focus. */
enum { LESSON_GRIP_POINT, LESSON_GRIP_END0, LESSON_GRIP_END1, LESSON_GRIP_COLUMN, LESSON_GRIP_IN_COLUMN,
       LESSON_GRIP_SLIT_TOP, LESSON_GRIP_SLIT_BOTTOM, LESSON_GRIP_CORNER, LESSON_GRIP_RADIUS_X,
       LESSON_GRIP_RADIUS_Y, LESSON_GRIP_FOCUS };

/* A handle: object `object` of the lesson, what it holds of it (LESSON_GRIP_*), which slit or
 * source of a column (`index`, from the top) or corner of a polygon (in the file's order), and
 * where it stands, in the lesson's cells (a shallow polygon's corner may stand on the pool's far
 * edges, at x W or y H). */
struct lesson_handle {
	int object, grip, index;
	int x, y;
};

/* The handles of every object of l into h (at most max), in the order of its objects: a source's
 * point, each source of a column, a line source's or a wall's or the probe's two ends, a rock's
 * centre, a barrier's column (above its slits) and each slit's two edges, the screen's column (on
 * the middle row), a stone's point, the clock's point, a parabola's vertex and focus, a shallow
 * polygon's every corner, a shallow ellipse's centre and the ends of its two radii. A line source
 * along a side has none. Returns how many. */
int lesson_handles(const struct lesson *l, struct lesson_handle *h, int max);

/* The handle of l nearest (x, y), within `reach` cells of the lesson, into *h. Returns 1, or 0
 * when none is that near. */
int lesson_handle_at(const struct lesson *l, int x, int y, int reach, struct lesson_handle *h);

/* The object of l at (x, y): the one whose handle is nearest within `reach` cells, else a wall, a
 * line or the probe passing within reach, a rock's disc, a barrier's or the screen's column.
 * Returns its index, or -1 for none. */
int lesson_object_at(const struct lesson *l, int x, int y, int reach);

/* Handle h of l (as lesson_handles gave it) moved to (x, y), kept inside the lesson's pool: the
 * point or end there; a barrier's or the screen's column to column x (the whole barrier); a
 * column of sources to column x, its sources spread so that this one is on row y (their gap);
 * a slit's edge to row y, the slits' width changed (their centres kept, narrower than their gap);
 * a shallow polygon's corner there (up to the pool's far edges); a shallow ellipse's radius across
 * to its centre's distance from column x, up and down from row y (a cell at least); a parabola's
 * focus there, its focal length the distance from the vertex and its axis turned towards (x, y)
 * (the dish keeps its vertex). The lesson stays one that lesson_parse reads back. Returns 1 when
 * it changed, else 0. */
int lesson_move(struct lesson *l, const struct lesson_handle *h, int x, int y);

/* Removes object i of l. Returns 0, or -1 when there is no such object or it is the lesson's last
 * (a lesson has one object at least). */
int lesson_remove(struct lesson *l, int i);

/* Adds an object of `kind` at (x, y) of l, after its others: a source there; a wall 40 cells
 * tall, 3 thick, standing there; a rock of radius 15 there; a barrier at column x with two slits
 * 6 wide, 60 apart. Returns its index, or -1 for another kind, a lesson full (LESSON_MAX_OBJECTS,
 * or LESSON_MAX_SOURCES for a source) or a pool too small for it. */
int lesson_add(struct lesson *l, int kind, int x, int y);

/* An empty lesson on a pool of 320x240, its settings left to the command line, named `name`:
 * objects are added to it (lesson_add) before it is laid out. */
void lesson_empty(struct lesson *l, const char *name);

#endif
