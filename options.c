/* options.c - parses and checks the command line once, so the shells see only valid values. */
#include "options.h"

#include "ripple.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char options_usage[] =
	"usage: ripple [options]\n"
	"  --image FILE.bmp       picture under the water (default " RIPPLE_PICTURE ", here or beside the\n"
	"                         program, else the installed one); the pool takes its size\n"
	"  --size WxH             pool size, 1..16384 each; a picture of another size is scaled to it\n"
	"  --bpp 8|16|24|32       depth of the picture and render surfaces (default: the window's,\n"
	"                         32 headless); 8 = paletted\n"
	"  --scale N              window zoom, 1..8 (default 1, the original size)\n"
	"  --drop X,Y[,R[,W]][@F] drop a stone of radius R (default 3), weight W (0..32767, default\n"
	"                         128) at frame F (default 0); repeatable\n"
	"  --frames N             stop after N frames; in a window, print \"N frames in T s: F fps\"\n"
	"  --headless             no window and no display needed: run the frames (default 100)\n"
	"                         as fast as possible\n"
	"  --save-frame FILE.bmp  after the last frame, save the rendered frame\n"
	"  --save-heights FILE    after the last frame, save the current wave buffer (the article's\n"
	"                         buf1): W*H little-endian int16, row-major\n"
	"  --bench                measure the article's code and this program's, and exit\n"
	"  --help, --version\n";

/* Reads a decimal integer at *s into *v within [min, max]; advances *s past it. Returns 0 or -1. */
static int read_long(const char **s, long min, long max, long *v)
{
	char *end;

	if (!(**s >= '0' && **s <= '9') && **s != '-' && **s != '+')
		return -1;
	errno = 0;
	*v = strtol(*s, &end, 10);
	if (end == *s || errno || *v < min || *v > max)
		return -1;
	*s = end;
	return 0;
}

/* A whole string that is one integer within [min, max]. */
static int read_whole(const char *s, long min, long max, long *v)
{
	return read_long(&s, min, max, v) || *s ? -1 : 0;
}

static int parse_size(struct options *o, const char *s)
{
	long w, h;

	if (read_long(&s, 1, RIPPLE_MAX_SIDE, &w) || *s++ != 'x' || read_whole(s, 1, RIPPLE_MAX_SIDE, &h))
		return -1;
	o->w = (int)w;
	o->h = (int)h;
	return 0;
}

static int parse_bpp(struct options *o, const char *s)
{
	long b;

	if (read_whole(s, 8, 32, &b) || b % 8)
		return -1;
	o->bpp = (int)b;
	return 0;
}

static int parse_scale(struct options *o, const char *s)
{
	long n;

	if (read_whole(s, 1, RIPPLE_MAX_SCALE, &n))
		return -1;
	o->scale = (int)n;
	return 0;
}

static int parse_frames(struct options *o, const char *s)
{
	return read_whole(s, 1, RIPPLE_MAX_FRAMES, &o->frames);
}

/* X,Y[,R[,W]][@F]: coordinates may be anything an int holds (the pool rejects what is outside). */
static int parse_drop(struct options *o, const char *s)
{
	struct drop_spec d = { 0, 0, RIPPLE_STONE_RADIUS, RIPPLE_STONE_WEIGHT, 0 };
	long x, y, r = d.radius, w = d.weight;
	struct drop_spec *grown;

	if (read_long(&s, INT_MIN, INT_MAX, &x) || *s++ != ',' || read_long(&s, INT_MIN, INT_MAX, &y))
		return -1;
	if (*s == ',' && (s++, read_long(&s, 1, RIPPLE_MAX_SIDE, &r)))
		return -1;
	if (*s == ',' && (s++, read_long(&s, 0, 32767, &w)))
		return -1;
	if (*s == '@' && read_whole(s + 1, 0, RIPPLE_MAX_FRAMES, &d.frame))
		return -1;
	if (*s && *s != '@')
		return -1;
	grown = realloc(o->drops, (size_t)(o->ndrops + 1) * sizeof *grown);
	if (!grown)
		return -1;
	d.x = (int)x;
	d.y = (int)y;
	d.radius = (int)r;
	d.weight = (int)w;
	grown[o->ndrops++] = d;
	o->drops = grown;
	return 0;
}

static int set_image(struct options *o, const char *s) { o->image = s; return 0; }
static int set_save_frame(struct options *o, const char *s) { o->save_frame = s; return 0; }
static int set_save_heights(struct options *o, const char *s) { o->save_heights = s; return 0; }

struct option_def {
	const char *name;
	int (*parse)(struct options *o, const char *arg); /* NULL: a flag */
	size_t flag;                                      /* offset of the int a flag sets */
	const char *what;                                 /* the expected value, for errors */
};

static const struct option_def option_defs[] = {
	{ "--image", set_image, 0, "a BMP file" },
	{ "--size", parse_size, 0, "WxH, each 1..16384" },
	{ "--bpp", parse_bpp, 0, "8, 16, 24 or 32" },
	{ "--scale", parse_scale, 0, "a zoom of 1..8" },
	{ "--drop", parse_drop, 0, "X,Y[,R[,W]][@F] with R 1..16384, W 0..32767, F >= 0" },
	{ "--frames", parse_frames, 0, "a frame count of 1..1000000000" },
	{ "--save-frame", set_save_frame, 0, "a file name" },
	{ "--save-heights", set_save_heights, 0, "a file name" },
	{ "--headless", NULL, offsetof(struct options, headless), NULL },
	{ "--bench", NULL, offsetof(struct options, bench), NULL },
	{ "--help", NULL, offsetof(struct options, help), NULL },
	{ "-h", NULL, offsetof(struct options, help), NULL },
	{ "--version", NULL, offsetof(struct options, version), NULL },
};

static const struct option_def *find_option(const char *arg, const char **value)
{
	for (size_t i = 0; i < sizeof option_defs / sizeof option_defs[0]; i++) {
		size_t n = strlen(option_defs[i].name);

		if (strncmp(arg, option_defs[i].name, n))
			continue;
		if (!arg[n]) {
			*value = NULL;
			return &option_defs[i];
		}
		if (arg[n] == '=' && option_defs[i].parse) {
			*value = arg + n + 1;
			return &option_defs[i];
		}
	}
	return NULL;
}

int options_parse(struct options *o, int argc, char **argv, char *err, size_t errlen)
{
	memset(o, 0, sizeof *o);
	o->scale = 1;
	for (int i = 1; i < argc; i++) {
		const char *value;
		const struct option_def *d = find_option(argv[i], &value);

		if (!d) {
			snprintf(err, errlen, "unknown option '%s' (try --help)", argv[i]);
			return -1;
		}
		if (!d->parse) {
			*(int *)((char *)o + d->flag) = 1;
			continue;
		}
		if (!value && i + 1 >= argc) {
			snprintf(err, errlen, "%s needs a value: %s", d->name, d->what);
			return -1;
		}
		if (!value)
			value = argv[++i];
		if (d->parse(o, value)) {
			snprintf(err, errlen, "bad value '%s' for %s: expected %s", value, d->name, d->what);
			return -1;
		}
	}
	return 0;
}

void options_free(struct options *o)
{
	free(o->drops);
	o->drops = NULL;
	o->ndrops = 0;
}
