#!/usr/bin/env bash
# e2e_null.sh - the null shell (nullmain.c, build/ripple-null): the run with no window and no display, its events on stdin; its frame (play_frame) is --headless's for the same stone, --save-window works through it, the part changed is none while paused and the press's rows after a press, and what it cannot do it says.
# Usage: tests/e2e/e2e_null.sh   (after make ripple build/ripple-null; make check runs it)
set -u
cd "$(dirname "$0")/../.." || exit 1
. tests/e2e/lib.sh
RIPPLE=${RIPPLE:-./ripple}
NULL=${NULL:-build/ripple-null}
[ -x "$NULL" ] && [ -x "$RIPPLE" ] || { echo "e2e_null: no $NULL or $RIPPLE (make ripple build/ripple-null)"; exit 1; }

# null ARGS...: the null shell with no display, its events on stdin, stdout and stderr into $T/out and $T/err.
null() { env -u DISPLAY -u WAYLAND_DISPLAY "$NULL" "$@" >"$T/out" 2>"$T/err"; }

# --- the frame: a press at frame 5 is --drop's default stone in frame 5 ----------------------------
"$RIPPLE" --headless --frames 20 --drop 100,100@5 --save-frame "$T/h.bmp" >/dev/null
convert "$T/h.bmp" "$T/h.ppm" # P6, the header as nullmain.c writes it
printf 'tick 5\npress 100 100\nrelease\ntick 15\nframe %s\n' "$T/n.ppm" | null --save-window "$T/w.bmp"
st=$?
check "a press at frame 5: the null shell's frame is --headless's with --drop 100,100@5, byte for byte (status $st)" \
	cmp -s "$T/n.ppm" "$T/h.ppm"
check "--save-window through the null shell: the BMP --headless's --save-frame writes, byte for byte" \
	cmp -s "$T/w.bmp" "$T/h.bmp"
printf 'tick 20\nframe %s\n' "$T/none.ppm" | null
check "without the press the frame differs (the comparison can fail)" sh -c "! cmp -s '$T/none.ppm' '$T/h.ppm'"

# --- what changed: all at first, none while paused with nothing new, the press's rows after a press --
printf 'tick 1\nchanged\nkey space\ntick 3\nchanged\ntick 3\nchanged\npress 100 100\ntick 1\nchanged\n' | null
mapfile -t ch < <(grep '^changed' "$T/out")
check "the first frame changed all of it: ${ch[0]-none}" test "${ch[0]-}" = "changed 0 0 320 240"
check "paused, nothing new: nothing changed (${ch[2]-none})" test "${ch[2]-}" = "changed 0 0 0 0"
read -r _ x y w h <<<"${ch[3]-changed 0 0 0 0}"
check "a press while paused: its rows changed (${ch[3]-none}), not all of it" \
	test "$w" = 320 -a "$h" -gt 0 -a "$h" -lt 240 -a "$y" -ge 90 -a "$y" -le 100

# --- keys, sizes, the end ---------------------------------------------------------------------------
printf 'key g ctrl\nkey f11 ctrl\nkey f11\ntick 2\nkey q ctrl\ntick 5\n' | null --frames 50
st=$?
check "Ctrl+G refused on stderr: the OpenGL display needs a window" grep -q 'the OpenGL display needs a window' "$T/err"
check "F11 said on stderr: no screen to fill" grep -q 'no screen to fill' "$T/err"
check "Ctrl+Q ends the run, status 0, --frames' report (status $st: $(cat "$T/out"))" \
	sh -c "[ $st = 0 ] && grep -q '^2 frames in 0.08 s: 25.0 fps' '$T/out'"
printf 'tick 100\n' | null --frames 30
check "--frames 30 ends it at 30: $(cat "$T/out")" grep -q '^30 frames in 1.20 s' "$T/out"
printf 'size\nkey 1 ctrl\nsize\n' | null --scale 2
check "--scale 2 makes a 640x480 frame, Ctrl+1 a 320x240 one: $(tr '\n' ' ' <"$T/out")" \
	test "$(tr '\n' ' ' <"$T/out")" = "size 640 480 size 320 240 "
printf 'tick 3\nframe %s\n' "$T/lesson.ppm" | null --scenario double-slit --graph 20,200,300,200 --intensity \
	--save-window "$T/lesson.bmp"
check "a lesson with its graphs: the frame and --save-window are the sheet, wider than the pool" \
	sh -c "[ \"\$(identify -format %w '$T/lesson.ppm')\" -gt 320 ] && [ \"\$(identify -format %wx%h '$T/lesson.ppm')\" = \"\$(identify -format %wx%h '$T/lesson.bmp')\" ]"
printf 'tick 10\n' | null --record "$T/r.gif"
check "--record through the null shell: a GIF of the 320x240 frames ($(head -c 200 "$T/out"))" \
	sh -c "identify -format '%wx%h\n' '$T/r.gif' | head -1 | grep -qx 320x240"
# Ctrl+E: no chooser, said on stderr; Ctrl+P: the lesson laid out saved under the name proposed in
# the current folder, its knobs as turned
(cd "$T" && printf 'key e ctrl\nkey ]\nkey p ctrl\ntick 1\n' | env -u DISPLAY -u WAYLAND_DISPLAY "$OLDPWD/$NULL" \
	--scenario double-slit --frames 5 >"$T/out" 2>"$T/err")
check "Ctrl+E said on stderr: no file chooser to open a lesson with" grep -q 'no file chooser here to open a lesson' "$T/err"
check "Ctrl+P saves the lesson as turned into double-slit.lesson ($(cat "$T/out"))" \
	grep -qx 'barrier 160 slits 7 60 2' "$T/double-slit.lesson"
null --size 0x0 </dev/null
check "a bad option: status 2, said on stderr" sh -c "[ $? = 2 ] && grep -q 'ripple:' '$T/err'"
null --save-window "$T/no/such/w.bmp" </dev/null
check "--save-window into no folder: status 1, said on stderr" sh -c "[ $? = 1 ] && grep -q 'ripple:' '$T/err'"
finish e2e_null
