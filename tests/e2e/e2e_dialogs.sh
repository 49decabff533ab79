#!/usr/bin/env bash
# e2e_dialogs.sh - Ctrl+O, Ctrl+S, Ctrl+R, Ctrl+E and Ctrl+P through the desktop's file chooser under Xvfb: the XDG portal's (GTK), zenity's, and with neither the hint and the numbered files.
# SHOTS=DIR keeps two pictures of the chooser over the window there, for a person to look at.
set -u
cd "$(dirname "$0")/../.." || exit 1
. tests/e2e/lib.sh
start_xvfb
openbox >/dev/null 2>&1 & # a window manager puts a chooser over its window, as on a desktop
WM_PID=$!
BUS_PID= GTK_PID= PORTAL_PID=
trap 'kill $PORTAL_PID $GTK_PID $BUS_PID $WM_PID $XVFB_PID 2>/dev/null; rm -rf "$T"' EXIT
# GTK without the accessibility bus and dconf, its recent files and settings kept in $T
export NO_AT_BRIDGE=1 GSETTINGS_BACKEND=memory XDG_DATA_HOME=$T/data XDG_CONFIG_HOME=$T/config XDG_CACHE_HOME=$T/cache
unset GTK_USE_PORTAL
NOBUS=unix:path=/nonexistent # a session bus that is not there: no portal
stones=(--drop 160,120,5 --drop 80,60,3,128@3)
convert bmp/pool.bmp -resize 160x120! -negate "$T/negative.png"
convert bmp/pool.bmp -resize 200x150! -flop "$T/mirror.jpg"

# start DIR [ENV...]: ./ripple in folder DIR (made), with the environment ENV, paused with ripples;
# sets pid and wid, its output in DIR.out and DIR.err.
start() {
	local dir=$1
	shift
	mkdir -p "$dir"
	(cd "$dir" && exec env "$@" "$OLDPWD/ripple" --scale 1 --frames 100000 "${stones[@]}") >"$dir.out" 2>"$dir.err" &
	pid=$!
	wid=$(ripple_window)
	sleep 0.3
	xdotool key --window "$wid" space 2>/dev/null
	still_shot "$T/before.png"
}
# ask KEY TITLE: KEY on the window; sets box, the chooser titled TITLE that comes, focused.
ask() {
	xdotool windowactivate --sync "$wid" 2>/dev/null
	xdotool key --window "$wid" "$1" 2>/dev/null
	box=$(titled "$2")
	[ -n "$box" ] || return 1
	for _ in $(seq 25); do # focused (5 s at most), or the keys typed next would go elsewhere
		xdotool windowactivate --sync "$box" 2>/dev/null
		[ "$(xdotool getwindowfocus 2>/dev/null)" = "$box" ] && break
		sleep 0.2
	done
	sleep 1 # the chooser's contents drawn and its entry focused
}
# gone: waits (5 s at most) for the chooser to go; fails if it is still there.
gone() {
	for _ in $(seq 50); do xwininfo -id "$box" 2>/dev/null | grep -q IsViewable || return 0; sleep 0.1; done
	return 1
}
# answer KEYS... | answer -t TEXT: keys, or text typed then Return, to the chooser; waits for it to
# go. Typed text is typed again, slower, over what the entry holds, when the chooser stays (GTK's
# completion of a busy machine can mix itself into fast typing), three times at most.
answer() {
	[ -n "$box" ] || return 1 # no chooser came: xwininfo -id "" would wait for a click
	if [ "$1" = -t ]; then
		for delay in 30 80 150; do
			xdotool type --delay "$delay" "$2"
			sleep 0.5
			xdotool key Return
			gone && break
			xdotool key ctrl+a
		done
	else
		xdotool key "$@"
		gone
	fi
	sleep 0.3
}
# keep NAME: the screen (the chooser over the window) into $SHOTS/NAME.png when SHOTS is set.
keep() {
	[ -n "${SHOTS:-}" ] || return 0
	mkdir -p "$SHOTS"
	xdotool windowsize --sync "$box" 760 420 windowmove --sync "$box" 40 40 2>/dev/null # the window seen below
	sleep 0.5
	import -window root "$SHOTS/$1.png"
}
# class: the chooser's WM_CLASS.
class() { xprop -id "$box" WM_CLASS 2>/dev/null | sed 's/.*= //'; }
# shows NAME PICTURE FRAME: the window shows PICTURE under the paused ripples of frame FRAME, as
# ./ripple --image draws it (all but a few pixels: see e2e_life.sh's drops).
shows() {
	local n
	sleep 4 # a note ("saved ...") gone from the window's foot (4 s)
	still_shot "$T/now.png"
	./ripple --headless --image "$2" --size 320x240 --frames "$3" "${stones[@]}" --save-frame "$T/expected.bmp" >/dev/null
	n=$(compare -metric AE "$T/now.png" "$T/expected.bmp" null: 2>&1)
	check "$1: the water shows the picture (all but $n of 76800 pixels as ./ripple --image draws it)" test "$n" -le 768
}
# frame_of FILE: the frame number in a ripple-NNNNNN.png name.
frame_of() { basename "$1" | sed -n 's/^ripple-0*\([0-9][0-9]*\)\.png$/\1/p'; }
# saved_in DIR: the ripple-NNNNNN.png saved in DIR, once it is there and the program has said so
# in DIR.out (5 s at most: the program saves after the chooser has gone; the file is there before
# it is written whole).
saved_in() {
	for _ in $(seq 50); do ls "$1"/ripple-*.png >/dev/null 2>&1 && grep -q '^ripple: saved' "$1.out" && break; sleep 0.1; done
	ls "$1"/ripple-*.png 2>/dev/null
}
# quit: Ctrl+Q to the window (quit_keys lets go of the keys); its exit status.
quit() {
	xdotool windowactivate --sync "$wid" 2>/dev/null # focused again once the chooser has gone
	quit_keys --window "$wid"
	for _ in $(seq 150); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
	if kill -0 "$pid" 2>/dev/null; then # still there after 15 s (a chooser left open): ended, a failure
		pkill -P "$pid"
		kill "$pid"
	fi
	wait "$pid"
}

# --- the portal: a session bus of our own, xdg-desktop-portal with its GTK backend on it -------------
# (and nothing else: no service started on demand, such as the documents portal and its FUSE mount)
mkdir -p "$T/services"
cat >"$T/bus.conf" <<EOF
<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:path=$T/bus</listen>
  <auth>EXTERNAL</auth>
  <servicedir>$T/services</servicedir>
  <policy context="default"><allow send_destination="*" eavesdrop="true"/><allow eavesdrop="true"/><allow own="*"/></policy>
</busconfig>
EOF
dbus-daemon --config-file="$T/bus.conf" --nofork --nopidfile >/dev/null 2>&1 &
BUS_PID=$!
bus=unix:path=$T/bus
# owned NAME: waits (10 s at most) for NAME to be on the bus.
owned() {
	for _ in $(seq 100); do
		DBUS_SESSION_BUS_ADDRESS=$bus dbus-send --session --print-reply --dest=org.freedesktop.DBus / \
			org.freedesktop.DBus.NameHasOwner "string:$1" 2>/dev/null | grep -q true && return
		sleep 0.1
	done
	return 1
}
for _ in $(seq 50); do [ -S "$T/bus" ] && break; sleep 0.1; done
DBUS_SESSION_BUS_ADDRESS=$bus /usr/libexec/xdg-desktop-portal-gtk >/dev/null 2>&1 &
GTK_PID=$!
owned org.freedesktop.impl.portal.desktop.gtk
DBUS_SESSION_BUS_ADDRESS=$bus /usr/libexec/xdg-desktop-portal >/dev/null 2>&1 &
PORTAL_PID=$!
check "portal: xdg-desktop-portal and its GTK backend on a session bus of our own" owned org.freedesktop.portal.Desktop
P=$T/portal
start "$P" DBUS_SESSION_BUS_ADDRESS="$bus"
ask ctrl+s "Save frame"
check "portal: Ctrl+S opens the portal's chooser over the window, titled Save frame ($box, $(class))" \
	sh -c "test -n '$box' && xprop -id '$box' WM_CLASS | grep -q xdg-desktop-portal-gtk"
keep portal-save
answer Return # the name proposed: ripple-FRAME.png in the folder ripple runs in
saved=$(saved_in "$P")
frame=$(frame_of "$saved")
check "portal: Return saves the proposed ripple-$frame.png in the current folder, said with its full path ($(tail -1 "$P.out"))" \
	sh -c "file '$saved' | grep -q 'PNG image data, 320 x 240' && tail -1 '$P.out' | grep -qx 'ripple: saved what the window shows to $saved'"
mkdir -p "$T/elsewhere"
ask ctrl+s "Save frame"
answer ctrl+a
answer -t "$T/elsewhere/frame one.bmp"
check "portal: a path typed saves there, as a BMP ($(file -b "$T/elsewhere/frame one.bmp" | cut -c1-40))" \
	sh -c "file '$T/elsewhere/frame one.bmp' | grep -q 'PC bitmap' && tail -1 '$P.out' | grep -q 'to $T/elsewhere/frame one.bmp\$'"
check "portal: ...and the title names the file alone ($(xdotool getwindowname "$wid" | sed 's/.* - //'))" \
	sh -c "xdotool getwindowname $wid | grep -q 'saved frame one.bmp\$'"
ask ctrl+o "Open picture"
check "portal: Ctrl+O opens the chooser titled Open picture ($box)" test -n "$box"
keep portal-open
answer -t "$T/negative.png"
shows "portal: the picture typed in the chooser" "$T/negative.png" "$frame"
cp "$T/now.png" "$T/opened.png"
ask ctrl+o "Open picture"
answer Escape
still_shot "$T/now.png"
check "portal: Ctrl+O, Escape: the chooser gone, the frame as it was" \
	sh -c "! xwininfo -id '$box' 2>/dev/null | grep -q IsViewable && compare -metric AE '$T/now.png' '$T/opened.png' null: 2>/dev/null"
ls "$P" "$T/elsewhere" >"$T/files"
ask ctrl+s "Save frame"
answer Escape
ask ctrl+r "Record to GIF"
answer Escape
check "portal: Ctrl+S, Escape and Ctrl+R, Escape: nothing saved, nothing recorded" \
	sh -c "ls '$P' '$T/elsewhere' | cmp -s - '$T/files' && ! xdotool getwindowname $wid | grep -q recording"
ask ctrl+r "Record to GIF"
answer ctrl+a
answer -t "$T/elsewhere/waves.gif"
check "portal: Ctrl+R, a path typed: recording there, said with its full path ($(xdotool getwindowname "$wid" | sed 's/.* - //'))" \
	sh -c "xdotool getwindowname $wid | grep -Eq 'into $T/elsewhere/waves.gif|recording \\(Ctrl\\+R stops\\)' && grep -qx 'ripple: recording what the window shows to $T/elsewhere/waves.gif' '$P.out'"
xdotool key --window "$wid" space 2>/dev/null
sleep 1
xdotool key --window "$wid" ctrl+r 2>/dev/null
for _ in $(seq 50); do grep -q '^ripple: recorded' "$P.out" && break; sleep 0.1; done
check "portal: Ctrl+R again: the GIF written ($(identify "$T/elsewhere/waves.gif" 2>/dev/null | wc -l) frames)" \
	test "$(identify "$T/elsewhere/waves.gif" 2>/dev/null | wc -l)" -ge 10
quit
check "portal: Esc after all that exits with status 0, nothing on stderr ($(head -c 200 "$P.err"))" \
	test $? = 0 -a ! -s "$P.err"
kill $PORTAL_PID $GTK_PID $BUS_PID 2>/dev/null
wait $PORTAL_PID $GTK_PID $BUS_PID 2>/dev/null

# --- zenity, with no portal on the bus ---------------------------------------------------------------
Z=$T/zenity
start "$Z" DBUS_SESSION_BUS_ADDRESS=$NOBUS
ask ctrl+o "Open picture"
check "zenity: Ctrl+O opens zenity's chooser ($box, $(class))" sh -c "test -n '$box' && xprop -id '$box' WM_CLASS | grep -q zenity"
answer -t "$T/mirror.jpg"
ask ctrl+s "Save frame" # the frame's number, from the name zenity proposes
answer Return
frame=$(frame_of "$(saved_in "$Z")")
shows "zenity: the JPEG typed in the chooser (saved at frame $frame)" "$T/mirror.jpg" "$frame"
quit
check "zenity: Esc exits with status 0" test $? = 0

# a phone's photo opened during a lesson (the double slit, in its heights view): the lesson's pool,
# scenario and knobs kept, the photo in the light view, which the title names
convert -size 4032x3024 gradient:red-blue -quality 85 "$T/sideways.jpg"
{ printf '\377\330'; exif 6; tail -c +3 "$T/sideways.jpg"; } >"$T/phone.jpg"
mkdir -p "$T/lesson"
(cd "$T/lesson" && exec env DBUS_SESSION_BUS_ADDRESS=$NOBUS "$OLDPWD/ripple" --scale 1 --frames 100000 --scenario double-slit) \
	>"$T/lesson.out" 2>"$T/lesson.err" &
pid=$!
wid=$(ripple_window)
sleep 0.3
xdotool key --window "$wid" bracketright 2>/dev/null # a knob turned: the slits wider
ask ctrl+o "Open picture"
answer -t "$T/phone.jpg"
sleep 0.5
title=$(xdotool getwindowname "$wid" | sed 's/.*here)//')
check "zenity, a lesson: Ctrl+O, a phone's photo: the pool 320x240, the slits as turned, the light view said ($title)" \
	sh -c "xdotool getwindowgeometry $wid | grep -q 'Geometry: 320x240' &&
	       echo '$title' | grep -q ' light, .*double-slit, waves of 12 frames, slits 7 wide 60 apart, .* - light view to show the picture'"
# the lesson saved through zenity's chooser (the lesson's name proposed), and another opened in it
ask ctrl+p "Save lesson"
check "zenity, a lesson: Ctrl+P opens zenity's chooser to save the lesson ($box)" test -n "$box"
answer Return
for _ in $(seq 50); do [ -s "$T/lesson/double-slit.lesson" ] && break; sleep 0.1; done
check "zenity, a lesson: saved as turned into double-slit.lesson, the name proposed ($(grep -v '^#' "$T/lesson/double-slit.lesson" 2>/dev/null | grep barrier))" \
	grep -qx 'barrier 160 slits 7 60 2' "$T/lesson/double-slit.lesson"
ask ctrl+e "Open lesson"
check "zenity, a lesson: Ctrl+E opens zenity's chooser for lessons ($box)" test -n "$box"
answer -t "$PWD/lessons/three-slits.lesson"
for _ in $(seq 50); do xdotool getwindowname "$wid" | grep -q ', three-slits, ' && break; sleep 0.1; done
check "zenity, a lesson: the lesson typed in the chooser is laid out ($(xdotool getwindowname "$wid" | sed 's/.*edges, //'))" \
	sh -c "xdotool getwindowname $wid | grep -q ', three-slits, waves of 12 frames, slits 6 wide 40 apart'"
quit
check "zenity, a lesson: Esc exits with status 0" test $? = 0

# --- neither: the hint, and the numbered files in the current folder ---------------------------------
N=$T/neither
start "$N" "${NO_CHOOSER[@]:1}"
ask ctrl+o "Open picture"
check "neither: Ctrl+O says to drop a picture onto the window, in SDL's message box ($box, $(class))" \
	sh -c "test -n '$box' && ! xprop -id '$box' WM_CLASS | grep -q -e zenity -e portal"
answer Return
xdotool key --window "$wid" ctrl+s 2>/dev/null
saved=$(saved_in "$N")
check "neither: Ctrl+S saves ripple-NNNNNN.png in the current folder, said with its full path ($(tail -1 "$N.out"))" \
	sh -c "test -n '$saved' && tail -1 '$N.out' | grep -qx 'ripple: saved what the window shows to $saved'"
quit
check "neither: Esc exits with status 0" test $? = 0

finish e2e_dialogs
