#!/usr/bin/env bash
# scripts/kakuro runs build/frontends/kakuro directly when it is up to date, and goes
# through scripts/bootstrap (package checks, configure, build) only when it is missing or a
# file it is built from changed. Checked on a copy of both scripts in a scratch tree with a
# stand-in binary, and with dpkg-query, cmake, apt-get and sudo replaced by shims on PATH
# that log their calls: an up-to-date call must log nothing.
#   test_scripts_kakuro.sh SOURCE_DIR WORK_DIR
set -euo pipefail
src=$1 work=$2
tree=$work/tree shims=$work/shims log=$work/calls.log
fail() { echo "scripts/kakuro test: $*" >&2; exit 1; }

rm -rf "$work"
mkdir -p "$tree/scripts" "$tree/build/frontends" "$shims"
cp "$src/scripts/kakuro" "$src/scripts/bootstrap" "$tree/scripts/"
: >"$tree/build/build.ninja"  # configured already: bootstrap only runs cmake --build

# Shims. cmake --build (re)creates the stand-in binary when it is missing, as a build would,
# and fails when SHIM_CMAKE_FAILS is set; dpkg-query says every package is installed.
cat >"$shims/dpkg-query" <<EOF
#!/bin/sh
echo "dpkg-query \$*" >>"$log"
echo "install ok installed"
EOF
cat >"$shims/cmake" <<EOF
#!/bin/sh
echo "cmake \$*" >>"$log"
[ -z "\${SHIM_CMAKE_FAILS:-}" ] || exit 1
if [ "\$1" = --build ] && [ ! -e "\$2/frontends/kakuro" ]; then
  printf '#!/bin/sh\necho "built kakuro \$*"\n' >"\$2/frontends/kakuro"
  chmod +x "\$2/frontends/kakuro"
fi
EOF
for cmd in apt-get sudo; do
  printf '#!/bin/sh\necho "%s $*" >>"%s"\nexit 1\n' "$cmd" "$log" >"$shims/$cmd"
done
chmod +x "$shims"/*
export PATH="$shims:$PATH"

# Sources two hours old, the binary one hour old.
sources=(CMakeLists.txt cmake/kakuroConfig.cmake.in cmake/helpers.cmake core/CMakeLists.txt
         core/src/model/puzzle.cpp core/include/kakuro/puzzle.hpp backends/native/engine.hpp
         backends/sat/cnf.cpp frontends/cli/main.cpp)
others=(docs/cli.md tests/cli/test_cli.cpp tests/CMakeLists.txt README.md)
for f in "${sources[@]}" "${others[@]}"; do
  mkdir -p "$(dirname "$tree/$f")"
  : >"$tree/$f"
  touch -d '2 hours ago' "$tree/$f"
done
printf '#!/bin/sh\necho "built kakuro $*"\n' >"$tree/build/frontends/kakuro"
chmod +x "$tree/build/frontends/kakuro"
touch -d '1 hour ago' "$tree/build/frontends/kakuro"

# expect_run WHAT BOOTSTRAP(yes|no): runs scripts/kakuro --version and checks that the
# binary ran, and whether bootstrap's package checks and build ran.
expect_run() {
  : >"$log"
  out=$("$tree/scripts/kakuro" --version 2>&1) || fail "$1: exited with $?: $out"
  [ "$out" = "built kakuro --version" ] || fail "$1: printed '$out', not the binary's output"
  if [ "$2" = no ]; then
    [ ! -s "$log" ] || fail "$1: expected the binary to run directly, but bootstrap ran: $(cat "$log")"
  else
    grep -q '^dpkg-query' "$log" || fail "$1: expected bootstrap's package checks, log: $(cat "$log")"
    grep -q '^cmake --build' "$log" || fail "$1: expected bootstrap's build, log: $(cat "$log")"
  fi
  echo "ok: $1 (bootstrap: $2)"
}

expect_run "binary newer than every source" no
for f in "${others[@]}"; do
  touch "$tree/$f"
  expect_run "$f changed (not built into the binary)" no
done
for f in "${sources[@]}"; do
  touch "$tree/$f"
  expect_run "$f changed" yes
  # The build found nothing to relink here (the shim never touches an existing binary),
  # and that must not send every later call through bootstrap.
  expect_run "$f: after the build" no
done

touch "$tree/core/src/model/puzzle.cpp"
: >"$log"
if SHIM_CMAKE_FAILS=1 "$tree/scripts/kakuro" --version >/dev/null 2>&1; then
  fail "a failed build: scripts/kakuro exited 0"
fi
expect_run "after a failed build" yes

rm "$tree/build/frontends/kakuro"
expect_run "binary missing" yes
expect_run "binary built" no
echo "scripts/kakuro test: passed"
