"""KakuroDataset: entries ``{"question", "answer", "metadata"}`` made on demand from
``(config, i)`` alone, as Reasoning Gym's procedural datasets are.

Entry i draws its rows, columns and level from a private generator seeded by a hash of the
config's key and i (seeds.py), then asks the engine for a puzzle with exactly one solution
(``kakuro.generate``, no time limit, so the same puzzle on every machine), explains it
(``kakuro.explain``: the same steps and sentences as ``kakuro explain``) and writes the text.
A size with no layout (a narrow, long grid) takes the config's safe size; a puzzle not
found at the level within the generator's tries (200 layouts) is retried at another size
drawn from the ranges, with the next derived seed; after ATTEMPTS of them, at any level
(metadata ``generator.difficulty`` then says None), so a valid config never raises.
"""
import dataclasses
import operator
import random
import re

from . import prompt
from .config import KakuroConfig
from .score import score_answer
from .seeds import derive, rng

ATTEMPTS = 4
_NUMBER = re.compile(r"^\d+\.\s+")


class KakuroDataset:
    """A lazy sequence of Kakuro entries: ``len(ds)``, ``ds[i]`` (made when asked, the same
    every time), iteration, and ``ds.score_answer(answer, entry)``.

    ``KakuroDataset(KakuroConfig(...))`` or ``KakuroDataset(seed=1, size=100, ...)``; the
    config is validated (ValueError). ``ds.seed`` and ``ds.size`` as Reasoning Gym has them.
    """

    def __init__(self, config=None, **fields):
        if config is None:
            config = KakuroConfig(**fields)
        elif fields:
            config = dataclasses.replace(config, **fields)
        config.validate()
        if config.seed is None:
            config = dataclasses.replace(config, seed=random.SystemRandom().getrandbits(63))
        else:
            config = dataclasses.replace(config)  # our own copy: the caller's may change
        config.difficulties = tuple(config.difficulties)
        self.config = config
        self.seed = config.seed
        self.size = config.size

    def __len__(self):
        return self.size

    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(self.size))]
        if isinstance(i, bool):
            raise TypeError("entry indices are integers, not bool")
        i = operator.index(i)  # an int, a numpy integer, ...: TypeError for anything else
        if i < 0:
            i += self.size
        if not 0 <= i < self.size:
            raise IndexError(f"entry {i} is outside 0..{self.size - 1}")
        return make_entry(self.config, i)

    def __iter__(self):
        for i in range(self.size):
            yield make_entry(self.config, i)

    def score_answer(self, answer, entry):
        """score_answer(answer, entry, partial=config.partial): never raises."""
        return score_answer(answer, entry, partial=self.config.partial)

    def __repr__(self):
        return f"KakuroDataset({self.config!r})"


def make_entry(config, i):
    """Entry i of a valid config (a plain function, so Dask and pickling map it)."""
    from .. import explain

    key = config.key()
    draw = rng("draw", key, i)
    rows = draw.randint(config.min_rows, config.max_rows)
    cols = draw.randint(config.min_cols, config.max_cols)
    level = draw.choice(config.difficulties)
    for attempt in range(2 * ATTEMPTS):
        asked = level if attempt < ATTEMPTS and level != "any" else None
        gseed = derive("generate", key, i, attempt)
        made = _generate(rows, cols, asked, gseed, config.symmetry)
        if made is None:  # no layout of this size and symmetry: a size that has them
            rows, cols = config.safe_size()
            continue
        if made.puzzle is None:  # not found at this level in the generator's tries: another size
            rows = draw.randint(config.min_rows, config.max_rows)
            cols = draw.randint(config.min_cols, config.max_cols)
            continue
        ex = explain(made.puzzle, timeout=None)
        if ex.status != "solved":
            continue
        return _entry(config, i, made, ex, asked, gseed, attempt)
    raise RuntimeError(f"entry {i}: no puzzle in {2 * ATTEMPTS} attempts (a bug: please report the config)")


def _generate(rows, cols, level, gseed, symmetry):
    from .. import generate

    try:
        return generate(rows, cols, level, gseed, symmetry=symmetry, timeout=None)
    except ValueError:
        return None


def _sentences(step):
    """A step's sentence without its number; a contradiction's chain (the steps that follow
    from its assumption) on the lines below, numbered and indented as ``kakuro explain``
    prints them (a nested chain further in)."""
    lines = [_NUMBER.sub("", step["text"], count=1)]
    for k, sub in enumerate(step.get("chain", []), 1):
        first, *rest = _sentences(sub).split("\n")
        lines.append(f"    {k}. {first}")
        lines.extend("    " + line for line in rest)
    return "\n".join(lines)


def _entry(config, i, made, ex, asked, gseed, attempt):
    p = made.puzzle
    record = made.to_dict()
    reasoning = [_sentences(s) for s in ex.steps]
    return {
        "question": prompt.question(p),
        "answer": prompt.answer_text(record["grid"], record["solution"]),
        "metadata": {
            "source_dataset": "kakuro",
            "source_index": i,
            "id": f"kakuro-{p.rows}x{p.cols}-{asked or 'any'}-{gseed:016x}",
            "rows": p.rows,
            "cols": p.cols,
            "difficulty": {
                "min_rows": config.min_rows, "max_rows": config.max_rows,
                "min_cols": config.min_cols, "max_cols": config.max_cols,
                "difficulties": list(config.difficulties), "symmetry": config.symmetry,
            },
            "seed": config.seed,
            "generator": {"seed": gseed, "difficulty": asked, "symmetry": config.symmetry, "attempt": attempt},
            "puzzlink": p.to_string("puzzlink").strip(),
            "rating": ex.rating,
            "techniques": ex.techniques,
            "reasoning": reasoning,
        },
    }
