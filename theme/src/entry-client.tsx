import { hydrateRoot } from 'react-dom/client';
import { ClientApp } from './ClientApp';
import type { BootData } from './data/types';
import { DataCache, fetchJson } from './navigation/data';
import { interceptLinks } from './navigation/links';
import { Router } from './navigation/router';

/** The page's content HTML: the boot data leaves it out when the document holds it rendered. */
function withRenderedContent(boot: BootData, container: HTMLElement): BootData {
  if (boot.page.html) return boot;
  const rendered = container.querySelector('[data-ampere-content]');
  return rendered ? { ...boot, page: { ...boot.page, html: rendered.innerHTML } } : boot;
}

/** Reads the page's BootData, fetches its locale data, hydrates, then takes over navigation. */
async function start(): Promise<void> {
  const container = document.getElementById('__ampere');
  const bootElement = document.getElementById('__ampere_page');
  if (!container || !bootElement?.textContent) return;
  const boot = withRenderedContent(JSON.parse(bootElement.textContent) as BootData, container);
  const cache = new DataCache(fetchJson);
  const locale = await cache.locale(boot.localeDataUrl);
  const router = new Router({ page: boot.page, locale, cache });
  window.history.scrollRestoration = 'manual';
  window.addEventListener('popstate', router.handlePopState);
  hydrateRoot(container, <ClientApp router={router} />);
  interceptLinks(container, router);
}

start().catch((error: unknown) => {
  // The server-rendered page stays readable; only client navigation and interactivity are missing.
  console.error('ampere: the page could not start', error);
});
