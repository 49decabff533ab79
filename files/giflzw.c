/* giflzw.c - a GIF's LZW: each code a string of indices one longer than a string coded before it; its lossy variant bends a pixel to a near colour to go on with a string. */
#include "files/giflzw.h"

#define MAX_CODE 4095 /* the codes have 12 bits: the dictionary is cleared when this one is due */
#define NONE 0xffff   /* no string */

/* The dictionary: each string's last index, and the strings one longer, newest first. */
struct dict {
	uint16_t longer[MAX_CODE + 1];  /* the first string one longer than this one, or NONE */
	uint16_t sibling[MAX_CODE + 1]; /* the next string of the same prefix, or NONE */
	unsigned char last[MAX_CODE + 1];
	int next;                       /* the code the next string gets */
};

/* The output: codes of `width` bits, the least significant first, in sub-blocks of 255 bytes. */
struct out {
	unsigned char *bytes;
	size_t len, block; /* the bytes written; the length byte of the sub-block being filled */
	uint32_t acc;      /* bits not yet written, nacc of them */
	int nacc, width;
};

/* The dictionary holding only the strings of one index (codes 0 .. clear - 1). */
static void dict_clear(struct dict *d, int clear)
{
	for (int c = 0; c < clear; c++) {
		d->longer[c] = NONE;
		d->last[c] = (unsigned char)c;
	}
	d->next = clear + 2; /* after the clear and end codes */
}

/* The string `prefix` followed by index p, as the next code. */
static void dict_add(struct dict *d, int prefix, unsigned char p)
{
	const int c = d->next++;

	d->last[c] = p;
	d->longer[c] = NONE;
	d->sibling[c] = d->longer[prefix];
	d->longer[prefix] = (uint16_t)c;
}

/* The squared RGB distance between two colours 0x00RRGGBB. */
static long distance(uint32_t a, uint32_t b)
{
	long sum = 0;

	for (int s = 0; s < 24; s += 8) {
		const long d = (long)(a >> s & 255) - (long)(b >> s & 255);

		sum += d * d;
	}
	return sum;
}

/* The string `code` followed by *p: its code, or with a tolerance the code of the string
 * followed by the index nearest *p's colour within it (*p then that index), or NONE. */
static int extend(const struct dict *d, int code, unsigned char *p, const uint32_t *palette, int key, long most)
{
	int near = NONE;

	for (int c = d->longer[code]; c != NONE; c = d->sibling[c]) {
		long e;

		if (d->last[c] == *p)
			return c;
		if (most && *p != key && d->last[c] != key && (e = distance(palette[*p], palette[d->last[c]])) <= most) {
			most = e;
			near = c;
		}
	}
	if (near != NONE)
		*p = d->last[near];
	return near;
}

static void put_byte(struct out *o, unsigned char byte)
{
	if (!o->len || o->bytes[o->block] == 255) {
		o->block = o->len++;
		o->bytes[o->block] = 0;
	}
	o->bytes[o->len++] = byte;
	o->bytes[o->block]++;
}

/* A code out; then, as giflib does, one more bit a code when the next string's code needs it. */
static void put_code(struct out *o, const struct dict *d, int code)
{
	o->acc |= (uint32_t)code << o->nacc;
	for (o->nacc += o->width; o->nacc >= 8; o->nacc -= 8, o->acc >>= 8)
		put_byte(o, (unsigned char)o->acc);
	if (d->next >= 1 << o->width)
		o->width++;
}

size_t giflzw_pack(unsigned char *index, size_t n, int bits, const uint32_t *palette, int key, int tolerance,
		   unsigned char *out)
{
	const int clear = 1 << bits;
	const long most = (long)tolerance * tolerance;
	struct dict d;
	struct out o = { out, 0, 0, 0, 0, bits + 1 };
	int code = index[0];

	dict_clear(&d, clear);
	put_code(&o, &d, clear);
	for (size_t i = 1; i < n; i++) {
		const int longer = extend(&d, code, &index[i], palette, key, most);

		if (longer != NONE) {
			code = longer;
			continue;
		}
		put_code(&o, &d, code);
		if (d.next >= MAX_CODE) {
			put_code(&o, &d, clear);
			dict_clear(&d, clear);
			o.width = bits + 1;
		} else {
			dict_add(&d, code, index[i]);
		}
		code = index[i];
	}
	put_code(&o, &d, code);
	put_code(&o, &d, clear + 1);
	for (; o.nacc > 0; o.nacc -= 8, o.acc >>= 8)
		put_byte(&o, (unsigned char)o.acc);
	return o.len;
}
