import type { SidebarItem } from '../../data/types';

/** Keys ('0', '2.1', ...) of the categories that contain the page at `route`, outermost first. */
export function activeTrail(items: SidebarItem[], route: string, parent = ''): string[] | null {
  for (let index = 0; index < items.length; index++) {
    const item = items[index];
    const key = parent ? `${parent}.${index}` : String(index);
    if (item.type === 'link') {
      if (item.href === route) return [];
      continue;
    }
    if (item.href === route) return [key];
    const inner = activeTrail(item.items, route, key);
    if (inner) return [key, ...inner];
  }
  return null;
}
