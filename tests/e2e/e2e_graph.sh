#!/usr/bin/env bash
# e2e_graph.sh - the graphs end to end: headless strips and readings at every depth, the lesson through minutes, then the real window under Xvfb.
set -u
cd "$(dirname "$0")/../.." || exit 1
. tests/e2e/lib.sh
[ -n "${RIPPLE:-}" ] && eval './ripple() { "$RIPPLE" "$@"; }'

# The wavelength the article's grid gives waves of period T (its dispersion: sin(pi / T) =
# sin(pi / lambda) / sqrt(2) along the axes); lib.sh's within says whether a reading is near it.
grid_lambda() { awk -v t="$1" 'BEGIN { s = sqrt(2) * sin(3.14159265 / t); print 3.14159265 / atan2(s, sqrt(1 - s * s)) }'; }
# The number printed after WORD in line LINE of a file.
reading() { sed -n "s|.*$2 \([0-9.]*\).*|\1|p" "$1" | head -1; }
# The pixels that are not all one colour in a crop WxH+X+Y of a picture: the strip has a curve.
colours() { convert "$1" -crop "$2" +repage -unique-colors -format '%w' info:; }

# --- headless: the strip over or below the water, at every depth ----------------------------------
run=(--headless --frames 400 --scenario double-slit)
line=(--graph 30,120,150,120)
for bpp in 8 16 24 32; do
	./ripple "${run[@]}" --bpp $bpp --save-frame "$T/plain.bmp" >/dev/null
	./ripple "${run[@]}" --bpp $bpp "${line[@]}" --graph-at over --save-frame "$T/over.bmp" >"$T/out"
	check "$bpp bpp, --graph-at over: the frame keeps the pool's size (320x240)" \
		test "$(identify -format %wx%h "$T/over.bmp")" = 320x240
	check "$bpp bpp, --graph-at over: the strip (the bottom quarter) differs from the run without --graph" \
		pixels_differ "$T/over.bmp[320x60+0+180]" "$T/plain.bmp[320x60+0+180]"
	check "$bpp bpp, --graph-at over: the water above the strip is the same, but for the line's row" \
		sh -c "compare -metric AE '$T/over.bmp[320x120+0+0]' '$T/plain.bmp[320x120+0+0]' null: 2>/dev/null &&
		       compare -metric AE '$T/over.bmp[320x59+0+121]' '$T/plain.bmp[320x59+0+121]' null: 2>/dev/null"
	check "$bpp bpp, --graph-at over: the line is marked on the water" \
		pixels_differ "$T/over.bmp[121x1+30+120]" "$T/plain.bmp[121x1+30+120]"
	./ripple "${run[@]}" --bpp $bpp "${line[@]}" --save-frame "$T/below.bmp" >/dev/null
	check "$bpp bpp, below (the default): the frame grows by a quarter (320x300), the strip plotted in it" \
		test "$(identify -format %wx%h "$T/below.bmp")/$(colours "$T/below.bmp" 320x60+0+240)" = 320x300/5
	check "$bpp bpp, below: the water is the run's without --graph, but for the line's row" \
		sh -c "compare -metric AE '$T/below.bmp[320x120+0+0]' '$T/plain.bmp[320x120+0+0]' null: 2>/dev/null &&
		       compare -metric AE '$T/below.bmp[320x119+0+121]' '$T/plain.bmp[320x119+0+121]' null: 2>/dev/null"
done
./ripple "${run[@]}" "${line[@]}" --frames 403 --save-frame "$T/later.bmp" >/dev/null
check "the strip follows the travelling wave: frames 400 and 403 differ in it" \
	pixels_differ "$T/below.bmp[320x60+0+240]" "$T/later.bmp[320x60+0+240]"
./ripple "${run[@]}" --frames 800 --save-frame "$T/plain.bmp" >/dev/null
./ripple "${run[@]}" --frames 800 --intensity --save-frame "$T/screen.bmp" >/dev/null
check "--intensity: the panel beside the pool, plotted in its colours beside the water's rows, its words (white) in 54 rows of their own below them, the ground under the water (422x294)" \
	test "$(identify -format %wx%h "$T/screen.bmp")/$(colours "$T/screen.bmp" 102x240+320+0)/$(colours "$T/screen.bmp" 102x54+320+240)/$(colours "$T/screen.bmp" 320x54+0+240)" = 422x294/4/2/1
check "--intensity: the water as without it, but for the screen's column (x 293)" \
	sh -c "compare -metric AE '$T/screen.bmp[293x240+0+0]' '$T/plain.bmp[293x240+0+0]' null: 2>/dev/null &&
	       compare -metric AE '$T/screen.bmp[26x240+294+0]' '$T/plain.bmp[26x240+294+0]' null: 2>/dev/null"

# --- the readings: the scenario's wavelength and speed, the double slit's fringes --------------------
# A reading is the scheme's within 3% or "no clear wave", never another figure; the fringes, once
# settled, within 3% of the theory on this grid (docs/physics.md has the measured table).
# readings FILE SIZE PERIOD LINE: checks one run's printed readings.
readings() {
	local out=$1 size=$2 period=$3 k steps want got
	k=$(lesson_scale "$size")
	steps=$((period * k))
	want=$(grid_lambda $steps)
	if grep -q "graph: no clear wave" "$out"; then
		check "$size, period $period: no clear wave along the line, and no figure" true
		return
	fi
	got=$(reading "$out" "graph: wavelength")
	speed=$(reading "$out" "cells/step\|, ")
	check "$size, period $period: the printed wavelength ($got cells) is the scheme's ($want) within 3%" \
		within "$got" "$want" 3
	check "$size, period $period: the scheme's value is printed beside it" grep -q "(scheme " "$out"
	got=$(reading "$out" "fringe spacing")
	want=$(reading "$out" "theory")
	if [ -n "$got" ]; then
		check "$size, period $period: the settled fringe spacing ($got cells) is the theory's ($want) within 3%" \
			within "$got" "$want" 3
	fi
}
for period in 12; do
	./ripple --headless --frames 800 --scenario double-slit --period $period "${line[@]}" --intensity >"$T/out.$period"
	readings "$T/out.$period" 320x240 $period
done
check "period 12 at 320x240: a wavelength is read, the fringes settled" \
	sh -c "grep -q 'graph: wavelength' '$T/out.12' && grep -q 'fringe spacing [0-9]' '$T/out.12'"
# The periods a teacher reaches with L and K, at the article's size and at 720 rows (3 steps a
# frame, heights 2^gain of the period's steps): the scheme's figure within 3% or none, and a figure
# at every period but the grid's limit (4 frames, 2-cell waves, which stand still).
figures=0
for run in 320x240:4 320x240:5 320x240:8 320x240:20 320x240:30 320x240:50 1280x720:20 1280x720:30 1280x720:50; do
	size=${run%:*} period=${run#*:} h=${size#*x}
	./ripple --headless --size "$size" --frames 1200 --scenario slit --period "$period" \
		--graph $((h / 8)),$((h / 2)),$((h * 5 / 8)),$((h / 2)) >"$T/sweep" 2>&1
	readings "$T/sweep" "$size" "$period"
	grep -q "graph: wavelength" "$T/sweep" && figures=$((figures + 1))
done
check "the period sweep: a figure at the 8 periods over the grid's limit ($figures)" test "$figures" = 8
# Long waves on a line of three crests read, and a line too short for two whole waves, or waves not
# there yet, or not plane, say so in words with the numbers: the 320x240 double slit and single
# slit at period 59 (the longest L reaches there) on the 120-cell line, the scheme's within 3%
# (the per-frame fit read 38.6 to 47.9 there, and no figure); 1080p at period 74 (370 steps)
# on 380 cells (1.4 waves) and on 540.
for scenario in double-slit slit; do
	./ripple --headless --scenario $scenario --period 59 "${line[@]}" --frames 1500 >"$T/out" 2>&1
	got=$(reading "$T/out" "graph: wavelength")
	check "$scenario, 320x240, period 59: the 120-cell line reads ${got:-none} cells, the scheme's $(grid_lambda 59) within 3%" \
		within "${got:-0}" "$(grid_lambda 59)" 3
done
./ripple --headless --scenario double-slit --period 59 "${line[@]}" --frames 60 >"$T/out" 2>&1
check "period 59, frame 60: the waves have not reached all of the line yet, and it says so" \
	grep -q "graph: no clear wave: the waves have not reached all of the line yet" "$T/out"
./ripple --headless --scenario rock "${line[@]}" --frames 600 >"$T/out" 2>&1
check "the rock, the line through its source: the waves along it are not plane" \
	grep -q "graph: no clear wave: the waves along it are not plane (.* of about .* cells" "$T/out"
if [ -z "${RIPPLE:-}" ]; then
	./ripple --headless --size 1920x1080 --scenario double-slit --period 74 --graph 200,540,580,540 --frames 10 >"$T/out" 2>&1
	check "1920x1080, period 74, a 380-cell line: it holds 1.4 waves of about 262 cells, and asks for 530" \
		grep -q "graph: no clear wave: the line holds 1.4 waves of about 262 cells: draw it at least 530 cells long" "$T/out"
	./ripple --headless --size 1920x1080 --scenario double-slit --period 74 --graph 100,540,640,540 --frames 1500 >"$T/out" 2>&1
	got=$(reading "$T/out" "graph: wavelength")
	check "1920x1080, period 74, a 540-cell line: ${got:-none} cells, the scheme's $(grid_lambda 370) within 3%" \
		within "${got:-0}" "$(grid_lambda 370)" 3
fi
./ripple --headless --scenario double-slit --period 80 "${line[@]}" --frames 1 >"$T/out" 2>"$T/err"
check "--period 80 at 320x240 with a line: said at once, longer than the pool shows clearly (59 frames)" \
	grep -q "^ripple: waves of 80 frames, longer than this pool shows clearly (59 frames at most)$" "$T/err"
./ripple --headless --scenario double-slit --period 59 "${line[@]}" --frames 1 >"$T/out" 2>"$T/err"
check "--period 59 at 320x240: nothing said" test ! -s "$T/err"
# The lesson at the projector's sizes: the pool takes k steps a frame (k = rows / 240), the line and
# the frames scaled with it, so the readings hold as at 320x240. Not under the sanitizers: a 4K
# run is minutes there, and the plain build runs the same code.
sizes="1920x1080 3840x2160"
[ -n "${RIPPLE:-}" ] && sizes=
for size in $sizes; do
	k=$(lesson_scale "$size")
	w=${size%x*} h=${size#*x}
	./ripple --headless --size "$size" --scenario double-slit --graph $((30 * k)),$((h / 2)),$((150 * k)),$((h / 2)) \
		--intensity --frames 800 >"$T/out" 2>&1
	check "$size, period 12: a wavelength is read, as at 320x240" grep -q "graph: wavelength" "$T/out"
	readings "$T/out" "$size" 12
done
./ripple --headless --frames 10 --scenario rock --intensity >"$T/out"
check "--intensity without slits says so" grep -q "intensity: no slits in this pool" "$T/out"

# --- the lesson through minutes: clean water, a reading that stays ----------------------------------
# The 1080p double slit for 3000 frames (2 minutes at 25 fps; its grid noise was 11.9% by then when
# the step's rounding fed the checkerboard), and the two sources at 320x240 for 6000: the share of
# the energy behind the slits in waves under 4 cells (tests/tools/gridnoise.c) under 1% at the end,
# and the fringe reading, every second from frame 1500 on, within 3% of the theory and moving less
# than 2% from one second to the next. Not under the sanitizers (minutes there).
# steady OUT: the fringe readings of an --every run from frame 1500 on, checked as above.
steady() {
	awk '/^frame [0-9]+:$/ { f = $2 + 0 } f >= 1500 && /fringe spacing [0-9]/ {
		for (i = 1; i <= NF; i++) { if ($i == "spacing") r = $(i + 1); if ($i == "theory") t = $(i + 1) + 0 }
		n++; d = (r - t) / t; if (d < 0) d = -d; if (d > off) off = d
		if (last) { m = (r - last) / last; if (m < 0) m = -m; if (m > move) move = m } last = r }
	END { printf "%d readings, %.1f%% from the theory at most, moving %.1f%% at most", n, 100 * off, 100 * move
		exit !(n >= 50 && off < 0.03 && move < 0.02) }' "$1"
}
for run in double-slit:1920x1080:3000 two-sources:320x240:6000; do
	[ -n "${RIPPLE:-}" ] && break
	IFS=: read -r scenario size frames <<<"$run"
	./ripple --headless --scenario "$scenario" --size "$size" --frames "$frames" --intensity --every 25 \
		--save-heights "$T/long.h16" >"$T/long" 2>&1
	noise=$(build/gridnoise "${size%x*}" "${size#*x}" "$T/long.h16" | sed 's/.*grid noise \([0-9.]*\)%.*/\1/')
	check "$scenario, $size, frame $frames: the grid noise behind the slits under 1% ($noise%)" \
		awk -v n="$noise" 'BEGIN { exit !(n ~ /^[0-9.]+$/ && n < 1) }'
	said=$(steady "$T/long")
	check "$scenario, $size: the fringe reading steady and right every second from frame 1500 ($said)" \
		sh -c "$(declare -f steady); steady '$T/long' >/dev/null"
done

# --- the clock at a point: the period exact, v = f lambda within 3% of the scheme's -----------------------
# At the probe's first end (scaled with the pool), with the profile along the probe for lambda, after
# 1500 frames (a minute at 25 fps): "clock: period 12.00 frames (source's 12), frequency 2.08 Hz, speed f
# lambda V cells a frame (scheme W)". 1920x1080 not under the sanitizers.
clocks="double-slit:320x240:30,120 two-sources:320x240:160,28 double-slit:1280x720:90,360 two-sources:1280x720:640,84"
[ -z "${RIPPLE:-}" ] && clocks="$clocks double-slit:1920x1080:150,540"
for run in $clocks; do
	IFS=: read -r scenario size at <<<"$run"
	./ripple --headless --scenario "$scenario" --size "$size" --frames 1500 --graph probe --clock "$at" >"$T/out" 2>&1
	grep '^clock:' "$T/out" >"$T/clock"
	said=$(cat "$T/clock")
	check "$scenario, $size, clock at $at: the source's period exactly, at 25 fps in hertz ($said)" \
		grep -q "^clock: period 12.00 frames (source's 12), frequency 2.08 Hz, speed f lambda" "$T/out"
	check "$scenario, $size, clock at $at: v = f lambda within 3% of the scheme's" \
		within "$(reading "$T/clock" "speed f lambda")" "$(reading "$T/clock" "(scheme")" 3
done
./ripple --headless --scenario double-slit --frames 1500 --clock 30,120 >"$T/out" 2>&1
check "--clock without a profile: lambda the scheme's, and said so ($(grep '^clock:' "$T/out"))" \
	grep -q "^clock: period 12.00 frames.*lambda the scheme's for that period: draw a profile" "$T/out"
./ripple --headless --scenario double-slit --frames 60 --clock 30,120 >"$T/out" 2>&1
check "--clock, frame 60: no period yet, and why ($(grep '^clock:' "$T/out"))" \
	grep -q "^clock: at 30,120, no period yet: counting periods, [0-9] of 10" "$T/out"
./ripple --headless --frames 300 --clock 30,120 >"$T/out" 2>&1
check "--clock in still water: no period, and why ($(grep '^clock:' "$T/out"))" \
	grep -q "^clock: at 30,120, no period yet: still water" "$T/out"
# A lesson's `clock X Y` places the clock without --clock, scaled with the pool like its probe; it
# only reads: the heights are the same without it.
printf 'period 12\nboundary absorb\nline-source left\nprobe 30 120 150 120\nclock 30 120\n' >"$T/practical.lesson"
grep -v '^clock' "$T/practical.lesson" >"$T/bare.lesson"
for run in 320x240:30,120 640x480:60,240; do
	./ripple --headless --lesson "$T/practical.lesson" --size "${run%:*}" --frames 1500 --graph probe >"$T/out" 2>&1
	grep '^clock:' "$T/out" >"$T/clock"
	check "a lesson's clock at ${run#*:} of ${run%:*}: the source's period, in hertz, v = f lambda within 3% ($(cat "$T/clock"))" \
		sh -c "grep -q \"^clock: period 12.00 frames (source's 12), frequency 2.08 Hz, speed f lambda .*, at ${run#*:}\$\" '$T/clock' &&
		       $(declare -f within); within '$(reading "$T/clock" "speed f lambda")' '$(reading "$T/clock" "(scheme")' 3"
done
./ripple --headless --lesson "$T/practical.lesson" --frames 300 --save-heights "$T/with.h" >"$T/out" 2>&1
./ripple --headless --lesson "$T/bare.lesson" --frames 300 --save-heights "$T/without.h" >/dev/null 2>&1
check "a lesson's clock only reads: the heights are the lesson's without it" cmp -s "$T/with.h" "$T/without.h"
./ripple --headless --lesson "$T/practical.lesson" --frames 1500 --clock 200,100 >"$T/out" 2>&1
check "--clock outranks the lesson's ($(grep '^clock:' "$T/out"))" grep -q '^clock: period 12.00 .*, at 200,100$' "$T/out"
for bad in 320,0 -1,5 1,2,3 1; do
	./ripple --headless --frames 1 --clock "$bad" >"$T/out" 2>"$T/err"
	st=$?
	check "--clock $bad: status 2 and one line saying why ($(cat "$T/err"))" \
		sh -c "test $st = 2 && test \$(wc -l <$T/err) = 1 && grep -q 'clock' $T/err"
done

# --- the moving source at 1280x720: the Doppler wavelengths within 5% of lambda (1 -+ v/c) at v/c 0.5
# (the lesson) and 0.75 (its short waves ahead), the cone's half-angle within 2 degrees of asin(c/v); at
# 320x240 v/c 0.75 outruns every wave of the period the grid has, said; a speed the grid cannot show
# refused with the range, which grows with the source's period ------------------------------------------
sed 's/moving 0.5 0/moving 0.75 0/' lessons/doppler.lesson >"$T/doppler-0.75.lesson"
for v in 0.5 0.75; do
	lesson=lessons/doppler.lesson
	[ $v = 0.5 ] || lesson=$T/doppler-$v.lesson
	./ripple --headless --lesson "$lesson" --size 1280x720 --frames 300 >"$T/doppler.out"
	doppler=$(grep '^doppler: ahead' "$T/doppler.out")
	ahead=$(echo "$doppler" | sed -n 's/.*ahead \([0-9.]*\) cells (theory \([0-9.]*\),.*/\1 \2/p')
	behind=$(echo "$doppler" | sed -n 's/.*behind \([0-9.]*\) (\([0-9.]*\),.*/\1 \2/p')
	check "doppler at 1280x720, v/c $v: ahead within 5% of lambda (1 - v/c) ($doppler)" within $ahead 5
	check "doppler at 1280x720, v/c $v: behind within 5% of lambda (1 + v/c)" within $behind 5
done
./ripple --headless --lesson "$T/doppler-0.75.lesson" --frames 300 >"$T/doppler.out"
check "doppler at 320x240, v/c 0.75: no wave of the period outruns the source on this grid, said ($(grep ^doppler: "$T/doppler.out"))" \
	grep -q '^doppler: not read: at v/c 0.75 no wave of its period outruns the source on this grid' "$T/doppler.out"
./ripple --headless --lesson lessons/sonic-boom.lesson --size 1280x720 --frames 150 >"$T/cone.out"
cone=$(sed -n 's/^cone: half-angle \([0-9.]*\) degrees (asin(c\/v) \([0-9.]*\)).*/\1 \2/p' "$T/cone.out")
check "sonic boom at 1280x720: the cone's half-angle within 2 degrees of asin(c/v) ($(grep ^cone: "$T/cone.out"))" \
	awk -v a="${cone% *}" -v b="${cone#* }" 'BEGIN { exit !(a > 0 && (a - b) ^ 2 < 4) }'
# The lesson starts again on its own two seconds after the source stopped: at 320x240 it stops after
# some 240 frames and sets out again at 360, so that 140 frames later the cone is read anew.
./ripple --headless --lesson lessons/sonic-boom.lesson --frames 300 >"$T/cone.out"
check "sonic boom at 320x240, 300 frames: the source stopped ($(grep ^cone: "$T/cone.out"))" \
	grep -q '^cone: not read: the source stopped at the absorbing layer' "$T/cone.out"
./ripple --headless --lesson lessons/sonic-boom.lesson --frames 500 >"$T/cone.out"
cone=$(sed -n 's/^cone: half-angle \([0-9.]*\) degrees (asin(c\/v) \([0-9.]*\)).*/\1 \2/p' "$T/cone.out")
check "sonic boom at 320x240, 500 frames: started again, the cone within 2 degrees again ($(grep ^cone: "$T/cone.out"))" \
	awk -v a="${cone% *}" -v b="${cone#* }" 'BEGIN { exit !(a > 0 && (a - b) ^ 2 < 4) }'
printf 'pool 320 240\nsource 60 120 moving 0.9 0\n' >"$T/fast.lesson"
./ripple --headless --lesson "$T/fast.lesson" --frames 2 >/dev/null 2>"$T/fast.err"
check "a source at 0.9 c, whose waves ahead the grid cannot hold: status 2 and the speeds that fit" \
	sh -c "test $? -eq 2 && grep -q 'V from 0 to 0.76, or from 1 to 3, fits' '$T/fast.err'"
printf 'pool 320 240\nsource 60 120 period 24 moving 0.9 0\n' >"$T/fast.lesson"
./ripple --headless --lesson "$T/fast.lesson" --frames 2 >/dev/null 2>"$T/fast.err"
check "the same at 24 frames a wave, its waves twice as long: the speeds that fit up to 0.88" \
	sh -c "test $? -eq 2 && grep -q 'V from 0 to 0.88, or from 1 to 3, fits' '$T/fast.err'"
# --- a mirror and a dish: the angles off the fronts, the brightest point beside the focus ---------------
# At 960x720 (720 rows: the waves 25 cells long), after the waves crossed the pool (840 frames) and ten
# periods more: the angle of reflection within 1.5 degrees of the angle of incidence, both of the wall's
# within 1.5, the wall as the lesson has it and turned (--angle); the brightest point within 3 cells of
# the lesson of the focus. Before that, why not.
./ripple --headless --scenario mirror --size 960x720 --frames 1000 --intensity >"$T/out" 2>&1
said=$(grep '^reflection:' "$T/out")
check "mirror, 960x720: the angle of reflection within 1.5 degrees of the incidence and the wall's ($said)" \
	awk -v s="$said" 'BEGIN { n = split(s, w, " "); i = w[3]; r = w[6]; t = w[14]; sub(/\),?/, "", t)
		d1 = i - r; d2 = i - t; d3 = r - t
		exit !(s ~ /^reflection: incidence [0-9.]+ degrees, reflection [0-9.]+ \(law: equal; the wall.s angle of incidence [0-9.]+\)/ &&
		       i > 20 && d1 * d1 < 2.25 && d2 * d2 < 2.25 && d3 * d3 < 2.25) }'
./ripple --headless --scenario mirror --size 960x720 --angle 55 --frames 1000 --intensity >"$T/out" 2>&1
said=$(grep '^reflection:' "$T/out")
check "mirror turned to 55 degrees (--angle 55), 960x720: the angles within 1.5 degrees of each other and 55 ($said)" \
	awk -v s="$said" 'BEGIN { n = split(s, w, " "); i = w[3]; r = w[6]; t = w[14]; sub(/\),?/, "", t)
		exit !(s ~ /^reflection: incidence/ && (i - r) ^ 2 < 2.25 && (i - 55) ^ 2 < 2.25 && (r - 55) ^ 2 < 2.25 &&
		       (t - 55) ^ 2 < 0.25) }'
./ripple --headless --scenario parabola --size 960x720 --frames 1000 --intensity >"$T/out" 2>&1
said=$(grep '^focus:' "$T/out")
check "parabola, 960x720: the brightest point within 3 cells of the lesson of the focus ($said)" \
	awk -v s="$said" 'BEGIN { exit !(match(s, /\(theory [0-9]+,[0-9]+: [0-9.]+ lesson cells off\)/) &&
		split(substr(s, RSTART, RLENGTH), w, " ") && w[3] + 0 < 3) }'
./ripple --headless --scenario parabola --frames 300 --intensity >"$T/out" 2>&1
check "parabola, frame 300: no focus yet, and why ($(grep '^focus:' "$T/out"))" \
	grep -q "^focus: not yet, the waves are still crossing the pool (averaging starts at frame 840); theory 236,120" "$T/out"
# The lens of shallow water (lens.lesson) at 1280x720: its focus (the middle of the stretch along the axis
# over 90% of the brightest) within 3 cells of the lesson of the focus its theory (rays through the lens,
# then the waves from its back summed) computes for it.
./ripple --headless --scenario lens --size 1280x720 --frames 2400 --intensity >"$T/out" 2>&1
said=$(grep '^focus:' "$T/out")
check "lens, 1280x720: the focus within 3 cells of the lesson of the theory's ($said)" \
	awk -v s="$said" 'BEGIN { exit !(match(s, /\(theory [0-9]+,360: [0-9.]+ lesson cells off\)/) &&
		split(substr(s, RSTART, RLENGTH), w, " ") && w[3] + 0 < 3 && s ~ /^focus: the bright stretch.s middle at [0-9.]+,3[56][0-9]\./) }'
check "lens, 1280x720: the focus read in the refraction's place ($(grep -c '^refraction:' "$T/out") refraction lines)" \
	test "$(grep -c '^refraction:' "$T/out")" = 0
./ripple --headless --scenario lens --frames 300 --intensity >"$T/out" 2>&1
check "lens, frame 300: no focus yet, and why ($(grep '^focus:' "$T/out"))" \
	grep -q "^focus: not yet, the waves are still crossing the pool (averaging starts at frame 840); theory 2[0-9][0-9],120" "$T/out"
printf 'line-source left\nperiod 12\nshallow-ellipse 0.3 112 120 30 90\n' >"$T/slow-lens.lesson"
./ripple --headless --lesson "$T/slow-lens.lesson" --frames 100 --intensity >"$T/out" 2>&1
check "a lens of water too slow for the period's waves: no focus, and why ($(grep '^focus:' "$T/out"))" \
	grep -q "^focus: no reading: no wave of this period runs in the lens's water" "$T/out"
./ripple --headless --scenario mirror --frames 900 --intensity >"$T/out" 2>&1
check "mirror, frame 900: no angles yet, and why ($(grep '^reflection:' "$T/out"))" \
	grep -q "^reflection: not yet, reading the fronts since frame 840, 10 periods needed (5 so far)" "$T/out"
# --- refraction into shallow water: Snell's law read off the waves --------------------------------------
# The lesson at 1280x720 (the fronts at 30 degrees to the edge of water of S 0.5), 800 frames: "refraction:
# incidence I degrees, refraction R (Snell N), lambda1 A lambda2 B cells (scheme C, D), ...". The angle
# of refraction within 1.5 degrees of Snell's law's for the incidence read, the wavelengths within 3% of
# the scheme's; before the waves settle, why there is no reading; a speed ratio the grid cannot show refused.
# The same for S 0.3 at 1920x1080, 1000 frames: the edge sends back half the deep waves there, which the
# deep square's peak keeps apart (the reading once never settled there).
sed 's/^shallow 0.5 /shallow 0.3 /' lessons/refraction.lesson >"$T/s03.lesson"
for case in "lessons/refraction.lesson 1280x720 800" "$T/s03.lesson 1920x1080 1000"; do
	read -r lesson size frames <<<"$case"
	./ripple --headless --lesson "$lesson" --size "$size" --frames "$frames" --intensity >"$T/out" 2>&1
	grep '^refraction:' "$T/out" >"$T/refr"
	said=$(cat "$T/refr")
	check "refraction, ${lesson##*/} at $size: incidence 30 degrees within 1.5, refraction within 1.5 of Snell's law ($said)" \
		awk -v i="$(reading "$T/refr" incidence)" -v r="$(reading "$T/refr" refraction)" -v n="$(reading "$T/refr" "(Snell")" \
		'BEGIN { exit !(i > 28.5 && i < 31.5 && r > 0 && (r - n) ^ 2 < 1.5 ^ 2) }'
	check "refraction, ${lesson##*/} at $size: the deep water's wavelength within 3% of the scheme's" \
		within "$(sed -n 's|.*lambda1 \([0-9.]*\) lambda2.*|\1|p' "$T/refr")" "$(reading "$T/refr" "(scheme")" 3
	check "refraction, ${lesson##*/} at $size: the shallow water's wavelength within 3% of the scheme's" \
		within "$(sed -n 's|.*lambda2 \([0-9.]*\) cells.*|\1|p' "$T/refr")" "$(sed -n 's|.*(scheme [0-9.]*, \([0-9.]*\)).*|\1|p' "$T/refr")" 3
done
# The edge turned to 40 degrees (--angle 40) on a 4:3 pool, where the lesson's own stands at 23.4: the
# water has the angle asked, and the reading follows it.
./ripple --headless --lesson lessons/refraction.lesson --size 960x720 --frames 800 --intensity --angle 40 >"$T/out" 2>&1
grep '^refraction:' "$T/out" >"$T/refr"
check "refraction turned to 40 degrees (--angle 40), 960x720: incidence 40 within 1, refraction within 1.5 of Snell's law ($(cat "$T/refr"))" \
	awk -v i="$(reading "$T/refr" incidence)" -v r="$(reading "$T/refr" refraction)" -v n="$(reading "$T/refr" "(Snell")" \
	'BEGIN { exit !(i > 39 && i < 41 && r > 0 && (r - n) ^ 2 < 1.5 ^ 2) }'
./ripple --headless --lesson lessons/refraction.lesson --frames 40 --intensity >"$T/out" 2>&1
check "refraction, frame 40: no reading yet, and why ($(grep '^refraction:' "$T/out"))" \
	grep -q "^refraction: no reading: the waves have not settled yet" "$T/out"
printf 'line-source left\nshallow 0.3 108 0 320 0 320 240 212 240\n' >"$T/slow.lesson"
./ripple --headless --lesson "$T/slow.lesson" --frames 20 --intensity >"$T/out" 2>&1
check "S 0.3 at 320x240: waves of 12 steps cannot run there, said with the least S that fits ($(grep '^refraction:' "$T/out"))" \
	grep -q "^refraction: no reading: waves of 12 steps a period cannot run in water of S 0.30 on this grid: at this period S must be 0.37 at least" "$T/out"
printf 'line-source left\nshallow 0.1 100 0 320 0 320 240 200 240\n' >"$T/slow.lesson"
./ripple --headless --lesson "$T/slow.lesson" --frames 1 >"$T/out" 2>"$T/err"
st=$?
check "shallow water of S 0.1: status 2 and the range that fits ($(cat "$T/err"))" \
	sh -c "test $st = 2 && grep -q 'S 0.1 is out of range: 0.2..1' $T/err"

# --- bad lines: a clear message and status 2 ------------------------------------------------------------
for bad in 0,0,320,10 -1,0,5,5 10,10,10,10 1,2,3 1,2,3,4,5; do
	./ripple --headless --frames 1 --graph "$bad" >"$T/out" 2>"$T/err"
	check "--graph $bad: status 2 and one line saying why" \
		sh -c "test $? = 2 && test \$(wc -l <$T/err) = 1 && grep -q 'graph' $T/err"
done
./ripple --headless --frames 1 --graph 99999,0,0,0 >"$T/out" 2>"$T/err"
st=$?
check "--graph 99999,0,0,0: status 2, the pool's bounds said ($(cat "$T/err"))" \
	sh -c "test $st = 2 && grep -q 'leaves the 320x240 pool: its ends must lie within X 0..319 and Y 0..239' $T/err"
[ -n "${RIPPLE:-}" ] && { finish "e2e_graph (headless, $RIPPLE)"; exit; }
valgrind -q --error-exitcode=9 --leak-check=full --errors-for-leak-kinds=definite ./ripple --headless --frames 100 \
	--scenario double-slit --bpp 8 "${line[@]}" --intensity --graph-at over --save-frame "$T/v.bmp" >/dev/null 2>"$T/valgrind"
st=$?
check "valgrind: a headless run with both graphs at 8 bpp is clean ($(head -c 200 "$T/valgrind"))" test $st = 0 -a ! -s "$T/valgrind"


# --- the window under Xvfb: Ctrl+L, a drag draws the line, Ctrl+I, Ctrl+B ----------------------------
start_xvfb
./ripple --scale 1 --scenario double-slit >"$T/wout" 2>&1 &
pid=$!
wid=$(ripple_window)
sleep 0.5
xdotool key --window "$wid" ctrl+l 2>/dev/null
check "window: Ctrl+L makes room for the strip below the water (320x300)" wait_geometry 320x300
xdotool mousemove --window "$wid" 30 120 mousedown 1 mousemove --window "$wid" 90 120 \
	mousemove --window "$wid" 150 120 mouseup 1 2>/dev/null
sleep 3
xdotool key --window "$wid" space 2>/dev/null
still_shot "$T/win.png"
check "window: the drag drew the line on the water (its colour along row 120)" \
	test "$(convert "$T/win.png" -crop 100x1+40+120 +repage -fill black +opaque 'srgb(255,200,0)' -fill white \
		-opaque 'srgb(255,200,0)' -format '%[fx:round(mean * w)]' info:)" -ge 90
check "window: the strip shows the profile (its curve's colour in rows 240..299)" \
	test "$(convert "$T/win.png" -crop 320x60+0+240 +repage -fill black +opaque 'srgb(120,230,255)' -fill white \
		-opaque 'srgb(120,230,255)' -format '%[fx:round(mean * w * h)]' info:)" -ge 100
# A second drag from the line's end moves that end, one from its body moves it all; neither touches
# the water (paused: everything but the line's rows stays as it was). A drag elsewhere still drops
# stones.
line_px() { colour_count "$1" "$2" 'srgb(255,200,0)'; }
same_water() { # FILE1 FILE2 ROWS...: the water's rows (y:h) alike in both
	local a=$1 b=$2 rows
	shift 2
	for rows in "$@"; do
		compare -metric AE "$a[320x${rows#*:}+0+${rows%:*}]" "$b[320x${rows#*:}+0+${rows%:*}]" null: 2>/dev/null || return 1
	done
}
xdotool mousemove --window "$wid" 152 120 mousedown 1 mousemove --window "$wid" 200 120 \
	mousemove --window "$wid" 252 120 mouseup 1 2>/dev/null
still_shot "$T/end.png"
check "window: a drag from near the line's end moves the end (the line now runs to x 250 along row 120)" \
	test "$(line_px "$T/end.png" 70x1+175+120)" -ge 60
check "window: ...and leaves the water as it was (all but row 120)" same_water "$T/win.png" "$T/end.png" 0:119 121:119
xdotool mousemove --window "$wid" 100 121 mousedown 1 mousemove --window "$wid" 100 150 \
	mousemove --window "$wid" 100 181 mouseup 1 2>/dev/null
still_shot "$T/body.png"
check "window: a drag from the line's body moves all of it (row 180 now, none left on row 120)" \
	test "$(line_px "$T/body.png" 200x1+40+180)" -ge 180 -a "$(line_px "$T/body.png" 200x1+40+120)" = 0
check "window: ...and leaves the water as it was (all but rows 120 and 180)" \
	same_water "$T/win.png" "$T/body.png" 0:119 121:58 181:59
xdotool mousemove --window "$wid" 100 40 mousedown 1 mousemove --window "$wid" 120 40 \
	mousemove --window "$wid" 140 40 mouseup 1 2>/dev/null
still_shot "$T/stones.png"
check "window: a drag away from the line still drops stones (the water near row 40 changed)" \
	sh -c "! compare -metric AE '$T/body.png[320x20+0+30]' '$T/stones.png[320x20+0+30]' null: 2>/dev/null"
xdotool key --window "$wid" space 2>/dev/null
xdotool key --window "$wid" ctrl+i 2>/dev/null
check "window: Ctrl+I puts the intensity screen beside the pool (422x300)" wait_geometry 422x300
xdotool key --window "$wid" ctrl+b 2>/dev/null
check "window: Ctrl+B puts the strip over the water (422x240)" wait_geometry 422x240
xdotool key --window "$wid" ctrl+l 2>/dev/null
xdotool key --window "$wid" ctrl+l ctrl+i 2>/dev/null
check "window: Ctrl+L twice and Ctrl+I take the graphs away (320x240)" wait_geometry 320x240
quit_keys --window "$wid"
wait $pid
check "window: exits with status 0" test $? = 0

# Ctrl+T with the pointer on the water: the clock's strip below it (320x300), its curve and words; Ctrl+T
# on the clock again takes it away.
./ripple --scale 1 --scenario double-slit >"$T/wout" 2>&1 &
pid=$!
wid=$(ripple_window)
sleep 0.5
xdotool mousemove --window "$wid" 60 120 key --window "$wid" ctrl+t 2>/dev/null
check "window: Ctrl+T makes room for the clock's strip below the water (320x300)" wait_geometry 320x300
sleep 3
still_shot "$T/clock.png"
check "window: the clock's strip plots the height against time (its curve's colour in rows 240..299)" \
	test "$(colour_count "$T/clock.png" 320x60+0+240 'srgb(120,230,255)')" -ge 100
check "window: ...and reads it in words (white letters in the strip's top rows)" \
	test "$(colour_count "$T/clock.png" 320x20+0+240 'srgb(255,255,255)')" -ge 50
check "window: the clock's point is marked (a cross at 60,120)" \
	test "$(colour_count "$T/clock.png" 9x1+56+120 'srgb(255,200,0)')" -ge 7
xdotool key --window "$wid" ctrl+t 2>/dev/null
check "window: Ctrl+T on the clock takes it away (320x240)" wait_geometry 320x240
quit_keys --window "$wid"
wait $pid
check "window: exits with status 0" test $? = 0

# The window shows the sheet pixel for pixel though its water goes in straight from the page, is
# marked there, and has the graphs put around or over it (one frame saved both ways).
for at in below over; do
	./ripple --scale 1 --scenario double-slit --frames 200 "${line[@]}" --graph-at $at --intensity --save-window "$T/sw.bmp" \
		--save-frame "$T/sf.bmp" >/dev/null 2>&1
	check "window: the graphs $at the water, the window is the frame saved, pixel for pixel" cmp -s "$T/sw.bmp" "$T/sf.bmp"
done
# In full screen with the pool at the screen's size there is no room beside the water: the graphs
# lie inset over its left half, in front of the barrier (the window is the frame saved, pixel for
# pixel), and the screen's column shows its marks on every row (two rows of four) with none of the
# panel's ground right of the barrier, where the panel moved back over the water's right side hid
# them.
col=$(screen_column 1280x1024)
./ripple --size screen --scenario double-slit --frames 60 --graph 100,512,600,512 --intensity \
	--save-window "$T/fw.png" --save-frame "$T/ff.png" >/dev/null 2>&1
check "full screen at the screen's size: the window (1280x1024) is the frame saved, the graphs inset" \
	sh -c "test \"\$(identify -format %wx%h '$T/fw.png' 2>/dev/null)\" = 1280x1024 && compare -metric AE '$T/fw.png' '$T/ff.png' null: 2>/dev/null"
check "full screen at the screen's size: the screen's column (x ${col:-none}) shows all its marks (512 of 1024 rows)" \
	test "$(colour_count "$T/fw.png" "1x1024+${col:-0}+0" 'srgb(255,200,0)')" = 512
check "full screen at the screen's size: the panel over the water's top left, none of it right of the barrier" \
	sh -c "test $(colour_count "$T/fw.png" 200x200+20+20 'srgb(12,16,40)') -gt 30000 &&
	       test $(colour_count "$T/fw.png" 640x1024+640+0 'srgb(12,16,40)') = 0"

# over the OpenGL displays (Mesa): the strip and the panel drawn over the water, read back with glReadPixels
for view in flat refraction surface; do
	./ripple --scale 1 --scenario double-slit --gl-view $view --frames 60 --graph 30,120,150,120 --intensity \
		--save-window "$T/gl.png" >/dev/null 2>&1
	check "OpenGL $view: the window (422x300) shows the profile's strip and the intensity panel" \
		test "$(identify -format %wx%h "$T/gl.png" 2>/dev/null)/$(convert "$T/gl.png" -crop 422x60+0+240 +repage \
			-fill black +opaque 'srgb(120,230,255)' -fill white -opaque 'srgb(120,230,255)' \
			-format '%[fx:round(mean * w * h) > 100]' info: 2>/dev/null)" = 422x300/1
done
finish e2e_graph
