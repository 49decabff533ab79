/* graph.c - the graphs' arithmetic: heights along a line, crests, wavelength, the intensity screen, fringes. */
#include "graphs/graph.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define PI 3.14159265358979323846

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

/* The profile's wave is fitted by least squares as a sinusoid on a slow swell: the model
 * a cos(k x) + b sin(k x) + c0 + c1 t + c2 t^2 (t = x scaled to -1..1), whose swell takes the slow
 * sloshing a pool's start leaves between a source and a wall. For a given k the five weights are
 * the normal equations' solution, and the wavelength is 2 pi / k at the k whose fit leaves the
 * least residual: found near the strongest wave of a scan (fit), then narrowed (refine). */
#define TERMS 5

/* Solves a x = b (TERMS unknowns) by elimination with partial pivoting, in place; 0 when singular. */
static int solve(double a[TERMS][TERMS], double *b)
{
	for (int c = 0; c < TERMS; c++) {
		int p = c;

		for (int r = c + 1; r < TERMS; r++)
			p = fabs(a[r][c]) > fabs(a[p][c]) ? r : p;
		if (fabs(a[p][c]) < 1e-9)
			return 0;
		for (int j = 0; j < TERMS; j++) {
			const double t = a[c][j];

			a[c][j] = a[p][j];
			a[p][j] = t;
		}
		{
			const double t = b[c];

			b[c] = b[p];
			b[p] = t;
		}
		for (int r = c + 1; r < TERMS; r++) {
			const double f = a[r][c] / a[c][c];

			for (int j = c; j < TERMS; j++)
				a[r][j] -= f * a[c][j];
			b[r] -= f * b[c];
		}
	}
	for (int c = TERMS - 1; c >= 0; c--) {
		for (int j = c + 1; j < TERMS; j++)
			b[c] -= a[c][j] * b[j];
		b[c] /= a[c][c];
	}
	return 1;
}

/* The least-squares fit at wavenumber k: its weights into w; returns the residual's sum of squares,
 * sum v^2 less w . (the model's functions . v) (HUGE_VAL when the equations are singular). */
static double fit_at(const double *v, int n, double k, double *w)
{
	double a[TERMS][TERMS] = { { 0 } }, f[TERMS], fv[TERMS] = { 0 }, vv = 0, rest;
	const double c = cos(k), s = sin(k), scale = n > 1 ? 2.0 / (n - 1) : 0;

	f[0] = 1; /* cos kx and sin kx, turned a step k at a time */
	f[1] = 0;
	for (int x = 0; x < n; x++) {
		const double t = x * scale - 1, turned = f[0] * c - f[1] * s;

		f[2] = 1;
		f[3] = t;
		f[4] = t * t;
		for (int i = 0; i < TERMS; i++) {
			for (int j = 0; j < TERMS; j++)
				a[i][j] += f[i] * f[j];
			fv[i] += f[i] * v[x];
		}
		vv += v[x] * v[x];
		f[1] = f[1] * c + f[0] * s;
		f[0] = turned;
	}
	for (int i = 0; i < TERMS; i++)
		w[i] = fv[i];
	if (!solve(a, w))
		return HUGE_VAL;
	rest = vv;
	for (int i = 0; i < TERMS; i++)
		rest -= w[i] * fv[i];
	return rest > 0 ? rest : 0;
}

/* The fitted swell c0 + c1 t + c2 t^2 at sample x of n. */
static double swell(const double *w, int x, int n)
{
	const double t = n > 1 ? 2.0 * x / (n - 1) - 1 : 0;

	return w[2] + w[3] * t + w[4] * t * t;
}

/* The wavenumber of the strongest wave of at least GRAPH_LEAST_WAVES on the line: the power of the
 * profile (less its mean and slope, under a Hann window) scanned in steps of a quarter of the
 * line's resolution, on at most GRAPH_COARSE samples (means of q samples each: a long line's waves
 * are long). */
static double strongest(const double *v, int n)
{
	double u[GRAPH_COARSE], mean = 0, slope = 0, best = 0, kbest = 0;
	const int q = (n + GRAPH_COARSE - 1) / GRAPH_COARSE, m = n / q;

	for (int j = 0; j < m; j++) {
		u[j] = 0;
		for (int i = 0; i < q; i++)
			u[j] += v[j * q + i] / q;
		mean += u[j] / m;
	}
	for (int j = 0; j < m; j++)
		slope += (u[j] - mean) * (j - (m - 1) / 2.0) * 12 / ((double)m * m * m - m + 1e-9);
	for (int j = 0; j < m; j++)
		u[j] = (u[j] - mean - slope * (j - (m - 1) / 2.0)) * (1 - cos(2 * PI * (j + 0.5) / m)) / 2;
	for (double k = 2 * PI * GRAPH_LEAST_WAVES / m; k <= 2 * PI / GRAPH_SHORTEST; k += PI / (4.0 * m)) {
		const double c = cos(k), s = sin(k);
		double re = 0, im = 0, cj = 1, sj = 0;

		for (int j = 0; j < m; j++) { /* cos kj and sin kj by turning a unit vector k a step */
			const double t = cj * c - sj * s;

			re += u[j] * cj;
			im += u[j] * sj;
			sj = sj * c + cj * s;
			cj = t;
		}
		if (re * re + im * im > best) {
			best = re * re + im * im;
			kbest = k;
		}
	}
	return kbest / q;
}

/* The wavenumber between lo and hi whose fit leaves the least residual (golden section). */
static double refine(const double *v, int n, double lo, double hi)
{
	const double g = (sqrt(5) - 1) / 2;
	double w[TERMS], a = hi - g * (hi - lo), b = lo + g * (hi - lo), fa = fit_at(v, n, a, w), fb = fit_at(v, n, b, w);

	while (hi - lo > 1e-5 * hi) { /* a wavelength to 1e-5 */
		if (fa < fb) {
			hi = b;
			b = a;
			fb = fa;
			a = hi - g * (hi - lo);
			fa = fit_at(v, n, a, w);
		} else {
			lo = a;
			a = b;
			fa = fb;
			b = lo + g * (hi - lo);
			fb = fit_at(v, n, b, w);
		}
	}
	return (lo + hi) / 2;
}

/* The crests: near each crest of the fitted wave (within a quarter wave), the highest sample,
 * placed by its parabola, where it stands half the wave's amplitude above the swell (none where the
 * water is still). */
static int crests_near(const double *v, int n, double k, const double *w, double *at, int max)
{
	const double lambda = 2 * PI / k, first = fmod(atan2(w[1], w[0]) / k + lambda, lambda);
	const double half = sqrt(w[0] * w[0] + w[1] * w[1]) / 2;
	int nc = 0;

	for (double c = first; c < n && nc < max; c += lambda) {
		const int a = (int)fmax(0, ceil(c - lambda / 4)), b = (int)fmin(n - 1, floor(c + lambda / 4));
		int top = a;

		for (int j = a; j <= b; j++)
			top = v[j] > v[top] ? j : top;
		if (a <= b && v[top] - swell(w, top, n) > half)
			at[nc++] = top > 0 && top + 1 < n ? peak(v, top) : top;
	}
	return nc;
}

double graph_wavelength(const double *v, int n, double *crests, int max, int *ncrests)
{
	double w[TERMS], k, rest, amplitude;

	*ncrests = 0;
	if (n < GRAPH_LEAST_SAMPLES || !(k = strongest(v, n)))
		return 0;
	/* within a bin of the line's spectrum, where the residual has one minimum */
	k = refine(v, n, fmax(k - 2 * PI / n, k / 2), fmin(2 * PI / GRAPH_SHORTEST, k + 2 * PI / n));
	rest = sqrt(fit_at(v, n, k, w) / n);
	amplitude = sqrt(w[0] * w[0] + w[1] * w[1]);
	if (amplitude < GRAPH_LEAST_HEIGHT)
		return 0;
	*ncrests = crests_near(v, n, k, w, crests, max);
	/* clear: GRAPH_LEAST_WAVES on the line, and the wave (its rms) standing out of what is left */
	return n - 1 >= GRAPH_LEAST_WAVES * 2 * PI / k && amplitude / sqrt(2) >= GRAPH_CLEAR * rest ? 2 * PI / k : 0;
}

/* How many of v[0..k-1] are within GRAPH_AGREE of their median (v sorted on the way). */
static int agreeing(double *v, int k)
{
	const double mid = k ? median(v, k) : 0;
	int n = 0;

	for (int i = 0; i < k; i++)
		n += fabs(v[i] - mid) <= GRAPH_AGREE * mid;
	return n;
}

double graph_recent(struct graph_recent *m, double v, int window)
{
	double last[GRAPH_RECENT];
	int k = 0, held;

	m->v[m->next] = v > 0 ? v : 0;
	m->next = (m->next + 1) % GRAPH_RECENT;
	m->n += m->n < GRAPH_RECENT;
	window = window < 1 ? 1 : window > GRAPH_RECENT ? GRAPH_RECENT : window;
	held = m->n < window ? m->n : window;
	for (int i = 0; i < held; i++) {
		const double x = m->v[(m->next - 1 - i + GRAPH_RECENT) % GRAPH_RECENT];

		if (x > 0)
			last[k++] = x;
	}
	return held == window && 2 * agreeing(last, k) > window ? median(last, k) : 0;
}

int graph_recent_steady(const struct graph_recent *m, int window, double share)
{
	double last[GRAPH_RECENT], mid;

	window = window < 1 ? 1 : window > GRAPH_RECENT ? GRAPH_RECENT : window;
	if (m->n < window)
		return 0;
	for (int i = 0; i < window; i++)
		if ((last[i] = m->v[(m->next - 1 - i + GRAPH_RECENT) % GRAPH_RECENT]) <= 0)
			return 0;
	mid = median(last, window);
	return last[0] >= mid * (1 - share) && last[window - 1] <= mid * (1 + share);
}

double graph_scheme_wavelength(int stencil, int damping, double steps)
{
	const double c = cos(2 * PI / steps);
	double ck;

	if (damping || steps < 4 || (stencil != 4 && stencil != 12))
		return 0;
	/* 4: 2 cos w = cos k + 1; 12: 2 cos w = (6 cos k + 2 cos 2k + 4) / 6, so 2 cos^2 k + 3 cos k + 1
	 * = 6 cos w, the root that reaches cos k = 1 for long waves */
	ck = stencil == 4 ? 2 * c - 1 : (-3 + sqrt(1 + 48 * c)) / 4;
	return 2 * PI / acos(ck < -1 ? -1 : ck);
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
	if (!sc->screen || sc->period < 1) {
		memset(s, 0, sizeof *s);
		return RIPPLE_EINVAL;
	}
	/* measured once a frame: the window is in frames, a period being sc->period frames at any scale */
	return graph_screen_init(s, sc->screen, 0, r->h, GRAPH_WINDOW_PERIODS * sc->period);
}

double graph_axis_wavelength(const struct scenario *sc, const struct ripple *r)
{
	double v[GRAPH_MAX_SAMPLES], crests[GRAPH_MAX_MARKS];
	const int n = graph_sample(r, sc->probe[0], sc->probe[1], sc->probe[2], sc->probe[3], v, GRAPH_MAX_SAMPLES);
	int ncrests;

	return n > 1 && (sc->probe[0] || sc->probe[2]) ? graph_wavelength(v, n, crests, GRAPH_MAX_MARKS, &ncrests) : 0;
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

void graph_fringes(struct graph_screen *s, const struct scenario *sc, double lambda, const double *mean,
		   struct graph_fringes *f)
{
	const int period = s->window / GRAPH_WINDOW_PERIODS;

	f->lambda = lambda;
	f->l = s->x - sc->slits;
	f->d = sc->slit_gap;
	f->theory = f->d > 0 && lambda > 0 ? lambda * sqrt(f->l * f->l + f->d * f->d / 4) / f->d : 0;
	/* over half a wavelength: the ripples of half a wavelength that reflections leave go, the
	 * fringes (a wavelength apart at least) stay */
	smooth(mean, s->n, lambda > 0 ? (int)(lambda / 4) : GRAPH_SMOOTH, s->smoothed);
	f->nmax = graph_maxima(s->smoothed, s->n, 0.1, f->at, GRAPH_MAX_MARKS);
	f->nmax = lambda > 0 ? merge_close(f->at, f->nmax, lambda) : f->nmax;
	for (int i = 0; i < f->nmax; i++)
		f->at[i] += s->y0;
	f->measured = graph_recent(&s->spacings,
				   lambda > 0 && s->filled == s->window ? graph_fringe(f->at, f->nmax, s->y0 + s->n / 2.0) : 0,
				   s->window);
	f->steady = f->measured > 0 &&
		    graph_recent_steady(&s->spacings, period > GRAPH_STEADY_FRAMES ? period : GRAPH_STEADY_FRAMES, GRAPH_STEADY);
}

int graph_orders(double lambda, double d, double *out, int max)
{
	const int top = lambda > 0 && d > 0 ? (int)ceil(d / lambda) - 1 : -1;
	int k = 0;

	for (int m = -top; m <= top && k < max; m++)
		out[k++] = m * lambda / d;
	return k;
}
