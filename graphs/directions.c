/* directions.c - the directions of the maxima of a running demo: the wavelength along a scenario's axis, and the directions d sin(theta) = m lambda drawn from it over the water. */
#include "graphs/directions.h"

#include <math.h>

#define MAX_ORDERS 64 /* the most directions d sin(theta) = m lambda drawn */

double directions_step(struct directions *d, const struct graph_frame *f, int wanted)
{
	const struct scenario *sc = f->h->scenario;

	if (f->restart) {
		graph_recent_free(&d->axes);
		d->axis = 0;
	}
	d->slits = sc ? sc->slits : 0;
	d->gap = sc ? sc->slit_gap : 0;
	d->mesh = f->h->mesh;
	if (wanted && sc && f->fresh)
		d->axis = graph_recent(&d->axes, graph_axis_wavelength(sc, f->h->pool), graph_window(f->cycle, f->h->halves));
	return d->axis;
}

double directions_lambda(const struct directions *d)
{
	return d->axis;
}

void directions_mark(const struct directions *d, struct ripple_image *im, const struct plot_colors *c)
{
	double sines[MAX_ORDERS];
	const int n = graph_orders(d->axis, d->gap, sines, MAX_ORDERS), x = d->slits * d->mesh, y = im->h / 2;
	const int reach = im->w + im->h; /* past the water's far corner */

	for (int i = 0; i < n; i++)
		plot_line(im, x, y, x + (int)lround(reach * sqrt(1 - sines[i] * sines[i])), y + (int)lround(reach * sines[i]),
			  c->text);
}

void directions_free(struct directions *d)
{
	graph_recent_free(&d->axes);
}
