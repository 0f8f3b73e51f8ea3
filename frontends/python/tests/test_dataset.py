"""kakuro.dataset and score_answer (thin wrappers over kakuro.rl): determinism, the answer re-checked
in Python, the scorer."""
import kakuro
from conftest import sums_hold


def test_same_seed_same_entries():
    a = kakuro.dataset(3, 7, 7, seed=4)
    assert a == kakuro.dataset(3, 7, 7, seed=4)
    assert a != kakuro.dataset(3, 7, 7, seed=5)
    assert len({e["metadata"]["id"] for e in a}) == 3


def test_entries_hold_question_answer_metadata():
    for e in kakuro.dataset(2, 8, 8, difficulty="medium", seed=1):
        assert set(e) == {"question", "answer", "metadata"}
        m = e["metadata"]
        assert m["rating"]["level"] == "medium" and m["techniques"]
        assert m["puzzlink"].startswith("https://puzz.link/p?kakuro/")
        p = kakuro.Puzzle.parse(m["puzzlink"])
        # The answer, read back cell by cell, is a solution of the puzzle (checked in Python).
        rows = [line.split() for line in e["answer"].splitlines()]
        grid = [[0 if x == "#" else int(x) for x in row] for row in rows]
        assert sums_hold(p, grid)
        assert kakuro.check(p, grid).ok
        # The question shows the puzzle's grid, which reads back as the same puzzle.
        drawn = e["question"].split("\n\n")[1]
        assert kakuro.Puzzle.parse(drawn, format="grid").grid == p.grid


def test_score_answer():
    e = kakuro.dataset(1, 8, 8, seed=2)[0]
    right = e["answer"]
    assert kakuro.score_answer(right, e) == 1.0
    assert kakuro.score_answer("```\n" + right + "\n```", e) == 1.0
    # One wrong digit: 0.0, and partial credit only when asked for (kakuro.rl: by runs, chance-corrected).
    cells = right.split(" ")
    i = next(i for i, c in enumerate(cells) if c.strip().isdigit())
    d = int(cells[i].strip())
    cells[i] = cells[i].replace(str(d), str(d % 9 + 1))
    one_wrong = " ".join(cells)
    assert kakuro.score_answer(one_wrong, e) == 0.0
    assert 0.5 < kakuro.score_answer(one_wrong, e, partial=True) < 1.0
    # Wrong shape, garbage, empty, not text, a broken entry: 0.0, never an exception.
    assert kakuro.score_answer("\n".join(right.splitlines()[:-1]), e) == 0.0
    assert kakuro.score_answer(right.replace("#", "1", 1), e) == 0.0
    assert kakuro.score_answer("I think the answer is 42.", e) == 0.0
    assert kakuro.score_answer("", e) == 0.0
    assert kakuro.score_answer(None, e) == 0.0
    assert kakuro.score_answer(right, {}) == 0.0
    assert kakuro.score_answer("\x00\xff" * 100, e) == 0.0
