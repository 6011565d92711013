import { fireEvent, screen, within } from '@testing-library/react';
import { LanguageDropdown } from '.';
import { DOC_ROUTE, docPage, localeData } from '../../test/fixtures';
import { renderWithData } from '../../test/render';
import { renderToString } from 'react-dom/server';
import { DataProvider } from '../../data/context';

describe('LanguageDropdown', () => {
  it('links the same page in every locale by swapping the locale prefix', () => {
    renderWithData(<LanguageDropdown />, { locale: localeData('hi'), page: docPage('hi') });
    const button = screen.getByRole('button', { name: 'Choose a language (currently हिन्दी)' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const links = within(document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement).getAllByRole('link');
    expect(links).toHaveLength(12);
    const href = (label: string) => links.find((link) => link.textContent === label)?.getAttribute('href');
    const rest = DOC_ROUTE;
    expect(href('English')).toBe(rest);
    expect(href('العربية')).toBe(`/ar${rest}`);
    expect(href('Nederlands')).toBe(`/nl${rest}`);
    expect(links.find((link) => link.textContent === 'हिन्दी')?.getAttribute('aria-current')).toBe('true');
    expect(links.find((link) => link.textContent === 'العربية')?.getAttribute('dir')).toBe('rtl');
  });

  it('maps the home page of the default locale to each locale root', () => {
    renderWithData(<LanguageDropdown />, { page: docPage('en', { route: '/' }) });
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('link', { name: 'हिन्दी' }).getAttribute('href')).toBe('/hi/');
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/');
  });

  it('closes on Escape and returns focus to the button', () => {
    renderWithData(<LanguageDropdown />);
    const button = screen.getByRole('button');
    button.focus();
    fireEvent.click(button);
    const first = screen.getAllByRole('link')[0];
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'Escape' });
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(document.activeElement).toBe(button);
  });

  it('keeps the query and the anchor of the page when switching', () => {
    window.history.replaceState(null, '', `${DOC_ROUTE}?q=meter#details`);
    renderWithData(<LanguageDropdown />, { page: docPage('en') });
    fireEvent.click(screen.getByRole('button'));
    const arabic = screen.getByRole('link', { name: 'العربية' });
    expect(arabic.getAttribute('href')).toBe(`/ar${DOC_ROUTE}`);
    fireEvent.pointerDown(arabic);
    expect(arabic.getAttribute('href')).toBe(`/ar${DOC_ROUTE}?q=meter#details`);
    window.history.replaceState(null, '', '/');
  });

  it('also renders plain links for pages read without JavaScript', () => {
    const html = renderToString(
      <DataProvider page={docPage('en')} locale={localeData('en')}>
        <LanguageDropdown />
      </DataProvider>,
    );
    const noscript = html.slice(html.indexOf('<noscript>'), html.indexOf('</noscript>'));
    expect(noscript).toContain(`href="/ar${DOC_ROUTE}"`);
    expect(noscript.match(/<a /g)).toHaveLength(12);
  });
});

