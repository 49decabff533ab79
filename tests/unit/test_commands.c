/* test_commands.c - cmocka unit tests of the middle layer: commands applied through the table to the scenes, no real window. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "app/cmdline.h"
#include "window/commands.h"
#include "window/compose.h"
#include "files/font.h"
#include "files/picture.h"
#include "core/pace.h"
#include "window/play.h"
#include "files/recorder.h"
#include "graphs/graph.h"
#include "scenes/pool.h"
#include "scenes/scenario.h"
#include "window/editing.h"

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

/* A play on SDL's dummy video driver: a window surface in memory, nothing on a screen. */
struct fixture {
	struct options o;
	struct play *p;
	SDL_Window *win;
	uint64_t clock; /* the shell's clock, in milliseconds */
};

static int fixture_up(void **state, int argc, char **argv)
{
	struct fixture *f = calloc(1, sizeof *f);
	char err[512];

	assert_non_null(f);
	assert_int_equal(options_parse(&f->o, argc, argv, err, sizeof err), 0);
	assert_non_null(f->p = play_open(&f->o, err, sizeof err));
	f->win = SDL_CreateWindow("test", 0, 0, play_width(f->p), play_height(f->p), 0);
	assert_non_null(f->win);
	assert_int_equal(play_start(f->p, f->win, err, sizeof err), 0);
	play_clock(f->p, 0, 1000);
	*state = f;
	return 0;
}

static int setup(void **state)
{
	static char *argv[] = { "ripple", "--bpp", "32", "--scale", "1", NULL };

	return fixture_up(state, 5, argv);
}

/* A pool of 640x480: the lesson at scale 2, 2 steps a frame. */
static int setup_640(void **state)
{
	static char *argv[] = { "ripple", "--bpp", "32", "--scale", "1", "--size", "640x480", NULL };

	return fixture_up(state, 7, argv);
}

/* The refraction lesson read from its file, its edge at 40 degrees and its S 0.6. */
static int setup_turned(void **state)
{
	static char *argv[] = { "ripple", "--bpp", "32", "--scale", "1", "--lesson", "lessons/refraction.lesson",
				"--angle", "40", "--shallow", "0.6", NULL };

	return fixture_up(state, 11, argv);
}

/* Without --scale: the zoom the largest that fits. */
static int setup_fit(void **state)
{
	static char *argv[] = { "ripple", "--bpp", "32", NULL };

	return fixture_up(state, 3, argv);
}

static int teardown(void **state)
{
	struct fixture *f = *state;

	play_close(f->p);
	SDL_DestroyWindow(f->win);
	options_free(&f->o);
	free(f);
	return 0;
}

/* The row whose menu text (without "&" and shortcut) is name; the test fails when there is none. */
static const struct command *row(const char *name)
{
	const struct command *c = menu_named(name);

	assert_non_null(c);
	return c;
}

static struct pool *pool(struct fixture *f)
{
	return demo_scene(play_demo(f->p), SCENE_POOL);
}

/* A copy of the render page's pixels. */
static unsigned char *page_copy(const struct demo *d)
{
	size_t n = (size_t)demo_page(d)->pitch * (size_t)demo_page(d)->h;
	unsigned char *c = malloc(n);

	assert_non_null(c);
	memcpy(c, demo_page(d)->pixels, n);
	return c;
}

static int page_is(const struct demo *d, const unsigned char *pixels)
{
	return !memcmp(demo_page(d)->pixels, pixels, (size_t)demo_page(d)->pitch * (size_t)demo_page(d)->h);
}

/* n frames ticked `ms` apart on the shell's clock (milliseconds, from where the last ticks left
 * it); the frame rate measured over them, 0 when none was. */
static int ticks(struct fixture *f, uint64_t ms, int n)
{
	int fps = 0;

	for (int i = 0; i < n; i++) {
		f->clock += ms;
		if (play_tick(f->p, f->clock))
			fps = (int)(play_rate(f->p) + 0.5);
	}
	return fps;
}

/* Ripples: a stone at the middle and frames for them to spread. */
static void make_waves(struct fixture *f)
{
	play_press(f->p, SCENE_LEFT, play_width(f->p) / 2, play_height(f->p) / 2, 0);
	play_release(f->p, SCENE_LEFT);
	for (int i = 0; i < 20; i++)
		demo_frame(play_demo(f->p));
}

/* --- the tests ---------------------------------------------------------------------------------- */

static void every_row_has_an_action_and_one_id(void **state)
{
	(void)state;
	for (int i = 0; i < menu_count; i++) {
		assert_true(menu_rows[i].run > 0 && menu_rows[i].run < RUN_COUNT);
		assert_ptr_equal(menu_by_id(menu_id(&menu_rows[i])), &menu_rows[i]);
		if (menu_rows[i].key)
			assert_ptr_equal(menu_for_key(menu_rows[i].key, menu_rows[i].mods), &menu_rows[i]);
	}
	assert_null(menu_by_id(COMMAND_FIRST_ID - 1));
	assert_null(menu_by_id(COMMAND_FIRST_ID + menu_count));
}

/* --- the keys bound, and the README's table of them ---------------------------------------------- */

/* A key the README's table names: its key and modifiers (as command_key takes them), the top menu
 * its row names ("File" of "File > Exit"; "" for none), the row's line in the README. */
struct readme_key {
	int key, mods;
	char menu[16];
	int line;
};

#define README_KEYS 160

/* The key a word of the README's keys column names, with its modifiers: "Ctrl+Q", "Space", "F11",
 * "Alt+Enter", "[", "K". Returns 0 for a word that names none. */
static int readme_key_named(const char *word, int *key, int *mods)
{
	*mods = 0;
	for (;;) {
		if (!strncmp(word, "Ctrl+", 5)) {
			*mods |= MOD_CTRL;
			word += 5;
		} else if (!strncmp(word, "Alt+", 4)) {
			*mods |= MOD_ALT;
			word += 4;
		} else {
			break;
		}
	}
	if (!strcmp(word, "Space"))
		*key = ' ';
	else if (!strcmp(word, "Del"))
		*key = KEY_DELETE;
	else if (!strcmp(word, "Esc"))
		*key = KEY_ESCAPE;
	else if (!strcmp(word, "Enter"))
		*key = KEY_ENTER;
	else if (word[0] == 'F' && isdigit((unsigned char)word[1]) && atoi(word + 1) >= 1 && atoi(word + 1) <= 12)
		*key = KEY_F1 + atoi(word + 1) - 1;
	else if (word[0] && !word[1] && isprint((unsigned char)word[0]))
		*key = tolower((unsigned char)word[0]);
	else
		return 0;
	return 1;
}

/* The keys of the README's "Keys and menus" table into k (at most README_KEYS): each row's first
 * column, keys between spaces, groups between ", " ("Q A, Y H, U J"; the comma key is a "," of its
 * own), "Ctrl+" on a group's first key said for the rest of the group ("Ctrl+1 2 3"); the rows of
 * the mouse ("left click, drag", "right drag, wheel") left out. Returns how many; the test fails
 * on a word that names no key, or when the table is not found. */
static int readme_keys(struct readme_key *k)
{
	FILE *f = fopen("README.md", "r");
	char line[1024];
	int n = 0, in = 0, at = 0;

	if (!f)
		fail_msg("README.md not found: run the test from the repository's top folder");
	while (fgets(line, sizeof line, f)) {
		char *keys, *menu, *end, *word, *save;
		char prefix[16] = "";
		int group_start = 1;

		at++;
		if (!strncmp(line, "## ", 3)) {
			in = !strncmp(line, "## Keys and menus", 17);
			continue;
		}
		if (!in || strncmp(line, "| ", 2) || !strncmp(line, "| Key |", 7) || !strncmp(line, "|---", 4))
			continue;
		keys = line + 2;
		assert_non_null(end = strstr(keys, " | "));
		*end = 0;
		menu = end + 3;
		menu[strcspn(menu, ">|")] = 0;
		while (*menu == ' ')
			menu++;
		for (end = menu + strlen(menu); end > menu && end[-1] == ' '; end--)
			end[-1] = 0;
		if (!strncmp(keys, "left ", 5) || !strncmp(keys, "right ", 6))
			continue; /* the mouse */
		for (word = strtok_r(keys, " ", &save); word; word = strtok_r(NULL, " ", &save)) {
			const size_t len = strlen(word);
			const int group_end = len > 1 && word[len - 1] == ',';
			char named[32];

			if (group_end)
				word[len - 1] = 0;
			if (group_start) {
				const char *plus = strrchr(word, '+');

				snprintf(prefix, sizeof prefix, "%.*s", plus && plus[1] ? (int)(plus + 1 - word) : 0, word);
				snprintf(named, sizeof named, "%s", word);
			} else {
				snprintf(named, sizeof named, "%s%s", strchr(word + 1, '+') ? "" : prefix, word);
			}
			if (!readme_key_named(named, &k[n].key, &k[n].mods))
				fail_msg("README.md:%d: '%s' in the keys column names no key", at, named);
			snprintf(k[n].menu, sizeof k[n].menu, "%s", menu);
			k[n].line = at;
			assert_true(++n < README_KEYS);
			group_start = group_end;
		}
	}
	fclose(f);
	if (n == 0)
		fail_msg("README.md has no \"## Keys and menus\" table");
	return n;
}

/* The top menu of row c without its "&": "File". */
static void top_menu(const struct command *c, char *buf, size_t len)
{
	size_t k = 0;

	for (const char *s = c->menu; *s && k + 1 < len; s++)
		if (*s != '&')
			buf[k++] = *s;
	buf[k] = 0;
}

/* command_binding lists every key of the table once, each bound (command_bound) to the row of its
 * name, and says 0 past the last; a key no row binds (F12, Ctrl+Alt+Q) is free. */
static void command_binding_lists_the_table_s_keys(void **state)
{
	int key, mods, n = 0, rows = 0;
	char name[64];

	(void)state;
	for (int i = 0; i < menu_count; i++)
		rows += (menu_rows[i].key != 0) + (menu_rows[i].alt_key != 0);
	for (; command_binding(n, &key, &mods, name, sizeof name); n++) {
		const struct command *c = menu_for_key(key, mods);

		assert_true(command_bound(key, mods));
		assert_non_null(c);
		assert_ptr_equal(menu_named(name), c);
		for (int j = 0; j < n; j++) {
			int k2, m2;
			char other[64];

			assert_true(command_binding(j, &k2, &m2, other, sizeof other));
			assert_false(k2 == key && m2 == mods);
		}
	}
	assert_int_equal(n, rows);
	assert_true(n > 40);
	assert_false(command_binding(-1, &key, &mods, name, sizeof name));
	assert_string_equal(name, "");
	assert_true(command_bound('q', 0));             /* the side view's More tension */
	assert_true(command_bound('q', MOD_CTRL));      /* Exit */
	assert_true(command_bound(KEY_ENTER, MOD_ALT)); /* full screen, the Alt key of F11's row */
	assert_false(command_bound('q', MOD_CTRL | MOD_ALT));
	assert_false(command_bound(KEY_F1 + 11, 0)); /* F12 */
	assert_false(command_bound(0, 0));
}

/* The README's "Keys and menus" table and the table of commands name the same keys: each key the
 * README names is bound, to a row of the menu the README's row names, and each key the table binds
 * is in the README. Alt+F4 is the system's (the window's close), said beside Ctrl+Q. */
static void the_readme_s_keys_are_the_table_s(void **state)
{
	static struct readme_key k[README_KEYS];
	const int n = readme_keys(k);
	int key, mods;
	char name[64], menu[16];

	(void)state;
	for (int i = 0; i < n; i++) {
		const struct command *c = menu_for_key(k[i].key, k[i].mods);

		if (k[i].key == KEY_F1 + 3 && k[i].mods == MOD_ALT)
			continue; /* Alt+F4 */
		if (!c)
			fail_msg("README.md:%d: a key (%#x, mods %d) that no command is bound to", k[i].line, k[i].key, k[i].mods);
		top_menu(c, menu, sizeof menu);
		if (strcmp(menu, k[i].menu))
			fail_msg("README.md:%d: the key (%#x, mods %d) is %s's \"%s\" in the table, not in %s", k[i].line,
				 k[i].key, k[i].mods, menu, c->label, k[i].menu);
	}
	for (int b = 0; command_binding(b, &key, &mods, name, sizeof name); b++) {
		int said = 0;

		for (int i = 0; i < n && !said; i++)
			said = k[i].key == key && k[i].mods == mods;
		if (!said)
			fail_msg("the key (%#x, mods %d) of \"%s\" is not in README.md's \"Keys and menus\" table", key, mods, name);
	}
}

static void next_view_cycles_the_four_views(void **state)
{
	struct fixture *f = *state;
	const struct command *next = menu_for_key('v', 0);
	const char *names[] = { "Refraction (article)", "Light", "Refraction and light", "Heights" };
	unsigned char *seen[4];

	assert_ptr_equal(next, row("Next view"));
	make_waves(f);
	demo_pause(play_demo(f->p), 1);
	for (int v = 0; v < 4; v++) {
		assert_int_equal(pool_get(pool(f), POOL_VIEW), v);
		for (int k = 0; k < 4; k++)
			assert_int_equal(command_row_checked(f->p, row(names[k])), k == v);
		seen[v] = page_copy(play_demo(f->p));
		for (int k = 0; k < v; k++)
			assert_false(page_is(play_demo(f->p), seen[k])); /* each view draws the same water its own way */
		command_run(f->p, next);
	}
	assert_int_equal(pool_get(pool(f), POOL_VIEW), RIPPLE_VIEW_REFRACTION);
	assert_true(page_is(play_demo(f->p), seen[0]));
	for (int v = 0; v < 4; v++)
		free(seen[v]);
}

static void clear_makes_the_water_still(void **state)
{
	struct fixture *f = *state;
	unsigned char *picture = page_copy(play_demo(f->p)); /* still water: the page is the picture */

	make_waves(f);
	assert_false(ripple_still(pool_ripple(pool(f))));
	assert_false(page_is(play_demo(f->p), picture));
	command_run(f->p, menu_for_key('c', 0));
	assert_true(ripple_still(pool_ripple(pool(f))));
	assert_true(page_is(play_demo(f->p), picture));
	free(picture);
}

/* Each toggle's check mark follows it, on and off again. */
static void toggles_check_marks_follow_them(void **state)
{
	struct fixture *f = *state;
	const char *toggles[] = { "Pause", "Rain", "Soft stone", "12 neighbours", "Show frame rate",
				  "Overlay: settings and frame rate", "Inspector: the cell under the pointer" };

	assert_false(command_row_checked(f->p, row("12 neighbours"))); /* the article's pool: 4, no rain, hard stones */
	assert_false(command_row_checked(f->p, row("Rain")));
	assert_false(command_row_checked(f->p, row("Soft stone")));
	for (size_t i = 0; i < sizeof toggles / sizeof *toggles; i++) {
		const struct command *c = row(toggles[i]);
		const int was = command_row_checked(f->p, c);

		command_run(f->p, c);
		assert_int_equal(command_row_checked(f->p, c), !was);
		command_run(f->p, c);
		assert_int_equal(command_row_checked(f->p, c), was);
	}
}

/* A row that chooses an item of a group: a frame rate, a zoom, a scene, or a value of one of the pool's
 * settings (not its "Next"). */
static int is_choice(const struct command *c)
{
	if (c->run == RUN_SCENE)
		return c->scene == SCENE_POOL && c->what <= POOL_SPEED && c->arg != POOL_NEXT;
	return c->run == RUN_SPEED || c->run == RUN_ZOOM || c->run == RUN_SHOW_SCENE;
}

/* Choosing an item of a group (the stone, the physics, the views, the speed, the zoom, the scene)
 * checks it and no other item of its group, its "Next" row included. */
static void a_choice_checks_itself_alone(void **state)
{
	struct fixture *f = *state;
	int chosen = 0;

	for (int i = 0; i < menu_count; i++) {
		const struct command *c = &menu_rows[i];

		if (!is_choice(c))
			continue;
		command_run(f->p, c);
		chosen++;
		for (int k = 0; k < menu_count; k++)
			if (menu_rows[k].run == c->run && menu_rows[k].scene == c->scene && menu_rows[k].what == c->what)
				assert_int_equal(command_row_checked(f->p, &menu_rows[k]), k == i);
	}
	assert_int_equal(chosen, 55); /* 4 + 3 radii and weights, 4 + 3 damping and edges, 21 lessons (none too),
				       * 3 meshes, 4 views, 4 water speeds, 3 frame rates, 4 zooms, 2 scenes */
}

static void scenarios_and_meshes_are_laid_out(void **state)
{
	struct fixture *f = *state;
	char title[320];

	command_run(f->p, row("Lesson: a double slit"));
	assert_int_equal(pool_get(pool(f), POOL_SCENARIO), SCENARIO_DOUBLE_SLIT);
	assert_int_equal(pool_get(pool(f), POOL_EDGE), RIPPLE_EDGE_ABSORB);
	command_run(f->p, row("Next mesh"));
	assert_int_equal(pool_get(pool(f), POOL_MESH), 2);
	assert_int_equal(pool_ripple(pool(f))->w, 161); /* 320 / 2 + 1 nodes */
	play_title(f->p, title, sizeof title);
	assert_non_null(strstr(title, ", double-slit, waves of 12 frames, slits 3 wide 30 apart, screen "));
	assert_non_null(strstr(title, " away, mesh 2"));
	command_run(f->p, row("Longer waves"));
	play_title(f->p, title, sizeof title);
	assert_non_null(strstr(title, "waves of 15 frames"));
	command_run(f->p, row("Slits (sources) closer together")); /* 54 cells of the lesson, 27 here */
	play_title(f->p, title, sizeof title);
	assert_non_null(strstr(title, "slits 3 wide 27 apart"));
	command_run(f->p, row("Next scenario"));
	assert_int_equal(pool_get(pool(f), POOL_SCENARIO), SCENARIO_TWO_SOURCES);
	play_title(f->p, title, sizeof title);
	assert_non_null(strstr(title, ", two-sources, waves of 15 frames, sources 27 apart"));
	command_run(f->p, row("Next scenario"));
	assert_int_equal(pool_get(pool(f), POOL_SCENARIO), SCENARIO_THREE_SLITS);
	for (int i = SCENARIO_THREE_SLITS; i < SCENARIO_COUNT; i++)
		command_run(f->p, row("Next scenario"));
	assert_int_equal(pool_get(pool(f), POOL_SCENARIO), SCENARIO_NONE);
}

/* The title says how the rate is paced: capped like the original and the key that uncaps, another
 * cap and the key back, or uncapped as a multiple of the K6-200's cells a second (320x240 x 25);
 * uncapped on still water, that there is nothing to compute (no rate: its frames are not counted). */
static void the_title_says_the_pace(void **state)
{
	struct fixture *f = *state;
	char title[320];

	assert_true(play_shown(f->p, PLAY_SHOW_FPS));
	assert_int_equal(ticks(f, 40, 26), 25); /* a second of frames on the shell's clock (ms) */
	play_title(f->p, title, sizeof title);
	assert_non_null(strstr(title, "Ripple - 25.0 fps (capped at the K6-200's 25 like the original; 0 uncaps) on "));
	command_run(f->p, row("Uncapped")); /* the still pool of the start */
	ticks(f, 1, 100);
	play_title(f->p, title, sizeof title);
	assert_non_null(strstr(title, "Ripple - uncapped, still water: nothing to compute, on "));
	assert_null(strstr(title, "fps"));
	command_run(f->p, row("Lesson: a slit")); /* water that never stands still: uncapped, its frames count */
	assert_int_equal(ticks(f, 1, 2002), 1000); /* the second second's: the first began on still water */
	play_title(f->p, title, sizeof title);
	assert_non_null(strstr(title, "Ripple - 1000.0 fps (uncapped: 40.0x the K6-200's cells a second, 320x240 x 25) on "));
	command_run(f->p, row("Slow motion, 5 fps"));
	assert_int_equal(ticks(f, 200, 12), 5); /* the second second's: the first began uncapped */
	play_title(f->p, title, sizeof title);
	assert_non_null(strstr(title, "(capped at 5; 9 for the original's 25, 0 uncaps)"));
}

/* A scenario sets its own damping and edges; left, the pool has the user's again. */
static void leaving_a_scenario_gives_back_the_users_damping_and_edges(void **state)
{
	struct fixture *f = *state;

	command_run(f->p, row("Damping 1/8"));
	command_run(f->p, row("Reflecting edges"));
	command_run(f->p, row("Lesson: a slit"));
	assert_int_equal(pool_get(pool(f), POOL_DAMPING), 0);
	assert_int_equal(pool_get(pool(f), POOL_EDGE), RIPPLE_EDGE_ABSORB);
	command_run(f->p, row("Lesson: a double slit"));
	command_run(f->p, row("No scenario"));
	assert_int_equal(pool_get(pool(f), POOL_DAMPING), 3);
	assert_int_equal(pool_get(pool(f), POOL_EDGE), RIPPLE_EDGE_REFLECT);
}

/* Physics lists every lesson built into the program (lessons/NAME.lesson): a "Lesson:" row for
 * each, which lays it out as --scenario NAME does, checked while it is the one laid out (and no
 * other), its name in the title; F1 marks it after X's line; L and the knobs still turn it. */
static void the_physics_menu_lists_every_built_in_lesson(void **state)
{
	struct fixture *f = *state;
	int rows = 0;

	for (int i = 0; lesson_builtin_name(i); i++) {
		const char *name = lesson_builtin_name(i);
		const struct command *c = NULL;
		char title[512], help[8192], label[64], *at;

		for (int r = 0; r < menu_count; r++)
			if (menu_rows[r].run == RUN_SCENE && menu_rows[r].what == POOL_SCENARIO &&
			    menu_rows[r].arg > SCENARIO_NONE && menu_rows[r].arg < SCENARIO_COUNT &&
			    !strcmp(scenario_names[menu_rows[r].arg], name))
				c = &menu_rows[r];
		if (!c)
			fail_msg("the built-in lesson %s has no row in the menus", name);
		assert_string_equal(c->menu, "&Physics");
		menu_name(c, label, sizeof label);
		assert_memory_equal(label, "Lesson: ", 8);
		command_run(f->p, c);
		assert_int_equal(pool_get(pool(f), POOL_SCENARIO), c->arg);
		for (int r = 0; r < menu_count; r++)
			if (menu_rows[r].run == RUN_SCENE && menu_rows[r].what == POOL_SCENARIO)
				assert_int_equal(command_row_checked(f->p, &menu_rows[r]), &menu_rows[r] == c);
		play_title(f->p, title, sizeof title);
		assert_non_null(strstr(title, name));
		menu_help(help, sizeof help, f->p, command_row_checked, pool_lesson_read(pool(f)));
		at = strstr(help, "Next scenario\n");
		assert_non_null(at);
		assert_non_null(strstr(at, label + 8)); /* "a rock" */
		snprintf(title, sizeof title, "[%s]", label + 8);
		assert_non_null(strstr(at, title));
		assert_int_equal(strchr(at, '[') - at, strstr(at, title) - at); /* the only one marked */
		command_run(f->p, row("Longer waves"));
		play_title(f->p, title, sizeof title);
		assert_non_null(strstr(title, "waves of 15 frames"));
		command_run(f->p, row("Shorter waves"));
		rows++;
	}
	assert_int_equal(rows, SCENARIO_COUNT - 1); /* and every one of them is built in */
}

/* Files, the window and About are left to the shell, each with its request. */
static void the_shells_own_commands_are_left_to_it(void **state)
{
	struct fixture *f = *state;
	char help[8192];

	assert_int_equal(command_run(f->p, menu_for_key('o', 1)), SHELL_OPEN);
	assert_int_equal(command_run(f->p, menu_for_key('s', 1)), SHELL_SAVE);
	assert_int_equal(command_run(f->p, menu_for_key('q', MOD_CTRL)), SHELL_QUIT);
	assert_int_equal(command_run(f->p, menu_for_key(KEY_F1, 0)), SHELL_NOTHING);
	assert_true(play_shown(f->p, PLAY_SHOW_HELP));
	menu_help(help, sizeof help, f->p, command_row_checked, pool_lesson_read(pool(f)));
	assert_non_null(strstr(help, "\n  Space       Pause\n"));
	assert_int_equal(command_run(f->p, row("About Ripple")), SHELL_ABOUT);
	assert_int_equal(command_run(f->p, menu_for_key('2', 1)), SHELL_FIT);
	assert_int_equal(play_width(f->p), 640);
	assert_true(command_row_checked(f->p, row("Zoom 2x")));
	assert_int_equal(command_run(f->p, row("Next view")), SHELL_NOTHING);
	assert_non_null(strstr(menu_about, "AMD K6-200"));
	assert_non_null(strstr(menu_about, "ripple --bench (ripple.exe --bench from a Command Prompt; the page as ripple.html?bench)"));
}

/* F1's help reads as a list a teacher reads: a heading for each menu, then a line for each key,
 * or for the keys that set one value, its words said once ("Radius 2, 3, 5, 8 cells"); the
 * window wraps a long line under its words. */
static void the_help_lists_the_keys_as_a_teacher_reads_them(void **state)
{
	char help[8192], lines[4][FONT_LINE];

	(void)state;
	menu_help(help, sizeof help, NULL, NULL, NULL);
	assert_non_null(strstr(help, "\nFile\n  Ctrl+O      Open picture\n  Ctrl+S      Save frame\n"
				     "  Ctrl+E      Open lesson\n  Ctrl+P      Save lesson\n  Ctrl+R      Record to a GIF\n  Ctrl+K      Copy a link to the lesson\n  Ctrl+Q      Exit\nEdit\n"
				     "  F2          Edit the lesson: drag its handles\n  Ctrl+Z      Undo the last change\n"
				     "  Del         Delete the object under the pointer\nWater\n"));
	assert_non_null(strstr(help, "\n  - =         Slower, faster\n"));
	assert_non_null(strstr(help, "\n  8 9 0       Slow motion, 5 fps; original speed, 25 fps; uncapped\n"));
	assert_non_null(strstr(help, "\nStone\n  1 2 3 4     Radius 2, 3, 5, 8 cells\n  5 6 7       Weight 32 (light), 64, 128 (heavy)\n"));
	assert_non_null(strstr(help, "\n  L K         Longer, shorter waves\n  [ ]         Narrower, wider slits\n"
				     "  , .         Slits (sources) closer together, farther apart\n"
				     "  ; '         Screen nearer, farther from the slits\n"
				     "  / \\         Angle of incidence smaller, larger\n"
				     "  Ctrl+[ ]    Shallow water slower, faster\n"));
	assert_non_null(strstr(help, "\n  Ctrl+1 2 3 0  Zoom 1x, 2x, 3x, to fit the screen\n"
				     "  F11         Full screen (also Alt+Enter)\n"));
	assert_non_null(strstr(help, "\n  Ctrl+G      OpenGL display\n"));
	assert_non_null(strstr(help, "\nScene\n  G           Next scene\n  Q A         More, less tension\n"));
	assert_non_null(strstr(help, "\nHelp\n  F1          Keys and mouse\n"));
	assert_int_equal(font_wrap("  , .         Slits (sources) closer together, farther apart\n", 40, lines, 4), 2);
	assert_string_equal(lines[1], "              together, farther apart"); /* under its words */
}

/* Without --scale the zoom is the largest whole one at which the water and its graphs fit the room
 * the shell tells, chosen again each time it tells it; shrunk to the room when even 1 is too
 * large. A zoom chosen (Ctrl+2) stays; Ctrl+0 fits again. */
static void the_zoom_is_the_largest_that_fits_the_room(void **state)
{
	struct fixture *f = *state;
	const struct command *fit = row("Zoom to fit the screen");

	play_room(f->p, 1918, 1019); /* 1920x1080 less a taskbar and a frame */
	assert_int_equal(play_width(f->p), 1280);
	assert_int_equal(play_height(f->p), 960);
	assert_true(command_row_checked(f->p, fit));
	assert_false(command_row_checked(f->p, row("Zoom 3x")));
	play_room(f->p, 1278, 959); /* one pixel short of 4x each way */
	assert_int_equal(play_scale(f->p), 3);
	play_room(f->p, 1279, 960);
	assert_int_equal(play_scale(f->p), 3);
	play_room(f->p, 1 << 20, 1 << 20);
	assert_int_equal(play_scale(f->p), RIPPLE_MAX_SCALE);
	play_room(f->p, 300, 200); /* a 320x240 pool does not fit: zoom 1, shrunk keeping its shape */
	assert_int_equal(play_scale(f->p), 1);
	assert_int_equal(play_width(f->p), 266);
	assert_int_equal(play_height(f->p), 200);
	play_room(f->p, 1918, 1019);
	assert_int_equal(command_run(f->p, row("Graph: wave profile, drag a line")), SHELL_FIT);
	play_room(f->p, 1918, 1019); /* the strip below: 320x300, 4x no longer fits */
	assert_int_equal(play_width(f->p), 960);
	assert_int_equal(play_height(f->p), 900);
	assert_int_equal(command_run(f->p, menu_for_key('2', MOD_CTRL)), SHELL_FIT);
	play_room(f->p, 1918, 1019);
	assert_int_equal(play_width(f->p), 640);
	assert_true(command_row_checked(f->p, row("Zoom 2x")));
	assert_false(command_row_checked(f->p, fit));
	assert_int_equal(command_run(f->p, menu_for_key('0', MOD_CTRL)), SHELL_FIT);
	assert_int_equal(play_width(f->p), 960);
	assert_true(command_row_checked(f->p, fit));
	assert_string_equal(play_noted(f->p), "zoom 3x, the largest that fits the screen");
}

/* Esc closes one thing a press, F1's help first, then full screen, then the overlay and the
 * inspector; with nothing left it says in the title that Ctrl+Q quits, and never quits. */
/* The window's knobs a row sets: each tells the shell what to do after it (fit the window to the
 * frame, or go in or out of full screen), and its check mark follows it: a choice's while it is
 * the one chosen, a switch's on and off again. */
static void knobs_tell_the_shell_and_check_themselves(void **state)
{
	struct fixture *f = *state;
	const struct {
		const char *row;
		int then, flips;
	} knobs[] = {
		{ "Uncapped", SHELL_NOTHING, 0 },
		{ "Slow motion, 5 fps", SHELL_NOTHING, 0 },
		{ "Zoom 2x", SHELL_FIT, 0 },
		{ "Zoom 1x", SHELL_FIT, 0 },
		{ "Full screen", SHELL_FULLSCREEN, 1 },
		{ "Pool at the screen's resolution", SHELL_FIT, 1 },
	};

	for (size_t i = 0; i < sizeof knobs / sizeof *knobs; i++) {
		const struct command *c = row(knobs[i].row);
		const int was = command_row_checked(f->p, c);

		assert_int_equal(command_run(f->p, c), knobs[i].then);
		assert_int_equal(command_row_checked(f->p, c), knobs[i].flips ? !was : 1);
		if (!knobs[i].flips)
			continue;
		assert_int_equal(command_run(f->p, c), knobs[i].then);
		assert_int_equal(command_row_checked(f->p, c), was);
	}
}

static void esc_closes_what_is_in_the_way_and_never_quits(void **state)
{
	struct fixture *f = *state;
	const struct command *esc = menu_for_key(KEY_ESCAPE, 0);
	char title[320];

	assert_non_null(esc);
	command_run(f->p, menu_for_key(KEY_F1, 0));
	command_run(f->p, row("Overlay: settings and frame rate"));
	play_set_fullscreen(f->p, 1);
	assert_int_equal(command_run(f->p, esc), SHELL_NOTHING);
	assert_false(play_shown(f->p, PLAY_SHOW_HELP));
	assert_true(play_fullscreen(f->p));
	assert_int_equal(command_run(f->p, esc), SHELL_FULLSCREEN);
	assert_false(play_fullscreen(f->p));
	assert_int_equal(command_run(f->p, esc), SHELL_NOTHING);
	assert_false(play_shown(f->p, PLAY_SHOW_OVERLAY));
	play_title(f->p, title, sizeof title);
	assert_null(strstr(title, "Ctrl+Q"));
	for (int i = 0; i < 3; i++)
		assert_int_equal(command_run(f->p, esc), SHELL_NOTHING);
	play_title(f->p, title, sizeof title);
	assert_non_null(strstr(title, "Ctrl+Q quits"));
}

/* F1's help at 320x240 takes pages; F1 turns them, the last one says so, and F1 after it closes
 * the help. The page's lines all fit in the window. */
static void the_help_is_paged_to_fit_the_window(void **state)
{
	struct fixture *f = *state;
	int pages, now;

	command_run(f->p, menu_for_key(KEY_F1, 0));
	assert_int_equal(play_help_page(f->p, &pages), 0);
	assert_true(pages > 1);
	for (int i = 1; i < pages; i++) {
		command_run(f->p, menu_for_key(KEY_F1, 0));
		assert_true(play_shown(f->p, PLAY_SHOW_HELP));
		assert_int_equal(play_help_page(f->p, &now), i);
	}
	command_run(f->p, menu_for_key(KEY_F1, 0));
	assert_false(play_shown(f->p, PLAY_SHOW_HELP));
	command_run(f->p, menu_for_key('3', MOD_CTRL)); /* 960x720 at scale 3: the same pages, or fewer */
	SDL_SetWindowSize(f->win, play_width(f->p), play_height(f->p));
	command_run(f->p, menu_for_key(KEY_F1, 0));
	play_help_page(f->p, &now);
	assert_true(now >= 1 && now <= pages);
}

/* Ctrl+R is left to the shell; a recording started there takes each frame's tick, checks its
 * menu item, says so in the title, and is finished by the stop, which says how many frames in
 * the title. */
static void a_recording_takes_each_frame_shown(void **state)
{
	struct fixture *f = *state;
	const char *path = "build/test_commands.gif";
	unsigned char head[6] = { 0 };
	char err[512], title[320];
	FILE *gif;

	assert_int_equal(command_run(f->p, menu_for_key('r', 1)), SHELL_RECORD);
	assert_false(command_row_checked(f->p, row("Record to a GIF...")));
	assert_int_equal(play_record_start(f->p, path, err, sizeof err), 0);
	assert_true(command_row_checked(f->p, row("Record to a GIF...")));
	play_title(f->p, title, sizeof title);
	assert_non_null(strstr(title, " - recording (Ctrl+R stops)"));
	for (int i = 1; i <= 5; i++)
		play_tick(f->p, (uint64_t)i * 40);
	assert_int_equal(play_record_stop(f->p, err, sizeof err), 0);
	assert_false(play_recording(f->p));
	play_title(f->p, title, sizeof title);
	assert_null(strstr(title, "recording ("));
	assert_string_equal(play_noted(f->p), "recorded test_commands.gif: 5 frames, 0 dropped, 320x240"); /* no folder */
	gif = fopen(path, "rb");
	assert_non_null(gif);
	assert_int_equal(fread(head, 1, 6, gif), 6);
	fclose(gif);
	assert_memory_equal(head, "GIF89a", 6);
	remove(path);
	assert_int_equal(play_record_start(f->p, "build/no such folder/a.gif", err, sizeof err), -1);
	assert_non_null(strstr(err, "cannot record to 'build/no such folder/a.gif'"));
	assert_false(play_recording(f->p));
}

/* The note the last command left (play_note), and that the title carries it. */
static const char *noted(struct fixture *f)
{
	static char title[320];

	play_title(f->p, title, sizeof title);
	assert_non_null(play_noted(f->p));
	assert_non_null(strstr(title, play_noted(f->p)));
	return play_noted(f->p);
}

/* The angle of incidence the pool's scenario lays out now (scenario_angle). */
static int angle_laid(struct fixture *f)
{
	struct scene_heights h = { 0 };

	assert_int_equal(demo_heights(play_demo(f->p), &h), 0);
	assert_non_null(h.scenario);
	return scenario_angle(h.scenario, h.pool);
}

/* The keys that turn a value say it, and at the end of its range say so instead of doing nothing
 * silently; without a scenario they say what would give them something to turn. */
static void the_knobs_say_their_value_and_their_ends(void **state)
{
	struct fixture *f = *state;

	command_run(f->p, row("Wider slits"));
	assert_string_equal(noted(f), "no slits here: X chooses a slit or a double slit");
	command_run(f->p, row("Longer waves"));
	assert_string_equal(noted(f), "no waves to make longer: X chooses a scenario");
	command_key(f->p, '\\', 0);
	assert_string_equal(noted(f), "no wall or shallow water's edge to turn: X chooses the mirror or refraction");
	command_key(f->p, ']', MOD_CTRL);
	assert_string_equal(noted(f), "no shallow water here: X chooses refraction or a lens");
	command_run(f->p, row("Lesson: a double slit"));
	command_run(f->p, row("Screen farther from the slits")); /* the lesson's 132 reaches the pool's right side */
	assert_string_equal(noted(f), "screen distance L at its largest: 132 cells");
	command_run(f->p, row("Screen nearer the slits"));
	assert_string_equal(noted(f), "screen distance L 120 cells");
	for (int i = 0; i < 5; i++)
		command_run(f->p, row("Narrower slits"));
	assert_string_equal(noted(f), "slit width 1 cell");
	command_run(f->p, row("Narrower slits"));
	assert_string_equal(noted(f), "slit width at its smallest: 1 cell");
	command_run(f->p, row("Slits (sources) closer together"));
	assert_string_equal(noted(f), "slits' distance d 54 cells");
	command_run(f->p, row("Lesson: refraction into shallow water")); /* its edge at 23 degrees at 320x240 */
	command_key(f->p, '\\', 0);
	assert_string_equal(noted(f), "angle of incidence 25 degrees");
	assert_int_equal(angle_laid(f), 25);
	for (int i = 0; i < 5; i++) /* 30, 35, 40, 45, 48: the reading's squares fit no further */
		command_key(f->p, '\\', 0);
	assert_string_equal(noted(f), "angle of incidence 48 degrees");
	command_key(f->p, '\\', 0);
	assert_string_equal(noted(f), "angle of incidence at its largest: 48 degrees");
	command_key(f->p, '/', 0);
	assert_string_equal(noted(f), "angle of incidence 45 degrees");
	assert_int_equal(angle_laid(f), 45);
	command_key(f->p, '[', MOD_CTRL);
	assert_string_equal(noted(f), "shallow water's S 0.45: its waves 0.45 times as fast");
	for (int i = 0; i < 2; i++) /* 0.40, 0.37: the slowest water waves of 12 steps run in on this grid */
		command_run(f->p, row("Shallow water slower"));
	assert_string_equal(noted(f), "shallow water's S 0.37: its waves 0.37 times as fast");
	command_key(f->p, '[', MOD_CTRL);
	assert_string_equal(noted(f), "shallow water's S at its smallest: 0.37");
	{
		char title[320];

		play_title(f->p, title, sizeof title);
		assert_non_null(strstr(title, ", refraction, waves of 12 frames, at 45 degrees, S 0.37 - "));
	}
	command_run(f->p, row("Lesson: a mirror at an angle")); /* the same keys turn the mirror's wall, */
	assert_int_equal(angle_laid(f), 30);
	command_key(f->p, '\\', 0);
	assert_string_equal(noted(f), "angle of incidence 35 degrees"); /* from its own 30, not the refraction's 45 */
	for (int i = 0; i < 9; i++) /* 12, 10, 8, 7, 6, 5, 4, 3, 2 */
		command_run(f->p, row("Shorter waves"));
	assert_string_equal(noted(f), "waves at their shortest: waves of 2 frames, 2 steps");
	command_run(f->p, row("Slower"));
	assert_string_equal(noted(f), "water speed half: a step every other frame");
	command_run(f->p, row("Slower"));
	assert_string_equal(noted(f), "water at its slowest: half speed, a step every other frame");
	command_run(f->p, row("Next scene"));
	for (int i = 0; i < 6; i++)
		command_run(f->p, row("Less tension"));
	assert_string_equal(noted(f), "tension at its smallest: 0.000");
}

/* The shallow water's S the pool's scenario lays out now (scenario_shallow), and the angle and S
 * it was asked for (0: the lesson's own). */
static int shallow_laid(struct fixture *f, int *angle_asked, int *shallow_asked)
{
	struct scene_heights h = { 0 };

	assert_int_equal(demo_heights(play_demo(f->p), &h), 0);
	assert_non_null(h.scenario);
	*angle_asked = h.scenario->angle;
	*shallow_asked = h.scenario->shallow;
	return scenario_shallow(h.scenario);
}

/* The link (Ctrl+K) as a command line, into line. */
static const char *link_line(struct fixture *f, char *line, size_t len)
{
	struct options o;

	play_settings(f->p, &o);
	assert_true(options_write(&o, OPTIONS_COMMAND, line, len) > 0);
	return line;
}

/* The angle and S turned in one lesson stay with it: Ctrl+K's link and Ctrl+P's file carry them;
 * another lesson (X, the menus) starts as its file says, and so does the first chosen again. */
static void a_turned_angle_stays_with_its_lesson(void **state)
{
	struct fixture *f = *state;
	struct lesson saved;
	char line[4096], err[256];
	int angle, shallow;

	command_run(f->p, row("Lesson: refraction into shallow water"));
	assert_int_equal(angle_laid(f), 23);
	command_key(f->p, '\\', 0);
	command_key(f->p, '\\', 0);
	command_key(f->p, '[', MOD_CTRL);
	assert_int_equal(angle_laid(f), 30);
	assert_int_equal(shallow_laid(f, &angle, &shallow), 45);
	assert_non_null(strstr(link_line(f, line, sizeof line), "--scenario refraction --view heights --angle 30 --shallow 0.45"));
	assert_int_equal(play_save_lesson(f->p, "build/test_commands_turned.lesson", err, sizeof err), 0);
	assert_int_equal(lesson_load(&saved, "build/test_commands_turned.lesson", err, sizeof err), 0);
	remove("build/test_commands_turned.lesson");
	assert_int_equal(saved.object[1].kind, LESSON_SHALLOW);
	assert_int_equal(saved.object[1].speed, 45);
	command_run(f->p, row("Next scenario")); /* the lens: its own S 0.5, no knob of the refraction's */
	assert_int_equal(shallow_laid(f, &angle, &shallow), 50);
	assert_int_equal(angle, 0);
	assert_int_equal(shallow, 0);
	link_line(f, line, sizeof line);
	assert_non_null(strstr(line, "--scenario lens"));
	assert_null(strstr(line, "--angle"));
	assert_null(strstr(line, "--shallow"));
	command_run(f->p, row("Lesson: refraction into shallow water")); /* as its file says again */
	assert_int_equal(angle_laid(f), 23);
	assert_int_equal(shallow_laid(f, &angle, &shallow), 50);
	command_key(f->p, '\\', 0);
	command_run(f->p, row("Lesson: a mirror at an angle"));
	assert_int_equal(shallow_laid(f, &angle, &shallow), 0);
	assert_int_equal(angle, 0); /* its wall as the lesson has it */
}

/* --angle and --shallow on the command line are the lesson's it names: laid out whenever X or the
 * menus come back to it, not in the others (the built-in refraction included). */
static void the_command_line_s_angle_is_its_lesson_s(void **state)
{
	struct fixture *f = *state;
	int angle, shallow;

	assert_int_equal(angle_laid(f), 40);
	assert_int_equal(shallow_laid(f, &angle, &shallow), 60);
	command_key(f->p, '\\', 0);
	command_key(f->p, ']', MOD_CTRL);
	assert_int_equal(angle_laid(f), 45);
	while (pool_get(pool(f), POOL_SCENARIO) != SCENARIO_REFRACTION) /* X to the built-in refraction */
		command_run(f->p, row("Next scenario"));
	assert_int_equal(pool_get(pool(f), POOL_SCENARIO), SCENARIO_REFRACTION);
	assert_int_equal(angle_laid(f), 23);
	assert_int_equal(shallow_laid(f, &angle, &shallow), 50);
	command_run(f->p, row("Next scenario")); /* the lens */
	assert_int_equal(shallow_laid(f, &angle, &shallow), 50);
	while (pool_get(pool(f), POOL_SCENARIO) != SCENARIO_LESSON) /* on, round to the file's lesson */
		command_run(f->p, row("Next scenario"));
	assert_int_equal(angle_laid(f), 40);
	assert_int_equal(shallow_laid(f, &angle, &shallow), 60);
}

/* The line the graphs' report gives for the refraction into text (its end cut); whether it starts
 * with `start`. */
static int refraction_said(struct fixture *f, const char *start, char *text, size_t len)
{
	FILE *out = tmpfile();

	assert_non_null(out);
	graphs_report(demo_graphs(play_demo(f->p)), out);
	rewind(out);
	*text = 0;
	while (fgets(text, (int)len, out) && strncmp(text, "refraction:", 11))
		*text = 0;
	fclose(out);
	return !strncmp(text, start, strlen(start));
}

/* The refraction's reading follows the angle keys: the lesson's edge read at its 23.4 degrees at
 * 320x240; \ twice turns it to 30, and the reading then waits for the waves off the edge as it
 * stands now (the old edge's waves, still running, are not read as the new angle's), then reads
 * 30 degrees and a refraction beside Snell's law. */
static void the_angle_keys_turn_the_refraction_reading(void **state)
{
	struct fixture *f = *state;
	char text[512];
	double in, out, snell;

	command_run(f->p, row("Lesson: refraction into shallow water"));
	command_run(f->p, row("Graph: intensity screen (slits)"));
	for (int i = 0; i < 2000 && !refraction_said(f, "refraction: incidence ", text, sizeof text); i++)
		demo_frame(play_demo(f->p));
	assert_non_null(strstr(text, "refraction: incidence 23.4 degrees"));
	command_key(f->p, '\\', 0);
	command_key(f->p, '\\', 0);
	assert_string_equal(play_noted(f->p), "angle of incidence 30 degrees");
	for (int i = 0; i < 60; i++) /* five periods: the old edge's waves would have agreed with themselves */
		demo_frame(play_demo(f->p));
	assert_true(refraction_said(f, "refraction: no reading: the waves have not settled yet", text, sizeof text));
	for (int i = 0; i < 2000 && !refraction_said(f, "refraction: incidence ", text, sizeof text); i++)
		demo_frame(play_demo(f->p));
	assert_int_equal(sscanf(text, "refraction: incidence %lf degrees, refraction %lf (Snell %lf)", &in, &out, &snell), 3);
	assert_true(fabs(in - 30) < 0.3);
	assert_true(fabs(out - snell) < 0.3 && out < 20);
}

/* The overlay's lines (the scene's and the engine's) in a scenario: its kind and waves, its
 * lengths, the scheme's wavelength for its period, and the measured one once the intensity screen
 * measures it; then the water's speed and the physics. */
static void the_overlay_says_the_lesson(void **state)
{
	struct fixture *f = *state;
	char lines[DEMO_OVERLAY_LINES][FONT_LINE], lambda[FONT_LINE], speed[FONT_LINE];
	const double scheme = graph_scheme_wavelength(4, 0, 12);
	double measured;
	int n;

	assert_int_equal(demo_overlay(play_demo(f->p), lines), 3); /* no scenario: speed, physics, look */
	assert_string_equal(lines[0], "normal speed, 1 step a frame");
	command_run(f->p, row("Lesson: a double slit"));
	command_run(f->p, row("Faster"));
	n = demo_overlay(play_demo(f->p), lines);
	assert_int_equal(n, 7);
	assert_string_equal(lines[0], "double slit, waves of 6 frames, 12 steps");
	assert_string_equal(lines[1], "slits 6 wide, d = 60, L = 132 cells");
	snprintf(lambda, sizeof lambda, "lambda %.1f cells (scheme)", scheme);
	assert_string_equal(lines[2], lambda);
	snprintf(speed, sizeof speed, "wave speed %.2f cells/step (scheme)", scheme / 12); /* lambda over the period's steps */
	assert_string_equal(lines[3], speed);
	assert_true(scheme / 12 > 0.6 && scheme / 12 < 0.72); /* under the long waves' 1/sqrt 2 */
	assert_string_equal(lines[4], "double speed, 2 steps a frame");
	assert_string_equal(lines[5], "4 neighbours, no damping, absorbing edges");
	command_run(f->p, row("Graph: intensity screen (slits)"));
	for (int i = 0; i < 600 && !graphs_lambda(demo_graphs(play_demo(f->p))); i++)
		demo_frame(play_demo(f->p));
	assert_true(graphs_lambda(demo_graphs(play_demo(f->p))) > 0);
	demo_overlay(play_demo(f->p), lines);
	measured = graphs_lambda(demo_graphs(play_demo(f->p)));
	snprintf(lambda, sizeof lambda, "lambda %.1f cells (scheme), %.1f measured", scheme, measured);
	assert_string_equal(lines[2], lambda);
	snprintf(speed, sizeof speed, "wave speed %.2f cells/step (scheme), %.2f measured", scheme / 12, measured / 12);
	assert_string_equal(lines[3], speed);
	command_run(f->p, row("Damping 1/8")); /* damped: the scheme knows no wavelength, no figure of it */
	n = demo_overlay(play_demo(f->p), lines);
	for (int i = 0; i < n; i++)
		assert_null(strstr(lines[i], "(scheme)"));
}

/* The overlay's line of the frame rate (play_overlay's line after the scene's). */
static const char *rate_said(struct fixture *f)
{
	static char lines[DEMO_OVERLAY_LINES + 2][FONT_LINE];
	const int n = play_overlay(f->p, lines);

	assert_int_equal(n, demo_overlay(play_demo(f->p), lines) + 2);
	play_overlay(f->p, lines);
	return lines[n - 2];
}

/* O's rate against the K6-200's, like with like: the cells computed a second (the frames, the
 * grid's cells, the steps a frame) against its 25 x 320x240 x 1; with nothing computed (still water,
 * paused), that; the side view, which has no grid of cells, its rate alone. */
static void the_overlay_compares_cells_a_second_with_the_k6(void **state)
{
	struct fixture *f = *state;

	ticks(f, 40, 26);
	assert_string_equal(rate_said(f), "25.0 fps, still water: nothing to compute");
	command_run(f->p, row("Uncapped"));
	assert_string_equal(rate_said(f), "uncapped, still water: nothing to compute");
	command_run(f->p, row("Lesson: a slit"));
	ticks(f, 10, 102);
	assert_string_equal(rate_said(f), "100.0 fps x 640x480 cells x 2 steps, 32.0x the K6-200's 25 x 320x240 x 1");
	command_run(f->p, row("Faster"));
	ticks(f, 10, 101);
	assert_string_equal(rate_said(f), "100.0 fps x 640x480 cells x 4 steps, 64.0x the K6-200's 25 x 320x240 x 1");
	command_run(f->p, row("Next mesh")); /* 321x241 nodes: the lesson at scale 1, 2 steps at double speed */
	ticks(f, 10, 101);
	assert_string_equal(rate_said(f), "100.0 fps x 321x241 cells x 2 steps, 8.06x the K6-200's 25 x 320x240 x 1");
	command_run(f->p, row("Pause"));
	assert_string_equal(rate_said(f), "uncapped, paused: nothing to compute");
	command_run(f->p, row("Original speed, 25 fps"));
	ticks(f, 40, 52); /* the second second's rate: the first began uncapped */
	assert_string_equal(rate_said(f), "25.0 fps, paused: nothing to compute");
	command_run(f->p, row("Pause"));
	command_run(f->p, row("Next scene")); /* the side view: springs, no grid of cells */
	command_run(f->p, row("Drop the rock"));
	ticks(f, 40, 52);
	assert_string_equal(rate_said(f), "25.0 fps (the K6-200 drew 320x240 at 25)");
}

/* A copy of the window surface's pixels. */
static unsigned char *window_copy(struct fixture *f)
{
	SDL_Surface *ws = SDL_GetWindowSurface(f->win);
	size_t n = (size_t)ws->pitch * (size_t)ws->h;
	unsigned char *c = malloc(n);

	assert_non_null(c);
	memcpy(c, ws->pixels, n);
	return c;
}

/* A note shows at the window's foot for its few seconds (the title may be cut, and full screen has
 * none), over nothing else; a saved window leaves it out. */
static void a_note_shows_at_the_windows_foot(void **state)
{
	struct fixture *f = *state;
	SDL_Surface *ws = SDL_GetWindowSurface(f->win), *loaded, *saved;
	const size_t foot = (size_t)ws->pitch * (size_t)(ws->h - FONT_H * font_scale(ws->h));
	unsigned char *plain, *noted_window;
	char err[512];

	demo_pause(play_demo(f->p), 1);
	play_present(f->p);
	plain = window_copy(f);
	command_run(f->p, row("Wider slits")); /* a note, and the window shown again */
	noted_window = window_copy(f);
	assert_memory_equal(noted_window, plain, foot); /* above the note's line, the same */
	assert_memory_not_equal(noted_window + foot, plain + foot, (size_t)ws->pitch * (size_t)ws->h - foot);
	assert_int_equal(play_save_window(f->p, "build/test_commands_note.bmp", err, sizeof err), 0);
	loaded = SDL_LoadBMP("build/test_commands_note.bmp");
	assert_non_null(loaded);
	saved = SDL_ConvertSurface(loaded, ws->format, 0);
	assert_non_null(saved);
	SDL_FreeSurface(loaded);
	for (int y = 0; y < ws->h; y++)
		assert_memory_equal((Uint8 *)saved->pixels + y * saved->pitch, plain + y * ws->pitch, (size_t)ws->w * 4);
	ticks(f, 1000, PLAY_NOTE_SECONDS + 1); /* its seconds are over */
	free(noted_window);
	noted_window = window_copy(f);
	assert_memory_equal(noted_window, plain, (size_t)ws->pitch * (size_t)ws->h);
	SDL_FreeSurface(saved);
	remove("build/test_commands_note.bmp");
	free(plain);
	free(noted_window);
}

/* A shell's message shows at the window's foot past a note's seconds, lines added after it, and
 * goes at the next key (which still runs its command) or click; a saved window leaves it out. */
static void a_message_stays_until_a_key_or_a_click(void **state)
{
	struct fixture *f = *state;
	SDL_Surface *ws = SDL_GetWindowSurface(f->win);
	const size_t all = (size_t)ws->pitch * (size_t)ws->h;
	const size_t foot = (size_t)ws->pitch * (size_t)(ws->h - 2 * FONT_H * font_scale(ws->h));
	unsigned char *plain, *shown;

	demo_pause(play_demo(f->p), 1);
	play_present(f->p);
	plain = window_copy(f);
	play_message(f->p, "scale=0: expected a zoom of 1..8; the page uses the largest that fits");
	play_message(f->p, "fps=abc: expected 1..1000, or max\n");
	assert_string_equal(play_message_shown(f->p), "scale=0: expected a zoom of 1..8; the page uses the largest "
			    "that fits\nfps=abc: expected 1..1000, or max\n");
	ticks(f, 1000, PLAY_NOTE_SECONDS + 1); /* past a note's seconds: still shown */
	shown = window_copy(f);
	assert_memory_equal(shown, plain, foot / 2); /* the water above it as it was */
	assert_memory_not_equal(shown + foot, plain + foot, all - foot);
	free(shown);
	command_key(f->p, '9', 0); /* a key: the message goes, the key's command runs (its note said) */
	assert_string_equal(play_message_shown(f->p), "");
	ticks(f, 1000, PLAY_NOTE_SECONDS + 1);
	shown = window_copy(f);
	assert_memory_equal(shown, plain, all);
	free(shown);
	play_message(f->p, "again");
	play_press(f->p, SCENE_LEFT, 5, 5, 0); /* a click, outside the water too */
	play_release(f->p, SCENE_LEFT);
	assert_string_equal(play_message_shown(f->p), "");
	free(plain);
}

/* F1's help wrapped for the window: at spaces, never past the width, paragraphs and indents kept. */
static void help_wraps_to_the_width(void **state)
{
	char lines[8][FONT_LINE];
	int n;

	(void)state;
	n = font_wrap("one two three four\n\n  five six", 9, lines, 8);
	assert_int_equal(n, 6);
	assert_string_equal(lines[0], "one two");
	assert_string_equal(lines[1], "   three"); /* the paragraph's further lines indented */
	assert_string_equal(lines[2], "   four");
	assert_string_equal(lines[3], "");
	assert_string_equal(lines[4], "  five"); /* its own indent kept */
	assert_string_equal(lines[5], "   six");
	assert_int_equal(font_wrap("abcdefghijklmnop", 6, lines, 8), 4); /* a word longer than a line is cut */
	assert_string_equal(lines[0], "abcdef");
	assert_string_equal(lines[1], "   ghi");
	assert_string_equal(lines[3], "mnop"); /* the rest fits a line without the indent */
	assert_int_equal(font_wrap("4 neighbours", 11, lines, 8), 2); /* a word that fits a line is not cut */
	assert_string_equal(lines[1], "neighbours");
	assert_int_equal(font_wrap("a b c d e f", 4, lines, 3), 3); /* at most max lines */
}

/* The scene menu: the side view and back, its values, its mouse; nothing asks which scene it is. */
static void the_side_view_through_its_commands(void **state)
{
	struct fixture *f = *state;
	char title[320], lines[4][FONT_LINE];
	unsigned char *before;

	command_run(f->p, row("Next scene"));
	assert_int_equal(demo_scene_shown(play_demo(f->p)), SCENE_SIDE);
	assert_true(command_row_checked(f->p, row("Side view: springs and splashes")));
	assert_int_equal(demo_inspect(play_demo(f->p), 10, 10, lines), 0);
	command_run(f->p, row("More tension"));
	command_run(f->p, row("Next number of passes"));
	play_title(f->p, title, sizeof title);
	assert_non_null(strstr(title, ", side view, tension 0.030, 16 passes"));
	command_run(f->p, row("The article's values"));
	play_title(f->p, title, sizeof title);
	assert_null(strstr(title, "tension"));
	demo_pause(play_demo(f->p), 1);
	before = page_copy(play_demo(f->p));
	play_press(f->p, SCENE_LEFT, 100, 120, 0); /* a splash, drawn at once while paused */
	play_release(f->p, SCENE_LEFT);
	command_run(f->p, row("Step one frame"));
	assert_false(page_is(play_demo(f->p), before));
	command_run(f->p, row("Ripple from above (article)"));
	assert_int_equal(demo_scene_shown(play_demo(f->p)), SCENE_POOL);
	assert_true(demo_inspect(play_demo(f->p), 10, 10, lines) > 0);
	free(before);
}

static void the_right_button_draws_walls_and_clear_walls_removes_them(void **state)
{
	struct fixture *f = *state;
	char title[320];

	play_press(f->p, SCENE_RIGHT, 100, 100, 0);
	play_move(f->p, 140, 100);
	play_release(f->p, SCENE_RIGHT);
	assert_true(ripple_is_wall(pool_ripple(pool(f)), 120, 100));
	play_title(f->p, title, sizeof title);
	assert_non_null(strstr(title, ", walls"));
	command_run(f->p, row("Clear walls"));
	assert_false(ripple_is_wall(pool_ripple(pool(f)), 120, 100));
}

/* The pool's heights now, copied. */
static short *heights_copy(struct fixture *f)
{
	const struct ripple *r = pool_ripple(pool(f));
	short *c = malloc(sizeof *c * (size_t)r->w * (size_t)r->h);

	assert_non_null(c);
	memcpy(c, r->cur, sizeof *c * (size_t)r->w * (size_t)r->h);
	return c;
}

static int heights_are(struct fixture *f, const short *h)
{
	const struct ripple *r = pool_ripple(pool(f));

	return !memcmp(r->cur, h, sizeof *h * (size_t)r->w * (size_t)r->h);
}

/* Each finger on a touch screen is a left button of its own: two fingers down at once are two
 * stones, two dragged together two trails (the heights of two clicks and two drags one after the
 * other, on the paused pool); a finger goes on after another lifts, a new one after all lifted,
 * and the mouse's button is not held by them. While the profile's line waits for its drag the
 * first finger draws it, and a second drops stones. */
static void each_finger_is_a_left_button_of_its_own(void **state)
{
	struct fixture *f = *state;
	short *clicks, *drags;
	int line[4];

	demo_pause(play_demo(f->p), 1);
	play_press(f->p, SCENE_LEFT, 60, 50, 0);
	play_release(f->p, SCENE_LEFT);
	play_press(f->p, SCENE_LEFT, 220, 170, 0);
	play_release(f->p, SCENE_LEFT);
	clicks = heights_copy(f);
	demo_clear(play_demo(f->p));
	play_finger_down(f->p, 5, 60, 50);
	play_finger_down(f->p, 9, 220, 170);
	assert_true(heights_are(f, clicks));
	play_move(f->p, 150, 220); /* the mouse moved meanwhile holds no button: no trail */
	play_move(f->p, 190, 220);
	assert_int_equal(pool_ripple(pool(f))->cur[220 * 320 + 170], 0);
	play_finger_up(f->p, 9);
	play_finger_up(f->p, 5);

	demo_clear(play_demo(f->p));
	play_press(f->p, SCENE_LEFT, 40, 60, 0);
	for (int x = 60; x <= 280; x += 20)
		play_move(f->p, x, 60);
	play_release(f->p, SCENE_LEFT);
	play_press(f->p, SCENE_LEFT, 40, 180, 0);
	for (int x = 60; x <= 280; x += 20)
		play_move(f->p, x, 180);
	play_release(f->p, SCENE_LEFT);
	drags = heights_copy(f);
	demo_clear(play_demo(f->p));
	play_finger_down(f->p, 1, 40, 60);
	play_finger_down(f->p, 2, 40, 180);
	for (int x = 60; x <= 280; x += 20) {
		play_finger_move(f->p, 2, x, 180);
		play_finger_move(f->p, 1, x, 60);
	}
	play_finger_up(f->p, 1);
	play_finger_up(f->p, 2);
	assert_true(heights_are(f, drags));

	demo_clear(play_demo(f->p)); /* the first lifts, the second drags on; then a third alone */
	play_finger_down(f->p, 1, 40, 60);
	play_finger_down(f->p, 2, 40, 180);
	play_finger_up(f->p, 1);
	for (int x = 60; x <= 280; x += 20)
		play_finger_move(f->p, 2, x, 180);
	play_finger_up(f->p, 2);
	play_finger_down(f->p, 3, 40, 60);
	for (int x = 60; x <= 280; x += 20)
		play_finger_move(f->p, 3, x, 60);
	play_finger_up(f->p, 3);
	assert_true(heights_are(f, drags));
	play_finger_move(f->p, 3, 100, 100); /* lifted: let be */
	play_finger_up(f->p, 3);
	assert_true(heights_are(f, drags));

	demo_clear(play_demo(f->p));
	for (int i = 0; i < PLAY_FINGERS + 2; i++) /* more than are followed: the last let be */
		play_finger_down(f->p, 100 + i, 20 + 20 * i, 120);
	assert_int_not_equal(pool_ripple(pool(f))->cur[120 * 320 + 20 + 20 * (PLAY_FINGERS - 1)], 0);
	assert_int_equal(pool_ripple(pool(f))->cur[120 * 320 + 20 + 20 * PLAY_FINGERS], 0);
	for (int i = 0; i < PLAY_FINGERS + 2; i++)
		play_finger_up(f->p, 100 + i);

	demo_clear(play_demo(f->p));
	command_run(f->p, row("Graph: wave profile, drag a line"));
	play_finger_down(f->p, 1, 20, 100); /* the line's */
	play_finger_down(f->p, 2, 200, 50); /* a stone */
	play_finger_move(f->p, 1, 200, 100);
	play_finger_up(f->p, 1);
	play_finger_up(f->p, 2);
	assert_int_equal(graphs_line(demo_graphs(play_demo(f->p)), line), 1);
	assert_true(line[0] == 20 && line[2] == 200 && line[1] == line[3]); /* along the first's drag */
	assert_int_equal(pool_ripple(pool(f))->cur[line[1] * 320 + 100], 0); /* no trail along it */
	assert_false(ripple_still(pool_ripple(pool(f)))); /* the second's stone */
	free(clicks);
	free(drags);
}

/* The graphs through their rows: Ctrl+L shows the strip (the window a quarter taller) and a left
 * drag draws the line without dropping stones; Ctrl+I puts the panel beside; Ctrl+B the strip over
 * the water; Ctrl+L again before a drag takes the strip away. */
static void the_graphs_through_their_commands(void **state)
{
	struct fixture *f = *state;
	const int w = play_width(f->p), h = play_height(f->p);
	int line[4], y;

	assert_true(menu_for_key('l', MOD_CTRL) == row("Graph: wave profile, drag a line"));
	assert_int_equal(command_run(f->p, row("Graph: wave profile, drag a line")), SHELL_FIT);
	assert_true(command_row_checked(f->p, row("Graph: wave profile, drag a line")));
	assert_int_equal(play_height(f->p), h + h / 4);
	demo_pause(play_demo(f->p), 1);
	play_press(f->p, SCENE_LEFT, 20, 100, 0);
	play_move(f->p, 200, 100);
	play_release(f->p, SCENE_LEFT);
	assert_true(ripple_still(pool_ripple(pool(f)))); /* the drag drew the line, not a trail */
	assert_true(graphs_line(play_graphs(f->p), line));
	y = line[1]; /* the picture's row at the window's row 100: 125, the sheet's 300 rows in the window's 240 */
	assert_true(line[0] == 20 && line[2] == 200 && line[3] == y);
	play_press(f->p, SCENE_LEFT, 203, 102, 0); /* a drag from by its end moves that end */
	play_move(f->p, 250, 142);
	play_release(f->p, SCENE_LEFT);
	assert_true(graphs_line(play_graphs(f->p), line));
	assert_true(line[0] == 20 && line[1] == y && line[2] == 247 && line[3] == y + y * 40 / 100);
	play_press(f->p, SCENE_LEFT, 80, 115, 0); /* one from its body moves all of it */
	play_move(f->p, 80, 95);
	play_move(f->p, 60, 75);
	play_release(f->p, SCENE_LEFT);
	assert_true(graphs_line(play_graphs(f->p), line));
	assert_true(line[0] == 0 && line[1] == y - y * 40 / 100 && line[2] == 227 && line[3] == y);
	assert_true(ripple_still(pool_ripple(pool(f)))); /* neither touched the water */
	play_press(f->p, SCENE_LEFT, 20, 150, 0); /* a click away from the line drops a stone again */
	play_release(f->p, SCENE_LEFT);
	play_tick(f->p, 40);
	assert_false(ripple_still(pool_ripple(pool(f))));
	demo_clear(play_demo(f->p));
	command_run(f->p, row("Graph: intensity screen (slits)"));
	assert_true(command_row_checked(f->p, row("Graph: intensity screen (slits)")));
	assert_true(play_width(f->p) > w);
	assert_true(command_row_checked(f->p, row("Graph: profile below the water")));
	command_run(f->p, row("Graph: profile below the water"));
	assert_false(command_row_checked(f->p, row("Graph: profile below the water")));
	assert_int_equal(play_height(f->p), h);
	command_run(f->p, row("Graph: wave profile, drag a line")); /* a new line wanted... */
	command_run(f->p, row("Graph: wave profile, drag a line")); /* ...and none after all */
	command_run(f->p, row("Graph: intensity screen (slits)"));
	assert_false(command_row_checked(f->p, row("Graph: wave profile, drag a line")));
	assert_int_equal(play_width(f->p), w);
	assert_int_equal(play_height(f->p), h);
}

/* Ctrl+T (View > Graph: clock at the pointer) places the clock at the pointer, its strip below the
 * water and the water untouched; again with the pointer on it, takes it away; off the water, at the
 * middle of a pool without a lesson, and again takes it away. A lesson's `clock X Y` places it once
 * the lesson runs; the next lesson, without one, takes it away. */
static void ctrl_t_places_the_clock_at_the_pointer(void **state)
{
	struct fixture *f = *state;
	const struct command *clock = row("Graph: clock at the pointer, v = f lambda");
	const int h = play_height(f->p);
	const char *path = "build/test_commands_clock.lesson";
	char err[256];
	FILE *file;
	int at[2];

	assert_true(menu_for_key('t', MOD_CTRL) == clock);
	assert_false(command_row_checked(f->p, clock));
	demo_pause(play_demo(f->p), 1);
	play_move(f->p, 40, 50);
	assert_int_equal(command_key(f->p, 't', MOD_CTRL), SHELL_FIT);
	assert_true(graphs_clock(play_graphs(f->p), at));
	assert_true(at[0] == 40 && at[1] == 50);
	assert_true(command_row_checked(f->p, clock));
	assert_int_equal(play_height(f->p), h + h / 4);
	assert_true(ripple_still(pool_ripple(pool(f)))); /* it only reads the water */
	assert_int_equal(command_key(f->p, 't', MOD_CTRL), SHELL_FIT); /* the pointer on it: taken away */
	assert_false(graphs_clock(play_graphs(f->p), at));
	assert_false(command_row_checked(f->p, clock));
	assert_int_equal(play_height(f->p), h);
	play_move(f->p, -30, -30); /* off the water */
	command_run(f->p, clock);
	assert_true(graphs_clock(play_graphs(f->p), at));
	assert_true(at[0] == 160 && at[1] == 120);
	command_run(f->p, clock);
	assert_false(graphs_clock(play_graphs(f->p), at));
	assert_non_null(file = fopen(path, "w"));
	fputs("period 12\nline-source left\nclock 30 100\n", file);
	assert_int_equal(fclose(file), 0);
	demo_pause(play_demo(f->p), 0);
	assert_int_equal(play_open_lesson(f->p, path, err, sizeof err), 0);
	play_tick(f->p, 40);
	assert_true(graphs_clock(play_graphs(f->p), at));
	assert_true(at[0] == 30 && at[1] == 100);
	assert_int_equal(play_open_lesson(f->p, "lessons/three-slits.lesson", err, sizeof err), 0);
	play_tick(f->p, 80);
	assert_false(graphs_clock(play_graphs(f->p), at));
	remove(path);
}

/* The double slit's screen column in a w x h pool at its lesson's scale (its barrier in *barrier). */
static int lesson_screen(int w, int h, int *barrier)
{
	struct scenario sc;
	struct ripple r;

	memset(&sc, 0, sizeof sc);
	assert_int_equal(ripple_init(&r, w, h), RIPPLE_OK);
	assert_int_equal(scenario_apply(&sc, &r, SCENARIO_DOUBLE_SLIT, SCENARIO_PERIOD, ripple_lesson_scale(h)), RIPPLE_OK);
	ripple_free(&r);
	*barrier = sc.barrier;
	return sc.screen;
}

/* Beside (a window) the panel is to the water's right and the strip below it, as they always were.
 * Inset (full screen with no room beside the water) the sheet is the water alone and the graphs lie
 * over its left half: the panel from its top left, the strip at its foot under all of the panel,
 * both ending before the double slit's barrier, so that the slits, the fringes and the screen's
 * column stay in sight on the screens a class has. */
static void the_graphs_lie_inset_clear_of_the_screen_s_column(void **state)
{
	static const int sizes[][2] = { { 320, 240 }, { 1024, 768 }, { 1920, 1080 }, { 3840, 2160 } };
	struct graphs *g = graphs_new(1);
	struct graphs_layout l;

	(void)state;
	assert_non_null(g);
	graphs_show_line(g);
	graphs_set_screen(g, 1);
	graphs_set_below(g, 1);
	for (size_t i = 0; i < sizeof sizes / sizeof *sizes; i++) {
		const int w = sizes[i][0], h = sizes[i][1];
		int barrier;
		const int screen = lesson_screen(w, h, &barrier);

		graphs_layout(g, w, h, 0, &l);
		assert_int_equal(l.panel.x, w);
		assert_int_equal(l.strip.y, h);
		assert_int_equal(l.w, w + l.panel.w);
		assert_int_equal(l.h, h + h / 4);
		graphs_layout(g, w, h, 1, &l);
		assert_int_equal(l.w, w);
		assert_int_equal(l.h, h);
		assert_true(l.panel.x == 0 && l.panel.y == 0 && l.panel.w >= w / 4);
		assert_int_equal(l.panel.h, l.strip.y);
		assert_int_equal(l.strip.y + l.strip.h, h);
		assert_true(l.strip.x == 0 && l.strip.w >= l.panel.w);
		assert_true(l.strip.w <= barrier && barrier < screen && screen < w);
	}
	graphs_free(g);
}

/* A 320x240 double slit with both graphs, drawn at once. */
static int graphs_setup(void **state)
{
	static char *argv[] = { "ripple", "--bpp", "32", "--scale", "1", "--scenario", "double-slit", "--intensity",
				"--graph", "30,120,150,120", NULL };

	return fixture_up(state, 10, argv);
}

/* The window surface's pixel at (x, y), as 0xRRGGBB. */
static Uint32 window_at(SDL_Window *win, int x, int y)
{
	SDL_Surface *ws = SDL_GetWindowSurface(win);
	Uint8 r, g, b;

	assert_non_null(ws);
	assert_int_equal(ws->format->BytesPerPixel, 4);
	SDL_GetRGB(((const Uint32 *)((const Uint8 *)ws->pixels + y * ws->pitch))[x], ws->format, &r, &g, &b);
	return (Uint32)r << 16 | (Uint32)g << 8 | b;
}

/* Full screen with the pool at the screen's size (Ctrl+F11): no room beside the water, so the
 * graphs are drawn inset over its left half, the window being the frame saved pixel for pixel; the
 * screen's column shows its marks from top to bottom; a right press on the panel and one beside it
 * reach the cells under the pointer, and a left drag there draws the profile's line. Back in a
 * window, the graphs are beside the water again. */
static void full_screen_at_the_pool_s_size_insets_the_graphs(void **state)
{
	struct fixture *f = *state;
	const struct ripple *r = pool_ripple(pool(f));
	SDL_Surface *ws, *sheet;
	int barrier, shown = 0;
	const int column = lesson_screen(320, 240, &barrier);

	for (int i = 0; i < 3; i++)
		demo_frame(play_demo(f->p));
	play_set_fullscreen(f->p, 1);
	play_note(f->p, "%s", ""); /* none, where the scenario's was at the window's foot */
	SDL_SetWindowSize(f->win, 320, 240);
	play_present(f->p);
	assert_true(graphs_inset(demo_graphs(play_demo(f->p))));
	ws = SDL_GetWindowSurface(f->win);
	assert_non_null(sheet = demo_shown(play_demo(f->p)));
	assert_true(ws->w == 320 && ws->h == 240 && sheet->w == 320 && sheet->h == 240);
	for (int y = 0; y < 240; y++)
		assert_memory_equal((Uint8 *)ws->pixels + y * ws->pitch, (Uint8 *)sheet->pixels + y * sheet->pitch, 320 * 4);
	for (int y = 0; y < 240; y += 4)
		shown += window_at(f->win, column, y) == 0xffc800; /* the marks' colour, 255,200,0 */
	assert_int_equal(shown, 60);
	assert_int_equal(window_at(f->win, 5, 5), 0x0c1028); /* the panel's ground, at the water's top left */
	assert_false(ripple_is_wall(r, 40, 100));
	play_press(f->p, SCENE_RIGHT, 40, 100, 0); /* on the panel */
	play_release(f->p, SCENE_RIGHT);
	play_press(f->p, SCENE_RIGHT, 250, 60, 0); /* beside it, on the water in sight */
	play_release(f->p, SCENE_RIGHT);
	assert_true(ripple_is_wall(r, 40, 100) && ripple_is_wall(r, 250, 60));
	demo_pause(play_demo(f->p), 1);
	command_run(f->p, row("Graph: wave profile, drag a line")); /* a new line asked for */
	play_press(f->p, SCENE_LEFT, 200, 30, 0);
	play_move(f->p, 300, 30);
	play_release(f->p, SCENE_LEFT);
	ticks(f, 40, 1); /* the next frame shows it, the water paused */
	for (int x = 200; x <= 280; x += 20)
		assert_int_equal(window_at(f->win, x, 30), 0xffc800);
	play_set_fullscreen(f->p, 0);
	play_present(f->p);
	assert_false(graphs_inset(demo_graphs(play_demo(f->p))));
}

/* The Doppler lesson at 320x240 with the intensity panel. */
static int doppler_panel_setup(void **state)
{
	static char *argv[] = { "ripple", "--bpp", "32", "--scale", "1", "--scenario", "doppler", "--intensity", NULL };

	return fixture_up(state, 8, argv);
}

/* With the panel on, a moving source's readings are the panel's words, from its top: not over the
 * water, where full screen at the pool's size lays the panel over the water's left part and would
 * hide their start (and the source's). */
static void a_moving_source_s_readings_fill_the_panel(void **state)
{
	struct fixture *f = *state;
	struct graphs_layout l;
	int words = 0, ground = 0;

	for (int i = 0; i < 200; i++)
		demo_frame(play_demo(f->p));
	play_set_fullscreen(f->p, 1);
	play_note(f->p, "%s", "");
	SDL_SetWindowSize(f->win, 320, 240);
	play_present(f->p);
	assert_true(graphs_inset(demo_graphs(play_demo(f->p))));
	graphs_layout(demo_graphs(play_demo(f->p)), 320, 240, 1, &l);
	for (int y = 0; y < 3 * FONT_H; y++) {
		for (int x = 0; x < l.panel.w; x++)
			words += window_at(f->win, x, y) == 0xffffff;
		for (int x = l.panel.w; x < 320; x++)
			ground += window_at(f->win, x, y) == 0x0c1028; /* the words' ground */
	}
	assert_true(words > 50);
	assert_int_equal(ground, 0);
}

/* The double slit with both graphs, the zoom the largest that fits (no --scale). */
static int graphs_fit_setup(void **state)
{
	static char *argv[] = { "ripple", "--bpp", "32", "--scenario", "double-slit", "--intensity", "--graph",
				"30,120,150,120", NULL };

	return fixture_up(state, 8, argv);
}

/* The window fitted to a room of w x h (the shells' SHELL_FIT) and the frame shown. */
static void fit_room(struct fixture *f, int w, int h)
{
	play_room(f->p, w, h);
	SDL_SetWindowSize(f->win, play_width(f->p), play_height(f->p));
	play_present(f->p);
}

/* The height in window pixels of the graphs' letters (drawn on the sheet, 7 of the font's 9 rows,
 * at its scale for the sheet's height) and of the text over the window (at the window's). */
static int sheet_letters(struct fixture *f)
{
	const SDL_Rect water = play_picture_rect(f->p);

	return (FONT_H - 2) * font_scale(240 + 60) * water.w / 320;
}

/* A page of 1366x768 leaves the canvas 1366x561: with both graphs the lesson kept its zoom of 2
 * (the strip over the water's foot, the panel beside), not shrunk to a stamp at 1x, and every
 * letter is at least 14 pixels tall. On a 1920x1080 desktop the graphs stay beside and below the
 * water at 3x, as they were; a zoom chosen by hand that leaves the room for it keeps them so too. */
static void a_graph_keeps_the_lesson_readable_in_a_small_room(void **state)
{
	struct fixture *f = *state;

	fit_room(f, 1366, 561);
	assert_true(play_width(f->p) <= 1366 && play_height(f->p) <= 561);
	assert_int_equal(play_picture_rect(f->p).w, 640);
	assert_true(sheet_letters(f) >= 14 && (FONT_H - 2) * font_scale(play_height(f->p)) >= 14);
	assert_int_equal(play_part_rect(f->p, COMPOSE_PANEL).x, 640);
	assert_int_equal(play_part_rect(f->p, COMPOSE_STRIP).y, 480 - 120);
	assert_int_equal(play_height(f->p), 480);
	fit_room(f, 1918, 1040);
	assert_int_equal(play_picture_rect(f->p).w, 960);
	assert_int_equal(play_part_rect(f->p, COMPOSE_STRIP).y, 720);
	assert_true(play_width(f->p) == 1266 && play_height(f->p) == 900);
	play_zoom(f->p, 1);
	fit_room(f, 1366, 561);
	assert_true(play_width(f->p) == 422 && play_height(f->p) == 300);
}

/* Whether r lies within w x h. */
static int on_screen(SDL_Rect r, int w, int h)
{
	return r.w == 0 || (r.x >= 0 && r.y >= 0 && r.x + r.w <= w && r.y + r.h <= h);
}

/* Whether a and b (width 0: none) share no pixel. */
static int apart(SDL_Rect a, SDL_Rect b)
{
	return a.w == 0 || b.w == 0 || !SDL_HasIntersection(&a, &b);
}

/* The frame's parts where f shows them in its window of w x h: each on the screen; the overlay,
 * the inspector and the note apart from each other and from the graphs (the note from the panel:
 * a window's strip can fill its foot). */
static void parts_apart(struct fixture *f, int w, int h)
{
	SDL_Rect part[COMPOSE_PARTS];

	for (int i = 0; i < COMPOSE_PARTS; i++) {
		part[i] = play_part_rect(f->p, i);
		assert_true(on_screen(part[i], w, h));
	}
	assert_true(part[COMPOSE_TOP].w > 0 && part[COMPOSE_FOOT].w > 0 && part[COMPOSE_NOTE].w > 0);
	assert_true(apart(part[COMPOSE_TOP], part[COMPOSE_FOOT]) && apart(part[COMPOSE_TOP], part[COMPOSE_NOTE]) &&
		    apart(part[COMPOSE_FOOT], part[COMPOSE_NOTE]));
	for (int g = COMPOSE_STRIP; g <= COMPOSE_PANEL; g++)
		assert_true(apart(part[COMPOSE_TOP], part[g]) && apart(part[COMPOSE_FOOT], part[g]));
	assert_true(apart(part[COMPOSE_NOTE], part[COMPOSE_PANEL]));
}

/* On the screens a class has, in a window fitted to the screen and in full screen, with both
 * graphs, the overlay, the inspector and a note: no text box runs off the screen or over another
 * or over a graph. Full screen at 1366x768 keeps the water at 3x beside the panel, not inset over
 * the incoming waves. */
static void text_boxes_lie_apart_and_on_the_screen(void **state)
{
	static const int screens[][2] = { { 1366, 768 }, { 1920, 1080 }, { 1280, 720 }, { 1024, 768 }, { 800, 600 },
					  { 3840, 2160 } };
	struct fixture *f = *state;

	for (int i = 0; i < 3; i++)
		demo_frame(play_demo(f->p));
	play_show(f->p, PLAY_SHOW_OVERLAY, 1);
	play_show(f->p, PLAY_SHOW_INSPECTOR, 1);
	for (size_t i = 0; i < sizeof screens / sizeof *screens; i++) {
		const int w = screens[i][0], h = screens[i][1];

		play_set_fullscreen(f->p, 0);
		play_note(f->p, "%s", "a note as long as a saved file's name, ripple-000120.png");
		fit_room(f, w, h - 60);
		parts_apart(f, play_width(f->p), play_height(f->p));
		play_set_fullscreen(f->p, 1);
		SDL_SetWindowSize(f->win, w, h);
		play_present(f->p);
		parts_apart(f, w, h);
		if (w == 1366)
			assert_true(play_picture_rect(f->p).w == 960 && play_part_rect(f->p, COMPOSE_PANEL).x == 50 + 960);
	}
	play_set_fullscreen(f->p, 0); /* F1's help on a Chromebook's page keeps its last line clear of a note */
	fit_room(f, 1366, 561);
	command_run(f->p, row("Keys and mouse"));
	play_note(f->p, "%s", "heights view for the waves (V: other views)");
	play_present(f->p);
	assert_true(play_part_rect(f->p, COMPOSE_TOP).h > 0 && play_part_rect(f->p, COMPOSE_NOTE).h > 0);
	assert_true(apart(play_part_rect(f->p, COMPOSE_TOP), play_part_rect(f->p, COMPOSE_NOTE)));
	assert_true(on_screen(play_part_rect(f->p, COMPOSE_TOP), play_width(f->p), play_height(f->p)));
}

/* The pool at the screen's size (Ctrl+F11), the graphs inset: the overlay beside the panel. */
static int screen_graphs_setup(void **state)
{
	static char *argv[] = { "ripple", "--bpp", "32", "--size", "1366x768", "--fullscreen", "--scenario", "double-slit",
				"--intensity", "--graph", "30,400,600,400", NULL };

	return fixture_up(state, 11, argv);
}

static void the_overlay_stays_off_the_inset_panel(void **state)
{
	struct fixture *f = *state;

	play_show(f->p, PLAY_SHOW_OVERLAY, 1);
	play_show(f->p, PLAY_SHOW_INSPECTOR, 1);
	play_note(f->p, "%s", "a note");
	SDL_SetWindowSize(f->win, 1366, 768);
	play_present(f->p);
	assert_true(graphs_inset(demo_graphs(play_demo(f->p))));
	parts_apart(f, 1366, 768);
}

static int lesson_setup(void **state)
{
	static char *argv[] = { "ripple", "--bpp", "32", "--scenario", "double-slit", NULL };

	return fixture_up(state, 5, argv);
}

/* A w x h picture file at path (PNG or BMP by its name): its left half red, its right half blue. */
static void write_picture(const char *path, int w, int h)
{
	SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_XRGB8888);
	SDL_Rect right = { w / 2, 0, w - w / 2, h };
	char err[512];

	assert_non_null(s);
	SDL_FillRect(s, NULL, SDL_MapRGB(s->format, 255, 0, 0));
	SDL_FillRect(s, &right, SDL_MapRGB(s->format, 0, 0, 255));
	assert_int_equal(picture_save(s, path, err, sizeof err), 0);
	SDL_FreeSurface(s);
}

/* The picture's colour at (x, y), as 0xRRGGBB. */
static Uint32 picture_at(const struct demo *d, int x, int y)
{
	const SDL_Surface *picture = demo_picture(d);
	Uint8 r, g, b;

	SDL_GetRGB(((const Uint32 *)((const Uint8 *)picture->pixels + y * picture->pitch))[x], picture->format, &r, &g, &b);
	return (Uint32)r << 16 | (Uint32)g << 8 | b;
}

/* Whether the title now says `words` (its note included). */
static int title_says(const struct play *p, const char *words)
{
	char title[400];

	play_title(p, title, sizeof title);
	return strstr(title, words) != NULL;
}

/* A save dialog held open 10 s (the shell's clock runs on, no frame comes): the note made as it
 * closes, "saved NAME" without the folders, lasts its seconds from the next frame on. */
static void a_note_outlasts_the_dialog_before_it(void **state)
{
	struct fixture *f = *state;
	char err[512];

	ticks(f, 40, 10);
	f->clock += 10000; /* the dialog */
	assert_int_equal(play_save_window(f->p, "build/test_commands_dialog.png", err, sizeof err), 0);
	remove("build/test_commands_dialog.png");
	assert_true(title_says(f->p, " - saved test_commands_dialog.png"));
	ticks(f, 40, 1);
	assert_true(title_says(f->p, " - saved test_commands_dialog.png"));
	ticks(f, 1000, PLAY_NOTE_SECONDS - 1);
	assert_true(title_says(f->p, " - saved test_commands_dialog.png"));
	ticks(f, 1000, 1);
	assert_null(play_noted(f->p));
}

/* A scenario chosen in the refraction view (a key, a menu row, --scenario) is shown in the heights
 * view, and the title says so; no scenario gives the refraction back. */
static void a_scenario_in_the_refraction_view_shows_its_heights(void **state)
{
	struct fixture *f = *state;

	assert_int_equal(pool_get(pool(f), POOL_VIEW), RIPPLE_VIEW_REFRACTION);
	assert_false(title_says(f->p, "heights"));
	command_run(f->p, menu_for_key('x', 0));
	assert_int_equal(pool_get(pool(f), POOL_SCENARIO), SCENARIO_ROCK);
	assert_int_equal(pool_get(pool(f), POOL_VIEW), RIPPLE_VIEW_HEIGHTS);
	assert_true(command_row_checked(f->p, row("Heights")));
	assert_true(title_says(f->p, " - heights view for the waves (V: other views)"));
	command_run(f->p, row("No scenario"));
	assert_int_equal(pool_get(pool(f), POOL_VIEW), RIPPLE_VIEW_REFRACTION);
	assert_true(title_says(f->p, " - refraction view again"));
}

/* --scenario alone opens in the heights view and the title says so from the start. */
static void the_command_line_s_scenario_shows_its_heights(void **state)
{
	struct fixture *f = *state;

	assert_int_equal(pool_get(pool(f), POOL_VIEW), RIPPLE_VIEW_HEIGHTS);
	assert_true(title_says(f->p, " - heights view for the waves"));
}

/* A phone's photo (portrait, larger than the screen) opened during a lesson: fit whole into the
 * lesson's pool as it is, keeping its shape (black at its sides); the pool's size, its scenario,
 * its knobs and its water kept; the heights view gives way to the light view, and the title says so. */
static void a_photo_opened_in_a_lesson_keeps_the_lesson(void **state)
{
	struct fixture *f = *state;
	const char *path = "build/test_commands_photo.png";
	const struct ripple *r = pool_ripple(pool(f));
	char before[320], after[320], err[512];
	short *heights;

	command_run(f->p, row("Wider slits"));
	for (int i = 0; i < 30; i++)
		demo_frame(play_demo(f->p));
	demo_describe(play_demo(f->p), before, sizeof before);
	heights = malloc((size_t)r->w * (size_t)r->h * sizeof *heights);
	assert_non_null(heights);
	memcpy(heights, r->cur, (size_t)r->w * (size_t)r->h * sizeof *heights);
	write_picture(path, 1500, 2000);
	assert_int_equal(play_set_picture(f->p, path, err, sizeof err), 0); /* the pool kept its size */
	assert_int_equal(demo_picture(play_demo(f->p))->w, 320);
	assert_int_equal(demo_picture(play_demo(f->p))->h, 240);
	assert_ptr_equal(pool_ripple(pool(f)), r);
	assert_int_equal(r->w, 320);
	assert_memory_equal(r->cur, heights, (size_t)r->w * (size_t)r->h * sizeof *heights);
	assert_int_equal(pool_get(pool(f), POOL_SCENARIO), SCENARIO_DOUBLE_SLIT);
	assert_int_equal(pool_get(pool(f), POOL_VIEW), RIPPLE_VIEW_LIGHT);
	demo_describe(play_demo(f->p), after, sizeof after);
	assert_non_null(strstr(after, ", double-slit, waves of 12 frames, slits 7 wide 60 apart")); /* the knob turned */
	assert_string_equal(strstr(after, ", double-slit"), strstr(before, ", double-slit"));
	assert_true(title_says(f->p, " - light view to show the picture (V: other views)"));
	/* 1500x2000 fit whole into 320x240: 180x240 at x = 70 */
	assert_int_equal(picture_at(play_demo(f->p), 60, 120), 0x000000);
	assert_int_equal(picture_at(play_demo(f->p), 100, 120), 0xff0000);
	assert_int_equal(picture_at(play_demo(f->p), 220, 120), 0x0000ff);
	assert_int_equal(picture_at(play_demo(f->p), 260, 120), 0x000000);
	remove(path);
	free(heights);
}

/* The picture's part that is not black, measured along its middle row and column (the black
 * sides of a picture shown whole keeping its shape left out). */
static SDL_Rect shown_rect(const struct demo *d)
{
	const SDL_Surface *picture = demo_picture(d);
	SDL_Rect r = { picture->w, picture->h, 0, 0 };
	int right = -1, bottom = -1;

	for (int x = 0; x < picture->w; x++)
		if (picture_at(d, x, picture->h / 2)) {
			r.x = SDL_min(r.x, x);
			right = x;
		}
	for (int y = 0; y < picture->h; y++)
		if (picture_at(d, picture->w / 2, y)) {
			r.y = SDL_min(r.y, y);
			bottom = y;
		}
	r.w = right - r.x + 1;
	r.h = bottom - r.y + 1;
	return r;
}

/* Ctrl+F11 toggles: the pool the screen's size, then back to the pool it came from, the lesson's
 * 320x240 even with a phone's photo open (larger than the screen: it made the screen's pool before),
 * the lesson laid out anew each time; the photo shown whole keeping its shape at each size. */
static void ctrl_f11_goes_back_to_the_pool_it_came_from(void **state)
{
	struct fixture *f = *state;
	const char *path = "build/test_commands_back.png";
	const struct command *screen = menu_for_key(KEY_F11, MOD_CTRL);
	SDL_DisplayMode mode;
	SDL_Rect r;
	char err[512];

	assert_int_equal(SDL_GetDesktopDisplayMode(0, &mode), 0);
	write_picture(path, mode.w * 3 / 2, mode.w * 2); /* portrait 3:4, larger than the screen */
	assert_int_equal(play_set_picture(f->p, path, err, sizeof err), 0);
	assert_int_equal(demo_picture(play_demo(f->p))->w, 320);
	for (int i = 0; i < 3; i++) {
		const int on = i % 2 == 0, w = on ? mode.w : 320, h = on ? mode.h : 240;

		assert_int_equal(command_run(f->p, screen), SHELL_FIT);
		assert_int_equal(play_at_screen(f->p), on);
		assert_int_equal(demo_picture(play_demo(f->p))->w, w);
		assert_int_equal(demo_picture(play_demo(f->p))->h, h);
		assert_int_equal(pool_ripple(pool(f))->w, w);
		assert_int_equal(pool_get(pool(f), POOL_SCENARIO), SCENARIO_DOUBLE_SLIT);
		r = shown_rect(play_demo(f->p)); /* 3:4, its height the pool's */
		assert_int_equal(r.h, h);
		assert_true(abs(r.w - h * 3 / 4) <= 1);
		assert_true(abs(r.x - (w - r.w) / 2) <= 1);
	}
	remove(path);
}

/* Ctrl+F11 on a pool that is the screen's size already (a photo larger than the screen made it so)
 * keeps the water, and so does Ctrl+F11 again, back to that same size; the title says why. */
static void ctrl_f11_keeps_the_water_of_a_pool_the_screen_s_size(void **state)
{
	struct fixture *f = *state;
	const char *path = "build/test_commands_same.png";
	const struct command *screen = menu_for_key(KEY_F11, MOD_CTRL);
	const struct ripple *r;
	SDL_DisplayMode mode;
	char err[512];
	short *heights;
	size_t n;

	assert_int_equal(SDL_GetDesktopDisplayMode(0, &mode), 0);
	write_picture(path, mode.w * 2, mode.h * 2);
	assert_int_equal(play_set_picture(f->p, path, err, sizeof err), 1);
	r = pool_ripple(pool(f));
	assert_int_equal(r->w, mode.w);
	demo_press(play_demo(f->p), SCENE_LEFT, mode.w / 2, mode.h / 2, 0);
	for (int i = 0; i < 10; i++)
		demo_frame(play_demo(f->p));
	n = (size_t)r->w * (size_t)r->h * sizeof *heights;
	heights = malloc(n);
	assert_non_null(heights);
	memcpy(heights, r->cur, n);
	assert_true(heights[(size_t)(mode.h / 2) * (size_t)r->w + (size_t)mode.w / 2] != 0); /* the stone's waves */
	assert_int_equal(command_run(f->p, screen), SHELL_FIT);
	assert_true(play_at_screen(f->p));
	assert_ptr_equal(pool_ripple(pool(f)), r);
	assert_memory_equal(r->cur, heights, n);
	assert_true(title_says(f->p, "the pool is the screen's size already, the water kept"));
	assert_int_equal(command_run(f->p, screen), SHELL_FIT);
	assert_false(play_at_screen(f->p));
	assert_ptr_equal(pool_ripple(pool(f)), r);
	assert_memory_equal(r->cur, heights, n);
	assert_true(title_says(f->p, "the pool had this size before, the water kept"));
	free(heights);
	remove(path);
}

/* A file that is no picture, opened during a lesson: a message naming it, the lesson as it was. */
static void a_broken_photo_keeps_the_lesson(void **state)
{
	struct fixture *f = *state;
	const char *path = "build/test_commands_broken.jpg";
	const SDL_Surface *picture = demo_picture(play_demo(f->p));
	char err[512];
	FILE *bad = fopen(path, "wb");

	assert_non_null(bad);
	fputs("\xff\xd8\xff\xe0 not a JPEG after all", bad);
	fclose(bad);
	assert_int_equal(play_set_picture(f->p, path, err, sizeof err), -1);
	assert_non_null(strstr(err, "picture 'build/test_commands_broken.jpg' "));
	assert_ptr_equal(demo_picture(play_demo(f->p)), picture);
	assert_int_equal(pool_get(pool(f), POOL_SCENARIO), SCENARIO_DOUBLE_SLIT);
	assert_int_equal(pool_get(pool(f), POOL_VIEW), RIPPLE_VIEW_HEIGHTS);
	remove(path);
}

/* A photo given with a scenario on the command line is shown as one opened later is: the light
 * view, not the scenario's heights, and the title says so; with --view heights, the heights. */
static void a_photo_on_the_command_line_shows_in_a_lesson(void **state)
{
	char *argv[] = { "ripple", "--bpp", "32", "--scenario", "double-slit", "build/test_commands_cmdline.png",
			 "--view", "heights", NULL };
	struct fixture *f;

	write_picture(argv[5], 320, 240);
	fixture_up(state, 6, argv);
	f = *state;
	assert_int_equal(pool_get(pool(f), POOL_SCENARIO), SCENARIO_DOUBLE_SLIT);
	assert_int_equal(pool_get(pool(f), POOL_VIEW), RIPPLE_VIEW_LIGHT);
	assert_true(title_says(f->p, " - light view to show the picture (V: other views)"));
	assert_int_equal(picture_at(play_demo(f->p), 10, 120), 0xff0000);
	teardown(state);
	fixture_up(state, 8, argv);
	f = *state;
	assert_int_equal(pool_get(pool(f), POOL_VIEW), RIPPLE_VIEW_HEIGHTS);
	teardown(state);
	remove(argv[5]);
}

/* Without a lesson: a picture larger than the screen is shown whole in a pool the screen's size (the
 * shell then fits the window); a later one, smaller (an 800x600 circle after a phone's photo), is
 * shown whole in that pool keeping its shape, the water kept; one of the pool's shape fills it. */
static void a_photo_without_a_lesson_takes_the_screen(void **state)
{
	struct fixture *f = *state;
	const char *path = "build/test_commands_plain.png";
	SDL_DisplayMode mode;
	SDL_Rect r;
	char err[512];

	assert_int_equal(SDL_GetDesktopDisplayMode(0, &mode), 0);
	write_picture(path, mode.w + 100, mode.h);
	assert_int_equal(play_set_picture(f->p, path, err, sizeof err), 1);
	assert_int_equal(demo_picture(play_demo(f->p))->w, mode.w);
	assert_int_equal(demo_picture(play_demo(f->p))->h, mode.h);
	write_picture(path, 600, 600); /* square: a circle's picture stays round */
	assert_int_equal(play_set_picture(f->p, path, err, sizeof err), 0);
	assert_int_equal(demo_picture(play_demo(f->p))->w, mode.w);
	r = shown_rect(play_demo(f->p));
	assert_int_equal(r.h, mode.h);
	assert_int_equal(r.w, mode.h);
	assert_int_equal(r.x, (mode.w - mode.h) / 2);
	write_picture(path, 100, 50); /* wider than the pool: its width fills it */
	assert_int_equal(play_set_picture(f->p, path, err, sizeof err), 0);
	r = shown_rect(play_demo(f->p));
	assert_int_equal(r.w, mode.w);
	assert_int_equal(r.h, mode.w / 2);
	assert_int_equal(picture_at(play_demo(f->p), 0, 0), 0x000000);
	write_picture(path, mode.w / 2, mode.h / 2); /* the pool's shape: stretched to fill it */
	assert_int_equal(play_set_picture(f->p, path, err, sizeof err), 0);
	assert_int_equal(picture_at(play_demo(f->p), 0, 0), 0xff0000);
	assert_int_equal(picture_at(play_demo(f->p), mode.w - 1, mode.h - 1), 0x0000ff);
	remove(path);
}

/* A picture given keeps its shape at the screen's resolution too: a square one opened in the 320x240
 * pool, Ctrl+F11, is round at the screen's size, and round again back at 320x240. */
static void a_picture_keeps_its_shape_at_the_screen_s_size(void **state)
{
	struct fixture *f = *state;
	const char *path = "build/test_commands_round.png";
	const struct command *screen = menu_for_key(KEY_F11, MOD_CTRL);
	SDL_DisplayMode mode;
	SDL_Rect r;
	char err[512];

	write_picture(path, 600, 600);
	assert_int_equal(play_set_picture(f->p, path, err, sizeof err), 0);
	r = shown_rect(play_demo(f->p));
	assert_int_equal(r.w, 240);
	assert_int_equal(r.h, 240);
	assert_int_equal(SDL_GetDesktopDisplayMode(0, &mode), 0);
	for (int i = 0; i < 2; i++) {
		const int h = i ? 240 : mode.h;

		assert_int_equal(command_run(f->p, screen), SHELL_FIT);
		assert_int_equal(demo_picture(play_demo(f->p))->h, h);
		r = shown_rect(play_demo(f->p));
		assert_int_equal(r.h, h);
		assert_true(abs(r.w - h) <= 1);
	}
	assert_int_equal(demo_picture(play_demo(f->p))->w, 320);
	remove(path);
}

/* --- a link to the lesson: the settings written as options and read back ----------------------- */

/* The words of a line of options into argv after "ripple" (at most n - 1 of them), in place: split
 * at sep (a command line's spaces, an address's &), each name=value of an address made --name and
 * value. Returns argc. The values tested need no quotes or percent-decoding. */
static int split_words(char *line, char sep, int address, char **argv, int n)
{
	int argc = 0;

	argv[argc++] = "ripple";
	for (char *w = strtok(line, sep == ' ' ? " " : "&"); w && argc + 2 < n; w = strtok(NULL, sep == ' ' ? " " : "&")) {
		char *eq = address ? strchr(w, '=') : NULL;

		if (address) { /* name=value: --name, value */
			static char names[64][40];

			snprintf(names[argc], sizeof names[0], "--%.*s", eq ? (int)(eq - w) : (int)strlen(w), w);
			argv[argc] = names[argc];
			argc++;
			if (eq)
				argv[argc++] = eq + 1;
		} else {
			argv[argc++] = w;
		}
	}
	argv[argc] = NULL;
	return argc;
}

/* The run's settings written for style, read back (options_parse) into a new run, whose settings
 * are compared with the first's: the pool's, the lesson's, the graphs', the zoom, the frame rate. */
static void settings_survive(struct fixture *f, int style)
{
	struct options now, again, back;
	char line[4096], copy[4096], line2[4096], err[512], *argv[64];
	struct play *q;
	struct scene_heights h = { 0 }, h2 = { 0 };
	const struct pool *p2;
	int argc;

	play_settings(f->p, &now);
	assert_true(options_write(&now, style, line, sizeof line) > 0);
	snprintf(copy, sizeof copy, "%s", line);
	argc = split_words(copy, style == OPTIONS_ADDRESS ? '&' : ' ', style == OPTIONS_ADDRESS, argv, 64);
	assert_int_equal(options_parse(&again, argc, argv, err, sizeof err), 0);
	assert_non_null(q = play_open(&again, err, sizeof err));
	play_settings(q, &back);
	assert_int_equal(options_write(&back, style, line2, sizeof line2), (int)strlen(line));
	assert_string_equal(line2, line);
	assert_non_null(p2 = demo_scene(play_demo(q), SCENE_POOL));
	for (int k = POOL_RADIUS; k <= POOL_SPEED; k++)
		if (k != POOL_RADIUS && k != POOL_WEIGHT) /* the stone's size has no option */
			assert_int_equal(pool_get(p2, k), pool_get(pool(f), k));
	scene_pool.heights(pool(f), &h);
	scene_pool.heights(p2, &h2);
	assert_non_null(h.scenario);
	assert_non_null(h2.scenario);
	assert_int_equal(h2.scenario->period, h.scenario->period);
	for (int k = 0; k < SCENARIO_KNOBS; k++)
		assert_int_equal(scenario_knob(h2.scenario, h2.pool, k), scenario_knob(h.scenario, h.pool, k));
	assert_int_equal(graphs_has_screen(demo_graphs(play_demo(q))), 1);
	assert_int_equal(play_zoom_chosen(q), play_zoom_chosen(f->p));
	assert_int_equal(play_fps(q), play_fps(f->p));
	play_close(q);
	options_free(&again);
}

/* A lesson set up by the menus and keys: a scenario, a view, its knobs and waves, the speed, the
 * graph, the stencil, slow motion; written as a command line and as an address, read back the same. */
static void a_link_gives_the_lesson_as_it_is_set_now(void **state)
{
	struct fixture *f = *state;
	struct options o;
	char line[4096];

	command_run(f->p, row("Lesson: a double slit"));
	command_run(f->p, row("Light"));
	command_run(f->p, row("Slits (sources) farther apart"));
	command_run(f->p, row("Wider slits"));
	command_run(f->p, row("Screen nearer the slits"));
	command_run(f->p, row("Longer waves"));
	command_run(f->p, row("Speed: double"));
	command_run(f->p, row("12 neighbours"));
	command_run(f->p, row("Graph: intensity screen (slits)"));
	command_run(f->p, row("Slow motion, 5 fps"));
	play_settings(f->p, &o);
	assert_true(options_write(&o, OPTIONS_COMMAND, line, sizeof line) > 0);
	assert_non_null(strstr(line, "--scenario double-slit --view light --stencil 12"));
	assert_non_null(strstr(line, "--fps 5"));
	assert_non_null(strstr(line, "--speed 2"));
	settings_survive(f, OPTIONS_COMMAND);
	settings_survive(f, OPTIONS_ADDRESS);
}

/* A built-in lesson whose objects differ from its lessons/NAME.lesson (as an editor leaves it): the
 * address carries its text, objects as they are; a command line, which has no file for it, names
 * the built-in one and play_settings says so (1). */
static void a_link_of_a_changed_built_in_lesson(void **state)
{
	struct fixture *f = *state;
	struct scene_heights h = { 0 };
	struct options o;
	struct lesson *l;
	char line[8192];
	int barrier = -1;

	command_run(f->p, row("Lesson: a double slit"));
	play_settings(f->p, &o);
	assert_true(options_write(&o, OPTIONS_ADDRESS, line, sizeof line) > 0);
	assert_non_null(strstr(line, "scenario=double-slit"));
	assert_null(strstr(line, "lesson="));
	scene_pool.heights(pool(f), &h);
	l = (struct lesson *)h.scenario->lesson; /* the built-in one's, moved as an editor would move it */
	for (int i = 0; i < l->nobjects; i++)
		if (l->object[i].kind == LESSON_BARRIER)
			barrier = i;
	assert_true(barrier >= 0);
	l->object[barrier].p[0] += 10;
	assert_int_equal(play_settings(f->p, &o), 1);
	assert_true(options_write(&o, OPTIONS_ADDRESS, line, sizeof line) > 0);
	assert_non_null(strstr(line, "lesson=%23double-slit;pool+320+240;"));
	assert_non_null(strstr(line, ";barrier+170+slits+6+60+2;"));
	assert_null(strstr(line, "scenario="));
	assert_true(options_write(&o, OPTIONS_COMMAND, line, sizeof line) > 0);
	assert_non_null(strstr(line, "--scenario double-slit"));
	assert_null(strstr(line, "--lesson"));
	l->object[barrier].p[0] -= 10;
	assert_int_equal(play_settings(f->p, &o), 0);
}

/* X steps through the built-in lessons and none; once a lesson was read from a file, it is a step
 * of the cycle too, after the built-in ones, laid out again as it was read (its name, its objects). */
static void x_comes_back_to_a_file_lesson(void **state)
{
	struct fixture *f = *state;
	struct scene_heights h = { 0 };
	char err[512], title[1024], help[8192];

	for (int i = 1; i <= SCENARIO_COUNT; i++) {
		command_run(f->p, row("Next scenario"));
		assert_int_equal(pool_get(pool(f), POOL_SCENARIO), i % SCENARIO_COUNT);
	}
	assert_int_equal(play_open_lesson(f->p, "lessons/three-slits.lesson", err, sizeof err), 0);
	assert_int_equal(pool_get(pool(f), POOL_SCENARIO), SCENARIO_LESSON);
	command_run(f->p, row("Next scenario"));
	assert_int_equal(pool_get(pool(f), POOL_SCENARIO), SCENARIO_NONE);
	for (int i = 1; i < SCENARIO_COUNT; i++) {
		command_run(f->p, row("Next scenario"));
		assert_int_equal(pool_get(pool(f), POOL_SCENARIO), i);
	}
	command_run(f->p, row("Next scenario"));
	assert_int_equal(pool_get(pool(f), POOL_SCENARIO), SCENARIO_LESSON);
	scene_pool.heights(pool(f), &h);
	assert_string_equal(scenario_name(h.scenario), "three-slits");
	assert_int_equal(h.scenario->slit_width, 6); /* laid out as read: barrier 160 slits 6 40 3 */
	play_title(f->p, title, sizeof title);
	assert_non_null(strstr(title, ", three-slits, "));
	menu_help(help, sizeof help, f->p, command_row_checked, pool_lesson_read(pool(f))); /* F1 lists it after the built-in ones */
	assert_non_null(strstr(help, ", faster than its waves (sonic boom), a mirror at an angle, a parabolic dish, refraction into shallow water, a lens of shallow water, the practical, v = f lambda, [three-slits]\n"));
	command_run(f->p, row("Next scenario"));
	assert_int_equal(pool_get(pool(f), POOL_SCENARIO), SCENARIO_NONE);
	menu_help(help, sizeof help, f->p, command_row_checked, pool_lesson_read(pool(f)));
	assert_non_null(strstr(help, "[none], a rock, "));
	assert_non_null(strstr(help, ", faster than its waves (sonic boom), a mirror at an angle, a parabolic dish, refraction into shallow water, a lens of shallow water, the practical, v = f lambda, three-slits\n"));
}

/* An address's query as a page's script gives it (shell.html: URLSearchParams): each name=value
 * "--name=value", '+' a space and %XX its byte. Returns argc. */
static int address_words(char *query, char **argv, int n)
{
	int argc = 0;

	argv[argc++] = "ripple";
	for (char *w = strtok(query, "&"); w && argc + 1 < n; w = strtok(NULL, "&")) {
		char *out = malloc(strlen(w) + 3), *o = out;

		assert_non_null(out);
		o += sprintf(o, "--");
		for (const char *c = w; *c; c++) {
			unsigned byte;

			if (*c == '%' && sscanf(c + 1, "%2x", &byte) == 1) {
				*o++ = (char)byte;
				c += 2;
			} else {
				*o++ = *c == '+' ? ' ' : *c;
			}
		}
		*o = 0;
		argv[argc++] = out;
	}
	argv[argc] = NULL;
	return argc;
}

/* A run of options o, on SDL's dummy window win, its clock started. */
static struct play *run_of(struct options *o, SDL_Window **win)
{
	char err[512];
	struct play *q;

	assert_non_null(q = play_open(o, err, sizeof err));
	assert_non_null(*win = SDL_CreateWindow("link", 0, 0, play_width(q), play_height(q), 0));
	assert_int_equal(play_start(q, *win, err, sizeof err), 0);
	play_clock(q, 0, 1000);
	return q;
}

/* Runs a and b (b NULL: the fixture's, from where it is) ticked n frames side by side: the same
 * render page each frame. */
static void same_water(struct fixture *f, struct options *a, struct options *b, int n)
{
	SDL_Window *wa, *wb = NULL;
	struct play *p = run_of(a, &wa), *q = b ? run_of(b, &wb) : f->p;
	uint64_t at = b ? 0 : f->clock;

	for (int i = 1; i <= n; i++) {
		play_tick(p, (uint64_t)i * 40);
		play_tick(q, at + (uint64_t)i * 40);
		assert_true(!memcmp(demo_page(play_demo(p))->pixels, demo_page(play_demo(q))->pixels,
				    (size_t)demo_page(play_demo(p))->pitch * (size_t)demo_page(play_demo(p))->h));
	}
	f->clock = b ? f->clock : at + (uint64_t)n * 40;
	play_close(p);
	SDL_DestroyWindow(wa);
	if (b) {
		play_close(q);
		SDL_DestroyWindow(wb);
	}
}

/* A lesson opened from a file, its knobs turned: the command line names the file (--lesson) with
 * the knobs as turned; an address carries the lesson's text (lesson=, its lines joined by ';'),
 * read back by options_parse_address. Either gives the same water; a bad lesson= is refused, said,
 * the article's pool kept. */
static void a_link_carries_a_file_lesson(void **state)
{
	struct fixture *f = *state;
	struct options o, back, page;
	char line[8192], query[8192], err[512], said[1024], *argv[64];
	int argc;

	assert_int_equal(play_open_lesson(f->p, "lessons/three-slits.lesson", err, sizeof err), 0);
	command_run(f->p, row("Wider slits"));
	command_run(f->p, row("Longer waves"));
	assert_int_equal(play_settings(f->p, &o), 0);
	assert_true(options_write(&o, OPTIONS_COMMAND, line, sizeof line) > 0);
	assert_non_null(strstr(line, "--lesson lessons/three-slits.lesson"));
	assert_non_null(strstr(line, "--slits 7,40"));
	assert_null(strstr(line, "--scenario"));
	assert_true(options_write(&o, OPTIONS_ADDRESS, query, sizeof query) > 0);
	assert_non_null(strstr(query, "lesson=%23three-slits;pool+320+240;period+12;"));
	assert_non_null(strstr(query, ";barrier+160+slits+6+40+3;screen+293"));
	assert_null(strstr(query, "scenario="));

	argc = split_words(line, ' ', 0, argv, 64);
	assert_int_equal(options_parse(&back, argc, argv, err, sizeof err), 0);
	same_water(f, &back, NULL, 10);

	argc = address_words(query, argv, 64);
	assert_int_equal(options_parse_address(&page, argc, argv, said, sizeof said), 0);
	assert_string_equal(said, "");
	assert_null(page.lesson_file);
	assert_int_equal(page.water.scenario, SCENARIO_LESSON);
	assert_string_equal(page.water.lesson->name, "three-slits");
	same_water(f, &back, &page, 10);
	options_free(&back);
	options_free(&page);
	for (int i = 1; i < argc; i++)
		free(argv[i]);

	argv[1] = "--lesson=#bad;pool 320 240;barrier 160 slitz 6";
	argv[2] = "--scale=2";
	assert_int_equal(options_parse_address(&back, 3, argv, said, sizeof said), 0);
	assert_non_null(strstr(said, "lesson=#bad;pool 320 240;barrier 160 slitz 6: line 3: "));
	assert_non_null(strstr(said, "; the article's pool is shown"));
	assert_int_equal(back.water.scenario, 0);
	assert_null(back.water.lesson);
	assert_int_equal(back.scale, 2);
	options_free(&back);
}

/* A command line quotes what a shell would read otherwise; an address leaves out the files and
 * percent-encodes; too small a buffer is said. */
static void a_link_quotes_and_encodes(void **state)
{
	struct options o;
	char line[256];

	(void)state;
	memset(&o, 0, sizeof o);
	o.fps = RIPPLE_FPS;
	o.water = (struct scene_options){ .stencil = 4, .damping = RIPPLE_DAMPING, .seed = 1, .period = SCENARIO_PERIOD,
					  .speed = POOL_SLOWEST, .mesh = 1, .tension = 25, .dampening = 25, .spread = 250,
					  .passes = 8, .walls = "a&b.png" };
	o.graph_below = 1;
	o.image = "my \"photo\" $1.png";
	assert_true(options_write(&o, OPTIONS_COMMAND, line, sizeof line) > 0);
	assert_string_equal(line, "--image \"my \\\"photo\\\" \\$1.png\" --walls \"a&b.png\" --speed 1/2");
	assert_true(options_write(&o, OPTIONS_ADDRESS, line, sizeof line) > 0);
	assert_string_equal(line, "speed=1/2");
	o.w = 640;
	o.h = 480;
	assert_int_equal(options_write(&o, OPTIONS_ADDRESS, line, 8), -1);
	assert_string_equal(line, "size=64");
}


/* --- the lesson's edit mode (window/editing.c) --------------------------------------------------- */

/* The lesson `text` laid out on the fixture's pool, as a file of it opens. */
static void lay_lesson(struct fixture *f, const char *text)
{
	struct lesson l;
	char err[256];

	assert_int_equal(lesson_parse(&l, text, strlen(text), "edited", err, sizeof err), 0);
	assert_int_equal(pool_set_lesson(pool(f), &l), RIPPLE_OK);
	play_refresh(f->p);
}

/* The lesson laid out now. */
static struct lesson *lesson_now(struct fixture *f)
{
	static struct lesson l;

	assert_int_equal(editing_lesson(play_demo(f->p), &l), 0);
	return &l;
}

/* A left drag in the window from (x0, y0) to (x1, y1), in steps. */
static void drag(struct fixture *f, int x0, int y0, int x1, int y1)
{
	play_move(f->p, x0, y0);
	play_press(f->p, SCENE_LEFT, x0, y0, 0);
	for (int i = 1; i <= 4; i++)
		play_move(f->p, x0 + (x1 - x0) * i / 4, y0 + (y1 - y0) * i / 4);
	play_release(f->p, SCENE_LEFT);
}

/* F2 turns edit mode on (checked, said in the title); a drag from a source's handle moves the
 * source by as many cells of the lesson, the water laid out anew from there; a click away from
 * the handles drops no stone; Del removes the object under the pointer; Ctrl+Z takes the changes
 * back one at a time; Esc (or F2 again) leaves the lesson as edited. At zoom 1 on a 320x240 pool a window
 * pixel is a cell of the lesson. */
static void edit_mode_drags_removes_and_undoes(void **state)
{
	struct fixture *f = *state;
	char title[512];

	lay_lesson(f, "source 100 120\nrock 220 120 20\n");
	assert_false(play_editing(f->p));
	command_key(f->p, KEY_F2, 0);
	assert_true(play_editing(f->p));
	assert_true(command_row_checked(f->p, row("Edit the lesson: drag its handles")));
	play_title(f->p, title, sizeof title);
	assert_non_null(strstr(title, "editing"));
	drag(f, 100, 120, 140, 90);
	assert_int_equal(lesson_now(f)->object[0].p[0], 140);
	assert_int_equal(lesson_now(f)->object[0].p[1], 90);
	assert_int_equal(pool_get(pool(f), POOL_SCENARIO), SCENARIO_LESSON);
	assert_true(demo_still(play_demo(f->p))); /* laid out anew: the water still, the source to beat */
	play_press(f->p, SCENE_LEFT, 60, 200, 0); /* no handle there: no stone either */
	play_release(f->p, SCENE_LEFT);
	assert_true(demo_still(play_demo(f->p)));
	drag(f, 221, 119, 200, 60); /* the rock by its centre, a cell off it */
	assert_int_equal(lesson_now(f)->object[1].p[0], 199);
	assert_int_equal(lesson_now(f)->object[1].p[1], 61);
	play_move(f->p, 141, 91);
	command_key(f->p, KEY_DELETE, 0);
	assert_int_equal(lesson_now(f)->nobjects, 1);
	assert_int_equal(lesson_now(f)->object[0].kind, LESSON_ROCK);
	command_key(f->p, 'z', MOD_CTRL);
	assert_int_equal(lesson_now(f)->nobjects, 2);
	assert_int_equal(lesson_now(f)->object[0].p[0], 140);
	command_key(f->p, 'z', MOD_CTRL); /* the rock's drag */
	assert_int_equal(lesson_now(f)->object[1].p[0], 220);
	command_key(f->p, 'z', MOD_CTRL); /* the source's */
	assert_int_equal(lesson_now(f)->object[0].p[0], 100);
	assert_int_equal(lesson_now(f)->object[0].p[1], 120);
	command_key(f->p, KEY_ESCAPE, 0); /* Esc ends it too */
	assert_false(play_editing(f->p));
	make_waves(f); /* out of edit mode a click is a stone again */
	assert_false(demo_still(play_demo(f->p)));
	command_key(f->p, KEY_F2, 0);
	drag(f, 100, 120, 110, 120);
	command_run(f->p, row("Lesson: a rock")); /* another lesson: its Ctrl+Z brings back no edited one */
	command_key(f->p, 'z', MOD_CTRL);
	assert_int_equal(pool_get(pool(f), POOL_SCENARIO), SCENARIO_ROCK);
}

/* A barrier's slit edge dragged widens its slits (their centres kept); its column drags the
 * whole barrier left or right; a column of sources follows its source, spread to where it is
 * dropped. The lesson saved (Ctrl+P's file) reads back as edited. */
static void edit_mode_turns_slits_and_moves_a_barrier(void **state)
{
	struct fixture *f = *state;
	struct lesson back;
	char err[256];

	lay_lesson(f, "line-source left\nbarrier 160 slits 6 60 2\nsources 60 40 2\nscreen 292\n");
	command_key(f->p, KEY_F2, 0);
	drag(f, 161, 87, 161, 84); /* the upper slit's upper edge: its centre on row 90 */
	assert_int_equal(lesson_now(f)->object[1].width, 12);
	drag(f, 161, 156, 161, 154); /* the lower slit's lower edge (156): its centre on row 150 */
	assert_int_equal(lesson_now(f)->object[1].width, 8);
	drag(f, 161, 43, 121, 50); /* the column, above the slits: all of it, left */
	assert_int_equal(lesson_now(f)->object[1].p[0], 120);
	assert_int_equal(lesson_now(f)->object[1].width, 8);
	drag(f, 60, 100, 80, 70); /* the column of sources' upper one */
	assert_int_equal(lesson_now(f)->object[2].p[0], 80);
	assert_int_equal(lesson_now(f)->object[2].gap, 100);
	assert_int_equal(play_save_lesson(f->p, "build/test_commands_edited.lesson", err, sizeof err), 0);
	assert_int_equal(lesson_load(&back, "build/test_commands_edited.lesson", err, sizeof err), 0);
	assert_int_equal(back.object[1].p[0], 120);
	assert_int_equal(back.object[1].width, 8);
	assert_int_equal(back.object[2].p[0], 80);
	assert_int_equal(back.object[2].gap, 100);
	remove("build/test_commands_edited.lesson");
}

/* The Edit menu adds a source, a wall, a rock and a barrier (at the pool's middle, apart), a
 * source on a pool without a lesson starting one; Del outside edit mode removes nothing. */
static void edit_menu_adds_objects(void **state)
{
	struct fixture *f = *state;

	command_run(f->p, row("Add a source"));
	assert_true(play_editing(f->p));
	assert_int_equal(lesson_now(f)->nobjects, 1);
	assert_int_equal(lesson_now(f)->object[0].kind, LESSON_SOURCE);
	command_run(f->p, row("Add a wall"));
	command_run(f->p, row("Add a rock"));
	command_run(f->p, row("Add a barrier with two slits"));
	assert_int_equal(lesson_now(f)->nobjects, 4);
	assert_int_equal(lesson_now(f)->object[3].kind, LESSON_BARRIER);
	assert_int_not_equal(lesson_now(f)->object[2].p[1], lesson_now(f)->object[0].p[1]); /* not on the source */
	command_key(f->p, KEY_F2, 0);
	play_move(f->p, 160, 120);
	command_key(f->p, KEY_DELETE, 0);
	assert_int_equal(lesson_now(f)->nobjects, 4);
}

/* In edit mode a finger drags a handle as the mouse does, and drops no stone. */
static void edit_mode_a_finger_drags_a_handle(void **state)
{
	struct fixture *f = *state;

	lay_lesson(f, "source 100 120\n");
	command_key(f->p, KEY_F2, 0);
	play_finger_down(f->p, 7, 101, 121);
	play_finger_move(f->p, 7, 150, 130);
	play_finger_move(f->p, 7, 200, 150);
	play_finger_up(f->p, 7);
	assert_int_equal(lesson_now(f)->object[0].p[0], 199); /* as far as the finger went */
	assert_int_equal(lesson_now(f)->object[0].p[1], 149);
	play_finger_down(f->p, 8, 30, 30);
	play_finger_up(f->p, 8);
	assert_true(demo_still(play_demo(f->p)));
}

/* A lesson opened from a file and then edited: the page's address carries it as edited, and
 * play_settings says a command line (which names the file as it is on the disk) leaves the changes
 * out; before the drag it said nothing of the kind. */
static void a_link_of_an_edited_file_lesson(void **state)
{
	struct fixture *f = *state;
	const char *path = "build/test_commands_edited.lesson";
	struct options o;
	char err[512], line[8192], query[8192];
	FILE *file = fopen(path, "w");

	assert_non_null(file);
	fputs("pool 320 240\nsource 100 120\n", file);
	fclose(file);
	assert_int_equal(play_open_lesson(f->p, path, err, sizeof err), 0);
	assert_int_equal(play_settings(f->p, &o), 0);
	command_key(f->p, KEY_F2, 0);
	drag(f, 100, 120, 140, 90);
	assert_int_equal(play_settings(f->p, &o), 1);
	assert_true(options_write(&o, OPTIONS_COMMAND, line, sizeof line) > 0);
	assert_non_null(strstr(line, "--lesson build/test_commands_edited.lesson"));
	assert_true(options_write(&o, OPTIONS_ADDRESS, query, sizeof query) > 0);
	assert_non_null(strstr(query, ";source+140+90"));
	command_key(f->p, 'z', MOD_CTRL); /* undone: the file's lesson again */
	assert_int_equal(play_settings(f->p, &o), 0);
	remove(path);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(every_row_has_an_action_and_one_id),
		cmocka_unit_test(command_binding_lists_the_table_s_keys),
		cmocka_unit_test(the_readme_s_keys_are_the_table_s),
		cmocka_unit_test(help_wraps_to_the_width),
		cmocka_unit_test(the_help_lists_the_keys_as_a_teacher_reads_them),
		cmocka_unit_test_setup_teardown(next_view_cycles_the_four_views, setup, teardown),
		cmocka_unit_test_setup_teardown(clear_makes_the_water_still, setup, teardown),
		cmocka_unit_test_setup_teardown(knobs_tell_the_shell_and_check_themselves, setup, teardown),
		cmocka_unit_test_setup_teardown(toggles_check_marks_follow_them, setup, teardown),
		cmocka_unit_test_setup_teardown(a_choice_checks_itself_alone, setup, teardown),
		cmocka_unit_test_setup_teardown(the_title_says_the_pace, setup, teardown),
		cmocka_unit_test_setup_teardown(scenarios_and_meshes_are_laid_out, setup, teardown),
		cmocka_unit_test_setup_teardown(the_physics_menu_lists_every_built_in_lesson, setup, teardown),
		cmocka_unit_test_setup_teardown(leaving_a_scenario_gives_back_the_users_damping_and_edges, setup, teardown),
		cmocka_unit_test_setup_teardown(a_recording_takes_each_frame_shown, setup, teardown),
		cmocka_unit_test_setup_teardown(the_shells_own_commands_are_left_to_it, setup, teardown),
		cmocka_unit_test_setup_teardown(the_zoom_is_the_largest_that_fits_the_room, setup_fit, teardown),
		cmocka_unit_test_setup_teardown(esc_closes_what_is_in_the_way_and_never_quits, setup, teardown),
		cmocka_unit_test_setup_teardown(the_help_is_paged_to_fit_the_window, setup, teardown),
		cmocka_unit_test_setup_teardown(the_side_view_through_its_commands, setup, teardown),
		cmocka_unit_test_setup_teardown(the_graphs_through_their_commands, setup, teardown),
		cmocka_unit_test_setup_teardown(each_finger_is_a_left_button_of_its_own, setup, teardown),
		cmocka_unit_test(the_graphs_lie_inset_clear_of_the_screen_s_column),
		cmocka_unit_test_setup_teardown(full_screen_at_the_pool_s_size_insets_the_graphs, graphs_setup, teardown),
		cmocka_unit_test_setup_teardown(a_graph_keeps_the_lesson_readable_in_a_small_room, graphs_fit_setup, teardown),
		cmocka_unit_test_setup_teardown(text_boxes_lie_apart_and_on_the_screen, graphs_fit_setup, teardown),
		cmocka_unit_test_setup_teardown(the_overlay_stays_off_the_inset_panel, screen_graphs_setup, teardown),
		cmocka_unit_test_setup_teardown(a_moving_source_s_readings_fill_the_panel, doppler_panel_setup, teardown),
		cmocka_unit_test_setup_teardown(the_knobs_say_their_value_and_their_ends, setup, teardown),
		cmocka_unit_test_setup_teardown(the_angle_keys_turn_the_refraction_reading, setup, teardown),
		cmocka_unit_test_setup_teardown(a_turned_angle_stays_with_its_lesson, setup, teardown),
		cmocka_unit_test_setup_teardown(the_command_line_s_angle_is_its_lesson_s, setup_turned, teardown),
		cmocka_unit_test_setup_teardown(the_overlay_says_the_lesson, setup, teardown),
		cmocka_unit_test_setup_teardown(the_overlay_compares_cells_a_second_with_the_k6, setup_640, teardown),
		cmocka_unit_test_setup_teardown(a_note_shows_at_the_windows_foot, setup, teardown),
		cmocka_unit_test_setup_teardown(a_note_outlasts_the_dialog_before_it, setup, teardown),
		cmocka_unit_test_setup_teardown(a_message_stays_until_a_key_or_a_click, setup, teardown),
		cmocka_unit_test_setup_teardown(the_right_button_draws_walls_and_clear_walls_removes_them, setup,
						teardown),
		cmocka_unit_test_setup_teardown(a_scenario_in_the_refraction_view_shows_its_heights, setup, teardown),
		cmocka_unit_test_setup_teardown(the_command_line_s_scenario_shows_its_heights, lesson_setup, teardown),
		cmocka_unit_test_setup_teardown(a_photo_opened_in_a_lesson_keeps_the_lesson, lesson_setup, teardown),
		cmocka_unit_test_setup_teardown(a_broken_photo_keeps_the_lesson, lesson_setup, teardown),
		cmocka_unit_test_setup_teardown(ctrl_t_places_the_clock_at_the_pointer, setup, teardown),
		cmocka_unit_test_setup_teardown(ctrl_f11_goes_back_to_the_pool_it_came_from, lesson_setup, teardown),
		cmocka_unit_test_setup_teardown(ctrl_f11_keeps_the_water_of_a_pool_the_screen_s_size, setup, teardown),
		cmocka_unit_test_setup_teardown(a_photo_without_a_lesson_takes_the_screen, setup, teardown),
		cmocka_unit_test(a_photo_on_the_command_line_shows_in_a_lesson),
		cmocka_unit_test_setup_teardown(a_picture_keeps_its_shape_at_the_screen_s_size, setup, teardown),
		cmocka_unit_test_setup_teardown(a_link_gives_the_lesson_as_it_is_set_now, setup, teardown),
		cmocka_unit_test_setup_teardown(a_link_carries_a_file_lesson, setup, teardown),
		cmocka_unit_test_setup_teardown(x_comes_back_to_a_file_lesson, setup, teardown),
		cmocka_unit_test_setup_teardown(a_link_of_a_changed_built_in_lesson, setup, teardown),
		cmocka_unit_test(a_link_quotes_and_encodes),
		cmocka_unit_test_setup_teardown(edit_mode_drags_removes_and_undoes, setup, teardown),
		cmocka_unit_test_setup_teardown(edit_mode_turns_slits_and_moves_a_barrier, setup, teardown),
		cmocka_unit_test_setup_teardown(edit_menu_adds_objects, setup, teardown),
		cmocka_unit_test_setup_teardown(edit_mode_a_finger_drags_a_handle, setup, teardown),
		cmocka_unit_test_setup_teardown(a_link_of_an_edited_file_lesson, setup, teardown),
	};
	int failed;

	SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
	if (SDL_Init(SDL_INIT_VIDEO)) {
		fprintf(stderr, "test_commands: SDL's dummy video: %s\n", SDL_GetError());
		return 1;
	}
	failed = cmocka_run_group_tests(tests, NULL, NULL);
	SDL_Quit();
	return failed;
}
