/* play.c - the windowed run both shells share: frames on deadlines, the page shown at a zoom with the text over it, the title, the mouse, saving and recording what the window shows. */
#include "window/play.h"

#include "files/font.h"
#include "files/picture.h"
#include "files/poolbmp.h"
#include "scenes/bands.h"
#include "window/zoom.h"

#include <string.h>

int play_open(struct play *p, const struct options *o, char *err, size_t errlen)
{
	SDL_DisplayMode mode;
	SDL_Rect desk;
	struct options sized = *o;

	SDL_memset(p, 0, sizeof *p);
	p->o = o;
	p->scale = o->scale ? o->scale : 1;
	p->fit = !o->scale;
	p->fullscreen = o->fullscreen || o->screen;
	p->screen = o->screen;
	p->show[PLAY_SHOW_FPS] = 1;
	p->show[PLAY_SHOW_SMOOTH] = o->smooth;
	p->fps = o->fps;
	p->gl_last = GLDISPLAY_FLAT;
	if (SDL_GetDesktopDisplayMode(0, &mode)) {
		snprintf(err, errlen, "cannot read the display's mode: %s", SDL_GetError());
		return -1;
	}
	if (o->screen) { /* the water at every pixel of the screen */
		sized.w = mode.w;
		sized.h = mode.h;
	}
	p->bands = bands_start(o->water.threads ? o->water.threads : SDL_min(SDL_GetCPUCount(), RIPPLE_MAX_THREADS));
	/* without --size WxH, a picture larger than the screen (a phone's photo) is shown whole in a
	 * pool the screen's size */
	if (demo_open(&p->demo, &sized, SDL_BYTESPERPIXEL(mode.format) * 8, o->w ? 0 : mode.w, o->h ? 0 : mode.h, err,
		      errlen))
		return -1;
	if (SDL_GetDisplayUsableBounds(0, &desk))
		desk = (SDL_Rect){ 0, 0, mode.w, mode.h };
	play_room(p, desk.w - PLAY_FRAME, desk.h - PLAY_FRAME); /* until the shell knows its frame */
	return 0;
}

/* The layout of what a window shows, in picture pixels: the picture, or the sheet with the graphs
 * beside it (graphs.h). */
static void sheet_layout(const struct play *p, struct graphs_layout *l)
{
	graphs_layout(p->demo.graphs, p->demo.picture->w, p->demo.picture->h, 0, l);
}

/* The window's size: the picture times the zoom, shrunk to the room (keeping its shape) when it
 * is larger, so that a 1920x1080 or 3840x2160 pool shows whole. */
static void window_size(const struct play *p, int *w, int *h)
{
	struct graphs_layout l;
	const long long dw = p->room_w, dh = p->room_h;
	long long pw, ph;

	sheet_layout(p, &l);
	pw = (long long)l.w * p->scale;
	ph = (long long)l.h * p->scale;
	if (pw > dw && pw * dh >= ph * dw) {
		ph = ph * dw / pw;
		pw = dw;
	} else if (ph > dh) {
		pw = pw * dh / ph;
		ph = dh;
	}
	*w = pw > 1 ? (int)pw : 1;
	*h = ph > 1 ? (int)ph : 1;
}

int play_width(const struct play *p)
{
	int w, h;

	window_size(p, &w, &h);
	return w;
}

int play_height(const struct play *p)
{
	int w, h;

	window_size(p, &w, &h);
	return h;
}

void play_room(struct play *p, int w, int h)
{
	struct graphs_layout l;

	p->room_w = SDL_max(w, 1);
	p->room_h = SDL_max(h, 1);
	if (!p->fit)
		return;
	sheet_layout(p, &l);
	for (p->scale = RIPPLE_MAX_SCALE; p->scale > 1; p->scale--)
		if ((long long)l.w * p->scale <= p->room_w && (long long)l.h * p->scale <= p->room_h)
			break;
}

/* A failure of a command, on stderr and in a message box. */
static void tell(struct play *p, const char *err)
{
	fprintf(stderr, "ripple: %s\n", err);
	SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_WARNING, "Ripple", err, p->win);
}

/* Shows view (GLDISPLAY_*), OpenGL opened the first time it is wanted. The views that draw the
 * heights themselves leave the page unrendered. Returns 0, or -1 with the reason in err (the view
 * is then unchanged). */
static int set_gl(struct play *p, int view, char *err, size_t errlen)
{
	char why[160];

	if (view != GLDISPLAY_OFF && !p->gl && !(p->gl = gldisplay_open(p->win, why, sizeof why))) {
		snprintf(err, errlen, "the OpenGL display is not available (%s); the software view stays", why);
		return -1;
	}
	if (view != GLDISPLAY_OFF)
		p->gl_last = view;
	p->gl_view = view;
	p->orbit = 0;
	p->demo.skip_render = view == GLDISPLAY_REFRACTION || view == GLDISPLAY_SURFACE;
	if (!demo_skips_render(&p->demo))
		demo_render(&p->demo);
	play_present(p);
	return 0;
}

void play_gl(struct play *p, int view)
{
	char err[256];

	if (set_gl(p, view, err, sizeof err))
		tell(p, err);
}

/* A surface of w x h in the window's format, to stretch the page from; NULL with SDL's error. */
static SDL_Surface *stretch_surface(const struct play *p, int w, int h)
{
	SDL_Surface *ws = SDL_GetWindowSurface(p->win);

	return ws ? SDL_CreateRGBSurfaceWithFormat(0, w, h, ws->format->BitsPerPixel, ws->format->format) : NULL;
}

int play_start(struct play *p, SDL_Window *win, char *err, size_t errlen)
{
	p->win = win;
	if (!(p->zoomed = stretch_surface(p, p->demo.picture->w, p->demo.picture->h))) {
		snprintf(err, errlen, "cannot draw into the window: %s", SDL_GetError());
		return -1;
	}
	play_scene_note(p);
	if (!p->o->gl || set_gl(p, p->o->gl, p->gl_error, sizeof p->gl_error))
		play_present(p);
	if (p->o->record)
		return play_record_start(p, p->o->record_kind, p->o->record, err, errlen);
	return 0;
}

void play_window(struct play *p, SDL_Window *win)
{
	p->win = win;
}

void play_clock(struct play *p, uint64_t now, uint64_t freq)
{
	p->t0 = now;
	pacer_start(&p->pace, now, freq, p->fps ? p->fps : RIPPLE_FPS);
	fps_start(&p->meter, now, freq);
}

uint64_t play_wait(const struct play *p, uint64_t now)
{
	return p->fps ? pacer_wait(&p->pace, now) : 0;
}

void play_speed(struct play *p, int fps)
{
	uint64_t now = SDL_GetPerformanceCounter();

	p->fps = fps;
	pacer_start(&p->pace, now + (fps ? p->pace.freq / (uint64_t)fps : 0), p->pace.freq, fps ? fps : RIPPLE_FPS);
}

static void present(struct play *p, int record, int note);

int play_tick(struct play *p, uint64_t now)
{
	const int drawn = !p->demo.paused && demo_frame(&p->demo);

	present(p, 1, 1);
	p->shown++;
	pacer_done(&p->pace, now);
	/* uncapped, the rate is of the frames drawn: still water's are made in no time */
	return p->fps || drawn ? fps_frame(&p->meter, now) : 0;
}

int play_finished(const struct play *p)
{
	return p->o->frames && p->shown >= p->o->frames;
}

static const char *const gl_names[] = { "software", "OpenGL", "OpenGL refraction on the GPU", "OpenGL 3D surface" };

/* How the rate compares: capped at the article's 25 like the original (and the key that uncaps),
 * at another rate, or uncapped against the K6-200's 25. */
static const char *pace_said(const struct play *p, char *buf, size_t len)
{
	if (p->fps == RIPPLE_FPS)
		snprintf(buf, len, "capped at the K6-200's %d like the original; 0 uncaps", RIPPLE_FPS);
	else if (p->fps)
		snprintf(buf, len, "capped at %d; 9 for the original's %d, 0 uncaps", p->fps, RIPPLE_FPS);
	else
		snprintf(buf, len, "uncapped: %.2fx the K6-200's %d", p->meter.fps / RIPPLE_HISTORIC_FPS, RIPPLE_FPS);
	return buf;
}

void play_title(const struct play *p, char *buf, size_t len)
{
	const char *paused = p->demo.paused ? " - paused" : "";
	const char *rec = play_recording(p) ? " - recording (Ctrl+R stops)" : "";
	char settings[200];
	size_t n;

	const char *gl = p->gl_view ? ", " : "", *gl_name = p->gl_view ? gl_names[p->gl_view] : "";

	demo_describe(&p->demo, settings, sizeof settings);
	if ((p->demo.picture->w != POOLBMP_WIDTH || p->demo.picture->h != POOLBMP_HEIGHT) &&
	    (n = strlen(settings)) < sizeof settings) /* a pool of another size than the article's */
		snprintf(settings + n, sizeof settings - n, ", pool %dx%d", p->demo.picture->w, p->demo.picture->h);
	if (p->show[PLAY_SHOW_FPS] && p->meter.fps > 0) {
		char why[80], cap[80];

		ripple_kernel_why(p->demo.kernel, why, sizeof why);
		snprintf(buf, len, "Ripple - %.1f fps (%s) on %s%s%s%s%s%s", p->meter.fps, pace_said(p, cap, sizeof cap),
			 why, gl, gl_name, settings, paused, rec);
	}
	else
		snprintf(buf, len, "Ripple%s%s%s%s%s", gl, gl_name, settings, paused, rec);
	if (*p->note && SDL_GetPerformanceCounter() < p->note_until && (n = strlen(buf)) < len)
		snprintf(buf + n, len - n, " - %s", p->note);
}

/* The overlay's lines: the scene's settings (a lesson's first), the frame rate against the
 * K6-200's, and how it is drawn. */
static int overlay_text(const struct play *p, char lines[][FONT_LINE])
{
	const int n = demo_overlay(&p->demo, lines);

	snprintf(lines[n], FONT_LINE, "%.1f fps = %.2fx the K6-200's 25%s", p->meter.fps, p->meter.fps / RIPPLE_HISTORIC_FPS,
		 p->demo.paused ? ", paused" : "");
	if (p->gl_view)
		snprintf(lines[n + 1], FONT_LINE, "pool %dx%d, %s: %s", p->demo.picture->w, p->demo.picture->h,
			 gl_names[p->gl_view], gldisplay_renderer(p->gl));
	else
		snprintf(lines[n + 1], FONT_LINE, "pool %dx%d, software view: SDL surface", p->demo.picture->w,
			 p->demo.picture->h);
	return n + 2;
}

#define PLAY_TEXT_LINES 400 /* lines of text the window can show: F1's help wrapped to a narrow window */
#define PLAY_RAW_LINES (DEMO_OVERLAY_LINES + 2) /* the overlay's lines and the inspector's, before they are wrapped */
#define PLAY_NOTE_LINES 3   /* the most lines a note takes at the window's foot */
#define PLAY_NOTE_COLS 10   /* a margin holding as many columns of letters takes the overlay and the inspector */
#define PLAY_OVER_COLS 40   /* ...which over the water are kept this narrow, by the pool's left edge */
#define PLAY_HELP_COLS 40   /* ...and F1's help */

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
	char lines[PLAY_TEXT_LINES + PLAY_NOTE_LINES][FONT_LINE];
	int top, bottom, foot, scale;
	SDL_Rect at;
	int notes;
	SDL_Rect note_at;
};

/* Where text needing `cols` columns at `scale` goes: the margin when it is that wide and holds a
 * few lines, else the whole window of w x h. */
static SDL_Rect text_room(const struct placed *pl, int w, int h, int cols, int scale)
{
	const SDL_Rect window = { 0, 0, w, h };
	enum { ROWS = 4 }; /* lines a margin holds at least */

	return pl->margin.w >= cols * FONT_W * scale && pl->margin.h >= ROWS * FONT_H * scale ? pl->margin : window;
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
static int rewrap(char lines[][FONT_LINE], int n, int cols, char out[][FONT_LINE], int max)
{
	char joined[PLAY_RAW_LINES * FONT_LINE] = "";
	size_t at = 0;

	for (int i = 0; i < n; i++)
		at = add_paragraphs(joined, at, sizeof joined, lines[i], cols);
	return font_wrap(joined, cols, out, max);
}

/* F1's help into t: wrapped to where it goes, the page shown, and a line saying which when it takes
 * more than one; the pages counted in p for F1's next press. */
static void help_text(struct play *p, const struct placed *pl, int w, int h, struct text *t)
{
	t->at = text_room(pl, w, h, PLAY_HELP_COLS, t->scale);

	const int rows = t->at.h / (FONT_H * t->scale);
	const int n = font_wrap(p->help, t->at.w / (FONT_W * t->scale), t->lines, PLAY_TEXT_LINES);
	const int per = n > rows ? SDL_max(rows - 1, 1) : SDL_max(n, 1); /* the last row says the page */
	int first, shown;

	p->help_pages = (n + per - 1) / per;
	p->help_page = SDL_min(p->help_page, SDL_max(p->help_pages - 1, 0));
	first = p->help_page * per;
	shown = SDL_min(per, n - first);
	memmove(t->lines, t->lines + first, (size_t)shown * FONT_LINE);
	if (p->help_pages > 1)
		snprintf(t->lines[shown++], FONT_LINE, "page %d/%d - F1: next page, Esc: close", p->help_page + 1,
			 p->help_pages);
	t->top = shown;
}

/* The note (play_note) into t after its other lines, for PLAY_NOTE_SECONDS after it was made:
 * wrapped to the w x h window, centred at its foot, where it shows whether or not the title does
 * (full screen has none, and a long title is cut). */
static void note_text(const struct play *p, int w, int h, struct text *t)
{
	const int first = t->top + t->bottom, unit = FONT_W * t->scale;
	int widest = 0;

	t->notes = 0;
	if (*p->note && SDL_GetPerformanceCounter() < p->note_until)
		t->notes = font_wrap(p->note, w / unit, t->lines + first, PLAY_NOTE_LINES);
	for (int i = 0; i < t->notes; i++)
		widest = SDL_max(widest, (int)strlen(t->lines[first + i]));
	t->note_at = (SDL_Rect){ (w - widest * unit) / 2, h - t->notes * FONT_H * t->scale, widest * unit,
				 t->notes * FONT_H * t->scale };
}

/* The text for a window of w x h pixels (the water placed as pl says), at the scale a class reads
 * from the back of the room: F1's help paged, or the overlay and the inspector; in a letterbox
 * margin when it is wide enough, each line wrapped to where it goes; and the note when `note`
 * says, the inspector above it where both would reach the window's foot. */
static void text_over(struct play *p, const struct placed *pl, int w, int h, struct text *t, int note)
{
	char raw[PLAY_RAW_LINES][FONT_LINE];
	int cols, rows, lift;

	t->scale = font_scale(h);
	t->top = t->bottom = t->notes = 0;
	if (p->show[PLAY_SHOW_HELP]) {
		help_text(p, pl, w, h, t);
	} else {
		t->at = text_room(pl, w, h, PLAY_NOTE_COLS, t->scale);
		cols = t->at.w / (FONT_W * t->scale);
		cols = SDL_RectEquals(&t->at, &pl->margin) ? cols : SDL_min(cols, PLAY_OVER_COLS);
		if (p->show[PLAY_SHOW_OVERLAY])
			t->top = rewrap(raw, overlay_text(p, raw), cols, t->lines, PLAY_TEXT_LINES);
		if (p->show[PLAY_SHOW_INSPECTOR])
			t->bottom = rewrap(raw, demo_inspect(&p->demo, p->px, p->py, raw), cols, t->lines + t->top,
					   PLAY_TEXT_LINES - t->top);
	}
	if (note)
		note_text(p, w, h, t);
	lift = t->at.y + t->at.h == h ? t->notes : 0; /* the note's lines, when the room ends with the window */
	rows = t->at.h / (FONT_H * t->scale) - lift;
	t->foot = t->at.h - (t->bottom + lift) * FONT_H * t->scale;
	if (!p->show[PLAY_SHOW_HELP] && t->top > rows - t->bottom) { /* the lines that fit, whole */
		memmove(t->lines + SDL_max(rows - t->bottom, 0), t->lines + t->top,
			(size_t)(t->bottom + t->notes) * FONT_LINE);
		t->top = SDL_max(rows - t->bottom, 0);
	}
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

/* The window's size in pixels: the OpenGL drawable's while an OpenGL display shows, else SDL's window's. */
static void window_pixels(const struct play *p, int *w, int *h)
{
	if (p->gl_view)
		SDL_GL_GetDrawableSize(p->win, w, h);
	else
		SDL_GetWindowSize(p->win, w, h);
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

/* Where things show. In a window the sheet fills it. In full screen the water is placed as it
 * would be alone, so that a graph coming or going changes neither its zoom nor its place: the
 * graphs go beyond it into the letterbox, or where the screen has no room for them there (the pool
 * at the screen's size), inset over the water's left half, clear of what they measure. */
static void place(const struct play *p, struct placed *pl)
{
	const int pw = p->demo.picture->w, ph = p->demo.picture->h;
	int w, h;

	window_pixels(p, &w, &h);
	SDL_memset(pl, 0, sizeof *pl);
	sheet_layout(p, &pl->l);
	if (!p->fullscreen || w < 1 || h < 1) {
		pl->sheet = (SDL_Rect){ 0, 0, w, h };
		pl->water = (SDL_Rect){ 0, 0, (int)((long long)w * pw / pl->l.w), (int)((long long)h * ph / pl->l.h) };
	} else {
		pl->water = fit(pw, ph, w, h, p->show[PLAY_SHOW_SMOOTH]);
		pl->sheet = sheet_at(pl, pw, ph);
		if (pl->sheet.x + pl->sheet.w > w || pl->sheet.y + pl->sheet.h > h) {
			pl->inset = 1;
			graphs_layout(p->demo.graphs, pw, ph, 1, &pl->l);
			pl->sheet = sheet_at(pl, pw, ph);
		}
		pl->margin = pl->water.x > 0 ? (SDL_Rect){ 0, 0, pl->water.x, h } : (SDL_Rect){ 0, 0, w, pl->water.y };
	}
	if (pl->l.strip.w)
		pl->strip = sheet_part(&pl->l.strip, pl);
	if (pl->l.panel.w)
		pl->panel = sheet_part(&pl->l.panel, pl);
}

/* Where things show, and the graphs told whether their sheet is drawn inset, before it is drawn. */
static void place_graphs(struct play *p, struct placed *pl)
{
	place(p, pl);
	graphs_set_inset(p->demo.graphs, pl->inset);
}

SDL_Rect play_picture_rect(const struct play *p)
{
	struct placed pl;

	place(p, &pl);
	return pl.water;
}

/* Whether the picture is drawn smoothed: shrunk or stretched by other than whole multiples in a
 * window, and in full screen only when asked for. */
static int smoothed(const struct play *p, const struct placed *pl)
{
	const int scaled = pl->water.w != p->demo.picture->w || pl->water.h != p->demo.picture->h;

	return scaled && (!p->fullscreen || p->show[PLAY_SHOW_SMOOTH]);
}

/* The OpenGL display and the text over it into the back buffer, the text placed for a note when
 * `note` says; or (`only`) the note alone, over the frame drawn so. */
static void gl_draw(struct play *p, int note, int only)
{
	struct placed pl;
	struct text t;
	int w, h;

	place_graphs(p, &pl);
	if (!only) {
		gldisplay_draw(p->gl, &p->demo, p->gl_view, &pl.water, smoothed(p, &pl));
		graphline_gl(p->gl, &p->demo, &pl.l, &pl.strip, &pl.panel);
	}
	SDL_GL_GetDrawableSize(p->win, &w, &h);
	text_over(p, &pl, w, h, &t, note);
	if (t.top && !only)
		gldisplay_text(p->gl, t.at.x, t.at.y, t.lines, t.top, t.scale);
	if (t.bottom && !only)
		gldisplay_text(p->gl, t.at.x, t.at.y + t.foot, t.lines + t.top, t.bottom, t.scale);
	if (t.notes && only)
		gldisplay_text(p->gl, t.note_at.x, t.note_at.y, t.lines + t.top + t.bottom, t.notes, t.scale);
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
static int zoomable(const struct play *p, const struct placed *pl, const SDL_Surface *page)
{
	const int same = pl->sheet.w == page->w && pl->sheet.h == page->h;

	return same || !(smoothed(p, pl) && p->fullscreen);
}

/* Whether the water goes into the window apart from the graphs' sheet (water_into): graphs shown,
 * the sheet at its own size, the page as zoom_blit takes it, and the water's top left and height
 * in sight through the window's clip rect; *seen is then the part of the water in sight. */
static int water_apart(const struct play *p, SDL_Surface *ws, const struct placed *pl, SDL_Rect *seen)
{
	const SDL_Rect at = { pl->sheet.x, pl->sheet.y, p->demo.page->w, p->demo.page->h };

	return graphs_on(p->demo.graphs) && pl->sheet.w == pl->l.w && pl->sheet.h == pl->l.h &&
	       zoom_fits(p->demo.page, ws, &at) && SDL_IntersectRect(&at, &ws->clip_rect, seen) && seen->x == at.x &&
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
static int water_into(struct play *p, SDL_Surface *sheet, SDL_Surface *ws, const struct placed *pl, const SDL_Rect *seen,
		      int *y0, int *y1)
{
	const SDL_Rect at = { seen->x, seen->y, p->demo.page->w, p->demo.page->h };
	const int bpp = ws->format->BytesPerPixel;
	struct ripple_image water;

	if (zoom_blit(p->bands, p->demo.page, ws, &at, y0, y1))
		return -1;
	if (SDL_LockSurface(ws) == 0) {
		water = (struct ripple_image){ (Uint8 *)ws->pixels + (size_t)seen->y * (size_t)ws->pitch + (size_t)seen->x * (size_t)bpp,
					       seen->w, seen->h, ws->pitch, bpp };
		graphs_mark(p->demo.graphs, &water, ws->format);
		SDL_UnlockSurface(ws);
	}
	blit_part(sheet, &pl->l.strip, ws, pl);
	blit_part(sheet, &pl->l.panel, ws, pl);
	return 0;
}

/* The page (with the graphs: the sheet) into the window surface at r: in bands when zoom_blit can
 * (the same pixels as SDL's blits, on all cores; [*y0, *y1) then narrowed to the rows that
 * changed); else copied when it fits as it is, else through the stretch surface (in the window's
 * format, made anew for another size) scaled, nearest or smoothed. */
static void put_page(struct play *p, SDL_Surface *page, SDL_Surface *ws, const struct placed *pl, int *y0, int *y1)
{
	SDL_Rect r = pl->sheet;
	SDL_Surface *zoomed;

	if (zoomable(p, pl, page) && zoom_blit(p->bands, page, ws, &r, y0, y1) == 0)
		return;
	if (r.w == page->w && r.h == page->h) {
		SDL_BlitSurface(page, NULL, ws, &r);
		return;
	}
	if ((p->zoomed->w != page->w || p->zoomed->h != page->h) && (zoomed = stretch_surface(p, page->w, page->h))) {
		SDL_FreeSurface(p->zoomed);
		p->zoomed = zoomed;
	}
	SDL_BlitSurface(page, NULL, p->zoomed, NULL);
	if (!smoothed(p, pl) || !p->fullscreen || ws->format->BytesPerPixel != 4 || SDL_SoftStretchLinear(p->zoomed, NULL, ws, &r))
		SDL_BlitScaled(p->zoomed, NULL, ws, &r);
}

/* What the window shows of the water and the graphs where pl places it: the page and the graphs
 * apart at zoom 1 (water_into), else the page or the sheet whole (put_page). */
static void blit_page(struct play *p, SDL_Surface *ws, const struct placed *pl, int *y0, int *y1)
{
	SDL_Surface *page;
	SDL_Rect seen;

	page = water_apart(p, ws, pl, &seen) ? graphs_sheet_around(p->demo.graphs, p->demo.page) : NULL;
	if ((!page || water_into(p, page, ws, pl, &seen, y0, y1)) && (page = demo_shown(&p->demo)))
		put_page(p, page, ws, pl, y0, y1);
}

/* The window's surface onto the screen: on a frame's tick only the rows [y0, y1) that changed
 * (none: nothing to do), when what else the surface shows is as the last present left it: the same
 * surface at the same size, no text over it then or now, no recording's mark, no graph (drawn anew
 * each frame, beside or over the water); else all of it. */
static void update(struct play *p, SDL_Surface *ws, const struct placed *pl, int text, int tick, int y0, int y1)
{
	const SDL_Rect rows = { pl->sheet.x, y0, pl->sheet.w, y1 - y0 };
	const int same = ws == p->last_ws && ws->w == p->last_w && ws->h == p->last_h;
	const int partly = tick && same && !text && !p->last_text && !play_recording(p) && !pl->l.strip.w && !pl->l.panel.w;

	p->last_ws = ws;
	p->last_w = ws->w;
	p->last_h = ws->h;
	p->last_text = text;
	if (!partly)
		SDL_UpdateWindowSurface(p->win);
	else if (rows.h > 0)
		SDL_UpdateWindowSurfaceRects(p->win, &rows, 1);
}

/* The window surface is fetched anew each time: a resize invalidates the old one. A frame's tick
 * records what it shows (`record`), before the recording's mark and the note (when `note`) are
 * drawn: a note is for the user, not for the recording or a saved window. Where things show is
 * worked out once a present (here, or in gl_draw) and handed to all that draws them. */
static void present(struct play *p, int record, int note)
{
	struct placed pl;
	SDL_Surface *ws;
	struct text t;
	int y0 = 0, y1;

	if (p->gl_view) {
		gl_draw(p, note, 0);
		recording_gl(&p->rec, p->gl, p->win, record);
		if (note)
			gl_draw(p, note, 1);
		gldisplay_swap(p->gl);
		return;
	}
	if (!(ws = SDL_GetWindowSurface(p->win)))
		return;
	place_graphs(p, &pl);
	letterbox(ws, &pl.sheet);
	y1 = ws->h;
	blit_page(p, ws, &pl, &y0, &y1);
	text_over(p, &pl, ws->w, ws->h, &t, note);
	if ((t.top || t.bottom) && SDL_LockSurface(ws) == 0) {
		draw_lines(ws, &t.at, 0, t.lines, t.top, t.scale);
		draw_lines(ws, &t.at, t.foot, t.lines + t.top, t.bottom, t.scale);
		SDL_UnlockSurface(ws);
	}
	recording_window(&p->rec, ws, record);
	if (t.notes && SDL_LockSurface(ws) == 0) {
		draw_lines(ws, &t.note_at, 0, t.lines + t.top + t.bottom, t.notes, t.scale);
		SDL_UnlockSurface(ws);
	}
	update(p, ws, &pl, t.top || t.bottom || t.notes, record, y0, y1);
}

void play_present(struct play *p)
{
	present(p, 0, 1);
}

void play_help(struct play *p)
{
	const int next = p->show[PLAY_SHOW_HELP] ? p->help_page + 1 : 0;

	p->show[PLAY_SHOW_HELP] = next == 0 || next < p->help_pages;
	p->help_page = p->show[PLAY_SHOW_HELP] ? next : 0;
	play_present(p);
}

void play_file_name(const struct play *p, const char *ext, char *buf, size_t len)
{
	snprintf(buf, len, "ripple-%06ld.%s", p->demo.frame, ext);
}

void play_note(struct play *p, const char *format, const char *text)
{
	snprintf(p->note, sizeof p->note, format, text);
	p->note_until = SDL_GetPerformanceCounter() + PLAY_NOTE_SECONDS * SDL_GetPerformanceFrequency();
}

void play_scene_note(struct play *p)
{
	char note[sizeof p->note];

	if (demo_note(&p->demo, note, sizeof note))
		play_note(p, "%s", note);
}

int play_record_start(struct play *p, int kind, const char *path, char *err, size_t errlen)
{
	int w, h;

	window_pixels(p, &w, &h);
	play_record_stop(p, err, errlen);
	return recording_start(&p->rec, kind, path, w, h, p->o->record_full, err, errlen);
}

int play_record_stop(struct play *p, char *err, size_t errlen)
{
	char note[sizeof p->note];
	const int bad = recording_stop(&p->rec, note, sizeof note, err, errlen);

	if (*note)
		play_note(p, "%s", note);
	return bad;
}

int play_recording(const struct play *p)
{
	return recording_on(&p->rec);
}

struct graphs *play_graphs(struct play *p)
{
	return demo_graphs(&p->demo, p->o);
}

void play_graph_command(struct play *p)
{
	struct graphs *g = play_graphs(p);

	if (!g)
		return;
	graphline_command(&p->graph, g);
	play_present(p);
}

void play_zoom(struct play *p, int scale)
{
	char zoom[16];

	p->fit = !scale;
	if (scale)
		p->scale = scale;
	else
		play_room(p, p->room_w, p->room_h);
	snprintf(zoom, sizeof zoom, "zoom %dx", p->scale);
	if (play_width(p) < p->demo.picture->w * p->scale)
		play_note(p, "%s shrunk to fit the screen", zoom);
	else if (p->fit)
		play_note(p, "%s, the largest that fits the screen", zoom);
}

void play_screen(struct play *p, int on)
{
	SDL_DisplayMode mode;
	SDL_Surface *zoomed;
	char err[512];
	int w = p->o->w, h = p->o->h;

	if (on && SDL_GetDesktopDisplayMode(SDL_max(SDL_GetWindowDisplayIndex(p->win), 0), &mode)) {
		snprintf(err, sizeof err, "cannot read the screen's mode: %s", SDL_GetError());
		tell(p, err);
		return;
	}
	if (on) {
		w = mode.w;
		h = mode.h;
	}
	if (demo_resize(&p->demo, w, h, err, sizeof err)) {
		tell(p, err);
		return;
	}
	if (!(zoomed = stretch_surface(p, p->demo.picture->w, p->demo.picture->h))) {
		snprintf(err, sizeof err, "cannot draw into the window: %s", SDL_GetError());
		tell(p, err);
		return;
	}
	SDL_FreeSurface(p->zoomed);
	p->zoomed = zoomed;
	p->screen = on;
	play_refresh(p);
}

int play_set_picture(struct play *p, const char *path, char *err, size_t errlen)
{
	const int w = p->demo.picture->w, h = p->demo.picture->h;

	if (demo_set_picture(&p->demo, path, err, errlen))
		return -1;
	play_scene_note(p);
	return p->demo.picture->w != w || p->demo.picture->h != h;
}

void play_refresh(struct play *p)
{
	if (!demo_skips_render(&p->demo)) /* the OpenGL displays of the heights need no page */
		demo_redraw(&p->demo);
	play_present(p);
}

/* A window coordinate v along a side of `window` pixels to one along the picture's `side`, rounded
 * down: a captured pointer may be left of the window. */
static int to_picture(int v, int window, int side)
{
	long long n = (long long)v * side;

	return (int)(n >= 0 ? n / window : -((-n + window - 1) / window));
}

/* The 3D view shows the heights in perspective: the pointer is on the water, or above the horizon. */
static int in_3d(const struct play *p)
{
	struct scene_heights h;

	return p->gl_view == GLDISPLAY_SURFACE && demo_heights(&p->demo, &h) == 0;
}

/* The picture pixel at window pixel (x, y), through where the picture shows. Returns 0, or -1
 * when the 3D view shows sky there. */
static int picture_point(const struct play *p, int x, int y, int *px, int *py)
{
	SDL_Rect r;

	if (in_3d(p))
		return gldisplay_pick(p->gl, &p->demo, x, y, px, py);
	r = play_picture_rect(p);
	*px = to_picture(x - r.x, r.w, p->demo.picture->w);
	*py = to_picture(y - r.y, r.h, p->demo.picture->h);
	return 0;
}

void play_press(struct play *p, int button, int x, int y, int shift)
{
	if (in_3d(p) && button == SCENE_RIGHT) { /* the camera, not walls */
		p->button = button;
		p->orbit = 1;
		p->ox = x;
		p->oy = y;
		return;
	}
	if (picture_point(p, x, y, &p->mx, &p->my) || graphline_press(&p->graph, &p->demo, button, p->mx, p->my))
		return;
	p->button = button;
	if (demo_press(&p->demo, button, p->mx, p->my, shift) || p->demo.paused)
		play_refresh(p);
}

/* The right button dragged in the 3D view turns the camera around the pool. */
static void play_orbit(struct play *p, int x, int y)
{
	gldisplay_orbit(p->gl, x - p->ox, y - p->oy);
	p->ox = x;
	p->oy = y;
	if (p->demo.paused)
		play_present(p);
}

void play_move(struct play *p, int x, int y)
{
	int cx, cy, redraw, line;

	if (p->orbit) {
		play_orbit(p, x, y);
		return;
	}
	if (picture_point(p, x, y, &cx, &cy))
		return;
	line = graphline_move(&p->graph, &p->demo, cx, cy);
	p->px = cx;
	p->py = cy;
	if (line == GRAPHLINE_PRESENT)
		play_present(p);
	if (line)
		return;
	if (p->show[PLAY_SHOW_INSPECTOR] && p->demo.paused)
		play_present(p);
	if (!p->button || (cx == p->mx && cy == p->my))
		return;
	redraw = demo_drag(&p->demo, p->button, p->mx, p->my, cx, cy);
	p->mx = cx;
	p->my = cy;
	if (redraw || p->demo.paused)
		play_refresh(p);
}

void play_release(struct play *p, int button)
{
	graphline_release(&p->graph);
	if (button == p->button || !button)
		p->button = p->orbit = 0;
}

void play_wheel(struct play *p, int steps)
{
	if (!in_3d(p))
		return;
	gldisplay_zoom(p->gl, steps);
	if (p->demo.paused)
		play_present(p);
}

int play_save_window(struct play *p, const char *path, char *err, size_t errlen)
{
	SDL_Surface *s;
	int bad;

	if (p->gl_view) { /* without the note: it is for the user, not the picture */
		gl_draw(p, 0, 0);
		s = gldisplay_read(p->gl);
	} else {
		present(p, 0, 0);
		s = SDL_GetWindowSurface(p->win);
	}
	if (!s) {
		snprintf(err, errlen, "cannot save the window to '%s': %s", path, SDL_GetError());
		return -1;
	}
	bad = picture_save(s, path, err, errlen);
	if (!bad)
		play_note(p, "saved %s", path);
	if (p->gl_view)
		SDL_FreeSurface(s);
	return bad ? -1 : 0;
}

int play_save_outputs(struct play *p)
{
	char err[512];
	int status = demo_save_outputs(&p->demo, p->o);

	if (p->o->save_window && play_save_window(p, p->o->save_window, err, sizeof err)) {
		fprintf(stderr, "ripple: %s\n", err);
		status = 1;
	}
	return status;
}

void play_report(const struct play *p, uint64_t now, FILE *out)
{
	double secs = (double)(now - p->t0) / (double)p->pace.freq;

	if (p->o->frames)
		fprintf(out, "%ld frames in %.2f s: %.1f fps\n", p->shown, secs, (double)p->shown / secs);
}

void play_close(struct play *p)
{
	char err[512];

	if (play_record_stop(p, err, sizeof err))
		fprintf(stderr, "ripple: %s\n", err);
	gldisplay_close(p->gl);
	p->gl = NULL;
	SDL_FreeSurface(p->zoomed);
	p->zoomed = NULL;
	bands_stop(p->bands);
	p->bands = NULL;
	demo_close(&p->demo);
}
