/* webmain.c - the browser's shell: the page's canvas as the window, its mouse, fingers and keys, its address as the command line, a frame at each of the browser's animation frames that is due. */
#include "app/cmdline.h"
#include "app/batch.h"
#include "files/recorder.h"
#include "window/shell.h"
#include "sdlinput.h"

#include <SDL.h>
#include <emscripten.h>
#include <emscripten/html5.h>

#include <stdio.h>
#include <string.h>

struct shell {
	struct options o;
	struct play *play;
	SDL_Window *win;
	char recording[1100]; /* the GIF being recorded in the program's files in memory; "" for none */
	int gl_shown; /* what the page was last told: an OpenGL display shown (page_gl) */
};

/* The browser calls the frames back after main has returned: the shell outlives it. */
static struct shell shell;

/* The room the page leaves for the canvas, in CSS pixels: its own layout's business (shell.html's
 * Module.room), so the window fits the browser's. */
EM_JS(void, page_room, (int *w, int *h), {
	const room = Module.room();
	HEAP32[w >> 2] = room[0];
	HEAP32[h >> 2] = room[1];
});

/* Whether a page gave a canvas (shell.html's Module.canvas): none under node. */
EM_JS(int, page_canvas, (void), { return Module.canvas ? 1 : 0; });

/* The OpenGL displays draw into a canvas of the page's own over SDL's (shell.html's Module.gl): a
 * canvas holds one kind of drawing, and SDL's software view has taken the first. */
EM_JS(void, page_gl, (int shown), { Module.gl(shown); });

/* The page told which canvas to show when the view changed between the software one and OpenGL. */
static void shell_gl(struct shell *s)
{
	const int shown = play_gl_view(s->play) != 0;

	if (shown != s->gl_shown)
		page_gl(shown);
	s->gl_shown = shown;
}

/* SDL gives the window's title to the page's (document.title). */
static void shell_title(struct shell *s)
{
	char title[320];

	play_title(s->play, title, sizeof title);
	SDL_SetWindowTitle(s->win, title);
}

/* The canvas at the size the run wants in the room the page leaves, which is also the screen of the
 * pool at the screen's resolution (Ctrl+F11): that pool takes the room's size. */
static void shell_fit(struct shell *s)
{
	int w, h;

	page_room(&w, &h);
	play_screen_size(s->play, w, h);
	play_room(s->play, w, h);
	SDL_SetWindowSize(s->win, play_width(s->play), play_height(s->play));
}

/* What a page cannot do yet, said when a key or an item asks for it (SHELL_*). */
static const char *const shell_missing[] = {
	[SHELL_QUIT] = "close the browser's tab to quit",
};

/* The page's full screen, as the browser has it (it leaves it by itself on Esc), told to the run;
 * the canvas fitted to the page again after it. */
static void shell_fullscreen(struct shell *s)
{
	const int full = (SDL_GetWindowFlags(s->win) & SDL_WINDOW_FULLSCREEN) != 0;

	if (full != play_fullscreen(s->play)) {
		play_set_fullscreen(s->play, full);
		if (!full)
			shell_fit(s);
	}
	play_present(s->play);
}

/* SHELL_ABOUT: the page's own box (shell.html's Module.about) says menu_about. */
EM_JS(void, page_about, (const char *text), { Module.about(UTF8ToString(text)); });

/* SHELL_OPEN: the page's file chooser (shell.html's Module.choosePicture), opened inside the
 * browser's handler of the key or the click, as browsers want. The file chosen comes back later, to
 * web_picture. */
EM_JS(void, page_choose_picture, (void), { Module.choosePicture(); });

/* SHELL_SAVE: what the canvas shows, saved into the program's files in memory as ripple-NNNNNN.png
 * (play_file_name), handed to the browser as a download of that name (shell.html's
 * Module.download), and forgotten; said below the canvas. */
EM_JS(void, page_download, (const char *path, const char *name), {
	Module.download(FS.readFile(UTF8ToString(path)), UTF8ToString(name));
});

static void shell_save(struct shell *s)
{
	char name[64], path[80], err[4608];

	play_file_name(s->play, "png", name, sizeof name);
	snprintf(path, sizeof path, "/%s", name);
	if (play_save_window(s->play, path, err, sizeof err)) {
		fprintf(stderr, "ripple: %s\n", err);
		return;
	}
	page_download(path, name);
	remove(path);
	printf("ripple: saved what the canvas shows as the download %s\n", name);
}

/* The GIF recorded (?record= or Ctrl+R), finished: handed to the browser as a download of its
 * name, and forgotten. Nothing when none runs. */
static void shell_record_stop(struct shell *s)
{
	char err[2600];
	const char *name = strrchr(s->recording, '/') ? strrchr(s->recording, '/') + 1 : s->recording;

	if (!play_recording(s->play))
		return;
	if (play_record_stop(s->play, err, sizeof err)) {
		fprintf(stderr, "ripple: %s\n", err);
	} else {
		page_download(s->recording, name);
		printf("ripple: the recording handed to the browser as the download %s\n", name);
	}
	remove(s->recording);
	*s->recording = '\0';
}

/* SHELL_RECORD (Ctrl+R, File > Record to a GIF...): the recording stopped and downloaded, or started
 * into ripple-NNNNNN.gif (play_file_name) in the program's files in memory. The recorder encodes
 * each frame as it is shown where the page has no threads, on a thread of its own where it has. */
static void shell_record(struct shell *s)
{
	char name[64], err[2600];

	if (play_recording(s->play)) {
		shell_record_stop(s);
		return;
	}
	play_file_name(s->play, "gif", name, sizeof name);
	snprintf(s->recording, sizeof s->recording, "/%s", name);
	if (play_record_start(s->play, s->recording, err, sizeof err)) {
		fprintf(stderr, "ripple: %s\n", err);
		*s->recording = '\0';
		return;
	}
	printf("ripple: recording what the canvas shows; Ctrl+R stops and downloads %s\n", name);
	play_note(s->play, "into %s", name);
}

/* SHELL_LINK: the page's address with the options that set the run up as it is now as its query,
 * copied to the clipboard by the page (shell.html's Module.copyLink, inside the browser's handler of
 * the key or the click, as browsers want) and said below the canvas. */
EM_JS(void, page_copy_link, (const char *query), { Module.copyLink(UTF8ToString(query)); });

static void shell_link(struct shell *s)
{
	struct options o;
	char query[8192];

	play_settings(s->play, &o);
	if (options_write(&o, OPTIONS_ADDRESS, query, sizeof query) < 0) {
		fprintf(stderr, "ripple: the link to the lesson is too long to copy\n");
		return;
	}
	page_copy_link(query);
	play_note(s->play, "%s", "link copied");
}

/* What a command left to the shell (SHELL_*); what a page cannot do yet is said in the title and
 * at the canvas's foot. */
static void shell_request(struct shell *s, int request)
{
	if (request == SHELL_ABOUT) {
		page_about(menu_about);
	} else if (request == SHELL_OPEN) {
		page_choose_picture();
	} else if (request == SHELL_SAVE) {
		shell_save(s);
	} else if (request == SHELL_RECORD) {
		shell_record(s);
	} else if (request == SHELL_LINK) {
		shell_link(s);
	} else if (request == SHELL_FIT) {
		shell_fit(s);
		play_present(s->play);
	} else if (request == SHELL_FULLSCREEN) {
		SDL_SetWindowFullscreen(s->win, play_fullscreen(s->play) ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
		shell_fullscreen(s);
	} else if (request < (int)SDL_arraysize(shell_missing) && shell_missing[request]) {
		play_note(s->play, "%s", shell_missing[request]);
	}
	shell_title(s);
}

/* Each event as SDL gets it, inside the browser's own handler of it: a key's request is answered
 * there, where the browser grants full screen. Nothing after the --frames count; none is kept. */
static int SDLCALL shell_event(void *data, SDL_Event *e)
{
	struct shell *s = data;
	int request;

	if (play_finished(s->play))
		return 0;
	if (e->type == SDL_WINDOWEVENT && e->window.event == SDL_WINDOWEVENT_SIZE_CHANGED)
		shell_fullscreen(s);
	else if ((request = sdlinput_pass(s->play, e)) >= 0 || (request = sdlinput_finger(s->play, s->win, e)) >= 0)
		shell_request(s, request);
	shell_gl(s);
	return 0;
}

/* The page's menu bar (shell.html makes it from window/menus.c's table, which web/mkmenu.c writes
 * out): an item runs its command by id, as a key does, inside the browser's handler of the click;
 * its check mark is asked for when its menu opens and after each command. Nothing after the
 * --frames count, as for the keys. */
void web_command(int id);
int web_checked(int id);

EMSCRIPTEN_KEEPALIVE void web_command(int id)
{
	if (shell.play && !play_finished(shell.play)) {
		shell_request(&shell, command_menu(shell.play, id));
		shell_gl(&shell);
	}
}

EMSCRIPTEN_KEEPALIVE int web_checked(int id)
{
	return shell.play && command_checked(shell.play, id);
}

/* The browser grants full screen only inside its handler of a click or a key, and SDL's request for
 * it (SHELL_FULLSCREEN) waits for the next of emscripten's own handlers: after an item's click,
 * handled by the page, comes this one of the menu bar's, where the request is made. */
static EM_BOOL shell_menu_click(int type, const EmscriptenMouseEvent *e, void *data)
{
	(void)type, (void)e, (void)data;
	return EM_FALSE;
}

/* The browser's window resized: the pool at the screen's resolution follows the room the page
 * leaves (in full screen, from when it ends). */
static EM_BOOL shell_resize(int type, const EmscriptenUiEvent *e, void *data)
{
	struct shell *s = data;
	int w, h;

	(void)type, (void)e;
	if (play_finished(s->play) || play_fullscreen(s->play))
		return EM_FALSE;
	page_room(&w, &h);
	if (play_screen_size(s->play, w, h)) {
		shell_fit(s);
		play_present(s->play);
		shell_title(s);
	}
	return EM_FALSE;
}

/* A picture chosen for SHELL_OPEN or dropped on the page, which shell.html has written into the
 * program's files in memory at path: put under the water (the canvas fitted to a pool that changed
 * size), or refused with the reason below the canvas. Returns 0, or -1 when refused. */
int web_picture(const char *path);

EMSCRIPTEN_KEEPALIVE int web_picture(const char *path)
{
	char err[4608];
	int resized;

	if (!shell.play || play_finished(shell.play))
		return -1;
	if ((resized = play_set_picture(shell.play, path, err, sizeof err)) < 0) {
		fprintf(stderr, "ripple: %s\n", err);
	} else if (resized) {
		shell_fit(&shell);
		play_present(shell.play);
	}
	shell_title(&shell);
	return resized < 0 ? -1 : 0;
}

/* The browser's animation frame (60 times a second, none while the tab is hidden): the run's frame
 * when it is due. After the --frames count the water stops and the canvas keeps its last frame: a
 * page does not exit. */
static void shell_frame(void *arg)
{
	struct shell *s = arg;
	const Uint64 now = SDL_GetPerformanceCounter();

	if (play_finished(s->play)) {
		emscripten_cancel_main_loop();
		play_report(s->play, now, stdout);
		shell_record_stop(s);
	} else if (play_wait(s->play, now) == 0 && play_tick(s->play, now)) {
		shell_title(s);
	}
}

/* What the page cannot do yet, refused with the reason: files named on the command line (of the
 * computer's files a page sees only those the user gives it; a GIF recorded goes to the browser's
 * downloads). */
static const char *shell_refused(const struct options *o)
{
	if (o->image)
		return "the page cannot open a picture its address names: open one with Ctrl+O (File > Open picture...) or drop it on the page";
	if (o->save_frame || o->save_heights || o->save_window)
		return "the page cannot save files yet: --save-frame, --save-heights and --save-window are the desktop program's";
	if (o->record && o->record_kind == RECORD_PNGS)
		return "the page cannot record numbered PNGs into a folder: --record-frames is the desktop program's; record=NAME.gif records a GIF, downloaded when the water stops (frames=N) or at Ctrl+R";
	if (o->record && strchr(o->record, '/'))
		return "the page records into the browser's downloads: record= takes a name without folders, as record=lesson.gif";
	return NULL;
}

static int shell_open(struct shell *s)
{
	char err[512];
	const char *refused = shell_refused(&s->o);

	if (refused) {
		fprintf(stderr, "ripple: %s\n", refused);
		return -1;
	}
	/* Each finger is its own left button (sdlinput_finger), at the canvas's pixel under it whatever
	 * size the page shows the canvas at: SDL makes no mouse of the first, and keeps the browser from
	 * adding mouse events of its own to a tap. */
	SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0");
	if (!page_canvas() || SDL_Init(SDL_INIT_VIDEO)) {
		fprintf(stderr, "ripple: no canvas (%s): open ripple.html in a browser, or use --headless\n",
			page_canvas() ? SDL_GetError() : "not in a page");
		return -1;
	}
	SDL_StopTextInput(); /* the keys are the commands': SDL keeps the browser from acting on them too */
	if (!(s->play = play_open(&s->o, err, sizeof err))) {
		fprintf(stderr, "ripple: %s\n", err);
		return -1;
	}
	play_gl_attributes(); /* WebGL 2 for the OpenGL displays, where the browser gives it */
	if (!(s->win = SDL_CreateWindow("Ripple", 0, 0, play_width(s->play), play_height(s->play), SDL_WINDOW_OPENGL)) &&
	    !(s->win = SDL_CreateWindow("Ripple", 0, 0, play_width(s->play), play_height(s->play), 0))) {
		fprintf(stderr, "ripple: cannot use the canvas: %s\n", SDL_GetError());
		return -1;
	}
	shell_fit(s);
	if (play_start(s->play, s->win, err, sizeof err)) {
		fprintf(stderr, "ripple: %s\n", err);
		return -1;
	}
	if (s->o.record)
		snprintf(s->recording, sizeof s->recording, "%s", s->o.record);
	play_clock(s->play, SDL_GetPerformanceCounter(), SDL_GetPerformanceFrequency());
	if (*play_gl_error(s->play)) /* --gl without WebGL 2: the software view stays, said below the canvas */
		fprintf(stderr, "ripple: %s\n", play_gl_error(s->play));
	shell_title(s);
	shell_gl(s);
	SDL_SetEventFilter(shell_event, s);
	emscripten_set_click_callback("#menus", NULL, EM_FALSE, shell_menu_click);
	emscripten_set_resize_callback(EMSCRIPTEN_EVENT_TARGET_WINDOW, s, EM_FALSE, shell_resize);
	return 0;
}

int main(int argc, char **argv)
{
	char err[512];
	int status;

	if (options_parse(&shell.o, argc, argv, err, sizeof err)) {
		fprintf(stderr, "ripple: %s\n", err);
		status = 2;
	} else if (!batch_run(&shell.o, &status)) {
		if (shell_open(&shell) == 0) {
			emscripten_set_main_loop_arg(shell_frame, &shell, 0, 0);
			return 0;
		}
		play_close(shell.play);
		shell.play = NULL; /* the page stays: its menus find no run */
		SDL_Quit();
		status = 2;
	}
	options_free(&shell.o);
	return status;
}
