# sdl2-libs.sh - sourced by sdl2-mingw.sh and wasm-libs.sh: Debian's own SDL2, SDL2_image and giflib built once, static, for another host, into a cache under a lock.
#
# Debian packages none of them for MinGW or WebAssembly, so their sources come from the machine's
# own libsdl2, libsdl2-image and giflib packages with `apt-get source`, through a private apt
# configuration and state directory whose deb-src entries are derived from the machine's
# configured Debian sources. Later runs find the libraries in the cache and only print the prefix;
# a cache that lacks one gets that one built (SDL2_image on SDL2: a new SDL2 a new SDL2_image).
#
# The script that sources it sets: me (its name, for messages), host (configure's --host), cc and
# ar (the host's compiler and archiver), configure (what runs SDL2's configure script: "" or a
# wrapper such as emconfigure), sdl2_flags (configure's flags beyond a static build), sdl2_time
# (how long SDL2 takes to build, for the message), and cmake: "" to decode JPEG with SDL2_image's
# stb_image, or the command that runs CMake for the host (emcmake cmake) to build Debian's
# libjpeg-turbo and decode JPEG with it, as ./ripple's SDL2_image does; then it calls libs_build.
# It may set variant, a suffix that keeps a second build for the same host in a prefix and a log of
# its own (wasm-libs.sh's -threads), cflags, the C flags every library of it is compiled with, and
# cmocka, not empty to build cmocka too (with cmake) for the unit tests.
# shellcheck shell=sh disable=SC2154 # those are the sourcing script's

cache=${RIPPLE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/ripple}
variant=${variant:-}
cflags=${cflags:-}
cmocka=${cmocka:-}
prefix=$cache/sdl2-$host$variant
log=$cache/sdl2-$host$variant.log
build=build-$host$variant
apt=$cache/apt

fail() {
	echo "$me: $1; see $log" >&2
	exit 1
}

apt_get() {
	apt-get -o "Dir::Etc::SourceList=/dev/null" -o "Dir::Etc::SourceParts=$apt/sources.list.d" \
		-o "Dir::State::Lists=$apt/lists" -o "Dir::Cache=$apt" -o "Dir::Cache::archives=$apt/archives" \
		-o "Debug::NoLocking=1" -o "APT::Sandbox::User=root" -q "$@"
}

# The private apt configuration: the machine's sources as deb-src entries, their lists fetched.
apt_sources() {
	rm -rf "$apt" "$cache/src"
	mkdir -p "$apt/sources.list.d" "$apt/lists/partial" "$apt/archives/partial" "$cache/src"
	for f in /etc/apt/sources.list.d/*.sources; do
		[ -f "$f" ] && sed 's/^Types:.*/Types: deb-src/' "$f" >"$apt/sources.list.d/$(basename "$f")"
	done
	for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
		[ -f "$f" ] && sed -n 's/^deb[[:space:]]/deb-src /p' "$f" >>"$apt/sources.list.d/derived.list"
	done
	apt_get update >"$log" 2>&1 || fail "apt-get update of the deb-src entries failed"
}

# fetch PACKAGE: unpacks the source of Debian's PACKAGE into $cache/src; prints its folder.
fetch() {
	(cd "$cache/src" && apt_get source "$1") >>"$log" 2>&1 ||
		fail "apt-get source $1 failed (is dpkg-dev installed?)"
	find "$cache/src" -mindepth 1 -maxdepth 1 -type d -name "$1-[0-9]*" | head -n 1
}

# begin NAME PACKAGE TIME: says that NAME is being built for the host (TIME: how long it takes) and
# unpacks the source of Debian's PACKAGE; src is its folder, with $build inside it for the objects.
begin() {
	echo "$me: building $1 for $host once into $prefix ($3; log: $log)" >&2
	src=$(fetch "$2")
	mkdir -p "$src/$build" "$prefix/include" "$prefix/lib"
}

build_sdl2() {
	begin SDL2 libsdl2 "$sdl2_time"
	(
		[ -z "$cflags" ] || export CFLAGS="-g -O2 $cflags"
		# shellcheck disable=SC2086 # $configure and $sdl2_flags are words
		cd "$src/$build" &&
			$configure ../configure --host="$host" --prefix="$prefix" --disable-shared --enable-static $sdl2_flags &&
			make -j"$(nproc)" &&
			make install
	) >>"$log" 2>&1 || fail "the SDL2 build failed"
}

# cmake_library NAME PACKAGE TIME TARGET ARCHIVE LIBRARY HEADERS [FLAG...]: the static library of
# Debian's PACKAGE built with CMake for the host ($cmake, a Release build with the FLAGs), only its
# target TARGET (no programs, no tests); its ARCHIVE installed as $prefix/lib/LIBRARY and its
# HEADERS (words) into $prefix/include, both paths in the build's folder ($src/$build).
cmake_library() {
	name=$1 archive=$5 library=$6 headers=$7
	begin "$name" "$2" "$3"
	target=$4
	shift 7
	# shellcheck disable=SC2086 # $cmake and $headers are words
	(
		cd "$src/$build" &&
			$cmake .. -DCMAKE_BUILD_TYPE=Release "$@" &&
			make -j"$(nproc)" "$target" &&
			install -m 644 $headers "$prefix/include/" &&
			install -m 644 "$archive" "$prefix/lib/$library"
	) >>"$log" 2>&1 || fail "the $name build failed"
}

# libjpeg-turbo's static library (no SIMD: its assembly is x86's and Arm's), without its programs.
build_jpeg() {
	cmake_library libjpeg-turbo libjpeg-turbo "about a minute" jpeg-static libjpeg.a libjpeg.a \
		"jconfig.h ../jerror.h ../jmorecfg.h ../jpeglib.h" ${cflags:+"-DCMAKE_C_FLAGS=$cflags"} \
		-DCMAKE_INSTALL_PREFIX="$prefix" -DENABLE_SHARED=0 -DENABLE_STATIC=1 -DWITH_SIMD=0 -DWITH_TURBOJPEG=0 \
		-DWITH_JAVA=0
}

# cmocka's static library, for the core's unit tests run by node (make web-unit), told that the
# host's uintptr_t is its own (cmocka.h would define it again otherwise).
build_cmocka() {
	cmake_library cmocka cmocka "about 10 seconds" cmocka-static src/libcmocka-static.a libcmocka.a \
		../include/cmocka.h -DCMAKE_C_FLAGS=-D_UINTPTR_T_DEFINED -DWITH_STATIC_LIB=ON -DWITH_EXAMPLES=OFF \
		-DUNIT_TESTING=OFF
}

# What SDL2_image is built to decode JPEG with, kept beside it: a library built otherwise is built
# again.
image_recipe() {
	if [ -n "$cmake" ]; then echo "jpeg: libjpeg-turbo"; else echo "jpeg: stb_image"; fi
}

# SDL2_image has no configure script in Debian's source: its IMG*.c are compiled as its CMake build
# would, with the built-in stb_image for PNG (and JPEG when no libjpeg-turbo is built) and miniz for
# IMG_SavePNG (no libpng to build). The formats left without their LOAD_ define compile to stubs.
build_sdl2_image() {
	begin SDL2_image libsdl2-image "about 10 seconds"
	jpeg_flags=-DUSE_STBIMAGE
	[ -z "$cmake" ] || jpeg_flags="-I$prefix/include"
	# shellcheck disable=SC2086 # $jpeg_flags and $cflags are words
	(
		cd "$src" &&
			printf '%s\n' IMG*.c | grep -vx 'IMG_jpg.c' | xargs -P"$(nproc)" -I{} "$cc" -O2 $cflags -DUSE_STBIMAGE \
				-DLOAD_BMP -DLOAD_GIF -DLOAD_JPG -DLOAD_PNG -DLOAD_TGA -I"$prefix/include/SDL2" \
				-c -o "$build/{}.o" {} &&
			"$cc" -O2 $cflags $jpeg_flags -DLOAD_JPG \
				-I"$prefix/include/SDL2" -c -o "$build/IMG_jpg.c.o" IMG_jpg.c &&
			"$ar" rcs "$build/libSDL2_image.a" "$build"/IMG*.o &&
			install -m 644 SDL_image.h "$prefix/include/SDL2/" &&
			install -m 644 "$build/libSDL2_image.a" "$prefix/lib/" &&
			image_recipe >"$prefix/lib/SDL2_image.recipe"
	) >>"$log" 2>&1 || fail "the SDL2_image build failed"
}

# giflib (for --record's GIFs) is plain C without configuration: its library's files compiled as
# its Makefile does, without the utilities.
build_giflib() {
	begin giflib giflib "about 5 seconds"
	# shellcheck disable=SC2086 # $cflags is words
	(
		cd "$src" &&
			for f in dgif_lib egif_lib gifalloc gif_err gif_font gif_hash openbsd-reallocarray quantize; do
				"$cc" -O2 $cflags -c -o "$build/$f.o" "$f.c" || exit 1
			done &&
			"$ar" rcs "$build/libgif.a" "$build"/*.o &&
			install -m 644 gif_lib.h "$prefix/include/" &&
			install -m 644 "$build/libgif.a" "$prefix/lib/"
	) >>"$log" 2>&1 || fail "the giflib build failed"
}

# SDL2_image built as the recipe says (image_recipe), and libjpeg-turbo when it is wanted.
image_built() {
	[ -f "$prefix/lib/libSDL2_image.a" ] && [ "$(cat "$prefix/lib/SDL2_image.recipe" 2>/dev/null)" = "$(image_recipe)" ] &&
		{ [ -z "$cmake" ] || [ -f "$prefix/lib/libjpeg.a" ]; }
}

built() {
	[ -f "$prefix/lib/libSDL2.a" ] && image_built && [ -f "$prefix/lib/libgif.a" ] &&
		{ [ -z "$cmocka" ] || [ -f "$prefix/lib/libcmocka.a" ]; }
}

# Builds what the cache lacks for the host and prints the prefix. One build at a time in a cache
# (of any host: they share the sources' folder): a second waits for the first to end, then finds
# the libraries built.
libs_build() {
	if built; then
		echo "$prefix"
		return 0
	fi
	mkdir -p "$cache"
	exec 9>"$cache/build.lock"
	if ! flock -n 9; then
		echo "$me: another build of the cache is running; waiting for it" >&2
		flock 9
	fi
	if built; then
		echo "$prefix"
		return 0
	fi
	apt_sources
	if [ ! -f "$prefix/lib/libSDL2.a" ]; then
		build_sdl2
		rm -f "$prefix/lib/libSDL2_image.a"
	fi
	if [ -n "$cmake" ] && [ ! -f "$prefix/lib/libjpeg.a" ]; then
		build_jpeg
		rm -f "$prefix/lib/libSDL2_image.a"
	fi
	image_built || build_sdl2_image
	[ -f "$prefix/lib/libgif.a" ] || build_giflib
	[ -z "$cmocka" ] || [ -f "$prefix/lib/libcmocka.a" ] || build_cmocka
	rm -rf "$cache/src" "$apt"
	echo "$prefix"
}
