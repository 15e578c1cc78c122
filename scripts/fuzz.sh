#!/usr/bin/env bash
# Runs every cargo-fuzz target of fuzz/ in turn, N minutes each, one libFuzzer
# process at a time, and appends one line per target to fuzz/RUNS.md.
#
#   npm run fuzz -- --minutes N [--targets decode,sfen] [--max-len BYTES]
#   bash scripts/fuzz.sh --minutes N [--targets …] [--max-len BYTES]
#
# --max-len caps libFuzzer's inputs (its -max_len; by default it grows them
# to 4096 bytes): shorter inputs run faster where a whole input (a board
# diagram, about 900 bytes) fits well under the default.
#
# Needs the nightly toolchain (fuzz/rust-toolchain.toml selects it) and
# cargo-fuzz (`cargo install cargo-fuzz`). Each target's corpus is
# fuzz/corpus/<target> (not committed), seeded from fuzz/seeds/<target>
# before the run; a crash's input is under fuzz/artifacts/<target>/, and the
# whole libFuzzer output of the last run of each target in
# fuzz/target/runs/<target>.log.
set -euo pipefail

ALL="decode roundtrip sfen usi usi_position usi_info notation apply_move kifu_kif kifu_ki2 kifu_csa kifu_jkf usen bod game tsume_verify"
minutes=""
targets="$ALL"
max_len=""
while [ $# -gt 0 ]; do
  case "$1" in
    --minutes) minutes="${2:-}"; shift 2 ;;
    --minutes=*) minutes="${1#*=}"; shift ;;
    --targets) targets="${2:-}"; shift 2 ;;
    --targets=*) targets="${1#*=}"; shift ;;
    --max-len) max_len="${2:-}"; shift 2 ;;
    --max-len=*) max_len="${1#*=}"; shift ;;
    -h|--help) sed -n 2,17p "$0"; exit 0 ;;
    *) echo "fuzz.sh: unknown argument '$1' (use --minutes N [--targets a,b])" >&2; exit 2 ;;
  esac
done
targets="${targets//,/ }"
if [ -n "$max_len" ] && ! [[ "$max_len" =~ ^[1-9][0-9]*$ ]]; then
  echo "fuzz.sh: --max-len takes a whole number of bytes" >&2
  exit 2
fi
if ! [[ "$minutes" =~ ^[0-9]+([.][0-9]+)?$ ]]; then
  echo "fuzz.sh: --minutes N is required (a positive number)" >&2
  exit 2
fi
secs=$(awk -v m="$minutes" 'BEGIN { s = int(m * 60 + 0.5); print (s < 1 ? 1 : s) }')
for t in $targets; do
  case " $ALL " in *" $t "*) ;; *) echo "fuzz.sh: unknown target '$t' (targets: $ALL)" >&2; exit 2 ;; esac
done

cd "$(dirname "$0")/../fuzz"
rustc_v=$(rustc +nightly -V)
mkdir -p target/runs
status=0
for t in $targets; do
  mkdir -p "corpus/$t"
  cp -n "seeds/$t"/* "corpus/$t/" 2>/dev/null || true
  log="target/runs/$t.log"
  # The commit the target is built from (cargo fuzz run builds it now).
  commit=$(git rev-parse --short HEAD)
  if [ -n "$(git status --porcelain --untracked-files=no -- .. ":(exclude)RUNS.md" 2>/dev/null)" ]; then
    commit="$commit+dirty"
  fi
  date=$(date -u +%Y-%m-%dT%H:%MZ)
  echo "== $t: $secs s (log: fuzz/$log)"
  # -s none: the crate forbids unsafe code, so AddressSanitizer finds nothing
  # a panic would not, and costs most of the speed. Debug assertions stay on
  # (cargo fuzz builds release with them). One process (no -jobs/-workers);
  # -timeout=10 reports an input that takes 10 s as a crash (a hang).
  rc=0
  cargo +nightly fuzz run -s none "$t" "corpus/$t" -- \
    -max_total_time="$secs" -print_final_stats=1 -timeout=10 -rss_limit_mb=2048 ${max_len:+-max_len=$max_len} \
    >"$log" 2>&1 || rc=$?
  runs=$(awk '/stat::number_of_executed_units/ { v = $2 } END { print (v == "" ? "?" : v) }' "$log")
  eps=$(awk '/stat::average_exec_per_sec/ { v = $2 } END { print (v == "" ? "?" : v) }' "$log")
  cov=$(grep -ao 'cov: [0-9]*' "$log" | tail -1 | awk '{ print $2 }')
  arts=$(grep -ao 'Test unit written to [^ ]*' "$log" | awk '{ sub(".*/fuzz/artifacts/", "fuzz/artifacts/", $5); print $5 }' | paste -sd' ' - || true)
  n=$(grep -ac 'Test unit written to' "$log" || true)
  if [ "$rc" -ne 0 ] && [ "$n" -eq 0 ]; then
    echo "   $t exited $rc without a crash input: see fuzz/$log" >&2
    tail -20 "$log" >&2
    status=1
  fi
  crashes="$n${arts:+ ($arts)}"
  [ "$n" -gt 0 ] && status=1
  echo "   runs $runs, exec/s $eps, cov ${cov:-?}, crashes $crashes"
  python3 - "RUNS.md" "$date" "$commit" "$rustc_v" "$t" "$secs" "$runs" "$eps" "${cov:-?}" "$crashes" <<'PY'
import sys, re
path, date, commit, rustc, target, secs, runs, eps, cov, crashes = sys.argv[1:]
text = open(path, encoding="utf-8").read()
marker = "<!-- totals: rewritten by scripts/fuzz.sh -->"
head = text.split(marker)[0].rstrip("\n") + "\n"
head += "| %s | %s | %s | %s | %s | %s | %s | %s | %s |\n" % (
    date, commit, rustc, target, secs, runs, eps, cov, crashes)
totals = {}
for line in head.splitlines():
    cells = [c.strip() for c in line.strip().strip("|").split("|")]
    if len(cells) != 9 or not re.match(r"\d{4}-\d\d-\d\dT", cells[0]):
        continue
    t = totals.setdefault(cells[3], [0, 0, 0, 0])
    t[0] += 1
    t[1] += int(cells[4]) if cells[4].isdigit() else 0
    t[2] += int(cells[5]) if cells[5].isdigit() else 0
    t[3] += int(cells[8].split()[0]) if cells[8].split()[0].isdigit() else 0
out = head + "\n" + marker + "\n\n## Totals per target\n\n"
out += "| target | runs recorded | seconds | executions | crashes |\n|---|---|---|---|---|\n"
for name in sorted(totals):
    n, s, e, c = totals[name]
    out += "| %s | %d | %d | %d | %d |\n" % (name, n, s, e, c)
open(path, "w", encoding="utf-8").write(out)
PY
done
exit $status
