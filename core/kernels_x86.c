/* kernels_x86.c - the article's step and render with SSE2, AVX2 and AVX-512, chosen at run time; the same bits as plain C. */
#include "core/kernel_loops.h"

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#include <limits.h>
#include <stdint.h>

#define SSE2 __attribute__((target("sse2")))
#define AVX2 __attribute__((target("avx2")))
#define AVX512 __attribute__((target("avx2,avx512f,avx512bw,avx512vl")))

static int has_sse2(void)
{
	__builtin_cpu_init();
	return __builtin_cpu_supports("sse2");
}

static int has_avx2(void)
{
	__builtin_cpu_init();
	return __builtin_cpu_supports("avx2");
}

static int has_avx512(void)
{
	__builtin_cpu_init();
	return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("avx512f") &&
	       __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vl");
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

/* The same, the two corrections each one ternary-logic operation: (A ^ B) & C and (A | B) & C. */
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

/*
 * The render in blocks of pixels. A block whose opposite neighbours are all equal is not
 * displaced: a straight copy of the picture's row. Otherwise the displaced source of every pixel
 * is computed in lanes: the AVX-512 render (every depth) gathers the pixels inside the picture and
 * leaves the others out of a masked store; the AVX2 one (32 bpp) gathers them over the pixels
 * already there, so that its stores are whole (AMD's masked stores are a dozen times slower:
 * --damping off at 1080p 320 -> 485 fps on a Zen 3); the AVX2 render below
 * 32 bpp and pictures too wide for 16-bit offsets copy the displaced pixels one by one, and
 * render a block with a pixel outside one pixel at a time, as all do the ends of rows.
 */
/* n pixels of bpp bytes from the byte offsets off[] of pixels to out, one after another. */
RIPPLE_INLINE void copy_pixels(unsigned char *out, const unsigned char *pixels, const int *off, const int n, const int bpp)
{
	for (int l = 0; l < n; l++)
		memcpy(out + bpp * l, pixels + off[l], (size_t)bpp);
}

/* Asks for the cache lines of the picture's bytes [a, z) of the row `ahead` bytes below `in`
 * (ripple_read_ahead), so that they are in the cache when the rows below are rendered; nothing
 * when ahead is 0. */
RIPPLE_INLINE void read_ahead(const unsigned char *in, size_t ahead, int a, int z)
{
	if (ahead) {
		for (int at = a; at < z; at += 64)
			_mm_prefetch((const char *)in + ahead + at, _MM_HINT_T0);
		_mm_prefetch((const char *)in + ahead + z - 1, _MM_HINT_T0);
	}
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

/* A row at 32 bpp as the AVX-512 one makes it (below), 16 pixels a block, with signed compares:
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

/* The AVX2 mesh row's node columns 0..7 of the row fy/2^shift of the way down the cells
 * (avx512_node_lerp's), and its 8 lanes' offsets across them (avx512_mesh_lerp's; odd and twos
 * all ones in the lanes whose frac has bit 0, bit 1 set). */
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

/* The mesh's plain refraction as the AVX-512 row makes it, 8 pixels a half of a block of 16: at
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

/* The mesh row for the picture's depth: the AVX-512 and AVX2 ones, and the portable one
 * (kernel_loops.h) compiled for SSE2. */
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

AVX2 static void avx2_mesh_row(const struct ripple_mesh_row *m, int fy, int py,
			       const struct ripple_image *src, unsigned char *out)
{
	RIPPLE_MESH_ROW_BY_DEPTH(avx2_mesh_row_by, m, fy, py, src, out);
}

SSE2 static void sse2_mesh_row(const struct ripple_mesh_row *m, int fy, int py,
			       const struct ripple_image *src, unsigned char *out)
{
	RIPPLE_MESH_ROW_BY_DEPTH(ripple_fast_mesh_row, m, fy, py, src, out);
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

/* The mesh's lit rows: the portable loops (kernel_loops.h) compiled for SSE2; AVX2's (and AVX-512's)
 * light in lanes (avx2_lift16). */
SSE2 static void sse2_mesh_lit(const int *at, int shift, int w, const int add[4], short *e, short *lift,
			       const unsigned char *in, unsigned char *out)
{
	ripple_fast_mesh_lit(at, shift, w, add, e, lift, in, out);
}

/* (a + 128) >> 8 clamped to -256..255 in each lane. */
AVX2 RIPPLE_INLINE __m256i avx2_rounded(__m256i a)
{
	const __m256i v = _mm256_srai_epi32(_mm256_add_epi32(a, _mm256_set1_epi32(128)), 8);

	return _mm256_min_epi32(_mm256_max_epi32(v, _mm256_set1_epi32(-256)), _mm256_set1_epi32(255));
}

/* ripple_mesh_heights 8 cells at a time: the pixels' heights from the node's a in steps of d to the
 * next node's, in lanes a cell each, interleaved into the pixels' order. */
AVX2 static void avx2_mesh_heights(const int *at, int shift, int w, short *e)
{
	int g = 0;

	for (; (g + 8) << shift <= w; g += 8) {
		const __m256i a = _mm256_loadu_si256((const __m256i *)(at + g));
		const __m256i d = _mm256_srai_epi32(_mm256_sub_epi32(_mm256_loadu_si256((const __m256i *)(at + g + 1)), a), shift);
		const __m256i v0 = avx2_rounded(a), v1 = avx2_rounded(_mm256_add_epi32(a, d));

		if (shift == 1) { /* cells 0-1 2-3 | 4-5 6-7 */
			_mm256_storeu_si256((__m256i *)(e + 2 * g),
					    _mm256_packs_epi32(_mm256_unpacklo_epi32(v0, v1), _mm256_unpackhi_epi32(v0, v1)));
		} else {
			const __m256i v2 = avx2_rounded(_mm256_add_epi32(a, _mm256_add_epi32(d, d)));
			const __m256i v3 = avx2_rounded(_mm256_add_epi32(a, _mm256_add_epi32(d, _mm256_add_epi32(d, d))));
			const __m256i t0 = _mm256_unpacklo_epi32(v0, v1), t1 = _mm256_unpacklo_epi32(v2, v3);
			const __m256i t2 = _mm256_unpackhi_epi32(v0, v1), t3 = _mm256_unpackhi_epi32(v2, v3);
			const __m256i p = _mm256_packs_epi32(_mm256_unpacklo_epi64(t0, t1), _mm256_unpackhi_epi64(t0, t1));
			const __m256i q = _mm256_packs_epi32(_mm256_unpacklo_epi64(t2, t3), _mm256_unpackhi_epi64(t2, t3));

			_mm256_storeu_si256((__m256i *)(e + 4 * g), _mm256_permute2x128_si256(p, q, 0x20)); /* cells 0-3 */
			_mm256_storeu_si256((__m256i *)(e + 4 * g + 16), _mm256_permute2x128_si256(p, q, 0x31));
		}
	}
	ripple_mesh_heights_from(at, shift, w, e, g);
}

AVX2 static void avx2_mesh_lit(const int *at, int shift, int w, const int add[4], short *e, short *lift,
			       const unsigned char *in, unsigned char *out)
{
	const __m256i mask = avx2_channels(add);
	int j = 0;

	avx2_mesh_heights(at, shift, w, e);
	for (; j + 16 <= w; j += 16)
		avx2_lift16(_mm256_loadu_si256((const __m256i *)(e + j)), mask, in + 4 * j, out + 4 * j);
	lift_span32(e, add, lift, in, out, j, w);
}

/* The light and both views at 16 bpp: the portable rows (kernel_loops.h) compiled for SSE2; AVX2's (and
 * AVX-512's) lit in lanes. */
SSE2 static void sse2_rows565(const short *cur, int w, int h, int view, unsigned short *moved, short *lift,
			      const struct ripple_image *src, struct ripple_image *dst, int y0, int y1)
{
	ripple_fast_rows565(cur, w, h, view, moved, lift, src, dst, y0, y1);
}

/* The heights that light pixels j..j+15 of row i (ripple_lift_span's, in lanes): clamped to
 * -256..255; for `both`, 0 where the displaced pixel lies outside the picture, found with 16-bit
 * compares as avx2_render_row32's. */
AVX2 RIPPLE_INLINE __m256i avx2_lifts16(const short *row, int w, int h, int i, int j, int both)
{
	const __m256i none = _mm256_set1_epi16(-1), lanes = _mm256_setr_epi16(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
	const __m256i e = _mm256_min_epi16(_mm256_max_epi16(_mm256_loadu_si256((const __m256i *)(row + j)), _mm256_set1_epi16(-256)),
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
AVX2 static void avx2_lift_row(const short *row, int w, int h, int i, int both, short *lift)
{
	int j = 0;

	for (; j + 16 <= w; j += 16)
		_mm256_storeu_si256((__m256i *)(lift + j), avx2_lifts16(row, w, h, i, j, both));
	ripple_lift_span(row, w, h, i, both, lift, j, w);
}

AVX2 static void avx2_rows565(const short *cur, int w, int h, int view, unsigned short *moved, short *lift,
			      const struct ripple_image *src, struct ripple_image *dst, int y0, int y1)
{
	ripple_rows565_by(cur, w, h, view, moved, lift, src, dst, y0, y1, avx2_lift_row);
}

/* The classroom variants' step: the portable row (kernel_loops.h), compiled for each instruction set. */
SSE2 static void sse2_variant_row(const struct ripple_variant *v, const short *now, short *next, int x0, int x1)
{
	ripple_fast_variant_row(v, now, next, x0, x1);
}

AVX2 static void avx2_variant_row(const struct ripple_variant *v, const short *now, short *next, int x0, int x1)
{
	ripple_fast_variant_row(v, now, next, x0, x1);
}

AVX512 static void avx512_variant_row(const struct ripple_variant *v, const short *now, short *next, int x0, int x1)
{
	ripple_fast_variant_row(v, now, next, x0, x1);
}

/* A mesh's node rows: the portable loops (kernel_loops.h), compiled for each instruction set. */
SSE2 static void sse2_mesh_nodes(const short *up, const short *b, const short *down, int inner, int columns, int shift,
				 int *ox, int *oy, unsigned char *moves)
{
	ripple_fast_mesh_nodes(up, b, down, inner, columns, shift, ox, oy, moves);
}

AVX2 static void avx2_mesh_nodes(const short *up, const short *b, const short *down, int inner, int columns, int shift,
				 int *ox, int *oy, unsigned char *moves)
{
	ripple_fast_mesh_nodes(up, b, down, inner, columns, shift, ox, oy, moves);
}

AVX512 static void avx512_mesh_nodes(const short *up, const short *b, const short *down, int inner, int columns,
				     int shift, int *ox, int *oy, unsigned char *moves)
{
	ripple_fast_mesh_nodes(up, b, down, inner, columns, shift, ox, oy, moves);
}

/* The light and both views at 32 bpp: the portable loops (kernel_loops.h) compiled for SSE2; AVX2's (and
 * AVX-512's) lit in lanes. */
SSE2 static void sse2_bytes32(const short *cur, int w, int h, int view, const int add[4], short *lift,
			      const struct ripple_image *src, struct ripple_image *dst, int y0, int y1)
{
	ripple_fast_bytes32(cur, w, h, view, add, lift, src, dst, y0, y1);
}

/* light_span32 and both_span32 (kernel_loops.h) over rows [y0, y1), 16 pixels at a time (avx2_lifts16,
 * avx2_lift16), the ends of rows by those spans. */
AVX2 static void avx2_bytes32(const short *cur, int w, int h, int view, const int add[4], short *lift,
			      const struct ripple_image *src, struct ripple_image *dst, int y0, int y1)
{
	const int both = view == RIPPLE_VIEW_BOTH;
	const __m256i mask = avx2_channels(add);

	for (int i = both && y0 < 1 ? 1 : y0; i < y1 && (!both || i < h - 1); i++) {
		const short *row = cur + (size_t)i * (size_t)w;
		unsigned char *out = dst->pixels + (size_t)dst->pitch * (size_t)i;
		const unsigned char *in = both ? out : src->pixels + (size_t)src->pitch * (size_t)i;
		int j = 0;

		for (; j + 16 <= w; j += 16)
			avx2_lift16(avx2_lifts16(row, w, h, i, j, both), mask, in + 4 * j, out + 4 * j);
		if (both)
			both_span32(row, w, h, i, add, lift, out, j, w);
		else
			light_span32(row, add, lift, in, out, j, w);
	}
}

/* The heights view's colours: the portable loop (kernel_loops.h) compiled for SSE2; AVX2 (and AVX-512)
 * gathers them from the table at 16 and 32 bpp. */
SSE2 static void sse2_heat_row(const short *e, int n, const unsigned int *heat, unsigned char *out, int bpp)
{
	ripple_fast_heat_row(e, n, heat, out, bpp);
}

/* The table's indices of 8 heights: twice each, clamped to -255..255, plus 255. */
AVX2 RIPPLE_INLINE __m256i avx2_heat_index(const short *e)
{
	const __m128i x = _mm_loadu_si128((const __m128i *)e), twice = _mm_adds_epi16(x, x);
	const __m128i v = _mm_min_epi16(_mm_max_epi16(twice, _mm_set1_epi16(-255)), _mm_set1_epi16(255));

	return _mm256_add_epi32(_mm256_cvtepi16_epi32(v), _mm256_set1_epi32(255));
}

AVX2 static void avx2_heat_row(const short *e, int n, const unsigned int *heat, unsigned char *out, int bpp)
{
	const int *table = (const int *)heat;
	int j = 0;

	if (bpp == 4)
		for (; j + 8 <= n; j += 8)
			_mm256_storeu_si256((__m256i *)(out + 4 * j), _mm256_i32gather_epi32(table, avx2_heat_index(e + j), 4));
	if (bpp == 2)
		for (const __m256i low = _mm256_set1_epi32(0xffff); j + 16 <= n; j += 16) {
			const __m256i a = _mm256_and_si256(_mm256_i32gather_epi32(table, avx2_heat_index(e + j), 4), low);
			const __m256i b = _mm256_and_si256(_mm256_i32gather_epi32(table, avx2_heat_index(e + j + 8), 4), low);

			_mm256_storeu_si256((__m256i *)(out + 2 * j), _mm256_permute4x64_epi64(_mm256_packus_epi32(a, b), 0xd8));
		}
	ripple_fast_heat_row(e + j, n - j, heat, out + bpp * j, bpp);
}

/* A mesh row's pixel heights: the portable loop (kernel_loops.h) for SSE2; AVX2's (and AVX-512's): avx2_mesh_heights. */
SSE2 static void sse2_mesh_heights(const int *at, int shift, int w, short *e)
{
	ripple_mesh_heights(at, shift, w, e);
}

const struct ripple_kernel ripple_kernel_sse2 = { has_sse2,	  sse2_spread,	    sse2_render,       sse2_mesh_row,
						  sse2_mesh_lit,  sse2_mesh_nodes,  sse2_rows565,      sse2_variant_row,
						  sse2_bytes32,	  sse2_heat_row,    sse2_mesh_heights };
const struct ripple_kernel ripple_kernel_avx2 = { has_avx2,	  avx2_spread,	    avx2_render,       avx2_mesh_row,
						  avx2_mesh_lit,  avx2_mesh_nodes,  avx2_rows565,      avx2_variant_row,
						  avx2_bytes32,	  avx2_heat_row,    avx2_mesh_heights };
/* AVX-512 has its own step, render, mesh rows and classroom step; for the views' rows it takes AVX2's
 * (has_avx512 asks for AVX2 too), which in 256-bit lanes are faster than the portable loops in 512. */
const struct ripple_kernel ripple_kernel_avx512 = { has_avx512,	     avx512_spread,	 avx512_render,
						    avx512_mesh_row, avx2_mesh_lit,	 avx512_mesh_nodes,
						    avx2_rows565,    avx512_variant_row, avx2_bytes32,
						    avx2_heat_row,   avx2_mesh_heights };
#endif
