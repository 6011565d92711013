import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { SearchButton } from '.';
import { renderWithData } from '../../test/render';

vi.mock('../../searchUi/loadEngine', () => ({ loadEngine: async () => ({ search: () => [] }) }));

describe('SearchButton', () => {
  it('opens the lazily loaded dialog, and Escape closes it and returns focus', async () => {
    renderWithData(<SearchButton />);
    const button = screen.getByRole('button', { name: /Search/ });
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Search the documentation' });
    expect(button.getAttribute('data-state')).toBe('open');
    // The dialog is in the document once its lazy chunk resolves; its focus trap (which handles
    // Escape) is attached by an effect that may run a moment later on a loaded machine.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox')));
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(dialog.isConnected).toBe(false);
    expect(document.activeElement).toBe(button);
    expect(document.body.style.overflow).toBe('');
  });

  it('opens on Ctrl+K, Cmd+K and "/", but not while typing in a field', async () => {
    renderWithData(
      <>
        <input aria-label="elsewhere" />
        <SearchButton />
      </>,
    );
    fireEvent.keyDown(screen.getByLabelText('elsewhere'), { key: '/' });
    fireEvent.keyDown(screen.getByLabelText('elsewhere'), { key: 'k', ctrlKey: true });
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.keyDown(document.body, { key: '/' });
    expect(await screen.findByRole('dialog')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Escape' });
    fireEvent.keyDown(document.body, { key: 'k', metaKey: true });
    expect(await screen.findByRole('dialog')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Escape' });
    fireEvent.keyDown(document.body, { key: 'K', ctrlKey: true });
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});
