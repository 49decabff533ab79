/* bmpdump.c - decodes a BMP with bmp_decode and writes its pixels to stdout as R, G, B, A bytes, for the tests. */
#include "files/bmp.h"

#include "ripple.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The whole file at path, malloc'd, its length in *n; NULL when it cannot be read. */
static unsigned char *slurp(const char *path, size_t *n)
{
	FILE *f = fopen(path, "rb");
	unsigned char *data = NULL, *more;
	size_t size = 0, got;

	*n = 0;
	if (!f)
		return NULL;
	do {
		size = size ? 2 * size : 65536;
		more = realloc(data, size);
		if (!more) {
			free(data);
			fclose(f);
			return NULL;
		}
		data = more;
		got = fread(data + *n, 1, size - *n, f);
		*n += got;
	} while (*n == size);
	if (ferror(f)) {
		free(data);
		data = NULL;
	}
	fclose(f);
	return data;
}

/* The picture's pixels as R, G, B, A, a row at a time. */
static int dump(const struct bmp_picture *p, FILE *out)
{
	unsigned char *row = malloc((size_t)p->w * 4);
	int ok = row != NULL;

	for (int y = 0; ok && y < p->h; y++) {
		for (int x = 0; x < p->w; x++) {
			size_t i = (size_t)y * (size_t)p->w + (size_t)x;
			const unsigned char *index = p->pixels;
			uint32_t c = p->indexed ? p->palette[index[i]] : ((const uint32_t *)p->pixels)[i];

			row[4 * x] = (unsigned char)(c >> 16);
			row[4 * x + 1] = (unsigned char)(c >> 8);
			row[4 * x + 2] = (unsigned char)c;
			row[4 * x + 3] = (unsigned char)(c >> 24);
		}
		ok = fwrite(row, 4, (size_t)p->w, out) == (size_t)p->w;
	}
	free(row);
	return ok && fflush(out) == 0 ? 0 : -1;
}

int main(int argc, char **argv)
{
	struct bmp_picture p;
	unsigned char *data;
	char why[200];
	size_t n;
	int st;

	if (argc != 2) {
		fprintf(stderr, "usage: bmpdump FILE.bmp >FILE.rgba\n");
		return 2;
	}
	data = slurp(argv[1], &n);
	if (!data) {
		fprintf(stderr, "bmpdump: cannot read '%s'\n", argv[1]);
		return 2;
	}
	if (bmp_decode(data, n, (long long)RIPPLE_MAX_SIDE * RIPPLE_MAX_SIDE, &p, why, sizeof why)) {
		fprintf(stderr, "bmpdump: picture '%s' %s\n", argv[1], why);
		free(data);
		return 2;
	}
	free(data);
	st = dump(&p, stdout);
	bmp_free(&p);
	if (st)
		fprintf(stderr, "bmpdump: cannot write the pixels of '%s'\n", argv[1]);
	return st ? 1 : 0;
}
