/* commands.h - the one table of commands: id, key, menu text; drives the SDL keys and the Win32 menu. */
#ifndef COMMANDS_H
#define COMMANDS_H

#include "demo.h"

enum command_id {
	CMD_NONE = 0,
	CMD_OPEN = 100, CMD_SAVE_FRAME, CMD_EXIT,
	CMD_PAUSE = 200, CMD_STEP, CMD_CLEAR,
	CMD_RADIUS_2 = 300, CMD_RADIUS_3, CMD_RADIUS_5, CMD_RADIUS_8,
	CMD_WEIGHT_32 = 320, CMD_WEIGHT_64, CMD_WEIGHT_128,
	CMD_ZOOM_1 = 400, CMD_ZOOM_2, CMD_ZOOM_3, CMD_SHOW_FPS,
	CMD_ABOUT = 500
};

/* Keys named without any toolkit: printable keys are their lower-case ASCII code. */
enum { KEY_ESCAPE = 27, KEY_F1 = 0x101 };

struct command {
	enum command_id id;
	const char *menu;  /* the top-level menu it sits in */
	const char *label; /* its menu text, "&" before the mnemonic, "\t" before the shortcut */
	int key;           /* its key */
	int ctrl;          /* 1 when the key needs Ctrl */
	int arg;           /* the radius, weight or zoom it sets */
};

extern const struct command commands[];
extern const int command_count;

/* The command bound to key (with Ctrl held or not), or NULL. */
const struct command *command_for_key(int key, int ctrl);

/* The command with this id, or NULL. */
const struct command *command_by_id(int id);

/* Carries out the commands that only touch the water (pause, step, clear, stone). Returns 1 when
 * c was one of them, 0 when it is the shell's to do (files, window, frame rate, about, exit). */
int command_run(const struct command *c, struct demo *d);

/* The About text: the article and the historical benchmark. */
extern const char command_about[];

#endif
