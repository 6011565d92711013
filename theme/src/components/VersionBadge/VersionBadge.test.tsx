import { screen } from '@testing-library/react';
import { VersionBadge } from '.';
import { docPage, localeData } from '../../test/fixtures';
import { renderWithData } from '../../test/render';

describe('VersionBadge', () => {
  it('stays hidden while the site has one version', () => {
    const { container } = renderWithData(<VersionBadge />);
    expect(container.innerHTML).toBe('');
  });

  it('names the version of the page when the site has several', () => {
    const locale = localeData('en', {
      versions: [
        { name: 'current', label: 'Next', isLast: true, path: '/', mainHref: '/', badge: true },
        { name: '1.0', label: '1.0', isLast: false, path: '/1.0/', mainHref: '/1.0/', badge: true },
      ],
    });
    renderWithData(<VersionBadge />, { locale, page: docPage('en', { route: '/1.0/installation/' }) });
    expect(screen.getByText('Version: 1.0')).toBeTruthy();
  });
});
