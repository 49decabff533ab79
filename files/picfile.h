/* picfile.h - tells a picture file's format and claimed size from its bytes, and refuses what would be garbage or too big. */
#ifndef PICFILE_H
#define PICFILE_H

#include <stddef.h>

/* The formats read, chosen by the file's content, never by its name. */
enum picfile_format { PICFILE_BMP, PICFILE_PNG, PICFILE_JPEG, PICFILE_GIF, PICFILE_TGA };

/* The memory budget: no file longer than this is read, no picture of more pixels is decoded. With
 * the decoded picture (4 bytes a pixel) and its scaled and turned copies, a picture never makes
 * the program allocate more than 1 GiB, and it decodes in well under 2 s. */
#define PICFILE_MAX_BYTES (128L << 20)
#define PICFILE_MAX_PIXELS (64LL << 20)
/* A compressed picture may claim this many pixels for each byte of its file, beyond a first
 * million: far more than any real picture needs (a one-colour JPEG takes ~60 pixels a byte,
 * deflate at most ~8000 one-bit pixels), far less than a tiny file claiming a huge picture. */
#define PICFILE_PIXELS_PER_BYTE 8192
#define PICFILE_FREE_PIXELS (1LL << 20)

struct picfile {
	enum picfile_format format;
	int w, h;        /* as the file claims them, before any turn */
	int orientation; /* EXIF orientation of a JPEG, 1..8 (1: as stored) */
	int compressed;  /* 1 when the pixels take less room than they would uncompressed */
};

/* The format's name: "BMP", "PNG", "JPEG", "GIF" or "TGA" (SDL_image's type names but JPEG's "JPG"). */
const char *picfile_name(enum picfile_format f);

/* Walks the file's structure (PNG chunks to IEND, JPEG markers to EOI, GIF blocks through the
 * first image, TGA packets, BMP headers) and checks its claimed size against the budget.
 * Returns 0 with *pf filled, or -1 with a phrase completing "picture 'NAME' ..." in why. */
int picfile_probe(const unsigned char *data, size_t n, struct picfile *pf, char *why, size_t whylen);

/* The source pixel (*sx, *sy) of an upright picture's pixel (x, y) for a stored w x h picture with
 * EXIF orientation o; the upright picture is h x w for orientations 5 to 8. */
void picfile_turn(int o, int w, int h, int x, int y, int *sx, int *sy);

#endif
