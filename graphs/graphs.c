/* graphs.c - the demo's graphs: the wave profile and the intensity screen, measured each frame and drawn beside, below or over the water. */
#include "graphs/graphs.h"

#include "graphs/directions.h"
#include "graphs/graph.h"
#include "graphs/profile.h"
#include "scenes/bands.h"
#include "scenes/scene.h"

#include <string.h>

#define PANEL_CHARS 17 /* the intensity panel's narrowest, in characters */
#define PANEL_LINES 7

/* What the measurements were made on: a new scenario, or one laid out anew (its period, knobs or
 * pool changed: its serial), another stencil or damping starts them again. */
struct measured_on {
	int which;
	unsigned serial;
	int stencil, damping;
};

struct graphs {
	int line;                 /* the profile's strip is shown */
	int screen;               /* the intensity screen is asked for */
	int rays;                 /* the directions of the maxima are drawn over the water */
	int below;                /* the profile's strip below the water, not over its bottom quarter */
	int inset;                /* the sheet is the water, the graphs over its left half (graphs_layout) */
	int mesh;                 /* pixels a cell, of the last frame measured */
	struct profile profile;
	int halves;               /* the water's steps a frame, in halves (scene_heights) */
	double scheme;            /* the wavelength the scheme gives that period, 0 for none known */
	struct directions directions;
	struct measured_on on;
	struct graph_screen sc;   /* the screen, made for the scenario measured on (sc.ring NULL: none) */
	long frame;               /* the demo's frame measured last, -1 for none */
	double *mean;             /* sc.n time-averaged intensities */
	struct graph_fringes fr;
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

static void drop_screen(struct graphs *g)
{
	graph_screen_free(&g->sc);
	SDL_free(g->mean);
	g->mean = NULL;
}

void graphs_free(struct graphs *g)
{
	if (!g)
		return;
	drop_screen(g);
	profile_free(&g->profile);
	directions_free(&g->directions);
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

int graphs_has_line(const struct graphs *g)
{
	return g && g->line;
}

void graphs_set_screen(struct graphs *g, int on)
{
	g->screen = on;
	if (!on)
		drop_screen(g);
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
	return g && g->inset;
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
	return g && (g->line || g->screen || g->rays);
}

/* The screen's squares, made anew once dropped (for another scenario or layout: follow; NULL: none);
 * its maxima and fringes, their spacing measured once `axis` (the wavelength along the scenario's
 * axis) is trusted. */
static void measure_screen(struct graphs *g, const struct scenario *sc, const struct ripple *r, int fresh, double axis)
{
	if (!sc || !sc->screen) {
		drop_screen(g);
		return;
	}
	if (!g->sc.ring &&
	    (graph_screen_at(&g->sc, sc, r, g->halves) || !(g->mean = SDL_malloc((size_t)r->h * sizeof *g->mean)))) {
		drop_screen(g);
		return;
	}
	if (!fresh) /* a frame measured again (a line drawn while paused) adds nothing */
		return;
	graph_screen_add(&g->sc, r);
	graph_screen_mean(&g->sc, g->mean);
	graph_fringes(&g->sc, sc, r, g->scheme, axis, g->mean, &g->fr);
}

/* The scenario's theory, the water's speed; the screen starts again with everything measured
 * (frame_of), and when the speed changed (its window is another number of frames). */
static void follow(struct graphs *g, const struct graph_frame *f)
{
	const struct ripple *r = f->h->pool;

	if (f->restart || f->h->halves != g->halves)
		drop_screen(g);
	g->halves = f->h->halves;
	g->scheme = f->steps ? graph_scheme_wavelength(r->stencil, r->damping, f->steps) : 0;
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

void graphs_step(struct graphs *g, const struct scene_heights *h, long frame)
{
	const struct scenario *sc;
	struct graph_frame f;
	double axis;

	if (!graphs_on(g))
		return;
	if (!h) { /* nothing to measure: the profile flat */
		profile_step(&g->profile, NULL);
		return;
	}
	sc = h->scenario;
	g->mesh = h->mesh;
	frame_of(g, h, frame, &f);
	follow(g, &f);
	profile_step(&g->profile, &f);
	axis = directions_step(&g->directions, &f, g->screen || g->rays);
	if (g->screen)
		measure_screen(g, sc, h->pool, f.fresh, axis);
}

void graphs_layout(const struct graphs *g, int w, int h, int inset, struct graphs_layout *l)
{
	const int strip = graphs_has_line(g) ? SDL_max(h / 4, 1) : 0, below = !inset && graphs_below(g);
	const int scale = font_scale(h + (below ? strip : 0));
	const int panel = graphs_has_screen(g) ? SDL_max(w / 4, PANEL_CHARS * FONT_W * scale) : 0;

	memset(l, 0, sizeof *l);
	l->w = w + (inset ? 0 : panel);
	l->h = h + (below ? strip : 0);
	if (inset) { /* the left half, the strip at least under all of the panel */
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

/* Why a screen's spacing cannot be trusted (graph_fringes' distrust), in the panel's two short
 * lines and in the headless report's words. */
static const char *const distrust_panel[][2] = {
	{ "", "" }, { "one slit: no", "fringes to space" }, { "waves too short", "for the grid" },
	{ "no side fringes:", "waves too long" }, { "fringes reach", "the edges" }, { "fringes too far", "off the axis" }
};
static const char *const distrust_words[] = {
	"", "one slit makes one broad maximum, no fringes to space",
	"waves under 5 cells: the grid bends them off the theory",
	"no side fringes on the screen: the waves are too long for the slits' distance",
	"the first side fringes reach the absorbing edges",
	"the side fringes lie too far off the axis (over 0.3 L) for the theory's points"
};

/* The panel: the screen's intensity with its maxima, the fringes measured and the theory's. */
static void draw_panel(const struct graphs *g, struct ripple_image *im, const struct plot_rect *r, int rows,
		       const struct plot_colors *c, int scale)
{
	const double axis = directions_lambda(&g->directions);
	char lines[PANEL_LINES][FONT_LINE];
	const double zero = 0;
	int n = 0;

	if (!g->mean) {
		snprintf(lines[n++], FONT_LINE, "no slits here");
	} else {
		snprintf(lines[n++], FONT_LINE, "screen x %d", g->sc.x * g->mesh);
		if (g->fr.distrust) {
			snprintf(lines[n++], FONT_LINE, "%s", distrust_panel[g->fr.distrust][0]);
			snprintf(lines[n++], FONT_LINE, "%s", distrust_panel[g->fr.distrust][1]);
		} else if (!axis)
			snprintf(lines[n++], FONT_LINE, "fringes: waiting");
		else if (!g->fr.steady)
			snprintf(lines[n++], FONT_LINE, "fringes: settling");
		else
			snprintf(lines[n++], FONT_LINE, "fringes %.1f", g->fr.measured);
		if (g->fr.theory > 0 && !g->fr.distrust)
			snprintf(lines[n++], FONT_LINE, "theory %.1f", g->fr.theory);
		if (g->fr.textbook > 0 && !g->fr.distrust)
			snprintf(lines[n++], FONT_LINE, "textbook %.1f", g->fr.textbook);
		if (axis)
			snprintf(lines[n++], FONT_LINE, "lambda %.1f", axis);
		snprintf(lines[n++], FONT_LINE, "L %.0f d %.0f", g->fr.l, g->fr.d);
	}
	plot_screen(im, r, rows, g->mean ? g->mean : &zero, g->mean ? g->sc.n : 1, g->fr.at, g->mean ? g->fr.nmax : 0,
		    lines, n, c, scale);
}

/* The line and the screen's column marked on the water, and the directions of the maxima. */
static void mark_water(const struct graphs *g, struct ripple_image *im, const struct plot_colors *c)
{
	if (g->rays)
		directions_mark(&g->directions, im, c);
	profile_mark(&g->profile, im, c);
	if (g->mean)
		for (int y = 0; y < im->h; y += 4)
			plot_line(im, g->sc.x * g->mesh, y, g->sc.x * g->mesh, y + 1, c->mark);
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
		const int scale = font_scale(l.h);
		struct ripple_image im = { s->pixels, s->w, s->h, s->pitch, s->format->BytesPerPixel };
		struct ripple_image marked = { s->pixels, page->w, page->h, s->pitch, s->format->BytesPerPixel };

		if (water) {
			copy_page(g, s, page);
			SDL_UnlockSurface(page);
			mark_water(g, &marked, &c);
		}
		if (l.panel.w) /* first: inset, its curve runs on under the strip */
			draw_panel(g, &im, &l.panel, page->h, &c, scale);
		if (l.strip.w)
			profile_draw(&g->profile, &im, &l.strip, &c, scale, g->inset);
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
	const double axis = graphs_lambda(g);

	if (graphs_has_line(g))
		profile_report(&g->profile, out);
	if (graphs_has_screen(g) && !g->mean)
		fprintf(out, "intensity: no slits in this pool\n");
	else if (graphs_has_screen(g) && g->fr.distrust)
		fprintf(out, "intensity: %d maxima on the screen at x %d; no fringe spacing: %s\n", g->fr.nmax,
			g->sc.x * g->mesh, distrust_words[g->fr.distrust]);
	else if (graphs_has_screen(g) && !axis)
		fprintf(out, "intensity: %d maxima on the screen at x %d; no clear wave along the axis yet\n", g->fr.nmax,
			g->sc.x * g->mesh);
	else if (graphs_has_screen(g) && !g->fr.steady)
		fprintf(out, "intensity: %d maxima on the screen at x %d, fringe spacing settling, theory %.2f, textbook "
			"%.2f (lambda %.2f cells along the axis, L %.0f, d %.0f)\n", g->fr.nmax, g->sc.x * g->mesh,
			g->fr.theory, g->fr.textbook, axis, g->fr.l, g->fr.d);
	else if (graphs_has_screen(g))
		fprintf(out, "intensity: %d maxima on the screen at x %d, fringe spacing %.2f cells, theory %.2f (two "
			"points' waves on this grid), textbook %.2f (lambda sqrt(L^2 + d^2 / 4) / d: lambda %.2f cells "
			"along the axis, L %.0f, d %.0f)\n", g->fr.nmax, g->sc.x * g->mesh, g->fr.measured, g->fr.theory,
			g->fr.textbook, axis, g->fr.l, g->fr.d);
}
