/* commands.c - the handler and check mark of each action the menus' rows name (menus.c); a scene's own rows go to it. */
#include "window/commands.h"

#include "window/play.h"

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

/* A zoom's check: "Zoom to fit" (arg 0) while the zoom is the largest that fits, else the zoom chosen. */
static int zoomed(const struct play *p, const struct command *c)
{
	return c->arg ? !p->fit && p->scale == c->arg : p->fit;
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

/* Esc closes what is in the way, one thing a press: F1's help, then full screen, then the overlay
 * and the inspector; with nothing to close the title says how to quit. It never quits. */
static int leave(struct play *p, const struct command *c)
{
	(void)c;
	if (p->show[PLAY_SHOW_HELP]) {
		p->show[PLAY_SHOW_HELP] = 0;
	} else if (p->fullscreen) {
		p->fullscreen = 0;
		return SHELL_FULLSCREEN;
	} else if (p->show[PLAY_SHOW_OVERLAY] || p->show[PLAY_SHOW_INSPECTOR])
		p->show[PLAY_SHOW_OVERLAY] = p->show[PLAY_SHOW_INSPECTOR] = 0;
	else
		play_note(p, "%s", "Esc closes the help and full screen; Ctrl+Q quits");
	play_present(p);
	return SHELL_NOTHING;
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

/* F1's help over the water, its text made when it is turned on; F1 again turns its pages. */
static int help(struct play *p, const struct command *c)
{
	(void)c;
	if (!p->show[PLAY_SHOW_HELP])
		command_help(p->help, sizeof p->help);
	play_help(p);
	return SHELL_NOTHING;
}

/* --- the scenes: the one shown, and each one's own commands ------------------------------------------ */

static int show_scene(struct play *p, const struct command *c)
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

/* The row's scene carries it out, the pointer where it is (the side view's rock falls there); its
 * word (a knob's value, or its end) noted for the title and the screen. */
static int scene_command(struct play *p, const struct command *c)
{
	char note[FONT_LINE];

	demo_command(&p->demo, c->scene, c->what, c->arg, p->px, p->py, note);
	if (*note)
		play_note(p, "%s", note);
	play_scene_note(p); /* a view the scene turned to, said (it outranks the row's word) */
	play_refresh(p);
	return SHELL_NOTHING;
}

static int scene_checked(const struct play *p, const struct command *c)
{
	return demo_checked(&p->demo, c->scene, c->what, c->arg);
}

/* --- the OpenGL displays and the 3D camera ------------------------------------------------------------ */

static int gl_toggle(struct play *p, const struct command *c)
{
	(void)c;
	play_gl(p, p->gl_view ? GLDISPLAY_OFF : p->gl_last);
	return SHELL_NOTHING;
}

static int gl_on(const struct play *p, const struct command *c)
{
	(void)c;
	return p->gl_view != GLDISPLAY_OFF;
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
	play_gl(p, p->gl_view == GLDISPLAY_OFF || p->gl_view == GLDISPLAY_SURFACE ? GLDISPLAY_FLAT : p->gl_view + 1);
	return SHELL_NOTHING;
}

static int gl_camera(struct play *p, const struct command *c)
{
	(void)c;
	if (p->gl)
		gldisplay_reset(p->gl);
	play_present(p);
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
	return graphs_has_line(p->demo.graphs);
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
	if (!p->demo.graphs)
		return c->arg == GRAPH_BELOW && p->o->graph_below;
	return graph_parts[c->arg].has(p->demo.graphs);
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
	[RUN_SPEED] = { .run = speed, .checked = at_speed },
	[RUN_ZOOM] = { .run = zoom, .checked = zoomed },
	[RUN_FULLSCREEN] = { .run = fullscreen, .checked = in_fullscreen },
	[RUN_SCREEN_SIZE] = { .run = screen_size, .checked = at_screen_size },
	[RUN_SHOW] = { .run = show, .checked = shown },
	[RUN_HELP] = { .run = help, .checked = shown },
	[RUN_GL] = { .run = gl_toggle, .checked = gl_on },
	[RUN_GL_DISPLAY] = { .run = gl_choose, .checked = gl_chosen },
	[RUN_GL_NEXT] = { .run = gl_next },
	[RUN_GL_CAMERA] = { .run = gl_camera },
	[RUN_GRAPH_PROFILE] = { .run = graph_profile, .checked = graph_shown },
	[RUN_GRAPH_PART] = { .run = graph_part, .checked = part_shown },
	[RUN_SHOW_SCENE] = { .run = show_scene, .checked = in_scene },
	[RUN_NEXT_SCENE] = { .run = next_scene },
	[RUN_SCENE] = { .run = scene_command, .checked = scene_checked },
};

int command_run(struct play *p, const struct command *c)
{
	return actions[c->run].run(p, c);
}

int command_opens_gl(const struct command *c)
{
	return c->run == RUN_GL || c->run == RUN_GL_DISPLAY || c->run == RUN_GL_NEXT;
}

int command_checked(const struct play *p, const struct command *c)
{
	return actions[c->run].checked && actions[c->run].checked(p, c);
}
