/* kernel_loops.h - the portable loops of every kernel function (kernels.h): the scalar kernel as it is, compiled again by the SIMD kernels and finishing their rows. */
#ifndef RIPPLE_KERNEL_LOOPS_H
#define RIPPLE_KERNEL_LOOPS_H

#include "core/kernels.h"
#include "core/cells.h"

#include <stdint.h>
#include <string.h>

/*
 * The portable fast path: the article's step and render (article.c), the mesh's rows, the views'
 * light and heights and the classroom variants' step, to the same bits as the plain loops, arranged
 * for the compiler.
 */

/* The step over cells [begin, end), one expression a cell over buffers that never overlap (which
 * the compiler may vectorize on any CPU). */
static inline void ripple_fast_spread_span(const short *restrict now, short *restrict next, int w, int begin,
					   int end)
{
	for (int i = begin; i < end; i++) {
		short v = (short)(((now[i - 1] + now[i + 1] + now[i - w] + now[i + w]) >> 1) - next[i]);

		next[i] = (short)(v - (v >> 5));
	}
}

/* A classroom variant's step over cells [x0, x1) of a row, as rows.c's spread_cell computes each
 * cell (its comments derive the arithmetic), but in passes over the whole row that the compiler
 * vectorizes: the stencil's equation (in shallow water ripple_shallow's), then the damping, the absorbing layer's loss and the walls.
 * A loss of 0 changes nothing, so the layer's pass may take every cell. */
RIPPLE_INLINE void ripple_fast_variant_row(const struct ripple_variant *v, const short *restrict now,
					   short *restrict next, int x0, int x1)
{
	const int w = v->w, shift = v->damping;

	if (v->slow && v->stencil == 12)
		for (int x = x0; x < x1; x++)
			next[x] = (short)(ripple_shallow((now[x - 1] + now[x + 1] + now[x - w] + now[x + w] + now[x - w - 1] +
							  now[x - w + 1] + now[x + w - 1] + now[x + w + 1] + now[x - 2] +
							  now[x + 2] + now[x - 2 * w] + now[x + 2 * w]) / 6,
							 now[x], v->slow[x]) -
					  next[x]);
	else if (v->slow)
		for (int x = x0; x < x1; x++)
			next[x] = (short)(ripple_shallow(ripple_half_even(now[x - 1] + now[x + 1] + now[x - w] + now[x + w]),
							 now[x], v->slow[x]) -
					  next[x]);
	else if (v->stencil == 12)
		for (int x = x0; x < x1; x++)
			next[x] = (short)((now[x - 1] + now[x + 1] + now[x - w] + now[x + w] + now[x - w - 1] + now[x - w + 1] +
					   now[x + w - 1] + now[x + w + 1] + now[x - 2] + now[x + 2] + now[x - 2 * w] +
					   now[x + 2 * w]) / 6 - next[x]);
	else
		for (int x = x0; x < x1; x++)
			next[x] = (short)(ripple_half_even(now[x - 1] + now[x + 1] + now[x - w] + now[x + w]) - next[x]);
	if (shift)
		for (int x = x0; x < x1; x++)
			next[x] = (short)(next[x] - (next[x] >> shift));
	if (v->sponge)
		for (int x = x0; x < x1; x++) {
			const int loss = (next[x] - now[x]) * v->sponge[x];

			next[x] = (short)(next[x] - (loss + (loss < 0 ? -128 : 128)) / 256);
		}
	if (v->walls)
		for (int x = x0; x < x1; x++)
			next[x] = v->walls[x] ? 0 : next[x];
}

/* Bytes [k0, k1) of a lit row at 32 bpp: each of in's plus its lift, clamped to 0..255, into out
 * (in and out the same row, or rows apart). */
RIPPLE_INLINE void lift_bytes32(const short *restrict lift, const unsigned char *in, unsigned char *out, int k0, int k1)
{
	for (int k = k0; k < k1; k++) {
		const int x = in[k] + lift[k];

		out[k] = (unsigned char)(x < 0 ? 0 : x > 255 ? 255 : x);
	}
}

/* The light view at 32 bpp with a byte a channel (walls painted after): lit's arithmetic with channels
 * of 0..255 (x * 255 / 255 is x, and (x * 255 + 127) / 255 is x again) is each channel plus the
 * height over 2^gain (ripple_lift) clamped to -256..255, then to 0..255; the fourth byte is kept.
 * Pixels [j0, j1) of a row (heights row, pixels in, out) in two loops the compiler vectorizes when
 * add[] is a constant (see ripple_fast_bytes32): the height a byte, in `lift` (4 w shorts), then the
 * bytes. */
RIPPLE_INLINE void light_span32(const short *row, int gain, const int add[4], short *restrict lift,
				const unsigned char *restrict in, unsigned char *restrict out, int j0, int j1)
{
	for (int j = j0; j < j1; j++) {
		const short e = ripple_lift(row[j], gain);

		for (int b = 0; b < 4; b++)
			lift[4 * j + b] = (short)(e * add[b]);
	}
	lift_bytes32(lift, in, out, 4 * j0, 4 * j1);
}

RIPPLE_INLINE void light_rows32(const short *cur, int w, int gain, const int add[4], short *restrict lift,
				const struct ripple_image *src, struct ripple_image *dst, int y0, int y1)
{
	for (int i = y0; i < y1; i++)
		light_span32(cur + (size_t)i * (size_t)w, gain, add, lift, src->pixels + (size_t)src->pitch * (size_t)i,
			     dst->pixels + (size_t)dst->pitch * (size_t)i, 0, w);
}

/* The refraction and light view at 32 bpp with a byte a channel (walls painted after), rows 1..h-2,
 * over the rows the kernel's render has refracted: the light view's two loops (see light_span32)
 * on the displaced pixels [j0, j1) of row i (heights row, pixels out) in place, each lifted by its
 * own cell's height (over 2^gain); a pixel whose displaced one lies outside the picture was left as it was by
 * the render, and is lifted by 0. */
RIPPLE_INLINE void both_span32(const short *row, int w, int h, int i, int gain, const int add[4],
			       short *restrict lift, unsigned char *restrict out, int j0, int j1)
{
	for (int j = j0; j < j1; j++) {
		const int sy = i + row[j - w] - row[j + w], sx = j + row[j - 1] - row[j + 1];
		const int inside = sy >= 0 && sy < h && sx >= 0 && sx < w;
		const short e = !inside ? 0 : ripple_lift(row[j], gain);

		for (int b = 0; b < 4; b++)
			lift[4 * j + b] = (short)(e * add[b]);
	}
	lift_bytes32(lift, out, out, 4 * j0, 4 * j1);
}

RIPPLE_INLINE void both_rows32(const short *cur, int w, int h, int gain, const int add[4], short *restrict lift,
			       struct ripple_image *dst, int y0, int y1)
{
	for (int i = y0 > 1 ? y0 : 1; i < y1 && i < h - 1; i++)
		both_span32(cur + (size_t)i * (size_t)w, w, h, i, gain, add, lift,
			    dst->pixels + (size_t)dst->pitch * (size_t)i, 0, w);
}

/* The channels' bytes of the usual 32-bpp layouts: X at the top (XRGB) or at the bottom (RGBX). */
static const int ripple_top_free[4] = { 1, 1, 1, 0 }, ripple_bottom_free[4] = { 0, 1, 1, 1 };

/* Runs `call` with A the channels' bytes add[] as a constant the compiler sees for the usual
 * layouts (ripple_top_free, ripple_bottom_free), else add itself. */
#define RIPPLE_BY_LAYOUT(add, A, call)                                                      \
	do {                                                                                \
		if (!memcmp(add, ripple_top_free, sizeof ripple_top_free)) {                 \
			const int *const A = ripple_top_free;                                \
			call;                                                                \
		} else if (!memcmp(add, ripple_bottom_free, sizeof ripple_bottom_free)) {    \
			const int *const A = ripple_bottom_free;                             \
			call;                                                                \
		} else {                                                                     \
			const int *const A = add;                                            \
			call;                                                                \
		}                                                                            \
	} while (0)

/* light_rows32 or both_rows32 with the channels' bytes as constants for the usual layouts (X at
 * the top or at the bottom): the light view at 32 bpp with a byte a channel, or the both view's
 * light over rows the render has refracted, over rows [y0, y1) of the heights cur (w x h) over
 * 2^gain, with a scratch row lift (4 w shorts). */
RIPPLE_INLINE void ripple_fast_bytes32(const short *cur, int w, int h, int view, int gain, const int add[4],
				       short *lift, const struct ripple_image *src, struct ripple_image *dst, int y0,
				       int y1)
{
	if (view == RIPPLE_VIEW_LIGHT)
		RIPPLE_BY_LAYOUT(add, a, light_rows32(cur, w, gain, a, lift, src, dst, y0, y1));
	else
		RIPPLE_BY_LAYOUT(add, a, both_rows32(cur, w, h, gain, a, lift, dst, y0, y1));
}

/* The heights view's pixels [0, n): each the colour heat[] gives twice its height e[] over 2^gain
 * (ripple_heat_index), bpp bytes (a constant), the lowest first. */
RIPPLE_INLINE void heat_row_by(const short *restrict e, int n, int gain, const unsigned int *restrict heat,
			       unsigned char *restrict out, const int bpp)
{
	for (int j = 0; j < n; j++) {
		unsigned int v = heat[ripple_heat_index(e[j], gain)];

		for (int b = 0; b < bpp; b++, v >>= 8)
			out[bpp * j + b] = (unsigned char)v;
	}
}

/* heat_row_by with the depth as a constant. */
RIPPLE_INLINE void ripple_fast_heat_row(const short *e, int n, int gain, const unsigned int *heat, unsigned char *out,
					int bpp)
{
	switch (bpp) {
	case 1: heat_row_by(e, n, gain, heat, out, 1); break;
	case 2: heat_row_by(e, n, gain, heat, out, 2); break;
	case 3: heat_row_by(e, n, gain, heat, out, 3); break;
	default: heat_row_by(e, n, gain, heat, out, 4);
	}
}

/* Pixels [j0, j1) of row y, one by one, each a copy of bpp bytes (a constant): the source pixel
 * is displaced by the height differences of the opposite neighbours, and left alone when that
 * falls outside the picture. The SIMD kernels finish odd blocks with it too. */
RIPPLE_INLINE void ripple_fast_render_span(const short *row, int w, int h, int y, int j0, int j1,
					   const struct ripple_image *src, unsigned char *out, const int bpp)
{
	for (int j = j0; j < j1; j++) {
		const int sy = y + row[j - w] - row[j + w];
		const int sx = j + row[j - 1] - row[j + 1];

		if (sy < 0 || sy >= h || sx < 0 || sx >= w)
			continue;
		memcpy(out + (size_t)(bpp * j), src->pixels + (size_t)src->pitch * (size_t)sy + (size_t)(bpp * sx),
		       (size_t)bpp);
	}
}

/* A whole row one pixel at a time: the portable render, and the rows the gathers cannot take. */
RIPPLE_INLINE void ripple_fast_render_row(const short *row, int w, int h, int y, const struct ripple_image *src,
					  unsigned char *out, const int bpp)
{
	ripple_fast_render_span(row, w, h, y, 0, w, src, out, bpp);
}

/* Rows [y0, y1) of dst, each by row_fn(row, w, h, y, src, out, ...) with row its heights and
 * out its pixels. */
#define RIPPLE_EACH_ROW(row_fn, buf, w, h, y0, y1, src, dst, ...)                                            \
	for (int y_ = (y0); y_ < (y1); y_++)                                                                \
	row_fn((buf) + (size_t)y_ * (size_t)(w), w, h, y_, src, ripple_row_out(dst, y_), __VA_ARGS__)

/* The same with the row's bytes per pixel last, a constant for each depth, so that the compiler
 * makes each pixel's copy a plain move. */
#define RIPPLE_RENDER_BY_DEPTH(row_fn, buf, w, h, y0, y1, src, dst)                         \
	do {                                                                                 \
		switch ((src)->bpp) {                                                        \
		case 1: RIPPLE_EACH_ROW(row_fn, buf, w, h, y0, y1, src, dst, 1); break;       \
		case 2: RIPPLE_EACH_ROW(row_fn, buf, w, h, y0, y1, src, dst, 2); break;       \
		case 3: RIPPLE_EACH_ROW(row_fn, buf, w, h, y0, y1, src, dst, 3); break;       \
		default: RIPPLE_EACH_ROW(row_fn, buf, w, h, y0, y1, src, dst, 4);             \
		}                                                                            \
	} while (0)

/* Row y of dst, where the render writes it. */
static inline unsigned char *ripple_row_out(struct ripple_image *dst, int y)
{
	return dst->pixels + (size_t)dst->pitch * (size_t)y;
}

/* Whether a row of nodes' offsets x ox[] and y oy[] (8.8 fixed point) may move a pixel (1) or
 * both round to 0 (0), into moves[]: in a loop the compiler vectorizes. */
static inline void ripple_node_moves(const int *restrict ox, const int *restrict oy, int columns,
				     unsigned char *restrict moves)
{
	for (int g = 0; g < columns; g++) /* outside -128..127, v + 128 is outside 0..255 */
		moves[g] = ((unsigned)(ox[g] + 128) | (unsigned)(oy[g] + 128)) > 255;
}

/* A node row's offsets x ox[] and y oy[] (8.8 fixed point: the article's differences times
 * k = 256 >> shift, a constant) at columns 1..inner-1, from its heights b and those of the rows
 * above (up) and below (down); then every column's moves (0..columns-1, the edge columns' offsets
 * filled before). In loops the compiler vectorizes. */
RIPPLE_INLINE void mesh_nodes_by(const short *up, const short *b, const short *down, int inner, int columns,
				 int *restrict ox, int *restrict oy, unsigned char *restrict moves, const int k)
{
	for (int x = 1; x < inner; x++) {
		ox[x] = (b[x - 1] - b[x + 1]) * k;
		oy[x] = (up[x] - down[x]) * k;
	}
	ripple_node_moves(ox, oy, columns, moves);
}

/* The kernel's mesh_nodes: mesh_nodes_by for a mesh of 2 (shift 1) or 4 (shift 2). */
RIPPLE_INLINE void ripple_fast_mesh_nodes(const short *up, const short *b, const short *down, int inner, int columns,
					  int shift, int *ox, int *oy, unsigned char *moves)
{
	if (shift == 1)
		mesh_nodes_by(up, b, down, inner, columns, ox, oy, moves, 128);
	else
		mesh_nodes_by(up, b, down, inner, columns, ox, oy, moves, 64);
}

/* Whether a row of mesh cells may move anywhere in each cell (ripple_mesh_row's moves), from its
 * top and bottom nodes' (ripple_node_moves): a cell moves when a corner does. */
static inline void ripple_mesh_moves(const unsigned char *restrict top, const unsigned char *restrict bottom,
				     int columns, unsigned char *restrict moves)
{
	for (int g = 0; g + 1 < columns; g++)
		moves[g] = top[g] | top[g + 1] | bottom[g] | bottom[g + 1];
}

/* Whether no pixel moves in the 16 pixels from node column g on, 2^shift a column (m's moves). */
static inline int ripple_mesh_still(const struct ripple_mesh_row *m, int g)
{
	uint64_t eight;
	uint32_t four;

	if (m->shift == 1) {
		memcpy(&eight, m->moves + g, 8);
		return !eight;
	}
	memcpy(&four, m->moves + g, 4);
	return !four;
}

/* Node column g's offset (x: k 0, y: 1) on a mesh row fy/2^shift of the way down its cells, in
 * 8.8 fixed point (node_lerp's). */
static inline int ripple_mesh_node(const struct ripple_mesh_row *m, int k, int fy, int g)
{
	return m->top[k][g] + ((m->bottom[k][g] - m->top[k][g]) * fy >> m->shift);
}

/* The mesh's plain refraction of a row (the kernel's mesh_row), 16 pixels at a time, the picture
 * read ahead (ripple_read_ahead): in still cells copied straight, else a cell at a time as
 * mesh_row_plain draws it: the offsets from the cell's left node in equal steps to its right one,
 * rounded to whole pixels ((v + 128) >> 8), the undisplaced pixel where the source falls outside
 * the picture. */
RIPPLE_INLINE void ripple_fast_mesh_row(const struct ripple_mesh_row *m, int fy, int py,
					const struct ripple_image *src, unsigned char *out, const int bpp)
{
	const int shift = m->shift, mesh = 1 << shift;
	const unsigned char *in = src->pixels + (size_t)src->pitch * (size_t)py;
	const size_t ahead = ripple_read_ahead(src, py);

	for (int px = 0; px < src->w; px += 16) {
		const int end = src->w - px < 16 ? src->w : px + 16;

		if (ahead) /* a cache line of 16 pixels at 32 bpp, more at the other depths */
			__builtin_prefetch(in + ahead + bpp * px);

		if (end - px == 16 && ripple_mesh_still(m, px >> shift)) {
			memcpy(out + bpp * px, in + bpp * px, (size_t)(16 * bpp));
			continue;
		}
		for (int g = px >> shift, x = px; x < end; g++) {
			int ox = ripple_mesh_node(m, 0, fy, g), oy = ripple_mesh_node(m, 1, fy, g);
			const int dx = (ripple_mesh_node(m, 0, fy, g + 1) - ox) >> shift;
			const int dy = (ripple_mesh_node(m, 1, fy, g + 1) - oy) >> shift;

			for (int f = 0; f < mesh && x < end; f++, x++, ox += dx, oy += dy) {
				int sx = x + ((ox + 128) >> 8), sy = py + ((oy + 128) >> 8);

				if (sx < 0 || sy < 0 || sx >= src->w || sy >= src->h)
					sx = x, sy = py;
				memcpy(out + bpp * x, src->pixels + (size_t)src->pitch * (size_t)sy + (size_t)(bpp * sx),
				       (size_t)bpp);
			}
		}
	}
}

/* A 5-6-5 pixel lit by e (clamped to -256..255): ripple_lit's arithmetic, each channel scaled to
 * 0..255, lifted, clamped and scaled back, in 16-bit numbers (31 * 255 and 63 * 255 + 127 fit) that
 * the compiler vectorizes. */
RIPPLE_INLINE unsigned short lit565(unsigned short p, short e)
{
	short r = (short)((unsigned short)((p >> 11) * 255u) / 31u + e);
	short g = (short)((unsigned short)((p >> 5 & 63u) * 255u) / 63u + e);
	short b = (short)((unsigned short)((p & 31u) * 255u) / 31u + e);

	r = r < 0 ? 0 : r > 255 ? 255 : r;
	g = g < 0 ? 0 : g > 255 ? 255 : g;
	b = b < 0 ? 0 : b > 255 ? 255 : b;
	return (unsigned short)((unsigned short)(r * 31 + 127) / 255u << 11 | (unsigned short)(g * 63 + 127) / 255u << 5 |
				(unsigned short)(b * 31 + 127) / 255u);
}

/* w pixels of SDL's 5-6-5 lit in place, each by its height e[] (clamped to -256..255): lit565 in a
 * loop the compiler vectorizes. */
RIPPLE_INLINE void ripple_lit565_row(unsigned short *restrict px, const short *restrict e, int w)
{
	for (int j = 0; j < w; j++)
		px[j] = lit565(px[j], e[j]);
}

/* The heights that light pixels [j0, j1) of row i (heights row) in lift[]: each over 2^gain and
 * clamped (ripple_lift); for `both`, 0 where the pixel's displaced one lies outside the picture (the
 * render left it as it was). */
RIPPLE_INLINE void ripple_lift_span(const short *row, int w, int h, int i, int both, int gain, short *restrict lift,
				    int j0, int j1)
{
	for (int j = j0; j < j1; j++) {
		const int sy = both ? i + row[j - w] - row[j + w] : i, sx = both ? j + row[j - 1] - row[j + 1] : j;
		const int inside = sy >= 0 && sy < h && sx >= 0 && sx < w;

		lift[j] = !inside ? 0 : ripple_lift(row[j], gain);
	}
}

/* A whole row of them. */
RIPPLE_INLINE void ripple_lift_row(const short *row, int w, int h, int i, int both, int gain, short *restrict lift)
{
	ripple_lift_span(row, w, h, i, both, gain, lift, 0, w);
}

/* The light view and the refraction and light view at 16 bpp in SDL's 5-6-5 (the kernel's
 * rows565), from the heights cur (w x h) over 2^gain: per row, the pixels (for `both`, rows 1..h-2
 * as the render has refracted them in dst) and their heights (lift_row: ripple_lift_row or a
 * kernel's own) gathered into `moved` and `lift`, then lit (ripple_lit565_row). */
RIPPLE_INLINE void ripple_rows565_by(const short *cur, int w, int h, int view, int gain, unsigned short *restrict moved,
				     short *restrict lift, const struct ripple_image *src, struct ripple_image *dst, int y0,
				     int y1, void (*lift_row)(const short *, int, int, int, int, int, short *))
{
	const int both = view == RIPPLE_VIEW_BOTH;

	for (int i = both && y0 < 1 ? 1 : y0; i < y1 && (!both || i < h - 1); i++) {
		unsigned char *out = dst->pixels + (size_t)dst->pitch * (size_t)i;

		lift_row(cur + (size_t)i * (size_t)w, w, h, i, both, gain, lift);
		memcpy(moved, both ? out : src->pixels + (size_t)src->pitch * (size_t)i, 2 * (size_t)w);
		ripple_lit565_row(moved, lift, w);
		memcpy(out, moved, 2 * (size_t)w);
	}
}

RIPPLE_INLINE void ripple_fast_rows565(const short *cur, int w, int h, int view, int gain, unsigned short *moved,
				       short *lift, const struct ripple_image *src, struct ripple_image *dst, int y0, int y1)
{
	ripple_rows565_by(cur, w, h, view, gain, moved, lift, src, dst, y0, y1, ripple_lift_row);
}

/* A mesh row's pixel heights from its node heights at[] (8.8 fixed point), a cell of 2^shift pixels
 * at a time from cell g0: from the node's in equal steps to the next one's (mesh_row's), rounded,
 * over 2^gain ((v + 128) >> 8 >> gain in one shift) and clamped to -256..255 (ripple_lit_pixel's),
 * into e (w pixels and up to 3 past them). */
RIPPLE_INLINE void mesh_heights_by(const int *restrict at, int w, int gain, short *restrict e, int g0, const int shift)
{
	for (int g = g0; g << shift < w; g++) {
		const int a = at[g], d = (at[g + 1] - a) >> shift;

		for (int f = 0; f < 1 << shift; f++) {
			const int v = (a + f * d + 128) >> (8 + gain);

			e[(g << shift) + f] = (short)(v < -256 ? -256 : v > 255 ? 255 : v);
		}
	}
}

/* mesh_heights_by from cell g0 for a mesh of 2 (shift 1) or 4 (shift 2). */
RIPPLE_INLINE void ripple_mesh_heights_from(const int *at, int shift, int w, int gain, short *e, int g0)
{
	if (shift == 1)
		mesh_heights_by(at, w, gain, e, g0, 1);
	else
		mesh_heights_by(at, w, gain, e, g0, 2);
}

/* A whole row of them. */
RIPPLE_INLINE void ripple_mesh_heights(const int *at, int shift, int w, int gain, short *e)
{
	ripple_mesh_heights_from(at, shift, w, gain, e, 0);
}

/* Pixels [j0, j1) of a lit row at 32 bpp: their heights e[] (clamped) added to each channel's
 * byte (add[] 1) and clamped to 0..255 (ripple_lit_pixel's arithmetic for byte channels), `in` the
 * row's pixels (the picture's for the light view, the page's for both), in two loops the compiler
 * vectorizes when add[] is a constant: the height a byte in lift (4 w shorts), then the bytes. */
RIPPLE_INLINE void lift_span32(const short *restrict e, const int add[4], short *restrict lift, const unsigned char *in,
			       unsigned char *out, int j0, int j1)
{
	for (int px = j0; px < j1; px++)
		for (int b = 0; b < 4; b++)
			lift[4 * px + b] = (short)(e[px] * add[b]);
	lift_bytes32(lift, in, out, 4 * j0, 4 * j1);
}

/* The mesh's lit row with the channels' bytes add[] constants: each pixel's height over 2^gain
 * (mesh_heights_by) lifting its channels (lift_span32); e (w + 4) and lift (4 w) scratch. */
RIPPLE_INLINE void mesh_lit_by(const int *at, int shift, int w, int gain, const int add[4], short *restrict e,
			       short *restrict lift, const unsigned char *in, unsigned char *out)
{
	ripple_mesh_heights(at, shift, w, gain, e);
	lift_span32(e, add, lift, in, out, 0, w);
}

/* The kernel's mesh_lit: mesh_lit_by with the channels' bytes as constants for the usual layouts
 * (X at the top or at the bottom), as ripple_fast_bytes32 has them. */
RIPPLE_INLINE void ripple_fast_mesh_lit(const int *at, int shift, int w, int gain, const int add[4], short *e,
					short *lift, const unsigned char *in, unsigned char *out)
{
	RIPPLE_BY_LAYOUT(add, a, mesh_lit_by(at, shift, w, gain, a, e, lift, in, out));
}

/* Calls a mesh row (ripple_fast_mesh_row's arguments) with the picture's depth as a constant. */
#define RIPPLE_MESH_ROW_BY_DEPTH(row_fn, m, fy, py, src, out)                               \
	do {                                                                              \
		switch ((src)->bpp) {                                                     \
		case 1: row_fn(m, fy, py, src, out, 1); break;                            \
		case 2: row_fn(m, fy, py, src, out, 2); break;                            \
		case 3: row_fn(m, fy, py, src, out, 3); break;                            \
		default: row_fn(m, fy, py, src, out, 4);                                  \
		}                                                                         \
	} while (0)

#endif
