"""What a grid with no solving in it satisfies by chance: the bar partial credit starts above.

Filling the runs of one direction alone is no solving (each across run can be filled with
any of its digit sets, whatever the down runs need), and satisfies every run of that
direction. So partial credit takes the weaker direction (score.py), and for each direction
the chance level is computed per run as the larger of two chances:
- uniform: every cell a digit 1..9 at random (all ones, random digits);
- crossing: every cell a digit drawn as a random filling of its crossing run would put there
  (a digit set of that run's sum and length at random, in a random order).
The bar of a direction is the mean of its runs' chances plus three standard deviations of
the share (the runs taken as independent), so that the share a no-solving grid reaches
stays under it nearly always, and partial credit, (share - bar) / (1 - bar) clipped at 0,
averages close to 0 for such grids.
"""
import math

# Digit sets as 9-bit masks (bit d-1 for digit d), by (length, sum).
_SETS = {}
for _mask in range(1, 512):
    _digits = [d for d in range(1, 10) if _mask >> (d - 1) & 1]
    _SETS.setdefault((len(_digits), sum(_digits)), []).append(_mask)
_POP = [bin(m).count("1") for m in range(512)]
_SUM = [sum(d for d in range(1, 10) if m >> (d - 1) & 1) for m in range(512)]
UNIFORM = [0.0] + [1 / 9] * 9


def marginal(length, total):
    """The chance of each digit (index 1..9) in a cell of a run of ``length`` and ``total``
    filled with one of its digit sets at random, in a random order."""
    sets = _SETS.get((length, total), [])
    if not sets:
        return UNIFORM
    m = [0.0] * 10
    for s in sets:
        for d in range(1, 10):
            if s >> (d - 1) & 1:
                m[d] += 1 / (len(sets) * length)
    return m


def satisfied_chance(total, cell_digits):
    """The chance that independent cells, cell i holding digit d with chance
    ``cell_digits[i][d]``, hold distinct digits adding up to ``total``."""
    layer = {0: 1.0}
    for m in cell_digits:
        nxt = {}
        for mask, p in layer.items():
            room = total - _SUM[mask]
            for d in range(1, min(9, room) + 1):
                bit = 1 << (d - 1)
                if mask & bit or not m[d]:
                    continue
                nxt[mask | bit] = nxt.get(mask | bit, 0.0) + p * m[d]
        layer = nxt
    return sum(p for mask, p in layer.items() if _SUM[mask] == total)


def uniform_chance(length, total):
    return len(_SETS.get((length, total), [])) * math.factorial(length) / 9**length


def bar(chances):
    """The share a direction's runs must pass before partial credit starts."""
    n = len(chances)
    if not n:
        return 1.0
    mean = sum(chances) / n
    sd = math.sqrt(sum(p * (1 - p) for p in chances)) / n
    return min(0.95, mean + 3 * sd)
