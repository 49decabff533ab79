/* play.c - one windowed run: the article's frame every 40 ms on absolute deadlines, shown and counted. */
#include "play.h"

int play_open(struct play *p, const struct options *o, char *err, size_t errlen)
{
	SDL_DisplayMode mode;

	SDL_memset(p, 0, sizeof *p);
	p->o = o;
	p->scale = o->scale;
	p->show_fps = 1;
	if (SDL_GetDesktopDisplayMode(0, &mode)) {
		snprintf(err, errlen, "cannot read the display's mode: %s", SDL_GetError());
		return -1;
	}
	return demo_open(&p->demo, o, SDL_BYTESPERPIXEL(mode.format) * 8, err, errlen);
}

int play_width(const struct play *p)
{
	return p->demo.pool.w * p->scale;
}

int play_height(const struct play *p)
{
	return p->demo.pool.h * p->scale;
}

int play_start(struct play *p, SDL_Window *win, uint64_t now, uint64_t freq, char *err, size_t errlen)
{
	SDL_Surface *ws = SDL_GetWindowSurface(win);

	p->win = win;
	p->zoomed = ws ? SDL_CreateRGBSurfaceWithFormat(0, p->demo.pool.w, p->demo.pool.h,
							ws->format->BitsPerPixel, ws->format->format) : NULL;
	if (!p->zoomed) {
		snprintf(err, errlen, "cannot draw into the window: %s", SDL_GetError());
		return -1;
	}
	p->t0 = now;
	pacer_start(&p->pace, now, freq, RIPPLE_FPS);
	fps_start(&p->meter, now, freq);
	play_present(p);
	return 0;
}

uint64_t play_wait(const struct play *p, uint64_t now)
{
	return pacer_wait(&p->pace, now);
}

int play_tick(struct play *p, uint64_t now)
{
	if (!p->demo.paused)
		demo_frame(&p->demo);
	play_present(p);
	p->shown++;
	pacer_done(&p->pace, now);
	return fps_frame(&p->meter, now);
}

int play_finished(const struct play *p)
{
	return p->o->frames && p->shown >= p->o->frames;
}

void play_title(const struct play *p, char *buf, size_t len)
{
	const char *paused = p->demo.paused ? " - paused" : "";

	if (p->show_fps && p->meter.fps > 0)
		snprintf(buf, len, "Ripple - %.1f fps (%.2fx the K6-200's %.0f)%s", p->meter.fps,
			 p->meter.fps / RIPPLE_HISTORIC_FPS, RIPPLE_HISTORIC_FPS, paused);
	else
		snprintf(buf, len, "Ripple%s", paused);
}

/* The window surface is fetched anew each time: a resize invalidates the old one. */
void play_present(struct play *p)
{
	SDL_Surface *ws = SDL_GetWindowSurface(p->win);

	if (!ws)
		return;
	if (ws->w == p->demo.pool.w && ws->h == p->demo.pool.h) {
		SDL_BlitSurface(p->demo.page, NULL, ws, NULL);
	} else {
		SDL_BlitSurface(p->demo.page, NULL, p->zoomed, NULL);
		SDL_BlitScaled(p->zoomed, NULL, ws, NULL);
	}
	SDL_UpdateWindowSurface(p->win);
}

void play_zoom(struct play *p, int scale)
{
	p->scale = scale;
}

void play_click(struct play *p, int x, int y)
{
	demo_drop(&p->demo, x / p->scale, y / p->scale);
	if (p->demo.paused) {
		demo_render(&p->demo);
		play_present(p);
	}
}

int play_command(struct play *p, const struct command *c)
{
	struct demo *d = &p->demo;

	switch (c->id) {
	case IDM_PAUSE:
		d->paused = !d->paused;
		return 1;
	case IDM_STEP:
		d->paused = 1;
		demo_frame(d);
		play_present(p);
		return 1;
	case IDM_CLEAR:
		ripple_clear(&d->pool);
		demo_render(d);
		play_present(p);
		return 1;
	case IDM_RADIUS_2: case IDM_RADIUS_3: case IDM_RADIUS_5: case IDM_RADIUS_8:
		d->radius = c->arg;
		return 1;
	case IDM_WEIGHT_32: case IDM_WEIGHT_64: case IDM_WEIGHT_128:
		d->weight = c->arg;
		return 1;
	case IDM_SHOW_FPS:
		p->show_fps = !p->show_fps;
		return 1;
	default:
		return 0;
	}
}

void play_report(const struct play *p, uint64_t now, FILE *out)
{
	double secs = (double)(now - p->t0) / (double)p->pace.freq;

	if (p->o->frames)
		fprintf(out, "%ld frames in %.2f s: %.1f fps\n", p->shown, secs, (double)p->shown / secs);
}

void play_close(struct play *p)
{
	SDL_FreeSurface(p->zoomed);
	p->zoomed = NULL;
	demo_close(&p->demo);
}
