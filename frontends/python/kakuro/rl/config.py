"""KakuroConfig: what a KakuroDataset makes, as a dataclass in Reasoning Gym's shape.

Sizes count the clue row and column, as ``kakuro generate --rows R --cols C`` does, so the
smallest puzzle is 3x3 (one clue row, one clue column, a 2x2 block of white cells).
"""
from dataclasses import dataclass, field
from typing import Optional, Tuple

LEVELS = ("easy", "medium", "hard", "expert", "extreme")
SYMMETRIES = ("point", "mirror", "none")

# The smallest rows and columns at which the generator found a puzzle of each level for each
# of 32 seeds (5x5 hard: 3 of 8, 6x6 extreme: 7 of 8, 3x3 and 4x4 never hard or extreme):
# below it, validate() refuses the config rather than let a dataset fall back to any level.
MIN_SIZE = {"easy": 3, "medium": 3, "hard": 6, "expert": 4, "extreme": 7, "any": 3}
MAX_SIZE = 40  # beyond it a single entry takes seconds to explain; ask the CLI for more


@dataclass
class KakuroConfig:
    """A dataset's configuration: entry i is made from ``(seed, i)`` and these fields alone.

    seed: any integer from 0 to 2**64-1 (None: one drawn at random once, when the dataset is
    made, and kept in ``dataset.seed``); size: the number of entries; rows and columns drawn
    uniformly from ``min_rows..max_rows`` and ``min_cols..max_cols`` (counting the clue row
    and column); the level drawn uniformly from ``difficulties`` (the rating's words: easy,
    medium, hard, expert, extreme; "any": the generator's own mix, rated afterwards);
    symmetry of the black cells: point, mirror or none; partial: score_answer gives
    chance-corrected partial credit (else 1.0 or 0.0).
    """

    seed: Optional[int] = 0
    size: int = 500
    min_rows: int = 6
    max_rows: int = 9
    min_cols: int = 6
    max_cols: int = 9
    difficulties: Tuple[str, ...] = field(default=("easy", "medium", "hard"))
    symmetry: str = "point"
    partial: bool = False

    def validate(self):
        """Raises ValueError naming the field and what it may be; returns None when valid."""
        if self.seed is not None and (not _is_int(self.seed) or not 0 <= self.seed < 2**64):
            raise ValueError(f"seed {self.seed!r} is not an integer from 0 to 2**64-1 (or None)")
        if not _is_int(self.size) or self.size < 0:
            raise ValueError(f"size {self.size!r} is not a whole number of entries (0 or more)")
        for lo, hi in (("min_rows", "max_rows"), ("min_cols", "max_cols")):
            a, b = getattr(self, lo), getattr(self, hi)
            for name, v in ((lo, a), (hi, b)):
                if not _is_int(v) or not 3 <= v <= MAX_SIZE:
                    raise ValueError(f"{name} {v!r} is not an integer from 3 to {MAX_SIZE} "
                                     "(counting the clue row and column)")
            if a > b:
                raise ValueError(f"{lo} {a} is larger than {hi} {b}")
        if not (self.min_rows <= 10 and self.min_cols <= 10 or self.max_rows >= 7 and self.max_cols >= 7):
            raise ValueError(f"no layout: {self.min_rows}..{self.max_rows} rows by {self.min_cols}..{self.max_cols} "
                             "columns are all too narrow for runs of at most 9 cells (make the narrow side 7 or more)")
        levels = self.difficulties
        if isinstance(levels, str) or not isinstance(levels, (list, tuple)) or not levels:
            raise ValueError(f"difficulties {levels!r} is not a non-empty list of levels "
                             f"({', '.join(LEVELS)})")
        for level in levels:
            if level not in MIN_SIZE:
                raise ValueError(f"difficulties: unknown level {level!r} ({', '.join(LEVELS)} or any)")
            need = MIN_SIZE[level]
            if self.min_rows < need or self.min_cols < need:
                raise ValueError(f"difficulties: {level} puzzles need at least {need} rows and {need} "
                                 f"columns (min_rows {self.min_rows}, min_cols {self.min_cols})")
        if len(set(levels)) != len(levels):
            raise ValueError(f"difficulties {levels!r} names a level twice")
        if self.symmetry not in SYMMETRIES:
            raise ValueError(f"symmetry {self.symmetry!r} is not one of {', '.join(SYMMETRIES)}")
        if not isinstance(self.partial, bool):
            raise ValueError(f"partial {self.partial!r} is not True or False")

    def safe_size(self):
        """A size in the ranges that has layouts in every symmetry (measured from 3 to 15: only
        grids 6 or fewer wide and 11 or more long have none), for a size drawn without one."""
        if self.max_rows >= 7 and self.max_cols >= 7:
            return max(self.min_rows, 7), max(self.min_cols, 7)
        return self.min_rows, self.min_cols

    def key(self):
        """The fields that decide the entries (not size, not partial), as a tuple."""
        return (self.seed, self.min_rows, self.max_rows, self.min_cols, self.max_cols,
                tuple(self.difficulties), self.symmetry)


def _is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)
