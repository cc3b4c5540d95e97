#!/usr/bin/env python3
"""The real-terminal test: `sel` in a real xterm under Xvfb, driven by a real mouse (xdotool),
checked by the pixels of screenshots (xwd, read here; no image package needed). See TESTING.md.

Usage: scripts/xterm-test.py PATH_TO_SEL [--keep DIR]   (needs Xvfb, xterm, xdotool, xwd, tmux)

Checks (each prints one line; any failure exits 1):
  drag     `sel demo colour` in a light xterm: press on the Color button, drag onto Blue, release:
           the content area is painted blue (pixel colour), and the popover is gone
  light    `sel choose` in xterm's default black-on-white: the highlighted row's text and background
           pixels contrast at least 4.5:1, and the row is not drawn in the default background
  dark     the same in a white-on-black xterm
  shell    after each run: a click sends nothing to the shell and typed text reaches it, with the
           terminal in cooked mode with echo on (stty)

With --keep DIR the screenshots are also written there as PNG files, for a person to look at.
"""

import os
import shlex
import shutil
import struct
import subprocess
import sys
import tempfile
import time
import zlib

SEL = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/debug/sel")
KEEP = sys.argv[sys.argv.index("--keep") + 1] if "--keep" in sys.argv else None
COLUMNS, ROWS = 100, 30
failures = []


def report(name, ok, detail):
    print(f"xterm-test: {name}: {'ok' if ok else 'FAILED'} ({detail})", flush=True)
    if not ok:
        failures.append(name)


# --- XWD screenshots -------------------------------------------------------------------------


class Shot:
    """A window's pixels from `xwd -silent` (ZPixmap, 24 or 32 bits per pixel, TrueColor)."""

    def __init__(self, data):
        header = struct.unpack(">25I", data[:100])
        (size, _version, pixmap_format, _depth, self.width, self.height, _xoffset, byte_order, _unit, _bit_order,
         _pad, self.bits, self.stride, _visual, red_mask, green_mask, blue_mask, _bits_per_rgb, _entries, colours,
         *_rest) = header
        if pixmap_format != 2 or self.bits not in (24, 32):
            raise ValueError(f"unexpected XWD format {pixmap_format}, {self.bits} bits per pixel")
        self.masks = (red_mask, green_mask, blue_mask)
        self.little = byte_order == 0
        self.pixels = data[size + colours * 12:]

    def pixel(self, x, y):
        step = self.bits // 8
        offset = y * self.stride + x * step
        raw = self.pixels[offset:offset + step]
        value = int.from_bytes(raw, "little" if self.little else "big")
        result = []
        for mask in self.masks:
            shift = (mask & -mask).bit_length() - 1
            result.append((value & mask) >> shift)
        return tuple(result)

    def png(self, path):
        rows = b"".join(b"\x00" + b"".join(bytes(self.pixel(x, y)) for x in range(self.width)) for y in range(self.height))

        def chunk(kind, body):
            return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

        with open(path, "wb") as file:
            file.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", self.width, self.height, 8, 2, 0, 0, 0))
                       + chunk(b"IDAT", zlib.compress(rows, 6)) + chunk(b"IEND", b""))


def luminance(colour):
    def linear(channel):
        value = channel / 255
        return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4

    red, green, blue = colour
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)


def contrast(first, second):
    a, b = luminance(first), luminance(second)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)


# --- X, xterm and the mouse ---------------------------------------------------------------------


class XTerm:
    """One xterm on the display, `COLUMNS`×`ROWS` cells, no border, running `command` under sh."""

    def __init__(self, display, directory, name, command, light):
        self.display, self.name = display, name
        self.env = dict(os.environ, DISPLAY=display)
        for variable in ("COLORFGBG", "COLORTERM", "SEL_BACKGROUND", "NO_COLOR", "TMUX"):
            self.env.pop(variable, None)
        self.env.update(SWIFT_BACKTRACE="enable=no", LANG="C.UTF-8", LC_ALL="C.UTF-8")
        colours = ["-bg", "white", "-fg", "black"] if light else ["-bg", "black", "-fg", "white"]
        self.process = subprocess.Popen(
            ["xterm", "-b", "0", "+sb", "-fa", "DejaVu Sans Mono", "-fs", "12", "-geometry", f"{COLUMNS}x{ROWS}+0+0",
             *colours, "-T", name, "-e", "sh", "-c", command],
            env=self.env, cwd=directory, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.window = self.xdotool("search", "--sync", "--name", f"^{name}$").split()[0]
        # A window just mapped may not have its size yet (seen on a loaded machine: a cell of no
        # pixels); wait until it is at least a few pixels a cell.
        deadline = time.monotonic() + 20
        while True:
            geometry = self.xdotool("getwindowgeometry", "--shell", self.window)
            values = dict(line.split("=") for line in geometry.split())
            self.cell = (int(values["WIDTH"]) / COLUMNS, int(values["HEIGHT"]) / ROWS)
            if (self.cell[0] >= 4 and self.cell[1] >= 8) or time.monotonic() > deadline:
                break
            time.sleep(0.2)

    def xdotool(self, *arguments):
        return subprocess.run(["xdotool", *arguments], env=self.env, check=True, capture_output=True, text=True,
                              timeout=20).stdout

    def centre(self, column, row):
        return str(int((column + 0.5) * self.cell[0])), str(int((row + 0.5) * self.cell[1]))

    def move(self, column, row):
        self.xdotool("mousemove", "--window", self.window, *self.centre(column, row))

    def shot(self):
        data = subprocess.run(["xwd", "-silent", "-id", self.window], env=self.env, check=True, capture_output=True,
                              timeout=20).stdout
        return Shot(data)

    def cell_pixels(self, shot, column, row):
        width, height = self.cell
        return [shot.pixel(x, y) for y in range(int(row * height), int((row + 1) * height))
                for x in range(int(column * width), int((column + 1) * width))]

    def close(self):
        if self.process.poll() is None:
            self.process.terminate()
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()


def wait_for_file(path, timeout=20.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if os.path.exists(path) and os.path.getsize(path) > 0:
            time.sleep(0.05)
            with open(path, encoding="utf-8", errors="replace") as file:
                return file.read()
        time.sleep(0.05)
    return None


def keep(shot, name):
    if KEEP:
        os.makedirs(KEEP, exist_ok=True)
        shot.png(os.path.join(KEEP, name + ".png"))


def tmux_screen(directory, command):
    """The screen `command` shows at COLUMNS×ROWS, from tmux: where its labels are."""
    socket = f"xterm-test-{os.getpid()}"
    tmux = ["tmux", "-L", socket, "-f", "/dev/null"]
    subprocess.run(tmux + ["new-session", "-d", "-x", str(COLUMNS), "-y", str(ROWS), "-c", directory,
                           "-e", "SWIFT_BACKTRACE=enable=no", "-e", "LANG=C.UTF-8", command], check=True)
    try:
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            lines = subprocess.run(tmux + ["capture-pane", "-p"], capture_output=True, text=True).stdout.split("\n")
            if any("Color" in line for line in lines) and any("Selection View" in line for line in lines):
                return lines
            time.sleep(0.1)
        return []
    finally:
        subprocess.run(tmux + ["kill-server"], capture_output=True)


# The shell part every run ends with: the terminal's settings, then one line read from it after
# the harness clicked (a click that leaked would arrive as an SGR mouse report) and typed.
AFTER = "stty -a > stty; echo ready > ready; IFS= read -r line; printf '%s' \"$line\" > line; sleep 30"


def check_shell(term, directory, name):
    settings = wait_for_file(os.path.join(directory, "stty"))
    wait_for_file(os.path.join(directory, "ready"))
    term.move(5, 5)
    term.xdotool("click", "1")
    time.sleep(0.3)
    term.xdotool("type", "typed-after-" + name)
    term.xdotool("key", "Return")
    line = wait_for_file(os.path.join(directory, "line"))
    words = (settings or "").replace(";", " ").split()
    cooked = "icanon" in words and "echo" in words
    report(f"{name}: shell", cooked and line == "typed-after-" + name,
           f"read back {line!r} after a click and typing; stty {'icanon echo' if cooked else 'NOT cooked: ' + (settings or '')[:80]}")


def test_drag(display, directory):
    command = f"{shlex.quote(SEL)} demo colour"
    lines = tmux_screen(directory, command)
    bar = next((i for i, line in enumerate(lines) if "Color" in line), None)
    if bar is None:
        report("drag", False, "tmux never showed the colour demo")
        return
    button = lines[bar].index("Color") + 2
    # Opened by the press, the popover lists the colours; where Blue goes is taken from the same
    # layout in tmux after a press there.
    term = XTerm(display, directory, "sel-xterm-drag", f"{command}; echo $? > rc; {AFTER}", light=True)
    try:
        time.sleep(1.0)
        term.move(button, bar)
        term.xdotool("mousedown", "1")
        time.sleep(0.5)
        opened = term.shot()
        keep(opened, "drag-opened")
        # The popover's rows: Red, Yellow, Green, Blue, Purple under its top border (below the bar).
        blue_row = bar + 1 + 1 + 3
        blue_column = max(0, button - 4)
        for step in range(1, 5):
            term.move(button + (blue_column - button) * step // 4, bar + (blue_row - bar) * step // 4)
            time.sleep(0.05)
        term.xdotool("mouseup", "1")
        time.sleep(0.7)
        shot = term.shot()
        keep(shot, "drag-painted")
        samples = [term.cell_pixels(shot, 3, ROWS - 6)[0], term.cell_pixels(shot, COLUMNS // 2, ROWS // 2)[0]]
        blue = all(b >= 200 and r <= 80 and g <= 80 for (r, g, b) in samples)
        report("drag", blue, f"content area after press on Color ({button},{bar}), drag, release on ({blue_column},{blue_row}): {samples}")
        term.xdotool("key", "q")
        status = wait_for_file(os.path.join(directory, "rc"))
        report("drag: exit", status is not None and status.strip() == "0", f"q leaves with status {status!r}")
        check_shell(term, directory, "drag")
    finally:
        term.close()


def test_highlight(display, directory, light):
    name = "light" if light else "dark"
    with open(os.path.join(directory, "in"), "w") as file:
        file.write("alpha\nbeta\ngamma\n")
    command = f"{shlex.quote(SEL)} choose --title Pick < in > out; echo $? > rc; {AFTER}"
    term = XTerm(display, directory, f"sel-xterm-{name}", command, light=light)
    try:
        time.sleep(1.5)
        shot = term.shot()
        keep(shot, f"highlight-{name}")
        # Row 0: "Pick: Select... ▴"; row 1 the border; row 2 "│›  alpha │" from column 6.
        default_background = (255, 255, 255) if light else (0, 0, 0)
        pixels = [p for column in range(8, 15) for p in term.cell_pixels(shot, column, 2)]
        background = max(set(pixels), key=pixels.count)
        text = max(set(pixels), key=lambda p: contrast(p, background))
        ratio = contrast(text, background)
        report(name, ratio >= 4.5 and background != default_background,
               f"highlighted row: text {text} on {background}, {ratio:.1f}:1")
        term.xdotool("key", "Down")
        term.xdotool("key", "Return")
        status = wait_for_file(os.path.join(directory, "rc"))
        with open(os.path.join(directory, "out")) as file:
            chosen = file.read()
        report(f"{name}: choose", status is not None and status.strip() == "0" and chosen == "beta\n",
               f"Down, Enter: status {status!r}, printed {chosen!r}")
        check_shell(term, directory, name)
    finally:
        term.close()


def main():
    for tool in ("Xvfb", "xterm", "xdotool", "xwd", "tmux"):
        if shutil.which(tool) is None:
            print(f"xterm-test: {tool} is not installed (apt-get install xvfb xterm xdotool x11-apps tmux)", file=sys.stderr)
            return 2
    display = f":{90 + os.getpid() % 400}"
    server = subprocess.Popen(["Xvfb", display, "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 10
        while subprocess.run(["xdotool", "getmouselocation"], env=dict(os.environ, DISPLAY=display),
                             capture_output=True).returncode != 0:
            if time.monotonic() > deadline or server.poll() is not None:
                print("xterm-test: Xvfb did not start", file=sys.stderr)
                return 2
            time.sleep(0.1)
        for test in (lambda d: test_drag(display, d), lambda d: test_highlight(display, d, True),
                     lambda d: test_highlight(display, d, False)):
            with tempfile.TemporaryDirectory(prefix="sel-xterm-") as directory:
                test(directory)
    finally:
        server.terminate()
        server.wait(timeout=10)
    print(f"xterm-test: {'all clean' if not failures else 'failed: ' + ', '.join(failures)}", flush=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
