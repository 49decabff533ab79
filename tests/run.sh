#!/usr/bin/env bash
# run.sh - runs make test's suites (once make has built what they need), side by side on a machine
# of two cores: each suite's output goes to a log of its own (build/test-logs/NAME.log) and is printed
# whole when its stage ends, in the order below; a summary of every suite's time and status closes the
# run, which fails when any suite failed.
# Usage: tests/run.sh test|check   (make test's stages or make check's, below)
#        tests/run.sh SUITE...       (the suites named, one after the other)
#
# The stages run one after the other; within a stage its lanes run side by side, each lane's suites
# one after the other. The suites that check a rate (25 fps in the window and in the page) run beside
# one lane, of suites that mostly wait (on X, Wine, a file chooser) or of tests without a window,
# never in a stage of three lanes: on two cores a second busy neighbour costs them frames. Each suite
# has a Wine prefix of its own (build/wine/NAME), so that Wine's suites may run side by side.
# layers.sh runs once e2e_web.sh has built the page, whose objects it checks too.
set -u
cd "$(dirname "$0")/.." || exit 1
LOGS=build/test-logs
mkdir -p "$LOGS"
# A suite's own call of make (e2e_web.sh's make web) runs on its own, whatever job server the make
# that runs this script has.
unset MAKEFLAGS MFLAGS MAKELEVEL

# The make variables the unit runs need, read from the Makefile (one list for both).
mkvar() { sed -n "s/^$1 = //p" Makefile; }
UNITS=$(for f in tests/unit/test_*.c; do f=${f#tests/unit/test_}; echo "${f%.c}"; done)
KERNEL_UNITS=$(mkvar KERNEL_UNITS)
FUZZ_RUNS=20000 # the lesson's parser's runs in fuzz-replay
# The slowest under ASan (a third of the ASan runs' time), beside the plain runs; the rest in another lane.
ASAN_1="steps commands"

# unit_runs DIR CAPS SUITE...: build/DIRunit/test_NAME for each SUITE under each of CAPS ("" for this CPU),
# as the Makefile's unit_runs.
unit_runs() {
	local dir=$1 caps=$2 cpu t
	shift 2
	for cpu in $caps; do
		[ "$cpu" = - ] && cpu=
		for t in "$@"; do
			echo "${dir}test_$t, RIPPLE_CPU=${cpu:-(this CPU)}"
			if [ -n "$dir" ]; then
				RIPPLE_CPU=$cpu ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS=suppressions=tests/data/lsan.supp \
					"build/${dir}unit/test_$t" || return 1
			else
				RIPPLE_CPU=$cpu "build/unit/test_$t" || return 1
			fi
		done
	done
}

# suite NAME: runs suite NAME in the foreground.
suite() {
	case $1 in
	unit) unit_runs "" - $UNITS && unit_runs "" "sse2 scalar" $KERNEL_UNITS ;;
	# under ASan and UBSan in two halves of about the same time, for two lanes
	unit-asan-1) unit_runs asan/ - $ASAN_1 ;;
	unit-asan-2) unit_runs asan/ - $(printf '%s\n' $UNITS | grep -vxF "$(printf '%s\n' $ASAN_1)") ;;
	unit-asan-sse2 | unit-asan-scalar) unit_runs asan/ "${1#unit-asan-}" $KERNEL_UNITS ;;
	fuzz-replay)
		local h
		for h in $(mkvar FUZZERS); do
			build/fuzz/fuzz_$h tests/fuzz/corpus/$h/* >"$LOGS/fuzz-$h.out" 2>&1 || { tail -40 "$LOGS/fuzz-$h.out"; return 1; }
			echo "fuzz replay $h: $(ls tests/fuzz/corpus/$h | wc -l) saved inputs, none fails"
		done
		# the lesson's parser fuzzed a fixed number of runs from its saved inputs (a copy: what it
		# finds is not kept), the same runs each time (a fixed seed)
		rm -rf "$LOGS/fuzz-lesson" && cp -r tests/fuzz/corpus/lesson "$LOGS/fuzz-lesson"
		build/fuzz/fuzz_lesson -runs=$FUZZ_RUNS -seed=1 "$LOGS/fuzz-lesson" >"$LOGS/fuzz-lesson.out" 2>&1 ||
			{ tail -40 "$LOGS/fuzz-lesson.out"; return 1; }
		echo "fuzz lesson: $FUZZ_RUNS runs from the saved inputs, no crash, no leak ($(grep -o 'cov: [0-9]*' "$LOGS/fuzz-lesson.out" | tail -1))"
		;;
	matrix) tests/e2e/matrix.sh check ./ripple ;;
	bmp_check | e2e | e2e_options | e2e_pictures | e2e_record | e2e_graph | e2e_wine | e2e_life | e2e_dialogs | \
		e2e_gl | e2e_screen | e2e_window_bench | e2e_web | e2e_node | e2e_null | e2e_lessons) "tests/e2e/$1.sh" ;;
	san-e2e) ASAN_OPTIONS=detect_leaks=0 RIPPLE=build/san/ripple tests/e2e/e2e.sh ;;
	san-e2e_options) RIPPLE=build/san/ripple tests/e2e/e2e_options.sh ;;
	san-e2e_graph) ASAN_OPTIONS=detect_leaks=1 RIPPLE=build/san/ripple tests/e2e/e2e_graph.sh ;;
	soak) tests/e2e/soak.sh 10000 ;;
	layers | test_layers | links | paths) "tests/lint/$1.sh" ;;
	*) echo "run.sh: no suite $1" >&2; return 2 ;;
	esac
}

# The stages, each a line of lanes separated by "|", a lane's suites by spaces.
CHECK=(
	"unit unit-asan-1 links | unit-asan-2 layers test_layers paths e2e_null"
)
TEST=(
	# the rates (the page's 25 fps) beside suites that mostly wait on X, Wine and the file choosers;
	# e2e_web.sh builds the page itself (e2e_node.sh, after it, its program for node)
	"e2e_web | e2e_life | e2e_dialogs e2e_wine e2e_options bmp_check links"
	# e2e.sh's windows (their 25 fps), plain and under ASan, each beside a lane of suites without a
	# window
	"e2e | matrix e2e_pictures e2e_null unit e2e_node"
	"san-e2e | san-e2e_options layers paths unit-asan-1 unit-asan-2 fuzz-replay"
	# the heavy ones and the suites that check no rate, in three lanes
	"unit-asan-sse2 e2e_graph | unit-asan-scalar san-e2e_graph e2e_screen | e2e_gl e2e_record e2e_window_bench e2e_lessons soak test_layers"
)

# lane SUITE...: the suites one after the other, each into its log, its status and time beside it.
lane() {
	local s start st
	for s in "$@"; do
		start=$(date +%s)
		RIPPLE_WINEPREFIX=$PWD/build/wine/$s suite "$s" >"$LOGS/$s.log" 2>&1 </dev/null
		st=$?
		echo "$st $(($(date +%s) - start))" >"$LOGS/$s.status"
	done
}

failed=()
summary=()
# stage "LANE | LANE ...": the lanes side by side, then each suite's log in order.
stage() {
	local lanes s st secs pids=() names=()
	IFS='|' read -ra lanes <<<"$1"
	for l in "${lanes[@]}"; do
		# shellcheck disable=SC2086 # a lane's suites are words
		lane $l &
		pids+=($!)
		names+=($l)
	done
	wait "${pids[@]}"
	for s in "${names[@]}"; do
		read -r st secs <"$LOGS/$s.status" 2>/dev/null || { st=1 secs=0; }
		echo "=== $s ($secs s, status $st)"
		cat "$LOGS/$s.log"
		summary+=("$(printf '%-18s %4s s  %s' "$s" "$secs" "$([ "$st" = 0 ] && echo ok || echo "FAILED (status $st)")")")
		[ "$st" = 0 ] || failed+=("$s")
	done
}

start=$(date +%s)
rm -f "$LOGS"/*.status
case ${1-} in
test) for s in "${TEST[@]}"; do stage "$s"; done ;;
check) for s in "${CHECK[@]}"; do stage "$s"; done ;;
"") echo "usage: tests/run.sh test|check|SUITE..." >&2; exit 2 ;;
*) for s in "$@"; do stage "$s"; done ;;
esac
echo "=== the suites' times (a stage's lanes side by side)"
printf '%s\n' "${summary[@]}"
echo "all: $(($(date +%s) - start)) s; $((${#summary[@]} - ${#failed[@]})) suites passed, ${#failed[@]} failed${failed:+: ${failed[*]}}"
[ ${#failed[@]} = 0 ]
