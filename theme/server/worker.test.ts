// @vitest-environment node
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createLineHandler } from './protocol.mjs';
import { headHtml, render } from '../src/entry-server';
import { docPage, localeData } from '../src/test/fixtures';

describe('render worker protocol (line handler)', () => {
  const handle = createLineHandler({ render, headHtml });
  const send = (message: unknown) => handle(JSON.stringify(message));

  it('caches locale data without replying, then renders pages of that locale', () => {
    expect(send({ type: 'locale', data: localeData('hi') })).toBeNull();
    const reply = send({ type: 'render', id: 7, page: docPage('hi') });
    expect(reply?.id).toBe(7);
    expect(reply?.html).toContain('नियंत्रण मोड सेट करना');
    expect(reply?.html).toContain('href="/hi/installation/"');
    expect(reply?.error).toBeUndefined();
  });

  it('replies to head with the pre-paint script', () => {
    expect(send({ type: 'head', id: 1 })).toEqual({ id: 1, html: headHtml() });
    expect(headHtml()).toMatch(/^<script>.*data-theme.*<\/script>$/s);
  });

  it('answers bad lines with errors instead of crashing', () => {
    expect(handle('{not json')).toMatchObject({ id: null, error: expect.stringContaining('Invalid JSON line') });
    expect(send({ type: 'render', id: 2, page: docPage('sv') })).toMatchObject({ id: 2, error: expect.stringContaining('No locale data for "sv"') });
    expect(send({ type: 'dance', id: 3 })).toMatchObject({ id: 3, error: expect.stringContaining('Unknown message type') });
    expect(send({ type: 'render', id: 4 })).toMatchObject({ id: 4, error: expect.stringContaining('without page') });
    expect(send({ type: 'locale', id: 5, data: {} })).toMatchObject({ id: 5, error: expect.stringContaining('data.locale.code') });
    expect(handle('   ')).toBeNull();
  });

  it('reports render errors with their stack', () => {
    send({ type: 'locale', data: localeData('en') });
    const reply = send({ type: 'render', id: 9, page: { ...docPage('en'), kind: 'nonsense' } });
    expect(reply?.id).toBe(9);
    expect(reply?.error).toContain('Unknown page kind "nonsense"');
    expect(reply?.error).toContain('\n    at ');
  });
});

const bundle = fileURLToPath(new URL('../dist/server/entry-server.js', import.meta.url));

describe.runIf(existsSync(bundle))('server/worker.mjs (built bundle)', () => {
  it('speaks JSON lines over stdio', async () => {
    const worker = spawn(process.execPath, [fileURLToPath(new URL('./worker.mjs', import.meta.url))], { stdio: ['pipe', 'pipe', 'inherit'] });
    const lines = [
      { type: 'locale', data: localeData('ar') },
      { type: 'render', id: 1, page: docPage('ar') },
      'garbage',
      { type: 'head', id: 2 },
    ];
    for (const line of lines) worker.stdin.write(`${typeof line === 'string' ? line : JSON.stringify(line)}\n`);
    worker.stdin.end();
    let output = '';
    worker.stdout.on('data', (chunk) => (output += chunk));
    await new Promise((resolve) => worker.on('close', resolve));
    const replies = output.trim().split('\n').map((line) => JSON.parse(line));
    expect(replies).toHaveLength(3);
    expect(replies[0].id).toBe(1);
    expect(replies[0].html).toContain('href="/ar/installation/"');
    // Same markup as the source render; CSS-module class names differ between vitest and vite build.
    const withoutClasses = (html: string) => html.replace(/ class="[^"]*"/g, '');
    expect(withoutClasses(replies[0].html)).toBe(withoutClasses(render(docPage('ar'), localeData('ar'))));
    expect(replies[1]).toMatchObject({ id: null, error: expect.stringContaining('Invalid JSON') });
    expect(replies[2]).toEqual({ id: 2, html: headHtml() });
  });
});
