#!/usr/bin/env bash
# paths.sh - measures the source files a click and a frame pass through, in the article's pool and in the lesson with graphs, and fails when they pass more than docs/architecture.md's limits.
# Usage: tests/lint/paths.sh [PATHS]
#   PATHS: the harness, tests/tools/paths.c linked with the sources built to report each function entered,
#   build/trace/paths by default (make build/trace/paths; make check builds it).
# For each run it prints the click's path and the frames' (each call from a file into another, in order)
# and their limits: a click at most 5 files, none entered twice; the article's frame at most 10 files; a
# lesson's frame measuring its graphs through the front and each graph once.
set -u
cd "$(dirname "$0")/../.." || exit 1
paths=${1:-build/trace/paths}
[ -x "$paths" ] || { echo "paths: no $paths (make build/trace/paths)"; exit 1; }

# Each function's address and file, named from the tree's folder as the compiler was given it.
symbols=$(nm -l --defined-only "$paths" | sed "s|	$PWD/|	|") || exit 1
fail=0
for options in "" "--scenario double-slit --graph 20,200,300,200 --intensity"; do
	# shellcheck disable=SC2086 # the options are words
	SDL_VIDEODRIVER=dummy "$paths" $options <<<"$symbols" || fail=1
	echo
done
[ $fail = 0 ] && echo "paths: a click and a frame within their limits" || echo "paths: FAIL (above)"
exit $fail
