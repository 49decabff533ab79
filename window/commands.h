/* commands.h - what the rows of menus.h do: each action's handler and check mark, run on the window's play (the keys and menu items of shell.h come here). */
#ifndef COMMANDS_H
#define COMMANDS_H

#include "window/menus.h"

struct play;

/* Carries out row c, and returns the part that is the shell's: SHELL_* (shell.h). */
int command_run(struct play *p, const struct command *c);

/* Whether row c's menu item shows a check mark: its action's check, or none. */
int command_row_checked(const struct play *p, const struct command *c);

#endif
