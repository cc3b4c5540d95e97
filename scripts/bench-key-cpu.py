#!/usr/bin/env python3
"""CPU time and latency of query keys, for several commands, interleaved, on bench-choose.py's pty.

    scripts/bench-key-cpu.py CORPUS RUNS KEYS REPEAT LABEL=COMMAND...

    scripts/bench-key-cpu.py paths-10k 8 configBBBBBB 10 \\
        "before=/tmp/old/sel choose --filter" "after=/tmp/inst/bin/sel choose --filter"

Each run spawns each command in turn on a fresh 30x100 pty with the corpus (a name from
bench-choose.py, or a file) as standard input, waits for the list, then types KEYS (B is a
backspace) REPEAT times, waiting for the screen to be quiet for 20 ms after each key, then Esc.
Prints, for each command, the median process CPU time of a run (user + system, from the kernel's
accounting of the whole process, so a key's drawing, matching and writing all count, whatever
thread did them) and the median time from a key to the last byte of its answer. The CPU time
shows what a change to the per-key path saves on a machine too noisy for latencies; the run's
loading is the same for both builds and cancels out of a comparison.
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
    if len(sys.argv) < 6 or any("=" not in argument for argument in sys.argv[5:]):
        sys.exit(__doc__)
    corpus = bench.load_corpus(sys.argv[1])
    runs = int(sys.argv[2])
    keys = sys.argv[3].replace("B", "\x7f")
    repeat = int(sys.argv[4])
    commands = [argument.split("=", 1) for argument in sys.argv[5:]]
    env = dict(os.environ, TERM="xterm-256color")
    cpu = {label: [] for label, _ in commands}
    latency = {label: [] for label, _ in commands}
    for run in range(runs):
        for label, command in (commands if run % 2 == 0 else commands[::-1]):
            session, _ = bench.start_showing(label, command, corpus, env, "bench-key-cpu")
            session.settle(0.2, 5)
            times = []
            for _ in range(repeat):
                for key in keys:
                    sent = session.send(key.encode())
                    session.settle(0.02, 5)
                    times.append((session.last_read - sent) * 1000)
            session.finish()  # Esc, then Ctrl-C, then SIGKILL; reaps the process
            usage = getattr(session, "usage", None)
            if usage is None:
                sys.exit("bench-key-cpu: %s did not end" % label)
            cpu[label].append((usage.ru_utime + usage.ru_stime) * 1000)
            latency[label].append(statistics.median(times))
            time.sleep(0.1)
    for label, _ in commands:
        print("%-10s CPU %.1f ms a run (fastest %.1f), a key answered in %.2f ms (median)" % (
            label, statistics.median(cpu[label]), min(cpu[label]), statistics.median(latency[label])))


if __name__ == "__main__":
    main()
