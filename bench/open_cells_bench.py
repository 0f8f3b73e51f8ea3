#!/usr/bin/env python3
"""count --open-cells' time per puzzle and backend, for one or more builds side by side.

    python3 bench/open_cells_bench.py [--cli build/frontends/kakuro[,OTHER]] [--reps 5]
        [--backends native,portfolio] [--limit 2] [--timeout 60]

Runs `kakuro count --open-cells --json --limit LIMIT -j1 -t TIMEOUT -b B FILE` on puzzles of
several solutions: tests/data/cli/two_solutions.kakuro (2 solutions), a 4x11 setter grid of
144 solutions (the page test's), janko-257 (2 solutions, 24x28; from ../shared/puzzles/
janko.jsonl when there), and tests/data/cli/many_solutions.kakuro (2^30 solutions, where the
cells are asked about one by one). Prints per puzzle, backend and build the median time of
the command's batch as its summary line says (`count: 20 puzzles: 20 solved in 147 ms`:
reading, counting and proving, no process start-up) over --copies copies of the puzzle in
one file, per copy, whether the open cells are proved, and
the ratio of each build to the first. Each build's open cells must be the same (else it says so
and exits 1). The builds run in a rotated order each repetition; the machine is shared:
compare within a sitting.
"""
import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import re
from pathlib import Path

TOP = Path(__file__).resolve().parents[1]
GRID_144 = "\n".join([
    "#  6\\ 6\\ 6\\ #  6\\ 6\\ 6\\ #  4\\ 6\\",
    "\\6 .  .  .  \\6 .  .  .  \\3 .  .",
    "\\6 .  .  .  \\6 .  .  .  \\7 .  .",
    "\\6 .  .  .  \\6 .  .  .  #  #  #",
]) + "\n"


def puzzles(cli, tmp, copies):
    """(name, a JSONL file of `copies` copies of the puzzle, so that the batch's fixed cost
    is shared out)."""
    grid = Path(tmp) / "grid_144.kakuro"
    grid.write_text(GRID_144)
    lines = []
    for name, path in [("two_solutions", TOP / "tests/data/cli/two_solutions.kakuro"),
                       ("4x11, 144 solutions", grid)]:
        proc = subprocess.run([cli, "convert", "--to", "jsonl", str(path)], capture_output=True, text=True, check=True)
        lines.append((name, proc.stdout.strip()))
    janko = TOP.parent / "shared/puzzles/janko.jsonl"
    if janko.exists():
        line = next((l for l in janko.open() if '"id":"janko-257"' in l), None)
        if line:
            lines.append(("janko-257", line.strip()))
    proc = subprocess.run([cli, "convert", "--to", "jsonl", str(TOP / "tests/data/cli/many_solutions.kakuro")],
                          capture_output=True, text=True, check=True)
    lines.append(("many_solutions", proc.stdout.strip()))
    out = []
    for i, (name, line) in enumerate(lines):
        path = Path(tmp) / f"p{i}.jsonl"
        rec = json.loads(line)
        path.write_text("".join(json.dumps({**rec, "id": f"{rec['id']}-{k}"}) + "\n" for k in range(copies)))
        out.append((name, path))
    return out


def run(cli, backend, path, limit, timeout):
    cmd = [cli, "count", "--open-cells", "--json", "--limit", str(limit), "-j1", "-t", str(timeout),
           "-b", backend, str(path)]
    proc = subprocess.run(cmd, capture_output=True, text=True, check=False)
    m = re.search(r"in ([\d.]+) (ms|s)\b", proc.stderr)
    if m is None:
        sys.exit(f"no summary line from {' '.join(cmd)}: {proc.stderr.strip()}")
    seconds = float(m.group(1)) / (1000 if m.group(2) == "ms" else 1)
    line = next((l for l in proc.stdout.splitlines() if l.startswith("{")), None)
    if line is None:
        sys.exit(f"no JSON from {' '.join(cmd)}: {proc.stderr.strip()}")
    j = json.loads(line)
    return seconds, j.get("open_cells_proved"), json.dumps(j.get("open_cells"))  # the first copy's


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cli", default=str(TOP / "build/frontends/kakuro"), help="builds, comma-separated")
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--backends", default="native,portfolio")
    ap.add_argument("--limit", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=60)
    ap.add_argument("--copies", type=int, default=20, help="copies of each puzzle in one run")
    a = ap.parse_args()
    clis = a.cli.split(",")
    backends = a.backends.split(",")
    bad = False
    with tempfile.TemporaryDirectory() as tmp:
        print(f"{'puzzle':<22} {'backend':<10} " + " ".join(f"{'build ' + str(i):>16}" for i in range(len(clis)))
              + "  ratio to build 0")
        for name, path in puzzles(clis[0], tmp, a.copies):
            for b in backends:
                times = {c: [] for c in clis}
                answers = {}
                for rep in range(a.reps):
                    for c in clis[rep % len(clis):] + clis[:rep % len(clis)]:
                        s, proved, cells = run(c, b, path, a.limit, a.timeout)
                        times[c].append(s / a.copies)
                        answers[c] = (proved, cells)
                med = [statistics.median(times[c]) for c in clis]
                cols = " ".join(f"{m * 1000:>10.1f} ms {'P' if answers[c][0] else 'u'}" for m, c in zip(med, clis))
                ratios = " ".join(f"{m / med[0]:.3g}" for m in med[1:])
                print(f"{name:<22} {b:<10} {cols}  {ratios}")
                if len({json.dumps(v) for v in answers.values()}) > 1:
                    print(f"  the builds' open cells differ on {name} with {b}")
                    bad = True
    print("P: the open cells proved, u: not (a limit)")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
