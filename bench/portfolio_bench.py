#!/usr/bin/env python3
"""The portfolio against its members, per puzzle, side by side in one sitting (issue 27).

    python3 bench/portfolio_bench.py [FILE.jsonl] [--reps 5] [--timeout 60]
        [--backends native,sat,portfolio] [--cli build/frontends/kakuro] [--ids gen-3,gen-5]
        [--command unique] [-- EXTRA KAKURO ARGS]

A backend may carry its own arguments after "+" signs, e.g. `--backends
native,sat,portfolio,portfolio+--head-start-per-candidate+3` to set a variant beside the default.

Runs `kakuro COMMAND --json -j1 -t TIMEOUT -b B FILE` once per backend and repetition, the
backends in a rotated order each time (the SAT member as the portfolio has it: `sat
--sat-solver cadical`), and prints per puzzle the median seconds of each backend (the
`--json` stats: solving only, no start-up or reading), the answer, and the portfolio's
median over the best member's. At the end: the largest portfolio / best-member ratio, the
largest portfolio - native difference, and the load average before and after (the machine
is shared: compare within a sitting). FILE defaults to bench/data/large_random.jsonl.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

TOP = Path(__file__).resolve().parents[1]
MEMBER_ARGS = {"sat": ["--sat-solver", "cadical"]}  # the portfolio's SAT member


def run(cli, command, backend, path, timeout, extra):
    """Per id: (status, seconds) of one run of the whole file."""
    name, *own = backend.split("+")
    cmd = [str(cli), command, "--json", "-j1", "-t", str(timeout), "-b", name,
           *MEMBER_ARGS.get(name, []), *own, *extra, str(path)]
    proc = subprocess.run(cmd, capture_output=True, text=True, check=False)
    out = {}
    for line in proc.stdout.splitlines():
        if line.startswith("{"):
            rec = json.loads(line)
            out[rec.get("id", "?")] = (rec.get("status", "?"), float((rec.get("stats") or {}).get("seconds", 0.0)))
    if not out:
        sys.exit(f"no answers from: {' '.join(cmd)}\n{proc.stderr}")
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("file", nargs="?", default=str(TOP / "bench/data/large_random.jsonl"))
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--timeout", type=float, default=60)
    ap.add_argument("--backends", default="native,sat,portfolio")
    ap.add_argument("--cli", default=str(TOP / "build/frontends/kakuro"))
    ap.add_argument("--ids", help="only these records (comma-separated ids)")
    ap.add_argument("--command", default="unique", choices=["unique", "solve"])
    ap.add_argument("--quiet", action="store_true", help="only the summary, not a row per puzzle")
    ap.add_argument("extra", nargs="*", help="arguments for kakuro (after --)")
    a = ap.parse_args()
    backends = a.backends.split(",")
    path = Path(a.file)
    if a.ids:
        wanted = set(a.ids.split(","))
        tmp = Path(tempfile.mkdtemp(prefix="portfolio_bench")) / path.name
        with open(path, encoding="utf-8") as src, open(tmp, "w", encoding="utf-8") as dst:
            dst.writelines(line for line in src if line.strip() and json.loads(line).get("id") in wanted)
        path = tmp
    load_before = os.getloadavg()
    times = {b: {} for b in backends}  # backend -> id -> [seconds]
    status = {b: {} for b in backends}
    for rep in range(a.reps):
        for k in range(len(backends)):
            b = backends[(rep + k) % len(backends)]
            for pid, (st, secs) in run(a.cli, a.command, b, path, a.timeout, a.extra).items():
                times[b].setdefault(pid, []).append(secs)
                status[b].setdefault(pid, set()).add(st)
    load_after = os.getloadavg()
    ids = list(times[backends[0]])
    med = {b: {pid: statistics.median(times[b][pid]) for pid in ids} for b in backends}
    members = [b for b in backends if not b.startswith("portfolio")]
    portfolios = [b for b in backends if b.startswith("portfolio")]
    print(f"{a.command} -j1 -t {a.timeout:g}, median of {a.reps}, {path.name}; load "
          f"{load_before[0]:.1f} before, {load_after[0]:.1f} after")
    if not a.quiet:
        print("columns: " + ", ".join(f"{chr(65 + i)} = {b}" for i, b in enumerate(backends)))
        print(f"{'id':<24}" + "".join(f"{chr(65 + i):>11}" for i in range(len(backends)))
              + "  status; each portfolio / best member")
    worst_ratio = {b: (0.0, "-") for b in portfolios}
    worst_diff = {b: (float("-inf"), "-") for b in portfolios}
    for pid in ids:
        sts = "/".join(sorted(set().union(*(status[b][pid] for b in backends))))
        row = f"{pid:<24}" + "".join(f"{med[b][pid]:>11.4f}" for b in backends) + f"  {sts}"
        if members:
            best = min(med[b][pid] for b in members)
            for b in portfolios:
                ratio = med[b][pid] / best if best > 0 else float("nan")
                row += f"; {ratio:.2f}"
                worst_ratio[b] = max(worst_ratio[b], (ratio, pid))
                if "native" in backends:
                    worst_diff[b] = max(worst_diff[b], (med[b][pid] - med["native"][pid], pid))
        if not a.quiet:
            print(row)
    for b in portfolios if members else []:
        print(f"{b}: largest ratio to the best member {worst_ratio[b][0]:.2f} ({worst_ratio[b][1]})", end="")
        if "native" in backends:
            print(f"; largest difference to native {1000 * worst_diff[b][0]:.2f} ms ({worst_diff[b][1]})", end="")
        print()


if __name__ == "__main__":
    main()
