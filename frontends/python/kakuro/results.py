"""The results of kakuro's calls: plain objects over the kakuro command's JSON.

Every result has ``to_dict()``, equal to the JSON line the command prints with ``--json``
for the same command and puzzle, less its timing fields (``seconds``, ``stats.seconds``),
which are in ``.seconds``. The main fields are attributes. Results pickle.
"""
import copy


def _without_timing(data):
    data = dict(data)
    data.pop("seconds", None)
    if isinstance(data.get("stats"), dict):
        data["stats"] = {k: v for k, v in data["stats"].items() if k != "seconds"}
    return data


class Result:
    """A result: ``to_dict()`` is the command's JSON line less timing; ``seconds`` the time."""

    def __init__(self, data, seconds=0.0):
        self._data = _without_timing(data)
        self.seconds = seconds

    def to_dict(self):
        """The kakuro command's ``--json`` line for this call, as a dict, less timing fields."""
        return copy.deepcopy(self._data)

    @property
    def status(self):
        """The status word, as the command's JSON and summary say it."""
        return self._data.get("status")

    @property
    def id(self):
        """The puzzle's id."""
        return self._data.get("id")

    def __eq__(self, other):
        return type(self) is type(other) and self._data == other._data

    def __repr__(self):
        return f"<kakuro.{type(self).__name__} {self.id} {self.status}>"


class SolveResult(Result):
    """``kakuro solve --json`` / ``kakuro unique --json``: status solved, no-solution, timeout,
    failed or check-failed; the solutions found (rows x cols, 0 on cells that are not white)."""

    @property
    def solutions(self):
        return copy.deepcopy(self._data["solutions"])

    @property
    def solution(self):
        """The first solution, or None."""
        return copy.deepcopy(self._data["solutions"][0]) if self._data["solutions"] else None

    @property
    def unique(self):
        """True or False when known (two solutions asked for, or the search exhausted), else None."""
        return self._data["unique"]

    @property
    def differing_cells(self):
        return copy.deepcopy(self._data["differing_cells"])

    @property
    def backend(self):
        return self._data["backend"]

    @property
    def reason(self):
        return self._data.get("reason", "")

    @property
    def stats(self):
        return copy.deepcopy(self._data["stats"])


class CountResult(SolveResult):
    """``kakuro count --json``: ``count`` solutions, exact when ``count_exact``."""

    @property
    def count(self):
        return self._data["count"]

    @property
    def count_exact(self):
        return self._data["count_exact"]

    @property
    def open_cells(self):
        """With ``open_cells=True``: ``[{"cell": [r, c], "digits": [7, 9]}, ...]``, each cell two
        solutions fill differently (``kakuro count --open-cells``); else None."""
        return copy.deepcopy(self._data.get("open_cells"))

    @property
    def open_cells_proved(self):
        """Whether every cell's digits are proved (no limit stopped the proof); None without
        ``open_cells=True``."""
        return self._data.get("open_cells_proved")


class ExplainResult(Result):
    """``kakuro explain --json``: the steps (each with its technique, cells and sentence), the
    rating of a solved explanation, the techniques used."""

    @property
    def steps(self):
        return copy.deepcopy(self._data.get("steps", []))

    @property
    def rating(self):
        return copy.deepcopy(self._data.get("rating"))

    @property
    def techniques(self):
        return copy.deepcopy(self._data.get("techniques", {}))

    @property
    def solution(self):
        return copy.deepcopy(self._data.get("solution"))

    @property
    def reason(self):
        return self._data.get("reason", "")


class RateResult(Result):
    """``kakuro rate --json``: the rating (level, score, hardest technique), the techniques
    used and the number of steps."""

    @property
    def rating(self):
        return copy.deepcopy(self._data["rating"])

    @property
    def level(self):
        return self._data["rating"]["level"] if self._data["rating"] else None

    @property
    def techniques(self):
        return copy.deepcopy(self._data["techniques"])

    @property
    def steps(self):
        return self._data["steps"]


class HintResult(Result):
    """``kakuro hint --json``: status hint, wrong-digit, solved or stuck (or explain's verdict:
    no-solution, not-unique, timeout); the step, the state's wrong digits, the candidates."""

    @property
    def step(self):
        return copy.deepcopy(self._data.get("step"))

    @property
    def wrong(self):
        return copy.deepcopy(self._data.get("wrong", []))

    @property
    def candidates(self):
        return copy.deepcopy(self._data.get("candidates"))

    @property
    def reason(self):
        return self._data.get("reason", "")


class CheckResult(Result):
    """``kakuro validate --solution --json``: status valid, unsolvable or wrong-solution; ``ok``
    when the solution is right; ``messages`` what the command prints on standard error."""

    def __init__(self, data, messages):
        super().__init__(data)
        self.messages = list(messages)

    @property
    def ok(self):
        return self._data["status"] == "valid"


class GenerateResult(Result):
    """One puzzle of ``kakuro generate``: ``to_dict()`` is its corpus record (jsonl), the
    same for the same seed, index and options; ``puzzle`` a kakuro.Puzzle (None when status
    is not-found or timeout: a limit is a status)."""

    def __init__(self, data, seconds, puzzle, status, reason=""):
        super().__init__(data, seconds)
        self.puzzle = puzzle
        self._status = status
        self.reason = reason

    @property
    def status(self):
        return self._status

    @property
    def id(self):
        return self._data.get("id")

    @property
    def solution(self):
        return copy.deepcopy(self._data.get("solution"))

    @property
    def rating(self):
        return copy.deepcopy(self._data.get("meta", {}).get("rating"))


class RepairResult(Result):
    """``kakuro repair --json``: the puzzle's status (unique, not-unique, no-solution,
    timeout), the proposals (clue changes, givens) each proved unique, the conflict and the
    correction."""

    def __init__(self, data, seconds, by_clues=None, by_givens=None):
        super().__init__(data, seconds)
        self.by_clues = by_clues
        self.by_givens = by_givens

    @property
    def puzzle(self):
        """The puzzle repaired by clue changes (else by givens), or None."""
        return self.by_clues if self.by_clues is not None else self.by_givens

    @property
    def clue_changes(self):
        return copy.deepcopy(self._data.get("clue_changes"))

    @property
    def givens(self):
        return copy.deepcopy(self._data.get("givens"))

    @property
    def conflict(self):
        return copy.deepcopy(self._data.get("conflict"))

    @property
    def correction(self):
        """No solution: the clues whose change makes the puzzle solvable, the fewest when
        ``data["correction_fewest"]`` (uniqueness may need more: see clue_changes)."""
        return copy.deepcopy(self._data.get("correction"))

    @property
    def notes(self):
        return copy.deepcopy(self._data.get("notes"))
