#!/usr/bin/env python3
"""Side-by-side benchmark of the walkers of `sel choose` and fzf (issue 26).

Both tools run with standard input the terminal, in a generated tree of 200,000 files in 20,000
directories, so each lists the files with its own walker (fzf's default `--walker
file,follow,hidden`, skipping .git and node_modules; sel's the same). Driven through the pty and
terminal model of scripts/bench-choose.py (30 x 100, TERM=xterm-256color, no FZF_* or SEL_*
variables), it measures, as medians over interleaved runs (the tool that goes first swaps every
round):

- first frame: spawn -> a list row and a count `N/N` with N > 0 on screen;
- all listed: spawn -> the count shows all 200,000 files;
- peak RSS once all are listed (VmHWM).

The exact commands, run in the tree:

    fzf --layout=reverse          (stdin the terminal)
    sel choose --filter           (stdin the terminal)

Then CTRL-R's list (--ctrl-r): 100,000 distinct shell commands on standard input from a file, as
the integration scripts hand them over, with each tool's CTRL-R options: to fzf newest first and
NUL-separated (fzf's key-bindings); to sel as zsh writes its history (`sel init zsh`: `fc -W`, the
times in it, oldest first), which sel reads, orders newest first, folds and shows with ages; and,
as `sel-read0`, NUL-separated as sel's fish binding does without a history file:

    sel choose --height 40% --filter --print0 --expect ctrl-x --remember bench-ctrl-r \
        --preview-window down,30%,wrap,hidden --shell-history zsh      (or --read0)
    fzf --height 40% --scheme=history --read0 --multi --wrap-sign '↳ ' --highlight-line

(sel with XDG_STATE_HOME in a scratch directory: nothing remembered yet), measuring the first frame
(the newest command on screen) and all counted. sel-bash and sel-fish read the same commands as
bash (`history -w` with HISTTIMEFORMAT: `#SECONDS` lines) and fish (`- cmd:` and `when:`) write
them, with `--shell-history bash` and `fish`.

Usage:
    scripts/bench-walker.py [--runs N] [--sel PATH] [--fzf PATH] [--tree DIR] [--ctrl-r | --only-ctrl-r]

The tree is generated into the git-ignored corpus/walker-tree when missing (about a minute):
20 top directories (a file each), 9 below each (11 files each), 110 below each of those (10 files
each): 20,000 directories and 200,000 files.
"""
import argparse
import importlib.util
import os
import re
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
SPEC = importlib.util.spec_from_file_location("bench_choose", os.path.join(HERE, "bench-choose.py"))
bench = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(bench)

FILES = 200_000
DIRECTORIES = 20_000


def generate(tree):
    """Writes the tree (empty files) unless it is complete."""
    marker = tree.rstrip("/") + ".complete"  # beside the tree: a file in it would be listed
    if os.path.exists(marker):
        return
    print("== generating %s (%d files, %d directories)" % (tree, FILES, DIRECTORIES), file=sys.stderr)
    files = directories = 0
    for top in range(20):
        top_path = os.path.join(tree, "module%02d" % top)
        os.makedirs(top_path, exist_ok=True)
        open(os.path.join(top_path, "README.md"), "wb").close()
        files += 1
        directories += 1
        for middle in range(9):
            middle_path = os.path.join(top_path, "package%d" % middle)
            os.makedirs(middle_path, exist_ok=True)
            directories += 1
            for name in range(11):
                open(os.path.join(middle_path, "index%d.swift" % name), "wb").close()
                files += 1
            for leaf in range(110):
                leaf_path = os.path.join(middle_path, "component%03d" % leaf)
                os.makedirs(leaf_path, exist_ok=True)
                directories += 1
                for name in range(10):
                    open(os.path.join(leaf_path, "source_file_%d.txt" % name), "wb").close()
                    files += 1
    assert files == FILES and directories == DIRECTORIES, (files, directories)
    open(marker, "wb").close()


def one_run(argv, env, timeout):
    """First frame and all listed (seconds since spawn), and VmHWM in kB."""
    session = bench.Session(argv, None, "tty", env)
    first = listed = rss = None
    try:
        moment = session.wait_for(lambda: any(total > 0 for _, total in bench.counts(session.screen.text_rows())), timeout)
        first = session.elapsed(moment)
        moment = session.wait_for(lambda: any(total >= FILES for _, total in bench.counts(session.screen.text_rows())), timeout)
        listed = session.elapsed(moment)
        rss = session.high_water_mark_kb()
        totals = [total for _, total in bench.counts(session.screen.text_rows())]
        if max(totals) != FILES:
            print("   unexpected count %s" % totals, file=sys.stderr)
    except bench.Timeout:
        print("   timed out; screen:\n" + "\n".join(session.screen.text_rows()), file=sys.stderr)
    finally:
        session.finish()
    return first, listed, rss


def history_file(directory):
    """100,000 distinct commands, NUL-separated, as CTRL-R reads them."""
    path = os.path.join(directory, "history-100k.bin")
    if not os.path.exists(path):
        words = ["git", "make", "cd", "ls", "vim", "grep", "ssh", "docker", "kubectl", "cargo", "swift", "python3"]
        with open(path, "wb") as out:
            for index in range(100_000):
                out.write(("%s %s --flag=%d src/module%d/file%d.txt" % (
                    words[index % len(words)], words[(index * 7) % len(words)], index, index % 97, index)).encode() + b"\0")
    return path


def zsh_history_file(directory):
    """The same 100,000 commands as zsh writes them for sel's CTRL-R (`fc -W`, EXTENDED_HISTORY):
    oldest first, a minute apart, each `: SECONDS:0;COMMAND`."""
    path = os.path.join(directory, "history-100k.zsh")
    if not os.path.exists(path):
        commands = open(history_file(directory), "rb").read().split(b"\0")[:-1]
        start = int(time.time()) - 60 * len(commands)
        with open(path, "wb") as out:
            for index, command in enumerate(reversed(commands)):
                out.write(b": %d:0;%s\n" % (start + 60 * index, command))
    return path


def bash_history_file(directory):
    """The same commands as bash writes its history with HISTTIMEFORMAT set (`history -w`): oldest
    first, each `#SECONDS` then the command."""
    path = os.path.join(directory, "history-100k.bash")
    if not os.path.exists(path):
        commands = open(history_file(directory), "rb").read().split(b"\0")[:-1]
        start = int(time.time()) - 60 * len(commands)
        with open(path, "wb") as out:
            for index, command in enumerate(reversed(commands)):
                out.write(b"#%d\n%s\n" % (start + 60 * index, command))
    return path


def fish_history_file(directory):
    """The same commands as fish writes its history file: oldest first, `- cmd: COMMAND` and an
    indented `when: SECONDS`."""
    path = os.path.join(directory, "history-100k.fish")
    if not os.path.exists(path):
        commands = open(history_file(directory), "rb").read().split(b"\0")[:-1]
        start = int(time.time()) - 60 * len(commands)
        with open(path, "wb") as out:
            for index, command in enumerate(reversed(commands)):
                out.write(b"- cmd: %s\n  when: %d\n" % (command, start + 60 * index))
    return path


def ctrl_r(options, sel, fzf, env):
    """CTRL-R's list: first frame and all counted, medians."""
    path = history_file(os.path.join(bench.REPO, "corpus"))
    zsh_path = zsh_history_file(os.path.join(bench.REPO, "corpus"))
    state = os.path.join(bench.REPO, "corpus", "ctrl-r-state")
    options_sel = ["--height", "40%", "--filter", "--print0", "--expect", "ctrl-x", "--remember", "bench-ctrl-r",
                   "--preview-window", "down,30%,wrap,hidden"]
    corpus = os.path.join(bench.REPO, "corpus")
    tools = {"sel": ([sel, "choose"] + options_sel + ["--shell-history", "zsh"], zsh_path),
             "sel-bash": ([sel, "choose"] + options_sel + ["--shell-history", "bash"], bash_history_file(corpus)),
             "sel-fish": ([sel, "choose"] + options_sel + ["--shell-history", "fish"], fish_history_file(corpus)),
             "sel-read0": ([sel, "choose"] + options_sel + ["--read0"], path),
             "fzf": ([fzf, "--height", "40%", "--scheme=history", "--read0", "--multi", "--wrap-sign", "↳ ",
                      "--highlight-line"], path)}
    results = {name: [] for name in tools}
    for run in range(options.runs):
        for name in (list(tools) if run % 2 == 0 else list(reversed(list(tools)))):
            argv, corpus = tools[name]
            session = bench.Session(argv, corpus, "file", dict(env, XDG_STATE_HOME=state))
            first = counted = None
            try:
                pattern = re.compile(r"git git --flag=0 src")
                first = session.elapsed(session.wait_for(lambda: any(pattern.search(row) for row in session.screen.text_rows()), options.timeout))
                counted = session.elapsed(session.wait_for(
                    lambda: any(total >= 100_000 for _, total in bench.counts(session.screen.text_rows())), options.timeout))
            except bench.Timeout:
                print("   timed out; screen:\n" + "\n".join(session.screen.text_rows()), file=sys.stderr)
            finally:
                session.finish()
            results[name].append((first, counted))
            print("ctrl-r run %d %s: first frame %s s, all counted %s s" % (run + 1, name, first, counted), file=sys.stderr)
    print("CTRL-R's list, 100,000 commands from a file, %d runs (medians)" % options.runs)
    print("%-10s %14s %14s %8s" % ("tool", "first frame", "all counted", "/ fzf"))
    medians = {name: (bench.median([run[0] for run in runs if run[0] is not None]) or 0,
                      bench.median([run[1] for run in runs if run[1] is not None]) or 0) for name, runs in results.items()}
    for name, (first, counted) in medians.items():
        ratio = first / medians["fzf"][0] if medians["fzf"][0] else 0
        print("%-10s %12.0f ms %12.0f ms %7.2fx" % (name, first * 1000, counted * 1000, ratio))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--sel")
    parser.add_argument("--fzf")
    parser.add_argument("--tree", default=os.path.join(bench.REPO, "corpus", "walker-tree"))
    parser.add_argument("--timeout", type=float, default=60)
    parser.add_argument("--ctrl-r", action="store_true", help="also CTRL-R's list of 100,000 commands")
    parser.add_argument("--only-ctrl-r", action="store_true", help="CTRL-R's list alone, not the walker")
    options = parser.parse_args()
    generate(options.tree)
    tools = {"sel": [bench.find_sel(options.sel), "choose", "--filter"],
             "fzf": [bench.find_fzf(options.fzf), "--layout=reverse"]}
    env = {key: value for key, value in os.environ.items() if not key.startswith(("FZF_", "SEL_"))}
    env.update(TERM="xterm-256color", LANG="C.UTF-8")
    os.chdir(options.tree)
    if options.only_ctrl_r:
        ctrl_r(options, tools["sel"][0], tools["fzf"][0], env)
        return
    results = {name: [] for name in tools}
    for run in range(options.runs):
        order = list(tools) if run % 2 == 0 else list(reversed(list(tools)))
        for name in order:
            figures = one_run(tools[name], env, options.timeout)
            results[name].append(figures)
            print("run %d %s: first frame %s s, all listed %s s, VmHWM %s kB" % ((run + 1, name) + figures), file=sys.stderr)
            time.sleep(0.2)
    print("walker, %d files in %d directories, %d runs (medians)" % (FILES, DIRECTORIES, options.runs))
    print("%-6s %14s %14s %12s" % ("tool", "first frame", "all listed", "peak RSS"))
    for name, runs in results.items():
        first = bench.median([run[0] for run in runs if run[0] is not None])
        listed = bench.median([run[1] for run in runs if run[1] is not None])
        rss = bench.median([run[2] for run in runs if run[2] is not None])
        print("%-6s %12.0f ms %12.0f ms %9.0f MB" % (name, (first or 0) * 1000, (listed or 0) * 1000, (rss or 0) / 1024))
    if options.ctrl_r:
        ctrl_r(options, tools["sel"][0], tools["fzf"][0], env)


if __name__ == "__main__":
    main()
