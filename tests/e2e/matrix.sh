#!/usr/bin/env bash
# matrix.sh - headless runs over every scene, view, stencil, damping, edge, scenario, mesh and depth, saved to compare two builds byte for byte.
#
#   tests/e2e/matrix.sh record RIPPLE DIR   runs each case with the binary RIPPLE, its frame, heights
#                                      and output into DIR
#   tests/e2e/matrix.sh compare DIR1 DIR2   exit 0 when both hold the same bytes, else the cases that differ
#   tests/e2e/matrix.sh sums DIR            the SHA-256 of every output in DIR, one a line
#   tests/e2e/matrix.sh check RIPPLE        records with RIPPLE and compares with tests/data/matrix.sums
#                                      (make test)
#
# tests/data/matrix.sums holds the outputs' sums as the program has made them since they were first
# recorded: a change that should alter no output (a new layout of the code, a faster kernel) is
# checked against it. A case is one line of options after the common ones. A change that alters
# outputs on purpose records the sums anew (sums DIR > tests/data/matrix.sums) and says which
# cases changed and why in its commit message.
set -u

cases() {
	local bpp
	for bpp in 8 16 24 32; do
		echo "d$bpp --bpp $bpp --drop 100,100,9,30000 --drop 200,60,3@40 --rain 20 --seed 7"
		echo "w$bpp --bpp $bpp --walls bmp/slit.bmp --rain 30 --seed 3 --boundary reflect"
		for view in light both heights; do
			echo "v$view$bpp --bpp $bpp --view $view --rain 25 --seed 5 --drop 160,120,8,20000"
		done
		for mesh in 2 4; do
			echo "m$mesh$bpp --bpp $bpp --mesh $mesh --rain 25 --seed 9 --drop 50,50,5"
			echo "mw$mesh$bpp --bpp $bpp --mesh $mesh --walls bmp/slit.bmp --view light --rain 40"
			echo "mh$mesh$bpp --bpp $bpp --mesh $mesh --view heights --rain 30 --seed 6"
		done
		echo "hw$bpp --bpp $bpp --view heights --walls bmp/slit.bmp --boundary reflect --rain 30"
		echo "bw$bpp --bpp $bpp --view both --walls bmp/slit.bmp --rain 30 --seed 8"
		echo "side$bpp --bpp $bpp --scene side --splash 100,300 --splash 200,-200@30 --rock 150@60"
	done
	echo "s12 --stencil 12 --rain 20 --drop 100,100,6"
	for d in 1 3 8 off; do
		echo "damp$d --damping $d --rain 15 --seed 2 --drop 160,120,4,5000"
	done
	for e in classic reflect absorb; do
		echo "edge$e --boundary $e --rain 20 --seed 4 --stencil 12"
	done
	echo "soft --stone soft --drop 160,120,10,20000 --drop 40,40,2@10 --rain 10"
	for s in rock slit double-slit two-sources; do
		echo "sc$s --scenario $s"
		echo "scr$s --scenario $s --view refraction"
		echo "scp$s --scenario $s --period 20 --view both --mesh 2"
	done
	echo "big --size 1033x517 --threads 2 --rain 200 --seed 11"
	echo "bigk --size 1033x517 --threads 3 --kernel scalar --rain 200 --view light"
	echo "small --size 17x9 --drop 8,4,2"
	echo "scaled --size 640x200 --image bmp/slit.bmp --drop 300,100,7"
	echo "sidep --scene side --tension 0.1 --dampening 0.01 --spread 0.4 --passes 20 --splash 50,900 --rock 300@5"
	echo "outside --drop 400,400"
}

record() { # record RIPPLE DIR
	local ripple=$1 dir=$2 name args
	mkdir -p "$dir"
	cases | while read -r name args; do
		# shellcheck disable=SC2086
		"$ripple" --headless --frames 300 $args --save-frame "$dir/$name.bmp" --save-heights "$dir/$name.h" \
			>"$dir/$name.out" 2>&1
		echo "exit $?" >>"$dir/$name.out"
		sed -i -E 's/in [0-9.]+ s: [0-9.]+ fps/in T s: F fps/' "$dir/$name.out" # the time is not the output
	done
	echo "matrix: $(cases | wc -l) cases recorded into $dir"
}

compare() { # compare DIR1 DIR2
	local differ=0 name args
	while read -r name args; do
		for ext in bmp h out; do
			if ! cmp -s "$1/$name.$ext" "$2/$name.$ext"; then
				echo "differs: $name.$ext ($args)"
				differ=$((differ + 1))
			fi
		done
	done < <(cases)
	echo "matrix: $(cases | wc -l) cases, $differ outputs differ"
	test "$differ" = 0
}

sums() { # sums DIR
	(cd "$1" && sha256sum -- *.bmp *.h *.out)
}

check() { # check RIPPLE
	local dir
	dir=$(mktemp -d)
	record "$1" "$dir" >/dev/null
	if sums "$dir" | diff -u "$(dirname "$0")/../data/matrix.sums" -; then
		echo "matrix: $(cases | wc -l) cases, every frame, heights and message as tests/data/matrix.sums records"
		rm -rf "$dir"
	else
		echo "matrix: outputs differ from tests/data/matrix.sums (kept in $dir)"
		return 1
	fi
}

case "${1:-}" in
record) record "$2" "$3" ;;
compare) compare "$2" "$3" ;;
sums) sums "$2" ;;
check) check "$2" ;;
*)
	echo "usage: tests/e2e/matrix.sh record RIPPLE DIR | compare DIR1 DIR2 | sums DIR | check RIPPLE" >&2
	exit 2
	;;
esac
