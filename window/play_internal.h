/* play_internal.h - the windowed run's state, shared by play.c (the clock and the input), notes.c and saving.c alone; the shells see shell.h. */
#ifndef PLAY_INTERNAL_H
#define PLAY_INTERNAL_H

#include "window/play.h"

#include "core/pace.h"
#include "files/font.h"
#include "window/compose.h"
#include "window/editing.h"
#include "window/graphline.h"
#include "window/recording.h"

/* The windowed run (struct play of shell.h): what play.c keeps, which notes.c and saving.c read and
 * set through the same fields. */
struct play {
	struct demo *demo;
	const struct options *o;
	SDL_Window *win;     /* SDL's window: its own, or one wrapped around the Win32 window; NULL before play_start,
			      * or for a shell without one (the compositor's own frame) */
	int started;         /* play_start has shown the first frame */
	struct compositor comp; /* what puts the frames on the window, and the OpenGL display it draws with */
	struct bands *bands; /* the cores that put the page into the window (NULL: one) */
	struct pacer pace;
	struct fps_meter meter;
	uint64_t t0;         /* the clock at the start */
	uint64_t now;        /* the clock at the last tick */
	long shown;          /* frames presented since the start */
	int scale;           /* the zoom: 1 to RIPPLE_MAX_SCALE window pixels a picture pixel */
	int fit;             /* the zoom is the largest that fits the room (no --scale, no zoom chosen) */
	int room_w, room_h;  /* the room for the window's inside on the screen (play_room) */
	int fullscreen;      /* the window fills the screen (the shell makes it so) */
	int screen;          /* the pool is the screen's size, simulated at every pixel of it */
	int screen_w, screen_h; /* that size when the shell told it (play_screen_size); 0: the display's mode */
	int back_w, back_h;  /* the pool's size Ctrl+F11 goes back to, the one it had before; 0 x 0 (the
			      * picture's own) when it started at the screen's */
	int show[PLAY_SHOWS]; /* PLAY_SHOW_*: shown or not */
	int fps;             /* frames a second: RIPPLE_FPS, 5 in slow motion, 0 uncapped */
	int button;          /* the mouse button held: 0, SCENE_LEFT or SCENE_RIGHT */
	int mx, my;          /* the pointer's last picture pixel while a button is held */
	int px, py;          /* the picture pixel under the pointer, for the inspector and the rock */
	int redraw;          /* the mouse changed the water or the walls: the page drawn anew before the next frame shows */
	int gl_view;         /* GLDISPLAY_*: GLDISPLAY_OFF draws through SDL's window surface */
	int gl_last;         /* the OpenGL display Ctrl+G turns back on */
	int orbit;           /* the right button turns the 3D camera; (ox, oy) the pointer's last place */
	int ox, oy;
	struct finger {      /* the fingers down on a touch screen, each a left button of its own */
		int64_t id;  /* the shell's name for it */
		int down;    /* FINGER_*: free, dropping stones and trails, or drawing the profile's line */
		int mx, my;  /* its last picture pixel */
	} fingers[PLAY_FINGERS];
	char gl_error[256];  /* why --gl could not be had at the start, for the shell to tell; "" */
	char help[8192];     /* F1's help, the text drawn while PLAY_SHOW_HELP is on */
	int help_page;       /* its page asked for */
	struct graphline graph; /* the profile's line drawn with the mouse (graphline.h) */
	struct editing edit;  /* the lesson's edit mode: its handles dragged (editing.h) */
	char note[FONT_LINE]; /* a word for the title and the window's foot ("saved ripple-000120.bmp"), until note_until */
	uint64_t note_until;  /* on the shell's clock, once note_new is 0 */
	int note_new;         /* the note's seconds start at the next tick: none went by in a dialog held open */
	char message[2048];   /* what a shell said with play_message, kept until a key, a click or a command; "" */
	char foot[2048 + 2 * FONT_LINE + 2]; /* the message, the note and edit mode's line: the text shown at the window's foot */
	struct recording rec; /* the recording of the frames shown (recording.h) */
	char lesson_file[4096]; /* the file of the lesson opened last (--lesson, play_open_lesson), for a link; "" */
};

/* The frame the window shows now, described for the compositor: a frame's tick (`tick`: recorded,
 * on screen only the rows that changed), the note with it when `note` says. */
void play_describe(struct play *p, struct frame *f, int tick, int note);

/* The page drawn anew for what the mouse changed since the last frame (while paused, or walls
 * drawn, nothing else draws it). */
void play_catch_up(struct play *p);

/* Starts recording what the window shows, kind RECORD_GIF into path or RECORD_PNGS into the folder
 * path (see record_open), at the window's size now (a GIF shrunk for a slide unless --record-full);
 * a recording running is stopped first. Returns 0, or -1 with the reason in err. */
int play_record(struct play *p, int kind, const char *path, char *err, size_t errlen);

#endif
