/* graphline.c - the graphs in the window: the profile's line drawn with a left drag, the graphs over an OpenGL display. */
#include "window/graphline.h"

void graphline_command(struct graphline *v, struct graphs *g)
{
	if (v->drag) {
		graphs_clear_line(g);
		v->drag = 0;
	} else {
		graphs_show_line(g);
		v->drag = 1;
	}
}

int graphline_press(struct graphline *v, const struct demo *d, int button, int x, int y)
{
	if (v->drag != 1 || button != SCENE_LEFT || !demo_graphs(d))
		return GRAPHLINE_NOT_MINE;
	v->drag = 2;
	v->x = SDL_clamp(x, 0, demo_picture(d)->w - 1); /* a drag may leave the pool */
	v->y = SDL_clamp(y, 0, demo_picture(d)->h - 1);
	return GRAPHLINE_TAKEN;
}

/* The line from the drag's start to (x, y), kept inside the picture; a single point is left out.
 * Measured at once, so that the water standing still shows it too. */
int graphline_move(struct graphline *v, struct demo *d, int x, int y)
{
	const int w = demo_picture(d)->w, h = demo_picture(d)->h;
	char err[160];

	if (v->drag != 2)
		return GRAPHLINE_NOT_MINE;
	if (graphs_set_line(demo_graphs(d), w, h, v->x, v->y, SDL_clamp(x, 0, w - 1), SDL_clamp(y, 0, h - 1), err, sizeof err))
		return GRAPHLINE_TAKEN;
	demo_measure(d);
	return GRAPHLINE_TAKEN;
}

void graphline_release(struct graphline *v)
{
	if (v->drag == 2)
		v->drag = 0;
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
