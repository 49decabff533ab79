/* graphs.c - the demo's graphs: the wave profile and the intensity screen, measured each frame and drawn beside, below or over the water. */
#include "graphs/graphs.h"

#include "graphs/graph.h"
#include "scenes/bands.h"
#include "scenes/scene.h"

#include <math.h>
#include <string.h>

#define PANEL_CHARS 17 /* the intensity panel's narrowest, in characters */
#define PANEL_LINES 7
#define MAX_ORDERS 64  /* the most directions d sin(theta) = m lambda drawn */

/* What the measurements were made on: a new scenario, or one laid out anew (its period, knobs or
 * pool changed: its serial), another stencil or damping starts them again. */
struct measured_on {
	int which;
	unsigned serial;
	int stencil, damping;
};

struct graphs {
	int line;                 /* the profile's strip is shown */
	int set;                  /* its line is drawn, from (x0, y0) to (x1, y1) in picture pixels */
	int x0, y0, x1, y1;
	int screen;               /* the intensity screen is asked for */
	int rays;                 /* the directions of the maxima are drawn over the water */
	int below;                /* the profile's strip below the water, not over its bottom quarter */
	int mesh;                 /* pixels a cell, of the last frame measured */
	double v[GRAPH_MAX_SAMPLES]; /* the heights along the line, one a cell */
	int n;                    /* how many; 0 before the first frame measured */
	double crests[GRAPH_MAX_MARKS];
	int ncrests;
	double lambda;            /* the wavelength along the line: the median over recent frames, in
				   * cells; 0 for no clear wave */
	struct graph_recent recent;
	int steps;                /* the scenario's period in steps, 0 without a scenario */
	int cycle;                /* the period the windows span, in steps: the scenario's, else the default's */
	int halves;               /* the water's steps a frame, in halves (scene_heights) */
	double scheme;            /* the wavelength the scheme gives that period, 0 for none known */
	double axis;              /* the scenario's wavelength on its probe line (median), 0: not trusted */
	struct graph_recent axes;
	int slits, gap;           /* the scenario's slits' column and their distance, in cells */
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
	graph_recent_free(&g->recent);
	graph_recent_free(&g->axes);
	SDL_FreeSurface(g->sheet);
	bands_stop(g->bands);
	SDL_free(g);
}

int graphs_set_line(struct graphs *g, int w, int h, int x0, int y0, int x1, int y1, char *err, size_t errlen)
{
	if (x0 < 0 || y0 < 0 || x1 < 0 || y1 < 0 || x0 >= w || x1 >= w || y0 >= h || y1 >= h) {
		snprintf(err, errlen, "the graph's line %d,%d to %d,%d leaves the %dx%d pool", x0, y0, x1, y1, w, h);
		return -1;
	}
	if (x0 == x1 && y0 == y1) {
		snprintf(err, errlen, "the graph's line %d,%d to %d,%d is a single point: give two ends", x0, y0, x1, y1);
		return -1;
	}
	g->line = g->set = 1;
	g->x0 = x0;
	g->y0 = y0;
	g->x1 = x1;
	g->y1 = y1;
	g->n = 0;
	graph_recent_free(&g->recent);
	return 0;
}

void graphs_show_line(struct graphs *g)
{
	g->line = 1;
}

void graphs_clear_line(struct graphs *g)
{
	g->line = g->set = g->n = 0;
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

/* The frames a median takes: GRAPH_WINDOW_PERIODS of the scenario's periods (or of the default's)
 * in the water's own time, at the steps it takes a frame. */
static int window_of(const struct graphs *g)
{
	return graph_window(g->cycle, g->halves);
}

/* The heights along the line, their crests and wavelength: this frame's reading joins the recent
 * ones once (a line drawn anew while paused starts them). */
static void measure_line(struct graphs *g, const struct ripple *r, int mesh, int fresh)
{
	const int n = graph_sample(r, g->x0 / mesh, g->y0 / mesh, g->x1 / mesh, g->y1 / mesh, g->v, GRAPH_MAX_SAMPLES);
	double lambda;

	g->n = n > 0 ? n : 0;
	lambda = graph_wavelength(g->v, g->n, g->crests, GRAPH_MAX_MARKS, &g->ncrests);
	if (fresh || !g->recent.n)
		g->lambda = graph_recent(&g->recent, lambda, window_of(g));
}

/* The screen's squares, made anew once dropped (for another scenario or layout: follow; NULL: none);
 * its maxima and fringes. */
static void measure_screen(struct graphs *g, const struct scenario *sc, const struct ripple *r, int fresh)
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
	graph_fringes(&g->sc, sc, r, g->scheme, g->axis, g->mean, &g->fr);
}

/* The scenario's period, its theory, its slits, the water's speed; everything measured starts again
 * when what it was measured on changed (another scenario, period or pool, leaving it, another
 * stencil or damping), the screen when the speed changed (its window is another number of frames). */
static void follow(struct graphs *g, const struct scene_heights *h)
{
	const struct scenario *sc = h->scenario;
	const struct ripple *r = h->pool;
	const int halves = h->halves;
	const struct measured_on on = { sc ? sc->which : 0, sc ? sc->serial : 0, r->stencil, r->damping };

	if (on.which != g->on.which || on.serial != g->on.serial || on.stencil != g->on.stencil ||
	    on.damping != g->on.damping) {
		g->on = on;
		graph_recent_free(&g->recent);
		graph_recent_free(&g->axes);
		g->lambda = g->axis = 0;
		drop_screen(g);
	}
	if (halves != g->halves)
		drop_screen(g);
	g->halves = halves;
	g->steps = sc && sc->nsources ? sc->source[0].period : 0;
	g->cycle = g->steps ? g->steps : SCENARIO_PERIOD * SDL_max(h->scale, 1); /* the lesson's at the scene's scale */
	g->scheme = g->steps ? graph_scheme_wavelength(r->stencil, r->damping, g->steps) : 0;
	g->slits = sc ? sc->slits : 0;
	g->gap = sc ? sc->slit_gap : 0;
}

void graphs_step(struct graphs *g, const struct scene_heights *h, long frame)
{
	const struct scenario *sc;
	int fresh;

	if (!graphs_on(g))
		return;
	if (!h) {
		g->n = 0;
		return;
	}
	sc = h->scenario;
	g->mesh = h->mesh;
	follow(g, h);
	fresh = g->frame != frame;
	g->frame = frame;
	if (g->set)
		measure_line(g, h->pool, h->mesh, fresh);
	if ((g->screen || g->rays) && sc && fresh)
		g->axis = graph_recent(&g->axes, graph_axis_wavelength(sc, h->pool), window_of(g));
	if (g->screen)
		measure_screen(g, sc, h->pool, fresh);
}

void graphs_layout(const struct graphs *g, int w, int h, struct graphs_layout *l)
{
	const int strip = graphs_has_line(g) ? SDL_max(h / 4, 1) : 0, below = graphs_below(g);
	const int scale = font_scale(h + (below ? strip : 0));
	const int panel = graphs_has_screen(g) ? SDL_max(w / 4, PANEL_CHARS * FONT_W * scale) : 0;

	memset(l, 0, sizeof *l);
	l->w = w + panel;
	l->h = h + (below ? strip : 0);
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

/* The wavelength in words: with the scheme's beside it and the speed in cells a step when the
 * scenario's period is known; "no clear wave" when there is no reading to trust. */
static void wave_words(const struct graphs *g, char *out, size_t len, int decimals)
{
	char scheme[32] = "";

	if (g->scheme)
		snprintf(scheme, sizeof scheme, " (scheme %.*f)", decimals, g->scheme);
	if (!g->lambda)
		snprintf(out, len, "no clear wave");
	else if (g->steps)
		snprintf(out, len, "wavelength %.*f cells%s, %.*f cells/step", decimals, g->lambda, scheme, decimals + 1,
			 g->lambda / g->steps);
	else
		snprintf(out, len, "wavelength %.*f cells", decimals, g->lambda);
}

/* The strip: the caption says the wavelength, the theory's and the speed (wave_words). */
static void draw_strip(const struct graphs *g, struct ripple_image *im, const struct plot_rect *r,
		       const struct plot_colors *c, int scale)
{
	char caption[FONT_LINE];
	const double zero = 0;

	if (!g->set)
		snprintf(caption, sizeof caption, "drag across the pool with the left button");
	else
		wave_words(g, caption, sizeof caption, 1);
	plot_profile(im, r, g->n ? g->v : &zero, g->n ? g->n : 1, g->crests, g->n ? g->ncrests : 0, caption, c, scale);
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
		} else if (!g->axis)
			snprintf(lines[n++], FONT_LINE, "fringes: waiting");
		else if (!g->fr.steady)
			snprintf(lines[n++], FONT_LINE, "fringes: settling");
		else
			snprintf(lines[n++], FONT_LINE, "fringes %.1f", g->fr.measured);
		if (g->fr.theory > 0 && !g->fr.distrust)
			snprintf(lines[n++], FONT_LINE, "theory %.1f", g->fr.theory);
		if (g->fr.textbook > 0 && !g->fr.distrust)
			snprintf(lines[n++], FONT_LINE, "textbook %.1f", g->fr.textbook);
		if (g->axis)
			snprintf(lines[n++], FONT_LINE, "lambda %.1f", g->axis);
		snprintf(lines[n++], FONT_LINE, "L %.0f d %.0f", g->fr.l, g->fr.d);
	}
	plot_screen(im, r, rows, g->mean ? g->mean : &zero, g->mean ? g->sc.n : 1, g->fr.at, g->mean ? g->fr.nmax : 0,
		    lines, n, c, scale);
}

/* The directions d sin(theta) = m lambda from the slits' midpoint, over the water to its edges:
 * with the wavelength measured on the scenario's clean waves, none before it is trusted. */
static void draw_rays(const struct graphs *g, struct ripple_image *im, const struct plot_colors *c)
{
	double sines[MAX_ORDERS];
	const int n = graph_orders(g->axis, g->gap, sines, MAX_ORDERS), x = g->slits * g->mesh, y = im->h / 2;
	const int reach = im->w + im->h; /* past the water's far corner */

	for (int i = 0; i < n; i++)
		plot_line(im, x, y, x + (int)lround(reach * sqrt(1 - sines[i] * sines[i])), y + (int)lround(reach * sines[i]),
			  c->text);
}

/* The line and the screen's column marked on the water, and the directions of the maxima. */
static void mark_water(const struct graphs *g, struct ripple_image *im, const struct plot_colors *c)
{
	if (g->rays)
		draw_rays(g, im, c);
	if (g->set)
		plot_line(im, g->x0, g->y0, g->x1, g->y1, c->mark);
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

	graphs_layout(g, page->w, page->h, &l);
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
		if (l.strip.w)
			draw_strip(g, &im, &l.strip, &c, scale);
		if (l.panel.w)
			draw_panel(g, &im, &l.panel, page->h, &c, scale);
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
	return g && (g->screen || g->rays) ? g->axis : 0;
}

void graphs_report(const struct graphs *g, FILE *out)
{
	char words[FONT_LINE];

	if (graphs_has_line(g) && !g->set) {
		fprintf(out, "graph: no line drawn\n");
	} else if (graphs_has_line(g)) {
		wave_words(g, words, sizeof words, 2);
		fprintf(out, "graph: %s", words);
		if (g->lambda && g->steps) /* the frames a period takes at the water's speed */
			fprintf(out, " (period %d steps, %g frames)", g->steps, 2.0 * g->steps / SDL_max(g->halves, 1));
		fprintf(out, "\n");
	}
	if (graphs_has_screen(g) && !g->mean)
		fprintf(out, "intensity: no slits in this pool\n");
	else if (graphs_has_screen(g) && g->fr.distrust)
		fprintf(out, "intensity: %d maxima on the screen at x %d; no fringe spacing: %s\n", g->fr.nmax,
			g->sc.x * g->mesh, distrust_words[g->fr.distrust]);
	else if (graphs_has_screen(g) && !g->axis)
		fprintf(out, "intensity: %d maxima on the screen at x %d; no clear wave along the axis yet\n", g->fr.nmax,
			g->sc.x * g->mesh);
	else if (graphs_has_screen(g) && !g->fr.steady)
		fprintf(out, "intensity: %d maxima on the screen at x %d, fringe spacing settling, theory %.2f, textbook "
			"%.2f (lambda %.2f cells along the axis, L %.0f, d %.0f)\n", g->fr.nmax, g->sc.x * g->mesh,
			g->fr.theory, g->fr.textbook, g->axis, g->fr.l, g->fr.d);
	else if (graphs_has_screen(g))
		fprintf(out, "intensity: %d maxima on the screen at x %d, fringe spacing %.2f cells, theory %.2f (two "
			"points' waves on this grid), textbook %.2f (lambda sqrt(L^2 + d^2 / 4) / d: lambda %.2f cells "
			"along the axis, L %.0f, d %.0f)\n", g->fr.nmax, g->sc.x * g->mesh, g->fr.measured, g->fr.theory,
			g->fr.textbook, g->axis, g->fr.l, g->fr.d);
}
