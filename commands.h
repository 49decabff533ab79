/* commands.h - the one table of commands: id, key, menu text; drives the SDL keys and the Win32 menu. */
#ifndef COMMANDS_H
#define COMMANDS_H

#include "res/resource.h"

#include <stddef.h>

/* Keys named without any toolkit: printable keys are their lower-case ASCII code. */
enum { KEY_ESCAPE = 27, KEY_F1 = 0x101 };

struct command {
	int id;            /* IDM_* */
	const char *menu;  /* the top-level menu it sits in */
	const char *label; /* its menu text, "&" before the mnemonic, "\t" before the shortcut */
	int key;           /* its key; 0 for a menu item without one */
	int ctrl;          /* 1 when the key needs Ctrl */
	int arg;           /* the radius, weight, zoom, damping, edge or view it sets */
	int sep;           /* 1 when a menu separator comes before it */
};

extern const struct command commands[];
extern const int command_count;

/* The command bound to key (with Ctrl held or not), or NULL. */
const struct command *command_for_key(int key, int ctrl);

/* The command with this id, or NULL. */
const struct command *command_by_id(int id);

/* The About text: the article and the historical benchmark. */
extern const char command_about[];

/* The About text and every key with its command, one a line, for F1 / Help. */
void command_help(char *buf, size_t len);

#endif
