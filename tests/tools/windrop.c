/* windrop.c - drops a file onto ripple.exe's window as Explorer does (WM_DROPFILES), for the tests under Wine. */
#include <windows.h>
#include <shlobj.h>

#include <stdio.h>
#include <string.h>

/*
 * The HDROP a drop from Explorer hands a window: a DROPFILES header, then the names (here one, in
 * the ANSI code page: fWide 0), each ended by a NUL, and one more NUL. It is made in the memory of
 * the process that owns hwnd: Wine passes a posted WM_DROPFILES' handle on to another process as a
 * bare number, so the block must already be the receiver's (a fixed memory block is its own
 * handle; DragFinish's GlobalFree refuses it, and the page stays to the receiver's end).
 * Returns NULL when it cannot be made.
 */
static HDROP drop_into(HWND hwnd, const char *path)
{
	char block[sizeof(DROPFILES) + MAX_PATH + 1] = { 0 };
	DROPFILES *df = (DROPFILES *)block;
	const size_t size = sizeof *df + strlen(path) + 2;
	DWORD pid = 0;
	HANDLE proc;
	void *drop = NULL;

	df->pFiles = sizeof *df;
	df->fWide = FALSE;
	memcpy(block + sizeof *df, path, strlen(path));
	GetWindowThreadProcessId(hwnd, &pid);
	proc = OpenProcess(PROCESS_VM_OPERATION | PROCESS_VM_WRITE, FALSE, pid);
	if (!proc)
		return NULL;
	drop = VirtualAllocEx(proc, NULL, size, MEM_COMMIT | MEM_RESERVE, PAGE_READWRITE);
	if (drop && !WriteProcessMemory(proc, drop, block, size, NULL))
		drop = NULL;
	CloseHandle(proc);
	return drop;
}

int main(int argc, char **argv)
{
	char path[MAX_PATH];
	HWND hwnd = FindWindowA("RippleWindow", NULL); /* winmain.c's WIN_CLASS */
	DWORD n;
	HDROP drop;

	if (argc != 2) {
		fprintf(stderr, "usage: windrop FILE\n");
		return 2;
	}
	n = GetFullPathNameA(argv[1], sizeof path, path, NULL);
	if (n == 0 || n >= sizeof path) {
		fprintf(stderr, "windrop: no full path of at most %d characters for %s\n", MAX_PATH - 1, argv[1]);
		return 1;
	}
	if (!hwnd) {
		fprintf(stderr, "windrop: no Ripple window\n");
		return 1;
	}
	drop = drop_into(hwnd, path);
	if (!drop || !PostMessageA(hwnd, WM_DROPFILES, (WPARAM)drop, 0)) {
		fprintf(stderr, "windrop: cannot drop %s on the window (Win32 error %lu)\n", path, GetLastError());
		return 1;
	}
	printf("windrop: dropped %s on window %p\n", path, (void *)hwnd);
	return 0;
}
