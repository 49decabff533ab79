/* gridnoise.c - the share of a pool's wave energy behind its slits in waves shorter than 4 cells: the grid's noise, for the tests and the long-run table. */

/*
 * Usage: gridnoise W H FILE.h16 ...
 *
 * Reads heights saved by `ripple --save-heights` (W*H little-endian int16, row by row) and prints,
 * for each file, the share in per cent of the spectral energy of the pool's right half (columns
 * W/2 to W - W/16, rows H/16 to H - H/16: behind the slits, away from the absorbing edges) whose
 * frequency along a row or a column is above 0.25 cycles a cell (waves shorter than 4 cells),
 * and the share of the checkerboard's corner (both above 0.375). The region's mean is taken away
 * and a 2D Hann window put on before FFTW's transform. The lesson's waves are 8.4 cells at
 * 320x240 and 25 to 77 on the larger pools, so from 720 rows on the first share is noise alone;
 * at 320x240 the waves' harmonics count in it too.
 *
 * Exit status 0, or 2 for a bad argument or an unreadable or short file, with a line on stderr.
 */
#include <fftw3.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define PI 3.14159265358979323846

/* The heights of a w x h file into h16 (w*h of them). Returns 0, or -1 with a line on stderr. */
static int load(const char *path, int w, int h, short *h16)
{
	FILE *f = fopen(path, "rb");
	const size_t n = (size_t)w * (size_t)h;
	size_t got = 0;

	for (size_t i = 0; f && i < n; i++) {
		int lo = getc(f), hi = getc(f);

		if (lo == EOF || hi == EOF)
			break;
		h16[i] = (short)(unsigned short)(lo | hi << 8);
		got++;
	}
	if (f)
		fclose(f);
	if (got == n)
		return 0;
	fprintf(stderr, "gridnoise: %s: %s\n", path, f ? "shorter than W*H heights" : "cannot be read");
	return -1;
}

/* The region's heights less their mean, under a 2D Hann window, into in (nx * ny). */
static void windowed(const short *h16, int w, int x0, int y0, int nx, int ny, double *in)
{
	double mean = 0;

	for (int y = 0; y < ny; y++)
		for (int x = 0; x < nx; x++)
			mean += h16[(size_t)(y0 + y) * (size_t)w + (size_t)(x0 + x)];
	mean /= (double)nx * ny;
	for (int y = 0; y < ny; y++)
		for (int x = 0; x < nx; x++)
			in[(size_t)y * (size_t)nx + (size_t)x] = (h16[(size_t)(y0 + y) * (size_t)w + (size_t)(x0 + x)] - mean) *
							       (0.5 - 0.5 * cos(2 * PI * x / (nx - 1))) *
							       (0.5 - 0.5 * cos(2 * PI * y / (ny - 1)));
}

/* The spectrum's shares, in per cent: above 0.25 cycles a cell along a row or a column (*noise),
 * above 0.375 along both (*corner). The real transform holds half the columns: the others count
 * twice. */
static void shares(const fftw_complex *out, int nx, int ny, double *noise, double *corner)
{
	const int cx = nx / 2 + 1;
	double all = 0, high = 0, checker = 0;

	for (int y = 0; y < ny; y++)
		for (int x = 0; x < cx; x++) {
			const double fy = (y <= ny / 2 ? y : ny - y) / (double)ny, fx = x / (double)nx;
			const double *c = out[(size_t)y * (size_t)cx + (size_t)x];
			const double p = (c[0] * c[0] + c[1] * c[1]) * (x == 0 || (nx % 2 == 0 && x == nx / 2) ? 1 : 2);

			all += p;
			high += fx > 0.25 || fy > 0.25 ? p : 0;
			checker += fx > 0.375 && fy > 0.375 ? p : 0;
		}
	*noise = all > 0 ? 100 * high / all : 0;
	*corner = all > 0 ? 100 * checker / all : 0;
}

int main(int argc, char **argv)
{
	const int w = argc > 2 ? atoi(argv[1]) : 0, h = argc > 2 ? atoi(argv[2]) : 0;
	const int x0 = w / 2, nx = w - w / 16 - x0, y0 = h / 16, ny = h - h / 16 - y0;
	short *h16;
	double *in;
	fftw_complex *out;
	fftw_plan plan;
	int status = 0;

	if (argc < 4 || w < 32 || h < 32 || w > 16384 || h > 16384) {
		fprintf(stderr, "usage: gridnoise W H FILE.h16 ... (W and H 32..16384)\n");
		return 2;
	}
	h16 = malloc((size_t)w * (size_t)h * sizeof *h16);
	in = fftw_malloc(sizeof *in * (size_t)nx * (size_t)ny);
	out = fftw_malloc(sizeof *out * (size_t)ny * (size_t)(nx / 2 + 1));
	if (!h16 || !in || !out) {
		fprintf(stderr, "gridnoise: out of memory\n");
		return 2;
	}
	plan = fftw_plan_dft_r2c_2d(ny, nx, in, out, FFTW_ESTIMATE);
	for (int i = 3; i < argc; i++) {
		double noise, corner;

		if (load(argv[i], w, h, h16)) {
			status = 2;
			continue;
		}
		windowed(h16, w, x0, y0, nx, ny, in);
		fftw_execute(plan);
		shares(out, nx, ny, &noise, &corner);
		printf("%s: grid noise %.3f%% (checkerboard %.3f%%)\n", argv[i], noise, corner);
	}
	fftw_destroy_plan(plan);
	fftw_free(in);
	fftw_free(out);
	free(h16);
	return status;
}
