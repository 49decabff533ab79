#!/usr/bin/env bash
# window-bench.sh - Ripple's frame rate in a real window: against xscreensaver's ripples at 1920x1080, every classroom mode full screen, ripple.exe under Wine beside it; markdown tables of medians.
# usage: scripts/window-bench.sh [--rounds N] [--quick] [--only peer|modes|wine] [--mode OPTIONS]... [--display :N]
# --mode (as often as wanted) times those modes instead of the classroom's list, e.g. --mode
# "--scenario grating --intensity": a new lesson's rate full screen at 4K. Starts its own Xvfb (3840x2160x24) and openbox, or runs on the display given. Each table's runs
# go in turns (A B A B ..., which goes first alternating between rounds), each run about 5 s,
# sized from a short run before the first round and then from the run before; a row's figure is
# the median of its rounds. The peer, xscreensaver's ripples, prints no rate: it runs for a fixed
# time under build/xputcount.so (LD_PRELOAD), which counts its whole-window XShmPutImage calls.
# Prints markdown (dated, with the CPU and the X server) to paste into docs/benchmark.md; exits 1
# when a run failed, 2 on a bad option.
set -u -o pipefail
cd "$(dirname "$0")/.." || exit 1
PEER=/usr/libexec/xscreensaver/ripples
SCREEN=3840x2160
CAP=25 # the classroom rate, the article's
usage="usage: scripts/window-bench.sh [--rounds N] [--quick] [--only peer|modes|wine] [--mode OPTIONS]... [--display :N]"
# shellcheck source=scripts/lib-options.sh
. scripts/lib-options.sh

rounds=3
secs=5   # a run's length, seconds
quick=
only=
display=
asked=()
option() {
	case $1 in
	--rounds) takes "$1" "$2" "a number of rounds, 1..99" "$COUNT" && rounds=$2 ;;
	--quick) quick=1 ;;
	--only) takes "$1" "$2" "peer, modes or wine" '^(peer|modes|wine)$' && only=$2 ;;
	--display) takes "$1" "$2" "an X display, as :0" '^[^[:space:]]*:[0-9]+(\.[0-9]+)?$' && display=$2 ;;
	--mode) takes "$1" "$2" "a mode's options, as '--scenario grating'" '^-' && asked+=("$2") ;;
	*) return 1 ;;
	esac
}
options_read "$@"
if [ -n "$quick" ]; then
	rounds=1
	secs=1.5
fi
[ -x ./ripple ] || die "no ./ripple here: build it first (make ripple)" 1
make -s build/xputcount.so build/glname >/dev/null || die "cannot build build/xputcount.so and build/glname (make)" 1
for tool in xdpyinfo Xvfb openbox; do
	[ "$tool" != xdpyinfo ] && [ -n "$display" ] && continue
	command -v "$tool" >/dev/null || die "$tool is missing (scripts/deps.sh test installs it)" 1
done

T=$(mktemp -d)
pids=()
# shellcheck disable=SC2317 # called by the trap
cleanup() {
	kill "${pids[@]}" 2>/dev/null
	[ -n "${WINEPREFIX-}" ] && wineserver -k 2>/dev/null
	rm -rf "$T"
}
trap cleanup EXIT
if [ -n "$display" ]; then
	export DISPLAY=$display
	xdpyinfo >/dev/null 2>&1 || die "cannot open the display $display" 1
else
	exec 3>"$T/display"
	Xvfb -displayfd 3 -screen 0 "${SCREEN}x24" -nolisten tcp -noreset >/dev/null 2>&1 &
	pids+=($!)
	exec 3>&-
	for _ in $(seq 50); do [ -s "$T/display" ] && break; sleep 0.1; done
	[ -s "$T/display" ] || die "Xvfb did not start" 1
	DISPLAY=":$(cat "$T/display")"
	export DISPLAY
	openbox >/dev/null 2>&1 & # SDL's full screen asks the window manager, as on a desktop
	pids+=($!)
	sleep 1
fi
screen=$(xdpyinfo | awk '/dimensions:/ { print $2; exit }')
failed=0

# --- running the programs: each run's rate is appended to runs[KEY], its last rate kept in rate[KEY]
declare -A runs rate
# The "N frames in S s: R fps" line of file $1: "N S R".
frames_line() { sed -n 's/^\([0-9]*\) frames in \([0-9.]*\) s: \([0-9.]*\) fps\r*$/\1 \2 \3/p' "$1" | tail -1; }
# once PROGRAM FRAMES ARGS...: one run of FRAMES frames of ./ripple (PROGRAM ripple) or of ripple.exe
# under Wine (PROGRAM wine); prints "N S R", or fails with its output on stderr.
once() {
	local line prog=(./ripple)
	[ "$1" = wine ] && prog=(wine ripple.exe)
	timeout 300 "${prog[@]}" "${@:3}" --frames "$2" >"$T/out" 2>&1
	line=$(frames_line "$T/out")
	[ -n "$line" ] && { echo "$line"; return; }
	echo "window-bench.sh: ${prog[*]} ${*:3} --frames $2 printed no rate:" >&2
	tail -3 "$T/out" >&2
	return 1
}
# The frames for about $secs seconds of KEY, at its last rate (and the cap, for capped runs).
frames_for() { awk -v r="${rate[$1]}" -v s="$secs" 'BEGIN { f = int(r * s + 0.5); print (f < 5 ? 5 : f) }'; }
# size KEY PROGRAM ARGS...: before the first round, its rate from short runs (5 frames, then half a
# second's worth while they take less than 0.4 s), not counted.
size() {
	local key=$1 frames=5 s r
	for _ in 1 2 3; do
		read -r _ s r < <(once "$2" "$frames" "${@:3}") || { rate[$key]=$CAP; failed=1; return; }
		rate[$key]=$r
		awk -v s="$s" 'BEGIN { exit !(s < 0.4) }' || return 0
		frames=$(awk -v r="$r" -v f="$frames" 'BEGIN { n = int(r / 2); print (n > 2 * f ? n : 2 * f) }')
	done
}
# timed KEY PROGRAM ARGS...: one counted run of about $secs seconds.
timed() {
	local key=$1 r
	if read -r _ _ r < <(once "$2" "$(frames_for "$key")" "${@:3}"); then
		rate[$key]=$r
		runs[$key]+=" $r"
	else
		runs[$key]+=" -"
		failed=1
	fi
}
# peer KEY: xscreensaver's ripples in a 1920x1080 window for $secs seconds, its rate of whole-window puts.
peer() {
	local p
	rm -f "$T/puts"
	XPUTCOUNT_FILE="$T/puts" XPUTCOUNT_EVERY=25 LD_PRELOAD="$PWD/build/xputcount.so" \
		"$PEER" -geometry 1920x1080 -delay 0 >/dev/null 2>&1 &
	p=$!
	sleep "$secs"
	kill "$p" 2>/dev/null
	wait "$p" 2>/dev/null
	if [ -s "$T/puts" ]; then
		runs[$1]+=" $(awk '{ print $NF }' "$T/puts")"
	else
		echo "window-bench.sh: ripples put no whole window in $secs s" >&2
		runs[$1]+=" -"
		failed=1
	fi
}

# --- the figures
# the runs of KEY, space-separated
got() { echo "${runs[$1]-}"; }
# the median of KEY's runs (a failed run, "-", left out), or "-"
median() {
	got "$1" | tr ' ' '\n' | grep -E '^[0-9.]+$' | sort -g | awk '{ v[NR] = $1 }
		END { if (!NR) print "-"; else printf "%.1f\n", NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}
# ratio A B: A / B to 2 decimals, or "-"
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a == "-" || b == "-" || b == 0) print "-"; else printf "%.2f\n", a / b }'; }
# "median (run, run, ...)" of KEY
cell() {
	local each
	each=$(got "$1")
	each=${each# }
	echo "$(median "$1") (${each// /, })"
}
# the per-round ratios of KEY A over KEY B, comma-separated
round_ratios() {
	local -a a b
	read -ra a <<<"$(got "$1")"
	read -ra b <<<"$(got "$2")"
	for i in "${!a[@]}"; do ratio "${a[$i]}" "${b[$i]-}"; done | paste -sd, | sed 's/,/, /g'
}

# --- the tables
pair_args=(--size 1920x1080 --fps max --rain 100)
# The classroom modes, each the options after --size screen --rain 100.
modes=("--view refraction" "--view light" "--view both" "--view heights" "--stencil 12" "--mesh 2"
	"--boundary absorb" "--scene side" "--scenario double-slit" "--scenario double-slit --intensity"
	"--scenario refraction --intensity" "--scenario lens")
[ -n "$quick" ] && modes=("--view refraction" "--scenario double-slit")
gl_views=("--gl-view flat" "--gl-view surface")
[ -n "$quick" ] && gl_views=()
if [ ${#asked[@]} -gt 0 ]; then
	modes=("${asked[@]}")
	gl_views=()
fi

peer_table() {
	if [ ! -x "$PEER" ]; then
		echo "window-bench.sh: the peer, xscreensaver's ripples ($PEER), is not installed:" \
			"apt-get install xscreensaver-data-extra; its table skipped" >&2
		return
	fi
	size ripple ripple "${pair_args[@]}"
	for r in $(seq "$rounds"); do
		if [ $((r % 2)) = 1 ]; then timed ripple ripple "${pair_args[@]}"; peer ripples
		else peer ripples; timed ripple ripple "${pair_args[@]}"; fi
	done
	local a b
	a=$(median "ripple")
	b=$(median "ripples")
	cat <<-EOF

	#### Ripple against xscreensaver's ripples: a 1920x1080 window, uncapped

	| program | median fps (each run) |
	|---|---|
	| \`./ripple ${pair_args[*]}\` | $(cell ripple) |
	| \`ripples -geometry 1920x1080 -delay 0\` (its whole-window puts a second) | $(cell ripples) |

	Ripple/ripples: **$(ratio "$a" "$b")** (medians); round by round: $(round_ratios ripple ripples).
	EOF
}

# One row of the modes' table: MODE, a run capped and one uncapped in each round.
modes_table() {
	local -a rows=()
	local m key
	for m in "${modes[@]}"; do rows+=("screen|$m"); done
	for m in "${gl_views[@]}"; do rows+=("1920x1080|$m" "screen|$m"); done
	for row in "${rows[@]}"; do
		# shellcheck disable=SC2086
		for fps in $CAP max; do size "$fps|$row" ripple --size ${row%%|*} --rain 100 --fps $fps ${row#*|}; done
	done
	for r in $(seq "$rounds"); do
		for row in "${rows[@]}"; do
			order=("$CAP" max)
			[ $((r % 2)) = 1 ] || order=(max "$CAP")
			# shellcheck disable=SC2086
			for fps in "${order[@]}"; do timed "$fps|$row" ripple --size ${row%%|*} --rain 100 --fps $fps ${row#*|}; done
		done
	done
	cat <<-EOF

	#### Every classroom mode, the pool the screen's size ($screen, full screen): capped at $CAP fps and uncapped

	\`./ripple --size screen --rain 100 --fps $CAP|max MODE\`; the OpenGL views also in a 1920x1080 window (\`--size 1920x1080\`).

	| mode | pool | --fps $CAP: median (each run) | --fps max: median (each run) |
	|---|---|---|---|
	EOF
	for row in "${rows[@]}"; do
		key="${row%%|*} window"
		[ "$key" = "screen window" ] && key="$screen full screen"
		echo "| \`${row#*|}\` | $key | $(cell "$CAP|$row") | $(cell "max|$row") |"
	done
}

# The Wine table: ripple.exe and ./ripple in turns, each mode in a 1920x1080 window uncapped and
# full screen capped.
wine_table() {
	if ! command -v wine >/dev/null || [ ! -f ripple.exe ]; then
		echo "window-bench.sh: no wine or no ripple.exe (make ripple.exe): the Wine table skipped" >&2
		return
	fi
	# Wine's own start-up kept out of the timings: one wineserver for every run, its HID bus
	# (winebus.sys, which polls for game controllers) off.
	export WINEPREFIX="$PWD/build/wineprefix" WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml=;winebus.sys=d"
	[ -f "$WINEPREFIX/system.reg" ] || { mkdir -p "$WINEPREFIX"; wineboot -i >/dev/null 2>&1; wineserver -w; }
	wineserver -p; wine ripple.exe --version >/dev/null 2>&1
	local -a rows=()
	local m
	for m in "${modes[@]}"; do rows+=("1920x1080|max|$m" "screen|$CAP|$m"); done
	for row in "${rows[@]}"; do
		IFS='|' read -r s fps m <<<"$row"
		# shellcheck disable=SC2086
		for p in ripple wine; do size "$p|$row" "$p" --size $s --rain 100 --fps $fps $m; done
	done
	for r in $(seq "$rounds"); do
		order=(ripple wine)
		[ $((r % 2)) = 1 ] || order=(wine ripple)
		for row in "${rows[@]}"; do
			IFS='|' read -r s fps m <<<"$row"
			# shellcheck disable=SC2086
			for p in "${order[@]}"; do timed "$p|$row" "$p" --size $s --rain 100 --fps $fps $m; done
		done
	done
	cat <<-EOF

	#### ripple.exe under Wine beside ./ripple: a 1920x1080 window uncapped, full screen ($screen) capped at $CAP

	\`--rain 100\` and the mode; \`--size 1920x1080 --fps max\`, then \`--size screen --fps $CAP\`.

	| mode | 1920x1080 native | Wine | Wine/native | $screen native | Wine | Wine/native |
	|---|---|---|---|---|---|---|
	EOF
	local a b c d
	for m in "${modes[@]}"; do
		a=$(median "ripple|1920x1080|max|$m")
		b=$(median "wine|1920x1080|max|$m")
		c=$(median "ripple|screen|$CAP|$m")
		d=$(median "wine|screen|$CAP|$m")
		echo "| \`$m\` | $(cell "ripple|1920x1080|max|$m") | $(cell "wine|1920x1080|max|$m") | $(ratio "$b" "$a")" \
			"| $(cell "ripple|screen|$CAP|$m") | $(cell "wine|screen|$CAP|$m") | $(ratio "$d" "$c") |"
	done
}

# --- the heading: when, on what, on which X server
cpu=$(lscpu | sed -n 's/^Model name: *//p' | head -1)
hyper=$(lscpu | sed -n 's/^Hypervisor vendor: *//p' | head -1)
vendor=$(xdpyinfo | sed -n 's/^vendor string: *//p')
version=$(xdpyinfo | sed -n 's/^X.Org version: */X.Org /p')
[ -n "$version" ] || version="release $(xdpyinfo | sed -n 's/^vendor release number: *//p')"
depth=$(xdpyinfo | awk '/depth of root window:/ { print $5; exit }')
if [ -n "$display" ]; then
	server="the display $display ($vendor, $version), ${screen}x$depth"
else
	server="Xvfb ($vendor, $version), ${screen}x$depth, started by the script, with openbox"
fi
gl=$(build/glname 2>/dev/null || echo "none (no GLX on this display)")
machine="$cpu, $(nproc) cores${hyper:+, a $hyper virtual machine}"
cat <<EOF
### Window benchmark, $(date -u '+%Y-%m-%d %H:%M UTC'): $machine

- CPU: $cpu, $(nproc) cores${hyper:+ (a $hyper virtual machine)}; load average at the start $(cut -d' ' -f1-3 /proc/loadavg)
- X server: $server
- OpenGL: $gl
- $rounds round(s) in turns, each run about $secs s; figures in frames a second, medians over the rounds
EOF
[ -z "$only" ] || [ "$only" = peer ] && peer_table
[ -z "$only" ] || [ "$only" = modes ] && modes_table
{ [ -z "$quick" ] && [ -z "$only" ]; } || [ "$only" = wine ] && wine_table
exit "$failed"
