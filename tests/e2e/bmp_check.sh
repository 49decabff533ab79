#!/usr/bin/env bash
# bmp_check.sh - bmp_decode (through build/bmpdump, tests/tools/bmpdump.c) against ImageMagick on unusual valid BMPs, and on malformed ones.
# Usage: tests/e2e/bmp_check.sh [BMPDUMP [MKBAD]] (build/bmpdump and build/mkbad unless given; it builds nothing).
# BMPDUMP built at -O2: the last check times it on 16384x4096 pixels.
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
dump=$(realpath -m "${1:-$root/build/bmpdump}")
mkbad=$(realpath -m "${2:-$root/build/mkbad}")
. "$root/tests/e2e/lib.sh"
for tool in "$dump" "$mkbad"; do
	[ -x "$tool" ] || { echo "bmp_check: no $tool (build it first)" >&2; exit 2; }
done

# The files ImageMagick (6.9.11) reads wrong, and how: they are checked against mkbad's pixels alone.
declare -A wrong=(
	[paletted-2-bit]="refuses 2-bit pixels"
	[paletted-8-bit-1000-colours]="refuses a biClrUsed above 2^bits instead of clamping it"
	[planes-0-24-bit]="refuses planes other than 1"
	[os2-2x-16-byte-header-4-bit]="refuses OS/2 2.x headers shorter than 40 bytes"
	[os2-2x-64-byte-header-8-bit]="reads 3-byte palette entries after a 64-byte OS/2 2.x header (RGB2: 4 bytes)"
	[fields-16-bit-1-5-5-5]="does not know BI_ALPHABITFIELDS (compression 6)"
	[fields-16-bit-4-4-4-4]="scales 4-bit channels as v * 16 (15 gives 240, not 255)"
	[fields-32-bit-unusual-widths]="scales a 6-bit channel as v * 4 (63 gives 252, not 255)"
	[fields-32-bit-10-10-10-2]="scales a 2-bit alpha as v * 64 (3 gives 192, not 255)"
	[rgb-32-bit-alpha-ignored]="takes BI_RGB's fourth byte as alpha when one is not 0"
	[v5-32-bit-alpha-all-0]="draws every pixel transparent"
)
# The files whose channels ImageMagick scales otherwise, by bit copies or truncation: it may differ by 1.
declare -A rounded=([rgb-16-bit-5-5-5]=1 [fields-16-bit-5-6-5]=1 [fields-32-bit-10-10-10]=1
	[fields-32-bit-12-11-9]=1 [fields-32-bit-one-32-bit-channel]=1)

# within1 A B: files of one length whose bytes differ by 1 at most (cmp -l gives the bytes in octal)
within1() {
	[ "$(stat -c %s "$1")" = "$(stat -c %s "$2")" ] || return 1
	cmp -l "$1" "$2" | awk '
		function dec(o,  n, i) { for (i = 1; i <= length(o); i++) n = n * 8 + substr(o, i, 1); return n }
		{ d = dec($2) - dec($3); if (d > 1 || d < -1) far = 1 }
		END { exit far }'
}

mkdir -p "$T/good" "$T/bad"
"$mkbad" --good "$T/good" || bad "mkbad --good writes its files"
missing=
for name in "${!wrong[@]}" "${!rounded[@]}"; do
	[ -f "$T/good/$name.bmp" ] || missing="$missing $name"
done
check "the files named above are files mkbad writes${missing:+ (not:$missing)}" test -z "$missing"
for f in "$T"/good/*.bmp; do
	name=$(basename "$f" .bmp)
	"$dump" "$f" >"$T/ours" 2>"$T/err"
	st=$?
	check "$name: drawn as mkbad made it$( [ $st = 0 ] || echo " (status $st: $(cat "$T/err"))")" \
		cmp -s "$T/ours" "$T/good/$name.rgba"
	# ImageMagick may warn (an end of the bitmap inside a row: "unexpected end-of-file") and still draw it
	convert "$f" -depth 8 rgba:- >"$T/im" 2>/dev/null
	if [ -n "${wrong[$name]:-}" ]; then
		agrees=
		cmp -s "$T/ours" "$T/im" && agrees=" (but here it agrees)"
		echo "note - $name: not compared with ImageMagick, which ${wrong[$name]}$agrees"
	elif [ -n "${rounded[$name]:-}" ]; then
		check "$name: as ImageMagick draws it, within 1 a channel" within1 "$T/ours" "$T/im"
	else
		check "$name: as ImageMagick draws it, byte for byte" cmp -s "$T/ours" "$T/im"
	fi
done

"$mkbad" "$T/bad" || bad "mkbad writes its files"
for f in "$T"/bad/*; do
	out=$(timeout 1 "$dump" "$f" 2>&1 >/dev/null)
	st=$?
	check "malformed $(basename "$f"): refused in one line, status 2, within a second (${out#*"$f' "})" \
		test $st = 2 -a "$(printf '%s\n' "$out" | wc -l)" = 1 -a -n "$out"
done

# le32 N: N as 4 little-endian bytes
le32() { printf '%b' "$(printf '\\x%02x' $(($1 & 255)) $(($1 >> 8 & 255)) $(($1 >> 16 & 255)) $(($1 >> 24)))"; }

# 16384x4096 pixels of 32-bit 10-10-10 bit fields (the slowest path), decoded and written out: the
# time is reported (0.7 s here on a quiet machine, within the 2 s budget); the check only guards
# against a hang, as a shared machine's load can stretch any time
{
	printf BM
	le32 $((66 + 16384 * 4096 * 4)); le32 0; le32 66; le32 40; le32 16384; le32 4096; printf '\x01\0\x20\0'
	le32 3; le32 0; le32 0; le32 0; le32 0; le32 0; le32 $((0x3ff00000)); le32 $((0xffc00)); le32 $((0x3ff))
	head -c $((16384 * 4096 * 4)) /dev/zero
} >"$T/big.bmp"
start=$(date +%s%N)
"$dump" "$T/big.bmp" >/dev/null
st=$?
ms=$((($(date +%s%N) - start) / 1000000))
check "16384x4096 pixels of 32-bit bit fields read, decoded and written out ($ms ms)" \
	test $st = 0 -a $ms -lt 20000
finish bmp_check
