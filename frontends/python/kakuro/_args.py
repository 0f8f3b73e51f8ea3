"""The checks of the arguments of kakuro's calls: a wrong type raises TypeError, a wrong value
ValueError, each naming the argument and what it takes in the words the kakuro command uses for
the same option (``--limit``: ``in [1 - 100000000]``; ``-t``: ``0 or more seconds``), before
anything reaches the engine."""
import math
import numbers
import os

UINT64_MAX = 2**64 - 1
LEVELS = ("easy", "medium", "hard", "expert", "extreme")
SYMMETRIES = ("point", "mirror", "none")


def _type(value):
    return type(value).__name__


def whole(name, value, low, high):
    """A whole number in [low - high] (bool is not one)."""
    if isinstance(value, bool) or not isinstance(value, numbers.Integral):
        raise TypeError(f"{name} must be a whole number in [{low} - {high}], not {_type(value)}")
    if not low <= value <= high:
        raise ValueError(f"{name} {value} is not in [{low} - {high}]")
    return int(value)


def count_or_zero(name, value, zero_means="no limit"):
    """A whole number, 0 or more (0 = zero_means), as the command's UINT options with 0 = no limit."""
    if isinstance(value, bool) or not isinstance(value, numbers.Integral):
        raise TypeError(f"{name} must be a whole number, 0 or more (0 = {zero_means}), not {_type(value)}")
    if value < 0:
        raise ValueError(f"{name} {value} is negative; expected 0 or more (0 = {zero_means})")
    if value > UINT64_MAX:
        raise ValueError(f"{name} {value} is not in [0 - {UINT64_MAX}]")
    return int(value)


def seconds(name, value):
    """A limit in seconds as -t takes it: None or 0 no limit, else a number, 0 or more."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise TypeError(f"{name} must be a number of seconds, 0 or more (None = no limit), not {_type(value)}")
    try:
        value = float(value)
    except OverflowError:  # a whole number beyond a float's range: no limit, as inf is
        value = math.inf
    if math.isnan(value):
        raise ValueError(f"{name} 'nan' is not a number; expected 0 or more seconds (None = no limit)")
    if value < 0:
        raise ValueError(f"{name} {value:g} is negative; expected 0 or more seconds (None = no limit)")
    return value


def real(name, value, what):
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise TypeError(f"{name} must be {what}, not {_type(value)}")
    return float(value)


def flag(name, value):
    if not isinstance(value, bool):
        raise TypeError(f"{name} must be True or False, not {_type(value)}")
    return value


def text(name, value, what="text"):
    if not isinstance(value, str):
        raise TypeError(f"{name} must be {what}, not {_type(value)}")
    return value


def choice(name, value, choices, none_means=None):
    """One of `choices` (or None when none_means says what None is)."""
    if value is None and none_means is not None:
        return None
    listed = ", ".join(choices) + (f" (None = {none_means})" if none_means else "")
    if not isinstance(value, str):
        raise TypeError(f"{name} must be one of: {listed}, not {_type(value)}")
    if value not in choices:
        raise ValueError(f"{name} '{value}' is not one of: {listed}")
    return value


def optional_text(name, value, what):
    if value is not None and not isinstance(value, str):
        raise TypeError(f"{name} must be {what} or None, not {_type(value)}")
    return value


def path(name, value):
    if not isinstance(value, (str, os.PathLike)):
        raise TypeError(f"{name} must be a str or os.PathLike, not {_type(value)}")
    value = os.fspath(value)
    if not isinstance(value, str):
        raise TypeError(f"{name} must be a str or os.PathLike of str, not bytes")
    return value


def grid_rows(name, value, what, cell):
    """The rows of a grid given as an iterable of iterables, each cell as cell(c) keeps it (it
    raises for a cell that is wrong); TypeError naming ``name`` and ``what`` it takes for a grid,
    a row or a cell of another type."""
    if isinstance(value, (str, bytes, dict, set)) or not hasattr(value, "__iter__"):
        raise TypeError(f"{name} must be {what}, not {_type(value)}")
    rows = []
    for row in value:
        if isinstance(row, (str, bytes)) or not hasattr(row, "__iter__"):
            raise TypeError(f"{name} must be {what}: a row is {_type(row)}")
        rows.append([cell(c) for c in row])
    return rows


def digit_grid(name, value, none_ok=False):
    """Text in any format that carries digits, or rows x cols whole numbers (0 empty)."""
    if value is None and none_ok:
        return None
    what = "text of a solved grid or rows x cols whole numbers (lists)" + (" or None" if none_ok else "")
    if isinstance(value, str):
        return value

    def digit(d):
        if isinstance(d, bool) or not isinstance(d, numbers.Integral):
            raise TypeError(f"{name} must be {what}: a cell is {_type(d)}")
        if not 0 <= d <= 9:
            raise ValueError(f"{name} has the digit {d}; digits are 1 to 9 (0 = empty)")
        return int(d)

    return grid_rows(name, value, what, digit)


def cancel(value):
    if value is not None and not callable(getattr(value, "is_set", None)):
        raise TypeError(f"cancel must have is_set() (a threading.Event) or be None, not {_type(value)}")
    return value


def backend_options(options):
    """The backends' options as keywords: a number, text or True/False each (the command checks
    the value itself)."""
    for key, value in options.items():
        if not isinstance(value, (bool, numbers.Real, str)):
            raise TypeError(f"{key} must be a number, text or True/False (as --{key.replace('_', '-')} takes), "
                            f"not {_type(value)}")
    return options


def size(name, value):
    """rows or cols of generate: a whole number (its range, 3 to the readers' limit, is checked
    by the engine with the command's words)."""
    if isinstance(value, bool) or not isinstance(value, numbers.Integral):
        raise TypeError(f"{name} must be a whole number, 3 or more (counting the clue row and column), "
                        f"not {_type(value)}")
    if value > 2**31 - 1:
        raise ValueError(f"{name} {value} is larger than the limit")
    return max(int(value), -1)
