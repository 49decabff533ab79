/* bench.h - the --bench harness: the article's code against this program's, in one process. */
#ifndef RIPPLE_BENCH_H
#define RIPPLE_BENCH_H

#include <stdio.h>

/* Times both at 320x240, 32 bpp, checks they agree to the bit, and prints the table to out.
 * Returns the exit status: 0, or 1 when they disagree or cannot run. */
int bench_run(FILE *out);

#endif
