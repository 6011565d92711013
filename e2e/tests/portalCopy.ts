// A copy of the portal, changed by a test, built for some locales with the same ampere binary and
// theme as `make site`, and served with `ampere serve` on a free port. Used where a test needs what
// the portal itself does not have: an Ask-AI endpoint (ask-ai.spec.ts), hostile content
// (hostile-content.spec.ts). Nothing is intercepted: everything goes through the real build.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const repository = fileURLToPath(new URL('../..', import.meta.url));
const ampere = path.join(repository, 'target/release/ampere');

export interface PortalCopy {
  url: string;
  close(): Promise<void>;
}

export interface PortalChanges {
  /** Text appended to ampere.toml. */
  config?: string;
  /** Files written into the copy (relative to site/), replacing any there. */
  files?: Record<string, string>;
  locales: string[];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilServing(url: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (server.exitCode !== null) throw new Error(`ampere serve exited with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within 10 s`);
}

export async function startPortalCopy(changes: PortalChanges): Promise<PortalCopy> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ampere-portal-copy-'));
  const site = path.join(folder, 'site');
  const out = path.join(folder, 'build');
  for (const part of ['docs', 'i18n', 'pages', 'static']) {
    fs.cpSync(path.join(repository, 'site', part), path.join(site, part), { recursive: true });
  }
  const config = withoutTables(fs.readFileSync(path.join(repository, 'site/ampere.toml'), 'utf8'), changes.config ?? '');
  fs.writeFileSync(path.join(site, 'ampere.toml'), `${config}\n# Added by an e2e test\n${changes.config ?? ''}\n`);
  for (const [relative, text] of Object.entries(changes.files ?? {})) {
    fs.mkdirSync(path.dirname(path.join(site, relative)), { recursive: true });
    fs.writeFileSync(path.join(site, relative), text);
  }
  const locales = changes.locales.flatMap((code) => ['--locale', code]);
  try {
    await promisify(execFile)(ampere, ['build', '--site', site, '--theme', path.join(repository, 'theme'), '--out', out, ...locales], {
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    fs.rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  const port = await freePort();
  const server = spawn(ampere, ['serve', '--out', out, '--site', site, '--port', String(port)], { stdio: 'ignore' });
  // Should the worker end without afterAll, the server and the folder go with it.
  const cleanUp = () => {
    if (server.exitCode === null) server.kill('SIGKILL');
    fs.rmSync(folder, { recursive: true, force: true });
  };
  process.once('exit', cleanUp);
  const url = `http://127.0.0.1:${port}`;
  await waitUntilServing(`${url}/`, server).catch((error) => {
    process.removeListener('exit', cleanUp);
    cleanUp();
    throw error;
  });
  return {
    url,
    close: async () => {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill();
        // ampere serve gives open connections up to 5 s; the tests are done with them.
        const timer = setTimeout(() => server.kill('SIGKILL'), 2_000);
        await exited;
        clearTimeout(timer);
      }
      process.removeListener('exit', cleanUp);
      cleanUp();
    },
  };
}

/** `config` without the tables (`[name]` up to the next header) that `added` defines again. */
function withoutTables(config: string, added: string): string {
  const header = /^\[([^\[\]]+)\]\s*$/;
  const replaced = new Set(added.split('\n').flatMap((line) => header.exec(line.trim())?.[1] ?? []));
  let skipping = false;
  return config
    .split('\n')
    .filter((line) => {
      const trimmed = line.trim();
      if (trimmed.startsWith('[')) skipping = replaced.has(header.exec(trimmed)?.[1] ?? '');
      return !skipping;
    })
    .join('\n');
}
