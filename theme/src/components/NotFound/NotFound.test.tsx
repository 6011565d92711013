import { screen } from '@testing-library/react';
import { NotFound } from '.';
import { localeData } from '../../test/fixtures';
import { renderWithData } from '../../test/render';

describe('NotFound', () => {
  it('shows the SPEC §8 not-found text', () => {
    renderWithData(<NotFound />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page Not Found');
    expect(screen.getByText('We could not find what you were looking for.')).toBeTruthy();
    expect(
      screen.getByText(
        'Please contact the owner of the site that linked you to the original URL and let them know their link is broken.',
      ),
    ).toBeTruthy();
  });

  it('uses the locale strings and falls back to English for missing keys', () => {
    const locale = localeData('hi', { strings: { 'theme.NotFound.title': 'पेज नहीं मिला' } });
    renderWithData(<NotFound />, { locale });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('पेज नहीं मिला');
    expect(screen.getByText('We could not find what you were looking for.')).toBeTruthy();
  });
});
