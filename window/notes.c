/* notes.c - what the window says at its foot and in its title: a note set for a few seconds, a scene's own note, the shells' messages read back. */
#include "window/play_internal.h"

void play_note(struct play *p, const char *format, const char *text)
{
	snprintf(p->note, sizeof p->note, format, text);
	p->note_new = 1;
}

const char *play_message_shown(const struct play *p)
{
	return p->message;
}

void play_scene_note(struct play *p)
{
	char note[sizeof p->note];

	if (demo_note(p->demo, note, sizeof note))
		play_note(p, "%s", note);
}
