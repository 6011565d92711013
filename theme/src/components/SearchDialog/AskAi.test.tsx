import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import SearchDialog from '.';
import type { SearchEngine, SearchHit } from '../../search/types';
import { answerStream, type AnswerStream } from '../../test/answerStream';
import { localeData } from '../../test/fixtures';
import { renderWithData } from '../../test/render';

const engine = { search: vi.fn<(query: string, limit: number) => Promise<SearchHit[]>>() };
const loadEngine = vi.fn(async (_indexUrl: string): Promise<SearchEngine> => engine);
vi.mock('../../searchUi/loadEngine', () => ({ loadEngine: (indexUrl: string) => loadEngine(indexUrl) }));

const ENDPOINT = 'https://ai.example.com/ask';

const hit = (number: number): SearchHit => ({
  pageTitle: `Meter ${number}`,
  titleMarked: `\u0001Meter\u0002 ${number}`,
  dir: 'Devices',
  href: `/fr/meter-${number}/`,
  snippet: `Wire the \u0001meter\u0002 ${number}`,
});

/** fetch answering the question with a stream the test drives; feedback with 204. */
function mockFetch() {
  const streams: AnswerStream[] = [];
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    if (String(url).endsWith('/feedback')) return new Response(null, { status: 204 });
    const stream = answerStream(init?.signal);
    streams.push(stream);
    return stream.response;
  });
  const questions = () => fetch.mock.calls.filter(([url]) => url === ENDPOINT);
  const feedback = () => fetch.mock.calls.filter(([url]) => url === `${ENDPOINT}/feedback`).map(([, init]) => JSON.parse(init?.body as string));
  return { fetch, streams, questions, feedback, latest: () => streams[streams.length - 1] };
}

// Engines are cached per index URL for the page session: tests that need a fresh load use another locale.
function open(locale: string, { askAi = true, onClose = vi.fn() } = {}) {
  renderWithData(<SearchDialog onClose={onClose} />, { locale: localeData(locale, askAi ? { askAi: { endpoint: ENDPOINT } } : {}) });
  const input = screen.getByRole('combobox') as HTMLInputElement;
  return { input, onClose, body: () => document.querySelector('[data-state]') as HTMLElement, askAiState: () => document.querySelector('section[data-state]')?.getAttribute('data-state') };
}

async function type(input: HTMLInputElement, value: string) {
  fireEvent.change(input, { target: { value } });
  await act(async () => {
    vi.advanceTimersByTime(300);
  });
}

/** Lets the fetch mock, the stream reads and React catch up. */
async function settle() {
  for (let round = 0; round < 5; round++) await act(async () => {});
}

describe('SearchDialog: Ask AI', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    engine.search.mockReset();
    engine.search.mockResolvedValue([]);
    loadEngine.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('is offered as the first option only when the site has an endpoint', async () => {
    engine.search.mockResolvedValue([hit(1), hit(2)]);
    const first = open('hi', { askAi: false });
    await type(first.input, 'meter');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).not.toContain('Ask AI: meter');
    cleanup();

    const { input } = open('hi');
    expect(screen.queryByRole('option')).toBeNull();
    await type(input, 'meter');
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(3);
    expect(options[0].textContent).toBe('✦Ask AI: meter');
    expect(options[0].getAttribute('aria-selected')).toBe('true');
    // Also on the no-results screen, where it is the only option.
    engine.search.mockResolvedValue([]);
    await type(input, 'nothing like it');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['✦Ask AI: nothing like it']);
  });

  it('goes through searching, thinking, streaming and done, sending the top hits as context', async () => {
    const requests = mockFetch();
    let loaded!: (engine: SearchEngine) => void;
    loadEngine.mockImplementationOnce(() => new Promise((resolve) => (loaded = resolve)));
    engine.search.mockResolvedValue([1, 2, 3, 4, 5, 6].map(hit));
    const { input, body, askAiState } = open('fr');
    fireEvent.change(input, { target: { value: 'How do I wire a meter?' } });
    fireEvent.keyDown(input, { key: 'Enter' });

    expect(body().getAttribute('data-state')).toBe('askAi');
    expect(askAiState()).toBe('searching');
    expect(screen.getByRole('status').textContent).toBe('Searching the documentation…');
    expect(screen.getByText('How do I wire a meter?')).toBeTruthy();
    expect(requests.fetch).not.toHaveBeenCalled();

    await waitFor(() => expect(loaded).toBeTypeOf('function'));
    await act(async () => loaded(engine));
    await settle();
    expect(askAiState()).toBe('thinking');
    expect(screen.getByRole('status').textContent).toBe('Thinking…');
    expect(engine.search).toHaveBeenCalledWith('How do I wire a meter?', 5);
    const [[url, init]] = requests.questions();
    expect(url).toBe(ENDPOINT);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({
      question: 'How do I wire a meter?',
      locale: 'fr',
      context: [1, 2, 3, 4, 5].map((number) => ({ title: `Meter ${number}`, href: `/fr/meter-${number}/`, snippet: `Wire the meter ${number}` })),
    });

    await act(async () => requests.latest().push('Use the <img src=x onerror="alert(1)"> '));
    await settle();
    expect(askAiState()).toBe('streaming');
    await act(async () => requests.latest().push('RS485 port.\n\nThen restart it.'));
    await settle();
    const answer = document.querySelector('[aria-busy]') as HTMLElement;
    expect(answer.getAttribute('aria-busy')).toBe('true');
    expect(Array.from(answer.querySelectorAll('p')).map((paragraph) => paragraph.textContent)).toEqual(['Use the <img src=x onerror="alert(1)"> RS485 port.', 'Then restart it.']);
    expect(answer.querySelector('img')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Like this answer' })).toBeNull();

    await act(async () => requests.latest().end());
    await settle();
    expect(askAiState()).toBe('done');
    expect(answer.getAttribute('aria-busy')).toBe('false');
    expect(screen.getByRole('button', { name: 'Like this answer' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Dislike this answer' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Copy answer' })).toBeTruthy();
    expect(body().textContent).toContain('Answers are generated with AI, which can make mistakes. Verify responses.');
    expect(document.activeElement).toBe(input);
  });

  it('sends like and dislike to <endpoint>/feedback and shows the choice as pressed', async () => {
    const requests = mockFetch();
    const { input, askAiState } = open('de');
    await type(input, 'meter');
    fireEvent.click(screen.getByRole('button', { name: 'Ask AI: meter' }));
    await settle();
    await act(async () => {
      requests.latest().push('The answer.');
      requests.latest().end();
    });
    await settle();
    expect(askAiState()).toBe('done');

    const like = screen.getByRole('button', { name: 'Like this answer' });
    const dislike = screen.getByRole('button', { name: 'Dislike this answer' });
    fireEvent.click(like);
    expect(like.getAttribute('aria-pressed')).toBe('true');
    expect(dislike.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(like);
    fireEvent.click(dislike);
    expect(like.getAttribute('aria-pressed')).toBe('false');
    expect(dislike.getAttribute('aria-pressed')).toBe('true');
    expect(requests.feedback()).toEqual([
      { question: 'meter', answer: 'The answer.', vote: 'like', locale: 'de', sources: [] },
      { question: 'meter', answer: 'The answer.', vote: 'dislike', locale: 'de', sources: [] },
    ]);
    expect(requests.fetch.mock.calls.at(-1)?.[1]?.method).toBe('POST');
  });

  it('copies the answer and confirms it for a moment', async () => {
    const requests = mockFetch();
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { input } = open('it');
    await type(input, 'meter');
    fireEvent.keyDown(input, { key: 'Enter' });
    await settle();
    await act(async () => {
      requests.latest().push('Copy me.');
      requests.latest().end();
    });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Copy answer' }));
    await settle();
    expect(writeText).toHaveBeenCalledWith('Copy me.');
    expect(screen.getByText('Copied')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.queryByText('Copied')).toBeNull();
  });

  it('Escape leaves Ask-AI mode with the query kept and aborts the request; a second Escape closes', async () => {
    const requests = mockFetch();
    const { input, body, onClose } = open('pl');
    await type(input, 'meter');
    fireEvent.keyDown(input, { key: 'Enter' });
    await settle();
    await act(async () => requests.latest().push('Half an ans'));
    await settle();
    const signal = requests.questions()[0][1]?.signal as AbortSignal;
    expect(signal.aborted).toBe(false);

    fireEvent.keyDown(input, { key: 'Escape' });
    expect(signal.aborted).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
    expect(body().getAttribute('data-state')).toBe('noResults');
    expect(input.value).toBe('meter');
    expect(document.activeElement).toBe(input);
    await settle();
    expect(screen.queryByText('Half an ans')).toBeNull();

    fireEvent.keyDown(input, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('the back button returns to the results and aborts the request', async () => {
    const requests = mockFetch();
    engine.search.mockResolvedValue([hit(1)]);
    const { input, body } = open('pt');
    await type(input, 'meter');
    fireEvent.keyDown(input, { key: 'Enter' });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '← Back to search' }));
    expect(body().getAttribute('data-state')).toBe('results');
    expect(requests.questions()[0][1]?.signal?.aborted).toBe(true);
    expect(input.value).toBe('meter');
    expect(document.activeElement).toBe(input);
  });

  it('aborts the request when the dialog closes', async () => {
    const requests = mockFetch();
    const { unmount } = renderWithData(<SearchDialog onClose={() => {}} />, { locale: localeData('pt', { askAi: { endpoint: ENDPOINT } }) });
    await type(screen.getByRole('combobox') as HTMLInputElement, 'meter');
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Enter' });
    await settle();
    const signal = requests.questions()[0][1]?.signal as AbortSignal;
    unmount();
    expect(signal.aborted).toBe(true);
  });

  it('shows a clear error with Retry, asks without context when the index fails, and Enter asks the edited question', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const requests = mockFetch();
    requests.fetch.mockResolvedValueOnce(new Response('busy', { status: 503 }));
    loadEngine.mockRejectedValueOnce(new Error('offline'));
    const { input, askAiState } = open('es');
    fireEvent.change(input, { target: { value: 'meter' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await settle();
    expect(askAiState()).toBe('error');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The AI assistant could not answer.');
    expect(JSON.parse(requests.questions()[0][1]?.body as string).context).toEqual([]);

    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await settle();
    expect(requests.questions()).toHaveLength(2);
    expect(askAiState()).toBe('thinking');

    fireEvent.change(input, { target: { value: 'gas meter' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await settle();
    expect(requests.questions()[1][1]?.signal?.aborted).toBe(true);
    expect(JSON.parse(requests.questions()[2][1]?.body as string).question).toBe('gas meter');
    await act(async () => {
      requests.latest().end();
    });
    await settle();
    // An empty answer is no answer.
    expect(askAiState()).toBe('error');
    await waitFor(() => expect(screen.getByText('gas meter')).toBeTruthy());
  });
});
