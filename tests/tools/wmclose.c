/* wmclose.c - asks an X window to close as its title bar's close button would (WM_DELETE_WINDOW), for the tests. */
#include <X11/Xlib.h>

#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
	Display *d = argc == 2 ? XOpenDisplay(NULL) : NULL;
	XEvent e = { 0 };

	if (!d) {
		fprintf(stderr, "usage: wmclose WINDOW-ID (with DISPLAY set)\n");
		return 2;
	}
	e.xclient.type = ClientMessage;
	e.xclient.window = (Window)strtoul(argv[1], NULL, 0);
	e.xclient.message_type = XInternAtom(d, "WM_PROTOCOLS", False);
	e.xclient.format = 32;
	e.xclient.data.l[0] = (long)XInternAtom(d, "WM_DELETE_WINDOW", False);
	e.xclient.data.l[1] = CurrentTime;
	XSendEvent(d, e.xclient.window, False, NoEventMask, &e);
	XCloseDisplay(d);
	return 0;
}
