/* picfile.c - tells a picture file's format and claimed size from its bytes, and refuses what would be garbage or too big. */
#include "files/picfile.h"

#include "files/bmp.h"
#include "ripple.h"

#include <stdio.h>
#include <string.h>

#define NOT_A_PICTURE "is not a picture this program reads (BMP, PNG, JPEG, GIF, TGA)"

const char *picfile_name(enum picfile_format f)
{
	static const char *const names[] = { "BMP", "PNG", "JPG", "GIF", "TGA" };

	return names[f];
}

static unsigned be16(const unsigned char *p) { return (unsigned)p[0] << 8 | p[1]; }
static unsigned le16(const unsigned char *p) { return (unsigned)p[1] << 8 | p[0]; }
static unsigned long be32(const unsigned char *p) { return (unsigned long)be16(p) << 16 | be16(p + 2); }

/* A refusal: the phrase into why, -1 returned. */
static int refuse(char *why, size_t whylen, const char *phrase)
{
	snprintf(why, whylen, "%s", phrase);
	return -1;
}

/* PNG: the signature, IHDR first, then chunk after chunk up to IEND within the file. */
static int probe_png(const unsigned char *d, size_t n, struct picfile *pf, char *why, size_t whylen)
{
	size_t at = 8;
	int idat = 0;

	if (n < 33 || be32(d + 8) != 13 || memcmp(d + 12, "IHDR", 4))
		return refuse(why, whylen, NOT_A_PICTURE ": its PNG header is cut short or damaged");
	if (be32(d + 16) == 0 || be32(d + 20) == 0 || be32(d + 16) > 0x7fffffff || be32(d + 20) > 0x7fffffff)
		return refuse(why, whylen, NOT_A_PICTURE ": its PNG header claims no pixels");
	pf->w = (int)be32(d + 16);
	pf->h = (int)be32(d + 20);
	pf->compressed = 1;
	while (n - at >= 12) {
		unsigned long len = be32(d + at);

		if (len > n - at - 12)
			break;
		if (!memcmp(d + at + 4, "IEND", 4))
			return idat ? 0 : refuse(why, whylen, NOT_A_PICTURE ": its PNG data has no pixels (no IDAT)");
		idat |= !memcmp(d + at + 4, "IDAT", 4);
		at += 12 + len;
	}
	return refuse(why, whylen, NOT_A_PICTURE ": its PNG data ends early (truncated)");
}

/* The EXIF orientation in an APP1 segment's payload p of len bytes, or 1. */
static int exif_orientation(const unsigned char *p, size_t len)
{
	const unsigned char *t = p + 6;
	size_t tlen = len - 6, ifd;
	int little;
	unsigned (*u16)(const unsigned char *);

	if (len < 14 || memcmp(p, "Exif\0\0", 6) || (memcmp(t, "II*\0", 4) && memcmp(t, "MM\0*", 4)))
		return 1;
	little = t[0] == 'I';
	u16 = little ? le16 : be16;
	ifd = little ? (size_t)le16(t + 4) | (size_t)le16(t + 6) << 16 : (size_t)be16(t + 4) << 16 | be16(t + 6);
	if (ifd > tlen - 2)
		return 1;
	for (size_t i = 0, count = u16(t + ifd); i < count && ifd + 2 + 12 * (i + 1) <= tlen; i++) {
		const unsigned char *e = t + ifd + 2 + 12 * i;

		if (u16(e) == 0x0112 && u16(e + 2) == 3)
			return u16(e + 8) >= 1 && u16(e + 8) <= 8 ? (int)u16(e + 8) : 1;
	}
	return 1;
}

/* Past a JPEG scan's entropy-coded data starting at d + at: the offset of the next marker (not a
 * stuffed 0xFF00 or a restart marker), or n when the file ends first. */
static size_t past_scan(const unsigned char *d, size_t n, size_t at)
{
	for (; at + 1 < n; at++)
		if (d[at] == 0xff && d[at + 1] != 0 && !(d[at + 1] >= 0xd0 && d[at + 1] <= 0xd7) && d[at + 1] != 0xff)
			return at;
	return n;
}

/* JPEG: markers from SOI to EOI: a frame (baseline, extended or progressive Huffman) before the
 * first scan, every segment and scan within the file; the EXIF orientation when there is one. */
static int probe_jpeg(const unsigned char *d, size_t n, struct picfile *pf, char *why, size_t whylen)
{
	size_t at = 2;
	int frame = 0, scan = 0;

	pf->compressed = 1;
	while (at + 1 < n) {
		unsigned m = d[at + 1];
		size_t len;

		if (d[at] != 0xff)
			return refuse(why, whylen, NOT_A_PICTURE ": its JPEG data is damaged (a marker is missing)");
		if (m == 0xff) { /* fill byte */
			at++;
			continue;
		}
		if (m == 0xd9)
			return frame && scan ? 0 : refuse(why, whylen, NOT_A_PICTURE ": its JPEG data has no picture");
		if ((m >= 0xd0 && m <= 0xd7) || m == 0x01) {
			at += 2;
			continue;
		}
		if (at + 4 > n || (len = be16(d + at + 2)) < 2 || len > n - at - 2)
			break;
		if (m >= 0xc3 && m <= 0xcf && m != 0xc4 && m != 0xc8 && m != 0xcc)
			return refuse(why, whylen, "is a JPEG of a kind this program cannot read (lossless, hierarchical or "
						   "arithmetic-coded)");
		if (m >= 0xc0 && m <= 0xc2) {
			if (len < 8 || be16(d + at + 5) == 0 || be16(d + at + 7) == 0)
				return refuse(why, whylen, NOT_A_PICTURE ": its JPEG frame claims no pixels");
			pf->h = (int)be16(d + at + 5);
			pf->w = (int)be16(d + at + 7);
			frame = 1;
		} else if (m == 0xe1 && pf->orientation == 1) {
			pf->orientation = exif_orientation(d + at + 4, len - 2);
		} else if (m == 0xda) {
			if (!frame)
				return refuse(why, whylen, NOT_A_PICTURE ": its JPEG scan comes before its frame");
			scan = 1;
			at = past_scan(d, n, at + 2 + len);
			continue;
		}
		at += 2 + len;
	}
	return refuse(why, whylen, NOT_A_PICTURE ": its JPEG data ends early (truncated)");
}

/* Past the GIF data sub-blocks at d + at: the offset after their terminator, or 0 when the file ends first. */
static size_t past_blocks(const unsigned char *d, size_t n, size_t at)
{
	while (at < n && d[at])
		at += 1 + (size_t)d[at];
	return at < n ? at + 1 : 0;
}

/* GIF: the screen, its colour table, extensions, then the first image whole (its descriptor,
 * colour table and every data block). The picture is that first image. */
static int probe_gif(const unsigned char *d, size_t n, struct picfile *pf, char *why, size_t whylen)
{
	size_t at = 13;

	pf->compressed = 1;
	if (n >= 13 && (d[10] & 0x80))
		at += 3u << ((d[10] & 7) + 1);
	while (at < n) {
		if (d[at] == 0x21 && at + 2 < n) {
			at = past_blocks(d, n, at + 2);
			if (!at)
				break;
		} else if (d[at] == 0x2c && at + 10 < n) {
			pf->w = (int)le16(d + at + 5);
			pf->h = (int)le16(d + at + 7);
			if (!pf->w || !pf->h)
				return refuse(why, whylen, NOT_A_PICTURE ": its GIF image claims no pixels");
			if (d[at + 9] & 0x80)
				at += 3u << ((d[at + 9] & 7) + 1);
			at += 11; /* descriptor and the LZW code size */
			return at < n && past_blocks(d, n, at) ? 0 : refuse(why, whylen, NOT_A_PICTURE ": its GIF data ends early (truncated)");
		} else if (d[at] == 0x3b) {
			return refuse(why, whylen, NOT_A_PICTURE ": its GIF data has no image");
		} else {
			return refuse(why, whylen, NOT_A_PICTURE ": its GIF data is damaged");
		}
	}
	return refuse(why, whylen, NOT_A_PICTURE ": its GIF data ends early (truncated)");
}

/* Whether the 18 bytes at d make a TGA header SDL_image reads: colour-mapped, true-colour or grey,
 * plain or run-length, with depths the format defines. TGA has no signature: this is the test. */
static int tga_header(const unsigned char *d, size_t n)
{
	unsigned cmap = d[1], type = d[2] & 7, bits = d[16], cbits = d[7];

	if (n < 18 || cmap > 1 || (d[2] & ~8u) < 1 || (d[2] & ~8u) > 3 || !le16(d + 12) || !le16(d + 14) || (d[17] & 0xc0))
		return 0;
	if (cmap && (!le16(d + 5) || (cbits != 15 && cbits != 16 && cbits != 24 && cbits != 32)))
		return 0;
	if (type == 1)
		return cmap && bits == 8;
	return type == 3 ? bits == 8 : bits == 15 || bits == 16 || bits == 24 || bits == 32;
}

/* Whether a compressed file of n bytes claims more pixels than the budget lets it have. */
static int out_of_proportion(long long pixels, size_t n)
{
	return pixels > PICFILE_FREE_PIXELS + (long long)n * PICFILE_PIXELS_PER_BYTE;
}

/* TGA: the header, then the pixels (or run-length packets covering exactly the picture) within the file. */
static int probe_tga(const unsigned char *d, size_t n, struct picfile *pf, char *why, size_t whylen)
{
	size_t at = 18 + (size_t)d[0] + (d[1] ? ((size_t)d[7] + 7) / 8 * le16(d + 5) : 0);
	size_t bytes = ((size_t)d[16] + 7) / 8, left;

	pf->w = (int)le16(d + 12);
	pf->h = (int)le16(d + 14);
	left = (size_t)pf->w * (size_t)pf->h;
	pf->compressed = (d[2] & 8) != 0;
	if (!pf->compressed)
		return at <= n && (n - at) / bytes >= left ? 0 : refuse(why, whylen, "is truncated: its TGA pixels need more than the file holds");
	if (out_of_proportion((long long)left, n))
		return 0; /* the budget refuses it without walking the packets */
	while (left && at < n) {
		size_t count = (size_t)(d[at] & 0x7f) + 1;

		if (count > left)
			return refuse(why, whylen, "has TGA run-length packets that pass the end of the picture");
		at += 1 + (d[at] & 0x80 ? bytes : bytes * count);
		left -= count;
	}
	return !left && at <= n ? 0 : refuse(why, whylen, "is truncated: its TGA run-length data ends early");
}

/* The claimed size against the budget and RIPPLE_MAX_SIDE. */
static int within_budget(const struct picfile *pf, size_t n, char *why, size_t whylen)
{
	long long pixels = (long long)pf->w * pf->h;

	if (pf->w > RIPPLE_MAX_SIDE || pf->h > RIPPLE_MAX_SIDE) {
		snprintf(why, whylen, "claims to be %dx%d: more than %d a side", pf->w, pf->h, RIPPLE_MAX_SIDE);
		return -1;
	}
	if (pixels > PICFILE_MAX_PIXELS) {
		snprintf(why, whylen, "claims %dx%d pixels: more than this program's budget of %lld megapixels", pf->w,
			 pf->h, PICFILE_MAX_PIXELS >> 20);
		return -1;
	}
	if (pf->compressed && out_of_proportion(pixels, n)) {
		snprintf(why, whylen, "claims %dx%d pixels from only %zu bytes: out of proportion, refused before decoding",
			 pf->w, pf->h, n);
		return -1;
	}
	return 0;
}

int picfile_probe(const unsigned char *d, size_t n, struct picfile *pf, char *why, size_t whylen)
{
	int bad;

	memset(pf, 0, sizeof *pf);
	pf->orientation = 1;
	if (n > (size_t)PICFILE_MAX_BYTES) {
		snprintf(why, whylen, "is %zu bytes long: more than this program's budget of %ld MiB for a picture file", n,
			 PICFILE_MAX_BYTES >> 20);
		return -1;
	}
	if (n >= 2 && d[0] == 'B' && d[1] == 'M') {
		pf->format = PICFILE_BMP;
		bad = bmp_size(d, n, &pf->w, &pf->h, &pf->compressed, why, whylen);
	} else if (n >= 8 && !memcmp(d, "\x89PNG\r\n\x1a\n", 8)) {
		pf->format = PICFILE_PNG;
		bad = probe_png(d, n, pf, why, whylen);
	} else if (n >= 3 && d[0] == 0xff && d[1] == 0xd8 && d[2] == 0xff) {
		pf->format = PICFILE_JPEG;
		bad = probe_jpeg(d, n, pf, why, whylen);
	} else if (n >= 6 && (!memcmp(d, "GIF87a", 6) || !memcmp(d, "GIF89a", 6))) {
		pf->format = PICFILE_GIF;
		bad = probe_gif(d, n, pf, why, whylen);
	} else if (n >= 18 && tga_header(d, n)) {
		pf->format = PICFILE_TGA;
		bad = probe_tga(d, n, pf, why, whylen);
	} else {
		bad = refuse(why, whylen, n ? NOT_A_PICTURE : "is empty");
	}
	return bad ? -1 : within_budget(pf, n, why, whylen);
}

void picfile_turn(int o, int w, int h, int x, int y, int *sx, int *sy)
{
	switch (o) {
	case 2: *sx = w - 1 - x; *sy = y; break;             /* mirrored left to right */
	case 3: *sx = w - 1 - x; *sy = h - 1 - y; break;     /* turned half round */
	case 4: *sx = x; *sy = h - 1 - y; break;             /* mirrored top to bottom */
	case 5: *sx = y; *sy = x; break;                     /* transposed */
	case 6: *sx = y; *sy = h - 1 - x; break;             /* to be turned a quarter clockwise */
	case 7: *sx = w - 1 - y; *sy = h - 1 - x; break;     /* transversed */
	case 8: *sx = w - 1 - y; *sy = x; break;             /* to be turned a quarter anticlockwise */
	default: *sx = x; *sy = y; break;
	}
}
