"""The package's types hold for a user's script: typed_sample.py passes `mypy --strict`
(Debian's python3-mypy; skipped only where mypy is not installed)."""
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent


def test_a_sample_script_passes_mypy_strict(tmp_path):
    pytest.importorskip("mypy")
    run = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--no-incremental", "--cache-dir", str(tmp_path),
                          str(HERE / "typed_sample.py")], capture_output=True, text=True, cwd=tmp_path)
    assert run.returncode == 0, run.stdout + run.stderr


def test_mypy_sees_a_wrong_type(tmp_path):
    # The check can fail: a status compared as a number and a unique used as a str are errors.
    pytest.importorskip("mypy")
    bad = tmp_path / "bad.py"
    bad.write_text("import kakuro\n"
                   "r = kakuro.solve('x')\n"
                   "n: int = r.status\n"
                   "s: str = r.unique\n"
                   "kakuro.count('x', keep_solutions='no')\n")
    run = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--no-incremental", "--cache-dir", str(tmp_path),
                          str(bad)], capture_output=True, text=True, cwd=tmp_path)
    assert run.returncode == 1
    assert run.stdout.count("error:") == 3, run.stdout
