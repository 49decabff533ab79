/* cmdline.h - reads the command line into the options (engine/options.h), checked once; the --help text. */
#ifndef CMDLINE_H
#define CMDLINE_H

#include "engine/options.h"

#include <stddef.h>

/* Parses argv into o (which it first resets), after capping the kernels at the environment's
 * RIPPLE_CPU (ripple_set_cpu_cap). Returns 0, or -1 with a one-line reason in err. Call
 * options_free afterwards in both cases. */
int options_parse(struct options *o, int argc, char **argv, char *err, size_t errlen);

/* Frees what options_parse allocated; safe to call twice. */
void options_free(struct options *o);

/* The --help text. */
extern const char options_usage[];

#endif
