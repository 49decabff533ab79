/* side.h - the 2D water tutorial's scene: the water seen from the side, springs, splashes, droplets and a rock. */
#ifndef SIDE_H
#define SIDE_H

#include "scenes/scene.h"

#define RIPPLE_SPLASH_SPEED 120 /* a click's splash in the side view, pixels a frame */

/* What its rows of the menus do (scene.h's command hook), none with a check mark: tension,
 * dampening (0..1000) and spread (0..500) in thousandths made more or less by the row's value (out
 * of range they stay as they are); the spreading passes a frame, the next of 8 (the tutorial's),
 * 16, 32, 1, 2, 4; the tutorial's values again; the rock dropped at the pointer's column, or in
 * the middle when the pointer is outside the picture. */
enum { SIDE_TENSION, SIDE_DAMPENING, SIDE_SPREAD, SIDE_PASSES, SIDE_ARTICLE, SIDE_ROCK };

#endif
