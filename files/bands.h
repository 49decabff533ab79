/* bands.h - a frame's rows in bands on several cores, with SDL threads; the same bytes as one thread. */
#ifndef RIPPLE_BANDS_H
#define RIPPLE_BANDS_H

#define RIPPLE_MAX_THREADS 16
#define RIPPLE_BANDS_FROM 262144L /* pixels from which a frame is worth sharing between cores */

struct bands;

/* The bands for frames of `pixels` pixels: `threads` when the user said (--threads), else one a
 * core (up to RIPPLE_MAX_THREADS) from RIPPLE_BANDS_FROM pixels on, one below. */
int bands_for(int threads, long long pixels);

/* Starts n - 1 worker threads for n bands (2..RIPPLE_MAX_THREADS). Returns NULL for n < 2 or when
 * the threads cannot start: the caller then works alone, with the same results. */
struct bands *bands_start(int n);

/* Runs fn(ctx, band, n) for every band 0..n-1, band 0 on the calling thread, the others at once
 * on the workers, and returns when all are done. */
void bands_run(struct bands *b, void (*fn)(void *ctx, int band, int n), void *ctx);

/* The number of bands. */
int bands_count(const struct bands *b);

/* Ends the workers and frees everything; safe on NULL. */
void bands_stop(struct bands *b);

#endif
