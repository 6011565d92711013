import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { App } from '../App';
import type { LocaleData, PageData } from '../data/types';
import { serverRender as render } from './ssr';
import { staticNavigation } from '../navigation/state';
import { docPage, largeSidebar, localeData } from './fixtures';

// The search page starts loading its engine once hydrated; here the engine never arrives, so no
// fetch outlives the test environment.
vi.mock('../searchUi/loadEngine', () => ({ loadEngine: () => new Promise(() => {}) }));

async function hydrate(page: PageData, locale: LocaleData) {
  const html = render(page, locale);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const errors = vi.spyOn(console, 'error');
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <App navigation={staticNavigation(page, locale)} />, {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  const hydrationMessages = errors.mock.calls.map((call) => String(call[0]));
  container.remove();
  return { html, errors: hydrationMessages, recoverable };
}

const locale = localeData('en', {
  announcementBar: { id: 'firmware', content: 'New <b>firmware</b>', isCloseable: true },
});
const pages: [string, PageData, LocaleData][] = [
  ['doc', docPage(), locale],
  ['doc, Arabic (rtl), untranslated', docPage('ar', { flags: { ...docPage().flags, untranslated: true, draft: true, unlisted: true } }), localeData('ar')],
  ['category', docPage('en', { kind: 'category', route: '/category/configuration-from-a-to-z/', html: '', toc: [], category: { cards: [{ label: 'Grid limits', href: '/grid-limits/', description: 'Limits', type: 'link' }, { label: 'Modes', href: '/category/modes/', description: '', type: 'category', count: 4 }] } }), locale],
  ['search', docPage('en', { kind: 'search', route: '/search/', html: '', toc: [], breadcrumbs: [] }), locale],
  ['notFound', docPage('hi', { kind: 'notFound', route: '/hi/404/', html: '', toc: [] }), localeData('hi')],
  ['markdownPage', docPage('en', { kind: 'markdownPage', route: '/markdown-page/' }), locale],
  ['linkReport', docPage('en', { kind: 'linkReport', route: '/link-report/', html: '', linkReport: [{ source: '/a/', target: '/b/', ok: false }] }), locale],
];

describe('server render and hydration', () => {
  it.each(pages)('%s: hydrates the server markup without warnings', async (_name, page, data) => {
    const result = await hydrate(page, data);
    expect(result.errors).toEqual([]);
    expect(result.recoverable).toEqual([]);
    expect(result.html).toContain(`data-kind="${page.kind}"`);
  });

  it('renders the SPEC layout elements of a doc page', () => {
    const html = render(docPage(), locale);
    for (const text of ['Skip to main content', 'Setting control modes', 'Copyright © 2025 Eniris', 'Docs pages', 'On this page', 'Breadcrumbs', 'New <b>firmware</b>']) {
      expect(html).toContain(text);
    }
    expect(html).toContain('aria-current="page"');
    expect(html).not.toContain('Version:'); // one version only
  });

  it('hides the footer when the page turns it off, and shows the version badge with several versions', () => {
    const page = docPage('en', { flags: { ...docPage().flags, hideFooter: true } });
    const data = localeData('en', { versions: [{ name: 'current', label: 'Next', isLast: false, path: '/next/', mainHref: '/next/', badge: true }, { name: '2.0', label: '2.0', isLast: true, path: '/', mainHref: '/', badge: true }] });
    const html = render(page, data);
    expect(html).not.toContain('Copyright');
    expect(html).toContain('Version: 2.0');
  });

  it('renders a page with a 330-item sidebar in about a millisecond', () => {
    const data = localeData('en', { sidebars: { tutorialSidebar: largeSidebar(330) } });
    const page = docPage('en', { route: '/section-29/page-3/' });
    for (let i = 0; i < 20; i++) render(page, data);
    const runs = 100;
    const start = performance.now();
    for (let i = 0; i < runs; i++) render(page, data);
    const perRender = (performance.now() - start) / runs;
    expect(render(page, data)).toContain('Page 29.3');
    // Generous bound for a loaded CI machine in jsdom (dev React); the production bundle is measured separately.
    expect(perRender).toBeLessThan(15);
  });
});
