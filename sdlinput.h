/* sdlinput.h - the keys and the mouse of an SDL event passed to the run, as the shells on SDL (sdlmain.c, webmain.c) both pass them; the fingers, each its own, as the page passes them. */
#ifndef SDLINPUT_H
#define SDLINPUT_H

#include "window/shell.h"

#include <SDL.h>

/* A key pressed (not its repeats) passed to command_key: F1 to F12 as KEY_F1 on, the others as SDL's
 * key codes, which are their lower-case ASCII codes; Ctrl and Alt as MOD_*. Returns its request
 * (SHELL_*), -1 for a repeat. */
static inline int sdlinput_key(struct play *p, const SDL_KeyboardEvent *k)
{
	const SDL_Keycode sym = k->keysym.sym;
	const int key = sym >= SDLK_F1 && sym <= SDLK_F12 ? KEY_F1 + (int)(sym - SDLK_F1) : (int)sym;
	const int mods = ((k->keysym.mod & KMOD_CTRL) ? MOD_CTRL : 0) | ((k->keysym.mod & KMOD_ALT) ? MOD_ALT : 0);

	return k->repeat ? -1 : command_key(p, key, mods);
}

/* The keys and the mouse of event e passed in: a key to sdlinput_key; the left and right buttons,
 * the pointer and the wheel to play_press, play_move, play_release and play_wheel. Returns the
 * request a key leaves to the shell (SHELL_*), or SHELL_NOTHING after a button let go (walls may
 * have come or gone): the shell answers it, then sets the title; -1 for any other event, which is
 * the shell's. Inline, so that a click goes from the shell straight into window/play.c. */
static inline int sdlinput_pass(struct play *p, const SDL_Event *e)
{
	switch (e->type) {
	case SDL_KEYDOWN:
		return sdlinput_key(p, &e->key);
	case SDL_MOUSEBUTTONDOWN:
		if (e->button.button == SDL_BUTTON_LEFT || e->button.button == SDL_BUTTON_RIGHT)
			play_press(p, e->button.button == SDL_BUTTON_LEFT ? SCENE_LEFT : SCENE_RIGHT, e->button.x,
				   e->button.y, (SDL_GetModState() & KMOD_SHIFT) != 0);
		return -1;
	case SDL_MOUSEMOTION:
		play_move(p, e->motion.x, e->motion.y);
		return -1;
	case SDL_MOUSEWHEEL:
		play_wheel(p, e->wheel.direction == SDL_MOUSEWHEEL_FLIPPED ? -e->wheel.y : e->wheel.y);
		return -1;
	case SDL_MOUSEBUTTONUP:
		play_release(p, e->button.button == SDL_BUTTON_LEFT ? SCENE_LEFT
				: e->button.button == SDL_BUTTON_RIGHT ? SCENE_RIGHT : -1);
		return SHELL_NOTHING;
	default:
		return -1;
	}
}

/* The fingers of event e on a touch screen passed in, each as its own (play_finger_down,
 * play_finger_move, play_finger_up), at the pixel of window win under it: SDL gives its point as a
 * fraction of the window's width and height, which SDL's own finger-made mouse rounds so too.
 * Returns SHELL_NOTHING after a finger lifted (the shell sets the title), -1 for any other event,
 * and for the fingers SDL makes of the mouse (SDL_MOUSE_TOUCHID), which sdlinput_pass passes. A
 * shell that passes the fingers so asks SDL for no mouse made of them (SDL_HINT_TOUCH_MOUSE_EVENTS
 * "0"), or each finger's first would be a stone twice. */
static inline int sdlinput_finger(struct play *p, SDL_Window *win, const SDL_Event *e)
{
	int w, h, x, y;

	if ((e->type != SDL_FINGERDOWN && e->type != SDL_FINGERMOTION && e->type != SDL_FINGERUP) ||
	    e->tfinger.touchId == SDL_MOUSE_TOUCHID)
		return -1;
	SDL_GetWindowSize(win, &w, &h);
	x = SDL_clamp((int)(e->tfinger.x * (float)w), 0, w - 1);
	y = SDL_clamp((int)(e->tfinger.y * (float)h), 0, h - 1);
	if (e->type == SDL_FINGERDOWN)
		play_finger_down(p, e->tfinger.fingerId, x, y);
	else if (e->type == SDL_FINGERMOTION)
		play_finger_move(p, e->tfinger.fingerId, x, y);
	else
		play_finger_up(p, e->tfinger.fingerId);
	return e->type == SDL_FINGERUP ? SHELL_NOTHING : -1;
}

#endif
