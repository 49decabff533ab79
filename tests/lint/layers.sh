#!/usr/bin/env bash
# layers.sh - checks that the folders are true layers: every include and every call points down a layer (or stays in its folder), and no two files call into each other.
# Usage: tests/lint/layers.sh [OBJDIR]   (OBJDIR: the native objects of ./ripple, build/native by default)
cd "$(dirname "$0")/../.." || exit 1
objdir=${1:-build/native}

# The layers from the bottom up (docs/architecture.md); ripple.c and ripple.h are the core's face, the
# shells sit on top.
layers=(core files scenes graphs engine window app)
rank() {
	case $1 in
	ripple.c | ripple.h) echo 0 ;;
	sdlmain.c | sdldialog.[ch] | winmain.c | res/*) echo ${#layers[@]} ;;
	*/*)
		local i
		for i in "${!layers[@]}"; do
			[ "${1%%/*}" = "${layers[$i]}" ] && { echo "$i"; return; }
		done
		echo -1 ;;
	*) echo -1 ;;
	esac
}

fail=0
sources=$(git ls-files '*.c' '*.h' | grep -v '^tests/\|^bmp/')
[ -n "$sources" ] || { echo "layers: no sources (not a git checkout?)"; exit 1; }
for f in $sources; do
	rf=$(rank "$f")
	if [ "$rf" -lt 0 ]; then
		echo "layers: $f is in no layer (put it in one of: ${layers[*]})"
		fail=1
		continue
	fi
	while read -r inc; do
		[ -e "$inc" ] || continue # a header of the system or of a library
		ri=$(rank "$inc")
		if [ "$ri" -gt "$rf" ]; then
			echo "layers: $f includes $inc, a layer above it"
			fail=1
		fi
	done < <(sed -n 's/^[ \t]*#[ \t]*include[ \t]*"\([^"]*\)".*/\1/p' "$f")
done

# Calls, by the symbols the objects define and use: never up a layer, never back and forth.
objects=$(cd "$objdir" 2>/dev/null && find . -name '*.o' | sed 's|^\./||' | sort)
if [ -z "$objects" ]; then
	echo "layers: no objects in $objdir (build ./ripple first)"
	exit 1
fi
calls=$(for o in $objects; do nm "$objdir/$o" | awk -v f="${o%.o}.c" '
		NF == 3 && $2 ~ /^[TDBRG]$/ { print "def", f, $3 }
		NF == 2 && $1 == "U" { print "use", f, $2 }'; done |
	awk '$1 == "def" { at[$3] = $2; next } { use[$2 " " $3] = 1 }
		END { for (k in use) { split(k, p, " "); if ((p[2] in at) && at[p[2]] != p[1]) print p[1], at[p[2]] } }' | sort -u)
while read -r from to; do
	[ -n "$from" ] || continue
	if [ "$(rank "$to")" -gt "$(rank "$from")" ]; then
		echo "layers: $from calls into $to, a layer above it"
		fail=1
	fi
	if [ "$from" \< "$to" ] && grep -qx "$to $from" <<<"$calls"; then
		echo "layers: $from and $to call into each other"
		fail=1
	fi
done <<<"$calls"

[ $fail = 0 ] && echo "layers: $(wc -w <<<"$sources") files in ${#layers[@]} layers and the shells: every include and call points down, no two files call each other"
exit $fail
