/* commands.h - the one table of commands: each row its key, menu text, action and check mark, for both shells. */
#ifndef COMMANDS_H
#define COMMANDS_H

#include <stddef.h>

struct play;

/* Keys named without any toolkit: printable keys are their lower-case ASCII code. */
enum { KEY_ENTER = 13, KEY_ESCAPE = 27, KEY_F1 = 0x101, KEY_F11 = 0x10b };

/* The modifiers a key is pressed with, or'ed. */
enum { MOD_CTRL = 1, MOD_ALT = 2 };

#define COMMAND_FIRST_ID 100 /* the Win32 menu id of the table's first row; the others follow */

/* What only a shell can do, asked of it by the command it runs (command_run). */
enum { SHELL_NOTHING, SHELL_OPEN, SHELL_SAVE, SHELL_QUIT, SHELL_FIT, SHELL_ABOUT, SHELL_FULLSCREEN, SHELL_RECORD };

/* A command, as Quake registers one with its handler: the row is the command. */
struct command {
	const char *menu;  /* the top-level menu it sits in */
	const char *label; /* its menu text, "&" before the mnemonic, "\t" before the shortcut */
	int key;           /* its key; 0 for a menu item without one */
	int ctrl;          /* 1 when the key needs Ctrl */
	int sep;           /* 1 when a menu separator comes before it */
	int what;          /* the setting run and checked act on (POOL_*, SIDE_*, PLAY_SHOW_*), if any */
	int arg;           /* the value it sets (a radius, a zoom, a view...) or adds */
	int (*run)(struct play *p, const struct command *c);            /* carries it out: SHELL_* */
	int (*checked)(const struct play *p, const struct command *c);  /* its check mark; NULL: none */
	int alt_key;       /* a second key, pressed with Alt (Alt+Enter for full screen); 0: none */
};

extern const struct command commands[];
extern const int command_count;

/* Carries out c, the part that is the shell's left to it: returns SHELL_NOTHING, or SHELL_OPEN
 * (ask for a picture and show it), SHELL_SAVE (save the frame where the user says), SHELL_QUIT,
 * SHELL_FIT (size the window to play_width x play_height, then present), SHELL_ABOUT (show
 * command_about), SHELL_FULLSCREEN (make the window fill the screen or not, as
 * p->fullscreen says, then present) or SHELL_RECORD (stop recording when it records, else start
 * recording to a GIF the shell names: see play_record_start). */
int command_run(struct play *p, const struct command *c);

/* Whether c's menu item shows a check mark: its row's check, or none. */
int command_checked(const struct play *p, const struct command *c);

/* A row's Win32 menu and accelerator id, and the row of an id (NULL for none). */
int command_id(const struct command *c);
const struct command *command_by_id(int id);

/* The command bound to key pressed with the modifiers `mods` (MOD_*), or NULL. */
const struct command *command_for_key(int key, int mods);

/* The command whose menu text, without its "&" and shortcut, is `name`; NULL for none. */
const struct command *command_named(const char *name);

/* The About text: the article and the historical benchmark. */
extern const char command_about[];

/* The mouse, and every key with its command, a line for each menu: F1's help over the water. */
void command_help(char *buf, size_t len);

#endif
