/* pace.h - drift-free frame pacing at absolute deadlines, and a frame-rate meter; counts are clock ticks. */
#ifndef PACE_H
#define PACE_H

#include <stdint.h>

#define RIPPLE_FPS 25          /* the article's rate: 320x240 at 25 fps on an AMD K6-200 */
#define RIPPLE_HISTORIC_FPS ((double)RIPPLE_FPS) /* the same, as a double for the arithmetic */

/* Frame n is due at start + n * freq / fps ticks: lateness never accumulates. */
struct pacer {
	uint64_t start, freq;
	int fps;
	long n; /* frames made since start */
};

/* Starts the schedule at `now` on a clock of `freq` ticks per second. */
void pacer_start(struct pacer *p, uint64_t now, uint64_t freq, int fps);

/* Ticks to wait until the next frame is due; 0 when it is due now. */
uint64_t pacer_wait(const struct pacer *p, uint64_t now);

#define RIPPLE_CATCH_UP 5 /* frames the pacer makes up at once after a hiccup; more are dropped */

/* Counts a frame made at `now`. Up to RIPPLE_CATCH_UP frames late, the next ones are due at once
 * until the schedule is met; later than that (a stall), the deadlines missed are dropped and the
 * next frame is due at the first deadline still ahead, on the same grid. */
void pacer_done(struct pacer *p, uint64_t now);

/* Ticks at which frame n is due. */
uint64_t pacer_deadline(const struct pacer *p, long n);

/* Measures the frame rate over windows of about a second; a frame half a second or more after the
 * last (the clock stopped by a modal dialog, or nothing drawn) opens a new window, so the time
 * without frames is not counted. */
struct fps_meter {
	uint64_t t0, freq;
	uint64_t last; /* when the last frame came */
	long n;     /* frames since t0; -1 before the first frame */
	double fps; /* the last measurement, 0 before the first */
};

void fps_start(struct fps_meter *m, uint64_t now, uint64_t freq);

/* Counts a frame shown at `now`; returns 1 when fps was just measured anew. */
int fps_frame(struct fps_meter *m, uint64_t now);

#endif
