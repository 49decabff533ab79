/* refraction.c - Snell's law read off the waves: a square in the deep and one in the shallow water, the heights there locked in at the sources' beat over each period, the strongest plane wave's direction and wavelength from the peak of each square's spectrum. */
#include "graphs/refraction.h"

#include "scenes/scenario.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define PI 3.14159265358979323846
#define LATER(a, b) ((a) > (b) ? (a) : (b)) /* the later of two steps */
#define MOST_SAMPLES SCENARIO_SQUARE_SAMPLES /* a square's side in samples, at most (scenario.h) */
#define FEWEST_WAVES SCENARIO_SQUARE_WAVES  /* a square holds this many of its water's waves at least */
#define CLEAR SCENARIO_SQUARE_CLEAR         /* cells of the 320x240 lesson kept clear of the sources */
#define STEADY 2          /* periods in a row that agree make a reading */
#define SAME_DEGREES 0.1  /* two periods agree within this angle... */
#define SAME_LENGTH 0.003 /* ...and this share of the wavenumber */

static const char *const reasons[REFRACTION_REASONS] = {
	"",
	"no source beats here: no period to read the waves at",
	"no square of two waves' side in the deep or the shallow water",
	"", /* REFRACTION_TOO_SLOW: said with its numbers, too_slow */
	"the shallow water's edge is not a straight line: no angle to measure from",
	"the waves have not settled yet in the squares read",
};

void refraction_free(struct refraction *s)
{
	for (int i = 0; i < 2; i++) {
		free(s->p[i].re);
		free(s->p[i].im);
		s->p[i].re = s->p[i].im = NULL;
	}
}

double refraction_scheme_k(double steps, double q, double theta)
{
	return scenario_scheme_k(steps, q, theta);
}

/* |sum of w A e^{-i k.r}|^2 over the square: the windowed spectrum at k (e: 4n of scratch). */
static double power(const double *re, const double *im, const double *win, int n, double spacing, double kx, double ky,
		    double *e)
{
	double sr = 0, si = 0;

	for (int i = 0; i < n; i++) {
		e[i] = cos(-kx * i * spacing) * win[i];
		e[n + i] = sin(-kx * i * spacing) * win[i];
		e[2 * n + i] = cos(-ky * i * spacing) * win[i];
		e[3 * n + i] = sin(-ky * i * spacing) * win[i];
	}
	for (int y = 0; y < n; y++) {
		const double *a = re + (size_t)y * (size_t)n, *b = im + (size_t)y * (size_t)n;
		double rr = 0, ri = 0;

		for (int x = 0; x < n; x++) {
			rr += a[x] * e[x] - b[x] * e[n + x];
			ri += a[x] * e[n + x] + b[x] * e[x];
		}
		sr += rr * e[2 * n + y] - ri * e[3 * n + y];
		si += rr * e[3 * n + y] + ri * e[2 * n + y];
	}
	return sr * sr + si * si;
}

/* The strongest bin of the Hann-windowed spectrum (win) on the n x n grid of wavenumbers 2 pi j /
 * (n spacing), j from -n/2 to n/2 - 1 each way, into k: by rows then columns, n^3 each. The peak of
 * the strongest wave lies within half a bin of such a bin, within its main lobe (two bins each side),
 * however strong a second wave is. Returns -1 for no wave or no memory. */
static int strongest_bin(const double *re, const double *im, const double *win, int n, double spacing, double k[2])
{
	double *t = malloc(4 * (size_t)n * (size_t)n * sizeof *t), *cs = t + 2 * (size_t)n * (size_t)n, *sn = cs + n;
	double best = 0;

	k[0] = k[1] = 0;
	if (!t)
		return -1;
	for (int i = 0; i < n; i++) { /* e^{-2 pi i j x / n} at j x mod n */
		cs[i] = cos(2 * PI * i / n);
		sn[i] = -sin(2 * PI * i / n);
	}
	for (int y = 0; y < n; y++) /* each row's windowed transform along x, at every bin */
		for (int j = 0; j < n; j++) {
			const double *a = re + (size_t)y * (size_t)n, *b = im + (size_t)y * (size_t)n;
			double rr = 0, ri = 0;

			for (int x = 0, m = 0; x < n; x++, m = (m + j) % n) {
				rr += win[x] * (a[x] * cs[m] - b[x] * sn[m]);
				ri += win[x] * (a[x] * sn[m] + b[x] * cs[m]);
			}
			t[2 * ((size_t)y * (size_t)n + (size_t)j)] = rr;
			t[2 * ((size_t)y * (size_t)n + (size_t)j) + 1] = ri;
		}
	for (int j = 0; j < n; j++) /* then down each bin's column */
		for (int jy = 0; jy < n; jy++) {
			double sr = 0, si = 0;

			for (int y = 0, m = 0; y < n; y++, m = (m + jy) % n) {
				const double a = t[2 * ((size_t)y * (size_t)n + (size_t)j)], b = t[2 * ((size_t)y * (size_t)n + (size_t)j) + 1];

				sr += win[y] * (a * cs[m] - b * sn[m]);
				si += win[y] * (a * sn[m] + b * cs[m]);
			}
			if (sr * sr + si * si > best) {
				best = sr * sr + si * si;
				k[0] = 2 * PI * (j < (n + 1) / 2 ? j : j - n) / (n * spacing);
				k[1] = 2 * PI * (jy < (n + 1) / 2 ? jy : jy - n) / (n * spacing);
			}
		}
	free(t);
	return best > 0 ? 0 : -1;
}

int refraction_wave(const double *re, const double *im, int n, double spacing, double k[2])
{
	double kk[2], kx, ky, best, step, *win;
	static const int dir[8][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 }, { 1, 1 }, { 1, -1 }, { -1, 1 }, { -1, -1 } };

	if (n < 4 || !(win = malloc(5 * (size_t)n * sizeof *win)))
		return -1;
	for (int i = 0; i < n; i++)
		win[i] = 0.5 - 0.5 * cos(2 * PI * (i + 0.5) / n);
	if (strongest_bin(re, im, win, n, spacing, kk)) {
		free(win);
		return -1;
	}
	kx = kk[0];
	ky = kk[1];
	best = power(re, im, win, n, spacing, kx, ky, win + n);
	step = PI / (n * spacing); /* half a bin, then halved: the climb stays on the strongest wave's lobe */
	for (int i = 0; i < 400 && step > 1e-7 * hypot(kx, ky); i++) {
		int moved = 0;

		for (int d = 0; d < 8; d++) {
			const double tx = kx + dir[d][0] * step, ty = ky + dir[d][1] * step, p = power(re, im, win, n, spacing, tx, ty, win + n);

			if (p > best) {
				best = p;
				kx = tx;
				ky = ty;
				moved = 1;
			}
		}
		if (!moved)
			step /= 2;
	}
	free(win);
	k[0] = kx;
	k[1] = ky;
	return best > 0 && (kx || ky) ? 0 : -1;
}

/* The squares: in each water the largest square (chessboard distance on a grid of `stride` cells)
 * clear of the other water, the layer, walls and sources, MOST_SAMPLES on a side at most. Returns
 * 0, or REFRACTION_NO_ROOM. */
static int choose_squares(struct refraction *s, const struct graph_frame *f, int stride)
{
	const struct ripple *r = f->h->pool;
	const int gw = r->w / stride, gh = r->h / stride, k = f->h->scale > 1 ? f->h->scale : 1;
	const int band = (r->edge == RIPPLE_EDGE_ABSORB ? ripple_sponge_width(r) : 1) + k;
	unsigned char *in = malloc((size_t)gw * (size_t)gh);
	int e = 0;

	if (!in)
		return REFRACTION_NO_ROOM;
	for (int m = 0; m < 2 && !e; m++) {
		struct refraction_patch *p = &s->p[m];
		int best, at, half;
		double q, kw;

		for (int y = 0; y < gh; y++)
			for (int x = 0; x < gw; x++) {
				const int cx = x * stride + stride / 2, cy = y * stride + stride / 2;

				in[y * gw + x] = (r->slow[(size_t)cy * (size_t)r->w + (size_t)cx] != 0) == m &&
						 !scenario_kept_out(f->h->scenario, r, cx, cy, band, CLEAR * k);
			}
		best = scenario_square(in, gw, gh, &at);
		half = best - 1;
		p->n = 2 * half + 1 < MOST_SAMPLES ? 2 * half + 1 : MOST_SAMPLES;
		p->stride = stride;
		p->x = (at % gw - p->n / 2) * stride + stride / 2;
		p->y = (at / gw - p->n / 2) * stride + stride / 2;
		p->slow = r->slow[(size_t)(at / gw * stride + stride / 2) * (size_t)r->w + (size_t)(at % gw * stride + stride / 2)];
		q = 1 - p->slow / 256.0;
		kw = refraction_scheme_k(f->steps, q, 0);
		if (p->slow && !kw) { /* 1 - cos w > S^2: no wave of that period runs there on this grid */
			s->set_speed = sqrt(q);
			s->least_speed = sqrt(1 - cos(2 * PI / f->steps));
			e = REFRACTION_TOO_SLOW;
			break;
		}
		if (best < 2 || !kw || p->n * stride < FEWEST_WAVES * 2 * PI / kw) {
			e = REFRACTION_NO_ROOM;
			break;
		}
		free(p->re);
		free(p->im);
		p->re = calloc((size_t)p->n * (size_t)p->n, sizeof *p->re);
		p->im = calloc((size_t)p->n * (size_t)p->n, sizeof *p->im);
		if (!p->re || !p->im)
			e = REFRACTION_NO_ROOM;
	}
	free(in);
	return e;
}

/* The edge between the waters: the principal axis of the shallow cells beside the deep ones (out
 * of the layer), its normal towards the shallow square. Returns 0, or REFRACTION_NO_EDGE when the
 * cells do not lie along a line. */
static int find_edge(struct refraction *s, const struct graph_frame *f)
{
	const struct ripple *r = f->h->pool;
	const int band = (r->edge == RIPPLE_EDGE_ABSORB ? ripple_sponge_width(r) : 1) + 1;
	double n = 0, mx = 0, my = 0, sxx = 0, syy = 0, sxy = 0, a, b, c, big, small, tx, ty, dx, dy;

	for (int y = band; y < r->h - band; y++)
		for (int x = band; x < r->w - band; x++) {
			const size_t i = (size_t)y * (size_t)r->w + (size_t)x;

			if (r->slow[i] && (!r->slow[i - 1] || !r->slow[i + 1] || !r->slow[i - (size_t)r->w] ||
					   !r->slow[i + (size_t)r->w])) {
				n++;
				mx += x;
				my += y;
				sxx += (double)x * x;
				syy += (double)y * y;
				sxy += (double)x * y;
			}
		}
	if (n < 8)
		return REFRACTION_NO_EDGE;
	mx /= n;
	my /= n;
	s->edge_at[0] = mx;
	s->edge_at[1] = my;
	a = sxx / n - mx * mx;
	b = sxy / n - mx * my;
	c = syy / n - my * my;
	big = (a + c) / 2 + sqrt((a - c) * (a - c) / 4 + b * b);
	small = (a + c) / 2 - sqrt((a - c) * (a - c) / 4 + b * b);
	if (small > 0.05 * 0.05 * big) /* thicker than a twentieth of its length: no line */
		return REFRACTION_NO_EDGE;
	tx = b;
	ty = big - a;
	if (fabs(tx) + fabs(ty) < 1e-12) {
		tx = a >= c ? 1 : 0;
		ty = a >= c ? 0 : 1;
	}
	dx = hypot(tx, ty);
	s->normal[0] = -ty / dx;
	s->normal[1] = tx / dx;
	dx = s->p[1].x + s->p[1].n * s->p[1].stride / 2.0 - (s->p[0].x + s->p[0].n * s->p[0].stride / 2.0);
	dy = s->p[1].y + s->p[1].n * s->p[1].stride / 2.0 - (s->p[0].y + s->p[0].n * s->p[0].stride / 2.0);
	if (s->normal[0] * dx + s->normal[1] * dy < 0) {
		s->normal[0] = -s->normal[0];
		s->normal[1] = -s->normal[1];
	}
	return 0;
}

/* The readings start again on frame f: the squares and the edge found anew; laid out anew under
 * running water, read once the waves from the edge as it is now have crossed both squares. */
static void restart(struct refraction *s, const struct graph_frame *f)
{
	const int stride = f->h->scale > 1 ? f->h->scale : 1;
	int laid_anew;

	s->active = f->h->pool->slow != NULL;
	s->start = -1;
	s->windows = s->steady = 0;
	s->steps = f->steps;
	s->stencil = f->h->pool->stencil;
	s->mesh = f->h->mesh;
	refraction_free(s);
	if (!s->active)
		return;
	s->why = !f->steps ? REFRACTION_NO_SOURCE : choose_squares(s, f, stride);
	if (!s->why)
		s->why = find_edge(s, f);
	if (!s->why)
		s->why = REFRACTION_SETTLING;
	else
		refraction_free(s);
	s->from = 0;
	laid_anew = s->why == REFRACTION_SETTLING && f->restart && f->h->step > 0; /* the old edge's waves still run */
	for (int m = 0; laid_anew && m < 2; m++) {
		const struct refraction_patch *p = &s->p[m];
		const double k = refraction_scheme_k(f->steps, 1 - p->slow / 256.0, 0);
		double far = 0;

		for (int c = 0; c < 4; c++) {
			const double x = p->x + (c & 1) * p->n * p->stride, y = p->y + (c >> 1) * p->n * p->stride;
			const double d = fabs((x - s->edge_at[0]) * s->normal[0] + (y - s->edge_at[1]) * s->normal[1]);

			far = far > d ? far : d;
		}
		if (k > 0) /* that far at the water's phase speed, w / k cells a step, and two periods more */
			s->from = LATER(s->from, f->h->step + (long)(far * k / (2 * PI / f->steps)) + 2L * f->steps);
	}
}

/* The angle from the edge's normal to direction k, in degrees (signed: the sense of turning). */
static double from_normal(const struct refraction *s, const double k[2])
{
	return atan2(s->normal[0] * k[1] - s->normal[1] * k[0], s->normal[0] * k[0] + s->normal[1] * k[1]) * 180 / PI;
}

/* The reading of the last whole window: both waves' angles and wavelengths, the scheme's beside. */
static void read_waves(struct refraction *s)
{
	const double q1 = 1 - s->p[0].slow / 256.0, q2 = 1 - s->p[1].slow / 256.0;
	const double th1 = atan2(s->p[0].k[1], s->p[0].k[0]), th2 = atan2(s->p[1].k[1], s->p[1].k[0]);
	const double i = from_normal(s, s->p[0].k), sign = i < 0 ? -1 : 1;
	const double k1 = refraction_scheme_k(s->steps, q1, th1);
	const double r = from_normal(s, s->p[1].k);
	double k2 = refraction_scheme_k(s->steps, q2, th2), snell = 0;

	for (int it = 0; it < 8 && k2 > 0; it++) { /* the fronts' phase along the edge kept: k1 sin i = k2 sin r */
		const double n = atan2(s->normal[1], s->normal[0]), x = k1 * sin(fabs(i) * PI / 180) / k2;

		if (x >= 1)
			break;
		snell = asin(x) * 180 / PI;
		k2 = refraction_scheme_k(s->steps, q2, n + sign * snell * PI / 180);
	}
	s->incidence = fabs(i);
	s->refraction = fabs(r);
	s->snell = snell;
	s->lambda[0] = 2 * PI / hypot(s->p[0].k[0], s->p[0].k[1]);
	s->lambda[1] = 2 * PI / hypot(s->p[1].k[0], s->p[1].k[1]);
	s->scheme[0] = k1 > 0 ? 2 * PI / k1 : 0;
	s->scheme[1] = k2 > 0 ? 2 * PI / k2 : 0;
	s->set_speed = sqrt(q2 / q1);
	s->scheme_speed = k2 > 0 ? k1 / k2 : 0;
}

/* Whether the two last windows' waves agree, in both waters. */
static int agree(const struct refraction *s)
{
	for (int m = 0; m < 2; m++) {
		const struct refraction_patch *p = &s->p[m];
		const double a = atan2(p->k[1], p->k[0]) - atan2(p->last[1], p->last[0]);
		const double kk = hypot(p->k[0], p->k[1]), kl = hypot(p->last[0], p->last[1]);

		if (fabs(remainder(a, 2 * PI)) * 180 / PI > SAME_DEGREES || fabs(kk - kl) > SAME_LENGTH * kk)
			return 0;
	}
	return 1;
}

/* The window's end: each square's wave read, the sums started again. */
static void end_window(struct refraction *s)
{
	int ok = 1;

	for (int m = 0; m < 2; m++) {
		struct refraction_patch *p = &s->p[m];
		const size_t n = (size_t)p->n * (size_t)p->n;

		p->last[0] = p->k[0];
		p->last[1] = p->k[1];
		ok &= refraction_wave(p->re, p->im, p->n, p->stride, p->k) == 0;
		memset(p->re, 0, n * sizeof *p->re);
		memset(p->im, 0, n * sizeof *p->im);
	}
	s->windows++;
	s->steady = ok && s->windows > 1 && agree(s) ? s->steady + 1 : 0;
	if (s->steady >= STEADY) {
		s->why = REFRACTION_OK;
		read_waves(s);
	} else {
		s->why = REFRACTION_SETTLING;
	}
}

void refraction_step(struct refraction *s, const struct graph_frame *f, int on)
{
	const struct ripple *r;
	double c, sn;
	long t;

	if (!on) {
		refraction_free(s);
		s->active = 0;
		return;
	}
	r = f->h->pool;
	if (f->restart || (r->slow != NULL) != s->active || f->steps != s->steps || r->stencil != s->stencil)
		restart(s, f);
	if (!s->active || !s->p[0].re || !f->fresh || f->h->step < s->from)
		return;
	if (s->start < 0)
		s->start = f->h->step;
	if (f->h->step - s->start >= s->steps) {
		end_window(s);
		s->start = f->h->step;
	}
	t = f->h->step % s->steps;
	c = cos(2 * PI * (double)t / s->steps);
	sn = sin(2 * PI * (double)t / s->steps);
	for (int m = 0; m < 2; m++) {
		struct refraction_patch *p = &s->p[m];

		for (int y = 0; y < p->n; y++) {
			const short *row = r->cur + (size_t)(p->y + y * p->stride) * (size_t)r->w + (size_t)p->x;
			double *re = p->re + (size_t)y * (size_t)p->n, *im = p->im + (size_t)y * (size_t)p->n;

			for (int x = 0; x < p->n; x++) {
				const double v = row[x * p->stride];

				re[x] += v * c;
				im[x] += v * sn;
			}
		}
	}
}

/* Why there is no reading, in words, into buf. */
static const char *why_words(const struct refraction *s, char *buf, size_t len)
{
	if (s->why != REFRACTION_TOO_SLOW)
		return reasons[s->why];
	snprintf(buf, len, "waves of %d steps a period cannot run in water of S %.2f on this grid: at this period S "
		 "must be %.2f at least (longer waves, L, or a larger pool)", s->steps, s->set_speed,
		 ceil(s->least_speed * 100) / 100);
	return buf;
}

/* The panel's lines, short enough for its narrowest (17 characters): the reading, or why there
 * is none. Returns their count. */
static int panel_lines(const struct refraction *s, char lines[][FONT_LINE])
{
	const double ratio = sin(s->incidence * PI / 180) / sin(s->refraction * PI / 180);
	int n = 0;

	snprintf(lines[n++], FONT_LINE, "Snell's law");
	if (s->why) {
		char why[256];

		snprintf(lines[n++], FONT_LINE, "no reading:");
		return n + font_wrap(why_words(s, why, sizeof why), FONT_LINE - 1, lines + n, REFRACTION_LINES - n);
	}
	snprintf(lines[n++], FONT_LINE, "from the normal:");
	snprintf(lines[n++], FONT_LINE, "incidence i %.1f", s->incidence);
	snprintf(lines[n++], FONT_LINE, "refraction r %.1f", s->refraction);
	snprintf(lines[n++], FONT_LINE, "Snell's r %.1f", s->snell);
	snprintf(lines[n++], FONT_LINE, "lambda, cells:");
	snprintf(lines[n++], FONT_LINE, "deep %.1f", s->lambda[0]);
	snprintf(lines[n++], FONT_LINE, "shallow %.1f", s->lambda[1]);
	snprintf(lines[n++], FONT_LINE, "sin i/sin r %.2f", ratio);
	snprintf(lines[n++], FONT_LINE, "lambda ratio %.2f", s->lambda[0] / s->lambda[1]);
	snprintf(lines[n++], FONT_LINE, "speed v2/v1:");
	snprintf(lines[n++], FONT_LINE, "set S %.2f", s->set_speed);
	snprintf(lines[n++], FONT_LINE, "scheme %.3f", s->scheme_speed);
	return n;
}

void refraction_draw(const struct refraction *s, struct ripple_image *im, const struct plot_rect *r,
		     const struct plot_colors *c, int scale)
{
	char lines[REFRACTION_LINES][FONT_LINE];

	plot_words(im, r, lines, panel_lines(s, lines), 1, c, scale);
}

void refraction_mark(const struct refraction *s, struct ripple_image *im, const struct plot_colors *c)
{
	for (int m = 0; s->active && m < 2 && s->p[m].re; m++) {
		const struct refraction_patch *p = &s->p[m];
		const int k = s->mesh > 0 ? s->mesh : 1, x0 = p->x * k, y0 = p->y * k, side = (p->n - 1) * p->stride * k;
		const double kk = hypot(p->k[0], p->k[1]);

		plot_line(im, x0, y0, x0 + side, y0, c->mark);
		plot_line(im, x0 + side, y0, x0 + side, y0 + side, c->mark);
		plot_line(im, x0 + side, y0 + side, x0, y0 + side, c->mark);
		plot_line(im, x0, y0 + side, x0, y0, c->mark);
		if (!s->why && kk > 0) { /* along the fronts, across the square */
			const double fx = -p->k[1] / kk * side / 2, fy = p->k[0] / kk * side / 2;
			const int cx = x0 + side / 2, cy = y0 + side / 2;

			plot_line(im, (int)lround(cx - fx), (int)lround(cy - fy), (int)lround(cx + fx), (int)lround(cy + fy), c->text);
		}
	}
}

void refraction_report(const struct refraction *s, FILE *out)
{
	if (!s->active) {
		fprintf(out, "refraction: no shallow water in this pool\n");
		return;
	}
	if (s->why) {
		char why[256];

		fprintf(out, "refraction: no reading: %s\n", why_words(s, why, sizeof why));
		return;
	}
	fprintf(out, "refraction: incidence %.1f degrees, refraction %.1f (Snell %.1f), lambda1 %.1f lambda2 %.1f cells "
		"(scheme %.1f, %.1f), sin i / sin r %.3f, lambda1 / lambda2 %.3f, set speed ratio S %.2f (the scheme's "
		"v2 / v1 %.3f at this period)\n", s->incidence, s->refraction, s->snell, s->lambda[0], s->lambda[1],
		s->scheme[0], s->scheme[1], sin(s->incidence * PI / 180) / sin(s->refraction * PI / 180),
		s->lambda[0] / s->lambda[1], s->set_speed, s->scheme_speed);
}
