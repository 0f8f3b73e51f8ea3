"""Scale-out: kakuro.solve mapped over a collection on a Dask LocalCluster of 2 worker
processes gives the kakuro command's results for the same records."""
import distributed

import kakuro
from conftest import TOP, run_cli, without_timing


def solve_one(p):
    return kakuro.solve(p, unique=True).to_dict()


def test_dask_local_cluster_matches_the_cli():
    path = TOP / "tests/data/corpus_sample.jsonl"
    puzzles = kakuro.read(str(path))
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster, distributed.Client(cluster) as client:
        futures = client.map(solve_one, puzzles)
        results = client.gather(futures)
        workers = client.run(lambda: 1)
    assert len(workers) == 2
    lines, _ = run_cli("unique", "--json", path)
    assert results == [without_timing(j) for j in lines]
