// Render worker driven by the Rust build (one per core): JSON lines on stdin, replies on stdout.
// Protocol: see protocol.mjs. Build the bundle first: `npm run build` (dist/server/entry-server.js).
import { createInterface } from 'node:readline';
import { createLineHandler } from './protocol.mjs';

// stdout carries the protocol only: anything logged goes to stderr.
for (const level of ['log', 'info', 'debug']) console[level] = (...args) => console.error(...args);

const bundle = await import('../dist/server/entry-server.js');
const handle = createLineHandler(bundle);

const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
lines.on('line', (line) => {
  const reply = handle(line);
  if (reply) process.stdout.write(`${JSON.stringify(reply)}\n`);
});
lines.on('close', () => process.exit(0));
process.on('uncaughtException', (error) => {
  process.stdout.write(`${JSON.stringify({ id: null, error: error.stack || String(error) })}\n`);
});
