/* pace.c - frame deadlines from a start time, never "sleep a period after the work". */
#include "core/pace.h"

void pacer_start(struct pacer *p, uint64_t now, uint64_t freq, int fps)
{
	p->start = now;
	p->freq = freq;
	p->fps = fps;
	p->n = 0;
}

uint64_t pacer_deadline(const struct pacer *p, long n)
{
	/* whole seconds and the rest apart, so that n * freq cannot overflow */
	return p->start + (uint64_t)(n / p->fps) * p->freq + (uint64_t)(n % p->fps) * p->freq / (uint64_t)p->fps;
}

uint64_t pacer_wait(const struct pacer *p, uint64_t now)
{
	uint64_t due = pacer_deadline(p, p->n);

	return now < due ? due - now : 0;
}

void pacer_done(struct pacer *p, uint64_t now)
{
	uint64_t late;

	p->n++;
	if (now <= pacer_deadline(p, p->n + RIPPLE_CATCH_UP))
		return; /* a little late: the next frames come at once until the schedule is met */
	/* a stall: drop the missed deadlines, keep the grid, do not rush a burst of frames */
	late = now - p->start;
	p->n = (long)((late / p->freq) * (uint64_t)p->fps + (late % p->freq) * (uint64_t)p->fps / p->freq) + 1;
}

void fps_start(struct fps_meter *m, uint64_t now, uint64_t freq)
{
	m->t0 = now;
	m->freq = freq;
	m->n = -1; /* the first frame opens the first window */
	m->fps = 0;
}

int fps_frame(struct fps_meter *m, uint64_t now)
{
	if (m->n++ < 0 || now - m->last > m->freq / 2) { /* the first frame, or the first after a stop */
		m->t0 = now;
		m->n = 0;
	}
	m->last = now;
	if (now - m->t0 < m->freq)
		return 0;
	m->fps = (double)m->n * (double)m->freq / (double)(now - m->t0);
	m->t0 = now;
	m->n = 0;
	return 1;
}
