import { afterEach, describe, expect, it, vi } from 'vitest';
import { coreIndexUrl } from './searchPointer';

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

describe('coreIndexUrl', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the core index from the pointer, fetched each time', async () => {
    const fetch = answer(200, { core: '/assets/search-nl.0a1b2c3d.bin' });
    vi.stubGlobal('fetch', fetch);
    expect(await coreIndexUrl('/search-index/nl.json')).toBe('/assets/search-nl.0a1b2c3d.bin');
    expect(await coreIndexUrl('/search-index/nl.json')).toBe('/assets/search-nl.0a1b2c3d.bin');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('takes a core URL as it is', async () => {
    const fetch = answer(200, {});
    vi.stubGlobal('fetch', fetch);
    expect(await coreIndexUrl('/assets/search-en.0a1b2c3d.bin')).toBe('/assets/search-en.0a1b2c3d.bin');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fails on a missing or malformed pointer, so the error screen can offer Retry', async () => {
    vi.stubGlobal('fetch', answer(404, {}));
    await expect(coreIndexUrl('/search-index/nl.json')).rejects.toThrow('HTTP 404');
    vi.stubGlobal('fetch', answer(200, { core: 7 }));
    await expect(coreIndexUrl('/search-index/nl.json')).rejects.toThrow('names no core index');
  });
});
