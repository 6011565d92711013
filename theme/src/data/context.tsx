import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { LocaleData, PageData, SidebarItem } from './types';
import { outsideProviderError } from './outsideProvider';
import { createTranslate, selectPlural, type Translate, type TranslationValues } from './translate';

const PageContext = createContext<PageData | null>(null);
const LocaleDataContext = createContext<LocaleData | null>(null);
const TranslateContext = createContext<Translate | null>(null);

export function DataProvider(props: { page: PageData; locale: LocaleData; children: ReactNode }) {
  const { page, locale, children } = props;
  const translate = useMemo(() => createTranslate(locale.strings), [locale.strings]);
  return (
    <LocaleDataContext.Provider value={locale}>
      <TranslateContext.Provider value={translate}>
        <PageContext.Provider value={page}>{children}</PageContext.Provider>
      </TranslateContext.Provider>
    </LocaleDataContext.Provider>
  );
}

function required<T>(value: T | null, name: string): T {
  if (value === null) throw outsideProviderError(name, 'DataProvider');
  return value;
}

export function usePage(): PageData {
  return required(useContext(PageContext), 'usePage');
}

export function useLocaleData(): LocaleData {
  return required(useContext(LocaleDataContext), 'useLocaleData');
}

/** The items of the sidebar the page shows (none for pages without one). */
export function usePageSidebar(): SidebarItem[] {
  const { sidebars } = useLocaleData();
  const { sidebar } = usePage();
  return (sidebar && sidebars[sidebar]) || [];
}

export function useTranslate(): Translate {
  return required(useContext(TranslateContext), 'useTranslate');
}

/** translate() for "one|other" plural strings, with `{count}` filled in. */
export function useTranslatePlural(): (key: string, count: number, values?: TranslationValues) => string {
  const translate = useTranslate();
  const { locale } = useLocaleData();
  return (key, count, values) =>
    selectPlural(translate(key, { count, ...values }), count, locale.htmlLang);
}
