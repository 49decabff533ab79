/* frame.h - a frame of the water as the graphs measure it: what the graphs' front hands each graph once a frame. */
#ifndef GRAPH_FRAME_H
#define GRAPH_FRAME_H

#include "scenes/scene.h"

/* The heights of the frame (the water, its mesh, its scenario, the water's half steps a frame), what
 * the front makes of them, and whether what was measured so far starts again. */
struct graph_frame {
	const struct scene_heights *h;
	int steps;   /* the scenario's period in steps, 0 without a scenario */
	int cycle;   /* the period the readings' windows span, in steps: the scenario's, else the lesson's */
	int fresh;   /* a frame not measured before (0: measured again, a line drawn while paused) */
	int restart; /* what the graphs measure on changed: another scenario, laid out anew, another pool,
		      * stencil or damping; everything measured starts again */
};

#endif
