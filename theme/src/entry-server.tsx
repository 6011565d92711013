import { renderToString } from 'react-dom/server';
import { App } from './App';
import type { LocaleData, PageData } from './data/types';
import { staticNavigation } from './navigation/state';

export { headHtml } from './headHtml';

/** The app markup of one page (goes inside <div id="__ampere">). */
export function render(page: PageData, locale: LocaleData): string {
  return renderToString(<App navigation={staticNavigation(page, locale)} />);
}
