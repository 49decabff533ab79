/* bench.h - the --bench harness: the article's code against this program's, in one process. */
#ifndef RIPPLE_BENCH_H
#define RIPPLE_BENCH_H

#include "options.h"

#include <stdio.h>

/* Times both at o's --size (default 320x240) and --bpp (default 32), fewer frames with --quick,
 * checks they agree to the bit, and prints the table to out, with the meshes of 1, 2 and 4
 * pixels. Returns the exit status: 0, or 1 when they disagree or cannot run. */
int bench_run(FILE *out, const struct options *o);

#endif
