#!/bin/sh
# wasm-libs.sh - builds Debian's own SDL2, SDL2_image and giflib once, static, for WebAssembly with emscripten, into a cache; prints the prefix.
#
# Installs emscripten first when it is missing (scripts/deps.sh web). The sources are fetched and
# built by sdl2-libs.sh, as for ripple.exe, into the same cache (RIPPLE_CACHE, default
# ~/.cache/ripple) under the same lock; the prefix is sdl2-wasm32-unknown-emscripten inside it.
# SDL2 is built without threads (a page's wasm has none unless the server sends special headers,
# which a file opened from the disk cannot), without assembly and without the CPU's features.
# JPEG is decoded by Debian's libjpeg-turbo, built with CMake, so that a photo gives the page the
# pixels it gives ./ripple (stb_image's decoder rounds otherwise).
#
# `wasm-libs.sh threads` builds them all again with -pthread, SDL2 with its threads and its CPU
# count (the browser's navigator.hardwareConcurrency), into sdl2-wasm32-unknown-emscripten-threads:
# for the page that runs its water on every core where the server isolates it (make web's
# build/web/site/ripple-threads.js); emscripten links no object compiled without -pthread into it.
set -eu

dir=$(dirname "$0")
"$dir/deps.sh" web >&2
# Debian's emcc runs its JavaScript tools with Debian's acorn, which a node of another origin
# (nodesource's, nvm's) does not find without it.
export NODE_PATH="/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}"

me=wasm-libs.sh
host=wasm32-unknown-emscripten
cc=emcc
ar=emar
configure=emconfigure
sdl2_flags="--disable-assembly --disable-pthreads --disable-cpuinfo"
sdl2_time="about 2 minutes on two cores"
cmocka=yes
if [ "${1:-}" = threads ]; then
	variant=-threads
	cmocka=
	cflags=-pthread
	sdl2_flags="--disable-assembly --enable-pthreads"
elif [ $# -gt 0 ]; then
	echo "usage: $me [threads]" >&2
	exit 2
fi
# CMake reads the sizes of size_t and unsigned long from a compiled object, which WebAssembly's
# are not: they are given (wasm32's 4 bytes).
cmake="emcmake cmake -DHAVE_SIZE_T=1 -DSIZE_T=4 -DHAVE_UNSIGNED_LONG=1 -DUNSIGNED_LONG=4"
# shellcheck source=scripts/sdl2-libs.sh
. "$dir/sdl2-libs.sh"
libs_build
