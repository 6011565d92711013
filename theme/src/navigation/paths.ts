/** Page path as the build writes it: trailing 'index.html' trimmed, trailing slash added. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/index\.html$/, '');
  return trimmed.endsWith('/') ? trimmed : `${trimmed}/`;
}

/** URL of the page data file the build writes next to every page's index.html. */
export function pageDataUrl(pathname: string): string {
  return `${normalizePath(pathname)}page-data.json`;
}

/** True when `url` is a page of this site the SPA can render (not an asset, file or other origin). */
export function isPageUrl(url: URL, origin: string): boolean {
  if (url.origin !== origin) return false;
  if (url.pathname.startsWith('/assets/')) return false;
  const lastSegment = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.') || lastSegment === 'index.html';
}

/** Should a click on this anchor be handled by the SPA router? */
export function shouldInterceptClick(event: MouseEvent, anchor: HTMLAnchorElement, origin: string): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const target = anchor.getAttribute('target');
  if (target && target !== '_self') return false;
  if (anchor.hasAttribute('download')) return false;
  const href = anchor.getAttribute('href');
  if (!href || href.startsWith('mailto:') || href.startsWith('tel:')) return false;
  return isPageUrl(new URL(anchor.href), origin);
}

/** Keeps `?embed=true` on URLs navigated to from an embedded page. */
export function withEmbed(url: URL, embedded: boolean): URL {
  if (embedded) url.searchParams.set('embed', 'true');
  return url;
}
