/* fuzz_options.c - libFuzzer harness: any bytes, split at NUL bytes into arguments, through the command-line parser. */
#include "app/cmdline.h"
#include "engine/options.h"
#include "ripple.h"
#include "scenes/pool.h"
#include "scenes/scenario.h"
#include "window/gldisplay.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define FUZZ_MAX_ARGS 64

static int in(long v, long min, long max)
{
	return v >= min && v <= max;
}

/* What options.h promises the shells: every value checked, so they never see one out of range. */
static int valid(const struct options *o)
{
	const struct scene_options *water = &o->water;
	int ok = in(o->w, 0, RIPPLE_MAX_SIDE) && in(o->h, 0, RIPPLE_MAX_SIDE) && !o->w == !o->h &&
		 (o->bpp == 0 || o->bpp == 8 || o->bpp == 16 || o->bpp == 24 || o->bpp == 32) &&
		 in(o->scale, 0, RIPPLE_MAX_SCALE) && in(o->frames, 0, RIPPLE_MAX_FRAMES) &&
		 (water->stencil == 4 || water->stencil == 12) && in(water->damping, 0, 8) && in(water->soft, 0, 1) &&
		 in(water->view, 0, 3) && in(water->rain, 0, RIPPLE_MAX_RAIN) && in(water->edge, 0, 2) &&
		 in(o->fps, 0, 1000) && in(water->scenario, 0, SCENARIO_LESSON) && in(water->period, 2, 1000) &&
		 (water->mesh == 1 || water->mesh == 2 || water->mesh == 4) && in(water->threads, 0, 16) &&
		 in(o->gl, GLDISPLAY_OFF, GLDISPLAY_SURFACE) && in(o->scene, 0, SCENE_COUNT - 1) &&
		 in(water->ndrops, 0, FUZZ_MAX_ARGS);

	for (int i = 0; ok && i < water->ndrops; i++)
		ok = in(water->drops[i].radius, 1, RIPPLE_MAX_SIDE) && in(water->drops[i].weight, 0, 32767) &&
		     in(water->drops[i].frame, 0, RIPPLE_MAX_FRAMES);
	return ok;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *text = malloc(size + 1), *argv[FUZZ_MAX_ARGS + 2] = { "ripple" };
	int argc = 1;
	struct options o;
	char err[512] = "";

	if (!text)
		return 0;
	memcpy(text, data, size);
	text[size] = 0;
	for (char *p = text; argc <= FUZZ_MAX_ARGS && p <= text + size; p += strlen(p) + 1)
		argv[argc++] = p;
	argv[argc] = NULL;
	if (options_parse(&o, argc, argv, err, sizeof err) ? !err[0] || strchr(err, '\n') : !valid(&o))
		abort();
	options_free(&o);
	options_free(&o);
	free(text);
	return 0;
}
