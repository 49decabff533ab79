#!/bin/sh
# deps.sh - installs the Debian packages that building (build), cross-building (exe), building for the browser (web) or testing (test, web-test) Ripple needs.
set -eu

build="gcc make pkg-config libsdl2-dev libsdl2-image-dev libgif-dev libdbus-1-dev libx11-dev"
exe="gcc make gcc-mingw-w64-x86-64 binutils-mingw-w64-x86-64 dpkg-dev"
web="make dpkg-dev emscripten cmake"
webtest="$web chromium imagemagick python3 xvfb libgl1-mesa-dri"
test="$build $exe openbox libgl1-mesa-dri clang libclang-rt-dev libx11-dev x11-utils time xclip libcmocka-dev libfftw3-dev xvfb xdotool imagemagick valgrind wine wine64 icoutils zip unzip dbus-daemon xdg-desktop-portal xdg-desktop-portal-gtk zenity groff-base xscreensaver-data-extra emscripten cmake chromium python3 dpkg-dev"
case "${1:-build}" in
build) want=$build ;;
exe) want=$exe ;;
test) want=$test ;;
web) want=$web ;;
web-test) want=$webtest ;;
*) echo "usage: scripts/deps.sh [build|exe|test|web|web-test]" >&2; exit 2 ;;
esac

if ! command -v dpkg-query >/dev/null 2>&1; then
	echo "deps.sh: not a Debian/Ubuntu system; make sure these (or your system's equivalents) are installed: $want" >&2
	exit 0
fi
missing=
for p in $want; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing="$missing $p"
done
[ -z "$missing" ] && exit 0

if [ "$(id -u)" = 0 ]; then
	sudo=
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
	sudo="sudo -n"
else
	echo "deps.sh: missing Debian packages:$missing" >&2
	echo "deps.sh: install them with: sudo apt-get install$missing" >&2
	exit 1
fi
echo "deps.sh: installing$missing"
export DEBIAN_FRONTEND=noninteractive
# shellcheck disable=SC2086
$sudo apt-get install -y -q $missing || { $sudo apt-get update -q && $sudo apt-get install -y -q $missing; }
