/* kernels_avx512.c - the AVX-512 kernel: the article's step and render, the mesh's rows, the variants' step in 512-bit lanes, the views' rows AVX2's; the same bits as plain C. */
#include "core/kernel_loops.h"

#if defined(__x86_64__) || defined(__i386__)
#include "core/kernels_avx2.h"
#include "core/kernels_x86.h"

#include <limits.h>
#include <stdint.h>

#define AVX512 __attribute__((target("avx2,avx512f,avx512bw,avx512vl")))

static int has_avx512(void)
{
	__builtin_cpu_init();
	return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("avx512f") &&
	       __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vl");
}

/* The step in 16-bit lanes as kernels_sse2.c derives it, 32 cells at a time, the two corrections
 * each one ternary-logic operation: (A ^ B) & C and (A | B) & C. */
AVX512 static void avx512_spread(const short *now, short *next, int w, int begin, int end)
{
	const __m512i one = _mm512_set1_epi16(1), sign = _mm512_set1_epi16(SHRT_MIN);
	int i = begin;

	for (; i + 32 <= end; i += 32) {
		__m512i a = _mm512_loadu_si512(now + i - 1);
		__m512i b = _mm512_loadu_si512(now + i + 1);
		__m512i c = _mm512_loadu_si512(now + i - w);
		__m512i d = _mm512_loadu_si512(now + i + w);
		__m512i ab = _mm512_xor_si512(a, b), cd = _mm512_xor_si512(c, d);
		__m512i fix = _mm512_sub_epi16(_mm512_ternarylogic_epi32(ab, cd, sign, 0x28),
					       _mm512_ternarylogic_epi32(ab, cd, one, 0xa8));
		__m512i v = _mm512_sub_epi16(_mm512_add_epi16(_mm512_add_epi16(_mm512_avg_epu16(a, b), _mm512_avg_epu16(c, d)), fix),
					     _mm512_loadu_si512(next + i));

		_mm512_storeu_si512(next + i, _mm512_sub_epi16(v, _mm512_srai_epi16(v, 5)));
	}
	ripple_fast_spread_span(now, next, w, i, end);
}

AVX512 RIPPLE_INLINE __m512i avx512_times(__m512i x, const int bpp)
{
	if (bpp == 4)
		return _mm512_slli_epi32(x, 2);
	if (bpp == 3)
		return _mm512_add_epi32(_mm512_slli_epi32(x, 1), x);
	return bpp == 2 ? _mm512_slli_epi32(x, 1) : x;
}

/* 0..31, and the words that pair pixel i's dy (word i of a) with its sx (word i of b) for the
 * pixels 0..15 and 16..31 of a block of 32, for vpermt2w. */
static const short avx512_lanes[32] __attribute__((aligned(64))) = {
	0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31
};
static const short avx512_pairs[64] __attribute__((aligned(64))) = {
	0, 32, 1, 33, 2, 34, 3, 35, 4, 36, 5, 37, 6, 38, 7, 39, 8, 40, 9, 41, 10, 42, 11, 43, 12, 44, 13, 45, 14, 46, 15, 47,
	16, 48, 17, 49, 18, 50, 19, 51, 20, 52, 21, 53, 22, 54, 23, 55, 24, 56, 25, 57, 26, 58, 27, 59, 28, 60, 29, 61, 30, 62, 31, 63
};

/* Writes the pixels `keep` of a block of 16 at 32 bpp: past the caches (stream) when that is all
 * of them, a whole cache line. */
AVX512 RIPPLE_INLINE void avx512_put(unsigned char *to, __mmask16 keep, __m512i px, const int stream)
{
	if (stream && keep == 0xffff)
		_mm512_stream_si512((void *)to, px);
	else
		_mm512_mask_storeu_epi32(to, keep, px);
}

/* The low 3 bytes of each 32-bit lane, one after another in the low 48 bytes. */
AVX512 static inline __m512i avx512_rgb(__m512i x)
{
	const __m512i bytes = _mm512_broadcast_i32x4(_mm_setr_epi8(0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1));

	return _mm512_permutexvar_epi32(_mm512_setr_epi32(0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, 3, 7, 11, 15),
					_mm512_shuffle_epi8(x, bytes));
}

/* Writes the pixels `keep` of a block of 16 gathered as 32-bit lanes: their low bpp bytes. */
AVX512 RIPPLE_INLINE void avx512_put_low(unsigned char *to, __mmask16 keep, __m512i px, const int bpp, const int stream)
{
	if (bpp == 4)
		avx512_put(to, keep, px, stream);
	else if (bpp == 3)
		_mm512_mask_storeu_epi8(to, _mm512_movepi8_mask(avx512_rgb(_mm512_maskz_set1_epi32(keep, -1))), avx512_rgb(px));
	else if (bpp == 2)
		_mm256_mask_storeu_epi16(to, keep, _mm512_cvtepi32_epi16(px));
	else
		_mm_mask_storeu_epi8(to, keep, _mm512_cvtepi32_epi8(px));
}

/* What a row's blocks share: the row's place and the picture's size in 16-bit lanes, the pair
 * (dy, sx) of each pixel of a half block as (pitch, bpp) multiplies them, the last byte a 32-bit
 * read may start at, from the row's first pixel in the picture, and how far below to read ahead. */
struct avx512_row {
	const short *row;
	const unsigned char *in;
	unsigned char *out;
	__m512i ys, hs, ws, scale, pairs[2], last;
	int w, h, y;
	size_t ahead;
};

/* Pixels [j, j + n) (n <= 16), half `half` of a block that moves, of which `keep` fall inside the
 * picture: gathered, the others left alone (below 32 bpp, one at a time when a read would pass
 * the picture's last byte). */
AVX512 RIPPLE_INLINE void avx512_half(const struct avx512_row *r, const struct ripple_image *src, int j, int n,
				      __mmask16 keep, __m512i dy, __m512i sx, int half, const int bpp, const int stream)
{
	const __m512i off = _mm512_madd_epi16(_mm512_permutex2var_epi16(dy, r->pairs[half], sx), r->scale);

	if (bpp < 4 && _mm512_mask_cmpgt_epi32_mask(keep, off, r->last))
		ripple_fast_render_span(r->row, r->w, r->h, r->y, j, j + n, src, r->out, bpp);
	else
		avx512_put_low(r->out + bpp * j, keep, _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), keep, off, r->in, 1),
			       bpp, stream);
}

/* A block of 32 pixels from j, of which the first n (1..32) are in the row; loads only theirs
 * when n < 32 (`part`). A whole block that does not move is a copy of the picture's; one that
 * does is gathered whole (a branch for each half costs more in mispredictions than it saves),
 * but at 24 bpp, whose gathered pixels need two permutes to be stored, a still half is copied. */
AVX512 RIPPLE_INLINE void avx512_block(const struct avx512_row *r, const struct ripple_image *src, int j, int n,
				       const int part, const int bpp, const int stream)
{
	const __mmask32 in_row = part ? (__mmask32)(0xffffffffu >> (32 - n)) : 0xffffffffu;
	const short *at = r->row + j;
	__m512i up = part ? _mm512_maskz_loadu_epi16(in_row, at - r->w) : _mm512_loadu_si512(at - r->w);
	__m512i down = part ? _mm512_maskz_loadu_epi16(in_row, at + r->w) : _mm512_loadu_si512(at + r->w);
	__m512i left = part ? _mm512_maskz_loadu_epi16(in_row, at - 1) : _mm512_loadu_si512(at - 1);
	__m512i right = part ? _mm512_maskz_loadu_epi16(in_row, at + 1) : _mm512_loadu_si512(at + 1);
	__m512i dy = _mm512_subs_epi16(up, down), dx = _mm512_subs_epi16(left, right), sx;
	__mmask32 moved = _mm512_test_epi16_mask(_mm512_or_si512(dy, dx), _mm512_or_si512(dy, dx)), keep;

	read_ahead(r->in, r->ahead, bpp * j, bpp * (j + n));
	if (!part && !moved) {
		if (bpp == 4) {
			avx512_put(r->out + 4 * j, 0xffff, _mm512_loadu_si512(r->in + 4 * j), stream);
			avx512_put(r->out + 4 * j + 64, 0xffff, _mm512_loadu_si512(r->in + 4 * j + 64), stream);
		} else {
			memcpy(r->out + bpp * j, r->in + bpp * j, (size_t)(32 * bpp));
		}
		return;
	}
	sx = _mm512_adds_epi16(_mm512_add_epi16(_mm512_set1_epi16((short)j), _mm512_loadu_si512(avx512_lanes)), dx);
	keep = _mm512_mask_cmplt_epu16_mask(in_row, _mm512_adds_epi16(r->ys, dy), r->hs) & _mm512_cmplt_epu16_mask(sx, r->ws);
	for (int half = 0; half < 2 && 16 * half < n; half++) {
		const int at16 = j + 16 * half, count = n - 16 * half < 16 ? n - 16 * half : 16;

		if (bpp == 3 && count == 16 && !(__mmask16)(moved >> 16 * half))
			memcpy(r->out + 3 * at16, r->in + 3 * at16, 48);
		else
			avx512_half(r, src, at16, count, (__mmask16)(keep >> 16 * half), dy, sx, half, bpp, stream);
	}
}

/*
 * A row, for pictures of at most SHRT_MAX bytes a row, 32 pixels a block. The differences of the
 * opposite neighbours, saturated to 16 bits, give each pixel's displaced row and column (a
 * saturated one lies past any picture, as the true one does), compared with the picture's size in
 * 16-bit lanes. The displaced pixel's byte offset from the row's first is one multiply-add of the
 * pair (dy, sx) by (pitch, bpp). The pixels inside are gathered as 32-bit reads 16 at a time, the
 * others masked out of the store (left alone).
 */
AVX512 RIPPLE_INLINE void avx512_render_row(const short *row, int w, int h, int y, const struct ripple_image *src,
					    unsigned char *out, const int bpp, const int stream)
{
	struct avx512_row r = { row, src->pixels + (size_t)src->pitch * (size_t)y, out,
				_mm512_set1_epi16((short)y), _mm512_set1_epi16((short)h), _mm512_set1_epi16((short)w),
				_mm512_set1_epi32(bpp << 16 | src->pitch),
				{ _mm512_loadu_si512(avx512_pairs), _mm512_loadu_si512(avx512_pairs + 32) },
				_mm512_set1_epi32(src->pitch * (h - 1 - y) + bpp * w - 4), w, h, y,
				ripple_read_ahead(src, y) };
	int j = 0;

	for (; j + 32 <= w; j += 32)
		avx512_block(&r, src, j, 32, 0, bpp, stream);
	if (j < w)
		avx512_block(&r, src, j, w - j, 1, bpp, stream);
}

/* The same a bpp at a time, for rows whose offsets need a multiply each: pictures more than
 * SHRT_MAX bytes wide. The displaced pixels are copied one by one. */
AVX512 RIPPLE_INLINE void avx512_render_wide_row(const short *row, int w, int h, int y, const struct ripple_image *src,
						 unsigned char *out, const int bpp)
{
	const __m512i lanes = _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
	const __m512i pitch = _mm512_set1_epi32(src->pitch), ys = _mm512_set1_epi32(y);
	const __m512i ymax = _mm512_set1_epi32(h - 1), xmax = _mm512_set1_epi32(w - 1);
	const unsigned char *in = src->pixels + (size_t)src->pitch * (size_t)y;
	const size_t ahead = ripple_read_ahead(src, y);
	int off[16] __attribute__((aligned(64)));
	int j = 0;

	for (; j + 16 <= w; j += 16) {
		__m256i up = _mm256_loadu_si256((const __m256i *)(row + j - w));
		__m256i down = _mm256_loadu_si256((const __m256i *)(row + j + w));
		__m256i left = _mm256_loadu_si256((const __m256i *)(row + j - 1));
		__m256i right = _mm256_loadu_si256((const __m256i *)(row + j + 1));
		__m512i sy, sx;

		read_ahead(in, ahead, bpp * j, bpp * (j + 16));
		if (_mm256_movemask_epi8(_mm256_and_si256(_mm256_cmpeq_epi16(up, down), _mm256_cmpeq_epi16(left, right))) == -1) {
			memcpy(out + bpp * j, in + bpp * j, (size_t)(16 * bpp));
			continue;
		}
		sy = _mm512_add_epi32(ys, _mm512_sub_epi32(_mm512_cvtepi16_epi32(up), _mm512_cvtepi16_epi32(down)));
		sx = _mm512_add_epi32(_mm512_add_epi32(_mm512_set1_epi32(j), lanes),
				      _mm512_sub_epi32(_mm512_cvtepi16_epi32(left), _mm512_cvtepi16_epi32(right)));
		if ((_mm512_cmple_epu32_mask(sy, ymax) & _mm512_cmple_epu32_mask(sx, xmax)) != 0xffff) {
			ripple_fast_render_span(row, w, h, y, j, j + 16, src, out, bpp);
			continue;
		}
		_mm512_store_si512(off, _mm512_add_epi32(_mm512_mullo_epi32(sy, pitch), avx512_times(sx, bpp)));
		copy_pixels(out + bpp * j, src->pixels, off, 16, bpp);
	}
	ripple_fast_render_span(row, w, h, y, j, w, src, out, bpp);
}

/* The gathering row for each depth, through the caches, and at 32 bpp past them. */
AVX512 RIPPLE_INLINE void avx512_render_near(const short *row, int w, int h, int y, const struct ripple_image *src,
					     unsigned char *out, const int bpp)
{
	avx512_render_row(row, w, h, y, src, out, bpp, 0);
}

AVX512 RIPPLE_INLINE void avx512_render_far(const short *row, int w, int h, int y, const struct ripple_image *src,
					    unsigned char *out, const int bpp)
{
	avx512_render_row(row, w, h, y, src, out, bpp, 1);
}

/* Rows of a large page at 32 bpp, streamed; written out (sfence) once they all are. */
AVX512 static void avx512_render_large(const short *buf, int w, int h, int y0, int y1, const struct ripple_image *src,
				       struct ripple_image *dst)
{
	RIPPLE_EACH_ROW(avx512_render_far, buf, w, h, y0, y1, src, dst, 4);
	_mm_sfence();
}

AVX512 static void avx512_render(const short *buf, int w, int h, int y0, int y1, const struct ripple_image *src,
				 struct ripple_image *dst)
{
	if (ripple_offsets_fit(src) && src->pitch <= SHRT_MAX && src->bpp == 4 &&
	    (size_t)dst->pitch * (size_t)h >= RIPPLE_STREAM_FROM && (uintptr_t)dst->pixels % 64 == 0 && dst->pitch % 64 == 0)
		avx512_render_large(buf, w, h, y0, y1, src, dst);
	else if (ripple_offsets_fit(src) && src->pitch <= SHRT_MAX)
		RIPPLE_RENDER_BY_DEPTH(avx512_render_near, buf, w, h, y0, y1, src, dst);
	else if (ripple_offsets_fit(src))
		RIPPLE_RENDER_BY_DEPTH(avx512_render_wide_row, buf, w, h, y0, y1, src, dst);
	else
		RIPPLE_RENDER_BY_DEPTH(ripple_fast_render_row, buf, w, h, y0, y1, src, dst);
}

/* Node columns 0..15 of the row fy/2^shift of the way from the top nodes t to the bottom ones b,
 * what node_lerp gives: t + ((b - t) * fy >> shift). */
AVX512 RIPPLE_INLINE __m512i avx512_node_lerp(const int *t, const int *b, __m512i fy, __m128i shift)
{
	const __m512i top = _mm512_loadu_si512(t);

	return _mm512_add_epi32(top, _mm512_sra_epi32(_mm512_mullo_epi32(_mm512_sub_epi32(_mm512_loadu_si512(b), top), fy), shift));
}

/* The offsets of the 16 lanes' pixels from node columns v[0..15]: lane l lies in column
 * col = l >> shift at frac = l & (mesh - 1), and gets v[col] + frac * ((v[col + 1] - v[col]) >> shift),
 * what mesh_row_plain reaches by adding the step frac times: the step added where frac's bit 0 is
 * set (lanes odd), twice it where bit 1 is (lanes twos). */
AVX512 RIPPLE_INLINE __m512i avx512_mesh_lerp(__m512i v, __m512i col, __m512i next, __m128i shift, __mmask16 odd,
					      __mmask16 twos)
{
	const __m512i a = _mm512_permutexvar_epi32(col, v);
	const __m512i d = _mm512_sra_epi32(_mm512_sub_epi32(_mm512_permutexvar_epi32(next, v), a), shift);
	const __m512i x = _mm512_mask_add_epi32(a, odd, a, d);

	return _mm512_mask_add_epi32(x, twos, x, _mm512_slli_epi32(d, 1));
}

/* The pixels `over` of a block of 16 one at a time, from the byte offsets off: those whose 32-bit
 * read would pass the picture's last byte. */
AVX512 static void avx512_copy_lanes(unsigned char *out, const unsigned char *pixels, __m512i off, __mmask16 over, int bpp)
{
	int at[16] __attribute__((aligned(64)));

	_mm512_store_si512(at, off);
	for (int l = 0; l < 16; l++)
		if (over >> l & 1)
			memcpy(out + bpp * l, pixels + at[l], (size_t)bpp);
}

/* The mesh's plain refraction, 16 pixels at a time: in still cells copied straight, else the
 * row's node offsets between the cells' top and bottom ones and the pixels' across the cells, both
 * in lanes, rounded to whole pixels ((v + 128) >> 8), the undisplaced pixel where the source falls
 * outside the picture, then gathered as 32-bit reads from byte offsets and their low bpp bytes
 * stored (below 32 bpp, one at a time when a read would pass the picture's last byte). */
AVX512 RIPPLE_INLINE void avx512_mesh_row_by(const struct ripple_mesh_row *m, int fy, int py,
					     const struct ripple_image *src, unsigned char *out, const int bpp,
					     const int stream)
{
	const int shift = m->shift;
	const __m512i lanes = _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
	const __m512i col = _mm512_srli_epi32(lanes, (unsigned)shift), next = _mm512_add_epi32(col, _mm512_set1_epi32(1));
	const __mmask16 odd = 0xaaaa, twos = shift == 2 ? 0xcccc : 0;
	const __m512i half = _mm512_set1_epi32(128), fys = _mm512_set1_epi32(fy);
	const __m512i ys = _mm512_set1_epi32(py), ws = _mm512_set1_epi32(src->w), hs = _mm512_set1_epi32(src->h);
	const __m512i pitch = _mm512_set1_epi32(src->pitch);
	const __m512i last = _mm512_set1_epi32(src->pitch * (src->h - 1) + bpp * src->w - 4);
	const __m128i sh = _mm_cvtsi32_si128(shift);
	const unsigned char *in = src->pixels + (size_t)src->pitch * (size_t)py;
	const size_t ahead = ripple_read_ahead(src, py);

	for (int px = 0; px < src->w; px += 16) {
		const int g = px >> shift, n = src->w - px < 16 ? src->w - px : 16;
		const __mmask16 keep = (__mmask16)((1u << n) - 1);
		const __m512i xs = _mm512_add_epi32(_mm512_set1_epi32(px), lanes);
		__m512i ox, oy, sx, sy, off;
		__mmask16 inside, over;

		read_ahead(in, ahead, bpp * px, bpp * (px + n));
		if (n == 16 && ripple_mesh_still(m, g)) {
			const __mmask64 bytes = bpp == 4 ? ~(__mmask64)0 : ((__mmask64)1 << (16 * bpp)) - 1;

			if (stream)
				avx512_put(out + 4 * px, 0xffff, _mm512_loadu_si512(in + 4 * px), 1);
			else
				_mm512_mask_storeu_epi8(out + bpp * px, bytes, _mm512_maskz_loadu_epi8(bytes, in + bpp * px));
			continue;
		}
		ox = avx512_node_lerp(m->top[0] + g, m->bottom[0] + g, fys, sh);
		oy = avx512_node_lerp(m->top[1] + g, m->bottom[1] + g, fys, sh);
		sx = _mm512_add_epi32(xs, _mm512_srai_epi32(_mm512_add_epi32(avx512_mesh_lerp(ox, col, next, sh, odd, twos), half), 8));
		sy = _mm512_add_epi32(ys, _mm512_srai_epi32(_mm512_add_epi32(avx512_mesh_lerp(oy, col, next, sh, odd, twos), half), 8));
		inside = _mm512_cmplt_epu32_mask(sx, ws) & _mm512_cmplt_epu32_mask(sy, hs);
		sx = _mm512_mask_mov_epi32(xs, inside, sx);
		sy = _mm512_mask_mov_epi32(ys, inside, sy);
		off = _mm512_add_epi32(_mm512_mullo_epi32(sy, pitch), avx512_times(sx, bpp));
		over = bpp < 4 ? _mm512_mask_cmpgt_epi32_mask(keep, off, last) : 0;
		avx512_put_low(out + bpp * px, keep & ~over,
			       _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), keep & ~over, off, src->pixels, 1), bpp,
			       stream);
		if (over)
			avx512_copy_lanes(out + bpp * px, src->pixels, off, over, bpp);
	}
}

/* The mesh row for the picture's depth, through the caches, */
AVX512 RIPPLE_INLINE void avx512_mesh_row_near(const struct ripple_mesh_row *m, int fy, int py,
					       const struct ripple_image *src, unsigned char *out, const int bpp)
{
	avx512_mesh_row_by(m, fy, py, src, out, bpp, 0);
}

/* ... and at 32 bpp past the caches when the render may (m's stream), written out (sfence) by the
 * end of the row. */
AVX512 static void avx512_mesh_row(const struct ripple_mesh_row *m, int fy, int py,
				   const struct ripple_image *src, unsigned char *out)
{
	if (m->stream && src->bpp == 4) {
		avx512_mesh_row_by(m, fy, py, src, out, 4, 1);
		_mm_sfence();
	} else {
		RIPPLE_MESH_ROW_BY_DEPTH(avx512_mesh_row_near, m, fy, py, src, out);
	}
}

/*
 * The classroom variants' step (rows.c's spread_cell) in one pass over a row, 32 cells a block,
 * the last block masked (a row shorter than a block is one such).
 *
 * The 4 neighbours' sum s = a + b + c + d needs 18 bits, but its half fits in 16-bit lanes:
 * a + b = 2 (a & b) + (a ^ b) for any integers, so floor((a + b) / 2) = (a & b) + ((a ^ b) >> 1),
 * a short; with p = a + b and q = c + d, floor(s / 2) = floor(p / 2) + floor(q / 2) + (p and q
 * odd), and s / 2 rounded with a half to the even neighbour (ripple_half_even) adds 1 to that when
 * s is odd and floor(s / 2) is odd. The 16-bit sum wraps as (short) does, and keeps its lowest bit.
 */
AVX512 RIPPLE_INLINE __m512i avx512_half_sum4(__m512i a, __m512i b, __m512i c, __m512i d)
{
	const __m512i one = _mm512_set1_epi16(1), ab = _mm512_xor_si512(a, b), cd = _mm512_xor_si512(c, d);
	const __m512i fp = _mm512_add_epi16(_mm512_and_si512(a, b), _mm512_srai_epi16(ab, 1));
	const __m512i fq = _mm512_add_epi16(_mm512_and_si512(c, d), _mm512_srai_epi16(cd, 1));
	const __m512i carry = _mm512_ternarylogic_epi32(ab, cd, one, 0x80); /* ab & cd & one */
	const __m512i odd = _mm512_ternarylogic_epi32(ab, cd, one, 0x28);   /* (ab ^ cd) & one */
	const __m512i floor = _mm512_add_epi16(_mm512_add_epi16(fp, fq), carry);

	return _mm512_add_epi16(floor, _mm512_and_si512(odd, floor));
}

/* 32 cells' shorts from p (only those of `in` read when `part`). */
AVX512 RIPPLE_INLINE __m512i avx512_shorts(const short *p, __mmask32 in, const int part)
{
	return part ? _mm512_maskz_loadu_epi16(in, p) : _mm512_loadu_si512(p);
}

/* Two halves of 16 ints as 32 shorts, each truncated as (short) does. */
AVX512 RIPPLE_INLINE __m512i avx512_narrow(__m512i lo, __m512i hi)
{
	return _mm512_inserti64x4(_mm512_castsi256_si512(_mm512_cvtepi32_epi16(lo)), _mm512_cvtepi32_epi16(hi), 1);
}

/* The words of a block of 32 that avx512_pair12's halves hold: cells 0-3 of each 128-bit lane in
 * the first (two words each, the low one first), 4-7 in the second, the low words picked back into
 * cell order by vpermt2w (which truncates as (short) does). */
static const short avx512_pick12[32] __attribute__((aligned(64))) = {
	0, 2, 4, 6, 32, 34, 36, 38, 8, 10, 12, 14, 40, 42, 44, 46,
	16, 18, 20, 22, 48, 50, 52, 54, 24, 26, 28, 30, 56, 58, 60, 62
};

/* The sums of a pair of neighbours (a, b) of 32 cells added to the halves of avx512_pick12, in ints:
 * a's and b's words side by side (vpunpck*wd), then each pair added (vpmaddwd by ones). */
AVX512 RIPPLE_INLINE void avx512_pair12(__m512i a, __m512i b, __m512i *lo, __m512i *hi)
{
	const __m512i ones = _mm512_set1_epi16(1);

	*lo = _mm512_add_epi32(*lo, _mm512_madd_epi16(_mm512_unpacklo_epi16(a, b), ones));
	*hi = _mm512_add_epi32(*hi, _mm512_madd_epi16(_mm512_unpackhi_epi16(a, b), ones));
}

/* The 12 neighbours' sum over 6, truncated toward zero, of 32 cells from p, as shorts. The sum
 * (under 2^19, in ints) is exact in a float, and its product by the float nearest 1/6,
 * 1/6 (1 + 2^-25) nearly, rounded, has the quotient's whole part: s = 6k + j (0 <= j < 6) gives
 * k + j/6 plus under k 2^-25, which is less than half a float's step near k (under 2^17), so that
 * it rounds to k when j = 0 and stays short of k + 1 (every s of the range checked). */
AVX512 RIPPLE_INLINE __m512i avx512_sixth12(const short *p, int w, __mmask32 in, const int part)
{
	const __m512 sixth = _mm512_set1_ps(1.0f / 6.0f);
	__m512i lo = _mm512_setzero_si512(), hi = _mm512_setzero_si512();

	avx512_pair12(avx512_shorts(p - 1, in, part), avx512_shorts(p + 1, in, part), &lo, &hi);
	avx512_pair12(avx512_shorts(p - w, in, part), avx512_shorts(p + w, in, part), &lo, &hi);
	avx512_pair12(avx512_shorts(p - w - 1, in, part), avx512_shorts(p - w + 1, in, part), &lo, &hi);
	avx512_pair12(avx512_shorts(p + w - 1, in, part), avx512_shorts(p + w + 1, in, part), &lo, &hi);
	avx512_pair12(avx512_shorts(p - 2, in, part), avx512_shorts(p + 2, in, part), &lo, &hi);
	avx512_pair12(avx512_shorts(p - 2 * w, in, part), avx512_shorts(p + 2 * w, in, part), &lo, &hi);
	return _mm512_permutex2var_epi16(_mm512_cvttps_epi32(_mm512_mul_ps(_mm512_cvtepi32_ps(lo), sixth)),
					 _mm512_loadu_si512(avx512_pick12),
					 _mm512_cvttps_epi32(_mm512_mul_ps(_mm512_cvtepi32_ps(hi), sixth)));
}

/* The absorbing layer's loss on 16 cells (v their new heights, n those now, loss their 256ths, all
 * ints): v - the change v - n times loss over 256, rounded half away from zero (sponge_loss). */
AVX512 RIPPLE_INLINE __m512i avx512_absorb16(__m512i v, __m512i n, __m512i loss)
{
	const __m512i x = _mm512_mullo_epi32(_mm512_sub_epi32(v, n), loss);
	const __m512i y = _mm512_add_epi32(x, _mm512_mask_blend_epi32(_mm512_cmplt_epi32_mask(x, _mm512_setzero_si512()), _mm512_set1_epi32(128),
								      _mm512_set1_epi32(-128)));
	const __m512i down = _mm512_srai_epi32(_mm512_add_epi32(y, _mm512_and_si512(_mm512_srai_epi32(y, 31),
										    _mm512_set1_epi32(255))), 8);

	return _mm512_sub_epi32(v, down);
}

/* Half h (0: cells 0..15, 1: 16..31) of 32 shorts. */
AVX512 RIPPLE_INLINE __m256i avx512_half16(__m512i v, int h)
{
	return h ? _mm512_extracti64x4_epi64(v, 1) : _mm512_castsi512_si256(v);
}

/* The absorbing layer on 32 cells' new heights v from those now (n) and their losses at sponge;
 * a block without loss is left as it is, one whose changes all fit a short is worked in shorts,
 * any other in ints. */
AVX512 RIPPLE_INLINE __m512i avx512_absorb(__m512i v, __m512i n, const unsigned char *sponge, __mmask32 in,
					   const int part)
{
	const __m256i loss = part ? _mm256_maskz_loadu_epi8(in, sponge) : _mm256_loadu_si256((const __m256i *)sponge);

	__m512i d;

	if (!_mm256_test_epi8_mask(loss, loss))
		return v;
	d = _mm512_sub_epi16(v, n);
	if (!_mm512_cmpneq_epi16_mask(d, _mm512_subs_epi16(v, n)) && !_mm512_cmpeq_epi16_mask(d, _mm512_set1_epi16(-32768))) {
		/* every change v - n a short above -32768: |change| loss / 256 rounded half up by vpmulhrsw,
		 * (|change| (loss 128) + 2^14) >> 15, given the change's sign (sponge_loss) */
		const __m512i down = _mm512_mulhrs_epi16(_mm512_abs_epi16(d), _mm512_slli_epi16(_mm512_cvtepu8_epi16(loss), 7));

		return _mm512_sub_epi16(v, _mm512_mask_sub_epi16(down, _mm512_movepi16_mask(d), _mm512_setzero_si512(), down));
	}
	return avx512_narrow(avx512_absorb16(_mm512_cvtepi16_epi32(avx512_half16(v, 0)),
					     _mm512_cvtepi16_epi32(avx512_half16(n, 0)),
					     _mm512_cvtepu8_epi32(_mm256_castsi256_si128(loss))),
			     avx512_absorb16(_mm512_cvtepi16_epi32(avx512_half16(v, 1)),
					     _mm512_cvtepi16_epi32(avx512_half16(n, 1)),
					     _mm512_cvtepu8_epi32(_mm256_extracti128_si256(loss, 1))));
}

/* Cells [x, x + 32) of a variant's row, of which those of `in` are in the row (all unless `part`),
 * with 12 neighbours or 4: the stencil's equation, the damping, the absorbing layer, the walls. */
AVX512 RIPPLE_INLINE void avx512_variant_block(const struct ripple_variant *v, const short *now, short *next, int x,
					       __mmask32 in, const int twelve, const int part)
{
	const short *at = now + x;
	const int w = v->w;
	const __m512i n = avx512_shorts(at, in, part);
	__m512i sum = twelve ? avx512_sixth12(at, w, in, part)
			     : avx512_half_sum4(avx512_shorts(at - 1, in, part), avx512_shorts(at + 1, in, part),
						avx512_shorts(at - w, in, part), avx512_shorts(at + w, in, part));
	__m512i e = _mm512_sub_epi16(sum, avx512_shorts(next + x, in, part));

	if (v->damping)
		e = _mm512_sub_epi16(e, _mm512_sra_epi16(e, _mm_cvtsi32_si128(v->damping)));
	if (v->sponge)
		e = avx512_absorb(e, n, v->sponge + x, in, part);
	if (v->walls) {
		const __m256i wall = part ? _mm256_maskz_loadu_epi8(in, v->walls + x)
					  : _mm256_loadu_si256((const __m256i *)(v->walls + x));

		e = _mm512_maskz_mov_epi16(~_mm256_test_epi8_mask(wall, wall), e);
	}
	if (part)
		_mm512_mask_storeu_epi16(next + x, in, e);
	else
		_mm512_storeu_si512(next + x, e);
}

AVX512 RIPPLE_INLINE void avx512_variant_span(const struct ripple_variant *v, const short *now, short *next, int x0,
					      int x1, const int twelve)
{
	int x = x0;

	for (; x + 32 <= x1; x += 32)
		avx512_variant_block(v, now, next, x, ~(__mmask32)0, twelve, 0);
	if (x < x1)
		avx512_variant_block(v, now, next, x, (__mmask32)(0xffffffffu >> (32 - (x1 - x))), twelve, 1);
}

/* The row for each stencil. */
AVX512 static void avx512_variant_row(const struct ripple_variant *v, const short *now, short *next, int x0, int x1)
{
	if (v->slow) /* shallow water: the portable row compiled for AVX-512, until it has its own blocks */
		ripple_fast_variant_row(v, now, next, x0, x1);
	else if (v->stencil == 12)
		avx512_variant_span(v, now, next, x0, x1, 1);
	else
		avx512_variant_span(v, now, next, x0, x1, 0);
}

/* The mesh's node rows: the portable loops (kernel_loops.h) compiled for AVX-512. */
AVX512 static void avx512_mesh_nodes(const short *up, const short *b, const short *down, int inner, int columns,
				     int shift, int *ox, int *oy, unsigned char *moves)
{
	ripple_fast_mesh_nodes(up, b, down, inner, columns, shift, ox, oy, moves);
}

/* AVX-512 has its own step, render, mesh rows and classroom step; for the views' rows it takes AVX2's
 * (kernels_avx2.h; has_avx512 asks for AVX2 too), which in 256-bit lanes are faster than the
 * portable loops in 512. */
const struct ripple_kernel ripple_kernel_avx512 = { has_avx512,	     avx512_spread,	 avx512_render,
						    avx512_mesh_row, avx2_mesh_lit,	 avx512_mesh_nodes,
						    avx2_rows565,    avx512_variant_row, avx2_bytes32,
						    avx2_heat_row,   avx2_mesh_heights };
#endif
