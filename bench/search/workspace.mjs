// What run.mjs and compare.mjs share: the folders, and which query set `--set` names.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const here = path.dirname(fileURLToPath(import.meta.url));
export const root = path.resolve(here, '../..');
/** Where records, indexes and results of a run go (ignored by git). */
export const work = path.join(root, 'bench/results/search');
fs.mkdirSync(work, { recursive: true });

/** Takes `--set NAME` out of `args`; returns the folder of that query set (`fallback` when absent). */
export function takeQuerySet(args, fallback) {
  const at = args.indexOf('--set');
  const set = at >= 0 ? args.splice(at, 2)[1] : fallback;
  return { frozen: 'queries-frozen', full: 'queries-full' }[set] ?? 'queries';
}

/** A page path as the records write it (decoded), whatever the engine returned. */
export const decode = (item) => { try { return decodeURI(item); } catch { return item; } };
