/* winmain.c - the Win32 shell: WinMain, the window procedure, menus, and 25 fps from its own message pump. */
#define SDL_MAIN_HANDLED /* this program has its own WinMain */
#include "files/picture.h"
#include "window/shell.h"
#include "res/resource.h"

#include <SDL.h>

#include <windows.h>
#include <windowsx.h>
#include <commdlg.h>
#include <mmsystem.h>
#include <shellapi.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define WIN_CLASS "RippleWindow"
#define WIN_STYLE (WS_OVERLAPPEDWINDOW & ~(WS_THICKFRAME | WS_MAXIMIZEBOX))

struct win {
	struct play *play;
	HWND hwnd;
	HMENU menu;      /* the menu bar, kept while full screen hides it */
	POINT windowed;  /* where the window was before full screen */
	HACCEL accel;
	SDL_Window *sdl; /* SDL's view of hwnd, for its window surface */
	WNDPROC sdl_proc; /* the window procedure SDL put in front of win_proc */
	WCHAR folder[MAX_PATH]; /* the folder of the file last chosen in a file dialog; "" before */
	LARGE_INTEGER freq;
	int quit;
};

static uint64_t win_now(void)
{
	LARGE_INTEGER t;

	QueryPerformanceCounter(&t);
	return (uint64_t)t.QuadPart;
}

/* A GUI program has no console: borrow the one it was started from, if any, for stdout and stderr
 * (unless they are already redirected to a file or a pipe). Returns 0 when stdout goes nowhere:
 * started from Explorer or a shortcut, with no console to borrow. */
static int win_console(void)
{
	HANDLE out = GetStdHandle(STD_OUTPUT_HANDLE), err = GetStdHandle(STD_ERROR_HANDLE);
	const int has_out = out && out != INVALID_HANDLE_VALUE;

	if (has_out && err && err != INVALID_HANDLE_VALUE)
		return 1;
	if (!AttachConsole(ATTACH_PARENT_PROCESS))
		return has_out || GetConsoleWindow();
	if (!has_out)
		freopen("CONOUT$", "w", stdout);
	if (!err || err == INVALID_HANDLE_VALUE)
		freopen("CONOUT$", "w", stderr);
	return 1;
}

/* Dialogs (message boxes, SDL's, the file dialogs: class #32770) come up centred on the window
 * that owns them, not on the screen, and kept within its monitor's work area (a file dialog is
 * wider than a 320-pixel window at the screen's edge): a CBT hook moves each once, as it is
 * first activated. */
static HHOOK centre_hook;
static HWND centred; /* the last dialog centred, not moved again when activated again */

static LRESULT CALLBACK centre_dialogs(int code, WPARAM wp, LPARAM lp)
{
	HWND dialog = (HWND)wp, owner = GetWindow(dialog, GW_OWNER);
	char class[16];
	MONITORINFO mi;
	RECT d, o;

	mi.cbSize = sizeof mi;
	if (code == HCBT_ACTIVATE && dialog != centred && owner && GetClassNameA(dialog, class, sizeof class) &&
	    !strcmp(class, "#32770") && GetWindowRect(dialog, &d) && GetWindowRect(owner, &o) &&
	    GetMonitorInfoA(MonitorFromWindow(owner, MONITOR_DEFAULTTONEAREST), &mi)) {
		LONG w = d.right - d.left, h = d.bottom - d.top;
		LONG x = (o.left + o.right - w) / 2, y = (o.top + o.bottom - h) / 2;

		centred = dialog;
		x = x + w > mi.rcWork.right ? mi.rcWork.right - w : x;
		y = y + h > mi.rcWork.bottom ? mi.rcWork.bottom - h : y;
		SetWindowPos(dialog, NULL, x < mi.rcWork.left ? mi.rcWork.left : x, y < mi.rcWork.top ? mi.rcWork.top : y,
			     0, 0, SWP_NOSIZE | SWP_NOZORDER | SWP_NOACTIVATE);
	}
	return CallNextHookEx(centre_hook, code, wp, lp);
}

/* Reports an error on stderr, and in a message box when `box` is set or there is no stderr. */
/* The program's strings are UTF-8 (file names included, as SDL takes them); Windows' wide calls
 * get them converted, so that any file name works. */
static void win_wide(const char *utf8, WCHAR *out, int n)
{
	if (!MultiByteToWideChar(CP_UTF8, 0, utf8, -1, out, n))
		out[0] = 0;
}

static void win_utf8(const WCHAR *wide, char *out, int n)
{
	if (!WideCharToMultiByte(CP_UTF8, 0, wide, -1, out, n, NULL, NULL))
		out[0] = 0;
}

static void win_error(HWND owner, int box, const char *msg)
{
	WCHAR text[1024];

	fprintf(stderr, "ripple: %s\n", msg);
	fflush(stderr);
	win_wide(msg, text, 1024);
	if (box || !GetStdHandle(STD_ERROR_HANDLE))
		MessageBoxW(owner, text, L"Ripple", MB_OK | MB_ICONERROR);
}

static void win_title(struct win *w)
{
	char title[320];
	WCHAR text[320];

	play_title(w->play, title, sizeof title);
	win_wide(title, text, 320);
	SetWindowTextW(w->hwnd, text);
}

static void win_menu_checks(struct win *w)
{
	for (int id = COMMAND_FIRST_ID; id < COMMAND_FIRST_ID + command_ids(); id++)
		CheckMenuItem(w->menu, (UINT)id, MF_BYCOMMAND | (command_checked(w->play, id) ? MF_CHECKED : MF_UNCHECKED));
}

/* The work area of the window's monitor (the desktop less the taskbar); 0 when it cannot be had. */
static int win_work_area(const struct win *w, RECT *work)
{
	MONITORINFO mi;

	mi.cbSize = sizeof mi;
	if (!GetMonitorInfoA(MonitorFromWindow(w->hwnd, MONITOR_DEFAULTTONEAREST), &mi))
		return 0;
	*work = mi.rcWork;
	return 1;
}

/* Tells the window's play the room its client area has: the monitor's work area less the frame,
 * the title bar and one row of menu bar (AdjustWindowRectEx round an empty client area). */
static void win_room(struct win *w)
{
	RECT work, frame = { 0, 0, 0, 0 };

	if (win_work_area(w, &work) && AdjustWindowRectEx(&frame, WIN_STYLE, TRUE, 0))
		play_room(w->play, (work.right - work.left) - (frame.right - frame.left),
			  (work.bottom - work.top) - (frame.bottom - frame.top));
}

/* Sizes the new window so that its client area is the pool times the zoom, menu bar included. */
static void win_fit(struct win *w)
{
	RECT r = { 0, 0, play_width(w->play), play_height(w->play) }, c;

	AdjustWindowRect(&r, WIN_STYLE, TRUE);
	SetWindowPos(w->hwnd, NULL, 0, 0, r.right - r.left, r.bottom - r.top, SWP_NOMOVE | SWP_NOZORDER);
	GetClientRect(w->hwnd, &c); /* a menu bar that wraps takes more room: grow by what is missing */
	if (c.bottom != play_height(w->play) || c.right != play_width(w->play))
		SetWindowPos(w->hwnd, NULL, 0, 0, r.right - r.left + play_width(w->play) - c.right,
			     r.bottom - r.top + play_height(w->play) - c.bottom, SWP_NOMOVE | SWP_NOZORDER);
}

/* What a file dialog asks for: a picture to open, a name to save the frame to, or to record to; a
 * lesson to open, a name to save it to. */
enum { WIN_OPEN, WIN_SAVE, WIN_RECORD, WIN_SAVE_LESSON, WIN_OPEN_LESSON };

/* Asks for a file's name with the common dialog (`save`: WIN_*): a picture to open (any kind the
 * loader reads), one to save the frame to (PNG by default, or BMP), or one to record to (a GIF), a
 * lesson to open or save to (.lesson), path's name proposed in the folder last chosen in one;
 * returns 1 when the user chose one, into path as UTF-8. */
static int win_file_dialog(struct win *w, int save, char *path, int len)
{
	OPENFILENAMEW ofn = { 0 };
	WCHAR name[MAX_PATH];
	int chosen;

	win_wide(path, name, MAX_PATH);
	ofn.lStructSize = sizeof ofn;
	ofn.hwndOwner = w->hwnd;
	ofn.lpstrFile = name;
	ofn.nMaxFile = MAX_PATH;
	ofn.lpstrInitialDir = w->folder[0] ? w->folder : NULL;
	if (save == WIN_OPEN_LESSON) {
		ofn.lpstrFilter = L"Lessons (*.lesson)\0*.lesson\0All files (*.*)\0*.*\0";
		ofn.Flags = OFN_FILEMUSTEXIST | OFN_PATHMUSTEXIST;
		chosen = GetOpenFileNameW(&ofn);
	} else if (save) {
		ofn.lpstrFilter = save == WIN_RECORD	  ? L"GIF animations (*.gif)\0*.gif\0"
				  : save == WIN_SAVE_LESSON ? L"Lessons (*.lesson)\0*.lesson\0"
							    : L"PNG pictures (*.png)\0*.png\0BMP pictures (*.bmp)\0*.bmp\0";
		ofn.lpstrDefExt = save == WIN_RECORD ? L"gif" : save == WIN_SAVE_LESSON ? L"lesson" : L"png";
		ofn.Flags = OFN_OVERWRITEPROMPT | OFN_PATHMUSTEXIST;
		chosen = GetSaveFileNameW(&ofn);
	} else {
		ofn.lpstrFilter = L"Pictures (*.bmp;*.png;*.jpg;*.jpeg;*.gif;*.tga)\0*.bmp;*.png;*.jpg;*.jpeg;*.gif;*.tga\0"
				  L"All files (*.*)\0*.*\0";
		ofn.Flags = OFN_FILEMUSTEXIST | OFN_PATHMUSTEXIST;
		chosen = GetOpenFileNameW(&ofn);
	}
	if (chosen) {
		win_utf8(name, path, len);
		lstrcpynW(w->folder, name, SDL_min(ofn.nFileOffset + 1, MAX_PATH)); /* up to the name: "C:\\dir\\" */
	}
	return chosen && path[0];
}

static void on_zoom(struct win *w);

/* The picture at path in place of the old one, scaled to the pool under the water as it is (one
 * larger than the screen: the pool the screen's size, the window fitted to it); one that cannot be
 * loaded is reported in a message box, and the old one kept. */
static void win_picture(struct win *w, const char *path)
{
	char err[512];
	const int resized = play_set_picture(w->play, path, err, sizeof err);

	if (resized < 0)
		win_error(w->hwnd, 1, err);
	else if (resized)
		on_zoom(w);
	win_menu_checks(w); /* a dropped picture: the view it gave way to */
	win_title(w);
}

static void on_open(struct win *w)
{
	char path[3 * MAX_PATH] = "";

	if (win_file_dialog(w, WIN_OPEN, path, sizeof path))
		win_picture(w, path);
}

/* File > Open lesson: the lesson the dialog names laid out (a bad one refused in a box with its
 * line and what is wrong, the lesson shown kept). */
static void on_open_lesson(struct win *w)
{
	char path[3 * MAX_PATH] = "";

	if (win_file_dialog(w, WIN_OPEN_LESSON, path, sizeof path))
		win_picture(w, path); /* a .lesson: play_set_picture opens it as a lesson */
}

/* File > Save lesson: the lesson as it is now into the .lesson file the dialog names (the lesson's
 * name proposed). */
static void on_save_lesson(struct win *w)
{
	char path[3 * MAX_PATH], err[1024];

	play_lesson_name(w->play, path, sizeof path);
	if (win_file_dialog(w, WIN_SAVE_LESSON, path, sizeof path) && play_save_lesson(w->play, path, err, sizeof err))
		win_error(w->hwnd, 1, err);
	win_title(w);
}

static void on_save_frame(struct win *w)
{
	char path[3 * MAX_PATH], err[1024];

	play_file_name(w->play, "png", path, sizeof path);
	if (win_file_dialog(w, WIN_SAVE, path, sizeof path) && play_save_window(w->play, path, err, sizeof err))
		win_error(w->hwnd, 1, err);
}

/* File > Record: the recording stopped, or started into the GIF the save dialog names (as Save
 * frame asks, ripple-NNNNNN.gif first). */
static void on_record(struct win *w)
{
	char path[3 * MAX_PATH], err[1200];

	if (play_recording(w->play)) {
		if (play_record_stop(w->play, err, sizeof err))
			win_error(w->hwnd, 1, err);
		return;
	}
	play_file_name(w->play, "gif", path, sizeof path);
	if (!win_file_dialog(w, WIN_RECORD, path, sizeof path))
		return;
	if (play_record_start(w->play, path, err, sizeof err))
		win_error(w->hwnd, 1, err);
	else
		play_note(w->play, "into %s", picture_file_name(path));
}

/* Files dropped from Explorer (the window accepts them, DragAcceptFiles): the first is opened as
 * File > Open does. */
static LRESULT on_drop_files(struct win *w, HDROP drop)
{
	WCHAR name[MAX_PATH];
	char path[3 * MAX_PATH] = "";
	UINT n = DragQueryFileW(drop, 0, NULL, 0);
	int named = n > 0 && n < MAX_PATH && DragQueryFileW(drop, 0, name, MAX_PATH) == n;

	DragFinish(drop);
	if (named)
		win_utf8(name, path, sizeof path);
	named = named && path[0];
	if (named)
		win_picture(w, path);
	else
		win_error(w->hwnd, 1, "cannot open the dropped file: no name, or one longer than MAX_PATH");
	return 0;
}

/* The window at the zoom's size: through SDL, which otherwise holds a fixed-size window at the size
 * it knows; then fitted, as SDL counts one row of menu bar and a narrow window wraps it. */
static void win_zoom_size(struct win *w)
{
	win_room(w);
	SDL_SetWindowSize(w->sdl, play_width(w->play), play_height(w->play));
	win_fit(w);
}

/* The window centred on its monitor's work area (`centre`), or moved back onto it when growing
 * pushed it past the right or the bottom. */
static void win_place(struct win *w, int centre)
{
	RECT r, work;
	LONG x, y;

	if (!GetWindowRect(w->hwnd, &r) || !win_work_area(w, &work))
		return;
	x = centre ? (work.left + work.right - (r.right - r.left)) / 2 : r.left;
	y = centre ? (work.top + work.bottom - (r.bottom - r.top)) / 2 : r.top;
	SetWindowPos(w->hwnd, NULL, SDL_max(SDL_min(x, work.right - (r.right - r.left)), work.left),
		     SDL_max(SDL_min(y, work.bottom - (r.bottom - r.top)), work.top), 0, 0,
		     SWP_NOSIZE | SWP_NOZORDER | SWP_NOOWNERZORDER);
}

/* A new zoom, the window kept on its monitor's work area; in full screen, for when it ends. */
static void on_zoom(struct win *w)
{
	if (!play_fullscreen(w->play)) { /* else the size it gets back when full screen ends */
		win_zoom_size(w);
		win_place(w, 0);
	}
	play_present(w->play);
}

/* Wine confines the pointer to a window that fills the screen (an input-only window over the
 * screen catches the clicks), and kept it so after full screen: the next click, on the frame's
 * close box too, went to that window and only ended the confinement. ClipCursor(NULL) alone
 * changes nothing for Wine (the confinement is already the whole screen's); confined for an
 * instant to the monitor less its last column, then freed, the pointer is free for Wine
 * as on Windows (where a pointer in that column moves a pixel left). The monitor is hwnd's. */
static void win_unconfine(HWND hwnd)
{
	MONITORINFO mi;
	RECT almost;

	mi.cbSize = sizeof mi;
	if (GetMonitorInfoA(MonitorFromWindow(hwnd, MONITOR_DEFAULTTONEAREST), &mi)) {
		almost = mi.rcMonitor;
		almost.right--;
		ClipCursor(&almost);
	}
	ClipCursor(NULL);
}

/* Borderless full screen on the window's monitor, the menu bar hidden: a popup over the monitor's
 * rectangle. Sized through SDL first, which holds the window at the size it knows; and back, the
 * style, the menu, the zoom's size and the place it had. */
static void on_fullscreen(struct win *w)
{
	MONITORINFO mi;
	RECT r;

	mi.cbSize = sizeof mi;
	if (play_fullscreen(w->play) && GetWindowRect(w->hwnd, &r) &&
	    GetMonitorInfoA(MonitorFromWindow(w->hwnd, MONITOR_DEFAULTTONEAREST), &mi)) {
		w->windowed.x = r.left;
		w->windowed.y = r.top;
		SetMenu(w->hwnd, NULL);
		SetWindowLongA(w->hwnd, GWL_STYLE, WS_POPUP | WS_VISIBLE);
		SDL_SetWindowSize(w->sdl, mi.rcMonitor.right - mi.rcMonitor.left, mi.rcMonitor.bottom - mi.rcMonitor.top);
		SetWindowPos(w->hwnd, HWND_TOP, mi.rcMonitor.left, mi.rcMonitor.top, mi.rcMonitor.right - mi.rcMonitor.left,
			     mi.rcMonitor.bottom - mi.rcMonitor.top, SWP_FRAMECHANGED | SWP_NOOWNERZORDER);
	} else {
		play_set_fullscreen(w->play, 0);
		SetWindowLongA(w->hwnd, GWL_STYLE, WIN_STYLE | WS_VISIBLE);
		SetMenu(w->hwnd, w->menu);
		win_zoom_size(w);
		SetWindowPos(w->hwnd, NULL, w->windowed.x, w->windowed.y, 0, 0,
			     SWP_NOSIZE | SWP_NOZORDER | SWP_NOOWNERZORDER | SWP_FRAMECHANGED);
		win_place(w, 0); /* a zoom chosen anew may have grown it past the work area */
		win_unconfine(w->hwnd);
	}
	play_present(w->play);
}

static void win_wrap_gl(struct win *w); /* below, beside the window procedures it chains */

/* SHELL_LINK: the command line that sets the run up as it is now, on the clipboard (SDL puts it
 * there as CF_UNICODETEXT). */
static void on_link(struct win *w)
{
	struct options o;
	int unnamed;
	char line[8192] = "ripple.exe ";

	unnamed = play_settings(w->play, &o);
	if (options_write(&o, OPTIONS_COMMAND, line + 11, sizeof line - 11) < 0 || SDL_SetClipboardText(line)) {
		MessageBoxA(w->hwnd, "The command line could not be copied to the clipboard.", "Ripple", MB_OK | MB_ICONWARNING);
		return;
	}
	play_note(w->play, "%s", unnamed ? "command line copied without the lesson's changes (Ctrl+P saves them)"
					    : "command line copied");
}

/* A command from the menu or an accelerator, and what it leaves to the shell. */
static LRESULT on_command(struct win *w, int id)
{
	if (command_opens_gl(id))
		win_wrap_gl(w);
	switch (command_menu(w->play, id)) {
	case SHELL_OPEN:
		on_open(w);
		break;
	case SHELL_SAVE:
		on_save_frame(w);
		break;
	case SHELL_OPEN_LESSON:
		on_open_lesson(w);
		break;
	case SHELL_SAVE_LESSON:
		on_save_lesson(w);
		break;
	case SHELL_RECORD:
		on_record(w);
		break;
	case SHELL_LINK:
		on_link(w);
		break;
	case SHELL_QUIT:
		DestroyWindow(w->hwnd);
		return 0;
	case SHELL_FIT:
		on_zoom(w);
		break;
	case SHELL_ABOUT:
		MessageBoxA(w->hwnd, menu_about, "About Ripple", MB_OK | MB_ICONINFORMATION);
		break;
	case SHELL_FULLSCREEN:
		on_fullscreen(w);
		break;
	default:
		break;
	}
	win_menu_checks(w);
	win_title(w);
	return 0;
}

static LRESULT on_create(HWND hwnd, LPARAM lp)
{
	struct win *w = ((CREATESTRUCTA *)lp)->lpCreateParams;

	w->hwnd = hwnd;
	SetWindowLongPtrA(hwnd, GWLP_USERDATA, (LONG_PTR)w);
	return 0;
}

/* As in the original, a left click drops a stone at the click; dragged, it leaves a trail. The
 * right button draws walls. In the side view a click splashes, with Shift it drops the rock.
 * The mouse is captured while a button is held. */
static LRESULT on_button_down(struct win *w, int button, WPARAM wp, LPARAM lp)
{
	SetCapture(w->hwnd);
	play_press(w->play, button, GET_X_LPARAM(lp), GET_Y_LPARAM(lp), (wp & MK_SHIFT) != 0);
	return 0;
}

static LRESULT on_mousemove(struct win *w, LPARAM lp)
{
	play_move(w->play, GET_X_LPARAM(lp), GET_Y_LPARAM(lp));
	return 0;
}

static LRESULT on_button_up(struct win *w, int button)
{
	if (!play_release(w->play, button))
		ReleaseCapture();
	win_title(w); /* walls may have come or gone */
	return 0;
}

/* The wheel brings the 3D view's camera nearer or further, a notch at a time. */
static LRESULT on_mousewheel(struct win *w, WPARAM wp)
{
	play_wheel(w->play, GET_WHEEL_DELTA_WPARAM(wp) / WHEEL_DELTA);
	return 0;
}

/* The capture lost (a dialog, Alt+Tab): the drag ends, or plain moves would go on drawing. */
static LRESULT on_capturechanged(struct win *w)
{
	play_release(w->play, 0);
	return 0;
}

/* SDL has validated the region (it passes WM_PAINT on): the last frame shown again, which the
 * frame tick cannot do while a dialog's or a menu's own message loop runs. */
static LRESULT on_paint(struct win *w)
{
	if (w && w->play)
		play_present(w->play);
	return 0;
}

static LRESULT on_destroy(struct win *w)
{
	if (!GetMenu(w->hwnd)) /* full screen had taken it off the window, which would have freed it */
		DestroyMenu(w->menu);
	w->quit = 1;
	PostQuitMessage(0);
	return 0;
}

/* Each case calls one handler. */
static LRESULT CALLBACK win_proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
	struct win *w = (struct win *)GetWindowLongPtrA(hwnd, GWLP_USERDATA);

	switch (msg) {
	case WM_CREATE:
		return on_create(hwnd, lp);
	case WM_LBUTTONDOWN:
		return on_button_down(w, SCENE_LEFT, wp, lp);
	case WM_RBUTTONDOWN:
		return on_button_down(w, SCENE_RIGHT, wp, lp);
	case WM_MOUSEMOVE:
		return on_mousemove(w, lp);
	case WM_LBUTTONUP:
		return on_button_up(w, SCENE_LEFT);
	case WM_RBUTTONUP:
		return on_button_up(w, SCENE_RIGHT);
	case WM_MOUSEWHEEL:
		return on_mousewheel(w, wp);
	case WM_CAPTURECHANGED:
		return on_capturechanged(w);
	case WM_COMMAND:
		return on_command(w, LOWORD(wp));
	case WM_DROPFILES:
		return on_drop_files(w, (HDROP)wp);
	case WM_PAINT:
		return on_paint(w);
	case WM_DESTROY:
		return on_destroy(w);
	default:
		return DefWindowProcA(hwnd, msg, wp, lp);
	}
}

static void win_dispatch(struct win *w)
{
	MSG msg;

	while (!w->quit && PeekMessageA(&msg, NULL, 0, 0, PM_REMOVE)) {
		if (msg.message == WM_QUIT)
			w->quit = 1;
		else if (!TranslateAcceleratorA(w->hwnd, w->accel, &msg)) {
			TranslateMessage(&msg);
			DispatchMessageA(&msg);
		}
	}
}

/*
 * The frame clock. Not SetTimer(40): on real Windows a timer is rounded up to the 15.6 ms system
 * tick, so 40 ms becomes 46.9 ms and the program would run at about 21.3 fps -- and Wine does not
 * round timers, so a test under Wine alone would never show it. Instead frame n is due at the
 * absolute deadline start + n * 40 ms read from QueryPerformanceCounter, and the pump waits for
 * that deadline or the next message with MsgWaitForMultipleObjects, with the timer resolution
 * raised to 1 ms (timeBeginPeriod, released at exit) so that the wait ends when it should.
 */
static void win_loop(struct win *w)
{
	uint64_t ticks;

	timeBeginPeriod(1);
	for (;;) {
		while (!w->quit && (ticks = play_wait(w->play, win_now())) > 0) {
			MsgWaitForMultipleObjectsEx(0, NULL, (DWORD)(ticks * 1000 / (uint64_t)w->freq.QuadPart),
						    QS_ALLINPUT, MWMO_INPUTAVAILABLE);
			win_dispatch(w);
		}
		win_dispatch(w);
		if (w->quit || play_finished(w->play))
			break;
		if (play_tick(w->play, win_now()))
			win_title(w);
		/* SDL queues events for the window it watches; the shell has handled the messages. */
		SDL_FlushEvents(SDL_FIRSTEVENT, SDL_LASTEVENT);
	}
	timeEndPeriod(1);
	play_report(w->play, win_now(), stdout);
}

/* In front of SDL's window procedure, which takes WM_DROPFILES for its event queue (that the loop
 * flushes) instead of passing it on: drops go to win_proc, the rest through SDL's to win_proc. */
static LRESULT CALLBACK win_before_sdl(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
	struct win *w = (struct win *)GetWindowLongPtrA(hwnd, GWLP_USERDATA);

	if (msg == WM_DROPFILES)
		return win_proc(hwnd, msg, wp, lp);
	return CallWindowProcA(w->sdl_proc, hwnd, msg, wp, lp);
}

/* SDL's view of the window, with an OpenGL pixel format when `gl` asks for one and the system has
 * OpenGL; SDL's window procedure, put in front of win_proc, gets win_before_sdl in front of it;
 * files dropped from Explorer are taken. The pixel format is set only for the OpenGL views: on a
 * window that has one, Wine puts GDI's pictures through the X socket instead of shared memory
 * (110 fps instead of 170 at 1080p). */
static int win_wrap(struct win *w, int gl)
{
	if (gl) {
		play_gl_attributes();
		SDL_SetHint(SDL_HINT_VIDEO_FOREIGN_WINDOW_OPENGL, "1");
		w->sdl = SDL_CreateWindowFrom(w->hwnd);
		SDL_SetHint(SDL_HINT_VIDEO_FOREIGN_WINDOW_OPENGL, "0");
	}
	if (!w->sdl)
		w->sdl = SDL_CreateWindowFrom(w->hwnd);
	if (!w->sdl)
		return -1;
	w->sdl_proc = (WNDPROC)SetWindowLongPtrA(w->hwnd, GWLP_WNDPROC, (LONG_PTR)win_before_sdl);
	DragAcceptFiles(w->hwnd, TRUE);
	return 0;
}

/* SDL's view of the window made again with an OpenGL pixel format, before a command that opens an
 * OpenGL view (a window's pixel format is set once: it keeps it). SDL puts win_proc back when it
 * lets the window go. */
static void win_wrap_gl(struct win *w)
{
	if (SDL_GetWindowFlags(w->sdl) & SDL_WINDOW_OPENGL)
		return;
	SDL_DestroyWindow(w->sdl);
	w->sdl = NULL;
	if (win_wrap(w, 1) == 0)
		play_window(w->play, w->sdl);
	else
		DestroyWindow(w->hwnd);
}

static int win_create(struct win *w, const struct options *o, HINSTANCE inst, int show, char *err, size_t errlen)
{
	WNDCLASSA wc = { 0 };

	/* No text typed into the window: else SDL, as the window loses the focus to a file dialog,
	 * cancels the thread's input-method composition, and Wine's then empties the dialog's name
	 * box, whose proposed name is selected. */
	SDL_StopTextInput();
	wc.style = CS_OWNDC; /* OpenGL draws through the window's one device context */
	wc.lpfnWndProc = win_proc;
	wc.hInstance = inst;
	wc.hIcon = LoadIconA(inst, MAKEINTRESOURCEA(IDI_RIPPLE));
	wc.hCursor = LoadCursorA(NULL, IDC_ARROW);
	wc.hbrBackground = (HBRUSH)GetStockObject(BLACK_BRUSH);
	wc.lpszMenuName = MAKEINTRESOURCEA(IDR_MENU);
	wc.lpszClassName = WIN_CLASS;
	w->accel = LoadAcceleratorsA(inst, MAKEINTRESOURCEA(IDR_ACCEL));
	if (!RegisterClassA(&wc) || !w->accel ||
	    !CreateWindowA(WIN_CLASS, "Ripple", WIN_STYLE, CW_USEDEFAULT, CW_USEDEFAULT, 100, 100, NULL, NULL,
			   inst, w)) {
		snprintf(err, errlen, "cannot create the window (Win32 error %lu)", GetLastError());
		return -1;
	}
	w->menu = GetMenu(w->hwnd);
	win_room(w);
	win_fit(w);
	win_place(w, 1);
	if (win_wrap(w, o->gl)) {
		snprintf(err, errlen, "SDL cannot use the window: %s", SDL_GetError());
		return -1;
	}
	ShowWindow(w->hwnd, show);
	QueryPerformanceFrequency(&w->freq);
	if (play_start(w->play, w->sdl, err, errlen))
		return -1;
	if (*play_gl_error(w->play))
		win_error(w->hwnd, 0, play_gl_error(w->play));
	if (play_fullscreen(w->play))
		on_fullscreen(w);
	win_menu_checks(w);
	win_title(w);
	play_clock(w->play, win_now(), (uint64_t)w->freq.QuadPart);
	return 0;
}

static int win_run(HINSTANCE inst, const struct options *o, int show)
{
	struct win w = { 0 };
	char err[512];
	int status = RIPPLE_EXIT_REFUSED;

	SDL_SetMainReady();
	centre_hook = SetWindowsHookExA(WH_CBT, centre_dialogs, NULL, GetCurrentThreadId());
	/* the shell pumps the window's messages itself */
	SDL_SetHint(SDL_HINT_WINDOWS_ENABLE_MESSAGELOOP, "0");
	if (SDL_Init(SDL_INIT_VIDEO)) {
		snprintf(err, sizeof err, "SDL cannot start its video: %s", SDL_GetError());
		win_error(NULL, 1, err);
	} else if (!(w.play = play_open(o, err, sizeof err)) || win_create(&w, o, inst, show, err, sizeof err)) {
		win_error(w.hwnd, 1, err);
	} else {
		win_loop(&w);
		status = play_save_outputs(w.play);
	}
	play_close(w.play);
	if (w.sdl)
		SDL_DestroyWindow(w.sdl);
	if (w.hwnd && IsWindow(w.hwnd))
		DestroyWindow(w.hwnd);
	if (centre_hook)
		UnhookWindowsHookEx(centre_hook);
	SDL_Quit();
	return status;
}

/* The command line's arguments in UTF-8 (the C runtime's __argv has them in the ANSI code page, which
 * cannot hold every file name), in one allocation; NULL when out of memory. */
static char **win_args(int *argc)
{
	WCHAR **wide = CommandLineToArgvW(GetCommandLineW(), argc);
	size_t size = 0;
	char **argv = NULL, *at;

	for (int i = 0; wide && i < *argc; i++)
		size += sizeof *argv + (size_t)WideCharToMultiByte(CP_UTF8, 0, wide[i], -1, NULL, 0, NULL, NULL);
	if (wide)
		argv = malloc(size + sizeof *argv);
	at = argv ? (char *)(argv + *argc + 1) : NULL;
	for (int i = 0; argv && i < *argc; i++) {
		argv[i] = at;
		at += WideCharToMultiByte(CP_UTF8, 0, wide[i], -1, at, (int)(size + sizeof *argv - (size_t)(at - (char *)argv)),
					  NULL, NULL);
	}
	if (argv)
		argv[*argc] = NULL;
	LocalFree(wide);
	return argv;
}

/* --help and --version with no console to print to: their text in a message box. Returns 0 when
 * o asks for neither. */
static int win_text_box(const struct options *o)
{
	char version[128];
	const char *text = batch_text(o, version, sizeof version);
	WCHAR wide[8192];

	if (!text)
		return 0;
	win_wide(text, wide, 8192);
	MessageBoxW(NULL, wide, o->help ? L"Ripple - command line" : L"Ripple - version", MB_OK | MB_ICONINFORMATION);
	return 1;
}

int WINAPI WinMain(HINSTANCE inst, HINSTANCE prev, LPSTR cmdline, int show)
{
	struct options o;
	char err[512];
	int status, console, argc = 0;
	char **argv = win_args(&argc);

	(void)prev;
	(void)cmdline; /* taken again as wide characters by win_args */
	console = win_console();
	if (!argv) {
		win_error(NULL, 0, "out of memory for the command line");
		return RIPPLE_EXIT_REFUSED;
	}
	if (options_parse(&o, argc, argv, err, sizeof err)) {
		win_error(NULL, 0, err);
		status = RIPPLE_EXIT_REFUSED;
	} else if (!console && win_text_box(&o)) {
		status = RIPPLE_EXIT_DONE;
	} else if (!batch_run(&o, &status)) {
		status = win_run(inst, &o, show);
	}
	options_free(&o);
	free(argv);
	fflush(stdout);
	return status;
}
