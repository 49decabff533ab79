#!/bin/sh
# readings.sh - a lesson's headless readings at the pool sizes of docs/physics.md's tables, one line each, for those tables.
#
#   scripts/readings.sh LESSON FRAMES [OPTION...]
#
# Runs ./ripple --headless --lesson LESSON --frames FRAMES OPTION... at 320x240, 1280x720, 1920x1080
# and 3840x2160 (RIPPLE_SIZES overrides the list, RIPPLE overrides ./ripple) and prints every reading
# line the run ends with (graph:, intensity:, clock: and the like: a word and a colon), after its size.
set -eu
[ $# -ge 2 ] || { echo "usage: $0 LESSON FRAMES [OPTION...]" >&2; exit 2; }
lesson=$1 frames=$2
shift 2
for size in ${RIPPLE_SIZES:-320x240 1280x720 1920x1080 3840x2160}; do
	"${RIPPLE:-./ripple}" --headless --lesson "$lesson" --size "$size" --frames "$frames" "$@" |
		grep -E '^[a-z][a-z -]*: ' | sed "s/^/$size /"
done
