/* saving.c - the window's files: the window saved as a picture, its frames recorded, the names proposed for them, a picture opened. */
#include "window/play_internal.h"

#include "files/picture.h"
#include "files/recorder.h" /* RECORD_GIF */

void play_file_name(const struct play *p, const char *ext, char *buf, size_t len)
{
	snprintf(buf, len, "ripple-%06ld.%s", demo_frames(p->demo), ext);
}

int play_record_start(struct play *p, const char *path, char *err, size_t errlen)
{
	return play_record(p, RECORD_GIF, path, err, errlen);
}

int play_set_picture(struct play *p, const char *path, char *err, size_t errlen)
{
	const int w = demo_picture(p->demo)->w, h = demo_picture(p->demo)->h;

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
