/* glname.c - prints the OpenGL renderer of the X display (GL_RENDERER of a GLX context), for scripts/window-bench.sh. */
#include <GL/gl.h>
#include <GL/glx.h>
#include <X11/Xlib.h>
#include <stdio.h>

int main(void)
{
	int attributes[] = {GLX_RGBA, None};
	Display *dpy = XOpenDisplay(NULL);
	XVisualInfo *visual;
	GLXContext context;
	Window w;
	const GLubyte *name;
	int status = 1;

	if (!dpy) {
		fprintf(stderr, "glname: cannot open the display\n");
		return 1;
	}
	visual = glXChooseVisual(dpy, DefaultScreen(dpy), attributes);
	context = visual ? glXCreateContext(dpy, visual, NULL, True) : NULL;
	if (context) {
		XSetWindowAttributes a = {.colormap = XCreateColormap(dpy, DefaultRootWindow(dpy), visual->visual, AllocNone)};

		/* an unmapped 1x1 window: a context needs a drawable to be made current */
		w = XCreateWindow(dpy, DefaultRootWindow(dpy), 0, 0, 1, 1, 0, visual->depth, InputOutput, visual->visual,
				  CWColormap, &a);
		if (glXMakeCurrent(dpy, w, context) && (name = glGetString(GL_RENDERER))) {
			printf("%s\n", (const char *)name);
			status = 0;
		}
		glXMakeCurrent(dpy, None, NULL);
		glXDestroyContext(dpy, context);
	}
	if (status)
		fprintf(stderr, "glname: no OpenGL context on this display\n");
	if (visual)
		XFree(visual);
	XCloseDisplay(dpy);
	return status;
}
