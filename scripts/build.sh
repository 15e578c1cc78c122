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
RUSTC_BOOTSTRAP=1 RUSTFLAGS="-Zunstable-options -Cpanic=immediate-abort" \
  cargo build --quiet --release --lib --target wasm32-unknown-unknown \
  -Zbuild-std=std,panic_abort --target-dir target/wasm-release
wasm-bindgen target/wasm-release/wasm32-unknown-unknown/release/shogi64.wasm \
  --out-dir build/bindgen --target web --no-typescript
wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
  --enable-mutable-globals build/bindgen/shogi64_bg.wasm -o build/shogi64.wasm
node -e '
const fs = require("fs");
const hex = fs.readFileSync("build/shogi64.wasm").toString("hex");
fs.writeFileSync("build/wasm-hex.js", "export default \"" + hex + "\";\n");'

rm -rf pkg
mkdir -p pkg
node scripts/build-js.mjs
node scripts/assemble-pkg.mjs
echo "build: pkg/ ready ($(node -p 'require("./pkg/package.json").version'))"
