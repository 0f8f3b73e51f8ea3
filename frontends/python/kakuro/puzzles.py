"""kakuro.read, kakuro.parse_all and what the package adds to kakuro.Puzzle: its arguments
checked, a file's bad records skipped or collected as the command goes on past them,
Puzzle.from_grid, to_svg and to_string with any solution."""
import json
import os

from . import _args
from . import _kakuro
from ._kakuro import Puzzle
from .errors import ParseError

_parse = Puzzle.parse
_ERRORS = ("raise", "skip", "collect")


def _parse_error(diagnostics):
    """A ParseError from the engine's diagnostics: (file, line, column, severity, message, text)."""
    errors = [d for d in diagnostics if d[3] == "error"]
    first = errors[0] if errors else None
    text = "\n".join(d[5] for d in errors) or "unreadable input"
    if first is None:
        return ParseError(text, "", 0, 0, text, [d[5] for d in diagnostics])
    return ParseError(text, first[0], first[1], first[2], first[4], [d[5] for d in diagnostics])


def read(path, format=None, errors="raise"):
    """The puzzles of a file (every record of a .jsonl file), named as the CLI names them.

    path: a str or os.PathLike; a file that is missing or cannot be read raises the OSError
    Python's open() raises (FileNotFoundError, PermissionError, IsADirectoryError). errors:
    "raise" (a record that does not read raises kakuro.ParseError, the file's messages all in
    it), "skip" (the records that read), "collect" (a pair: the puzzles, and a ParseError per
    bad record, located as the command reports it, in file order).
    """
    path = _args.path("path", path)
    _args.optional_text("format", format, "a format's name")
    _args.choice("errors", errors, _ERRORS)
    if path != "-":
        with open(path, "rb"):  # the OS's own error, before the engine reads it
            pass
    file_diags, records = _kakuro._read_each(path, format)
    failed = [diags for puzzle, diags in records if puzzle is None]
    file_errors = [d for d in file_diags if d[3] == "error"]
    if errors == "raise" and (failed or file_errors):
        raise _parse_error(list(file_diags) + [d for diags in failed for d in diags])
    puzzles = [puzzle for puzzle, _ in records if puzzle is not None]
    if errors == "skip":
        return puzzles
    if errors == "collect":
        problems = ([_parse_error(file_diags)] if file_errors else []) + [_parse_error(d) for d in failed]
        return puzzles, problems
    return puzzles


def parse_all(text, format=None, file="<string>"):
    """Every puzzle of a text (a jsonl collection, puzz.link URLs a line, or one puzzle)."""
    _args.text("text", text)
    _args.optional_text("format", format, "a format's name")
    _args.text("file", file, "a file name for messages")
    return _kakuro.parse_all(text, format, file)


def parse(text, format=None, file="<string>"):
    """Reads one puzzle from text in any format the CLI reads (detected when format is None), or a
    puzz.link URL. Raises kakuro.ParseError with the CLI's messages when it does not read."""
    _args.text("text", text)
    _args.optional_text("format", format, "a format's name")
    _args.text("file", file, "a file name for messages")
    return _parse(text, format, file)


def from_grid(rows, id=None):
    """A puzzle from its grid as the jsonl record has it (``p.grid``): a list of rows, each a
    list of cell texts ('#' black, '.' white, a digit a given, 'D\\\\A' a clue with its down and
    across sums, either empty); id None: "<grid>". A cell that does not read raises
    kakuro.ParseError with the reader's message."""
    _args.optional_text("id", id, "text")

    def cell_text(cell):
        if not isinstance(cell, str):
            raise TypeError(f"rows must be a list of rows of cell texts: a cell is {type(cell).__name__}")
        return cell

    grid = _args.grid_rows("rows", rows, "a list of rows of cell texts", cell_text)
    cols = max((len(row) for row in grid), default=0)
    record = json.dumps({"id": "<grid>" if id is None else id, "rows": len(grid), "cols": cols, "grid": grid})
    return _parse(record, "jsonl", "<grid>")


def _solution_of(puzzle, solution):
    """The solution to draw or write: None none, True the puzzle's own (ValueError when it has
    none), else a grid or text as check() takes one."""
    if solution is None or solution is False:
        return None
    if solution is True:
        if puzzle.solution is None:
            raise ValueError(f"puzzle {puzzle.id} has no stored solution: pass one (solution=grid or text)")
        return puzzle.solution
    return _args.digit_grid("solution", solution)


def to_string(self, format="grid", solution=None, *, with_solution=False):
    """The puzzle written in a format (grid, jsonl, hv, ...: the command's names). solution:
    None (the puzzle alone), True (its stored solution: ValueError when it has none), or a
    solution as check() takes one; written where the format has a solved form (ValueError
    for one that has none). with_solution=True is solution=True."""
    _args.text("format", format, "a format's name")
    _args.flag("with_solution", with_solution)
    if with_solution and solution is None:
        solution = True
    return _kakuro._write(self, format, _solution_of(self, solution))


def to_svg(self, solution=None, title=None):
    """The puzzle as an SVG picture (the command's `render --format svg`): with the digits of
    ``solution`` (None: none; True: its stored one, ValueError when it has none; else a grid or
    text as check() takes one); title None: the id."""
    _args.optional_text("title", title, "text")
    return _kakuro._svg(self, _solution_of(self, solution), self.id if title is None else title)


Puzzle.parse = staticmethod(parse)
Puzzle.from_grid = staticmethod(from_grid)
Puzzle.to_string = to_string
Puzzle.to_svg = to_svg
Puzzle._repr_svg_ = lambda self: to_svg(self)
