/* side.c - the side view's scene: the springs and droplets of side_water.c on the demo's page, with their values. */
#include "scenes/side.h"

#include "files/bands.h"
#include "core/side_water.h"

#include <stdio.h>

struct side {
	struct side_water water;
	struct side_water_view view;
	struct side_water_format format;
	unsigned char index332[256]; /* at 8 bpp, the palette index of each 3-3-2 colour */
	int value[3];                /* tension, dampening, spread, in thousandths */
	unsigned long long seed;     /* --seed: the droplets' random numbers */
	const struct splash_spec *splashes; /* the --splash and --rock schedule (owned by the options) */
	int nsplashes;
	struct bands *bands;         /* the drawing's rows on all cores for big views (--threads); or NULL */
};

/* The page's pixel format as the drawing needs it. */
static int side_look(void *s, const SDL_Surface *picture)
{
	struct side *v = s;
	const SDL_PixelFormat *f = picture->format;

	v->format.mask[0] = f->Rmask;
	v->format.mask[1] = f->Gmask;
	v->format.mask[2] = f->Bmask;
	for (int i = 0; f->palette && i < 256; i++)
		v->index332[i] = (Uint8)SDL_MapRGB(f, (Uint8)((i >> 5) * 255 / 7), (Uint8)((i >> 2 & 7) * 255 / 7),
						   (Uint8)((i & 3) * 255 / 3));
	v->format.index332 = v->index332;
	return 0;
}

static void side_close(void *s)
{
	struct side *v = s;

	if (!v)
		return;
	side_water_free(&v->water);
	side_water_view_free(&v->view);
	bands_stop(v->bands);
	SDL_free(v);
}

/* Sets tension, dampening, spread or passes. Returns RIPPLE_OK, or RIPPLE_EINVAL (changing
 * nothing) for a value out of range. */
static int side_set(struct side *s, int setting, int value)
{
	int v[4] = { s->value[0], s->value[1], s->value[2], s->water.passes };
	int e;

	v[setting] = value;
	e = side_water_set(&s->water, (float)v[0] / 1000, (float)v[1] / 1000, (float)v[2] / 1000, v[3]);
	if (!e)
		SDL_memcpy(s->value, v, sizeof s->value);
	return e;
}

/* The water and its drawing at another size, with the same values and random numbers. */
static int side_resize(void *s, const SDL_Surface *picture)
{
	struct side *v = s;
	struct side_water water = { 0 };
	struct side_water_view view = { 0 };
	int e = side_water_init(&water, picture->w, picture->h, v->seed);

	if (!e)
		e = side_water_view_init(&view, picture->w, picture->h);
	if (!e)
		e = side_water_set(&water, v->water.tension, v->water.dampening, v->water.spread, v->water.passes);
	if (e) {
		side_water_free(&water);
		side_water_view_free(&view);
		return e;
	}
	side_water_free(&v->water);
	side_water_view_free(&v->view);
	v->water = water;
	v->view = view;
	return side_look(v, picture);
}

/* The water and its drawing at the picture's size, with the options' values. A picture too small
 * for it leaves it out, which is an error only when it is the scene shown. */
static void *side_open(const struct scene_options *o, const SDL_Surface *picture, int shown, char *err, size_t errlen)
{
	struct side *v = SDL_calloc(1, sizeof *v);
	int e = v ? side_water_init(&v->water, picture->w, picture->h, o->seed) : RIPPLE_ENOMEM;

	if (!e)
		e = side_water_view_init(&v->view, picture->w, picture->h);
	if (!e) {
		v->value[0] = o->tension;
		v->value[1] = o->dampening;
		v->value[2] = o->spread;
		e = side_set(v, SIDE_PASSES, o->passes);
	}
	if (!e && !side_look(v, picture)) {
		v->bands = bands_start(bands_for(o->threads, (long long)picture->w * picture->h));
		v->seed = o->seed;
		v->format.avx2 = ripple_kernel_usable(RIPPLE_KERNEL_AVX2) &&
				 (o->kernel ? o->kernel - 1 : ripple_kernel_best()) >= RIPPLE_KERNEL_AVX2;
		v->splashes = o->splashes;
		v->nsplashes = o->nsplashes;
		return v;
	}
	side_close(v);
	*err = 0;
	if (e != RIPPLE_EINVAL || shown)
		snprintf(err, errlen, "the side view: %s", e == RIPPLE_EINVAL ? "it needs a picture of at least 16x16 pixels"
								: ripple_strerror(e));
	return NULL;
}

/* This frame's --splash and --rock, then the step. */
static int side_step(void *s, long frame, int single, const struct ripple_image *src, struct ripple_image *dst)
{
	struct side *v = s;

	(void)single;
	(void)src;
	(void)dst;
	for (int i = 0; i < v->nsplashes; i++) {
		const struct splash_spec *p = &v->splashes[i];

		if (p->frame == frame &&
		    (p->rock ? side_water_drop_rock(&v->water, p->x) : side_water_hit(&v->water, p->x, (float)p->speed)))
			fprintf(stderr, "ripple: --%s %d@%ld: outside the %d pixels of the side view; ignored\n",
				p->rock ? "rock" : "splash", p->x, p->frame, v->water.w);
	}
	side_water_step(&v->water);
	return 0;
}

_Static_assert(RIPPLE_MAX_THREADS <= SIDE_WATER_MAX_BANDS, "the metaballs drawn in a band for each thread");

/* A band of the drawing's rows, for one of the threads. */
struct side_job {
	struct side *v;
	struct ripple_image *dst;
};

static void metaballs_band(void *ctx, int band, int n)
{
	struct side_job *job = ctx;

	side_water_render_metaballs(&job->v->water, &job->v->view, band, n);
}

static void rows_band(void *ctx, int band, int n)
{
	struct side_job *job = ctx;

	side_water_render_rows(&job->v->view, &job->v->format, job->dst, band, n);
}

/* fn on every band of the cores, or on one band without them. */
static void on_bands(struct side_job *job, void (*fn)(void *ctx, int band, int n))
{
	if (job->v->bands)
		bands_run(job->v->bands, fn, job);
	else
		fn(job, 0, 1);
}

/* The drawing: the metaballs in bands of columns on the cores, then its rows in bands. */
static void side_render(void *s, const struct ripple_image *src, struct ripple_image *dst)
{
	struct side *v = s;
	struct side_job job = { v, dst };

	(void)src;
	if (side_water_render_start(&v->water, &v->view, &v->format, dst))
		return;
	on_bands(&job, metaballs_band);
	side_water_render_ready(&v->water, &v->view, v->bands ? bands_count(v->bands) : 1);
	on_bands(&job, rows_band);
}

/* Droplets fly even over still water: the page is drawn every frame. */
static int side_still(const void *s)
{
	(void)s;
	return 0;
}

/* The left button splashes; with Shift it drops the rock. No drags. */
static int side_press(void *s, int button, int x, int y, int shift)
{
	struct side *v = s;

	(void)y;
	if (button == SCENE_LEFT && shift)
		side_water_drop_rock(&v->water, x);
	else if (button == SCENE_LEFT)
		side_water_hit(&v->water, x, RIPPLE_SPLASH_SPEED);
	return 0;
}

static void side_clear(void *s)
{
	side_water_clear(&((struct side *)s)->water);
}

/* A value of 0..1000 thousandths as a decimal, "0.025". */
static void milli_text(char buf[8], int milli)
{
	snprintf(buf, 8, "%u.%03u", (unsigned)milli / 1000 % 10, (unsigned)milli % 1000);
}

/* The values that differ from the tutorial's, as ", side view, tension 0.030". */
static void side_describe(const void *s, char *buf, size_t len)
{
	const struct side *v = s;
	const int article[3] = { SIDE_WATER_TENSION_MILLI, SIDE_WATER_DAMPENING_MILLI, SIDE_WATER_SPREAD_MILLI };
	const char *name[3] = { "tension", "dampening", "spread" };
	char text[3][24] = { "", "", "" }, passes[16] = "", m[8];

	for (int i = 0; i < 3; i++)
		if (v->value[i] != article[i]) {
			milli_text(m, v->value[i]);
			snprintf(text[i], sizeof text[i], ", %s %s", name[i], m);
		}
	if (v->water.passes != SIDE_WATER_PASSES)
		snprintf(passes, sizeof passes, ", %d passes", v->water.passes);
	snprintf(buf, len, ", side view%s%s%s%s", text[0], text[1], text[2], passes);
}

static int side_overlay(const void *s, char lines[][FONT_LINE], int *lesson)
{
	const struct side *v = s;
	char m[3][8];

	*lesson = 0;
	for (int i = 0; i < 3; i++)
		milli_text(m[i], v->value[i]);
	snprintf(lines[0], FONT_LINE, "side view: tension %s, dampening %s", m[0], m[1]);
	snprintf(lines[1], FONT_LINE, "spread %s, %d passes, %d droplets", m[2], v->water.passes, v->water.nparticles);
	return 2;
}

/* The tutorial's own values again. */
static void side_article(struct side *v)
{
	side_set(v, SIDE_TENSION, SIDE_WATER_TENSION_MILLI);
	side_set(v, SIDE_DAMPENING, SIDE_WATER_DAMPENING_MILLI);
	side_set(v, SIDE_SPREAD, SIDE_WATER_SPREAD_MILLI);
	side_set(v, SIDE_PASSES, SIDE_WATER_PASSES);
}

/* A value made more or less by `by` thousandths, said in note: its new value, or the end of its
 * range it stays at. */
static void side_turn(struct side *v, int what, int by, char note[FONT_LINE])
{
	static const char *const name[3] = { "tension", "dampening", "spread" };
	const int changed = side_set(v, what, v->value[what] + by) == RIPPLE_OK;
	char m[8];

	milli_text(m, v->value[what]);
	if (changed)
		snprintf(note, FONT_LINE, "%s %s", name[what], m);
	else
		snprintf(note, FONT_LINE, "%s at its %s: %s", name[what], by > 0 ? "largest" : "smallest", m);
}

/* A row of the side view's (side.h); a value turned, or the passes, said in the note. */
static void side_command(void *s, int what, int arg, int x, int y, char note[FONT_LINE])
{
	struct side *v = s;
	const int passes = v->water.passes;

	(void)y;
	if (what == SIDE_PASSES) {
		side_set(v, SIDE_PASSES, passes >= 32 || passes < 1 ? 1 : passes * 2);
		snprintf(note, FONT_LINE, "%d spreading pass%s a frame", v->water.passes, v->water.passes == 1 ? "" : "es");
	} else if (what == SIDE_ARTICLE) {
		side_article(v);
	} else if (what == SIDE_ROCK) {
		side_water_drop_rock(&v->water, x >= 0 && x < v->water.w ? x : v->water.w / 2);
	} else {
		side_turn(v, what, arg, note);
	}
}

/* No drags, no cells to inspect, no heights, no check marks. */
const struct scene_class scene_side = {
	.name = "side", .open = side_open, .close = side_close, .look = side_look, .resize = side_resize,
	.step = side_step, .render = side_render, .still = side_still, .press = side_press, .clear = side_clear,
	.describe = side_describe, .overlay = side_overlay, .command = side_command,
};
