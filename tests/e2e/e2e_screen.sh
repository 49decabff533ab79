#!/usr/bin/env bash
# e2e_screen.sh - on a 1920x1080 screen: full screen both ways in ./ripple (under a window manager) and ripple.exe, clicks, readable text, the rate per mode.
set -u
cd "$(dirname "$0")/../.." || exit 1
. tests/e2e/lib.sh
start_xvfb 1920x1080
openbox >/dev/null 2>&1 & # SDL's desktop full screen asks the window manager (EWMH), as on a desktop
WM_PID=$!
trap 'kill $WM_PID $XVFB_PID 2>/dev/null; rm -rf "$T"' EXIT
sleep 1

size_of() { identify -format '%wx%h' "$1" 2>/dev/null; }
# Whether box $1 (WxH+X+Y) is centred within $4 px of ($2, $3).
centred_near() {
	awk -v b="$1" -v x="$2" -v y="$3" -v d="$4" 'BEGIN { split(b, v, /[x+]/);
		exit !(v[1] > 8 && (v[3] + v[1] / 2 - x)^2 + (v[4] + v[2] / 2 - y)^2 < d * d) }'
}
# The share of white (text) pixels in the box $2 (WxH+X+Y) of shot $1.
# The text of shot $1 in the left letterbox margin (320x1080+0+0), none on the water's corner
# (a 320x240 pool at 4x starts at 320,60).
text_in_margin() {
	awk -v m="$(ink "$1" 320x1080+0+0)" -v w="$(ink "$1" 300x200+322+62)" 'BEGIN { exit !(m > 0.01 && w == 0) }'
}
# The height in pixels of the white letters in the first line of the overlay in shot $1.
letter_height() {
	convert "$1" -crop 600x34+0+0 +repage -fill black -fuzz 5% +opaque white -trim -format '%h' info:
}

# --- ./ripple --fullscreen: the 320x240 pool at 4x (1280x960), letterboxed, text at 4x
./ripple --fullscreen --frames 30 --save-window "$T/still.bmp" >/dev/null 2>&1
./ripple --fullscreen --frames 30 --drop 160,120 --save-window "$T/drop.bmp" >/dev/null 2>&1
check "--fullscreen: the window covers the 1920x1080 screen ($(size_of "$T/drop.bmp"))" test "$(size_of "$T/drop.bmp")" = 1920x1080
box=$(changed_box "$T/still.bmp" "$T/drop.bmp")
check "...a stone at the pool's middle shows at the screen's middle (changed box $box)" centred_near "$box" 960 540 6
check "...the pool at 4x, black around it (corner and bar are black, the pool's corner is not)" \
	sh -c "test '$(pixel "$T/still.bmp" 100,100)' = 'srgb(0,0,0)' &&
	       test '$(pixel "$T/still.bmp" 330,70)' != 'srgb(0,0,0)' &&
	       test '$(pixel "$T/still.bmp" 310,70)' = 'srgb(0,0,0)'"
./ripple --fullscreen --smooth --frames 5 --save-window "$T/smooth.bmp" >/dev/null 2>&1
check "--smooth: the pool fills the screen's height (1440x1080, no black at (300,540))" \
	test "$(pixel "$T/smooth.bmp" 300,540)" != 'srgb(0,0,0)'

./ripple --fullscreen >"$T/out" 2>&1 &
pid=$!
wid=$(ripple_window)
check "window: --fullscreen is 1920x1080" wait_geometry 1920x1080
xdotool key space # paused: a click's ripples stand as it left them
still_shot "$T/before.png"
xdotool mousemove 1200 300 click 1
new_shot "$T/before.png" "$T/clicked.png"
box=$(changed_box "$T/before.png" "$T/clicked.png")
check "window: a click at (1200,300) full screen drops the stone under the pointer (changed box $box)" centred_near "$box" 1200 300 6
xdotool key space o
sleep 0.6
import -window "$wid" "$T/overlay.png"
h=$(letter_height "$T/overlay.png")
check "window: the overlay's letters are $h px high, at least 1/50 of 1080 (21.6)" test "${h:-0}" -ge 22
check "window: the overlay in the letterbox's margin, not over the water's corner (ink $(ink "$T/overlay.png" 320x1080+0+0), on the water $(ink "$T/overlay.png" 300x200+322+62))" \
	text_in_margin "$T/overlay.png"
# full screen has no title: a note (here ] with no slits to widen) is written at the screen's
# foot, in the black below the water (1280x60+320+1020), for its 4 seconds (the water is paused)
xdotool key bracketright
sleep 0.6
import -window "$wid" "$T/note.png"
check "window: ] in full screen says at the screen's foot that there are no slits (ink $(ink "$T/note.png" 1280x60+320+1020))" \
	awk -v m="$(ink "$T/note.png" 1280x60+320+1020)" 'BEGIN { exit !(m > 0.02) }'
sleep 4.5
import -window "$wid" "$T/nonote.png"
check "...and takes it away after its seconds (ink $(ink "$T/nonote.png" 1280x60+320+1020))" \
	test "$(ink "$T/nonote.png" 1280x60+320+1020)" = 0
# the profile's strip in full screen: the water keeps its zoom and its place; the bar below it (60
# rows) has no room for the strip, which lies over the foot of the water's left half
xdotool key ctrl+l
sleep 0.6
import -window "$wid" "$T/strip.png"
check "window: Ctrl+L in full screen: the water stays at 4x where it was, the strip over the foot of its left half ($(pixel "$T/strip.png" 400,1000), $(pixel "$T/strip.png" 1400,1000))" \
	sh -c "test '$(pixel "$T/strip.png" 310,70)' = 'srgb(0,0,0)' &&
	       test '$(pixel "$T/strip.png" 330,70)' != 'srgb(0,0,0)' &&
	       test '$(pixel "$T/strip.png" 400,1000)' = 'srgb(12,16,40)' &&
	       test '$(pixel "$T/strip.png" 1400,1000)' != 'srgb(12,16,40)'"
xdotool key ctrl+l
xdotool key o F1
sleep 0.6
import -window "$wid" "$T/help.png"
h=$(letter_height "$T/help.png")
check "window: F1's keys over the water in letters $h px high, at least 1/50 of 1080" test "${h:-0}" -ge 22
xdotool key Escape F11 # the help closed (its list takes two pages here), then full screen left
check "window: F11 leaves full screen: the window at the zoom that fits, 4x" wait_geometry 1280x960
xdotool key alt+Return
check "window: Alt+Enter fills the screen again" wait_geometry 1920x1080
xdotool key Escape
check "window: Esc leaves full screen" wait_geometry 1280x960
check "...and the program runs on" kill -0 $pid
xdotool key o Escape Escape
sleep 0.5
check "window: Esc takes the overlay away, then says in the title that Ctrl+Q quits, and the program runs on" \
	sh -c "kill -0 $pid && xdotool getwindowname $wid | grep -q 'Ctrl+Q quits'"
quit_keys
wait $pid
check "window: Ctrl+Q ends it with status 0" test $? = 0

# --- a lesson in full screen: the overlay leads with it (more lines than the plain pool's), and a
# knob at the end of its range says so at the screen's foot
./ripple --fullscreen --scenario double-slit >"$T/out" 2>&1 &
pid=$!
wid=$(ripple_window)
check "window: --fullscreen --scenario double-slit is 1920x1080" wait_geometry 1920x1080
xdotool key space o
sleep 0.6
import -window "$wid" "$T/lesson.png"
rows() { convert "$1" -crop 320x1080+0+0 +repage -threshold 99% -scale 1x1080! -threshold 0 -format '%[fx:round(mean * h)]' info:; }
# (its lines, longer than the plain pool's, read in the margin at a smaller scale where they do not
# fit at the plain pool's: the water stays clear)
check "window: the overlay of a double slit says its lesson in the margin, the water clear: $(rows "$T/lesson.png") rows of letters" \
	sh -c "$(declare -f ink text_in_margin); text_in_margin '$T/lesson.png' && test $(rows "$T/lesson.png") -gt 300"
xdotool key apostrophe
sleep 0.6
import -window "$wid" "$T/limit.png"
check "window: ' with the screen at its farthest says so at the screen's foot (ink $(ink "$T/limit.png" 1280x60+320+1020))" \
	awk -v m="$(ink "$T/limit.png" 1280x60+320+1020)" 'BEGIN { exit !(m > 0.02) }'
check "...and in the title ($(xdotool getwindowname "$wid" | sed 's/.* - //'))" \
	sh -c "xdotool getwindowname $wid | grep -q 'screen distance L at its largest: 132 cells'"
quit_and_wait $pid
wait $pid

# --- ripple.exe under the window manager: after full screen one click on the frame's close box
# closes it (Wine confined the pointer to the full-screen window and kept it so after)
wine_prefix
start_wine_window --fullscreen
check "wine window under a window manager: --fullscreen covers the screen" wait_geometry 1920x1080
xdotool key Escape
check "...Esc brings the window back" wait_geometry "320x[0-9]*"
sleep 0.5
read -r wx wy ww < <(xwininfo -id "$wid" | awk '/Absolute upper-left X/ { x = $NF } /Absolute upper-left Y/ { y = $NF }
	/Width/ { w = $NF } END { print x, y, w }')
xdotool mousemove $((wx + ww - 8)) $((wy - 10)) click 1 # the close box, right on the frame's title bar
wait_gone $pid
check "...and one click on the frame's close box closes it" sh -c "! kill -0 $pid 2>/dev/null"
kill $pid 2>/dev/null
wait $pid 2>/dev/null

# --- the pool at the screen's resolution: --size screen, and Ctrl+F11 while it runs
./ripple --size screen --frames 10 --save-frame "$T/screen.bmp" >/dev/null 2>&1
check "--size screen: the pool is the screen's 1920x1080 ($(size_of "$T/screen.bmp"))" test "$(size_of "$T/screen.bmp")" = 1920x1080
check "--size screen with --headless is refused with status 2" sh -c './ripple --headless --size screen >/dev/null 2>&1; test $? = 2'
./ripple --fullscreen --frames 150 --save-frame "$T/toggled.bmp" >/dev/null 2>&1 &
pid=$!
wid=$(ripple_window)
sleep 1
xdotool key ctrl+F11
wait $pid
check "window: Ctrl+F11 makes the pool the screen's size while it runs ($(size_of "$T/toggled.bmp"))" \
	test "$(size_of "$T/toggled.bmp")" = 1920x1080

# --- a phone's photo larger than the screen: shown whole in a pool the screen's size, in the
# window only (headless keeps the picture's size; --size still sets any); dropped on a running
# window too. The photo is 3:2, so it fills the pool's height with black bars at the sides.
convert -size 2400x1600 plasma: -fill white -draw 'rectangle 0,0 239,239' \
	-draw 'rectangle 2160,1360 2399,1599' -quality 90 "$T/photo.jpg"
./ripple "$T/photo.jpg" --frames 5 --save-frame "$T/photo.bmp" >/dev/null 2>&1
check "window: a 2400x1600 photo makes a pool the screen's 1920x1080 ($(size_of "$T/photo.bmp"))" \
	test "$(size_of "$T/photo.bmp")" = 1920x1080
check "...the photo whole, 1620x1080 in the middle: its white corners in, black bars beside" \
	sh -c "test '$(pixel "$T/photo.bmp" 200,100) $(pixel "$T/photo.bmp" 1720,1000)' = 'srgb(255,255,255) srgb(255,255,255)' &&
	       test '$(pixel "$T/photo.bmp" 100,540) $(pixel "$T/photo.bmp" 1820,540)' = 'srgb(0,0,0) srgb(0,0,0)'"
./ripple --headless --frames 1 "$T/photo.jpg" --save-frame "$T/photoh.bmp" >/dev/null 2>&1
check "--headless: the photo's own size ($(size_of "$T/photoh.bmp"))" test "$(size_of "$T/photoh.bmp")" = 2400x1600
./ripple "$T/photo.jpg" --size 800x600 --frames 5 --save-frame "$T/photos.bmp" >/dev/null 2>&1
check "window: --size 800x600 still sets the pool ($(size_of "$T/photos.bmp"))" test "$(size_of "$T/photos.bmp")" = 800x600
./ripple >"$T/out" 2>&1 &
pid=$!
wid=$(ripple_window)
build/xdnd "$wid" "$T/photo.jpg" >/dev/null 2>&1
sleep 2
check "window: the photo dropped on a 320x240 pool makes it 1920x1080, the window fitted ($(xdotool getwindowname "$wid"))" \
	sh -c "xdotool getwindowname $wid | grep -q 'pool 1920x1080' && ! xdotool getwindowgeometry $wid | grep -q 'Geometry: 320x240'"
# an 800x600 circle dropped after it: shown whole in that pool keeping its shape (it was stretched
# to 1920x1080, a 250x187 ellipse), its red disc as wide as it is high
convert -size 800x600 xc:skyblue -fill red -draw 'circle 400,300 400,200' "$T/circle.png"
build/xdnd "$wid" "$T/circle.png" >/dev/null 2>&1
sleep 2
still_shot "$T/circle-shot.png"
disc=$(convert "$T/circle-shot.png" -fill black -fuzz 10% +opaque red -trim -format '%wx%h' info: 2>/dev/null)
check "window: an 800x600 circle dropped after the photo stays round ($disc), the pool kept ($(xdotool getwindowname "$wid" | grep -o 'pool [0-9x]*'))" \
	sh -c "xdotool getwindowname $wid | grep -q 'pool 1920x1080' &&
	       awk -v b='$disc' 'BEGIN { split(b, v, \"x\"); exit !(v[1] > 100 && (v[1] - v[2])^2 <= 9) }'"
kill $pid
wait $pid 2>/dev/null

# --- Ctrl+F11 in a lesson with a phone's photo open: the screen's pool, back to the lesson's
# 320x240 (4x), the screen's again: it toggles, whatever the photo's size
./ripple --scenario double-slit >"$T/out" 2>&1 &
pid=$!
wid=$(ripple_window)
wait_geometry 1280x960
build/xdnd "$wid" "$T/photo.jpg" >/dev/null 2>&1
sleep 2
xdotool windowfocus --sync "$wid" 2>/dev/null
pools=""
for want in 1920x1080 320x240 1920x1080; do
	xdotool key ctrl+F11
	if [ $want = 320x240 ]; then
		wait_geometry 1280x960 && sleep 0.5 && ! xdotool getwindowname "$wid" | grep -q ' pool ' && pools="$pools $want"
	else
		for _ in $(seq 50); do xdotool getwindowname "$wid" | grep -q "pool $want" && break; sleep 0.1; done
		xdotool getwindowname "$wid" | grep -q "pool $want" && pools="$pools $want"
	fi
done
check "window: Ctrl+F11 three times with the photo open in the lesson:$pools" \
	test "$pools" = " 1920x1080 320x240 1920x1080"
check "...the lesson kept ($(xdotool getwindowname "$wid" | grep -o 'double-slit'))" \
	sh -c "xdotool getwindowname $wid | grep -q double-slit"
kill $pid
wait $pid 2>/dev/null

# --- every mode full screen with the pool at the screen's resolution: it opens, runs and says its
# rate (scripts/window-bench.sh measures the rates; the host is shared)
for mode in "--view refraction" "--view light" "--view both" "--view heights" "--bpp 16" "--view light --bpp 16" \
	"--view both --bpp 16" "--view heights --bpp 16" "--stencil 12" "--damping 1" "--damping 8" "--damping off" \
	"--boundary reflect" "--boundary absorb" "--walls bmp/slit.bmp" "--scenario rock" "--scenario slit" \
	"--scenario double-slit" "--mesh 2" "--mesh 4" "--mesh 2 --view both" "--scene side" "--gl-view flat" \
	"--gl-view refraction" "--gl-view surface"; do
	# shellcheck disable=SC2086
	./ripple --size screen --rain 100 --frames 10 $mode >"$T/rate" 2>&1
	st=$?
	check "full screen at 1920x1080, $mode: $(tail -1 "$T/rate")" \
		sh -c "test $st = 0 && tail -1 '$T/rate' | grep -q '^10 frames in .* fps\$'"
done

# --- without --scale, the largest whole zoom at which the window, frame and title bar included,
# fits the work area (the screen less the panels: openbox's bottom margin stands for one). 320x240
# at 4x is 1280x960, 981 rows with openbox's title bar and border: 4x when the margin leaves 1020
# rows, 3x when it leaves 980 (which the client area alone would fit). The title is readable then.
# --scale 1 still gives 1x.
sed 's|<bottom>0</bottom>|<bottom>60</bottom>|' /etc/xdg/openbox/rc.xml >"$T/rc.xml"
kill $WM_PID 2>/dev/null
openbox --config-file "$T/rc.xml" >/dev/null 2>&1 &
WM_PID=$!
# margin N: openbox's bottom margin N px, once the work area says so
margin() {
	sed -i "s|<bottom>[0-9]*</bottom>|<bottom>$1</bottom>|" "$T/rc.xml"
	openbox --reconfigure 2>/dev/null
	for _ in $(seq 50); do
		xprop -root _NET_WORKAREA 2>/dev/null | grep -q "= 0, 0, 1920, $((1080 - $1))," && break
		sleep 0.1
	done
	sleep 0.5 # the work area is set in steps while openbox reconfigures
}
# opened WxH PROGRAM...: PROGRAM's window opens with a client area (the water and ripple.exe's menu
# bar) of WxH, and all of it, its frame included, is inside the work area; sets pid, wid, and title
# (the width of the title's letters in the title bar once it says the frame rate)
opened() {
	local want=$1 x y w h l r t b area
	shift
	"$@" >/dev/null 2>&1 &
	pid=$!
	wid=$(ripple_window)
	wait_geometry "$want" || { bad "$* opens $want ($(xdotool getwindowgeometry "$wid" | sed -n 's/.*Geometry: //p'))"; return 1; }
	xdotool windowfocus --sync "$wid" 2>/dev/null
	for _ in $(seq 50); do # the title says the frame rate once a second has been measured
		xdotool getwindowname "$wid" | grep -q fps && break
		sleep 0.1
	done
	sleep 0.5
	read -r x y w h < <(xwininfo -id "$wid" | awk '/Absolute upper-left X/ { x = $4 } /Absolute upper-left Y/ { y = $4 }
		/Width/ { w = $2 } /Height/ { h = $2 } END { print x, y, w, h }')
	IFS=', ' read -r l r t b < <(xprop -id "$wid" _NET_FRAME_EXTENTS | sed 's/.*= //')
	area=$(xprop -root _NET_WORKAREA | sed 's/.*= //' | cut -d, -f3,4 | tr -d ' ')
	check "$* opens $want, frame and title ($l,$r,$t,$b) inside the $area work area (at $x,$y)" \
		test $((x - l)) -ge 0 -a $((y - t)) -ge 0 -a $((x + w + r)) -le "${area%,*}" -a $((y + h + b)) -le "${area#*,}"
	import -window root "$T/opened.png"
	title=$(convert "$T/opened.png" -crop $((w - 100))x"$t"+$((x + 30))+$((y - t)) +repage -fill black -fuzz 10% \
		+opaque white -trim -format '%w' info: 2>/dev/null)
}
margin 60
opened 1280x960 ./ripple
check "...its title readable, its letters $title px wide (cut to a few words at 320 wide: about 200)" test "${title:-0}" -gt 500
quit_and_wait $pid
margin 100
opened 960x720 ./ripple
quit_and_wait $pid
opened 320x240 ./ripple --scale 1
quit_and_wait $pid
wine_prefix
opened '960x7[0-9][0-9]' wine ripple.exe
check "...its title readable, its letters $title px wide" test "${title:-0}" -gt 500
quit_and_wait $pid
wait $pid
margin 0

# --- ripple.exe: borderless full screen on its monitor, the menu bar hidden and back
kill $WM_PID 2>/dev/null # as the other Wine suites: Wine draws its own frame
wine_prefix
start_wine_window
windowed=$geom
# centre X Y of the window $1 (its geometry as xdotool says it)
centre() { xdotool getwindowgeometry "$1" | awk '/Position/ { split($2, p, ","); x = p[1]; y = p[2] }
	/Geometry/ { split($2, g, "x"); print int(x + g[1] / 2), int(y + g[2] / 2) }'; }
xdotool windowmove "$wid" 200 150
sleep 0.5
placed=$(xdotool getwindowgeometry "$wid" | sed -n 's/.*Position: \([0-9]*,[0-9]*\).*/\1/p')
xdotool windowfocus --sync "$wid" 2>/dev/null
xdotool key ctrl+o
dialog=$(timeout 10 xdotool search --sync --onlyvisible --name '^Open$' 2>/dev/null | head -1)
sleep 0.5
read -r wx wy < <(centre "$wid")
read -r bx by < <(centre "$dialog")
check "wine window: the Open dialog comes up centred on the window, not the screen (window $wx,$wy, dialog $bx,$by)" \
	test $(((bx - wx) * (bx - wx) + (by - wy) * (by - wy))) -lt 400
xdotool windowfocus --sync "$dialog" 2>/dev/null
xdotool key Escape
sleep 0.5
xdotool windowfocus --sync "$wid" 2>/dev/null
xdotool key F11
check "wine window: F11 covers the 1920x1080 screen, no menu bar" wait_geometry 1920x1080
still_shot "$T/wfull.png"
xdotool mousemove 960 540 click 1
sleep 0.5
import -window "$wid" "$T/wclick.png"
box=$(changed_box "$T/wfull.png" "$T/wclick.png")
check "wine window: a click at the screen's middle makes ripples centred on it (changed box $box)" centred_near "$box" 960 540 6
xdotool key bracketright
sleep 0.6
import -window "$wid" "$T/wnote.png"
check "wine window: ] in full screen says at the screen's foot that there are no slits (ink $(ink "$T/wnote.png" 1280x60+320+1020))" \
	awk -v m="$(ink "$T/wnote.png" 1280x60+320+1020)" 'BEGIN { exit !(m > 0.02) }'
xdotool key alt+Return
check "wine window: Alt+Enter brings back the window and its menu bar ($windowed)" wait_geometry "$windowed"
check "...where it was ($placed): $(xdotool getwindowgeometry "$wid" | sed -n 's/.*Position: \([0-9,]*\).*/\1/p')" \
	sh -c "xdotool getwindowgeometry $wid | grep -q 'Position: $placed '"
xdotool key alt+Return
check "wine window: Alt+Enter fills the screen again" wait_geometry 1920x1080
xdotool key space o
still_shot "$T/woverlay.png"
check "wine window: the overlay in the letterbox's margin, not over the water's corner" text_in_margin "$T/woverlay.png"
xdotool key o Escape
check "wine window: Esc leaves full screen" wait_geometry "$windowed"
xdotool key Escape
sleep 0.5
check "wine window: a second Esc says in the title that Ctrl+Q quits, and the program runs on" \
	sh -c "kill -0 $pid && xdotool getwindowname $wid | grep -q 'Ctrl+Q quits'"
quit_keys
wait $pid
check "wine window: Ctrl+Q ends it with status 0" test $? = 0
WINEDEBUG=-all wine ripple.exe --fullscreen --frames 30 --drop 160,120 --save-window "$T/wexe.bmp" >/dev/null 2>&1
check "ripple.exe --fullscreen: what the window shows is the screen's size ($(size_of "$T/wexe.bmp"))" \
	test "$(size_of "$T/wexe.bmp")" = 1920x1080
check "...the pool at 4x, as natively, pixel for pixel" same_pixels "$T/wexe.bmp" "$T/drop.bmp"

# --- other screens under openbox: the 320x240 pool at 2x on 1280x720, at 8x (the most) on 3840x2160
for screen in 1280x720:640x480 3840x2160:2560x1920; do
	kill $WM_PID $XVFB_PID 2>/dev/null
	start_xvfb "${screen%:*}"
	openbox >/dev/null 2>&1 &
	WM_PID=$!
	sleep 1
	opened "${screen#*:}" ./ripple
	quit_and_wait $pid
done
# the pool at the 3840x2160 screen's size in full screen, with the intensity panel: no room beside
# the water, the graphs inset over its left half, the water at its own size (the screen's column at
# its own x, all its marks in sight: two rows of four)
col=$(screen_column 3840x2160)
./ripple --fullscreen --size screen --scenario double-slit --intensity --graph probe >/dev/null 2>&1 &
pid=$!
wid=$(ripple_window)
check "window: full screen at the 3840x2160 screen's size covers it" wait_geometry 3840x2160
sleep 4.5 # the start's note at the foot (4 s) gone, which may stand over the column's last rows
import -window "$wid" "$T/inset4k.png"
ground=$(pixel "$T/inset4k.png" 100,100)
marks=$(colour_count "$T/inset4k.png" "1x2160+${col:-0}+0" 'srgb(255,200,0)')
check "...the panel inset over the water's top left ($ground), the water unscaled: the screen's column (x ${col:-none}) shows all its marks ($marks of 2160 rows)" \
	test "$ground/$marks" = "srgb(12,16,40)/1080"
quit_and_wait $pid

echo "e2e-screen: $passed passed, $failed failed"
[ "$failed" = 0 ]
