/* fuzz_picture.c - libFuzzer harness: any bytes as a picture file (BMP, PNG, JPEG, GIF, TGA) through the program's loader, then a short simulation and render at every depth. */
#include "files/picfile.h"
#include "files/picture.h"
#include "ripple.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* A header may claim up to 64 megapixels, and a compressed file of a few bytes can honestly be that
 * big: such inputs are left out to keep each run short (tests/e2e/e2e.sh runs the big claims under a
 * memory cap). The loader's own probe tells the claimed size. */
#define FUZZ_MAX_PIXELS (1 << 16)

static int too_big(const uint8_t *data, size_t size)
{
	struct picfile pf;
	char why[256];

	return picfile_probe(data, size, &pf, why, sizeof why) == 0 && (long long)pf.w * pf.h > FUZZ_MAX_PIXELS;
}

static struct ripple_image image_of(SDL_Surface *s)
{
	struct ripple_image im = { s->pixels, s->w, s->h, s->pitch, s->format->BytesPerPixel };

	return im;
}

/* The look's tables for the picture's format: grey heat, and for a palette each shade the index. */
static void make_look(struct ripple_look *look, const SDL_PixelFormat *f, unsigned int *heat, unsigned char *shade)
{
	for (int v = 0; v < 511; v++)
		heat[v] = SDL_MapRGB(f, (Uint8)(v / 2), (Uint8)(v / 2), (Uint8)(v / 2));
	for (int i = 0; i < RIPPLE_SHADES * 256; i++)
		shade[i] = (Uint8)(i & 255);
	look->heat = heat;
	look->shade = f->palette ? shade : NULL;
	look->mask[0] = f->Rmask;
	look->mask[1] = f->Gmask;
	look->mask[2] = f->Bmask;
	look->wall = heat[0];
}

/* A few stones where the input's bytes say, some steps, and every view rendered into a copy. */
static void simulate(SDL_Surface *pic, const uint8_t *data, size_t size)
{
	static unsigned int heat[511];
	static unsigned char shade[RIPPLE_SHADES * 256];
	SDL_Surface *page = SDL_ConvertSurface(pic, pic->format, 0);
	struct ripple pool, mesh;
	struct ripple_look look = { 0 };
	struct ripple_image src = image_of(pic), dst;

	if (!page)
		return;
	dst = image_of(page);
	make_look(&look, pic->format, heat, shade);
	if (ripple_init(&pool, pic->w, pic->h) == 0 && ripple_init(&mesh, (pic->w + 1) / 2 + 1, (pic->h + 1) / 2 + 1) == 0) {
		for (size_t i = 0; i + 2 < size && i < 12; i += 3) {
			ripple_drop(&pool, data[i] % pic->w, data[i + 1] % pic->h, 1 + data[i + 2] % 8, 128);
			ripple_set_wall(&pool, data[i + 1] % pic->w, data[i] % pic->h, 1);
		}
		for (int f = 0; f < 3; f++)
			ripple_spread(&pool);
		if (ripple_render(&pool, &src, &dst))
			abort();
		for (look.view = 0; look.view < 4; look.view++)
			if (ripple_render_look(&pool, &look, &src, &dst) || ripple_render_mesh(&mesh, &look, 2, &src, &dst))
				abort();
	}
	ripple_free(&mesh);
	ripple_free(&pool);
	SDL_FreeSurface(page);
}

/* Loads the bytes at w x h (0 x 0: their own size) and bpp; a refusal must say why in err. */
static void load(const uint8_t *data, size_t size, int w, int h, int bpp)
{
	char err[512] = "";
	SDL_Surface *pic = picture_load_rw(SDL_RWFromConstMem(data, (int)size), "fuzz", w, h, bpp, err, sizeof err);

	if (!pic) {
		if (!err[0] || strchr(err, '\n'))
			abort();
		return;
	}
	if (pic->format->format != picture_format(bpp) || (w && (pic->w != w || pic->h != h)))
		abort();
	simulate(pic, data, size);
	SDL_FreeSurface(pic);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const int depths[] = { 8, 16, 24, 32 };

	if (too_big(data, size) || size > 1 << 20)
		return 0;
	for (int i = 0; i < 4; i++) {
		load(data, size, 0, 0, depths[i]);
		load(data, size, 37, 23, depths[i]);
	}
	return 0;
}
