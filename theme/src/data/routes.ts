import type { LocaleData, LocaleInfo } from './types';

/** Route of `page` inside its locale: '/hi/installation/' -> '/installation/'. */
export function routeWithoutLocale(route: string, prefix: string): string {
  if (prefix && (route === prefix || route.startsWith(`${prefix}/`))) {
    return route.slice(prefix.length) || '/';
  }
  return route;
}

/** The same page in another locale (every page exists in every locale). */
export function routeInLocale(route: string, from: LocaleInfo, to: LocaleInfo): string {
  return `${to.prefix}${routeWithoutLocale(route, from.prefix)}`;
}

/** Home of a locale: '/' or '/hi/'. */
export function localeHome(locale: LocaleInfo): string {
  return `${locale.prefix}/`;
}

export function searchPageHref(locale: LocaleData, query?: string): string {
  const base = `${locale.locale.prefix}/${locale.search.searchPagePath.replace(/^\/+|\/+$/g, '')}/`;
  return query ? `${base}?q=${encodeURIComponent(query)}` : base;
}
