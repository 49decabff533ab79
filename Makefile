# Makefile - builds ./ripple natively (make), runs it (make run), tests it (make test).
CC ?= cc
CFLAGS ?= -O2 -g
WARN = -std=c11 -Wall -Wextra -Wshadow -Wstrict-prototypes -Wmissing-prototypes
# Let the compiler vectorize the article's step (SSE2 on every x86-64): the same C, the same bits.
WARN += -fvect-cost-model=dynamic
SDL_CFLAGS = $(shell pkg-config --cflags sdl2 SDL2_image 2>/dev/null)
SDL_LIBS = $(shell pkg-config --libs sdl2 SDL2_image 2>/dev/null)
# The native shell's file chooser (sdldialog.c) asks the desktop portal over D-Bus.
DBUS_CFLAGS = $(shell pkg-config --cflags dbus-1 2>/dev/null)
DBUS_LIBS = $(shell pkg-config --libs dbus-1 2>/dev/null)
# The native shell sets Xlib's error handler (sdlmain.c).
X11_LIBS = $(shell pkg-config --libs x11 2>/dev/null)
PREFIX ?= /usr/local
# Where the libraries built for other hosts are kept (scripts/sdl2-mingw.sh, scripts/wasm-libs.sh).
RIPPLE_CACHE ?= $(HOME)/.cache/ripple
DESTDIR ?=
# The shells' files, each program's own (NATIVE_SHELL, WIN_SHELL, WEB_SHELL), named once for the build
# and for tests/lint/layers.sh.
include shells.mk
B = build/native
SAN = -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer

# The sources by layer, from the bottom up (docs/architecture.md): each folder is a layer (ripple.c one
# of its own, above core/) and includes and calls only the layers below it (tests/lint/layers.sh checks it).
LAYERS = core files scenes graphs engine window app
# The portable core: the water and its kernels, beside ripple.c; no SDL, no OS headers.
CORE = ripple.c $(wildcard core/*.c)
# The picture files' readers and the GIF palette are portable too: no SDL, no OS headers.
LOADER = files/bmp.c files/picfile.c
PORTABLE = $(CORE) $(LOADER) files/gifquant.c files/giflzw.c files/poolbmp.c
# The built-in lessons' texts, made from lessons/*.lesson (listed by name: made when missing).
GENERATED = scenes/lessons_builtin.c
SCENES = $(sort $(wildcard scenes/*.c) $(GENERATED))
SHARED = $(filter-out $(PORTABLE),$(sort $(foreach d,$(LAYERS),$(wildcard $(d)/*.c)) $(GENERATED)))
HDRS = $(wildcard *.h */*.h tests/*/*.h)
GIF_LIBS = -lgif
SRCS = $(PORTABLE) $(SHARED) $(NATIVE_SHELL)
OBJS = $(SRCS:%.c=$(B)/%.o)
# The command-line parser asks the scene classes for their names: the scenes, and what they load with SDL.
CMDLINE = app/cmdline.c $(SCENES) files/bands.c files/picture.c

.PHONY: web-unit gl-pictures record-gif all run unit check test test-san soak fuzz fuzz-replay clean install pool screenshot pictures icon exe dist web deps deps-test deps-exe deps-web FORCE

ifeq ($(OS),Windows_NT)
all: ripple.exe
else
all: ripple
endif

ripple: $(OBJS)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $(OBJS) $(SDL_LIBS) $(DBUS_LIBS) $(X11_LIBS) $(GIF_LIBS) -lm

$(B)/sdldialog.o: SDL_CFLAGS += $(DBUS_CFLAGS)

# The null shell (docs/architecture.md, "Writing a shell"): the run without a window, its events on stdin.
NULL_OBJS = $(filter-out $(NATIVE_SHELL:%.c=$(B)/%.o),$(OBJS)) $(NULL_SHELL:%.c=$(B)/%.o)
build/ripple-null: $(NULL_OBJS)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $(NULL_OBJS) $(SDL_LIBS) $(GIF_LIBS) -lm

# engine/demo.c looks for the installed picture under $(PREFIX): rebuild it when PREFIX changes.
$(B)/engine/demo.o: $(B)/prefix
$(B)/prefix: FORCE
	@mkdir -p $(B)
	@echo '$(PREFIX)' | cmp -s - $@ || echo '$(PREFIX)' >$@
FORCE:

$(B)/%.o: %.c $(HDRS) | deps
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(CFLAGS) $(SDL_CFLAGS) -DRIPPLE_DATADIR='"$(PREFIX)/share/ripple"' -I. -c -o $@ $<

run: ripple
	./ripple

# The lessons built into every program (--scenario NAME): lessons/*.lesson as C strings, written anew
# when one changes (and kept in the tree, so that every build has them).
scenes/lessons_builtin.c: $(sort $(wildcard lessons/*.lesson)) scripts/lessons.sh
	scripts/lessons.sh $(sort $(wildcard lessons/*.lesson)) >$@

# --- unit tests (cmocka): tests/unit/test_NAME.c, built into build/unit/test_NAME and, with ASan and
# UBSan, build/asan/unit/test_NAME, linked with UNIT_LINK_NAME: the sources it tests and what they call.
UNITS = $(patsubst tests/unit/test_%.c,%,$(wildcard tests/unit/test_*.c))
UNIT_BINS = $(UNITS:%=build/unit/test_%) $(UNITS:%=build/asan/unit/test_%)
CORE_UNIT = tests/unit/helpers.c $(CORE)
UNIT_LINK_ripple = $(CORE_UNIT)
UNIT_LINK_ripple_overflow = $(CORE_UNIT)
UNIT_LINK_kernels = $(CORE_UNIT)
UNIT_LINK_steps = $(CORE_UNIT)
UNIT_LINK_views = $(CORE_UNIT)
UNIT_LINK_mesh = $(CORE_UNIT)
UNIT_LINK_pace = $(CORE_UNIT)
UNIT_LINK_side_water = $(CORE_UNIT)
UNIT_LINK_scenario = scenes/scenario.c scenes/lesson.c scenes/lesson_edit.c scenes/lessons_builtin.c graphs/graph.c $(CORE_UNIT)
UNIT_LINK_cmdline = $(CMDLINE) $(PORTABLE)
UNIT_FLAGS_cmdline = $(SDL_CFLAGS)
UNIT_LIBS_cmdline = $(SDL_LIBS)
UNIT_LINK_graph = graphs/graph.c scenes/scenario.c scenes/lesson.c scenes/lessons_builtin.c $(CORE)
UNIT_LINK_doppler = graphs/doppler.c scenes/scenario.c scenes/lesson.c scenes/lessons_builtin.c $(CORE)
UNIT_FLAGS_doppler = $(SDL_CFLAGS)
# The dish's and the mirror's readings on synthetic water (frame.h brings SDL's header, not its library).
UNIT_LINK_readings = graphs/focus.c graphs/fronts.c graphs/graph.c graphs/plot.c files/font.c scenes/scenario.c \
	scenes/lesson.c scenes/lessons_builtin.c $(CORE)
UNIT_FLAGS_readings = $(SDL_CFLAGS)
# Snell's law read off waves made in memory: the reading, its drawing's helpers, and the squares' search
# it shares with the scenario's knobs.
# The graphs' drawing: the strips' captions.
UNIT_LINK_plot = graphs/plot.c files/font.c
UNIT_LINK_refraction = graphs/refraction.c graphs/plot.c files/font.c scenes/scenario.c scenes/lesson.c \
	scenes/lessons_builtin.c $(CORE)
UNIT_FLAGS_refraction = $(SDL_CFLAGS)
# The scenes on pictures made in memory: what they load and draw with SDL, no window.
UNIT_LINK_pool = $(SCENES) files/bands.c files/picture.c $(PORTABLE)
UNIT_FLAGS_pool = $(SDL_CFLAGS)
UNIT_LIBS_pool = $(SDL_LIBS)
UNIT_LINK_picfile = $(LOADER)
UNIT_LINK_bmp = files/bmp.c
UNIT_LINK_gifquant = files/gifquant.c
UNIT_LINK_giflzw = files/giflzw.c
UNIT_LINK_font = files/font.c
UNIT_LIBS_giflzw = $(GIF_LIBS)
# The middle layer without a window: commands through the table, on SDL's dummy video driver.
UNIT_LINK_commands = $(PORTABLE) $(filter-out app/%,$(SHARED)) app/cmdline.c
UNIT_FLAGS_commands = $(SDL_CFLAGS)
UNIT_LIBS_commands = $(SDL_LIBS) $(GIF_LIBS)
# $(call unit_link,OBJDIR,NAME): what test NAME links: the program's objects in OBJDIR, and the tests'
# helpers, compiled with the test.
unit_link = $(filter tests/%,$(UNIT_LINK_$(2))) $(patsubst %.c,$(1)/%.o,$(filter-out tests/%,$(UNIT_LINK_$(2))))

# The plain tests link ./ripple's own objects; the ASan ones, the same sources built with sanitizers.
.SECONDEXPANSION:
build/unit/test_%: tests/unit/test_%.c $$(call unit_link,$(B),$$*) $(HDRS) | deps-test
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(CFLAGS) $(UNIT_FLAGS_$*) $(LDFLAGS) -I. -o $@ $< $(call unit_link,$(B),$*) $(UNIT_LIBS_$*) -lcmocka -lm

build/asan/unit/test_%: tests/unit/test_%.c $$(call unit_link,build/asan/obj,$$*) $(HDRS) | deps-test
	@mkdir -p $(dir $@)
	$(CC) $(WARN) -O1 -g $(SAN) $(UNIT_FLAGS_$*) $(LDFLAGS) -I. -o $@ $< $(call unit_link,build/asan/obj,$*) \
		$(UNIT_LIBS_$*) -lcmocka -lm

# The same objects make build/san/ripple (make test-san): the program's sources built once with ASan.
.PRECIOUS: build/asan/obj/%.o
build/asan/obj/%.o: %.c $(HDRS) | deps-test
	@mkdir -p $(dir $@)
	$(CC) $(WARN) -O1 -g $(SAN) $(SDL_CFLAGS) $(DBUS_CFLAGS) -DRIPPLE_DATADIR='"$(PREFIX)/share/ripple"' -I. -c -o $@ $<

# The suites whose work the kernels do run again with the kernels capped (RIPPLE_CPU) at SSE2 and at
# plain C, so that the branches a lesser CPU takes are tested on every machine.
KERNEL_UNITS = ripple ripple_overflow kernels steps views mesh scenario
# LeakSanitizer on; the commands' suite opens SDL, whose D-Bus keeps a buffer to the end.
ASAN_RUN = ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS=suppressions=tests/data/lsan.supp
# $(call unit_runs,DIR,SUITES,CAPS): build/DIRunit/test_NAME for each of SUITES, under each of CAPS.
unit_runs = for cpu in $(3); do for t in $(2); do echo "$(1)test_$$t, RIPPLE_CPU=$${cpu:-(this CPU)}"; \
	RIPPLE_CPU=$$cpu $(if $(1),$(ASAN_RUN) )build/$(1)unit/test_$$t || exit 1; done; done

# Every unit test, plain and under ASan and UBSan; the kernels' suites plain again, capped.
unit: $(UNIT_BINS)
	$(call unit_runs,,$(UNITS),"")
	$(call unit_runs,asan/,$(UNITS),"")
	$(call unit_runs,,$(KERNEL_UNITS),sse2 scalar)

# make check and make test build what their suites run $(TEST_JOBS) at a time, then tests/run.sh runs
# the suites, two side by side (the stages are listed there), each one's output kept apart.
TEST_JOBS ?= $(shell nproc 2>/dev/null || echo 2)
CHECK_BUILDS = $(UNIT_BINS) ripple ripple.exe build/trace/paths build/ripple-null

# The quick check before a commit: the unit tests, the layers' rule on the objects of ./ripple and of
# ripple.exe (and the rule's own test), the documents' links, the files a click and a frame pass, and
# the null shell's frames.
check: deps-test
	$(MAKE) -j$(TEST_JOBS) $(CHECK_BUILDS)
	tests/run.sh check

# The paths of a click and a frame (tests/lint/paths.sh): the windowed run's sources compiled again so
# that each function entered, inlined or not, calls tests/tools/paths.c's recorder (the headers'
# inline helpers not: they count with the file that calls them); linked with the null shell, not
# compiled so (the paths' first file), at fixed addresses, which nm then names.
TRACE_SRCS = $(PORTABLE) $(SHARED)
TRACE_OBJS = $(TRACE_SRCS:%.c=build/trace/%.o)
TRACE = -finstrument-functions -finstrument-functions-exclude-file-list=.h
build/trace/%.o: %.c $(HDRS) | deps-test
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(CFLAGS) $(TRACE) $(SDL_CFLAGS) -I. -c -o $@ $<

build/trace/paths: tests/tools/paths.c $(NULL_SHELL) $(TRACE_OBJS) $(HDRS) | deps-test
	$(CC) $(WARN) $(CFLAGS) $(SDL_CFLAGS) $(LDFLAGS) -no-pie -I. -o $@ tests/tools/paths.c $(NULL_SHELL) $(TRACE_OBJS) \
		$(SDL_LIBS) $(GIF_LIBS) -lm

# The BMP decoder alone, its pixels as raw RGBA, for tests/e2e/bmp_check.sh against ImageMagick's.
build/bmpdump: tests/tools/bmpdump.c files/bmp.c $(HDRS) | deps-test
	$(CC) $(WARN) $(CFLAGS) $(LDFLAGS) -I. -o $@ tests/tools/bmpdump.c files/bmp.c

REFRUN = tests/tools/refrun.c core/article.c files/picture.c files/poolbmp.c $(LOADER)
build/refrun: $(REFRUN) $(HDRS) | deps-test
	$(CC) $(WARN) $(CFLAGS) $(SDL_CFLAGS) $(LDFLAGS) -I. -o $@ $(REFRUN) $(SDL_LIBS) -lm

# The grid's noise in saved heights (FFTW), for the lesson's long runs (tests/e2e/e2e_graph.sh,
# scripts/lesson-bench.sh).
build/gridnoise: tests/tools/gridnoise.c | deps-test
	@mkdir -p build
	$(CC) $(WARN) $(CFLAGS) $(LDFLAGS) -o $@ $< -lfftw3 -lm

build/mkbad: tests/tools/mkbad.c tests/tools/bmpwrite.h | deps-test
	@mkdir -p build
	$(CC) $(WARN) $(CFLAGS) $(LDFLAGS) -I. -o $@ $<

build/wmclose: tests/tools/wmclose.c | deps-test
	@mkdir -p build
	$(CC) $(WARN) $(CFLAGS) $(LDFLAGS) -o $@ $< $(shell pkg-config --libs x11)

build/xdnd: tests/tools/xdnd.c | deps-test
	@mkdir -p build
	$(CC) $(WARN) $(CFLAGS) $(LDFLAGS) -o $@ $< $(shell pkg-config --libs x11)

# The window benchmark's helpers (scripts/window-bench.sh): a count of a program's puts of its
# window (LD_PRELOAD), and the name of the display's OpenGL renderer (SDL's headers bring X's and GL's).
build/xputcount.so: tests/tools/xputcount.c | deps
	@mkdir -p build
	$(CC) $(WARN) $(CFLAGS) $(LDFLAGS) -shared -fPIC -o $@ $< -ldl

build/glname: tests/tools/glname.c | deps
	@mkdir -p build
	$(CC) $(WARN) $(CFLAGS) $(LDFLAGS) -o $@ $< $(shell pkg-config --libs x11 gl)

build/mkpool: bmp/mkpool.c files/poolbmp.c $(HDRS) | deps
	@mkdir -p build
	$(CC) $(WARN) $(CFLAGS) $(LDFLAGS) -I. -o $@ bmp/mkpool.c files/poolbmp.c -lm

# The default picture is painted by the program itself (files/poolbmp.c) when no bmp/pool.bmp is
# found; bmp/mkpool.c writes the same bytes to the committed file: `make pool` paints it again.
pool: build/mkpool
	build/mkpool bmp/pool.bmp

# The whole suite: the unit tests (the kernels' suites also under ASan, capped), every end-to-end
# suite, the soak, the fuzzers' saved inputs, then the layers' rule and the paths of a click and a frame.
TEST_BUILDS = $(CHECK_BUILDS) build/refrun build/mkpool build/mkbad $(FUZZERS:%=build/fuzz/fuzz_%) build/ubsan/ripple \
	build/san/ripple build/wmclose build/xdnd build/bmpdump build/windrop.exe build/xputcount.so build/glname \
	build/gridnoise
# tests/e2e/e2e_web.sh builds the page itself (make web) while the first suites run; tests/e2e/e2e_node.sh make web-unit.
test: deps-test
	$(MAKE) -j$(TEST_JOBS) $(TEST_BUILDS)
	tests/run.sh test

# --- robustness: ./ripple built with sanitizers, for the end-to-end suite (make test-san) and the soak
# build/san/ripple links the unit tests' ASan objects (build/asan/obj); build/ubsan/ripple has its own.
UBSAN = -fsanitize=undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
SAN_OBJS = $(SRCS:%.c=build/asan/obj/%.o)
UBSAN_OBJS = $(SRCS:%.c=build/ubsan/obj/%.o)
build/san/ripple: $(SAN_OBJS)
	@mkdir -p $(dir $@)
	$(CC) -O1 -g $(SAN) $(LDFLAGS) -o $@ $(SAN_OBJS) $(SDL_LIBS) $(DBUS_LIBS) $(X11_LIBS) $(GIF_LIBS) -lm
build/ubsan/ripple: $(UBSAN_OBJS)
	@mkdir -p $(dir $@)
	$(CC) -O1 -g $(UBSAN) $(LDFLAGS) -o $@ $(UBSAN_OBJS) $(SDL_LIBS) $(DBUS_LIBS) $(X11_LIBS) $(GIF_LIBS) -lm
build/ubsan/obj/%.o: %.c $(HDRS) | deps
	@mkdir -p $(dir $@)
	$(CC) $(WARN) -O1 -g $(UBSAN) $(SDL_CFLAGS) $(DBUS_CFLAGS) -DRIPPLE_DATADIR='"$(PREFIX)/share/ripple"' -I. -c -o $@ $<
build/asan/obj/engine/demo.o build/ubsan/obj/engine/demo.o: $(B)/prefix

# The end-to-end suites again, through ./ripple built with ASan and UBSan.
# LeakSanitizer stays off for the window, whose system libraries (dbus, X) keep memory to the end;
# valgrind checks the windowed run's own leaks instead (tests/e2e/e2e_life.sh).
test-san: ripple build/san/ripple build/refrun build/mkpool build/mkbad
	ASAN_OPTIONS=detect_leaks=0 RIPPLE=build/san/ripple tests/e2e/e2e.sh
	RIPPLE=build/san/ripple tests/e2e/e2e_options.sh
	ASAN_OPTIONS=detect_leaks=1 RIPPLE=build/san/ripple tests/e2e/e2e_graph.sh

# A million frames with rain and heavy stones under UBSan, in bounded memory (SOAK_FRAMES to change).
SOAK_FRAMES ?= 1000000
soak: build/ubsan/ripple build/refrun
	tests/e2e/soak.sh $(SOAK_FRAMES)

# --- robustness: libFuzzer harnesses (clang), replayed by make test, run by make fuzz ------------------
# Each harness fuzzes into tests/fuzz/corpus/NAME/ for FUZZ_SECONDS; a crash is saved there as crash-*,
# so that make test, which runs every saved input once, fails until it is fixed.
FUZZ_SECONDS ?= 60
FUZZ_CC ?= clang
FUZZERS = picture options lesson
FUZZ_SAN = -g -O1 -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
FUZZ_WARN = $(filter-out -fvect-cost-model=%,$(WARN))

# The core is checked by ASan and UBSan but not traced for coverage: the fuzzers steer by the
# loaders' and the parser's branches, and run 5 times faster.
FUZZ_CORE = $(filter-out $(LOADER:%.c=build/fuzz/%.o),$(PORTABLE:%.c=build/fuzz/%.o))
$(FUZZ_CORE): build/fuzz/%.o: %.c $(HDRS) | deps-test
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(FUZZ_WARN) $(FUZZ_SAN) -I. -c -o $@ $<

build/fuzz/fuzz_%: tests/fuzz/fuzz_%.c $(FUZZ_CORE) $(CMDLINE) $(LOADER) $(HDRS)
	$(FUZZ_CC) $(FUZZ_WARN) $(FUZZ_SAN) -fsanitize=fuzzer $(SDL_CFLAGS) -I. -o $@ $(filter %.c %.o,$^) $(SDL_LIBS) -lm

fuzz: $(FUZZERS:%=build/fuzz/fuzz_%)
	for h in $(FUZZERS); do \
		build/fuzz/fuzz_$$h -max_total_time=$(FUZZ_SECONDS) -print_final_stats=1 \
			-artifact_prefix=tests/fuzz/corpus/$$h/crash- tests/fuzz/corpus/$$h || exit 1; \
	done

fuzz-replay: $(FUZZERS:%=build/fuzz/fuzz_%)
	@for h in $(FUZZERS); do \
		build/fuzz/fuzz_$$h tests/fuzz/corpus/$$h/* >build/fuzz/$$h.log 2>&1 || { tail -40 build/fuzz/$$h.log; exit 1; }; \
		echo "fuzz replay $$h: $$(ls tests/fuzz/corpus/$$h | wc -l) saved inputs, none fails"; \
	done

install: ripple
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/ripple
	install -m 755 ripple $(DESTDIR)$(PREFIX)/bin/ripple
	install -m 644 bmp/pool.bmp $(DESTDIR)$(PREFIX)/share/ripple/pool.bmp
	install -d $(DESTDIR)$(PREFIX)/share/man/man1
	install -m 644 docs/ripple.1 $(DESTDIR)$(PREFIX)/share/man/man1/ripple.1

clean:
	rm -rf build ripple ripple.exe ripple-win.zip

deps:
	@scripts/deps.sh build

deps-test:
	@scripts/deps.sh test

deps-exe:
	@scripts/deps.sh exe

deps-web:
	@scripts/deps.sh web

# --- ripple.exe: the Win32 shell (winmain.c) with SDL2 and SDL2_image linked statically ------------
# On Linux it is cross-compiled with MinGW-w64 against Debian's own SDL2 and SDL2_image sources,
# built once into $(RIPPLE_CACHE) by scripts/sdl2-mingw.sh. In an MSYS2 MinGW-w64 shell on Windows,
# `make` builds it with the mingw-w64-x86_64-SDL2 and mingw-w64-x86_64-SDL2_image packages instead.
W = build/win
WSRCS = $(PORTABLE) $(SHARED) $(WIN_SHELL)
WOBJS = $(WSRCS:%.c=$(W)/%.o)
WLIBS = -lcomdlg32 -lwinmm -lshell32
# Win64 keeps the stack 16-byte aligned, and GCC may spill AVX registers with aligned moves:
# the assembler makes every vector move unaligned, which costs nothing on AVX hardware.
WIN_SIMD = -Wa,-muse-unaligned-vector-move
ifeq ($(OS),Windows_NT)
CC = gcc
WCC = gcc
WINDRES = windres
WSDL = $(shell pkg-config --variable=libdir sdl2)/libSDL2.a
WSDL_IMAGE = $(shell pkg-config --variable=libdir SDL2_image)/libSDL2_image.a
WGIF = $(shell pkg-config --variable=libdir SDL2_image)/libgif.a
WSDL_CFLAGS = $(shell pkg-config --cflags sdl2 SDL2_image)
WSDL_LIBS = $(WGIF) $(WSDL_IMAGE) $(WSDL) \
	$(filter-out -lSDL2_image -lSDL2 -lSDL2main -lmingw32 -mwindows,$(shell pkg-config --static --libs SDL2_image))
else
MINGW = x86_64-w64-mingw32
WCC = $(MINGW)-gcc
WINDRES = $(MINGW)-windres
WSDL_PREFIX = $(RIPPLE_CACHE)/sdl2-$(MINGW)
WSDL = $(WSDL_PREFIX)/lib/libSDL2.a
WSDL_IMAGE = $(WSDL_PREFIX)/lib/libSDL2_image.a
WGIF = $(WSDL_PREFIX)/lib/libgif.a
WSDL_CFLAGS = -I$(WSDL_PREFIX)/include/SDL2 -I$(WSDL_PREFIX)/include
WSDL_LIBS = $(WGIF) $(WSDL_IMAGE) $(WSDL) -lm -ldinput8 -ldxguid -ldxerr8 -luser32 -lgdi32 -lwinmm -limm32 -lole32 \
	-loleaut32 -lshell32 -lsetupapi -lversion -luuid

# One run of the script builds whichever of the three is missing; SDL2_image is built on SDL2.
$(WSDL): | deps-exe
	RIPPLE_CACHE=$(RIPPLE_CACHE) MINGW_HOST=$(MINGW) scripts/sdl2-mingw.sh >/dev/null
$(WSDL_IMAGE) $(WGIF): $(WSDL)
	RIPPLE_CACHE=$(RIPPLE_CACHE) MINGW_HOST=$(MINGW) scripts/sdl2-mingw.sh >/dev/null
endif

exe: ripple.exe

ripple.exe: $(WOBJS) $(W)/ripple.res.o $(WSDL) $(WSDL_IMAGE) $(WGIF)
	$(WCC) -static -mwindows -s $(LDFLAGS) -o $@ $(WOBJS) $(W)/ripple.res.o $(WSDL_LIBS) $(WLIBS)

$(W)/%.o: %.c $(HDRS) $(WSDL) $(WSDL_IMAGE) $(WGIF)
	@mkdir -p $(dir $@)
	$(WCC) $(WARN) $(CFLAGS) $(WSDL_CFLAGS) $(WIN_SIMD) -I. -c -o $@ $<

# A drag and drop from Explorer, for the tests: posts WM_DROPFILES with a file to ripple.exe's window.
build/windrop.exe: tests/tools/windrop.c | deps-exe
	@mkdir -p build
	$(WCC) $(WARN) $(CFLAGS) -o $@ $<

# The menu and accelerators are written from the command table by a small native program, linked
# with the table's data alone: no handlers, no SDL.
build/mkrc: res/mkrc.c $(B)/window/menus.o
	@mkdir -p build
	$(CC) $(WARN) $(CFLAGS) -I. $(SDL_CFLAGS) -o $@ $^

$(W)/menu.rc: build/mkrc
	@mkdir -p $(W)
	build/mkrc >$@

$(W)/ripple.res.o: res/ripple.rc res/resource.h core/version.h res/ripple.ico res/ripple.manifest $(W)/menu.rc
	$(WINDRES) -I res -I $(W) -I . -O coff -o $@ res/ripple.rc

# A zip for Windows users: the program, its pictures, a plain-text guide, the licence and the
# libraries' notices; the texts with CRLF line ends and a .txt name, so that Notepad opens them.
# The page (make web) goes in too, for a PC that refuses the .exe: it opens in Edge. Where make web
# cannot build it (emscripten not installable), the zip is made without it, and says so.
DIST = build/dist
dist: ripple.exe
	rm -rf $(DIST) ripple-win.zip
	mkdir -p $(DIST)/bmp
	cp ripple.exe $(DIST)/
	cp bmp/pool.bmp bmp/slit.bmp $(DIST)/bmp/
	sed 's/$$/\r/' docs/README-windows.txt >$(DIST)/README.txt
	sed 's/$$/\r/' LICENSE >$(DIST)/LICENSE.txt
	sed 's/$$/\r/' docs/notices.txt >$(DIST)/notices.txt
	if $(MAKE) $(WEB)/ripple.html >build/dist-web.log 2>&1; then cp $(WEB)/ripple.html $(DIST)/; \
	else echo "make dist: ripple-win.zip without ripple.html: make web failed (build/dist-web.log)" >&2; fi
	cd $(DIST) && zip -q -r ../../ripple-win.zip ripple.exe bmp README.txt LICENSE.txt notices.txt \
		$$(test -f ripple.html && echo ripple.html)

# --- Ripple in the browser: the same program with the browser's shell (webmain.c), compiled by
# emscripten against Debian's SDL2, SDL2_image, libjpeg-turbo and giflib built for WebAssembly once into
# $(RIPPLE_CACHE) by scripts/wasm-libs.sh (docs/web.md). build/web/ripple.html is the page, one
# file with the program inside; build/web/ripple-node.js the same program for node, which reads and
# writes the computer's files (NODERAWFS), for the tests: `node build/web/ripple-node.js --headless ...`.
WEB = build/web
WASM_PREFIX = $(RIPPLE_CACHE)/sdl2-wasm32-unknown-emscripten
WASM_SDL = $(WASM_PREFIX)/lib/libSDL2.a
WASM_LIBS = $(WASM_PREFIX)/lib/libgif.a $(WASM_PREFIX)/lib/libSDL2_image.a $(WASM_PREFIX)/lib/libjpeg.a $(WASM_SDL)
# Debian's emcc runs its JavaScript tools with Debian's acorn, which another node does not find alone.
EMCC = NODE_PATH=/usr/share/nodejs$${NODE_PATH:+:$$NODE_PATH} emcc
# -fvect-cost-model is GCC's alone. The x86 kernels compile to nothing for WebAssembly, which leaves
# the article's, the portable ones and kernels_simd128.c's. -msimd128: WebAssembly's 128-bit SIMD,
# for that kernel and the compiler's vectorized loops (Chrome and Firefox since 2021, Safari since
# 16.4, node since 16.4); a browser without it refuses the program.
WEB_WARN = $(filter-out -fvect-cost-model=%,$(WARN))
WEB_CFLAGS = -O2 -msimd128
WEB_SRCS = $(PORTABLE) $(SHARED) $(WEB_SHELL)
WEB_OBJS = $(WEB_SRCS:%.c=$(WEB)/obj/%.o)
# The pool's pages grow with the pool: memory grows on demand.
WEB_LINK = -O2 -sALLOW_MEMORY_GROWTH=1 -sSINGLE_FILE=1

web: $(WEB)/ripple.html $(WEB)/site/ripple.html $(WEB)/site/ripple-threads.js $(WEB)/ripple-node.js

# The OpenGL displays are OpenGL ES 3.0 in the page: WebGL 2, and nothing older.
WEB_GL = -sMIN_WEBGL_VERSION=2 -sMAX_WEBGL_VERSION=2

$(WEB)/ripple.html: $(WEB_OBJS) web/shell.html $(WEB)/menus.js $(WASM_LIBS)
	$(EMCC) $(WEB_LINK) $(WEB_GL) -sENVIRONMENT=web --shell-file web/shell.html -sMINIFY_HTML=0 --pre-js $(WEB)/menus.js \
		-sEXPORTED_RUNTIME_METHODS=FS,ccall -o $@ $(WEB_OBJS) $(WASM_LIBS)

# The same page in separate files for a web server: build/web/site/ holds ripple.html, ripple.js and
# ripple.wasm (fetched beside the page, not from file://), the wasm a third smaller than inside the
# single file's base64.
$(WEB)/site/ripple.html: $(WEB_OBJS) web/shell.html $(WEB)/menus.js $(WASM_LIBS)
	@mkdir -p $(dir $@)
	$(EMCC) $(filter-out -sSINGLE_FILE=1,$(WEB_LINK)) $(WEB_GL) -sENVIRONMENT=web --shell-file web/shell.html -sMINIFY_HTML=0 \
		--pre-js $(WEB)/menus.js -sEXPORTED_RUNTIME_METHODS=FS,ccall -o $@ $(WEB_OBJS) $(WASM_LIBS)
	sed -i 's|<script async type="text/javascript" src="ripple.js"></script>|$(WEB_PICK)|' $@
	grep -q crossOriginIsolated $@

# The site's page runs ripple-threads.js, the water on every core, where the server isolates it
# (the headers Cross-Origin-Opener-Policy: same-origin and Cross-Origin-Embedder-Policy:
# require-corp give it SharedArrayBuffer), and ripple.js elsewhere: emcc's tag for ripple.js becomes
# a script that picks. The program's objects are compiled again with -pthread (emscripten links no
# other into a threaded program), against the libraries built so (scripts/wasm-libs.sh threads).
WEB_PICK = <script>document.body.append(Object.assign(document.createElement("script"), { src: self.crossOriginIsolated ? "ripple-threads.js" : "ripple.js" }));</script>
WASM_THREADS_PREFIX = $(RIPPLE_CACHE)/sdl2-wasm32-unknown-emscripten-threads
WASM_THREADS_SDL = $(WASM_THREADS_PREFIX)/lib/libSDL2.a
WASM_THREADS_LIBS = $(patsubst $(WASM_PREFIX)/%,$(WASM_THREADS_PREFIX)/%,$(WASM_LIBS))
WEB_THREADS_OBJS = $(WEB_SRCS:%.c=$(WEB)/obj-threads/%.o)
# The Workers of the threads are made before the program starts: one made later would start only
# when the program gives the page's event loop back, which it holds while it waits for its threads.
# Enough for the bands of the pool, the window and the graphs on every core and the recorder's; a
# thread beyond them is refused (STRICT=2), and that work runs on one thread.
WEB_THREADS_POOL = '(Math.min(navigator.hardwareConcurrency || 1, 16) - 1) * 3 + 2'
WEB_THREADS_LINK = $(filter-out -sSINGLE_FILE=1,$(WEB_LINK)) -pthread -Wno-pthreads-mem-growth \
	-sPTHREAD_POOL_SIZE=$(WEB_THREADS_POOL) -sPTHREAD_POOL_SIZE_STRICT=2

$(WEB)/site/ripple-threads.js: $(WEB_THREADS_OBJS) $(WEB)/menus.js $(WASM_THREADS_LIBS)
	@mkdir -p $(dir $@)
	$(EMCC) $(WEB_THREADS_LINK) $(WEB_GL) -sENVIRONMENT=web,worker --pre-js $(WEB)/menus.js \
		-sEXPORTED_RUNTIME_METHODS=FS,ccall -o $@ $(WEB_THREADS_OBJS) $(WASM_THREADS_LIBS)

$(WEB)/obj-threads/%.o: %.c $(HDRS) $(WASM_THREADS_LIBS) | deps-web
	@mkdir -p $(dir $@)
	$(EMCC) $(WEB_WARN) $(WEB_CFLAGS) -pthread -I$(WASM_THREADS_PREFIX)/include/SDL2 -I$(WASM_THREADS_PREFIX)/include \
		-I. -c -o $@ $<

$(WASM_THREADS_SDL):
	RIPPLE_CACHE=$(RIPPLE_CACHE) scripts/wasm-libs.sh threads >/dev/null
$(filter-out $(WASM_THREADS_SDL),$(WASM_THREADS_LIBS)): $(WASM_THREADS_SDL)
	RIPPLE_CACHE=$(RIPPLE_CACHE) scripts/wasm-libs.sh threads >/dev/null

# The page's menus (Module.menus, which web/shell.html makes the menu bar of) are written from the
# command table by a small program linked with the table's data alone, as build/mkrc writes
# ripple.exe's; built by emcc and run by node, which make web has already.
$(WEB)/mkmenu.js: web/mkmenu.c $(WEB)/obj/window/menus.o
	$(EMCC) $(WEB_WARN) $(WEB_CFLAGS) -I$(WASM_PREFIX)/include/SDL2 -I. -sENVIRONMENT=node -sSINGLE_FILE=1 -o $@ $^

$(WEB)/menus.js: $(WEB)/mkmenu.js
	node $< >$@

$(WEB)/ripple-node.js: $(WEB_OBJS) $(WASM_LIBS)
	$(EMCC) $(WEB_LINK) -sENVIRONMENT=node -sNODERAWFS=1 -sEXIT_RUNTIME=1 -o $@ $(WEB_OBJS) $(WASM_LIBS)

$(WEB)/obj/%.o: %.c $(HDRS) $(WASM_LIBS) | deps-web
	@mkdir -p $(dir $@)
	$(EMCC) $(WEB_WARN) $(WEB_CFLAGS) -I$(WASM_PREFIX)/include/SDL2 -I$(WASM_PREFIX)/include -I. -c -o $@ $<

# The core's unit tests run by node (tests/e2e/e2e_node.sh runs them): the same tests/unit files as
# make unit's, compiled by emcc against cmocka built for WebAssembly, one file each, the wasm inside.
WEB_UNITS = ripple ripple_overflow kernels steps views mesh pace side_water
WEB_UNIT_OBJS = $(CORE:%.c=$(WEB)/obj/%.o)
WASM_CMOCKA = $(WASM_PREFIX)/lib/libcmocka.a
web-unit: $(WEB_UNITS:%=$(WEB)/unit/test_%.js)

$(WEB)/unit/test_%.js: tests/unit/test_%.c tests/unit/helpers.c $(WEB_UNIT_OBJS) $(WASM_CMOCKA)
	@mkdir -p $(dir $@)
	$(EMCC) $(WEB_WARN) $(WEB_CFLAGS) -D_UINTPTR_T_DEFINED -I$(WASM_PREFIX)/include -I. -sENVIRONMENT=node \
		-sSINGLE_FILE=1 -sEXIT_RUNTIME=1 -sALLOW_MEMORY_GROWTH=1 -o $@ $< tests/unit/helpers.c $(WEB_UNIT_OBJS) $(WASM_CMOCKA)

$(WASM_CMOCKA): $(WASM_SDL)
	RIPPLE_CACHE=$(RIPPLE_CACHE) scripts/wasm-libs.sh >/dev/null

# One run of the script builds whichever of the four is missing (and emscripten when it is).
$(WASM_SDL):
	RIPPLE_CACHE=$(RIPPLE_CACHE) scripts/wasm-libs.sh >/dev/null
$(filter-out $(WASM_SDL),$(WASM_LIBS)): $(WASM_SDL)
	RIPPLE_CACHE=$(RIPPLE_CACHE) scripts/wasm-libs.sh >/dev/null

# The icon, made by the program itself: a ripple on the pool tiles.
icon: ripple
	./ripple --headless --frames 14 --drop 160,60,4,128 --save-frame build/icon.bmp
	convert build/icon.bmp -crop 64x64+128+28 +repage -define icon:auto-resize=64,48,32,16 res/ripple.ico

# The README's picture, made by the program itself.
screenshot: ripple
	./ripple --headless --frames 40 --drop 90,80,4,128@0 --drop 220,150,3,128@12 \
		--drop 250,60,2,96@25 --save-frame docs/screenshot.png

# The README's pictures of the variants, made by the program itself (bmp/slit.bmp: a wall with a
# slit, black on white, drawn with ImageMagick: convert -size 320x240 xc:white -fill black
# -draw 'rectangle 150,0 153,104' -draw 'rectangle 150,136 153,239' -type Palette BMP3:bmp/slit.bmp).
PICTURE = ./ripple --headless --drop 100,80,5 --drop 220,160,4,100@15
pictures: ripple
	$(PICTURE) --frames 40 --view light --save-frame docs/light.png
	$(PICTURE) --frames 40 --view both --save-frame docs/both.png
	$(PICTURE) --frames 40 --view heights --save-frame docs/heights.png
	$(PICTURE) --frames 40 --view heights --stencil 12 --save-frame docs/stencil12.png
	$(PICTURE) --frames 40 --view heights --stone soft --save-frame docs/soft.png
	$(PICTURE) --frames 300 --view heights --damping off --save-frame docs/undamped.png
	./ripple --headless --frames 260 --view heights --damping off --boundary reflect --stone soft \
		--drop 160,120,10,300 --save-frame docs/reflect.png
	./ripple --headless --frames 260 --view heights --damping off --boundary absorb --stone soft \
		--drop 160,120,10,300 --save-frame docs/absorb.png
	./ripple --headless --frames 190 --view heights --damping off --boundary reflect --walls bmp/slit.bmp \
		--stone soft --drop 60,120,10,300 --save-frame docs/slit.png
	./ripple --headless --frames 60 --rain 60 --seed 3 --view both --save-frame docs/rain.png
	./ripple --headless --frames 300 --scenario rock --view both --save-frame docs/rock.png
	./ripple --headless --frames 300 --scenario slit --view heights --save-frame docs/diffraction.png
	./ripple --headless --frames 400 --scenario double-slit --view heights --save-frame docs/double-slit.png
	./ripple --headless --frames 600 --scenario double-slit --view heights --graph 30,120,150,120 \
		--save-frame docs/graph.png
	./ripple --headless --frames 800 --scenario double-slit --view heights --graph 170,120,290,120 --intensity \
		--save-frame docs/intensity.png
	./ripple --headless --frames 37 --scene side --seed 2 --rock 90@0 --splash 230,140@29 \
		--save-frame docs/side.png
	@mkdir -p build
	convert rose: -resize 320x240! -quality 92 build/rose.jpg # ImageMagick's built-in photo, as a JPEG
	$(PICTURE) --frames 40 --image build/rose.jpg --save-frame docs/photo.png

# The README's animation, recorded by the program itself: 2 s, three stones.
record-gif: ripple
	./ripple --headless --frames 50 --drop 100,80,5 --drop 220,160,4,100@15 --drop 160,200,6,300@30 \
		--record docs/record.gif

# The OpenGL views' pictures, read back from the window with glReadPixels: they need a display
# (xvfb-run make gl-pictures).
GL_PICTURE = ./ripple --frames 40 --drop 100,80,5 --drop 220,160,4,100@15
gl-pictures: ripple
	$(GL_PICTURE) --gl --scale 2 --save-window docs/gl-flat.png
	$(GL_PICTURE) --gl-view refraction --save-window docs/gl-refraction.png
	$(GL_PICTURE) --gl-view surface --save-window docs/gl-surface.png
	$(GL_PICTURE) --gl-view surface --mesh 4 --save-window docs/gl-surface-mesh4.png
