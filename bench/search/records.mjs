// Records per locale: the real `ampere records` output (pages the locale has not translated
// carry the English text under the locale prefix, as on the built site).
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

function ampereBinary(root) {
  const candidates = [process.env.AMPERE_BIN, 'target/release/ampere', 'target/debug/ampere'];
  return candidates.filter(Boolean).map((file) => path.resolve(root, file)).find((file) => fs.existsSync(file));
}

/** { documents, source } for `locale`. */
export function loadRecords(root, locale) {
  const binary = ampereBinary(root);
  if (!binary) {
    throw new Error('no ampere binary: run `cargo build --release -p ampere` or set AMPERE_BIN');
  }
  const output = execFileSync(binary, ['records', '--site', 'site', '--locale', locale], {
    cwd: root, maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'],
  });
  return { documents: JSON.parse(output.toString('utf8')), source: 'ampere records' };
}
