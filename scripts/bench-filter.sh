#!/usr/bin/env bash
# Benchmarks `sel filter` against `fzf --filter` on the 1,000,000-path corpus: whole-process wall
# time and peak memory, both tools run alternately (which goes first swaps every run), several
# times each, reporting medians and sel/fzf ratios. Then runs the in-process MatcherBenchmark
# (per-keystroke times for 100,000 and 1,000,000 items, load time for 1,000,000 lines).
#
# Usage: scripts/bench-filter.sh [RUNS]          (default 7 runs per tool and query)
# Needs: GNU time (apt-get install -y time), python3, swift; fzf is the pinned one of
# scripts/reference-tools (0.74.5), installed into .build/tools when missing.
# Outputs go to files under bench-out/ (git-ignored): timing output to /dev/null flatters
# programs that stop early when nobody reads them.
set -euo pipefail
cd "$(dirname "$0")/.."

RUNS="${1:-7}"
QUERIES=("st" "sh" "cfgjs" "zzqx" "src" "json/ug")
CORPUS=corpus/paths-1m.txt

# GNU time, installed when missing and possible (as root with apt-get); the pinned fzf.
if [ ! -x /usr/bin/time ]; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
        apt-get install -y time >/dev/null || { apt-get update >/dev/null && apt-get install -y time >/dev/null; }
    fi
fi
eval "$(scripts/reference-tools)"
[ -x /usr/bin/time ] || { echo "GNU time is not installed: apt-get install -y time" >&2; exit 2; }

echo "== building release binaries"
swift build -c release --product sel 2>&1 | tail -1
swift build -c release --product MatcherBenchmark 2>&1 | tail -1
SEL=.build/release/sel

if [ ! -f corpus/paths-1m.txt ] || [ ! -f corpus/words-1m.txt ]; then
    echo "== generating corpus/ (fixed seeds)"
    python3 scripts/generate-corpus.py all corpus
fi

mkdir -p bench-out
RESULTS=bench-out/filter-timings.txt
: > "$RESULTS"

# One timed run: appends "tool query seconds max-rss-kb" to the results.
run_once() {
    local tool="$1" query="$2" start end
    start=$(date +%s%N)
    if [ "$tool" = fzf ]; then
        /usr/bin/time -f "%M" -o bench-out/rss "$SEL_REFERENCE_FZF" --filter "$query" < "$CORPUS" > bench-out/fzf.out || true
    else
        /usr/bin/time -f "%M" -o bench-out/rss "$SEL" filter --query "$query" < "$CORPUS" > bench-out/sel.out || true
    fi
    end=$(date +%s%N)
    echo "$tool $query $(( (end - start) / 1000 )) $(tail -1 bench-out/rss)" >> "$RESULTS"
}

echo "== $("$SEL_REFERENCE_FZF" --version | head -1) vs sel, $CORPUS, $RUNS runs each, $(nproc) cores"
for query in "${QUERIES[@]}"; do
    "$SEL_REFERENCE_FZF" --filter "$query" < "$CORPUS" > bench-out/fzf.out || true
    "$SEL" filter --query "$query" < "$CORPUS" > bench-out/sel.out || true
    if ! cmp -s bench-out/fzf.out bench-out/sel.out; then
        echo "outputs differ for query '$query'" >&2
        exit 1
    fi
    for run in $(seq 1 "$RUNS"); do
        if [ $((run % 2)) -eq 1 ]; then
            run_once fzf "$query"; run_once sel "$query"
        else
            run_once sel "$query"; run_once fzf "$query"
        fi
    done
done

python3 - "$RESULTS" "$CORPUS" <<'PYTHON'
import os, statistics, subprocess, sys
rows = [line.split() for line in open(sys.argv[1])]
total = sum(1 for _ in open(sys.argv[2], "rb"))
queries = []
for row in rows:
    if row[1] not in queries:
        queries.append(row[1])
def median(tool, query, column):
    return statistics.median(float(r[column]) for r in rows if r[0] == tool and r[1] == query)
print()
print("%-9s %9s %7s  %10s %10s %7s  %11s %11s %6s" % (
    "query", "matches", "share", "fzf ms", "sel ms", "ratio", "fzf RSS MB", "sel RSS MB", "ratio"))
for query in queries:
    matches = int(subprocess.run([os.environ["SEL_REFERENCE_FZF"], "--filter", query], stdin=open(sys.argv[2], "rb"),
                                 capture_output=True).stdout.count(b"\n"))
    fzf_ms, sel_ms = median("fzf", query, 2) / 1000, median("sel", query, 2) / 1000
    fzf_mb, sel_mb = median("fzf", query, 3) / 1024, median("sel", query, 3) / 1024
    print("%-9s %9d %6.2f%%  %10.0f %10.0f %7.2f  %11.0f %11.0f %6.2f" % (
        query, matches, 100.0 * matches / total, fzf_ms, sel_ms, sel_ms / fzf_ms, fzf_mb, sel_mb, sel_mb / fzf_mb))
PYTHON

echo
echo "== in-process (MatcherBenchmark)"
.build/release/MatcherBenchmark "$CORPUS" 5
