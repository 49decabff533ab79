/* mkrc.c - writes the menu and accelerator resources from the table of window/menus.c, so both shells share one table. */
#include "window/menus.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* A string in .rc syntax: quotes doubled, a backslash as \\, a tab as \t with two spaces before it: Wine sets the
 * shortcuts' column a narrow space after the widest label ("Keys and mouse F1"), Windows a little
 * further; the spaces keep a gap there in both. */
static void rc_string(const char *s)
{
	putchar('"');
	for (; *s; s++) {
		if (*s == '\t')
			fputs("  \\t", stdout);
		else if (*s == '"')
			fputs("\"\"", stdout);
		else if (*s == '\\') /* the resource compiler's escape, as in "\t" */
			fputs("\\\\", stdout);
		else
			putchar(*s);
	}
	putchar('"');
}

/* Whether rows a and b sit in the same submenu (both in none too). */
static int same_submenu(const struct command *a, const struct command *b)
{
	return a->submenu == b->submenu || (a->submenu && b->submenu && !strcmp(a->submenu, b->submenu));
}

/* The menu bar: a POPUP a menu, within it a POPUP a submenu (Physics > Lessons), each item's id. */
static void menu(void)
{
	printf("IDR_MENU MENU\nBEGIN\n");
	for (int i = 0; i < menu_count; i++) {
		const struct command *c = &menu_rows[i];
		const int first = i == 0 || strcmp(c->menu, menu_rows[i - 1].menu);
		const int opens = c->submenu && (first || !same_submenu(c, &menu_rows[i - 1]));
		const char *indent = c->submenu ? "            " : "        ";

		if (first) {
			printf("    POPUP ");
			rc_string(c->menu);
			printf("\n    BEGIN\n");
		}
		if (c->sep && !first && (!c->submenu || opens))
			printf("        MENUITEM SEPARATOR\n");
		if (opens) {
			printf("        POPUP ");
			rc_string(c->submenu);
			printf("\n        BEGIN\n");
		} else if (c->sep && c->submenu) {
			printf("%sMENUITEM SEPARATOR\n", indent);
		}
		printf("%sMENUITEM ", indent);
		rc_string(c->label);
		printf(", %d\n", menu_id(c));
		if (c->submenu && (i + 1 == menu_count || strcmp(c->menu, menu_rows[i + 1].menu) ||
				   !same_submenu(c, &menu_rows[i + 1])))
			printf("        END\n");
		if (i + 1 == menu_count || strcmp(c->menu, menu_rows[i + 1].menu))
			printf("    END\n");
	}
	printf("END\n\n");
}

/* A key of the table as a Win32 virtual-key code: letters and digits are their upper-case ASCII,
 * and so are Space (VK_SPACE), Enter (VK_RETURN) and Esc (VK_ESCAPE); Delete is VK_DELETE; F1..F12 are VK_F1 on; the
 * punctuation keys are the VK_OEM_* of a US keyboard's keys. */
static int virtual_key(int key)
{
	static const char punct[] = "-=,.;'[]/\\";
	static const int oem[] = { 0xBD, 0xBB, 0xBC, 0xBE, 0xBA, 0xDE, 0xDB, 0xDD, 0xBF, 0xDC }; /* VK_OEM_MINUS ... VK_OEM_6, VK_OEM_2, VK_OEM_5 */
	const char *at = key > 0 && key < 128 ? strchr(punct, key) : NULL;

	if (at)
		return oem[at - punct];
	if (key == KEY_DELETE)
		return 0x2E; /* VK_DELETE */
	return key >= KEY_F1 && key <= KEY_F1 + 11 ? 0x70 + key - KEY_F1 : toupper(key);
}

static void accelerators(void)
{
	printf("IDR_ACCEL ACCELERATORS\nBEGIN\n");
	for (int i = 0; i < menu_count; i++)
		if (menu_rows[i].key)
			printf("    0x%02X, %d, VIRTKEY%s\n", virtual_key(menu_rows[i].key), menu_id(&menu_rows[i]),
			       menu_rows[i].mods & MOD_CTRL ? ", CONTROL" : "");
	for (int i = 0; i < menu_count; i++)
		if (menu_rows[i].alt_key)
			printf("    0x%02X, %d, VIRTKEY, ALT\n", virtual_key(menu_rows[i].alt_key), menu_id(&menu_rows[i]));
	printf("END\n");
}

int main(void)
{
	printf("/* menu.rc - made by res/mkrc.c from the command table in window/menus.c; do not edit. */\n\n");
	menu();
	accelerators();
	return 0;
}
