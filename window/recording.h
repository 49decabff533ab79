/* recording.h - recording the window: a recording started and stopped, each frame shown handed to the recorder, the red dot while it runs. */
#ifndef RECORDING_H
#define RECORDING_H

#include "window/gldisplay.h"

#include <SDL.h>

#include <stddef.h>
#include <stdint.h>

struct record;

/* A recording of the frames the window shows; all zero when none runs. */
struct recording {
	struct record *rec; /* the recorder (recorder.h); NULL when not recording */
	uint64_t t0;        /* its start on the performance counter */
	char path[1024];    /* its file or folder */
};

/* Starts recording frames of w x h pixels, kind RECORD_GIF into path (shrunk for a slide unless
 * `full`) or RECORD_PNGS into the folder path (see record_open), into rc that does not record
 * (stopped first, if it did). Returns 0, or -1 with the reason in err. */
int recording_start(struct recording *rc, int kind, const char *path, int w, int h, int full, char *err,
		    size_t errlen);

/* 1 while rc records. */
int recording_on(const struct recording *rc);

/* Stops recording, if rc does: the file finished; one line on stdout says where and how many
 * frames, one on stderr how many were dropped when the encoder fell behind, and `note` gets the
 * same for the title ("" when rc did not record). Returns 0, or -1 with the reason in err. Safe to
 * call twice. */
int recording_stop(struct recording *rc, char *note, size_t notelen, char *err, size_t errlen);

/* While recording: the frame just drawn into ws, before the mark, handed to the recorder when
 * `frame` is set and the recording takes it (record_skip; dropped when it is behind), then the
 * mark drawn: a red dot and the time
 * recorded at the window's top right. The same for the OpenGL display gl on win, whose back buffer
 * is read back, and whose mark is a line "REC 0:03" at the bottom. */
void recording_window(struct recording *rc, SDL_Surface *ws, int frame);
void recording_gl(struct recording *rc, struct gldisplay *gl, SDL_Window *win, int frame);

#endif
