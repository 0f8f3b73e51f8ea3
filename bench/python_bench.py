#!/usr/bin/env python3
"""Speed of the Python module (issue 25), measured side by side in one run.

    python bench/python_bench.py [--puzzles FILE] [--cli build/frontends/kakuro] [--reps 5]

Run it with the interpreter the module is installed in (the venv of docs/python.md). Prints:
1. FILE (default ../shared/puzzles/janko.jsonl) solved and proved unique from Python in one
   loop (kakuro.read, then kakuro.solve(p, unique=True) for each), against
   `kakuro unique --jobs 1 -q FILE` on the same file, alternated, REPS times each: the
   medians and their ratio (Python / CLI), and the slowest of each.
2. kakuro.generate(15, 15) over 60 seeds: median, 90th percentile, max.
3. kakuro.score_answer over 3000 answers (right, one digit wrong, garbage) of 15x15
   entries: microseconds per answer.
4. Two Python threads against one, each solving and proving the same puzzles unique:
   throughput ratio (ideal 2.0 on two free cores).
"""
import argparse
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

import kakuro

TOP = Path(__file__).resolve().parents[1]


def median_ms(xs):
    return statistics.median(xs) * 1e3


def bench_corpus(path, cli, reps):
    py, c = [], []
    for _ in range(reps):
        start = time.perf_counter()
        puzzles = kakuro.read(str(path))
        for p in puzzles:
            r = kakuro.solve(p, unique=True)
            assert r.status == "solved"
        py.append(time.perf_counter() - start)
        start = time.perf_counter()
        subprocess.run([str(cli), "unique", "--jobs", "1", "-q", str(path)], stdout=subprocess.DEVNULL, check=False)
        c.append(time.perf_counter() - start)
    print(f"1. {path.name} ({len(puzzles)} puzzles), solve + prove unique, {reps} runs each, alternated:")
    print(f"   Python loop   median {median_ms(py):8.1f} ms  slowest {max(py) * 1e3:8.1f} ms")
    print(f"   kakuro -j 1   median {median_ms(c):8.1f} ms  slowest {max(c) * 1e3:8.1f} ms")
    print(f"   ratio Python / CLI (medians): {statistics.median(py) / statistics.median(c):.2f}x")


def bench_generate(n=60):
    times = []
    for seed in range(1, n + 1):
        g = kakuro.generate(15, 15, seed=seed)
        assert g.status == "generated"
        times.append(g.seconds)
    times.sort()
    wall = []
    for seed in range(1, 21):
        start = time.perf_counter()
        kakuro.generate(15, 15, seed=seed)
        wall.append(time.perf_counter() - start)
    print(f"2. generate(15, 15), {n} seeds: median {median_ms(times):.2f} ms, p90 {times[int(0.9 * n)] * 1e3:.2f} ms, "
          f"max {times[-1] * 1e3:.2f} ms (engine time); wall time per call from Python, 20 seeds: median "
          f"{median_ms(wall):.2f} ms")


def bench_score(n_entries=10, rounds=100):
    entries = kakuro.dataset(n_entries, 15, 15, seed=1)
    answers = []
    for e in entries:
        right = e["answer"]
        i = next(i for i, ch in enumerate(right) if ch.isdigit())
        wrong = right[:i] + str(int(right[i]) % 9 + 1) + right[i + 1:]
        answers += [(right, e), (wrong, e), ("The answer is 7 and # ... I am not sure.", e)]
    start = time.perf_counter()
    total = 0.0
    for _ in range(rounds):
        for a, e in answers:
            total += kakuro.score_answer(a, e)
    per = (time.perf_counter() - start) / (rounds * len(answers))
    print(f"3. score_answer on 15x15 entries: {per * 1e6:.1f} us per answer ({rounds * len(answers)} answers: right, "
          f"one wrong digit, garbage)")


def bench_threads(path, reps=3):
    puzzles = kakuro.read(str(path))

    def work(ps):
        for p in ps:
            kakuro.solve(p, unique=True)

    one, two = [], []
    for _ in range(reps):
        start = time.perf_counter()
        work(puzzles)
        work(puzzles)
        one.append(time.perf_counter() - start)
        start = time.perf_counter()
        ts = [threading.Thread(target=work, args=(puzzles,)) for _ in range(2)]
        for t in ts:
            t.start()
        for t in ts:
            t.join()
        two.append(time.perf_counter() - start)
    print(f"4. the {len(puzzles)} puzzles twice: one thread median {median_ms(one):.1f} ms, two threads median "
          f"{median_ms(two):.1f} ms: throughput x{statistics.median(one) / statistics.median(two):.2f}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--puzzles", type=Path, default=TOP.parent / "shared" / "puzzles" / "janko.jsonl")
    ap.add_argument("--cli", type=Path, default=TOP / "build" / "frontends" / "kakuro")
    ap.add_argument("--reps", type=int, default=5)
    a = ap.parse_args()
    print(f"kakuro {kakuro.__version__} from {Path(kakuro.__file__).parent}, Python {sys.version.split()[0]}")
    bench_corpus(a.puzzles, a.cli, a.reps)
    bench_generate()
    bench_score()
    bench_threads(a.puzzles)


if __name__ == "__main__":
    main()
