#!/usr/bin/env python3
"""Speed of kakuro.rl (issue 36), measured side by side in one run.

    python bench/rl_bench.py [--entries 100] [--export-size 10000] [--skip-export]

Run it with the interpreter the module is installed in (the venv of docs/python.md). Prints:
1. entries per CPU second in this one process (one core; and per wall-clock second): the
   default config, 8x8 medium and 12x12 hard (entry i made from scratch: generate, explain,
   write), with the median entry;
2. score_answer per call (CPU time) on those entries: the right grid inside prose, one digit wrong
   (without and with partial credit), a junk grid with partial credit, and no grid at all;
3. `export` of --export-size entries of the default config to a file: one process, then a
   Dask LocalCluster of 2 worker processes (one thread each) on the same indices; the
   wall-clock times and their ratio, the CPU seconds each spent (on a loaded machine the
   wall-clock ratio measures the scheduler's shares as much as the code: 3 processes get
   more of a busy machine than 1), and that the two files are equal.
"""
import argparse
import os
import random
import statistics
import sys
import tempfile
import time

from kakuro.rl import KakuroConfig, KakuroDataset, export, score_answer

CONFIGS = [("default", KakuroConfig(seed=1)),
           ("8x8 medium", KakuroConfig(seed=1, min_rows=8, max_rows=8, min_cols=8, max_cols=8,
                                       difficulties=("medium",))),
           ("12x12 hard", KakuroConfig(seed=1, min_rows=12, max_rows=12, min_cols=12, max_cols=12,
                                       difficulties=("hard",)))]


def bench_entries(n):
    print(f"1. entries made in one process (one core), {n} per config:")
    made = {}
    for name, config in CONFIGS:
        ds = KakuroDataset(config)
        times, entries = [], []
        start, cpu = time.perf_counter(), time.process_time()
        for i in range(n):
            t = time.process_time()
            entries.append(ds[i])
            times.append(time.process_time() - t)
        total, cpu = time.perf_counter() - start, time.process_time() - cpu
        made[name] = entries
        print(f"   {name:11s} {n / cpu:7.1f} entries per CPU second ({n / total:7.1f} per wall-clock second)  "
              f"median {statistics.median(times) * 1e3:6.1f} ms  slowest {max(times) * 1e3:6.1f} ms CPU  "
              f"({statistics.mean(len(e['metadata']['reasoning']) for e in entries):.0f} reasoning steps on average)")
    return made


def per_call(f, answers, rounds):
    """CPU microseconds per call (the process's own time: a loaded machine's waits left out)."""
    start = time.process_time()
    for _ in range(rounds):
        for a, e in answers:
            f(a, e)
    return (time.process_time() - start) / (rounds * len(answers)) * 1e6


def bench_score(made, rounds=200):
    print("2. score_answer per call (CPU microseconds):")
    rnd = random.Random(1)
    for name, entries in made.items():
        right, wrong, junk, none = [], [], [], []
        for e in entries[:10]:
            a = e["answer"]
            right.append((f"Let me work through the runs.\n\nHere is the solved grid:\n```\n{a}\n```\n"
                          "I hope this helps.", e))
            cells = a.split(" ")
            k = next(i for i, c in enumerate(cells) if c.strip().isdigit())
            d = cells[k].strip()
            cells[k] = cells[k].replace(d, str(int(d) % 9 + 1))
            wrong.append(("Answer:\n" + " ".join(cells), e))
            junk.append(("\n".join(" ".join(c if c == "#" else str(rnd.randint(1, 9)) for c in line.split())
                                    for line in a.splitlines()), e))
            none.append(("I could not solve this puzzle, sorry. " * 20, e))
        for e in entries[:10]:
            score_answer(e["answer"], e, partial=True)  # the layout and its chance bars, once per entry
        cols = [per_call(score_answer, right, rounds), per_call(score_answer, wrong, rounds),
                per_call(lambda a, e: score_answer(a, e, partial=True), wrong, rounds),
                per_call(lambda a, e: score_answer(a, e, partial=True), junk, rounds),
                per_call(score_answer, none, rounds)]
        print(f"   {name:11s} right in prose {cols[0]:5.1f}  one wrong {cols[1]:5.1f}  one wrong partial {cols[2]:5.1f}"
              f"  junk partial {cols[3]:5.1f}  no grid {cols[4]:5.1f}")


def _worker_cpu():
    return time.process_time()


def bench_export(size):
    from distributed import Client, LocalCluster

    config = KakuroConfig(seed=7, size=size)
    with tempfile.TemporaryDirectory() as tmp:
        alone, mapped = os.path.join(tmp, "alone.jsonl"), os.path.join(tmp, "dask.jsonl")
        start, cpu = time.perf_counter(), time.process_time()
        export(config, alone, progress=False)
        one, one_cpu = time.perf_counter() - start, time.process_time() - cpu
        with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster, \
                Client(cluster) as client:
            before = client.run(_worker_cpu)
            start, cpu = time.perf_counter(), time.process_time()
            export(config, mapped, client=client, progress=False)
            two, client_cpu = time.perf_counter() - start, time.process_time() - cpu
            after = client.run(_worker_cpu)
        workers_cpu = sum(after[w] - before[w] for w in after)
        with open(alone, "rb") as a, open(mapped, "rb") as b:
            same = a.read() == b.read()
    print(f"3. export of {size} entries (default config), wall-clock: one process {one:.1f} s ({size / one:.1f} "
          f"entries/s), Dask LocalCluster of 2 workers {two:.1f} s ({size / two:.1f} entries/s): {one / two:.2f}x; "
          f"files {'equal' if same else 'DIFFERENT'}")
    print(f"   CPU: one process {one_cpu:.1f} s ({size / one_cpu:.1f} entries per CPU second); Dask workers "
          f"{workers_cpu:.1f} s together ({size / workers_cpu:.1f} entries per CPU second) + {client_cpu:.1f} s "
          f"in the client (writing, scheduling)")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--entries", type=int, default=100)
    ap.add_argument("--export-size", type=int, default=10000)
    ap.add_argument("--skip-export", action="store_true")
    a = ap.parse_args()
    print(f"kakuro.rl bench, load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores at the start",
          file=sys.stderr)
    made = bench_entries(a.entries)
    bench_score(made)
    if not a.skip_export:
        bench_export(a.export_size)
    print(f"load average {os.getloadavg()[0]:.1f} at the end", file=sys.stderr)


if __name__ == "__main__":
    main()
