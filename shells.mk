# shells.mk - the shells, all that differs between the programs (docs/architecture.md, "Writing a shell"):
# each program's own sources, the headers they share, and the folders of what the build makes around them.
# The Makefile includes it; tests/lint/layers.sh reads it for the shells' files, a line NAME = words each
# (plain file and folder names, nothing for make to expand): each variable named NAME_SHELL is a program's shell.
# ./ripple's shell: its SDL2 window and events, the desktop's file chooser over D-Bus.
NATIVE_SHELL = sdlmain.c sdldialog.c
# ripple.exe's: the Win32 window, menus and dialogs.
WIN_SHELL = winmain.c
# ripple.html's: the page's canvas as the window, its address as the command line.
WEB_SHELL = webmain.c
# build/ripple-null's: no window, events on stdin, the frames taken with play_frame; the template of a new shell.
NULL_SHELL = nullmain.c
# The headers of the shells: the file chooser's; the keys and the mouse of an SDL event, for every shell on SDL.
SHELL_HEADERS = sdldialog.h sdlinput.h
# ripple.exe's resources, and the page around the canvas.
SHELL_FOLDERS = res web
# The programs of the build that write the menus from the table of commands (window/menus.h) into
# ripple.exe's resources and into the page.
MENU_WRITERS = res/mkrc.c web/mkmenu.c
