/* side_water_draw.c - the side view's drawing: the sky, the droplets' metaballs, the rock, the water's columns, in plain C and AVX2. */
#include "core/side_water.h"

#include <stdlib.h>
#include <string.h>

/* Only +, -, * and / on floats, as in side_water.c: the frames must be the same bits everywhere. */

#define BLOB_ACROSS 6.0f               /* a droplet's metaball: its radius across its velocity */
#define BLOB_ALONG 9.0f                /* ... and along it */

/* The clouds of the project's sky: circles in thousandths of the width (x, r) and height (y). */
static const struct { short x, y, r; } clouds[] = {
	{ 150, 150, 60 }, { 215, 110, 75 }, { 285, 150, 55 }, { 560, 80, 50 }, { 625, 55, 70 },
	{ 695, 85, 50 }, { 860, 250, 40 }, { 910, 225, 55 }, { 960, 260, 35 },
};

static unsigned int rgb(int r, int g, int b)
{
	return (unsigned int)r << 16 | (unsigned int)g << 8 | (unsigned int)b;
}

/* Row y of the sky: deep blue at the top, paler further down, white where a cloud is (solid
 * inside, soft at its rim), each cloud worked only over the columns it reaches; cover: w ints. */
static void sky_row(unsigned int *row, int *cover, int w, int h, int y)
{
	const int t = y * 256 / h;
	const int r = 60 + (150 * t >> 8), g = 110 + (115 * t >> 8), b = 200 + (50 * t >> 8);

	memset(cover, 0, (size_t)w * sizeof *cover);
	for (size_t i = 0; i < sizeof clouds / sizeof clouds[0]; i++) {
		const long cx = (long)clouds[i].x * w / 1000, cy = (long)clouds[i].y * h / 1000;
		const long cr = (long)clouds[i].r * w / 1000 + 1, dy2 = (y - cy) * (y - cy);

		for (long x = cx - cr < 0 ? 0 : cx - cr; dy2 < cr * cr && x <= cx + cr && x < w; x++) {
			const long d2 = (x - cx) * (x - cx) + dy2;
			const long c = d2 < cr * cr ? (cr * cr - d2) * 768 / (cr * cr) : 0;

			cover[x] = c > cover[x] ? (c > 256 ? 256 : (int)c) : cover[x];
		}
	}
	for (int x = 0; x < w; x++)
		row[x] = rgb(r + ((255 - r) * cover[x] >> 8), g + ((255 - g) * cover[x] >> 8), b + ((255 - b) * cover[x] >> 8));
}

int side_water_view_init(struct side_water_view *v, int w, int h)
{
	const size_t n = (size_t)w * (size_t)h;
	int *cover;

	memset(v, 0, sizeof *v);
	if (w < 1 || h < 1 || w > RIPPLE_MAX_SIDE || h > RIPPLE_MAX_SIDE)
		return RIPPLE_EINVAL;
	v->sky = malloc(n * sizeof *v->sky);
	v->canvas = malloc(n * sizeof *v->canvas);
	v->field = malloc(n * sizeof *v->field);
	v->solid = malloc(n);
	v->top = malloc((size_t)w * sizeof *v->top);
	cover = malloc((size_t)w * sizeof *cover);
	if (!v->sky || !v->canvas || !v->field || !v->solid || !v->top || !cover) {
		free(cover);
		side_water_view_free(v);
		return RIPPLE_ENOMEM;
	}
	v->w = w;
	v->h = h;
	v->hi = h; /* not written yet: anything anywhere */
	for (int y = 0; y < h; y++)
		sky_row(v->sky + (size_t)y * (size_t)w, cover, w, h, y);
	free(cover);
	return RIPPLE_OK;
}

void side_water_view_free(struct side_water_view *v)
{
	free(v->sky);
	free(v->canvas);
	free(v->field);
	free(v->solid);
	free(v->top);
	memset(v, 0, sizeof *v);
}

/* The columns [x0, x1) of the metaball buffer one band draws, and the rows it has written [lo, hi). */
struct band {
	int x0, x1, lo, hi;
};

/* Band `band` of n's columns: equal shares, split on whole cache lines of the buffer (32 columns). */
static struct band band_columns(const struct side_water_view *v, int band, int n)
{
	struct band b = { (int)((long)v->w * band / n) & ~31, (int)((long)v->w * (band + 1) / n) & ~31, v->h, 0 };

	b.x1 = band == n - 1 ? v->w : b.x1;
	return b;
}

/* Adds alpha to the metaball buffer at (x, y), when inside it and in b's columns. */
static void add_alpha(struct side_water_view *v, struct band *b, int x, int y, int alpha)
{
	unsigned short *f;

	if (x < b->x0 || y < 0 || x >= b->x1 || y >= v->h || alpha <= 0)
		return;
	b->lo = y < b->lo ? y : b->lo;
	b->hi = y >= b->hi ? y + 1 : b->hi;
	f = &v->field[(size_t)y * (size_t)v->w + (size_t)x];
	*f = (unsigned short)(*f + alpha > 65535 ? 65535 : *f + alpha);
}

/* A droplet's falloff in b's columns: 255 (1 - q), q = (u / BLOB_ALONG)^2 + (w / BLOB_ACROSS)^2
 * for the offset (u, w) along and across its velocity. */
static void add_droplet(struct side_water_view *v, struct band *b, const struct side_water_particle *p)
{
	const int x0 = (int)p->x, y0 = (int)p->y, reach = (int)BLOB_ALONG + 1;
	const int left = x0 - reach > b->x0 ? x0 - reach : b->x0, right = x0 + reach < b->x1 ? x0 + reach : b->x1 - 1;

	for (int y = y0 - reach; y <= y0 + reach; y++)
		for (int x = left; x <= right; x++) {
			const float dx = (float)x - p->x, dy = (float)y - p->y;
			const float along = (dx * p->ox + dy * p->oy) / BLOB_ALONG;
			const float across = (dy * p->ox - dx * p->oy) / BLOB_ACROSS;
			const float q = along * along + across * across;

			if (q < 1)
				add_alpha(v, b, x, y, (int)(255 * (1 - q)));
		}
}

/* The gradient strip in b's columns: 255 at the surface, fading to 0 SIDE_WATER_STRIP pixels above it. */
static void add_strip(const struct side_water *s, struct side_water_view *v, struct band *b)
{
	for (int x = b->x0; x < b->x1; x++) {
		const float top = side_water_surface(s, (float)x);

		for (int y = (int)(top - SIDE_WATER_STRIP); y <= (int)top; y++)
			add_alpha(v, b, x, y, (int)(255 * (1 - (top - (float)y) / SIDE_WATER_STRIP)));
	}
}

/* The alpha test on rows [y0, y1), columns [x0, x1). */
static void alpha_rows(struct side_water_view *v, int y0, int y1, int x0, int x1)
{
	for (int y = y0; y < y1; y++) {
		const unsigned short *field = v->field + (size_t)y * (size_t)v->w;
		unsigned char *solid = v->solid + (size_t)y * (size_t)v->w;

		for (int x = x0; x < x1; x++)
			solid[x] = (field[x] > 255 ? 255 : field[x]) > SIDE_WATER_ALPHA_REF;
	}
}

void side_water_alpha_test(struct side_water_view *v)
{
	alpha_rows(v, 0, v->h, 0, v->w);
}

/* Starts a frame's metaballs: the rows written on the last frame [lo, hi) kept to be cleared. */
static void metaballs_begin(struct side_water_view *v)
{
	v->plo = v->lo;
	v->phi = v->hi;
}

void side_water_render_metaballs(const struct side_water *s, struct side_water_view *v, int band, int n)
{
	struct band b = band_columns(v, band, n);
	int lo, hi;

	for (int y = v->plo; y < v->phi && b.x0 < b.x1; y++)
		memset(v->field + (size_t)y * (size_t)v->w + (size_t)b.x0, 0, (size_t)(b.x1 - b.x0) * sizeof *v->field);
	for (int i = 0; i < s->nparticles && b.x0 < b.x1; i++)
		add_droplet(v, &b, &s->particle[i]);
	add_strip(s, v, &b);
	v->blo[band] = b.lo;
	v->bhi[band] = b.hi;
	lo = b.lo < b.hi && (v->plo >= v->phi || b.lo < v->plo) ? b.lo : v->plo; /* the rows solid then or now */
	hi = b.lo < b.hi && (v->plo >= v->phi || b.hi > v->phi) ? b.hi : v->phi;
	alpha_rows(v, lo, hi, b.x0, b.x1);
}

/* Ends a frame's metaballs drawn in n bands: the rows they wrote [lo, hi), 0 and 0 for none. */
static void metaballs_end(struct side_water_view *v, int n)
{
	v->lo = v->h;
	v->hi = 0;
	for (int i = 0; i < n; i++) {
		v->lo = v->blo[i] < v->lo ? v->blo[i] : v->lo;
		v->hi = v->bhi[i] > v->hi ? v->bhi[i] : v->hi;
	}
	if (v->lo > v->hi)
		v->lo = v->hi = 0;
}

void side_water_metaballs(const struct side_water *s, struct side_water_view *v)
{
	metaballs_begin(v);
	side_water_render_metaballs(s, v, 0, 1);
	metaballs_end(v, 1);
}

/* The rock, grey, lit from the top left. */
static void draw_rock(const struct side_water_rock *r, struct side_water_view *v)
{
	const int cx = (int)(r->x + 0.5f), cy = (int)(r->y + 0.5f), rad = r->radius;

	if (!r->active)
		return;
	for (int y = cy - rad; y <= cy + rad; y++)
		for (int x = cx - rad; x <= cx + rad; x++) {
			const int dx = x - cx, dy = y - cy, light = -(dx + dy) * 40 / rad;

			if (x >= 0 && y >= 0 && x < v->w && y < v->h && dx * dx + dy * dy <= rad * rad)
				v->canvas[(size_t)y * (size_t)v->w + (size_t)x] = rgb(110 + light, 102 + light, 95 + light);
		}
}

static int solid_at(const struct side_water_view *v, int x, int y)
{
	return x >= 0 && y >= 0 && x < v->w && y < v->h && v->solid[(size_t)y * (size_t)v->w + (size_t)x];
}

/* The article's three draws of the metaballs: tinted light one pixel up and left, dark one pixel
 * down and right, then the main colour (light blue tinted light blue) in place: pixel x of row y
 * over colour c. */
static inline __attribute__((always_inline)) unsigned int metaball_over(const struct side_water_view *v, int x, int y,
								  unsigned int c)
{
	return solid_at(v, x, y) ? rgb(10, 64, 255) : solid_at(v, x - 1, y - 1) ? rgb(0, 0, 51)
	       : solid_at(v, x + 1, y + 1) ? rgb(41, 102, 255) : c;
}

/* Columns [x0, x0 + n) of row y (one of the metaballs' rows, [mlo, mhi)) from in into out with the
 * metaballs drawn over them: within the view's inner columns and rows in a loop the compiler
 * vectorizes, at its edges by metaball_over. */
static inline __attribute__((always_inline)) void metaball_span(const struct side_water_view *v, int y, int x0, int n,
								 const unsigned int *restrict in, unsigned int *restrict out)
{
	const int w = v->w, lo = x0 > 1 ? x0 : 1, hi = x0 + n < w - 1 ? x0 + n : w - 1;
	const unsigned char *solid = v->solid + (size_t)y * (size_t)w;

	if (y == 0 || y == v->h - 1 || lo >= hi) {
		for (int i = 0; i < n; i++)
			out[i] = metaball_over(v, x0 + i, y, in[i]);
		return;
	}
	for (int x = lo; x < hi; x++) { /* in masks (solid is 0 or 1): no branch for the vectorizer */
		const unsigned int here = 0u - solid[x], up = 0u - solid[x - w - 1], down = 0u - solid[x + w + 1];
		const unsigned int under = ~here & up, beside = ~here & ~up & down, none = ~here & ~up & ~down;

		out[x - x0] = (here & 0x0a40ffu) | (under & 0x000033u) | (beside & 0x2966ffu) | (none & in[x - x0]);
	}
	for (int x = x0; x < lo; x++)
		out[x - x0] = metaball_over(v, x, y, in[x - x0]);
	for (int x = hi; x < x0 + n; x++)
		out[x - x0] = metaball_over(v, x, y, in[x - x0]);
}

/* The water's columns: each one's first row of water (top), and the first row any column reaches
 * (first), for draw_rows. */
static void water_columns(const struct side_water *s, struct side_water_view *v)
{
	v->first = v->h;
	for (int x = 0; x < v->w; x++) {
		const float top = side_water_surface(s, (float)x) + 0.5f;

		v->top[x] = top < 0 ? 0 : top > (float)v->h ? v->h : (int)top;
		v->first = v->top[x] < v->first ? v->top[x] : v->first;
	}
}

/* x / 255 for 0 <= x <= 255 * 255 + 127, in shifts and adds. */
static inline unsigned int by255(unsigned int x)
{
	return (x + (x >> 8) + 1) >> 8;
}

/* A pixel under water, t/256 of the way down: the article's light blue * 0.8 at the surface to
 * midnight blue * 0.9 at the bottom, premultiplied, (41, 102, 204) and alpha 204 to (0, 14, 36)
 * and 230, each (top * (256 - t) + bottom * t) >> 8, over dst (each channel plus dst's times
 * (255 - alpha) / 255, rounded), in unsigned numbers the compiler vectorizes. */
static inline unsigned int over_lanes(unsigned int dst, unsigned int t)
{
	const unsigned int keep = 255 - ((52224 + 26 * t) >> 8);
	const unsigned int r = ((10496 - 41 * t) >> 8) + by255((dst >> 16 & 255) * keep + 127);
	const unsigned int g = ((26112 - 88 * t) >> 8) + by255((dst >> 8 & 255) * keep + 127);
	const unsigned int b = ((52224 - 168 * t) >> 8) + by255((dst & 255) * keep + 127);

	return r << 16 | g << 8 | b;
}

/* Where a channel's bits lie in a pixel: their lowest bit, and how many there are. */
static void channel_bits(unsigned int mask, int *shift, int *bits)
{
	for (*shift = 0; *shift < 32 && !(mask >> *shift & 1); (*shift)++)
		;
	for (*bits = 0; *shift + *bits < 32 && (mask >> (*shift + *bits) & 1); (*bits)++)
		;
}

/* How a 0xRRGGBB colour becomes a pixel: each channel's byte shifted down to its top bits (drop)
 * and up to their place (shift), or left out (keep 0); at 8 bpp, the palette index of its 3-3-2. */
struct pixel_format {
	unsigned int drop[3], shift[3], keep[3];
	int same;                      /* 1 when the pixel is the colour's 4 bytes as they are */
	const unsigned char *index332;
};

static void pixel_format(const struct side_water_format *f, struct pixel_format *p)
{
	for (int k = 0; k < 3; k++) {
		int shift, bits;

		channel_bits(f->mask[k], &shift, &bits);
		p->drop[k] = (unsigned int)(8 - (bits > 8 ? 8 : bits));
		p->shift[k] = (unsigned int)shift;
		p->keep[k] = bits ? ~0u : 0;
	}
	p->same = f->mask[0] == 0xff0000 && f->mask[1] == 0xff00 && f->mask[2] == 0xff;
	p->index332 = f->index332;
}

/* Columns drawn together: the water's state down them on the stack; and the rows ahead of the
 * one drawn whose pixels are asked for. */
#define SIDE_WATER_CHUNK 1024
#define SIDE_WATER_AHEAD 2

/* n colours as pixels of bpp bytes at out. */
static inline __attribute__((always_inline)) void put_colours(unsigned char *restrict out, const unsigned int *restrict c,
							      int n, const struct pixel_format *p, const int bpp)
{
	const unsigned int d0 = p->drop[0], d1 = p->drop[1], d2 = p->drop[2]; /* in locals, for the vectorizer */
	const unsigned int s0 = p->shift[0], s1 = p->shift[1], s2 = p->shift[2];
	const unsigned int k0 = p->keep[0], k1 = p->keep[1], k2 = p->keep[2];
	unsigned int px[SIDE_WATER_CHUNK];

	if (bpp == 1) {
		for (int i = 0; i < n; i++)
			out[i] = p->index332[(c[i] >> 16 & 0xe0) | (c[i] >> 11 & 0x1c) | (c[i] >> 6 & 3)];
		return;
	}
	if (bpp == 4 && p->same) {
		memcpy(out, c, (size_t)n * 4);
		return;
	}
	for (int i = 0; i < n; i++)
		px[i] = ((c[i] >> 16 & 255) >> d0 << s0 & k0) | ((c[i] >> 8 & 255) >> d1 << s1 & k1) | ((c[i] & 255) >> d2 << s2 & k2);
	if (bpp == 4) {
		memcpy(out, px, (size_t)n * 4);
	} else if (bpp == 2) {
		unsigned short two[SIDE_WATER_CHUNK];

		for (int i = 0; i < n; i++)
			two[i] = (unsigned short)px[i];
		memcpy(out, two, (size_t)n * 2);
	} else {
		for (int i = 0; i < n; i++)
			for (int b = 0; b < 3; b++)
				out[3 * i + b] = (unsigned char)(px[i] >> (8 * b));
	}
}

/*
 * Rows [y0, y1) of columns [x0, x1) into dst: the canvas's rows that were drawn on, the sky's
 * elsewhere, the water over them in each column from its surface down, each pixel then in dst's
 * format; for a depth the compiler knows. The depth's share t = (y - top) * 256 / depth goes down
 * a column as a quotient and remainder: one division for each column at the first row, then each
 * row adds 256 = step * depth + rest to the numerator, which is adding step and rest, and carrying
 * one when the remainder reaches the depth: the same t as the division, exactly.
 */
static inline __attribute__((always_inline)) void draw_span(const struct side_water_view *v,
							    const struct pixel_format *p, struct ripple_image *dst, int x0, int x1, int y0, int y1, const int bpp)
{
	unsigned int q[SIDE_WATER_CHUNK], rem[SIDE_WATER_CHUNK], step[SIDE_WATER_CHUNK], rest[SIDE_WATER_CHUNK];
	unsigned int depth[SIDE_WATER_CHUNK], top[SIDE_WATER_CHUNK], colour[SIDE_WATER_CHUNK], balls[SIDE_WATER_CHUNK];
	const int n = x1 - x0;
	int first = v->h; /* the first row of water in these columns */

	for (int i = 0; i < n; i++) {
		const int t = v->top[x0 + i];
		const unsigned int d = (unsigned int)(v->h - t), num = y0 > t ? (unsigned int)(y0 - t) * 256 : 0;

		top[i] = (unsigned int)t;
		depth[i] = d ? d : 1;
		q[i] = num / depth[i];
		rem[i] = num % depth[i];
		step[i] = 256 / depth[i];
		rest[i] = 256 % depth[i];
		first = t < first ? t : first;
	}
	for (int y = y0; y < y1; y++) {
		const unsigned int *in = (y >= v->dlo && y < v->dhi ? v->canvas : v->sky) + (size_t)y * (size_t)v->w + x0;
		unsigned char *out = dst->pixels + (size_t)dst->pitch * (size_t)y + (size_t)(bpp * x0);

		for (int i = 0; y + SIDE_WATER_AHEAD < y1 && i < n; i += 16) /* short spans: the hardware would fetch them late */
			__builtin_prefetch(in + SIDE_WATER_AHEAD * v->w + i);
		if (y >= v->mlo && y < v->mhi) {
			metaball_span(v, y, x0, n, in, balls);
			in = balls;
		}
		if (y < first) { /* no water in this row yet */
			put_colours(out, in, n, p, bpp);
			continue;
		}

		for (int i = 0; i < n; i++) { /* in masks, all ones where true, of signed compares (SSE2 has those) */
			const unsigned int inside = y >= (int)top[i] ? ~0u : 0, c = in[i];
			const unsigned int r = rem[i] + rest[i], carry = (int)r >= (int)depth[i] ? ~0u : 0;

			colour[i] = (over_lanes(c, q[i]) & inside) | (c & ~inside);
			q[i] += (step[i] - carry) & inside;
			rem[i] = ((r - (carry & depth[i])) & inside) | (rem[i] & ~inside);
		}
		put_colours(out, colour, n, p, bpp);
	}
}

/* Rows [y0, y1) into dst, SIDE_WATER_CHUNK columns at a time. */
static inline __attribute__((always_inline)) void draw_chunks(const struct side_water_view *v, const struct side_water_format *f,
							      struct ripple_image *dst, int y0, int y1)
{
	struct pixel_format p;

	pixel_format(f, &p);
	for (int x0 = 0; x0 < v->w; x0 += SIDE_WATER_CHUNK) {
		const int x1 = v->w - x0 < SIDE_WATER_CHUNK ? v->w : x0 + SIDE_WATER_CHUNK;

		if (dst->bpp == 4)
			draw_span(v, &p, dst, x0, x1, y0, y1, 4);
		else if (dst->bpp == 3)
			draw_span(v, &p, dst, x0, x1, y0, y1, 3);
		else if (dst->bpp == 2)
			draw_span(v, &p, dst, x0, x1, y0, y1, 2);
		else
			draw_span(v, &p, dst, x0, x1, y0, y1, 1);
	}
}

static void draw_rows_plain(const struct side_water_view *v, const struct side_water_format *f, struct ripple_image *dst,
			    int y0, int y1)
{
	draw_chunks(v, f, dst, y0, y1);
}

#if defined(__x86_64__) || defined(__i386__)
/* The same loops in AVX2's lanes, twice SSE2's: the same integer arithmetic, the same pixels. */
__attribute__((target("avx2"))) static void draw_rows_avx2(const struct side_water_view *v, const struct side_water_format *f,
							   struct ripple_image *dst, int y0, int y1)
{
	draw_chunks(v, f, dst, y0, y1);
}
#endif

static void draw_rows(const struct side_water_view *v, const struct side_water_format *f, struct ripple_image *dst,
		      int y0, int y1)
{
#if defined(__x86_64__) || defined(__i386__)
	if (f->avx2) {
		draw_rows_avx2(v, f, dst, y0, y1);
		return;
	}
#endif
	draw_rows_plain(v, f, dst, y0, y1);
}

/* The rows of the canvas drawn on this frame, the rock's (the sky elsewhere): [dlo, dhi), taken
 * from the sky first; and the rows the metaballs are drawn on, next to solid ones: [mlo, mhi). */
static void canvas_rows(const struct side_water *s, struct side_water_view *v)
{
	const int cy = (int)(s->rock.y + 0.5f), rad = s->rock.radius;

	v->dlo = s->rock.active && cy - rad > 0 ? cy - rad : 0;
	v->dhi = !s->rock.active ? 0 : cy + rad + 1 < v->h ? cy + rad + 1 : v->h;
	v->mlo = v->lo < v->hi && v->lo > 0 ? v->lo - 1 : 0;
	v->mhi = v->lo >= v->hi ? 0 : v->hi + 1 < v->h ? v->hi + 1 : v->h;
	if (v->dlo < v->dhi)
		memcpy(v->canvas + (size_t)v->dlo * (size_t)v->w, v->sky + (size_t)v->dlo * (size_t)v->w,
		       (size_t)(v->dhi - v->dlo) * (size_t)v->w * sizeof *v->canvas);
}

int side_water_render_start(const struct side_water *s, struct side_water_view *v, const struct side_water_format *f,
			const struct ripple_image *dst)
{
	if (!dst->pixels || dst->w != v->w || dst->h != v->h || dst->bpp < 1 || dst->bpp > 4 ||
	    dst->pitch < dst->w * dst->bpp || (dst->bpp == 1 && !f->index332) || s->w != v->w || s->h != v->h)
		return RIPPLE_EINVAL;
	metaballs_begin(v);
	return RIPPLE_OK;
}

void side_water_render_ready(const struct side_water *s, struct side_water_view *v, int n)
{
	metaballs_end(v, n);
	canvas_rows(s, v);
	draw_rock(&s->rock, v);
	water_columns(s, v);
}

/* Where band `band` of n starts: the rows above the water count one, the rows of water three (what
 * they cost to draw, about). */
static int band_row(const struct side_water_view *v, int band, int n)
{
	const long total = v->first + 3L * (v->h - v->first), at = total * band / n;

	return at <= v->first ? (int)at : v->first + (int)((at - v->first) / 3);
}

void side_water_render_rows(const struct side_water_view *v, const struct side_water_format *f,
			    struct ripple_image *dst, int band, int n)
{
	draw_rows(v, f, dst, band_row(v, band, n), band_row(v, band + 1, n));
}

int side_water_render(const struct side_water *s, struct side_water_view *v, const struct side_water_format *f,
		  struct ripple_image *dst)
{
	int bad = side_water_render_start(s, v, f, dst);

	if (!bad) {
		side_water_render_metaballs(s, v, 0, 1);
		side_water_render_ready(s, v, 1);
		side_water_render_rows(v, f, dst, 0, 1);
	}
	return bad;
}
