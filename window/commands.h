/* commands.h - what the rows of menus.h do: each action's handler and check mark, run on the window's play. */
#ifndef COMMANDS_H
#define COMMANDS_H

#include "window/menus.h"

struct play;

/* Carries out c, the part that is the shell's left to it: returns SHELL_NOTHING, or SHELL_OPEN
 * (ask for a picture and show it), SHELL_SAVE (save the frame where the user says), SHELL_QUIT,
 * SHELL_FIT (size the window to play_width x play_height, then present), SHELL_ABOUT (show
 * command_about), SHELL_FULLSCREEN (make the window fill the screen or not, as
 * p->fullscreen says, then present) or SHELL_RECORD (stop recording when it records, else start
 * recording to a GIF the shell names: see play_record_start). */
int command_run(struct play *p, const struct command *c);

/* 1 when c may open an OpenGL view (the window must then be an OpenGL one). */
int command_opens_gl(const struct command *c);

/* Whether c's menu item shows a check mark: its action's check, or none. */
int command_checked(const struct play *p, const struct command *c);

#endif
