/* lesson.h - a lesson as a file: the objects and settings of a .lesson text, read, checked and written back. */
#ifndef LESSON_H
#define LESSON_H

#include <stddef.h>

#define LESSON_MAX_OBJECTS 64   /* the most objects a lesson holds */
#define LESSON_MAX_SOURCES 16   /* the most sources (each of a `sources` row counted) */
#define LESSON_MAX_BYTES 65536  /* the largest lesson file */
#define LESSON_MAX_LINE 256     /* the longest line, its end included */
#define LESSON_MAX_NAME 48      /* a lesson's name (its file's, without the folder and .lesson) */
#define LESSON_MAX_POOL 16384   /* the largest side of a lesson's own pool (RIPPLE_MAX_SIDE) */
#define LESSON_MAX_LENGTH 4096  /* the longest length (a radius, a width, a gap), in cells of the lesson */
#define LESSON_UNSET (-1)       /* a setting the lesson leaves to the command line */
#define LESSON_MAX_MOVING 300   /* a moving source's fastest: 3 times the wave speed, in hundredths */
#define LESSON_SHORTEST_AHEAD 2 /* the shortest wave the grid holds, in cells: a source slower than the
				 * waves is refused where its waves ahead would be shorter at 320x240 */
#define LESSON_MAX_CORNERS 9    /* the most corners of a shallow polygon */
#define LESSON_MIN_SHALLOW 20   /* the slowest shallow water: waves 0.20 times as fast as in the deep */

/* What an object of a lesson is: a line of the file, its first word. */
enum {
	LESSON_SOURCE,      /* source X Y [period N] [phase DEG] [amplitude A] [moving V DEG] */
	LESSON_SOURCES,     /* sources X GAP [COUNT] [period N] [phase DEG] [amplitude A]: a column of them */
	LESSON_LINE_SOURCE, /* line-source X0 Y0 X1 Y1 [...], or line-source left|right|top|bottom [...] */
	LESSON_WALL,        /* wall X0 Y0 X1 Y1 [width W] */
	LESSON_ROCK,        /* rock X Y R */
	LESSON_BARRIER,     /* barrier X slits WIDTH GAP [COUNT] */
	LESSON_SCREEN,      /* screen X */
	LESSON_PROBE,       /* probe X0 Y0 X1 Y1 */
	LESSON_STONE,       /* stone X Y [R [W]] [@F] */
	LESSON_CLOCK,       /* clock X Y: the clock at a point (graphs/clock.h), which only reads the water */
	LESSON_PARABOLA,    /* parabola VX VY FOCUS DEG HALFWIDTH: a curved wall, a dish */
	LESSON_SHALLOW,     /* shallow S X0 Y0 X1 Y1 X2 Y2 [...]: a polygon of water where waves run S times as fast */
	LESSON_SHALLOW_ELLIPSE, /* shallow-ellipse S CX CY RX RY: likewise an ellipse (a lens) */
	LESSON_KINDS
};

/* The sides a line source may run along, just inside the absorbing layer (line-source left). */
enum { LESSON_BY_POINTS, LESSON_LEFT, LESSON_RIGHT, LESSON_TOP, LESSON_BOTTOM };

/* One object of a lesson, in the lesson's own cells (positions within its `pool`, lengths in cells
 * of the 320x240 lesson). An editor moves it by its point p and writes the lesson back. */
struct lesson_object {
	int kind;        /* LESSON_* */
	int p[2 * LESSON_MAX_CORNERS]; /* the points: x, y (and x1, y1 for a line; a shallow polygon's
			  * corners x, y each, `count` of them); a barrier's or a column's x in p[0]; a
			  * parabola's vertex */
	int side;        /* a line source: LESSON_BY_POINTS, or the side it runs along */
	int radius;      /* a rock's; a stone's (0: the --drop default); a parabola's focal length; a shallow
			  * ellipse's across (RX) */
	int radius_y;    /* a shallow ellipse's up and down (RY) */
	int speed;       /* shallow water's S in hundredths: LESSON_MIN_SHALLOW..100 */
	int width;       /* a barrier's slits', a wall's thickness (0: 1 cell); a parabola's half width */
	int angle;       /* a parabola's axis, in degrees 0..359 from the vertex into the dish (0: to the
			  * right, 90: down the pool) */
	int gap;         /* between a barrier's slits' (a column of sources') centres */
	int count;       /* a barrier's slits, a column's sources, a shallow polygon's corners */
	int period;      /* a source's frames a wave (0: the lesson's) */
	int phase;       /* a source's phase in degrees, 0..359 */
	int amplitude;   /* a source's height (0: the lesson's, 120 for a point, 60 for a line) */
	int moving;      /* a point source's speed in hundredths of the wave speed c (0: it stands; up to
			  * LESSON_MAX_MOVING) */
	int heading;     /* the direction it moves in, in degrees: 0 to the right, 90 up the screen */
	int weight;      /* a stone's (-1: the --drop default) */
	long frame;      /* a stone's frame */
	int line;        /* the line of the file it came from (0: made, not read) */
};

/* A lesson: its own pool's size and settings, and its objects in the order of the file. */
struct lesson {
	char name[LESSON_MAX_NAME];
	int w, h;          /* pool W H: 320x240 when not given */
	int period;        /* period N: frames a wave; LESSON_UNSET for the command line's */
	int view;          /* view: RIPPLE_VIEW_*, as --view's words; LESSON_UNSET */
	int edge;          /* boundary: RIPPLE_EDGE_*; LESSON_UNSET (absorbing) */
	int damping;       /* damping: a shift 1..8, 0 off; LESSON_UNSET (off) */
	int speed;         /* speed: in halves (--speed's 1/2, 1, 2, 4); LESSON_UNSET */
	int stencil;       /* stencil: 4 or 12; LESSON_UNSET */
	int nobjects;
	struct lesson_object object[LESSON_MAX_OBJECTS];
};

/* The words of the settings, as the command line's options take them (app/cmdline.c reads them
 * here too), each list in the order of the values, NULL-terminated. */
extern const char *const lesson_view_words[];     /* --view: RIPPLE_VIEW_* */
extern const char *const lesson_boundary_words[]; /* --boundary: RIPPLE_EDGE_* */
extern const char *const lesson_speed_words[];    /* --speed: halves 1 << i */

/* Reads the lesson text (len bytes, not NUL-terminated, named `file` for the messages) into l.
 * Returns 0, or -1 with "FILE:LINE: what is wrong" (or "FILE: what is wrong") in err. */
int lesson_parse(struct lesson *l, const char *text, size_t len, const char *file, char *err, size_t errlen);

/* Reads the file at path (at most LESSON_MAX_BYTES read) into l, named after the file. Returns 0,
 * or -1 with the reason, the file named, in err. */
int lesson_load(struct lesson *l, const char *path, char *err, size_t errlen);

/* Writes l as a lesson's text into buf (len bytes). Returns its length, or -1 when it does not fit. */
int lesson_write(const struct lesson *l, char *buf, size_t len);

/* Writes l into the file at path. Returns 0, or -1 with the reason in err. */
int lesson_save(const struct lesson *l, const char *path, char *err, size_t errlen);

/* The lessons built into the program: lessons/NAME.lesson's name and text each, a NULL name after
 * the last (scenes/lessons_builtin.c, written by scripts/lessons.sh). */
struct lesson_text {
	const char *name, *text;
};
extern const struct lesson_text lesson_texts[];

/* The text of the built-in lesson named `name` (its length in *len), or NULL. */
const char *lesson_builtin(const char *name, size_t *len);

/* The name of built-in lesson i (0, 1, ...), NULL past the last. */
const char *lesson_builtin_name(int i);

/* The speeds a moving source of lesson l's object o may take, in hundredths of the wave speed:
 * 0..*below (slower than its waves, whose wavelength ahead, lambda (1 - v/c), stays at least
 * LESSON_SHORTEST_AHEAD cells on the 320x240 lesson's grid at the source's period) and 100..300
 * (as fast as its waves or faster: a bow wave). */
void lesson_moving_range(const struct lesson *l, const struct lesson_object *o, int *below);

/* Whether a path names a lesson file: it ends in .lesson, in any case. */
int lesson_named(const char *path);

#endif
