# lib.sh - helpers the end-to-end test scripts share: counting checks, a private Xvfb, screenshots.
T=$(mktemp -d)
passed=0
failed=0
XVFB_PID=
trap 'kill $XVFB_PID 2>/dev/null; rm -rf "$T"' EXIT

ok() { passed=$((passed + 1)); echo "ok   - $1"; }
bad() { failed=$((failed + 1)); echo "FAIL - $1"; }
check() { # check NAME COMMAND...: passes when the command succeeds
	local name=$1
	shift
	if "$@"; then ok "$name"; else bad "$name"; fi
}

# within A B P: whether reading A lies within P percent of B (both above 0).
within() { awk -v a="$1" -v b="$2" -v p="$3" 'BEGIN { exit !(a > 0 && b > 0 && (a - b) ^ 2 < (p * b / 100) ^ 2) }'; }

# lesson_scale WxH: the lesson's scale of a pool that size, as ripple_lesson_scale reckons it: its
# rows over RIPPLE_LESSON_ROWS (240), rounded, 1 under one and a half times that.
lesson_scale() {
	awk -v s="$1" 'BEGIN { split(s, a, "x"); print a[2] < 360 ? 1 : int((a[2] + 120) / 240) }'
}

# start_xvfb [WxH]: starts Xvfb (1280x1024 unless WxH) at 24-bit depth on a free display and
# exports DISPLAY. -noreset: by default an X server resets when its last client leaves, and drops a
# connection made meanwhile (a program started just after the last one quit then found "no
# display": one start in 5 to 25 on a busy host).
start_xvfb() {
	exec 3>"$T/display"
	Xvfb -displayfd 3 -screen 0 "${1:-1280x1024}x24" -nolisten tcp -noreset >/dev/null 2>&1 &
	XVFB_PID=$!
	exec 3>&-
	for _ in $(seq 50); do [ -s "$T/display" ] && break; sleep 0.1; done
	export DISPLAY=":$(cat "$T/display")"
}

# ImageMagick's import, which must never wait: with no window to take (an empty id, when a window
# did not come) it would wait for a click on the screen, so it fails at once; and it gives up after
# 20 s.
import() {
	if [ "${1-}" = -window ] && [ -z "${2-}" ]; then
		echo "import: no window to take" >&2
		return 1
	fi
	timeout 20 "$(type -P import)" "$@"
}

# still_shot FILE [IMPORT OPTIONS...]: a shot of the window $wid once it stands still (two shots
# 0.2 s apart alike, 5 s at most; fails if it never does): on a loaded host a key or click may
# take a while to show.
still_shot() {
	local file=$1
	shift
	sleep 0.4
	import -window "$wid" "$@" "$file"
	for _ in $(seq 25); do
		sleep 0.2
		import -window "$wid" "$@" "$T/settle.png"
		same_pixels "$T/settle.png" "$file" && return
		mv "$T/settle.png" "$file"
	done
	return 1
}

# new_shot OLD FILE [IMPORT OPTIONS...]: still_shot once the window no longer shows OLD (5 s at
# most), for a key or click that must change it: two shots alike taken before it shows are not
# the window standing still.
new_shot() {
	local old=$1
	shift
	for _ in $(seq 25); do
		import -window "$wid" "${@:2}" "$1"
		same_pixels "$1" "$old" || break
		sleep 0.2
	done
	still_shot "$@"
}

# quit_keys [XDOTOOL KEY OPTIONS]: Ctrl+Q, which ends the program (Esc never does); its keys let go
# of here, as the window is gone before xdotool lets go of them and the next window would find
# them held.
quit_keys() {
	xdotool key "$@" ctrl+q 2>/dev/null
	xdotool keyup ctrl+q 2>/dev/null
}

# wait_gone PID: waits up to 5 s for process PID to end.
wait_gone() {
	for _ in $(seq 50); do
		kill -0 "$1" 2>/dev/null || return 0
		sleep 0.1
	done
}

# quit_and_wait PID [XDOTOOL KEY OPTIONS]: Ctrl+Q (quit_keys), then up to 5 s for process PID to end.
quit_and_wait() {
	local pid=$1
	shift
	quit_keys "$@"
	wait_gone "$pid"
}

# ink FILE WxH+X+Y: the share of white pixels (over 99%) in that part of shot FILE, 0..1.
ink() { convert "$1" -crop "$2" +repage -threshold 99% -format '%[fx:mean]' info:; }

# pixel FILE X,Y: the colour of FILE's pixel (X, Y), as srgb(R,G,B).
pixel() { convert "$1" -format "%[pixel:p{$2}]" info: 2>/dev/null; }

# colour_count FILE WxH+X+Y COLOUR: how many pixels of that part of FILE are COLOUR (srgb(R,G,B)).
colour_count() {
	convert "$1" -crop "$2" +repage -fill black +opaque "$3" -fill white -opaque "$3" \
		-format '%[fx:round(mean * w * h)]' info: 2>/dev/null
}

# The intensity screen's column in the double slit of a WxH pool, as the headless report of
# RIPPLE (./ripple unless given) says it ("at x N").
screen_column() {
	${2:-./ripple} --headless --size "$1" --scenario double-slit --intensity --frames 2 2>/dev/null | tr -d '\r' |
		sed -n 's/.* at x \([0-9]*\).*/\1/p'
}

# wait_geometry PATTERN: waits (5 s at most) for the window $wid's size to match PATTERN (a grep
# pattern, as 640x480 or 640x[0-9]*); fails if it does not.
wait_geometry() {
	for _ in $(seq 50); do
		xdotool getwindowgeometry "$wid" 2>/dev/null | grep -q "Geometry: $1\$" && return
		sleep 0.1
	done
	return 1
}

# exif ORIENTATION: an EXIF APP1 segment (little-endian TIFF, one entry), to put after a JPEG's SOI
# as a phone's camera does: { printf '\377\330'; exif 6; tail -c +3 plain.jpg; } >phone.jpg
exif() {
	printf '\377\341\000\042Exif\000\000II*\000\010\000\000\000\001\000\022\001\003\000\001\000\000\000'
	printf "\\$(printf %03o "$1")\\000\\000\\000\\000\\000\\000\\000"
}

# Sets up Wine's prefix in build/wineprefix (made once, then reused) for ripple.exe, or in
# $RIPPLE_WINEPREFIX: tests/run.sh gives each suite a prefix of its own, so that suites side by side
# have each its own wineserver (which a suite ends when it is done).
wine_prefix() {
	export WINEPREFIX="${RIPPLE_WINEPREFIX:-$PWD/build/wineprefix}" WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
	if [ ! -f "$WINEPREFIX/system.reg" ]; then
		mkdir -p "$WINEPREFIX"
		wineboot -i >/dev/null 2>&1
		wineserver -w
	fi
}

# need_web NAME: what suite NAME needs of the page: scripts/deps.sh web-test (emscripten, Chromium)
# and make web. A machine that cannot install them skips the suite (said, exit 0); a failed build
# fails it.
need_web() {
	if ! scripts/deps.sh web-test >"$T/deps" 2>&1; then
		echo "$1: skipped: emscripten or chromium cannot be installed here ($(tail -1 "$T/deps"))"
		exit 0
	fi
	make -j2 ripple web >"$T/make" 2>&1 || { tail -20 "$T/make"; echo "$1: make web failed"; exit 1; }
}

# windowed OUT COMMAND...: COMMAND started in the background, its output into OUT, pid its process
# and wid its window (ripple_window); when it ended before a window came, its status and what it
# said go to stderr.
windowed() {
	local out=$1
	shift
	"$@" >"$out" 2>&1 &
	pid=$!
	wid=$(ripple_window)
	if [ -z "$wid" ] && ! kill -0 "$pid" 2>/dev/null; then
		wait "$pid"
		echo "windowed: $* ended with status $? before its window came, saying: $(cat "$out")" >&2
	fi
}

# The first window whose title starts with Ripple, waiting up to 20 s for it. Searched afresh every
# 0.1 s rather than with xdotool's --sync: a search that walks the window tree while another
# program's window goes away (the last test's, just closed) dies of X's BadWindow and prints
# nothing, and --sync does not search again after that.
ripple_window() {
	local w
	for _ in $(seq 200); do
		w=$(xdotool search --name '^Ripple' 2>/dev/null | head -1)
		[ -n "$w" ] && { echo "$w"; return; }
		sleep 0.1
	done
	echo "ripple_window: no window titled Ripple in 20 s on $DISPLAY; the programs running: $(pgrep -a ripple | tr '\n' ';')" \
		"the windows: $(xdotool search --name . getwindowname %@ 2>/dev/null | tr '\n' ';')" >&2
}

# title_says PATTERN: waits up to 5 s for window $wid's title to hold PATTERN (grep's), rather than
# a fixed sleep after keys: under the sanitizers on a busy host the last key may come later.
title_says() {
	for _ in $(seq 50); do
		xdotool getwindowname "$wid" 2>/dev/null | grep -q -- "$1" && return 0
		sleep 0.1
	done
	return 1
}

# The visible window whose _NET_WM_NAME is $1, within 10 s (xdotool --name misses SDL's message boxes, whose WM_NAME is UTF-8).
titled() {
	for _ in $(seq 50); do
		for w in $(xdotool search --onlyvisible --class '' 2>/dev/null); do
			xprop -id "$w" _NET_WM_NAME 2>/dev/null | grep -q "= \"$1\"$" && { echo "$w"; return; }
		done
		sleep 0.2
	done
}

# No file chooser for ./ripple: no session bus to find the desktop portal on, no zenity nor kdialog
# on the PATH (Ctrl+O then shows its hint, Ctrl+S and Ctrl+R name a file in the current folder).
# Put before the program, which is named with a folder.
NO_CHOOSER=(env DBUS_SESSION_BUS_ADDRESS=unix:path=/nonexistent PATH=/nonexistent)

# Starts ripple.exe under Wine at zoom 1 (--scale 1) with options "$@" in the background, its output
# in $T/wout, and sets pid, wid (its window, focused), geom (WxH of its X window) and menu (the rows
# of menu bar that Wine's X window holds above the 240 rows of the client area).
start_wine_window() {
	for _ in 1 2; do # a second start when no window came (Wine under load, once in many runs)
		wine ripple.exe --scale 1 "$@" >"$T/wout" 2>&1 &
		pid=$!
		wid=$(ripple_window)
		[ -n "$wid" ] && break
		kill "$pid" 2>/dev/null
		wait "$pid" 2>/dev/null
	done
	sleep 1.5
	geom=$(xdotool getwindowgeometry "$wid" | sed -n 's/.*Geometry: //p')
	menu=$((${geom#*x} - 240))
	xdotool windowfocus --sync "$wid" 2>/dev/null
}

# The resident memory of process $1, in KB.
rss() { awk '/^VmRSS/ { print $2 }' "/proc/$1/status" 2>/dev/null; }

# steady NAME ROUNDS MARGIN COMMAND...: COMMAND three times to settle, then ROUNDS times more
# (their checks counted, their lines kept out of sight but for failures); the process $pid's
# resident memory must then be within MARGIN KB of the most it took in the first three.
steady() {
	local name=$1 rounds=$2 margin=$3 most=0
	shift 3
	for _ in $(seq 3); do "$@" >>"$T/rounds"; most=$(($(rss "$pid") > most ? $(rss "$pid") : most)); done
	for _ in $(seq "$rounds"); do "$@" >>"$T/rounds"; done
	grep FAIL "$T/rounds"
	rm -f "$T/rounds"
	check "$name: $rounds more rounds leave the memory as it was (at most $most KB, then $(rss "$pid") KB)" \
		test "$(rss "$pid")" -le $((most + margin))
}

# Whether two pictures have the same pixels (compare exits 0), or differ (exits 1; 2 is an error).
same_pixels() { compare -metric AE "$1" "$2" null: 2>/dev/null; }
pixels_differ() {
	compare -metric AE "$1" "$2" null: 2>/dev/null
	[ $? = 1 ]
}

# The box around what differs between two pictures, as WxH+X+Y.
changed_box() {
	convert "$1" "$2" -compose difference -composite -colorspace gray -threshold 0 -format '%@' info:
}

# Whether box $1 is centred within 2 px of ($2, $3) and between 8 and 100 px wide.
centred_on() {
	awk -v b="$1" -v x="$2" -v y="$3" 'BEGIN { split(b, v, /[x+]/); cx = v[3] + v[1] / 2; cy = v[4] + v[2] / 2;
		exit !(v[1] > 8 && v[1] < 100 && (cx - x)^2 + (cy - y)^2 < 4) }'
}

# Whether the "N frames in T s: F fps" line in $1 says 25 +- 0.5 fps.
at_25_fps() {
	local fps
	fps=$(sed -n 's/^[0-9]* frames in [0-9.]* s: \([0-9.]*\) fps\r*$/\1/p' "$1")
	awk -v f="${fps:-0}" 'BEGIN { exit !(f >= 24.5 && f <= 25.5) }'
}

# paced FILE COMMAND...: COMMAND's output into FILE, run again (three times at most) while it
# is not at 25 +- 0.5 fps: a stall of the shared host longer than the pacer makes up (5 frames)
# costs frames once, a pacing fault every time.
paced() {
	local out=$1
	shift
	for _ in 1 2 3; do
		"$@" >"$out" 2>&1
		at_25_fps "$out" && return 0
	done
	return 1
}

# The side view: pixels of the droplets' main colour (the article's light blue tinted light blue)
# in the sky of a 320x240 picture (rows 0..94, above the water and its surface strip).
droplet_pixels() {
	convert "$1" -crop 320x95+0+0 +repage -fill black +opaque 'srgb(10,64,255)' -fill white \
		-opaque 'srgb(10,64,255)' -format '%[fx:round(mean * w * h)]' info:
}

# Prints the closing count and fails when a check failed.
finish() {
	echo "$1: $passed passed, $failed failed"
	[ "$failed" = 0 ]
}
