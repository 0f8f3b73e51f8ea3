#!/usr/bin/env python3
"""The tail of a backend on random loose puzzles (issue 27): per size, median and max.

    python3 bench/random_tail.py [--sizes 20,40,60,80,100] [--first 1] [--count 30]
        [--black LO,HI] [--timeout 60] [--cli build/frontends/kakuro]
        [--maker build/bench/kakuro_make_random_set] [--keep DIR] [--moved-clues SEED]
        [-- EXTRA KAKURO ARGS]

For each size S, makes `--count` puzzles of S x S with seeds `--first` onwards
(`kakuro_make_random_set --min-size S --max-size S`, kind solvable: most have many
solutions), runs `kakuro unique --json -j1 -t TIMEOUT` on them (extra arguments after `--`
go to kakuro, e.g. `-- -b portfolio` or `-- --solver-seed 3`), and prints per size: the
puzzles, their white cells (median), the median, 90th percentile and max seconds (the
`--json` stats), the slowest puzzle, and how many got no answer within the limit.
Development used seeds 1..30; seeds 1001..1030 were held out until the end. With
`--moved-clues SEED` each puzzle first gets one across and one down clue moved by +1
(bench/moved_clues.py): mostly puzzles with no solution that take a search to refute.
"""
import argparse
import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from moved_clues import move_file

TOP = Path(__file__).resolve().parents[1]


def make_set(maker, size, first, count, path, black=None):
    """`count` puzzles from seed `first` on; with `black` (lo, hi), only those drawn with a
    black-cell chance in [lo, hi] (the maker's --black; seeds tried in order, up to 100 per
    puzzle wanted)."""
    kept, seed = [], first
    while len(kept) < count and seed < first + 100 * count:
        batch = count if black is None else 10 * count
        cmd = [str(maker), "--first", str(seed), "--last", str(seed + batch - 1),
               "--min-size", str(size), "--max-size", str(size)]
        if black is not None:
            cmd += ["--black", str(black[0]), str(black[1])]
        kept += subprocess.run(cmd, capture_output=True, text=True, check=True).stdout.splitlines()
        seed += batch
    kept = kept[:count]
    with open(path, "w", encoding="utf-8") as f:
        f.write("".join(line + "\n" for line in kept))
    return len(kept)


def white_cells(path):
    """Per id: the white cells of the set's records (cells that are not "#" or a clue)."""
    cells = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            rec = json.loads(line)
            cells[rec["id"]] = sum(1 for row in rec["grid"] for c in row if c != "#" and "\\" not in c)
    return cells


def run_unique(cli, path, timeout, extra):
    cmd = [str(cli), "unique", "--json", "-j1", "-t", str(timeout), *extra, str(path)]
    proc = subprocess.run(cmd, capture_output=True, text=True, check=False)
    cells = white_cells(path)
    rows = []
    for line in proc.stdout.splitlines():
        line = line.strip()
        if not line.startswith("{"):
            continue
        rec = json.loads(line)
        stats = rec.get("stats") or {}
        rows.append({"id": rec.get("id", "?"), "status": rec.get("status", "?"),
                     "seconds": float(stats.get("seconds", 0.0)),
                     "failures": int(stats.get("failures", 0) or 0),
                     "cells": cells.get(rec.get("id"), 0)})
    if not rows:
        sys.exit(f"no answers from: {' '.join(cmd)}\n{proc.stderr}")
    return rows


def quantile(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="20,40,60,80,100")
    ap.add_argument("--first", type=int, default=1)
    ap.add_argument("--count", type=int, default=30)
    ap.add_argument("--timeout", type=float, default=60)
    ap.add_argument("--cli", default=str(TOP / "build/frontends/kakuro"))
    ap.add_argument("--maker", default=str(TOP / "build/bench/kakuro_make_random_set"))
    ap.add_argument("--black", help="LO,HI: only puzzles drawn with a black-cell chance in [LO, HI] (the "
                    "maker's --black), e.g. 0.18,0.22 (loose); seeds tried in order from --first")
    ap.add_argument("--keep", help="keep the sets and the per-puzzle answers in this folder")
    ap.add_argument("--per-puzzle", action="store_true", help="also print every puzzle's seconds")
    ap.add_argument("--moved-clues", type=int, metavar="SEED",
                    help="move one across and one down clue of each puzzle by +1 (bench/moved_clues.py)")
    ap.add_argument("extra", nargs="*", help="arguments for kakuro unique (after --)")
    a = ap.parse_args()
    folder = Path(a.keep) if a.keep else Path(tempfile.mkdtemp(prefix="random_tail"))
    folder.mkdir(parents=True, exist_ok=True)
    print(f"seeds {a.first}..{a.first + a.count - 1}, kakuro unique -t {a.timeout:g} {' '.join(a.extra)}")
    print(f"{'size':>7} {'n':>3} {'cells':>6} {'median s':>9} {'p90 s':>8} {'max s':>8}  {'slowest':<16} {'its failures':>12} no answer")
    for size in (int(s) for s in a.sizes.split(",")):
        path = folder / f"random_{size}_{a.first}.jsonl"
        black = tuple(float(x) for x in a.black.split(",")) if a.black else None
        made = make_set(a.maker, size, a.first, a.count, path, black)
        if made < a.count:
            print(f"{size}x{size}: only {made} puzzles in the black share {a.black}", flush=True)
        if a.moved_clues is not None:
            moved = folder / f"moved_{size}_{a.first}_{a.moved_clues}.jsonl"
            move_file(path, moved, a.moved_clues)
            path = moved
        rows = run_unique(a.cli, path, a.timeout, a.extra)
        if a.keep:
            with open(folder / f"times_{size}_{a.first}.json", "w", encoding="utf-8") as f:
                json.dump(rows, f)
        secs = [r["seconds"] for r in rows]
        slowest = max(rows, key=lambda r: r["seconds"])
        unanswered = sum(1 for r in rows if r["status"] not in ("solved", "not-unique", "no-solution"))
        cells = statistics.median(r["cells"] for r in rows)
        print(f"{size:>3}x{size:<3} {len(rows):>3} {cells:>6.0f} {statistics.median(secs):>9.3f} "
              f"{quantile(secs, 0.9):>8.3f} {max(secs):>8.3f}  {slowest['id']:<16} {slowest['failures']:>12} {unanswered}", flush=True)
        if a.moved_clues is not None:
            print(f"    no solution: {sum(1 for r in rows if r['status'] == 'no-solution')} of {len(rows)}", flush=True)
        if a.per_puzzle:
            print("   ", " ".join(f"{r['id']}={r['seconds']:.2f}" for r in rows), flush=True)


if __name__ == "__main__":
    main()
