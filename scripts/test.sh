#!/usr/bin/env bash
# Runs every test: installs what is missing, builds, then Rust (native and
# wasm, in Node and in Chromium), the packed package in Node, and the browser;
# last, that the run left the clone as it found it (scripts/clean-tree.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
tree_before=$(bash scripts/clean-tree.sh snapshot)
bash scripts/setup.sh
SHOGI64_SKIP_SETUP=1 bash scripts/build.sh
# One full run builds each crate in many feature sets: no incremental cache
# (it would keep a copy of each, about a gigabyte, and a one-off run gains nothing).
export CARGO_INCREMENTAL=0
export PATH="$PWD/node_modules/.bin:$PATH"

echo "== Rust: format, clippy and tests"
cargo fmt --all --check
cargo clippy --quiet --workspace --all-targets -- -D warnings
# The core alone (the codec, no allocation), and the binding of each layer:
# as tested (std) and as shipped (standalone, wasm32).
cargo clippy --quiet -p shogi64 --no-default-features --all-targets -- -D warnings
# The feature sets: none, each layer, each module's (scripts/modules.mjs).
mapfile -t feature_sets < <(node scripts/modules.mjs --feature-sets)
for features in "${feature_sets[@]}"; do
  cargo clippy --quiet -p shogi64-wasm --features "$features" --all-targets -- -D warnings
  cargo clippy --quiet -p shogi64-wasm --features "$features" --target wasm32-unknown-unknown --lib --tests -- -D warnings
  cargo clippy --quiet -p shogi64-wasm --features "standalone,$features" --target wasm32-unknown-unknown --lib -- -D warnings
done
cargo test --quiet --workspace 2>&1 | tee build/cargo-test.log
grep -q "encode.jsonl: 1392 of 1392 lines checked" build/cargo-test.log \
  || cargo test --quiet --test codec conformance:: -- --nocapture | grep jsonl
# The codec alone: its library and tests (the crate docs' examples need `alloc`).
cargo test --quiet -p shogi64 --no-default-features --lib --tests
cargo test --quiet -p shogi64-wasm --features formats
cargo test --quiet -p shogi64-wasm --features rules
cargo test --quiet -p shogi64-wasm --features kifu --test exports -- kifu:: record:: picture::
cargo test --quiet -p shogi64-wasm --features mate
echo "== The kifu writers' text, read back by json-kifu-format and tsshogi"
cargo build --quiet --example kifu_convert --features kifu
node tests/oracles/kifu-written.mjs
rm -rf build/kifu-random
SHOGI64_KIFU_OUT=build/kifu-random cargo test --quiet --lib kifu::random_games::random_games_round_trip_in_every_format
node tests/oracles/kifu-random.mjs build/kifu-random
echo "== The crate as packaged: cargo test inside the tarball"
bash scripts/test-package.sh

echo "== The shipped modules: no panic formatting, no core::fmt"
node tests/node/module-symbols.mjs

echo "== Rust compiled to wasm (wasm-bindgen-test, Node and Chromium)"
bash scripts/test-wasm.sh

echo "== The package as users install it"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd pkg && npm pack --silent --pack-destination "$tmp" >/dev/null)
tarball=$(ls "$tmp"/shogi64-*.tgz)
mkdir -p "$tmp/app"
(cd "$tmp/app" && npm init -y >/dev/null && npm install --silent --offline --no-audit --no-fund "$tarball")
installed="$tmp/app/node_modules/shogi64"
echo "installed $(basename "$tarball") into a fresh project"

echo "== Node: require, import and the CLI"
SHOGI64_PKG="$installed" node --test --test-reporter=spec tests/node/

echo "== Cloudflare Workers: the vectors in a worker under workerd"
node tests/workerd/run.mjs "$installed"

echo "== Browser: module script, classic script, bundled app"
bash scripts/test-browser.sh "$installed"

echo "== TypeScript 4.7, 5.x and latest, every module resolution, attw"
bash scripts/test-types.sh "$installed"

echo "== Bun, Deno and Node 18"
bash scripts/test-runtimes.sh "$installed"

echo "== The clone as the run found it: no tracked file changed, no new file outside ignored paths"
bash scripts/clean-tree.sh check "$tree_before"
