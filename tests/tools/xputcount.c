/* xputcount.c - an LD_PRELOAD library that counts a program's XShmPutImage and XPutImage calls and the rate of its whole-window puts, for scripts/window-bench.sh. */
/*
 * A program that prints no frame rate of its own (xscreensaver's ripples) puts its whole window
 * once a frame: the rate of those puts is its frame rate. Each call is counted, then forwarded to
 * the real function (dlsym(RTLD_NEXT)). A put is whole-window when it covers the drawable it
 * draws on (its size asked of the X server once per drawable, again after a put outgrows it).
 * The counts go to the file named by XPUTCOUNT_FILE, every XPUTCOUNT_EVERY puts (default 50) and
 * at exit, as one line:
 *   puts N full F seconds S fps R
 * S is the time from the first whole-window put to the last, R = (F - 1) / S: the program can be
 * killed at any time and the file holds its rate up to the last write.
 */
#define _GNU_SOURCE
#include <X11/Xlib.h>
#include <X11/extensions/XShm.h>
#include <dlfcn.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

enum { DEFAULT_EVERY = 50 };

typedef Bool (*shm_put_fn)(Display *, Drawable, GC, XImage *, int, int, int, int, unsigned int, unsigned int,
			   Bool);
typedef int (*put_fn)(Display *, Drawable, GC, XImage *, int, int, int, int, unsigned int, unsigned int);

static struct {
	long puts, full;
	double first, last; /* seconds (CLOCK_MONOTONIC) of the first and last whole-window puts */
	Drawable drawable;  /* the drawable whose size is known */
	unsigned int w, h;
	long every;
} count;

static double now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec + t.tv_nsec / 1e9;
}

/* Writes the counts to $XPUTCOUNT_FILE (through a file beside it, renamed: a reader never sees half a line). */
static void write_counts(void)
{
	const char *path = getenv("XPUTCOUNT_FILE");
	char tmp[4096], line[160];
	double s = count.last - count.first;
	int fd, n;

	if (!path || snprintf(tmp, sizeof tmp, "%s.part", path) >= (int)sizeof tmp)
		return;
	n = snprintf(line, sizeof line, "puts %ld full %ld seconds %.3f fps %.1f\n", count.puts, count.full, s,
		     count.full > 1 && s > 0 ? (count.full - 1) / s : 0.0);
	fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	if (fd < 0)
		return;
	if (write(fd, line, n) == n && close(fd) == 0)
		rename(tmp, path);
	else
		close(fd);
}

static void __attribute__((destructor)) at_exit(void)
{
	write_counts();
}

/* Counts one put of w x h pixels on drawable d, and writes the counts every so many puts. */
static void counted(Display *dpy, Drawable d, unsigned int w, unsigned int h)
{
	Window root;
	int x, y;
	unsigned int border, depth;

	if (d != count.drawable || w > count.w || h > count.h) {
		if (!XGetGeometry(dpy, d, &root, &x, &y, &count.w, &count.h, &border, &depth))
			count.w = count.h = 0;
		count.drawable = d;
	}
	count.puts++;
	if (w >= count.w && h >= count.h && w > 0) {
		count.last = now();
		if (!count.full++)
			count.first = count.last;
	}
	if (!count.every) {
		const char *e = getenv("XPUTCOUNT_EVERY");
		count.every = e && atol(e) > 0 ? atol(e) : DEFAULT_EVERY;
	}
	if (count.puts % count.every == 0)
		write_counts();
}

Bool XShmPutImage(Display *dpy, Drawable d, GC gc, XImage *image, int src_x, int src_y, int dst_x, int dst_y,
		  unsigned int w, unsigned int h, Bool send_event)
{
	static shm_put_fn real;

	if (!real)
		*(void **)&real = dlsym(RTLD_NEXT, "XShmPutImage");
	counted(dpy, d, w, h);
	return real ? real(dpy, d, gc, image, src_x, src_y, dst_x, dst_y, w, h, send_event) : False;
}

int XPutImage(Display *dpy, Drawable d, GC gc, XImage *image, int src_x, int src_y, int dst_x, int dst_y,
	      unsigned int w, unsigned int h)
{
	static put_fn real;

	if (!real)
		*(void **)&real = dlsym(RTLD_NEXT, "XPutImage");
	counted(dpy, d, w, h);
	return real ? real(dpy, d, gc, image, src_x, src_y, dst_x, dst_y, w, h) : BadImplementation;
}
