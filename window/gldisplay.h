/* gldisplay.h - the OpenGL displays (the 2006 paper's): the frame as a texture, refraction on the GPU, the surface in 3D. */
#ifndef GLDISPLAY_H
#define GLDISPLAY_H

#include "engine/demo.h"

#include <SDL.h>

#include <stddef.h>

/* The window's views: SDL's surface (the software render), or OpenGL (the 2006 paper's): the
 * page as a texture, the refraction computed on the GPU, or the surface as a mesh in 3D. */
enum { GLDISPLAY_OFF, GLDISPLAY_FLAT, GLDISPLAY_REFRACTION, GLDISPLAY_SURFACE };

struct gldisplay;

/* Asks SDL for what the views need of the windows made afterwards: a double-buffered RGB
 * framebuffer with a depth buffer. Call after SDL_Init, before the window is made. */
void gldisplay_attributes(void);

/* A GL context on win (a window SDL made or wrapped with SDL_WINDOW_OPENGL), its functions
 * and the views' shaders. Returns NULL with a one-line reason in err. */
struct gldisplay *gldisplay_open(SDL_Window *win, char *err, size_t errlen);

/* Frees the context and all it holds; safe on NULL. */
void gldisplay_close(struct gldisplay *g);

/* The driver, as GL_RENDERER says it ("llvmpipe (LLVM 15.0.6, 256 bits)"). */
const char *gldisplay_renderer(const struct gldisplay *g);

/* Draws the demo into the back buffer in view GLDISPLAY_FLAT (the page as a texture), REFRACTION
 * (the picture displaced by the heights on the GPU) or SURFACE (the heights as a lit mesh in
 * perspective, over the whole window). A scene without heights (the side view) is drawn flat in
 * every view. The flat views fill `at` (window pixels from the top left), with linear texels or
 * nearest ones. */
void gldisplay_draw(struct gldisplay *g, const struct demo *d, int view, const SDL_Rect *at, int linear);

/* Draws n lines of text, white on black, from window pixel (x, y) right and down, each font pixel a
 * square of scale x scale, over what is drawn. */
void gldisplay_text(struct gldisplay *g, int x, int y, char lines[][FONT_LINE], int n, int scale);

/* Draws a 32-bit ARGB surface opaque over what is drawn, filling `at` (window pixels from the top left). */
void gldisplay_image(struct gldisplay *g, SDL_Surface *s, const SDL_Rect *at);

/* Shows the back buffer. */
void gldisplay_swap(struct gldisplay *g);

/* The back buffer as a new 32-bit surface the window's size, top row first; NULL with SDL's error. */
SDL_Surface *gldisplay_read(struct gldisplay *g);

/* The 3D camera: dragged by (dx, dy) window pixels it turns around the pool and tilts; the wheel
 * brings it nearer (steps > 0) or further; reset puts it back in front, half way up. */
void gldisplay_orbit(struct gldisplay *g, int dx, int dy);
void gldisplay_zoom(struct gldisplay *g, int steps);
void gldisplay_reset(struct gldisplay *g);

/* The picture pixel the 3D view shows at window pixel (x, y), on the water's still surface.
 * Returns 0, or -1 when the pointer is above the horizon. */
int gldisplay_pick(const struct gldisplay *g, const struct demo *d, int x, int y, int *px, int *py);

#endif
