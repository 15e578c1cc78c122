#!/usr/bin/env bash
# A test run must leave the clone as it found it: no tracked file changed
# (no contract, lock file, declaration or README regenerated), no new file
# outside the ignored paths (build/, target/, pkg/, node_modules/, …).
#
#   state=$(bash scripts/clean-tree.sh snapshot)   before the run
#   bash scripts/clean-tree.sh check "$state"      after it: fails, listing
#                                                 the files, when anything moved
#
# The snapshot holds what `git status` says and a hash of the tracked files'
# differences from HEAD, so that a run on a clone with changes of its own
# fails only for what the run itself changed (a file changed before and
# changed again by the run is named too). Outside a git checkout (an
# unpacked tarball) there is nothing to compare: it says so and passes.
set -euo pipefail
cd "$(dirname "$0")/.."

state() {
  git status --porcelain --untracked-files=all
  echo "tracked differences: $(git diff HEAD --binary | git hash-object --stdin)"
}

if ! git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  [ "${1:-}" = snapshot ] || echo "clean-tree: not a git checkout; nothing to compare"
  exit 0
fi

case "${1:-}" in
  snapshot)
    state
    ;;
  check)
    [ $# -eq 2 ] || { echo "usage: $0 check STATE" >&2; exit 2; }
    before=$2
    after=$(state)
    if [ "$after" = "$before" ]; then
      echo "clean-tree: no tracked file changed, no new file outside the ignored paths"
      exit 0
    fi
    echo "clean-tree: FAILED: the test run changed the clone:" >&2
    # Lines of `git status` that are new: a tracked file changed (" M"), a
    # new file ("??"), a file deleted (" D").
    new=$(comm -13 <(grep -v '^tracked differences: ' <<<"$before" | sort) \
      <(grep -v '^tracked differences: ' <<<"$after" | sort))
    if [ -n "$new" ]; then
      sed 's/^/  /' <<<"$new" >&2
    else
      # The same lines, other differences: a file changed before the run
      # was changed again by it.
      echo "  a file changed before the run changed again; the changed files:" >&2
      git status --porcelain --untracked-files=no | sed 's/^/  /' >&2
    fi
    exit 1
    ;;
  *)
    echo "usage: $0 snapshot | check STATE" >&2
    exit 2
    ;;
esac
