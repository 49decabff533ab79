/* sdldialog.h - the desktop's file chooser for the native shell: the XDG portal, else zenity or kdialog. */
#ifndef SDLDIALOG_H
#define SDLDIALOG_H

#include <SDL.h>

#include <stddef.h>

/* What a chooser gave: a path, nothing (the user cancelled), or no chooser could be shown. */
enum { SDLDIALOG_CHOSEN, SDLDIALOG_CANCELLED, SDLDIALOG_NONE };

/* A kind of file the chooser lists: its name ("PNG picture") and its extensions ("png", or
 * "bmp png jpg" for several), matched in any case. */
struct sdldialog_filter {
	const char *name;
	const char *exts;
};

/* One question: the chooser's title, the files it lists, for a save the name it proposes in the
 * current folder (NULL: a file to open), and what shows the window again when it is uncovered
 * while the chooser is up (called with data). */
struct sdldialog {
	const char *title;
	const struct sdldialog_filter *filters;
	int nfilters;
	const char *name;
	void (*redraw)(void *data);
	void *data;
};

/* Asks the user for a file over window win, with the first chooser there is: the XDG desktop
 * portal on the session bus, zenity, kdialog; the input the window gets meanwhile is dropped, and
 * d->redraw called when it is uncovered.
 * Returns SDLDIALOG_CHOSEN with the file's full path in path (a saved name without an extension
 * gets the first filter's), SDLDIALOG_CANCELLED, or SDLDIALOG_NONE when no chooser could be
 * shown; for a save, path is then d->name's full path in the current folder. */
int sdldialog_ask(SDL_Window *win, const struct sdldialog *d, char *path, size_t len);

#endif
