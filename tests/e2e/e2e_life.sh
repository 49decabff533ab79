#!/usr/bin/env bash
# e2e_life.sh - the window's life under Xvfb: hidden and shown, covered, moved, zoomed, resized, views switched, signals, pictures opened, closing; natively and under Wine.
set -u
cd "$(dirname "$0")/../.." || exit 1
. tests/e2e/lib.sh
start_xvfb

shot() { still_shot "$1"; } # the paused window into $1 once it stands still
quit() { # quit PID: Ctrl+Q, then the exit status
	quit_keys --window "$wid"
	for _ in $(seq 50); do kill -0 "$1" 2>/dev/null || break; sleep 0.1; done
	wait "$1"
}
# cover_and_move NAME SHOT REFERENCE: covered by another window and uncovered, then moved; each
# time SHOT (a function taking a file) must give the REFERENCE frame again.
cover_and_move() {
	xmessage -geometry 700x600+0+0 cover >/dev/null 2>&1 &
	local cover=$!
	sleep 0.5
	kill $cover
	wait $cover 2>/dev/null
	$2 "$T/uncovered.png"
	check "$1: covered by another window and uncovered, the frame is back" same_pixels "$T/uncovered.png" "$3"
	xdotool windowmove --sync "$wid" 37 21
	$2 "$T/moved.png"
	check "$1: moved, the frame is the same" same_pixels "$T/moved.png" "$3"
}
# The life of a window: the same paused frame after each blow (or, when the window has another
# size, that frame stretched to it).
life() {
	xdotool windowunmap --sync "$wid"
	sleep 0.2
	xdotool windowmap --sync "$wid"
	shot "$T/shown.png"
	check "$1: hidden and shown again (a window manager's minimise), the frame is back" same_pixels "$T/shown.png" "$T/paused.png"
	cover_and_move "$1" shot "$T/paused.png"
	# a key each 0.1 s: keys sent while the window is being resized were lost on a loaded host
	for _ in $(seq 5); do xdotool key --delay 100 --window "$wid" ctrl+2 ctrl+3 ctrl+1 2>/dev/null; done
	xdotool key --window "$wid" ctrl+2 2>/dev/null
	shot "$T/zoomed.png"
	convert "$T/paused.png" -sample 200% "$T/paused2.png"
	check "$1: zoomed 2-3-1 five times, then 2: 640x480 and the frame doubled" same_pixels "$T/zoomed.png" "$T/paused2.png"
	xdotool key --window "$wid" ctrl+1 2>/dev/null
	# the zoom back to 320x240 done first, or it would undo the resize that follows
	wait_geometry 320x240
	xdotool windowsize --sync "$wid" 400 300
	shot "$T/resized.png"
	convert "$T/paused.png" -sample 400x300! "$T/paused400.png"
	check "$1: resized to 400x300 behind its back: the surface taken anew, the frame stretched to it" \
		sh -c "test \"\$(identify -format %wx%h $T/resized.png)\" = 400x300 && awk -v e=\"\$(compare -metric RMSE $T/resized.png $T/paused400.png null: 2>&1 | sed 's/.*(\(.*\))/\1/')\" 'BEGIN { exit !(e < 0.08) }'"
	xdotool key --window "$wid" ctrl+1 2>/dev/null
	shot "$T/back.png"
	check "$1: Ctrl+1 brings back 320x240 and the frame" same_pixels "$T/back.png" "$T/paused.png"
}
# The blows of life() that take memory (the zooms' surfaces, a resize's), without its shots: the
# memory's rounds.
blows() {
	for _ in $(seq 5); do xdotool key --delay 100 --window "$wid" ctrl+2 ctrl+3 ctrl+1 2>/dev/null; done
	xdotool key --window "$wid" ctrl+2 2>/dev/null
	check "$1: zoomed 2-3-1 five times, then 2: 640x480" wait_geometry 640x480
	xdotool key --window "$wid" ctrl+1 2>/dev/null
	wait_geometry 320x240
	xdotool windowsize --sync "$wid" 400 300
	xdotool key --window "$wid" ctrl+1 2>/dev/null
	check "$1: resized to 400x300, then Ctrl+1: 320x240" wait_geometry 320x240
}

# --- natively ---------------------------------------------------------------------------------------
"${NO_CHOOSER[@]}" ./ripple --scale 1 --frames 100000 --drop 160,120,5 --drop 80,60,3,128@3 >"$T/out" 2>&1 &
pid=$!
wid=$(ripple_window)
sleep 0.3
xdotool key --window "$wid" space 2>/dev/null
shot "$T/paused.png"
check "window: paused with ripples (the frame differs from the picture)" pixels_differ "$T/paused.png" bmp/pool.bmp
life "window"
# memory: the big surfaces of the zooms come and go (the resident size swings by some 15 MB, once
# 13.5 MB past the first rounds' most), but ten more rounds must not add up: a surface lost per
# zoom would be over 100 MB
steady "window: all that" 10 32768 blows "window, again"
shot "$T/back.png"
check "window: after those rounds, the frame is the same" same_pixels "$T/back.png" "$T/paused.png"
# V, M and X pressed together: as many rounds as bring the 4 views and the built-in lessons with no
# scenario (X's steps) round to where they began, then M until the meshes (3) have too: the article's
# grid and no scenario; the heights view, where the scenarios chosen in the refraction view left it,
# and V: the article's view (the title's words before its notes)
steps=$(($(ls lessons/*.lesson | wc -l) + 1))
rounds=$steps
while [ $((rounds % 4)) != 0 ]; do rounds=$((rounds + steps)); done
for _ in $(seq $rounds); do xdotool key --window "$wid" v m x 2>/dev/null; done
for _ in $(seq $(((3 - rounds % 3) % 3))); do xdotool key --window "$wid" m 2>/dev/null; done
xdotool key --window "$wid" v 2>/dev/null
sleep 0.5
for _ in $(seq 100); do # on a busy host the last of the 160 keys come later: 10 s more at most
	xdotool getwindowname "$wid" 2>/dev/null | sed 's/ - paused.*//' | grep -Eq 'light|heights|mesh|rock|slit' || break
	sleep 0.1
done
check "window: views, meshes and scenarios switched $rounds times, the title says refraction, every pixel, no scenario ($(xdotool getwindowname "$wid"))" \
	sh -c "xdotool getwindowname $wid | grep -q paused && ! xdotool getwindowname $wid | sed 's/ - paused.*//' | grep -Eq 'light|heights|mesh|rock|slit'"
xdotool key --window "$wid" c w 2>/dev/null
sleep 4 # W's note gone from the window's foot (4 s)
shot "$T/calm.png"
check "window: ...and after C and W the frame is the picture, not a stale one" same_pixels "$T/calm.png" bmp/pool.bmp
xdotool key --window "$wid" ctrl+o 2>/dev/null
box=$(titled "Open picture")
check "window: Ctrl+O says to drop a picture onto the window (the native way to load a picture)" test -n "$box"
xdotool windowfocus --sync "$box" 2>/dev/null
xdotool key Return
for _ in $(seq 30); do xprop -id "$box" >/dev/null 2>&1 || break; sleep 0.1; done
quit $pid
check "window: Esc after all that exits with status 0" test $? = 0

# pictures dropped on the window while it runs, as from a file manager (tests/tools/xdnd.c, an XDND drag
# source): each must be shown at once, scaled to the pool (each has its shape) under the same
# paused ripples, as ./ripple --image draws it at that frame; a bad one is refused in a message box
# and on stderr, and the frame stays as it was
stones=(--drop 160,120,5 --drop 80,60,3,128@3)
convert bmp/pool.bmp -resize 200x150! -colors 64 -type Palette -flip BMP3:"$T/a picture #8.bmp"
convert bmp/pool.bmp -resize 123x92! -flop -type TrueColor BMP3:"$T/24-bit.bmp" # 4:3 to a pixel: stretched as --size does
convert bmp/pool.bmp -resize 400x300! -flip -quality 90 "$T/photo.jpg"
convert bmp/pool.bmp -resize 160x120! -negate "$T/screenshot.png"
printf '%%PDF-1.4\n%%\342\343\317\323\n' >"$T/paper.pdf"
(cd "$T" && exec "${NO_CHOOSER[@]}" "$OLDPWD/ripple" --scale 1 --frames 100000 "${stones[@]}") >"$T/dout" 2>"$T/derr" &
pid=$!
wid=$(ripple_window)
sleep 0.3
xdotool key --window "$wid" space ctrl+s 2>/dev/null # paused, and the frame saved as ripple-FRAME.png
for _ in $(seq 100); do ls "$T"/ripple-*.png >/dev/null 2>&1 && break; sleep 0.1; done
frame=$(ls "$T"/ripple-*.png 2>/dev/null | sed -n 's/.*ripple-0*\([0-9]*\)\.png$/\1/p')
check "Ctrl+S: the window saved as a PNG ($(file -b "$T"/ripple-*.png 2>/dev/null | cut -c1-40))" \
	sh -c "file '$T'/ripple-*.png | grep -q 'PNG image data, 320 x 240'"
check "drop: the window says it takes drops (XdndAware), paused at frame $frame" \
	sh -c "xprop -id $wid XdndAware | grep -q '= ' && test -n '$frame'"
sleep 4 # the note "saved ..." gone from the window's foot (4 s)
shot "$T/dropped.png"
# The number of pixels in which two pictures differ.
differing() { compare -metric AE "$1" "$2" null: 2>&1; }
# drop NAME PICTURE [refused]: dropped; the window shows PICTURE under the ripples, or, refused, the frame before
drop() {
	local st
	cp "$T/dropped.png" "$T/before.png"
	build/xdnd "$wid" "$2" >"$T/xdnd" 2>&1
	st=$?
	check "drop: $1: the drag and drop went through ($(cat "$T/xdnd"))" test $st = 0
	if [ -n "${3:-}" ]; then
		refused "$1" "$2"
		shot "$T/dropped.png"
		check "drop: $1: the frame before is still shown" same_pixels "$T/dropped.png" "$T/before.png"
		return
	fi
	shot "$T/dropped.png"
	./ripple --headless --image "$2" --size 320x240 --frames "$frame" "${stones[@]}" \
		--save-frame "$T/expected.bmp" >/dev/null
	# all but a few pixels: a render of paused water and ./ripple's frame differ in some (see the README)
	st=$(differing "$T/dropped.png" "$T/expected.bmp")
	check "drop: $1: shown at once, scaled to the pool under the same ripples (all but $st of 76800 pixels as ./ripple --image draws it)" \
		test "$st" -le 768
}
refused() { # refused NAME PICTURE: the message box saying why, dismissed; the same line on stderr
	local box
	box=$(titled Ripple)
	check "drop: $1: refused in a message box ($box) and on stderr ($(tail -1 "$T/derr"))" \
		sh -c "test -n '$box' && tail -1 '$T/derr' | grep -q '^ripple: .*$(basename "$2")'"
	xdotool windowfocus --sync "$box" 2>/dev/null
	xdotool key Return
	for _ in $(seq 30); do xprop -id "$box" >/dev/null 2>&1 || break; sleep 0.1; done
}
drop "a 200x150 8-bit paletted picture, its name with spaces and a #" "$T/a picture #8.bmp"
check "drop: ...in place of the old one ($(differing "$T/dropped.png" "$T/before.png") pixels changed)" \
	test "$(differing "$T/dropped.png" "$T/before.png")" -gt 20000
drop "a 123x92 24-bit picture" "$T/24-bit.bmp"
drop "a 400x300 JPEG photo" "$T/photo.jpg"
drop "a 160x120 PNG screenshot" "$T/screenshot.png"
drop "a PDF" "$T/paper.pdf" refused
for bad in truncated-pixels bits-7 rle8-past-the-end 16384x16384-tiny; do
	drop "a malformed BMP ($bad.bmp)" "tests/fuzz/corpus/picture/$bad.bmp" refused
done
drop "a file that is not there" "$T/missing.bmp" refused
# memory: pictures loaded and refused, round after round, must not add up (a picture and its
# page lost per drop would be 600 KB, 15 MB over ten rounds)
round() {
	drop "again" "$T/a picture #8.bmp"
	drop "again" "tests/fuzz/corpus/picture/truncated-pixels.bmp" refused
	drop "again" "$T/24-bit.bmp"
}
steady "drop: two pictures and a bad one" 10 4096 round
quit $pid
check "drop: Esc after the drops exits with status 0" test $? = 0

# pictures dropped on a lesson (the double slit, paused in its heights view): a phone's photo (a
# 4032x3024 JPEG its EXIF turns upright, 3024x4032: larger than the screen) and a screenshot (a
# 1280x1024 PNG) are fit whole into the lesson's 320x240 pool, keeping their shape (black at the
# sides), and shown in the light view, which the title names; the pool, the scenario and the water
# are kept; a broken file is refused, the lesson as it was
convert -size 4032x3024 gradient:red-blue -fill white -draw 'rectangle 0,0 399,399' -quality 85 "$T/sideways.jpg"
{ printf '\377\330'; exif 6; tail -c +3 "$T/sideways.jpg"; } >"$T/phone.jpg"
convert bmp/pool.bmp -resize 1280x1024! PNG24:"$T/screen.png"
printf '\377\330\377\340 not a JPEG after all' >"$T/broken.jpg"
(cd "$T" && exec "$OLDPWD/ripple" --scale 1 --frames 100000 --scenario double-slit) >"$T/lout" 2>"$T/lerr" &
pid=$!
wid=$(ripple_window)
sleep 2 # the waves through the slits
xdotool key --window "$wid" space 2>/dev/null
sleep 4 # the scenario's note gone from the window's foot (4 s)
shot "$T/lesson.png"
# title_says WORDS: the window's title holds WORDS (a grep pattern) within 5 s
title_says() {
	for _ in $(seq 50); do xdotool getwindowname "$wid" | grep -q -- "$1" && return; sleep 0.1; done
	return 1
}
kept() { # kept NAME: the window still 320x240, the double slit still laid out
	check "lesson: $1: the pool still 320x240, the double slit laid out ($(xdotool getwindowname "$wid" | sed 's/.*here), //'))" \
		sh -c "xdotool getwindowgeometry $wid | grep -q 'Geometry: 320x240' && xdotool getwindowname $wid | grep -q 'double-slit, waves of 12 frames, slits 6 wide 60 apart'"
}
build/xdnd "$wid" "$T/phone.jpg" >/dev/null 2>&1
check "lesson: a phone's photo dropped in the heights view: the light view, said in the title" \
	title_says ', light, .* - light view to show the picture (V: other views)'
kept "the phone's photo"
xdotool key --window "$wid" v v 2>/dev/null # light, both, heights
title_says ', heights, '
sleep 4 # the view's note gone from the window's foot (4 s)
shot "$T/lesson_after.png"
check "lesson: ...the water as it was (the heights view the same, $(differing "$T/lesson.png" "$T/lesson_after.png") pixels differ)" \
	same_pixels "$T/lesson.png" "$T/lesson_after.png"
xdotool key --window "$wid" v v c 2>/dev/null # refraction, light; still water there shows the picture itself
title_says ', light, '
shot "$T/phone_shown.png"
check "lesson: ...the photo upright and whole, 180x240 in the middle: black at the sides, its white corner top right ($(pixel "$T/phone_shown.png" 30,120) $(pixel "$T/phone_shown.png" 290,120) $(pixel "$T/phone_shown.png" 238,8))" \
	test "$(pixel "$T/phone_shown.png" 30,120) $(pixel "$T/phone_shown.png" 290,120) $(pixel "$T/phone_shown.png" 238,8)" = \
	"srgb(0,0,0) srgb(0,0,0) srgb(255,255,255)"
build/xdnd "$wid" "$T/screen.png" >/dev/null 2>&1
shot "$T/screen_shown.png"
check "lesson: a 1280x1024 screenshot dropped: whole, 300x240 in the middle ($(pixel "$T/screen_shown.png" 4,120) $(pixel "$T/screen_shown.png" 316,120) $(pixel "$T/screen_shown.png" 14,120))" \
	sh -c "test '$(pixel "$T/screen_shown.png" 4,120) $(pixel "$T/screen_shown.png" 316,120)' = 'srgb(0,0,0) srgb(0,0,0)' -a '$(pixel "$T/screen_shown.png" 14,120)' != 'srgb(0,0,0)'"
check "lesson: ...in place of the photo" pixels_differ "$T/screen_shown.png" "$T/phone_shown.png"
kept "the screenshot"
build/xdnd "$wid" "$T/broken.jpg" >/dev/null 2>&1
box=$(titled Ripple)
check "lesson: a broken file dropped: refused in a message box ($box) and on stderr ($(tail -1 "$T/lerr"))" \
	sh -c "test -n '$box' && tail -1 '$T/lerr' | grep -q \"^ripple: picture '.*broken.jpg' is not a picture this program reads\""
xdotool windowfocus --sync "$box" 2>/dev/null
xdotool key Return
for _ in $(seq 30); do xprop -id "$box" >/dev/null 2>&1 || break; sleep 0.1; done
kept "the broken file"
shot "$T/after_broken.png"
check "lesson: ...the screenshot still shown" same_pixels "$T/after_broken.png" "$T/screen_shown.png"
quit $pid
check "lesson: Esc after the drops exits with status 0" test $? = 0

# signals: a window ends as when closed (status 0, its --save-frame written); a headless run
# takes the default action, the conventional 128 + signal
set -m # background jobs of a script would otherwise ignore SIGINT
# ended PID: st its exit status once it has ended, or "hung" (and it is killed) after 10 s: a signal
# ignored by whoever started the suite (an ignored SIGINT is inherited) fails, not hangs
ended() {
	for _ in $(seq 100); do kill -0 "$1" 2>/dev/null || break; sleep 0.1; done
	if kill -0 "$1" 2>/dev/null; then
		kill -9 "$1"
		wait "$1" 2>/dev/null
		st=hung
	else
		wait "$1"
		st=$?
	fi
}
for sig in TERM INT; do
	./ripple --frames 100000 --save-frame "$T/sig.bmp" >/dev/null 2>&1 &
	pid=$!
	wid=$(ripple_window)
	sleep 0.3
	rm -f "$T/sig.bmp"
	kill -$sig $pid
	ended $pid
	check "window: SIG$sig ends it cleanly, status 0, the frame saved" test $st = 0 -a -s "$T/sig.bmp"
	./ripple --headless --frames 1000000000 --size 64x48 >/dev/null 2>&1 &
	pid=$!
	sleep 0.3
	kill -$sig $pid
	ended $pid
	check "headless: SIG$sig ends it with status $st (128 + SIG$sig)" test $st = $((128 + $(kill -l $sig)))
done
set +m

./ripple --frames 100000 --save-frame "$T/closed.bmp" >/dev/null 2>&1 &
pid=$!
wid=$(ripple_window)
build/wmclose "$wid"
wait $pid
st=$?
check "window: the close button (WM_DELETE_WINDOW) ends it with status 0, the frame saved" test $st = 0 -a -s "$T/closed.bmp"

# valgrind on a windowed run: clicks, a drag, zooms, views (tests/data/valgrind.supp: the system libraries' leaks)
valgrind -q --error-exitcode=9 --leak-check=full --errors-for-leak-kinds=definite --show-leak-kinds=definite \
	--num-callers=40 --suppressions=tests/data/valgrind.supp ./ripple --frames 60 >/dev/null 2>"$T/valgrind" &
pid=$!
wid=$(ripple_window)
xdotool mousemove --window "$wid" 100 100 click 1 mousedown 1 mousemove --window "$wid" 200 150 mouseup 1 2>/dev/null
xdotool key --window "$wid" ctrl+2 v o i ctrl+1 2>/dev/null
wait $pid
st=$?
check "valgrind: a windowed run is clean, no definite leak ($(grep -m1 -A8 -E 'definitely|Invalid|uninitialised' "$T/valgrind" | sed 's/^==[0-9]*== *//' | tr '\n' ' '))" test $st = 0

# --- under Wine: ripple.exe, its menus' file dialog, handle-free memory --------------------------------
wine_prefix
wine ripple.exe --headless --frames 300 --drop 160,120,10,32767@0 --drop 100,80,20,32767@50 --save-heights "$T/wo.h" >/dev/null 2>&1
./ripple --headless --frames 300 --drop 160,120,10,32767@0 --drop 100,80,20,32767@50 --save-heights "$T/no.h" >/dev/null 2>&1
check "wine: stones of 32767 wrap the heights as natively, bit for bit" cmp -s "$T/wo.h" "$T/no.h"

dialog() { # the file dialog, within 10 s
	local w
	for _ in $(seq 40); do
		w=$(xdotool search --onlyvisible --name '^Open$' 2>/dev/null | head -1)
		[ -n "$w" ] && { echo "$w"; return; }
		sleep 0.25
	done
}
wshot() { still_shot "$1" -crop "320x240+0+$menu" +repage; }
start_wine_window --frames 100000 --drop 160,120,5
xdotool key space
wshot "$T/wpaused.png"
check "wine window: paused with ripples" pixels_differ "$T/wpaused.png" bmp/pool.bmp

# another picture, of another size and depth, through File > Open: scaled to the pool, drawn at once
convert bmp/pool.bmp -resize 200x150! -colors 64 -type Palette -flip BMP3:"$T/other.bmp"
xdotool key ctrl+o
box=$(dialog)
check "wine window: Ctrl+O opens the file dialog" test -n "$box"
xdotool type "Z:${T//\//\\}"
xdotool key Return
sleep 0.5
xdotool type other.bmp
xdotool key Return
for _ in $(seq 40); do xdotool search --onlyvisible --name '^Open$' >/dev/null 2>&1 || break; sleep 0.25; done
xdotool windowfocus --sync "$wid" 2>/dev/null
xdotool key c
wshot "$T/wother.png"
convert "$T/other.bmp" -sample 320x240! "$T/other320.png"
check "wine window: a 200x150 paletted picture opened while running is scaled to the pool and shown" \
	awk -v e="$(compare -metric RMSE "$T/wother.png" "$T/other320.png" null: 2>&1 | sed 's/.*(\(.*\))/\1/')" 'BEGIN { exit !(e < 0.08) }'
check "wine window: ...in place of the old one" pixels_differ "$T/wother.png" bmp/pool.bmp
wshot "$T/wpaused.png"

# cover, move, hide and zoom, round after round: the frame comes back, the memory stays
wlife() {
	cover_and_move "wine window" wshot "$T/wpaused.png"
	xdotool windowfocus --sync "$wid" 2>/dev/null
	for _ in $(seq 3); do xdotool key --delay 100 ctrl+2 ctrl+3 ctrl+1; done
	xdotool key ctrl+2
	wait_geometry '640x[0-9]*'
	geom=$(xdotool getwindowgeometry "$wid" | sed -n 's/.*Geometry: //p')
	check "wine window: zoomed 2-3-1 three times, then 2: 640 wide ($geom)" test "${geom%x*}" = 640
	xdotool key ctrl+1
	wshot "$T/wback.png"
	check "wine window: back at 1x, the frame is the same" same_pixels "$T/wback.png" "$T/wpaused.png"
}
# the zooms of wlife() without its shots: the memory's rounds
wblows() {
	xdotool windowfocus --sync "$wid" 2>/dev/null
	for _ in $(seq 3); do xdotool key --delay 100 ctrl+2 ctrl+3 ctrl+1; done
	xdotool key ctrl+2
	check "wine window: zoomed 2-3-1 three times, then 2: 640 wide" wait_geometry '640x[0-9]*'
	xdotool key ctrl+1
	check "wine window: back at 1x: 320 wide" wait_geometry '320x[0-9]*'
}
wlife
steady "wine window" 6 8192 wblows
wshot "$T/wback.png"
check "wine window: after those rounds, the frame is the same" same_pixels "$T/wback.png" "$T/wpaused.png"
xdotool windowunmap --sync "$wid"
sleep 0.3
xdotool windowmap --sync "$wid"
wshot "$T/wshown.png"
check "wine window: hidden and shown, the frame is back" same_pixels "$T/wshown.png" "$T/wpaused.png"

# closing the window while the file dialog is open: Wine keeps a window that a dialog has disabled,
# so nothing is torn down under the dialog; once the dialog is cancelled, closing ends the program
xdotool mousemove --window "$wid" 314 $((menu / 2)) click 1 # shown again without a window manager, it wants a click for the keys (on the bar right of Help, no menu's name)
xdotool windowfocus --sync "$wid" 2>/dev/null
xdotool key ctrl+o
box=$(dialog)
build/wmclose "$wid"
sleep 1
alive=$(kill -0 $pid 2>/dev/null && echo running || echo ended)
check "wine window: closed while the file dialog ($box) is open, the program ($alive) and the dialog stay" \
	sh -c "test $alive = running && test -n '$box' && xdotool search --onlyvisible --name '^Open\$' >/dev/null"
xdotool windowfocus --sync "$box" 2>/dev/null
xdotool key Escape
sleep 0.5
build/wmclose "$wid"
for _ in $(seq 50); do kill -0 $pid 2>/dev/null || break; sleep 0.1; done
kill -0 $pid 2>/dev/null && build/wmclose "$wid"
wait $pid
st=$?
check "wine window: ...and closed after the dialog, it exits with status 0 ($(tr -d '\r' <"$T/wout" | tail -1))" test $st = 0
wineserver -k 2>/dev/null

finish e2e-life
