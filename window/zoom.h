/* zoom.h - the page into the window's surface, copied or enlarged a whole number of times, in bands on all cores. */
#ifndef RIPPLE_ZOOM_H
#define RIPPLE_ZOOM_H

#include <SDL.h>

struct bands;

/* Draws src into dst at `to`, when src and dst share a pixel format that is not paletted and `to`
 * is exactly n x src's size (n >= 1), inside dst's clip rect when n > 1 (at n = 1 what lies
 * outside it is left out, as SDL's blit clips): each pixel of src an n x n block, rows in bands on b's cores (b may be NULL: one core). The pixels are SDL_BlitSurface's (n = 1) and
 * SDL_BlitScaled's (nearest). The rows of dst that changed are within [*y0, *y1) (empty when
 * *y0 == *y1): at n = 1 a row already as it should be is left alone; enlarged, every row counts as
 * changed. Returns 0, or -1 when it cannot (the caller blits with SDL). */
int zoom_blit(struct bands *b, SDL_Surface *src, SDL_Surface *dst, const SDL_Rect *to, int *y0, int *y1);

/* Whether zoom_blit can draw src into dst at `to` (it may still fail to lock dst). */
int zoom_fits(SDL_Surface *src, SDL_Surface *dst, const SDL_Rect *to);

#endif
