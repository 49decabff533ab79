/* picture.c - loads, scales and converts the picture with SDL, and reports why when it cannot. */
#include "picture.h"

Uint32 picture_format(int bpp)
{
	switch (bpp) {
	case 8:
		return SDL_PIXELFORMAT_INDEX8;
	case 16:
		return SDL_PIXELFORMAT_RGB565;
	case 24:
		return SDL_PIXELFORMAT_BGR24; /* B, G, R in memory, as in a BMP */
	default:
		return SDL_PIXELFORMAT_RGB888;
	}
}

/* A copy of src at w x h (nearest neighbour), in 32-bit RGB. */
static SDL_Surface *scaled(SDL_Surface *src, int w, int h)
{
	SDL_Surface *rgb = SDL_ConvertSurfaceFormat(src, SDL_PIXELFORMAT_RGB888, 0);
	SDL_Surface *out = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_RGB888);

	if (!rgb || !out || SDL_BlitScaled(rgb, NULL, out, NULL)) {
		SDL_FreeSurface(out);
		out = NULL;
	}
	SDL_FreeSurface(rgb);
	return out;
}

/* src as 8-bit paletted: with its own palette when it has one, else mapped to 3-3-2 RGB. */
static SDL_Surface *paletted(SDL_Surface *src)
{
	SDL_Color colors[256];
	SDL_Surface *out;

	if (src->format->format == SDL_PIXELFORMAT_INDEX8)
		return SDL_ConvertSurface(src, src->format, 0);
	out = SDL_CreateRGBSurfaceWithFormat(0, src->w, src->h, 8, SDL_PIXELFORMAT_INDEX8);
	if (!out)
		return NULL;
	for (int i = 0; i < 256; i++) {
		colors[i].r = (Uint8)(((i >> 5) & 7) * 255 / 7);
		colors[i].g = (Uint8)(((i >> 2) & 7) * 255 / 7);
		colors[i].b = (Uint8)((i & 3) * 255 / 3);
		colors[i].a = 255;
	}
	if (SDL_SetPaletteColors(out->format->palette, colors, 0, 256) ||
	    SDL_BlitSurface(src, NULL, out, NULL)) {
		SDL_FreeSurface(out);
		return NULL;
	}
	return out;
}

SDL_Surface *picture_load(const char *path, int w, int h, int bpp, char *err, size_t errlen)
{
	SDL_RWops *file = SDL_RWFromFile(path, "rb");
	SDL_Surface *raw = file ? SDL_LoadBMP_RW(file, 1) : NULL;
	SDL_Surface *sized, *out;

	if (!raw) {
		snprintf(err, errlen, "cannot load picture '%s': %s", path, SDL_GetError());
		return NULL;
	}
	sized = (w && h && (raw->w != w || raw->h != h)) ? scaled(raw, w, h) : raw;
	if (!sized)
		out = NULL;
	else if (bpp == 8)
		out = paletted(sized);
	else
		out = SDL_ConvertSurfaceFormat(sized, picture_format(bpp), 0);
	if (!out)
		snprintf(err, errlen, "cannot convert picture '%s' to %dx%d at %d bpp: %s", path,
			 w ? w : raw->w, h ? h : raw->h, bpp, SDL_GetError());
	if (sized != raw)
		SDL_FreeSurface(sized);
	SDL_FreeSurface(raw);
	return out;
}
