#!/usr/bin/env bash
# The search benchmark in one command: builds the wasm, installs the peers, runs every locale.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
"$here/build-wasm.sh" >/dev/null
(cd "$here" && npm install --no-audit --no-fund --silent)
node "$here/run.mjs" "$@"
