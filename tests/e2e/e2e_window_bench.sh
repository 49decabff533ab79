#!/usr/bin/env bash
# e2e_window_bench.sh - scripts/window-bench.sh --quick gives its tables with a figure in every cell, and refuses bad options (no timing is checked: the host is shared).
set -u
cd "$(dirname "$0")/../.." || exit 1
. tests/e2e/lib.sh

for bad_option in "--rounds 0" "--rounds" "--only gpu" "--display nowhere" "--fast"; do
	# shellcheck disable=SC2086
	scripts/window-bench.sh $bad_option >"$T/out" 2>"$T/err"
	status=$?
	check "window-bench.sh $bad_option: refused with status 2, a message and the usage, nothing on stdout" \
		sh -c "test $status = 2 && grep -q '^window-bench.sh: ' '$T/err' && grep -q '^usage: ' '$T/err' && test ! -s '$T/out'"
done

scripts/window-bench.sh --quick >"$T/out" 2>"$T/err"
check "window-bench.sh --quick: status 0" test $? = 0
cat "$T/err"
cat "$T/out"
check "...dated, the CPU, the X server and OpenGL named" \
	sh -c "grep -q '^### Window benchmark, 20[0-9][0-9]-[01][0-9]-[0-3][0-9] ' '$T/out' &&
	       grep -q '^- CPU: .*, [0-9]* cores' '$T/out' && grep -q '^- X server: Xvfb ' '$T/out' &&
	       grep -q '^- OpenGL: ' '$T/out'"
# a cell's figure: "median (run, ...)"
cell='[0-9]+\.[0-9] \([0-9.]+(, [0-9.]+)*\)'
check "...the pair: ripple's and ripples' rates, and their ratio" \
	sh -c "grep -Eq '^\| \`./ripple --size 1920x1080 --fps max --rain 100\` \| $cell \|$' '$T/out' &&
	       grep -Eq '^\| \`ripples -geometry 1920x1080 -delay 0\` .* \| $cell \|$' '$T/out' &&
	       grep -Eq '^Ripple/ripples: \*\*[0-9]+\.[0-9]{2}\*\*' '$T/out'"
check "...the modes: two rows full screen, capped and uncapped, a figure in each" \
	test "$(grep -Ec "^\| \`--[a-z -]+\` \| [0-9]+x[0-9]+ full screen \| $cell \| $cell \|$" "$T/out")" = 2

finish e2e-window-bench
