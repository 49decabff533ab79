/* record.h - the frames shown, recorded as an animated GIF or numbered PNGs by a worker thread, so that the caller never waits for the encoder. */
#ifndef RECORD_H
#define RECORD_H

#include <SDL.h>

#include <stddef.h>
#include <stdio.h>

#define RECORD_QUEUE 8                  /* frames waiting for the worker, at most */
#define RECORD_QUEUE_BYTES (128L << 20) /* ... and their bytes at most (one frame whatever its size) */
#define RECORD_DELAY 4                  /* a GIF frame's delay in hundredths of a second: 25 fps */
#define RECORD_SLIDE_W 960              /* a GIF's largest size, unless recorded in full: a slide's */
#define RECORD_SLIDE_H 720

/* What a recording writes: one animated GIF, or a PNG a frame into a folder. */
enum { RECORD_GIF, RECORD_PNGS };

struct record;

/* What a finished recording holds: the frames written and dropped, their size, and the whole
 * number the frames given were shrunk by (1: not shrunk). */
struct record_summary {
	long written, dropped;
	int w, h, shrunk;
};

/* Starts a recording of frames of w x h pixels: kind RECORD_GIF into the file path (created, or
 * emptied, now: looping forever, each frame RECORD_DELAY), or RECORD_PNGS as path/frame-000001.png,
 * path/frame-000002.png ... (path an existing folder). A GIF is shrunk, unless `full` is set, by
 * the smallest whole number k that brings it within RECORD_SLIDE_W x RECORD_SLIDE_H (but no
 * more than to a pixel a side), to (w / k) x (h / k), each of its pixels the mean of the k x k
 * it covers. Returns the recorder, or NULL with a one-line reason in err. */
struct record *record_open(int kind, const char *path, int w, int h, int full, char *err, size_t errlen);

/* Queues a copy of s (any format SDL blits from; scaled to the recording's size when it has
 * another) for the worker. When RECORD_QUEUE frames wait already, wait = 1 waits for room (a run
 * with no window to keep live), wait = 0 drops the frame, counted. Returns 1 when queued, 0 when
 * dropped. */
int record_frame(struct record *r, SDL_Surface *s, int wait);

/* Finishes the recording: the frames queued written, the GIF closed, the worker ended, r freed;
 * what it holds into *sum (all zero for NULL). Returns 0, or -1 with the first failure in err (the
 * file then holds what was written before it). NULL does nothing. */
int record_close(struct record *r, struct record_summary *sum, char *err, size_t errlen);

/* Says where a finished recording went and how many frames it holds, a line to out: "ripple:
 * recorded N frames to PATH", and when shrunk for a slide its size and how to keep the full one. */
void record_report(FILE *out, const struct record_summary *sum, const char *path);

#endif
