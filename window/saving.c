/* saving.c - the window's files: the window saved as a picture, its frames recorded, the names proposed for them, a picture or a lesson opened, the lesson saved. */
#include "window/play_internal.h"

#include "files/picture.h"
#include "files/recorder.h" /* RECORD_GIF */
#include "scenes/lesson.h"
#include "scenes/pool.h"

#include <stdlib.h>

void play_file_name(const struct play *p, const char *ext, char *buf, size_t len)
{
	snprintf(buf, len, "ripple-%06ld.%s", demo_frames(p->demo), ext);
}

int play_record_start(struct play *p, const char *path, char *err, size_t errlen)
{
	return play_record(p, RECORD_GIF, path, err, errlen);
}

int play_open_lesson(struct play *p, const char *path, char *err, size_t errlen)
{
	struct lesson *l = malloc(sizeof *l);
	struct pool *pool = demo_scene(p->demo, SCENE_POOL);
	int e;

	if (!l || !pool) {
		snprintf(err, errlen, "%s: %s", picture_file_name(path), l ? "no pool to lay it out on" : "out of memory");
		free(l);
		return -1;
	}
	if (lesson_load(l, path, err, errlen)) {
		free(l);
		return -1;
	}
	if ((e = pool_set_lesson(pool, l))) {
		snprintf(err, errlen, "%s: %s", picture_file_name(path),
			 e == RIPPLE_EINVAL ? "its waves' period does not fit this pool (or the pool is under 64x48 cells)"
					    : ripple_strerror(e));
		free(l);
		return -1;
	}
	free(l);
	snprintf(p->lesson_file, sizeof p->lesson_file, "%s", path);
	demo_set_scene(p->demo, SCENE_POOL);
	play_scene_note(p); /* the view it gave way to */
	play_note(p, "lesson %s", picture_file_name(path));
	play_refresh(p);
	return 0;
}

int play_save_lesson(struct play *p, const char *path, char *err, size_t errlen)
{
	struct scene_heights h;
	struct lesson *l = malloc(sizeof *l);
	int bad;

	if (!l) {
		snprintf(err, errlen, "%s: out of memory", path);
		return -1;
	}
	if (demo_heights(p->demo, &h) || !h.scenario || scenario_lesson_now(h.scenario, h.pool, l)) {
		snprintf(err, errlen, "no lesson laid out to save into %s (Physics > Lesson, or open one)",
			 picture_file_name(path));
		free(l);
		return -1;
	}
	bad = lesson_save(l, path, err, errlen);
	free(l);
	if (!bad)
		play_note(p, "saved %s", picture_file_name(path));
	return bad ? -1 : 0;
}

int play_set_picture(struct play *p, const char *path, char *err, size_t errlen)
{
	const int w = demo_picture(p->demo)->w, h = demo_picture(p->demo)->h;

	if (lesson_named(path)) /* a lesson dropped or chosen: laid out, the picture kept */
		return play_open_lesson(p, path, err, errlen);
	if (demo_set_picture(p->demo, path, err, errlen))
		return -1;
	play_scene_note(p);
	return demo_picture(p->demo)->w != w || demo_picture(p->demo)->h != h;
}

int play_save_window(struct play *p, const char *path, char *err, size_t errlen)
{
	struct frame f;
	SDL_Surface *s;
	int owned, bad;

	play_catch_up(p);
	play_describe(p, &f, 0, 0);
	if (!(s = compose_read(&p->comp, &f, &owned))) {
		snprintf(err, errlen, "cannot save the window to '%s': %s", path, SDL_GetError());
		return -1;
	}
	bad = picture_save(s, path, err, errlen);
	if (!bad)
		play_note(p, "saved %s", picture_file_name(path));
	if (owned)
		SDL_FreeSurface(s);
	return bad ? -1 : 0;
}

int play_save_outputs(struct play *p)
{
	char err[512];
	int status = demo_save_outputs(p->demo, p->o);

	if (p->o->save_window && play_save_window(p, p->o->save_window, err, sizeof err)) {
		fprintf(stderr, "ripple: %s\n", err);
		status = RIPPLE_EXIT_FAILED;
	}
	return status;
}

void play_lesson_name(const struct play *p, char *buf, size_t len)
{
	struct scene_heights h;

	snprintf(buf, len, "%s.lesson",
		 !demo_heights(p->demo, &h) && h.scenario && h.scenario->which ? scenario_name(h.scenario) : "ripple");
}
