#!/usr/bin/env bash
# e2e_web.sh - Ripple in the browser (make web): the page in headless Chromium (its canvas, a click, a drag, keys, 25 fps, the menus, pictures, downloads, recorded GIFs, taps, a finger's drag, two fingers at once and the menus tapped, the site's threaded program where it is served isolated).
# SHOTS=DIR keeps the pictures of the page on a Chromebook's screen (the graphs, F1, full screen) there, for a person to look at.
set -u
cd "$(dirname "$0")/../.." || exit 1
. tests/e2e/lib.sh

need_web e2e_web

node=(node build/web/ripple-node.js) # the page's program under node (tests/e2e/e2e_node.sh tests it)
drops="--drop 160,120 --drop 60,50,6,100@4 --drop 250,190,2,32@40 --drop 300,20,8,64@77"

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

cdp "$page?image=pool.png" "wait:$out" "eval:$out" >"$T/page" 2>&1
check "page ?image=...: refused, the page says where pictures come in" grep -q "open one with Ctrl+O" "$T/page"

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
# canvas differs from the snapshot (of the canvas at the same size) over more than W columns.
snap="eval:(window.snap = $canvas.getContext(\"2d\").getImageData(0, 0, $canvas.width, $canvas.height).data, 1)"
changed() {
	echo "(() => { const w = $canvas.width, d = $canvas.getContext(\"2d\").getImageData(0, 0, w, $canvas.height).data;
		let x0 = w, x1 = -1;
		for (let i = 0; i < d.length; i += 4) if (d[i] != snap[i] || d[i + 1] != snap[i + 1] || d[i + 2] != snap[i + 2])
			{ x0 = Math.min(x0, i / 4 % w); x1 = Math.max(x1, i / 4 % w); }
		return x1 - x0 > $1; })()"
}
trail=$(seq -s, 40 20 280 | sed 's/\([0-9]*\)/\1,200/g')
cdp "$page?scale=1" 'wait:/ fps /.test(document.title)' "png:$T/still.png" "$snap" "click:200,80" "wait:$(changed 12)" \
	"png:$T/click.png" 'key:c' "wait:!$(changed -1)" "drag:$trail" "wait:$(changed 200)" "png:$T/drag.png" \
	'wait:/ 2[0-9]\.[0-9] fps /.test(document.title)' 'eval:document.title' 'key:Space' 'wait:/paused/.test(document.title)' \
	'key:ctrl+2' "wait:$canvas.width == 640" "eval:$canvas.width + 'x' + $canvas.height" >"$T/page" 2>&1
st=$?
check "page ?scale=1: a click, C, a drag, Space and Ctrl+2 each done ($(tail -1 "$T/page"))" test $st = 0
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
check "page: Space pauses, Ctrl+2 zooms to 640x480" grep -qx 640x480 "$T/page"

# The menu bar: window/menus.c's table, each item running its command as its key does, with its
# shortcut and its check mark. menu NAME and item LABEL: JavaScript for a menu's name and an item,
# by their text.
menu() { echo "[...document.querySelectorAll('#menus .menu > button')].find(b => b.textContent == '$1')"; }
item() { echo "[...document.querySelectorAll('#menus [data-id]')].find(b => b.firstChild.textContent == '$1')"; }
checked() { echo "$(item "$1").classList.contains('checked')"; }
# submenu NAME: JavaScript for the row that opens a submenu (Physics > Lessons).
submenu() { echo "[...document.querySelectorAll('#menus .sub > button')].find(b => b.firstChild.textContent == '$1')"; }
rows=$(grep -c '^	{ .*\.label = ' window/menus.c)
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
check "page: the menu bar is the table's: 8 menus and its $rows items ($(head -1 "$T/page"))" \
	grep -qx "8 menus, $rows items" "$T/page"
check "page: an item shows its shortcut (Water > Pause: $(sed -n 2p "$T/page"))" sh -c "sed -n 2p $T/page | grep -qx Space"
check "page: View > Heights checked in the place of Refraction (article); Water > Pause pauses and is checked, Space goes on and the check goes; View > Full screen fills the screen with the canvas, Esc leaves it" \
	test $st = 0
check "page: View > Heights: the canvas shows ./ripple --view heights's frame" same_pixels "$T/heights.png" "$T/heights.bmp"
check "page: Help > About Ripple says $(sed -n 3p "$T/page")" sh -c "sed -n 3p $T/page | grep -q '^Ripple [0-9]'"

# Physics > Lessons lists every built-in lesson, a submenu that opens beside its row (pointed at,
# clicked or tapped), so that the Physics menu fits a Chromebook's page (1366x625 CSS pixels, a
# 768-pixel screen) without scrolling; the lesson chosen is laid out (its name in the title) and
# checked, the one before no longer; L still lengthens its waves.
physics="[...document.querySelectorAll('#menus .menu')].find(m => m.dataset.name == '&Physics').querySelector('.items')"
lessons="$(submenu Lessons).parentNode.lastChild"
CHROMIUM_FLAGS="${CHROMIUM_FLAGS:-} --window-size=1366,768" cdp "$page?scale=1" 'size:1366,625' 'wait:/ fps /.test(document.title)' \
	"press:$(menu Physics)" "eval:$physics.scrollHeight + ' ' + $physics.clientHeight + ' ' + Math.ceil($physics.getBoundingClientRect().bottom) + ' ' + innerHeight" \
	"eval:$lessons.querySelectorAll('[data-id]').length" "press:$(submenu Lessons)" "wait:$lessons.offsetHeight > 0" \
	"shot:$T/lessons-menu.png" "eval:Math.ceil($lessons.getBoundingClientRect().bottom) + ' ' + innerHeight" \
	"press:$(item 'Lesson: a slit')" 'wait:/, slit, /.test(document.title)' "wait:$lessons.offsetHeight == 0" \
	"press:$(menu Physics)" "press:$(submenu Lessons)" "wait:$(checked 'Lesson: a slit')" \
	"press:$(item 'Lesson: three slits')" 'wait:/, three-slits, waves of 12 frames/.test(document.title)' \
	"press:$(menu Physics)" "wait:$(checked 'Lesson: three slits') && !$(checked 'Lesson: a slit')" \
	"press:$(menu Physics)" 'key:l' 'wait:/, three-slits, waves of 15 frames/.test(document.title)' \
	"press:$(menu Physics)" "press:$(submenu Lessons)" "press:$(item 'Lesson: a mirror at an angle')" 'wait:/, mirror, /.test(document.title)' \
	"press:$(menu Physics)" "wait:$(checked 'Lesson: a mirror at an angle') && !$(checked 'Lesson: three slits')" \
	'eval:document.title' >"$T/page" 2>&1
st=$?
mapfile -t at < "$T/page"
check "page at 1366x625: the Physics menu fits without scrolling (content, box, bottom, page: ${at[0]:-?})" \
	awk -v a="${at[0]:-}" 'BEGIN { split(a, v, " "); exit !(v[1] > 0 && v[1] <= v[2] && v[3] <= v[4]) }'
check "page: Physics > Lessons holds every built-in lesson and No scenario (${at[1]:-?} of $(($(ls lessons/*.lesson | wc -l) + 1)))" \
	test "${at[1]:-}" = $(($(ls lessons/*.lesson | wc -l) + 1))
check "page: ...and opens beside its row, within the page (bottom, page: ${at[2]:-?})" \
	awk -v a="${at[2]:-}" 'BEGIN { split(a, v, " "); exit !(v[1] > 0 && v[1] <= v[2]) }'
check "page: Physics > Lessons > a slit, three slits, a mirror: each laid out and checked alone, L turns it ($(tail -1 "$T/page"))" \
	sh -c "test $st = 0 && grep -q ', mirror, ' '$T/page'"

# A Chromebook's page (a 1366x768 window: the page 1366x625, the canvas's room 1366x561): with both
# graphs (Ctrl+I, Ctrl+L) the lesson keeps a zoom at which the letters read from the back row, the
# canvas at least twice the 320x240 pool each way (the strip then over the water), not 422x300 at
# 1x; F1's letters, measured on the canvas, at least 14 pixels tall; the canvas shown at its own
# pixels. Then full screen (1366x768) with the graphs and the overlay, for the eye.
css="(() => { const r = $canvas.getBoundingClientRect(); return r.width + 'x' + r.height + ' ' + $canvas.width + 'x' + $canvas.height; })()"
pause="wait:new Promise((r) => setTimeout(() => r(1), 700))"
CHROMIUM_FLAGS="${CHROMIUM_FLAGS:-} --window-size=1366,768" cdp "$page?scenario=double-slit" 'size:1366,625' \
	'wait:/ fps /.test(document.title)' "wait:$canvas.width == 640" 'key:ctrl+i' "wait:$canvas.width > 640" 'key:ctrl+l' \
	"$pause" "eval:$css" "shot:$T/chromebook-graphs.png" 'key:F1' "$pause" "png:$T/chromebook-help.png" \
	"shot:$T/chromebook-help-page.png" 'key:Escape' 'key:o' 'screen:1366,768' "press:$(menu View)" "press:$(item 'Full screen')" \
	'wait:document.fullscreenElement' "$pause" "eval:$css" "shot:$T/chromebook-full.png" \
	>"$T/page" 2>&1
st=$?
size=$(grep -m1 -E '^[0-9.]+x[0-9.]+ [0-9]+x[0-9]+$' "$T/page")
check "page at 1366x625 with both graphs: the canvas ($size) is at least 640x480 CSS pixels, at its own pixels, within the page (status $st)" \
	awk -v s="$size" 'BEGIN { split(s, v, /[x ]/); exit !(v[1] >= 640 && v[2] >= 480 && v[1] <= 1366 && v[2] <= 625 && v[1] == v[3] && v[2] == v[4]) }'
# The height of the first run of rows with white (the letters of the first line) in the canvas's
# top left.
help=$(convert "$T/chromebook-help.png" -crop 600x120+0+0 +repage -fill black -fuzz 5% +opaque white -colorspace gray \
	-resize '1x120!' -threshold 0 txt:- 2>/dev/null | awk -F'[,:]' 'NR > 1 { lit = $0 ~ /white|#FFFFFF/;
	if (lit) run++; else if (run) { print run; exit } }')
check "page at 1366x625 with both graphs: F1's first line is ${help:-no} pixels tall (its commas reach a row lower), at least 14" \
	test "${help:-0}" -ge 14
if [ -n "${SHOTS:-}" ]; then cp "$T"/chromebook-*.png "$SHOTS"/; fi

# The menus from the keyboard: F10 opens File, Left goes round to Help, Scene, View; Down lights the
# items one by one to Heights, Enter runs it; the keys go to the menus, not the water (Space with a
# menu open does not pause); Esc closes the menu.
down=$(grep '{ .menu = "&View"' window/menus.c | grep -n '"&Heights' | cut -d: -f1)
mapfile -t downs < <(for _ in $(seq "${down:-0}"); do echo key:ArrowDown; done)
cdp "$page?scale=1" 'wait:/ fps /.test(document.title)' key:F10 key:ArrowLeft key:ArrowLeft key:ArrowLeft \
	'eval:document.querySelector("#menus .open").dataset.name' key:Space \
	"${downs[@]}" 'eval:document.querySelector("#menus .lit").firstChild.textContent' \
	key:Enter "wait:$(checked Heights)" 'eval:String(!!document.querySelector("#menus .open"))' \
	'eval:String(/paused/.test(document.title))' key:F10 key:Escape 'eval:String(!!document.querySelector("#menus .open"))' \
	>"$T/page" 2>&1
check "page: F10 opens File, Left goes round to View, Down lights Heights, Enter runs it and closes the menu, Esc closes F10's ($(tr '\n' ' ' <"$T/page"))" \
	sh -c "printf '&View\nHeights\nfalse\nfalse\nfalse\n' | cmp -s - $T/page"

# A wrong value in the address: the page starts anyway, the value left out (its default used), and
# says so over the water, in the address's words, until a click or a key. For each: the message
# (as the page exposes it, #message), the canvas with it and after the click that dismisses it,
# which rings where it falls; C clears the water and Water > Pause pauses (the menus work). The
# canvas with the message differs from the still pool only at its foot, where the message is.
message='document.getElementById("message").textContent'
pause='wait:new Promise((done) => setTimeout(() => done(true), 400))'
# said_over PAGE WANT: cdp's run in PAGE started (status 0 in its first line) and its message's first
# line holds WANT, in the address's words (no "--").
said_over() { sed -n 3p "$1" | grep -qF -- "$2" && ! sed -n 3p "$1" | grep -q -- '--' && sed -n 1p "$1" | grep -qx 0; }
while IFS='|' read -r query want; do
	rm -f "$T"/bad-*.png
	cdp "$page?$query" "wait:$message != ''" 'wait:/ fps /.test(document.title)' "png:$T/bad-said.png" \
		"eval:$canvas.width + 'x' + $canvas.height" "eval:$message.split('\n')[0]" "click:160,80" "wait:$message == ''" \
		"$pause" "png:$T/bad-click.png" 'key:c' "$pause" "png:$T/bad-still.png" "press:$(menu Water)" \
		"press:$(item Pause)" 'wait:/paused/.test(document.title)' >"$T/cdp" 2>&1
	st=$?
	{ echo $st; cat "$T/cdp"; } >"$T/page"
	check "page ?$query: starts anyway and says over the water '$(sed -n 3p "$T/page")'" said_over "$T/page" "$want"
	size=$(sed -n 2p "$T/page")
	box=$(changed_box "$T/bad-still.png" "$T/bad-said.png" 2>/dev/null)
	check "page ?$query: the message drawn at the canvas's foot ($box of $size), gone at a click" \
		awk -v b="$box" -v s="$size" 'BEGIN { split(b, v, /[x+]/); split(s, c, "x");
			exit !(v[1] > c[1] / 4 && v[4] + v[2] == c[2] && v[4] > c[2] / 3) }'
	box=$(changed_box "$T/bad-still.png" "$T/bad-click.png" 2>/dev/null)
	check "page ?$query: the click rings ($box), C clears the water, Water > Pause pauses" \
		awk -v b="$box" -v st="$st" 'BEGIN { split(b, v, /[x+]/); exit !(st == 0 && v[1] > 8 && v[4] < 80 + 40 && v[4] + v[2] > 80) }'
done <<'END'
scale=0|scale=0: expected a zoom of 1..8; the page uses the largest that fits
scale=abc|scale=abc: expected a zoom of 1..8
bogus=1|bogus=1: the page has no such parameter (?help lists them); left out
graph=99999,0,0,0|graph=99999,0,0,0: the graph's line 99999,0 to 0,0 leaves the 320x240 pool: its ends must lie within X 0..319 and Y 0..239; left out
size=10000x10000|size=10000x10000: too large for the memory a browser gives a page, which holds pools of up to about
size=0x0|size=0x0: expected WxH, each 1..16384, or screen; the pool keeps its own size
view=nonsense|view=nonsense: expected refraction, light, both or heights
scenario=nonsense|scenario=nonsense: expected none, rock, slit, double-slit, two-sources, three-slits, out-of-phase, lloyds-mirror, narrow-slit, harbour, wall-45, corner, wave-guide, grating, doppler, sonic-boom, mirror, parabola, refraction, lens or practical; the article's pool is shown
period=0|period=0: expected frames per wave, 2..1000
drop=500,500|drop=500,500,3,128@0: the stone's disc would leave the 320x240 pool; ignored
kernel=unknown|kernel=unknown: expected auto, article, scalar
fps=abc|fps=abc: expected 1..1000, or max; the article's 25 frames a second are used
quick|quick: quick only shortens bench; left out
image=pool.png|image=pool.png: the page cannot open a picture its address names
lesson=mine.lesson|lesson=mine.lesson: line 1: unknown keyword
lesson=pool+320+240;source+60+120+moving+0.9+0|a source moving at 0.90 times the wave speed: its waves ahead would be shorter than 2 cells, which the grid cannot hold; V from 0 to 0.76, or from 1 to 3, fits
END
# An angle the mirror's pool cannot show: the mirror laid out as its lesson has it, and the range said
# over the water (its waves run on under the message: the loop's still water does not hold).
cdp "$page?scenario=mirror&angle=80" "wait:$message != ''" 'wait:/ fps /.test(document.title)' \
	"eval:$canvas.width + 'x' + $canvas.height" "eval:$message.split('\n')[0]" 'eval:document.title' >"$T/cdp" 2>&1
{ echo $?; cat "$T/cdp"; } >"$T/page"
check "page ?scenario=mirror&angle=80: starts the mirror anyway and says over the water '$(sed -n 3p "$T/page")'" \
	sh -c "$(declare -f said_over); said_over '$T/page' 'angle=80: angle of incidence 80 does not fit this 320x240 pool: it can be 21 to 58 degrees; left out' && grep -q ', mirror, ' '$T/page'"
# An angle or a speed ratio the refraction's pool cannot show: the lesson laid out as it is, the
# range said over the water.
while IFS='|' read -r query want; do
	cdp "$page?scenario=refraction&$query" "wait:$message != ''" 'wait:/ fps /.test(document.title)' \
		"eval:$canvas.width + 'x' + $canvas.height" "eval:$message.split('\n')[0]" 'eval:document.title' >"$T/cdp" 2>&1
	{ echo $?; cat "$T/cdp"; } >"$T/page"
	check "page ?scenario=refraction&$query: starts the refraction anyway and says over the water '$(sed -n 3p "$T/page")'" \
		sh -c "$(declare -f said_over); said_over \"\$1\" \"\$2\" && tail -1 \"\$1\" | grep -q ', refraction, waves of 12 frames' &&
			! tail -1 \"\$1\" | grep -q 'degrees\\|, S 0'" - "$T/page" "$want"
done <<'END'
angle=60|angle=60: angle of incidence 60 does not fit this 320x240 pool: it can be 1 to 48 degrees; left out
shallow=0.3|shallow=0.3: shallow water's S 0.30 does not fit waves of 12 frames on this 320x240 pool: it can be 0.37 to 1.00; left out
END
# ?help: the address's parameters in the page's words (name=value, no dashes), in a box over the
# running water; every option of ./ripple --help that a page takes is in it.
cdp "$page?help" 'wait:document.getElementById("help").open' 'wait:/ fps /.test(document.title)' \
	'eval:document.querySelector("#help pre").textContent' >"$T/page" 2>&1
st=$?
missing=$(./ripple --help | grep -o -- '--[a-z][a-z-]*' | sort -u | sed 's/^--//' |
	grep -vx 'image\|save-lesson\|save-frame\|save-window\|save-heights\|record-frames\|record-from\|every\|headless\|walls\|fullscreen\|smooth\|h' |
	while read -r o; do grep -q "\\b$o\\b" "$T/page" || echo "$o"; done | tr '\n' ' ')
check "page ?help: a box lists the address's parameters over the running water (missing: ${missing:-none})" \
	sh -c "test $st = 0 && test -z '$missing' && grep -q 'size=WxH' $T/page && grep -q 'scenario=none|rock' $T/page && ! grep -q -- '--[a-z]' $T/page"

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
	"eval:$(drop notes.txt text/plain "['not a picture']")" "wait:/notes.txt/.test($out)" "eval:$out" \
	"wait:/notes.txt/.test($message)" "eval:'message: ' + $message" >"$T/page" 2>&1
st=$?
check "page: Ctrl+O opens the file chooser and the PNG chosen is under the water: ./ripple --image's frame" \
	same_pixels "$T/mine-page.png" "$T/mine.bmp"
check "page: File > Open picture... a 400x300 PNG: fit into the pool as ./ripple --size 320x240 --image fits it" \
	same_pixels "$T/wide-page.png" "$T/wide.bmp"
check "page: the pool kept its size, the canvas too ($(grep x "$T/page" | head -1))" grep -qx 320x240 "$T/page"
check "page: a PNG dropped on the canvas shows under the water" test $st = 0
check "page: a file that is no picture, dropped, is refused below the canvas ($(grep notes.txt "$T/page" | head -1 | cut -c1-80))" \
	grep -q "ripple: .*notes.txt" "$T/page"
check "page: ...and over the water, the file named alone ($(grep '^message: ' "$T/page" | cut -c1-90))" \
	sh -c "grep -q \"^message: .*'notes.txt'\" $T/page && ! grep '^message: ' $T/page | grep -q /"
# A phone's photo larger than the screen (4032x3024, made by a canvas) gives a pool the screen's
# size; a square picture of a circle dropped after it is shown whole in that pool, keeping its
# shape (it was stretched to the pool); Ctrl+F11 makes the pool the page's room, and again goes
# back to the photo's pool, the screen's size.
photo="new Promise((r) => { const c = document.createElement('canvas'); c.width = 4032; c.height = 3024;
	const g = c.getContext('2d'); g.fillStyle = '#3060a0'; g.fillRect(0, 0, 4032, 3024); c.toBlob((b) => r([b])); })"
circle="new Promise((r) => { const c = document.createElement('canvas'); c.width = 400; c.height = 400;
	const g = c.getContext('2d'); g.fillStyle = '#87ceeb'; g.fillRect(0, 0, 400, 400); g.fillStyle = '#ff0000';
	g.beginPath(); g.arc(200, 200, 150, 0, 2 * Math.PI); g.fill(); c.toBlob((b) => r([b])); })"
pool="(document.title.match(/ pool ([0-9x]+)/) || [0, 'its own'])[1]"
middle="$canvas.getContext('2d').getImageData($canvas.width >> 1, $canvas.height >> 1, 1, 1).data.join()"
cdp "$page?scale=1" 'wait:/ fps /.test(document.title)' "eval:screen.width + 'x' + screen.height" \
	"eval:$(drop photo.png image/png "$photo")" "wait:$pool != 'its own'" "eval:$pool" \
	"eval:$(drop circle.png image/png "$circle")" "wait:$middle == '255,0,0,255'" "png:$T/circle-page.png" \
	'key:ctrl+F11' "wait:$pool == Module.room().join('x')" 'key:ctrl+F11' "wait:$pool != Module.room().join('x')" \
	"eval:$pool" >"$T/page" 2>&1
st=$?
mapfile -t at < <(grep -v '^1$' "$T/page")
disc=$(convert "$T/circle-page.png" -fill black -fuzz 10% +opaque red -trim -format '%wx%h' info: 2>/dev/null)
check "page: a phone's photo dropped makes the pool the screen's, ${at[0]:-?}: ${at[1]:-?}" \
	test $st = 0 -a "${at[1]:-}" = "${at[0]:-}"
check "page: a square picture of a circle dropped after it stays round ($disc)" \
	awk -v b="$disc" 'BEGIN { split(b, v, "x"); exit !(v[1] > 100 && (v[1] - v[2])^2 <= 4) }'
check "page: Ctrl+F11 the page's room, Ctrl+F11 again back to the photo's pool (${at[2]:-?})" \
	test "${at[2]:-}" = "${at[0]:-}"

# A saved frame: Ctrl+S and File > Save frame... hand the browser what the canvas shows as a PNG
# download named ripple-NNNNNN.png, at the canvas's size.
mkdir "$T/downloads"
cdp "$page?scale=1" 'wait:/ fps /.test(document.title)' "downloads:$T/downloads" 'key:ctrl+s' "saved:$T/downloads" \
	'wait:/ - saved /.test(document.title)' 'eval:document.title.replace(/.* - saved /, "note: saved ")' \
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
check "page: ...and on the canvas, the file named alone ($(grep '^note: ' "$T/page"))" \
	grep -qx "note: saved ${saved[0]} (the browser's downloads)" "$T/page"

# Lessons: File > Open lesson... (Ctrl+E) opens the browser's chooser and lays the .lesson chosen
# out; its knobs turned (Physics > Lesson knobs > Wider slits), File > Save lesson... gives it as a download that ./ripple opens to the
# same water; a bad lesson dropped on the page is refused over the water with its name, line and
# what is wrong, the lesson before kept; a picture dropped after it stays a picture.
mkdir "$T/lessons" "$T/lesson-downloads"
cp lessons/three-slits.lesson "$T/lessons/three-slits.lesson"
cdp "$page?scale=1" 'wait:/ fps /.test(document.title)' "downloads:$T/lesson-downloads" \
	"choose:$T/lessons/three-slits.lesson" 'key:ctrl+e' 'wait:/, three-slits, waves of 12 frames, slits 6 wide/.test(document.title)' \
	"press:$(menu Physics)" "press:$(submenu 'Lesson knobs')" "press:$(item 'Wider slits')" 'key:l' 'wait:/waves of 15 frames, slits 7 wide/.test(document.title)' \
	"press:$(menu File)" "press:$(item 'Save lesson...')" "saved:$T/lesson-downloads" \
	"eval:$(drop broken.lesson text/plain "['pool 320 240\\nline-source left\\nbarrier 160 slitz 6\\n']")" \
	"wait:/broken.lesson:3/.test($message)" "eval:'message: ' + $message" \
	"eval:$(drop red.png image/png "$red")" 'wait:/light.*, three-slits, waves of 15/.test(document.title)' \
	'eval:document.title' >"$T/page" 2>&1
st=$?
lesson=$(grep -x '.*\.lesson' "$T/page" | head -1)
check "page: Ctrl+E chooses a lesson, laid out; File > Save lesson... downloads it as turned (${lesson:-none})" \
	sh -c "test $st = 0 && grep -qx 'barrier 160 slits 7 40 3' '$T/lesson-downloads/$lesson' && grep -qx 'period 15' '$T/lesson-downloads/$lesson'"
./ripple --headless --frames 200 --lesson "$T/lesson-downloads/$lesson" --save-heights "$T/saved.h" >/dev/null 2>&1
./ripple --headless --frames 200 --lesson lessons/three-slits.lesson --slits 7,40 --period 15 --save-heights "$T/turned.h" >/dev/null 2>&1
check "page: the lesson downloaded opens in ./ripple to the water of the lesson turned" cmp -s "$T/saved.h" "$T/turned.h"
check "page: a bad lesson dropped is refused over the water, its name, line and what ($(grep '^message: ' "$T/page" | cut -c1-90))" \
	grep -q "^message: .*broken.lesson:3: " "$T/page"
check "page: ...the lesson kept, and a picture dropped after it stays a picture under it, in the light view ($(tail -1 "$T/page" | sed 's/.*) on //'))" \
	sh -c "tail -1 '$T/page' | grep -q 'light.*, three-slits, waves of 15 frames, slits 7 wide'"

# The lesson's edit mode on a touch screen: F2 (said in the title, Edit's row checked), a finger on
# the upper of the two sources' handles (160, 90) drawn to (100, 60) moves their column to x 100
# and spreads them 120 apart; the handle shows there; File > Save lesson... downloads them so.
mkdir "$T/edit-downloads"
cdp "$page?scenario=two-sources&scale=1" 'wait:/ fps /.test(document.title)' "downloads:$T/edit-downloads" \
	'key:F2' 'wait:/editing the lesson/.test(document.title)' \
	'swipe:160,90,140,80,120,70,100,60' 'wait:/sources 120 apart/.test(document.title)' \
	"png:$T/edit-page.png" "press:$(menu Edit)" "wait:$(checked 'Edit the lesson: drag its handles')" "press:$(menu Edit)" \
	"press:$(menu File)" "press:$(item 'Save lesson...')" "saved:$T/edit-downloads" >"$T/page" 2>&1
st=$?
edited=$(grep -x '.*\.lesson' "$T/page" | head -1)
check "page: F2, a finger drags a source's handle, File > Save lesson... gives the sources moved ($(grep -v '^#' "$T/edit-downloads/$edited" 2>/dev/null | tr '\n' ';'))" \
	sh -c "test $st = 0 && grep -qx 'sources 100 120 2' '$T/edit-downloads/$edited'"
px=$(convert "$T/edit-page.png" -format '%[pixel:p{100,60}] %[pixel:p{97,60}]' info: 2>/dev/null)
check "page: ...its handle drawn where the finger left it, white framed in black ($px)" \
	test "$px" = "srgba(255,255,255,1) srgba(0,0,0,1)"

# The edit mode with the mouse on shallow water: the refraction lesson's lower corner (212, 240, at the
# canvas's last row) dragged to x 180, then (the same browser) the lens's radius across (its end at
# 158, 120) dragged 20 pixels wider; Ctrl+P downloads each as edited, the heights view shows the
# wider lens green where the water was deep.
mkdir "$T/shallow-downloads"
edit_mode=('key:Space' 'wait:/paused/.test(document.title)' 'key:F2' 'wait:/editing the lesson/.test(document.title)')
cdp "$page?scenario=refraction&scale=1" 'wait:/ fps /.test(document.title)' "downloads:$T/shallow-downloads" \
	"${edit_mode[@]}" 'drag:212,239,180,239' 'key:ctrl+p' "saved:$T/shallow-downloads" \
	"open:$page?scenario=lens&scale=1" 'wait:/ fps /.test(document.title)' "${edit_mode[@]}" "png:$T/lens-before.png" \
	'drag:158,120,178,120' "png:$T/lens-after.png" 'key:ctrl+p' "saved:$T/shallow-downloads" >"$T/page" 2>&1
st=$?
check "page: F2, the refraction lesson's shallow corner dragged, Ctrl+P gives it moved ($(grep -h '^shallow' "$T/shallow-downloads/refraction.lesson" 2>/dev/null))" \
	sh -c "test $st = 0 && grep -qx 'shallow 0.5 108 0 320 0 320 240 180 240' '$T/shallow-downloads/refraction.lesson'"
check "page: ...the lens's radius end dragged, Ctrl+P gives it wider ($(grep -h '^shallow' "$T/shallow-downloads/lens.lesson" 2>/dev/null))" \
	grep -qx 'shallow-ellipse 0.5 128 120 50 90' "$T/shallow-downloads/lens.lesson"
was=$(pixel "$T/lens-before.png" 168,120) now=$(pixel "$T/lens-after.png" 168,120) lens=$(pixel "$T/lens-after.png" 128,100)
check "page: ...the heights view shows it: at (168, 120) deep water ($was), then the lens's shallow water ($now, inside it $lens)" \
	sh -c "test '$was' != '$now' && test '$now' = '$lens'"

# A recorded GIF: the recorder encodes each frame as it is shown (no threads), into the bytes the
# native program's worker writes: under node, and in the page, where ?record= downloads the GIF when
# the water stops and Ctrl+R or File > Record to a GIF... start and stop a recording and download it.
for c in "--frames 90 $drops" "--frames 40 --size 1280x720 --scenario double-slit"; do
	rm -f "$T"/n.gif "$T"/w.gif
	# shellcheck disable=SC2086 # each case is words
	./ripple --headless $c --record "$T/n.gif" >/dev/null 2>&1
	# shellcheck disable=SC2086
	"${node[@]}" --headless $c --record "$T/w.gif" >"$T/wout" 2>&1
	check "node --headless $c --record: the GIF identical to ./ripple's ($(head -1 "$T/wout"))" \
		sh -c "test -s $T/n.gif && cmp -s $T/n.gif $T/w.gif"
done
mkdir "$T/gifs"
./ripple --headless --drop 160,120 --frames 100 --record "$T/lesson.gif" >/dev/null
for _ in 1 2 3; do # again when a stall of the shared host cost frames (as above)
	rm -f "$T"/gifs/*
	cdp "$page?drop=160,120&frames=100&scale=1&record=lesson.gif" "downloads:$T/gifs" "saved:$T/gifs" "$done_frames" \
		"eval:$out" >"$T/page" 2>&1
	at_25_fps "$T/page" && break
done
check "page ?record=lesson.gif&frames=100: the download lesson.gif is ./ripple --record's GIF, byte for byte" \
	sh -c "grep -qx lesson.gif $T/page && cmp -s $T/lesson.gif $T/gifs/lesson.gif"
check "page ?record=...: 100 frames recorded at 25 fps ($(grep fps "$T/page" | head -1))" at_25_fps "$T/page"
rm -f "$T"/gifs/*
cdp "$page?scale=1" 'wait:/ fps /.test(document.title)' "downloads:$T/gifs" 'key:ctrl+r' 'wait:/recording/.test(document.title)' \
	'eval:new Promise((r) => setTimeout(r, 2000))' 'wait:/ 2[0-9]\.[0-9] fps .* - recording /.test(document.title)' \
	'eval:document.title' 'key:ctrl+r' "saved:$T/gifs" 'wait:/ - recorded /.test(document.title)' \
	'eval:document.title.replace(/.* - recorded /, "note: recorded ")' \
	"press:$(menu File)" "press:$(item 'Record to a GIF...')" 'wait:/recording/.test(document.title)' \
	'eval:new Promise((r) => setTimeout(r, 1000))' "press:$(menu File)" "wait:$(checked 'Record to a GIF...')" \
	"press:$(item 'Record to a GIF...')" "saved:$T/gifs" "eval:$out" >"$T/page" 2>&1
st=$?
mapfile -t saved < <(grep -x 'ripple-[0-9]\{6\}\.gif' "$T/page")
fps=$(sed -n 's/^Ripple - \([0-9.]*\) fps .* - recording .*/\1/p' "$T/page" | head -1)
check "page: Ctrl+R and File > Record to a GIF... each start and stop a recording, a download ripple-NNNNNN.gif each (${saved[*]})" \
	test $st = 0 -a ${#saved[@]} = 2
check "page: recording, the title says about 25 fps (${fps:-none})" awk -v f="${fps:-0}" 'BEGIN { exit !(f >= 24 && f <= 26) }'
frames=$(identify "$T/gifs/${saved[0]:-none}" 2>/dev/null | wc -l)
check "page: Ctrl+R's 2 s or more: a 320x240 GIF of 30 frames or more ($frames)" \
	sh -c "identify -format '%W %H\n' $T/gifs/${saved[0]:-none} | head -1 | grep -qx '320 240' && test $frames -ge 30"
check "page: the recordings said below the canvas" \
	sh -c "grep -q 'recorded [0-9]* frames to ${saved[0]:-none}' $T/page && grep -q 'as the download ${saved[1]:-none}' $T/page"
check "page: ...and on the canvas, the GIF named alone ($(grep '^note: ' "$T/page"))" \
	sh -c "grep '^note: ' $T/page | grep -q ' ${saved[0]:-none}' && ! grep '^note: ' $T/page | grep -q /"
cdp "$page?record-frames=frames" "wait:$out" "eval:$out" >"$T/page" 2>&1
check "page ?record-frames=...: refused, record= named instead" grep -q "record=NAME.gif records a GIF" "$T/page"
cdp "$page?record=gifs/lesson.gif" "wait:$out" "eval:$out" >"$T/page" 2>&1
check "page ?record=gifs/lesson.gif: refused, a name without folders asked for" grep -q "record= takes a name without folders" "$T/page"

# The profile's line on the page (play.c's, as the desktop programs'): drawn by ?graph=, moved by a
# drag from by its end, the paused water untouched but for the line's row.
redrawn="eval:new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))"
cdp "$page?scale=1&scenario=double-slit&graph=30,120,150,120" 'wait:/ fps /.test(document.title)' \
	"eval:new Promise((r) => setTimeout(r, 2000))" 'key:Space' 'wait:/paused/.test(document.title)' "$redrawn" \
	"png:$T/g-line.png" 'drag:152,120,200,120,252,120' "$redrawn" "png:$T/g-moved.png" >"$T/page" 2>&1
before=$(colour_count "$T/g-line.png" 70x1+175+120 'srgb(255,200,0)')
after=$(colour_count "$T/g-moved.png" 70x1+175+120 'srgb(255,200,0)')
check "page: a drag from by the profile's line's end moves the end to x 250 (line pixels at x 175..244: $before, then $after), the paused water as it was but for row 120" \
	sh -c "test '$before' = 0 && test '$after' -ge 60 &&
	       compare -metric AE '$T/g-line.png[320x119+0+0]' '$T/g-moved.png[320x119+0+0]' null: 2>/dev/null &&
	       compare -metric AE '$T/g-line.png[320x119+0+121]' '$T/g-moved.png[320x119+0+121]' null: 2>/dev/null"

# Touch: a finger's tap is one stone where it lands and a finger's drag a trail, as the mouse's
# (SDL's mouse events made from the fingers; the browser's own from a tap are prevented), on the
# paused pool stepped one frame (N): the same pixels as a click's and a mouse drag's, also on a
# canvas the page shows at another size (CSS 480x360).
shown="wait:$(changed 3)" # from the still pool: the paused water shows the stone of a tap or a click
trailed="wait:$(changed 240)" # ...the whole trail of a drag (a finger's moves come in after cdp.py's call)
step="wait:$(changed 5)" # after "$snap": N has drawn the next frame
clear="wait:(snap = still, !$(changed -1))" # C, N: the still pool again
painted="eval:new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))" # the page laid out and shown anew
cdp "$page?scale=1" 'wait:/ fps /.test(document.title)' 'key:Space' 'wait:/paused/.test(document.title)' \
	"eval:(window.snap = window.still = $canvas.getContext('2d').getImageData(0, 0, 320, 240).data, 1)" \
	"eval:(window.presses = 0, $canvas.addEventListener('mousedown', () => presses++), 1)" \
	'click:200,80' "$shown" "$snap" 'key:n' "$step" "png:$T/t-click.png" 'key:c' 'key:n' "$clear" \
	'tap:200,80' "$shown" "$snap" 'key:n' "$step" "png:$T/t-tap.png" 'key:c' 'key:n' "$clear" \
	"drag:$trail" "$trailed" "$snap" 'key:n' "$step" "png:$T/t-drag.png" 'key:c' 'key:n' "$clear" \
	"swipe:$trail" "$trailed" "$snap" 'key:n' "$step" "png:$T/t-swipe.png" 'key:c' 'key:n' "$clear" \
	"eval:($canvas.style.width = '480px', $canvas.style.height = '360px')" "$painted" 'tap:200,80' "$shown" "$snap" \
	'key:n' "$step" "png:$T/t-css.png" "eval:'the browser pressed its mouse ' + presses + ' times'" >"$T/page" 2>&1
st=$?
check "page: a click, a tap, a drag, a swipe, each on the paused pool stepped one frame ($(tail -1 "$T/page"))" test $st = 0
box=$(changed_box "$T/still.png" "$T/t-tap.png" 2>/dev/null)
check "page: a tap at (200, 80) rings there ($box)" centred_on "$box" 200 80
check "page: a tap leaves the click's pixels exactly" same_pixels "$T/t-tap.png" "$T/t-click.png"
check "page: a tap is one stone, no mouse press of the browser's with it: those of the click and the drag alone ($(tail -1 "$T/page"))" \
	grep -qx 'the browser pressed its mouse 2 times' "$T/page"
box=$(changed_box "$T/still.png" "$T/t-swipe.png" 2>/dev/null)
check "page: a swipe from (40, 200) to (280, 200) leaves a trail along it ($box)" \
	awk -v b="$box" 'BEGIN { split(b, v, /[x+]/); exit !(v[1] > 200 && v[4] + v[2] / 2 > 190 && v[4] + v[2] / 2 < 210) }'
check "page: ...the mouse drag's trail exactly" same_pixels "$T/t-swipe.png" "$T/t-drag.png"
check "page: a tap on the canvas shown at 480x360 lands on the same pixel" same_pixels "$T/t-css.png" "$T/t-click.png"
# Fingers at once (an interactive whiteboard with two pupils at it): each finger is a left button of
# its own (webmain.c passes SDL's finger events, sdlinput_finger): two fingers put down together are
# two stones, the pixels of two clicks; two dragged together two trails, the pixels of two mouse
# drags; a finger drags on after another lifts (a tap beside a drag: a click's and a drag's
# pixels), and one put down after all lifted drops its stone (the first test's tap again). No mouse
# press of the browser's with any of them. At 1366x768 without a zoom (the canvas 640x480, zoom 2)
# two fingers dragged together leave the two mouse drags' pixels too.
top=$(seq -s, 40 20 280 | sed 's/\([0-9]*\)/\1,60/g')
bottom=$(seq -s, 40 20 280 | sed 's/\([0-9]*\)/\1,180/g')
both="wait:$(changed 100)" # from the still pool: both stones shown (the snapshot after the second)
still="eval:(window.snap = window.still = $canvas.getContext('2d').getImageData(0, 0, $canvas.width, $canvas.height).data, 1)"
cdp "$page?scale=1" 'wait:/ fps /.test(document.title)' 'key:Space' 'wait:/paused/.test(document.title)' "$still" \
	"eval:(window.presses = 0, $canvas.addEventListener('mousedown', () => presses++), 1)" \
	'click:100,80' 'click:220,160' "$both" "$snap" 'key:n' "$step" "png:$T/f-clicks.png" 'key:c' 'key:n' "$clear" \
	'fingers:100,80;220,160' "$both" "$snap" 'key:n' "$step" "png:$T/f-taps.png" 'key:c' 'key:n' "$clear" \
	"drag:$top" "drag:$bottom" "$trailed" "$snap" 'key:n' "$step" "png:$T/f-drags.png" 'key:c' 'key:n' "$clear" \
	"fingers:$top;$bottom" "$trailed" "$snap" 'key:n' "$step" "png:$T/f-trails.png" 'key:c' 'key:n' "$clear" \
	'click:60,100' "drag:$bottom" "$trailed" "$snap" 'key:n' "$step" "png:$T/f-click-drag.png" 'key:c' 'key:n' "$clear" \
	"fingers:60,100;$bottom" "$trailed" "$snap" 'key:n' "$step" "png:$T/f-lifted.png" 'key:c' 'key:n' "$clear" \
	'tap:200,80' "$shown" "$snap" 'key:n' "$step" "png:$T/f-tap.png" \
	"eval:'the browser pressed its mouse ' + presses + ' times'" >"$T/page" 2>&1
st=$?
check "page: two clicks, two fingers, two drags, two fingers dragged, a click and a drag, a tap and a finger dragged on ($(tail -1 "$T/page"))" \
	test $st = 0
two_stones() { pixels_differ "$T/f-clicks.png" "$T/still.png" && same_pixels "$T/f-taps.png" "$T/f-clicks.png"; }
check "page: two fingers put down together are two stones, two clicks' pixels" two_stones
box=$(changed_box "$T/still.png" "$T/f-taps.png" 2>/dev/null)
check "page: ...from the first finger's at (100, 80) to the second's at (220, 160) ($box)" \
	awk -v b="$box" 'BEGIN { split(b, v, /[x+]/); exit !(v[3] + v[1] / 2 > 150 && v[3] + v[1] / 2 < 170 && v[1] > 120 && v[1] < 200 && v[2] > 80) }'
check "page: two fingers dragged together leave two trails, two mouse drags' pixels" same_pixels "$T/f-trails.png" "$T/f-drags.png"
box=$(changed_box "$T/still.png" "$T/f-trails.png" 2>/dev/null)
check "page: ...one along y 60, one along y 180 ($box)" \
	awk -v b="$box" 'BEGIN { split(b, v, /[x+]/); exit !(v[1] > 200 && v[4] < 60 && v[4] + v[2] > 180) }'
check "page: a finger tapped beside one dragged, lifted first: the other's trail goes on, a click's and a drag's pixels" \
	same_pixels "$T/f-lifted.png" "$T/f-click-drag.png"
check "page: a finger after all lifted drops its stone, the first tap's pixels" same_pixels "$T/f-tap.png" "$T/t-tap.png"
check "page: no mouse press of the browser's with the fingers: those of the 2 clicks, 2 drags, the click and the drag alone ($(tail -1 "$T/page"))" \
	grep -qx 'the browser pressed its mouse 6 times' "$T/page"
# ...at 1366x768, the canvas at zoom 2 (the paths in its pixels, the pool's doubled), the page as
# a whiteboard shows it kept in f-whiteboard.png.
top2=$(seq -s, 80 40 560 | sed 's/\([0-9]*\)/\1,120/g')
bottom2=$(seq -s, 80 40 560 | sed 's/\([0-9]*\)/\1,360/g')
cdp "$page" 'size:1366,768' "open:$page" 'wait:/ fps /.test(document.title)' "wait:$canvas.width == 640" 'key:Space' \
	'wait:/paused/.test(document.title)' "$still" "drag:$top2" "drag:$bottom2" "wait:$(changed 400)" "$snap" 'key:n' \
	"$step" "png:$T/z-drags.png" 'key:c' 'key:n' "$clear" "fingers:$top2;$bottom2" "wait:$(changed 400)" "$snap" \
	'key:n' "$step" "png:$T/z-trails.png" "shot:$T/f-whiteboard.png" >"$T/page" 2>&1
st=$?
check "page at 1366x768: two mouse drags, then two fingers dragged together, on the canvas at zoom 2" test $st = 0
check "page at 1366x768: two fingers dragged together leave two mouse drags' pixels" same_pixels "$T/z-trails.png" "$T/z-drags.png"

# The page's words for the pointer (a touch screen's too): F1's help and the profile's strip say
# "click or tap", not "the left button" (the program's strings, read in the site's plain wasm), which
# ./ripple keeps.
check "page: F1's help and the profile's strip say click or tap, never the left button; ./ripple's the left button" \
	sh -c "grep -q 'Click or tap: a stone' build/web/site/ripple.wasm && grep -q 'click or tap and drag across the pool' build/web/site/ripple.wasm &&
		! grep -q 'left button' build/web/site/ripple.wasm && grep -aq 'the left button drops a stone' ripple"

# The menus on a touch screen: a tap on a menu's name opens it, a tap on another's while it is open
# opens that one (the browser's pointing before a tap's click is not the mouse's), a tap on an item
# runs it and closes the menu, a tap on the water (right of the View menu's items) closes it, a tap on the open menu's name too.
open_menu='(document.querySelector("#menus .open") || { dataset: { name: "none" } }).dataset.name'
cdp "$page?scale=1" 'wait:/ fps /.test(document.title)' "touch:$(menu View)" "eval:$open_menu" "touch:$(menu Water)" \
	"eval:$open_menu" "touch:$(item Pause)" 'wait:/paused/.test(document.title)' "eval:$open_menu" \
	"touch:$(menu View)" "eval:$open_menu" 'tap:315,200' "eval:$open_menu" "touch:$(menu Stone)" \
	"touch:$(menu Stone)" "eval:$open_menu" >"$T/page" 2>&1
st=$?
check "page: tapped, View opens, then Water in its place, Pause pauses and closes it; View, a tap on the water closes it; Stone tapped twice closes ($(tr '\n' ' ' <"$T/page"))" \
	sh -c "test $st = 0 && printf '&View\n&Water\nnone\n&View\nnone\nnone\n' | cmp -s - $T/page"
# The OpenGL displays through WebGL 2 (Chromium's SwiftShader here), against ./ripple's under Xvfb
# (Mesa's llvmpipe, --save-window): what the page shows (a screenshot, cut to the canvas) after
# the frames. The flat view and GPU refraction draw texel for pixel: equal. The 3D surface is
# rasterized by another renderer: close (at most 1% of pixels more than 3% apart), drawn (not the
# software frame, sky around the pool). Ctrl+G from the software view and back, Z Z to the 3D
# view; without WebGL 2 the software view stays, said below the canvas.
start_xvfb
gl_rect='eval:(() => { const r = document.getElementById("gl").getBoundingClientRect(); return r.width + "x" + r.height + "+" + r.left + "+" + r.top; })()'
gl_shown='getComputedStyle(document.getElementById("gl")).visibility == "visible"'
gl_page() { # gl_page NAME QUERY: the page's canvas after the frames, as the browser shows it, into $T/NAME.png
	cdp "$page?$2" "$done_frames" "wait:$gl_shown" "shot:$T/$1-page.png" "$gl_rect" >"$T/page" 2>&1 &&
		convert "$T/$1-page.png" -crop "$(tail -1 "$T/page")" +repage "$T/$1.png"
}
# shellcheck disable=SC2054 # the commas are the drops' coordinates
gl_drops=(--scale 1 --frames 40 --drop 160,120 --drop 60,60,8@10 --drop 300,20@20)
gl_drops_q="fps=max&scale=1&frames=40&drop=160,120&drop=60,60,8@10&drop=300,20@20"
./ripple --gl "${gl_drops[@]}" --save-window "$T/glflat.bmp" >/dev/null 2>&1
gl_page glflat-page "gl&$gl_drops_q"
check "page ?gl: WebGL 2's flat view shows ./ripple --gl's window, pixel for pixel" same_pixels "$T/glflat-page.png" "$T/glflat.bmp"
./ripple --gl-view refraction --scale 1 --frames 30 --drop 160,120 --drop 120,100,5@10 --save-window "$T/glrefr.bmp" >/dev/null 2>&1
gl_page glrefr-page "gl-view=refraction&fps=max&scale=1&frames=30&drop=160,120&drop=120,100,5@10"
check "page ?gl-view=refraction: the article's render in GLSL ES, ./ripple's GPU refraction pixel for pixel" \
	same_pixels "$T/glrefr-page.png" "$T/glrefr.bmp"
./ripple --mesh 4 --gl-view refraction "${gl_drops[@]}" --save-window "$T/glmesh.bmp" >/dev/null 2>&1
gl_page glmesh-page "mesh=4&gl-view=refraction&$gl_drops_q"
check "page ?mesh=4&gl-view=refraction: the heights filtered by WebGL as by Mesa, pixel for pixel" \
	same_pixels "$T/glmesh-page.png" "$T/glmesh.bmp"
./ripple --scenario lens --mesh 4 --gl-view refraction --scale 1 --frames 3 --save-window "$T/gllens.bmp" >/dev/null 2>&1
gl_page gllens-page "scenario=lens&mesh=4&gl-view=refraction&fps=max&scale=1&frames=3"
check "page ?scenario=lens&mesh=4&gl-view=refraction: the lens's walls and shallow water marked by WebGL as by Mesa, pixel for pixel (above the note at the foot)" \
	same_pixels "$T/gllens-page.png[320x228+0+0]" "$T/gllens.bmp[320x228+0+0]"
./ripple --gl-view surface "${gl_drops[@]}" --save-window "$T/gl3d.bmp" >/dev/null 2>&1
./ripple "${gl_drops[@]}" --save-window "$T/glsoft.bmp" >/dev/null 2>&1
gl_page gl3d-page "gl-view=surface&$gl_drops_q"
far=$(compare -metric AE -fuzz 3% "$T/gl3d-page.png" "$T/gl3d.bmp" null: 2>&1)
check "page ?gl-view=surface: ./ripple's 3D view drawn by another rasterizer: $far of 76800 pixels more than 3% apart (at most 768)" \
	test "${far:-x}" -le 768 2>/dev/null
check "page ?gl-view=surface: not the software frame" pixels_differ "$T/gl3d-page.png" "$T/glsoft.bmp"
sky=$(convert "$T/gl3d-page.png" -fill black +opaque 'srgb(13,18,31)' -fill white -opaque 'srgb(13,18,31)' -format '%[fx:round(100 * mean)]' info:)
check "page ?gl-view=surface: the pool in perspective, sky around it ($sky% sky)" test "$sky" -ge 10 -a "$sky" -le 70
mkdir "$T/gldownloads"
pause='wait:new Promise((done) => setTimeout(() => done(true), 500))'
cdp "$page?scale=1" 'wait:/ fps /.test(document.title)' 'key:Space' 'key:ctrl+g' "wait:$gl_shown" "$gl_rect" \
	'eval:document.title' 'key:z' 'key:z' 'wait:/OpenGL 3D surface/.test(document.title)' 'key:F11' \
	'wait:document.fullscreenElement && document.fullscreenElement.contains(document.getElementById("gl"))' 'key:Escape' \
	'wait:!document.fullscreenElement' "$pause" "shot:$T/glstill.png" 'click:160,150' "$pause" "shot:$T/glclick.png" \
	"downloads:$T/gldownloads" 'key:ctrl+s' "saved:$T/gldownloads" 'key:ctrl+g' \
	"wait:!($gl_shown) && !/OpenGL/.test(document.title)" "png:$T/livesoft.png" >"$T/page" 2>&1
st=$?
check "page: Ctrl+G shows OpenGL over the canvas ($(sed -n 2p "$T/page" | grep -o 'OpenGL[^,]*')), Z Z the 3D view, F11 full screen with it and Esc back, a click, Ctrl+S, Ctrl+G again the software view" test $st = 0
for f in glstill glclick; do convert "$T/$f.png" -crop "$(sed -n 1p "$T/page")" +repage "$T/$f.png" 2>/dev/null; done
box=$(changed_box "$T/glstill.png" "$T/glclick.png" 2>/dev/null)
check "page: a click on the 3D water rings there ($box, around 160,150)" \
	awk -v b="$box" 'BEGIN { split(b, v, /[x+]/); exit !(v[1] > 4 && v[1] < 80 && (v[3] + v[1] / 2 - 160)^2 + (v[4] + v[2] / 2 - 150)^2 < 100) }'
check "page: Ctrl+S in the 3D view downloads what WebGL shows, pixel for pixel ($(sed -n 3p "$T/page"))" \
	same_pixels "$T/gldownloads/$(sed -n 3p "$T/page")" "$T/glclick.png"
check "page: ...the 3D view was not the still pool; the software view back shows the pool and the stone, not the 3D view" \
	sh -c "compare -metric AE $T/glstill.png bmp/pool.bmp null: 2>/dev/null; test \$? = 1 &&
		compare -metric AE $T/livesoft.png bmp/pool.bmp null: 2>/dev/null; test \$? = 1 &&
		compare -metric AE $T/livesoft.png $T/glclick.png null: 2>/dev/null; test \$? = 1"
CHROMIUM_FLAGS=--disable-webgl2 cdp "$page?gl&$gl_drops_q" "$done_frames" "png:$T/nowebgl.png" "eval:$out" \
	"eval:$gl_shown" >"$T/page" 2>&1
check "page ?gl without WebGL 2: said below the canvas, the software view stays" \
	sh -c "grep -q 'no WebGL 2' $T/page && grep -q 'the software view stays' $T/page && grep -qx False $T/page"
# at_foot A B: picture A is B but for lines at its foot (the message over the water), below its top third.
at_foot() {
	local box h
	box=$(changed_box "$1" "$2" 2>/dev/null)
	h=$(identify -format %h "$1")
	awk -v b="$box" -v h="$h" 'BEGIN { split(b, v, /[x+]/); exit !(v[4] + v[2] == h && v[4] > h / 3) }'
}
check "page ?gl without WebGL 2: ...and shows ./ripple's software window, the message at its foot" \
	at_foot "$T/nowebgl.png" "$T/glsoft.bmp"
# The pool at the page's own size: Ctrl+F11 makes the pool the room the page leaves for the canvas
# (Module.room), at zoom 1, and it follows the browser's window resized; Ctrl+F11 again gives the
# pool its own size back. size: JavaScript for the canvas's size, pool: the pool's that the title
# says when it is not the picture's own.
size="$canvas.width + 'x' + $canvas.height"
pool="(document.title.match(/ pool ([0-9x]+)/) || [0, 'its own'])[1]"
cdp "$page?scale=1" 'wait:/ fps /.test(document.title)' 'eval:Module.room().join("x")' 'key:ctrl+F11' \
	"wait:$size == Module.room().join('x')" "eval:$size + ' ' + $pool" 'size:800,500' 'eval:Module.room().join("x")' \
	"wait:$size == Module.room().join('x')" "eval:$size + ' ' + $pool" 'key:ctrl+F11' "wait:$size == '320x240'" \
	"eval:$size + ' ' + $pool" >"$T/page" 2>&1
st=$?
mapfile -t at < "$T/page"
check "page: Ctrl+F11 makes the pool the page's room, ${at[0]:-?}: ${at[1]:-?}" \
	test $st = 0 -a "${at[1]:-}" = "${at[0]} ${at[0]}"
check "page: the browser's window resized to 800x500, the pool follows its room, ${at[2]:-?}: ${at[3]:-?}" \
	test "${at[3]:-}" = "${at[2]} ${at[2]}" -a "${at[2]:-}" != "${at[0]}"
check "page: Ctrl+F11 again: the pool's own size, 320x240 (${at[4]:-?})" test "${at[4]:-}" = "320x240 its own"

# A link to the lesson as it is set now: File > Copy a link to the lesson (Ctrl+K) puts the page's
# address with the options of the settings changed by the menus and keys on the clipboard and says it
# below the canvas; opened, the link shows the frame ./ripple shows with those settings, read from
# the first page's title.
cdp "$page?scale=1" 'wait:/ fps /.test(document.title)' "press:$(menu Physics)" "press:$(submenu Lessons)" "press:$(item 'Lesson: a double slit')" \
	"press:$(menu View)" "press:$(item Light)" "press:$(menu Physics)" "press:$(submenu 'Lesson knobs')" "press:$(item 'Slits (sources) farther apart')" \
	'key:l' 'key:ctrl+i' "press:$(menu Water)" "press:$(item 'Speed: double')" "press:$(menu File)" \
	"press:$(item 'Copy a link to the lesson')" "wait:/copied a link/.test($out)" 'clipboard:' 'eval:document.title' \
	"eval:$out" >"$T/page" 2>&1
link=$(sed -n 1p "$T/page")
title=$(sed -n 2p "$T/page")
period=$(echo "$title" | sed -n 's/.*waves of \([0-9]*\) frames.*/\1/p')
slits=$(echo "$title" | sed -n 's/.*slits \([0-9]*\) wide \([0-9]*\) apart.*/\1,\2/p')
check "page: File > Copy a link to the lesson copies this page's address with the lesson's options ($link)" \
	test "${link%%\?*}" = "$page" -a -n "$period" -a -n "$slits"
check "page: the link copied is said below the canvas" grep -qF "copied a link to the lesson: $link" "$T/page"
./ripple --headless --scenario double-slit --view light --slits "$slits" --period "$period" --speed 2 --intensity \
	--frames 60 --save-frame "$T/link.bmp" >/dev/null
cdp "$link&frames=60" "$done_frames" "png:$T/link.png" >/dev/null 2>&1
check "page: the link opened shows ./ripple's frame 60 of the lesson (slits $slits, period $period, double speed, light, intensity)" \
	same_pixels "$T/link.png" "$T/link.bmp"

# The refraction lesson's knobs in the page: Physics > Lesson knobs > Angle of incidence larger turns the shallow
# water's edge (23 to 25 degrees at 320x240), \ \ / turn it to 35 and back to 30, Ctrl+] makes the
# shallow water faster (S 0.55), each said in the title; Ctrl+K's link carries both, and opened shows
# ./ripple's frame of --angle 30 --shallow 0.55.
cdp "$page?scale=1&scenario=refraction" 'wait:/ fps /.test(document.title)' "press:$(menu Physics)" \
	"press:$(submenu 'Lesson knobs')" "press:$(item 'Angle of incidence larger')" 'wait:/, refraction, waves of 12 frames, at 25 degrees/.test(document.title)' \
	'key:\' 'key:\' 'key:/' 'key:ctrl+]' 'wait:/, at 30 degrees, S 0.55/.test(document.title)' \
	'key:ctrl+k' "wait:/copied a link/.test($out)" 'clipboard:' >"$T/page" 2>&1
link=$(sed -n 1p "$T/page")
check "page: the refraction's edge turned by the menu and / \\, its water made faster by Ctrl+]; Ctrl+K's link carries them ($link)" \
	sh -c "echo '$link' | grep -q 'scenario=refraction' && echo '$link' | grep -q 'angle=30' && echo '$link' | grep -q 'shallow=0.55'"
./ripple --headless --scenario refraction --angle 30 --shallow 0.55 --frames 60 --save-frame "$T/knobs.bmp" >/dev/null
cdp "$link&frames=60" "$done_frames" "png:$T/knobs.png" >/dev/null 2>&1
check "page: that link opened shows ./ripple's frame 60 of the refraction at 30 degrees, S 0.55" \
	same_pixels "$T/knobs.png" "$T/knobs.bmp"

# A lesson of one's own in the link: a .lesson file opened in the page (Ctrl+E, the browser's
# chooser) and Ctrl+K give an address that carries the lesson's text itself (lesson=, its lines
# joined by ;); opened in a new page, it shows ./ripple --lesson's frame of that file.
printf '%s\n' '# harbour-mouth: waves from the left through a wide gap, bending round a rock.' 'pool 320 240' \
	'period 10' 'view heights' 'line-source left' 'barrier 120 slit 30' 'rock 220 80 12' 'screen 300' \
	>"$T/lessons/harbour-mouth.lesson"
cdp "$page?scale=1" 'wait:/ fps /.test(document.title)' "choose:$T/lessons/harbour-mouth.lesson" 'key:ctrl+e' \
	'wait:/, harbour-mouth, waves of 10 frames/.test(document.title)' 'key:ctrl+k' "wait:/copied a link/.test($out)" \
	'clipboard:' >"$T/page" 2>&1
link=$(sed -n 1p "$T/page")
check "page: Ctrl+K after a lesson file opened: the link carries the lesson's text ($link)" \
	sh -c "echo '$link' | grep -q 'lesson=%23harbour-mouth;pool+320+240;period+10;view+heights;line-source+left;barrier+120+slit+30;rock+220+80+12;screen+300'"
./ripple --headless --lesson "$T/lessons/harbour-mouth.lesson" --frames 60 --save-frame "$T/file-lesson.bmp" >/dev/null
cdp "$link&frames=60" "$done_frames" "png:$T/file-lesson.png" 'eval:document.title' >"$T/page" 2>&1
check "page: that link opened in a new page lays the lesson out ($(sed 's/.*heights, //' "$T/page" | head -1))" \
	grep -q ', harbour-mouth, waves of 10 frames' "$T/page"
check "page: ...and shows ./ripple --lesson's frame 60 of the file" same_pixels "$T/file-lesson.png" "$T/file-lesson.bmp"

# The same page in separate files for a web server (build/web/site/), served over http on the
# loopback: ./ripple's frame 40, as the single file shows it.
# serve [isolated]: build/web/site served over http on the loopback (with the two headers of
# cross-origin isolation when asked), in the background: $http its process, $port its port.
serve() {
	python3 -u -c 'import functools, http.server, sys
class Site(http.server.SimpleHTTPRequestHandler):
    def end_headers(self):
        if sys.argv[1] == "isolated":
            self.send_header("Cross-Origin-Opener-Policy", "same-origin")
            self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
        super().end_headers()
server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Site, directory="build/web/site"))
print("port", server.server_address[1], flush=True)
server.serve_forever()' "${1:-plain}" >"$T/http" 2>&1 &
	http=$!
	for _ in $(seq 50); do
		port=$(sed -n 's/^port \([0-9]*\)$/\1/p' "$T/http")
		[ -n "$port" ] && break
		sleep 0.1
	done
}
serve
cdp "http://127.0.0.1:${port:-0}/ripple.html?drop=160,120&frames=40&scale=1" "$done_frames" "png:$T/site.png" \
	"eval:performance.getEntriesByType('resource').map(r => r.name.replace(/.*\//, '')).sort().join(' ')" >"$T/page" 2>&1
kill "$http"
check "site: build/web/site/ripple.html over http: ./ripple's frame 40 ($(tail -1 "$T/page"))" \
	same_pixels "$T/site.png" "$T/drop.bmp"
check "site: the page fetched its ripple.js and ripple.wasm from the server, not the threaded program" \
	sh -c "grep -q 'ripple.js ripple.wasm' $T/page && ! grep -q 'ripple-threads' $T/page"

# The site served cross-origin isolated (the two headers): the page runs ripple-threads.js, its
# water on both cores (--bench's rows on 2 threads), and shows ./ripple's frame 40 all the same.
serve isolated
site="http://127.0.0.1:${port:-0}/ripple.html"
mkdir -p "$T/gifs-threads"
cdp "$site?drop=160,120&frames=40&scale=1" "$done_frames" "png:$T/site-threads.png" "eval:'isolated ' + self.crossOriginIsolated" \
	"eval:[...new Set(performance.getEntriesByType('resource').map(r => r.name.replace(/.*\//, '')))].sort().join(' ')" \
	"open:$site?bench&quick" "wait:/K6-200's/.test($out)" "eval:$out" "downloads:$T/gifs-threads" \
	"open:$site?drop=160,120&frames=100&scale=1&record=lesson.gif" "saved:$T/gifs-threads" >"$T/page" 2>&1
kill "$http"
check "site isolated: crossOriginIsolated, the page ran ripple-threads.js and its Workers ($(grep -m1 'ripple-threads.js' "$T/page"))" \
	sh -c "grep -qx 'isolated true' $T/page && grep -q 'ripple-threads.js ripple-threads.wasm ripple-threads.worker.js$' $T/page && ! grep -q 'ripple.js' $T/page"
check "site isolated: the threaded program shows ./ripple's frame 40" same_pixels "$T/site-threads.png" "$T/drop.bmp"
check "site isolated: ?record=lesson.gif, recorded on the encoder's own thread, downloads ./ripple --record's GIF, byte for byte" \
	cmp -s "$T/lesson.gif" "$T/gifs-threads/lesson.gif"
check "site isolated: ?bench times simd128 on every core ($(grep -Eo 'simd128, [0-9]+ threads +[0-9.]+' "$T/page" | head -1 | tr -s ' ') us a frame)" \
	grep -Eq '^  simd128, ([2-9]|1[0-6]) threads +[0-9.]+ ' "$T/page"

# A photo in JPEG: the program for node and the page decode it with the same libjpeg-turbo as
# ./ripple, to the pixel (stb_image's decoder gave a few thousand pixels otherwise).
convert -size 320x240 -seed 3 plasma:fractal -quality 85 "$T/photo.jpg"
./ripple --headless --image "$T/photo.jpg" --frames 1 --save-frame "$T/photo.bmp" >/dev/null
"${node[@]}" --headless --image "$T/photo.jpg" --frames 1 --save-frame "$T/photo-node.bmp" >/dev/null 2>&1
check "node --image photo.jpg: ./ripple's frame, byte for byte" cmp -s "$T/photo.bmp" "$T/photo-node.bmp"
cdp "$page?scale=1" 'wait:/ fps /.test(document.title)' "$snap" "choose:$T/photo.jpg" 'key:ctrl+o' "wait:$(changed 10)" \
	"png:$T/photo-page.png" >/dev/null 2>&1
check "page: a JPEG photo chosen with Ctrl+O shows ./ripple --image's frame" same_pixels "$T/photo-page.png" "$T/photo.bmp"

finish e2e_web
