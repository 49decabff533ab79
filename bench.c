/* bench.c - times the article's transcription and the program's frame on the same water, medians of rounds. */
#include "bench.h"

#include "demo.h"
#include "pace.h"
#include "tests/reference.h"

#include <stdlib.h>
#include <string.h>

#define BENCH_W 320
#define BENCH_H 240
#define BENCH_ROUNDS 7
#define BENCH_FRAMES 200 /* per round; a stone falls every 8 frames so the water stays rough */

/* The reference's state: the article's globals. */
struct ref_pool {
	short *buf1, *buf2;
	unsigned char *pic, *page;
};

/* The same stones for both: a fixed pseudo-random sequence. */
static void stone_at(long n, int *x, int *y)
{
	unsigned long s = (unsigned long)n * 2654435761UL;

	*x = 8 + (int)(s % (BENCH_W - 16));
	*y = 8 + (int)((s >> 12) % (BENCH_H - 16));
}

static void ref_frame(struct ref_pool *p, long n)
{
	int x, y;

	if (n % 8 == 0) {
		stone_at(n, &x, &y);
		ref_drop(p->buf1, BENCH_W, BENCH_H, x, y, RIPPLE_STONE_RADIUS, RIPPLE_STONE_WEIGHT);
	}
	ref_spread(&p->buf1, &p->buf2, BENCH_W, BENCH_H);
	ref_render(p->buf1, BENCH_W, BENCH_H, p->pic, BENCH_W * 4, p->page, BENCH_W * 4, 4);
}

static void demo_bench_frame(struct demo *d, long n)
{
	int x, y;

	if (n % 8 == 0) {
		stone_at(n, &x, &y);
		demo_drop(d, x, y);
	}
	demo_frame(d);
}

/* A picture with detail everywhere, so every displaced read is a different pixel. */
static void paint(SDL_Surface *s)
{
	for (int y = 0; y < s->h; y++)
		for (int x = 0; x < s->w; x++)
			((Uint32 *)((Uint8 *)s->pixels + y * s->pitch))[x] =
				(Uint32)((x * 7) ^ (y * 13)) * 0x010203u & 0xffffff;
}

static int setup(struct demo *d, struct ref_pool *p)
{
	SDL_memset(d, 0, sizeof *d);
	SDL_memset(p, 0, sizeof *p);
	d->picture = SDL_CreateRGBSurfaceWithFormat(0, BENCH_W, BENCH_H, 32, SDL_PIXELFORMAT_RGB888);
	if (!d->picture || ripple_init(&d->pool, BENCH_W, BENCH_H))
		return -1;
	paint(d->picture);
	d->page = SDL_ConvertSurface(d->picture, d->picture->format, 0);
	d->radius = RIPPLE_STONE_RADIUS;
	d->weight = RIPPLE_STONE_WEIGHT;
	d->mesh = 1;
	p->buf1 = calloc(BENCH_W * BENCH_H, sizeof *p->buf1);
	p->buf2 = calloc(BENCH_W * BENCH_H, sizeof *p->buf2);
	p->pic = malloc(BENCH_W * BENCH_H * 4);
	p->page = malloc(BENCH_W * BENCH_H * 4);
	if (!d->page || !p->buf1 || !p->buf2 || !p->pic || !p->page || d->picture->pitch != BENCH_W * 4)
		return -1;
	memcpy(p->pic, d->picture->pixels, BENCH_W * BENCH_H * 4);
	memcpy(p->page, p->pic, BENCH_W * BENCH_H * 4);
	return 0;
}

static int same_result(const struct demo *d, const struct ref_pool *p)
{
	return !memcmp(d->pool.cur, p->buf1, BENCH_W * BENCH_H * sizeof *p->buf1) &&
	       !memcmp(d->page->pixels, p->page, BENCH_W * BENCH_H * 4);
}

static double median(double *v);

/* The program on a mesh of `mesh` pixels (1: every pixel): the median microseconds of a whole
 * frame, and in *step those of the water's step alone, which is what a mesh makes smaller. */
static double mesh_us(struct demo *d, int mesh, long n, double *step)
{
	double us[BENCH_ROUNDS], step_us[BENCH_ROUNDS], tick = 1e6 / (double)SDL_GetPerformanceFrequency();

	if (demo_set_mesh(d, mesh))
		return -1;
	for (int r = 0; r < BENCH_ROUNDS; r++, n += BENCH_FRAMES) {
		Uint64 t0 = SDL_GetPerformanceCounter(), t1;

		for (long i = 0; i < BENCH_FRAMES; i++)
			demo_bench_frame(d, n + i);
		t1 = SDL_GetPerformanceCounter();
		for (long i = 0; i < BENCH_FRAMES; i++) {
			if (i % 8 == 0)
				demo_drop(d, 160, 120);
			ripple_spread(&d->pool);
		}
		us[r] = (double)(t1 - t0) * tick / BENCH_FRAMES;
		step_us[r] = (double)(SDL_GetPerformanceCounter() - t1) * tick / BENCH_FRAMES;
	}
	*step = median(step_us);
	return median(us);
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

static double median(double *v)
{
	qsort(v, BENCH_ROUNDS, sizeof *v, cmp_double);
	return v[BENCH_ROUNDS / 2];
}

static void print_row(FILE *out, const char *name, double us)
{
	fprintf(out, "  %-28s %9.1f us/frame %9.1f fps %8.1fx the K6-200's %.0f fps\n", name, us,
		1e6 / us, 1e6 / us / RIPPLE_HISTORIC_FPS, RIPPLE_HISTORIC_FPS);
}

int bench_run(FILE *out)
{
	struct demo d;
	struct ref_pool p;
	double ref_us[BENCH_ROUNDS], own_us[BENCH_ROUNDS], tick = 1e6 / (double)SDL_GetPerformanceFrequency();
	long n = 0;
	int ok = setup(&d, &p) == 0;

	for (int r = 0; ok && r < BENCH_ROUNDS; r++) {
		Uint64 t0 = SDL_GetPerformanceCounter(), t1, t2;

		for (long i = 0; i < BENCH_FRAMES; i++)
			ref_frame(&p, n + i);
		t1 = SDL_GetPerformanceCounter();
		for (long i = 0; i < BENCH_FRAMES; i++)
			demo_bench_frame(&d, n + i);
		t2 = SDL_GetPerformanceCounter();
		n += BENCH_FRAMES;
		ref_us[r] = (double)(t1 - t0) * tick / BENCH_FRAMES;
		own_us[r] = (double)(t2 - t1) * tick / BENCH_FRAMES;
		ok = same_result(&d, &p);
	}
	if (ok) {
		double ref = median(ref_us), own = median(own_us);

		fprintf(out, "ripple --bench: %dx%d, 32 bpp, median of %d rounds of %d frames\n", BENCH_W,
			BENCH_H, BENCH_ROUNDS, BENCH_FRAMES);
		print_row(out, "article's code (reference)", ref);
		print_row(out, "this program (classic)", own);
		fprintf(out, "  program / reference speed: %.2fx; heights and pixels bit-exact after %ld frames\n",
			ref / own, n);
		for (int mesh = 1; mesh <= 4; mesh *= 2) {
			double step = 0, us = mesh_us(&d, mesh, n, &step);

			fprintf(out, "  mesh of %d pixel%s: %7.1f us/frame (%.2fx), of which the step %6.1f us\n", mesh,
				mesh > 1 ? "s" : " ", us, own / us, step);
		}
	} else {
		fprintf(stderr, "ripple: --bench: %s\n",
			n ? "the program and the reference disagree" : "out of memory");
	}
	demo_close(&d);
	free(p.buf1);
	free(p.buf2);
	free(p.pic);
	free(p.page);
	return ok ? 0 : 1;
}
