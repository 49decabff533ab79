/* bmp.c - decodes a BMP file held in memory: OS/2 and Windows headers, 1 to 32 bits, RLE8/RLE4, bit fields. */
#include "files/bmp.h"

#include "ripple.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { BI_RGB, BI_RLE8, BI_RLE4, BI_BITFIELDS, BI_ALPHABITFIELDS = 6 };

/* A BMP file: a 14-byte file header ("BM", the file's length, and at byte 10 where the pixels start);
 * an info header (its length first: 12 bytes for OS/2 1.x, 16 to 64 for OS/2 2.x, 40, 52, 56, 108 or
 * 124 for Windows, each longer one the shorter with more fields); for bit fields in a 40-byte header,
 * their masks; for 1 to 8 bits, the palette; then the pixels, rows from the bottom up (top down when
 * the height is negative), each padded to 4 bytes, or an RLE stream.
 * What the headers say, checked: every byte they point at lies in the file. */
struct header {
	size_t n;               /* the file's length */
	uint32_t info;          /* the info header's length */
	long long w, h;         /* as claimed (h < 0: top-down rows); once checked, h is positive */
	int topdown;
	int bits;
	uint32_t compression;
	uint32_t colors;        /* biClrUsed */
	uint32_t mask[4];       /* R, G, B, A of 16- and 32-bit pixels; 0: no such channel */
	size_t palette_at;      /* where the palette starts */
	int entry;              /* bytes per palette entry: 3 (OS/2 1.x) or 4 */
	int ncolors;            /* palette entries */
	uint32_t offset;        /* where the pixels start */
	size_t stride;          /* bytes per row of uncompressed pixels */
};

/* One channel of 16- or 32-bit pixels: where its bits lie and how they scale to 8 bits. */
struct channel {
	uint32_t mask;
	int shift, bits;        /* the mask's lowest bit and its width; 0 bits: the channel is absent */
	unsigned char to8[256]; /* the 8-bit value of each v, for widths up to 8 (width 0: the absent value) */
};

static int refuse(char *why, size_t whylen, const char *fmt, ...)
{
	va_list ap;

	if (whylen) {
		va_start(ap, fmt);
		vsnprintf(why, whylen, fmt, ap);
		va_end(ap);
	}
	return -1;
}

/* The little-endian number of len bytes at p. */
static uint32_t le(const unsigned char *p, int len)
{
	uint32_t v = 0;

	for (int i = len - 1; i >= 0; i--)
		v = v << 8 | p[i];
	return v;
}

/* The info header's field of len bytes at off, 0 when the header ends before it (OS/2 2.x's may end
 * after any field). */
static uint32_t field(const unsigned char *data, const struct header *hd, uint32_t off, int len)
{
	return off + (uint32_t)len <= hd->info ? le(data + 14 + off, len) : 0;
}

static long long signed32(uint32_t v)
{
	return v >= 0x80000000u ? (long long)v - 0x100000000LL : (long long)v;
}

static int is_rle(const struct header *hd)
{
	return hd->compression == BI_RLE8 || hd->compression == BI_RLE4;
}

/* The file header and the info header's fields: OS/2 1.x's 12 bytes, or 16 and more. */
static int read_info(const unsigned char *data, size_t n, struct header *hd, char *why, size_t whylen)
{
	memset(hd, 0, sizeof *hd);
	hd->n = n;
	if (n >= 2 && memcmp(data, "BM", 2))
		return refuse(why, whylen, "is not a BMP file (it does not start with \"BM\")");
	if (n < 18)
		return refuse(why, whylen, "is too short to be a BMP file (%lld bytes)", (long long)n);
	hd->offset = le(data + 10, 4);
	hd->info = le(data + 14, 4);
	if (hd->info < 12 || (hd->info > 12 && hd->info < 16))
		return refuse(why, whylen, "has a %lu-byte info header, which BMP does not define",
			      (unsigned long)hd->info);
	if (14 + (long long)hd->info > (long long)n)
		return refuse(why, whylen, "is truncated: its %lu-byte info header needs more than its %lld bytes",
			      (unsigned long)hd->info, (long long)n);
	if (hd->info == 12) { /* OS/2 1.x: unsigned 16-bit sides, no compression, 3-byte palette entries */
		hd->w = le(data + 18, 2);
		hd->h = le(data + 20, 2);
		hd->bits = (int)le(data + 24, 2);
		hd->entry = 3;
		return 0;
	}
	hd->w = signed32(field(data, hd, 4, 4));
	hd->h = signed32(field(data, hd, 8, 4));
	hd->bits = (int)field(data, hd, 14, 2);
	hd->compression = field(data, hd, 16, 4);
	hd->colors = field(data, hd, 32, 4);
	hd->entry = 4;
	return 0;
}

/* The names of the compressions this decoder refuses; OS/2 2.x headers are those of 16 to 64 bytes but
 * Windows' 40, 52 and 56. */
static const char *compression_name(const struct header *hd)
{
	int os2 = hd->info >= 16 && hd->info <= 64 && hd->info != 40 && hd->info != 52 && hd->info != 56;

	switch (hd->compression) {
	case 3:
		return hd->bits == 1 ? "OS/2 Huffman" : NULL;
	case 4:
		return os2 && hd->bits == 24 ? "OS/2 RLE24" : "JPEG";
	case 5:
		return "PNG";
	case 11:
		return "CMYK";
	case 12:
		return "CMYK RLE8";
	case 13:
		return "CMYK RLE4";
	default:
		return NULL;
	}
}

/* A depth and a compression this decoder draws, and that go together. */
static int check_format(const struct header *hd, char *why, size_t whylen)
{
	uint32_t c = hd->compression;
	const char *name = compression_name(hd);
	int bits = hd->bits;

	if (name)
		return refuse(why, whylen, "holds %s data (compression %lu), which this program cannot read", name,
			      (unsigned long)c);
	if (c != BI_RGB && c != BI_RLE8 && c != BI_RLE4 && c != BI_BITFIELDS && c != BI_ALPHABITFIELDS)
		return refuse(why, whylen, "has compression %lu, which BMP does not define", (unsigned long)c);
	if (bits != 1 && bits != 2 && bits != 4 && bits != 8 && bits != 16 && bits != 24 && bits != 32)
		return refuse(why, whylen, "has %d bits per pixel, which BMP does not define", bits);
	if ((c == BI_RLE8 && bits != 8) || (c == BI_RLE4 && bits != 4))
		return refuse(why, whylen, "is compressed as RLE%d at %d bits per pixel, which BMP does not allow",
			      c == BI_RLE8 ? 8 : 4, bits);
	if ((c == BI_BITFIELDS || c == BI_ALPHABITFIELDS) && bits != 16 && bits != 32)
		return refuse(why, whylen, "has bit fields at %d bits per pixel, which BMP allows only at 16 and 32",
			      bits);
	return 0;
}

/* Sides of 1..RIPPLE_MAX_SIDE; leaves h positive. */
static int check_sides(struct header *hd, char *why, size_t whylen)
{
	long long h = hd->h < 0 ? -hd->h : hd->h;

	if (hd->w < 1 || hd->w > RIPPLE_MAX_SIDE || h < 1 || h > RIPPLE_MAX_SIDE)
		return refuse(why, whylen, "claims to be %lldx%lld pixels: each side must be 1 to %d", hd->w, hd->h,
			      RIPPLE_MAX_SIDE);
	if (is_rle(hd) && hd->h < 0)
		return refuse(why, whylen,
			      "has RLE data in top-down rows (a negative height), which BMP does not allow");
	hd->topdown = hd->h < 0;
	hd->h = h;
	return 0;
}

/* A mask of 1..32 contiguous bits within the pixel, overlapping none of the others. */
static int check_masks(const struct header *hd, char *why, size_t whylen)
{
	for (int i = 0; i < 4; i++) {
		uint32_t m = hd->mask[i], low = m & (~m + 1); /* the lowest bit set */

		if (m & (m + low))
			return refuse(why, whylen, "has a bit-field mask (0x%08lx) whose bits are not contiguous",
				      (unsigned long)m);
		if (hd->bits == 16 && m > 0xffff)
			return refuse(why, whylen, "has a bit-field mask (0x%08lx) wider than its 16-bit pixels",
				      (unsigned long)m);
		for (int j = 0; j < i; j++)
			if (m & hd->mask[j])
				return refuse(why, whylen, "has bit-field masks that overlap (0x%08lx and 0x%08lx)",
					      (unsigned long)hd->mask[j], (unsigned long)m);
	}
	return 0;
}

/* The masks of 16- and 32-bit pixels: BI_RGB's 5-5-5 and 8-8-8; bit fields' in a header long enough
 * to hold them (52 bytes and more, but OS/2 2.x's 64), else right after the header, where the palette
 * then starts. */
static int read_masks(const unsigned char *data, struct header *hd, char *why, size_t whylen)
{
	static const uint32_t rgb16[4] = { 0x7c00, 0x3e0, 0x1f, 0 }, rgb32[4] = { 0xff0000, 0xff00, 0xff, 0 };
	size_t at = 14 + (size_t)hd->info;
	int count = hd->compression == BI_ALPHABITFIELDS ? 4 : 3;

	hd->palette_at = at;
	if (hd->compression == BI_RGB) {
		memcpy(hd->mask, hd->bits == 16 ? rgb16 : rgb32, sizeof hd->mask);
		return 0;
	}
	if (hd->info >= 52 && hd->info != 64) {
		for (int i = 0; i < 4; i++)
			hd->mask[i] = field(data, hd, 40 + 4 * (uint32_t)i, 4);
		return check_masks(hd, why, whylen);
	}
	if (at + 4 * (size_t)count > hd->n)
		return refuse(why, whylen, "is truncated: its bit-field masks need more than its %lld bytes",
			      (long long)hd->n);
	for (int i = 0; i < count; i++)
		hd->mask[i] = le(data + at + 4 * (size_t)i, 4);
	hd->palette_at = at + 4 * (size_t)count;
	return check_masks(hd, why, whylen);
}

/* The palette of 1- to 8-bit pixels: biClrUsed colours (2^bits when 0, or when more), in the file. */
static int read_palette_size(struct header *hd, char *why, size_t whylen)
{
	uint32_t most = 1u << hd->bits;

	hd->palette_at = 14 + (size_t)hd->info;
	hd->ncolors = (int)(hd->colors == 0 || hd->colors > most ? most : hd->colors);
	if (hd->palette_at + (size_t)hd->ncolors * (size_t)hd->entry > hd->n)
		return refuse(why, whylen, "is truncated: its palette of %d colours needs more than its %lld bytes",
			      hd->ncolors, (long long)hd->n);
	return 0;
}

/* Pixels that start in the file, and uncompressed rows (4-byte aligned) that end in it. */
static int check_pixels(struct header *hd, char *why, size_t whylen)
{
	long long stride = (hd->w * hd->bits + 31) / 32 * 4;

	if (hd->offset > hd->n)
		return refuse(why, whylen, "has its pixels at byte %lu, past its end (%lld bytes)",
			      (unsigned long)hd->offset, (long long)hd->n);
	hd->stride = (size_t)stride;
	if (!is_rle(hd) && hd->offset + stride * hd->h > (long long)hd->n)
		return refuse(why, whylen, "is truncated: its %lldx%lld pixels need more than its %lld bytes", hd->w,
			      hd->h, (long long)hd->n);
	return 0;
}

static int read_header(const unsigned char *data, size_t n, struct header *hd, char *why, size_t whylen)
{
	if (read_info(data, n, hd, why, whylen) || check_format(hd, why, whylen) || check_sides(hd, why, whylen))
		return -1;
	if (hd->bits <= 8 && read_palette_size(hd, why, whylen))
		return -1;
	if ((hd->bits == 16 || hd->bits == 32) && read_masks(data, hd, why, whylen))
		return -1;
	return check_pixels(hd, why, whylen);
}

int bmp_size(const unsigned char *data, size_t n, int *w, int *h, int *compressed, char *why, size_t whylen)
{
	struct header hd;

	if (read_header(data, n, &hd, why, whylen))
		return -1;
	*w = (int)hd.w;
	*h = (int)hd.h;
	*compressed = is_rle(&hd);
	return 0;
}

static void read_palette(const unsigned char *data, const struct header *hd, uint32_t *palette)
{
	const unsigned char *e = data + hd->palette_at; /* B, G, R (, 0) */

	for (int i = 0; i < 256; i++)
		palette[i] = 0xff000000u;
	for (int i = 0; i < hd->ncolors; i++, e += hd->entry)
		palette[i] |= (uint32_t)e[2] << 16 | (uint32_t)e[1] << 8 | e[0];
}

/* The output row of the file's row r (counted from the first in the file). */
static size_t out_row(const struct header *hd, long long r)
{
	return (size_t)(hd->topdown ? r : hd->h - 1 - r) * (size_t)hd->w;
}

/* 1-, 2-, 4- and 8-bit rows: the indices, leftmost pixel in a byte's highest bits. */
static void decode_indexed(const unsigned char *data, const struct header *hd, unsigned char *out)
{
	int bits = hd->bits, per = 8 / bits, last = (1 << bits) - 1;

	for (long long r = 0; r < hd->h; r++) {
		const unsigned char *row = data + hd->offset + (size_t)r * hd->stride;
		unsigned char *o = out + out_row(hd, r);

		if (bits == 8) {
			memcpy(o, row, (size_t)hd->w);
			continue;
		}
		for (int x = 0; x < hd->w; x++)
			o[x] = (unsigned char)(row[x / per] >> (8 - bits * (x % per + 1)) & last);
	}
}

static void decode_rgb24(const unsigned char *data, const struct header *hd, uint32_t *out)
{
	for (long long r = 0; r < hd->h; r++) {
		const unsigned char *px = data + hd->offset + (size_t)r * hd->stride;
		uint32_t *o = out + out_row(hd, r);

		for (int x = 0; x < hd->w; x++, px += 3)
			o[x] = 0xff000000u | (uint32_t)px[2] << 16 | (uint32_t)px[1] << 8 | px[0];
	}
}

/* A channel's place and its table; an absent channel reads as absent (0, or 255 for alpha). */
static void channel_init(struct channel *c, uint32_t mask, int absent)
{
	uint32_t max;

	memset(c, 0, sizeof *c);
	c->mask = mask;
	c->to8[0] = (unsigned char)absent;
	if (!mask)
		return;
	while (!(mask >> c->shift & 1))
		c->shift++;
	while (c->shift + c->bits < 32 && mask >> (c->shift + c->bits) & 1)
		c->bits++;
	max = (uint32_t)((1ull << c->bits) - 1);
	for (uint32_t v = 0; c->bits <= 8 && v <= max; v++)
		c->to8[v] = (unsigned char)((v * 255 + max / 2) / max);
}

/* A channel of a pixel, scaled to 8 bits as (v * 255 + max / 2) / max, max = 2^bits - 1.
 * Up to 8 bits, from the table. Past 8, without a division: with x = v * 255 + max / 2 and
 * q = x / max <= 255 < 2^bits, write x = q * max + r (0 <= r < max), so x = q * 2^bits + (r - q) with
 * |r - q| < 2^bits; then x >> bits is q (r >= q) or q - 1 (r < q), and x + (x >> bits) + 1 is
 * q * 2^bits + r + 1 or q * 2^bits + r, both below (q + 1) * 2^bits: shifted right by bits, q. */
static uint32_t channel(const struct channel *c, uint32_t px)
{
	uint32_t v = (px & c->mask) >> c->shift;
	uint64_t x;

	if (c->bits <= 8)
		return c->to8[v];
	x = (uint64_t)v * 255 + (uint32_t)((1ull << c->bits) - 1) / 2;
	return (uint32_t)((x + (x >> c->bits) + 1) >> c->bits);
}

/* 16- and 32-bit rows through the masks. Returns the alphas of all pixels ORed together. */
static uint32_t decode_fields(const unsigned char *data, const struct header *hd, uint32_t *out)
{
	struct channel c[4];
	uint32_t all = 0;
	int bytes = hd->bits / 8;

	for (int i = 0; i < 4; i++)
		channel_init(&c[i], hd->mask[i], i == 3 ? 255 : 0);
	for (long long r = 0; r < hd->h; r++) {
		const unsigned char *px = data + hd->offset + (size_t)r * hd->stride;
		uint32_t *o = out + out_row(hd, r);

		for (int x = 0; x < hd->w; x++, px += bytes) {
			uint32_t v = (uint32_t)px[0] | (uint32_t)px[1] << 8;

			if (bytes == 4)
				v |= (uint32_t)px[2] << 16 | (uint32_t)px[3] << 24;
			o[x] = channel(&c[3], v) << 24 | channel(&c[0], v) << 16 | channel(&c[1], v) << 8 |
			       channel(&c[2], v);
			all |= o[x];
		}
	}
	return all >> 24;
}

/* Fills count pixels of an RLE row from x: an encoded run of value's index (RLE4: its two nibbles in
 * turn), or an absolute run from the indices at src (RLE4: two a byte, the high nibble first). */
static void rle_fill(unsigned char *row, int x, int count, int value, const unsigned char *src, int four)
{
	for (int i = 0; i < count; i++) {
		int b = src ? src[four ? i / 2 : i] : value;

		row[x + i] = (unsigned char)(four ? (i & 1 ? b & 15 : b >> 4) : b);
	}
}

/* Walks the RLE8 or RLE4 stream: encoded runs (count, index), and after a 0 byte an end of line (0),
 * the end of the bitmap (1), a delta (2, dx, dy) or an absolute run (its count of 3 and more, then its
 * indices, padded to 16 bits). Rows go up from the bottom one. It ends at the end of the bitmap or
 * once past the last pixel. Writes the indices into out (w*h, top row first, zeroed: skipped pixels
 * are 0) unless out is NULL, when the walk only checks the stream. */
static int rle_walk(const unsigned char *data, const struct header *hd, unsigned char *out, char *why,
		    size_t whylen)
{
	const unsigned char *p = data + hd->offset, *end = data + hd->n;
	int four = hd->compression == BI_RLE4, w = (int)hd->w, h = (int)hd->h, x = 0, y = 0;

	while (y < h && !(y == h - 1 && x == w)) {
		int count, value, pixels;

		if (end - p < 2)
			return refuse(why, whylen,
				      "has RLE data that ends before its last row (no end-of-bitmap marker)");
		count = p[0];
		value = p[1];
		p += 2;
		pixels = count ? count : value > 2 ? value : 0; /* an encoded or an absolute run's */
		if (pixels > w - x)
			return refuse(why, whylen, "has RLE data that runs past the end of %s",
				      y == h - 1 ? "the picture" : "a row");
		if (count) {
			if (out)
				rle_fill(out + (size_t)(h - 1 - y) * (size_t)w, x, count, value, NULL, four);
			x += count;
		} else if (value == 0) {
			x = 0;
			y++;
		} else if (value == 1) {
			return 0;
		} else if (value == 2) {
			if (end - p < 2)
				return refuse(why, whylen, "has RLE data that ends in the middle of a delta");
			if (p[0] > w - x || p[1] > h - 1 - y)
				return refuse(why, whylen, "has an RLE delta that moves past the end of %s",
					      p[0] > w - x ? "a row" : "the picture");
			x += p[0];
			y += p[1];
			p += 2;
		} else {
			int bytes = four ? (value + 1) / 2 : value;

			bytes += bytes & 1;
			if (end - p < bytes)
				return refuse(why, whylen, "has RLE data that ends in the middle of a run");
			if (out)
				rle_fill(out + (size_t)(h - 1 - y) * (size_t)w, x, value, 0, p, four);
			x += value;
			p += bytes;
		}
	}
	return 0;
}

/* Draws the checked pixels into p, allocated. */
static int decode_pixels(const unsigned char *data, const struct header *hd, struct bmp_picture *p, char *why,
			 size_t whylen)
{
	size_t count = (size_t)hd->w * (size_t)hd->h;

	p->indexed = hd->bits <= 8;
	p->pixels = is_rle(hd) ? calloc(count, 1) : malloc(count * (p->indexed ? 1 : 4));
	if (!p->pixels)
		return refuse(why, whylen, "is %lldx%lld: too large for the memory there is", hd->w, hd->h);
	if (p->indexed) {
		p->ncolors = hd->ncolors;
		read_palette(data, hd, p->palette);
		if (is_rle(hd))
			rle_walk(data, hd, p->pixels, why, whylen); /* checked by a first walk: it draws all */
		else
			decode_indexed(data, hd, p->pixels);
	} else if (hd->bits == 24) {
		decode_rgb24(data, hd, p->pixels);
	} else {
		uint32_t alphas = decode_fields(data, hd, p->pixels);

		p->alpha = hd->mask[3] && alphas;
		for (size_t i = 0; !alphas && i < count; i++) /* every alpha 0: the file meant none */
			((uint32_t *)p->pixels)[i] |= 0xff000000u;
	}
	return 0;
}

int bmp_decode(const unsigned char *data, size_t n, long long max_pixels, struct bmp_picture *p, char *why,
	       size_t whylen)
{
	struct header hd;

	memset(p, 0, sizeof *p);
	if (read_header(data, n, &hd, why, whylen))
		return -1;
	if (hd.w * hd.h > max_pixels)
		return refuse(why, whylen, "is %lldx%lld: more than the %lld pixels this program takes", hd.w, hd.h,
			      max_pixels);
	if (is_rle(&hd) && rle_walk(data, &hd, NULL, why, whylen))
		return -1;
	p->w = (int)hd.w;
	p->h = (int)hd.h;
	return decode_pixels(data, &hd, p, why, whylen);
}

void bmp_free(struct bmp_picture *p)
{
	free(p->pixels);
	p->pixels = NULL;
}
