#!/usr/bin/env bash
# e2e_lessons.sh - lessons as files: the built-in scenarios are their lessons/*.lesson, a lesson saved opens to the same water, bad files refused in one line, the ready lessons show what they teach.
#
# Needs ./ripple (make ripple) and python3; for the window's part Xvfb, xdotool and build/xdnd. About a
# minute and a half.
set -u
cd "$(dirname "$0")/../.." || exit 1
. tests/e2e/lib.sh
RIPPLE=${RIPPLE:-./ripple}

# same_water NAME FRAMES ARGS1 -- ARGS2: both runs' heights byte for byte the same
same_water() {
	local name=$1 frames=$2 a=() b=()
	shift 2
	while [ "$1" != -- ]; do a+=("$1"); shift; done
	shift
	b=("$@")
	"$RIPPLE" --headless --frames "$frames" "${a[@]}" --save-heights "$T/a.h" >/dev/null 2>&1
	"$RIPPLE" --headless --frames "$frames" "${b[@]}" --save-heights "$T/b.h" >/dev/null 2>&1
	check "$name: the same heights (${a[*]} | ${b[*]})" cmp -s "$T/a.h" "$T/b.h"
	rm -f "$T/a.h" "$T/b.h"
}

# The built-in scenarios are their files: --scenario NAME and --lesson lessons/NAME.lesson make the
# same water, at the lesson's size, scaled, on a mesh, an odd shape, with the knobs turned.
for s in rock slit double-slit two-sources; do
	same_water "$s at 320x240" 300 --scenario $s -- --lesson lessons/$s.lesson
	same_water "$s named bare" 100 --scenario $s -- lessons/$s.lesson
	same_water "$s at 1033x517" 40 --scenario $s --size 1033x517 -- --lesson lessons/$s.lesson --size 1033x517
	same_water "$s on a mesh of 2" 200 --scenario $s --mesh 2 -- --lesson lessons/$s.lesson --mesh 2
	same_water "$s at 1280x960, period 20" 30 --scenario $s --size 1280x960 --period 20 -- \
		--lesson lessons/$s.lesson --size 1280x960 --period 20
done
# The ready lessons beside them are built-in lessons too (--scenario NAME, Physics > Lesson: ...).
for s in three-slits out-of-phase lloyds-mirror narrow-slit harbour wall-45 corner wave-guide grating doppler sonic-boom mirror parabola refraction lens practical; do
	same_water "$s at 320x240" 300 --scenario $s -- --lesson lessons/$s.lesson
	same_water "$s at 1033x517" 40 --scenario $s --size 1033x517 -- --lesson lessons/$s.lesson --size 1033x517
done
same_water "double-slit's knobs" 200 --scenario double-slit --slits 8,40 --screen 100 -- \
	--lesson lessons/double-slit.lesson --slits 8,40 --screen 100

# A lesson saved as laid out (its knobs and period applied) opens to the same water, and saves
# again into the same bytes.
for s in rock slit double-slit two-sources three-slits out-of-phase lloyds-mirror narrow-slit harbour wall-45 corner wave-guide grating mirror parabola; do
	"$RIPPLE" --headless --frames 150 --lesson lessons/$s.lesson --slits 9,48 --screen 120 --period 15 \
		--save-lesson "$T/$s.lesson" --save-heights "$T/$s.h" >/dev/null 2>&1
	"$RIPPLE" --headless --frames 150 "$T/$s.lesson" --save-heights "$T/$s-again.h" --save-lesson "$T/$s-again.lesson" \
		>/dev/null 2>&1
	check "$s saved and opened: the same heights" cmp -s "$T/$s.h" "$T/$s-again.h"
	check "$s saved twice: the same file" cmp -s "$T/$s.lesson" "$T/$s-again.lesson"
done
check "the knobs are written into the saved lesson" \
	grep -qx "barrier 160 slits 9 48 2" "$T/double-slit.lesson"
check "the period is written into the saved lesson" grep -qx "period 15" "$T/double-slit.lesson"
"$RIPPLE" --headless --frames 1 --scenario slit --save-lesson "$T/slit-bare.lesson" >/dev/null 2>&1
check "a scenario saved is its built-in file, but for the comments" \
	cmp -s <(grep -v '^#' lessons/slit.lesson | grep -v '^$') <(grep -v '^#' "$T/slit-bare.lesson")

# refused_file NAME EXPECTED: the lesson $T/bad/NAME.lesson refused in one line that names the file
# and says EXPECTED, status 2, within a second, in bounded memory
mkdir -p "$T/bad"
refused_file() {
	local f="$T/bad/$1.lesson" st t0 t1 kb
	t0=$(date +%s%N)
	out=$(/usr/bin/time -f "%M" -o "$T/rss" "$RIPPLE" --headless --frames 1 --lesson "$f" 2>&1 >/dev/null)
	st=$?
	t1=$(date +%s%N)
	kb=$(tail -1 "$T/rss")
	check "$1: refused, status 2, in one line naming the file: $out" \
		test $st = 2 -a "$(printf '%s\n' "$out" | wc -l)" = 1
	check "$1: says '$2'" grep -qF -- "$2" <<<"$out"
	check "$1: within a second ($(((t1 - t0) / 1000000)) ms), under 64 MB ($kb KB)" \
		test $(((t1 - t0) / 1000000)) -lt 1000 -a "$kb" -lt 65536
}
p() { printf '%b' "$2" >"$T/bad/$1.lesson"; }
p unknown 'pool 320 240\nsource 80 120\nfountain 3 4\n'
refused_file unknown "unknown.lesson:3: unknown keyword 'fountain'"
p nan 'source 80 twelve\n'
refused_file nan "nan.lesson:1: source's Y: 'twelve' is not a number"
p fraction 'rock 100 100 2.5\n'
refused_file fraction "fraction.lesson:1: rock's R: '2.5' is not a number"
p radius 'rock 100 100 0\n'
refused_file radius "radius.lesson:1: rock's R 0 is out of range"
p period 'period 1\nsource 10 10\n'
refused_file period "period.lesson:1: period 1 is out of range: 2..1000"
p view 'view sepia\nsource 10 10\n'
refused_file view "view.lesson:1: view 'sepia': expected refraction, light, both or heights"
p outside '# a source off the pool\nsource 320 120\n'
refused_file outside "outside.lesson:2: source at x 320 is outside the 320x240 pool (0..319)"
p outside-own 'pool 640 480\nsource 600 470\nrock 100 500 5\n'
refused_file outside-own "outside-own.lesson:3: rock at y 500 is outside the 640x480 pool"
p slits 'line-source left\nbarrier 160 slits 8 8\n'
refused_file slits "slits.lesson:2: slits 8 wide must be more than 8 apart"
p sources 'sources 160 30 17\n'
refused_file sources "sources.lesson:1: sources' COUNT 17 is out of range"
p words 'wall 1 2 3\n'
refused_file words "words.lesson:1: expected wall X0 Y0 X1 Y1 [width W]"
for i in $(seq 65); do echo "rock $i 100 2"; done >"$T/bad/many.lesson"
refused_file many "many.lesson:65: too many objects: a lesson holds 64 at most"
for i in $(seq 17); do echo "source $i 100"; done >"$T/bad/loud.lesson"
refused_file loud "loud.lesson:17: too many sources"
{ printf 'source 1 1 '; head -c 1048576 /dev/zero | tr '\0' 'a'; echo; } >"$T/bad/long-line.lesson"
refused_file long-line "long-line.lesson:1: a line longer than 256 bytes"
{ echo 'source 1 1'; printf '\033'; head -c 3000 bmp/pool.bmp; } >"$T/bad/junk.lesson" # binary, an escape first
refused_file junk "a control byte"
check "junk: the line of the first control byte told" grep -qE "junk.lesson:[0-9]+: a control byte" <<<"$out"
printf 'source 1 1\0\n' >"$T/bad/nul.lesson"
refused_file nul "nul.lesson:1: a control byte (0x00): not a text file"
: >"$T/bad/empty.lesson"
refused_file empty "empty.lesson: empty: not a lesson"
p comments '# nothing but words\n\n'
refused_file comments "comments.lesson: no objects in it"
for i in $(seq 4000); do echo "# a comment long enough to fill the file"; done >"$T/bad/big.lesson"
refused_file big "big.lesson: larger than 64 KB: not a lesson"
head -c 104857600 /dev/zero | tr '\0' '\n' >"$T/bad/huge.lesson"
refused_file huge "huge.lesson: larger than 64 KB: not a lesson"
rm -f "$T/bad/huge.lesson"
refused_file missing "missing.lesson: cannot open it"
mkdir -p "$T/bad/folder.lesson"
out=$("$RIPPLE" --headless --frames 1 --lesson "$T/bad/folder.lesson" 2>&1 >/dev/null)
check "a folder named .lesson: refused, status 2 ($out)" test $? = 2 -a -n "$out"

# What goes with a lesson and what does not.
out=$("$RIPPLE" --headless --frames 1 --lesson lessons/rock.lesson --scenario slit 2>&1 >/dev/null)
check "--lesson with --scenario: refused ($out)" test $? = 2 -a -n "$out"
out=$("$RIPPLE" --frames 1 --lesson lessons/rock.lesson --save-lesson "$T/x.lesson" 2>&1 >/dev/null)
check "--save-lesson without --headless: refused ($out)" test $? = 2 -a -n "$out"
out=$("$RIPPLE" --headless --frames 1 --save-lesson "$T/x.lesson" 2>&1 >/dev/null)
check "--save-lesson without a lesson: refused ($out)" test $? = 2 -a -n "$out"
out=$("$RIPPLE" --headless --frames 1 lessons/rock.lesson lessons/slit.lesson 2>&1 >/dev/null)
check "two lessons named bare: refused ($out)" test $? = 2 -a -n "$out"
"$RIPPLE" --headless --frames 1 --lesson lessons/rock.lesson --save-lesson "$T/nowhere/x.lesson" >/dev/null 2>"$T/err"
st=$?
check "--save-lesson into a missing folder: status 1, said ($(cat "$T/err"))" test $st = 1 -a -s "$T/err"
printf 'pool 640 480\nperiod 20\nview light\nsource 320 240\n' >"$T/own.lesson"
out=$("$RIPPLE" --headless --frames 1 --lesson "$T/own.lesson" 2>&1)
check "a lesson's own pool is the pool's size ($out)" grep -q "640x480" <<<"$out"
out=$("$RIPPLE" --headless --frames 1 --lesson "$T/own.lesson" --size 320x240 2>&1)
check "--size wins over the lesson's pool ($out)" grep -q "320x240" <<<"$out"

# intensity FILE-PREFIX W X Y0 Y1: the mean squared height on column X, rows Y0..Y1, over the saved
# heights of the run's second half, one number a row
intensity() {
	python3 - "$@" <<'PY'
import glob, struct, sys
prefix, w, x, y0, y1 = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
files = sorted(glob.glob(prefix + '-*.h'))
files = files[len(files) // 2:]
acc = [0.0] * (y1 - y0 + 1)
for f in files:
    b = open(f, 'rb').read()
    for y in range(y0, y1 + 1):
        acc[y - y0] += struct.unpack_from('<h', b, 2 * (y * w + x))[0] ** 2
print(' '.join('%d' % (a / len(files)) for a in acc))
PY
}
# run_saved NAME LESSON: 1200 frames, the heights saved every 25
run_saved() { "$RIPPLE" --headless --frames 1200 --every 25 --lesson "$2" --save-heights "$T/$1.h" >/dev/null 2>&1; }

# Two sources in phase: the middle of the screen bright; half a wave apart: dark.
run_saved in lessons/two-sources.lesson
run_saved out lessons/out-of-phase.lesson
read -ra in_row <<<"$(intensity "$T/in" 320 292 100 140)"
read -ra out_row <<<"$(intensity "$T/out" 320 292 100 140)"
max() { printf '%s\n' "$@" | sort -n | tail -1; }
check "two sources in phase: the screen's middle bright (${in_row[20]} of $(max "${in_row[@]}"))" \
	test "${in_row[20]}" -gt $(($(max "${in_row[@]}") * 9 / 10))
check "out of phase: the screen's middle dark (${out_row[20]} of $(max "${out_row[@]}"))" \
	test "${out_row[20]}" -lt $(($(max "${out_row[@]}") / 20))

# A source beside a wall: its image behind the wall makes fringes down a column in front of it,
# where the source alone makes none.
run_saved mirror lessons/lloyds-mirror.lesson
printf 'pool 320 240\nsource 140 120\n' >"$T/alone.lesson"
run_saved alone "$T/alone.lesson"
read -ra mirror_col <<<"$(intensity "$T/mirror" 320 100 40 200)"
read -ra alone_col <<<"$(intensity "$T/alone" 320 100 40 200)"
least() { printf '%s\n' "$@" | sort -n | head -1; }
check "mirror: dark fringes down the column ($(least "${mirror_col[@]}") of $(max "${mirror_col[@]}"))" \
	test "$(least "${mirror_col[@]}")" -lt $(($(max "${mirror_col[@]}") / 20))
check "a source alone: no fringes down it ($(least "${alone_col[@]}") of $(max "${alone_col[@]}"))" \
	test "$(least "${alone_col[@]}")" -gt $(($(max "${alone_col[@]}") / 4))

# Three slits 40 apart, the screen 3 slit distances away: the near field, where the orders are not
# d sin(theta) = m lambda's; the reading says so and gives no figure. The grating (3 slits 20
# apart) at 720 rows: its principal maxima's first orders within 5% of d sin(theta) = lambda and
# 3% of the theory on this grid; one slit 24 wide: its first minima within 5% of sin(theta) =
# lambda / a and 3% of its edges' theory (docs/physics.md has the table).
out=$("$RIPPLE" --headless --frames 1500 --lesson lessons/three-slits.lesson --intensity 2>&1 | grep '^intensity')
check "three slits near the screen: no orders read, the near field said ($out)" \
	grep -q 'no first orders: the screen is too near the grating' <<<"$out"
# sines LINE: the measured sin theta, the grid theory's and the textbook's of an intensity line.
sines() {
	echo "$1" | sed -n 's/.*, sin theta \([0-9.]*\); theory [0-9.]* cells, sin \([0-9.]*\) .*lambda[ /a]* \([0-9.]*\) (lambda.*/\1 \2 \3/p'
}
for what in "grating:--lesson lessons/grating.lesson" "one slit:--lesson lessons/slit.lesson --slits 24,60"; do
	out=$("$RIPPLE" --headless --frames 1200 --size 1280x720 ${what#*:} --intensity 2>&1 | grep '^intensity')
	set -- $(sines "$out")
	check "${what%%:*} at 1280x720: sin theta ${1:-none} within 5% of the textbook's ${3:-none}, 3% of the grid's \
${2:-none} ($out)" eval "[ -n '${3:-}' ] && within '${1:-}' '${3:-}' 5 && within '${1:-}' '${2:-}' 3"
done

# A slit narrower than the wave (4 cells, the waves about 8): a source of its own, its waves as
# strong 35 degrees off the axis as half of straight on; the 15 wide slit's waves go on straight,
# under a twentieth of that to the side.
run_saved narrow lessons/narrow-slit.lesson
run_saved wide lessons/slit.lesson
side=$(intensity "$T/narrow" 320 230 70 70) ahead=$(intensity "$T/narrow" 320 230 120 120)
check "narrow slit: the waves spread to the side ($side of $ahead straight on)" test "$side" -gt $((ahead / 4))
wside=$(intensity "$T/wide" 320 230 70 70) wahead=$(intensity "$T/wide" 320 230 120 120)
check "a wide slit: the waves go on straight ($wside to the side of $wahead)" test "$wside" -lt $((wahead / 20))

# A harbour: behind the breakwater's arm the water stays calm, a twentieth of the waves in the
# mouth's line, across the harbour.
run_saved harbour lessons/harbour.lesson
calm=$(intensity "$T/harbour" 320 280 40 40) open=$(intensity "$T/harbour" 320 280 165 165)
check "harbour: calm behind the breakwater ($calm against $open in the mouth's line)" test "$calm" -lt $((open / 20))

# A wall at 45 degrees turns the beam down: below the wall it is twenty times stronger than behind
# it, on the beam's first line; the beam alone, without the wall, the other way round.
run_saved wall45 lessons/wall-45.lesson
printf 'pool 320 240\nperiod 12\nline-source 20 40 20 100\n' >"$T/beam.lesson"
run_saved beam "$T/beam.lesson"
down=$(intensity "$T/wall45" 320 170 200 200) on=$(intensity "$T/wall45" 320 280 70 70)
check "wall at 45 degrees: the beam turned down ($down below the wall, $on behind it)" test "$down" -gt $((on * 20))
down=$(intensity "$T/beam" 320 170 200 200) on=$(intensity "$T/beam" 320 280 70 70)
check "the beam without the wall: straight on ($on ahead, $down below)" test "$on" -gt $((down * 20))

# A corner: the source and its three images leave dark spots down a column before it.
run_saved corner lessons/corner.lesson
read -ra corner_col <<<"$(intensity "$T/corner" 320 100 40 190)"
check "corner: dark spots down the column ($(least "${corner_col[@]}") of $(max "${corner_col[@]}"))" \
	test "$(least "${corner_col[@]}")" -lt $(($(max "${corner_col[@]}") / 20))

# A wave guide: at its far end the waves five times stronger than a source's in open water at the
# same distance, and none outside the channel.
run_saved guide lessons/wave-guide.lesson
printf 'pool 320 240\nsource 70 120\n' >"$T/open.lesson"
run_saved open "$T/open.lesson"
far=$(intensity "$T/guide" 320 280 120 120) free=$(intensity "$T/open" 320 280 120 120) out=$(intensity "$T/guide" 320 280 60 60)
check "wave guide: strong at its far end ($far, in open water $free), still outside it ($out)" \
	test "$far" -gt $((free * 5)) -a "$out" -lt $((far / 100))

# The page's program under node (make web) reads a lesson file to the same water as ./ripple.
if [ -f build/web/ripple-node.js ] && command -v node >/dev/null; then
	node build/web/ripple-node.js --headless --frames 150 --lesson lessons/three-slits.lesson \
		--save-heights "$T/node.h" >/dev/null 2>&1
	"$RIPPLE" --headless --frames 150 --lesson lessons/three-slits.lesson --save-heights "$T/native.h" >/dev/null 2>&1
	check "node: three-slits.lesson, the same heights as ./ripple's" cmp -s "$T/node.h" "$T/native.h"
	node build/web/ripple-node.js --headless --frames 200 --lesson tests/data/own.lesson --size 640x480 \
		--save-heights "$T/node.h" >/dev/null 2>&1
	"$RIPPLE" --headless --frames 200 --lesson tests/data/own.lesson --size 640x480 --save-heights "$T/native.h" >/dev/null 2>&1
	check "node: a lesson written by hand (tests/data/own.lesson) at 640x480, the same heights as ./ripple's" \
		cmp -s "$T/node.h" "$T/native.h"
	out=$(node build/web/ripple-node.js --headless --frames 1 --lesson "$T/bad/unknown.lesson" 2>&1 >/dev/null)
	check "node: a bad lesson refused, status 2 ($out)" test $? = 2 -a -n "$out"
else
	echo "skip - node: no build/web/ripple-node.js (make web)"
fi

# In a window under Xvfb (./ripple, no file chooser): a lesson dropped on the window is laid out at
# once, a picture dropped stays a picture; the knobs turned and File > Save lesson (Ctrl+P) written
# to the name proposed, which opens to the same water; a bad lesson dropped is refused in a message
# box with its line, the lesson kept; File > Open lesson (Ctrl+E) without a chooser says to drop one.
if command -v Xvfb >/dev/null && [ -x build/xdnd ]; then
	start_xvfb
	mkdir -p "$T/win"
	cp lessons/three-slits.lesson "$T/three slits #3.lesson"
	printf 'pool 320 240\nline-source left\nbarrier 160 slits 6 40 3\nbarrier 100 slitz 6\n' >"$T/broken.lesson"
	(cd "$T/win" && exec "${NO_CHOOSER[@]}" "$OLDPWD/ripple" --scale 1 --frames 100000) >"$T/wout" 2>"$T/werr" &
	pid=$!
	wid=$(ripple_window)
	title() { xdotool getwindowname "$wid" 2>/dev/null; }
	until_title() { for _ in $(seq 50); do title | grep -q "$1" && return; sleep 0.1; done; return 1; }
	xdotool key --window "$wid" space 2>/dev/null # paused: the shots stand still
	sleep 0.5
	still_shot "$T/before.png"
	build/xdnd "$wid" "$T/three slits #3.lesson" >/dev/null 2>&1
	check "window: a .lesson dropped is laid out ($(title | sed 's/.*edges, //'))" \
		until_title ", three slits #3, waves of 12 frames, slits 6 wide 40 apart, screen 132 away"
	still_shot "$T/lesson.png"
	st=$(compare -metric AE "$T/before.png" "$T/lesson.png" null: 2>&1)
	check "window: the lesson's barrier and waves shown at once ($st pixels changed)" test "${st%% *}" -gt 2000
	xdotool key --delay 100 --window "$wid" bracketright l ctrl+p 2>/dev/null
	for _ in $(seq 50); do [ -s "$T/win/three slits #3.lesson" ] && break; sleep 0.1; done
	check "window: Ctrl+P saves the lesson as turned under the name proposed ($(grep -v '^#' "$T/win/three slits #3.lesson" 2>/dev/null | tr '\n' ';'))" \
		sh -c "grep -qx 'barrier 160 slits 7 40 3' '$T/win/three slits #3.lesson' && grep -qx 'period 15' '$T/win/three slits #3.lesson'"
	same_water "window: the lesson saved opens to the water of the lesson turned" 300 \
		--lesson lessons/three-slits.lesson --slits 7,40 --period 15 -- --lesson "$T/win/three slits #3.lesson"
	build/xdnd "$wid" "$T/broken.lesson" >/dev/null 2>&1
	box=$(titled Ripple)
	check "window: a bad lesson refused in a message box ($box) and on stderr, its name, line and what ($(tail -1 "$T/werr"))" \
		sh -c "test -n '$box' && tail -1 '$T/werr' | grep -q '^ripple: .*broken.lesson:4: expected barrier'"
	xdotool windowfocus --sync "$box" 2>/dev/null
	xdotool key Return
	for _ in $(seq 30); do xprop -id "$box" >/dev/null 2>&1 || break; sleep 0.1; done
	check "window: ...the lesson before kept, its knobs as turned" until_title ", three slits #3, waves of 15 frames, slits 7 wide"
	build/xdnd "$wid" bmp/pool.bmp >/dev/null 2>&1
	sleep 1
	check "window: a picture dropped stays a picture, under the lesson ($(tail -1 "$T/werr"))" \
		sh -c "! grep -q 'pool.bmp' '$T/werr' && xdotool getwindowname $wid | grep -q ', three slits #3, '"
	xdotool key --window "$wid" ctrl+e 2>/dev/null
	box=$(titled "Open lesson")
	check "window: Ctrl+E without a file chooser says to drop a lesson on the window ($box)" test -n "$box"
	xdotool windowfocus --sync "$box" 2>/dev/null
	xdotool key Return
	for _ in $(seq 30); do xprop -id "$box" >/dev/null 2>&1 || break; sleep 0.1; done
	quit_keys --window "$wid"
	for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
	wait "$pid"
	check "window: Ctrl+Q after all that exits with status 0" test $? = 0

	# The edit mode (F2): a source's handle dragged with the mouse (at zoom 1 a window pixel is a
	# cell of the 320x240 lesson), the lesson laid out anew from there; Ctrl+P saves it with the
	# source where it was dropped, which opens to the water of a lesson written so by hand.
	mkdir -p "$T/edit"
	printf 'pool 320 240\nsource 100 120\nwall 200 40 200 200 width 3\n' >"$T/edit/moved.lesson"
	printf 'pool 320 240\nsource 140 90\nwall 200 40 200 200 width 3\n' >"$T/by-hand.lesson"
	(cd "$T/edit" && exec "${NO_CHOOSER[@]}" "$OLDPWD/ripple" --scale 1 --frames 100000 --lesson moved.lesson) \
		>"$T/eout" 2>"$T/eerr" &
	pid=$!
	wid=$(ripple_window)
	rm -f "$T/edit/moved.lesson"
	xdotool key --window "$wid" F2 2>/dev/null
	check "window: F2 turns the edit mode on, said in the title (editing the lesson)" until_title "editing the lesson"
	xdotool mousemove --window "$wid" 100 120 mousedown 1 2>/dev/null
	for step in 1 2 3 4; do
		xdotool mousemove --window "$wid" $((100 + 10 * step)) $((120 - 7 * step + (step == 4 ? -2 : 0))) 2>/dev/null
		sleep 0.1
	done
	xdotool mouseup 1 2>/dev/null
	sleep 0.5
	import -window "$wid" "$T/edit.png"
	px=$(convert "$T/edit.png" -format '%[pixel:p{140,90}] %[pixel:p{137,90}] %[pixel:p{201,40}]' info: 2>/dev/null)
	check "window: the handles drawn over the water, white squares framed in black, at the source dropped and the wall's end ($px)" \
		test "$px" = "srgb(255,255,255) srgb(0,0,0) srgb(255,255,255)"
	xdotool key --window "$wid" ctrl+p 2>/dev/null
	for _ in $(seq 50); do [ -s "$T/edit/moved.lesson" ] && break; sleep 0.1; done
	check "window: a source dragged from (100, 120) to (140, 90) in edit mode, saved there by Ctrl+P ($(grep -v '^#' "$T/edit/moved.lesson" 2>/dev/null | tr '\n' ';'))" \
		sh -c "grep -qx 'source 140 90' '$T/edit/moved.lesson' && grep -qx 'wall 200 40 200 200 width 3' '$T/edit/moved.lesson'"
	same_water "window: the lesson edited and saved opens to the water of one written so" 200 \
		--lesson "$T/by-hand.lesson" -- --lesson "$T/edit/moved.lesson"
	quit_keys --window "$wid"
	for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
	wait "$pid"
	check "window: Ctrl+Q in edit mode exits with status 0" test $? = 0

	# The newer objects' handles: a shallow polygon's corner, a shallow ellipse's centre and its two
	# radii's ends, a parabola's vertex and its focus (along the axis: the focal length; across it:
	# the axis turned), each dragged, saved by Ctrl+P; Ctrl+Z undoes the last drag.
	printf 'pool 320 240\nline-source left\nshallow 0.5 200 20 300 20 300 100 200 100\nshallow-ellipse 0.5 80 180 30 40\nparabola 276 120 40 180 60\n' \
		>"$T/edit/shapes.lesson"
	(cd "$T/edit" && exec "${NO_CHOOSER[@]}" "$OLDPWD/ripple" --scale 1 --frames 100000 --lesson shapes.lesson) \
		>"$T/eout" 2>"$T/eerr" &
	pid=$!
	wid=$(ripple_window)
	rm -f "$T/edit/shapes.lesson"
	xdotool key --window "$wid" F2 2>/dev/null
	until_title "editing the lesson" >/dev/null
	drag() { # X0 Y0 X1 Y1: the mouse pressed at one window pixel, moved in four steps, let go at the other
		xdotool mousemove --window "$wid" "$1" "$2" mousedown 1 2>/dev/null
		for step in 1 2 3 4; do
			xdotool mousemove --window "$wid" $(($1 + ($3 - $1) * step / 4)) $(($2 + ($4 - $2) * step / 4)) 2>/dev/null
			sleep 0.1
		done
		xdotool mouseup 1 2>/dev/null
		sleep 0.2
	}
	drag 300 20 310 40    # the polygon's second corner
	drag 80 180 90 170    # the ellipse's centre: its radii's ends go with it
	drag 120 170 130 170  # the end of its radius across: 40
	drag 90 210 90 200    # the end of its radius up and down: 30
	drag 276 120 270 130  # the dish's vertex: its focus goes with it, to 230 130
	drag 230 130 220 130  # the focus along the axis: focal length 50
	drag 220 130 240 110  # the focus turned: 36 cells away, up and to the left of the vertex
	sleep 0.3
	import -window "$wid" "$T/shapes.png"
	px=$(convert "$T/shapes.png" -format '%[pixel:p{240,110}] %[pixel:p{130,170}] %[pixel:p{310,40}]' info: 2>/dev/null)
	check "window: the newer objects' handles drawn where they were dropped ($px)" \
		test "$px" = "srgb(255,255,255) srgb(255,255,255) srgb(255,255,255)"
	xdotool key --window "$wid" ctrl+p 2>/dev/null
	for _ in $(seq 50); do [ -s "$T/edit/shapes.lesson" ] && break; sleep 0.1; done
	saved=$(grep -v '^#' "$T/edit/shapes.lesson" 2>/dev/null | tr '\n' ';')
	check "window: a shallow corner, an ellipse's centre and radii, a dish's vertex and focus dragged, saved by Ctrl+P ($saved)" \
		sh -c "grep -qx 'shallow 0.5 200 20 310 40 300 100 200 100' '$T/edit/shapes.lesson' &&
			grep -qx 'shallow-ellipse 0.5 90 170 40 30' '$T/edit/shapes.lesson' &&
			grep -qx 'parabola 270 130 36 214 60' '$T/edit/shapes.lesson'"
	rm -f "$T/edit/shapes.lesson"
	xdotool key --window "$wid" ctrl+z 2>/dev/null
	sleep 0.3
	xdotool key --window "$wid" ctrl+p 2>/dev/null
	for _ in $(seq 50); do [ -s "$T/edit/shapes.lesson" ] && break; sleep 0.1; done
	check "window: Ctrl+Z undoes the focus turned, the focal length dragged kept ($(grep '^parabola' "$T/edit/shapes.lesson" 2>/dev/null))" \
		grep -qx 'parabola 270 130 50 180 60' "$T/edit/shapes.lesson"
	quit_keys --window "$wid"
	for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
	wait "$pid"
else
	echo "skip - window: no Xvfb or build/xdnd (make build/xdnd)"
fi

finish e2e-lessons
