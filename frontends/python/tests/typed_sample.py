"""A user's script that `mypy --strict` checks against the package's types (test_typing.py):
results' properties are typed (Optional[bool], Literal statuses, levels and techniques)."""
import threading
from pathlib import Path
from typing import List, Literal, Optional

import kakuro
from kakuro.results import Grid, Level, SolveStatus, Technique


def solve_file(path: Path) -> List[Optional[bool]]:
    out: List[Optional[bool]] = []
    puzzles, problems = kakuro.read(path, errors="collect")
    for e in problems:
        print(e.file, e.line, e.column, e.message)
    for p in puzzles:
        r = kakuro.solve(p, unique=True, cancel=threading.Event(), inference="mac")
        status: SolveStatus = r.status
        if status == "solved":
            first: Optional[Grid] = r.solution
            print(first, r.differing_cells, r.stats)
        out.append(r.unique)
    return out


def levels(p: kakuro.Puzzle) -> Optional[Level]:
    e = kakuro.explain(p, timeout=5.0)
    hardest: Optional[Technique] = kakuro.hint(p).technique
    done: Literal["solved", "stuck", "no-solution", "not-unique", "timeout", "interrupted"] = e.status
    print(hardest, done, e.steps[0]["text"] if e.steps else "", kakuro.rate(p).level)
    rating = kakuro.rate(p).rating
    if rating is not None:
        top: Technique = rating["hardest"]
        score: float = rating["score"]
        print(top, score, e.techniques.get(top, 0) + 1)
    return e.level


def count_all(p: kakuro.Puzzle) -> int:
    n = kakuro.count(p, limit=100, keep_solutions=False).count
    seen = {p: n}
    for grid in kakuro.iter_solutions(p, limit=3):
        assert grid[0][0] == 0
    g = kakuro.generate(8, 8, difficulty="easy", seed=1)
    svg: Optional[str] = g._repr_svg_()
    print(svg is not None, p.to_svg(solution=None), p.to_string("grid", solution=True))
    return seen[p] + len(kakuro.read("x.kakuro", errors="skip"))
