#!/usr/bin/env bash
# paths.sh - measures the source files a click and a frame pass through, in the article's pool and in the lesson with graphs, and fails when they pass more than docs/architecture.md's limits.
# Usage: tests/lint/paths.sh [PATHS]
#   PATHS: the null shell (nullmain.c) linked with tests/tools/paths.c's recorder and the sources built to
#   report each function entered, build/trace/paths by default (make build/trace/paths; make check builds it).
# For each run it feeds the null shell its events on stdin, as a shell's loop passes them: 8 frames, a press
# on the water and its release, 12 frames. The recorder prints the click's path and the last 4 frames' (each
# call from a file into another, in order) and their limits: a click at most 5 files, none entered twice; the
# article's frame at most 10 files; a lesson's frame measuring its graphs through the front and each graph once.
set -u
cd "$(dirname "$0")/../.." || exit 1
paths=${1:-build/trace/paths}
[ -x "$paths" ] || { echo "paths: no $paths (make build/trace/paths)"; exit 1; }
tmp=$(mktemp) || exit 1
trap 'rm -f "$tmp"' EXIT

# Each function's address and file, named from the tree's folder as the compiler was given it.
nm -l --defined-only "$paths" | sed "s|	$PWD/|	|" >"$tmp" || exit 1
# At zoom 2, as a window on a desktop shows the pool (the water copied into it by the bands' cores). The click:
# the water is at the frame's top left, 640x480 in both runs; three quarters across and a third down, clear of
# a lesson's barrier and the profile's line.
events='tick 8
press 480 160
release
tick 12'
fail=0
for lesson in "" 1; do
	options="--scale 2${lesson:+ --scenario double-slit --graph 20,200,300,200 --intensity}"
	echo "ripple $options, the null shell: the software display, no window"
	# shellcheck disable=SC2086 # the options are words
	PATHS_NM=$tmp PATHS_LESSON=$lesson "$paths" $options <<<"$events" || fail=1
	echo
done
[ $fail = 0 ] && echo "paths: a click and a frame within their limits" || echo "paths: FAIL (above)"
exit $fail
