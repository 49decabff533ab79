#!/bin/sh
# sdl2-mingw.sh - builds Debian's own SDL2, SDL2_image and giflib once, static, for MinGW-w64, into a cache; prints the prefix.
#
# The sources are fetched and built by sdl2-libs.sh, which wasm-libs.sh shares; the cache is
# RIPPLE_CACHE (default ~/.cache/ripple), the prefix sdl2-$MINGW_HOST inside it.
set -eu

me=sdl2-mingw.sh
host=${MINGW_HOST:-x86_64-w64-mingw32}
cc=$host-gcc
ar=$host-ar
configure=
sdl2_flags=
sdl2_time="about 1.5 minutes"
cmake=
# shellcheck source=scripts/sdl2-libs.sh
. "$(dirname "$0")/sdl2-libs.sh"
libs_build
