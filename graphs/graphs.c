/* graphs.c - the graphs of a running demo: what is shown and how it is laid out, each graph measured once a frame (profile.c, directions.c, intensity.c), the sheet they are drawn on. */
#include "graphs/graphs.h"

#include "graphs/clock.h"
#include "graphs/directions.h"
#include "graphs/doppler.h"
#include "graphs/focus.h"
#include "graphs/fronts.h"
#include "graphs/intensity.h"
#include "graphs/profile.h"
#include "graphs/refraction.h"
#include "files/bands.h"
#include "scenes/scene.h"

#include <string.h>

#define PANEL_CHARS 17 /* the intensity panel's narrowest, in characters */

/* What the measurements were made on: a new scenario, or one laid out anew (its period, knobs or
 * pool changed: its serial), another stencil or damping starts them again. */
struct measured_on {
	int which;
	unsigned serial;
	int stencil, damping;
};

/* The front: what is shown and how it is laid out, and each graph's own state, measured once a frame. */
struct graphs {
	int line;                 /* the profile's strip is shown */
	int screen;               /* the intensity screen is asked for */
	int rays;                 /* the directions of the maxima are drawn over the water */
	int below;                /* the profile's strip below the water, not over its bottom quarter */
	int inset;                /* GRAPHS_*: the sheet's layout (graphs_layout) */
	struct measured_on on;
	long frame;               /* the demo's frame measured last, -1 for none */
	struct profile profile;
	struct clock clock;       /* the clock at a point (clock.set: placed) */
	struct directions directions;
	struct intensity intensity;
	int moving;               /* a moving source's readings are shown (graphs_set_moving) */
	char doppler[DOPPLER_LINES][FONT_LINE]; /* its readings in words, of the last frame measured */
	int ndoppler;
	struct focus focus;       /* the brightest point of the scenario's region (a dish's focus) */
	struct fronts fronts;     /* the angles of the scenario's incident and reflected fronts */
	struct refraction refraction; /* with shallow water, the panel's reading in the intensity's place */
	SDL_Surface *sheet;
	int threads;              /* --threads, or 0 */
	struct bands *bands;      /* the page copied into the sheet on them, once a page was big */
};

struct graphs *graphs_new(int threads)
{
	struct graphs *g = SDL_calloc(1, sizeof *g);

	if (g) {
		g->frame = -1;
		g->threads = threads;
	}
	return g;
}

void graphs_free(struct graphs *g)
{
	if (!g)
		return;
	profile_free(&g->profile);
	directions_free(&g->directions);
	intensity_free(&g->intensity);
	focus_free(&g->focus);
	fronts_free(&g->fronts);
	refraction_free(&g->refraction);
	SDL_FreeSurface(g->sheet);
	bands_stop(g->bands);
	SDL_free(g);
}

int graphs_set_line(struct graphs *g, int w, int h, int x0, int y0, int x1, int y1, char *err, size_t errlen)
{
	if (profile_set_line(&g->profile, w, h, x0, y0, x1, y1, err, errlen))
		return -1;
	g->line = 1;
	return 0;
}

void graphs_show_line(struct graphs *g)
{
	g->line = 1;
}

void graphs_clear_line(struct graphs *g)
{
	g->line = 0;
	profile_clear(&g->profile);
}

int graphs_set_clock(struct graphs *g, int w, int h, int x, int y, char *err, size_t errlen)
{
	return clock_set(&g->clock, w, h, x, y, err, errlen);
}

void graphs_clear_clock(struct graphs *g)
{
	clock_clear(&g->clock);
}

int graphs_clock(const struct graphs *g, int at[2])
{
	if (!g || !g->clock.set)
		return 0;
	at[0] = g->clock.x;
	at[1] = g->clock.y;
	return 1;
}

int graphs_has_line(const struct graphs *g)
{
	return g && g->line;
}

int graphs_line(const struct graphs *g, int line[4])
{
	if (!graphs_has_line(g) || !g->profile.set)
		return 0;
	line[0] = g->profile.x0;
	line[1] = g->profile.y0;
	line[2] = g->profile.x1;
	line[3] = g->profile.y1;
	return 1;
}

void graphs_set_screen(struct graphs *g, int on)
{
	g->screen = on;
	if (!on)
		intensity_free(&g->intensity);
}

int graphs_has_screen(const struct graphs *g)
{
	return g && g->screen;
}

void graphs_set_below(struct graphs *g, int below)
{
	g->below = below;
}

int graphs_below(const struct graphs *g)
{
	return g && g->below;
}

void graphs_set_inset(struct graphs *g, int inset)
{
	if (g)
		g->inset = inset;
}

int graphs_inset(const struct graphs *g)
{
	return g ? g->inset : GRAPHS_BESIDE;
}

void graphs_set_rays(struct graphs *g, int on)
{
	g->rays = on;
}

int graphs_has_rays(const struct graphs *g)
{
	return g && g->rays;
}

int graphs_on(const struct graphs *g)
{
	return g && (g->line || g->screen || g->rays || g->clock.set || g->moving);
}

void graphs_set_moving(struct graphs *g, int on)
{
	g->moving = on;
	if (!on)
		g->ndoppler = 0;
}

/* Frame `frame` of the heights h as the graphs measure it: the scenario's period, the cycle the
 * readings' windows span (the lesson's at the scene's scale without one), whether the frame is new,
 * and whether what it is measured on changed (another scenario, period or pool, leaving it, another
 * stencil or damping), so that everything measured starts again. */
static void frame_of(struct graphs *g, const struct scene_heights *h, long frame, struct graph_frame *f)
{
	const struct scenario *sc = h->scenario;
	const struct measured_on on = { sc ? sc->which : 0, sc ? sc->serial : 0, h->pool->stencil, h->pool->damping };

	f->h = h;
	f->steps = sc && sc->nsources ? sc->source[0].period : 0;
	f->cycle = f->steps ? f->steps : SCENARIO_PERIOD * SDL_max(h->scale, 1);
	f->fresh = g->frame != frame;
	f->restart = on.which != g->on.which || on.serial != g->on.serial || on.stencil != g->on.stencil ||
		     on.damping != g->on.damping;
	g->on = on;
	g->frame = frame;
}

/* The scenario's focus and fronts read with the intensity screen's panel on, as the scenario asks;
 * a scenario that asks for neither does not enter them (a frame passes as few files as it can). */
static void readings_step(struct graphs *g, struct graph_frame *f)
{
	const struct scenario *sc = f->h->scenario;
	struct focus_ask focus = { { 0 }, { 0 }, 0, 1, NULL, { 0, 0 }, NULL, 0 };
	struct fronts_ask fronts = { 0 };

	if (sc && sc->focus_box[2]) {
		memcpy(focus.box, sc->focus_box, sizeof focus.box);
		memcpy(focus.theory, sc->focus, sizeof focus.theory);
		focus.settle = sc->settle;
		focus.unit = sc->unit;
		focus.why = sc->focus_why;
		memcpy(focus.stretch, sc->focus_stretch, sizeof focus.stretch);
		for (int i = 0; i < SCENARIO_CURVE && !focus.curve; i++) /* a lens's: its peak 1; else all 0 */
			focus.curve = sc->focus_curve[i] > 0 ? sc->focus_curve : NULL;
		focus.ncurve = focus.curve ? SCENARIO_CURVE : 0;
	}
	if (sc && sc->fronts) {
		fronts.set = 1;
		memcpy(fronts.patch[0], sc->front_in, sizeof fronts.patch[0]);
		memcpy(fronts.patch[1], sc->front_out, sizeof fronts.patch[1]);
		memcpy(fronts.normal, sc->normal, sizeof fronts.normal);
		fronts.theory = sc->incidence;
		fronts.settle = sc->settle;
	}
	if (focus.box[2] || g->focus.ask.box[2]) /* one to read, or one to let go: else not entered */
		focus_step(&g->focus, f, g->screen, &focus);
	if (fronts.set || g->fronts.ask.set)
		fronts_step(&g->fronts, f, g->screen, &fronts);
}

void graphs_step(struct graphs *g, const struct scene_heights *h, long frame)
{
	struct graph_frame f;
	double axis;

	if (!graphs_on(g))
		return;
	if (!h) { /* nothing to measure: the profile flat */
		profile_step(&g->profile, NULL);
		return;
	}
	frame_of(g, h, frame, &f);
	profile_step(&g->profile, &f);
	if (g->clock.set) /* with the profile's wavelength, once it is read */
		clock_step(&g->clock, &f, g->line && g->profile.set, g->profile.lambda);
	axis = directions_step(&g->directions, &f, g->screen || g->rays);
	intensity_step(&g->intensity, &f, g->screen, axis);
	g->ndoppler = g->moving && f.fresh ? doppler_read(&f, g->doppler) : g->moving ? g->ndoppler : 0;
	readings_step(g, &f);
	if (h->pool->slow || g->refraction.active) /* entered only with shallow water, or to leave it; a lens's
						    * focus read in its place */
		refraction_step(&g->refraction, &f, g->screen && !g->focus.ask.box[2]);
}

void graphs_layout(const struct graphs *g, int w, int h, int inset, struct graphs_layout *l)
{
	const int strip = graphs_has_line(g) || (g && g->clock.set) ? SDL_max(h / 4, 1) : 0;
	const int below = inset == GRAPHS_BESIDE && graphs_below(g);
	const int scale = font_scale(h + (below ? strip : 0));
	const int panel = graphs_has_screen(g) ? SDL_max(w / 4, PANEL_CHARS * FONT_W * scale) : 0;
	const int words = panel ? INTENSITY_LINES * FONT_H * scale : 0; /* the panel's text */

	memset(l, 0, sizeof *l);
	l->scale = scale;
	l->w = w + (inset == GRAPHS_INSET ? 0 : panel);
	l->h = h + (below ? SDL_max(strip, words) : 0);
	if (inset == GRAPHS_INSET) { /* the left half, the strip at least under all of the panel */
		if (strip)
			l->strip = (struct plot_rect){ 0, h - strip, SDL_min(SDL_max(w / 2, panel), w), strip };
		if (panel)
			l->panel = (struct plot_rect){ 0, 0, SDL_min(panel, w), h - strip };
		return;
	}
	if (strip)
		l->strip = (struct plot_rect){ 0, below ? h : h - strip, w, strip };
	if (panel)
		l->panel = (struct plot_rect){ w, 0, panel, l->h };
}

/* The sheet's surface for the layout, in the page's format and palette; NULL with SDL's error. */
static SDL_Surface *sheet_for(struct graphs *g, const SDL_Surface *page, const struct graphs_layout *l)
{
	const SDL_PixelFormat *f = page->format;

	if (g->sheet && g->sheet->w == l->w && g->sheet->h == l->h && g->sheet->format->format == f->format &&
	    (!f->palette || g->sheet->format->palette == f->palette))
		return g->sheet;
	SDL_FreeSurface(g->sheet);
	g->sheet = SDL_CreateRGBSurfaceWithFormat(0, l->w, l->h, f->BitsPerPixel, f->format);
	if (g->sheet && ((f->palette && SDL_SetSurfacePalette(g->sheet, f->palette)) ||
			 SDL_SetSurfaceBlendMode(g->sheet, SDL_BLENDMODE_NONE))) {
		SDL_FreeSurface(g->sheet);
		g->sheet = NULL;
	}
	return g->sheet;
}

static struct plot_colors colors_of(const SDL_PixelFormat *f)
{
	const struct plot_colors c = { SDL_MapRGB(f, 12, 16, 40), SDL_MapRGB(f, 110, 110, 130), SDL_MapRGB(f, 120, 230, 255),
				       SDL_MapRGB(f, 255, 200, 0), SDL_MapRGB(f, 255, 255, 255) };

	return c;
}

/* The moving source's readings over the water's top rows, wrapped to its width, in letters a class
 * reads from the back of the room (font_scale). */
static void doppler_words(const struct graphs *g, struct ripple_image *im, const struct plot_colors *c)
{
	const int scale = font_scale(im->h), cols = SDL_clamp(im->w / (FONT_W * scale) - 2, 8, FONT_LINE - 1);
	char text[DOPPLER_LINES * FONT_LINE + 2] = "", lines[8][FONT_LINE];
	int n;

	for (int i = 0; i < g->ndoppler; i++) {
		SDL_strlcat(text, g->doppler[i], sizeof text);
		SDL_strlcat(text, "\n", sizeof text);
	}
	n = font_wrap(text, cols, lines, 8);
	for (int i = 0; i < n; i++)
		font_draw(im, FONT_W * scale, (1 + i) * FONT_H * scale, lines[i], c->text, c->bg, scale);
}

/* The directions of the maxima, the profile's line and the screen's column marked on the water. */
static void mark_water(const struct graphs *g, struct ripple_image *im, const struct plot_colors *c)
{
	if (g->rays)
		directions_mark(&g->directions, im, c);
	profile_mark(&g->profile, im, c);
	if (g->clock.set)
		clock_mark(&g->clock, im, c);
	intensity_mark(&g->intensity, im, c);
	if (g->ndoppler && !g->screen) /* else in the panel */
		doppler_words(g, im, c);
	if (g->screen && g->focus.ask.box[2])
		focus_mark(&g->focus, im, c);
	if (g->screen && g->fronts.ask.set)
		fronts_mark(&g->fronts, im, c);
	if (g->screen && g->refraction.active)
		refraction_mark(&g->refraction, im, c);
}

/* The panel of a pool without slits: the focus's and the fronts' lines, or a moving source's
 * readings, when it has them, in words from its top, wrapped. Returns 0 when it has none. */
static int draw_readings(const struct graphs *g, struct ripple_image *im, const struct plot_rect *r,
			 const struct plot_colors *c, int scale)
{
	char lines[FOCUS_LINES + FRONTS_LINES][FONT_LINE];
	int n;

	if (g->focus.ask.curve && !g->fronts.ask.set) { /* a lens's: its words and its brightness along the axis */
		focus_draw(&g->focus, im, r, c, scale);
		return 1;
	}
	n = g->focus.ask.box[2] ? focus_lines(&g->focus, lines) : 0;

	n += g->fronts.ask.set ? fronts_lines(&g->fronts, lines + n) : 0;
	if (!n && g->ndoppler) { /* a moving source: its readings in words, wrapped to the panel */
		char words[DOPPLER_LINES][FONT_LINE];

		SDL_memcpy(words, g->doppler, sizeof words);
		plot_words(im, r, words, g->ndoppler, 0, c, scale);
		return 1;
	}
	if (!n)
		return 0;
	plot_words(im, r, lines, n, 0, c, scale); /* wrapped to a narrow panel's width */
	return 1;
}

struct page_copy {
	SDL_Surface *sheet;
	const SDL_Surface *page;
};

/* Band `band` of n of the page's rows copied to the sheet's top left (the same format). */
static void copy_band(void *ctx, int band, int n)
{
	const struct page_copy *c = ctx;
	const SDL_Surface *page = c->page;

	for (int y = (int)((long long)page->h * band / n); y < (int)((long long)page->h * (band + 1) / n); y++)
		memcpy((Uint8 *)c->sheet->pixels + (size_t)y * (size_t)c->sheet->pitch,
		       (const Uint8 *)page->pixels + (size_t)y * (size_t)page->pitch,
		       (size_t)page->w * page->format->BytesPerPixel);
}

/* The page into the sheet's top left, in bands once the page is big (the threads started then). */
static void copy_page(struct graphs *g, SDL_Surface *sheet, const SDL_Surface *page)
{
	struct page_copy c = { sheet, page };

	if (!g->bands)
		g->bands = bands_start(bands_for(g->threads, (long long)page->w * page->h));
	if (g->bands)
		bands_run(g->bands, copy_band, &c);
	else
		copy_band(&c, 0, 1);
}

/* The strip: the profile's, the clock's, or both side by side (the profile's the left half). */
static void draw_strip(struct graphs *g, struct ripple_image *im, const struct plot_rect *r, const struct plot_colors *c,
		       int scale)
{
	const int line = graphs_has_line(g), half = line && g->clock.set ? r->w / 2 : r->w;
	const struct plot_rect profile = { r->x, r->y, half, r->h }, clock = { r->x + r->w - half, r->y, half, r->h };

	if (line)
		profile_draw(&g->profile, im, &profile, c, scale);
	if (g->clock.set)
		clock_draw(&g->clock, im, &clock, c, scale);
	if (line && g->clock.set) /* where one ends and the other starts */
		plot_line(im, clock.x, clock.y, clock.x, clock.y + clock.h - 1, c->axis);
}

/* The sheet for page with its graphs drawn, and its water (the top left, the page's size) copied
 * from the page and marked when `water`, else left as the last sheet had it. */
static SDL_Surface *draw_sheet(struct graphs *g, SDL_Surface *page, int water)
{
	struct graphs_layout l;
	SDL_Surface *s;

	graphs_layout(g, page->w, page->h, g->inset, &l);
	if (!(s = sheet_for(g, page, &l)) || SDL_LockSurface(s))
		return NULL;
	if (!water || SDL_LockSurface(page) == 0) {
		const struct plot_colors c = colors_of(s->format);
		const int scale = l.scale, under = l.strip.w && l.strip.y == page->h ? page->h + l.strip.h : page->h;
		const struct plot_rect ground = { 0, under, page->w, l.h - under }; /* below the water and the strip */
		struct ripple_image im = { s->pixels, s->w, s->h, s->pitch, s->format->BytesPerPixel };
		struct ripple_image marked = { s->pixels, page->w, page->h, s->pitch, s->format->BytesPerPixel };

		if (water) {
			copy_page(g, s, page);
			SDL_UnlockSurface(page);
			mark_water(g, &marked, &c);
		}
		if (ground.h > 0 && l.panel.w)
			plot_ground(&im, &ground, &c);
		if (l.panel.w && g->refraction.active) /* shallow water: Snell's law read in the panel */
			refraction_draw(&g->refraction, &im, &l.panel, &c, scale);
		else if (l.panel.w && !(!g->intensity.mean && draw_readings(g, &im, &l.panel, &c, scale)))
			intensity_draw(&g->intensity, &im, &l.panel, page->h, &c, scale); /* first: inset, its curve
											      * runs on under the strip */
		if (l.strip.w)
			draw_strip(g, &im, &l.strip, &c, scale);
	}
	SDL_UnlockSurface(s);
	return s;
}

SDL_Surface *graphs_sheet(struct graphs *g, SDL_Surface *page)
{
	return draw_sheet(g, page, 1);
}

SDL_Surface *graphs_sheet_around(struct graphs *g, SDL_Surface *page)
{
	return draw_sheet(g, page, 0);
}

void graphs_mark(const struct graphs *g, struct ripple_image *water, const SDL_PixelFormat *f)
{
	const struct plot_colors c = colors_of(f);

	mark_water(g, water, &c);
}

double graphs_lambda(const struct graphs *g)
{
	return g && (g->screen || g->rays) ? directions_lambda(&g->directions) : 0;
}

void graphs_report(const struct graphs *g, FILE *out)
{
	if (graphs_has_line(g))
		profile_report(&g->profile, out);
	if (graphs_has_screen(g) && g->refraction.active)
		refraction_report(&g->refraction, out);
	else if (graphs_has_screen(g)) {
		intensity_report(&g->intensity, out);
		if (g->focus.ask.box[2])
			focus_report(&g->focus, out);
		if (g->fronts.ask.set)
			fronts_report(&g->fronts, out);
	}
	if (g && g->clock.set)
		clock_report(&g->clock, out);
	for (int i = 0; g && g->moving && i < g->ndoppler; i++)
		fprintf(out, "%s\n", g->doppler[i]);
}
