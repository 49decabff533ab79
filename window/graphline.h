/* graphline.h - the graphs in the window: the profile's line drawn with a left drag, the graphs over an OpenGL display. */
#ifndef GRAPHLINE_H
#define GRAPHLINE_H

#include "engine/demo.h"
#include "window/gldisplay.h"

#include <SDL.h>

/* The profile's line drawn with the mouse; all zero when no drag is wanted. */
struct graphline {
	int drag; /* 1 when the next left drag draws the line, 2 while it does */
	int x, y; /* where that drag started, in picture pixels */
};

/* What a mouse event was: not the line's (the run handles it), or the line's. */
enum { GRAPHLINE_NOT_MINE, GRAPHLINE_TAKEN };

/* The profile command on the graphs g: the strip shown and the next left drag drawing its line, or
 * (given while it waits for the drag or draws it) the strip taken away. */
void graphline_command(struct graphline *v, struct graphs *g);

/* A press of `button` at picture pixel (x, y) of d: taken (GRAPHLINE_TAKEN) when it is the left
 * button and the line waits for its drag, which then starts there. */
int graphline_press(struct graphline *v, const struct demo *d, int button, int x, int y);

/* The pointer moved to picture pixel (x, y) of d: while the line is dragged (GRAPHLINE_TAKEN), it
 * runs from the drag's start to there, measured at once. */
int graphline_move(struct graphline *v, struct demo *d, int x, int y);

/* A button released: the line's drag, if any, is over. */
void graphline_release(struct graphline *v);

/* The graphs of d (the sheet's layout l) over the OpenGL display gl: the strip and the panel at
 * those window rects. */
void graphline_gl(struct gldisplay *gl, struct demo *d, const struct graphs_layout *l, const SDL_Rect *strip,
		  const SDL_Rect *panel);

#endif
