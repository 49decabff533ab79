/* fronts.c - the way plane waves run in two patches of the water, read off their fronts, and their angles from a wall's normal: the angle of incidence and of reflection. */
#include "graphs/fronts.h"

#include "graphs/graph.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define PI 3.14159265358979323846

void fronts_free(struct fronts *fr)
{
	for (int i = 0; i < 2; i++) {
		free(fr->re[i]);
		free(fr->im[i]);
		fr->re[i] = fr->im[i] = NULL;
	}
	fr->first = fr->last = -1;
	fr->why = FRONTS_NONE;
}

/* A patch's side in cells. */
static int side(const struct fronts *fr, int i)
{
	return 2 * fr->ask.patch[i][2] + 1;
}

int fronts_wavevector(const double *re, const double *im, int w, int h, double *kx, double *ky)
{
	double xr = 0, xi = 0, yr = 0, yi = 0;

	for (int y = 0; y < h; y++)
		for (int x = 0; x < w; x++) {
			const int i = y * w + x;

			if (x + 1 < w) { /* a(x + 1) times the conjugate of a(x) */
				xr += re[i + 1] * re[i] + im[i + 1] * im[i];
				xi += im[i + 1] * re[i] - re[i + 1] * im[i];
			}
			if (y + 1 < h) {
				yr += re[i + w] * re[i] + im[i + w] * im[i];
				yi += im[i + w] * re[i] - re[i + w] * im[i];
			}
		}
	if ((!xr && !xi) || (!yr && !yi))
		return -1;
	*kx = atan2(xi, xr);
	*ky = atan2(yi, yr);
	return 0;
}

/* The angles from the sums: each patch's way and its angle from the normal (the incident waves'
 * against it, the reflected ones' along it). */
static void angles(struct fronts *fr)
{
	for (int i = 0; i < 2; i++) {
		const int m = side(fr, i);
		double kx, ky, k, dot;

		if (fronts_wavevector(fr->re[i], fr->im[i], m, m, &kx, &ky) || !(k = sqrt(kx * kx + ky * ky))) {
			fr->why = FRONTS_FLAT;
			return;
		}
		fr->way[i][0] = kx / k;
		fr->way[i][1] = ky / k;
		fr->lambda[i] = 2 * PI / k;
		dot = (fr->way[i][0] * fr->ask.normal[0] + fr->way[i][1] * fr->ask.normal[1]) * (i ? 1 : -1);
		fr->angle[i] = acos(dot > 1 ? 1 : dot < -1 ? -1 : dot) * 180 / PI;
	}
	fr->why = FRONTS_OK;
}

void fronts_step(struct fronts *fr, const struct graph_frame *f, int on, const struct fronts_ask *ask)
{
	const struct ripple *r = f->h->pool;
	const int mesh = f->h->mesh > 0 ? f->h->mesh : 1;
	double c, s;

	if (!on || !ask || !ask->set) {
		fronts_free(fr);
		memset(&fr->ask, 0, sizeof fr->ask);
		return;
	}
	if (f->restart || memcmp(&fr->ask, ask, sizeof *ask) || f->h->halves != fr->halves || mesh != fr->mesh)
		fronts_free(fr);
	fr->ask = *ask;
	fr->steps = f->steps;
	fr->halves = f->h->halves > 0 ? f->h->halves : 2;
	fr->mesh = mesh;
	for (int i = 0; i < 2; i++) {
		const int *p = ask->patch[i];

		if (p[2] < 1 || p[0] - p[2] < 0 || p[1] - p[2] < 0 || p[0] + p[2] >= r->w || p[1] + p[2] >= r->h) {
			fr->why = FRONTS_NONE;
			return;
		}
	}
	if (!fr->steps) {
		fr->why = FRONTS_STILL;
		return;
	}
	if (f->h->step < ask->settle) {
		fr->why = FRONTS_ARRIVING;
		return;
	}
	if (!fr->re[0]) {
		for (int i = 0; i < 2; i++) {
			const size_t n = (size_t)side(fr, i) * (size_t)side(fr, i);

			fr->re[i] = calloc(n, sizeof *fr->re[i]);
			fr->im[i] = calloc(n, sizeof *fr->im[i]);
			if (!fr->re[i] || !fr->im[i]) {
				fronts_free(fr);
				return;
			}
		}
		fr->first = fr->last = -1;
	}
	if (f->h->step == fr->last) /* the water has not moved since */
		return;
	c = cos(2 * PI * (double)(f->h->step % fr->steps) / fr->steps);
	s = sin(2 * PI * (double)(f->h->step % fr->steps) / fr->steps);
	for (int i = 0; i < 2; i++) {
		const int *p = ask->patch[i], m = side(fr, i);

		for (int y = 0; y < m; y++)
			for (int x = 0; x < m; x++) {
				const int cx = p[0] - p[2] + x, cy = p[1] - p[2] + y;
				double v;

				if (graph_sample(r, cx, cy, cx, cy, &v, 1) == 1) {
					fr->re[i][y * m + x] += v * c;
					fr->im[i][y * m + x] += v * s;
				}
			}
	}
	fr->first = fr->first < 0 ? f->h->step : fr->first;
	fr->last = f->h->step;
	if (fr->last - fr->first < (long)FRONTS_PERIODS * fr->steps)
		fr->why = FRONTS_AVERAGING;
	else
		angles(fr);
}

int fronts_lines(const struct fronts *fr, char lines[][FONT_LINE])
{
	if (!fr->ask.set)
		return 0;
	if (fr->why == FRONTS_OK) {
		snprintf(lines[0], FONT_LINE, "incidence %.1f", fr->angle[0]);
		snprintf(lines[1], FONT_LINE, "reflection %.1f", fr->angle[1]);
		snprintf(lines[2], FONT_LINE, "law: both %.1f", fr->ask.theory);
		return 3;
	}
	snprintf(lines[0], FONT_LINE, "angles: %s", fr->why == FRONTS_ARRIVING ? "waves coming"
						   : fr->why == FRONTS_AVERAGING ? "averaging"
						   : fr->why == FRONTS_FLAT ? "no wave"
									    : "still water");
	snprintf(lines[1], FONT_LINE, "law: both %.1f", fr->ask.theory);
	return 2;
}

void fronts_mark(const struct fronts *fr, struct ripple_image *im, const struct plot_colors *c)
{
	const int m = fr->mesh > 0 ? fr->mesh : 1, t = im->h / 400 > 1 ? im->h / 400 : 1;

	if (!fr->ask.set)
		return;
	for (int i = 0; i < 2; i++) {
		const int *p = fr->ask.patch[i];
		const int x0 = (p[0] - p[2]) * m, y0 = (p[1] - p[2]) * m, x1 = (p[0] + p[2]) * m, y1 = (p[1] + p[2]) * m;

		plot_thick_line(im, x0, y0, x1, y0, c->curve, t);
		plot_thick_line(im, x1, y0, x1, y1, c->curve, t);
		plot_thick_line(im, x1, y1, x0, y1, c->curve, t);
		plot_thick_line(im, x0, y1, x0, y0, c->curve, t);
		if (fr->why == FRONTS_OK) { /* the way its waves run, from its middle out across its side */
			const double len = 2.0 * p[2] * m;

			plot_thick_line(im, p[0] * m, p[1] * m, (int)lround(p[0] * m + len * fr->way[i][0]),
				   (int)lround(p[1] * m + len * fr->way[i][1]), c->text, 2 * t);
		}
	}
}

/* A frame of the water's steps. */
static long frame_of(const struct fronts *fr, long step)
{
	return step * 2 / fr->halves;
}

void fronts_report(const struct fronts *fr, FILE *out)
{
	if (!fr->ask.set)
		return;
	switch (fr->why) {
	case FRONTS_OK:
		fprintf(out, "reflection: incidence %.1f degrees, reflection %.1f (law: equal; the wall's angle of incidence "
			"%.1f), read off the fronts from frame %ld to %ld (wavelengths %.1f and %.1f cells)\n", fr->angle[0],
			fr->angle[1], fr->ask.theory, frame_of(fr, fr->first), frame_of(fr, fr->last), fr->lambda[0],
			fr->lambda[1]);
		break;
	case FRONTS_ARRIVING:
		fprintf(out, "reflection: not yet, the waves are still crossing the pool (reading starts at frame %ld); the "
			"wall's angle of incidence %.1f\n", frame_of(fr, fr->ask.settle), fr->ask.theory);
		break;
	case FRONTS_AVERAGING:
		fprintf(out, "reflection: not yet, reading the fronts since frame %ld, %d periods needed (%ld so far); the "
			"wall's angle of incidence %.1f\n", frame_of(fr, fr->first), FRONTS_PERIODS,
			fr->steps ? (fr->last - fr->first) / fr->steps : 0, fr->ask.theory);
		break;
	case FRONTS_FLAT:
		fprintf(out, "reflection: no wave in a patch to read a front from; the wall's angle of incidence %.1f\n",
			fr->ask.theory);
		break;
	default:
		fprintf(out, "reflection: no waves (no source beating, or still water); the wall's angle of incidence %.1f\n",
			fr->ask.theory);
		break;
	}
}
