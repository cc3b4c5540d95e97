#!/usr/bin/env python3
"""How soon a line from a slow producer is on screen in `sel choose` (issue 13's goal: 100 ms).

Runs `(sleep 1; date +%s.%N > STAMP; echo hello; sleep 3) | sel choose` in a tmux pane, polls the
pane every 2 ms until `hello` shows, and prints the delays (ms) from the producer's timestamp,
sorted, over N runs. The polling adds up to a few ms.

Usage: scripts/bench-slow-producer.py [SEL] [RUNS]   (default .build/release/sel, 5)
"""
import os
import subprocess
import sys
import tempfile
import time

sel = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/release/sel")
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
stamp = os.path.join(tempfile.mkdtemp(), "stamp")
server = ["tmux", "-L", f"slow-producer-{os.getpid()}"]
delays = []
for run in range(runs):
    if run > 0:
        subprocess.run(server + ["kill-server"], stderr=subprocess.DEVNULL)
    if os.path.exists(stamp):
        os.remove(stamp)
    command = f"(sleep 1; date +%s.%N > {stamp}; echo hello; sleep 3) | {sel} choose; sleep 5"
    # A new tmux server sometimes exits at once on this machine ("server exited unexpectedly"): retry.
    for attempt in range(5):
        if subprocess.run(server + ["new-session", "-d", "-x", "80", "-y", "24", f"bash -c '{command}'"]).returncode == 0:
            break
        time.sleep(0.2)
    deadline = time.time() + 5
    while time.time() < deadline:
        screen = subprocess.run(server + ["capture-pane", "-p"], capture_output=True, text=True).stdout
        if "hello" in screen:
            seen = time.time()
            break
        time.sleep(0.002)
    else:
        print("run", run, "timed out")
        continue
    delays.append((seen - float(open(stamp).read())) * 1000)
subprocess.run(server + ["kill-server"], stderr=subprocess.DEVNULL)
print("line on screen after (ms):", ", ".join(f"{d:.1f}" for d in sorted(delays)))
