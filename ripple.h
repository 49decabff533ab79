/* ripple.h - the portable water-ripple core of the GameRes article: wave buffers, spread, drop, render. */
#ifndef RIPPLE_H
#define RIPPLE_H

#include <math.h>
#include <stddef.h>
#include <stdint.h>

/* The core's contract: everything a file outside core/ may call or read of the water, and nothing
 * else (what the core's own files share besides lies in core/cells.h). The types and constants
 * come first, shared by them all; then the functions in groups, each under the name of the file
 * that holds it:
 *
 *   group                                                          file
 *   the pool made and freed, the lesson's scale, the variants,     ripple.c
 *     walls, stones, the kernel set
 *   the step, the sources, the article's render, in row bands      core/rows.c
 *   the kernels, and which one this CPU runs                       core/kernels.c
 *   several steps of the water in one pass over the rows           core/steps.c
 *   the checkerboard filter                                        core/checkerboard.c
 *   the views beyond the article's refraction                      core/views.c
 *   the mesh render, and the mesh fused with the step              core/mesh.c
 */

#define RIPPLE_MAX_SIDE 16384 /* largest pool width or height accepted */

/* Error values: every fallible core function returns 0 or one of these. */
enum {
	RIPPLE_OK = 0,
	RIPPLE_EINVAL = -1,  /* an argument is out of its documented range */
	RIPPLE_ENOMEM = -2,  /* the wave buffers could not be allocated */
	RIPPLE_EOUTSIDE = -3 /* a stone's disc would leave the pool (the article ignores it) */
};

/* What happens at the border of the pool. */
enum {
	RIPPLE_EDGE_CLASSIC, /* the article's: the outer rows never move, rows wrap left and right */
	RIPPLE_EDGE_REFLECT, /* a wall all around: waves come back */
	RIPPLE_EDGE_ABSORB   /* Mur's boundary and a damping layer: waves leave the pool */
};

/* The loops that run the article's step and render: the same bits from each, at other speeds. */
enum {
	RIPPLE_KERNEL_ARTICLE, /* the article's loops as written */
	RIPPLE_KERNEL_SCALAR,  /* portable C the compiler may vectorize */
	RIPPLE_KERNEL_SSE2,    /* x86: the step in 8 lanes; the render skips undisplaced blocks */
	RIPPLE_KERNEL_AVX2,    /* x86: the step in 16 lanes, the render copies undisplaced 8-px blocks */
	RIPPLE_KERNEL_AVX512,  /* x86: the step in 32 lanes, the render copies undisplaced 16-px blocks */
	RIPPLE_KERNEL_SIMD128, /* WebAssembly: the step in 8 lanes, the render in 8-px blocks */
	RIPPLE_KERNELS
};

#define RIPPLE_DAMPING 5       /* the article's damping: each step loses 1/2^5 = 1/32 */
#define RIPPLE_TRAIL_WEIGHT 40 /* the Android port's drag trail: squares of height -40 */

/* A pool of w x h cells, the article's two wave-energy buffers, and the variants' settings
 * (ripple_init sets the article's; change them only through the ripple_set_* functions). */
struct ripple {
	int w, h;
	short *cur;  /* the article's buf1: the heights now, read by render */
	short *prev; /* the article's buf2: the heights one step ago, overwritten by spread */
	int stencil; /* 4: the article's neighbours; 12: the 8 around and 4 two steps away */
	int damping; /* each step loses 1/2^damping of the height: RIPPLE_DAMPING, 1..8, or 0 for none */
	int edge;    /* RIPPLE_EDGE_* */
	unsigned char *walls;  /* w*h, nonzero = a wall cell, held at height 0; NULL while there is none */
	long nwalls;           /* how many cells are walls */
	int *wall_rows;        /* with walls, 2 a row: its walls lie within columns [lo, hi) (empty: w, 0) */
	unsigned char *sponge; /* w*h losses out of 256 per step for the absorbing edge; NULL otherwise */
	int sponge_width;      /* the absorbing layer's width asked for, in cells (RIPPLE_SPONGE) */
	unsigned char *slow;   /* w*h shallow water, 256 - round(256 S^2) for waves S times as fast; NULL: all deep */
	int *slow_rows;        /* with slow, 2 a row: its shallow cells lie within columns [lo, hi) (empty: w, 0) */
	short *checker;        /* w*h: the checkerboard ripple_checkerboard_find found; NULL until it is asked */
	unsigned char *checker_rows; /* h: whether each row of checker has any */
	int live[2];           /* whether cur [0] and prev [1] may hold a height other than 0 */
	int kernel;            /* RIPPLE_KERNEL_*: ripple_init picks the fastest this CPU runs */
	void *heights[2];      /* the allocations cur and prev lie in, each from a 64-byte boundary */
};

/* A block of pixels: the picture under the water or the page rendered into. */
struct ripple_image {
	unsigned char *pixels;
	int w, h;
	int pitch; /* bytes from one row to the next; may exceed w * bpp */
	int bpp;   /* bytes per pixel: 1, 2, 3 or 4 */
};

/* Pixel (x, y) of im set to v's low bpp bytes, least significant first (the text's and the graphs'
 * pixels); nothing outside im. */
static inline void ripple_image_put(struct ripple_image *im, int x, int y, unsigned int v)
{
	unsigned char *p;

	if (x < 0 || y < 0 || x >= im->w || y >= im->h)
		return;
	p = im->pixels + (size_t)im->pitch * (size_t)y + (size_t)(im->bpp * x);
	for (int b = 0; b < im->bpp; b++, v >>= 8)
		p[b] = (unsigned char)v;
}

/* --- ripple.c: the pool made and freed, the lesson's scale, the variants, walls, stones, the kernel set --- */

/* Makes a still pool of w x h cells (1..RIPPLE_MAX_SIDE each).
 * Returns RIPPLE_OK, RIPPLE_EINVAL for a bad size or RIPPLE_ENOMEM; on failure r holds no memory. */
int ripple_init(struct ripple *r, int w, int h);

/* Frees the buffers; safe on a zeroed, half-built or already freed pool. */
void ripple_free(struct ripple *r);

/* Makes the water still again (both buffers zero). */
void ripple_clear(struct ripple *r);

/* Puts heights into both buffers: w*h of them from cur (the heights now) and from prev (a step ago). */
void ripple_set_heights(struct ripple *r, const short *cur, const short *prev);

#define RIPPLE_LESSON_ROWS 240  /* the article's 320x240 lesson's rows: a pool this tall is at scale 1 */
#define RIPPLE_LESSON_PERIOD 12 /* the lesson's waves' period in steps at scale 1 (12 frames of a step) */

/* The lesson's scale for a pool of `rows` cells: its rows over the article's 240, rounded, at least
 * 1 (1 at 240 rows, 5 at 1080, 9 at 2160). A lesson that wants to look the same at any size takes
 * this many steps a frame and makes its lengths (stones, scenarios) this many times larger. */
int ripple_lesson_scale(int rows);

#define RIPPLE_MAX_GAIN 6 /* the lesson's largest gain: its sources' 60 and 120 times 64, with room below a
			   * short's 32767 for the waves a lesson piles up (a standing wave before the barrier,
			   * echoes in the rock's pool) */

/* The lesson's gain for scale k (ripple_lesson_scale): a lesson k times larger makes its heights
 * 2^gain times the 320x240 one's, as its waves are k times longer and their second differences,
 * which the step's integer arithmetic truncates, k^2 times smaller. The power of two nearest k^2,
 * round(2 log2 k), at most RIPPLE_MAX_GAIN: 0 at k = 1, 2 at 2, 3 at 3, 4 at 4, 5 at 5 and 6, 6 from 7 on. */
int ripple_lesson_gain(int scale);

/* The gain a wave of `period` steps needs for the same precision as the 320x240 lesson's waves of
 * 12: the power of two nearest (period / 12)^2, round(2 log2 (period / 12)), 0 for 12 steps or
 * fewer, at most RIPPLE_MAX_GAIN; ripple_lesson_gain(k) is that of 12 k steps. */
int ripple_wave_gain(int period);

/* The wavelength in cells of the undamped scheme's plane waves along x of period `steps` steps (4 or
 * 12 neighbours; 0 for another stencil or under 4 steps): from its dispersion relation, 4: 2 cos w =
 * cos k + 1; 12: 2 cos w = (6 cos k + 2 cos 2k + 4) / 6 (the long waves' phase speed 1/sqrt 2 a
 * step, shorter waves slower); inline, so that a frame measuring it passes no file more. */
static inline double ripple_scheme_wavelength(int stencil, double steps)
{
	const double pi = 3.14159265358979323846, c = cos(2 * pi / steps);
	double ck;

	if (steps < 4 || (stencil != 4 && stencil != 12))
		return 0;
	/* 4: 2 cos w = cos k + 1; 12: 2 cos w = (6 cos k + 2 cos 2k + 4) / 6, so 2 cos^2 k + 3 cos k + 1
	 * = 6 cos w, the root that reaches cos k = 1 for long waves */
	ck = stencil == 4 ? 2 * c - 1 : (-3 + sqrt(1 + 48 * c)) / 4;
	return 2 * pi / acos(ck < -1 ? -1 : ck);
}

/* The variants. Each returns RIPPLE_OK, or RIPPLE_EINVAL (changing nothing) for a value out of range. */
int ripple_set_stencil(struct ripple *r, int stencil); /* 4 or 12 */
int ripple_set_damping(struct ripple *r, int shift);   /* 0 (none) or 1..8 */
int ripple_set_edge(struct ripple *r, int edge);       /* RIPPLE_EDGE_*; RIPPLE_ENOMEM leaves them classic */

#define RIPPLE_SPONGE 24 /* the absorbing layer's width in cells, by default (the article's 320x240) */

/* The absorbing edge's layer `width` cells wide (1..RIPPLE_MAX_SIDE; a pool uses at most a quarter
 * of its shorter side), made anew at once when the edges absorb: waves k times longer want a layer
 * k times wider. Returns RIPPLE_OK, RIPPLE_EINVAL (changing nothing) or RIPPLE_ENOMEM (the width
 * then kept, but the edges left RIPPLE_EDGE_CLASSIC, as ripple_set_edge leaves them). */
int ripple_set_sponge(struct ripple *r, int width);

/* The pool's shallow water: a copy of map (w*h cells, each 256 - round(256 S^2) for waves S times as
 * fast there, 0 for the deep water; S from 0.2 to 1 gives 0..246), or none for NULL or a map of 0s
 * (the variants' water then byte for byte). Any map leaves the article's step for the variants'.
 * RIPPLE_OK, RIPPLE_EINVAL for a cell above 246 (the map then unchanged), or RIPPLE_ENOMEM. */
int ripple_set_shallow(struct ripple *r, const unsigned char *map);

/* round(256 - 256 S^2) for a speed S of 0.2..1 (clamped to it): a cell's value in a shallow map. */
int ripple_shallow_slow(double speed);

/* Makes cell (x, y) a wall (its height held at 0) or water again. RIPPLE_EINVAL outside the pool. */
int ripple_set_wall(struct ripple *r, int x, int y, int wall);

/* 1 when cell (x, y) is a wall, the border of a reflecting or absorbing pool included. */
int ripple_is_wall(const struct ripple *r, int x, int y);

/* Walls (or water again) along the Bresenham line from (x0, y0) to (x1, y1), each point a square
 * of (2 brush + 1) cells; the parts outside the pool are left out. RIPPLE_EINVAL for a brush
 * outside 0..64 or coordinates beyond 4 * RIPPLE_MAX_SIDE; RIPPLE_ENOMEM possible. */
int ripple_wall_line(struct ripple *r, int x0, int y0, int x1, int y1, int brush, int wall);

/* Removes every wall drawn with ripple_set_wall. */
void ripple_clear_walls(struct ripple *r);

/* The article's DropStone: sets the cells of the disc of radius `radius` around (x, y) to -weight.
 * radius 1..RIPPLE_MAX_SIDE, weight 0..32767. Returns RIPPLE_OK, RIPPLE_EINVAL for a bad radius or
 * weight, or RIPPLE_EOUTSIDE (and changes nothing) when the disc's square would leave the pool. */
int ripple_drop(struct ripple *r, int x, int y, int radius, int weight);

/* The soft stone of the notes on the article: like ripple_drop, but a cell at distance d from the
 * centre gets -weight * (1 - d / radius), truncated toward zero, instead of the flat -weight.
 * Only the article's own stone (ripple_drop in the article's mode) writes the rows a step never
 * moves, as DropStone does; every other kind of stone and source leaves them, so that no height
 * is frozen there. */
int ripple_drop_soft(struct ripple *r, int x, int y, int radius, int weight);

/* The Android port's dropStoneLine: the square [x - size, x + size) x [y - size, y + size) set to
 * -weight, rejected as ripple_drop rejects a stone. Same values and errors as ripple_drop. */
int ripple_drop_square(struct ripple *r, int x, int y, int size, int weight);

/* A drag from (x0, y0) to (x1, y1): ripple_drop_square at every point of the Bresenham line, both
 * ends included, so a fast stroke leaves no gaps. Returns the number of squares dropped, or
 * RIPPLE_EINVAL for a bad size or weight or a coordinate beyond 4 * RIPPLE_MAX_SIDE. */
int ripple_drag(struct ripple *r, int x0, int y0, int x1, int y1, int size, int weight);

/* Runs the article's step and render with another kernel; RIPPLE_EINVAL if it is not usable. */
int ripple_set_kernel(struct ripple *r, int kernel);

/* A one-line English text for an error value. */
const char *ripple_strerror(int err);

/* --- core/rows.c: the step, the sources and the article's render, whole or in row bands --- */

/* 1 when the water is completely still (every height 0), so spread and render can be skipped. */
int ripple_still(const struct ripple *r);

/* One step of the article's RippleSpread: the 4-neighbour wave equation with 1/32 damping, then the
 * swap; with the variants' settings, their equation. Still water is left as it is, at no cost. */
void ripple_spread(struct ripple *r);

/* The step in row bands, for threads: ripple_spread_rows over bands that cover rows 0..h-1, in any
 * order or at once, then ripple_spread_done (which also steps an absorbing border), is ripple_spread
 * exactly, in every mode: each new row reads only the old buffers. ripple_in_bands says whether the
 * step is the article's own (4 neighbours, 1/32, classic edges, no walls), which the fused frame
 * below takes. */
int ripple_in_bands(const struct ripple *r);
void ripple_spread_rows(struct ripple *r, int y0, int y1);
void ripple_spread_done(struct ripple *r);

/* The article's step and render fused, in row bands for threads: ripple_frame_band for bands
 * 0..n-1 (in any order or at once), then ripple_frame_seams, is ripple_spread then ripple_render
 * exactly. Each band steps its rows and renders those whose three rows of new heights are its
 * own, while they are still in the cache; the seams render the rest. Only in ripple_in_bands's
 * mode; src and dst as for ripple_render. Each returns RIPPLE_OK or RIPPLE_EINVAL. */
int ripple_frame_band(struct ripple *r, const struct ripple_image *src, struct ripple_image *dst, int band, int n);
int ripple_frame_seams(struct ripple *r, const struct ripple_image *src, struct ripple_image *dst, int n);

/* The absorbing layer's width in cells as a pool of this size makes it: the width asked for, at
 * most a quarter of the shorter side, at least 1. */
int ripple_sponge_width(const struct ripple *r);

/* One cell as the next step sees it: the derivation made visible, for the inspector. */
struct ripple_cell {
	int x0, prev;               /* its height now (the article's buf1) and one step ago (buf2) */
	int up, down, left, right;  /* its four neighbours now, as the step reads them */
	int sum;                    /* the stencil's sum: of the 4 neighbours, or of the 12 */
	int wave;                   /* the equation before damping: sum/2 - prev, or sum/6 - prev */
	int next;                   /* the height the next step leaves in it */
	int moves;                  /* 0 for a cell the step does not compute (edge rows, walls) */
	int border;                 /* 1 for a cell of an absorbing pool's border (Mur's boundary) */
	int stencil;                /* the neighbours the step sums: 4 or 12 */
	int article;                /* 1 when the step is the article's own: sum >> 1, not sum / 2 */
	int damping;                /* the step then takes wave >> damping away; 0 for none */
	int absorbs;                /* 1 when the absorbing layer damps this cell's change too */
};

/* Explains cell (x, y): what the next ripple_spread will make of it, with the same arithmetic.
 * Returns RIPPLE_OK, or RIPPLE_EINVAL outside the pool. */
int ripple_explain(const struct ripple *r, int x, int y, struct ripple_cell *c);

#define RIPPLE_MAX_PERIOD 100000 /* a source's longest period in steps: room for 1000 frames at the largest pool's scale */

/* A source that moves the water on its own, up and down with a period: a point (a disc of
 * `radius`) or a line from (x, y) to (x1, y1), driven to amplitude * sin(2 pi step / period):
 * held there (the cells set, so that waves coming back reflect off it as off a wall), or, when it
 * `adds`, the beat's change since the step before added to what the water has there (waves pass
 * through it; its sine smooth between the table's 64 steps). */
struct ripple_source {
	int line;          /* 0: a point at (x, y); 1: a line */
	int x, y, x1, y1;
	int radius;        /* a point's radius in cells */
	int amplitude;     /* 1..32767 */
	int period;        /* steps of the water per wave, 2..RIPPLE_MAX_PERIOD */
	int adds;          /* 0: holds its cells at the beat; 1: adds the beat's change to them */
	int phase;         /* steps the source's wave runs ahead of the others' (0: in phase) */
	int vx, vy;        /* a moving point's velocity, in RIPPLE_MOVE_UNIT-ths of a cell a step (both 0:
			    * it stands at (x, y)); a moving point must add (adds = 1) */
	long long from;    /* the step a moving point sets out from (x, y) at */
	long long moves;   /* the steps it moves for, then stands where it came to (0..) */
};

#define RIPPLE_MOVE_UNIT 65536 /* a moving source's place and velocity in 65536ths of a cell */
#define RIPPLE_MAX_MOVE (4 * RIPPLE_MOVE_UNIT) /* its fastest: 4 cells a step each way */

/* Where source s is at `step`, in RIPPLE_MOVE_UNIT-ths of a cell: (x, y) before its `from`, then
 * moved by (vx, vy) a step for at most `moves` steps: integer arithmetic, the same on every machine.
 * A moving point's disc is driven there spread over the cells around by their overlap (bilinear
 * weights), so that it glides between the cells and does not jump from one to the next. */
void ripple_source_at(const struct ripple_source *s, long long step, long long *fx, long long *fy);

/* Sets the cells of the sources to their heights for step number `step` (before that step; any
 * step, a negative one counting back from 0), or adds the change since step - 1, from a 64-step
 * integer sine table, so that every machine makes the same waves; an adding source's sums are held
 * within a short. Cells outside the pool, held as walls or never moved by the step are left out.
 * Returns RIPPLE_EINVAL for a source out of range, before touching any. */
int ripple_drive(struct ripple *r, const struct ripple_source *s, int n, long long step);

/* ripple_render for rows [y0, y1) only (clipped to 1..h-2): bands that cover the picture, in any
 * order or at once, make ripple_render's page. Same results as ripple_render. */
int ripple_render_rows(const struct ripple *r, const struct ripple_image *src, struct ripple_image *dst, int y0, int y1);

/* The article's RenderRipple: rows 1..h-2 of dst get the picture's pixels displaced by the slope of
 * the water. A pixel whose displaced source lies outside the picture is left as it was (the article).
 * src and dst must be the pool's size and share bpp (1..4). Returns RIPPLE_OK or RIPPLE_EINVAL. */
int ripple_render(const struct ripple *r, const struct ripple_image *src, struct ripple_image *dst);

/* --- core/kernels.c: the kernels, and which one this CPU runs --- */

/* The kernels: whether this build and CPU can run one (within the cap: ripple_set_cpu_cap), the
 * newest of them (a new pool's), their names, and a kernel's name with why it runs, as "avx2
 * (fastest measured here)" once ripple_kernel_fastest has measured, else as "avx2 (no AVX-512
 * here)". */
int ripple_kernel_usable(int kernel);
int ripple_kernel_best(void);
const char *ripple_kernel_name(int kernel);
void ripple_kernel_why(int kernel, char *buf, size_t len);

/* The kernel --kernel auto runs at bpp bytes a pixel (1..4): the quickest of those the CPU runs
 * (within the cap) on a small rough pool, timed with the clock `now` (ticks of any length) in a
 * few milliseconds; a tie goes to the newer. Measured once for each cap and depth in turn, the
 * answer kept (core/kernels.h: a cache of one); without a choice (the portable kernel alone), or
 * out of memory, the newest. */
int ripple_kernel_fastest(int bpp, uint64_t (*now)(void));

/* Caps the kernels at a lesser CPU's, so that a machine with AVX-512 still tests the branches
 * only smaller CPUs take: cpu is scalar, sse2, avx2 or avx512 on x86, scalar or simd128 in
 * WebAssembly (the program passes its environment's RIPPLE_CPU); NULL or "" lifts the cap. Returns
 * RIPPLE_OK, or RIPPLE_EINVAL (the cap unchanged) for a word that names no CPU of this build's. */
int ripple_set_cpu_cap(const char *cpu);

/* The highest kernel the cap lets run (RIPPLE_KERNELS - 1 without a cap). */
int ripple_cpu_cap(void);

/* --- core/steps.c: several steps of the water in one pass over the rows --- */

#define RIPPLE_MAX_STEPS 64 /* most steps ripple_steps takes at once (the lesson's 9 at 4K, 4 times over) */

/* n steps (0..RIPPLE_MAX_STEPS) of the water, each after its sources are driven: exactly n times
 * ripple_drive(r, s, ns, first_step + i) then ripple_spread, i = 0..n-1. Where ripple_steps_fuse
 * allows, the n steps go down the pool together in one pass, while their rows are in the cache;
 * otherwise the pool steps n times. Returns RIPPLE_OK, or RIPPLE_EINVAL for n out of range or a
 * bad source (the steps before it made). */
int ripple_steps(struct ripple *r, const struct ripple_source *s, int ns, long long first_step, int n);

/* The same n steps in row bands for threads. ripple_steps_fuse says whether n steps with the ns
 * sources s fuse in `bands` bands: for n >= 2, in bands of 2n rows or more, in the article's own
 * step with no sources on water that moves, or in a variant's step (ripple_in_bands's other modes)
 * with sources that are points or lines along a row or a column, or none on water that moves, in
 * bands of 2n + 2 rows or more (twice that for 12 neighbours); otherwise the caller steps n times.
 * When they fuse, ripple_steps_band for bands 0..bands-1 (in any order or at once), then
 * ripple_steps_seams, with the same sources and first step, is ripple_steps exactly. Each returns
 * RIPPLE_OK, or RIPPLE_EINVAL when the steps do not fuse or band is not one of the bands. */
int ripple_steps_fuse(const struct ripple *r, const struct ripple_source *s, int ns, int n, int bands);
int ripple_steps_band(struct ripple *r, const struct ripple_source *s, int ns, long long first_step, int n, int band,
		      int bands);
int ripple_steps_seams(struct ripple *r, const struct ripple_source *s, int ns, long long first_step, int n, int bands);

/* --- core/checkerboard.c: the checkerboard filter --- */

/* The checkerboard filter. The 4-neighbour step sits at the scheme's
 * stability limit, where alternate cells up and down, flipping each step, neither travel nor decay;
 * the step's rounding feeds that checkerboard, and without damping nothing takes it out. Once a
 * frame of such a pool (ripple_checkerboard_due: 4 neighbours, no damping), ripple_checkerboard
 * takes out each cell's share of it, rounded to the nearest unit: the lesson's waves are left as
 * they are (their share rounds to 0), walls and the outer rows and columns too. */
int ripple_checkerboard_due(const struct ripple *r);

#define RIPPLE_CHECKERBOARD_EVERY 4 /* a scene's filter every 4 frames of the lesson's pace (4 k steps at
				     * scale k): enough to keep the checkerboard under a unit, a quarter
				     * of the cost of every frame */

/* The filter on the whole pool, the cells within 2 of those the ns sources s hold left alone (their
 * beat sets them sharply each step: a correction there would kick the water every pass). Returns
 * RIPPLE_OK, or RIPPLE_ENOMEM (the water left as it was). */
int ripple_checkerboard(struct ripple *r, const struct ripple_source *s, int ns);

/* The same in row bands for threads: ripple_checkerboard_begin (RIPPLE_ENOMEM: stop there), then
 * ripple_checkerboard_find over bands of rows [y0, y1) that cover rows 0..h-1 (in any order or at
 * once; each returns RIPPLE_OK, or RIPPLE_ENOMEM for its rows' scratch), then, once all are done
 * and none failed, ripple_checkerboard_take over the same bands: ripple_checkerboard exactly, on
 * moving water. */
int ripple_checkerboard_begin(struct ripple *r);
int ripple_checkerboard_find(struct ripple *r, const struct ripple_source *s, int ns, int y0, int y1);
void ripple_checkerboard_take(struct ripple *r, int y0, int y1);

/* --- core/views.c: the views beyond the article's refraction --- */

/* What the render shows. */
enum {
	RIPPLE_VIEW_REFRACTION, /* the article's: the picture displaced by the slope of the water */
	RIPPLE_VIEW_LIGHT,      /* the picture in place, each channel plus the height (over the look's
				 * gain), clamped 0..255 */
	RIPPLE_VIEW_BOTH,       /* displaced and lit */
	RIPPLE_VIEW_HEIGHTS     /* the wave buffer itself in false colour, at twice the height */
};

#define RIPPLE_SHADES 64 /* brightness steps of the 8 bpp light table: heights -256..255 by 8 */

/* How to draw the views beyond the article's, and what they need to know of the pixels. */
struct ripple_look {
	int view;             /* RIPPLE_VIEW_* */
	unsigned int mask[3]; /* 2..4 bytes per pixel: the bits of red, green and blue in a pixel read
	                       * as a little-endian number (e.g. 0xf800, 0x07e0, 0x001f for RGB565) */
	const unsigned char *shade; /* 1 byte per pixel: shade[s * 256 + i] is palette index i lit by
	                             * height s * 8 - 256, s = 0..RIPPLE_SHADES-1 */
	const unsigned int *heat;   /* 511 pixel values: the colours of twice the heights, -255..255 */
	unsigned int wall;          /* the pixel value walls are drawn in */
	int gain;                   /* 0..RIPPLE_MAX_GAIN: the light and heights views show the heights
				     * over 2^gain (a lesson's ripple_lesson_gain): a channel lifted by
				     * e >> gain, the colour heat[] gives (2 e) >> gain */
};

/* Renders as look->view says, walls in look->wall: rows 1..h-2, and the first and last rows too
 * for the light and heights views and for walls; the refraction view without walls is
 * ripple_render exactly. Same images and results as ripple_render; RIPPLE_EINVAL also when a
 * table the view needs is missing. */
int ripple_render_look(const struct ripple *r, const struct ripple_look *look, const struct ripple_image *src,
		       struct ripple_image *dst);

/* ripple_render_look for rows [y0, y1) only, for a band of rows on a thread of its own; the bands
 * together draw what the whole does. */
int ripple_render_look_rows(const struct ripple *r, const struct ripple_look *look, const struct ripple_image *src,
			    struct ripple_image *dst, int y0, int y1);

#define RIPPLE_MARK_WALL 255 /* ripple_marks' value for a wall */

/* What the views mark on each cell of r, one byte a cell (w*h, row after row) into out, for a
 * display that draws the views itself (OpenGL): RIPPLE_MARK_WALL for a wall (a reflecting pool's
 * border too), drawn in look->wall; else how much darker shallow water's floor is drawn in the
 * refraction, light and both views (each channel down by that much of its 255: 40 at S 0.2),
 * 0 for deep water. */
void ripple_marks(const struct ripple *r, unsigned char *out);

/* --- core/mesh.c: the mesh render, and the mesh fused with the step --- */

/* The Android port's mesh: the pool is a grid of nodes `mesh` (2 or 4) pixels apart, at least
 * ceil(w / mesh) + 1 by ceil(h / mesh) + 1 nodes for a w x h picture. Each node's refraction offset
 * is the article's (left - right, up - down) divided by the mesh, as the nodes are mesh pixels
 * apart; inside each mesh cell the offsets (and for the other views the heights) are
 * interpolated bilinearly in 8.8 fixed point, down the cell's sides and then across in equal
 * steps, and rounded halves up. Every pixel is drawn; where the displaced pixel
 * lies outside the picture, the undisplaced one is taken (as the Android port does). Walls are
 * drawn where the nearest node is one. Returns RIPPLE_OK, RIPPLE_EINVAL, or RIPPLE_ENOMEM (it
 * needs a row of nodes' worth of scratch memory). */
int ripple_render_mesh(const struct ripple *r, const struct ripple_look *look, int mesh,
		       const struct ripple_image *src, struct ripple_image *dst);

/* ripple_render_mesh for pixel rows [y0, y1) only, for a band of rows on a thread of its own. */
int ripple_render_mesh_rows(const struct ripple *r, const struct ripple_look *look, int mesh,
			    const struct ripple_image *src, struct ripple_image *dst, int y0, int y1);

/* The article's step and a mesh render fused, as ripple_frame_band and ripple_frame_seams fuse
 * the article's: bands 0..n-1 of ripple_frame_mesh_band, then ripple_frame_mesh_seams, is
 * ripple_spread then ripple_render_mesh exactly. Each band steps its node rows a few ahead of
 * rendering the mesh cells whose nodes read only its own new heights; the seams render the rest.
 * Only in ripple_in_bands's mode. Each returns RIPPLE_OK, RIPPLE_EINVAL or RIPPLE_ENOMEM (then
 * the frame is not whole: the seams have not swapped the buffers). */
int ripple_frame_mesh_band(struct ripple *r, const struct ripple_look *look, int mesh, const struct ripple_image *src,
			   struct ripple_image *dst, int band, int n);
int ripple_frame_mesh_seams(struct ripple *r, const struct ripple_look *look, int mesh,
			    const struct ripple_image *src, struct ripple_image *dst, int n);

#endif
