/* mkpool.c - writes the default picture that the program paints (files/poolbmp.c) to a BMP file: bmp/pool.bmp. */
#include "files/poolbmp.h"

#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
	size_t len;
	unsigned char *bmp;
	FILE *f;
	int ok;

	if (argc != 2) {
		fprintf(stderr, "usage: mkpool OUT.bmp\n");
		return 2;
	}
	bmp = poolbmp_paint(&len);
	f = bmp ? fopen(argv[1], "wb") : NULL;
	ok = f && fwrite(bmp, 1, len, f) == len;
	if (f && fclose(f))
		ok = 0;
	free(bmp);
	if (!ok) {
		fprintf(stderr, "mkpool: cannot write %s\n", argv[1]);
		return 1;
	}
	return 0;
}
