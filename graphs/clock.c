/* clock.c - the clock at a point of a running demo: the height there once a frame, its period and frequency, and v = f lambda beside the scheme's speed. */
#include "graphs/clock.h"

#include "core/pace.h"

#include <string.h>

int clock_set(struct clock *c, int w, int h, int x, int y, char *err, size_t errlen)
{
	if (x < 0 || y < 0 || x >= w || y >= h) {
		snprintf(err, errlen, "the clock at %d,%d lies outside the %dx%d pool: it must lie within X 0..%d and Y 0..%d",
			 x, y, w, h, w - 1, h - 1);
		return -1;
	}
	clock_clear(c);
	c->set = 1;
	c->x = x;
	c->y = y;
	return 0;
}

void clock_clear(struct clock *c)
{
	c->set = c->n = c->next = 0;
	c->step = -1;
	memset(&c->period, 0, sizeof c->period);
	c->period.why = GRAPH_PERIOD_STILL;
}

/* The heights held, oldest first, into c->line. */
static void unroll(struct clock *c)
{
	const int first = c->n < GRAPH_CLOCK_FRAMES ? 0 : c->next;

	for (int i = 0; i < c->n; i++)
		c->line[i] = c->ring[(first + i) % GRAPH_CLOCK_FRAMES];
}

void clock_step(struct clock *c, const struct graph_frame *f, int profile, double lambda)
{
	const int mesh = f->h->mesh;
	double v;

	if (!c->set)
		return;
	if (f->restart) { /* another scenario, period, pool, stencil or damping: the old beat is gone */
		c->n = c->next = 0;
		c->step = -1;
	}
	c->steps = f->steps;
	c->halves = f->h->halves > 1 ? f->h->halves : 1;
	c->stencil = f->h->pool->stencil;
	c->damping = f->h->pool->damping;
	c->profile = profile;
	c->lambda = lambda;
	if (f->h->step == c->step || graph_sample(f->h->pool, c->x / mesh, c->y / mesh, c->x / mesh, c->y / mesh, &v, 1) != 1)
		return; /* the water has not moved since (paused, or measured again) */
	c->step = f->h->step;
	c->ring[c->next] = v;
	c->next = (c->next + 1) % GRAPH_CLOCK_FRAMES;
	c->n += c->n < GRAPH_CLOCK_FRAMES;
	unroll(c);
	graph_period(c->line, c->n, c->work, &c->period);
}

#define MARK 4 /* the cross's arms, in pixels */

void clock_mark(const struct clock *c, struct ripple_image *im, const struct plot_colors *colors)
{
	if (!c->set)
		return;
	plot_line(im, SDL_max(c->x - MARK, 0), c->y, SDL_min(c->x + MARK, im->w - 1), c->y, colors->mark);
	plot_line(im, c->x, SDL_max(c->y - MARK, 0), c->x, SDL_min(c->y + MARK, im->h - 1), colors->mark);
}

void clock_report(const struct clock *c, FILE *out)
{
	const double per_frame = c->halves / 2.0; /* the water's steps a frame */
	const double source = c->steps ? c->steps / per_frame : 0, p = c->period.period;
	const double scheme = graph_scheme_speed(c->stencil, c->damping, c->steps ? c->steps : p * per_frame) * per_frame;
	char why[128];

	if (!c->set) {
		fprintf(out, "clock: none placed\n");
		return;
	}
	if (!p) {
		graph_period_why(&c->period, why, sizeof why);
		fprintf(out, "clock: at %d,%d, no period yet: %s\n", c->x, c->y, why);
		return;
	}
	fprintf(out, "clock: period %.2f frames", p);
	if (source)
		fprintf(out, " (source's %g)", source);
	else
		fprintf(out, " (no source beating)");
	fprintf(out, ", frequency %.2f Hz", RIPPLE_HISTORIC_FPS / p);
	if (c->lambda)
		fprintf(out, ", speed f lambda %.3f cells a frame", c->lambda / p);
	else if (c->profile)
		fprintf(out, ", speed f lambda: not yet, the profile has no clear wave");
	else if (scheme)
		fprintf(out, ", speed f lambda %.3f cells a frame (lambda the scheme's for that period: draw a profile to "
			"measure it)", graph_scheme_wavelength(c->stencil, c->damping, p * per_frame) / p);
	else
		fprintf(out, ", speed f lambda: no wavelength (draw a profile to measure one)");
	if (scheme)
		fprintf(out, " (scheme %.3f)", scheme);
	else
		fprintf(out, " (no scheme's speed with damping)");
	fprintf(out, ", at %d,%d\n", c->x, c->y);
}
