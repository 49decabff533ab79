#!/usr/bin/env bash
# e2e_wine.sh - end-to-end tests of ripple.exe under Wine and Xvfb: the binary, headless files, the window.
set -u
cd "$(dirname "$0")/../.." || exit 1
. tests/e2e/lib.sh

OBJDUMP=x86_64-w64-mingw32-objdump
start_xvfb
wine_prefix

# --- the binary ------------------------------------------------------------------------------------
check "ripple.exe is a GUI-subsystem program" sh -c "$OBJDUMP -p ripple.exe | grep -q 'Subsystem.*(Windows GUI)'"
check "ripple.exe imports no SDL2.dll (SDL2 is linked in)" sh -c "! $OBJDUMP -p ripple.exe | grep -qi 'DLL Name: SDL2'"
wrestool -l ripple.exe >"$T/res"
for kind in "type=group_icon" "type=icon" "type=version" "type=menu" "type=accelerator" "--type=24 "; do
	check "ripple.exe carries a resource: $kind" grep -q -e "$kind" "$T/res"
done
wrestool -x --raw --type=16 ripple.exe | tr -d '\0' >"$T/version"
version=$(sed -n 's/.*RIPPLE_VERSION "\(.*\)"/\1/p' core/version.h)
check "the version information names ripple.exe $version" \
	sh -c "grep -aq 'OriginalFilenameripple.exe' '$T/version' && grep -aq 'ProductVersion$version' '$T/version'"
wrestool -x --raw --type=24 ripple.exe >"$T/manifest"
check "the manifest asks for common controls v6 and DPI awareness" \
	sh -c "grep -aq 'Common-Controls' '$T/manifest' && grep -aq '<dpiAware.*>true<' '$T/manifest'"
wrestool -x --raw --type=4 ripple.exe | tr -d '\0' >"$T/menu"
check "the Physics menu offers the variants (12 neighbours, no damping, absorbing edges)" \
	sh -c "grep -aq '12 neighbours  	T' '$T/menu' && grep -aq 'No damping' '$T/menu' && grep -aq 'Absorbing edges' '$T/menu'"
# The menu resource as a tree (MENUITEMTEMPLATE: a word of flags, MF_POPUP 0x10 and MF_END 0x80, an
# id unless a popup, the text in UTF-16): "Physics > Lessons > Lesson: a rock" a line each item.
wrestool -x --raw --type=4 ripple.exe | python3 -c '
import struct, sys
data = sys.stdin.buffer.read()
def items(at, path):
    while True:
        flags, = struct.unpack_from("<H", data, at); at += 2
        if not flags & 0x10:
            at += 2
        end = at
        while data[end:end + 2] != b"\0\0":
            end += 2
        text = data[at:end].decode("utf-16-le").replace("&", "").split("\t")[0].strip(); at = end + 2
        print(" > ".join(path + [text]))
        if flags & 0x10:
            at = items(at, path + [text])
        if flags & 0x80:
            return at
items(4, [])' >"$T/menu-tree" 2>&1
check "the Physics menu holds the built-in lessons in a submenu, Physics > Lessons ($(grep -c '^Physics > Lessons > Lesson: ' "$T/menu-tree") lessons)" \
	sh -c "grep -qx 'Physics > Lessons > Lesson: a rock' '$T/menu-tree' && grep -qx 'Physics > Lessons > No scenario' '$T/menu-tree' &&
		test \$(grep -c '^Physics > Lessons > Lesson: ' '$T/menu-tree') = $(ls lessons/*.lesson | wc -l) && ! grep -q '^Physics > Lesson: ' '$T/menu-tree' &&
		grep -qx 'Physics > Next scenario' '$T/menu-tree' && test \$(grep -vc ' > ' '$T/menu-tree') = $(grep -o '{ .menu = "[^"]\+"' window/menus.c | sort -u | wc -l)"
check "the Physics menu holds the lessons' knobs in a submenu, Physics > Lesson knobs (slits, screen, angle, shallow water)" \
	sh -c "grep -qx 'Physics > Lesson knobs > Wider slits' '$T/menu-tree' && grep -qx 'Physics > Lesson knobs > Angle of incidence larger' '$T/menu-tree' &&
		grep -qx 'Physics > Lesson knobs > Shallow water faster' '$T/menu-tree' && grep -aqF 'Angle of incidence larger  	\\' '$T/menu'"
check "the Physics menu lists every built-in lesson (Lesson: a rock ... three slits, out of phase, a source beside a wall, a parabolic dish)" \
	sh -c "grep -aq 'Lesson: a roc&k' '$T/menu' && grep -aq 'Lesson: a d&ouble slit' '$T/menu' && grep -aq 'Lesson: three sl&its' '$T/menu' && grep -aq 'Lesson: two sources out of p&hase' '$T/menu' && grep -aq 'Lesson: a source beside a wall, its ima&ge' '$T/menu' && grep -aq 'Lesson: a parabolic dish' '$T/menu'"
check "the Edit menu offers the edit mode, undo and delete with their keys (F2, Ctrl+Z, Del)" \
	sh -c "grep -aq 'Edit the lesson: drag its handles  	F2' '$T/menu' && grep -aq 'Undo the last change  	Ctrl+Z' '$T/menu' && grep -aq 'Delete the object under the pointer  	Del' '$T/menu'"
check "the Scene menu offers the side view and its keys (Side view, More tension Q, Drop the rock B)" \
	sh -c "grep -aq 'Side view: springs and splashes' '$T/menu' && grep -aq 'More &tension  	Q' '$T/menu' && grep -aq 'Drop the roc&k  	B' '$T/menu'"
check "the menu labels show their shortcuts (Open... Ctrl+O, Pause Space, Zoom 2x Ctrl+2)" \
	sh -c "grep -aq 'Open picture...  	Ctrl+O' '$T/menu' && grep -aq 'Pause  	Space' '$T/menu' && grep -aq 'Zoom &2x  	Ctrl+2' '$T/menu'"
# Wine sets the shortcuts a narrow space after a menu's widest label ("Keys and mouse F1", the
# Help menu's): every label keeps two spaces before its tab
wrestool -x --raw --type=4 ripple.exe | strings -el -n 2 | grep '	' >"$T/labels"
check "every menu label leaves two spaces before its shortcut ($(grep -c '  	' "$T/labels") of $(wc -l <"$T/labels")$(grep -v '  	' "$T/labels" | head -3 | tr '\t\n' '>,' | sed 's/^/; not: /'))" \
	sh -c "grep -q '&Keys and mouse  	F1\$' '$T/labels' && test \$(wc -l <'$T/labels') -gt 50 && ! grep -qv '  	' '$T/labels'"
# MinGW's GCC puts no vzeroupper before a call out of AVX code (the native GCC does): a function
# compiled for SSE alone, called so, ran with the upper halves dirty, each SSE instruction waiting
# on them (the side view's metaballs under Wine: 0.69x of native). So AVX code calls none.
for o in $(find build/win -name "*.o"); do
	$OBJDUMP -d --no-show-raw-insn "$o" | awk -v o="$o" '
		/^[0-9a-f]+ <.*>:$/ { f = $2; avx = 0; n = 0; delete last }
		/%[yz]mm/ { avx = 1 }
		{ last[n++ % 12] = $0 }
		/call/ && avx { vz = 0; for (k in last) if (last[k] ~ /vzeroupper/) vz = 1; if (!vz) print o, f, $NF }'
done >"$T/dirty_calls"
check "no call out of AVX code without a vzeroupper before it ($(head -c 200 "$T/dirty_calls"))" \
	test ! -s "$T/dirty_calls"

# --- headless: byte-identical to the native program and to the reference -----------------------------
drops=(--drop 160,120 --drop 60,50,6,100@4 --drop 250,190,2,32@40)
for bpp in 8 16 24 32; do
	rm -f "$T"/w.* "$T"/n.* "$T"/r.*
	wine ripple.exe --headless --frames 90 --bpp $bpp "${drops[@]}" --save-frame "$T/w.bmp" \
		--save-heights "$T/w.h" >/dev/null 2>&1
	./ripple --headless --frames 90 --bpp $bpp "${drops[@]}" --save-frame "$T/n.bmp" --save-heights "$T/n.h" \
		>/dev/null 2>&1
	build/refrun bmp/pool.bmp 0x0 $bpp 90 "$T/r.h" "$T/r.bmp" 160,120,3,128@0 60,50,6,100@4 250,190,2,32@40
	check "wine headless $bpp bpp: heights identical to native and reference" \
		sh -c "cmp -s '$T/w.h' '$T/n.h' && cmp -s '$T/w.h' '$T/r.h'"
	check "wine headless $bpp bpp: frame identical to native and reference" \
		sh -c "cmp -s '$T/w.bmp' '$T/n.bmp' && cmp -s '$T/w.bmp' '$T/r.bmp'"
done
side=(--scene side --frames 45 --seed 5 --splash 160,120@0 --splash 60,90@10 --rock 250@3 --tension 0.03 --spread 0.3)
for bpp in 8 16 24 32; do
	rm -f "$T"/w.bmp "$T"/n.bmp
	wine ripple.exe --headless --bpp $bpp "${side[@]}" --save-frame "$T/w.bmp" >/dev/null 2>&1
	./ripple --headless --bpp $bpp "${side[@]}" --save-frame "$T/n.bmp" >/dev/null 2>&1
	check "wine headless --scene side at $bpp bpp: frame identical to native" \
		sh -c "test -s '$T/w.bmp' && cmp -s '$T/w.bmp' '$T/n.bmp'"
done
check "... and that frame shows droplets in the air ($(droplet_pixels "$T/n.bmp") px)" test "$(droplet_pixels "$T/n.bmp")" -gt 30
# every picture format through ripple.exe's SDL2_image (stb_image) and the program's BMP decoder:
# the frames (with ripples) byte-identical to the native program's for PNG, BMP and TGA; JPEG's two
# decoders (stb_image, libjpeg-turbo) round a few pixels apart; PNG saved by ripple.exe's miniz
mkdir -p "$T/good"
build/mkbad --good "$T/good"
convert bmp/pool.bmp \( +clone -alpha set -channel A -fx 'i/w' \) -delete 0 PNG32:"$T/p-alpha.png"
convert bmp/pool.bmp -colors 60 PNG8:"$T/p-paletted.png"
convert bmp/pool.bmp -colorspace Gray -depth 16 "$T/p-grey16.png"
convert bmp/pool.bmp -orient TopLeft "$T/p-top.tga"
convert bmp/pool.bmp -compress RLE "$T/p-rle.tga"
convert bmp/pool.bmp -colors 100 -type Palette "$T/p-paletted.tga"
convert bmp/pool.bmp "$T/p.gif"
for f in "$T"/p-*.png "$T"/p-*.tga "$T"/p.gif "$T/good/rle8-deltas-and-ends-of-lines.bmp" \
	"$T/good/fields-32-bit-10-10-10-2.bmp" "$T/good/v5-32-bit-alpha.bmp" "$T/good/os2-1x-8-bit.bmp"; do
	for bpp in 8 32; do
		rm -f "$T"/w.bmp "$T"/n.bmp
		wine ripple.exe --headless --frames 20 --bpp $bpp --size 320x240 --image "$f" "${drops[@]}" \
			--save-frame "$T/w.bmp" >/dev/null 2>&1
		./ripple --headless --frames 20 --bpp $bpp --size 320x240 --image "$f" "${drops[@]}" \
			--save-frame "$T/n.bmp" >/dev/null 2>&1
		check "wine --image $(basename "$f") at $bpp bpp: the frame byte-identical to native" \
			sh -c "test -s '$T/w.bmp' && cmp -s '$T/w.bmp' '$T/n.bmp'"
	done
done
convert bmp/pool.bmp -quality 90 "$T/p.jpg"
convert bmp/pool.bmp -quality 90 -interlace Plane "$T/p-progressive.jpg"
for f in "$T/p.jpg" "$T/p-progressive.jpg"; do
	wine ripple.exe --headless --frames 1 --image "$f" --save-frame "$T/w.bmp" >/dev/null 2>&1
	./ripple --headless --frames 1 --image "$f" --save-frame "$T/n.bmp" >/dev/null 2>&1
	check "wine --image $(basename "$f"): the JPEG decoded as natively, but for rounding (each channel within 2%: $(compare -fuzz 2% -metric AE "$T/w.bmp" "$T/n.bmp" null: 2>&1) pixels beyond)" \
		test "$(compare -fuzz 2% -metric AE "$T/w.bmp" "$T/n.bmp" null: 2>&1)" = 0
done
cp "$T/p.jpg" "$T/Müller Straße.jpg"
rm -f "$T/n.bmp"
wine ripple.exe --headless --frames 1 --image "$T/Müller Straße.jpg" --save-frame "$T/Ausgabe ü.bmp" >/dev/null 2>&1
./ripple --headless --frames 1 --image "$T/p.jpg" --save-frame "$T/n.bmp" >/dev/null 2>&1
check "wine: file names beyond ASCII on the command line (Müller Straße.jpg in, Ausgabe ü.bmp out)" \
	sh -c "test -s '$T/Ausgabe ü.bmp' && test \"\$(compare -fuzz 2% -metric AE '$T/Ausgabe ü.bmp' '$T/n.bmp' null: 2>&1)\" = 0"
wine ripple.exe --headless --frames 30 "${drops[@]}" --save-frame "$T/w.png" >/dev/null 2>&1
./ripple --headless --frames 30 "${drops[@]}" --save-frame "$T/n.bmp" >/dev/null 2>&1
check "wine --save-frame FILE.png: a PNG with the native frame's pixels" \
	sh -c "file '$T/w.png' | grep -q 'PNG image data' && test \"\$(compare -metric AE '$T/w.png' '$T/n.bmp' null: 2>&1)\" = 0"
out=$(wine ripple.exe --headless --frames 1 --image Makefile 2>&1 | tr -d '\r')
check "wine --image Makefile: not a picture this program reads (${out:0:60})" \
	sh -c "printf '%s' \"\$1\" | grep -q 'not a picture this program reads (BMP, PNG, JPEG, GIF, TGA)'" _ "$out"
# a lesson written by hand from docs/lessons.md: the same heights as natively, at the lesson's size and twice it
for size in 320x240 640x480; do
	rm -f "$T/w.h"
	wine ripple.exe --headless --frames 200 --lesson tests/data/own.lesson --size $size --save-heights "$T/w.h" >/dev/null 2>&1
	./ripple --headless --frames 200 --lesson tests/data/own.lesson --size $size --save-heights "$T/n.h" >/dev/null 2>&1
	check "wine --lesson tests/data/own.lesson (two sources, a wall) at $size: the native heights" \
		sh -c "test -s '$T/w.h' && cmp -s '$T/w.h' '$T/n.h'"
done
# every kernel: ripple.exe's own bench, and its frames against the native article's loops
wine ripple.exe --bench --quick --size 320x240 --bpp 32 >"$T/bench" 2>&1
cat "$T/bench"
check "wine --bench: every path bit-exact with the reference" grep -q 'every path.*bit-exact' "$T/bench"
rough=(--headless --frames 90 --size 333x201 --bpp 24 --rain 30 --drop 100,100,9,30000)
./ripple "${rough[@]}" --kernel article --save-frame "$T/n.bmp" --save-heights "$T/n.h" >/dev/null 2>&1
for k in $(sed -n 's/^  \([a-z0-9]*\), 1 thread .*/\1/p' "$T/bench"); do
	rm -f "$T"/w.bmp "$T"/w.h
	wine ripple.exe "${rough[@]}" --kernel "$k" --threads 2 --save-frame "$T/w.bmp" --save-heights "$T/w.h" >/dev/null 2>&1
	check "wine --kernel $k on 2 threads: the native article's loops' frame and heights" \
		sh -c "cmp -s '$T/w.bmp' '$T/n.bmp' && cmp -s '$T/w.h' '$T/n.h'"
done
out=$(wine ripple.exe --size 0x5 2>&1 >/dev/null)
st=$?
check "wine: a bad option gets exit 2 and the reason on stderr ($out)" \
	sh -c "test $st = 2 && printf '%s' '$out' | grep -q 'bad value'"
wine ripple.exe --version >"$T/v" 2>&1
check "wine: --version prints to stdout" grep -q '^ripple [0-9]' "$T/v"
# started as from Explorer or a shortcut (wine start: no console, no stdout), --help shows its text
# in a message box
wine start /wait /unix "$PWD/ripple.exe" --help >/dev/null 2>&1 &
pid=$!
box=$(timeout 20 xdotool search --sync --name '^Ripple - command line$' 2>/dev/null | head -1)
xdotool windowactivate --sync "$box" 2>/dev/null
xdotool key Return
wait_gone $pid
check "wine: --help started with no console shows its text in a message box ($box), OK ends it" \
	sh -c "test -n '$box' && ! kill -0 $pid 2>/dev/null"
wait $pid

# --- the window ----------------------------------------------------------------------------------------
paced "$T/fps" wine ripple.exe --frames 100
check "wine window --frames 100 reports 25 +- 0.5 fps ($(tr -d '\r' <"$T/fps"))" at_25_fps "$T/fps"

wine ripple.exe --scale 1 --frames 1500 >"$T/win.out" 2>&1 &
pid=$!
wid=$(ripple_window)
sleep 1.5
geom=$(xdotool getwindowgeometry "$wid" | sed -n 's/.*Geometry: //p')
menu=$((${geom#*x} - 240)) # Wine's X window holds the menu bar above the client area
check "wine window --scale 1: client area 320 wide, a menu bar of $menu px above 240 rows ($geom)" \
	test "${geom%x*}" = 320 -a "$menu" -gt 10 -a "$menu" -lt 60
check "wine window: title 'Ripple - NN.N fps ...' ($(xdotool getwindowname "$wid"))" \
	sh -c "xdotool getwindowname $wid | grep -Eq '^Ripple - [0-9]+\.[0-9] fps \(capped at the K6-200.s 25 like the original; 0 uncaps\)'"
import -window "$wid" -crop "320x240+0+$menu" +repage "$T/before.png"
check "wine window: still water shows the picture unchanged" same_pixels "$T/before.png" bmp/pool.bmp
xdotool mousemove --window "$wid" 200 $((70 + menu)) click 1
sleep 0.4
import -window "$wid" -crop "320x240+0+$menu" +repage "$T/after.png"
box=$(changed_box "$T/before.png" "$T/after.png")
check "wine window: a click at (200,70) makes ripples centred on it (changed box $box)" centred_on "$box" 200.5 70.5
xdotool windowfocus --sync "$wid" 2>/dev/null
xdotool key space
sleep 0.3
import -window "$wid" -crop "320x240+0+$menu" +repage "$T/p1.png"
sleep 0.3
import -window "$wid" -crop "320x240+0+$menu" +repage "$T/p2.png"
check "wine window: the Space accelerator pauses (title, and the water stands still)" \
	sh -c "xdotool getwindowname $wid | grep -q paused && compare -metric AE $T/p1.png $T/p2.png null: 2>/dev/null"
xdotool key c
sleep 0.2
import -window "$wid" -crop "320x240+0+$menu" +repage "$T/still.png"
xdotool mousemove --window "$wid" 40 $((200 + menu)) mousedown 1
for i in $(seq 1 12); do xdotool mousemove --window "$wid" $((40 + i * 20)) $((200 - i * 10 + menu)); sleep 0.02; done
xdotool mouseup 1
sleep 0.3
import -window "$wid" -crop "320x240+0+$menu" +repage "$T/dragged.png"
box=$(changed_box "$T/still.png" "$T/dragged.png")
check "wine window: a drag from (40,200) to (280,80) leaves ripples all along it (changed box $box)" \
	awk -v b="$box" 'BEGIN { split(b, v, /[x+]/); exit !(v[3] <= 42 && v[3] + v[1] >= 278 && v[4] <= 82 && v[4] + v[2] >= 198) }'
xdotool key v
sleep 0.3
check "wine window: V switches the view ($(xdotool getwindowname "$wid"))" \
	sh -c "xdotool getwindowname $wid | grep -q light"
xdotool key x x o
sleep 0.5
import -window "$wid" -crop "320x27+0+$menu" +repage "$T/overlay.png"
check "wine window: X lays out a scenario ($(xdotool getwindowname "$wid"))" \
	sh -c "xdotool getwindowname $wid | grep -q 'slit, waves of 12 frames'"
check "wine window: O draws the overlay" \
	awk -v m="$(convert "$T/overlay.png" -threshold 99% -format '%[fx:mean]' info:)" 'BEGIN { exit !(m > 0.05 && m < 0.6) }'
xdotool key o x x
xdotool key space F1 # paused: the pages alone change the window
sleep 0.5
import -window "$wid" -crop "320x240+0+$menu" +repage "$T/help.png"
check "wine window: F1 writes the keys over the water, white on black, top to bottom" \
	awk -v m="$(convert "$T/help.png" -crop 320x40+0+190 +repage -threshold 99% -format '%[fx:mean]' info:)" 'BEGIN { exit !(m > 0.05 && m < 0.6) }'
check "wine window: ...in pages that fit 320x240, the last line at its foot saying the page" \
	awk -v m="$(convert "$T/help.png" -crop 320x9+0+225 +repage -threshold 99% -format '%[fx:mean]' info:)" 'BEGIN { exit !(m > 0.05) }'
xdotool key F1
sleep 0.5
import -window "$wid" -crop "320x240+0+$menu" +repage "$T/help2.png"
check "wine window: F1 again shows the next page" pixels_differ "$T/help.png" "$T/help2.png"
xdotool key Escape space
sleep 0.3
xdotool windowfocus --sync "$wid" 2>/dev/null
xdotool key ctrl+2
sleep 0.5
geom=$(xdotool getwindowgeometry "$wid" | sed -n 's/.*Geometry: //p')
# at 640 wide the menu bar may take fewer rows than at 320
check "wine window: Ctrl+2 zooms the client area to 640x480 ($geom, the menu bar at most $menu px)" \
	test "${geom%x*}" = 640 -a "$((${geom#*x} - 480))" -ge 15 -a "$((${geom#*x} - 480))" -le "$menu"
# Physics > Lessons > a rock from the menu bar: a click on Physics (its name 145..183 pixels in, after
# File, Edit, Water and Stone), O opens the submenu (Less&ons), K chooses its Lesson: a roc&k.
xdotool mousemove --window "$wid" 164 $(((${geom#*x} - 480) / 2)) click 1
sleep 0.6
xdotool key o
sleep 0.6
import -window root "$T/lessons-menu.png"
xdotool key k
sleep 0.6
check "wine window: Physics > Lessons > Lesson: a rock, from the menu bar, lays the rock out ($(xdotool getwindowname "$wid"))" \
	sh -c "xdotool getwindowname $wid | grep -q ', rock, waves of 12 frames'"
xdotool key Escape
sleep 0.5
check "wine window: Esc with nothing to close says in the title that Ctrl+Q quits, and the program runs on" \
	sh -c "kill -0 $pid && xdotool getwindowname $wid | grep -q 'Ctrl+Q quits'"
quit_and_wait $pid
check "wine window: Ctrl+Q quits" sh -c "! kill -0 $pid 2>/dev/null"
wait $pid
st=$?
check "wine window: exit status 0 after Ctrl+Q" test $st = 0

# without --scale: the largest zoom at which the window, menu bar included, fits the 1280x1024
# screen: 3x (4x would take the screen's whole width before the frame)
wine ripple.exe --frames 75 >/dev/null 2>&1 &
pid=$!
wid=$(ripple_window)
wait_geometry '960x7[0-9][0-9]'
geom=$(xdotool getwindowgeometry "$wid" | sed -n 's/.*Geometry: //p')
at=$(xdotool getwindowgeometry "$wid" | sed -n 's/.*Position: \([0-9]*,[0-9]*\).*/\1/p')
check "wine window: without --scale, the zoom that fits the screen: 960x720 and the menu bar ($geom at $at)" \
	test "${geom%x*}" = 960 -a "$((${geom#*x} - 720))" -ge 15 -a "$((${geom#*x} - 720))" -le "$menu" \
	-a $((${at%,*} + 960)) -le 1280 -a $((${at#*,} + ${geom#*x})) -le 1024
wait $pid

wine ripple.exe --scale 1 --scene side --frames 1500 >/dev/null 2>&1 &
pid=$!
wid=$(ripple_window)
sleep 1.5
import -window "$wid" -crop "320x240+0+$menu" +repage "$T/side_still.png"
xdotool mousemove --window "$wid" 160 $((140 + menu)) click 1
sleep 0.3
import -window "$wid" -crop "320x240+0+$menu" +repage "$T/side_click.png"
check "wine window --scene side: a click splashes, droplets fly ($(droplet_pixels "$T/side_still.png") px before, $(droplet_pixels "$T/side_click.png") after)" \
	test "$(droplet_pixels "$T/side_still.png")" = 0 -a "$(droplet_pixels "$T/side_click.png")" -gt 30
xdotool windowfocus --sync "$wid" 2>/dev/null
xdotool key q p
sleep 0.4
check "wine window: the Q and P accelerators change tension and passes ($(xdotool getwindowname "$wid"))" \
	sh -c "xdotool getwindowname $wid | grep -q 'side view, tension 0.030, 16 passes'"
xdotool key g
sleep 0.4
check "wine window: G goes back to the pool scene ($(xdotool getwindowname "$wid"))" \
	sh -c "! xdotool getwindowname $wid | grep -q 'side view'"
quit_and_wait $pid
wait $pid

# The refraction lesson's knobs from the accelerators the table makes: \ turns the shallow water's
# edge from its 23 degrees at 320x240 to 25, Ctrl+] makes the water faster, 0.55; both in the title.
wine ripple.exe --scale 1 --scenario refraction --frames 1500 >/dev/null 2>&1 &
pid=$!
wid=$(ripple_window)
sleep 1
xdotool windowfocus --sync "$wid" 2>/dev/null
xdotool key backslash ctrl+bracketright
sleep 0.4
check "wine window: the \\ and Ctrl+] accelerators turn the refraction's edge and its water ($(xdotool getwindowname "$wid"))" \
	sh -c "xdotool getwindowname $wid | grep -q ', refraction, waves of 12 frames, at 25 degrees, S 0.55'"
quit_and_wait $pid
wait $pid

# --- pictures dropped on the window as from Explorer (tests/tools/windrop.c posts WM_DROPFILES): shown at
# once, scaled to the pool; a malformed one refused in a message box and on stderr, the old one kept
make -s build/windrop.exe >"$T/make" 2>&1
check "build/windrop.exe (tests/tools/windrop.c) builds" test $? = 0
# The message box over the window $wid, titled Ripple (10 s at most).
error_box() {
	for _ in $(seq 100); do
		xdotool search --name '^Ripple$' 2>/dev/null | grep -vx "$wid" | head -1 | grep . && return
		sleep 0.1
	done
}
convert bmp/pool.bmp -resize 200x150! -flop -colors 64 -type Palette BMP3:"$T/drop 8-bit.bmp"
./ripple --headless --image "$T/drop 8-bit.bmp" --size 320x240 --frames 1 --save-frame "$T/drop.bmp" >/dev/null
mkdir -p "$T/bad"
build/mkbad "$T/bad"
start_wine_window --frames 100000
still_shot "$T/drop0.png" -crop "320x240+0+$menu" +repage
wine build/windrop.exe "$T/drop 8-bit.bmp" >"$T/windrop" 2>&1
new_shot "$T/drop0.png" "$T/drop1.png" -crop "320x240+0+$menu" +repage
check "wine drop: a 200x150 8-bit BMP dropped is shown at once, scaled to the pool as ./ripple --image draws it ($(tr -d '\r' <"$T/windrop"))" \
	same_pixels "$T/drop1.png" "$T/drop.bmp"
changed=$(compare -metric AE "$T/drop0.png" "$T/drop1.png" null: 2>&1)
check "wine drop: ...in place of the old one ($changed of 76800 pixels changed)" test "${changed%.*}" -gt 20000
convert bmp/pool.bmp -resize 160x120! -negate "$T/drop.png"
./ripple --headless --image "$T/drop.png" --size 320x240 --frames 1 --save-frame "$T/drop-png.bmp" >/dev/null
wine build/windrop.exe "$T/drop.png" >/dev/null 2>&1
new_shot "$T/drop1.png" "$T/drop1b.png" -crop "320x240+0+$menu" +repage
check "wine drop: a 160x120 PNG dropped is shown at once, as ./ripple --image draws it" \
	same_pixels "$T/drop1b.png" "$T/drop-png.bmp"
cp "$T/drop1b.png" "$T/drop1.png"
wine build/windrop.exe "$T/bad/truncated-pixels.bmp" >/dev/null 2>&1
box=$(error_box)
for _ in $(seq 50); do grep -q 'truncated-pixels' "$T/wout" && break; sleep 0.1; done
check "wine drop: a malformed BMP (mkbad's truncated-pixels.bmp) is refused in a message box ($box) and on stderr ($(tr -d '\r' <"$T/wout" | tail -1))" \
	sh -c "test -n '$box' -a -s '$T/bad/truncated-pixels.bmp' && tr -d '\r' <'$T/wout' | grep -q '^ripple: .*truncated-pixels\.bmp'"
xdotool windowfocus --sync "$box" 2>/dev/null
xdotool key Return
for _ in $(seq 50); do xdotool getwindowname "$box" >/dev/null 2>&1 || break; sleep 0.1; done
still_shot "$T/drop2.png" -crop "320x240+0+$menu" +repage
check "wine drop: ...the box dismissed, the window runs on and still shows the picture dropped before" \
	sh -c "kill -0 $pid && compare -metric AE '$T/drop2.png' '$T/drop1.png' null: 2>/dev/null"
xdotool windowfocus --sync "$wid" 2>/dev/null
quit_and_wait $pid
kill $pid 2>/dev/null # still there: ended, so that the check fails rather than waits
wait $pid
st=$?
check "wine drop: Ctrl+Q after the drops exits with status 0 ($st)" test $st = 0

# a phone's photo (a 4032x3024 JPEG its EXIF turns upright) dropped on a lesson (the double slit, in
# its heights view): the pool, its scenario and its water kept, the photo fit whole in the light view
# the title names; a malformed one refused, the lesson as it was
convert -size 4032x3024 gradient:red-blue -fill white -draw 'rectangle 0,0 399,399' -quality 85 "$T/sideways.jpg"
{ printf '\377\330'; exif 6; tail -c +3 "$T/sideways.jpg"; } >"$T/phone.jpg"
start_wine_window --frames 100000 --scenario double-slit
lesson_geom=$geom
wine build/windrop.exe "$T/phone.jpg" >/dev/null 2>&1
for _ in $(seq 50); do xdotool getwindowname "$wid" | grep -q 'light view to show the picture' && break; sleep 0.1; done
check "wine lesson: a phone's photo dropped: the light view, said in the title ($(xdotool getwindowname "$wid" | sed 's/.*here)//'))" \
	sh -c "xdotool getwindowname $wid | grep -q ', light, .*double-slit, waves of 12 frames, .* - light view to show the picture (V: other views)'"
xdotool key --window "$wid" space c 2>/dev/null # paused, still: the light view shows the picture itself
still_shot "$T/phone.png" -crop "320x240+0+$menu" +repage
check "wine lesson: ...the window as it was ($lesson_geom, now $(xdotool getwindowgeometry "$wid" | sed -n 's/.*Geometry: //p')), the photo upright and whole: black at the sides, its white corner top right ($(pixel "$T/phone.png" 30,120) $(pixel "$T/phone.png" 290,120) $(pixel "$T/phone.png" 238,8))" \
	sh -c "xdotool getwindowgeometry $wid | grep -q 'Geometry: $lesson_geom\$' &&
	       test '$(pixel "$T/phone.png" 30,120) $(pixel "$T/phone.png" 290,120) $(pixel "$T/phone.png" 238,8)' = 'srgb(0,0,0) srgb(0,0,0) srgb(255,255,255)'"
wine build/windrop.exe "$T/bad/truncated-pixels.bmp" >/dev/null 2>&1
box=$(error_box)
check "wine lesson: a malformed BMP dropped is refused in a message box ($box)" test -n "$box"
xdotool windowfocus --sync "$box" 2>/dev/null
xdotool key Return
for _ in $(seq 50); do xdotool getwindowname "$box" >/dev/null 2>&1 || break; sleep 0.1; done
check "wine lesson: ...the double slit still laid out, the window as it was ($(xdotool getwindowname "$wid" | sed 's/.*here)//'))" \
	sh -c "xdotool getwindowname $wid | grep -q 'double-slit, waves of 12 frames' && xdotool getwindowgeometry $wid | grep -q 'Geometry: $lesson_geom\$'"
# a .lesson dropped is laid out in the double slit's place; a bad one refused in a message box with
# its name, line and what is wrong, the lesson before kept
cp lessons/three-slits.lesson "$T/three-slits.lesson"
printf 'pool 320 240\nline-source left\nbarrier 160 slitz 6\n' >"$T/broken.lesson"
xdotool windowfocus --sync "$wid" 2>/dev/null
wine build/windrop.exe "$T/three-slits.lesson" >/dev/null 2>&1
for _ in $(seq 50); do xdotool getwindowname "$wid" | grep -q ', three-slits, ' && break; sleep 0.1; done
check "wine lesson: a .lesson dropped is laid out ($(xdotool getwindowname "$wid" | sed 's/.*edges, //'))" \
	sh -c "xdotool getwindowname $wid | grep -q ', three-slits, waves of 12 frames, slits 6 wide 40 apart'"
wine build/windrop.exe "$T/broken.lesson" >/dev/null 2>&1
box=$(error_box)
for _ in $(seq 50); do grep -q 'broken.lesson' "$T/wout" && break; sleep 0.1; done
check "wine lesson: a bad .lesson dropped is refused in a message box ($box) with its line ($(tr -d '\r' <"$T/wout" | tail -1))" \
	sh -c "test -n '$box' && tr -d '\r' <'$T/wout' | grep -q '^ripple: .*broken.lesson:3: '"
xdotool windowfocus --sync "$box" 2>/dev/null
xdotool key Return
for _ in $(seq 50); do xdotool getwindowname "$box" >/dev/null 2>&1 || break; sleep 0.1; done
check "wine lesson: ...the three slits still laid out" sh -c "xdotool getwindowname $wid | grep -q ', three-slits, '"
# the edit mode (F2, the accelerator from the table): the barrier dragged left by its column's
# handle (above its slits: row 38, column 161), its upper slit's upper edge (row 77) up 3 cells,
# and Ctrl+P's Save As writing the lesson as edited
xdotool windowfocus --sync "$wid" 2>/dev/null
xdotool key F2
for _ in $(seq 50); do xdotool getwindowname "$wid" | grep -q ' - editing the lesson' && break; sleep 0.1; done
check "wine edit: F2 turns the edit mode on, said in the title ($(xdotool getwindowname "$wid" | sed 's/.* - editing/editing/'))" \
	sh -c "xdotool getwindowname $wid | grep -q ' - editing the lesson (F2 ends)'"
wine_drag() { # wine_drag X0 Y0 X1 Y1: a left drag in the client area, in four steps
	xdotool mousemove --window "$wid" "$1" $(($2 + menu)) mousedown 1
	for step in 1 2 3 4; do
		sleep 0.1
		xdotool mousemove --window "$wid" $(($1 + ($3 - $1) * step / 4)) $(($2 + ($4 - $2) * step / 4 + menu))
	done
	sleep 0.2
	xdotool mouseup 1
	sleep 0.3
}
wine_drag 161 38 121 38
wine_drag 121 77 121 74
for _ in $(seq 50); do xdotool getwindowname "$wid" | grep -q 'slits 12 wide' && break; sleep 0.1; done
check "wine edit: a slit's edge dragged 3 cells widens the slits by 6 ($(xdotool getwindowname "$wid" | sed 's/.*edges, //'))" \
	sh -c "xdotool getwindowname $wid | grep -q 'three-slits, waves of 12 frames, slits 12 wide 40 apart'"
xdotool key ctrl+p
dialog=$(timeout 20 xdotool search --sync --name '^Save As$' 2>/dev/null | head -1)
sleep 1
xdotool windowfocus --sync "$dialog" 2>/dev/null
xdotool type --delay 20 "$(winepath -w "$T/wedited.lesson" 2>/dev/null)"
xdotool key Return
for _ in $(seq 50); do [ -s "$T/wedited.lesson" ] && break; sleep 0.1; done
check "wine edit: Ctrl+P saves the barrier where it was dropped, its slits as widened ($(grep -v '^#' "$T/wedited.lesson" 2>/dev/null | tr -d '\r' | tr '\n' ';'))" \
	sh -c "tr -d '\r' <'$T/wedited.lesson' | grep -qx 'barrier 120 slits 12 40 3'"
xdotool windowfocus --sync "$wid" 2>/dev/null
# shallow water's handles, the edit mode still on and the water paused: the refraction lesson dropped,
# its lower corner dragged from x 212 to 180, turns (185, 200) from deep to shallow water in the
# heights view (the green of the shallow water at (300, 100)); the lens dropped, its radius end
# dragged 20 pixels wider, (168, 120) likewise (the green inside it at (128, 100))
shallow_drag() { # shallow_drag LESSON X0 Y0 X1 Y1 X Y INSIDE_X INSIDE_Y
	local was now inside
	wine build/windrop.exe "lessons/$1.lesson" >/dev/null 2>&1
	title_says ", $1, waves of 12 frames - paused - editing the lesson"
	still_shot "$T/shallow0.png" -crop "320x240+0+$menu" +repage
	wine_drag "$2" "$3" "$4" "$5"
	still_shot "$T/shallow1.png" -crop "320x240+0+$menu" +repage
	was=$(pixel "$T/shallow0.png" "$6,$7") now=$(pixel "$T/shallow1.png" "$6,$7") inside=$(pixel "$T/shallow1.png" "$8,$9")
	check "wine edit: the $1 lesson's handle at ($2, $3) dragged to ($4, $5): at ($6, $7) deep water ($was), then shallow ($now, as at ($8, $9): $inside)" \
		sh -c "test '$was' != '$now' && test '$now' = '$inside'"
}
shallow_drag refraction 212 239 180 239 185 200 300 100
shallow_drag lens 158 120 178 120 168 120 128 100
quit_and_wait $pid
kill $pid 2>/dev/null
wait $pid

wine ripple.exe --image missing.bmp >/dev/null 2>"$T/err" &
pid=$!
box_wid=$(timeout 20 xdotool search --sync --name '^Ripple$' 2>/dev/null | head -1)
check "wine window: a picture that is not there is reported in a message box" test -n "$box_wid"
xdotool windowfocus --sync "$box_wid" 2>/dev/null
xdotool key Return
wait_gone $pid
kill $pid 2>/dev/null
wait $pid
st=$?
check "wine window: ...and on stderr, with exit status 2 ($(tr -d '\r' <"$T/err"))" \
	sh -c "test $st = 2 && grep -q 'no such file: missing.bmp' '$T/err'"

# --- recording (#19): --record headless as the native program's; Ctrl+R in the window through the save
# dialog, the red dot on the window and not in the GIF
rm -f "$T"/w.gif "$T"/n.gif
wine ripple.exe --headless --frames 20 --bpp 16 --drop 160,120,8,500 --record "$T/w.gif" >/dev/null 2>&1
./ripple --headless --frames 20 --bpp 16 --drop 160,120,8,500 --record "$T/n.gif" >/dev/null 2>&1
check "wine --record: the GIF of 20 frames is the native program's, byte for byte" \
	sh -c "test \$(identify '$T/w.gif' | wc -l) = 20 && cmp -s '$T/w.gif' '$T/n.gif'"
lesson=(--headless --scenario double-slit --size 1920x1080 --view refraction --frames 20)
wine ripple.exe "${lesson[@]}" --record "$T/wl.gif" >/dev/null 2>&1
./ripple "${lesson[@]}" --record "$T/nl.gif" >/dev/null 2>&1
check "wine --record of the 1080p lesson: for a slide, 640x360 at 12.5 fps ($(identify -format '%Wx%H %T\n' "$T/wl.gif" 2>/dev/null | sort -u | tr '\n' ' ')), the native program's GIF byte for byte" \
	sh -c "test \"\$(identify -format '%Wx%H %T\n' '$T/wl.gif' | sort -u)\" = '640x360 8' && cmp -s '$T/wl.gif' '$T/nl.gif'"
start_wine_window --frames 100000 --drop 160,120,5 --rain 10
xdotool key ctrl+r
dialog=$(timeout 20 xdotool search --sync --name '^Save As$' 2>/dev/null | head -1)
check "wine window: Ctrl+R asks where to record, in the save dialog ($dialog)" test -n "$dialog"
xdotool windowfocus --sync "$dialog" 2>/dev/null
xdotool type --delay 20 "$(winepath -w "$T/wrec.gif" 2>/dev/null)"
xdotool key Return
for _ in $(seq 50); do [ -s "$T/wrec.gif" ] && break; sleep 0.1; done
# the dialog may take a while to go under Wine: the dot in the corner, once the window shows again
for _ in $(seq 25); do
	sleep 0.2
	import -window "$wid" -crop "24x24+296+$menu" +repage "$T/wdot.png"
	dot=$(convert "$T/wdot.png" -fill black +opaque red -fill white -opaque red -format '%[fx:round(mean * w * h)]' info:)
	[ "$dot" -gt 40 ] && break
done
check "wine window: while it records, a red dot in the top right corner ($dot red pixels)" test "$dot" -gt 40
check "wine window: ...and the title says it records ($(xdotool getwindowname "$wid" | sed 's/.*fastest measured here)//'))" \
	sh -c "xdotool getwindowname $wid | grep -q ' - recording (Ctrl+R stops)'"
sleep 1.5
xdotool windowfocus --sync "$wid" 2>/dev/null
xdotool key ctrl+r
for _ in $(seq 50); do grep -q '^ripple: recorded' "$T/wout" && break; sleep 0.1; done
frames=$(identify "$T/wrec.gif" 2>/dev/null | wc -l)
check "wine window: Ctrl+R again finishes the GIF: $frames frames, said on stdout ($(tr -d '\r' <"$T/wout" | grep '^ripple: recorded'))" \
	sh -c "test $frames -ge 20 && tr -d '\r' <'$T/wout' | grep -q '^ripple: recorded $frames frames to .*wrec.gif'"
for _ in $(seq 20); do xdotool getwindowname "$wid" | grep -q ' - recorded ' && break; sleep 0.1; done
check "wine window: ...and the title's note names the GIF alone, not its Z:\\ folder ($(xdotool getwindowname "$wid" | sed 's/.* - recorded/recorded/'))" \
	sh -c "xdotool getwindowname $wid | grep -q ' - recorded wrec.gif: $frames frames, '"
convert "$T/wrec.gif" -coalesce -delete 0-$((frames - 2)) -crop 24x24+296+0 +repage "$T/wcorner.png"
red=$(convert "$T/wcorner.png" -fuzz 20% -fill black +opaque red -fill white -opaque red -format '%[fx:round(mean * w * h)]' info:)
check "wine window: ...and the recorded frames show no dot ($red reddish pixels in the corner)" test "$red" = 0
# Ctrl+S: the save dialog proposes ripple-NNNNNN.png (the frame's number) in the folder last used
# (the GIF's): Enter alone saves it there (the name box was empty once: SDL's text input, on as
# the dialog took the focus, had Wine's input method empty it); a bare name typed saves there too.
# save_as: once no Save As dialog is left, Ctrl+S to the window; dialog its Save As, focused
save_as() {
	for _ in $(seq 50); do xdotool search --name '^Save As$' >/dev/null 2>&1 || break; sleep 0.1; done
	xdotool windowfocus --sync "$wid" 2>/dev/null
	xdotool key ctrl+s
	dialog=$(timeout 20 xdotool search --sync --name '^Save As$' 2>/dev/null | head -1)
	sleep 1 # the dialog's controls filled in under a loaded Wine
	xdotool windowfocus --sync "$dialog" 2>/dev/null
}
save_as
sleep 5 # the dialog left open longer than a note lasts
xdotool key Return
for _ in $(seq 100); do ls "$T"/ripple-[0-9]*.png >/dev/null 2>&1 && break; sleep 0.1; done
check "wine window: Ctrl+S's dialog proposes ripple-NNNNNN.png: Enter saves it ($(cd "$T" && ls ripple-[0-9]*.png 2>/dev/null))" \
	sh -c "file '$T'/ripple-[0-9][0-9][0-9][0-9][0-9][0-9].png | grep -q 'PNG image data, 320 x 240'"
sleep 1
saved=$(cd "$T" && ls ripple-[0-9]*.png 2>/dev/null | head -1)
check "wine window: ...the dialog open 5 s, the title still says it saved, naming the file alone ($(xdotool getwindowname "$wid" | sed 's/.* - saved/saved/'))" \
	sh -c "xdotool getwindowname $wid | grep -q ' - saved $saved\$'"
save_as
xdotool key ctrl+a
xdotool type --delay 20 "lastfolder.png"
xdotool key Return
for _ in $(seq 100); do [ -s "$T/lastfolder.png" ] && break; sleep 0.1; done
check "wine window: Ctrl+S's dialog opens in the folder last used: a bare name saves beside the GIF" \
	sh -c "file '$T/lastfolder.png' | grep -q 'PNG image data, 320 x 240'"
xdotool windowfocus --sync "$wid" 2>/dev/null
quit_and_wait $pid
kill $pid 2>/dev/null
wait $pid
# a window larger than 960x720 (--scale 4: 1280x960, or what of it the screen holds; still water):
# --record's GIF for a slide at half its size, each pixel the mean of 2 x 2 that the window showed
# (the dot aside), within the lossy LZW's tolerance: 12 of RGB distance is at most 6.9 levels of a
# channel, an RMSE of 0.027 (0.023 here on 2026-11-27, the tiles of a 1274x955 window; a shift of
# a pixel, or a shrink by sampling rather than means, is 0.038 and more)
bar=$menu # the menu bar's rows, from the 320x240 window
start_wine_window --scale 4 --record "$(winepath -w "$T/wbig.gif" 2>/dev/null)"
sleep 1
import -window "$wid" "$T/wbig.png"
quit_and_wait $pid
kill $pid 2>/dev/null
wait $pid
half=$(identify -format "%[fx:floor(w / 2)]x%[fx:floor((h - $bar) / 2)]" "$T/wbig.png")
convert "$T/wbig.png" -chop "0x$bar" -scale 50% -chop 0x40 +repage "$T/wbighalf.png"
convert "$T/wbig.gif[0]" -chop 0x40 +repage "$T/wbigfirst.png"
e=$(compare -metric RMSE "$T/wbigfirst.png" "$T/wbighalf.png" null: 2>&1 | sed 's/.*(\(.*\))/\1/')
check "wine window of $(identify -format '%wx%h' "$T/wbig.png") (menu $bar rows): --record's GIF is $half ($(identify -format '%Wx%H\n' "$T/wbig.gif" 2>/dev/null | sort -u | tr '\n' ' ')), said on stdout" \
	sh -c "test \"\$(identify -format '%Wx%H\n' '$T/wbig.gif' | sort -u)\" = $half && tr -d '\r' <'$T/wout' | grep -q '^ripple: recorded [0-9]* frames to .*wbig.gif, $half at 12.5 fps for a slide: 1/2 of the size shown'"
check "wine window: ...its frame the window's halved by means (RMSE $e)" awk -v e="$e" 'BEGIN { exit !(e < 0.03) }'

# --- the graphs (#19): headless as natively; in the window Ctrl+L, a drag draws the line, the strip
graph=(--headless --frames 300 --scenario double-slit --graph 30,120,150,120 --intensity)
for bpp in 8 32; do
	rm -f "$T"/w.bmp "$T"/n.bmp
	wine ripple.exe "${graph[@]}" --bpp $bpp --save-frame "$T/w.bmp" 2>&1 | tr -d '\r' >"$T/wgraph"
	./ripple "${graph[@]}" --bpp $bpp --save-frame "$T/n.bmp" >"$T/ngraph" 2>&1
	check "wine headless --graph --intensity at $bpp bpp: the frame with its graphs and the readings as natively" \
		sh -c "test -s '$T/w.bmp' && cmp -s '$T/w.bmp' '$T/n.bmp' && test \"\$(grep -v frames '$T/wgraph')\" = \"\$(grep -v frames '$T/ngraph')\""
done
wine ripple.exe "${graph[@]:1}" --scale 1 --fps max --save-window "$T/ww.bmp" --save-frame "$T/wf.bmp" >/dev/null 2>&1
check "wine window: with the graphs, the window is the frame saved, pixel for pixel" \
	sh -c "test -s '$T/ww.bmp' && cmp -s '$T/ww.bmp' '$T/wf.bmp'"
# Full screen with the pool at the screen's size: the graphs inset over the water's left half as
# natively, the screen's column marked on every row (two of four), none of the panel right of the
# barrier.
col=$(screen_column 1280x1024)
wine ripple.exe --size screen --scenario double-slit --frames 60 --graph 100,512,600,512 --intensity \
	--save-window "$T/wfw.png" --save-frame "$T/wff.png" >/dev/null 2>&1
check "wine full screen at the screen's size: the window (1280x1024) is the frame saved, the graphs inset" \
	sh -c "test \"\$(identify -format %wx%h '$T/wfw.png' 2>/dev/null)\" = 1280x1024 && compare -metric AE '$T/wfw.png' '$T/wff.png' null: 2>/dev/null"
check "wine full screen at the screen's size: the screen's column (x ${col:-none}) shows all its marks, no panel right of the barrier" \
	sh -c "test $(colour_count "$T/wfw.png" "1x1024+${col:-0}+0" 'srgb(255,200,0)') = 512 &&
	       test $(colour_count "$T/wfw.png" 200x200+20+20 'srgb(12,16,40)') -gt 30000 &&
	       test $(colour_count "$T/wfw.png" 640x1024+640+0 'srgb(12,16,40)') = 0"
start_wine_window --frames 100000 --scenario double-slit
xdotool key ctrl+l
for _ in $(seq 50); do
	xdotool getwindowgeometry "$wid" 2>/dev/null | grep -q "Geometry: 320x$((300 + menu))\$" && break
	sleep 0.1
done
check "wine window: Ctrl+L makes room for the strip below the water (320x300 and the menu)" \
	sh -c "xdotool getwindowgeometry $wid | grep -q 'Geometry: 320x$((300 + menu))\$'"
xdotool mousemove --window "$wid" 30 $((120 + menu)) mousedown 1 mousemove --window "$wid" 90 $((120 + menu)) \
	mousemove --window "$wid" 150 $((120 + menu)) mouseup 1 2>/dev/null
sleep 3
xdotool key space
still_shot "$T/wgraph.png" -crop "320x300+0+$menu" +repage
check "wine window: the drag drew the line on the water (its colour along row 120)" \
	test "$(convert "$T/wgraph.png" -crop 100x1+40+120 +repage -fill black +opaque 'srgb(255,200,0)' -fill white \
		-opaque 'srgb(255,200,0)' -format '%[fx:round(mean * w)]' info:)" -ge 90
check "wine window: the strip shows the profile (its curve's colour in rows 240..299)" \
	test "$(convert "$T/wgraph.png" -crop 320x60+0+240 +repage -fill black +opaque 'srgb(120,230,255)' -fill white \
		-opaque 'srgb(120,230,255)' -format '%[fx:round(mean * w * h)]' info:)" -ge 100
# a second drag from by the line's end moves that end; the paused water is not touched
xdotool mousemove --window "$wid" 152 $((120 + menu)) mousedown 1 mousemove --window "$wid" 200 $((120 + menu)) \
	mousemove --window "$wid" 252 $((120 + menu)) mouseup 1 2>/dev/null
still_shot "$T/wmoved.png" -crop "320x300+0+$menu" +repage
check "wine window: a drag from by the line's end moves the end (to x 250), the water as it was but for row 120" \
	sh -c "test $(colour_count "$T/wmoved.png" 70x1+175+120 'srgb(255,200,0)') -ge 60 &&
	       compare -metric AE '$T/wgraph.png[320x119+0+0]' '$T/wmoved.png[320x119+0+0]' null: 2>/dev/null &&
	       compare -metric AE '$T/wgraph.png[320x119+0+121]' '$T/wmoved.png[320x119+0+121]' null: 2>/dev/null"
quit_and_wait $pid
kill $pid 2>/dev/null
wait $pid
check "wine window: Ctrl+Q after the graphs exits with status 0" test $? = 0

# --- make dist: the zip a Windows user unpacks anywhere ---------------------------------------------
make -s dist >/dev/null 2>&1
mkdir -p "$T/unpacked" "$T/elsewhere"
unzip -q ripple-win.zip -d "$T/unpacked"
check "make dist: the zip holds ripple.exe, the pictures, README.txt, LICENSE.txt and notices.txt" \
	sh -c "cd '$T/unpacked' && test -f ripple.exe -a -f bmp/pool.bmp -a -f bmp/slit.bmp -a -f README.txt \
		-a -f LICENSE.txt -a -f notices.txt"
# windows_text FILE...: every line ends in CR LF, none longer than 100 characters
windows_text() {
	local f
	for f in "$@"; do
		[ "$(grep -c $'\r$' "$f")" = "$(wc -l <"$f")" ] && awk 'length($0) > 101 { exit 1 }' "$f" || return 1
	done
}
if [ -f build/web/ripple.html ]; then
	check "make dist: the zip holds the page for a PC that refuses the .exe, make web's ripple.html" \
		cmp -s "$T/unpacked/ripple.html" build/web/ripple.html
else
	echo "e2e_wine: make dist without ripple.html: make web cannot build it here"
fi
# README.txt's list of the files (THE FILES) names each one the zip holds, bmp\pool.bmp as Windows writes it
unlisted=$(cd "$T/unpacked" && find . -type f | sed 's|^\./||' | tr / '\\' | while read -r f; do
	sed -n '/^THE FILES/,/^Ripple is/p' README.txt | tr -d '\r' | grep -qF "    $f " || echo "$f"
done)
check "make dist: README.txt's file list names every file of the zip (${unlisted:-all named}; $(cd "$T/unpacked" && find . -type f | wc -l) files)" \
	test -z "$unlisted"
check "make dist: the texts in Windows' line ends, lines of at most 100 characters" \
	windows_text "$T/unpacked/README.txt" "$T/unpacked/LICENSE.txt" "$T/unpacked/notices.txt"
check "make dist: README.txt opens on the lesson (IN CLASS in its first lines)" \
	sh -c "head -5 '$T/unpacked/README.txt' | grep -q 'IN CLASS'"
check "make dist: the licence and the notices of SDL2, SDL2_image, stb_image and giflib" \
	sh -c "grep -q 'MIT' '$T/unpacked/LICENSE.txt' && grep -q 'SDL2_image' '$T/unpacked/notices.txt' && \
		grep -q 'stb_image' '$T/unpacked/notices.txt' && grep -qi 'giflib' '$T/unpacked/notices.txt'"
(cd "$T/elsewhere" && wine "$T/unpacked/ripple.exe" --headless --frames 1 --save-frame f.bmp >/dev/null 2>&1)
check "the unpacked ripple.exe, started from another folder, finds its picture beside it" \
	same_pixels "$T/elsewhere/f.bmp" bmp/pool.bmp

# ripple.exe alone in an empty folder (no bmp/pool.bmp anywhere): the pool it paints itself
mkdir -p "$T/alone"
cp ripple.exe "$T/alone/"
(cd "$T/alone" && wine ./ripple.exe --headless --frames 30 --drop 90,80 --save-frame painted.bmp >/dev/null 2>&1)
./ripple --headless --frames 30 --drop 90,80 --save-frame "$T/filed.bmp" >/dev/null 2>&1
check "ripple.exe alone in an empty folder paints the pool itself: the native frame of bmp/pool.bmp" \
	cmp -s "$T/alone/painted.bmp" "$T/filed.bmp"
# a picture named bare, as a drop on the icon or "Open with" passes it
convert rose: -resize 200x150! "$T/alone/rose.png"
(cd "$T/alone" && wine ./ripple.exe --headless --frames 20 --drop 50,50 rose.png --save-frame bare.bmp >/dev/null 2>&1)
./ripple --headless --frames 20 --drop 50,50 --image "$T/alone/rose.png" --save-frame "$T/named.bmp" >/dev/null 2>&1
check "ripple.exe opens a picture named bare on its command line, as the native --image does" \
	cmp -s "$T/alone/bare.bmp" "$T/named.bmp"

wineserver -k 2>/dev/null
finish e2e-wine
