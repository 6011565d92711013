// A stand-in for a site's Ask-AI backend (the product has none): it streams a plain-text answer
// in chunks, with pauses, so the browser shows each state of the Ask-AI screen. It runs on
// another origin than the site, as a real backend would, so it answers CORS preflights.
//
// The question steers it: "flaky" fails (503) the first time it is asked, "slow" pauses 10 s
// before its second chunk. The test reads what it received from `questions`, `feedback`, `aborted`.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface AskedQuestion {
  question: string;
  locale: string;
  context: { title: string; href: string; snippet: string }[];
}

export interface AskAiEndpoint {
  url: string;
  questions: AskedQuestion[];
  feedback: { question: string; answer: string; vote: string }[];
  /** Questions whose request the browser closed before the answer ended. */
  aborted: string[];
  close(): Promise<void>;
}

/** The answer to `asked`, in the chunks it is sent in (the first echoes what the endpoint got). */
export function answerChunks({ question, locale, context }: AskedQuestion): string[] {
  return [`You asked “${question}” in ${locale}. `, `The documentation has ${context.length} pages on it; the best is “${context[0]?.title ?? 'none'}”.`, '\n\nThis is a test answer.'];
}

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

function readJson(request: http.IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      try {
        resolve(JSON.parse(text));
      } catch (error) {
        reject(error);
      }
    });
  });
}

export async function startAskAiEndpoint(): Promise<AskAiEndpoint> {
  const questions: AskedQuestion[] = [];
  const feedback: AskAiEndpoint['feedback'] = [];
  const aborted: string[] = [];
  const server = http.createServer(async (request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { 'Access-Control-Allow-Methods': 'POST', 'Access-Control-Allow-Headers': 'Content-Type', 'Access-Control-Max-Age': '600' });
      response.end();
      return;
    }
    if (request.method !== 'POST') {
      response.writeHead(405).end();
      return;
    }
    const body = await readJson(request).catch(() => null);
    if (!body) {
      response.writeHead(400).end('not JSON');
      return;
    }
    if (request.url === '/ask-ai/feedback') {
      feedback.push(body as AskAiEndpoint['feedback'][number]);
      response.writeHead(204).end();
      return;
    }
    const asked = body as unknown as AskedQuestion;
    questions.push(asked);
    const { question } = asked;
    if (question.includes('flaky') && questions.filter((item) => item.question === question).length === 1) {
      response.writeHead(503, { 'Content-Type': 'text/plain' }).end('busy');
      return;
    }
    let closed = false;
    response.on('close', () => {
      closed = true;
      if (!response.writableFinished) aborted.push(question);
    });
    response.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    response.flushHeaders();
    const [first, ...rest] = answerChunks(asked);
    await pause(1_000); // thinking: the request is answered, no text yet
    if (closed) return;
    response.write(first);
    await pause(question.includes('slow') ? 10_000 : 1_500); // streaming: part of the answer is shown
    for (const chunk of rest) {
      if (closed) return;
      response.write(chunk);
      await pause(100);
    }
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/ask-ai`,
    questions,
    feedback,
    aborted,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
