/**
 * Tabs written with Docusaurus's `<Tabs>`/`<TabItem>` (lowered by the engine to a tab list and
 * panels): clicking or arrow keys switch panels; tabs with the same `groupId` switch together
 * across the page and the choice is remembered (`docusaurus.tab.<groupId>`, as Docusaurus
 * stores it); `queryString` tabs follow and update `?<key>=<value>`. Loaded only on pages with tabs.
 */
const STORAGE_PREFIX = 'docusaurus.tab.';

function tabsOf(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]'));
}

function select(container: Element, value: string): boolean {
  const tabs = tabsOf(container);
  if (!tabs.some((tab) => tab.dataset.value === value)) return false;
  for (const tab of tabs) {
    const selected = tab.dataset.value === value;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
  }
  for (const panel of Array.from(container.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]'))) {
    panel.hidden = panel.dataset.value !== value;
  }
  return true;
}

function storedChoice(group: string): string | null {
  try {
    return window.localStorage.getItem(STORAGE_PREFIX + group);
  } catch {
    return null;
  }
}

function choose(root: ParentNode, container: HTMLElement, value: string): void {
  if (!select(container, value)) return;
  const group = container.dataset.groupId;
  if (group) {
    for (const other of Array.from(root.querySelectorAll<HTMLElement>('.tabs-container'))) {
      if (other !== container && other.dataset.groupId === group) select(other, value);
    }
    try {
      window.localStorage.setItem(STORAGE_PREFIX + group, value);
    } catch {
      // Storage may be unavailable (private mode): the choice holds for this page only.
    }
  }
  const key = container.dataset.queryString;
  if (key) {
    const url = new URL(window.location.href);
    url.searchParams.set(key, value);
    window.history.replaceState(window.history.state, '', url);
  }
}

/** Applies saved and linked choices, then handles clicks and arrow keys inside `root`. */
export function enhanceTabs(root: HTMLElement): () => void {
  const query = new URLSearchParams(window.location.search);
  for (const container of Array.from(root.querySelectorAll<HTMLElement>('.tabs-container'))) {
    const key = container.dataset.queryString;
    const linked = key ? query.get(key) : null;
    const group = container.dataset.groupId;
    const saved = group ? storedChoice(group) : null;
    if (!(linked && select(container, linked)) && saved) select(container, saved);
  }
  const onClick = (event: MouseEvent) => {
    const tab = (event.target as Element | null)?.closest<HTMLElement>('[role="tab"]');
    const container = tab?.closest<HTMLElement>('.tabs-container');
    if (tab?.dataset.value && container && root.contains(container)) choose(root, container, tab.dataset.value);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const tab = (event.target as Element | null)?.closest<HTMLElement>('[role="tab"]');
    const container = tab?.closest<HTMLElement>('.tabs-container');
    if (!tab || !container) return;
    const tabs = tabsOf(container);
    const forward = (event.key === 'ArrowRight') === (getComputedStyle(container).direction !== 'rtl');
    const next = tabs[(tabs.indexOf(tab) + (forward ? 1 : tabs.length - 1)) % tabs.length];
    if (next?.dataset.value) {
      choose(root, container, next.dataset.value);
      next.focus();
    }
  };
  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKey);
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKey);
  };
}
