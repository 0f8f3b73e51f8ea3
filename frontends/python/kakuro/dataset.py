"""A reasoning-environment dataset of Kakuro puzzles, in the shape of Reasoning Gym:
entries are plain dicts with ``question``, ``answer`` and ``metadata``, and
``score_answer(answer, entry)`` grades a model's answer without ever raising.

The answer is the solved grid as text: one line a row, a digit for each white cell and ``#``
for every other cell (black and clue cells), separated by spaces. Partial credit
(docs/python.md): 1.0 for the right grid; for a grid of the right shape (the same rows, each
with the right number of cells, ``#`` exactly where the puzzle has no white cell) but wrong
digits, 0.5 x the share of white cells holding the right digit (so at most 0.5 minus one
cell's share); anything else (wrong shape, no grid, garbage, empty) 0.0.
"""
import operator

_RULES = ("Fill every white cell of this Kakuro with a digit from 1 to 9 so that the digits of each run "
          "(an unbroken line of white cells across or down) add up to the run's clue, with no digit "
          "repeated within a run. The grid below has # for a black cell, . for a white cell and D\\A for "
          "a clue cell, where D is the sum of the run below it and A the sum of the run to its right "
          "(an empty side: no run).")
_FORMAT = ("Answer with the solved grid only: one line per row, a digit for each white cell and # for "
           "every other cell, separated by spaces.")

_KEEP = b"0123456789#.\n"
_DROP = bytes(b for b in range(256) if b not in _KEEP)
_SHAPE = bytes.maketrans(b"0123456789.", b"...........")  # a cell is white or #


def _grid_text(puzzle):
    lines = [line for line in puzzle.to_string("grid").splitlines() if not line.startswith(";")]
    return "\n".join(lines)


def _answer_text(grid, solution):
    rows = []
    for cells, digits in zip(grid, solution):
        rows.append(" ".join(str(d) if c == "." or (len(c) == 1 and c.isdigit()) else "#"
                             for c, d in zip(cells, digits)))
    return "\n".join(rows)


def dataset(count, rows=8, cols=8, difficulty=None, seed=0, **generate_options):
    """``count`` entries of ``rows`` x ``cols`` puzzles (counting the clue row and column) with
    exactly one solution, at ``difficulty`` (easy, medium, hard, expert, extreme; None: any).
    Entry i is puzzle i of ``kakuro generate --seed SEED``: the same seed gives the same
    entries. Each is a dict: ``question`` (the rules, the grid, the answer format),
    ``answer`` (the solved grid as text) and ``metadata`` (id, puzzlink URL, rating,
    techniques, the corpus record, seed, index)."""
    from . import generate, rate

    if count < 0:
        raise ValueError(f"count {count} is negative")
    entries = []
    for i in range(count):
        g = generate(rows, cols, difficulty, seed, index=i, **generate_options)
        if g.puzzle is None:
            raise RuntimeError(f"{g.id}: not generated ({g.status}): {g.reason}")
        record = g.to_dict()
        grid, solution = record["grid"], record["solution"]
        r = rate(g.puzzle)
        entries.append({
            "question": f"{_RULES}\n\n{_grid_text(g.puzzle)}\n\n{_FORMAT}",
            "answer": _answer_text(grid, solution),
            "metadata": {
                "id": g.id,
                "source": "kakuro",
                "rows": rows,
                "cols": cols,
                "seed": seed,
                "index": i,
                "difficulty": difficulty,
                "puzzlink": g.puzzle.to_string("puzzlink").strip(),
                "rating": r.rating,
                "techniques": r.techniques,
                "record": record,
            },
        })
    return entries


def _cells(text):
    """The rows of cells a text holds: each line's cell characters (digits, # and .), lines
    without any dropped; spaces, commas, bars and brackets are ignored."""
    return [row for row in text.encode("ascii", "ignore").translate(None, _DROP).split(b"\n") if row]


def score_answer(answer, entry):
    """1.0 for the right grid; 0.5 x the share of right white cells for a grid of the right
    shape; 0.0 otherwise. Never raises, whatever ``answer`` and ``entry`` hold."""
    try:
        if not isinstance(answer, str) or not answer:
            return 0.0
        expected = _cells(entry["answer"])
        got = _cells(answer)
        if got == expected:
            return 1.0
        if len(got) != len(expected) or [len(r) for r in got] != [len(r) for r in expected]:
            return 0.0
        got, expected = b"".join(got), b"".join(expected)
        # The shape: '#' exactly where the puzzle has no white cell.
        if got.translate(_SHAPE) != expected.translate(_SHAPE):
            return 0.0
        blocks = expected.count(b"#")
        white = len(expected) - blocks
        if white == 0:
            return 0.0
        right = sum(map(operator.eq, got, expected)) - blocks
        return 1.0 if right == white else 0.5 * right / white
    except Exception:  # the contract: a score for any input, never an exception
        return 0.0
