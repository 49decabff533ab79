#!/usr/bin/env bash
# web-bench.sh - Ripple's page in headless Chromium: the article's pool on a CPU slowed 6x, the 1080p lesson, Ripple beside jQuery.ripples at 1920x1080, ?bench beside --bench; markdown of medians.
# usage: scripts/web-bench.sh [--rounds N] [--secs S] [--quick] [--shots DIR]
# Each page is opened from the disk (build/web/ripple.html) in a 1920x1080 page of headless Chromium,
# driven by tests/tools/cdp.py; its frame rate is read from its title (the window's meter, once a
# second) over S seconds (default 10) once it runs. The rows, each round (default 3):
#   - the article's 320x240 pool (scale=1, capped at 25) with the CPU slowed 6 times
#     (Emulation.setCPUThrottlingRate), still and under rain;
#   - the double-slit lesson on a 1920x1080 pool (5 steps a frame), at full speed;
#   - in one browser, one page after the other (which first alternating between rounds), Ripple's
#     1920x1080 pool uncapped and jQuery.ripples 0.6.3 over the same picture at 1920x1080, with
#     drops from a script (npm installs it and jQuery into a temporary folder; WebGL on SwiftShader);
#   - the lesson's frames and Ripple's pool's uncapped, computed alone by the same WebAssembly under
#     node;
#   - ripple.html?bench's table beside ./ripple --bench's.
# Not a test: figures depend on the machine and its load. Build first: make ripple web.
# Prints markdown to paste into docs/benchmark.md; exits 1 when a run failed, 2 on a bad option.
set -u -o pipefail
cd "$(dirname "$0")/.." || exit 1
usage="usage: scripts/web-bench.sh [--rounds N] [--secs S] [--quick] [--shots DIR]"
# shellcheck source=scripts/lib-options.sh
. scripts/lib-options.sh

rounds=3
secs=10
shots=
option() {
	case $1 in
	--rounds) takes "$1" "$2" "a number of rounds, 1..99" "$COUNT" && rounds=$2 ;;
	--secs) takes "$1" "$2" "the seconds a rate is read over, 1..99" "$COUNT" && secs=$2 ;;
	--quick) rounds=1 secs=3 ;;
	--shots) takes_folder "$1" "$2" "a folder for the pages' screenshots" && shots=$(cd "$2" && pwd) ;;
	*) return 1 ;;
	esac
}
options_read "$@"
for f in ripple build/web/ripple.html build/web/ripple-node.js; do
	[ -e "$f" ] || die "no $f here: build it first (make ripple web)" 1
done
for tool in "${CHROMIUM:-chromium}" node npm python3 convert; do
	command -v "$tool" >/dev/null || die "$tool is missing (scripts/deps.sh web-test installs all but npm: apt-get install npm)" 1
done

T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
# Every page in a 1920x1080 page; WebGL (jQuery.ripples') drawn by SwiftShader, on the CPU.
export CHROMIUM_FLAGS="--use-angle=swiftshader --enable-unsafe-swiftshader"
page="file://$PWD/build/web/ripple.html"
cdp() { python3 tests/tools/cdp.py "$@"; }
started='wait:/[0-9] fps/.test(document.title)'
out='document.getElementById("out").textContent'
failed=0

# --- the runs: each run's rate appended to runs[KEY], "-" for a failed one
declare -A runs
# The rate of an "R fps over S s ..." line of cdp.py's fps: step, the Nth (default the first), of file $1.
rate_of() { sed -n 's/^\([0-9.]*\) fps over .*/\1/p' "$1" | sed -n "${2:-1}p"; }
# note KEY VALUE: VALUE (or "-" when empty, the run failed, with cdp.py's words on stderr) into KEY
note() {
	runs[$1]+=" ${2:--}"
	[ -n "$2" ] && return
	failed=1
	echo "web-bench.sh: $1 gave no rate:" >&2
	tail -3 "$T/cdp" >&2
}
# rate KEY URL [STEPS...]: a fresh browser opens URL in a 1920x1080 page, runs STEPS, waits for the
# title's rate and reads it over $secs seconds.
rate() {
	cdp "$page" size:1920,1080 "${@:3}" "open:$2" "$started" "fps:$secs" >"$T/cdp" 2>&1
	note "$1" "$(rate_of "$T/cdp")"
}

# The article's pool on a CPU slowed 6 times (the page opened once the CPU is slowed: the
# WebAssembly compiled on the slow CPU too).
article() {
	rate "article" "$page?scale=1" throttle:6
	rate "article-rain" "$page?scale=1&rain=60" throttle:6
}

# The lesson at 1080p, as the teacher's guide opens it: 5 steps a frame.
lesson="scenario=double-slit&view=heights&intensity&size=1920x1080"
lesson() { rate "lesson" "$page?$lesson"; }

# jQuery.ripples 0.6.3 and jQuery 3 from npm into $T/jq, and a page of it there: the element fills
# the 1920x1080 page with the picture Ripple's pool shows (bmp/pool.bmp stretched, in the page:
# WebGL takes no picture from another file of the disk), a drop at random 60 times a second (as
# Ripple's rain=60), its frames counted by requestAnimationFrame and their rate put in the title
# each second as Ripple's page puts its own. Fails when npm cannot install them.
RESOLUTION=256 # jQuery.ripples' default: the water a 256x256 texture, stretched over the element
jq_page() {
	mkdir -p "$T/jq"
	(cd "$T/jq" && npm install --no-audit --no-fund --no-save --silent jquery.ripples@0.6.3 jquery@3) >"$T/npm" 2>&1 ||
		{ echo "web-bench.sh: npm could not install jquery.ripples@0.6.3 and jquery@3:" >&2; tail -3 "$T/npm" >&2; return 1; }
	convert bmp/pool.bmp -resize '1920x1080!' "$T/jq/pool.png" || return 1
	cat >"$T/jq/ripples.html" <<-EOF
	<!doctype html>
	<meta charset="utf-8">
	<title>jQuery.ripples</title>
	<style>
	html, body { margin: 0; height: 100%; overflow: hidden; }
	#water { width: 100%; height: 100%; background: url(data:image/png;base64,$(base64 -w0 "$T/jq/pool.png")) center / 100% 100%; }
	#out { position: fixed; left: 0; bottom: 0; margin: 0; background: #fff; font: 12px sans-serif; }
	</style>
	<div id="water"></div>
	<p id="out"></p>
	<script src="node_modules/jquery/dist/jquery.min.js"></script>
	<script src="node_modules/jquery.ripples/dist/jquery.ripples.js"></script>
	<script>
	const water = \$("#water"), out = document.getElementById("out");
	try {
		water.ripples({ resolution: $RESOLUTION, interactive: false });
		const gl = water.find("canvas")[0].getContext("webgl"), info = gl.getExtension("WEBGL_debug_renderer_info");
		out.textContent = "jQuery " + \$.fn.jquery + ", WebGL: " + gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER);
	} catch (e) {
		out.textContent = "jQuery.ripples failed: " + e.message;
	}
	setInterval(() => water.ripples("drop", Math.random() * innerWidth, Math.random() * innerHeight, 20, 0.04), 1000 / 60);
	let t0 = performance.now(), n = 0;
	const count = (now) => {
		n++;
		if (now - t0 >= 1000) {
			document.title = "jQuery.ripples - " + (n * 1000 / (now - t0)).toFixed(1) + " fps";
			t0 = now;
			n = 0;
		}
		requestAnimationFrame(count);
	};
	requestAnimationFrame(count);
	</script>
	EOF
}

# Round $1's pair in one browser, one page after the other: Ripple's 1920x1080 pool uncapped, then
# jQuery.ripples (the other way round in even rounds). The first round saves the pages' screenshots
# and jQuery.ripples' WebGL renderer.
ripple_url="$page?size=1920x1080&rain=60&fps=max"
pair() {
	local -a a b
	a=("open:$ripple_url" "$started" "fps:$secs")
	b=("open:file://$T/jq/ripples.html" "$started" "fps:$secs" "eval:$out")
	[ "$1" = 1 ] && a+=("shot:$T/ripple-1080p.png") && b+=("shot:$T/jquery-ripples.png")
	if [ ! -f "$T/jq/ripples.html" ]; then
		cdp "$page" size:1920,1080 "${a[@]}" >"$T/cdp" 2>&1
		note ripple-max "$(rate_of "$T/cdp")"
		runs[jq]+=" -"
	elif [ $(($1 % 2)) = 1 ]; then
		cdp "$page" size:1920,1080 "${a[@]}" "${b[@]}" >"$T/cdp" 2>&1
		note ripple-max "$(rate_of "$T/cdp" 1)"
		note jq "$(rate_of "$T/cdp" 2)"
	else
		cdp "$page" size:1920,1080 "${b[@]}" "${a[@]}" >"$T/cdp" 2>&1
		note jq "$(rate_of "$T/cdp" 1)"
		note ripple-max "$(rate_of "$T/cdp" 2)"
	fi
	grep -q "WebGL:" "$T/cdp" && jq_info=$(grep -m1 "WebGL:" "$T/cdp")
}

# uncapped KEY OPTIONS...: frames computed uncapped without the browser, by the same WebAssembly
# under node on one thread, about $secs seconds of them (sized from KEY's last run).
declare -A node_frames
uncapped() {
	local r
	r=$(node build/web/ripple-node.js --headless --threads 1 --frames "${node_frames[$1]:-50}" "${@:2}" 2>&1 |
		sed -n 's/^[0-9]* frames in [0-9.]* s: \([0-9.]*\) fps.*/\1/p')
	note "$1" "$r"
	[ -n "$r" ] && node_frames[$1]=$(awk -v r="$r" -v s="$secs" 'BEGIN { f = int(r * s); print (f < 20 ? 20 : f) }')
}
# --- ?bench beside --bench -------------------------------------------------------------------------
# row FILE NAME: the microseconds a frame of --bench's row NAME in FILE ("" when it has none).
row() { awk -v n="$2" '{ sub(/^ +/, "") } index($0, n " ") == 1 { print $(NF - 3) }' "$1" | tail -1; }
# One round of ?bench in the page (5 minutes at most), then --bench natively, each row's time a
# frame: the article's code in both, WebAssembly's SIMD kernel in the page, SSE2 natively (the
# fastest x86 kernel WebAssembly's 128-bit lanes can be held to), on one thread each. A page
# without ?bench (no table below the canvas) leaves the row saying so, without figures.
bench_said=
bench() {
	local a f
	cdp "$page" size:1920,1080 timeout:300 "open:$page?bench" "wait:/fastest here|ripple: /.test($out)" \
		"eval:$out" >"$T/cdp" 2>&1
	a=$(row "$T/cdp" "article's code (reference)")
	f=$(row "$T/cdp" "simd128, 1 thread")
	if [ -z "$a" ] || [ -z "$f" ]; then
		bench_said="page has no ?bench with simd128: $(grep -m1 -o "ripple: .*\|cdp.py: .*" "$T/cdp" | cut -c1-120)"
		return
	fi
	bench_said=
	runs[bench-page-article]+=" $a"
	runs[bench-page-fast]+=" $f"
	./ripple --bench >"$T/native" 2>&1
	note bench-native-article "$(row "$T/native" "article's code (reference)")"
	note bench-native-fast "$(row "$T/native" "sse2, 1 thread")"
}
# The table's rows: the page's, the native program's and their ratio; or what the page said.
bench_rows() {
	if [ -n "$bench_said" ] || [ -z "$(got bench-page-fast)" ]; then
		echo "| \`ripple.html?bench\` | ${bench_said:-page has no ?bench} | | |"
		return
	fi
	echo "| \`ripple.html?bench\` | $(cell bench-page-article) | simd128, 1 thread | $(cell bench-page-fast) |"
	echo "| \`./ripple --bench\` | $(cell bench-native-article) | sse2, 1 thread | $(cell bench-native-fast) |"
	echo "| page/native | $(ratio "$(median bench-page-article)" "$(median bench-native-article)") | |" \
		"$(ratio "$(median bench-page-fast)" "$(median bench-native-fast)") (goal: 1.5 at most) |"
}

# --- the figures
got() { echo "${runs[$1]-}"; }
# the median of KEY's runs (a failed run, "-", left out) in the printf FORMAT $2 (%.1f), or "-"
median() {
	got "$1" | tr ' ' '\n' | grep -E '^[0-9.]+$' | sort -g | awk -v f="${2:-%.1f}" '{ v[NR] = $1 }
		END { if (!NR) print "-"; else printf f "\n", NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a == "-" || b == "-" || b == 0) print "-"; else printf "%.2f\n", a / b }'; }
# "median (run, run, ...)" of KEY, the median in the printf FORMAT $2 (%.1f)
cell() {
	local each
	each=$(got "$1")
	each=${each# }
	echo "$(median "$1" "${2-}") (${each// /, })"
}
# cells KEY CELLS: the cells stepped a second at KEY's median rate, CELLS a frame, in millions
cells() { awk -v f="$(median "$1")" -v c="$2" 'BEGIN { if (f == "-") print "-"; else printf "%.1f M\n", f * c / 1e6 }'; }

# --- the runs, in rounds
load_start=$(cut -d' ' -f1-3 /proc/loadavg)
jq_info="jQuery.ripples did not run"
jq_page || failed=1
loads=
for r in $(seq "$rounds"); do
	loads+=" $(cut -d' ' -f1 /proc/loadavg)"
	article
	lesson
	uncapped lesson-node --scenario double-slit --view heights --intensity --size 1920x1080
	pair "$r"
	uncapped node --size 1920x1080 --rain 60
	bench
	[ "$r" = 1 ] && cdp "$page" size:1920,1080 "open:$page?$lesson" "$started" "fps:5" "shot:$T/lesson-1080p.png" \
		>/dev/null 2>&1
done
load_end=$(cut -d' ' -f1-3 /proc/loadavg)
[ -n "$shots" ] && cp "$T"/*.png "$shots"/ 2>/dev/null

# --- the report
cpu=$(lscpu | sed -n 's/^Model name: *//p' | head -1)
hyper=$(lscpu | sed -n 's/^Hypervisor vendor: *//p' | head -1)
browser=$("${CHROMIUM:-chromium}" --version 2>/dev/null | sed 's/ built on.*//')
cat <<EOF
### Browser benchmark, $(date -u '+%Y-%m-%d %H:%M UTC'): $cpu, $(nproc) cores${hyper:+, a $hyper virtual machine}

- CPU: $cpu, $(nproc) cores${hyper:+ (a $hyper virtual machine)}; load average at the start $load_start, at each round's start$(echo "$loads" | sed 's/ /, /g; s/^,//'), at the end $load_end
- Browser: $browser, headless, software drawing (\`--disable-gpu\`), a 1920x1080 page; WebGL: ${jq_info#*WebGL: }; node $(node --version)
- $rounds round(s), each rate read from the page's title over $secs s once it runs; figures in frames a second, medians over the rounds (each round's)

| what | page | median fps (each round) | the water: grid, steps a frame | goal |
|---|---|---|---|---|
| the article's pool, CPU slowed 6x, still water (no step to take) | \`ripple.html?scale=1\` | $(cell article) | 320x240, 1 | 25 |
| the article's pool, CPU slowed 6x, rain | \`ripple.html?scale=1&rain=60\` | $(cell article-rain) | 320x240, 1 | 25 |
| the double-slit lesson at 1080p | \`ripple.html?$lesson\` | $(cell lesson) | 1920x1080, 5 | 25 |
| its frames computed alone, no browser | \`node build/web/ripple-node.js --headless --threads 1 --scenario double-slit --view heights --intensity --size 1920x1080\` | $(cell lesson-node) | 1920x1080, 5 | |

#### Ripple beside jQuery.ripples 0.6.3, each in a 1920x1080 page, as fast as they go

One browser, one page after the other in each round (which first alternating). Both pages are
drawn at most at the browser's animation frames (60 a second): Ripple's \`fps=max\` too.

| program | page | median fps (each round) | the water: grid, steps a frame | cells stepped a second |
|---|---|---|---|---|
| Ripple | \`ripple.html?size=1920x1080&rain=60&fps=max\` | $(cell ripple-max) | 1920x1080, 5 | $(cells ripple-max $((1920 * 1080 * 5))) |
| jQuery.ripples 0.6.3 | the element the page's size, \`resolution: $RESOLUTION\` (default), a drop 60 times a second | $(cell jq) | ${RESOLUTION}x$RESOLUTION (a WebGL texture), 1 | $(cells jq $((RESOLUTION * RESOLUTION))) |
| Ripple's frames computed alone, uncapped, no browser | \`node build/web/ripple-node.js --headless --threads 1 --size 1920x1080 --rain 60\` | $(cell node) | 1920x1080, 5 | $(cells node $((1920 * 1080 * 5))) |

#### The page's \`?bench\` beside the native \`--bench\` (320x240, 32 bpp)

| program | article's code: median us a frame (each round) | kernel | its median us a frame (each round) |
|---|---|---|---|
$(bench_rows)
EOF
exit "$failed"
