#!/usr/bin/env bash
# Run the end-to-end tests under other Python versions: one venv per interpreter from the
# lock file, then pytest with that venv's Python (fresh-venv tests then use it too).
#   scripts/other_pythons.sh /path/to/python3.12 /path/to/python3.13 [-- pytest args]
# Default pytest args: goldens, plugins on every backend, AD, IR names, StoryLM numbers.
set -euo pipefail
cd "$(dirname "$0")/.."
pythons=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do pythons+=("$1"); shift; done
[ "${1:-}" = "--" ] && shift
args=("$@")
[ ${#args[@]} -eq 0 ] && args=(-q -x -p no:cacheprovider tests/mlir/emit tests/plugins tests/ad tests/frontend/test_ir_names.py tests/storylm)
for py in "${pythons[@]}"; do
  venv="$(mktemp -d)/venv"
  # only this command sees UV_PROJECT_ENVIRONMENT: the tests' own uv calls must not
  UV_PROJECT_ENVIRONMENT="$venv" uv sync --frozen -q --python "$py"
  echo "== $("$venv/bin/python" -V)"
  "$venv/bin/python" -m pytest "${args[@]}"
done
