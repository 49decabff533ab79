/* play.h - the windowed run as the commands see it: the shell's contract (shell.h) and the knobs the table of commands turns. */
#ifndef PLAY_H
#define PLAY_H

#include "window/shell.h"
#include "engine/demo.h"

/* How the window shows the water, each on or off: the frame rate in the title, the overlay of the
 * settings and the frame rate, the inspector of the cell under the pointer, in full screen a pool
 * smaller than the screen scaled smoothly to fill it (off: at the largest whole multiple), and
 * F1's help over the water (the overlay and the inspector give way to it). */
enum { PLAY_SHOW_FPS, PLAY_SHOW_OVERLAY, PLAY_SHOW_INSPECTOR, PLAY_SHOW_SMOOTH, PLAY_SHOW_HELP, PLAY_SHOWS };

#define PLAY_NOTE_SECONDS 4 /* how long the title and the window's foot say what was just done */

/* The demo the run shows, for the commands that act on it (demo.h); the options it was opened with. */
struct demo *play_demo(const struct play *p);
const struct options *play_options(const struct play *p);

/* The picture pixel under the pointer, for the inspector and the side view's rock. */
void play_pointer(const struct play *p, int *x, int *y);

/* Sets the zoom, or with 0 the largest that fits the room from now on (see play_room); the shell
 * resizes the window to play_width x play_height afterwards (the title says so when the screen is
 * too small for it and the window is the largest that fits). play_zoom_chosen: the zoom set, 0
 * while it is the largest that fits. */
void play_zoom(struct play *p, int scale);
int play_zoom_chosen(const struct play *p);
int play_scale(const struct play *p); /* the zoom now, chosen or fit */

/* The pool the size of the window's screen (on 1), or back to the size it had before (0; the
 * picture's own when it started at the screen's): the picture loaded again at that size, the water
 * made anew with the same settings; a pool that has that size already is kept, water and all, and
 * a note says so. A failure is
 * told on stderr and in a message box, and the pool stays. The shell fits the window afterwards.
 * play_at_screen: whether it is. */
void play_screen(struct play *p, int on);
int play_at_screen(const struct play *p);

/* A new frame rate from now on: 5 (slow motion), RIPPLE_FPS, or 0 for as fast as it goes. */
void play_speed(struct play *p, int fps);
int play_fps(const struct play *p);
double play_rate(const struct play *p); /* the frame rate measured last (play_tick's 1), 0 before */

/* PLAY_SHOW_* `what`: shown or not, and set so (shown at once). */
int play_shown(const struct play *p, int what);
void play_show(struct play *p, int what, int on);

/* F1: its help (the keys and menus, menus.c) shown at its first page, then its next page, and
 * after its last taken away; the pages are as many as the window needs at the text's size. */
void play_help(struct play *p);

/* F1's help's page shown, of *pages at the window's size when it was last drawn. */
int play_help_page(const struct play *p, int *pages);

/* The overlay's lines (O) before the window wraps them, at most DEMO_OVERLAY_LINES + 2: the scene's
 * (demo_overlay), the frame rate against the K6-200's cells a second (320x240 x 25) or why the
 * frames compute nothing (paused, still water), and how the pool is drawn. Returns how many. */
int play_overlay(const struct play *p, char lines[][FONT_LINE]);
/* The message (play_message) taken away: a key, a click or a command dismisses it. */
void play_dismiss(struct play *p);

/* The note (play_note) while it lasts (PLAY_NOTE_SECONDS on the shell's clock), else NULL. */
const char *play_noted(const struct play *p);

/* The OpenGL display shown is play_gl_view (shell.h); play_gl shows one, OpenGL opened the first
 * time it is wanted (a failure is told on stderr and in a message box, and the view stays);
 * play_gl_toggle the last one shown, or none; play_gl_camera the 3D camera back where it started. */
void play_gl(struct play *p, int view);
void play_gl_toggle(struct play *p);
void play_gl_camera(struct play *p);

/* Draws the page anew (demo_redraw) and shows it: a change shows at once, even while the water
 * stands still. */
void play_refresh(struct play *p);

/* What a scene changed of its own accord (demo_note: a view given way for a scenario or a picture)
 * into the title, as play_note; nothing when it changed nothing. */
void play_scene_note(struct play *p);

/* The graphs, made the first time one is asked for; NULL when they cannot be had. */
struct graphs *play_graphs(struct play *p);

/* The profile command: the strip shown and the next left drag drawing its line, or (given while
 * it waits for the drag) the strip taken away; the window shows it at once (see graphline.h). */
void play_graph_command(struct play *p);

/* The clock command (graphs.h's clock at a point): the clock placed at the pointer; given with the
 * pointer on the clock already, or off the water while one is placed, the clock taken away; off the
 * water with none, placed at the lesson's probe's first end (the middle of a pool without one). The
 * window shows it at once, its note says where. */
void play_clock_command(struct play *p);

/* The lesson's edit mode (window/editing.h): command `what` (EDITING_*: edit mode on and off, the
 * last change undone, the object under the pointer removed, an object added at the pool's
 * middle), said in the title and at the window's foot, the water shown anew. */
void play_edit(struct play *p, int what);

/* Whether the edit mode is on: the lesson's handles over the water, a left drag moving them. */
int play_editing(const struct play *p);

/* Where the picture showed in the window in the last frame composed, in window pixels: all of it,
 * or in full screen the picture at the largest whole multiple that fits (smooth: the largest of its
 * shape), centred. Clicks are turned into picture pixels through it. */
SDL_Rect play_picture_rect(const struct play *p);

/* Where the last frame showed its part `part` (COMPOSE_*, compose.h) in window pixels; width 0:
 * not shown. */
SDL_Rect play_part_rect(const struct play *p, int part);

#endif
