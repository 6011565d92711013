// Ask-AI benchmark: every judged question of questions/<locale>.json is posted to a running
// `ampere serve` (the embedded, extractive answerer), and the answer is scored against the pages
// the question's writer named:
//   cited    the question is answerable and one of the answer's sources is one of its pages
//   covered  the question is not covered and the service said so
//   wrong    anything else (a wrong or missing citation, or an answer where there is none)
// Prints per locale: counts, the share correct, time to the first event, to the first words of
// the answer (the first `text` event) and to the full answer. Works for both back-ends: the
// embedded quoted answers and `[askAi.chat]` (a model; see chat-server.mjs and model.sh).
//
//   node bench/ask/run.mjs [--url http://127.0.0.1:3000] [--limit N] [en de ...]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const urlAt = args.indexOf('--url');
const base = urlAt >= 0 ? args.splice(urlAt, 2)[1] : 'http://127.0.0.1:3000';
const limitAt = args.indexOf('--limit');
const limit = limitAt >= 0 ? Number(args.splice(limitAt, 2)[1]) : Infinity;
const folder = path.join(here, 'questions');
const locales = args.length ? args : fs.readdirSync(folder).filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -5));

/** The page of an href: path without anchor, decoded. */
const pageOf = (href) => decodeURI(href.split('#')[0]);

let asked = 0;

async function ask(question, locale) {
  const started = performance.now();
  asked += 1;
  const response = await fetch(`${base}/__ampere/ask-ai`, {
    method: 'POST',
    // Each question as from another reader (the service limits questions per address; from
    // this machine it reads the address a proxy appends to X-Forwarded-For).
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${asked % 250}` },
    body: JSON.stringify({ question, locale, context: [] }),
  });
  if (!response.ok) return { error: `HTTP ${response.status}`, first: 0, total: performance.now() - started };
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let first = 0;
  let firstWords = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (value && !first) first = performance.now() - started;
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (!firstWords && text.includes('"type":"text"')) firstWords = performance.now() - started;
  }
  const events = text.split('\n').filter(Boolean).map((line) => JSON.parse(line));
  const sources = events.find((event) => event.type === 'sources')?.sources ?? [];
  const notCovered = events.some((event) => event.type === 'notCovered');
  const error = events.find((event) => event.type === 'error')?.message;
  const answer = events.filter((event) => event.type === 'text').map((event) => event.text).join('');
  return { sources, notCovered, error, answer, first, firstWords, total: performance.now() - started };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : 0;
};

console.log('locale  questions  cited  covered  wrong  correct  first-event p50  first-words p50  answer p50  (ms)');
for (const locale of locales) {
  const questions = JSON.parse(fs.readFileSync(path.join(folder, `${locale}.json`), 'utf8')).slice(0, limit);
  const wordTimes = [];
  const counts = { cited: 0, covered: 0, wrong: 0 };
  const firsts = [];
  const totals = [];
  for (const item of questions) {
    const answer = await ask(item.question, locale);
    firsts.push(answer.first);
    totals.push(answer.total);
    if (answer.firstWords) wordTimes.push(answer.firstWords);
    if (process.env.ANSWERS) console.log(`  Q: ${item.question}\n  A: ${answer.error ?? (answer.notCovered ? '(not covered)' : answer.answer)}`);
    const expected = new Set(item.pages.map(pageOf));
    if (item.kind === 'not covered') {
      counts[answer.notCovered ? 'covered' : 'wrong'] += 1;
    } else if (!answer.error && answer.sources.some((source) => expected.has(pageOf(source.href)))) {
      counts.cited += 1;
    } else {
      counts.wrong += 1;
      if (process.env.VERBOSE) console.log(`  wrong: ${item.question} -> ${answer.error ?? (answer.notCovered ? 'not covered' : answer.sources.map((source) => pageOf(source.href)).join(', '))}`);
    }
  }
  const correct = (counts.cited + counts.covered) / questions.length;
  console.log(
    `${locale.padEnd(6)}  ${String(questions.length).padStart(9)}  ${String(counts.cited).padStart(5)}  ${String(counts.covered).padStart(7)}  ${String(counts.wrong).padStart(5)}  ${correct.toFixed(2).padStart(7)}  ${median(firsts).toFixed(1).padStart(15)}  ${median(wordTimes).toFixed(1).padStart(15)}  ${median(totals).toFixed(1).padStart(10)}`,
  );
}
