"""explain, hint, rate, generate, repair: attributes and behaviour, answers re-checked in Python."""
import pytest

import kakuro
from conftest import TOP, blocks, sums_hold

NIKOLI = TOP / "examples/grid/nikoli.kakuro"


def test_explain_steps_and_rating():
    p = kakuro.read(str(NIKOLI))[0]
    e = kakuro.explain(p)
    assert e.status == "solved" and e.steps and e.rating["level"] in ("easy", "medium", "hard", "expert", "extreme")
    assert all(s["technique"] and s["text"] for s in e.steps)
    assert sum(e.techniques.values()) == len(e.steps)
    r = kakuro.rate(p)
    assert r.rating == e.rating and r.level == e.rating["level"] and r.steps == len(e.steps)
    assert kakuro.explain(kakuro.Puzzle.parse(blocks(1))).status == "not-unique"
    assert kakuro.rate(kakuro.Puzzle.parse(blocks(1))).rating is None


def test_hint_from_givens_and_from_a_state():
    p = kakuro.read(str(NIKOLI))[0]
    h = kakuro.hint(p)
    assert h.status == "hint" and h.step["technique"] and h.wrong == []
    solution = kakuro.solve(p).solution
    wrong = [row[:] for row in solution]
    r, c = next((r, c) for r in range(p.rows) for c in range(p.cols) if wrong[r][c])
    wrong[r][c] = wrong[r][c] % 9 + 1
    h = kakuro.hint(p, wrong)
    assert h.status == "wrong-digit" and [w["cell"] if "cell" in w else w for w in h.wrong]
    assert kakuro.hint(p, solution).status == "solved"
    assert kakuro.hint(kakuro.Puzzle.parse(blocks(1))).status == "not-unique"


def test_generate():
    g = kakuro.generate(9, 9, seed=11)
    assert g.status == "generated" and g.puzzle.rows == 9 and g.puzzle.cols == 9
    assert sums_hold(g.puzzle, g.solution)
    assert kakuro.solve(g.puzzle, backend="sat", unique=True).unique is True
    assert kakuro.generate(9, 9, seed=11).to_dict() == g.to_dict()
    assert kakuro.generate(9, 9, seed=12).to_dict() != g.to_dict()
    e = kakuro.generate(8, 8, difficulty="easy", seed=5)
    assert e.rating["level"] == "easy" and kakuro.rate(e.puzzle).level == "easy"
    for bad in (dict(rows=2, cols=8), dict(rows=8, cols=8, difficulty="trivial"),
                dict(rows=8, cols=8, symmetry="round"), dict(rows=8, cols=8, density=1.5)):
        with pytest.raises(ValueError):
            kakuro.generate(**bad, seed=1)


def test_repair_makes_a_puzzle_unique():
    p = kakuro.read(str(TOP / "tests/data/repair/corpus_nonunique.jsonl"))[0]
    r = kakuro.repair(p)
    assert r.status == "not-unique" and r.puzzle is not None
    fixed = kakuro.solve(r.puzzle, backend="sat", unique=True)
    assert fixed.unique is True and sums_hold(r.puzzle, fixed.solution)
    assert r.correction_seconds is None  # several solutions: no correction


def test_repair_of_no_solution_times_its_correction():
    p = kakuro.read(str(TOP / "tests/data/repair/totals.kakuro"))[0]
    r = kakuro.repair(p)
    assert r.status == "no-solution" and r.to_dict()["correction_fewest"] is True
    assert "correction_seconds" not in r.to_dict()  # a timing, as seconds
    assert 0 < r.correction_seconds <= r.seconds
