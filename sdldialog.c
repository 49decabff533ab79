/* sdldialog.c - the desktop's file chooser for the native shell: the XDG portal over D-Bus, else zenity or kdialog. */
#define _POSIX_C_SOURCE 200809L /* posix_spawn, getcwd, poll */
#include "sdldialog.h"

#include <SDL_syswm.h>
#include <dbus/dbus.h>

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

#define PORTAL "org.freedesktop.portal.Desktop"
#define PORTAL_REQUEST "org.freedesktop.portal.Request"
#define FILTERS_MAX 4 /* the filters a chooser run as a child is given */

/* While a chooser is up: the window's events taken from the system, so that the window manager sees
 * it alive; its keys and clicks dropped, the window shown again when uncovered, the rest (quit)
 * kept for afterwards. */
static void dialog_pump(const struct sdldialog *d)
{
	SDL_Event e[16];
	int n, shown = 0;

	SDL_PumpEvents();
	SDL_FlushEvents(SDL_KEYDOWN, SDL_MOUSEWHEEL);
	while ((n = SDL_PeepEvents(e, 16, SDL_GETEVENT, SDL_WINDOWEVENT, SDL_WINDOWEVENT)) > 0)
		for (int i = 0; i < n; i++)
			shown |= e[i].window.event == SDL_WINDOWEVENT_EXPOSED ||
				 e[i].window.event == SDL_WINDOWEVENT_SIZE_CHANGED;
	if (shown && d->redraw)
		d->redraw(d->data);
}

/* The X11 window under win, the chooser's parent; 0 on another display system. */
static unsigned long x11_window(SDL_Window *win)
{
	SDL_SysWMinfo info;

	SDL_VERSION(&info.version);
	if (!SDL_GetWindowWMInfo(win, &info) || info.subsystem != SDL_SYSWM_X11)
		return 0;
	return (unsigned long)info.info.x11.window;
}

/* The next word of the extensions at *s, *s moved past it; its length in *n, 0 at the end. */
static const char *next_ext(const char **s, size_t *n)
{
	const char *w = *s + strspn(*s, " ");

	*n = strcspn(w, " ");
	*s = w + *n;
	return w;
}

/* "*.[pP][nN][gG]": the glob of the n letters of ext in any case, into buf (len >= 3). */
static void glob_of(const char *ext, size_t n, char *buf, size_t len)
{
	size_t k = 2;

	memcpy(buf, "*.", 2);
	for (size_t i = 0; i < n && k + 5 < len; i++) {
		const char c = ext[i];

		if ((c | 32) >= 'a' && (c | 32) <= 'z') {
			buf[k++] = '[';
			buf[k++] = (char)(c | 32);
			buf[k++] = (char)(c & ~32);
			buf[k++] = ']';
		} else {
			buf[k++] = c;
		}
	}
	buf[k] = '\0';
}

/* The globs of filter f, a space between each, into buf. */
static void globs_of(const struct sdldialog_filter *f, char *buf, size_t len)
{
	const char *s = f->exts, *w;
	size_t n, k = 0;
	char glob[64];

	buf[0] = '\0';
	while ((w = next_ext(&s, &n), n) && k < len) {
		glob_of(w, n, glob, sizeof glob);
		k += (size_t)snprintf(buf + k, len - k, "%s%s", k ? " " : "", glob);
	}
}

/* path, a saved name without an extension, given the first filter's. */
static void add_extension(const struct sdldialog *d, char *path, size_t len)
{
	const char *base = strrchr(path, '/'), *s = d->filters[0].exts, *w;
	size_t n, k = strlen(path);

	w = next_ext(&s, &n);
	if (!strchr(base ? base : path, '.') && n)
		snprintf(path + k, len - k, ".%.*s", (int)n, w);
}

/* name's full path in the current folder (name alone when the folder cannot be had). */
static void in_folder(const char *name, char *path, size_t len)
{
	size_t k;

	if (!getcwd(path, len))
		path[0] = '\0';
	k = strlen(path);
	snprintf(path + k, len - k, "%s%s", k && path[k - 1] != '/' ? "/" : "", name);
}

/* ---- the XDG desktop portal: FileChooser's OpenFile or SaveFile, then the Request's Response ---- */

/* Opens the entry `key` of an a{sv} dictionary, its value a variant of signature sig in *v. */
static dbus_bool_t entry_open(DBusMessageIter *dict, DBusMessageIter *e, DBusMessageIter *v, const char *key,
			      const char *sig)
{
	return dbus_message_iter_open_container(dict, DBUS_TYPE_DICT_ENTRY, NULL, e) &&
	       dbus_message_iter_append_basic(e, DBUS_TYPE_STRING, &key) &&
	       dbus_message_iter_open_container(e, DBUS_TYPE_VARIANT, sig, v);
}

static dbus_bool_t entry_close(DBusMessageIter *dict, DBusMessageIter *e, DBusMessageIter *v)
{
	return dbus_message_iter_close_container(e, v) && dbus_message_iter_close_container(dict, e);
}

/* An option of basic type `type` (DBUS_TYPE_STRING, DBUS_TYPE_BOOLEAN) and the value at *value. */
static dbus_bool_t option(DBusMessageIter *dict, const char *key, int type, const void *value)
{
	const char sig[2] = { (char)type, '\0' };
	DBusMessageIter e, v;

	return entry_open(dict, &e, &v, key, sig) && dbus_message_iter_append_basic(&v, type, value) &&
	       entry_close(dict, &e, &v);
}

/* The option current_folder: the folder's bytes and a NUL. */
static dbus_bool_t option_folder(DBusMessageIter *dict, const char *folder)
{
	DBusMessageIter e, v, bytes;

	return entry_open(dict, &e, &v, "current_folder", "ay") &&
	       dbus_message_iter_open_container(&v, DBUS_TYPE_ARRAY, "y", &bytes) &&
	       dbus_message_iter_append_fixed_array(&bytes, DBUS_TYPE_BYTE, &folder, (int)strlen(folder) + 1) &&
	       dbus_message_iter_close_container(&v, &bytes) && entry_close(dict, &e, &v);
}

/* One filter, (sa(us)): its name and a glob (kind 0) for each extension. */
static dbus_bool_t put_filter(DBusMessageIter *list, const struct sdldialog_filter *f)
{
	const dbus_uint32_t kind = 0;
	const char *s = f->exts, *w;
	char glob[64];
	const char *g = glob;
	DBusMessageIter st, globs, one;
	size_t n;
	dbus_bool_t ok = dbus_message_iter_open_container(list, DBUS_TYPE_STRUCT, NULL, &st) &&
			 dbus_message_iter_append_basic(&st, DBUS_TYPE_STRING, &f->name) &&
			 dbus_message_iter_open_container(&st, DBUS_TYPE_ARRAY, "(us)", &globs);

	while (ok && (w = next_ext(&s, &n), n)) {
		glob_of(w, n, glob, sizeof glob);
		ok = dbus_message_iter_open_container(&globs, DBUS_TYPE_STRUCT, NULL, &one) &&
		     dbus_message_iter_append_basic(&one, DBUS_TYPE_UINT32, &kind) &&
		     dbus_message_iter_append_basic(&one, DBUS_TYPE_STRING, &g) &&
		     dbus_message_iter_close_container(&globs, &one);
	}
	return ok && dbus_message_iter_close_container(&st, &globs) && dbus_message_iter_close_container(list, &st);
}

/* The option filters, a(sa(us)). */
static dbus_bool_t option_filters(DBusMessageIter *dict, const struct sdldialog *d)
{
	DBusMessageIter e, v, list;
	dbus_bool_t ok = entry_open(dict, &e, &v, "filters", "a(sa(us))") &&
			 dbus_message_iter_open_container(&v, DBUS_TYPE_ARRAY, "(sa(us))", &list);

	for (int i = 0; ok && i < d->nfilters; i++)
		ok = put_filter(&list, &d->filters[i]);
	return ok && dbus_message_iter_close_container(&v, &list) && entry_close(dict, &e, &v);
}

/* The options: the Request's token, modal, the filters, and for a save the name and the folder. */
static dbus_bool_t put_options(DBusMessageIter *args, const struct sdldialog *d, const char *token)
{
	const dbus_bool_t modal = TRUE;
	char folder[4096];
	DBusMessageIter dict;

	return dbus_message_iter_open_container(args, DBUS_TYPE_ARRAY, "{sv}", &dict) &&
	       option(&dict, "handle_token", DBUS_TYPE_STRING, &token) &&
	       option(&dict, "modal", DBUS_TYPE_BOOLEAN, &modal) && option_filters(&dict, d) &&
	       (!d->name || (option(&dict, "current_name", DBUS_TYPE_STRING, &d->name) &&
			     (!getcwd(folder, sizeof folder) || option_folder(&dict, folder)))) &&
	       dbus_message_iter_close_container(args, &dict);
}

/* The call FileChooser.OpenFile or SaveFile (parent_window, title, options); NULL without memory. */
static DBusMessage *portal_call(const struct sdldialog *d, unsigned long xid)
{
	static unsigned serial;
	char parent[32] = "", token[32];
	const char *p = parent;
	DBusMessageIter args;
	DBusMessage *m = dbus_message_new_method_call(PORTAL, "/org/freedesktop/portal/desktop",
						      "org.freedesktop.portal.FileChooser",
						      d->name ? "SaveFile" : "OpenFile");

	if (xid)
		snprintf(parent, sizeof parent, "x11:%lx", xid);
	snprintf(token, sizeof token, "ripple%u", ++serial);
	if (!m)
		return NULL;
	dbus_message_iter_init_append(m, &args);
	if (dbus_message_iter_append_basic(&args, DBUS_TYPE_STRING, &p) &&
	    dbus_message_iter_append_basic(&args, DBUS_TYPE_STRING, &d->title) && put_options(&args, d, token))
		return m;
	dbus_message_unref(m);
	return NULL;
}

/* A hexadecimal digit's value, or -1. */
static int hex(char c)
{
	return c >= '0' && c <= '9' ? c - '0' : (c | 32) >= 'a' && (c | 32) <= 'f' ? (c | 32) - 'a' + 10 : -1;
}

/* The path of a file:// URI, its %XX escapes decoded: SDLDIALOG_CHOSEN, or SDLDIALOG_CANCELLED,
 * said on stderr, when it is not a local file or too long. */
static int uri_path(const char *uri, char *path, size_t len)
{
	const char *s = strncmp(uri, "file://", 7) ? NULL : strchr(uri + 7, '/');
	size_t k = 0;

	if (s && (s == uri + 7 || !strncmp(uri + 7, "localhost/", 10))) {
		for (; *s && k + 1 < len; s++) {
			const int c = *s == '%' && hex(s[1]) >= 0 && hex(s[2]) >= 0 ? hex(s[1]) * 16 + hex(s[2]) : -1;

			if (c == 0)
				break;
			path[k++] = c > 0 ? (char)c : *s;
			s += c > 0 ? 2 : 0;
		}
		path[k] = '\0';
		if (!*s)
			return SDLDIALOG_CHOSEN;
	}
	fprintf(stderr, "ripple: the file chooser gave %s, which is not a file here\n", uri);
	return SDLDIALOG_CANCELLED;
}

/* The Response's answer (u response, a{sv} results): the first of the results' uris, or cancelled
 * (response 1, or 2 for a chooser closed otherwise, as by Escape). */
static int portal_answer(DBusMessage *m, char *path, size_t len)
{
	DBusMessageIter it, dict, e, v, uris;
	dbus_uint32_t code = 1;
	const char *key, *uri;

	if (dbus_message_iter_init(m, &it) && dbus_message_iter_get_arg_type(&it) == DBUS_TYPE_UINT32)
		dbus_message_iter_get_basic(&it, &code);
	if (code || !dbus_message_iter_next(&it) || dbus_message_iter_get_arg_type(&it) != DBUS_TYPE_ARRAY)
		return SDLDIALOG_CANCELLED;
	for (dbus_message_iter_recurse(&it, &dict); dbus_message_iter_get_arg_type(&dict) == DBUS_TYPE_DICT_ENTRY;
	     dbus_message_iter_next(&dict)) {
		dbus_message_iter_recurse(&dict, &e);
		dbus_message_iter_get_basic(&e, &key);
		if (strcmp(key, "uris") || !dbus_message_iter_next(&e))
			continue;
		dbus_message_iter_recurse(&e, &v);
		if (dbus_message_iter_get_arg_type(&v) != DBUS_TYPE_ARRAY)
			break;
		dbus_message_iter_recurse(&v, &uris);
		if (dbus_message_iter_get_arg_type(&uris) != DBUS_TYPE_STRING)
			break;
		dbus_message_iter_get_basic(&uris, &uri);
		return uri_path(uri, path, len);
	}
	return SDLDIALOG_CANCELLED;
}

/* What message m says of request `handle`: its answer, SDLDIALOG_NONE when the portal left the
 * bus, or -1 when it is about something else. */
static int portal_news(DBusMessage *m, const char *handle, char *path, size_t len)
{
	const char *name, *old, *now;

	if (dbus_message_is_signal(m, PORTAL_REQUEST, "Response") && dbus_message_get_path(m) &&
	    !strcmp(dbus_message_get_path(m), handle))
		return portal_answer(m, path, len);
	if (dbus_message_is_signal(m, DBUS_INTERFACE_DBUS, "NameOwnerChanged") &&
	    dbus_message_get_args(m, NULL, DBUS_TYPE_STRING, &name, DBUS_TYPE_STRING, &old, DBUS_TYPE_STRING, &now,
				  DBUS_TYPE_INVALID) &&
	    !strcmp(name, PORTAL) && !*now)
		return SDLDIALOG_NONE;
	return -1;
}

/* Waits for the Response of request `handle`, the window pumped meanwhile. */
static int portal_wait(DBusConnection *c, const struct sdldialog *d, const char *handle, char *path, size_t len)
{
	DBusMessage *m;
	int r = -1;

	while (r < 0 && dbus_connection_read_write(c, 50)) {
		while (r < 0 && (m = dbus_connection_pop_message(c))) {
			r = portal_news(m, handle, path, len);
			dbus_message_unref(m);
		}
		dialog_pump(d);
	}
	return r < 0 ? SDLDIALOG_NONE : r;
}

/* The call on connection c, then its Request's Response; none when the call fails (no portal, or
 * no FileChooser in it). */
static int portal_request(DBusConnection *c, const struct sdldialog *d, unsigned long xid, char *path, size_t len)
{
	DBusMessage *call = portal_call(d, xid), *reply = NULL;
	const char *handle;
	int r = SDLDIALOG_NONE;
	DBusError e;

	dbus_error_init(&e);
	if (call)
		reply = dbus_connection_send_with_reply_and_block(c, call, DBUS_TIMEOUT_USE_DEFAULT, &e);
	if (reply && dbus_message_get_args(reply, &e, DBUS_TYPE_OBJECT_PATH, &handle, DBUS_TYPE_INVALID))
		r = portal_wait(c, d, handle, path, len);
	if (reply)
		dbus_message_unref(reply);
	if (call)
		dbus_message_unref(call);
	dbus_error_free(&e);
	return r;
}

/* The portal's chooser on a connection of our own to the session bus, listening before the call
 * for its Response (which may come before the call's reply) and for the portal leaving. */
static int ask_portal(const struct sdldialog *d, unsigned long xid, char *path, size_t len)
{
	DBusConnection *c;
	int r = SDLDIALOG_NONE;
	DBusError e;

	dbus_error_init(&e);
	if (!(c = dbus_bus_get_private(DBUS_BUS_SESSION, &e))) {
		dbus_error_free(&e);
		return r;
	}
	dbus_connection_set_exit_on_disconnect(c, FALSE);
	dbus_bus_add_match(c, "type='signal',interface='" PORTAL_REQUEST "',member='Response'", &e);
	if (!dbus_error_is_set(&e))
		dbus_bus_add_match(c, "type='signal',sender='" DBUS_SERVICE_DBUS "',member='NameOwnerChanged',arg0='" PORTAL
				      "'", &e);
	if (!dbus_error_is_set(&e))
		r = portal_request(c, d, xid, path, len);
	dbus_error_free(&e);
	dbus_connection_close(c);
	dbus_connection_unref(c);
	return r;
}

/* ---- zenity and kdialog, run as children: the path on their output, status 1 when cancelled ---- */

/* The full path of program `name` in a folder of $PATH into buf: 0, or -1 when there is none. */
static int find_program(const char *name, char *buf, size_t len)
{
	const char *p = getenv("PATH");

	while (p && *p) {
		const size_t n = strcspn(p, ":");

		if (n && (size_t)snprintf(buf, len, "%.*s/%s", (int)n, p, name) < len && access(buf, X_OK) == 0)
			return 0;
		p += n + (p[n] == ':');
	}
	return -1;
}

/* Reads the child's output from fd into out until it ends, the window pumped meanwhile: the bytes
 * read, or len when there were too many. */
static size_t read_answer(const struct sdldialog *d, int fd, char *out, size_t len)
{
	struct pollfd pfd = { .fd = fd, .events = POLLIN };
	size_t got = 0;
	char spill[256];

	for (;;) {
		const int ready = poll(&pfd, 1, 50);
		ssize_t n = 0;

		if (ready > 0)
			n = got < len ? read(fd, out + got, len - got) : read(fd, spill, sizeof spill);
		if (ready < 0 && errno != EINTR)
			return len;
		if (ready > 0 && n <= 0 && !(n < 0 && errno == EINTR))
			return got;
		got = n > 0 ? SDL_min(got + (size_t)n, len) : got;
		dialog_pump(d);
	}
}

/* Runs argv (argv[0] a full path), its errors unsaid, its output's first line into path: chosen on
 * status 0, cancelled on 1, none when it could not run or failed. */
static int run_chooser(const struct sdldialog *d, char *const argv[], char *path, size_t len)
{
	posix_spawn_file_actions_t fa;
	int fd[2], status = -1;
	size_t got = len;
	pid_t pid;

	if (pipe(fd))
		return SDLDIALOG_NONE;
	if (posix_spawn_file_actions_init(&fa) == 0) {
		if (posix_spawn_file_actions_addclose(&fa, fd[0]) == 0 && posix_spawn_file_actions_adddup2(&fa, fd[1], 1) == 0 &&
		    posix_spawn_file_actions_addclose(&fa, fd[1]) == 0 &&
		    posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0) == 0 &&
		    posix_spawn(&pid, argv[0], &fa, NULL, argv, environ) == 0) {
			close(fd[1]);
			fd[1] = -1;
			got = read_answer(d, fd[0], path, len);
			while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
				;
		}
		posix_spawn_file_actions_destroy(&fa);
	}
	close(fd[0]);
	if (fd[1] >= 0)
		close(fd[1]);
	if (got >= len || !WIFEXITED(status) || WEXITSTATUS(status) > 1)
		return SDLDIALOG_NONE;
	path[got] = '\0';
	path[strcspn(path, "\n")] = '\0';
	return WEXITSTATUS(status) == 0 && *path ? SDLDIALOG_CHOSEN : SDLDIALOG_CANCELLED;
}

/* zenity --file-selection, over the window when it is an X11 one. */
static int ask_zenity(char *prog, const struct sdldialog *d, unsigned long xid, char *path, size_t len)
{
	char title[200], attach[48], start[4200], filters[FILTERS_MAX][400], globs[300];
	char *argv[10 + FILTERS_MAX] = { prog, "--file-selection", "--modal", title };
	int n = 4;

	snprintf(title, sizeof title, "--title=%s", d->title);
	if (xid) {
		snprintf(attach, sizeof attach, "--attach=0x%lx", xid);
		argv[n++] = attach;
	}
	if (d->name) {
		memcpy(start, "--filename=", 12);
		in_folder(d->name, start + 11, sizeof start - 11);
		argv[n++] = "--save";
		argv[n++] = "--confirm-overwrite";
		argv[n++] = start;
	}
	for (int i = 0; i < d->nfilters && i < FILTERS_MAX; i++) {
		globs_of(&d->filters[i], globs, sizeof globs);
		snprintf(filters[i], sizeof filters[i], "--file-filter=%s | %s", d->filters[i].name, globs);
		argv[n++] = filters[i];
	}
	argv[n] = NULL;
	return run_chooser(d, argv, path, len);
}

/* kdialog --getopenfilename or --getsavefilename, over the window when it is an X11 one. */
static int ask_kdialog(char *prog, const struct sdldialog *d, unsigned long xid, char *path, size_t len)
{
	char attach[32], start[4096], filters[FILTERS_MAX * 400], globs[300];
	char *argv[10] = { prog, "--title", (char *)d->title };
	size_t k = 0;
	int n = 3;

	if (xid) {
		snprintf(attach, sizeof attach, "0x%lx", xid);
		argv[n++] = "--attach";
		argv[n++] = attach;
	}
	in_folder(d->name ? d->name : "", start, sizeof start);
	filters[0] = '\0';
	for (int i = 0; i < d->nfilters && i < FILTERS_MAX; i++) {
		globs_of(&d->filters[i], globs, sizeof globs);
		k += (size_t)snprintf(filters + k, sizeof filters - k, "%s%s|%s", i ? "\n" : "", globs, d->filters[i].name);
	}
	argv[n++] = d->name ? "--getsavefilename" : "--getopenfilename";
	argv[n++] = start;
	argv[n++] = filters;
	argv[n] = NULL;
	return run_chooser(d, argv, path, len);
}

int sdldialog_ask(SDL_Window *win, const struct sdldialog *d, char *path, size_t len)
{
	const unsigned long xid = x11_window(win);
	char prog[4096];
	int r = ask_portal(d, xid, path, len);

	if (r == SDLDIALOG_NONE && find_program("zenity", prog, sizeof prog) == 0)
		r = ask_zenity(prog, d, xid, path, len);
	if (r == SDLDIALOG_NONE && find_program("kdialog", prog, sizeof prog) == 0)
		r = ask_kdialog(prog, d, xid, path, len);
	if (r == SDLDIALOG_CHOSEN && d->name)
		add_extension(d, path, len);
	if (r == SDLDIALOG_NONE && d->name)
		in_folder(d->name, path, len);
	return r;
}
