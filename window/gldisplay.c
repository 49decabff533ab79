/* gldisplay.c - the OpenGL displays: GL 2.1 (or OpenGL ES 3.0, the browser's WebGL 2) through SDL's context, every function looked up by name (no link to libGL). */
#include "window/gldisplay.h"

#include "files/font.h"

#define GL_GLEXT_PROTOTYPES /* declares every function, for __typeof__; none is called directly */
#include <SDL_opengl.h>

#include <math.h>
#include <stdio.h>
#include <string.h>

#define GLDISPLAY_MAX_SIDE 512 /* vertices along the 3D mesh's longer side; a larger pool is sampled */
#define GLDISPLAY_LIFT 0.2f    /* the 3D view's height of one unit of the 320x240 lesson's wave, in pixels */
#define GLDISPLAY_FOV 45.0f    /* the camera's vertical field of view, in degrees */
#define GLDISPLAY_PI 3.14159265f
/* On a software renderer the 3D view is drawn into a framebuffer of at most this many pixels, the
 * window's shape, with a vertex every GLDISPLAY_SOFT_SPACING of its pixels at most, and scaled up:
 * Mesa's llvmpipe spends its time per pixel and per triangle, and at 1920x1080 it drew 6 frames a
 * second where this drew 16 (two shared cores, rain 100); a vertex every 5 pixels rather than 4
 * then took a 1920x1080 window from 22-28 fps uncapped to 27-31, and 25 capped held. */
#define GLDISPLAY_SOFT_PIXELS (960 * 540)
#define GLDISPLAY_SOFT_SPACING 5

/* The GL functions the views call, by their names less "gl". */
#define GL_FUNCTIONS(X) \
	X(GetString) X(Viewport) X(ClearColor) X(Clear) X(Enable) X(Disable) X(BlendFunc) X(GetError) \
	X(GenTextures) X(DeleteTextures) X(BindTexture) X(TexParameteri) X(TexImage2D) X(TexSubImage2D) \
	X(PixelStorei) X(ReadPixels) X(ReadBuffer) X(DrawArrays) X(DrawElements) X(ActiveTexture) \
	X(GenBuffers) X(DeleteBuffers) X(BindBuffer) X(BufferData) X(BufferSubData) \
	X(CreateShader) X(ShaderSource) X(CompileShader) X(GetShaderiv) X(GetShaderInfoLog) X(DeleteShader) \
	X(CreateProgram) X(AttachShader) X(BindAttribLocation) X(LinkProgram) X(GetProgramiv) \
	X(GetProgramInfoLog) X(UseProgram) X(DeleteProgram) X(GetUniformLocation) X(Uniform1i) X(Uniform1f) \
	X(Uniform2f) X(Uniform3f) X(UniformMatrix4fv) X(VertexAttribPointer) X(EnableVertexAttribArray) \
	X(DisableVertexAttribArray)

/* The framebuffer objects' functions (OpenGL 3.0, in every Mesa): the 3D view drawn smaller on a
 * software renderer needs them; without them it is drawn at the window's size, as on a GPU. */
#define GL_FBO_FUNCTIONS(X) \
	X(GenFramebuffers) X(DeleteFramebuffers) X(BindFramebuffer) X(FramebufferTexture2D) \
	X(GenRenderbuffers) X(DeleteRenderbuffers) X(BindRenderbuffer) X(RenderbufferStorage) \
	X(FramebufferRenderbuffer) X(CheckFramebufferStatus)

struct gl {
#define GL_FUNCTION_POINTER(name) __typeof__(gl##name) *name;
	GL_FUNCTIONS(GL_FUNCTION_POINTER)
	GL_FBO_FUNCTIONS(GL_FUNCTION_POINTER)
#undef GL_FUNCTION_POINTER
};

/* The vertex attributes' places, the same in every program. */
enum { ATTR_POS, ATTR_UV, ATTR_WAVE };

/* The programs: the flat texture (also the text), refraction on the GPU, the lit surface. */
enum { PROG_FLAT, PROG_REFRACT, PROG_SURFACE, PROGS };

/* The textures: the page, the picture, the heights, the text, the smaller 3D view's colours, the
 * cells' marks (walls, shallow water). */
enum { TEX_PAGE, TEX_PICTURE, TEX_HEIGHTS, TEX_TEXT, TEX_SMALL, TEX_MARKS, TEXS };

/* The buffers: the mesh's positions, the wave at each vertex, the mesh's triangles, a rectangle's
 * corners (positions and texture coordinates). */
enum { BUF_POS, BUF_WAVE, BUF_INDEX, BUF_QUAD, BUFS };

struct gldisplay {
	struct gl gl;
	SDL_Window *win;
	SDL_GLContext ctx;
	GLuint prog[PROGS], tex[TEXS], buf[BUFS];
	char renderer[128];
	int es;                          /* OpenGL ES 3 (WebGL 2): GLSL ES 3.00, textures in bytes R, G, B, A */
	int float_linear;                /* OpenGL ES: float textures can be filtered (the heights on a mesh) */
	int software;                    /* a software renderer with framebuffer objects: the 3D view drawn smaller */
	GLuint fbo, depth;               /* the smaller 3D view's framebuffer (TEX_SMALL its colours) and depth */
	int small_w, small_h;            /* its size; 0 before it is made */
	SDL_Surface *argb;               /* the page or the picture converted to the layout the textures read */
	const SDL_Surface *picture;      /* the picture in TEX_PICTURE, and its generation */
	unsigned picture_gen;
	int page_w, page_h;              /* TEX_PAGE's size */
	int heights_w, heights_h;        /* TEX_HEIGHTS's size */
	void *heights;                   /* the heights offset by 32768, for TEX_HEIGHTS: 16 bits, or floats / 65535 on ES */
	unsigned char *marks[2];         /* ripple_marks' cells: those in TEX_MARKS, and the frame's to compare */
	int marks_w, marks_h;            /* TEX_MARKS's size; 0 before it is made */
	int mesh_w, mesh_h, mesh_step;   /* the pool the mesh was made for, and its sampling */
	int nx, ny;                      /* the mesh's vertices across and down */
	float *wave;                     /* 3 floats a vertex: height, left - right, up - down */
	float yaw, pitch, distance;      /* the camera, in radians and multiples of the pool's size */
	int win_w, win_h;                /* the drawable's size at the last draw */
};

/* Each shader is written once for both dialects, in words the preludes define: IN and OUT a
 * stage's inputs and outputs, TEX a texture's lookup, FRAG the colour written. The preludes say
 * them in desktop GLSL 1.20 and in GLSL ES 3.00 (OpenGL ES 3, WebGL 2), whose fragment shaders
 * compute in full precision, as the 16-bit heights need. */
static const char *const prelude[2][2] = {
	{ "#version 120\n#define IN attribute\n#define OUT varying\n",
	  "#version 120\n#define IN varying\n#define TEX texture2D\n#define FRAG gl_FragColor\n" },
	{ "#version 300 es\n#define IN in\n#define OUT out\n",
	  "#version 300 es\nprecision highp float;\nprecision highp sampler2D;\n#define IN in\n#define TEX texture\n"
	  "out vec4 frag;\n#define FRAG frag\n" },
};

static const char quad_vs[] =
	"IN vec2 pos; IN vec2 uv; OUT vec2 t;\n"
	"void main() { t = uv; gl_Position = vec4(pos, 0.0, 1.0); }\n";

static const char flat_fs[] =
	"uniform sampler2D tex; IN vec2 t;\n"
	"void main() { FRAG = TEX(tex, t); }\n";

/* The marks the software views draw over the water, read from the cells' marks (ripple_marks's,
 * on unit 2, when `marked`): the mark of the node nearest pixel p (0 off the pool), and a colour
 * marked with it: a wall in its colour, shallow water's floor darker (where `shallow` says so). */
#define MARKS_FS \
	"uniform sampler2D marks; uniform float marked; uniform vec3 wall; uniform vec2 cells; uniform float mesh;\n" \
	"float mark_of(vec2 p) {\n" \
	"	vec2 c = floor((p + floor(mesh / 2.0)) / mesh);\n" \
	"	if (marked == 0.0 || c.x >= cells.x || c.y >= cells.y) return 0.0;\n" \
	"	return floor(TEX(marks, (c + 0.5) / cells).r * 255.0 + 0.5);\n" \
	"}\n" \
	"vec3 marked_colour(vec3 colour, float m, bool shallow) {\n" \
	"	if (m == 255.0) return wall;\n" \
	"	return shallow ? max(colour - m / 255.0, 0.0) : colour;\n" \
	"}\n"

/* The article's render on the GPU. Pixel p of row y takes the picture's pixel at p + (left - right,
 * up - down), with the article's neighbours: by index, so the left of a row's first cell is the
 * last of the row above. Rows 0 and h-1 and sources outside the picture show the picture itself
 * (the software render leaves those pixels as they were). On a mesh the heights between nodes are
 * interpolated and the offsets divided by the mesh. Walls and shallow water marked as the software
 * marks them: each pixel as its nearest node, but for shallow water at mesh 1 not on the pixels
 * showing the picture itself. */
static const char refract_fs[] = MARKS_FS
	"uniform sampler2D pic; uniform sampler2D heights; uniform vec2 size; IN vec2 t;\n"
	"float height(vec2 c) {\n"
	"	return floor(TEX(heights, (c + 0.5) / cells).r * 65535.0 + 0.5) - 32768.0;\n"
	"}\n"
	"vec2 by_index(vec2 c) {\n"
	"	if (c.x < 0.0) return vec2(cells.x - 1.0, c.y - 1.0);\n"
	"	if (c.x >= cells.x) return vec2(0.0, c.y + 1.0);\n"
	"	return c;\n"
	"}\n"
	"void main() {\n"
	"	vec2 p = floor(t * size), c = p / mesh, dx = vec2(1.0, 0.0), dy = vec2(0.0, 1.0);\n"
	"	vec2 off = mesh == 1.0 ? vec2(height(by_index(c - dx)) - height(by_index(c + dx)),\n"
	"				      height(c - dy) - height(c + dy))\n"
	"			       : floor(vec2(height(c - dx) - height(c + dx), height(c - dy) - height(c + dy)) / mesh);\n"
	"	vec2 s = p + off;\n"
	"	bool itself = p.y < 1.0 || p.y > size.y - 2.0 || s.x < 0.0 || s.y < 0.0 || s.x >= size.x || s.y >= size.y;\n"
	"	if (itself)\n"
	"		s = p;\n"
	"	FRAG = vec4(marked_colour(TEX(pic, (s + 0.5) / size).rgb, mark_of(p), mesh > 1.0 || !itself), 1.0);\n"
	"}\n";

/* The surface: x and y in picture pixels around the middle, z the height; the normal from the
 * neighbours' differences over 2 * spacing pixels. */
static const char surface_vs[] =
	"IN vec2 pos; IN vec3 wave; uniform mat4 mvp; uniform vec2 size;\n"
	"uniform float lift; uniform float spacing; OUT vec2 t; OUT vec3 n;\n"
	"void main() {\n"
	"	t = (pos + 0.5) / size;\n"
	"	n = vec3(wave.y * lift, -wave.z * lift, 2.0 * spacing);\n"
	"	gl_Position = mvp * vec4(pos.x - 0.5 * size.x, 0.5 * size.y - pos.y, wave.x * lift, 1.0);\n"
	"}\n";

/* The picture on the water, lit from the upper left: diffuse light and a highlight; walls and
 * shallow water's darker floor marked on it. */
static const char surface_fs[] = MARKS_FS
	"uniform sampler2D pic; uniform vec2 size; IN vec2 t; IN vec3 n;\n"
	"void main() {\n"
	"	vec3 l = normalize(vec3(-0.4, 0.5, 0.75)), m = normalize(n);\n"
	"	float diffuse = max(dot(m, l), 0.0);\n"
	"	float shine = pow(max(dot(reflect(-l, m), vec3(0.0, 0.0, 1.0)), 0.0), 40.0);\n"
	"	vec3 colour = marked_colour(TEX(pic, t).rgb, mark_of(floor(t * size)), true);\n"
	"	FRAG = vec4(colour * (0.3 + 0.8 * diffuse) + 0.3 * shine, 1.0);\n"
	"}\n";

void gldisplay_attributes(void)
{
	SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
	SDL_GL_SetAttribute(SDL_GL_RED_SIZE, 8);
	SDL_GL_SetAttribute(SDL_GL_GREEN_SIZE, 8);
	SDL_GL_SetAttribute(SDL_GL_BLUE_SIZE, 8);
	SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 24);
#ifdef __EMSCRIPTEN__ /* the browser's WebGL 2 is OpenGL ES 3.0 */
	SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
	SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
	SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
#endif
}

/* Looks up every function. Returns 0, or -1 with the first missing one in err. */
static int load_functions(struct gl *gl, char *err, size_t errlen)
{
#define LOAD_GL_FUNCTION(name) \
	if (!(gl->name = (__typeof__(gl##name) *)SDL_GL_GetProcAddress("gl" #name))) { \
		snprintf(err, errlen, "the OpenGL driver lacks gl" #name " (OpenGL 2.1 is needed)"); \
		return -1; \
	}
	GL_FUNCTIONS(LOAD_GL_FUNCTION)
#undef LOAD_GL_FUNCTION
	return 0;
}

/* Whether the driver is one of Mesa's software rasterizers that has the framebuffer objects'
 * functions (looked up here). */
static int software_with_fbo(struct gl *gl, const char *renderer)
{
	if (!strstr(renderer, "llvmpipe") && !strstr(renderer, "softpipe") && !strstr(renderer, "swrast"))
		return 0;
#define LOAD_GL_FBO_FUNCTION(name) \
	if (!(gl->name = (__typeof__(gl##name) *)SDL_GL_GetProcAddress("gl" #name))) \
		return 0;
	GL_FBO_FUNCTIONS(LOAD_GL_FBO_FUNCTION)
#undef LOAD_GL_FBO_FUNCTION
	return 1;
}

/* One shader compiled after its dialect's prelude, or 0 with the compiler's first line in err. */
static GLuint compile(struct gldisplay *g, GLenum type, const char *src, char *err, size_t errlen)
{
	GLuint s = g->gl.CreateShader(type);
	GLint ok = 0;
	char log[256] = "";
	const char *text[2] = { prelude[g->es][type == GL_FRAGMENT_SHADER], src };

	g->gl.ShaderSource(s, 2, text, NULL);
	g->gl.CompileShader(s);
	g->gl.GetShaderiv(s, GL_COMPILE_STATUS, &ok);
	if (ok)
		return s;
	g->gl.GetShaderInfoLog(s, sizeof log, NULL, log);
	log[strcspn(log, "\n")] = 0;
	snprintf(err, errlen, "the OpenGL driver cannot compile a shader: %s", log);
	g->gl.DeleteShader(s);
	return 0;
}

/* A program of a vertex and a fragment shader, the attributes at their places; 0 with err. */
static GLuint link_program(struct gldisplay *g, const char *vs, const char *fs, char *err, size_t errlen)
{
	GLuint v = compile(g, GL_VERTEX_SHADER, vs, err, errlen), f = v ? compile(g, GL_FRAGMENT_SHADER, fs, err, errlen) : 0;
	GLuint p = 0;
	GLint ok = 0;

	if (v && f) {
		p = g->gl.CreateProgram();
		g->gl.AttachShader(p, v);
		g->gl.AttachShader(p, f);
		g->gl.BindAttribLocation(p, ATTR_POS, "pos");
		g->gl.BindAttribLocation(p, ATTR_UV, "uv");
		g->gl.BindAttribLocation(p, ATTR_WAVE, "wave");
		g->gl.LinkProgram(p);
		g->gl.GetProgramiv(p, GL_LINK_STATUS, &ok);
		if (!ok) {
			snprintf(err, errlen, "the OpenGL driver cannot link the shaders");
			g->gl.DeleteProgram(p);
			p = 0;
		}
	}
	if (v)
		g->gl.DeleteShader(v);
	if (f)
		g->gl.DeleteShader(f);
	return p;
}

/* Whether the context is OpenGL ES (its version says "OpenGL ES 3.0 ..."), and there whether the
 * heights' float texture can be filtered. */
static void dialect(struct gldisplay *g)
{
	const char *version = (const char *)g->gl.GetString(GL_VERSION);
	const char *extensions = (const char *)g->gl.GetString(GL_EXTENSIONS);

	g->es = version && strncmp(version, "OpenGL ES", 9) == 0;
	g->float_linear = g->es && extensions && strstr(extensions, "OES_texture_float_linear");
}

/* The three programs in the context's dialect, their samplers on texture units 0, 1 and 2. Returns 0
 * or -1 with err. */
static int make_programs(struct gldisplay *g, char *err, size_t errlen)
{
	static const char *const src[PROGS][2] = { { quad_vs, flat_fs }, { quad_vs, refract_fs }, { surface_vs, surface_fs } };

	dialect(g);

	for (int i = 0; i < PROGS; i++) {
		if (!(g->prog[i] = link_program(g, src[i][0], src[i][1], err, errlen)))
			return -1;
		g->gl.UseProgram(g->prog[i]);
		g->gl.Uniform1i(g->gl.GetUniformLocation(g->prog[i], i == PROG_FLAT ? "tex" : "pic"), 0);
		g->gl.Uniform1i(g->gl.GetUniformLocation(g->prog[i], "heights"), 1);
		g->gl.Uniform1i(g->gl.GetUniformLocation(g->prog[i], "marks"), 2);
	}
	return 0;
}

struct gldisplay *gldisplay_open(SDL_Window *win, char *err, size_t errlen)
{
	struct gldisplay *g = SDL_calloc(1, sizeof *g);

	if (!g) {
		snprintf(err, errlen, "out of memory");
		return NULL;
	}
	g->win = win;
	if (!(SDL_GetWindowFlags(win) & SDL_WINDOW_OPENGL)) { /* the shell could not have it: ask why */
		if (SDL_GL_LoadLibrary(NULL) == 0) {
			SDL_GL_UnloadLibrary();
			SDL_SetError("the window was made without it");
		}
		snprintf(err, errlen, "no OpenGL: %s", SDL_GetError());
	} else if (!(g->ctx = SDL_GL_CreateContext(win))) {
		snprintf(err, errlen, "no OpenGL context: %s", SDL_GetError());
	} else if (load_functions(&g->gl, err, errlen) == 0 && make_programs(g, err, errlen) == 0) {
		SDL_GL_SetSwapInterval(0); /* the program keeps its own time */
		snprintf(g->renderer, sizeof g->renderer, "%s", (const char *)g->gl.GetString(GL_RENDERER));
		g->software = software_with_fbo(&g->gl, g->renderer);
		g->gl.GenTextures(TEXS, g->tex);
		g->gl.GenBuffers(BUFS, g->buf);
		gldisplay_reset(g);
		return g;
	}
	gldisplay_close(g);
	return NULL;
}

void gldisplay_close(struct gldisplay *g)
{
	if (!g)
		return;
	if (g->ctx && g->gl.DeleteBuffers) {
		SDL_GL_MakeCurrent(g->win, g->ctx);
		g->gl.DeleteBuffers(BUFS, g->buf);
		g->gl.DeleteTextures(TEXS, g->tex);
		if (g->fbo)
			g->gl.DeleteFramebuffers(1, &g->fbo);
		if (g->depth)
			g->gl.DeleteRenderbuffers(1, &g->depth);
		for (int i = 0; i < PROGS; i++)
			if (g->prog[i])
				g->gl.DeleteProgram(g->prog[i]);
	}
	if (g->ctx)
		SDL_GL_DeleteContext(g->ctx);
	SDL_FreeSurface(g->argb);
	SDL_free(g->heights);
	SDL_free(g->marks[0]);
	SDL_free(g->marks[1]);
	SDL_free(g->wave);
	SDL_free(g);
}

const char *gldisplay_renderer(const struct gldisplay *g)
{
	return g->renderer;
}

/* Binds texture `which` on unit `unit`, filtering nearest or linear. */
static void bind(struct gldisplay *g, int which, int unit, int linear)
{
	const GLint filter = linear ? GL_LINEAR : GL_NEAREST;

	g->gl.ActiveTexture(GL_TEXTURE0 + (GLenum)unit);
	g->gl.BindTexture(GL_TEXTURE_2D, g->tex[which]);
	g->gl.TexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, filter);
	g->gl.TexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, filter);
	g->gl.TexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
	g->gl.TexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
}

/* A surface of any depth (8 bpp through its palette) in the layout the textures read: on desktop
 * GL the one GL_BGRA reads, itself when it is one (ARGB8888, or RGB888 whose unused byte the
 * texture drops); on OpenGL ES, which reads bytes R, G, B, A only, ABGR8888 (opaque where the
 * surface has no alpha). Else converted into g->argb, copied (not blended). NULL when out of memory. */
static SDL_Surface *as_argb(struct gldisplay *g, SDL_Surface *s)
{
	const Uint32 layout = g->es ? SDL_PIXELFORMAT_ABGR8888 : SDL_PIXELFORMAT_ARGB8888;
	SDL_BlendMode blend;

	if (s->format->format == layout || (!g->es && s->format->format == SDL_PIXELFORMAT_RGB888))
		return s;
	if (!g->argb || g->argb->w != s->w || g->argb->h != s->h || g->argb->format->format != layout) {
		SDL_FreeSurface(g->argb);
		g->argb = SDL_CreateRGBSurfaceWithFormat(0, s->w, s->h, 32, layout);
		if (!g->argb)
			return NULL;
	}
	SDL_GetSurfaceBlendMode(s, &blend);
	SDL_SetSurfaceBlendMode(s, SDL_BLENDMODE_NONE);
	SDL_BlitSurface(s, NULL, g->argb, NULL);
	SDL_SetSurfaceBlendMode(s, blend);
	return g->argb;
}

/* Uploads a surface into the bound texture, made anew at its size when `fresh`: in the layout the
 * driver keeps, so that it copies the rows as they are. */
static void upload(struct gldisplay *g, SDL_Surface *s, int fresh)
{
	SDL_Surface *a = as_argb(g, s);

	if (!a)
		return;
	const GLint inside = a->format->format == SDL_PIXELFORMAT_RGB888 ? GL_RGB8 : GL_RGBA8;
	const GLenum format = g->es ? GL_RGBA : GL_BGRA, type = g->es ? GL_UNSIGNED_BYTE : GL_UNSIGNED_INT_8_8_8_8_REV;

	g->gl.PixelStorei(GL_UNPACK_ALIGNMENT, 4);
	g->gl.PixelStorei(GL_UNPACK_ROW_LENGTH, a->pitch / 4);
	if (fresh)
		g->gl.TexImage2D(GL_TEXTURE_2D, 0, inside, a->w, a->h, 0, format, type, a->pixels);
	else
		g->gl.TexSubImage2D(GL_TEXTURE_2D, 0, 0, 0, a->w, a->h, format, type, a->pixels);
	g->gl.PixelStorei(GL_UNPACK_ROW_LENGTH, 0);
}

/* The picture into TEX_PICTURE on unit 0, uploaded again only when the demo has another. */
static void bind_picture(struct gldisplay *g, const struct demo *d, int linear)
{
	bind(g, TEX_PICTURE, 0, linear);
	if (g->picture != demo_picture(d) || g->picture_gen != demo_picture_gen(d)) {
		upload(g, demo_picture(d), 1);
		g->picture = demo_picture(d);
		g->picture_gen = demo_picture_gen(d);
	}
}

/* The heights into TEX_HEIGHTS on unit 1, offset to 0..65535: a 16-bit texture, or on OpenGL ES
 * (which has none) a float one holding the same values over 65535, exactly (the shader reads
 * both alike). Filtered there only where the driver can (OES_texture_float_linear). */
static void bind_heights(struct gldisplay *g, const struct ripple *r, int linear)
{
	const size_t n = (size_t)r->w * (size_t)r->h, size = g->es ? sizeof(float) : sizeof(unsigned short);
	const int fresh = g->heights_w != r->w || g->heights_h != r->h;
	const GLint inside = g->es ? GL_R32F : GL_LUMINANCE16;
	const GLenum format = g->es ? GL_RED : GL_LUMINANCE, type = g->es ? GL_FLOAT : GL_UNSIGNED_SHORT;

	if (fresh) {
		SDL_free(g->heights);
		if (!(g->heights = SDL_malloc(n * size)))
			return;
		g->heights_w = r->w;
		g->heights_h = r->h;
	}
	for (size_t i = 0; i < n; i++)
		if (g->es)
			((float *)g->heights)[i] = (float)(r->cur[i] + 32768) / 65535.0f;
		else
			((unsigned short *)g->heights)[i] = (unsigned short)(r->cur[i] + 32768);
	bind(g, TEX_HEIGHTS, 1, linear && (!g->es || g->float_linear));
	g->gl.PixelStorei(GL_UNPACK_ALIGNMENT, (GLint)size);
	if (fresh)
		g->gl.TexImage2D(GL_TEXTURE_2D, 0, inside, r->w, r->h, 0, format, type, g->heights);
	else
		g->gl.TexSubImage2D(GL_TEXTURE_2D, 0, 0, 0, r->w, r->h, format, type, g->heights);
	g->gl.ActiveTexture(GL_TEXTURE0);
}

/* A rectangle of window pixels (x, y from the top left; w x h) drawn with texture coordinates
 * 0..1, the texture's first row at the top. */
static void draw_rect(struct gldisplay *g, int x, int y, int w, int h)
{
	const float x0 = 2.0f * (float)x / (float)g->win_w - 1, x1 = 2.0f * (float)(x + w) / (float)g->win_w - 1;
	const float y0 = 1 - 2.0f * (float)y / (float)g->win_h, y1 = 1 - 2.0f * (float)(y + h) / (float)g->win_h;
	const float corners[] = { x0, y0, 0, 0, x0, y1, 0, 1, x1, y0, 1, 0, x1, y1, 1, 1 }; /* x, y, u, v */

	g->gl.BindBuffer(GL_ARRAY_BUFFER, g->buf[BUF_QUAD]); /* a buffer, not the program's memory: WebGL reads none */
	g->gl.BufferData(GL_ARRAY_BUFFER, sizeof corners, corners, GL_STREAM_DRAW);
	g->gl.VertexAttribPointer(ATTR_POS, 2, GL_FLOAT, GL_FALSE, 4 * sizeof(float), NULL);
	g->gl.VertexAttribPointer(ATTR_UV, 2, GL_FLOAT, GL_FALSE, 4 * sizeof(float), (const void *)(2 * sizeof(float)));
	g->gl.EnableVertexAttribArray(ATTR_POS);
	g->gl.EnableVertexAttribArray(ATTR_UV);
	g->gl.DrawArrays(GL_TRIANGLE_STRIP, 0, 4);
	g->gl.DisableVertexAttribArray(ATTR_UV);
	g->gl.DisableVertexAttribArray(ATTR_POS);
}

/* Program p's marks: the cells' marks (ripple_marks) into TEX_MARKS on unit 2, uploaded again
 * only when they change (a lesson laid out anew, edited, a wall drawn), and the walls' colour;
 * none (`marked` 0) for a pool without walls or shallow water, or when out of memory. */
static void bind_marks(struct gldisplay *g, GLuint p, const struct scene_heights *h)
{
	const struct ripple *r = h->pool;
	const size_t n = (size_t)r->w * (size_t)r->h;
	const int fresh = g->marks_w != r->w || g->marks_h != r->h;
	int marked = r->slow || r->walls || r->edge == RIPPLE_EDGE_REFLECT;

	if (marked && fresh) {
		SDL_free(g->marks[0]);
		SDL_free(g->marks[1]);
		g->marks[0] = SDL_malloc(n);
		g->marks[1] = SDL_malloc(n);
		g->marks_w = g->marks_h = 0;
		if (g->marks[0] && g->marks[1])
			g->marks_w = r->w, g->marks_h = r->h;
		else
			marked = 0;
	}
	g->gl.Uniform1f(g->gl.GetUniformLocation(p, "marked"), (float)marked);
	if (!marked)
		return;
	ripple_marks(r, g->marks[1]);
	bind(g, TEX_MARKS, 2, 0);
	if (fresh || memcmp(g->marks[0], g->marks[1], n)) {
		const GLint inside = g->es ? GL_R8 : GL_LUMINANCE8;
		const GLenum format = g->es ? GL_RED : GL_LUMINANCE;
		unsigned char *was = g->marks[0];

		g->gl.PixelStorei(GL_UNPACK_ALIGNMENT, 1);
		g->gl.TexImage2D(GL_TEXTURE_2D, 0, inside, r->w, r->h, 0, format, GL_UNSIGNED_BYTE, g->marks[1]);
		g->marks[0] = g->marks[1];
		g->marks[1] = was;
	}
	g->gl.ActiveTexture(GL_TEXTURE0);
	g->gl.Uniform3f(g->gl.GetUniformLocation(p, "wall"), h->wall[0] / 255.0f, h->wall[1] / 255.0f, h->wall[2] / 255.0f);
}

static void draw_flat(struct gldisplay *g, const struct demo *d, const SDL_Rect *at, int linear)
{
	const int fresh = g->page_w != demo_page(d)->w || g->page_h != demo_page(d)->h;

	bind(g, TEX_PAGE, 0, linear);
	upload(g, demo_page(d), fresh);
	g->page_w = demo_page(d)->w;
	g->page_h = demo_page(d)->h;
	g->gl.UseProgram(g->prog[PROG_FLAT]);
	draw_rect(g, at->x, at->y, at->w, at->h);
}

static void draw_refraction(struct gldisplay *g, const struct demo *d, const struct scene_heights *h,
			    const SDL_Rect *at, int linear)
{
	const GLuint p = g->prog[PROG_REFRACT];

	bind_picture(g, d, linear);
	bind_heights(g, h->pool, h->mesh > 1);
	g->gl.UseProgram(p);
	g->gl.Uniform2f(g->gl.GetUniformLocation(p, "size"), (float)demo_picture(d)->w, (float)demo_picture(d)->h);
	g->gl.Uniform2f(g->gl.GetUniformLocation(p, "cells"), (float)h->pool->w, (float)h->pool->h);
	g->gl.Uniform1f(g->gl.GetUniformLocation(p, "mesh"), (float)h->mesh);
	bind_marks(g, p, h);
	draw_rect(g, at->x, at->y, at->w, at->h);
}

/* The mesh's vertices (every step-th cell, and the last) and its triangles, for a pool of
 * w x h cells `mesh` pixels apart. Returns 0 or -1 when out of memory. */
static int make_mesh(struct gldisplay *g, int w, int h, int step, int mesh)
{
	const int nx = (w - 1 + step - 1) / step + 1, ny = (h - 1 + step - 1) / step + 1;
	const size_t nv = (size_t)nx * (size_t)ny, ni = (size_t)(nx - 1) * (size_t)(ny - 1) * 6;
	float *pos = SDL_malloc(nv * 2 * sizeof *pos);
	GLuint *index = SDL_malloc((ni ? ni : 1) * sizeof *index);

	SDL_free(g->wave);
	g->wave = SDL_malloc(nv * 3 * sizeof *g->wave);
	if (!pos || !index || !g->wave) {
		SDL_free(pos);
		SDL_free(index);
		g->mesh_w = 0;
		return -1;
	}
	for (int j = 0, k = 0; j < ny; j++)
		for (int i = 0; i < nx; i++, k += 2) {
			pos[k] = (float)(SDL_min(i * step, w - 1) * mesh);
			pos[k + 1] = (float)(SDL_min(j * step, h - 1) * mesh);
		}
	for (int j = 0, k = 0; j + 1 < ny; j++)
		for (int i = 0; i + 1 < nx; i++, k += 6) {
			const GLuint a = (GLuint)(j * nx + i), b = a + 1, c = a + (GLuint)nx, e = c + 1;

			index[k] = a, index[k + 1] = c, index[k + 2] = b;
			index[k + 3] = b, index[k + 4] = c, index[k + 5] = e;
		}
	g->gl.BindBuffer(GL_ARRAY_BUFFER, g->buf[BUF_POS]);
	g->gl.BufferData(GL_ARRAY_BUFFER, (GLsizeiptr)(nv * 2 * sizeof *pos), pos, GL_STATIC_DRAW);
	g->gl.BindBuffer(GL_ARRAY_BUFFER, g->buf[BUF_WAVE]);
	g->gl.BufferData(GL_ARRAY_BUFFER, (GLsizeiptr)(nv * 3 * sizeof *g->wave), NULL, GL_STREAM_DRAW);
	g->gl.BindBuffer(GL_ELEMENT_ARRAY_BUFFER, g->buf[BUF_INDEX]);
	g->gl.BufferData(GL_ELEMENT_ARRAY_BUFFER, (GLsizeiptr)(ni * sizeof *index), index, GL_STATIC_DRAW);
	SDL_free(pos);
	SDL_free(index);
	g->mesh_w = w, g->mesh_h = h, g->mesh_step = step, g->nx = nx, g->ny = ny;
	return 0;
}

/* Each vertex's height and its neighbours' differences (left - right, up - down), edges clamped. */
static void fill_wave(struct gldisplay *g, const struct ripple *r)
{
	const short *b = r->cur;
	float *v = g->wave;

	for (int j = 0; j < g->ny; j++) {
		const int y = SDL_min(j * g->mesh_step, r->h - 1), up = SDL_max(y - 1, 0), down = SDL_min(y + 1, r->h - 1);

		for (int i = 0; i < g->nx; i++, v += 3) {
			const int x = SDL_min(i * g->mesh_step, r->w - 1);
			const int left = SDL_max(x - 1, 0), right = SDL_min(x + 1, r->w - 1);

			v[0] = b[y * r->w + x];
			v[1] = (float)(b[y * r->w + left] - b[y * r->w + right]);
			v[2] = (float)(b[up * r->w + x] - b[down * r->w + x]);
		}
	}
}

/* The sum of the neighbours' differences (before - after, edges clamped) over the n cells from
 * cell `first`, `stride` apart in a line of `len`: the sum telescopes to its ends. */
static int diff_sum(const short *line, int stride, int len, int first, int n)
{
	const int last = first + n - 1;

	return line[SDL_max(first - 1, 0) * stride] + line[first * stride] - line[last * stride] -
	       line[SDL_min(last + 1, len - 1) * stride];
}

/* Like fill_wave, each vertex's values the means over the step x step cells around it: waves
 * shorter than the mesh's spacing fade instead of showing in the wrong places. */
static void fill_wave_smooth(struct gldisplay *g, const struct ripple *r)
{
	const short *b = r->cur;
	const int s = g->mesh_step;
	float *v = g->wave;

	for (int j = 0; j < g->ny; j++) {
		const int y0 = SDL_clamp(j * s - s / 2, 0, r->h - 1), y1 = SDL_min(y0 + s, r->h);

		for (int i = 0; i < g->nx; i++, v += 3) {
			const int x0 = SDL_clamp(i * s - s / 2, 0, r->w - 1), x1 = SDL_min(x0 + s, r->w);
			const float n = (float)((x1 - x0) * (y1 - y0));
			long height = 0, across = 0, down = 0;

			for (int y = y0; y < y1; y++) {
				for (int x = x0; x < x1; x++)
					height += b[y * r->w + x];
				across += diff_sum(b + y * r->w, 1, r->w, x0, x1 - x0);
			}
			for (int x = x0; x < x1; x++)
				down += diff_sum(b + x, r->w, r->h, y0, y1 - y0);
			v[0] = (float)height / n, v[1] = (float)across / n, v[2] = (float)down / n;
		}
	}
}

/* The camera's eye and its right, up and forward directions, in the pool's space: x to the right
 * of the picture, y up the picture, z out of the water. */
struct camera {
	float eye[3], right[3], up[3], fwd[3], tan_half, aspect;
};

static void camera_of(const struct gldisplay *g, const struct demo *d, struct camera *c)
{
	const float r = g->distance * (float)SDL_max(demo_picture(d)->w, demo_picture(d)->h);
	const float cp = cosf(g->pitch), sp = sinf(g->pitch), cy = cosf(g->yaw), sy = sinf(g->yaw);

	c->eye[0] = r * cp * sy, c->eye[1] = -r * cp * cy, c->eye[2] = r * sp;
	c->fwd[0] = -cp * sy, c->fwd[1] = cp * cy, c->fwd[2] = -sp;       /* towards the middle */
	c->right[0] = cy, c->right[1] = sy, c->right[2] = 0;              /* fwd x (0, 0, 1), normalized */
	c->up[0] = -sp * sy, c->up[1] = sp * cy, c->up[2] = cp;           /* right x fwd */
	c->tan_half = tanf(GLDISPLAY_FOV * GLDISPLAY_PI / 360.0f);
	c->aspect = (float)g->win_w / (float)SDL_max(g->win_h, 1);
}

/* The projection (depth from zn to zf) times the view, column by column, as GL reads it. */
static void camera_matrix(const struct camera *c, float zn, float zf, float m[16])
{
	const float f = 1.0f / c->tan_half, a = f / c->aspect, b = (zf + zn) / (zn - zf), e = 2 * zf * zn / (zn - zf);
	const float *s = c->right, *u = c->up, *w = c->fwd;
	const float tx = -(s[0] * c->eye[0] + s[1] * c->eye[1] + s[2] * c->eye[2]);
	const float ty = -(u[0] * c->eye[0] + u[1] * c->eye[1] + u[2] * c->eye[2]);
	const float tz = w[0] * c->eye[0] + w[1] * c->eye[1] + w[2] * c->eye[2];

	for (int i = 0; i < 3; i++) {
		m[i * 4 + 0] = a * s[i];
		m[i * 4 + 1] = f * u[i];
		m[i * 4 + 2] = -b * w[i];
		m[i * 4 + 3] = w[i];
	}
	m[12] = a * tx, m[13] = f * ty, m[14] = b * tz + e, m[15] = -tz;
}

/* The 3D view's height of one unit of the wave: a lesson k times larger, its heights 2^gain times the
 * 320x240 one's, stands k times taller, as its picture is k times larger and seen from k times
 * farther. */
static float lift_of(const struct scene_heights *h)
{
	return GLDISPLAY_LIFT * (float)SDL_max(h->scale, 1) / (float)(1 << h->gain);
}

/* The lit mesh in perspective into the bound framebuffer, at most `side` vertices along the
 * pool's longer side, their values sampled or (`smooth`) averaged. */
static void draw_mesh(struct gldisplay *g, const struct demo *d, const struct scene_heights *h, int side, int smooth)
{
	const GLuint p = g->prog[PROG_SURFACE];
	const struct ripple *r = h->pool;
	struct camera c;
	float m[16];
	const float size = (float)SDL_max(demo_picture(d)->w, demo_picture(d)->h) * g->distance;
	const int step = (SDL_max(r->w, r->h) + side - 1) / side;

	if ((g->mesh_w != r->w || g->mesh_h != r->h || g->mesh_step != step) && make_mesh(g, r->w, r->h, step, h->mesh))
		return;
	if (smooth)
		fill_wave_smooth(g, r);
	else
		fill_wave(g, r);
	camera_of(g, d, &c);
	camera_matrix(&c, size * 0.05f, size * 4.0f, m);
	bind_picture(g, d, 1);
	g->gl.Enable(GL_DEPTH_TEST);
	g->gl.UseProgram(p);
	g->gl.UniformMatrix4fv(g->gl.GetUniformLocation(p, "mvp"), 1, GL_FALSE, m);
	g->gl.Uniform2f(g->gl.GetUniformLocation(p, "size"), (float)demo_picture(d)->w, (float)demo_picture(d)->h);
	g->gl.Uniform1f(g->gl.GetUniformLocation(p, "lift"), lift_of(h));
	g->gl.Uniform1f(g->gl.GetUniformLocation(p, "spacing"), (float)h->mesh);
	g->gl.Uniform2f(g->gl.GetUniformLocation(p, "cells"), (float)r->w, (float)r->h);
	g->gl.Uniform1f(g->gl.GetUniformLocation(p, "mesh"), (float)h->mesh);
	bind_marks(g, p, h);
	g->gl.BindBuffer(GL_ARRAY_BUFFER, g->buf[BUF_POS]);
	g->gl.VertexAttribPointer(ATTR_POS, 2, GL_FLOAT, GL_FALSE, 0, NULL);
	g->gl.BindBuffer(GL_ARRAY_BUFFER, g->buf[BUF_WAVE]);
	g->gl.BufferSubData(GL_ARRAY_BUFFER, 0, (GLsizeiptr)((size_t)g->nx * (size_t)g->ny * 3 * sizeof *g->wave), g->wave);
	g->gl.VertexAttribPointer(ATTR_WAVE, 3, GL_FLOAT, GL_FALSE, 0, NULL);
	g->gl.EnableVertexAttribArray(ATTR_POS);
	g->gl.EnableVertexAttribArray(ATTR_WAVE);
	g->gl.BindBuffer(GL_ELEMENT_ARRAY_BUFFER, g->buf[BUF_INDEX]);
	g->gl.DrawElements(GL_TRIANGLES, (g->nx - 1) * (g->ny - 1) * 6, GL_UNSIGNED_INT, NULL);
	g->gl.BindBuffer(GL_ELEMENT_ARRAY_BUFFER, 0);
	g->gl.DisableVertexAttribArray(ATTR_WAVE);
	g->gl.DisableVertexAttribArray(ATTR_POS);
	g->gl.Disable(GL_DEPTH_TEST);
}

/* The size the 3D view is drawn at: the window's, or on a software renderer the window's shape in
 * at most GLDISPLAY_SOFT_PIXELS pixels. */
static void surface_size(const struct gldisplay *g, int *w, int *h)
{
	const double pixels = (double)g->win_w * (double)g->win_h;
	const double shrink = g->software && pixels > GLDISPLAY_SOFT_PIXELS ? sqrt(GLDISPLAY_SOFT_PIXELS / pixels) : 1;

	*w = SDL_max((int)(g->win_w * shrink), 1);
	*h = SDL_max((int)(g->win_h * shrink), 1);
}

/* Makes the smaller framebuffer w x h: TEX_SMALL its colours, a depth buffer. Returns 0, or -1
 * when the driver refuses it (then the 3D view is drawn at the window's size from now on). */
static int make_small(struct gldisplay *g, int w, int h)
{
	if (!g->fbo) {
		g->gl.GenFramebuffers(1, &g->fbo);
		g->gl.GenRenderbuffers(1, &g->depth);
	}
	bind(g, TEX_SMALL, 0, 1);
	g->gl.TexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, w, h, 0, GL_RGBA, GL_UNSIGNED_BYTE, NULL);
	g->gl.BindRenderbuffer(GL_RENDERBUFFER, g->depth);
	g->gl.RenderbufferStorage(GL_RENDERBUFFER, GL_DEPTH_COMPONENT24, w, h);
	g->gl.BindRenderbuffer(GL_RENDERBUFFER, 0);
	g->gl.BindFramebuffer(GL_FRAMEBUFFER, g->fbo);
	g->gl.FramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, g->tex[TEX_SMALL], 0);
	g->gl.FramebufferRenderbuffer(GL_FRAMEBUFFER, GL_DEPTH_ATTACHMENT, GL_RENDERBUFFER, g->depth);
	if (g->gl.CheckFramebufferStatus(GL_FRAMEBUFFER) != GL_FRAMEBUFFER_COMPLETE) {
		g->gl.BindFramebuffer(GL_FRAMEBUFFER, 0);
		g->software = 0;
		return -1;
	}
	g->small_w = w, g->small_h = h;
	return 0;
}

/* The 3D view over the whole window: drawn there, or on a software renderer into the smaller
 * framebuffer (cleared as the window is), its mesh coarser and averaged, and scaled up to the
 * window, smoothed. */
static void draw_surface(struct gldisplay *g, const struct demo *d, const struct scene_heights *h)
{
	int fw, fh;

	surface_size(g, &fw, &fh);
	if ((fw == g->win_w && fh == g->win_h) || ((fw != g->small_w || fh != g->small_h) && make_small(g, fw, fh))) {
		draw_mesh(g, d, h, GLDISPLAY_MAX_SIDE, 0);
		return;
	}
	g->gl.BindFramebuffer(GL_FRAMEBUFFER, g->fbo);
	g->gl.Viewport(0, 0, fw, fh);
	g->gl.Clear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
	draw_mesh(g, d, h, SDL_min(GLDISPLAY_MAX_SIDE, SDL_max(fw, fh) / GLDISPLAY_SOFT_SPACING), 1);
	g->gl.BindFramebuffer(GL_FRAMEBUFFER, 0);
	g->gl.Viewport(0, 0, g->win_w, g->win_h);
	bind(g, TEX_SMALL, 0, 1);
	g->gl.UseProgram(g->prog[PROG_FLAT]);
	draw_rect(g, 0, g->win_h, g->win_w, -g->win_h); /* upside down: GL's first row is the bottom one */
}

void gldisplay_draw(struct gldisplay *g, const struct demo *d, int view, const SDL_Rect *at, int linear)
{
	struct scene_heights h;

	SDL_GL_MakeCurrent(g->win, g->ctx);
	SDL_GL_GetDrawableSize(g->win, &g->win_w, &g->win_h);
	g->gl.Viewport(0, 0, g->win_w, g->win_h);
	g->gl.ClearColor(0.05f, 0.07f, 0.12f, 1);
	g->gl.Clear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
	if (view == GLDISPLAY_FLAT || demo_heights(d, &h))
		draw_flat(g, d, at, linear);
	else if (view == GLDISPLAY_REFRACTION)
		draw_refraction(g, d, &h, at, linear);
	else
		draw_surface(g, d, &h);
}

void gldisplay_text(struct gldisplay *g, int x, int y, char lines[][FONT_LINE], int n, int scale)
{
	int w = 0;

	for (int i = 0; i < n; i++)
		w = SDL_max(w, (int)strlen(lines[i]) * FONT_W);
	SDL_Surface *s = w ? SDL_CreateRGBSurfaceWithFormat(0, w, n * FONT_H, 32, SDL_PIXELFORMAT_ARGB8888) : NULL;

	if (!s)
		return;
	struct ripple_image im = { s->pixels, s->w, s->h, s->pitch, 4 };

	for (int i = 0; i < n; i++)
		font_draw(&im, 0, i * FONT_H, lines[i], 0xffffffffu, 0xff000000u, 1);
	bind(g, TEX_TEXT, 0, 0);
	upload(g, s, 1);
	g->gl.Enable(GL_BLEND);
	g->gl.BlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
	g->gl.UseProgram(g->prog[PROG_FLAT]);
	draw_rect(g, x, y, s->w * scale, s->h * scale);
	g->gl.Disable(GL_BLEND);
	SDL_FreeSurface(s);
}

void gldisplay_image(struct gldisplay *g, SDL_Surface *s, const SDL_Rect *at)
{
	bind(g, TEX_TEXT, 0, 0);
	upload(g, s, 1);
	g->gl.UseProgram(g->prog[PROG_FLAT]);
	draw_rect(g, at->x, at->y, at->w, at->h);
}

void gldisplay_swap(struct gldisplay *g)
{
	SDL_GL_SwapWindow(g->win);
}

/* The back buffer read into RGB888 (desktop GL) or, on OpenGL ES, into bytes R, G, B, A and
 * converted to RGB888. */
SDL_Surface *gldisplay_read(struct gldisplay *g)
{
	const Uint32 layout = g->es ? SDL_PIXELFORMAT_ABGR8888 : SDL_PIXELFORMAT_RGB888;
	SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, g->win_w, g->win_h, 32, layout), *rgb;

	if (!s)
		return NULL;
	g->gl.ReadBuffer(GL_BACK);
	g->gl.PixelStorei(GL_PACK_ALIGNMENT, 4);
	for (int y = 0; y < s->h; y++) /* GL counts rows from the bottom */
		g->gl.ReadPixels(0, s->h - 1 - y, s->w, 1, g->es ? GL_RGBA : GL_BGRA,
				 g->es ? GL_UNSIGNED_BYTE : GL_UNSIGNED_INT_8_8_8_8_REV,
				 (unsigned char *)s->pixels + (size_t)y * (size_t)s->pitch);
	if (!g->es)
		return s;
	rgb = SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_RGB888, 0);
	SDL_FreeSurface(s);
	return rgb;
}

void gldisplay_orbit(struct gldisplay *g, int dx, int dy)
{
	const float limit = 89.0f * GLDISPLAY_PI / 180.0f;

	g->yaw -= (float)dx * 0.01f;
	g->pitch = SDL_clamp(g->pitch + (float)dy * 0.01f, 0.1f, limit);
}

void gldisplay_zoom(struct gldisplay *g, int steps)
{
	g->distance = SDL_clamp(g->distance * powf(0.9f, (float)steps), 0.2f, 5.0f);
}

void gldisplay_reset(struct gldisplay *g)
{
	g->yaw = 0;
	g->pitch = 50.0f * GLDISPLAY_PI / 180.0f;
	g->distance = 1.0f;
}

int gldisplay_pick(const struct gldisplay *g, const struct demo *d, int x, int y, int *px, int *py)
{
	struct camera c;
	float ray[3], t;

	camera_of(g, d, &c);
	const float nx = (2.0f * ((float)x + 0.5f) / (float)g->win_w - 1) * c.tan_half * c.aspect;
	const float ny = (1 - 2.0f * ((float)y + 0.5f) / (float)g->win_h) * c.tan_half;

	for (int i = 0; i < 3; i++)
		ray[i] = c.fwd[i] + nx * c.right[i] + ny * c.up[i];
	if (ray[2] >= -1e-6f)
		return -1;
	t = -c.eye[2] / ray[2];
	*px = (int)floorf(c.eye[0] + t * ray[0] + 0.5f * (float)demo_picture(d)->w);
	*py = (int)floorf(0.5f * (float)demo_picture(d)->h - (c.eye[1] + t * ray[1]));
	return 0;
}
