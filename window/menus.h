/* menus.h - the menus and keys of both shells as data: a row a command, what it acts on, no handlers. */
#ifndef MENUS_H
#define MENUS_H

#include "window/shell.h" /* KEY_*, MOD_*, SHELL_*, COMMAND_FIRST_ID, menu_about */

#include <stddef.h>

/* What a row does, each carried out by its handler in commands.c: asks the shell for its arg
 * (SHELL_*), the same checked while recording; Esc (never quits); the water's clock; the window's zoom, full
 * screen, screen size and what it shows over the water (what: a PLAY_SHOW_*); F1's help; the
 * OpenGL displays; the graphs; the scene shown; RUN_SCENE, a command of the scene `scene`
 * itself, which its own hook carries out (scene.h); and RUN_EDIT, the lesson's edit mode and its
 * commands (arg: EDITING_*, window/editing.h). */
enum {
	RUN_SHELL = 1, RUN_RECORD, RUN_LEAVE,
	RUN_PAUSE, RUN_STEP, RUN_CLEAR, RUN_SPEED,
	RUN_ZOOM, RUN_FULLSCREEN, RUN_SCREEN_SIZE, RUN_SHOW, RUN_HELP,
	RUN_GL, RUN_GL_DISPLAY, RUN_GL_NEXT, RUN_GL_CAMERA,
	RUN_GRAPH_PROFILE, RUN_GRAPH_CLOCK, RUN_GRAPH_PART,
	RUN_SHOW_SCENE, RUN_NEXT_SCENE, RUN_SCENE,
	RUN_EDIT,
	RUN_COUNT
};

/* The graphs' parts RUN_GRAPH_PART turns on and off (its arg): the intensity screen, the profile's
 * strip below the water (not over it), the directions of the maxima. */
enum { GRAPH_SCREEN, GRAPH_BELOW, GRAPH_RAYS };

/* A command, as Quake registers one with its handler: the row is the command, its handler the action's. */
struct command {
	const char *menu;  /* the top-level menu it sits in */
	const char *submenu; /* the submenu of `menu` it sits in ("&Lessons", rows of one submenu next to each
			      * other; a separator before its first row comes before the submenu), NULL: none */
	const char *label; /* its menu text, "&" before the mnemonic, "\t" before the shortcut */
	int key;           /* its key; 0 for a menu item without one */
	int mods;          /* the modifiers (MOD_*) its key is pressed with: 0 or MOD_CTRL */
	int alt_key;       /* a second key, pressed with Alt (Alt+Enter for full screen); 0: none */
	int sep;           /* 1 when a menu separator comes before it */
	int run;           /* what it does: RUN_* */
	int scene;         /* RUN_SCENE's scene (SCENE_*) */
	int what;          /* what it acts on: RUN_SCENE's command of the scene (POOL_*, SIDE_*), RUN_SHOW's PLAY_SHOW_* */
	int arg;           /* the value it sets (a radius, a zoom, a view, a SHELL_*...) or adds */
};

extern const struct command menu_rows[];
extern const int menu_count;

/* A row's Win32 menu and accelerator id, and the row of an id (NULL for none). */
int menu_id(const struct command *c);
const struct command *menu_by_id(int id);

/* The command bound to key pressed with the modifiers `mods` (MOD_*), or NULL. */
const struct command *menu_for_key(int key, int mods);

/* Row c's menu text without its mnemonic's "&" and its shortcut ("Open picture..."), into name,
 * len bytes. */
void menu_name(const struct command *c, char *name, size_t len);

/* The command whose menu text, without its "&" and shortcut, is `name`; NULL for none. */
const struct command *menu_named(const char *name);

/* The mouse, and every key with its command, a line for each menu: F1's help over the water. After
 * X's line, the lessons it steps through (the Physics menu's "Lesson:" rows, then `read`, the name
 * of the lesson read from a file, NULL: none), the one whose row `checked` says is checked on play
 * p in brackets (checked NULL: none; as commands.h's command_row_checked says; the lesson read is
 * asked as a row of POOL_SCENARIO SCENARIO_LESSON). */
void menu_help(char *buf, size_t len, const struct play *p,
	       int (*checked)(const struct play *p, const struct command *c), const char *read);

#endif
