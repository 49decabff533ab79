/* lesson.c - a lesson as a file: a .lesson text read line by line into its objects and settings, checked, and written back. */
#include "scenes/lesson.h"

#include "ripple.h"

#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *const lesson_view_words[] = { "refraction", "light", "both", "heights", NULL };
const char *const lesson_boundary_words[] = { "classic", "reflect", "absorb", NULL };
const char *const lesson_speed_words[] = { "1/2", "1", "2", "4", NULL };

/* The first word of each object's line, in LESSON_* order. */
static const char *const kind_words[LESSON_KINDS] = { "source", "sources", "line-source", "wall", "rock",
						       "barrier", "screen", "probe", "stone", "clock",
						       "parabola", "shallow", "shallow-ellipse" };
static const char *const side_words[] = { "", "left", "right", "top", "bottom", NULL };

#define LESSON_MAX_WIDTH 64 /* a wall's thickest, in cells of the lesson */
#define MAX_WORDS (2 + 2 * LESSON_MAX_CORNERS) /* the most words a line holds: a shallow polygon's */
#define MAX_PERIOD 1000 /* a period's longest in frames (SCENARIO_MAX_PERIOD) */
#define MAX_AMPLITUDE 2047 /* a source's highest, in the 320x240 lesson's units (times the gain, a short) */

/* A file being read: its name, the line read, where the message goes. */
struct reading {
	struct lesson *l;
	const char *file;
	int line;
	char *err;
	size_t errlen;
};

/* The message "FILE:LINE: ..." (or "FILE: ..." for line 0); returns -1. */
static int fail(const struct reading *rd, int line, const char *format, ...)
{
	char what[256];
	va_list ap;

	va_start(ap, format);
	vsnprintf(what, sizeof what, format, ap);
	va_end(ap);
	if (line)
		snprintf(rd->err, rd->errlen, "%s:%d: %s", rd->file, line, what);
	else
		snprintf(rd->err, rd->errlen, "%s: %s", rd->file, what);
	return -1;
}

/* A word fit to quote: cut at 24 bytes. */
static const char *shown(const char *word, char *buf, size_t len)
{
	snprintf(buf, len, "%.24s%s", word, strlen(word) > 24 ? "..." : "");
	return buf;
}

/* Word `word` as a whole integer within lo..hi into *v, else a message naming `what`. */
static int number(const struct reading *rd, const char *word, const char *what, long lo, long hi, long *v)
{
	const char *s = word + (*word == '-' || *word == '+');
	long n = 0;
	char q[32];

	if (!*s)
		return fail(rd, rd->line, "%s: '%s' is not a number", what, shown(word, q, sizeof q));
	for (; *s; s++) {
		if (*s < '0' || *s > '9')
			return fail(rd, rd->line, "%s: '%s' is not a number", what, shown(word, q, sizeof q));
		if (n < 100000000L)
			n = n * 10 + (*s - '0');
	}
	n = *word == '-' ? -n : n;
	if (n < lo || n > hi)
		return fail(rd, rd->line, "%s %s is out of range: %ld..%ld", what, shown(word, q, sizeof q), lo, hi);
	*v = n;
	return 0;
}

/* number() into an int. */
static int integer(const struct reading *rd, const char *word, const char *what, long lo, long hi, int *v)
{
	long n;

	if (number(rd, word, what, lo, hi, &n))
		return -1;
	*v = (int)n;
	return 0;
}

/* One word of a list into *v (its index), else a message listing them. */
static int one_of(const struct reading *rd, const char *word, const char *what, const char *const *words, int *v)
{
	char list[128] = "", q[32];

	for (int i = 0; words[i]; i++)
		if (!strcmp(word, words[i])) {
			*v = i;
			return 0;
		}
	for (int i = 0; words[i]; i++)
		snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s", i ? (words[i + 1] ? ", " : " or ") : "",
			 words[i]);
	return fail(rd, rd->line, "%s '%s': expected %s", what, shown(word, q, sizeof q), list);
}

/* A setting's line: `name value`. */
static int setting(const struct reading *rd, char **w, int n)
{
	struct lesson *l = rd->l;
	const char *name = w[0];
	int v;

	if (n != 2 && strcmp(name, "pool"))
		return fail(rd, rd->line, "%s takes one value, not %d", name, n - 1);
	if (!strcmp(name, "pool")) {
		if (n != 3)
			return fail(rd, rd->line, "pool takes its width and height: pool W H");
		return integer(rd, w[1], "pool's width", 64, LESSON_MAX_POOL, &l->w) ||
		       integer(rd, w[2], "pool's height", 48, LESSON_MAX_POOL, &l->h);
	}
	if (!strcmp(name, "period"))
		return integer(rd, w[1], "period", 2, MAX_PERIOD, &l->period);
	if (!strcmp(name, "view"))
		return one_of(rd, w[1], "view", lesson_view_words, &l->view);
	if (!strcmp(name, "boundary"))
		return one_of(rd, w[1], "boundary", lesson_boundary_words, &l->edge);
	if (!strcmp(name, "speed")) {
		if (one_of(rd, w[1], "speed", lesson_speed_words, &v))
			return -1;
		l->speed = 1 << v;
		return 0;
	}
	if (!strcmp(name, "stencil")) {
		if (strcmp(w[1], "4") && strcmp(w[1], "12"))
			return fail(rd, rd->line, "stencil '%s': expected 4 or 12", w[1]);
		l->stencil = atoi(w[1]);
		return 0;
	}
	/* damping */
	if (!strcmp(w[1], "off")) {
		l->damping = 0;
		return 0;
	}
	return integer(rd, w[1], "damping", 1, 8, &l->damping);
}

/* A moving source's speed V, a decimal 0..3 with at most two places (0.25, 1.5), in hundredths into *v. */
static int hundredths(const struct reading *rd, const char *word, int *v)
{
	const char *s = word;
	int whole = 0, part = 0, places = 0;
	char q[32];

	for (; *s >= '0' && *s <= '9' && whole < 1000; s++)
		whole = whole * 10 + (*s - '0');
	if (*s == '.')
		for (s++; *s >= '0' && *s <= '9' && places < 3; s++, places++)
			part = part * 10 + (*s - '0');
	if (s == word || *s || places > 2 || (word[0] == '.' && !places))
		return fail(rd, rd->line, "moving source's speed V: '%s' is not a number like 0.5 (at most two "
			    "decimals)", shown(word, q, sizeof q));
	*v = whole * 100 + (places == 1 ? part * 10 : part);
	if (*v > LESSON_MAX_MOVING)
		return fail(rd, rd->line, "moving source's speed V %s is out of range: 0 to 3 (times the still "
			    "water's wave speed)", shown(word, q, sizeof q));
	return 0;
}

/* A source's options after its place: period N, phase DEG, amplitude A (a point's moving V DEG), in any order. */
static int source_options(const struct reading *rd, struct lesson_object *o, char **w, int n)
{
	char q[32];

	for (int i = 0; i < n; i += 2) {
		if (i + 1 >= n)
			return fail(rd, rd->line, "'%s' needs a value", shown(w[i], q, sizeof q));
		if (!strcmp(w[i], "period")) {
			if (integer(rd, w[i + 1], "source's period", 2, MAX_PERIOD, &o->period))
				return -1;
		} else if (!strcmp(w[i], "phase")) {
			if (integer(rd, w[i + 1], "source's phase", -360, 360, &o->phase))
				return -1;
			o->phase = (o->phase + 360) % 360;
		} else if (!strcmp(w[i], "amplitude")) {
			if (integer(rd, w[i + 1], "source's amplitude", 1, MAX_AMPLITUDE, &o->amplitude))
				return -1;
		} else if (!strcmp(w[i], "moving") && o->kind == LESSON_SOURCE) {
			if (i + 2 >= n)
				return fail(rd, rd->line, "'moving' needs a speed V (0 to 3 times the wave speed) and a "
					    "direction DEG");
			if (hundredths(rd, w[i + 1], &o->moving) ||
			    integer(rd, w[i + 2], "moving source's direction", -360, 360, &o->heading))
				return -1;
			o->heading = o->moving ? (o->heading + 360) % 360 : 0;
			i++;
		} else {
			return fail(rd, rd->line, "'%s': a source takes period N, phase DEG, amplitude A%s",
				    shown(w[i], q, sizeof q), o->kind == LESSON_SOURCE ? " or moving V DEG" : "");
		}
	}
	return 0;
}

/* Reads n words w as `count` coordinates into o->p (any integers: checked against the pool once
 * the whole file is read). */
static int points(const struct reading *rd, struct lesson_object *o, char **w, int count)
{
	static const char *const what[] = { "X", "Y" }, *const ends[] = { "X0", "Y0", "X1", "Y1" };
	char name[32];

	for (int i = 0; i < count; i++) {
		snprintf(name, sizeof name, "%s's %s", kind_words[o->kind], count == 4 ? ends[i] : what[i]);
		if (integer(rd, w[i], name, -LESSON_MAX_POOL, LESSON_MAX_POOL, &o->p[i]))
			return -1;
	}
	return 0;
}

/* Shallow water's speed S, 0.2 to 1 with at most two decimals ("0.5", ".35", "1"), into *v in
 * hundredths. */
static int shallow_speed(const struct reading *rd, const char *word, int *v)
{
	const char *s = word;
	int n = 0, digits = 0, decimals = -1;
	char q[32];

	for (; *s; s++) {
		if (*s == '.' && decimals < 0) {
			decimals = 0;
			continue;
		}
		if (*s < '0' || *s > '9' || decimals == 2 || digits == 3)
			return fail(rd, rd->line, "shallow water's S '%s' is not a speed ratio like 0.5 (0.2 to 1, at most "
				    "two decimals)", shown(word, q, sizeof q));
		n = n * 10 + (*s - '0');
		digits += decimals < 0;
		decimals += decimals >= 0;
	}
	if (!digits && decimals <= 0)
		return fail(rd, rd->line, "shallow water's S '%s' is not a number", shown(word, q, sizeof q));
	for (int i = decimals < 0 ? 0 : decimals; i < 2; i++)
		n *= 10;
	if (n < LESSON_MIN_SHALLOW || n > 100)
		return fail(rd, rd->line, "shallow water's S %s is out of range: 0.2..1 (its waves' speed over the deep "
			    "water's: 1 is deep water, below 0.2 the grid cannot show the waves)", shown(word, q, sizeof q));
	*v = n;
	return 0;
}

/* A shallow polygon's corners: n words w, x and y each. */
static int corners(const struct reading *rd, struct lesson_object *o, char **w, int n)
{
	char name[32];

	if (n < 6 || n % 2 || n > 2 * LESSON_MAX_CORNERS)
		return fail(rd, rd->line, "expected shallow S X0 Y0 X1 Y1 X2 Y2 [...]: 3 to %d corners, x and y each",
			    LESSON_MAX_CORNERS);
	o->count = n / 2;
	for (int i = 0; i < n; i++) {
		snprintf(name, sizeof name, "shallow's %s%d", i % 2 ? "Y" : "X", i / 2);
		if (integer(rd, w[i], name, -LESSON_MAX_POOL, LESSON_MAX_POOL, &o->p[i]))
			return -1;
	}
	return 0;
}

/* Checks an object's word count: at least lo, at most hi words after the keyword. */
static int words_between(const struct reading *rd, const char *usage, int n, int lo, int hi)
{
	if (n - 1 < lo || n - 1 > hi)
		return fail(rd, rd->line, "expected %s", usage);
	return 0;
}

/* An object's line into o. */
static int object(const struct reading *rd, struct lesson_object *o, char **w, int n)
{
	const char *at;
	long frame;

	switch (o->kind) {
	case LESSON_SOURCE:
		if (words_between(rd, "source X Y [period N] [phase DEG] [amplitude A] [moving V DEG]", n, 2, 11) ||
		    points(rd, o, w + 1, 2))
			return -1;
		return source_options(rd, o, w + 3, n - 3);
	case LESSON_SOURCES:
		if (words_between(rd, "sources X GAP [COUNT] [period N] [phase DEG] [amplitude A]", n, 2, 9) ||
		    points(rd, o, w + 1, 1) || integer(rd, w[2], "sources' GAP", 1, LESSON_MAX_LENGTH, &o->gap))
			return -1;
		o->count = 2;
		if (n > 3 && w[3][0] >= '0' && w[3][0] <= '9') {
			if (integer(rd, w[3], "sources' COUNT", 1, LESSON_MAX_SOURCES, &o->count))
				return -1;
			return source_options(rd, o, w + 4, n - 4);
		}
		return source_options(rd, o, w + 3, n - 3);
	case LESSON_LINE_SOURCE:
		if (words_between(rd, "line-source X0 Y0 X1 Y1, or left, right, top or bottom, then [period N] "
				  "[phase DEG] [amplitude A]", n, 1, 10))
			return -1;
		if (!(w[1][0] >= '0' && w[1][0] <= '9') && w[1][0] != '-') {
			if (one_of(rd, w[1], "line-source's side", side_words + 1, &o->side))
				return -1;
			o->side++;
			return source_options(rd, o, w + 2, n - 2);
		}
		if (n < 5)
			return fail(rd, rd->line, "expected line-source X0 Y0 X1 Y1");
		return points(rd, o, w + 1, 4) || source_options(rd, o, w + 5, n - 5);
	case LESSON_WALL:
		if (words_between(rd, "wall X0 Y0 X1 Y1 [width W]", n, 4, 6) || points(rd, o, w + 1, 4))
			return -1;
		o->width = 1;
		if (n == 7 && strcmp(w[5], "width"))
			return fail(rd, rd->line, "expected wall X0 Y0 X1 Y1 [width W]");
		return n == 7 ? integer(rd, w[6], "wall's width", 1, LESSON_MAX_WIDTH, &o->width)
			      : n == 6 ? fail(rd, rd->line, "expected wall X0 Y0 X1 Y1 [width W]") : 0;
	case LESSON_ROCK:
		return words_between(rd, "rock X Y R", n, 3, 3) || points(rd, o, w + 1, 2) ||
		       integer(rd, w[3], "rock's R", 1, LESSON_MAX_LENGTH, &o->radius);
	case LESSON_BARRIER:
		if (words_between(rd, "barrier X slits WIDTH GAP [COUNT], or barrier X slit WIDTH", n, 3, 5) ||
		    points(rd, o, w + 1, 1))
			return -1;
		if (!strcmp(w[2], "slit") && n == 4) {
			o->count = 1;
			return integer(rd, w[3], "slit's WIDTH", 1, LESSON_MAX_LENGTH, &o->width);
		}
		if (strcmp(w[2], "slits") || n < 5)
			return fail(rd, rd->line, "expected barrier X slits WIDTH GAP [COUNT], or barrier X slit WIDTH");
		o->count = 2;
		if (integer(rd, w[3], "slits' WIDTH", 1, LESSON_MAX_LENGTH, &o->width) ||
		    (n == 6 && integer(rd, w[5], "slits' COUNT", 1, LESSON_MAX_SOURCES, &o->count)) ||
		    integer(rd, w[4], "slits' GAP", o->count == 1 ? 0 : 1, LESSON_MAX_LENGTH, &o->gap))
			return -1;
		if (o->count > 1 && o->gap <= o->width)
			return fail(rd, rd->line, "slits %d wide must be more than %d apart (GAP, centre to centre)", o->width,
				    o->width);
		return 0;
	case LESSON_SCREEN:
		return words_between(rd, "screen X", n, 1, 1) || points(rd, o, w + 1, 1);
	case LESSON_PROBE:
		return words_between(rd, "probe X0 Y0 X1 Y1", n, 4, 4) || points(rd, o, w + 1, 4);
	case LESSON_CLOCK:
		return words_between(rd, "clock X Y", n, 2, 2) || points(rd, o, w + 1, 2);
	case LESSON_PARABOLA:
		if (words_between(rd, "parabola VX VY FOCUS DEG HALFWIDTH", n, 5, 5) || points(rd, o, w + 1, 2) ||
		    integer(rd, w[3], "parabola's FOCUS", 1, LESSON_MAX_LENGTH, &o->radius) ||
		    integer(rd, w[4], "parabola's DEG", -360, 360, &o->angle) ||
		    integer(rd, w[5], "parabola's HALFWIDTH", 1, LESSON_MAX_LENGTH, &o->width))
			return -1;
		o->angle = (o->angle + 360) % 360;
		return 0;
	case LESSON_SHALLOW:
		if (n < 2)
			return fail(rd, rd->line, "expected shallow S X0 Y0 X1 Y1 X2 Y2 [...]");
		return shallow_speed(rd, w[1], &o->speed) || corners(rd, o, w + 2, n - 2);
	case LESSON_SHALLOW_ELLIPSE:
		return words_between(rd, "shallow-ellipse S CX CY RX RY", n, 5, 5) || shallow_speed(rd, w[1], &o->speed) ||
		       points(rd, o, w + 2, 2) || integer(rd, w[4], "shallow-ellipse's RX", 1, LESSON_MAX_LENGTH, &o->radius) ||
		       integer(rd, w[5], "shallow-ellipse's RY", 1, LESSON_MAX_LENGTH, &o->radius_y);
	default: /* LESSON_STONE */
		o->weight = -1;
		at = n > 3 && w[n - 1][0] == '@' ? w[--n] + 1 : NULL;
		if (words_between(rd, "stone X Y [R [W]] [@F]", n, 2, 4) || points(rd, o, w + 1, 2) ||
		    (n > 3 && integer(rd, w[3], "stone's R", 1, LESSON_MAX_LENGTH, &o->radius)) ||
		    (n > 4 && integer(rd, w[4], "stone's W", 0, 32767, &o->weight)) ||
		    (at && number(rd, at, "stone's frame @F", 0, 1000000000L, &frame)))
			return -1;
		o->frame = at ? frame : 0;
		return 0;
	}
}

/* Splits line s (NUL-terminated, its comment cut) into words at spaces and tabs; a stone's "@F"
 * stuck to its last number stands apart. Returns the count, or -1 for more than MAX_WORDS. */
static int split(char *s, char **w)
{
	int n = 0;

	char *at = strchr(s, '@');

	if (at && at > s && at[-1] != ' ' && at[-1] != '\t' && strlen(s) < LESSON_MAX_LINE) {
		memmove(at + 1, at, strlen(at) + 1);
		*at = ' ';
	}
	while (*s) {
		while (*s == ' ' || *s == '\t')
			*s++ = 0;
		if (!*s)
			break;
		if (n == MAX_WORDS)
			return -1;
		w[n++] = s;
		while (*s && *s != ' ' && *s != '\t')
			s++;
	}
	return n;
}

/* One line (its words w) of the file. */
static int read_line(struct reading *rd, char **w, int n)
{
	static const char *const settings[] = { "pool", "period", "view", "boundary", "damping", "speed", "stencil", NULL };
	struct lesson *l = rd->l;
	char q[32];

	for (int i = 0; settings[i]; i++)
		if (!strcmp(w[0], settings[i]))
			return setting(rd, w, n);
	for (int k = 0; k < LESSON_KINDS; k++)
		if (!strcmp(w[0], kind_words[k])) {
			struct lesson_object *o;

			if (l->nobjects == LESSON_MAX_OBJECTS)
				return fail(rd, rd->line, "too many objects: a lesson holds %d at most", LESSON_MAX_OBJECTS);
			o = &l->object[l->nobjects];
			memset(o, 0, sizeof *o);
			o->kind = k;
			o->line = rd->line;
			if (object(rd, o, w, n))
				return -1;
			l->nobjects++;
			return 0;
		}
	return fail(rd, rd->line, "unknown keyword '%s': a line starts with pool, period, view, boundary, damping, "
		    "speed, stencil, source, sources, line-source, wall, rock, barrier, screen, probe, stone, clock, "
		    "parabola, shallow or shallow-ellipse",
		    shown(w[0], q, sizeof q));
}

/* Whether coordinate v lies within 0..n-1. */
static int within(int v, int n)
{
	return v >= 0 && v < n;
}

/* The objects checked against the lesson's pool, once the whole file (and its `pool`) is read. */
static int check_objects(const struct reading *rd)
{
	const struct lesson *l = rd->l;
	int sources = 0;

	for (int i = 0; i < l->nobjects; i++) {
		const struct lesson_object *o = &l->object[i];
		const int npoints = o->kind == LESSON_SOURCES || o->kind == LESSON_BARRIER || o->kind == LESSON_SCREEN ? 1
				    : o->kind == LESSON_WALL || o->kind == LESSON_PROBE ||
						  (o->kind == LESSON_LINE_SOURCE && !o->side)
					? 4
				    : o->kind == LESSON_LINE_SOURCE || o->kind == LESSON_SHALLOW ? 0
												   : 2;

		for (int j = 0; o->kind == LESSON_SHALLOW && j < 2 * o->count; j++) /* its corners on the pool's edges too */
			if (o->p[j] < 0 || o->p[j] > (j % 2 ? l->h : l->w))
				return fail(rd, o->line, "shallow's corner at %s %d is outside the %dx%d pool (0..%d)",
					    j % 2 ? "y" : "x", o->p[j], l->w, l->h, j % 2 ? l->h : l->w);
		for (int j = 0; j < npoints; j++)
			if (!within(o->p[j], j % 2 ? l->h : l->w))
				return fail(rd, o->line, "%s at %s %d is outside the %dx%d pool (0..%d)", kind_words[o->kind],
					    j % 2 ? "y" : "x", o->p[j], l->w, l->h, (j % 2 ? l->h : l->w) - 1);
		if (o->kind == LESSON_SOURCES && (long)o->gap * (o->count - 1) >= l->h)
			return fail(rd, o->line, "%d sources %d apart do not fit the pool's %d rows", o->count, o->gap, l->h);
		if (o->kind == LESSON_BARRIER && (long)o->gap * (o->count - 1) + o->width >= l->h)
			return fail(rd, o->line, "%d slits %d wide, %d apart, do not fit the pool's %d rows", o->count,
				    o->width, o->gap, l->h);
		if (o->kind == LESSON_ROCK && (o->radius >= l->w || o->radius >= l->h))
			return fail(rd, o->line, "a rock of radius %d is larger than the %dx%d pool", o->radius, l->w, l->h);
		if (o->kind == LESSON_SOURCE && o->moving) {
			int below;

			lesson_moving_range(l, o, &below);
			if (o->moving > below && o->moving < 100)
				return fail(rd, o->line, "a source moving at %d.%02d times the wave speed: its waves ahead "
					    "would be shorter than %d cells, which the grid cannot hold; V from 0 to "
					    "%d.%02d, or from 1 to 3, fits",
					    o->moving / 100, o->moving % 100, LESSON_SHORTEST_AHEAD, below / 100,
					    below % 100);
		}
		sources += o->kind == LESSON_SOURCES ? o->count
			   : o->kind == LESSON_SOURCE || o->kind == LESSON_LINE_SOURCE ? 1
										    : 0;
		if (sources > LESSON_MAX_SOURCES)
			return fail(rd, o->line, "too many sources: a lesson drives %d at most", LESSON_MAX_SOURCES);
	}
	return 0;
}

void lesson_moving_range(const struct lesson *l, const struct lesson_object *o, int *below)
{
	const int period = o->period ? o->period : l->period != LESSON_UNSET ? l->period : RIPPLE_LESSON_PERIOD;
	const double lambda = ripple_scheme_wavelength(l->stencil == 12 ? 12 : 4, period);
	const double fits = lambda > LESSON_SHORTEST_AHEAD ? 1 - LESSON_SHORTEST_AHEAD / lambda : 0;

	*below = (int)(fits * 100); /* rounded down: the speed at the limit, not past it */
}

/* The lesson's name: the file's, without its folder and .lesson. */
static void name_after(struct lesson *l, const char *file)
{
	const char *base = file, *s;
	size_t n;

	for (s = file; *s; s++)
		if (*s == '/' || *s == '\\')
			base = s + 1;
	n = strlen(base);
	if (lesson_named(base))
		n -= strlen(".lesson");
	snprintf(l->name, sizeof l->name, "%.*s", (int)(n < LESSON_MAX_NAME - 1 ? n : LESSON_MAX_NAME - 1), base);
}

int lesson_parse(struct lesson *l, const char *text, size_t len, const char *file, char *err, size_t errlen)
{
	struct reading rd = { l, file, 0, err, errlen };
	char buf[LESSON_MAX_LINE + 1], *w[MAX_WORDS];
	const int too_big = len > LESSON_MAX_BYTES;
	size_t i = 0;
	int n;

	memset(l, 0, sizeof *l);
	l->w = 320;
	l->h = 240;
	l->period = l->view = l->edge = l->damping = l->speed = l->stencil = LESSON_UNSET;
	name_after(l, file);
	*err = 0;
	if (too_big) /* its lines read as far as a lesson goes, so that a bad one is told first */
		len = LESSON_MAX_BYTES;
	if (len >= 3 && !memcmp(text, "\xEF\xBB\xBF", 3)) /* a byte order mark */
		i = 3;
	while (i < len) {
		size_t n_bytes = 0;

		rd.line++;
		for (; i < len && text[i] != '\n'; i++) {
			const unsigned char c = (unsigned char)text[i];

			if ((c < ' ' && c != '\t' && c != '\r') || c == 127)
				return fail(&rd, rd.line, "a control byte (0x%02X): not a text file", c);
			if (n_bytes == LESSON_MAX_LINE)
				return fail(&rd, rd.line, "a line longer than %d bytes", LESSON_MAX_LINE);
			buf[n_bytes++] = (char)c;
		}
		if (i == len && too_big)
			return fail(&rd, 0, "larger than %d KB: not a lesson", LESSON_MAX_BYTES / 1024);
		i++;
		buf[n_bytes] = 0;
		for (char *s = buf; *s; s++)
			if (*s == '#' || *s == '\r')
				*s = 0;
		n = split(buf, w);
		if (n < 0)
			return fail(&rd, rd.line, "more than %d words on a line", MAX_WORDS);
		for (int k = 0; k < n; k++)
			for (const char *c = w[k]; *c; c++)
				if ((unsigned char)*c >= 128)
					return fail(&rd, rd.line, "a letter outside ASCII outside a comment");
		if (n && read_line(&rd, w, n))
			return -1;
	}
	if (too_big)
		return fail(&rd, 0, "larger than %d KB: not a lesson", LESSON_MAX_BYTES / 1024);
	if (!l->nobjects)
		return fail(&rd, 0, rd.line ? "no objects in it (source, barrier, rock, wall, ...): not a lesson"
					    : "empty: not a lesson");
	return check_objects(&rd);
}

int lesson_named(const char *path)
{
	const size_t n = strlen(path), k = strlen(".lesson");
	const char *end = path + n - k;

	if (n <= k)
		return 0;
	for (size_t i = 0; i < k; i++)
		if ((end[i] | (end[i] == '.' ? 0 : 32)) != ".lesson"[i])
			return 0;
	return 1;
}

int lesson_load(struct lesson *l, const char *path, char *err, size_t errlen)
{
	char *text = malloc(LESSON_MAX_BYTES + 1);
	FILE *f;
	size_t len;
	int e;

	if (!text) {
		snprintf(err, errlen, "%s: out of memory", path);
		return -1;
	}
	f = fopen(path, "rb");
	if (!f) {
		snprintf(err, errlen, "%s: cannot open it", path);
		free(text);
		return -1;
	}
	len = fread(text, 1, LESSON_MAX_BYTES + 1, f); /* a byte more than a lesson holds tells one too big */
	e = ferror(f);
	fclose(f);
	if (e) {
		snprintf(err, errlen, "%s: cannot read it (a folder?)", path);
		free(text);
		return -1;
	}
	e = lesson_parse(l, text, len, path, err, errlen);
	free(text);
	return e;
}

/* Text being written: buf, n of its len bytes used (n >= len: cut). */
struct text {
	char *buf;
	size_t len, n;
};

static void put(struct text *t, const char *format, ...)
{
	va_list ap;

	if (t->n >= t->len)
		return;
	va_start(ap, format);
	t->n += (size_t)vsnprintf(t->buf + t->n, t->len - t->n, format, ap);
	va_end(ap);
}

/* Shallow water's S, from hundredths: "0.5", "0.35", "1". */
static void put_speed(struct text *t, int speed)
{
	if (speed >= 100)
		put(t, " 1");
	else if (speed % 10)
		put(t, " 0.%02d", speed);
	else
		put(t, " 0.%d", speed / 10);
}

/* A source's options that differ from the lesson's. */
static void put_source_options(struct text *t, const struct lesson_object *o)
{
	if (o->period)
		put(t, " period %d", o->period);
	if (o->phase)
		put(t, " phase %d", o->phase);
	if (o->amplitude)
		put(t, " amplitude %d", o->amplitude);
	if (o->moving)
		put(t, " moving %d.%02d %d", o->moving / 100, o->moving % 100, o->heading);
}

int lesson_write(const struct lesson *l, char *buf, size_t len)
{
	struct text t = { buf, len, 0 };

	if (len)
		*buf = 0;
	put(&t, "# %s: a lesson for Ripple (docs/lessons.md)\npool %d %d\n", l->name[0] ? l->name : "lesson", l->w, l->h);
	if (l->period != LESSON_UNSET)
		put(&t, "period %d\n", l->period);
	if (l->view != LESSON_UNSET)
		put(&t, "view %s\n", lesson_view_words[l->view]);
	if (l->edge != LESSON_UNSET)
		put(&t, "boundary %s\n", lesson_boundary_words[l->edge]);
	if (l->damping > 0)
		put(&t, "damping %d\n", l->damping);
	else if (l->damping == 0)
		put(&t, "damping off\n");
	for (int i = 0; l->speed > 0 && lesson_speed_words[i]; i++)
		if (1 << i == l->speed)
			put(&t, "speed %s\n", lesson_speed_words[i]);
	if (l->stencil != LESSON_UNSET)
		put(&t, "stencil %d\n", l->stencil);
	for (int i = 0; i < l->nobjects; i++) {
		const struct lesson_object *o = &l->object[i];

		put(&t, "%s", kind_words[o->kind]);
		switch (o->kind) {
		case LESSON_SOURCE:
			put(&t, " %d %d", o->p[0], o->p[1]);
			put_source_options(&t, o);
			break;
		case LESSON_SOURCES:
			put(&t, " %d %d %d", o->p[0], o->gap, o->count);
			put_source_options(&t, o);
			break;
		case LESSON_LINE_SOURCE:
			if (o->side)
				put(&t, " %s", side_words[o->side]);
			else
				put(&t, " %d %d %d %d", o->p[0], o->p[1], o->p[2], o->p[3]);
			put_source_options(&t, o);
			break;
		case LESSON_WALL:
			put(&t, " %d %d %d %d", o->p[0], o->p[1], o->p[2], o->p[3]);
			if (o->width > 1)
				put(&t, " width %d", o->width);
			break;
		case LESSON_ROCK:
			put(&t, " %d %d %d", o->p[0], o->p[1], o->radius);
			break;
		case LESSON_BARRIER:
			if (o->count == 1)
				put(&t, " %d slit %d", o->p[0], o->width);
			else
				put(&t, " %d slits %d %d %d", o->p[0], o->width, o->gap, o->count);
			break;
		case LESSON_SCREEN:
			put(&t, " %d", o->p[0]);
			break;
		case LESSON_PROBE:
			put(&t, " %d %d %d %d", o->p[0], o->p[1], o->p[2], o->p[3]);
			break;
		case LESSON_CLOCK:
			put(&t, " %d %d", o->p[0], o->p[1]);
			break;
		case LESSON_PARABOLA:
			put(&t, " %d %d %d %d %d", o->p[0], o->p[1], o->radius, o->angle, o->width);
			break;
		case LESSON_SHALLOW:
			put_speed(&t, o->speed);
			for (int j = 0; j < 2 * o->count; j++)
				put(&t, " %d", o->p[j]);
			break;
		case LESSON_SHALLOW_ELLIPSE:
			put_speed(&t, o->speed);
			put(&t, " %d %d %d %d", o->p[0], o->p[1], o->radius, o->radius_y);
			break;
		default: /* LESSON_STONE */
			put(&t, " %d %d", o->p[0], o->p[1]);
			if (o->radius)
				put(&t, " %d", o->radius);
			if (o->radius && o->weight >= 0)
				put(&t, " %d", o->weight);
			if (o->frame)
				put(&t, " @%ld", o->frame);
			break;
		}
		put(&t, "\n");
	}
	return t.n < len ? (int)t.n : -1;
}

int lesson_save(const struct lesson *l, const char *path, char *err, size_t errlen)
{
	char *text = malloc(LESSON_MAX_BYTES);
	const int n = text ? lesson_write(l, text, LESSON_MAX_BYTES) : -1;
	FILE *f = n >= 0 ? fopen(path, "wb") : NULL;
	int bad = !f || fwrite(text, 1, (size_t)n, f) != (size_t)n;

	if (f)
		bad |= fclose(f) != 0;
	free(text);
	if (bad)
		snprintf(err, errlen, "%s: cannot write the lesson there", path);
	return bad ? -1 : 0;
}

const char *lesson_builtin(const char *name, size_t *len)
{
	for (int i = 0; lesson_texts[i].name; i++)
		if (!strcmp(name, lesson_texts[i].name)) {
			*len = strlen(lesson_texts[i].text);
			return lesson_texts[i].text;
		}
	return NULL;
}

const char *lesson_builtin_name(int i)
{
	for (int k = 0; k <= i; k++)
		if (!lesson_texts[k].name)
			return NULL;
	return i >= 0 ? lesson_texts[i].name : NULL;
}
