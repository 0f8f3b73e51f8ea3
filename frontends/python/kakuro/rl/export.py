"""Writing a dataset's entries to a JSON-lines file: resumable, in one process or mapped over
a Dask cluster, the same lines either way.

Each line is one entry (``json.dumps(entry, sort_keys=True)``). The indices already in the
file are skipped (a line cut short by a crash is dropped first), so running the same export
again finishes it; entries of another config in the file are an error, not a mix. The rest
are made in chunks, in index order, each chunk written as soon as it and the ones before it
are done, with a progress bar on standard error.
"""
import json
import os
import sys
import time

from .dataset import KakuroDataset, make_entry


def entry_line(config, i):
    return json.dumps(make_entry(config, i), sort_keys=True, ensure_ascii=False) + "\n"


def entry_lines(config, indices):
    """The lines of ``indices`` (a chunk: one Dask task)."""
    return [entry_line(config, i) for i in indices]


def done_indices(path, config):
    """The indices already in ``path`` (missing: none); drops a last line cut short."""
    if not os.path.exists(path):
        return set()
    done = set()
    want = {"seed": config.seed, "difficulty": _difficulty(config)}
    with open(path, "rb+") as f:
        good = 0
        for raw in f:
            if not raw.endswith(b"\n"):
                break  # a last line cut short (even if what is there parses): dropped below
            try:
                m = json.loads(raw)["metadata"]
            except (ValueError, KeyError, TypeError):
                raise ValueError(f"{path}: line {len(done) + 1} is not an entry") from None
            got = {"seed": m.get("seed"), "difficulty": m.get("difficulty")}
            if got != want:
                raise ValueError(f"{path}: holds entries of another config ({got}, this one: {want}); "
                                 "export to another file")
            done.add(m["source_index"])
            good += len(raw)
        f.truncate(good)
    return done


def _difficulty(config):
    return {"min_rows": config.min_rows, "max_rows": config.max_rows, "min_cols": config.min_cols,
            "max_cols": config.max_cols, "difficulties": list(config.difficulties), "symmetry": config.symmetry}


class Progress:
    """A one-line progress bar on a stream (a terminal's line redrawn; else a line every 10%)."""

    def __init__(self, total, stream=None, width=30):
        self.total, self.stream, self.width = total, stream or sys.stderr, width
        self.done, self.start, self.shown = 0, time.monotonic(), -1
        self.tty = hasattr(self.stream, "isatty") and self.stream.isatty()

    def add(self, n):
        self.done += n
        step = self.done * 10 // max(1, self.total)
        if not self.tty and step == self.shown and self.done < self.total:
            return
        self.shown = step
        elapsed = time.monotonic() - self.start
        rate = self.done / elapsed if elapsed > 0 else 0.0
        left = (self.total - self.done) / rate if rate > 0 else 0.0
        filled = self.width * self.done // max(1, self.total)
        bar = "#" * filled + "." * (self.width - filled)
        line = f"export: [{bar}] {self.done}/{self.total} {rate:.1f} entries/s, {left:.0f} s left"
        self.stream.write(("\r" + line) if self.tty else line + "\n")
        if self.tty and self.done >= self.total:
            self.stream.write("\n")
        self.stream.flush()


def export(config, out, client=None, chunk=20, progress=True, stream=None):
    """Writes the entries of ``config`` (a KakuroConfig) missing from ``out``; ``client``: a
    dask.distributed Client to map the chunks over (None: this process). Returns the number
    of entries written."""
    ds = KakuroDataset(config)
    config = ds.config
    todo = sorted(set(range(ds.size)) - done_indices(out, config))
    chunks = [todo[k:k + chunk] for k in range(0, len(todo), chunk)]
    bar = Progress(len(todo), stream) if progress else None
    if bar and not todo:
        bar.add(0)
    with open(out, "a", encoding="utf-8") as f:
        for lines in _results(config, chunks, client):
            f.writelines(lines)
            f.flush()
            if bar:
                bar.add(len(lines))
    return len(todo)


def _results(config, chunks, client):
    """The chunks' lines in order, computed here or on the cluster (a window of tasks ahead,
    so millions of indices do not become millions of futures at once)."""
    if client is None:
        for c in chunks:
            yield entry_lines(config, c)
        return
    window = 4 * max(1, len(client.nthreads()))
    futures = []
    for c in chunks:
        futures.append(client.submit(entry_lines, config, c, pure=False))
        if len(futures) >= window:
            yield futures.pop(0).result()
    for fut in futures:
        yield fut.result()
