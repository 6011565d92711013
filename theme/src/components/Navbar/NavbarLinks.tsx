import type { NavbarItem } from '../../data/types';
import { useLocaleData, usePage } from '../../data/context';
import { DEFAULT_PLUGIN_ID, storeVersionName } from '../../docsVersion/storage';
import { preferredVersion, versionHref, versionOfPage } from '../../docsVersion/versions';
import { NavbarItemErrorBoundary } from './NavbarItemErrorBoundary';

/** The navbar's items (docSidebar, link, dropdown, html); the locale dropdown is placed by the Navbar itself. */
export function docsLink(item: NavbarItem): string {
  if (!item.href) {
    throw new Error(
      `The navbar item "${item.label ?? item.type}" (docSidebar) has no doc to link to: its sidebar has no page. ` +
        'The build refuses this; rebuild the site with the current engine.',
    );
  }
  return item.href;
}

/** Throws for an item type this theme does not know (an engine newer or older than the theme). */
export function checkNavbarItem(item: NavbarItem): void {
  if (!['docSidebar', 'localeDropdown', 'link', 'dropdown', 'html', 'docsVersionDropdown'].includes(item.type)) {
    throw new Error(
      `Unknown navbar item type "${String((item as { type: unknown }).type)}": the theme renders docSidebar, link, dropdown, html, docsVersionDropdown and localeDropdown. ` +
        'Build the site with the engine and theme of the same version.',
    );
  }
}

interface LinkProps {
  item: NavbarItem;
  current: boolean;
  onDocs?: () => void;
}

/** One navbar item of the links list; renders nothing for the locale dropdown. */
function NavbarLinkItem({ item, current, onDocs }: LinkProps) {
  checkNavbarItem(item);
  if (item.type === 'link') return <NavbarPlainLink item={item} />;
  if (item.type === 'dropdown') return <NavbarDropdown label={item.label} links={item.items ?? []} />;
  if (item.type === 'docsVersionDropdown') return <VersionDropdown />;
  // Markup the site wrote itself (Docusaurus's `type: 'html'`), shown as written.
  if (item.type === 'html') return <li dangerouslySetInnerHTML={{ __html: item.html ?? '' }} />;
  if (item.type !== 'docSidebar') return null;
  return (
    <li>
      <a
        href={docsLink(item)}
        aria-current={current ? 'true' : undefined}
        onClick={(event) => {
          // In the drawer, the current docs item opens its sidebar; another one navigates.
          if (!onDocs || !current) return;
          event.preventDefault();
          onDocs();
        }}
      >
        {item.label}
      </a>
    </li>
  );
}

/**
 * A `link` item: a route of the site, or an address elsewhere (opened in a new tab). Its content
 * is the site's own markup when it gives `html` (an icon), named by its label or, without one,
 * by the address it leads to.
 */
function NavbarPlainLink({ item }: { item: { label?: string; href?: string; html?: string } }) {
  const href = item.href ?? '/';
  const external = /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
  const target = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  if (item.html) {
    return (
      <li>
        <a href={href} aria-label={item.label || href.replace(/^[a-z]+:\/\//i, '')} {...target} dangerouslySetInnerHTML={{ __html: item.html }} />
      </li>
    );
  }
  return (
    <li>
      <a href={href} {...target}>
        {item.label}
      </a>
    </li>
  );
}

interface DropdownLink {
  label?: string;
  href?: string;
  /** Called when the reader chooses the link (before the navigation). */
  onChoose?: () => void;
  current?: boolean;
}

/**
 * A `dropdown` item: its links under one label, in a `<details>` element, so the menu opens
 * without JavaScript too. It closes when a link is chosen, on Escape and when focus or a click
 * goes elsewhere.
 */
function NavbarDropdown({ label, links }: { label?: string; links: DropdownLink[] }) {
  const close = (details: HTMLDetailsElement | null) => details?.removeAttribute('open');
  return (
    <li>
      <details
        onClick={(event) => {
          if ((event.target as Element).closest('a')) close(event.currentTarget);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || !event.currentTarget.open) return;
          close(event.currentTarget);
          event.currentTarget.querySelector('summary')?.focus();
        }}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close(event.currentTarget);
        }}
      >
        <summary>{label}</summary>
        <ul>
          {links.map((link, index) =>
            link.onChoose ? (
              <li key={index}>
                <a href={link.href} aria-current={link.current ? 'page' : undefined} onClick={link.onChoose}>
                  {link.label}
                </a>
              </li>
            ) : (
              <NavbarPlainLink key={index} item={link} />
            ),
          )}
        </ul>
      </details>
    </li>
  );
}

/**
 * Docusaurus's `docsVersionDropdown`: the docs versions in the site's order, labelled with the
 * version of the page (elsewhere: the reader's preferred version). Each leads to the page's doc in
 * that version when it has it, else to the version's first doc; choosing one stores it as the
 * preferred version, as Docusaurus does.
 */
function VersionDropdown() {
  const { versions } = useLocaleData();
  const page = usePage();
  if (versions.length === 0) return null;
  const onDocs = page.kind === 'doc' || page.kind === 'category';
  const active = onDocs ? versionOfPage(versions, page) : preferredVersion(versions);
  const links = versions.map((version) => ({
    label: version.label,
    href: onDocs ? versionHref(version, page) : version.mainHref,
    current: version === active,
    onChoose: () => storeVersionName(DEFAULT_PLUGIN_ID, version.name),
  }));
  return <NavbarDropdown label={active?.label} links={links} />;
}

/**
 * Whether a docs item is the current one: on a page of one of its sidebars when it names them
 * (a site with several docs items), else on every docs page.
 */
export function isCurrentDocsItem(item: NavbarItem, page: { sidebar?: string }, inDocs: boolean): boolean {
  if (!inDocs) return false;
  if (!item.activeSidebars?.length) return true;
  return page.sidebar !== undefined && item.activeSidebars.includes(page.sidebar);
}

export function NavbarLinks({ className, onDocs }: { className?: string; onDocs?: () => void }) {
  const { navbar } = useLocaleData();
  const page = usePage();
  const inDocs = page.kind === 'doc' || page.kind === 'category';
  return (
    <ul className={className}>
      {navbar.items.map((item, index) => (
        <NavbarItemErrorBoundary key={index} item={item} resetKey={page.route}>
          <NavbarLinkItem item={item} current={isCurrentDocsItem(item, page, inDocs)} onDocs={onDocs} />
        </NavbarItemErrorBoundary>
      ))}
    </ul>
  );
}
