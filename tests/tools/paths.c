/* paths.c - the source files a click and a frame pass through: a recorder linked into the null shell (nullmain.c) that segments what the program does at each call the shell makes into it, and checks the click's (play_press) and the frames' (play_tick) against the limits of docs/architecture.md at exit. */
#include "app/batch.h"
#include "window/play.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Usage: PATHS_NM=FILE [PATHS_LESSON=1] build/trace/paths [ripple's options] <EVENTS
 * (tests/lint/paths.sh): FILE holds nm -l --defined-only's lines of build/trace/paths, the tree's
 * folder taken off the files' names; PATHS_LESSON says the run is a lesson with its graphs (the
 * frame's limit is LESSON_FILES); EVENTS are the null shell's (nullmain.c).
 * The program's sources are compiled with -finstrument-functions (the Makefile's build/trace/): every
 * function of theirs, inlined or not (but the headers' inline helpers, which count with their
 * callers), calls __cyg_profile_func_enter when it is entered and __cyg_profile_func_exit when it
 * returns, and nm's lines say the file of each one's address. The null shell, nullmain.c, is not
 * compiled so: it is file 1, "shell", of each path, and each call it makes into the program (a
 * function entered at depth 0) begins a path; batch_main, the start-up its main hands over to and
 * that calls its run back, counts as the shell's own. On the main thread alone (the bands' other threads
 * run what band 0 runs) each path records each call from a function of one file into a function of
 * another, the function called from one of its own file (a static helper) not being an entry. A
 * file entered again is one called into after it was entered before: a callback, or a second call
 * down. The paths of play_press are the clicks, checked as each ends; those of play_tick the
 * frames, the ones from WARM_FRAMES after the click on checked. At exit the program's status is 1
 * when a path broke a limit or the events gave no click or fewer than TRACED_FRAMES frames to
 * check, 2 when it cannot record. */

#define CLICK_FILES 5   /* a click passes at most 5 files, and enters none of them twice */
#define FRAME_FILES 10  /* the article's frame at most 10 files; a lesson's measuring (graphs_step) enters
			 * the graphs' front and each graph once (graph.c and plot.c, what they share,
			 * call none of them back and are left out) */
#define LESSON_FILES 18 /* the lesson's frame (paths.sh's: the profile and the intensity screen) at most 18
			 * files, and FILTER_FILE besides on the frames the checkerboard filter runs */
#define FILTER_FILE "core/checkerboard.c"
#define WARM_FRAMES 8   /* frames after the click before those checked: the set-up done */
#define TRACED_FRAMES 4 /* frames checked at least (the checkerboard filter runs every 4th of a lesson's) */
#define MAX_FILES 128
#define MAX_STEPS 65536
#define MAX_DEPTH 256
#define MAX_PERIOD 8 /* the longest run of calls looked for coming over again (a kernel's, row after row) */
#define SHELL 0      /* the file of the shell, nullmain.c */

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
static int recording;                 /* nm's lines read: the calls are recorded */
static _Thread_local int main_thread; /* set on the main thread alone */
static const struct function *entry;  /* the function the shell called, the path's first */
static int lesson;                    /* PATHS_LESSON: the frame's limit is LESSON_FILES */
static int clicks, ticks, click_tick, checked, failures; /* clicks and frames seen, the frame of the last click, frames checked, limits broken */

static void path_end(void);

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

/* Whether fn is the shell's own though compiled with the program: batch_main, the start-up. */
static int shells(void *fn)
{
	return (uintptr_t)fn == (uintptr_t)batch_main;
}

/* On entering each function of the program's sources, on every thread. */
void __cyg_profile_func_enter(void *fn, void *site)
{
	const struct function *f, *by;

	(void)site;
	if (!recording || !main_thread || shells(fn))
		return;
	f = function_at((uintptr_t)fn);
	if (!depth) { /* a call of the shell's: a path of its own */
		steps = lost = 0;
		entry = f;
	}
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
	(void)site;
	if (recording && main_thread && !shells(fn) && depth && !--depth)
		path_end();
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

/* A path ended (the shell's call returned): a click checked, a frame counted and from WARM_FRAMES
 * after the click on checked. */
static void path_end(void)
{
	char what[64];

	if (!entry)
		return;
	if (!strcmp(entry->name, "play_press")) {
		failures += report("the click (play_press)", CLICK_FILES, 1, 0);
		clicks++;
		click_tick = ticks;
	} else if (!strcmp(entry->name, "play_tick") && ++ticks > click_tick + WARM_FRAMES && clicks) {
		snprintf(what, sizeof what, "frame %d (play_tick)", ticks);
		failures += report(what, lesson ? LESSON_FILES + enters(FILTER_FILE) : FRAME_FILES, 0, 1);
		checked++;
	}
	entry = NULL;
}

/* At exit: the program's status 1 when a limit was broken or too little was checked. */
static void paths_end(void)
{
	if (!clicks || checked < TRACED_FRAMES) {
		printf("FAIL: %d click%s and %d frame%s checked: the events give a press and %d frames after it and %d more\n",
		       clicks, clicks == 1 ? "" : "s", checked, checked == 1 ? "" : "s", WARM_FRAMES, TRACED_FRAMES);
		failures++;
	}
	fflush(stdout);
	if (failures)
		_exit(1);
}

/* Before main: nm's lines read from the file PATHS_NM names, the recording started. */
__attribute__((constructor)) static void paths_start(void)
{
	const char *nm = getenv("PATHS_NM");
	FILE *in = nm ? fopen(nm, "r") : NULL;

	main_thread = 1;
	lesson = getenv("PATHS_LESSON") && *getenv("PATHS_LESSON");
	if (!in || read_functions(in)) {
		fprintf(stderr, "paths: %s\n", in ? "nm -l's lines in PATHS_NM are not this program's"
						 : "no file of nm -l's lines in PATHS_NM");
		_exit(2);
	}
	fclose(in);
	atexit(paths_end);
	recording = 1;
}
