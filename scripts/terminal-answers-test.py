#!/usr/bin/env python3
"""The first frame never waits for the terminal's answers (TESTING.md, "The terminal's answers").

Usage: scripts/terminal-answers-test.py PATH_TO_SEL

`sel choose` runs on a pseudo-terminal of our own that plays three terminals:

  silent    never answers anything (a plain pty, `script`, some editors' terminals): the first
            frame must come at once, not after a timeout (sel once waited 100 ms for the colours
            and 300 ms more for the cursor position before drawing);
  late      answers 400 ms after the first frame, with a light background: the list is drawn
            with the dark guess first, then redrawn in the light theme when the answer arrives;
  held      answers the cursor position only after the first frame: the prompt's line comes at once, the list
            (whose side depends on where the region is) once the answer arrives;
  prompt    answers at once: every start-up question (background, colours, cursor position)
            arrives in one write before the first frame, so a slow link costs one round trip,
            and the first frame is drawn in the theme the answer gives.

Prints "terminal answers: N passed, N failed"; exits 1 on a failure.
"""

import fcntl
import os
import re
import select
import struct
import subprocess
import sys
import termios
import time

SEL = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/debug/sel")
ENV = {key: value for key, value in os.environ.items()
       if key not in ("COLORTERM", "COLORFGBG", "SEL_BACKGROUND", "NO_COLOR", "COLUMNS", "LINES", "SEL_DEFAULT_OPTS")}
ENV.update(SWIFT_BACKTRACE="enable=no", TERM="xterm-256color", LANG="C.UTF-8")

QUESTION_BACKGROUND = b"\x1b]11;?\x1b\\"
QUESTION_POSITION = b"\x1b[6n"
QUESTION_ATTRIBUTES = b"\x1b[c"
LIGHT_ANSWER = b"\x1b]11;rgb:ffff/ffff/ffff\x1b\\"
ATTRIBUTES_ANSWER = b"\x1b[?62;22c"
# The old code waited 100 ms for the colours, then up to 300 ms for the cursor position; a first
# frame later than this after the questions means something waited again.
FRAME_BOUND = 0.2

passed = 0
failed = 0


def check(name, ok, detail=""):
    global passed, failed
    if ok:
        passed += 1
    else:
        failed += 1
        print(f"terminal answers: FAILED: {name} {detail}", flush=True)


class Pty:
    """`argv` as the session leader of a new 80x24 pty; the master end is ours."""

    def __init__(self, argv, env):
        self.master, slave = os.openpty()
        fcntl.ioctl(self.master, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))

        def become_leader():
            os.setsid()
            fcntl.ioctl(slave, termios.TIOCSCTTY, 0)

        self.process = subprocess.Popen(argv, stdin=slave, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                        preexec_fn=become_leader, env=env, close_fds=True, pass_fds=(slave,))
        os.close(slave)
        os.set_blocking(self.master, False)
        self.output = bytearray()
        # (time, offset in output) for each chunk read.
        self.chunks = []
        self.started = time.monotonic()

    def pump(self, seconds):
        deadline = time.monotonic() + seconds
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                return
            ready, _, _ = select.select([self.master], [], [], left)
            if not ready:
                return
            try:
                chunk = os.read(self.master, 65536)
            except OSError:
                return
            if not chunk:
                return
            self.chunks.append((time.monotonic(), len(self.output)))
            self.output += chunk

    def wait_for(self, predicate, seconds=10.0):
        deadline = time.monotonic() + seconds
        while not predicate() and time.monotonic() < deadline:
            self.pump(0.01)
        return predicate()

    def time_of(self, offset):
        """When the byte at `offset` of the output was read."""
        moment = None
        for when, start in self.chunks:
            if start <= offset:
                moment = when
        return moment

    def type(self, data):
        os.write(self.master, data)

    def chosen_after(self, keys):
        """Types `keys`, waits for sel to end and returns what it printed ("(hung)" if it did not end)."""
        self.type(keys)
        try:
            self.process.wait(timeout=10)
            chosen = self.process.stdout.read()
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
            chosen = b"(hung)"
        os.close(self.master)
        return chosen

    def finish(self):
        self.chosen_after(b"\x1b")


def frame_offset(output):
    """Where the first frame starts: the first synchronized update (CSI ? 2026 h)."""
    return output.find(b"\x1b[?2026h")


def sgr_set(data):
    return set(re.findall(rb"\x1b\[[0-9;:]*m", data))


def run_reference(background):
    """The SGR sequences of a whole run whose background is given by SEL_BACKGROUND."""
    pty = Pty([SEL, "choose", "alpha", "beta", "gamma"], dict(ENV, SEL_BACKGROUND=background))
    pty.wait_for(lambda: b"gamma" in pty.output)
    pty.pump(0.2)
    output = bytes(pty.output)
    pty.finish()
    return sgr_set(output[max(0, frame_offset(output)):])


def silent():
    for attempt in range(5):
        pty = Pty([SEL, "choose", "alpha", "beta", "gamma"], ENV)
        drawn = pty.wait_for(lambda: b"gamma" in pty.output)
        output = bytes(pty.output)
        asked = output.find(QUESTION_BACKGROUND)
        frame = frame_offset(output)
        ok = drawn and asked >= 0 and frame > asked
        waited = (pty.time_of(frame) - pty.time_of(asked)) if ok else None
        check(f"silent terminal, run {attempt + 1}: the first frame comes at once",
              ok and waited < FRAME_BOUND, f"(drawn={drawn}, questions at {asked}, frame at {frame}, waited {waited})")
        # Keys still work with no answer ever given.
        chosen = pty.chosen_after(b"\x1b[B\r")
        check(f"silent terminal, run {attempt + 1}: Down and Enter choose beta", chosen == b"beta\n", repr(chosen))
        if waited is not None:
            print(f"terminal answers: silent terminal: first frame {waited * 1000:.1f} ms after the questions", flush=True)


def late(light_only):
    pty = Pty([SEL, "choose", "alpha", "beta", "gamma"], ENV)
    drawn = pty.wait_for(lambda: b"gamma" in pty.output)
    pty.pump(0.4)
    before = bytes(pty.output)
    check("late answer: the first frame is the dark guess", drawn and not (sgr_set(before) & light_only),
          f"(light-only SGR before the answer: {sorted(sgr_set(before) & light_only)})")
    pty.type(LIGHT_ANSWER + b"\x1b[24;1R" + ATTRIBUTES_ANSWER)
    pty.wait_for(lambda: bool(sgr_set(bytes(pty.output[len(before):])) & light_only), seconds=5)
    after = bytes(pty.output[len(before):])
    check("late answer: the light theme is drawn when the answer arrives", bool(sgr_set(after) & light_only),
          f"({len(after)} bytes after the answer)")
    # The answer is not input: the list is still open, and Enter chooses the highlighted alpha.
    chosen = pty.chosen_after(b"\r")
    check("late answer: the answer is not taken as keys", chosen == b"alpha\n", repr(chosen))


def held():
    """The cursor's position comes 30 ms after the questions: the list waits for it (the side it
    opens on depends on it), then shows; the prompt's own line is drawn at once."""
    pty = Pty([SEL, "choose", "alpha", "beta", "gamma"], ENV)
    # The answer goes out as soon as the first frame is seen (its 100 ms for a silent terminal
    # start then), whenever a loaded machine lets sel draw it.
    # The whole first frame: from the first synchronized update's start to its end.
    pty.wait_for(lambda: frame_offset(pty.output) >= 0 and pty.output.find(b"\x1b[?2026l", frame_offset(pty.output)) >= 0)
    before = bytes(pty.output)
    pty.type(b"\x1b[24;1R" + ATTRIBUTES_ANSWER)
    shown = pty.wait_for(lambda: b"gamma" in pty.output)
    check("held list: the prompt's line is drawn before the answer", frame_offset(before) >= 0, repr(before[-80:]))
    check("held list: the list waits for where the region is", b"gamma" not in before)
    check("held list: the list shows once the terminal answers", shown)
    pty.finish()


def prompt(light_only):
    pty = Pty([SEL, "choose", "alpha", "beta", "gamma"], ENV)
    pty.wait_for(lambda: QUESTION_ATTRIBUTES in pty.output)
    output = bytes(pty.output)
    start = output.find(QUESTION_BACKGROUND)
    end = output.find(QUESTION_ATTRIBUTES)
    questions = output[start:end + len(QUESTION_ATTRIBUTES)] if start >= 0 else b""
    # One write: the questions stand together, the cursor position among them, before any frame.
    check("answering terminal: every question in one run of bytes",
          start >= 0 and QUESTION_POSITION in questions and b"\x1b[?2026h" not in questions, repr(questions))
    pty.type(LIGHT_ANSWER + b"\x1b[1;1R" + ATTRIBUTES_ANSWER)
    pty.wait_for(lambda: b"gamma" in pty.output)
    pty.pump(0.3)
    output = bytes(pty.output)
    frame = output[max(0, frame_offset(output)):]
    check("answering terminal: the list is drawn in the light theme", bool(sgr_set(frame) & light_only))
    pty.finish()


def main():
    light = run_reference("light")
    dark = run_reference("dark")
    light_only = light - dark
    check("the light and dark themes differ in their SGR", bool(light_only))
    silent()
    late(light_only)
    held()
    prompt(light_only)
    print(f"terminal answers: {passed} passed, {failed} failed", flush=True)
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
