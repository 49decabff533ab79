/* bench.h - the --bench harness: the article's code against this program's, and the classroom modes against their plain C, in one process. */
#ifndef RIPPLE_BENCH_H
#define RIPPLE_BENCH_H

#include "engine/options.h"

#include <stdio.h>

/* Times the reference and every kernel this CPU runs, on one thread and on all cores (or
 * --threads), at o's --size (default 320x240, 1920x1080 and 3840x2160) and --bpp (default 8, 16,
 * 24 and 32), fewer frames with --quick; checks each agrees with the reference to the bit, and
 * prints a table for each to out, with the meshes of 2 and 4 pixels. With --modes, one table
 * instead (default 1920x1080, 32 bpp): a row for each classroom mode, printed as it is done, run
 * as the command line sets it with the fastest kernel on all cores (or --threads) and again with
 * the article's loops on one thread, timed, and the two compared to the bit. Returns the exit
 * status: 0, or 1 when a path or mode disagrees or cannot run. */
int bench_run(FILE *out, const struct options *o);

#endif
