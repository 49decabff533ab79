#!/usr/bin/env bash
# wine-bench.sh - ripple.exe under Wine against the native ripple: --bench --modes row by row in turns, each row's median fps and their ratio.
# usage: scripts/wine-bench.sh ROUNDS [--bench options: --size WxH, --bpp N, --quick, --threads N]
# Each round runs every row of the table (--only) as a process of its own, the native program's
# and ripple.exe's one after the other (which goes first alternates between rounds), so that both
# meet the machine as it is, row by row: on this shared VM a process falls into a fast or a slow
# state for its whole life, which medians over whole tables (one process each) kept. A row's fps
# is its median over the rounds. Prints a table: mode, native fps, Wine fps, Wine/native, and the
# rows outside 15%; then "vs article": the row's ratio to the article's mode (the table's own
# column, timed in the same rounds in the same process), Wine's median over native's: how much more
# (under 1) or less Wine slows this mode than the article's, with the machine's drift cancelled.
# Exits 1 when a row fails its own checks.
# Wine's own processes are kept out of the timings: one wineserver serves every round, started
# and settled first (otherwise each run's Wine starts it and its services, seconds of CPU that
# ran beside the first rows), and Wine's HID bus (winebus.sys) is off: it polls for game
# controllers in winedevice.exe, 5% of a core here, which a 2-core machine takes from a band.
set -u -o pipefail
cd "$(dirname "$0")/.." || exit 1
rounds=${1:?usage: scripts/wine-bench.sh ROUNDS [--size WxH] [--bpp N] [--quick]}
shift
export WINEPREFIX="$PWD/build/wineprefix" WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml=;winebus.sys=d"
if [ ! -f "$WINEPREFIX/system.reg" ]; then
	mkdir -p "$WINEPREFIX"
	wineboot -i >/dev/null 2>&1
	wineserver -w
fi
wineserver -k 2>/dev/null
wineserver -p
wine ripple.exe --version >/dev/null 2>&1
sleep 5
T=$(mktemp -d)
trap 'rm -rf "$T"; wineserver -k 2>/dev/null' EXIT
native() { ./ripple --bench --modes --only "$1" "${@:2}"; }
exe() { wine ripple.exe --bench --modes --only "$1" "${@:2}" 2>/dev/null | tr -d "\r"; }
# one row of one program, appended to $T/PROGRAM.ROUND (the first run's header kept as $T/head)
row() { # row PROGRAM ROUND MODE [options]
	local out="$T/$1.$2"
	"$1" "$3" "${@:4}" >"$T/run" || { cat "$T/run"; exit 1; }
	[ -f "$T/head" ] || head -1 "$T/run" >"$T/head"
	grep -F "  $3 " "$T/run" >>"$out"
}
mapfile -t modes < <(./ripple --bench --modes --quick --size 64x48 |
	awk '/^  / && $NF == "bit-exact" { m = substr($0, 3, 50); sub(/ +$/, "", m); print m }')
for r in $(seq "$rounds"); do
	turns=(native exe)
	[ $((r % 2)) = 1 ] || turns=(exe native)
	for m in "${modes[@]}"; do
		for p in "${turns[@]}"; do
			row "$p" "$r" "$m" "$@"
		done
	done
done
cat "$T/head"
# a row: two spaces, the mode (50 columns), threads, us/frame, fps, ratio, plain us/frame, steps, paced fps, fused, check
for f in "$T"/native.* "$T"/exe.*; do
	awk '/^  / && $NF == "bit-exact" { print substr($0, 3, 50) "\t" $(NF - 6) "\t" $(NF - 5) + 0 }' "$f" >"$f.rows"
done
awk -F '\t' -v rounds="$rounds" '
	function median(v, n,    i, j, t) {
		for (i = 2; i <= n; i++)
			for (j = i; j > 1 && v[j - 1] > v[j]; j--) { t = v[j]; v[j] = v[j - 1]; v[j - 1] = t }
		return n % 2 ? v[(n + 1) / 2] : (v[n / 2] + v[n / 2 + 1]) / 2
	}
	{ sub(/ +$/, "", $1) }
	FILENAME ~ /\/native\.[0-9]+\.rows$/ { if (!($1 in nn)) order[++rows] = $1; n[$1, ++nn[$1]] = $2; nr[$1, nn[$1]] = $3 }
	FILENAME ~ /\/exe\.[0-9]+\.rows$/ { w[$1, ++nw[$1]] = $2; wr[$1, nw[$1]] = $3 }
	END {
		printf "  %-50s %12s %12s %12s %11s\n", "mode", "native fps", "Wine fps", "Wine/native", "vs article"
		for (i = 1; i <= rows; i++) {
			m = order[i]
			for (k = 1; k <= nn[m]; k++) a[k] = n[m, k]
			for (k = 1; k <= nw[m]; k++) b[k] = w[m, k]
			fn = median(a, nn[m]); fw = median(b, nw[m]); q = fw / fn
			for (k = 1; k <= nn[m]; k++) a[k] = nr[m, k]
			for (k = 1; k <= nw[m]; k++) b[k] = wr[m, k]
			rel = median(b, nw[m]) / median(a, nn[m])
			far = (q < 0.85 || q > 1.15)
			out += far
			printf "  %-50s %12.1f %12.1f %11.2fx %10.2fx%s\n", m, fn, fw, q, rel, (far ? "  outside 15%" : "")
		}
		printf "  %d of %d rows within 15%% (medians of %d rounds each, every row a process of its own)\n", rows - out, rows, rounds
	}' "$T"/native.*.rows "$T"/exe.*.rows
