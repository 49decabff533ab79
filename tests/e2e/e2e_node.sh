#!/usr/bin/env bash
# e2e_node.sh - the page's program under node (make web): its files byte for byte ./ripple's (every depth, view, scenario, the graphs, the side view), WebAssembly's SIMD kernel against the plain paths, the core's unit tests compiled for WebAssembly.
set -u
cd "$(dirname "$0")/../.." || exit 1
. tests/e2e/lib.sh

need_web e2e_node

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
	"--frames 200 --scenario doppler --view heights"
	"--frames 60 --size 640x480 --scenario sonic-boom"
	"--frames 420 --scenario sonic-boom --view heights"
)
# same_as_native CASE [NODE_OPTION...]: node's frame and heights of CASE (its options, words),
# with the options given to node alone, byte for byte ./ripple's.
same_as_native() {
	local c=$1
	shift
	rm -f "$T"/n.* "$T"/w.*
	# shellcheck disable=SC2086 # each case is words
	./ripple --headless $c --save-frame "$T/n.bmp" --save-heights "$T/n.h" >/dev/null 2>&1
	# shellcheck disable=SC2086
	"${node[@]}" --headless "$@" $c --save-frame "$T/w.bmp" --save-heights "$T/w.h" >"$T/wout" 2>&1
	check "node --headless $* $c: frame and heights identical to ./ripple's" \
		sh -c "test -s $T/n.bmp && cmp -s $T/n.bmp $T/w.bmp && cmp -s $T/n.h $T/w.h"
}
for c in "${cases[@]}"; do
	same_as_native "$c"
done
# The core's unit tests (tests/unit, cmocka) compiled for WebAssembly and run by node.
make -s web-unit >"$T/make" 2>&1 || { tail -20 "$T/make"; echo "e2e_node: make web-unit failed"; }
for t in $(sed -n 's/^WEB_UNITS = //p' Makefile); do
	node "build/web/unit/test_$t.js" >"$T/unit" 2>&1
	st=$?
	check "node: the core's unit tests test_$t pass in WebAssembly ($(grep -o 'PASSED  \] [0-9]* test' "$T/unit"), status $st)" \
		sh -c "test $st = 0 && grep -q 'PASSED  \] [1-9]' $T/unit && ! grep -q 'FAILED' $T/unit"
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
	same_as_native "$c" --kernel simd128
done
for c in "--size 317x93 --bpp 8" "--size 333x31 --bpp 16" "--size 517x93 --bpp 24" "--size 1023x21" "--size 9x7"; do
	# shellcheck disable=SC2086
	"${node[@]}" --bench --quick $c >"$T/wbench" 2>&1
	st=$?
	check "node --bench --quick $c: simd128 timed, every path bit-exact with the article's code (status $st)" \
		sh -c "test $st = 0 && grep -Eq '^  simd128, 1 thread +[0-9.]+ ' $T/wbench && grep -q 'bit-exact with the reference' $T/wbench"
done
# The modes run on the kernel the program measures fastest as it starts; a machine busy with other
# work can make the plain C path measure faster, and then no mode ran on simd128: measured once more.
for _ in 1 2; do
	"${node[@]}" --bench --modes --quick --size 203x117 >"$T/wbench" 2>&1
	st=$?
	grep -q 'runs simd128' "$T/wbench" && break
done
check "node --bench --modes --quick --size 203x117: each of the $(grep -c 'bit-exact$' "$T/wbench") classroom modes on simd128 bit-exact with its plain C path (status $st)" \
	sh -c "test $st = 0 && grep -q 'runs simd128' $T/wbench && test \$(grep -c 'bit-exact\$' $T/wbench) -ge 21"

finish e2e_node
