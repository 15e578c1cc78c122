#!/usr/bin/env bash
# Runs the package in headless Chromium (tests/browser/run.mjs): as an ES
# module, as a classic script, and bundled into an app by esbuild, Vite and
# webpack, each page checking every conformance vector; then the mate solver
# in a Web Worker (tests/browser/mate.mjs) and the demo page
# (tests/browser/demo.mjs).
#
#   scripts/test-browser.sh [packageDir]
#
# Without an argument it tests the package as users get it: pkg/ is packed
# with `npm pack` and the tarball installed into a fresh project.
set -euo pipefail
cd "$(dirname "$0")/.."

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

if [ $# -gt 1 ]; then
  echo "usage: scripts/test-browser.sh [packageDir]" >&2
  exit 2
elif [ $# -eq 1 ]; then
  package=$1
else
  [ -f pkg/package.json ] || {
    echo "test-browser: pkg/ is not built; run scripts/build.sh first" >&2
    exit 1
  }
  (cd pkg && npm pack --silent --pack-destination "$tmp" >/dev/null)
  tarball=$(ls "$tmp"/shogi64-*.tgz)
  mkdir "$tmp/project"
  printf '{ "name": "shogi64-browser-check", "version": "0.0.0", "private": true }\n' >"$tmp/project/package.json"
  (cd "$tmp/project" && npm install --no-save --offline --silent --no-audit --no-fund "$tarball")
  package="$tmp/project/node_modules/shogi64"
  echo "installed $(basename "$tarball") into a fresh project"
fi

node tests/browser/run.mjs "$package"
# The mate solver in a Web Worker, the page kept responsive.
node tests/browser/mate.mjs "$package"
# The demo page: links, a Shift_JIS file, clicks, the evaluation bar, the mate
# search, tsume problems generated and played, screenshots.
node tests/browser/demo.mjs "$package"
