/* menus.c - every menu item and key of both shells in one table of data, its lookups and F1's help: no handlers, no SDL calls. */
#include "window/menus.h"

#include "core/pace.h"
#include "core/version.h"
#include "engine/options.h"
#include "scenes/pool.h"
#include "scenes/scenario.h"
#include "scenes/side.h"
#include "window/editing.h"
#include "window/gldisplay.h"
#include "window/play.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* The rows that are a scene's own commands (POOL_*, SIDE_*), which the scene carries out. */
#define BY_POOL .run = RUN_SCENE, .scene = SCENE_POOL
#define BY_SIDE .run = RUN_SCENE, .scene = SCENE_SIDE

/* Physics > Lessons: the built-in lessons, a submenu, so that the Physics menu fits a 768-pixel screen. */
#define LESSONS .menu = "&Physics", .submenu = "Less&ons"
/* Physics > Lesson knobs: what the keys turn in a lesson, a submenu for the same reason. */
#define KNOBS .menu = "&Physics", .submenu = "Lesson &knobs"

/* The menus in order, each item with its key. */
const struct command menu_rows[] = {
	{ .menu = "&File", .label = "&Open picture...\tCtrl+O", .key = 'o', .mods = MOD_CTRL, .run = RUN_SHELL, .arg = SHELL_OPEN },
	{ .menu = "&File", .label = "&Save frame...\tCtrl+S", .key = 's', .mods = MOD_CTRL, .run = RUN_SHELL, .arg = SHELL_SAVE },
	{ .menu = "&File", .label = "Open &lesson...\tCtrl+E", .key = 'e', .mods = MOD_CTRL, .run = RUN_SHELL, .arg = SHELL_OPEN_LESSON },
	{ .menu = "&File", .label = "Sa&ve lesson...\tCtrl+P", .key = 'p', .mods = MOD_CTRL, .run = RUN_SHELL, .arg = SHELL_SAVE_LESSON },
	{ .menu = "&File", .label = "&Record to a GIF...\tCtrl+R", .key = 'r', .mods = MOD_CTRL, .run = RUN_RECORD, .arg = SHELL_RECORD },
	{ .menu = "&File", .label = "Copy a &link to the lesson\tCtrl+K", .key = 'k', .mods = MOD_CTRL, .run = RUN_SHELL, .arg = SHELL_LINK },
	{ .menu = "&File", .label = "E&xit\tCtrl+Q", .key = 'q', .mods = MOD_CTRL, .sep = 1, .run = RUN_SHELL, .arg = SHELL_QUIT },

	{ .menu = "&Edit", .label = "&Edit the lesson: drag its handles\tF2", .key = KEY_F2, .run = RUN_EDIT, .arg = EDITING_TOGGLE },
	{ .menu = "&Edit", .label = "&Undo the last change\tCtrl+Z", .key = 'z', .mods = MOD_CTRL, .run = RUN_EDIT, .arg = EDITING_UNDO_LAST },
	{ .menu = "&Edit", .label = "&Delete the object under the pointer\tDel", .key = KEY_DELETE, .run = RUN_EDIT, .arg = EDITING_DELETE },
	{ .menu = "&Edit", .label = "Add a &source", .sep = 1, .run = RUN_EDIT, .arg = EDITING_ADD_SOURCE },
	{ .menu = "&Edit", .label = "Add a &wall", .run = RUN_EDIT, .arg = EDITING_ADD_WALL },
	{ .menu = "&Edit", .label = "Add a &rock", .run = RUN_EDIT, .arg = EDITING_ADD_ROCK },
	{ .menu = "&Edit", .label = "Add a &barrier with two slits", .run = RUN_EDIT, .arg = EDITING_ADD_BARRIER },

	{ .menu = "&Water", .label = "&Pause\tSpace", .key = ' ', .run = RUN_PAUSE },
	{ .menu = "&Water", .label = "&Step one frame\tN", .key = 'n', .run = RUN_STEP },
	{ .menu = "&Water", .label = "&Clear\tC", .key = 'c', .run = RUN_CLEAR },
	{ .menu = "&Water", .label = "Speed: h&alf", .sep = 1, BY_POOL, .what = POOL_SPEED, .arg = POOL_SLOWEST },
	{ .menu = "&Water", .label = "Speed: nor&mal", BY_POOL, .what = POOL_SPEED, .arg = POOL_NORMAL },
	{ .menu = "&Water", .label = "Speed: &double", BY_POOL, .what = POOL_SPEED, .arg = 2 * POOL_NORMAL },
	{ .menu = "&Water", .label = "Speed: &fourfold", BY_POOL, .what = POOL_SPEED, .arg = POOL_FASTEST },
	{ .menu = "&Water", .label = "Slo&wer\t-", .key = '-', BY_POOL, .what = POOL_FASTER, .arg = 0 },
	{ .menu = "&Water", .label = "Fas&ter\t=", .key = '=', BY_POOL, .what = POOL_FASTER, .arg = 1 },
	{ .menu = "&Water", .label = "&Rain\tR", .key = 'r', .sep = 1, BY_POOL, .what = POOL_RAIN, .arg = POOL_NEXT },
	{ .menu = "&Water", .label = "S&low motion, 5 fps\t8", .key = '8', .sep = 1, .run = RUN_SPEED, .arg = 5 },
	{ .menu = "&Water", .label = "&Original speed, 25 fps\t9", .key = '9', .run = RUN_SPEED, .arg = RIPPLE_FPS },
	{ .menu = "&Water", .label = "&Uncapped\t0", .key = '0', .run = RUN_SPEED, .arg = 0 },

	{ .menu = "&Stone", .label = "Radius &2 cells\t1", .key = '1', BY_POOL, .what = POOL_RADIUS, .arg = 2 },
	{ .menu = "&Stone", .label = "Radius &3 cells\t2", .key = '2', BY_POOL, .what = POOL_RADIUS, .arg = 3 },
	{ .menu = "&Stone", .label = "Radius &5 cells\t3", .key = '3', BY_POOL, .what = POOL_RADIUS, .arg = 5 },
	{ .menu = "&Stone", .label = "Radius &8 cells\t4", .key = '4', BY_POOL, .what = POOL_RADIUS, .arg = 8 },
	{ .menu = "&Stone", .label = "Weight 3&2 (light)\t5", .key = '5', .sep = 1, BY_POOL, .what = POOL_WEIGHT, .arg = 32 },
	{ .menu = "&Stone", .label = "Weight &64\t6", .key = '6', BY_POOL, .what = POOL_WEIGHT, .arg = 64 },
	{ .menu = "&Stone", .label = "Weight 12&8 (heavy)\t7", .key = '7', BY_POOL, .what = POOL_WEIGHT, .arg = 128 },
	{ .menu = "&Stone", .label = "S&oft stone\tS", .key = 's', .sep = 1, BY_POOL, .what = POOL_SOFT, .arg = POOL_NEXT },

	{ .menu = "&Physics", .label = "&12 neighbours\tT", .key = 't', BY_POOL, .what = POOL_STENCIL, .arg = POOL_NEXT },
	{ .menu = "&Physics", .label = "Damping 1/&32 (article)", .sep = 1, BY_POOL, .what = POOL_DAMPING, .arg = RIPPLE_DAMPING },
	{ .menu = "&Physics", .label = "Damping 1/&8", BY_POOL, .what = POOL_DAMPING, .arg = 3 },
	{ .menu = "&Physics", .label = "Damping 1/2&56", BY_POOL, .what = POOL_DAMPING, .arg = 8 },
	{ .menu = "&Physics", .label = "&No damping", BY_POOL, .what = POOL_DAMPING, .arg = 0 },
	{ .menu = "&Physics", .label = "Next &damping\tD", .key = 'd', BY_POOL, .what = POOL_DAMPING, .arg = POOL_NEXT },
	{ .menu = "&Physics", .label = "&Classic edges (article)", .sep = 1, BY_POOL, .what = POOL_EDGE, .arg = RIPPLE_EDGE_CLASSIC },
	{ .menu = "&Physics", .label = "&Reflecting edges", BY_POOL, .what = POOL_EDGE, .arg = RIPPLE_EDGE_REFLECT },
	{ .menu = "&Physics", .label = "&Absorbing edges", BY_POOL, .what = POOL_EDGE, .arg = RIPPLE_EDGE_ABSORB },
	{ .menu = "&Physics", .label = "Next &edges\tE", .key = 'e', BY_POOL, .what = POOL_EDGE, .arg = POOL_NEXT },
	{ .menu = "&Physics", .label = "Clear &walls\tW", .key = 'w', .sep = 1, BY_POOL, .what = POOL_CLEAR_WALLS },
	{ LESSONS, .label = "No scenario", .sep = 1, BY_POOL, .what = POOL_SCENARIO, .arg = SCENARIO_NONE },
	{ LESSONS, .label = "Lesson: a roc&k", BY_POOL, .what = POOL_SCENARIO, .arg = SCENARIO_ROCK },
	{ LESSONS, .label = "Lesson: a &slit", BY_POOL, .what = POOL_SCENARIO, .arg = SCENARIO_SLIT },
	{ LESSONS, .label = "Lesson: a d&ouble slit", BY_POOL, .what = POOL_SCENARIO, .arg = SCENARIO_DOUBLE_SLIT },
	{ LESSONS, .label = "Lesson: two so&urces", BY_POOL, .what = POOL_SCENARIO, .arg = SCENARIO_TWO_SOURCES },
	{ LESSONS, .label = "Lesson: three sl&its", BY_POOL, .what = POOL_SCENARIO, .arg = SCENARIO_THREE_SLITS },
	{ LESSONS, .label = "Lesson: two sources out of p&hase", BY_POOL, .what = POOL_SCENARIO, .arg = SCENARIO_OUT_OF_PHASE },
	{ LESSONS, .label = "Lesson: a source beside a wall, its ima&ge", BY_POOL, .what = POOL_SCENARIO, .arg = SCENARIO_LLOYDS_MIRROR },
	{ LESSONS, .label = "Lesson: a slit narrower than the wave", BY_POOL, .what = POOL_SCENARIO, .arg = SCENARIO_NARROW_SLIT },
	{ LESSONS, .label = "Lesson: a harbour mouth", BY_POOL, .what = POOL_SCENARIO, .arg = SCENARIO_HARBOUR },
	{ LESSONS, .label = "Lesson: a wall at 45 degrees", BY_POOL, .what = POOL_SCENARIO, .arg = SCENARIO_WALL_45 },
	{ LESSONS, .label = "Lesson: a corner", BY_POOL, .what = POOL_SCENARIO, .arg = SCENARIO_CORNER },
	{ LESSONS, .label = "Lesson: a wave guide", BY_POOL, .what = POOL_SCENARIO, .arg = SCENARIO_WAVE_GUIDE },
	{ LESSONS, .label = "Lesson: a grating", BY_POOL, .what = POOL_SCENARIO, .arg = SCENARIO_GRATING },
	{ LESSONS, .label = "Lesson: a moving source (Doppler)", BY_POOL, .what = POOL_SCENARIO, .arg = SCENARIO_DOPPLER },
	{ LESSONS, .label = "Lesson: faster than its waves (sonic boom)", BY_POOL, .what = POOL_SCENARIO, .arg = SCENARIO_SONIC_BOOM },
	{ LESSONS, .label = "Lesson: a mirror at an angle", BY_POOL, .what = POOL_SCENARIO, .arg = SCENARIO_MIRROR },
	{ LESSONS, .label = "Lesson: a parabolic dish", BY_POOL, .what = POOL_SCENARIO, .arg = SCENARIO_PARABOLA },
	{ LESSONS, .label = "Lesson: refraction into shallow water", BY_POOL, .what = POOL_SCENARIO, .arg = SCENARIO_REFRACTION },
	{ LESSONS, .label = "Lesson: a lens of shallow water", BY_POOL, .what = POOL_SCENARIO, .arg = SCENARIO_LENS },
	{ LESSONS, .label = "Lesson: the practical, v = f lambda", BY_POOL, .what = POOL_SCENARIO, .arg = SCENARIO_PRACTICAL },
	{ .menu = "&Physics", .label = "Ne&xt scenario\tX", .key = 'x', BY_POOL, .what = POOL_SCENARIO, .arg = POOL_NEXT },
	{ .menu = "&Physics", .label = "&Longer waves\tL", .key = 'l', BY_POOL, .what = POOL_WAVES, .arg = 1 },
	{ .menu = "&Physics", .label = "Shorter waves\tK", .key = 'k', BY_POOL, .what = POOL_WAVES, .arg = 0 },
	{ KNOBS, .label = "Narrower slits\t[", .key = '[', BY_POOL, .what = POOL_SLIT_WIDTH, .arg = -1 },
	{ KNOBS, .label = "Wider slits\t]", .key = ']', BY_POOL, .what = POOL_SLIT_WIDTH, .arg = 1 },
	{ KNOBS, .label = "Slits (sources) closer together\t,", .key = ',', BY_POOL, .what = POOL_SLIT_GAP, .arg = -1 },
	{ KNOBS, .label = "Slits (sources) farther apart\t.", .key = '.', BY_POOL, .what = POOL_SLIT_GAP, .arg = 1 },
	{ KNOBS, .label = "Screen nearer the slits\t;", .key = ';', BY_POOL, .what = POOL_SCREEN, .arg = -1 },
	{ KNOBS, .label = "Screen farther from the slits\t'", .key = '\'', BY_POOL, .what = POOL_SCREEN, .arg = 1 },
	{ KNOBS, .label = "Angle of incidence smaller\t/", .key = '/', BY_POOL, .what = POOL_ANGLE, .arg = -1 },
	{ KNOBS, .label = "Angle of incidence larger\t\\", .key = '\\', BY_POOL, .what = POOL_ANGLE, .arg = 1 },
	{ KNOBS, .label = "Shallow water slower\tCtrl+[", .key = '[', .mods = MOD_CTRL, BY_POOL, .what = POOL_SHALLOW, .arg = -1 },
	{ KNOBS, .label = "Shallow water faster\tCtrl+]", .key = ']', .mods = MOD_CTRL, BY_POOL, .what = POOL_SHALLOW, .arg = 1 },
	{ .menu = "&Physics", .label = "Every pixel (article)", .sep = 1, BY_POOL, .what = POOL_MESH, .arg = 1 },
	{ .menu = "&Physics", .label = "Mesh of 2 pixels", BY_POOL, .what = POOL_MESH, .arg = 2 },
	{ .menu = "&Physics", .label = "Mesh of 4 pixels", BY_POOL, .what = POOL_MESH, .arg = 4 },
	{ .menu = "&Physics", .label = "Next &mesh\tM", .key = 'm', BY_POOL, .what = POOL_MESH, .arg = POOL_NEXT },

	{ .menu = "&View", .label = "Zoom &1x\tCtrl+1", .key = '1', .mods = MOD_CTRL, .run = RUN_ZOOM, .arg = 1 },
	{ .menu = "&View", .label = "Zoom &2x\tCtrl+2", .key = '2', .mods = MOD_CTRL, .run = RUN_ZOOM, .arg = 2 },
	{ .menu = "&View", .label = "Zoom &3x\tCtrl+3", .key = '3', .mods = MOD_CTRL, .run = RUN_ZOOM, .arg = 3 },
	{ .menu = "&View", .label = "&Zoom to fit the screen\tCtrl+0", .key = '0', .mods = MOD_CTRL, .run = RUN_ZOOM, .arg = 0 },
	{ .menu = "&View", .label = "F&ull screen\tF11", .key = KEY_F11, .alt_key = KEY_ENTER, .run = RUN_FULLSCREEN },
	{ .menu = "&View", .label = "&Back: close the help, leave full screen\tEsc", .key = KEY_ESCAPE, .run = RUN_LEAVE },
	{ .menu = "&View", .label = "Smooth scaling in full screen", .run = RUN_SHOW, .what = PLAY_SHOW_SMOOTH },
	{ .menu = "&View", .label = "Pool at the screen's &resolution\tCtrl+F11", .key = KEY_F11, .mods = MOD_CTRL, .run = RUN_SCREEN_SIZE },
	{ .menu = "&View", .label = "Show &frame rate\tF", .key = 'f', .sep = 1, .run = RUN_SHOW, .what = PLAY_SHOW_FPS },
	{ .menu = "&View", .label = "&Refraction (article)", .sep = 1, BY_POOL, .what = POOL_VIEW, .arg = RIPPLE_VIEW_REFRACTION },
	{ .menu = "&View", .label = "&Light", BY_POOL, .what = POOL_VIEW, .arg = RIPPLE_VIEW_LIGHT },
	{ .menu = "&View", .label = "Refraction &and light", BY_POOL, .what = POOL_VIEW, .arg = RIPPLE_VIEW_BOTH },
	{ .menu = "&View", .label = "&Heights", BY_POOL, .what = POOL_VIEW, .arg = RIPPLE_VIEW_HEIGHTS },
	{ .menu = "&View", .label = "&Next view\tV", .key = 'v', BY_POOL, .what = POOL_VIEW, .arg = POOL_NEXT },
	{ .menu = "&View", .label = "&Overlay: settings and frame rate\tO", .key = 'o', .sep = 1, .run = RUN_SHOW, .what = PLAY_SHOW_OVERLAY },
	{ .menu = "&View", .label = "&Inspector: the cell under the pointer\tI", .key = 'i', .run = RUN_SHOW, .what = PLAY_SHOW_INSPECTOR },
	{ .menu = "&View", .label = "Open&GL display\tCtrl+G", .key = 'g', .mods = MOD_CTRL, .sep = 1, .run = RUN_GL },
	{ .menu = "&View", .label = "OpenGL: fla&t, the frame as a texture", .run = RUN_GL_DISPLAY, .arg = GLDISPLAY_FLAT },
	{ .menu = "&View", .label = "OpenGL: refraction on the G&PU", .run = RUN_GL_DISPLAY, .arg = GLDISPLAY_REFRACTION },
	{ .menu = "&View", .label = "OpenGL: 3&D surface", .run = RUN_GL_DISPLAY, .arg = GLDISPLAY_SURFACE },
	{ .menu = "&View", .label = "Ne&xt OpenGL display\tZ", .key = 'z', .run = RUN_GL_NEXT },
	{ .menu = "&View", .label = "Reset the 3D &camera", .run = RUN_GL_CAMERA },
	{ .menu = "&View", .label = "Graph: wave profile, drag a line\tCtrl+L", .key = 'l', .mods = MOD_CTRL, .sep = 1, .run = RUN_GRAPH_PROFILE },
	{ .menu = "&View", .label = "Graph: clock at the pointer, v = f lambda\tCtrl+T", .key = 't', .mods = MOD_CTRL, .run = RUN_GRAPH_CLOCK },
	{ .menu = "&View", .label = "Graph: intensity screen (slits)\tCtrl+I", .key = 'i', .mods = MOD_CTRL, .run = RUN_GRAPH_PART, .arg = GRAPH_SCREEN },
	{ .menu = "&View", .label = "Graph: profile below the water\tCtrl+B", .key = 'b', .mods = MOD_CTRL, .run = RUN_GRAPH_PART, .arg = GRAPH_BELOW },
	{ .menu = "&View", .label = "Graph: directions d sin(theta) = m lambda\tCtrl+D", .key = 'd', .mods = MOD_CTRL, .run = RUN_GRAPH_PART, .arg = GRAPH_RAYS },

	{ .menu = "S&cene", .label = "&Ripple from above (article)", .run = RUN_SHOW_SCENE, .arg = SCENE_POOL },
	{ .menu = "S&cene", .label = "&Side view: springs and splashes", .run = RUN_SHOW_SCENE, .arg = SCENE_SIDE },
	{ .menu = "S&cene", .label = "&Next scene\tG", .key = 'g', .run = RUN_NEXT_SCENE },
	{ .menu = "S&cene", .label = "More &tension\tQ", .key = 'q', .sep = 1, BY_SIDE, .what = SIDE_TENSION, .arg = 5 },
	{ .menu = "S&cene", .label = "Less tension\tA", .key = 'a', BY_SIDE, .what = SIDE_TENSION, .arg = -5 },
	{ .menu = "S&cene", .label = "More &dampening\tY", .key = 'y', BY_SIDE, .what = SIDE_DAMPENING, .arg = 5 },
	{ .menu = "S&cene", .label = "Less dampening\tH", .key = 'h', BY_SIDE, .what = SIDE_DAMPENING, .arg = -5 },
	{ .menu = "S&cene", .label = "More s&pread\tU", .key = 'u', BY_SIDE, .what = SIDE_SPREAD, .arg = 25 },
	{ .menu = "S&cene", .label = "Less spread\tJ", .key = 'j', BY_SIDE, .what = SIDE_SPREAD, .arg = -25 },
	{ .menu = "S&cene", .label = "Next number of p&asses\tP", .key = 'p', BY_SIDE, .what = SIDE_PASSES },
	{ .menu = "S&cene", .label = "The article's &values", BY_SIDE, .what = SIDE_ARTICLE },
	{ .menu = "S&cene", .label = "Drop the roc&k\tB", .key = 'b', .sep = 1, BY_SIDE, .what = SIDE_ROCK },

	{ .menu = "&Help", .label = "&Keys and mouse\tF1", .key = KEY_F1, .run = RUN_HELP, .what = PLAY_SHOW_HELP },
	{ .menu = "&Help", .label = "&About Ripple", .run = RUN_SHELL, .arg = SHELL_ABOUT },
};

const int menu_count = (int)(sizeof menu_rows / sizeof menu_rows[0]);

const char menu_about[] =
	"Ripple " RIPPLE_VERSION "\n\n"
	"The water ripple of the GameRes article \"Ripple\": two buffers of wave heights, "
	"x0' = (x1 + x2 + x3 + x4) / 2 - x0 damped by 1/32 each step, and the picture under "
	"the water displaced by the slope of the surface.\n\n"
	"The original, a Win32 DirectDraw program, drew 320x240 at 25 frames per second on an "
	"AMD K6-200 with 2 MB of video RAM; this port draws through SDL2 surfaces. To time this "
	"computer against it, run ripple --bench (ripple.exe --bench from a Command Prompt; the "
	"page as ripple.html?bench): the article's code and every faster way to the same frames, "
	"each as a multiple of the K6-200's 25 frames a second.\n\n"
	"F1 lists the keys.";

int menu_id(const struct command *c)
{
	return COMMAND_FIRST_ID + (int)(c - menu_rows);
}

const struct command *menu_by_id(int id)
{
	return id >= COMMAND_FIRST_ID && id < COMMAND_FIRST_ID + menu_count ? &menu_rows[id - COMMAND_FIRST_ID] : NULL;
}

const struct command *menu_for_key(int key, int mods)
{
	for (int i = 0; key && i < menu_count; i++)
		if ((menu_rows[i].key == key && mods == menu_rows[i].mods) ||
		    (menu_rows[i].alt_key == key && mods == MOD_ALT))
			return &menu_rows[i];
	return NULL;
}

void menu_name(const struct command *c, char *name, size_t len)
{
	size_t k = 0;

	if (!len)
		return;
	for (const char *s = c->label; *s && *s != '\t' && k + 1 < len; s++)
		if (*s != '&')
			name[k++] = *s;
	name[k] = 0;
}

const struct command *menu_named(const char *name)
{
	char plain[64];

	for (int i = 0; i < menu_count; i++) {
		menu_name(&menu_rows[i], plain, sizeof plain);
		if (!strcmp(plain, name))
			return &menu_rows[i];
	}
	return NULL;
}

/* Appends to buf (n of len used) with snprintf's care; returns the new n, at most len. */
static size_t append(char *buf, size_t n, size_t len, const char *format, const char *a, const char *b)
{
	if (n < len)
		n += (size_t)snprintf(buf + n, len - n, format, a, b);
	return n < len ? n : len;
}

#define HELP_KEYS 10  /* the keys' column of F1's lines, "Ctrl+1 2 3" wide */
#define HELP_GROUP 4  /* the most rows F1 says on one line */

/* Whether row b is said on row a's line of F1's help: both keyed, next to each other in one menu,
 * setting the same value (a scene's setting, the frame rate, the zoom): "1 2 3 4  Radius 2, 3, 5,
 * 8 cells". */
static int same_line(const struct command *a, const struct command *b)
{
	const int value = a->run == RUN_SCENE || a->run == RUN_SPEED || a->run == RUN_ZOOM;

	return value && a->key && b->key && !strcmp(a->menu, b->menu) && a->run == b->run && a->scene == b->scene &&
	       a->what == b->what;
}

/* How long the start that all n labels share is, up to a space: "Radius " of "Radius 2 cells" and
 * "Radius 3 cells". */
static size_t shared_head(char label[][64], int n)
{
	size_t head = 0;

	for (size_t k = 0; label[0][k]; k++) {
		for (int i = 1; i < n; i++)
			if (label[i][k] != label[0][k])
				return head;
		head = label[0][k] == ' ' ? k + 1 : head;
	}
	return head;
}

/* How long the end that all n labels share is, from a space, after their heads: " cells". */
static size_t shared_tail(char label[][64], int n, size_t head)
{
	const size_t last0 = strlen(label[0]) - 1;
	size_t tail = 0;

	for (size_t k = 0;; k++) {
		for (int i = 0; i < n; i++) {
			const size_t len = strlen(label[i]);

			if (head + k >= len || label[i][len - 1 - k] != label[0][last0 - k])
				return tail;
		}
		tail = label[0][last0 - k] == ' ' ? k + 1 : tail;
	}
}

/* F1's words for rows c[0..n-1] (one line): their labels, the start and end they share said once,
 * the rest in turn ("Radius 2, 3, 5, 8 cells", "More, less tension"; "; " between them when they
 * hold commas themselves). */
static void line_words(const struct command *c, int n, char *out, size_t len)
{
	char label[HELP_GROUP][64], middle[64];
	size_t head, tail, k;
	const char *sep = ", ";

	for (int i = 0; i < n; i++) {
		menu_name(&c[i], label[i], sizeof label[i]);
		label[i][strcspn(label[i], ".")] = 0; /* "Open picture..." */
	}
	head = n > 1 ? shared_head(label, n) : 0;
	tail = n > 1 ? shared_tail(label, n, head) : 0;
	for (int i = 0; i < n; i++)
		if (strchr(label[i] + head, ','))
			sep = "; ";
	snprintf(out, len, "%.*s", (int)head, label[0]);
	k = strlen(out);
	for (int i = 0; i < n; i++) {
		snprintf(middle, sizeof middle, "%.*s", (int)(strlen(label[i]) - head - tail), label[i] + head);
		if (i && isupper((unsigned char)middle[0]) && islower((unsigned char)middle[1]))
			middle[0] = (char)tolower((unsigned char)middle[0]); /* "Slower, faster" */
		k = append(out, k, len, "%s%s", i ? sep : "", middle);
	}
	append(out, k, len, "%s%s", label[0] + strlen(label[0]) - tail, "");
}

/* The keys of rows c[0..n-1], as their labels name them: "1 2 3 4", "Ctrl+1 2 3". */
static void line_keys(const struct command *c, int n, char *out, size_t len)
{
	size_t k = 0;

	for (int i = 0; i < n; i++) {
		const char *key = strchr(c[i].label, '\t') + 1;

		if (i && !strncmp(key, "Ctrl+", 5) && !strncmp(strchr(c[0].label, '\t') + 1, "Ctrl+", 5))
			key += 5; /* "Ctrl+" said once */
		k = append(out, k, len, "%s%s", i ? " " : "", key);
	}
}

/* The mouse and, in the page (which touch screens show too), the fingers, as F1's help opens. */
#ifdef __EMSCRIPTEN__
static const char help_pointer[] =
	"Click or tap: a stone; drag the mouse or a finger: a trail, each finger its own. The right button "
	"draws walls. In the side view a click or a tap splashes, with Shift the rock falls there. In the 3D "
	"view the right button turns the camera, the wheel brings it nearer.\n";
#else
static const char help_pointer[] =
	"The mouse: the left button drops a stone, dragged a trail; the right draws walls. In the side view "
	"the left button splashes, with Shift the rock falls there. In the 3D view the right button turns "
	"the camera, the wheel brings it nearer.\n";
#endif

/* The rows that lay out a built-in lesson (No scenario, Lesson: ...), after X's line: "none, a rock,
 * [a slit], ...", the lesson laid out on p in brackets; then the lesson read from a file, X's step
 * after them, by its name ("..., a wave guide, [gap]"). */
static size_t lesson_list(char *buf, size_t n, size_t len, const struct play *p,
			  int (*checked)(const struct play *p, const struct command *c), const char *read)
{
	int first = 1;

	n = append(buf, n, len, "%s%s", "              ", "");
	for (int i = 0; i < menu_count; i++) {
		const struct command *c = &menu_rows[i];
		char name[64];
		const char *said = name;
		const int on = checked && checked(p, c);

		if (c->run != RUN_SCENE || c->what != POOL_SCENARIO || c->arg == POOL_NEXT)
			continue;
		menu_name(c, name, sizeof name);
		if (c->arg == SCENARIO_NONE)
			said = "none";
		else if (!strncmp(name, "Lesson: ", 8))
			said = name + 8;
		n = append(buf, n, len, first ? "%s%s" : ", %s%s", on ? "[" : "", said);
		n = append(buf, n, len, "%s%s", on ? "]" : "", "");
		first = 0;
	}
	if (read) {
		static const struct command row_read = { .menu = "", .label = "", BY_POOL, .what = POOL_SCENARIO,
							 .arg = SCENARIO_LESSON };

		n = append(buf, n, len, checked && checked(p, &row_read) ? ", [%s%s]" : ", %s%s", read, "");
	}
	return append(buf, n, len, "%s%s", "\n", "");
}

void menu_help(char *buf, size_t len, const struct play *p,
	       int (*checked)(const struct play *p, const struct command *c), const char *read)
{
	size_t n = append(buf, 0, len, "%s%s", help_pointer, "");

	for (int i = 0, k; i < menu_count; i += k) {
		char words[160], keys[32], line[sizeof words + sizeof keys + 32], menu[16];

		if (i == 0 || strcmp(menu_rows[i].menu, menu_rows[i - 1].menu)) { /* a heading for each menu */
			snprintf(menu, sizeof menu, "%s", menu_rows[i].menu);
			for (char *amp = strchr(menu, '&'); amp; amp = strchr(amp, '&'))
				memmove(amp, amp + 1, strlen(amp));
			n = append(buf, n, len, "%s%s\n", menu, "");
		}
		for (k = 1; k < HELP_GROUP && i + k < menu_count && same_line(&menu_rows[i], &menu_rows[i + k]); k++)
			;
		if (!strchr(menu_rows[i].label, '\t'))
			continue;
		line_words(&menu_rows[i], k, words, sizeof words);
		line_keys(&menu_rows[i], k, keys, sizeof keys);
		snprintf(line, sizeof line, "  %-*s  %s%s\n", HELP_KEYS, keys, words,
			 menu_rows[i].alt_key == KEY_ENTER ? " (also Alt+Enter)" : "");
		n = append(buf, n, len, "%s%s", line, "");
		if (menu_rows[i].run == RUN_SCENE && menu_rows[i].what == POOL_SCENARIO)
			n = lesson_list(buf, n, len, p, checked, read);
	}
}
