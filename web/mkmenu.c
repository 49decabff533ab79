/* mkmenu.c - writes the page's menus as a JavaScript array from the table of window/menus.c (make web), as res/mkrc.c writes ripple.exe's. */
#include "window/menus.h"

#include <stdio.h>

/* A string in JavaScript syntax: quotes and backslashes escaped, a tab as \t. */
static void js_string(const char *s)
{
	putchar('"');
	for (; *s; s++) {
		if (*s == '\t')
			fputs("\\t", stdout);
		else if (*s == '"' || *s == '\\')
			printf("\\%c", *s);
		else
			putchar(*s);
	}
	putchar('"');
}

/* Module.menus: a row a menu item, in the table's order, with its id for command_menu, its menu's,
 * its submenu's (null: none) and its own text as ripple.exe shows them ("&" before the mnemonic, "\t" before the shortcut),
 * and whether a separator comes before it. web/shell.html makes the menu bar from it. */
int main(void)
{
	printf("// menus.js - made by web/mkmenu.c from the command table in window/menus.c; do not edit.\n");
	printf("Module.menus = [\n");
	for (int i = 0; i < menu_count; i++) {
		printf("\t{ id: %d, menu: ", menu_id(&menu_rows[i]));
		js_string(menu_rows[i].menu);
		printf(", submenu: ");
		if (menu_rows[i].submenu)
			js_string(menu_rows[i].submenu);
		else
			printf("null");
		printf(", label: ");
		js_string(menu_rows[i].label);
		printf(", sep: %d },\n", menu_rows[i].sep);
	}
	printf("];\n");
	return 0;
}
