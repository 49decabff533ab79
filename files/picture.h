/* picture.h - loads the picture under the water from any file the program reads, at the pool's size and the chosen depth, and saves frames. */
#ifndef PICTURE_H
#define PICTURE_H

#include <SDL.h>

#include <stddef.h>

/* The pool's own background colour (its tiles' light blue), under a picture's transparent parts. */
#define PICTURE_BACKGROUND 0x8cd2e2u

/* What the messages call the default picture that the program paints itself (files/poolbmp.h). */
#define PICTURE_PAINTED "the built-in pool"

/* Loads path (BMP, PNG, JPEG, GIF or TGA, told by its content; a JPEG turned upright by its EXIF
 * orientation; transparency over PICTURE_BACKGROUND), scales it to w x h unless both are 0, and
 * converts it to bpp bits per pixel (8 = paletted: its own palette if it has one, else 3-3-2 RGB).
 * Files past the budget of picfile.h are refused before decoding. A NULL path loads the default
 * picture the program paints (the pool tiles of bmp/pool.bmp). Returns the new surface, or NULL
 * with a one-line reason in err ("no such file: PATH" for a file that is not there). */
SDL_Surface *picture_load(const char *path, int w, int h, int bpp, char *err, size_t errlen);

/* picture_load for a pool of at most within_w x within_h pixels (0 x 0: any size): a picture larger
 * on a side is shrunk smoothly to fit whole, keeping its shape, in the middle of a within_w x
 * within_h picture, black on the sides it does not fill (a phone's photo in a pool the screen's
 * size); one that fits, up to that size itself, is scaled to w x h as picture_load scales it (0 x 0:
 * keeps its own size). One decoding either way. */
SDL_Surface *picture_load_within(const char *path, int w, int h, int within_w, int within_h, int bpp, char *err,
				 size_t errlen);

/* picture_load_within, but a picture that fits within and has not w x h's shape (to a pixel) is
 * shown whole in it, keeping its shape, as picture_load_fit shows it: a picture opened in a running
 * pool (an 800x600 circle stays round in a 1920x1080 pool); one of its shape is stretched to it. */
SDL_Surface *picture_load_whole(const char *path, int w, int h, int within_w, int within_h, int bpp, char *err,
				size_t errlen);

/* picture_load shown whole in a w x h picture, keeping its shape whatever its size (shrunk or
 * enlarged smoothly), in the middle, black on the sides it does not fill: a photo under a lesson's
 * pool as it is. */
SDL_Surface *picture_load_fit(const char *path, int w, int h, int bpp, char *err, size_t errlen);

/* picture_load from a stream SDL can read (a file, or bytes in memory), which it closes; path names
 * it in the messages. A NULL stream is reported with SDL's error, as a file that cannot be opened. */
SDL_Surface *picture_load_rw(SDL_RWops *file, const char *path, int w, int h, int bpp, char *err, size_t errlen);

/* The SDL pixel format used for a depth of bpp bits (8, 16, 24 or 32). */
Uint32 picture_format(int bpp);

/* What saving to path writes: 1 for a PNG (the name ends in .png), 0 for a BMP (.bmp), -1 for
 * neither (with a one-line reason in err). */
int picture_save_kind(const char *path, char *err, size_t errlen);

/* The file's name in path, its folders left out (after the last '/'; on Windows after the last '\\'
 * or the drive's ':' too): what a note in the window names. */
const char *picture_file_name(const char *path);

/* Saves s to path as PNG or BMP by the name's extension. Returns 0, or -1 with a one-line reason in err. */
int picture_save(SDL_Surface *s, const char *path, char *err, size_t errlen);

#endif
