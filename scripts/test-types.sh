#!/usr/bin/env bash
# The type declarations of an installed package (scripts/test-types.sh DIR):
# every test file under tests/types/ compiled by TypeScript 4.7, the last 5.x
# and the latest, under each module resolution a user may have (node10 and
# esModuleInterop false up to 5.x, which the latest removed), the default
# import without esModuleInterop emitted and run, the JKF types against
# json-kifu-format's and tsshogi's, and @arethetypeswrong/cli on every entry.
# Fails when any check fails, and when any compiler did not run.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -n "${1:-}" ] && [ -f "$1/package.json" ] || { echo "usage: $0 INSTALLED_PACKAGE_DIR" >&2; exit 2; }
pkg=$(cd "$1" && pwd)
root=$PWD

node scripts/types-cts.mjs --check

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/node_modules"
cp -R "$pkg" "$work/node_modules/shogi64"
for dep in json-kifu-format shogi.js tsshogi; do
  ln -s "$root/node_modules/$dep" "$work/node_modules/$dep"
done
cp tests/types/*.ts tests/types/*.mts tests/types/*.cts "$work/"

declare -A TSC=([4.7]=ts47 [5]=typescript [latest]=ts-latest)
# The major.minor each alias must be: a missing or wrong compiler fails here.
declare -A WANT=([4.7]='^4\.7\.' [5]='^5\.' [latest]='^[0-9]+\.')
ran=0
planned=0

# compile NAME TS-VERSIONS OPTIONS-JSON FILE...: one tsconfig, one tsc run per version.
compile() {
  local name=$1 versions=$2 options=$3
  shift 3
  local files
  files=$(printf '"%s",' "$@")
  for v in $versions; do
    planned=$((planned + 1))
    local tsc="$root/node_modules/${TSC[$v]}/bin/tsc"
    local version
    version=$(node "$tsc" --version | awk '{print $2}')
    if ! [[ "$version" =~ ${WANT[$v]} ]]; then
      echo "types: FAILED: TypeScript $v is ${version:-missing} ($tsc)" >&2
      exit 1
    fi
    printf '{"compilerOptions": {"target": "es2020", "strict": true, "skipLibCheck": false, "types": [], %s}, "files": [%s]}\n' \
      "$options" "${files%,}" >"$work/tsconfig.$name.json"
    if ! (cd "$work" && node "$tsc" -p "tsconfig.$name.json"); then
      echo "types: FAILED: $name with TypeScript $version ($*)" >&2
      exit 1
    fi
    echo "types: $name with TypeScript $version: $*"
    ran=$((ran + 1))
  done
}

NODE16='"module": "node16", "moduleResolution": "node16", "noEmit": true'
compile node16 "4.7 5 latest" "$NODE16" usage.mts usage.cts codec.mts codec.cts
compile nodenext "5 latest" '"module": "nodenext", "moduleResolution": "nodenext", "noEmit": true' \
  usage.mts usage.cts codec.mts codec.cts
compile bundler "5 latest" '"module": "esnext", "moduleResolution": "bundler", "noEmit": true' \
  bundler.ts usage.mts codec.mts jkf.ts
NODE10='"module": "commonjs", "moduleResolution": "node", "esModuleInterop": false, "noEmit": true'
compile node10 "4.7 5" "$NODE10" node10.ts usage.cts codec.cts default-import.cts jkf.ts
compile node16-nointerop "4.7 5" "$NODE16, \"esModuleInterop\": false, \"allowSyntheticDefaultImports\": false" \
  default-import.cts usage.cts codec.cts
# TypeScript 5.2 and later read the types of the `types@>=5.2` condition
# (and `typesVersions` under node10): a record has [Symbol.dispose].
compile dispose "5 latest" "$NODE16" dispose.mts dispose.cts usage.mts usage.cts
compile dispose-bundler "5 latest" '"module": "esnext", "moduleResolution": "bundler", "noEmit": true' dispose.mts usage.mts
compile dispose-node10 "5" "$NODE10" dispose.cts usage.cts jkf.ts
compile global "4.7 5 latest" "$NODE16" global.ts
compile global-codec "4.7 5 latest" "$NODE16" global-codec.ts
compile global-node10 "4.7 5" '"module": "commonjs", "moduleResolution": "node", "noEmit": true' global.ts

# The default import without esModuleInterop, emitted as CommonJS and run.
for v in 4.7 5; do
  planned=$((planned + 1))
  rm -rf "$work/out"
  (cd "$work" && node "$root/node_modules/${TSC[$v]}/bin/tsc" --module commonjs --moduleResolution node \
    --esModuleInterop false --target es2020 --strict --outDir out default-import.cts)
  out=$(cd "$work" && node out/default-import.cjs)
  [ "$out" = 'default import without esModuleInterop: ok' ] || { echo "types: FAILED: emitted default import printed: $out" >&2; exit 1; }
  echo "types: default import without esModuleInterop, emitted by TypeScript $v and run: ok"
  ran=$((ran + 1))
done

# @arethetypeswrong/cli: every entry, every resolution mode, no problem.
planned=$((planned + 1))
(cd "$work/node_modules/shogi64" && npm pack --silent --pack-destination "$work" >/dev/null)
# shogi64/web.mjs is ESM only (its top-level await fetches the module), so
# it is checked with attw's esm-only profile; shogi64.wasm is a file, not a
# JavaScript entry. Every other entry: every resolution mode.
if ! "$root/node_modules/.bin/attw" "$work"/shogi64-*.tgz --format table-flipped --no-color \
  --exclude-entrypoints web.mjs shogi64.wasm; then
  echo "types: FAILED: @arethetypeswrong/cli found problems" >&2
  exit 1
fi
if ! "$root/node_modules/.bin/attw" "$work"/shogi64-*.tgz --format table-flipped --no-color \
  --entrypoints ./web.mjs --profile esm-only; then
  echo "types: FAILED: @arethetypeswrong/cli found problems in shogi64/web.mjs" >&2
  exit 1
fi
echo "types: @arethetypeswrong/cli: no problem for any entry (web.mjs as ESM only)"
ran=$((ran + 1))

if [ "$ran" -ne "$planned" ] || [ "$ran" -eq 0 ]; then
  echo "types: FAILED: $ran of $planned checks ran" >&2
  exit 1
fi
echo "types: $ran passed, 0 failed"
