/* editing.h - the lesson rearranged in the window: its objects' handles dragged with the mouse or a finger, removed, added, and the changes undone. */
#ifndef EDITING_H
#define EDITING_H

#include "engine/demo.h"
#include "files/font.h"
#include "scenes/lesson_edit.h"

#define EDITING_UNDO 16 /* the changes Ctrl+Z takes back, the last first */
#define EDITING_REACH 8 /* window pixels from a handle within which a press takes it */
#define EDITING_HANDLES 256 /* the most handles shown over the water */

/* The edit mode of one window: on or off, the handle a drag holds, the lessons before each change. */
struct editing {
	int on;
	int held;                  /* a handle is held by a drag */
	struct lesson_handle grip; /* ...this one, of the lesson `start` as the drag found it */
	struct lesson start;
	int x, y;                  /* where the drag started, in cells of the lesson: the handle follows
				    * the pointer's way from there */
	int moved;                 /* the drag changed the lesson */
	int undo_n;
	struct lesson undo[EDITING_UNDO];
};

/* What the edit commands do (play_edit): edit mode on and off, the last change undone, the object
 * under the pointer removed, an object added at the pool's middle. */
enum { EDITING_TOGGLE, EDITING_UNDO_LAST, EDITING_DELETE, EDITING_ADD_SOURCE, EDITING_ADD_WALL, EDITING_ADD_ROCK,
       EDITING_ADD_BARRIER };

/* The lesson laid out on d's pool now (its knobs and period as turned) into l. Returns 0, or -1
 * when the pool shows none (no lesson laid out, or the side view shown). */
int editing_lesson(const struct demo *d, struct lesson *l);

/* The handles of the lesson laid out, at picture pixels into xy (at most max pairs). Returns how many. */
int editing_handles(const struct demo *d, int (*xy)[2], int max);

/* A press at picture pixel (x, y) in edit mode: the handle of the lesson within `reach` picture
 * pixels taken for a drag. Returns 1 when one was, else 0 (the press does nothing else). */
int editing_press(struct editing *e, const struct demo *d, int x, int y, double reach);

/* The pointer at picture pixel (x, y) while a handle is held: the handle moved as far as the
 * pointer went since the press, its object with it, and the lesson laid out anew (the water
 * still, the sources beating from their places). Returns 1 when the lesson changed, else 0. */
int editing_move(struct editing *e, struct demo *d, int x, int y);

/* The button or finger let go: the drag over (a change kept for Ctrl+Z when it moved anything). */
void editing_release(struct editing *e);

/* Command `what` (EDITING_*) with the pointer at picture pixel (x, y), `reach` picture pixels
 * round it; a word for the title and the window's foot into note ("" for none). Undo forgets the
 * changes kept when another lesson (another name) was laid out since. Returns 1 when the lesson
 * changed (laid out anew), else 0. */
int editing_command(struct editing *e, struct demo *d, int what, int x, int y, double reach, char note[FONT_LINE]);

#endif
