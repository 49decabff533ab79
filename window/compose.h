/* compose.h - the window's pixels made from a description of the frame: the water at its zoom, the graphs beside or over it, the text, the recording's frame, the note. */
#ifndef COMPOSE_H
#define COMPOSE_H

#include "engine/demo.h"
#include "window/gldisplay.h"
#include "window/recording.h"

#include <SDL.h>

#define COMPOSE_RAW_LINES (DEMO_OVERLAY_LINES + 2) /* the overlay's lines or the inspector's, before they are wrapped */
#define COMPOSE_HANDLES 256 /* the most handles of a lesson drawn over the water in edit mode */
#define COMPOSE_HANDLE 7    /* a handle's side, in window pixels */

/* What a frame shows, read and never changed by the compositor: the window's clock and input
 * (play.c) fill it in for each present. */
struct frame {
	struct demo *demo;    /* the heights, for the OpenGL displays */
	SDL_Surface *page;    /* the water rendered */
	int picture_w, picture_h; /* the picture's size, the pool's */
	struct graphs *graphs; /* laid out around or over the page, their sheet; NULL: none was ever asked for */
	int graphs_at;        /* GRAPHS_*: how a window (not full screen) lays them out, as its size was chosen */
	int view;             /* GLDISPLAY_*: GLDISPLAY_OFF draws through SDL's window surface */
	int fullscreen;       /* the window fills the screen: the water at its own zoom, letterboxed */
	int smooth;           /* ...and a pool smaller than the screen scaled smoothly to fill it */
	const char *help;     /* F1's help over the water, at page help_page; NULL: not shown */
	int help_page;
	char overlay[COMPOSE_RAW_LINES][FONT_LINE]; /* the overlay's lines, overlay_n of them; 0: not shown */
	int overlay_n;
	char inspector[COMPOSE_RAW_LINES][FONT_LINE]; /* the inspector's, inspector_n; 0: not shown */
	int inspector_n;
	const char *note;     /* a word at the window's foot, never recorded; NULL: none */
	int handles[COMPOSE_HANDLES][2]; /* the lesson's handles in edit mode, at picture pixels (x, y), drawn
					  * over the water as small squares, never recorded */
	int handles_n;
	struct recording *rec; /* while recording: takes the frame when `tick` says, before the note; else NULL */
	int tick;             /* a frame's tick: recorded, and on screen only the rows that changed */
};

/* The parts of a frame, where the last one showed them (compositor.shown): the water, the graphs'
 * strip and panel, the text from the top (F1's help or the overlay), the inspector's from the foot,
 * the note; width 0: not shown. */
enum { COMPOSE_WATER, COMPOSE_STRIP, COMPOSE_PANEL, COMPOSE_TOP, COMPOSE_FOOT, COMPOSE_NOTE, COMPOSE_PARTS };

/* The compositor of one window: where it draws and what it keeps between frames. */
struct compositor {
	SDL_Window *win;      /* SDL's window; NULL: it draws into `frame`, a surface of its own */
	SDL_Surface *frame;   /* the frame without a window: frame_w x frame_h in frame_format (compose_want) */
	int frame_w, frame_h;
	Uint32 frame_format;
	SDL_Rect changed;     /* the pixels that changed since compose_changed last asked; width 0: none */
	struct gldisplay *gl; /* OpenGL on it, for the frames whose view asks; NULL: none yet */
	struct bands *bands;  /* the cores that copy the page into the window (NULL: one) */
	SDL_Surface *stretch; /* the page in the window's format, stretched from when zoomed by other than whole multiples */
	SDL_Surface *last_ws; /* the window's surface the last frame drew into */
	int last_w, last_h;   /* its size then (a new surface may come at the old one's address) */
	int last_text;        /* 1 when the last frame drew text over it */
	int help_page, help_pages; /* F1's help: the page shown last, of as many as the window needs */
	SDL_Rect water;       /* where the picture showed in the window last, in window pixels, */
	int picture_w, picture_h; /* ...a picture of this size */
	SDL_Rect shown[COMPOSE_PARTS]; /* where the last frame showed its parts, in window pixels (COMPOSE_*) */
};

/* A compositor drawing into win with the cores of bands (NULL: one), for a picture of w x h; win
 * NULL: into a surface of its own, as compose_want says (told first). Returns 0, or -1 with SDL's
 * reason in err. */
int compose_open(struct compositor *c, SDL_Window *win, struct bands *bands, int w, int h, char *err,
		 size_t errlen);

/* Puts f on the window: the page (with the graphs) placed, zoomed and letterboxed, the text over it,
 * the frame handed to the recording, the note, then the window updated (on a tick with nothing
 * else changed over the water only the rows that changed) or the OpenGL display swapped. */
void compose(struct compositor *c, const struct frame *f);

/* Composes f, without its note, and returns the window's pixels: SDL's window surface, or the
 * OpenGL display read back into a surface that *owned says the caller frees. NULL with SDL's error. */
SDL_Surface *compose_read(struct compositor *c, const struct frame *f, int *owned);

/* Without a window: the frame wanted, w x h pixels in SDL's pixel format `format`; the surface is
 * made anew when the next frame is composed at another size or format. Nothing with a window. */
void compose_want(struct compositor *c, int w, int h, Uint32 format);

/* The surface the frames are composed into: SDL's window surface, or the compositor's own; NULL
 * with SDL's error. */
SDL_Surface *compose_surface(struct compositor *c);

/* The part of the surface the frames composed since the last call changed, into *r (width 0:
 * none): on a frame's tick the rows that changed, as the window is updated; all of it otherwise. */
void compose_changed(struct compositor *c, SDL_Rect *r);

/* The window's size in pixels for view (GLDISPLAY_*): the OpenGL drawable's, or SDL's window's;
 * without a window the frame's wanted. */
void compose_size(const struct compositor *c, int view, int *w, int *h);

/* Frees the stretch surface and the frame of its own; safe to call twice. OpenGL and the bands are the caller's. */
void compose_close(struct compositor *c);

#endif
