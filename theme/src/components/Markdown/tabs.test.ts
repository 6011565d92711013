import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enhanceTabs } from './tabs';

/** Two tab groups as the engine lowers `<Tabs groupId="os" queryString>` and a second `<Tabs groupId="os">`. */
const HTML = `
<div class="tabs-container" data-group-id="os" data-query-string="os"><div role="tablist" class="tabs-list"><button type="button" role="tab" class="tabs-tab" data-value="mac" aria-selected="true">macOS</button><button type="button" role="tab" class="tabs-tab" data-value="win" aria-selected="false">Windows</button></div>
<div role="tabpanel" class="tabs-panel" data-value="mac"><p>Mac one</p></div>
<div role="tabpanel" class="tabs-panel" data-value="win" hidden><p>Win one</p></div></div>
<div class="tabs-container" data-group-id="os"><div role="tablist" class="tabs-list"><button type="button" role="tab" class="tabs-tab" data-value="mac" aria-selected="true">macOS</button><button type="button" role="tab" class="tabs-tab" data-value="win" aria-selected="false">Windows</button></div>
<div role="tabpanel" class="tabs-panel" data-value="mac"><p>Mac two</p></div>
<div role="tabpanel" class="tabs-panel" data-value="win" hidden><p>Win two</p></div></div>`;

function visiblePanels(root: HTMLElement): string[] {
  return Array.from(root.querySelectorAll<HTMLElement>('[role="tabpanel"]'))
    .filter((panel) => !panel.hidden)
    .map((panel) => panel.textContent ?? '');
}

describe('tabs', () => {
  let root: HTMLElement;
  beforeEach(() => {
    window.localStorage.clear();
    window.history.replaceState(null, '', '/docs/install');
    root = document.createElement('div');
    root.innerHTML = HTML;
    document.body.append(root);
  });
  afterEach(() => root.remove());

  it('switches every tab group with the same groupId, remembers it and writes the query string', () => {
    enhanceTabs(root);
    root.querySelector<HTMLElement>('[data-value="win"]')?.click();
    expect(visiblePanels(root)).toEqual(['Win one', 'Win two']);
    expect(window.localStorage.getItem('docusaurus.tab.os')).toBe('win');
    expect(window.location.search).toBe('?os=win');
  });

  it('opens on the saved choice, and on the linked one over it', () => {
    window.localStorage.setItem('docusaurus.tab.os', 'win');
    enhanceTabs(root);
    expect(visiblePanels(root)).toEqual(['Win one', 'Win two']);

    root.innerHTML = HTML;
    window.history.replaceState(null, '', '/docs/install?os=mac');
    enhanceTabs(root);
    expect(visiblePanels(root)[0]).toBe('Mac one');
  });

  it('moves with the arrow keys', () => {
    enhanceTabs(root);
    const first = root.querySelector<HTMLElement>('[role="tab"]');
    first?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(visiblePanels(root)).toEqual(['Win one', 'Win two']);
  });
});
