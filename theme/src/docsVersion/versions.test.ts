import type { DocsVersion } from '../data/types';
import { latestVersion, preferredVersion, versionOfRoute } from './versions';

const current: DocsVersion = { name: 'current', label: 'Next', isLast: true, path: '/hi/', mainHref: '/hi/', badge: true };
const older: DocsVersion = { name: '1.0', label: '1.0', isLast: false, path: '/hi/1.0/', mainHref: '/hi/1.0/', badge: true };
const KEY = 'docs-preferred-version-default';

describe('docs versions', () => {
  // Restore a mocked window.localStorage before the shared clean-up clears the storage.
  afterEach(() => vi.restoreAllMocks());

  it('finds the latest version and the version of a route', () => {
    expect(latestVersion([older, current])).toBe(current);
    expect(versionOfRoute([current, older], '/hi/installation/')).toBe(current);
    expect(versionOfRoute([current, older], '/hi/1.0/installation/')).toBe(older);
    expect(versionOfRoute([current], '/search/')).toBe(current);
  });

  it('returns the stored preferred version when it is a version of the site', () => {
    localStorage.setItem(KEY, '1.0');
    expect(preferredVersion([current, older])).toBe(older);
    expect(localStorage.getItem(KEY)).toBe('1.0');
  });

  it('falls back to the latest version without a stored preference', () => {
    expect(preferredVersion([current])).toBe(current);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('ignores and removes an unknown stored version', () => {
    localStorage.setItem(KEY, '0.9-removed');
    expect(preferredVersion([current, older])).toBe(current);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('uses the latest version when storage is unavailable', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(preferredVersion([current, older])).toBe(current);
  });
});
