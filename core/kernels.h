/* kernels.h - the kernels' contract: the table of interchangeable loops (the article's step and render, the mesh's rows, the views' light and heights, the classroom variants' step), plain C and SIMD, the same bits; when they read ahead and write past the caches. */
#ifndef RIPPLE_KERNELS_H
#define RIPPLE_KERNELS_H

#include "ripple.h"

#include <limits.h>
#include <stddef.h>
#include <stdint.h>

/* One row of a classroom variant's step (rows.c's spread_cell): its settings and its row. */
struct ripple_variant {
	int w;                        /* the pool's width: the rows above and below are now -/+ w */
	int stencil;                  /* 4 or 12 */
	int damping;                  /* the step loses v >> damping; 0 for none */
	const unsigned char *sponge;  /* the row's losses out of 256 (absorbing edges), or NULL */
	const unsigned char *walls;   /* the row's walls (held at 0), or NULL */
	const unsigned char *slow;    /* the row's shallow water, 256 - round(256 S^2) (ripple_shallow), or NULL */
};

/* A row of mesh cells 2^shift pixels wide, for the kernels' mesh rows: the offsets x and y of its
 * nodes' columns 0..columns-1 in 8.8 fixed point at the cells' top and at their bottom (16 ints
 * more readable past the last), and for each cell whether a pixel of it may move (1), or none does
 * (0: each offset in it lies between its corners', and all of theirs round to 0). */
struct ripple_mesh_row {
	const int *top[2], *bottom[2];
	const unsigned char *moves;
	int columns, shift;
	int stream; /* 1: the rows may be written past the caches (ripple_mesh_streams) */
};

/* One way to run the core's loops: the article's frame, the mesh's rows, the views' light and heights,
 * the classroom variants' step. Every kernel gives the same heights and pixels. The portable loops
 * the kernels build on are kernel_loops.h's. */
struct ripple_kernel {
	int (*usable)(void); /* 1 when this CPU can run it */
	/* The article's step over cells [begin, end) (within w .. w*h-w-1) from `now` into `next`. */
	void (*spread)(const short *now, short *next, int w, int begin, int end);
	/* The article's render of rows [y0, y1) (within 1..h-2) of dst, from buf's heights (w x h)
	 * and src. */
	void (*render)(const short *buf, int w, int h, int y0, int y1, const struct ripple_image *src,
		       struct ripple_image *dst);
	/* The mesh's plain refraction (mesh.c's mesh_row_plain) of row py into out, fy/2^shift of the
	 * way down a row of mesh cells (m's). Only for a picture of fewer than 2^31 bytes. NULL: the
	 * plain C loop serves. */
	void (*mesh_row)(const struct ripple_mesh_row *m, int fy, int py, const struct ripple_image *src,
			 unsigned char *out);
	/* The mesh's light view at 32 bpp with a byte a channel, or the both view's light over a row
	 * the mesh row has refracted, the heights over 2^gain: ripple_fast_mesh_lit. NULL when mesh_row
	 * is. */
	void (*mesh_lit)(const int *at, int shift, int w, int gain, const int add[4], short *e, short *lift,
			 const unsigned char *in, unsigned char *out);
	/* A mesh's node row: its offsets at the columns with both neighbours and every column's moves
	 * (ripple_fast_mesh_nodes). NULL when mesh_row is. */
	void (*mesh_nodes)(const short *up, const short *b, const short *down, int inner, int columns, int shift, int *ox,
			   int *oy, unsigned char *moves);
	/* The light and both views at 16 bpp in SDL's 5-6-5 over rows [y0, y1), from the heights cur
	 * (w x h) over 2^gain, the both view's light after this kernel's render: ripple_fast_rows565.
	 * NULL: views.c's pixel-by-pixel loop, the reference. */
	void (*rows565)(const short *cur, int w, int h, int view, int gain, unsigned short *moved, short *lift,
			const struct ripple_image *src, struct ripple_image *dst, int y0, int y1);
	/* A classroom variant's step over cells [x0, x1) of a row, from its heights `now` into `next`
	 * (which holds the row's heights before): ripple_fast_variant_row. NULL: rows.c's plain loop
	 * over spread_cell, the reference. */
	void (*variant_row)(const struct ripple_variant *v, const short *now, short *next, int x0, int x1);
	/* The light view at 32 bpp with a byte a channel over rows [y0, y1), from the heights cur (w x h)
	 * over 2^gain, and the both view's light after this kernel's render: ripple_fast_bytes32. NULL:
	 * views.c's pixel-by-pixel loop, the reference. */
	void (*bytes32)(const short *cur, int w, int h, int view, int gain, const int add[4], short *lift,
			const struct ripple_image *src, struct ripple_image *dst, int y0, int y1);
	/* The heights view's n pixels at bpp bytes from their heights e[], the colours of twice them over
	 * 2^gain: ripple_fast_heat_row. NULL: views.c's and mesh.c's pixel-by-pixel loops, the reference. */
	void (*heat_row)(const short *e, int n, int gain, const unsigned int *heat, unsigned char *out, int bpp);
	/* A mesh row's pixel heights from its node heights, over 2^gain: ripple_mesh_heights. NULL when
	 * mesh_row is. */
	void (*mesh_heights)(const int *at, int shift, int w, int gain, short *e);
};

/* The kernels in RIPPLE_KERNEL_* order; an entry is NULL when it is not built for this CPU family. */
extern const struct ripple_kernel *const ripple_kernels[RIPPLE_KERNELS];

/* kernels.c keeps two values for the whole program, and nothing else: the cap, which the program
 * sets once at its start (ripple_set_cpu_cap, from RIPPLE_CPU) and the tests change, and the last
 * answer of ripple_kernel_fastest, a cache of one: a choice measured once for a cap and a depth
 * (a frame of each kernel, a few milliseconds) and kept until either changes. Neither is locked:
 * the thread that opens the scenes is the only one to set or measure them. */

/* The plain C kernel for the table (kernels_portable.c). */
extern const struct ripple_kernel ripple_kernel_scalar;

/* The x86 kernels for the table (kernels_sse2.c, kernels_avx2.c, kernels_avx512.c). */
extern const struct ripple_kernel ripple_kernel_sse2, ripple_kernel_avx2, ripple_kernel_avx512;

/* The WebAssembly kernel for the table (kernels_simd128.c), in a build with SIMD128. */
extern const struct ripple_kernel ripple_kernel_simd128;

/* The plain C kernel's entries beside its step and render (kernels_portable.c), the portable loops of
 * kernel_loops.h with the picture's depth a constant: the WebAssembly kernel takes them as they are,
 * since its whole build is compiled for SIMD128, which vectorizes them. */
void ripple_portable_mesh_row(const struct ripple_mesh_row *m, int fy, int py, const struct ripple_image *src,
			      unsigned char *out);
void ripple_portable_mesh_lit(const int *at, int shift, int w, int gain, const int add[4], short *e, short *lift,
			      const unsigned char *in, unsigned char *out);
void ripple_portable_mesh_nodes(const short *up, const short *b, const short *down, int inner, int columns, int shift,
				int *ox, int *oy, unsigned char *moves);
void ripple_portable_rows565(const short *cur, int w, int h, int view, int gain, unsigned short *moved, short *lift,
			     const struct ripple_image *src, struct ripple_image *dst, int y0, int y1);
void ripple_portable_bytes32(const short *cur, int w, int h, int view, int gain, const int add[4], short *lift,
			     const struct ripple_image *src, struct ripple_image *dst, int y0, int y1);
void ripple_portable_heat_row(const short *e, int n, int gain, const unsigned int *heat, unsigned char *out, int bpp);
void ripple_portable_mesh_heights(const int *at, int shift, int w, int gain, short *e);

/* Bytes of a page from which the render writes it past the caches (it would only push the heights
 * and the picture out of them). */
#define RIPPLE_STREAM_FROM (16L << 20)

/* Pictures of this many bytes or more are read ahead by the x86 kernels' renders and the mesh
 * rows: a displaced pixel lies up to a few dozen rows below its own, in rows the hardware has not
 * fetched yet, and each such read would wait for the memory. The rows ahead cover nearly all of
 * them (a stone's waves displace by 16 rows or more at 2% of the pixels). */
#define RIPPLE_PREFETCH_FROM (1L << 20)
#define RIPPLE_PREFETCH_ROWS 32

/* For helpers whose bpp must reach the loop as a constant. */
#define RIPPLE_INLINE static inline __attribute__((always_inline))

/* Whether the byte offsets of every pixel of a picture fit in an int (the gathers' 32-bit lanes). */
static inline int ripple_offsets_fit(const struct ripple_image *src)
{
	return (long long)src->pitch * src->h <= INT_MAX;
}

/* Bytes from row y of the picture to the row its render reads ahead (the last row at most), or 0
 * for a picture the caches hold. */
static inline size_t ripple_read_ahead(const struct ripple_image *src, int y)
{
	int rows = src->h - 1 - y < RIPPLE_PREFETCH_ROWS ? src->h - 1 - y : RIPPLE_PREFETCH_ROWS;

	return (size_t)src->pitch * (size_t)src->h >= RIPPLE_PREFETCH_FROM ? (size_t)src->pitch * (size_t)rows : 0;
}

/* Whether a mesh render's rows may be written past the caches: a large page (RIPPLE_STREAM_FROM
 * bytes or more) at 32 bpp, its rows on 64-byte boundaries, which nothing reads back (the plain
 * refraction: the light view would read the refracted rows again). */
static inline int ripple_mesh_streams(const struct ripple_image *dst, int lit)
{
	return !lit && dst->bpp == 4 && (size_t)dst->pitch * (size_t)dst->h >= RIPPLE_STREAM_FROM &&
	       (uintptr_t)dst->pixels % 64 == 0 && dst->pitch % 64 == 0;
}

#endif
