#!/usr/bin/env python3
"""How a slow preview affects `sel choose`: the time from a key to the moved highlight on screen,
and to the stale preview's processes being dead, while `--preview 'sleep 5; …'` runs.

Usage: scripts/measure-preview.py [PATH_TO_SEL] [RUNS]

Drives sel in a tmux server of its own (80x20), polls the screen and the process table (`ps`),
and prints the median and every run, in milliseconds. A zombie (state Z) counts as dead: an
orphaned `sleep` waits there for PID 1 to reap it, which has nothing to do with sel.
"""

import statistics
import subprocess
import sys
import time

SEL = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/sel"
RUNS = int(sys.argv[2]) if len(sys.argv) > 2 else 5
TMUX = ["tmux", "-L", "measure-preview", "-f", "/dev/null"]


def tmux(*arguments):
    return subprocess.run(TMUX + list(arguments), capture_output=True, text=True).stdout


def table():
    lines = subprocess.run(["ps", "-eo", "pgid,stat,args"], capture_output=True, text=True).stdout.splitlines()[1:]
    return [line.split(None, 2) for line in lines]


def main():
    tmux("kill-server")
    tmux("new-session", "-d", "-s", "m", "-x", "80", "-y", "20", "bash --norc")
    time.sleep(0.5)
    moved, dead = [], []
    try:
        for run in range(RUNS):
            marker = f"measure-{run}-{time.time_ns()}"
            tmux("send-keys", "-t", "m", f"clear; seq 100 | {SEL} choose --preview 'sleep 5; echo {marker} {{}}'", "Enter")
            deadline = time.monotonic() + 10
            group = None
            while group is None and time.monotonic() < deadline:
                group = next((row[0] for row in table() if len(row) > 2 and f"{marker} '1'" in row[2]), None)
                time.sleep(0.01)
            if group is None:
                sys.exit("the first preview never started")
            start = time.monotonic()
            tmux("send-keys", "-t", "m", "Down")
            while "›  2" not in tmux("capture-pane", "-p", "-t", "m"):
                time.sleep(0.002)
            moved.append((time.monotonic() - start) * 1000)
            while any(row[0] == group and not row[1].startswith("Z") for row in table()):
                time.sleep(0.002)
            dead.append((time.monotonic() - start) * 1000)
            tmux("send-keys", "-t", "m", "Escape")
            time.sleep(0.3)
    finally:
        tmux("kill-server")
    print(f"key to moved highlight, a 5 s preview running: median {statistics.median(moved):.0f} ms {[round(x) for x in moved]}")
    print(f"key to the stale preview's processes dead:      median {statistics.median(dead):.0f} ms {[round(x) for x in dead]}")


if __name__ == "__main__":
    main()
