/* commands.c - every menu item and key of both shells in one table, each row with its handler and check mark. */
#include "window/commands.h"

#include "window/play.h"
#include "scenes/pool.h"
#include "scenes/scenario.h"
#include "scenes/side.h"
#include "core/splash.h"

#include <stdio.h>
#include <string.h>

/* --- the shell's own: files, the window, About -------------------------------------------------- */

/* The row's request to the shell, as it is. */
static int shell(struct play *p, const struct command *c)
{
	(void)p;
	return c->arg;
}

static int zoom(struct play *p, const struct command *c)
{
	play_zoom(p, c->arg);
	return SHELL_FIT;
}

static int zoomed(const struct play *p, const struct command *c)
{
	return p->scale == c->arg;
}

static int fullscreen(struct play *p, const struct command *c)
{
	(void)c;
	p->fullscreen = !p->fullscreen;
	return SHELL_FULLSCREEN;
}

static int in_fullscreen(const struct play *p, const struct command *c)
{
	(void)c;
	return p->fullscreen;
}

static int screen_size(struct play *p, const struct command *c)
{
	(void)c;
	play_screen(p, !p->screen);
	return SHELL_FIT;
}

static int at_screen_size(const struct play *p, const struct command *c)
{
	(void)c;
	return p->screen;
}

static int recording(const struct play *p, const struct command *c)
{
	(void)c;
	return play_recording(p);
}

/* Esc leaves full screen first, and exits from the window. */
static int leave(struct play *p, const struct command *c)
{
	(void)c;
	if (!p->fullscreen)
		return SHELL_QUIT;
	p->fullscreen = 0;
	return SHELL_FULLSCREEN;
}

/* --- the water's clock --------------------------------------------------------------------------- */

static int toggle_pause(struct play *p, const struct command *c)
{
	(void)c;
	p->demo.paused = !p->demo.paused;
	return SHELL_NOTHING;
}

static int paused(const struct play *p, const struct command *c)
{
	(void)c;
	return p->demo.paused;
}

static int step_frame(struct play *p, const struct command *c)
{
	(void)c;
	p->demo.paused = 1;
	demo_frame(&p->demo);
	play_present(p);
	return SHELL_NOTHING;
}

static int clear(struct play *p, const struct command *c)
{
	(void)c;
	demo_clear(&p->demo);
	play_present(p);
	return SHELL_NOTHING;
}

static int speed(struct play *p, const struct command *c)
{
	play_speed(p, c->arg);
	return SHELL_NOTHING;
}

static int at_speed(const struct play *p, const struct command *c)
{
	return p->fps == c->arg;
}

/* --- what the window shows over the water: PLAY_SHOW_* -------------------------------------------- */

static int show(struct play *p, const struct command *c)
{
	p->show[c->what] = !p->show[c->what];
	play_present(p);
	return SHELL_NOTHING;
}

static int shown(const struct play *p, const struct command *c)
{
	return p->show[c->what];
}

/* F1's help over the water, its text made when it is turned on. */
static int help(struct play *p, const struct command *c)
{
	command_help(p->help, sizeof p->help);
	return show(p, c);
}

/* --- the article's pool: POOL_* settings ------------------------------------------------------------ */

static struct pool *pool_of(const struct play *p)
{
	return demo_scene(&p->demo, SCENE_RIPPLE);
}

/* Sets the row's value, or the next in the cycle when the row has none to set (a toggle, "Next"). */
static int pool_choose(struct play *p, const struct command *c)
{
	pool_set(pool_of(p), c->what, c->arg);
	play_refresh(p);
	return SHELL_NOTHING;
}

static int pool_cycle(struct play *p, const struct command *c)
{
	pool_set(pool_of(p), c->what, pool_next(pool_of(p), c->what));
	play_refresh(p);
	return SHELL_NOTHING;
}

static int pool_chosen(const struct play *p, const struct command *c)
{
	return pool_get(pool_of(p), c->what) == c->arg;
}

static int pool_on(const struct play *p, const struct command *c)
{
	return pool_get(pool_of(p), c->what) != 0;
}

static int clear_walls(struct play *p, const struct command *c)
{
	(void)c;
	pool_clear_walls(pool_of(p));
	play_refresh(p);
	return SHELL_NOTHING;
}

static int waves(struct play *p, const struct command *c)
{
	pool_waves(pool_of(p), c->arg);
	play_refresh(p);
	return SHELL_NOTHING;
}

/* --- the scenes, and the side view's values: SIDE_* ------------------------------------------------ */

static int scene(struct play *p, const struct command *c)
{
	demo_set_scene(&p->demo, c->arg);
	play_refresh(p);
	return SHELL_NOTHING;
}

static int next_scene(struct play *p, const struct command *c)
{
	(void)c;
	demo_set_scene(&p->demo, (p->demo.scene + 1) % SCENE_COUNT);
	play_refresh(p);
	return SHELL_NOTHING;
}

static int in_scene(const struct play *p, const struct command *c)
{
	return p->demo.scene == c->arg;
}

/* Adds the row's value to a side view's value; out of range it stays as it is. */
static int side_add(struct play *p, const struct command *c)
{
	struct side *s = demo_scene(&p->demo, SCENE_SIDE);

	if (s)
		side_set(s, c->what, side_get(s, c->what) + c->arg);
	play_refresh(p);
	return SHELL_NOTHING;
}

/* The passes: 8 (the article's), 16, 32, 1, 2, 4. */
static int next_passes(struct play *p, const struct command *c)
{
	struct side *s = demo_scene(&p->demo, SCENE_SIDE);
	const int passes = s ? side_get(s, SIDE_PASSES) : 0;

	(void)c;
	if (s)
		side_set(s, SIDE_PASSES, passes >= 32 || passes < 1 ? 1 : passes * 2);
	play_refresh(p);
	return SHELL_NOTHING;
}

static int side_values(struct play *p, const struct command *c)
{
	struct side *s = demo_scene(&p->demo, SCENE_SIDE);

	(void)c;
	if (s)
		side_article(s);
	play_refresh(p);
	return SHELL_NOTHING;
}

/* The rock falls at the pointer, or in the middle when the pointer is outside the window. */
static int rock(struct play *p, const struct command *c)
{
	struct side *s = demo_scene(&p->demo, SCENE_SIDE);

	(void)c;
	if (s)
		side_rock(s, p->px);
	play_refresh(p);
	return SHELL_NOTHING;
}

/* --- the OpenGL views and the 3D camera ------------------------------------------------------------ */

static int gl_toggle(struct play *p, const struct command *c)
{
	(void)c;
	play_gl(p, p->gl_view ? GLVIEW_OFF : p->gl_last);
	return SHELL_NOTHING;
}

static int gl_on(const struct play *p, const struct command *c)
{
	(void)c;
	return p->gl_view != GLVIEW_OFF;
}

static int gl_choose(struct play *p, const struct command *c)
{
	play_gl(p, c->arg);
	return SHELL_NOTHING;
}

static int gl_chosen(const struct play *p, const struct command *c)
{
	return p->gl_view == c->arg;
}

/* Flat, refraction, 3D, flat... */
static int gl_next(struct play *p, const struct command *c)
{
	(void)c;
	play_gl(p, p->gl_view == GLVIEW_OFF || p->gl_view == GLVIEW_SURFACE ? GLVIEW_FLAT : p->gl_view + 1);
	return SHELL_NOTHING;
}

static int gl_camera(struct play *p, const struct command *c)
{
	(void)c;
	if (p->gl)
		glview_reset(p->gl);
	play_present(p);
	return SHELL_NOTHING;
}

/* --- the graphs: the wave profile and the intensity screen (graphs.h, graphview.c) ------------------ */

static int graph_profile(struct play *p, const struct command *c)
{
	(void)c;
	play_graph_command(p);
	return SHELL_FIT;
}

static int graph_shown(const struct play *p, const struct command *c)
{
	(void)c;
	return graphs_has_line(p->demo.graphs);
}

static int graph_screen(struct play *p, const struct command *c)
{
	struct graphs *g = play_graphs(p);

	(void)c;
	if (g)
		graphs_set_screen(g, !graphs_has_screen(g));
	return SHELL_FIT;
}

static int screen_shown(const struct play *p, const struct command *c)
{
	(void)c;
	return graphs_has_screen(p->demo.graphs);
}

static int graph_below(struct play *p, const struct command *c)
{
	struct graphs *g = play_graphs(p);

	(void)c;
	if (g)
		graphs_set_below(g, !graphs_below(g));
	return SHELL_FIT;
}

static int below_shown(const struct play *p, const struct command *c)
{
	(void)c;
	return p->demo.graphs ? graphs_below(p->demo.graphs) : p->o->graph_below;
}

/* menu, label, key, ctrl, separator before, setting, value, action, check mark, Alt's key */
const struct command commands[] = {
	{ "&File", "&Open picture...\tCtrl+O", 'o', 1, 0, 0, SHELL_OPEN, shell, NULL, 0 },
	{ "&File", "&Save frame...\tCtrl+S", 's', 1, 0, 0, SHELL_SAVE, shell, NULL, 0 },
	{ "&File", "&Record to a GIF...\tCtrl+R", 'r', 1, 0, 0, SHELL_RECORD, shell, recording, 0 },
	{ "&File", "E&xit\tEsc", KEY_ESCAPE, 0, 1, 0, 0, leave, NULL, 0 },
	{ "&Water", "&Pause\tSpace", ' ', 0, 0, 0, 0, toggle_pause, paused, 0 },
	{ "&Water", "&Step one frame\tN", 'n', 0, 0, 0, 0, step_frame, NULL, 0 },
	{ "&Water", "&Clear\tC", 'c', 0, 0, 0, 0, clear, NULL, 0 },
	{ "&Water", "&Rain\tR", 'r', 0, 1, POOL_RAIN, 0, pool_cycle, pool_on, 0 },
	{ "&Water", "S&low motion, 5 fps\t8", '8', 0, 1, 0, 5, speed, at_speed, 0 },
	{ "&Water", "&Original speed, 25 fps\t9", '9', 0, 0, 0, RIPPLE_FPS, speed, at_speed, 0 },
	{ "&Water", "&Uncapped\t0", '0', 0, 0, 0, 0, speed, at_speed, 0 },
	{ "&Stone", "Radius &2\t1", '1', 0, 0, POOL_RADIUS, 2, pool_choose, pool_chosen, 0 },
	{ "&Stone", "Radius &3\t2", '2', 0, 0, POOL_RADIUS, 3, pool_choose, pool_chosen, 0 },
	{ "&Stone", "Radius &5\t3", '3', 0, 0, POOL_RADIUS, 5, pool_choose, pool_chosen, 0 },
	{ "&Stone", "Radius &8\t4", '4', 0, 0, POOL_RADIUS, 8, pool_choose, pool_chosen, 0 },
	{ "&Stone", "Weight 3&2\t5", '5', 0, 1, POOL_WEIGHT, 32, pool_choose, pool_chosen, 0 },
	{ "&Stone", "Weight &64\t6", '6', 0, 0, POOL_WEIGHT, 64, pool_choose, pool_chosen, 0 },
	{ "&Stone", "Weight 12&8\t7", '7', 0, 0, POOL_WEIGHT, 128, pool_choose, pool_chosen, 0 },
	{ "&Stone", "S&oft stone\tS", 's', 0, 1, POOL_SOFT, 0, pool_cycle, pool_on, 0 },
	{ "&Physics", "&12 neighbours\tT", 't', 0, 0, POOL_STENCIL, 12, pool_cycle, pool_chosen, 0 },
	{ "&Physics", "Damping 1/&32 (article)", 0, 0, 1, POOL_DAMPING, RIPPLE_DAMPING, pool_choose, pool_chosen, 0 },
	{ "&Physics", "Damping 1/&8", 0, 0, 0, POOL_DAMPING, 3, pool_choose, pool_chosen, 0 },
	{ "&Physics", "Damping 1/2&56", 0, 0, 0, POOL_DAMPING, 8, pool_choose, pool_chosen, 0 },
	{ "&Physics", "&No damping", 0, 0, 0, POOL_DAMPING, 0, pool_choose, pool_chosen, 0 },
	{ "&Physics", "Next &damping\tD", 'd', 0, 0, POOL_DAMPING, 0, pool_cycle, NULL, 0 },
	{ "&Physics", "&Classic edges (article)", 0, 0, 1, POOL_EDGE, RIPPLE_EDGE_CLASSIC, pool_choose, pool_chosen, 0 },
	{ "&Physics", "&Reflecting edges", 0, 0, 0, POOL_EDGE, RIPPLE_EDGE_REFLECT, pool_choose, pool_chosen, 0 },
	{ "&Physics", "&Absorbing edges", 0, 0, 0, POOL_EDGE, RIPPLE_EDGE_ABSORB, pool_choose, pool_chosen, 0 },
	{ "&Physics", "Next &edges\tE", 'e', 0, 0, POOL_EDGE, 0, pool_cycle, NULL, 0 },
	{ "&Physics", "Clear &walls\tW", 'w', 0, 1, 0, 0, clear_walls, NULL, 0 },
	{ "&Physics", "No scenario", 0, 0, 1, POOL_SCENARIO, SCENARIO_NONE, pool_choose, pool_chosen, 0 },
	{ "&Physics", "Scenario: a roc&k", 0, 0, 0, POOL_SCENARIO, SCENARIO_ROCK, pool_choose, pool_chosen, 0 },
	{ "&Physics", "Scenario: a &slit", 0, 0, 0, POOL_SCENARIO, SCENARIO_SLIT, pool_choose, pool_chosen, 0 },
	{ "&Physics", "Scenario: a d&ouble slit", 0, 0, 0, POOL_SCENARIO, SCENARIO_DOUBLE_SLIT, pool_choose, pool_chosen, 0 },
	{ "&Physics", "Ne&xt scenario\tX", 'x', 0, 0, POOL_SCENARIO, 0, pool_cycle, NULL, 0 },
	{ "&Physics", "&Longer waves\tL", 'l', 0, 0, 0, 1, waves, NULL, 0 },
	{ "&Physics", "Shorter waves\tK", 'k', 0, 0, 0, 0, waves, NULL, 0 },
	{ "&Physics", "Every pixel (article)", 0, 0, 1, POOL_MESH, 1, pool_choose, pool_chosen, 0 },
	{ "&Physics", "Mesh of 2 pixels", 0, 0, 0, POOL_MESH, 2, pool_choose, pool_chosen, 0 },
	{ "&Physics", "Mesh of 4 pixels", 0, 0, 0, POOL_MESH, 4, pool_choose, pool_chosen, 0 },
	{ "&Physics", "Next &mesh\tM", 'm', 0, 0, POOL_MESH, 0, pool_cycle, NULL, 0 },
	{ "&View", "Zoom &1x\tCtrl+1", '1', 1, 0, 0, 1, zoom, zoomed, 0 },
	{ "&View", "Zoom &2x\tCtrl+2", '2', 1, 0, 0, 2, zoom, zoomed, 0 },
	{ "&View", "Zoom &3x\tCtrl+3", '3', 1, 0, 0, 3, zoom, zoomed, 0 },
	{ "&View", "F&ull screen\tF11", KEY_F11, 0, 0, 0, 0, fullscreen, in_fullscreen, KEY_ENTER },
	{ "&View", "Smooth scaling in full screen", 0, 0, 0, PLAY_SHOW_SMOOTH, 0, show, shown, 0 },
	{ "&View", "Pool at the screen's &resolution\tCtrl+F11", KEY_F11, 1, 0, 0, 0, screen_size, at_screen_size, 0 },
	{ "&View", "Show &frame rate\tF", 'f', 0, 1, PLAY_SHOW_FPS, 0, show, shown, 0 },
	{ "&View", "&Refraction (article)", 0, 0, 1, POOL_VIEW, RIPPLE_VIEW_REFRACTION, pool_choose, pool_chosen, 0 },
	{ "&View", "&Light", 0, 0, 0, POOL_VIEW, RIPPLE_VIEW_LIGHT, pool_choose, pool_chosen, 0 },
	{ "&View", "Refraction &and light", 0, 0, 0, POOL_VIEW, RIPPLE_VIEW_BOTH, pool_choose, pool_chosen, 0 },
	{ "&View", "&Heights", 0, 0, 0, POOL_VIEW, RIPPLE_VIEW_HEIGHTS, pool_choose, pool_chosen, 0 },
	{ "&View", "&Next view\tV", 'v', 0, 0, POOL_VIEW, 0, pool_cycle, NULL, 0 },
	{ "&View", "&Overlay: settings and frame rate\tO", 'o', 0, 1, PLAY_SHOW_OVERLAY, 0, show, shown, 0 },
	{ "&View", "&Inspector: the cell under the pointer\tI", 'i', 0, 0, PLAY_SHOW_INSPECTOR, 0, show, shown, 0 },
	{ "&View", "Open&GL view\tCtrl+G", 'g', 1, 1, 0, 0, gl_toggle, gl_on, 0 },
	{ "&View", "OpenGL: fla&t, the frame as a texture", 0, 0, 0, 0, GLVIEW_FLAT, gl_choose, gl_chosen, 0 },
	{ "&View", "OpenGL: refraction on the G&PU", 0, 0, 0, 0, GLVIEW_REFRACTION, gl_choose, gl_chosen, 0 },
	{ "&View", "OpenGL: 3&D surface", 0, 0, 0, 0, GLVIEW_SURFACE, gl_choose, gl_chosen, 0 },
	{ "&View", "Ne&xt OpenGL view\tZ", 'z', 0, 0, 0, 0, gl_next, NULL, 0 },
	{ "&View", "Reset the 3D &camera", 0, 0, 0, 0, 0, gl_camera, NULL, 0 },
	{ "&View", "Graph: wave profile, drag a line\tCtrl+L", 'l', 1, 1, 0, 0, graph_profile, graph_shown, 0 },
	{ "&View", "Graph: intensity screen (slits)\tCtrl+I", 'i', 1, 0, 0, 0, graph_screen, screen_shown, 0 },
	{ "&View", "Graph: profile below the water\tCtrl+B", 'b', 1, 0, 0, 0, graph_below, below_shown, 0 },
	{ "S&cene", "&Ripple from above (article)", 0, 0, 0, 0, SCENE_RIPPLE, scene, in_scene, 0 },
	{ "S&cene", "&Side view: springs and splashes", 0, 0, 0, 0, SCENE_SIDE, scene, in_scene, 0 },
	{ "S&cene", "&Next scene\tG", 'g', 0, 0, 0, 0, next_scene, NULL, 0 },
	{ "S&cene", "More &tension\tQ", 'q', 0, 1, SIDE_TENSION, 5, side_add, NULL, 0 },
	{ "S&cene", "Less tension\tA", 'a', 0, 0, SIDE_TENSION, -5, side_add, NULL, 0 },
	{ "S&cene", "More &dampening\tY", 'y', 0, 0, SIDE_DAMPENING, 5, side_add, NULL, 0 },
	{ "S&cene", "Less dampening\tH", 'h', 0, 0, SIDE_DAMPENING, -5, side_add, NULL, 0 },
	{ "S&cene", "More s&pread\tU", 'u', 0, 0, SIDE_SPREAD, 25, side_add, NULL, 0 },
	{ "S&cene", "Less spread\tJ", 'j', 0, 0, SIDE_SPREAD, -25, side_add, NULL, 0 },
	{ "S&cene", "Next number of p&asses\tP", 'p', 0, 0, 0, 0, next_passes, NULL, 0 },
	{ "S&cene", "The article's &values", 0, 0, 0, 0, 0, side_values, NULL, 0 },
	{ "S&cene", "Drop the roc&k\tB", 'b', 0, 1, 0, 0, rock, NULL, 0 },
	{ "&Help", "&Keys and mouse\tF1", KEY_F1, 0, 0, PLAY_SHOW_HELP, 0, help, shown, 0 },
	{ "&Help", "&About Ripple", 0, 0, 0, 0, SHELL_ABOUT, shell, NULL, 0 },
};

const int command_count = (int)(sizeof commands / sizeof commands[0]);

const char command_about[] =
	"Ripple " RIPPLE_VERSION "\n\n"
	"The water ripple of the GameRes article \"Ripple\": two buffers of wave heights, "
	"x0' = (x1 + x2 + x3 + x4) / 2 - x0 damped by 1/32 each step, and the picture under "
	"the water displaced by the slope of the surface.\n\n"
	"The original, a Win32 DirectDraw program, drew 320x240 at 25 frames per second on an "
	"AMD K6-200 with 2 MB of video RAM; this port draws through SDL2 surfaces.\n\n"
	"F1 lists the keys.";

int command_run(struct play *p, const struct command *c)
{
	return c->run(p, c);
}

int command_checked(const struct play *p, const struct command *c)
{
	return c->checked && c->checked(p, c);
}

int command_id(const struct command *c)
{
	return COMMAND_FIRST_ID + (int)(c - commands);
}

const struct command *command_by_id(int id)
{
	return id >= COMMAND_FIRST_ID && id < COMMAND_FIRST_ID + command_count ? &commands[id - COMMAND_FIRST_ID] : NULL;
}

const struct command *command_for_key(int key, int mods)
{
	for (int i = 0; key && i < command_count; i++)
		if ((commands[i].key == key && mods == (commands[i].ctrl ? MOD_CTRL : 0)) ||
		    (commands[i].alt_key == key && mods == MOD_ALT))
			return &commands[i];
	return NULL;
}

/* The menu text without its mnemonic's "&" and its shortcut, into name. */
static void plain_label(const struct command *c, char *name, size_t len)
{
	size_t k = 0;

	for (const char *s = c->label; *s && *s != '\t' && k + 1 < len; s++)
		if (*s != '&')
			name[k++] = *s;
	name[k] = 0;
}

const struct command *command_named(const char *name)
{
	char plain[64];

	for (int i = 0; i < command_count; i++) {
		plain_label(&commands[i], plain, sizeof plain);
		if (!strcmp(plain, name))
			return &commands[i];
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

void command_help(char *buf, size_t len)
{
	size_t n = append(buf, 0, len, "%s%s", "The mouse: the left button drops a stone, dragged a trail; the right draws walls. ",
			  "In the side view the left button splashes, with Shift the rock falls there. In the 3D view the "
			  "right button turns the camera, the wheel brings it nearer.\n");

	for (int i = 0, keys = 0; i < command_count; i++) {
		const char *tab = strchr(commands[i].label, '\t');
		char name[64], menu[16];

		if (i == 0 || strcmp(commands[i].menu, commands[i - 1].menu)) { /* a paragraph for each menu */
			snprintf(menu, sizeof menu, "%s", commands[i].menu + (commands[i].menu[0] == '&'));
			for (char *amp = strchr(menu, '&'); amp; amp = strchr(amp, '&'))
				memmove(amp, amp + 1, strlen(amp));
			n = append(buf, n, len, "\n%s:%s", menu, "");
			keys = 0;
		}
		if (!tab)
			continue;
		plain_label(&commands[i], name, sizeof name);
		name[strcspn(name, ".")] = 0; /* "Open picture..." */
		n = append(buf, n, len, keys++ ? ", %s %s" : " %s %s", tab + 1, name);
		if (commands[i].alt_key == KEY_ENTER)
			n = append(buf, n, len, "%s%s", " (also Alt+Enter)", "");
	}
}
