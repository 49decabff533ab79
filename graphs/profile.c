/* profile.c - the wave profile of a running demo: the heights along a line drawn on the water, their crests and wavelength, and the strip that shows them. */
#include "graphs/profile.h"

#include <math.h>
#include <string.h>

#define BEAT_LEAST 4    /* the fewest frames a period for the lock-in: fewer sample its beat too coarsely */
#define PI 3.14159265358979323846

/* The lock-in's beat forgotten: the line or the water changed. */
static void beat_free(struct profile *p)
{
	p->beats = 0;
	p->step = -1;
	memset(p->re, 0, sizeof p->re);
	memset(p->im, 0, sizeof p->im);
}

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
	beat_free(p);
	graph_recent_free(&p->recent);
	return 0;
}

void profile_clear(struct profile *p)
{
	p->set = p->n = 0;
}

/* The lock-in: the heights along the line times cos and -sin of the sources' phase (the water's
 * step over their period), averaged over about a period (an average of each new frame with the
 * old, weighted 1 to the frames a period), are the water's beat at their period, its two phases a
 * quarter period apart: the waves the sources keep making, without the slow sloshing or a stone's
 * rings. Water that has not moved since (paused) adds nothing. */
static void beat_in(struct profile *p, const struct graph_frame *f, double frames)
{
	const double share = 1 / frames, phase = 2 * PI * (double)(f->h->step % f->steps) / f->steps;

	if (f->h->step == p->step)
		return;
	p->step = f->h->step;
	p->beats += 1 / frames;
	for (int i = 0; i < p->n; i++) {
		p->re[i] += share * (2 * p->v[i] * cos(phase) - p->re[i]);
		p->im[i] += share * (-2 * p->v[i] * sin(phase) - p->im[i]);
	}
}

/* The heights along the line, their crests and wavelength: this frame's reading joins the recent
 * ones once (a line drawn anew while paused starts them), over GRAPH_WINDOW_PERIODS of the cycle in
 * the water's own time. With the scenario's sources beating at BEAT_LEAST frames a period or more,
 * the wavelength is read off their beat (beat_in) once it has a period in it, over every phase of
 * the wave at once; else off this frame's heights. */
static void measure_line(struct profile *p, const struct graph_frame *f)
{
	const int mesh = f->h->mesh;
	const int n = graph_sample(f->h->pool, p->x0 / mesh, p->y0 / mesh, p->x1 / mesh, p->y1 / mesh, p->v,
				   GRAPH_MAX_SAMPLES);
	const double frames = f->steps ? 2.0 * f->steps / SDL_max(f->h->halves, 1) : 0;

	p->n = n > 0 ? n : 0;
	graph_wavelength(p->v, p->n, p->crests, GRAPH_MAX_MARKS, &p->ncrests);
	if (frames >= BEAT_LEAST)
		beat_in(p, f, frames);
	if (frames >= BEAT_LEAST && p->beats >= 1)
		graph_wave(p->re, p->im, p->n, &p->wave);
	else
		graph_wave(p->v, NULL, p->n, &p->wave);
	p->window = graph_window(f->cycle, f->h->halves);
	if (f->fresh || !p->recent.n)
		p->lambda = graph_recent(&p->recent, p->wave.lambda, p->window);
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
		beat_free(p);
		p->lambda = 0;
	}
	p->sources = f->steps > 0;
	p->steps = f->steps;
	p->halves = f->h->halves;
	p->scheme = f->steps ? graph_scheme_wavelength(r->stencil, r->damping, f->steps) : 0;
	if (p->set)
		measure_line(p, f);
}

/* Why there is no reading yet, into out: the line or the waves (graph_why), or the readings of the
 * last ten periods, not all taken yet or not agreeing. */
static void why_words(const struct profile *p, char *out, size_t len)
{
	char why[FONT_LINE - 15]; /* after "no clear wave: " */

	graph_why(&p->wave, p->n, p->scheme, p->sources, why, sizeof why);
	if (!*why && p->recent.n < p->window)
		snprintf(why, sizeof why, "reading ten periods, %d of %d frames", p->recent.n, p->window);
	else if (!*why)
		snprintf(why, sizeof why, "the readings of the last ten periods disagree: the waves are changing");
	snprintf(out, len, "no clear wave: %s", why);
}

/* The wavelength in words: with the scheme's beside it and the speed in cells a step when the
 * scenario's period is known; "no clear wave" and why when there is no reading to trust. */
static void wave_words(const struct profile *p, char *out, size_t len, int decimals)
{
	char scheme[32] = "";

	if (p->scheme)
		snprintf(scheme, sizeof scheme, " (scheme %.*f)", decimals, p->scheme);
	if (!p->lambda)
		why_words(p, out, len);
	else if (p->steps)
		snprintf(out, len, "wavelength %.*f cells%s, %.*f cells/step", decimals, p->lambda, scheme, decimals + 1,
			 p->lambda / p->steps);
	else
		snprintf(out, len, "wavelength %.*f cells", decimals, p->lambda);
}

/* The caption while the line waits for its drag; in the page, which touch screens show too, a
 * finger draws it as well. */
#ifdef __EMSCRIPTEN__
static const char profile_ask[] = "click or tap and drag across the pool";
#else
static const char profile_ask[] = "drag across the pool with the left button";
#endif

void profile_draw(const struct profile *p, struct ripple_image *im, const struct plot_rect *r,
		  const struct plot_colors *c, int scale)
{
	char caption[FONT_LINE];
	const double zero = 0;

	if (!p->set)
		snprintf(caption, sizeof caption, "%s", profile_ask);
	else
		wave_words(p, caption, sizeof caption, 1);
	plot_profile(im, r, p->n ? p->v : &zero, p->n ? p->n : 1, p->crests, p->n ? p->ncrests : 0, caption, c, scale);
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
