import { fireEvent, screen } from '@testing-library/react';
import { PageLoader } from '.';
import { docPage, localeData } from '../../test/fixtures';
import { renderWithData } from '../../test/render';
import { staticNavigation } from '../../navigation/state';

const base = staticNavigation(docPage(), localeData()).snapshot;

describe('PageLoader', () => {
  it('keeps the page and adds a delayed spinner while loading', () => {
    const { container } = renderWithData(<PageLoader><p>Current page</p></PageLoader>, {
      navigation: { snapshot: { ...base, load: 'loading' } },
    });
    expect(screen.getByText('Current page')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(container.querySelector('[data-state="loading"]')).toBeTruthy();
  });

  it('shows the red box with the error text and a Retry that retries', () => {
    const retry = vi.fn();
    renderWithData(<PageLoader><p>Current page</p></PageLoader>, {
      navigation: { snapshot: { ...base, load: 'error', error: 'Invalid page data at /x/page-data.json' }, retry },
    });
    expect(screen.queryByText('Current page')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Invalid page data at /x/page-data.json');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
