/* bands.c - worker threads that each take a band of rows when told, and say when they are done. */
#include "files/bands.h"

#include <SDL.h>

/* How long a thread that waits spins before it sleeps, in microseconds: long enough to catch the
 * next frame when frames follow at once (a headless run, the benchmark), so that the threads are
 * not put to sleep and woken again each frame; a fraction of a percent of a 25 fps frame. */
#define SPIN_US 150

struct bands;

struct worker {
	struct bands *b;
	int band;
	SDL_sem *go; /* posted when its band is ready to run */
	SDL_Thread *thread;
};

struct bands {
	int n;
	struct worker worker[RIPPLE_MAX_THREADS]; /* worker[0] is unused: band 0 runs on the caller */
	SDL_sem *done;                            /* posted once by each worker that finished its band */
	void (*fn)(void *ctx, int band, int n);
	void *ctx;
	int quit;
	Uint64 spin; /* SPIN_US in performance counter ticks */
};

/* Pauses between two readings of the clock while spinning: under Wine each reading is a call into
 * ntdll, which showed in profiles of ripple.exe when read at every pause. */
#define SPIN_PAUSES 32

/* SDL_SemWait, spinning a while first until the semaphore has a post to take, so that the wait
 * then takes it without sleeping. */
static void wait_for(SDL_sem *sem, Uint64 spin)
{
	const Uint64 until = SDL_GetPerformanceCounter() + spin;

	for (int i = 1; SDL_SemValue(sem) == 0; i++) {
		SDL_CPUPauseInstruction();
		if (i % SPIN_PAUSES == 0 && SDL_GetPerformanceCounter() >= until)
			break;
	}
	SDL_SemWait(sem);
}

static int work(void *arg)
{
	struct worker *w = arg;
	struct bands *b = w->b;

	for (;;) {
		wait_for(w->go, b->spin);
		if (b->quit)
			return 0;
		b->fn(b->ctx, w->band, b->n);
		SDL_SemPost(b->done);
	}
}

int bands_for(int threads, long long pixels)
{
	return threads ? threads : pixels >= RIPPLE_BANDS_FROM ? SDL_min(SDL_GetCPUCount(), RIPPLE_MAX_THREADS) : 1;
}

struct bands *bands_start(int n)
{
	struct bands *b;

	if (n < 2 || n > RIPPLE_MAX_THREADS || !(b = SDL_calloc(1, sizeof *b)))
		return NULL;
	b->n = n;
	b->spin = SDL_GetPerformanceFrequency() * SPIN_US / 1000000;
	b->done = SDL_CreateSemaphore(0);
	for (int i = 1; b->done && i < n; i++) {
		struct worker *w = &b->worker[i];

		w->b = b;
		w->band = i;
		w->go = SDL_CreateSemaphore(0);
		w->thread = w->go ? SDL_CreateThread(work, "ripple band", w) : NULL;
		if (!w->thread)
			break;
	}
	for (int i = 1; i < n; i++)
		if (!b->done || !b->worker[i].thread) {
			bands_stop(b);
			return NULL;
		}
	return b;
}

void bands_run(struct bands *b, void (*fn)(void *ctx, int band, int n), void *ctx)
{
	b->fn = fn;
	b->ctx = ctx;
	for (int i = 1; i < b->n; i++)
		SDL_SemPost(b->worker[i].go);
	fn(ctx, 0, b->n);
	for (int i = 1; i < b->n; i++)
		wait_for(b->done, b->spin);
}

int bands_count(const struct bands *b)
{
	return b ? b->n : 1;
}

void bands_stop(struct bands *b)
{
	if (!b)
		return;
	b->quit = 1;
	for (int i = 1; i < b->n; i++) {
		struct worker *w = &b->worker[i];

		if (w->thread) {
			SDL_SemPost(w->go);
			SDL_WaitThread(w->thread, NULL);
		}
		if (w->go)
			SDL_DestroySemaphore(w->go);
	}
	if (b->done)
		SDL_DestroySemaphore(b->done);
	SDL_free(b);
}
