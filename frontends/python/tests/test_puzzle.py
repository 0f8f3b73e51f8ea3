"""kakuro.Puzzle, read, parse_all: every input format, errors with the CLI's messages, pickling."""
import pickle
import re
import subprocess
import sys

import pytest

import kakuro
from conftest import CLI, TOP

EXAMPLES = sorted(p for p in (TOP / "examples").rglob("*") if p.is_file() and p.parent != TOP / "examples"
                  and p.name != "README.md")
INVALID = sorted((TOP / "tests" / "data" / "invalid").iterdir())


def test_examples_cover_every_format():
    formats = {p.parent.name for p in EXAMPLES}
    assert formats >= {"grid", "lines", "hv", "csp", "csp-json", "xcsp", "jsonl", "puzzlink", "pzprv3", "kanpen"}


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_read_and_parse_agree_with_the_cli(path):
    puzzles = kakuro.read(str(path.relative_to(TOP)) if False else str(path))
    out = subprocess.run([str(CLI), "validate", "--json", str(path)], capture_output=True, text=True)
    lines = [l for l in out.stdout.splitlines() if l]
    assert len(puzzles) == len(lines) >= 1
    import json
    for p, line in zip(puzzles, lines):
        j = json.loads(line)
        assert (p.id, p.file, p.rows, p.cols) == (j["id"], j["file"], j["rows"], j["cols"])
        assert len(p.grid) == p.rows and all(len(row) == p.cols for row in p.grid)
    # The text alone, format detected, gives the same grids.
    again = kakuro.parse_all(path.read_text(), file=str(path))
    assert [p.grid for p in again] == [p.grid for p in puzzles]


def test_to_string_round_trips_through_every_writable_format():
    p = kakuro.read(str(TOP / "examples/grid/nikoli.kakuro"))[0]
    for fmt in ("grid", "lines", "jsonl", "puzzlink", "pzprv3", "kanpen"):
        q = kakuro.Puzzle.parse(p.to_string(fmt), format=fmt)
        assert q.grid == p.grid, fmt
    assert p.to_string("puzzlink").startswith("https://puzz.link/p?kakuro/")


def test_puzzlink_url_and_jsonl_records():
    url = kakuro.read(str(TOP / "examples/puzzlink/two.txt"))[0].to_string("puzzlink").strip()
    assert kakuro.Puzzle.parse(url).rows > 2
    three = kakuro.read(str(TOP / "examples/jsonl/three.jsonl"))
    assert [p.id for p in three] == ["krazydad-6x6-v1-b1-n1", "paulgross-01", "minizinc-6-6-easy"]
    assert three[0].solution is not None and three[0].grid[0][0] == "#"


def test_puzzlink_url_as_puzz_link_writes_it_back():
    # A closing '/', a mode after the type, the page's options before it: the core's parser.
    body = "5/5/48la-.na-lh3l-Bn.-cl.c4a3"
    first = kakuro.Puzzle.parse("https://puzz.link/p?kakuro/" + body)
    for prefix in ("https://puzz.link/p?kakuro_edit/", "https://puzz.link/p?kakuro_play/",
                   "https://puzz.link/p?type=player&kakuro/"):
        for end in ("", "/"):
            assert kakuro.Puzzle.parse(prefix + body + end).grid == first.grid
    with pytest.raises(kakuro.ParseError, match="1:2: error: the puzzle type is 'kakuro_view'"):
        kakuro.Puzzle.parse("?kakuro_view/" + body)


@pytest.mark.parametrize("path", INVALID, ids=lambda p: p.name)
def test_parse_error_has_the_cli_message(path):
    out = subprocess.run([str(CLI), "validate", str(path)], capture_output=True, text=True)
    assert out.returncode == 2
    with pytest.raises(kakuro.ParseError) as e:
        kakuro.read(str(path))
    errors = [l for l in out.stderr.splitlines() if ": error: " in l]
    assert errors, out.stderr
    assert str(e.value).splitlines()[0] == errors[0]
    assert e.value.file == str(path)
    m = re.match(re.escape(str(path)) + r"(?::(\d+))?(?::(\d+))?: error: ", errors[0])
    assert m, errors[0]
    assert (e.value.line, e.value.column) == (int(m.group(1) or 0), int(m.group(2) or 0))
    assert e.value.message in errors[0]
    assert isinstance(e.value, ValueError)


def test_parse_error_positions():
    with pytest.raises(kakuro.ParseError) as e:
        kakuro.Puzzle.parse("#  3\\ 3\\\n\\3 .  .\n\\3 .\n", format="grid")
    assert (e.value.file, e.value.line) == ("<string>", 3)
    assert e.value.column > 0 and "ragged" in e.value.message
    assert str(e.value).startswith("<string>:3:")


def test_bad_format_name_is_a_value_error():
    with pytest.raises(ValueError, match="unknown format 'nope'"):
        kakuro.Puzzle.parse("# .", format="nope")


def test_puzzles_pickle():
    for p in kakuro.read(str(TOP / "examples/jsonl/three.jsonl")) + kakuro.read(str(TOP / "examples/grid/nikoli.kakuro")):
        q = pickle.loads(pickle.dumps(p))
        assert (q.id, q.file, q.rows, q.cols, q.grid, q.solution) == (p.id, p.file, p.rows, p.cols, p.grid, p.solution)
        assert q == p
    err = kakuro.ParseError("f:1:2: error: x", "f", 1, 2, "x", ["f:1:2: error: x"])
    e2 = pickle.loads(pickle.dumps(err))
    assert (str(e2), e2.file, e2.line, e2.column, e2.message) == (str(err), "f", 1, 2, "x")


def in_fresh_python(code):
    """Runs code in a new interpreter: an abort or a segfault there fails the test, not pytest."""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, f"exit {out.returncode}\n{out.stderr}"
    return out.stdout


def test_puzzles_pickle_with_every_protocol():
    # Protocols 0 and 1 aborted the interpreter ("new instance has no pybind11-registered
    # base types"): their default reduction makes an instance pybind11 cannot initialize.
    in_fresh_python(f"""
import copy, pickle, kakuro
puzzles = kakuro.read({str(TOP / "examples/jsonl/three.jsonl")!r}) + kakuro.read({str(TOP / "examples/grid/nikoli.kakuro")!r})
for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
    for p in puzzles:
        q = pickle.loads(pickle.dumps(p, protocol))
        fields = lambda x: (x.id, x.file, x.line, x.rows, x.cols, x.grid, x.solution, x.warnings)
        assert fields(q) == fields(p), (protocol, p.id)
        assert q == p and kakuro.solve(q).status == "solved"
for q in (copy.copy(puzzles[0]), copy.deepcopy(puzzles[0])):
    assert q == puzzles[0]
""")


def test_a_puzzle_never_built_raises_type_error():
    # Puzzle.__new__ alone makes no C++ puzzle: .rows and kakuro.solve() on it segfaulted.
    in_fresh_python("""
import pickle, kakuro
good = kakuro.read(NIKOLI)[0]
p = kakuro.Puzzle.__new__(kakuro.Puzzle)
calls = {
    "id": lambda: p.id, "file": lambda: p.file, "line": lambda: p.line, "rows": lambda: p.rows,
    "cols": lambda: p.cols, "grid": lambda: p.grid, "solution": lambda: p.solution,
    "warnings": lambda: p.warnings, "to_string": lambda: p.to_string("jsonl"), "str": lambda: str(p),
    "repr": lambda: repr(p), "svg": lambda: p._repr_svg_(), "eq": lambda: p == good,
    "eq2": lambda: good == p, "pickle": lambda: pickle.dumps(p), "getstate": lambda: p.__getstate__(),
    "solve": lambda: kakuro.solve(p), "count": lambda: kakuro.count(p),
    "explain": lambda: kakuro.explain(p), "hint": lambda: kakuro.hint(p), "rate": lambda: kakuro.rate(p),
    "repair": lambda: kakuro.repair(p), "check": lambda: kakuro.check(p, [[0]]),
}
for name, call in calls.items():
    try:
        call()
    except TypeError as e:
        assert "never built" in str(e), (name, e)
    else:
        raise AssertionError(name + " did not raise TypeError")
assert kakuro.solve(good).status == "solved"
""".replace("NIKOLI", repr(str(TOP / "examples/grid/nikoli.kakuro"))))


def test_svg_and_docstrings():
    p = kakuro.read(str(TOP / "examples/grid/nikoli.kakuro"))[0]
    assert p._repr_svg_().lstrip().startswith("<")
    for f in (kakuro.solve, kakuro.count, kakuro.explain, kakuro.hint, kakuro.rate, kakuro.generate,
              kakuro.repair, kakuro.check, kakuro.backends, kakuro.dataset, kakuro.score_answer,
              kakuro.read, kakuro.Puzzle.parse, kakuro.Puzzle.to_string):
        assert f.__doc__ and len(f.__doc__) > 30, f


def test_the_installed_package_is_imported():
    # scripts/test runs these tests on the package pip installed, not on the source folder.
    from pathlib import Path
    assert "site-packages" in Path(kakuro.__file__).parts or "dist-packages" in Path(kakuro.__file__).parts
    assert Path(kakuro._kakuro.__file__).suffix == ".so"
