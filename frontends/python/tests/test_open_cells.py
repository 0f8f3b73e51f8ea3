"""count(open_cells=True): the open cells against an enumeration of every solution in Python
(an independent brute force over the puzzle's grid), and against the command's JSON."""
import json

import pytest

import kakuro
from conftest import blocks, run_cli, without_timing

LATIN = "#  6\\ 6\\ 6\\\n\\6 .  .  .\n\\6 .  .  .\n\\6 .  .  .\n"  # 12 solutions
LATIN_GIVEN = "#  6\\ 6\\ 6\\\n\\6 1  .  .\n\\6 .  .  .\n\\6 .  .  .\n"  # 2 solutions
TWO = "#    3\\  3\\\n\\3  .    .\n\\3  .    .\n"
UNIQUE = "#  4\\ 6\\\n\\3 .  .\n\\7 .  .\n"


def runs(grid):
    """Each run of the grid as (sum, [(r, c), ...])."""
    rows, cols = len(grid), len(grid[0])

    def white(r, c):
        return r < rows and c < cols and (grid[r][c] == "." or grid[r][c].isdigit())

    out = []
    for r in range(rows):
        for c in range(cols):
            if "\\" not in grid[r][c]:
                continue
            for total, (dr, dc) in zip(grid[r][c].split("\\"), ((1, 0), (0, 1))):
                cells, rr, cc = [], r + dr, c + dc
                while white(rr, cc):
                    cells.append((rr, cc))
                    rr, cc = rr + dr, cc + dc
                if total and cells:
                    out.append((int(total), cells))
    return out


def digits_per_cell(puzzle):
    """{(r, c): set of digits} over every solution, by backtracking cell by cell."""
    grid = puzzle.grid
    givens = json.loads(puzzle.to_string("jsonl")).get("givens")
    all_runs = runs(grid)
    cells = sorted({cell for _, cs in all_runs for cell in cs})
    of = {cell: [run for run in all_runs if cell in run[1]] for cell in cells}
    value, seen = {}, {cell: set() for cell in cells}

    def holds(run):
        total, cs = run
        placed = [value[c] for c in cs if c in value]
        free = len(cs) - len(placed)
        lo, hi = free * (free + 1) // 2, free * (19 - free) // 2
        return len(set(placed)) == len(placed) and sum(placed) + lo <= total <= sum(placed) + hi

    def place(i):
        if i == len(cells):
            for c in cells:
                seen[c].add(value[c])
            return
        r, c = cells[i]
        for d in ([givens[r][c]] if givens and givens[r][c] else range(1, 10)):
            value[cells[i]] = d
            if all(holds(run) for run in of[cells[i]]):
                place(i + 1)
        del value[cells[i]]

    place(0)
    return seen


@pytest.mark.parametrize("text", [TWO, LATIN, LATIN_GIVEN, UNIQUE, blocks(3)])
def test_open_cells_are_the_brute_force_digits(text):
    p = kakuro.Puzzle.parse(text)
    r = kakuro.count(p, limit=2, open_cells=True)
    assert r.open_cells_proved is True
    want = [{"cell": [r_, c], "digits": sorted(ds)} for (r_, c), ds in sorted(digits_per_cell(p).items())
            if len(ds) > 1]
    assert r.open_cells == want
    assert "unproved_cells" not in r.to_dict()


def test_open_cells_equal_the_command(tmp_path):
    f = tmp_path / "latin.kakuro"
    f.write_text(LATIN_GIVEN)
    p = kakuro.read(str(f))[0]
    lines, _ = run_cli("count", "--json", "--limit", "2", "--open-cells", f)
    assert without_timing(kakuro.count(p, limit=2, open_cells=True).to_dict()) == without_timing(lines[0])


def test_open_cells_under_a_limit_are_not_proved():
    r = kakuro.count(kakuro.Puzzle.parse(blocks(30)), limit=2, open_cells=True, timeout=0.001)
    assert r.open_cells_proved is False
    assert r.to_dict()["open_cells_reason"] == "time limit reached"
    assert r.to_dict()["unproved_cells"]


def test_without_open_cells_there_are_none():
    r = kakuro.count(kakuro.Puzzle.parse(TWO))
    assert r.open_cells is None and r.open_cells_proved is None
