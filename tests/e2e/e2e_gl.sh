#!/usr/bin/env bash
# e2e_gl.sh - the OpenGL displays under Xvfb with Mesa: flat equals the software frame, GPU refraction within tolerance, the 3D view drawn, turned and clicked; natively and under Wine.
set -u
cd "$(dirname "$0")/../.." || exit 1
. tests/e2e/lib.sh
start_xvfb

# the runs' windows at zoom 1, the windows saved compared with each other and with the frame
drops=(--scale 1 --frames 40 --drop 160,120 --drop 60,60,8@10 --drop 300,20@20)
middle=(--scale 1 --frames 30 --drop 160,120 --drop 120,100,5@10)
# The share of pixels that differ between two pictures, in percent, at most $3.
differ_at_most() {
	local n
	n=$(compare -metric AE "$1" "$2" null: 2>&1)
	awk -v n="$n" -v w="$(identify -format '%w*%h' "$1")" -v p="$3" 'BEGIN { split(w, s, "*"); exit !(n ~ /^[0-9]+$/ && n * 100 <= p * s[1] * s[2]) }'
}
# The RMSE of two pictures (0..1) under $3.
close_to() {
	awk -v e="$(compare -metric RMSE "$1" "$2" null: 2>&1 | sed 's/.*(\(.*\))/\1/')" -v m="$3" 'BEGIN { exit !(e < m) }'
}
# The pixels of the 3D view's background colour, in percent of the picture.
sky_percent() {
	convert "$1" -fill black +opaque 'srgb(13,18,31)' -fill white -opaque 'srgb(13,18,31)' -format '%[fx:round(100 * mean)]' info:
}

# --- flat: the page as a texture, read back with glReadPixels, equals SDL's window surface
for bpp in 8 16 24 32; do
	./ripple --bpp $bpp "${drops[@]}" --save-window "$T/sw$bpp.bmp" >/dev/null 2>&1
	./ripple --bpp $bpp --gl "${drops[@]}" --save-window "$T/gl$bpp.bmp" >"$T/out" 2>&1
	check "flat at $bpp bpp: glReadPixels equals the software window, pixel for pixel" same_pixels "$T/gl$bpp.bmp" "$T/sw$bpp.bmp"
done
./ripple --gl "${drops[@]}" --scale 2 --save-window "$T/gl2.bmp" >/dev/null 2>&1
./ripple "${drops[@]}" --scale 2 --save-window "$T/sw2.bmp" >/dev/null 2>&1
check "flat zoomed 2x: 640x480, smoothed (not pixel for pixel) yet close to the software zoom" \
	sh -c "test \"\$(identify -format %wx%h $T/gl2.bmp)\" = 640x480 && ! compare -metric AE $T/gl2.bmp $T/sw2.bmp null: 2>/dev/null"
check "...within an RMSE of 0.05" close_to "$T/gl2.bmp" "$T/sw2.bmp" 0.05

# --- refraction on the GPU: the picture and the heights as textures, the article's offsets in a shader
for bpp in 8 32; do
	./ripple --bpp $bpp "${middle[@]}" --save-window "$T/swm.bmp" >/dev/null 2>&1
	./ripple --bpp $bpp --gl-view refraction "${middle[@]}" --save-window "$T/glm.bmp" >/dev/null 2>&1
	check "GPU refraction at $bpp bpp, waves inside the pool: equal to the software render, pixel for pixel" \
		same_pixels "$T/glm.bmp" "$T/swm.bmp"
	./ripple --bpp $bpp --gl-view refraction "${drops[@]}" --save-window "$T/glr.bmp" >/dev/null 2>&1
	check "GPU refraction at $bpp bpp, a wave at the edge: at most 1% of pixels differ (sources outside the picture)" \
		differ_at_most "$T/glr.bmp" "$T/sw$bpp.bmp" 1
	check "...and the frame is not the still picture" pixels_differ "$T/glr.bmp" bmp/pool.bmp
done
for mesh in 2 4; do
	./ripple --mesh $mesh "${drops[@]}" --save-window "$T/swmesh.bmp" >/dev/null 2>&1
	./ripple --mesh $mesh --gl-view refraction "${drops[@]}" --save-window "$T/glmesh.bmp" >/dev/null 2>&1
	check "GPU refraction on a mesh of $mesh: heights interpolated by the GPU, at most 5% of pixels differ" \
		differ_at_most "$T/glmesh.bmp" "$T/swmesh.bmp" 5
done
# --- shallow water and walls marked as the software views mark them: the refraction lesson's shallow
# water (all of the pool right of x 212, none left of x 108) and the lens's wall and ellipse, 3 frames
# in, the waves still at the left (x < 90); a crop right of x 120 taken
mean_of() { convert "$1" -crop "$2" +repage -format '%[fx:round(255 * mean)]' info:; } # mean_of FILE CROP
./ripple --scale 1 --frames 3 --save-window "$T/still.bmp" >/dev/null 2>&1
for mesh in 1 2 4; do
	for lesson in lens refraction; do
		./ripple --scale 1 --scenario $lesson --mesh $mesh --view refraction --frames 3 --save-window "$T/swl.bmp" >/dev/null 2>&1
		./ripple --scale 1 --scenario $lesson --mesh $mesh --gl-view refraction --frames 3 --save-window "$T/gll.bmp" >/dev/null 2>&1
		check "GPU refraction, the $lesson lesson on a mesh of $mesh: its shallow water and walls as the software marks them, pixel for pixel" \
			same_pixels "$T/gll.bmp[200x240+120+0]" "$T/swl.bmp[200x240+120+0]"
	done
	shallow=$(mean_of "$T/gll.bmp" 60x200+240+20) deep=$(mean_of "$T/still.bmp" 60x200+240+20)
	check "...its shallow water's floor darker than the still pool's ($shallow against $deep)" test "$shallow" -le $((deep - 20))
	./ripple --scale 1 --scenario refraction --mesh $mesh --gl-view surface --frames 3 --save-window "$T/s3dl.bmp" >/dev/null 2>&1
	./ripple --scale 1 --mesh $mesh --gl-view surface --frames 3 --save-window "$T/s3dp.bmp" >/dev/null 2>&1
	shallow=$(mean_of "$T/s3dl.bmp" 40x40+250+170) deep=$(mean_of "$T/s3dp.bmp" 40x40+250+170)
	check "3D surface, the refraction lesson on a mesh of $mesh: the shallow water's floor darker ($shallow against $deep)..." \
		test "$shallow" -le $((deep - 20))
	check "...and the deep water's as the still pool's, pixel for pixel" same_pixels "$T/s3dl.bmp[40x40+130+170]" "$T/s3dp.bmp[40x40+130+170]"
done

./ripple --size 1920x1080 --gl-view refraction --frames 20 --drop 960,540,20 --save-window "$T/big.bmp" --save-frame "$T/bigf.bmp" >/dev/null 2>&1
check "GPU refraction of 1920x1080, shown shrunk to the screen; the saved frame is rendered at the end" \
	sh -c "test \"\$(identify -format %w $T/big.bmp)\" -lt 1920 && test \"\$(identify -format %wx%h $T/bigf.bmp)\" = 1920x1080"

# --- the 3D surface
./ripple --gl-view surface "${drops[@]}" --save-window "$T/s3d.bmp" >/dev/null 2>&1
check "3D surface: drawn, not the flat frame" pixels_differ "$T/s3d.bmp" "$T/sw32.bmp"
sky=$(sky_percent "$T/s3d.bmp")
check "3D surface: the pool in perspective covers much of the window, sky around it ($sky% sky)" test "$sky" -ge 10 -a "$sky" -le 70
./ripple --gl-view surface "${middle[@]}" --save-frame "$T/s3dm.bmp" >/dev/null 2>&1
check "3D surface: --save-frame still saves the software frame (rendered at the end)" same_pixels "$T/s3dm.bmp" "$T/swm.bmp"
./ripple --gl-view surface --mesh 4 "${drops[@]}" --save-window "$T/s3d4.bmp" >/dev/null 2>&1
check "3D surface on a mesh of 4: drawn, and coarser than at 1" pixels_differ "$T/s3d4.bmp" "$T/s3d.bmp"
./ripple --scale 1 --scene side --gl-view surface --splash 160,200 --frames 20 --save-window "$T/side3d.bmp" >/dev/null 2>&1
./ripple --scale 1 --scene side --splash 160,200 --frames 20 --save-window "$T/side.bmp" >/dev/null 2>&1
check "the side view has no heights: drawn flat in the 3D view, as in software" same_pixels "$T/side3d.bmp" "$T/side.bmp"

# --- valgrind: the OpenGL displays leak nothing of the program's (tests/data/valgrind.supp: Mesa's own);
# llvmpipe drawing on the program's thread (LP_NUM_THREADS=0: the same pixels, half the time under
# valgrind, which runs threads one at a time)
for v in flat surface; do
	LP_NUM_THREADS=0 valgrind -q --error-exitcode=9 --leak-check=full --errors-for-leak-kinds=definite --show-leak-kinds=definite \
		--num-callers=40 --suppressions=tests/data/valgrind.supp ./ripple --gl-view $v --frames 5 --drop 100,100 \
		--save-window "$T/vg.bmp" >/dev/null 2>"$T/valgrind"
	st=$?
	check "valgrind: --gl-view $v is clean ($(grep -m1 -A6 -E 'definitely|Invalid|uninitialised' "$T/valgrind" | sed 's/^==[0-9]*== *//' | tr '\n' ' '))" test $st = 0
done

# --- no OpenGL: the software view stays, with a message
SDL_OPENGL_LIBRARY=/nonexistent ./ripple --gl "${drops[@]}" --save-window "$T/nogl.bmp" >"$T/nogl" 2>&1
st=$?
check "no OpenGL library: exit 0, the software view ($(grep -m1 OpenGL "$T/nogl"))" \
	sh -c "test $st = 0 && grep -q 'the OpenGL display is not available (no OpenGL: Failed loading /nonexistent' $T/nogl"
check "...and the window shows the software frame" same_pixels "$T/nogl.bmp" "$T/sw32.bmp"

# --- live in a window: Ctrl+G, Z, a click on the 3D water, the camera turned and zoomed
shot() { still_shot "$1" -crop "320x240+0+${menu:-0}" +repage; }
changed() { new_shot "$1" "$2" -crop "320x240+0+${menu:-0}" +repage; } # changed OLD FILE
title() { xdotool getwindowname "$wid"; }
live() { # live NAME: the window $wid, paused, still water
	xdotool key --window "$wid" ctrl+g
	sleep 0.5
	check "$1: Ctrl+G turns OpenGL on ($(title))" sh -c "xdotool getwindowname $wid | grep -Eq ', OpenGL( -|,|$)'"
	shot "$T/lflat.png"
	xdotool key --window "$wid" z z
	sleep 0.5
	check "$1: Z Z goes on to the 3D surface" sh -c "xdotool getwindowname $wid | grep -q 'OpenGL 3D surface'"
	shot "$T/l3d.png"
	check "$1: the 3D view is not the flat one" pixels_differ "$T/l3d.png" "$T/lflat.png"
	xdotool mousemove --window "$wid" 160 $((150 + ${menu:-0})) click 1
	changed "$T/l3d.png" "$T/lclick.png"
	box=$(changed_box "$T/l3d.png" "$T/lclick.png")
	check "$1: a click on the 3D water drops a stone there (what changed: $box, around 160,150)" \
		awk -v b="$box" 'BEGIN { split(b, v, /[x+]/); cx = v[3] + v[1] / 2; cy = v[4] + v[2] / 2;
			exit !(v[1] > 4 && v[1] < 80 && (cx - 160)^2 + (cy - 150)^2 < 100) }'
	xdotool mousemove --window "$wid" 100 $((100 + ${menu:-0})) mousedown 3 mousemove --window "$wid" 180 $((120 + ${menu:-0})) mouseup 3
	changed "$T/lclick.png" "$T/lorbit.png"
	check "$1: the right button dragged turns the camera" pixels_differ "$T/lorbit.png" "$T/lclick.png"
	xdotool click 4 click 4 click 4
	changed "$T/lorbit.png" "$T/lwheel.png"
	check "$1: the wheel brings the camera nearer (less sky)" \
		test "$(sky_percent "$T/lwheel.png")" -lt "$(sky_percent "$T/lorbit.png")"
	xdotool key --window "$wid" o
	shot "$T/loverlay.png"
	white=$(convert "$T/loverlay.png" -crop 300x36+0+0 +repage -fill black +opaque white -fill white -opaque white \
		-format '%[fx:round(mean * w * h)]' info:)
	check "$1: the overlay is drawn over the 3D view in white letters ($white px)" test "$white" -gt 300
	xdotool key --window "$wid" o
	xdotool key --window "$wid" ctrl+g
	sleep 0.5
	check "$1: Ctrl+G again: the software view ($(title))" sh -c "! xdotool getwindowname $wid | grep -q OpenGL"
	shot "$T/lsoft.png"
	check "$1: ...showing the picture and the stone, not the 3D view" \
		sh -c "compare -metric AE $T/lsoft.png $T/lwheel.png null: 2>/dev/null; test \$? = 1 && compare -metric AE $T/lsoft.png bmp/pool.bmp null: 2>/dev/null; test \$? = 1"
}

./ripple --scale 1 --frames 100000 >"$T/lout" 2>&1 &
pid=$!
wid=$(ripple_window)
sleep 1
xdotool key --window "$wid" space
live "window"
quit_keys --window "$wid"
wait $pid
check "window: Ctrl+Q ends it with status 0" test $? = 0

# --- ripple.exe under Wine: the same views through Wine's OpenGL (Mesa underneath)
wine_prefix
wpath() { echo "Z:${1//\//\\}"; }
wine ripple.exe --gl "${drops[@]}" --save-window "$(wpath "$T/wgl.bmp")" >/dev/null 2>&1
check "wine: flat, glReadPixels equals the native software window, pixel for pixel" same_pixels "$T/wgl.bmp" "$T/sw32.bmp"
wine ripple.exe "${drops[@]}" --save-window "$(wpath "$T/wsw.bmp")" >/dev/null 2>&1
check "wine: ...and ripple.exe's own software window" same_pixels "$T/wgl.bmp" "$T/wsw.bmp"
wine ripple.exe --gl-view refraction "${middle[@]}" --save-window "$(wpath "$T/wglm.bmp")" >/dev/null 2>&1
./ripple "${middle[@]}" --save-window "$T/swm.bmp" >/dev/null 2>&1
check "wine: GPU refraction, waves inside the pool, equals the software render" same_pixels "$T/wglm.bmp" "$T/swm.bmp"
wine ripple.exe --gl-view surface "${drops[@]}" --save-window "$(wpath "$T/ws3d.bmp")" >/dev/null 2>&1
check "wine: the 3D surface is the native one, pixel for pixel (the same Mesa draws both)" same_pixels "$T/ws3d.bmp" "$T/s3d.bmp"
wine ripple.exe --scale 1 --scenario lens --mesh 2 --gl-view surface --frames 3 --save-window "$(wpath "$T/wlens.bmp")" >/dev/null 2>&1
./ripple --scale 1 --scenario lens --mesh 2 --gl-view surface --frames 3 --save-window "$T/nlens.bmp" >/dev/null 2>&1
check "wine: the lens lesson's 3D surface on a mesh of 2, its walls and shallow water marked, is the native one, pixel for pixel" \
	same_pixels "$T/wlens.bmp" "$T/nlens.bmp"

start_wine_window --frames 100000
xdotool key --window "$wid" space
live "wine window"
quit_keys --window "$wid"
for _ in $(seq 50); do kill -0 $pid 2>/dev/null || break; sleep 0.1; done
wait $pid
check "wine window: Esc ends it with status 0" test $? = 0

finish e2e-gl
