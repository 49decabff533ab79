/* settings.c - the run's settings as they are now, as the command line's options: what a link to the lesson says. */
#include "window/play_internal.h"

#include "graphs/graphs.h"
#include "scenes/lesson.h"
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
	w->angle = h.scenario->angle;
	w->shallow = h.scenario->shallow;
}

/* Whether lessons a and b hold the same objects, the lines they came from aside. */
static int same_objects(const struct lesson *a, const struct lesson *b)
{
	if (a->nobjects != b->nobjects)
		return 0;
	for (int i = 0; i < a->nobjects; i++) {
		const struct lesson_object *x = &a->object[i], *y = &b->object[i];

		if (x->kind != y->kind || memcmp(x->p, y->p, sizeof x->p) || x->side != y->side || x->radius != y->radius ||
		    x->width != y->width || x->gap != y->gap || x->count != y->count || x->period != y->period ||
		    x->phase != y->phase || x->amplitude != y->amplitude || x->weight != y->weight || x->frame != y->frame ||
		    x->radius_y != y->radius_y || x->speed != y->speed)
			return 0;
	}
	return 1;
}

/* Whether lesson l's objects are those of the file it was opened from (file), or of the built-in
 * lesson of its name (file NULL): not moved, removed or added since. 1 also when it cannot be told
 * (the file gone, out of memory). */
static int unchanged(const struct lesson *l, const char *file)
{
	struct lesson *b = malloc(sizeof *b);
	char err[256];
	size_t len = 0;
	const char *text = file ? NULL : lesson_builtin(l->name, &len);
	int same = 1;

	if (b && (file ? !lesson_load(b, file, err, sizeof err) : text && !lesson_parse(b, text, len, l->name, err, sizeof err)))
		same = same_objects(b, l);
	free(b);
	return same;
}

/* The lesson laid out, for a link: a built-in one unchanged as --scenario NAME (pool_settings); one
 * opened from a file, or a built-in one whose objects differ, as SCENARIO_LESSON with its lesson
 * (the page's link carries its text) and the file it was opened from (none for a built-in one).
 * Returns 1 when a command line cannot give the lesson as it is: no file, or its objects changed
 * since the file was read (the edit mode). */
static int lesson_settings(const struct play *p, struct options *o)
{
	struct scene_heights h = { 0 };
	const struct pool *pool = demo_scene(play_demo(p), SCENE_POOL);
	int changed = 0;

	o->lesson_file = NULL;
	o->water.lesson = NULL;
	if (!pool)
		return 0;
	scene_pool.heights(pool, &h);
	if (!h.scenario || !h.scenario->lesson)
		return 0;
	if (h.scenario->which == SCENARIO_LESSON) {
		o->lesson_file = p->lesson_file[0] ? p->lesson_file : NULL;
		changed = o->lesson_file && !unchanged(h.scenario->lesson, o->lesson_file);
	} else if (unchanged(h.scenario->lesson, NULL)) {
		return 0;
	}
	o->water.scenario = SCENARIO_LESSON;
	o->water.lesson = h.scenario->lesson;
	return !o->lesson_file || changed;
}

int play_settings(const struct play *p, struct options *o)
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
	o->clock = graphs_clock(g, o->clock_at);
	if (g)
		o->graph_below = graphs_below(g);
	return lesson_settings(p, o);
}
