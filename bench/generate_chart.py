#!/usr/bin/env python3
"""The chart of docs/benchmarks.md ("Generate"): median and largest seconds per puzzle
against the grid's side, log scale, from the table rows kakuro_generate_bench prints.

    build/bench/kakuro_generate_bench ... | bench/generate_chart.py > docs/images/generate-time.svg
"""
import math
import sys

rows = []
for line in sys.stdin:
    cells = [c.strip() for c in line.strip().strip("|").split("|")]
    if len(cells) < 5 or "x" not in cells[0] or not cells[0].split("x")[0].isdigit():
        continue
    if int(cells[1].split()[0]) == 0:
        continue
    rows.append((int(cells[0].split("x")[0]), float(cells[2]), float(cells[4])))  # "3 of 4" reads as 3
if not rows:
    sys.exit("generate_chart.py: no table rows on standard input")
rows.sort()

W, H, L, R, T, B = 640, 400, 70, 20, 40, 50
xs = [r[0] for r in rows]
lo = math.floor(math.log10(max(1e-5, 0.9 * min(r[1] for r in rows))))
hi = math.ceil(math.log10(max(r[2] for r in rows)))
x0, x1 = 0, max(xs)


def px(x):
    return L + (W - L - R) * (x - x0) / (x1 - x0)


def py(s):
    return T + (H - T - B) * (hi - math.log10(max(s, 10.0**lo))) / (hi - lo)


out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" font-family="sans-serif" font-size="12">',
       f'<rect width="{W}" height="{H}" fill="white"/>',
       f'<text x="{W / 2}" y="22" text-anchor="middle" font-size="14">kakuro generate: seconds per puzzle (one thread)</text>']
for e in range(lo, hi + 1):
    y = py(10.0**e)
    label = f"{10.0**e:g} s"
    out.append(f'<line x1="{L}" y1="{y:.1f}" x2="{W - R}" y2="{y:.1f}" stroke="#ddd"/>')
    out.append(f'<text x="{L - 6}" y="{y + 4:.1f}" text-anchor="end">{label}</text>')
last_label = -1e9
for x in xs:
    out.append(f'<line x1="{px(x):.1f}" y1="{H - B}" x2="{px(x):.1f}" y2="{H - B + 5}" stroke="#333"/>')
    if px(x) - last_label >= 24:  # sizes too close together keep only the first label
        out.append(f'<text x="{px(x):.1f}" y="{H - B + 18}" text-anchor="middle">{x}</text>')
        last_label = px(x)
out.append(f'<line x1="{L}" y1="{H - B}" x2="{W - R}" y2="{H - B}" stroke="#333"/>')
out.append(f'<line x1="{L}" y1="{T}" x2="{L}" y2="{H - B}" stroke="#333"/>')
out.append(f'<text x="{(L + W - R) / 2}" y="{H - 12}" text-anchor="middle">rows = columns (with the clue row and column)</text>')
for idx, colour, name in ((1, "#1f6fb4", "median"), (2, "#d0621c", "largest")):
    pts = " ".join(f"{px(r[0]):.1f},{py(r[idx]):.1f}" for r in rows)
    out.append(f'<polyline points="{pts}" fill="none" stroke="{colour}" stroke-width="2"/>')
    for r in rows:
        out.append(f'<circle cx="{px(r[0]):.1f}" cy="{py(r[idx]):.1f}" r="3" fill="{colour}"/>')
    ly = T + 8 + 18 * (idx - 1)
    out.append(f'<line x1="{L + 14}" y1="{ly}" x2="{L + 34}" y2="{ly}" stroke="{colour}" stroke-width="2"/>')
    out.append(f'<text x="{L + 40}" y="{ly + 4}">{name}</text>')
out.append("</svg>")
print("\n".join(out))
