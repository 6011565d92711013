import { useMemo } from 'react';
import type { SidebarItem } from '../../data/types';
import { activeTrail } from './activeTrail';
import { SidebarCategory } from './SidebarCategory';
import styles from './styles.module.css';

interface ItemsProps {
  items: SidebarItem[];
  route: string;
  trail: Set<string>;
  parent: string;
}

export function SidebarItems({ items, route, trail, parent }: ItemsProps) {
  return (
    <>
      {items.map((item, index) => {
        const key = parent ? `${parent}.${index}` : String(index);
        if (item.type === 'category') {
          return <SidebarCategory key={key} item={item} itemKey={key} route={route} trail={trail} />;
        }
        const active = item.href === route;
        return (
          <li key={key} className={styles.item}>
            <a className={styles.link} href={item.href} aria-current={active ? 'page' : undefined}>
              {item.label}
            </a>
          </li>
        );
      })}
    </>
  );
}

/** The docs sidebar: links and collapsible categories; the active page's categories are expanded. */
export function Sidebar({ items, route }: { items: SidebarItem[]; route: string }) {
  const trail = useMemo(() => new Set(activeTrail(items, route) ?? []), [items, route]);
  return (
    <ul className={styles.menu}>
      <SidebarItems items={items} route={route} trail={trail} parent="" />
    </ul>
  );
}
