#!/usr/bin/env bash
# e2e_lessons.sh - lessons as files: the built-in scenarios are their lessons/*.lesson, a lesson saved opens to the same water, bad files refused in one line, the ready lessons show what they teach.
#
# Needs ./ripple (make ripple) and python3. Headless only: about a minute.
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
same_water "double-slit's knobs" 200 --scenario double-slit --slits 8,40 --screen 100 -- \
	--lesson lessons/double-slit.lesson --slits 8,40 --screen 100

# A lesson saved as laid out (its knobs and period applied) opens to the same water, and saves
# again into the same bytes.
for s in rock slit double-slit two-sources three-slits out-of-phase mirror; do
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
{ echo 'source 1 1'; head -c 3000 /dev/urandom; } >"$T/bad/junk.lesson"
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
run_saved mirror lessons/mirror.lesson
printf 'pool 320 240\nsource 140 120\n' >"$T/alone.lesson"
run_saved alone "$T/alone.lesson"
read -ra mirror_col <<<"$(intensity "$T/mirror" 320 100 40 200)"
read -ra alone_col <<<"$(intensity "$T/alone" 320 100 40 200)"
least() { printf '%s\n' "$@" | sort -n | head -1; }
check "mirror: dark fringes down the column ($(least "${mirror_col[@]}") of $(max "${mirror_col[@]}"))" \
	test "$(least "${mirror_col[@]}")" -lt $(($(max "${mirror_col[@]}") / 20))
check "a source alone: no fringes down it ($(least "${alone_col[@]}") of $(max "${alone_col[@]}"))" \
	test "$(least "${alone_col[@]}")" -gt $(($(max "${alone_col[@]}") / 4))

# Three slits: a faint maximum between each two main ones, so that the screen's maxima stand half
# the two slits' spacing apart (within 10%).
out=$("$RIPPLE" --headless --frames 1500 --lesson lessons/three-slits.lesson --intensity 2>&1 | grep '^intensity')
check "three slits: maxima at half the two slits' spacing ($out)" awk -v s="$out" 'BEGIN {
	if (!match(s, /spacing [0-9.]+/)) exit 1; m = substr(s, RSTART + 8, RLENGTH - 8)
	if (!match(s, /theory [0-9.]+/)) exit 1; t = substr(s, RSTART + 7, RLENGTH - 7)
	exit !(m > 0.45 * t && m < 0.55 * t) }'

# The page's program under node (make web) reads a lesson file to the same water as ./ripple.
if [ -f build/web/ripple-node.js ] && command -v node >/dev/null; then
	node build/web/ripple-node.js --headless --frames 150 --lesson lessons/three-slits.lesson \
		--save-heights "$T/node.h" >/dev/null 2>&1
	"$RIPPLE" --headless --frames 150 --lesson lessons/three-slits.lesson --save-heights "$T/native.h" >/dev/null 2>&1
	check "node: three-slits.lesson, the same heights as ./ripple's" cmp -s "$T/node.h" "$T/native.h"
	out=$(node build/web/ripple-node.js --headless --frames 1 --lesson "$T/bad/unknown.lesson" 2>&1 >/dev/null)
	check "node: a bad lesson refused, status 2 ($out)" test $? = 2 -a -n "$out"
else
	echo "skip - node: no build/web/ripple-node.js (make web)"
fi

finish e2e-lessons
