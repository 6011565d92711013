// The Ask-AI protocol. A site configures an endpoint (`[askAi]` in ampere.toml, LocaleData.askAi):
// by default the path `ampere serve` answers on from the site's own documentation (crate
// ampere-ask), or any service speaking the same protocol:
//
//   POST <endpoint>            {"question", "locale", "context": [{"title", "href", "snippet"}]}
//                              → either the answer as UTF-8 plain text, streamed in chunks, or
//                                (Content-Type application/x-ndjson) one event a line:
//                                {"type":"sources","mode":"quoted"|"generated","sources":[{"title","href"}]}
//                                {"type":"text","text"} (the answer is their concatenation)
//                                {"type":"notCovered"}  {"type":"done"}  {"type":"error","message"}
//                                Any status other than 2xx is an error.
//   POST <endpoint>/feedback   {"question", "answer", "vote": "like" | "dislike", "locale", "sources": [href]}
//
// `context` holds the top hits of the built-in search for the question (marks removed), so a
// remote endpoint can ground its answer in the documentation.
import { MARK_END, MARK_START, type SearchHit } from '../search/types';

export interface AskAiContextEntry {
  /** Page title, followed by ' › ' and the section heading when a section matched. */
  title: string;
  href: string;
  /** Text around the matched words, without match markers. */
  snippet: string;
}

export interface AskAiQuestion {
  question: string;
  locale: string;
  context: AskAiContextEntry[];
}

export type Vote = 'like' | 'dislike';

/** A page section the answer was drawn from. */
export interface AskAiSource {
  title: string;
  href: string;
}

/** What has arrived of an answer. */
export interface AnswerSoFar {
  answer: string;
  sources: AskAiSource[];
  /** 'quoted': sentences quoted from the documentation; 'generated': written by a model. */
  mode: 'quoted' | 'generated';
  /** The endpoint says the documentation does not cover the question. */
  notCovered: boolean;
}

/** How many search hits are sent along as context. */
export const CONTEXT_SIZE = 5;

const unmarked = (text: string) => text.split(MARK_START).join('').split(MARK_END).join('');

export function askAiContext(hits: SearchHit[]): AskAiContextEntry[] {
  return hits.slice(0, CONTEXT_SIZE).map((hit) => ({
    title: hit.section ? `${hit.pageTitle} › ${hit.section}` : hit.pageTitle,
    href: hit.href,
    snippet: unmarked(hit.snippet),
  }));
}

export function feedbackUrl(endpoint: string): string {
  return `${endpoint.replace(/\/+$/, '')}/feedback`;
}

/** Applies one NDJSON event line to the answer so far; throws on an error event. */
export function applyEvent(so: AnswerSoFar, line: string): AnswerSoFar {
  if (!line.trim()) return so;
  const event = JSON.parse(line) as { type?: string; text?: unknown; mode?: unknown; sources?: unknown; message?: unknown };
  switch (event.type) {
    case 'text':
      return typeof event.text === 'string' ? { ...so, answer: so.answer + event.text } : so;
    case 'sources': {
      const sources = Array.isArray(event.sources)
        ? event.sources.filter((source): source is AskAiSource => typeof source?.title === 'string' && typeof source?.href === 'string')
        : [];
      return { ...so, sources, mode: event.mode === 'quoted' ? 'quoted' : 'generated' };
    }
    case 'notCovered':
      return { ...so, notCovered: true };
    case 'error':
      throw new Error(`Ask AI: ${typeof event.message === 'string' ? event.message : 'the endpoint failed'}`);
    default:
      return so;
  }
}

/** Chunks of UTF-8 text as they arrive (a character split between chunks is completed by the next). */
async function* textChunks(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder('utf-8');
  for (;;) {
    const { done, value } = await reader.read();
    const text = done ? decoder.decode() : decoder.decode(value, { stream: true });
    if (text) yield text;
    if (done) return;
  }
}

/**
 * Posts the question and reads the streamed answer, plain text or NDJSON events; `onUpdate` gets
 * the answer so far after each chunk. Resolves with the complete answer; rejects on a network or
 * HTTP error or an error event, and with an AbortError when `signal` aborts.
 */
export async function streamAnswer(
  endpoint: string,
  question: AskAiQuestion,
  { signal, onUpdate }: { signal: AbortSignal; onUpdate: (answer: AnswerSoFar) => void },
): Promise<AnswerSoFar> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/x-ndjson, text/plain' },
    body: JSON.stringify(question),
    signal,
  });
  if (!response.ok) throw new Error(`Ask AI: the endpoint answered HTTP ${response.status}`);
  const events = (response.headers.get('Content-Type') ?? '').includes('ndjson');
  let so: AnswerSoFar = { answer: '', sources: [], mode: 'generated', notCovered: false };
  const chunks = response.body ? textChunks(response.body) : (async function* () { yield await response.text(); })();
  let pending = '';
  for await (const chunk of chunks) {
    if (!events) {
      so = { ...so, answer: so.answer + chunk };
    } else {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      so = lines.reduce(applyEvent, so);
    }
    onUpdate(so);
  }
  if (events && pending.trim()) {
    so = applyEvent(so, pending);
    onUpdate(so);
  }
  return so;
}

/** Sends a like or dislike; failures are not the reader's problem and are only logged. */
export async function sendFeedback(
  endpoint: string,
  feedback: { question: string; answer: string; vote: Vote; locale: string; sources: string[] },
): Promise<void> {
  try {
    const response = await fetch(feedbackUrl(endpoint), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(feedback),
    });
    if (!response.ok) console.warn(`ampere: Ask AI feedback answered HTTP ${response.status}`);
  } catch (error) {
    console.warn('ampere: Ask AI feedback failed', error);
  }
}

/** The answer's paragraphs: text separated by blank lines (single line breaks stay in a paragraph). */
export function answerParagraphs(answer: string): string[] {
  return answer
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.replace(/^\n+|\s+$/g, ''))
    .filter((paragraph) => paragraph.trim() !== '');
}
