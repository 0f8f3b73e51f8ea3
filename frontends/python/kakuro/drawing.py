"""How results draw themselves in a notebook: the command's SVG picture of the puzzle
(Puzzle.to_svg, views/svg.cpp) with cells marked on top, and HTML tables of steps."""
import html

# views/svg.cpp's geometry: 40-pixel cells, a 10-pixel margin, a 24-pixel title line.
_CELL = 40
_MARGIN = 10
_TITLE = 24

MARK_COLOURS = {"differ": "#e8590c", "step": "#1c7ed6", "place": "#2f9e44", "changed": "#e8590c",
                "wrong": "#e03131"}


def svg(puzzle, solution=None, title="", marks=()):
    """The puzzle's SVG with `solution`'s digits and `marks`: (kind, [(row, col), ...]) pairs
    drawn as translucent squares over those cells (kinds: MARK_COLOURS)."""
    doc = puzzle.to_svg(solution=solution, title=title)
    top = _MARGIN + (_TITLE if title else 0)
    shapes = []
    for kind, cells in marks:
        colour = MARK_COLOURS[kind]
        for r, c in cells:
            shapes.append(f"<rect x='{_MARGIN + c * _CELL}' y='{top + r * _CELL}' width='{_CELL}' "
                          f"height='{_CELL}' fill='{colour}' fill-opacity='0.3' stroke='{colour}' "
                          f"stroke-width='2' class='mark-{kind}'/>")
    if not shapes:
        return doc
    end = doc.rindex("</svg>")
    return doc[:end] + "\n".join(shapes) + "\n" + doc[end:]


def table(header, rows):
    """An HTML table (every cell escaped)."""
    head = "".join(f"<th>{html.escape(str(h))}</th>" for h in header)
    body = "".join("<tr>" + "".join(f"<td>{html.escape(str(v))}</td>" for v in row) + "</tr>" for row in rows)
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"
