/* test_pool.c - cmocka unit tests of the article's scene (scenes/pool.c): the steps a frame at the lesson's scale and speed, the stones' sizes. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "scenes/lesson.h"
#include "scenes/pool.h"
#include "scenes/scenario.h"

#include <stdlib.h>
#include <string.h>

/* The article's settings, on one thread, at a speed in halves, with a scenario or none. */
static struct scene_options article(int speed, int scenario)
{
	struct scene_options o;

	memset(&o, 0, sizeof o);
	o.stencil = 4;
	o.damping = RIPPLE_DAMPING;
	o.seed = 1;
	o.scenario = scenario;
	o.period = SCENARIO_PERIOD;
	o.mesh = 1;
	o.threads = 1;
	o.speed = speed;
	return o;
}

/* The pool scene on a black w x h picture of 32 bpp; the picture is freed on the way. */
static struct pool *open_pool(const struct scene_options *o, int w, int h)
{
	SDL_Surface *pic = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_XRGB8888);
	char err[256];
	struct pool *p;

	assert_non_null(pic);
	p = scene_pool.open(o, pic, 1, err, sizeof err);
	SDL_FreeSurface(pic);
	if (!p)
		fail_msg("%s", err);
	return p;
}

/* Fails unless both pools hold the same heights now and a step ago. */
static void same_heights(const struct ripple *a, const struct ripple *b)
{
	const size_t n = (size_t)a->w * (size_t)a->h * sizeof *a->cur;

	assert_int_equal(a->w, b->w);
	assert_int_equal(a->h, b->h);
	assert_memory_equal(a->cur, b->cur, n);
	assert_memory_equal(a->prev, b->prev, n);
}

/* A frame made as a running window or a headless run makes it: no page, not by hand. */
static void frame(struct pool *p, long n)
{
	scene_pool.step(p, n, 0, NULL, NULL);
}

/* The pool at 320x240 and, beside it, a core pool of that size (r): the click's stone dropped into
 * both at (100, 100). */
static struct pool *open_with_twin(const struct scene_options *o, struct ripple *r)
{
	struct pool *p = open_pool(o, 320, 240);

	assert_int_equal(ripple_init(r, 320, 240), RIPPLE_OK);
	assert_int_equal(pool_drop(p, 100, 100), RIPPLE_OK);
	assert_int_equal(ripple_drop(r, 100, 100, RIPPLE_STONE_RADIUS, RIPPLE_STONE_WEIGHT), RIPPLE_OK);
	same_heights(pool_ripple(p), r);
	return p;
}

static void close_with_twin(struct pool *p, struct ripple *r)
{
	ripple_free(r);
	scene_pool.close(p);
}

/* At 720 rows (the lesson's scale 3) a frame of the double slit is three steps, its source driven
 * before each on a clock of steps, its amplitude at the scenarios' least gain (4: 16 times): the
 * same water as three drive and spread calls a frame, and the checkerboard filter on the steps'
 * clock every RIPPLE_CHECKERBOARD_EVERY frames' steps. */
static void a_frame_is_the_scale_s_steps_with_sources(void **state)
{
	const struct scene_options o = article(POOL_NORMAL, SCENARIO_DOUBLE_SLIT);
	struct pool *p = open_pool(&o, 960, 720);
	struct ripple r;
	struct scenario sc = { 0 };
	long step = 0;

	(void)state;
	assert_int_equal(ripple_init(&r, 960, 720), RIPPLE_OK);
	assert_int_equal(scenario_apply(&sc, &r, SCENARIO_DOUBLE_SLIT, SCENARIO_PERIOD, 3), RIPPLE_OK);
	assert_int_equal(sc.source[0].period, SCENARIO_PERIOD * 3);
	assert_int_equal(sc.source[0].amplitude, 60 << scenario_gain(&sc)); /* at least SCENARIO_MIN_GAIN */
	assert_int_equal(scenario_gain(&sc), SCENARIO_MIN_GAIN > ripple_lesson_gain(3) ? SCENARIO_MIN_GAIN : ripple_lesson_gain(3));
	assert_true(sc.source[0].adds); /* a scaled lesson's line source lets the waves pass */
	for (long f = 0; f < 40; f++) {
		frame(p, f);
		for (int k = 0; k < 3; k++, step++) {
			assert_int_equal(ripple_drive(&r, sc.source, sc.nsources, step), RIPPLE_OK);
			ripple_spread(&r);
		}
		if (step % (RIPPLE_CHECKERBOARD_EVERY * 3) == 0) /* the undamped pool's checkerboard taken out */
			assert_int_equal(ripple_checkerboard(&r, sc.source, sc.nsources), RIPPLE_OK);
	}
	same_heights(pool_ripple(p), &r);
	ripple_free(&r);
	scene_pool.close(p);
}

/* At the article's 320x240 a frame is one step, as the article's loop, and the click's stone is
 * the menus' radius itself. */
static void the_article_s_pool_takes_one_step_a_frame(void **state)
{
	const struct scene_options o = article(POOL_NORMAL, SCENARIO_NONE);
	struct ripple r;
	struct pool *p = open_with_twin(&o, &r);

	(void)state;
	for (long f = 0; f < 30; f++) {
		frame(p, f);
		ripple_spread(&r);
	}
	same_heights(pool_ripple(p), &r);
	close_with_twin(p, &r);
}

/* At half speed the water steps every other frame, the first frame included; a frame made by hand
 * (paused, N) steps at once even when the running frame would not. */
static void half_speed_steps_every_other_frame(void **state)
{
	const struct scene_options o = article(POOL_SLOWEST, SCENARIO_NONE);
	struct ripple r;
	struct pool *p = open_with_twin(&o, &r);

	(void)state;
	for (long f = 0; f < 20; f++) {
		frame(p, f);
		if (f % 2 == 0)
			ripple_spread(&r);
		same_heights(pool_ripple(p), &r);
	}
	scene_pool.step(p, 20, 1, NULL, NULL); /* would step anyway */
	scene_pool.step(p, 21, 1, NULL, NULL); /* would not */
	ripple_spread(&r);
	ripple_spread(&r);
	same_heights(pool_ripple(p), &r);
	close_with_twin(p, &r);
}

/* Double and fourfold speed take twice and four times the steps; the keys' doubling and halving
 * stay within half and fourfold, and say so at the ends. */
static void faster_takes_more_steps_within_limits(void **state)
{
	const struct scene_options o = article(POOL_NORMAL, SCENARIO_NONE);
	struct ripple r;
	struct pool *p = open_with_twin(&o, &r);
	char note[FONT_LINE];

	(void)state;
	scene_pool.command(p, POOL_FASTER, 1, 0, 0, note);
	assert_int_equal(pool_get(p, POOL_SPEED), 4);
	assert_string_equal(note, "water speed double: 2 steps a frame");
	frame(p, 0);
	scene_pool.command(p, POOL_FASTER, 1, 0, 0, note);
	frame(p, 1);
	for (int k = 0; k < 2 + 4; k++)
		ripple_spread(&r);
	same_heights(pool_ripple(p), &r);
	scene_pool.command(p, POOL_FASTER, 1, 0, 0, note);
	assert_int_equal(pool_get(p, POOL_SPEED), POOL_FASTEST);
	scene_pool.command(p, POOL_FASTER, 1, 0, 0, note);
	assert_string_equal(note, "water at its fastest: fourfold speed, 4 steps a frame");
	for (int k = 0; k < 5; k++)
		scene_pool.command(p, POOL_FASTER, 0, 0, 0, note);
	assert_int_equal(pool_get(p, POOL_SPEED), POOL_SLOWEST);
	assert_string_equal(note, "water at its slowest: half speed, a step every other frame");
	assert_int_equal(pool_set(p, POOL_SPEED, 3), RIPPLE_EINVAL);
	assert_int_equal(pool_get(p, POOL_SPEED), POOL_SLOWEST);
	close_with_twin(p, &r);
}

/* The title says the steps a frame where they are not the article's one, and follows the pool's
 * rows when the mesh changes them: 720 rows 3, a mesh of 2 (361 rows) 2, of 4 (181 rows) 1. */
static void the_title_says_the_steps_a_frame(void **state)
{
	const struct scene_options o = article(POOL_NORMAL, SCENARIO_NONE);
	struct pool *p = open_pool(&o, 960, 720);
	char buf[256];

	(void)state;
	scene_pool.describe(p, buf, sizeof buf);
	assert_non_null(strstr(buf, ", 3 steps a frame"));
	assert_int_equal(pool_set(p, POOL_MESH, 2), RIPPLE_OK);
	scene_pool.describe(p, buf, sizeof buf);
	assert_non_null(strstr(buf, ", 2 steps a frame"));
	assert_int_equal(pool_set(p, POOL_MESH, 4), RIPPLE_OK);
	scene_pool.describe(p, buf, sizeof buf);
	assert_null(strstr(buf, "step"));
	assert_int_equal(pool_set(p, POOL_SPEED, POOL_SLOWEST), RIPPLE_OK);
	scene_pool.describe(p, buf, sizeof buf);
	assert_non_null(strstr(buf, ", a step every other frame"));
	assert_int_equal(pool_set(p, POOL_MESH, 1), RIPPLE_OK);
	scene_pool.describe(p, buf, sizeof buf);
	assert_non_null(strstr(buf, ", 1.5 steps a frame"));
	scene_pool.close(p);
}

/* L (the waves longer, a quarter at a time) stops at the longest waves the scenario's pool shows
 * clearly (scenario_longest: 59 frames for the 320x240 double slit), and K comes back down to the
 * rung L came from (51); L then K from the lesson's 12 comes back to 12, and K then L. */
static void longer_waves_stop_where_the_pool_shows_them(void **state)
{
	struct scene_options o = article(POOL_NORMAL, SCENARIO_DOUBLE_SLIT);
	struct pool *p = open_pool(&o, 320, 240);
	char buf[256], note[FONT_LINE];

	(void)state;
	for (int i = 0; i < 30; i++)
		scene_pool.command(p, POOL_WAVES, 1, 0, 0, note);
	scene_pool.describe(p, buf, sizeof buf);
	assert_non_null(strstr(buf, "waves of 59 frames"));
	assert_non_null(strstr(note, "waves at their longest the pool shows clearly: waves of 59 frames"));
	scene_pool.command(p, POOL_WAVES, 0, 0, 0, note);
	scene_pool.describe(p, buf, sizeof buf);
	assert_non_null(strstr(buf, "waves of 51 frames"));
	scene_pool.command(p, POOL_WAVES, 1, 0, 0, note);
	scene_pool.describe(p, buf, sizeof buf);
	assert_non_null(strstr(buf, "waves of 59 frames"));
	scene_pool.close(p);
	p = open_pool(&o, 320, 240);
	scene_pool.command(p, POOL_WAVES, 1, 0, 0, note);
	assert_string_equal(note, "waves of 15 frames, 15 steps");
	scene_pool.command(p, POOL_WAVES, 0, 0, 0, note);
	assert_string_equal(note, "waves of 12 frames, 12 steps");
	scene_pool.command(p, POOL_WAVES, 0, 0, 0, note);
	assert_string_equal(note, "waves of 10 frames, 10 steps");
	scene_pool.command(p, POOL_WAVES, 1, 0, 0, note);
	assert_string_equal(note, "waves of 12 frames, 12 steps");
	scene_pool.close(p);
	o.period = 100; /* asked for on the command line: L leaves it, K brings it down */
	p = open_pool(&o, 320, 240);
	scene_pool.command(p, POOL_WAVES, 1, 0, 0, note);
	scene_pool.describe(p, buf, sizeof buf);
	assert_non_null(strstr(buf, "waves of 100 frames"));
	scene_pool.command(p, POOL_WAVES, 0, 0, 0, note);
	scene_pool.describe(p, buf, sizeof buf);
	assert_non_null(strstr(buf, "waves of 97 frames")); /* the rung below */
	scene_pool.close(p);
}

/* The click's stone is the lesson's scale times the menus' radius and its gain times the menus'
 * weight: at 720 rows a radius 3 stone of 128 is the core's of radius 9 and 1024; a --drop's
 * radius and weight stay what they say (a frame's scheduled stone). */
static void the_click_s_stone_grows_with_the_scale(void **state)
{
	struct drop_spec drop = { 300, 300, 4, 100, 0 };
	struct scene_options o = article(POOL_NORMAL, SCENARIO_NONE);
	struct pool *p;
	struct ripple r;

	(void)state;
	o.drops = &drop;
	o.ndrops = 1;
	p = open_pool(&o, 960, 720);
	assert_int_equal(ripple_init(&r, 960, 720), RIPPLE_OK);
	assert_int_equal(pool_drop(p, 480, 360), RIPPLE_OK);
	ripple_drop(&r, 480, 360, 3 * RIPPLE_STONE_RADIUS, 8 * RIPPLE_STONE_WEIGHT);
	same_heights(pool_ripple(p), &r);
	assert_int_equal(pool_set(p, POOL_SPEED, POOL_SLOWEST), RIPPLE_OK); /* 1.5 steps: 2 this frame */
	frame(p, 0);
	ripple_drop(&r, 300, 300, 4, 100);
	ripple_spread(&r);
	ripple_spread(&r);
	same_heights(pool_ripple(p), &r);
	close_with_twin(p, &r);
}

/* The article's water at 720 rows takes its frame's first steps fused in one pass (ripple_steps),
 * the same heights as one step at a time: 3 steps a frame, then 12 at the fastest speed. */
static void fused_steps_are_single_steps(void **state)
{
	struct scene_options o = article(POOL_NORMAL, SCENARIO_NONE);
	struct pool *p = open_pool(&o, 960, 720);
	struct ripple r;

	(void)state;
	assert_int_equal(ripple_init(&r, 960, 720), RIPPLE_OK);
	assert_int_equal(pool_drop(p, 480, 360), RIPPLE_OK);
	ripple_drop(&r, 480, 360, 3 * RIPPLE_STONE_RADIUS, RIPPLE_STONE_WEIGHT << ripple_lesson_gain(3));
	for (long f = 0; f < 6; f++) {
		if (f == 3)
			assert_int_equal(pool_set(p, POOL_SPEED, POOL_FASTEST), RIPPLE_OK);
		frame(p, f);
		for (int i = 0; i < (f < 3 ? 3 : 12); i++)
			ripple_spread(&r);
		same_heights(pool_ripple(p), &r);
	}
	close_with_twin(p, &r);
}

/* From the lesson's gain 5 on (1440 rows), the heaviest stone is held to 2048 (a flat stone's waves
 * peak at up to 8 times its weight), a lighter one gains the full 32 times; the drag's trail too. */
static void heavy_stones_are_held_below_a_short_s_end(void **state)
{
	const struct scene_options o = article(POOL_NORMAL, SCENARIO_NONE);
	struct pool *p = open_pool(&o, 1920, 1440);
	struct ripple r;

	(void)state;
	assert_int_equal(ripple_init(&r, 1920, 1440), RIPPLE_OK);
	assert_int_equal(pool_drop(p, 500, 500), RIPPLE_OK);
	ripple_drop(&r, 500, 500, 6 * RIPPLE_STONE_RADIUS, 2048);
	assert_int_equal(pool_set(p, POOL_WEIGHT, 32), RIPPLE_OK);
	assert_int_equal(pool_drop(p, 1000, 500), RIPPLE_OK);
	ripple_drop(&r, 1000, 500, 6 * RIPPLE_STONE_RADIUS, 32 * 32);
	scene_pool.drag(p, SCENE_LEFT, 100, 1000, 300, 1000);
	ripple_drag(&r, 100, 1000, 300, 1000, 6 * RIPPLE_STONE_RADIUS, 32 * RIPPLE_TRAIL_WEIGHT);
	same_heights(pool_ripple(p), &r);
	close_with_twin(p, &r);
}

/* The pool's note for the title (the hook), checked to hold `words` (NULL: none), and taken. */
static void note_is(struct pool *p, const char *words)
{
	char buf[128];
	const int said = scene_pool.note(p, buf, sizeof buf);

	if (!words) {
		assert_false(said);
		assert_string_equal(buf, "");
		return;
	}
	assert_true(said);
	assert_non_null(strstr(buf, words));
	assert_false(scene_pool.note(p, buf, sizeof buf)); /* said once */
}

/* A scenario chosen in a view that refracts (a lesson's tall waves shred the picture there) is
 * shown in the heights view, and the note says so; the next scenario stays there quietly; no
 * scenario gives the user's view back. The light view shows the waves cleanly: it stays. */
static void a_scenario_in_a_refracting_view_shows_its_heights(void **state)
{
	const int views[] = { RIPPLE_VIEW_REFRACTION, RIPPLE_VIEW_BOTH, RIPPLE_VIEW_LIGHT };

	(void)state;
	for (int i = 0; i < 3; i++) {
		struct scene_options o = article(POOL_NORMAL, SCENARIO_NONE);
		struct pool *p;

		o.view = views[i];
		p = open_pool(&o, 320, 240);
		note_is(p, NULL);
		assert_int_equal(pool_set(p, POOL_SCENARIO, SCENARIO_DOUBLE_SLIT), RIPPLE_OK);
		assert_int_equal(pool_get(p, POOL_VIEW), i < 2 ? RIPPLE_VIEW_HEIGHTS : views[i]);
		note_is(p, i < 2 ? "heights view for the waves (V: other views)" : NULL);
		assert_int_equal(pool_set(p, POOL_SCENARIO, SCENARIO_TWO_SOURCES), RIPPLE_OK);
		note_is(p, NULL);
		assert_int_equal(pool_set(p, POOL_SCENARIO, SCENARIO_NONE), RIPPLE_OK);
		assert_int_equal(pool_get(p, POOL_VIEW), views[i]);
		note_is(p, i == 0 ? "refraction view again" : i == 1 ? "refraction and light view again" : NULL);
		scene_pool.close(p);
	}
}

/* --scenario alone shows the heights (and says so); with --view, the view it names; a view chosen
 * during the lesson is kept by the next scenario and by leaving them. */
static void a_view_chosen_for_the_lesson_is_kept(void **state)
{
	struct scene_options o = article(POOL_NORMAL, SCENARIO_SLIT);
	struct pool *p = open_pool(&o, 320, 240);

	(void)state;
	assert_int_equal(pool_get(p, POOL_VIEW), RIPPLE_VIEW_HEIGHTS);
	note_is(p, "heights view");
	scene_pool.close(p);
	o.view_set = 1; /* --view refraction */
	p = open_pool(&o, 320, 240);
	assert_int_equal(pool_get(p, POOL_VIEW), RIPPLE_VIEW_REFRACTION);
	note_is(p, NULL);
	assert_int_equal(pool_set(p, POOL_SCENARIO, SCENARIO_ROCK), RIPPLE_OK);
	assert_int_equal(pool_get(p, POOL_VIEW), RIPPLE_VIEW_REFRACTION);
	scene_pool.close(p);
	o.view_set = 0;
	p = open_pool(&o, 320, 240);
	assert_int_equal(pool_set(p, POOL_VIEW, RIPPLE_VIEW_BOTH), RIPPLE_OK); /* chosen in the lesson */
	assert_int_equal(pool_set(p, POOL_SCENARIO, SCENARIO_ROCK), RIPPLE_OK);
	assert_int_equal(pool_get(p, POOL_VIEW), RIPPLE_VIEW_BOTH);
	assert_int_equal(pool_set(p, POOL_SCENARIO, SCENARIO_NONE), RIPPLE_OK);
	assert_int_equal(pool_get(p, POOL_VIEW), RIPPLE_VIEW_BOTH);
	note_is(p, "heights view"); /* said at the start, and only then */
	scene_pool.close(p);
}

/* A picture opened in the heights view shows: in the light view in a lesson, in the article's
 * refraction without one; the note says which. In another view nothing changes. */
static void a_picture_opened_in_the_heights_view_shows(void **state)
{
	struct scene_options o = article(POOL_NORMAL, SCENARIO_DOUBLE_SLIT);
	struct pool *p = open_pool(&o, 320, 240);

	(void)state;
	note_is(p, "heights view");
	scene_pool.show_picture(p);
	assert_int_equal(pool_get(p, POOL_VIEW), RIPPLE_VIEW_LIGHT);
	note_is(p, "light view to show the picture");
	scene_pool.show_picture(p);
	note_is(p, NULL);
	assert_int_equal(pool_set(p, POOL_SCENARIO, SCENARIO_NONE), RIPPLE_OK);
	assert_int_equal(pool_get(p, POOL_VIEW), RIPPLE_VIEW_LIGHT);
	assert_int_equal(pool_set(p, POOL_VIEW, RIPPLE_VIEW_HEIGHTS), RIPPLE_OK);
	scene_pool.show_picture(p);
	assert_int_equal(pool_get(p, POOL_VIEW), RIPPLE_VIEW_REFRACTION);
	note_is(p, "refraction view to show the picture");
	scene_pool.close(p);
}

/* The sum of the heights' sizes in columns x0.. of pool r. */
static long water_from(const struct ripple *r, int x0)
{
	long sum = 0;

	for (int y = 0; y < r->h; y++)
		for (int x = x0; x < r->w; x++)
			sum += labs((long)r->cur[(size_t)y * (size_t)r->w + (size_t)x]);
	return sum;
}

/* A moving source's lesson (the sonic boom) starts again on its own a little after the source
 * stopped at the absorbing layer: the water cleared, the source back at its start; C (the scene's
 * clear) puts it back at its start at once. */
static void a_moving_source_starts_again(void **state)
{
	const struct scene_options o = article(POOL_NORMAL, SCENARIO_NONE);
	struct pool *p = open_pool(&o, 320, 240);
	static struct lesson l;
	struct scene_heights h;
	const struct ripple_source *s;
	char err[256];
	size_t len;
	const char *text = lesson_builtin("sonic-boom", &len);
	long f = 0, again = -1, moves;
	long long fx, fy;

	(void)state;
	assert_non_null(text);
	assert_int_equal(lesson_parse(&l, text, len, "sonic-boom", err, sizeof err), 0);
	assert_int_equal(pool_set_lesson(p, &l), RIPPLE_OK);
	scene_pool.heights(p, &h);
	assert_non_null(s = scenario_moving(h.scenario));
	assert_int_equal(s->from, 0);
	moves = (long)s->moves;
	assert_true(moves > 100 && moves < 1000);
	for (; f < moves + 1000 && again < 0; f++) {
		frame(p, f);
		if (s->from)
			again = f;
		else if (f == moves + 10) /* stopped, and not yet started again: the water far behind it still moves */
			assert_true(water_from(pool_ripple(p), 0) > 0);
	}
	assert_true(again > moves + 30 && again < moves + 600); /* a few seconds at 60 frames a second */
	scene_pool.heights(p, &h);
	assert_int_equal(s->from, h.step - 1); /* its start again, one step driven from there */
	ripple_source_at(s, h.step - 1, &fx, &fy);
	assert_true(fx == (long long)s->x * RIPPLE_MOVE_UNIT && fy == (long long)s->y * RIPPLE_MOVE_UNIT);
	assert_int_equal(water_from(pool_ripple(p), s->x + s->radius + 4), 0); /* all the water before cleared */
	for (long n = 0; n < 100; n++, f++)
		frame(p, f);
	assert_true(water_from(pool_ripple(p), 0) > 0);
	scene_pool.clear(p); /* C: the water cleared, the source back at its start */
	scene_pool.heights(p, &h);
	assert_int_equal(s->from, h.step);
	assert_int_equal(water_from(pool_ripple(p), 0), 0);
	frame(p, f);
	ripple_source_at(s, h.step, &fx, &fy);
	assert_true(fx == (long long)s->x * RIPPLE_MOVE_UNIT);
	scene_pool.close(p);
}

/* The sum of the heights' sizes within a square of half side `half` around (cx, cy) of pool r. */
static long water_near(const struct ripple *r, int cx, int cy, int half)
{
	long sum = 0;

	for (int y = cy - half; y <= cy + half; y++)
		for (int x = cx - half; x <= cx + half; x++)
			sum += labs((long)r->cur[(size_t)y * (size_t)r->w + (size_t)x]);
	return sum;
}

/* Frames first.. of pool p up to the one whose step drops the lesson's stone at (200, 200): it must
 * fall in frame `at` (the water there still before it, moving after). Returns the frame after. */
static long stone_falls(struct pool *p, long first, long at)
{
	long f = first;

	for (; f < at; f++) {
		frame(p, f);
		assert_int_equal(water_near(pool_ripple(p), 200, 200, 12), 0);
	}
	frame(p, f++);
	assert_true(water_near(pool_ripple(p), 200, 200, 12) > 0);
	return f;
}

/* A lesson's stone (`stone ... @F`) falls in frame F of the lesson: on its first pass, again F
 * frames after a moving source's lesson started again on its own, after C, and F frames after the
 * lesson is laid out later in the run (X, the menus), not at the run's frame F. */
static void a_lesson_s_stones_fall_again_when_it_starts_again(void **state)
{
	static const char text[] = "pool 320 240\nsource 40 60 moving 1.5 0\nstone 200 200 @5\n";
	const struct scene_options o = article(POOL_NORMAL, SCENARIO_NONE);
	struct pool *p = open_pool(&o, 320, 240);
	static struct lesson l;
	struct scene_heights h;
	const struct ripple_source *s;
	char err[256];
	long f, again = -1;

	(void)state;
	assert_int_equal(lesson_parse(&l, text, sizeof text - 1, "stone", err, sizeof err), 0);
	assert_int_equal(pool_set_lesson(p, &l), RIPPLE_OK);
	scene_pool.heights(p, &h);
	assert_non_null(s = scenario_moving(h.scenario));
	f = stone_falls(p, 0, 5);
	for (; f < (long)s->moves + 1000 && again < 0; f++) { /* until it starts again on its own */
		frame(p, f);
		if (s->from)
			again = f;
	}
	assert_true(again > 0);
	assert_int_equal(water_near(pool_ripple(p), 200, 200, 12), 0); /* cleared */
	f = stone_falls(p, f, again + 5);
	for (int i = 0; i < 20; i++, f++)
		frame(p, f);
	scene_pool.clear(p); /* C: the lesson from its start at once */
	assert_int_equal(water_near(pool_ripple(p), 200, 200, 12), 0);
	f = stone_falls(p, f, f + 5);
	assert_int_equal(pool_set(p, POOL_SCENARIO, SCENARIO_DOUBLE_SLIT), RIPPLE_OK);
	assert_int_equal(pool_set(p, POOL_SCENARIO, SCENARIO_LESSON), RIPPLE_OK); /* X back to it */
	stone_falls(p, f, f + 5);
	scene_pool.close(p);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(a_frame_is_the_scale_s_steps_with_sources),
		cmocka_unit_test(the_article_s_pool_takes_one_step_a_frame),
		cmocka_unit_test(half_speed_steps_every_other_frame),
		cmocka_unit_test(faster_takes_more_steps_within_limits),
		cmocka_unit_test(the_title_says_the_steps_a_frame),
		cmocka_unit_test(longer_waves_stop_where_the_pool_shows_them),
		cmocka_unit_test(the_click_s_stone_grows_with_the_scale),
		cmocka_unit_test(fused_steps_are_single_steps),
		cmocka_unit_test(heavy_stones_are_held_below_a_short_s_end),
		cmocka_unit_test(a_scenario_in_a_refracting_view_shows_its_heights),
		cmocka_unit_test(a_view_chosen_for_the_lesson_is_kept),
		cmocka_unit_test(a_picture_opened_in_the_heights_view_shows),
		cmocka_unit_test(a_moving_source_starts_again),
		cmocka_unit_test(a_lesson_s_stones_fall_again_when_it_starts_again),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
