/* bench_steps.c - --bench --modes at the lesson's pace: a mode's water stepped k times a frame (k the pool's lesson scale), one step at a time and fused, timed and checked to the bit. */
#include "app/bench.h"

#include "engine/demo.h"
#include "files/bands.h"
#include "scenes/scenario.h"
#include "scenes/scene.h"

#include <string.h>

/* A pool with another's settings (walls, edges and their absorbing layer's width, damping, stencil,
 * kernel), to step its water apart from the program. Returns 0, or -1 out of memory (r then holds
 * none). */
static int pool_like(struct ripple *r, const struct ripple *from)
{
	int e = ripple_init(r, from->w, from->h);

	e = e ? e : ripple_set_stencil(r, from->stencil);
	e = e ? e : ripple_set_damping(r, from->damping);
	e = e ? e : ripple_set_sponge(r, ripple_sponge_width(from)); /* before the edge: its layer made once */
	e = e ? e : ripple_set_edge(r, from->edge);
	e = e ? e : ripple_set_kernel(r, from->kernel);
	for (int y = 0; !e && from->walls && y < from->h; y++)
		for (int x = 0; !e && x < from->w; x++)
			e = from->walls[(size_t)y * (size_t)from->w + (size_t)x] ? ripple_set_wall(r, x, y, 1) : 0;
	if (e)
		ripple_free(r);
	return e ? -1 : 0;
}

/* What the bands step: the pool, how many steps the fused pass takes, and their sources. */
struct pace_job {
	struct ripple *r;
	int n;
	const struct ripple_source *source;
	int nsources;
	long long first_step;
};

static void single_band(void *ctx, int band, int n)
{
	struct ripple *r = ((struct pace_job *)ctx)->r;

	ripple_spread_rows(r, r->h * band / n, r->h * (band + 1) / n);
}

static void fused_band(void *ctx, int band, int n)
{
	struct pace_job *job = ctx;

	ripple_steps_band(job->r, job->source, job->nsources, job->first_step, job->n, band, n);
}

/* Frames [f, f + frames) of k steps each, driven by the scenario's sources: one step at a time in
 * the pool's bands (as the pool steps), or fused when `fused` and the steps fuse. */
static void pace_frames(struct ripple *r, const struct scenario *sc, struct bands *bands, int k, long f, long frames,
			int fused)
{
	const int ns = sc ? sc->nsources : 0;
	const struct ripple_source *source = sc ? sc->source : NULL;
	struct pace_job job = { r, k, source, ns, 0 };

	for (long long step = f * k; step < (f + frames) * k; step += k) {
		if (fused && ripple_steps_fuse(r, source, ns, k, bands_count(bands))) {
			job.first_step = step;
			if (bands)
				bands_run(bands, fused_band, &job);
			else
				fused_band(&job, 0, 1);
			ripple_steps_seams(r, source, ns, step, k, bands_count(bands));
			continue;
		}
		for (int i = 0; i < k; i++) {
			ripple_drive(r, source, ns, step + i);
			if (bands && !ripple_still(r)) {
				bands_run(bands, single_band, &job);
				ripple_spread_done(r);
			} else {
				ripple_spread(r);
			}
		}
	}
}

/* Whether two pools hold the same heights in both buffers. */
static int same_water(const struct ripple *a, const struct ripple *z)
{
	const size_t n = (size_t)a->w * (size_t)a->h * sizeof *a->cur;

	return !memcmp(a->cur, z->cur, n) && !memcmp(a->prev, z->prev, n);
}

int bench_pace(const struct bench *b, const struct demo *d, struct bench_pace *p)
{
	struct scene_heights h;
	struct ripple r[2];
	struct bands *bands;
	double t[2][BENCH_MAX_ROUNDS];

	memset(p, 0, sizeof *p);
	if (demo_heights(d, &h) || pool_like(&r[0], h.pool))
		return -1;
	if (pool_like(&r[1], h.pool)) {
		ripple_free(&r[0]);
		return -1;
	}
	p->steps = ripple_lesson_scale(h.pool->h);
	p->fuses = ripple_steps_fuse(h.pool, h.scenario ? h.scenario->source : NULL, h.scenario ? h.scenario->nsources : 0,
				     p->steps, b->cores);
	bands = bands_start(b->cores);
	for (int round = 0; round < b->rounds; round++)
		for (int k = 0; k < 1 + p->fuses; k++) { /* each round from the mode's water, before it dies down */
			Uint64 t0;

			ripple_set_heights(&r[k], h.pool->cur, h.pool->prev);
			t0 = SDL_GetPerformanceCounter();
			pace_frames(&r[k], h.scenario, bands, p->steps, round * b->frames, b->frames, k);
			t[k][round] = bench_since(b, t0, b->frames);
		}
	p->us[0] = bench_median(t[0], b->rounds);
	p->us[1] = p->fuses ? bench_median(t[1], b->rounds) : 0;
	p->same = !p->fuses || same_water(&r[0], &r[1]);
	bands_stop(bands);
	ripple_free(&r[0]);
	ripple_free(&r[1]);
	return 0;
}
