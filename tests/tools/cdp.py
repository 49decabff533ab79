#!/usr/bin/env python3
"""cdp.py - drives a page in headless Chromium over the DevTools protocol (Python's standard library alone) through a list of steps, for tests/e2e/e2e_web.sh.

    cdp.py URL STEP...

opens URL in a headless Chromium of its own and runs the steps in order; each prints one line
when it has something to say:

    wait:EXPR     evaluates the JavaScript EXPR until it is true (30 s at most, else it fails)
    eval:EXPR     prints EXPR's value
    png:FILE      writes what the page's canvas shows into FILE (PNG)
    shot:FILE     writes the whole page as the browser shows it into FILE (PNG)
    click:X,Y     a left click at the canvas's pixel (X, Y)
    press:EXPR    a left click at the middle of the element the JavaScript EXPR gives
    drag:X,Y,X,Y  a left drag from one pixel of the canvas to another
    tap:X,Y       a finger's tap at the canvas's pixel (X, Y), on a touch screen
    swipe:X,Y,X,Y a finger's drag from one pixel of the canvas through others to the last
    fingers:X,Y,...;X,Y,...
                  fingers on the touch screen at once, one a list of the canvas's pixels (X,Y,...):
                  all put down together at their first pixels, moved together, a pixel of each
                  a move, each lifted after its last while the others go on (a list of one pixel:
                  a tap, lifted at the first move of the others)
    touch:EXPR    a finger's tap at the middle of the element the JavaScript EXPR gives
    key:NAME      a key pressed and let go: a letter, a digit, / \\ [ ], Space, Escape, Enter,
                  ArrowLeft/Up/Right/Down or F1..F12, after
                  ctrl+ or alt+ for the key with Ctrl or Alt held
    choose:FILE   from now on the page's file chooser, when it opens, chooses FILE at once
    downloads:DIR from now on the page's downloads are saved into the folder DIR
    saved:DIR     waits (30 s at most) for a download finished in DIR since the last, prints its name
    clipboard:    prints the text on the clipboard (the page allowed to read it)
    size:W,H      the page's viewport made W x H CSS pixels, as a browser's window resized to it
    screen:W,H    the screen and the viewport made W x H, as a browser's window maximized on
                  a screen of that size (which full screen then fills)
    open:URL      opens URL in the same tab (the same browser), waits until it is loaded
    throttle:RATE slows the tab's CPU RATE times from now on (1: full speed; Emulation.setCPUThrottlingRate)
    fps:SECONDS   watches the frame rate the page's title says ("... 25.0 fps ...", once a second, as
                  the program's window title) for SECONDS and prints the rate of the frames over that
                  time: "R fps over S s (N readings, MIN to MAX)"; fails when the title says none
    timeout:SECONDS  the time wait: and saved: give up after, from now on (30 s), and the longest
                  the page may take to answer

The exit status is 0, or 1 with the reason on stderr. CHROMIUM names the browser (chromium);
CHROMIUM_FLAGS adds to its command line (--disable-webgl2: a browser without WebGL 2;
--use-angle=swiftshader --enable-unsafe-swiftshader: WebGL without a GPU).
"""
import base64
import http.client
import json
import os
import re
import shutil
import socket
import struct
import subprocess
import sys
import tempfile
import time

TIMEOUT = 30
# The keys key: names by their DOM name, with their Windows virtual key codes.
NAMED_KEYS = {"Escape": 27, "Enter": 13, "ArrowLeft": 37, "ArrowUp": 38, "ArrowRight": 39, "ArrowDown": 40}
PUNCTUATION = {"/": ("Slash", 191), "\\": ("Backslash", 220), "[": ("BracketLeft", 219), "]": ("BracketRight", 221)}


class WebSocket:
    """The client's side of RFC 6455, as much as the DevTools protocol needs: text messages."""

    def __init__(self, url):
        host, port, path = re.match(r"ws://([^:/]+):(\d+)(/.*)", url).groups()
        self.sock = socket.create_connection((host, int(port)), timeout=TIMEOUT)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall((f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\n"
                           f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
                           "Sec-WebSocket-Version: 13\r\n\r\n").encode())
        head = b""
        while b"\r\n\r\n" not in head:
            head += self.sock.recv(1)
        if b" 101 " not in head.split(b"\r\n")[0]:
            raise OSError("the browser refused the websocket: " + head.decode(errors="replace"))

    def _read(self, n):
        data = b""
        while len(data) < n:
            chunk = self.sock.recv(n - len(data))
            if not chunk:
                raise OSError("the browser closed the websocket")
            data += chunk
        return data

    def send(self, text):
        payload = text.encode()
        n = len(payload)
        head = bytes([0x81]) + (bytes([0x80 | n]) if n < 126 else
                                struct.pack(">BH", 0x80 | 126, n) if n < 65536 else
                                struct.pack(">BQ", 0x80 | 127, n))
        mask = os.urandom(4)
        self.sock.sendall(head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))

    def receive(self):
        message = b""
        while True:
            first, second = self._read(2)
            n = second & 0x7F
            if n == 126:
                n = struct.unpack(">H", self._read(2))[0]
            elif n == 127:
                n = struct.unpack(">Q", self._read(8))[0]
            payload = self._read(n)
            if first & 0x0F == 8:
                raise OSError("the browser closed the websocket")
            if first & 0x0F in (0, 1):
                message += payload
                if first & 0x80:
                    return message.decode()


class Page:
    """A page of a headless Chromium started for it; close() ends the browser."""

    def __init__(self):
        self.profile = tempfile.mkdtemp(prefix="cdp-")
        self.browser = subprocess.Popen(
            [os.environ.get("CHROMIUM", "chromium"), "--headless=new", "--no-sandbox", "--disable-gpu",
             "--remote-debugging-port=0", "--user-data-dir=" + self.profile, "--window-size=1024,768",
             "--no-first-run", *os.environ.get("CHROMIUM_FLAGS", "").split(), "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        port = self.port()
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=TIMEOUT)
        conn.request("GET", "/json/list")
        pages = [t for t in json.loads(conn.getresponse().read()) if t["type"] == "page"]
        self.ws = WebSocket(pages[0]["webSocketDebuggerUrl"])
        self.id = 0
        self.chosen = None  # the file the page's file chooser chooses (choose:)
        self.choosers = []  # the file choosers opened and not yet answered
        self.downloads = set()  # the downloads saved: named
        self.touch_screen = False  # whether the page was told it has one (tap:, swipe:, fingers:, touch:)
        self.timeout = TIMEOUT  # wait: and saved:'s (timeout:)

    def port(self):
        """The DevTools' port, which the browser writes into its profile once it listens."""
        until = time.monotonic() + TIMEOUT
        while time.monotonic() < until and self.browser.poll() is None:
            try:
                with open(os.path.join(self.profile, "DevToolsActivePort")) as f:
                    return int(f.readline())
            except (OSError, ValueError):
                time.sleep(0.05)
        raise OSError("the browser did not start")

    def call(self, method, **params):
        self.id += 1
        self.ws.send(json.dumps({"id": self.id, "method": method, "params": params}))
        while True:
            reply = json.loads(self.ws.receive())
            if reply.get("method") == "Page.fileChooserOpened":
                self.choosers.append(reply["params"]["backendNodeId"])
            if reply.get("id") == self.id:
                if "error" in reply:
                    raise OSError(f"{method}: {reply['error']}")
                break
        while self.choosers and self.chosen:
            self.call("DOM.setFileInputFiles", files=[self.chosen], backendNodeId=self.choosers.pop())
        return reply["result"]

    def choose(self, path):
        """The page's file chooser answered with path whenever it opens (the browser shows none)."""
        self.chosen = os.path.abspath(path)
        self.call("Page.enable")
        self.call("Page.setInterceptFileChooserDialog", enabled=True)

    def eval(self, expr):
        result = self.call("Runtime.evaluate", expression=expr, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise OSError(f"{expr}: {result['exceptionDetails']['exception']['description']}")
        return result["result"].get("value")

    def wait(self, expr):
        until = time.monotonic() + self.timeout
        while not self.eval(expr):
            if time.monotonic() > until:
                raise OSError(f"still not true after {self.timeout:g} s: {expr}")
            time.sleep(0.05)

    def point(self, x, y):
        """The viewport's point of the canvas's pixel (x, y), at its middle."""
        return self.eval(f"""(() => {{ const c = document.getElementById("canvas"), r = c.getBoundingClientRect();
            return [r.left + ({x} + 0.5) * r.width / c.width, r.top + ({y} + 0.5) * r.height / c.height]; }})()""")

    def middle(self, expr):
        """The viewport's point at the middle of the element EXPR gives, which must be shown."""
        point = self.eval(f"""(() => {{ const e = {expr}, r = e && e.getBoundingClientRect();
            return r && r.width && r.height ? [r.left + r.width / 2, r.top + r.height / 2] : null; }})()""")
        if not point:
            raise OSError(f"no element shown: {expr}")
        return point

    def mouse(self, kind, x, y, buttons):
        self.call("Input.dispatchMouseEvent", type=kind, x=x, y=y, button="left", buttons=buttons, clickCount=1)

    def drag(self, points):
        """The left button pressed at the first of the viewport's points, moved through the others
        and let go at the last."""
        self.mouse("mouseMoved", *points[0], 0)  # a mouse comes to where it is pressed
        self.mouse("mousePressed", *points[0], 1)
        for p in points[1:]:
            self.mouse("mouseMoved", *p, 1)
        self.mouse("mouseReleased", *points[-1], 0)

    def touch(self, points):
        """A finger put down at the first of the viewport's points, moved through the others and
        lifted at the last, on a touch screen the page is told it has: the browser makes of it what
        it makes of a finger's (its own mouse events and click too, unless the page prevents them)."""
        self.fingers([points])

    def fingers(self, paths):
        """Fingers (touch points 1, 2...), each put down at the first of its path's viewport points
        at once, moved together through the others, a point of each a move, and lifted after its
        last (touchEnd names the points it lifts; the others stay down)."""
        if not self.touch_screen:
            self.call("Emulation.setTouchEmulationEnabled", enabled=True, maxTouchPoints=10)
            self.touch_screen = True

        def at(step, ending=False):
            return [{"x": path[step][0], "y": path[step][1], "id": i + 1} for i, path in enumerate(paths)
                    if (len(path) == step + 1 if ending else step < len(path))]

        self.call("Input.dispatchTouchEvent", type="touchStart", touchPoints=at(0))
        for step in range(1, max(len(path) for path in paths)):
            if at(step - 1, ending=True):
                self.call("Input.dispatchTouchEvent", type="touchEnd", touchPoints=at(step - 1, ending=True))
            self.call("Input.dispatchTouchEvent", type="touchMove", touchPoints=at(step))
        self.call("Input.dispatchTouchEvent", type="touchEnd", touchPoints=[])

    def key(self, name):
        """The key pressed and let go, within its modifiers' keys pressed and let go, as a keyboard
        sends them (SDL reads the modifiers from their own keys)."""
        held = []
        for prefix, mod in (("alt+", ("Alt", "AltLeft", 18, 1)), ("ctrl+", ("Control", "ControlLeft", 17, 2))):
            if name.startswith(prefix):
                held.append(mod)
                name = name[len(prefix):]
        if name in PUNCTUATION:
            keys = [(name,) + PUNCTUATION[name]]
        elif len(name) == 1:
            keys = [(name, ("Key" if name.isalpha() else "Digit") + name.upper(), ord(name.upper()))]
        elif name == "Space":
            keys = [(" ", "Space", 32)]
        elif name in NAMED_KEYS:
            keys = [(name, name, NAMED_KEYS[name])]
        else:
            keys = [(name, name, 111 + int(name[1:]))]
        mods = sum(m[3] for m in held)
        for key, code, vk in [m[:3] for m in held] + keys:
            self.call("Input.dispatchKeyEvent", type="keyDown", modifiers=mods, key=key, code=code,
                      windowsVirtualKeyCode=vk)
        for key, code, vk in reversed([m[:3] for m in held] + keys):
            self.call("Input.dispatchKeyEvent", type="keyUp", modifiers=mods, key=key, code=code,
                      windowsVirtualKeyCode=vk)

    def saved(self, folder):
        """The name of a file downloaded into folder, finished and not named before."""
        until = time.monotonic() + self.timeout
        while True:
            new = [f for f in sorted(os.listdir(folder)) if f not in self.downloads and not f.endswith(".crdownload")]
            if new:
                self.downloads.add(new[0])
                return new[0]
            if time.monotonic() > until:
                raise OSError(f"no download in {folder} after {self.timeout:g} s")
            time.sleep(0.05)

    def open(self, url):
        """The tab's page replaced by url's, loaded (the mark left on the old one gone)."""
        self.eval("window.cdpLeft = 1")
        self.call("Page.navigate", url=url)
        self.wait('!window.cdpLeft && document.readyState == "complete"')

    def fps(self, secs):
        """The rate of the frames over secs seconds from the rate the title says at the end of each
        second (the window's meter, or the page's own): each reading weighed by the time since the
        one before, from the first reading to the first at least secs seconds later."""
        self.eval("""(() => { window.cdpFps = []; const read = () => {
                const m = / ([0-9]+\\.?[0-9]*) fps/.exec(document.title);
                if (m) cdpFps.push([performance.now(), +m[1]]); };
            window.cdpWatch = new MutationObserver(read);
            cdpWatch.observe(document.head, { childList: true, subtree: true, characterData: true }); return 1; })()""")
        until = time.monotonic() + secs + self.timeout
        got = []
        while len(got) < 2 or got[-1][0] - got[0][0] < secs * 1000:
            if time.monotonic() > until:
                raise OSError(f"the title said no frame rate for {secs:g} s: {self.eval('document.title')}")
            time.sleep(0.25)
            got = self.eval("cdpFps")
        self.eval("cdpWatch.disconnect()")
        span = (got[-1][0] - got[0][0]) / 1000
        frames = sum(r * (t1 - t0) / 1000 for (t0, _), (t1, r) in zip(got, got[1:]))
        rates = [r for _, r in got[1:]]
        return f"{frames / span:.1f} fps over {span:.1f} s ({len(rates)} readings, {min(rates):g} to {max(rates):g})"

    def close(self):
        self.browser.terminate()
        try:
            self.browser.wait(10)
        except subprocess.TimeoutExpired:
            self.browser.kill()
            self.browser.wait()
        shutil.rmtree(self.profile, ignore_errors=True)


def run(page, step):
    what, _, arg = step.partition(":")
    if what == "wait":
        page.wait(arg)
    elif what == "eval":
        print(page.eval(arg))
    elif what == "png":
        url = page.eval('document.getElementById("canvas").toDataURL("image/png")')
        with open(arg, "wb") as f:
            f.write(base64.b64decode(url.split(",", 1)[1]))
    elif what == "shot":
        with open(arg, "wb") as f:
            f.write(base64.b64decode(page.call("Page.captureScreenshot", format="png")["data"]))
    elif what == "press":
        page.drag([page.middle(arg)])
    elif what in ("click", "drag"):
        v = [int(n) for n in arg.split(",")]
        page.drag([page.point(x, y) for x, y in zip(v[0::2], v[1::2])])
    elif what in ("tap", "swipe", "fingers"):
        paths = [[int(n) for n in path.split(",")] for path in arg.split(";")]
        page.fingers([[page.point(x, y) for x, y in zip(v[0::2], v[1::2])] for v in paths])
    elif what == "touch":
        page.touch([page.middle(arg)])
    elif what == "key":
        page.key(arg)
    elif what == "choose":
        page.choose(arg)
    elif what == "downloads":
        page.call("Browser.setDownloadBehavior", behavior="allow", downloadPath=os.path.abspath(arg))
    elif what == "saved":
        print(page.saved(arg))
    elif what == "clipboard":
        page.call("Browser.grantPermissions", permissions=["clipboardReadWrite", "clipboardSanitizedWrite"])
        print(page.eval("navigator.clipboard.readText()"))
    elif what == "size":
        w, h = (int(n) for n in arg.split(","))
        page.call("Emulation.setDeviceMetricsOverride", width=w, height=h, deviceScaleFactor=1, mobile=False)
    elif what == "screen":
        w, h = (int(n) for n in arg.split(","))
        page.call("Emulation.setDeviceMetricsOverride", width=w, height=h, deviceScaleFactor=1, mobile=False,
                  screenWidth=w, screenHeight=h)
    elif what == "open":
        page.open(arg)
    elif what == "throttle":
        page.call("Emulation.setCPUThrottlingRate", rate=float(arg))
    elif what == "fps":
        print(page.fps(float(arg)))
    elif what == "timeout":
        page.timeout = float(arg)
        page.ws.sock.settimeout(max(TIMEOUT, page.timeout))  # a page busy for long answers late
    else:
        raise OSError(f"no such step: {step}")


def main():
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    page = None
    try:
        page = Page()
        page.call("Page.navigate", url=sys.argv[1])
        page.wait('location.href != "about:blank" && document.readyState == "complete"')
        for step in sys.argv[2:]:
            run(page, step)
            sys.stdout.flush()
    except OSError as e:
        print(f"cdp.py: {e}", file=sys.stderr)
        return 1
    finally:
        if page:
            page.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
