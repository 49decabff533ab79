/* mesh.c - the Android port's mesh render: offsets on a coarser grid of nodes, interpolated bilinearly across each cell. */
#include "core/cells.h"
#include "core/views.h"

#include "core/kernel_loops.h"
#include "core/kernels.h"

#include <stdlib.h>
#include <string.h>

/* A node's height and offsets in 8.8 fixed point (the offsets the article's, over the mesh); at
 * the pool's border a missing neighbour counts as the node itself. In mesh_cell, a step across. */
struct node {
	int height, ox, oy;
};

static inline struct node node_at(const struct ripple *r, int x, int y, int shift)
{
	const short *b = r->cur;
	const int w = r->w, i = y * w + x;
	struct node n;

	n.height = b[i] * 256;
	n.ox = ((x > 0 ? b[i - 1] : b[i]) - (x < w - 1 ? b[i + 1] : b[i])) * (256 >> shift);
	n.oy = ((y > 0 ? b[i - w] : b[i]) - (y < r->h - 1 ? b[i + w] : b[i])) * (256 >> shift);
	return n;
}

/* The value f/2^shift of the way from a to b, each field in 8.8 fixed point. */
static struct node node_lerp(struct node a, struct node b, int f, int shift)
{
	a.height += (b.height - a.height) * f >> shift;
	a.ox += (b.ox - a.ox) * f >> shift;
	a.oy += (b.oy - a.oy) * f >> shift;
	return a;
}

/* 8.8 fixed point to the nearest integer, halves up. */
static int fixed_int(int v)
{
	return (v + 128) >> 8;
}

/* A pixel of a view other than the plain refraction, with the height and offsets at it; bpp is a
 * constant where it is inlined. */
RIPPLE_INLINE unsigned int mesh_look(const struct ripple_lit *l, const struct ripple_image *src, struct node at,
				     int px, int py, const int bpp)
{
	const struct ripple_look *look = l->look;
	int e = fixed_int(at.height), sx = px, sy = py;

	if (look->view == RIPPLE_VIEW_HEIGHTS)
		return look->heat[ripple_heat_index(e, look->gain)];
	if (look->view == RIPPLE_VIEW_BOTH) {
		sx += fixed_int(at.ox);
		sy += fixed_int(at.oy);
		if (sx < 0 || sy < 0 || sx >= src->w || sy >= src->h)
			sx = px, sy = py;
	}
	return ripple_lit_pixel(l, pixel_get(src->pixels + (size_t)src->pitch * (size_t)sy + (size_t)(bpp * sx), bpp),
				e >> look->gain);
}

/* A pixel's bytes, with sizes the compiler knows, so that no call is made for each pixel. */
static inline void copy_pixel(unsigned char *out, const unsigned char *in, int bpp)
{
	switch (bpp) {
	case 4:
		memcpy(out, in, 4);
		break;
	case 3:
		memcpy(out, in, 3);
		break;
	case 2:
		memcpy(out, in, 2);
		break;
	default:
		*out = *in;
	}
}

/* One pixel row of a mesh render: c[] holds each node column's values already interpolated down
 * to this row; across each mesh cell they go in equal steps to the next column's. A pixel takes
 * the wall of its nearest node. bpp is a constant where it is inlined. */
RIPPLE_INLINE void mesh_row(const struct ripple *r, const struct ripple_lit *l, const struct ripple_image *src,
			    struct ripple_image *dst, const struct node *c, int py, int shift, int walls, const int bpp)
{
	const struct ripple_look *look = l->look;
	const int mesh = 1 << shift, gy = py >> shift, fy = py & (mesh - 1);
	unsigned char *out = dst->pixels + (size_t)dst->pitch * (size_t)py;

	for (int gx = 0, px = 0; px < dst->w; gx++) {
		struct node at = c[gx];
		const struct node step = { (c[gx + 1].height - at.height) >> shift, (c[gx + 1].ox - at.ox) >> shift,
					   (c[gx + 1].oy - at.oy) >> shift };

		for (int fx = 0; fx < mesh && px < dst->w; fx++, px++, out += bpp) {
			int sx = px + fixed_int(at.ox), sy = py + fixed_int(at.oy);

			if (walls && ripple_held(r, gx + (2 * fx >= mesh), gy + (2 * fy >= mesh))) {
				pixel_put(out, bpp, look->wall);
			} else if (look->view != RIPPLE_VIEW_REFRACTION) {
				pixel_put(out, bpp, mesh_look(l, src, at, px, py, bpp));
			} else {
				if (sx < 0 || sy < 0 || sx >= src->w || sy >= src->h)
					sx = px, sy = py;
				copy_pixel(out, src->pixels + (size_t)src->pitch * (size_t)sy + (size_t)(bpp * sx), bpp);
			}
			at.height += step.height;
			at.ox += step.ox;
			at.oy += step.oy;
		}
	}
}

/* mesh_row for the plain refraction without walls, for one depth the compiler knows: the
 * same arithmetic with no choice left to make for each pixel. */
static inline void mesh_row_plain(const struct ripple_image *src, struct ripple_image *dst, const struct node *c,
				  int py, int shift, const int bpp)
{
	const int mesh = 1 << shift;
	unsigned char *out = dst->pixels + (size_t)dst->pitch * (size_t)py;

	for (int gx = 0, px = 0; px < dst->w; gx++) {
		int ox = c[gx].ox, oy = c[gx].oy;
		const int dx = (c[gx + 1].ox - ox) >> shift, dy = (c[gx + 1].oy - oy) >> shift;

		for (int fx = 0; fx < mesh && px < dst->w; fx++, px++, out += bpp, ox += dx, oy += dy) {
			int sx = px + fixed_int(ox), sy = py + fixed_int(oy);

			if (sx < 0 || sy < 0 || sx >= src->w || sy >= src->h)
				sx = px, sy = py;
			memcpy(out, src->pixels + (size_t)src->pitch * (size_t)sy + (size_t)(bpp * sx), (size_t)bpp);
		}
	}
}

/* mesh_row for the heights view without walls, for one depth the compiler knows: each pixel the
 * colour of its interpolated height (over 2^gain), in one tight loop. */
RIPPLE_INLINE void mesh_row_heights(const unsigned int *heat, int gain, struct ripple_image *dst, const struct node *c,
				    int py, int shift, const int bpp)
{
	const int mesh = 1 << shift;
	unsigned char *out = dst->pixels + (size_t)dst->pitch * (size_t)py;

	for (int gx = 0, px = 0; px < dst->w; gx++) {
		int height = c[gx].height;
		const int dh = (c[gx + 1].height - height) >> shift;

		for (int fx = 0; fx < mesh && px < dst->w; fx++, px++, out += bpp, height += dh) {
			pixel_put(out, bpp, heat[ripple_heat_index(fixed_int(height), gain)]);
		}
	}
}

/* The row for the view, with the depth a constant: the heights without walls, the plain refraction
 * without walls, or any view pixel by pixel. */
RIPPLE_INLINE void mesh_row_at(const struct ripple *r, const struct ripple_lit *l, const struct ripple_image *src,
			       struct ripple_image *dst, const struct node *c, int py, int shift, int walls, const int bpp)
{
	if (!walls && l->look->view == RIPPLE_VIEW_HEIGHTS)
		mesh_row_heights(l->look->heat, l->look->gain, dst, c, py, shift, bpp);
	else if (walls || l->look->view != RIPPLE_VIEW_REFRACTION)
		mesh_row(r, l, src, dst, c, py, shift, walls, bpp);
	else
		mesh_row_plain(src, dst, c, py, shift, bpp);
}

static void mesh_row_any(const struct ripple *r, const struct ripple_lit *l, const struct ripple_image *src,
			 struct ripple_image *dst, const struct node *c, int py, int shift, int walls)
{
	switch (src->bpp) {
	case 4: mesh_row_at(r, l, src, dst, c, py, shift, walls, 4); break;
	case 3: mesh_row_at(r, l, src, dst, c, py, shift, walls, 3); break;
	case 2: mesh_row_at(r, l, src, dst, c, py, shift, walls, 2); break;
	default: mesh_row_at(r, l, src, dst, c, py, shift, walls, 1);
	}
}

typedef void (*mesh_row_fn)(const struct ripple_mesh_row *m, int fy, int py, const struct ripple_image *src,
			    unsigned char *out);

/* The kernel's mesh row when it has one and this render can take it: the picture's byte offsets
 * within an int. NULL otherwise. */
static mesh_row_fn mesh_kernel(const struct ripple *r, const struct ripple_image *src)
{
	return !ripple_offsets_fit(src) ? NULL : ripple_kernels[r->kernel]->mesh_row;
}

/* Node column g's pixels of a mesh row (those nearer to it than to its neighbours) in colour c. */
static void paint_node(unsigned char *out, int g, int shift, int w, int bpp, unsigned int c)
{
	const int mesh = 1 << shift, x0 = g * mesh - mesh / 2, x1 = g * mesh + mesh / 2;

	for (int x = x0 < 0 ? 0 : x0; x < (x1 < w ? x1 : w); x++)
		pixel_put(out + (size_t)(bpp * x), bpp, c);
}

/* The walls of pixel row py of a mesh, as mesh_row draws them: a pixel takes the wall of its
 * nearest node (ripple_held), a reflecting pool's border and the wall cells (ripple_next_wall) of
 * the nearest node row painted over the pixels nearest to each. */
static void mesh_walls(const struct ripple *r, const struct ripple_look *look, int shift, int py,
		       struct ripple_image *dst)
{
	const int mesh = 1 << shift, ny = (py >> shift) + (2 * (py & (mesh - 1)) >= mesh), bpp = dst->bpp;
	const int d = r->edge == RIPPLE_EDGE_REFLECT ? ripple_reach(r) : 0, columns = ((dst->w - 1 + mesh / 2) >> shift) + 1;
	const int last = columns < r->w ? columns : r->w; /* the node columns with pixels in the row, in the pool */
	unsigned char *out = dst->pixels + (size_t)dst->pitch * (size_t)py;
	const unsigned char *walls = r->walls ? r->walls + (size_t)ny * (size_t)r->w : NULL;
	int lo = 0, hi = 0;

	for (int g = 0; g < last; g++)
		if (ny < d || ny >= r->h - d || g < d || g >= r->w - d)
			paint_node(out, g, shift, dst->w, bpp, look->wall);
		else if (g == d)
			g = r->w - d - 1; /* the border's columns only, past the inside */
	if (walls)
		ripple_wall_columns(r, ny, &lo, &hi);
	hi = hi < last ? hi : last;
	for (const unsigned char *at = walls ? walls + lo : NULL; at && (at = ripple_next_wall(at, walls + hi)); at++)
		paint_node(out, (int)(at - walls), shift, dst->w, bpp, look->wall);
}

/* Node (x, gy)'s offsets into ox[x] and oy[x]. */
static void edge_offsets(const struct ripple *r, int x, int gy, int shift, int *ox, int *oy)
{
	const struct node n = node_at(r, x, gy, shift);

	ox[x] = n.ox;
	oy[x] = n.oy;
}

/* The offsets of node row gy's columns 0..columns-1 in 8.8 fixed point (node_at's) and whether
 * each moves: the edge columns by node_at, the rest and the moves by the kernel's mesh_nodes. */
static void node_row(const struct ripple *r, int gy, int shift, int columns, int *ox, int *oy, unsigned char *moves)
{
	const int w = r->w, inner = columns < w - 1 ? columns : w - 1;
	const short *b = r->cur + (size_t)gy * (size_t)w;

	edge_offsets(r, 0, gy, shift, ox, oy);
	for (int x = inner > 1 ? inner : 1; x < columns; x++)
		edge_offsets(r, x, gy, shift, ox, oy);
	ripple_kernels[r->kernel]->mesh_nodes(gy > 0 ? b - w : b, b, gy < r->h - 1 ? b + w : b, inner, columns, shift, ox,
					      oy, moves);
}

static void swap_columns(int **a, int **b)
{
	int *t = *a;

	*a = *b;
	*b = t;
}

static void swap_moves(unsigned char **a, unsigned char **b)
{
	unsigned char *t = *a;

	*a = *b;
	*b = t;
}

/* Node row gy's heights in 8.8 fixed point (node_at's), columns 0..columns-1. */
static void node_heights(const struct ripple *r, int gy, int columns, int *height)
{
	const short *b = r->cur + (size_t)gy * (size_t)r->w;

	for (int g = 0; g < columns; g++)
		height[g] = b[g] * 256;
}

/* A fused frame's band (ripple_frame_mesh_band): the pool whose step writes the heights the
 * render reads, the next row it steps and the band's end. */
struct mesh_step {
	struct ripple *r;
	int next, end;
};

/* Node rows the fused frame steps at a time (a few rows a call, not one, save the calls' cost). */
#define MESH_AHEAD 4

/* Steps the band's rows up to node row `row` (exclusive; a few more at a time), when the render is
 * fused with the step: before it reads the rows' new heights. */
static void step_to(struct mesh_step *step, int row)
{
	int end;

	if (!step || row <= step->next)
		return;
	end = row - step->next < MESH_AHEAD ? step->next + MESH_AHEAD : row;
	end = end < step->end ? end : step->end;
	ripple_spread_rows(step->r, step->next, end);
	step->next = end;
}

/* Pixel row py of render_mesh_fast: refracted by the kernel's mesh row (the refraction and both
 * views), then lit by the kernel's mesh_lit when add is given, or the heights view's colours, from
 * the row's node heights (th, bh: the cells' top and bottom ones; at: room for the row's), then its
 * walls painted when there are any. */
static void mesh_pixel_row(const struct ripple *r, const struct ripple_look *look, const struct ripple_mesh_row *m,
			   mesh_row_fn fast, const int *add, const int *th, const int *bh, int *at, short *scratch,
			   struct ripple_tint *tint, int fy, int py, const struct ripple_image *src,
			   struct ripple_image *dst)
{
	const struct ripple_kernel *k = ripple_kernels[r->kernel];
	unsigned char *out = dst->pixels + (size_t)dst->pitch * (size_t)py;

	if (look->view == RIPPLE_VIEW_REFRACTION || look->view == RIPPLE_VIEW_BOTH)
		fast(m, fy, py, src, out);
	for (int g = 0; (add || look->view == RIPPLE_VIEW_HEIGHTS) && g < m->columns; g++)
		at[g] = th[g] + ((bh[g] - th[g]) * fy >> m->shift);
	if (look->view == RIPPLE_VIEW_HEIGHTS) { /* (2 e) >> gain: e >> (gain - 1), then doubled and halved */
		k->mesh_heights(at, m->shift, dst->w, look->gain ? look->gain - 1 : 0, scratch);
		k->heat_row(scratch, dst->w, look->gain ? 1 : 0, look->heat, out, dst->bpp);
		if (tint)
			ripple_mesh_shallow_heat(r, look, tint, m->shift, py, scratch, look->gain ? 1 : 0, dst);
	} else if (add) {
		const unsigned char *in = look->view == RIPPLE_VIEW_LIGHT ? src->pixels + (size_t)src->pitch * (size_t)py : out;
		unsigned short *moved = (unsigned short *)(scratch + dst->w + 4);

		if (dst->bpp == 4) {
			k->mesh_lit(at, m->shift, dst->w, look->gain, add, scratch, scratch + dst->w + 4, in, out);
		} else { /* 5-6-5 */
			k->mesh_heights(at, m->shift, dst->w, look->gain, scratch);
			memcpy(moved, in, 2 * (size_t)dst->w);
			ripple_lit565_row(moved, scratch, dst->w);
			memcpy(out, moved, 2 * (size_t)dst->w);
		}
	}
	if (tint && look->view != RIPPLE_VIEW_HEIGHTS)
		ripple_mesh_shallow_row(r, look, tint, m->shift, py, dst);
	if (r->walls || r->edge == RIPPLE_EDGE_REFLECT)
		mesh_walls(r, look, m->shift, py, dst);
}

/* The plain refraction on a mesh through the kernel's mesh row, for the node columns the
 * picture's mesh cells touch; with `add` (the light or both view at 32 bpp with a byte a channel,
 * add[] its bytes, or at 16 bpp in SDL's 5-6-5) lit by the heights after (the light view: the
 * picture's pixels lit); or the heights view, by the kernel's mesh heights and colours; shallow
 * water marked; the walls (look's colour) painted last. It keeps
 * seven arrays of columns + 16 ints (the kernel reads 16 past the last): the mesh cells' top nodes'
 * offsets x and y and heights, then their bottom ones' (which become the next cells' top), and a
 * pixel row's node heights; whether each cell moves, and each top and bottom node (3 bytes a
 * column), and the lit rows' scratch. Returns RIPPLE_OK
 * or RIPPLE_ENOMEM. */
static int render_mesh_fast(const struct ripple *r, const struct ripple_look *look, mesh_row_fn fast, int shift,
			    int columns, const int *add, const struct ripple_image *src, struct ripple_image *dst, int y0,
			    int y1, struct mesh_step *step)
{
	const size_t n = (size_t)columns + 16;
	int *lanes = calloc(7 * n, sizeof *lanes), *top[3], *bottom[3], *at = lanes + 6 * n;
	unsigned char *moves = calloc(3 * n, 1), *top_moves = moves + n, *bottom_moves = moves + 2 * n;
	const int heights = add || look->view == RIPPLE_VIEW_HEIGHTS; /* the nodes' heights needed */
	const int offsets = look->view != RIPPLE_VIEW_HEIGHTS;          /* ... and their offsets */
	short *scratch = heights ? malloc(sizeof *scratch * (5 * (size_t)dst->w + 4)) : NULL; /* the kernel's mesh_lit's */
	struct ripple_mesh_row m = { .moves = moves, .columns = columns, .shift = shift,
				     .stream = ripple_mesh_streams(dst, add != NULL) };
	struct ripple_tint tint;
	const int tinted = r->slow && !ripple_tint_start(&tint, look, dst->bpp);

	if (!lanes || !moves || (heights && !scratch)) {
		free(lanes);
		free(moves);
		free(scratch);
		return RIPPLE_ENOMEM;
	}
	for (int i = 0; i < 3; i++) {
		top[i] = lanes + (size_t)i * n;
		bottom[i] = lanes + (size_t)(3 + i) * n;
	}
	for (int py = y0; py < y1; py++) {
		const int gy = py >> shift, fy = py & ((1 << shift) - 1);

		if (fy == 0 || py == y0) { /* a new row of mesh cells, whose top nodes are the last row's bottom */
			step_to(step, gy + 3); /* its bottom nodes' offsets read the heights of the row below them */
			if (py == y0) {
				if (offsets)
					node_row(r, gy, shift, columns, top[0], top[1], top_moves);
				if (heights)
					node_heights(r, gy, columns, top[2]);
			} else {
				for (int i = 0; i < 3; i++)
					swap_columns(&top[i], &bottom[i]);
				swap_moves(&top_moves, &bottom_moves);
			}
			if (offsets) /* the offsets only for refracting: not in the heights view */
				node_row(r, gy + 1, shift, columns, bottom[0], bottom[1], bottom_moves);
			if (heights) /* the heights only for lighting or for the heights view */
				node_heights(r, gy + 1, columns, bottom[2]);
			for (int i = 0; i < 2; i++) {
				m.top[i] = top[i];
				m.bottom[i] = bottom[i];
			}
			if (offsets)
				ripple_mesh_moves(top_moves, bottom_moves, columns, moves);
		}
		mesh_pixel_row(r, look, &m, fast, add, top[2], bottom[2], at, scratch, tinted ? &tint : NULL, fy, py, src,
			       dst);
	}
	free(lanes);
	free(moves);
	free(scratch);
	return RIPPLE_OK;
}

/* Any view on a mesh, a pixel at a time from the nodes interpolated down each row of mesh cells.
 * Returns RIPPLE_OK or RIPPLE_ENOMEM. */
static int render_mesh_any(const struct ripple *r, const struct ripple_look *look, int shift, int walls, int columns,
			   const struct ripple_image *src, struct ripple_image *dst, int y0, int y1, struct mesh_step *step)
{
	struct node *top = malloc(3 * (size_t)columns * sizeof *top), *bottom, *here;
	struct ripple_lit lit;
	struct ripple_tint tint;
	const int tinted = r->slow && !ripple_tint_start(&tint, look, dst->bpp);

	if (!top)
		return RIPPLE_ENOMEM;
	ripple_lit_make(&lit, look, src->bpp);
	bottom = top + columns;
	here = bottom + columns;
	for (int py = y0; py < y1; py++) {
		const int gy = py >> shift, fy = py & ((1 << shift) - 1);

		if (fy == 0 || py == y0)
			step_to(step, gy + 3);
		for (int gx = 0; (fy == 0 || py == y0) && gx < columns; gx++) { /* a new row of mesh cells: its nodes */
			top[gx] = node_at(r, gx, gy, shift);
			bottom[gx] = node_at(r, gx, gy + 1, shift);
		}
		for (int gx = 0; gx < columns; gx++)
			here[gx] = node_lerp(top[gx], bottom[gx], fy, shift);
		mesh_row_any(r, &lit, src, dst, here, py, shift, walls);
		if (tinted) /* under the walls, which it leaves */
			ripple_mesh_shallow_row(r, look, &tint, shift, py, dst);
	}
	free(top);
	return RIPPLE_OK;
}

/* ripple_render_mesh_rows, with the band's step ahead of it when step is given (the fused frame). */
static int mesh_rows(const struct ripple *r, const struct ripple_look *look, int mesh, const struct ripple_image *src,
		     struct ripple_image *dst, int y0, int y1, struct mesh_step *step)
{
	const int shift = ripple_mesh_shift(mesh), walls = r->walls || r->edge != RIPPLE_EDGE_CLASSIC;
	const int columns = ((dst->w - 1) >> shift) + 2; /* the node columns the picture's mesh cells touch */
	mesh_row_fn fast;
	int add[4] = { 0 };

	if ((mesh != 2 && mesh != 4) || !src->pixels || !dst->pixels || src->w != dst->w || src->h != dst->h ||
	    src->bpp != dst->bpp || src->bpp < 1 || src->bpp > 4 || src->pitch < src->w * src->bpp ||
	    dst->pitch < dst->w * dst->bpp || (r->w - 1) * mesh < src->w || (r->h - 1) * mesh < src->h ||
	    (look->view == RIPPLE_VIEW_HEIGHTS && !look->heat) || look->gain < 0 || look->gain > RIPPLE_MAX_GAIN ||
	    (src->bpp == 1 && !look->shade && (look->view == RIPPLE_VIEW_LIGHT || look->view == RIPPLE_VIEW_BOTH)))
		return RIPPLE_EINVAL;
	y0 = y0 < 0 ? 0 : y0;
	y1 = y1 > dst->h ? dst->h : y1;
	if (y0 >= y1)
		return RIPPLE_OK;
	fast = mesh_kernel(r, src);
	if (fast && (look->view == RIPPLE_VIEW_REFRACTION || look->view == RIPPLE_VIEW_HEIGHTS))
		return render_mesh_fast(r, look, fast, shift, columns, NULL, src, dst, y0, y1, step);
	if (fast && (look->view == RIPPLE_VIEW_LIGHT || look->view == RIPPLE_VIEW_BOTH) &&
	    ((src->bpp == 4 && ripple_byte_channels(look, add)) ||
	     (src->bpp == 2 && ripple_is_565(look))))
		return render_mesh_fast(r, look, fast, shift, columns, add, src, dst, y0, y1, step);
	return render_mesh_any(r, look, shift, walls, columns, src, dst, y0, y1, step);
}

int ripple_render_mesh_rows(const struct ripple *r, const struct ripple_look *look, int mesh,
			    const struct ripple_image *src, struct ripple_image *dst, int y0, int y1)
{
	return mesh_rows(r, look, mesh, src, dst, y0, y1, NULL);
}

int ripple_render_mesh(const struct ripple *r, const struct ripple_look *look, int mesh,
		       const struct ripple_image *src, struct ripple_image *dst)
{
	return ripple_render_mesh_rows(r, look, mesh, src, dst, 0, dst->h);
}

/* Band `band` of n's node rows [*g0, *g1), and the mesh cell rows within it [*c0, *c1) whose
 * nodes' offsets read only the band's heights (a cell row c reads node rows c - 1 .. c + 2). */
static void mesh_band(const struct ripple *r, int band, int n, int *g0, int *g1, int *c0, int *c1)
{
	ripple_band_rows(r, band, n, g0, g1);
	*c0 = *g0 + 1 < *g1 ? *g0 + 1 : *g1;
	*c1 = *g1 - 2 > *c0 ? *g1 - 2 : *c0;
}

/* The heights the step has just written (its prev), seen as the pool's current ones. */
static struct ripple stepped(const struct ripple *r)
{
	struct ripple next = *r;

	next.cur = r->prev;
	return next;
}

int ripple_frame_mesh_band(struct ripple *r, const struct ripple_look *look, int mesh, const struct ripple_image *src,
			   struct ripple_image *dst, int band, int n)
{
	const struct ripple next = stepped(r);
	const int shift = ripple_mesh_shift(mesh);
	struct mesh_step step = { r, 0, 0 };
	int c0, c1, e = RIPPLE_OK;

	if ((mesh != 2 && mesh != 4) || n < 1 || band < 0 || band >= n || !ripple_in_bands(r))
		return RIPPLE_EINVAL;
	mesh_band(r, band, n, &step.next, &step.end, &c0, &c1);
	if (c1 > c0)
		e = mesh_rows(&next, look, mesh, src, dst, c0 << shift, c1 << shift, &step);
	step_to(&step, step.end);
	return e;
}

int ripple_frame_mesh_seams(struct ripple *r, const struct ripple_look *look, int mesh,
			    const struct ripple_image *src, struct ripple_image *dst, int n)
{
	const struct ripple next = stepped(r);
	const int shift = ripple_mesh_shift(mesh);
	int g0, g1, c0, c1, e = n < 1 || !ripple_in_bands(r) ? RIPPLE_EINVAL : RIPPLE_OK;

	for (int band = 0; band < n && !e; band++) {
		mesh_band(r, band, n, &g0, &g1, &c0, &c1);
		if (c0 > g0)
			e = mesh_rows(&next, look, mesh, src, dst, g0 << shift, c0 << shift, NULL);
		if (!e && g1 > c1)
			e = mesh_rows(&next, look, mesh, src, dst, c1 << shift, g1 << shift, NULL);
	}
	if (!e)
		ripple_spread_done(r);
	return e;
}
