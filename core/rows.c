/* rows.c - the water over the pool or a band of rows: its step (the article's, the variants'), its sources, its render. */

/*
 * The pool steps, is driven by its sources and is rendered here, over the whole pool or over a
 * band of rows for a thread: ripple.c sets the pool up, and the core's banded files (steps.c,
 * mesh.c, views.c, checkerboard.c) call these rows too. The article's own step and render go to
 * the pool's kernel (kernels.c); the classroom variants (12 neighbours, other damping, reflecting
 * and absorbing edges, walls) step a row at a time by the kernel's variant row, or a cell at a
 * time by the plain reference.
 */
#include "core/cells.h"

#include "core/kernels.h"

#include <limits.h>
#include <string.h>

int ripple_still(const struct ripple *r)
{
	return !r->live[0] && !r->live[1];
}

/* The article's step over cells [begin, end) of those it computes (w .. w*h-w-1), by the pool's
 * kernel (kernels.c derives the equation). */
static void spread_article(struct ripple *r, int begin, int end)
{
	begin = begin < r->w ? r->w : begin;
	end = end > r->w * r->h - r->w ? r->w * r->h - r->w : end;
	if (begin < end)
		ripple_kernels[r->kernel]->spread(r->cur, r->prev, r->w, begin, end);
}

/*
 * The 12-neighbour variant of the notes on the article: the 8 cells around x0 and the 4 two
 * steps away on the axes, with 12a + b = 1 and b = -1, so a = 1/6:
 *
 *     x0' = (x1 + ... + x12) / 6 - x0
 *
 * The division is C's, truncating toward zero (-7 / 6 = -1), so the sum's sign does not bias it.
 */
static int sum12(const short *b, int i, int w)
{
	return b[i - 1] + b[i + 1] + b[i - w] + b[i + w] + b[i - w - 1] + b[i - w + 1] + b[i + w - 1] +
	       b[i + w + 1] + b[i - 2] + b[i + 2] + b[i - 2 * w] + b[i + 2 * w];
}

/* The part of a change the absorbing layer takes: change * loss / 256, rounded to the nearest
 * (half away from zero), so that a small loss does not take a whole unit from every change. */
static int sponge_loss(int change, int loss)
{
	int x = change * loss;

	return (x + (x < 0 ? -128 : 128)) / 256;
}

/* One cell of a variant's step: the stencil, the damping, the absorbing edge. The variants halve
 * the 4-neighbour sum to the nearest, a half to the even neighbour (ripple_half_even), where the
 * article shifts ">> 1", which rounds down: that bias sinks the whole pool a little each step,
 * which the article's damping hides but undamped water would show as a sinking, sloshing pool
 * instead of waves that go on. Truncating toward zero (C's "/ 2") has no such bias, but takes its
 * half toward zero: a pull of a quarter unit a step on every cell, toward the still level, which
 * acts as a stiffer spring on small waves, so that they run faster than the scheme's (a double
 * slit's waves rang up to twice their height between the line source and the barrier at 1280x720,
 * and the weak waves behind the slits broke up). A half to the even neighbour is up as often as
 * down, whatever the wave's sign: the same pool's waves keep the heights of exact arithmetic. */
static short spread_cell(const struct ripple *r, const short *now, const short *next, int i)
{
	const int w = r->w;
	int sum = r->stencil == 12 ? sum12(now, i, w) / 6
				   : ripple_half_even(now[i - 1] + now[i + 1] + now[i - w] + now[i + w]);
	short v = (short)((r->slow ? ripple_shallow(sum, now[i], r->slow[i]) : sum) - next[i]);

	if (r->damping)
		v = (short)(v - (v >> r->damping));
	if (r->sponge && r->sponge[i]) /* damp the change, not the height: the damped wave equation */
		v = (short)(v - sponge_loss(v - now[i], r->sponge[i]));
	return v;
}

/* Mur's absorbing boundary: a border cell b takes the wave its inner neighbour i had, as if the
 * wave went on outwards: b' = i + k (i' - b), k = (c - 1) / (c + 1) with c = 1 / sqrt 2, the
 * waves' speed in cells a step: k = -44 / 256, rounded to the nearest. */
static short mur(int border_now, int inner_now, int inner_next)
{
	int x = (inner_next - border_now) * -44;

	return (short)(inner_now + (x + (x < 0 ? -128 : 128)) / 256);
}

/* For a border cell of an absorbing pool, the ring it is on (0 at the edge) and its neighbour
 * one ring inwards, straight in, or diagonally in a corner; in a pool too thin to have one, the
 * nearest cell that way. Returns 0 for an inner cell, and for a place outside the pool. */
static int border_inner(const struct ripple *r, int x, int y, int *ix, int *iy)
{
	const int d = ripple_reach(r);
	int ring = x < y ? x : y;

	ring = ring < r->w - 1 - x ? ring : r->w - 1 - x;
	ring = ring < r->h - 1 - y ? ring : r->h - 1 - y;
	if (ring < 0 || ring >= d) /* outside the pool (a ring past a thin pool's middle), or inside */
		return 0;
	*ix = x < ring + 1 ? ring + 1 : x > r->w - 2 - ring ? r->w - 2 - ring : x;
	*iy = y < ring + 1 ? ring + 1 : y > r->h - 2 - ring ? r->h - 2 - ring : y;
	*ix = *ix < 0 ? 0 : *ix >= r->w ? r->w - 1 : *ix;
	*iy = *iy < 0 ? 0 : *iy >= r->h ? r->h - 1 : *iy;
	return 1;
}

/* A border cell of an absorbing pool from its neighbour inwards, whose new height (in next) is
 * made, and the heights now. */
static void border_cell(const struct ripple *r, const short *now, short *next, int x, int y)
{
	const int w = r->w;
	int ix, iy;

	if (border_inner(r, x, y, &ix, &iy))
		next[y * w + x] = mur(now[y * w + x], now[iy * w + ix], next[iy * w + ix]);
}

/* The ring of border cells `ring` cells in from the edge: its top and bottom rows, then the
 * rest of its left and right columns. */
static void spread_border(struct ripple *r, int ring)
{
	for (int x = ring; x < r->w - ring; x++) {
		border_cell(r, r->cur, r->prev, x, ring);
		border_cell(r, r->cur, r->prev, x, r->h - 1 - ring);
	}
	for (int y = ring + 1; y < r->h - 1 - ring; y++) {
		border_cell(r, r->cur, r->prev, ring, y);
		border_cell(r, r->cur, r->prev, r->w - 1 - ring, y);
	}
}

/* The border cells of rows [y0, y1), ring by ring from the inside: a ring's top and bottom rows
 * whole, its left and right cells in the rows between. A cell's neighbour inwards lies one ring in,
 * in its own row but on a ring's top and bottom rows (whose neighbours are in the row inside): the
 * inner rows' cells need only their own row's new heights, the outer rows' all those of rows up to
 * the first inner one (ripple_variant_rows). In a pool of more than 2 reach cells each way no cell
 * reads one of its own ring, and this order makes what spread_border's does. */
static void border_rows(const struct ripple *r, const short *now, short *next, int y0, int y1)
{
	for (int ring = ripple_reach(r) - 1; ring >= 0; ring--)
		for (int y = y0; y < y1; y++)
			if (y == ring || y == r->h - 1 - ring) {
				for (int x = ring; x < r->w - ring; x++)
					border_cell(r, now, next, x, y);
			} else if (y > ring && y < r->h - 1 - ring) {
				border_cell(r, now, next, ring, y);
				border_cell(r, now, next, r->w - 1 - ring, y);
			}
}

/* Cells [x0, x1) of row y by the kernel's row, v's walls read only over the row's columns that
 * have any (wall_rows): the spans before and after them without. */
static void wall_spans(const struct ripple *r, struct ripple_variant v, const short *now, short *next, int y, int x0,
		       int x1)
{
	const size_t at = (size_t)y * (size_t)r->w;
	void (*row)(const struct ripple_variant *, const short *, short *, int, int) =
		ripple_kernels[r->kernel]->variant_row;
	int lo = x1, hi = x1, in0, in1;

	if (v.walls)
		ripple_wall_columns(r, y, &lo, &hi);
	in0 = lo > x0 ? lo : x0;
	in1 = hi < x1 ? hi : x1;

	if (in0 >= in1) {
		v.walls = NULL;
		row(&v, now + at, next + at, x0, x1);
		return;
	}
	row(&v, now + at, next + at, in0, in1);
	v.walls = NULL;
	row(&v, now + at, next + at, x0, in0);
	row(&v, now + at, next + at, in1, x1);
}

/* The cells [x0, x1) of row y of a variant's step by the kernel's row, the shallow map read when
 * `shallow`: cells [x0, x1) of an absorbing pool's inner rows in three spans, the layer's sides and the open water between them,
 * where the layer takes nothing (ripple.c's make_sponge) and the row needs not read it; each span's
 * walls as wall_spans reads them. */
static void variant_span(const struct ripple *r, const short *now, short *next, int y, int x0, int x1, int shallow)
{
	const size_t at = (size_t)y * (size_t)r->w;
	const int layer = r->sponge ? ripple_sponge_width(r) : 0;
	struct ripple_variant v = { r->w, r->stencil, r->damping, r->sponge ? r->sponge + at : NULL,
				    r->walls ? r->walls + at : NULL, shallow ? r->slow + at : NULL };
	const int open0 = x0 > layer ? x0 : layer, open1 = x1 < r->w - layer ? x1 : r->w - layer;

	if (!layer || y < layer || y >= r->h - layer || open0 >= open1) {
		wall_spans(r, v, now, next, y, x0, x1);
		return;
	}
	wall_spans(r, v, now, next, y, x0, open0);
	wall_spans(r, v, now, next, y, open1, x1);
	v.sponge = NULL;
	wall_spans(r, v, now, next, y, open0, open1);
}

/* The cells [x0, x1) of row y of a variant's step by the kernel's row: with shallow water, the
 * row's columns that have any (slow_rows) with the map, the spans before and after them without
 * (where the map is 0, which changes nothing); each span as variant_span takes it. */
static void variant_row(const struct ripple *r, const short *now, short *next, int y, int x0, int x1)
{
	const int lo = r->slow ? r->slow_rows[2 * y] : x1, hi = r->slow ? r->slow_rows[2 * y + 1] : x1;
	const int in0 = lo > x0 ? lo : x0, in1 = hi < x1 ? hi : x1;

	if (in0 >= in1) {
		variant_span(r, now, next, y, x0, x1, 0);
		return;
	}
	variant_span(r, now, next, y, in0, in1, 1);
	if (x0 < in0)
		variant_span(r, now, next, y, x0, in0, 0);
	if (in1 < x1)
		variant_span(r, now, next, y, in1, x1, 0);
}

/* Rows [y0, y1) of a variant's step from now into next, over the cells that move: with classic
 * edges, all but the first and last rows (two of each for the 12-neighbour stencil), reading across
 * row ends as the article does; otherwise the inside of the border. Walls stay 0. By the kernel's
 * row when it has one, else cell by cell (the `article` kernel: the plain reference). */
static void variant_rows(const struct ripple *r, const short *now, short *next, int y0, int y1)
{
	const int d = ripple_reach(r), w = r->w;
	const int x0 = r->edge == RIPPLE_EDGE_CLASSIC ? 0 : d, x1 = r->edge == RIPPLE_EDGE_CLASSIC ? w : w - d;

	for (int y = y0 < d ? d : y0; y < (y1 < r->h - d ? y1 : r->h - d); y++) {
		const size_t at = (size_t)y * (size_t)w;

		if (ripple_kernels[r->kernel]->variant_row) {
			variant_row(r, now, next, y, x0, x1);
			continue;
		}
		for (int x = x0; x < x1; x++) {
			const int i = (int)at + x;

			next[i] = r->walls && r->walls[i] ? 0 : spread_cell(r, now, next, i);
		}
	}
}

void ripple_variant_rows(const struct ripple *r, const short *now, short *next, int y0, int y1)
{
	const int d = ripple_reach(r), h = r->h;

	variant_rows(r, now, next, y0, y1);
	if (r->edge != RIPPLE_EDGE_ABSORB)
		return;
	border_rows(r, now, next, y0 > d ? y0 : d, y1 < h - d ? y1 : h - d);
	if (y0 <= d && d < y1) /* the first inner row made: the rows above it */
		border_rows(r, now, next, 0, d);
	if (y0 <= h - d - 1 && h - d - 1 < y1) /* the last: the rows below */
		border_rows(r, now, next, h - d, h);
}

/* In blocks the compiler can vectorize, stopping at the first block that moves, so rough water
 * costs little and still water one pass. */
int ripple_any_height(const short *b, size_t n)
{
	size_t i = 0;

	for (; i + 64 <= n; i += 64) {
		short any = 0;

		for (size_t j = 0; j < 64; j++)
			any |= b[i + j];
		if (any)
			return 1;
	}
	for (; i < n; i++)
		if (b[i])
			return 1;
	return 0;
}

/* The height the next step leaves in cell (x, y), by the step's own arithmetic. */
static int next_height(const struct ripple *r, int x, int y)
{
	const int w = r->w, i = y * w + x;
	int ix, iy;

	if (ripple_still(r))
		return 0;
	if (!ripple_step_computes(r, x, y)) /* left alone: it keeps the other buffer's height, 0 in a wall */
		return r->walls && r->walls[i] ? 0 : r->prev[i];
	if (r->edge == RIPPLE_EDGE_ABSORB && border_inner(r, x, y, &ix, &iy))
		return mur(r->cur[i], r->cur[iy * w + ix], next_height(r, ix, iy));
	if (ripple_article_step(r)) {
		short v = (short)(((r->cur[i - 1] + r->cur[i + 1] + r->cur[i - w] + r->cur[i + w]) >> 1) - r->prev[i]);

		return (short)(v - (v >> 5));
	}
	return spread_cell(r, r->cur, r->prev, i);
}

int ripple_explain(const struct ripple *r, int x, int y, struct ripple_cell *c)
{
	const int w = r->w, i = y * w + x;
	const short *b = r->cur;
	int ix, iy;

	if (x < 0 || y < 0 || x >= r->w || y >= r->h)
		return RIPPLE_EINVAL;
	memset(c, 0, sizeof *c);
	c->x0 = b[i];
	c->prev = r->prev[i];
	c->up = y > 0 ? b[i - w] : 0;
	c->down = y < r->h - 1 ? b[i + w] : 0;
	c->left = i > 0 ? b[i - 1] : 0;
	c->right = i < w * r->h - 1 ? b[i + 1] : 0;
	c->next = next_height(r, x, y);
	c->border = r->edge == RIPPLE_EDGE_ABSORB && border_inner(r, x, y, &ix, &iy);
	c->moves = ripple_step_computes(r, x, y) && !c->border && !ripple_still(r);
	c->stencil = r->stencil;
	c->article = ripple_article_step(r);
	c->damping = r->damping;
	c->absorbs = r->sponge && r->sponge[i];
	if (!c->moves)
		return RIPPLE_OK;
	c->sum = r->stencil == 12 ? sum12(b, i, w) : c->left + c->right + c->up + c->down;
	c->wave = c->article ? (short)((c->sum >> 1) - c->prev)
				  : (short)((r->stencil == 12 ? c->sum / 6 : ripple_half_even(c->sum)) - c->prev);
	return RIPPLE_OK;
}

int ripple_in_bands(const struct ripple *r)
{
	return ripple_article_step(r);
}

void ripple_spread_rows(struct ripple *r, int y0, int y1)
{
	if (ripple_article_step(r))
		spread_article(r, y0 * r->w, y1 * r->w);
	else
		variant_rows(r, r->cur, r->prev, y0, y1);
}

void ripple_spread_done(struct ripple *r)
{
	short *swap = r->cur;

	if (r->edge == RIPPLE_EDGE_ABSORB) /* the border from the new heights inside it */
		for (int ring = ripple_reach(r) - 1; ring >= 0; ring--)
			spread_border(r, ring);
	r->cur = r->prev;
	r->prev = swap;
	r->live[1] = r->live[0];
	r->live[0] = ripple_any_height(r->cur, (size_t)r->w * (size_t)r->h);
}

void ripple_spread(struct ripple *r)
{
	if (ripple_still(r))
		return; /* still water stays still: the step would only swap two buffers of zeros */
	ripple_spread_rows(r, 0, r->h);
	ripple_spread_done(r);
}

int ripple_sponge_width(const struct ripple *r)
{
	const int side = r->w < r->h ? r->w : r->h;

	return side / 4 < 1 ? 1 : side / 4 > r->sponge_width ? r->sponge_width : side / 4;
}

/* sin(2 pi i / 64) * 127, rounded: the periodic sources' wave, the same on every machine. */
static const signed char sine64[64] = {
	0, 12, 25, 37, 49, 60, 71, 81, 90, 98, 106, 112, 117, 122, 125, 126,
	127, 126, 125, 122, 117, 112, 106, 98, 90, 81, 71, 60, 49, 37, 25, 12,
	0, -12, -25, -37, -49, -60, -71, -81, -90, -98, -106, -112, -117, -122, -125, -126,
	-127, -126, -125, -122, -117, -112, -106, -98, -90, -81, -71, -60, -49, -37, -25, -12
};

static void source_cell(const struct ripple *r, short *buf, int x, int y, const struct ripple_source *s, int h);

/* Whether a source moves. */
static int moving(const struct ripple_source *s)
{
	return s->vx || s->vy;
}

static int source_ok(const struct ripple_source *s, struct ripple_line *l)
{
	const int d = s->line ? 0 : s->radius;

	return s->amplitude >= 1 && s->amplitude <= 32767 && s->period >= 2 && s->period <= RIPPLE_MAX_PERIOD && d >= 0 &&
	       d <= 64 && ripple_line_start(l, s->x, s->y, s->line ? s->x1 : s->x, s->line ? s->y1 : s->y) == RIPPLE_OK &&
	       (!moving(s) || (!s->line && s->adds && s->moves >= 0 && s->vx >= -RIPPLE_MAX_MOVE &&
			       s->vx <= RIPPLE_MAX_MOVE && s->vy >= -RIPPLE_MAX_MOVE && s->vy <= RIPPLE_MAX_MOVE));
}

void ripple_source_at(const struct ripple_source *s, long long step, long long *fx, long long *fy)
{
	long long t = step - s->from;

	t = t < 0 ? 0 : t > s->moves ? s->moves : t;
	*fx = (long long)s->x * RIPPLE_MOVE_UNIT + (long long)s->vx * t;
	*fy = (long long)s->y * RIPPLE_MOVE_UNIT + (long long)s->vy * t;
}

/* a / b rounded to the nearest, halves away from 0 (b > 0). */
static long long rounded(long long a, long long b)
{
	return a >= 0 ? (a + b / 2) / b : -((-a + b / 2) / b);
}

/* A moving point's disc at step's place with beat h added to its cells in rows [y0, y1): each cell
 * its share of the disc moved there, the cells of the disc around its place each spread over the
 * four cells around theirs by the bilinear weights of the place's fraction. */
static void moving_rows(const struct ripple *r, short *buf, const struct ripple_source *s, long long step, int h,
			int y0, int y1)
{
	const long long U = RIPPLE_MOVE_UNIT;
	const int d = s->radius;
	long long fx, fy;

	ripple_source_at(s, step, &fx, &fy);
	const long long ix = fx >= 0 ? fx / U : -((-fx + U - 1) / U), iy = fy >= 0 ? fy / U : -((-fy + U - 1) / U);
	const long long ax = fx - ix * U, ay = fy - iy * U;
	const long long w[2][2] = { { (U - ax) * (U - ay), ax * (U - ay) }, { (U - ax) * ay, ax * ay } };

	for (long long y = iy - d; y <= iy + d + 1; y++) {
		if (y < y0 || y >= y1 || y < 0 || y >= r->h)
			continue;
		for (long long x = ix - d; x <= ix + d + 1; x++) {
			long long weight = 0;

			if (x < 0 || x >= r->w)
				continue;
			for (int j = 0; j < 2; j++) /* the disc's cells whose share falls here */
				for (int i = 0; i < 2; i++) {
					const long long ox = x - i - ix, oy = y - j - iy;

					weight += ox * ox + oy * oy <= (long long)d * d ? w[j][i] : 0;
				}
			if (weight)
				source_cell(r, buf, (int)x, (int)y, s, (int)rounded(h * weight, U * U));
		}
	}
}

/* Where `step` falls in source s's wave, in 64ths of the period times the period: the sine table's
 * index is it over the period, the fraction between that entry and the next its remainder. A
 * negative step counts back from step 0, as the wave does. */
static long long phase64(const struct ripple_source *s, long long step)
{
	return (step % s->period + s->period) % s->period * 64;
}

/* An adding source's beat at `step`: the sine table read between its steps (linearly), so that a
 * period of many steps makes no stairs. */
static int smooth_beat(const struct ripple_source *s, long long step)
{
	const long long t = phase64(s, step + s->phase);
	const long long i = t / s->period, f = t % s->period;

	return (int)((long long)s->amplitude * (sine64[i] * (s->period - f) + sine64[(i + 1) % 64] * f) /
		     (127LL * s->period));
}

/* A source's cell (x, y) of the heights now (buf) at the beat h: set to it, or for an adding source
 * h added, held within a short; left out when the step does not compute it. */
static void source_cell(const struct ripple *r, short *buf, int x, int y, const struct ripple_source *s, int h)
{
	const int i = r->w * y + x, v = buf[i] + h;

	if (ripple_step_computes(r, x, y))
		buf[i] = (short)(!s->adds ? h : v > SHRT_MAX ? SHRT_MAX : v < -SHRT_MAX ? -SHRT_MAX : v);
}

/* A source's height at `step` (or for an adding one its change since step - 1). */
static int source_beat(const struct ripple_source *s, long long step)
{
	return s->adds ? smooth_beat(s, step) - smooth_beat(s, step - 1) : smooth_beat(s, step);
}

int ripple_drive(struct ripple *r, const struct ripple_source *sources, int n, long long step)
{
	const struct ripple_source *s = sources;
	struct ripple_line l;

	for (int k = 0; k < n; k++)
		if (!source_ok(&sources[k], &l))
			return RIPPLE_EINVAL;
	for (int k = 0; k < n; k++, s++) {
		const int h = source_beat(s, step);
		const int d = s->line ? 0 : s->radius;

		r->live[0] = 1;
		if (moving(s)) {
			moving_rows(r, r->cur, s, step, h, 0, r->h);
			continue;
		}
		source_ok(s, &l);
		do
			for (int y = l.y - d; y <= l.y + d; y++)
				for (int x = l.x - d; x <= l.x + d; x++)
					if ((x - l.x) * (x - l.x) + (y - l.y) * (y - l.y) <= d * d && x >= 0 && y >= 0 &&
					    x < r->w && y < r->h)
						source_cell(r, r->cur, x, y, s, h);
		while (ripple_line_next(&l));
	}
	return RIPPLE_OK;
}

void ripple_held_clear(const struct ripple *r, const struct ripple_source *sources, int n, int margin, short *buf,
		       int y0, int y1)
{
	struct ripple_line l;

	for (int k = 0; k < n; k++) {
		const struct ripple_source *s = &sources[k];
		const int d = (s->line ? 0 : s->radius) + margin;

		if (s->adds || !source_ok(s, &l))
			continue;
		do
			for (int y = l.y - d > y0 ? l.y - d : y0; y <= l.y + d && y < y1 && y < r->h; y++)
				for (int x = l.x - d < 0 ? 0 : l.x - d; x <= l.x + d && x < r->w; x++)
					if ((x - l.x) * (x - l.x) + (y - l.y) * (y - l.y) <= d * d)
						buf[(size_t)y * (size_t)r->w + (size_t)x] = 0;
		while (ripple_line_next(&l));
	}
}

int ripple_drive_by_rows(const struct ripple_source *s, int n)
{
	struct ripple_line l;

	for (int k = 0; k < n; k++)
		if (!source_ok(&s[k], &l) || (s[k].line && s[k].x != s[k].x1 && s[k].y != s[k].y1))
			return 0;
	return 1;
}

/* The cells of a source in rows [y0, y1) (clipped to the pool), as ripple_drive visits them: a
 * point's disc, a line's cells along its row or column (a cell once each, in any order). */
static void source_rows(const struct ripple *r, short *buf, const struct ripple_source *s, int h, int y0, int y1)
{
	const int d = s->line ? 0 : s->radius, x = s->x, y = s->y;
	const int top = s->line && s->y1 < y ? s->y1 : y - d, bottom = s->line && s->y1 > y ? s->y1 : y + d;
	const int left = s->line && s->x1 < x ? s->x1 : x - d, right = s->line && s->x1 > x ? s->x1 : x + d;

	y0 = y0 > top ? y0 : top;
	y1 = y1 < bottom + 1 ? y1 : bottom + 1;
	for (int py = y0 < 0 ? 0 : y0; py < y1 && py < r->h; py++)
		for (int px = left < 0 ? 0 : left; px <= right && px < r->w; px++)
			if (s->line || (px - x) * (px - x) + (py - y) * (py - y) <= d * d)
				source_cell(r, buf, px, py, s, h);
}

void ripple_drive_rows(const struct ripple *r, short *buf, const struct ripple_source *s, int n, long long step, int y0,
		       int y1)
{
	for (int k = 0; k < n; k++)
		if (moving(&s[k]))
			moving_rows(r, buf, &s[k], step, source_beat(&s[k], step), y0, y1);
		else
			source_rows(r, buf, &s[k], source_beat(&s[k], step), y0, y1);
}

int ripple_image_fits(const struct ripple *r, const struct ripple_image *im)
{
	return im->pixels && im->w == r->w && im->h == r->h && im->bpp >= 1 && im->bpp <= 4 &&
	       im->pitch >= im->w * im->bpp;
}

/* Rows [y0, y1) of the article's render (only 1..h-2 are rendered) from heights buf. */
static void render_rows(const struct ripple *r, const short *buf, const struct ripple_image *src,
			struct ripple_image *dst, int y0, int y1)
{
	y0 = y0 < 1 ? 1 : y0;
	y1 = y1 < r->h - 1 ? y1 : r->h - 1;
	if (y0 < y1)
		ripple_kernels[r->kernel]->render(buf, r->w, r->h, y0, y1, src, dst);
}

static int images_fit(const struct ripple *r, const struct ripple_image *src, const struct ripple_image *dst)
{
	return ripple_image_fits(r, src) && ripple_image_fits(r, dst) && dst->bpp == src->bpp;
}

int ripple_render_rows(const struct ripple *r, const struct ripple_image *src, struct ripple_image *dst, int y0, int y1)
{
	if (!images_fit(r, src, dst))
		return RIPPLE_EINVAL;
	render_rows(r, r->cur, src, dst, y0, y1);
	return RIPPLE_OK;
}


/* Rows the fused frame steps at a time before rendering them (a few rows a call, not one, save
 * the calls' own cost). */
#define RIPPLE_AHEAD 4

/* The step RIPPLE_AHEAD rows at a time, each row rendered as soon as the row below it has its new
 * heights: the rows the render reads are then still in the cache. */
int ripple_frame_band(struct ripple *r, const struct ripple_image *src, struct ripple_image *dst, int band, int n)
{
	int y0, y1;

	if (!images_fit(r, src, dst) || n < 1 || band < 0 || band >= n || !ripple_article_step(r))
		return RIPPLE_EINVAL;
	ripple_band_rows(r, band, n, &y0, &y1);
	for (int y = y0; y < y1; y += RIPPLE_AHEAD) {
		int end = y1 - y < RIPPLE_AHEAD ? y1 : y + RIPPLE_AHEAD;

		spread_article(r, y * r->w, end * r->w);
		render_rows(r, r->prev, src, dst, y - 1 > y0 ? y - 1 : y0 + 1, end - 1);
	}
	return RIPPLE_OK;
}

int ripple_frame_seams(struct ripple *r, const struct ripple_image *src, struct ripple_image *dst, int n)
{
	int y0, y1;

	if (!images_fit(r, src, dst) || n < 1)
		return RIPPLE_EINVAL;
	for (int band = 0; band < n; band++) {
		ripple_band_rows(r, band, n, &y0, &y1);
		if (y1 > y0) {
			render_rows(r, r->prev, src, dst, y0, y0 + 1);
			render_rows(r, r->prev, src, dst, y1 - 1, y1);
		}
	}
	ripple_spread_done(r);
	return RIPPLE_OK;
}

int ripple_render(const struct ripple *r, const struct ripple_image *src, struct ripple_image *dst)
{
	return ripple_render_rows(r, src, dst, 0, r->h);
}

