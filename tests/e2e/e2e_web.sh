#!/usr/bin/env bash
# e2e_web.sh - Ripple in the browser (make web): the WebAssembly program's files byte for byte against ./ripple's under node, and the page in headless Chromium (its canvas, a click, a drag, keys, 25 fps).
set -u
cd "$(dirname "$0")/../.." || exit 1
. tests/e2e/lib.sh

if ! scripts/deps.sh web-test >"$T/deps" 2>&1; then
	echo "e2e_web: skipped: emscripten or chromium cannot be installed here ($(tail -1 "$T/deps"))"
	exit 0
fi
make -j2 ripple web >"$T/make" 2>&1 || { tail -20 "$T/make"; echo "e2e_web: make web failed"; exit 1; }

# --- node: the same frames and heights as ./ripple's, to the byte ---------------------------------
node=(node build/web/ripple-node.js)
drops="--drop 160,120 --drop 60,50,6,100@4 --drop 250,190,2,32@40 --drop 300,20,8,64@77"
cases=(
	"--frames 120 $drops"
	"--frames 120 --bpp 8 --size 317x203 $drops"
	"--frames 120 --bpp 16 $drops"
	"--frames 120 --bpp 24 --size 317x203 $drops"
	"--frames 60 --view light $drops"
	"--frames 60 --view both --stencil 12 --stone soft $drops"
	"--frames 60 --view heights --damping off --boundary reflect $drops"
	"--frames 60 --rain 60 --seed 3 --mesh 4"
	"--frames 400 --scenario double-slit --view heights"
	"--frames 300 --scenario double-slit --view heights --graph 30,120,150,120 --intensity"
	"--frames 37 --scene side --seed 2 --rock 90@0 --splash 230,140@29"
	"--frames 30 --size 640x480 --scenario slit"
)
for c in "${cases[@]}"; do
	rm -f "$T"/n.* "$T"/w.*
	# shellcheck disable=SC2086 # each case is words
	./ripple --headless $c --save-frame "$T/n.bmp" --save-heights "$T/n.h" >/dev/null 2>&1
	# shellcheck disable=SC2086
	"${node[@]}" --headless $c --save-frame "$T/w.bmp" --save-heights "$T/w.h" >"$T/wout" 2>&1
	check "node --headless $c: frame and heights identical to ./ripple's" \
		sh -c "test -s $T/n.bmp && cmp -s $T/n.bmp $T/w.bmp && cmp -s $T/n.h $T/w.h"
done
"${node[@]}" --frames 3 >"$T/wout" 2>&1
st=$?
check "node without --headless: no canvas, said, status 2 ($st)" sh -c "test $st = 2 && grep -q 'no canvas' $T/wout"

# --- node: the SIMD128 kernel, to the byte ----------------------------------------------------------
# --kernel simd128 (WebAssembly's own) against ./ripple's kernel: odd widths (rows ending in part of
# a block of 8), padded rows at 8, 16 and 24 bpp, a tiny pool, the views' rows, the mesh's, the
# 12-neighbour and absorbing variants' and the walls'; then --bench's own check of every path
# against the article's code at odd sizes, each depth.
simd_cases=(
	"--frames 80 --size 317x203 --bpp 8 $drops"
	"--frames 80 --size 333x199 --bpp 16 --view light $drops"
	"--frames 80 --size 321x241 --bpp 24 $drops"
	"--frames 80 --size 303x195 --view both $drops"
	"--frames 60 --size 13x11 --rain 60 --seed 5"
	"--frames 60 --stencil 12 --damping off --boundary reflect $drops"
	"--frames 60 --size 315x201 --stencil 12 --boundary absorb --view heights --bpp 16 $drops"
	"--frames 60 --mesh 2 --view light --rain 60 --seed 3"
	"--frames 200 --size 331x211 --scenario double-slit --view heights"
)
for c in "${simd_cases[@]}"; do
	rm -f "$T"/n.* "$T"/w.*
	# shellcheck disable=SC2086 # each case is words
	./ripple --headless $c --save-frame "$T/n.bmp" --save-heights "$T/n.h" >/dev/null 2>&1
	# shellcheck disable=SC2086
	"${node[@]}" --headless --kernel simd128 $c --save-frame "$T/w.bmp" --save-heights "$T/w.h" >"$T/wout" 2>&1
	check "node --kernel simd128 $c: frame and heights identical to ./ripple's" \
		sh -c "test -s $T/n.bmp && cmp -s $T/n.bmp $T/w.bmp && cmp -s $T/n.h $T/w.h"
done
for c in "--size 317x93 --bpp 8" "--size 333x31 --bpp 16" "--size 517x93 --bpp 24" "--size 1023x21" "--size 9x7"; do
	# shellcheck disable=SC2086
	"${node[@]}" --bench --quick $c >"$T/wbench" 2>&1
	st=$?
	check "node --bench --quick $c: simd128 timed, every path bit-exact with the article's code (status $st)" \
		sh -c "test $st = 0 && grep -Eq '^  simd128, 1 thread +[0-9.]+ ' $T/wbench && grep -q 'bit-exact with the reference' $T/wbench"
done
"${node[@]}" --bench --modes --quick --size 203x117 >"$T/wbench" 2>&1
st=$?
check "node --bench --modes --quick --size 203x117: each of the $(grep -c 'bit-exact$' "$T/wbench") classroom modes on simd128 bit-exact with its plain C path (status $st)" \
	sh -c "test $st = 0 && grep -q 'runs simd128' $T/wbench && test \$(grep -c 'bit-exact\$' $T/wbench) -ge 20"

# --- the page in headless Chromium, opened from the disk --------------------------------------------
page="file://$PWD/build/web/ripple.html"
cdp() { python3 tests/tools/cdp.py "$@"; }
canvas='document.getElementById("canvas")'
out='document.getElementById("out").textContent'
done_frames="wait:/frames in/.test($out)"

# The address's parameters as the command line: what the canvas shows when the water stops after
# --frames is the frame ./ripple saves.
./ripple --headless --drop 160,120 --frames 40 --save-frame "$T/drop.bmp" >/dev/null
cdp "$page?drop=160,120&frames=40&scale=1" "$done_frames" "png:$T/drop.png" "eval:$out" >"$T/page" 2>&1
check "page ?drop=160,120&frames=40&scale=1: the canvas shows ./ripple's frame 40 ($(head -1 "$T/page"))" \
	same_pixels "$T/drop.png" "$T/drop.bmp"
./ripple --headless --scenario double-slit --view heights --intensity --frames 100 --save-frame "$T/slits.bmp" >/dev/null
for _ in 1 2 3; do # again when a stall of the shared host cost frames (as paced does)
	cdp "$page?scenario=double-slit&view=heights&intensity&frames=100&scale=1" "$done_frames" "png:$T/slits.png" \
		"eval:$out" >"$T/page" 2>&1
	at_25_fps "$T/page" && break
done
check "page ?scenario=double-slit&view=heights&intensity&frames=100: ./ripple's frame, its screen beside it" \
	same_pixels "$T/slits.png" "$T/slits.bmp"
check "page ?frames=100: 100 frames at 25 fps ($(head -1 "$T/page"))" at_25_fps "$T/page"

cdp "$page?record=lesson.gif" "wait:$out" "eval:$out" >"$T/page" 2>&1
check "page ?record=...: refused, said on the page" grep -q "cannot record" "$T/page"
cdp "$page?image=pool.png" "wait:$out" "eval:$out" >"$T/page" 2>&1
check "page ?image=...: refused, the page says where pictures come in" grep -q "open one with Ctrl+O" "$T/page"
cdp "$page?bogus" "wait:$out" "eval:$out" >"$T/page" 2>&1
check "page ?bogus: the unknown option said on the page" grep -q "unknown option '--bogus'" "$T/page"

# ?bench: --bench's table below the canvas, before the page goes on: the SIMD128 kernel's line (its
# speed-up over the article's code) and the closing line against the K6-200.
cdp "$page?bench" "wait:/K6-200's/.test($out)" "eval:$out" "eval:document.title" >"$T/page" 2>&1
simd=$(sed -n 's/^  simd128, 1 thread  *[0-9.]*  *[0-9.]*  *\([0-9.]*\)x .*/\1/p' "$T/page")
check "page ?bench: the table below the canvas, simd128 on 1 thread ${simd:-not there}x the article's code" \
	awk -v r="${simd:-0}" 'BEGIN { exit !(r > 1) }'
k6=$(sed -n "s/.*the K6-200's 25 fps; fastest here (\(.*\)): [0-9]* fps = \([0-9.]*\)x$/\1 \2/p" "$T/page")
check "page ?bench: the K6-200 line, the fastest path ${k6:-not there}x, every path bit-exact" \
	sh -c "echo '$k6' | awk '{ exit !(\$NF > 1) }' && grep -q 'bit-exact with the reference' $T/page"

# The page running: a click rings where it lands, a drag leaves a trail, keys run commands, the
# title (the program's) is the page's and says about 25 fps. changed W: JavaScript true when the
# canvas differs from the snapshot over more than W columns.
snap="eval:(window.snap = $canvas.getContext(\"2d\").getImageData(0, 0, 320, 240).data, 1)"
changed() {
	echo "(() => { const d = $canvas.getContext(\"2d\").getImageData(0, 0, 320, 240).data; let x0 = 320, x1 = -1;
		for (let i = 0; i < d.length; i += 4) if (d[i] != snap[i] || d[i + 1] != snap[i + 1] || d[i + 2] != snap[i + 2])
			{ x0 = Math.min(x0, i / 4 % 320); x1 = Math.max(x1, i / 4 % 320); }
		return x1 - x0 > $1; })()"
}
trail=$(seq -s, 40 20 280 | sed 's/\([0-9]*\)/\1,200/g')
cdp "$page?scale=1" 'wait:/ fps /.test(document.title)' "png:$T/still.png" "$snap" "click:200,80" "wait:$(changed 12)" \
	"png:$T/click.png" 'key:c' "wait:!$(changed -1)" "drag:$trail" "wait:$(changed 200)" "png:$T/drag.png" \
	'wait:/ 2[0-9]\.[0-9] fps /.test(document.title)' 'eval:document.title' 'key:Space' 'wait:/paused/.test(document.title)' \
	'key:ctrl+r' 'wait:/no recording/.test(document.title)' 'eval:document.title' \
	'key:ctrl+2' "wait:$canvas.width == 640" "eval:$canvas.width + 'x' + $canvas.height" >"$T/page" 2>&1
st=$?
check "page ?scale=1: a click, C, a drag, Space, Ctrl+R and Ctrl+2 each done ($(tail -1 "$T/page"))" test $st = 0
check "page ?scale=1: still water shows the painted pool" same_pixels "$T/still.png" bmp/pool.bmp
box=$(changed_box "$T/still.png" "$T/click.png" 2>/dev/null)
check "page: a click at (200, 80) rings there ($box)" centred_on "$box" 200 80
box=$(changed_box "$T/still.png" "$T/drag.png" 2>/dev/null)
check "page: a drag from (40, 200) to (280, 200) leaves a trail along it ($box)" \
	awk -v b="$box" 'BEGIN { split(b, v, /[x+]/); exit !(v[1] > 200 && v[4] + v[2] / 2 > 190 && v[4] + v[2] / 2 < 210) }'
fps=$(sed -n 's/^Ripple - \([0-9.]*\) fps .*/\1/p' "$T/page" | head -1)
check "page: the title is the program's and says about 25 fps (${fps:-none})" \
	awk -v f="${fps:-0}" 'BEGIN { exit !(f >= 24 && f <= 26) }'
check "page: the title names the kernel the water runs on, WebAssembly's SIMD128 ($(grep -o ') on [a-z0-9]* ([^)]*)' "$T/page" | head -1))" \
	grep -q ') on simd128 (' "$T/page"
check "page: Space pauses, Ctrl+R says the page cannot record, Ctrl+2 zooms to 640x480" \
	sh -c "grep -q 'no recording in the browser yet' $T/page && grep -qx 640x480 $T/page"

# The menu bar: window/menus.c's table, each item running its command as its key does, with its
# shortcut and its check mark. menu NAME and item LABEL: JavaScript for a menu's name and an item,
# by their text.
menu() { echo "[...document.querySelectorAll('#menus .menu > button')].find(b => b.textContent == '$1')"; }
item() { echo "[...document.querySelectorAll('#menus [data-id]')].find(b => b.firstChild.textContent == '$1')"; }
checked() { echo "$(item "$1").classList.contains('checked')"; }
rows=$(grep -c '{ .menu = ' window/menus.c)
./ripple --headless --view heights --frames 1 --save-frame "$T/heights.bmp" >/dev/null
cdp "$page?scale=1" 'wait:/ fps /.test(document.title)' \
	"eval:document.querySelectorAll('#menus .menu').length + ' menus, ' + document.querySelectorAll('#menus [data-id]').length + ' items'" \
	"eval:$(item Pause).lastChild.textContent" "press:$(menu View)" "wait:$(checked 'Refraction (article)')" \
	"shot:$T/menus.png" "press:$(item Heights)" "wait:$(checked Heights) && !$(checked 'Refraction (article)')" \
	"png:$T/heights.png" "press:$(menu Water)" "press:$(item Pause)" 'wait:/paused/.test(document.title)' \
	"wait:$(checked Pause)" 'key:Space' 'wait:!/paused/.test(document.title)' "press:$(menu Water)" \
	"wait:!$(checked Pause)" "press:$(menu Water)" "press:$(menu View)" "press:$(item 'Full screen')" 'wait:document.fullscreenElement == '"$canvas" \
	'key:Escape' 'wait:!document.fullscreenElement' "press:$(menu Help)" "press:$(item 'About Ripple')" \
	'wait:document.getElementById("about").open' 'eval:document.getElementById("about").textContent.split("\n")[0]' \
	>"$T/page" 2>&1
st=$?
check "page: the menu bar is the table's: 7 menus and its $rows items ($(head -1 "$T/page"))" \
	grep -qx "7 menus, $rows items" "$T/page"
check "page: an item shows its shortcut (Water > Pause: $(sed -n 2p "$T/page"))" sh -c "sed -n 2p $T/page | grep -qx Space"
check "page: View > Heights checked in the place of Refraction (article); Water > Pause pauses and is checked, Space goes on and the check goes; View > Full screen fills the screen with the canvas, Esc leaves it" \
	test $st = 0
check "page: View > Heights: the canvas shows ./ripple --view heights's frame" same_pixels "$T/heights.png" "$T/heights.bmp"
check "page: Help > About Ripple says $(sed -n 3p "$T/page")" sh -c "sed -n 3p $T/page | grep -q '^Ripple [0-9]'"

# A picture of one's own: chosen with Ctrl+O or File > Open picture... (the browser's file chooser,
# answered by cdp.py), or dropped on the page, shown under the water as ./ripple shows it; a file
# that is no picture refused below the canvas. drop NAME TYPE PARTS: JavaScript dropping a file of
# that name made of the Blob parts PARTS on the canvas.
drop() {
	echo "(async () => { const t = new DataTransfer(); t.items.add(new File(await $3, '$1', { type: '$2' }));
		$canvas.dispatchEvent(new DragEvent('drop', { dataTransfer: t, bubbles: true, cancelable: true })); return 1; })()"
}
red="new Promise((r) => { const c = document.createElement('canvas'); c.width = 320; c.height = 240;
	const g = c.getContext('2d'); g.fillStyle = '#c03020'; g.fillRect(0, 0, 320, 240); c.toBlob((b) => r([b])); })"
./ripple --headless --view heights --drop 160,120 --frames 30 --save-frame "$T/mine.png" >/dev/null
./ripple --headless --image "$T/mine.png" --frames 1 --save-frame "$T/mine.bmp" >/dev/null
./ripple --headless --size 400x300 --scenario double-slit --frames 60 --save-frame "$T/wide.png" >/dev/null
./ripple --headless --size 320x240 --image "$T/wide.png" --frames 1 --save-frame "$T/wide.bmp" >/dev/null
cdp "$page?scale=1" 'wait:/ fps /.test(document.title)' "$snap" "choose:$T/mine.png" 'key:ctrl+o' "wait:$(changed 10)" \
	"png:$T/mine-page.png" "$snap" "choose:$T/wide.png" "press:$(menu File)" "press:$(item 'Open picture...')" \
	"wait:$(changed 10)" "png:$T/wide-page.png" "eval:$canvas.width + 'x' + $canvas.height" \
	"eval:$(drop red.png image/png "$red")" "wait:$canvas.getContext('2d').getImageData(9, 9, 1, 1).data.join() == '192,48,32,255'" \
	"eval:$(drop notes.txt text/plain "['not a picture']")" "wait:/notes.txt/.test($out)" "eval:$out" >"$T/page" 2>&1
st=$?
check "page: Ctrl+O opens the file chooser and the PNG chosen is under the water: ./ripple --image's frame" \
	same_pixels "$T/mine-page.png" "$T/mine.bmp"
check "page: File > Open picture... a 400x300 PNG: fit into the pool as ./ripple --size 320x240 --image fits it" \
	same_pixels "$T/wide-page.png" "$T/wide.bmp"
check "page: the pool kept its size, the canvas too ($(grep x "$T/page" | head -1))" grep -qx 320x240 "$T/page"
check "page: a PNG dropped on the canvas shows under the water" test $st = 0
check "page: a file that is no picture, dropped, is refused below the canvas ($(grep notes.txt "$T/page" | head -1 | cut -c1-80))" \
	grep -q "ripple: .*notes.txt" "$T/page"

# A saved frame: Ctrl+S and File > Save frame... hand the browser what the canvas shows as a PNG
# download named ripple-NNNNNN.png, at the canvas's size.
mkdir "$T/downloads"
cdp "$page?scale=1" 'wait:/ fps /.test(document.title)' "downloads:$T/downloads" 'key:ctrl+s' "saved:$T/downloads" \
	'key:ctrl+2' "wait:$canvas.width == 640" "press:$(menu File)" "press:$(item 'Save frame...')" \
	"saved:$T/downloads" "eval:$out" >"$T/page" 2>&1
st=$?
mapfile -t saved < <(grep -x 'ripple-[0-9]\{6\}\.png' "$T/page")
check "page: Ctrl+S and File > Save frame... each give a download, ripple-NNNNNN.png (${saved[*]})" \
	test $st = 0 -a ${#saved[@]} = 2
check "page: Ctrl+S at 320x240: a PNG of that size, the still pool the canvas shows" \
	sh -c "file $T/downloads/${saved[0]} | grep -q 'PNG image data, 320 x 240' && compare -metric AE $T/downloads/${saved[0]} bmp/pool.bmp null: 2>/dev/null"
convert bmp/pool.bmp -sample 200% "$T/zoomed.png"
check "page: File > Save frame... at zoom 2: a PNG of the canvas's 640x480, the pool zoomed (not Ctrl+2's note)" \
	sh -c "file $T/downloads/${saved[1]} | grep -q 'PNG image data, 640 x 480' && compare -metric AE $T/downloads/${saved[1]} $T/zoomed.png null: 2>/dev/null"
check "page: the save said below the canvas" grep -q "saved what the canvas shows as the download ${saved[1]}" "$T/page"

finish e2e_web
