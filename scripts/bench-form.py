#!/usr/bin/env python3
"""Times `sel form` through a pty: how long a 12-field, 3-group form takes to open (spawn -> the
first page's help line on screen, process start included), and how long one key takes to show
(a letter typed into the first field -> its echo in the field).

The form is the document below, written to a temporary file; sel runs with TERM=xterm-256color,
LANG=C.UTF-8, the pty (24 x 80) as controlling terminal and stdout /dev/null. Figures are
medians (and the slowest) over --runs runs.

Usage:
    scripts/bench-form.py [--sel PATH] [--runs N]
"""
import argparse
import json
import os
import pty
import select
import signal
import statistics
import subprocess
import tempfile
import time

DOCUMENT = {
    "title": "Deploy",
    "groups": [
        {"title": "Target", "fields": [
            {"key": "service", "title": "Service", "type": "input", "required": True, "pattern": "[a-z-]+"},
            {"key": "env", "title": "Environment", "type": "choose", "options": ["staging", "production"]},
            {"key": "region", "title": "Region", "type": "choose", "options": ["eu-west-1", "us-east-1", "ap-south-1"]},
            {"key": "owner", "title": "Owner", "type": "table", "columns": ["Name", "Team"], "rows": [["Ada", "Core"], ["Grace", "UI"]]},
        ]},
        {"title": "Options", "fields": [
            {"key": "replicas", "title": "Replicas", "type": "number", "min": 1, "max": 9, "default": 2},
            {"key": "checks", "title": "Checks", "type": "multi", "options": ["lint", "unit", "smoke"], "min": 1},
            {"key": "window", "title": "Window", "type": "wheel", "format": "99:59:59"},
            {"key": "day", "title": "Day", "type": "date"},
        ]},
        {"title": "Notes", "fields": [
            {"key": "notify", "title": "Notify", "type": "confirm", "default": True},
            {"key": "token", "title": "Token", "type": "password"},
            {"key": "notes", "title": "Notes", "type": "write"},
            {"key": "reason", "title": "Reason", "type": "input", "default": "ship {service}"},
        ]},
    ],
}


def read_until(fd, needle, deadline):
    """Reads the pty until `needle` was written; returns the time it was seen."""
    seen = b""
    while time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.05)
        if not ready:
            continue
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            break
        seen += chunk
        if needle in seen:
            return time.monotonic()
    raise RuntimeError(f"timed out waiting for {needle!r}; got {seen[-300:]!r}")


def one_run(sel, path):
    env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8")
    start = time.monotonic()
    pid, fd = pty.fork()
    if pid == 0:
        out = os.open("/dev/null", os.O_WRONLY)
        os.dup2(out, 1)
        os.execve(sel, [sel, "form", path], env)
    os.set_blocking(fd, False)
    import fcntl, struct, termios
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    opened = read_until(fd, "pgdn/pgup page".encode(), start + 10) - start
    typed = time.monotonic()
    os.write(fd, b"q")
    shown = read_until(fd, b"q", typed + 10) - typed
    os.kill(pid, signal.SIGTERM)
    os.waitpid(pid, 0)
    os.close(fd)
    return opened, shown


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sel", default=".build/release/sel")
    parser.add_argument("--runs", type=int, default=20)
    arguments = parser.parse_args()
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as document:
        json.dump(DOCUMENT, document)
    opens, keys = [], []
    for _ in range(arguments.runs):
        opened, shown = one_run(os.path.abspath(arguments.sel), document.name)
        opens.append(opened * 1000)
        keys.append(shown * 1000)
    os.unlink(document.name)
    print(f"open (spawn -> first page drawn): median {statistics.median(opens):.1f} ms, slowest {max(opens):.1f} ms over {len(opens)} runs")
    print(f"key (typed -> shown):             median {statistics.median(keys):.1f} ms, slowest {max(keys):.1f} ms")


if __name__ == "__main__":
    main()
