import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocaleData, usePage, useTranslate } from '../../data/context';
import { routeInLocale } from '../../data/routes';
import { useFocusTrap } from '../../hooks/useFocusTrap';
import styles from './styles.module.css';

/** The same page in each locale; `links` for the mobile menu, the dropdown for the navbar. */
export function useLocaleLinks() {
  const { locale, locales } = useLocaleData();
  const { route } = usePage();
  return locales.map((target) => ({
    locale: target,
    href: routeInLocale(route, locale, target),
    current: target.code === locale.code,
  }));
}

/**
 * Keeps the reader's place when switching language: the link gets the page's query (a search
 * page's `?q=`) and `#anchor` just before it is followed (pointer down, focus, click), so the
 * server-rendered href stays the same as the client's and works without JavaScript.
 */
function keepPlace(event: { currentTarget: HTMLAnchorElement }, href: string) {
  event.currentTarget.href = `${href}${window.location.search}${window.location.hash}`;
}

export function LocaleLinks({ className }: { className?: string }) {
  const links = useLocaleLinks();
  return (
    <ul className={className}>
      {links.map(({ locale, href, current }) => (
        <li key={locale.code}>
          <a
            className={styles.link}
            href={href}
            lang={locale.htmlLang}
            hrefLang={locale.htmlLang}
            dir={locale.direction}
            aria-current={current ? 'true' : undefined}
            onPointerDown={(event) => keepPlace(event, href)}
            onFocus={(event) => keepPlace(event, href)}
            onClick={(event) => keepPlace(event, href)}
          >
            {locale.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Navbar language menu: Escape or a click outside closes it and focus returns to the button. */
export function LanguageDropdown() {
  const { locale } = useLocaleData();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useFocusTrap(menu, open, close);

  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const links = Array.from(menu.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
    links[(next + links.length) % links.length]?.focus();
  };

  return (
    <div className={styles.dropdown} ref={container} data-state={open ? 'open' : 'closed'} onBlur={(event) => {
      if (open && !container.current?.contains(event.relatedTarget as Node | null)) close();
    }}>
      <button
        type="button"
        className={styles.button}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={translate('theme.navbar.languageDropdown.ariaLabel', { language: locale.label })}
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8zM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4zM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3zm.8 2h2.9c.3 1.3.8 2.5 1.4 3.6A8 8 0 0 1 5.1 16zM8 8H5.1a8 8 0 0 1 4.3-3.6C8.8 5.5 8.3 6.7 8 8zm4 12c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4zm.3 5.6c.6-1.1 1.1-2.3 1.4-3.6h2.9a8 8 0 0 1-4.3 3.6zm1.8-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4h-3.4z" />
        </svg>
        <span>{locale.label}</span>
      </button>
      {open && (
        <div ref={menu} id={menuId} className={styles.menu} onKeyDown={onMenuKeyDown} onClick={close}>
          <LocaleLinks className={styles.list} />
        </div>
      )}
      {/* Without JavaScript the button does nothing: the same links, plain, shown while the
          dropdown is hovered or has focus (a tap on the button focuses it). */}
      <noscript>
        <div className={`${styles.menu} ${styles.withoutScript}`}>
          <LocaleLinks className={styles.list} />
        </div>
      </noscript>
    </div>
  );
}
