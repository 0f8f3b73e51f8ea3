"""Finding the answer grid in a whole completion.

The answer is the last ``<answer>...</answer>`` if there is one (an opening tag without its
closing one runs to the end), else the whole text; in it, the grid is the last ``rows``
consecutive grid lines of ``cols`` cells. A grid line holds only cells (``#``, digits, and
``.``, ``_`` or ``0`` for a cell left empty) once spaces, tabs, commas, ``|``, ``;``,
brackets, quotes, backticks and ``>`` are dropped, a clue ``D\\A`` is read as ``#`` (the
grid format's filled grid, as ``kakuro solve --output grid`` prints it), and a leading
label (``Answer:``, ``**Row 3:**``) is cut; blank lines, code fences and label-only lines
neither count nor break a run; any other line (prose, working, a heading, a grid of another
width) breaks it. So a draft earlier in the text does not count when a later grid follows,
and the text before and after the grid does not matter.
"""
import re

_DROP = b" \t\r\f\v,|;[](){}'\"`>"
_CELLS = b"#0123456789._"
_LABEL = re.compile(r"[\s*_>]*[A-Za-z][\w \-]{0,30}?:[\s*_]*")
_FENCE = ("```", "~~~")
_CLUE = re.compile(r"\d*\\\d*")


def answer_region(text):
    """The part of ``text`` the grid is looked for in: the last <answer>...</answer>, if any."""
    if "<" not in text:
        return text
    low = text.lower()
    start = low.rfind("<answer>")
    if start < 0:
        return text
    end = low.find("</answer>", start)
    return text[start + 8:end if end >= 0 else len(text)]


def _row(line, longest):
    """The cells of a grid line (bytes), b"" for a line that neither counts nor breaks a run,
    None for a line that breaks one (also any line longer than ``longest``)."""
    s = line.strip()
    if not s:
        return b""
    if len(s) > longest:
        return None
    if s.startswith(_FENCE):
        return b"" if len(s) == 3 or len(s) < 40 and s[3:].isalnum() else None
    if "\\" in s:  # the grid format's filled grid (kakuro solve --output grid): a clue is not white
        s = _CLUE.sub("#", s)
    raw = s.encode("ascii", "replace")  # any other character becomes "?", never a cell
    cells = raw.translate(None, _DROP)
    if not cells.translate(None, _CELLS):
        return cells
    if b":" in raw and (s[0].isalpha() or s[0] in "*_>"):
        m = _LABEL.match(s)
        if m:
            cells = raw[m.end():].translate(None, _DROP)
            if not cells.translate(None, _CELLS):
                return cells
    return None


def find_grid(text, rows, cols):
    """The last grid of ``rows`` lines of ``cols`` cells in ``text`` (a string), as one string
    of rows x cols cell characters, or None."""
    region = answer_region(text)
    longest = 8 * cols + 80  # cells, separators and a label: a longer line is no grid row
    found = []
    end = len(region)
    while True:
        start = region.rfind("\n", 0, end) + 1
        cells = _row(region[start:end], longest)
        if cells is None or (cells and len(cells) != cols):
            found = []
        elif cells:
            found.append(cells)
            if len(found) == rows:
                return b"".join(reversed(found)).decode()
        if start == 0:
            return None
        end = start - 1
