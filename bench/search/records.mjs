// Records per locale: the real `ampere records` output when the binary exists (and, for a
// non-English locale, when translated pages exist), else the fixture built from site/docs.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fixtureRecords } from './make-fixture.mjs';

function ampereBinary(root) {
  const candidates = [process.env.AMPERE_BIN, 'target/release/ampere', 'target/debug/ampere'];
  return candidates.filter(Boolean).map((file) => path.resolve(root, file)).find((file) => fs.existsSync(file));
}

function hasTranslations(root, locale) {
  const folder = path.join(root, 'site/i18n', locale, 'docusaurus-plugin-content-docs/current');
  if (!fs.existsSync(folder)) return false;
  const walk = (dir) => fs.readdirSync(dir, { withFileTypes: true }).some((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name)) : entry.name.endsWith('.md'));
  return walk(folder);
}

/** { documents, source } for `locale`. */
export function loadRecords(root, locale) {
  const binary = ampereBinary(root);
  if (binary && (locale === 'en' || hasTranslations(root, locale))) {
    try {
      const output = execFileSync(binary, ['records', '--site', 'site', '--locale', locale], {
        cwd: root, maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'],
      });
      return { documents: JSON.parse(output.toString('utf8')), source: 'ampere records' };
    } catch (error) {
      console.error(`ampere records --locale ${locale} failed (${String(error.message).split('\n')[0]}); using the fixture`);
    }
  }
  const why = binary ? 'fixture (no translated pages yet)' : 'fixture (no ampere binary)';
  return { documents: fixtureRecords(path.join(root, 'site'), locale), source: why };
}
