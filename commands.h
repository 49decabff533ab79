/* commands.h - the one table of commands: each row its key, menu text, action and check mark, for both shells. */
#ifndef COMMANDS_H
#define COMMANDS_H

#include <stddef.h>

struct play;

/* Keys named without any toolkit: printable keys are their lower-case ASCII code. */
enum { KEY_ESCAPE = 27, KEY_F1 = 0x101 };

#define COMMAND_FIRST_ID 100 /* the Win32 menu id of the table's first row; the others follow */

/* A command, as Quake registers one with its handler: the row is the command. */
struct command {
	const char *menu;  /* the top-level menu it sits in */
	const char *label; /* its menu text, "&" before the mnemonic, "\t" before the shortcut */
	int key;           /* its key; 0 for a menu item without one */
	int ctrl;          /* 1 when the key needs Ctrl */
	int sep;           /* 1 when a menu separator comes before it */
	int what;          /* the setting run and checked act on (POOL_*, SIDE_*, PLAY_SHOW_*), if any */
	int arg;           /* the value it sets (a radius, a zoom, a view...) or adds */
	void (*run)(struct play *p, const struct command *c);           /* carries it out */
	int (*checked)(const struct play *p, const struct command *c);  /* its check mark; NULL: none */
};

extern const struct command commands[];
extern const int command_count;

/* A row's Win32 menu and accelerator id, and the row of an id (NULL for none). */
int command_id(const struct command *c);
const struct command *command_by_id(int id);

/* The command bound to key (with Ctrl held or not), or NULL. */
const struct command *command_for_key(int key, int ctrl);

/* The command whose menu text, without its "&" and shortcut, is `name`; NULL for none. */
const struct command *command_named(const char *name);

/* The About text: the article and the historical benchmark. */
extern const char command_about[];

/* The About text and every key with its command, one a line, for F1 / Help. */
void command_help(char *buf, size_t len);

#endif
