/* batch.c - the modes that need no window (help, version, bench, headless), called by both shells. */
#include "app/cmdline.h"
#include "app/batch.h"

#include "app/bench.h"
#include "engine/demo.h"
#include "files/recorder.h"
#include "scenes/lesson.h"
#include "scenes/scenario.h"

#include <SDL.h>

#include <stdio.h>
#include <string.h>

/* Reports the --drop stones that come after the last frame of a run of `frames` (0: no end). */
static void warn_late_drops(const struct options *o, long frames)
{
	for (int i = 0; frames && i < o->water.ndrops; i++)
		if (o->water.drops[i].frame >= frames)
			fprintf(stderr, "ripple: --drop %d,%d at frame %ld comes after the last frame (%ld); ignored\n",
				o->water.drops[i].x, o->water.drops[i].y, o->water.drops[i].frame, frames - 1);
}

/* --record or --record-frames of the headless run, at the size of what it shows (the page, or with
 * a graph the sheet around it): NULL without them, or when the recording cannot start (*status then
 * RIPPLE_EXIT_REFUSED, told on stderr). */
static struct record *headless_record(const struct options *o, struct demo *d, int *status)
{
	const SDL_Surface *shown = o->record ? demo_shown(d) : NULL;
	struct record *rec = NULL;
	char err[1200];

	if (o->record &&
	    !(rec = shown ? record_open(o->record_kind, o->record, shown->w, shown->h, o->record_full, err,
				      sizeof err) : NULL)) {
		if (!shown)
			snprintf(err, sizeof err, "cannot record: %s", SDL_GetError());
		fprintf(stderr, "ripple: %s\n", err);
		*status = RIPPLE_EXIT_REFUSED;
	}
	return rec;
}

/* Says at once when --period asked for waves longer than the scenario's pool shows clearly, to a
 * run that reads them (--graph, --intensity). */
static void warn_long_waves(const struct demo *d)
{
	struct scene_heights h;
	char why[FONT_LINE];

	if (graphs_on(demo_graphs(d)) && !demo_heights(d, &h) && h.scenario && scenario_beyond(h.scenario, why, sizeof why))
		fprintf(stderr, "ripple: %s\n", why);
}

/* --save-lesson: the lesson as laid out at the start, its knobs and period applied, into its file.
 * Returns the exit status: 0, or 1 when it could not be written. */
static int save_lesson(const struct demo *d, const struct options *o)
{
	struct scene_heights h;
	struct lesson l;
	char err[1200];

	if (!o->save_lesson)
		return 0;
	if (demo_heights(d, &h) || !h.scenario || scenario_lesson_now(h.scenario, h.pool, &l)) {
		fprintf(stderr, "ripple: --save-lesson %s: no lesson laid out\n", o->save_lesson);
		return 1;
	}
	snprintf(l.name, sizeof l.name, "%s", scenario_name(h.scenario));
	if (lesson_save(&l, o->save_lesson, err, sizeof err)) {
		fprintf(stderr, "ripple: %s\n", err);
		return 1;
	}
	return 0;
}

/* Finishes the recording: where and how many frames on stdout, a failure on stderr. Returns the
 * exit status: RIPPLE_EXIT_DONE, or RIPPLE_EXIT_FAILED when the file could not be written. */
static int headless_record_end(const struct options *o, struct record *rec)
{
	char err[1200];
	struct record_summary sum;

	if (!rec)
		return RIPPLE_EXIT_DONE;
	if (record_close(rec, &sum, err, sizeof err)) {
		fprintf(stderr, "ripple: %s\n", err);
		return RIPPLE_EXIT_FAILED;
	}
	record_report(stdout, &sum, o->record);
	return RIPPLE_EXIT_DONE;
}

/* The headless run's line: its frames, time and rate. Frames of still water are skipped in no
 * time: when every frame was, the line says so instead of a rate; when most were, it says how
 * many beside the rate (which then tells more of the skipping than of the water). */
static void report_rate(const struct demo *d, int mesh, long frames, long skipped, Uint64 ticks)
{
	const double s = (double)ticks / (double)SDL_GetPerformanceFrequency();
	char rate[64] = "the water stood still, every frame skipped";
	char still[64] = "";

	if (skipped < frames) {
		snprintf(rate, sizeof rate, "%.1f fps",
			 (double)frames * (double)SDL_GetPerformanceFrequency() / (double)(ticks ? ticks : 1));
		if (2 * skipped > frames)
			snprintf(still, sizeof still, "; %ld skipped: the water stood still", skipped);
	}
	const SDL_Surface *picture = demo_picture(d);

	printf("%ld frames in %.3f s: %s (headless, %dx%d, %d bpp, mesh %d%s)\n", frames, s, rate, picture->w,
	       picture->h, picture->format->BitsPerPixel, mesh, still);
}

/* name with the frame number before its extension (out.png, frame 1500: out-001500.png) into buf. */
static const char *numbered(const char *name, long frame, char *buf, size_t len)
{
	const char *dot = strrchr(name, '.'), *slash = strrchr(name, '/'), *back = strrchr(name, '\\');
	size_t stem = strlen(name);

	if (dot && dot > name && (!slash || dot > slash + 1) && (!back || dot > back + 1))
		stem = (size_t)(dot - name);
	snprintf(buf, len, "%.*s-%06ld%s", (int)stem, name, frame, name + stem);
	return buf;
}

/* --every's outputs at this frame: its readings every o->every frames, its saves under numbered
 * names every o->save_every. Returns the exit status: RIPPLE_EXIT_FAILED when a file could not be
 * written. */
static int report_every(struct demo *d, const struct options *o)
{
	struct options now = *o;
	char frame[1024], heights[1024];

	if (demo_frames(d) % o->every == 0) {
		printf("frame %ld:\n", demo_frames(d));
		graphs_report(demo_graphs(d), stdout);
		fflush(stdout);
	}
	if (demo_frames(d) % o->save_every)
		return RIPPLE_EXIT_DONE;
	now.save_frame = o->save_frame ? numbered(o->save_frame, demo_frames(d), frame, sizeof frame) : NULL;
	now.save_heights = o->save_heights ? numbered(o->save_heights, demo_frames(d), heights, sizeof heights) : NULL;
	return demo_save_outputs(d, &now);
}

/* The headless run: the frames as fast as they go, no window; the time taken, and the outputs.
 * A recording takes the frames from --record-from's on (a slide's one of two): the run waits for
 * the encoder rather than drop one. */
static int run_headless(const struct options *o)
{
	long frames = o->frames ? o->frames : RIPPLE_HEADLESS_FRAMES;
	struct demo *d;
	struct record *rec;
	char err[512];
	Uint64 t0, t1;
	long skipped = 0;
	int status = RIPPLE_EXIT_DONE;

	if (!(d = demo_open(o, 32, 0, 0, err, sizeof err))) {
		fprintf(stderr, "ripple: %s\n", err);
		return RIPPLE_EXIT_REFUSED;
	}
	if (o->record_from >= frames) {
		fprintf(stderr, "ripple: --record-from %ld: the run's frames are 0..%ld, nothing to record\n", o->record_from,
			frames - 1);
		status = RIPPLE_EXIT_REFUSED;
	}
	rec = status ? NULL : headless_record(o, d, &status);
	if (status) {
		demo_close(d);
		return status;
	}
	warn_late_drops(o, frames);
	warn_long_waves(d);
	status |= save_lesson(d, o);
	t0 = SDL_GetPerformanceCounter();
	while (demo_frames(d) < frames) {
		skipped += !demo_frame(d);
		SDL_Surface *shown = rec && demo_frames(d) > o->record_from && !record_skip(rec) ? demo_shown(d) : NULL;

		if (shown)
			record_frame(rec, shown, 1);
		if (o->every && report_every(d, o) != RIPPLE_EXIT_DONE)
			status = RIPPLE_EXIT_FAILED;
	}
	t1 = SDL_GetPerformanceCounter();
	if (headless_record_end(o, rec) != RIPPLE_EXIT_DONE)
		status = RIPPLE_EXIT_FAILED;
	if (demo_save_outputs(d, o) != RIPPLE_EXIT_DONE)
		status = RIPPLE_EXIT_FAILED;
	report_rate(d, o->water.mesh, frames, skipped, t1 - t0);
	graphs_report(demo_graphs(d), stdout);
	demo_close(d);
	return status;
}

const char *batch_text(const struct options *o, char *buf, size_t len)
{
	if (o->help)
		return options_usage;
	if (!o->version)
		return NULL;
	snprintf(buf, len, "ripple %s - the GameRes water ripple, with SDL %d.%d.%d\n", RIPPLE_VERSION,
		 SDL_MAJOR_VERSION, SDL_MINOR_VERSION, SDL_PATCHLEVEL);
	return buf;
}

int batch_run(const struct options *o, int *status)
{
	char version[128];
	const char *text = batch_text(o, version, sizeof version);

	if (text) {
		fputs(text, stdout);
		*status = RIPPLE_EXIT_DONE;
	} else if (o->bench) {
		*status = o->modes ? bench_modes(stdout, o) : bench_kernels(stdout, o);
	} else if (o->headless) {
		*status = run_headless(o);
	} else {
		warn_late_drops(o, o->frames);
		return 0;
	}
	return 1;
}

int batch_main(int argc, char **argv, int (*window)(const struct options *o))
{
	struct options o;
	char err[512];
	int status;

	if (options_parse(&o, argc, argv, err, sizeof err)) {
		fprintf(stderr, "ripple: %s\n", err);
		status = RIPPLE_EXIT_REFUSED;
	} else if (!batch_run(&o, &status)) {
		status = window(&o);
	}
	options_free(&o);
	return status;
}
