/* paths.c - the source files a click and a frame pass through: the windowed run opened as a shell opens it, each call from one file of the program into another recorded in play_press and play_tick, and the limits of docs/architecture.md checked. */
#include "app/cmdline.h"
#include "window/play.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Usage: nm -l --defined-only build/trace/paths | build/trace/paths [ripple's options]
 * (tests/lint/paths.sh, the tree's folder taken off the files' names).
 * The program's sources are compiled with -finstrument-functions (the Makefile's build/trace/): every
 * function of theirs, inlined or not (but the headers' inline helpers, which count with their
 * callers), calls __cyg_profile_func_enter when it is entered and __cyg_profile_func_exit when it
 * returns, and nm's lines on stdin say the file of each one's address. This file stands for the shell (sdlmain.c, winmain.c) and is not compiled so: it is file
 * 1 of each path. On SDL's dummy video driver it opens the run, presses the left button on the
 * water, ticks frames, and records on the main thread (the bands' other threads run what band 0
 * runs) each call from a function of one file into a function of another, the function called from
 * one of its own file (a static helper) not being an entry. A file entered again is one called
 * into after it was entered before: a callback, or a second call down. Returns 1 when a path breaks
 * a limit, 2 when it cannot run. */

#define CLICK_FILES 5   /* a click passes at most 5 files, and enters none of them twice */
#define FRAME_FILES 10  /* the article's frame at most 10 files; a lesson's measuring (graphs_step) enters
			 * the graphs' front and each graph once (graph.c and plot.c, what they share,
			 * call none of them back and are left out) */
#define LESSON_FILES 18 /* the lesson's frame (paths.sh's: the profile and the intensity screen) at most 18
			 * files, and FILTER_FILE besides on the frames the checkerboard filter runs */
#define FILTER_FILE "core/checkerboard.c"
#define WARM_FRAMES 8   /* frames ticked before the click and before the frames traced: the set-up done */
#define TRACED_FRAMES 4 /* frames traced one by one (the checkerboard filter runs every 4th of a lesson's) */
#define MAX_FILES 128
#define MAX_STEPS 65536
#define MAX_DEPTH 256
#define MAX_PERIOD 8 /* the longest run of calls looked for coming over again (a kernel's, row after row) */
#define SHELL 0      /* the file of the shell, this harness */

/* A function of the program: where it starts, its name, its file (an index into files). */
struct function {
	uintptr_t at;
	char name[96];
	int file;
};

/* A call from one file into another: the function entered, the one that called it (NULL: the
 * shell), and whether it is part of the graphs' measuring (under graphs_step). */
struct call {
	const struct function *fn, *by;
	int measuring;
};

static struct function *functions;
static size_t nfunctions;
static char files[MAX_FILES][128] = { "shell" };
static int nfiles = 1;

static struct call path[MAX_STEPS];
static int steps, lost;                         /* lost: calls past MAX_STEPS or MAX_DEPTH deep */
static const struct function *stack[MAX_DEPTH]; /* the functions running, the innermost last */
static int depth;
static int recording;
static _Thread_local int main_thread; /* set on the main thread alone */

void __cyg_profile_func_enter(void *fn, void *site);
void __cyg_profile_func_exit(void *fn, void *site);

static int by_address(const void *a, const void *b)
{
	const uintptr_t x = ((const struct function *)a)->at, y = ((const struct function *)b)->at;

	return (x > y) - (x < y);
}

static const struct function *function_at(uintptr_t at)
{
	const struct function key = { at, "", 0 };

	return bsearch(&key, functions, nfunctions, sizeof *functions, by_address);
}

static int file_of(const struct function *f)
{
	return f ? f->file : SHELL;
}

/* Whether a function running is graphs_step, the graphs' measuring of a frame. */
static int measuring(void)
{
	for (int i = 0; i < SDL_min(depth, MAX_DEPTH); i++)
		if (stack[i] && !strcmp(stack[i]->name, "graphs_step"))
			return 1;
	return 0;
}

/* On entering each function of the program's sources, on every thread. */
void __cyg_profile_func_enter(void *fn, void *site)
{
	const struct function *f, *by;

	(void)site;
	if (!recording || !main_thread)
		return;
	f = function_at((uintptr_t)fn);
	by = depth ? stack[SDL_min(depth, MAX_DEPTH) - 1] : NULL;
	if (depth < MAX_DEPTH)
		stack[depth] = f;
	else
		lost++;
	depth++;
	if (!f || file_of(f) == file_of(by))
		return;
	if (steps == MAX_STEPS)
		lost++;
	else
		path[steps++] = (struct call){ f, by, measuring() };
}

void __cyg_profile_func_exit(void *fn, void *site)
{
	(void)fn;
	(void)site;
	if (recording && main_thread && depth)
		depth--;
}

static int file_index(const char *name)
{
	for (int i = 1; i < nfiles; i++)
		if (!strcmp(files[i], name))
			return i;
	if (nfiles == MAX_FILES)
		return -1;
	snprintf(files[nfiles], sizeof files[nfiles], "%s", name);
	return nfiles++;
}

/* nm -l's lines ("ADDRESS TYPE NAME<tab>FILE:LINE"): the functions of the tree's files (named
 * relative to it; those named from / are the system's). Returns 0, or -1 when they are not this
 * program's. */
static int read_functions(FILE *in)
{
	char line[1024], name[96], type;
	unsigned long long at;
	size_t room = 0;
	const struct function *tick;

	while (fgets(line, sizeof line, in)) {
		char *file = strchr(line, '\t'), *colon;
		int i;

		if (!file || sscanf(line, "%llx %c %95s", &at, &type, name) != 3 || !strchr("tTwW", type) || file[1] == '/' ||
		    !(colon = strrchr(file, ':')))
			continue;
		*colon = 0;
		if ((i = file_index(file + 1)) < 0)
			return -1;
		if (nfunctions == room) {
			struct function *more = realloc(functions, (room = room * 2 + 256) * sizeof *functions);

			if (!more)
				return -1;
			functions = more;
		}
		functions[nfunctions] = (struct function){ (uintptr_t)at, "", i };
		snprintf(functions[nfunctions++].name, sizeof functions->name, "%s", name);
	}
	qsort(functions, nfunctions, sizeof *functions, by_address);
	tick = function_at((uintptr_t)play_tick);
	return tick && !strcmp(tick->name, "play_tick") ? 0 : -1;
}

static void record(void)
{
	steps = lost = depth = 0;
	recording = 1;
}

static int same_calls(const struct call *a, const struct call *b, int k)
{
	for (int j = 0; j < k; j++)
		if (a[j].fn != b[j].fn || a[j].by != b[j].by)
			return 0;
	return 1;
}

/* The k calls from i that come over the most times in a row, *times (1: once). */
static int run_at(int i, int *times)
{
	int best = 1;

	*times = 1;
	for (int k = 1; k <= MAX_PERIOD; k++) {
		int r = 1;

		while (i + (r + 1) * k <= steps && same_calls(&path[i], &path[i + r * k], k))
			r++;
		if (r > 1 && k * (r - 1) > best * (*times - 1)) {
			best = k;
			*times = r;
		}
	}
	return best;
}

static const char *name_of(const struct function *f)
{
	return f ? f->name : "the shell";
}

/* Whether file f is the graphs' front or one graph (graphs/, but for graph.c and plot.c: the
 * arithmetic and the drawing they share, which call none of them back). */
static int graph_part(int f)
{
	return !strncmp(files[f], "graphs/", 7) && strcmp(files[f], "graphs/graph.c") && strcmp(files[f], "graphs/plot.c");
}

/* The graphs' measuring (the calls under graphs_step): the front and each graph entered once at
 * most; the others told. Returns how many were entered more. */
static int measured_once(const char *what)
{
	int entered[MAX_FILES] = { 0 }, broken = 0;

	for (int i = 0; i < steps; i++)
		entered[path[i].fn->file] += path[i].measuring && graph_part(path[i].fn->file);
	for (int f = 0; f < nfiles; f++)
		if (entered[f] > 1) {
			printf("FAIL: %s measures with %s %d times (once at most)\n", what, files[f], entered[f]);
			broken++;
		}
	return broken;
}

/* The path recorded, checked against at most `most` files, no file entered twice when `once`, and
 * the graphs' measuring entering the front and each graph once when `graphs_once`; the limits
 * broken told. Printed when it enters a file that no path printed before did: each call its file (numbered as they come,
 * "again" when entered before), the function entered and the one that called it, a run of calls
 * coming over and over once. Returns the limits broken. */
static int report(const char *what, int most, int once, int graphs_once)
{
	static int printed[MAX_FILES];
	int order[MAX_FILES] = { 0 }, entered[MAX_FILES] = { 0 }, first[MAX_FILES], again[MAX_FILES];
	int distinct = 1, broken = 0, print = 0;

	recording = 0;
	order[SHELL] = entered[SHELL] = 1;
	for (int i = 0; i < steps; i++) {
		const int f = path[i].fn->file;

		if (!entered[f]++) {
			order[f] = ++distinct;
			first[f] = i;
			again[f] = -1;
		} else if (again[f] < 0) {
			again[f] = i;
		}
	}
	for (int f = 0; f < nfiles; f++) {
		print |= entered[f] && !printed[f];
		printed[f] |= entered[f];
	}
	printf("%s: %d file%s, %d call%s from file to file\n", what, distinct, distinct > 1 ? "s" : "", steps,
	       steps == 1 ? "" : "s");
	if (print) {
		printf("  call  file  %-24s %-26s called by\n        1  shell\n", "entered", "function");
		for (int i = 0, k, times; i < steps; i += k * times) {
			k = run_at(i, &times);
			for (int j = i; j < i + k; j++)
				printf("  %4d  %4d  %-24s %-26s %s (%s)%s\n", j + 1, order[path[j].fn->file], files[path[j].fn->file],
				       path[j].fn->name, name_of(path[j].by), files[file_of(path[j].by)],
				       again[path[j].fn->file] >= 0 && j >= again[path[j].fn->file] ? "  again" : "");
			if (times > 1 && k > 1)
				printf("        ... calls %d-%d %d times in all, to call %d\n", i + 1, i + k, times, i + k * times);
			else if (times > 1)
				printf("        ... call %d %d times in all, to call %d\n", i + 1, times, i + times);
		}
	}
	if (graphs_once)
		broken += measured_once(what);
	for (int i = 0; i < steps; i++) {
		const int f = path[i].fn->file;

		if (first[f] != i || !once || entered[f] < 2)
			continue;
		printf("FAIL: %s enters %s %d times (once at most): again at call %d, %s called by %s (%s)\n", what, files[f],
		       entered[f], again[f] + 1, path[again[f]].fn->name, name_of(path[again[f]].by),
		       files[file_of(path[again[f]].by)]);
		broken++;
	}
	if (distinct > most) {
		printf("FAIL: %s passes %d files (%d at most)\n", what, distinct, most);
		broken++;
	}
	if (!steps) {
		printf("FAIL: %s records no call: the sources were not built with -finstrument-functions\n", what);
		broken++;
	}
	if (lost) {
		printf("FAIL: %s is not all recorded: more than %d calls from file to file, or %d deep\n", what, MAX_STEPS,
		       MAX_DEPTH);
		broken++;
	}
	return broken;
}

/* Whether the path recorded enters the file named `name`. */
static int enters(const char *name)
{
	for (int i = 0; i < steps; i++)
		if (!strcmp(files[path[i].fn->file], name))
			return 1;
	return 0;
}

static int cannot(const char *why)
{
	fprintf(stderr, "paths: %s\n", why);
	return 2;
}

/* n frames ticked, 40 ms apart on the shell's clock (milliseconds). */
static void tick(struct play *p, uint64_t *clock, int n)
{
	for (int i = 0; i < n; i++)
		play_tick(p, *clock += 40);
}

int main(int argc, char **argv)
{
	struct options o;
	struct play *p;
	SDL_Window *win;
	uint64_t clock = 0;
	SDL_Rect water;
	char err[512], what[64];
	int broken = 0, lesson;

	main_thread = 1;
	if (read_functions(stdin))
		return cannot("nm -l's lines on stdin are not this program's");
	if (options_parse(&o, argc, argv, err, sizeof err))
		return cannot(err);
	if (SDL_Init(SDL_INIT_VIDEO))
		return cannot(SDL_GetError());
	if (!(p = play_open(&o, err, sizeof err)))
		return cannot(err);
	if (!(win = SDL_CreateWindow("paths", 0, 0, play_width(p), play_height(p), 0)))
		return cannot(SDL_GetError());
	if (play_start(p, win, err, sizeof err))
		return cannot(err);
	printf("ripple");
	for (int i = 1; i < argc; i++)
		printf(" %s", argv[i]);
	printf(", the software display, a %dx%d window\n", play_width(p), play_height(p));
	play_clock(p, clock, 1000);
	tick(p, &clock, WARM_FRAMES);
	lesson = demo_graphs(play_demo(p)) != NULL; /* the frame's water and graphs, more files than 10 */
	water = play_picture_rect(p); /* the click on it, clear of a lesson's barrier and the profile's strip */
	record();
	play_press(p, SCENE_LEFT, water.x + water.w * 3 / 4, water.y + water.h / 3, 0);
	broken += report("the click (play_press)", CLICK_FILES, 1, 0);
	play_release(p, SCENE_LEFT);
	tick(p, &clock, WARM_FRAMES);
	for (int i = 0; i < TRACED_FRAMES; i++) {
		record();
		tick(p, &clock, 1);
		snprintf(what, sizeof what, "frame %d (play_tick)", 2 * WARM_FRAMES + i + 1);
		broken += report(what, lesson ? LESSON_FILES + enters(FILTER_FILE) : FRAME_FILES, 0, 1);
	}
	play_close(p);
	SDL_DestroyWindow(win);
	SDL_Quit();
	options_free(&o);
	return broken ? 1 : 0;
}
