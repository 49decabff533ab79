/* views.h - what views.c lends the mesh render (mesh.c): the light's arithmetic a pixel at a time, the layouts the kernels light in rows, shallow water's mark. */
#ifndef RIPPLE_VIEWS_H
#define RIPPLE_VIEWS_H

#include "core/cells.h"

/* ripple_lit's arithmetic as tables, made once a render (ripple_lit_make): each channel's value to
 * 0..255 (up) and 0..255 back to the value in its place (down); for channels of up to 8 bits
 * (SDL's 332, 565, 888 layouts), else ripple_lit itself. */
struct ripple_lit {
	const struct ripple_look *look;
	int bpp, tables;
	unsigned int mask[3], shift[3], keep;
	unsigned char up[3][256];
	unsigned int down[3][256];
};

/* Fills l for pixels of bpp bytes in look's layout: its tables, or none (l->tables 0). */
void ripple_lit_make(struct ripple_lit *l, const struct ripple_look *look, int bpp);

/* ripple_lit(l->look, l->bpp, v, height), through the tables when there are. */
static inline unsigned int ripple_lit_pixel(const struct ripple_lit *l, unsigned int v, int height)
{
	unsigned int out = v & l->keep;

	if (!l->tables)
		return ripple_lit(l->look, l->bpp, v, height);
	height = height < -256 ? -256 : height > 255 ? 255 : height;
	for (int c = 0; c < 3; c++) {
		int x;

		if (!l->mask[c])
			continue;
		x = l->up[c][(v & l->mask[c]) >> l->shift[c]] + height;
		out |= l->down[c][x < 0 ? 0 : x > 255 ? 255 : x];
	}
	return out;
}

/* Whether each of the look's three channels is one whole byte of a 32-bit pixel; add[b] is then
 * 1 for the bytes that are channels, 0 for the one that is not. */
int ripple_byte_channels(const struct ripple_look *look, int add[4]);

/* Whether the look's channels are SDL's 5-6-5 at 16 bpp. */
int ripple_is_565(const struct ripple_look *look);

/* What a shallow cell's pixel becomes, for one depth: each channel's value (its own bits, shifted
 * down) to its new bits in place, or for a palette's index the shade table's row; kept by a
 * render from row to row, made anew when the depth changes. */
struct ripple_tint {
	int slow;                   /* the map's value the tables are for, -1: none yet */
	unsigned int shift[3], keep;
	unsigned int to[3][256];    /* a channel's value (0..255 at most) to its new bits */
	int byte;                   /* 1 byte a pixel: darkened through look->shade by `dark` */
	int dark;
	int heat_slow;              /* the map's value heat[] is tinted for, -1: none yet */
	unsigned int heat[511];     /* the heights view's colours tinted */
};

/* The tables t made ready for pixels of bpp bytes in look's layout, none for a depth yet. Returns
 * 0, or -1 when such pixels cannot be marked (channels wider than a byte, a palette without its
 * shade table): they are left unmarked. */
int ripple_tint_start(struct ripple_tint *t, const struct ripple_look *look, int bpp);

/* Pixel row py of a mesh render (a node every 2^shift pixels) with r's shallow water marked as the
 * render at mesh 1 marks a cell (a green tint in the heights view, a darker floor in the others),
 * each pixel as its nearest node, as a wall is; a held node's pixels left for the wall. t as
 * ripple_tint_start made it for dst's pixels, kept from row to row. Nothing without shallow water. */
void ripple_mesh_shallow_row(const struct ripple *r, const struct ripple_look *look, struct ripple_tint *t, int shift,
			     int py, struct ripple_image *dst);

/* ripple_mesh_shallow_row for the heights view as a kernel's mesh row draws it: row py's
 * pixels' heights e (heat_row's, at `gain`) drawn again over each run of shallow nodes from the
 * heat table tinted for its depth, by the kernel's heat row (held nodes too: the walls are painted
 * after). The same pixels, as fast as the view itself. */
void ripple_mesh_shallow_heat(const struct ripple *r, const struct ripple_look *look, struct ripple_tint *t,
			      int shift, int py, const short *e, int gain, struct ripple_image *dst);

#endif
