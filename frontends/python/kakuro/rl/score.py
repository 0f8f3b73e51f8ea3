"""score_answer: a completion judged by the rules on the entry's layout; never raises.

The layout comes from the entry's answer (``#`` where the puzzle has no white cell, the
digits of its one solution, whose run sums are the clues), so an entry needs nothing but
its ``answer`` to be scored. A grid is found in the completion as find.py says; then:
- 1.0 when it is complete and valid: every run holds distinct digits 1..9 adding up to its
  clue, with ``#`` exactly where the puzzle has no white cell (the puzzle was proved to have
  one solution, so that is the answer);
- else 0.0, unless partial credit is asked for: then, for a grid of the entry's shape, the
  share of runs satisfied in the weaker direction (across or down), corrected for chance
  (chance.py): (share - bar) / (1 - bar), at least 0. A grid with no solving in it (all
  ones, random digits, the runs of one direction filled alone, another entry's answer)
  scores about 0 on average; the question echoed or a grid of another shape, 0.
"""
from . import chance
from .find import find_grid

_SHAPE = str.maketrans("0123456789_", "...........")
_CACHE_LIMIT = 4096
_layouts = {}
_run_sums = {}  # the cells of a run as text -> their sum when distinct digits 1..9, else -1


class _Layout:
    """An entry's layout, read from its answer: the runs as slices of the flat grid."""

    def __init__(self, answer):
        lines = [line.split() for line in answer.strip().splitlines()]
        self.rows, self.cols = len(lines), len(lines[0])
        if self.rows < 2 or any(len(r) != self.cols for r in lines):
            raise ValueError("the entry's answer is not a grid")
        if any(c != "#" and not (len(c) == 1 and c in "123456789") for r in lines for c in r):
            raise ValueError("the entry's answer is not a solved grid")
        self.answer = "".join("".join(r) for r in lines)
        self.shape = self.answer.translate(_SHAPE)
        self.across = self._runs(1, self.cols)
        self.down = self._runs(self.cols, self.rows)
        self.runs_of = {}  # flat cell -> the runs through it
        for run in self.across + self.down:
            for c in range(run[0], run[1], run[2]):
                self.runs_of.setdefault(c, []).append(run)
        self._bars = None

    def _runs(self, step, count):
        """(start, stop, step, clue) of each run: across runs step 1, down runs step cols."""
        runs = []
        cols, flat = self.cols, self.answer
        lines = range(self.rows) if step == 1 else range(self.cols)
        for line in lines:
            first = line * cols if step == 1 else line
            i = 0
            while i < count:
                if flat[first + i * step] == "#":
                    i += 1
                    continue
                j = i
                while j < count and flat[first + j * step] != "#":
                    j += 1
                if j - i >= 2:
                    start = first + i * step
                    stop = first + (j - 1) * step + 1
                    runs.append((start, stop, step, sum(map(int, flat[start:stop:step]))))
                i = j
        return runs

    def bars(self):
        """The chance bars of the across and the down runs (computed once)."""
        if self._bars is None:
            crossing = {}  # flat cell -> the digit chances of the run crossing it
            for runs in (self.across, self.down):
                for start, stop, step, clue in runs:
                    cells = range(start, stop, step)
                    m = chance.marginal(len(cells), clue)
                    for c in cells:
                        crossing.setdefault(c, []).append((step, m))
            result = []
            for runs in (self.across, self.down):
                chances = []
                for start, stop, step, clue in runs:
                    cells = range(start, stop, step)
                    other = [next((m for s, m in crossing[c] if s != step), chance.UNIFORM) for c in cells]
                    chances.append(max(chance.uniform_chance(len(cells), clue),
                                       chance.satisfied_chance(clue, other)))
                result.append(chance.bar(chances))
            self._bars = tuple(result)
        return self._bars


def layout(answer):
    """The layout of an entry's answer text (cached)."""
    lay = _layouts.get(answer)
    if lay is None:
        if len(_layouts) >= _CACHE_LIMIT:
            _layouts.clear()
        lay = _layouts[answer] = _Layout(answer)
    return lay


def _run_sum(cells):
    s = _run_sums.get(cells)
    if s is None:
        ok = len(set(cells)) == len(cells) and cells.isdigit() and "0" not in cells
        s = sum(map(int, cells)) if ok else -1
        if len(_run_sums) >= 1 << 18:
            _run_sums.clear()
        _run_sums[cells] = s
    return s


def _first_difference(a, b):
    """The first index where two strings of the same length differ (they do)."""
    lo, hi = 0, len(a)
    while hi - lo > 1:  # a[:lo] == b[:lo] and a[:hi] != b[:hi]
        mid = (lo + hi) // 2
        if a[lo:mid] == b[lo:mid]:
            lo = mid
        else:
            hi = mid
    return lo


def _holds(grid, runs):
    for start, stop, step, clue in runs:
        if _run_sum(grid[start:stop:step]) != clue:
            return False
    return True


def _share(grid, runs):
    if not runs:
        return 1.0
    ok = 0
    for start, stop, step, clue in runs:
        if _run_sum(grid[start:stop:step]) == clue:
            ok += 1
    return ok / len(runs)


def score_answer(answer, entry, partial=False):
    """A float in [0, 1] for a completion ``answer`` to ``entry``: 1.0 for a complete valid
    grid, else 0.0, or with ``partial=True`` chance-corrected partial credit. Never raises,
    whatever ``answer`` and ``entry`` hold."""
    try:
        if isinstance(answer, (bytes, bytearray)):
            answer = bytes(answer).decode("utf-8", "replace")
        if not isinstance(answer, str) or not answer:
            return 0.0
        lay = layout(entry["answer"])
        grid = find_grid(answer, lay.rows, lay.cols)
        if grid is None:
            return 0.0
        if grid == lay.answer:
            return 1.0
        if grid.translate(_SHAPE) != lay.shape:
            return 0.0
        if not partial:
            # The runs through the first cell that differs from the answer break a rule,
            # nearly always; else every run is checked.
            first = lay.runs_of.get(_first_difference(grid, lay.answer), [])
            valid = _holds(grid, first) and _holds(grid, lay.across) and _holds(grid, lay.down)
            return 1.0 if valid else 0.0
        across, down = _share(grid, lay.across), _share(grid, lay.down)
        if across == 1.0 and down == 1.0:
            return 1.0
        bar_across, bar_down = lay.bars()
        return max(0.0, min((across - bar_across) / (1 - bar_across), (down - bar_down) / (1 - bar_down)))
    except Exception:  # the contract: a score for any input, never an exception
        return 0.0
