"""python -m kakuro.rl export: JSON lines, a progress bar on stderr, resumable, and the same
file from a Dask LocalCluster of 2 workers as from one process."""
import json
import os
import subprocess
import sys

import distributed
import pytest

from kakuro.rl import KakuroConfig, KakuroDataset, export

CONFIG = dict(seed=21, min_rows=6, max_rows=8, min_cols=6, max_cols=8)


def run(*args):
    return subprocess.run([sys.executable, "-m", "kakuro.rl", *map(str, args)], capture_output=True, text=True,
                          env=dict(os.environ))


def test_export_command_writes_entries_and_resumes(tmp_path):
    out = tmp_path / "k.jsonl"
    p = run("export", "--size", 6, "--out", out, "--seed", 21, "--min-rows", 6, "--max-rows", 8, "--min-cols", 6,
            "--max-cols", 8, "--difficulties", "easy,medium,hard")
    assert p.returncode == 0, p.stderr
    assert "export: [" in p.stderr and "6/6" in p.stderr and p.stdout == ""
    full = out.read_text()
    ds = KakuroDataset(KakuroConfig(size=6, **CONFIG))
    assert [json.loads(line) for line in full.splitlines()] == list(ds)
    # Cut after three entries and half a line, as a crash would: the rerun finishes the same file.
    lines = full.splitlines(keepends=True)
    out.write_text("".join(lines[:3]) + lines[3][:40])
    p = run("export", "--size", 6, "--out", out, "--seed", 21, "--min-rows", 6, "--max-rows", 8, "--min-cols", 6,
            "--max-cols", 8)
    assert p.returncode == 0, p.stderr
    assert "3 entries written" in p.stderr and "3 were there" in p.stderr
    assert out.read_text() == full
    # A last line cut just before its newline is dropped too, not glued to the next.
    out.write_text("".join(lines[:4]) + lines[4].rstrip("\n"))
    assert export(KakuroConfig(size=6, **CONFIG), str(out), progress=False) == 2
    assert out.read_text() == full
    # Nothing left to do; a bigger size adds only the new indices.
    assert run("export", "--size", 6, "--out", out, "--seed", 21, "--min-rows", 6, "--max-rows", 8, "--min-cols", 6,
               "--max-cols", 8, "-q").returncode == 0
    assert out.read_text() == full
    export(KakuroConfig(size=8, **CONFIG), str(out), progress=False)
    assert out.read_text().splitlines()[:6] == full.splitlines()
    assert len(out.read_text().splitlines()) == 8


def test_export_refuses_another_configs_file_and_bad_options(tmp_path):
    out = tmp_path / "k.jsonl"
    export(KakuroConfig(size=2, **CONFIG), str(out), progress=False)
    p = run("export", "--size", 2, "--out", out, "--seed", 22, "--min-rows", 6, "--max-rows", 8, "--min-cols", 6,
            "--max-cols", 8)
    assert p.returncode == 2 and "another config" in p.stderr
    p = run("export", "--size", 2, "--out", tmp_path / "x.jsonl", "--difficulties", "easy,insane")
    assert p.returncode == 2 and "unknown level 'insane'" in p.stderr
    p = run("export", "--size", -1, "--out", tmp_path / "x.jsonl")
    assert p.returncode == 2 and "size" in p.stderr


def test_dask_local_cluster_writes_the_same_file(tmp_path):
    config = KakuroConfig(size=40, **CONFIG)
    alone, mapped = tmp_path / "alone.jsonl", tmp_path / "dask.jsonl"
    export(config, str(alone), progress=False, chunk=5)
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster, distributed.Client(cluster) as client:
        assert len(client.nthreads()) == 2
        assert export(config, str(mapped), client=client, progress=False, chunk=3) == 40
        pids = set(client.run(os.getpid).values())
    assert len(pids) == 2 and os.getpid() not in pids
    assert mapped.read_text() == alone.read_text()


@pytest.mark.parametrize("size", [0, 1])
def test_export_of_small_sizes(tmp_path, size):
    out = tmp_path / "k.jsonl"
    assert export(KakuroConfig(size=size, **CONFIG), str(out), progress=False) == size
    assert len(out.read_text().splitlines()) == size
