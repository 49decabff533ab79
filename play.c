/* play.c - one windowed run: the article's frame every 40 ms on absolute deadlines, shown and counted. */
#include "play.h"

#include "font.h"

int play_open(struct play *p, const struct options *o, char *err, size_t errlen)
{
	SDL_DisplayMode mode;

	SDL_memset(p, 0, sizeof *p);
	p->o = o;
	p->scale = o->scale;
	p->show_fps = 1;
	p->fps = o->fps;
	p->gl_last = GLVIEW_FLAT;
	if (SDL_GetDesktopDisplayMode(0, &mode)) {
		snprintf(err, errlen, "cannot read the display's mode: %s", SDL_GetError());
		return -1;
	}
	return demo_open(&p->demo, o, SDL_BYTESPERPIXEL(mode.format) * 8, err, errlen);
}

/* The window's size: the picture times the zoom, shrunk to the desktop (keeping its shape) when
 * it is larger, so that a 1920x1080 or 3840x2160 pool shows whole. */
static void window_size(const struct play *p, int *w, int *h)
{
	SDL_Rect desk;
	long long pw = (long long)p->demo.picture->w * p->scale, ph = (long long)p->demo.picture->h * p->scale;

	if (SDL_GetDisplayUsableBounds(0, &desk) == 0 && desk.w > PLAY_FRAME && desk.h > PLAY_FRAME) {
		long long dw = desk.w - PLAY_FRAME, dh = desk.h - PLAY_FRAME;

		if (pw > dw && pw * dh >= ph * dw) {
			ph = ph * dw / pw;
			pw = dw;
		} else if (ph > dh) {
			pw = pw * dh / ph;
			ph = dh;
		}
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

/* Shows view (GLVIEW_*), OpenGL opened the first time it is wanted. The views that draw the
 * heights themselves leave the page unrendered. Returns 0, or -1 with the reason in err (the view
 * is then unchanged). */
static int set_gl(struct play *p, int view, char *err, size_t errlen)
{
	char why[160];

	if (view != GLVIEW_OFF && !p->gl && !(p->gl = glview_open(p->win, why, sizeof why))) {
		snprintf(err, errlen, "the OpenGL view is not available (%s); the software view stays", why);
		return -1;
	}
	if (view != GLVIEW_OFF)
		p->gl_last = view;
	p->gl_view = view;
	p->orbit = 0;
	p->demo.skip_render = view == GLVIEW_REFRACTION || view == GLVIEW_SURFACE;
	if (!p->demo.skip_render)
		demo_render(&p->demo);
	play_present(p);
	return 0;
}

/* set_gl from a command: a failure is told on stderr and in a message box. */
static void play_gl(struct play *p, int view)
{
	char err[256];

	if (set_gl(p, view, err, sizeof err)) {
		fprintf(stderr, "ripple: %s\n", err);
		SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_WARNING, "Ripple", err, p->win);
	}
}

int play_start(struct play *p, SDL_Window *win, uint64_t now, uint64_t freq, char *err, size_t errlen)
{
	SDL_Surface *ws = SDL_GetWindowSurface(win);

	p->win = win;
	p->zoomed = ws ? SDL_CreateRGBSurfaceWithFormat(0, p->demo.picture->w, p->demo.picture->h,
							ws->format->BitsPerPixel, ws->format->format) : NULL;
	if (!p->zoomed) {
		snprintf(err, errlen, "cannot draw into the window: %s", SDL_GetError());
		return -1;
	}
	p->t0 = now;
	pacer_start(&p->pace, now, freq, p->fps ? p->fps : RIPPLE_FPS);
	fps_start(&p->meter, now, freq);
	if (!p->o->gl || set_gl(p, p->o->gl, p->gl_error, sizeof p->gl_error))
		play_present(p);
	return 0;
}

uint64_t play_wait(const struct play *p, uint64_t now)
{
	return p->fps ? pacer_wait(&p->pace, now) : 0;
}

/* A new frame rate, from `now` on: 5 (slow motion), RIPPLE_FPS, or 0 for as fast as it goes. */
static void play_speed(struct play *p, int fps)
{
	uint64_t now = SDL_GetPerformanceCounter();

	p->fps = fps;
	pacer_start(&p->pace, now + (fps ? p->pace.freq / (uint64_t)fps : 0), p->pace.freq, fps ? fps : RIPPLE_FPS);
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

/* The names of the views (RIPPLE_VIEW_*) and the edges (RIPPLE_EDGE_*), for the title and overlay. */
static const char *const view_names[] = { "refraction", "light", "refraction and light", "heights" };
static const char *const edge_names[] = { "classic edges", "reflecting edges", "absorbing edges" };
static const char *const gl_names[] = { "software", "OpenGL", "OpenGL refraction on the GPU", "OpenGL 3D surface" };

/* A side view's value of 0..1000 thousandths as a decimal, "0.025". */
static void milli_text(char buf[8], int milli)
{
	snprintf(buf, 8, "%u.%03u", (unsigned)milli / 1000 % 10, (unsigned)milli % 1000);
}

/* The side view's values as text: tension, dampening, spread. */
static void side_values(const struct demo *d, char v[3][8])
{
	milli_text(v[0], d->tension);
	milli_text(v[1], d->dampening);
	milli_text(v[2], d->spread);
}

/* The side view and its values that differ from the article's, as ", side view, tension 0.030". */
static void describe_side(const struct demo *d, char *buf, size_t len)
{
	char v[3][8], k[24] = "", dm[24] = "", s[24] = "", passes[16] = "";

	side_values(d, v);
	if (d->tension != SPLASH_TENSION_MILLI)
		snprintf(k, sizeof k, ", tension %s", v[0]);
	if (d->dampening != SPLASH_DAMPENING_MILLI)
		snprintf(dm, sizeof dm, ", dampening %s", v[1]);
	if (d->spread != SPLASH_SPREAD_MILLI)
		snprintf(s, sizeof s, ", spread %s", v[2]);
	if (d->side.passes != SPLASH_PASSES)
		snprintf(passes, sizeof passes, ", %d passes", d->side.passes);
	snprintf(buf, len, ", side view%s%s%s%s", k, dm, s, passes);
}

/* What differs from the article, as ", light, 12 neighbours, no damping...". */
static void describe(const struct demo *d, char *buf, size_t len)
{
	const struct ripple *r = &d->pool;
	const char *view = d->look.view != RIPPLE_VIEW_REFRACTION ? view_names[d->look.view] : NULL;
	const char *edge = r->edge != RIPPLE_EDGE_CLASSIC ? edge_names[r->edge] : NULL;
	char damping[32] = "";

	if (d->scene == SCENE_SIDE) {
		describe_side(d, buf, len);
		return;
	}
	if (r->damping != RIPPLE_DAMPING)
		snprintf(damping, sizeof damping, r->damping ? ", damping 1/%d" : ", no damping", 1 << r->damping);
	char scenario[48] = "", mesh[24] = "";

	if (d->scenario.nsources)
		snprintf(scenario, sizeof scenario, ", %s, waves of %d frames", scenario_names[d->scenario.which],
			 d->scenario.source[0].period);
	if (d->mesh > 1)
		snprintf(mesh, sizeof mesh, ", mesh %d", d->mesh);
	snprintf(buf, len, "%s%s%s%s%s%s%s%s%s%s%s", view ? ", " : "", view ? view : "",
		 r->stencil == 12 ? ", 12 neighbours" : "", damping, edge ? ", " : "", edge ? edge : "",
		 r->walls && !d->scenario.nsources ? ", walls" : "",
		 d->soft ? ", soft stones" : "", d->rain ? ", rain" : "", scenario, mesh);
}

void play_title(const struct play *p, char *buf, size_t len)
{
	const char *paused = p->demo.paused ? " - paused" : "";
	char settings[200];

	const char *gl = p->gl_view ? ", " : "", *gl_name = p->gl_view ? gl_names[p->gl_view] : "";

	describe(&p->demo, settings, sizeof settings);
	if (p->show_fps && p->meter.fps > 0) {
		char why[80];

		ripple_kernel_why(p->demo.kernel, why, sizeof why);
		snprintf(buf, len, "Ripple - %.1f fps (%.2fx the K6-200's %.0f) on %s%s%s%s%s", p->meter.fps,
			 p->meter.fps / RIPPLE_HISTORIC_FPS, RIPPLE_HISTORIC_FPS, why, gl, gl_name, settings, paused);
	}
	else
		snprintf(buf, len, "Ripple%s%s%s%s", gl, gl_name, settings, paused);
}

/* The overlay's lines: the frame rate against the K6-200's, the settings, and how it is drawn. */
static int overlay_text(const struct play *p, char lines[][64])
{
	const struct demo *d = &p->demo;
	char damping[16] = "no damping";

	if (p->gl_view)
		snprintf(lines[3], 64, "%s: %s", gl_names[p->gl_view], glview_renderer(p->gl));
	else
		snprintf(lines[3], 64, "software view: SDL surface");

	if (d->pool.damping)
		snprintf(damping, sizeof damping, "damping 1/%d", 1 << d->pool.damping);
	snprintf(lines[0], 64, "%.1f fps = %.2fx the K6-200's 25%s", p->meter.fps, p->meter.fps / RIPPLE_HISTORIC_FPS,
		 d->paused ? ", paused" : "");
	if (d->scene == SCENE_SIDE) {
		char v[3][8];

		side_values(d, v);
		snprintf(lines[1], 64, "side view: tension %s, dampening %s", v[0], v[1]);
		snprintf(lines[2], 64, "spread %s, %d passes, %d droplets", v[2], d->side.passes, d->side.nparticles);
		return 4;
	}
	snprintf(lines[1], 64, "%d neighbours, %s, %s", d->pool.stencil, damping, edge_names[d->pool.edge]);
	snprintf(lines[2], 64, "%s, stone r%d w%d%s%s", view_names[d->look.view], d->radius, d->weight,
		 d->soft ? " soft" : "", d->rain ? ", rain" : "");
	return 4;
}

/* The inspector's lines: the cell under the pointer and the step's arithmetic on it. */
static int inspector_text(const struct play *p, char lines[][64])
{
	const struct ripple *r = &p->demo.pool;
	struct ripple_cell c;

	const int x = p->px / p->demo.mesh, y = p->py / p->demo.mesh;

	if (p->demo.scene == SCENE_SIDE || ripple_explain(r, x, y, &c))
		return 0;
	snprintf(lines[0], 64, "cell %d,%d: x0 = %d, a step ago %d", x, y, c.x0, c.prev);
	snprintf(lines[1], 64, "up %d down %d left %d right %d", c.up, c.down, c.left, c.right);
	if (c.border) {
		snprintf(lines[2], 64, "absorbing border: the wave goes on out");
		snprintf(lines[3], 64, "from the inner neighbour: next x0 %d", c.next);
		return 4;
	}
	if (!c.moves) {
		snprintf(lines[2], 64, "the step leaves this cell: next %d", c.next);
		return 3;
	}
	if (c.stencil == 12)
		snprintf(lines[2], 64, "sum of 12 = %d, %d / 6 - (%d) = %d", c.sum, c.sum, c.prev, c.wave);
	else if (c.article)
		snprintf(lines[2], 64, "(%d >> 1) - (%d) = %d", c.sum, c.prev, c.wave);
	else
		snprintf(lines[2], 64, "%d / 2 - (%d) = %d", c.sum, c.prev, c.wave);
	if (c.absorbs)
		snprintf(lines[3], 64, "damped, and by the absorbing edge: next x0 %d", c.next);
	else if (c.damping)
		snprintf(lines[3], 64, "%d - (%d >> %d) = next x0 %d", c.wave, c.wave, c.damping, c.next);
	else
		snprintf(lines[3], 64, "no damping: next x0 %d", c.next);
	return 4;
}

/* Draws lines of text into the window surface, from (x, y) down, white on black. */
static void draw_lines(SDL_Surface *ws, int x, int y, char lines[][64], int n)
{
	struct ripple_image im = { ws->pixels, ws->w, ws->h, ws->pitch, ws->format->BytesPerPixel };
	Uint32 fg = SDL_MapRGB(ws->format, 255, 255, 255), bg = SDL_MapRGB(ws->format, 0, 0, 0);

	for (int i = 0; i < n; i++)
		font_draw(&im, x, y + i * FONT_H, lines[i], fg, bg);
}

/* The OpenGL view, the overlay and the inspector into the back buffer. */
static void gl_draw(struct play *p)
{
	char lines[4][64];
	int n, w, h;

	glview_draw(p->gl, &p->demo, p->gl_view);
	SDL_GL_GetDrawableSize(p->win, &w, &h);
	if (p->overlay)
		glview_text(p->gl, 0, lines, overlay_text(p, lines));
	if (p->inspector && (n = inspector_text(p, lines)) > 0)
		glview_text(p->gl, h - n * FONT_H, lines, n);
}

/* The window surface is fetched anew each time: a resize invalidates the old one. */
void play_present(struct play *p)
{
	SDL_Surface *ws;
	char lines[4][64];
	int n;

	if (p->gl_view) {
		gl_draw(p);
		glview_swap(p->gl);
		return;
	}
	if (!(ws = SDL_GetWindowSurface(p->win)))
		return;
	if (ws->w == p->demo.picture->w && ws->h == p->demo.picture->h) {
		SDL_BlitSurface(p->demo.page, NULL, ws, NULL);
	} else {
		SDL_BlitSurface(p->demo.page, NULL, p->zoomed, NULL);
		SDL_BlitScaled(p->zoomed, NULL, ws, NULL);
	}
	if ((p->overlay || p->inspector) && SDL_LockSurface(ws) == 0) {
		if (p->overlay)
			draw_lines(ws, 0, 0, lines, overlay_text(p, lines));
		if (p->inspector && (n = inspector_text(p, lines)) > 0)
			draw_lines(ws, 0, ws->h - n * FONT_H, lines, n);
		SDL_UnlockSurface(ws);
	}
	SDL_UpdateWindowSurface(p->win);
}

void play_zoom(struct play *p, int scale)
{
	p->scale = scale;
}

/* Shows a change at once, even while the water stands still (paused) and no frame would. */
static void play_refresh(struct play *p)
{
	if (!p->demo.skip_render || p->demo.scene == SCENE_SIDE) /* the OpenGL views of the heights need no page */
		demo_render(&p->demo);
	play_present(p);
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
	return p->gl_view == GLVIEW_SURFACE && p->demo.scene == SCENE_RIPPLE;
}

/* The picture pixel at window pixel (x, y). Returns 0, or -1 when the 3D view shows sky there. */
static int picture_point(const struct play *p, int x, int y, int *px, int *py)
{
	int w, h;

	if (in_3d(p))
		return glview_pick(p->gl, &p->demo, x, y, px, py);
	window_size(p, &w, &h);
	*px = to_picture(x, w, p->demo.picture->w);
	*py = to_picture(y, h, p->demo.picture->h);
	return 0;
}

void play_press(struct play *p, int button, int x, int y, int shift)
{
	if (in_3d(p) && button == PLAY_RIGHT) { /* the camera, not walls */
		p->button = button;
		p->orbit = 1;
		p->ox = x;
		p->oy = y;
		return;
	}
	if (picture_point(p, x, y, &p->mx, &p->my))
		return;
	if (p->demo.scene == SCENE_SIDE) { /* no drags there */
		if (button == PLAY_LEFT)
			(shift ? demo_rock : demo_splash)(&p->demo, p->mx);
		if (p->demo.paused)
			play_refresh(p);
		return;
	}
	p->button = button;
	if (button == PLAY_LEFT) {
		demo_drop(&p->demo, p->mx, p->my);
	} else if (button == PLAY_RIGHT) {
		p->erase = demo_is_wall(&p->demo, p->mx, p->my);
		demo_wall_line(&p->demo, p->mx, p->my, p->mx, p->my, !p->erase);
	}
	if (p->demo.paused || button == PLAY_RIGHT)
		play_refresh(p);
}

/* The right button dragged in the 3D view turns the camera around the pool. */
static void play_orbit(struct play *p, int x, int y)
{
	glview_orbit(p->gl, x - p->ox, y - p->oy);
	p->ox = x;
	p->oy = y;
	if (p->demo.paused)
		play_present(p);
}

void play_move(struct play *p, int x, int y)
{
	int cx, cy;

	if (p->orbit) {
		play_orbit(p, x, y);
		return;
	}
	if (picture_point(p, x, y, &cx, &cy))
		return;
	p->px = cx;
	p->py = cy;
	if (p->inspector && p->demo.paused)
		play_present(p);
	if (!p->button || (cx == p->mx && cy == p->my))
		return;
	if (p->button == PLAY_LEFT)
		demo_drag(&p->demo, p->mx, p->my, cx, cy);
	else
		demo_wall_line(&p->demo, p->mx, p->my, cx, cy, !p->erase);
	p->mx = cx;
	p->my = cy;
	if (p->demo.paused || p->button == PLAY_RIGHT)
		play_refresh(p);
}

void play_release(struct play *p, int button)
{
	if (button == p->button || !button)
		p->button = p->orbit = 0;
}

void play_wheel(struct play *p, int steps)
{
	if (!in_3d(p))
		return;
	glview_zoom(p->gl, steps);
	if (p->demo.paused)
		play_present(p);
}

int play_checked(const struct play *p, const struct command *c)
{
	const struct demo *d = &p->demo;

	switch (c->id) {
	case IDM_PAUSE:
		return d->paused;
	case IDM_RAIN:
		return d->rain > 0;
	case IDM_RADIUS_2: case IDM_RADIUS_3: case IDM_RADIUS_5: case IDM_RADIUS_8:
		return d->radius == c->arg;
	case IDM_WEIGHT_32: case IDM_WEIGHT_64: case IDM_WEIGHT_128:
		return d->weight == c->arg;
	case IDM_SOFT:
		return d->soft;
	case IDM_STENCIL_12:
		return d->pool.stencil == 12;
	case IDM_DAMP_ARTICLE: case IDM_DAMP_STRONG: case IDM_DAMP_WEAK: case IDM_DAMP_OFF:
		return d->pool.damping == c->arg;
	case IDM_EDGE_CLASSIC: case IDM_EDGE_REFLECT: case IDM_EDGE_ABSORB:
		return d->pool.edge == c->arg;
	case IDM_ZOOM_1: case IDM_ZOOM_2: case IDM_ZOOM_3:
		return p->scale == c->arg;
	case IDM_SHOW_FPS:
		return p->show_fps;
	case IDM_OVERLAY:
		return p->overlay;
	case IDM_INSPECTOR:
		return p->inspector;
	case IDM_SPEED_SLOW: case IDM_SPEED_ORIGINAL: case IDM_SPEED_MAX:
		return p->fps == c->arg;
	case IDM_VIEW_REFRACTION: case IDM_VIEW_LIGHT: case IDM_VIEW_BOTH: case IDM_VIEW_HEIGHTS:
		return d->look.view == c->arg;
	case IDM_SCENARIO_NONE: case IDM_SCENARIO_ROCK: case IDM_SCENARIO_SLIT: case IDM_SCENARIO_DOUBLE:
		return d->scenario.which == c->arg;
	case IDM_MESH_1: case IDM_MESH_2: case IDM_MESH_4:
		return d->mesh == c->arg;
	case IDM_SCENE_RIPPLE: case IDM_SCENE_SIDE:
		return d->scene == c->arg;
	case IDM_GL:
		return p->gl_view != GLVIEW_OFF;
	case IDM_GL_FLAT: case IDM_GL_REFRACTION: case IDM_GL_SURFACE:
		return p->gl_view == c->arg;
	default:
		return 0;
	}
}

/* The period of the scenario's sources now, to keep when another scenario is laid out. */
static int source_period(const struct play *p)
{
	return p->demo.scenario.nsources ? p->demo.scenario.source[0].period : p->o->period;
}

/* The commands that change how the water moves or looks; the page shows the change at once.
 * Returns 1 when c was one of them. */
static int play_physics(struct play *p, const struct command *c)
{
	struct ripple *r = &p->demo.pool;

	switch (c->id) {
	case IDM_STENCIL_12:
		ripple_set_stencil(r, r->stencil == 12 ? 4 : 12);
		break;
	case IDM_DAMP_ARTICLE: case IDM_DAMP_STRONG: case IDM_DAMP_WEAK: case IDM_DAMP_OFF:
		ripple_set_damping(r, c->arg);
		break;
	case IDM_DAMP_NEXT: /* 1/32 (the article's), 1/64 ... 1/256, none, 1/2 ... 1/16 */
		ripple_set_damping(r, r->damping == 8 ? 0 : r->damping + 1);
		break;
	case IDM_EDGE_CLASSIC: case IDM_EDGE_REFLECT: case IDM_EDGE_ABSORB:
		ripple_set_edge(r, c->arg);
		break;
	case IDM_EDGE_NEXT:
		ripple_set_edge(r, (r->edge + 1) % 3);
		break;
	case IDM_CLEAR_WALLS:
		ripple_clear_walls(r);
		break;
	case IDM_VIEW_REFRACTION: case IDM_VIEW_LIGHT: case IDM_VIEW_BOTH: case IDM_VIEW_HEIGHTS:
		p->demo.look.view = c->arg;
		break;
	case IDM_VIEW_NEXT:
		p->demo.look.view = (p->demo.look.view + 1) % 4;
		break;
	case IDM_SCENARIO_NONE: case IDM_SCENARIO_ROCK: case IDM_SCENARIO_SLIT: case IDM_SCENARIO_DOUBLE:
		demo_scenario(&p->demo, c->arg, source_period(p));
		break;
	case IDM_SCENARIO_NEXT:
		demo_scenario(&p->demo, (p->demo.scenario.which + 1) % SCENARIO_COUNT, source_period(p));
		break;
	case IDM_MESH_1: case IDM_MESH_2: case IDM_MESH_4:
		demo_set_mesh(&p->demo, c->arg);
		return 1;
	case IDM_MESH_NEXT:
		demo_set_mesh(&p->demo, p->demo.mesh == 4 ? 1 : p->demo.mesh * 2);
		return 1;
	case IDM_WAVES_LONGER: case IDM_WAVES_SHORTER:
		for (int i = 0; i < p->demo.scenario.nsources; i++) {
			struct ripple_source *s = &p->demo.scenario.source[i];

			s->period = c->id == IDM_WAVES_LONGER ? (s->period < 500 ? s->period * 5 / 4 + 1 : s->period)
							    : (s->period > 4 ? s->period * 4 / 5 : s->period);
		}
		break;
	default:
		return 0;
	}
	play_refresh(p);
	return 1;
}

/* The scene and the side view's values, live; out of range they stay as they are. The rock falls
 * at the pointer, or in the middle when the pointer is outside the window.
 * Returns 1 when c was one of them. */
static int play_side(struct play *p, const struct command *c)
{
	struct demo *d = &p->demo;
	const int passes = d->side.passes;

	switch (c->id) {
	case IDM_SCENE_RIPPLE: case IDM_SCENE_SIDE:
		demo_set_scene(d, c->arg);
		break;
	case IDM_SCENE_NEXT:
		demo_set_scene(d, d->scene == SCENE_SIDE ? SCENE_RIPPLE : SCENE_SIDE);
		break;
	case IDM_TENSION_UP: case IDM_TENSION_DOWN:
		demo_set_side(d, d->tension + c->arg, d->dampening, d->spread, passes);
		break;
	case IDM_DAMPENING_UP: case IDM_DAMPENING_DOWN:
		demo_set_side(d, d->tension, d->dampening + c->arg, d->spread, passes);
		break;
	case IDM_SPREAD_UP: case IDM_SPREAD_DOWN:
		demo_set_side(d, d->tension, d->dampening, d->spread + c->arg, passes);
		break;
	case IDM_PASSES_NEXT: /* 8 (the article's), 16, 32, 1, 2, 4 */
		demo_set_side(d, d->tension, d->dampening, d->spread, passes >= 32 || passes < 1 ? 1 : passes * 2);
		break;
	case IDM_SIDE_ARTICLE:
		demo_set_side(d, SPLASH_TENSION_MILLI, SPLASH_DAMPENING_MILLI, SPLASH_SPREAD_MILLI, SPLASH_PASSES);
		break;
	case IDM_ROCK:
		demo_rock(d, p->px >= 0 && p->px < d->picture->w ? p->px : d->picture->w / 2);
		break;
	default:
		return 0;
	}
	play_refresh(p);
	return 1;
}

/* The OpenGL views and the 3D camera. Returns 1 when c was one of them. */
static int play_opengl(struct play *p, const struct command *c)
{
	switch (c->id) {
	case IDM_GL:
		play_gl(p, p->gl_view ? GLVIEW_OFF : p->gl_last);
		return 1;
	case IDM_GL_FLAT: case IDM_GL_REFRACTION: case IDM_GL_SURFACE:
		play_gl(p, c->arg);
		return 1;
	case IDM_GL_NEXT: /* flat, refraction, 3D, flat... */
		play_gl(p, p->gl_view == GLVIEW_OFF || p->gl_view == GLVIEW_SURFACE ? GLVIEW_FLAT : p->gl_view + 1);
		return 1;
	case IDM_GL_CAMERA:
		if (p->gl)
			glview_reset(p->gl);
		play_present(p);
		return 1;
	default:
		return 0;
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
		demo_clear(d);
		play_present(p);
		return 1;
	case IDM_RAIN:
		d->rain = d->rain ? 0 : d->rain_on;
		return 1;
	case IDM_RADIUS_2: case IDM_RADIUS_3: case IDM_RADIUS_5: case IDM_RADIUS_8:
		d->radius = c->arg;
		return 1;
	case IDM_WEIGHT_32: case IDM_WEIGHT_64: case IDM_WEIGHT_128:
		d->weight = c->arg;
		return 1;
	case IDM_SOFT:
		d->soft = !d->soft;
		return 1;
	case IDM_SHOW_FPS:
		p->show_fps = !p->show_fps;
		return 1;
	case IDM_OVERLAY:
		p->overlay = !p->overlay;
		play_present(p);
		return 1;
	case IDM_INSPECTOR:
		p->inspector = !p->inspector;
		play_present(p);
		return 1;
	case IDM_SPEED_SLOW: case IDM_SPEED_ORIGINAL: case IDM_SPEED_MAX:
		play_speed(p, c->arg);
		return 1;
	default:
		return play_physics(p, c) || play_side(p, c) || play_opengl(p, c);
	}
}

/* Saves what the window shows: OpenGL's back buffer read back, or SDL's window surface. */
static int save_window(struct play *p, const char *path, char *err, size_t errlen)
{
	SDL_Surface *s;
	int bad;

	if (p->gl_view) {
		gl_draw(p);
		s = glview_read(p->gl);
	} else {
		play_present(p);
		s = SDL_GetWindowSurface(p->win);
	}
	bad = !s || SDL_SaveBMP(s, path);
	if (bad)
		snprintf(err, errlen, "cannot save the window to '%s': %s", path, SDL_GetError());
	if (p->gl_view)
		SDL_FreeSurface(s);
	return bad ? -1 : 0;
}

int play_save_outputs(struct play *p)
{
	char err[512];
	int status = demo_save_outputs(&p->demo, p->o);

	if (p->o->save_window && save_window(p, p->o->save_window, err, sizeof err)) {
		fprintf(stderr, "ripple: %s\n", err);
		status = 1;
	}
	return status;
}

void play_report(const struct play *p, uint64_t now, FILE *out)
{
	double secs = (double)(now - p->t0) / (double)p->pace.freq;

	if (p->o->frames)
		fprintf(out, "%ld frames in %.2f s: %.1f fps\n", p->shown, secs, (double)p->shown / secs);
}

void play_close(struct play *p)
{
	glview_close(p->gl);
	p->gl = NULL;
	SDL_FreeSurface(p->zoomed);
	p->zoomed = NULL;
	demo_close(&p->demo);
}
