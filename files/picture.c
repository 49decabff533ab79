/* picture.c - loads any picture file the program reads (BMP, PNG, JPEG, GIF, TGA), scales and converts it with SDL, saves frames as PNG or BMP, and says why when it cannot. */
#include "files/picture.h"

#include "files/bmp.h"
#include "files/picfile.h"
#include "files/poolbmp.h"
#include "ripple.h"

#include <SDL_image.h>

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

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

/* s (32-bit RGB) at half its size, each pixel the mean of the 2x2 it covers (bilinear at exactly
 * half: its samples fall between four pixels); s is freed. NULL when memory fails. */
static SDL_Surface *halved(SDL_Surface *s)
{
	SDL_Surface *out = SDL_CreateRGBSurfaceWithFormat(0, s->w / 2, s->h / 2, 32, s->format->format);

	if (out && SDL_SoftStretchLinear(s, NULL, out, NULL)) {
		SDL_FreeSurface(out);
		out = NULL;
	}
	SDL_FreeSurface(s);
	return out;
}

/* src fit whole in w x h keeping its shape (shrunk: halved while it is twice the size, so that no
 * pixel is skipped, then bilinear; enlarged: bilinear), in the middle of a w x h 32-bit RGB surface,
 * black on the sides it does not fill. NULL when memory fails. */
static SDL_Surface *fitted(SDL_Surface *src, int w, int h)
{
	SDL_Surface *from = SDL_ConvertSurfaceFormat(src, SDL_PIXELFORMAT_RGB888, 0);
	SDL_Surface *out = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_RGB888);
	SDL_Rect r = { 0, 0, w, h };

	if ((long long)src->w * h >= (long long)src->h * w) /* wider than the pool: its width fills it */
		r.h = (int)SDL_max((long long)src->h * w / src->w, 1);
	else
		r.w = (int)SDL_max((long long)src->w * h / src->h, 1);
	r.x = (w - r.w) / 2;
	r.y = (h - r.h) / 2;
	while (from && from->w / 2 >= r.w && from->h / 2 >= r.h)
		from = halved(from);
	if (out && (!from || SDL_FillRect(out, NULL, 0) || SDL_SoftStretchLinear(from, NULL, out, &r))) {
		SDL_FreeSurface(out);
		out = NULL;
	}
	SDL_FreeSurface(from);
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

/* The whole stream in memory (closed after), when it is at most PICFILE_MAX_BYTES long. NULL
 * with the reason in err when it cannot be read or is too long. */
static unsigned char *read_all(SDL_RWops *f, const char *path, size_t *n, char *err, size_t errlen)
{
	Sint64 size = SDL_RWsize(f);
	unsigned char *data = size >= 0 && size <= PICFILE_MAX_BYTES ? malloc(size ? (size_t)size : 1) : NULL;

	*n = data ? SDL_RWread(f, data, 1, (size_t)size) : 0;
	if (size < 0 || (data && *n < (size_t)size))
		snprintf(err, errlen, "picture '%s' cannot be read: %s", path, SDL_GetError());
	else if (size > PICFILE_MAX_BYTES)
		snprintf(err, errlen, "picture '%s' is %lld bytes long: more than this program's budget of %ld MiB for "
			 "a picture file", path, (long long)size, PICFILE_MAX_BYTES >> 20);
	else if (!data)
		snprintf(err, errlen, "picture '%s': out of memory for its %lld bytes", path, (long long)size);
	if (data && *n < (size_t)size) {
		free(data);
		data = NULL;
	}
	SDL_RWclose(f);
	return data;
}

/* Our BMP decoder's picture as a surface: paletted, or ARGB8888 (*alpha says whether it counts). */
static SDL_Surface *from_bmp(const unsigned char *d, size_t n, int *alpha, char *why, size_t whylen)
{
	struct bmp_picture b = { 0 };
	SDL_Surface *s = NULL;

	if (bmp_decode(d, n, PICFILE_MAX_PIXELS, &b, why, whylen))
		return NULL;
	s = SDL_CreateRGBSurfaceWithFormat(0, b.w, b.h, b.indexed ? 8 : 32,
					   b.indexed ? SDL_PIXELFORMAT_INDEX8 : SDL_PIXELFORMAT_ARGB8888);
	if (s) {
		size_t row = (size_t)b.w * (b.indexed ? 1 : 4);

		for (int y = 0; y < b.h; y++)
			memcpy((Uint8 *)s->pixels + (size_t)y * s->pitch, (const Uint8 *)b.pixels + row * y, row);
		for (int i = 0; b.indexed && i < 256; i++) { /* black past the file's palette */
			SDL_Color c = { (Uint8)(b.palette[i] >> 16), (Uint8)(b.palette[i] >> 8), (Uint8)b.palette[i], 255 };

			SDL_SetPaletteColors(s->format->palette, &c, i, 1);
		}
		*alpha = b.alpha;
	} else {
		snprintf(why, whylen, "cannot be held in memory: %s", SDL_GetError());
	}
	bmp_free(&b);
	return s;
}

/* c drawn with alpha a over the pool's background colour. */
static Uint32 over_background(Uint32 rgb, unsigned a)
{
	Uint32 out = 0xff000000u;

	for (int shift = 0; shift < 24; shift += 8) {
		unsigned c = rgb >> shift & 255, bg = PICTURE_BACKGROUND >> shift & 255;

		out |= (Uint32)((c * a + bg * (255 - a) + 127) / 255) << shift;
	}
	return out;
}

/* A paletted picture's transparent colours (its colour key, its palette's alpha) over the background. */
static void palette_over_background(SDL_Surface *s)
{
	SDL_Palette *pal = s->format->palette;
	SDL_Color colors[256];
	Uint32 key;
	int keyed = SDL_GetColorKey(s, &key) == 0, n = pal->ncolors < 256 ? pal->ncolors : 256;

	for (int i = 0; i < n; i++) {
		const SDL_Color *c = &pal->colors[i];
		Uint32 rgb = over_background((Uint32)c->r << 16 | (Uint32)c->g << 8 | c->b,
					     keyed && key == (Uint32)i ? 0 : c->a);

		colors[i] = (SDL_Color){ (Uint8)(rgb >> 16), (Uint8)(rgb >> 8), (Uint8)rgb, 255 };
	}
	SDL_SetPaletteColors(pal, colors, 0, n);
	SDL_SetColorKey(s, SDL_FALSE, 0);
}

/* An ARGB8888 picture's pixels over the background; a picture whose every alpha is 0 (an unused
 * alpha byte, as many 32-bit files have) counts as opaque. */
static void pixels_over_background(SDL_Surface *s)
{
	int used = 0;

	for (int y = 0; y < s->h && !used; y++)
		for (int x = 0; x < s->w && !used; x++)
			used = ((Uint32 *)((Uint8 *)s->pixels + (size_t)y * s->pitch))[x] >> 24 != 0;
	for (int y = 0; y < s->h; y++) {
		Uint32 *p = (Uint32 *)((Uint8 *)s->pixels + (size_t)y * s->pitch);

		for (int x = 0; x < s->w; x++)
			p[x] = used ? over_background(p[x], p[x] >> 24) : p[x] | 0xff000000u;
	}
}

/* The upright copy of an ARGB8888 picture stored with EXIF orientation o (s itself for 1). */
static SDL_Surface *upright(SDL_Surface *s, int o)
{
	int side = o >= 5;
	SDL_Surface *out = o == 1 ? s : SDL_CreateRGBSurfaceWithFormat(0, side ? s->h : s->w, side ? s->w : s->h, 32,
									SDL_PIXELFORMAT_ARGB8888);

	for (int y = 0; out && out != s && y < out->h; y++) {
		Uint32 *row = (Uint32 *)((Uint8 *)out->pixels + (size_t)y * out->pitch);

		for (int x = 0, sx, sy; x < out->w; x++) {
			picfile_turn(o, s->w, s->h, x, y, &sx, &sy);
			row[x] = ((const Uint32 *)((const Uint8 *)s->pixels + (size_t)sy * s->pitch))[sx];
		}
	}
	if (out != s)
		SDL_FreeSurface(s);
	return out;
}

/* The file's picture, decoded by the format its bytes say: BMP by our decoder, the others by
 * SDL_image. Paletted when the decoder gives a palette (but PNG, whose decoders differ between
 * builds), else ARGB8888; transparency drawn over the background; turned upright. */
static SDL_Surface *decode(const unsigned char *d, size_t n, const struct picfile *pf, char *why, size_t whylen)
{
	SDL_Surface *s, *raw = NULL;
	int alpha = 0;

	if (pf->format == PICFILE_BMP) {
		s = from_bmp(d, n, &alpha, why, whylen);
	} else {
		raw = IMG_LoadTyped_RW(SDL_RWFromConstMem(d, (int)n), 1, picfile_name(pf->format));
		if (raw && raw->format->format == SDL_PIXELFORMAT_INDEX8 && pf->format != PICFILE_PNG) {
			s = raw;
		} else {
			alpha = raw && (SDL_ISPIXELFORMAT_ALPHA(raw->format->format) || SDL_HasColorKey(raw));
			s = raw ? SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_ARGB8888, 0) : NULL;
			SDL_FreeSurface(raw);
		}
		if (!s)
			snprintf(why, whylen, "cannot be decoded as %s: %s", pf->format == PICFILE_JPEG ? "JPEG" : picfile_name(pf->format),
				 SDL_GetError());
	}
	if (!s)
		return NULL;
	if (s->format->palette)
		palette_over_background(s);
	else if (alpha)
		pixels_over_background(s);
	s = upright(s, pf->orientation);
	if (!s)
		snprintf(why, whylen, "cannot be turned upright: %s", SDL_GetError());
	return s;
}

/* How a picture that fits within is sized: stretched to w x h; fit whole in w x h keeping its
 * shape; or stretched when it has w x h's shape (to a pixel), else fit whole. */
enum { ASK_STRETCH, ASK_FIT, ASK_WHOLE };

/* The size a loader's caller asks for: w x h (0 x 0: its own size), sized as `fit` says (ASK_*), but a
 * picture larger on a side than within_w x within_h, when they are not 0, fitted within that
 * instead. */
struct ask {
	int w, h, within_w, within_h, fit;
};

/* Whether a w x h picture fit whole into pool_w x pool_h fills it, short of a pixel at most: the
 * pool's shape. */
static int pool_shaped(int w, int h, int pool_w, int pool_h)
{
	if ((long long)w * pool_h >= (long long)h * pool_w) /* as fitted() measures it */
		return pool_h - (long long)h * pool_w / w <= 1;
	return pool_w - (long long)w * pool_h / h <= 1;
}

/* A decoded picture sized as its caller asks (itself when it already is). */
static SDL_Surface *sized_as_asked(SDL_Surface *raw, const struct ask *a)
{
	if (a->within_w && a->within_h && (raw->w > a->within_w || raw->h > a->within_h))
		return fitted(raw, a->within_w, a->within_h);
	if (!a->w || !a->h || (raw->w == a->w && raw->h == a->h))
		return raw;
	if (a->fit == ASK_FIT || (a->fit == ASK_WHOLE && !pool_shaped(raw->w, raw->h, a->w, a->h)))
		return fitted(raw, a->w, a->h);
	return scaled(raw, a->w, a->h);
}

/* picture_load_rw sized as asked. */
static SDL_Surface *load_rw(SDL_RWops *file, const char *path, const struct ask *a, int bpp, char *err,
			    size_t errlen)
{
	SDL_Surface *raw, *sized, *out;
	struct picfile pf;
	unsigned char *data;
	size_t n;
	char why[256];

	if (!file) {
		snprintf(err, errlen, "cannot load picture '%s': %s", path, SDL_GetError());
		return NULL;
	}
	data = read_all(file, path, &n, err, errlen);
	if (!data)
		return NULL;
	raw = picfile_probe(data, n, &pf, why, sizeof why) ? NULL : decode(data, n, &pf, why, sizeof why);
	free(data);
	if (!raw) {
		snprintf(err, errlen, "picture '%s' %s", path, why);
		return NULL;
	}
	sized = sized_as_asked(raw, a);
	if (!sized)
		out = NULL;
	else if (bpp == 8)
		out = paletted(sized);
	else
		out = SDL_ConvertSurfaceFormat(sized, picture_format(bpp), 0);
	if (!out)
		snprintf(err, errlen, "cannot convert picture '%s' to %dx%d at %d bpp: %s", path,
			 sized ? sized->w : a->w ? a->w : raw->w, sized ? sized->h : a->h ? a->h : raw->h, bpp, SDL_GetError());
	if (sized != raw)
		SDL_FreeSurface(sized);
	SDL_FreeSurface(raw);
	return out;
}

/* The default picture, painted by the program (files/poolbmp.c): the same as bmp/pool.bmp. */
static SDL_Surface *painted(const struct ask *a, int bpp, char *err, size_t errlen)
{
	size_t len;
	unsigned char *bmp = poolbmp_paint(&len);
	SDL_Surface *s;

	if (!bmp) {
		snprintf(err, errlen, "out of memory");
		return NULL;
	}
	s = load_rw(SDL_RWFromConstMem(bmp, (int)len), PICTURE_PAINTED, a, bpp, err, errlen);
	free(bmp);
	return s;
}

/* picture_load sized as asked. */
static SDL_Surface *load_path(const char *path, const struct ask *a, int bpp, char *err, size_t errlen)
{
	struct stat st;
	SDL_RWops *file;
	int found, gone;

	if (!path)
		return painted(a, bpp, err, errlen);
	found = stat(path, &st) == 0;
	gone = !found && errno == ENOENT;
	if (found && S_ISDIR(st.st_mode)) {
		snprintf(err, errlen, "picture '%s' is a folder, not a picture file", path);
		return NULL;
	}
	/* SDL opens a UTF-8 name on every system; stat only says why it could not (on Windows it reads
	 * names in the ANSI code page, so its "no such file" counts only once SDL has failed too) */
	file = SDL_RWFromFile(path, "rb");
	if (!file && gone) {
		snprintf(err, errlen, "no such file: %s", path);
		return NULL;
	}
	return load_rw(file, path, a, bpp, err, errlen);
}

SDL_Surface *picture_load(const char *path, int w, int h, int bpp, char *err, size_t errlen)
{
	const struct ask a = { w, h, 0, 0, ASK_STRETCH };

	return load_path(path, &a, bpp, err, errlen);
}

SDL_Surface *picture_load_within(const char *path, int w, int h, int within_w, int within_h, int bpp, char *err,
				 size_t errlen)
{
	const struct ask a = { w, h, within_w, within_h, ASK_STRETCH };

	return load_path(path, &a, bpp, err, errlen);
}

SDL_Surface *picture_load_whole(const char *path, int w, int h, int within_w, int within_h, int bpp, char *err,
				size_t errlen)
{
	const struct ask a = { w, h, within_w, within_h, ASK_WHOLE };

	return load_path(path, &a, bpp, err, errlen);
}

SDL_Surface *picture_load_fit(const char *path, int w, int h, int bpp, char *err, size_t errlen)
{
	const struct ask a = { w, h, 0, 0, ASK_FIT };

	return load_path(path, &a, bpp, err, errlen);
}

SDL_Surface *picture_load_rw(SDL_RWops *file, const char *path, int w, int h, int bpp, char *err, size_t errlen)
{
	const struct ask a = { w, h, 0, 0, ASK_STRETCH };

	return load_rw(file, path, &a, bpp, err, errlen);
}

/* Whether path ends in ext (".png"), in any case. */
static int ends_in(const char *path, const char *ext)
{
	size_t n = strlen(path), e = strlen(ext);

	return n > e && SDL_strcasecmp(path + n - e, ext) == 0;
}

const char *picture_file_name(const char *path)
{
	const char *name = path;

	for (const char *s = path; *s; s++)
#ifdef _WIN32
		if (*s == '/' || *s == '\\' || *s == ':')
#else
		if (*s == '/')
#endif
			name = s + 1;
	return name;
}

int picture_save_kind(const char *path, char *err, size_t errlen)
{
	const int kind = ends_in(path, ".png") ? 1 : ends_in(path, ".bmp") ? 0 : -1;

	if (kind < 0)
		snprintf(err, errlen, "cannot save '%s': the name must end in .png or .bmp", path);
	return kind;
}

int picture_save(SDL_Surface *s, const char *path, char *err, size_t errlen)
{
	int kind = picture_save_kind(path, err, errlen);

	if (kind < 0)
		return -1;
	if ((kind ? IMG_SavePNG(s, path) : SDL_SaveBMP(s, path)) == 0)
		return 0;
	else
		snprintf(err, errlen, "cannot save '%s': %s", path, SDL_GetError());
	return -1;
}
