import { act, fireEvent, screen } from '@testing-library/react';
import { SearchPage } from '.';
import type { SearchHit } from '../../search/types';
import { renderWithData } from '../../test/render';

const search = vi.fn(async (query: string): Promise<SearchHit[]> =>
  query === 'meter' ? [{ pageTitle: 'Energy meter', titleMarked: 'Energy \u0001meter\u0002', dir: 'Devices', href: '/Devices/Energy-meter/', snippet: 'Connect the \u0001meter\u0002' }] : [],
);
vi.mock('../../searchUi/loadEngine', () => ({ loadEngine: async () => ({ search }) }));

async function settle(ms = 300) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

describe('SearchPage', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    window.history.replaceState(null, '', '/');
  });

  it('reads ?q= and shows the results', async () => {
    window.history.replaceState(null, '', '/search/?q=meter');
    renderWithData(<SearchPage />);
    await settle();
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('meter');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search results for “meter”');
    expect(screen.getByText('One document found')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Energy meter/ }).getAttribute('href')).toBe('/Devices/Energy-meter/');
  });

  it('typing replaces the URL, an empty value removes q, and submitting pushes an entry', async () => {
    window.history.replaceState(null, '', '/search/');
    const length = window.history.length;
    renderWithData(<SearchPage />);
    const input = screen.getByRole('searchbox');
    fireEvent.change(input, { target: { value: 'meter' } });
    await settle();
    expect(window.location.search).toBe('?q=meter');
    expect(window.history.length).toBe(length);
    fireEvent.change(input, { target: { value: '' } });
    await settle();
    expect(window.location.search).toBe('');
    fireEvent.change(input, { target: { value: 'relay' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(window.location.search).toBe('?q=relay');
    expect(window.history.length).toBe(length + 1);
    await settle();
    expect(screen.getByText(/No results found for/).textContent).toContain('relay');
  });
});
