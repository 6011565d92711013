import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import SearchDialog from '.';
import type { SearchHit } from '../../search/types';
import { localeData } from '../../test/fixtures';
import { renderWithData } from '../../test/render';

const engine = { search: vi.fn<(query: string, limit: number) => Promise<SearchHit[]>>() };
const loadEngine = vi.fn(async (_indexUrl: string) => engine);
vi.mock('../../searchUi/loadEngine', () => ({ loadEngine: (indexUrl: string) => loadEngine(indexUrl) }));

const hit = (title: string, href: string): SearchHit => ({
  pageTitle: title,
  titleMarked: `\u0001${title.slice(0, 3)}\u0002${title.slice(3)}`,
  dir: 'Controller',
  href,
  snippet: `About \u0001${title}\u0002 here`,
});

// Engines are cached per index URL for the page session: tests that need a fresh load use another locale.
function open(options: { onClose?: () => void; navigate?: (href: string) => void; locale?: string } = {}) {
  const onClose = options.onClose ?? vi.fn();
  const navigate = options.navigate ?? vi.fn();
  renderWithData(<SearchDialog onClose={onClose} />, { locale: localeData(options.locale ?? 'hi'), navigation: { navigate } });
  return { onClose, navigate, input: screen.getByRole('combobox') as HTMLInputElement, body: () => document.querySelector('[data-state]') as HTMLElement };
}

async function type(input: HTMLInputElement, value: string) {
  fireEvent.change(input, { target: { value } });
  await act(async () => {
    vi.advanceTimersByTime(300);
  });
}

describe('SearchDialog', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    engine.search.mockReset();
    loadEngine.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('starts on the start screen, loads the locale index, and locks body scroll', async () => {
    const { body } = open({ locale: 'nl' });
    expect(body().getAttribute('data-state')).toBe('start');
    await waitFor(() => expect(loadEngine).toHaveBeenCalledWith(localeData('nl').search.indexUrl));
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.activeElement).toBe(screen.getByRole('combobox'));
  });

  it('debounces the query by 300 ms and shows at most 20 results with marks', async () => {
    // Timers move only when the test says so: on a busy machine wall-clock time would leak in.
    vi.useRealTimers();
    vi.useFakeTimers();
    engine.search.mockImplementation(async (_query, limit) => Array.from({ length: 30 }, (_, i) => hit(`Installation ${i}`, `/hi/installation-${i}/`)).slice(0, limit));
    const { input, body } = open();
    await act(async () => {});
    fireEvent.change(input, { target: { value: 'insta' } });
    await act(async () => {
      vi.advanceTimersByTime(299);
    });
    expect(engine.search).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(engine.search).toHaveBeenCalledWith('insta', 20);
    expect(body().getAttribute('data-state')).toBe('results');
    expect(screen.getAllByRole('option')).toHaveLength(20);
    expect(screen.getAllByRole('option')[0].querySelector('mark')?.textContent).toBe('Ins');
    expect(screen.getByRole('link', { name: /See all results/ }).getAttribute('href')).toBe('/hi/search/?q=insta');
  });

  it('moves through results with the arrow keys and opens one with Enter', async () => {
    engine.search.mockResolvedValue([hit('Installation', '/hi/installation/'), hit('App', '/hi/app/')]);
    const { input, navigate, onClose } = open();
    await act(async () => {});
    await type(input, 'a');
    expect(screen.getAllByRole('option')[0].getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[1].getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1].id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[0].getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onClose).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/hi/app/');
  });

  it('says when nothing matches every word, above the closest candidates', async () => {
    engine.search.mockResolvedValue([{ ...hit('Installation', '/hi/installation/'), complete: false }]);
    const { input, body } = open();
    await act(async () => {});
    await type(input, 'installation zigbee');
    expect(body().getAttribute('data-state')).toBe('results');
    expect(body().querySelector('[data-match="weak"]')?.textContent).toBe('No exact match. The closest results:');
    expect(screen.getAllByRole('option').length).toBeGreaterThan(0);
    // A page that matches every word, even below one with more evidence, is an answer.
    engine.search.mockResolvedValue([
      { ...hit('Zigbee', '/hi/zigbee/'), complete: false },
      { ...hit('Installation', '/hi/installation/'), complete: true },
    ]);
    await type(input, 'installation');
    await waitFor(() => expect(body().querySelector('[data-match="weak"]')).toBeNull());
  });

  it('shows the no-results screen with suggestions', async () => {
    engine.search.mockResolvedValue([]);
    const { input, body } = open();
    await act(async () => {});
    await type(input, 'zzz');
    expect(body().getAttribute('data-state')).toBe('noResults');
    expect(body().textContent).toContain('No results found for “zzz”');
    expect(body().textContent).toContain('Try searching for');
    fireEvent.click(screen.getByRole('button', { name: 'Troubleshooting' }));
    expect(input.value).toBe('Troubleshooting');
  });

  it('shows the error screen when the index cannot be loaded', async () => {
    loadEngine.mockRejectedValueOnce(new Error('offline'));
    const { input, body } = open({ locale: 'ar' });
    await act(async () => {});
    await type(input, 'meter');
    expect(body().getAttribute('data-state')).toBe('error');
    expect(body().textContent).toContain('Unable to fetch results');
    expect(body().textContent).toContain('You might want to check your network connection.');
  });

  it('shows the error screen when a query\'s index files cannot be fetched; Retry searches again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    engine.search.mockRejectedValueOnce(new Error('postings-3.bin: offline'));
    engine.search.mockResolvedValue([hit('Meter', '/hi/meter/')]);
    const { input, body } = open();
    await act(async () => {});
    await type(input, 'meter');
    expect(body().getAttribute('data-state')).toBe('error');
    expect(body().textContent).toContain('Unable to fetch results');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    await waitFor(() => expect(body().getAttribute('data-state')).toBe('results'));
    expect(body().textContent).toContain('Meter');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('clears the query with the clear button, and closes on Escape, backdrop and close', async () => {
    const { input, onClose } = open();
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear the query' }));
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
    fireEvent.keyDown(input, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close search' }));
    fireEvent.click(document.querySelector('[data-search-dialog] > div') as HTMLElement);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(3));
  });
});
