#!/usr/bin/env bash
# lesson-bench.sh - the lesson's long-run table: every scenario (and the pool with rain) at each size, its grid noise, wavelength and fringes through a class hour's worth of frames, as markdown.
#
#   scripts/lesson-bench.sh [FRAMES] [WxH ...]
#
# FRAMES (default 30000, 20 minutes at 25 fps) frames of each scenario at each size (default
# 320x240 1280x720 1920x1080 3840x2160), run headless by ./ripple with the intensity screen and the
# profile along the scenario's probe (--graph probe), the readings taken every second (25 frames)
# and the heights every 1500 frames (--every 25,1500). build/gridnoise measures the heights' grid
# noise behind the slits (the share of the energy in waves shorter than 4 cells:
# tests/tools/gridnoise.c). The table gives frames 1500, 6000, 15000 and 30000 (those up to
# FRAMES); the line under each pool, from frame 1500 on: the largest grid noise (every 1500 frames),
# how far the figure a teacher reads strayed from the theory and how much it moved from one second
# to the next. The pool with rain (--rain 60) is the article's own, damped.
# Not a timed test: about two hours on two cores at the default sizes (3840x2160 alone, 15 to 25
# minutes a scenario). Build first: make ripple build/gridnoise.
set -eu
cd "$(dirname "$0")/.."

frames=${1:-30000}
shift || true
sizes=${*:-320x240 1280x720 1920x1080 3840x2160}
every=25,1500
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

for tool in ./ripple build/gridnoise; do
	[ -x "$tool" ] || { echo "lesson-bench: $tool is missing: make ripple build/gridnoise" >&2; exit 2; }
done

# The readings at each --every frame of a run's output, one line each:
# frame wavelength scheme fringes theory ("-" where the run gives none).
readings() {
	awk '
	function flush() { if (f) print f, (lam ? lam : "-"), (sch ? sch : "-"), (fr ? fr : "-"), (th ? th : "-") }
	/^frame [0-9]+:$/ { flush(); f = $2 + 0; lam = sch = fr = th = "" ; next }
	/^graph: wavelength/ { lam = $3; sch = $6; gsub(/[),]/, "", sch) }
	/^intensity:.*fringe spacing [0-9]/ { for (i = 1; i <= NF; i++) { if ($i == "spacing") fr = $(i + 1); if ($i == "theory") th = $(i + 1) } sub(/,/, "", th) }
	END { flush() }'
}

# One run: the table's rows and the line of its extremes, from its readings and heights.
table() { # table NAME WxH
	local name=$1 size=$2 w=${2%x*} h=${2#*x} f file row
	while read -r f lam sch fr th; do
		file=$tmp/h-$(printf %06d "$f").h16
		noise=-
		[ -f "$file" ] && noise=$(build/gridnoise "$w" "$h" "$file" | sed 's/.*grid noise \([0-9.]*\)%.*/\1/')
		echo "$f $lam $sch $fr $th $noise"
	done <"$tmp/readings" >"$tmp/rows"
	for f in 1500 6000 15000 30000; do
		row=$(awk -v f="$f" '$1 == f' "$tmp/rows")
		[ -n "$row" ] || continue
		echo "$row" | awk -v n="$name" -v s="$size" '{
			lam = $2 == "-" ? "no clear wave" : sprintf("%s (%s)", $2, $3)
			fr = n !~ /double|sources/ ? "" : $4 == "-" ? "settling" : sprintf("%s (%s)", $4, $5)
			printf "| %s | %s | %d | %.2f%% | %s | %s |\n", n, s, $1, $6, lam, fr }'
	done
	awk -v n="$name" '
	$1 < 1500 { next }
	!first { first = $1 }
	{ end = $1 }
	$6 != "-" && $6 > noise { noise = $6 }
	n ~ /double|sources/ && $4 == "-" { missing++; last = 0 }
	n ~ /double|sources/ && $4 != "-" { d = ($4 - $5) / $5; if (d < 0) d = -d; if (d > off) off = d
		if (last) { m = ($4 - last) / last; if (m < 0) m = -m; if (m > move) move = m } last = $4; got++ }
	END { printf "| | | %d to %d | at most %.2f%% |", first, end, noise
		if (got) printf " | %d readings a second apart: at most %.1f%% from the theory, moving at most %.1f%%%s |\n", got, 100 * off, 100 * move, missing ? sprintf("; %d seconds without one", missing) : ""
		else printf " | |\n" }' "$tmp/rows"
}

echo "Measured $(date -u '+%Y-%m-%d %H:%M UTC') on $(nproc) cores ($(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //')),"
echo "\`scripts/lesson-bench.sh $frames $sizes\`:"
echo
echo "| scenario | pool | frame | grid noise | wavelength, cells (scheme) | fringes, cells (theory) |"
echo "|---|---|---|---|---|---|"
for size in $sizes; do
	for scenario in rock slit double-slit two-sources rain; do
		args="--scenario $scenario --intensity --graph probe"
		[ "$scenario" = rain ] && args="--rain 60"
		rm -f "$tmp"/h-*.h16
		# shellcheck disable=SC2086
		./ripple --headless --size "$size" --frames "$frames" --every "$every" $args --save-heights "$tmp/h.h16" \
			>"$tmp/out" 2>&1 || { echo "lesson-bench: $scenario at $size failed:" >&2; cat "$tmp/out" >&2; exit 1; }
		readings <"$tmp/out" >"$tmp/readings"
		table "$scenario" "$size"
	done
done
