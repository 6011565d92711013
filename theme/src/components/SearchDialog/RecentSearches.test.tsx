import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import SearchDialog from '.';
import type { SearchHit } from '../../search/types';
import { recentSearchesKey } from '../../searchUi/recentSearches';
import { localeData } from '../../test/fixtures';
import { renderWithData } from '../../test/render';

const engine = { search: vi.fn<(query: string, limit: number) => Promise<SearchHit[]>>() };
vi.mock('../../searchUi/loadEngine', () => ({ loadEngine: async () => engine }));

const hit = (title: string, href: string, section?: string): SearchHit => ({
  pageTitle: title,
  titleMarked: title,
  dir: 'Controller',
  section,
  href,
  snippet: `About ${title}`,
});

function open(locale = 'hi') {
  const onClose = vi.fn();
  const navigate = vi.fn();
  renderWithData(<SearchDialog onClose={onClose} />, { locale: localeData(locale), navigation: { navigate } });
  return { onClose, navigate, input: screen.getByRole('combobox') as HTMLInputElement, body: () => document.querySelector('[data-state]') as HTMLElement };
}

async function type(input: HTMLInputElement, value: string) {
  fireEvent.change(input, { target: { value } });
  await act(async () => {
    vi.advanceTimersByTime(300);
  });
}

const titles = () => screen.getAllByRole('option').map((option) => option.querySelector('a > span')?.textContent);

describe('SearchDialog: recent searches', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    engine.search.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('remembers a chosen result and lists it on the start screen, most recent first', async () => {
    engine.search.mockResolvedValue([hit('Installation', '/hi/installation/'), hit('App', '/hi/app/', 'Pairing')]);
    const first = open();
    expect(first.body().textContent).toContain('Type to search the documentation.');
    await type(first.input, 'a');
    fireEvent.keyDown(first.input, { key: 'ArrowDown' });
    fireEvent.keyDown(first.input, { key: 'Enter' });
    expect(first.navigate).toHaveBeenCalledWith('/hi/app/');
    cleanup();

    const second = open();
    await type(second.input, 'i');
    fireEvent.click(screen.getByText('Installation'));
    expect(second.navigate).toHaveBeenCalledWith('/hi/installation/');
    expect(JSON.parse(localStorage.getItem('ampere-recent-searches-hi')!)).toEqual([
      { pageTitle: 'Installation', href: '/hi/installation/' },
      { pageTitle: 'App', section: 'Pairing', href: '/hi/app/' },
    ]);
    cleanup();

    const { body } = open();
    expect(body().getAttribute('data-state')).toBe('start');
    expect(body().textContent).toContain('Recent searches');
    expect(body().textContent).not.toContain('Type to search the documentation.');
    expect(screen.getByRole('listbox', { name: 'Recent searches' })).toBeTruthy();
    expect(titles()).toEqual(['Installation', 'App › Pairing']);
    // Typing replaces them with the results.
    engine.search.mockResolvedValue([hit('Wiring', '/hi/wiring/')]);
    await type(screen.getByRole('combobox') as HTMLInputElement, 'w');
    expect(titles()).toEqual(['Wiring']);
  });

  it('works with the arrow keys and Enter exactly like results', async () => {
    localStorage.setItem(
      recentSearchesKey('hi'),
      JSON.stringify([
        { pageTitle: 'Installation', href: '/hi/installation/' },
        { pageTitle: 'App', section: 'Pairing', href: '/hi/app/#pairing' },
      ]),
    );
    const { input, navigate, onClose } = open();
    const options = screen.getAllByRole('option');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(options[0].getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0].id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(options[1].getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1].id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(options[0].getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onClose).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/hi/app/#pairing');
    // Choosing a recent search moves it to the top.
    expect(JSON.parse(localStorage.getItem(recentSearchesKey('hi'))!).map((entry: { href: string }) => entry.href)).toEqual(['/hi/app/#pairing', '/hi/installation/']);
  });

  it('removes one with its remove button (or Delete), keeping the focus in the field', async () => {
    localStorage.setItem(
      recentSearchesKey('hi'),
      JSON.stringify([
        { pageTitle: 'Installation', href: '/hi/installation/' },
        { pageTitle: 'App', href: '/hi/app/' },
        { pageTitle: 'Wiring', href: '/hi/wiring/' },
      ]),
    );
    const { input, navigate, body } = open();
    fireEvent.click(screen.getByRole('button', { name: 'Remove “App” from recent searches' }));
    expect(titles()).toEqual(['Installation', 'Wiring']);
    expect(navigate).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(input);
    expect(JSON.parse(localStorage.getItem(recentSearchesKey('hi'))!).map((entry: { pageTitle: string }) => entry.pageTitle)).toEqual(['Installation', 'Wiring']);

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Delete' });
    expect(titles()).toEqual(['Installation']);
    expect(screen.getAllByRole('option')[0].getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'Delete' });
    expect(screen.queryByRole('option')).toBeNull();
    expect(body().textContent).toContain('Type to search the documentation.');
    expect(localStorage.getItem(recentSearchesKey('hi'))).toBe('[]');
  });

  it('are kept per locale, and corrupt storage is ignored', async () => {
    localStorage.setItem(recentSearchesKey('en'), JSON.stringify([{ pageTitle: 'Installation', href: '/installation/' }]));
    localStorage.setItem(recentSearchesKey('ar'), '{"broken"');
    const { body } = open('ar');
    expect(body().getAttribute('data-state')).toBe('start');
    expect(screen.queryByRole('option')).toBeNull();
    expect(body().textContent).toContain('Type to search the documentation.');
    cleanup();
    open('en');
    expect(titles()).toEqual(['Installation']);
  });
});
