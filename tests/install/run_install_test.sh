#!/usr/bin/env bash
# Installs the current build tree into a fresh prefix and uses it the way another program
# would (docs/architecture.md, "Using the library from another CMake project"):
#   - only the public headers (core/include, backends/include) are installed;
#   - PREFIX/bin/kakuro --version runs and prints the project() version;
#   - tests/install/consumer, a separate CMake project, finds the package with
#     find_package(kakuro) and builds examples/library_use.cpp against kakuro::backends;
#   - the program it builds proves the Nikoli example unique, with each backend built in.
#   run_install_test.sh BUILD_DIR SOURCE_DIR WORK_DIR VERSION WITH_SAT(1|0) CXX GENERATOR
set -euo pipefail
build=$1 src=$2 work=$3 version=$4 with_sat=$5 cxx=$6 generator=$7
prefix=$work/prefix
fail() { echo "install test: $*" >&2; exit 1; }

rm -rf "$work"
mkdir -p "$work"

echo "-- cmake --install $build --prefix $prefix"
cmake --install "$build" --prefix "$prefix" >"$work/install.log" || { cat "$work/install.log"; fail "cmake --install failed"; }

echo "-- installed headers are exactly the public ones"
expected=$( (cd "$src/core/include" && find . -type f -name '*.hpp'; cd "$src/backends/include" && find . -type f -name '*.hpp') | sort)
[ -d "$prefix/include" ] || fail "no $prefix/include"
actual=$(cd "$prefix/include" && find . -type f | sort)
if [ "$expected" != "$actual" ]; then
  diff <(echo "$expected") <(echo "$actual") >&2 || true
  fail "installed headers (>) differ from core/include + backends/include (<)"
fi
for private in "$src"/backends/native/*.hpp "$src"/backends/sat/*.hpp; do
  name=$(basename "$private")
  [ -z "$(find "$prefix" -name "$name")" ] || fail "backend-private header $name was installed"
done
for lib in libkakuro_core.a libkakuro_backends.a; do
  [ -n "$(find "$prefix" -name "$lib")" ] || fail "$lib was not installed"
done

echo "-- $prefix/bin/kakuro --version"
[ -x "$prefix/bin/kakuro" ] || fail "no $prefix/bin/kakuro"
got=$("$prefix/bin/kakuro" --version) || fail "kakuro --version exited with $?"
[ "$got" = "kakuro $version" ] || fail "kakuro --version printed '$got', expected 'kakuro $version'"

echo "-- consumer project: find_package(kakuro $version)"
cmake -S "$src/tests/install/consumer" -B "$work/consumer" -G "$generator" \
  -DCMAKE_CXX_COMPILER="$cxx" -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF \
  -DKAKURO_SOURCE_DIR="$src" -DKAKURO_EXPECTED_VERSION="$version" >"$work/configure.log" 2>&1 ||
  { cat "$work/configure.log"; fail "the consumer project does not configure"; }
grep -q "from $prefix/" "$work/configure.log" || { cat "$work/configure.log"; fail "kakuro was not found under $prefix"; }
cmake --build "$work/consumer" >"$work/build.log" 2>&1 || { cat "$work/build.log"; fail "the consumer project does not build"; }

puzzle=$src/examples/grid/nikoli.kakuro
run_consumer() {  # run_consumer BACKEND EXPECTED_EXIT EXPECTED_TEXT
  echo "-- library_use $puzzle $1"
  set +e
  out=$("$work/consumer/library_use" "$puzzle" "$1" 2>&1)
  code=$?
  set -e
  echo "$out"
  [ "$code" -eq "$2" ] || fail "library_use with $1 exited with $code, expected $2"
  grep -q "$3" <<<"$out" || fail "library_use with $1 did not print '$3'"
}
run_consumer native 0 '^unique ('
if [ "$with_sat" = 1 ]; then
  run_consumer sat 0 '^unique ('
else
  run_consumer sat 2 '^no backend sat'
fi
echo "install test: passed"
