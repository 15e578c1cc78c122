#!/usr/bin/env bash
# What each part of the toolkit weighs in the `shogi64` module: the module
# built with the binding's layers (scripts/modules.mjs) one at a time, each
# with those it stands on, then whole, as shipped (build.sh's flags and
# wasm-opt passes), raw and gzip -9, and the JS shim's share of the
# whole bundle. Prints a Markdown table; run after scripts/build.sh (it reads
# pkg/ for the shim).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"

# The steps: the codec, each layer (scripts/modules.mjs --layers) built with
# those it stands on, then the whole `shogi64` module. A layer's added bytes
# are over the last layer it stands on (the codec for one that stands on none).
declare -A gzip_of
mapfile -t layers < <(node scripts/modules.mjs --layers)
steps=("share-codec - -")
for layer in "${layers[@]}"; do
  name=${layer%% *} needs=${layer#* }
  steps+=("share-$name $name ${needs##*,}")
done
steps+=("share-all $(node scripts/modules.mjs | awk '$1 == "shogi64" { print $2 }') -")
echo "| module built with | raw B | gzip B | added gzip B |"
echo "|---|---|---|---|"
for step in "${steps[@]}"; do
  read -r name features base <<<"$step"
  SHOGI64_SKIP_SETUP=1 SHOGI64_WASM_ONLY="$name $features" bash scripts/build.sh >/dev/null
  raw=$(wc -c <"build/$name/shogi64.wasm")
  gz=$(gzip -9c "build/$name/shogi64.wasm" | wc -c)
  [ "$base" = - ] && base=${gzip_of[codec]:-0} || base=${gzip_of[$base]}
  echo "| $features | $raw | $gz | $((gz - base)) |"
  gzip_of[${name#share-}]=$gz
done
node -e '
const { buildSync } = require("esbuild");
const { gzipSync } = require("zlib");
const r = buildSync({ entryPoints: ["pkg/shogi64.mjs"], bundle: true, minify: true, format: "esm", write: false,
  external: ["./shogi64.bytes.mjs"] });
const code = r.outputFiles[0].contents;
console.log(`\nthe JS shim of shogi64 (minified, without the bytes): ${code.length} B, ${gzipSync(code, { level: 9 }).length} B gzip`);'
