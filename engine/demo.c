/* demo.c - the frame the article describes (events, step, render between locks) for the scene shown, and saving. */
#include "engine/demo.h"

#include "files/picture.h"
#include "graphs/graph.h"
#include "scenes/scenario.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

static const struct scene_class *const classes[SCENE_COUNT] = SCENE_CLASSES;

struct demo {
	SDL_Surface *picture; /* the article's first offscreen page: the picture under the water */
	SDL_Surface *page;    /* the second page, rendered into every frame */
	unsigned picture_gen; /* counts the pictures loaded, for views that keep a copy */
	char path[1024];      /* the picture's file, to load it again at another size; "" for the painted one */
	int whole;            /* the picture is one given (--image, opened, dropped): in a pool of another
			       * shape it is shown whole, keeping its shape (the painted pool's tiles fill it) */
	int within_w, within_h; /* in a window without --size WxH, the screen's size: a picture larger is
				 * shown whole in a pool this size (picture_load_within); 0: its own size */
	long frame;           /* frames made so far; the next frame is number `frame` */
	int paused;
	int page_still;       /* the page shows still water: a still frame need not render */
	int skip_render;      /* frames leave the page as it is when the scene has heights (a view
			       * draws them itself); demo_render and demo_save_frame bring it up to date */
	int kernel;           /* RIPPLE_KERNEL_*: the loops chosen (--kernel, or the fastest measured here) */
	int scene;            /* SCENE_*: the scene shown */
	const struct scene_class *class; /* its hooks */
	void *state[SCENE_COUNT]; /* each scene's own state; NULL when the picture does not suit it */
	struct graphs *graphs; /* the profile and the intensity screen (graphs.h); NULL until one is asked for */
	int graph_threads, graph_below; /* --threads and --graph-below, for graphs made later */
	int lesson_clock[3];  /* the lesson's clock last placed: x, y in picture pixels, and 1 (0: none) */
	int moving;            /* the scenario shown has a moving source: its readings are on (graphs_set_moving) */
};


static int readable(const char *path)
{
	SDL_RWops *f = SDL_RWFromFile(path, "rb");

	if (f)
		SDL_RWclose(f);
	return f != NULL;
}

/* The picture --image names, or the first default picture file found (see RIPPLE_PICTURE) in buf;
 * NULL when there is none: the program then paints its own (picture_load). */
static const char *picture_path(const struct options *o, char *buf, size_t len)
{
	char *base;

	if (o->image)
		return o->image;
	if (readable(RIPPLE_PICTURE))
		return RIPPLE_PICTURE;
	base = SDL_GetBasePath();
	snprintf(buf, len, "%s%s", base ? base : "", RIPPLE_PICTURE);
	SDL_free(base);
	if (readable(buf))
		return buf;
	snprintf(buf, len, "%s", RIPPLE_DATADIR "/" RIPPLE_PICTURE_FILE);
	return readable(buf) ? buf : NULL;
}

/* A core image over a locked surface. */
static struct ripple_image image_of(SDL_Surface *s)
{
	struct ripple_image im = { s->pixels, s->w, s->h, s->pitch, s->format->BytesPerPixel };

	return im;
}

/* Locks the picture and the page and describes them. Returns 0 when both are locked. */
static int lock_pages(struct demo *d, struct ripple_image *src, struct ripple_image *dst)
{
	if (SDL_LockSurface(d->picture))
		return -1;
	if (SDL_LockSurface(d->page)) {
		SDL_UnlockSurface(d->picture);
		return -1;
	}
	*src = image_of(d->picture);
	*dst = image_of(d->page);
	return 0;
}

static void unlock_pages(struct demo *d)
{
	SDL_UnlockSurface(d->page);
	SDL_UnlockSurface(d->picture);
}

/* The page a copy of the picture again: the ripple's render leaves the rows and pixels it does
 * not draw as they were, and they must not keep the side view's. */
static void page_from_picture(struct demo *d)
{
	if (SDL_LockSurface(d->picture))
		return;
	if (SDL_LockSurface(d->page) == 0) {
		for (int y = 0; y < d->page->h; y++)
			SDL_memcpy((Uint8 *)d->page->pixels + y * d->page->pitch,
				   (const Uint8 *)d->picture->pixels + y * d->picture->pitch,
				   (size_t)d->page->w * d->page->format->BytesPerPixel);
		SDL_UnlockSurface(d->page);
	}
	SDL_UnlockSurface(d->picture);
}

/* The scenes for the picture: each one's state, or NULL when the picture does not suit one that
 * is not shown; a picture of the user's own shown (show_picture). Returns 0, or -1 with the reason
 * in err. */
static int open_scenes(struct demo *d, const struct options *o, char *err, size_t errlen)
{
	for (int i = 0; i < SCENE_COUNT; i++) {
		d->state[i] = classes[i]->open(&o->water, d->picture, i == o->scene, err, errlen);
		if (!d->state[i] && *err)
			return -1;
	}
	d->scene = o->scene;
	d->class = classes[d->scene];
	/* a picture given with a scenario is shown as one opened later is (Ctrl+O): the view that
	 * hides it (the scenario's heights) gives way, unless --view chose it; the note says so */
	if (o->image && o->water.scenario && !o->water.view_set)
		for (int i = 0; i < SCENE_COUNT; i++)
			if (d->state[i] && classes[i]->show_picture)
				classes[i]->show_picture(d->state[i]);
	return 0;
}

/* The profile's line --graph asks for, in picture pixels: its own, or the scenario's probe (the
 * line along which its waves are plane, in front of the barrier, before the rock, beyond the two
 * sources). Returns 0, or -1 with the reason in err. */
static int graph_line(const struct demo *d, const struct options *o, int *l, char *err, size_t errlen)
{
	struct scene_heights h;

	if (o->graph != OPTIONS_GRAPH_PROBE) {
		SDL_memcpy(l, o->graph_line, 4 * sizeof *l);
		return 0;
	}
	if (demo_heights(d, &h) || !h.scenario || (!h.scenario->probe[0] && !h.scenario->probe[2])) {
		snprintf(err, errlen, "--graph probe: the scenario's probe line, but no scenario with one is shown "
			 "(--scenario rock, slit, double-slit, two-sources, three-slits, out-of-phase, lloyds-mirror, narrow-slit, harbour, wall-45, corner, wave-guide, grating, doppler, sonic-boom, mirror, parabola, refraction, lens or practical)");
		return -1;
	}
	for (int i = 0; i < 4; i++)
		l[i] = h.scenario->probe[i] * h.mesh;
	return 0;
}

/* The clock the lesson shown places (`clock X Y`), in picture pixels into at. Returns 1, or 0 when
 * no lesson with a clock is shown. */
static int lesson_clock(const struct demo *d, int at[2])
{
	struct scene_heights h;

	if (demo_heights(d, &h) || !h.scenario || !h.scenario->clocked)
		return 0;
	at[0] = h.scenario->clock[0] * h.mesh;
	at[1] = h.scenario->clock[1] * h.mesh;
	return 1;
}

/* The graphs --graph, --graph-at, --intensity and --clock ask for, and the lesson's clock without
 * --clock. Returns 0, or -1 with the reason in err. */
static int open_graphs(struct demo *d, const struct options *o, char *err, size_t errlen)
{
	int l[4], at[2] = { o->clock_at[0], o->clock_at[1] };
	const int clock = o->clock || lesson_clock(d, at);

	d->graph_threads = o->water.threads;
	d->graph_below = o->graph_below;
	d->lesson_clock[2] = lesson_clock(d, d->lesson_clock); /* --clock's stays until the lesson's moves */

	if (!o->graph && !o->intensity && !clock)
		return 0;
	if (!demo_graphs_made(d, o)) {
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	graphs_set_screen(d->graphs, o->intensity);
	if (clock && graphs_set_clock(d->graphs, d->picture->w, d->picture->h, at[0], at[1], err, errlen))
		return -1;
	if (!o->graph)
		return 0;
	return graph_line(d, o, l, err, errlen) ? -1
						: graphs_set_line(d->graphs, d->picture->w, d->picture->h, l[0], l[1], l[2], l[3], err, errlen);
}

/* The lesson's clock followed once a frame: placed when a lesson with a clock is laid out (opened,
 * the next one, a pool of another size) or its clock is dragged (F2), taken away with the lesson
 * that placed it; a clock placed by hand stays until the lesson's own moves. */
static void follow_lesson_clock(struct demo *d)
{
	int at[3] = { 0, 0, 0 }, was[2];
	char err[160];

	at[2] = lesson_clock(d, at);
	if (!memcmp(at, d->lesson_clock, sizeof at))
		return;
	if (!at[2]) { /* the clock the last lesson placed goes with it */
		if (graphs_clock(d->graphs, was) && was[0] == d->lesson_clock[0] && was[1] == d->lesson_clock[1])
			graphs_clear_clock(d->graphs);
	} else if (d->graphs || (d->graphs = graphs_new(d->graph_threads))) {
		graphs_set_below(d->graphs, d->graph_below);
		graphs_set_clock(d->graphs, d->picture->w, d->picture->h, at[0], at[1], err, sizeof err);
	}
	memcpy(d->lesson_clock, at, sizeof at);
}

struct graphs *demo_graphs_made(struct demo *d, const struct options *o)
{
	if (!d->graphs && (d->graphs = graphs_new(o->water.threads)))
		graphs_set_below(d->graphs, o->graph_below);
	return d->graphs;
}

SDL_Surface *demo_shown(struct demo *d)
{
	return graphs_on(d->graphs) ? graphs_sheet(d->graphs, d->page) : d->page;
}

struct demo *demo_open_picture(const struct options *o, SDL_Surface *picture, char *err, size_t errlen)
{
	struct demo *d = SDL_calloc(1, sizeof *d);

	if (!d) {
		snprintf(err, errlen, "out of memory");
		SDL_FreeSurface(picture);
		return NULL;
	}
	d->picture = picture;
	/* measured even when --kernel names one, so that the title can tell how it compares */
	d->kernel = ripple_kernel_fastest(picture->format->BytesPerPixel, SDL_GetPerformanceCounter);
	d->kernel = o->water.kernel ? o->water.kernel - 1 : d->kernel;
	d->page = SDL_ConvertSurface(d->picture, d->picture->format, 0);
	if (!d->page) {
		snprintf(err, errlen, "cannot make the render page: %s", SDL_GetError());
		demo_close(d);
		return NULL;
	}
	if (open_scenes(d, o, err, errlen) || open_graphs(d, o, err, errlen)) {
		demo_close(d);
		return NULL;
	}
	demo_render(d);
	return d;
}

struct demo *demo_open(const struct options *o, int bpp, int within_w, int within_h, char *err, size_t errlen)
{
	char buf[1024];
	const char *path = picture_path(o, buf, sizeof buf);
	const int sized = o->w || o->h; /* --size: the pool that size, whatever the picture's */
	SDL_Surface *pic;
	struct demo *d;

	if ((o->save_frame && picture_save_kind(o->save_frame, err, errlen) < 0) ||
	    (o->save_window && picture_save_kind(o->save_window, err, errlen) < 0))
		return NULL;
	pic = picture_load_within(path, o->w, o->h, sized ? 0 : within_w, sized ? 0 : within_h, o->bpp ? o->bpp : bpp,
				  err, errlen);
	if (!pic || !(d = demo_open_picture(o, pic, err, errlen)))
		return NULL;
	snprintf(d->path, sizeof d->path, "%s", path ? path : "");
	d->whole = o->image != NULL;
	d->within_w = within_w;
	d->within_h = within_h;
	return d;
}

void demo_close(struct demo *d)
{
	if (!d)
		return;
	for (int i = 0; i < SCENE_COUNT; i++)
		classes[i]->close(d->state[i]);
	graphs_free(d->graphs);
	SDL_FreeSurface(d->picture);
	SDL_FreeSurface(d->page);
	SDL_free(d);
}

SDL_Surface *demo_picture(const struct demo *d)
{
	return d->picture;
}

SDL_Surface *demo_page(const struct demo *d)
{
	return d->page;
}

unsigned demo_picture_gen(const struct demo *d)
{
	return d->picture_gen;
}

void demo_page_written(struct demo *d)
{
	d->page_still = 0;
}

long demo_frames(const struct demo *d)
{
	return d->frame;
}

int demo_paused(const struct demo *d)
{
	return d->paused;
}

void demo_pause(struct demo *d, int on)
{
	d->paused = on;
}

int demo_kernel(const struct demo *d)
{
	return d->kernel;
}

int demo_scene_shown(const struct demo *d)
{
	return d->scene;
}

void demo_skip_render(struct demo *d, int on)
{
	d->skip_render = on;
}

struct graphs *demo_graphs(const struct demo *d)
{
	return d->graphs;
}

/* How load_pages sizes a picture that fits within: stretched to the pool; fit whole in it keeping its
 * shape; or stretched when it has the pool's shape, else fit whole (picture_load_whole). */
enum { LOAD_STRETCH, LOAD_FIT, LOAD_WHOLE };

/* A picture from path at w x h (0 x 0: its own size), one larger than within_w x within_h (when they
 * are not 0) fit whole into that instead, else sized as `how` says (LOAD_*), in the demo's depth,
 * and a page for it, into *pic and *page. Returns 0, or -1 with the reason in err and nothing
 * made. */
static int load_pages(const struct demo *d, const char *path, int w, int h, int within_w, int within_h, int how,
		      SDL_Surface **pic, SDL_Surface **page, char *err, size_t errlen)
{
	const int bpp = d->picture->format->BitsPerPixel;

	*pic = how == LOAD_FIT	   ? picture_load_fit(path, w, h, bpp, err, errlen)
	       : how == LOAD_WHOLE ? picture_load_whole(path, w, h, within_w, within_h, bpp, err, errlen)
				   : picture_load_within(path, w, h, within_w, within_h, bpp, err, errlen);
	*page = *pic ? SDL_ConvertSurface(*pic, (*pic)->format, 0) : NULL;
	if (*page)
		return 0;
	if (*pic)
		snprintf(err, errlen, "cannot make the render page: %s", SDL_GetError());
	SDL_FreeSurface(*pic);
	return -1;
}

/* The scenes at the picture's size; a scene that cannot be is put back at the old size, with the
 * ones before it. Returns the core's result. */
static int resize_scenes(struct demo *d, const SDL_Surface *old)
{
	for (int i = 0; i < SCENE_COUNT; i++) {
		int e = d->state[i] ? classes[i]->resize(d->state[i], d->picture) : RIPPLE_OK;

		if (e) {
			while (--i >= 0)
				if (d->state[i])
					classes[i]->resize(d->state[i], old);
			return e;
		}
	}
	return RIPPLE_OK;
}

/* pic and page, the demo's from then on, in place of the old ones, the scenes' water made anew at
 * their size. Returns 0, or -1 with the reason in err, pic and page freed and the demo as it was. */
static int resized(struct demo *d, SDL_Surface *pic, SDL_Surface *page, char *err, size_t errlen)
{
	SDL_Surface *old = d->picture;
	int e;

	d->picture = pic;
	if ((e = resize_scenes(d, old))) {
		snprintf(err, errlen, "cannot make a %dx%d pool: %s", pic->w, pic->h, ripple_strerror(e));
		d->picture = old;
		SDL_FreeSurface(pic);
		SDL_FreeSurface(page);
		return -1;
	}
	SDL_FreeSurface(old);
	SDL_FreeSurface(d->page);
	d->page = page;
	d->picture_gen++;
	demo_render(d);
	return 0;
}

int demo_resize(struct demo *d, int w, int h, char *err, size_t errlen)
{
	const int own = !w && !h; /* its own size, but no larger than the within size */
	SDL_Surface *pic, *page;

	/* the pool's tiles stretched to it, a picture given shown whole */
	if (load_pages(d, *d->path ? d->path : NULL, w, h, own ? d->within_w : 0, own ? d->within_h : 0,
		       d->whole ? LOAD_WHOLE : LOAD_STRETCH, &pic, &page, err, errlen))
		return -1;
	return resized(d, pic, page, err, errlen);
}

/* Whether a lesson runs: a scene has a scenario laid out. */
static int in_lesson(const struct demo *d)
{
	struct scene_heights h = { 0 };

	for (int i = 0; i < SCENE_COUNT; i++)
		if (classes[i]->heights && d->state[i]) {
			classes[i]->heights(d->state[i], &h);
			if (h.scenario)
				return 1;
		}
	return 0;
}

/* pic and page, of the pool's size, the demo's in place of the old ones: the scenes' tables made for
 * them, the water kept. Returns 0, or -1 with the reason in err. */
static int same_size(struct demo *d, SDL_Surface *pic, SDL_Surface *page, char *err, size_t errlen)
{
	SDL_FreeSurface(d->picture);
	SDL_FreeSurface(d->page);
	d->picture = pic;
	d->page = page;
	d->picture_gen++;
	for (int i = 0; i < SCENE_COUNT; i++)
		if (d->state[i] && classes[i]->look(d->state[i], pic)) {
			snprintf(err, errlen, "out of memory");
			return -1;
		}
	return 0;
}

int demo_set_picture(struct demo *d, const char *path, char *err, size_t errlen)
{
	const int w = d->picture->w, h = d->picture->h;
	SDL_Surface *pic, *page;

	/* in a lesson fit whole into its pool as it is; else fit whole into the within size when larger
	 * (the pool then that size), or shown whole in the pool keeping its shape (stretched to it when
	 * it has its shape) */
	if (load_pages(d, path, w, h, d->within_w, d->within_h, in_lesson(d) ? LOAD_FIT : LOAD_WHOLE, &pic, &page,
		       err, errlen))
		return -1;
	if (pic->w != w || pic->h != h ? resized(d, pic, page, err, errlen) : same_size(d, pic, page, err, errlen))
		return -1;
	snprintf(d->path, sizeof d->path, "%s", path);
	d->whole = 1;
	for (int i = 0; i < SCENE_COUNT; i++)
		if (d->state[i] && classes[i]->show_picture)
			classes[i]->show_picture(d->state[i]);
	demo_render(d);
	return 0;
}

int demo_note(struct demo *d, char *buf, size_t len)
{
	int said = 0;

	*buf = 0;
	for (int i = 0; i < SCENE_COUNT && !said; i++)
		said = d->state[i] && classes[i]->note && classes[i]->note(d->state[i], buf, len);
	return said;
}

void *demo_scene(const struct demo *d, int scene)
{
	return d->state[scene];
}

void demo_command(struct demo *d, int scene, int what, int arg, int x, int y, char note[FONT_LINE])
{
	*note = 0;
	if (d->state[scene])
		classes[scene]->command(d->state[scene], what, arg, x, y, note);
}

int demo_checked(const struct demo *d, int scene, int what, int arg)
{
	return d->state[scene] && classes[scene]->checked && classes[scene]->checked(d->state[scene], what, arg);
}

int demo_set_scene(struct demo *d, int scene)
{
	if (!d->state[scene])
		return RIPPLE_EINVAL;
	d->scene = scene;
	d->class = classes[scene];
	demo_redraw(d);
	return RIPPLE_OK;
}

int demo_skips_render(const struct demo *d)
{
	return d->skip_render && d->class->heights;
}

static void demo_moving(struct demo *d);

int demo_frame(struct demo *d)
{
	void *s = d->state[d->scene];
	struct ripple_image src, dst;
	const int skip = demo_skips_render(d);
	const int locked = !skip && lock_pages(d, &src, &dst) == 0;
	const int drawn = d->class->step(s, d->frame, d->paused, locked ? &src : NULL, locked ? &dst : NULL);

	d->frame++;
	if (locked)
		unlock_pages(d);
	follow_lesson_clock(d);
	demo_moving(d);
	demo_measure(d);
	if (skip) {
		d->page_still = 0; /* the page is left behind */
		return !d->class->still(s);
	}
	if (drawn) {
		d->page_still = d->class->still(s);
		return 1;
	}
	if (d->page_still && d->class->still(s))
		return 0; /* still water on a page that shows it already: nothing to draw */
	demo_render(d);
	return 1;
}

void demo_redraw(struct demo *d)
{
	page_from_picture(d);
	demo_render(d);
}

void demo_render(struct demo *d)
{
	struct ripple_image src, dst;

	if (lock_pages(d, &src, &dst))
		return;
	d->class->render(d->state[d->scene], &src, &dst);
	d->page_still = d->class->still(d->state[d->scene]);
	unlock_pages(d);
}

int demo_press(struct demo *d, int button, int x, int y, int shift)
{
	return d->class->press(d->state[d->scene], button, x, y, shift) || d->paused;
}

int demo_drag(struct demo *d, int button, int x0, int y0, int x1, int y1)
{
	return (d->class->drag && d->class->drag(d->state[d->scene], button, x0, y0, x1, y1)) || d->paused;
}

void demo_clear(struct demo *d)
{
	d->class->clear(d->state[d->scene]);
	demo_render(d);
}

void demo_describe(const struct demo *d, char *buf, size_t len)
{
	d->class->describe(d->state[d->scene], buf, len);
}

/* The wavelength of the scenario's sources in cells: the scheme's for their period (undamped water:
 * graph_scheme_wavelength), and the one the graphs measure on its clean waves when they do; and
 * their speed in cells a step as the profile's caption gives it (docs/physics.md): a wavelength
 * over the period in steps, for each of the two there is. Returns the lines made: 0 (no figure to
 * trust) without a scenario or either wavelength, else 2. */
static int wave_lines(const struct demo *d, char lines[2][FONT_LINE])
{
	struct scene_heights h;
	double scheme, measured;
	int steps;

	if (demo_heights(d, &h) || !h.scenario || !h.scenario->nsources)
		return 0;
	steps = h.scenario->source[0].period;
	scheme = graph_scheme_wavelength(h.pool->stencil, h.pool->damping, steps);
	measured = graphs_lambda(d->graphs);
	if (!scheme && !measured)
		return 0;
	if (scheme && measured) {
		snprintf(lines[0], FONT_LINE, "lambda %.1f cells (scheme), %.1f measured", scheme, measured);
		snprintf(lines[1], FONT_LINE, "wave speed %.2f cells/step (scheme), %.2f measured", scheme / steps,
			 measured / steps);
	} else {
		snprintf(lines[0], FONT_LINE, "lambda %.1f cells (%s)", scheme ? scheme : measured, scheme ? "scheme" : "measured");
		snprintf(lines[1], FONT_LINE, "wave speed %.2f cells/step (%s)", (scheme ? scheme : measured) / steps,
			 scheme ? "scheme" : "measured");
	}
	return 2;
}

int demo_overlay(const struct demo *d, char lines[][FONT_LINE])
{
	int lesson = 0;
	const int n = d->class->overlay(d->state[d->scene], lines, &lesson);
	char waves[2][FONT_LINE];
	const int k = wave_lines(d, waves);

	if (!k)
		return n;
	memmove(lines[lesson + k], lines[lesson], (size_t)(n - lesson) * FONT_LINE); /* after the lesson's lines */
	memcpy(lines[lesson], waves, (size_t)k * FONT_LINE);
	return n + k;
}

int demo_inspect(const struct demo *d, int x, int y, char lines[][FONT_LINE])
{
	return d->class->inspect ? d->class->inspect(d->state[d->scene], x, y, lines) : 0;
}

int demo_heights(const struct demo *d, struct scene_heights *h)
{
	if (!d->class->heights)
		return -1;
	d->class->heights(d->state[d->scene], h);
	return 0;
}

int demo_cells(const struct demo *d, int *w, int *h, int *halves)
{
	struct scene_heights sh;

	if (demo_heights(d, &sh))
		return -1;
	*w = sh.pool->w;
	*h = sh.pool->h;
	*halves = sh.halves;
	return 0;
}

int demo_still(const struct demo *d)
{
	return d->class->still(d->state[d->scene]);
}

/* A scenario with a moving source shown: its readings on (the graphs made for them), else off. */
static void demo_moving(struct demo *d)
{
	struct scene_heights h;
	int moving = 0;

	if (!demo_heights(d, &h) && h.scenario) /* read here, not asked of scenario.c: a frame passes few files */
		for (int i = 0; i < h.scenario->nsources; i++)
			moving |= h.scenario->source[i].vx || h.scenario->source[i].vy;
	if (moving && !d->graphs)
		d->graphs = graphs_new(0);
	if (d->graphs && moving != d->moving)
		graphs_set_moving(d->graphs, d->moving = moving);
}

void demo_measure(const struct demo *d)
{
	struct scene_heights h;

	if (d->graphs) /* none was ever asked for: nothing to measure */
		graphs_step(d->graphs, demo_heights(d, &h) ? NULL : &h, d->frame);
}

int demo_save_frame(struct demo *d, const char *path, char *err, size_t errlen)
{
	SDL_Surface *shown;

	if (d->skip_render)
		demo_render(d);
	if (!(shown = demo_shown(d))) {
		snprintf(err, errlen, "cannot draw the graphs: %s", SDL_GetError());
		return -1;
	}
	return picture_save(shown, path, err, errlen);
}

int demo_save_heights(const struct demo *d, const char *path, char *err, size_t errlen)
{
	struct scene_heights h = { .mesh = 1 };
	size_t n;
	FILE *f;
	int bad;

	for (int i = SCENE_COUNT - 1; i >= 0; i--)
		if (classes[i]->heights && d->state[i])
			classes[i]->heights(d->state[i], &h);
	if (!h.pool) {
		snprintf(err, errlen, "cannot write the heights to '%s': no scene has heights", path);
		return -1;
	}
	n = (size_t)h.pool->w * (size_t)h.pool->h;

	errno = 0;
	f = fopen(path, "wb");
	bad = !f;

	for (size_t i = 0; !bad && i < n; i++) {
		unsigned short v = (unsigned short)h.pool->cur[i];

		bad = putc(v & 0xff, f) == EOF || putc(v >> 8, f) == EOF;
	}
	if (f && fclose(f))
		bad = 1;
	if (bad)
		snprintf(err, errlen, "cannot write the heights to '%s': %s", path, strerror(errno));
	return bad ? -1 : 0;
}

int demo_save_outputs(struct demo *d, const struct options *o)
{
	char err[512];
	int status = RIPPLE_EXIT_DONE;

	if (o->save_frame && demo_save_frame(d, o->save_frame, err, sizeof err)) {
		fprintf(stderr, "ripple: %s\n", err);
		status = RIPPLE_EXIT_FAILED;
	}
	if (o->save_heights && demo_save_heights(d, o->save_heights, err, sizeof err)) {
		fprintf(stderr, "ripple: %s\n", err);
		status = RIPPLE_EXIT_FAILED;
	}
	return status;
}
