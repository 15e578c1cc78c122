#!/usr/bin/env bash
# The benchmark report (`npm run bench`): builds pkg/ when it is missing or
# older than its sources, then runs bench/run.mjs, which times the package in
# fresh Node processes (pairs interleaved batch by batch, min/median/max over
# the processes) and prints one report, also written into docs/BENCHMARKS.md.
# Exits non-zero only when a result is wrong; timings are reported, never enforced.
#
# BENCH_NO_BUILD=1 benchmarks pkg/ as it is. See bench/run.mjs for the other
# BENCH_* settings (BENCH_PROCESSES, BENCH_SHOGI64JS, BENCH_NATIVE, …).
set -euo pipefail
cd "$(dirname "$0")/.."

artifacts=(pkg/shogi64.mjs pkg/shogi64.cjs pkg/shogi64.js pkg/codec.mjs pkg/codec.cjs pkg/codec.js)
sources=(src wasm/src js Cargo.toml Cargo.lock scripts/build.sh scripts/build-js.mjs scripts/assemble-pkg.mjs pkg-template)

stale() {
  local oldest="" f
  for f in "${artifacts[@]}"; do
    [ -f "$f" ] || { echo "$f is missing"; return 0; }
    if [ -z "$oldest" ] || [ "$f" -ot "$oldest" ]; then oldest=$f; fi
  done
  local newer
  newer=$(find "${sources[@]}" -type f -newer "$oldest" 2>/dev/null | head -n 1)
  [ -n "$newer" ] && { echo "$newer is newer than $oldest"; return 0; }
  return 1
}

if [ "${BENCH_NO_BUILD:-}" != 1 ] && reason=$(stale); then
  echo "bench: building pkg/ ($reason)" >&2
  SHOGI64_SKIP_SETUP=1 bash scripts/build.sh >&2
fi

# The baseline: 22ee568, the last version with one module per layer, built
# once from its own sources (git archive) into build/baseline/pkg, which
# bench/baseline.mjs times against pkg/ in one process.
baseline=build/baseline
if [ ! -f "$baseline/pkg/shogi64.cjs" ]; then
  echo "bench: building the baseline 22ee568 into $baseline/pkg (once)" >&2
  rm -rf "$baseline"
  mkdir -p "$baseline/src"
  git archive 22ee568 | tar -x -C "$baseline/src"
  ln -s "$PWD/node_modules" "$baseline/src/node_modules"
  (cd "$baseline/src" && SHOGI64_SKIP_SETUP=1 bash scripts/build.sh >&2)
  cp -r "$baseline/src/pkg" "$baseline/pkg"
fi

# The report goes to stdout and, once every bench has finished without a
# wrong result, into docs/BENCHMARKS.md ("Last run"; scripts/bench-report.mjs).
# BENCH_NO_DOC=1 leaves the file alone.
mkdir -p build
output=build/bench-output.txt
{
  node bench/run.mjs
  node bench/baseline.mjs
  node bench/rules.mjs
  node bench/notation.mjs
  node bench/kifu.mjs
  node bench/record.mjs
  node bench/picture.mjs
  node --expose-gc bench/mate.mjs
} | tee "$output"
if [ "${BENCH_NO_DOC:-}" != 1 ]; then
  node scripts/bench-report.mjs "$output"
fi
