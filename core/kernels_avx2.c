/* kernels_avx2.c - the AVX2 kernel: the article's step and render, the mesh's rows, the views' light and heights in AVX2's lanes; the same bits as plain C. */
#include "core/kernel_loops.h"

#if defined(__x86_64__) || defined(__i386__)
#include "core/kernels_avx2.h"
#include "core/kernels_x86.h"

#include <limits.h>

#define AVX2 __attribute__((target("avx2")))

static int has_avx2(void)
{
	__builtin_cpu_init();
	return __builtin_cpu_supports("avx2");
}

/* The step in 16-bit lanes as kernels_sse2.c derives it, 16 cells at a time. */
AVX2 static void avx2_spread(const short *now, short *next, int w, int begin, int end)
{
	const __m256i one = _mm256_set1_epi16(1), sign = _mm256_set1_epi16(SHRT_MIN);
	int i = begin;

	for (; i + 16 <= end; i += 16) {
		__m256i a = _mm256_loadu_si256((const __m256i *)(now + i - 1));
		__m256i b = _mm256_loadu_si256((const __m256i *)(now + i + 1));
		__m256i c = _mm256_loadu_si256((const __m256i *)(now + i - w));
		__m256i d = _mm256_loadu_si256((const __m256i *)(now + i + w));
		__m256i ab = _mm256_xor_si256(a, b), cd = _mm256_xor_si256(c, d);
		__m256i fix = _mm256_sub_epi16(_mm256_and_si256(_mm256_xor_si256(ab, cd), sign),
					       _mm256_and_si256(_mm256_or_si256(ab, cd), one));
		__m256i v = _mm256_sub_epi16(_mm256_add_epi16(_mm256_add_epi16(_mm256_avg_epu16(a, b), _mm256_avg_epu16(c, d)), fix),
					     _mm256_loadu_si256((const __m256i *)(next + i)));

		_mm256_storeu_si256((__m256i *)(next + i), _mm256_sub_epi16(v, _mm256_srai_epi16(v, 5)));
	}
	ripple_fast_spread_span(now, next, w, i, end);
}

/* x * bpp in each lane. */
AVX2 RIPPLE_INLINE __m256i avx2_times(__m256i x, const int bpp)
{
	if (bpp == 4)
		return _mm256_slli_epi32(x, 2);
	if (bpp == 3)
		return _mm256_add_epi32(_mm256_slli_epi32(x, 1), x);
	return bpp == 2 ? _mm256_slli_epi32(x, 1) : x;
}

AVX2 RIPPLE_INLINE void avx2_render_row(const short *row, int w, int h, int y, const struct ripple_image *src,
					unsigned char *out, const int bpp)
{
	const __m256i lanes = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), pitch = _mm256_set1_epi32(src->pitch);
	const __m256i ys = _mm256_set1_epi32(y), ymax = _mm256_set1_epi32(h - 1), xmax = _mm256_set1_epi32(w - 1);
	const unsigned char *in = src->pixels + (size_t)src->pitch * (size_t)y;
	const size_t ahead = ripple_read_ahead(src, y);
	int off[8] __attribute__((aligned(32)));
	int j = 0;

	for (; j + 8 <= w; j += 8) {
		__m128i up = _mm_loadu_si128((const __m128i *)(row + j - w));
		__m128i down = _mm_loadu_si128((const __m128i *)(row + j + w));
		__m128i left = _mm_loadu_si128((const __m128i *)(row + j - 1));
		__m128i right = _mm_loadu_si128((const __m128i *)(row + j + 1));
		__m256i sy, sx, inside;

		read_ahead(in, ahead, bpp * j, bpp * (j + 8));
		if (_mm_movemask_epi8(_mm_and_si128(_mm_cmpeq_epi16(up, down), _mm_cmpeq_epi16(left, right))) == 0xffff) {
			memcpy(out + bpp * j, in + bpp * j, (size_t)(8 * bpp));
			continue;
		}
		sy = _mm256_add_epi32(ys, _mm256_sub_epi32(_mm256_cvtepi16_epi32(up), _mm256_cvtepi16_epi32(down)));
		sx = _mm256_add_epi32(_mm256_add_epi32(_mm256_set1_epi32(j), lanes),
				      _mm256_sub_epi32(_mm256_cvtepi16_epi32(left), _mm256_cvtepi16_epi32(right)));
		inside = _mm256_and_si256(_mm256_cmpeq_epi32(_mm256_min_epu32(sy, ymax), sy),
					  _mm256_cmpeq_epi32(_mm256_min_epu32(sx, xmax), sx));
		if (_mm256_movemask_epi8(inside) != -1) {
			ripple_fast_render_span(row, w, h, y, j, j + 8, src, out, bpp);
			continue;
		}
		_mm256_store_si256((__m256i *)off, _mm256_add_epi32(_mm256_mullo_epi32(sy, pitch), avx2_times(sx, bpp)));
		copy_pixels(out + bpp * j, src->pixels, off, 8, bpp);
	}
	ripple_fast_render_span(row, w, h, y, j, w, src, out, bpp);
}

/* The 16 pixels at `at` in the order of 32-bit lanes unpacked from 16-bit lanes: pixels 0-3 and 8-11
 * in *lo, 4-7 and 12-15 in *hi. */
AVX2 RIPPLE_INLINE void avx2_get16(const unsigned char *at, __m256i *lo, __m256i *hi)
{
	const __m256i a = _mm256_loadu_si256((const __m256i *)at), b = _mm256_loadu_si256((const __m256i *)(at + 32));

	*lo = _mm256_permute2x128_si256(a, b, 0x20);
	*hi = _mm256_permute2x128_si256(a, b, 0x31);
}

/* The pixels of a block of 16 in that order stored back in theirs. */
AVX2 RIPPLE_INLINE void avx2_put16(unsigned char *to, __m256i lo, __m256i hi)
{
	_mm256_storeu_si256((__m256i *)to, _mm256_permute2x128_si256(lo, hi, 0x20));
	_mm256_storeu_si256((__m256i *)(to + 32), _mm256_permute2x128_si256(lo, hi, 0x31));
}

/* A row at 32 bpp as the AVX-512 one makes it (kernels_avx512.c), 16 pixels a block, with signed compares:
 * the pairs (dy, x + dx) unpacked from the 16-bit lanes, in two halves gathered 8 at a time. */
AVX2 RIPPLE_INLINE void avx2_render_row32(const short *row, int w, int h, int y, const struct ripple_image *src,
					  unsigned char *out, const int bpp)
{
	const __m256i ys = _mm256_set1_epi16((short)y), hs = _mm256_set1_epi16((short)h), ws = _mm256_set1_epi16((short)w);
	const __m256i none = _mm256_set1_epi16(-1), scale = _mm256_set1_epi32(4 << 16 | src->pitch);
	const unsigned char *in = src->pixels + (size_t)src->pitch * (size_t)y;
	const size_t ahead = ripple_read_ahead(src, y);
	__m256i xs = _mm256_setr_epi16(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
	int j = 0;

	for (; j + 16 <= w; j += 16, xs = _mm256_add_epi16(xs, _mm256_set1_epi16(16))) {
		__m256i dy = _mm256_subs_epi16(_mm256_loadu_si256((const __m256i *)(row + j - w)),
					       _mm256_loadu_si256((const __m256i *)(row + j + w)));
		__m256i dx = _mm256_subs_epi16(_mm256_loadu_si256((const __m256i *)(row + j - 1)),
					       _mm256_loadu_si256((const __m256i *)(row + j + 1)));
		__m256i sy, sx, inside, mlo, mhi, was_lo, was_hi;

		read_ahead(in, ahead, 4 * j, 4 * (j + 16));
		if (_mm256_testz_si256(_mm256_or_si256(dy, dx), _mm256_or_si256(dy, dx))) {
			_mm256_storeu_si256((__m256i *)(out + 4 * j), _mm256_loadu_si256((const __m256i *)(in + 4 * j)));
			_mm256_storeu_si256((__m256i *)(out + 4 * j + 32), _mm256_loadu_si256((const __m256i *)(in + 4 * j + 32)));
			continue;
		}
		sy = _mm256_adds_epi16(ys, dy);
		sx = _mm256_adds_epi16(xs, dx);
		inside = _mm256_and_si256(_mm256_and_si256(_mm256_cmpgt_epi16(hs, sy), _mm256_cmpgt_epi16(sy, none)),
					  _mm256_and_si256(_mm256_cmpgt_epi16(ws, sx), _mm256_cmpgt_epi16(sx, none)));
		mlo = _mm256_unpacklo_epi16(inside, inside);
		mhi = _mm256_unpackhi_epi16(inside, inside);
		avx2_get16(out + 4 * j, &was_lo, &was_hi);
		avx2_put16(out + 4 * j,
			   _mm256_mask_i32gather_epi32(was_lo, (const int *)in,
						       _mm256_madd_epi16(_mm256_unpacklo_epi16(dy, sx), scale), mlo, 1),
			   _mm256_mask_i32gather_epi32(was_hi, (const int *)in,
						       _mm256_madd_epi16(_mm256_unpackhi_epi16(dy, sx), scale), mhi, 1));
	}
	ripple_fast_render_span(row, w, h, y, j, w, src, out, bpp);
}

AVX2 static void avx2_render(const short *buf, int w, int h, int y0, int y1, const struct ripple_image *src,
			     struct ripple_image *dst)
{
	if (ripple_offsets_fit(src) && src->bpp == 4 && src->pitch <= SHRT_MAX)
		RIPPLE_EACH_ROW(avx2_render_row32, buf, w, h, y0, y1, src, dst, 4);
	else if (ripple_offsets_fit(src))
		RIPPLE_RENDER_BY_DEPTH(avx2_render_row, buf, w, h, y0, y1, src, dst);
	else
		RIPPLE_RENDER_BY_DEPTH(ripple_fast_render_row, buf, w, h, y0, y1, src, dst);
}

/* The AVX2 mesh row's node columns 0..7 of the row fy/2^shift of the way down the cells
 * (avx512_node_lerp's, kernels_avx512.c), and its 8 lanes' offsets across them (avx512_mesh_lerp's;
 * odd and twos all ones in the lanes whose frac has bit 0, bit 1 set). */
AVX2 RIPPLE_INLINE __m256i avx2_node_lerp(const int *t, const int *b, __m256i fy, __m128i shift)
{
	const __m256i top = _mm256_loadu_si256((const __m256i *)t);

	return _mm256_add_epi32(top, _mm256_sra_epi32(_mm256_mullo_epi32(_mm256_sub_epi32(_mm256_loadu_si256((const __m256i *)b), top), fy),
						      shift));
}

AVX2 RIPPLE_INLINE __m256i avx2_mesh_lerp(__m256i v, __m256i col, __m256i next, __m128i shift, __m256i odd, __m256i twos)
{
	const __m256i a = _mm256_permutevar8x32_epi32(v, col);
	const __m256i d = _mm256_sra_epi32(_mm256_sub_epi32(_mm256_permutevar8x32_epi32(v, next), a), shift);

	return _mm256_add_epi32(_mm256_add_epi32(a, _mm256_and_si256(d, odd)), _mm256_and_si256(_mm256_slli_epi32(d, 1), twos));
}

/* The mesh's plain refraction as the AVX-512 row makes it (kernels_avx512.c), 8 pixels a half of a block of 16: at
 * 32 bpp gathered, at the other depths copied a pixel at a time from the offsets. */
AVX2 RIPPLE_INLINE void avx2_mesh_row_by(const struct ripple_mesh_row *m, int fy, int py,
					 const struct ripple_image *src, unsigned char *out, const int bpp)
{
	const int shift = m->shift;
	const __m256i lanes = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
	const __m128i sh = _mm_cvtsi32_si128(shift);
	const __m256i col = _mm256_srl_epi32(lanes, sh), next = _mm256_add_epi32(col, _mm256_set1_epi32(1));
	const __m256i odd = _mm256_setr_epi32(0, -1, 0, -1, 0, -1, 0, -1);
	const __m256i twos = shift == 2 ? _mm256_setr_epi32(0, 0, -1, -1, 0, 0, -1, -1) : _mm256_setzero_si256();
	const __m256i half = _mm256_set1_epi32(128), fys = _mm256_set1_epi32(fy), ys = _mm256_set1_epi32(py);
	const __m256i xmax = _mm256_set1_epi32(src->w - 1), ymax = _mm256_set1_epi32(src->h - 1);
	const __m256i pitch = _mm256_set1_epi32(src->pitch);
	const unsigned char *in = src->pixels + (size_t)src->pitch * (size_t)py;
	const size_t ahead = ripple_read_ahead(src, py);
	int off[8] __attribute__((aligned(32)));

	for (int px = 0; px < src->w; px += 16) {
		read_ahead(in, ahead, bpp * px, bpp * (src->w - px < 16 ? src->w : px + 16));
		if (src->w - px >= 16 && ripple_mesh_still(m, px >> shift)) {
			memcpy(out + bpp * px, in + bpp * px, (size_t)(16 * bpp));
			continue;
		}
		for (int x = px; x < px + 16 && x < src->w; x += 8) {
			const int g = x >> shift, n = src->w - x < 8 ? src->w - x : 8;
			const __m256i xs = _mm256_add_epi32(_mm256_set1_epi32(x), lanes);
			const __m256i ox = avx2_node_lerp(m->top[0] + g, m->bottom[0] + g, fys, sh);
			const __m256i oy = avx2_node_lerp(m->top[1] + g, m->bottom[1] + g, fys, sh);
			__m256i sx = _mm256_add_epi32(xs, _mm256_srai_epi32(_mm256_add_epi32(avx2_mesh_lerp(ox, col, next, sh, odd, twos), half), 8));
			__m256i sy = _mm256_add_epi32(ys, _mm256_srai_epi32(_mm256_add_epi32(avx2_mesh_lerp(oy, col, next, sh, odd, twos), half), 8));
			const __m256i inside = _mm256_and_si256(_mm256_cmpeq_epi32(_mm256_min_epu32(sx, xmax), sx),
								_mm256_cmpeq_epi32(_mm256_min_epu32(sy, ymax), sy));
			__m256i offs;

			sx = _mm256_blendv_epi8(xs, sx, inside);
			sy = _mm256_blendv_epi8(ys, sy, inside);
			offs = _mm256_add_epi32(_mm256_mullo_epi32(sy, pitch), avx2_times(sx, bpp));
			if (bpp == 4 && n == 8) {
				_mm256_storeu_si256((__m256i *)(out + 4 * x), _mm256_i32gather_epi32((const int *)src->pixels, offs, 1));
			} else {
				_mm256_store_si256((__m256i *)off, offs);
				copy_pixels(out + bpp * x, src->pixels, off, n, bpp);
			}
		}
	}
}

AVX2 static void avx2_mesh_row(const struct ripple_mesh_row *m, int fy, int py,
			       const struct ripple_image *src, unsigned char *out)
{
	RIPPLE_MESH_ROW_BY_DEPTH(avx2_mesh_row_by, m, fy, py, src, out);
}

/* The light at 32 bpp with AVX2: it has no byte-wise masks to widen a height over a pixel's 4 bytes
 * as the AVX-512 build's loops do, and GCC leaves those loops' first half (kernel_loops.h's lift_span32
 * and the like) a pixel at a time: 16 pixels at a time in lanes here instead. The heights e (16
 * clamped shorts, 0 where a pixel is not lifted) over the 64 bytes at `in` (avx2_get16's order),
 * each channel byte (mask: 0xffff in each 16-bit lane of a channel, 0 for the free byte) plus its
 * pixel's height, then clamped to 0..255, stored at `out`. */
AVX2 RIPPLE_INLINE void avx2_lift16(__m256i e, __m256i mask, const unsigned char *in, unsigned char *out)
{
	const __m256i zero = _mm256_setzero_si256(), lo = _mm256_unpacklo_epi16(e, e), hi = _mm256_unpackhi_epi16(e, e);
	__m256i x, y, px, py;

	avx2_get16(in, &x, &y);
	px = _mm256_packus_epi16(
		_mm256_add_epi16(_mm256_unpacklo_epi8(x, zero), _mm256_and_si256(_mm256_unpacklo_epi32(lo, lo), mask)),
		_mm256_add_epi16(_mm256_unpackhi_epi8(x, zero), _mm256_and_si256(_mm256_unpackhi_epi32(lo, lo), mask)));
	py = _mm256_packus_epi16(
		_mm256_add_epi16(_mm256_unpacklo_epi8(y, zero), _mm256_and_si256(_mm256_unpacklo_epi32(hi, hi), mask)),
		_mm256_add_epi16(_mm256_unpackhi_epi8(y, zero), _mm256_and_si256(_mm256_unpackhi_epi32(hi, hi), mask)));
	avx2_put16(out, px, py);
}

/* The 16-bit lanes' mask of a channel's bytes (add[] 1) for avx2_lift16. */
AVX2 RIPPLE_INLINE __m256i avx2_channels(const int add[4])
{
	const short lanes[4] = { (short)-add[0], (short)-add[1], (short)-add[2], (short)-add[3] };
	long long q;

	memcpy(&q, lanes, sizeof q);
	return _mm256_set1_epi64x(q);
}

/* (a + 128) >> down (8 and the gain) clamped to -256..255 in each lane. */
AVX2 RIPPLE_INLINE __m256i avx2_rounded(__m256i a, __m128i down)
{
	const __m256i v = _mm256_sra_epi32(_mm256_add_epi32(a, _mm256_set1_epi32(128)), down);

	return _mm256_min_epi32(_mm256_max_epi32(v, _mm256_set1_epi32(-256)), _mm256_set1_epi32(255));
}

/* ripple_mesh_heights 8 cells at a time: the pixels' heights from the node's a in steps of d to the
 * next node's, in lanes a cell each, interleaved into the pixels' order. */
AVX2 void avx2_mesh_heights(const int *at, int shift, int w, int gain, short *e)
{
	const __m128i down = _mm_cvtsi32_si128(8 + gain);
	int g = 0;

	for (; (g + 8) << shift <= w; g += 8) {
		const __m256i a = _mm256_loadu_si256((const __m256i *)(at + g));
		const __m256i d = _mm256_srai_epi32(_mm256_sub_epi32(_mm256_loadu_si256((const __m256i *)(at + g + 1)), a), shift);
		const __m256i v0 = avx2_rounded(a, down), v1 = avx2_rounded(_mm256_add_epi32(a, d), down);

		if (shift == 1) { /* cells 0-1 2-3 | 4-5 6-7 */
			_mm256_storeu_si256((__m256i *)(e + 2 * g),
					    _mm256_packs_epi32(_mm256_unpacklo_epi32(v0, v1), _mm256_unpackhi_epi32(v0, v1)));
		} else {
			const __m256i v2 = avx2_rounded(_mm256_add_epi32(a, _mm256_add_epi32(d, d)), down);
			const __m256i v3 = avx2_rounded(_mm256_add_epi32(a, _mm256_add_epi32(d, _mm256_add_epi32(d, d))), down);
			const __m256i t0 = _mm256_unpacklo_epi32(v0, v1), t1 = _mm256_unpacklo_epi32(v2, v3);
			const __m256i t2 = _mm256_unpackhi_epi32(v0, v1), t3 = _mm256_unpackhi_epi32(v2, v3);
			const __m256i p = _mm256_packs_epi32(_mm256_unpacklo_epi64(t0, t1), _mm256_unpackhi_epi64(t0, t1));
			const __m256i q = _mm256_packs_epi32(_mm256_unpacklo_epi64(t2, t3), _mm256_unpackhi_epi64(t2, t3));

			_mm256_storeu_si256((__m256i *)(e + 4 * g), _mm256_permute2x128_si256(p, q, 0x20)); /* cells 0-3 */
			_mm256_storeu_si256((__m256i *)(e + 4 * g + 16), _mm256_permute2x128_si256(p, q, 0x31));
		}
	}
	ripple_mesh_heights_from(at, shift, w, gain, e, g);
}

AVX2 void avx2_mesh_lit(const int *at, int shift, int w, int gain, const int add[4], short *e, short *lift,
			const unsigned char *in, unsigned char *out)
{
	const __m256i mask = avx2_channels(add);
	int j = 0;

	avx2_mesh_heights(at, shift, w, gain, e);
	for (; j + 16 <= w; j += 16)
		avx2_lift16(_mm256_loadu_si256((const __m256i *)(e + j)), mask, in + 4 * j, out + 4 * j);
	lift_span32(e, add, lift, in, out, j, w);
}

/* The heights that light pixels j..j+15 of row i (ripple_lift_span's, in lanes): over 2^gain (a
 * shift count) and clamped to -256..255; for `both`, 0 where the displaced pixel lies outside the
 * picture, found with 16-bit compares as avx2_render_row32's. */
AVX2 RIPPLE_INLINE __m256i avx2_lifts16(const short *row, int w, int h, int i, int j, int both, __m128i gain)
{
	const __m256i none = _mm256_set1_epi16(-1), lanes = _mm256_setr_epi16(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
	const __m256i e = _mm256_min_epi16(_mm256_max_epi16(_mm256_sra_epi16(_mm256_loadu_si256((const __m256i *)(row + j)), gain),
							    _mm256_set1_epi16(-256)),
					   _mm256_set1_epi16(255));
	__m256i sy, sx;

	if (!both)
		return e;
	sy = _mm256_adds_epi16(_mm256_set1_epi16((short)i), _mm256_subs_epi16(_mm256_loadu_si256((const __m256i *)(row + j - w)),
									      _mm256_loadu_si256((const __m256i *)(row + j + w))));
	sx = _mm256_adds_epi16(_mm256_add_epi16(_mm256_set1_epi16((short)j), lanes),
			       _mm256_subs_epi16(_mm256_loadu_si256((const __m256i *)(row + j - 1)),
						 _mm256_loadu_si256((const __m256i *)(row + j + 1))));
	return _mm256_and_si256(e, _mm256_and_si256(_mm256_and_si256(_mm256_cmpgt_epi16(_mm256_set1_epi16((short)h), sy),
								     _mm256_cmpgt_epi16(sy, none)),
						    _mm256_and_si256(_mm256_cmpgt_epi16(_mm256_set1_epi16((short)w), sx),
								     _mm256_cmpgt_epi16(sx, none))));
}

/* ripple_lift_row 16 pixels at a time, for AVX2's rows at 16 bpp. */
AVX2 static void avx2_lift_row(const short *row, int w, int h, int i, int both, int gain, short *lift)
{
	const __m128i count = _mm_cvtsi32_si128(gain);
	int j = 0;

	for (; j + 16 <= w; j += 16)
		_mm256_storeu_si256((__m256i *)(lift + j), avx2_lifts16(row, w, h, i, j, both, count));
	ripple_lift_span(row, w, h, i, both, gain, lift, j, w);
}

AVX2 void avx2_rows565(const short *cur, int w, int h, int view, int gain, unsigned short *moved, short *lift,
		       const struct ripple_image *src, struct ripple_image *dst, int y0, int y1)
{
	ripple_rows565_by(cur, w, h, view, gain, moved, lift, src, dst, y0, y1, avx2_lift_row);
}

/* The classroom variants' step and the mesh's node rows: the portable loops (kernel_loops.h) compiled
 * for AVX2. */
AVX2 static void avx2_variant_row(const struct ripple_variant *v, const short *now, short *next, int x0, int x1)
{
	ripple_fast_variant_row(v, now, next, x0, x1);
}

AVX2 static void avx2_mesh_nodes(const short *up, const short *b, const short *down, int inner, int columns, int shift,
				 int *ox, int *oy, unsigned char *moves)
{
	ripple_fast_mesh_nodes(up, b, down, inner, columns, shift, ox, oy, moves);
}

/* light_span32 and both_span32 (kernel_loops.h) over rows [y0, y1), 16 pixels at a time (avx2_lifts16,
 * avx2_lift16), the ends of rows by those spans. */
AVX2 void avx2_bytes32(const short *cur, int w, int h, int view, int gain, const int add[4], short *lift,
		       const struct ripple_image *src, struct ripple_image *dst, int y0, int y1)
{
	const int both = view == RIPPLE_VIEW_BOTH;
	const __m256i mask = avx2_channels(add);
	const __m128i count = _mm_cvtsi32_si128(gain);

	for (int i = both && y0 < 1 ? 1 : y0; i < y1 && (!both || i < h - 1); i++) {
		const short *row = cur + (size_t)i * (size_t)w;
		unsigned char *out = dst->pixels + (size_t)dst->pitch * (size_t)i;
		const unsigned char *in = both ? out : src->pixels + (size_t)src->pitch * (size_t)i;
		int j = 0;

		for (; j + 16 <= w; j += 16)
			avx2_lift16(avx2_lifts16(row, w, h, i, j, both, count), mask, in + 4 * j, out + 4 * j);
		if (both)
			both_span32(row, w, h, i, gain, add, lift, out, j, w);
		else
			light_span32(row, gain, add, lift, in, out, j, w);
	}
}

/* The table's indices of 8 heights (ripple_heat_index's): twice each over 2^gain (a shift count),
 * in 32-bit lanes, clamped to -255..255, plus 255. */
AVX2 RIPPLE_INLINE __m256i avx2_heat_index(const short *e, __m128i gain)
{
	const __m256i x = _mm256_cvtepi16_epi32(_mm_loadu_si128((const __m128i *)e));
	const __m256i v = _mm256_sra_epi32(_mm256_add_epi32(x, x), gain);

	return _mm256_add_epi32(_mm256_min_epi32(_mm256_max_epi32(v, _mm256_set1_epi32(-255)), _mm256_set1_epi32(255)),
				_mm256_set1_epi32(255));
}

AVX2 void avx2_heat_row(const short *e, int n, int gain, const unsigned int *heat, unsigned char *out, int bpp)
{
	const int *table = (const int *)heat;
	const __m128i count = _mm_cvtsi32_si128(gain);
	int j = 0;

	if (bpp == 4)
		for (; j + 8 <= n; j += 8)
			_mm256_storeu_si256((__m256i *)(out + 4 * j), _mm256_i32gather_epi32(table, avx2_heat_index(e + j, count), 4));
	if (bpp == 2)
		for (const __m256i low = _mm256_set1_epi32(0xffff); j + 16 <= n; j += 16) {
			const __m256i a = _mm256_and_si256(_mm256_i32gather_epi32(table, avx2_heat_index(e + j, count), 4), low);
			const __m256i b = _mm256_and_si256(_mm256_i32gather_epi32(table, avx2_heat_index(e + j + 8, count), 4), low);

			_mm256_storeu_si256((__m256i *)(out + 2 * j), _mm256_permute4x64_epi64(_mm256_packus_epi32(a, b), 0xd8));
		}
	ripple_fast_heat_row(e + j, n - j, gain, heat, out + bpp * j, bpp);
}

const struct ripple_kernel ripple_kernel_avx2 = { has_avx2,	  avx2_spread,	    avx2_render,       avx2_mesh_row,
						  avx2_mesh_lit,  avx2_mesh_nodes,  avx2_rows565,      avx2_variant_row,
						  avx2_bytes32,	  avx2_heat_row,    avx2_mesh_heights };
#endif
