/* glview.h - the OpenGL views (the 2006 paper's): the frame as a texture, refraction on the GPU, the surface in 3D. */
#ifndef GLVIEW_H
#define GLVIEW_H

#include "engine/demo.h"

#include <SDL.h>

#include <stddef.h>

/* The window's views: SDL's surface (the software render), or OpenGL (the 2006 paper's): the
 * page as a texture, the refraction computed on the GPU, or the surface as a mesh in 3D. */
enum { GLVIEW_OFF, GLVIEW_FLAT, GLVIEW_REFRACTION, GLVIEW_SURFACE };

struct glview;

/* Asks SDL for what the views need of the windows made afterwards: a double-buffered RGB
 * framebuffer with a depth buffer. Call after SDL_Init, before the window is made. */
void glview_attributes(void);

/* A GL context on win (a window SDL made or wrapped with SDL_WINDOW_OPENGL), its functions
 * and the views' shaders. Returns NULL with a one-line reason in err. */
struct glview *glview_open(SDL_Window *win, char *err, size_t errlen);

/* Frees the context and all it holds; safe on NULL. */
void glview_close(struct glview *g);

/* The driver, as GL_RENDERER says it ("llvmpipe (LLVM 15.0.6, 256 bits)"). */
const char *glview_renderer(const struct glview *g);

/* Draws the demo into the back buffer in view GLVIEW_FLAT (the page as a texture), REFRACTION
 * (the picture displaced by the heights on the GPU) or SURFACE (the heights as a lit mesh in
 * perspective, over the whole window). A scene without heights (the side view) is drawn flat in
 * every view. The flat views fill `at` (window pixels from the top left), with linear texels or
 * nearest ones. */
void glview_draw(struct glview *g, const struct demo *d, int view, const SDL_Rect *at, int linear);

/* Draws n lines of text, white on black, from window pixel row y down, each font pixel a square of
 * scale x scale, over what is drawn. */
void glview_text(struct glview *g, int y, char lines[][FONT_LINE], int n, int scale);

/* Draws a 32-bit ARGB surface opaque over what is drawn, filling `at` (window pixels from the top left). */
void glview_image(struct glview *g, SDL_Surface *s, const SDL_Rect *at);

/* Shows the back buffer. */
void glview_swap(struct glview *g);

/* The back buffer as a new 32-bit surface the window's size, top row first; NULL with SDL's error. */
SDL_Surface *glview_read(struct glview *g);

/* The 3D camera: dragged by (dx, dy) window pixels it turns around the pool and tilts; the wheel
 * brings it nearer (steps > 0) or further; reset puts it back in front, half way up. */
void glview_orbit(struct glview *g, int dx, int dy);
void glview_zoom(struct glview *g, int steps);
void glview_reset(struct glview *g);

/* The picture pixel the 3D view shows at window pixel (x, y), on the water's still surface.
 * Returns 0, or -1 when the pointer is above the horizon. */
int glview_pick(const struct glview *g, const struct demo *d, int x, int y, int *px, int *py);

#endif
