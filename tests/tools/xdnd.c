/* xdnd.c - drops a file onto an X window as a file manager would (an XDND drag source, version 5), for the tests. */
#define _POSIX_C_SOURCE 200809L
#include <X11/Xatom.h>
#include <X11/Xlib.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/select.h>
#include <time.h>
#include <unistd.h>

#define XDND_VERSION 5
#define XDND_SECONDS 5 /* for the whole drop: it never hangs */

struct drag {
	Display *d;
	Window target, source;
	Time time;	/* the server's, from a property change: the selection's and the messages' */
	long version;	/* ours or the target's XdndAware, the lower */
	Atom selection, uri_list, copy;
	char uri[8192];
};

static Atom atom(const struct drag *g, const char *name)
{
	return XInternAtom(g->d, name, False);
}

/* g->uri = "file://" and the absolute path, each byte outside RFC 3986's unreserved set and '/' as %XX. */
static int file_uri(struct drag *g, const char *path)
{
	char full[4096], cwd[4096];
	size_t n = 0;
	const char *p;

	if (path[0] == '/')
		snprintf(full, sizeof full, "%s", path);
	else if (!getcwd(cwd, sizeof cwd) || snprintf(full, sizeof full, "%s/%s", cwd, path) >= (int)sizeof full)
		return -1;
	n = (size_t)snprintf(g->uri, sizeof g->uri, "file://");
	for (p = full; *p && n + 4 < sizeof g->uri; p++) {
		unsigned char c = (unsigned char)*p;
		int plain = strchr("-._~/", c) || (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');

		n += (size_t)snprintf(g->uri + n, 4, plain ? "%c" : "%%%02X", c);
	}
	return *p ? -1 : 0;
}

/* The target's XdndAware version, or 0 when it takes no drops. */
static long aware(const struct drag *g)
{
	Atom type;
	int format;
	unsigned long count, left;
	unsigned char *data = NULL;
	long version = 0;

	if (XGetWindowProperty(g->d, g->target, atom(g, "XdndAware"), 0, 1, False, XA_ATOM, &type, &format, &count,
			       &left, &data) == Success && data && count == 1 && format == 32)
		version = (long)*(Atom *)data;
	if (data)
		XFree(data);
	return version;
}

/* The next event within the deadline, 0 when it passed. */
static int next_event(const struct drag *g, XEvent *e, time_t deadline)
{
	while (!XPending(g->d)) {
		int fd = ConnectionNumber(g->d);
		struct timeval tv = { 1, 0 };
		fd_set in;

		if (time(NULL) >= deadline)
			return 0;
		FD_ZERO(&in);
		FD_SET(fd, &in);
		select(fd + 1, &in, NULL, NULL, &tv);
	}
	XNextEvent(g->d, e);
	return 1;
}

/* The source window, owning XdndSelection since a time the server gave (a zero-length property change). */
static int own_selection(struct drag *g, time_t deadline)
{
	XEvent e;

	g->source = XCreateSimpleWindow(g->d, DefaultRootWindow(g->d), 0, 0, 1, 1, 0, 0, 0);
	XSelectInput(g->d, g->source, PropertyChangeMask);
	XChangeProperty(g->d, g->source, XA_WM_NAME, XA_STRING, 8, PropModeAppend, NULL, 0);
	do {
		if (!next_event(g, &e, deadline))
			return -1;
	} while (e.type != PropertyNotify);
	g->time = e.xproperty.time;
	XSetSelectionOwner(g->d, g->selection, g->source, g->time);
	return XGetSelectionOwner(g->d, g->selection) == g->source ? 0 : -1;
}

/* Sends the XDND message NAME to the target: the source in l[0], then l[1..4]. */
static void send(const struct drag *g, const char *name, long l1, long l2, long l3, long l4)
{
	XEvent e = { 0 };

	e.xclient.type = ClientMessage;
	e.xclient.window = g->target;
	e.xclient.message_type = atom(g, name);
	e.xclient.format = 32;
	e.xclient.data.l[0] = (long)g->source;
	e.xclient.data.l[1] = l1;
	e.xclient.data.l[2] = l2;
	e.xclient.data.l[3] = l3;
	e.xclient.data.l[4] = l4;
	XSendEvent(g->d, g->target, False, NoEventMask, &e);
	XFlush(g->d);
}

/* Gives the requestor the URI list (CRLF-ended) or, for any other target, nothing. */
static void answer(const struct drag *g, const XSelectionRequestEvent *r)
{
	XEvent e = { 0 };
	char list[sizeof g->uri + 2];

	e.xselection.type = SelectionNotify;
	e.xselection.requestor = r->requestor;
	e.xselection.selection = r->selection;
	e.xselection.target = r->target;
	e.xselection.time = r->time;
	e.xselection.property = None;
	if (r->selection == g->selection && r->target == g->uri_list && r->property != None) {
		int n = snprintf(list, sizeof list, "%s\r\n", g->uri);

		XChangeProperty(g->d, r->requestor, r->property, g->uri_list, 8, PropModeReplace,
				(const unsigned char *)list, n);
		e.xselection.property = r->property;
	}
	XSendEvent(g->d, r->requestor, False, NoEventMask, &e);
	XFlush(g->d);
}

/* Waits for the client message NAME; answers requests for the selection meanwhile. */
static int wait_for(const struct drag *g, const char *name, XClientMessageEvent *m, time_t deadline)
{
	Atom want = atom(g, name);
	XEvent e;

	while (next_event(g, &e, deadline)) {
		if (e.type == SelectionRequest)
			answer(g, &e.xselectionrequest);
		else if (e.type == ClientMessage && e.xclient.message_type == want) {
			*m = e.xclient;
			return 0;
		}
	}
	return -1;
}

/* The target's middle, in root coordinates, packed as XdndPosition wants them. */
static long middle(const struct drag *g)
{
	XWindowAttributes a;
	Window child;
	int x = 0, y = 0;

	if (XGetWindowAttributes(g->d, g->target, &a))
		XTranslateCoordinates(g->d, g->target, DefaultRootWindow(g->d), a.width / 2, a.height / 2, &x, &y,
				      &child);
	return ((long)x << 16) | (y & 0xffff);
}

/* Enter, position, status, drop, the selection, finished: NULL, or what went wrong. */
static const char *drop(struct drag *g)
{
	time_t deadline = time(NULL) + XDND_SECONDS;
	XClientMessageEvent m;

	if (own_selection(g, deadline))
		return "cannot own XdndSelection";
	send(g, "XdndEnter", g->version << 24, (long)g->uri_list, None, None);
	send(g, "XdndPosition", 0, middle(g), (long)g->time, (long)g->copy);
	if (wait_for(g, "XdndStatus", &m, deadline))
		return "no XdndStatus came back in time";
	if (!(m.data.l[1] & 1)) {
		send(g, "XdndLeave", 0, 0, 0, 0);
		return "the window does not accept text/uri-list";
	}
	send(g, "XdndDrop", 0, (long)g->time, 0, 0);
	if (wait_for(g, "XdndFinished", &m, deadline))
		return "no XdndFinished came back in time";
	if (g->version >= 5 && !(m.data.l[1] & 1))
		return "the window says the drop failed";
	return NULL;
}

int main(int argc, char **argv)
{
	struct drag g = { 0 };
	const char *why;

	if (argc != 3 || !(g.d = XOpenDisplay(NULL))) {
		fprintf(stderr, "usage: xdnd WINDOW-ID FILE (with DISPLAY set)\n");
		return 2;
	}
	g.target = (Window)strtoul(argv[1], NULL, 0);
	g.selection = atom(&g, "XdndSelection");
	g.uri_list = atom(&g, "text/uri-list");
	g.copy = atom(&g, "XdndActionCopy");
	g.version = aware(&g) < XDND_VERSION ? aware(&g) : XDND_VERSION;
	if (file_uri(&g, argv[2]))
		why = "the path is too long";
	else if (!g.version)
		why = "the window has no XdndAware property: it takes no drops";
	else
		why = drop(&g);
	if (why)
		fprintf(stderr, "xdnd: %s onto window %s: %s\n", g.uri, argv[1], why);
	else
		printf("xdnd: dropped %s onto window %s (XDND version %ld)\n", g.uri, argv[1], g.version);
	XCloseDisplay(g.d);
	return why ? 1 : 0;
}
