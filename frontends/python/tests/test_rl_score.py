"""kakuro.rl.score_answer as a trainer meets it: right grids inside real completions, drafts,
junk that must not earn partial credit, and inputs that must not raise."""
import random

import pytest

from kakuro.rl import KakuroConfig, KakuroDataset, score_answer
from kakuro.rl.score import layout


@pytest.fixture(scope="module")
def entries():
    ds = KakuroDataset(KakuroConfig(seed=11, size=6, min_rows=7, max_rows=10, min_cols=7, max_cols=10))
    return list(ds)


@pytest.fixture(scope="module")
def entry(entries):
    return entries[0]


def wrong_digit(answer, k=0):
    """The answer with its k-th white cell's digit changed."""
    cells = answer.split(" ")
    idx = [i for i, c in enumerate(cells) if c.strip("\n").isdigit()]
    i = idx[k % len(idx)]
    d = cells[i].strip("\n")
    cells[i] = cells[i].replace(d, str(int(d) % 9 + 1))
    return " ".join(cells)


def filled_puzzle(e):
    """The grid format's filled grid, as `kakuro solve --output grid` prints it: clue cells
    kept, each white cell's digit."""
    lines = e["question"].split("\n\n")[1].splitlines()
    out = []
    for puzzle_row, answer_row in zip(lines, e["answer"].splitlines()):
        out.append("  ".join(a if p == "." else p for p, a in zip(puzzle_row.split(), answer_row.split())))
    return "\n".join(out)


def completions(right, wrong):
    """Realistic completions holding the right grid as the final answer."""
    commas = "\n".join(", ".join(line.split()) for line in right.splitlines())
    bars = "\n".join("| " + " | ".join(line.split()) + " |" for line in right.splitlines())
    packed = "\n".join("".join(line.split()) for line in right.splitlines())
    labelled = "Answer: " + right
    return {
        "bare": right,
        "prose around": f"Here is the solved grid.\n\n{right}\n\nI hope this helps.",
        "heading and working": f"# Solution\nThe run 3 in two cells is 1+2, and 17 = 8 + 9.\n\n{right}\n",
        "fence": f"Let me solve it step by step.\n```\n{right}\n```\nDone.",
        "fence with language": f"```text\n{right}\n```",
        "tags": f"Thinking... 1 2 3\n<answer>\n{right}\n</answer>",
        "tags, prose inside": f"<answer>The grid:\n{right}\n</answer> That is all.",
        "commas": f"Solution:\n{commas}",
        "bars": f"Solution:\n{bars}",
        "no spaces": packed,
        "label on the first row": labelled,
        "bold label": f"**Answer:**\n{right}",
        "wrong draft first": f"First try:\n{wrong}\n\nThat breaks a sum; fixed:\n{right}\n",
        "wrong draft right before": f"{wrong}\n\n{right}",
        "draft in tags, then final tags": f"<answer>\n{wrong}\n</answer>\nNo, wait.\n<answer>\n{right}\n</answer>",
        "crlf": right.replace("\n", "\r\n"),
        "blank lines between rows": right.replace("\n", "\n\n"),
    }


def test_right_grids_in_completions_score_1(entries):
    for e in entries:
        right = e["answer"]
        for name, text in completions(right, wrong_digit(right, 3)).items():
            assert score_answer(text, e) == 1.0, name
            assert score_answer(text, e, partial=True) == 1.0, name
        assert score_answer(f"The filled puzzle:\n{filled_puzzle(e)}\n", e) == 1.0


def test_the_last_grid_counts(entry):
    right, wrong = entry["answer"], wrong_digit(entry["answer"], 5)
    for text in (f"{right}\n\nOn second thought:\n{wrong}",
                 f"<answer>\n{right}\n</answer>\n<answer>\n{wrong}\n</answer>",
                 f"```\n{right}\n```\n```\n{wrong}\n```", f"<answer>\n{wrong}\n</answer>\n{right}"):
        assert score_answer(text, entry) == 0.0
        assert score_answer(text, entry, partial=True) < 1.0
    # The last <answer> wins even when it holds no grid at all.
    assert score_answer(f"{right}\n<answer>I give up</answer>", entry) == 0.0


def test_partial_credit_only_when_asked(entry):
    one_wrong = wrong_digit(entry["answer"], 2)
    assert score_answer(one_wrong, entry) == 0.0
    assert 0.5 < score_answer(one_wrong, entry, partial=True) < 1.0
    ds = KakuroDataset(KakuroConfig(seed=11, size=6, min_rows=7, max_rows=10, min_cols=7, max_cols=10,
                                    partial=True))
    assert ds.score_answer(one_wrong, entry) == score_answer(one_wrong, entry, partial=True)
    # Half the rows solved, the rest left empty: some credit, less than a single slip.
    lines = entry["answer"].splitlines()
    half = len(lines) // 2
    blanks = [" ".join("#" if c == "#" else "." for c in line.split()) for line in lines[half:]]
    half_done = "\n".join(lines[:half] + blanks)
    assert score_answer(half_done, entry, partial=True) < score_answer(one_wrong, entry, partial=True)


def junk_grids(entries, rnd):
    """Answers of the right shape with no solving in them."""
    from kakuro.rl.chance import _SETS

    def fill(lay, pick):
        g = list(lay.answer)
        for i, c in enumerate(g):
            if c != "#":
                g[i] = pick(i)
        return g

    def one_direction(lay, runs):
        g = list(lay.answer)
        for start, stop, step, clue in runs:
            cells = range(start, stop, step)
            s = rnd.choice(_SETS[(len(cells), clue)])
            digits = [str(d) for d in range(1, 10) if s >> (d - 1) & 1]
            rnd.shuffle(digits)
            for c, d in zip(cells, digits):
                g[c] = d
        return g

    def text(lay, g):
        return "\n".join(" ".join(g[r * lay.cols:(r + 1) * lay.cols]) for r in range(lay.rows))

    def run_averages(lay):
        """Each cell the mean of its two runs' averages (clue / length), rounded."""
        mean = {}
        for runs in (lay.across, lay.down):
            for start, stop, step, clue in runs:
                cells = range(start, stop, step)
                for c in cells:
                    mean.setdefault(c, []).append(clue / len(cells))
        return fill(lay, lambda i: str(min(9, max(1, round(sum(mean[i]) / len(mean[i]))))))

    for n in range(1000):
        e = entries[n % len(entries)]
        lay = layout(e["answer"])
        kind = n % 6
        if kind == 0:
            g = fill(lay, lambda i: "1")
        elif kind == 1:
            g = fill(lay, lambda i: str(rnd.randint(1, 9)))
        elif kind == 2:
            g = one_direction(lay, lay.across)
        elif kind == 3:
            g = one_direction(lay, lay.down)
        elif kind == 4:
            g = run_averages(lay)
        else:  # the right digits, shuffled over the white cells
            digits = [c for c in lay.answer if c != "#"]
            rnd.shuffle(digits)
            it = iter(digits)
            g = fill(lay, lambda i: next(it))
        yield e, text(lay, g)


def test_junk_of_the_right_shape_averages_near_0(entries):
    rnd = random.Random(3)
    scores = [score_answer(t, e, partial=True) for e, t in junk_grids(entries, rnd)]
    assert len(scores) == 1000
    assert sum(scores) / len(scores) <= 0.01
    for kind in range(6):  # and no kind of junk on its own earns more
        assert sum(scores[kind::6]) / len(scores[kind::6]) <= 0.02


def test_echoes_and_other_entries_score_0(entries):
    for e in entries:
        assert score_answer(e["question"], e, partial=True) == 0.0
        assert score_answer(e["question"] + "\n" + e["question"], e, partial=True) == 0.0
        for other in entries:
            if other is not e:
                assert score_answer(other["answer"], e, partial=True) == 0.0


def test_odd_inputs_never_raise(entry):
    huge = ("x" * 99 + "\n") * 100_000  # 10 MB
    odd_answers = [None, b"\xff\xfe", entry["answer"].encode(), 42, 4.2, [], {}, object(), "", " ", "\x00" * 50,
                   "<answer>", "</answer><answer>", "```", huge, huge + entry["answer"], "\n" * 100_000,
                   "# " * 1_000_000, "1" * 10_000_000]
    odd_entries = [entry, {}, None, {"answer": None}, {"answer": ""}, {"answer": "# #\n# x"}, {"answer": 5}, "text"]
    for a in odd_answers:
        for e in odd_entries:
            for partial in (False, True):
                s = score_answer(a, e, partial=partial)
                assert isinstance(s, float) and 0.0 <= s <= 1.0
    assert score_answer(entry["answer"].encode(), entry) == 1.0
    assert score_answer(huge + entry["answer"], entry) == 1.0
