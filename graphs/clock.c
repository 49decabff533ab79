/* clock.c - the clock at a point of a running demo: the height there once a frame, its period and frequency, and v = f lambda beside the scheme's speed. */
#include "graphs/clock.h"

#include "core/pace.h"

#include <math.h>
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

#define MARK 4 /* the cross's arms, in pixels, at least; a 60th of the picture's height */

void clock_mark(const struct clock *c, struct ripple_image *im, const struct plot_colors *colors)
{
	const int arm = SDL_max(MARK, im->h / 60), thick = SDL_max(1, im->h / 540);

	if (!c->set)
		return;
	for (int t = 0; t < thick; t++) { /* 2 pixels thick at 1080 rows, 4 at 2160 */
		const int x = SDL_min(c->x + t, im->w - 1), y = SDL_min(c->y + t, im->h - 1);

		plot_line(im, SDL_max(c->x - arm, 0), y, SDL_min(c->x + arm, im->w - 1), y, colors->mark);
		plot_line(im, x, SDL_max(c->y - arm, 0), x, SDL_min(c->y + arm, im->h - 1), colors->mark);
	}
}

/* What the clock reads, the numbers both the strip and the report say: the period p in frames (0:
 * none), the source's (0: no source beating), the scheme's speed in cells a frame (0: none, with
 * damping), and v = f lambda with where its lambda comes from (CLOCK_*). */
enum { CLOCK_PROFILE, CLOCK_NO_WAVE, CLOCK_SCHEMES_LAMBDA, CLOCK_NO_LAMBDA };
struct reading {
	double p, source, scheme, v;
	int lambda; /* CLOCK_*: the profile's wavelength, the profile with no clear wave yet, the scheme's
		     * for that period (no profile drawn), or none (damped water, no profile) */
};

static void read_clock(const struct clock *c, struct reading *r)
{
	const double per_frame = c->halves / 2.0; /* the water's steps a frame */

	r->p = c->period.period;
	r->source = c->steps ? c->steps / per_frame : 0;
	r->scheme = graph_scheme_speed(c->stencil, c->damping, c->steps ? c->steps : r->p * per_frame) * per_frame;
	r->v = 0;
	if (c->lambda) {
		r->lambda = CLOCK_PROFILE;
		r->v = r->p ? c->lambda / r->p : 0;
	} else if (c->profile) {
		r->lambda = CLOCK_NO_WAVE;
	} else if (r->scheme) {
		r->lambda = CLOCK_SCHEMES_LAMBDA;
		r->v = r->p ? graph_scheme_wavelength(c->stencil, c->damping, r->p * per_frame) / r->p : 0;
	} else {
		r->lambda = CLOCK_NO_LAMBDA;
	}
}

void clock_words(const struct clock *c, int narrow, char *out, size_t len)
{
	struct reading r;
	char why[128], scheme[48] = "";
	size_t n;

	read_clock(c, &r);
	if (!c->set) {
		snprintf(out, len, "no clock placed");
		return;
	}
	if (!r.p && narrow) { /* the reason in a few words, room left for the curve */
		if (c->period.why == GRAPH_PERIOD_FEW)
			snprintf(out, len, "no period yet:\ncounting periods, %d of %d", c->period.periods, GRAPH_CLOCK_PERIODS);
		else
			snprintf(out, len, "no period yet:\n%s", c->period.why == GRAPH_PERIOD_IRREGULAR
								? "periods differ, changing" : "still water here");
		return;
	}
	if (!r.p) {
		graph_period_why(&c->period, why, sizeof why);
		snprintf(out, len, "clock at %d,%d, no period yet: %s", c->x, c->y, why);
		return;
	}
	snprintf(out, len, narrow ? "T %.2f frames" : "T = %.2f frames", r.p);
	n = strlen(out);
	if (r.source && !narrow)
		snprintf(out + n, len - n, " (source's %g)", r.source);
	n = strlen(out);
	snprintf(out + n, len - n, narrow ? ", %.2f Hz\n" : ", f = %.2f Hz (%d fps)\n", RIPPLE_HISTORIC_FPS / r.p,
		 (int)RIPPLE_HISTORIC_FPS);
	n = strlen(out);
	if (r.scheme)
		snprintf(scheme, sizeof scheme, narrow ? "\nscheme's v %.3f" : " (scheme %.3f)", r.scheme);
	if (r.lambda == CLOCK_PROFILE)
		snprintf(out + n, len - n, narrow ? "v = f lambda = %.3f%s" : "v = f lambda = %.3f cells/frame%s", r.v, scheme);
	else if (r.lambda == CLOCK_NO_WAVE) /* the profile beside it says why */
		snprintf(out + n, len - n, "v = f lambda: %sno clear wave yet", narrow ? "" : "the profile has ");
	else if (r.lambda == CLOCK_SCHEMES_LAMBDA)
		snprintf(out + n, len - n, "%s%s", narrow ? "Ctrl+L for lambda" : "lambda: draw a profile, Ctrl+L",
			 narrow ? scheme : "");
	else
		snprintf(out + n, len - n, "lambda: draw a profile, Ctrl+L");
	if (r.lambda == CLOCK_SCHEMES_LAMBDA && !narrow) {
		n = strlen(out);
		snprintf(out + n, len - n, " (scheme's v %.3f)", r.scheme);
	}
}

void clock_report(const struct clock *c, FILE *out)
{
	struct reading r;
	char why[128];

	read_clock(c, &r);
	if (!c->set) {
		fprintf(out, "clock: none placed\n");
		return;
	}
	if (!r.p) {
		graph_period_why(&c->period, why, sizeof why);
		fprintf(out, "clock: at %d,%d, no period yet: %s\n", c->x, c->y, why);
		return;
	}
	fprintf(out, "clock: period %.2f frames", r.p);
	if (r.source)
		fprintf(out, " (source's %g)", r.source);
	else
		fprintf(out, " (no source beating)");
	fprintf(out, ", frequency %.2f Hz", RIPPLE_HISTORIC_FPS / r.p);
	if (r.lambda == CLOCK_PROFILE)
		fprintf(out, ", speed f lambda %.3f cells a frame", r.v);
	else if (r.lambda == CLOCK_NO_WAVE)
		fprintf(out, ", speed f lambda: not yet, the profile has no clear wave");
	else if (r.lambda == CLOCK_SCHEMES_LAMBDA)
		fprintf(out, ", speed f lambda %.3f cells a frame (lambda the scheme's for that period: draw a profile to "
			"measure it)", r.v);
	else
		fprintf(out, ", speed f lambda: no wavelength (draw a profile to measure one)");
	if (r.scheme)
		fprintf(out, " (scheme %.3f)", r.scheme);
	else
		fprintf(out, " (no scheme's speed with damping)");
	fprintf(out, ", at %d,%d\n", c->x, c->y);
}

#define SHOWN_PERIODS 3  /* the strip shows the last three periods */
#define SHOWN_FRAMES 36  /* ...or, with no period known, the last 36 frames */
#define MARKS 64         /* the most period marks */
#define NARROW 50        /* a strip of fewer characters across has the short words */

void clock_draw(struct clock *c, struct ripple_image *im, const struct plot_rect *r,
		const struct plot_colors *colors, int scale)
{
	char caption[2 * FONT_LINE];
	const int cols = SDL_clamp((r->w - scale) / (FONT_W * scale), 1, FONT_LINE - 1);
	const double period = c->period.period ? c->period.period : c->steps ? c->steps * 2.0 / c->halves : 0;
	const int want = period ? (int)ceil(SHOWN_PERIODS * period) + 1 : SHOWN_FRAMES;
	const int n = SDL_min(c->n, SDL_max(want, 2)), first = c->n - n;
	double *v = c->work, marks[MARKS], mean = 0; /* graph_period's work, free between frames */
	int nm = 0, last = -1;

	clock_words(c, cols < NARROW, caption, sizeof caption);
	for (int i = 0; i < n; i++)
		mean += c->line[first + i] / n;
	for (int i = 0; i < n; i++)
		v[i] = c->line[first + i] - mean;
	/* each period's start marked: an upward crossing of the mean, once a period has been read */
	for (int i = 1; c->period.period && i < n && nm < MARKS; i++)
		if (v[i - 1] < 0 && v[i] >= 0 && (last < 0 || i - last > 0.75 * c->period.period)) {
			marks[nm++] = i - 1 + v[i - 1] / (v[i - 1] - v[i]);
			last = i;
		}
	plot_profile(im, r, n ? v : &mean, n ? n : 1, marks, nm, caption, colors, scale);
}
