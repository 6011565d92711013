import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { ColorModeProvider } from '../colorMode/context';
import { DataProvider } from '../data/context';
import type { LocaleData, PageData } from '../data/types';
import { NavigationProvider } from '../navigation/context';
import { staticNavigation, type Navigation } from '../navigation/state';
import { docPage, localeData } from './fixtures';

interface Options {
  page?: PageData;
  locale?: LocaleData;
  navigation?: Partial<Navigation>;
}

/** Renders `ui` inside the providers every component expects. */
export function renderWithData(ui: ReactElement, options: Options = {}): RenderResult {
  const locale = options.locale ?? localeData();
  const page = options.page ?? docPage(locale.locale.code);
  const navigation = { ...staticNavigation(page, locale), ...options.navigation };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DataProvider page={page} locale={locale}>
      <NavigationProvider value={navigation}>
        <ColorModeProvider config={locale.colorMode}>{children}</ColorModeProvider>
      </NavigationProvider>
    </DataProvider>
  );
  return render(ui, { wrapper });
}
