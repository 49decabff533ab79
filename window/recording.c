/* recording.c - the window's recording: started and stopped for Ctrl+R and --record, handed each frame the window shows, and a red dot says it runs. */
#include "window/recording.h"

#include "files/font.h"
#include "files/picture.h"
#include "files/recorder.h"

#include <stdio.h>
#include <string.h>

int recording_start(struct recording *rc, int kind, const char *path, int w, int h, int full, char *err,
		    size_t errlen)
{
	if (!(rc->rec = record_open(kind, path, w, h, full, err, errlen)))
		return -1;
	snprintf(rc->path, sizeof rc->path, "%s", path);
	rc->t0 = SDL_GetPerformanceCounter();
	return 0;
}

int recording_on(const struct recording *rc)
{
	return rc->rec != NULL;
}

int recording_stop(struct recording *rc, char *note, size_t notelen, char *err, size_t errlen)
{
	struct record_summary sum;
	int bad;

	*note = '\0';
	if (!rc->rec)
		return 0;
	bad = record_close(rc->rec, &sum, err, errlen);
	rc->rec = NULL;
	record_report(stdout, &sum, rc->path);
	fflush(stdout);
	if (sum.dropped)
		fprintf(stderr, "ripple: %ld frames dropped while recording %s: the encoder fell behind\n", sum.dropped,
			rc->path);
	snprintf(note, notelen, "recorded %s: %ld frames, %ld dropped, %dx%d", picture_file_name(rc->path), sum.written, sum.dropped, sum.w,
		 sum.h);
	return bad ? -1 : 0;
}

/* The mark's words: "REC" and the minutes and seconds recorded. */
static void mark_text(const struct recording *rc, char *buf, size_t len)
{
	const uint64_t secs = (SDL_GetPerformanceCounter() - rc->t0) / SDL_GetPerformanceFrequency();

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

void recording_window(struct recording *rc, SDL_Surface *ws, int frame)
{
	char text[32];
	const int scale = font_scale(ws->h), r = FONT_H * scale / 2 + scale, margin = 2 * scale;
	const int cx = ws->w - margin - r, cy = margin + r;
	int tx;

	if (!rc->rec)
		return;
	if (frame && !record_skip(rc->rec))
		record_frame(rc->rec, ws, 0);
	mark_text(rc, text, sizeof text);
	tx = cx - r - margin - (int)strlen(text) * FONT_W * scale;
	disc(ws, cx, cy, r, SDL_MapRGB(ws->format, 255, 0, 0));
	if (SDL_LockSurface(ws) == 0) {
		struct ripple_image im = { ws->pixels, ws->w, ws->h, ws->pitch, ws->format->BytesPerPixel };

		font_draw(&im, tx, cy - FONT_H * scale / 2, text, SDL_MapRGB(ws->format, 255, 255, 255),
			  SDL_MapRGB(ws->format, 0, 0, 0), scale);
		SDL_UnlockSurface(ws);
	}
}

void recording_gl(struct recording *rc, struct gldisplay *gl, SDL_Window *win, int frame)
{
	char line[1][FONT_LINE];
	SDL_Surface *s;
	int w, h, scale;

	if (!rc->rec)
		return;
	if (frame && !record_skip(rc->rec) && (s = gldisplay_read(gl))) {
		record_frame(rc->rec, s, 0);
		SDL_FreeSurface(s);
	}
	SDL_GL_GetDrawableSize(win, &w, &h);
	scale = font_scale(h);
	mark_text(rc, line[0], sizeof line[0]);
	gldisplay_text(gl, 0, h - FONT_H * scale, line, 1, scale);
}
