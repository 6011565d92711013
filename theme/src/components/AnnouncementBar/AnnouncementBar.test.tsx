import { fireEvent, screen } from '@testing-library/react';
import { AnnouncementBar } from '.';
import { localeData } from '../../test/fixtures';
import { renderWithData } from '../../test/render';
import { DISMISS_KEY, ID_KEY, MISSPELT_ID_KEY, isAnnouncementDismissed } from './storage';

const withBar = (id: string) =>
  localeData('en', { announcementBar: { id, content: '<b>New firmware</b> is out', isCloseable: true } });

describe('AnnouncementBar', () => {
  it('renders nothing when not configured', () => {
    const { container } = renderWithData(<AnnouncementBar />);
    expect(container.innerHTML).toBe('');
  });

  it('dismissal stores the string "true" and the id, and hides the bar', () => {
    renderWithData(<AnnouncementBar />, { locale: withBar('firmware-2') });
    expect(screen.getByText('New firmware')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('New firmware')).toBeNull();
    expect(window.localStorage.getItem(DISMISS_KEY)).toBe('true');
    expect(window.localStorage.getItem(ID_KEY)).toBe('firmware-2');
    expect(document.documentElement.getAttribute('data-announcement-dismissed')).toBe('true');
  });

  it('stays hidden for the same id', () => {
    window.localStorage.setItem(ID_KEY, 'firmware-2');
    window.localStorage.setItem(DISMISS_KEY, 'true');
    renderWithData(<AnnouncementBar />, { locale: withBar('firmware-2') });
    expect(screen.queryByText('New firmware')).toBeNull();
  });

  it('shows again and resets the dismissal when the configured id changes', () => {
    window.localStorage.setItem(ID_KEY, 'firmware-1');
    window.localStorage.setItem(DISMISS_KEY, 'true');
    document.documentElement.setAttribute('data-announcement-dismissed', 'true');
    renderWithData(<AnnouncementBar />, { locale: withBar('firmware-2') });
    expect(screen.getByText('New firmware')).toBeTruthy();
    expect(window.localStorage.getItem(ID_KEY)).toBe('firmware-2');
    expect(window.localStorage.getItem(DISMISS_KEY)).toBe('false');
    expect(document.documentElement.hasAttribute('data-announcement-dismissed')).toBe(false);
  });

  it('migrates the misspelt id key and keeps a dismissal of the same announcement', () => {
    window.localStorage.setItem(MISSPELT_ID_KEY, 'firmware-2');
    window.localStorage.setItem(DISMISS_KEY, 'true');
    expect(isAnnouncementDismissed('firmware-2')).toBe(true);
    expect(window.localStorage.getItem(MISSPELT_ID_KEY)).toBeNull();
    expect(window.localStorage.getItem(ID_KEY)).toBe('firmware-2');
  });

  it('does not let the misspelt key overwrite a correctly stored id', () => {
    window.localStorage.setItem(MISSPELT_ID_KEY, 'old');
    window.localStorage.setItem(ID_KEY, 'firmware-2');
    window.localStorage.setItem(DISMISS_KEY, 'true');
    expect(isAnnouncementDismissed('firmware-2')).toBe(true);
    expect(window.localStorage.getItem(MISSPELT_ID_KEY)).toBeNull();
  });
});
