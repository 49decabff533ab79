/* version.h - the program's version, for the C code and for the Win32 VERSIONINFO resource. */
#ifndef RIPPLE_VERSION_H
#define RIPPLE_VERSION_H

#define RIPPLE_VERSION_MAJOR 0
#define RIPPLE_VERSION_MINOR 2
#define RIPPLE_VERSION_PATCH 0
#define RIPPLE_VERSION "0.2.0"

#endif
