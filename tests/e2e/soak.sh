#!/usr/bin/env bash
# soak.sh - a long headless run under UBSan (rain and heavy stones, bounded memory), and the article's overflow against the reference.
set -u
cd "$(dirname "$0")/../.." || exit 1
. tests/e2e/lib.sh
frames=${1:-1000000}
bin=build/ubsan/ripple
cap_kb=65536 # the memory a 320x240 pool may use, however long it runs

# stones WEIGHT EVERY: six stones of radius 40 at once, every EVERY frames of the run
stones() {
	local f
	for ((f = 0; f < frames; f += $2)); do
		for at in 60,60 160,120 260,180 60,180 260,60 160,200; do printf -- '--drop\n%s,40,%s@%s\n' "$at" "$1" "$f"; done
	done
}
mapfile -t heavy < <(stones 128 5000)

# the soak: rain at its heaviest (40 stones a frame) and the heavy stones, UBSan aborting at the first report
/usr/bin/time -f '%M %e' -o "$T/time" "$bin" --headless --size 320x240 --frames "$frames" --rain 1000 "${heavy[@]}" \
	--save-frame "$T/soak.bmp" --save-heights "$T/soak.h" >"$T/out" 2>"$T/err"
st=$?
read -r rss secs <"$T/time"
check "soak: $frames frames with rain and heavy stones under UBSan: status 0, nothing on stderr ($(head -c 300 "$T/err"))" \
	test $st = 0 -a ! -s "$T/err"
check "soak: the run took $secs s and at most $rss KB of memory (cap $cap_kb KB)" test "$rss" -le $cap_kb
/usr/bin/time -f '%M' -o "$T/time1" "$bin" --headless --size 320x240 --frames 100 --rain 1000 >/dev/null 2>&1
check "soak: memory does not grow with the run ($(cat "$T/time1") KB after 100 frames, $rss KB after $frames)" \
	test "$rss" -le $(($(cat "$T/time1") + 2048))
check "soak: the heights file holds 320x240 int16" test "$(stat -c %s "$T/soak.h")" = 153600
check "soak: the last frame is a 320x240 picture" sh -c "identify -format '%wx%h' $T/soak.bmp | grep -qx 320x240"

# overflow: stones of 32767 make sums beyond a short; the program and the article's code wrap alike
n=$((frames / 10 < 100000 ? frames / 10 : 100000))
mapfile -t over < <(frames=$n stones 32767 997)
mapfile -t over_ref < <(printf '%s\n' "${over[@]}" | grep -v -e '^--drop$')
"$bin" --headless --size 320x240 --frames "$n" "${over[@]}" --save-heights "$T/over.h" >/dev/null 2>"$T/err"
st=$?
build/refrun bmp/pool.bmp 320x240 32 "$n" "$T/ref.h" "$T/ref.bmp" "${over_ref[@]}"
check "overflow: $n frames of stones of weight 32767 under UBSan: status 0, nothing on stderr ($(head -c 300 "$T/err"))" \
	test $st = 0 -a ! -s "$T/err"
check "overflow: the heights wrap as the article's code makes them, bit for bit" cmp -s "$T/over.h" "$T/ref.h"
check "overflow: the heights did reach the ends of a short" \
	sh -c "od -An -v -td2 $T/over.h | tr -s ' ' '\n' | awk '\$1 > 30000 || \$1 < -30000 { n++ } END { exit !(n > 0) }'"
finish soak
