#!/usr/bin/env python3
"""First frame of `sel table` on 100,000 rows and of `sel file` on a directory of 100,000 entries
(issue 28), and the time a query key takes in the table.

Driven through the pty and terminal model of scripts/bench-choose.py (30 x 100,
TERM=xterm-256color, LANG=C.UTF-8, no SEL_* variables, standard input the terminal), medians over
the runs:

- table, first frame: spawn -> the first record's name ("Barbara Torvalds") on screen;
- table, query key: each key of "hopper" written -> the filter shows it and the count reads the
  number of matching rows (read once from a first session that lets the screen settle);
- file, first frame: spawn -> the first directory ("dir_000") on screen.

The exact commands:

    sel table corpus/table-100k.csv
    sel file corpus/dir-100k

The inputs are generated into the git-ignored corpus/ when missing: a CSV of 100,000 people (six
columns, a third of the notes quoted with a comma inside; seeded), and a directory of 99,800 empty
files and 200 directories.

Usage:
    scripts/bench-controls.py [--runs N] [--sel PATH] [--only table|file]
"""
import argparse
import importlib.util
import os
import random
import re
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
SPEC = importlib.util.spec_from_file_location("bench_choose", os.path.join(HERE, "bench-choose.py"))
bench = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(bench)

ROWS = 100_000


def table_file(corpus):
    """The 100,000-row CSV (seeded, so every run and machine gets the same bytes)."""
    path = os.path.join(corpus, "table-100k.csv")
    if os.path.exists(path):
        return path
    os.makedirs(corpus, exist_ok=True)
    rng = random.Random(7)
    first = ["Ada", "Grace", "Linus", "Margaret", "Alan", "Barbara", "Ken", "Dennis", "Edsger", "Frances", "Radia", "Guido"]
    last = ["Lovelace", "Hopper", "Torvalds", "Hamilton", "Turing", "Liskov", "Thompson", "Ritchie", "Dijkstra", "Allen",
            "Perlman", "van Rossum"]
    teams = ["Core", "UI", "Compilers", "Kernel", "Networking", "Storage", "Security", "Docs"]
    with open(path, "w") as out:
        out.write("id,name,email,team,city,note\n")
        for index in range(ROWS):
            given = rng.choice(first)
            family = rng.choice(last)
            if index % 3 == 0:
                note = '"likes %s, and %s"' % (rng.choice(teams).lower(), rng.choice(teams).lower())
            else:
                note = "plain note %d" % index
            out.write("%d,%s %s,%s.%s%d@example.com,%s,City %d,%s\n" % (
                index + 1, given, family, given.lower(), family.lower().replace(" ", ""), index, rng.choice(teams),
                rng.randint(1, 500), note))
    return path


def directory(corpus):
    """A directory of 99,800 empty files and 200 directories."""
    path = os.path.join(corpus, "dir-100k")
    marker = path + ".complete"
    if os.path.exists(marker):
        return path
    os.makedirs(path, exist_ok=True)
    for index in range(99_800):
        open(os.path.join(path, "file_%06d.txt" % index), "wb").close()
    for index in range(200):
        os.makedirs(os.path.join(path, "dir_%03d" % index), exist_ok=True)
    open(marker, "wb").close()
    return path


def cpu_seconds(session):
    """User and system CPU time the process has used so far (from /proc): what the first frame
    cost, whatever else the machine was doing."""
    try:
        with open("/proc/%d/stat" % session.process.pid) as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return None


def shows(session, text):
    return any(text in row for row in session.screen.text_rows())


def table_run(sel, path, env, timeout, query, expected):
    """First frame and the query keys' times (seconds)."""
    session = bench.Session([sel, "table", path], None, "tty", env)
    first = cpu = None
    keys = []
    try:
        first = session.elapsed(session.wait_for(lambda: shows(session, "Barbara Torvalds"), timeout))
        cpu = cpu_seconds(session)
        session.settle(0.1, 2)
        typed = ""
        for key, count in zip(query, expected):
            typed += key
            sent = session.send(key.encode())
            pattern = re.compile(r"\b%d/%d\b" % (count, ROWS))
            moment = session.wait_for(
                lambda: any(pattern.search(row) for row in session.screen.text_rows()) and shows(session, typed), timeout)
            keys.append(moment - sent)
    except bench.Timeout:
        print("   timed out; screen:\n" + "\n".join(session.screen.text_rows()), file=sys.stderr)
    finally:
        session.finish()
    return first, cpu, keys


def file_run(sel, path, env, timeout):
    session = bench.Session([sel, "file", path], None, "tty", env)
    first = cpu = None
    try:
        first = session.elapsed(session.wait_for(lambda: shows(session, "dir_000"), timeout))
        cpu = cpu_seconds(session)
    except bench.Timeout:
        print("   timed out; screen:\n" + "\n".join(session.screen.text_rows()), file=sys.stderr)
    finally:
        session.finish()
    return first, cpu


def expected_counts(sel, path, env, timeout, query):
    """How many rows match each prefix of QUERY, read from a first session that lets the screen
    settle after each key (the rows matched are the aligned lines, so `sel filter` over the CSV
    would not say)."""
    session = bench.Session([sel, "table", path], None, "tty", env)
    counts = []
    try:
        session.wait_for(lambda: shows(session, "Barbara Torvalds"), timeout)
        pattern = re.compile(r"\b(\d+)/%d\b" % ROWS)
        for key in query:
            session.send(key.encode())
            session.settle(1.5, timeout)
            found = [int(match.group(1)) for row in session.screen.text_rows() for match in [pattern.search(row)] if match]
            counts.append(found[0] if found else None)
    finally:
        session.finish()
    return counts


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--sel")
    parser.add_argument("--only", choices=["table", "file"])
    parser.add_argument("--timeout", type=float, default=60)
    parser.add_argument("--query", default="hopper")
    options = parser.parse_args()
    sel = bench.find_sel(options.sel)
    corpus = os.path.join(bench.REPO, "corpus")
    env = {key: value for key, value in os.environ.items() if not key.startswith(("FZF_", "SEL_"))}
    env.update(TERM="xterm-256color", LANG="C.UTF-8")
    if options.only in (None, "table"):
        path = table_file(corpus)
        expected = expected_counts(sel, path, env, options.timeout, options.query)
        print("counts after each key of %r: %s" % (options.query, expected), file=sys.stderr)
        firsts, cpus, keys = [], [], []
        for run in range(options.runs):
            first, cpu, times = table_run(sel, path, env, options.timeout, options.query, expected)
            print("table run %d: first frame %s s (CPU %s s), keys %s" % (
                run + 1, first, cpu, ["%.1f ms" % (t * 1000) for t in times]), file=sys.stderr)
            if first is not None:
                firsts.append(first)
                cpus.append(cpu or 0)
            keys += times
            time.sleep(0.2)
        print("sel table, %d rows, %d runs: first frame %.0f ms (median; CPU %.0f ms); query key %.1f ms median, %.1f ms slowest" % (
            ROWS, options.runs, bench.median(firsts) * 1000, bench.median(cpus) * 1000, bench.median(keys) * 1000,
            max(keys) * 1000))
    if options.only in (None, "file"):
        path = directory(corpus)
        firsts, cpus = [], []
        for run in range(options.runs):
            first, cpu = file_run(sel, path, env, options.timeout)
            print("file run %d: first frame %s s (CPU %s s)" % (run + 1, first, cpu), file=sys.stderr)
            if first is not None:
                firsts.append(first)
                cpus.append(cpu or 0)
            time.sleep(0.2)
        print("sel file, 100,000 entries, %d runs: first frame %.0f ms (median; CPU %.0f ms)" % (
            options.runs, bench.median(firsts) * 1000, bench.median(cpus) * 1000))


if __name__ == "__main__":
    main()
