/* zoom.c - the page into the window's surface, copied or enlarged a whole number of times, in bands on all cores. */
#include "window/zoom.h"

#include "files/bands.h"

#ifdef __SSE2__
#include <emmintrin.h>
#endif

/* The frames, in bytes, from which a copied row goes past the caches (streaming stores): a frame
 * bigger than they are is read from memory by the X server (or Wine) anyway, and a row written
 * through them is first read from memory to be overwritten. */
#define STREAM_FROM ((size_t)16 << 20)

struct zoom_job {
	SDL_Surface *src, *dst;
	SDL_Rect to;                                   /* the part of dst drawn */
	int sx, sy;                                    /* src's pixel drawn at to's top left */
	int n;                                         /* the enlargement */
	int stream;                                    /* copied rows go past the caches (STREAM_FROM) */
	int lo[RIPPLE_MAX_THREADS], hi[RIPPLE_MAX_THREADS]; /* each band's changed rows of dst */
};

/* A row of w pixels of bpp bytes, each n times over (bpp a constant where it is inlined, so that
 * each pixel is one store). */
static inline void enlarge(Uint8 *to, const Uint8 *from, int w, int n, int bpp)
{
	for (int x = 0; x < w; x++)
		for (int i = 0; i < n; i++)
			SDL_memcpy(to + (size_t)bpp * (size_t)(x * n + i), from + (size_t)bpp * (size_t)x, (size_t)bpp);
}

/* len bytes to `to` from `from`, past the caches where SSE2 can (aligned 16-byte streaming stores,
 * the ends copied as they are). */
static void stream_copy(Uint8 *to, const Uint8 *from, size_t len)
{
#ifdef __SSE2__
	const size_t head = SDL_min((16 - (uintptr_t)to % 16) % 16, len);

	SDL_memcpy(to, from, head);
	for (len -= head, to += head, from += head; len >= 16; len -= 16, to += 16, from += 16)
		_mm_stream_si128((__m128i *)to, _mm_loadu_si128((const __m128i *)from));
#endif
	SDL_memcpy(to, from, len);
}

/* Row sy of src into the n rows from dst row dy: each pixel n times over, then the row copied.
 * Returns 0 when the row was already as it should be (n = 1), else 1. */
static int zoom_row(const struct zoom_job *j, int sy, int dy)
{
	const int bpp = j->src->format->BytesPerPixel, n = j->n;
	const Uint8 *from = (const Uint8 *)j->src->pixels + (size_t)sy * (size_t)j->src->pitch + (size_t)j->sx * (size_t)bpp;
	Uint8 *to = (Uint8 *)j->dst->pixels + (size_t)dy * (size_t)j->dst->pitch + (size_t)j->to.x * (size_t)bpp;
	const size_t len = (size_t)j->to.w * (size_t)bpp;

	if (n == 1) {
		if (SDL_memcmp(to, from, len) == 0)
			return 0;
		if (j->stream)
			stream_copy(to, from, len);
		else
			SDL_memcpy(to, from, len);
	} else if (bpp == 4) {
		enlarge(to, from, j->src->w, n, 4);
	} else {
		enlarge(to, from, j->src->w, n, bpp);
	}
	for (int i = 1; i < n; i++)
		SDL_memcpy(to + (size_t)i * (size_t)j->dst->pitch, to, len);
	return 1;
}

/* The source rows of one band: band's share of the rows drawn, each into its n rows of dst. */
static void zoom_band(void *ctx, int band, int count)
{
	struct zoom_job *j = ctx;
	const int h = j->to.h / j->n, y0 = (int)((long long)h * band / count), y1 = (int)((long long)h * (band + 1) / count);
	int lo = y1, hi = y0;

	for (int y = y0; y < y1; y++)
		if (zoom_row(j, j->sy + y, j->to.y + y * j->n)) {
			lo = SDL_min(lo, y);
			hi = y + 1;
		}
	j->lo[band] = lo;
	j->hi[band] = hi;
#ifdef __SSE2__
	if (j->stream)
		_mm_sfence(); /* the streamed rows seen by whoever reads the surface next */
#endif
}

/* The job for src at `to` in dst: the part of dst it covers (clipped to dst's clip rect when
 * n = 1: SDL's blit clips so). Returns 0, or -1 when zoom_blit cannot do it. */
static int job_for(struct zoom_job *j, SDL_Surface *src, SDL_Surface *dst, const SDL_Rect *to)
{
	const int n = src->w && to->w % src->w == 0 ? to->w / src->w : 0;
	SDL_Rect in;

	if (n < 1 || to->h != n * src->h || src->format->format != dst->format->format ||
	    SDL_ISPIXELFORMAT_INDEXED(src->format->format) || SDL_MUSTLOCK(src) || !SDL_IntersectRect(to, &dst->clip_rect, &in) ||
	    (n > 1 && !SDL_RectEquals(&in, to)))
		return -1;
	*j = (struct zoom_job){ src, dst, in, in.x - to->x, in.y - to->y, n,
				(size_t)in.h * (size_t)dst->pitch >= STREAM_FROM, { 0 }, { 0 } };
	return 0;
}

int zoom_fits(SDL_Surface *src, SDL_Surface *dst, const SDL_Rect *to)
{
	struct zoom_job j;

	return job_for(&j, src, dst, to) == 0;
}

int zoom_blit(struct bands *b, SDL_Surface *src, SDL_Surface *dst, const SDL_Rect *to, int *y0, int *y1)
{
	struct zoom_job j;
	int count, lo = dst->h, hi = 0;

	if (job_for(&j, src, dst, to) || SDL_LockSurface(dst))
		return -1;
	count = b && (long long)j.to.w * j.to.h >= RIPPLE_BANDS_FROM ? bands_count(b) : 1;
	if (count > 1)
		bands_run(b, zoom_band, &j);
	else
		zoom_band(&j, 0, 1);
	SDL_UnlockSurface(dst);
	for (int i = 0; i < count; i++)
		if (j.lo[i] < j.hi[i]) {
			lo = SDL_min(lo, j.lo[i]);
			hi = SDL_max(hi, j.hi[i]);
		}
	*y0 = lo < hi ? j.to.y + lo * j.n : j.to.y;
	*y1 = lo < hi ? j.to.y + hi * j.n : j.to.y;
	return 0;
}
