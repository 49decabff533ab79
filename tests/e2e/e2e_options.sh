#!/usr/bin/env bash
# e2e_options.sh - the command line, table-driven: every option's bad values, drops at and past the edges, contradictions.
set -u
cd "$(dirname "$0")/../.." || exit 1
. tests/e2e/lib.sh
RIPPLE=${RIPPLE:-./ripple}

# refused OPTION VALUE...: each value (an empty one: the value left out) is refused in one line, status 2
refused() {
	local opt=$1 v out st
	shift
	for v in "$@"; do
		if [ -n "$v" ]; then
			out=$("$RIPPLE" --headless --size 8x6 --frames 1 "$opt" "$v" 2>&1 >/dev/null)
		else
			out=$("$RIPPLE" --headless --size 8x6 --frames 1 "$opt" 2>&1 >/dev/null)
		fi
		st=$?
		check "${opt//$'\n'/\\n} '${v//$'\n'/\\n}': refused in one line, status 2 (${out:0:100})" \
			test $st = 2 -a "$(printf '%s\n' "$out" | wc -l)" = 1 -a -n "$out"
	done
}

# taken OPTION VALUE...: each value runs a short headless pool, status 0, nothing on stderr
taken() {
	local opt=$1 v out st
	shift
	for v in "$@"; do
		out=$("$RIPPLE" --headless --size 80x60 --frames 2 "$opt" "$v" 2>&1 >/dev/null)
		st=$?
		check "$opt '$v': taken (status $st${out:+, $out})" test $st = 0 -a -z "$out"
	done
}

HUGE=99999999999999999999 # past a long
refused --size "" -1x5 0x5 5x0 16385x5 5x16385 "${HUGE}x5" x5 5x 5x5x5 " 5x5" 5X5 0x0
refused --bpp "" -8 0 7 12 33 64 $HUGE x 8.0
refused --scale "" -1 0 9 $HUGE x 1.5
refused --frames "" -1 0 1000000001 $HUGE x 1e3 0x10
refused --drop "" 1 1, ,1 1,2, 1,2,0 1,2,-1 1,2,16385 1,2,3,-1 1,2,3,32768 1,2,3,4,5 1,2@-1 1,2@x \
	1,2@1000000001 "${HUGE},1" "1,${HUGE}" 2147483648,1 1,2@ x,y
refused --stencil "" 0 5 8 -4 12x x $HUGE
refused --damping "" 0 9 -1 x $HUGE OFF
refused --stone "" hard SOFT
refused --view "" refract 3
refused --boundary "" wrap 1
refused --scenario "" rocks 1
refused --rain "" -1 1001 $HUGE x
refused --seed "" -1 x 18446744073709551616 " 1"
refused --fps "" 0 -1 1001 $HUGE x MAX
refused --period "" 0 1 1001 -2 x $HUGE
refused --speed "" 0 3 8 0.5 1/4 -1 x 2x
refused --slits "" 6 6, ,60 0,60 6,0 -6,60 6,60,1 16385,60 6,16385 "$HUGE,60" x,y 6.5,60
refused --screen "" 0 -1 16385 $HUGE x 1.5
refused --mesh "" 0 3 5 8 -1 x
refused --threads "" 0 -1 17 x $HUGE
refused --image ""
refused --walls ""
refused --save-frame ""
refused --save-heights ""
refused --save-window ""
refused --gl-view "" 3d Surface 2
refused --bogus x
refused $'--size\n' 5x5
refused --size $'5x5\nrest'

taken --size 1x1 8x6 16384x1 1x16384
taken --bpp 8 16 24 32
taken --frames 1
taken --stencil 4 12
taken --damping off 1 8
taken --rain 0 1000
taken --seed 0 18446744073709551615
taken --period 2 1000
taken --speed 1/2 1 2 4
taken --slits 1,1 16384,16384 6,60 # no scenario: kept for one laid out later
taken --screen 1 16384
refused --angle 1 89 # no lesson named: nothing to turn (they go with the lesson named)
refused --shallow 0.2 0.55 1 1.00 # likewise

# the knobs of a scenario: laid out when they fit, refused in one line with the range that does
while IFS='|' read -r args want; do
	# shellcheck disable=SC2086
	out=$("$RIPPLE" --headless --frames 2 $args 2>&1 >/dev/null)
	st=$?
	if [ -z "$want" ]; then
		check "$args: taken (status $st${out:+, $out})" test $st = 0 -a -z "$out"
	else
		check "$args: refused in one line saying '$want', status 2 ($out)" \
			test $st = 2 -a "$(printf '%s\n' "$out" | wc -l)" = 1 -a "$(printf '%s\n' "$out" | grep -c "$want")" = 1
	fi
done <<'END'
--scenario double-slit --slits 6,60 --screen 132|
--scenario double-slit --slits 1,2 --screen 12|
--scenario double-slit --slits 6,186|
--scenario two-sources --slits 1,6 --screen 40|
--scenario slit --slits 192,999|
--scenario rock --slits 999,999 --screen 999|
--scenario double-slit --size 1600x1200 --slits 8,40 --screen 100|
--scenario double-slit --slits 6,187|slits' separation 187 does not fit this 320x240 pool: it can be 7 to 186
--scenario double-slit --slits 6,6|slits' separation 6 does not fit this 320x240 pool: it can be 7 to 186
--scenario double-slit --screen 133|screen distance 133 does not fit this 320x240 pool: it can be 12 to 132
--scenario double-slit --screen 11|screen distance 11 does not fit
--scenario slit --slits 193,1|slit width 193 does not fit this 320x240 pool: it can be 1 to 192
--scenario two-sources --slits 6,5|sources' separation 5 does not fit this 320x240 pool: it can be 6 to 186
--scenario double-slit --size 1600x1200 --screen 2000|screen distance 2000 does not fit this 1600x1200 pool: it can be 12 to
--scenario double-slit --mesh 2 --slits 6,200|slits' separation 200 does not fit this 161x121 pool: it can be 8 to 140
--scenario mirror --angle 21|
--scenario mirror --angle 58|
--scenario wall-45 --angle 30|
--scenario mirror --angle 59|angle of incidence 59 does not fit this 320x240 pool: it can be 21 to 58 degrees
--scenario mirror --angle 20|angle of incidence 20 does not fit this 320x240 pool: it can be 21 to 58 degrees
--scenario mirror --size 1280x720 --angle 80|angle of incidence 80 does not fit this 1280x720 pool: it can be 14 to 62 degrees
--scenario double-slit --angle 30|angle of incidence 30: this lesson has no beam on a straight wall to turn
--scenario mirror --angle 90|bad value '90' for --angle: expected an angle of incidence in degrees, 1..89
--scenario refraction --angle 1|
--scenario refraction --angle 48|
--scenario refraction --angle 49|angle of incidence 49 does not fit this 320x240 pool: it can be 1 to 48 degrees
--scenario refraction --size 1280x720 --angle 58|angle of incidence 58 does not fit this 1280x720 pool: it can be 1 to 57 degrees
--scenario refraction --shallow 0.37|
--scenario refraction --shallow 1|
--scenario refraction --size 1280x720 --shallow 0.2 --angle 45|
--scenario refraction --shallow 0.36|shallow water's S 0.36 does not fit waves of 12 frames on this 320x240 pool: it can be 0.37 to 1.00
--scenario lens --shallow 0.3 --period 6|shallow water's S 0.30 does not fit waves of 6 frames on this 320x240 pool: it can be 0.71 to 1.00
--scenario mirror --shallow 0.5|shallow water's S 0.50: this lesson has no shallow water to set
--angle 40|and --shallow turn a lesson's wall or shallow water: only with --scenario or --lesson
--shallow 0.6 --size 1280x720|and --shallow turn a lesson's wall or shallow water: only with --scenario or --lesson
--lesson lessons/lens.lesson --shallow 0.6|
--scenario refraction --shallow 0.125|bad value '0.125' for --shallow: expected a speed ratio S of 0.2..1 with up to 2 decimals
--scenario refraction --shallow 0.1|bad value '0.1' for --shallow
--scenario refraction --shallow 1.01|bad value '1.01' for --shallow
END
taken --mesh 1 2 4
taken --threads 1 16
taken --scale 8 # a window's zoom, which a headless run leaves aside
taken --fps max

# drops on a 80x60 pool: at the edges taken; past them, at the extremes of an int, reported and ignored
while IFS='|' read -r drop where; do
	out=$("$RIPPLE" --headless --size 80x60 --frames 2 --drop "$drop" 2>&1 >/dev/null)
	st=$?
	if [ "$where" = inside ]; then
		check "--drop $drop (touching the edge): taken, status 0 ($out)" test $st = 0 -a -z "$out"
	else
		check "--drop $drop ($where): one line saying it would leave the pool, status 0 ($out)" \
			test $st = 0 -a "$(printf '%s\n' "$out" | grep -c 'would leave the 80x60 pool')" = 1
	fi
done <<'END'
3,3|inside
77,57|inside
40,30,30|inside
2,3|past the left edge
78,30|past the right edge
40,57,4|past the bottom
40,30,31|a disc wider than the pool
-1,-1|outside
-2147483648,-2147483648|at the smallest int
2147483647,2147483647|at the largest int
-2147483648,30,16384,32767|the smallest int, the largest stone
END
for mesh in 2 4; do
	out=$("$RIPPLE" --headless --size 80x60 --frames 2 --mesh $mesh --drop -2147483648,-2147483648 \
		--drop 2147483647,5 2>&1 >/dev/null)
	st=$?
	check "--mesh $mesh: drops at the extremes of an int are reported and ignored ($st)" \
		test $st = 0 -a "$(printf '%s\n' "$out" | grep -c 'would leave')" = 2
done
out=$("$RIPPLE" --headless --size 80x60 --frames 3 --drop 40,30@3 2>&1 >/dev/null)
check "--drop at frame 3 of 3 frames: one line saying it comes after the last frame" \
	test "$(printf '%s\n' "$out" | grep -c 'after the last frame')" = 1

# contradictions, and the options that set the rest aside
while IFS='|' read -r args why; do
	# shellcheck disable=SC2086
	out=$("$RIPPLE" $args 2>&1 >/dev/null)
	st=$?
	check "$why ($args): status 2, one line (${out:0:100})" \
		test $st = 2 -a "$(printf '%s\n' "$out" | wc -l)" = 1 -a -n "$out"
done <<END
--quick|--quick without --bench
--headless --quick|--quick without --bench, headless
--modes|--modes without --bench
--headless --modes|--modes without --bench, headless
--bench --quick --only mesh|--only without --modes
--bench --modes --quick --only=|--only with an empty name
--bench --quick --headless|--bench with --headless
--bench --quick --frames 5|--bench with --frames
--bench --quick --drop 5,5|--bench with --drop
--bench --quick --image bmp/pool.bmp|--bench with --image
--bench --quick --save-frame $T/b.bmp|--bench with --save-frame
--bench --quick --save-heights $T/b.h|--bench with --save-heights
--headless --save-frame $T/same --save-heights $T/same|both outputs into one file
--headless --gl|--gl with --headless
--headless --gl-view surface|--gl-view with --headless
--headless --save-window $T/w.bmp|--save-window with --headless
--bench --quick --gl|--gl with --bench
--save-frame $T/same --save-window $T/same|the frame and the window into one file
--save-heights $T/same --save-window $T/same|the heights and the window into one file
END
check "--help sets the rest aside (--help --quick --frames 5: status 0)" sh -c "$RIPPLE --help --quick --frames 5 >/dev/null 2>&1"
check "--version sets the rest aside" sh -c "$RIPPLE --version --bench --headless >/dev/null 2>&1"
check "the last of a repeated option wins (--size 8x6 --size 9x7)" \
	sh -c "$RIPPLE --headless --frames 1 --size 8x6 --size 9x7 --save-heights $T/rep.h >/dev/null 2>&1 && test \$(stat -c %s $T/rep.h) = 126"
check "--frames with = (--frames=2) is taken" sh -c "$RIPPLE --headless --size 8x6 --frames=2 >/dev/null 2>&1"
check "a flag with a value (--headless=1) is an unknown option" \
	sh -c "$RIPPLE --headless=1 2>&1 | grep -q \"unknown option '--headless=1'\""

finish e2e-options
