/* commands.c - the handler and check mark of each action the menus' rows name (menus.c), a scene's own rows to it; the keys and menu items a shell passes in. */
#include "window/commands.h"

#include "window/editing.h"
#include "window/gldisplay.h"
#include "window/play.h"

/* --- the window's knobs: set to the row's arg, or turned on and off ---------------------------------- */

/* Each knob of play.c a row sets, by the row's RUN_*: how it is set and read, and what the shell
 * does after it changed. The zoom reads 0 ("Zoom to fit") while the zoom is the largest that fits. */
static const struct {
	void (*set)(struct play *p, int value);
	int (*get)(const struct play *p);
	int then; /* SHELL_* */
} knobs[RUN_COUNT] = {
	[RUN_SPEED] = { play_speed, play_fps, SHELL_NOTHING },
	[RUN_ZOOM] = { play_zoom, play_zoom_chosen, SHELL_FIT },
	[RUN_GL_DISPLAY] = { play_gl, play_gl_view, SHELL_NOTHING },
	[RUN_FULLSCREEN] = { play_set_fullscreen, play_fullscreen, SHELL_FULLSCREEN },
	[RUN_SCREEN_SIZE] = { play_screen, play_at_screen, SHELL_FIT },
};

/* The knob set to the row's arg (a speed, a zoom, an OpenGL display), checked while it is that. */
static int choose(struct play *p, const struct command *c)
{
	knobs[c->run].set(p, c->arg);
	return knobs[c->run].then;
}

static int chosen(const struct play *p, const struct command *c)
{
	return knobs[c->run].get(p) == c->arg;
}

/* The knob turned on when it is off and off when it is on (full screen, the screen's size), checked
 * while it is on. */
static int flip(struct play *p, const struct command *c)
{
	knobs[c->run].set(p, !knobs[c->run].get(p));
	return knobs[c->run].then;
}

static int on(const struct play *p, const struct command *c)
{
	return knobs[c->run].get(p) != 0;
}

/* --- the shell's own: files, the window, About -------------------------------------------------- */

/* The row's request to the shell, as it is. */
static int shell(struct play *p, const struct command *c)
{
	(void)p;
	return c->arg;
}

static int recording(const struct play *p, const struct command *c)
{
	(void)c;
	return play_recording(p);
}

/* Esc closes what is in the way, one thing a press: F1's help, then the edit mode, then full screen, then the overlay
 * and the inspector; with nothing to close the title says how to quit. It never quits. */
static int leave(struct play *p, const struct command *c)
{
	(void)c;
	if (play_shown(p, PLAY_SHOW_HELP)) {
		play_show(p, PLAY_SHOW_HELP, 0);
	} else if (play_editing(p)) {
		play_edit(p, EDITING_TOGGLE);
	} else if (play_fullscreen(p)) {
		play_set_fullscreen(p, 0);
		return SHELL_FULLSCREEN;
	} else if (play_shown(p, PLAY_SHOW_OVERLAY) || play_shown(p, PLAY_SHOW_INSPECTOR)) {
		play_show(p, PLAY_SHOW_OVERLAY, 0);
		play_show(p, PLAY_SHOW_INSPECTOR, 0);
	} else {
		play_note(p, "%s", "Esc closes the help and full screen; Ctrl+Q quits");
		play_present(p);
	}
	return SHELL_NOTHING;
}

/* --- the water's clock --------------------------------------------------------------------------- */

static int toggle_pause(struct play *p, const struct command *c)
{
	(void)c;
	demo_pause(play_demo(p), !demo_paused(play_demo(p)));
	return SHELL_NOTHING;
}

static int paused(const struct play *p, const struct command *c)
{
	(void)c;
	return demo_paused(play_demo(p));
}

static int step_frame(struct play *p, const struct command *c)
{
	(void)c;
	demo_pause(play_demo(p), 1);
	demo_frame(play_demo(p));
	play_present(p);
	return SHELL_NOTHING;
}

static int clear(struct play *p, const struct command *c)
{
	(void)c;
	demo_clear(play_demo(p));
	play_present(p);
	return SHELL_NOTHING;
}

/* --- what the window shows over the water: PLAY_SHOW_* -------------------------------------------- */

static int show(struct play *p, const struct command *c)
{
	play_show(p, c->what, !play_shown(p, c->what));
	return SHELL_NOTHING;
}

static int shown(const struct play *p, const struct command *c)
{
	return play_shown(p, c->what);
}

/* F1's help over the water, its text made when it is turned on; F1 again turns its pages. */
static int help(struct play *p, const struct command *c)
{
	(void)c;
	play_help(p);
	return SHELL_NOTHING;
}

/* --- the scenes: the one shown, and each one's own commands ------------------------------------------ */

static int show_scene(struct play *p, const struct command *c)
{
	demo_set_scene(play_demo(p), c->arg);
	play_refresh(p);
	return SHELL_NOTHING;
}

static int next_scene(struct play *p, const struct command *c)
{
	(void)c;
	demo_set_scene(play_demo(p), (demo_scene_shown(play_demo(p)) + 1) % SCENE_COUNT);
	play_refresh(p);
	return SHELL_NOTHING;
}

static int in_scene(const struct play *p, const struct command *c)
{
	return demo_scene_shown(play_demo(p)) == c->arg;
}

/* The row's scene carries it out, the pointer where it is (the side view's rock falls there); its
 * word (a knob's value, or its end) noted for the title and the screen. */
static int scene_command(struct play *p, const struct command *c)
{
	char note[FONT_LINE];
	int x, y;

	play_pointer(p, &x, &y);
	demo_command(play_demo(p), c->scene, c->what, c->arg, x, y, note);
	if (*note)
		play_note(p, "%s", note);
	play_scene_note(p); /* a view the scene turned to, said (it outranks the row's word) */
	play_refresh(p);
	return SHELL_NOTHING;
}

static int scene_checked(const struct play *p, const struct command *c)
{
	return demo_checked(play_demo(p), c->scene, c->what, c->arg);
}

/* --- the OpenGL displays and the 3D camera ------------------------------------------------------------ */

static int gl_toggle(struct play *p, const struct command *c)
{
	(void)c;
	play_gl_toggle(p);
	return SHELL_NOTHING;
}

static int gl_on(const struct play *p, const struct command *c)
{
	(void)c;
	return play_gl_view(p) != GLDISPLAY_OFF;
}

/* Flat, refraction, 3D, flat... */
static int gl_next(struct play *p, const struct command *c)
{
	const int view = play_gl_view(p);

	(void)c;
	play_gl(p, view == GLDISPLAY_OFF || view == GLDISPLAY_SURFACE ? GLDISPLAY_FLAT : view + 1);
	return SHELL_NOTHING;
}

static int gl_camera(struct play *p, const struct command *c)
{
	(void)c;
	play_gl_camera(p);
	return SHELL_NOTHING;
}

/* --- the graphs: the wave profile and the intensity screen (graphs.h, graphline.c) ------------------ */

static int graph_profile(struct play *p, const struct command *c)
{
	(void)c;
	play_graph_command(p);
	return SHELL_FIT;
}

static int graph_shown(const struct play *p, const struct command *c)
{
	(void)c;
	return graphs_has_line(demo_graphs(play_demo(p)));
}

static int graph_clock(struct play *p, const struct command *c)
{
	(void)c;
	play_clock_command(p);
	return SHELL_FIT;
}

static int clock_shown(const struct play *p, const struct command *c)
{
	int at[2];

	(void)c;
	return graphs_clock(demo_graphs(play_demo(p)), at);
}

/* Each part of the graphs RUN_GRAPH_PART turns on and off, by its arg (GRAPH_*): whether it is
 * shown, and how it is set. */
static const struct {
	int (*has)(const struct graphs *g);
	void (*set)(struct graphs *g, int on);
} graph_parts[] = {
	[GRAPH_SCREEN] = { graphs_has_screen, graphs_set_screen },
	[GRAPH_BELOW] = { graphs_below, graphs_set_below },
	[GRAPH_RAYS] = { graphs_has_rays, graphs_set_rays },
};

static int graph_part(struct play *p, const struct command *c)
{
	struct graphs *g = play_graphs(p);

	if (g)
		graph_parts[c->arg].set(g, !graph_parts[c->arg].has(g));
	return SHELL_FIT;
}

/* Before any graph was made: the strip below the water as --graph-below says, the rest off. */
static int part_shown(const struct play *p, const struct command *c)
{
	const struct graphs *g = demo_graphs(play_demo(p));

	if (!g)
		return c->arg == GRAPH_BELOW && play_options(p)->graph_below;
	return graph_parts[c->arg].has(g);
}

/* --- the lesson's edit mode (editing.h) ------------------------------------------------------------ */

static int edit(struct play *p, const struct command *c)
{
	play_edit(p, c->arg);
	return SHELL_NOTHING;
}

/* Edit mode's row checked while it is on. */
static int editing(const struct play *p, const struct command *c)
{
	return c->arg == EDITING_TOGGLE && play_editing(p);
}

/* Each action's handler and check mark (none when NULL), by RUN_*: the rows of menus.c are data. */
static const struct {
	int (*run)(struct play *p, const struct command *c);            /* carries it out: SHELL_* */
	int (*checked)(const struct play *p, const struct command *c);  /* its check mark */
} actions[RUN_COUNT] = {
	[RUN_SHELL] = { .run = shell },
	[RUN_RECORD] = { .run = shell, .checked = recording },
	[RUN_LEAVE] = { .run = leave },
	[RUN_PAUSE] = { .run = toggle_pause, .checked = paused },
	[RUN_STEP] = { .run = step_frame },
	[RUN_CLEAR] = { .run = clear },
	[RUN_SPEED] = { .run = choose, .checked = chosen },
	[RUN_ZOOM] = { .run = choose, .checked = chosen },
	[RUN_FULLSCREEN] = { .run = flip, .checked = on },
	[RUN_SCREEN_SIZE] = { .run = flip, .checked = on },
	[RUN_SHOW] = { .run = show, .checked = shown },
	[RUN_HELP] = { .run = help, .checked = shown },
	[RUN_GL] = { .run = gl_toggle, .checked = gl_on },
	[RUN_GL_DISPLAY] = { .run = choose, .checked = chosen },
	[RUN_GL_NEXT] = { .run = gl_next },
	[RUN_GL_CAMERA] = { .run = gl_camera },
	[RUN_GRAPH_PROFILE] = { .run = graph_profile, .checked = graph_shown },
	[RUN_GRAPH_CLOCK] = { .run = graph_clock, .checked = clock_shown },
	[RUN_GRAPH_PART] = { .run = graph_part, .checked = part_shown },
	[RUN_SHOW_SCENE] = { .run = show_scene, .checked = in_scene },
	[RUN_NEXT_SCENE] = { .run = next_scene },
	[RUN_SCENE] = { .run = scene_command, .checked = scene_checked },
	[RUN_EDIT] = { .run = edit, .checked = editing },
};

int command_run(struct play *p, const struct command *c)
{
	return actions[c->run].run(p, c);
}

int command_opens_gl(int id)
{
	const struct command *c = menu_by_id(id);

	return c && (c->run == RUN_GL || c->run == RUN_GL_DISPLAY || c->run == RUN_GL_NEXT);
}

int command_row_checked(const struct play *p, const struct command *c)
{
	return actions[c->run].checked && actions[c->run].checked(p, c);
}

/* A key's or a menu item's row (NULL: none) carried out, the message dismissed first (play_dismiss). */
static int pressed(struct play *p, const struct command *c)
{
	play_dismiss(p);
	return c ? command_run(p, c) : SHELL_NOTHING;
}

int command_key(struct play *p, int key, int mods)
{
	return pressed(p, menu_for_key(key, mods));
}

int command_bound(int key, int mods)
{
	return menu_for_key(key, mods) != NULL;
}

/* The rows in order, each its key, then its Alt key. */
int command_binding(int i, int *key, int *mods, char *name, size_t len)
{
	for (int r = 0; r < menu_count; r++) {
		const struct command *c = &menu_rows[r];

		if (c->key && i-- == 0) {
			*key = c->key;
			*mods = c->mods;
		} else if (c->alt_key && i-- == 0) {
			*key = c->alt_key;
			*mods = MOD_ALT;
		} else {
			continue;
		}
		menu_name(c, name, len);
		return 1;
	}
	if (len)
		*name = 0;
	return 0;
}

int command_ids(void)
{
	return menu_count;
}

int command_menu(struct play *p, int id)
{
	return pressed(p, menu_by_id(id));
}

int command_checked(const struct play *p, int id)
{
	const struct command *c = menu_by_id(id);

	return c && command_row_checked(p, c);
}
