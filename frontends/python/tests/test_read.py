"""kakuro.read: a str or os.PathLike; the OS's error for a file that is missing or cannot be
read; errors="raise" | "skip" | "collect" on a file with bad records, reported as the command
reports them."""
import os
import pathlib
import subprocess

import pytest

import kakuro
from conftest import CLI, TOP

NIKOLI = TOP / "examples/grid/nikoli.kakuro"


@pytest.fixture
def mixed(tmp_path):
    """Four records: good, bad JSON, good, an unknown cell token (as tests/data/invalid)."""
    good = kakuro.read(NIKOLI)[0].to_string("jsonl").strip()
    path = tmp_path / "mixed.jsonl"
    path.write_text(good + "\n"
                    + '{"id": "bad", oops\n'
                    + good.replace("gecode-nikoli-0", "second") + "\n"
                    + '{"id":"x","rows":2,"cols":2,"grid":[["#","#"],["#","Q"]]}\n')
    return path


def test_a_path_reads_as_its_text():
    by_path = kakuro.read(pathlib.Path(NIKOLI))
    by_str = kakuro.read(str(NIKOLI))

    class Named(os.PathLike):
        def __fspath__(self):
            return str(NIKOLI)

    assert by_path == by_str == kakuro.read(Named())
    assert by_path[0].file == str(NIKOLI)


def test_a_missing_file_is_file_not_found(tmp_path):
    with pytest.raises(FileNotFoundError) as e:
        kakuro.read(tmp_path / "nothing.kakuro")
    assert e.value.filename == str(tmp_path / "nothing.kakuro")
    assert not isinstance(e.value, kakuro.ParseError)


def test_a_folder_or_an_unreadable_file_is_an_os_error(tmp_path):
    with pytest.raises(OSError):
        kakuro.read(tmp_path)
    locked = tmp_path / "locked.kakuro"
    locked.write_text(NIKOLI.read_text())
    locked.chmod(0)
    if os.access(locked, os.R_OK):  # root reads it anyway
        pytest.skip("running as root: a file without read permission still reads")
    with pytest.raises(PermissionError):
        kakuro.read(locked)


def test_errors_raise_names_every_bad_record(mixed):
    with pytest.raises(kakuro.ParseError) as e:
        kakuro.read(mixed)
    assert (e.value.line, e.value.column) == (2, 15)
    assert str(e.value).count("error:") == 2


def test_errors_skip_keeps_the_records_that_read(mixed):
    puzzles = kakuro.read(mixed, errors="skip")
    assert [p.id for p in puzzles] == ["gecode-nikoli-0", "second"]
    assert puzzles[0].grid == kakuro.read(NIKOLI)[0].grid


def test_errors_collect_gives_the_puzzles_and_located_errors_as_the_command_reports_them(mixed):
    puzzles, problems = kakuro.read(mixed, errors="collect")
    assert [p.id for p in puzzles] == ["gecode-nikoli-0", "second"]
    assert [(e.file, e.line, e.column) for e in problems] == [(str(mixed), 2, 15), (str(mixed), 4, 52)]
    assert all(isinstance(e, kakuro.ParseError) for e in problems)
    # The command goes on past both bad records and prints the same lines on standard error.
    run = subprocess.run([str(CLI), "solve", str(mixed)], capture_output=True, text=True)
    assert run.returncode == 2
    errors = [line for line in run.stderr.splitlines() if ": error: " in line]
    assert [str(e) for e in problems] == errors
    # And solves the two that read: the same as solving the skipped-to puzzles here.
    assert "2 invalid, 2 solved" in run.stderr
    assert all(kakuro.solve(p).status == "solved" for p in puzzles)


def test_a_good_file_is_the_same_in_every_mode():
    plain = kakuro.read(NIKOLI)
    assert kakuro.read(NIKOLI, errors="skip") == plain
    assert kakuro.read(NIKOLI, errors="collect") == (plain, [])
