/* views.h - what views.c lends the mesh render (mesh.c): the light's arithmetic a pixel at a time, and the layouts the kernels light in rows. */
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

#endif
