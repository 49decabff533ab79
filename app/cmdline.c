/* cmdline.c - parses and checks the command line once, so that the shells see only valid values. */
#include "app/cmdline.h"

#include "files/bands.h"
#include "window/gldisplay.h"
#include "core/pace.h"
#include "scenes/pool.h"
#include "files/recorder.h"
#include "ripple.h"
#include "scenes/lesson.h"
#include "scenes/scenario.h"
#include "scenes/scene.h"
#include "core/side_water.h"

#include <errno.h>
#include <stdarg.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char options_usage[] =
	"usage: ripple [options] [PICTURE]\n"
	"The article's water ripple over a picture (BMP, PNG, JPEG, GIF or TGA; by\n"
	"default bmp/pool.bmp, else the pool the program paints). In the window, F1\n"
	"lists the keys; the menus of ripple.exe hold the same commands.\n"
	"\n"
	"The picture and the window:\n"
	"  PICTURE, --image FILE  the picture under the water; the pool takes its size\n"
	"                         (in the window, one larger than the screen is shown\n"
	"                         whole in a pool the screen's size)\n"
	"  --size WxH|screen      the pool's size, 1..16384 each, or the screen's (and\n"
	"                         full screen); a picture of another size is scaled\n"
	"  --bpp 8|16|24|32       the surfaces' depth (default: the window's; 32\n"
	"                         headless); 8 is paletted\n"
	"  --scale N              the window's zoom, 1..8 (default: the largest at\n"
	"                         which the window fits the screen; Ctrl+0 again)\n"
	"  --fullscreen           fill the screen, the pool at the largest whole\n"
	"                         multiple that fits (F11 or Alt+Enter toggles it)\n"
	"  --smooth               in full screen, scale the pool smoothly instead\n"
	"  --gl                   draw through OpenGL: the frame as a texture\n"
	"  --gl-view flat|refraction|surface\n"
	"                         draw through OpenGL: the frame as a texture, the\n"
	"                         refraction on the GPU, or the surface in 3D\n"
	"\n"
	"Lessons (the defaults are the article's):\n"
	"  --drop X,Y[,R[,W]][@F] a stone of radius R (default 3) and weight W\n"
	"                         (0..32767, default 128) at (X,Y) in frame F;\n"
	"                         repeatable\n"
	"  --rain RATE            stones falling at random, a second (0..1000)\n"
	"  --seed N               the rain's random sequence (default 1)\n"
	"  --scenario none|rock|slit|double-slit|two-sources|three-slits|\n"
	"             out-of-phase|lloyds-mirror|narrow-slit|harbour|wall-45|corner|\n"
	"             wave-guide|grating|doppler|sonic-boom|mirror|parabola|refraction|\n"
	"             lens|practical\n"
	"                         a ready-made pool with a wave source: reflection\n"
	"                         at a rock, a slit's diffraction, two slits' or\n"
	"                         two sources' interference, in the heights view\n"
	"                         unless --view is given\n"
	"  --lesson FILE, FILE.lesson\n"
	"                         a lesson of your own: sources, walls, slits, a\n"
	"                         screen, as a text file (docs/lessons.md); the\n"
	"                         scenarios are the built-in lessons/NAME.lesson\n"
	"  --save-lesson FILE     with --headless, the lesson as laid out (its knobs\n"
	"                         and period applied) into a .lesson file\n"
	"  --slits WIDTH,GAP      the slits' width and the distance between their\n"
	"                         (or the two sources') centres (default 6,60; one\n"
	"                         slit 15 wide); in cells of the 320x240 lesson,\n"
	"                         k times as many in a pool of k x 240 rows\n"
	"  --screen L             the intensity screen's distance from the slits\n"
	"                         (default 132, as far as the pool allows), in\n"
	"                         cells of the 320x240 lesson likewise\n"
	"  --angle DEG            a beam's angle of incidence on the lesson's wall\n"
	"                         (mirror): the wall turned about where the beam\n"
	"                         meets it; or the angle between plane waves' fronts\n"
	"                         and the shallow water's edge (refraction), the\n"
	"                         edge turned about its middle; one the pool cannot\n"
	"                         show is refused with the range that fits\n"
	"  --shallow S            the lesson's shallow water's speed ratio S, 0.2..1\n"
	"                         with two decimals (refraction 0.5); one the waves'\n"
	"                         period cannot run at is refused likewise\n"
	"  --period N             frames per wave of the source, 2..1000 (default 12)\n"
	"  --speed 1/2|1|2|4      the water's speed (default 1): the steps a frame are\n"
	"                         it times the pool's rows over 240 (5 at 1080)\n"
	"  --graph X0,Y0,X1,Y1    a wave profile along that line (picture pixels):\n"
	"                         the heights, the crests and the wavelength\n"
	"  --graph-at below|over  the profile's strip below the water (default) or\n"
	"                         over its bottom quarter; in full screen with no\n"
	"                         room, the graphs go over the water's left half\n"
	"  --clock X,Y            a clock at that point (picture pixels): the height\n"
	"                         there against time, its period and frequency, and\n"
	"                         v = f lambda beside the scheme's speed\n"
	"  --intensity            with a slit scenario, the mean intensity on a\n"
	"                         screen at the right: maxima, fringe spacing and\n"
	"                         lambda sqrt(L^2 + d^2/4) / d\n"
	"  --view refraction|light|both|heights\n"
	"                         the bent picture, light on the waves, both, or\n"
	"                         the heights in colour (default refraction; with\n"
	"                         --scenario, heights)\n"
	"  --stencil 4|12         neighbours in the wave equation (default 4)\n"
	"  --damping N|off        each step loses 1/2^N of the height, N 1..8\n"
	"                         (default 5)\n"
	"  --stone flat|soft      the article's flat disc, or a soft one\n"
	"  --boundary classic|reflect|absorb\n"
	"                         the article's edges, walls all around, or edges\n"
	"                         that let the waves out\n"
	"  --walls FILE           walls where the picture FILE is black\n"
	"  --mesh 1|2|4           simulate a node every 1, 2 or 4 pixels, the\n"
	"                         refraction between them interpolated (default 1)\n"
	"  --fps N|max            the window's frames a second, 1..1000 or max\n"
	"                         (default 25, the article's)\n"
	"\n"
	"Saving and recording:\n"
	"  --frames N             stop after N frames (in a window, print the rate)\n"
	"  --headless             no window: run the frames (default 100) at once\n"
	"  --save-frame FILE      after the last frame, save it (.png or .bmp)\n"
	"  --save-window FILE     ...or what the window shows (.png or .bmp)\n"
	"  --save-heights FILE    ...or the heights: W*H little-endian int16\n"
	"  --every N[,M]          headless: the readings every N frames too, the saves\n"
	"                         every M (default N), named with it (out-001500.png)\n"
	"  --record FILE.gif      record the frames shown as a looping GIF\n"
	"  --record-frames DIR    ...or as DIR/frame-000001.png, ... (DIR exists)\n"
	"  --record-from F        headless: record from frame F on (the first is 0),\n"
	"                         e.g. --frames 1750 --record-from 1500: 10 s once\n"
	"                         the waves fill the pool\n"
	"  --record-full          a GIF (--record or Ctrl+R) of every frame at the\n"
	"                         full size shown; else one over 960x720 is for a\n"
	"                         slide: within 640x480 (1080p: 640x360), 12.5 fps\n"
	"\n"
	"The side view (the 2D water tutorial: springs, splashes, droplets):\n"
	"  --scene pool|side      the article's pool from above (default; ripple names\n"
	"                         it too), or the side view\n"
	"  --tension K            the springs' tension, 0..1 (default 0.025)\n"
	"  --dampening D          the springs' damping, 0..1 (default 0.025)\n"
	"  --spread S             each spring's pull on its neighbours, 0..0.5\n"
	"                         (default 0.25)\n"
	"  --passes N             spreading passes a frame, 0..64 (default 8)\n"
	"  --splash X,SPEED[@F]   hit column X with SPEED (-1000..1000, down is\n"
	"                         positive) in frame F; repeatable\n"
	"  --rock X[@F]           drop the rock at column X in frame F; repeatable\n"
	"\n"
	"Benchmark and speed:\n"
	"  --bench                time the article's code and each kernel on 1 and\n"
	"                         all cores against the K6-200's 25 fps, check they\n"
	"                         agree to the bit, and exit (320x240 at 32 bpp, or\n"
	"                         --size and --bpp)\n"
	"  --modes                with --bench: a row for each classroom mode,\n"
	"                         timed and checked against its plain C path,\n"
	"                         and its rate at the lesson's steps a frame\n"
	"                         (default 1920x1080)\n"
	"  --only MODE            with --modes: the rows whose names hold MODE\n"
	"  --quick                with --bench: fewer frames (for the tests)\n"
	"  --threads N            cores for the step and render, 1..16 (default:\n"
	"                         all for pools of 512x512 or more, else 1)\n"
	"  --kernel NAME          auto (default: the fastest measured here),\n"
	"                         article, scalar, sse2, avx2, avx512 or simd128\n"
	"                         (WebAssembly's): the same bits from each;\n"
	"                         RIPPLE_CPU=scalar|sse2|avx2 caps them at a\n"
	"                         lesser CPU's\n"
	"  --help, --version      this text, or the version, and exit\n"
	"\n"
	"Examples:\n"
	"  ripple photo.jpg --fullscreen\n"
	"  ripple --scenario double-slit --view heights --intensity\n"
	"  ripple --headless --frames 50 --drop 160,120 --record ripple.gif\n"
	"\n"
	"Exit status: 0 done; 1 a file could not be written, or --bench found a\n"
	"path that disagrees; 2 a bad command line or picture, or no display.\n";

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

/* X0,Y0,X1,Y1: the graph's line, any integers: the pool checks it lies inside and says its bounds. */
static int parse_graph(struct options *o, const char *s)
{
	long v[4];

	if (!strcmp(s, "probe")) {
		o->graph = OPTIONS_GRAPH_PROBE;
		return 0;
	}
	for (int i = 0; i < 4; i++)
		if (read_long(&s, INT_MIN, INT_MAX, &v[i]) || *s++ != (i < 3 ? ',' : 0))
			return -1;
	for (int i = 0; i < 4; i++)
		o->graph_line[i] = (int)v[i];
	o->graph = 1;
	return 0;
}

/* X,Y: the clock's point, any integers: the pool checks it lies inside and says its bounds. */
static int parse_clock(struct options *o, const char *s)
{
	long v[2];

	for (int i = 0; i < 2; i++)
		if (read_long(&s, INT_MIN, INT_MAX, &v[i]) || *s++ != (i < 1 ? ',' : 0))
			return -1;
	o->clock_at[0] = (int)v[0];
	o->clock_at[1] = (int)v[1];
	o->clock = 1;
	return 0;
}

/* A whole string that is one integer within [min, max], stored into an int. */
static int read_int(const char *s, long min, long max, int *v)
{
	long n;

	if (read_whole(s, min, max, &n))
		return -1;
	*v = (int)n;
	return 0;
}

static int parse_size(struct options *o, const char *s)
{
	long w, h;

	o->screen = !strcmp(s, "screen");
	if (o->screen) {
		o->w = o->h = 0;
		return 0;
	}
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
	return read_int(s, 1, RIPPLE_MAX_SCALE, &o->scale);
}

static int parse_frames(struct options *o, const char *s)
{
	return read_whole(s, 1, RIPPLE_MAX_FRAMES, &o->frames);
}

/* N[,M]: the readings every N frames, the saves every M (default N). */
static int parse_every(struct options *o, const char *s)
{
	if (read_long(&s, 1, RIPPLE_MAX_FRAMES, &o->every))
		return -1;
	o->save_every = o->every;
	return *s == ',' ? read_whole(s + 1, 1, RIPPLE_MAX_FRAMES, &o->save_every) : *s ? -1 : 0;
}

static int parse_record_from(struct options *o, const char *s)
{
	return read_whole(s, 0, RIPPLE_MAX_FRAMES, &o->record_from);
}

/* The end of a scheduled value: nothing, or "@F" with F a frame number into *frame. */
static int read_at_frame(const char *s, long *frame)
{
	return *s == '@' ? read_whole(s + 1, 0, RIPPLE_MAX_FRAMES, frame) : *s ? -1 : 0;
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
	if ((*s == ',' && (s++, read_long(&s, 0, 32767, &w))) || read_at_frame(s, &d.frame))
		return -1;
	grown = realloc(o->water.drops, (size_t)(o->water.ndrops + 1) * sizeof *grown);
	if (!grown)
		return -1;
	d.x = (int)x;
	d.y = (int)y;
	d.radius = (int)r;
	d.weight = (int)w;
	grown[o->water.ndrops++] = d;
	o->water.drops = grown;
	return 0;
}

/* One word out of a list; its index in *v. */
static int read_word(const char *s, const char *const *words, int *v)
{
	for (int i = 0; words[i]; i++)
		if (!strcmp(s, words[i])) {
			*v = i;
			return 0;
		}
	return -1;
}

/* A --splash X,SPEED[@F] or a --rock X[@F], added to the list. */
static int add_splash(struct options *o, const char *s, int rock)
{
	struct splash_spec sp = { 0, 0, rock, 0 };
	long x, speed = 0;
	struct splash_spec *grown;

	if (read_long(&s, INT_MIN, INT_MAX, &x) || (!rock && (*s++ != ',' || read_long(&s, -1000, 1000, &speed))) ||
	    read_at_frame(s, &sp.frame))
		return -1;
	grown = realloc(o->water.splashes, (size_t)(o->water.nsplashes + 1) * sizeof *grown);
	if (!grown)
		return -1;
	sp.x = (int)x;
	sp.speed = (int)speed;
	grown[o->water.nsplashes++] = sp;
	o->water.splashes = grown;
	return 0;
}

static int parse_splash(struct options *o, const char *s)
{
	return add_splash(o, s, 0);
}

static int parse_rock(struct options *o, const char *s)
{
	return add_splash(o, s, 1);
}

/* A decimal with up to three places, 0..max thousandths, as thousandths: "0.025" is 25. */
static int read_milli(const char *s, int max, int *v)
{
	long n = 0;
	int places = 0, point = 0;

	if (*s < '0' || *s > '9')
		return -1;
	for (; *s; s++) {
		if (*s == '.' && !point) {
			point = 1;
			continue;
		}
		if (*s < '0' || *s > '9' || (point && ++places > 3) || (n = n * 10 + *s - '0') > 1000L * max)
			return -1;
	}
	for (; places < 3; places++)
		n *= 10;
	if (n > max)
		return -1;
	*v = (int)n;
	return 0;
}

static int parse_tension(struct options *o, const char *s) { return read_milli(s, 1000, &o->water.tension); }
static int parse_dampening(struct options *o, const char *s) { return read_milli(s, 1000, &o->water.dampening); }
static int parse_spread(struct options *o, const char *s) { return read_milli(s, 500, &o->water.spread); }
static int parse_passes(struct options *o, const char *s)
{
	return read_int(s, 0, SIDE_WATER_MAX_PASSES, &o->water.passes);
}

static const struct scene_class *const classes[SCENE_COUNT] = SCENE_CLASSES;

/* --scene: the name of one of the scene classes, or "ripple", the pool's earlier name. */
static int parse_scene(struct options *o, const char *s)
{
	if (!strcmp(s, "ripple"))
		s = classes[SCENE_POOL]->name;

	for (int i = 0; i < SCENE_COUNT; i++)
		if (!strcmp(s, classes[i]->name)) {
			o->scene = i;
			return 0;
		}
	return -1;
}

static int parse_stencil(struct options *o, const char *s)
{
	long n;

	if (read_whole(s, 4, 12, &n) || (n != 4 && n != 12))
		return -1;
	o->water.stencil = (int)n;
	return 0;
}

static int parse_damping(struct options *o, const char *s)
{
	if (!strcmp(s, "off")) {
		o->water.damping = 0;
		return 0;
	}
	return read_int(s, 1, 8, &o->water.damping);
}

/* The words of the options that name a setting, in the order of their values (options_write too). */
static const char *const stone_words[] = { "flat", "soft", NULL };
static const char *const *const view_words = lesson_view_words; /* a lesson's words too (scenes/lesson.c) */
static const char *const graph_at_words[] = { "over", "below", NULL };
static const char *const *const boundary_words = lesson_boundary_words;
static const char *const *const speed_words = lesson_speed_words; /* each twice the one before */

static int parse_stone(struct options *o, const char *s)
{
	return read_word(s, stone_words, &o->water.soft);
}

static int parse_view(struct options *o, const char *s)
{
	o->water.view_set = 1;
	return read_word(s, view_words, &o->water.view);
}

/* --gl-view: GLDISPLAY_FLAT, GLDISPLAY_REFRACTION or GLDISPLAY_SURFACE. */
static int parse_gl_view(struct options *o, const char *s)
{
	static const char *const words[] = { "flat", "refraction", "surface", NULL };

	if (read_word(s, words, &o->gl))
		return -1;
	o->gl += GLDISPLAY_FLAT;
	return 0;
}

static int parse_graph_at(struct options *o, const char *s)
{
	return read_word(s, graph_at_words, &o->graph_below);
}

static int parse_boundary(struct options *o, const char *s)
{
	return read_word(s, boundary_words, &o->water.edge);
}

static int parse_rain(struct options *o, const char *s)
{
	return read_int(s, 0, RIPPLE_MAX_RAIN, &o->water.rain);
}

static int parse_seed(struct options *o, const char *s)
{
	char *end;

	if (*s < '0' || *s > '9')
		return -1;
	errno = 0;
	o->water.seed = strtoull(s, &end, 10);
	return *end || errno ? -1 : 0;
}

static int parse_scenario(struct options *o, const char *s)
{
	return read_word(s, scenario_names, &o->water.scenario);
}

/* --slits WIDTH,GAP in cells of the 320x240 lesson (the pool checks they fit). */
static int parse_slits(struct options *o, const char *s)
{
	long width, gap;

	if (read_long(&s, 1, SCENARIO_MAX_KNOB, &width) || *s++ != ',' || read_whole(s, 1, SCENARIO_MAX_KNOB, &gap))
		return -1;
	o->water.slit_width = (int)width;
	o->water.slit_gap = (int)gap;
	return 0;
}

static int parse_screen(struct options *o, const char *s)
{
	return read_int(s, 1, SCENARIO_MAX_KNOB, &o->water.screen_distance);
}

/* --angle DEG: a beam's angle of incidence on the lesson's wall (the pool checks it fits). */
static int parse_angle(struct options *o, const char *s)
{
	return read_int(s, 1, 89, &o->water.angle);
}

/* --shallow S: the lesson's shallow water's S, 0.20..1 in hundredths (the pool checks it fits). */
static int parse_shallow(struct options *o, const char *s)
{
	int milli;

	if (read_milli(s, 1000, &milli) || milli % 10 || milli < 10 * LESSON_MIN_SHALLOW)
		return -1;
	o->water.shallow = milli / 10;
	return 0;
}

static int parse_period(struct options *o, const char *s)
{
	return read_int(s, SCENARIO_MIN_PERIOD, SCENARIO_MAX_PERIOD, &o->water.period); /* the --help's 2..1000 */
}

/* --speed 1/2|1|2|4: the pool's speed, kept in halves (pool_speed_ok), each word twice the one before. */
static int parse_speed(struct options *o, const char *s)
{
	int i;

	if (read_word(s, speed_words, &i) || !pool_speed_ok(POOL_SLOWEST << i))
		return -1;
	o->water.speed = POOL_SLOWEST << i;
	return 0;
}

static int parse_threads(struct options *o, const char *s)
{
	return read_int(s, 1, RIPPLE_MAX_THREADS, &o->water.threads);
}

/* A kernel this build and CPU can run: 1 + RIPPLE_KERNEL_*, 0 for the fastest. */
static int parse_kernel(struct options *o, const char *s)
{
	static const char *const words[] = { "auto", "article", "scalar", "sse2", "avx2", "avx512", "simd128", NULL };
	int *k = &o->water.kernel;

	return read_word(s, words, k) || (*k && !ripple_kernel_usable(*k - 1)) ? -1 : 0;
}

static int parse_mesh(struct options *o, const char *s)
{
	return read_int(s, 1, 4, &o->water.mesh) || o->water.mesh == 3 ? -1 : 0;
}

static int parse_fps(struct options *o, const char *s)
{
	if (!strcmp(s, "max")) {
		o->fps = 0;
		return 0;
	}
	return read_int(s, 1, 1000, &o->fps);
}

static int set_image(struct options *o, const char *s) { o->image = s; return 0; }
static int set_walls(struct options *o, const char *s) { o->water.walls = s; return 0; }
static int set_lesson(struct options *o, const char *s) { o->lesson_file = s; return *s ? 0 : -1; }
static int set_save_lesson(struct options *o, const char *s) { o->save_lesson = s; return *s ? 0 : -1; }
static int set_save_frame(struct options *o, const char *s) { o->save_frame = s; return 0; }
static int set_save_heights(struct options *o, const char *s) { o->save_heights = s; return 0; }
static int set_save_window(struct options *o, const char *s) { o->save_window = s; return 0; }
static int set_only(struct options *o, const char *s) { o->only = s; return *s ? 0 : -1; }

/* A recording into s of kind RECORD_*: the last one given counts, and both kinds given are refused
 * (check_together). */
static void set_recording(struct options *o, const char *s, int kind)
{
	o->record_both |= o->record && o->record_kind != kind;
	o->record = s;
	o->record_kind = kind;
}

static int set_record_frames(struct options *o, const char *s)
{
	set_recording(o, s, RECORD_PNGS);
	return 0;
}

/* --record: a name ending in .gif, in any case. */
static int set_record(struct options *o, const char *s)
{
	const size_t n = strlen(s);

	if (n <= 4 || s[n - 4] != '.' || (s[n - 3] | 32) != 'g' || (s[n - 2] | 32) != 'i' || (s[n - 1] | 32) != 'f')
		return -1;
	set_recording(o, s, RECORD_GIF);
	return 0;
}

struct option_def {
	const char *name;
	int (*parse)(struct options *o, const char *arg); /* NULL: a flag */
	size_t flag;                                      /* offset of the int a flag sets */
	const char *what;                                 /* the expected value, for errors */
	const char *instead;                              /* what a page does when the value is refused */
};

static const struct option_def option_defs[] = {
	{ "--image", set_image, 0, "a picture file (BMP, PNG, JPEG, GIF or TGA)", "open a picture with Ctrl+O" },
	{ "--size", parse_size, 0, "WxH, each 1..16384, or screen", "the pool keeps its own size" },
	{ "--bpp", parse_bpp, 0, "8, 16, 24 or 32", "the canvas's depth is used" },
	{ "--scale", parse_scale, 0, "a zoom of 1..8", "the page uses the largest that fits" },
	{ "--drop", parse_drop, 0, "X,Y[,R[,W]][@F] with R 1..16384, W 0..32767, F >= 0", "no stone is dropped there" },
	{ "--frames", parse_frames, 0, "a frame count of 1..1000000000", "the water runs on" },
	{ "--every", parse_every, 0, "N[,M], frame counts of 1..1000000000", "no readings are taken" },
	{ "--save-frame", set_save_frame, 0, "a file name", "Ctrl+S saves a frame" },
	{ "--save-heights", set_save_heights, 0, "a file name", "nothing is saved" },
	{ "--save-window", set_save_window, 0, "a file name", "Ctrl+S saves a frame" },
	{ "--record-frames", set_record_frames, 0, "an existing folder", "Ctrl+R records a GIF" },
	{ "--record", set_record, 0, "a file name ending in .gif", "Ctrl+R records a GIF" },
	{ "--record-from", parse_record_from, 0, "a frame number of 0..1000000000", "the recording starts with the water" },
	{ "--gl-view", parse_gl_view, 0, "flat, refraction or surface", "the software view is shown" },
	{ "--stencil", parse_stencil, 0, "4 or 12", "the article's 4 neighbours are used" },
	{ "--damping", parse_damping, 0, "a shift of 1..8, or off", "the article's 5 is used" },
	{ "--stone", parse_stone, 0, "flat or soft", "the article's flat stone is used" },
	{ "--view", parse_view, 0, "refraction, light, both or heights", "the refraction is shown (a lesson's heights)" },
	{ "--rain", parse_rain, 0, "stones per second, 0..1000", "no rain falls" },
	{ "--seed", parse_seed, 0, "a number of 0 or more", "the rain's sequence 1 is used" },
	{ "--boundary", parse_boundary, 0, "classic, reflect or absorb", "the article's edges are used" },
	{ "--walls", set_walls, 0, "a picture file (BMP, PNG, JPEG, GIF or TGA)", "the pool has no walls" },
	{ "--fps", parse_fps, 0, "1..1000, or max", "the article's 25 frames a second are used" },
	{ "--scenario", parse_scenario, 0, "none, rock, slit, double-slit, two-sources, three-slits, out-of-phase, lloyds-mirror, narrow-slit, harbour, wall-45, corner, wave-guide, grating, doppler, sonic-boom, mirror, parabola, refraction, lens or practical", "the article's pool is shown" },
	{ "--slits", parse_slits, 0, "WIDTH,GAP in cells of the 320x240 lesson, each 1..16384", "the lesson's own slits are used" },
	{ "--screen", parse_screen, 0, "a distance in cells of the 320x240 lesson, 1..16384", "the lesson's own distance is used" },
	{ "--angle", parse_angle, 0, "an angle of incidence in degrees, 1..89", "the lesson's own wall is used" },
	{ "--shallow", parse_shallow, 0, "a speed ratio S of 0.2..1 with up to 2 decimals", "the lesson's own S is used" },
	{ "--lesson", set_lesson, 0, "a lesson file (docs/lessons.md)", "the article's pool is shown" },
	{ "--save-lesson", set_save_lesson, 0, "a file name", "nothing is saved" },
	{ "--period", parse_period, 0, "frames per wave, 2..1000", "the lesson's 12 frames a wave are used" },
	{ "--speed", parse_speed, 0, "1/2, 1, 2 or 4", "the normal speed is used" },
	{ "--mesh", parse_mesh, 0, "1, 2 or 4", "every pixel is simulated" },
	{ "--threads", parse_threads, 0, "1..16", "the page picks the threads" },
	{ "--kernel", parse_kernel, 0, "auto, article, scalar, sse2, avx2, avx512 or simd128, one this CPU runs", "the fastest is used" },
	{ "--scene", parse_scene, 0, "pool or side", "the pool is shown from above" },
	{ "--tension", parse_tension, 0, "0..1 with up to 3 decimals", "the default 0.025 is used" },
	{ "--dampening", parse_dampening, 0, "0..1 with up to 3 decimals", "the default 0.025 is used" },
	{ "--spread", parse_spread, 0, "0..0.5 with up to 3 decimals", "the default 0.25 is used" },
	{ "--passes", parse_passes, 0, "0..64", "the default 8 is used" },
	{ "--splash", parse_splash, 0, "X,SPEED[@F] with SPEED -1000..1000, F >= 0", "no splash is made there" },
	{ "--rock", parse_rock, 0, "X[@F] with F >= 0", "no rock is dropped there" },
	{ "--graph", parse_graph, 0, "X0,Y0,X1,Y1 in picture pixels (inside the pool), or probe", "no profile is drawn" },
	{ "--graph-at", parse_graph_at, 0, "below or over", "the profile goes below the water" },
	{ "--clock", parse_clock, 0, "X,Y in picture pixels (inside the pool)", "no clock is placed" },
	{ "--intensity", NULL, offsetof(struct options, intensity), NULL, NULL },
	{ "--fullscreen", NULL, offsetof(struct options, fullscreen), NULL, NULL },
	{ "--smooth", NULL, offsetof(struct options, smooth), NULL, NULL },
	{ "--record-full", NULL, offsetof(struct options, record_full), NULL, NULL },
	{ "--headless", NULL, offsetof(struct options, headless), NULL, NULL },
	{ "--gl", NULL, offsetof(struct options, gl), NULL, NULL }, /* 1: GLDISPLAY_FLAT */
	{ "--bench", NULL, offsetof(struct options, bench), NULL, NULL },
	{ "--quick", NULL, offsetof(struct options, quick), NULL, NULL },
	{ "--modes", NULL, offsetof(struct options, modes), NULL, NULL },
	{ "--only", set_only, 0, "a mode's name, or a part of it", "every mode is timed" },
	{ "--help", NULL, offsetof(struct options, help), NULL, NULL },
	{ "-h", NULL, offsetof(struct options, help), NULL, NULL },
	{ "--version", NULL, offsetof(struct options, version), NULL, NULL },
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

/* Two outputs given and named alike. */
static int same_file(const char *a, const char *b)
{
	return a && b && !strcmp(a, b);
}

/* A RIPPLE_CPU that names no CPU (bad_cpu), and options that make no sense together (--help and
 * --version set everything else aside): --quick only shortens --bench, --modes is one of its
 * tables and --only picks that table's rows; --bench runs its own frames and writes nothing; two
 * outputs into one file would overwrite each other. (A window's --scale and --fps are left to a
 * --headless run, so that one command line serves both.) Returns 0, or -1 with a one-line reason
 * in err. */
static int check_together(const struct options *o, int bad_cpu, char *err, size_t errlen)
{
	const char *why = NULL;

	if (o->help || o->version)
		return 0;
	if (bad_cpu)
		why = "RIPPLE_CPU must be scalar, sse2, avx2 or avx512 (or unset)";
	else if (o->quick && !o->bench)
		why = "--quick only shortens --bench";
	else if (o->modes && !o->bench)
		why = "--modes is a table of --bench: only with --bench";
	else if (o->only && !o->modes)
		why = "--only picks rows of --bench --modes: only with --modes";
	else if (o->bench &&
		 (o->headless || o->frames || o->water.ndrops || o->image || o->save_frame || o->save_heights))
		why = "--bench runs its own frames and saves nothing: it cannot take --headless, --frames, --drop, "
		      "--image, --save-frame or --save-heights";
	else if ((o->headless || o->bench) && (o->gl || o->save_window || o->screen || o->fullscreen || o->smooth))
		why = "--gl, --gl-view, --save-window, --size screen, --fullscreen and --smooth need the window: "
		      "not with --headless or --bench";
	else if (o->every && !o->headless)
		why = "--every is for headless runs: only with --headless";
	else if (o->record_both)
		why = "--record and --record-frames: one recording at a time";
	else if ((o->record || o->record_full) && o->bench)
		why = "--record, --record-frames and --record-full record the frames of a run: not with --bench";
	else if (o->record_from && !o->headless)
		why = "--record-from is for headless runs (in a window, Ctrl+R starts when you like): only with --headless";
	else if (o->record_from && !o->record)
		why = "--record-from starts a recording: only with --record or --record-frames";
	else if (o->record_full && o->record && o->record_kind == RECORD_PNGS)
		why = "--record-full keeps a GIF's size: --record-frames' PNGs always have the size shown";
	else if (o->lesson_file && o->water.scenario && o->water.scenario != SCENARIO_LESSON)
		why = "--lesson and --scenario: one lesson at a time";
	else if (o->save_lesson && !o->headless)
		why = "--save-lesson writes the lesson laid out at the start of a headless run: only with --headless";
	else if (o->save_lesson && !o->water.scenario && !o->lesson_file)
		why = "--save-lesson writes the lesson laid out: only with --scenario or --lesson";
	else if ((o->water.angle || o->water.shallow) && !o->water.scenario && !o->lesson_file)
		why = "--angle and --shallow turn a lesson's wall or shallow water: only with --scenario or --lesson";
	else if (same_file(o->save_frame, o->save_heights) || same_file(o->save_frame, o->save_window) ||
		 same_file(o->save_heights, o->save_window))
		why = "--save-frame, --save-heights and --save-window must name different files";
	if (why)
		snprintf(err, errlen, "%s", why);
	return why ? -1 : 0;
}

/* An argument fit to quote in a one-line message: control characters as '?', cut at 60 bytes. */
static const char *quoted(const char *arg, char *buf, size_t len)
{
	size_t n = 0;

	for (; arg[n] && n + 1 < len && n < 60; n++)
		buf[n] = (unsigned char)arg[n] < ' ' || arg[n] == 127 ? '?' : arg[n];
	snprintf(buf + n, len - n, "%s", arg[n] ? "..." : "");
	return buf;
}

/* The options before the command line: the article's. */
static void defaults(struct options *o)
{
	memset(o, 0, sizeof *o);
	o->water.stencil = 4;
	o->water.damping = RIPPLE_DAMPING;
	o->water.seed = 1;
	o->fps = RIPPLE_FPS;
	o->water.period = SCENARIO_PERIOD;
	o->water.speed = POOL_NORMAL;
	o->water.mesh = 1;
	o->water.tension = SIDE_WATER_TENSION_MILLI;
	o->water.dampening = SIDE_WATER_DAMPENING_MILLI;
	o->water.spread = SIDE_WATER_SPREAD_MILLI;
	o->water.passes = SIDE_WATER_PASSES;
	o->graph_below = 1;
}

/* Whether option `name` was given (given[i] for option_defs[i]). */
static int was_given(const char *given, const char *name)
{
	for (size_t i = 0; i < sizeof option_defs / sizeof option_defs[0]; i++)
		if (!strcmp(option_defs[i].name, name))
			return given[i];
	return 0;
}

/* Takes the settings of lesson l (o->water.lesson, read) where the command line (given) left them:
 * its pool's size (as --size), period, view, speed and stencil; its edges and damping are the
 * lesson's own when it is laid out. */
static void take_lesson(struct options *o, const struct lesson *l, const char *given)
{
	o->water.scenario = SCENARIO_LESSON;
	if (!was_given(given, "--size") && (l->w != 320 || l->h != 240)) {
		o->w = l->w;
		o->h = l->h;
	}
	if (l->period != LESSON_UNSET && !was_given(given, "--period"))
		o->water.period = l->period;
	if (l->view != LESSON_UNSET && !was_given(given, "--view")) {
		o->water.view = l->view;
		o->water.view_set = 1;
	}
	if (l->speed != LESSON_UNSET && !was_given(given, "--speed") && pool_speed_ok(l->speed))
		o->water.speed = l->speed;
	if (l->stencil != LESSON_UNSET && !was_given(given, "--stencil"))
		o->water.stencil = l->stencil;
}

/* Reads the lesson file named (--lesson, or bare) and takes its settings where the command line
 * (given) left them (take_lesson). Returns 0, or -1 with why in err. */
static int read_lesson(struct options *o, const char *given, char *err, size_t errlen)
{
	struct lesson *l;

	if (!o->lesson_file || o->water.scenario)
		return 0;
	if (!(l = malloc(sizeof *l))) {
		snprintf(err, errlen, "%s: out of memory", o->lesson_file);
		return -1;
	}
	o->water.lesson = l;
	if (lesson_load(l, o->lesson_file, err, errlen))
		return -1;
	take_lesson(o, l, given);
	return 0;
}

int options_parse(struct options *o, int argc, char **argv, char *err, size_t errlen)
{
	/* The environment's cap on the kernels first: --kernel must name one within it. */
	const int bad_cpu = ripple_set_cpu_cap(getenv("RIPPLE_CPU")) != RIPPLE_OK;
	char q[64], q2[64], given[sizeof option_defs / sizeof option_defs[0]] = { 0 };

	defaults(o);
	for (int i = 1; i < argc; i++) {
		const char *value;
		const struct option_def *d = find_option(argv[i], &value);

		if (!d && argv[i][0] != '-' && argv[i][0]) { /* a file named bare: a lesson, or a picture (a drop on the icon) */
			const int lesson = lesson_named(argv[i]);
			const char **named = lesson ? &o->lesson_file : &o->image;

			if (*named) {
				snprintf(err, errlen, "two %s named: '%s' and '%s' (one at a time)", lesson ? "lessons" : "pictures",
					 quoted(*named, q, sizeof q), quoted(argv[i], q2, sizeof q2));
				return -1;
			}
			*named = argv[i];
			continue;
		}
		if (d)
			given[d - option_defs] = 1;
		if (!d) {
			snprintf(err, errlen, "unknown option '%s' (try --help)", quoted(argv[i], q, sizeof q));
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
			snprintf(err, errlen, "bad value '%s' for %s: expected %s", quoted(value, q, sizeof q), d->name,
				 d->what);
			return -1;
		}
	}
	if (check_together(o, bad_cpu, err, errlen) || read_lesson(o, given, err, errlen))
		return -1;
	return check_together(o, bad_cpu, err, errlen);
}

/* One of a page's messages appended to said (n of len bytes used; lines end in '\n'). */
static void say(char *said, size_t len, const char *format, ...)
{
	const size_t n = said ? strlen(said) : len;
	va_list ap;

	if (n + 1 >= len)
		return;
	va_start(ap, format);
	vsnprintf(said + n, len - n, format, ap);
	va_end(ap);
	if (strlen(said) + 2 <= len)
		strcat(said, "\n");
}

/* A reason in the command line's words said in an address's: "--quick only shortens --bench" as
 * "quick only shortens bench". */
static void address_words(const char *why, char *buf, size_t len)
{
	size_t n = 0;

	for (size_t i = 0; why[i] && n + 1 < len; i++)
		if (why[i] == '-' && why[i + 1] == '-' && (!i || why[i - 1] == ' ' || why[i - 1] == '('))
			i++;
		else
			buf[n++] = why[i];
	buf[n] = 0;
}

/* An argument as the address gave it: "--scale=0" as "scale=0", quoted for a message. */
static const char *address_arg(const char *arg, char *buf, size_t len)
{
	return quoted(arg + (strncmp(arg, "--", 2) ? 0 : 2), buf, len);
}

/* The address's parameters argv[1..argc-1] but those whose skip[i] is set, into o (defaults
 * first): each refused one marked in skip and said in said (when not NULL), with what the page
 * does instead. */
static void parse_address(struct options *o, int argc, char **argv, char *skip, char *said, size_t len)
{
	char q[64], name[64];

	defaults(o);
	for (int i = 1; i < argc; i++) {
		const char *value, *word = argv[i] + (strncmp(argv[i], "--", 2) ? 0 : 2), *eq = strchr(word, '=');
		const struct option_def *d;
		const struct options before = *o;

		if (skip[i])
			continue;
		d = find_option(argv[i], &value);
		address_arg(argv[i], q, sizeof q);
		skip[i] = 1;
		if (!d) {
			snprintf(name, sizeof name, "--%.*s", eq ? (int)(eq - word) : (int)strlen(word), word);
			if (eq && (d = find_option(name, &value)) && !d->parse)
				say(said, len, "%s: %s is a switch, given without a value (&%s); left out", q, name + 2,
				    name + 2);
			else
				say(said, len, "%s: the page has no such parameter (?help lists them); left out", q);
		} else if (!d->parse) {
			*(int *)((char *)o + d->flag) = 1;
			skip[i] = 0;
		} else if (!value || !*value) {
			say(said, len, "%s: needs a value (%s=...), %s; %s", q, d->name + 2, d->what, d->instead);
		} else if (d->parse(o, value)) {
			*o = before; /* a value refused part way sets nothing */
			say(said, len, "%s: expected %s; %s", q, d->what, d->instead);
		} else {
			skip[i] = 0;
		}
	}
}

/* check_together for a page, where help and version set nothing aside (the page runs with them). */
static int check_address(const struct options *o, int bad_cpu, char *err, size_t errlen)
{
	struct options checked = *o;

	checked.help = checked.version = 0;
	return check_together(&checked, bad_cpu, err, errlen);
}

static int alnum(int c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

/* Whether c may stand in a lesson's name as a link writes it ("#three-slits"). */
static int name_char(int c) { return alnum(c) || (c && strchr("-_.", c)); }

/* An address's lesson= is the lesson's text itself, in options_write's compact form: its lines
 * joined by ';', a first "#NAME" naming it. Read into o->water.lesson, its settings taken where the
 * address left them as --lesson's are (take_lesson), o->lesson_file then NULL: a page names no
 * file. Refused (not a lesson, or not with the other parameters): said into said with what the page
 * does instead, the article's pool kept. skip marks the parameters left out before. */
static void address_lesson(struct options *o, int argc, char **argv, const char *skip, int bad_cpu, char *said,
			   size_t len)
{
	const char *text = o->lesson_file;
	const size_t n = strlen(text);
	char given[sizeof option_defs / sizeof option_defs[0]] = { 0 }, name[LESSON_MAX_NAME] = "link", err[512],
	     words[512], q[64];
	const struct options before = *o;
	struct lesson *l = malloc(sizeof *l);
	char *lines = malloc(n + 1);
	size_t k = 0;

	o->lesson_file = NULL;
	if (!l || !lines) {
		say(said, len, "lesson=: out of memory; the article's pool is shown");
		free(l);
		free(lines);
		return;
	}
	for (int i = 1; i < argc; i++) {
		const char *value;
		const struct option_def *d = skip[i] ? NULL : find_option(argv[i], &value);

		if (d)
			given[d - option_defs] = 1;
	}
	for (size_t i = 0; i <= n; i++)
		lines[i] = text[i] == ';' ? '\n' : text[i];
	if (*text == '#') {
		const char *c = text + 1 + strspn(text + 1, " ");

		for (; name_char((unsigned char)*c) && k + 1 < sizeof name; c++)
			name[k++] = *c;
		if (k)
			name[k] = 0;
	}
	if (lesson_parse(l, lines, n, name, err, sizeof err)) { /* "NAME:3: what" said "line 3: what" */
		const size_t named = strlen(name);
		const char *why = !strncmp(err, name, named) && err[named] == ':' ? err + named + 1 : err;

		say(said, len, "lesson=%s: %s%s; the article's pool is shown", quoted(text, q, sizeof q),
		    why != err && why[0] >= '0' && why[0] <= '9' ? "line " : "", why);
		free(l);
		free(lines);
		return;
	}
	free(lines);
	o->water.lesson = l;
	take_lesson(o, l, given);
	if (check_address(o, bad_cpu, err, sizeof err)) {
		address_words(err, words, sizeof words);
		free(l);
		*o = before;
		o->lesson_file = NULL;
		say(said, len, "lesson=%s: %s; left out", quoted(text, q, sizeof q), words);
	}
}

int options_parse_address(struct options *o, int argc, char **argv, char *said, size_t len)
{
	const int bad_cpu = ripple_set_cpu_cap(getenv("RIPPLE_CPU")) != RIPPLE_OK;
	char *skip = calloc((size_t)argc + 1, 1), why[512], words[512], q[64];
	int last;

	*said = 0;
	if (!skip) {
		defaults(o);
		say(said, len, "out of memory for the address: the page starts without its parameters");
		return -1;
	}
	parse_address(o, argc, argv, skip, said, len);
	/* Parameters that make no sense together: the one whose leaving out makes sense of the rest,
	 * the last such; else the last one, and again. */
	while (check_address(o, bad_cpu, why, sizeof why)) {
		address_words(why, words, sizeof words);
		for (last = argc - 1; last >= 1 && skip[last]; last--)
			;
		if (last < 1) {
			options_free(o);
			defaults(o);
			break;
		}
		for (int i = last; i >= 1; i--) {
			if (skip[i])
				continue;
			skip[i] = 1;
			options_free(o);
			parse_address(o, argc, argv, skip, NULL, 0);
			if (!check_address(o, bad_cpu, why, sizeof why)) {
				last = i;
				break;
			}
			skip[i] = 0;
		}
		skip[last] = 1;
		options_free(o);
		parse_address(o, argc, argv, skip, NULL, 0);
		say(said, len, "%s: %s; left out", address_arg(argv[last], q, sizeof q), words);
	}
	if (o->lesson_file)
		address_lesson(o, argc, argv, skip, bad_cpu, said, len);
	free(skip);
	return 0;
}

void options_free(struct options *o)
{
	free(o->water.drops);
	free(o->water.splashes);
	free((struct lesson *)o->water.lesson);
	o->water.lesson = NULL;
	o->water.drops = NULL;
	o->water.splashes = NULL;
	o->water.ndrops = o->water.nsplashes = 0;
}

/* Options being written out (options_write): into buf, n of its len bytes used (n >= len: cut). */
struct words {
	char *buf;
	size_t len, n;
	int style;
};

/* Appends text to w as it is. */
static void add(struct words *w, const char *text)
{
	if (w->n < w->len)
		w->n += (size_t)snprintf(w->buf + w->n, w->len - w->n, "%s", text);
}

/* Appends text to w, each character that is not plain as printf's escape makes it. */
static void add_escaped(struct words *w, const char *text, int (*plain)(int c), const char *escape)
{
	char one[8];

	for (const unsigned char *c = (const unsigned char *)text; *c; c++) {
		snprintf(one, sizeof one, plain(*c) ? "%c" : escape, *c);
		add(w, one);
	}
}

/* What an address's query keeps as it is (the rest percent-encoded), what a shell reads as a plain
 * word, and what stays as it is in a shell's double quotes (the rest after a backslash). */
static int address_plain(int c) { return alnum(c) || (c && strchr("-._~,/@:", c)); }
static int shell_plain(int c) { return alnum(c) || (c && strchr("-_./,@:+=%", c)); }
static int quoted_plain(int c) { return c >= ' ' && !strchr("\"$`\\!", c); }

/* One option, named with its dashes, with the value printf's format makes of the rest (format NULL
 * for a flag): " --name value" (the first without its space) for a command line, the value in
 * double quotes when a shell would read it otherwise; "&name=value" (the first without its &) for
 * an address's query. */
static void put(struct words *w, const char *name, const char *format, ...)
{
	char value[4096];
	va_list ap;
	int plain = 1;

	*value = 0;
	if (format) {
		va_start(ap, format);
		vsnprintf(value, sizeof value, format, ap);
		va_end(ap);
	}
	add(w, !w->n ? "" : w->style == OPTIONS_ADDRESS ? "&" : " ");
	if (w->style == OPTIONS_ADDRESS) {
		add(w, name + 2);
		add(w, format ? "=" : "");
		add_escaped(w, value, address_plain, "%%%02X");
		return;
	}
	add(w, name);
	for (const unsigned char *c = (const unsigned char *)value; *c; c++)
		plain &= shell_plain(*c);
	if (format && plain && *value) {
		add(w, " ");
		add(w, value);
	} else if (format) {
		add(w, " \"");
		add_escaped(w, value, quoted_plain, "\\%c");
		add(w, "\"");
	}
}

/* What stays as it is in an address's lesson= (a space is written '+', the rest percent-encoded). */
static int lesson_plain(int c) { return address_plain(c) || c == ';'; }

/* lesson=TEXT for an address: lesson l's text (lesson_write) compacted, its lines joined by ';'
 * without the blank ones and the comments, but the first's "# NAME" as "#NAME", a space as '+'
 * (address_lesson reads it back). A text that does not fit is cut (options_write says so). */
static void put_lesson(struct words *w, const struct lesson *l)
{
	char *text = malloc(LESSON_MAX_BYTES), one[2] = "";

	if (!text || lesson_write(l, text, LESSON_MAX_BYTES) < 0) {
		w->n = w->len; /* said as not fitting */
		free(text);
		return;
	}
	add(w, w->n ? "&lesson=" : "lesson=");
	add(w, "%23");
	for (const char *c = l->name[0] ? l->name : "lesson"; *c; c++)
		add(w, name_char((unsigned char)*c) ? (one[0] = *c, one) : "-");
	for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
		if (*line == '#' || !line[strspn(line, " \t")])
			continue;
		add(w, ";");
		for (const unsigned char *c = (const unsigned char *)line; *c; c++) {
			char e[4];

			snprintf(e, sizeof e, lesson_plain(*c) ? "%c" : *c == ' ' ? "+" : "%%%02X", *c);
			add(w, e);
		}
	}
	free(text);
}

/* A count of thousandths as a decimal: 25 as 0.025. */
#define MILLI(v) "%d.%03d", (v) / 1000, (v) % 1000

int options_write(const struct options *o, int style, char *buf, size_t len)
{
	const struct scene_options *s = &o->water;
	const int files = style == OPTIONS_COMMAND, side = o->scene == SCENE_SIDE;
	struct words w = { buf, len, 0, style };
	struct options d;
	int speed = 0, built_in = 1;

	defaults(&d);
	if (len)
		*buf = 0;
	if (files && o->image)
		put(&w, "--image", "%s", o->image);
	if (o->screen)
		put(&w, "--size", "screen");
	else if (o->w)
		put(&w, "--size", "%dx%d", o->w, o->h);
	if (o->bpp)
		put(&w, "--bpp", "%d", o->bpp);
	if (o->scale)
		put(&w, "--scale", "%d", o->scale);
	if (files && o->fullscreen && !o->screen)
		put(&w, "--fullscreen", NULL);
	if (o->smooth)
		put(&w, "--smooth", NULL);
	if (o->fps != d.fps)
		put(&w, "--fps", o->fps ? "%d" : "max", o->fps);
	if (o->scene != d.scene)
		put(&w, "--scene", "%s", classes[o->scene]->name);
	while (s->scenario == SCENARIO_LESSON && s->lesson && scenario_names[built_in] &&
	       strcmp(scenario_names[built_in], s->lesson->name))
		built_in++;
	if (s->scenario == SCENARIO_LESSON && files && o->lesson_file)
		put(&w, "--lesson", "%s", o->lesson_file);
	else if (s->scenario == SCENARIO_LESSON && !files && s->lesson)
		put_lesson(&w, s->lesson);
	else if (s->scenario == SCENARIO_LESSON && scenario_names[built_in]) /* a built-in one changed: as it is built in */
		put(&w, "--scenario", "%s", scenario_names[built_in]);
	else if (s->scenario && s->scenario < SCENARIO_COUNT)
		put(&w, "--scenario", "%s", scenario_names[s->scenario]);
	if (s->view_set)
		put(&w, "--view", "%s", view_words[s->view]);
	if (s->stencil != d.water.stencil)
		put(&w, "--stencil", "%d", s->stencil);
	if (s->damping != d.water.damping)
		put(&w, "--damping", s->damping ? "%d" : "off", s->damping);
	if (s->soft)
		put(&w, "--stone", "%s", stone_words[s->soft]);
	if (s->edge)
		put(&w, "--boundary", "%s", boundary_words[s->edge]);
	if (files && s->walls)
		put(&w, "--walls", "%s", s->walls);
	if (s->rain)
		put(&w, "--rain", "%d", s->rain);
	if (s->seed != d.water.seed)
		put(&w, "--seed", "%llu", s->seed);
	if (s->slit_width || s->slit_gap)
		put(&w, "--slits", "%d,%d", s->slit_width, s->slit_gap);
	if (s->screen_distance)
		put(&w, "--screen", "%d", s->screen_distance);
	if (s->angle)
		put(&w, "--angle", "%d", s->angle);
	if (s->shallow)
		put(&w, "--shallow", "%d.%02d", s->shallow / 100, s->shallow % 100);
	if (s->period != d.water.period)
		put(&w, "--period", "%d", s->period);
	while (POOL_SLOWEST << speed < s->speed && speed_words[speed + 1])
		speed++;
	if (s->speed != d.water.speed)
		put(&w, "--speed", "%s", speed_words[speed]);
	if (s->mesh != d.water.mesh)
		put(&w, "--mesh", "%d", s->mesh);
	if (side && s->tension != d.water.tension)
		put(&w, "--tension", MILLI(s->tension));
	if (side && s->dampening != d.water.dampening)
		put(&w, "--dampening", MILLI(s->dampening));
	if (side && s->spread != d.water.spread)
		put(&w, "--spread", MILLI(s->spread));
	if (side && s->passes != d.water.passes)
		put(&w, "--passes", "%d", s->passes);
	if (o->graph == OPTIONS_GRAPH_PROBE)
		put(&w, "--graph", "probe");
	else if (o->graph)
		put(&w, "--graph", "%d,%d,%d,%d", o->graph_line[0], o->graph_line[1], o->graph_line[2], o->graph_line[3]);
	if (o->graph_below != d.graph_below)
		put(&w, "--graph-at", "%s", graph_at_words[o->graph_below]);
	if (o->intensity)
		put(&w, "--intensity", NULL);
	if (o->clock)
		put(&w, "--clock", "%d,%d", o->clock_at[0], o->clock_at[1]);
	return w.n < len ? (int)w.n : -1;
}
