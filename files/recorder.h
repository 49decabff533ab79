/* recorder.h - the frames shown, recorded as an animated GIF or numbered PNGs by a worker thread, so that the caller never waits for the encoder (where SDL has no threads, each frame encoded as it is given). */
#ifndef RECORDER_H
#define RECORDER_H

#include <SDL.h>

#include <stddef.h>
#include <stdio.h>

#define RECORD_QUEUE 8                  /* frames waiting for the worker, at most */
#define RECORD_QUEUE_BYTES (128L << 20) /* ... and their bytes at most (one frame whatever its size) */
#define RECORD_DELAY 4                  /* a GIF frame's delay in hundredths of a second: 25 fps */
#define RECORD_KEEP_W 960               /* the largest GIF recorded as shown, every frame exactly */
#define RECORD_KEEP_H 720
#define RECORD_SLIDE_W 640              /* a larger one, unless recorded in full, is for a slide: */
#define RECORD_SLIDE_H 480              /* ... shrunk to fit within this, */
#define RECORD_SLIDE_STEP 2             /* ... one frame of every 2 (12.5 fps), */
#define RECORD_SLIDE_TOLERANCE 12       /* ... and its LZW's colours this RGB distance off at most */

/* What a recording writes: one animated GIF, or a PNG a frame into a folder. */
enum { RECORD_GIF, RECORD_PNGS };

struct record;

/* What a finished recording holds: the frames written and dropped, their size, the whole number
 * the frames given were shrunk by (1: not shrunk), and the frames given for each one taken (1:
 * every frame; RECORD_SLIDE_STEP for a slide). */
struct record_summary {
	long written, dropped;
	int w, h, shrunk, step;
};

/* Starts a recording of frames of w x h pixels: kind RECORD_GIF into the file path (created, or
 * emptied, now: looping forever), or RECORD_PNGS as path/frame-000001.png, path/frame-000002.png
 * ... (path an existing folder). A GIF within RECORD_KEEP_W x RECORD_KEEP_H, or any with `full`
 * set, keeps every frame exactly (but for a median cut's palette), each RECORD_DELAY. A larger one
 * is for a slide: shrunk by the smallest whole number k that brings it within RECORD_SLIDE_W x
 * RECORD_SLIDE_H (but no more than to a pixel a side), to (w / k) x (h / k), each pixel the mean
 * of the k x k it covers; it takes the first frame given and then one of every RECORD_SLIDE_STEP,
 * each shown RECORD_SLIDE_STEP times RECORD_DELAY; and its LZW may put a colour within
 * RECORD_SLIDE_TOLERANCE in a pixel's place (giflzw_pack). Returns the recorder, or NULL with a
 * one-line reason in err. */
struct record *record_open(int kind, const char *path, int w, int h, int full, char *err, size_t errlen);

/* Counts a frame shown and says whether the recording leaves it out: a slide's takes the first
 * and then one of every RECORD_SLIDE_STEP, any other every one. Returns 1 for a frame left out, 0
 * for one to hand to record_frame, so that a frame left out is never copied nor read back. Called
 * once a frame, from one thread. */
int record_skip(struct record *r);

/* Queues a copy of s (any format SDL blits from; scaled to the recording's size when it has
 * another) for the worker. When RECORD_QUEUE frames wait already, wait = 1 waits for room (a run
 * with no window to keep live), wait = 0 drops the frame, counted. Returns 1 when queued, 0 when
 * dropped. Where SDL has no threads the copy is written before it returns (wait does not matter). */
int record_frame(struct record *r, SDL_Surface *s, int wait);

/* Finishes the recording: the frames queued written, the GIF closed, the worker ended, r freed;
 * what it holds into *sum (all zero for NULL). Returns 0, or -1 with the first failure in err (the
 * file then holds what was written before it). NULL does nothing. */
int record_close(struct record *r, struct record_summary *sum, char *err, size_t errlen);

/* Says where a finished recording went and how many frames it holds, a line to out: "ripple:
 * recorded N frames to PATH", and for a slide its size, its rate and how to keep every frame at
 * the full size. */
void record_report(FILE *out, const struct record_summary *sum, const char *path);

#endif
