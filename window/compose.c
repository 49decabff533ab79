/* compose.c - the window's pixels from a description of the frame: the sheet of water and graphs placed, zoomed and letterboxed, the text over it, the recording's frame, the note, the window updated. */
#include "window/compose.h"

#include "files/font.h"
#include "window/graphline.h"
#include "window/zoom.h"

#include <string.h>

#define COMPOSE_TEXT_LINES 400 /* lines of text the window can show: F1's help wrapped to a narrow window */
#define COMPOSE_NOTE_LINES 24  /* the most lines a note (with a shell's message) takes at the window's foot */
#define COMPOSE_NOTE_COLS 10   /* a margin holding as many columns of letters takes the overlay and the inspector */
#define COMPOSE_OVER_COLS 40   /* ...which over the water are kept this narrow, by the pool's left edge */
#define COMPOSE_HELP_COLS 40   /* ...and F1's help */

/* Where the water and the graphs show in the window, in window pixels. */
struct placed {
	struct graphs_layout l; /* the sheet: the water and the graphs, in picture pixels */
	int inset;              /* the graphs over the water's left half (graphs_layout), not beside it */
	SDL_Rect sheet;         /* the sheet at the water's zoom */
	SDL_Rect water;         /* the picture */
	SDL_Rect strip, panel;  /* the graphs' parts where they show (width 0: none) */
	SDL_Rect margin;        /* full screen's black room beside the water (or above it); width 0: none */
};

/* The text over the water: `top` lines from the top of `at` (F1's help, or the overlay) and the
 * `bottom` lines after them from row `foot` of `at` (the inspector), at `scale`; `at` is a
 * letterbox margin or the whole window. Then the note's `notes` lines, in `note_at` at the
 * window's foot. */
struct text {
	char lines[COMPOSE_TEXT_LINES + COMPOSE_NOTE_LINES][FONT_LINE];
	int top, bottom, foot, scale;
	SDL_Rect at;
	int notes;
	SDL_Rect note_at;
};

/* Whether full screen's margin holds text of `cols` columns at `scale`: as wide, and a few lines tall. */
static int margin_holds(const struct placed *pl, int cols, int scale)
{
	enum { ROWS = 4 }; /* lines a margin holds at least */

	return pl->margin.w >= cols * FONT_W * scale && pl->margin.h >= ROWS * FONT_H * scale;
}

/* Where text needing `cols` columns at `scale` goes: the margin when it is that wide and holds a
 * few lines, else the whole window of w x h. */
static SDL_Rect text_room(const struct placed *pl, int w, int h, int cols, int scale)
{
	const SDL_Rect window = { 0, 0, w, h };

	return margin_holds(pl, cols, scale) ? pl->margin : window;
}

/* The largest part of r clear of g (width 0: none), left of it, right of it, above or below it;
 * r itself when g does not overlap it. */
static SDL_Rect clear_of(SDL_Rect r, const SDL_Rect *g)
{
	const SDL_Rect parts[4] = { { r.x, r.y, g->x - r.x, r.h },
				    { g->x + g->w, r.y, r.x + r.w - g->x - g->w, r.h },
				    { r.x, r.y, r.w, g->y - r.y },
				    { r.x, g->y + g->h, r.w, r.y + r.h - g->y - g->h } };
	SDL_Rect best = { 0, 0, 0, 0 };

	if (g->w <= 0 || g->h <= 0 || !SDL_HasIntersection(&r, g))
		return r;
	for (int i = 0; i < 4; i++)
		if (parts[i].w > 0 && parts[i].h > 0 && (long long)parts[i].w * parts[i].h > (long long)best.w * best.h)
			best = parts[i];
	return best;
}

/* Line appended to buf (n of len bytes used) as a paragraph; longer than cols, it is broken at
 * its commas first, an item a line ("4 neighbours", "no damping"), so that a narrow margin reads
 * as a list. Returns the new n. */
static size_t add_paragraphs(char *buf, size_t n, size_t len, const char *line, int cols)
{
	const int items = (int)strlen(line) > cols;

	if (n + 2 > len)
		return n;
	for (const char *c = line; *c && n + 2 < len; c++) {
		const int comma = items && c[0] == ',' && c[1] == ' ';

		buf[n++] = comma ? '\n' : *c;
		c += comma; /* the space after it */
	}
	buf[n++] = '\n';
	buf[n] = 0;
	return n;
}

/* n lines wrapped again to `cols` columns into out (at most max); returns how many. */
static int rewrap(const char lines[][FONT_LINE], int n, int cols, char out[][FONT_LINE], int max)
{
	char joined[COMPOSE_RAW_LINES * FONT_LINE] = "";
	size_t at = 0;

	for (int i = 0; i < n; i++)
		at = add_paragraphs(joined, at, sizeof joined, lines[i], cols);
	return font_wrap(joined, cols, out, max);
}

static int note_lift(const struct frame *f, const struct placed *pl, int w, int h, struct text *t);

/* F1's help into t: wrapped to where it goes, the page shown, and a line saying which when it takes
 * more than one; the pages counted in p for F1's next press. */
static void help_text(struct compositor *c, const struct frame *f, const struct placed *pl, int w, int h, struct text *t)
{
	t->at = text_room(pl, w, h, COMPOSE_HELP_COLS, t->scale);

	const int rows = t->at.h / (FONT_H * t->scale) - note_lift(f, pl, w, h, t);
	const int n = font_wrap(f->help, t->at.w / (FONT_W * t->scale), t->lines, COMPOSE_TEXT_LINES);
	const int per = n > rows ? SDL_max(rows - 1, 1) : SDL_max(n, 1); /* the last row says the page */
	int first, shown;

	c->help_pages = (n + per - 1) / per;
	c->help_page = SDL_min(f->help_page, SDL_max(c->help_pages - 1, 0));
	first = c->help_page * per;
	shown = SDL_min(per, n - first);
	memmove(t->lines, t->lines + first, (size_t)shown * FONT_LINE);
	if (c->help_pages > 1)
		snprintf(t->lines[shown++], FONT_LINE, "page %d/%d - F1: next page, Esc: close", c->help_page + 1,
			 c->help_pages);
	t->top = shown;
}

/* The span of the window's foot a note at `scale` goes in (its COMPOSE_NOTE_LINES rows at most):
 * the window's width, or where the intensity panel reaches into those rows, the side of it with
 * the more room when that leaves COMPOSE_NOTE_COLS columns: a note beside the panel, not into its
 * last lines. (The strip's foot is the window's too where it lies below or over the water: a note
 * there, for its seconds, hides the strip's zero line rather than the water's screen.) */
static SDL_Rect note_span(const struct placed *pl, int w, int h, int scale)
{
	const SDL_Rect *g = &pl->panel;
	const int foot = h - COMPOSE_NOTE_LINES * FONT_H * scale;
	const SDL_Rect span = { 0, foot, w, h - foot }, left = { 0, foot, g->x, span.h },
		       right = { g->x + g->w, foot, w - g->x - g->w, span.h };
	const SDL_Rect *wider = left.w >= right.w ? &left : &right;

	return g->w > 0 && g->y + g->h > foot && wider->w >= COMPOSE_NOTE_COLS * FONT_W * scale ? *wider : span;
}

/* The frame's note into t after its other lines: wrapped to the window's foot clear of the graphs
 * (note_span), centred there, where it shows whether or not the title does (full screen has none,
 * and a long title is cut). */
static void note_text(const struct frame *f, const struct placed *pl, int w, int h, struct text *t)
{
	const int first = t->top + t->bottom, unit = FONT_W * t->scale;
	const SDL_Rect span = note_span(pl, w, h, t->scale);
	int widest = 0;

	t->notes = 0;
	if (f->note) /* as many lines as the window holds, the first ones */
		t->notes = font_wrap(f->note, span.w / unit, t->lines + first,
				     SDL_max(SDL_min(COMPOSE_NOTE_LINES, h / (FONT_H * t->scale)), 1));
	for (int i = 0; i < t->notes; i++)
		widest = SDL_max(widest, (int)strlen(t->lines[first + i]));
	t->note_at = (SDL_Rect){ span.x + (span.w - widest * unit) / 2, h - t->notes * FONT_H * t->scale, widest * unit,
				 t->notes * FONT_H * t->scale };
}

/* The note's lines (note_text) that text in t's room at t's scale keeps clear of: as many as it
 * takes where the room ends with the window in the note's columns, else none. */
static int note_lift(const struct frame *f, const struct placed *pl, int w, int h, struct text *t)
{
	const int top = t->top, bottom = t->bottom;
	int beside;

	t->top = t->bottom = 0;
	note_text(f, pl, w, h, t);
	t->top = top;
	t->bottom = bottom;
	beside = t->note_at.x >= t->at.x + t->at.w || t->note_at.x + t->note_at.w <= t->at.x;
	return t->at.y + t->at.h == h && !beside ? t->notes : 0;
}

/* The overlay's and the inspector's lines into t, in room `at` (a margin: as wide as it is; else
 * COMPOSE_OVER_COLS at most) at t's scale, the note after them; the inspector from its foot, above
 * the note where both would reach the window's foot in the same columns. Returns whether all of
 * them fit. */
static int lines_in(const struct frame *f, const struct placed *pl, SDL_Rect at, int w, int h, struct text *t)
{
	const int margin = SDL_RectEquals(&at, &pl->margin), unit = FONT_W * t->scale, line = FONT_H * t->scale;
	const int cols = margin ? at.w / unit : SDL_min(at.w / unit, COMPOSE_OVER_COLS);
	int beside, lift;

	t->at = at;
	t->top = t->bottom = 0;
	if (cols < 1)
		return 0;
	if (f->overlay_n)
		t->top = rewrap(f->overlay, f->overlay_n, cols, t->lines, COMPOSE_TEXT_LINES);
	if (f->inspector_n)
		t->bottom = rewrap(f->inspector, f->inspector_n, cols, t->lines + t->top, COMPOSE_TEXT_LINES - t->top);
	note_text(f, pl, w, h, t);
	beside = t->note_at.x >= at.x + at.w || t->note_at.x + t->note_at.w <= at.x;
	lift = at.y + at.h == h && !beside ? t->notes : 0; /* the note's lines, when the room ends with the window above it */
	t->foot = at.h - (t->bottom + lift) * line;
	return (t->top + t->bottom + lift) * line <= at.h;
}

/* The overlay and the inspector into t where all their lines fit, whole, trying in turn: the
 * margin, then the window clear of the graphs, each at the scale a class reads from the back of the
 * room and at smaller ones down to twice the font's (letters 14 pixels tall); the whole window at
 * that scale; then each of them at smaller scales still. Where none holds them, the whole window
 * at the smallest scale, cut to the lines that fit. */
static void overlay_text(const struct frame *f, const struct placed *pl, int w, int h, struct text *t)
{
	const SDL_Rect window = { 0, 0, w, h };
	const int big = font_scale(h), readable = SDL_min(big, 2);
	SDL_Rect clear = clear_of(clear_of(window, &pl->panel), &pl->strip);
	int rows;

	for (t->scale = big; t->scale >= readable; t->scale--) /* the water kept clear where a margin reads */
		if (margin_holds(pl, COMPOSE_NOTE_COLS, t->scale) && lines_in(f, pl, pl->margin, w, h, t))
			return;
	for (t->scale = big; t->scale >= readable; t->scale--)
		if (lines_in(f, pl, clear, w, h, t))
			return;
	t->scale = big;
	if (lines_in(f, pl, window, w, h, t))
		return;
	for (t->scale = readable - 1; t->scale >= 1; t->scale--)
		if ((margin_holds(pl, COMPOSE_NOTE_COLS, t->scale) && lines_in(f, pl, pl->margin, w, h, t)) ||
		    lines_in(f, pl, clear, w, h, t) || lines_in(f, pl, window, w, h, t))
			return;
	t->scale = 1;
	lines_in(f, pl, window, w, h, t);
	rows = SDL_max(t->foot / FONT_H, 0); /* the rows above the inspector's */
	if (t->top > rows) { /* the lines that fit, whole */
		memmove(t->lines + rows, t->lines + t->top, (size_t)(t->bottom + t->notes) * FONT_LINE);
		t->top = rows;
	}
}

/* The text for a window of w x h pixels (the water placed as pl says): F1's help paged, at the
 * scale a class reads from the back of the room, in a letterbox margin when it is wide enough; or
 * the overlay and the inspector where they fit (overlay_text); and the note when `note` says. */
static void text_over(struct compositor *c, const struct frame *f, const struct placed *pl, int w, int h,
		      struct text *t)
{
	t->top = t->bottom = t->notes = 0;
	t->at = (SDL_Rect){ 0, 0, w, h };
	t->foot = h;
	if (!f->help && !f->overlay_n && !f->inspector_n && !f->note)
		return;
	t->scale = font_scale(h);
	if (!f->help) {
		overlay_text(f, pl, w, h, t);
		return;
	}
	help_text(c, f, pl, w, h, t);
	note_text(f, pl, w, h, t);
	t->foot = t->at.h;
}

/* Where n lines at `scale` show from (x, y): as wide as the widest. */
static SDL_Rect lines_rect(int x, int y, char lines[][FONT_LINE], int n, int scale)
{
	int widest = 0;

	for (int i = 0; i < n; i++)
		widest = SDL_max(widest, (int)strlen(lines[i]));
	return (SDL_Rect){ x, y, n ? widest * FONT_W * scale : 0, n * FONT_H * scale };
}

/* Where the frame's parts showed, kept (compositor.shown). */
static void keep_parts(struct compositor *c, const struct placed *pl, struct text *t)
{
	c->shown[COMPOSE_WATER] = pl->water;
	c->shown[COMPOSE_STRIP] = pl->strip;
	c->shown[COMPOSE_PANEL] = pl->panel;
	c->shown[COMPOSE_TOP] = lines_rect(t->at.x, t->at.y, t->lines, t->top, t->scale);
	c->shown[COMPOSE_FOOT] = lines_rect(t->at.x, t->at.y + t->foot, t->lines + t->top, t->bottom, t->scale);
	c->shown[COMPOSE_NOTE] = t->notes ? t->note_at : (SDL_Rect){ 0, 0, 0, 0 };
}

/* Draws lines of text into the window surface within `at`, from its row y down, white on black. */
static void draw_lines(SDL_Surface *ws, const SDL_Rect *at, int y, char lines[][FONT_LINE], int n, int scale)
{
	const int bpp = ws->format->BytesPerPixel;
	struct ripple_image im = { (Uint8 *)ws->pixels + at->y * ws->pitch + at->x * bpp, at->w, at->h, ws->pitch, bpp };
	Uint32 fg = SDL_MapRGB(ws->format, 255, 255, 255), bg = SDL_MapRGB(ws->format, 0, 0, 0);

	for (int i = 0; i < n; i++)
		font_draw(&im, 0, y + i * FONT_H * scale, lines[i], fg, bg, scale);
}

void compose_size(const struct compositor *c, int view, int *w, int *h)
{
	if (!c->win) {
		*w = c->frame_w;
		*h = c->frame_h;
	} else if (view)
		SDL_GL_GetDrawableSize(c->win, w, h);
	else
		SDL_GetWindowSize(c->win, w, h);
}

/* The largest rect of pw x ph's shape within w x h, centred: at the largest whole multiple that
 * fits, or (smooth, or too large for one) of any size. */
static SDL_Rect fit(long long pw, long long ph, int w, int h, int smooth)
{
	SDL_Rect r = { 0, 0, w, h };

	if (!smooth && w / pw > 0 && h / ph > 0) {
		const long long k = SDL_min(w / pw, h / ph);

		r.w = (int)(pw * k);
		r.h = (int)(ph * k);
	} else if ((long long)w * ph <= (long long)h * pw) {
		r.h = (int)SDL_max(ph * w / pw, 1);
	} else {
		r.w = (int)SDL_max(pw * h / ph, 1);
	}
	r.x = (w - r.w) / 2;
	r.y = (h - r.h) / 2;
	return r;
}

/* Part r of the sheet (picture pixels) in window pixels, where the sheet shows at pl->sheet. */
static SDL_Rect sheet_part(const struct plot_rect *r, const struct placed *pl)
{
	return (SDL_Rect){ pl->sheet.x + (int)((long long)r->x * pl->sheet.w / pl->l.w),
			   pl->sheet.y + (int)((long long)r->y * pl->sheet.h / pl->l.h),
			   (int)((long long)r->w * pl->sheet.w / pl->l.w), (int)((long long)r->h * pl->sheet.h / pl->l.h) };
}

/* The sheet at the zoom the water shows at `water`, from the water's top left. */
static SDL_Rect sheet_at(const struct placed *pl, int pw, int ph)
{
	return (SDL_Rect){ pl->water.x, pl->water.y, (int)((long long)pl->l.w * pl->water.w / pw),
			   (int)((long long)pl->l.h * pl->water.h / ph) };
}

/* The sheet's layout in picture pixels (graphs_layout): the picture alone when no graph was asked for. */
static void layout(const struct frame *f, int inset, struct graphs_layout *l)
{
	if (f->graphs) {
		graphs_layout(f->graphs, f->picture_w, f->picture_h, inset, l);
	} else {
		SDL_memset(l, 0, sizeof *l);
		l->w = f->picture_w;
		l->h = f->picture_h;
	}
}

/* Whether r lies within a window of w x h. */
static int inside(const SDL_Rect *r, int w, int h)
{
	return r->x >= 0 && r->y >= 0 && r->x + r->w <= w && r->y + r->h <= h;
}

/* Full screen's place for the sheet of layout `at` (GRAPHS_*) with the water at pl->water: the
 * sheet from the water's top left, or (`centred`) the sheet centred on the screen of w x h and the
 * water moved with it. Returns whether it fits the screen; the water is as it was when not. */
static int full_sheet(const struct frame *f, int at, int centred, int w, int h, struct placed *pl)
{
	const SDL_Rect water = pl->water;

	layout(f, at, &pl->l);
	pl->inset = at;
	pl->sheet = sheet_at(pl, f->picture_w, f->picture_h);
	if (centred) {
		pl->water.x = pl->sheet.x = (w - pl->sheet.w) / 2;
		pl->water.y = pl->sheet.y = (h - pl->sheet.h) / 2;
	}
	if (inside(&pl->sheet, w, h))
		return 1;
	pl->water = water;
	return 0;
}

/* Where things show. In a window the sheet fills it, laid out as the frame says (the window's size
 * was chosen for it). In full screen the water is placed as it would be alone, so that a graph
 * coming or going changes neither its zoom nor, where the screen has the room, its place: the
 * graphs beyond it into the letterbox; else the sheet centred, the water moved over by as much;
 * else, with the intensity panel, the strip over the water's bottom quarter and the panel beside
 * it; where the screen has no room for them at all (the pool at the screen's size), or for the
 * strip alone, the graphs inset over the water's left half, clear of what they measure. The margin is the black room left of the sheet (or above it). */
static void place(const struct compositor *c, const struct frame *f, struct placed *pl)
{
	const int pw = f->picture_w, ph = f->picture_h;
	int w, h;

	compose_size(c, f->view, &w, &h);
	SDL_memset(pl, 0, sizeof *pl);
	if (!f->fullscreen || w < 1 || h < 1) {
		pl->inset = f->graphs_at;
		layout(f, pl->inset, &pl->l);
		pl->sheet = (SDL_Rect){ 0, 0, w, h };
		pl->water = (SDL_Rect){ 0, 0, (int)((long long)w * pw / pl->l.w), (int)((long long)h * ph / pl->l.h) };
	} else {
		const int panel = graphs_has_screen(f->graphs);

		pl->water = fit(pw, ph, w, h, f->smooth);
		if (!full_sheet(f, GRAPHS_BESIDE, 0, w, h, pl) && !full_sheet(f, GRAPHS_BESIDE, 1, w, h, pl) &&
		    !(panel && full_sheet(f, GRAPHS_OVER, 0, w, h, pl)) && !(panel && full_sheet(f, GRAPHS_OVER, 1, w, h, pl)))
			full_sheet(f, GRAPHS_INSET, 0, w, h, pl);
		pl->margin = pl->sheet.x > 0 ? (SDL_Rect){ 0, 0, pl->sheet.x, h } : (SDL_Rect){ 0, 0, w, pl->sheet.y };
	}
	if (pl->l.strip.w)
		pl->strip = sheet_part(&pl->l.strip, pl);
	if (pl->l.panel.w)
		pl->panel = sheet_part(&pl->l.panel, pl);
}

/* Where things show, kept for the mouse (compose_water), and the graphs told whether their sheet
 * is drawn inset, before it is drawn. */
static void place_graphs(struct compositor *c, const struct frame *f, struct placed *pl)
{
	place(c, f, pl);
	c->water = pl->water;
	c->picture_w = f->picture_w;
	c->picture_h = f->picture_h;
	if (f->graphs)
		graphs_set_inset(f->graphs, pl->inset);
}

/* Whether the picture is drawn smoothed: shrunk or stretched by other than whole multiples in a
 * window, and in full screen only when asked for. */
static int smoothed(const struct frame *f, const struct placed *pl)
{
	const int scaled = pl->water.w != f->picture_w || pl->water.h != f->picture_h;

	return scaled && (!f->fullscreen || f->smooth);
}

/* The OpenGL display and the text over it into the back buffer; or (`only`) the note alone, over
 * the frame drawn so. */
static void gl_draw(struct compositor *c, const struct frame *f, int only)
{
	struct placed pl;
	struct text t;
	int w, h;

	place_graphs(c, f, &pl);
	if (!only) {
		gldisplay_draw(c->gl, f->demo, f->view, &pl.water, smoothed(f, &pl));
		graphline_gl(c->gl, f->demo, &pl.l, &pl.strip, &pl.panel);
	}
	SDL_GL_GetDrawableSize(c->win, &w, &h);
	text_over(c, f, &pl, w, h, &t);
	if (!only)
		keep_parts(c, &pl, &t);
	if (t.top && !only)
		gldisplay_text(c->gl, t.at.x, t.at.y, t.lines, t.top, t.scale);
	if (t.bottom && !only)
		gldisplay_text(c->gl, t.at.x, t.at.y + t.foot, t.lines + t.top, t.bottom, t.scale);
	if (t.notes && only)
		gldisplay_text(c->gl, t.note_at.x, t.note_at.y, t.lines + t.top + t.bottom, t.notes, t.scale);
}

/* Black around the picture at r, where full screen leaves room. */
static void letterbox(SDL_Surface *ws, const SDL_Rect *r)
{
	const SDL_Rect bars[4] = { { 0, 0, ws->w, r->y }, { 0, r->y + r->h, ws->w, ws->h - r->y - r->h },
				   { 0, r->y, r->x, r->h }, { r->x + r->w, r->y, ws->w - r->x - r->w, r->h } };

	for (int i = 0; i < 4; i++)
		if (bars[i].w > 0 && bars[i].h > 0)
			SDL_FillRect(ws, &bars[i], SDL_MapRGB(ws->format, 0, 0, 0));
}

/* Whether the page may go into the window by zoom_blit (whole zooms): not when full screen smooths it. */
static int zoomable(const struct frame *f, const struct placed *pl, const SDL_Surface *page)
{
	const int same = pl->sheet.w == page->w && pl->sheet.h == page->h;

	return same || !(smoothed(f, pl) && f->fullscreen);
}

/* Whether the water goes into the window apart from the graphs' sheet (water_into): graphs shown,
 * the sheet at its own size, the page as zoom_blit takes it, and the water's top left and height
 * in sight through the window's clip rect; *seen is then the part of the water in sight. */
static int water_apart(const struct frame *f, SDL_Surface *ws, const struct placed *pl, SDL_Rect *seen)
{
	const SDL_Rect at = { pl->sheet.x, pl->sheet.y, f->page->w, f->page->h };

	return f->graphs && graphs_on(f->graphs) && pl->sheet.w == pl->l.w && pl->sheet.h == pl->l.h &&
	       zoom_fits(f->page, ws, &at) && SDL_IntersectRect(&at, &ws->clip_rect, seen) && seen->x == at.x &&
	       seen->y == at.y && seen->h == at.h;
}

/* Part r of the sheet where it shows at zoom 1 (clipped by the window's clip rect). */
static void blit_part(SDL_Surface *sheet, const struct plot_rect *r, SDL_Surface *ws, const struct placed *pl)
{
	SDL_Rect src = { r->x, r->y, r->w, r->h }, to = { pl->sheet.x + r->x, pl->sheet.y + r->y, r->w, r->h };

	if (r->w)
		SDL_BlitSurface(sheet, &src, ws, &to);
}

/* At zoom 1 with graphs (water_apart): the page straight into the window where the sheet has its
 * water (in bands, as zoom_blit), marked there over `seen`, then the sheet's strip and panel
 * (drawn around the water, graphs_sheet_around): the water copied once a frame, not into the
 * sheet first. The same pixels as the sheet's. Returns 0, or -1 with the window as it was when
 * zoom_blit cannot lock it. */
static int water_into(struct compositor *c, const struct frame *f, SDL_Surface *sheet, SDL_Surface *ws,
		      const struct placed *pl, const SDL_Rect *seen, int *y0, int *y1)
{
	const SDL_Rect at = { seen->x, seen->y, f->page->w, f->page->h };
	const int bpp = ws->format->BytesPerPixel;
	struct ripple_image water;

	if (zoom_blit(c->bands, f->page, ws, &at, y0, y1))
		return -1;
	if (SDL_LockSurface(ws) == 0) {
		water = (struct ripple_image){ (Uint8 *)ws->pixels + (size_t)seen->y * (size_t)ws->pitch + (size_t)seen->x * (size_t)bpp,
					       seen->w, seen->h, ws->pitch, bpp };
		graphs_mark(f->graphs, &water, ws->format);
		SDL_UnlockSurface(ws);
	}
	blit_part(sheet, &pl->l.strip, ws, pl);
	blit_part(sheet, &pl->l.panel, ws, pl);
	return 0;
}

void compose_want(struct compositor *c, int w, int h, Uint32 format)
{
	c->frame_w = w;
	c->frame_h = h;
	c->frame_format = format;
}

SDL_Surface *compose_surface(struct compositor *c)
{
	SDL_Surface *s = c->frame;

	if (c->win)
		return SDL_GetWindowSurface(c->win);
	if (s && s->w == c->frame_w && s->h == c->frame_h && s->format->format == c->frame_format)
		return s;
	SDL_FreeSurface(c->frame);
	c->frame = SDL_CreateRGBSurfaceWithFormat(0, c->frame_w, c->frame_h, SDL_BITSPERPIXEL(c->frame_format),
						  c->frame_format);
	return c->frame;
}

void compose_changed(struct compositor *c, SDL_Rect *r)
{
	const SDL_Surface *s = compose_surface(c);
	const SDL_Rect all = { 0, 0, s ? s->w : 0, s ? s->h : 0 };

	if (!SDL_IntersectRect(&c->changed, &all, r)) /* a surface shrunk since: the part still in it */
		*r = (SDL_Rect){ 0, 0, 0, 0 };
	c->changed = (SDL_Rect){ 0, 0, 0, 0 };
}

/* Part r of the surface ws (clipped to it) added to what changed. */
static void changed(struct compositor *c, const SDL_Surface *ws, const SDL_Rect *r)
{
	const SDL_Rect all = { 0, 0, ws->w, ws->h };
	SDL_Rect part;

	if (!SDL_IntersectRect(r, &all, &part))
		return;
	if (c->changed.w > 0 && c->changed.h > 0)
		SDL_UnionRect(&c->changed, &part, &c->changed);
	else
		c->changed = part;
}

/* A surface of w x h in the window's format, to stretch the page from; NULL with SDL's error. */
static SDL_Surface *stretch_surface(struct compositor *c, int w, int h)
{
	SDL_Surface *ws = compose_surface(c);

	return ws ? SDL_CreateRGBSurfaceWithFormat(0, w, h, ws->format->BitsPerPixel, ws->format->format) : NULL;
}

/* The page (with the graphs: the sheet) into the window surface at r: in bands when zoom_blit can
 * (the same pixels as SDL's blits, on all cores; [*y0, *y1) then narrowed to the rows that
 * changed); else copied when it fits as it is, else through the stretch surface (in the window's
 * format, made anew for another size) scaled, nearest or smoothed. */
static void put_page(struct compositor *c, const struct frame *f, SDL_Surface *page, SDL_Surface *ws,
		     const struct placed *pl, int *y0, int *y1)
{
	SDL_Rect r = pl->sheet;
	SDL_Surface *stretch;

	if (zoomable(f, pl, page) && zoom_blit(c->bands, page, ws, &r, y0, y1) == 0)
		return;
	if (r.w == page->w && r.h == page->h) {
		SDL_BlitSurface(page, NULL, ws, &r);
		return;
	}
	if ((c->stretch->w != page->w || c->stretch->h != page->h) && (stretch = stretch_surface(c, page->w, page->h))) {
		SDL_FreeSurface(c->stretch);
		c->stretch = stretch;
	}
	SDL_BlitSurface(page, NULL, c->stretch, NULL);
	if (!smoothed(f, pl) || !f->fullscreen || ws->format->BytesPerPixel != 4 || SDL_SoftStretchLinear(c->stretch, NULL, ws, &r))
		SDL_BlitScaled(c->stretch, NULL, ws, &r);
}

/* What the window shows of the water and the graphs where pl places it: the page and the graphs
 * apart at zoom 1 (water_into), else the page or the sheet whole (put_page). */
static void blit_page(struct compositor *c, const struct frame *f, SDL_Surface *ws, const struct placed *pl, int *y0,
		      int *y1)
{
	SDL_Surface *page;
	SDL_Rect seen;

	page = water_apart(f, ws, pl, &seen) ? graphs_sheet_around(f->graphs, f->page) : NULL;
	if (!page || water_into(c, f, page, ws, pl, &seen, y0, y1)) {
		page = f->graphs && graphs_on(f->graphs) ? graphs_sheet(f->graphs, f->page) : f->page;
		if (page)
			put_page(c, f, page, ws, pl, y0, y1);
	}
}

/* The window's surface onto the screen: on a frame's tick only the rows [y0, y1) that changed
 * (none: nothing to do), when what else the surface shows is as the last frame left it: the same
 * surface at the same size, no text over it then or now, no recording's mark, no graph (drawn anew
 * each frame, beside or over the water); else all of it. The same part is added to what changed
 * (compose_changed); without a window that is all. */
static void update(struct compositor *c, const struct frame *f, SDL_Surface *ws, const struct placed *pl, int text,
		   int y0, int y1)
{
	const SDL_Rect rows = { pl->sheet.x, y0, pl->sheet.w, y1 - y0 };
	const int same = ws == c->last_ws && ws->w == c->last_w && ws->h == c->last_h;
	const int partly = f->tick && same && !text && !c->last_text && !f->rec && !pl->l.strip.w && !pl->l.panel.w;

	c->last_ws = ws;
	c->last_w = ws->w;
	c->last_h = ws->h;
	c->last_text = text;
	if (!partly) {
		const SDL_Rect all = { 0, 0, ws->w, ws->h };

		changed(c, ws, &all);
		if (c->win)
			SDL_UpdateWindowSurface(c->win);
	} else if (rows.h > 0) {
		changed(c, ws, &rows);
		if (c->win)
			SDL_UpdateWindowSurfaceRects(c->win, &rows, 1);
	}
}

/* The frame through OpenGL: drawn, recorded, the note over it, swapped. */
static void compose_gl(struct compositor *c, const struct frame *f)
{
	gl_draw(c, f, 0);
	if (f->rec)
		recording_gl(f->rec, c->gl, c->win, f->tick);
	if (f->note)
		gl_draw(c, f, 1);
	gldisplay_swap(c->gl);
}

/* The lesson's handles over the water in edit mode, where the picture shows (c->water): each a
 * white square in a black frame, COMPOSE_HANDLE pixels a side, at its picture pixel's middle (one
 * on the pool's edge moved inside, whole). */
static void handles_over(const struct compositor *c, const struct frame *f, SDL_Surface *ws)
{
	const SDL_Rect w = c->water;
	const Uint32 black = SDL_MapRGB(ws->format, 0, 0, 0), white = SDL_MapRGB(ws->format, 255, 255, 255);

	for (int i = 0; i < f->handles_n && w.w > 0 && f->picture_w > 0 && f->picture_h > 0; i++) {
		const int x = w.x + (int)((2LL * f->handles[i][0] + 1) * w.w / (2LL * f->picture_w));
		const int y = w.y + (int)((2LL * f->handles[i][1] + 1) * w.h / (2LL * f->picture_h));
		SDL_Rect r = { x - COMPOSE_HANDLE / 2, y - COMPOSE_HANDLE / 2, COMPOSE_HANDLE, COMPOSE_HANDLE };

		if (w.w >= COMPOSE_HANDLE && w.h >= COMPOSE_HANDLE) { /* one on the edge: whole, inside */
			r.x = r.x < w.x ? w.x : r.x > w.x + w.w - COMPOSE_HANDLE ? w.x + w.w - COMPOSE_HANDLE : r.x;
			r.y = r.y < w.y ? w.y : r.y > w.y + w.h - COMPOSE_HANDLE ? w.y + w.h - COMPOSE_HANDLE : r.y;
		}
		SDL_FillRect(ws, &r, black);
		r.x += 1;
		r.y += 1;
		r.w -= 2;
		r.h -= 2;
		SDL_FillRect(ws, &r, white);
	}
}

/* The window surface is fetched anew each time: a resize invalidates the old one (without a
 * window, the compositor's own frame, made anew at the size wanted). A frame's tick
 * is recorded before the recording's mark and the note are drawn: a note is for the user, not for
 * the recording or a saved window. Where things show is worked out once a frame (here, or in
 * gl_draw) and handed to all that draws them. */
void compose(struct compositor *c, const struct frame *f)
{
	struct placed pl;
	SDL_Surface *ws;
	struct text t;
	int y0 = 0, y1;

	if (f->view) {
		compose_gl(c, f);
		return;
	}
	if (!(ws = compose_surface(c)))
		return;
	place_graphs(c, f, &pl);
	letterbox(ws, &pl.sheet);
	y1 = ws->h;
	blit_page(c, f, ws, &pl, &y0, &y1);
	text_over(c, f, &pl, ws->w, ws->h, &t);
	keep_parts(c, &pl, &t);
	if ((t.top || t.bottom) && SDL_LockSurface(ws) == 0) {
		draw_lines(ws, &t.at, 0, t.lines, t.top, t.scale);
		draw_lines(ws, &t.at, t.foot, t.lines + t.top, t.bottom, t.scale);
		SDL_UnlockSurface(ws);
	}
	if (f->rec)
		recording_window(f->rec, ws, f->tick);
	handles_over(c, f, ws);
	if (t.notes && SDL_LockSurface(ws) == 0) {
		draw_lines(ws, &t.note_at, 0, t.lines + t.top + t.bottom, t.notes, t.scale);
		SDL_UnlockSurface(ws);
	}
	update(c, f, ws, &pl, t.top || t.bottom || t.notes || f->handles_n, y0, y1);
}

SDL_Surface *compose_read(struct compositor *c, const struct frame *f, int *owned)
{
	struct frame still = *f;

	still.note = NULL; /* for the user, not the picture */
	still.handles_n = 0;
	still.tick = 0;
	*owned = f->view != 0;
	if (f->view) {
		gl_draw(c, &still, 0);
		return gldisplay_read(c->gl);
	}
	compose(c, &still);
	return compose_surface(c);
}

int compose_open(struct compositor *c, SDL_Window *win, struct bands *bands, int w, int h, char *err,
		 size_t errlen)
{
	c->win = win;
	c->bands = bands;
	if (!(c->stretch = stretch_surface(c, w, h))) {
		snprintf(err, errlen, "cannot draw into the window: %s", SDL_GetError());
		return -1;
	}
	return 0;
}

void compose_close(struct compositor *c)
{
	SDL_FreeSurface(c->stretch);
	SDL_FreeSurface(c->frame);
	c->stretch = c->frame = NULL;
}
