/* demo.h - the program both shells drive: the pool, its two pages, the frame, saving. */
#ifndef DEMO_H
#define DEMO_H

#include "bands.h"
#include "options.h"
#include "ripple.h"
#include "scenario.h"
#include "splash.h"

#include <SDL.h>

#include <stddef.h>

struct demo {
	struct ripple pool;
	SDL_Surface *picture; /* the article's first offscreen page: the picture under the water */
	SDL_Surface *page;    /* the second page, rendered into every frame */
	const struct drop_spec *drops; /* the --drop schedule (owned by the options) */
	int ndrops;
	long frame;           /* frames made so far; the next frame is number `frame` */
	int radius, weight;   /* the stone a click drops */
	int soft;             /* stones are soft (height falling off from the centre) */
	int paused;
	int rain;             /* stones falling at random, per second; 0 = none */
	int rain_on;          /* the rate the rain command turns on: --rain's, or RIPPLE_RAIN */
	long rain_due;        /* the rain's stones owed, in 1/RIPPLE_FPS of a stone */
	unsigned long long rng; /* the rain's random generator (xorshift64*), from --seed */
	struct ripple_look look; /* the view, and its tables for the picture's pixel format */
	unsigned int heat[511];
	unsigned char *shade; /* the 8 bpp light table, RIPPLE_SHADES x 256 */
	int page_still;       /* the page shows still water: a still frame need not render */
	int skip_render;      /* the ripple scene's frames leave the page as it is (a view draws the
			       * heights itself); demo_render and demo_save_frame bring it up to date */
	unsigned picture_gen; /* counts the pictures loaded, for views that keep a copy */
	struct scenario scenario; /* the ready-made pool and its sources */
	int mesh;             /* 1: a cell a pixel (the article); 2 or 4: the Android port's mesh */
	struct bands *bands;  /* the article's step and render on several cores; NULL: one */
	int kernel;           /* RIPPLE_KERNEL_*: the loops of the article's step and render */
	int scene;            /* SCENE_RIPPLE (the article's) or SCENE_SIDE (the 2D water tutorial's) */
	struct splash side;   /* the side view's water; side.n is 0 when the picture is too small */
	struct splash_view side_view;
	struct splash_format side_format;
	unsigned char index332[256]; /* at 8 bpp, the palette index of each 3-3-2 colour */
	int tension, dampening, spread; /* the side view's values, in thousandths */
	const struct splash_spec *splashes; /* the --splash and --rock schedule (owned by the options) */
	int nsplashes;
};

#define RIPPLE_SPLASH_SPEED 120 /* a click's splash in the side view, pixels a frame */

/* Loads the picture of o at bpp bits per pixel (o->bpp wins when set), makes the pool its size and
 * the render page a copy of it. Returns 0, or -1 with a one-line reason in err (d is then closed). */
int demo_open(struct demo *d, const struct options *o, int bpp, char *err, size_t errlen);

/* Frees everything; safe to call twice and on a half-opened demo. */
void demo_close(struct demo *d);

/* Replaces the picture (same pool size: the new one is scaled to it); keeps the water.
 * Returns 0, or -1 with the reason in err and the old picture kept. */
int demo_set_picture(struct demo *d, const char *path, char *err, size_t errlen);

/* One frame, the article's order: this frame's --drop stones, spread, render (not with
 * skip_render); in the side view, this frame's --splash and --rock, the step, render. */
void demo_frame(struct demo *d);

/* Renders the water into the page between locks of both pages (the article's Lock / Unlock). */
void demo_render(struct demo *d);

/* The mouse's work, at picture pixels (the demo turns them into mesh cells): the current stone
 * (flat or soft) dropped at (x, y), the drag trail from (x0, y0) to (x1, y1), walls drawn or
 * erased along a line, and whether a wall is at (x, y). Return the core's result. */
int demo_drop(struct demo *d, int x, int y);
int demo_drag(struct demo *d, int x0, int y0, int x1, int y1);
int demo_wall_line(struct demo *d, int x0, int y0, int x1, int y1, int wall);
int demo_is_wall(const struct demo *d, int x, int y);

/* Simulates on a mesh of 1, 2 or 4 pixels: a new pool of that grid with the same settings, its
 * water still, its walls cleared and its scenario laid out again. Returns the core's result. */
int demo_set_mesh(struct demo *d, int mesh);

/* Lays out scenario `which` (SCENARIO_*) with sources of `period` frames, and renders the page
 * anew. Returns the core's result. */
int demo_scenario(struct demo *d, int which, int period);

/* Shows scene `scene` (SCENE_*) and renders the page anew. Returns RIPPLE_OK, or RIPPLE_EINVAL
 * (the scene unchanged) for the side view of a picture under SPLASH_MIN_W x SPLASH_MIN_H. */
int demo_set_scene(struct demo *d, int scene);

/* The side view's values: tension and dampening 0..1000 thousandths, spread 0..500, passes
 * 0..SPLASH_MAX_PASSES. Returns RIPPLE_OK, or RIPPLE_EINVAL (changing nothing) for a value out of range. */
int demo_set_side(struct demo *d, int tension, int dampening, int spread, int passes);

/* The side view's mouse, at picture column x: a splash of RIPPLE_SPLASH_SPEED, or the rock dropped
 * there. Return the core's result. */
int demo_splash(struct demo *d, int x);
int demo_rock(struct demo *d, int x);

/* Still water in the scene shown (the side view: no droplets and no rock either). */
void demo_clear(struct demo *d);

/* Sets the view (RIPPLE_VIEW_*) and renders the page anew. */
void demo_set_view(struct demo *d, int view);

/* Adds the walls of a picture: its black pixels (scaled to the pool) become walls, beside any
 * there are (a scenario's). Returns 0, or -1 with the reason in err. */
int demo_load_walls(struct demo *d, const char *path, char *err, size_t errlen);

/* Saves the rendered page as a BMP (rendered first when frames skip it), or the current wave
 * buffer as w*h little-endian int16. Return 0, or -1 with the reason in err. */
int demo_save_frame(struct demo *d, const char *path, char *err, size_t errlen);
int demo_save_heights(const struct demo *d, const char *path, char *err, size_t errlen);

/* Saves what --save-frame and --save-heights ask for, reporting failures on stderr.
 * Returns the exit status: 0, or 1 when a file could not be written. */
int demo_save_outputs(struct demo *d, const struct options *o);

#endif
