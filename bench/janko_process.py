#!/usr/bin/env python3
"""The whole janko process and the median per puzzle (issue 27), binaries side by side.

    python3 bench/janko_process.py OLD_KAKURO NEW_KAKURO [--runs 15] [--file janko.jsonl]

Runs `BIN unique --jobs 1 --json FILE` for each binary in turn, --runs times, and prints per
binary: the wall and CPU (user + sys, to the kernel's 10 ms ticks) seconds of the whole
process (min / median), the
median of the records' `stats.seconds` (min / median over the runs), the whole process's wall
over the sum of its records' `stats.seconds` (median over the runs: what reading, writing and
starting cost on top of the solves; issue 39 asks at most 1.5), then the ratios of the medians
against the first binary.
"""
import argparse
import json
import os
import statistics
import subprocess
import time
from pathlib import Path

TOP = Path(__file__).resolve().parents[1]


def one_run(binary, path):
    start = time.perf_counter()
    proc = subprocess.Popen([binary, "unique", "--jobs", "1", "--json", path],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    out, _ = proc.communicate()
    wall = time.perf_counter() - start
    seconds = [json.loads(line)["stats"]["seconds"] for line in out.splitlines()]
    return wall, statistics.median(seconds) * 1000, wall / sum(seconds)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("binaries", nargs="+")
    ap.add_argument("--runs", type=int, default=15)
    ap.add_argument("--file", default=str(TOP.parent / "shared" / "puzzles" / "janko.jsonl"))
    a = ap.parse_args()
    wall = {b: [] for b in a.binaries}
    cpu = {b: [] for b in a.binaries}
    per = {b: [] for b in a.binaries}
    over = {b: [] for b in a.binaries}
    for _ in range(a.runs):
        for b in a.binaries:
            before = os.times()
            w, m, o = one_run(b, a.file)
            after = os.times()
            wall[b].append(w)
            cpu[b].append((after.children_user - before.children_user) +
                          (after.children_system - before.children_system))
            per[b].append(m)
            over[b].append(o)
    base = a.binaries[0]
    print(f"{a.file}, {a.runs} alternated runs each; load {os.getloadavg()[0]:.2f} at the end")
    print("| binary | wall min / median s | CPU min / median s | per puzzle median ms, min / median | wall / sum of solves | wall, per puzzle vs first |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    for b in a.binaries:
        mw, mp = statistics.median(wall[b]), statistics.median(per[b])
        print(f"| {b} | {min(wall[b]):.4f} / {mw:.4f} | {min(cpu[b]):.4f} / {statistics.median(cpu[b]):.4f} "
              f"| {min(per[b]):.4f} / {mp:.4f} | {statistics.median(over[b]):.2f} | {mw / statistics.median(wall[base]):.2f}, "
              f"{mp / statistics.median(per[base]):.2f} |")


if __name__ == "__main__":
    main()
