/* cmdline.h - reads the command line into the options (engine/options.h), checked once; the --help text. */
#ifndef CMDLINE_H
#define CMDLINE_H

#include "engine/options.h"

#include <stddef.h>

/* Parses argv into o (which it first resets), after capping the kernels at the environment's
 * RIPPLE_CPU (ripple_set_cpu_cap). Returns 0, or -1 with a one-line reason in err. Call
 * options_free afterwards in both cases. */
int options_parse(struct options *o, int argc, char **argv, char *err, size_t errlen);

/* A page's address as the command line: each parameter one argument, "--name" or "--name=value"
 * (never a value of its own after it), but lesson=, which is the lesson's text (options_write's
 * form), read into o->water.lesson with o->lesson_file left NULL. A parameter refused (unknown, a bad value, or one that makes
 * no sense with the others) is left out, its default kept, and said in the address's words with
 * what the page does instead ("scale=0: expected a zoom of 1..8; the page uses the largest that
 * fits"), a line each into said (len bytes, "" when none). Returns 0, or -1 out of memory (o then
 * the defaults). Call options_free afterwards. */
int options_parse_address(struct options *o, int argc, char **argv, char *said, size_t len);

/* Frees what options_parse allocated; safe to call twice. */
void options_free(struct options *o);

/* Writes the options of o that differ from the defaults, for a link to the lesson: the settings
 * (the picture, the pool's size, the zoom, the frame rate, the scene, the water's variants, the
 * lesson and its knobs, the graphs), not the run's frames, --drop and --splash schedules,
 * outputs, recording, benchmark, threads or kernel. OPTIONS_COMMAND: "--scenario double-slit
 * --view heights", a value that a shell would read otherwise in double quotes, for "ripple " to
 * come before; OPTIONS_ADDRESS: "scenario=double-slit&view=heights", percent-encoded, for a page's
 * address, without the files and --fullscreen (a page sees none of the computer's files and starts
 * full screen only at a click). A lesson of one's own (water.scenario SCENARIO_LESSON, its
 * water.lesson) is "--lesson FILE" (lesson_file) in a command line, and in an address its text,
 * compacted: "lesson=%23gap;pool+320+240;line-source+left;..." (its lines joined by ';', a first
 * #NAME, no comments, a space '+'; options_parse_address reads it back); a command line with no
 * file for it names the built-in lesson of its name (its changes left out), else none.
 * options_parse gives those settings back from them. Returns the length, or -1 when they do not
 * fit into len bytes (cut there). */
enum { OPTIONS_COMMAND, OPTIONS_ADDRESS };
int options_write(const struct options *o, int style, char *buf, size_t len);

/* The --help text. */
extern const char options_usage[];

#endif
