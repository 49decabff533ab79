/* lessons_builtin.c - the lessons built into every program: lessons/NAME.lesson as C strings, written by scripts/lessons.sh (do not edit). */
#include "scenes/lesson.h"

#include <string.h>

static const struct { const char *name, *text; } builtin[] = {
	{ "corner",
		"# corner: a source in front of a corner of two walls. Each wall reflects its waves as if a source\n"
		"# stood behind it, and the corner adds a third: the four interfere in a grid of bright and dark\n"
		"# spots in front of the corner (a corner reflector).\n"
		"pool 320 240\n"
		"period 12\n"
		"view heights\n"
		"\n"
		"source 170 170\n"
		"# The corner: a wall down column 200 and one along row 200, meeting at (200, 200).\n"
		"wall 200 30 200 200 width 3\n"
		"wall 30 200 200 200 width 3\n"
	},
	{ "double-slit",
		"# double-slit: plane waves through two narrow slits interfere into bright and dark fringes.\n"
		"pool 320 240\n"
		"period 12\n"
		"boundary absorb\n"
		"damping off\n"
		"\n"
		"# Plane waves from the left side, just inside the absorbing layer.\n"
		"line-source left\n"
		"# A wall across the middle with two slits 6 cells wide, their centres 60 apart.\n"
		"barrier 160 slits 6 60 2\n"
		"# The intensity screen, 132 cells beyond the slits' centres (L).\n"
		"screen 293\n"
	},
	{ "harbour",
		"# harbour: plane waves from the open sea on the left against a breakwater with a mouth 30 cells\n"
		"# wide. Inside the harbour the waves spread out from the mouth; the water behind the breakwater's\n"
		"# arms, out of the mouth's line, stays nearly calm.\n"
		"pool 320 240\n"
		"period 12\n"
		"view heights\n"
		"\n"
		"line-source left\n"
		"# The breakwater down column 200, its mouth between rows 150 and 180.\n"
		"wall 200 0 200 150 width 3\n"
		"wall 200 180 200 239 width 3\n"
	},
	{ "mirror",
		"# mirror: a source beside a straight wall. The wall reflects its waves as if a second source\n"
		"# stood behind it, and the two interfere in front of the wall (Lloyd's mirror).\n"
		"pool 320 240\n"
		"period 12\n"
		"view heights\n"
		"\n"
		"# The source 20 cells to the left of the wall.\n"
		"source 140 120\n"
		"# A wall 3 cells thick down the pool at column 160.\n"
		"wall 160 30 160 210 width 3\n"
	},
	{ "narrow-slit",
		"# narrow-slit: plane waves through one slit 4 cells wide, narrower than their wavelength (about 8\n"
		"# cells at 12 frames a wave). The slit then acts as a single source: the waves behind it spread\n"
		"# out as half circles, as strong to the sides as straight on (compare slit.lesson, 15 wide, whose\n"
		"# waves go on mostly straight).\n"
		"pool 320 240\n"
		"period 12\n"
		"view heights\n"
		"\n"
		"line-source left\n"
		"barrier 160 slit 4\n"
		"screen 293\n"
	},
	{ "out-of-phase",
		"# out-of-phase: two sources 60 cells apart, one half a wave behind the other. Where the two in\n"
		"# phase make their bright middle band, these cancel: the middle of the screen is dark.\n"
		"pool 320 240\n"
		"period 12\n"
		"view heights\n"
		"\n"
		"# A column of 2 sources, each 180 degrees behind the one above it.\n"
		"sources 160 60 2 phase 180\n"
		"screen 292\n"
	},
	{ "rock",
		"# rock: waves from a point beating on a round rock; they bend round it into its shadow.\n"
		"# The lesson's own size: its lengths are cells of this 320x240 pool, k times as many in a\n"
		"# pool k x 240 rows tall (docs/lessons.md).\n"
		"pool 320 240\n"
		"period 12\n"
		"boundary absorb\n"
		"damping off\n"
		"\n"
		"# A point source beating a quarter of the way across, on the middle row.\n"
		"source 80 120\n"
		"# The rock, three fifths across, 30 cells in radius.\n"
		"rock 192 120 30\n"
	},
	{ "slit",
		"# slit: plane waves through one slit two wavelengths wide spread out in a fan.\n"
		"pool 320 240\n"
		"period 12\n"
		"boundary absorb\n"
		"damping off\n"
		"\n"
		"# Plane waves from the left side, just inside the absorbing layer.\n"
		"line-source left\n"
		"# A wall across the middle of the pool, 3 cells thick, with one slit 15 cells wide.\n"
		"barrier 160 slit 15\n"
		"# The intensity screen, 132 cells beyond the slit's centre.\n"
		"screen 293\n"
	},
	{ "three-slits",
		"# three-slits: plane waves through three narrow slits. The main maxima stand where they stand for\n"
		"# two slits the same distance apart, sharper, with a faint maximum between each two.\n"
		"pool 320 240\n"
		"period 12\n"
		"view heights\n"
		"\n"
		"line-source left\n"
		"# A wall across the middle with three slits 6 cells wide, their centres 40 apart.\n"
		"barrier 160 slits 6 40 3\n"
		"screen 293\n"
	},
	{ "two-sources",
		"# two-sources: two points beating in phase, 60 cells apart; their waves interfere.\n"
		"pool 320 240\n"
		"period 12\n"
		"boundary absorb\n"
		"damping off\n"
		"\n"
		"# A column of 2 sources in the middle of the pool, 60 cells apart.\n"
		"sources 160 60 2\n"
		"# The intensity screen, 132 cells beyond them (L).\n"
		"screen 292\n"
	},
	{ "wall-45",
		"# wall-45: a beam of plane waves meets a wall at 45 degrees, which turns it through a right angle:\n"
		"# it comes in from the left and leaves downwards (the angle of reflection equals the angle of\n"
		"# incidence). Behind the wall, on the beam's first line, the water stays still.\n"
		"pool 320 240\n"
		"period 12\n"
		"view heights\n"
		"\n"
		"# A beam 60 cells wide, rows 40 to 100, from the left.\n"
		"line-source 20 40 20 100\n"
		"# The wall from the top left down to the right, at 45 degrees.\n"
		"wall 110 10 230 130 width 3\n"
	},
	{ "wave-guide",
		"# wave-guide: a source at the mouth of a channel 40 cells wide between two long walls. The walls\n"
		"# keep the waves in: they travel down the channel without spreading, as strong at its far end as\n"
		"# near the source, where a source in open water would have weakened with the distance.\n"
		"pool 320 240\n"
		"period 12\n"
		"view heights\n"
		"\n"
		"source 70 120\n"
		"wall 60 100 300 100 width 3\n"
		"wall 60 140 300 140 width 3\n"
	},
};

const char *lesson_builtin(const char *name, size_t *len)
{
	for (size_t i = 0; i < sizeof builtin / sizeof builtin[0]; i++)
		if (!strcmp(name, builtin[i].name)) {
			*len = strlen(builtin[i].text);
			return builtin[i].text;
		}
	return NULL;
}

const char *lesson_builtin_name(int i)
{
	return i >= 0 && i < (int)(sizeof builtin / sizeof builtin[0]) ? builtin[i].name : NULL;
}
