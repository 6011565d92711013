import { useEffect, useId, useState } from 'react';
import type { SidebarCategory as Category } from '../../data/types';
import { useTranslate } from '../../data/context';
import { Collapsible } from '../Collapsible';
import { SidebarItems } from '.';
import styles from './styles.module.css';

interface Props {
  item: Category;
  itemKey: string;
  route: string;
  trail: Set<string>;
}

/**
 * A category: its label links to the category page when it has one, and a separate button toggles
 * it. It opens by itself when the active page moves inside it.
 */
export function SidebarCategory({ item, itemKey, route, trail }: Props) {
  const translate = useTranslate();
  const listId = useId();
  const containsActive = trail.has(itemKey);
  const [collapsed, setCollapsed] = useState(item.collapsible && item.collapsed && !containsActive);
  useEffect(() => {
    if (containsActive) setCollapsed(false);
  }, [containsActive]);

  const isCurrent = item.href === route;
  const current = isCurrent ? 'page' : containsActive ? 'true' : undefined;
  const toggle = () => setCollapsed((value) => !value);
  const toggleLabel = translate(
    collapsed ? 'theme.DocSidebarItem.expandCategoryAriaLabel' : 'theme.DocSidebarItem.collapseCategoryAriaLabel',
    { label: item.label },
  );
  const chevron = <span className={styles.chevron} aria-hidden="true" />;

  return (
    <li className={styles.category} data-state={collapsed ? 'collapsed' : 'expanded'} data-active={containsActive || undefined}>
      <div className={styles.row}>
        {item.href ? (
          <a
            className={styles.link}
            href={item.href}
            aria-current={current}
            onClick={() => {
              if (collapsed) setCollapsed(false);
            }}
          >
            {item.label}
          </a>
        ) : (
          <button type="button" className={styles.link} aria-expanded={!collapsed} aria-controls={listId} aria-current={current} onClick={item.collapsible ? toggle : undefined}>
            {item.label}
            {item.collapsible && chevron}
          </button>
        )}
        {item.href && item.collapsible && (
          <button type="button" className={styles.toggle} aria-expanded={!collapsed} aria-controls={listId} aria-label={toggleLabel} onClick={toggle}>
            {chevron}
          </button>
        )}
      </div>
      <Collapsible collapsed={collapsed} id={listId} className={styles.children}>
        <SidebarItems items={item.items} route={route} trail={trail} parent={itemKey} />
      </Collapsible>
    </li>
  );
}
