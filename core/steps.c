/* steps.c - several steps of the article's water in one pass over the rows (temporal blocking), in row bands for threads. */

/*
 * A lesson on a big pool takes several steps a frame (ripple_lesson_scale), and on two cores the
 * article's step of a 4K pool waits for the memory: each step reads two buffers of 16 MB and
 * writes one. Here the n steps go down the pool together, a wavefront: step j + 1 follows step j
 * one row behind, a few rows at a time, so that the rows it reads are still in the cache.
 *
 * Why that is the same as n steps one after the other, in the same two buffers: step j writes
 * heights h_j over h_{j-2} (the buffers swap each step), and reads h_{j-1} in rows y-1..y+1 and
 * h_{j-2} in row y. Step j + 1 may write row y once step j has made rows y..y+1: h_j's rows are
 * then all there, and h_{j-1} (which step j + 1 overwrites) is no longer needed by step j, whose
 * rows y-1..y+1 are done. One row behind is enough.
 *
 * For threads, the pool is cut into bands. A band cannot finish its rows next to a neighbour's
 * without that neighbour's heights, so it makes a shrinking trapezoid: step j in its rows but
 * j - 1 rows at each inner edge (none at the pool's top and bottom). The bands' rows are apart,
 * so they run at once. Then each seam's triangle is filled, step by step: step j in the 2 (j - 1)
 * rows around the seam, from steps j - 1 that are all made by then. Step j there overwrites
 * h_{j-2}, which only step j - 1 read, and which no band has overwritten (a band's step j stopped
 * short of those rows).
 */
#include "core/ripple_internal.h"

#include "core/kernels.h"

/* Rows each step takes at a time down the wavefront: enough to spare the calls' cost, few enough
 * that n steps' rows stay in the cache (9 steps of 4K rows: 200 KB). */
#define STEPS_ROWS 4

/* Step j (1 = the first) of the article's over rows [y0, y1): from h_{j-1} into the buffer of h_{j-2}
 * (cur and prev as they were before the first step). Rows 0 and h-1 never move. */
static void article_rows(struct ripple *r, int j, int y0, int y1)
{
	const short *now = j % 2 ? r->cur : r->prev;
	short *next = j % 2 ? r->prev : r->cur;

	y0 = y0 < 1 ? 1 : y0;
	y1 = y1 > r->h - 1 ? r->h - 1 : y1;
	if (y0 < y1)
		ripple_kernels[r->kernel]->spread(now, next, r->w, y0 * r->w, y1 * r->w);
}

/* Band `band` of n, with the rows its step j may make before the seams: [*lo, *hi). */
static void band_step_rows(const struct ripple *r, int band, int n, int j, int *lo, int *hi)
{
	ripple_band_rows(r, band, n, lo, hi);
	*lo += band > 0 ? j - 1 : 0;
	*hi -= band < n - 1 ? j - 1 : 0;
}

int ripple_steps_fuse(const struct ripple *r, int nsources, int n, int bands)
{
	return ripple_in_bands(r) && !nsources && n >= 2 && n <= RIPPLE_MAX_STEPS && bands >= 1 && bands <= r->h &&
	       r->h / bands >= 2 * n && !ripple_still(r);
}

int ripple_steps_band(struct ripple *r, int n, int band, int bands)
{
	int top, end, lo, hi;

	if (!ripple_steps_fuse(r, 0, n, bands) || band < 0 || band >= bands)
		return RIPPLE_EINVAL;
	band_step_rows(r, band, bands, 1, &top, &end);
	for (int y = top; y < end + n - 1; y += STEPS_ROWS)
		for (int j = 1; j <= n; j++) { /* step j one row behind step j - 1 */
			band_step_rows(r, band, bands, j, &lo, &hi);
			lo = lo > y - (j - 1) ? lo : y - (j - 1);
			hi = hi < y - (j - 1) + STEPS_ROWS ? hi : y - (j - 1) + STEPS_ROWS;
			article_rows(r, j, lo, hi);
		}
	return RIPPLE_OK;
}

int ripple_steps_seams(struct ripple *r, int n, int bands)
{
	short *swap = r->cur;
	int seam, end;

	if (!ripple_steps_fuse(r, 0, n, bands))
		return RIPPLE_EINVAL;
	for (int b = 1; b < bands; b++) {
		ripple_band_rows(r, b, bands, &seam, &end);
		for (int j = 2; j <= n; j++)
			article_rows(r, j, seam - (j - 1), seam + (j - 1));
	}
	if (n % 2) {
		r->cur = r->prev;
		r->prev = swap;
	}
	r->live[0] = ripple_any_height(r->cur, (size_t)r->w * (size_t)r->h);
	r->live[1] = ripple_any_height(r->prev, (size_t)r->w * (size_t)r->h);
	return RIPPLE_OK;
}

int ripple_steps(struct ripple *r, const struct ripple_source *sources, int nsources, long first_step, int n)
{
	if (n < 0 || n > RIPPLE_MAX_STEPS || nsources < 0)
		return RIPPLE_EINVAL;
	if (ripple_steps_fuse(r, nsources, n, 1)) {
		ripple_steps_band(r, n, 0, 1);
		return ripple_steps_seams(r, n, 1);
	}
	for (int i = 0; i < n; i++) {
		int e = ripple_drive(r, sources, nsources, first_step + i);

		if (e)
			return e;
		ripple_spread(r);
	}
	return RIPPLE_OK;
}
