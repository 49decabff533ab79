/* sdlmain.c - the native shell: an SDL2 window at a fixed 25 fps, the mouse on the water, keys run commands. */
#define _DEFAULT_SOURCE /* madvise */
#include "files/picture.h"
#include "window/shell.h"
#include "sdldialog.h"
#include "sdlinput.h"

#include <SDL.h>
#include <X11/Xlib.h>
#include <X11/Xproto.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

struct shell {
	struct play *play;
	SDL_Window *win;
	int left, top, right, bottom; /* the window's frame: what the window manager puts round it */
	int framed;                   /* 1 once the window manager has said so (else PLAY_FRAME's guess) */
	int quit;
};

static void shell_title(struct shell *s)
{
	char title[320];

	play_title(s->play, title, sizeof title);
	SDL_SetWindowTitle(s->win, title);
}

/* What Ctrl+O, Ctrl+S and Ctrl+R ask the file chooser for. */
static const struct sdldialog_filter shell_pictures[] = {
	{ "Pictures (BMP, PNG, JPEG, GIF, TGA)", "bmp png jpg jpeg gif tga" },
};
static const struct sdldialog_filter shell_frames[] = { { "PNG picture", "png" }, { "BMP picture", "bmp" } };
static const struct sdldialog_filter shell_gifs[] = { { "GIF animation", "gif" } };
static const struct sdldialog_filter shell_lessons[] = { { "Lessons (.lesson)", "lesson" } };

/* The window shown again while a file chooser is up over it. */
static void shell_redraw(void *data)
{
	play_present(((struct shell *)data)->play);
}

/* Where to save, asked of the file chooser with ripple-NNNNNN.ext proposed (the frame's number, ext
 * the first filter's); without a chooser that name in the current folder. -1 when cancelled. */
static int shell_ask_save(struct shell *s, const char *title, const struct sdldialog_filter *f, int nf,
			  char *path, size_t len)
{
	char name[64];
	const struct sdldialog d = { .title = title, .filters = f, .nfilters = nf, .name = name,
				     .redraw = shell_redraw, .data = s };

	play_file_name(s->play, f[0].exts, name, sizeof name);
	return sdldialog_ask(s->win, &d, path, len) == SDLDIALOG_CANCELLED ? -1 : 0;
}

/* What the window shows into the PNG or BMP file the user names, said with its full path on stdout
 * and in the title. */
static void shell_save_frame(struct shell *s)
{
	char path[4096], err[4608];

	if (shell_ask_save(s, "Save frame", shell_frames, 2, path, sizeof path))
		return;
	if (play_save_window(s->play, path, err, sizeof err)) {
		fprintf(stderr, "ripple: %s\n", err);
		SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, "Ripple", err, s->win);
	} else {
		printf("ripple: saved what the window shows to %s\n", path);
		fflush(stdout);
	}
}

/* Ctrl+R: the recording stopped, or started into the GIF file the user names, said with its full
 * path on stdout and in the title. */
static void shell_record(struct shell *s)
{
	char path[4096], err[4608];
	int bad = 0;

	if (play_recording(s->play)) {
		bad = play_record_stop(s->play, err, sizeof err);
	} else if (shell_ask_save(s, "Record to GIF", shell_gifs, 1, path, sizeof path) == 0) {
		bad = play_record_start(s->play, path, err, sizeof err);
		if (!bad) {
			printf("ripple: recording what the window shows to %s\n", path);
			fflush(stdout);
			play_note(s->play, "into %s", picture_file_name(path));
		}
	}
	if (bad) {
		fprintf(stderr, "ripple: %s\n", err);
		SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, "Ripple", err, s->win);
	}
}

/* SHELL_LINK: the command line that sets the run up as it is now, on the clipboard and stdout. */
static void shell_link(struct shell *s)
{
	struct options o;
	int unnamed;
	char line[8192] = "ripple ";

	unnamed = play_settings(s->play, &o);
	if (options_write(&o, OPTIONS_COMMAND, line + 7, sizeof line - 7) < 0 || SDL_SetClipboardText(line)) {
		fprintf(stderr, "ripple: cannot copy the command line: %s\n", *SDL_GetError() ? SDL_GetError() : "too long");
		return;
	}
	printf("ripple: copied to the clipboard: %s\n", line);
	fflush(stdout);
	play_note(s->play, "%s", unnamed ? "command line copied without the lesson's changes (Ctrl+P saves them)"
					    : "command line copied");
}

static void shell_fit(struct shell *s, int centre);

/* The picture at path put under the water (one larger than the screen: the pool the screen's size,
 * the window fitted to it); refused on stderr and in a message box. */
static void shell_picture(struct shell *s, const char *path)
{
	char err[4608];
	const int resized = play_set_picture(s->play, path, err, sizeof err);

	if (resized < 0) {
		fprintf(stderr, "ripple: %s\n", err);
		SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, "Ripple", err, s->win);
	} else if (resized) {
		shell_fit(s, 0);
		play_present(s->play);
	}
	shell_title(s); /* a dropped picture's note, the view it gave way to */
}

/* A file the user picks in the file chooser (title, filters), put under the water or laid out as a
 * lesson (shell_picture: a .lesson opens as a lesson, a refusal said on stderr and in a message box,
 * the lesson shown kept); without a chooser, a box says `drop` (to drop one onto the window). */
static void shell_choose(struct shell *s, const char *title, const struct sdldialog_filter *filters, const char *drop)
{
	char path[4096];
	const struct sdldialog d = { .title = title, .filters = filters, .nfilters = 1, .redraw = shell_redraw, .data = s };

	switch (sdldialog_ask(s->win, &d, path, sizeof path)) {
	case SDLDIALOG_CHOSEN:
		shell_picture(s, path);
		break;
	case SDLDIALOG_NONE:
		SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_INFORMATION, title, drop, s->win);
		break;
	default:
		break;
	}
}

/* File > Save lesson: the lesson as it is now into the .lesson file the user names (its name
 * proposed), said with its full path on stdout and in the title. */
static void shell_save_lesson(struct shell *s)
{
	char path[4096], name[64], err[4608];
	const struct sdldialog d = { .title = "Save lesson", .filters = shell_lessons, .nfilters = 1, .name = name,
				     .redraw = shell_redraw, .data = s };

	play_lesson_name(s->play, name, sizeof name);
	if (sdldialog_ask(s->win, &d, path, sizeof path) == SDLDIALOG_CANCELLED)
		return;
	if (play_save_lesson(s->play, path, err, sizeof err)) {
		fprintf(stderr, "ripple: %s\n", err);
		SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, "Ripple", err, s->win);
	} else {
		printf("ripple: saved the lesson to %s\n", path);
		fflush(stdout);
	}
	shell_title(s);
}

/* The window's frame, title bar included, as the window manager last told it (on X11 its
 * _NET_FRAME_EXTENTS, which SDL reads from the events once the window is shown; none in full
 * screen or without a window manager). Returns 1 when one is known. */
static int shell_frame(struct shell *s)
{
	int top, left, bottom, right;

	if (SDL_GetWindowBordersSize(s->win, &top, &left, &bottom, &right) == 0 && top + left + bottom + right > 0) {
		s->top = top;
		s->left = left;
		s->bottom = bottom;
		s->right = right;
		s->framed = 1;
	}
	return s->framed;
}

/* The window at the zoom's size in the room its display's usable area (the desktop less panels and
 * docks) leaves inside its frame, PLAY_FRAME's guess while the frame is not known; centred on that
 * area, or moved back onto it when growing pushed it past the right or the bottom. */
static void shell_fit(struct shell *s, int centre)
{
	SDL_Rect desk;
	int x, y, w, h;
	const int framed = shell_frame(s), fw = framed ? s->left + s->right : PLAY_FRAME,
		  fh = framed ? s->top + s->bottom : PLAY_FRAME;

	if (SDL_GetDisplayUsableBounds(SDL_max(SDL_GetWindowDisplayIndex(s->win), 0), &desk)) {
		SDL_SetWindowSize(s->win, play_width(s->play), play_height(s->play));
		return;
	}
	play_room(s->play, desk.w - fw, desk.h - fh);
	w = play_width(s->play);
	h = play_height(s->play);
	SDL_SetWindowSize(s->win, w, h);
	SDL_GetWindowPosition(s->win, &x, &y);
	if (centre) {
		x = desk.x + (desk.w - w - fw) / 2 + s->left;
		y = desk.y + (desk.h - h - fh) / 2 + s->top;
	}
	x = SDL_max(SDL_min(x, desk.x + desk.w - w - (fw - s->left)), desk.x + s->left);
	y = SDL_max(SDL_min(y, desk.y + desk.h - h - (fh - s->top)), desk.y + s->top);
	SDL_SetWindowPosition(s->win, x, y);
}

/* Waits for the window manager to tell the new window's frame (0.1 s at most: none comes without
 * one), and fits the window to the room it leaves, centred. */
static void shell_first_fit(struct shell *s)
{
	for (int i = 0; i < 20 && !shell_frame(s); i++) {
		SDL_Delay(5);
		SDL_PumpEvents();
	}
	shell_fit(s, 1);
}

/* SDL's desktop full screen (the screen's own mode, no mode switch), or the window as it was. */
static void shell_fullscreen(struct shell *s)
{
	if (SDL_SetWindowFullscreen(s->win, play_fullscreen(s->play) ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0)) {
		fprintf(stderr, "ripple: cannot change to or from full screen: %s\n", SDL_GetError());
		play_set_fullscreen(s->play, !play_fullscreen(s->play));
	}
}

/* What a command left to the shell (SHELL_*). */
static void shell_request(struct shell *s, int request)
{
	switch (request) {
	case SHELL_OPEN:
		shell_choose(s, "Open picture", shell_pictures,
			     "Drop a picture (BMP, PNG, JPEG, GIF or TGA) onto the window to put it under the water.");
		break;
	case SHELL_SAVE:
		shell_save_frame(s);
		break;
	case SHELL_OPEN_LESSON:
		shell_choose(s, "Open lesson", shell_lessons, "Drop a lesson file (.lesson) onto the window to lay it out.");
		break;
	case SHELL_SAVE_LESSON:
		shell_save_lesson(s);
		break;
	case SHELL_RECORD:
		shell_record(s);
		break;
	case SHELL_LINK:
		shell_link(s);
		break;
	case SHELL_QUIT:
		s->quit = 1;
		break;
	case SHELL_FIT:
		shell_fit(s, 0);
		play_present(s->play);
		break;
	case SHELL_ABOUT:
		SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_INFORMATION, "About Ripple", menu_about, s->win);
		break;
	case SHELL_FULLSCREEN:
		shell_fullscreen(s);
		play_present(s->play);
		break;
	default:
		break;
	}
	shell_title(s);
}

static void on_drop_file(struct shell *s, char *path)
{
	shell_picture(s, path);
	SDL_free(path);
}

static void shell_event(struct shell *s, SDL_Event *e)
{
	int request;

	switch (e->type) {
	case SDL_QUIT:
		s->quit = 1;
		break;
	case SDL_DROPFILE:
		on_drop_file(s, e->drop.file);
		break;
	case SDL_WINDOWEVENT: /* uncovered, or sized by full screen or the window manager: shown again */
		if (e->window.event == SDL_WINDOWEVENT_EXPOSED || e->window.event == SDL_WINDOWEVENT_SIZE_CHANGED)
			play_present(s->play);
		break;
	default: /* the keys and the mouse */
		if ((request = sdlinput_pass(s->play, e)) >= 0)
			shell_request(s, request);
		break;
	}
}

/* Handles events until the next frame is due: the wait is the event wait, so input stays live. */
static void shell_wait(struct shell *s)
{
	Uint64 freq = SDL_GetPerformanceFrequency();
	Uint64 ticks;
	SDL_Event e;

	while (!s->quit && (ticks = play_wait(s->play, SDL_GetPerformanceCounter())) > 0) {
		if (SDL_WaitEventTimeout(&e, (int)(ticks * 1000 / freq)))
			shell_event(s, &e);
	}
	while (!s->quit && SDL_PollEvent(&e))
		shell_event(s, &e);
}

static void shell_loop(struct shell *s)
{
	for (;;) {
		shell_wait(s);
		if (s->quit || play_finished(s->play))
			break;
		if (play_tick(s->play, SDL_GetPerformanceCounter()))
			shell_title(s);
	}
	play_report(s->play, SDL_GetPerformanceCounter(), stdout);
}

static int env_set(const char *name)
{
	const char *v = SDL_getenv(name);

	return v && *v;
}

static XErrorHandler xlib_errors; /* Xlib's own: says the error and ends the program */

/* X's errors as Xlib reports them, but for an event sent to a window that was gone when it got
 * there. SDL (2.26) wakes its event wait by sending its window an event over a second connection
 * to the X server, which may take it after the window is destroyed: on a busy machine Ctrl+Q
 * ended the program with BadWindow and status 1. */
static int x_error(Display *d, XErrorEvent *e)
{
	if (e->error_code == BadWindow && e->request_code == X_SendEvent)
		return 0;
	return xlib_errors(d, e);
}

/* Starts SDL's video on the display the environment names. Left to itself SDL would try every
 * driver in turn, down to its invisible "offscreen" one, and the window would run unseen. On X11
 * the window's surface is put on screen as it is (MIT-SHM), as xscreensaver's hacks do: SDL's
 * default there uploads it as an OpenGL texture, which on a software renderer took three quarters
 * of a 1080p frame (57 fps against 230); SDL_FRAMEBUFFER_ACCELERATION=1 still asks for that. */
static int shell_video(void)
{
	const char *why = NULL;

	if (!env_set("SDL_VIDEODRIVER")) {
		if (env_set("WAYLAND_DISPLAY"))
			SDL_SetHint(SDL_HINT_VIDEODRIVER, env_set("DISPLAY") ? "wayland,x11" : "wayland");
		else if (env_set("DISPLAY"))
			SDL_SetHint(SDL_HINT_VIDEODRIVER, "x11");
		else
			why = "neither DISPLAY nor WAYLAND_DISPLAY is set";
	}
	xlib_errors = XSetErrorHandler(x_error); /* before SDL's, which passes errors on to it */
	if (!why && SDL_Init(SDL_INIT_VIDEO))
		why = SDL_GetError();
	if (!why && SDL_strcmp(SDL_GetCurrentVideoDriver(), "x11") == 0)
		SDL_SetHintWithPriority(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0", SDL_HINT_DEFAULT);
	if (!why)
		return 0;
	fprintf(stderr, "ripple: no display (%s): use --headless, or run it under Xvfb (xvfb-run ./ripple)\n", why);
	SDL_Quit();
	return -1;
}

static int shell_open(struct shell *s, const struct options *o)
{
	char err[512];

	if (!(s->play = play_open(o, err, sizeof err))) {
		fprintf(stderr, "ripple: %s\n", err);
		return -1;
	}
	play_gl_attributes();
	for (int gl = 1; gl >= 0 && !s->win; gl--) /* without OpenGL, the software view only */
		s->win = SDL_CreateWindow("Ripple", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
					  play_width(s->play), play_height(s->play), gl ? SDL_WINDOW_OPENGL : 0);
	if (!s->win) {
		fprintf(stderr, "ripple: cannot open the window: %s\n", SDL_GetError());
		return -1;
	}
	if (play_fullscreen(s->play)) { /* at once: without a window manager, a window resized just before kept
				   * its windowed size inside SDL's full screen */
		shell_fullscreen(s);
		shell_fit(s, 1); /* the size and place it takes when full screen ends */
	} else {
		shell_first_fit(s);
	}
	if (play_start(s->play, s->win, err, sizeof err)) {
		fprintf(stderr, "ripple: %s\n", err);
		return -1;
	}
	play_clock(s->play, SDL_GetPerformanceCounter(), SDL_GetPerformanceFrequency());
	if (*play_gl_error(s->play))
		fprintf(stderr, "ripple: %s\n", play_gl_error(s->play));
	return 0;
}

static int shell_run(const struct options *o)
{
	struct shell s = { 0 };
	int status = RIPPLE_EXIT_REFUSED;

	if (shell_video())
		return RIPPLE_EXIT_REFUSED;
	if (shell_open(&s, o) == 0) {
		shell_loop(&s);
		status = play_save_outputs(s.play);
	}
	play_close(s.play);
	if (s.win)
		SDL_DestroyWindow(s.win);
	SDL_Quit();
	return status;
}

/* SDL's blocks of 8 MB and more (pictures, pages) on the kernel's 2 MB pages where it gives them
 * (transparent huge pages, madvise): the render reads a 4K picture at offsets rows apart, and on
 * 4 KB pages nearly every such read missed the TLB. */
#define HUGE_PAGE ((size_t)2 << 20)

static void *big_malloc(size_t n)
{
	void *p;

	if (n < 4 * HUGE_PAGE)
		return malloc(n);
	p = aligned_alloc(HUGE_PAGE, (n + HUGE_PAGE - 1) / HUGE_PAGE * HUGE_PAGE);
	if (p)
		madvise(p, n, MADV_HUGEPAGE);
	return p;
}

static void *big_calloc(size_t n, size_t size)
{
	void *p;

	if (size && n > SIZE_MAX / size)
		return NULL;
	if (n * size < 4 * HUGE_PAGE)
		return calloc(n, size);
	if ((p = big_malloc(n * size)))
		memset(p, 0, n * size);
	return p;
}

int main(int argc, char **argv)
{
	SDL_SetMemoryFunctions(big_malloc, big_calloc, realloc, free);
	return batch_main(argc, argv, shell_run);
}
