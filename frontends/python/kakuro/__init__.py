"""Kakuro from Python: the kakuro command's engine, words and JSON.

    >>> import kakuro
    >>> p = kakuro.read("examples/grid/nikoli.kakuro")[0]
    >>> r = kakuro.solve(p, unique=True)
    >>> r.status, r.unique
    ('solved', True)

Every call releases the GIL while the engine runs (threads solve in parallel), Ctrl-C stops
a long call with KeyboardInterrupt, ``cancel=`` (a threading.Event) stops one from any thread,
and every result's ``to_dict()`` equals the command's ``--json`` line less timing fields. A
limit reached is a status (``timeout``), never an exception; a puzzle that does not read raises
kakuro.ParseError, a wrong argument TypeError or ValueError naming it. Results draw themselves
in a notebook (``_repr_svg_``). kakuro.rl is the reasoning environment (dataset, scorer,
curriculum, export). docs/python.md has the whole story.
"""
import contextlib as _contextlib
import random as _random

from . import _args
from . import _kakuro
from ._kakuro import Puzzle
from .dataset import dataset, score_answer
from .errors import ParseError
from .puzzles import parse_all, read
from .results import (CheckResult, CountResult, ExplainResult, GenerateResult, HintResult, RateResult,
                      RepairResult, Result, SolveResult)

__all__ = ["Puzzle", "ParseError", "read", "parse_all", "solve", "count", "iter_solutions", "explain", "hint",
           "rate", "generate", "repair", "check", "backends", "dataset", "score_answer", "Result", "SolveResult",
           "CountResult", "ExplainResult", "HintResult", "RateResult", "GenerateResult", "RepairResult",
           "CheckResult"]

__version__ = "0.1.0"

_MAX_LIMIT = 100_000_000  # count's -n,--limit: [1 - 100000000]


def _puzzle_from_state(state):
    """A pickled Puzzle made again (Puzzle.__reduce__ names this function, every protocol)."""
    return _kakuro._puzzle_from_state(state)


def _puzzle(p):
    if isinstance(p, Puzzle):
        return p
    if isinstance(p, str):
        return Puzzle.parse(p)
    raise TypeError(f"puzzle must be a kakuro.Puzzle or the text of one, not {type(p).__name__}")


@_contextlib.contextmanager
def _cancelling(cancel):
    """The engine calls inside stop once cancel.is_set() (polled every 10 ms from C++)."""
    if cancel is None:
        yield
        return
    previous = _kakuro._set_cancel(cancel)
    try:
        yield
    finally:
        _kakuro._set_cancel(previous)


def _stopped(result, cancel):
    """A result that a limit stopped once cancel was set: status and reason "interrupted" (the
    command's word for a run stopped by Ctrl-C) instead of timeout and the engine's reason."""
    if cancel is not None and result.status == "timeout" and cancel.is_set():
        result._interrupted()
    return result


def _solver_args(backend, timeout, options):
    _args.text("backend", backend, "a backend's name (kakuro.backends())")
    _args.backend_options(options)
    return _args.seconds("timeout", timeout)


def solve(puzzle, backend=_kakuro.default_backend, unique=False, timeout=None, *, cancel=None, **backend_options):
    """Solves a puzzle, as ``kakuro solve`` (``unique=True``: as ``kakuro unique``).

    backend: a name from kakuro.backends(); timeout: seconds (None: no limit); cancel: an
    object with is_set() (a threading.Event) that stops the call from any thread (status
    timeout, reason "interrupted"); backend_options: the options the backends declare, ``-``
    written ``_`` (``inference="mac"``, ``max_nodes=1000``), checked as the command checks its
    flags (ValueError). Returns a SolveResult: status, solutions, unique, to_dict().
    """
    p = _puzzle(puzzle)
    timeout = _solver_args(backend, timeout, backend_options)
    _args.flag("unique", unique)
    _args.cancel(cancel)
    with _cancelling(cancel):
        r = _kakuro._solve(p, backend, unique, timeout, **backend_options)
    return _stopped(SolveResult(r["data"], r["seconds"], p), cancel)


def count(puzzle, limit=1000, backend=_kakuro.default_backend, timeout=None, *, keep_solutions=True, open_cells=False,
          cancel=None, **backend_options):
    """Counts the solutions up to ``limit``, as ``kakuro count``: a CountResult with
    ``count`` and ``count_exact`` (status timeout when a limit stopped it first).
    ``keep_solutions=False`` keeps none of them (``solutions`` is empty; ``differing_cells``
    still compares the first two): a count of millions in little memory.
    ``open_cells=True``: then proves the digits each cell takes over all solutions, as
    ``kakuro count --open-cells`` (``open_cells``, ``open_cells_proved``)."""
    p = _puzzle(puzzle)
    limit = _args.whole("limit", limit, 1, _MAX_LIMIT)
    timeout = _solver_args(backend, timeout, backend_options)
    _args.flag("keep_solutions", keep_solutions)
    _args.flag("open_cells", open_cells)
    _args.cancel(cancel)
    if open_cells and not keep_solutions:
        raise ValueError("open_cells=True needs keep_solutions=True (the cells are proved from the solutions found)")
    call = _kakuro._count_open_cells if open_cells else _kakuro._count if keep_solutions else _kakuro._count_only
    with _cancelling(cancel):
        r = call(p, limit, backend, timeout, **backend_options)
    return _stopped(CountResult(r["data"], r["seconds"], p), cancel)


def iter_solutions(puzzle, limit=None, backend=_kakuro.default_backend, timeout=None, *, cancel=None, **backend_options):
    """The solutions one at a time (rows x cols digits, 0 on cells that are not white), each
    re-checked by the checker and found only when asked for: a generator. It ends after
    ``limit`` solutions (None: all), when the search is exhausted, at the timeout (seconds for
    the whole run) or once ``cancel`` is set; the same solutions as ``count`` finds."""
    p = _puzzle(puzzle)
    if limit is not None:
        limit = _args.whole("limit", limit, 1, _args.UINT64_MAX)
    timeout = _solver_args(backend, timeout, backend_options)
    _args.cancel(cancel)
    it = _kakuro._SolutionIter(p, backend, timeout, **backend_options)
    return _solutions(it, limit, cancel)


def _solutions(it, limit, cancel):
    found = 0
    while (limit is None or found < limit) and not (cancel is not None and cancel.is_set()):
        with _cancelling(cancel):
            s = it.next()
        if s is None:
            return
        found += 1
        yield s


def _explain_args(timeout, max_steps, max_depth, cancel):
    _args.count_or_zero("max_steps", max_steps)
    _args.whole("max_depth", max_depth, 1, 1_000_000)
    _args.cancel(cancel)
    return _args.seconds("timeout", timeout)


def explain(puzzle, timeout=60.0, max_steps=0, max_depth=1000, *, cancel=None):
    """The solution path in named techniques, as ``kakuro explain``: an ExplainResult with the
    steps, the rating and the techniques (status solved, stuck, no-solution, not-unique or
    timeout)."""
    p = _puzzle(puzzle)
    timeout = _explain_args(timeout, max_steps, max_depth, cancel)
    with _cancelling(cancel):
        r = _kakuro._explain(p, timeout, max_steps, max_depth)
    return _stopped(ExplainResult(r["data"], r["seconds"], p), cancel)


def hint(puzzle, state=None, timeout=60.0, max_steps=0, max_depth=1000, *, cancel=None):
    """The next logical step, as ``kakuro hint``, from the givens or from ``state``: a partly
    filled grid as text (any format that carries digits) or rows x cols numbers (0 empty).
    Digits of the state that differ from the solution are in ``wrong``."""
    p = _puzzle(puzzle)
    state = _args.digit_grid("state", state, none_ok=True)
    timeout = _explain_args(timeout, max_steps, max_depth, cancel)
    with _cancelling(cancel):
        r = _kakuro._hint(p, state, timeout, max_steps, max_depth)
    result = HintResult(r["data"], r["seconds"], p)
    result.state = state
    return _stopped(result, cancel)


def rate(puzzle, timeout=60.0, max_steps=0, max_depth=1000, *, cancel=None):
    """The difficulty, as ``kakuro rate``: a RateResult with ``rating`` (level, score,
    hardest) and ``level``; None for a puzzle without exactly one solution."""
    p = _puzzle(puzzle)
    timeout = _explain_args(timeout, max_steps, max_depth, cancel)
    with _cancelling(cancel):
        r = _kakuro._rate(p, timeout, max_steps, max_depth)
    return _stopped(RateResult(r["data"], r["seconds"], p), cancel)


def generate(rows, cols, difficulty=None, seed=None, *, index=0, symmetry="point", density=0.68, givens=False,
             backend=_kakuro.default_backend, max_tries=200, timeout=60.0, cancel=None):
    """A new puzzle with exactly one solution, proved by ``backend``: puzzle ``index`` of
    ``kakuro generate --rows ROWS --cols COLS --seed SEED`` (the same record). rows and cols
    count the clue row and column; difficulty: easy, medium, hard, expert or extreme (None:
    any); seed None: a random one. A GenerateResult (status generated, not-found, timeout)."""
    _args.size("rows", rows)
    _args.size("cols", cols)
    _args.choice("difficulty", difficulty, _args.LEVELS, none_means="any")
    if seed is None:
        seed = _random.SystemRandom().getrandbits(63)
    _args.whole("seed", seed, 0, _args.UINT64_MAX)
    _args.whole("index", index, 0, _args.UINT64_MAX)
    _args.choice("symmetry", symmetry, _args.SYMMETRIES)
    density = _args.real("density", density, "a share of white cells in (0, 1]")
    _args.flag("givens", givens)
    _args.text("backend", backend, "a backend's name (kakuro.backends())")
    _args.whole("max_tries", max_tries, 1, 1_000_000)
    timeout = _args.seconds("timeout", timeout)
    _args.cancel(cancel)
    with _cancelling(cancel):
        r = _kakuro._generate(rows, cols, difficulty, seed, index, symmetry, density, givens, backend, max_tries,
                              timeout)
    if "data" not in r:
        return _stopped(GenerateResult({"id": r["id"]}, r["seconds"], None, r["status"], r.get("reason", "")),
                        cancel)
    return GenerateResult(r["data"], r["seconds"], r["puzzle"], r["status"])


def repair(puzzle, backend=_kakuro.default_backend, timeout=60.0, max_changes=60, *, cancel=None, **backend_options):
    """Clue changes or givens that make a puzzle unique, each proved, as ``kakuro repair``; for
    a puzzle with no solution, the fewest clues that cannot hold together. A RepairResult."""
    p = _puzzle(puzzle)
    timeout = _solver_args(backend, timeout, backend_options)
    _args.whole("max_changes", max_changes, 1, 1000)
    _args.cancel(cancel)
    with _cancelling(cancel):
        r = _kakuro._repair(p, backend, timeout, max_changes, **backend_options)
    return _stopped(RepairResult(r["data"], r["seconds"], r.get("by_clues"), r.get("by_givens"), p), cancel)


def check(puzzle, solution):
    """Checks a proposed solution with the independent checker, as ``kakuro validate
    --solution``: text in any format that carries digits, or rows x cols numbers. A
    CheckResult: ``ok``, status valid / unsolvable / wrong-solution, ``messages``."""
    p = _puzzle(puzzle)
    solution = _args.digit_grid("solution", solution)
    r = _kakuro._check(p, solution)
    return CheckResult(r["data"], r["messages"], p)


def backends():
    """The registered backends, as ``kakuro backends --json``: name, available, description and
    the options each declares (the keywords solve() takes)."""
    return _kakuro._backends()
