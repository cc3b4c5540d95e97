#!/usr/bin/env python3
"""Deterministic corpus generator for the matcher's agreement tests and benchmarks.

Writes realistic file paths and mixed-case words, one per line, from fixed seeds:
the same arguments always produce the same bytes (Python 3.2 or later; only
random.Random's seeded integer and float draws are used).

Usage:
    generate-corpus.py paths COUNT > paths.txt
    generate-corpus.py words COUNT > words.txt
    generate-corpus.py all DIRECTORY     # DIRECTORY/paths-1m.txt and words-1m.txt

A slice of COUNT lines is the first COUNT lines of a longer corpus of the same kind,
so a 100,000-line test slice is a prefix of the 1,000,000-line benchmark corpus.
"""
import os
import random
import sys

PATH_SEED = 20240601
WORD_SEED = 19700101

SYLLABLE_ONSETS = ["b", "c", "d", "f", "g", "h", "j", "k", "l", "m", "n", "p", "r", "s", "t", "v",
                   "w", "z", "br", "ch", "cl", "cr", "dr", "fl", "gr", "pl", "pr", "sh", "sl", "sp",
                   "st", "str", "th", "tr", "qu", ""]
SYLLABLE_VOWELS = ["a", "e", "i", "o", "u", "y", "ai", "ea", "ee", "io", "oo", "ou", "ie"]
SYLLABLE_CODAS = ["", "", "", "n", "r", "s", "t", "l", "m", "ng", "ck", "x", "rd", "st", "nt"]
# Rare accented letters so that case folding and diacritic folding are exercised.
ACCENTED = ["é", "è", "ü", "ö", "ñ", "ç", "ø", "å", "ß", "í", "É", "Ö"]

COMMON_WORDS = """
about account action active adapter address admin agent alert algorithm alias align allocate
analysis anchor animation answer api app application archive array asset async attribute audio
auth author auto backend background backup badge balance banner base batch bench binary bind
bitmap block blog board body book boot border bound branch bridge browser buffer build bundle
button byte cache calendar call camera canvas card cart case catalog category cell chain change
channel chart chat check child chunk cipher class clean client clock cloud cluster code codec
collection color column command comment commit common compare compile component config connect
console constant contact container content context control controller convert cookie core count
counter cover crash create credential cursor custom dashboard data database date debug decode
default delete deploy design detail device dialog diff digest direct directory disk display
document domain download draft driver dropdown dump editor element email embed empty encode
engine entity entry error event example export extension factory feature feed field file filter
finder flag folder font footer form format frame function gateway generate global graph grid
group guard handler hash header health helper history hook host icon image import index info
input install instance interface item job json kernel key label layout layer lazy level library
license line link list loader local locale lock log login logger main manager manifest map
marker match media memory menu merge message meta method metric middleware migration mock model
module monitor mount network node notification number object option order output overlay package
page panel parser partial password patch path payload picker pipeline player plugin pointer
policy pool popover popup port post preview primary printer profile project prompt property
provider proxy query queue reader record reducer reference region registry release remote render
report repository request resolver resource response result review role route router rule runner
sample scanner schema scope screen script search section security select selection sender server
service session setting setup shader shared sheet shell signal size sketch slider snapshot socket
source spec split stack state static status storage store stream string style summary support
switch symbol sync system table tag target task template terminal test text theme thread ticket
timer token tool toolbar tooltip track transform tree trigger type update upload user util
validator value vendor version view viewport widget window worker wrapper writer zone
""".split()

DIRECTORIES = """
src lib test tests docs doc bin build dist out target vendor node_modules packages apps internal
pkg cmd scripts tools assets static public resources config configs include share examples
fixtures spec specs benchmarks bench migrations templates components views models controllers
services utils helpers hooks styles images icons fonts locales i18n api core common shared
modules plugins extensions drivers kernel arch net fs mm crypto sound usr local etc var opt
Sources Tests Resources Frameworks Headers Modules Library Documentation
""".split()

EXTENSIONS = [("swift", 8), ("go", 6), ("rs", 6), ("py", 8), ("js", 10), ("ts", 8), ("tsx", 5),
              ("jsx", 2), ("c", 6), ("h", 6), ("cc", 2), ("cpp", 3), ("hpp", 2), ("java", 4),
              ("kt", 2), ("rb", 3), ("md", 5), ("txt", 3), ("json", 6), ("yaml", 3), ("yml", 2),
              ("toml", 1), ("html", 3), ("css", 3), ("scss", 1), ("png", 4), ("svg", 2), ("jpg", 1),
              ("sh", 2), ("lock", 1), ("xml", 2), ("gz", 1), ("o", 2), ("d.ts", 2), ("min.js", 1),
              ("test.ts", 2), ("spec.js", 1), ("", 2)]

SPECIAL_FILES = ["Makefile", "README.md", "LICENSE", "Dockerfile", "package.json", "Cargo.toml",
                 "Package.swift", "go.mod", "index.js", "index.ts", "main.go", "main.rs", "mod.rs",
                 "__init__.py", "setup.py", "CMakeLists.txt", ".gitignore", "CHANGELOG.md"]

USERS = ["alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "ivan", "judy"]


def weighted(rng, pairs):
    total = sum(weight for _, weight in pairs)
    pick = rng.random() * total
    for value, weight in pairs:
        pick -= weight
        if pick < 0:
            return value
    return pairs[-1][0]


def syllable_word(rng, syllables):
    parts = []
    for _ in range(syllables):
        parts.append(rng.choice(SYLLABLE_ONSETS) + rng.choice(SYLLABLE_VOWELS) + rng.choice(SYLLABLE_CODAS))
    return "".join(parts)


def base_word(rng):
    if rng.random() < 0.6:
        return rng.choice(COMMON_WORDS)
    return syllable_word(rng, rng.randint(1, 3))


def maybe_accent(rng, word, probability):
    if word and rng.random() < probability:
        index = rng.randrange(len(word))
        return word[:index] + rng.choice(ACCENTED) + word[index + 1:]
    return word


def compound(rng, count, style):
    words = [base_word(rng) for _ in range(count)]
    if style == "camel":
        return words[0] + "".join(w.capitalize() for w in words[1:])
    if style == "pascal":
        return "".join(w.capitalize() for w in words)
    if style == "snake":
        return "_".join(words)
    if style == "kebab":
        return "-".join(words)
    if style == "upper":
        return "_".join(w.upper() for w in words)
    return "".join(words)


def file_name(rng):
    if rng.random() < 0.05:
        return rng.choice(SPECIAL_FILES)
    style = weighted(rng, [("camel", 3), ("pascal", 4), ("snake", 4), ("kebab", 3), ("plain", 4), ("upper", 1)])
    stem = compound(rng, rng.randint(1, 3), style)
    if rng.random() < 0.08:
        stem += str(rng.randint(0, 99))
    stem = maybe_accent(rng, stem, 0.01)
    extension = weighted(rng, EXTENSIONS)
    return stem + ("." + extension if extension else "")


def directory_name(rng):
    roll = rng.random()
    if roll < 0.45:
        return rng.choice(DIRECTORIES)
    if roll < 0.9:
        style = weighted(rng, [("kebab", 3), ("snake", 2), ("plain", 4), ("pascal", 2), ("camel", 1)])
        return maybe_accent(rng, compound(rng, rng.randint(1, 2), style), 0.005)
    if roll < 0.95:
        return "v" + str(rng.randint(0, 12)) + "." + str(rng.randint(0, 30))
    return "." + rng.choice(["git", "config", "cache", "local", "github", "vscode", "cargo"])


class PathGenerator:
    """Paths grouped by project, as `find` or `fd` would list a home directory and a system."""

    def __init__(self, seed):
        self.rng = random.Random(seed)
        self.projects = [self.new_project() for _ in range(400)]

    def new_project(self):
        rng = self.rng
        root = weighted(rng, [
            ("/home/" + rng.choice(USERS) + "/projects/", 4),
            ("./", 3),
            ("", 3),
            ("/usr/share/", 1),
            ("/usr/lib/", 1),
            ("/opt/", 1),
            ("/var/lib/", 1),
        ])
        name = compound(rng, rng.randint(1, 2), weighted(rng, [("kebab", 3), ("plain", 2), ("snake", 1), ("pascal", 1)]))
        directories = [[]]
        for _ in range(rng.randint(5, 40)):
            parent = rng.choice(directories)
            if len(parent) < 7:
                directories.append(parent + [directory_name(rng)])
        return (root + name, directories)

    def line(self):
        rng = self.rng
        if rng.random() < 0.002:
            self.projects[rng.randrange(len(self.projects))] = self.new_project()
        root, directories = self.projects[rng.randrange(len(self.projects))]
        parts = [root] + rng.choice(directories) + [file_name(rng)]
        return "/".join(parts)


class WordGenerator:
    """Single words and short phrases in every common letter case, some with accents and digits."""

    def __init__(self, seed):
        self.rng = random.Random(seed)

    def line(self):
        rng = self.rng
        style = weighted(rng, [("lower", 5), ("capital", 4), ("upper", 1), ("camel", 2), ("pascal", 2),
                               ("phrase", 1), ("digits", 1)])
        if style == "lower":
            word = base_word(rng)
        elif style == "capital":
            word = base_word(rng).capitalize()
        elif style == "upper":
            word = base_word(rng).upper()
        elif style == "camel":
            word = compound(rng, rng.randint(2, 3), "camel")
        elif style == "pascal":
            word = compound(rng, rng.randint(2, 3), "pascal")
        elif style == "phrase":
            word = " ".join(base_word(rng).capitalize() for _ in range(rng.randint(2, 3)))
        else:
            word = base_word(rng) + str(rng.randint(0, 2025))
        return maybe_accent(rng, word, 0.03)


def write_lines(generator, count, stream):
    buffer = []
    for _ in range(count):
        buffer.append(generator.line())
        if len(buffer) >= 10000:
            stream.write("\n".join(buffer) + "\n")
            buffer = []
    if buffer:
        stream.write("\n".join(buffer) + "\n")


def main(argv):
    if len(argv) == 3 and argv[1] in ("paths", "words"):
        count = int(argv[2])
        generator = PathGenerator(PATH_SEED) if argv[1] == "paths" else WordGenerator(WORD_SEED)
        out = open(sys.stdout.fileno(), "w", encoding="utf-8", newline="\n", closefd=False)
        write_lines(generator, count, out)
        out.flush()
        return 0
    if len(argv) == 3 and argv[1] == "all":
        os.makedirs(argv[2], exist_ok=True)
        for kind, generator in (("paths", PathGenerator(PATH_SEED)), ("words", WordGenerator(WORD_SEED))):
            target = os.path.join(argv[2], kind + "-1m.txt")
            temporary = target + ".partial"
            with open(temporary, "w", encoding="utf-8", newline="\n") as out:
                write_lines(generator, 1_000_000, out)
            os.replace(temporary, target)
        return 0
    sys.stderr.write(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
