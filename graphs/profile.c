/* profile.c - the wave profile of a running demo: the heights along a line drawn on the water, their crests and wavelength, and the strip that shows them. */
#include "graphs/profile.h"

#define CAPTION_LINES 6 /* the most lines the strip's caption is wrapped to */

int profile_set_line(struct profile *p, int w, int h, int x0, int y0, int x1, int y1, char *err, size_t errlen)
{
	if (x0 < 0 || y0 < 0 || x1 < 0 || y1 < 0 || x0 >= w || x1 >= w || y0 >= h || y1 >= h) {
		snprintf(err, errlen, "the graph's line %d,%d to %d,%d leaves the %dx%d pool: its ends must lie within X 0..%d "
			 "and Y 0..%d", x0, y0, x1, y1, w, h, w - 1, h - 1);
		return -1;
	}
	if (x0 == x1 && y0 == y1) {
		snprintf(err, errlen, "the graph's line %d,%d to %d,%d is a single point: give two ends", x0, y0, x1, y1);
		return -1;
	}
	p->set = 1;
	p->x0 = x0;
	p->y0 = y0;
	p->x1 = x1;
	p->y1 = y1;
	p->n = 0;
	graph_recent_free(&p->recent);
	return 0;
}

void profile_clear(struct profile *p)
{
	p->set = p->n = 0;
}

/* The heights along the line, their crests and wavelength: this frame's reading joins the recent
 * ones once (a line drawn anew while paused starts them), over GRAPH_WINDOW_PERIODS of the cycle in
 * the water's own time. */
static void measure_line(struct profile *p, const struct graph_frame *f)
{
	const int mesh = f->h->mesh;
	const int n = graph_sample(f->h->pool, p->x0 / mesh, p->y0 / mesh, p->x1 / mesh, p->y1 / mesh, p->v,
				   GRAPH_MAX_SAMPLES);
	double lambda;

	p->n = n > 0 ? n : 0;
	lambda = graph_wavelength(p->v, p->n, p->crests, GRAPH_MAX_MARKS, &p->ncrests);
	if (f->fresh || !p->recent.n)
		p->lambda = graph_recent(&p->recent, lambda, graph_window(f->cycle, f->h->halves));
}

void profile_step(struct profile *p, const struct graph_frame *f)
{
	const struct ripple *r;

	if (!f) {
		p->n = 0;
		return;
	}
	r = f->h->pool;
	if (f->restart) {
		graph_recent_free(&p->recent);
		p->lambda = 0;
	}
	p->steps = f->steps;
	p->halves = f->h->halves;
	p->scheme = f->steps ? graph_scheme_wavelength(r->stencil, r->damping, f->steps) : 0;
	if (p->set)
		measure_line(p, f);
}

/* The wavelength in words: with the scheme's beside it and the speed in cells a step when the
 * scenario's period is known; "no clear wave" when there is no reading to trust. */
static void wave_words(const struct profile *p, char *out, size_t len, int decimals)
{
	char scheme[32] = "";

	if (p->scheme)
		snprintf(scheme, sizeof scheme, " (scheme %.*f)", decimals, p->scheme);
	if (!p->lambda)
		snprintf(out, len, "no clear wave");
	else if (p->steps)
		snprintf(out, len, "wavelength %.*f cells%s, %.*f cells/step", decimals, p->lambda, scheme, decimals + 1,
			 p->lambda / p->steps);
	else
		snprintf(out, len, "wavelength %.*f cells", decimals, p->lambda);
}

void profile_draw(const struct profile *p, struct ripple_image *im, const struct plot_rect *r,
		  const struct plot_colors *c, int scale, int inset)
{
	char caption[FONT_LINE], lines[CAPTION_LINES][FONT_LINE];
	const double zero = 0;
	const int cols = inset ? (r->w - scale) / (FONT_W * scale) : FONT_LINE - 1;

	if (!p->set)
		snprintf(caption, sizeof caption, "drag across the pool with the left button");
	else
		wave_words(p, caption, sizeof caption, 1);
	plot_profile(im, r, p->n ? p->v : &zero, p->n ? p->n : 1, p->crests, p->n ? p->ncrests : 0, lines,
		     font_wrap(caption, cols, lines, CAPTION_LINES), c, scale);
}

void profile_mark(const struct profile *p, struct ripple_image *im, const struct plot_colors *c)
{
	if (p->set)
		plot_line(im, p->x0, p->y0, p->x1, p->y1, c->mark);
}

void profile_report(const struct profile *p, FILE *out)
{
	char words[FONT_LINE];

	if (!p->set) {
		fprintf(out, "graph: no line drawn\n");
		return;
	}
	wave_words(p, words, sizeof words, 2);
	fprintf(out, "graph: %s", words);
	if (p->lambda && p->steps) /* the frames a period takes at the water's speed */
		fprintf(out, " (period %d steps, %g frames)", p->steps, 2.0 * p->steps / (p->halves > 1 ? p->halves : 1));
	fprintf(out, "\n");
}

void profile_free(struct profile *p)
{
	graph_recent_free(&p->recent);
}
