/* article.h - the GameRes article's RippleSpread, DropStone and RenderRipple, written plainly: the program's yardstick. */
#ifndef RIPPLE_ARTICLE_H
#define RIPPLE_ARTICLE_H

/*
 * The article's globals are arguments here: buf1 (the heights now) and buf2 (one step ago), of
 * width x height cells; page1 (the picture) and page2 (the page rendered into), with pitches in
 * bytes and depth in bytes per pixel. The loops are the article's; the core runs them as its
 * "article" kernel, and the tests and --bench hold every other kernel to their bits.
 */

/* The loops start at a cache line, so that where the rest of a program puts them cannot change
 * how they sit in the decoder's 64-byte windows (which moved the render's speed by a third
 * between two builds): --bench times them as the reference. */
#define ARTICLE_ALIGNED __attribute__((aligned(64)))

/* RippleSpread's loop over cells [begin, end) (within width .. width*height-width-1): buf2 gets
 * the next heights from buf1's and its own. No swap. */
ARTICLE_ALIGNED void article_spread_span(const short *buf1, short *buf2, int width, int begin, int end);

/* RenderRipple's loop over rows [y0, y1) (within 1..height-2) of page2, from buf1's heights and
 * page1 (both pages width x height pixels of `depth` bytes). */
ARTICLE_ALIGNED void article_render_rows(const short *buf1, int width, int height, int y0, int y1,
					 const unsigned char *page1, int pitch1, unsigned char *page2, int pitch2,
					 int depth);

/* RippleSpread: the loop over cells width .. width*height-width-1, then the swap of *buf1 and *buf2. */
void article_spread(short **buf1, short **buf2, int width, int height);

/* DropStone into buf1; returns without writing when the stone's square would leave the pool. */
void article_drop(short *buf1, int width, int height, int x, int y, int stonesize, int stoneweight);

/* RenderRipple: rows 1..height-2 of page2. */
void article_render(const short *buf1, int width, int height, const unsigned char *page1, int pitch1,
		    unsigned char *page2, int pitch2, int depth);

#endif
