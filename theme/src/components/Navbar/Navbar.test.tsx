import { fireEvent, screen, within } from '@testing-library/react';
import { Navbar } from '.';
import { docPage, localeData } from '../../test/fixtures';
import { renderWithData } from '../../test/render';

describe('Navbar', () => {
  it('shows the title, logo, docs link, language dropdown, colour switch and search', () => {
    renderWithData(<Navbar />, { locale: localeData('hi'), page: docPage('hi') });
    const home = screen.getByRole('link', { name: 'SmartgridOne Documentation home page' });
    expect(home.getAttribute('href')).toBe('/hi/');
    expect(home.querySelector('img')?.getAttribute('src')).toBe('/img/favicon.svg');
    expect(screen.getByRole('link', { name: 'Documentation' }).getAttribute('href')).toBe('/hi/installation/');
    expect(screen.getByRole('button', { name: /Choose a language/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Switch between dark and light mode/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Search/ })).toBeTruthy();
  });

  it('omits the colour switch when it is disabled', () => {
    const locale = localeData('en', { colorMode: { defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false } });
    renderWithData(<Navbar />, { locale });
    expect(screen.queryByRole('button', { name: /Switch between dark and light mode/ })).toBeNull();
  });

  it('opens the mobile drawer on the sidebar, goes back to the main menu, and closes on Escape', () => {
    renderWithData(<Navbar />);
    const hamburger = screen.getByRole('button', { name: 'Toggle navigation bar' });
    hamburger.focus();
    fireEvent.click(hamburger);
    const drawer = screen.getByRole('dialog', { name: 'Navigation menu' });
    expect(hamburger.getAttribute('aria-expanded')).toBe('true');
    expect(document.body.style.overflow).toBe('hidden');
    expect(drawer.contains(document.activeElement)).toBe(true);
    expect(within(drawer).getByRole('link', { name: 'Setting control modes' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(drawer).getByRole('button', { name: '← Back to main menu' }));
    expect(within(drawer).getByRole('link', { name: 'Documentation' })).toBeTruthy();
    expect(within(drawer).getAllByRole('link', { name: /English|Nederlands|العربية/ })).toHaveLength(3);
    fireEvent.click(within(drawer).getByRole('link', { name: 'Documentation' }));
    expect(within(drawer).getByRole('button', { name: '← Back to main menu' })).toBeTruthy();
    fireEvent.keyDown(drawer, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(hamburger);
    expect(document.body.style.overflow).toBe('');
  });

  it('opens the drawer on the main menu on pages without a sidebar', () => {
    renderWithData(<Navbar />, { page: docPage('en', { kind: 'notFound', route: '/404/' }) });
    fireEvent.click(screen.getByRole('button', { name: 'Toggle navigation bar' }));
    const drawer = screen.getByRole('dialog');
    expect(within(drawer).queryByRole('button', { name: '← Back to main menu' })).toBeNull();
    expect(within(drawer).getByRole('link', { name: 'Documentation' })).toBeTruthy();
  });

  it('shows link items: a route of the site in the same tab, an address elsewhere in a new one', () => {
    const locale = localeData('en');
    locale.navbar.items = [
      ...locale.navbar.items,
      { type: 'link', position: 'left', label: 'Blog', href: '/blog/' },
      { type: 'link', position: 'right', label: 'GitHub', href: 'https://github.com/example/site' },
    ];
    renderWithData(<Navbar />, { locale });
    const blog = screen.getByRole('link', { name: 'Blog' });
    expect(blog.getAttribute('href')).toBe('/blog/');
    expect(blog.getAttribute('target')).toBeNull();
    const github = screen.getByRole('link', { name: 'GitHub' });
    expect(github.getAttribute('target')).toBe('_blank');
    expect(github.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows a dropdown item: its links under its label, closed again when one is chosen or on Escape', () => {
    const locale = localeData('en');
    locale.navbar.items = [
      ...locale.navbar.items,
      {
        type: 'dropdown',
        position: 'left',
        label: 'More',
        items: [
          { label: 'Changelog', href: '/changelog/' },
          { label: 'Forum', href: 'https://forum.example.com' },
        ],
      },
    ];
    renderWithData(<Navbar />, { locale });
    const summary = screen.getByText('More');
    const details = summary.closest('details')!;
    expect(details.open).toBe(false);
    fireEvent.click(summary);
    details.open = true;
    expect(within(details).getByRole('link', { name: 'Changelog' }).getAttribute('href')).toBe('/changelog/');
    expect(within(details).getByRole('link', { name: 'Forum' }).getAttribute('target')).toBe('_blank');
    fireEvent.click(within(details).getByRole('link', { name: 'Changelog' }));
    expect(details.open).toBe(false);
    details.open = true;
    fireEvent.keyDown(details, { key: 'Escape' });
    expect(details.open).toBe(false);
  });

  it('shows an html item as the site wrote it, among the other items', () => {
    const locale = localeData('en');
    locale.navbar.items = [
      ...locale.navbar.items,
      { type: 'html', position: 'right', html: '<a class="badge" href="/changelog/">v2 <b>new</b></a>' },
    ];
    renderWithData(<Navbar />, { locale });
    const badge = screen.getByRole('link', { name: 'v2 new' });
    expect(badge.getAttribute('href')).toBe('/changelog/');
    expect(badge.className).toBe('badge');
    expect(badge.closest('li')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Documentation' })).toBeTruthy();
  });

  it('logs an item of an unknown type and leaves it out; the rest of the navbar renders (developer error)', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const locale = localeData('en');
    locale.navbar.items = [{ type: 'mystery' as 'docSidebar', position: 'left' }, ...locale.navbar.items];
    renderWithData(<Navbar />, { locale });
    expect(screen.getByRole('link', { name: 'Documentation' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Choose a language/ })).toBeTruthy();
    const logged = errors.mock.calls.map((call) => String(call[0]));
    expect(logged).toContainEqual(expect.stringContaining('The navbar item "mystery" failed to render'));
    expect(logged).toContainEqual(expect.stringContaining('Unknown navbar item type "mystery"'));
  });

  it('logs a docs item with nothing to link to and leaves it out (developer error)', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const locale = localeData('en');
    locale.navbar.items = [{ type: 'docSidebar', position: 'left', label: 'Documentation' }, ...locale.navbar.items.slice(1)];
    renderWithData(<Navbar />, { locale });
    expect(screen.queryByRole('link', { name: 'Documentation' })).toBeNull();
    expect(screen.getByRole('link', { name: 'SmartgridOne Documentation home page' })).toBeTruthy();
    const logged = errors.mock.calls.map((call) => String(call[0]));
    expect(logged).toContainEqual(expect.stringContaining('The navbar item "Documentation" failed to render'));
    expect(logged).toContainEqual(expect.stringContaining('has no doc to link to'));
  });

  it('logs a locale dropdown that fails to render and keeps the page (developer error)', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const locale = localeData('en', { locales: undefined as unknown as [] });
    renderWithData(<Navbar />, { locale });
    fireEvent.click(screen.getByRole('button', { name: /Choose a language/ }));
    expect(screen.queryByRole('button', { name: /Choose a language/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Documentation' })).toBeTruthy();
    expect(errors.mock.calls.map((call) => String(call[0]))).toContainEqual(
      expect.stringContaining('The navbar item "localeDropdown" failed to render'),
    );
  });

  it('shows the docs versions, each leading to the page in it or to its first doc, and stores the choice', () => {
    const locale = localeData('en', {
      versions: [
        { name: 'current', label: 'Next', isLast: false, path: '/docs/next/', mainHref: '/docs/next/intro/', banner: 'unreleased', badge: true },
        { name: '2.0', label: '2.0', isLast: true, path: '/docs/', mainHref: '/docs/intro/', badge: true },
      ],
    });
    locale.navbar.items = [...locale.navbar.items, { type: 'docsVersionDropdown', position: 'right' }];
    const page = docPage('en', { version: 'current', route: '/docs/next/setup/', versionHrefs: {} });
    const { container } = renderWithData(<Navbar />, { locale, page });
    const summary = [...container.querySelectorAll('summary')].find((element) => element.textContent === 'Next');
    expect(summary).toBeTruthy();
    const menu = summary!.parentElement!;
    const next = within(menu).getByRole('link', { name: 'Next' });
    expect(next.getAttribute('href')).toBe('/docs/next/setup/');
    expect(next.getAttribute('aria-current')).toBe('page');
    const latest = within(menu).getByRole('link', { name: '2.0' });
    expect(latest.getAttribute('href')).toBe('/docs/intro/');
    latest.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(latest);
    expect(localStorage.getItem('docs-preferred-version-default')).toBe('2.0');
    localStorage.clear();
  });

  it('marks as current only the docs item whose sidebar the page is in, when items name their sidebars', () => {
    const locale = localeData('en');
    const page = docPage('en');
    locale.navbar.items = [
      { type: 'docSidebar', position: 'left', label: 'Guides', href: '/installation/', activeSidebars: [page.sidebar ?? ''] },
      { type: 'docSidebar', position: 'left', label: 'Community', href: '/community/awesome/', activeSidebars: ['community/current/community'] },
    ];
    renderWithData(<Navbar />, { locale, page });
    expect(screen.getByRole('link', { name: 'Guides' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'Community' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows a link item written as markup (an icon), named by the address it leads to', () => {
    const locale = localeData('en');
    locale.navbar.items = [
      ...locale.navbar.items,
      { type: 'link', position: 'right', label: '', href: 'https://github.com/example/site', html: '<svg aria-hidden="true"></svg>' },
    ];
    renderWithData(<Navbar />, { locale });
    const link = screen.getByRole('link', { name: 'github.com/example/site' });
    expect(link.querySelector('svg')).toBeTruthy();
    expect(link.getAttribute('target')).toBe('_blank');
  });
});
