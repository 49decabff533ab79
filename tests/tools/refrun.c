/* refrun.c - runs the article's transcription over a picture and a list of stones, for the e2e tests. */
#include "core/article.h"
#include "files/picture.h"

#include <stdio.h>
#include <stdlib.h>

/* Usage: refrun PICTURE WxH BPP FRAMES HEIGHTS.bin FRAME.bmp [X,Y,R,W@F ...]
 * The article's program with the stones thrown at the given frames: in each frame the stones,
 * then RippleSpread, then RenderRipple between the page locks. */
int main(int argc, char **argv)
{
	int w, h, bpp, frames, status = 1;
	char err[512];
	SDL_Surface *pic, *page;
	short *buf1, *buf2;
	FILE *f;

	if (argc < 7 || sscanf(argv[2], "%dx%d", &w, &h) != 2 || sscanf(argv[3], "%d", &bpp) != 1 ||
	    sscanf(argv[4], "%d", &frames) != 1) {
		fprintf(stderr, "usage: refrun PICTURE WxH BPP FRAMES HEIGHTS FRAME.bmp [X,Y,R,W@F ...]\n");
		return 2;
	}
	pic = picture_load(argv[1], w, h, bpp, err, sizeof err);
	if (!pic) {
		fprintf(stderr, "refrun: %s\n", err);
		return 1;
	}
	w = pic->w;
	h = pic->h;
	page = SDL_ConvertSurface(pic, pic->format, 0);
	buf1 = calloc((size_t)(w * h), sizeof *buf1);
	buf2 = calloc((size_t)(w * h), sizeof *buf2);
	for (int n = 0; page && buf1 && buf2 && n < frames; n++) {
		for (int i = 7; i < argc; i++) {
			int x, y, r, wt, at;

			if (sscanf(argv[i], "%d,%d,%d,%d@%d", &x, &y, &r, &wt, &at) == 5 && at == n)
				article_drop(buf1, w, h, x, y, r, wt);
		}
		article_spread(&buf1, &buf2, w, h);
		SDL_LockSurface(pic);
		SDL_LockSurface(page);
		article_render(buf1, w, h, pic->pixels, pic->pitch, page->pixels, page->pitch, bpp / 8);
		SDL_UnlockSurface(page);
		SDL_UnlockSurface(pic);
	}
	f = page && buf1 && buf2 ? fopen(argv[5], "wb") : NULL;
	if (f) {
		for (int i = 0; i < w * h; i++) {
			putc(buf1[i] & 0xff, f);
			putc((buf1[i] >> 8) & 0xff, f);
		}
		status = fclose(f) || SDL_SaveBMP(page, argv[6]) ? 1 : 0;
	}
	if (status)
		fprintf(stderr, "refrun: cannot run or write the results\n");
	free(buf1);
	free(buf2);
	SDL_FreeSurface(page);
	SDL_FreeSurface(pic);
	return status;
}
