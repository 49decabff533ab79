/* kernels_avx2.h - the AVX2 kernel's rows that the AVX-512 kernel takes too (kernels_avx2.c); only for a CPU with AVX2. */
#ifndef RIPPLE_KERNELS_AVX2_H
#define RIPPLE_KERNELS_AVX2_H

#include "core/kernels.h"

/* The kernel's mesh_lit (kernels.h): the mesh's lit row at 32 bpp, the light 16 pixels at a time. */
void avx2_mesh_lit(const int *at, int shift, int w, int gain, const int add[4], short *e, short *lift,
		   const unsigned char *in, unsigned char *out);

/* The kernel's rows565: the light and both views at 16 bpp, the heights 16 pixels at a time. */
void avx2_rows565(const short *cur, int w, int h, int view, int gain, unsigned short *moved, short *lift,
		  const struct ripple_image *src, struct ripple_image *dst, int y0, int y1);

/* The kernel's bytes32: the light and both views at 32 bpp with a byte a channel, 16 pixels at a time. */
void avx2_bytes32(const short *cur, int w, int h, int view, int gain, const int add[4], short *lift,
		  const struct ripple_image *src, struct ripple_image *dst, int y0, int y1);

/* The kernel's heat_row: the heights view's colours, gathered from the table at 16 and 32 bpp. */
void avx2_heat_row(const short *e, int n, int gain, const unsigned int *heat, unsigned char *out, int bpp);

/* The kernel's mesh_heights: a mesh row's pixel heights, 8 cells at a time. */
void avx2_mesh_heights(const int *at, int shift, int w, int gain, short *e);

#endif
