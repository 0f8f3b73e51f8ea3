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

_RULES = ("Fill every white cell of this Kakuro with a digit from 1 to 9 so that the digits of each run "
          "(an unbroken line of white cells across or down) add up to the run's clue, with no digit "
          "repeated within a run. The grid below has # for a black cell, . for a white cell and D\\A for "
          "a clue cell, where D is the sum of the run below it and A the sum of the run to its right "
          "(an empty side: no run).")
_FORMAT = ("Answer with the solved grid only: one line per row, a digit for each white cell and # for "
           "every other cell, separated by spaces.")

_CELL_CHARS = frozenset("123456789#0.")


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
    """The rows of cells a text holds: lines with at least one cell character, each the list
    of its cell characters (spaces, commas, bars and brackets are ignored)."""
    rows = []
    for line in text.splitlines():
        cells = [ch for ch in line if ch in _CELL_CHARS]
        if cells:
            rows.append(cells)
    return rows


def score_answer(answer, entry):
    """1.0 for the right grid; 0.5 x the share of right white cells for a grid of the right
    shape; 0.0 otherwise. Never raises, whatever ``answer`` and ``entry`` hold."""
    try:
        if not isinstance(answer, str) or not answer:
            return 0.0
        expected = _cells(entry["answer"])
        got = _cells(answer)
        if len(got) != len(expected):
            return 0.0
        white = right = 0
        for g_row, e_row in zip(got, expected):
            if len(g_row) != len(e_row):
                return 0.0
            for g, e in zip(g_row, e_row):
                if e == "#":
                    if g != "#":
                        return 0.0
                    continue
                if g == "#":
                    return 0.0
                white += 1
                right += g == e
        if white == 0:
            return 0.0
        return 1.0 if right == white else 0.5 * right / white
    except Exception:  # the contract: a score for any input, never an exception
        return 0.0
