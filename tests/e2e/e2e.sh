#!/usr/bin/env bash
# e2e.sh - end-to-end tests of ./ripple: headless files against the reference, errors, and the real window under Xvfb.
set -u
cd "$(dirname "$0")/../.." || exit 1
. tests/e2e/lib.sh
# RIPPLE=build/san/ripple (make test-san) runs the ./ripple commands of this script through that build
# (those under valgrind, sh -c and env stay on ./ripple).
[ -n "${RIPPLE:-}" ] && eval './ripple() { "$RIPPLE" "$@"; }'

# --- headless: the program's files against the article's transcription -------------------------
drops_cli=(--drop 160,120 --drop 60,50,6,100@4 --drop 250,190,2,32@40 --drop 300,20,8,64@77)
drops_ref=(160,120,3,128@0 60,50,6,100@4 250,190,2,32@40 300,20,8,64@77)
for bpp in 8 16 24 32; do
	for size in 0x0 317x203; do
		sizeopt=()
		[ "$size" = 0x0 ] || sizeopt=(--size "$size")
		rm -f "$T"/p.* "$T"/r.*
		./ripple --headless --frames 120 --bpp "$bpp" "${sizeopt[@]}" "${drops_cli[@]}" \
			--save-frame "$T/p.bmp" --save-heights "$T/p.h" >/dev/null 2>"$T/err" &&
			build/refrun bmp/pool.bmp "$size" "$bpp" 120 "$T/r.h" "$T/r.bmp" "${drops_ref[@]}"
		st=$?
		name="headless $bpp bpp ${size/0x0/320x240}"
		check "$name: heights identical to the reference" sh -c "test $st = 0 && cmp -s $T/p.h $T/r.h"
		check "$name: frame identical to the reference" sh -c "test $st = 0 && cmp -s $T/p.bmp $T/r.bmp"
	done
done
check "headless: the frame shows ripples (differs from the picture)" pixels_differ "$T/p.bmp" bmp/pool.bmp
for bpp in 8 24; do # the article's step and render in bands on two threads: the reference's bytes
	./ripple --headless --frames 120 --bpp $bpp --size 317x203 --threads 2 "${drops_cli[@]}" \
		--save-frame "$T/p.bmp" --save-heights "$T/p.h" >/dev/null 2>&1
	build/refrun bmp/pool.bmp 317x203 $bpp 120 "$T/r.h" "$T/r.bmp" "${drops_ref[@]}"
	check "headless --threads 2 at $bpp bpp: heights and frame identical to the reference" \
		sh -c "cmp -s $T/p.h $T/r.h && cmp -s $T/p.bmp $T/r.bmp"
done
./ripple --headless --frames 30 --size 1024x768 --threads 1 --rain 100 --save-frame "$T/t1.bmp" --save-heights "$T/t1.h" >/dev/null
./ripple --headless --frames 30 --size 1024x768 --threads 3 --rain 100 --save-frame "$T/t3.bmp" --save-heights "$T/t3.h" >/dev/null
check "1024x768 with rain: 3 threads make the same bytes as 1" sh -c "cmp -s $T/t1.h $T/t3.h && cmp -s $T/t1.bmp $T/t3.bmp"

# pictures of other kinds: paletted (its palette kept at 8 bpp, scaled or not), 1-bit, 32-bit with alpha
convert bmp/pool.bmp -colors 40 -type Palette BMP3:"$T/pal.bmp"
convert bmp/pool.bmp -monochrome BMP3:"$T/mono.bmp"
convert bmp/pool.bmp -alpha set -channel A -evaluate set 50% +channel BMP:"$T/alpha.bmp"
for pic in pal mono alpha; do
	for bpp in 8 32; do
		rm -f "$T"/p.* "$T"/r.*
		./ripple --headless --frames 60 --bpp $bpp --image "$T/$pic.bmp" "${drops_cli[@]}" \
			--save-frame "$T/p.bmp" --save-heights "$T/p.h" >/dev/null 2>&1 &&
			build/refrun "$T/$pic.bmp" 0x0 $bpp 60 "$T/r.h" "$T/r.bmp" "${drops_ref[@]}"
		st=$?
		check "--image $pic.bmp at $bpp bpp: frame identical to the reference" \
			sh -c "test $st = 0 && cmp -s $T/p.bmp $T/r.bmp"
	done
done
./ripple --headless --frames 1 --bpp 8 --image "$T/pal.bmp" --size 640x480 --save-frame "$T/pal2.bmp" >/dev/null
convert "$T/pal2.bmp" -sample 50% "$T/pal1.bmp"
check "--image a paletted picture, scaled at 8 bpp, keeps its palette" same_pixels "$T/pal1.bmp" "$T/pal.bmp"

./ripple --headless --frames 3 --size 31x7 --save-heights "$T/s.h" >/dev/null
check "headless: --save-heights writes W*H int16 (31x7 -> 434 bytes)" test "$(stat -c %s "$T/s.h")" = 434
./ripple --headless --frames 1 --drop 160,120,3,1000 --save-heights "$T/one.h" >/dev/null
# one step after the stone: the centre is (4 * -1000 >> 1) - 0 = -2000, damped by -2000 >> 5 = -63
check "headless: heights are little-endian int16 (centre -1937 = 6f f8)" \
	test "$(od -An -tx1 -j $(((120 * 320 + 160) * 2)) -N2 "$T/one.h" | tr -d ' ')" = 6ff8
./ripple --headless --frames 10 --drop 2,2,5 --drop 10,10@50 >/dev/null 2>"$T/err"
st=$?
check "a stone outside the pool is reported and ignored (exit 0)" \
	test $st = 0 -a "$(grep -c 'would leave the 320x240 pool' "$T/err")" = 1
check "a stone after the last frame is reported" grep -q 'after the last frame' "$T/err"
out=$(./ripple --headless --frames 1000)
check "headless, no stones: the water stood still, every frame skipped, and no rate ($out)" \
	test "$(printf '%s\n' "$out" | grep -c '^1000 frames in [0-9.]* s: the water stood still, every frame skipped (headless')" = 1 \
	-a "$(printf '%s\n' "$out" | grep -c fps)" = 0
out=$(./ripple --headless --frames 100 --drop 160,120@80)
check "headless, the stone at frame 80 of 100: the rate, and the 80 frames skipped before it ($out)" \
	test "$(printf '%s\n' "$out" | grep -Ec '^100 frames in [0-9.]+ s: [0-9.]+ fps \(headless, .*; 80 skipped: the water stood still\)$')" = 1

# --- the classroom variants, headless ----------------------------------------------------------------
./ripple --headless --frames 60 --drop 160,120,5 --save-frame "$T/classic.bmp" >/dev/null
for variant in "--view light" "--view both" "--view heights" "--stencil 12" "--damping off" "--damping 1" \
	"--stone soft" "--boundary reflect" "--boundary absorb" "--rain 40" "--mesh 2" "--mesh 4" \
	"--mesh 2 --view both --bpp 8"; do
	# shellcheck disable=SC2086
	./ripple --headless --frames 60 --drop 160,120,5 $variant --save-frame "$T/a.bmp" >/dev/null 2>&1 &&
		./ripple --headless --frames 60 --drop 160,120,5 $variant --save-frame "$T/b.bmp" >/dev/null 2>&1
	st=$?
	check "headless $variant: runs, the same twice, and differs from the article's picture" \
		sh -c "test $st = 0 && cmp -s $T/a.bmp $T/b.bmp && ! cmp -s $T/a.bmp $T/classic.bmp"
done
for sc in rock slit double-slit two-sources; do
	./ripple --headless --frames 150 --scenario $sc --save-frame "$T/sc.bmp" --save-heights "$T/sc.h" >/dev/null 2>&1
	st=$?
	check "headless --scenario $sc: runs, and its source moves the water" \
		sh -c "test $st = 0 && test \"\$(od -An -v -td2 $T/sc.h | tr -s ' ' '\n' | grep -cv '^0*$')\" -gt 1000"
done
# a scenario's tall waves would shred the picture in the refraction view: it shows its heights, unless
# --view names the view
for view in "" heights refraction; do
	./ripple --headless --frames 150 --scenario double-slit ${view:+--view $view} --save-frame "$T/sc_${view:-own}.bmp" \
		>/dev/null 2>&1
done
check "headless --scenario: in the heights view, as --view heights; --view refraction in the refraction" \
	sh -c "cmp -s $T/sc_own.bmp $T/sc_heights.bmp && ! cmp -s $T/sc_own.bmp $T/sc_refraction.bmp"
out=$(./ripple --headless --size 40x30 --scenario rock 2>&1)
check "a scenario on a pool too small says so and exits 2 ($out)" \
	sh -c "./ripple --headless --size 40x30 --scenario rock >/dev/null 2>&1; test \$? = 2"
./ripple --headless --frames 400 --drop 160,120 --save-frame "$T/calm.bmp" --save-heights "$T/calm.h" >/dev/null
check "still water: after a stone has died away, every height is 0 ..." test -z "$(tr -d '\0' <"$T/calm.h")"
check "... and the frame is the picture again" same_pixels "$T/calm.bmp" bmp/pool.bmp
./ripple --headless --frames 80 --rain 50 --seed 7 --save-heights "$T/rain1.h" >/dev/null
./ripple --headless --frames 80 --rain 50 --seed 7 --save-heights "$T/rain2.h" >/dev/null
./ripple --headless --frames 80 --rain 50 --seed 8 --save-heights "$T/rain3.h" >/dev/null
check "rain is the same from the same --seed, and another from another" \
	sh -c "cmp -s $T/rain1.h $T/rain2.h && ! cmp -s $T/rain1.h $T/rain3.h"
# --speed: the steps a frame, times the lesson's scale (the pool's rows over 240)
speed() { # speed FRAMES OPTION...: the heights after FRAMES frames of the double slit, into $T/speed_FRAMES_*.h
	local frames=$1 args out
	shift
	args="$*"
	args=${args//\//_}
	out="$T/speed_${frames}_${args// /_}.h"
	./ripple --headless --frames "$frames" --scenario double-slit --drop 100,100,5 "$@" --save-heights "$out" >/dev/null 2>&1
	echo "$out"
}
check "--speed 2: 30 frames are the water of 60 at --speed 1" cmp -s "$(speed 30 --speed 2)" "$(speed 60)"
check "--speed 1/2: 60 frames are the water of 30 at --speed 1, a step every other frame" \
	cmp -s "$(speed 60 --speed 1/2)" "$(speed 30)"
./ripple --headless --frames 10 --size 640x480 --drop 300,200,6 --save-heights "$T/scale2.h" --save-frame "$T/scale2.bmp" >/dev/null
build/refrun bmp/pool.bmp 640x480 32 20 "$T/ref20.h" "$T/ref20.bmp" 300,200,6,128@0
check "640x480 (the lesson's scale 2): 10 frames are the article's 20 steps (the reference's heights and frame)" \
	sh -c "cmp -s $T/scale2.h $T/ref20.h && cmp -s $T/scale2.bmp $T/ref20.bmp"
convert -size 320x240 xc:white -fill black -draw 'rectangle 200,0 203,239' BMP3:"$T/wall.bmp"
moving() { # moving FILE FIRST LAST: how many heights in columns FIRST..LAST (from 1) are not 0
	od -An -v -td2 -w640 "$1" | awk -v a="$2" -v b="$3" '{ for (i = a; i <= b; i++) if ($i != 0) n++ } END { print n + 0 }'
}
./ripple --headless --frames 80 --walls "$T/wall.bmp" --drop 180,120,5 --save-heights "$T/wall.h" \
	--save-frame "$T/wall_frame.bmp" >/dev/null
./ripple --headless --frames 80 --drop 180,120,5 --save-heights "$T/nowall.h" >/dev/null
check "--walls: no wave crosses a black line (beyond it: $(moving "$T/wall.h" 207 320) cells move with the wall, $(moving "$T/nowall.h" 207 320) without)" \
	test "$(moving "$T/wall.h" 207 320)" = 0 -a "$(moving "$T/nowall.h" 207 320)" -gt 100 -a "$(moving "$T/wall.h" 150 199)" -gt 100
check "--walls: the wall is drawn" test "$(pixel "$T/wall_frame.bmp" 201,120)" = "srgb(70,50,40)"

./ripple --headless --frames 20 --scene pool --drop 100,100,5 --save-frame "$T/scene_pool.bmp" >/dev/null 2>&1
./ripple --headless --frames 20 --scene ripple --drop 100,100,5 --save-frame "$T/scene_ripple.bmp" >/dev/null 2>&1
check "--scene ripple, the pool's earlier name, is --scene pool: the same frame" \
	cmp -s "$T/scene_pool.bmp" "$T/scene_ripple.bmp"

# --- the side view, headless ---------------------------------------------------------------------------
side=(--scene side --splash 160,120@0 --splash 60,90@12 --rock 250@3)
for bpp in 8 16 24 32; do
	./ripple --headless --frames 40 --bpp $bpp --seed 5 "${side[@]}" --save-frame "$T/s1.bmp" >/dev/null 2>&1 &&
		./ripple --headless --frames 40 --bpp $bpp --seed 5 "${side[@]}" --save-frame "$T/s2.bmp" >/dev/null 2>&1
	st=$?
	check "headless --scene side at $bpp bpp: runs, the same frame twice" sh -c "test $st = 0 && cmp -s $T/s1.bmp $T/s2.bmp"
done
./ripple --headless --frames 40 --bpp 32 --seed 6 "${side[@]}" --save-frame "$T/s3.bmp" >/dev/null 2>&1
check "headless --scene side: another --seed throws other droplets" sh -c "! cmp -s $T/s2.bmp $T/s3.bmp"
./ripple --headless --frames 1 --scene side --save-frame "$T/calm_side.bmp" >/dev/null 2>&1
./ripple --headless --frames 8 --scene side --splash 160,120 --save-frame "$T/splash.bmp" >/dev/null 2>&1
check "headless --scene side: still water has no droplets ($(droplet_pixels "$T/calm_side.bmp") px), a splash throws them ($(droplet_pixels "$T/splash.bmp") px)" \
	test "$(droplet_pixels "$T/calm_side.bmp")" = 0 -a "$(droplet_pixels "$T/splash.bmp")" -gt 30
out=$(./ripple --headless --frames 3 --scene side --splash 400,100 --rock -1@1 2>&1 >/dev/null)
check "--splash and --rock outside the side view are reported ($(echo $out | head -c 80)...)" \
	test "$(printf '%s\n' "$out" | grep -c 'outside the 320 pixels of the side view')" = 2
check "--scene side on a picture under 16x16 says so and exits 2" \
	sh -c "./ripple --headless --size 15x40 --scene side >/dev/null 2>&1; test \$? = 2"

# --- bad input: one clear line on stderr, exit status 2, never a crash --------------------------
printf 'BM this is not a bitmap' >"$T/fake.bmp"
head -c 100 bmp/pool.bmp >"$T/short.bmp"
head -c 5000 bmp/pool.bmp >"$T/cut.bmp"
{ head -c 18 bmp/pool.bmp; printf '\100\234\0\0\100\234\0\0'; tail -c +27 bmp/pool.bmp | head -c 44; } >"$T/huge.bmp"
while IFS='|' read -r args why; do
	# shellcheck disable=SC2086
	out=$(eval ./ripple $args 2>&1 >/dev/null)
	st=$?
	lines=$(printf '%s\n' "$out" | wc -l)
	check "bad input ($why): exit 2 and one line on stderr" test $st = 2 -a "$lines" = 1 -a -n "$out"
done <<EOF
--bogus|unknown option
--size 0x240|a size of 0
--size 16385x10|a size beyond 16384
--bpp 12|a bit depth
--scale 0|a zoom of 0
--frames x|a malformed frame count
--drop 1|a malformed drop
--drop 1,2,3,40000|a weight beyond a short
--scene top|an unknown scene
--spread 0.6|a spread beyond 0.5
--tension 0.0001|a tension with 4 decimals
--splash 10|a splash without a speed
--image|a missing value
--headless --image /nonexistent.bmp|a missing picture
--headless --image $T/fake.bmp|a file that is not a BMP
--headless --image $T/short.bmp|a truncated BMP
--headless --image Makefile|a text file
--headless --image $T/huge.bmp|a BMP header claiming 40000x40000
--headless --image $T/cut.bmp|a BMP cut short after its header
EOF
# the corpus of malformed pictures (tests/tools/mkbad.c), an empty file and a folder: each refused in one
# line with status 2, within 20 s and 1.5 GB of memory
mkdir -p "$T/bad" "$T/bad/folder.bmp"
build/mkbad "$T/bad"
: >"$T/bad/empty.bmp"
for f in "$T"/bad/*; do
	out=$( (ulimit -v 1500000; timeout 20 ./ripple --headless --frames 3 --image "$f") 2>&1 >/dev/null)
	st=$?
	check "malformed picture $(basename "$f"): refused in one line, status 2 (${out:0:90})" \
		test $st = 2 -a "$(printf '%s\n' "$out" | wc -l)" = 1 -a -n "$out"
done
convert -size 1x1 xc:red BMP3:"$T/one.bmp"
check "a 1x1 picture is a 1x1 pool" sh -c "./ripple --headless --frames 5 --image $T/one.bmp --drop 0,0 >/dev/null 2>&1"
out=$(env -u DISPLAY -u WAYLAND_DISPLAY ./ripple 2>&1)
st=$?
check "no display: exit 2 with one line naming --headless and Xvfb" \
	test $st = 2 -a "$(printf '%s\n' "$out" | grep -c -e '--headless.*Xvfb')" = 1
./ripple --help >"$T/help"
# Every option the parser knows (its table in app/cmdline.c), in --help, in the manual page and in
# docs/command-line.md; and the manual names no option the parser does not know.
options=$(sed -n 's/^\t{ "\(--[a-z-]*\)".*/\1/p' app/cmdline.c)
missing=
for o in $options; do
	grep -q -E -e "^  ([^ ]+, )?$o([ ,]|\$)" "$T/help" || missing="$missing help:$o"
	grep -q -F -e "${o//-/\\-}" docs/ripple.1 || missing="$missing man:$o"
	grep -q -F -e "\`$o" docs/command-line.md || missing="$missing docs:$o"
done
check "--help, ripple.1 and docs/command-line.md list every option of the parser${missing:+ (missing:$missing)}" \
	test -z "$missing"
extra=
for o in $(grep -o '^\.B[IR]* \\-\\-[a-z\\-]*' docs/ripple.1 | sed 's/^[^ ]* //; s/\\//g'); do
	grep -qx -e "$o" <<<"$options" || extra="$extra $o"
done
check "ripple.1 describes no option the parser does not know${extra:+ (unknown:$extra)}" test -z "$extra"
check "--help fits 80 columns ($(awk 'length($0) > 80' "$T/help" | wc -l) lines over)" \
	awk 'length($0) > 80 { bad = 1 } END { exit bad }' "$T/help"
check "ripple.1 renders without a warning (groff -man -ww)" \
	sh -c "test -z \"\$(groff -man -ww -z docs/ripple.1 2>&1)\""
check "--version names the program" sh -c './ripple --version | grep -q "^ripple [0-9]"'
./ripple --bench --quick >"$T/bench" 2>&1
cat "$T/bench"
check "--bench alone: one table, the article's 320x240 (at 32 bpp)" \
	sh -c "test \$(grep -c '^ripple --bench:' $T/bench) = 1 && head -1 $T/bench | grep -q '^ripple --bench: 320x240, 32 bpp,'"
check "--bench closes with one line: the article's code and the fastest row against the K6-200 ($(tail -1 "$T/bench"))" \
	sh -c "tail -1 $T/bench | grep -Eq \"^  article's own code: [0-9.]+ fps = [0-9.]+x the K6-200's 25 fps; fastest here \\([a-z0-9]+, [0-9]+ threads?\\): [0-9.]+ fps = [0-9.]+x\\$\" &&
		test \$(grep -c 'K6-200.s 25 fps' $T/bench) = 1"
for arg in "--size 317x203 --bpp 8" "--size 1920x1080 --bpp 24" "--size 3x3 --bpp 16"; do
	# shellcheck disable=SC2086
	./ripple --bench --quick $arg >"$T/bench2" 2>&1
	check "--bench --quick $arg: every path bit-exact with the reference" grep -q 'bit-exact' "$T/bench2"
done
check "--bench compares every path with the reference, bit-exact" grep -q 'every path.*bit-exact' "$T/bench"
check "--bench: us/frame, fps, speed-up and the multiple of the K6-200's 25 fps for the reference, each kernel on 1 and 2 threads, meshes 2 and 4" \
	sh -c "grep -q 'us/frame.*fps.*speed-up.*x K6-200' $T/bench && grep -q '^  article, 1 thread ' $T/bench &&
		grep -q '^  scalar, 2 threads ' $T/bench && grep -q '^  mesh 4, ' $T/bench"
./ripple --bench --modes --quick --size 320x240 >"$T/modes" 2>&1
st=$?
cat "$T/modes"
check "--bench --modes --quick: status 0, a row for each of the 21 modes, each bit-exact with its plain C path" \
	sh -c "test $st = 0 && test \$(grep -c '^  -*[a-z].* [0-9.]*x  *[0-9.]*  *[-1]  *[-0-9.]*  *-  bit-exact\$' $T/modes) = 21 &&
		! grep -q FAIL $T/modes"
./ripple --bench --modes --quick --size 640x480 --only "the article's mode" >"$T/pace" 2>&1
st=$?
check "--bench --modes at 640x480: 2 steps a frame, their fps one at a time and fused, the fused steps bit-exact" \
	sh -c "test $st = 0 && grep -q '^  the article.s mode .* 2  *[0-9.][0-9.]*  *[0-9.][0-9.]*  bit-exact\$' $T/pace"
./ripple --bench --modes --quick --size 96x64 --only mesh >"$T/only" 2>&1
st=$?
check "--bench --modes --only mesh: status 0, the six rows on a mesh alone, bit-exact" \
	sh -c "test $st = 0 && test \$(grep -c '^  -*[a-z].* [0-9.]*x  *[0-9.]* .*  bit-exact\$' $T/only) = 6 &&
		test \$(grep -c '^  --mesh [24]' $T/only) = 6"
./ripple --bench --modes --quick --size 96x64 --only "--mesh 2" >"$T/only" 2>&1
check "--only \"--mesh 2\": the row of that name alone, not the others that hold it" \
	sh -c "test \$(grep -c 'bit-exact\$' $T/only) = 1 && grep -q '^  --mesh 2  ' $T/only"
out=$(./ripple --bench --modes --quick --size 96x64 --only nothing 2>&1 >/dev/null)
st=$?
check "--only naming no row: status 2, one line saying so ($out)" \
	test $st = 2 -a "$(printf '%s\n' "$out" | grep -c "names no row")" = 1
./ripple --bench --quick --size 1920x1080 --bpp 32 --threads 2 >"$T/bench3" 2>&1
check "--bench at 1920x1080: the bandwidth column against memcpy" \
	sh -c "grep -q 'bandwidth' $T/bench3 && grep -q 'memcpy of the .* MB a frame moves' $T/bench3"
# every kernel this CPU runs gives the article's loops' frame and heights, on one thread and on three
kernel_run() { # kernel_run KERNEL THREADS OUT: a rough headless run, saved to OUT.bmp and OUT.h
	./ripple --headless --frames 90 --size 333x201 --bpp 24 --rain 30 --drop 100,100,9,30000 --kernel "$1" \
		--threads "$2" --save-frame "$3.bmp" --save-heights "$3.h" >/dev/null 2>&1
}
kernel_run article 1 "$T/article"
for k in $(sed -n 's/^  \([a-z0-9]*\), 1 thread .*/\1/p' "$T/bench"); do
	for th in 1 3; do
		kernel_run "$k" "$th" "$T/k"
		check "--kernel $k --threads $th: the article's loops' frame and heights" \
			sh -c "cmp -s $T/k.bmp $T/article.bmp && cmp -s $T/k.h $T/article.h"
	done
done
check "an unknown or unusable --kernel is refused (exit 2)" \
	sh -c "./ripple --headless --kernel fast >/dev/null 2>&1; test \$? = 2"
RIPPLE_CPU=sse2 ./ripple --bench --quick --size 64x48 --bpp 32 >"$T/capped" 2>&1
check "RIPPLE_CPU=sse2: --bench says which kernel runs and why, within the cap, and times none past it ($(head -1 "$T/capped" | sed 's/.*; //'))" \
	sh -c "head -1 $T/capped | grep -Eq 'the program runs (sse2|scalar) \(.*RIPPLE_CPU=sse2' && grep -q '^  sse2, 1 thread' $T/capped &&
		! grep -Eq '^  avx(2|512), ' $T/capped && grep -q 'bit-exact' $T/capped"
check "--bench names the kernel the program runs and why ($(head -1 "$T/bench" | sed 's/.*; //'))" \
	grep -Eq '; the program runs [a-z0-9]+ \(fastest measured here.*\)$' "$T/bench"
check "RIPPLE_CPU=scalar refuses --kernel sse2 (exit 2)" \
	sh -c "RIPPLE_CPU=scalar ./ripple --headless --kernel sse2 >/dev/null 2>&1; test \$? = 2"
check "RIPPLE_CPU naming no CPU is refused in one line (exit 2)" \
	sh -c "RIPPLE_CPU=avx3 ./ripple --headless 2>$T/cpu.err >/dev/null; test \$? = 2 &&
		grep -q 'RIPPLE_CPU must be scalar, sse2, avx2 or avx512' $T/cpu.err && test \$(wc -l <$T/cpu.err) = 1"

# --- memory: valgrind on a headless run, the default picture from its generator -----------------
valgrind -q --error-exitcode=9 --leak-check=full --errors-for-leak-kinds=definite ./ripple --headless \
	--frames 20 --bpp 8 --size 100x80 --drop 50,50 --save-frame "$T/v.bmp" --save-heights "$T/v.h" \
	>/dev/null 2>"$T/valgrind"
st=$?
check "valgrind: a headless run is clean ($(head -c 200 "$T/valgrind"))" test $st = 0 -a ! -s "$T/valgrind"
valgrind --tool=helgrind --error-exitcode=9 ./ripple --headless --frames 8 --size 200x150 --threads 3 \
	--drop 100,75 >/dev/null 2>"$T/helgrind"
st=$?
check "helgrind: the frame's bands on 3 threads have no data race ($(grep -c 'data race' "$T/helgrind") reported)" test $st = 0
build/mkpool "$T/pool.bmp"
check "bmp/pool.bmp is what bmp/mkpool.c paints" cmp -s "$T/pool.bmp" bmp/pool.bmp
# A picture named bare, as a drop on the program's icon or "Open with" passes it: as --image
convert rose: -resize 200x150! "$T/rose.png"
./ripple --headless --frames 20 --drop 50,50 "$T/rose.png" --save-frame "$T/bare.bmp" >/dev/null 2>&1
./ripple --headless --frames 20 --drop 50,50 --image "$T/rose.png" --save-frame "$T/named.bmp" >/dev/null 2>&1
check "a picture named bare on the command line is opened as --image opens it" cmp -s "$T/bare.bmp" "$T/named.bmp"
./ripple --headless "$T/rose.png" "$T/rose.png" >/dev/null 2>"$T/err"
st=$?
check "two pictures named bare: refused in one line, status 2 ($(cat "$T/err"))" \
	sh -c "test $st = 2 && grep -q 'two pictures named' '$T/err'"
# The program alone in an empty folder (no bmp/pool.bmp here, beside it or installed) paints its own
mkdir -p "$T/alone"
cp "${RIPPLE:-./ripple}" "$T/alone/ripple"
(cd "$T/alone" && "$T/alone/ripple" --headless --frames 30 --drop 90,80 --save-frame painted.bmp) >/dev/null 2>&1
./ripple --headless --frames 30 --drop 90,80 --save-frame "$T/filed.bmp" >/dev/null 2>&1
check "alone in an empty folder, the program paints the pool itself: the frame of bmp/pool.bmp" \
	cmp -s "$T/alone/painted.bmp" "$T/filed.bmp"
./ripple --headless --frames 1 --image "$T/not-there.png" >/dev/null 2>"$T/err"
st=$?
check "a picture that is not there: 'no such file: PATH', status 2 ($(cat "$T/err"))" \
	sh -c "test $st = 2 && grep -qx 'ripple: no such file: $T/not-there.png' '$T/err'"

# --- the real window under Xvfb -------------------------------------------------------------------
start_xvfb

paced "$T/fps" ./ripple --frames 100
check "window --frames 100 reports 25 +- 0.5 fps ($(cat "$T/fps"))" at_25_fps "$T/fps"

./ripple --fps 5 --frames 10 >"$T/slow" 2>&1
check "window --fps 5: slow motion at 5 fps ($(cat "$T/slow"))" grep -q 'in 2.0[0-9] s: [45].[0-9] fps' "$T/slow"
./ripple --fps max --frames 300 >"$T/max" 2>&1
check "window --fps max: uncapped, far above 25 fps ($(cat "$T/max"))" \
	awk '/frames in/ { exit !($(NF - 1) > 100) } END { if (NR == 0) exit 1 }' "$T/max"

windowed "$T/big.out" ./ripple --size 1920x1080 --frames 100
sleep 0.5
geometry=$(xdotool getwindowgeometry "$wid" | sed -n 's/.*Geometry: //p')
import -window "$wid" "$T/big1.png"
xdotool mousemove --window "$wid" 600 300 click 1
# the first shot whose ripple is over 4 px wide (5 s at most): on a loaded host a fixed wait lets
# the ripple grow past the check's 100 px before the shot is taken
for _ in $(seq 50); do
	import -window "$wid" "$T/big2.png"
	box=$(changed_box "$T/big1.png" "$T/big2.png" 2>/dev/null)
	[ "${box%%x*}" -gt 4 ] 2>/dev/null && break
	sleep 0.1
done
wait $pid
check "window --size 1920x1080: shrunk to fit the 1280x1024 screen, 16:9 ($geometry)" \
	awk -v g="$geometry" 'BEGIN { split(g, v, "x"); exit !(v[1] <= 1280 && v[2] <= 1024 && v[1] >= 1000 && (v[1] * 9 - v[2] * 16)^2 < 300) }'
check "window --size 1920x1080: a click ripples where it lands ($box) at 25 fps ($(cat "$T/big.out"))" \
	sh -c "awk -v b='$box' 'BEGIN { split(b, v, /[x+]/); cx = v[3] + v[1] / 2; cy = v[4] + v[2] / 2; exit !(v[1] > 4 && v[1] < 100 && (cx - 600)^2 + (cy - 300)^2 < 16) }' && grep -q 'fps' $T/big.out"

windowed "$T/win.out" ./ripple --scale 1 --frames 500
sleep 0.5
import -window "$wid" "$T/before.png"
check "window: still water shows the picture unchanged" same_pixels "$T/before.png" bmp/pool.bmp
xdotool mousemove --window "$wid" 200 70 click 1
sleep 0.4
import -window "$wid" "$T/after.png"
box=$(changed_box "$T/before.png" "$T/after.png")
check "window: a click at (200,70) makes ripples centred on it (changed box $box)" centred_on "$box" 200.5 70.5
sleep 0.5 # the title's frame rate is measured each second
check "window: 320x240, title 'Ripple - NN.N fps (capped ... like the original; 0 uncaps) on KERNEL (why)' ($(xdotool getwindowname "$wid"))" sh -c \
	"xdotool getwindowgeometry $wid | grep -q 'Geometry: 320x240' && xdotool getwindowname $wid | grep -Eq '^Ripple - [0-9]+\.[0-9] fps \(capped at the K6-200.s 25 like the original; 0 uncaps\) on [a-z0-9]+ \(.+\)'"
xdotool key --window "$wid" space 2>/dev/null
sleep 0.3
check "window: Space pauses (title says paused)" sh -c "xdotool getwindowname $wid | grep -q paused"
xdotool key --window "$wid" c 2>/dev/null
sleep 0.2
import -window "$wid" "$T/still.png"
xdotool mousemove --window "$wid" 40 200 mousedown 1
for i in $(seq 1 12); do xdotool mousemove --window "$wid" $((40 + i * 20)) $((200 - i * 10)); sleep 0.02; done
xdotool mouseup 1
sleep 0.3
import -window "$wid" "$T/dragged.png"
box=$(changed_box "$T/still.png" "$T/dragged.png")
check "window: a drag from (40,200) to (280,80) leaves ripples all along it (changed box $box)" \
	awk -v b="$box" 'BEGIN { split(b, v, /[x+]/); exit !(v[3] <= 42 && v[3] + v[1] >= 278 && v[4] <= 82 && v[4] + v[2] >= 198) }'
xdotool mousemove --window "$wid" 300 20 mousedown 3 mousemove --window "$wid" 300 60 mouseup 3
sleep 0.3
check "window: the right button draws walls" sh -c "xdotool getwindowname $wid | grep -q walls"
xdotool key --window "$wid" v 2>/dev/null
sleep 0.3
check "window: V switches the view (title: $(xdotool getwindowname "$wid"))" sh -c "xdotool getwindowname $wid | grep -q light"
xdotool key --window "$wid" o i 2>/dev/null
sleep 0.3
import -window "$wid" "$T/overlay.png"
ink "$T/overlay.png" 320x27+0+0 >"$T/ink" 2>&1
check "window: O draws the overlay in the project's font (white text on black at the top: $(cat "$T/ink"))" \
	awk -v m="$(cat "$T/ink")" 'BEGIN { exit !(m > 0.05 && m < 0.6) }'
ink "$T/overlay.png" 320x36+0+204 >"$T/ink" 2>&1
check "window: I draws the inspector at the bottom ($(cat "$T/ink"))" awk -v m="$(cat "$T/ink")" 'BEGIN { exit !(m > 0.05 && m < 0.6) }'
xdotool key --window "$wid" o i 2>/dev/null
xdotool key --window "$wid" m 2>/dev/null
sleep 0.3
check "window: M simulates on a mesh (title: $(xdotool getwindowname "$wid"))" \
	sh -c "xdotool getwindowname $wid | grep -q 'mesh 2'"
xdotool key --window "$wid" m m 2>/dev/null
xdotool key --window "$wid" x x space 2>/dev/null
sleep 0.6
check "window: X lays out the next scenario (title: $(xdotool getwindowname "$wid"))" \
	sh -c "xdotool getwindowname $wid | grep -q 'slit, waves of 12 frames'"
xdotool key --window "$wid" equal 2>/dev/null
sleep 0.3
check "window: = doubles the water's speed (title: $(xdotool getwindowname "$wid"))" \
	sh -c "xdotool getwindowname $wid | grep -q ', 2 steps a frame'"
xdotool key --window "$wid" minus minus 2>/dev/null
sleep 0.3
check "window: - halves it (title: $(xdotool getwindowname "$wid"))" \
	sh -c "xdotool getwindowname $wid | grep -q ', a step every other frame'"
# Ctrl+K (File > Copy a link to the lesson): the command line of the lesson as set now, on the
# clipboard (read while the window owns it) and said on stdout; run, it starts the same lesson.
xdotool key --window "$wid" ctrl+k 2>/dev/null
sleep 0.3
copied=$(timeout 5 xclip -o -selection clipboard 2>/dev/null)
check "window: Ctrl+K copies the lesson's command line, said on stdout ($copied)" \
	sh -c "grep -qxF 'ripple: copied to the clipboard: $copied' $T/win.out"
check "window: ...with the scenario, the view and the speed the keys set" \
	sh -c "echo '$copied' | grep -q -- '--scenario slit' && echo '$copied' | grep -q -- '--view light' && echo '$copied' | grep -q -- '--speed 1/2'"
# shellcheck disable=SC2086 # the command line is words
check "window: ...which ./ripple runs (headless, 1 frame)" ./ripple ${copied#ripple } --headless --frames 1
# F1 at 320x240, zoom 1: the help in pages that fit, the last row saying which; F1 turns them, Esc
# closes them; Esc with nothing to close says how to quit, and Ctrl+Q does
xdotool key --window "$wid" space 2>/dev/null
sleep 4 # the speed's note gone from the window's foot (4 s)
still_shot "$T/nohelp.png"
xdotool key --window "$wid" F1 2>/dev/null
new_shot "$T/nohelp.png" "$T/help1.png"
check "window: F1 at 320x240 fits: the page's last line, at the window's foot, says the page (ink $(ink "$T/help1.png" 320x9+0+225))" \
	awk -v m="$(ink "$T/help1.png" 320x9+0+225)" 'BEGIN { exit !(m > 0.05) }'
xdotool key --window "$wid" F1 2>/dev/null
new_shot "$T/help1.png" "$T/help2.png"
check "window: F1 again shows the next page" pixels_differ "$T/help1.png" "$T/help2.png"
xdotool key --window "$wid" Escape 2>/dev/null
new_shot "$T/help2.png" "$T/closed.png"
check "window: Esc closes the help, the window as before F1" same_pixels "$T/closed.png" "$T/nohelp.png"
xdotool key --window "$wid" Escape 2>/dev/null
sleep 0.5
check "window: Esc with nothing to close: it runs on, the title says Ctrl+Q quits ($(xdotool getwindowname "$wid" | sed 's/.* - //'))" \
	sh -c "kill -0 $pid && xdotool getwindowname $wid | grep -q 'Ctrl+Q quits'"
quit_keys --window "$wid"
for _ in $(seq 30); do kill -0 $pid 2>/dev/null || break; sleep 0.1; done
check "window: Ctrl+Q quits" sh -c "! kill -0 $pid 2>/dev/null"
wait $pid 2>/dev/null

# the teacher's knobs, live: the title says the lengths in the pool's cells, the walls move, the
# keys stop at the pool's limits, and two sources take the same distance apart
windowed "$T/knobs.out" ./ripple --scale 1 --scenario double-slit --view heights --frames 3000
sleep 0.5
import -window "$wid" "$T/knobs0.png"
xdotool key --window "$wid" bracketright period period 2>/dev/null
title_says 'slits 7 wide 72 apart'
sleep 0.1
import -window "$wid" "$T/knobs1.png"
check "window: ] and . make the slits wider and farther apart (title: $(xdotool getwindowname "$wid"))" \
	sh -c "xdotool getwindowname $wid | grep -q 'double-slit, waves of 12 frames, slits 7 wide 72 apart, screen 132 away'"
check "window: the barrier laid out again: row 82 a wall ($(pixel "$T/knobs0.png" 161,82)), then the upper slit ($(pixel "$T/knobs1.png" 161,82))" \
	sh -c "test '$(pixel "$T/knobs0.png" 161,82)' = 'srgb(70,50,40)' -a '$(pixel "$T/knobs1.png" 161,82)' != 'srgb(70,50,40)'"
xdotool key --window "$wid" semicolon semicolon 2>/dev/null
title_says 'screen 108 away' # (passing 120 on the way: the title read at 120 then could be read at 108)
xdotool key --window "$wid" apostrophe 2>/dev/null
title_says 'screen 120 away'
check "window: ; and ' move the screen nearer and farther (title: $(xdotool getwindowname "$wid"))" \
	sh -c "xdotool getwindowname $wid | grep -q 'screen 120 away'"
xdotool key --window "$wid" apostrophe apostrophe apostrophe bracketleft bracketleft bracketleft bracketleft \
	bracketleft bracketleft bracketleft bracketleft 2>/dev/null
title_says 'slits 1 wide 72 apart, screen 132 away'
check "window: the keys stop at the limits: the screen at 132, the slits 1 wide (title: $(xdotool getwindowname "$wid"))" \
	sh -c "xdotool getwindowname $wid | grep -q 'slits 1 wide 72 apart, screen 132 away'"
xdotool key --window "$wid" x comma 2>/dev/null
title_says 'two-sources, waves of 12 frames, sources 66 apart'
check "window: X lays out two sources, , brings them closer (title: $(xdotool getwindowname "$wid"))" \
	sh -c "xdotool getwindowname $wid | grep -q 'two-sources, waves of 12 frames, sources 66 apart, screen 132 away'"
import -window "$wid" "$T/knobs2.png"
check "window: two sources leave no walls ($(pixel "$T/knobs2.png" 161,82))" \
	sh -c "test '$(pixel "$T/knobs2.png" 161,82)' != 'srgb(70,50,40)'"
quit_keys --window "$wid" # not kill: under the sanitizers $pid is the shell running ./ripple, whose
wait $pid 2>/dev/null     # window would outlive it and be found by the next run's ripple_window

# a scenario chosen in the refraction view (X) shows its heights, and the title says so; no scenario
# gives the refraction back
windowed "$T/x.out" ./ripple --scale 1 --frames 3000
sleep 0.5
xdotool key --window "$wid" x 2>/dev/null
sleep 0.5
import -window "$wid" "$T/x.png"
check "window: X in the refraction view: the heights view, said in the title ($(xdotool getwindowname "$wid" | sed 's/.* - //'))" \
	sh -c "xdotool getwindowname $wid | grep -q ', heights, .*rock, .* - heights view for the waves (V: other views)'"
check "window: ...still water beyond the rock mid grey, no shreds of the picture ($(pixel "$T/x.png" 300,20))" \
	test "$(pixel "$T/x.png" 300,20)" = "srgb(104,104,104)"
# from the rock through every other built-in lesson (lessons/*.lesson) to none
for _ in lessons/*.lesson; do xdotool key --delay 100 --window "$wid" x 2>/dev/null; done
sleep 0.5
check "window: X back to no scenario: the refraction again ($(xdotool getwindowname "$wid" | sed 's/.* - //'))" \
	sh -c "! xdotool getwindowname $wid | grep -q -e heights -e rock && xdotool getwindowname $wid | grep -q ' - refraction view again'"
quit_keys --window "$wid"
wait $pid 2>/dev/null

windowed "$T/side.out" ./ripple --scale 1 --scene side --frames 1000
sleep 0.5
import -window "$wid" "$T/side_still.png"
xdotool mousemove --window "$wid" 160 140 click 1
sleep 0.3
import -window "$wid" "$T/side_click.png"
check "window --scene side: a click splashes, droplets fly ($(droplet_pixels "$T/side_still.png") px before, $(droplet_pixels "$T/side_click.png") after)" \
	test "$(droplet_pixels "$T/side_still.png")" = 0 -a "$(droplet_pixels "$T/side_click.png")" -gt 30
xdotool key --window "$wid" q p y j 2>/dev/null
sleep 0.3
check "window: Q P Y J change tension, passes, dampening, spread live (title: $(xdotool getwindowname "$wid"))" \
	sh -c "xdotool getwindowname $wid | grep -q 'side view, tension 0.030, dampening 0.030, spread 0.225, 16 passes'"
xdotool key --window "$wid" c b 2>/dev/null
sleep 0.5
import -window "$wid" "$T/side_rock.png"
grey=$(convert "$T/side_rock.png" -crop 40x110+140+0 +repage -fx 'abs(r-g)<0.08 && abs(g-b)<0.08 && r<0.65 && r>0.2' \
	-format '%[fx:round(mean * w * h)]' info:)
check "window: B drops the rock at the pointer ($grey grey pixels above the water)" test "$grey" -gt 40
xdotool key --window "$wid" g 2>/dev/null
sleep 4 # the side view's last note ("spread 0.225") gone from the window's foot (4 s)
import -window "$wid" "$T/side_back.png"
check "window: G goes back to the pool scene, the pool unchanged (title: $(xdotool getwindowname "$wid"))" \
	sh -c "! xdotool getwindowname $wid | grep -q 'side view' && compare -metric AE $T/side_back.png bmp/pool.bmp null: 2>/dev/null"
quit_keys --window "$wid"
wait $pid

# Long enough to be found on a busy machine (50 frames, 2 s, was not always), closed by its keys.
windowed "$T/scale2.out" ./ripple --scale 2 --frames 1500
check "window: --scale 2 opens 640x480" sh -c "xdotool getwindowgeometry $wid | grep -q 'Geometry: 640x480'"
quit_keys --window "$wid"
wait $pid

finish e2e
