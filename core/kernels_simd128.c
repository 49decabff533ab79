/* kernels_simd128.c - the WebAssembly SIMD128 kernel (the browser's): the article's step in 16-bit lanes, its render in blocks of 8 pixels, the portable loops compiled for SIMD128; the same bits as plain C. */
#include "core/kernel_loops.h"

#ifdef __wasm_simd128__
#include <wasm_simd128.h>

#include <limits.h>

/* A browser without SIMD128 refuses the whole program (every object is built with it): where it
 * runs at all, this kernel does. */
static int has_simd128(void)
{
	return 1;
}

/* The step in 16-bit lanes, 8 cells at a time, as kernels_sse2.c derives it: the unsigned averages
 * (i16x8.avgr_u) of the pairs, their rounding and the sign bits' parity taken back. */
static void simd128_spread(const short *now, short *next, int w, int begin, int end)
{
	const v128_t one = wasm_i16x8_splat(1), sign = wasm_i16x8_splat(SHRT_MIN);
	int i = begin;

	for (; i + 8 <= end; i += 8) {
		const v128_t a = wasm_v128_load(now + i - 1), b = wasm_v128_load(now + i + 1);
		const v128_t c = wasm_v128_load(now + i - w), d = wasm_v128_load(now + i + w);
		const v128_t ab = wasm_v128_xor(a, b), cd = wasm_v128_xor(c, d);
		const v128_t fix = wasm_i16x8_sub(wasm_v128_and(wasm_v128_xor(ab, cd), sign), wasm_v128_and(wasm_v128_or(ab, cd), one));
		const v128_t v = wasm_i16x8_sub(wasm_i16x8_add(wasm_i16x8_add(wasm_u16x8_avgr(a, b), wasm_u16x8_avgr(c, d)), fix),
						wasm_v128_load(next + i));

		wasm_v128_store(next + i, wasm_i16x8_sub(v, wasm_i16x8_shr(v, 5)));
	}
	ripple_fast_spread_span(now, next, w, i, end);
}

/* The byte offsets sy * pitch + sx * bpp of 4 of 8 pixels: their rows sy and columns sx in the
 * low 4 (high 0) or the high 4 (high 1) 16-bit lanes. */
static inline v128_t simd128_offsets(v128_t sy, v128_t sx, v128_t pitch, int bpp, int high)
{
	const v128_t y = high ? wasm_i32x4_extend_high_i16x8(sy) : wasm_i32x4_extend_low_i16x8(sy);
	const v128_t x = high ? wasm_i32x4_extend_high_i16x8(sx) : wasm_i32x4_extend_low_i16x8(sx);

	return wasm_i32x4_add(wasm_i32x4_mul(y, pitch), wasm_i32x4_mul(x, wasm_i32x4_splat(bpp)));
}

/* 4 pixels of 32 bits from the byte offsets in off's lanes. */
static inline v128_t simd128_gather4(const unsigned char *pixels, v128_t off)
{
	v128_t v = wasm_i32x4_splat(0);

	v = wasm_v128_load32_lane(pixels + wasm_i32x4_extract_lane(off, 0), v, 0);
	v = wasm_v128_load32_lane(pixels + wasm_i32x4_extract_lane(off, 1), v, 1);
	v = wasm_v128_load32_lane(pixels + wasm_i32x4_extract_lane(off, 2), v, 2);
	return wasm_v128_load32_lane(pixels + wasm_i32x4_extract_lane(off, 3), v, 3);
}

/*
 * The render in blocks of 8 pixels, as the x86 kernels plan it (kernels_x86.h): a block whose
 * opposite neighbours are all equal is a straight copy of the picture's row; otherwise each
 * pixel's source (sy, sx) is found in 16-bit lanes with saturating arithmetic (a sum out of range
 * stays out of the picture, which is at most SHRT_MAX pixels each way), and when all 8 lie inside,
 * their byte offsets are made in 32-bit lanes and the pixels read from them (at 32 bpp straight
 * into lanes, at the other depths one by one); a block with a pixel outside is rendered one pixel
 * at a time, as are the ends of rows.
 */
RIPPLE_INLINE void simd128_render_row(const short *row, int w, int h, int y, const struct ripple_image *src,
				      unsigned char *out, const int bpp)
{
	const v128_t ys = wasm_i16x8_splat((short)y), hs = wasm_i16x8_splat((short)h), ws = wasm_i16x8_splat((short)w);
	const v128_t none = wasm_i16x8_splat(-1), pitch = wasm_i32x4_splat(src->pitch);
	const unsigned char *in = src->pixels + (size_t)src->pitch * (size_t)y;
	v128_t xs = wasm_i16x8_make(0, 1, 2, 3, 4, 5, 6, 7);
	int j = 0;

	for (; j + 8 <= w; j += 8, xs = wasm_i16x8_add(xs, wasm_i16x8_splat(8))) {
		const v128_t dy = wasm_i16x8_sub_sat(wasm_v128_load(row + j - w), wasm_v128_load(row + j + w));
		const v128_t dx = wasm_i16x8_sub_sat(wasm_v128_load(row + j - 1), wasm_v128_load(row + j + 1));
		v128_t sy, sx, lo, hi;

		if (!wasm_v128_any_true(wasm_v128_or(dy, dx))) {
			memcpy(out + bpp * j, in + bpp * j, (size_t)(8 * bpp));
			continue;
		}
		sy = wasm_i16x8_add_sat(ys, dy);
		sx = wasm_i16x8_add_sat(xs, dx);
		if (!wasm_i16x8_all_true(wasm_v128_and(wasm_v128_and(wasm_i16x8_gt(sy, none), wasm_i16x8_lt(sy, hs)),
						       wasm_v128_and(wasm_i16x8_gt(sx, none), wasm_i16x8_lt(sx, ws))))) {
			ripple_fast_render_span(row, w, h, y, j, j + 8, src, out, bpp);
			continue;
		}
		lo = simd128_offsets(sy, sx, pitch, bpp, 0);
		hi = simd128_offsets(sy, sx, pitch, bpp, 1);
		if (bpp == 4) {
			wasm_v128_store(out + 4 * j, simd128_gather4(src->pixels, lo));
			wasm_v128_store(out + 4 * j + 16, simd128_gather4(src->pixels, hi));
		} else {
			int off[8];

			wasm_v128_store(off, lo);
			wasm_v128_store(off + 4, hi);
			for (int l = 0; l < 8; l++)
				memcpy(out + bpp * (j + l), src->pixels + off[l], (size_t)bpp);
		}
	}
	ripple_fast_render_span(row, w, h, y, j, w, src, out, bpp);
}

/* Pictures whose sizes fit the 16-bit lanes and whose byte offsets fit the 32-bit ones in blocks,
 * others a pixel at a time. */
static void simd128_render(const short *buf, int w, int h, int y0, int y1, const struct ripple_image *src,
			   struct ripple_image *dst)
{
	if (ripple_offsets_fit(src) && w <= SHRT_MAX && h <= SHRT_MAX)
		RIPPLE_RENDER_BY_DEPTH(simd128_render_row, buf, w, h, y0, y1, src, dst);
	else
		RIPPLE_RENDER_BY_DEPTH(ripple_fast_render_row, buf, w, h, y0, y1, src, dst);
}

/* The 4-neighbour variants' halved sum (ripple_half_even's) of 8 cells, modulo 2^16: the step's
 * floor(s / 2) (simd128_spread's), plus one where s ends in binary 11: its bit 0 is the parity of
 * the four cells, its bit 1 bit 0 of floor(s / 2). */
static inline v128_t simd128_half_even(const short *now, int w)
{
	const v128_t one = wasm_i16x8_splat(1), sign = wasm_i16x8_splat(SHRT_MIN);
	const v128_t a = wasm_v128_load(now - 1), b = wasm_v128_load(now + 1);
	const v128_t c = wasm_v128_load(now - w), d = wasm_v128_load(now + w);
	const v128_t ab = wasm_v128_xor(a, b), cd = wasm_v128_xor(c, d), odd = wasm_v128_xor(ab, cd);
	const v128_t half = wasm_i16x8_sub(wasm_i16x8_add(wasm_i16x8_add(wasm_u16x8_avgr(a, b), wasm_u16x8_avgr(c, d)),
							  wasm_v128_and(odd, sign)),
					   wasm_v128_and(wasm_v128_or(ab, cd), one));

	return wasm_i16x8_add(half, wasm_v128_and(wasm_v128_and(odd, half), one));
}

/* The 32-bit lanes' low halves, modulo 2^16 as a store into a short. */
static inline v128_t simd128_wrap16(v128_t lo, v128_t hi)
{
	return wasm_i8x16_shuffle(lo, hi, 0, 1, 4, 5, 8, 9, 12, 13, 16, 17, 20, 21, 24, 25, 28, 29);
}

/* 4 of the 8 shorts at p in 32-bit lanes: the low 4 (high 0) or the high 4 (high 1). */
static inline v128_t simd128_wide(const short *p, int high)
{
	const v128_t v = wasm_v128_load(p);

	return high ? wasm_i32x4_extend_high_i16x8(v) : wasm_i32x4_extend_low_i16x8(v);
}

/* The 12 cells of sum12 (rows.c) around 4 of 8 cells (simd128_wide's), in 32-bit lanes, over 6 as C
 * divides (toward zero): in floats, exact for sums this small (under 2^24), the quotient correctly
 * rounded never crossing a whole number (a sixth away at the least). */
static inline v128_t simd128_sixth(const short *now, int w, int high)
{
	const int at[12] = { -1, 1, -w, w, -w - 1, -w + 1, w - 1, w + 1, -2, 2, -2 * w, 2 * w };
	v128_t sum = wasm_i32x4_splat(0);

	for (int k = 0; k < 12; k++)
		sum = wasm_i32x4_add(sum, simd128_wide(now + at[k], high));
	return wasm_i32x4_trunc_sat_f32x4(wasm_f32x4_div(wasm_f32x4_convert_i32x4(sum), wasm_f32x4_splat(6.0f)));
}

/* The absorbing layer's loss (sponge_loss, rows.c) taken from 4 cells' new heights n, in 32-bit
 * lanes: (n - now) * loss, plus or minus 128 away from zero, over 256 toward zero. */
static inline v128_t simd128_sponge4(v128_t n, v128_t now, v128_t loss)
{
	const v128_t x = wasm_i32x4_mul(wasm_i32x4_sub(n, now), loss);
	const v128_t t = wasm_i32x4_sub(wasm_i32x4_add(x, wasm_i32x4_splat(128)), wasm_v128_and(wasm_i32x4_shr(x, 31), wasm_i32x4_splat(256)));

	return wasm_i32x4_sub(n, wasm_i32x4_shr(wasm_i32x4_add(t, wasm_v128_and(wasm_i32x4_shr(t, 31), wasm_i32x4_splat(255))), 8));
}

/* 8 cells of a classroom variant's step, each cell's passes of ripple_fast_variant_row in turn (a
 * cell's passes read only its own new height): the stencil's equation, the damping, the absorbing
 * layer's loss, the walls. */
static inline v128_t simd128_variant8(const struct ripple_variant *v, const short *now, const short *next, int x)
{
	const int w = v->w;
	v128_t n;

	if (v->stencil == 12)
		n = simd128_wrap16(simd128_sixth(now + x, w, 0), simd128_sixth(now + x, w, 1));
	else
		n = simd128_half_even(now + x, w);
	n = wasm_i16x8_sub(n, wasm_v128_load(next + x));
	if (v->damping)
		n = wasm_i16x8_sub(n, wasm_i16x8_shr(n, (uint32_t)v->damping));
	if (v->sponge) {
		const v128_t old = wasm_v128_load(now + x), loss = wasm_u16x8_load8x8(v->sponge + x);

		n = simd128_wrap16(simd128_sponge4(wasm_i32x4_extend_low_i16x8(n), wasm_i32x4_extend_low_i16x8(old),
						   wasm_u32x4_extend_low_u16x8(loss)),
				   simd128_sponge4(wasm_i32x4_extend_high_i16x8(n), wasm_i32x4_extend_high_i16x8(old),
						   wasm_u32x4_extend_high_u16x8(loss)));
	}
	if (v->walls)
		n = wasm_v128_and(n, wasm_i16x8_eq(wasm_u16x8_load8x8(v->walls + x), wasm_i16x8_splat(0)));
	return n;
}

/* A classroom variant's step over cells [x0, x1) of a row, 8 at a time, the rest by the portable
 * row. */
static void simd128_variant_row(const struct ripple_variant *v, const short *now, short *next, int x0, int x1)
{
	int x = x0;

	for (; !v->slow && x + 8 <= x1; x += 8) /* shallow water: the portable row, until it has its own */
		wasm_v128_store(next + x, simd128_variant8(v, now, next, x));
	ripple_fast_variant_row(v, now, next, x, x1);
}

/* The kernel's other entries are the plain C kernel's portable loops (kernels_portable.c), which the
 * compiler vectorizes for SIMD128 as it builds every object of the page. */
const struct ripple_kernel ripple_kernel_simd128 = {
	has_simd128,		  simd128_spread,	   simd128_render,	       ripple_portable_mesh_row,
	ripple_portable_mesh_lit, ripple_portable_mesh_nodes, ripple_portable_rows565, simd128_variant_row,
	ripple_portable_bytes32,  ripple_portable_heat_row,   ripple_portable_mesh_heights
};
#endif
