/* gifquant.c - a frame made ready for a GIF: shrunk by whole means, its colours reduced (the exact ones, or a median cut of its 5-5-5 histogram), its unchanged runs marked. */
#include "files/gifquant.h"

#include <stdlib.h>
#include <string.h>

#define BINS (1 << 15)       /* the histogram: 5 bits of red, green and blue */
#define SLOTS 1024           /* the exact colours' hash table, a power of 2 over twice 256 */

/* Row y of pixels whose rows are pitch bytes apart, and the colour of its column x. */
static const uint32_t *pixel_row(const void *pixels, size_t pitch, int y)
{
	return (const uint32_t *)((const unsigned char *)pixels + (size_t)y * pitch);
}

static uint32_t pixel(const void *pixels, size_t pitch, int x, int y)
{
	return pixel_row(pixels, pitch, y)[x] & 0xffffffu;
}

/* The frame's colours when there are at most 256, with every pixel's index. Returns their
 * number, or 0 when there are more. */
static int exact(const void *pixels, int w, int h, size_t pitch, uint32_t *palette, unsigned char *index)
{
	uint32_t keys[SLOTS];
	short slot_of[SLOTS]; /* the palette index in a slot, -1 for an empty slot */
	int n = 0;

	memset(slot_of, -1, sizeof slot_of);
	for (int y = 0; y < h; y++)
		for (int x = 0; x < w; x++) {
			const uint32_t c = pixel(pixels, pitch, x, y);
			unsigned s = (c * 2654435761u) >> 22; /* Knuth's multiplicative hash, 10 bits */

			while (slot_of[s] >= 0 && keys[s] != c)
				s = (s + 1) & (SLOTS - 1);
			if (slot_of[s] < 0) {
				if (n == GIFQUANT_COLOURS)
					return 0;
				keys[s] = c;
				slot_of[s] = (short)n;
				palette[n++] = c;
			}
			index[(size_t)y * w + x] = (unsigned char)slot_of[s];
		}
	return n;
}

/* The histogram bin of a colour, and a bin's coordinate on axis a (0 red, 1 green, 2 blue). */
static int bin_of(uint32_t c)
{
	return (int)((c >> 9 & 0x7c00) | (c >> 6 & 0x3e0) | (c >> 3 & 0x1f));
}

static int bin_at(int r, int g, int b)
{
	return r << 10 | g << 5 | b;
}

/* A box of the histogram: its bins lo..hi (inclusive) on each axis, and the pixels in it. */
struct box {
	int lo[3], hi[3];
	uint64_t count;
};

/* The histogram: pixels and the sums of their channels, per bin. */
struct histogram {
	uint32_t count[BINS];
	uint64_t sum[BINS][3];
};

/* Shrinks b to the bins in it that hold pixels, and counts them; b holds at least one. */
static void shrink(const struct histogram *hist, struct box *b)
{
	int lo[3] = { 31, 31, 31 }, hi[3] = { 0, 0, 0 };

	b->count = 0;
	for (int r = b->lo[0]; r <= b->hi[0]; r++)
		for (int g = b->lo[1]; g <= b->hi[1]; g++)
			for (int bl = b->lo[2]; bl <= b->hi[2]; bl++) {
				const int v[3] = { r, g, bl };
				const uint32_t n = hist->count[bin_at(r, g, bl)];

				if (!n)
					continue;
				b->count += n;
				for (int a = 0; a < 3; a++) {
					lo[a] = v[a] < lo[a] ? v[a] : lo[a];
					hi[a] = v[a] > hi[a] ? v[a] : hi[a];
				}
			}
	memcpy(b->lo, lo, sizeof lo);
	memcpy(b->hi, hi, sizeof hi);
}

/* The pixels of box b whose coordinate on axis a is v. */
static uint64_t slice(const struct histogram *hist, const struct box *b, int a, int v)
{
	int lo[3], hi[3];
	uint64_t n = 0;

	memcpy(lo, b->lo, sizeof lo);
	memcpy(hi, b->hi, sizeof hi);
	lo[a] = hi[a] = v;
	for (int r = lo[0]; r <= hi[0]; r++)
		for (int g = lo[1]; g <= hi[1]; g++)
			for (int bl = lo[2]; bl <= hi[2]; bl++)
				n += hist->count[bin_at(r, g, bl)];
	return n;
}

/* The box to cut next: the one with the most pixels among those wider than a bin; -1 for none. */
static int fullest(const struct box *boxes, int n)
{
	int best = -1;

	for (int i = 0; i < n; i++) {
		const struct box *b = &boxes[i];

		if ((b->hi[0] > b->lo[0] || b->hi[1] > b->lo[1] || b->hi[2] > b->lo[2]) &&
		    (best < 0 || b->count > boxes[best].count))
			best = i;
	}
	return best;
}

/* Cuts b across its longest axis where half of its pixels lie below, into b and *upper. */
static void cut(const struct histogram *hist, struct box *b, struct box *upper)
{
	int a = 0;
	uint64_t below = 0;
	int at;

	for (int k = 1; k < 3; k++)
		if (b->hi[k] - b->lo[k] > b->hi[a] - b->lo[a])
			a = k;
	for (at = b->lo[a]; at < b->hi[a] - 1; at++) {
		below += slice(hist, b, a, at);
		if (2 * below >= b->count)
			break;
	}
	*upper = *b;
	b->hi[a] = at;
	upper->lo[a] = at + 1;
	shrink(hist, b);
	shrink(hist, upper);
}

/* The median cut: boxes cut until there are `most` or none can be; each box's colour the mean of its
 * pixels, and every bin mapped to its box. Returns the number of colours, or -1 out of memory. */
static int median_cut(const void *pixels, int w, int h, size_t pitch, int most, uint32_t *palette,
		      unsigned char *index)
{
	struct histogram *hist = calloc(1, sizeof *hist);
	unsigned char *map = malloc(BINS);
	struct box boxes[GIFQUANT_COLOURS] = { { { 0, 0, 0 }, { 31, 31, 31 }, 0 } };
	int n = 1, next;

	if (!hist || !map) {
		free(hist);
		free(map);
		return -1;
	}
	for (int y = 0; y < h; y++)
		for (int x = 0; x < w; x++) {
			const uint32_t c = pixel(pixels, pitch, x, y);
			const int bin = bin_of(c);

			hist->count[bin]++;
			hist->sum[bin][0] += c >> 16;
			hist->sum[bin][1] += c >> 8 & 255;
			hist->sum[bin][2] += c & 255;
		}
	shrink(hist, &boxes[0]);
	while (n < most && (next = fullest(boxes, n)) >= 0)
		cut(hist, &boxes[next], &boxes[n++]);
	for (int i = 0; i < n; i++) {
		uint64_t sum[3] = { 0, 0, 0 };
		const struct box *b = &boxes[i];

		for (int r = b->lo[0]; r <= b->hi[0]; r++)
			for (int g = b->lo[1]; g <= b->hi[1]; g++)
				for (int bl = b->lo[2]; bl <= b->hi[2]; bl++) {
					const int bin = bin_at(r, g, bl);

					map[bin] = (unsigned char)i;
					for (int a = 0; a < 3; a++)
						sum[a] += hist->sum[bin][a];
				}
		palette[i] = (uint32_t)((sum[0] + b->count / 2) / b->count) << 16 |
			     (uint32_t)((sum[1] + b->count / 2) / b->count) << 8 | (uint32_t)((sum[2] + b->count / 2) / b->count);
	}
	for (int y = 0; y < h; y++)
		for (int x = 0; x < w; x++)
			index[(size_t)y * w + x] = map[bin_of(pixel(pixels, pitch, x, y))];
	free(hist);
	free(map);
	return n;
}

int gifquant_reduce(const void *pixels, int w, int h, size_t pitch, int most, uint32_t palette[GIFQUANT_COLOURS],
		    unsigned char *index)
{
	int n;

	if (!pixels || !index || w < 1 || h < 1 || w > 65535 || h > 65535 || pitch < (size_t)w * 4 || most < 1 ||
	    most > GIFQUANT_COLOURS)
		return -1;
	n = exact(pixels, w, h, pitch, palette, index);
	return n ? n : median_cut(pixels, w, h, pitch, most, palette, index);
}

void gifquant_shrink(const uint32_t *pixels, int w, int h, size_t pitch, int k, uint32_t *out)
{
	const int ow = w / k, oh = h / k;
	const uint32_t n = (uint32_t)k * (uint32_t)k;

	for (int y = 0; y < oh; y++)
		for (int x = 0; x < ow; x++) {
			uint32_t r = 0, g = 0, b = 0;

			for (int i = 0; i < k; i++) {
				const uint32_t *row = pixel_row(pixels, pitch, y * k + i) + (size_t)x * k;

				for (int j = 0; j < k; j++) {
					r += row[j] >> 16 & 255;
					g += row[j] >> 8 & 255;
					b += row[j] & 255;
				}
			}
			out[(size_t)y * ow + x] = (r + n / 2) / n << 16 | (g + n / 2) / n << 8 | (b + n / 2) / n;
		}
}

long gifquant_unchanged(const uint32_t *pixels, const uint32_t *last, int w, int h, size_t pitch, unsigned char key,
			unsigned char *index)
{
	long set = 0;

	for (int y = 0; y < h; y++) {
		const uint32_t *now = pixel_row(pixels, pitch, y), *was = pixel_row(last, pitch, y);

		for (int x = 0, end; x < w; x = end + 1) {
			for (end = x; end < w && !((now[end] ^ was[end]) & 0xffffffu); end++)
				;
			if (end - x >= GIFQUANT_RUN) {
				memset(index + (size_t)y * w + x, key, (size_t)(end - x));
				set += end - x;
			}
		}
	}
	return set;
}
