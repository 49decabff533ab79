/* bench.c - times the article's transcription and every kernel of the program on the same water, and each classroom mode against its plain C path; medians of rounds. */
#include "app/cmdline.h"
#include "app/bench.h"

#include "core/article.h"
#include "scenes/bands.h"
#include "engine/demo.h"
#include "core/pace.h"
#include "files/picture.h"
#include "scenes/pool.h"
#include "scenes/scene.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BENCH_MAX_ROUNDS 7
#define BENCH_PIXELS 15360000L /* pixels a round renders: 200 frames at 320x240 */
#define BENCH_AREA 76800L      /* a stone every 8 frames for each 320x240 of the pool */
#define BENCH_WARM 48          /* frames of waves before the timing starts */
#define BENCH_PATHS (2 * RIPPLE_KERNELS)
#define MODES_PIXELS 61440000L /* pixels a round of --modes renders: 29 frames at 1920x1080 */
#define MODES_WARM 100         /* frames of rain before --modes times a mode */
#define MODES_RAIN 100         /* --modes' rain, stones a second for each MODES_RAIN_AREA pixels of pool */
#define MODES_RAIN_AREA (1920.0 * 1080)
#define MODES_SLIT "bmp/slit.bmp"

/* What one table measures, and how long. */
struct bench {
	int w, h, bpp;   /* the pool and the pictures */
	int rounds;      /* rounds of `frames` frames; the medians are reported */
	long frames;
	int cores;       /* the threads of the threaded rows */
	double tick;     /* microseconds per clock tick */
	long warm;       /* --modes: frames before the rounds */
	int rain;        /* --modes: the --rain of every mode */
};

/* The reference's state: the article's globals, over pages with the program's pitch; and where a
 * round began (both buffers, then the page), which every path starts from. */
struct ref_pool {
	short *buf1, *buf2;
	unsigned char *pic, *page;
	int pitch;
	short *start;
	unsigned char *start_page;
};

/* The same stones for all: at every 8th frame, one for each 320x240 of the pool, at places from
 * a fixed pseudo-random sequence, so that a large pool is as rough as a small one. */
static int stones_in(const struct bench *b, long n)
{
	long k = (long)b->w * b->h / BENCH_AREA;

	return n % 8 ? 0 : k > 1 ? (int)k : 1;
}

/* In 64 bits on every system (a long has 32 on Windows, where ripple.exe dropped its stones elsewhere). */
static void stone_at(const struct bench *b, long n, int i, int *x, int *y)
{
	const unsigned long long s = (unsigned long long)(n * 64 + i) * 2654435761ULL;

	*x = 8 + (int)(s % (unsigned long long)(b->w > 16 ? b->w - 16 : 1));
	*y = 8 + (int)((s >> 12) % (unsigned long long)(b->h > 16 ? b->h - 16 : 1));
}

static void ref_frame(const struct bench *b, struct ref_pool *p, long n)
{
	int x, y;

	for (int i = 0; i < stones_in(b, n); i++) {
		stone_at(b, n, i, &x, &y);
		article_drop(p->buf1, b->w, b->h, x, y, RIPPLE_STONE_RADIUS, RIPPLE_STONE_WEIGHT);
	}
	article_spread(&p->buf1, &p->buf2, b->w, b->h);
	article_render(p->buf1, b->w, b->h, p->pic, p->pitch, p->page, p->pitch, b->bpp / 8);
}

static struct pool *pool_of(const struct demo *d)
{
	return demo_scene(d, SCENE_RIPPLE);
}

static void bench_frame(const struct bench *b, struct demo *d, long n)
{
	int x, y;

	for (int i = 0; i < stones_in(b, n); i++) {
		stone_at(b, n, i, &x, &y);
		pool_drop(pool_of(d), x, y);
	}
	demo_frame(d);
}

/* A picture with detail everywhere, so every displaced read is a different pixel. */
static void paint(SDL_Surface *s)
{
	for (int y = 0; y < s->h; y++)
		for (int x = 0; x < s->pitch; x++)
			((Uint8 *)s->pixels)[y * s->pitch + x] = (Uint8)((x * 7) ^ (y * 13));
}

/* The program on the painted picture, with the options o (which must outlive the demo). Returns
 * 0, or -1 with the reason in err. */
static int open_painted(const struct bench *b, struct demo *d, const struct options *o, char *err, size_t errlen)
{
	SDL_Surface *pic = SDL_CreateRGBSurfaceWithFormat(0, b->w, b->h, b->bpp, picture_format(b->bpp));

	if (!pic) {
		snprintf(err, errlen, "out of memory for a %dx%d picture", b->w, b->h);
		return -1;
	}
	paint(pic);
	if (pic->format->palette) { /* SDL copies a paletted surface only once its palette is set */
		SDL_Color grey[256];

		for (int i = 0; i < 256; i++)
			grey[i] = (SDL_Color){ (Uint8)i, (Uint8)i, (Uint8)i, 255 };
		SDL_SetPaletteColors(pic->format->palette, grey, 0, 256);
	}
	return demo_open_picture(d, o, pic, err, errlen);
}

/* The program on the painted picture with the article's settings, on one thread until a path
 * asks for more. Returns 0 or -1. */
static int open_demo(const struct bench *b, struct demo *d)
{
	static char *argv[] = { "ripple", "--threads", "1", NULL };
	struct options o;
	char err[256];
	int e = options_parse(&o, 3, argv, err, sizeof err);

	if (!e)
		e = open_painted(b, d, &o, err, sizeof err);
	options_free(&o);
	return e ? -1 : 0;
}

static int setup(const struct bench *b, struct demo *d, struct ref_pool *p)
{
	size_t bytes;

	SDL_memset(p, 0, sizeof *p);
	if (open_demo(b, d))
		return -1;
	bytes = (size_t)d->picture->pitch * (size_t)b->h;
	p->pitch = d->picture->pitch;
	p->buf1 = calloc((size_t)b->w * (size_t)b->h, sizeof *p->buf1);
	p->buf2 = calloc((size_t)b->w * (size_t)b->h, sizeof *p->buf2);
	p->pic = malloc(bytes);
	p->page = malloc(bytes);
	p->start = malloc(2 * (size_t)b->w * (size_t)b->h * sizeof *p->start);
	p->start_page = malloc(bytes);
	if (!d->page || !p->buf1 || !p->buf2 || !p->pic || !p->page || !p->start || !p->start_page ||
	    d->page->pitch != p->pitch)
		return -1;
	memcpy(p->pic, d->picture->pixels, bytes);
	memcpy(p->page, p->pic, bytes); /* the rows' padding too, so that whole pages compare */
	return 0;
}

static size_t cells(const struct bench *b)
{
	return (size_t)b->w * (size_t)b->h;
}

/* Keeps the reference's water and page as a round begins. */
static void keep_start(const struct bench *b, struct ref_pool *p)
{
	memcpy(p->start, p->buf1, cells(b) * sizeof *p->buf1);
	memcpy(p->start + cells(b), p->buf2, cells(b) * sizeof *p->buf2);
	memcpy(p->start_page, p->page, (size_t)p->pitch * (size_t)b->h);
}

/* Puts the water and page the round began with into the program's, to time a path from there. */
static void take_start(const struct bench *b, struct demo *d, const struct ref_pool *p)
{
	ripple_set_heights(pool_ripple(pool_of(d)), p->start, p->start + cells(b));
	memcpy(d->page->pixels, p->start_page, (size_t)p->pitch * (size_t)b->h);
	d->page_still = 0; /* the page was written behind the demo's back */
}

static int same_result(const struct bench *b, const struct demo *d, const struct ref_pool *p)
{
	return !memcmp(pool_ripple(pool_of(d))->cur, p->buf1, cells(b) * sizeof *p->buf1) &&
	       !memcmp(d->page->pixels, p->page, (size_t)p->pitch * (size_t)b->h);
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

static double median(double *v, int n)
{
	qsort(v, (size_t)n, sizeof *v, cmp_double);
	return v[n / 2];
}

static double since(const struct bench *b, Uint64 t0, long frames)
{
	return (double)(SDL_GetPerformanceCounter() - t0) * b->tick / (double)frames;
}

/* The timings of one table, in microseconds a frame: the reference, each path (kernel k on one
 * thread at [2k], on all cores at [2k + 1]; 0 when the CPU cannot run it) and memcpy's floor. */
struct timings {
	double ref[BENCH_MAX_ROUNDS], path[BENCH_PATHS][BENCH_MAX_ROUNDS];
	double copy[2][BENCH_MAX_ROUNDS];
	long frames; /* frames the paths were compared after */
};

/* One round of every path from the reference's state at frame n, each compared with the
 * reference's state afterwards. Returns 0, or -1 when a path disagrees. */
static int round_of_paths(const struct bench *b, struct demo *d, struct bands *all, struct ref_pool *p, long n,
			  int r, struct timings *t)
{
	Uint64 t0;
	int ok = 1;

	keep_start(b, p);
	t0 = SDL_GetPerformanceCounter();
	for (long i = 0; i < b->frames; i++)
		ref_frame(b, p, n + i);
	t->ref[r] = since(b, t0, b->frames);
	for (int k = 0; ok && k < BENCH_PATHS; k++) {
		if (!ripple_kernel_usable(k / 2) || (k % 2 && !all)) {
			t->path[k][r] = 0;
			continue;
		}
		pool_use(pool_of(d), k / 2, k % 2 ? all : NULL);
		take_start(b, d, p);
		t0 = SDL_GetPerformanceCounter();
		for (long i = 0; i < b->frames; i++)
			bench_frame(b, d, n + i);
		t->path[k][r] = since(b, t0, b->frames);
		ok = same_result(b, d, p);
	}
	return ok ? 0 : -1;
}

/* memcpy of the bytes a frame must move at the least: the two wave buffers read and the new one
 * written, the picture read and the page written; half of them copied, on one and on all cores. */
static size_t frame_bytes(const struct bench *b)
{
	return cells(b) * (3 * sizeof(short) + 2 * (size_t)(b->bpp / 8));
}

struct copy_job {
	unsigned char *to;
	const unsigned char *from;
	size_t n;
};

static void copy_band(void *ctx, int band, int n)
{
	const struct copy_job *c = ctx;
	size_t a = c->n * (size_t)band / (size_t)n, z = c->n * (size_t)(band + 1) / (size_t)n;

	memcpy(c->to + a, c->from + a, z - a);
}

static void time_copy(const struct bench *b, struct bands *all, int r, struct timings *t)
{
	struct copy_job c = { malloc(frame_bytes(b) / 2), NULL, frame_bytes(b) / 2 };

	c.from = c.to ? malloc(c.n) : NULL;
	if (c.from) {
		memset(c.to, 1, c.n);
		memset((unsigned char *)c.from, 2, c.n);
		for (int i = 0; i < 2; i++) {
			Uint64 t0 = SDL_GetPerformanceCounter();

			for (long f = 0; f < b->frames; f++)
				if (i && all)
					bands_run(all, copy_band, &c);
				else
					copy_band(&c, 0, 1);
			t->copy[i][r] = since(b, t0, b->frames);
		}
	}
	free(c.to);
	free((void *)c.from);
}

/* The program on a mesh of `mesh` pixels with its fastest kernel on all cores: the median
 * microseconds of a frame (the same water, not comparable to the reference's pixels). */
static double mesh_us(const struct bench *b, struct demo *d, struct bands *all, int mesh, long n)
{
	double us[BENCH_MAX_ROUNDS];

	pool_use(pool_of(d), ripple_kernel_best(), all);
	if (pool_set(pool_of(d), POOL_MESH, mesh))
		return -1;
	demo_render(d);
	for (long i = 0; i < BENCH_WARM; i++)
		bench_frame(b, d, n - BENCH_WARM + i);
	for (int r = 0; r < b->rounds; r++, n += b->frames) {
		Uint64 t0 = SDL_GetPerformanceCounter();

		for (long i = 0; i < b->frames; i++)
			bench_frame(b, d, n + i);
		us[r] = since(b, t0, b->frames);
	}
	return median(us, b->rounds);
}

static void print_row(FILE *out, const struct bench *b, const char *name, double us, double ref, double copy)
{
	fprintf(out, "  %-26s %10.1f %10.1f %8.2fx %9.1fx", name, us, 1e6 / us, ref / us, 1e6 / us / RIPPLE_HISTORIC_FPS);
	if ((long)b->w * b->h >= RIPPLE_BANDS_FROM)
		fprintf(out, " %9.0f%%", 100 * copy / us);
	fputc('\n', out);
}

static void report(FILE *out, const struct bench *b, struct timings *t, const double mesh[2])
{
	double ref = median(t->ref, b->rounds), copy[2] = { median(t->copy[0], b->rounds), median(t->copy[1], b->rounds) };
	char name[64], why[80];

	ripple_kernel_why(ripple_kernel_best(), why, sizeof why);
	fprintf(out, "ripple --bench: %dx%d, %d bpp, median of %d rounds of %ld frames, %d stone%s every 8 frames; "
		"the program runs %s\n", b->w, b->h, b->bpp, b->rounds, b->frames, stones_in(b, 0),
		stones_in(b, 0) > 1 ? "s" : "", why);
	fprintf(out, "  %-26s %10s %10s %9s %10s", "path", "us/frame", "fps", "speed-up", "x 25 fps");
	if ((long)b->w * b->h >= RIPPLE_BANDS_FROM)
		fprintf(out, " %10s", "bandwidth");
	fputc('\n', out);
	print_row(out, b, "article's code (reference)", ref, ref, copy[0]);
	for (int k = 0; k < BENCH_PATHS; k++)
		if (t->path[k][0] > 0) {
			snprintf(name, sizeof name, "%s, %d thread%s", ripple_kernel_name(k / 2), k % 2 ? b->cores : 1,
				 k % 2 ? "s" : "");
			print_row(out, b, name, median(t->path[k], b->rounds), ref, copy[k % 2]);
		}
	for (int m = 0; m < 2; m++)
		if (mesh[m] > 0) {
			snprintf(name, sizeof name, "mesh %d, %s, %d thread%s", 2 << m, ripple_kernel_name(ripple_kernel_best()),
				 b->cores, b->cores > 1 ? "s" : "");
			print_row(out, b, name, mesh[m], ref, copy[1]);
		}
	if ((long)b->w * b->h >= RIPPLE_BANDS_FROM)
		fprintf(out, "  bandwidth: memcpy of the %.1f MB a frame moves, %.0f us on 1 thread, %.0f on %d: its time over the row's\n",
			(double)frame_bytes(b) / 1e6, copy[0], copy[1], b->cores);
	fprintf(out, "  every path's heights and pixels bit-exact with the reference's after %ld frames\n", t->frames);
}

/* One table: the reference and every path in rounds from the same water, then the meshes. */
static int bench_table(FILE *out, struct bench *b, struct bands *all, int quick)
{
	struct demo d;
	struct ref_pool p;
	struct timings *t = calloc(1, sizeof *t);
	double mesh[2] = { 0, 0 };
	long n = 0;
	int ok;

	SDL_memset(&d, 0, sizeof d);
	SDL_memset(&p, 0, sizeof p);
	b->rounds = quick ? 3 : BENCH_MAX_ROUNDS;
	b->frames = BENCH_PIXELS / ((long)b->w * b->h) / (quick ? 10 : 1);
	b->frames = b->frames > 2 ? b->frames : 2;
	ok = t && setup(b, &d, &p) == 0;
	for (; ok && n < BENCH_WARM; n++)
		ref_frame(b, &p, n);
	for (int r = 0; ok && r < b->rounds; r++, n += b->frames) {
		time_copy(b, all, r, t);
		ok = round_of_paths(b, &d, all, &p, n, r, t) == 0;
	}
	if (ok) {
		t->frames = n;
		for (int m = 0; m < 2; m++)
			mesh[m] = mesh_us(b, &d, all, 2 << m, n);
		report(out, b, t, mesh);
	} else {
		fprintf(stderr, "ripple: --bench %dx%d, %d bpp: %s\n", b->w, b->h, b->bpp,
			t && d.page && p.page ? "the program and the reference disagree" : "out of memory");
	}
	demo_close(&d);
	free(p.buf1);
	free(p.buf2);
	free(p.pic);
	free(p.page);
	free(p.start);
	free(p.start_page);
	free(t);
	return ok ? 0 : 1;
}

/* The classroom modes as the command line sets them, each a row of --modes; the first is the
 * article's own (refraction, 4 neighbours, damping 1/32, classic edges), every ratio's 1.00x. */
static const char *const modes[] = {
	"", "--view light", "--view both", "--view heights", "--stencil 12", "--damping off", "--damping 3",
	"--boundary reflect", "--boundary absorb", "--walls " MODES_SLIT " --boundary reflect", "--scenario rock",
	"--scenario slit", "--scenario double-slit", "--mesh 2", "--mesh 4", "--mesh 2 --view heights", "--mesh 2 --view light",
	"--mesh 2 --view both", "--mesh 2 --walls " MODES_SLIT " --boundary reflect", "--scene side",
};

/* One run of a mode: the program, the options it was opened with, the command line they point
 * into, and whether its walls were drawn (a slit) because MODES_SLIT could not be read. */
struct mode_run {
	struct demo d;
	struct options o;
	char line[256];
	int drawn;
};

static int readable(const char *path)
{
	SDL_RWops *f = SDL_RWFromFile(path, "rb");

	if (f)
		SDL_RWclose(f);
	return f != NULL;
}

/* A wall down the middle of the pool with a slit at half its height, drawn as the right button
 * draws walls (from the second row: a press on the reflecting border would erase). */
static void draw_slit(struct demo *d, int w, int h)
{
	const int x = w / 2, gap = h / 16 + 1;

	demo_press(d, SCENE_RIGHT, x, 1, 0);
	demo_drag(d, SCENE_RIGHT, x, 1, x, h / 2 - gap);
	demo_press(d, SCENE_RIGHT, x, h / 2 + gap, 0);
	demo_drag(d, SCENE_RIGHT, x, h / 2 + gap, x, h - 2);
}

/* Opens `mode` on the painted picture as the command line would, with b's rain, on `threads`
 * threads and with the article's plain loops when plain. Returns 0, or -1 with the reason in err;
 * close m with mode_close in both cases. */
static int mode_open(const struct bench *b, struct mode_run *m, const char *mode, int threads, int plain, char *err,
		     size_t errlen)
{
	char *argv[32];
	int argc = 0;

	snprintf(m->line, sizeof m->line, "ripple --rain %d --threads %d%s %s", b->rain, threads,
		 plain ? " --kernel article" : "", mode);
	for (char *t = strtok(m->line, " "); t && argc < 31; t = strtok(NULL, " "))
		argv[argc++] = t;
	argv[argc] = NULL;
	if (options_parse(&m->o, argc, argv, err, errlen))
		return -1;
	m->drawn = m->o.water.walls && !readable(m->o.water.walls);
	if (m->drawn)
		m->o.water.walls = NULL;
	if (open_painted(b, &m->d, &m->o, err, errlen))
		return -1;
	if (m->drawn)
		draw_slit(&m->d, b->w, b->h);
	return 0;
}

static void mode_close(struct mode_run *m)
{
	demo_close(&m->d);
	options_free(&m->o);
}

/* Frames [n, n + count) as a headless run makes them (the step and the render), with the bench's
 * stones dropped as clicks: a stone in the pool, a splash in the side view. */
static void mode_frames(const struct bench *b, struct demo *d, long n, long count)
{
	int x, y;

	for (long f = n; f < n + count; f++) {
		for (int i = 0; i < stones_in(b, f); i++) {
			stone_at(b, f, i, &x, &y);
			demo_press(d, SCENE_LEFT, x, y, 0);
		}
		demo_frame(d);
	}
}

/* The runs of a mode (runs of them: its own, its plain C path's, and the article's mode) warmed
 * up, then their rounds in turns, so that all meet the machine as it is: the median microseconds
 * of a frame of each into us. */
static void mode_times(const struct bench *b, struct mode_run m[3], int runs, double us[3])
{
	double t[3][BENCH_MAX_ROUNDS];
	long n = b->warm;

	for (int k = 0; k < runs; k++)
		mode_frames(b, &m[k].d, 0, b->warm);
	for (int r = 0; r < b->rounds; r++, n += b->frames)
		for (int k = 0; k < runs; k++) {
			Uint64 t0 = SDL_GetPerformanceCounter();

			mode_frames(b, &m[k].d, n, b->frames);
			t[k][r] = since(b, t0, b->frames);
		}
	for (int k = 0; k < runs; k++)
		us[k] = median(t[k], b->rounds);
}

/* What differs between two runs of a mode: 1 the heights (both buffers), 2 the page; 0 nothing. */
static int differences(const struct demo *a, const struct demo *z)
{
	struct scene_heights ha, hz;
	const size_t row = (size_t)a->page->w * a->page->format->BytesPerPixel;
	int diff = 0;

	if (demo_heights(a, &ha) == 0 && demo_heights(z, &hz) == 0) {
		const size_t n = (size_t)ha.pool->w * (size_t)ha.pool->h * sizeof *ha.pool->cur;

		diff = memcmp(ha.pool->cur, hz.pool->cur, n) || memcmp(ha.pool->prev, hz.pool->prev, n);
	}
	for (int y = 0; y < a->page->h && !(diff & 2); y++)
		if (memcmp((const Uint8 *)a->page->pixels + (size_t)y * a->page->pitch,
			   (const Uint8 *)z->page->pixels + (size_t)y * z->page->pitch, row))
			diff |= 2;
	return diff;
}

/* A row's name: its options, but for walls drawn in place of MODES_SLIT's. */
static const char *mode_name(const char *mode, const struct mode_run *m)
{
	return !*mode ? "the article's mode" : m->drawn ? "--boundary reflect, a slit drawn" : mode;
}

/* Whether --only (NULL: every row) picks row i: the row of that name when there is one, else
 * each row whose name holds it. */
static int picked(const char *only, int i)
{
	static const struct mode_run named = { 0 };
	const int n = (int)(sizeof modes / sizeof *modes);

	if (!only)
		return 1;
	for (int k = 0; k < n; k++)
		if (!strcmp(only, mode_name(modes[k], &named)))
			return k == i;
	return strstr(mode_name(modes[i], &named), only) != NULL;
}

/* A row: us[0] the mode's time, us[1] its plain C path's, us[2] the article's mode's in the same
 * rounds. */
static void print_mode(FILE *out, const char *name, int threads, const double us[3], int diff)
{
	static const char *const check[] = { "bit-exact", "FAIL: the heights differ", "FAIL: the pixels differ",
					     "FAIL: the heights and the pixels differ" };

	fprintf(out, "  %-50s %7d %10.1f %10.1f %17.2fx %14.1f  %s\n", name, threads, us[0], 1e6 / us[0],
		us[2] / us[0], us[1], check[diff]);
}

/* Row i: mode i the program's way (its fastest loops on b->cores threads) and the plain C way (the
 * article's loops on one), each from still water over the same frames, and for the rows after the
 * first the article's mode the program's way in the same rounds (the ratio's, so that a machine
 * that slows between rows does not show in it); times them, compares the first two and prints
 * the row. Returns 0, or 1 when the mode cannot run or the two runs disagree. */
static int mode_row(FILE *out, const struct bench *b, int i)
{
	struct mode_run m[3];
	char err[256] = "";
	double us[3];
	const int runs = i ? 3 : 2;
	int diff = -1;

	SDL_memset(m, 0, sizeof m);
	if (!mode_open(b, &m[0], modes[i], b->cores, 0, err, sizeof err) &&
	    !mode_open(b, &m[1], modes[i], 1, 1, err, sizeof err) &&
	    (runs < 3 || !mode_open(b, &m[2], modes[0], b->cores, 0, err, sizeof err))) {
		mode_times(b, m, runs, us);
		us[2] = runs < 3 ? us[0] : us[2];
		diff = differences(&m[0].d, &m[1].d);
		print_mode(out, mode_name(modes[i], &m[0]), b->cores, us, diff);
	} else {
		fprintf(out, "  %-50s FAIL: cannot run: %s\n", mode_name(modes[i], &m[0]), err);
	}
	fflush(out);
	for (int k = 0; k < runs; k++)
		mode_close(&m[k]);
	return diff ? 1 : 0;
}

static void modes_header(FILE *out, const struct bench *b)
{
	char why[80];

	ripple_kernel_why(ripple_kernel_best(), why, sizeof why);
	fprintf(out, "ripple --bench --modes: %dx%d, %d bpp, median of %d rounds of %ld frames after %ld of warming up, "
		"--rain %d and %d stone%s every 8 frames in every mode; the program runs %s\n", b->w, b->h, b->bpp,
		b->rounds, b->frames, b->warm, b->rain, stones_in(b, 0), stones_in(b, 0) > 1 ? "s" : "", why);
	fprintf(out, "  each mode runs again as --kernel article --threads 1 (its plain C path, the \"plain\" column) "
		"from the same start, to end with the same heights and pixels, and beside the article's mode, timed in "
		"the same rounds for the ratio\n");
	fprintf(out, "  %-50s %7s %10s %10s %18s %14s  %s\n", "mode", "threads", "us/frame", "fps", "x of the article's",
		"plain us/frame", "check");
}

/* The --modes table at b's size and depth, the rows --only picks (all without it), a row printed
 * as each mode is done. Returns the exit status: 0, 1 when a mode cannot run or disagrees with its
 * plain C path, 2 when --only picks none. */
static int modes_table(FILE *out, struct bench *b, int quick, const char *only)
{
	const long area = (long)b->w * b->h;
	const int n = (int)(sizeof modes / sizeof *modes);
	int failed = 0, rows = 0;

	for (int i = 0; i < n; i++)
		rows += picked(only, i);
	if (!rows) {
		fprintf(stderr, "ripple: --only '%s' names no row of --bench --modes (try --bench --modes --quick)\n", only);
		return 2;
	}

	b->rounds = quick ? 3 : BENCH_MAX_ROUNDS;
	b->frames = SDL_max(MODES_PIXELS / area / (quick ? 10 : 1), 2);
	b->warm = quick ? MODES_WARM / 4 : MODES_WARM;
	b->rain = (int)SDL_clamp(MODES_RAIN * (double)area / MODES_RAIN_AREA + 0.5, 1, RIPPLE_MAX_RAIN);
	modes_header(out, b);
	fflush(out);
	for (int i = 0; i < n; i++)
		failed += picked(only, i) ? mode_row(out, b, i) : 0;
	if (failed) {
		fprintf(out, "  FAIL: %d of the %d modes cannot run or differ from their plain C path\n", failed, rows);
		fprintf(stderr, "ripple: --bench --modes %dx%d, %d bpp: %d mode%s cannot run or differ from the plain C path\n",
			b->w, b->h, b->bpp, failed, failed > 1 ? "s" : "");
	} else {
		fprintf(out, "  every mode's heights (both buffers) and pixels bit-exact with its plain C path after %ld "
			"frames (the side view: its pixels; it has no heights)\n", b->warm + b->rounds * b->frames);
	}
	return failed ? 1 : 0;
}

/* --bench --modes: one table at --size and --bpp (default 1920x1080, 32 bpp). */
static int bench_modes(FILE *out, const struct options *o, double tick)
{
	struct bench b = { 0 };

	b.w = o->w ? o->w : 1920;
	b.h = o->h ? o->h : 1080;
	b.bpp = o->bpp ? o->bpp : 32;
	b.cores = o->water.threads ? o->water.threads : SDL_min(SDL_GetCPUCount(), RIPPLE_MAX_THREADS);
	b.tick = tick;
	return modes_table(out, &b, o->quick, o->only);
}

int bench_run(FILE *out, const struct options *o)
{
	static const int sizes[][2] = { { 320, 240 }, { 1920, 1080 }, { 3840, 2160 } };
	const double tick = 1e6 / (double)SDL_GetPerformanceFrequency();
	struct bench b = { 0 };
	struct bands *all;
	int status = 0;

	if (o->modes)
		return bench_modes(out, o, tick);
	all = bands_start(o->water.threads ? o->water.threads : SDL_min(SDL_GetCPUCount(), RIPPLE_MAX_THREADS));
	b.tick = tick;
	b.cores = bands_count(all);
	for (int s = 0; s < 3 && !status; s++)
		for (int bpp = 8; bpp <= 32 && !status; bpp += 8) {
			b.w = o->w ? o->w : sizes[s][0];
			b.h = o->h ? o->h : sizes[s][1];
			b.bpp = o->bpp ? o->bpp : bpp;
			if ((o->w && s) || (o->bpp && bpp != 8))
				continue;
			status = bench_table(out, &b, all, o->quick);
			fflush(out);
		}
	bands_stop(all);
	return status;
}
