/* graph.c - the graphs' arithmetic: heights along a line, crests, wavelength, the intensity screen, fringes. */
#include "graphs/graph.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static int inside(const struct ripple *r, int x, int y)
{
	return x >= 0 && y >= 0 && x < r->w && y < r->h;
}

/* The height at (x, y) between cells, bilinearly; the cells past the last row or column are the last. */
static double height_at(const struct ripple *r, double x, double y)
{
	const int ix = (int)x, iy = (int)y, jx = ix + 1 < r->w ? ix + 1 : ix, jy = iy + 1 < r->h ? iy + 1 : iy;
	const double fx = x - ix, fy = y - iy;
	const short *a = r->cur + (size_t)iy * (size_t)r->w, *b = r->cur + (size_t)jy * (size_t)r->w;

	return (a[ix] * (1 - fx) + a[jx] * fx) * (1 - fy) + (b[ix] * (1 - fx) + b[jx] * fx) * fy;
}

int graph_sample(const struct ripple *r, int x0, int y0, int x1, int y1, double *out, int max)
{
	const double dx = x1 - x0, dy = y1 - y0, len = sqrt(dx * dx + dy * dy);
	int n;

	if (max < 1 || !inside(r, x0, y0) || !inside(r, x1, y1))
		return RIPPLE_EINVAL;
	n = (int)len + 1;
	n = n < max ? n : max;
	for (int i = 0; i < n; i++) {
		const double t = len > 0 ? i / len : 0;

		out[i] = height_at(r, x0 + dx * t, y0 + dy * t);
	}
	return n;
}

/* Where the parabola through v[i-1], v[i], v[i+1] peaks, in samples. */
static double peak(const double *v, int i)
{
	const double bend = v[i - 1] - 2 * v[i] + v[i + 1];

	return bend < 0 ? i + 0.5 * (v[i - 1] - v[i + 1]) / bend : i;
}

/* The local maxima of v above `least`, placed by their parabolas. */
static int peaks(const double *v, int n, double least, double *at, int max)
{
	int k = 0;

	for (int i = 1; i + 1 < n && k < max; i++)
		if (v[i] > least && v[i] > v[i - 1] && v[i] >= v[i + 1])
			at[k++] = peak(v, i);
	return k;
}

static double largest(const double *v, int n)
{
	double m = 0;

	for (int i = 0; i < n; i++)
		m = v[i] > m ? v[i] : m;
	return m;
}

int graph_crests(const double *v, int n, double *at, int max)
{
	const double quarter = largest(v, n) / 4;

	return peaks(v, n, quarter > 1 ? quarter : 1, at, max);
}

static int by_value(const void *a, const void *b)
{
	const double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

/* The median of v[0..k-1] (k >= 1), v sorted on the way. */
static double median(double *v, int k)
{
	qsort(v, (size_t)k, sizeof v[0], by_value);
	return k % 2 ? v[k / 2] : (v[k / 2 - 1] + v[k / 2]) / 2;
}

double graph_wavelength(const double *at, int n)
{
	double gaps[GRAPH_MAX_MARKS];
	int k = 0;

	for (int i = 1; i < n && k < GRAPH_MAX_MARKS; i++)
		gaps[k++] = at[i] - at[i - 1];
	if (!k)
		return 0;
	return median(gaps, k);
}

double graph_recent(struct graph_recent *m, double v, int window)
{
	double last[GRAPH_RECENT];
	int k;

	if (v > 0) {
		m->v[m->next] = v;
		m->next = (m->next + 1) % GRAPH_RECENT;
		m->n += m->n < GRAPH_RECENT;
	}
	window = window < 1 ? 1 : window > GRAPH_RECENT ? GRAPH_RECENT : window;
	k = m->n < window ? m->n : window;
	if (!k)
		return 0;
	for (int i = 0; i < k; i++)
		last[i] = m->v[(m->next - 1 - i + GRAPH_RECENT) % GRAPH_RECENT];
	return median(last, k);
}

int graph_screen_init(struct graph_screen *s, int x, int y0, int n, int window)
{
	memset(s, 0, sizeof *s);
	if (n < 1 || n > RIPPLE_MAX_SIDE || window < 1 || window > 100000)
		return RIPPLE_EINVAL;
	s->ring = calloc((size_t)n * (size_t)window, sizeof *s->ring);
	s->sum = calloc((size_t)n, sizeof *s->sum);
	s->smoothed = malloc((size_t)n * sizeof *s->smoothed);
	if (!s->ring || !s->sum || !s->smoothed) {
		graph_screen_free(s);
		return RIPPLE_ENOMEM;
	}
	s->x = x;
	s->y0 = y0;
	s->n = n;
	s->window = window;
	return RIPPLE_OK;
}

void graph_screen_free(struct graph_screen *s)
{
	free(s->ring);
	free(s->sum);
	free(s->smoothed);
	s->ring = NULL;
	s->sum = NULL;
	s->smoothed = NULL;
	s->n = s->filled = 0;
}

void graph_screen_add(struct graph_screen *s, const struct ripple *r)
{
	int *slot = s->ring + (size_t)s->next * (size_t)s->n;

	for (int i = 0; i < s->n; i++) {
		const int y = s->y0 + i, h = inside(r, s->x, y) ? r->cur[(size_t)y * (size_t)r->w + (size_t)s->x] : 0;

		s->sum[i] += (long long)h * h - slot[i];
		slot[i] = h * h;
	}
	s->next = (s->next + 1) % s->window;
	s->filled += s->filled < s->window;
}

void graph_screen_mean(const struct graph_screen *s, double *out)
{
	for (int i = 0; i < s->n; i++)
		out[i] = s->filled ? (double)s->sum[i] / s->filled : 0;
}

int graph_maxima(const double *v, int n, double share, double *at, int max)
{
	return peaks(v, n, largest(v, n) * share, at, max);
}

double graph_fringe(const double *at, int n, double centre)
{
	int k = 0;

	if (n < 2)
		return 0;
	for (int i = 1; i < n; i++)
		k = fabs(at[i] - centre) < fabs(at[k] - centre) ? i : k;
	if (k == 0)
		return at[1] - at[0];
	if (k == n - 1)
		return at[k] - at[k - 1];
	return (at[k + 1] - at[k - 1]) / 2;
}

int graph_screen_for(struct graph_screen *s, const struct scenario *sc, const struct ripple *r)
{
	if (!sc->screen) {
		memset(s, 0, sizeof *s);
		return RIPPLE_EINVAL;
	}
	return graph_screen_init(s, sc->screen, 0, r->h, GRAPH_WINDOW_PERIODS * sc->source[0].period);
}

double graph_axis_wavelength(const struct scenario *sc, const struct ripple *r)
{
	double v[GRAPH_MAX_SAMPLES], at[GRAPH_MAX_MARKS];
	const int n = graph_sample(r, sc->probe[0], sc->probe[1], sc->probe[2], sc->probe[3], v, GRAPH_MAX_SAMPLES);

	return n > 0 ? graph_wavelength(at, graph_crests(v, n, at, GRAPH_MAX_MARKS)) : 0;
}

/* v averaged over 2 radius + 1 cells (fewer at the ends) into out: the screen's wiggles smoothed. */
static void smooth(const double *v, int n, int radius, double *out)
{
	for (int i = 0; i < n; i++) {
		double sum = 0;
		int k = 0;

		for (int j = i - radius; j <= i + radius; j++)
			if (j >= 0 && j < n) {
				sum += v[j];
				k++;
			}
		out[i] = sum / k;
	}
}

/* Maxima closer than `gap` made one, half way between: a crest of the pattern flattened by the
 * grid's wiggles shows as two. Returns how many are left. */
static int merge_close(double *at, int n, double gap)
{
	int k = 0;

	for (int i = 0; i < n; i++) {
		if (k && at[i] - at[k - 1] < gap)
			at[k - 1] = (at[k - 1] + at[i]) / 2;
		else
			at[k++] = at[i];
	}
	return k;
}

void graph_fringes(struct graph_screen *s, const struct scenario *sc, const struct ripple *r,
		   const double *mean, struct graph_fringes *f)
{
	f->lambda = graph_recent(&s->lambdas, graph_axis_wavelength(sc, r), s->window);
	f->l = s->x - sc->slits;
	f->d = sc->slit_gap;
	f->textbook = f->d > 0 ? f->lambda * f->l / f->d : 0;
	smooth(mean, s->n, GRAPH_SMOOTH, s->smoothed);
	f->nmax = graph_maxima(s->smoothed, s->n, 0.1, f->at, GRAPH_MAX_MARKS);
	f->nmax = merge_close(f->at, f->nmax, f->lambda);
	for (int i = 0; i < f->nmax; i++)
		f->at[i] += s->y0;
	f->measured = graph_recent(&s->spacings, graph_fringe(f->at, f->nmax, r->h / 2.0), s->window);
}
