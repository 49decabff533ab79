#!/bin/sh
# lessons.sh - writes scenes/lessons_builtin.c from lessons/*.lesson: each file's text as a C string, built into every program.
#
#   scripts/lessons.sh lessons/*.lesson > scenes/lessons_builtin.c   (make does it when a lesson changes)
set -eu
echo '/* lessons_builtin.c - the lessons built into every program: lessons/NAME.lesson as C strings, written by scripts/lessons.sh (do not edit). */'
echo '#include "scenes/lesson.h"'
echo
echo 'const struct lesson_text lesson_texts[] = {'
for f in "$@"; do
	name=$(basename "$f" .lesson)
	echo "	{ \"$name\","
	sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/^/		"/' -e 's/$/\\n"/' "$f"
	echo '	},'
done
echo '	{ NULL, NULL },'
echo '};'
