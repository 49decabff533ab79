/* play.h - the windowed run both shells share: frames on deadlines, the page shown at a zoom, title, clicks. */
#ifndef PLAY_H
#define PLAY_H

#include "commands.h"
#include "demo.h"
#include "pace.h"

#include <SDL.h>

#include <stdio.h>

struct play {
	struct demo demo;
	const struct options *o;
	SDL_Window *win;     /* SDL's window: its own, or one wrapped around the Win32 window */
	SDL_Surface *zoomed; /* the page in the window's format, stretched from when zoomed */
	struct pacer pace;
	struct fps_meter meter;
	uint64_t t0;         /* the clock at the start */
	long shown;          /* frames presented since the start */
	int scale, show_fps;
};

/* Opens the demo of o (see demo_open) at the display's depth unless --bpp says otherwise; the
 * window is then play_width x play_height pixels. Needs SDL's video. Returns 0 or -1 with err. */
int play_open(struct play *p, const struct options *o, char *err, size_t errlen);
int play_width(const struct play *p);
int play_height(const struct play *p);

/* Starts the frames in win at `now` on a clock of `freq` ticks per second and shows the first.
 * Returns 0, or -1 with SDL's reason in err. */
int play_start(struct play *p, SDL_Window *win, uint64_t now, uint64_t freq, char *err, size_t errlen);

/* Ticks to wait until the next frame is due; 0 when it is due now. */
uint64_t play_wait(const struct play *p, uint64_t now);

/* Makes and shows the frame that is due (the water stands still while paused).
 * Returns 1 when the frame rate was measured anew, so the title wants updating. */
int play_tick(struct play *p, uint64_t now);

/* 1 when the --frames count has been shown. */
int play_finished(const struct play *p);

/* The window title: "Ripple", the measured frame rate and its ratio to the K6-200's, paused or not. */
void play_title(const struct play *p, char *buf, size_t len);

/* Copies the render page to the window at the current zoom and updates it. */
void play_present(struct play *p);

/* Sets the zoom; the shell resizes the window to play_width x play_height afterwards. */
void play_zoom(struct play *p, int scale);

/* A click at window pixel (x, y): drops the current stone there. */
void play_click(struct play *p, int x, int y);

/* Carries out the commands both shells do alike (pause, step, clear, stone, frame rate, zoom's
 * bookkeeping excepted). Returns 1 when c was one of them, 0 when it is the shell's. */
int play_command(struct play *p, const struct command *c);

/* With --frames, prints "N frames in T s: F fps" to out. */
void play_report(const struct play *p, uint64_t now, FILE *out);

/* Frees the demo and the stretch surface (not the window); safe to call twice. */
void play_close(struct play *p);

#endif
