/* poolbmp.c - paints the default picture (pool tiles, grout, a lane mark, pebbles) into the bytes of a BMP file, the same on every machine. */
#include "files/poolbmp.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>

#define TILE 20                        /* tile pitch in pixels, grout included */
#define ROW (POOLBMP_WIDTH * 3)            /* bytes a row: 960, a multiple of 4, so no padding */
#define HEADER 54                      /* BITMAPFILEHEADER and BITMAPINFOHEADER */
#define SIZE (HEADER + ROW * POOLBMP_HEIGHT)

/* A small fixed pseudo-random sequence. Its state is 64 bits wide on every system (a long has 32
 * on Windows), so that ripple.exe paints the pebbles where the native program does. */
static int rnd(uint64_t *seed, int n)
{
	*seed = *seed * 1103515245u + 12345u;
	return (int)((*seed >> 16) % (uint64_t)n);
}

/* Pixel (x, y) from the top, in the BMP's bottom-up rows of blue, green, red. */
static void put(unsigned char *px, int x, int y, int r, int g, int b)
{
	unsigned char *p = px + (size_t)(POOLBMP_HEIGHT - 1 - y) * ROW + (size_t)x * 3;

	p[0] = (unsigned char)b;
	p[1] = (unsigned char)g;
	p[2] = (unsigned char)r;
}

static void tiles(unsigned char *px, uint64_t *seed)
{
	int shade[POOLBMP_HEIGHT / TILE + 1][POOLBMP_WIDTH / TILE + 1];

	for (int ty = 0; ty <= POOLBMP_HEIGHT / TILE; ty++)
		for (int tx = 0; tx <= POOLBMP_WIDTH / TILE; tx++)
			shade[ty][tx] = rnd(seed, 24);
	for (int y = 0; y < POOLBMP_HEIGHT; y++)
		for (int x = 0; x < POOLBMP_WIDTH; x++) {
			int grout = x % TILE < 2 || y % TILE < 2;
			int lane = y >= 110 && y < 130 && x >= 30 && x < 290;
			int v = shade[y / TILE][x / TILE];

			if (grout)
				put(px, x, y, 70, 110, 130);
			else if (lane)
				put(px, x, y, 20 + v, 40 + v, 120 + v);
			else
				put(px, x, y, 120 + v, 200 + v / 2, 220 + v / 3);
		}
}

/* A pebble: a shaded ellipse, lit from the upper left. */
static void pebble(unsigned char *px, int cx, int cy, int rx, int ry, const int rgb[3])
{
	for (int y = cy - ry; y <= cy + ry; y++)
		for (int x = cx - rx; x <= cx + rx; x++) {
			double dx = (double)(x - cx) / rx, dy = (double)(y - cy) / ry;
			double d = dx * dx + dy * dy, light;

			if (d > 1.0 || x < 0 || y < 0 || x >= POOLBMP_WIDTH || y >= POOLBMP_HEIGHT)
				continue;
			light = 0.6 + 0.5 * (1.0 - d) - 0.25 * (dx + dy);
			put(px, x, y, (int)fmin(255, rgb[0] * light), (int)fmin(255, rgb[1] * light),
			    (int)fmin(255, rgb[2] * light));
		}
}

/* v little-endian in n bytes at p. */
static void le(unsigned char *p, uint32_t v, int n)
{
	for (int i = 0; i < n; i++)
		p[i] = (unsigned char)(v >> 8 * i);
}

static void header(unsigned char *b)
{
	b[0] = 'B';
	b[1] = 'M';
	le(b + 2, SIZE, 4);
	le(b + 10, HEADER, 4);
	le(b + 14, 40, 4); /* BITMAPINFOHEADER */
	le(b + 18, POOLBMP_WIDTH, 4);
	le(b + 22, POOLBMP_HEIGHT, 4);
	le(b + 26, 1, 2);  /* planes */
	le(b + 28, 24, 2); /* bits per pixel, no compression */
	le(b + 34, ROW * POOLBMP_HEIGHT, 4);
}

unsigned char *poolbmp_paint(size_t *len)
{
	unsigned char *b = calloc(1, SIZE);
	uint64_t seed = 12345;

	if (!b)
		return NULL;
	header(b);
	tiles(b + HEADER, &seed);
	for (int i = 0; i < 9; i++) {
		int rgb[3], rx, ry, cx, cy;

		/* drawn in this order when the picture was first made (its arguments, right to left) */
		rgb[2] = 80 + rnd(&seed, 50);
		rgb[1] = 110 + rnd(&seed, 60);
		rgb[0] = 140 + rnd(&seed, 80);
		ry = 5 + rnd(&seed, 7);
		rx = 6 + rnd(&seed, 10);
		cy = 20 + rnd(&seed, POOLBMP_HEIGHT - 40);
		cx = 20 + rnd(&seed, POOLBMP_WIDTH - 40);
		pebble(b + HEADER, cx, cy, rx, ry, rgb);
	}
	*len = SIZE;
	return b;
}
