import type { Router } from './router';
import { canPrefetch } from './connection';
import { isPageUrl, shouldInterceptClick } from './paths';

function anchorOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest('a[href]') : null;
}

/**
 * Routes clicks on internal links through the SPA router and prefetches page data on hover,
 * focus, touch, and when links scroll into view. Returns a function that removes the listeners.
 */
export function interceptLinks(root: HTMLElement, router: Router): () => void {
  const origin = window.location.origin;
  const prefetched = new Set<string>();

  const prefetch = (anchor: HTMLAnchorElement) => {
    if (!canPrefetch()) return;
    const url = new URL(anchor.href);
    if (!isPageUrl(url, origin) || prefetched.has(url.pathname)) return;
    prefetched.add(url.pathname);
    router.prefetch(url.href);
  };

  const onClick = (event: MouseEvent) => {
    const anchor = anchorOf(event.target);
    if (!anchor || !shouldInterceptClick(event, anchor, origin)) return;
    event.preventDefault();
    router.navigate(anchor.href);
  };
  const onIntent = (event: Event) => {
    const anchor = anchorOf(event.target);
    if (anchor) prefetch(anchor);
  };

  const visibility =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              visibility?.unobserve(entry.target);
              prefetch(entry.target as HTMLAnchorElement);
            }
          },
          { rootMargin: '0px' },
        )
      : undefined;
  const observeLinks = () => {
    if (!visibility || !canPrefetch()) return;
    root.querySelectorAll<HTMLAnchorElement>('main a[href], nav a[href]').forEach((anchor) => {
      if (!prefetched.has(new URL(anchor.href).pathname)) visibility.observe(anchor);
    });
  };
  // New links appear after every navigation and when sidebar categories expand.
  let pending = 0;
  const mutations = new MutationObserver(() => {
    if (pending) return;
    pending = window.setTimeout(() => {
      pending = 0;
      observeLinks();
    }, 300);
  });
  mutations.observe(root, { childList: true, subtree: true });
  observeLinks();

  root.ownerDocument.addEventListener('click', onClick);
  root.addEventListener('mouseover', onIntent, { passive: true });
  root.addEventListener('focusin', onIntent);
  root.addEventListener('touchstart', onIntent, { passive: true });
  return () => {
    root.ownerDocument.removeEventListener('click', onClick);
    root.removeEventListener('mouseover', onIntent);
    root.removeEventListener('focusin', onIntent);
    root.removeEventListener('touchstart', onIntent);
    mutations.disconnect();
    visibility?.disconnect();
    window.clearTimeout(pending);
  };
}
