"""The GIL is released while the engine runs; Ctrl-C stops a long call."""
import os
import signal
import subprocess
import sys
import textwrap
import threading
import time

import kakuro
from conftest import TOP, blocks

# Several solutions; the native backend without its window equations (region_windows=0),
# without dynamic decomposition (decompose="off") and choosing by MRV (var_order="mrv")
# finds none in 10 s
# (tests/data/hard/README.md).
SLOW = TOP / "tests/data/hard/native-slow-15x15.kakuro"


def finish(proc, timeout=20):
    """The child's output once it ends; killed when it has not ended in `timeout` seconds
    (a failed test must not leave it running), and then the test fails."""
    try:
        return proc.communicate(timeout=timeout)[0]
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.communicate()
        raise


def test_threads_solve_at_the_same_time():
    # Two threads, each in a call that only a limit ends: with the GIL held they would run
    # one after the other (twice the time of one); released, they overlap. Without the
    # window equations (and decomposition) native finds no solution of SLOW in 10 s (tests/data/hard/README.md).
    p = kakuro.read(str(SLOW))[0]
    results = []

    def work():
        results.append(kakuro.solve(p, timeout=0.5, region_windows=0, decompose="off", var_order="mrv"))

    start = time.monotonic()
    threads = [threading.Thread(target=work) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    elapsed = time.monotonic() - start
    assert [r.status for r in results] == ["timeout", "timeout"]
    assert elapsed < 0.9, elapsed


def test_keyboard_interrupt_stops_a_long_solve():
    script = textwrap.dedent(f"""
        import sys, time, kakuro
        p = kakuro.Puzzle.parse({blocks(40)!r})
        print("ready", flush=True)
        start = time.monotonic()
        try:
            kakuro.count(p, limit=100_000_000)
        except KeyboardInterrupt:
            print("interrupted %.3f" % (time.monotonic() - start), flush=True)
            sys.exit(0)
        print("finished", flush=True)
    """)
    # SIGINT as in a terminal: a test run started in the background by a shell hands it down
    # ignored, and then Python installs no handler (the last test of this file).
    proc = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    assert proc.stdout.readline().strip() == "ready"
    time.sleep(0.5)
    sent = time.monotonic()
    proc.send_signal(signal.SIGINT)
    out = finish(proc)
    waited = time.monotonic() - sent
    assert proc.returncode == 0 and out.startswith("interrupted"), out
    assert waited < 2.0, waited


def test_a_handler_of_its_own_is_called_and_the_result_kept():
    script = textwrap.dedent(f"""
        import signal, kakuro
        seen = []
        signal.signal(signal.SIGINT, lambda *a: seen.append(1))
        p = kakuro.read({str(SLOW)!r})[0]
        print("ready", flush=True)
        r = kakuro.solve(p, region_windows=0, decompose="off", var_order="mrv")
        print(r.status, len(seen), flush=True)
    """)
    proc = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
    assert proc.stdout.readline().strip() == "ready"
    time.sleep(0.5)
    proc.send_signal(signal.SIGINT)
    out = finish(proc)
    assert out.split() == ["timeout", "1"], out


def test_a_process_that_ignores_sigint_keeps_ignoring_it():
    # As a shell's background job: SIGINT is ignored, and a call is not stopped by it.
    script = textwrap.dedent(f"""
        import kakuro
        p = kakuro.read({str(SLOW)!r})[0]
        print("ready", flush=True)
        print(kakuro.solve(p, timeout=1.5, region_windows=0, decompose="off", var_order="mrv").status, flush=True)
    """)
    proc = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_IGN))
    assert proc.stdout.readline().strip() == "ready"
    time.sleep(0.3)
    proc.send_signal(signal.SIGINT)
    out = finish(proc)
    assert proc.returncode == 0 and out.split() == ["timeout"], out
