/* bench.h - the --bench harness: the kernels' table (bench_kernels.c), the classroom modes' (bench_modes.c), and the water both time. */
#ifndef RIPPLE_BENCH_H
#define RIPPLE_BENCH_H

#include "engine/options.h"

#include <stdint.h>
#include <stdio.h>

struct demo;

#define BENCH_MAX_ROUNDS 7

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

/* Times the reference and every kernel this CPU runs, on one thread and on all cores (or
 * --threads), at o's --size and --bpp (default 320x240 at 32 bpp, the article's pool), fewer
 * frames with --quick; checks each agrees with the reference to the bit, and prints a table to
 * out, with the meshes of 2 and 4 pixels, closed by a line comparing the article's code and the
 * fastest row with the K6-200's 25 fps. Returns the exit status: RIPPLE_EXIT_DONE, or
 * RIPPLE_EXIT_FAILED when a path disagrees. */
int bench_kernels(FILE *out, const struct options *o);

/* --bench --modes: one table (default 1920x1080, 32 bpp): a row for each classroom mode, printed
 * as it is done, run as the command line sets it with --kernel auto on all cores (or --threads)
 * and again with the article's loops on one thread, timed, and the two compared to the bit.
 * Returns the exit status: RIPPLE_EXIT_DONE, RIPPLE_EXIT_FAILED when a mode disagrees or cannot
 * run, RIPPLE_EXIT_REFUSED when --only picks none. */
int bench_modes(FILE *out, const struct options *o);

/* A mode's water at the lesson's pace: k steps a frame, one at a time and fused. */
struct bench_pace {
	int steps;    /* k: ripple_lesson_scale of the pool's rows (1 at 320x240) */
	int fuses;    /* 1 when the mode's steps fuse (ripple_steps_fuse) */
	double us[2]; /* microseconds of a frame's k steps: one at a time, fused (0 when they do not fuse) */
	int same;     /* 1 when both ended with the same heights */
};

/* Times the water of d's pool (a copy of it, with its settings and the scenario's sources) at the
 * lesson's pace on b->cores threads, b->rounds rounds of b->frames frames each from the pool's
 * heights, one step at a time as the pool steps and, where they fuse, in one pass, and checks
 * both end alike. Returns 0, or -1
 * when the scene has no pool or memory runs out. */
int bench_pace(const struct bench *b, const struct demo *d, struct bench_pace *p);

/* The stones of frame n, the same for every path and mode: at every 8th frame, one for each
 * 320x240 of the pool (at least one), else none. */
int bench_stones(const struct bench *b, long n);

/* Where stone i of frame n falls: a fixed pseudo-random place at least 8 pixels inside. */
void bench_stone_at(const struct bench *b, long n, int i, int *x, int *y);

/* Opens the program on a picture of b's size and depth with detail everywhere (every displaced
 * read a different pixel), with the options o (which must outlive the demo). Returns the demo, or
 * NULL with the reason in err. */
struct demo *bench_open_painted(const struct bench *b, const struct options *o, char *err, size_t errlen);

/* The median of v[0..n-1] (sorted in place). */
double bench_median(double *v, int n);

/* Microseconds a frame since the clock read t0, over `frames` frames. */
double bench_since(const struct bench *b, uint64_t t0, long frames);

#endif
