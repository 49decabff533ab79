/* resource.h - ids of the Win32 resources and of the commands, shared by ripple.rc, winmain.c and commands.c. */
#ifndef RIPPLE_RESOURCE_H
#define RIPPLE_RESOURCE_H

#define IDI_RIPPLE 1   /* the icon */
#define IDR_MENU 2     /* the menu bar */
#define IDR_ACCEL 3    /* the accelerator table */

/* Commands: menu items, accelerators and SDL keys (see commands.c). */
#define IDM_OPEN 100
#define IDM_SAVE_FRAME 101
#define IDM_EXIT 102
#define IDM_PAUSE 200
#define IDM_STEP 201
#define IDM_CLEAR 202
#define IDM_RAIN 203
#define IDM_SPEED_SLOW 210
#define IDM_SPEED_ORIGINAL 211
#define IDM_SPEED_MAX 212
#define IDM_RADIUS_2 300
#define IDM_RADIUS_3 301
#define IDM_RADIUS_5 302
#define IDM_RADIUS_8 303
#define IDM_WEIGHT_32 320
#define IDM_WEIGHT_64 321
#define IDM_WEIGHT_128 322
#define IDM_SOFT 330
#define IDM_ZOOM_1 400
#define IDM_ZOOM_2 401
#define IDM_ZOOM_3 402
#define IDM_SHOW_FPS 403
#define IDM_VIEW_REFRACTION 410
#define IDM_VIEW_LIGHT 411
#define IDM_VIEW_BOTH 412
#define IDM_VIEW_HEIGHTS 413
#define IDM_VIEW_NEXT 414
#define IDM_OVERLAY 415
#define IDM_INSPECTOR 416
#define IDM_ABOUT 500
#define IDM_STENCIL_12 600
#define IDM_DAMP_ARTICLE 610
#define IDM_DAMP_STRONG 611
#define IDM_DAMP_WEAK 612
#define IDM_DAMP_OFF 613
#define IDM_DAMP_NEXT 614
#define IDM_EDGE_CLASSIC 620
#define IDM_EDGE_REFLECT 621
#define IDM_EDGE_ABSORB 622
#define IDM_EDGE_NEXT 623
#define IDM_CLEAR_WALLS 630
#define IDM_SCENARIO_NONE 640
#define IDM_SCENARIO_ROCK 641
#define IDM_SCENARIO_SLIT 642
#define IDM_SCENARIO_DOUBLE 643
#define IDM_SCENARIO_NEXT 644
#define IDM_WAVES_LONGER 645
#define IDM_WAVES_SHORTER 646
#define IDM_MESH_1 650
#define IDM_MESH_2 651
#define IDM_MESH_4 652
#define IDM_MESH_NEXT 653
#define IDM_SCENE_RIPPLE 700
#define IDM_SCENE_SIDE 701
#define IDM_SCENE_NEXT 702
#define IDM_TENSION_UP 710
#define IDM_TENSION_DOWN 711
#define IDM_DAMPENING_UP 712
#define IDM_DAMPENING_DOWN 713
#define IDM_SPREAD_UP 714
#define IDM_SPREAD_DOWN 715
#define IDM_PASSES_NEXT 716
#define IDM_SIDE_ARTICLE 717
#define IDM_ROCK 720
#define IDM_GL 800
#define IDM_GL_FLAT 801
#define IDM_GL_REFRACTION 802
#define IDM_GL_SURFACE 803
#define IDM_GL_NEXT 804
#define IDM_GL_CAMERA 805

#endif
