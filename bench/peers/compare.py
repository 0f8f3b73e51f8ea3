#!/usr/bin/env python3
"""Our solver against the peers that are present, per puzzle, in one run (bench/peers/README.md).

Runs kakuro_peer_ours and, where built, kakuro_peer_gecode and kakuro_peer_hideki on the
same puzzle file, one after the other, one thread each, and prints Markdown tables: per
solver the median, max and total per-puzzle time; per peer how often ours is slower, and
slower by more than 10%, and the five worst ratios. Each program runs under a watchdog: a
run that goes past --limit (plus a second of grace) is killed, the puzzle counts as over
the limit, and the program starts again after it. Without peers it prints ours alone.
Exit 1 when any solver gave a wrong answer or failed, or (with --gate R) when ours took more
than R times a peer's time on some puzzle (each such puzzle is listed); 2 on a usage problem.
"""

import argparse
import os
import select
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = os.path.dirname(os.path.dirname(HERE))

# (key, program, label in the tables)
SOLVERS = [
    ("ours", "kakuro_peer_ours", "ours (native, `kakuro unique`)"),
    ("gecode", "kakuro_peer_gecode", "Gecode's Kakuro model"),
    ("hideki", "kakuro_peer_hideki", "seed 002 (hideki1234/KakuroSolver)"),
]
ANSWERED = ("unique", "multiple", "none")
GRACE = 1.0  # seconds past --limit before the watchdog kills a run


def default_file():
    shared = os.environ.get("KAKURO_SHARED") or os.path.join(os.path.dirname(SOURCE), "shared")
    return os.path.join(shared, "puzzles", "janko.jsonl")


class Result:
    def __init__(self, index, pid, seconds, verdict, check):
        self.index, self.id, self.seconds, self.verdict, self.check = index, pid, seconds, verdict, check

    @property
    def ok(self):
        return self.verdict in ANSWERED and not self.check.startswith("wrong")

    @property
    def over_limit(self):
        return self.verdict in ("unknown", "timeout")


def run_solver(program, args, limit, log):
    """Runs `program` over the file until every record has a result; returns them by index."""
    results = {}
    first = 0
    raw = []
    while True:
        cmd = [program, args.file, "--repeat", str(args.repeat), "--warmup", str(args.warmup), "--limit", str(limit),
               "--first", str(first)]
        if args.only:
            cmd += ["--only", args.only]
        skip = args.skip.get(os.path.basename(program), [])
        if skip:
            cmd += ["--skip", ",".join(skip)]
        log("  " + " ".join(cmd))
        pin = (lambda: os.sched_setaffinity(0, {args.pin})) if args.pin >= 0 else None
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, preexec_fn=pin)
        running = None  # (index, id, started) of the run under way
        killed = False
        buf = b""
        while True:
            timeout = None
            if running and limit > 0:
                timeout = max(0.0, running[2] + limit + GRACE - time.monotonic())
            ready, _, _ = select.select([proc.stdout], [], [], timeout)
            if not ready:  # the watchdog: this run is past the limit
                proc.kill()
                proc.wait()
                killed = True
                break
            chunk = os.read(proc.stdout.fileno(), 65536)
            if not chunk:
                break
            buf += chunk
            *lines, buf = buf.split(b"\n")
            for line in (raw_line.decode("utf-8", "replace") for raw_line in lines):
                f = line.split("\t")
                if f[0] == "begin":
                    running = (int(f[1]), f[2], time.monotonic())
                elif f[0] == "result":
                    seconds = None if f[3] == "-" else float(f[3])
                    results[int(f[1])] = Result(int(f[1]), f[2], seconds, f[4], f[5])
                    raw.append(line)
                    running = None
        if not killed:
            rc = proc.wait()
            if rc == 0 and running is None:
                return results, raw
            if running is None:
                log("  %s exited with %d" % (os.path.basename(program), rc))
                results[-1] = Result(-1, "(program)", None, "error", "exit %d" % rc)
                return results, raw
        index, pid, _ = running
        verdict = "timeout" if killed else "crashed"
        log("  %s: %s, going on after it" % (pid, verdict))
        results[index] = Result(index, pid, None, verdict, "-")
        raw.append("result\t%d\t%s\t-\t%s\t-" % (index, pid, verdict))
        first = index + 1


def merge(old, new):
    """Two rounds' results by index: the faster of two answers; a wrong or missing answer in either stays."""
    out = dict(old)
    for i, r in new.items():
        o = old.get(i)
        if o is None or (o.ok and (not r.ok or r.seconds < o.seconds)):
            out[i] = r
    return out


def measured():
    """When and on which commit, and whether the solver's sources had changes not committed."""
    when = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    try:
        git = ["git", "-C", SOURCE]
        sha = subprocess.run(git + ["rev-parse", "--short", "HEAD"], capture_output=True, text=True,
                             check=True).stdout.strip()
        dirty = subprocess.run(git + ["status", "--porcelain", "--", "core", "backends"], capture_output=True,
                               text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "Measured " + when
    return "Measured %s at commit %s%s" % (when, sha, " (core/ or backends/ with changes not committed)"
                                         if dirty else "")


def ms(seconds):
    return "%.3f" % (seconds * 1e3)


def solver_table(runs, labels, limit):
    out = ["| solver | puzzles | answered | wrong / failed | over the limit | rejected | median ms | max ms "
           "(puzzle) | total s (answered) |",
           "| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: |"]
    for key, results in runs.items():
        res = [r for r in results.values() if r.index >= 0 and r.verdict not in ("skipped", "malformed")]
        good = [r for r in res if r.ok]
        wrong = [r for r in res if (r.verdict in ANSWERED and not r.ok) or r.verdict in ("error", "crashed")]
        wrong += [r for r in results.values() if r.index < 0]
        over = [r for r in res if r.over_limit]
        rejected = [r for r in res if r.verdict == "rejected"]
        times = [r.seconds for r in good]
        median = ms(statistics.median(times)) if times else "-"
        slowest = max(good, key=lambda r: r.seconds) if good else None
        top = "%s (%s)" % (ms(slowest.seconds), slowest.id) if slowest else "-"
        if over:
            top = "over %g s (%s)" % (limit, ", ".join(r.id for r in over)) + "; answered: " + top
        out.append("| %s | %d | %d | %d | %d | %d | %s | %s | %.4f |" % (
            labels[key], len(res), len(good), len(wrong), len(over), len(rejected), median, top, sum(times)))
    return out


def peer_tables(runs, labels, limit):
    ours = {r.id: r for r in runs["ours"].values() if r.ok}
    summary = ["| peer | puzzles both answered | ours slower | ours slower by > 10% | median ratio ours / peer "
               "| peer over the limit (ours answered) |",
               "| --- | ---: | ---: | ---: | ---: | ---: |"]
    worst = ["| peer | puzzle | ours ms | peer ms | ours / peer |", "| --- | --- | ---: | ---: | ---: |"]
    for key, results in runs.items():
        if key == "ours":
            continue
        both = [(ours[r.id], r) for r in results.values() if r.ok and r.id in ours]
        ratios = sorted(((o.seconds / p.seconds, o, p) for o, p in both if p.seconds > 0),
                        key=lambda t: -t[0])
        over = [r for r in results.values() if r.over_limit and r.id in ours]
        slower = sum(1 for q, _, _ in ratios if q > 1)
        slower10 = sum(1 for q, _, _ in ratios if q > 1.1)
        median = "%.2f" % statistics.median(q for q, _, _ in ratios) if ratios else "-"
        summary.append("| %s | %d | %d | %d | %s | %d |" % (labels[key], len(both), slower, slower10, median,
                                                           len(over)))
        for q, o, p in ratios[:5]:
            worst.append("| %s | %s | %s | %s | %.2f |" % (labels[key], o.id, ms(o.seconds), ms(p.seconds), q))
    return summary, worst


def gate_failures(runs, labels, gate):
    """Every (peer, puzzle, ours s, peer s, ratio) where ours took more than `gate` times the peer's time."""
    ours = {r.id: r for r in runs["ours"].values() if r.ok}
    out = []
    for key, results in runs.items():
        if key == "ours":
            continue
        for r in results.values():
            o = ours.get(r.id)
            if r.ok and o and r.seconds > 0 and o.seconds / r.seconds > gate:
                out.append((labels[key], r.id, o.seconds, r.seconds, o.seconds / r.seconds))
    return sorted(out, key=lambda t: -t[4])


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--build", default=os.path.join(SOURCE, "build"), help="CMake build folder (default: build)")
    ap.add_argument("--file", default=default_file(), help="puzzle file (default: ../shared/puzzles/janko.jsonl)")
    ap.add_argument("--repeat", type=int, default=3, help="runs per puzzle, the best counts (runs over 1 s: once)")
    ap.add_argument("--rounds", type=int, default=1,
                    help="run the solvers in turn this many times, each puzzle's best time over all (default 1): "
                         "on a shared machine the load then weighs on every solver alike")
    ap.add_argument("--pin", type=int, default=-1,
                    help="run every solver on this CPU only (os.sched_setaffinity), e.g. 0: the cores of a "
                         "virtual machine can differ in speed for minutes at a time (default: any CPU)")
    ap.add_argument("--warmup", type=int, default=10, help="first puzzles run once untimed before the timing")
    ap.add_argument("--limit", type=float, default=10, help="seconds per run; 0 = none (default 10)")
    ap.add_argument("--only", default="", help="only records whose id contains this")
    ap.add_argument("--solvers", default="ours,gecode,hideki", help="which of ours,gecode,hideki to run")
    ap.add_argument("--skip-hideki", default="", help="record ids the seed-002 solver does not run (comma-separated)")
    ap.add_argument("--save", default="", help="folder for each solver's per-puzzle lines (<solver>.tsv)")
    ap.add_argument("--gate", type=float, default=0,
                    help="exit 1 when ours is slower than a peer by more than this ratio on some puzzle "
                         "(e.g. 1.10), listing every such puzzle; 0 = no gate")
    args = ap.parse_args()
    args.skip = {"kakuro_peer_hideki": [s for s in args.skip_hideki.split(",") if s]}
    log = lambda s: print(s, file=sys.stderr, flush=True)
    if not os.path.exists(args.file):
        log("compare.py: no such file: " + args.file)
        return 2
    wanted = args.solvers.split(",")
    labels = {key: label for key, _, label in SOLVERS}
    if args.rounds < 1:
        log("compare.py: --rounds must be at least 1")
        return 2
    if args.pin >= 0 and args.pin not in os.sched_getaffinity(0):
        log("compare.py: --pin %d: no such CPU here (%s)" % (args.pin, sorted(os.sched_getaffinity(0))))
        return 2
    runs, raws, absent = {}, {}, []
    load_start = os.getloadavg()[0]
    programs = []
    for key, name, label in SOLVERS:
        program = os.path.join(args.build, "bench", "peers", name)
        if key not in wanted:
            continue
        if not os.access(program, os.X_OK):
            if key == "ours":
                log("compare.py: %s is not built (ninja -C %s %s)" % (program, args.build, name))
                return 2
            absent.append("%s (no %s: bench/peers/README.md)" % (label, name))
            continue
        programs.append((key, program, label))
    for _ in range(args.rounds):
        for key, program, label in programs:
            log("%s: %s" % (label, program))
            results, raw = run_solver(program, args, args.limit, log)
            runs[key] = merge(runs[key], results) if key in runs else results
            raws.setdefault(key, []).extend(raw)
    if args.save:
        os.makedirs(args.save, exist_ok=True)
        for key, raw in raws.items():
            with open(os.path.join(args.save, key + ".tsv"), "w") as f:
                f.write("\n".join(raw) + "\n")
    print("Per puzzle: solve + uniqueness, one thread, warm in one process (its first %d puzzles run once "
          "untimed first), best of %d runs (a run over 1 s once)%s, limit %g s a run%s; file %s. %s; load average "
          "%.2f at the start, %.2f at the end. Median, max and total are over the puzzles each solver answered.\n"
          % (args.warmup, args.repeat,
             " in each of %d rounds, the solvers in turn" % args.rounds if args.rounds > 1 else "", args.limit,
             ", every solver on CPU %d" % args.pin if args.pin >= 0 else "", os.path.basename(args.file), measured(), load_start,
             os.getloadavg()[0]))
    print("\n".join(solver_table(runs, labels, args.limit)))
    if len(runs) > 1:
        summary, worst = peer_tables(runs, labels, args.limit)
        print("\n" + "\n".join(summary))
        print("\nThe five puzzles on which ours does worst against each peer:\n")
        print("\n".join(worst))
    if absent:
        print("\nNot run: " + "; ".join(absent) + ".")
    bad = any((r.verdict in ANSWERED and not r.ok) or r.verdict in ("error", "crashed")
              for results in runs.values() for r in results.values())
    if args.gate > 0 and len(runs) > 1:
        failures = gate_failures(runs, labels, args.gate)
        print("\nGate %.2f: %d puzzles where ours is slower than a peer by more than that%s"
              % (args.gate, len(failures), ":\n" if failures else "."))
        if failures:
            print("| peer | puzzle | ours ms | peer ms | ours / peer |\n| --- | --- | ---: | ---: | ---: |")
            for label, pid, o, p, q in failures:
                print("| %s | %s | %s | %s | %.2f |" % (label, pid, ms(o), ms(p), q))
        bad = bad or bool(failures)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
