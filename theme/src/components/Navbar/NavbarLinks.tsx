import type { NavbarItem } from '../../data/types';
import { useLocaleData, usePage } from '../../data/context';

/** The navbar's link items (docSidebar); the locale dropdown is placed by the Navbar itself. */
export function docsLink(item: NavbarItem): string {
  if (!item.href) throw new Error(`The navbar item "${item.label ?? item.type}" (docSidebar) has no doc to link to.`);
  return item.href;
}

export function checkNavbarItem(item: NavbarItem): void {
  if (item.type !== 'docSidebar' && item.type !== 'localeDropdown') {
    throw new Error(`Unknown navbar item type "${String((item as { type: unknown }).type)}".`);
  }
}

export function NavbarLinks({ className, onDocs }: { className?: string; onDocs?: () => void }) {
  const { navbar } = useLocaleData();
  const page = usePage();
  const inDocs = page.kind === 'doc' || page.kind === 'category';
  return (
    <ul className={className}>
      {navbar.items.map((item, index) => {
        checkNavbarItem(item);
        if (item.type !== 'docSidebar') return null;
        return (
          <li key={index}>
            <a
              href={docsLink(item)}
              aria-current={inDocs ? 'true' : undefined}
              onClick={(event) => {
                if (!onDocs) return;
                event.preventDefault();
                onDocs();
              }}
            >
              {item.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
