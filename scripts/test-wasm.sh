#!/usr/bin/env bash
# Runs wasm/tests/wasm.rs (the core and the binding compiled to wasm32: the
# Rust API and the binding's exports over the conformance vectors) with wasm-bindgen-test,
# once in Node and once in headless Chromium through chromedriver.
#
# wasm-bindgen-test can exit 0 without running anything (a suite meant for
# another environment is "skipped"), so each run must also print
# `test result: ok. N passed` with N > 0, and the browser run must say it ran
# in Chrome.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

CHROMIUM=${CHROMIUM:-/usr/bin/chromium}
CHROMEDRIVER=${CHROMEDRIVER:-/usr/bin/chromedriver}

die() {
  echo "test-wasm: $*" >&2
  exit 1
}

command -v wasm-bindgen-test-runner >/dev/null ||
  die "wasm-bindgen-test-runner is not on PATH (cargo install wasm-bindgen-cli, same version as wasm-bindgen in Cargo.lock)"
# The runner must match the wasm-bindgen the crate links, or it refuses the module.
want=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print }' Cargo.lock)
have=$(wasm-bindgen-test-runner --version | awk '{ print $2 }')
[ -z "$want" ] || [ "$want" = "$have" ] ||
  die "wasm-bindgen-test-runner is $have, Cargo.lock has wasm-bindgen $want"
[ -x "$CHROMIUM" ] || die "no Chromium at $CHROMIUM"
[ -x "$CHROMEDRIVER" ] || die "no chromedriver at $CHROMEDRIVER"
node --version >/dev/null 2>&1 || die "node is not on PATH"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Capabilities for chromedriver (the runner adds headless and no-sandbox itself).
cat >"$tmp/webdriver.json" <<EOF
{
  "goog:chromeOptions": {
    "binary": "$CHROMIUM",
    "args": ["--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
             "--disable-component-update", "--disable-sync"]
  }
}
EOF

export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner
cargo_test=(cargo test --target wasm32-unknown-unknown -p shogi64-wasm --features formats --test wasm)

echo "== building wasm/tests/wasm.rs for wasm32-unknown-unknown"
"${cargo_test[@]}" --no-run

# run LABEL MARKER FORBIDDEN [VAR=value ...]: one run of the suite. MARKER is
# a line the runner prints in the intended environment, FORBIDDEN (if not
# empty) one it prints only in another.
failures=0
run() {
  local label=$1 marker=$2 forbidden=$3
  shift 3
  local log="$tmp/$label.log" started=$SECONDS status=0
  echo "== wasm tests in $label"
  # Neither the browser nor Node may be chosen by a variable from outside.
  env -u WASM_BINDGEN_USE_BROWSER -u WASM_BINDGEN_USE_NODE_EXPERIMENTAL -u WASM_BINDGEN_USE_DENO \
    -u WASM_BINDGEN_TEST_ONLY_NODE -u WASM_BINDGEN_TEST_ONLY_WEB "$@" \
    "${cargo_test[@]}" 2>&1 | tee "$log" || status=$?
  local result passed
  result=$(grep -E '^test result: ' "$log" | tail -n 1 || true)
  passed=$(sed -nE 's/^test result: ok\. ([0-9]+) passed; 0 failed.*/\1/p' <<<"$result")
  if [ "$status" -ne 0 ]; then
    echo "wasm $label: FAILED (exit status $status)"
  elif [ -z "$passed" ] || [ "$passed" -eq 0 ]; then
    echo "wasm $label: FAILED (no 'test result: ok. N passed' with N > 0; got: ${result:-nothing})"
    status=1
  elif ! grep -qE "$marker" "$log"; then
    echo "wasm $label: FAILED (the runner did not say it ran in $label: no /$marker/ in its output)"
    status=1
  elif [ -n "$forbidden" ] && grep -qE "$forbidden" "$log"; then
    echo "wasm $label: FAILED (it ran elsewhere: /$forbidden/ in the runner's output)"
    status=1
  elif grep -qi 'skipping' "$log"; then
    echo "wasm $label: FAILED (the runner skipped the suite)"
    status=1
  else
    echo "wasm $label: $passed tests passed in $((SECONDS - started)) s"
  fi
  [ "$status" -eq 0 ] || failures=$((failures + 1))
}

# In Node the runner prints no banner; in a browser it names the browser.
run node '^running [0-9]+ tests?$' '^Running headless tests in'
run chromium '^Running headless tests in Chrome' '' \
  WASM_BINDGEN_USE_BROWSER=1 CHROMEDRIVER="$CHROMEDRIVER" WASM_BINDGEN_TEST_WEBDRIVER_JSON="$tmp/webdriver.json"

if [ "$failures" -ne 0 ]; then
  echo "test-wasm: $failures of 2 runs failed" >&2
  exit 1
fi
echo "test-wasm: both runs passed"
