#!/usr/bin/env bash
# Issue 39's figures in one sitting (docs/benchmarks.md, "Speed IV in one sitting"), one after
# another on one machine, each stage timed with the load at its end:
#   1. repair on 200 freshly generated puzzles (bench/repair_random.py): max and p99 per band;
#   2. the gate against Gecode's model (bench/peers/compare.py --gate 1.10) on janko, krazydad,
#      the small corpus files and 60 freshly generated hard puzzles (bench/peers/hard_set.py),
#      every solver on CPU 0 (--pin 0: the two CPUs of a virtual machine can differ in speed);
#   3. loose 100x100 (18-22% black), 10 new seeds, native and the portfolio with --rival sat
#      (the default), native and both, 10 s each; 3b. the same with two clues moved
#      (bench/moved_clues.py: mostly no solution);
#   4. generate 200x200 on seeds 1-10, 12 and two new random ones, one thread;
#   5. janko's 999 through one process (bench/janko_process.py).
#
#   bench/speed_sitting.sh [BUILD] [OUT]     # defaults: build, /tmp/speed-sitting
# New random seeds are printed; every set made is kept in OUT. Installs Gecode
# (scripts/bootstrap --bench) and builds BUILD with the benchmarks and the peers first.
set -uo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
build=$(cd "${1:-$top/build}" && pwd)
out=${2:-/tmp/speed-sitting}
kakuro=$build/frontends/kakuro
puzzles=$top/../shared/puzzles
mkdir -p "$out"
cd "$top" || exit 2
scripts/bootstrap --bench
cmake -S "$top" -B "$build" -DKAKURO_BUILD_BENCH=ON > /dev/null && cmake --build "$build" > /dev/null || exit 2
[ -x "$build/bench/peers/kakuro_peer_gecode" ] || { echo "no Gecode peer in $build" >&2; exit 2; }

stage_start=0
stage() {
  stage_start=$(date +%s)
  echo
  echo "== $1 ($(date -u +%H:%M:%S) UTC, at $(git rev-parse --short HEAD))"
}
stage_end() {
  echo "-- $(($(date +%s) - stage_start)) s; load $(cut -d' ' -f1-3 /proc/loadavg)"
}
new_seed() { python3 -c 'import random; print(random.SystemRandom().randrange(1, 2**31))'; }

stage "1. repair, 200 fresh puzzles"
python3 bench/repair_random.py --kakuro "$kakuro" --count 200 --timeout 30 --save "$out/repair" 2>/dev/null
stage_end

stage "2. the gate against Gecode (1.10)"
ls "$puzzles"/*.jsonl | grep -v -e janko -e krazydad | xargs cat > "$out/small.jsonl"
python3 bench/peers/hard_set.py --kakuro "$kakuro" -o "$out/hard.jsonl"
for f in "$puzzles/janko.jsonl" "$puzzles/krazydad.jsonl" "$out/small.jsonl" "$out/hard.jsonl"; do
  echo "- $(basename "$f")"
  python3 bench/peers/compare.py --build "$build" --solvers ours,gecode --gate 1.10 --rounds 3 --repeat 5 --pin 0 \
    --file "$f" 2>/dev/null | sed -n '/puzzles both answered/,$p' | grep -v '^\s*$'
done
stage_end

stage "3. loose 100x100, 10 new seeds, native and the portfolio with each --rival (-t 10)"
first=$(( $(new_seed) % 1000000 + 100000 ))
echo "seeds from $first"
tail_run() {  # LABEL [--moved-clues SEED] [-- KAKURO ARGS]
  local label=$1
  shift
  python3 bench/random_tail.py --cli "$kakuro" --sizes 100 --first "$first" --count 10 --black 0.18,0.22 \
    --timeout 10 --per-puzzle --maker "$build/bench/kakuro_make_random_set" --keep "$out/tail-$label" "$@"
}
tail_run native
for rival in sat native both; do tail_run "rival-$rival" -- -b portfolio --rival "$rival"; done
stage_end

stage "3b. the same puzzles with one across and one down clue moved by +1 (bench/moved_clues.py)"
moved=$(new_seed)
echo "moved with seed $moved"
tail_run moved-native --moved-clues "$moved"
for rival in sat native both; do tail_run "moved-rival-$rival" --moved-clues "$moved" -- -b portfolio --rival "$rival"; done
stage_end

stage "4. generate 200x200, one thread"
for s in 1 2 3 4 5 6 7 8 9 10 12 "$(new_seed)" "$(new_seed)"; do
  start=$(date +%s%N)
  "$kakuro" generate --rows 200 --cols 200 --seed "$s" -j 1 -q -t 150 > "$out/g$s.jsonl"
  code=$?
  ms=$((($(date +%s%N) - start) / 1000000))
  printf 'seed %s: %d.%d s, exit %d\n' "$s" $((ms / 1000)) $((ms % 1000 / 100)) "$code"
done
stage_end

stage "5. janko's 999 through one process"
python3 bench/janko_process.py "$kakuro" --runs 15
stage_end
