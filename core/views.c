/* views.c - ripple_render_look: the refraction with walls, the light of the notes on the article (alone or with it), the heights. */
#include "core/views.h"

#include "core/kernels.h"

#include <stdlib.h>
#include <string.h>

/* Pixel v with `height` added to each channel, clamped: per channel through the masks, or
 * through the shade table for a palette index. */
unsigned int ripple_lit(const struct ripple_look *look, int bpp, unsigned int v, int height)
{
	unsigned int out = 0;

	height = height < -256 ? -256 : height > 255 ? 255 : height;
	if (bpp == 1)
		return look->shade[(height + 256) / 8 * 256 + v];
	for (int c = 0; c < 3; c++) {
		unsigned int m = look->mask[c], shift = 0, top;
		int x;

		if (!m)
			continue;
		while (!(m >> shift & 1))
			shift++;
		top = m >> shift; /* the channel's largest value: 31, 63, 255... */
		x = (int)(((v & m) >> shift) * 255 / top) + height;
		x = x < 0 ? 0 : x > 255 ? 255 : x;
		out |= ((unsigned int)x * top + 127) / 255 << shift;
	}
	return out | (v & ~(look->mask[0] | look->mask[1] | look->mask[2]));
}

void ripple_lit_make(struct ripple_lit *l, const struct ripple_look *look, int bpp)
{
	l->look = look;
	l->bpp = bpp;
	l->tables = bpp > 1;
	l->keep = ~(look->mask[0] | look->mask[1] | look->mask[2]);
	for (int c = 0; c < 3 && l->tables; c++) {
		unsigned int m = look->mask[c], shift = 0, top;

		l->mask[c] = m;
		while (m && !(m >> shift & 1))
			shift++;
		top = m >> shift;
		l->shift[c] = shift;
		l->tables = top <= 255;
		for (unsigned int v = 0; v <= top && l->tables; v++)
			l->up[c][v] = (unsigned char)(v * 255 / (top ? top : 1));
		for (unsigned int x = 0; x < 256 && l->tables; x++)
			l->down[c][x] = (x * top + 127) / 255 << shift;
	}
}

/* One pixel of a look's render but a wall's (walls are painted after, paint_walls); returns 0 when
 * the pixel is to be left as it was. bpp is a constant where it is inlined. */
RIPPLE_INLINE int look_pixel(const struct ripple *r, const struct ripple_lit *l, const struct ripple_image *src,
			     int i, int j, unsigned int *out, const int bpp)
{
	const struct ripple_look *look = l->look;
	const short *buf = r->cur;
	const int k = i * r->w + j;
	int sy = i, sx = j, e = buf[k];

	if (look->view == RIPPLE_VIEW_HEIGHTS) { /* twice the height: most waves are under 128 */
		*out = look->heat[ripple_heat_index(e, look->gain)];
		return 1;
	}
	if (look->view != RIPPLE_VIEW_LIGHT) {
		sy += buf[k - r->w] - buf[k + r->w];
		sx += buf[k - 1] - buf[k + 1];
		if (sy < 0 || sy >= r->h || sx < 0 || sx >= r->w)
			return 0;
	}
	*out = pixel_get(src->pixels + (size_t)src->pitch * (size_t)sy + (size_t)(bpp * sx), bpp);
	if (look->view != RIPPLE_VIEW_REFRACTION)
		*out = ripple_lit_pixel(l, *out, e >> look->gain);
	return 1;
}

/* Rows [y0, y1) of the heights view: each height's colour from the table (over 2^gain), one tight
 * loop a row. */
RIPPLE_INLINE void heights_rows(const struct ripple *r, const unsigned int *heat, int gain, struct ripple_image *dst,
				int y0, int y1, const int bpp)
{
	for (int i = y0; i < y1; i++) {
		const short *row = r->cur + (size_t)i * (size_t)r->w;
		unsigned char *out = dst->pixels + (size_t)dst->pitch * (size_t)i;

		for (int j = 0; j < r->w; j++) {
			pixel_put(out + (size_t)(bpp * j), bpp, heat[ripple_heat_index(row[j], gain)]);
		}
	}
}

/* Rows [y0, y1) of a look's render, pixel by pixel, walls left to paint_walls. The first and last
 * rows have no row beyond them to slope to: only the views that need no slope draw them. */
RIPPLE_INLINE void look_rows(const struct ripple *r, const struct ripple_lit *lit, const struct ripple_image *src,
			     struct ripple_image *dst, int y0, int y1, const int bpp)
{
	const int flat = lit->look->view == RIPPLE_VIEW_LIGHT || lit->look->view == RIPPLE_VIEW_HEIGHTS;
	unsigned int v;

	if (lit->look->view == RIPPLE_VIEW_HEIGHTS) {
		heights_rows(r, lit->look->heat, lit->look->gain, dst, y0, y1, bpp);
		return;
	}
	for (int i = y0; i < y1; i++) {
		unsigned char *out = dst->pixels + (size_t)dst->pitch * (size_t)i;

		if (!flat && (i == 0 || i == r->h - 1))
			continue;
		for (int j = 0; j < r->w; j++)
			if (look_pixel(r, lit, src, i, j, &v, bpp))
				pixel_put(out + (size_t)(bpp * j), bpp, v);
	}
}

int ripple_is_565(const struct ripple_look *look)
{
	return look->mask[0] == 0xf800 && look->mask[1] == 0x07e0 && look->mask[2] == 0x001f;
}

int ripple_byte_channels(const struct ripple_look *look, int add[4])
{
	memset(add, 0, 4 * sizeof *add);
	for (int c = 0; c < 3; c++) {
		int b = 0;

		while (b < 4 && look->mask[c] != 0xffu << (8 * b))
			b++;
		if (b == 4)
			return 0;
		add[b] = 1;
	}
	return 1;
}

/* For the both view, rows [y0, y1) (within 1..h-2) refracted by the kernel's render, which the
 * light then lifts in place. */
static void refract_for_both(const struct ripple *r, int view, const struct ripple_image *src,
			     struct ripple_image *dst, int y0, int y1)
{
	const int a = y0 > 1 ? y0 : 1, z = y1 < r->h - 1 ? y1 : r->h - 1;

	if (view == RIPPLE_VIEW_BOTH && a < z)
		ripple_kernels[r->kernel]->render(r->cur, r->w, r->h, a, z, src, dst);
}

/* The kernel's 5-6-5 rows (kernel_loops.h's ripple_fast_rows565, built for its instruction set) with
 * their two rows of scratch, the both view refracted by the kernel's render first.
 * Returns RIPPLE_OK or RIPPLE_ENOMEM. */
static int light565(const struct ripple *r, const struct ripple_look *look, const struct ripple_image *src,
		    struct ripple_image *dst, int y0, int y1)
{
	unsigned short *moved = malloc(2 * (size_t)r->w);
	short *lift = malloc(2 * (size_t)r->w);

	if (moved && lift) {
		refract_for_both(r, look->view, src, dst, y0, y1);
		ripple_kernels[r->kernel]->rows565(r->cur, r->w, r->h, look->view, look->gain, moved, lift, src, dst, y0,
						   y1);
	}
	free(moved);
	free(lift);
	return moved && lift ? RIPPLE_OK : RIPPLE_ENOMEM;
}

/* The light or both view at 32 bpp with a byte a channel, by the kernel's loops (kernel_loops.h's
 * ripple_fast_bytes32, built for its instruction set; the both view refracted by its render
 * first), with their row of scratch. Returns RIPPLE_OK or RIPPLE_ENOMEM. */
static int bytes32(const struct ripple *r, const struct ripple_look *look, const int add[4],
		   const struct ripple_image *src, struct ripple_image *dst, int y0, int y1)
{
	short *lift = malloc(4 * (size_t)r->w * sizeof *lift);

	if (!lift)
		return RIPPLE_ENOMEM;
	refract_for_both(r, look->view, src, dst, y0, y1);
	ripple_kernels[r->kernel]->bytes32(r->cur, r->w, r->h, look->view, look->gain, add, lift, src, dst, y0, y1);
	free(lift);
	return RIPPLE_OK;
}

/* The wall cells of rows [y0, y1) in the walls' colour: a reflecting pool's border, drawn walls
 * (cells of 1, ripple_set_wall's; ripple_next_wall finds them in rows that are mostly open water). */
static void paint_walls(const struct ripple *r, const struct ripple_look *look, struct ripple_image *dst, int y0,
			int y1)
{
	const int d = r->edge == RIPPLE_EDGE_REFLECT ? ripple_reach(r) : 0, w = r->w, bpp = dst->bpp;

	for (int y = y0 < 0 ? 0 : y0; y < (y1 < r->h ? y1 : r->h); y++) {
		const unsigned char *walls = r->walls ? r->walls + (size_t)y * (size_t)w : NULL;
		unsigned char *row = dst->pixels + (size_t)dst->pitch * (size_t)y;
		const int all = y < d || y >= r->h - d;
		int lo = 0, hi = 0;

		for (int x = 0; x < w; x++)
			if (all || x < d || x >= w - d)
				pixel_put(row + (size_t)(bpp * x), bpp, look->wall);
			else if (x == d)
				x = w - d - 1; /* the border's columns only, past the inside */
		if (walls)
			ripple_wall_columns(r, y, &lo, &hi);
		for (const unsigned char *at = walls ? walls + lo : NULL; at && (at = ripple_next_wall(at, walls + hi)); at++)
			pixel_put(row + (size_t)(bpp * (at - walls)), bpp, look->wall);
	}
}

#define SHALLOW_TINT 40 /* the shallowest water's (S 0.2) tint or darkening, in a channel's 255 */

/* A shallow cell's tint or darkening, in a channel's 255, for its map value slow. */
static int shallow_tint(int slow)
{
	return (slow * SHALLOW_TINT + 123) / 246;
}

void ripple_marks(const struct ripple *r, unsigned char *out)
{
	const int d = r->edge == RIPPLE_EDGE_REFLECT ? ripple_reach(r) : 0, w = r->w;

	memset(out, 0, (size_t)w * (size_t)r->h);
	for (int y = 0; y < r->h; y++) {
		unsigned char *row = out + (size_t)y * (size_t)w;
		int lo = 0, hi = 0;

		if (r->slow)
			for (int x = r->slow_rows[2 * y]; x < r->slow_rows[2 * y + 1]; x++)
				row[x] = (unsigned char)shallow_tint(r->slow[(size_t)y * (size_t)w + (size_t)x]);
		if (d && (y < d || y >= r->h - d)) {
			memset(row, RIPPLE_MARK_WALL, (size_t)w);
			continue;
		}
		if (d) {
			memset(row, RIPPLE_MARK_WALL, (size_t)d);
			memset(row + w - d, RIPPLE_MARK_WALL, (size_t)d);
		}
		if (!r->walls)
			continue;
		ripple_wall_columns(r, y, &lo, &hi);
		for (const unsigned char *walls = r->walls + (size_t)y * (size_t)w, *at = walls + lo;
		     (at = ripple_next_wall(at, walls + hi)); at++)
			row[at - walls] = RIPPLE_MARK_WALL;
	}
}

/* The tables for map value slow: a channel lifted by add[c] (out of its 255), clamped. */
static void tint_for(struct ripple_tint *t, const struct ripple_look *look, int slow, int heights)
{
	const int d = shallow_tint(slow);
	const int add[3] = { -d, heights ? d : -d, heights ? -d / 2 : -d };

	t->slow = slow;
	t->dark = (add[0] + add[1] + add[2]) / 3;
	for (int c = 0; c < 3 && !t->byte; c++) {
		const unsigned int m = look->mask[c], top = m >> t->shift[c];

		for (unsigned int v = 0; m && v <= top && v < 256; v++) {
			int x = (int)(v * 255 / top) + add[c];

			x = x < 0 ? 0 : x > 255 ? 255 : x;
			t->to[c][v] = ((unsigned int)x * top + 127) / 255 << t->shift[c];
		}
	}
}

/* Pixel v as the tables t have it. */
static inline unsigned int tint_pixel(const struct ripple_tint *t, const struct ripple_look *look, unsigned int v)
{
	if (t->byte)
		return ripple_lit(look, 1, v, t->dark);
	return t->to[0][(v & look->mask[0]) >> t->shift[0]] | t->to[1][(v & look->mask[1]) >> t->shift[1]] |
	       t->to[2][(v & look->mask[2]) >> t->shift[2]] | (v & t->keep);
}

/* Pixels [x0, x1) of a row marked through the tables t; 4 and 2 bytes a pixel read and written
 * whole (little-endian, as pixel_get has them). */
static void tint_span(const struct ripple_tint *t, const struct ripple_look *look, unsigned char *row, int x0, int x1,
		      int bpp)
{
	unsigned char *at = row + (size_t)(bpp * x0);
	/* the tables' fields held apart: the pixels' bytes written may alias anything */
	const unsigned int m0 = look->mask[0], m1 = look->mask[1], m2 = look->mask[2], keep = t->keep;
	const unsigned int s0 = t->shift[0], s1 = t->shift[1], s2 = t->shift[2];
	const unsigned int *to0 = t->to[0], *to1 = t->to[1], *to2 = t->to[2];

	if (bpp == 4 && !t->byte) {
		for (int x = x0; x < x1; x++, at += 4) {
			const unsigned int u = (unsigned int)at[0] | (unsigned int)at[1] << 8 | (unsigned int)at[2] << 16 |
					       (unsigned int)at[3] << 24;
			const unsigned int v = to0[(u & m0) >> s0] | to1[(u & m1) >> s1] | to2[(u & m2) >> s2] | (u & keep);

			at[0] = (unsigned char)v;
			at[1] = (unsigned char)(v >> 8);
			at[2] = (unsigned char)(v >> 16);
			at[3] = (unsigned char)(v >> 24);
		}
	} else if (bpp == 2 && !t->byte) {
		for (int x = x0; x < x1; x++, at += 2) {
			const unsigned int u = (unsigned int)at[0] | (unsigned int)at[1] << 8;
			const unsigned int v = to0[(u & m0) >> s0] | to1[(u & m1) >> s1] | to2[(u & m2) >> s2] | (u & keep);

			at[0] = (unsigned char)v;
			at[1] = (unsigned char)(v >> 8);
		}
	} else {
		for (int x = x0; x < x1; x++, at += bpp)
			pixel_put(at, bpp, tint_pixel(t, look, pixel_get(at, bpp)));
	}
}

int ripple_tint_start(struct ripple_tint *t, const struct ripple_look *look, int bpp)
{
	t->slow = -1;
	t->dark = 0;
	t->byte = bpp == 1;
	t->keep = ~(look->mask[0] | look->mask[1] | look->mask[2]);
	for (int c = 0; c < 3; c++) {
		t->shift[c] = 0;
		while (look->mask[c] && !(look->mask[c] >> t->shift[c] & 1))
			t->shift[c]++;
		if (!t->byte && look->mask[c] >> t->shift[c] > 255)
			return -1;
	}
	t->heat_slow = -1;
	return t->byte && !look->shade ? -1 : 0;
}

/* A mesh's pixel row py (of the cells' row nearest it, *ny): its cells' depths into *slow, its pixels
 * into *row. Returns 0 where the pool has no shallow water or py lies off either. */
static int mesh_shallow_start(const struct ripple *r, int shift, int py, const struct ripple_image *dst, int *ny,
			      const unsigned char **slow, unsigned char **row)
{
	const int mesh = 1 << shift;

	*ny = (py >> shift) + (2 * (py & (mesh - 1)) >= mesh);
	if (!r->slow || *ny >= r->h || py < 0 || py >= dst->h)
		return 0;
	*slow = r->slow + (size_t)*ny * (size_t)r->w;
	*row = dst->pixels + (size_t)dst->pitch * (size_t)py;
	return 1;
}

void ripple_mesh_shallow_row(const struct ripple *r, const struct ripple_look *look, struct ripple_tint *t, int shift,
			     int py, struct ripple_image *dst)
{
	const int mesh = 1 << shift, bpp = dst->bpp;
	const unsigned char *slow;
	unsigned char *row;
	int ny, hi;

	if (!mesh_shallow_start(r, shift, py, dst, &ny, &slow, &row))
		return;
	hi = r->slow_rows[2 * ny + 1];
	for (int g = r->slow_rows[2 * ny]; g < hi; g++) {
		const int x0 = g * mesh - mesh / 2, x1 = g * mesh + mesh / 2;

		if (!slow[g] || ripple_held(r, g, ny))
			continue;
		if (slow[g] != t->slow)
			tint_for(t, look, slow[g], look->view == RIPPLE_VIEW_HEIGHTS);
		tint_span(t, look, row, x0 < 0 ? 0 : x0, x1 < dst->w ? x1 : dst->w, bpp);
	}
}

void ripple_mesh_shallow_heat(const struct ripple *r, const struct ripple_look *look, struct ripple_tint *t,
			      int shift, int py, const short *e, int gain, struct ripple_image *dst)
{
	const int mesh = 1 << shift, bpp = dst->bpp;
	const unsigned char *slow;
	unsigned char *row;
	int ny, hi;

	if (!mesh_shallow_start(r, shift, py, dst, &ny, &slow, &row))
		return;
	hi = r->slow_rows[2 * ny + 1];
	for (int g = r->slow_rows[2 * ny], end; g < hi; g = end) {
		int x0, x1;

		for (end = g + 1; end < hi && slow[end] == slow[g]; end++)
			;
		if (!slow[g])
			continue;
		if (slow[g] != t->heat_slow) {
			tint_for(t, look, slow[g], 1);
			for (int i = 0; i < 511; i++)
				t->heat[i] = tint_pixel(t, look, look->heat[i]);
			t->heat_slow = slow[g];
		}
		x0 = g * mesh - mesh / 2;
		x0 = x0 < 0 ? 0 : x0;
		x1 = (end - 1) * mesh + mesh / 2;
		x1 = x1 < dst->w ? x1 : dst->w;
		if (x1 > x0)
			ripple_kernels[r->kernel]->heat_row(e + x0, x1 - x0, gain, t->heat, row + (size_t)(bpp * x0), bpp);
	}
}

/* The heights view's shallow cells of row y drawn again, each run of one depth at a time, from the
 * heat table tinted for it (the kernel's heat row where it has one): as fast as the view itself. */
static void heights_shallow_row(const struct ripple *r, const struct ripple_look *look, struct ripple_image *dst, int y,
				struct ripple_tint *t, unsigned int heat[511])
{
	const short *e = r->cur + (size_t)y * (size_t)r->w;
	const unsigned char *slow = r->slow + (size_t)y * (size_t)r->w;
	unsigned char *row = dst->pixels + (size_t)dst->pitch * (size_t)y;
	const int bpp = dst->bpp, hi = r->slow_rows[2 * y + 1];

	for (int x = r->slow_rows[2 * y], end; x < hi; x = end) {
		for (end = x + 1; end < hi && slow[end] == slow[x]; end++)
			;
		if (!slow[x])
			continue;
		if (slow[x] != t->slow) {
			tint_for(t, look, slow[x], 1);
			for (int i = 0; i < 511; i++)
				heat[i] = tint_pixel(t, look, look->heat[i]);
		}
		if (ripple_kernels[r->kernel]->heat_row)
			ripple_kernels[r->kernel]->heat_row(e + x, end - x, look->gain, heat, row + (size_t)(bpp * x), bpp);
		else
			for (int i = x; i < end; i++)
				pixel_put(row + (size_t)(bpp * i), bpp, heat[ripple_heat_index(e[i], look->gain)]);
	}
}

/* The shallow cells of rows [y0, y1) marked, the more the slower their waves: in the heights view
 * a green tint (red and blue down, green up), in the others a darker floor (every channel down),
 * so that a class sees where the water is shallow. Walls are painted after. A view that slopes
 * (refraction, both) leaves the first and last rows and a pixel whose displaced one lies outside
 * the picture as they were: those are left unmarked too, so that no mark is laid twice. Channels
 * wider than a byte (none of SDL's usual formats) are left unmarked. */
static void paint_shallow(const struct ripple *r, const struct ripple_look *look, struct ripple_image *dst, int y0,
			  int y1)
{
	const int heights = look->view == RIPPLE_VIEW_HEIGHTS, bpp = dst->bpp;
	const int slopes = !heights && look->view != RIPPLE_VIEW_LIGHT, top = slopes ? 1 : 0;
	struct ripple_tint t;
	unsigned int heat[511];

	if (ripple_tint_start(&t, look, bpp))
		return;
	for (int y = y0 < top ? top : y0; y < (y1 < r->h - top ? y1 : r->h - top); y++) {
		const short *h = r->cur + (size_t)y * (size_t)r->w;
		const unsigned char *slow = r->slow + (size_t)y * (size_t)r->w;
		unsigned char *row = dst->pixels + (size_t)dst->pitch * (size_t)y;

		if (heights) {
			heights_shallow_row(r, look, dst, y, &t, heat);
			continue;
		}
		for (int x = r->slow_rows[2 * y]; x < r->slow_rows[2 * y + 1]; x++) {
			unsigned char *at = row + (size_t)(bpp * x);
			unsigned int v;

			if (!slow[x])
				continue;
			if (slopes) {
				const int sy = y + h[x - r->w] - h[x + r->w], sx = x + h[x - 1] - h[x + 1];

				if (sy < 0 || sy >= r->h || sx < 0 || sx >= r->w)
					continue;
			}
			if (slow[x] != t.slow)
				tint_for(&t, look, slow[x], heights);
			v = pixel_get(at, bpp);
			pixel_put(at, bpp, tint_pixel(&t, look, v));
		}
	}
}

int ripple_render_look_rows(const struct ripple *r, const struct ripple_look *look, const struct ripple_image *src,
			    struct ripple_image *dst, int y0, int y1)
{
	struct ripple_lit lit;
	int add[4], bad;

	/* the article's refraction, with walls drawn over it: a wall's height is 0, as its own */
	if (look->view == RIPPLE_VIEW_REFRACTION) {
		bad = ripple_render_rows(r, src, dst, y0, y1);
		if (!bad && r->slow)
			paint_shallow(r, look, dst, y0, y1);
		if (!bad && (r->walls || r->edge == RIPPLE_EDGE_REFLECT))
			paint_walls(r, look, dst, y0, y1);
		return bad;
	}
	if (!ripple_image_fits(r, src) || !ripple_image_fits(r, dst) || dst->bpp != src->bpp ||
	    look->view < RIPPLE_VIEW_REFRACTION || look->view > RIPPLE_VIEW_HEIGHTS || look->gain < 0 ||
	    look->gain > RIPPLE_MAX_GAIN ||
	    (look->view == RIPPLE_VIEW_HEIGHTS && !look->heat) ||
	    (src->bpp == 1 && !look->shade && (look->view == RIPPLE_VIEW_LIGHT || look->view == RIPPLE_VIEW_BOTH)))
		return RIPPLE_EINVAL;
	y0 = y0 < 0 ? 0 : y0;
	y1 = y1 > r->h ? r->h : y1;
	bad = RIPPLE_OK;
	if ((look->view == RIPPLE_VIEW_LIGHT || look->view == RIPPLE_VIEW_BOTH) &&
	    ((src->bpp == 4 && ripple_byte_channels(look, add) && ripple_kernels[r->kernel]->bytes32) ||
	     (src->bpp == 2 && ripple_is_565(look) && ripple_kernels[r->kernel]->rows565))) {
		bad = src->bpp == 4 ? bytes32(r, look, add, src, dst, y0, y1) : light565(r, look, src, dst, y0, y1);
	} else if (look->view == RIPPLE_VIEW_HEIGHTS && ripple_kernels[r->kernel]->heat_row) {
		for (int i = y0; i < y1; i++)
			ripple_kernels[r->kernel]->heat_row(r->cur + (size_t)i * (size_t)r->w, r->w, look->gain, look->heat,
							    dst->pixels + (size_t)dst->pitch * (size_t)i, dst->bpp);
	} else {
		ripple_lit_make(&lit, look, src->bpp);
		if (src->bpp == 1)
			look_rows(r, &lit, src, dst, y0, y1, 1);
		else if (src->bpp == 2)
			look_rows(r, &lit, src, dst, y0, y1, 2);
		else if (src->bpp == 3)
			look_rows(r, &lit, src, dst, y0, y1, 3);
		else
			look_rows(r, &lit, src, dst, y0, y1, 4);
	}
	if (!bad && r->slow)
		paint_shallow(r, look, dst, y0, y1);
	if (!bad && (r->walls || r->edge == RIPPLE_EDGE_REFLECT))
		paint_walls(r, look, dst, y0, y1);
	return bad;
}

int ripple_render_look(const struct ripple *r, const struct ripple_look *look, const struct ripple_image *src,
		       struct ripple_image *dst)
{
	return ripple_render_look_rows(r, look, src, dst, 0, r->h);
}
