"""KakuroCurriculum: levels from small easy puzzles to large extreme ones, with the methods
Reasoning Gym's curricula have (``set_global_level``, ``increment_global_level``,
``generate_configuration(defaults)``, the attribute levels), written here so that nothing
needs reasoning_gym installed.

Three attributes, each with one value per level: ``rows`` and ``cols`` (ranges: a level sets
``min_rows = max_rows``, as Reasoning Gym's default context does) and ``difficulty`` (a
scalar: the config's ``difficulties``).
"""
import dataclasses
from typing import Any, Optional

from .config import MIN_SIZE, KakuroConfig

_SIZES = [5, 7, 8, 10, 12, 14]
_LEVELS = [("easy",), ("easy", "medium"), ("medium",), ("hard",), ("expert",), ("extreme",)]


@dataclasses.dataclass
class Attribute:
    """One attribute: its value at each level and the config fields it sets (two for a
    range: the lower and upper field; one for a scalar)."""

    name: str
    levels: list
    fields: tuple
    default_level: int = 0
    description: str = ""

    @property
    def is_range(self):
        return len(self.fields) == 2

    def check(self, level):
        if not isinstance(level, int) or not 0 <= level < len(self.levels):
            raise ValueError(f"level {level!r} of kakuro.{self.name} is not in 0..{len(self.levels) - 1}")


class KakuroCurriculum:
    """Levels 0 (5x5 easy) to 5 (14x14 extreme); each attribute moves on its own or all
    together (the global level)."""

    name = "kakuro"

    def __init__(self):
        self.attributes = {a.name: a for a in (
            Attribute("rows", list(_SIZES), ("min_rows", "max_rows"),
                      description="rows, counting the clue row"),
            Attribute("cols", list(_SIZES), ("min_cols", "max_cols"),
                      description="columns, counting the clue column"),
            Attribute("difficulty", list(_LEVELS), ("difficulties",),
                      description="the levels of the rating the puzzles are made at"),
        )}
        self._levels = {}

    def get_attribute(self, name):
        if name not in self.attributes:
            raise KeyError(f"kakuro has no attribute {name!r} ({', '.join(self.attributes)})")
        return self.attributes[name]

    def get_attr_level(self, name):
        return self._levels.get(name, self.get_attribute(name).default_level)

    def get_attr_value(self, name):
        return self.get_attribute(name).levels[self.get_attr_level(name)]

    def set_attr_level(self, name, level):
        self.get_attribute(name).check(level)
        self._levels[name] = level

    def increment_attr_level(self, name):
        """One level up for one attribute; False when it is at its top already."""
        level = self.get_attr_level(name)
        if level + 1 >= len(self.get_attribute(name).levels):
            return False
        self.set_attr_level(name, level + 1)
        return True

    def decrement_attr_level(self, name):
        level = self.get_attr_level(name)
        if level == 0:
            return False
        self.set_attr_level(name, level - 1)
        return True

    def get_max_level(self):
        return max(self.get_attr_level(name) for name in self.attributes)

    def set_global_level(self, level):
        """Every attribute at ``level`` (at its top when it has fewer levels)."""
        for name, attr in self.attributes.items():
            self.set_attr_level(name, min(level, len(attr.levels) - 1))

    def increment_global_level(self):
        """Every attribute not at its top to the highest level now + 1; False when all are."""
        target = self.get_max_level() + 1
        moved = False
        for name, attr in self.attributes.items():
            if self.get_attr_level(name) < len(attr.levels) - 1:
                self.set_attr_level(name, min(target, len(attr.levels) - 1))
                moved = True
        return moved

    def decrement_global_level(self):
        top = self.get_max_level()
        if top == 0:
            return False
        for name in self.attributes:
            if self.get_attr_level(name) == top:
                self.set_attr_level(name, top - 1)
        return True

    def generate_configuration(self, defaults: Optional[dict] = None, context: Any = None) -> KakuroConfig:
        """A KakuroConfig of ``defaults`` (seed, size, ...) with the attributes' fields set at
        their current levels (sizes raised to the smallest the levels are made at, when the
        attributes were moved apart). ``context``: an object with ``get_attr_value(curriculum,
        attribute)`` (Reasoning Gym's curriculum contexts); a range value of two numbers
        then sets the lower and the upper field."""
        args = dict(defaults or {})
        for name, attr in self.attributes.items():
            value = context.get_attr_value(self, attr) if context is not None else None
            if value is None:
                value = self.get_attr_value(name)
            if attr.is_range:
                lo, hi = (min(value), max(value)) if isinstance(value, (list, tuple)) else (value, value)
                args[attr.fields[0]], args[attr.fields[1]] = lo, hi
            else:
                args[attr.fields[0]] = tuple(value)
        # Attributes moved one by one can ask for a level below its smallest size: raise it.
        need = max(MIN_SIZE[level] for level in args["difficulties"])
        for field in ("min_rows", "max_rows", "min_cols", "max_cols"):
            args[field] = max(args[field], need)
        return KakuroConfig(**args)
