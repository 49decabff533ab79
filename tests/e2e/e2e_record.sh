#!/usr/bin/env bash
# e2e_record.sh - the recordings (#19): --record's GIF and --record-frames' PNGs against --save-frame, the 1080p lesson in full swing (--record-from) as a GIF for a slide within its budget, bad names refused, Ctrl+R in the window with its red dot kept out of the GIF.
set -u
cd "$(dirname "$0")/../.." || exit 1
. tests/e2e/lib.sh
RIPPLE=${RIPPLE:-./ripple}

# has TEXT PATTERN: TEXT matches the grep pattern
has() { printf '%s\n' "$1" | grep -q -- "$2"; }
# rmse A B: the normalised root mean square error between two pictures (0..1)
rmse() { compare -metric RMSE "$1" "$2" null: 2>&1 | sed 's/.*(\(.*\))/\1/'; }
below() { awk -v a="$1" -v b="$2" 'BEGIN { exit !(a < b) }'; }

# --- headless: N frames at 4/100 s, looping, the last one the frame --save-frame saves ------------------
run=(--headless --frames 30 --drop 160,120,8,500 --drop 60,60,3,128@12)
for bpp in 8 16 32; do
	rm -f "$T"/r.gif "$T"/f.png "$T"/last.png
	"$RIPPLE" "${run[@]}" --bpp $bpp --record "$T/r.gif" --save-frame "$T/f.png" >"$T/out" 2>&1
	st=$?
	delays=$(identify -format '%T\n' "$T/r.gif" 2>/dev/null | sort | uniq -c | tr -s ' ' | tr '\n' ';')
	check "--record at $bpp bpp: 30 frames, each 4/100 s (status $st; delays:$delays)" \
		test "$st" = 0 -a "$delays" = " 30 4;"
	# the application extension NETSCAPE2.0, its sub-block 1 with 0 repeats: forever
	check "--record at $bpp bpp: looping forever (the NETSCAPE2.0 extension, 0 repeats)" \
		sh -c "xxd -p '$T/r.gif' | tr -d '\n' | grep -q '21ff0b4e45545343415045322e30030100000'"
	convert "$T/r.gif" -coalesce -delete 0-28 "$T/last.png" # frames after the first hold what changed
	e=$(rmse "$T/last.png" "$T/f.png")
	if [ $bpp = 8 ]; then # the paletted page has its picture's colours: the GIF has them exactly
		check "--record at 8 bpp: the last frame is --save-frame's, pixel for pixel" same_pixels "$T/last.png" "$T/f.png"
	else # more than 256 colours: the median cut's palette, within its rounding
		check "--record at $bpp bpp: the last frame is --save-frame's within the palette's rounding (RMSE $e)" below "$e" 0.01
	fi
	check "--record at $bpp bpp: said on stdout ($(head -1 "$T/out"))" has "$(cat "$T/out")" "^ripple: recorded 30 frames to $T/r.gif"
done
"$RIPPLE" "${run[@]}" --record "$T/again.gif" >/dev/null 2>&1
check "--record: the same run gives the same GIF, byte for byte (deterministic palettes)" cmp -s "$T/r.gif" "$T/again.gif"
"$RIPPLE" --headless --frames 20 --record "$T/still.gif" >/dev/null 2>&1
convert "$T/still.gif" -coalesce -delete 0-18 "$T/still.png"
"$RIPPLE" --headless --frames 1 --save-frame "$T/pool.png" >/dev/null 2>&1
e=$(rmse "$T/still.png" "$T/pool.png")
alike=$(convert "$T/still.gif" -coalesce -format '%#\n' info: | sort -u | wc -l)
check "--record: still water, every frame alike, no dithering noise ($alike different, the picture within RMSE $e)" \
	sh -c "test $alike = 1 && awk -v e=$e 'BEGIN { exit !(e < 0.01) }'"

# with the graphs (#19): the GIF is what --save-frame saves, the sheet with the strip and the panel
"$RIPPLE" --headless --frames 40 --scenario double-slit --graph 30,120,150,120 --intensity --record "$T/g.gif" \
	--save-frame "$T/g.png" >/dev/null 2>&1
convert "$T/g.gif" -coalesce -delete 0-38 "$T/glast.png"
e=$(rmse "$T/glast.png" "$T/g.png")
check "--record with --graph and --intensity: the sheet's size ($(identify -format '%wx%h' "$T/g.png")), the last frame --save-frame's (RMSE $e)" \
	sh -c "test \"\$(identify -format '%wx%h' '$T/glast.png')\" = \"\$(identify -format '%wx%h' '$T/g.png')\" && awk -v e=$e 'BEGIN { exit !(e < 0.01) }'"

# the 1080p lesson in full swing for a slide: frames 1500 to 1548 (--record-from), the GIF shrunk to
# 640x360 (each pixel the mean of 3 x 3 shown), frames 1500, 1502 ... 1548 each 8/100 s, a lossy
# LZW; within the budget of 20 MB for 10 s (250 frames: 80 kB a frame of the lesson) and opened by
# ImageMagick as its limits stand. On 2026-11-27 these frames held 2.2 MB (heights) and 3.0 MB
# (refraction): 10 s 10.8 and 15.2 MB; at 960x540, every frame exactly, 13.6 and 12.1 MB.
for view in heights refraction; do
	rm -f "$T"/l.gif "$T"/l-*.png "$T"/lf-*.png
	"$RIPPLE" --headless --scenario double-slit --size 1920x1080 --view $view --frames 1549 --record-from 1500 \
		--record "$T/l.gif" --every 1525 --save-frame "$T/l.png" >"$T/out" 2>&1
	bytes=$(stat -c %s "$T/l.gif" 2>/dev/null || echo 0)
	n=$(identify "$T/l.gif" 2>/dev/null | wc -l)
	check "1080p $view: a GIF89a of 640x360 ($(head -c 6 "$T/l.gif") $(identify -format '%W x %H\n' "$T/l.gif" | sort -u | tr '\n' ' '))" \
		sh -c "test \"\$(head -c 6 '$T/l.gif')\" = GIF89a && test \"\$(identify -format '%Wx%H\n' '$T/l.gif' | sort -u)\" = 640x360"
	check "1080p $view: 1 frame of 2, each 8/100 s: 12.5 fps ($n frames; delays $(identify -format '%T\n' "$T/l.gif" | sort -u | tr '\n' ' '))" \
		sh -c "test $n = 25 && test \"\$(identify -format '%T\n' '$T/l.gif' | sort -u)\" = 8"
	check "1080p $view: 49 frames of the lesson in $bytes bytes, within the budget's $((20000000 / 250 * 49))" \
		test "$bytes" -gt 0 -a "$bytes" -le $((20000000 / 250 * 49))
	check "1080p $view: said on stdout, with its size, its rate and the way to every frame ($(grep "^ripple: recorded" "$T/out"))" \
		has "$(cat "$T/out")" "^ripple: recorded 25 frames to $T/l.gif, 640x360 at 12.5 fps for a slide: .*--record-full"
	check "1080p $view: ImageMagick opens it (convert writes its 25 frames as PNGs)" \
		sh -c "convert '$T/l.gif' '$T/lf-%02d.png' 2>/dev/null && test \$(ls '$T'/lf-*.png | wc -l) = 25"
	convert "$T/l.gif" -coalesce "$T/lf-%02d.png"
	for f in 1525 1549; do # --every 1525 saves frame 1525 as l-001525.png (the GIF's 13th), the last as l.png
		shown=$T/l-00$f.png
		[ $f = 1549 ] && shown=$T/l.png
		convert "$shown" -scale 640x360 "$T/third.png" # ImageMagick's -scale: the mean of each 3 x 3
		e=$(rmse "$T/lf-$(((f - 1501) / 2)).png" "$T/third.png")
		check "1080p $view: frame $f is --save-frame's shrunk by means, within the palette's rounding and the LZW's tolerance (RMSE $e)" \
			below "$e" 0.02
	done
done
# for a slide at every depth: a 1280x720 pool's GIF at 640x360, frames 1, 3 ... 19, its last frame
# --save-frame's halved by means
for bpp in 8 16 24 32; do
	"$RIPPLE" --headless --size 1280x720 --bpp $bpp --frames 19 --drop 640,360,30,2000 --rain 30 --record "$T/d.gif" \
		--save-frame "$T/d.png" >/dev/null 2>&1
	convert "$T/d.gif" -coalesce -delete 0-8 "$T/dlast.png"
	convert "$T/d.png" -scale 50% "$T/dhalf.png"
	e=$(rmse "$T/dlast.png" "$T/dhalf.png")
	check "--record of a 1280x720 pool at $bpp bpp: a GIF of 640x360, 10 frames, its last --save-frame's halved by means (RMSE $e)" \
		sh -c "test \"\$(identify -format '%Wx%H\n' '$T/d.gif' | sort -u)\" = 640x360 && test \$(identify '$T/d.gif' | wc -l) = 10 && awk -v e=$e 'BEGIN { exit !(e < 0.02) }'"
done
# a pool of 960x720 is no slide's: every frame at its size, each 4/100 s, its colours exact
"$RIPPLE" --headless --size 960x720 --bpp 8 --frames 6 --drop 480,360,30,2000 --record "$T/k.gif" --save-frame "$T/k.png" \
	>"$T/out" 2>&1
convert "$T/k.gif" -coalesce -delete 0-4 "$T/klast.png"
check "--record of a 960x720 pool: every frame (6) at 960x720, each 4/100 s, the last --save-frame's pixel for pixel" \
	sh -c "test \"\$(identify -format '%Wx%H %T\n' '$T/k.gif' | sort -u)\" = '960x720 4' && test \$(identify '$T/k.gif' | wc -l) = 6 && compare -metric AE '$T/klast.png' '$T/k.png' null: 2>/dev/null && grep -qx 'ripple: recorded 6 frames to $T/k.gif' '$T/out'"
"$RIPPLE" --headless --scenario double-slit --size 1920x1080 --frames 3 --record-full --record "$T/full.gif" >"$T/out" 2>&1
check "--record-full: the 1080p GIF keeps 1920x1080 ($(identify -format '%Wx%H\n' "$T/full.gif" | sort -u | tr '\n' ' '))" \
	sh -c "test \"\$(identify -format '%Wx%H\n' '$T/full.gif' | sort -u)\" = 1920x1080 && grep -qx 'ripple: recorded 3 frames to $T/full.gif' '$T/out'"

# --record-frames: numbered PNGs through the same worker, the last --save-frame's
for bpp in 8 16 32; do
	rm -rf "$T/frames" && mkdir "$T/frames"
	"$RIPPLE" "${run[@]}" --bpp $bpp --record-frames "$T/frames" --save-frame "$T/f.png" >/dev/null 2>&1
	n=$(ls "$T/frames" | grep -c '^frame-0000[0-3][0-9]\.png$')
	if [ $bpp = 16 ]; then # SDL widens 5 and 6 bits one level apart for 24-bit PNGs and 32-bit frames
		diff=$(compare -fuzz 0.5% -metric AE "$T/frames/frame-000030.png" "$T/f.png" null: 2>&1)
	else
		diff=$(compare -metric AE "$T/frames/frame-000030.png" "$T/f.png" null: 2>&1)
	fi
	check "--record-frames at $bpp bpp: frame-000001.png .. frame-000030.png ($n), the last --save-frame's ($diff differ)" \
		test "$n" = 30 -a -f "$T/frames/frame-000001.png" -a "$diff" = 0
done

# bad names: refused before the run, in one line, status 2
for bad in "--record $T/r.png" "--record $T/nowhere/r.gif" "--record-frames $T/nowhere" "--record-frames $T/f.png" \
	"--bench --record $T/b.gif" "--record $T/a.gif --record-frames $T/frames" "--bench --record-full" \
	"--record-full --record-frames $T" "--record-from 3 --record $T/a.gif" "--record-from 1"; do
	# shellcheck disable=SC2086
	out=$("$RIPPLE" --headless --frames 3 $bad 2>&1 >/dev/null)
	st=$?
	check "$bad: refused, status 2, one line (${out:0:100})" \
		test $st = 2 -a "$(printf '%s\n' "$out" | wc -l)" = 1 -a -n "$out"
done
check "--record FILE.png: says the name must end in .gif" \
	has "$("$RIPPLE" --headless --record "$T/r.png" 2>&1)" "ending in .gif"
check "--record-frames to a missing folder: says it is not an existing folder" \
	has "$("$RIPPLE" --headless --record-frames "$T/nowhere" 2>&1)" "not an existing folder"

# --- the window: Ctrl+R, a second or two, Ctrl+R; the red dot on the window, not in the GIF ------------
# (with no file chooser: the GIF is named in the folder ripple runs in, said with its full path on
# stdout and by its name alone in the title)
start_xvfb
mkdir -p "$T/win"
win=$(cd "$T/win" && pwd -P)
(cd "$T/win" && exec "${NO_CHOOSER[@]}" "$OLDPWD/$RIPPLE" --scale 1 --frames 100000 --drop 160,120,5 --rain 10) >"$T/wout" 2>&1 &
pid=$!
wid=$(ripple_window)
sleep 0.5
xdotool key --window "$wid" ctrl+r 2>/dev/null
sleep 1.2
import -window "$wid" "$T/dot.png"
# the corner's dot: pure red at its centre (20 px from the right, 12 from the top at 320x240)
dot=$(convert "$T/dot.png" -crop 24x24+296+0 +repage -fill black +opaque red -fill white -opaque red \
	-format '%[fx:round(mean * w * h)]' info:)
check "window: while it records, a red dot in the top right corner ($dot red pixels) and the title says so ($(xdotool getwindowname "$wid" | sed 's/.* - //'))" \
	sh -c "test '$dot' -gt 40 && xdotool getwindowname $wid | grep -q 'recording (Ctrl+R stops) - into ripple-[0-9]*\.gif'"
sleep 0.8
xdotool key --window "$wid" ctrl+r 2>/dev/null
for _ in $(seq 50); do grep -q '^ripple: recorded' "$T/wout" && break; sleep 0.1; done
gif=$(ls "$T"/win/ripple-*.gif 2>/dev/null | head -1)
frames=$(identify "$gif" 2>/dev/null | wc -l)
check "window: Ctrl+R, 2 s, Ctrl+R writes $(basename "${gif:-no GIF}") of $frames frames (30..70: 2 s at 25 fps)" \
	test "$frames" -ge 30 -a "$frames" -le 70
check "window: ...said on stdout and in the title ($(xdotool getwindowname "$wid" | sed 's/.* - //'))" \
	sh -c "grep -q '^ripple: recorded $frames frames to $win/ripple-' '$T/wout' && xdotool getwindowname $wid | grep -q 'recorded ripple-[0-9]*\.gif: $frames frames, 0 dropped'"
convert "$gif" -coalesce -delete 0-$((frames / 2 - 1)) -delete 1--1 -crop 24x24+296+0 +repage "$T/corner.png"
red=$(convert "$T/corner.png" -fuzz 20% -fill black +opaque red -fill white -opaque red -format '%[fx:round(mean * w * h)]' info:)
check "window: ...and the recorded frames show no dot ($red reddish pixels in the corner)" test "$red" = 0
check "window: every frame 4/100 s" test "$(identify -format '%T\n' "$gif" | sort -u)" = 4
# --record from the start, and Ctrl+Q while it records: the GIF finished and valid
(cd "$T/win" && exec "$OLDPWD/$RIPPLE" --record q.gif --scale 2 --drop 100,100,5) >"$T/qout" 2>&1 &
pid=$!
for _ in $(seq 100); do wid=$(xdotool search --name '^Ripple' 2>/dev/null | tail -1); [ -s "$T/win/q.gif" ] && break; sleep 0.1; done
sleep 1.5
check "window: the title says it records ($(xdotool getwindowname "$wid"))" \
	sh -c "xdotool getwindowname $wid | grep -q ' - recording (Ctrl+R stops)'"
quit_keys --window "$wid"
for _ in $(seq 100); do kill -0 $pid 2>/dev/null || break; sleep 0.1; done
kill $pid 2>/dev/null
wait $pid
st=$?
check "window --record, Esc while recording: status $st, a valid 640x480 GIF of $(identify "$T/win/q.gif" 2>/dev/null | wc -l) frames ($(tr '\n' ' ' <"$T/qout"))" \
	sh -c "test $st = 0 && identify -format '%wx%h\n' '$T/win/q.gif' | sort -u | grep -qx 640x480 && test \$(identify '$T/win/q.gif' | wc -l) -gt 10"

# a window larger than 960x720 (--scale 4: 1280x960, or what of it the screen holds; still water):
# the GIF for a slide, shrunk to half, each pixel the mean of 2 x 2 that the window showed (the
# corner's dot aside) within the lossy LZW's tolerance (RMSE 0.027 at most, as e2e_wine.sh says),
# 1 frame of 2 each 8/100 s
(cd "$T/win" && exec "$OLDPWD/$RIPPLE" --record big.gif --scale 4) >"$T/bout" 2>&1 &
pid=$!
for _ in $(seq 100); do wid=$(xdotool search --name '^Ripple' 2>/dev/null | tail -1); [ -s "$T/win/big.gif" ] && break; sleep 0.1; done
sleep 1
import -window "$wid" "$T/big.png"
quit_keys --window "$wid"
for _ in $(seq 100); do kill -0 $pid 2>/dev/null || break; sleep 0.1; done
kill $pid 2>/dev/null
wait $pid
half=$(identify -format '%[fx:floor(w / 2)]x%[fx:floor(h / 2)]' "$T/big.png")
convert "$T/big.png" -scale 50% -chop 0x40 +repage "$T/bighalf.png"
convert "$T/win/big.gif[0]" -chop 0x40 +repage "$T/bigfirst.png"
e=$(rmse "$T/bigfirst.png" "$T/bighalf.png")
check "window of $(identify -format '%wx%h' "$T/big.png"): a GIF of half that ($(identify -format '%Wx%H\n' "$T/win/big.gif" 2>/dev/null | sort -u | tr '\n' ' ')), said on stdout ($(cat "$T/bout"))" \
	sh -c "test \"\$(identify -format '%Wx%H %T\n' '$T/win/big.gif' | sort -u)\" = '$half 8' && grep -q '^ripple: recorded [0-9]* frames to big.gif, $half at 12.5 fps for a slide: 1/2 of the size shown' '$T/bout'"
check "window of $(identify -format '%wx%h' "$T/big.png"): ...its frame the window's halved by means (RMSE $e)" below "$e" 0.03
# --- memory: the worker thread under valgrind (helgrind: no races), a headless recording ---------------
valgrind -q --error-exitcode=9 --leak-check=full --errors-for-leak-kinds=definite "$RIPPLE" --headless --frames 12 \
	--size 160x120 --drop 80,60,5 --record "$T/vg.gif" >/dev/null 2>"$T/valgrind"
st=$?
check "valgrind: a headless recording is clean ($(head -c 200 "$T/valgrind"))" test $st = 0 -a ! -s "$T/valgrind"
# a pool of 1000x120 is a slide's: shrunk to 500x60, one frame of two, the lossy LZW
valgrind -q --error-exitcode=9 --leak-check=full --errors-for-leak-kinds=definite "$RIPPLE" --headless --frames 12 \
	--size 1000x120 --drop 500,60,5 --rain 20 --record "$T/vs.gif" >"$T/vsout" 2>"$T/valgrind"
st=$?
check "valgrind: a slide's recording is clean ($(head -c 200 "$T/valgrind"; grep '^ripple: recorded' "$T/vsout"))" \
	sh -c "test $st = 0 -a ! -s '$T/valgrind' && grep -q '^ripple: recorded 6 frames to $T/vs.gif, 500x60 at 12.5 fps' '$T/vsout'"
valgrind -q --tool=helgrind --error-exitcode=9 "$RIPPLE" --headless --frames 12 --size 160x120 --drop 80,60,5 \
	--record "$T/hg.gif" >/dev/null 2>"$T/helgrind"
st=$?
check "helgrind: the recorder's queue has no data race ($(head -c 200 "$T/helgrind"))" test $st = 0 -a ! -s "$T/helgrind"

finish e2e_record
