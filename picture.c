/* picture.c - loads, scales and converts the picture with SDL, and reports why when it cannot. */
#include "picture.h"

#include "ripple.h"

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

/* A copy of src at w x h (nearest neighbour): paletted with src's palette if src is, else 32-bit RGB. */
static SDL_Surface *scaled(SDL_Surface *src, int w, int h)
{
	int indexed = src->format->format == SDL_PIXELFORMAT_INDEX8;
	SDL_Surface *from = indexed ? src : SDL_ConvertSurfaceFormat(src, SDL_PIXELFORMAT_RGB888, 0);
	SDL_Surface *out = from ? SDL_CreateRGBSurfaceWithFormat(0, w, h, from->format->BitsPerPixel,
								 from->format->format) : NULL;

	if (out && indexed && SDL_SetPaletteColors(out->format->palette, from->format->palette->colors, 0,
						   from->format->palette->ncolors)) {
		SDL_FreeSurface(out);
		out = NULL;
	}
	if (out && SDL_SoftStretch(from, NULL, out, NULL)) {
		SDL_FreeSurface(out);
		out = NULL;
	}
	if (from != src)
		SDL_FreeSurface(from);
	return out;
}

/* Checks what a BMP's header claims before SDL allocates anything: a file long enough to be a
 * BMP, at most RIPPLE_MAX_SIDE a side, a compression SDL knows (none, RLE8, RLE4, bit fields),
 * no more palette colours than the depth has, and for uncompressed pixels a file long enough
 * to hold them. Leaves f where it was. */
static int header_ok(SDL_RWops *f, const char *path, char *err, size_t errlen)
{
	Sint64 start = SDL_RWtell(f), size = SDL_RWsize(f);
	Uint32 offset, info, compression = 0, colors = 0;
	Sint64 w, h, bits = 0;

	if (size < 26) {
		snprintf(err, errlen, size < 0 ? "picture '%s' cannot be read (is it a folder?)"
					       : "picture '%s' is too short to be a BMP file (%lld bytes)", path, (long long)size);
		return 0;
	}
	SDL_RWseek(f, 10, RW_SEEK_SET);
	offset = SDL_ReadLE32(f);
	info = SDL_ReadLE32(f);
	if (info == 12) { /* OS/2 1.x: 16-bit sizes */
		w = SDL_ReadLE16(f);
		h = SDL_ReadLE16(f);
	} else {
		w = (Sint32)SDL_ReadLE32(f);
		h = (Sint32)SDL_ReadLE32(f);
		SDL_ReadLE16(f); /* planes */
		bits = SDL_ReadLE16(f);
		compression = SDL_ReadLE32(f);
		SDL_RWseek(f, 46, RW_SEEK_SET);
		colors = SDL_ReadLE32(f);
	}
	SDL_RWseek(f, start, RW_SEEK_SET);
	if (compression > 3 || (bits > 0 && bits <= 8 && colors > (1u << bits))) {
		snprintf(err, errlen, compression > 3 ? "picture '%s' has a compression (%u) this program cannot read"
						      : "picture '%s' claims %u palette colours", path,
			 compression > 3 ? (unsigned)compression : (unsigned)colors);
		return 0;
	}
	h = h < 0 ? -h : h; /* a negative height means top-down rows */
	if (w > RIPPLE_MAX_SIDE || h > RIPPLE_MAX_SIDE) {
		snprintf(err, errlen, "picture '%s' claims to be %lldx%lld: more than %d a side", path,
			 (long long)w, (long long)h, RIPPLE_MAX_SIDE);
		return 0;
	}
	if (w > 0 && bits > 0 && (compression == 0 || compression == 3) &&
	    size < (Sint64)offset + (w * bits + 31) / 32 * 4 * h) {
		snprintf(err, errlen, "picture '%s' is truncated: its %lldx%lld pixels need more than its %lld bytes",
			 path, (long long)w, (long long)h, (long long)size);
		return 0;
	}
	return 1;
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
	return picture_load_rw(SDL_RWFromFile(path, "rb"), path, w, h, bpp, err, errlen);
}

SDL_Surface *picture_load_rw(SDL_RWops *file, const char *path, int w, int h, int bpp, char *err, size_t errlen)
{
	SDL_Surface *raw, *sized, *out;

	if (file && !header_ok(file, path, err, errlen)) {
		SDL_RWclose(file);
		return NULL;
	}
	raw = file ? SDL_LoadBMP_RW(file, 1) : NULL;
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
