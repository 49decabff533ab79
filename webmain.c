/* webmain.c - the browser's shell: the page's canvas as the window, its mouse, fingers and keys, its address as the command line, a frame at each of the browser's animation frames that is due. */
#include "files/recorder.h"
#include "window/shell.h"
#include "sdlinput.h"

#include <SDL.h>
#include <emscripten.h>
#include <emscripten/heap.h>
#include <emscripten/html5.h>

#include <math.h>
#include <stdio.h>
#include <string.h>

/* The bytes of the browser's memory a pixel of the pool takes in the page (the picture, the page
 * drawn, the heights, the side view, the canvas and its copies), measured (docs/web.md): the largest
 * pool tried that opened, 11520x6480 (74.6 million pixels), took 2.10 GB of emscripten_get_heap_max's
 * 2.15; 12000x6750 could not be shown. */
#define SHELL_POOL_BYTES 30 /* 29 and a little to spare */
#define LINK_BYTES (3 * 65536 + 8192) /* a link to the lesson: its options and a lesson's text (64 KB), encoded */

struct shell {
	struct options o;
	struct play *play;
	SDL_Window *win;
	char recording[1100]; /* the GIF being recorded in the program's files in memory; "" for none */
	int gl_shown; /* what the page was last told: an OpenGL display shown (page_gl) */
	int argc;     /* the address's parameters as the command line, those left out taken away */
	char **argv;
	char told[4096]; /* the message over the water the page was last told (page_message) */
	char gone[2048]; /* the parameters left out because the run could not open with them, said */
	int help;        /* ?help: the page's box lists the address's parameters */
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

/* What the program said on stderr ("ripple: ..." lines, in the address's words: shell.html's
 * Module.pending) since last asked, into buf; "" when nothing. */
EM_JS(void, page_pending, (char *buf, int len), { stringToUTF8(Module.pending(), buf, len); });

/* The message over the water as the page exposes it to the user's tools (shell.html's
 * Module.message: a live region a screen reader reads, which the tests read too); "" once
 * dismissed. */
EM_JS(void, page_message, (const char *text), { Module.message(UTF8ToString(text)); });

/* What the program said since last asked, over the water until a key, a click or a command
 * (play_message), where a teacher sees it; the page told the message shown when it changed. */
static void shell_messages(struct shell *s)
{
	char said[4096];
	const char *shown;

	page_pending(said, sizeof said);
	if (*said)
		play_message(s->play, said);
	shown = play_message_shown(s->play);
	if (strcmp(shown, s->told)) {
		snprintf(s->told, sizeof s->told, "%s", shown);
		page_message(s->told);
	}
}

/* ?help: the page's box (shell.html's Module.help) lists the address's parameters. */
EM_JS(void, page_help, (const char *text), { Module.help(UTF8ToString(text)); });

static const char shell_usage[] =
	"Ripple's page takes its settings from its address, after a ?, joined by &:\n"
	"  ripple.html?scenario=double-slit&view=heights&intensity\n"
	"A parameter with a value is name=value; a switch is its name alone. A value the\n"
	"page cannot take is left out (its default kept) and said over the water until a\n"
	"key or a click.\n"
	"\n"
	"The pool and the canvas:\n"
	"  size=WxH               the pool's size, each 1..16384 within what the browser holds\n"
	"                         (default 320x240); size=screen: the page's size (Ctrl+F11)\n"
	"  scale=N                the zoom, 1..8 (default: the largest that fits; Ctrl+0)\n"
	"  bpp=8|16|24|32         the pictures' depth; 8 is paletted\n"
	"  fps=N|max              frames a second, 1..1000 or max (default 25, the article's)\n"
	"  gl                     draw through WebGL 2: the frame as a texture\n"
	"  gl-view=flat|refraction|surface\n"
	"                         WebGL 2: the texture, the refraction on the GPU, the 3D surface\n"
	"\n"
	"Lessons (the defaults are the article's):\n"
	"  drop=X,Y[,R[,W]][@F]   a stone of radius R (default 3) and weight W (0..32767,\n"
	"                         default 128) at (X,Y) of the pool, in frame F; repeatable\n"
	"  rain=RATE              stones falling at random, a second (0..1000)\n"
	"  seed=N                 the rain's random sequence (default 1)\n"
	"  scenario=none|rock|slit|double-slit|two-sources|three-slits|out-of-phase|\n"
	"           lloyds-mirror|narrow-slit|harbour|wall-45|corner|wave-guide|grating|\n"
	"           doppler|sonic-boom|mirror|parabola|refraction|lens|practical\n"
	"                         a ready-made pool with a wave source, in the heights view\n"
	"  lesson=TEXT            a lesson's own text, its lines joined by ; (docs/lessons.md),\n"
	"                         as File > Copy a link to the lesson (Ctrl+K) writes it\n"
	"  slits=WIDTH,GAP        the slits' width and distance (default 6,60; one slit 15),\n"
	"                         in cells of the 320x240 lesson\n"
	"  screen=L               the intensity screen's distance from the slits (default 132)\n"
	"  angle=DEG              a beam's angle of incidence on the lesson's wall (mirror), or\n"
	"                         the shallow water's edge's to the fronts (refraction), 1..89\n"
	"  shallow=S              the lesson's shallow water's speed ratio, 0.2..1 (refraction 0.5)\n"
	"  period=N               frames per wave of the source, 2..1000 (default 12)\n"
	"  speed=1/2|1|2|4        the water's speed (default 1)\n"
	"  graph=X0,Y0,X1,Y1      a wave profile along that line, inside the pool; graph=probe:\n"
	"                         the scenario's own line\n"
	"  graph-at=below|over    the profile's strip below the water (default) or over it\n"
	"  clock=X,Y              a clock at that point, marked on the water (its period and\n"
	"                         v = f lambda are printed by the desktop program headless,\n"
	"                         not shown here yet)\n"
	"  intensity              with a slit scenario, the intensity on a screen at the right\n"
	"  view=refraction|light|both|heights\n"
	"                         the bent picture, light on the waves, both, the heights\n"
	"  stencil=4|12           neighbours in the wave equation (default 4)\n"
	"  damping=N|off          each step loses 1/2^N of the height, N 1..8 (default 5)\n"
	"  stone=flat|soft        the article's flat disc, or a soft one\n"
	"  boundary=classic|reflect|absorb\n"
	"                         the article's edges, walls all around, edges that let waves out\n"
	"  mesh=1|2|4             a node every 1, 2 or 4 pixels (default 1)\n"
	"\n"
	"The side view (springs, splashes, droplets):\n"
	"  scene=pool|side        the pool from above (default), or the side view\n"
	"  tension=K, dampening=D the springs' tension and damping, 0..1 (default 0.025)\n"
	"  spread=S               each spring's pull on its neighbours, 0..0.5 (default 0.25)\n"
	"  passes=N               spreading passes a frame, 0..64 (default 8)\n"
	"  splash=X,SPEED[@F]     hit column X with SPEED (-1000..1000) in frame F; repeatable\n"
	"  rock=X[@F]             drop the rock at column X in frame F; repeatable\n"
	"\n"
	"Frames and recording:\n"
	"  frames=N               stop the water after N frames and say the frame rate\n"
	"  record=NAME.gif        record from the first frame; downloaded when the water stops\n"
	"                         (frames=N) or at Ctrl+R\n"
	"  record-full            a GIF of every frame at the full size shown\n"
	"\n"
	"Speed:\n"
	"  bench, modes, only=MODE, quick\n"
	"                         time the water's kernels instead of running the lesson\n"
	"  threads=N              cores for the water, 1..16, where the page has threads\n"
	"  kernel=auto|article|scalar|simd128\n"
	"                         the water's code (default: the fastest)\n"
	"  help, version          this list, or the version, over the running water\n"
	"\n"
	"Pictures come in through Ctrl+O or a drop on the page; Ctrl+S saves a frame and\n"
	"Ctrl+R records a GIF, both into the browser's downloads. F1 lists the keys.\n";

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

/* SHELL_OPEN_LESSON: the page's file chooser for .lesson files (shell.html's Module.chooseLesson);
 * the lesson chosen comes back to web_picture, which opens a .lesson as a lesson. */
EM_JS(void, page_choose_lesson, (void), { Module.chooseLesson(); });

/* SHELL_SAVE: what the canvas shows as ripple-NNNNNN.png (play_file_name), given as a download
 * (shell.html's Module.download, shell_download). */
EM_JS(void, page_download, (const char *path, const char *name), {
	Module.download(FS.readFile(UTF8ToString(path)), UTF8ToString(name));
});

/* A file the run saves (save: play_save_window, play_save_lesson) into the program's files in memory
 * under name alone (the folder is the root, so that what is said of the file names it as the
 * browser's download does), handed to the browser as a download of that name and forgotten; said
 * on the canvas (the note) and below it ("saved WHAT as the download NAME"). */
static void shell_download(struct shell *s, const char *name, const char *what,
			   int (*save)(struct play *p, const char *path, char *err, size_t errlen))
{
	char err[4608];

	if (save(s->play, name, err, sizeof err)) {
		fprintf(stderr, "ripple: %s\n", err);
		return;
	}
	page_download(name, name);
	remove(name);
	printf("ripple: saved %s as the download %s\n", what, name);
	play_note(s->play, "saved %s (the browser's downloads)", name);
}

static void shell_save(struct shell *s)
{
	char name[64];

	play_file_name(s->play, "png", name, sizeof name);
	shell_download(s, name, "what the canvas shows", play_save_window);
}

/* SHELL_SAVE_LESSON: the lesson as it is now, saved under its name ("double-slit.lesson") and given
 * as a download, as a frame is. */
static void shell_save_lesson(struct shell *s)
{
	char name[64];

	play_lesson_name(s->play, name, sizeof name);
	shell_download(s, name, "the lesson", play_save_lesson);
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
	snprintf(s->recording, sizeof s->recording, "%s", name); /* in the root folder, named alone */
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
	static char query[LINK_BYTES]; /* a lesson's text in it (lesson=) too */
	struct options o;

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
	} else if (request == SHELL_OPEN_LESSON) {
		page_choose_lesson();
	} else if (request == SHELL_SAVE_LESSON) {
		shell_save_lesson(s);
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
	shell_messages(s);
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
		shell_messages(&shell);
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

/* The file at path in the program's files in memory (shell.html's folder of its own for each picture,
 * /pictures/N/NAME) named alone in text, as the user knows it. */
static void shell_name_alone(char *text, const char *path)
{
	const char *name = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
	const size_t n = strlen(path), k = strlen(name);
	char *at;

	while (n > k && (at = strstr(text, path)))
		memmove(at, at + (n - k), strlen(at + (n - k)) + 1);
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
		shell_name_alone(err, path);
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
	} else {
		shell_messages(s);
		if (play_wait(s->play, now) == 0 && play_tick(s->play, now))
			shell_title(s);
	}
}

/* A line appended to the page's messages in said (len bytes). */
static void shell_say(char *said, size_t len, const char *text)
{
	const size_t n = strlen(said);

	snprintf(said + n, len - n, "%s\n", text);
}

/* What the page cannot do, left out with the reason into said, the rest of the run kept: files named
 * on the command line (of the computer's files a page sees only those the user gives it; a GIF
 * recorded goes to the browser's downloads). */
static void shell_refuse(struct options *o, char *said, size_t len)
{
	char line[1200];

	if (o->image) {
		snprintf(line, sizeof line, "image=%.200s: the page cannot open a picture its address names: open one with "
			 "Ctrl+O (File > Open picture...) or drop it on the page", o->image);
		shell_say(said, len, line);
	}
	if (o->water.walls) {
		snprintf(line, sizeof line, "walls=%.200s: the page cannot open a picture its address names; the pool has no "
			 "walls (the right button draws them)", o->water.walls);
		shell_say(said, len, line);
	}
	if (o->save_frame || o->save_heights || o->save_window)
		shell_say(said, len, "the page cannot save files its address names: save-frame, save-heights and "
			  "save-window are the desktop program's; Ctrl+S saves a frame");
	if (o->save_lesson) { /* lesson= is the lesson's text (options_parse_address), read already */
		snprintf(line, sizeof line, "save-lesson=%.200s: the page cannot save a lesson file its address names: "
			 "File > Save lesson... (Ctrl+P) downloads it", o->save_lesson);
		shell_say(said, len, line);
	}
	if (o->record && o->record_kind == RECORD_PNGS) {
		shell_say(said, len, "the page cannot record numbered PNGs into a folder: record-frames is the desktop "
			  "program's; record=NAME.gif records a GIF, downloaded when the water stops (frames=N) or at Ctrl+R");
		o->record = NULL;
	} else if (o->record && strchr(o->record, '/')) {
		snprintf(line, sizeof line, "record=%.200s: the page records into the browser's downloads: record= takes a "
			 "name without folders, as record=lesson.gif", o->record);
		shell_say(said, len, line);
		o->record = NULL;
	}
	o->image = o->water.walls = o->save_frame = o->save_heights = o->save_window = NULL;
	o->lesson_file = o->save_lesson = NULL;
}

/* The address's parameters (s->argc, s->argv) into s->o, what is refused left out and said into
 * said; ?help and ?version are said by the page (its box of the parameters, a message) while the
 * water runs. */
static void shell_parse(struct shell *s, char *said, size_t len)
{
	char version[160];

	options_free(&s->o);
	options_parse_address(&s->o, s->argc, s->argv, said, len);
	shell_refuse(&s->o, said, len);
	if (s->o.version && batch_text(&(struct options){ .version = 1 }, version, sizeof version))
		shell_say(said, len, strtok(version, "\n"));
	s->o.version = 0;
}

/* A size= the browser's memory could not hold, said with the size a page can hold: the memory the
 * browser gives a page over what a pixel of the pool takes (SHELL_POOL_BYTES), as a 16:9 pool. */
static void shell_size_said(const char *arg, char *line, size_t len)
{
	const double pixels = (double)emscripten_get_heap_max() / SHELL_POOL_BYTES;
	const int w = (int)sqrt(pixels * 16 / 9) / 16 * 16;

	snprintf(line, len, "%s: too large for the memory a browser gives a page, which holds pools of up to about %.0f "
		 "million pixels (as %dx%d); the pool keeps its own size", arg, pixels / 1e6, w, w * 9 / 16);
}

/* The run of s->o opened and shown in the page's canvas (SDL's window, made at the first try and
 * kept). Returns 0; -1 with the reason in err, the run closed; -2 when the canvas cannot be had. */
static int shell_try(struct shell *s, char *err, size_t errlen)
{
	if (!(s->play = play_open(&s->o, err, errlen)))
		return -1;
	play_gl_attributes(); /* WebGL 2 for the OpenGL displays, where the browser gives it */
	if (!s->win &&
	    !(s->win = SDL_CreateWindow("Ripple", 0, 0, play_width(s->play), play_height(s->play), SDL_WINDOW_OPENGL)) &&
	    !(s->win = SDL_CreateWindow("Ripple", 0, 0, play_width(s->play), play_height(s->play), 0))) {
		snprintf(err, errlen, "cannot use the canvas: %s", SDL_GetError());
		return -2;
	}
	shell_fit(s);
	if (play_start(s->play, s->win, err, errlen)) {
		play_close(s->play);
		s->play = NULL;
		return -1;
	}
	return 0;
}

/* Whether the parameter arg may be why the run could not open (err): its name in the reason ("the
 * graph's line ..." for graph=), or size= for memory. Those are left out first. */
static int shell_suspect(const char *arg, const char *err)
{
	char name[40];

	snprintf(name, sizeof name, "%.*s", (int)strcspn(arg + 2, "="), arg + 2);
	return (strstr(err, "memory") && !strcmp(name, "size")) || strstr(err, name);
}

/* The run opened and shown for the address; when it cannot be (a size the browser cannot hold, a
 * graph's line out of the pool...), the parameter whose leaving out lets it is left out and said
 * (those the reason names tried first, then from the last), else the last the reason names (or the
 * last), and again. Returns 0,
 * or -1 when not even the address without parameters opens (the reason on stderr). */
static int shell_play_open(struct shell *s, char *said, size_t len)
{
	char err[512], first[512], line[1200], q[80], *gone = NULL;
	int tried;
	size_t at;

	shell_parse(s, said, len);
	while ((tried = shell_try(s, first, sizeof first))) {
		int j = 0;

		if (tried == -2 || s->argc < 2) {
			fprintf(stderr, "ripple: %s\n", first);
			return -1;
		}
		for (int pass = 0; pass < 2 && !s->play; pass++) /* the suspects, then the others */
			for (j = s->argc - 1; j >= 1; j--) {
				if (shell_suspect(s->argv[j], first) != !pass)
					continue;
				gone = s->argv[j];
				memmove(s->argv + j, s->argv + j + 1, (size_t)(s->argc - j) * sizeof *s->argv);
				s->argc--;
				*said = '\0';
				shell_parse(s, said, len);
				if ((tried = shell_try(s, err, sizeof err)) == 0)
					break;
				if (tried == -2) {
					fprintf(stderr, "ripple: %s\n", err);
					return -1;
				}
				memmove(s->argv + j + 1, s->argv + j, (size_t)(s->argc - j + 1) * sizeof *s->argv);
				s->argv[j] = gone;
				s->argc++;
			}
		if (!s->play) { /* none alone: the last suspect (else the last) left out, and again */
			for (j = s->argc - 1; j > 1 && !shell_suspect(s->argv[j], first); j--)
				;
			j = shell_suspect(s->argv[j], first) ? j : s->argc - 1;
			gone = s->argv[j];
			memmove(s->argv + j, s->argv + j + 1, (size_t)(s->argc - j) * sizeof *s->argv);
			s->argc--;
			*said = '\0';
			shell_parse(s, said, len);
		}
		snprintf(q, sizeof q, "%.70s", gone + (strncmp(gone, "--", 2) ? 0 : 2));
		if (!strncmp(gone, "--size=", 7) && (strstr(first, "memory") || strstr(first, "Memory")))
			shell_size_said(q, line, sizeof line);
		else
			snprintf(line, sizeof line, "%s: %s; left out", q, first);
		shell_say(s->gone, sizeof s->gone, line);
	}
	at = strlen(said);
	snprintf(said + at, len - at, "%s", s->gone);
	return 0;
}

static int shell_open(struct shell *s)
{
	char said[8192] = "";

	/* Each finger is its own left button (sdlinput_finger), at the canvas's pixel under it whatever
	 * size the page shows the canvas at: SDL makes no mouse of the first, and keeps the browser from
	 * adding mouse events of its own to a tap. */
	SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0");
	if (SDL_Init(SDL_INIT_VIDEO)) {
		fprintf(stderr, "ripple: no canvas (%s): open ripple.html in a browser, or use --headless\n", SDL_GetError());
		return -1;
	}
	SDL_StopTextInput(); /* the keys are the commands': SDL keeps the browser from acting on them too */
	if (shell_play_open(s, said, sizeof said))
		return -1;
	if (*said)
		shell_say(said, sizeof said, "(a key or a click takes these lines away)");
	for (char *line = strtok(said, "\n"); line; line = strtok(NULL, "\n"))
		fprintf(stderr, "ripple: %s\n", line); /* below the canvas, and on it (shell_messages) */
	if (s->help)
		page_help(shell_usage);
	if (s->o.record)
		snprintf(s->recording, sizeof s->recording, "%s", s->o.record);
	play_clock(s->play, SDL_GetPerformanceCounter(), SDL_GetPerformanceFrequency());
	if (*play_gl_error(s->play)) /* --gl without WebGL 2: the software view stays, said on the canvas */
		fprintf(stderr, "ripple: %s\n", play_gl_error(s->play));
	shell_messages(s);
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

	if (page_canvas()) { /* a page: its address, each parameter one argument; it starts whatever they say */
		shell.argc = argc;
		shell.argv = argv;
		options_parse_address(&shell.o, argc, argv, err, sizeof err);
		shell.help = shell.o.help;
		shell.o.help = 0;
		if (!shell.help && !shell.o.version && batch_run(&shell.o, &status)) { /* ?bench, ?headless */
			options_free(&shell.o);
			return status;
		}
		if (shell_open(&shell) == 0) {
			emscripten_set_main_loop_arg(shell_frame, &shell, 0, 0);
			return RIPPLE_EXIT_DONE; /* the page goes on: the browser calls shell_frame */
		}
	} else if (options_parse(&shell.o, argc, argv, err, sizeof err)) { /* node: the command line */
		fprintf(stderr, "ripple: %s\n", err);
		options_free(&shell.o);
		return RIPPLE_EXIT_REFUSED;
	} else if (batch_run(&shell.o, &status)) {
		options_free(&shell.o);
		return status;
	} else {
		fprintf(stderr, "ripple: no canvas (not in a page): open ripple.html in a browser, or use --headless\n");
	}
	play_close(shell.play);
	shell.play = NULL; /* the page stays: its menus find no run */
	SDL_Quit();
	options_free(&shell.o);
	return RIPPLE_EXIT_REFUSED;
}
