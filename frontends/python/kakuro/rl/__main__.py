"""python -m kakuro.rl export --size N --out FILE.jsonl [config options] [--workers K | --scheduler ADDR]

Writes entries 0..N-1 of the config to FILE as JSON lines, skipping those already there, with
a progress bar on standard error; --workers K maps them over a Dask LocalCluster of K worker
processes, --scheduler over a running cluster. Exit 0 done, 2 a bad option or file.
"""
import argparse
import sys

from .config import LEVELS, SYMMETRIES, KakuroConfig
from .export import export


def parser():
    p = argparse.ArgumentParser(prog="python -m kakuro.rl", description="Kakuro reasoning datasets.")
    sub = p.add_subparsers(dest="command", required=True)
    e = sub.add_parser("export", help="write a dataset's entries to a JSON-lines file (resumable)")
    d = KakuroConfig()
    e.add_argument("--size", type=int, required=True, help="number of entries (indices 0..N-1)")
    e.add_argument("--out", required=True, help="the JSON-lines file (entries already in it are skipped)")
    e.add_argument("--seed", type=int, default=d.seed, help=f"the dataset's seed (default {d.seed})")
    for name in ("min_rows", "max_rows", "min_cols", "max_cols"):
        e.add_argument("--" + name.replace("_", "-"), type=int, default=getattr(d, name),
                       help=f"counting the clue row and column (default {getattr(d, name)})")
    e.add_argument("--difficulties", default=",".join(d.difficulties),
                   help=f"comma-separated levels among {', '.join(LEVELS)} (default {','.join(d.difficulties)})")
    e.add_argument("--symmetry", default=d.symmetry, choices=SYMMETRIES)
    e.add_argument("--chunk", type=int, default=20, help="entries per task (default 20)")
    e.add_argument("--workers", type=int, default=0, help="a Dask LocalCluster of this many worker processes")
    e.add_argument("--scheduler", help="the address of a running Dask scheduler")
    e.add_argument("-q", "--quiet", action="store_true", help="no progress bar")
    return p


def main(argv=None):
    a = parser().parse_args(argv)
    config = KakuroConfig(seed=a.seed, size=a.size, min_rows=a.min_rows, max_rows=a.max_rows,
                          min_cols=a.min_cols, max_cols=a.max_cols,
                          difficulties=tuple(x.strip() for x in a.difficulties.split(",") if x.strip()),
                          symmetry=a.symmetry)
    try:
        config.validate()
        if a.chunk < 1:
            raise ValueError(f"--chunk {a.chunk} is not a positive number of entries")
        if a.workers or a.scheduler:
            from distributed import Client, LocalCluster

            if a.scheduler:
                with Client(a.scheduler) as client:
                    n = export(config, a.out, client=client, chunk=a.chunk, progress=not a.quiet)
            else:
                with LocalCluster(n_workers=a.workers, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster, Client(cluster) as client:
                    n = export(config, a.out, client=client, chunk=a.chunk, progress=not a.quiet)
        else:
            n = export(config, a.out, chunk=a.chunk, progress=not a.quiet)
    except (ValueError, OSError) as err:
        print(f"python -m kakuro.rl: error: {err}", file=sys.stderr)
        return 2
    if not a.quiet:
        print(f"export: {n} entries written to {a.out} ({a.size - n} were there)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
