/* scene.h - what a scene is (the article's pool, the side view): the hooks the demo calls, its state its own. */
#ifndef SCENE_H
#define SCENE_H

#include "files/font.h"
#include "ripple.h"

#include <SDL.h>

#include <stddef.h>

enum { SCENE_LEFT = 1, SCENE_RIGHT = 3 }; /* the mouse buttons a scene is pressed with */

/* The scenes: the article's pool seen from above, or the 2D water tutorial's side view. */
enum { SCENE_POOL, SCENE_SIDE, SCENE_COUNT };

/* One --drop: a stone of `radius` and `weight` dropped at (x, y) in frame `frame`. */
struct drop_spec {
	int x, y, radius, weight;
	long frame;
};

/* One --splash (or --rock): the side view's water hit at column x with `speed`, or the rock
 * dropped there, in frame `frame`. */
struct splash_spec {
	int x, speed, rock;
	long frame;
};

/* What the scenes are opened with: the classroom's variants (the defaults are the article's) and
 * the schedules, checked values; the schedules stay owned by whoever filled them. */
struct scene_options {
	int stencil;          /* --stencil 4|12 */
	int damping;          /* --damping N|off: the shift 1..8, 0 = off */
	int soft;             /* --stone soft */
	int view;             /* --view: RIPPLE_VIEW_* */
	int view_set;         /* --view was given: a scenario keeps that view */
	int rain;             /* --rain RATE: stones per second, 0 = none */
	int edge;             /* --boundary: RIPPLE_EDGE_* */
	const char *walls;    /* --walls FILE.bmp: black pixels are walls */
	unsigned long long seed; /* --seed N: the rain's random sequence */
	int scenario;         /* --scenario: SCENARIO_*, or SCENARIO_LESSON for `lesson` */
	const struct lesson *lesson; /* --lesson FILE (or a .lesson named bare): the lesson read, its
				      * settings already among these (owned by the options); NULL: none */
	int period;           /* --period N: frames per wave of the scenario's sources */
	int slit_width, slit_gap; /* --slits WIDTH,GAP: in cells of the 320x240 lesson, 0 = its own */
	int screen_distance;  /* --screen L: the intensity screen's distance, likewise */
	int angle;            /* --angle DEG: a beam's angle of incidence on the lesson's wall, or plane
			       * waves' on its shallow water's edge, 0 = its own; of `scenario` (and
			       * `lesson`) alone, the other lessons laid out with their own */
	int shallow;          /* --shallow S: the lesson's shallow water's S in hundredths, 0 = its own;
			       * likewise of `scenario` alone */
	int mesh;             /* --mesh 1|2|4: pixels between the simulation's nodes (default 1) */
	int threads;          /* --threads N: cores for the article's step and render, 0 = all */
	int kernel;           /* --kernel: 1 + RIPPLE_KERNEL_*, 0 = the fastest this CPU runs */
	int speed;            /* --speed: the pool's steps a frame, in halves of the lesson's scale
			       * (ripple_lesson_scale): 1 (half), 2 (normal), 4, 8 */
	int unscaled;         /* 1: the pool at scale 1 whatever its size, one step a frame at normal
			       * speed and the stones of 320x240 (the benchmarks, which time the
			       * article's kernels); 0: at the lesson's scale */
	struct drop_spec *drops; /* --drop, in the order given */
	int ndrops;
	int tension, dampening, spread; /* --tension, --dampening, --spread, in thousandths */
	int passes;           /* --passes N: the side view's spreading passes a frame */
	struct splash_spec *splashes; /* --splash and --rock, in the order given */
	int nsplashes;
};

struct scenario;

#define SCENE_OVERLAY_LINES 5 /* the most lines a scene's overlay hook gives */

/* The heights a scene simulates, for the views that draw them themselves (OpenGL) and for saving:
 * w x h cells, one every `mesh` pixels of the picture, row after row. */
struct scene_heights {
	const struct ripple *pool;
	int mesh;
	const struct scenario *scenario; /* the ready-made pool laid out (scenario.h), for the graphs; NULL for none */
	int halves;                      /* the water's steps a frame counted in half steps: 2 x the lesson's
					  * scale x the speed (1 at half speed at scale 1: a step every other frame) */
	long step;                       /* the water's steps so far, its sources' clock (they beat at it) */
	int scale, gain; /* the lesson's scale and gain (ripple_lesson_scale, ripple_lesson_gain): its waves k times
			  * longer than the 320x240 lesson's, their heights 2^gain times; 0 and 0 when not given */
	unsigned char wall[3];           /* the colour the views draw walls in: red, green, blue */
};

/* A scene, as xscreensaver hands a hack its hooks: the demo owns the loop, the picture and the page,
 * and calls these on the scene's own state (`s`, whatever open returned). Points are picture pixels. */
struct scene_class {
	const char *name; /* as --scene names it */

	/* Makes the scene for a picture (the pool's size and pixel format) with the options (which must
	 * outlive it). Returns its state, or NULL with a one-line reason in err; err is "" when the
	 * picture is only too small for it and `shown` is 0 (the demo then goes without it). */
	void *(*open)(const struct scene_options *o, const SDL_Surface *picture, int shown, char *err, size_t errlen);

	/* Frees the state; safe on NULL. */
	void (*close)(void *s);

	/* A new picture of the same size: the tables made from its pixel format. Returns 0 or -1. */
	int (*look)(void *s, const SDL_Surface *picture);

	/* The user opened a picture to see it: a view that hides the picture (the pool's heights)
	 * gives way to one that shows it, and the note says so. NULL when every view shows it. */
	void (*show_picture)(void *s);

	/* What the scene changed of its own accord since it was last asked (the pool's view, for a
	 * scenario or a picture opened), in a few words for the title, into buf. Returns 1, or 0
	 * with buf "" when nothing. NULL when the scene never does. */
	int (*note)(void *s, char *buf, size_t len);

	/* A picture of another size (and its format's tables): the water made anew at that size with
	 * the same settings, still. Returns RIPPLE_OK, or the core's error with the scene as it was. */
	int (*resize)(void *s, const SDL_Surface *picture);

	/* One frame's events (frame `frame`'s scheduled ones, the rain, the sources) and its steps;
	 * `single` is 1 for a frame made by hand while paused, which moves the water at least a step.
	 * With a page (both locked), the scene may draw the frame into it on the way: returns 1 when
	 * it did, 0 when the page still wants a render. */
	int (*step)(void *s, long frame, int single, const struct ripple_image *picture, struct ripple_image *page);

	/* Draws the water into the page (both locked). Never changes the water. */
	void (*render)(void *s, const struct ripple_image *picture, struct ripple_image *page);

	/* 1 when the water stands still, so that a page showing it need not be drawn again. */
	int (*still)(const void *s);

	/* A button pressed at (x, y) (SCENE_LEFT or SCENE_RIGHT, shift held or not), and the pointer
	 * dragged from (x0, y0) to (x1, y1) with it held. Return 1 when the page shows the change only
	 * once drawn again (walls), 0 when the water's next frames will. drag may be NULL (no drags). */
	int (*press)(void *s, int button, int x, int y, int shift);
	int (*drag)(void *s, int button, int x0, int y0, int x1, int y1);

	/* Still water. */
	void (*clear)(void *s);

	/* What differs from the article, for the title: ", light, 12 neighbours" ("" when nothing). */
	void (*describe)(const void *s, char *buf, size_t len);

	/* The overlay's lines about the scene (at most SCENE_OVERLAY_LINES); returns how many, the
	 * first `lesson` of them about the ready-made lesson laid out (0 without one). */
	int (*overlay)(const void *s, char lines[][FONT_LINE], int *lesson);

	/* The inspector's lines about the point (x, y) (at most 4); returns how many, 0 for none.
	 * NULL when the scene has nothing to inspect. */
	int (*inspect)(const void *s, int x, int y, char lines[][FONT_LINE]);

	/* The heights, for the views that draw them and for saving; NULL when the scene has none. */
	void (*heights)(const void *s, struct scene_heights *h);

	/* A row of the menus that is the scene's own (its header lists what they do): command `what`
	 * with the row's value `arg`, the pointer at picture pixel (x, y), outside the picture when
	 * it is not over the water. A word for the user goes into note (FONT_LINE bytes; "" for
	 * none): the value a knob turned to, or why it stayed (at the end of its range, or nothing
	 * here to turn), for the window to show; a scene never calls the window itself. */
	void (*command)(void *s, int what, int arg, int x, int y, char note[FONT_LINE]);

	/* Whether that row shows a check mark. NULL when none of the scene's rows has one. */
	int (*checked)(const void *s, int what, int arg);
};

/* The scenes, in SCENE_* order; a new scene is a file of its own and a line here. */
extern const struct scene_class scene_pool, scene_side;
#define SCENE_CLASSES { &scene_pool, &scene_side }

#endif
