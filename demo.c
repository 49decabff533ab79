/* demo.c - the frame the article describes (drop, spread, render between locks) and everything around it. */
#include "demo.h"

#include "pace.h"
#include "picture.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

static int readable(const char *path)
{
	SDL_RWops *f = SDL_RWFromFile(path, "rb");

	if (f)
		SDL_RWclose(f);
	return f != NULL;
}

/* The picture --image names, or the first default picture found (see RIPPLE_PICTURE) in buf. */
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
	return RIPPLE_DATADIR "/" RIPPLE_PICTURE_FILE;
}

/* The look's tables for the picture's pixel format: false colours for the heights (crests warm,
 * troughs cold), the wall colour, and for a palette the light table. Returns 0 or -1. */
static int make_look(struct demo *d)
{
	const SDL_PixelFormat *f = d->picture->format;

	for (int v = -255; v <= 255; v++)
		d->heat[v + 255] = v >= 0 ? SDL_MapRGB(f, (Uint8)v, (Uint8)(v * 3 / 4), (Uint8)(v / 4))
					  : SDL_MapRGB(f, (Uint8)(-v / 4), (Uint8)(-v * 3 / 4), (Uint8)-v);
	d->look.heat = d->heat;
	d->look.wall = SDL_MapRGB(f, 70, 50, 40);
	d->look.mask[0] = f->Rmask;
	d->look.mask[1] = f->Gmask;
	d->look.mask[2] = f->Bmask;
	SDL_memcpy(d->side_format.mask, d->look.mask, sizeof d->look.mask);
	for (int i = 0; f->palette && i < 256; i++)
		d->index332[i] = (Uint8)SDL_MapRGB(f, (Uint8)((i >> 5) * 255 / 7), (Uint8)((i >> 2 & 7) * 255 / 7),
						   (Uint8)((i & 3) * 255 / 3));
	d->side_format.index332 = d->index332;
	SDL_free(d->shade);
	d->look.shade = d->shade = NULL;
	if (!f->palette)
		return 0;
	d->look.shade = d->shade = SDL_malloc(RIPPLE_SHADES * 256);
	if (!d->shade)
		return -1;
	for (int s = 0; s < RIPPLE_SHADES; s++)
		for (int i = 0; i < 256; i++) {
			const SDL_Color c = f->palette->colors[i < f->palette->ncolors ? i : 0];
			const int e = s * 8 - 256;

			d->shade[s * 256 + i] = (Uint8)SDL_MapRGB(f, (Uint8)SDL_clamp(c.r + e, 0, 255),
								  (Uint8)SDL_clamp(c.g + e, 0, 255),
								  (Uint8)SDL_clamp(c.b + e, 0, 255));
		}
	return 0;
}

/* The variants the options ask for; they are checked values, so only memory can fail. */
static int apply_options(struct demo *d, const struct options *o, char *err, size_t errlen)
{
	int e;

	d->soft = o->soft;
	d->rain = o->rain;
	d->rain_on = o->rain ? o->rain : RIPPLE_RAIN;
	d->rng = o->seed * 0x9E3779B97F4A7C15ULL + 1;
	d->rng += !d->rng; /* xorshift never leaves 0 */
	d->look.view = o->view;
	/* all cores for big pools; a small one's frame is too short to share (--bench measures both) */
	d->bands = bands_start(o->threads ? o->threads
			       : (long)d->picture->w * d->picture->h >= RIPPLE_BANDS_FROM
			       ? SDL_min(SDL_GetCPUCount(), RIPPLE_MAX_THREADS) : 1);
	ripple_set_stencil(&d->pool, o->stencil);
	ripple_set_damping(&d->pool, o->damping);
	if (ripple_set_edge(&d->pool, o->edge) || make_look(d)) {
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	if (o->scenario && (e = demo_scenario(d, o->scenario, o->period))) {
		snprintf(err, errlen, "scenario %s: %s", scenario_names[o->scenario],
			 e == RIPPLE_EINVAL ? "it needs a pool of at least 64x48 cells" : ripple_strerror(e));
		return -1;
	}
	return o->walls ? demo_load_walls(d, o->walls, err, errlen) : 0;
}

/* The side view's water and drawing, at the picture's size, with the options' values. A picture
 * too small for it leaves it out, which is an error only when --scene side asks for it. */
static int side_open(struct demo *d, const struct options *o, char *err, size_t errlen)
{
	int e = splash_init(&d->side, d->picture->w, d->picture->h, o->seed);

	if (!e)
		e = splash_view_init(&d->side_view, d->picture->w, d->picture->h);
	if (!e)
		e = demo_set_side(d, o->tension, o->dampening, o->spread, o->passes);
	if (e == RIPPLE_EINVAL && o->scene != SCENE_SIDE) {
		splash_free(&d->side);
		splash_view_free(&d->side_view);
		return 0;
	}
	if (e) {
		snprintf(err, errlen, "the side view: %s", e == RIPPLE_EINVAL ? "it needs a picture of at least 16x16 pixels"
								: ripple_strerror(e));
		return -1;
	}
	d->scene = o->scene;
	d->splashes = o->splashes;
	d->nsplashes = o->nsplashes;
	return 0;
}

int demo_set_side(struct demo *d, int tension, int dampening, int spread, int passes)
{
	int e = splash_set(&d->side, (float)tension / 1000, (float)dampening / 1000, (float)spread / 1000, passes);

	if (!e) {
		d->tension = tension;
		d->dampening = dampening;
		d->spread = spread;
	}
	return e;
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

int demo_set_scene(struct demo *d, int scene)
{
	if (scene == SCENE_SIDE && !d->side.n)
		return RIPPLE_EINVAL;
	if (scene == SCENE_RIPPLE && d->scene == SCENE_SIDE)
		page_from_picture(d);
	d->scene = scene;
	d->page_still = 0;
	demo_render(d);
	return RIPPLE_OK;
}

int demo_splash(struct demo *d, int x)
{
	return splash_hit(&d->side, x, RIPPLE_SPLASH_SPEED);
}

int demo_rock(struct demo *d, int x)
{
	return splash_drop_rock(&d->side, x);
}

void demo_clear(struct demo *d)
{
	if (d->scene == SCENE_SIDE)
		splash_clear(&d->side);
	else
		ripple_clear(&d->pool);
	demo_render(d);
}

int demo_scenario(struct demo *d, int which, int period)
{
	int e = scenario_apply(&d->scenario, &d->pool, which, period);

	demo_render(d);
	return e;
}

/* Cells along a side of n pixels: one a pixel, or the nodes of a mesh, both ends included. */
static int cells(int n, int mesh)
{
	return mesh > 1 ? (n + mesh - 1) / mesh + 1 : n;
}

int demo_open(struct demo *d, const struct options *o, int bpp, char *err, size_t errlen)
{
	char path[1024];
	int e;

	SDL_memset(d, 0, sizeof *d);
	d->mesh = 1;
	d->picture = picture_load(picture_path(o, path, sizeof path), o->w, o->h, o->bpp ? o->bpp : bpp, err, errlen);
	if (!d->picture)
		return -1;
	d->page = SDL_ConvertSurface(d->picture, d->picture->format, 0);
	if (!d->page) {
		snprintf(err, errlen, "cannot make the render page: %s", SDL_GetError());
		demo_close(d);
		return -1;
	}
	d->mesh = o->mesh;
	e = ripple_init(&d->pool, cells(d->picture->w, d->mesh), cells(d->picture->h, d->mesh));
	d->kernel = o->kernel ? o->kernel - 1 : d->pool.kernel;
	if (!e)
		e = ripple_set_kernel(&d->pool, d->kernel);
	if (e) {
		snprintf(err, errlen, "cannot make a %dx%d pool: %s", d->picture->w, d->picture->h,
			 ripple_strerror(e));
		demo_close(d);
		return -1;
	}
	d->drops = o->drops;
	d->ndrops = o->ndrops;
	d->radius = RIPPLE_STONE_RADIUS;
	d->weight = RIPPLE_STONE_WEIGHT;
	if (apply_options(d, o, err, errlen) || side_open(d, o, err, errlen)) {
		demo_close(d);
		return -1;
	}
	demo_render(d);
	return 0;
}

void demo_close(struct demo *d)
{
	ripple_free(&d->pool);
	splash_free(&d->side);
	splash_view_free(&d->side_view);
	SDL_FreeSurface(d->picture);
	SDL_FreeSurface(d->page);
	SDL_free(d->shade);
	bands_stop(d->bands);
	d->picture = d->page = NULL;
	d->shade = NULL;
	d->bands = NULL;
}

int demo_load_walls(struct demo *d, const char *path, char *err, size_t errlen)
{
	SDL_Surface *pic = picture_load(path, d->pool.w, d->pool.h, 32, err, errlen);
	Uint8 r, g, b;

	if (!pic)
		return -1;
	for (int y = 0; y < pic->h; y++)
		for (int x = 0; x < pic->w; x++) {
			SDL_GetRGB(((Uint32 *)((Uint8 *)pic->pixels + y * pic->pitch))[x], pic->format, &r, &g, &b);
			if (r + g + b < 96 && ripple_set_wall(&d->pool, x, y, 1)) {
				snprintf(err, errlen, "out of memory for the walls of '%s'", path);
				SDL_FreeSurface(pic);
				return -1;
			}
		}
	SDL_FreeSurface(pic);
	demo_render(d);
	return 0;
}

void demo_set_view(struct demo *d, int view)
{
	d->look.view = view;
	demo_render(d);
}

int demo_set_picture(struct demo *d, const char *path, char *err, size_t errlen)
{
	int bpp = d->picture->format->BitsPerPixel;
	SDL_Surface *pic = picture_load(path, d->pool.w, d->pool.h, bpp, err, errlen);
	SDL_Surface *page = pic ? SDL_ConvertSurface(pic, pic->format, 0) : NULL;

	if (!page) {
		if (pic)
			snprintf(err, errlen, "cannot make the render page: %s", SDL_GetError());
		SDL_FreeSurface(pic);
		return -1;
	}
	SDL_FreeSurface(d->picture);
	SDL_FreeSurface(d->page);
	d->picture = pic;
	d->page = page;
	d->picture_gen++;
	if (make_look(d)) {
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	demo_render(d);
	return 0;
}

/* v / m rounded down, so that -1 stays outside the pool; no int overflows, INT_MIN included. */
static int floor_div(int v, int m)
{
	return v >= 0 ? v / m : -1 - -(v + 1) / m;
}

/* A stone as the settings say, at picture pixel (x, y): the article's flat disc or the soft one,
 * on the mesh's cells when there is one. */
static int stone(struct demo *d, int x, int y, int radius, int weight)
{
	const int m = d->mesh;

	x = floor_div(x, m);
	y = floor_div(y, m);
	radius = radius / m > 0 ? radius / m : 1;
	if (d->soft)
		return ripple_drop_soft(&d->pool, x, y, radius, weight);
	return ripple_drop(&d->pool, x, y, radius, weight);
}

int demo_drag(struct demo *d, int x0, int y0, int x1, int y1)
{
	const int m = d->mesh;

	return ripple_drag(&d->pool, x0 / m, y0 / m, x1 / m, y1 / m, d->radius / m > 0 ? d->radius / m : 1,
			   RIPPLE_TRAIL_WEIGHT);
}

int demo_wall_line(struct demo *d, int x0, int y0, int x1, int y1, int wall)
{
	const int m = d->mesh;

	return ripple_wall_line(&d->pool, x0 / m, y0 / m, x1 / m, y1 / m, m > 1 ? 0 : 1, wall);
}

int demo_is_wall(const struct demo *d, int x, int y)
{
	return ripple_is_wall(&d->pool, x / d->mesh, y / d->mesh);
}

int demo_set_mesh(struct demo *d, int mesh)
{
	struct ripple fresh;
	int e = ripple_init(&fresh, cells(d->picture->w, mesh), cells(d->picture->h, mesh));

	if (!e)
		e = ripple_set_edge(&fresh, d->pool.edge);
	if (!e)
		e = ripple_set_kernel(&fresh, d->kernel);
	if (e) {
		ripple_free(&fresh);
		return e;
	}
	ripple_set_stencil(&fresh, d->pool.stencil);
	ripple_set_damping(&fresh, d->pool.damping);
	ripple_free(&d->pool);
	d->pool = fresh;
	d->mesh = mesh;
	if (d->scenario.which)
		e = scenario_apply(&d->scenario, &d->pool, d->scenario.which, d->scenario.source[0].period);
	demo_render(d);
	return e;
}

static void drop_scheduled(struct demo *d)
{
	for (int i = 0; i < d->ndrops; i++) {
		const struct drop_spec *s = &d->drops[i];

		if (s->frame == d->frame && stone(d, s->x, s->y, s->radius, s->weight))
			fprintf(stderr, "ripple: --drop %d,%d,%d,%d@%ld: the stone's disc would leave the %dx%d pool; ignored\n",
				s->x, s->y, s->radius, s->weight, s->frame, d->pool.w, d->pool.h);
	}
}

/* The next number of the rain's generator (xorshift64*): the same seed, the same rain. */
static unsigned long long rain_next(struct demo *d)
{
	d->rng ^= d->rng >> 12;
	d->rng ^= d->rng << 25;
	d->rng ^= d->rng >> 27;
	return d->rng * 0x2545F4914F6CDD1DULL;
}

/* This frame's share of the rain: small stones of random size and weight at random places. */
static void rain(struct demo *d)
{
	for (d->rain_due += d->rain; d->rain_due >= RIPPLE_FPS; d->rain_due -= RIPPLE_FPS) {
		unsigned long long n = rain_next(d);
		int radius = 1 + (int)(n % 3), weight = 32 + (int)(n >> 8 & 63);
		int x = (int)((n >> 16) % (unsigned)d->picture->w), y = (int)((n >> 40) % (unsigned)d->picture->h);

		stone(d, x, y, radius, weight);
	}
}

/* A core image over a locked surface. */
static struct ripple_image image_of(SDL_Surface *s)
{
	struct ripple_image im = { s->pixels, s->w, s->h, s->pitch, s->format->BytesPerPixel };

	return im;
}

/* A band of rows of the article's step, or of its render, or both, for one of the demo's threads. */
struct band_job {
	struct demo *d;
	struct ripple_image src, dst;
};

static void spread_band(void *ctx, int band, int n)
{
	struct ripple *r = &((struct band_job *)ctx)->d->pool;

	ripple_spread_rows(r, r->h * band / n, r->h * (band + 1) / n);
}

static void render_band(void *ctx, int band, int n)
{
	struct band_job *job = ctx;
	const struct ripple *r = &job->d->pool;

	ripple_render_rows(r, &job->src, &job->dst, r->h * band / n, r->h * (band + 1) / n);
}

static void frame_band(void *ctx, int band, int n)
{
	struct band_job *job = ctx;

	ripple_frame_band(&job->d->pool, &job->src, &job->dst, band, n);
}

/* Whether the water is the article's own, seen as the article does: its step and render then go
 * in bands, and fused. */
static int article_look(const struct demo *d)
{
	return d->scene == SCENE_RIPPLE && d->mesh == 1 && d->look.view == RIPPLE_VIEW_REFRACTION &&
	       ripple_in_bands(&d->pool);
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

/* The article's own frame, its step and render fused, in bands on the demo's threads. Returns 0
 * when this frame is not one (another mode or view, still water, a surface that will not lock). */
static int fused_frame(struct demo *d)
{
	struct band_job job = { .d = d };

	if (!article_look(d) || ripple_still(&d->pool) || lock_pages(d, &job.src, &job.dst))
		return 0;
	if (d->bands)
		bands_run(d->bands, frame_band, &job);
	else
		frame_band(&job, 0, 1);
	ripple_frame_seams(&d->pool, &job.src, &job.dst, bands_count(d->bands));
	d->page_still = ripple_still(&d->pool);
	unlock_pages(d);
	return 1;
}

/* This frame's --splash and --rock. */
static void splash_scheduled(struct demo *d)
{
	for (int i = 0; i < d->nsplashes; i++) {
		const struct splash_spec *s = &d->splashes[i];

		if (s->frame == d->frame && (s->rock ? splash_drop_rock(&d->side, s->x) : splash_hit(&d->side, s->x, (float)s->speed)))
			fprintf(stderr, "ripple: --%s %d@%ld: outside the %d pixels of the side view; ignored\n",
				s->rock ? "rock" : "splash", s->x, s->frame, d->side.w);
	}
}

void demo_frame(struct demo *d)
{
	struct band_job job = { .d = d };

	if (d->scene == SCENE_SIDE) {
		splash_scheduled(d);
		splash_step(&d->side);
		demo_render(d);
		d->frame++;
		return;
	}
	drop_scheduled(d);
	rain(d);
	ripple_drive(&d->pool, d->scenario.source, d->scenario.nsources, d->frame);
	d->frame++;
	if (!d->skip_render && fused_frame(d))
		return;
	if (d->bands && ripple_in_bands(&d->pool) && !ripple_still(&d->pool)) {
		bands_run(d->bands, spread_band, &job);
		ripple_spread_done(&d->pool);
	} else {
		ripple_spread(&d->pool);
	}
	if (d->skip_render)
		d->page_still = 0; /* the page is left behind */
	else if (!d->page_still || !ripple_still(&d->pool))
		demo_render(d); /* still water on a page that shows it already: nothing to draw */
}

void demo_render(struct demo *d)
{
	struct band_job job = { .d = d };

	if (lock_pages(d, &job.src, &job.dst))
		return;
	if (d->scene == SCENE_SIDE)
		splash_render(&d->side, &d->side_view, &d->side_format, &job.dst);
	else if (d->bands && article_look(d))
		bands_run(d->bands, render_band, &job);
	else if (d->mesh > 1)
		ripple_render_mesh(&d->pool, &d->look, d->mesh, &job.src, &job.dst);
	else
		ripple_render_look(&d->pool, &d->look, &job.src, &job.dst);
	d->page_still = d->scene == SCENE_RIPPLE && ripple_still(&d->pool);
	unlock_pages(d);
}

int demo_drop(struct demo *d, int x, int y)
{
	return stone(d, x, y, d->radius, d->weight);
}

int demo_save_frame(struct demo *d, const char *path, char *err, size_t errlen)
{
	if (d->skip_render)
		demo_render(d);
	if (SDL_SaveBMP(d->page, path) == 0)
		return 0;
	snprintf(err, errlen, "cannot save the frame to '%s': %s", path, SDL_GetError());
	return -1;
}

int demo_save_heights(const struct demo *d, const char *path, char *err, size_t errlen)
{
	size_t n = (size_t)d->pool.w * (size_t)d->pool.h;
	FILE *f;
	int bad;

	errno = 0;
	f = fopen(path, "wb");
	bad = !f;

	for (size_t i = 0; !bad && i < n; i++) {
		unsigned short v = (unsigned short)d->pool.cur[i];

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
	int status = 0;

	if (o->save_frame && demo_save_frame(d, o->save_frame, err, sizeof err)) {
		fprintf(stderr, "ripple: %s\n", err);
		status = 1;
	}
	if (o->save_heights && demo_save_heights(d, o->save_heights, err, sizeof err)) {
		fprintf(stderr, "ripple: %s\n", err);
		status = 1;
	}
	return status;
}
