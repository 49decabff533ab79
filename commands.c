/* commands.c - every menu item and key of both shells, one table, and the help text that lists them. */
#include "commands.h"

#include "options.h"
#include "pace.h"
#include "ripple.h"
#include "scenario.h"

#include <stdio.h>
#include <string.h>

const struct command commands[] = {
	{ IDM_OPEN, "&File", "&Open picture...\tCtrl+O", 'o', 1, 0, 0 },
	{ IDM_SAVE_FRAME, "&File", "&Save frame...\tCtrl+S", 's', 1, 0, 0 },
	{ IDM_EXIT, "&File", "E&xit\tEsc", KEY_ESCAPE, 0, 0, 1 },
	{ IDM_PAUSE, "&Water", "&Pause\tSpace", ' ', 0, 0, 0 },
	{ IDM_STEP, "&Water", "&Step one frame\tN", 'n', 0, 0, 0 },
	{ IDM_CLEAR, "&Water", "&Clear\tC", 'c', 0, 0, 0 },
	{ IDM_RAIN, "&Water", "&Rain\tR", 'r', 0, 0, 1 },
	{ IDM_SPEED_SLOW, "&Water", "S&low motion, 5 fps\t8", '8', 0, 5, 1 },
	{ IDM_SPEED_ORIGINAL, "&Water", "&Original speed, 25 fps\t9", '9', 0, RIPPLE_FPS, 0 },
	{ IDM_SPEED_MAX, "&Water", "&Uncapped\t0", '0', 0, 0, 0 },
	{ IDM_RADIUS_2, "&Stone", "Radius &2\t1", '1', 0, 2, 0 },
	{ IDM_RADIUS_3, "&Stone", "Radius &3\t2", '2', 0, 3, 0 },
	{ IDM_RADIUS_5, "&Stone", "Radius &5\t3", '3', 0, 5, 0 },
	{ IDM_RADIUS_8, "&Stone", "Radius &8\t4", '4', 0, 8, 0 },
	{ IDM_WEIGHT_32, "&Stone", "Weight 3&2\t5", '5', 0, 32, 1 },
	{ IDM_WEIGHT_64, "&Stone", "Weight &64\t6", '6', 0, 64, 0 },
	{ IDM_WEIGHT_128, "&Stone", "Weight 12&8\t7", '7', 0, 128, 0 },
	{ IDM_SOFT, "&Stone", "S&oft stone\tS", 's', 0, 0, 1 },
	{ IDM_STENCIL_12, "&Physics", "&12 neighbours\tT", 't', 0, 12, 0 },
	{ IDM_DAMP_ARTICLE, "&Physics", "Damping 1/&32 (article)", 0, 0, RIPPLE_DAMPING, 1 },
	{ IDM_DAMP_STRONG, "&Physics", "Damping 1/&8", 0, 0, 3, 0 },
	{ IDM_DAMP_WEAK, "&Physics", "Damping 1/2&56", 0, 0, 8, 0 },
	{ IDM_DAMP_OFF, "&Physics", "&No damping", 0, 0, 0, 0 },
	{ IDM_DAMP_NEXT, "&Physics", "Next &damping\tD", 'd', 0, 0, 0 },
	{ IDM_EDGE_CLASSIC, "&Physics", "&Classic edges (article)", 0, 0, RIPPLE_EDGE_CLASSIC, 1 },
	{ IDM_EDGE_REFLECT, "&Physics", "&Reflecting edges", 0, 0, RIPPLE_EDGE_REFLECT, 0 },
	{ IDM_EDGE_ABSORB, "&Physics", "&Absorbing edges", 0, 0, RIPPLE_EDGE_ABSORB, 0 },
	{ IDM_EDGE_NEXT, "&Physics", "Next &edges\tE", 'e', 0, 0, 0 },
	{ IDM_CLEAR_WALLS, "&Physics", "Clear &walls\tW", 'w', 0, 0, 1 },
	{ IDM_SCENARIO_NONE, "&Physics", "No scenario", 0, 0, SCENARIO_NONE, 1 },
	{ IDM_SCENARIO_ROCK, "&Physics", "Scenario: a roc&k", 0, 0, SCENARIO_ROCK, 0 },
	{ IDM_SCENARIO_SLIT, "&Physics", "Scenario: a &slit", 0, 0, SCENARIO_SLIT, 0 },
	{ IDM_SCENARIO_DOUBLE, "&Physics", "Scenario: a d&ouble slit", 0, 0, SCENARIO_DOUBLE_SLIT, 0 },
	{ IDM_SCENARIO_NEXT, "&Physics", "Ne&xt scenario\tX", 'x', 0, 0, 0 },
	{ IDM_WAVES_LONGER, "&Physics", "&Longer waves\tL", 'l', 0, 0, 0 },
	{ IDM_WAVES_SHORTER, "&Physics", "Shorter waves\tK", 'k', 0, 0, 0 },
	{ IDM_MESH_1, "&Physics", "Every pixel (article)", 0, 0, 1, 1 },
	{ IDM_MESH_2, "&Physics", "Mesh of 2 pixels", 0, 0, 2, 0 },
	{ IDM_MESH_4, "&Physics", "Mesh of 4 pixels", 0, 0, 4, 0 },
	{ IDM_MESH_NEXT, "&Physics", "Next &mesh\tM", 'm', 0, 0, 0 },
	{ IDM_ZOOM_1, "&View", "Zoom &1x\tCtrl+1", '1', 1, 1, 0 },
	{ IDM_ZOOM_2, "&View", "Zoom &2x\tCtrl+2", '2', 1, 2, 0 },
	{ IDM_ZOOM_3, "&View", "Zoom &3x\tCtrl+3", '3', 1, 3, 0 },
	{ IDM_SHOW_FPS, "&View", "Show &frame rate\tF", 'f', 0, 0, 1 },
	{ IDM_VIEW_REFRACTION, "&View", "&Refraction (article)", 0, 0, RIPPLE_VIEW_REFRACTION, 1 },
	{ IDM_VIEW_LIGHT, "&View", "&Light", 0, 0, RIPPLE_VIEW_LIGHT, 0 },
	{ IDM_VIEW_BOTH, "&View", "Refraction &and light", 0, 0, RIPPLE_VIEW_BOTH, 0 },
	{ IDM_VIEW_HEIGHTS, "&View", "&Heights", 0, 0, RIPPLE_VIEW_HEIGHTS, 0 },
	{ IDM_VIEW_NEXT, "&View", "&Next view\tV", 'v', 0, 0, 0 },
	{ IDM_OVERLAY, "&View", "&Overlay: settings and frame rate\tO", 'o', 0, 0, 1 },
	{ IDM_INSPECTOR, "&View", "&Inspector: the cell under the pointer\tI", 'i', 0, 0, 0 },
	{ IDM_GL, "&View", "Open&GL view\tCtrl+G", 'g', 1, 0, 1 },
	{ IDM_GL_FLAT, "&View", "OpenGL: fla&t, the frame as a texture", 0, 0, GLVIEW_FLAT, 0 },
	{ IDM_GL_REFRACTION, "&View", "OpenGL: refraction on the G&PU", 0, 0, GLVIEW_REFRACTION, 0 },
	{ IDM_GL_SURFACE, "&View", "OpenGL: 3&D surface", 0, 0, GLVIEW_SURFACE, 0 },
	{ IDM_GL_NEXT, "&View", "Ne&xt OpenGL view\tZ", 'z', 0, 0, 0 },
	{ IDM_GL_CAMERA, "&View", "Reset the 3D &camera", 0, 0, 0, 0 },
	{ IDM_SCENE_RIPPLE, "S&cene", "&Ripple from above (article)", 0, 0, SCENE_RIPPLE, 0 },
	{ IDM_SCENE_SIDE, "S&cene", "&Side view: springs and splashes", 0, 0, SCENE_SIDE, 0 },
	{ IDM_SCENE_NEXT, "S&cene", "&Next scene\tG", 'g', 0, 0, 0 },
	{ IDM_TENSION_UP, "S&cene", "More &tension\tQ", 'q', 0, 5, 1 },
	{ IDM_TENSION_DOWN, "S&cene", "Less tension\tA", 'a', 0, -5, 0 },
	{ IDM_DAMPENING_UP, "S&cene", "More &dampening\tY", 'y', 0, 5, 0 },
	{ IDM_DAMPENING_DOWN, "S&cene", "Less dampening\tH", 'h', 0, -5, 0 },
	{ IDM_SPREAD_UP, "S&cene", "More s&pread\tU", 'u', 0, 25, 0 },
	{ IDM_SPREAD_DOWN, "S&cene", "Less spread\tJ", 'j', 0, -25, 0 },
	{ IDM_PASSES_NEXT, "S&cene", "Next number of p&asses\tP", 'p', 0, 0, 0 },
	{ IDM_SIDE_ARTICLE, "S&cene", "The article's &values", 0, 0, 0, 0 },
	{ IDM_ROCK, "S&cene", "Drop the roc&k\tB", 'b', 0, 0, 1 },
	{ IDM_ABOUT, "&Help", "&About Ripple\tF1", KEY_F1, 0, 0, 0 },
};

const int command_count = (int)(sizeof commands / sizeof commands[0]);

const char command_about[] =
	"Ripple " RIPPLE_VERSION "\n\n"
	"The water ripple of the GameRes article \"Ripple\": two buffers of wave heights, "
	"x0' = (x1 + x2 + x3 + x4) / 2 - x0 damped by 1/32 each step, and the picture under "
	"the water displaced by the slope of the surface.\n\n"
	"The original, a Win32 DirectDraw program, drew 320x240 at 25 frames per second on an "
	"AMD K6-200 with 2 MB of video RAM; this port draws through SDL2 surfaces.";

void command_help(char *buf, size_t len)
{
	size_t n = (size_t)snprintf(buf, len, "%s\n\nKeys (the mouse: left drops a stone, dragged a trail; right draws walls; "
				    "in the side view left splashes, Shift+left drops the rock; in the 3D view the right button "
				    "turns the camera and the wheel brings it nearer):\n",
				    command_about);

	for (int i = 0; i < command_count && n < len; i++) {
		const char *tab = strchr(commands[i].label, '\t');
		char name[64];
		size_t k = 0;

		if (!tab)
			continue;
		for (const char *c = commands[i].label; c < tab && k + 1 < sizeof name; c++)
			if (*c != '&')
				name[k++] = *c;
		name[k] = 0;
		n += (size_t)snprintf(buf + n, len - n, "%-8s %s\n", tab + 1, name);
	}
}

const struct command *command_for_key(int key, int ctrl)
{
	for (int i = 0; key && i < command_count; i++)
		if (commands[i].key == key && commands[i].ctrl == !!ctrl)
			return &commands[i];
	return NULL;
}

const struct command *command_by_id(int id)
{
	for (int i = 0; i < command_count; i++)
		if ((int)commands[i].id == id)
			return &commands[i];
	return NULL;
}
