/* test_mesh.c - cmocka unit tests of the mesh render (core/mesh.c): near full resolution, every kernel alike, streamed pages, the fused frame, bad arguments. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "core/kernels.h"
#include "ripple.h"
#include "tests/unit/helpers.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* The mesh against full resolution on the same water: a smooth wave computed at full resolution,
 * its heights sampled at the nodes, both rendered from a picture whose pixels hold their own
 * coordinates, so each rendered pixel tells where it was copied from. Returns the mean distance
 * in pixels between the two copies' sources, and the share of pixels more than 2 apart. */
static double mesh_error(int mesh, double *far)
{
	const int w = 320, h = 240, nw = (w + mesh - 1) / mesh + 1, nh = (h + mesh - 1) / mesh + 1;
	struct ripple full, coarse;
	struct ripple_look look = { RIPPLE_VIEW_REFRACTION, { 0 }, NULL, NULL, 0, 0 };
	struct ripple_image pic = { malloc(w * h * 4), w, h, w * 4, 4 }, a = pic, b = pic;
	double sum = 0;
	int n = 0, out = 0;

	a.pixels = malloc(w * h * 4);
	b.pixels = malloc(w * h * 4);
	for (int i = 0; i < w * h; i++) {
		unsigned int v = (unsigned int)((i / w) << 12 | i % w);

		memcpy(pic.pixels + 4 * i, &v, 4);
	}
	memcpy(a.pixels, pic.pixels, w * h * 4);
	assert_int_equal(ripple_init(&full, w, h), RIPPLE_OK);
	assert_int_equal(ripple_init(&coarse, nw, nh), RIPPLE_OK);
	ripple_drop_soft(&full, 120, 110, 30, 600);
	for (int f = 0; f < 25; f++)
		ripple_spread(&full);
	for (int y = 0; y < nh; y++)
		for (int x = 0; x < nw; x++)
			coarse.cur[y * nw + x] = full.cur[(y * mesh < h ? y * mesh : h - 1) * w + (x * mesh < w ? x * mesh : w - 1)];
	assert_int_equal(ripple_render(&full, &pic, &a), RIPPLE_OK);
	assert_int_equal(ripple_render_mesh(&coarse, &look, mesh, &pic, &b), RIPPLE_OK);
	for (int i = w; i < w * (h - 1); i++) {
		unsigned int u, v;
		double d;

		memcpy(&u, a.pixels + 4 * i, 4);
		memcpy(&v, b.pixels + 4 * i, 4);
		d = hypot((double)(u & 4095) - (v & 4095), (double)(u >> 12) - (v >> 12));
		sum += d;
		out += d > 2;
		n++;
	}
	ripple_free(&full);
	ripple_free(&coarse);
	free(pic.pixels);
	free(a.pixels);
	free(b.pixels);
	*far = (double)out / n;
	return sum / n;
}

static void mesh_stays_near_full_resolution(void **state)
{
	double far2, far4, mean2 = mesh_error(2, &far2), mean4 = mesh_error(4, &far4);

	(void)state;
	print_message("mesh 2: %.3f px on average, %.2f%% over 2 px; mesh 4: %.3f px, %.2f%%\n", mean2, far2 * 100,
		      mean4, far4 * 100);
	assert_true(mean2 < 0.5 && far2 < 0.08);  /* measured: 0.27 px, 4.5% (at the steep fronts) */
	assert_true(mean4 < 0.75 && far4 < 0.08); /* measured: 0.44 px, 6.0% */
}

/* Every kernel's mesh render against the article kernel's (mesh.c's plain C rows), on water rough
 * at the top, barely moving (offsets about the rounding's half) in the middle and still at the
 * bottom (the blocks copied straight), at both meshes, every depth, widths around the SIMD blocks,
 * pitches of whole and odd pixels; the refraction and the heights view (its colours as wide as a
 * pixel is deep) at every depth, the light and both views above 8 bpp (at 32 bpp with a byte a
 * channel, the kernels' lit rows); open water, and a reflecting border with a wall across (each
 * pixel the wall of its nearest node); at the article's gain and at the lesson's (1..RIPPLE_MAX_GAIN,
 * the rough water then up to 2^gain times rougher). */
static void every_kernel_renders_the_mesh_alike(void **state)
{
	static const int mesh_sizes[][2] = { { 320, 240 }, { 37, 23 }, { 16, 5 }, { 17, 9 }, { 3, 3 } };
	static const int views[] = { RIPPLE_VIEW_REFRACTION, RIPPLE_VIEW_LIGHT, RIPPLE_VIEW_BOTH, RIPPLE_VIEW_HEIGHTS };
	static const unsigned int masks[5][3] = { { 0 }, { 0 }, { 0xf800, 0x07e0, 0x001f }, { 0xff0000, 0xff00, 0xff },
						  { 0xff, 0xff00, 0xff0000 } };
	static unsigned int heat[511];

	(void)state;
	for (int i = 0; i < 511; i++)
		heat[i] = (unsigned int)i * 0x1010101u + 0x80402010u;
	for (size_t s = 0; s < sizeof mesh_sizes / sizeof mesh_sizes[0]; s++)
		for (int mesh = 2; mesh <= 4; mesh += 2)
			for (int bpp = 1; bpp <= 4; bpp++)
				for (int c = 0; c < 32; c++) {
					const int odd = c & 1, view = views[c / 2 % 4], walls = c / 8 % 2;
					const int gain = c < 16 ? 0 : 1 + (int)(s + (size_t)(mesh + bpp)) % RIPPLE_MAX_GAIN;
					const int w = mesh_sizes[s][0], h = mesh_sizes[s][1], pitch = w * bpp + (odd ? 5 : 8);
					struct ripple_look look = { view, { masks[bpp][0], masks[bpp][1], masks[bpp][2] }, NULL, heat,
								    0x5a3c1e, gain };

					if (bpp == 1 && (view == RIPPLE_VIEW_LIGHT || view == RIPPLE_VIEW_BOTH))
						continue;
					struct trio t = trio_new(w, h, bpp, pitch);
					unsigned char *before = malloc((size_t)(pitch * h));
					struct ripple r;

					assert_non_null(before);
					memcpy(before, t.got.pixels, (size_t)(pitch * h));
					assert_int_equal(ripple_init(&r, (w + mesh - 1) / mesh + 1, (h + mesh - 1) / mesh + 1), RIPPLE_OK);
					for (int i = 0; i < r.w * r.h; i++)
						r.cur[i] = (short)(3 * i < r.w * r.h /* offsets past every edge */
									   ? (rnd(4001) - 2000) * (1 << gain) / (gain ? 2 : 1)
									   : 3 * i < 2 * r.w * r.h ? rnd(3) - 1 : 0);
					if (walls) { /* a reflecting border and a wall across, its cells at 0 */
						assert_int_equal(ripple_set_edge(&r, RIPPLE_EDGE_REFLECT), RIPPLE_OK);
						assert_int_equal(ripple_wall_line(&r, 1, 1, r.w - 2, r.h - 2, 1, 1), RIPPLE_OK);
					}
					assert_int_equal(ripple_set_kernel(&r, RIPPLE_KERNEL_ARTICLE), RIPPLE_OK);
					assert_int_equal(ripple_render_mesh(&r, &look, mesh, &t.pic, &t.want), RIPPLE_OK);
					for (int k = 0; k < RIPPLE_KERNELS; k++) {
						if (ripple_set_kernel(&r, k) != RIPPLE_OK)
							continue;
						memcpy(t.got.pixels, before, (size_t)(pitch * h)); /* not the last kernel's pixels */
						assert_int_equal(ripple_render_mesh(&r, &look, mesh, &t.pic, &t.got), RIPPLE_OK);
						assert_memory_equal(t.got.pixels, t.want.pixels, (size_t)(pitch * h));
					}
					ripple_free(&r);
					trio_free(&t);
					free(before);
				}
}

/* A 32-bpp page of RIPPLE_STREAM_FROM bytes or more, its rows on 64-byte boundaries: the kernels'
 * mesh rows write it past the caches (ripple_mesh_streams), the same bytes as the article kernel's,
 * at both meshes, on water rough at the top, barely moving in the middle and still at the bottom. */
static void every_kernel_streams_a_large_mesh_alike(void **state)
{
	const int w = 2000, h = 2100, pitch = 2016 * 4;
	const size_t size = (size_t)pitch * (size_t)h;
	unsigned char *mem[3];
	struct ripple_image im[3]; /* the picture, the article kernel's page, each kernel's */
	struct ripple_look look = { RIPPLE_VIEW_REFRACTION, { 0xff0000, 0xff00, 0xff }, NULL, NULL, 0, 0 };

	(void)state;
	for (int i = 0; i < 3; i++) {
		mem[i] = malloc(size + 64);
		assert_non_null(mem[i]);
		im[i] = (struct ripple_image){ mem[i] + (64 - (uintptr_t)mem[i] % 64) % 64, w, h, pitch, 4 };
		for (size_t j = 0; j < size; j++)
			im[i].pixels[j] = (unsigned char)(i ? 0 : rnd(256));
	}
	assert_true(size >= RIPPLE_STREAM_FROM && ripple_mesh_streams(&im[2], 0) && !ripple_mesh_streams(&im[2], 1));
	for (int mesh = 2; mesh <= 4; mesh += 2) {
		struct ripple r;

		assert_int_equal(ripple_init(&r, (w + mesh - 1) / mesh + 1, (h + mesh - 1) / mesh + 1), RIPPLE_OK);
		for (int i = 0; i < r.w * r.h; i++)
			r.cur[i] = (short)(3 * i < r.w * r.h ? rnd(4001) - 2000 : 3 * i < 2 * r.w * r.h ? rnd(3) - 1 : 0);
		assert_int_equal(ripple_set_kernel(&r, RIPPLE_KERNEL_ARTICLE), RIPPLE_OK);
		assert_int_equal(ripple_render_mesh(&r, &look, mesh, &im[0], &im[1]), RIPPLE_OK);
		for (int k = 0; k < RIPPLE_KERNELS; k++) {
			if (ripple_set_kernel(&r, k) != RIPPLE_OK)
				continue;
			memset(im[2].pixels, 0, size);
			assert_int_equal(ripple_render_mesh(&r, &look, mesh, &im[0], &im[2]), RIPPLE_OK);
			assert_memory_equal(im[2].pixels, im[1].pixels, size);
		}
		ripple_free(&r);
	}
	for (int i = 0; i < 3; i++)
		free(mem[i]);
}

/* A mesh's step and render fused in n bands (run in turns from a random one) and seams, against the
 * step and then the render, frame after frame: the same heights (both buffers) and pixels, for
 * both meshes, every view, 16 and 32 bpp, the article kernel and the fastest, 1 to 5 bands
 * (some thinner than the three node rows a band's cells read), at gains 0 and 3 by turns. */
static void the_fused_mesh_frame_matches_step_then_render(void **state)
{
	static const int fsizes[][2] = { { 37, 23 }, { 320, 240 }, { 16, 5 }, { 3, 3 } };
	static const int views[] = { RIPPLE_VIEW_REFRACTION, RIPPLE_VIEW_LIGHT, RIPPLE_VIEW_BOTH, RIPPLE_VIEW_HEIGHTS };
	static unsigned int heat[511];
	const int kernels[2] = { RIPPLE_KERNEL_ARTICLE, ripple_kernel_best() };

	(void)state;
	for (int i = 0; i < 511; i++)
		heat[i] = (unsigned int)i * 0x10101u;
	for (size_t s = 0; s < sizeof fsizes / sizeof fsizes[0]; s++)
		for (int mesh = 2; mesh <= 4; mesh += 2)
			for (int bpp = 2; bpp <= 4; bpp += 2)
				for (int c = 0; c < 8; c++) {
					const int w = fsizes[s][0], h = fsizes[s][1], pitch = w * bpp + 3;
					const int cw = (w + mesh - 1) / mesh + 1, ch = (h + mesh - 1) / mesh + 1;
					struct ripple_look look = { views[c % 4], { 0xf800, 0x07e0, 0x001f }, NULL, heat, 0x1234,
								    (int)s % 2 * 3 };
					struct trio t = trio_new(w, h, bpp, pitch);
					short *cur = malloc(sizeof *cur * (size_t)(cw * ch)), *prev = malloc(sizeof *prev * (size_t)(cw * ch));
					struct ripple a, b;

					assert_non_null(cur);
					assert_non_null(prev);
					if (bpp == 4)
						look.mask[0] = 0xff0000, look.mask[1] = 0xff00, look.mask[2] = 0xff;
					for (int i = 0; i < cw * ch; i++) {
						cur[i] = (short)(rnd(601) - 300);
						prev[i] = (short)(rnd(601) - 300);
					}
					assert_int_equal(ripple_init(&a, cw, ch), RIPPLE_OK);
					assert_int_equal(ripple_init(&b, cw, ch), RIPPLE_OK);
					ripple_set_heights(&a, cur, prev);
					ripple_set_heights(&b, cur, prev);
					assert_int_equal(ripple_set_kernel(&a, kernels[c / 4]), RIPPLE_OK);
					assert_int_equal(ripple_set_kernel(&b, kernels[c / 4]), RIPPLE_OK);
					for (int f = 0, n = 1; f < 10; f++, n = n % 5 + 1) {
						const int first = rnd(n);

						ripple_spread(&a);
						assert_int_equal(ripple_render_mesh(&a, &look, mesh, &t.pic, &t.want), RIPPLE_OK);
						for (int band = 0; band < n; band++)
							assert_int_equal(ripple_frame_mesh_band(&b, &look, mesh, &t.pic, &t.got,
												(first + band) % n, n), RIPPLE_OK);
						assert_int_equal(ripple_frame_mesh_seams(&b, &look, mesh, &t.pic, &t.got, n), RIPPLE_OK);
						assert_memory_equal(a.cur, b.cur, sizeof *cur * (size_t)(cw * ch));
						assert_memory_equal(a.prev, b.prev, sizeof *prev * (size_t)(cw * ch));
						assert_memory_equal(t.got.pixels, t.want.pixels, (size_t)(pitch * h));
					}
					assert_int_equal(ripple_frame_mesh_band(&b, &look, mesh, &t.pic, &t.got, 5, 5), RIPPLE_EINVAL);
					assert_int_equal(ripple_frame_mesh_seams(&b, &look, mesh, &t.pic, &t.got, 0), RIPPLE_EINVAL);
					assert_int_equal(ripple_frame_mesh_band(&b, &look, 3, &t.pic, &t.got, 0, 1), RIPPLE_EINVAL);
					assert_memory_equal(a.prev, b.prev, sizeof *prev * (size_t)(cw * ch)); /* nothing stepped */
					ripple_free(&a);
					ripple_free(&b);
					trio_free(&t);
					free(cur);
					free(prev);
				}
}

/* The mesh's render refuses a bad mesh, a missing table, a gain beyond RIPPLE_MAX_GAIN and a pool
 * too small for the picture. */
static void mesh_render_checks_its_arguments(void **state)
{
	struct ripple r;
	struct ripple_look look = { RIPPLE_VIEW_REFRACTION, { 0 }, NULL, NULL, 0, 0 };
	struct ripple_image pic = image_new(40, 30, 2, 1), out = image_new(40, 30, 2, 0);

	(void)state;
	assert_int_equal(ripple_init(&r, 21, 16), RIPPLE_OK); /* 40 / 2 + 1 by 30 / 2 + 1 */
	assert_int_equal(ripple_render_mesh(&r, &look, 2, &pic, &out), RIPPLE_OK);
	for (int y = 0; y < 30; y++) /* still water: the picture itself */
		assert_memory_equal(out.pixels + y * out.pitch, pic.pixels + y * pic.pitch, 80);
	guards_intact(&out);
	assert_int_equal(ripple_render_mesh(&r, &look, 3, &pic, &out), RIPPLE_EINVAL);
	look.view = RIPPLE_VIEW_HEIGHTS;
	assert_int_equal(ripple_render_mesh(&r, &look, 2, &pic, &out), RIPPLE_EINVAL); /* no heat table */
	look.view = RIPPLE_VIEW_REFRACTION;
	look.gain = RIPPLE_MAX_GAIN + 1;
	assert_int_equal(ripple_render_mesh(&r, &look, 2, &pic, &out), RIPPLE_EINVAL);
	look.gain = 0;
	ripple_free(&r);
	assert_int_equal(ripple_init(&r, 20, 16), RIPPLE_OK); /* 19 mesh cells of 2 cover 38 < 40 pixels */
	assert_int_equal(ripple_render_mesh(&r, &look, 2, &pic, &out), RIPPLE_EINVAL);
	ripple_free(&r);
	free(pic.pixels);
	free(out.pixels);
}

/* A picture of w x h pixels of bpp bytes, every pixel colour v. */
static struct ripple_image plain(int w, int h, int bpp, unsigned int v)
{
	struct ripple_image im = { calloc((size_t)(w * h * bpp), 1), w, h, w * bpp, bpp };

	assert_non_null(im.pixels);
	for (int i = 0; i < w * h; i++)
		memcpy(im.pixels + (size_t)(i * bpp), &v, (size_t)bpp); /* little-endian, as the pixels are */
	return im;
}

/* Pixel (x, y) of im. */
static unsigned int pixel(const struct ripple_image *im, int x, int y)
{
	unsigned int v = 0;

	memcpy(&v, im->pixels + (size_t)im->pitch * (size_t)y + (size_t)(im->bpp * x), (size_t)im->bpp);
	return v;
}

/* Shallow water on a mesh is marked as at full resolution (a green tint in the heights view, a
 * darker floor in the others), each pixel as its nearest node, a wall's node left a wall: on still
 * water over a plain picture every mesh pixel is the full-resolution pixel of its nearest cell, on
 * every kernel; and the shallow pixels are marked (not the picture's colour). */
static void shallow_water_is_marked_on_the_mesh(void **state)
{
	static const int views[] = { RIPPLE_VIEW_HEIGHTS, RIPPLE_VIEW_REFRACTION, RIPPLE_VIEW_LIGHT, RIPPLE_VIEW_BOTH };
	static const unsigned int masks[5][3] = { { 0 }, { 0 }, { 0xf800, 0x07e0, 0x001f }, { 0 }, { 0xff0000, 0xff00, 0xff } };
	static unsigned int heat[511];
	const int rw = 23, rh = 17;
	unsigned char *map = calloc((size_t)(rw * rh), 1);
	int marked = 0;

	(void)state;
	assert_non_null(map);
	for (int i = 0; i < 511; i++)
		heat[i] = (unsigned int)i * 0x10101u + 0x402010u;
	for (int y = 3; y < 12; y++)
		for (int x = 4; x < 19; x++)
			map[y * rw + x] = x < 10 ? 128 : 205; /* two depths */
	for (int mesh = 2; mesh <= 4; mesh += 2)
		for (int bpp = 2; bpp <= 4; bpp += 2)
			for (int v = 0; v < 4; v++) {
				const int shift = mesh == 2 ? 1 : 2, w = (rw - 1) * mesh, h = (rh - 1) * mesh;
				const unsigned int colour = bpp == 4 ? 0x5080a0 : 0x5414;
				struct ripple_look look = { views[v], { masks[bpp][0], masks[bpp][1], masks[bpp][2] }, NULL, heat,
							    0x123456 & (bpp == 4 ? 0xffffff : 0xffff), 0 };
				struct ripple_image src1 = plain(rw, rh, bpp, colour), full = plain(rw, rh, bpp, 0);
				struct ripple_image src = plain(w, h, bpp, colour), got = plain(w, h, bpp, 0);
				struct ripple r;

				assert_int_equal(ripple_init(&r, rw, rh), RIPPLE_OK);
				assert_int_equal(ripple_set_shallow(&r, map), RIPPLE_OK);
				assert_int_equal(ripple_wall_line(&r, 7, 6, 7, 6, 1, 1), RIPPLE_OK); /* a wall in it */
				assert_int_equal(ripple_render_look(&r, &look, &src1, &full), RIPPLE_OK);
				for (int k = 0; k < RIPPLE_KERNELS; k++) {
					if (ripple_set_kernel(&r, k) != RIPPLE_OK)
						continue;
					memset(got.pixels, 0, (size_t)(got.pitch * h));
					assert_int_equal(ripple_render_mesh(&r, &look, mesh, &src, &got), RIPPLE_OK);
					for (int py = 0; py < h; py++)
						for (int px = 0; px < w; px++) {
							const int gx = (px + mesh / 2) >> shift, gy = (py + mesh / 2) >> shift;

							if (gy < 1 || gy >= rh - 1) /* the full render's first and last rows:
											 * the picture's in a refracting view */
								continue;
							if (pixel(&got, px, py) != pixel(&full, gx, gy))
								fail_msg("mesh %d, %d bpp, view %d, kernel %d: pixel %d,%d is %x, its node %d,%d's %x",
									 mesh, bpp, views[v], k, px, py, pixel(&got, px, py), gx, gy,
									 pixel(&full, gx, gy));
							marked += map[gy * rw + gx] && pixel(&got, px, py) != pixel(&full, 0, gy) &&
								  pixel(&got, px, py) != look.wall;
						}
				}
				ripple_free(&r);
				free(src1.pixels);
				free(full.pixels);
				free(src.pixels);
				free(got.pixels);
			}
	assert_true(marked > 1000);
	free(map);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(mesh_stays_near_full_resolution),
		cmocka_unit_test(mesh_render_checks_its_arguments),
		cmocka_unit_test(every_kernel_renders_the_mesh_alike),
		cmocka_unit_test(every_kernel_streams_a_large_mesh_alike),
		cmocka_unit_test(the_fused_mesh_frame_matches_step_then_render),
		cmocka_unit_test(shallow_water_is_marked_on_the_mesh),
	};

	if (cap_kernels("test_mesh", getenv("RIPPLE_CPU")))
		return 1;
	return cmocka_run_group_tests(tests, NULL, NULL);
}
