/* picture.h - loads a BMP as the picture under the water, at the pool's size and the chosen depth. */
#ifndef PICTURE_H
#define PICTURE_H

#include <SDL.h>

#include <stddef.h>

/* Loads path (any BMP SDL reads), scales it to w x h unless both are 0, and converts it to bpp
 * bits per pixel (8 = paletted: its own palette if it has one, else 3-3-2 RGB). Returns the new
 * surface, or NULL with a one-line reason in err. */
SDL_Surface *picture_load(const char *path, int w, int h, int bpp, char *err, size_t errlen);

/* picture_load from a stream SDL can read (a file, or bytes in memory), which it closes; path names
 * it in the messages. A NULL stream is reported with SDL's error, as a file that cannot be opened. */
SDL_Surface *picture_load_rw(SDL_RWops *file, const char *path, int w, int h, int bpp, char *err, size_t errlen);

/* The SDL pixel format used for a depth of bpp bits (8, 16, 24 or 32). */
Uint32 picture_format(int bpp);

#endif
