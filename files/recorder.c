/* recorder.c - records frames to an animated GIF (giflib; for a slide shrunk, every other frame, a lossy LZW; a palette per frame, only what changed, from gifquant and giflzw) or to numbered PNGs, on a worker thread fed by a bounded queue (each frame as it comes in a build without threads). */
#include "files/recorder.h"

#include "files/giflzw.h"
#include "files/gifquant.h"
#include "files/picture.h"

#include <gif_lib.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* A build whose SDL has no threads (the browser's single-thread page) encodes each frame when it is
 * given, in the caller's time, into the same bytes as the worker would. */
#if defined(SDL_THREADS_DISABLED) && SDL_THREADS_DISABLED
#define RECORD_THREADED 0
#else
#define RECORD_THREADED 1
#endif

struct record {
	int kind;             /* RECORD_* */
	char path[1024];
	int w, h;             /* the frames queued */
	int k, gw, gh;        /* the GIF's: shrunk k times, gw x gh (k = 1: the frames' own size) */
	int step, tolerance;  /* ... one frame taken of every `step`; its LZW's tolerance (0: exact) */
	long given;           /* the frames shown so far, taken or left out (record_skip's) */
	SDL_RWops *file;      /* the GIF's file, and giflib's writer on it */
	GifFileType *gif;
	uint32_t **slots;     /* the queue: nslots frames of w x h RGB888, count of them from head waiting (one, without threads) */
	SDL_Surface **wraps;  /* ... each slot as a surface (made once), to blit into and to save as a PNG */
	int nslots, head, count;
	unsigned char *index; /* the worker's: a frame's palette indices */
	unsigned char *lzw;   /* the worker's: their LZW codes, in sub-blocks */
	uint32_t *small;      /* the worker's: a frame shrunk (k > 1) */
	uint32_t *last;       /* the worker's: the GIF's last frame (gw x gh), to write only what changed */
	SDL_mutex *lock;      /* guards head, count, closing and dropped */
	SDL_cond *moved;      /* a frame queued or written, or the end asked for */
	SDL_Thread *worker;
	int closing;
	long written, dropped;
	char err[2400];       /* the worker's first failure; "" for none */
};

/* giflib's output: the bytes into the file. */
static int gif_write(GifFileType *gif, const GifByteType *bytes, int n)
{
	struct record *r = gif->UserData;

	return (int)SDL_RWwrite(r->file, bytes, 1, (size_t)n);
}

/* The GIF's start: GIF89a, the screen (no global palette: each frame has its own), and the
 * NETSCAPE2.0 application extension that loops it forever. Returns 0, or -1 with err. */
static int gif_start(struct record *r, char *err, size_t errlen)
{
	static const unsigned char loop[3] = { 1, 0, 0 }; /* sub-block 1: repeat 0 = forever */
	int e = 0;

	if (!(r->file = SDL_RWFromFile(r->path, "wb"))) {
		snprintf(err, errlen, "cannot record to '%s': %s", r->path, SDL_GetError());
		return -1;
	}
	if (!(r->gif = EGifOpen(r, gif_write, &e))) {
		snprintf(err, errlen, "cannot record to '%s': %s", r->path, GifErrorString(e));
		return -1;
	}
	EGifSetGifVersion(r->gif, true);
	if (EGifPutScreenDesc(r->gif, r->gw, r->gh, 8, 0, NULL) == GIF_ERROR ||
	    EGifPutExtensionLeader(r->gif, APPLICATION_EXT_FUNC_CODE) == GIF_ERROR ||
	    EGifPutExtensionBlock(r->gif, 11, "NETSCAPE2.0") == GIF_ERROR ||
	    EGifPutExtensionBlock(r->gif, 3, loop) == GIF_ERROR || EGifPutExtensionTrailer(r->gif) == GIF_ERROR) {
		snprintf(err, errlen, "cannot record to '%s': %s", r->path, GifErrorString(r->gif->Error));
		return -1;
	}
	return 0;
}

/* The rectangle of px (gw x gh) that differs from the last frame (all of the first frame; a pixel
 * when nothing changed, as a frame must still take its time), into box. */
static void changed(const struct record *r, const uint32_t *px, SDL_Rect *box)
{
	int x0 = r->gw, y0 = r->gh, x1 = -1, y1 = -1;

	for (int y = 0; r->written && y < r->gh; y++)
		for (int x = 0; x < r->gw; x++)
			if ((px[(size_t)y * r->gw + x] ^ r->last[(size_t)y * r->gw + x]) & 0xffffffu) {
				x0 = SDL_min(x0, x);
				x1 = SDL_max(x1, x);
				y0 = SDL_min(y0, y);
				y1 = y;
			}
	if (!r->written)
		*box = (SDL_Rect){ 0, 0, r->gw, r->gh };
	else if (x1 < 0)
		*box = (SDL_Rect){ 0, 0, 1, 1 };
	else
		*box = (SDL_Rect){ x0, y0, x1 - x0 + 1, y1 - y0 + 1 };
}

/* The image data of the rectangle b's indices: the LZW's minimum code size (which
 * EGifPutImageDesc wrote, from the palette `map`) and the codes (giflzw, exact or within the
 * recording's tolerance) in sub-blocks, then the empty one. Returns 0, or -1 with the GIF's error. */
static int gif_codes(struct record *r, const SDL_Rect *b, const ColorMapObject *map, const uint32_t *palette, int clear)
{
	const size_t len = giflzw_pack(r->index, (size_t)b->w * (size_t)b->h, SDL_max(2, map->BitsPerPixel), palette,
				       clear == NO_TRANSPARENT_COLOR ? -1 : clear, r->tolerance, r->lzw);

	for (size_t at = 0; at < len; at += r->lzw[at] + 1u)
		if (EGifPutCodeNext(r->gif, r->lzw + at) == GIF_ERROR)
			return -1;
	return EGifPutCodeNext(r->gif, NULL) == GIF_ERROR ? -1 : 0;
}

/* The rectangle b of px and its palette into the GIF, after a graphics control block with the
 * delay (the last frame left under it, and seen through the index `clear` unless it is
 * NO_TRANSPARENT_COLOR). Returns 0, or -1 with r->err. */
static int gif_put(struct record *r, const SDL_Rect *b, const uint32_t *palette, int n, int clear)
{
	GifColorType colours[GIFQUANT_COLOURS] = { { 0, 0, 0 } };
	GraphicsControlBlock gcb = { DISPOSE_DO_NOT, false, RECORD_DELAY * r->step, clear };
	GifByteType ext[4];
	ColorMapObject *map;
	int ok;

	for (int i = 0; i < n; i++)
		colours[i] = (GifColorType){ (GifByteType)(palette[i] >> 16), (GifByteType)(palette[i] >> 8),
					     (GifByteType)palette[i] };
	map = GifMakeMapObject(1 << GifBitSize(clear == NO_TRANSPARENT_COLOR ? n : clear + 1), colours);
	ok = map && EGifPutExtension(r->gif, GRAPHICS_EXT_FUNC_CODE, (int)EGifGCBToExtension(&gcb, ext), ext) != GIF_ERROR &&
	     EGifPutImageDesc(r->gif, b->x, b->y, b->w, b->h, false, map) != GIF_ERROR &&
	     gif_codes(r, b, map, palette, clear) == 0;
	GifFreeMapObject(map);
	if (!ok)
		snprintf(r->err, sizeof r->err, "cannot record to '%s': %s", r->path,
			 map ? GifErrorString(r->gif->Error) : "out of memory");
	return ok ? 0 : -1;
}

/* One frame (w x h) into the GIF: shrunk to gw x gh, then only the rectangle that changed since
 * the last, with its palette of at most 255 colours; the 256th index, when the palette leaves it
 * free, clears the runs of pixels that did not change, so that the last frame shows through. The
 * last frame kept is the one given (shrunk), not what a lossy LZW made of it: a pixel cleared
 * shows a colour within the tolerance of the one it stands for, never further. */
static void gif_frame(struct record *r, const uint32_t *px)
{
	uint32_t palette[GIFQUANT_COLOURS];
	int n, clear = NO_TRANSPARENT_COLOR;
	SDL_Rect b;

	if (r->k > 1) {
		gifquant_shrink(px, r->w, r->h, (size_t)r->w * 4, r->k, r->small);
		px = r->small;
	}
	changed(r, px, &b);
	px += (size_t)b.y * r->gw + b.x;
	n = gifquant_reduce(px, b.w, b.h, (size_t)r->gw * 4, GIFQUANT_COLOURS - 1, palette, r->index);
	if (n < 0) {
		snprintf(r->err, sizeof r->err, "cannot record to '%s': out of memory", r->path);
		return;
	}
	if (r->written && n < GIFQUANT_COLOURS &&
	    gifquant_unchanged(px, r->last + (size_t)b.y * r->gw + b.x, b.w, b.h, (size_t)r->gw * 4, (unsigned char)n,
			       r->index))
		clear = n;
	for (int y = 0; y < b.h; y++)
		memcpy(r->last + (size_t)(b.y + y) * r->gw + b.x, px + (size_t)y * r->gw, (size_t)b.w * 4);
	if (gif_put(r, &b, palette, n, clear) == 0)
		r->written++;
}

/* One frame (a slot's surface) as the next PNG of the folder. */
static void png_frame(struct record *r, SDL_Surface *s)
{
	char name[1100], why[1200];

	snprintf(name, sizeof name, "%s/frame-%06ld.png", r->path, r->written + 1);
	if (picture_save(s, name, why, sizeof why))
		snprintf(r->err, sizeof r->err, "%s", why);
	else
		r->written++;
}

/* The frame in slot i written, unless a failure came before. */
static void take(struct record *r, int i)
{
	if (!*r->err && r->kind == RECORD_GIF)
		gif_frame(r, r->slots[i]);
	else if (!*r->err)
		png_frame(r, r->wraps[i]);
}

/* The worker: each frame queued, in order, until the end is asked for and none is left. After a
 * failure the frames are taken but not written. */
static int worker(void *data)
{
	struct record *r = data;

	SDL_LockMutex(r->lock);
	for (;;) {
		while (!r->count && !r->closing)
			SDL_CondWait(r->moved, r->lock);
		if (!r->count)
			break;
		SDL_UnlockMutex(r->lock);
		take(r, r->head);
		SDL_LockMutex(r->lock);
		r->head = (r->head + 1) % r->nslots;
		r->count--;
		SDL_CondBroadcast(r->moved);
	}
	SDL_UnlockMutex(r->lock);
	return 0;
}

/* Frees what r holds, the worker ended first; the file closed. */
static void record_free(struct record *r)
{
	int e;

	if (r->gif)
		EGifCloseFile(r->gif, &e);
	if (r->file)
		SDL_RWclose(r->file);
	for (int i = 0; r->wraps && i < r->nslots; i++)
		SDL_FreeSurface(r->wraps[i]);
	for (int i = 0; r->slots && i < r->nslots; i++)
		free(r->slots[i]);
	free(r->wraps);
	free(r->slots);
	free(r->index);
	free(r->lzw);
	free(r->small);
	free(r->last);
	if (r->moved)
		SDL_DestroyCond(r->moved);
	if (r->lock)
		SDL_DestroyMutex(r->lock);
	free(r);
}

/* The queue's frames and their surfaces, the worker's indices, the lock and the worker (one frame
 * and no worker without threads). Returns 0, or -1 with err. */
static int record_start(struct record *r, char *err, size_t errlen)
{
	const size_t bytes = (size_t)r->w * (size_t)r->h * 4, gif = (size_t)r->gw * (size_t)r->gh;

	r->nslots = RECORD_THREADED ? (int)SDL_max(1, SDL_min(RECORD_QUEUE, (size_t)RECORD_QUEUE_BYTES / bytes)) : 1;
	r->slots = calloc((size_t)r->nslots, sizeof *r->slots);
	r->wraps = calloc((size_t)r->nslots, sizeof *r->wraps);
	for (int i = 0; r->slots && r->wraps && i < r->nslots; i++)
		if (!(r->slots[i] = malloc(bytes)) ||
		    !(r->wraps[i] = SDL_CreateRGBSurfaceWithFormatFrom(r->slots[i], r->w, r->h, 32, r->w * 4,
									SDL_PIXELFORMAT_ARGB8888)))
			break;
	if (!r->slots || !r->wraps || !r->wraps[r->nslots - 1] ||
	    (r->kind == RECORD_GIF && (!(r->index = malloc(gif)) || !(r->lzw = malloc(GIFLZW_BOUND(gif))) ||
				       !(r->last = malloc(gif * 4)) || (r->k > 1 && !(r->small = malloc(gif * 4)))))) {
		snprintf(err, errlen, "cannot record to '%s': out of memory for %d frames of %dx%d", r->path, r->nslots,
			 r->w, r->h);
		return -1;
	}
	if (RECORD_THREADED && (!(r->lock = SDL_CreateMutex()) || !(r->moved = SDL_CreateCond()) ||
	    !(r->worker = SDL_CreateThread(worker, "ripple-record", r)))) {
		snprintf(err, errlen, "cannot record to '%s': %s", r->path, SDL_GetError());
		return -1;
	}
	return 0;
}

/* The whole number that shrinks frames of w x h for a slide: to RECORD_SLIDE_W x RECORD_SLIDE_H
 * at most, and to a pixel a side at least. */
static int slide_shrink(int w, int h)
{
	const int k = SDL_max((w + RECORD_SLIDE_W - 1) / RECORD_SLIDE_W, (h + RECORD_SLIDE_H - 1) / RECORD_SLIDE_H);

	return SDL_max(1, SDL_min(k, SDL_min(w, h)));
}

struct record *record_open(int kind, const char *path, int w, int h, int full, char *err, size_t errlen)
{
	const int slide = kind == RECORD_GIF && !full && (w > RECORD_KEEP_W || h > RECORD_KEEP_H);
	struct record *r = calloc(1, sizeof *r);
	struct stat st;

	if (!r) {
		snprintf(err, errlen, "cannot record to '%s': out of memory", path);
		return NULL;
	}
	r->kind = kind;
	r->w = w;
	r->h = h;
	r->k = slide ? slide_shrink(w, h) : 1;
	r->step = slide ? RECORD_SLIDE_STEP : 1;
	r->tolerance = slide ? RECORD_SLIDE_TOLERANCE : 0;
	r->gw = w / r->k;
	r->gh = h / r->k;
	if (snprintf(r->path, sizeof r->path, "%s", path) >= (int)sizeof r->path)
		snprintf(err, errlen, "cannot record to '%.60s...': the name is too long", path);
	else if (w < 1 || h < 1 || w > 65535 || h > 65535)
		snprintf(err, errlen, "cannot record %dx%d frames: a GIF's sides are 1..65535", w, h);
	else if (kind == RECORD_PNGS && (stat(path, &st) || !S_ISDIR(st.st_mode)))
		snprintf(err, errlen, "cannot record frames into '%s': not an existing folder", path);
	else if ((kind == RECORD_PNGS || gif_start(r, err, errlen) == 0) && record_start(r, err, errlen) == 0)
		return r;
	record_free(r);
	return NULL;
}

/* Copies s into a slot's surface `to`, scaled when it has another size than the recording. */
static int copy_frame(const struct record *r, SDL_Surface *s, SDL_Surface *to)
{
	SDL_BlendMode mode;
	int bad;

	SDL_GetSurfaceBlendMode(s, &mode);
	SDL_SetSurfaceBlendMode(s, SDL_BLENDMODE_NONE);
	bad = s->w == r->w && s->h == r->h ? SDL_BlitSurface(s, NULL, to, NULL) : SDL_BlitScaled(s, NULL, to, NULL);
	SDL_SetSurfaceBlendMode(s, mode);
	return bad;
}

int record_skip(struct record *r)
{
	return r->given++ % r->step != 0;
}

/* Without threads: s copied into the one slot and written now. Returns 1, or 0 when it could not
 * be copied (dropped, counted). */
static int frame_now(struct record *r, SDL_Surface *s)
{
	if (copy_frame(r, s, r->wraps[0])) {
		r->dropped++;
		return 0;
	}
	take(r, 0);
	return 1;
}

int record_frame(struct record *r, SDL_Surface *s, int wait)
{
	int slot, copied;

	if (!RECORD_THREADED)
		return frame_now(r, s);
	SDL_LockMutex(r->lock);
	while (wait && r->count == r->nslots)
		SDL_CondWait(r->moved, r->lock);
	slot = r->count < r->nslots ? (r->head + r->count) % r->nslots : -1;
	SDL_UnlockMutex(r->lock);
	/* the slot is the caller's until counted: the worker takes only the frames counted */
	copied = slot >= 0 && copy_frame(r, s, r->wraps[slot]) == 0;
	SDL_LockMutex(r->lock);
	if (copied) {
		r->count++;
		SDL_CondBroadcast(r->moved);
	} else {
		r->dropped++;
	}
	SDL_UnlockMutex(r->lock);
	return copied;
}

int record_close(struct record *r, struct record_summary *sum, char *err, size_t errlen)
{
	int e = 0, status;

	*sum = (struct record_summary){ 0 };
	if (!r)
		return 0;
	if (RECORD_THREADED) {
		SDL_LockMutex(r->lock);
		r->closing = 1;
		SDL_CondBroadcast(r->moved);
		SDL_UnlockMutex(r->lock);
		SDL_WaitThread(r->worker, NULL);
	}
	if (r->gif && EGifCloseFile(r->gif, &e) == GIF_ERROR && !*r->err)
		snprintf(r->err, sizeof r->err, "cannot finish '%s': %s", r->path, GifErrorString(e));
	r->gif = NULL;
	if (r->file && SDL_RWclose(r->file) && !*r->err)
		snprintf(r->err, sizeof r->err, "cannot finish '%s': %s", r->path, SDL_GetError());
	r->file = NULL;
	*sum = (struct record_summary){ r->written, r->dropped, r->gw, r->gh, r->k, r->step };
	status = *r->err ? -1 : 0;
	if (status)
		snprintf(err, errlen, "%s", r->err);
	record_free(r);
	return status;
}

void record_report(FILE *out, const struct record_summary *sum, const char *path)
{
	fprintf(out, "ripple: recorded %ld frames to %s", sum->written, path);
	if (sum->shrunk > 1 || sum->step > 1)
		fprintf(out, ", %dx%d at %g fps for a slide: 1/%d of the size shown, 1 frame of %d (--record-full keeps "
			"every frame at the full size)", sum->w, sum->h, 100.0 / (RECORD_DELAY * sum->step), sum->shrunk,
			sum->step);
	fprintf(out, "\n");
}
