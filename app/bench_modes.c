/* bench_modes.c - --bench --modes: each classroom mode timed as the command line sets it and against its plain C path, checked to the bit, on the water of bench_kernels.c. */
#include "app/cmdline.h"
#include "app/bench.h"

#include "engine/demo.h"
#include "files/bands.h"
#include "scenes/pool.h"
#include "scenes/scene.h"

#include <stdio.h>
#include <string.h>

#define MODES_PIXELS 61440000L /* pixels a round of --modes renders: 29 frames at 1920x1080 */
#define MODES_WARM 100         /* frames of rain before --modes times a mode */
#define MODES_RAIN 100         /* --modes' rain, stones a second for each MODES_RAIN_AREA pixels of pool */
#define MODES_RAIN_AREA (1920.0 * 1080)
#define MODES_SLIT "bmp/slit.bmp"

/* The classroom modes as the command line sets them, each a row of --modes; the first is the
 * article's own (refraction, 4 neighbours, damping 1/32, classic edges), every ratio's 1.00x. */
static const char *const modes[] = {
	"", "--view light", "--view both", "--view heights", "--stencil 12", "--damping off", "--damping 3",
	"--boundary reflect", "--boundary absorb", "--walls " MODES_SLIT " --boundary reflect", "--scenario rock",
	"--scenario slit", "--scenario double-slit", "--scenario refraction", "--mesh 2", "--mesh 4", "--mesh 2 --view heights", "--mesh 2 --view light",
	"--mesh 2 --view both", "--mesh 2 --walls " MODES_SLIT " --boundary reflect", "--scene side",
};

/* One run of a mode: the program, the options it was opened with, the command line they point
 * into, and whether its walls were drawn (a slit) because MODES_SLIT could not be read. */
struct mode_run {
	struct demo *d;
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
	m->o.water.unscaled = 1; /* the modes' costs a step, comparable at every size */
	m->drawn = m->o.water.walls && !readable(m->o.water.walls);
	if (m->drawn)
		m->o.water.walls = NULL;
	if (!(m->d = bench_open_painted(b, &m->o, err, errlen)))
		return -1;
	if (m->drawn)
		draw_slit(m->d, b->w, b->h);
	return 0;
}

static void mode_close(struct mode_run *m)
{
	demo_close(m->d);
	options_free(&m->o);
}

/* Frames [n, n + count) as a headless run makes them (the step and the render), with the bench's
 * stones dropped as clicks: a stone in the pool, a splash in the side view. */
static void mode_frames(const struct bench *b, struct demo *d, long n, long count)
{
	int x, y;

	for (long f = n; f < n + count; f++) {
		for (int i = 0; i < bench_stones(b, f); i++) {
			bench_stone_at(b, f, i, &x, &y);
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
		mode_frames(b, m[k].d, 0, b->warm);
	for (int r = 0; r < b->rounds; r++, n += b->frames)
		for (int k = 0; k < runs; k++) {
			Uint64 t0 = SDL_GetPerformanceCounter();

			mode_frames(b, m[k].d, n, b->frames);
			t[k][r] = bench_since(b, t0, b->frames);
		}
	for (int k = 0; k < runs; k++)
		us[k] = bench_median(t[k], b->rounds);
}

/* What differs between two runs of a mode: 1 the heights (both buffers), 2 the page; 0 nothing. */
static int differences(const struct demo *a, const struct demo *z)
{
	const SDL_Surface *pa = demo_page(a), *pz = demo_page(z);
	struct scene_heights ha, hz;
	const size_t row = (size_t)pa->w * pa->format->BytesPerPixel;
	int diff = 0;

	if (demo_heights(a, &ha) == 0 && demo_heights(z, &hz) == 0) {
		const size_t n = (size_t)ha.pool->w * (size_t)ha.pool->h * sizeof *ha.pool->cur;

		diff = memcmp(ha.pool->cur, hz.pool->cur, n) || memcmp(ha.pool->prev, hz.pool->prev, n);
	}
	for (int y = 0; y < pa->h && !(diff & 2); y++)
		if (memcmp((const Uint8 *)pa->pixels + (size_t)y * pa->pitch, (const Uint8 *)pz->pixels + (size_t)y * pz->pitch,
			   row))
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

/* A frame's rate with k steps of the water: the frame's time us (its one step and its render),
 * the other steps' time added (the k steps' time k_us less one step's). */
static double paced_fps(double us, const struct bench_pace *pace, double k_us)
{
	return 1e6 / (us + k_us - pace->us[0] / pace->steps);
}

/* A row: us[0] the mode's time, us[1] its plain C path's, us[2] the article's mode's in the same
 * rounds; the lesson's pace (steps 0: not measured). */
static void print_mode(FILE *out, const char *name, int threads, const double us[3], const struct bench_pace *pace,
		       int diff)
{
	static const char *const check[] = { "bit-exact", "FAIL: the heights differ", "FAIL: the pixels differ",
					     "FAIL: the heights and the pixels differ", "FAIL: the fused steps differ" };
	char steps[8] = "-", paced[16] = "-", fused[16] = "-";

	if (pace->steps) {
		snprintf(steps, sizeof steps, "%d", pace->steps);
		snprintf(paced, sizeof paced, "%.1f", paced_fps(us[0], pace, pace->us[0]));
	}
	if (pace->fuses)
		snprintf(fused, sizeof fused, "%.1f", paced_fps(us[0], pace, pace->us[1]));
	fprintf(out, "  %-50s %7d %10.1f %10.1f %17.2fx %14.1f %5s %9s %9s  %s\n", name, threads, us[0], 1e6 / us[0],
		us[2] / us[0], us[1], steps, paced, fused, check[diff]);
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
	struct bench_pace pace;
	const int runs = i ? 3 : 2;
	int diff = -1;

	SDL_memset(m, 0, sizeof m);
	if (!mode_open(b, &m[0], modes[i], b->cores, 0, err, sizeof err) &&
	    !mode_open(b, &m[1], modes[i], 1, 1, err, sizeof err) &&
	    (runs < 3 || !mode_open(b, &m[2], modes[0], b->cores, 0, err, sizeof err))) {
		mode_times(b, m, runs, us);
		us[2] = runs < 3 ? us[0] : us[2];
		diff = differences(m[0].d, m[1].d);
		if (bench_pace(b, m[0].d, &pace))
			pace.steps = pace.fuses = 0;
		else if (!diff && !pace.same)
			diff = 4;
		print_mode(out, mode_name(modes[i], &m[0]), b->cores, us, &pace, diff);
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

	ripple_kernel_why(ripple_kernel_fastest(b->bpp / 8, SDL_GetPerformanceCounter), why, sizeof why);
	fprintf(out, "ripple --bench --modes: %dx%d, %d bpp, median of %d rounds of %ld frames after %ld of warming up, "
		"--rain %d and %d stone%s every 8 frames in every mode; the program runs %s\n", b->w, b->h, b->bpp,
		b->rounds, b->frames, b->warm, b->rain, bench_stones(b, 0), bench_stones(b, 0) > 1 ? "s" : "", why);
	fprintf(out, "  each mode runs again as --kernel article --threads 1 (its plain C path, the \"plain\" column) "
		"from the same start, to end with the same heights and pixels, and beside the article's mode, timed in "
		"the same rounds for the ratio\n");
	fprintf(out, "  at the lesson's pace, \"steps\" steps of the water a frame (the pool's rows over 240): \"paced fps\" "
		"the frame's rate with them taken one at a time, \"fused\" in one pass over the rows where they fuse (as the "
		"pool takes them: the article's step with no sources, the variants' with theirs); the steps timed apart, in "
		"place of the frame's one\n");
	fprintf(out, "  %-50s %7s %10s %10s %18s %14s %5s %9s %9s  %s\n", "mode", "threads", "us/frame", "fps",
		"x of the article's", "plain us/frame", "steps", "paced fps", "fused", "check");
}

/* The --modes table at b's size and depth, the rows --only picks (all without it), a row printed
 * as each mode is done. Returns the exit status: RIPPLE_EXIT_DONE, RIPPLE_EXIT_FAILED when a mode
 * cannot run or disagrees with its plain C path, RIPPLE_EXIT_REFUSED when --only picks none. */
static int modes_table(FILE *out, struct bench *b, int quick, const char *only)
{
	const long area = (long)b->w * b->h;
	const int n = (int)(sizeof modes / sizeof *modes);
	int failed = 0, rows = 0;

	for (int i = 0; i < n; i++)
		rows += picked(only, i);
	if (!rows) {
		fprintf(stderr, "ripple: --only '%s' names no row of --bench --modes (try --bench --modes --quick)\n", only);
		return RIPPLE_EXIT_REFUSED;
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
			"frames (the side view: its pixels; it has no heights), and its fused steps' heights with one step "
			"at a time's\n", b->warm + b->rounds * b->frames);
	}
	return failed ? RIPPLE_EXIT_FAILED : RIPPLE_EXIT_DONE;
}

int bench_modes(FILE *out, const struct options *o)
{
	struct bench b = { .w = o->w ? o->w : 1920, .h = o->h ? o->h : 1080, .bpp = o->bpp ? o->bpp : 32,
			   .cores = o->water.threads ? o->water.threads : SDL_min(SDL_GetCPUCount(), RIPPLE_MAX_THREADS),
			   .tick = 1e6 / (double)SDL_GetPerformanceFrequency() };

	return modes_table(out, &b, o->quick, o->only);
}
