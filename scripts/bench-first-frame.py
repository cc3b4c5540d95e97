#!/usr/bin/env python3
"""First frame and peak RSS of several commands, interleaved, on scripts/bench-choose.py's pty.

    scripts/bench-first-frame.py CORPUS RUNS LABEL=COMMAND...

    eval "$(scripts/reference-tools)"
    scripts/bench-first-frame.py paths-10k 11 "fzf=$SEL_REFERENCE_FZF --layout=reverse" \\
        "before=/tmp/old/sel choose --filter" "after=/tmp/inst/bin/sel choose --filter"

Each run spawns each command in turn on a fresh 30x100 pty (answering the terminal's questions as
xterm does) with the corpus as standard input, and times the first frame that shows the corpus's
first item; the peak RSS (VmHWM) is read once the screen has been quiet for 0.25 s. Prints the
median and the fastest first frame and the median peak RSS of each command. For comparing two
builds of sel side by side, which bench-choose.py (one sel against fzf) does not do.
"""
import importlib.util
import os
import statistics
import sys
import time

spec = importlib.util.spec_from_file_location(
    "bench_choose", os.path.join(os.path.dirname(os.path.abspath(__file__)), "bench-choose.py"))
bench = importlib.util.module_from_spec(spec)
spec.loader.exec_module(bench)


def main():
    if len(sys.argv) < 4 or any("=" not in argument for argument in sys.argv[3:]):
        sys.exit(__doc__)
    corpus = bench.load_corpus(sys.argv[1])
    runs = int(sys.argv[2])
    commands = [argument.split("=", 1) for argument in sys.argv[3:]]
    env = dict(os.environ, TERM="xterm-256color")
    frames = {label: [] for label, _ in commands}
    peaks = {label: [] for label, _ in commands}
    for _ in range(runs):
        for label, command in commands:
            session, moment = bench.start_showing(label, command, corpus, env, "bench-first-frame")
            try:
                frames[label].append((moment - session.start) * 1000)
                session.settle(0.25, 5)
                peaks[label].append((session.high_water_mark_kb() or 0) / 1024)
            finally:
                session.finish()  # Esc, then Ctrl-C, then SIGKILL; closes the pty
            time.sleep(0.1)
    for label, _ in commands:
        print("%-10s first frame median %.1f ms (fastest %.1f), peak RSS after load %.1f MB" % (
            label, statistics.median(frames[label]), min(frames[label]), statistics.median(peaks[label])))


if __name__ == "__main__":
    main()
