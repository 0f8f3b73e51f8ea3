"""kakuro.dataset and kakuro.score_answer: the first shape of the reasoning dataset, kept as
thin wrappers over kakuro.rl (the lazy KakuroDataset, its config and scorer)."""
from .rl import KakuroConfig, KakuroDataset
from .rl.score import score_answer

__all__ = ["dataset", "score_answer"]


def dataset(count, rows=8, cols=8, difficulty=None, seed=0, symmetry="point"):
    """``count`` entries of ``rows`` x ``cols`` puzzles (counting the clue row and column) with
    exactly one solution, at ``difficulty`` (easy, medium, hard, expert, extreme; None: any, the
    generator's own mix), as a list: ``list(KakuroDataset(KakuroConfig(...)))``, entry i made
    from (seed, i) alone. For a lazy dataset, size ranges or partial credit use kakuro.rl."""
    if not isinstance(count, int) or count < 0:
        raise ValueError(f"count {count!r} is not a whole number of entries")
    levels = ("any",) if difficulty is None else (difficulty,)
    config = KakuroConfig(seed=seed, size=count, min_rows=rows, max_rows=rows, min_cols=cols, max_cols=cols,
                          difficulties=levels, symmetry=symmetry)
    return list(KakuroDataset(config))
