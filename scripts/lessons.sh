#!/bin/sh
# lessons.sh - writes scenes/lessons_builtin.c from lessons/*.lesson: each file's text as a C string, built into every program.
#
#   scripts/lessons.sh lessons/*.lesson > scenes/lessons_builtin.c   (make does it when a lesson changes)
set -eu
echo '/* lessons_builtin.c - the lessons built into every program: lessons/NAME.lesson as C strings, written by scripts/lessons.sh (do not edit). */'
echo '#include "scenes/lesson.h"'
echo
echo '#include <string.h>'
echo
echo 'static const struct { const char *name, *text; } builtin[] = {'
for f in "$@"; do
	name=$(basename "$f" .lesson)
	echo "	{ \"$name\","
	sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/^/		"/' -e 's/$/\\n"/' "$f"
	echo '	},'
done
echo '};'
cat <<'END'

const char *lesson_builtin(const char *name, size_t *len)
{
	for (size_t i = 0; i < sizeof builtin / sizeof builtin[0]; i++)
		if (!strcmp(name, builtin[i].name)) {
			*len = strlen(builtin[i].text);
			return builtin[i].text;
		}
	return NULL;
}

const char *lesson_builtin_name(int i)
{
	return i >= 0 && i < (int)(sizeof builtin / sizeof builtin[0]) ? builtin[i].name : NULL;
}
END
