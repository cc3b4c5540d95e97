#!/usr/bin/env python3
"""Runs the real-invocation corpus (issue 27) through sel and the pinned fzf, and counts.

The corpus is scripts/corpus/fzf-invocations.txt and scripts/corpus/gum-invocations.txt: real
command lines taken from public projects, one a line, each under a `## OWNER/REPO PATH` line
naming its source. Each runs on a pseudo-terminal of its own (80x24, answering the terminal
questions a terminal answers) with a small list on standard input, in a scratch directory whose
PATH starts with stubs for the programs the scripts call (editors, pagers, git helpers: each
prints its name and arguments and exits 0, so `become(vim {})` is safe and comparable). Once
the screen is quiet the script types Enter; a program still running 3 s later gets Esc, then is
killed.

- fzf lines run as `$SEL_REFERENCE_FZF ARGS` and as `sel choose ARGS` (sel reads fzf's spellings
  there). Each is: *as fzf* (same exit status, same standard output, ended by the same key),
  *differs* (accepted, but something of that differs), or *refused* (sel exited 2 before any key
  while fzf ran). Refusals are grouped by the flag, action or event the message names.
- gum lines run as sel's counterpart (`gum choose` → `sel choose`, `gum filter` → `sel choose
  --filter`, `gum confirm|input|write|file|table` → `sel confirm|input|write|file|table`); no
  pinned gum exists here, so they count only *accepted* (sel ran and ended on Enter or Esc) or
  *refused* (exit 2 before any key).

Usage: invocation-corpus.py SEL [--only fzf|gum] [--jobs N] [--verbose] [--match TEXT]
       [--minimum-fzf PERCENT] [--minimum-gum PERCENT]
The fzf compared with is $SEL_REFERENCE_FZF (`eval "$(scripts/reference-tools)"` pins it).
Exit status: 0, or 1 when a --minimum-* share is not reached; 2 on a usage error.
"""
import argparse
import collections
import concurrent.futures
import fcntl
import os
import re
import select
import shlex
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import termios
import time

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(HERE, "corpus")

ITEMS = ["src/main.go", "README.md", "docs/guide.md", "Makefile", "scripts/build.sh", "tests/main_test.go"]
CSV = "Name,Colour,Taste\nCherry,Red,Sweet\nLime,Green,Sour\nGrape,Purple,Sweet\n"
STUBS = [
    "vim", "nvim", "emacs", "less", "bat", "kubectl", "git-forgit", "pbcopy", "open", "tree", "fd", "rg",
    "eza", "pacman", "figlet", "jq", "dig", "fzf-preview.sh", "_fzf_preview_file", "_fzf_preview_changed_file",
    "_fzf_extract_var_info", "fish_indent", "tmux", "zsh", "fish", "xargs", "kill",
]

# What a terminal answers to the questions sel and fzf ask (OSC 11, XTGETTCAP, DECRQSS, DA1, DSR 6).
ANSWERS = {
    b"\x1b]11;?\x1b\\": b"\x1b]11;rgb:0000/0000/0000\x1b\\",
    b"\x1bP+q524742\x1b\\": b"\x1bP0+r524742\x1b\\",
    b"\x1bP$qm\x1b\\": b"\x1bP1$r0m\x1b\\",
    b"\x1b[c": b"\x1b[?62;22c",
    b"\x1b[6n": b"\x1b[3;1R",
}


class Invocation:
    def __init__(self, tool, words, source, line):
        self.tool, self.words, self.source, self.line = tool, words, source, line

    @property
    def text(self):
        return " ".join(shlex.quote(word) for word in self.words)


def read_corpus(name):
    """The invocations of one corpus file, each with the source named above it."""
    invocations, source = [], "?"
    with open(os.path.join(CORPUS, name), encoding="utf-8") as corpus:
        for number, line in enumerate(corpus, 1):
            line = line.rstrip("\n")
            if line.startswith("## "):
                source = line[3:].strip()
            elif line.strip() and not line.startswith("#"):
                words = shlex.split(line)
                invocations.append(Invocation(words[0], words, source, number))
    return invocations


class Run:
    """One program on a pty of its own: its status, standard output and error, and how it ended."""

    def __init__(self, argv, data, directory, environment):
        self.master, slave = os.openpty()
        fcntl.ioctl(self.master, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))

        def become_leader():
            os.setsid()
            fcntl.ioctl(slave, termios.TIOCSCTTY, 0)
            for number in (signal.SIGINT, signal.SIGQUIT, signal.SIGTERM, signal.SIGHUP, signal.SIGPIPE):
                signal.signal(number, signal.SIG_DFL)

        self.input = tempfile.TemporaryFile()
        self.input.write(data)
        self.input.seek(0)
        self.output = tempfile.TemporaryFile()
        self.errors = tempfile.TemporaryFile()
        self.process = subprocess.Popen(
            argv, stdin=self.input, stdout=self.output, stderr=self.errors, cwd=directory, env=environment,
            preexec_fn=become_leader, close_fds=True, pass_fds=(slave,))
        os.close(slave)
        os.set_blocking(self.master, False)
        self.screen = bytearray()
        self.answered = collections.Counter()

    def pump(self, seconds):
        """Reads for up to `seconds`, answering questions; whether anything came."""
        deadline, got = time.monotonic() + seconds, False
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                return got
            ready, _, _ = select.select([self.master], [], [], left)
            if not ready:
                return got
            try:
                chunk = os.read(self.master, 65536)
            except OSError:
                time.sleep(min(left, 0.05))
                return got
            if not chunk:
                return got
            self.screen += chunk
            got = True
            for question, reply in ANSWERS.items():
                while self.answered[question] < self.screen.count(question):
                    self.answered[question] += 1
                    try:
                        os.write(self.master, reply)
                    except OSError:
                        pass

    def ended(self, seconds):
        deadline = time.monotonic() + seconds
        while self.process.poll() is None and time.monotonic() < deadline:
            self.pump(0.05)
        return self.process.poll() is not None

    def settle(self, quiet=0.4, longest=5.0):
        """Waits for the first bytes on the terminal, then until nothing was drawn for `quiet`
        seconds (or the program ended): a program that refuses its options draws nothing."""
        deadline = time.monotonic() + longest
        while not self.screen and time.monotonic() < deadline and self.process.poll() is None:
            self.pump(0.05)
        while time.monotonic() < deadline and self.process.poll() is None:
            if not self.pump(quiet):
                return

    def type(self, data):
        try:
            os.write(self.master, data)
        except OSError:
            pass

    def outcome(self):
        """(how it ended, status, stdout, stderr): ended before any key, on Enter, on Esc, or killed."""
        ending = "start"
        self.settle()
        if self.process.poll() is None:
            ending = "enter"
            self.type(b"\r")
            if not self.ended(3.0):
                ending = "esc"
                self.type(b"\x1b")
                if not self.ended(3.0):
                    ending = "killed"
                    os.killpg(self.process.pid, signal.SIGKILL)
                    self.process.wait()
        self.pump(0.05)
        os.close(self.master)
        self.output.seek(0)
        self.errors.seek(0)
        return ending, self.process.returncode, self.output.read(), self.errors.read()


def scratch_directory():
    """A directory with a few files, and stubs for the programs the invocations run."""
    root = tempfile.mkdtemp(prefix="sel-corpus-")
    for item in ITEMS:
        path = os.path.join(root, "work", item)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as file:
            file.write(f"contents of {item}\n")
    stubs = os.path.join(root, "stubs")
    os.makedirs(stubs)
    for name in STUBS:
        path = os.path.join(stubs, name)
        with open(path, "w") as file:
            file.write('#!/bin/sh\necho "$(basename "$0") $*"\n')
        os.chmod(path, 0o755)
    return root


def environment(root):
    keep = {"LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "TERM": "xterm-256color", "SHELL": "/bin/bash"}
    keep["HOME"] = os.path.join(root, "work")
    keep["PATH"] = os.path.join(root, "stubs") + ":/usr/local/bin:/usr/bin:/bin"
    keep["EDITOR"] = "vim"
    keep["SWIFT_BACKTRACE"] = "enable=no"
    return keep


def standard_input(invocation):
    if invocation.words[:2] == ["gum", "table"]:
        return CSV.encode()
    if "--read0" in invocation.words:
        return b"\0".join(item.encode() for item in ITEMS) + b"\0"
    return "".join(item + "\n" for item in ITEMS).encode()


GUM_COMMANDS = {"choose": ["choose"], "filter": ["choose", "--filter"], "confirm": ["confirm"], "input": ["input"],
                "write": ["write"], "file": ["file"], "table": ["table"]}


def sel_argv(sel, invocation):
    if invocation.tool == "fzf":
        return [sel, "choose"] + invocation.words[1:]
    return [sel] + GUM_COMMANDS[invocation.words[1]] + invocation.words[2:]


def run(argv, invocation, root):
    return Run(argv, standard_input(invocation), os.path.join(root, "work"), environment(root)).outcome()


def first_line(data):
    lines = data.decode("utf-8", "replace").strip().splitlines()
    return lines[0] if lines else ""


def refusal_group(message):
    """The flag, action or event a refusal names, as the key to group by."""
    bind = re.search(r"--bind: .*?'([^']+)'", message)
    if bind:
        return bind.group(1).split(":")[0].split("(")[0]
    for pattern in (r"(--[a-z0-9][a-z0-9.-]*)", r"'([^']+)'", r"\"([^\"]+)\""):
        found = re.search(pattern, message)
        if found:
            return found.group(1)
    return message[:60]


def classify_fzf(sel, fzf, invocation, root):
    ours = run(sel_argv(sel, invocation), invocation, root)
    theirs = run([fzf] + invocation.words[1:], invocation, root)
    if ours[0] == "start" and ours[1] == 2 and not (theirs[0] == "start" and theirs[1] == 2):
        return "refused", ours, theirs
    if theirs[0] == "start" and theirs[1] == 2:
        return "fzf refuses", ours, theirs
    same = ours[0] == theirs[0] and ours[1] == theirs[1] and ours[2] == theirs[2]
    return ("as fzf" if same else "differs"), ours, theirs


def classify_gum(sel, invocation, root):
    ours = run(sel_argv(sel, invocation), invocation, root)
    if ours[0] == "start" and ours[1] == 2:
        return "refused", ours, None
    if ours[0] == "killed" or ours[1] < 0:
        return "differs", ours, None
    return "accepted", ours, None


def option_arities(fzf):
    """fzf's options by name: 'none', 'optional' or 'required', read from `fzf --help`."""
    arities = {}
    if not fzf:
        return arities
    text = subprocess.run([fzf, "--help"], capture_output=True, text=True).stdout
    for found in re.finditer(r"^\s+(?:-\w, )?(--[a-z0-9-]+)(\[?=)?", text, re.MULTILINE):
        arities[found.group(1)] = {None: "none", "[=": "optional", "=": "required"}[found.group(2)]
    return arities


GUM_FLAGS = {"--no-limit", "--password", "--show-cursor-line", "--show-line-numbers", "--ordered", "--select-if-one",
             "--no-show-help", "--show-help", "--no-strict", "--strict", "--fuzzy", "--no-fuzzy", "--reverse",
             "--no-sort", "--all", "--directory", "--file", "--show-output", "--no-strip-ansi", "--strip-ansi"}


def without_blocker(words, key, arities, tool):
    """`words` less the option, or the --bind holding the action or event, that `key` names; None
    when it is not found."""
    for index, word in enumerate(words):
        if index == 0:
            continue
        if key.startswith("--"):
            if word.startswith(key + "="):
                return words[:index] + words[index + 1:]
            if word != key:
                continue
            arity = arities.get(key, "required") if tool == "fzf" else ("none" if key in GUM_FLAGS else "required")
            following = words[index + 1] if index + 1 < len(words) else None
            takes = arity == "required" or (arity == "optional" and following is not None and following[:1] not in "-+")
            return words[:index] + words[index + (2 if takes and following is not None else 1):]
        bind = word[len("--bind="):] if word.startswith("--bind=") else (word if words[index - 1] == "--bind" else None)
        if bind is not None and key in bind:
            start = index if word.startswith("--bind=") else index - 1
            return words[:start] + words[index + 1:]
    return None


def census(sel, refused, arities, root):
    """Every flag, action or event that blocks each refused invocation: the one named is taken
    out and the invocation tried again, until sel accepts it (or nothing more can be taken out)."""
    blockers = collections.Counter()
    freed = 0
    for invocation in refused:
        words, seen = list(invocation.words), set()
        for _ in range(12):
            trial = Invocation(invocation.tool, words, invocation.source, invocation.line)
            ending, status, _, errors = run(sel_argv(sel, trial), trial, root)
            if not (ending == "start" and status == 2):
                freed += 1
                break
            key = refusal_group(first_line(errors))
            reduced = without_blocker(words, key, arities, invocation.tool) if key not in seen else None
            blockers[key] += 1
            seen.add(key)
            if reduced is None:
                break
            words = reduced
    return blockers, freed


def describe(result):
    ending, status, output, errors = result
    text = f"{ending}, status {status}, stdout {output[:80]!r}"
    return text + (f", stderr {first_line(errors)!r}" if errors.strip() else "")


def report(title, results, kinds, verbose):
    total = len(results)
    print(f"\n{title}: {total} invocations")
    counts = collections.Counter(kind for _, kind, _, _ in results)
    for kind in kinds:
        share = 100.0 * counts[kind] / total if total else 0.0
        print(f"  {kind:12} {counts[kind]:4}  {share:5.1f} %")
    if results and results[0][0].tool == "gum":
        by_command = collections.defaultdict(collections.Counter)
        for invocation, kind, _, _ in results:
            by_command[invocation.words[1]][kind] += 1
        print("  by subcommand: " + ", ".join(
            f"{name} {c['accepted']}/{sum(c.values())}" for name, c in sorted(by_command.items(), key=lambda pair: -sum(pair[1].values()))))
    groups = collections.defaultdict(list)
    for invocation, kind, ours, _ in results:
        if kind == "refused":
            groups[refusal_group(first_line(ours[3]))].append((invocation, first_line(ours[3])))
    if groups:
        print(f"  refusals by what they name ({len(groups)} groups):")
        for key, members in sorted(groups.items(), key=lambda pair: (-len(pair[1]), pair[0])):
            print(f"    {len(members):3}  {key:28} e.g. {members[0][1][:110]}")
    differing = [(invocation, ours, theirs) for invocation, kind, ours, theirs in results if kind == "differs"]
    if differing:
        print("  accepted but different:")
        for invocation, ours, theirs in differing:
            print(f"    {invocation.source} line {invocation.line}: {invocation.text[:100]}")
            print(f"      sel: {describe(ours)}")
            if theirs:
                print(f"      fzf: {describe(theirs)}")
    if verbose:
        for invocation, kind, ours, theirs in results:
            print(f"  [{kind}] {invocation.source} line {invocation.line}: {invocation.text[:120]}")
            print(f"      sel: {describe(ours)}")
            if theirs:
                print(f"      fzf: {describe(theirs)}")
    return counts


def main():
    parser = argparse.ArgumentParser(description="Run the real-invocation corpus through sel and fzf.")
    parser.add_argument("sel")
    parser.add_argument("--only", choices=["fzf", "gum"])
    parser.add_argument("--jobs", type=int, default=4)
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("--match", help="only invocations whose text contains this")
    parser.add_argument("--census", action="store_true",
                        help="for each refused invocation, take out what is refused and try again, counting every blocker")
    parser.add_argument("--minimum-fzf", type=float, default=0.0, help="fail below this share run as fzf")
    parser.add_argument("--minimum-gum", type=float, default=0.0, help="fail below this share accepted")
    arguments = parser.parse_args()
    sel = os.path.abspath(arguments.sel)
    fzf = os.environ.get("SEL_REFERENCE_FZF")
    if arguments.only != "gum" and not fzf:
        sys.exit('invocation-corpus.py: SEL_REFERENCE_FZF is not set: eval "$(scripts/reference-tools)"')
    root = scratch_directory()
    failed = False
    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=arguments.jobs) as pool:
            for corpus, kinds in (("fzf", ["as fzf", "differs", "refused", "fzf refuses"]), ("gum", ["accepted", "differs", "refused"])):
                if arguments.only and arguments.only != corpus:
                    continue
                invocations = read_corpus(f"{corpus}-invocations.txt")
                if arguments.match:
                    invocations = [i for i in invocations if arguments.match in i.text]
                if corpus == "fzf":
                    jobs = [pool.submit(classify_fzf, sel, fzf, invocation, root) for invocation in invocations]
                else:
                    jobs = [pool.submit(classify_gum, sel, invocation, root) for invocation in invocations]
                results = [(invocation, *job.result()) for invocation, job in zip(invocations, jobs)]
                sources = len({invocation.source.split()[0] for invocation in invocations})
                counts = report(f"{corpus} corpus ({sources} projects)", results, kinds, arguments.verbose)
                if arguments.census:
                    refused = [invocation for invocation, kind, _, _ in results if kind == "refused"]
                    blockers, freed = census(sel, refused, option_arities(fzf) if corpus == "fzf" else {}, root)
                    print(f"  census: every blocker of the {len(refused)} refused ({freed} accepted once their blockers are out):")
                    for key, count in sorted(blockers.items(), key=lambda pair: (-pair[1], pair[0])):
                        print(f"    {count:3}  {key}")
                good = counts["as fzf" if corpus == "fzf" else "accepted"]
                share = 100.0 * good / len(results) if results else 100.0
                minimum = arguments.minimum_fzf if corpus == "fzf" else arguments.minimum_gum
                if share < minimum:
                    print(f"  FAIL: {share:.1f} % is below the minimum {minimum:.1f} %")
                    failed = True
    finally:
        shutil.rmtree(root, ignore_errors=True)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
