/* playrec.h - recording the window: started and stopped (Ctrl+R, --record), each frame shown handed to the recorder, the red dot while it runs. */
#ifndef PLAYREC_H
#define PLAYREC_H

#include "window/play.h"

/* Starts recording what the window shows, kind RECORD_GIF into path or RECORD_PNGS into the
 * folder path (see record_open), at the window's size now. Returns 0, or -1 with the reason in err. */
int play_record_start(struct play *p, int kind, const char *path, char *err, size_t errlen);

/* Stops recording, if it does: the file finished; one line on stdout says where and how many
 * frames, one on stderr how many were dropped when the encoder fell behind, and the title the
 * same for a few seconds. Returns 0, or -1 with the reason in err. Safe to call twice. */
int play_record_stop(struct play *p, char *err, size_t errlen);

/* For play_present, while recording: the frame just drawn into ws, before the mark, handed to the
 * recorder when `frame` is set (dropped when it is behind), then the mark drawn: a red dot and
 * the time recorded at the window's top right. The same for the OpenGL views, whose back buffer
 * is read back, and whose mark is a line "REC 0:03" at the bottom. */
void play_record_window(struct play *p, SDL_Surface *ws, int frame);
void play_record_gl(struct play *p, int frame);

#endif
