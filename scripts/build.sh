#!/usr/bin/env bash
# Builds the publishable package into pkg/: the wasm core, inlined into one
# synchronous ESM, CommonJS and classic-script file each, plus types, CLI and docs.
set -euo pipefail
cd "$(dirname "$0")/.."
[ "${SHOGI64_SKIP_SETUP:-}" = 1 ] || bash scripts/setup.sh

export PATH="$PWD/node_modules/.bin:$PATH"
mkdir -p build
# The release wasm rebuilds std so that a panic is a bare trap: the panic
# machinery and core::fmt then leave the module (RUSTC_BOOTSTRAP enables the
# two unstable flags on the stable toolchain). See README "Design notes".
#
# wasm OUT [CARGO_FLAGS...]: one module, from cargo through wasm-bindgen and
# wasm-opt to OUT/bindgen/, OUT/shogi64.wasm and OUT/wasm-hex.js. Both builds
# share one target directory, so std is built once and each keeps its crate.
wasm() {
  local out=$1
  shift
  RUSTC_BOOTSTRAP=1 RUSTFLAGS="-Zunstable-options -Cpanic=immediate-abort -Ctarget-feature=-reference-types" \
    cargo build --quiet --release --lib --target wasm32-unknown-unknown \
    -Zbuild-std=std,panic_abort --target-dir target/wasm-release "$@"
  wasm-bindgen target/wasm-release/wasm32-unknown-unknown/release/shogi64.wasm \
    --out-dir "$out/bindgen" --target web --no-typescript
  wasm-opt -Oz --strip-target-features --strip-producers --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
    --enable-mutable-globals "$out/bindgen/shogi64_bg.wasm" -o "$out/shogi64.wasm"
  node -e '
const fs = require("fs");
const out = process.argv[1];
const hex = fs.readFileSync(out + "/shogi64.wasm").toString("hex");
fs.writeFileSync(out + "/wasm-hex.js", "export default \"" + hex + "\";\n");' "$out"
}
# The whole package (codec, SFEN and JKF), and the codec alone for shogi64/codec.
wasm build
mkdir -p build/codec
wasm build/codec --no-default-features

rm -rf pkg
mkdir -p pkg
node scripts/build-js.mjs
node scripts/assemble-pkg.mjs
echo "build: pkg/ ready ($(node -p 'require("./pkg/package.json").version'))"
