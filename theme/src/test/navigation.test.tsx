import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { ClientApp } from '../ClientApp';
import { serverRender as render } from './ssr';
import { DataCache } from '../navigation/data';
import { interceptLinks } from '../navigation/links';
import { Router } from '../navigation/router';
import { docPage, localeData, pageData } from './fixtures';

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

async function boot(responses: Record<string, unknown>) {
  const page = docPage();
  const locale = localeData();
  window.history.replaceState(null, '', page.route);
  const container = document.createElement('div');
  container.id = '__ampere';
  container.innerHTML = render(page, locale);
  document.body.appendChild(container);
  const fullLoad = vi.fn();
  const cache = new DataCache(async (url) => {
    if (!(url in responses)) throw new Error(`404 ${url}`);
    return responses[url];
  });
  const router = new Router({ page, locale, cache, fullLoad });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const errors = vi.spyOn(console, 'error');
  await act(async () => {
    hydrateRoot(container, <ClientApp router={router} />);
  });
  const stop = interceptLinks(container, router);
  return { container, fullLoad, errors, cleanup: () => { stop(); container.remove(); } };
}

describe('client navigation (hydrated app + router + link interception)', () => {
  it('navigates to a sidebar link without a page load and re-renders the new page', async () => {
    const app = await boot({
      '/installation/page-data.json': pageData('en', '/installation/'),
    });
    fireEvent.click(screen.getAllByRole('link', { name: 'Installation' })[0]);
    await flush();
    expect(app.fullLoad).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Installation');
    expect(screen.getByText('Mount the controller on a DIN rail.')).toBeTruthy();
    expect(window.location.pathname).toBe('/installation/');
    expect(document.title).toBe('Installation | SmartgridOne Documentation');
    expect(screen.getAllByRole('link', { name: 'Installation' })[0].getAttribute('aria-current')).toBe('page');
    expect(app.errors).not.toHaveBeenCalled();
    app.cleanup();
  });

  it('falls back to a full page load when the page data is missing', async () => {
    const app = await boot({});
    fireEvent.click(screen.getAllByRole('link', { name: 'Installation' })[0]);
    await flush();
    expect(app.fullLoad).toHaveBeenCalledWith(`${window.location.origin}/installation/`);
    app.cleanup();
  });

  it('leaves modified clicks to the browser', async () => {
    const app = await boot({});
    const link = screen.getAllByRole('link', { name: 'Installation' })[0];
    // Registered after the router's listener: stops jsdom's own (unimplemented) page navigation.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(click);
    await flush();
    expect(app.fullLoad).not.toHaveBeenCalled();
    expect(window.location.pathname).not.toBe('/installation/');
    app.cleanup();
  });
});
