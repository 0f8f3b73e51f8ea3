"""Results draw themselves: _repr_svg_ (and _repr_html_ for explain and repair) show the puzzle
with what the result found; reprs give status, unique or count, and level."""
import re
import xml.dom.minidom

import kakuro
from conftest import TOP, blocks

NIKOLI = TOP / "examples/grid/nikoli.kakuro"


def _cells(svg, kind):
    """(row, col) of each cell with a mark of `kind` (drawing.py: 40-pixel cells from (10, 34))."""
    return {((int(y) - 34) // 40, (int(x) - 10) // 40)
            for x, y in re.findall(rf"<rect x='(\d+)' y='(\d+)'[^>]*class='mark-{kind}'", svg)}


def _digits(svg):
    return {((int(y) - 34 - 28) // 40, (int(x) - 10 - 20) // 40): int(d)
            for x, y, d in re.findall(r"<text x='(\d+)' y='(\d+)' class='digit'>(\d)<", svg)}


def test_a_solved_result_draws_every_digit_of_its_solution():
    p = kakuro.read(NIKOLI)[0]
    r = kakuro.solve(p, unique=True)
    svg = r._repr_svg_()
    xml.dom.minidom.parseString(svg)  # well-formed
    assert _digits(svg) == {(i, j): d for i, row in enumerate(r.solution) for j, d in enumerate(row) if d}
    assert repr(r) == "<kakuro.SolveResult gecode-nikoli-0 solved unique>"
    assert "solved unique" in svg


def test_two_solutions_mark_the_cells_where_they_differ():
    p = kakuro.Puzzle.parse(blocks(2))
    r = kakuro.solve(p, unique=True)
    assert r.unique is False
    svg = r._repr_svg_()
    assert _cells(svg, "differ") == {tuple(c) for c in r.differing_cells} and len(r.differing_cells) == 4
    c = kakuro.count(p)
    assert repr(c) == "<kakuro.CountResult <string> solved count 4>"
    assert kakuro.count(kakuro.Puzzle.parse(blocks(4)), limit=3).__repr__().endswith("count 3 or more>")


def test_hint_draws_its_step():
    p = kakuro.read(NIKOLI)[0]
    h = kakuro.hint(p)
    svg = h._repr_svg_()
    assert _cells(svg, "step") == {tuple(c) for c in h.step["cells"]}
    assert repr(h) == f"<kakuro.HintResult gecode-nikoli-0 hint {h.technique}>"


def test_explain_rate_generate_show_the_level():
    p = kakuro.read(NIKOLI)[0]
    e = kakuro.explain(p)
    assert e.level == "easy" and repr(e).endswith(f"solved {len(e.steps)} steps level easy>")
    html = e._repr_html_()
    assert html.count("<tr>") == len(e.steps) + 1 and "unique-combination" in html
    assert _digits(e._repr_svg_()) == _digits(kakuro.solve(p)._repr_svg_())
    assert repr(kakuro.rate(p)) == "<kakuro.RateResult gecode-nikoli-0 solved level easy>"
    g = kakuro.generate(6, 6, seed=1)
    assert repr(g) == f"<kakuro.GenerateResult {g.id} generated level {g.level}>" and g.level
    assert "<svg" in g._repr_svg_()


def test_repair_marks_the_changed_clues():
    p = kakuro.Puzzle.parse(blocks(1))
    r = kakuro.repair(p)
    svg = r._repr_svg_()
    assert _cells(svg, "changed") == {tuple(c["clue"]) for c in r.clue_changes} and r.clue_changes
    assert _digits(svg) == {(i, j): d for i, row in enumerate(r.puzzle.solution) for j, d in enumerate(row) if d}
    assert "<table>" in r._repr_html_()


def test_hint_from_a_state_draws_its_digits_and_marks_the_wrong_one():
    p = kakuro.read(NIKOLI)[0]
    s = kakuro.solve(p).solution
    state = [[d if (i + j) % 3 else 0 for j, d in enumerate(row)] for i, row in enumerate(s)]
    state[2][1] = state[2][1] % 9 + 1
    h = kakuro.hint(p, state=state)
    assert h.status == "wrong-digit" and [w["cell"] for w in h.wrong] == [[2, 1]]
    svg = h._repr_svg_()
    assert _cells(svg, "wrong") == {(2, 1)}
    placed = {(r, c): d for r, c, d in h.step["place"]}
    shown = {(i, j): d for i, row in enumerate(state) for j, d in enumerate(row) if d}
    assert _digits(svg) == {**shown, **placed}
    # The same state as text draws the same digits.
    as_text = kakuro.hint(p, state=p.to_string("grid", solution=state))
    assert _digits(as_text._repr_svg_()).items() >= shown.items()


def test_results_pickle_with_their_picture():
    import pickle
    p = kakuro.read(NIKOLI)[0]
    for r in (kakuro.solve(p), kakuro.hint(p, state=kakuro.solve(p).solution), kakuro.count(p), kakuro.repair(p),
              kakuro.generate(6, 6, seed=2), kakuro.explain(p)):
        q = pickle.loads(pickle.dumps(r))
        assert q == r and q._repr_svg_() == r._repr_svg_() and "<svg" in q._repr_svg_()
