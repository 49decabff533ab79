#!/usr/bin/env bash
# e2e_graph.sh - the graphs end to end: headless strips and readings at every depth, the lesson through minutes, then the real window under Xvfb.
set -u
cd "$(dirname "$0")/../.." || exit 1
. tests/e2e/lib.sh
[ -n "${RIPPLE:-}" ] && eval './ripple() { "$RIPPLE" "$@"; }'

# The wavelength the article's grid gives waves of period T (its dispersion: sin(pi / T) =
# sin(pi / lambda) / sqrt(2) along the axes), and whether a reading is within 5% of it.
grid_lambda() { awk -v t="$1" 'BEGIN { s = sqrt(2) * sin(3.14159265 / t); print 3.14159265 / atan2(s, sqrt(1 - s * s)) }'; }
within() { awk -v a="$1" -v b="$2" -v p="$3" 'BEGIN { exit !(a > 0 && b > 0 && (a - b) ^ 2 < (p * b / 100) ^ 2) }'; }
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
		awk -v n="$noise" 'BEGIN { exit !(n < 1) }'
	said=$(steady "$T/long")
	check "$scenario, $size: the fringe reading steady and right every second from frame 1500 ($said)" \
		sh -c "$(declare -f steady); steady '$T/long' >/dev/null"
done

# --- bad lines: a clear message and status 2 ------------------------------------------------------------
for bad in 0,0,320,10 -1,0,5,5 10,10,10,10 1,2,3 1,2,3,4,5; do
	./ripple --headless --frames 1 --graph "$bad" >"$T/out" 2>"$T/err"
	check "--graph $bad: status 2 and one line saying why" \
		sh -c "test $? = 2 && test \$(wc -l <$T/err) = 1 && grep -q 'graph' $T/err"
done
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
