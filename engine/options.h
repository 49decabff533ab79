/* options.h - the command line's values, as app/cmdline.c reads them: what the demo, the window and the modes are asked to do. */
#ifndef OPTIONS_H
#define OPTIONS_H

#include "core/version.h"
#include "scenes/scene.h"

#include <stddef.h>

/* The default picture: bmp/pool.bmp in the working directory, else beside the program, else
 * the installed one in RIPPLE_DATADIR. */
#define RIPPLE_PICTURE_FILE "pool.bmp"
#define RIPPLE_PICTURE "bmp/" RIPPLE_PICTURE_FILE
#ifndef RIPPLE_DATADIR
#define RIPPLE_DATADIR "/usr/local/share/ripple"
#endif
#define RIPPLE_MAX_SCALE 8
#define RIPPLE_MAX_FRAMES 1000000000L

/* The program's exit status, the same in every shell and mode (docs/command-line.md, "Exit status"):
 * RIPPLE_EXIT_DONE when all went well; RIPPLE_EXIT_FAILED when it ran and a file could not be
 * written, or --bench found a path that disagrees with the article's (or a mode that cannot run);
 * RIPPLE_EXIT_REFUSED when it did not run: a bad command line or picture, no display, or nothing to
 * start it with. */
enum { RIPPLE_EXIT_DONE = 0, RIPPLE_EXIT_FAILED = 1, RIPPLE_EXIT_REFUSED = 2 };

#define OPTIONS_GRAPH_PROBE 2 /* options.graph: the profile along the scenario's own probe line */

/* The command line's values, each checked once by the parser (app/cmdline.h). */
struct options {
	const char *image;    /* --image, NULL for the default picture */
	int w, h;             /* --size, 0 = the picture's */
	int screen;           /* --size screen: the pool the screen's size (w and h are then 0) */
	int fullscreen;       /* --fullscreen: the window fills the screen */
	int smooth;           /* --smooth: a pool smaller than the screen scaled smoothly to fill it,
			       * not at whole multiples */
	int bpp;              /* --bpp in bits, 0 = the window's (32 headless) */
	int scale;            /* --scale; 0 by default: the largest zoom that fits the screen */
	long frames;          /* --frames, 0 = until the window closes */
	long every;           /* --every N[,M]: headless, the readings every N frames too (0: at the end only), */
	long save_every;      /* ... and the saves every M */
	int headless, bench, quick, help, version;
	int modes;            /* --modes: --bench's table of the classroom modes instead of the kernels */
	const char *only;     /* --only: the --modes row of that name, or else those whose names hold it */
	const char *save_frame, *save_heights;
	const char *lesson_file; /* --lesson FILE, or a .lesson named bare: read into water.lesson */
	const char *save_lesson; /* --save-lesson FILE: headless, the lesson as laid out at the start */
	const char *save_window; /* --save-window FILE.bmp: what the window shows, after the last frame */
	const char *record;   /* --record FILE.gif or --record-frames DIR: the frames shown; NULL for none */
	int record_kind;      /* ... RECORD_* (recorder.h): as an animated GIF, or as DIR/frame-NNNNNN.png */
	int record_both;      /* both were given (refused: one recording at a time) */
	int record_full;      /* --record-full: a GIF (and Ctrl+R's) of every frame at the size shown, not for a slide */
	long record_from;     /* --record-from F: headless, the recording starts at frame F (0, the first) */
	int gl;               /* --gl, --gl-view: GLDISPLAY_* (gldisplay.h), GLDISPLAY_OFF for SDL's surface */
	int fps;              /* --fps N|max: the window's frame rate, 0 = uncapped (default 25) */
	int scene;            /* --scene: SCENE_*, the scene shown first */
	struct scene_options water; /* the classroom variants, the side view's and the schedules */
	int graph;            /* --graph X0,Y0,X1,Y1: a wave profile along that line, ends in graph_line;
			       * OPTIONS_GRAPH_PROBE: along the scenario's probe (--graph probe) */
	int graph_line[4];
	int intensity;        /* --intensity: the intensity screen of a slit scenario beside the pool */
	int graph_below;      /* --graph-at below|over: the profile's strip below the water (1, default) */
	int clock;            /* --clock X,Y: the clock at that point (picture pixels), at clock_at */
	int clock_at[2];
};

#endif
