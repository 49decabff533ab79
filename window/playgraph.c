/* playgraph.c - the window's part of the graphs: the profile's line drawn with the mouse, the graphs over OpenGL. */
#include "window/play.h"

struct graphs *play_graphs(struct play *p)
{
	return demo_graphs(&p->demo, p->o);
}

void play_graph_command(struct play *p)
{
	struct graphs *g = play_graphs(p);

	if (!g)
		return;
	if (p->graph_drag) {
		graphs_clear_line(g);
		p->graph_drag = 0;
	} else {
		graphs_show_line(g);
		p->graph_drag = 1;
	}
	play_present(p);
}

/* The line from the drag's start to (x, y), kept inside the picture; a single point is left out.
 * While the water stands still the graph is measured at once. */
static void draw_line(struct play *p, int x, int y)
{
	const int w = p->demo.picture->w, h = p->demo.picture->h;
	char err[160];

	if (graphs_set_line(p->demo.graphs, w, h, p->gx, p->gy, SDL_clamp(x, 0, w - 1), SDL_clamp(y, 0, h - 1), err, sizeof err))
		return;
	graphs_step(p->demo.graphs, &p->demo);
	if (p->demo.paused)
		play_present(p);
}

int play_graph_press(struct play *p, int button, int x, int y)
{
	if (p->graph_drag != 1 || button != SCENE_LEFT || !p->demo.graphs)
		return 0;
	p->graph_drag = 2;
	p->gx = SDL_clamp(x, 0, p->demo.picture->w - 1); /* a drag may leave the pool */
	p->gy = SDL_clamp(y, 0, p->demo.picture->h - 1);
	return 1;
}

int play_graph_move(struct play *p, int x, int y)
{
	if (p->graph_drag != 2)
		return 0;
	p->px = x;
	p->py = y;
	draw_line(p, x, y);
	return 1;
}

void play_graph_release(struct play *p)
{
	if (p->graph_drag == 2)
		p->graph_drag = 0;
}

/* The part of the sheet at r (sheet pixels) over the OpenGL view, the sheet shown at `at`. */
static void sheet_part(struct play *p, SDL_Surface *sheet, const struct plot_rect *r, const SDL_Rect *at)
{
	SDL_Rect from = { r->x, r->y, r->w, r->h };
	SDL_Rect to = { at->x + (int)((long long)r->x * at->w / sheet->w), at->y + (int)((long long)r->y * at->h / sheet->h),
			(int)((long long)r->w * at->w / sheet->w), (int)((long long)r->h * at->h / sheet->h) };
	SDL_Surface *part = SDL_CreateRGBSurfaceWithFormat(0, r->w, r->h, 32, SDL_PIXELFORMAT_ARGB8888);

	if (!part)
		return;
	SDL_SetSurfaceBlendMode(part, SDL_BLENDMODE_NONE);
	SDL_FillRect(part, NULL, 0xff000000u);
	if (SDL_BlitSurface(sheet, &from, part, NULL) == 0)
		glview_image(p->gl, part, &to);
	SDL_FreeSurface(part);
}

void play_graphs_gl(struct play *p, const SDL_Rect *at, const struct graphs_layout *l)
{
	SDL_Surface *sheet;

	if (!graphs_on(p->demo.graphs) || !(sheet = demo_shown(&p->demo)))
		return;
	if (l->strip.w)
		sheet_part(p, sheet, &l->strip, at);
	if (l->panel.w)
		sheet_part(p, sheet, &l->panel, at);
}
