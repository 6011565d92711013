// Where a peer beats ampere-search: for each query of a set, the first result of ampere and of
// MiniSearch, printed when MiniSearch has an expected page first and ampere does not.
// Usage: node bench/search/compare.mjs [--set frozen|full] locale ...
// A tool for reading misses while working; figures come from run.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { loadRecords } from './records.mjs';
import { buildIndexFile, createOurs } from './ours.mjs';
import { createMiniSearch } from './engines.mjs';
import { decode, here, root, takeQuerySet, work } from './workspace.mjs';

const args = process.argv.slice(2);
const folder = takeQuerySet(args, 'full');

for (const locale of args) {
  const queries = JSON.parse(fs.readFileSync(path.join(here, folder, `${locale}.json`), 'utf8'));
  const { documents } = loadRecords(root, locale);
  const recordsFile = path.join(work, `${locale}.records.json`);
  fs.writeFileSync(recordsFile, JSON.stringify(documents));
  const ours = await createOurs(root, buildIndexFile(root, recordsFile, path.join(work, `${locale}.index.bin`), locale));
  const peer = createMiniSearch(documents);
  let both = 0, onlyOurs = 0, onlyPeer = 0, neither = 0;
  for (const { q, expect, category } of queries) {
    const expected = (Array.isArray(expect) ? expect : [expect]).map(decode);
    if (expected.length === 0) continue;
    const ourList = ours.search(q).map(decode);
    const peerList = peer.search(q).map(decode);
    const oursRight = expected.includes(ourList[0]);
    const peerRight = expected.includes(peerList[0]);
    if (oursRight && peerRight) both += 1;
    else if (oursRight) onlyOurs += 1;
    else if (peerRight) onlyPeer += 1;
    else neither += 1;
    if (!oursRight) {
      const rank = ourList.findIndex((item) => expected.includes(item));
      console.log(`${peerRight ? 'PEER' : 'NONE'} [${category}] ${q}\n   expect ${expected.slice(0, 3).join(' , ')}\n   ours#1 ${ourList[0]} (expected at ${rank})\n   peer#1 ${peerList[0]}`);
    }
  }
  console.log(`## ${locale}: both ${both}, only ampere ${onlyOurs}, only MiniSearch ${onlyPeer}, neither ${neither}`);
}
