#!/usr/bin/env python3
"""The Python module against the command on a whole corpus, JSON included (issue 38).

    python bench/python_janko.py [--puzzles FILE] [--cli build/frontends/kakuro] [--reps 7]

Run it with the interpreter the module is installed in (the venv of docs/python.md). Times, in
one sitting and alternated, REPS times each:
- Python: kakuro.read(FILE), then for each puzzle kakuro.solve(p, unique=True).to_dict();
- the command: `kakuro unique --jobs 1 --json FILE` (standard output to /dev/null);
and prints the medians, their ratio (Python / command), and the cost of the parts on the
Python side: the read, the solves, the to_dict() calls and 10 property accesses per result.
"""
import argparse
import statistics
import subprocess
import time
from pathlib import Path

import kakuro

TOP = Path(__file__).resolve().parents[1]


def python_run(path):
    """(total, read, solve, to_dict) seconds of one run over the file."""
    start = time.perf_counter()
    puzzles = kakuro.read(path)
    read = time.perf_counter()
    results = [kakuro.solve(p, unique=True) for p in puzzles]
    solved = time.perf_counter()
    dicts = [r.to_dict() for r in results]
    end = time.perf_counter()
    assert all(d["status"] == "solved" for d in dicts)
    return end - start, read - start, solved - read, end - solved, results


def cli_run(cli, path):
    start = time.perf_counter()
    subprocess.run([str(cli), "unique", "--jobs", "1", "--json", str(path)], stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL, check=False)
    return time.perf_counter() - start


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--puzzles", type=Path, default=TOP.parent / "shared" / "puzzles" / "janko.jsonl")
    ap.add_argument("--cli", type=Path, default=TOP / "build" / "frontends" / "kakuro")
    ap.add_argument("--reps", type=int, default=7)
    args = ap.parse_args()
    py, parts, c = [], [], []
    python_run(args.puzzles)  # warm the file cache and the module
    cli_run(args.cli, args.puzzles)
    for _ in range(args.reps):
        total, read, solve, to_dict, results = python_run(args.puzzles)
        py.append(total)
        parts.append((read, solve, to_dict))
        c.append(cli_run(args.cli, args.puzzles))
    start = time.perf_counter()
    for r in results:
        for _ in range(10):
            r.solution  # noqa: B018  (a property access is the measure)
    access = (time.perf_counter() - start) / (10 * len(results))
    med = statistics.median
    print(f"{args.puzzles.name} ({len(results)} puzzles), read + solve(unique=True) + to_dict(), "
          f"{args.reps} runs each, alternated:")
    print(f"  Python          median {med(py) * 1e3:8.1f} ms  (read {med(p[0] for p in parts) * 1e3:.1f}, "
          f"solve {med(p[1] for p in parts) * 1e3:.1f}, to_dict {med(p[2] for p in parts) * 1e3:.1f})")
    print(f"  unique -j1 --json median {med(c) * 1e3:6.1f} ms")
    print(f"  ratio Python / command (medians): {med(py) / med(c):.2f}x")
    print(f"  r.solution: {access * 1e6:.2f} us per access")


if __name__ == "__main__":
    main()
