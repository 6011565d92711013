// The Ask-AI protocol. The product has no AI of its own; a site may configure an endpoint
// (`[askAi] endpoint` in ampere.toml, LocaleData.askAi) that answers questions:
//
//   POST <endpoint>            {"question", "locale", "context": [{"title", "href", "snippet"}]}
//                              → the answer as UTF-8 plain text, streamed in chunks (any status
//                                other than 2xx is an error)
//   POST <endpoint>/feedback   {"question", "answer", "vote": "like" | "dislike"}
//
// `context` holds the top hits of the built-in search for the question (marks removed), so the
// endpoint can ground its answer in the documentation.
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

/**
 * Posts the question and reads the streamed answer; `onText` gets the whole answer so far after
 * each chunk. Resolves with the complete answer; rejects on a network or HTTP error and with an
 * AbortError when `signal` aborts.
 */
export async function streamAnswer(
  endpoint: string,
  question: AskAiQuestion,
  { signal, onText }: { signal: AbortSignal; onText: (answer: string) => void },
): Promise<string> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'text/plain' },
    body: JSON.stringify(question),
    signal,
  });
  if (!response.ok) throw new Error(`Ask AI: the endpoint answered HTTP ${response.status}`);
  if (!response.body) {
    const answer = await response.text();
    if (answer) onText(answer);
    return answer;
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder('utf-8');
  let answer = '';
  for (;;) {
    const { done, value } = await reader.read();
    // A multi-byte character split between chunks is completed by the next one.
    const text = done ? decoder.decode() : decoder.decode(value, { stream: true });
    if (text) {
      answer += text;
      onText(answer);
    }
    if (done) return answer;
  }
}

/** Sends a like or dislike; failures are not the reader's problem and are only logged. */
export async function sendFeedback(endpoint: string, feedback: { question: string; answer: string; vote: Vote }): Promise<void> {
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
