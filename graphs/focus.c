/* focus.c - the brightest point of a region: the time-averaged square of the heights in a square the scene names, its brightest cell beside the theory's point (a dish's focus, a lens's). */
#include "graphs/focus.h"

#include "graphs/graph.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

void focus_free(struct focus *fo)
{
	free(fo->sum);
	fo->sum = NULL;
	fo->first = fo->last = -1;
	fo->why = FOCUS_NONE;
}

/* The box's width and height in cells. */
static int box_w(const struct focus *fo)
{
	return fo->ask.box[2] - fo->ask.box[0] + 1;
}

static int box_h(const struct focus *fo)
{
	return fo->ask.box[3] - fo->ask.box[1] + 1;
}

/* The brightest cell of the sums, placed between its neighbours; FOCUS_EDGE on the box's edge. */
static void brightest(struct focus *fo)
{
	const int w = box_w(fo), h = box_h(fo);
	const double *s = fo->sum;
	double total = 0;
	int best = 0;

	for (int i = 0; i < w * h; i++) {
		total += s[i];
		best = s[i] > s[best] ? i : best;
	}
	if (s[best] <= 0) {
		fo->why = FOCUS_STILL;
		return;
	}
	const int bx = best % w, by = best / w;

	if (bx == 0 || by == 0 || bx == w - 1 || by == h - 1) {
		fo->why = FOCUS_EDGE;
		fo->at[0] = fo->ask.box[0] + bx;
		fo->at[1] = fo->ask.box[1] + by;
		return;
	}
	const double across[3] = { s[best - w], s[best], s[best + w] };

	fo->at[0] = fo->ask.box[0] + graph_peak(s + by * w, bx);
	fo->at[1] = fo->ask.box[1] + by - 1 + graph_peak(across, 1);
	fo->peak = s[best] / (total / (w * h));
	fo->why = FOCUS_OK;
	fo->brightest = fo->at[0];
	fo->stretch[0] = fo->stretch[1] = 0;
	if (fo->ask.stretch[0] > 0) {
		const double *row = s + by * w, level = FOCUS_LEVEL * s[best];
		int l = bx, r = bx;

		while (l > 0 && row[l - 1] >= level)
			l--;
		while (r < w - 1 && row[r + 1] >= level)
			r++;
		if (l == 0 || r == w - 1) {
			fo->why = FOCUS_LONG;
			return;
		}
		fo->stretch[0] = fo->ask.box[0] + l - (row[l] - level) / (row[l] - row[l - 1]); /* between the cells */
		fo->stretch[1] = fo->ask.box[0] + r + (row[r] - level) / (row[r] - row[r + 1]);
		fo->at[0] = (fo->stretch[0] + fo->stretch[1]) / 2;
	}
}

void focus_step(struct focus *fo, const struct graph_frame *f, int on, const struct focus_ask *ask)
{
	const struct ripple *r = f->h->pool;
	const int mesh = f->h->mesh > 0 ? f->h->mesh : 1;
	int w, h;

	if (!on || !ask || ask->box[2] <= 0) {
		focus_free(fo);
		memset(&fo->ask, 0, sizeof fo->ask);
		return;
	}
	if (f->restart || memcmp(&fo->ask, ask, sizeof *ask) || f->h->halves != fo->halves || mesh != fo->mesh)
		focus_free(fo);
	fo->ask = *ask;
	fo->steps = f->steps;
	fo->halves = f->h->halves > 0 ? f->h->halves : 2;
	fo->mesh = mesh;
	w = box_w(fo);
	h = box_h(fo);
	if (w < 3 || h < 3 || ask->box[2] >= r->w || ask->box[3] >= r->h || ask->box[0] < 0 || ask->box[1] < 0) {
		fo->why = FOCUS_NONE;
		return;
	}
	if (ask->why) {
		fo->why = FOCUS_NO_THEORY;
		return;
	}
	if (!fo->steps) {
		fo->why = FOCUS_STILL;
		return;
	}
	if (f->h->step < ask->settle) {
		fo->why = FOCUS_ARRIVING;
		return;
	}
	if (!fo->sum) {
		if (!(fo->sum = calloc((size_t)w * (size_t)h, sizeof *fo->sum)))
			return;
		fo->first = fo->last = -1;
	}
	if (f->h->step == fo->last) /* the water has not moved since */
		return;
	for (int y = 0; y < h; y++)
		for (int x = 0; x < w; x++) {
			double v;

			if (graph_sample(r, ask->box[0] + x, ask->box[1] + y, ask->box[0] + x, ask->box[1] + y, &v, 1) == 1)
				fo->sum[y * w + x] += v * v;
		}
	fo->first = fo->first < 0 ? f->h->step : fo->first;
	fo->last = f->h->step;
	if (fo->last - fo->first < (long)FOCUS_PERIODS * fo->steps)
		fo->why = FOCUS_AVERAGING;
	else
		brightest(fo);
}

/* The offset of the brightest point from the theory's, in cells of the lesson. */
static double off(const struct focus *fo)
{
	const double dx = fo->at[0] - fo->ask.theory[0], dy = fo->at[1] - fo->ask.theory[1];

	return sqrt(dx * dx + dy * dy) / (fo->ask.unit > 0 ? fo->ask.unit : 1);
}

/* A frame of the water's steps. */
static long frame_of(const struct focus *fo, long step)
{
	return step * 2 / fo->halves;
}

int focus_lines(const struct focus *fo, char lines[][FONT_LINE])
{
	const int m = fo->mesh;

	if (fo->ask.box[2] <= 0)
		return 0;
	if (fo->why == FOCUS_NO_THEORY) {
		snprintf(lines[0], FONT_LINE, "focus: no theory");
		snprintf(lines[1], FONT_LINE, "%s", fo->ask.why);
		return 2;
	}
	if (fo->why == FOCUS_OK) {
		snprintf(lines[0], FONT_LINE, "focus %.0f,%.0f", fo->at[0] * m, fo->at[1] * m);
		snprintf(lines[1], FONT_LINE, "theory %d,%d", fo->ask.theory[0] * m, fo->ask.theory[1] * m);
		snprintf(lines[2], FONT_LINE, "%.1f cells off", off(fo));
		return 3;
	}
	snprintf(lines[0], FONT_LINE, "focus: %s", fo->why == FOCUS_ARRIVING ? "waves coming"
						  : fo->why == FOCUS_AVERAGING ? "averaging"
						  : fo->why == FOCUS_EDGE ? "none inside"
						  : fo->why == FOCUS_LONG ? "longer than searched"
									   : "still water");
	snprintf(lines[1], FONT_LINE, "theory %d,%d", fo->ask.theory[0] * m, fo->ask.theory[1] * m);
	return 2;
}

/* A curve of n values (peak 1) from x0 to x1, rising from `row` to `rise` pixels above it at 1, in
 * colour col, t pixels thick. */
static void curve(struct ripple_image *im, const double *v, int n, int x0, int x1, int row, int rise, unsigned int col,
		  int t)
{
	for (int i = 1; i < n; i++)
		plot_thick_line(im, x0 + (i - 1) * (x1 - x0) / (n - 1), row - (int)lround(v[i - 1] * rise),
				x0 + i * (x1 - x0) / (n - 1), row - (int)lround(v[i] * rise), col, t);
}

/* The brightness measured along the theory's row so far, its peak 1, into v (the box's width). */
static int measured_row(const struct focus *fo, double *v)
{
	const int w = box_w(fo), y = fo->ask.theory[1] - fo->ask.box[1];
	double peak = 0;

	if (!fo->sum || fo->first < 0 || y < 0 || y >= box_h(fo))
		return 0;
	for (int x = 0; x < w; x++)
		peak = fo->sum[y * w + x] > peak ? fo->sum[y * w + x] : peak;
	for (int x = 0; x < w && peak > 0; x++)
		v[x] = fo->sum[y * w + x] / peak;
	return peak > 0 ? w : 0;
}

/* x (pool cells, along the box's row) across the plot from x0 to x1. */
static int plot_x(const struct focus *fo, double x, int x0, int x1)
{
	return x0 + (int)lround((x - fo->ask.box[0]) * (x1 - x0) / (fo->ask.box[2] - fo->ask.box[0]));
}

/* A bright stretch (from, to: pool cells) as a bar at the level, its middle as a tick down to the
 * plot's floor. */
static void stretch_bar(const struct focus *fo, struct ripple_image *im, const double *st, int x0, int x1, int level,
			int floor, unsigned int col, int t)
{
	const int a = plot_x(fo, st[0], x0, x1), b = plot_x(fo, st[1], x0, x1), mid = (a + b) / 2;

	plot_thick_line(im, a, level, b, level, col, t);
	plot_thick_line(im, mid, level, mid, floor, col, t);
}

/* The brightness along the axis plotted in the panel's lower half: the theory's (in the curves'
 * colour) and the measured (white), their bright stretches and middles, a caption above, a key
 * below. */
static void draw_curves(const struct focus *fo, struct ripple_image *im, const struct plot_rect *r,
			const struct plot_colors *c, int scale)
{
	const int line = FONT_H * scale, x0 = r->x + 2 * scale, x1 = r->x + r->w - 3 * scale;
	const int floor = r->y + r->h - 2 * line, high = SDL_max(r->y + r->h / 2, floor - (x1 - x0) * 2 / 3);
	const int rise = floor - high - line, level = floor - (int)lround(FOCUS_LEVEL * rise), t = SDL_max(1, scale / 2);
	double *v;
	int n;

	if (rise < 4 * line || x1 - x0 < 8 * FONT_W * scale) /* no room */
		return;
	v = malloc(sizeof *v * (size_t)box_w(fo));
	font_draw(im, x0, high, "along the axis", c->text, c->bg, scale);
	plot_line(im, x0, floor, x1, floor, c->axis);
	curve(im, fo->ask.curve, fo->ask.ncurve, x0, x1, floor, rise, c->curve, t);
	if (fo->ask.stretch[0] > 0)
		stretch_bar(fo, im, fo->ask.stretch, x0, x1, level + 2 * t, floor, c->curve, t);
	if (v && (n = measured_row(fo, v)) > 1)
		curve(im, v, n, x0, x1, floor, rise, c->text, t);
	if (fo->why == FOCUS_OK && fo->stretch[0] > 0)
		stretch_bar(fo, im, fo->stretch, x0, x1, level + 4 * t, floor, c->text, t);
	font_draw(im, x0, floor + line / 2, "measured", c->text, c->bg, scale);
	font_draw(im, x0 + 9 * FONT_W * scale, floor + line / 2, "theory", c->curve, c->bg, scale);
	free(v);
}

void focus_draw(const struct focus *fo, struct ripple_image *im, const struct plot_rect *r, const struct plot_colors *c,
		int scale)
{
	char lines[FOCUS_LINES][FONT_LINE];

	plot_words(im, r, lines, focus_lines(fo, lines), 0, c, scale);
	if (fo->ask.curve && fo->ask.ncurve > 1 && fo->why != FOCUS_NO_THEORY)
		draw_curves(fo, im, r, c, scale);
}

void focus_mark(const struct focus *fo, struct ripple_image *im, const struct plot_colors *c)
{
	const int m = fo->mesh > 0 ? fo->mesh : 1, tx = fo->ask.theory[0] * m, ty = fo->ask.theory[1] * m;
	const int arm = im->h / 60 > 5 ? im->h / 60 : 5, t = im->h / 400 > 1 ? im->h / 400 : 1; /* seen from the back */

	if (fo->ask.box[2] <= 0 || fo->why == FOCUS_NO_THEORY)
		return;
	plot_thick_line(im, tx - arm, ty - arm, tx + arm, ty - arm, c->curve, t); /* the theory's: a square */
	plot_thick_line(im, tx + arm, ty - arm, tx + arm, ty + arm, c->curve, t);
	plot_thick_line(im, tx + arm, ty + arm, tx - arm, ty + arm, c->curve, t);
	plot_thick_line(im, tx - arm, ty + arm, tx - arm, ty - arm, c->curve, t);
	if (fo->why == FOCUS_OK) { /* the measured one: a white cross */
		const int x = (int)lround(fo->at[0] * m), y = (int)lround(fo->at[1] * m);

		plot_thick_line(im, x - arm, y - arm, x + arm, y + arm, c->text, t);
		plot_thick_line(im, x - arm, y + arm, x + arm, y - arm, c->text, t);
	}
}

void focus_report(const struct focus *fo, FILE *out)
{
	const int m = fo->mesh > 0 ? fo->mesh : 1;

	if (fo->ask.box[2] <= 0)
		return;
	switch (fo->why) {
	case FOCUS_OK:
		if (fo->ask.stretch[0] > 0)
			fprintf(out, "focus: the bright stretch's middle at %.1f,%.1f (theory %d,%d: %.1f lesson cells off), over "
				"%.0f%% of the brightest along the row from x %.1f to %.1f (theory %.1f to %.1f), brightest at "
				"x %.1f, ", fo->at[0] * m, fo->at[1] * m, fo->ask.theory[0] * m, fo->ask.theory[1] * m, off(fo),
				100 * FOCUS_LEVEL, fo->stretch[0] * m, fo->stretch[1] * m, fo->ask.stretch[0] * m,
				fo->ask.stretch[1] * m, fo->brightest * m);
		else
			fprintf(out, "focus: brightest at %.1f,%.1f (theory %d,%d: %.1f lesson cells off), ", fo->at[0] * m,
				fo->at[1] * m, fo->ask.theory[0] * m, fo->ask.theory[1] * m, off(fo));
		fprintf(out, "%.1f times the region's mean, the squared heights averaged from frame %ld to %ld (picture pixels)\n",
			fo->peak, frame_of(fo, fo->first), frame_of(fo, fo->last));
		break;
	case FOCUS_LONG:
		fprintf(out, "focus: the bright stretch (over %.0f%% of the brightest, at %.0f,%.0f) runs past the region "
			"searched along the row; theory %d,%d (from x %.1f to %.1f)\n", 100 * FOCUS_LEVEL, fo->at[0] * m,
			fo->at[1] * m, fo->ask.theory[0] * m, fo->ask.theory[1] * m, fo->ask.stretch[0] * m,
			fo->ask.stretch[1] * m);
		break;
	case FOCUS_ARRIVING:
		fprintf(out, "focus: not yet, the waves are still crossing the pool (averaging starts at frame %ld); theory "
			"%d,%d\n", frame_of(fo, fo->ask.settle), fo->ask.theory[0] * m, fo->ask.theory[1] * m);
		break;
	case FOCUS_AVERAGING:
		fprintf(out, "focus: not yet, averaging since frame %ld, %d periods needed (%ld so far); theory %d,%d\n",
			frame_of(fo, fo->first), FOCUS_PERIODS, fo->steps ? (fo->last - fo->first) / fo->steps : 0,
			fo->ask.theory[0] * m, fo->ask.theory[1] * m);
		break;
	case FOCUS_EDGE:
		fprintf(out, "focus: none inside the region searched, its brightest cell %.0f,%.0f lies on its edge; theory "
			"%d,%d\n", fo->at[0] * m, fo->at[1] * m, fo->ask.theory[0] * m, fo->ask.theory[1] * m);
		break;
	case FOCUS_NO_THEORY:
		fprintf(out, "focus: no reading: %s\n", fo->ask.why);
		break;
	default:
		fprintf(out, "focus: no waves to average (no source beating, or still water); theory %d,%d\n",
			fo->ask.theory[0] * m, fo->ask.theory[1] * m);
		break;
	}
}
