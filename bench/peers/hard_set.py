#!/usr/bin/env python3
"""A fresh set of hard puzzles for bench/peers/compare.py (bench/peers/README.md, "Hard puzzles").

Makes COUNT unique puzzles with `kakuro generate --difficulty extreme` (its hardest level),
spread evenly over the sizes of --sizes (default 8x8 to 20x20), each size from its own seed.
The seed of the set is new every run (from the operating system) unless --seed is given; it
is printed on standard error, so a set can be made again:

  bench/peers/hard_set.py --kakuro build/frontends/kakuro -o /tmp/hard.jsonl
  bench/peers/hard_set.py --kakuro build/frontends/kakuro --seed 1234 -o /tmp/hard.jsonl   # again
  bench/peers/compare.py --build build --solvers ours,gecode --gate 1.10 --file /tmp/hard.jsonl
"""

import argparse
import os
import random
import subprocess
import sys

DEFAULT_SIZES = "8,10,12,14,16,20"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--kakuro", default="build/frontends/kakuro", help="the kakuro command")
    ap.add_argument("--count", type=int, default=60, help="puzzles in the set (default 60)")
    ap.add_argument("--sizes", default=DEFAULT_SIZES, help=f"square sizes, rows = cols (default {DEFAULT_SIZES})")
    ap.add_argument("--seed", type=int, help="seed of the set (default: a new one each run)")
    ap.add_argument("-o", "--output", required=True, help="JSON lines file to write")
    args = ap.parse_args()
    try:
        sizes = [int(s) for s in args.sizes.split(",")]
    except ValueError:
        ap.error(f"--sizes: not a list of integers: {args.sizes}")
    if args.count < 1 or not sizes or min(sizes) < 3:
        ap.error("--count must be at least 1 and every size at least 3")
    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "little")
    print(f"hard_set: seed {seed}", file=sys.stderr)
    rng = random.Random(seed)
    lines = []
    for i, size in enumerate(sizes):
        n = args.count // len(sizes) + (1 if i < args.count % len(sizes) else 0)
        got = []
        # A seed may leave a puzzle out (no extreme one within --max-tries layouts: exit 3);
        # the missing ones come from further seeds of the set's generator.
        for _ in range(20):
            if len(got) >= n:
                break
            cmd = [args.kakuro, "generate", "--rows", str(size), "--cols", str(size), "--difficulty", "extreme",
                   "-n", str(n - len(got)), "--seed", str(rng.randrange(1, 2**31)), "-j", "1", "-q"]
            out = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
            if out.returncode not in (0, 3):
                print(f"hard_set: {' '.join(cmd)} failed (exit {out.returncode})", file=sys.stderr)
                return 1
            got += [line for line in out.stdout.splitlines() if line.strip()]
        if len(got) < n:
            print(f"hard_set: only {len(got)} of {n} extreme puzzles of {size}x{size} in 20 seeds", file=sys.stderr)
            return 1
        lines += got[:n]
    with open(args.output, "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"hard_set: {len(lines)} puzzles to {args.output}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
