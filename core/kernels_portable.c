/* kernels_portable.c - the plain C kernel ("scalar"): the portable fast path of kernel_loops.h, whose entries the WebAssembly kernel takes too. */
#include "core/kernel_loops.h"

static int always(void)
{
	return 1;
}

/* The portable fast path (kernel_loops.h): the step as one expression a cell, the render a plain copy a
 * pixel with the depth a constant, the mesh's rows in blocks. */
static void scalar_spread(const short *now, short *next, int w, int begin, int end)
{
	ripple_fast_spread_span(now, next, w, begin, end);
}

static void scalar_render(const short *buf, int w, int h, int y0, int y1, const struct ripple_image *src,
			  struct ripple_image *dst)
{
	RIPPLE_RENDER_BY_DEPTH(ripple_fast_render_row, buf, w, h, y0, y1, src, dst);
}

void ripple_portable_mesh_row(const struct ripple_mesh_row *m, int fy, int py,
			      const struct ripple_image *src, unsigned char *out)
{
	RIPPLE_MESH_ROW_BY_DEPTH(ripple_fast_mesh_row, m, fy, py, src, out);
}

void ripple_portable_mesh_lit(const int *at, int shift, int w, int gain, const int add[4], short *e, short *lift,
			      const unsigned char *in, unsigned char *out)
{
	ripple_fast_mesh_lit(at, shift, w, gain, add, e, lift, in, out);
}

void ripple_portable_mesh_nodes(const short *up, const short *b, const short *down, int inner, int columns, int shift,
				int *ox, int *oy, unsigned char *moves)
{
	ripple_fast_mesh_nodes(up, b, down, inner, columns, shift, ox, oy, moves);
}

void ripple_portable_rows565(const short *cur, int w, int h, int view, int gain, unsigned short *moved, short *lift,
			     const struct ripple_image *src, struct ripple_image *dst, int y0, int y1)
{
	ripple_fast_rows565(cur, w, h, view, gain, moved, lift, src, dst, y0, y1);
}

static void scalar_variant_row(const struct ripple_variant *v, const short *now, short *next, int x0, int x1)
{
	ripple_fast_variant_row(v, now, next, x0, x1);
}

void ripple_portable_bytes32(const short *cur, int w, int h, int view, int gain, const int add[4], short *lift,
			     const struct ripple_image *src, struct ripple_image *dst, int y0, int y1)
{
	ripple_fast_bytes32(cur, w, h, view, gain, add, lift, src, dst, y0, y1);
}

void ripple_portable_heat_row(const short *e, int n, int gain, const unsigned int *heat, unsigned char *out, int bpp)
{
	ripple_fast_heat_row(e, n, gain, heat, out, bpp);
}

void ripple_portable_mesh_heights(const int *at, int shift, int w, int gain, short *e)
{
	ripple_mesh_heights(at, shift, w, gain, e);
}

const struct ripple_kernel ripple_kernel_scalar = {
	always,			  scalar_spread,	      scalar_render,	      ripple_portable_mesh_row,
	ripple_portable_mesh_lit, ripple_portable_mesh_nodes, ripple_portable_rows565, scalar_variant_row,
	ripple_portable_bytes32,  ripple_portable_heat_row,   ripple_portable_mesh_heights
};
