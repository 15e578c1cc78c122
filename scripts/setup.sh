#!/usr/bin/env bash
# Installs whatever this machine lacks to build and test the package. Idempotent:
# each step checks first, so a machine that has everything spends about a second here.
set -euo pipefail
cd "$(dirname "$0")/.."

say() { printf 'setup: %s\n' "$*"; }

# Rust: the wasm target (stable; the build needs nothing else from rustup).
installed_targets=$(rustup target list --installed)
if ! grep -qx wasm32-unknown-unknown <<<"$installed_targets"; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

# wasm-bindgen CLI, for its test runner only (the build does not use
# wasm-bindgen): exactly the version Cargo.lock pins for wasm-bindgen-test's
# wasm-bindgen.
want=$(awk '/^name = "wasm-bindgen"$/ {getline; gsub(/version = |"/, ""); print; exit}' Cargo.lock)
have=$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)
if [ "$have" != "$want" ]; then
  say "installing wasm-bindgen-cli $want (found: ${have:-none}); this takes a few minutes"
  cargo install wasm-bindgen-cli --version "$want"
fi

# Node packages (esbuild, binaryen's wasm-opt, playwright-core, workerd, the SFEN cross-check).
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  say "installing node packages"
  # `npm ci`: exactly the committed lock, which leaves package-lock.json as
  # it is (the lock lists every platform's optional packages, as npm 11
  # writes it). An optional per-platform package that fails to download is
  # skipped silently, and the install script of its parent (bun) then
  # fails: one retry.
  if ! npm ci --no-audit --no-fund; then
    say "npm ci failed; retrying once"
    npm ci --no-audit --no-fund
  fi
fi

# A real browser for the browser tests: Debian's chromium and its driver.
# (`npm run demo` needs none: it sets SHOGI64_NO_BROWSER=1.)
if [ "${SHOGI64_NO_BROWSER:-}" = 1 ]; then
  exit 0
fi
if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    say "installing chromium and chromium-driver"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver >/dev/null
  else
    say "the browser tests need Chromium at /usr/bin/chromium and /usr/bin/chromedriver."
    say "Install them (Debian/Ubuntu: sudo apt-get install chromium chromium-driver) and run again."
    exit 1
  fi
fi
