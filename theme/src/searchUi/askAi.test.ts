import type { SearchHit } from '../search/types';
import { streamedResponse } from '../test/answerStream';
import { answerParagraphs, askAiContext, feedbackUrl, sendFeedback, streamAnswer } from './askAi';

const hit = (number: number, section?: string): SearchHit => ({
  pageTitle: `Page ${number}`,
  titleMarked: `\u0001Page\u0002 ${number}`,
  dir: 'Controller',
  section,
  href: `/ar/page-${number}/${section ? '#part' : ''}`,
  snippet: `Text about \u0001meters\u0002 and \u0001wiring\u0002 ${number}`,
});

const ndjson = { status: 200, headers: { 'Content-Type': 'application/x-ndjson; charset=utf-8' } };

describe('the Ask-AI protocol', () => {
  it('sends the top five hits as context, without match markers', () => {
    const context = askAiContext([hit(1, 'Wiring'), ...[2, 3, 4, 5, 6, 7].map((number) => hit(number))]);
    expect(context).toHaveLength(5);
    expect(context[0]).toEqual({ title: 'Page 1 › Wiring', href: '/ar/page-1/#part', snippet: 'Text about meters and wiring 1' });
    expect(context[1]).toEqual({ title: 'Page 2', href: '/ar/page-2/', snippet: 'Text about meters and wiring 2' });
  });

  it('posts feedback next to the endpoint', () => {
    expect(feedbackUrl('https://ai.example.com/ask')).toBe('https://ai.example.com/ask/feedback');
    expect(feedbackUrl('/api/ask/')).toBe('/api/ask/feedback');
  });

  it('posts the question as JSON and reports the answer after every chunk', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(streamedResponse(['The meter ', 'is wired ', 'to port 1.']));
    const seen: string[] = [];
    const signal = new AbortController().signal;
    const answer = await streamAnswer('/api/ask', { question: 'How to wire?', locale: 'en', context: [] }, { signal, onUpdate: (so) => seen.push(so.answer) });
    expect(answer.answer).toBe('The meter is wired to port 1.');
    expect(seen).toEqual(['The meter ', 'The meter is wired ', 'The meter is wired to port 1.']);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/ask');
    expect(init?.method).toBe('POST');
    expect(init?.signal).toBe(signal);
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(JSON.parse(init?.body as string)).toEqual({ question: 'How to wire?', locale: 'en', context: [] });
  });

  it('decodes a character split between two chunks', async () => {
    const bytes = new TextEncoder().encode('قياس');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(streamedResponse([bytes.slice(0, 3), bytes.slice(3)]));
    const seen: string[] = [];
    const answer = await streamAnswer('/api/ask', { question: 'q', locale: 'ar', context: [] }, { signal: new AbortController().signal, onUpdate: (so) => seen.push(so.answer) });
    expect(answer.answer).toBe('قياس');
    expect(seen.every((text) => !text.includes('\uFFFD'))).toBe(true);
  });

  it('rejects on an HTTP error', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('overloaded', { status: 503 }));
    await expect(streamAnswer('/api/ask', { question: 'q', locale: 'en', context: [] }, { signal: new AbortController().signal, onUpdate: () => {} })).rejects.toThrow('HTTP 503');
  });

  it('sends feedback and never throws', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    const vote = { question: 'q', answer: 'a', vote: 'like' as const, locale: 'nl', sources: ['/nl/battery/'] };
    await sendFeedback('/api/ask', vote);
    expect(fetch).toHaveBeenCalledWith('/api/ask/feedback', expect.objectContaining({ method: 'POST', body: JSON.stringify(vote) }));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetch.mockRejectedValue(new TypeError('offline'));
    await expect(sendFeedback('/api/ask', { question: 'q', answer: 'a', vote: 'dislike', locale: 'en', sources: [] })).resolves.toBeUndefined();
  });

  it('reads NDJSON events: sources, text split anywhere, not covered, errors', async () => {
    const events = [
      '{"type":"sources","mode":"quoted","sources":[{"title":"Battery › Charging","href":"/battery/#charging"},{"title":7}]}\n{"type":"te',
      'xt","text":"Charges from solar. [1]"}\n',
      '{"type":"unknown"}\n{"type":"done"}',
    ];
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(streamedResponse(events, ndjson));
    const seen: string[] = [];
    const answer = await streamAnswer('/api/ask', { question: 'q', locale: 'en', context: [] }, { signal: new AbortController().signal, onUpdate: (so) => seen.push(so.answer) });
    expect(answer).toEqual({ answer: 'Charges from solar. [1]', sources: [{ title: 'Battery › Charging', href: '/battery/#charging' }], mode: 'quoted', notCovered: false });
    expect(seen).toEqual(['', 'Charges from solar. [1]', 'Charges from solar. [1]', 'Charges from solar. [1]']);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(streamedResponse(['{"type":"notCovered"}\n'], ndjson));
    const notCovered = await streamAnswer('/api/ask', { question: 'q', locale: 'en', context: [] }, { signal: new AbortController().signal, onUpdate: () => {} });
    expect(notCovered.notCovered).toBe(true);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(streamedResponse(['{"type":"error","message":"back-end down"}\n'], ndjson));
    await expect(streamAnswer('/api/ask', { question: 'q', locale: 'en', context: [] }, { signal: new AbortController().signal, onUpdate: () => {} })).rejects.toThrow('back-end down');
  });

  it('splits the answer into paragraphs at blank lines', () => {
    expect(answerParagraphs('First line\nsame paragraph.\n\nSecond.\r\n\r\n  \n\nThird <b>not HTML</b>\n')).toEqual([
      'First line\nsame paragraph.',
      'Second.',
      'Third <b>not HTML</b>',
    ]);
    expect(answerParagraphs('\n\n')).toEqual([]);
  });
});
