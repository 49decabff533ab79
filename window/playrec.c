/* playrec.c - the window's recording: Ctrl+R and --record start and stop it, play_present hands it each frame, and a red dot says it runs. */
#include "window/playrec.h"

#include "files/font.h"
#include "files/record.h"

#include <stdio.h>
#include <string.h>

int play_record_start(struct play *p, int kind, const char *path, char *err, size_t errlen)
{
	int w, h;

	play_window_pixels(p, &w, &h);
	play_record_stop(p, err, errlen);
	if (!(p->rec = record_open(kind, path, w, h, err, errlen)))
		return -1;
	snprintf(p->rec_path, sizeof p->rec_path, "%s", path);
	p->rec_t0 = SDL_GetPerformanceCounter();
	return 0;
}

int play_record_stop(struct play *p, char *err, size_t errlen)
{
	char said[160];
	long written, dropped;
	int bad;

	if (!p->rec)
		return 0;
	bad = record_close(p->rec, &written, &dropped, err, errlen);
	p->rec = NULL;
	record_report(stdout, written, p->rec_path);
	fflush(stdout);
	if (dropped)
		fprintf(stderr, "ripple: %ld frames dropped while recording %s: the encoder fell behind\n", dropped,
			p->rec_path);
	snprintf(said, sizeof said, "recorded %%s: %ld frames, %ld dropped", written, dropped);
	play_note(p, said, p->rec_path);
	return bad ? -1 : 0;
}

/* The mark's words: "REC" and the minutes and seconds recorded. */
static void mark_text(const struct play *p, char *buf, size_t len)
{
	const uint64_t secs = (SDL_GetPerformanceCounter() - p->rec_t0) / SDL_GetPerformanceFrequency();

	snprintf(buf, len, "REC %d:%02d", (int)(secs / 60), (int)(secs % 60));
}

/* A disc of radius r centred at (cx, cy), row by row. */
static void disc(SDL_Surface *ws, int cx, int cy, int r, Uint32 colour)
{
	for (int dy = -r; dy <= r; dy++) {
		int dx = 0;

		while ((dx + 1) * (dx + 1) + dy * dy <= r * r)
			dx++;
		SDL_Rect row = { cx - dx, cy + dy, 2 * dx + 1, 1 };

		SDL_FillRect(ws, &row, colour);
	}
}

void play_record_window(struct play *p, SDL_Surface *ws, int frame)
{
	char text[32];
	const int scale = font_scale(ws->h), r = FONT_H * scale / 2 + scale, margin = 2 * scale;
	const int cx = ws->w - margin - r, cy = margin + r;
	int tx;

	if (!p->rec)
		return;
	if (frame)
		record_frame(p->rec, ws, 0);
	mark_text(p, text, sizeof text);
	tx = cx - r - margin - (int)strlen(text) * FONT_W * scale;
	disc(ws, cx, cy, r, SDL_MapRGB(ws->format, 255, 0, 0));
	if (SDL_LockSurface(ws) == 0) {
		struct ripple_image im = { ws->pixels, ws->w, ws->h, ws->pitch, ws->format->BytesPerPixel };

		font_draw(&im, tx, cy - FONT_H * scale / 2, text, SDL_MapRGB(ws->format, 255, 255, 255),
			  SDL_MapRGB(ws->format, 0, 0, 0), scale);
		SDL_UnlockSurface(ws);
	}
}

void play_record_gl(struct play *p, int frame)
{
	char line[1][FONT_LINE];
	SDL_Surface *s;
	int w, h, scale;

	if (!p->rec)
		return;
	if (frame && (s = glview_read(p->gl))) {
		record_frame(p->rec, s, 0);
		SDL_FreeSurface(s);
	}
	SDL_GL_GetDrawableSize(p->win, &w, &h);
	scale = font_scale(h);
	mark_text(p, line[0], sizeof line[0]);
	glview_text(p->gl, h - FONT_H * scale, line, 1, scale);
}
