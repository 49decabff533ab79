/* pool.c - the article's scene: stones, rain and sources on the pool, its step and render, the views and the mesh. */
#include "scenes/pool.h"

#include "core/pace.h"
#include "files/picture.h"
#include "scenes/scenario.h"

#include <stdio.h>
#include <string.h>

struct pool {
	struct ripple r;
	int w, h;             /* the picture's size, in pixels */
	int mesh;             /* 1: a cell a pixel (the article); 2 or 4: the Android port's mesh */
	int kernel;           /* RIPPLE_KERNEL_*: the loops of the article's step and render */
	struct bands *bands;  /* the article's step and render on several cores; NULL: one */
	struct bands *own;    /* the threads the pool started, stopped when it closes */
	const struct drop_spec *drops; /* the --drop schedule (owned by the options) */
	int ndrops;
	int radius, weight;   /* the stone a click drops */
	int soft;             /* stones are soft (height falling off from the centre) */
	int rain;             /* stones falling at random, per second; 0 = none */
	int rain_on;          /* the rate the rain command turns on: --rain's, or RIPPLE_RAIN */
	long rain_due;        /* the rain's stones owed, in 1/RIPPLE_FPS of a stone */
	unsigned long long rng; /* the rain's random generator (xorshift64*), from --seed */
	int period;           /* --period: the sources' period when no scenario has one yet */
	int scale;            /* the lesson's scale (ripple_lesson_scale of the pool's rows): steps a frame
			       * at normal speed, and the factor of the stones' and rain's radii */
	int unscaled;         /* scale 1 at any size (scene_options' unscaled, for the benchmarks) */
	int speed;            /* the user's speed, in halves: 1 (half), 2 (normal), 4, 8 */
	int half_owed;        /* a half step owed from the last frame (the speed times the scale odd) */
	long long step;       /* the water's steps so far, the sources' clock */
	long began;           /* the frames made since the lesson last started (laid out, cleared with
			       * C, or started again after its moving sources stopped): the clock of its
			       * stones' `@F` */
	int threads;          /* --threads: the cores asked for, 0 = all for a big pool */
	const char *walls_path; /* --walls: the walls' picture (owned by the options) */
	struct scenario scenario; /* the ready-made pool and its sources */
	struct lesson *lesson;    /* a lesson opened in the window (pool_set_lesson), the pool's own copy */
	const struct lesson *opened; /* the lesson read from a file (--lesson's, or `lesson`), SCENARIO_LESSON
				      * in X's cycle after the built-in ones; NULL: none */
	int asked, asked_angle, asked_shallow; /* the command line's lesson (SCENARIO_*, its lesson
					       * `asked_lesson` for SCENARIO_LESSON) and the --angle and
					       * --shallow given for it: laid out whenever it is chosen */
	const struct lesson *asked_lesson;
	int user_damping, user_edge; /* what a scenario replaced, given back when it is left */
	int user_view;        /* the view a scenario's heights replaced, given back when it is left; -1: none */
	int view_chosen;      /* the view was chosen for the lesson (--view, or a view's row with a
			       * scenario laid out): a scenario keeps it */
	char note[80];        /* what the pool changed of its own accord, for the title (pool_note) */
	struct ripple_look look; /* the view, its tables for the picture's pixel format, and the lesson's gain
				  * (ripple_lesson_gain of the scale): the sources' amplitudes and the stones'
				  * weights are 2^gain times the 320x240 lesson's, the views show them over it */
	unsigned int heat[511];
	unsigned char *shade; /* the 8 bpp light table, RIPPLE_SHADES x 256 */
	int erase;            /* the right button erases walls (it was pressed on one) */
};

/* The names of the views (RIPPLE_VIEW_*) and the edges (RIPPLE_EDGE_*), for the title and overlay. */
static const char *const view_names[] = { "refraction", "light", "refraction and light", "heights" };
static const char *const edge_names[] = { "classic edges", "reflecting edges", "absorbing edges" };

/* Cells along a side of n pixels: one a pixel, or the nodes of a mesh, both ends included. */
static int cells(int n, int mesh)
{
	return mesh > 1 ? (n + mesh - 1) / mesh + 1 : n;
}

/* The gain the views show the heights over: the scenario's waves' when it has sources, else the
 * lesson's at the pool's scale. */
static int pool_gain(const struct pool *p)
{
	return p->scenario.nsources ? scenario_gain(&p->scenario) : ripple_lesson_gain(p->scale);
}

/* The lesson's scale of the pool as it is now, and its gain (pool.scale, look.gain). */
static void lesson_scale(struct pool *p)
{
	p->scale = p->unscaled ? 1 : ripple_lesson_scale(p->r.h);
	p->look.gain = pool_gain(p);
}

/* A weight of the 320x240 lesson's (a stone's, the drag's trail's) at the lesson's gain, at most
 * LESSON_HEAVIEST: a flat stone's waves peak at up to 8 times its weight, focused at its middle. */
#define LESSON_HEAVIEST 2048
static int lesson_weight(const struct pool *p, int weight)
{
	return SDL_min(weight << p->look.gain, SDL_max(weight, LESSON_HEAVIEST));
}

/* The scenario's moving sources set out from their places now, at the pool's step. */
static void set_out(struct pool *p)
{
	for (int i = 0; i < p->scenario.nsources; i++)
		p->scenario.source[i].from = p->step;
}

/* The lesson starts now: its moving sources set out from their places, and its stones fall again,
 * each F frames from here (the frame made next is its frame 0). */
static void start(struct pool *p)
{
	set_out(p);
	p->began = 0;
}

/* A lesson whose sources move starts again on its own this many frames of the lesson's pace (as
 * many times its scale in steps) after its last moving source stopped at the absorbing layer: the
 * water cleared, each source back at its start, so that the Doppler effect or the bow wave shows
 * again and again (about five seconds at the window's 25 frames a second). */
#define MOVING_REST 120

/* Whether the scenario's moving sources have all stopped, the last MOVING_REST frames ago or more
 * (none moving, or one that never leaves its place: no). */
static int rested(const struct pool *p)
{
	long long last = -1;

	for (int i = 0; i < p->scenario.nsources; i++) {
		const struct ripple_source *s = &p->scenario.source[i];

		if ((s->vx || s->vy) && s->moves > 0)
			last = s->from + s->moves > last ? s->from + s->moves : last;
	}
	return last >= 0 && p->step - last >= (long long)MOVING_REST * p->scale;
}

/* Lays out scenario `which` with sources of `period` frames at the lesson's scale; the views show
 * its heights over its gain (the lesson's without one). */
static int lay_scenario(struct pool *p, int which, int period)
{
	const int e = scenario_apply(&p->scenario, &p->r, which, period, p->scale);

	p->look.gain = pool_gain(p);
	start(p);
	return e;
}

/* The heights view's false colours, made to survive a washed-out projector: still water a mid grey,
 * crests toward orange, troughs toward blue, a height h moved h / (|h| + HEAT_KNEE) of the way to
 * its end: a soft saturation, half way at the knee, so that the few units of a lesson's waves
 * already show and the tallest never clip to one flat colour. */
#define HEAT_KNEE 12 /* the height half way from still grey to full orange or blue */
static const Uint8 heat_still[3] = { 104, 104, 104 }, heat_crest[3] = { 255, 150, 0 },
		   heat_trough[3] = { 0, 64, 224 };

/* The colour of height h (-127..127, in the table as twice it) in format f. */
static Uint32 heat_colour(const SDL_PixelFormat *f, int h)
{
	const Uint8 *end = h >= 0 ? heat_crest : heat_trough;
	const int a = h >= 0 ? h : -h, n = a + HEAT_KNEE;
	Uint8 c[3];

	for (int i = 0; i < 3; i++) {
		const int d = end[i] - heat_still[i];

		c[i] = (Uint8)(heat_still[i] + (2 * d * a + (d >= 0 ? n : -n)) / (2 * n)); /* d a / n, to nearest */
	}
	return SDL_MapRGB(f, c[0], c[1], c[2]);
}

static const Uint8 pool_wall[3] = { 70, 50, 40 }; /* the walls' colour: red, green, blue */

/* The look's tables for the picture's pixel format: the heights' false colours, the wall colour,
 * and for a palette the light table. Returns 0 or -1. */
static int pool_look(void *s, const SDL_Surface *picture)
{
	struct pool *p = s;
	const SDL_PixelFormat *f = picture->format;

	for (int v = -255; v <= 255; v++) /* the table holds twice the heights; odd entries (never read) halved toward 0 */
		p->heat[v + 255] = heat_colour(f, v >= 0 ? v / 2 : -(-v / 2));
	p->look.heat = p->heat;
	p->look.wall = SDL_MapRGB(f, pool_wall[0], pool_wall[1], pool_wall[2]);
	p->look.mask[0] = f->Rmask;
	p->look.mask[1] = f->Gmask;
	p->look.mask[2] = f->Bmask;
	SDL_free(p->shade);
	p->look.shade = p->shade = NULL;
	if (!f->palette)
		return 0;
	p->look.shade = p->shade = SDL_malloc(RIPPLE_SHADES * 256);
	if (!p->shade)
		return -1;
	for (int s8 = 0; s8 < RIPPLE_SHADES; s8++)
		for (int i = 0; i < 256; i++) {
			const SDL_Color c = f->palette->colors[i < f->palette->ncolors ? i : 0];
			const int e = s8 * 8 - 256;

			p->shade[s8 * 256 + i] = (Uint8)SDL_MapRGB(f, (Uint8)SDL_clamp(c.r + e, 0, 255),
								   (Uint8)SDL_clamp(c.g + e, 0, 255),
								   (Uint8)SDL_clamp(c.b + e, 0, 255));
		}
	return 0;
}

static void pool_close(void *s)
{
	struct pool *p = s;

	if (!p)
		return;
	ripple_free(&p->r);
	SDL_free(p->shade);
	SDL_free(p->lesson);
	bands_stop(p->own);
	SDL_free(p);
}

/* The threads of the step and render: all cores for big pools (a small one's frame is too short to
 * share; --bench measures both), unless --threads says; started once. */
static void start_bands(struct pool *p)
{
	if (!p->own)
		p->bands = p->own = bands_start(bands_for(p->threads, (long long)p->w * p->h));
}

/* The variants the options ask for; they are checked values, so only memory can fail. */
static int apply_options(struct pool *p, const struct scene_options *o, const SDL_Surface *picture, char *err,
			 size_t errlen)
{
	int e;

	p->soft = o->soft;
	p->rain = o->rain;
	p->rain_on = o->rain ? o->rain : RIPPLE_RAIN;
	p->rng = o->seed * 0x9E3779B97F4A7C15ULL + 1;
	p->rng += !p->rng; /* xorshift never leaves 0 */
	p->look.view = o->view;
	p->view_chosen = o->view_set;
	p->period = o->period;
	p->speed = o->speed;
	p->threads = o->threads;
	p->walls_path = o->walls;
	start_bands(p);
	ripple_set_stencil(&p->r, o->stencil);
	ripple_set_damping(&p->r, o->damping);
	if (ripple_set_edge(&p->r, o->edge) || pool_look(p, picture)) {
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	p->scenario.knob[SCENARIO_WIDTH] = o->slit_width;
	p->scenario.knob[SCENARIO_GAP] = o->slit_gap;
	p->scenario.knob[SCENARIO_DISTANCE] = o->screen_distance;
	p->asked = o->scenario;
	p->asked_lesson = o->lesson;
	p->asked_angle = o->angle;
	p->asked_shallow = o->shallow;
	p->scenario.lesson = o->lesson;
	p->opened = o->scenario == SCENARIO_LESSON ? o->lesson : NULL;
	if (o->scenario && (e = pool_set(p, POOL_SCENARIO, o->scenario))) {
		snprintf(err, errlen, "%s %s: %s", o->scenario == SCENARIO_LESSON ? "lesson" : "scenario",
			 scenario_name(&p->scenario),
			 e == RIPPLE_EINVAL ? "it needs a pool of at least 64x48 cells" : ripple_strerror(e));
		return -1;
	}
	if (o->scenario && scenario_misfit(&p->scenario, &p->r, err, errlen))
		return -1;
	scenario_beyond(&p->scenario, p->note, sizeof p->note); /* said at once, as L says it */
	return p->walls_path ? pool_load_walls(p, p->walls_path, err, errlen) : 0;
}

static void *pool_open(const struct scene_options *o, const SDL_Surface *picture, int shown, char *err, size_t errlen)
{
	struct pool *p = SDL_calloc(1, sizeof *p);
	int e;

	(void)shown;
	if (!p) {
		snprintf(err, errlen, "out of memory");
		return NULL;
	}
	p->w = picture->w;
	p->h = picture->h;
	p->mesh = o->mesh;
	e = ripple_init(&p->r, cells(p->w, p->mesh), cells(p->h, p->mesh));
	p->kernel = o->kernel ? o->kernel - 1
			      : ripple_kernel_fastest(picture->format->BytesPerPixel, SDL_GetPerformanceCounter);
	if (!e)
		e = ripple_set_kernel(&p->r, p->kernel);
	if (e) {
		snprintf(err, errlen, "cannot make a %dx%d pool: %s", p->w, p->h, ripple_strerror(e));
		pool_close(p);
		return NULL;
	}
	p->unscaled = o->unscaled;
	p->user_view = -1;
	lesson_scale(p);
	p->half_owed = 1; /* at half speed the first frame takes the step */
	p->drops = o->drops;
	p->ndrops = o->ndrops;
	p->radius = RIPPLE_STONE_RADIUS;
	p->weight = RIPPLE_STONE_WEIGHT;
	if (apply_options(p, o, picture, err, errlen)) {
		pool_close(p);
		return NULL;
	}
	return p;
}

int pool_load_walls(struct pool *p, const char *path, char *err, size_t errlen)
{
	SDL_Surface *pic = picture_load(path, p->r.w, p->r.h, 32, err, errlen);
	Uint8 r, g, b;

	if (!pic)
		return -1;
	for (int y = 0; y < pic->h; y++)
		for (int x = 0; x < pic->w; x++) {
			SDL_GetRGB(((Uint32 *)((Uint8 *)pic->pixels + y * pic->pitch))[x], pic->format, &r, &g, &b);
			if (r + g + b < 96 && ripple_set_wall(&p->r, x, y, 1)) {
				snprintf(err, errlen, "out of memory for the walls of '%s'", path);
				SDL_FreeSurface(pic);
				return -1;
			}
		}
	SDL_FreeSurface(pic);
	return 0;
}

/* Simulates a picture of w x h pixels on a mesh of 1, 2 or 4 pixels: a new pool of that grid with
 * the same settings, its water still, its walls cleared and its scenario laid out again. */
static int rebuild(struct pool *p, int w, int h, int mesh)
{
	struct ripple fresh;
	int e = ripple_init(&fresh, cells(w, mesh), cells(h, mesh));

	if (!e)
		e = ripple_set_edge(&fresh, p->r.edge);
	if (!e)
		e = ripple_set_kernel(&fresh, p->kernel);
	if (e) {
		ripple_free(&fresh);
		return e;
	}
	ripple_set_stencil(&fresh, p->r.stencil);
	ripple_set_damping(&fresh, p->r.damping);
	ripple_free(&p->r);
	p->r = fresh;
	p->w = w;
	p->h = h;
	p->mesh = mesh;
	lesson_scale(p);
	if (p->scenario.which)
		e = lay_scenario(p, p->scenario.which, p->scenario.period);
	return e;
}

/* Another size: the pool rebuilt, the threads started when it became big, the --walls again. */
static int pool_resize(void *s, const SDL_Surface *picture)
{
	struct pool *p = s;
	char err[256];
	int e = rebuild(p, picture->w, picture->h, p->mesh);

	if (e)
		return e;
	start_bands(p);
	if (p->walls_path && pool_load_walls(p, p->walls_path, err, sizeof err))
		return RIPPLE_ENOMEM;
	return pool_look(p, picture) ? RIPPLE_ENOMEM : RIPPLE_OK;
}

/* Whether a view shows the picture moved by the water's slopes (refraction, and refraction and
 * light): a scenario's tall waves shred the picture into noise there. */
static int refracts(int view)
{
	return view == RIPPLE_VIEW_REFRACTION || view == RIPPLE_VIEW_BOTH;
}

/* The view for scenario `which` laid out (SCENARIO_NONE: left): its waves in the heights view when
 * the view refracts and was not chosen for the lesson; the user's view given back when the pool
 * leaves the scenarios with the heights they set. The note says which. */
static void scenario_view(struct pool *p, int which)
{
	if (which && !p->view_chosen && refracts(p->look.view)) {
		p->user_view = p->look.view;
		p->look.view = RIPPLE_VIEW_HEIGHTS;
		snprintf(p->note, sizeof p->note, "heights view for the waves (V: other views)");
	} else if (!which && p->user_view >= 0 && p->look.view == RIPPLE_VIEW_HEIGHTS) {
		p->look.view = p->user_view;
		snprintf(p->note, sizeof p->note, "%s view again", view_names[p->look.view]);
	}
	if (!which)
		p->user_view = -1;
	p->view_chosen &= which != SCENARIO_NONE;
}

/* Lays out scenario `which`, its sources keeping the period they have; the damping and edges it
 * sets are the user's again when the pool goes back to no scenario, and the view (scenario_view).
 * Its angle and shallow water's S are its file's own, or the command line's for the lesson it
 * named: what the keys turned in the lesson before is not carried into it. */
static int set_scenario(struct pool *p, int which)
{
	const int was = p->scenario.which;
	int asked, e;

	if (which == SCENARIO_LESSON && !p->opened)
		return RIPPLE_EINVAL;
	if (!was) {
		p->user_damping = p->r.damping;
		p->user_edge = p->r.edge;
	}
	if (which == SCENARIO_LESSON) /* back to the lesson read from a file (X) */
		p->scenario.lesson = p->opened;
	asked = which == p->asked && (which != SCENARIO_LESSON || p->opened == p->asked_lesson);
	p->scenario.angle = asked ? p->asked_angle : 0;
	p->scenario.shallow = asked ? p->asked_shallow : 0;
	e = lay_scenario(p, which, p->scenario.nsources ? p->scenario.period : p->period);
	if (!e && was && !which) {
		ripple_set_damping(&p->r, p->user_damping);
		e = ripple_set_edge(&p->r, p->user_edge);
	}
	if (!e)
		scenario_view(p, which);
	return e;
}

int pool_set_lesson(struct pool *p, const struct lesson *l)
{
	const struct scenario was = p->scenario;
	const int period = l->period != LESSON_UNSET ? l->period : p->scenario.nsources ? p->scenario.period : p->period;
	struct lesson *own = SDL_malloc(sizeof *own);
	int e;

	if (!own)
		return RIPPLE_ENOMEM;
	*own = *l;
	if (!was.which) {
		p->user_damping = p->r.damping;
		p->user_edge = p->r.edge;
	}
	p->scenario.lesson = own;
	memset(p->scenario.knob, 0, sizeof p->scenario.knob);
	p->scenario.angle = p->scenario.shallow = 0; /* a lesson opened has its own walls and water */
	if ((e = lay_scenario(p, SCENARIO_LESSON, period))) {
		SDL_free(own);
		p->scenario = was; /* refused before anything was laid out (RIPPLE_EINVAL), or laid out again */
		if (e != RIPPLE_EINVAL && was.which)
			lay_scenario(p, was.which, was.period);
		return e;
	}
	SDL_free(p->lesson);
	p->lesson = own;
	p->opened = own;
	if (l->stencil != LESSON_UNSET)
		ripple_set_stencil(&p->r, l->stencil);
	if (l->speed != LESSON_UNSET && pool_speed_ok(l->speed))
		p->speed = l->speed;
	if (l->view != LESSON_UNSET) {
		p->user_view = -1;
		p->look.view = l->view;
		p->view_chosen = 1;
	}
	scenario_view(p, SCENARIO_LESSON);
	return RIPPLE_OK;
}

const char *pool_lesson_read(const struct pool *p)
{
	return p->opened ? p->opened->name : NULL;
}

int pool_get(const struct pool *p, int setting)
{
	const int value[] = { p->radius, p->weight, p->soft, p->rain, p->r.stencil, p->r.damping, p->r.edge,
			      p->look.view, p->scenario.which, p->mesh, p->speed };

	return setting >= 0 && setting < (int)(sizeof value / sizeof *value) ? value[setting] : 0;
}

/* The value after the setting's in the menus' cycle (pool.h's POOL_NEXT). */
static int pool_next(const struct pool *p, int setting)
{
	const int v = pool_get(p, setting);

	switch (setting) {
	case POOL_SOFT:
		return !v;
	case POOL_RAIN:
		return v ? 0 : p->rain_on;
	case POOL_STENCIL:
		return v == 12 ? 4 : 12;
	case POOL_DAMPING:
		return v == 8 ? 0 : v + 1;
	case POOL_EDGE:
		return (v + 1) % 3;
	case POOL_VIEW:
		return (v + 1) % 4;
	case POOL_SCENARIO: /* the built-in lessons, then one read from a file, then none */
		return v + 1 < SCENARIO_COUNT ? v + 1 : v + 1 == SCENARIO_COUNT && p->opened ? SCENARIO_LESSON : SCENARIO_NONE;
	case POOL_MESH:
		return v == 4 ? 1 : v * 2;
	default:
		return v;
	}
}

int pool_speed_ok(int v)
{
	return v >= POOL_SLOWEST && v <= POOL_FASTEST && !(v & (v - 1));
}

int pool_set(struct pool *p, int setting, int value)
{
	int *const plain[] = { [POOL_RADIUS] = &p->radius, [POOL_WEIGHT] = &p->weight, [POOL_SOFT] = &p->soft,
			       [POOL_RAIN] = &p->rain, [POOL_VIEW] = &p->look.view };

	if (setting == POOL_VIEW) { /* the user's own choice: a scenario's heights no longer replace it */
		p->user_view = -1;
		p->view_chosen = p->scenario.which != SCENARIO_NONE;
	}

	if (setting >= 0 && setting < (int)(sizeof plain / sizeof *plain) && plain[setting]) {
		*plain[setting] = value;
		return RIPPLE_OK;
	}
	switch (setting) {
	case POOL_STENCIL:
		return ripple_set_stencil(&p->r, value);
	case POOL_DAMPING:
		return ripple_set_damping(&p->r, value);
	case POOL_EDGE:
		return ripple_set_edge(&p->r, value);
	case POOL_SCENARIO:
		return set_scenario(p, value);
	case POOL_MESH:
		return rebuild(p, p->w, p->h, value);
	case POOL_SPEED:
		if (!pool_speed_ok(value))
			return RIPPLE_EINVAL;
		p->speed = value;
		return RIPPLE_OK;
	default:
		return RIPPLE_EINVAL;
	}
}

/* The steps the water takes a frame: "3 steps a frame", "a step every other frame". */
static void speed_said(const struct pool *p, char *buf, size_t len)
{
	const int halves = p->scale * p->speed;

	if (halves == 1)
		snprintf(buf, len, "a step every other frame");
	else
		snprintf(buf, len, "%d%s step%s a frame", halves / 2, halves % 2 ? ".5" : "", halves == 2 ? "" : "s");
}

/* The steps the water takes a frame, ", 5 steps a frame", when the scale or the speed makes them
 * other than the article's one ("" then). */
static void steps_said(const struct pool *p, char *buf, size_t len)
{
	*buf = 0;
	if (p->scale * p->speed != 2 && len > 2) {
		snprintf(buf, len, ", ");
		speed_said(p, buf + 2, len - 2);
	}
}

/* The names of the speeds (in halves: 1, 2, 4, 8), for the notes and the overlay. */
static const char *speed_name(int speed)
{
	return speed == 1 ? "half" : speed == 2 ? "normal" : speed == 4 ? "double" : "fourfold";
}

/* The scenario's waves in words: "waves of 12 frames, 36 steps", the frames a wave takes at the
 * water's speed now (the scenario's period is the frames at normal speed). */
static void waves_said(const struct pool *p, char *buf, size_t len)
{
	const struct scenario *sc = &p->scenario;

	snprintf(buf, len, "waves of %g frames, %d steps", (double)sc->period * POOL_NORMAL / p->speed,
		 sc->period * sc->scale);
}

/* The scenario's waves a rung longer (longer 1) or shorter (0) on the keys' ladder
 * (scenario_next_period: a quarter longer a rung, K undoing L), held within the longest its pool
 * shows clearly (scenario_longest; K from there goes back to the rung below, and a longer period
 * asked on the command line only comes down); the note says their period, or that they are at
 * their end (the longest: as long as the pool shows clearly), or that there are no sources. */
static void pool_waves(struct pool *p, int longer, char note[FONT_LINE])
{
	struct scenario *sc = &p->scenario;
	const int t = longer ? SDL_min(scenario_next_period(sc->period, 1), SDL_max(scenario_longest(sc), sc->period))
			     : scenario_next_period(sc->period, 0);
	const int changed = sc->nsources && t != sc->period && scenario_period(sc, t) == RIPPLE_OK;
	char waves[48];

	if (!sc->nsources) {
		snprintf(note, FONT_LINE, "no waves to make %s: X chooses a scenario", longer ? "longer" : "shorter");
		return;
	}
	if (changed)
		p->look.gain = pool_gain(p);
	waves_said(p, waves, sizeof waves);
	if (changed)
		snprintf(note, FONT_LINE, "%s", waves);
	else
		snprintf(note, FONT_LINE, "waves at their %s: %s", longer ? "longest the pool shows clearly" : "shortest",
			 waves);
}

/* The water's speed doubled (faster 1) or halved (0) within half to fourfold, said in note. */
static void pool_faster(struct pool *p, int faster, char note[FONT_LINE])
{
	const int was = p->speed;
	char steps[40];

	pool_set(p, POOL_SPEED, faster ? SDL_min(was * 2, POOL_FASTEST) : SDL_max(was / 2, POOL_SLOWEST));
	speed_said(p, steps, sizeof steps);
	if (p->speed != was)
		snprintf(note, FONT_LINE, "water speed %s: %s", speed_name(p->speed), steps);
	else
		snprintf(note, FONT_LINE, "water at its %s: %s speed, %s", faster ? "fastest" : "slowest",
			 speed_name(p->speed), steps);
}

/* Knob `knob` of the scenario turned a notch up (dir 1) or down (-1), said in note: its value,
 * at the end of its range, or that the scenario has no such knob. */
static void pool_turn(struct pool *p, int knob, int dir, char note[FONT_LINE])
{
	static const char *const none[SCENARIO_KNOBS] = {
		"no slits here: X chooses a slit or a double slit",
		"no slits or sources to move: X chooses a double slit or two sources",
		"no screen here: X chooses a slit, a double slit or two sources",
	};
	char name[32], value[48];
	int lo, hi, now, end;

	if (!scenario_range(&p->scenario, &p->r, knob, &lo, &hi)) {
		snprintf(note, FONT_LINE, "%s", none[knob]);
		return;
	}
	now = scenario_knob(&p->scenario, &p->r, knob);
	end = dir > 0 ? now >= hi : now <= lo;
	if (scenario_turn(&p->scenario, &p->r, knob, dir))
		set_out(p);
	scenario_knob_words(&p->scenario, &p->r, knob, name, sizeof name, value, sizeof value);
	if (end)
		snprintf(note, FONT_LINE, "%s at its %s: %s", name, dir > 0 ? "largest" : "smallest", value);
	else
		snprintf(note, FONT_LINE, "%s %s", name, value);
}

/* The angle of incidence (the mirror's wall, or the shallow water's edge facing plane waves) turned
 * SCENARIO_ANGLE_NOTCH degrees up (dir 1) or down (-1), said in note: its value, at the end of its
 * range, or that the scenario has nothing to turn. */
static void pool_angle(struct pool *p, int dir, char note[FONT_LINE])
{
	const int was = p->scenario.which ? scenario_angle(&p->scenario, &p->r) : 0;

	if (!was)
		snprintf(note, FONT_LINE, "no wall or shallow water's edge to turn: X chooses the mirror or refraction");
	else if (scenario_turn_angle(&p->scenario, &p->r, dir))
		snprintf(note, FONT_LINE, "angle of incidence %d degrees", p->scenario.angle);
	else
		snprintf(note, FONT_LINE, "angle of incidence at its %s: %d degrees", dir > 0 ? "largest" : "smallest", was);
}

/* The shallow water's S turned SCENARIO_SHALLOW_NOTCH hundredths up (dir 1) or down (-1), said in
 * note likewise. */
static void pool_shallow(struct pool *p, int dir, char note[FONT_LINE])
{
	const int was = p->scenario.which ? scenario_shallow(&p->scenario) : 0;

	if (!was)
		snprintf(note, FONT_LINE, "no shallow water here: X chooses refraction or a lens");
	else if (scenario_turn_shallow(&p->scenario, &p->r, dir))
		snprintf(note, FONT_LINE, "shallow water's S %d.%02d: its waves %d.%02d times as fast", p->scenario.shallow / 100,
			 p->scenario.shallow % 100, p->scenario.shallow / 100, p->scenario.shallow % 100);
	else
		snprintf(note, FONT_LINE, "shallow water's S at its %s: %d.%02d", dir > 0 ? "largest" : "smallest", was / 100,
			 was % 100);
}

struct ripple *pool_ripple(struct pool *p)
{
	return &p->r;
}

void pool_use(struct pool *p, int kernel, struct bands *bands)
{
	p->kernel = kernel;
	ripple_set_kernel(&p->r, kernel);
	p->bands = bands;
}

/* v / m rounded down, so that -1 stays outside the pool; no int overflows, INT_MIN included. */
static int floor_div(int v, int m)
{
	return v >= 0 ? v / m : -1 - -(v + 1) / m;
}

/* A stone as the settings say, at picture pixel (x, y): the article's flat disc or the soft one,
 * on the mesh's cells when there is one. */
static int stone(struct pool *p, int x, int y, int radius, int weight)
{
	const int m = p->mesh;

	x = floor_div(x, m);
	y = floor_div(y, m);
	radius = radius / m > 0 ? radius / m : 1;
	if (p->soft)
		return ripple_drop_soft(&p->r, x, y, radius, weight);
	return ripple_drop(&p->r, x, y, radius, weight);
}

int pool_drop(struct pool *p, int x, int y)
{
	return stone(p, x, y, p->radius * p->scale, lesson_weight(p, p->weight));
}

/* Walls drawn (wall 1) or erased along a line of picture pixels. */
static int wall_line(struct pool *p, int x0, int y0, int x1, int y1, int wall)
{
	const int m = p->mesh;

	return ripple_wall_line(&p->r, x0 / m, y0 / m, x1 / m, y1 / m, m > 1 ? 0 : 1, wall);
}

/* The left button drops the current stone; the right draws walls, or erases them when pressed on one. */
static int pool_press(void *s, int button, int x, int y, int shift)
{
	struct pool *p = s;

	(void)shift;
	if (button == SCENE_LEFT) {
		pool_drop(p, x, y);
		return 0;
	}
	p->erase = ripple_is_wall(&p->r, x / p->mesh, y / p->mesh);
	wall_line(p, x, y, x, y, !p->erase);
	return 1;
}

/* Dragged, the left button leaves a trail of ripples (the Android port's); the right, walls. */
static int pool_drag(void *s, int button, int x0, int y0, int x1, int y1)
{
	struct pool *p = s;
	const int m = p->mesh;

	const int size = p->radius * p->scale / m;

	if (button == SCENE_LEFT) {
		ripple_drag(&p->r, x0 / m, y0 / m, x1 / m, y1 / m, size > 0 ? size : 1, lesson_weight(p, RIPPLE_TRAIL_WEIGHT));
		return 0;
	}
	wall_line(p, x0, y0, x1, y1, !p->erase);
	return 1;
}

/* The water cleared, a moving source back at its start and the lesson's stones due again (its
 * lesson shown from the beginning). */
static void pool_clear(void *s)
{
	ripple_clear(&((struct pool *)s)->r);
	start(s);
}

/* The stones of the lesson laid out due in frame `frame` of the lesson (counted from its start,
 * pool.began), as --drop drops them, their places the lesson's in proportion to the picture. */
static void lesson_stones(struct pool *p, long frame)
{
	const struct lesson *l = p->scenario.which ? p->scenario.lesson : NULL;

	for (int i = 0; l && i < l->nobjects; i++) {
		const struct lesson_object *o = &l->object[i];
		const int x = (int)((long)o->p[0] * p->w / l->w), y = (int)((long)o->p[1] * p->h / l->h);
		const int radius = o->radius ? o->radius : RIPPLE_STONE_RADIUS;

		if (o->kind == LESSON_STONE && o->frame == frame &&
		    stone(p, x, y, radius, o->weight >= 0 ? o->weight : RIPPLE_STONE_WEIGHT))
			fprintf(stderr, "ripple: lesson %s: the stone of line %d would leave the %dx%d pool; ignored\n",
				l->name, o->line, p->r.w, p->r.h);
	}
}

/* The --drop stones due in frame `frame` of the run, and the lesson's due in this frame of its own. */
static void drop_scheduled(struct pool *p, long frame)
{
	for (int i = 0; i < p->ndrops; i++) {
		const struct drop_spec *s = &p->drops[i];

		if (s->frame == frame && stone(p, s->x, s->y, s->radius, s->weight))
			fprintf(stderr, "ripple: --drop %d,%d,%d,%d@%ld: the stone's disc would leave the %dx%d pool; ignored\n",
				s->x, s->y, s->radius, s->weight, s->frame, p->r.w, p->r.h);
	}
	lesson_stones(p, p->began++);
}

/* The next number of the rain's generator (xorshift64*): the same seed, the same rain. */
static unsigned long long rain_next(struct pool *p)
{
	p->rng ^= p->rng >> 12;
	p->rng ^= p->rng << 25;
	p->rng ^= p->rng >> 27;
	return p->rng * 0x2545F4914F6CDD1DULL;
}

/* This frame's share of the rain: small stones of random size (1..3 cells at 320x240, times the
 * lesson's scale) and weight (32..95 at 320x240, at the lesson's gain) at random places. */
static void rain(struct pool *p)
{
	for (p->rain_due += p->rain; p->rain_due >= RIPPLE_FPS; p->rain_due -= RIPPLE_FPS) {
		unsigned long long n = rain_next(p);
		int radius = (1 + (int)(n % 3)) * p->scale, weight = lesson_weight(p, 32 + (int)(n >> 8 & 63));
		int x = (int)((n >> 16) % (unsigned)p->w), y = (int)((n >> 40) % (unsigned)p->h);

		stone(p, x, y, radius, weight);
	}
}

/* A band of rows of the article's step, or of a render, or both, or of the checkerboard filter,
 * for one of the pool's threads. */
struct band_job {
	struct ripple *r;
	const struct ripple_image *src;
	struct ripple_image *dst;
	const struct ripple_look *look;
	int mesh;
	int steps; /* the steps a band takes at once (steps_band), */
	const struct ripple_source *source; /* with these sources driven before each */
	int nsources;
	long long first_step; /* the first's number on the pool's clock */
	int failed[RIPPLE_MAX_THREADS]; /* a band's part that could not be done (out of memory) */
};

static void spread_band(void *ctx, int band, int n)
{
	struct ripple *r = ((struct band_job *)ctx)->r;

	ripple_spread_rows(r, r->h * band / n, r->h * (band + 1) / n);
}

static void checker_find_band(void *ctx, int band, int n)
{
	struct band_job *job = ctx;
	const int h = job->r->h;

	job->failed[band] =
		ripple_checkerboard_find(job->r, job->source, job->nsources, h * band / n, h * (band + 1) / n) != RIPPLE_OK;
}

static void checker_take_band(void *ctx, int band, int n)
{
	struct ripple *r = ((struct band_job *)ctx)->r;

	ripple_checkerboard_take(r, r->h * band / n, r->h * (band + 1) / n);
}

/* Every RIPPLE_CHECKERBOARD_EVERY frames of the lesson's pace (as many times its scale in steps, on
 * the pool's clock of steps, so that the water is the same at any speed) of an undamped pool, the
 * checkerboard the step's rounding fed taken out (core/checkerboard.c), in bands on the pool's
 * threads; out of memory, left for a later frame. A frame made by hand is left as the step made
 * it, for the inspector's arithmetic to come true. */
static void calm(struct pool *p, int single)
{
	struct band_job job = { .r = &p->r, .source = p->scenario.source, .nsources = p->scenario.nsources };
	int failed = 0;

	if (single || p->step % (RIPPLE_CHECKERBOARD_EVERY * p->scale) || !ripple_checkerboard_due(&p->r) ||
	    ripple_still(&p->r))
		return;
	if (!p->bands) {
		ripple_checkerboard(&p->r, p->scenario.source, p->scenario.nsources);
		return;
	}
	if (ripple_checkerboard_begin(&p->r))
		return;
	bands_run(p->bands, checker_find_band, &job);
	for (int i = 0; i < bands_count(p->bands); i++)
		failed |= job.failed[i];
	if (!failed)
		bands_run(p->bands, checker_take_band, &job);
}

static void render_band(void *ctx, int band, int n)
{
	struct band_job *job = ctx;
	const int h = job->dst->h;

	if (job->mesh > 1)
		ripple_render_mesh_rows(job->r, job->look, job->mesh, job->src, job->dst, h * band / n, h * (band + 1) / n);
	else
		ripple_render_look_rows(job->r, job->look, job->src, job->dst, h * band / n, h * (band + 1) / n);
}

static void frame_band(void *ctx, int band, int n)
{
	struct band_job *job = ctx;

	if (job->mesh > 1)
		ripple_frame_mesh_band(job->r, job->look, job->mesh, job->src, job->dst, band, n);
	else
		ripple_frame_band(job->r, job->src, job->dst, band, n);
}

/* Whether the frame's step and render go in bands, and fused: the article's step, seen as the
 * article does or on a mesh. */
static int fused_look(const struct pool *p)
{
	return (p->mesh > 1 || p->look.view == RIPPLE_VIEW_REFRACTION) && ripple_in_bands(&p->r);
}

/* The frame's step and render fused (fused_look), in bands on the pool's threads. Returns 0 when
 * this frame is not one (another step or view, still water). */
static int fused_frame(struct pool *p, const struct ripple_image *src, struct ripple_image *dst)
{
	struct band_job job = { .r = &p->r, .src = src, .dst = dst, .look = &p->look, .mesh = p->mesh, .steps = 1 };

	if (!fused_look(p) || ripple_still(&p->r))
		return 0;
	if (p->bands)
		bands_run(p->bands, frame_band, &job);
	else
		frame_band(&job, 0, 1);
	if (p->mesh > 1)
		ripple_frame_mesh_seams(&p->r, &p->look, p->mesh, src, dst, bands_count(p->bands));
	else
		ripple_frame_seams(&p->r, src, dst, bands_count(p->bands));
	return 1;
}

/* The step of the water, in bands on the pool's threads when it moves. */
static void spread(struct pool *p)
{
	struct band_job job = { .r = &p->r, .look = &p->look, .mesh = p->mesh, .steps = 1 };

	if (p->bands && !ripple_still(&p->r)) {
		bands_run(p->bands, spread_band, &job);
		ripple_spread_done(&p->r);
	} else {
		ripple_spread(&p->r);
	}
}

/* The sources set for the next step, on the pool's clock of steps. */
static void drive(struct pool *p)
{
	ripple_drive(&p->r, p->scenario.source, p->scenario.nsources, p->step++);
}

static void steps_band(void *ctx, int band, int n)
{
	struct band_job *job = ctx;

	ripple_steps_band(job->r, job->source, job->nsources, job->first_step, job->steps, band, n);
}

/* n steps of the water, the sources driven before each; in one pass down the rows (ripple_steps)
 * where the mode allows it. */
static void pool_steps(struct pool *p, int n)
{
	const struct scenario *sc = &p->scenario;

	if (n > 1 && ripple_steps_fuse(&p->r, sc->source, sc->nsources, n, bands_count(p->bands))) {
		struct band_job job = { .r = &p->r, .steps = n, .source = sc->source, .nsources = sc->nsources,
					.first_step = p->step };

		if (p->bands)
			bands_run(p->bands, steps_band, &job);
		else
			steps_band(&job, 0, 1);
		ripple_steps_seams(&p->r, sc->source, sc->nsources, p->step, n, bands_count(p->bands));
		p->step += n;
		return;
	}
	for (int i = 0; i < n; i++) {
		drive(p);
		spread(p);
	}
}

/* The steps this frame takes: the scale times the speed, a half step carried to the next frame;
 * a frame made by hand takes at least one. */
static int steps_due(struct pool *p, int single)
{
	const int halves = p->half_owed + p->scale * p->speed;

	p->half_owed = halves % 2;
	if (single && halves < 2) {
		p->half_owed = 0;
		return 1;
	}
	return halves / 2;
}

static int pool_step(void *s, long frame, int single, const struct ripple_image *src, struct ripple_image *dst)
{
	struct pool *p = s;
	const int n = steps_due(p, single);

	if (n && rested(p)) /* the moving source's lesson from its start again */
		pool_clear(p);
	drop_scheduled(p, frame);
	rain(p);
	if (!n)
		return 0;
	if (!dst || !fused_look(p)) { /* no frame fuses the last step with its render */
		pool_steps(p, n);
		calm(p, single);
		return 0;
	}
	pool_steps(p, n - 1);
	drive(p);
	if (dst && fused_frame(p, src, dst))
		return 1;
	spread(p);
	return 0;
}

static void pool_render(void *s, const struct ripple_image *src, struct ripple_image *dst)
{
	struct pool *p = s;
	struct band_job job = { .r = &p->r, .src = src, .dst = dst, .look = &p->look, .mesh = p->mesh, .steps = 1 };

	if (p->bands) /* every view and mesh in bands of rows */
		bands_run(p->bands, render_band, &job);
	else if (p->mesh > 1)
		ripple_render_mesh(&p->r, &p->look, p->mesh, src, dst);
	else
		ripple_render_look(&p->r, &p->look, src, dst);
}

static int pool_still(const void *s)
{
	return ripple_still(&((const struct pool *)s)->r);
}

/* The scenario for the title: its kind, its period, the lengths its knobs set, in cells, and the
 * angle and S asked. */
static void describe_scenario(const struct scenario *sc, char *buf, size_t len)
{
	char slits[40] = "", screen[64] = "";

	if (sc->slit_width)
		snprintf(slits, sizeof slits, sc->slit_gap ? ", slits %d wide %d apart" : ", slit %d wide",
			 sc->slit_width, sc->slit_gap);
	else if (sc->slit_gap)
		snprintf(slits, sizeof slits, ", sources %d apart", sc->slit_gap);
	if (sc->screen)
		snprintf(screen, sizeof screen, ", screen %d away", sc->screen - sc->slits);
	if (sc->angle)
		snprintf(screen + strlen(screen), sizeof screen - strlen(screen), ", at %d degrees", sc->angle);
	if (sc->shallow)
		snprintf(screen + strlen(screen), sizeof screen - strlen(screen), ", S %d.%02d", sc->shallow / 100,
			 sc->shallow % 100);
	snprintf(buf, len, ", %s, waves of %d frames%s%s", scenario_name(sc), sc->period, slits, screen);
}

static void pool_describe(const void *s, char *buf, size_t len)
{
	const struct pool *p = s;
	const struct ripple *r = &p->r;
	const char *view = p->look.view != RIPPLE_VIEW_REFRACTION ? view_names[p->look.view] : NULL;
	const char *edge = r->edge != RIPPLE_EDGE_CLASSIC ? edge_names[r->edge] : NULL;
	char damping[32] = "", scenario[128] = "", mesh[24] = "", steps[40];

	if (r->damping != RIPPLE_DAMPING)
		snprintf(damping, sizeof damping, r->damping ? ", damping 1/%d" : ", no damping", 1 << r->damping);
	if (p->scenario.nsources)
		describe_scenario(&p->scenario, scenario, sizeof scenario);
	if (p->mesh > 1)
		snprintf(mesh, sizeof mesh, ", mesh %d", p->mesh);
	steps_said(p, steps, sizeof steps);
	snprintf(buf, len, "%s%s%s%s%s%s%s%s%s%s%s%s", view ? ", " : "", view ? view : "",
		 r->stencil == 12 ? ", 12 neighbours" : "", damping, edge ? ", " : "", edge ? edge : "",
		 r->walls && !p->scenario.nsources ? ", walls" : "",
		 p->soft ? ", soft stones" : "", p->rain ? ", rain" : "", scenario, mesh, steps);
}

/* The scenario's lengths for the overlay, in the pool's cells: "slits 6 wide, d = 60, L = 132
 * cells", with the lesson's scale when its cells are larger ("" for the rock). */
static void lengths_said(const struct scenario *sc, char *buf, size_t len)
{
	char slits[40] = "", screen[24] = "", scale[32] = "";

	if (sc->slit_width)
		snprintf(slits, sizeof slits, sc->slit_gap ? "slits %d wide, d = %d" : "slit %d wide", sc->slit_width,
			 sc->slit_gap);
	else if (sc->slit_gap)
		snprintf(slits, sizeof slits, "sources d = %d apart", sc->slit_gap);
	if (sc->screen)
		snprintf(screen, sizeof screen, ", L = %d", sc->screen - sc->slits);
	if (sc->scale > 1)
		snprintf(scale, sizeof scale, " (the lesson's x%d)", sc->scale);
	*buf = 0;
	if (*slits)
		snprintf(buf, len, "%s%s cells%s", slits, screen, scale);
}

/* The overlay: with a scenario first its kind and waves and its lengths (the lesson's lines);
 * then the water's speed, the stencil, damping and edges, the view and the stone. */
static int pool_overlay(const void *s, char lines[][FONT_LINE], int *lesson)
{
	const struct pool *p = s;
	const struct scenario *sc = &p->scenario;
	char damping[16] = "no damping", steps[40], gain[24] = "", kind[16], waves[48];
	int n = 0;

	if (sc->nsources) {
		snprintf(kind, sizeof kind, "%s", scenario_name(sc));
		for (char *dash = SDL_strchr(kind, '-'); dash; dash = SDL_strchr(dash, '-'))
			*dash = ' '; /* "double slit" */
		waves_said(p, waves, sizeof waves);
		snprintf(lines[n++], FONT_LINE, "%s, %s", kind, waves);
		lengths_said(sc, lines[n], FONT_LINE);
		n += *lines[n] != 0;
	}
	*lesson = n;
	if (p->r.damping)
		snprintf(damping, sizeof damping, "damping 1/%d", 1 << p->r.damping);
	if (p->look.gain)
		snprintf(gain, sizeof gain, ", heights x%d", 1 << p->look.gain);
	speed_said(p, steps, sizeof steps);
	snprintf(lines[n++], FONT_LINE, "%s speed, %s", speed_name(p->speed), steps);
	snprintf(lines[n++], FONT_LINE, "%d neighbours, %s, %s", p->r.stencil, damping, edge_names[p->r.edge]);
	snprintf(lines[n++], FONT_LINE, "%s, stone r%d w%d%s%s%s", view_names[p->look.view], p->radius * p->scale,
		 lesson_weight(p, p->weight), p->soft ? " soft" : "", p->rain ? ", rain" : "", gain);
	return n;
}

/* The cell under picture pixel (x, y) and the step's arithmetic on it. */
static int pool_inspect(const void *s, int px, int py, char lines[][FONT_LINE])
{
	const struct pool *p = s;
	const int x = px / p->mesh, y = py / p->mesh;
	struct ripple_cell c;

	if (ripple_explain(&p->r, x, y, &c))
		return 0;
	snprintf(lines[0], FONT_LINE, "cell %d,%d: x0 = %d, a step ago %d", x, y, c.x0, c.prev);
	snprintf(lines[1], FONT_LINE, "up %d down %d left %d right %d", c.up, c.down, c.left, c.right);
	if (c.border) {
		snprintf(lines[2], FONT_LINE, "absorbing border: the wave goes on out");
		snprintf(lines[3], FONT_LINE, "from the inner neighbour: next x0 %d", c.next);
		return 4;
	}
	if (!c.moves) {
		snprintf(lines[2], FONT_LINE, "the step leaves this cell: next %d", c.next);
		return 3;
	}
	if (c.stencil == 12)
		snprintf(lines[2], FONT_LINE, "sum of 12 = %d, %d / 6 - (%d) = %d", c.sum, c.sum, c.prev, c.wave);
	else if (c.article)
		snprintf(lines[2], FONT_LINE, "(%d >> 1) - (%d) = %d", c.sum, c.prev, c.wave);
	else
		snprintf(lines[2], FONT_LINE, "%d / 2, a half to even, - (%d) = %d", c.sum, c.prev, c.wave);
	if (c.absorbs)
		snprintf(lines[3], FONT_LINE, "damped, and by the absorbing edge: next x0 %d", c.next);
	else if (c.damping)
		snprintf(lines[3], FONT_LINE, "%d - (%d >> %d) = next x0 %d", c.wave, c.wave, c.damping, c.next);
	else
		snprintf(lines[3], FONT_LINE, "no damping: next x0 %d", c.next);
	return 4;
}

/* A picture opened in the heights view: the light view in a lesson (the refraction would shred it),
 * else the article's refraction. */
static void pool_show_picture(void *s)
{
	struct pool *p = s;

	if (p->look.view != RIPPLE_VIEW_HEIGHTS)
		return;
	p->look.view = p->scenario.which ? RIPPLE_VIEW_LIGHT : RIPPLE_VIEW_REFRACTION;
	p->user_view = -1;
	snprintf(p->note, sizeof p->note, "%s view to show the picture (V: other views)", view_names[p->look.view]);
}

static int pool_note(void *s, char *buf, size_t len)
{
	struct pool *p = s;
	const int said = *p->note != 0;

	snprintf(buf, len, "%s", p->note);
	*p->note = 0;
	return said;
}

static void pool_heights(const void *s, struct scene_heights *h)
{
	const struct pool *p = s;

	h->pool = &p->r;
	h->mesh = p->mesh;
	h->scenario = p->scenario.which ? &p->scenario : NULL;
	h->halves = p->scale * p->speed;
	h->step = p->step;
	h->scale = p->scale;
	h->gain = p->look.gain;
	SDL_memcpy(h->wall, pool_wall, sizeof h->wall);
}

/* A row of the pool's (pool.h): a setting set, the walls removed, the waves longer or shorter, the
 * water faster or slower, a knob of the scenario turned; the last three said in the note. */
static void pool_command(void *s, int what, int arg, int x, int y, char note[FONT_LINE])
{
	struct pool *p = s;

	(void)x;
	(void)y;
	if (what == POOL_CLEAR_WALLS)
		ripple_clear_walls(&p->r);
	else if (what == POOL_WAVES)
		pool_waves(p, arg, note);
	else if (what == POOL_FASTER)
		pool_faster(p, arg, note);
	else if (what == POOL_ANGLE)
		pool_angle(p, arg, note);
	else if (what == POOL_SHALLOW)
		pool_shallow(p, arg, note);
	else if (what >= POOL_SLIT_WIDTH)
		pool_turn(p, SCENARIO_WIDTH + what - POOL_SLIT_WIDTH, arg, note);
	else
		pool_set(p, what, arg == POOL_NEXT ? pool_next(p, what) : arg);
}

/* A value's row is checked while the setting has it, a toggle's while it is on; "Next" and the
 * other commands never. */
static int pool_checked(const void *s, int what, int arg)
{
	const struct pool *p = s;

	if (what > POOL_SPEED)
		return 0;
	if (arg != POOL_NEXT)
		return pool_get(p, what) == arg;
	if (what == POOL_STENCIL)
		return pool_get(p, what) == 12;
	return (what == POOL_SOFT || what == POOL_RAIN) && pool_get(p, what) != 0;
}

const struct scene_class scene_pool = {
	.name = "pool", .open = pool_open, .close = pool_close, .look = pool_look, .resize = pool_resize,
	.show_picture = pool_show_picture, .note = pool_note,
	.step = pool_step, .render = pool_render, .still = pool_still, .press = pool_press, .drag = pool_drag,
	.clear = pool_clear, .describe = pool_describe, .overlay = pool_overlay, .inspect = pool_inspect,
	.heights = pool_heights, .command = pool_command, .checked = pool_checked,
};
