"""Every argument of every public call: a wrong type raises TypeError, a wrong value ValueError,
each naming the argument and what it takes; never a pybind11 cast message or signature dump."""
import math
import pathlib
import threading

import pytest

import kakuro
from conftest import TOP

P = kakuro.read(str(TOP / "examples/grid/nikoli.kakuro"))[0]
SOLUTION = kakuro.solve(P).solution

# (call, keyword arguments, the exception, words the message must hold)
CASES = [
    # solve
    (kakuro.solve, dict(puzzle=None), TypeError, "puzzle must be a kakuro.Puzzle"),
    (kakuro.solve, dict(puzzle=P, timeout="x"), TypeError, "timeout must be a number of seconds"),
    (kakuro.solve, dict(puzzle=P, timeout=math.nan), ValueError, "timeout 'nan' is not a number"),
    (kakuro.solve, dict(puzzle=P, timeout=-1), ValueError, "timeout -1 is negative; expected 0 or more seconds"),
    (kakuro.solve, dict(puzzle=P, timeout=True), TypeError, "timeout must be a number of seconds"),
    (kakuro.solve, dict(puzzle=P, unique="yes"), TypeError, "unique must be True or False"),
    (kakuro.solve, dict(puzzle=P, backend=3), TypeError, "backend must be a backend's name"),
    (kakuro.solve, dict(puzzle=P, backend="nope"), ValueError, "nope"),
    (kakuro.solve, dict(puzzle=P, max_nodes=[1]), TypeError, "max_nodes must be a number, text or True/False"),
    (kakuro.solve, dict(puzzle=P, max_nodes=-1), ValueError, "--max-nodes"),
    (kakuro.solve, dict(puzzle=P, inference="x"), ValueError, "--inference: 'x' is not one of"),
    (kakuro.solve, dict(puzzle=P, bogus=1), ValueError, "unknown backend option 'bogus'"),
    (kakuro.solve, dict(puzzle=P, cancel=5), TypeError, "cancel must have is_set()"),
    # count
    (kakuro.count, dict(puzzle=P, limit=-1), ValueError, "limit -1 is not in [1 - 100000000]"),
    (kakuro.count, dict(puzzle=P, limit=0), ValueError, "limit 0 is not in [1 - 100000000]"),
    (kakuro.count, dict(puzzle=P, limit=10**9), ValueError, "limit 1000000000 is not in [1 - 100000000]"),
    (kakuro.count, dict(puzzle=P, limit=2.5), TypeError, "limit must be a whole number in [1 - 100000000]"),
    (kakuro.count, dict(puzzle=P, limit=None), TypeError, "limit must be a whole number"),
    (kakuro.count, dict(puzzle=P, timeout=[]), TypeError, "timeout must be a number of seconds"),
    (kakuro.count, dict(puzzle=P, backend=None), TypeError, "backend must be"),
    (kakuro.count, dict(puzzle=P, keep_solutions=0), TypeError, "keep_solutions must be True or False"),
    (kakuro.count, dict(puzzle=P, open_cells="yes"), TypeError, "open_cells must be True or False"),
    (kakuro.count, dict(puzzle=P, open_cells=True, keep_solutions=False), ValueError, "open_cells=True needs keep_solutions=True"),
    (kakuro.count, dict(puzzle=P, cancel="set"), TypeError, "cancel must have is_set()"),
    # iter_solutions
    (kakuro.iter_solutions, dict(puzzle=1), TypeError, "puzzle must be"),
    (kakuro.iter_solutions, dict(puzzle=P, limit=-1), ValueError, "limit -1 is not in [1 - "),
    (kakuro.iter_solutions, dict(puzzle=P, limit="2"), TypeError, "limit must be a whole number"),
    (kakuro.iter_solutions, dict(puzzle=P, timeout=-2.5), ValueError, "timeout -2.5 is negative"),
    (kakuro.iter_solutions, dict(puzzle=P, backend=b"native"), TypeError, "backend must be"),
    (kakuro.iter_solutions, dict(puzzle=P, cancel=object()), TypeError, "cancel must have is_set()"),
    # explain, rate, hint
    (kakuro.explain, dict(puzzle=P, max_steps=-1), ValueError, "max_steps -1 is negative; expected 0 or more"),
    (kakuro.explain, dict(puzzle=P, max_steps=1.5), TypeError, "max_steps must be a whole number"),
    (kakuro.explain, dict(puzzle=P, max_depth=0), ValueError, "max_depth 0 is not in [1 - 1000000]"),
    (kakuro.explain, dict(puzzle=P, max_depth="9"), TypeError, "max_depth must be a whole number"),
    (kakuro.explain, dict(puzzle=P, timeout=math.nan), ValueError, "timeout 'nan' is not a number"),
    (kakuro.explain, dict(puzzle=P, cancel=1), TypeError, "cancel must have is_set()"),
    (kakuro.rate, dict(puzzle=P, timeout="1"), TypeError, "timeout must be a number of seconds"),
    (kakuro.rate, dict(puzzle=P, max_steps=-3), ValueError, "max_steps -3 is negative"),
    (kakuro.rate, dict(puzzle=P, max_depth=10**7), ValueError, "max_depth 10000000 is not in [1 - 1000000]"),
    (kakuro.rate, dict(puzzle=None), TypeError, "puzzle must be"),
    (kakuro.rate, dict(puzzle=P, cancel=[]), TypeError, "cancel must have is_set()"),
    (kakuro.hint, dict(puzzle=P, state=5), TypeError, "state must be text of a solved grid or rows x cols"),
    (kakuro.hint, dict(puzzle=P, state=[["1"]]), TypeError, "state must be text of a solved grid"),
    (kakuro.hint, dict(puzzle=P, state=[[10]]), ValueError, "state has the digit 10"),
    (kakuro.hint, dict(puzzle=P, timeout=-1), ValueError, "timeout -1 is negative"),
    (kakuro.hint, dict(puzzle=P, cancel=()), TypeError, "cancel must have is_set()"),
    (kakuro.hint, dict(puzzle=P, max_steps=None), TypeError, "max_steps must be a whole number"),
    (kakuro.hint, dict(puzzle=P, max_depth=-5), ValueError, "max_depth -5 is not in [1 - 1000000]"),
    # generate
    (kakuro.generate, dict(rows="8", cols=8), TypeError, "rows must be a whole number"),
    (kakuro.generate, dict(rows=8, cols=None), TypeError, "cols must be a whole number"),
    (kakuro.generate, dict(rows=2, cols=8), ValueError, "rows 2 is too small"),
    (kakuro.generate, dict(rows=8, cols=10**12), ValueError, "cols 1000000000000 is larger than the limit"),
    (kakuro.generate, dict(rows=8, cols=8, difficulty=3), TypeError, "difficulty must be one of: easy, medium"),
    (kakuro.generate, dict(rows=8, cols=8, difficulty="tough"), ValueError, "difficulty 'tough' is not one of"),
    (kakuro.generate, dict(rows=8, cols=8, seed=-1), ValueError,
     "seed -1 is not in [0 - 18446744073709551615]"),
    (kakuro.generate, dict(rows=8, cols=8, seed=2**64), ValueError, "seed 18446744073709551616 is not in"),
    (kakuro.generate, dict(rows=8, cols=8, seed="7"), TypeError, "seed must be a whole number"),
    (kakuro.generate, dict(rows=8, cols=8, index=-1), ValueError, "index -1 is not in [0 - "),
    (kakuro.generate, dict(rows=8, cols=8, symmetry="rot"), ValueError, "symmetry 'rot' is not one of: point"),
    (kakuro.generate, dict(rows=8, cols=8, symmetry=None), TypeError, "symmetry must be one of"),
    (kakuro.generate, dict(rows=8, cols=8, density="high"), TypeError, "density must be a share of white cells"),
    (kakuro.generate, dict(rows=8, cols=8, density=1.5), ValueError, "density 1.5 is outside (0, 1]"),
    (kakuro.generate, dict(rows=8, cols=8, givens="no"), TypeError, "givens must be True or False"),
    (kakuro.generate, dict(rows=8, cols=8, backend=1), TypeError, "backend must be"),
    (kakuro.generate, dict(rows=8, cols=8, max_tries=0), ValueError, "max_tries 0 is not in [1 - 1000000]"),
    (kakuro.generate, dict(rows=8, cols=8, timeout=math.nan), ValueError, "timeout 'nan' is not a number"),
    (kakuro.generate, dict(rows=8, cols=8, cancel=True), TypeError, "cancel must have is_set()"),
    # repair
    (kakuro.repair, dict(puzzle=P, max_changes=0), ValueError, "max_changes 0 is not in [1 - 1000]"),
    (kakuro.repair, dict(puzzle=P, max_changes="5"), TypeError, "max_changes must be a whole number"),
    (kakuro.repair, dict(puzzle=P, timeout=-1), ValueError, "timeout -1 is negative"),
    (kakuro.repair, dict(puzzle=P, backend=[]), TypeError, "backend must be"),
    (kakuro.repair, dict(puzzle=P, max_nodes={}), TypeError, "max_nodes must be a number"),
    (kakuro.repair, dict(puzzle=P, cancel=0), TypeError, "cancel must have is_set()"),
    # check
    (kakuro.check, dict(puzzle=P, solution=None), TypeError, "solution must be text of a solved grid or rows x cols"),
    (kakuro.check, dict(puzzle=P, solution=[[1.5]]), TypeError, "solution must be text of a solved grid"),
    (kakuro.check, dict(puzzle=P, solution=[[-1]]), ValueError, "solution has the digit -1"),
    (kakuro.check, dict(puzzle=None, solution=SOLUTION), TypeError, "puzzle must be"),
    # reading
    (kakuro.read, dict(path=3), TypeError, "path must be a str or os.PathLike"),
    (kakuro.read, dict(path=b"x.kakuro"), TypeError, "path must be a str or os.PathLike"),
    (kakuro.read, dict(path=str(TOP / "examples/grid/nikoli.kakuro"), format=1), TypeError,
     "format must be a format's name or None"),
    (kakuro.read, dict(path=str(TOP / "examples/grid/nikoli.kakuro"), errors="ignore"), ValueError,
     "errors 'ignore' is not one of: raise, skip, collect"),
    (kakuro.read, dict(path=str(TOP / "examples/grid/nikoli.kakuro"), format="nope"), ValueError,
     "unknown format 'nope'"),
    (kakuro.parse_all, dict(text=None), TypeError, "text must be text"),
    (kakuro.parse_all, dict(text="", format=2), TypeError, "format must be a format's name"),
    (kakuro.parse_all, dict(text="", file=None), TypeError, "file must be a file name"),
    (kakuro.Puzzle.parse, dict(text=5), TypeError, "text must be text"),
    (kakuro.Puzzle.parse, dict(text="x", format=[]), TypeError, "format must be a format's name"),
    (kakuro.Puzzle.parse, dict(text="x", file=0), TypeError, "file must be a file name"),
    (kakuro.Puzzle.from_grid, dict(rows=5), TypeError, "rows must be a list of rows of cell texts"),
    (kakuro.Puzzle.from_grid, dict(rows=[[1, 2]]), TypeError, "a cell is int"),
    (kakuro.Puzzle.from_grid, dict(rows=["#.."]), TypeError, "a row is str"),
    (kakuro.Puzzle.from_grid, dict(rows=[["#"]], id=7), TypeError, "id must be text or None"),
    (P.to_string, dict(format=1), TypeError, "format must be a format's name"),
    (P.to_string, dict(format="nope"), ValueError, "unknown format 'nope'"),
    (P.to_string, dict(format="grid", solution=[["x"]]), TypeError, "solution must be"),
    (P.to_string, dict(format="puzzlink", solution=SOLUTION), ValueError, "format puzzlink has no solved form"),
    (P.to_string, dict(format="grid", with_solution=1), TypeError, "with_solution must be True or False"),
    (P.to_string, dict(format="grid", solution=True), ValueError, "has no stored solution"),
    (P.to_svg, dict(solution=True), ValueError, "has no stored solution"),
    (P.to_svg, dict(solution=3.5), TypeError, "solution must be"),
    (P.to_svg, dict(title=1), TypeError, "title must be text or None"),
]


def _name(case):
    call, kwargs, _, _ = case
    return f"{call.__name__}({', '.join(f'{k}={v!r}'[:24] for k, v in kwargs.items())})"


@pytest.mark.parametrize("case", CASES, ids=[_name(c) for c in CASES])
def test_a_wrong_argument_is_named(case):
    call, kwargs, error, words = case
    with pytest.raises(error) as e:
        result = call(**kwargs)
        if hasattr(result, "__next__"):  # a generator checks when called, before the first next()
            next(result)
    message = str(e.value)
    assert words in message, message
    assert "Unable to cast" not in message and "incompatible function arguments" not in message, message


def test_every_public_call_and_argument_is_in_the_table():
    # Each public function's every parameter (but puzzle and **backend_options) has a row.
    import inspect
    covered = {}
    for call, kwargs, _, _ in CASES:
        covered.setdefault(call.__name__, set()).update(kwargs)
    for call in (kakuro.solve, kakuro.count, kakuro.iter_solutions, kakuro.explain, kakuro.rate, kakuro.hint,
                 kakuro.generate, kakuro.repair, kakuro.check, kakuro.read, kakuro.parse_all, kakuro.Puzzle.parse,
                 kakuro.Puzzle.from_grid, kakuro.Puzzle.to_string, kakuro.Puzzle.to_svg):
        params = [n for n, p in inspect.signature(call).parameters.items()
                  if p.kind is not p.VAR_KEYWORD and n != "self"]
        missing = set(params) - covered.get(call.__name__, set())
        assert not missing, (call.__name__, missing)


def test_right_arguments_still_work():
    # The checks take what the engine takes: an int subclass, a float timeout, an Event, a Path.
    assert kakuro.solve(P, timeout=5, unique=True, cancel=threading.Event()).unique is True
    assert kakuro.solve(P, timeout=10**400).status == "solved"  # beyond a float: no limit, as inf
    assert kakuro.count(P, limit=True + 1).count == 1
    assert kakuro.read(pathlib.Path(TOP / "examples/grid/nikoli.kakuro"))[0] == P
    assert kakuro.check(P, tuple(tuple(r) for r in SOLUTION)).ok
    assert kakuro.generate(6, 6, seed=0, difficulty=None, timeout=float("inf")).status == "generated"
