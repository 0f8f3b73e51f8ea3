#!/usr/bin/env bash
# Installs the current build tree into a fresh prefix and uses it the way another program
# would (docs/architecture.md, "Using the library from another CMake project"):
#   - MODE install: cmake --install into WORK_DIR/prefix; MODE deb: the Debian package that
#     cpack -G DEB makes of the build tree (its name, version, maintainer and dependencies
#     checked), unpacked with dpkg -x into WORK_DIR/root, PREFIX being WORK_DIR/root/usr;
#   - only the public headers (core/include, backends/include) are installed;
#   - PREFIX/bin/kakuro --version runs and prints the project() version;
#   - the man page (gzipped) and the completion scripts are what that kakuro writes;
#   - share/doc/kakuro holds the copyright file and every document the man page's SEE ALSO
#     names (and SEE ALSO names no path of the source tree);
#   - tests/install/consumer, a separate CMake project, finds the package with
#     find_package(kakuro) and builds examples/library_use.cpp against kakuro::backends;
#   - the program it builds proves the Nikoli example unique, with each backend built in.
#   run_install_test.sh BUILD_DIR SOURCE_DIR WORK_DIR VERSION WITH_SAT(1|0) CXX GENERATOR [MODE]
set -euo pipefail
build=$1 src=$2 work=$3 version=$4 with_sat=$5 cxx=$6 generator=$7 mode=${8:-install}
fail() { echo "install test: $*" >&2; exit 1; }

rm -rf "$work"
mkdir -p "$work"

if [ "$mode" = deb ]; then
  echo "-- cpack -G DEB in $build"
  (cd "$build" && cpack -G DEB -B "$work/cpack") >"$work/cpack.log" 2>&1 || { cat "$work/cpack.log"; fail "cpack -G DEB failed"; }
  deb=$work/cpack/kakuro_${version}_$(dpkg --print-architecture).deb
  [ -f "$deb" ] || { ls "$work/cpack" >&2; fail "no $deb"; }
  dpkg-deb --info "$deb"
  field() { dpkg-deb --field "$deb" "$1"; }
  [ "$(field Package)" = kakuro ] || fail "Package: '$(field Package)', expected kakuro"
  [ "$(field Version)" = "$version" ] || fail "Version: '$(field Version)', expected $version"
  [[ "$(field Maintainer)" == *"<"*"@"*">" ]] || fail "Maintainer: '$(field Maintainer)', expected NAME <EMAIL>"
  [ -n "$(field Description)" ] || fail "no Description"
  depends=$(field Depends)
  [[ "$depends" == *libc6* && "$depends" == *libstdc++6* ]] || fail "Depends: '$depends' lacks libc6 or libstdc++6"
  if [ "$with_sat" = 1 ]; then
    [[ "$depends" == *libcryptominisat5* ]] || fail "Depends: '$depends' lacks libcryptominisat5"
  else
    [[ "$depends" != *cryptominisat* ]] || fail "Depends: '$depends' names CryptoMiniSat, which is not built in"
  fi
  [[ "$(field Recommends)" == *libcairo2* ]] || fail "Recommends: '$(field Recommends)' lacks libcairo2 (render --pdf)"
  echo "-- dpkg -x $deb $work/root"
  dpkg -x "$deb" "$work/root"
  prefix=$work/root/usr
else
  prefix=$work/prefix
  echo "-- cmake --install $build --prefix $prefix"
  cmake --install "$build" --prefix "$prefix" >"$work/install.log" || { cat "$work/install.log"; fail "cmake --install failed"; }
fi

echo "-- installed headers are exactly the public ones"
expected=$( (cd "$src/core/include" && find . -type f -name '*.hpp'; cd "$src/backends/include" && find . -type f -name '*.hpp') | sort)
[ -d "$prefix/include" ] || fail "no $prefix/include"
actual=$(cd "$prefix/include" && find . -type f | sort)
if [ "$expected" != "$actual" ]; then
  diff <(echo "$expected") <(echo "$actual") >&2 || true
  fail "installed headers (>) differ from core/include + backends/include (<)"
fi
for private in "$src"/backends/native/*.hpp "$src"/backends/sat/*.hpp "$src"/backends/kit/*.hpp; do
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

echo "-- the man page and the completion scripts, as $prefix/bin/kakuro writes them"
expect_written() {  # expect_written FILE KAKURO_ARGS...
  [ -f "$prefix/$1" ] || fail "no $prefix/$1"
  cmp -s "$prefix/$1" <("$prefix/bin/kakuro" "${@:2}") || fail "$prefix/$1 differs from kakuro ${*:2}"
}
[ ! -e "$prefix/share/man/man1/kakuro.1" ] || fail "share/man/man1/kakuro.1 is installed uncompressed"
gzip -t "$prefix/share/man/man1/kakuro.1.gz" || fail "share/man/man1/kakuro.1.gz is not gzip"
cmp -s <(gzip -dc "$prefix/share/man/man1/kakuro.1.gz") <("$prefix/bin/kakuro" man) ||
  fail "share/man/man1/kakuro.1.gz differs from kakuro man"
expect_written share/bash-completion/completions/kakuro completion bash
expect_written share/zsh/vendor-completions/_kakuro completion zsh
expect_written share/fish/vendor_completions.d/kakuro.fish completion fish

echo "-- the copyright file, and every document the man page's SEE ALSO names"
[ -s "$prefix/share/doc/kakuro/copyright" ] || fail "no $prefix/share/doc/kakuro/copyright"
see_also=$("$prefix/bin/kakuro" man | sed -n '/^\.SH SEE ALSO/,/^\.SH/p')
docs=$(grep -o '[A-Za-z0-9_./-]*\.md' <<<"$see_also" || true)
[ -n "$docs" ] || fail "SEE ALSO names no document: $see_also"
for doc in $docs; do
  [[ "$doc" != */* ]] || fail "SEE ALSO names $doc, a path of the source tree"
  [ -f "$prefix/share/doc/kakuro/$doc" ] || fail "SEE ALSO names $doc, which is not in $prefix/share/doc/kakuro"
done

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
