/* graphline.h - the graphs in the window: the profile's line drawn with a left drag, the graphs over an OpenGL display. */
#ifndef GRAPHLINE_H
#define GRAPHLINE_H

#include "engine/demo.h"
#include "window/gldisplay.h"

#include <SDL.h>

/* The profile's line drawn or moved with the mouse; all zero when no drag is wanted. */
struct graphline {
	int drag; /* GRAPHLINE_WAIT when the next left drag draws the line, else what a drag does now */
	int x, y; /* where that drag started, in picture pixels */
	int line[4]; /* the line when a drag moving it started: x0, y0, x1, y1 */
};

/* What the left drag does: nothing, draw the line when it starts, draw it, move its first end, its
 * second end, or all of it. */
enum { GRAPHLINE_IDLE, GRAPHLINE_WAIT, GRAPHLINE_DRAW, GRAPHLINE_END0, GRAPHLINE_END1, GRAPHLINE_BODY };

#define GRAPHLINE_REACH 6 /* window pixels from the line within which a press takes it */

/* What a mouse event was: not the line's (the run handles it), or the line's. */
enum { GRAPHLINE_NOT_MINE, GRAPHLINE_TAKEN };

/* The profile command on the graphs g: the strip shown and the next left drag drawing its line, or
 * (given while it waits for the drag or draws it) the strip taken away. */
void graphline_command(struct graphline *v, struct graphs *g);

/* A press of `button` at picture pixel (x, y) of d: taken (GRAPHLINE_TAKEN) when it is the left
 * button and the line waits for its drag, which then starts there, or when it falls within `reach`
 * picture pixels of the line drawn: by an end, the drag moves that end, else all the line. The
 * water is not touched by a press taken. */
int graphline_press(struct graphline *v, const struct demo *d, int button, int x, int y, double reach);

/* The pointer moved to picture pixel (x, y) of d: while the line is drawn or moved (GRAPHLINE_TAKEN),
 * it runs from the drag's start to there, or its end or all of it follows the pointer (kept inside
 * the picture), measured at once. */
int graphline_move(struct graphline *v, struct demo *d, int x, int y);

/* A button released: the line's drag, if any, is over. */
void graphline_release(struct graphline *v);

/* The graphs of d (the sheet's layout l) over the OpenGL display gl: the strip and the panel at
 * those window rects. */
void graphline_gl(struct gldisplay *gl, struct demo *d, const struct graphs_layout *l, const SDL_Rect *strip,
		  const SDL_Rect *panel);

#endif
