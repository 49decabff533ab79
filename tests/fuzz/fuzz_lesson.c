/* fuzz_lesson.c - libFuzzer harness: any bytes as a .lesson file, read, written back, read again, and laid out on two pools. */
#include "ripple.h"
#include "scenes/lesson.h"
#include "scenes/scenario.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Lays l out on a w x h pool: it either fits or is refused, and its sources drive the water. */
static void lay(const struct lesson *l, int w, int h)
{
	struct ripple r;
	struct scenario sc;

	memset(&sc, 0, sizeof sc);
	sc.lesson = l;
	if (ripple_init(&r, w, h))
		return;
	if (scenario_apply(&sc, &r, SCENARIO_LESSON, l->period != LESSON_UNSET ? l->period : SCENARIO_PERIOD, 1) ==
		    RIPPLE_OK &&
	    ripple_drive(&r, sc.source, sc.nsources, 0) != RIPPLE_OK)
		abort(); /* a lesson laid out drives only sources the core takes */
	ripple_free(&r);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct lesson l, again;
	static char text[LESSON_MAX_BYTES], text2[LESSON_MAX_BYTES];
	char err[512] = "";
	int n;

	if (lesson_parse(&l, (const char *)data, size, "fuzz.lesson", err, sizeof err)) {
		if (strncmp(err, "fuzz.lesson", 11) || strchr(err, '\n')) /* a message names the file, in one line */
			abort();
		return 0;
	}
	/* A lesson read is written back into text that reads into the same lesson, which writes the same. */
	n = lesson_write(&l, text, sizeof text);
	if (n < 0 || lesson_parse(&again, text, (size_t)n, "fuzz.lesson", err, sizeof err) ||
	    lesson_write(&again, text2, sizeof text2) != n || memcmp(text, text2, (size_t)n))
		abort();
	lay(&l, 320, 240);
	lay(&l, 97, 61);
	return 0;
}
