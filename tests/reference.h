/* reference.h - the article's three functions transcribed plainly: the yardstick for tests and --bench. */
#ifndef REFERENCE_H
#define REFERENCE_H

/* RippleSpread on buffers of width x height; swaps *buf1 and *buf2 as the article does. */
void ref_spread(short **buf1, short **buf2, int width, int height);

/* DropStone into buf1; returns without writing when the stone's square would leave the pool. */
void ref_drop(short *buf1, int width, int height, int x, int y, int stonesize, int stoneweight);

/* RenderRipple from page1 to page2 (same size, pitches in bytes, depth in bytes per pixel). */
void ref_render(const short *buf1, int width, int height, const unsigned char *page1, int pitch1,
		unsigned char *page2, int pitch2, int depth);

#endif
