"""The question and the answer of an entry, as text, in the command's words: the grid format
(docs/formats.md: ``#`` black, ``.`` white, ``D\\A`` clue) and coordinates ``(r,c)`` counting
from 0, the clue row and column included, as ``kakuro explain`` writes them."""

_RULES = ("Solve this Kakuro puzzle. Fill every white cell with a digit from 1 to 9 so that the digits of "
          "each run (an unbroken line of white cells across or down) add up to the run's clue, with no "
          "digit repeated within a run.")

_LEGEND = ("The grid has {rows} rows and {cols} columns, counting the clue row and column: # is a black "
           "cell, . a white cell, and D\\A a clue cell, where D is the sum of the run below it and A the "
           "sum of the run to its right (a side left empty has no run). Cell (r,c) is row r, column c, "
           "counting from 0. The puzzle has exactly one solution.")

_FORMAT = ("Answer with the solved grid: {rows} lines of {cols} cells separated by spaces, the digit of "
           "each white cell and # for every other cell (black and clue cells). For example the row "
           "\\4 . . # \\3 . . would be answered as # 1 3 # # 2 1. Put the grid inside "
           "<answer>...</answer> tags, or make it the last grid of your reply.")


def grid_text(puzzle):
    """The puzzle in the grid format, without its comment lines (``; id: ...``)."""
    lines = puzzle.to_string("grid").splitlines()
    return "\n".join(line.rstrip() for line in lines if line.strip() and not line.lstrip().startswith(";"))


def question(puzzle):
    rows, cols = puzzle.rows, puzzle.cols
    return "\n\n".join([_RULES + " " + _LEGEND.format(rows=rows, cols=cols), grid_text(puzzle),
                        _FORMAT.format(rows=rows, cols=cols)])


def answer_text(grid, solution):
    """One line a row: the solution's digit on a white cell (empty or given), # elsewhere."""
    rows = []
    for cells, digits in zip(grid, solution):
        rows.append(" ".join(str(d) if c == "." or (len(c) == 1 and c.isdigit()) else "#"
                             for c, d in zip(cells, digits)))
    return "\n".join(rows)
