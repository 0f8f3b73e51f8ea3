"""kakuro.rl.KakuroDataset and KakuroConfig: lazy entries from (seed, i) alone, the same in
another process, unique ids, the entry's fields, and reasoning that replays to the answer."""
import json
import os
import subprocess
import sys

import pytest

import kakuro
from conftest import sums_hold
from kakuro.rl import KakuroConfig, KakuroDataset

SMALL = dict(min_rows=5, max_rows=8, min_cols=5, max_cols=8)


@pytest.fixture(scope="module")
def ds():
    return KakuroDataset(KakuroConfig(seed=3, size=12, difficulties=("easy", "medium", "hard", "expert"),
                                      min_rows=6, max_rows=9, min_cols=6, max_cols=9))


@pytest.fixture(scope="module")
def entries(ds):
    return list(ds)


def test_lazy_sequence(ds, entries):
    assert len(ds) == 12 and len(entries) == 12
    assert ds[5] == entries[5] and ds[-1] == entries[11] and ds[2:4] == entries[2:4]
    assert [e["metadata"]["source_index"] for e in entries] == list(range(12))
    with pytest.raises(IndexError):
        ds[12]
    with pytest.raises(TypeError):
        ds["3"]
    # Entry i does not depend on the size or on the entries before it.
    big = KakuroDataset(KakuroConfig(seed=3, size=10_000_000, difficulties=("easy", "medium", "hard", "expert"),
                                     min_rows=6, max_rows=9, min_cols=6, max_cols=9))
    assert big[7] == entries[7]


def test_entries_hold_what_the_issue_lists(entries):
    levels = set()
    for i, e in enumerate(entries):
        assert set(e) == {"question", "answer", "metadata"}
        m = e["metadata"]
        assert m["source_dataset"] == "kakuro" and m["source_index"] == i
        assert 6 <= m["rows"] <= 9 and 6 <= m["cols"] <= 9
        assert m["difficulty"] == {"min_rows": 6, "max_rows": 9, "min_cols": 6, "max_cols": 9,
                                   "difficulties": ["easy", "medium", "hard", "expert"], "symmetry": "point"}
        assert m["rating"]["level"] == m["generator"]["difficulty"]
        assert set(m["rating"]) == {"level", "score", "hardest"} and m["techniques"]
        assert sum(m["techniques"].values()) == len(m["reasoning"])
        levels.add(m["rating"]["level"])
        p = kakuro.Puzzle.parse(m["puzzlink"])
        assert (p.rows, p.cols) == (m["rows"], m["cols"])
        # The answer read back cell by cell solves the puzzle (checked in Python and by the checker).
        grid = [[0 if x == "#" else int(x) for x in line.split()] for line in e["answer"].splitlines()]
        assert sums_hold(p, grid) and kakuro.check(p, grid).ok
        # The question: the rules, the size, the grid (reading back as the puzzle), the format, the tags.
        q = e["question"]
        assert kakuro.Puzzle.parse(q.split("\n\n")[1], format="grid").grid == p.grid
        assert f"{p.rows} rows and {p.cols} columns" in q and "exactly one solution" in q
        assert "<answer>...</answer>" in q and "# 1 3 # # 2 1" in q
        # The reasoning: the sentences of `kakuro explain`, without their numbers.
        firsts = [r.split("\n")[0] for r in m["reasoning"]]
        assert firsts == [s["text"].split(". ", 1)[1] for s in kakuro.explain(p).steps]
        # The reasoning then the answer in tags: a completion for fine-tuning that scores 1.0.
        assert kakuro.rl.score_answer("\n".join(m["reasoning"]) + f"\n<answer>\n{e['answer']}\n</answer>", e) == 1.0
    assert len(levels) >= 3


def test_reasoning_replays_to_the_answer(entries):
    """Each step's eliminations and placements, applied in order to the candidates the
    explanation starts from, never remove the answer's digit and leave exactly the answer."""
    for e in entries:
        p = kakuro.Puzzle.parse(e["metadata"]["puzzlink"])
        answer = [line.split() for line in e["answer"].splitlines()]
        ex = kakuro.explain(p).to_dict()
        cand = {(r, c): set(map(int, s)) for r, row in enumerate(ex["start"]) for c, s in enumerate(row) if s}
        assert set(cand) == {(r, c) for r, row in enumerate(answer) for c, x in enumerate(row) if x != "#"}
        texts = []
        for step in ex["steps"]:
            assert step["eliminate"] or step["place"], step["text"]
            for r, c, d in step["eliminate"]:
                assert d != int(answer[r][c]), step["text"]
                cand[(r, c)].discard(d)
            for r, c, d in step["place"]:
                assert d == int(answer[r][c]) and d in cand[(r, c)], step["text"]
                cand[(r, c)] = {d}
            texts.append(step["text"].split(". ", 1)[1])
        assert texts == [r.split("\n")[0] for r in e["metadata"]["reasoning"]]
        assert all(cand[(r, c)] == {int(answer[r][c])} for r, c in cand)


def test_a_contradiction_carries_its_chain():
    """As `kakuro explain` prints it: the chain's steps below the contradiction, numbered and
    indented; replayed from the candidates before it with the assumption placed, they reach
    the conflict the sentence names (a cell with no candidate or a run with no digit set)."""
    ds = KakuroDataset(KakuroConfig(seed=1, size=1, min_rows=8, max_rows=8, min_cols=8, max_cols=8,
                                    difficulties=("extreme",)))
    e = ds[0]
    items = [r for r in e["metadata"]["reasoning"] if r.startswith("Contradiction:")]
    assert items
    ex = kakuro.explain(kakuro.Puzzle.parse(e["metadata"]["puzzlink"])).to_dict()
    steps = [s for s in ex["steps"] if s["technique"] == "contradiction"]
    for item, step in zip(items, steps):
        lines = item.split("\n")
        assert len(lines) >= 1 + len(step["chain"])
        assert lines[1] == "    1. " + step["chain"][0]["text"]
    # Replay the first contradiction's chain on the candidates just before it.
    cand = {(r, c): set(map(int, s)) for r, row in enumerate(ex["start"]) for c, s in enumerate(row) if s}
    for step in ex["steps"]:
        if step["technique"] == "contradiction":
            break
        for r, c, d in step["eliminate"]:
            cand[(r, c)].discard(d)
        for r, c, d in step["place"]:
            cand[(r, c)] = {d}
    r, c, d = step["assumption"]
    cand[(r, c)] = {d}
    for sub in step["chain"]:
        for rr, cc, dd in sub["eliminate"]:
            cand[(rr, cc)].discard(dd)
        for rr, cc, dd in sub["place"]:
            cand[(rr, cc)] = {dd}
    if "cell" in step["conflict"]:
        assert not cand[tuple(step["conflict"]["cell"])]
    assert [r, c, d] in step["eliminate"]


def test_ids_unique_across_configs():
    ids = set()
    n = 0
    for config in (KakuroConfig(seed=0, size=4, difficulties=("easy",), **SMALL),
                   KakuroConfig(seed=0, size=4, difficulties=("medium",), **SMALL),
                   KakuroConfig(seed=1, size=4, difficulties=("easy",), **SMALL),
                   KakuroConfig(seed=0, size=4, difficulties=("easy",), symmetry="mirror", **SMALL),
                   KakuroConfig(seed=0, size=4, difficulties=("easy",), min_rows=5, max_rows=9, min_cols=5,
                                max_cols=8)):
        for e in KakuroDataset(config):
            ids.add(e["metadata"]["id"])
            n += 1
    assert len(ids) == n == 20


CHILD = """
import json, sys
from kakuro.rl import KakuroConfig, KakuroDataset
ds = KakuroDataset(KakuroConfig(seed=9, size=5, min_rows=6, max_rows=9, min_cols=6, max_cols=9))
print(json.dumps([ds[i] for i in (4, 0, 2)], sort_keys=True))
"""


def test_entries_equal_across_processes():
    ds = KakuroDataset(KakuroConfig(seed=9, size=5, min_rows=6, max_rows=9, min_cols=6, max_cols=9))
    mine = json.dumps([ds[i] for i in (4, 0, 2)], sort_keys=True)
    for hash_seed in ("1", "2"):
        out = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True, check=True,
                             env=dict(os.environ, PYTHONHASHSEED=hash_seed)).stdout
        assert out.strip() == mine


@pytest.mark.parametrize("fields, words", [
    (dict(seed=-1), "seed"), (dict(seed="x"), "seed"), (dict(size=-3), "size"), (dict(size=2.5), "size"),
    (dict(min_rows=2), "min_rows"), (dict(max_cols=41), "max_cols"), (dict(min_rows=9, max_rows=8), "larger than"),
    (dict(difficulties=()), "difficulties"), (dict(difficulties="easy"), "difficulties"),
    (dict(difficulties=("easy", "insane")), "unknown level 'insane'"),
    (dict(difficulties=("extreme",), min_rows=5), "extreme puzzles need at least 7"),
    (dict(difficulties=("easy", "easy")), "twice"), (dict(symmetry="radial"), "symmetry"),
    (dict(partial="yes"), "partial"),
    (dict(min_rows=3, max_rows=4, min_cols=11, max_cols=20, difficulties=("easy",)), "no layout"),
])
def test_validate_names_the_field(fields, words):
    with pytest.raises(ValueError, match=words):
        KakuroConfig(**fields).validate()
    with pytest.raises(ValueError, match=words):
        KakuroDataset(KakuroConfig(**fields))


def test_odd_valid_configs_never_raise():
    # Narrow and long sizes with no layout, the smallest grids, the hardest level at its smallest size.
    for config in (KakuroConfig(seed=5, size=3, min_rows=3, max_rows=4, min_cols=3, max_cols=15, symmetry="mirror",
                                difficulties=("medium",)),
                   KakuroConfig(seed=5, size=3, min_rows=3, max_rows=3, min_cols=3, max_cols=3, difficulties=("easy",)),
                   KakuroConfig(seed=5, size=2, min_rows=7, max_rows=7, min_cols=7, max_cols=7,
                                difficulties=("extreme",), symmetry="none"),
                   KakuroConfig(seed=2**64 - 1, size=1, min_rows=6, max_rows=6, min_cols=6, max_cols=6,
                                difficulties=("hard",))):
        for e in KakuroDataset(config):
            assert kakuro.rl.score_answer(e["answer"], e) == 1.0


def test_seed_none_draws_one_and_keeps_it():
    ds = KakuroDataset(KakuroConfig(seed=None, size=1, difficulties=("easy",), **SMALL))
    assert isinstance(ds.seed, int) and ds.config.seed == ds.seed
    assert ds[0] == KakuroDataset(KakuroConfig(seed=ds.seed, size=1, difficulties=("easy",), **SMALL))[0]


def test_old_dataset_call_is_a_thin_wrapper():
    a = kakuro.dataset(2, 7, 7, difficulty="medium", seed=4)
    config = KakuroConfig(seed=4, size=2, min_rows=7, max_rows=7, min_cols=7, max_cols=7, difficulties=("medium",))
    assert a == list(KakuroDataset(config))
    assert kakuro.score_answer is kakuro.rl.score_answer
