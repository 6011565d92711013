import { fireEvent, screen, within } from '@testing-library/react';
import { Sidebar } from '.';
import { collapseDuration } from '../Collapsible';
import { docPage, localeData } from '../../test/fixtures';
import { renderWithData } from '../../test/render';
import { activeTrail } from './activeTrail';

/** The fixture's sidebar, with Troubleshooting made a category without a page of its own. */
const engineLocale = localeData();
const sidebar = (engineLocale.sidebars.tutorialSidebar ?? []).map((item) =>
  item.type === 'category' && item.label === 'Troubleshooting' ? { ...item, href: undefined } : item,
);
const locale = { ...engineLocale, sidebars: { tutorialSidebar: sidebar } };
const page = docPage();

function renderSidebar(route = page.route) {
  return renderWithData(<Sidebar items={sidebar} route={route} />, { locale, page: { ...page, route } });
}

describe('Sidebar', () => {
  it('marks the active page and expands its ancestor categories', () => {
    renderSidebar();
    const active = screen.getByRole('link', { name: 'Setting control modes' });
    expect(active.getAttribute('aria-current')).toBe('page');
    const outer = screen.getByRole('link', { name: 'Configuration from A to Z' });
    const inner = screen.getByRole('link', { name: 'Local control modes' });
    expect(outer.getAttribute('aria-current')).toBe('true');
    expect(inner.getAttribute('aria-current')).toBe('true');
    expect(outer.closest('li')?.getAttribute('data-state')).toBe('expanded');
    expect(inner.closest('li')?.getAttribute('data-state')).toBe('expanded');
    expect(screen.getByRole('link', { name: 'Installation' }).getAttribute('aria-current')).toBeNull();
  });

  it('keeps unrelated categories collapsed and does not render their items', () => {
    renderSidebar('/installation/');
    const category = screen.getByRole('button', { name: 'Troubleshooting' });
    expect(category.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'App' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Installation' }).getAttribute('aria-current')).toBe('page');
  });

  it('toggles a category without a page from its label', () => {
    renderSidebar('/installation/');
    const category = screen.getByRole('button', { name: 'Troubleshooting' });
    fireEvent.click(category);
    expect(category.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'App' })).toBeTruthy();
    fireEvent.click(category);
    expect(category.getAttribute('aria-expanded')).toBe('false');
    const list = document.getElementById(category.getAttribute('aria-controls') ?? '');
    expect(list?.hidden).toBe(true);
  });

  it('toggles a category with a page from its separate button; the label stays a link', () => {
    renderSidebar();
    const item = screen.getByRole('link', { name: 'Configuration from A to Z' }).closest('li') as HTMLElement;
    const toggle = within(item).getByRole('button', { name: "Collapse sidebar category 'Configuration from A to Z'" });
    fireEvent.click(toggle);
    expect(item.getAttribute('data-state')).toBe('collapsed');
    expect(within(item).getByRole('button', { name: "Expand sidebar category 'Configuration from A to Z'" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Configuration from A to Z' }).getAttribute('href')).toBe(
      '/category/configuration-from-a-to-z/',
    );
  });

  it('finds the trail of a category page itself', () => {
    expect(activeTrail(sidebar, '/category/8-local-control-modes/')).toEqual(['1', '1.1']);
    expect(activeTrail(sidebar, '/nowhere/')).toBeNull();
  });
});

describe('collapseDuration', () => {
  it('grows with the content height but sublinearly, capped, and is 1 ms with reduced motion', () => {
    expect(collapseDuration(36)).toBe(160);
    expect(collapseDuration(288)).toBe(290);
    expect(collapseDuration(100000)).toBe(600);
    expect(collapseDuration(288, true)).toBe(1);
    expect(collapseDuration(72)).toBeGreaterThan(collapseDuration(36));
  });
});
