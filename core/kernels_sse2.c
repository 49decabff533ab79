/* kernels_sse2.c - the SSE2 kernel: the article's step in 16-bit lanes, its render copying the blocks that do not move, the portable loops compiled for SSE2; the same bits as plain C. */
#include "core/kernel_loops.h"

#if defined(__x86_64__) || defined(__i386__)
#include "core/kernels_x86.h"

#include <limits.h>

#define SSE2 __attribute__((target("sse2")))

static int has_sse2(void)
{
	__builtin_cpu_init();
	return __builtin_cpu_supports("sse2");
}

/*
 * The step in 16-bit lanes. The article sums four shorts in an int and keeps bits 1..16 of the
 * sum (the ">> 1", then the store into a short): floor(s / 2) modulo 2^16, for s = a + b + c + d.
 * The unsigned average of two lanes, avg(a, b) = (a + b + 1) >> 1 with the 17th bit kept, gives it
 * in five more operations. Taking the lanes as unsigned adds 2^16 for each negative one, so
 *
 *     avg(a, b) + avg(c, d) = floor(s / 2) + ((a ^ b) | (c ^ d)) & 1 + 2^15 * (negative lanes)
 *
 * modulo 2^16: each average rounds up when its pair's sum is odd, and floor(s / 2) rounds down
 * once when both are, or no extra when only one is; 2^15 for each negative lane is 2^15 times the
 * parity of the four sign bits, the top bit of (a ^ b) ^ (c ^ d). What follows (- old, then
 * - v >> 5) is 16-bit arithmetic modulo 2^16 already, as the article's stores into shorts make it.
 */
SSE2 static void sse2_spread(const short *now, short *next, int w, int begin, int end)
{
	const __m128i one = _mm_set1_epi16(1), sign = _mm_set1_epi16(SHRT_MIN);
	int i = begin;

	for (; i + 8 <= end; i += 8) {
		__m128i a = _mm_loadu_si128((const __m128i *)(now + i - 1));
		__m128i b = _mm_loadu_si128((const __m128i *)(now + i + 1));
		__m128i c = _mm_loadu_si128((const __m128i *)(now + i - w));
		__m128i d = _mm_loadu_si128((const __m128i *)(now + i + w));
		__m128i ab = _mm_xor_si128(a, b), cd = _mm_xor_si128(c, d);
		__m128i fix = _mm_sub_epi16(_mm_and_si128(_mm_xor_si128(ab, cd), sign), _mm_and_si128(_mm_or_si128(ab, cd), one));
		__m128i v = _mm_sub_epi16(_mm_add_epi16(_mm_add_epi16(_mm_avg_epu16(a, b), _mm_avg_epu16(c, d)), fix),
					  _mm_loadu_si128((const __m128i *)(next + i)));

		_mm_storeu_si128((__m128i *)(next + i), _mm_sub_epi16(v, _mm_srai_epi16(v, 5)));
	}
	ripple_fast_spread_span(now, next, w, i, end);
}

/* SSE2 has no gather: its render is the portable one, with the same straight copies of blocks
 * that are not displaced. */
SSE2 RIPPLE_INLINE void sse2_render_row(const short *row, int w, int h, int y, const struct ripple_image *src,
					unsigned char *out, const int bpp)
{
	const unsigned char *in = src->pixels + (size_t)src->pitch * (size_t)y;
	const size_t ahead = ripple_read_ahead(src, y);
	int j = 0;

	for (; j + 8 <= w; j += 8) {
		__m128i up = _mm_loadu_si128((const __m128i *)(row + j - w));
		__m128i down = _mm_loadu_si128((const __m128i *)(row + j + w));
		__m128i left = _mm_loadu_si128((const __m128i *)(row + j - 1));
		__m128i right = _mm_loadu_si128((const __m128i *)(row + j + 1));

		read_ahead(in, ahead, bpp * j, bpp * (j + 8));
		if (_mm_movemask_epi8(_mm_and_si128(_mm_cmpeq_epi16(up, down), _mm_cmpeq_epi16(left, right))) == 0xffff)
			memcpy(out + bpp * j, in + bpp * j, (size_t)(8 * bpp));
		else
			ripple_fast_render_span(row, w, h, y, j, j + 8, src, out, bpp);
	}
	ripple_fast_render_span(row, w, h, y, j, w, src, out, bpp);
}

SSE2 static void sse2_render(const short *buf, int w, int h, int y0, int y1, const struct ripple_image *src,
			     struct ripple_image *dst)
{
	RIPPLE_RENDER_BY_DEPTH(sse2_render_row, buf, w, h, y0, y1, src, dst);
}

/* The kernel's other functions: the portable loops (kernel_loops.h) compiled for SSE2. */
SSE2 static void sse2_mesh_row(const struct ripple_mesh_row *m, int fy, int py,
			       const struct ripple_image *src, unsigned char *out)
{
	RIPPLE_MESH_ROW_BY_DEPTH(ripple_fast_mesh_row, m, fy, py, src, out);
}

SSE2 static void sse2_mesh_lit(const int *at, int shift, int w, int gain, const int add[4], short *e, short *lift,
			       const unsigned char *in, unsigned char *out)
{
	ripple_fast_mesh_lit(at, shift, w, gain, add, e, lift, in, out);
}

SSE2 static void sse2_rows565(const short *cur, int w, int h, int view, int gain, unsigned short *moved, short *lift,
			      const struct ripple_image *src, struct ripple_image *dst, int y0, int y1)
{
	ripple_fast_rows565(cur, w, h, view, gain, moved, lift, src, dst, y0, y1);
}

SSE2 static void sse2_variant_row(const struct ripple_variant *v, const short *now, short *next, int x0, int x1)
{
	ripple_fast_variant_row(v, now, next, x0, x1);
}

SSE2 static void sse2_mesh_nodes(const short *up, const short *b, const short *down, int inner, int columns, int shift,
				 int *ox, int *oy, unsigned char *moves)
{
	ripple_fast_mesh_nodes(up, b, down, inner, columns, shift, ox, oy, moves);
}

SSE2 static void sse2_bytes32(const short *cur, int w, int h, int view, int gain, const int add[4], short *lift,
			      const struct ripple_image *src, struct ripple_image *dst, int y0, int y1)
{
	ripple_fast_bytes32(cur, w, h, view, gain, add, lift, src, dst, y0, y1);
}

SSE2 static void sse2_heat_row(const short *e, int n, int gain, const unsigned int *heat, unsigned char *out, int bpp)
{
	ripple_fast_heat_row(e, n, gain, heat, out, bpp);
}

SSE2 static void sse2_mesh_heights(const int *at, int shift, int w, int gain, short *e)
{
	ripple_mesh_heights(at, shift, w, gain, e);
}

const struct ripple_kernel ripple_kernel_sse2 = { has_sse2,	  sse2_spread,	    sse2_render,       sse2_mesh_row,
						  sse2_mesh_lit,  sse2_mesh_nodes,  sse2_rows565,      sse2_variant_row,
						  sse2_bytes32,	  sse2_heat_row,    sse2_mesh_heights };
#endif
