/* steps.c - several steps of the water (the article's, a classroom variant's with its sources) in one pass over the rows (temporal blocking), in row bands for threads. */

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
#include "core/cells.h"

#include "core/kernels.h"

/*
 * The classroom variants' steps fuse the same way, but a variant's step reads `reach` rows each
 * side (2 for 12 neighbours), and the sources are driven before each step. Step j + 1 then follows
 * step j `reach` rows behind. A band's step j stops reach * j rows short of an inner edge (one
 * reach more than the article's), so that the sources of step j + 1 are driven over exactly the
 * rows step j made in the band, which are all that step j + 1 reads there: a band drives its own
 * rows (ripple_drive_rows) just before its next step reads them, after its step has made them and
 * read them (an absorbing border reads the new heights of its own row, ripple_variant_rows), and no
 * other band reads them. The seams' triangles drive the rows their step before made, then step.
 */

/* Rows each step takes at a time down the wavefront: enough to spare the calls' cost, few enough
 * that n steps' rows stay in the cache (9 steps of 4K rows: 200 KB). */
#define STEPS_ROWS 4

/* The rows a step lags behind the step before, and the rows its band's step j stops short of an
 * inner edge (see above). */
static int steps_lag(const struct ripple *r)
{
	return ripple_in_bands(r) ? 1 : ripple_reach(r);
}

static int steps_shrink(const struct ripple *r, int j)
{
	return ripple_in_bands(r) ? j - 1 : ripple_reach(r) * j;
}

/* The heights step j (1 = the first) reads, h_{j-1}, and the buffer it writes, h_{j-2}'s (cur and
 * prev as they were before the first step). */
static short *step_now(struct ripple *r, int j)
{
	return j % 2 ? r->cur : r->prev;
}

static short *step_next(struct ripple *r, int j)
{
	return j % 2 ? r->prev : r->cur;
}

/* Step j over rows [y0, y1): the article's (rows 0 and h-1 never move) or a variant's. */
static void step_rows(struct ripple *r, int j, int y0, int y1)
{
	if (!ripple_in_bands(r)) {
		if (y0 < y1)
			ripple_variant_rows(r, step_now(r, j), step_next(r, j), y0, y1);
		return;
	}
	y0 = y0 < 1 ? 1 : y0;
	y1 = y1 > r->h - 1 ? r->h - 1 : y1;
	if (y0 < y1)
		ripple_kernels[r->kernel]->spread(step_now(r, j), step_next(r, j), r->w, y0 * r->w, y1 * r->w);
}

/* Band `band` of n, with the rows its step j may make before the seams: [*lo, *hi). */
static void band_step_rows(const struct ripple *r, int band, int n, int j, int *lo, int *hi)
{
	ripple_band_rows(r, band, n, lo, hi);
	*lo += band > 0 ? steps_shrink(r, j) : 0;
	*hi -= band < n - 1 ? steps_shrink(r, j) : 0;
}

int ripple_steps_fuse(const struct ripple *r, const struct ripple_source *s, int ns, int n, int bands)
{
	const int d = ripple_reach(r);

	if (n < 2 || n > RIPPLE_MAX_STEPS || bands < 1 || bands > r->h || ns < 0)
		return 0;
	if (ripple_in_bands(r))
		return !ns && r->h / bands >= 2 * n && !ripple_still(r);
	return ripple_drive_by_rows(s, ns) && (ns || !ripple_still(r)) && r->h / bands >= 2 * d * (n + 1) && r->w > 2 * d;
}

/* Before band `band`'s step j takes rows up to hi: its sources driven over the rows of h_{j-1} it
 * will read up to there, from *driven on (the rows its step j - 1 made in the band). */
static void drive_ahead(struct ripple *r, const struct ripple_source *s, int ns, long long first_step, int band,
			int bands, int j, int hi, int *driven)
{
	int lo, end;

	band_step_rows(r, band, bands, j - 1, &lo, &end);
	end = end < hi + steps_lag(r) ? end : hi + steps_lag(r);
	if (*driven < end)
		ripple_drive_rows(r, step_now(r, j), s, ns, first_step + j - 1, *driven, end);
	*driven = *driven > end ? *driven : end;
}

int ripple_steps_band(struct ripple *r, const struct ripple_source *s, int ns, long long first_step, int n, int band,
		      int bands)
{
	const int lag = steps_lag(r);
	int top, end, lo, hi, driven[RIPPLE_MAX_STEPS + 1];

	if (!ripple_steps_fuse(r, s, ns, n, bands) || band < 0 || band >= bands)
		return RIPPLE_EINVAL;
	for (int j = 1; j <= n; j++)
		band_step_rows(r, band, bands, j - 1, &driven[j], &hi);
	ripple_band_rows(r, band, bands, &top, &end);
	for (int y = top; y < end + lag * n; y += STEPS_ROWS)
		for (int j = 1; j <= n; j++) { /* step j `lag` rows behind step j - 1 */
			band_step_rows(r, band, bands, j, &lo, &hi);
			lo = lo > y - lag * (j - 1) ? lo : y - lag * (j - 1);
			hi = hi < y - lag * (j - 1) + STEPS_ROWS ? hi : y - lag * (j - 1) + STEPS_ROWS;
			if (lo >= hi)
				continue;
			if (ns)
				drive_ahead(r, s, ns, first_step, band, bands, j, hi, &driven[j]);
			step_rows(r, j, lo, hi);
		}
	return RIPPLE_OK;
}

int ripple_steps_seams(struct ripple *r, const struct ripple_source *s, int ns, long long first_step, int n, int bands)
{
	short *swap = r->cur;
	int seam, end;

	if (!ripple_steps_fuse(r, s, ns, n, bands))
		return RIPPLE_EINVAL;
	for (int b = 1; b < bands; b++) {
		ripple_band_rows(r, b, bands, &seam, &end);
		for (int j = 1; j <= n; j++) {
			const int made = steps_shrink(r, j - 1); /* the rows around the seam step j - 1 made here */

			if (ns && made > 0)
				ripple_drive_rows(r, step_now(r, j), s, ns, first_step + j - 1, seam - made, seam + made);
			step_rows(r, j, seam - steps_shrink(r, j), seam + steps_shrink(r, j));
		}
	}
	if (n % 2) {
		r->cur = r->prev;
		r->prev = swap;
	}
	r->live[0] = ripple_any_height(r->cur, (size_t)r->w * (size_t)r->h);
	r->live[1] = ns > 0 || ripple_any_height(r->prev, (size_t)r->w * (size_t)r->h); /* the last drive's flag */
	return RIPPLE_OK;
}

int ripple_steps(struct ripple *r, const struct ripple_source *sources, int nsources, long long first_step, int n)
{
	if (n < 0 || n > RIPPLE_MAX_STEPS || nsources < 0)
		return RIPPLE_EINVAL;
	if (ripple_steps_fuse(r, sources, nsources, n, 1)) {
		ripple_steps_band(r, sources, nsources, first_step, n, 0, 1);
		return ripple_steps_seams(r, sources, nsources, first_step, n, 1);
	}
	for (int i = 0; i < n; i++) {
		int e = ripple_drive(r, sources, nsources, first_step + i);

		if (e)
			return e;
		ripple_spread(r);
	}
	return RIPPLE_OK;
}
