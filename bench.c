/* bench.c - times the article's transcription and the program's frame on the same water, medians of rounds. */
#include "bench.h"

#include "bands.h"
#include "demo.h"
#include "pace.h"
#include "picture.h"
#include "tests/reference.h"

#include <stdlib.h>
#include <string.h>

#define BENCH_MAX_ROUNDS 7
#define BENCH_PIXELS 15360000L /* pixels a round renders: 200 frames at 320x240 */

/* What one benchmark measures, and how long. */
struct bench {
	int w, h, bpp;   /* the pool and the pictures */
	int rounds;      /* rounds of `frames` frames; the median is reported */
	long frames;
	double tick;     /* microseconds per clock tick */
};

/* The reference's state: the article's globals, over pages with the program's pitch. */
struct ref_pool {
	short *buf1, *buf2;
	unsigned char *pic, *page;
	int pitch;
};

/* The same stones for both: a fixed pseudo-random sequence, one every 8 frames. */
static int stone_at(const struct bench *b, long n, int *x, int *y)
{
	unsigned long s = (unsigned long)n * 2654435761UL;

	*x = 8 + (int)(s % (unsigned long)(b->w > 16 ? b->w - 16 : 1));
	*y = 8 + (int)((s >> 12) % (unsigned long)(b->h > 16 ? b->h - 16 : 1));
	return n % 8 == 0;
}

static void ref_frame(const struct bench *b, struct ref_pool *p, long n)
{
	int x, y;

	if (stone_at(b, n, &x, &y))
		ref_drop(p->buf1, b->w, b->h, x, y, RIPPLE_STONE_RADIUS, RIPPLE_STONE_WEIGHT);
	ref_spread(&p->buf1, &p->buf2, b->w, b->h);
	ref_render(p->buf1, b->w, b->h, p->pic, p->pitch, p->page, p->pitch, b->bpp / 8);
}

static void demo_bench_frame(const struct bench *b, struct demo *d, long n)
{
	int x, y;

	if (stone_at(b, n, &x, &y))
		demo_drop(d, x, y);
	demo_frame(d);
}

/* A picture with detail everywhere, so every displaced read is a different pixel. */
static void paint(SDL_Surface *s)
{
	for (int y = 0; y < s->h; y++)
		for (int x = 0; x < s->pitch; x++)
			((Uint8 *)s->pixels)[y * s->pitch + x] = (Uint8)((x * 7) ^ (y * 13));
}

static int setup(const struct bench *b, struct demo *d, struct ref_pool *p)
{
	size_t bytes;

	SDL_memset(d, 0, sizeof *d);
	SDL_memset(p, 0, sizeof *p);
	d->picture = SDL_CreateRGBSurfaceWithFormat(0, b->w, b->h, b->bpp, picture_format(b->bpp));
	if (!d->picture || ripple_init(&d->pool, b->w, b->h))
		return -1;
	paint(d->picture);
	if (d->picture->format->palette) { /* SDL copies a paletted surface only once its palette is set */
		SDL_Color grey[256];

		for (int i = 0; i < 256; i++)
			grey[i] = (SDL_Color){ (Uint8)i, (Uint8)i, (Uint8)i, 255 };
		SDL_SetPaletteColors(d->picture->format->palette, grey, 0, 256);
	}
	d->page = SDL_ConvertSurface(d->picture, d->picture->format, 0);
	d->radius = RIPPLE_STONE_RADIUS;
	d->weight = RIPPLE_STONE_WEIGHT;
	d->mesh = 1;
	bytes = (size_t)d->picture->pitch * (size_t)b->h;
	p->pitch = d->picture->pitch;
	p->buf1 = calloc((size_t)b->w * (size_t)b->h, sizeof *p->buf1);
	p->buf2 = calloc((size_t)b->w * (size_t)b->h, sizeof *p->buf2);
	p->pic = malloc(bytes);
	p->page = malloc(bytes);
	if (!d->page || !p->buf1 || !p->buf2 || !p->pic || !p->page || d->page->pitch != p->pitch)
		return -1;
	memcpy(p->pic, d->picture->pixels, bytes);
	memcpy(p->page, p->pic, bytes);
	memcpy(d->page->pixels, p->pic, bytes); /* the rows' padding too, so that whole pages compare */
	return 0;
}

static int same_result(const struct bench *b, const struct demo *d, const struct ref_pool *p)
{
	return !memcmp(d->pool.cur, p->buf1, (size_t)b->w * (size_t)b->h * sizeof *p->buf1) &&
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

/* The program on a mesh of `mesh` pixels (1: every pixel): the median microseconds of a whole
 * frame, and in *step those of the water's step alone, which is what a mesh makes smaller. */
static double mesh_us(const struct bench *b, struct demo *d, int mesh, long n, double *step)
{
	double us[BENCH_MAX_ROUNDS], step_us[BENCH_MAX_ROUNDS];

	if (demo_set_mesh(d, mesh))
		return -1;
	for (int r = 0; r < b->rounds; r++, n += b->frames) {
		Uint64 t0 = SDL_GetPerformanceCounter(), t1;

		for (long i = 0; i < b->frames; i++)
			demo_bench_frame(b, d, n + i);
		t1 = SDL_GetPerformanceCounter();
		for (long i = 0; i < b->frames; i++) {
			if (i % 8 == 0)
				demo_drop(d, b->w / 2, b->h / 2);
			ripple_spread(&d->pool);
		}
		us[r] = (double)(t1 - t0) * b->tick / (double)b->frames;
		step_us[r] = (double)(SDL_GetPerformanceCounter() - t1) * b->tick / (double)b->frames;
	}
	*step = median(step_us, b->rounds);
	return median(us, b->rounds);
}

static void print_row(FILE *out, const char *name, double us)
{
	fprintf(out, "  %-28s %9.1f us/frame %9.1f fps %8.1fx the K6-200's %.0f fps\n", name, us,
		1e6 / us, 1e6 / us / RIPPLE_HISTORIC_FPS, RIPPLE_HISTORIC_FPS);
}

/* Rounds of the reference and the program in turn, from frame n on; returns the frame after the
 * last, or 0 when they disagree. */
static long compare(const struct bench *b, struct demo *d, struct ref_pool *p, long n, double *ref_us, double *own_us)
{
	for (int r = 0; r < b->rounds; r++, n += b->frames) {
		Uint64 t0 = SDL_GetPerformanceCounter(), t1, t2;

		for (long i = 0; i < b->frames; i++)
			ref_frame(b, p, n + i);
		t1 = SDL_GetPerformanceCounter();
		for (long i = 0; i < b->frames; i++)
			demo_bench_frame(b, d, n + i);
		t2 = SDL_GetPerformanceCounter();
		ref_us[r] = (double)(t1 - t0) * b->tick / (double)b->frames;
		own_us[r] = (double)(t2 - t1) * b->tick / (double)b->frames;
		if (!same_result(b, d, p))
			return 0;
	}
	return n;
}

static void report(FILE *out, const struct bench *b, struct demo *d, double ref, double own, double threaded,
		   long n)
{
	char name[64];

	fprintf(out, "ripple --bench: %dx%d, %d bpp, median of %d rounds of %ld frames\n", b->w, b->h, b->bpp,
		b->rounds, b->frames);
	print_row(out, "article's code (reference)", ref);
	print_row(out, "this program (classic)", own);
	if (threaded > 0) {
		snprintf(name, sizeof name, "the same on %d threads", bands_count(d->bands));
		print_row(out, name, threaded);
	}
	fprintf(out, "  program / reference speed: %.2fx, on %d threads %.2fx; heights and pixels bit-exact after %ld frames\n",
		ref / own, bands_count(d->bands), threaded > 0 ? ref / threaded : ref / own, n);
	for (int mesh = 1; mesh <= 4; mesh *= 2) {
		double step = 0, us = mesh_us(b, d, mesh, n, &step);

		fprintf(out, "  mesh of %d pixel%s: %9.1f us/frame (%.2fx), of which the step %8.1f us\n", mesh,
			mesh > 1 ? "s" : " ", us, own / us, step);
	}
}

int bench_run(FILE *out, const struct options *o)
{
	struct bench b = { o->w ? o->w : 320, o->h ? o->h : 240, o->bpp ? o->bpp : 32, BENCH_MAX_ROUNDS, 0, 0 };
	struct demo d;
	struct ref_pool p;
	double ref_us[BENCH_MAX_ROUNDS], own_us[BENCH_MAX_ROUNDS], threaded_us[BENCH_MAX_ROUNDS];
	double own = 0, threaded = 0;
	long n = 0;
	int ok;

	b.frames = BENCH_PIXELS / ((long)b.w * b.h) > 2 ? BENCH_PIXELS / ((long)b.w * b.h) : 2;
	if (o->quick) {
		b.rounds = 3;
		b.frames = b.frames / 10 > 2 ? b.frames / 10 : 2;
	}
	b.tick = 1e6 / (double)SDL_GetPerformanceFrequency();
	ok = setup(&b, &d, &p) == 0 && (n = compare(&b, &d, &p, 0, ref_us, own_us)) > 0;
	d.bands = ok ? bands_start(o->threads ? o->threads : SDL_min(SDL_GetCPUCount(), RIPPLE_MAX_THREADS)) : NULL;
	if (ok && d.bands) { /* the same again on all the cores, still compared with the reference */
		own = median(own_us, b.rounds);
		ok = (n = compare(&b, &d, &p, n, ref_us, threaded_us)) > 0;
		threaded = median(threaded_us, b.rounds);
	}
	if (ok)
		report(out, &b, &d, median(ref_us, b.rounds), own > 0 ? own : median(own_us, b.rounds), threaded, n);
	else
		fprintf(stderr, "ripple: --bench: %s\n",
			d.page && p.page ? "the program and the reference disagree" : "out of memory");
	demo_close(&d);
	free(p.buf1);
	free(p.buf2);
	free(p.pic);
	free(p.page);
	return ok ? 0 : 1;
}
