/* demo.h - what both shells drive: the picture, the render page, the scenes and the frame, saving. */
#ifndef DEMO_H
#define DEMO_H

#include "graphs/graphs.h"
#include "engine/options.h"
#include "scenes/scene.h"

#include <SDL.h>

#include <stddef.h>

/* The demo: the picture, the render page, the scenes and the frame (demo.c keeps its fields). */
struct demo;

/* Loads the picture of o at bpp bits per pixel (o->bpp wins when set), makes the pool its size (o's
 * --size when set; a picture larger than within_w x within_h, when they are not 0, fit whole into a
 * pool that size) and the render page a copy of it, and the scenes; a picture of o's own (--image)
 * with a scenario is shown as demo_set_picture's is, the scenario's heights view giving way to the
 * light view (unless --view chose it). Returns the demo, or NULL with a one-line reason in err. */
struct demo *demo_open(const struct options *o, int bpp, int within_w, int within_h, char *err, size_t errlen);

/* The same with a picture made by the caller, which the demo then owns (freed on failure too). */
struct demo *demo_open_picture(const struct options *o, SDL_Surface *picture, char *err, size_t errlen);

/* Frees the demo and everything it holds; NULL is let be. */
void demo_close(struct demo *d);

/* The picture under the water (the article's first offscreen page: its size is the pool's), and the
 * render page drawn every frame (the second). */
SDL_Surface *demo_picture(const struct demo *d);
SDL_Surface *demo_page(const struct demo *d);

/* Counts the pictures loaded, for views that keep a copy of the picture. */
unsigned demo_picture_gen(const struct demo *d);

/* The page was written behind the demo's back (the benchmark's reference run): the next frame
 * renders it whatever the water. */
void demo_page_written(struct demo *d);

/* Frames made so far; the next frame is number demo_frames. */
long demo_frames(const struct demo *d);

/* Whether the water stands still between frames made by hand (demo_frame while paused). */
int demo_paused(const struct demo *d);
void demo_pause(struct demo *d, int on);

/* The kernel (RIPPLE_KERNEL_*): --kernel's, or the fastest measured here. */
int demo_kernel(const struct demo *d);

/* The scene shown (SCENE_*). */
int demo_scene_shown(const struct demo *d);

/* Frames leave the page as it is while the scene has heights (an OpenGL view draws them itself):
 * on or off. */
void demo_skip_render(struct demo *d, int on);

/* Replaces the picture, which the user opened to see (a view that hides it gives way: the scenes'
 * show_picture). In a lesson (a scenario laid out) it is fit whole into the pool as it is, keeping
 * its shape, the pool, its scenario and its water kept. Else it is shown whole in the pool keeping
 * its shape (stretched to it when it has the pool's shape), the water kept; but one larger than the
 * demo's within_w x within_h (when they are not 0) is fit whole into a pool that size, the water
 * made anew when the pool was another size. Returns 0, or -1 with the reason in err and the old
 * picture kept. */
int demo_set_picture(struct demo *d, const char *path, char *err, size_t errlen);

/* What a scene changed of its own accord since last asked (a view given way for a scenario or a
 * picture), a few words for the title, into buf. Returns 1, or 0 with buf "" when nothing. */
int demo_note(struct demo *d, char *buf, size_t len);

/* Loads the picture again at w x h (0 x 0: its own size, or fit within within_w x within_h when
 * larger; a picture given, --image or opened, shown whole keeping its shape, the painted pool's
 * tiles stretched) and makes the scenes' water anew at that size with their settings. Returns 0,
 * or -1 with the reason in err and the demo as it was. */
int demo_resize(struct demo *d, int w, int h, char *err, size_t errlen);

/* One frame of the scene shown: this frame's scheduled events, the steps, the render (the article's
 * order; no render with skip_render while the scene has heights); while paused, a frame made by
 * hand, which moves the water at least a step at any speed. Returns 1 when the frame shows
 * something new, 0 when the water stood still on a page that showed it already. */
int demo_frame(struct demo *d);

/* Renders the water into the page between locks of both pages (the article's Lock / Unlock). */
void demo_render(struct demo *d);

/* The page a copy of the picture again, then rendered: nothing of another view or scene is left
 * in the rows and pixels a render does not draw (the article's leaves the first and last rows). */
void demo_redraw(struct demo *d);

/* Whether frames leave the page behind (skip_render, and the scene shown has heights). */
int demo_skips_render(const struct demo *d);

/* The state of scene `scene` (SCENE_*), for what asks that scene itself (the graphs, the benchmark);
 * NULL when the picture does not suit it. */
void *demo_scene(const struct demo *d, int scene);

/* A row of the menus that is scene `scene`'s own: its command `what` with value `arg`, the pointer
 * at picture pixel (x, y), its word for the user into note (scene.h's command hook); nothing, and
 * note "", when the picture does not suit it. */
void demo_command(struct demo *d, int scene, int what, int arg, int x, int y, char note[FONT_LINE]);

/* Whether that row shows a check mark: 0 when the scene's rows have none or the picture does not suit it. */
int demo_checked(const struct demo *d, int scene, int what, int arg);

/* Shows scene `scene` (SCENE_*) and renders the page anew. Returns RIPPLE_OK, or RIPPLE_EINVAL
 * (the scene unchanged) for a scene the picture does not suit (the side view under 16x16). */
int demo_set_scene(struct demo *d, int scene);

/* The mouse on the scene shown, at picture pixels: a button pressed at (x, y), and dragged from
 * (x0, y0) to (x1, y1). Return 1 when the page must be drawn again to show it: the scene says so
 * (see scene.h), or the water is paused and no frame will draw it. */
int demo_press(struct demo *d, int button, int x, int y, int shift);
int demo_drag(struct demo *d, int button, int x0, int y0, int x1, int y1);

/* Still water in the scene shown, and the page drawn anew. */
void demo_clear(struct demo *d);

/* The scene shown, in words: what differs from the article (the title), its overlay lines (at
 * most DEMO_OVERLAY_LINES: the scene's, with a scenario its lesson first and its waves'
 * wavelength and speed after it, the scheme's and the ones the graphs measure), and the inspector's lines for
 * picture pixel (x, y) (at most 4, 0 for none). */
#define DEMO_OVERLAY_LINES (SCENE_OVERLAY_LINES + 2)
void demo_describe(const struct demo *d, char *buf, size_t len);
int demo_overlay(const struct demo *d, char lines[][FONT_LINE]);
int demo_inspect(const struct demo *d, int x, int y, char lines[][FONT_LINE]);

/* What a frame of the scene shown computes: the cells of its grid (w x h: the pool's, a mesh's
 * nodes) and its steps a frame in half steps (scene_heights' halves). Returns 0, or -1 when the
 * scene has no such grid (the side view). */
int demo_cells(const struct demo *d, int *w, int *h, int *halves);

/* Whether the water of the scene shown stands still: its step is then skipped, nothing computed. */
int demo_still(const struct demo *d);

/* The heights of the scene shown. Returns 0, or -1 when it has none (the side view). */
int demo_heights(const struct demo *d, struct scene_heights *h);

/* The graphs measure the frame made last (its heights, the scenario laid out, its number); nothing
 * while no graph is on. */
void demo_measure(const struct demo *d);

/* The graphs, made the first time one is asked for with o's --graph-below for the profile's
 * strip (NULL when out of memory). */
struct graphs *demo_graphs_made(struct demo *d, const struct options *o);

/* The graphs; NULL while none was asked for. */
struct graphs *demo_graphs(const struct demo *d);

/* What the window shows and --save-frame saves: the page, or with a graph on the sheet of graphs.h
 * with the page in it (NULL with SDL's error). */
SDL_Surface *demo_shown(struct demo *d);

/* Saves the rendered page as a BMP (rendered first when frames skip it; with a graph on, the sheet), or the article's wave
 * buffer (the first scene's with heights) as w*h little-endian int16. Return 0, or -1 with the
 * reason in err. */
int demo_save_frame(struct demo *d, const char *path, char *err, size_t errlen);
int demo_save_heights(const struct demo *d, const char *path, char *err, size_t errlen);

/* Saves what --save-frame and --save-heights ask for, reporting failures on stderr.
 * Returns the exit status: RIPPLE_EXIT_DONE, or RIPPLE_EXIT_FAILED when a file could not be written. */
int demo_save_outputs(struct demo *d, const struct options *o);

#endif
