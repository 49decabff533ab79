/* poolbmp.h - the default picture painted by the program itself (pool tiles, grout, a lane mark, pebbles), as the bytes of a BMP file. */
#ifndef POOLBMP_H
#define POOLBMP_H

#include <stddef.h>

#define POOLBMP_WIDTH 320
#define POOLBMP_HEIGHT 240

/* The default picture as a 24-bit BMP file of POOLBMP_WIDTH x POOLBMP_HEIGHT pixels, the same bytes on every
 * machine (bmp/pool.bmp is this file). Returns a buffer of *len bytes for free(), or NULL when out
 * of memory. */
unsigned char *poolbmp_paint(size_t *len);

#endif
