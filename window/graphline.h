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
	int shown[4]; /* the line the last frame showed, when has_line (graphline_shown) */
	int has_line;
};

/* What the left drag does: nothing, draw the line when it starts, draw it, move its first end, its
 * second end, or all of it. */
enum { GRAPHLINE_IDLE, GRAPHLINE_WAIT, GRAPHLINE_DRAW, GRAPHLINE_END0, GRAPHLINE_END1, GRAPHLINE_BODY };

#define GRAPHLINE_REACH 6 /* window pixels from the line within which a press takes it */

/* The squared distance from (x, y) to the segment from (x0, y0) to (x1, y1). */
static inline double graphline_to_segment(double x, double y, double x0, double y0, double x1, double y1)
{
	const double dx = x1 - x0, dy = y1 - y0, len = dx * dx + dy * dy;
	const double t = len > 0 ? SDL_clamp(((x - x0) * dx + (y - y0) * dy) / len, 0, 1) : 0;
	const double ex = x0 + t * dx - x, ey = y0 + t * dy - y;

	return ex * ex + ey * ey;
}

/* What a press of `button` at picture pixel (x, y) does to the line: the left button draws it when
 * it waits for its drag (GRAPHLINE_DRAW); within `reach` picture pixels of the line the last frame
 * showed, moves its end (the nearer when both are) or else all of it; otherwise nothing
 * (GRAPHLINE_IDLE). Inline, so that asking costs a click no file of its own. */
static inline int graphline_grip(const struct graphline *v, int button, int x, int y, double reach)
{
	const int *l = v->shown;
	double e0, e1;

	if (button != SCENE_LEFT || v->drag >= GRAPHLINE_DRAW)
		return GRAPHLINE_IDLE;
	if (v->drag == GRAPHLINE_WAIT)
		return GRAPHLINE_DRAW;
	if (!v->has_line)
		return GRAPHLINE_IDLE;
	e0 = graphline_to_segment(x, y, l[0], l[1], l[0], l[1]);
	e1 = graphline_to_segment(x, y, l[2], l[3], l[2], l[3]);
	if (SDL_min(e0, e1) <= reach * reach)
		return e0 <= e1 ? GRAPHLINE_END0 : GRAPHLINE_END1;
	return graphline_to_segment(x, y, l[0], l[1], l[2], l[3]) <= reach * reach ? GRAPHLINE_BODY : GRAPHLINE_IDLE;
}

/* What a mouse event was: not the line's (the run handles it), or the line's. */
enum { GRAPHLINE_NOT_MINE, GRAPHLINE_TAKEN };

/* The profile command on the graphs g: the strip shown and the next left drag drawing its line, or
 * (given while it waits for the drag or draws it) the strip taken away. */
void graphline_command(struct graphline *v, struct graphs *g);

/* A press at picture pixel (x, y) of d that graphline_grip gave `grip` (not GRAPHLINE_IDLE) for:
 * the drag that draws or moves the line starts there. The water is not touched. */
void graphline_press(struct graphline *v, const struct demo *d, int grip, int x, int y);

/* The line the frame shows (graphs g's, or none), kept for the presses that may take it; no graphs,
 * no line waits for its drag. Inline: the frame passes no file of its own for it. */
static inline void graphline_shown(struct graphline *v, const struct graphs *g)
{
	v->has_line = g && graphs_line(g, v->shown);
	if (!g)
		v->drag = GRAPHLINE_IDLE;
}

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
