/* graph.c - the graphs' arithmetic: heights along a line, crests, wavelength, the intensity screen, fringes. */
#include "graphs/graph.h"

#include <math.h>
#include <stdio.h>
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

double graph_peak(const double *v, int i)
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
			at[k++] = graph_peak(v, i);
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

/* The fit's sums that do not depend on k: the swell's functions 1, t, t^2 against each other and
 * against v, and v against itself. */
struct swell_sums {
	double a[3][3], fv[3], vv;
};

static void swell_sums(const double *v, int n, struct swell_sums *s)
{
	const double scale = n > 1 ? 2.0 / (n - 1) : 0;

	memset(s, 0, sizeof *s);
	for (int x = 0; x < n; x++) {
		const double t = x * scale - 1, f[3] = { 1, t, t * t };

		for (int i = 0; i < 3; i++) {
			for (int j = 0; j < 3; j++)
				s->a[i][j] += f[i] * f[j];
			s->fv[i] += f[i] * v[x];
		}
		s->vv += v[x] * v[x];
	}
}

/* The normal equations' sums with cos kx and sin kx (rows and columns 0 and 1 of a, and fv[0],
 * fv[1]), a pass over v turning cos kx and sin kx a step k at a time. */
static void wave_sums(const double *v, int n, double k, double a[TERMS][TERMS], double *fv)
{
	double cf[3] = { 0 }, sf[3] = { 0 }, cc = 0, cs = 0, ss = 0, cv = 0, sv = 0, ck = 1, sk = 0;
	const double c = cos(k), s = sin(k), scale = n > 1 ? 2.0 / (n - 1) : 0;

	for (int x = 0; x < n; x++) {
		const double t = x * scale - 1, tt = t * t, turned = ck * c - sk * s;

		cc += ck * ck;
		cs += ck * sk;
		ss += sk * sk;
		cf[0] += ck;
		cf[1] += ck * t;
		cf[2] += ck * tt;
		sf[0] += sk;
		sf[1] += sk * t;
		sf[2] += sk * tt;
		cv += ck * v[x];
		sv += sk * v[x];
		sk = sk * c + ck * s;
		ck = turned;
	}
	a[0][0] = cc;
	a[0][1] = a[1][0] = cs;
	a[1][1] = ss;
	for (int i = 0; i < 3; i++) {
		a[0][2 + i] = a[2 + i][0] = cf[i];
		a[1][2 + i] = a[2 + i][1] = sf[i];
	}
	fv[0] = cv;
	fv[1] = sv;
}

/* The least-squares fit at wavenumber k, on the profile's swell sums: its weights into w; returns
 * the residual's sum of squares, sum v^2 less w . (the model's functions . v) (HUGE_VAL when the
 * equations are singular). */
static double fit_at(const double *v, int n, double k, const struct swell_sums *sw, double *w)
{
	double a[TERMS][TERMS], fv[TERMS], rest = sw->vv;

	wave_sums(v, n, k, a, fv);
	for (int i = 0; i < 3; i++) {
		for (int j = 0; j < 3; j++)
			a[2 + i][2 + j] = sw->a[i][j];
		fv[2 + i] = sw->fv[i];
	}
	for (int i = 0; i < TERMS; i++)
		w[i] = fv[i];
	if (!solve(a, w))
		return HUGE_VAL;
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

#define SCAN_FINE 4 /* the scan's wavenumbers: at least this many a bin (2 pi / m) of the spectrum */
#define SCAN_MAX (GRAPH_COARSE * SCAN_FINE) /* the most wavenumbers scanned (GRAPH_COARSE a power of 2) */

/* The discrete Fourier transform of re + i im in place, p a power of 2 (radix 2, iterative). */
static void fft(double *re, double *im, int p)
{
	for (int i = 1, j = 0; i < p; i++) { /* the samples in bit-reversed order */
		int bit = p >> 1;

		for (; j & bit; bit >>= 1)
			j ^= bit;
		j ^= bit;
		if (i < j) {
			const double r = re[i], m = im[i];

			re[i] = re[j];
			im[i] = im[j];
			re[j] = r;
			im[j] = m;
		}
	}
	for (int len = 2; len <= p; len *= 2) {
		const double c = cos(2 * PI / len), s = -sin(2 * PI / len);

		for (int i = 0; i < p; i += len) {
			double wr = 1, wi = 0; /* the twiddle, turned 2 pi / len a step */

			for (int j = i; j < i + len / 2; j++) {
				const int o = j + len / 2;
				const double xr = re[o] * wr - im[o] * wi, xi = re[o] * wi + im[o] * wr, t = wr * c - wi * s;

				re[o] = re[j] - xr;
				im[o] = im[j] - xi;
				re[j] += xr;
				im[j] += xi;
				wi = wr * s + wi * c;
				wr = t;
			}
		}
	}
}

/* One profile's means of q samples (c of them), less their mean and slope, under a Hann window,
 * into out. */
static void detrended(const double *v, int q, int c, double *out)
{
	double mean = 0, slope = 0;

	for (int j = 0; j < c; j++) {
		out[j] = 0;
		for (int i = 0; i < q; i++)
			out[j] += v[j * q + i] / q;
		mean += out[j] / c;
	}
	for (int j = 0; j < c; j++)
		slope += (out[j] - mean) * (j - (c - 1) / 2.0) * 12 / ((double)c * c * c - c + 1e-9);
	for (int j = 0; j < c; j++)
		out[j] = (out[j] - mean - slope * (j - (c - 1) / 2.0)) * (1 - cos(2 * PI * (j + 0.5) / c)) / 2;
}

/* The wavenumber of the strongest wave of at least `least` waves on the line, along the profile a of
 * n samples, or along a and b together (b NULL: a alone): the power of each (detrended) summed, on
 * at most GRAPH_COARSE samples (means of q samples each: a long line's waves are long), at SCAN_FINE
 * wavenumbers a bin or more. One FFT of a + i b padded with zeros to p: bin j of a's and b's
 * power together is half of |Z(j)|^2 + |Z(p - j)|^2. */
static double strongest(const double *a, const double *b, int n, double least)
{
	double re[SCAN_MAX] = { 0 }, im[SCAN_MAX] = { 0 }, best = 0;
	const int q = (n + GRAPH_COARSE - 1) / GRAPH_COARSE, c = n / q;
	int p = 1, kbest = 0;

	while (p < SCAN_FINE * c)
		p *= 2;
	detrended(a, q, c, re);
	if (b)
		detrended(b, q, c, im);
	fft(re, im, p);
	for (int j = (int)ceil(least * p / c); j <= p / GRAPH_SHORTEST; j++) {
		const double power = re[j] * re[j] + im[j] * im[j] + re[p - j] * re[p - j] + im[p - j] * im[p - j];

		if (power > best) {
			best = power;
			kbest = j;
		}
	}
	return 2 * PI * kbest / p / q;
}

/* Brent's minimisation of the residual over k: the bracket a..b, the least residual found (at x),
 * the next least (w) and the one before (v), the last step d and the one before it e. */
struct brent {
	double a, b, x, w, v, fx, fw, fv, d, e;
};

#define GOLDEN 0.3819660112501051 /* (3 - sqrt 5) / 2: a golden section's smaller part */

/* The next k to fit: where the parabola through x, w and v bottoms out when that falls inside the
 * bracket and moves less than half the step before last, else a golden section of the larger side;
 * at least tol from x. */
static double brent_next(struct brent *s, double tol)
{
	const double mid = (s->a + s->b) / 2, r = (s->x - s->w) * (s->fx - s->fv), q0 = (s->x - s->v) * (s->fx - s->fw);
	const double p = (s->x - s->v) * q0 - (s->x - s->w) * r, q = 2 * (q0 - r), last = s->e;
	const double num = q > 0 ? -p : p, den = fabs(q);

	if (fabs(last) > tol && fabs(num) < fabs(den * last / 2) && num > den * (s->a - s->x) && num < den * (s->b - s->x)) {
		s->e = s->d;
		s->d = num / den;
		if (s->x + s->d - s->a < 2 * tol || s->b - s->x - s->d < 2 * tol)
			s->d = s->x < mid ? tol : -tol;
	} else {
		s->e = (s->x < mid ? s->b : s->a) - s->x;
		s->d = GOLDEN * s->e;
	}
	return s->x + (fabs(s->d) >= tol ? s->d : s->d > 0 ? tol : -tol);
}

/* Takes the residual fu at u in: the bracket narrowed about the least, the three least kept. */
static void brent_keep(struct brent *s, double u, double fu)
{
	if (fu <= s->fx) {
		*(u >= s->x ? &s->a : &s->b) = s->x;
		s->v = s->w;
		s->fv = s->fw;
		s->w = s->x;
		s->fw = s->fx;
		s->x = u;
		s->fx = fu;
	} else {
		*(u < s->x ? &s->a : &s->b) = u;
		if (fu <= s->fw || s->w == s->x) {
			s->v = s->w;
			s->fv = s->fw;
			s->w = u;
			s->fw = fu;
		} else if (fu <= s->fv || s->v == s->x || s->v == s->w) {
			s->v = u;
			s->fv = fu;
		}
	}
}

/* The profiles fitted together (a wave of one k along each): one, or two (the water's heights
 * at two phases of its beat), n samples each, and their swell sums. */
struct profiles {
	const double *v[2];
	int m, n;
	struct swell_sums sw[2];
};

static void profiles_of(const double *a, const double *b, int n, struct profiles *pr)
{
	pr->v[0] = a;
	pr->v[1] = b;
	pr->m = b ? 2 : 1;
	pr->n = n;
	for (int i = 0; i < pr->m; i++)
		swell_sums(pr->v[i], n, &pr->sw[i]);
}

/* The fits of every profile at k, their weights into w; returns the residuals' sum. */
static double fit_all(const struct profiles *pr, double k, double w[2][TERMS])
{
	double rest = 0;

	for (int i = 0; i < pr->m; i++)
		rest += fit_at(pr->v[i], pr->n, k, &pr->sw[i], w[i]);
	return rest;
}

/* The wavenumber between lo and hi whose fit leaves the least residual, within 5e-6 of it (a
 * wavelength to 1e-5): Brent's minimisation, parabolas through the least residuals found and golden
 * sections where they do not help (about a dozen fits, where golden sections alone took twenty). */
static double refine(const struct profiles *pr, double lo, double hi)
{
	struct brent s = { .a = lo, .b = hi };
	double w[2][TERMS];

	s.x = s.w = s.v = lo + GOLDEN * (hi - lo);
	s.fx = s.fw = s.fv = fit_all(pr, s.x, w);
	for (;;) {
		const double tol = 2.5e-6 * s.x;
		double u;

		if (fabs(s.x - (s.a + s.b) / 2) <= 2 * tol - (s.b - s.a) / 2)
			return s.x;
		u = brent_next(&s, tol);
		brent_keep(&s, u, fit_all(pr, u, w));
	}
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
			at[nc++] = top > 0 && top + 1 < n ? graph_peak(v, top) : top;
	}
	return nc;
}

/* The wave of the strongest of `least` waves or more on the profiles: its wavenumber (0: none), its
 * amplitude (the rms over the profiles of each one's), whether it stands out of what the fit
 * leaves (GRAPH_CLEAR), and the first profile's weights in w. */
static double wave_of(const struct profiles *pr, double least, double *amplitude, int *clear, double w[TERMS])
{
	const int n = pr->n;
	double k = strongest(pr->v[0], pr->m > 1 ? pr->v[1] : NULL, n, least), weights[2][TERMS], rest, sum = 0;

	*amplitude = 0;
	*clear = 0;
	if (!k)
		return 0;
	/* within a bin of the line's spectrum, where the residual has one minimum */
	k = refine(pr, fmax(k - 2 * PI / n, k / 2), fmin(2 * PI / GRAPH_SHORTEST, k + 2 * PI / n));
	rest = sqrt(fit_all(pr, k, weights) / (pr->m * n));
	for (int i = 0; i < pr->m; i++)
		sum += weights[i][0] * weights[i][0] + weights[i][1] * weights[i][1];
	*amplitude = sqrt(sum / pr->m);
	*clear = *amplitude / sqrt(2) >= GRAPH_CLEAR * rest;
	memcpy(w, weights[0], sizeof weights[0]);
	return k;
}

/* Half the largest rise or fall of the profiles' samples from i to j - 1 (of a, or of a or b). */
static double swing(const double *a, const double *b, int i, int j)
{
	double top = 0;

	for (int s = 0; s < (b ? 2 : 1); s++) {
		const double *v = s ? b : a;
		double lo = v[i], hi = v[i];

		for (int x = i; x < j; x++) {
			lo = fmin(lo, v[x]);
			hi = fmax(hi, v[x]);
		}
		top = fmax(top, (hi - lo) / 2);
	}
	return top;
}

void graph_wave(const double *a, const double *b, int n, struct graph_wave *out)
{
	struct profiles pr;
	double w[TERMS], k, amplitude, top;
	int clear;

	memset(out, 0, sizeof *out);
	out->why = GRAPH_WAVE_FLAT;
	if (n < GRAPH_LEAST_SAMPLES || (top = swing(a, b, 0, n)) < GRAPH_LEAST_HEIGHT)
		return;
	out->why = GRAPH_WAVE_PART; /* a front on its way: an end of the line still */
	if (fmin(swing(a, b, 0, n / GRAPH_ENDS), swing(a, b, n - n / GRAPH_ENDS, n)) < GRAPH_END_SHARE * top)
		return;
	out->why = GRAPH_WAVE_FLAT;
	profiles_of(a, b, n, &pr);
	k = wave_of(&pr, GRAPH_LEAST_WAVES, &amplitude, &clear, w);
	out->amplitude = amplitude;
	if (k && amplitude >= GRAPH_LEAST_HEIGHT) {
		out->fitted = 2 * PI / k;
		out->waves = (n - 1) / out->fitted;
		clear = clear && out->waves >= GRAPH_LEAST_WAVES;
		out->why = clear ? GRAPH_WAVE_CLEAR : GRAPH_WAVE_MIXED;
		out->lambda = clear ? out->fitted : 0;
		if (clear)
			return;
	}
	/* none clear from two waves up: a wave clear with fewer is one too long for the line */
	k = wave_of(&pr, GRAPH_FEWEST_WAVES, &amplitude, &clear, w);
	if (k && amplitude >= GRAPH_LEAST_HEIGHT && clear && (n - 1) * k / (2 * PI) < GRAPH_LEAST_WAVES) {
		out->fitted = 2 * PI / k;
		out->waves = (n - 1) / out->fitted;
		out->amplitude = amplitude;
		out->why = GRAPH_WAVE_FEW;
	}
}

double graph_wavelength(const double *v, int n, double *crests, int max, int *ncrests)
{
	struct profiles pr;
	double w[TERMS], k, amplitude;
	int clear;

	*ncrests = 0;
	if (n < GRAPH_LEAST_SAMPLES)
		return 0;
	profiles_of(v, NULL, n, &pr);
	k = wave_of(&pr, GRAPH_LEAST_WAVES, &amplitude, &clear, w);
	if (!k || amplitude < GRAPH_LEAST_HEIGHT)
		return 0;
	*ncrests = crests_near(v, n, k, w, crests, max);
	return clear && (n - 1) * k >= GRAPH_LEAST_WAVES * 2 * PI ? 2 * PI / k : 0;
}

void graph_why(const struct graph_wave *w, int n, double scheme, int sources, char *out, size_t len)
{
	const double about = scheme > 0 ? scheme : w->why == GRAPH_WAVE_FEW ? w->fitted : 0;

	*out = 0;
	if (scheme > 0 && scheme < GRAPH_SHORTEST)
		snprintf(out, len, "waves of %.1f cells stand still at the grid's limit of 2: make them longer", scheme);
	else if (about > 0 && n - 1 < GRAPH_LEAST_WAVES * about) /* the length asked rounded up to 10 cells */
		snprintf(out, len, "the line holds %.1f waves of about %.0f cells: draw it at least %.0f cells long",
			 floor(10 * (n > 1 ? n - 1 : 0) / about) / 10, about, ceil(GRAPH_LEAST_WAVES * about / 10) * 10);
	else if (n < GRAPH_LEAST_SAMPLES)
		snprintf(out, len, "the line is %d cells: draw it longer", n > 1 ? n - 1 : 0);
	else if (w->why == GRAPH_WAVE_FLAT)
		snprintf(out, len, sources ? "the waves have not reached the line yet" : "the water along the line is still");
	else if (w->why == GRAPH_WAVE_PART)
		snprintf(out, len, "the waves have not reached all of the line yet");
	else if (w->why == GRAPH_WAVE_MIXED)
		snprintf(out, len, "the waves along it are not plane (%.1f of about %.0f cells, mixed with others)",
			 w->waves, w->fitted);
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

/* The ring large enough for a window of `window` values (at least GRAPH_RECENT), the values held kept
 * in order. Returns 0, or -1 out of memory (the ring as it was). */
static int hold(struct graph_recent *m, int window)
{
	const int size = window > GRAPH_RECENT ? window : GRAPH_RECENT;
	double *v;

	if (m->v && size <= m->size)
		return 0;
	v = malloc(2 * (size_t)size * sizeof *v); /* the ring, and room to sort a window in */
	if (!v)
		return -1;
	for (int i = 0; i < m->n; i++) /* oldest first */
		v[i] = m->v[(m->next - m->n + i + m->size) % m->size];
	free(m->v);
	m->v = v;
	m->size = size;
	m->next = m->n;
	return 0;
}

/* The last `window` values held (at most), newest first, into the ring's room to sort; returns how
 * many. */
static int last_values(const struct graph_recent *m, int window, double **last)
{
	const int held = m->n < window ? m->n : window;

	*last = m->v + m->size;
	for (int i = 0; i < held; i++)
		(*last)[i] = m->v[(m->next - 1 - i + m->size) % m->size];
	return held;
}

double graph_recent(struct graph_recent *m, double v, int window)
{
	double *last;
	int k = 0, held;

	window = window < 1 ? 1 : window > GRAPH_MAX_WINDOW ? GRAPH_MAX_WINDOW : window;
	if (hold(m, window))
		return 0;
	m->v[m->next] = v > 0 ? v : 0;
	m->next = (m->next + 1) % m->size;
	m->n += m->n < m->size;
	held = last_values(m, window, &last);
	for (int i = 0; i < held; i++)
		if (last[i] > 0)
			last[k++] = last[i];
	return held == window && 2 * agreeing(last, k) > window ? median(last, k) : 0;
}

int graph_recent_steady(const struct graph_recent *m, int window, double share)
{
	double *last, mid;

	window = window < 1 ? 1 : window;
	if (m->n < window)
		return 0;
	last_values(m, window, &last);
	for (int i = 0; i < window; i++)
		if (last[i] <= 0)
			return 0;
	mid = median(last, window);
	return last[0] >= mid * (1 - share) && last[window - 1] <= mid * (1 + share);
}

void graph_recent_free(struct graph_recent *m)
{
	free(m->v);
	memset(m, 0, sizeof *m);
}

double graph_scheme_wavelength(int stencil, int damping, double steps)
{
	return damping ? 0 : ripple_scheme_wavelength(stencil, steps);
}

double graph_scheme_speed(int stencil, int damping, double steps)
{
	const double lambda = graph_scheme_wavelength(stencil, damping, steps);

	return lambda > 0 ? lambda / steps : 0;
}

/* The upward zero crossings of d[from .. to-1], each counted once it has gone `swing` below the zero
 * and come back up through it, placed between its two frames by a straight line: the last `max` kept
 * in at, oldest first; returns how many there were in all. */
static int upward(const double *d, int from, int to, double swing, double *at, int max)
{
	int all = 0, kept = 0, low = 0;

	for (int i = from; i < to; i++) {
		if (d[i] <= -swing) {
			low = 1;
		} else if (low && i > from && d[i] >= 0 && d[i - 1] < 0) {
			if (kept == max) {
				memmove(at, at + 1, (size_t)(max - 1) * sizeof *at);
				kept--;
			}
			at[kept++] = i - 1 + d[i - 1] / (d[i - 1] - d[i]);
			all++;
			low = 0;
		}
	}
	return all;
}

/* The largest |d| over d[from .. to-1]. */
static double swing_most(const double *d, int from, int to)
{
	double most = 0;

	for (int i = from; i < to; i++)
		most = fabs(d[i]) > most ? fabs(d[i]) : most;
	return most;
}

/* The slope of the least-squares line through (i, y[i]), i = 0 .. n-1 (n >= 2). */
static double line_slope(const double *y, int n)
{
	const double mid = (n - 1) / 2.0;
	double num = 0, den = 0;

	for (int i = 0; i < n; i++) {
		num += (i - mid) * y[i];
		den += (i - mid) * (i - mid);
	}
	return num / den;
}

void graph_period(const double *v, int n, double *work, struct graph_period *out)
{
	double at[GRAPH_CLOCK_MOST + 1], mean = 0, rough = 0, sum = 0;
	int all, kept, first, width, from = 0, to;

	memset(out, 0, sizeof *out);
	if (n > GRAPH_CLOCK_FRAMES) {
		v += n - GRAPH_CLOCK_FRAMES;
		n = GRAPH_CLOCK_FRAMES;
	}
	to = n;
	if (n < 3) {
		out->why = GRAPH_PERIOD_STILL;
		return;
	}
	/* a rough period off the crossings about the mean of the newer half (the waves' start, far
	 * larger or smaller, left out), then the swell: the mean over that period about each frame */
	for (int i = n / 2; i < n; i++)
		mean += v[i] / (n - n / 2);
	for (int i = 0; i < n; i++)
		work[i] = v[i] - mean;
	all = upward(work, n / 2, n, GRAPH_CLOCK_SWING * swing_most(work, n / 2, n), at, GRAPH_CLOCK_PERIODS + 1);
	kept = all < GRAPH_CLOCK_PERIODS + 1 ? all : GRAPH_CLOCK_PERIODS + 1;
	if (kept >= 2)
		rough = (at[kept - 1] - at[0]) / (kept - 1);
	width = (int)(rough + 0.5);
	if (width >= 4 && width < n) {
		from = width / 2;
		to = n - (width - width / 2) + 1;
		for (int i = 0; i < width; i++)
			sum += v[i];
		for (int i = from; i < to; i++) { /* the mean of v[i - from .. i - from + width - 1] */
			work[i] = v[i] - sum / width;
			if (i - from + width < n)
				sum += v[i - from + width] - v[i - from];
		}
	}
	/* the amplitude over the last ten periods (all of it without a rough period) */
	out->amplitude = swing_most(work, rough > 0 && to - GRAPH_CLOCK_PERIODS * rough > from ?
					       to - (int)(GRAPH_CLOCK_PERIODS * rough) : from, to);
	if (out->amplitude < GRAPH_LEAST_HEIGHT) {
		out->why = GRAPH_PERIOD_STILL;
		return;
	}
	all = upward(work, from, to, GRAPH_CLOCK_SWING * out->amplitude, at, GRAPH_CLOCK_MOST + 1);
	out->periods = all > 0 ? all - 1 : 0;
	if (out->periods < GRAPH_CLOCK_PERIODS) {
		out->why = GRAPH_PERIOD_FEW;
		return;
	}
	kept = all < GRAPH_CLOCK_MOST + 1 ? all : GRAPH_CLOCK_MOST + 1;
	rough = (at[kept - 1] - at[kept - 1 - GRAPH_CLOCK_PERIODS]) / GRAPH_CLOCK_PERIODS;
	for (int i = kept - 1 - GRAPH_CLOCK_PERIODS; i < kept - 1; i++)
		if (fabs(at[i + 1] - at[i] - rough) > GRAPH_CLOCK_AGREE * rough) {
			out->why = GRAPH_PERIOD_IRREGULAR;
			return;
		}
	/* the older periods that agree too, back to twice as many: the crossings' times fitted by a
	 * straight line, its slope the period (the rounding's jitter averaged over more of them) */
	first = kept - 1 - GRAPH_CLOCK_PERIODS;
	while (first > 0 && fabs(at[first] - at[first - 1] - rough) <= GRAPH_CLOCK_AGREE * rough)
		first--;
	rough = line_slope(at + first, kept - first);
	out->period = rough;
	out->why = GRAPH_PERIOD_READ;
}

void graph_period_why(const struct graph_period *p, char *out, size_t len)
{
	if (p->why == GRAPH_PERIOD_STILL)
		snprintf(out, len, "still water: no waves of %d heights or more at the clock yet", GRAPH_LEAST_HEIGHT);
	else if (p->why == GRAPH_PERIOD_FEW)
		snprintf(out, len, "counting periods, %d of %d", p->periods, GRAPH_CLOCK_PERIODS);
	else if (p->why == GRAPH_PERIOD_IRREGULAR)
		snprintf(out, len, "the last %d periods differ by more than %.0f%%: waves of more than one period, or "
			 "changing", GRAPH_CLOCK_PERIODS, 100 * GRAPH_CLOCK_AGREE);
	else
		snprintf(out, len, "%s", "");
}

/* cos w of the scheme's plane wave of wavenumbers kx, ky: 4 neighbours, (cos kx + cos ky) / 2; 12,
 * the 8 around and the 4 two steps away over 6, halved. */
static double grid_cos_w(int stencil, double kx, double ky)
{
	if (stencil == 12)
		return (2 * cos(kx) + 2 * cos(ky) + 4 * cos(kx) * cos(ky) + 2 * cos(2 * kx) + 2 * cos(2 * ky)) / 12;
	return (cos(kx) + cos(ky)) / 2;
}

#define GRID_HALVINGS 60 /* the bisections' steps: far below a cell */

/* The scheme's wavenumber toward direction theta for waves of cos w = c, by bisection over the
 * waves the grid holds well (up to a quarter of the grid's limit's frequency each way). */
static double grid_k(int stencil, double theta, double c)
{
	double lo = 0, hi = PI / 2;

	for (int i = 0; i < GRID_HALVINGS; i++) {
		const double k = (lo + hi) / 2;

		if (grid_cos_w(stencil, k * cos(theta), k * sin(theta)) > c)
			lo = k;
		else
			hi = k;
	}
	return (lo + hi) / 2;
}

/* The phase by which the wave from the point at -d/2 leads the one from +d/2 at (l, y). */
static double grid_phase(int stencil, double c, double l, double d, double y)
{
	const double a = y + d / 2, b = y - d / 2;

	return grid_k(stencil, atan2(fabs(a), l), c) * hypot(l, a) - grid_k(stencil, atan2(fabs(b), l), c) * hypot(l, b);
}

double graph_grid_fringe(int stencil, double lambda, double l, double d)
{
	const double k0 = lambda > 0 ? 2 * PI / lambda : 0;
	double c, lo = 0, hi = l + d;

	if (lambda < 4 || l <= 0 || d <= 0 || (stencil != 4 && stencil != 12))
		return 0;
	c = grid_cos_w(stencil, k0, 0);
	if (grid_phase(stencil, c, l, d, hi) < 2 * PI)
		return 0;
	for (int i = 0; i < GRID_HALVINGS; i++) {
		const double y = (lo + hi) / 2;

		if (grid_phase(stencil, c, l, d, y) < 2 * PI)
			lo = y;
		else
			hi = y;
	}
	return (lo + hi) / 2;
}

/* The intensity at (l, y) of `count` points d apart centred on row 0 beating in phase, each wave
 * k(theta) r in phase and 1 / sqrt(r) in height (a point's wave in a plane). */
static double grid_points(int stencil, double c, double l, double d, int count, double y)
{
	double re = 0, im = 0;

	for (int j = 0; j < count; j++) {
		const double dy = y - (j - (count - 1) / 2.0) * d, r = hypot(l, dy);
		const double phase = grid_k(stencil, atan2(fabs(dy), l), c) * r;

		re += cos(phase) / sqrt(r);
		im += sin(phase) / sqrt(r);
	}
	return re * re + im * im;
}

#define GRATING_STEP 0.25 /* cells between the rows the grating's theory looks at, before its parabola */

double graph_grid_grating(int stencil, double lambda, double l, double d, int count)
{
	const double k0 = lambda > 0 ? 2 * PI / lambda : 0;
	double c, centre, v[3];

	if (lambda < 4 || l <= 0 || d <= 0 || count < 2 || (stencil != 4 && stencil != 12))
		return 0;
	c = grid_cos_w(stencil, k0, 0);
	centre = grid_points(stencil, c, l, d, count, 0);
	v[0] = v[1] = centre;
	for (double y = GRATING_STEP; y < l + d; y += GRATING_STEP) {
		v[2] = grid_points(stencil, c, l, d, count, y);
		if (v[1] > v[0] && v[1] >= v[2] && v[1] >= GRAPH_PRINCIPAL * centre)
			return y - GRATING_STEP + GRATING_STEP * (graph_peak(v, 1) - 1);
		v[0] = v[1];
		v[1] = v[2];
	}
	return 0;
}

int graph_screen_init(struct graph_screen *s, int x, int y0, int n, int window)
{
	memset(s, 0, sizeof *s);
	if (n < 1 || n > RIPPLE_MAX_SIDE || window < 1 || window > GRAPH_MAX_WINDOW)
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
	s->period = window / GRAPH_WINDOW_PERIODS;
	return RIPPLE_OK;
}

void graph_screen_free(struct graph_screen *s)
{
	free(s->ring);
	free(s->sum);
	free(s->smoothed);
	graph_recent_free(&s->spacings);
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

int graph_window(int steps, int halves)
{
	long long periods = GRAPH_WINDOW_PERIODS;

	steps = steps < 1 ? 1 : steps;
	halves = halves < 1 ? 1 : halves;
	while (2LL * steps * periods % halves) /* ends by `halves` periods */
		periods++;
	return (int)(2LL * steps * periods / halves);
}

int graph_screen_at(struct graph_screen *s, const struct scenario *sc, const struct ripple *r, int halves)
{
	const int steps = sc->period * sc->scale;
	int e;

	halves = halves < 1 ? 1 : halves;
	if (!sc->screen || sc->period < 1 || sc->scale < 1) {
		memset(s, 0, sizeof *s);
		return RIPPLE_EINVAL;
	}
	/* measured once a frame: five periods of the water's time are more frames at half speed */
	e = graph_screen_init(s, sc->screen, 0, r->h, graph_window(steps, halves));
	if (e == RIPPLE_OK)
		s->period = (2 * steps + halves - 1) / halves;
	return e;
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

#define DARK 0.25 /* one slit's first minima: below this share of the middle maximum (the wiggles' dips are not) */

/* The place of the first minimum of v from `top` on in steps of `dir` (+-1) below DARK of v[top], by
 * its parabola; -1 without one. */
static double dip(const double *v, int n, int top, int dir)
{
	for (int i = top + dir; i > 0 && i < n - 1; i += dir)
		if (v[i] < DARK * v[top] && v[i] <= v[i - 1] && v[i] <= v[i + 1]) {
			const double neg[3] = { -v[i - 1], -v[i], -v[i + 1] };

			return i - 1 + graph_peak(neg, 1);
		}
	return -1;
}

/* The first minima either side of the maximum of v nearest `centre` (one slit's first dark
 * fringes): half their distance apart, 0 without one each side. */
static double first_dips(const double *v, int n, double centre)
{
	int top = (int)centre;
	double lo, hi;

	if (n < 3 || top < 1 || top > n - 2)
		return 0;
	while (top > 0 && v[top - 1] > v[top])
		top--;
	while (top < n - 1 && v[top + 1] > v[top])
		top++;
	lo = dip(v, n, top, -1);
	hi = dip(v, n, top, 1);
	return lo < 0 || hi < 0 ? 0 : (hi - lo) / 2;
}

/* Why the first side fringes (or one slit's first minima, or a grating's first orders) of f->waves,
 * f->theory off the axis, `far` cells from where the waves spread, on a screen `open` of whose rows
 * lie between the middle row and an absorbing band, cannot be trusted, or GRAPH_TRUSTED. */
static int distrust(const struct graph_fringes *f, double far, int open)
{
	const double spread = f->count > 2 ? (f->count - 1) * f->d / 2 : 0; /* a grating's outer slit */

	if (f->count == 1 && f->a <= f->waves)
		return GRAPH_NARROW_SLIT;
	if (f->count != 1 && f->d <= 0)
		return GRAPH_ONE_SLIT;
	if (f->waves < GRAPH_SHORTEST_FRINGES)
		return GRAPH_SHORT_WAVES;
	if (f->theory <= 0)
		return GRAPH_NO_SIDE_FRINGES;
	if (f->theory + f->waves / 2 > open)
		return GRAPH_AT_THE_EDGES;
	if (hypot(far, spread) - far > f->waves / 4) /* the outer slits' waves a quarter wave late on the axis */
		return GRAPH_NEAR_FIELD;
	return f->count == 2 && f->theory > GRAPH_WIDEST * far ? GRAPH_FAR_OFF_AXIS : GRAPH_TRUSTED;
}

/* The theories of the first side feature's distance from the axis, `far` cells from where the waves
 * spread: one slit's first minima (its edges' waves a wave apart, graph_grid_fringe) beside
 * sin(theta) = lambda / a; a grating's first orders (graph_grid_grating) beside d sin(theta) = lambda;
 * two slits' fringes (graph_grid_fringe) beside lambda sqrt(L^2 + d^2 / 4) / d. */
static void theories(struct graph_fringes *f, int stencil, double far)
{
	const double w = f->waves, across = f->count == 1 ? f->a : f->d;

	if (f->count > 2)
		f->theory = graph_grid_grating(stencil, w, far, f->d, f->count);
	else
		f->theory = graph_grid_fringe(stencil, w, far, across);
	if (f->count == 2 || f->count == 0)
		f->textbook = f->d > 0 && w > 0 ? w * sqrt(f->l * f->l + f->d * f->d / 4) / f->d : 0;
	else
		f->textbook = w > 0 && w < across ? far * tan(asin(w / across)) : 0;
}

void graph_fringes(struct graph_screen *s, const struct scenario *sc, const struct ripple *r, double scheme,
		   double lambda, const double *mean, struct graph_fringes *f)
{
	const double l = s->x - sc->slits, d = sc->slit_gap, waves = scheme > 0 ? scheme : lambda;
	const double from = sc->behind ? sc->behind - 0.5 : sc->slits; /* the slits' mouths, or the sources */
	const int stencil = r->stencil, layer = r->edge == RIPPLE_EDGE_ABSORB ? ripple_sponge_width(r) : 0;
	const int count = sc->slit_count, changed = waves != f->waves || l != f->l || d != f->d ||
						      stencil != f->stencil || count != f->count || sc->slit_width != f->a;
	double found = 0;

	f->waves = waves;
	f->lambda = lambda;
	f->l = l;
	f->d = d;
	f->a = sc->slit_width;
	f->count = count;
	f->stencil = stencil;
	f->far = s->x - from;
	if (changed) /* worked out once */
		theories(f, stencil, f->far);
	/* over half a wavelength: the ripples of half a wavelength that reflections leave go, the
	 * fringes (a wavelength apart at least) stay */
	smooth(mean, s->n, lambda > 0 ? (int)(lambda / 4) : GRAPH_SMOOTH, s->smoothed);
	/* a grating's principal maxima, not the faint ones between them */
	f->nmax = graph_maxima(s->smoothed, s->n, count > 2 ? GRAPH_PRINCIPAL : 0.1, f->at, GRAPH_MAX_MARKS);
	f->nmax = lambda > 0 ? merge_close(f->at, f->nmax, lambda) : f->nmax;
	for (int i = 0; i < f->nmax; i++)
		f->at[i] += s->y0;
	if (lambda > 0 && s->filled == s->window)
		found = count == 1 ? first_dips(s->smoothed, s->n, s->n / 2.0)
				   : graph_fringe(f->at, f->nmax, s->y0 + s->n / 2.0);
	f->measured = graph_recent(&s->spacings, found, s->window);
	f->steady = f->measured > 0 &&
		    graph_recent_steady(&s->spacings, s->period > GRAPH_STEADY_FRAMES ? s->period : GRAPH_STEADY_FRAMES,
					GRAPH_STEADY);
	f->distrust = distrust(f, f->far, r->h / 2 - layer);
}

int graph_orders(double lambda, double d, double *out, int max)
{
	const int top = lambda > 0 && d > 0 ? (int)ceil(d / lambda) - 1 : -1;
	int k = 0;

	for (int m = -top; m <= top && k < max; m++)
		out[k++] = m * lambda / d;
	return k;
}
