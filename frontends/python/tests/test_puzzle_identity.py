"""Puzzle equality and hashing, Puzzle.from_grid, and writing or drawing a puzzle with a
solution (to_string, to_svg): a solution asked for that is not there raises."""
import re

import pytest

import kakuro
from conftest import TOP, blocks, sums_hold

NIKOLI = TOP / "examples/grid/nikoli.kakuro"


def test_equality_is_the_id_and_the_grid_and_another_type_is_not_equal():
    a = kakuro.read(NIKOLI)[0]
    b = kakuro.read(NIKOLI)[0]
    assert a == b and not a != b
    assert a != None and not a == None  # noqa: E711  (NotImplemented: Python's identity fallback)
    assert a != "text" and a != 3
    assert a.__eq__(3) is NotImplemented
    renamed = kakuro.Puzzle.from_grid(a.grid, id="other")
    assert renamed != a  # the same grid under another id: == compares ids
    assert kakuro.Puzzle.from_grid(a.grid, id=a.id) == a


def test_hash_agrees_with_equality_sets_and_dict_keys():
    a, b = kakuro.read(NIKOLI)[0], kakuro.read(NIKOLI)[0]
    two = kakuro.Puzzle.parse(blocks(2))
    assert hash(a) == hash(b)
    assert len({a, b, two, kakuro.Puzzle.parse(blocks(2))}) == 2
    seen = {a: "nikoli"}
    assert seen[b] == "nikoli"
    assert kakuro.Puzzle.from_grid(a.grid, id="other") not in seen


def test_from_grid_reads_the_jsonl_grid_back():
    p = kakuro.read(NIKOLI)[0]
    q = kakuro.Puzzle.from_grid(p.grid)
    assert q.id == "<grid>" and q.grid == p.grid and (q.rows, q.cols) == (p.rows, p.cols)
    # A row may be given as its cells' list; bad cells are the reader's ParseError.
    r = kakuro.Puzzle.from_grid([["#", "3\\", "3\\"], ["\\3", ".", "."], ["\\3", ".", "."]], id="b")
    assert kakuro.count(r).count == 2
    with pytest.raises(kakuro.ParseError, match="unknown token 'Q'"):
        kakuro.Puzzle.from_grid([["#", "#"], ["#", "Q"]])


def test_to_string_writes_a_solution_given_or_stored_and_raises_for_one_not_there():
    p = kakuro.read(NIKOLI)[0]
    assert p.solution is None
    with pytest.raises(ValueError, match="has no stored solution"):
        p.to_string("grid", with_solution=True)
    s = kakuro.solve(p).solution
    written = p.to_string("jsonl", solution=s)
    back = kakuro.Puzzle.parse(written)
    assert back.solution == s and sums_hold(back, back.solution)
    assert back.to_string("jsonl", solution=True) == written == back.to_string("jsonl", with_solution=True)
    assert p.to_string("grid") == str(p)  # no solution: the puzzle alone


def test_to_svg_holds_every_digit_of_the_solution():
    p = kakuro.read(NIKOLI)[0]
    s = kakuro.solve(p).solution
    svg = p.to_svg(solution=s)
    # Each digit where its cell is drawn (views/svg.cpp: 40-pixel cells from (10, 10 + a
    # 24-pixel title), the digit at 1/2 across and 72/100 down).
    drawn = {}
    for x, y, d in re.findall(r"<text x='(\d+)' y='(\d+)' class='digit'>(\d)<", svg):
        drawn[((int(y) - 34 - 28) // 40, (int(x) - 10 - 20) // 40)] = int(d)
    assert drawn == {(r, c): d for r, row in enumerate(s) for c, d in enumerate(row) if d}
    assert "class='digit'" not in p.to_svg()
    with pytest.raises(ValueError, match="has no stored solution"):
        p.to_svg(solution=True)
