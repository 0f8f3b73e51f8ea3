"""The results of kakuro's calls: plain objects over the kakuro command's JSON.

Every result has ``to_dict()``, equal to the JSON line the command prints with ``--json``
for the same command and puzzle, less its timing fields (``seconds``, ``stats.seconds``),
which are in ``.seconds``. The main fields are typed attributes; a property returns the
result's own object each time (no copy: copy it before changing it), ``to_dict()`` a fresh
copy. Results pickle, and draw themselves in a notebook: ``_repr_svg_`` (the puzzle with
what the result found marked), ``_repr_html_`` where a table helps.
"""
from typing import Any, Dict, List, Literal, Optional, Tuple, TypedDict

from . import drawing

Grid = List[List[int]]
Cell = List[int]
SolveStatus = Literal["solved", "no-solution", "timeout", "interrupted", "failed", "check-failed"]
ExplainStatus = Literal["solved", "stuck", "no-solution", "not-unique", "timeout", "interrupted"]
HintStatus = Literal["hint", "wrong-digit", "solved", "stuck", "no-solution", "not-unique", "timeout",
                     "interrupted"]
GenerateStatus = Literal["generated", "not-found", "timeout", "interrupted"]
RepairStatus = Literal["unique", "not-unique", "no-solution", "timeout", "interrupted", "failed"]
CheckStatus = Literal["valid", "unsolvable", "wrong-solution"]
Level = Literal["easy", "medium", "hard", "expert", "extreme"]
Technique = Literal["lone-cell", "distinct-digits", "unique-combination", "cross-reference", "sum-range",
                    "combination-elimination", "required-digit", "naked-pair", "hidden-pair", "naked-triple",
                    "hidden-triple", "interplay", "region-sums", "contradiction"]



class Rating(TypedDict):
    """The rating of a puzzle explained to its one solution (``kakuro rate --json``)."""
    level: Level
    score: float
    hardest: Technique


class OpenCell(TypedDict):
    """A cell that solutions fill differently: ``[row, col]`` and every digit they put there."""
    cell: List[int]
    digits: List[int]


class Step(TypedDict, total=False):
    """One step of ``kakuro explain --json`` / ``hint``: the technique, its sentence, the cells
    and runs it uses, the candidates it removes ([r, c, digit]) and the digits it places; a
    contradiction adds ``assumption``, ``conflict`` and ``chain``."""
    technique: Technique
    text: str
    cells: List[Cell]
    runs: List[Dict[str, Any]]
    eliminate: List[List[int]]
    place: List[List[int]]
    assumption: Any
    conflict: Any
    chain: Any


def _copy(value: Any) -> Any:
    """A copy of JSON-shaped data (dicts, lists, scalars): what copy.deepcopy makes, faster."""
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copy(v) for v in value]
    return value


def _without_timing(data: Dict[str, Any]) -> Dict[str, Any]:
    data = dict(data)
    data.pop("seconds", None)
    data.pop("correction_seconds", None)
    if isinstance(data.get("stats"), dict):
        data["stats"] = {k: v for k, v in data["stats"].items() if k != "seconds"}
    return data


class Result:
    """A result: ``to_dict()`` is the command's JSON line less timing; ``seconds`` the time;
    ``input`` the kakuro.Puzzle it is about (None when not known)."""

    def __init__(self, data: Dict[str, Any], seconds: float = 0.0, input: Any = None) -> None:
        self._data = _without_timing(data)
        self.seconds = seconds
        self.input = input

    def to_dict(self) -> Dict[str, Any]:
        """The kakuro command's ``--json`` line for this call, as a dict, less timing fields."""
        return _copy(self._data)

    @property
    def status(self) -> str:
        """The status word, as the command's JSON and summary say it."""
        return self._data["status"]

    @property
    def id(self) -> Optional[str]:
        """The puzzle's id."""
        return self._data.get("id")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Result):
            return NotImplemented
        return type(self) is type(other) and self._data == other._data

    __hash__ = None  # type: ignore[assignment]  # results are values to compare, not keys

    def _summary(self) -> str:
        return str(self.status)

    def _interrupted(self) -> None:
        """Stopped by cancel=: status and reason "interrupted"."""
        self._data["status"] = "interrupted"
        self._data["reason"] = "interrupted"

    def __repr__(self) -> str:
        return f"<kakuro.{type(self).__name__} {self.id} {self._summary()}>"

    def _title(self) -> str:
        return f"{self.id}: {self._summary()}"

    def _picture(self) -> Optional[str]:
        return None

    def _repr_svg_(self) -> Optional[str]:
        """The result drawn (None when there is no puzzle to draw)."""
        return self._picture()


class SolveResult(Result):
    """``kakuro solve --json`` / ``kakuro unique --json``: status solved, no-solution, timeout,
    failed or check-failed; the solutions found (rows x cols, 0 on cells that are not white)."""

    @property
    def status(self) -> SolveStatus:
        return self._data["status"]

    @property
    def solutions(self) -> List[Grid]:
        return self._data["solutions"]

    @property
    def solution(self) -> Optional[Grid]:
        """The first solution, or None."""
        return self._data["solutions"][0] if self._data["solutions"] else None

    @property
    def unique(self) -> Optional[bool]:
        """True or False when known (two solutions asked for, or the search exhausted), else None."""
        return self._data["unique"]

    @property
    def differing_cells(self) -> List[Cell]:
        """[row, col] of the cells where the first two solutions differ."""
        return self._data["differing_cells"]

    @property
    def backend(self) -> str:
        return self._data["backend"]

    @property
    def reason(self) -> str:
        return self._data.get("reason", "")

    @property
    def stats(self) -> Dict[str, Any]:
        return self._data["stats"]

    def _summary(self) -> str:
        words = [self.status]
        if self.unique is not None:
            words.append("unique" if self.unique else "not unique")
        if self.reason and self.status != "solved":
            words.append(f"({self.reason})")
        return " ".join(words)

    def _picture(self) -> Optional[str]:
        if self.input is None:
            return None
        return drawing.svg(self.input, self.solution, self._title(),
                           [("differ", [tuple(c) for c in self.differing_cells])])


class CountResult(SolveResult):
    """``kakuro count --json``: ``count`` solutions, exact when ``count_exact``."""

    @property
    def count(self) -> int:
        return self._data["count"]

    @property
    def count_exact(self) -> bool:
        return self._data["count_exact"]

    @property
    def open_cells(self) -> Optional[List["OpenCell"]]:
        """With ``open_cells=True``: ``[{"cell": [r, c], "digits": [7, 9]}, ...]``, each cell two
        solutions fill differently (``kakuro count --open-cells``); else None."""
        return self._data.get("open_cells")

    @property
    def open_cells_proved(self) -> Optional[bool]:
        """Whether every cell's digits are proved (no limit stopped the proof); None without
        ``open_cells=True``."""
        return self._data.get("open_cells_proved")

    def _summary(self) -> str:
        words = f"{self.status} count {self.count}{'' if self.count_exact else ' or more'}"
        if self.open_cells is not None:
            words += f", {len(self.open_cells)} open cells{'' if self.open_cells_proved else ' (not proved)'}"
        return words


class ExplainResult(Result):
    """``kakuro explain --json``: the steps (each with its technique, cells and sentence), the
    rating of a solved explanation, the techniques used."""

    @property
    def status(self) -> ExplainStatus:
        return self._data["status"]

    @property
    def steps(self) -> List[Step]:
        return self._data.get("steps", [])

    @property
    def rating(self) -> Optional[Rating]:
        return self._data.get("rating")

    @property
    def level(self) -> Optional[Level]:
        rating = self._data.get("rating")
        return rating["level"] if rating else None

    @property
    def techniques(self) -> Dict[Technique, int]:
        return self._data.get("techniques", {})

    @property
    def solution(self) -> Optional[Grid]:
        return self._data.get("solution")

    @property
    def reason(self) -> str:
        return self._data.get("reason", "")

    def _summary(self) -> str:
        return f"{self.status} {len(self.steps)} steps" + (f" level {self.level}" if self.level else "")

    def _picture(self) -> Optional[str]:
        if self.input is None:
            return None
        return drawing.svg(self.input, self.solution, self._title())

    def _repr_html_(self) -> Optional[str]:
        """The picture, then the steps as a table: number, technique, cells, sentence."""
        rows = [(i + 1, s.get("technique", ""), " ".join(f"({r},{c})" for r, c in s.get("cells", [])),
                 s.get("text", "")) for i, s in enumerate(self.steps)]
        return (self._picture() or "") + drawing.table(("step", "technique", "cells", "what it does"), rows)


class RateResult(Result):
    """``kakuro rate --json``: the rating (level, score, hardest technique), the techniques
    used and the number of steps."""

    @property
    def status(self) -> ExplainStatus:
        return self._data["status"]

    @property
    def rating(self) -> Optional[Rating]:
        return self._data["rating"]

    @property
    def level(self) -> Optional[Level]:
        return self._data["rating"]["level"] if self._data["rating"] else None

    @property
    def techniques(self) -> Dict[Technique, int]:
        return self._data["techniques"]

    @property
    def steps(self) -> int:
        return self._data["steps"]

    def _summary(self) -> str:
        return f"{self.status} level {self.level}" if self.level else f"{self.status} no rating"


class HintResult(Result):
    """``kakuro hint --json``: status hint, wrong-digit, solved or stuck (or explain's verdict:
    no-solution, not-unique, timeout); the step, the state's wrong digits, the candidates."""

    state: Any = None  # the state the hint was asked for (text or rows x cols digits), or None

    @property
    def status(self) -> HintStatus:
        return self._data["status"]

    @property
    def step(self) -> Optional[Step]:
        return self._data.get("step")

    @property
    def technique(self) -> Optional[Technique]:
        step = self._data.get("step")
        return step["technique"] if step else None

    @property
    def wrong(self) -> List[Dict[str, Any]]:
        """The state's digits that differ from the solution: cell, digit, solution, why, text."""
        return self._data.get("wrong", [])

    @property
    def candidates(self) -> Optional[List[List[str]]]:
        return self._data.get("candidates")

    @property
    def reason(self) -> str:
        return self._data.get("reason", "")

    def _summary(self) -> str:
        return f"{self.status} {self.technique}" if self.technique else self.status

    def _picture(self) -> Optional[str]:
        """The step as the page draws it: the state's digits, the step's cells marked, the digits
        it places, the state's wrong digits."""
        if self.input is None:
            return None
        step = self.step or {}
        placed = step.get("place", [])
        digits: Any = self.state  # the state asked about (text or a grid), its digits drawn
        if placed and not isinstance(digits, str):
            digits = [list(row) for row in digits] if digits is not None else \
                [[0] * self.input.cols for _ in range(self.input.rows)]
            for r, c, d in placed:
                digits[r][c] = d
        marks = [("step", [tuple(c) for c in step.get("cells", [])]),
                 ("place", [(r, c) for r, c, _ in placed]),
                 ("wrong", [tuple(w["cell"]) for w in self.wrong])]
        return drawing.svg(self.input, digits, self._title(), marks)


class CheckResult(Result):
    """``kakuro validate --solution --json``: status valid, unsolvable or wrong-solution; ``ok``
    when the solution is right; ``messages`` what the command prints on standard error."""

    def __init__(self, data: Dict[str, Any], messages: List[str], input: Any = None) -> None:
        super().__init__(data, 0.0, input)
        self.messages = list(messages)

    @property
    def status(self) -> CheckStatus:
        return self._data["status"]

    @property
    def ok(self) -> bool:
        return self._data["status"] == "valid"


class GenerateResult(Result):
    """One puzzle of ``kakuro generate``: ``to_dict()`` is its corpus record (jsonl), the
    same for the same seed, index and options; ``puzzle`` a kakuro.Puzzle (None when status
    is not-found or timeout: a limit is a status)."""

    def __init__(self, data: Dict[str, Any], seconds: float, puzzle: Any, status: str, reason: str = "") -> None:
        super().__init__(data, seconds, puzzle)
        self.puzzle = puzzle
        self._status = status
        self.reason = reason

    def _interrupted(self) -> None:
        self._status = self.reason = "interrupted"

    @property
    def status(self) -> GenerateStatus:
        return self._status  # type: ignore[return-value]

    @property
    def solution(self) -> Optional[Grid]:
        return self._data.get("solution")

    @property
    def rating(self) -> Optional[Rating]:
        return self._data.get("meta", {}).get("rating")

    @property
    def level(self) -> Optional[Level]:
        rating = self.rating
        return rating["level"] if rating else None

    def _summary(self) -> str:
        return f"{self.status} level {self.level}" if self.level else self.status

    def _picture(self) -> Optional[str]:
        return drawing.svg(self.puzzle, None, self._title()) if self.puzzle is not None else None


class RepairResult(Result):
    """``kakuro repair --json``: the puzzle's status (unique, not-unique, no-solution,
    timeout), the proposals (clue changes, givens) each proved unique, the conflict and the
    correction."""

    def __init__(self, data: Dict[str, Any], seconds: float, by_clues: Any = None, by_givens: Any = None,
                 input: Any = None) -> None:
        super().__init__(data, seconds, input)
        self.by_clues = by_clues
        self.by_givens = by_givens
        #: No solution: the seconds until the conflict and the correction were known (the
        #: JSON's ``correction_seconds``; the clue changes took the rest of ``seconds``).
        self.correction_seconds: Optional[float] = data.get("correction_seconds")

    @property
    def status(self) -> RepairStatus:
        return self._data["status"]

    @property
    def puzzle(self) -> Any:
        """The puzzle repaired by clue changes (else by givens), or None."""
        return self.by_clues if self.by_clues is not None else self.by_givens

    @property
    def clue_changes(self) -> Optional[List[Dict[str, Any]]]:
        return self._data.get("clue_changes")

    @property
    def givens(self) -> Optional[List[List[int]]]:
        return self._data.get("givens")

    @property
    def conflict(self) -> Optional[Dict[str, Any]]:
        return self._data.get("conflict")

    @property
    def correction(self) -> Optional[List[Dict[str, Any]]]:
        """No solution: the clues whose change makes the puzzle solvable, the fewest when
        ``data["correction_fewest"]`` (uniqueness may need more: see clue_changes)."""
        return self._data.get("correction")

    @property
    def notes(self) -> Optional[List[str]]:
        return self._data.get("notes")

    def _summary(self) -> str:
        changes = self.clue_changes
        return f"{self.status} {len(changes)} clue changes" if changes else self.status

    def _picture(self) -> Optional[str]:
        """The repaired puzzle (else the input) with the changed clues marked (the givens
        proposed instead, when there is no clue change)."""
        shown = self.puzzle if self.puzzle is not None else self.input
        if shown is None:
            return None
        changed: List[Tuple[int, int]] = []
        if self.by_clues is not None:
            changed = [tuple(ch["clue"]) for ch in self.clue_changes or []]  # type: ignore[misc]
        elif self.by_givens is not None:
            changed = [(g[0], g[1]) for g in self.givens or []]
        elif self.correction:
            changed = [tuple(ch["clue"]) for ch in self.correction if "clue" in ch]  # type: ignore[misc]
        return drawing.svg(shown, shown.solution, self._title(), [("changed", changed)])

    def _repr_html_(self) -> Optional[str]:
        rows = [(f"({c['clue'][0]},{c['clue'][1]})", c.get("dir", ""), c.get("from", ""), c.get("to", ""))
                for c in self.clue_changes or []]
        return (self._picture() or "") + (drawing.table(("clue", "run", "from", "to"), rows) if rows else "")
