#!/usr/bin/env python3
"""Randomised differential test of `sel filter` against `fzf --filter`.

Generates small random item lists (mixed case, digits, delimiters, white space, accented and
other non-ASCII letters, long lines that trigger fzf's greedy fallback) and random queries in the
extended syntax, runs both tools with the same options and reports every difference.

Usage: compare-with-fzf.py SEL_BINARY [ROUNDS] [SEED]
The fzf compared with is $SEL_REFERENCE_FZF (`eval "$(scripts/reference-tools)"` pins it), never PATH's.
Exit status: 0 when every output agreed, 1 otherwise.
"""
import os
import random
import subprocess
import sys

FZF = os.environ.get("SEL_REFERENCE_FZF")

ALPHABET = (list("abcdefghijklmnopqrstuvwxyz") * 3 + list("ABCDEFGHIJKLMNOPQRSTUVWXYZ") +
            list("0123456789") + list("/,:;|-_. ") + ["\t", "é", "É", "ß", "ø", "ü", "Ü", "ı", "İ",
                                                     "ǅ", "ｆ", "日", "本", "σ", "Σ", "\u00a0"])
QUERY_ALPHABET = list("abcdefghijklmnopqrstuvwxyz") * 4 + list("ABCDE0123/.-_: é")


def random_item(rng):
    roll = rng.random()
    if roll < 0.02:
        # Long enough that length x pattern exceeds fzf's alignment limit.
        length = rng.randint(20000, 60000)
        return "".join(rng.choice("abcxyz/._- ") for _ in range(length))
    length = rng.randint(0, 40)
    return "".join(rng.choice(ALPHABET) for _ in range(length))


def random_term(rng):
    text = "".join(rng.choice(QUERY_ALPHABET) for _ in range(rng.randint(1, 4))).strip() or "a"
    roll = rng.random()
    if roll < 0.1:
        return "'" + text
    if roll < 0.2:
        return "^" + text
    if roll < 0.3:
        return text + "$"
    if roll < 0.35:
        return "!" + text
    if roll < 0.38:
        return "!^" + text
    if roll < 0.40:
        return "^" + text + "$"
    return text


def random_query(rng):
    terms = [random_term(rng) for _ in range(rng.choice([1, 1, 1, 2, 2, 3]))]
    if len(terms) >= 2 and rng.random() < 0.3:
        terms.insert(1, "|")
    return " ".join(terms)


def run(command, data):
    result = subprocess.run(command, input=data, capture_output=True)
    return result.returncode, result.stdout


def main(argv):
    sel = argv[1]
    if not FZF:
        sys.exit('compare-with-fzf.py: SEL_REFERENCE_FZF is not set: eval "$(scripts/reference-tools)"')
    rounds = int(argv[2]) if len(argv) > 2 else 50
    seed = int(argv[3]) if len(argv) > 3 else 1
    rng = random.Random(seed)
    failures = 0
    for round_number in range(rounds):
        items = [random_item(rng) for _ in range(rng.randint(1, 300))]
        # A line of its own must not contain the delimiter.
        data = "\n".join(item.replace("\n", " ") for item in items).encode() + b"\n"
        for _ in range(10):
            query = random_query(rng)
            options = rng.choice([[], [], ["--tiebreak=begin"], ["--tiebreak=end"], ["--tiebreak=index"],
                                  ["--tiebreak=length,begin"], ["--tiebreak=end,length"], ["--exact"],
                                  ["-i"], ["--literal"]])
            expected = run([FZF, "--filter", query] + options, data)
            sel_options = [o.replace("-i", "--ignore-case") if o == "-i" else o for o in options]
            actual = run([sel, "filter", "--query", query] + sel_options, data)
            if expected != actual:
                failures += 1
                if failures == 1:
                    with open("/tmp/compare-failure.txt", "wb") as dump:
                        dump.write(data)
                    with open("/tmp/compare-failure.args", "w") as dump:
                        dump.write("\n".join([query] + options) + "\n")
                if failures <= 10:
                    print("DIFFERENCE round %d query %r options %s" % (round_number, query, options))
                    print("  fzf status %d, sel status %d" % (expected[0], actual[0]))
                    exp_lines = expected[1].split(b"\n")
                    act_lines = actual[1].split(b"\n")
                    for index, (a, b) in enumerate(zip(exp_lines, act_lines)):
                        if a != b:
                            print("  first difference at line %d:\n    fzf %r\n    sel %r" % (index, a[:120], b[:120]))
                            break
                    else:
                        print("  line counts: fzf %d, sel %d" % (len(exp_lines), len(act_lines)))
    print("%d differences in %d comparisons" % (failures, rounds * 10))
    return 0 if failures == 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
