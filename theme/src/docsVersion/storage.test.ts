import { preferredVersionKey, readStoredVersionName, removeStoredVersionName, storeVersionName, type PreferenceStore } from './storage';

/** A store that throws on every access, like Safari's private mode or disabled storage. */
const brokenStore: PreferenceStore = {
  getItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('Quota exceeded', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
};

describe('preferred version storage', () => {
  // Restore a mocked window.localStorage before the shared clean-up clears the storage.
  afterEach(() => vi.restoreAllMocks());

  it('uses the Docusaurus key, per plugin', () => {
    expect(preferredVersionKey('default')).toBe('docs-preferred-version-default');
    storeVersionName('default', 'current');
    storeVersionName('community', '2.x');
    expect(localStorage.getItem('docs-preferred-version-default')).toBe('current');
    expect(localStorage.getItem('docs-preferred-version-community')).toBe('2.x');
    expect(readStoredVersionName('default')).toBe('current');
    removeStoredVersionName('default');
    expect(readStoredVersionName('default')).toBeNull();
    expect(readStoredVersionName('community')).toBe('2.x');
  });

  it('never throws when storage fails', () => {
    expect(readStoredVersionName('default', brokenStore)).toBeNull();
    expect(() => storeVersionName('default', 'current', brokenStore)).not.toThrow();
    expect(() => removeStoredVersionName('default', brokenStore)).not.toThrow();
  });

  it('never throws when window.localStorage itself cannot be read', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(readStoredVersionName('default')).toBeNull();
    expect(() => storeVersionName('default', 'current')).not.toThrow();
    expect(() => removeStoredVersionName('default')).not.toThrow();
  });
});
