/* reference.h - the article's three functions transcribed plainly: the yardstick for tests and --bench. */
#ifndef REFERENCE_H
#define REFERENCE_H

/* The functions start at a cache line, so that where the rest of a program puts them cannot
 * change how their loops sit in the decoder's 64-byte windows (which moved the render's speed by
 * a third between two builds). */
#define REF_ALIGNED __attribute__((aligned(64)))

/* RippleSpread on buffers of width x height; swaps *buf1 and *buf2 as the article does. */
REF_ALIGNED void ref_spread(short **buf1, short **buf2, int width, int height);

/* DropStone into buf1; returns without writing when the stone's square would leave the pool. */
void ref_drop(short *buf1, int width, int height, int x, int y, int stonesize, int stoneweight);

/* RenderRipple from page1 to page2 (same size, pitches in bytes, depth in bytes per pixel). */
REF_ALIGNED void ref_render(const short *buf1, int width, int height, const unsigned char *page1, int pitch1,
		unsigned char *page2, int pitch2, int depth);

#endif
