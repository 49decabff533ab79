/* nullmain.c - the null shell: no window, no SDL of its own; events a line each on stdin, the frames taken with play_frame. The template a new shell starts from. */
#include "window/shell.h"

#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* Events on stdin, a line each (tests/e2e/e2e_null.sh, tests/lint/paths.sh):
 *   tick N                 N frames on a virtual clock at the run's rate (uncapped: 25 a second)
 *   press X Y [right] [shift] / move X Y / release    the mouse at frame pixel (X, Y)
 *   key NAME [ctrl] [alt]  NAME a letter, digit or sign, space, enter, escape, f1 to f12
 *   wheel N                N notches away from the user (< 0: towards)
 *   frame FILE             the frame as play_frame gives it, into FILE as a binary PPM
 *   changed / size / title the part changed since the last frame taken, "X Y W H"; the frame's
 *                          size, "W H"; the title
 * A porter replaces shell_run's reading of stdin with the platform's events and frame_write with putting
 * the frame on its screen; the calls into the run stay as they are. */

#define CLOCK_FREQ 1000000 /* the virtual clock's ticks a second */

struct shell {
	struct play *play;
	uint64_t now; /* the virtual clock */
	int quit;
};

/* What a command left to the shell (SHELL_*): what needs no screen done, the rest said on stderr. */
static void shell_request(struct shell *s, int request)
{
	char name[64], err[512], line[8192];
	struct options o;

	switch (request) {
	case SHELL_QUIT:
		s->quit = 1;
		break;
	case SHELL_FIT: /* the frame follows play_width x play_height by itself */
		play_present(s->play);
		break;
	case SHELL_FULLSCREEN:
		fprintf(stderr, "ripple: no screen to fill: the frame stays its size\n");
		play_set_fullscreen(s->play, !play_fullscreen(s->play));
		play_present(s->play);
		break;
	case SHELL_SAVE: /* no file chooser: the name proposed, in the current folder */
		play_file_name(s->play, "bmp", name, sizeof name);
		if (play_save_window(s->play, name, err, sizeof err))
			fprintf(stderr, "ripple: %s\n", err);
		else
			printf("ripple: saved what the window shows to %s\n", name);
		break;
	case SHELL_RECORD:
		play_file_name(s->play, "gif", name, sizeof name);
		if (play_recording(s->play) ? play_record_stop(s->play, err, sizeof err)
					    : play_record_start(s->play, name, err, sizeof err))
			fprintf(stderr, "ripple: %s\n", err);
		break;
	case SHELL_LINK: /* no clipboard: the command line on stdout */
		play_settings(s->play, &o);
		if (options_write(&o, OPTIONS_COMMAND, line, sizeof line) >= 0)
			printf("ripple %s\n", line);
		break;
	case SHELL_ABOUT:
		printf("%s\n", menu_about);
		break;
	case SHELL_OPEN:
		fprintf(stderr, "ripple: no file chooser here to open a picture with\n");
		break;
	case SHELL_OPEN_LESSON:
		fprintf(stderr, "ripple: no file chooser here to open a lesson with\n");
		break;
	case SHELL_SAVE_LESSON: /* no file chooser: the name proposed, in the current folder */
		play_lesson_name(s->play, name, sizeof name);
		if (play_save_lesson(s->play, name, err, sizeof err))
			fprintf(stderr, "ripple: %s\n", err);
		else
			printf("ripple: saved the lesson to %s\n", name);
		break;
	}
}

/* A key's name ("a", "space", "f11"...) as the run names keys, or -1. */
static int key_code(const char *name)
{
	int f;

	if (sscanf(name, "f%d", &f) == 1 && f >= 1 && f <= 12)
		return KEY_F1 + f - 1;
	return !strcmp(name, "space") ? ' ' : !strcmp(name, "enter") ? KEY_ENTER : !strcmp(name, "escape") ? KEY_ESCAPE
	       : strlen(name) == 1 && name[0] > ' ' && name[0] < 127 ? tolower((unsigned char)name[0]) : -1;
}

/* The frame into path as a binary PPM: at 24 and 32 bits a pixel its bytes are B, G, R (and one
 * unused) in memory (shell.h, play_frame). Returns 0, or -1 said on stderr. */
static int frame_write(struct shell *s, const char *path)
{
	struct ripple_image im;
	struct play_rect changed;
	FILE *f;

	if (play_frame(s->play, &im, &changed) || im.bpp < 3 || !(f = fopen(path, "wb"))) {
		fprintf(stderr, "ripple: cannot write the frame to %s (none, under 24 bits a pixel, or no such folder)\n", path);
		return -1;
	}
	fprintf(f, "P6\n%d %d\n255\n", im.w, im.h);
	for (int y = 0; y < im.h; y++)
		for (int x = 0; x < im.w; x++) {
			const unsigned char *p = im.pixels + (size_t)y * (size_t)im.pitch + (size_t)x * (size_t)im.bpp;

			fputc(p[2], f), fputc(p[1], f), fputc(p[0], f);
		}
	return fclose(f) ? -1 : 0;
}

/* One line of stdin, an event. */
static void shell_event(struct shell *s, const char *line)
{
	char word[16], a[4096] = "";
	int x, y, n = sscanf(line, "%15s %4095s", word, a), key;
	struct ripple_image im;
	struct play_rect r;
	char title[320];

	if (n == 2 && !strcmp(word, "tick") && sscanf(a, "%d", &x) == 1) {
		for (; x > 0 && !play_finished(s->play); x--) {
			const uint64_t wait = play_wait(s->play, s->now); /* 0 uncapped: the article's 25 a second */

			play_tick(s->play, s->now += wait ? wait : CLOCK_FREQ / 25);
		}
	} else if (n == 2 && !strcmp(word, "press") && sscanf(line, "%*s %d %d", &x, &y) == 2) {
		play_press(s->play, strstr(line, "right") ? SCENE_RIGHT : SCENE_LEFT, x, y, strstr(line, "shift") != NULL);
	} else if (n == 2 && !strcmp(word, "move") && sscanf(line, "%*s %d %d", &x, &y) == 2) {
		play_move(s->play, x, y);
	} else if (!strcmp(word, "release")) {
		play_release(s->play, 0);
	} else if (n == 2 && !strcmp(word, "key") && (key = key_code(a)) >= 0) {
		shell_request(s, command_key(s->play, key, (strstr(line, " ctrl") ? MOD_CTRL : 0) |
							   (strstr(line, " alt") ? MOD_ALT : 0)));
	} else if (n == 2 && !strcmp(word, "wheel") && sscanf(a, "%d", &x) == 1) {
		play_wheel(s->play, x);
	} else if (n == 2 && !strcmp(word, "frame")) {
		frame_write(s, a);
	} else if (!strcmp(word, "changed") && play_frame(s->play, &im, &r) == 0) {
		printf("changed %d %d %d %d\n", r.x, r.y, r.w, r.h);
	} else if (!strcmp(word, "size")) {
		printf("size %d %d\n", play_width(s->play), play_height(s->play));
	} else if (!strcmp(word, "title")) {
		play_title(s->play, title, sizeof title);
		printf("%s\n", title);
	} else if (n > 0) {
		fprintf(stderr, "ripple: not an event of the null shell: %s", line);
	}
	fflush(stdout);
}

/* The run without a window: opened, its events read until the end of input, Ctrl+Q or --frames. */
static int shell_run(const struct options *o)
{
	struct shell s = { 0 };
	char line[4200], err[512];
	int status = RIPPLE_EXIT_REFUSED;

	if (!(s.play = play_open(o, err, sizeof err)) || play_start(s.play, NULL, err, sizeof err)) {
		fprintf(stderr, "ripple: %s\n", err);
	} else {
		if (*play_gl_error(s.play))
			fprintf(stderr, "ripple: %s\n", play_gl_error(s.play));
		play_clock(s.play, s.now, CLOCK_FREQ);
		while (!s.quit && !play_finished(s.play) && fgets(line, sizeof line, stdin))
			shell_event(&s, line);
		play_report(s.play, s.now, stdout);
		status = play_save_outputs(s.play);
	}
	play_close(s.play);
	return status;
}

int main(int argc, char **argv)
{
	return batch_main(argc, argv, shell_run);
}
