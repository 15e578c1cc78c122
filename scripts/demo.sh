#!/usr/bin/env bash
# Installs what is missing, builds the package, and decodes the initial
# position through the package's command-line tool.
set -euo pipefail
cd "$(dirname "$0")/.."
SHOGI64_NO_BROWSER=1 bash scripts/setup.sh
SHOGI64_SKIP_SETUP=1 bash scripts/build.sh
echo
echo '$ shogi64 decode poUAACMaqtYhwHgAAAAPQdTnd3vMgAA'
node pkg/cli.cjs decode poUAACMaqtYhwHgAAAAPQdTnd3vMgAA
