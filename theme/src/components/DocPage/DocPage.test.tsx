import { screen } from '@testing-library/react';
import { DocPage } from '.';
import { docPage, localeData, pageData } from '../../test/fixtures';
import { renderWithData } from '../../test/render';

describe('DocPage', () => {
  it('marks a fallback page\'s English title and body as English, left to right (WCAG 3.1.2)', () => {
    const page = pageData('ar', '/installation/');
    expect(page.flags.untranslated).toBe(true);
    const { container } = renderWithData(<DocPage />, { locale: localeData('ar'), page });
    const title = screen.getByRole('heading', { level: 1 });
    expect(title.getAttribute('lang')).toBe('en');
    expect(title.getAttribute('dir')).toBe('ltr');
    const body = container.querySelector('[lang="en"] p');
    expect(body?.textContent).toBe('Mount the controller on a DIN rail.');
    expect(body?.parentElement?.getAttribute('dir')).toBe('ltr');
  });

  it('leaves translated pages in the page\'s own language', () => {
    const { container } = renderWithData(<DocPage />, { locale: localeData('ar'), page: docPage('ar') });
    expect(screen.getByRole('heading', { level: 1 }).getAttribute('lang')).toBeNull();
    expect(container.querySelector('[lang]')).toBeNull();
  });

  it('says when a translation is older than its English page and links the English page', () => {
    const page = docPage('hi');
    const { container, rerender } = renderWithData(<DocPage />, { locale: localeData('hi'), page });
    expect(container.querySelector('[data-kind="outdated"]')).toBeNull();
    rerender(<></>);
    renderWithData(<DocPage />, { locale: localeData('hi'), page: { ...page, flags: { ...page.flags, outdated: true } } });
    const notice = document.querySelector('[data-kind="outdated"]');
    expect(notice?.textContent).toContain(localeData('hi').strings['theme.docs.outdatedNotice']);
    const link = notice?.querySelector('a');
    expect(link?.getAttribute('href')).toBe(page.route.replace(/^\/hi/, ''));
    expect(link?.getAttribute('hreflang')).toBe('en');
  });
});
