/* play.c - the windowed run both shells share: frames on deadlines (the clock), the mouse and the window's knobs (the input), each frame described for the compositor (compose.c); what it says is notes.c's, its files saving.c's. */
#include "window/play_internal.h"

#include "files/poolbmp.h"
#include "files/bands.h"
#include "scenes/pool.h"
#include "window/menus.h"

#include <string.h>

#define PLAY_READABLE 14 /* the letters' height, in window pixels, that reads from the back of a class */

#define PLAY_NO_ROOM (1 << 30) /* the room without a screen, before play_room: none that bounds the window */

/* Without SDL's video (a shell with no SDL window): a display of 32 bits a pixel and no size. */
static int display_mode(SDL_DisplayMode *mode, char *err, size_t errlen)
{
	if (!SDL_WasInit(SDL_INIT_VIDEO)) {
		*mode = (SDL_DisplayMode){ SDL_PIXELFORMAT_RGB888, 0, 0, 0, NULL };
		return 0;
	}
	if (SDL_GetDesktopDisplayMode(0, mode)) {
		snprintf(err, errlen, "cannot read the display's mode: %s", SDL_GetError());
		return -1;
	}
	return 0;
}

struct play *play_open(const struct options *o, char *err, size_t errlen)
{
	SDL_DisplayMode mode;
	SDL_Rect desk;
	struct options sized = *o;
	struct play *p;

	if (display_mode(&mode, err, errlen))
		return NULL;
	if (!(p = SDL_calloc(1, sizeof *p))) {
		snprintf(err, errlen, "out of memory");
		return NULL;
	}
	p->o = o;
	snprintf(p->lesson_file, sizeof p->lesson_file, "%s", o->lesson_file ? o->lesson_file : "");
	p->scale = o->scale ? o->scale : 1;
	p->fit = !o->scale;
	p->fullscreen = o->fullscreen || o->screen;
	p->screen = o->screen;
	p->show[PLAY_SHOW_FPS] = 1;
	p->show[PLAY_SHOW_SMOOTH] = o->smooth;
	p->fps = o->fps;
	p->gl_last = GLDISPLAY_FLAT;
	if (o->screen && mode.w) { /* the water at every pixel of the screen (without a display: the pool's own) */
		sized.w = mode.w;
		sized.h = mode.h;
	}
	p->bands = bands_start(o->water.threads ? o->water.threads : SDL_min(SDL_GetCPUCount(), RIPPLE_MAX_THREADS));
	/* without --size WxH, a picture larger than the screen (a phone's photo) is shown whole in a
	 * pool the screen's size */
	if (!(p->demo = demo_open(&sized, SDL_BYTESPERPIXEL(mode.format) * 8, o->w ? 0 : mode.w, o->h ? 0 : mode.h, err,
				  errlen))) {
		play_close(p);
		return NULL;
	}
	if (!mode.w) { /* no screen: no bound (the zoom 1 without --scale) until the shell tells its room */
		p->room_w = p->room_h = PLAY_NO_ROOM;
	} else {
		if (SDL_GetDisplayUsableBounds(0, &desk))
			desk = (SDL_Rect){ 0, 0, mode.w, mode.h };
		play_room(p, desk.w - PLAY_FRAME, desk.h - PLAY_FRAME); /* until the shell knows its frame */
	}
	return p;
}

/* The layout of what a window shows, in picture pixels: the picture, or the sheet with the graphs
 * beside it, the strip over it or inset over it (at: GRAPHS_*, graphs.h). */
static void sheet_layout(const struct play *p, int at, struct graphs_layout *l)
{
	const SDL_Surface *picture = demo_picture(p->demo);

	graphs_layout(demo_graphs(p->demo), picture->w, picture->h, at, l);
}

/* Window pixels a picture pixel of the sheet l takes at zoom k: k, or less where the sheet is
 * shrunk to the room (window_size). */
static double shown_zoom(const struct play *p, const struct graphs_layout *l, int k)
{
	return SDL_min((double)k, SDL_min((double)p->room_w / l->w, (double)p->room_h / l->h));
}

/* Whether the sheet l fits the room at zoom k. */
static int fits_room(const struct play *p, const struct graphs_layout *l, int k)
{
	return (long long)l->w * k <= p->room_w && (long long)l->h * k <= p->room_h;
}

/* The largest whole zoom at which the sheet l fits the room, 1 when none does. */
static int room_scale(const struct play *p, const struct graphs_layout *l)
{
	int k = RIPPLE_MAX_SCALE;

	while (k > 1 && !fits_room(p, l, k))
		k--;
	return k;
}

/* Whether the letters read at zoom k with the sheet l: the graphs' own (drawn on the sheet at the
 * font's scale for its height) and the text over the window (at the scale for the window's height)
 * at least PLAY_READABLE window pixels tall. */
static int readable(const struct play *p, const struct graphs_layout *l, int k)
{
	const double z = shown_zoom(p, l, k), letter = FONT_H - 2;

	return letter * l->scale * z >= PLAY_READABLE && letter * font_scale((int)(l->h * z)) >= PLAY_READABLE;
}

/* The sheet's layouts a window tries, in this order: the graphs beside the water, the strip over
 * its bottom quarter (the panel beside it), the graphs inset over its left half (graphs.h). */
static const int sheet_kinds[] = { GRAPHS_BESIDE, GRAPHS_OVER, GRAPHS_INSET };

/* Whether a window tries layout `at`: the strip over the whole water's foot only beside the panel
 * (alone, inset over the left half, it leaves the fringes in sight). */
static int tried(const struct play *p, int at)
{
	return at != GRAPHS_OVER || graphs_has_screen(demo_graphs(p->demo));
}

/* The zoom that fits and the sheet's layout at it (*at: GRAPHS_*): the largest whole zoom at
 * which the sheet with the graphs beside the water fits the room; where the letters would not read
 * at it (a graph would shrink the lesson to a stamp), the first other layout whose letters read at
 * its own largest zoom; none does: the first. */
static int fit_zoom(const struct play *p, int *at)
{
	struct graphs_layout l;

	for (size_t i = 0; i < SDL_arraysize(sheet_kinds); i++) {
		sheet_layout(p, sheet_kinds[i], &l);
		if (tried(p, sheet_kinds[i]) && readable(p, &l, room_scale(p, &l))) {
			*at = sheet_kinds[i];
			return room_scale(p, &l);
		}
	}
	*at = GRAPHS_BESIDE;
	sheet_layout(p, *at, &l);
	return room_scale(p, &l);
}

/* The sheet's layout the window shows (GRAPHS_*): the one fit_zoom chose at this zoom, else the
 * first that fits the room at it, else the graphs beside the water, the window shrunk to the room. */
static int sheet_at(const struct play *p)
{
	struct graphs_layout l;
	int at;

	if (!demo_graphs(p->demo)) /* no graphs: every layout is the picture alone */
		return GRAPHS_BESIDE;
	if (p->fit && fit_zoom(p, &at) == p->scale)
		return at;
	for (size_t i = 0; i < SDL_arraysize(sheet_kinds); i++) {
		sheet_layout(p, sheet_kinds[i], &l);
		if (tried(p, sheet_kinds[i]) && fits_room(p, &l, p->scale))
			return sheet_kinds[i];
	}
	return GRAPHS_BESIDE;
}

/* The window's size: the sheet times the zoom, shrunk to the room (keeping its shape) when it
 * is larger, so that a 1920x1080 or 3840x2160 pool shows whole. */
static void window_size(const struct play *p, int *w, int *h)
{
	struct graphs_layout l;
	const long long dw = p->room_w, dh = p->room_h;
	long long pw, ph;

	sheet_layout(p, sheet_at(p), &l);
	pw = (long long)l.w * p->scale;
	ph = (long long)l.h * p->scale;
	if (pw > dw && pw * dh >= ph * dw) {
		ph = ph * dw / pw;
		pw = dw;
	} else if (ph > dh) {
		pw = pw * dh / ph;
		ph = dh;
	}
	*w = pw > 1 ? (int)pw : 1;
	*h = ph > 1 ? (int)ph : 1;
}

int play_width(const struct play *p)
{
	int w, h;

	window_size(p, &w, &h);
	return w;
}

int play_height(const struct play *p)
{
	int w, h;

	window_size(p, &w, &h);
	return h;
}

/* The zoom: the largest that fits the room (fit_zoom). */
static void room_zoom(struct play *p)
{
	int at;

	p->scale = fit_zoom(p, &at);
}

void play_room(struct play *p, int w, int h)
{
	p->room_w = SDL_max(w, 1);
	p->room_h = SDL_max(h, 1);
	if (p->fit)
		room_zoom(p);
}

/* A failure of a command, on stderr and in a message box (without a window: stderr alone). */
static void tell(struct play *p, const char *err)
{
	fprintf(stderr, "ripple: %s\n", err);
	if (p->win)
		SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_WARNING, "Ripple", err, p->win);
}

static const char *const gl_names[] = { "software", "OpenGL", "OpenGL refraction on the GPU", "OpenGL 3D surface" };

/* The K6-200's work a second: the article's 320x240 cells a step, a step a frame, 25 frames a second. */
#define K6_CELLS_A_SECOND (320.0 * 240.0 * RIPPLE_HISTORIC_FPS)

/* Why the frames compute nothing now (paused, or still water: its step skipped), or NULL. */
static const char *idle(const struct play *p)
{
	if (demo_paused(p->demo))
		return "paused: nothing to compute";
	return demo_still(p->demo) ? "still water: nothing to compute" : NULL;
}

/* The cells the frames compute a second against the K6-200's, like with like: the rate times the
 * grid's cells times its steps a frame, over 320x240 x 25; into times ("146x", "40.0x", "0.94x"),
 * and the grid and its steps a frame into grid ("1920x1080 cells x 5 steps"). Returns 0, or -1
 * when there is nothing to compare (no rate measured yet, a scene without a grid: the side view,
 * the frames idle). */
static int k6_times(const struct play *p, char *times, size_t timeslen, char *grid, size_t gridlen)
{
	int w, h, halves;
	double x;

	if (p->meter.fps <= 0 || idle(p) || demo_cells(p->demo, &w, &h, &halves))
		return -1;
	x = p->meter.fps * w * h * (halves / 2.0) / K6_CELLS_A_SECOND;
	snprintf(times, timeslen, x >= 100 ? "%.0fx" : x >= 10 ? "%.1fx" : "%.2fx", x);
	snprintf(grid, gridlen, "%dx%d cells x %g step%s", w, h, halves / 2.0, halves == 2 ? "" : "s");
	return 0;
}

/* The overlay's line of the frame rate, against the K6-200's work a second when there is work:
 * "27.0 fps x 1920x1080 cells x 5 steps, 146x the K6-200's 25 x 320x240 x 1" (a narrow margin
 * breaks it at its comma). */
static void rate_line(const struct play *p, char line[FONT_LINE])
{
	char times[16], grid[64];

	if (idle(p) && !p->fps) /* uncapped, idle frames are not counted: no rate to give */
		snprintf(line, FONT_LINE, "uncapped, %s", idle(p));
	else if (idle(p))
		snprintf(line, FONT_LINE, "%.1f fps, %s", p->meter.fps, idle(p));
	else if (k6_times(p, times, sizeof times, grid, sizeof grid) == 0)
		snprintf(line, FONT_LINE, "%.1f fps x %s, %s the K6-200's 25 x 320x240 x 1", p->meter.fps, grid, times);
	else if (p->meter.fps > 0)
		snprintf(line, FONT_LINE, "%.1f fps (the K6-200 drew 320x240 at 25)", p->meter.fps);
	else
		snprintf(line, FONT_LINE, "measuring the frame rate");
}

/* The overlay's lines: the scene's settings (a lesson's first), the frame rate against the
 * K6-200's, and how it is drawn. */
static int overlay_text(const struct play *p, char lines[][FONT_LINE])
{
	const SDL_Surface *picture = demo_picture(p->demo);
	const int n = demo_overlay(p->demo, lines);

	rate_line(p, lines[n]);
	if (p->gl_view)
		snprintf(lines[n + 1], FONT_LINE, "pool %dx%d, %s: %s", picture->w, picture->h, gl_names[p->gl_view],
			 gldisplay_renderer(p->comp.gl));
	else
		snprintf(lines[n + 1], FONT_LINE, "pool %dx%d, software view: SDL surface", picture->w, picture->h);
	return n + 2;
}

int play_overlay(const struct play *p, char lines[][FONT_LINE])
{
	return overlay_text(p, lines);
}

/* The note and the message as a frame and a click read them (notes.c sets the note), kept with the
 * clock and the input so that neither passes another file for them; a message shows at once. */
const char *play_noted(const struct play *p)
{
	return *p->note && (p->note_new || p->now < p->note_until) ? p->note : NULL;
}

void play_dismiss(struct play *p)
{
	*p->message = '\0';
}

void play_message(struct play *p, const char *text)
{
	const size_t n = strlen(p->message);

	if (*text)
		snprintf(p->message + n, sizeof p->message - n, "%s%s", text, text[strlen(text) - 1] == '\n' ? "" : "\n");
	play_present(p);
}

/* The line at the window's foot in edit mode. */
#define EDIT_HELP "editing: drag a handle; Del removes, Ctrl+Z undoes, Edit > Add ..., F2 ends"

void play_describe(struct play *p, struct frame *f, int tick, int note)
{
	const SDL_Surface *picture = demo_picture(p->demo);

	f->demo = p->demo;
	f->page = demo_page(p->demo);
	f->picture_w = picture->w;
	f->picture_h = picture->h;
	f->graphs = demo_graphs(p->demo);
	f->graphs_at = sheet_at(p);
	f->view = p->gl_view;
	f->fullscreen = p->fullscreen;
	f->smooth = p->show[PLAY_SHOW_SMOOTH];
	f->help = p->show[PLAY_SHOW_HELP] ? p->help : NULL;
	f->help_page = p->help_page;
	f->overlay_n = !f->help && p->show[PLAY_SHOW_OVERLAY] ? overlay_text(p, f->overlay) : 0;
	f->inspector_n = !f->help && p->show[PLAY_SHOW_INSPECTOR] ? demo_inspect(p->demo, p->px, p->py, f->inspector) : 0;
	f->note = NULL;
	if (note && (*p->message || play_noted(p) || p->edit.on)) {
		snprintf(p->foot, sizeof p->foot, "%s%s%s%s", p->message, play_noted(p) ? play_noted(p) : "",
			 play_noted(p) && p->edit.on ? "\n" : "", p->edit.on ? EDIT_HELP : "");
		f->note = p->foot;
	}
	f->handles_n = p->edit.on ? editing_handles(p->demo, f->handles, COMPOSE_HANDLES) : 0;
	f->rec = p->rec.rec ? &p->rec : NULL; /* recording (recording_on, read here: the frame calls no further) */
	f->tick = tick;
}

void play_catch_up(struct play *p)
{
	if (p->redraw && !demo_skips_render(p->demo))
		demo_redraw(p->demo);
	p->redraw = 0;
}

/* Without a window, the frame wanted: the window's size, in the page's pixel format; asked anew
 * where a window's size may change (play_start, play_present: after SHELL_FIT, play_room, a zoom),
 * not on a frame's tick. */
static void want_frame(struct play *p)
{
	if (!p->win)
		compose_want(&p->comp, play_width(p), play_height(p), demo_page(p->demo)->format->format);
}

/* The frame described and composed onto the window, or into the frame of its own (nothing before
 * play_start). */
static void present(struct play *p, int tick, int note)
{
	struct frame f;

	if (!p->started)
		return;
	if (!tick)
		want_frame(p);
	play_describe(p, &f, tick, note);
	graphline_shown(&p->graph, f.graphs);
	compose(&p->comp, &f);
	p->help_page = p->comp.help_page;
}

void play_present(struct play *p)
{
	present(p, 0, 1);
}

int play_frame(struct play *p, struct ripple_image *img, struct play_rect *changed)
{
	SDL_Surface *s;
	SDL_Rect r;

	if (!p->started || p->gl_view || !(s = compose_surface(&p->comp)))
		return -1;
	compose_changed(&p->comp, &r);
	*img = (struct ripple_image){ s->pixels, s->w, s->h, s->pitch, s->format->BytesPerPixel };
	*changed = (struct play_rect){ r.x, r.y, r.w, r.h };
	return 0;
}

int play_record(struct play *p, int kind, const char *path, char *err, size_t errlen)
{
	int w, h;

	want_frame(p);
	compose_size(&p->comp, p->gl_view, &w, &h);
	play_record_stop(p, err, errlen);
	return recording_start(&p->rec, kind, path, w, h, p->o->record_full, err, errlen);
}

int play_record_stop(struct play *p, char *err, size_t errlen)
{
	char note[sizeof p->note];
	const int bad = recording_stop(&p->rec, note, sizeof note, err, errlen);

	if (*note)
		play_note(p, "%s", note);
	return bad;
}

int play_recording(const struct play *p)
{
	return recording_on(&p->rec);
}

/* Shows view (GLDISPLAY_*), OpenGL opened the first time it is wanted. The views that draw the
 * heights themselves leave the page unrendered. Returns 0, or -1 with the reason in err (the view
 * is then unchanged). */
static int set_gl(struct play *p, int view, char *err, size_t errlen)
{
	char why[160];

	if (view != GLDISPLAY_OFF && !p->win) {
		snprintf(err, errlen, "the OpenGL display needs a window");
		return -1;
	}
	if (view != GLDISPLAY_OFF && !p->comp.gl && !(p->comp.gl = gldisplay_open(p->win, why, sizeof why))) {
		snprintf(err, errlen, "the OpenGL display is not available (%s); the software view stays", why);
		return -1;
	}
	if (view != GLDISPLAY_OFF)
		p->gl_last = view;
	p->gl_view = view;
	p->orbit = 0;
	demo_skip_render(p->demo, view == GLDISPLAY_REFRACTION || view == GLDISPLAY_SURFACE);
	if (!demo_skips_render(p->demo))
		demo_render(p->demo);
	play_present(p);
	return 0;
}

void play_gl(struct play *p, int view)
{
	char err[256];

	if (set_gl(p, view, err, sizeof err))
		tell(p, err);
}

void play_gl_toggle(struct play *p)
{
	play_gl(p, p->gl_view ? GLDISPLAY_OFF : p->gl_last);
}

void play_gl_camera(struct play *p)
{
	if (p->comp.gl)
		gldisplay_reset(p->comp.gl);
	play_present(p);
}

int play_gl_view(const struct play *p)
{
	return p->gl_view;
}

void play_gl_attributes(void)
{
	gldisplay_attributes();
}

const char *play_gl_error(const struct play *p)
{
	return p->gl_error;
}

int play_start(struct play *p, SDL_Window *win, char *err, size_t errlen)
{
	const SDL_Surface *picture = demo_picture(p->demo);

	p->win = win;
	want_frame(p);
	if (compose_open(&p->comp, win, p->bands, picture->w, picture->h, err, errlen))
		return -1;
	p->started = 1;
	play_scene_note(p);
	if (!p->o->gl || set_gl(p, p->o->gl, p->gl_error, sizeof p->gl_error))
		play_present(p);
	return p->o->record ? play_record(p, p->o->record_kind, p->o->record, err, errlen) : 0;
}

void play_window(struct play *p, SDL_Window *win)
{
	p->win = p->comp.win = win;
}

void play_clock(struct play *p, uint64_t now, uint64_t freq)
{
	p->t0 = p->now = now;
	pacer_start(&p->pace, now, freq, p->fps ? p->fps : RIPPLE_FPS);
	fps_start(&p->meter, now, freq);
}

uint64_t play_wait(const struct play *p, uint64_t now)
{
	return p->fps ? pacer_wait(&p->pace, now) : 0;
}

void play_speed(struct play *p, int fps)
{
	p->fps = fps;
	pacer_start(&p->pace, p->now + (fps ? p->pace.freq / (uint64_t)fps : 0), p->pace.freq, fps ? fps : RIPPLE_FPS);
}

int play_fps(const struct play *p)
{
	return p->fps;
}

double play_rate(const struct play *p)
{
	return p->meter.fps;
}

int play_tick(struct play *p, uint64_t now)
{
	const int drawn = !demo_paused(p->demo) && demo_frame(p->demo);

	p->now = now;
	if (p->note_new) /* the note's seconds from the first frame after it */
		p->note_until = now + PLAY_NOTE_SECONDS * p->pace.freq;
	p->note_new = 0;
	play_catch_up(p);
	present(p, 1, 1);
	p->shown++;
	pacer_done(&p->pace, now);
	/* uncapped, the rate is of the frames drawn: still water's are made in no time */
	return p->fps || drawn ? fps_frame(&p->meter, now) : 0;
}

int play_finished(const struct play *p)
{
	return p->o->frames && p->shown >= p->o->frames;
}

/* How the rate compares: capped at the article's 25 like the original (and the key that uncaps),
 * at another rate, or uncapped against the K6-200's cells a second (k6_times; the pool's size and
 * steps are in the title's settings when they are not the article's). */
static const char *pace_said(const struct play *p, char *buf, size_t len)
{
	char times[16], grid[64];

	if (p->fps == RIPPLE_FPS)
		snprintf(buf, len, "capped at the K6-200's %d like the original; 0 uncaps", RIPPLE_FPS);
	else if (p->fps)
		snprintf(buf, len, "capped at %d; 9 for the original's %d, 0 uncaps", p->fps, RIPPLE_FPS);
	else if (k6_times(p, times, sizeof times, grid, sizeof grid) == 0)
		snprintf(buf, len, "uncapped: %s the K6-200's cells a second, 320x240 x %d", times, RIPPLE_FPS);
	else
		snprintf(buf, len, "uncapped; the K6-200 drew 320x240 at %d", RIPPLE_FPS);
	return buf;
}

void play_title(const struct play *p, char *buf, size_t len)
{
	const SDL_Surface *picture = demo_picture(p->demo);
	const char *paused = demo_paused(p->demo) ? " - paused" : "";
	const char *rec = play_recording(p) ? " - recording (Ctrl+R stops)"
			  : p->edit.on ? " - editing the lesson (F2 ends)" : "";
	const char *gl = p->gl_view ? ", " : "", *gl_name = p->gl_view ? gl_names[p->gl_view] : "", *note = play_noted(p);
	char settings[200];
	size_t n;

	demo_describe(p->demo, settings, sizeof settings);
	if ((picture->w != POOLBMP_WIDTH || picture->h != POOLBMP_HEIGHT) &&
	    (n = strlen(settings)) < sizeof settings) /* a pool of another size than the article's */
		snprintf(settings + n, sizeof settings - n, ", pool %dx%d", picture->w, picture->h);
	if (p->show[PLAY_SHOW_FPS] && !p->fps && idle(p)) { /* uncapped, idle frames are not counted: no rate */
		char why[80];

		ripple_kernel_why(demo_kernel(p->demo), why, sizeof why);
		snprintf(buf, len, "Ripple - uncapped, %s, on %s%s%s%s%s", demo_paused(p->demo) ? "paused" : idle(p), why,
			 gl, gl_name, settings, rec);
	} else if (p->show[PLAY_SHOW_FPS] && p->meter.fps > 0) {
		char why[80], cap[120];

		ripple_kernel_why(demo_kernel(p->demo), why, sizeof why);
		snprintf(buf, len, "Ripple - %.1f fps (%s) on %s%s%s%s%s%s", p->meter.fps, pace_said(p, cap, sizeof cap),
			 why, gl, gl_name, settings, paused, rec);
	}
	else
		snprintf(buf, len, "Ripple%s%s%s%s%s", gl, gl_name, settings, paused, rec);
	if (note && (n = strlen(buf)) < len)
		snprintf(buf + n, len - n, " - %s", note);
}

SDL_Rect play_picture_rect(const struct play *p)
{
	return p->comp.water;
}

SDL_Rect play_part_rect(const struct play *p, int part)
{
	return p->comp.shown[part];
}

int play_fullscreen(const struct play *p)
{
	return p->fullscreen;
}

void play_set_fullscreen(struct play *p, int on)
{
	p->fullscreen = on;
}

int play_shown(const struct play *p, int what)
{
	return p->show[what];
}

void play_show(struct play *p, int what, int on)
{
	p->show[what] = on;
	play_present(p);
}

/* Whether a scene's row of the menus is checked (the lesson laid out, for F1's list of them). */
static int scene_checked(const struct play *p, const struct command *c)
{
	return c->run == RUN_SCENE && demo_checked(p->demo, c->scene, c->what, c->arg);
}

void play_help(struct play *p)
{
	const int next = p->show[PLAY_SHOW_HELP] ? p->help_page + 1 : 0;
	const struct pool *pool = demo_scene(p->demo, SCENE_POOL);

	if (!p->show[PLAY_SHOW_HELP])
		menu_help(p->help, sizeof p->help, p, scene_checked, pool ? pool_lesson_read(pool) : NULL);
	p->show[PLAY_SHOW_HELP] = next == 0 || next < p->comp.help_pages;
	p->help_page = p->show[PLAY_SHOW_HELP] ? next : 0;
	play_present(p);
}

int play_help_page(const struct play *p, int *pages)
{
	*pages = p->comp.help_pages;
	return p->help_page;
}

struct graphs *play_graphs(struct play *p)
{
	return demo_graphs_made(p->demo, p->o);
}

void play_graph_command(struct play *p)
{
	struct graphs *g = play_graphs(p);

	if (!g)
		return;
	graphline_command(&p->graph, g);
	play_present(p);
}

void play_clock_command(struct play *p)
{
	const SDL_Surface *pic = demo_picture(p->demo);
	struct graphs *g = play_graphs(p);
	struct scene_heights h;
	const double reach = GRAPHLINE_REACH * (double)p->comp.picture_w / SDL_max(p->comp.water.w, 1);
	const int inside = p->px >= 0 && p->py >= 0 && p->px < pic->w && p->py < pic->h;
	int at[2], x = p->px, y = p->py;
	char err[160], note[FONT_LINE];

	if (!g)
		return;
	if (graphs_clock(g, at) && (!inside || (SDL_abs(at[0] - x) <= reach && SDL_abs(at[1] - y) <= reach))) {
		graphs_clear_clock(g);
		play_note(p, "%s", "clock taken away: Ctrl+T places it at the pointer");
		play_present(p);
		return;
	}
	if (!inside && demo_heights(p->demo, &h) == 0 && h.scenario && (h.scenario->probe[0] || h.scenario->probe[2])) {
		x = h.scenario->probe[0] * h.mesh;
		y = h.scenario->probe[1] * h.mesh;
	} else if (!inside) {
		x = pic->w / 2;
		y = pic->h / 2;
	}
	if (graphs_set_clock(g, pic->w, pic->h, x, y, err, sizeof err)) {
		play_note(p, "%s", err);
	} else {
		snprintf(note, sizeof note, "clock at %d, %d: its period, frequency and v = f lambda; Ctrl+T on it takes it away",
			 x, y);
		play_note(p, "%s", note);
	}
	play_present(p);
}

void play_zoom(struct play *p, int scale)
{
	char zoom[16];

	p->fit = !scale;
	if (scale)
		p->scale = scale;
	else
		room_zoom(p);
	snprintf(zoom, sizeof zoom, "zoom %dx", p->scale);
	if (play_width(p) < demo_picture(p->demo)->w * p->scale)
		play_note(p, "%s shrunk to fit the screen", zoom);
	else if (p->fit)
		play_note(p, "%s, the largest that fits the screen", zoom);
}

int play_zoom_chosen(const struct play *p)
{
	return p->fit ? 0 : p->scale;
}

int play_scale(const struct play *p)
{
	return p->scale;
}

void play_screen(struct play *p, int on)
{
	const SDL_Surface *picture = demo_picture(p->demo);
	SDL_DisplayMode mode;
	char err[512];
	int w = p->back_w, h = p->back_h;

	if (on && p->screen_w) { /* the shell's screen */
		w = p->screen_w;
		h = p->screen_h;
	} else if (on && !SDL_WasInit(SDL_INIT_VIDEO)) {
		tell(p, "the screen's size is not known: no display, and the shell told none");
		return;
	} else if (on) {
		if (SDL_GetDesktopDisplayMode(SDL_max(SDL_GetWindowDisplayIndex(p->win), 0), &mode)) {
			snprintf(err, sizeof err, "cannot read the screen's mode: %s", SDL_GetError());
			tell(p, err);
			return;
		}
		w = mode.w;
		h = mode.h;
	}
	if (on && !p->screen) { /* the pool to go back to */
		p->back_w = picture->w;
		p->back_h = picture->h;
	}
	if (w == picture->w && h == picture->h) { /* that size already: the water kept */
		p->screen = on;
		play_note(p, "%s", on ? "the pool is the screen's size already, the water kept"
				      : "the pool had this size before, the water kept");
		play_present(p);
		return;
	}
	if (demo_resize(p->demo, w, h, err, sizeof err)) {
		tell(p, err);
		return;
	}
	p->screen = on;
	play_refresh(p);
}

int play_screen_size(struct play *p, int w, int h)
{
	const SDL_Surface *picture = demo_picture(p->demo);

	p->screen_w = SDL_max(w, 1);
	p->screen_h = SDL_max(h, 1);
	if (!p->screen || (picture->w == p->screen_w && picture->h == p->screen_h))
		return 0;
	play_screen(p, 1);
	return 1;
}

int play_at_screen(const struct play *p)
{
	return p->screen;
}

void play_refresh(struct play *p)
{
	if (!demo_skips_render(p->demo)) /* the OpenGL displays of the heights need no page */
		demo_redraw(p->demo);
	play_present(p);
}

struct demo *play_demo(const struct play *p)
{
	return p->demo;
}

const struct options *play_options(const struct play *p)
{
	return p->o;
}

void play_pointer(const struct play *p, int *x, int *y)
{
	*x = p->px;
	*y = p->py;
}

/* A window coordinate v along a side of `window` pixels to one along the picture's `side`, rounded
 * down: a captured pointer may be left of the window. */
static int to_picture(int v, int window, int side)
{
	long long n = (long long)v * side;

	return (int)(n >= 0 ? n / window : -((-n + window - 1) / window));
}

/* The 3D view shows the heights in perspective: the pointer is on the water, or above the horizon. */
static int in_3d(const struct play *p)
{
	struct scene_heights h;

	return p->gl_view == GLDISPLAY_SURFACE && demo_heights(p->demo, &h) == 0;
}

/* The picture pixel at window pixel (x, y), through where the picture showed in the last frame
 * composed. Returns 0, or -1 when the 3D view shows sky there. */
static int picture_point(const struct play *p, int x, int y, int *px, int *py)
{
	const SDL_Rect r = p->comp.water;

	if (in_3d(p))
		return gldisplay_pick(p->comp.gl, p->demo, x, y, px, py);
	*px = to_picture(x - r.x, SDL_max(r.w, 1), p->comp.picture_w);
	*py = to_picture(y - r.y, SDL_max(r.h, 1), p->comp.picture_h);
	return 0;
}

/* Picture pixels a window pixel spans where the picture showed in the last frame composed. */
static double picture_per_window(const struct play *p)
{
	return (double)p->comp.picture_w / SDL_max(p->comp.water.w, 1);
}

void play_press(struct play *p, int button, int x, int y, int shift)
{
	int grip;

	play_dismiss(p);
	if (in_3d(p) && button == SCENE_RIGHT) { /* the camera, not walls */
		p->button = button;
		p->orbit = 1;
		p->ox = x;
		p->oy = y;
		return;
	}
	if (picture_point(p, x, y, &p->mx, &p->my))
		return;
	if (p->edit.on) { /* a handle taken, and no stone dropped nor wall drawn */
		p->button = editing_press(&p->edit, p->demo, p->mx, p->my, EDITING_REACH * picture_per_window(p)) ? button : 0;
		return;
	}
	if ((grip = graphline_grip(&p->graph, button, p->mx, p->my, GRAPHLINE_REACH * picture_per_window(p)))) {
		graphline_press(&p->graph, p->demo, grip, p->mx, p->my);
		return;
	}
	p->button = button;
	if (demo_press(p->demo, button, p->mx, p->my, shift))
		p->redraw = 1;
}

void play_move(struct play *p, int x, int y)
{
	int cx, cy;

	if (p->orbit) { /* the right button dragged in the 3D view turns the camera around the pool */
		gldisplay_orbit(p->comp.gl, x - p->ox, y - p->oy);
		p->ox = x;
		p->oy = y;
		return;
	}
	if (picture_point(p, x, y, &cx, &cy))
		return;
	p->px = cx;
	p->py = cy;
	if (p->edit.on) {
		if (p->button && editing_move(&p->edit, p->demo, cx, cy))
			play_refresh(p);
		return;
	}
	if (graphline_move(&p->graph, p->demo, cx, cy) || !p->button || (cx == p->mx && cy == p->my))
		return;
	if (demo_drag(p->demo, p->button, p->mx, p->my, cx, cy))
		p->redraw = 1;
	p->mx = cx;
	p->my = cy;
}

int play_release(struct play *p, int button)
{
	graphline_release(&p->graph);
	editing_release(&p->edit);
	if (button == p->button || !button)
		p->button = p->orbit = 0;
	return p->button != 0;
}

enum { FINGER_FREE, FINGER_TRAIL, FINGER_LINE, FINGER_EDIT };

/* The place of the finger named id among those down, or NULL. */
static struct finger *finger_of(struct play *p, int64_t id)
{
	for (int i = 0; i < PLAY_FINGERS; i++)
		if (p->fingers[i].down && p->fingers[i].id == id)
			return &p->fingers[i];
	return NULL;
}

/* A finger down is the mouse's left button pressed, with a place of its own to drag from: the
 * pointer (the inspector's cell, the rock's place) follows it, since a touch screen has no other. */
void play_finger_down(struct play *p, int64_t id, int x, int y)
{
	struct finger *f = finger_of(p, id);
	int grip;

	for (int i = 0; !f && i < PLAY_FINGERS; i++)
		if (!p->fingers[i].down)
			f = &p->fingers[i];
	if (!f || f->down || picture_point(p, x, y, &f->mx, &f->my))
		return;
	f->id = id;
	p->px = f->mx;
	p->py = f->my;
	play_dismiss(p);
	if (p->edit.on) { /* in edit mode a finger drags a handle, one at a time, and drops no stone */
		if (editing_press(&p->edit, p->demo, f->mx, f->my, EDITING_REACH * picture_per_window(p)))
			f->down = FINGER_EDIT;
		return;
	}
	grip = graphline_grip(&p->graph, SCENE_LEFT, f->mx, f->my, GRAPHLINE_REACH * picture_per_window(p));
	if (grip) { /* the line drawn or moved by one finger at a time */
		graphline_press(&p->graph, p->demo, grip, f->mx, f->my);
		f->down = FINGER_LINE;
		return;
	}
	f->down = FINGER_TRAIL;
	if (demo_press(p->demo, SCENE_LEFT, f->mx, f->my, 0))
		p->redraw = 1;
}

void play_finger_move(struct play *p, int64_t id, int x, int y)
{
	struct finger *f = finger_of(p, id);
	int cx, cy;

	if (!f || picture_point(p, x, y, &cx, &cy))
		return;
	p->px = cx;
	p->py = cy;
	if (f->down == FINGER_LINE) {
		graphline_move(&p->graph, p->demo, cx, cy);
		return;
	}
	if (f->down == FINGER_EDIT) {
		if (editing_move(&p->edit, p->demo, cx, cy))
			play_refresh(p);
		return;
	}
	if (cx == f->mx && cy == f->my)
		return;
	if (demo_drag(p->demo, SCENE_LEFT, f->mx, f->my, cx, cy))
		p->redraw = 1;
	f->mx = cx;
	f->my = cy;
}

void play_finger_up(struct play *p, int64_t id)
{
	struct finger *f = finger_of(p, id);

	if (f && f->down == FINGER_LINE)
		graphline_release(&p->graph);
	if (f && f->down == FINGER_EDIT)
		editing_release(&p->edit);
	if (f)
		f->down = FINGER_FREE;
}

void play_edit(struct play *p, int what)
{
	char note[FONT_LINE];

	if (what == EDITING_TOGGLE && p->edit.on) /* a drag held when it ends is let go */
		p->button = 0;
	if (editing_command(&p->edit, p->demo, what, p->px, p->py, EDITING_REACH * picture_per_window(p), note)) {
		play_scene_note(p); /* the view it gave way to */
		if (demo_scene_shown(p->demo) != SCENE_POOL)
			demo_set_scene(p->demo, SCENE_POOL);
	}
	if (*note)
		play_note(p, "%s", note);
	play_refresh(p);
}

int play_editing(const struct play *p)
{
	return p->edit.on;
}

void play_wheel(struct play *p, int steps)
{
	if (in_3d(p))
		gldisplay_zoom(p->comp.gl, steps);
}

void play_report(const struct play *p, uint64_t now, FILE *out)
{
	double secs = (double)(now - p->t0) / (double)p->pace.freq;

	if (p->o->frames)
		fprintf(out, "%ld frames in %.2f s: %.1f fps\n", p->shown, secs, (double)p->shown / secs);
}

void play_close(struct play *p)
{
	char err[512];

	if (!p)
		return;
	if (play_record_stop(p, err, sizeof err))
		fprintf(stderr, "ripple: %s\n", err);
	gldisplay_close(p->comp.gl);
	compose_close(&p->comp);
	bands_stop(p->bands);
	demo_close(p->demo);
	SDL_free(p);
}
