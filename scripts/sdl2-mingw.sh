#!/bin/sh
# sdl2-mingw.sh - builds Debian's own SDL2 source once as a static MinGW-w64 library in a cache; prints its prefix.
#
# Debian packages no SDL2 for MinGW, so this fetches the source of the machine's own libsdl2
# package with `apt-get source`, through a private apt configuration and state directory whose
# deb-src entries are derived from the machine's configured Debian sources, and cross-compiles it.
# Later runs find the library in the cache and only print the prefix.
set -eu

cache=${RIPPLE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/ripple}
host=${MINGW_HOST:-x86_64-w64-mingw32}
prefix=$cache/sdl2-$host
if [ -f "$prefix/lib/libSDL2.a" ]; then
	echo "$prefix"
	exit 0
fi
log=$cache/sdl2-build.log
mkdir -p "$cache"
echo "sdl2-mingw.sh: building SDL2 for $host once into $prefix (about 1.5 minutes; log: $log)" >&2

apt=$cache/apt
rm -rf "$apt" "$cache/src"
mkdir -p "$apt/sources.list.d" "$apt/lists/partial" "$apt/archives/partial" "$cache/src"
for f in /etc/apt/sources.list.d/*.sources; do
	[ -f "$f" ] && sed 's/^Types:.*/Types: deb-src/' "$f" >"$apt/sources.list.d/$(basename "$f")"
done
for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
	[ -f "$f" ] && sed -n 's/^deb[[:space:]]/deb-src /p' "$f" >>"$apt/sources.list.d/derived.list"
done
set -- -o "Dir::Etc::SourceList=/dev/null" -o "Dir::Etc::SourceParts=$apt/sources.list.d" \
	-o "Dir::State::Lists=$apt/lists" -o "Dir::Cache=$apt" -o "Dir::Cache::archives=$apt/archives" \
	-o "Debug::NoLocking=1" -o "APT::Sandbox::User=root"
apt-get "$@" -q update >"$log" 2>&1 || { echo "sdl2-mingw.sh: apt-get update of the deb-src entries failed; see $log" >&2; exit 1; }
(cd "$cache/src" && apt-get "$@" -q source libsdl2) >>"$log" 2>&1 ||
	{ echo "sdl2-mingw.sh: apt-get source libsdl2 failed (is dpkg-dev installed?); see $log" >&2; exit 1; }

src=$(find "$cache/src" -mindepth 1 -maxdepth 1 -type d -name 'libsdl2-*' | head -n 1)
mkdir -p "$src/build-$host"
(
	cd "$src/build-$host" &&
		../configure --host="$host" --prefix="$prefix" --disable-shared --enable-static &&
		make -j"$(nproc)" &&
		make install
) >>"$log" 2>&1 || { echo "sdl2-mingw.sh: the SDL2 cross build failed; see $log" >&2; exit 1; }
rm -rf "$cache/src" "$apt"
echo "$prefix"
