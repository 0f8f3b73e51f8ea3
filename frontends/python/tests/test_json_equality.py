"""to_dict() equals the kakuro command's --json line, less timing, for every command and
every puzzle of the sample corpus (tests/data/corpus_sample.jsonl) and the examples."""
import pytest

import kakuro
from conftest import TOP, run_cli, without_timing

SAMPLE = TOP / "tests" / "data" / "corpus_sample.jsonl"
FILES = [SAMPLE, TOP / "examples/jsonl/three.jsonl", TOP / "examples/grid/nikoli.kakuro",
         TOP / "tests/data/repair/corpus_nonunique.jsonl"]


def cli_lines(*args):
    lines, _ = run_cli(*args)
    return [without_timing(j) for j in lines]


@pytest.fixture(scope="module", params=FILES, ids=lambda p: p.name)
def collection(request):
    return str(request.param), kakuro.read(str(request.param))


def test_solve_unique_count(collection):
    path, puzzles = collection
    assert [kakuro.solve(p).to_dict() for p in puzzles] == cli_lines("solve", "--json", "-j", "1", path)
    assert [kakuro.solve(p, unique=True).to_dict() for p in puzzles] == cli_lines("unique", "--json", "-j", "1", path)
    assert [kakuro.count(p, limit=5).to_dict() for p in puzzles] == cli_lines("count", "--json", "-n", "5", "-j", "1", path)


def test_solve_with_the_sat_backend_and_options(collection):
    path, puzzles = collection
    ours = [kakuro.solve(p, backend="sat", unique=True).to_dict() for p in puzzles[:10]]
    theirs = cli_lines("unique", "--json", "-b", "sat", "-j", "1", path)[:10]
    for a, b in zip(ours, theirs):  # SAT statistics may differ from run to run; the answer may not
        a.pop("stats"), b.pop("stats")
    assert ours == theirs
    ours = [kakuro.solve(p, inference="fc").to_dict() for p in puzzles]
    assert ours == cli_lines("solve", "--json", "--inference", "fc", "-j", "1", path)


def test_explain_rate_hint(collection):
    path, puzzles = collection
    assert [kakuro.explain(p).to_dict() for p in puzzles] == cli_lines("explain", "--json", "-j", "1", path)
    assert [kakuro.rate(p).to_dict() for p in puzzles] == cli_lines("rate", "--json", "-j", "1", path)
    assert [kakuro.hint(p).to_dict() for p in puzzles] == cli_lines("hint", "--json", "-j", "1", path)


def test_check_is_validate_with_a_solution(tmp_path):
    p = kakuro.read(str(TOP / "examples/grid/nikoli.kakuro"))[0]
    solved = kakuro.solve(p)
    sol_file = tmp_path / "sol.grid"
    sol_file.write_text(p.to_string("grid") if False else _grid_with_digits(p, solved.solution))
    lines, _ = run_cli("validate", "--json", "--solution", sol_file, TOP / "examples/grid/nikoli.kakuro")
    r = kakuro.check(p, solved.solution)
    assert r.ok and r.to_dict() == lines[0]
    assert kakuro.check(p, sol_file.read_text()).to_dict() == lines[0]


def _grid_with_digits(p, solution):
    rows = []
    for cells, digits in zip(p.grid, solution):
        rows.append(" ".join(str(d) if d else c for c, d in zip(cells, digits)))
    return "\n".join(rows) + "\n"


def test_repair():
    path = str(TOP / "tests/data/repair/corpus_nonunique.jsonl")
    puzzles = kakuro.read(path)[:3]
    theirs = cli_lines("repair", "--json", "-j", "1", path)[:3]
    assert [kakuro.repair(p).to_dict() for p in puzzles] == theirs


def test_generate_is_the_generate_command():
    lines, _ = run_cli("generate", "--rows", 8, "--cols", 8, "--seed", 7, "-n", 3, "-q")
    for i, line in enumerate(lines):
        g = kakuro.generate(8, 8, seed=7, index=i)
        assert g.status == "generated" and g.to_dict() == line
        assert g.puzzle.grid == line["grid"]


def test_backends_is_the_backends_command():
    import json
    import subprocess
    from conftest import CLI
    out = subprocess.run([str(CLI), "backends", "--json"], capture_output=True, text=True, check=True)
    assert kakuro.backends() == json.loads(out.stdout)
