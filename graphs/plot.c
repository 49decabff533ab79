/* plot.c - draws the graphs into an image of any depth: the wave profile's strip and the intensity screen's panel. */
#include "graphs/plot.h"

#include <math.h>
#include <stddef.h>
#include <string.h>

/* The rect, clipped to im, filled with v: its first row pixel by pixel, the others copies of it (a
 * panel of a 4K sheet is 2 million pixels). */
static void fill(struct ripple_image *im, const struct plot_rect *r, unsigned int v)
{
	const int x0 = r->x > 0 ? r->x : 0, x1 = r->x + r->w < im->w ? r->x + r->w : im->w;
	const int y0 = r->y > 0 ? r->y : 0, y1 = r->y + r->h < im->h ? r->y + r->h : im->h;
	const size_t left = (size_t)(im->bpp * x0), bytes = (size_t)(im->bpp * (x1 - x0));

	if (x0 >= x1 || y0 >= y1)
		return;
	for (int x = x0; x < x1; x++)
		ripple_image_put(im, x, y0, v);
	for (int y = y0 + 1; y < y1; y++)
		memcpy(im->pixels + (size_t)im->pitch * (size_t)y + left, im->pixels + (size_t)im->pitch * (size_t)y0 + left, bytes);
}

void plot_line(struct ripple_image *im, int x0, int y0, int x1, int y1, unsigned int v)
{
	const int dx = x1 > x0 ? x1 - x0 : x0 - x1, dy = y1 > y0 ? y0 - y1 : y1 - y0;
	const int sx = x0 < x1 ? 1 : -1, sy = y0 < y1 ? 1 : -1;
	int e = dx + dy;

	for (;;) {
		const int e2 = 2 * e;

		ripple_image_put(im, x0, y0, v);
		if (x0 == x1 && y0 == y1)
			return;
		if (e2 >= dy) {
			e += dy;
			x0 += sx;
		}
		if (e2 <= dx) {
			e += dx;
			y0 += sy;
		}
	}
}

void plot_thick_line(struct ripple_image *im, int x0, int y0, int x1, int y1, unsigned int v, int t)
{
	for (int i = 0; i < t; i++) {
		plot_line(im, x0 + i, y0, x1 + i, y1, v);
		plot_line(im, x0, y0 + i, x1, y1 + i, v);
	}
}

static double largest_size(const double *v, int n)
{
	double m = 0;

	for (int i = 0; i < n; i++)
		m = fabs(v[i]) > m ? fabs(v[i]) : m;
	return m > 0 ? m : 1;
}

/* Where along `len` pixels from `at` the place i of n falls (0 and n - 1 at the ends). */
static int across(int at, int len, double i, int n)
{
	return at + (n > 1 ? (int)lround(i * (len - 1) / (n - 1)) : 0);
}

/* The characters across a strip of w pixels at font scale s, a pixel of margin (times s) left. */
static int columns(int w, int s)
{
	const int cols = (w - s) / (FONT_W * s);

	return cols < 1 ? 1 : cols > FONT_LINE - 1 ? FONT_LINE - 1 : cols;
}

int plot_caption(const char *caption, const struct plot_rect *rect, int scale, char lines[][FONT_LINE], int *text)
{
	char wrapped[PLOT_CAPTION_LINES + 1][FONT_LINE]; /* one more: whether any were left out */
	int s = scale, n, room;

	for (;; s--) {
		room = (rect->h * 2 / 3 - 2 * s) / (FONT_H * s);
		n = font_wrap(caption, columns(rect->w, s), wrapped, PLOT_CAPTION_LINES + 1);
		if (s <= 1 || (n <= room && n <= PLOT_CAPTION_LINES))
			break;
	}
	*text = s > 1 ? s : 1;
	room = room < 1 ? 1 : room > PLOT_CAPTION_LINES ? PLOT_CAPTION_LINES : room;
	if (n > room) { /* cut short, and said so */
		const int cols = columns(rect->w, *text);
		size_t len = strlen(wrapped[room - 1]);

		len = len + 3 <= (size_t)cols ? len : (size_t)cols > 3 ? (size_t)cols - 3 : 0;
		memcpy(wrapped[room - 1] + len, "...", 4);
		n = room;
	}
	memcpy(lines, wrapped, (size_t)n * sizeof *wrapped);
	return n;
}

void plot_profile(struct ripple_image *im, const struct plot_rect *rect, const double *v, int n, const double *crests,
		  int nc, const char *text, const struct plot_colors *c, int scale)
{
	char caption[PLOT_CAPTION_LINES][FONT_LINE];
	int ts; /* the caption's font scale */
	const int nlines = plot_caption(text, rect, scale, caption, &ts);
	const int top = rect->y + nlines * FONT_H * ts + 2 * ts, tick = 3 * scale;
	const int mid = (top + tick + rect->y + rect->h - 2) / 2, half = rect->y + rect->h - 2 - mid;
	const double k = half / largest_size(v, n);
	int px = rect->x, py = mid - (int)lround(v[0] * k);

	fill(im, rect, c->bg);
	for (int i = 0; i < nlines; i++)
		font_draw(im, rect->x + ts, rect->y + ts + i * FONT_H * ts, caption[i], c->text, c->bg, ts);
	plot_line(im, rect->x, mid, rect->x + rect->w - 1, mid, c->axis);
	for (int i = 1; i < n; i++) {
		const int x = across(rect->x, rect->w, i, n), y = mid - (int)lround(v[i] * k);

		plot_line(im, px, py, x, y, c->curve);
		px = x;
		py = y;
	}
	for (int i = 0; i < nc; i++) {
		const int s = (int)lround(crests[i]), x = across(rect->x, rect->w, crests[i], n);
		const int y = mid - (int)lround(v[s < 0 ? 0 : s >= n ? n - 1 : s] * k) - scale;

		plot_line(im, x, y - tick, x, y - scale, c->mark);
		plot_line(im, x - scale, y - tick, x + scale, y - tick, c->mark);
	}
}

void plot_ground(struct ripple_image *im, const struct plot_rect *rect, const struct plot_colors *c)
{
	fill(im, rect, c->bg);
}

void plot_words(struct ripple_image *im, const struct plot_rect *rect, char lines[][FONT_LINE], int n, int title,
		const struct plot_colors *c, int scale)
{
	char wrapped[12][FONT_LINE];
	const int cols = (rect->w - 2 * scale) / (FONT_W * scale);
	int y = rect->y + scale;

	fill(im, rect, c->bg);
	for (int i = 0; i < n && cols > 0; i++) {
		const int m = font_wrap(lines[i], cols, wrapped, 12);
		const unsigned int ink = title && !i ? c->mark : c->text;

		for (int j = 0; j < m && y + FONT_H * scale <= rect->y + rect->h; j++, y += FONT_H * scale)
			font_draw(im, rect->x + scale, y, wrapped[j], ink, c->bg, scale);
		y += title && !i ? FONT_H * scale / 2 : 0;
	}
}

void plot_screen(struct ripple_image *im, const struct plot_rect *rect, int rows, const double *v, int n,
		 const double *maxima, int nm, char lines[][FONT_LINE], int nlines, const struct plot_colors *c,
		 int scale)
{
	const int left = rect->x + 2 * scale, room = rect->w - 4 * scale;
	const struct plot_rect text = { rect->x, rect->y + rect->h - nlines * FONT_H * scale, rect->w, nlines * FONT_H * scale };
	const double k = room / largest_size(v, n);
	int px = left + (int)lround(v[0] * k), py = across(rect->y, rows, 0, n);

	fill(im, rect, c->bg);
	plot_line(im, left, rect->y, left, rect->y + rows - 1, c->axis);
	for (int i = 0; i < nm; i++) {
		const int s = (int)lround(maxima[i]), y = across(rect->y, rows, maxima[i], n);

		plot_line(im, left, y, left + (int)lround(v[s < 0 ? 0 : s >= n ? n - 1 : s] * k), y, c->mark);
	}
	for (int i = 1; i < n; i++) {
		const int x = left + (int)lround(v[i] * k), y = across(rect->y, rows, i, n);

		plot_line(im, px, py, x, y, c->curve);
		px = x;
		py = y;
	}
	if (text.y < rect->y + rows) /* over the curve's foot (no rows of its own below the water): on a ground of its own */
		fill(im, &text, c->bg);
	for (int i = 0; i < nlines; i++)
		font_draw(im, rect->x + scale, text.y + i * FONT_H * scale, lines[i], c->text, c->bg, scale);
}
