/* batch.h - the modes that need no window: --help, --version, --bench and --headless. */
#ifndef BATCH_H
#define BATCH_H

#include "engine/options.h"

#include <stddef.h>

#define RIPPLE_HEADLESS_FRAMES 100 /* frames a --headless run makes without --frames */

/* The text --help or --version prints: options_usage, or the version line made in buf; NULL when
 * o asks for neither. */
const char *batch_text(const struct options *o, char *buf, size_t len);

/* Does what needs no window: --help, --version, --bench and --headless runs, printing to stdout
 * and errors to stderr. Returns 1 with the exit status (RIPPLE_EXIT_*, engine/options.h) in
 * *status when it did; 0 when a window is wanted, after warning on stderr of the --drop stones that
 * come after --frames. */
int batch_run(const struct options *o, int *status);

/* A shell's main from a command line, steps 1, 2 and 6 of window/shell.h's start-up: argv parsed
 * (refused: the reason on stderr, RIPPLE_EXIT_REFUSED), batch_run, else window(o) for the windowed
 * run, whose value is the exit status; the options freed. Returns the exit status. */
int batch_main(int argc, char **argv, int (*window)(const struct options *o));

#endif
