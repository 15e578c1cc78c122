#!/usr/bin/env bash
# The crate as crates.io gets it: `cargo package`, then `cargo test` inside
# the unpacked tarball (a test that reads a file the tarball lacks fails here).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo package --quiet -p shogi64 --allow-dirty --no-verify
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
version=$(awk -F'"' '/^version = / { print $2; exit }' Cargo.toml)
tar -xzf "target/package/shogi64-$version.crate" -C "$tmp"
echo "test-package: $(tar -tzf "target/package/shogi64-$version.crate" | wc -l) files in shogi64-$version.crate"
# A target directory of its own, kept across runs, outside the tarball's tree.
target="$PWD/target/package-test"
# The crate itself is rebuilt each time: its tests hold the tarball's path
# (env!("CARGO_MANIFEST_DIR")), which changes from run to run.
(cd "$tmp/shogi64-$version" && cargo clean --quiet -p shogi64 --target-dir "$target" &&
  cargo test --quiet --target-dir "$target")
