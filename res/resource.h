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
#define IDM_RADIUS_2 300
#define IDM_RADIUS_3 301
#define IDM_RADIUS_5 302
#define IDM_RADIUS_8 303
#define IDM_WEIGHT_32 320
#define IDM_WEIGHT_64 321
#define IDM_WEIGHT_128 322
#define IDM_ZOOM_1 400
#define IDM_ZOOM_2 401
#define IDM_ZOOM_3 402
#define IDM_SHOW_FPS 403
#define IDM_ABOUT 500

#endif
