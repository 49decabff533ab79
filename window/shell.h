/* shell.h - the contract between the windowed run and a shell: what a shell gives (a window, its events, the time, answers to requests) and what it gets (frames, titles, requests). */
#ifndef SHELL_H
#define SHELL_H

/* A shell is the program's outside: sdlmain.c (an SDL2 window), winmain.c (a Win32 window),
 * webmain.c (a browser's canvas) and nullmain.c (no window: events on stdin, the frames taken with
 * play_frame; the template of a new shell) are four. Of the program's layers it includes this
 * header and files/'s alone (beside its own headers and its toolkit's): this one brings all it
 * calls, the start-up's too (tests/lint/layers.sh holds it to that); docs/architecture.md, "Writing a shell", walks through one. The play_* functions are
 * window/play.c's (the clock and the input) and its siblings' (notes.c, saving.c, settings.c), the
 * command_* ones window/commands.c's (the table of commands, window/menus.c). */

#include "ripple.h"        /* struct ripple_image: a frame's pixels */
#include "engine/options.h" /* struct options; RIPPLE_EXIT_*, the exit statuses */
#include "scenes/scene.h" /* SCENE_LEFT, SCENE_RIGHT: the mouse's buttons */

/* --- Start-up: a shell's main, in order --------------------------------------------------------- */

/* What a shell's main does, each function declared in the header named (this one includes them):
 *  1. options_parse (app/cmdline.h): argv into a struct options. Refused: its reason said, then
 *     options_free and the exit status RIPPLE_EXIT_REFUSED. A page reads its address instead,
 *     with options_parse_address.
 *  2. batch_run (app/batch.h): what needs no window, --help, --version, --bench and --headless;
 *     when it returns 1 it did, and its status is the exit status. A shell with no console to
 *     print to shows batch_text in a box of its own first (winmain.c).
 *  3. The toolkit's video started (SDL_Init(SDL_INIT_VIDEO); none for a shell without an SDL
 *     window), then play_open, play_room and the window play_width x play_height made (after
 *     play_gl_attributes for SDL_WINDOW_OPENGL), play_start and play_clock: "Opening, the first frame, closing" below. Any of them failed:
 *     the reason said, and RIPPLE_EXIT_REFUSED.
 *  4. The loop, play_wait's events then play_tick, until play_finished or SHELL_QUIT: "The clock".
 *     Meanwhile SHELL_LINK writes play_settings with options_write (app/cmdline.h):
 *     OPTIONS_COMMAND for a program, OPTIONS_ADDRESS for a page's address.
 *  5. play_report, then play_save_outputs, whose value is the exit status (RIPPLE_EXIT_DONE, or
 *     RIPPLE_EXIT_FAILED when a file could not be written); play_close, the window, SDL_Quit.
 *  6. options_free (app/cmdline.h), whatever came before, and main returns the exit status.
 * A shell with a command line and stderr has 1, 2 and 6 done by batch_main (app/batch.h), giving it
 * its step 3 to 5 as a function; sdlmain.c's main and shell_run are the shortest whole example. */
#include "app/batch.h"
#include "app/cmdline.h"

#include <SDL.h> /* SDL_Window, for the shells on SDL; a shell without one makes no SDL call (nullmain.c) */

#include <stdint.h>
#include <stdio.h>

/* The windowed run: the demo, the window's clock and input, what it shows (play.c keeps it). */
struct play;

/* --- What the run asks of the shell ------------------------------------------------------------ */

/* What only a shell can do, asked of it by a key or a menu item (command_key, command_menu):
 * nothing; SHELL_OPEN: ask for a picture and give it to play_set_picture; SHELL_SAVE: ask where
 * (play_file_name proposes a name) and play_save_window there; SHELL_QUIT: end the loop;
 * SHELL_FIT: size the window to play_width x play_height (after play_room), then play_present;
 * SHELL_ABOUT: show menu_about; SHELL_FULLSCREEN: make the window fill its screen or not, as
 * play_fullscreen says (a failure: play_set_fullscreen back), then play_present; SHELL_RECORD: stop
 * recording when play_recording, else ask for a GIF's name and play_record_start; SHELL_LINK: copy
 * a link to the lesson as it is set now to the clipboard (play_settings written by app/cmdline.h's
 * options_write: a command line "ripple --scenario ..." for a program, the page's address with its
 * query for a page) and say so (play_note); SHELL_OPEN_LESSON: ask for a lesson file (.lesson,
 * docs/lessons.md) and give it to play_open_lesson (a refusal said as a picture's is: the file, its
 * line and what is wrong); SHELL_SAVE_LESSON: ask where (play_lesson_name proposes a name; the page
 * offers it as a download) and play_save_lesson there. A shell with no chooser says so on stderr. */
enum { SHELL_NOTHING, SHELL_OPEN, SHELL_SAVE, SHELL_QUIT, SHELL_FIT, SHELL_ABOUT, SHELL_FULLSCREEN, SHELL_RECORD,
       SHELL_LINK, SHELL_OPEN_LESSON, SHELL_SAVE_LESSON };

/* --- Opening, the first frame, closing ---------------------------------------------------------- */

#define PLAY_FRAME 80 /* pixels of the work area left for a window's frame, title and menu not known yet */

/* The run of o, its demo opened at the display's depth unless --bpp says otherwise; the window
 * wanted is then play_width x play_height pixels. Without SDL's video initialised (a shell with no
 * SDL window) the depth is 32 bits unless --bpp, and there is no screen: the room bounds nothing
 * (zoom 1 without --scale) until play_room, and --screen keeps the pool's size until
 * play_screen_size. NULL with the reason in err. */
struct play *play_open(const struct options *o, char *err, size_t errlen);

/* The window's inside wanted: the picture (and its graphs) at the zoom, shrunk to the room when it
 * is larger. */
int play_width(const struct play *p);
int play_height(const struct play *p);

/* The room for the window's inside, w x h window pixels: its screen's work area (the desktop less
 * the taskbar and panels) less the window's frame, title bar and menu bar, which only the shell
 * knows. Without --scale, until a zoom is chosen, the zoom becomes the largest whole one at which
 * the water and its graphs fit. Told each time the shell sizes the window (at the start, for
 * SHELL_FIT, when full screen ends), before play_width and play_height; PLAY_FRAME's guess until. */
void play_room(struct play *p, int w, int h);

/* The screen's size for the pool at the screen's resolution (Ctrl+F11), w x h pixels, told by a
 * shell whose screen is not the display's (a page: the room it leaves for the canvas) at the start
 * and whenever it changes; until told, the display's mode. A pool at the screen's resolution
 * follows at once, made anew at that size with the same settings (a lesson laid out again at its
 * scale). Returns 1 when the pool changed size (the shell fits the window: SHELL_FIT's work), else
 * 0. */
int play_screen_size(struct play *p, int w, int h);

/* SDL's window's OpenGL attributes for the OpenGL displays: set before a window is made with
 * SDL_WINDOW_OPENGL (or before SDL wraps a native window with an OpenGL pixel format). */
void play_gl_attributes(void);

/* Shows the first frame in win (made with SDL_WINDOW_OPENGL for the OpenGL displays), and starts
 * the recording the options ask for. Returns 0, or -1 with SDL's reason in err. A display --gl
 * asked for and could not have is told by play_gl_error ("" when none).
 * win NULL: a shell without an SDL window (a terminal, a framebuffer, a test; nullmain.c). The
 * frames are then composed into a surface the run owns, play_width x play_height (asked anew at
 * play_present: after SHELL_FIT, play_room, a zoom), in the page's pixel format (at zoom 1
 * without graphs, the page's pixels); play_frame gives them. The OpenGL displays are refused ("the OpenGL display
 * needs a window"), a failure is said on stderr with no message box, and Ctrl+F11 needs
 * play_screen_size when SDL's video is not initialised. */
int play_start(struct play *p, SDL_Window *win, char *err, size_t errlen);
const char *play_gl_error(const struct play *p);

/* The OpenGL display shown (GLDISPLAY_*, gldisplay.h), or 0 (GLDISPLAY_OFF) for SDL's window
 * surface: a shell whose OpenGL draws elsewhere than the surface (the page's canvas of its own)
 * shows the one that draws. */
int play_gl_view(const struct play *p);

/* The window to draw into from now on: SDL's view of the shell's window, made anew. */
void play_window(struct play *p, SDL_Window *win);

/* Frees the run (not the window); NULL is let be. */
void play_close(struct play *p);

/* --- The clock: the shell's loop --------------------------------------------------------------- */

/* The loop: handle events for play_wait's ticks (the wait is the event wait, so input stays live),
 * then play_tick, until play_finished or the user quits; then play_report and play_save_outputs.
 * Times are the shell's clock's ticks, `freq` a second. */
void play_clock(struct play *p, uint64_t now, uint64_t freq); /* once play_start has shown the first frame */
uint64_t play_wait(const struct play *p, uint64_t now);      /* ticks until the next frame is due; 0: now */

/* Makes and shows the frame that is due (the water stands still while paused). Returns 1 when the
 * frame rate was measured anew, so the title (play_title) wants updating. */
int play_tick(struct play *p, uint64_t now);

int play_finished(const struct play *p); /* 1 when the --frames count has been shown */

/* With --frames, prints "N frames in T s: F fps" to out. */
void play_report(const struct play *p, uint64_t now, FILE *out);

/* Saves what --save-frame, --save-heights and --save-window ask for, failures on stderr. Returns the
 * exit status: RIPPLE_EXIT_DONE, or RIPPLE_EXIT_FAILED when a file could not be written. */
int play_save_outputs(struct play *p);

/* --- What the shell shows ---------------------------------------------------------------------- */

/* The window's title: "Ripple", the measured rate against the K6-200's, what differs from the
 * article, paused, recording, and a note for a few seconds. Asked after play_tick returns 1, after
 * a command, a picture, a button released. */
void play_title(const struct play *p, char *buf, size_t len);

/* The frame shown again: after the window was uncovered or resized, or full screen or the zoom
 * changed, and while a dialog's loop keeps the ticks from coming. Nothing before play_start. */
void play_present(struct play *p);

/* A part of the frame, in its pixels. */
struct play_rect {
	int x, y, w, h;
};

/* The frame composed last (by play_tick, play_present, a command): its pixels into img, borrowed
 * (the run's, valid until the next tick or present; img->bpp bytes a pixel, without a window in
 * the page's format: 32 bits 0x00RRGGBB, 24 B, G, R in memory, 16 RGB565, 8 the page's palette),
 * and into *changed the part that changed since the last call (the union of all the frames
 * composed since: on a frame's tick with nothing over the water only the rows it changed in, all
 * of it for anything else, as the window is updated; width 0: none, e.g. paused with nothing
 * new). With an SDL window the frame IS its window surface, in its format (no copy; the run
 * still updates the window). Returns 0, or -1 when there is none: before
 * play_start, or while an OpenGL display shows (its pixels are the GPU's: play_save_window). */
int play_frame(struct play *p, struct ripple_image *img, struct play_rect *changed);

/* Whether the window fills its screen; set back by the shell when it could not do it. */
int play_fullscreen(const struct play *p);
void play_set_fullscreen(struct play *p, int on);

/* --- Events: the shell passes them in ---------------------------------------------------------- */

/* Keys named without any toolkit: printable keys are their lower-case ASCII code, Delete ASCII's
 * DEL (as SDL names it), F1 to F12 from KEY_F1; the modifiers they are pressed with, or'ed. */
enum { KEY_ENTER = 13, KEY_ESCAPE = 27, KEY_DELETE = 127, KEY_F1 = 0x101, KEY_F2 = 0x102, KEY_F11 = 0x10b };
enum { MOD_CTRL = 1, MOD_ALT = 2 };

/* A key pressed (not its repeats): the command it is bound to run, and what it leaves to the shell
 * (SHELL_*; SHELL_NOTHING for a key bound to none). There is no text input. */
int command_key(struct play *p, int key, int mods);

/* A menu item or an accelerator, by its id (from COMMAND_FIRST_ID, command_ids of them; the Win32
 * resources' ids): run, and what it leaves to the shell; command_checked says whether its item
 * shows a check mark, command_opens_gl whether it may open an OpenGL display (the window then needs
 * an OpenGL pixel format first). */
#define COMMAND_FIRST_ID 100
int command_ids(void);
int command_menu(struct play *p, int id);
int command_checked(const struct play *p, int id);
int command_opens_gl(int id);

/* The About box's text: the article and the historical benchmark (menus.c). */
extern const char menu_about[];

/* The mouse at window pixel (x, y): a button (SCENE_LEFT, SCENE_RIGHT) pressed, with Shift or not;
 * the pointer moved; a button released (0: whichever is held, for a capture lost or the window's
 * focus gone). play_release returns 1 while a button is still held (keep the capture). */
void play_press(struct play *p, int button, int x, int y, int shift);
void play_move(struct play *p, int x, int y);
int play_release(struct play *p, int button);

/* Fingers on a touch screen, each named by the id the shell's events give it: a finger put down at
 * window pixel (x, y) is a left button pressed there (a stone; the profile's line when it waits for
 * its drag), its moves a left drag (a trail), each finger's its own, however many are down at once
 * (up to PLAY_FINGERS; more are let be) and whatever the mouse does; lifted, it is let go. */
#define PLAY_FINGERS 10
void play_finger_down(struct play *p, int64_t finger, int x, int y);
void play_finger_move(struct play *p, int64_t finger, int x, int y);
void play_finger_up(struct play *p, int64_t finger);

/* The wheel, `steps` notches away from the user (> 0) or towards. */
void play_wheel(struct play *p, int steps);

/* A picture dropped on the window or chosen for SHELL_OPEN, put under the water. Returns 1 when the
 * pool changed size (the shell fits the window: SHELL_FIT's work), 0 when not, -1 with the reason
 * in err (tell it; the old picture stays). The title says what it changed. A lesson file
 * (lesson_named: FILE.lesson) dropped is opened as a lesson instead (play_open_lesson; 0 or -1). */
int play_set_picture(struct play *p, const char *path, char *err, size_t errlen);

/* SHELL_OPEN_LESSON: the lesson file at path laid out on the pool as --lesson lays it out (in the
 * pool's size as it is), the top view shown. Returns 0, or -1 with "FILE:LINE: what is wrong" (or
 * why it cannot be laid out) in err: tell it; the lesson shown before stays as it was. */
int play_open_lesson(struct play *p, const char *path, char *err, size_t errlen);

/* SHELL_SAVE_LESSON: the lesson laid out now, its knobs and period as turned, into the .lesson file
 * at path, so that opening it gives the same water (--save-lesson's file). Returns 0 (said in the
 * title), or -1 with the reason in err (no lesson laid out, the file not written). */
int play_save_lesson(struct play *p, const char *path, char *err, size_t errlen);

/* The name proposed for a saved lesson: the one laid out's ("double-slit.lesson"). */
void play_lesson_name(const struct play *p, char *buf, size_t len);

/* --- The keys and the mouse the run takes ------------------------------------------------------- */

/* The keys are the table of commands' (window/menus.c), the same in every shell. A shell that takes
 * a key for itself takes one the table leaves free (command_bound 0; command_binding lists those it
 * binds), or the run loses it: q is the side view's More tension (Ctrl+Q quits). Free are, among
 * others, every key with Ctrl and Alt together and, with Alt alone, all but Alt+Enter. The table has
 * no Shift (the shells on SDL pass a key with Shift as the key alone: Shift+Q is Q). The system
 * keeps its own (Alt+F4, Alt+Tab; in ripple.exe Alt and a letter open its menus). F1 shows the keys
 * bound over the water, and the README's "Keys and menus" lists them (tests/unit/test_commands.c
 * holds it to the table). */

/* 1 when key pressed with mods (KEY_*, MOD_*, as command_key takes them) runs a command; else 0. */
int command_bound(int key, int mods);

/* The i-th key the table binds, from 0: its key and modifiers, and the name of the command it runs
 * (its menu text: "Open picture...", "More tension") into name, len bytes. Returns 1, or 0 when i
 * is past the last (name then ""). A row may bind two keys (F11 and Alt+Enter: full screen). */
int command_binding(int i, int *key, int *mods, char *name, size_t len);

/* The mouse's buttons, all the scenes': the left (SCENE_LEFT) drops a stone, dragged a trail of
 * ripples; with Shift in the side view the rock falls there (without, a splash); on the wave profile's
 * line (Ctrl+L) it draws the line or moves it by an end or its body. The right (SCENE_RIGHT) draws
 * walls, starting on a wall erases them; in the 3D view it turns the camera. The wheel brings the
 * 3D camera nearer or further. A finger is a left button of its own. The middle button and the
 * others are free: a shell passes the left and the right alone. */

/* --- Files the shell names ---------------------------------------------------------------------- */

/* The name proposed for a saved frame or a recording: ripple-NNNNNN.ext, the frame's number. */
void play_file_name(const struct play *p, const char *ext, char *buf, size_t len);

/* SHELL_SAVE: what the window shows (zoom, full screen, text, the OpenGL displays; not the note)
 * saved as PNG or BMP by path's extension. Returns 0, or -1 with the reason in err. */
int play_save_window(struct play *p, const char *path, char *err, size_t errlen);

/* SHELL_RECORD: recording the window into the GIF at path (shrunk for a slide unless
 * --record-full), or stopped (the file finished; where and how many frames on stdout and in the
 * title). Return 0, or -1 with the reason in err. play_recording: 1 while recording. */
int play_record_start(struct play *p, const char *path, char *err, size_t errlen);
int play_record_stop(struct play *p, char *err, size_t errlen);
int play_recording(const struct play *p);

/* The options that set a run up as p is set now, for SHELL_LINK: the run's own with what the menus
 * and keys changed since (the pool's size as it is, the zoom, the frame rate, full screen, the
 * scene shown, the pool's view, stencil, damping, stone, edges, rain, scenario with its period and
 * knobs, mesh and speed, the graphs' line and intensity screen); without the run's frames, --drop
 * and --splash schedules, outputs, threads and kernel. A lesson opened from a file (or a built-in
 * one whose objects differ from its lessons/NAME.lesson) is given with its text, which a page's
 * link carries (lesson=), and the file it was opened last from (--lesson FILE). Returns 1 when a
 * command line cannot give the lesson laid out as it is: no file names it, or it was changed since
 * its file was read (say so: the link leaves the changes out), else 0.
 * Its strings are the run's: not for options_free. */
int play_settings(const struct play *p, struct options *o);

/* A word for a few seconds in the title and at the window's foot: format with one %s, and its text.
 * Its seconds are counted from the first frame after it (a file dialog open over the window holds
 * the frames back: the note "saved NAME" made as it closes lasts its seconds all the same). A file
 * is named without its folders (picture_file_name): "into lesson.gif", "saved ripple-000120.png". */
void play_note(struct play *p, const char *format, const char *text);

/* A message at the window's foot, over the water, kept until the next key, click or command (which
 * then still does its work): for a shell that has no other place in sight to say what it left out
 * or what went wrong (the page: a parameter of its address refused, a file refused). Added as a line
 * of its own after the one shown; play_message_shown gives the lines shown, "" once dismissed. */
void play_message(struct play *p, const char *text);
const char *play_message_shown(const struct play *p);

#endif
