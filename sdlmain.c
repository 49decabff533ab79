/* sdlmain.c - the native shell: an SDL2 window at a fixed 25 fps, clicks drop stones, keys run commands. */
#include "commands.h"
#include "demo.h"
#include "pace.h"

#include <SDL.h>

#include <stdio.h>

struct shell {
	const struct options *o;
	struct demo demo;
	SDL_Window *win;
	SDL_Surface *zoomed; /* the page in the window's format, stretched from when zoomed */
	struct pacer pace;
	struct fps_meter meter;
	long shown;          /* frames presented since the start */
	int scale, show_fps, quit;
};

static void shell_title(struct shell *s)
{
	char title[128];

	if (s->show_fps && s->meter.fps > 0)
		snprintf(title, sizeof title, "Ripple - %.1f fps (%.2fx the K6-200's %.0f)%s", s->meter.fps,
			 s->meter.fps / RIPPLE_HISTORIC_FPS, RIPPLE_HISTORIC_FPS, s->demo.paused ? " - paused" : "");
	else
		snprintf(title, sizeof title, "Ripple%s", s->demo.paused ? " - paused" : "");
	SDL_SetWindowTitle(s->win, title);
}

/* Sizes the window to the pool times the zoom, with a matching stretch surface. */
static int shell_zoom(struct shell *s, int scale)
{
	SDL_Surface *ws;

	s->scale = scale;
	SDL_SetWindowSize(s->win, s->demo.pool.w * scale, s->demo.pool.h * scale);
	ws = SDL_GetWindowSurface(s->win);
	SDL_FreeSurface(s->zoomed);
	s->zoomed = ws ? SDL_CreateRGBSurfaceWithFormat(0, s->demo.pool.w, s->demo.pool.h,
							ws->format->BitsPerPixel, ws->format->format) : NULL;
	return s->zoomed ? 0 : -1;
}

/* Shows the render page; the window surface is fetched anew as a resize invalidates it. */
static void shell_present(struct shell *s)
{
	SDL_Surface *ws = SDL_GetWindowSurface(s->win);

	if (!ws)
		return;
	if (ws->w == s->demo.pool.w && ws->h == s->demo.pool.h) {
		SDL_BlitSurface(s->demo.page, NULL, ws, NULL);
	} else {
		SDL_BlitSurface(s->demo.page, NULL, s->zoomed, NULL);
		SDL_BlitScaled(s->zoomed, NULL, ws, NULL);
	}
	SDL_UpdateWindowSurface(s->win);
}

static void shell_save_frame(struct shell *s)
{
	char name[64], err[512];

	snprintf(name, sizeof name, "ripple-%06ld.bmp", s->demo.frame);
	if (demo_save_frame(&s->demo, name, err, sizeof err))
		fprintf(stderr, "ripple: %s\n", err);
	else
		printf("ripple: saved the frame to %s\n", name);
}

static void shell_command(struct shell *s, const struct command *c)
{
	if (command_run(c, &s->demo)) {
		shell_title(s);
		return;
	}
	switch (c->id) {
	case CMD_OPEN:
		SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_INFORMATION, "Open picture",
					 "Drop a BMP file onto the window to put it under the water.", s->win);
		break;
	case CMD_SAVE_FRAME:
		shell_save_frame(s);
		break;
	case CMD_EXIT:
		s->quit = 1;
		break;
	case CMD_ZOOM_1: case CMD_ZOOM_2: case CMD_ZOOM_3:
		if (shell_zoom(s, c->arg))
			fprintf(stderr, "ripple: cannot zoom: %s\n", SDL_GetError());
		break;
	case CMD_SHOW_FPS:
		s->show_fps = !s->show_fps;
		shell_title(s);
		break;
	case CMD_ABOUT:
		SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_INFORMATION, "About Ripple", command_about, s->win);
		break;
	default:
		break;
	}
}

static void on_key(struct shell *s, const SDL_KeyboardEvent *k)
{
	int key = k->keysym.sym == SDLK_F1 ? KEY_F1 : (int)k->keysym.sym;
	const struct command *c = command_for_key(key, (k->keysym.mod & KMOD_CTRL) != 0);

	if (c && !k->repeat)
		shell_command(s, c);
}

static void on_click(struct shell *s, const SDL_MouseButtonEvent *b)
{
	if (b->button != SDL_BUTTON_LEFT)
		return;
	demo_drop(&s->demo, b->x / s->scale, b->y / s->scale);
	if (s->demo.paused)
		demo_render(&s->demo);
}

static void on_drop_file(struct shell *s, char *path)
{
	char err[512];

	if (demo_set_picture(&s->demo, path, err, sizeof err))
		SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, "Ripple", err, s->win);
	SDL_free(path);
}

static void shell_event(struct shell *s, SDL_Event *e)
{
	switch (e->type) {
	case SDL_QUIT:
		s->quit = 1;
		break;
	case SDL_KEYDOWN:
		on_key(s, &e->key);
		break;
	case SDL_MOUSEBUTTONDOWN:
		on_click(s, &e->button);
		break;
	case SDL_DROPFILE:
		on_drop_file(s, e->drop.file);
		break;
	default:
		break;
	}
}

/* Handles events until the next frame is due: the wait is the event wait, so input stays live. */
static void shell_wait(struct shell *s)
{
	Uint64 freq = SDL_GetPerformanceFrequency();
	Uint64 ticks;
	SDL_Event e;

	while (!s->quit && (ticks = pacer_wait(&s->pace, SDL_GetPerformanceCounter())) > 0) {
		if (SDL_WaitEventTimeout(&e, (int)(ticks * 1000 / freq)))
			shell_event(s, &e);
	}
	while (!s->quit && SDL_PollEvent(&e))
		shell_event(s, &e);
}

static void shell_loop(struct shell *s)
{
	Uint64 freq = SDL_GetPerformanceFrequency(), t0 = SDL_GetPerformanceCounter(), now;

	pacer_start(&s->pace, t0, freq, RIPPLE_FPS);
	fps_start(&s->meter, t0, freq);
	for (;;) {
		shell_wait(s);
		if (s->quit || (s->o->frames && s->shown == s->o->frames))
			break;
		if (!s->demo.paused)
			demo_frame(&s->demo);
		shell_present(s);
		now = SDL_GetPerformanceCounter();
		s->shown++;
		pacer_done(&s->pace, now);
		if (fps_frame(&s->meter, now))
			shell_title(s);
	}
	now = SDL_GetPerformanceCounter();
	if (s->o->frames)
		printf("%ld frames in %.2f s: %.1f fps\n", s->shown, (double)(now - t0) / (double)freq,
		       (double)s->shown * (double)freq / (double)(now - t0));
}

static int shell_open(struct shell *s)
{
	SDL_DisplayMode mode;
	char err[512];

	if (SDL_GetDesktopDisplayMode(0, &mode)) {
		fprintf(stderr, "ripple: no display mode: %s\n", SDL_GetError());
		return -1;
	}
	if (demo_open(&s->demo, s->o, SDL_BYTESPERPIXEL(mode.format) * 8, err, sizeof err)) {
		fprintf(stderr, "ripple: %s\n", err);
		return -1;
	}
	s->win = SDL_CreateWindow("Ripple", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
				  s->demo.pool.w * s->o->scale, s->demo.pool.h * s->o->scale, 0);
	if (!s->win || shell_zoom(s, s->o->scale)) {
		fprintf(stderr, "ripple: cannot open the window: %s\n", SDL_GetError());
		return -1;
	}
	s->show_fps = 1;
	shell_present(s);
	return 0;
}

static void shell_close(struct shell *s)
{
	SDL_FreeSurface(s->zoomed);
	if (s->win)
		SDL_DestroyWindow(s->win);
	demo_close(&s->demo);
	SDL_Quit();
}

static int env_set(const char *name)
{
	const char *v = SDL_getenv(name);

	return v && *v;
}

/* Starts SDL's video on a real display. Without one SDL would fall back to its invisible
 * "offscreen" driver and the window would run unseen, so that counts as no display. */
static int shell_video(void)
{
	const char *why = NULL;
	int chosen = env_set("SDL_VIDEODRIVER");

	if (!chosen && !env_set("DISPLAY") && !env_set("WAYLAND_DISPLAY"))
		why = "neither DISPLAY nor WAYLAND_DISPLAY is set";
	else if (SDL_Init(SDL_INIT_VIDEO))
		why = SDL_GetError();
	else if (!chosen && (!SDL_strcmp(SDL_GetCurrentVideoDriver(), "offscreen") ||
			     !SDL_strcmp(SDL_GetCurrentVideoDriver(), "dummy")))
		why = "SDL found only its offscreen driver";
	if (!why)
		return 0;
	fprintf(stderr, "ripple: no display (%s): use --headless, or run it under Xvfb (xvfb-run ./ripple)\n", why);
	SDL_Quit();
	return -1;
}

static int shell_run(const struct options *o)
{
	struct shell s = { .o = o, .scale = 1 };
	int status = 2;

	if (shell_video())
		return 2;
	if (shell_open(&s) == 0) {
		shell_loop(&s);
		status = demo_save_outputs(&s.demo, o);
	}
	shell_close(&s);
	return status;
}

int main(int argc, char **argv)
{
	struct options o;
	char err[512];
	int status;

	if (options_parse(&o, argc, argv, err, sizeof err)) {
		fprintf(stderr, "ripple: %s\n", err);
		options_free(&o);
		return 2;
	}
	if (!demo_batch(&o, &status))
		status = shell_run(&o);
	options_free(&o);
	return status;
}
