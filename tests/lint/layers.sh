#!/usr/bin/env bash
# layers.sh - checks that the folders are true layers: every include and every call points down a layer (or stays in its folder), a shell includes of the run only its contract (which brings it app/'s start-up), and no files call round in a circle.
# Usage: tests/lint/layers.sh [ROOT [NATIVE_OBJECTS [WIN_OBJECTS [WEB_OBJECTS]]]]
#   ROOT: the sources, the repository by default; the objects of ./ripple, of ripple.exe and of the page,
#   ROOT/build/native, ROOT/build/win (make ripple ripple.exe) and ROOT/build/web/obj (make web) by default;
#   the page's are skipped, with a line, when they are not built. NM_WIN: the nm that reads ripple.exe's
#   objects; NM_WEB: the one that reads the page's WebAssembly objects (emscripten's emnm, an llvm-nm).
set -u
root=${1:-$(dirname "$0")/../..}
native=$(realpath -m "${2:-$root/build/native}")
win=$(realpath -m "${3:-$root/build/win}")
web=$(realpath -m "${4:-$root/build/web/obj}")
cd "$root" || exit 1
fail=0

# The layers from the bottom up (docs/architecture.md): a folder each, and ripple.c, which calls down into core/,
# just above it. ripple.h, the core's contract that each file of core/ holds a part of, is core's; the shells
# sit on top.
layers=(core ripple.c files scenes graphs engine window app)
# The shells' files, from shells.mk (which the Makefile includes too): each program's own sources (NAME_SHELL),
# their headers (SHELL_HEADERS), and the folders of what the build makes around them (SHELL_FOLDERS).
declare -A shells_mk
while read -r name words; do
	shells_mk[$name]=$words
done < <(sed -nE 's/^([A-Z_]+)[[:space:]]*=[[:space:]]*/\1 /p' shells.mk 2>/dev/null)
declare -A is_shell
for name in "${!shells_mk[@]}"; do
	[[ $name == *_SHELL || $name == SHELL_HEADERS ]] || continue
	for f in ${shells_mk[$name]}; do
		is_shell[$f]=1
	done
done
for f in "${!is_shell[@]}" ${shells_mk[MENU_WRITERS]-}; do
	[ -f "$f" ] || { echo "layers: shells.mk names $f, which is not in the tree"; fail=1; }
done
read -ra shell_folders <<<"${shells_mk[SHELL_FOLDERS]-}"
for d in "${shell_folders[@]}"; do
	[ -d "$d" ] || { echo "layers: shells.mk names the folder $d, which is not in the tree"; fail=1; }
done
[ ${#is_shell[@]} -gt 0 ] || { echo "layers: no shells in $root/shells.mk (NATIVE_SHELL, WIN_SHELL, WEB_SHELL: each program's shell)"; exit 1; }
# rank FILE: sets REPLY to FILE's layer, 0 at the bottom, the shells one above the last; -1 for none.
rank() {
	local top=${1%%/*} i
	[ "$1" = ripple.h ] && top=core
	if [ -n "${is_shell[$1]-}" ]; then
		REPLY=${#layers[@]}
		return
	fi
	for i in "${shell_folders[@]}"; do
		[[ $1 == "$i"/* ]] && { REPLY=${#layers[@]}; return; }
	done
	for i in "${!layers[@]}"; do
		[ "$top" = "${layers[$i]}" ] && { REPLY=$i; return; }
	done
	REPLY=-1
}
# shell_may SHELL FILE: whether a shell's file includes FILE (docs/architecture.md, "Writing a shell"): the
# shells' own files, files/ (a picture's name, the recorder's kinds), and of the rest only their contract,
# window/shell.h, through which comes all a shell needs of app/ (the start-up), engine/ and scenes/. The menus'
# writers (MENU_WRITERS) read the table of the menus, window/menus.h.
shell_may() {
	case $2 in
	files/* | window/shell.h) return 0 ;;
	window/menus.h) [[ " ${shells_mk[MENU_WRITERS]-} " == *" $1 "* ]] ;;
	*)
		rank "$2"
		[ "$REPLY" = ${#layers[@]} ] ;;
	esac
}
# up_may FILE INCLUDED: the one include up a layer, of headers that declare and call nothing: the shells'
# contract, window/shell.h, brings them the start-up's, app/cmdline.h and app/batch.h (options_parse, batch_run,
# options_free...). No file of window/ calls app/ for it: the calls' check below says so.
up_may() {
	[ "$1" = window/shell.h ] && [[ $2 == app/cmdline.h || $2 == app/batch.h ]]
}

sources=$(find . -path ./tests -prune -o -path ./bmp -prune -o -path ./build -prune -o -path './.*' -prune -o \
	-type f -name '*.[ch]' -print | sed 's|^\./||' | sort)
[ -n "$sources" ] || { echo "layers: no sources in $root"; exit 1; }
declare -A is_source
for f in $sources; do
	is_source[$f]=1
	rank "$f"
	[ "$REPLY" -ge 0 ] || { echo "layers: $f is in no layer (put it in one of: ${layers[*]})"; fail=1; }
done

# Includes as the compiler finds them: a quoted one in the including file's folder, then in the folders the
# Makefile's compilers get with -I; the path found, with its "..", as the file it names.
incdirs=($(grep -E '\$\((W|FUZZ_)?CC\)' Makefile | grep -oE '(^|[[:space:]])-I[[:space:]]*[^$[:space:]]+' |
	sed -E 's/^[[:space:]]*-I[[:space:]]*//' | sort -u))
[ ${#incdirs[@]} -gt 0 ] || { echo "layers: no -I in the Makefile's compile lines"; exit 1; }
from=() written=() found=()
while read -r f inc; do
	d=.
	[[ $f == */* ]] && d=${f%/*}
	for dir in "$d" "${incdirs[@]}"; do
		if [ -f "$dir/$inc" ]; then
			from+=("$f") written+=("$inc") found+=("$dir/$inc")
			break
		fi
	done # else a header of the system or of a library
done < <(awk 'match($0, /^[ \t]*#[ \t]*include[ \t]*"[^"]*"/) {
		inc = substr($0, RSTART, RLENGTH); sub(/^[^"]*"/, "", inc); sub(/"$/, "", inc); print FILENAME, inc }' $sources)
[ ${#found[@]} -gt 0 ] && mapfile -t found < <(realpath -ms --relative-to=. -- "${found[@]}")
for i in "${!from[@]}"; do
	rank "${from[$i]}"
	rf=$REPLY
	[ "$rf" -ge 0 ] || continue # said above
	rank "${found[$i]}"
	how=
	[ "${written[$i]}" = "${found[$i]}" ] || how=" (as \"${written[$i]}\")"
	if [ "$REPLY" -lt 0 ]; then
		echo "layers: ${from[$i]} includes ${found[$i]}$how, which is in no layer"
		fail=1
	elif [ "$REPLY" -gt "$rf" ] && ! up_may "${from[$i]}" "${found[$i]}"; then
		echo "layers: ${from[$i]} includes ${found[$i]}$how, a layer above it"
		fail=1
	elif [ "$rf" = ${#layers[@]} ] && ! shell_may "${from[$i]}" "${found[$i]}"; then
		echo "layers: ${from[$i]}, a shell, includes ${found[$i]}$how: of the layers a shell includes files/ and window/shell.h alone"
		fail=1
	fi
done

# calls OBJDIR NM: "FROM TO NAMES" for each file of our sources whose object in OBJDIR uses names that another
# file's object defines.
calls() {
	local objects=() o
	for o in $(cd "$1" 2>/dev/null && find . -name '*.o' | sed 's|^\./||' | sort); do
		[ -n "${is_source[${o%.o}.c]-}" ] && objects+=("$o")
	done
	[ ${#objects[@]} -gt 0 ] || return
	# GNU nm says "file.o:address T name" and "file.o: U name", llvm-nm "file.o: address T name": the type and
	# the name are the last two words.
	# (an object with no symbols, a kernel compiled to nothing for WebAssembly, is no news)
	(cd "$1" && "$2" -A "${objects[@]}" 2> >(grep -v ': no symbols$' >&2)) | awk '{ f = $1; sub(/\.o:.*/, ".c", f); type = $(NF - 1); name = $NF }
		type ~ /^[TDBRG]$/ { at[name] = f }
		type == "U" { use[f " " name] = 1 }
		END { for (k in use) { split(k, u, " "); if ((u[2] in at) && at[u[2]] != u[1]) print u[1], at[u[2]], u[2] } }' |
		sort | awk '$1 " " $2 != pair { if (pair != "") print pair, names; pair = $1 " " $2; names = $3; next }
			{ names = names "," $3 }
			END { if (pair != "") print pair, names }'
}

# check_calls PROGRAM OBJDIR NM: every call of the program down a layer or within one, and no circle of calls.
check_calls() {
	local edges loops from to names
	edges=$(calls "$2" "$3")
	if [ -z "$edges" ]; then
		echo "layers: no objects of $1 in $2 (make ripple ripple.exe first)"
		fail=1
		return
	fi
	while read -r from to names; do
		rank "$from"
		rf=$REPLY
		rank "$to"
		if [ "$rf" -ge 0 ] && [ "$REPLY" -gt "$rf" ]; then
			echo "layers: $1: $from calls into $to ($names), a layer above it"
			fail=1
		fi
	done <<<"$edges"
	# tsort names the files of each circle it finds, each calling the next.
	if ! loops=$(cut -d' ' -f1,2 <<<"$edges" | tsort 2>&1 >/dev/null); then
		awk -v say="layers: $1: a circle of calls:" '
			function put() { if (c != "") print say, c " -> " first }
			/input contains a loop/ { put(); c = ""; next }
			{ sub(/^tsort: /, ""); if (c == "") c = first = $0; else c = c " -> " $0 }
			END { put() }' <<<"$loops"
		fail=1
	fi
}
check_calls ./ripple "$native" nm
check_calls ripple.exe "$win" "${NM_WIN:-x86_64-w64-mingw32-nm}"
# The page's objects when built (make web; make check does not build them), read by an nm that knows WebAssembly.
programs="./ripple and ripple.exe"
nm_web=${NM_WEB:-emnm}
if [ -z "$(find "$web" -name '*.o' -print -quit 2>/dev/null)" ]; then
	echo "layers: the page's calls not checked: no objects of ripple.html in $web (make web)"
elif ! command -v "$nm_web" >/dev/null; then
	echo "layers: the page's calls not checked: no $nm_web to read its objects (NM_WEB: an llvm-nm)"
else
	check_calls ripple.html "$web" "$nm_web"
	programs="./ripple, ripple.exe and ripple.html"
fi

[ $fail = 0 ] && echo "layers: $(wc -w <<<"$sources") files in ${#layers[@]} layers and the shells: every include and every call of $programs points down (but window/shell.h's app/cmdline.h and app/batch.h, the start-up it brings the shells), the shells include of the layers files/ and window/shell.h alone, and no files call round in a circle"
exit $fail
