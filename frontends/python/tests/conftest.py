"""Shared fixtures: the clone's top folder and the kakuro command the answers are compared with.

The tests run on the installed package (scripts/test installs it into a fresh venv); the
command is the one built beside it: KAKURO_CLI, else build/frontends/kakuro in the clone.
"""
import json
import os
import subprocess
from pathlib import Path

import pytest

TOP = Path(os.environ.get("KAKURO_TOP") or Path(__file__).resolve().parents[3])
CLI = Path(os.environ.get("KAKURO_CLI") or TOP / "build" / "frontends" / "kakuro")


def blocks(k):
    """k independent 2x2 blocks, two solutions each: 2^k solutions (as tests/limits)."""
    rows = ["", "", ""]
    for _ in range(k):
        rows[0] += "#  3\\ 3\\ "
        rows[1] += "\\3 .  .  "
        rows[2] += "\\3 .  .  "
    return "\n".join(rows) + "\n"


@pytest.fixture(autouse=True)
def environment_kept():
    """Each test leaves os.environ as it found it. A Dask LocalCluster's nanny runs in this
    process and sets its workers' pre-spawn environment in os.environ for good
    (MALLOC_TRIM_THRESHOLD_=65536, OMP_NUM_THREADS=1, ...); the processes later tests start
    would inherit it, and under that malloc setting a Ctrl-C'd count took 2.3 s to stop
    instead of 0.7 s (test_threads_interrupt.py failed after the Dask tests)."""
    saved = dict(os.environ)
    yield
    if dict(os.environ) != saved:
        os.environ.clear()
        os.environ.update(saved)


@pytest.fixture(scope="session")
def top():
    return TOP


@pytest.fixture(scope="session")
def cli():
    if not CLI.exists():
        pytest.fail(f"no kakuro command at {CLI}: build it, or set KAKURO_CLI")
    return CLI


def run_cli(*args, check_codes=(0, 1, 2, 3)):
    """The kakuro command's JSON lines for ARGS (its exit code must be one of check_codes)."""
    p = subprocess.run([str(CLI), *map(str, args)], capture_output=True, text=True, cwd=TOP)
    assert p.returncode in check_codes, p.stderr
    return [json.loads(line) for line in p.stdout.splitlines() if line.strip()], p


def without_timing(d):
    d = dict(d)
    d.pop("seconds", None)
    d.pop("correction_seconds", None)
    if isinstance(d.get("stats"), dict):
        d["stats"] = {k: v for k, v in d["stats"].items() if k != "seconds"}
    return d


def sums_hold(puzzle, solution):
    """An independent re-check of a solution, in Python from the puzzle's grid: every white
    cell holds 1..9, and every run holds distinct digits adding up to its clue."""
    grid = puzzle.grid
    rows, cols = len(grid), len(grid[0])

    def is_white(r, c):
        return 0 <= r < rows and 0 <= c < cols and (grid[r][c] == "." or grid[r][c].isdigit())

    for r in range(rows):
        for c in range(cols):
            if is_white(r, c):
                if not 1 <= solution[r][c] <= 9:
                    return False
                if grid[r][c].isdigit() and int(grid[r][c]) != solution[r][c]:
                    return False
            cell = grid[r][c]
            if "\\" not in cell:
                continue
            down, across = cell.split("\\")
            for total, (dr, dc) in ((down, (1, 0)), (across, (0, 1))):
                if not total:
                    continue
                digits, rr, cc = [], r + dr, c + dc
                while is_white(rr, cc):
                    digits.append(solution[rr][cc])
                    rr, cc = rr + dr, cc + dc
                if sum(digits) != int(total) or len(set(digits)) != len(digits):
                    return False
    return True
