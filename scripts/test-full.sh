#!/usr/bin/env bash
# The long runs that `npm test` samples: every differential and property test
# at its full count (SHOGI64_FULL=1), in release mode, plus the timed
# linear-time checks. Run after `npm test`, which builds pkg/ and installs
# what this needs (cshogi comes into build/venv through the oracle scripts).
set -euo pipefail
cd "$(dirname "$0")/.."
tree_before=$(bash scripts/clean-tree.sh snapshot)
export SHOGI64_FULL=1
export PATH="$PWD/node_modules/.bin:$PATH"

echo "== Rust, full counts (release)"
cargo test --release --workspace
echo "== The core crate with each of its features alone, as a Rust user builds it: clippy and tests"
# Sampled counts (the full ones ran above); debug builds, no incremental cache.
for features in alloc formats rules notation kifu mate sjis; do
  CARGO_INCREMENTAL=0 cargo clippy --quiet -p shogi64 --no-default-features --features "$features" --all-targets -- -D warnings
  CARGO_INCREMENTAL=0 SHOGI64_FULL= cargo test --quiet -p shogi64 --no-default-features --features "$features"
done
echo "== The committed tsume problems (tests/mate/tsume.jsonl) are what the package makes"
SHOGI64_PKG="$PWD/pkg" node scripts/tsume-fixture.mjs --check
echo "== Kifu readers on 10 MB inputs: linear time"
cargo test --release --test kifu fuzz:: -- --ignored
echo "== 1,000 random games as KIF, KI2 and CSA, read back by json-kifu-format and tsshogi"
rm -rf build/kifu-random
SHOGI64_KIFU_OUT=build/kifu-random cargo test --release --lib kifu::random_games::random_games_round_trip_in_every_format
node tests/oracles/kifu-random.mjs build/kifu-random

echo "== Miri (nightly): the binding's buffers as the shim uses them, and the core's small unit tests"
# Subsets, cut under cfg(miri) or chosen by name: Miri runs ~1,000x slower.
# The exports' tests read the kifu records from disk (isolation off). About
# 4 minutes on 2 cores.
# The nightly toolchain comes with Miri; add the component where it does not.
cargo +nightly miri --version >/dev/null 2>&1 || rustup component add --toolchain nightly miri rust-src
cargo +nightly miri setup
# proptest's failure files are found from the working directory: isolation
# off for its tests too.
export MIRIFLAGS=-Zmiri-disable-isolation
cargo +nightly miri test --quiet -p shogi64-wasm --features kifu,mate --test exports --test contract
cargo +nightly miri test --quiet -p shogi64-wasm --features kifu,mate --lib fast_path_agrees_with_from_loose
cargo +nightly miri test --quiet -p shogi64-wasm --lib heap::
cargo +nightly miri test --quiet -p shogi64 --lib -- codec:: formats::jkf formats::json::tests \
  formats::tree::tests::bad formats::tree::tests::packed formats::tree::tests::strings formats::write \
  sort:: tests::every_error --skip decoder_agrees_with_oracle

echo "== The fuzz targets build against the crate as it is (nightly, fuzz/rust-toolchain.toml)"
(cd fuzz && cargo check --quiet --bins)

echo "== Node, full counts, against the built package"
[ -f pkg/package.json ] || SHOGI64_SKIP_SETUP=1 bash scripts/build.sh
SHOGI64_PKG="$PWD/pkg" node --test --test-reporter=spec tests/node/rules.test.mjs tests/node/notation.test.mjs tests/node/memory.test.mjs \
  tests/node/mate.test.mjs tests/node/declaration.test.mjs tests/node/picture.test.mjs
echo "== The game-end fixtures (tests/moves/repetition.jsonl, declaration.jsonl) are tsshogi's answers as recorded"
SHOGI64_PKG="$PWD/pkg" node scripts/game-end-fixtures.mjs --check

echo "== The clone as the run found it"
bash scripts/clean-tree.sh check "$tree_before"
