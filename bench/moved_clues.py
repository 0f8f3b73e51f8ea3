#!/usr/bin/env python3
"""Each puzzle of a jsonl file with one across clue and one down clue moved by +1.

The across sums and the down sums still add up to the same total, so the totals check of
preprocessing does not answer: the variant has no solution unless the puzzle is loose
enough to absorb the moves, and proving that it has none takes a search. On large loose
puzzles this is where SAT's learning beats a second native search (docs/benchmarks.md,
"Speed IV"). Only sums the run's length can still make are moved. The grid is read with
repair_random.py's helpers, whose "several" kind moves such a pair by the same 1 to 3 on
the small puzzles repair is measured on.

    python3 bench/moved_clues.py IN.jsonl OUT.jsonl --seed N
"""
import argparse
import json
import random

from repair_random import moved as moved_sum, runs_of, set_clue


def moved(record, rng):
    """A copy of `record` (a jsonl puzzle with a "grid") with the two clues moved; its id
    ends in "~moved"; None when the grid has no clue of each direction that can move."""
    grid = [list(row) for row in record["grid"]]
    for direction in (0, 1):  # across, then down (repair_random.runs_of's numbering)
        runs = [run for run in runs_of(grid) if run[2] == direction and len(run[3]) >= 2 and moved_sum(grid, run, 1)]
        if not runs:
            return None
        run = rng.choice(runs)
        set_clue(grid, run, moved_sum(grid, run, 1))
    out = {k: v for k, v in record.items() if k not in ("solution", "meta")}
    out["id"] = f"{record.get('id', 'puzzle')}~moved"
    out["grid"] = grid
    return out


def move_file(src, dst, seed):
    rng = random.Random(seed)
    made = 0
    with open(src, encoding="utf-8") as f, open(dst, "w", encoding="utf-8") as g:
        for line in f:
            if line.strip():
                m = moved(json.loads(line), rng)
                if m:
                    g.write(json.dumps(m) + "\n")
                    made += 1
    return made


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("src")
    ap.add_argument("dst")
    ap.add_argument("--seed", type=int, required=True)
    a = ap.parse_args()
    print(f"{move_file(a.src, a.dst, a.seed)} puzzles moved")


if __name__ == "__main__":
    main()
