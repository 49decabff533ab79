/* record.h - the frames shown, recorded as an animated GIF or numbered PNGs by a worker thread, so that the caller never waits for the encoder. */
#ifndef RECORD_H
#define RECORD_H

#include <SDL.h>

#include <stddef.h>
#include <stdio.h>

#define RECORD_QUEUE 8                  /* frames waiting for the worker, at most */
#define RECORD_QUEUE_BYTES (128L << 20) /* ... and their bytes at most (one frame whatever its size) */
#define RECORD_DELAY 4                  /* a GIF frame's delay in hundredths of a second: 25 fps */

/* What a recording writes: one animated GIF, or a PNG a frame into a folder. */
enum { RECORD_GIF, RECORD_PNGS };

struct record;

/* Starts a recording of frames of w x h pixels: kind RECORD_GIF into the file path (created, or
 * emptied, now: looping forever, each frame RECORD_DELAY), or RECORD_PNGS as path/frame-000001.png,
 * path/frame-000002.png ... (path an existing folder). Returns the recorder, or NULL with a
 * one-line reason in err. */
struct record *record_open(int kind, const char *path, int w, int h, char *err, size_t errlen);

/* Queues a copy of s (any format SDL blits from; scaled to the recording's size when it has
 * another) for the worker. When RECORD_QUEUE frames wait already, wait = 1 waits for room (a run
 * with no window to keep live), wait = 0 drops the frame, counted. Returns 1 when queued, 0 when
 * dropped. */
int record_frame(struct record *r, SDL_Surface *s, int wait);

/* Finishes the recording: the frames queued written, the GIF closed, the worker ended, r freed;
 * the frames written and dropped into *written and *dropped. Returns 0, or -1 with the first
 * failure in err (the file then holds what was written before it). NULL does nothing. */
int record_close(struct record *r, long *written, long *dropped, char *err, size_t errlen);

/* Says where a finished recording went and how many frames it holds: "ripple: recorded N frames
 * to PATH", a line to out. */
void record_report(FILE *out, long written, const char *path);

#endif
