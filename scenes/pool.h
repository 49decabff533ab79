/* pool.h - the article's scene: the pool seen from above, with its stones, rain, sources, walls, views and mesh. */
#ifndef POOL_H
#define POOL_H

#include "files/bands.h"
#include "scenes/scenario.h"
#include "scenes/scene.h"

#include <stddef.h>

#define RIPPLE_STONE_RADIUS 3   /* a click's or a --drop's default stone radius, in cells */
#define RIPPLE_STONE_WEIGHT 128 /* ... and weight; the article finds 32..128 work well */
#define RIPPLE_MAX_RAIN 1000    /* stones per second */
#define RIPPLE_RAIN 10          /* the rain the R key turns on, stones per second */

struct pool;

/* What the menus and keys change, each an int: the stone's radius (cells of a 320x240 pool: the
 * pool drops it the lesson's scale times larger) and weight, soft stones (0/1), the rain (stones a
 * second, 0 = none), the stencil (4/12), the damping (the shift, 0 = none), the edges
 * (RIPPLE_EDGE_*), the view (RIPPLE_VIEW_*), the scenario (SCENARIO_*), the mesh (1, 2, 4), the
 * speed (in halves: 1, 2, 4, 8; the steps a frame are the lesson's scale times the speed). Then
 * the pool's other commands: every wall removed, the scenario's waves a quarter longer (value 1)
 * or a fifth shorter (0) within SCENARIO_MIN_PERIOD..SCENARIO_MAX_PERIOD frames, the speed doubled
 * (1) or halved (0) within 1/2..4, and the scenario's knobs turned a notch up (1) or down (-1): the slits' width, their (or the two
 * sources') distance apart, the screen's distance (scenario_turn), the angle of incidence of a
 * mirror's wall or of a shallow water's edge (scenario_turn_angle), the shallow water's S
 * (scenario_turn_shallow). */
enum { POOL_RADIUS, POOL_WEIGHT, POOL_SOFT, POOL_RAIN, POOL_STENCIL, POOL_DAMPING, POOL_EDGE, POOL_VIEW,
       POOL_SCENARIO, POOL_MESH, POOL_SPEED, POOL_CLEAR_WALLS, POOL_WAVES, POOL_FASTER,
       POOL_SLIT_WIDTH, POOL_SLIT_GAP, POOL_SCREEN, POOL_ANGLE, POOL_SHALLOW };

#define POOL_SLOWEST 1 /* the speeds, in halves: half a normal frame's steps */
#define POOL_NORMAL 2
#define POOL_FASTEST 8 /* four times */

/* Whether v halves is one of the pool's speeds: a power of two from POOL_SLOWEST to POOL_FASTEST. */
int pool_speed_ok(int v);

/* The pool's rows of the menus (scene.h's command hook) set a setting to the row's value, or with
 * this value to the next in the menus' cycle: a toggle's other value (soft stones, the rain, 12
 * neighbours: their rows checked while on); the scenario none, the built-in lessons in order, the
 * lesson read from a file when one was (--lesson, pool_set_lesson: SCENARIO_LESSON, the one read
 * last), none again; the damping 1/32 (the article's), 1/64 ... 1/256, none,
 * 1/2 ... 1/16; the mesh 1, 2, 4; the rest in order. */
#define POOL_NEXT (-1)

/* A setting's value now (POOL_RADIUS .. POOL_SPEED); 0 for any other. */
int pool_get(const struct pool *p, int setting);

/* Sets a setting; the water keeps moving (a new mesh or scenario starts it still). The value is
 * one the menus offer. Returns RIPPLE_OK, or the core's error with the setting unchanged. */
int pool_set(struct pool *p, int setting, int value);

/* The current stone dropped at picture pixel (x, y), its radius times the lesson's scale. Returns
 * the core's result. */
int pool_drop(struct pool *p, int x, int y);

/* The article's pool in the core, for the benchmark to start it from a state and compare it. */
struct ripple *pool_ripple(struct pool *p);

/* The step's and render's loops (RIPPLE_KERNEL_*) and the threads they run on (NULL: one), for
 * the benchmark; the pool keeps its own threads and stops them when it closes. */
void pool_use(struct pool *p, int kernel, struct bands *bands);

/* Lays out lesson l (a file's, SCENARIO_LESSON) on the pool as --lesson lays it out, the pool
 * keeping a copy of its own: its period (else the sources' as they are), its view, speed and
 * stencil where it sets them, its edges and damping, the knobs the lesson's own; the water starts
 * still, the pool's size kept. Returns RIPPLE_OK, or RIPPLE_EINVAL (its period beyond what the
 * pool's scale allows, a pool under 64x48) or RIPPLE_ENOMEM with the lesson laid out before kept. */
int pool_set_lesson(struct pool *p, const struct lesson *l);

/* The name of the lesson read from a file (--lesson's, or the last pool_set_lesson's), X's step
 * after the built-in lessons; NULL when none was. */
const char *pool_lesson_read(const struct pool *p);

/* Adds the walls of a picture: its black pixels (scaled to the pool) become walls, beside any
 * there are (a scenario's). Returns 0, or -1 with the reason in err. */
int pool_load_walls(struct pool *p, const char *path, char *err, size_t errlen);

#endif
