#!/usr/bin/env bash
# The installed package in the other JavaScript runtimes (scripts/test-runtimes.sh DIR):
# Bun and Deno, from their npm packages (dev dependencies), and Node 18, the
# oldest Node the package supports, from the npm package `node@18` installed
# into build/node18/ (its own project: its `node` binary must not shadow the
# workspace's), each running
# tests/runtimes/check.mjs: every vector line and a few SFEN/JKF calls through
# `import` and `require` of shogi64 and shogi64/codec, with no permission flag.
# Fails when a runtime does not start, a check fails, or a runtime checked no line.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -n "${1:-}" ] && [ -f "$1/package.json" ] || { echo "usage: $0 INSTALLED_PACKAGE_DIR" >&2; exit 2; }
pkg=$(cd "$1" && pwd)
root=$PWD

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/node_modules"
cp -R "$pkg" "$work/node_modules/shogi64"
printf '{"name": "runtime-check", "private": true, "type": "module", "dependencies": {"shogi64": "*"}}\n' >"$work/package.json"
cp tests/runtimes/check.mjs "$work/"
node --input-type=module -e '
import { writeFileSync } from "node:fs";
import { jsonl } from "./tests/support.mjs";
const v = Object.fromEntries(["encode", "decode", "bits"].map((n) => [n, jsonl(`tests/vectors/${n}.jsonl`)]));
writeFileSync(process.argv[1], `export default ${JSON.stringify(v)};\n`);
console.log(`runtimes: ${v.encode.length} + ${v.decode.length} + ${v.bits.length} vector lines`);
' "$work/vectors.mjs"

runtimes=0
# run NAME ENTRIES COMMAND...: runs check.mjs, and demands ENTRIES lines of
# `N passed, 0 failed` with N > 0 (import of shogi64 twice and of the codec,
# require of both).
run() {
  local name=$1 want=$2
  shift 2
  local out
  if ! out=$(cd "$work" && "$@" check.mjs 2>&1); then
    printf '%s\n' "$out"
    echo "runtimes: FAILED: $name" >&2
    exit 1
  fi
  printf '%s\n' "$out"
  local entries
  entries=$(grep -c ': [1-9][0-9]* passed, 0 failed$' <<<"$out" || true)
  if [ "$entries" -ne "$want" ]; then
    echo "runtimes: FAILED: $name checked $entries entries" >&2
    exit 1
  fi
  runtimes=$((runtimes + 1))
}

run bun 5 "$root/node_modules/.bin/bun" run
run deno 5 env DENO_NO_UPDATE_CHECK=1 DENO_DIR="$work/.deno" "$root/node_modules/.bin/deno" run --no-config --node-modules-dir=manual
node18="$root/build/node18/node_modules/node/bin/node"
if [ ! -x "$node18" ]; then
  echo "runtimes: installing node@18 into build/node18/"
  mkdir -p build/node18
  printf '{"name": "node18", "private": true}\n' >build/node18/package.json
  (cd build/node18 && npm install --silent --no-audit --no-fund --no-save node@18 >/dev/null)
fi
run "node 18" 5 "$node18"
echo "runtimes: $runtimes runtimes passed (bun, deno, node 18), 0 failed"
