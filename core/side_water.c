/* side_water.c - the 2D water tutorial's side view, its water: springs, spreading passes, droplets, the rock. */
#include "core/side_water.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Only +, -, *, / and sqrtf (which IEEE 754 rounds exactly) on floats, never sinf or atan2f:
 * glibc and msvcrt round those differently, and the frames must be the same bits everywhere. */

#define ROCK_SINK (SIDE_WATER_GRAVITY / 2) /* the rock's weight less its buoyancy, under water */
#define ROCK_DRAG 0.8f                 /* under water the rock keeps 0.8 of its speed a frame */

int side_water_init(struct side_water *s, int w, int h, unsigned long long seed)
{
	memset(s, 0, sizeof *s);
	if (w < SIDE_WATER_MIN_W || h < SIDE_WATER_MIN_H || w > RIPPLE_MAX_SIDE || h > RIPPLE_MAX_SIDE)
		return RIPPLE_EINVAL;
	s->w = w;
	s->h = h;
	s->n = w / SIDE_WATER_SPACING + 1;
	s->spacing = (float)w / (float)(s->n - 1);
	s->level = (float)(h / 2);
	s->height = calloc((size_t)s->n, sizeof *s->height);
	s->speed = calloc((size_t)s->n, sizeof *s->speed);
	s->ldelta = calloc((size_t)s->n, sizeof *s->ldelta);
	s->rdelta = calloc((size_t)s->n, sizeof *s->rdelta);
	s->particle = malloc(SIDE_WATER_MAX_PARTICLES * sizeof *s->particle);
	if (!s->height || !s->speed || !s->ldelta || !s->rdelta || !s->particle) {
		side_water_free(s);
		return RIPPLE_ENOMEM;
	}
	side_water_set(s, SIDE_WATER_TENSION, SIDE_WATER_DAMPENING, SIDE_WATER_SPREAD, SIDE_WATER_PASSES);
	s->rng = seed;
	s->rock.radius = w / 40 > 4 ? w / 40 : 4;
	side_water_clear(s);
	return RIPPLE_OK;
}

void side_water_free(struct side_water *s)
{
	free(s->height);
	free(s->speed);
	free(s->ldelta);
	free(s->rdelta);
	free(s->particle);
	s->height = s->speed = s->ldelta = s->rdelta = NULL;
	s->particle = NULL;
	s->n = s->nparticles = 0;
}

void side_water_clear(struct side_water *s)
{
	for (int i = 0; i < s->n; i++) {
		s->height[i] = s->level;
		s->speed[i] = 0;
	}
	s->nparticles = 0;
	s->rock.active = 0;
}

int side_water_set(struct side_water *s, float tension, float dampening, float spread, int passes)
{
	if (!(tension >= 0 && tension <= 1 && dampening >= 0 && dampening <= 1 && spread >= 0 && spread <= 0.5f) ||
	    passes < 0 || passes > SIDE_WATER_MAX_PASSES)
		return RIPPLE_EINVAL;
	s->tension = tension;
	s->dampening = dampening;
	s->spread = spread;
	s->passes = passes;
	return RIPPLE_OK;
}

/* The next random number in [lo, hi): 24 bits of a 64-bit LCG, exact in a float. */
static float random_between(struct side_water *s, float lo, float hi)
{
	s->rng = s->rng * 6364136223846793005ULL + 1442695040888963407ULL;
	return lo + (hi - lo) * ((float)(s->rng >> 40) * (1.0f / 16777216.0f));
}

/* The cosine and sine of `deg` degrees (-180..180): the Taylor series to the 11th power of an
 * angle folded into -90..90, within 1e-6 of the truth and the same bits on every machine. */
static void polar(float deg, float length, float *x, float *y)
{
	const int back = deg > 90 || deg < -90;
	const float a = (back ? (deg > 0 ? 180 - deg : -180 - deg) : deg) * (3.14159265f / 180), a2 = a * a;
	const float sine = a * (1 - a2 / 6 * (1 - a2 / 20 * (1 - a2 / 42 * (1 - a2 / 72 * (1 - a2 / 110)))));
	const float cosine = 1 - a2 / 2 * (1 - a2 / 12 * (1 - a2 / 30 * (1 - a2 / 56 * (1 - a2 / 90))));

	*x = (back ? -cosine : cosine) * length;
	*y = sine * length;
}

/* Points a droplet along its velocity (it keeps its direction while it stands still). */
static void point_along(struct side_water_particle *p)
{
	const float len = sqrtf(p->vx * p->vx + p->vy * p->vy);

	if (len > 0) {
		p->ox = p->vx / len;
		p->oy = p->vy / len;
	}
}

/* The article's CreateSplashParticles: for i < speed / 8, a droplet within SIDE_WATER_SCATTER pixels
 * of the splash (above the surface: the article's droplets born under it vanish at once), thrown
 * at -150..-30 degrees with a speed of up to 0.5 sqrt(speed). */
static void throw_droplets(struct side_water *s, float x, float speed)
{
	const float y = side_water_surface(s, x);

	for (int i = 0; i < speed / 8 && s->nparticles < SIDE_WATER_MAX_PARTICLES; i++) {
		struct side_water_particle *p = &s->particle[s->nparticles++];
		float dx, dy;
		const float deg = random_between(s, -180, 0), length = random_between(s, 0, SIDE_WATER_SCATTER);

		polar(deg, length, &dx, &dy);
		p->x = x + dx;
		p->y = y + dy;
		const float throw_deg = random_between(s, -150, -30);

		polar(throw_deg, random_between(s, 0, 0.5f * sqrtf(speed)), &p->vx, &p->vy);
		p->ox = 1;
		p->oy = 0;
		point_along(p);
	}
}

int side_water_hit(struct side_water *s, int x, float speed)
{
	int i;

	if (x < 0 || x >= s->w)
		return RIPPLE_EOUTSIDE;
	i = (int)((float)x / s->spacing + 0.5f);
	s->speed[i < s->n ? i : s->n - 1] = speed;
	if (speed > SIDE_WATER_THROW_FROM)
		throw_droplets(s, (float)x, speed);
	return RIPPLE_OK;
}

int side_water_drop_rock(struct side_water *s, int x)
{
	if (x < 0 || x >= s->w)
		return RIPPLE_EOUTSIDE;
	s->rock.active = 1;
	s->rock.x = (float)x;
	s->rock.y = (float)s->rock.radius;
	s->rock.vy = 0;
	s->rock.under = 0;
	return RIPPLE_OK;
}

/*
 * The article's water. Each spring is Hooke's law with damping, integrated by Euler's method:
 *   x = height - level,  a = -k x - d v,  height += v,  v += a
 * Then, `passes` times, every spring pulls its neighbours towards its own height:
 *   delta = spread (h[i] - h[i +- 1]), added to the neighbour's speed and then its height,
 * all deltas measured before any height changes, so the order of the springs does not matter.
 * Euler's step multiplies a lone spring's energy by about 1 - d + k a frame: with the article's
 * k = d it neither gains nor loses, and only the spreading passes calm the water (long waves
 * slowly); a dampening above the tension makes it still.
 */
void side_water_springs(struct side_water *s)
{
	for (int i = 0; i < s->n; i++) {
		const float x = s->height[i] - s->level;
		const float a = -s->tension * x - s->dampening * s->speed[i];

		s->height[i] += s->speed[i];
		s->speed[i] += a;
	}
	for (int j = 0; j < s->passes; j++) {
		for (int i = 0; i < s->n; i++) {
			if (i > 0) {
				s->ldelta[i] = s->spread * (s->height[i] - s->height[i - 1]);
				s->speed[i - 1] += s->ldelta[i];
			}
			if (i < s->n - 1) {
				s->rdelta[i] = s->spread * (s->height[i] - s->height[i + 1]);
				s->speed[i + 1] += s->rdelta[i];
			}
		}
		for (int i = 0; i < s->n; i++) {
			if (i > 0)
				s->height[i - 1] += s->ldelta[i];
			if (i < s->n - 1)
				s->height[i + 1] += s->rdelta[i];
		}
	}
}

float side_water_surface(const struct side_water *s, float x)
{
	const float at = x / s->spacing;
	int i;

	if (!(at > 0))
		return s->height[0];
	if (at >= (float)(s->n - 1))
		return s->height[s->n - 1];
	i = (int)at;
	return s->height[i] + (s->height[i + 1] - s->height[i]) * (at - (float)i);
}

/* The article's UpdateParticle, and the droplets kept: inside the sides, above the surface. */
static void move_droplets(struct side_water *s)
{
	int kept = 0;

	for (int i = 0; i < s->nparticles; i++) {
		struct side_water_particle p = s->particle[i];

		p.vy += SIDE_WATER_GRAVITY;
		p.x += p.vx;
		p.y += p.vy;
		point_along(&p);
		if (p.x >= 0 && p.x <= (float)s->w && p.y <= side_water_surface(s, p.x))
			s->particle[kept++] = p;
	}
	s->nparticles = kept;
}

/* The rock falls; as its centre goes under it splashes (speed 2 vy^2, so a rock dropped from
 * higher throws more), then it sinks slowly against the water's drag and rests on the bottom. */
static void move_rock(struct side_water *s)
{
	struct side_water_rock *r = &s->rock;

	if (!r->active)
		return;
	if (r->under)
		r->vy = (r->vy + ROCK_SINK) * ROCK_DRAG;
	else
		r->vy += SIDE_WATER_GRAVITY;
	r->y += r->vy;
	if (!r->under && r->y >= side_water_surface(s, r->x)) {
		r->under = 1;
		side_water_hit(s, (int)r->x, 2 * r->vy * r->vy);
	}
	if (r->y > (float)(s->h - r->radius)) {
		r->y = (float)(s->h - r->radius);
		r->vy = 0;
	}
}

void side_water_step(struct side_water *s)
{
	side_water_springs(s);
	move_droplets(s);
	move_rock(s);
}
