/* side.h - the 2D water tutorial's scene: the water seen from the side, springs, splashes, droplets and a rock. */
#ifndef SIDE_H
#define SIDE_H

#include "scenes/scene.h"

struct side;

#define RIPPLE_SPLASH_SPEED 120 /* a click's splash in the side view, pixels a frame */

/* What the menus and keys change: tension, dampening (0..1000) and spread (0..500) in thousandths,
 * and the spreading passes a frame (0..SPLASH_MAX_PASSES). */
enum { SIDE_TENSION, SIDE_DAMPENING, SIDE_SPREAD, SIDE_PASSES };

/* A setting's value now. */
int side_get(const struct side *s, int setting);

/* Sets a setting. Returns RIPPLE_OK, or RIPPLE_EINVAL (changing nothing) for a value out of range. */
int side_set(struct side *s, int setting, int value);

/* The tutorial's own values again. */
void side_article(struct side *s);

/* The rock dropped at picture column x, or in the middle when x is outside the picture.
 * Returns the core's result. */
int side_rock(struct side *s, int x);

#endif
