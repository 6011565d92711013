import { docPage, localeData } from '../test/fixtures';
import { renderWithData } from '../test/render';
import { useDocsVersionPreference } from './useDocsVersionPreference';

const KEY = 'docs-preferred-version-default';

function Probe() {
  useDocsVersionPreference();
  return null;
}

describe('useDocsVersionPreference', () => {
  // Restore a mocked window.localStorage before the shared clean-up clears the storage.
  afterEach(() => vi.restoreAllMocks());

  it('stores the version of the doc page being read', () => {
    renderWithData(<Probe />, { locale: localeData('hi'), page: docPage('hi') });
    expect(localStorage.getItem(KEY)).toBe('current');
  });

  it('replaces a stale stored version on a doc page', () => {
    localStorage.setItem(KEY, '0.9-removed');
    renderWithData(<Probe />);
    expect(localStorage.getItem(KEY)).toBe('current');
  });

  it('removes a stale stored version on other pages and stores nothing there', () => {
    localStorage.setItem(KEY, '0.9-removed');
    renderWithData(<Probe />, { page: docPage('en', { kind: 'search', route: '/search/' }) });
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('keeps a valid stored version on other pages', () => {
    localStorage.setItem(KEY, 'current');
    renderWithData(<Probe />, { page: docPage('en', { kind: 'notFound', route: '/404/' }) });
    expect(localStorage.getItem(KEY)).toBe('current');
  });

  it('does not throw when storage is unavailable', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => renderWithData(<Probe />)).not.toThrow();
  });
});
