#!/usr/bin/env bash
# Builds the search engine for the browser and copies it where the theme imports it.
# Usage: bench/search/build-wasm.sh   (from anywhere)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
rustup target add wasm32-unknown-unknown >/dev/null 2>&1 || true
cargo build -p ampere-search-wasm --target wasm32-unknown-unknown --profile wasm
built="target/wasm32-unknown-unknown/wasm/ampere_search_wasm.wasm"
cp "$built" theme/src/search/ampere_search.wasm
echo "$built -> theme/src/search/ampere_search.wasm ($(wc -c < "$built") bytes)"
