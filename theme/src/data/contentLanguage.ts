import type { Direction, LocaleData, PageData } from './types';

/** The `lang` and `dir` of content written in another language than the page's locale. */
export interface ContentLanguage {
  lang: string;
  dir: Direction;
}

/**
 * The language of a fallback page's content: an untranslated page shows the default locale's
 * text, which carries that locale's `lang` and `dir` (WCAG 3.1.2) so that a screen reader reads
 * it with the right voice and an English body under /ar/ is laid out left to right. `undefined`
 * when the content is in the page's own language.
 */
export function contentLanguage(page: Pick<PageData, 'flags'>, locale: LocaleData): ContentLanguage | undefined {
  if (!page.flags.untranslated) return undefined;
  const source = locale.locales.find((info) => info.code === locale.defaultLocale);
  if (!source || (source.htmlLang === locale.locale.htmlLang && source.direction === locale.locale.direction)) return undefined;
  return { lang: source.htmlLang, dir: source.direction };
}
