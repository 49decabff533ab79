/* reference.c - the GameRes article's RippleSpread, DropStone and RenderRipple, written plainly in scalar C. */
#include "reference.h"

/* Written from the article's description, statement for statement, with its globals turned into
 * arguments. One deliberate change: RenderRipple's range test reads "> BACKHEIGHT" and
 * "> BACKWIDTH", which reads one row and one column past the picture; here it is ">=". */

void ref_spread(short **buf1, short **buf2, int width, int height)
{
	short *b1 = *buf1, *b2 = *buf2;

	for (int i = width; i < width * height - width; i++) {
		b2[i] = ((b1[i - 1] + b1[i + 1] + b1[i - width] + b1[i + width]) >> 1) - b2[i];
		b2[i] -= b2[i] >> 5;
	}
	*buf1 = b2;
	*buf2 = b1;
}

void ref_drop(short *buf1, int width, int height, int x, int y, int stonesize, int stoneweight)
{
	if ((x + stonesize) > width || (y + stonesize) > height || (x - stonesize) < 0 ||
	    (y - stonesize) < 0)
		return;
	for (int posx = x - stonesize; posx < x + stonesize; posx++)
		for (int posy = y - stonesize; posy < y + stonesize; posy++)
			if ((posx - x) * (posx - x) + (posy - y) * (posy - y) < stonesize * stonesize)
				buf1[width * posy + posx] = -stoneweight;
}

void ref_render(const short *buf1, int width, int height, const unsigned char *page1, int pitch1,
		unsigned char *page2, int pitch2, int depth)
{
	int xoff, yoff;
	int k = width;

	for (int i = 1; i < height - 1; i++) {
		for (int j = 0; j < width; j++) {
			xoff = buf1[k - 1] - buf1[k + 1];
			yoff = buf1[k - width] - buf1[k + width];
			if ((i + yoff) < 0) { k++; continue; }
			if ((i + yoff) >= height) { k++; continue; }
			if ((j + xoff) < 0) { k++; continue; }
			if ((j + xoff) >= width) { k++; continue; }
			int pos1 = pitch1 * (i + yoff) + depth * (j + xoff);
			int pos2 = pitch2 * i + depth * j;
			for (int d = 0; d < depth; d++)
				page2[pos2++] = page1[pos1++];
			k++;
		}
	}
}
