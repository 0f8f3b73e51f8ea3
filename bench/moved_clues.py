#!/usr/bin/env python3
"""Each puzzle of a jsonl file with one across clue and one down clue moved by +1.

The across sums and the down sums still add up to the same total, so the totals check of
preprocessing does not answer: the variant has no solution unless the puzzle is loose
enough to absorb the moves, and proving that it has none takes a search. On large loose
puzzles this is where SAT's learning beats a second native search (docs/benchmarks.md,
"Speed IV"). Only sums the run's length can still make are moved.

    python3 bench/moved_clues.py IN.jsonl OUT.jsonl --seed N
"""
import argparse
import json
import random


def run_length(grid, i, j, di, dj):
    n = 0
    i, j = i + di, j + dj
    while i < len(grid) and j < len(grid[i]) and grid[i][j] == ".":
        n, i, j = n + 1, i + di, j + dj
    return n


def moved(record, rng):
    """A copy of `record` (a jsonl puzzle with a "grid") with the two clues moved; its id
    ends in "~moved"; None when the grid has no clue of each direction that can move."""
    grid = [list(row) for row in record["grid"]]
    for direction, (di, dj), part in (("across", (0, 1), 1), ("down", (1, 0), 0)):
        clues = []
        for i, row in enumerate(grid):
            for j, cell in enumerate(row):
                if "\\" not in cell:
                    continue
                text = cell.split("\\")[part]
                n = run_length(grid, i, j, di, dj)
                if text and n >= 2 and int(text) + 1 <= sum(range(10 - n, 10)):
                    clues.append((i, j))
        if not clues:
            return None
        i, j = rng.choice(clues)
        sides = grid[i][j].split("\\")
        sides[part] = str(int(sides[part]) + 1)
        grid[i][j] = "\\".join(sides)
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
