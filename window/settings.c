/* settings.c - the run's settings as they are now, as the command line's options: what a link to the lesson says. */
#include "window/play.h"

#include "graphs/graphs.h"
#include "scenes/pool.h"
#include "scenes/scenario.h"

/* The pool's settings as the menus and keys left them; a scenario lays out its own edges and
 * damping, which are then left as the options have them. */
static void pool_settings(const struct demo *d, struct scene_options *w)
{
	const struct pool *pool = demo_scene(d, SCENE_POOL);
	struct scene_heights h = { 0 };

	if (!pool)
		return;
	w->stencil = pool_get(pool, POOL_STENCIL);
	w->soft = pool_get(pool, POOL_SOFT);
	w->rain = pool_get(pool, POOL_RAIN);
	w->view = pool_get(pool, POOL_VIEW);
	w->scenario = pool_get(pool, POOL_SCENARIO);
	w->view_set = w->view != RIPPLE_VIEW_REFRACTION || w->scenario;
	w->mesh = pool_get(pool, POOL_MESH);
	w->speed = pool_get(pool, POOL_SPEED);
	scene_pool.heights(pool, &h);
	if (!h.scenario) {
		w->damping = pool_get(pool, POOL_DAMPING);
		w->edge = pool_get(pool, POOL_EDGE);
		return;
	}
	w->period = h.scenario->period;
	if (h.scenario->knob[SCENARIO_WIDTH] || h.scenario->knob[SCENARIO_GAP]) { /* --slits sets both */
		w->slit_width = scenario_asked(h.scenario, SCENARIO_WIDTH);
		w->slit_gap = scenario_asked(h.scenario, SCENARIO_GAP);
	}
	w->screen_distance = h.scenario->knob[SCENARIO_DISTANCE];
}

void play_settings(const struct play *p, struct options *o)
{
	const struct demo *d = play_demo(p);
	const SDL_Surface *picture = demo_picture(d);
	const struct graphs *g = demo_graphs(d);

	*o = *play_options(p);
	o->frames = o->every = o->save_every = o->record_from = 0;
	o->save_frame = o->save_heights = o->save_window = o->record = NULL;
	o->water.drops = NULL;
	o->water.splashes = NULL;
	o->water.ndrops = o->water.nsplashes = 0;
	o->water.threads = o->water.kernel = 0;
	o->screen = 0; /* the pool's size as it is, on any screen */
	o->w = picture->w;
	o->h = picture->h;
	o->scale = play_zoom_chosen(p);
	o->fullscreen = play_fullscreen(p);
	o->smooth = play_shown(p, PLAY_SHOW_SMOOTH);
	o->fps = play_fps(p);
	o->scene = demo_scene_shown(d);
	pool_settings(d, &o->water);
	o->graph = graphs_line(g, o->graph_line);
	o->intensity = graphs_has_screen(g);
	if (g)
		o->graph_below = graphs_below(g);
}
