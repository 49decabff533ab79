/* options.h - the command line shared by the native and the Win32 program. */
#ifndef OPTIONS_H
#define OPTIONS_H

#include "core/version.h"

#include <stddef.h>

/* The default picture: bmp/pool.bmp in the working directory, else beside the program, else
 * the installed one in RIPPLE_DATADIR. */
#define RIPPLE_PICTURE_FILE "pool.bmp"
#define RIPPLE_PICTURE "bmp/" RIPPLE_PICTURE_FILE
#ifndef RIPPLE_DATADIR
#define RIPPLE_DATADIR "/usr/local/share/ripple"
#endif
#define RIPPLE_STONE_RADIUS 3         /* a click's or a --drop's default stone radius, in cells */
#define RIPPLE_STONE_WEIGHT 128       /* ... and weight; the article finds 32..128 work well */
#define RIPPLE_MAX_SCALE 8
#define RIPPLE_MAX_FRAMES 1000000000L
#define RIPPLE_MAX_RAIN 1000       /* stones per second */
#define RIPPLE_RAIN 10             /* the rain the R key turns on, stones per second */

/* The scenes: the article's ripple seen from above, or the 2D water tutorial's side view. */
enum { SCENE_RIPPLE, SCENE_SIDE, SCENE_COUNT };

/* One --splash (or --rock): the side view's water hit at column x with `speed`, or the rock
 * dropped there, in frame `frame`. */
struct splash_spec {
	int x, speed, rock;
	long frame;
};

/* One --drop: a stone of `radius` and `weight` dropped at (x, y) in frame `frame`. */
struct drop_spec {
	int x, y, radius, weight;
	long frame;
};

struct options {
	const char *image;    /* --image, NULL for the default picture */
	int w, h;             /* --size, 0 = the picture's */
	int screen;           /* --size screen: the pool the screen's size (w and h are then 0) */
	int fullscreen;       /* --fullscreen: the window fills the screen */
	int smooth;           /* --smooth: a pool smaller than the screen scaled smoothly to fill it,
			       * not at whole multiples */
	int bpp;              /* --bpp in bits, 0 = the window's (32 headless) */
	int scale;            /* --scale, 1 by default */
	struct drop_spec *drops;
	int ndrops;
	long frames;          /* --frames, 0 = until the window closes */
	int headless, bench, quick, help, version;
	int modes;            /* --modes: --bench's table of the classroom modes instead of the kernels */
	const char *only;     /* --only: the --modes row of that name, or else those whose names hold it */
	const char *save_frame, *save_heights;
	const char *save_window; /* --save-window FILE.bmp: what the window shows, after the last frame */
	const char *record;   /* --record FILE.gif or --record-frames DIR: every frame shown; NULL for none */
	int record_kind;      /* ... RECORD_* (record.h): as an animated GIF, or as DIR/frame-NNNNNN.png */
	int record_both;      /* both were given (refused: one recording at a time) */
	int gl;               /* --gl, --gl-view: GLVIEW_* (glview.h), GLVIEW_OFF for SDL's surface */
	/* the classroom variants; the defaults are the article's */
	int stencil;          /* --stencil 4|12 */
	int damping;          /* --damping N|off: the shift 1..8, 0 = off */
	int soft;             /* --stone soft */
	int view;             /* --view: RIPPLE_VIEW_* */
	int rain;             /* --rain RATE: stones per second, 0 = none */
	int edge;             /* --boundary: RIPPLE_EDGE_* */
	const char *walls;    /* --walls FILE.bmp: black pixels are walls */
	unsigned long long seed; /* --seed N: the rain's random sequence */
	int fps;              /* --fps N|max: the window's frame rate, 0 = uncapped (default 25) */
	int scenario;         /* --scenario: SCENARIO_* */
	int period;           /* --period N: frames per wave of the scenario's sources */
	int mesh;             /* --mesh 1|2|4: pixels between the simulation's nodes (default 1) */
	int threads;          /* --threads N: cores for the article's step and render, 0 = all */
	int kernel;           /* --kernel: 1 + RIPPLE_KERNEL_*, 0 = the fastest this CPU runs */
	int scene;            /* --scene ripple|side: SCENE_* */
	int tension, dampening, spread; /* --tension, --dampening, --spread, in thousandths */
	int passes;           /* --passes N: the side view's spreading passes a frame */
	int graph;            /* --graph X0,Y0,X1,Y1: a wave profile along that line, ends in graph_line */
	int graph_line[4];
	int intensity;        /* --intensity: the intensity screen of a slit scenario beside the pool */
	int graph_below;      /* --graph-at below|over: the profile's strip below the water (1, default) */
	struct splash_spec *splashes; /* --splash and --rock, in the order given */
	int nsplashes;
};

#endif
