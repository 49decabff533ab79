/* mkpool.c - paints the default picture bmp/pool.bmp: pool tiles, grout, a lane mark and pebbles. */
#include <SDL.h>

#include <math.h>
#include <stdio.h>

#define POOL_W 320
#define POOL_H 240
#define TILE 20 /* tile pitch in pixels, grout included */

static unsigned long seed = 12345;

/* A small fixed pseudo-random sequence, so the picture is the same on every machine. */
static int rnd(int n)
{
	seed = seed * 1103515245UL + 12345UL;
	return (int)((seed >> 16) % (unsigned long)n);
}

static void put(SDL_Surface *s, int x, int y, int r, int g, int b)
{
	Uint8 *p = (Uint8 *)s->pixels + y * s->pitch + x * 3;

	p[0] = (Uint8)b;
	p[1] = (Uint8)g;
	p[2] = (Uint8)r;
}

static void tiles(SDL_Surface *s)
{
	int shade[POOL_H / TILE + 1][POOL_W / TILE + 1];

	for (int ty = 0; ty <= POOL_H / TILE; ty++)
		for (int tx = 0; tx <= POOL_W / TILE; tx++)
			shade[ty][tx] = rnd(24);
	for (int y = 0; y < POOL_H; y++)
		for (int x = 0; x < POOL_W; x++) {
			int grout = x % TILE < 2 || y % TILE < 2;
			int lane = y >= 110 && y < 130 && x >= 30 && x < 290;
			int v = shade[y / TILE][x / TILE];

			if (grout)
				put(s, x, y, 70, 110, 130);
			else if (lane)
				put(s, x, y, 20 + v, 40 + v, 120 + v);
			else
				put(s, x, y, 120 + v, 200 + v / 2, 220 + v / 3);
		}
}

/* A pebble: a shaded ellipse, lit from the upper left. */
static void pebble(SDL_Surface *s, int cx, int cy, int rx, int ry, int r, int g, int b)
{
	for (int y = cy - ry; y <= cy + ry; y++)
		for (int x = cx - rx; x <= cx + rx; x++) {
			double dx = (double)(x - cx) / rx, dy = (double)(y - cy) / ry;
			double d = dx * dx + dy * dy, light;

			if (d > 1.0 || x < 0 || y < 0 || x >= POOL_W || y >= POOL_H)
				continue;
			light = 0.6 + 0.5 * (1.0 - d) - 0.25 * (dx + dy);
			put(s, x, y, (int)fmin(255, r * light), (int)fmin(255, g * light), (int)fmin(255, b * light));
		}
}

int main(int argc, char **argv)
{
	SDL_Surface *s;

	if (argc != 2) {
		fprintf(stderr, "usage: mkpool OUT.bmp\n");
		return 2;
	}
	s = SDL_CreateRGBSurfaceWithFormat(0, POOL_W, POOL_H, 24, SDL_PIXELFORMAT_BGR24);
	if (!s) {
		fprintf(stderr, "mkpool: %s\n", SDL_GetError());
		return 1;
	}
	tiles(s);
	for (int i = 0; i < 9; i++)
		pebble(s, 20 + rnd(POOL_W - 40), 20 + rnd(POOL_H - 40), 6 + rnd(10), 5 + rnd(7),
		       140 + rnd(80), 110 + rnd(60), 80 + rnd(50));
	if (SDL_SaveBMP(s, argv[1])) {
		fprintf(stderr, "mkpool: cannot write %s: %s\n", argv[1], SDL_GetError());
		SDL_FreeSurface(s);
		return 1;
	}
	SDL_FreeSurface(s);
	return 0;
}
