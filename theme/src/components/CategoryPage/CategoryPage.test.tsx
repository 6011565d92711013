import { screen } from '@testing-library/react';
import { CategoryPage } from '.';
import { docPage } from '../../test/fixtures';
import { renderWithData } from '../../test/render';

describe('CategoryPage', () => {
  it('shows the title, description, and children as cards with descriptions or item counts', () => {
    const page = docPage('en', {
      kind: 'category',
      title: 'Local control modes',
      description: 'How the controller steers devices.',
      category: {
        cards: [
          { label: 'Setting control modes', href: '/set/', description: 'Choose a mode.', type: 'link' },
          { label: 'Battery', href: '/category/battery/', description: '', type: 'category', count: 4 },
          { label: 'One', href: '/category/one/', description: '', type: 'category', count: 1 },
        ],
      },
    });
    renderWithData(<CategoryPage />, { page });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Local control modes');
    expect(screen.getByText('How the controller steers devices.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Setting control modes.*Choose a mode\./ }).getAttribute('href')).toBe('/set/');
    expect(screen.getByRole('link', { name: /Battery.*4 items/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /One.*1 item$/ })).toBeTruthy();
  });
});
