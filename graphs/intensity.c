/* intensity.c - the intensity screen of a running demo: the mean intensity on a slit scenario's screen, its maxima and fringes, and the panel that shows them. */
#include "graphs/intensity.h"

#include <math.h>
#include <stdlib.h>

#define PANEL_LINES INTENSITY_LINES /* panel_lines' most */

void intensity_free(struct intensity *s)
{
	graph_screen_free(&s->sc);
	free(s->mean);
	s->mean = NULL;
}

/* The screen's squares, made anew once freed (for another scenario, layout or speed; none for a
 * scenario without slits); its maxima and fringes. */
static void measure(struct intensity *s, const struct graph_frame *f)
{
	const struct scenario *sc = f->h->scenario;
	const struct ripple *r = f->h->pool;

	if (!sc || !sc->screen) {
		intensity_free(s);
		return;
	}
	if (!s->sc.ring &&
	    (graph_screen_at(&s->sc, sc, r, s->halves) || !(s->mean = malloc((size_t)r->h * sizeof *s->mean)))) {
		intensity_free(s);
		return;
	}
	if (!f->fresh) /* a frame measured again (a line drawn while paused) adds nothing */
		return;
	graph_screen_add(&s->sc, r);
	graph_screen_mean(&s->sc, s->mean);
	graph_fringes(&s->sc, sc, r, f->steps ? graph_scheme_wavelength(r->stencil, r->damping, f->steps) : 0, s->axis,
		      s->mean, &s->fr);
}

void intensity_step(struct intensity *s, const struct graph_frame *f, int on, double axis)
{
	if (f->restart || f->h->halves != s->halves) /* at another speed the window is another number of frames */
		intensity_free(s);
	s->halves = f->h->halves;
	s->mesh = f->h->mesh;
	s->axis = axis;
	if (on)
		measure(s, f);
}

/* Why a screen's spacing cannot be trusted (graph_fringes' distrust), in the panel's two short
 * lines and in the headless report's words. */
static const char *const distrust_panel[][2] = {
	{ "", "" }, { "one slit: no", "fringes to space" }, { "waves too short", "for the grid" },
	{ "no side fringes:", "waves too long" }, { "fringes reach", "the edges" }, { "fringes too far", "off the axis" },
	{ "slit narrower", "than a wave" }, { "screen too near", "for the orders" }
};
static const char *const distrust_words[] = {
	"", "one slit makes one broad maximum, no fringes to space",
	"waves under 5 cells: the grid bends them off the theory",
	"no side fringes on the screen: the waves are too long for the slits' distance",
	"the first side fringes (or minima) reach the absorbing edges",
	"the side fringes lie too far off the axis (over 0.3 L) for the theory's points",
	"the slit is no wider than a wave: one broad maximum, no minima",
	("the screen is too near the grating: its outer slits' waves come over a quarter wave late on the axis, so "
	 "the orders are not yet d sin(theta) = m lambda's (fewer slits, closer together, or a farther screen)")
};

/* What a screen's reading is: one slit's first minima, a grating's first orders, or two slits'
 * fringe spacing. */
static const char *reading_name(const struct graph_fringes *fr)
{
	return fr->count == 1 ? "first minima" : fr->count > 2 ? "first orders" : "fringe spacing";
}

/* Whether a screen's reading is a direction (one slit's minima, a grating's orders: their sines)
 * rather than two slits' fringe spacing. */
static int by_angles(const struct graph_fringes *fr)
{
	return fr->count == 1 || fr->count > 2;
}

/* sin(theta) of a point y cells off the axis on the screen. */
static double sine(const struct graph_fringes *fr, double y)
{
	return y / hypot(fr->far, y);
}

/* The panel's lines of a screen measured: its column, the fringes or why none, the theory's, the
 * textbook's, lambda, L and d. Returns how many. */
static int panel_lines(const struct intensity *s, char lines[PANEL_LINES][FONT_LINE])
{
	const struct graph_fringes *fr = &s->fr;
	const int angles = by_angles(fr);
	const char *what = fr->count == 1 ? "minima" : "fringes";
	int n = 0;

	snprintf(lines[n++], FONT_LINE, "screen x %d", s->sc.x * s->mesh);
	if (fr->distrust) {
		snprintf(lines[n++], FONT_LINE, "%s", distrust_panel[fr->distrust][0]);
		snprintf(lines[n++], FONT_LINE, "%s", distrust_panel[fr->distrust][1]);
	} else if (!s->axis)
		snprintf(lines[n++], FONT_LINE, "%s: waiting", what);
	else if (!fr->steady)
		snprintf(lines[n++], FONT_LINE, "%s: settling", what);
	else if (angles) /* the sine of the first minima's or orders' direction */
		snprintf(lines[n++], FONT_LINE, "sin %.3f", sine(fr, fr->measured));
	else
		snprintf(lines[n++], FONT_LINE, "fringes %.1f", fr->measured);
	if (fr->theory > 0 && !fr->distrust && angles)
		snprintf(lines[n++], FONT_LINE, "theory %.3f", sine(fr, fr->theory));
	else if (fr->theory > 0 && !fr->distrust)
		snprintf(lines[n++], FONT_LINE, "theory %.1f", fr->theory);
	if (fr->textbook > 0 && !fr->distrust && angles)
		snprintf(lines[n++], FONT_LINE, "lambda/%c %.3f", fr->count == 1 ? 'a' : 'd', sine(fr, fr->textbook));
	else if (fr->textbook > 0 && !fr->distrust)
		snprintf(lines[n++], FONT_LINE, "textbook %.1f", fr->textbook);
	if (s->axis)
		snprintf(lines[n++], FONT_LINE, "lambda %.1f", s->axis);
	snprintf(lines[n++], FONT_LINE, "L %.0f %c %.0f", fr->l, fr->count == 1 ? 'a' : 'd', fr->count == 1 ? fr->a : fr->d);
	return n;
}

void intensity_draw(const struct intensity *s, struct ripple_image *im, const struct plot_rect *r, int rows,
		    const struct plot_colors *c, int scale)
{
	char lines[PANEL_LINES][FONT_LINE];
	const double zero = 0;
	int n = 1;

	if (s->mean)
		n = panel_lines(s, lines);
	else
		snprintf(lines[0], FONT_LINE, "no slits here");
	plot_screen(im, r, rows, s->mean ? s->mean : &zero, s->mean ? s->sc.n : 1, s->fr.at, s->mean ? s->fr.nmax : 0,
		    lines, n, c, scale);
}

void intensity_mark(const struct intensity *s, struct ripple_image *im, const struct plot_colors *c)
{
	const int x = s->sc.x * s->mesh;

	if (s->mean)
		for (int y = 0; y < im->h; y += 4)
			plot_line(im, x, y, x, y + 1, c->mark);
}

/* The trusted reading of one slit or of a grating: its first minima or first orders off the axis and
 * their sin(theta), beside the grid's theory and the textbook's sin(theta) = lambda / a or d
 * sin(theta) = lambda. */
static void report_angles(const struct intensity *s, FILE *out)
{
	const struct graph_fringes *fr = &s->fr;
	const int x = s->sc.x * s->mesh;

	if (fr->count == 1)
		fprintf(out, "intensity: one slit %.0f wide, first minima %.2f cells either side of the axis on the "
			"screen at x %d, sin theta %.3f; theory %.2f cells, sin %.3f (the slit's edges' waves on this "
			"grid); textbook sin theta = lambda / a %.3f (lambda %.2f cells along the axis, L %.0f)\n",
			fr->a, fr->measured, x, sine(fr, fr->measured), fr->theory, sine(fr, fr->theory),
			fr->waves / fr->a, s->axis, fr->far);
	else
		fprintf(out, "intensity: %d slits %.0f apart, %d principal maxima on the screen at x %d, first orders "
			"%.2f cells either side of the axis, sin theta %.3f; theory %.2f cells, sin %.3f (%d points' "
			"waves on this grid); textbook d sin theta = lambda %.3f (lambda %.2f cells along the axis, L "
			"%.0f)\n", fr->count, fr->d, fr->nmax, x, fr->measured, sine(fr, fr->measured), fr->theory,
			sine(fr, fr->theory), fr->count, fr->waves / fr->d, s->axis, fr->far);
}

void intensity_report(const struct intensity *s, FILE *out)
{
	const struct graph_fringes *fr = &s->fr;
	const int x = s->sc.x * s->mesh;

	if (!s->mean)
		fprintf(out, "intensity: no slits in this pool\n");
	else if (fr->distrust)
		fprintf(out, "intensity: %d maxima on the screen at x %d; no %s: %s\n", fr->nmax, x, reading_name(fr),
			distrust_words[fr->distrust]);
	else if (!s->axis)
		fprintf(out, "intensity: %d maxima on the screen at x %d; no clear wave along the axis yet\n", fr->nmax, x);
	else if (!fr->steady)
		fprintf(out, "intensity: %d maxima on the screen at x %d, %s settling, theory %.2f, textbook "
			"%.2f (lambda %.2f cells along the axis, L %.0f, d %.0f)\n", fr->nmax, x, reading_name(fr),
			fr->theory, fr->textbook, s->axis, fr->l, fr->d);
	else if (by_angles(fr))
		report_angles(s, out);
	else
		fprintf(out, "intensity: %d maxima on the screen at x %d, fringe spacing %.2f cells, theory %.2f (two "
			"points' waves on this grid), textbook %.2f (lambda sqrt(L^2 + d^2 / 4) / d: lambda %.2f cells "
			"along the axis, L %.0f, d %.0f)\n", fr->nmax, x, fr->measured, fr->theory, fr->textbook, s->axis,
			fr->l, fr->d);
}
