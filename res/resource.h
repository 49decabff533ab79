/* resource.h - ids of the Win32 resources, shared by ripple.rc and winmain.c. */
#ifndef RIPPLE_RESOURCE_H
#define RIPPLE_RESOURCE_H

#define IDI_RIPPLE 1   /* the icon */
#define IDR_MENU 2     /* the menu bar */
#define IDR_ACCEL 3    /* the accelerator table */

/* The commands' menu and accelerator ids are their rows in window/menus.c (menu_id). */

#endif
