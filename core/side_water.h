/* side_water.h - the side view of the 2D water tutorial: its water (side_water.c: springs, droplets, a rock) and its drawing (side_water_draw.c: metaballs, the water's columns). */
#ifndef SIDE_WATER_H
#define SIDE_WATER_H

#include "ripple.h"

/* The article's values (201 springs over 800 px, lengths in pixels, times in frames). The springs'
 * are written in thousandths, as the command line and the window count them. */
#define SIDE_WATER_SPACING 4           /* pixels between springs, about: the springs span the width */
#define SIDE_WATER_TENSION_MILLI 25    /* k in a = -k x - d v, in thousandths */
#define SIDE_WATER_DAMPENING_MILLI 25  /* d, in thousandths */
#define SIDE_WATER_SPREAD_MILLI 250    /* how much a spring pulls its neighbours, 0..500 thousandths */
#define SIDE_WATER_TENSION (SIDE_WATER_TENSION_MILLI / 1000.0f)     /* the same as floats: 0.025f, */
#define SIDE_WATER_DAMPENING (SIDE_WATER_DAMPENING_MILLI / 1000.0f) /* 0.025f */
#define SIDE_WATER_SPREAD (SIDE_WATER_SPREAD_MILLI / 1000.0f)       /* and 0.25f */
#define SIDE_WATER_PASSES 8            /* spreading passes a frame */
#define SIDE_WATER_MAX_PASSES 64
#define SIDE_WATER_GRAVITY 0.3f        /* on droplets and the rock, pixels per frame per frame */
#define SIDE_WATER_THROW_FROM 60       /* a splash faster than this throws speed / 8 droplets */
#define SIDE_WATER_SCATTER 40          /* droplets start within this many pixels of the splash */
#define SIDE_WATER_STRIP 20            /* the gradient strip above the surface, pixels */
#define SIDE_WATER_ALPHA_REF 175       /* the alpha test: a metaball pixel is solid above 175/255 */
#define SIDE_WATER_MAX_PARTICLES 4096  /* droplets beyond these are not thrown */
#define SIDE_WATER_MIN_W 16            /* the smallest scene, pixels */
#define SIDE_WATER_MIN_H 16
#define SIDE_WATER_MAX_BANDS 16        /* the bands a frame's metaballs may be drawn in */

/* --- the water (side_water.c) --- */

/* A droplet: where it is, where it goes, and which way it points (a unit vector along its
 * velocity; drawn stretched that way). */
struct side_water_particle {
	float x, y, vx, vy;
	float ox, oy;
};

/* The rock: a disc that falls, splashes as it enters the water and sinks slowly. */
struct side_water_rock {
	int active;
	float x, y, vy;
	int radius;
	int under;  /* it has entered the water (and splashed) */
};

/* The scene: w x h pixels, n springs whose tops rest at row `level`. */
struct side_water {
	int w, h, n;
	float level;
	float spacing;             /* pixels between springs: w / (n - 1) */
	float *height, *speed;     /* each spring's top (a row, the article's Height) and speed */
	float *ldelta, *rdelta;    /* the spreading passes' scratch */
	float tension, dampening, spread;
	int passes;
	struct side_water_particle *particle;
	int nparticles;
	struct side_water_rock rock;
	unsigned long long rng;    /* the droplets' random numbers (an LCG), from the seed */
};

/* Makes still water filling the lower half of a w x h scene (SIDE_WATER_MIN_W x SIDE_WATER_MIN_H up to
 * RIPPLE_MAX_SIDE), with the article's values and the random numbers of `seed`. Returns
 * RIPPLE_OK, RIPPLE_EINVAL for a bad size, or RIPPLE_ENOMEM; on failure s holds no memory. */
int side_water_init(struct side_water *s, int w, int h, unsigned long long seed);

/* Frees it; safe on a zeroed, half-built or already freed scene. */
void side_water_free(struct side_water *s);

/* Still water, no droplets, no rock (the values and the random numbers are kept). */
void side_water_clear(struct side_water *s);

/* Tension and dampening 0..1, spread 0..0.5, passes 0..SIDE_WATER_MAX_PASSES. RIPPLE_EINVAL (changing nothing)
 * for a value out of range. */
int side_water_set(struct side_water *s, float tension, float dampening, float spread, int passes);

/* Hits the water at pixel column x (0..w-1) with `speed` (pixels a frame, down is positive): the
 * nearest spring gets that speed, and a splash faster than SIDE_WATER_THROW_FROM throws speed / 8
 * droplets. Returns RIPPLE_OK, or RIPPLE_EOUTSIDE for a column outside the scene. */
int side_water_hit(struct side_water *s, int x, float speed);

/* Drops the rock from the top at column x (0..w-1), replacing any rock there was.
 * Returns RIPPLE_OK, or RIPPLE_EOUTSIDE for a column outside the scene. */
int side_water_drop_rock(struct side_water *s, int x);

/* The springs' step of one frame, as the article writes it: each spring a = -k x - d v, then
 * x += v, v += a (Euler); then the spreading passes. Nothing else moves. */
void side_water_springs(struct side_water *s);

/* One frame: the springs, then the droplets (gravity, moved, pointed along their velocity,
 * removed off the sides or under the surface), then the rock. */
void side_water_step(struct side_water *s);

/* The surface's row at pixel column x (between the springs, linearly). */
float side_water_surface(const struct side_water *s, float x);

/* --- the drawing (side_water_draw.c) --- */

/* What the drawing needs besides the scene: the sky, the metaball buffer and its alpha test, and
 * a canvas of 0xRRGGBB pixels for the rows the rock is drawn on. Drawing writes
 * only here and into the page; the water is left alone. */
struct side_water_view {
	int w, h;
	unsigned int *sky, *canvas;
	unsigned short *field;     /* the metaballs' additive alpha, 0..255 a droplet, summed */
	unsigned char *solid;      /* 1 where the alpha test passes */
	int lo, hi;                /* the rows [lo, hi) outside which field and solid are 0 */
	int plo, phi;              /* ... on the last frame, while the bands draw this one's */
	int blo[SIDE_WATER_MAX_BANDS], bhi[SIDE_WATER_MAX_BANDS]; /* the rows each band wrote on this frame */
	int dlo, dhi;              /* the canvas's rows drawn on this frame; the sky's are drawn elsewhere */
	int mlo, mhi;              /* the rows the metaballs are drawn on this frame, over those */
	int *top;                  /* w: each column's first row of water, while drawing */
	int first;                 /* the first row of water in any column, while drawing */
};

/* Allocates a view of w x h pixels and paints its sky. Returns RIPPLE_OK, RIPPLE_EINVAL for a
 * bad size or RIPPLE_ENOMEM (and then holds no memory). side_water_view_free is safe to call twice. */
int side_water_view_init(struct side_water_view *v, int w, int h);
void side_water_view_free(struct side_water_view *v);

/* The metaball buffer: every droplet adds 255 * (1 - q), q its squared elliptical distance
 * (stretched along its velocity), and the strip above the surface adds 255 fading to 0 at
 * SIDE_WATER_STRIP pixels; only the rows they touch are cleared and written (lo, hi), and alpha-tested
 * with those of the last frame. The alpha test: solid where min(alpha, 255) > SIDE_WATER_ALPHA_REF;
 * side_water_alpha_test makes it on every row. */
void side_water_metaballs(const struct side_water *s, struct side_water_view *v);
void side_water_alpha_test(struct side_water_view *v);

/* How the destination stores a colour. */
struct side_water_format {
	unsigned int mask[3];          /* 2..4 bytes per pixel: the bits of red, green and blue */
	const unsigned char *index332; /* 1 byte per pixel: the palette index of each 3-3-2 colour */
	int avx2;                      /* 1: drawn in AVX2's lanes (the same pixels; only where the CPU has it) */
};

/* Draws the scene into dst (the view's size, 1..4 bytes per pixel): the sky, the rock, the
 * droplets' metaballs in three tints, and the water over them in columns from the surface down,
 * light blue to dark blue, semi-transparent. Returns RIPPLE_OK or RIPPLE_EINVAL. */
int side_water_render(const struct side_water *s, struct side_water_view *v, const struct side_water_format *f,
		  struct ripple_image *dst);

/* side_water_render in bands, for threads, is side_water_render exactly: side_water_render_start (its checks
 * and result are side_water_render's); side_water_render_metaballs for bands 0..n-1 (n at most
 * SIDE_WATER_MAX_BANDS; in any order or at once: each band draws the metaballs (side_water_metaballs) in
 * its own columns); side_water_render_ready with the same n (the sky, the rock, the water's columns);
 * then side_water_render_rows for bands 0..n-1 (in any order or at once: each band draws its own
 * rows, the rows of water counting more than those above it). */
int side_water_render_start(const struct side_water *s, struct side_water_view *v, const struct side_water_format *f,
			const struct ripple_image *dst);
void side_water_render_metaballs(const struct side_water *s, struct side_water_view *v, int band, int n);
void side_water_render_ready(const struct side_water *s, struct side_water_view *v, int n);
void side_water_render_rows(const struct side_water_view *v, const struct side_water_format *f,
			    struct ripple_image *dst, int band, int n);

#endif
