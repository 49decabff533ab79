/* test_pace.c - cmocka unit tests of the pacing (core/pace.c): deadlines that do not drift, the frame-rate meter. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "core/pace.h"
#include "tests/unit/helpers.h"

static void pacer_keeps_absolute_deadlines(void **state)
{
	struct pacer p;
	uint64_t now = 1000;

	(void)state;
	pacer_start(&p, now, 1000000, 25); /* a microsecond clock: frames every 40000 ticks */
	for (int n = 0; n < 1000; n++) {
		now += pacer_wait(&p, now);
		assert_int_equal(now, 1000 + 40000 * (uint64_t)n);
		now += 1000 + (uint64_t)rnd(30000); /* the frame's work, never the same */
		pacer_done(&p, now);
	}
	assert_int_equal(pacer_deadline(&p, 1000), 1000 + 40000000); /* no drift after 1000 frames */
	now = pacer_deadline(&p, p.n) + 100000;                      /* a 100 ms hiccup... */
	pacer_done(&p, now);
	assert_int_equal(pacer_wait(&p, now), 0); /* ...is made up: the next frame is due at once */
	p.n = 1000;
	now = pacer_deadline(&p, p.n) + 5000000 + 15000;             /* a 5 s stall and a bit... */
	pacer_done(&p, now);
	assert_int_equal(pacer_wait(&p, now), 25000); /* ...drops the missed frames, keeps the grid */
	assert_int_equal(p.n, 1126); /* the first deadline after 45.015 s */
}

static void fps_meter_measures_the_rate(void **state)
{
	struct fps_meter m;
	int measured = 0;

	(void)state;
	fps_start(&m, 0, 1000);
	for (uint64_t t = 500; t <= 500 + 40 * 50; t += 40)
		measured += fps_frame(&m, t);
	assert_int_equal(measured, 2);
	assert_float_equal(m.fps, 25.0, 1e-9);
	/* 5 s in a modal dialog, then frames again: the time in the dialog is not a frame's */
	measured = 0;
	for (uint64_t t = 500 + 40 * 50 + 5000; t <= 500 + 40 * 50 + 5000 + 40 * 30; t += 40)
		measured += fps_frame(&m, t);
	assert_int_equal(measured, 1);
	assert_float_equal(m.fps, 25.0, 1e-9);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(pacer_keeps_absolute_deadlines),
		cmocka_unit_test(fps_meter_measures_the_rate),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
