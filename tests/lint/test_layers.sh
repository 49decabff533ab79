#!/usr/bin/env bash
# test_layers.sh - tests the layers' check (layers.sh): it passes on a copy of the tree as it is, and fails on each mutation of a copy that breaks a layer; and the paths' check (paths.sh) failing on a lesson's frame that passes one more file.
# Usage: tests/lint/test_layers.sh   (after make ripple ripple.exe build/trace/paths: it copies their objects and adds
#   a few small ones; the page's too after make web, else its mutation is skipped with a line)
set -u
cd "$(dirname "$0")/../.." || exit 1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
fail=0
# The page's objects, when built and emscripten is here to add one.
web=
[ -n "$(find build/web/obj -name '*.o' -print -quit 2>/dev/null)" ] && command -v emcc >/dev/null && web=1

# scratch NAME: a copy of the sources and of both programs' objects in $tmp/NAME.
scratch() {
	mkdir -p "$tmp/$1/build"
	git ls-files -co --exclude-standard -- Makefile shells.mk '*.c' '*.h' | grep -v '^tests/\|^bmp/' | xargs cp --parents -t "$tmp/$1"
	cp -r build/native build/win "$tmp/$1/build/"
	if [ -n "$web" ]; then
		mkdir -p "$tmp/$1/build/web"
		cp -r build/web/obj "$tmp/$1/build/web/"
	fi
}

# object NAME FILE COMPILER CODE OBJDIR: FILE of copy NAME holding CODE, compiled into its object in build/OBJDIR.
object() {
	printf '%s\n' "$4" >"$tmp/$1/$2"
	mkdir -p "$(dirname "$tmp/$1/build/$5/$2")"
	$3 -c -o "$tmp/$1/build/$5/${2%.c}.o" "$tmp/$1/$2" || exit 1
}

# expect NAME WHAT MESSAGE...: the check on copy NAME fails and says each MESSAGE (WHAT: the mutation).
expect() {
	local name=$1 what=$2 out m said=1
	shift 2
	if out=$(tests/lint/layers.sh "$tmp/$name"); then
		echo "test_layers: FAIL: the check passes with $what"
		fail=1
		return
	fi
	for m in "$@"; do
		grep -qF -- "$m" <<<"$out" || said=0
	done
	if [ $said = 1 ]; then
		echo "test_layers: fails, as it must, with $what"
	else
		echo "test_layers: FAIL: with $what the check does not say: $*"
		echo "$out"
		fail=1
	fi
}

scratch same
if out=$(tests/lint/layers.sh "$tmp/same"); then
	echo "test_layers: passes on the tree as it is"
else
	echo "test_layers: FAIL: the check fails on the tree as it is:"
	echo "$out"
	fail=1
fi

scratch up
sed -i '2i #include "../window/menus.h"' "$tmp/up/engine/demo.c"
expect up 'an upward include written relative to its file' \
	'engine/demo.c includes window/menus.h (as "../window/menus.h"), a layer above it'

scratch circle
object circle core/circle_a.c cc 'void circle_b(void); void circle_a(void); void circle_a(void) { circle_b(); }' native
object circle core/circle_b.c cc 'void circle_c(void); void circle_b(void); void circle_b(void) { circle_c(); }' native
object circle core/circle_c.c cc 'void circle_a(void); void circle_c(void); void circle_c(void) { circle_a(); }' native
# the circle is named from any of its files, each calling the next
expect circle 'three files calling round in a circle' './ripple: a circle of calls: core/circle_' \
	'circle_a.c -> core/circle_b.c' 'circle_b.c -> core/circle_c.c' 'circle_c.c -> core/circle_a.c'

scratch win
object win files/upcall.c x86_64-w64-mingw32-gcc 'int WinMain(void); int upcall(void); int upcall(void) { return WinMain(); }' win
expect win 'an upward call in the objects of ripple.exe only' \
	'ripple.exe: files/upcall.c calls into winmain.c (WinMain), a layer above it'

scratch core
object core core/upcall.c cc 'int ripple_init(void); int upcall(void); int upcall(void) { return ripple_init(); }' native
expect core 'a file of core/ calling ripple.c' './ripple: core/upcall.c calls into ripple.c (ripple_init), a layer above it'

scratch shell
sed -i '/#include "window\/shell.h"/a #include "window/play.h"' "$tmp/shell/sdlmain.c"
sed -i '/#include "window\/shell.h"/a #include "engine/demo.h"' "$tmp/shell/webmain.c"
sed -i '/#include "window\/shell.h"/a #include "app/cmdline.h"' "$tmp/shell/winmain.c"
expect shell 'a shell including window/play.h, another engine/demo.h, a third app/cmdline.h (which shell.h brings)' \
	'sdlmain.c, a shell, includes window/play.h: of the layers a shell includes files/ and window/shell.h alone' \
	'webmain.c, a shell, includes engine/demo.h' 'winmain.c, a shell, includes app/cmdline.h'

scratch startup
sed -i '/#include "window\/play_internal.h"/a #include "app/batch.h"' "$tmp/startup/window/play.c"
sed -i '/#include "app\/cmdline.h"/a #include "app/bench.h"' "$tmp/startup/window/shell.h"
expect startup "a file of window/ including app/batch.h, and window/shell.h app/bench.h (not the start-up's)" \
	'window/play.c includes app/batch.h, a layer above it' 'window/shell.h includes app/bench.h, a layer above it'

if [ -n "$web" ]; then
	scratch web
	object web files/upcall.c emcc 'int web_checked(int id); int upcall(void); int upcall(void) { return web_checked(1); }' web/obj
	expect web "an upward call in the page's objects only" \
		'ripple.html: files/upcall.c calls into webmain.c (web_checked), a layer above it'
else
	echo "test_layers: an upward call in the page's objects not tried: they are not built (make web) or no emcc"
fi

# paths.sh with a lesson's frame passing one more file: nm's lines put plot_screen, a function of graphs/plot.c that
# the graphs call each frame, in a file of its own; the check, run as make check runs it, must fail on every frame.
mkdir "$tmp/bin"
cat >"$tmp/bin/nm" <<EOF
#!/bin/sh
$(command -v nm) "\$@" | sed 's|\( T plot_screen\t.*\)graphs/plot\.c:|\1graphs/moved.c:|'
EOF
chmod +x "$tmp/bin/nm"
if out=$(PATH=$tmp/bin:$PATH tests/lint/paths.sh); then
	echo "test_layers: FAIL: paths.sh passes with a lesson's frame passing one more file"
	fail=1
elif [ "$(grep -cE '^FAIL: frame [0-9]+ \(play_tick\) passes (19 files \(18|20 files \(19) at most\)$' <<<"$out")" = 4 ]; then
	echo "test_layers: paths.sh fails, as it must, with a lesson's frame passing one more file"
else
	echo "test_layers: FAIL: with a lesson's frame passing one more file paths.sh does not say so of each frame:"
	echo "$out"
	fail=1
fi

exit $fail
