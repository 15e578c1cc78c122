#!/usr/bin/env bash
# What each part of the toolkit weighs in the `shogi64` module: the module
# built with the binding's parts added one at a time (codec, formats, rules,
# notation, then mate and kifu each alone and together), as shipped (build.sh's
# flags and wasm-opt passes), raw and gzip -9, and the JS shim's share of the
# whole bundle. Prints a Markdown table; run after scripts/build.sh (it reads
# pkg/ for the shim).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"

steps=(
  "share-codec -"
  "share-formats formats"
  "share-rules rules"
  "share-notation notation"
  "share-mate mate"
  "share-kifu kifu"
  "share-all kifu,mate"
)
echo "| module built with | raw B | gzip B | added gzip B |"
echo "|---|---|---|---|"
prev=0
for step in "${steps[@]}"; do
  name=${step%% *}
  SHOGI64_SKIP_SETUP=1 SHOGI64_WASM_ONLY="$step" bash scripts/build.sh >/dev/null
  raw=$(wc -c <"build/$name/shogi64.wasm")
  gz=$(gzip -9c "build/$name/shogi64.wasm" | wc -c)
  case $name in
    share-mate) base=$notation ;;
    share-kifu) base=$notation ;;
    share-all) base=$notation ;;
    *) base=$prev ;;
  esac
  echo "| ${step#* } | $raw | $gz | $((gz - base)) |"
  prev=$gz
  [ "$name" = share-notation ] && notation=$gz
done
node -e '
const { buildSync } = require("esbuild");
const { gzipSync } = require("zlib");
const r = buildSync({ entryPoints: ["pkg/shogi64.mjs"], bundle: true, minify: true, format: "esm", write: false,
  external: ["./shogi64.bytes.mjs"] });
const code = r.outputFiles[0].contents;
console.log(`\nthe JS shim of shogi64 (minified, without the bytes): ${code.length} B, ${gzipSync(code, { level: 9 }).length} B gzip`);'
