/* doppler.c - a moving source's readings on the heights: the wavelengths along its line of motion ahead and behind, and the bow wave's half-angle, each beside its theory. */
#include "graphs/doppler.h"

#include "scenes/scenario.h"

#include <math.h>
#include <stdlib.h>

#define PI 3.14159265358979323846
#define SAMPLE 0.25   /* cells between the samples along a ray: a short wave ahead (2 cells) still has 8 */
#define MOST_SAMPLES 65536
#define EDGE_SHARE 40  /* the bow wave's edge: the outermost water a fortieth as high as the highest across */
#define SHORTEST 3     /* the shortest wave ahead read, in cells: shorter ones the grid distorts */
#define LEAST_EDGES 8 /* the distances behind the source a cone's line is fitted over, at least */

int doppler_crossings(const double *v, int n, double step, double *at, int max)
{
	double tallest = 0;
	int raw = 0, kept = 0;

	for (int i = 0; i < n; i++)
		tallest = fabs(v[i]) > tallest ? fabs(v[i]) : tallest;
	if (tallest <= 0)
		return 0;
	for (int i = 1; i < n; i++) {
		if (!(v[i - 1] < 0 && v[i] >= 0))
			continue;
		double top = 0; /* the wave's height from this crossing to the next */

		for (int j = i; j < n && !(j > i && v[j - 1] < 0 && v[j] >= 0); j++)
			top = fabs(v[j]) > top ? fabs(v[j]) : top;
		raw++;
		if (top * 10 >= tallest && kept < max)
			at[kept++] = (i - 1 + v[i - 1] / (v[i - 1] - v[i])) * step;
	}
	return raw ? kept : 0;
}

static int by_size(const void *a, const void *b)
{
	const double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

/* v less its running mean over `window` samples (centred, fewer at the ends): a wave riding on a
 * slow swell (the water ahead of the source stands a little low) crosses zero every wave again. */
static void detrend(double *v, int n, int window)
{
	double *mean = malloc((size_t)n * sizeof *mean), sum = 0;
	const int half = window / 2;
	int lo = 0, hi = 0; /* the mean's samples: [lo, hi) */

	if (!mean || half < 1) {
		free(mean);
		return;
	}
	for (int i = 0; i < n; i++) {
		for (; hi < n && hi <= i + half; hi++)
			sum += v[hi];
		for (; lo < i - half; lo++)
			sum -= v[lo];
		mean[i] = sum / (hi - lo);
	}
	for (int i = 0; i < n; i++)
		v[i] -= mean[i];
	free(mean);
}

double doppler_wavelength(double *v, int n, double step, double expect)
{
	double at[4096];
	int k;

	detrend(v, n, (int)(expect / step + 0.5));
	k = doppler_crossings(v, n, step, at, 4096);
	if (k - 2 < DOPPLER_LEAST_CRESTS)
		return 0;
	for (int i = 1; i < k - 2; i++) /* the spacings, in at[1..k-3] */
		at[i] = at[i + 1] - at[i];
	qsort(at + 1, (size_t)(k - 3), sizeof *at, by_size);
	return (k - 3) % 2 ? at[1 + (k - 3) / 2] : (at[(k - 3) / 2] + at[1 + (k - 3) / 2]) / 2;
}

/* Field f's height at (x, y), read between the four cells around (bilinear). */
static double height_at(const struct doppler_field *f, double x, double y)
{
	const int ix = (int)floor(x), iy = (int)floor(y);
	const double ax = x - ix, ay = y - iy;
	const short *p = f->h + (size_t)iy * (size_t)f->w + (size_t)ix;

	return (1 - ay) * ((1 - ax) * p[0] + ax * p[1]) + ay * ((1 - ax) * p[f->w] + ax * p[f->w + 1]);
}

static int in_box(const struct doppler_field *f, double x, double y)
{
	return x >= f->x0 && y >= f->y0 && x < f->x1 && y < f->y1 && x >= 0 && y >= 0 && x < f->w - 1 &&
	       y < f->rows - 1;
}

int doppler_ray(const struct doppler_field *f, double x, double y, double ux, double uy, double skip, double step,
		double *v, int max)
{
	int n = 0;

	for (double t = skip; n < max && in_box(f, x + t * ux, y + t * uy); t += step)
		v[n++] = height_at(f, x + t * ux, y + t * uy);
	return n;
}

/* The scheme's angular frequency (radians a step) of its waves of wavenumber k along x. */
static double grid_w(int stencil, double k)
{
	const double c = stencil == 12 ? (6 * cos(k) + 2 * cos(2 * k) + 4) / 12 : (cos(k) + 1) / 2;

	return acos(c);
}

double doppler_grid(int stencil, double steps, double v, int ahead)
{
	const double ws = 2 * PI / steps, sign = ahead ? -1 : 1;
	double lo = 0, hi = 0;

	/* the first k where w(k) -+ k v reaches the source's frequency, found by a scan then halvings */
	for (double k = 1e-4; k < PI; k += 1e-4)
		if (grid_w(stencil, k) + sign * k * v >= ws) {
			lo = k - 1e-4;
			hi = k;
			break;
		}
	if (hi <= 0)
		return 0;
	for (int i = 0; i < 50; i++) {
		const double k = (lo + hi) / 2;

		if (grid_w(stencil, k) + sign * k * v >= ws)
			hi = k;
		else
			lo = k;
	}
	return 2 * PI / ((lo + hi) / 2);
}

/* The outermost place from (x, y) along (ux, uy) where field f is at least a EDGE_SHARE-th as high as
 * the highest along it, in cells; -1 when the water there still stands that high at the box's end. */
static double outermost(const struct doppler_field *f, double x, double y, double ux, double uy, double step)
{
	double top = 0, edge = 0, t = 0, last = 0;

	for (; in_box(f, x + t * ux, y + t * uy); t += step)
		top = fmax(top, fabs(height_at(f, x + t * ux, y + t * uy)));
	if (top <= 0)
		return -1;
	for (double s = 0; s < t; s += step) {
		last = fabs(height_at(f, x + s * ux, y + s * uy));
		if (last * EDGE_SHARE >= top)
			edge = s;
	}
	return edge >= t - 2 * step - 1 ? -1 : edge;
}

double doppler_cone(const struct doppler_field *f, double x, double y, double ux, double uy, double d0, double d1,
		    int scale)
{
	const double step = SAMPLE * (scale > 1 ? scale : 1); /* the waves k times as long at scale k */
	double sd = 0, se = 0, sdd = 0, sde = 0;
	int n = 0;

	for (double d = d0; d <= d1; d += 4 * step) {
		const double qx = x - d * ux, qy = y - d * uy;
		const double a = outermost(f, qx, qy, -uy, ux, step), b = outermost(f, qx, qy, uy, -ux, step);

		if (!in_box(f, qx, qy) || a < 0 || b < 0)
			continue;
		sd += d;
		se += (a + b) / 2;
		sdd += d * d;
		sde += d * (a + b) / 2;
		n++;
	}
	if (n < LEAST_EDGES || n * sdd - sd * sd <= 0)
		return 0;
	return atan((n * sde - sd * se) / (n * sdd - sd * sd)) * 180 / PI;
}

/* The heights of frame f as a field, the absorbing layer left out. */
static void field_of(const struct graph_frame *f, struct doppler_field *out)
{
	const struct ripple *r = f->h->pool;
	const int layer = ripple_sponge_width(r);

	*out = (struct doppler_field){ r->cur, r->w, r->h, layer, layer, r->w - 1 - layer, r->h - 1 - layer };
}

/* The wavelengths ahead and behind a source slower than its waves, beside the theory's. */
static void read_doppler(const struct graph_frame *f, const struct ripple_source *s, double x, double y, double v,
			 char *out)
{
	const struct ripple *r = f->h->pool;
	const double lambda = ripple_scheme_wavelength(r->stencil, s->period), c = lambda / s->period, vc = v / c;
	const double ux = s->vx / (v * RIPPLE_MOVE_UNIT), uy = s->vy / (v * RIPPLE_MOVE_UNIT);
	struct doppler_field fd;
	const double grid_ahead = doppler_grid(r->stencil, s->period, v, 1);
	const double grid_behind = doppler_grid(r->stencil, s->period, v, 0);
	double *buf = malloc(MOST_SAMPLES * sizeof *buf), ahead = 0, behind = 0;

	field_of(f, &fd);
	if (grid_ahead <= 0) { /* w(k) - k v stays under the source's frequency: no wave of it outruns the source */
		free(buf);
		snprintf(out, FONT_LINE, "doppler: not read: at v/c %.2f no wave of its period outruns the source on this "
			 "grid (short waves are slow): a larger pool", vc);
		return;
	}
	if (grid_ahead < SHORTEST) {
		free(buf);
		snprintf(out, FONT_LINE, "doppler: not read: at v/c %.2f the waves ahead would be %.1f cells, too short "
			 "for the grid to carry cleanly (a larger pool)", vc, grid_ahead);
		return;
	}
	if (buf) {
		ahead = doppler_wavelength(buf, doppler_ray(&fd, x, y, ux, uy, s->radius + 1, SAMPLE, buf, MOST_SAMPLES),
					   SAMPLE, grid_ahead);
		behind = doppler_wavelength(buf, doppler_ray(&fd, x, y, -ux, -uy, s->radius + 1, SAMPLE, buf,
							     MOST_SAMPLES), SAMPLE, grid_behind);
		free(buf);
	}
	if (!ahead || !behind) {
		snprintf(out, FONT_LINE, "doppler: not yet: fewer than %d crests %s the source, v/c %.2f (more frames)",
			 DOPPLER_LEAST_CRESTS + 2, !ahead ? "ahead of" : "behind", vc);
		return;
	}
	snprintf(out, FONT_LINE, "doppler: ahead %.2f cells (theory %.2f, grid %.2f), behind %.2f (%.2f, grid %.2f), "
		 "v/c %.2f", ahead, lambda * (1 - vc), grid_ahead, behind, lambda * (1 + vc), grid_behind, vc);
}

/* The bow wave's half-angle behind a source faster than its waves, beside asin(c / v). */
static void read_cone(const struct graph_frame *f, const struct ripple_source *s, double x, double y, double v,
		      double gone, char *out)
{
	const struct ripple *r = f->h->pool;
	const double lambda = ripple_scheme_wavelength(r->stencil, s->period), c = lambda / s->period, vc = v / c;
	const double ux = s->vx / (v * RIPPLE_MOVE_UNIT), uy = s->vy / (v * RIPPLE_MOVE_UNIT);
	const double theory = asin(c / v) * 180 / PI;
	struct doppler_field fd;
	double angle;

	field_of(f, &fd);
	if (vc < 1.02) {
		snprintf(out, FONT_LINE, "cone: none: at v/c %.2f the waves pile up in a front square to the motion "
			 "(90 degrees)", vc);
		return;
	}
	/* the straight part of the front: from the tip back to where it touches the first ring sent (the
	 * circle of radius c t around the start, t the time gone): (1 - c^2 / v^2) of the way back, a
	 * tenth of it left for the bend */
	angle = doppler_cone(&fd, x, y, ux, uy, s->radius + lambda, gone * (1 - 1 / (vc * vc)) * 0.9,
			     f->h->scenario ? f->h->scenario->scale : 1);
	if (!angle) {
		snprintf(out, FONT_LINE, "cone: not yet: its edges are not clear over %d places behind the source, "
			 "v/c %.2f (more frames)", LEAST_EDGES, vc);
		return;
	}
	snprintf(out, FONT_LINE, "cone: half-angle %.1f degrees (asin(c/v) %.1f), v/c %.2f", angle, theory, vc);
}

int doppler_read(const struct graph_frame *f, char lines[DOPPLER_LINES][FONT_LINE])
{
	const struct scenario *sc = f->h ? f->h->scenario : NULL;
	const struct ripple_source *s = sc ? scenario_moving(sc) : NULL;
	const long long step = f->h ? f->h->step - 1 : 0; /* the last step's drive */
	long long fx, fy, moved;
	double v;

	if (!s)
		return 0;
	ripple_source_at(s, step, &fx, &fy);
	v = hypot(s->vx, s->vy) / RIPPLE_MOVE_UNIT;
	moved = step - s->from;
	if (moved > s->moves) {
		snprintf(lines[0], FONT_LINE, "%s: not read: the source stopped at the absorbing layer %lld steps ago, and "
			 "no longer moves (fewer frames)", v < scenario_wave_speed(f->h->pool, s->period) ? "doppler"
													 : "cone",
			 moved - s->moves);
		return 1;
	}
	if (v < scenario_wave_speed(f->h->pool, s->period))
		read_doppler(f, s, (double)fx / RIPPLE_MOVE_UNIT, (double)fy / RIPPLE_MOVE_UNIT, v, lines[0]);
	else
		read_cone(f, s, (double)fx / RIPPLE_MOVE_UNIT, (double)fy / RIPPLE_MOVE_UNIT, v,
			  v * (double)(moved < 0 ? 0 : moved), lines[0]);
	return 1;
}
