#!/usr/bin/env bash
# Builds the publishable package into pkg/: one wasm module per entry
# (shogi64/codec and shogi64), each behind synchronous ESM, CommonJS,
# classic-script and workerd entries, plus web.mjs (scripts/build-js.mjs),
# types, CLI and docs. Stable Rust: `cargo build` and `wasm-opt`.
set -euo pipefail
cd "$(dirname "$0")/.."
[ "${SHOGI64_SKIP_SETUP:-}" = 1 ] || bash scripts/setup.sh

export PATH="$PWD/node_modules/.bin:$PATH"
mkdir -p build

# The modules, one per entry (scripts/modules.mjs): name and the binding's
# cargo features; each module goes to build/<name>/.
mapfile -t modules < <(node scripts/modules.mjs)

# The module as shipped: `standalone` makes a panic a bare trap and leaves
# std out (see docs/DESIGN.md). Reference types stay off so that the
# module runs on engines without them.
#
# Size against speed, measured with bench/baseline.mjs (docs/DESIGN.md,
# "Memory, panics and a stable build"): opt-level 2 with LLVM's inlining threshold at 100 makes the
# module 105,014 B gzip where opt-level 3 made it 124,057 B, with no workload
# slower; opt-level s (111,353 B) made the mate search 30% slower and the
# codec 24%, and a threshold of 50 (101,445 B) legalMoves 8%. The threshold
# for functions marked #[inline] (most of core's and alloc's small string,
# iterator and Vec functions; LLVM's default 325) at 200 makes the module
# 1,850 B gzip smaller with no workload slower; at 100 (2,950 B smaller) it
# left UTF-8 decoding out of line and kifu reading 9% slower. OPT, INLINE,
# INLINE_HINT and EXTRA_RUSTFLAGS override them, for such measurements.
export RUSTFLAGS="-Ctarget-feature=-reference-types -Cllvm-args=-inline-threshold=${INLINE:-100} -Cllvm-args=-inlinehint-threshold=${INLINE_HINT:-200} ${EXTRA_RUSTFLAGS:-}"

# wasm NAME FEATURES: one module, from cargo through wasm-opt to
# build/NAME/shogi64.wasm, build/NAME/wasm-text.js (its bytes as text,
# scripts/wasm-text.mjs) and build/NAME/shogi64.names.wasm.
wasm() {
  local name=$1 features=$2 out=build/$1
  [ "$features" = - ] && features=standalone || features="standalone,$features"
  # Function names are kept for OUT/shogi64.names.wasm, which
  # tests/node/module-symbols.mjs checks; the shipped module is that one stripped.
  CARGO_PROFILE_RELEASE_STRIP=false CARGO_PROFILE_RELEASE_OPT_LEVEL=${OPT:-2} cargo build --quiet --release --target wasm32-unknown-unknown \
    -p shogi64-wasm --features "$features" --target-dir target/wasm-release
  mkdir -p "$out"
  wasm-opt -Os --low-memory-unused -g --strip-dwarf --strip-target-features --strip-producers --enable-bulk-memory \
    --enable-nontrapping-float-to-int --enable-sign-ext --enable-mutable-globals \
    target/wasm-release/wasm32-unknown-unknown/release/shogi64_wasm.wasm -o "$out/shogi64.names.wasm"
  # A second pass on the stripped module still finds a little (docs/DESIGN.md).
  # -Os gzips 300 B smaller than -Oz (its code is a little larger, and more
  # alike). --low-memory-unused folds constant offsets into loads and stores
  # (-650 B gzip): the linker puts the stack first, so the module's lowest KB
  # is the far end of its 1 MB stack, never reached (docs/DESIGN.md).
  wasm-opt -Os --low-memory-unused --strip-debug --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
    --enable-mutable-globals "$out/shogi64.names.wasm" -o "$out/shogi64.wasm"
  node scripts/strip-exports.mjs "$out/shogi64.wasm" >/dev/null
  node scripts/wasm-text.mjs "$out/shogi64.wasm" "$out/wasm-text.js"
  echo "build: $name module $(wc -c <"$out/shogi64.wasm") B, $(gzip -9c "$out/shogi64.wasm" | wc -c) B gzip"
}
# SHOGI64_WASM_ONLY="name features": that one module alone, into build/name
# (scripts/size-shares.sh measures parts of the toolkit so).
if [ -n "${SHOGI64_WASM_ONLY:-}" ]; then
  # shellcheck disable=SC2086
  wasm $SHOGI64_WASM_ONLY
  exit 0
fi
for module in "${modules[@]}"; do
  # shellcheck disable=SC2086
  wasm $module
done

rm -rf pkg
mkdir -p pkg
node scripts/build-js.mjs
node scripts/assemble-pkg.mjs
echo "build: pkg/ ready ($(node -p 'require("./pkg/package.json").version'))"
