/* article.c - the GameRes article's RippleSpread, DropStone and RenderRipple as it writes them: the plain loops. */
#include "core/article.h"

#include <stddef.h>

/*
 * Written from the article, statement for statement, with its globals turned into arguments and
 * its loops over a span of cells and a range of rows, so that the core can run them in bands.
 * One deliberate change: RenderRipple's range test reads "> BACKHEIGHT" and "> BACKWIDTH", which
 * lets one row and one column past the picture through; here it is ">=".
 */

/*
 * The wave equation, as the article derives it. Let x0 be a cell's height and x1..x4 its four
 * neighbours'. Assume the next height is linear in them: x0' = a(x1 + x2 + x3 + x4) + b x0.
 * Without damping the total height (the water's energy) is kept, which gives 4a + b = 1; the
 * simplest solution that needs no multiply is a = 1/2, b = -1:
 *
 *     x0' = (x1 + x2 + x3 + x4) / 2 - x0        (the ">> 1"; x0 is the height one step ago)
 *
 * Real water is damped, so each new height then loses 1/32 of itself (the ">> 5").
 * The arithmetic is the article's to the bit: the sum is an int, the shifts are arithmetic, and
 * each result is stored into a short (wrapping) before the damping reads it back. The loop runs
 * over cells w .. w*h-w-1, so the first and last rows never change, and the left and right
 * neighbours of an edge cell are the last cell of the row above and the first of the row below.
 */
void article_spread_span(const short *buf1, short *buf2, int width, int begin, int end)
{
	for (int i = begin; i < end; i++) {
		buf2[i] = ((buf1[i - 1] + buf1[i + 1] + buf1[i - width] + buf1[i + width]) >> 1) - buf2[i];
		buf2[i] -= buf2[i] >> 5;
	}
}

void article_spread(short **buf1, short **buf2, int width, int height)
{
	short *ptmp = *buf1;

	article_spread_span(*buf1, *buf2, width, width, width * height - width);
	*buf1 = *buf2;
	*buf2 = ptmp;
}

/* A stone: the cells of a disc set to -stoneweight, a negative spike the waves spread from. */
void article_drop(short *buf1, int width, int height, int x, int y, int stonesize, int stoneweight)
{
	if ((x + stonesize) > width || (y + stonesize) > height || (x - stonesize) < 0 || (y - stonesize) < 0)
		return;
	for (int posx = x - stonesize; posx < x + stonesize; posx++)
		for (int posy = y - stonesize; posy < y + stonesize; posy++)
			if ((posx - x) * (posx - x) + (posy - y) * (posy - y) < stonesize * stonesize)
				buf1[width * posy + posx] = -stoneweight;
}

/*
 * The fake refraction: the sea floor seen through a sloped surface appears shifted, roughly by
 * the slope, which the article takes as the height difference of the opposite neighbours. Each
 * pixel is copied byte by byte from the displaced one, and left alone when that lies outside
 * the picture.
 */
void article_render_rows(const short *buf1, int width, int height, int y0, int y1, const unsigned char *page1,
			 int pitch1, unsigned char *page2, int pitch2, int depth)
{
	int xoff, yoff;

	for (int i = y0; i < y1; i++) {
		for (int j = 0; j < width; j++) {
			int k = i * width + j;

			xoff = buf1[k - 1] - buf1[k + 1];
			yoff = buf1[k - width] - buf1[k + width];
			if ((i + yoff) < 0 || (i + yoff) >= height || (j + xoff) < 0 || (j + xoff) >= width)
				continue;
			size_t pos1 = (size_t)pitch1 * (size_t)(i + yoff) + (size_t)(depth * (j + xoff));
			size_t pos2 = (size_t)pitch2 * (size_t)i + (size_t)(depth * j);
			for (int d = 0; d < depth; d++)
				page2[pos2++] = page1[pos1++];
		}
	}
}

void article_render(const short *buf1, int width, int height, const unsigned char *page1, int pitch1,
		    unsigned char *page2, int pitch2, int depth)
{
	article_render_rows(buf1, width, height, 1, height - 1, page1, pitch1, page2, pitch2, depth);
}
