/* bench_kernels.c - --bench: the article's code and every kernel of the program timed on the same water, each checked to the bit, against the K6-200's 25 fps; and the water and picture --modes times too. */
#include "app/cmdline.h"
#include "app/bench.h"

#include "core/article.h"
#include "files/bands.h"
#include "engine/demo.h"
#include "core/pace.h"
#include "files/picture.h"
#include "scenes/pool.h"
#include "scenes/scene.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BENCH_PIXELS 15360000L /* pixels a round renders: 200 frames at 320x240 */
#define BENCH_AREA 76800L      /* a stone every 8 frames for each 320x240 of the pool */
#define BENCH_WARM 48          /* frames of waves before the timing starts */
#define BENCH_PATHS (2 * RIPPLE_KERNELS)

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
int bench_stones(const struct bench *b, long n)
{
	long k = (long)b->w * b->h / BENCH_AREA;

	return n % 8 ? 0 : k > 1 ? (int)k : 1;
}

/* In 64 bits on every system (a long has 32 on Windows, where ripple.exe dropped its stones elsewhere). */
void bench_stone_at(const struct bench *b, long n, int i, int *x, int *y)
{
	const unsigned long long s = (unsigned long long)(n * 64 + i) * 2654435761ULL;

	*x = 8 + (int)(s % (unsigned long long)(b->w > 16 ? b->w - 16 : 1));
	*y = 8 + (int)((s >> 12) % (unsigned long long)(b->h > 16 ? b->h - 16 : 1));
}

static void ref_frame(const struct bench *b, struct ref_pool *p, long n)
{
	int x, y;

	for (int i = 0; i < bench_stones(b, n); i++) {
		bench_stone_at(b, n, i, &x, &y);
		article_drop(p->buf1, b->w, b->h, x, y, RIPPLE_STONE_RADIUS, RIPPLE_STONE_WEIGHT);
	}
	article_spread(&p->buf1, &p->buf2, b->w, b->h);
	article_render(p->buf1, b->w, b->h, p->pic, p->pitch, p->page, p->pitch, b->bpp / 8);
}

static struct pool *pool_of(const struct demo *d)
{
	return demo_scene(d, SCENE_POOL);
}

static void bench_frame(const struct bench *b, struct demo *d, long n)
{
	int x, y;

	for (int i = 0; i < bench_stones(b, n); i++) {
		bench_stone_at(b, n, i, &x, &y);
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
 * the demo, or NULL with the reason in err. */
struct demo *bench_open_painted(const struct bench *b, const struct options *o, char *err, size_t errlen)
{
	SDL_Surface *pic = SDL_CreateRGBSurfaceWithFormat(0, b->w, b->h, b->bpp, picture_format(b->bpp));

	if (!pic) {
		snprintf(err, errlen, "out of memory for a %dx%d picture", b->w, b->h);
		return NULL;
	}
	paint(pic);
	if (pic->format->palette) { /* SDL copies a paletted surface only once its palette is set */
		SDL_Color grey[256];

		for (int i = 0; i < 256; i++)
			grey[i] = (SDL_Color){ (Uint8)i, (Uint8)i, (Uint8)i, 255 };
		SDL_SetPaletteColors(pic->format->palette, grey, 0, 256);
	}
	return demo_open_picture(o, pic, err, errlen);
}

/* The program on the painted picture with the article's settings (one step a frame, its stones'
 * sizes), on one thread until a path asks for more. NULL when it cannot be had. */
static struct demo *open_demo(const struct bench *b)
{
	static char *argv[] = { "ripple", "--threads", "1", NULL };
	struct demo *d = NULL;
	struct options o;
	char err[256];

	if (!options_parse(&o, 3, argv, err, sizeof err)) {
		o.water.unscaled = 1; /* one step a frame at any size, as the article's code takes */
		d = bench_open_painted(b, &o, err, sizeof err);
	}
	options_free(&o);
	return d;
}

/* The program's demo into *dp and the reference's pool beside it in p, from the same picture.
 * Returns 0, or -1 (what was made is the caller's to free). */
static int setup(const struct bench *b, struct demo **dp, struct ref_pool *p)
{
	struct demo *d;
	size_t bytes;

	SDL_memset(p, 0, sizeof *p);
	if (!(d = *dp = open_demo(b)))
		return -1;
	bytes = (size_t)demo_picture(d)->pitch * (size_t)b->h;
	p->pitch = demo_picture(d)->pitch;
	p->buf1 = calloc((size_t)b->w * (size_t)b->h, sizeof *p->buf1);
	p->buf2 = calloc((size_t)b->w * (size_t)b->h, sizeof *p->buf2);
	p->pic = malloc(bytes);
	p->page = malloc(bytes);
	p->start = malloc(2 * (size_t)b->w * (size_t)b->h * sizeof *p->start);
	p->start_page = malloc(bytes);
	if (!demo_page(d) || !p->buf1 || !p->buf2 || !p->pic || !p->page || !p->start || !p->start_page ||
	    demo_page(d)->pitch != p->pitch)
		return -1;
	memcpy(p->pic, demo_picture(d)->pixels, bytes);
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
	memcpy(demo_page(d)->pixels, p->start_page, (size_t)p->pitch * (size_t)b->h);
	demo_page_written(d);
}

static int same_result(const struct bench *b, const struct demo *d, const struct ref_pool *p)
{
	return !memcmp(pool_ripple(pool_of(d))->cur, p->buf1, cells(b) * sizeof *p->buf1) &&
	       !memcmp(demo_page(d)->pixels, p->page, (size_t)p->pitch * (size_t)b->h);
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

double bench_median(double *v, int n)
{
	qsort(v, (size_t)n, sizeof *v, cmp_double);
	return v[n / 2];
}

double bench_since(const struct bench *b, uint64_t t0, long frames)
{
	return (double)(SDL_GetPerformanceCounter() - t0) * b->tick / (double)frames;
}

/* The timings of one table, in microseconds a frame: the reference, each path (kernel k on one
 * thread at [2k], on all cores at [2k + 1]; 0 when the CPU cannot run it) and memcpy's floor. */
struct timings {
	double ref[BENCH_MAX_ROUNDS], path[BENCH_PATHS][BENCH_MAX_ROUNDS];
	double copy[2][BENCH_MAX_ROUNDS];
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
	t->ref[r] = bench_since(b, t0, b->frames);
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
		t->path[k][r] = bench_since(b, t0, b->frames);
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
			t->copy[i][r] = bench_since(b, t0, b->frames);
		}
	}
	free(c.to);
	free((void *)c.from);
}

/* The program on a mesh of `mesh` pixels with its own kernel (--kernel auto's) on all cores: the
 * median microseconds of a frame (the same water, not comparable to the reference's pixels). */
static double mesh_us(const struct bench *b, struct demo *d, struct bands *all, int mesh, long n)
{
	double us[BENCH_MAX_ROUNDS];

	pool_use(pool_of(d), demo_kernel(d), all);
	if (pool_set(pool_of(d), POOL_MESH, mesh))
		return -1;
	demo_render(d);
	for (long i = 0; i < BENCH_WARM; i++)
		bench_frame(b, d, n - BENCH_WARM + i);
	for (int r = 0; r < b->rounds; r++, n += b->frames) {
		Uint64 t0 = SDL_GetPerformanceCounter();

		for (long i = 0; i < b->frames; i++)
			bench_frame(b, d, n + i);
		us[r] = bench_since(b, t0, b->frames);
	}
	return bench_median(us, b->rounds);
}

/* A table's medians, in microseconds a frame: the reference, each path (0: not run), the meshes
 * (0: not run) and memcpy's floor on one thread and on all. */
struct medians {
	double ref, path[BENCH_PATHS], mesh[2], copy[2];
	int kernel; /* the kernel --kernel auto runs, the meshes' */
};

static int wide(const struct bench *b)
{
	return (long)b->w * b->h >= RIPPLE_BANDS_FROM;
}

/* Path k's name: its kernel and threads. */
static void path_name(const struct bench *b, int k, char *name, size_t len)
{
	snprintf(name, len, "%s, %d thread%s", ripple_kernel_name(k / 2), k % 2 ? b->cores : 1, k % 2 ? "s" : "");
}

static void print_row(FILE *out, const struct bench *b, const char *name, double us, double ref, double copy)
{
	fprintf(out, "  %-26s %10.1f %10.1f %8.2fx %9.1fx", name, us, 1e6 / us, ref / us, 1e6 / us / RIPPLE_HISTORIC_FPS);
	if (wide(b))
		fprintf(out, " %9.0f%%", 100 * copy / us);
	fputc('\n', out);
}

static void print_header(FILE *out, const struct bench *b, int kernel)
{
	char why[80];

	ripple_kernel_why(kernel, why, sizeof why);
	fprintf(out, "ripple --bench: %dx%d, %d bpp, median of %d rounds of %ld frames, %d stone%s every 8 frames; "
		"the program runs %s\n", b->w, b->h, b->bpp, b->rounds, b->frames, bench_stones(b, 0),
		bench_stones(b, 0) > 1 ? "s" : "", why);
	fprintf(out, "  %-26s %10s %10s %9s %10s", "path", "us/frame", "fps", "speed-up", "x K6-200");
	if (wide(b))
		fprintf(out, " %10s", "bandwidth");
	fputc('\n', out);
}

/* A rate or a multiple as a reader wants it: whole above 10, else to a tenth. */
static const char *figure(double v, char *buf, size_t len)
{
	snprintf(buf, len, "%.*f", v < 10 ? 1 : 0, v);
	return buf;
}

/* The closing line: the article's code and the fastest path against the K6-200's 25 fps. */
static void print_k6(FILE *out, const struct bench *b, const struct medians *m)
{
	const double k6 = RIPPLE_HISTORIC_FPS;
	char name[64], f[4][24];
	int best = -1;

	for (int k = 0; k < BENCH_PATHS; k++)
		if (m->path[k] > 0 && (best < 0 || m->path[k] < m->path[best]))
			best = k;
	path_name(b, best, name, sizeof name);
	fprintf(out, "  article's own code: %s fps = %sx the K6-200's %.0f fps; fastest here (%s): %s fps = %sx\n",
		figure(1e6 / m->ref, f[0], sizeof f[0]), figure(1e6 / m->ref / k6, f[1], sizeof f[1]), k6, name,
		figure(1e6 / m->path[best], f[2], sizeof f[2]), figure(1e6 / m->path[best] / k6, f[3], sizeof f[3]));
}

static void report(FILE *out, const struct bench *b, const struct medians *m, long frames)
{
	char name[64];

	print_header(out, b, m->kernel);
	print_row(out, b, "article's code (reference)", m->ref, m->ref, m->copy[0]);
	for (int k = 0; k < BENCH_PATHS; k++)
		if (m->path[k] > 0) {
			path_name(b, k, name, sizeof name);
			print_row(out, b, name, m->path[k], m->ref, m->copy[k % 2]);
		}
	for (int i = 0; i < 2; i++)
		if (m->mesh[i] > 0) {
			snprintf(name, sizeof name, "mesh %d, %s, %d thread%s", 2 << i, ripple_kernel_name(m->kernel), b->cores,
				 b->cores > 1 ? "s" : "");
			print_row(out, b, name, m->mesh[i], m->ref, m->copy[1]);
		}
	if (wide(b))
		fprintf(out, "  bandwidth: memcpy of the %.1f MB a frame moves, %.0f us on 1 thread, %.0f on %d: its time over the row's\n",
			(double)frame_bytes(b) / 1e6, m->copy[0], m->copy[1], b->cores);
	fprintf(out, "  every path's heights and pixels bit-exact with the reference's after %ld frames\n", frames);
	print_k6(out, b, m);
}

/* The medians of the rounds in t, the meshes' times from n on (after t's frames), and d's kernel. */
static void measure(const struct bench *b, struct demo *d, struct bands *all, struct timings *t, long n,
		    struct medians *m)
{
	m->ref = bench_median(t->ref, b->rounds);
	for (int k = 0; k < BENCH_PATHS; k++)
		m->path[k] = t->path[k][0] > 0 ? bench_median(t->path[k], b->rounds) : 0;
	for (int i = 0; i < 2; i++)
		m->copy[i] = bench_median(t->copy[i], b->rounds);
	m->kernel = demo_kernel(d);
	for (int i = 0; i < 2; i++)
		m->mesh[i] = mesh_us(b, d, all, 2 << i, n);
}

static void free_ref(struct ref_pool *p)
{
	free(p->buf1);
	free(p->buf2);
	free(p->pic);
	free(p->page);
	free(p->start);
	free(p->start_page);
}

/* One table: the reference and every path in rounds from the same water, then the meshes. */
static int bench_table(FILE *out, struct bench *b, struct bands *all, int quick)
{
	struct demo *d = NULL;
	struct ref_pool p;
	struct timings *t = calloc(1, sizeof *t);
	struct medians m;
	long n = 0;
	int ok;

	SDL_memset(&p, 0, sizeof p);
	b->rounds = quick ? 3 : BENCH_MAX_ROUNDS;
	b->frames = BENCH_PIXELS / ((long)b->w * b->h) / (quick ? 10 : 1);
	b->frames = b->frames > 2 ? b->frames : 2;
	ok = t && setup(b, &d, &p) == 0;
	for (; ok && n < BENCH_WARM; n++)
		ref_frame(b, &p, n);
	for (int r = 0; ok && r < b->rounds; r++, n += b->frames) {
		time_copy(b, all, r, t);
		ok = round_of_paths(b, d, all, &p, n, r, t) == 0;
	}
	if (ok) {
		measure(b, d, all, t, n, &m);
		report(out, b, &m, n);
	} else {
		fprintf(stderr, "ripple: --bench %dx%d, %d bpp: %s\n", b->w, b->h, b->bpp,
			t && d && p.page ? "the program and the reference disagree" : "out of memory");
	}
	demo_close(d);
	free_ref(&p);
	free(t);
	return ok ? RIPPLE_EXIT_DONE : RIPPLE_EXIT_FAILED;
}

int bench_kernels(FILE *out, const struct options *o)
{
	struct bench b = { .w = o->w ? o->w : 320, .h = o->h ? o->h : 240, .bpp = o->bpp ? o->bpp : 32,
			   .tick = 1e6 / (double)SDL_GetPerformanceFrequency() };
	struct bands *all = bands_start(o->water.threads ? o->water.threads : SDL_min(SDL_GetCPUCount(), RIPPLE_MAX_THREADS));
	int status;

	b.cores = bands_count(all);
	status = bench_table(out, &b, all, o->quick);
	bands_stop(all);
	return status;
}
