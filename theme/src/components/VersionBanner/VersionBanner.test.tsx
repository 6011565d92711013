import { fireEvent, screen } from '@testing-library/react';
import type { DocsVersion } from '../../data/types';
import { VersionBanner } from '.';
import { docPage, localeData } from '../../test/fixtures';
import { renderWithData } from '../../test/render';

const versions: DocsVersion[] = [
  { name: 'current', label: 'Next', isLast: false, path: '/docs/next/', mainHref: '/docs/next/intro/', banner: 'unreleased', badge: true },
  { name: '2.0', label: '2.0', isLast: true, path: '/docs/', mainHref: '/docs/intro/', badge: true },
  { name: '1.0', label: '1.0', isLast: false, path: '/docs/1.0/', mainHref: '/docs/1.0/intro/', banner: 'unmaintained', badge: true },
];

describe('VersionBanner', () => {
  afterEach(() => localStorage.clear());

  it('says nothing on a page of the last version, or on a site with one version', () => {
    const locale = localeData('en', { versions });
    const { container } = renderWithData(<VersionBanner />, { locale, page: docPage('en', { version: '2.0', route: '/docs/setup/' }) });
    expect(container.innerHTML).toBe('');
    const single = renderWithData(<VersionBanner />);
    expect(single.container.innerHTML).toBe('');
  });

  it('tells an older version and leads to the same page in the last version, storing it as preferred', () => {
    const locale = localeData('en', { versions });
    const page = docPage('en', { version: '1.0', route: '/docs/1.0/setup/', versionHrefs: { '2.0': '/docs/setup/' } });
    renderWithData(<VersionBanner />, { locale, page });
    const note = screen.getByRole('note');
    expect(note.getAttribute('data-kind')).toBe('version-unmaintained');
    expect(note.textContent).toContain('1.0, a version that is no longer maintained');
    const link = screen.getByRole('link', { name: 'latest version' });
    expect(link.getAttribute('href')).toBe('/docs/setup/');
    expect(note.textContent).toContain('(2.0)');
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(localStorage.getItem('docs-preferred-version-default')).toBe('2.0');
  });

  it('tells an unreleased version and falls back to the last version\'s first doc', () => {
    const locale = localeData('en', { versions });
    renderWithData(<VersionBanner />, { locale, page: docPage('en', { version: 'current', route: '/docs/next/new-thing/' }) });
    expect(screen.getByRole('note').getAttribute('data-kind')).toBe('version-unreleased');
    expect(screen.getByRole('link', { name: 'latest version' }).getAttribute('href')).toBe('/docs/intro/');
  });
});
