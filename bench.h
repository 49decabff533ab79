/* bench.h - the --bench harness: the article's code against this program's, in one process. */
#ifndef RIPPLE_BENCH_H
#define RIPPLE_BENCH_H

#include "options.h"

#include <stdio.h>

/* Times the reference and every kernel this CPU runs, on one thread and on all cores (or
 * --threads), at o's --size (default 320x240, 1920x1080 and 3840x2160) and --bpp (default 8, 16,
 * 24 and 32), fewer frames with --quick; checks each agrees with the reference to the bit, and
 * prints a table for each to out, with the meshes of 2 and 4 pixels. Returns the exit status: 0,
 * or 1 when a path disagrees or cannot run. */
int bench_run(FILE *out, const struct options *o);

#endif
