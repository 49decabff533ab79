/* graphline.c - the graphs in the window: the profile's line drawn with a left drag, the graphs over an OpenGL display. */
#include "window/graphline.h"

void graphline_command(struct graphline *v, struct graphs *g)
{
	if (v->drag == GRAPHLINE_WAIT || v->drag == GRAPHLINE_DRAW) {
		graphs_clear_line(g);
		v->drag = GRAPHLINE_IDLE;
	} else {
		graphs_show_line(g);
		v->drag = GRAPHLINE_WAIT;
	}
}

void graphline_press(struct graphline *v, const struct demo *d, int grip, int x, int y)
{
	SDL_memcpy(v->line, v->shown, sizeof v->line);
	v->drag = grip;
	v->x = SDL_clamp(x, 0, demo_picture(d)->w - 1); /* a drag may leave the pool */
	v->y = SDL_clamp(y, 0, demo_picture(d)->h - 1);
}

/* The line from the drag's start to (x, y), or the line grabbed with its end or all of it moved by
 * the pointer's way from there, kept inside the picture; a single point is left out. Measured at
 * once, so that the water standing still shows it too. */
int graphline_move(struct graphline *v, struct demo *d, int x, int y)
{
	const int w = demo_picture(d)->w, h = demo_picture(d)->h;
	int to[4] = { v->x, v->y, SDL_clamp(x, 0, w - 1), SDL_clamp(y, 0, h - 1) };
	char err[160];

	if (v->drag < GRAPHLINE_DRAW || !demo_graphs(d))
		return GRAPHLINE_NOT_MINE;
	if (v->drag != GRAPHLINE_DRAW) {
		const int *l = v->line, left = SDL_min(l[0], l[2]), top = SDL_min(l[1], l[3]);
		int dx = to[2] - v->x, dy = to[3] - v->y;

		if (v->drag == GRAPHLINE_BODY) { /* both ends kept inside */
			dx = SDL_clamp(dx, -left, w - 1 - SDL_max(l[0], l[2]));
			dy = SDL_clamp(dy, -top, h - 1 - SDL_max(l[1], l[3]));
		}
		for (int i = 0; i < 4; i++) { /* x0, y0 move with the first end, x1, y1 with the second */
			const int moves = v->drag == GRAPHLINE_BODY || (v->drag == GRAPHLINE_END0) == (i < 2);

			to[i] = SDL_clamp(l[i] + (moves ? (i % 2 ? dy : dx) : 0), 0, (i % 2 ? h : w) - 1);
		}
	}
	if (graphs_set_line(demo_graphs(d), w, h, to[0], to[1], to[2], to[3], err, sizeof err))
		return GRAPHLINE_TAKEN;
	SDL_memcpy(v->shown, to, sizeof v->shown); /* before a frame shows it, a press may take it */
	v->has_line = 1;
	demo_measure(d);
	return GRAPHLINE_TAKEN;
}

void graphline_release(struct graphline *v)
{
	if (v->drag >= GRAPHLINE_DRAW)
		v->drag = GRAPHLINE_IDLE;
}

/* The part of the sheet at r (sheet pixels) over the OpenGL display, at `to` (window pixels). */
static void sheet_part(struct gldisplay *gl, SDL_Surface *sheet, const struct plot_rect *r, const SDL_Rect *to)
{
	SDL_Rect from = { r->x, r->y, r->w, r->h };
	SDL_Surface *part = SDL_CreateRGBSurfaceWithFormat(0, r->w, r->h, 32, SDL_PIXELFORMAT_ARGB8888);

	if (!part)
		return;
	SDL_SetSurfaceBlendMode(part, SDL_BLENDMODE_NONE);
	SDL_FillRect(part, NULL, 0xff000000u);
	if (SDL_BlitSurface(sheet, &from, part, NULL) == 0)
		gldisplay_image(gl, part, to);
	SDL_FreeSurface(part);
}

void graphline_gl(struct gldisplay *gl, struct demo *d, const struct graphs_layout *l, const SDL_Rect *strip,
		  const SDL_Rect *panel)
{
	SDL_Surface *sheet;

	if (!graphs_on(demo_graphs(d)) || !(sheet = demo_shown(d)))
		return;
	if (l->strip.w)
		sheet_part(gl, sheet, &l->strip, strip);
	if (l->panel.w)
		sheet_part(gl, sheet, &l->panel, panel);
}
