/* play.h - the windowed run both shells share: frames on deadlines, the page shown at a zoom, title, clicks. */
#ifndef PLAY_H
#define PLAY_H

#include "engine/demo.h"
#include "window/gldisplay.h"
#include "window/graphline.h"
#include "window/recording.h"
#include "core/pace.h"

#include <SDL.h>

#include <stdio.h>

/* How the window shows the water, each on or off: the frame rate in the title, the overlay of the
 * settings and the frame rate, the inspector of the cell under the pointer, in full screen a pool
 * smaller than the screen scaled smoothly to fill it (off: at the largest whole multiple), and
 * F1's help over the water (the overlay and the inspector give way to it). */
enum { PLAY_SHOW_FPS, PLAY_SHOW_OVERLAY, PLAY_SHOW_INSPECTOR, PLAY_SHOW_SMOOTH, PLAY_SHOW_HELP, PLAY_SHOWS };

struct bands;

struct play {
	struct demo demo;
	const struct options *o;
	SDL_Window *win;     /* SDL's window: its own, or one wrapped around the Win32 window */
	SDL_Surface *zoomed; /* the page in the window's format, stretched from when zoomed */
	struct bands *bands; /* the cores that put the page into the window (NULL: one) */
	SDL_Surface *last_ws; /* the window's surface the last present drew into */
	int last_w, last_h;  /* its size then (a new surface may come at the old one's address) */
	int last_text;       /* 1 when the last present drew text over it */
	struct pacer pace;
	struct fps_meter meter;
	uint64_t t0;         /* the clock at the start */
	long shown;          /* frames presented since the start */
	int scale;           /* the zoom: 1 to RIPPLE_MAX_SCALE window pixels a picture pixel */
	int fit;             /* the zoom is the largest that fits the room (no --scale, no zoom chosen) */
	int room_w, room_h;  /* the room for the window's inside on the screen (play_room) */
	int fullscreen;      /* the window fills the screen (the shell makes it so) */
	int screen;          /* the pool is the screen's size, simulated at every pixel of it */
	int show[PLAY_SHOWS]; /* PLAY_SHOW_*: shown or not */
	int fps;             /* frames a second: RIPPLE_FPS, 5 in slow motion, 0 uncapped */
	int button;          /* the mouse button held: 0, SCENE_LEFT or SCENE_RIGHT */
	int mx, my;          /* the pointer's last picture pixel while a button is held */
	int px, py;          /* the picture pixel under the pointer, for the inspector and the rock */
	struct gldisplay *gl;   /* OpenGL on the window, opened the first time an OpenGL display is wanted */
	int gl_view;         /* GLDISPLAY_*: GLDISPLAY_OFF draws through SDL's window surface */
	int gl_last;         /* the OpenGL display Ctrl+G turns back on */
	int orbit;           /* the right button turns the 3D camera; (ox, oy) the pointer's last place */
	int ox, oy;
	char gl_error[256];  /* why --gl could not be had at the start, for the shell to tell; "" */
	char help[8192];     /* F1's help, the text drawn while PLAY_SHOW_HELP is on */
	int help_page;       /* its page shown, of the help_pages it took when last drawn */
	int help_pages;
	struct graphline graph; /* the profile's line drawn with the mouse (graphline.h) */
	char note[FONT_LINE]; /* a word for the title and the window's foot ("saved ripple-000120.bmp"), until note_until */
	uint64_t note_until;
	struct recording rec; /* the recording of the frames shown (recording.h) */
};

#define PLAY_NOTE_SECONDS 4 /* how long the title and the window's foot say what was just done */

#define PLAY_FRAME 80 /* pixels of the work area left for a frame, title and menu not known yet */

/* Opens the demo of o (see demo_open) at the display's depth unless --bpp says otherwise; the
 * window is then play_width x play_height pixels: the picture at the zoom, shrunk to fit the
 * room when it is larger. The room is the first display's work area less PLAY_FRAME each way
 * until the shell tells it (play_room). Needs SDL's video. Returns 0 or -1 with err. */
int play_open(struct play *p, const struct options *o, char *err, size_t errlen);
int play_width(const struct play *p);
int play_height(const struct play *p);

/* The room for the window's inside (what it draws in), w x h window pixels: the work area of its
 * screen (the desktop less the taskbar and panels) less the window's frame, title bar and menu
 * bar, which only the shell knows. Without --scale, until a zoom is chosen, the zoom becomes the
 * largest whole one (1 to RIPPLE_MAX_SCALE) at which the water and its graphs fit the room, 1
 * when none does. The shells tell it each time they size the window (at the start, SHELL_FIT,
 * full screen left), before play_width and play_height. */
void play_room(struct play *p, int w, int h);

/* Shows the first frame in win, through OpenGL when the options ask for it and win has it (else
 * gl_error says why), and starts a recording the options ask for. win must be made with
 * SDL_WINDOW_OPENGL for the OpenGL displays. Returns 0, or -1 with SDL's reason in err. */
int play_start(struct play *p, SDL_Window *win, char *err, size_t errlen);

/* The window to draw into from now on: SDL's view of the shell's window, made anew. */
void play_window(struct play *p, SDL_Window *win);

/* Starts the frames' clock at `now`, on a clock of `freq` ticks per second: the next frame is due
 * one period after, and the rate is measured from here. Called once the window shows its first
 * frame (play_start), so that setting the window up (seconds, for a large one) is not counted. */
void play_clock(struct play *p, uint64_t now, uint64_t freq);

/* Ticks to wait until the next frame is due; 0 when it is due now. */
uint64_t play_wait(const struct play *p, uint64_t now);

/* Makes and shows the frame that is due (the water stands still while paused); uncapped, only the
 * frames that show something new count in the frame rate.
 * Returns 1 when the frame rate was measured anew, so the title wants updating. */
int play_tick(struct play *p, uint64_t now);

/* 1 when the --frames count has been shown. */
int play_finished(const struct play *p);

/* The window title: "Ripple", the measured frame rate and its ratio to the K6-200's, then what
 * differs from the article (view, stencil, damping, edges, stone, rain), whether paused and whether
 * recording. */
void play_title(const struct play *p, char *buf, size_t len);

/* Copies the render page to the window at the current zoom, draws the overlay and the inspector
 * over it when they are on (the page itself, and so a saved frame, stays clean), and updates it.
 * In full screen the water keeps the zoom it has alone: the graphs take the letterbox's room or
 * lie over the water's edge, and the text goes into the margin beside the water when it has room. */
void play_present(struct play *p);

/* Where the picture shows in the window, in window pixels: all of it, or in full screen the
 * picture at the largest whole multiple that fits (smooth: the largest of its shape), centred. */
SDL_Rect play_picture_rect(const struct play *p);

/* F1: its help shown at its first page, then its next page, and after its last taken away; the
 * pages are as many as the window needs at the text's size (help_pages). */
void play_help(struct play *p);

/* Sets the zoom, or with 0 the largest that fits the room from now on (see play_room); the shell
 * resizes the window to play_width x play_height afterwards (the title says so when the screen is
 * too small for it and the window is the largest that fits). */
void play_zoom(struct play *p, int scale);

/* The pool the size of the window's screen (on 1), or of --size or the picture again (0): the
 * picture loaded again at that size, the water made anew with the same settings. A failure is
 * told on stderr and in a message box, and the pool stays. The shell fits the window afterwards. */
void play_screen(struct play *p, int on);

/* A new frame rate from now on: 5 (slow motion), RIPPLE_FPS, or 0 for as fast as it goes. */
void play_speed(struct play *p, int fps);

/* Shows OpenGL display `view` (GLDISPLAY_*), OpenGL opened the first time it is wanted; a failure is
 * told on stderr and in a message box, and the view stays. */
void play_gl(struct play *p, int view);

/* The picture at path under the water (demo_set_picture): in a lesson fit whole into its pool as it
 * is; else a picture larger than the screen, when no --size WxH was given, shown whole in a pool
 * the screen's size. The title says when the view gave way to one that shows it. Returns 1 when
 * the pool changed size (the shell then fits the window), 0 when it kept it, -1 with the reason in
 * err and the old picture kept. */
int play_set_picture(struct play *p, const char *path, char *err, size_t errlen);

/* Draws the page anew (demo_redraw) and shows it: a change shows at once, even while the water
 * stands still. */
void play_refresh(struct play *p);

/* The mouse, at window pixel (x, y): pressed, moved and released on the scene shown (see its press
 * and drag), or in the 3D view the right button turning the camera. */
void play_press(struct play *p, int button, int x, int y, int shift);
void play_move(struct play *p, int x, int y);
void play_release(struct play *p, int button); /* button 0: whichever is held (capture lost) */

/* The mouse wheel, `steps` notches away from the user (> 0) or towards: the 3D camera comes nearer. */
void play_wheel(struct play *p, int steps);

/* Saves what the window shows (zoom, full screen, overlay and the OpenGL displays included: OpenGL's
 * back buffer read back, or SDL's window surface) as a BMP; the title then says where, for a few
 * seconds. Returns 0, or -1 with the reason in err. */
int play_save_window(struct play *p, const char *path, char *err, size_t errlen);

/* The name Ctrl+S saves to and Ctrl+R records to (the save dialog's first name on Windows):
 * ripple-NNNNNN.ext, the frame's number, ext "png" or "gif". */
void play_file_name(const struct play *p, const char *ext, char *buf, size_t len);

/* A word for PLAY_NOTE_SECONDS in the title and at the window's foot (where full screen, which has
 * no title, shows it too; never in a recording or a saved window): format with one %s, and its
 * text. */
void play_note(struct play *p, const char *format, const char *text);

/* What a scene changed of its own accord (demo_note: a view given way for a scenario or a picture)
 * into the title, as play_note; nothing when it changed nothing. */
void play_scene_note(struct play *p);

/* Starts recording what the window shows, kind RECORD_GIF into path or RECORD_PNGS into the
 * folder path (see record_open), at the window's size now (a GIF shrunk for a slide unless
 * --record-full); a recording running is stopped first.
 * Returns 0, or -1 with the reason in err. */
int play_record_start(struct play *p, int kind, const char *path, char *err, size_t errlen);

/* Stops recording, if it does: the file finished, where and how many frames said on stdout (and
 * the frames dropped on stderr), and in the title for a few seconds. Returns 0, or -1 with the
 * reason in err. Safe to call twice. */
int play_record_stop(struct play *p, char *err, size_t errlen);

/* 1 while the window is recorded. */
int play_recording(const struct play *p);

/* Saves what --save-frame, --save-heights and --save-window ask for, reporting failures on stderr.
 * Returns the exit status: 0, or 1 when a file could not be written. */
int play_save_outputs(struct play *p);

/* With --frames, prints "N frames in T s: F fps" to out. */
void play_report(const struct play *p, uint64_t now, FILE *out);

/* The graphs, made the first time one is asked for, with --graph-at's place; NULL when they
 * cannot be had. */
struct graphs *play_graphs(struct play *p);

/* The profile command: the strip shown and the next left drag drawing its line, or (given while
 * it waits for the drag) the strip taken away; the window shows it at once (see graphline.h). */
void play_graph_command(struct play *p);

/* Frees the demo, the stretch surface and OpenGL (not the window); safe to call twice. */
void play_close(struct play *p);

#endif
