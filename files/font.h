/* font.h - the project's own 5x7 bitmap font, for the overlay and the inspector. */
#ifndef RIPPLE_FONT_H
#define RIPPLE_FONT_H

#include "ripple.h"

#define FONT_W 6 /* a character's cell: 5 pixels and a column of space */
#define FONT_H 9 /* 7 pixels and a row of space above and below */
#define FONT_LINE 128 /* bytes of a line of text drawn over the water, its 0 included */

/* Draws text in capitals (every printable ASCII character has a glyph of its own, a lower case letter
 * its capital's; any other byte is drawn as '?') at (x, y) of im, each font pixel a
 * square of scale x scale pixels (scale >= 1), pixel value fg on a background of bg, clipped to
 * the image. Returns the width drawn in pixels. */
int font_draw(struct ripple_image *im, int x, int y, const char *text, unsigned int fg, unsigned int bg,
	      int scale);

/* Breaks text (paragraphs ending in '\n') into lines of at most cols characters (1..FONT_LINE - 1)
 * at its spaces (a longer word is cut); a paragraph's own indent is kept, and its further lines are
 * indented by three spaces, or in a list's "  KEY  words" to its words (none for a word that fits
 * a line only without the indent). At most max lines; returns how many it made. */
int font_wrap(const char *text, int cols, char lines[][FONT_LINE], int max);

/* The scale that makes letters at least 1/50 of a screen `height` pixels high (a class reads them
 * from the back of the room): 1 up to 350 pixels, 4 at 1080. */
int font_scale(int height);

#endif
