"""iter_solutions, a generator, finds count's solutions; count(keep_solutions=False) holds none
of them (memory measured in a child process: peak RSS over the run)."""
import json
import subprocess
import sys
import textwrap

import kakuro
from conftest import TOP, blocks, sums_hold


def test_the_generator_gives_counts_solutions_one_at_a_time():
    p = kakuro.Puzzle.parse(blocks(5))
    gen = kakuro.iter_solutions(p)
    first = next(gen)  # found only when asked for
    assert sums_hold(p, first)
    rest = list(gen)
    solutions = [first] + rest
    counted = kakuro.count(p, limit=1000)
    assert counted.count == len(solutions) == 32 and counted.count_exact
    assert sorted(map(str, solutions)) == sorted(map(str, counted.solutions))
    assert len(set(map(str, solutions))) == 32
    assert all(sums_hold(p, s) for s in solutions)


def test_the_generator_stops_at_its_limit_and_on_a_puzzle_without_solutions():
    p = kakuro.Puzzle.parse(blocks(10))
    assert len(list(kakuro.iter_solutions(p, limit=7))) == 7
    none = kakuro.Puzzle.parse("#  3\\ 3\\ \n\\3 .  .  \n\\4 .  .  \n")
    assert list(kakuro.iter_solutions(none)) == []
    assert kakuro.count(none).count == 0


def test_count_without_solutions_is_counts_json_less_the_list():
    p = kakuro.Puzzle.parse(blocks(6))
    kept = kakuro.count(p, limit=1000).to_dict()
    bare = kakuro.count(p, limit=1000, keep_solutions=False).to_dict()
    assert bare["solutions"] == [] and bare["count"] == 64 == len(kept["solutions"])
    kept.pop("solutions")
    bare.pop("solutions")
    assert bare == kept
    limited = kakuro.count(p, limit=10, keep_solutions=False)
    assert (limited.count, limited.count_exact, limited.status) == (10, False, "solved")


def _peak_mb(keep):
    # The peak from /proc/self/status (VmHWM, this process's own memory): ru_maxrss is carried
    # over exec from the process that started it (pytest's, whose peak can exceed the child's
    # and then read 0 growth).
    script = textwrap.dedent(f"""
        import json, kakuro

        def peak_kb():
            with open("/proc/self/status") as f:
                return next(int(line.split()[1]) for line in f if line.startswith("VmHWM:"))

        p = kakuro.Puzzle.parse({blocks(15)!r})
        kakuro.count(kakuro.Puzzle.parse({blocks(2)!r}))   # the module's first call made
        before = peak_kb()
        r = kakuro.count(p, limit=10**8, keep_solutions={keep})
        after = peak_kb()
        print(json.dumps([r.count, (after - before) / 1024]))
    """)
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True, cwd=TOP)
    return json.loads(out.stdout)


def test_count_only_of_2_to_the_15_solutions_takes_under_50_mb():
    count, grew = _peak_mb(False)
    assert count == 2**15
    assert grew < 50, grew
    kept_count, kept_grew = _peak_mb(True)  # the list kept: the measure can see memory at all
    assert kept_count == 2**15 and kept_grew > grew
