import english from '../../strings/en.json';

/** The English catalogue: the fallback for every key a locale's code.json does not translate. */
export const englishStrings: Readonly<Record<string, string>> = english;

export type TranslationValues = Record<string, string | number>;
export type Translate = (key: string, values?: TranslationValues) => string;

function interpolate(text: string, values?: TranslationValues): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** Builds `translate(key, values)` over a locale's strings, falling back to English, then the key. */
export function createTranslate(strings: Record<string, string>): Translate {
  return (key, values) => interpolate(strings[key] ?? englishStrings[key] ?? key, values);
}

// CLDR order used by Docusaurus for "form1|form2|..." plural strings.
const pluralOrder: Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** Picks the plural form of a "one|other"-style string for `count` in the language `htmlLang`. */
export function selectPlural(text: string, count: number, htmlLang: string): string {
  const forms = text.split('|');
  if (forms.length === 1) return text;
  const rules = new Intl.PluralRules(htmlLang);
  const categories = pluralOrder.filter((category) =>
    rules.resolvedOptions().pluralCategories.includes(category),
  );
  const index = categories.indexOf(rules.select(count));
  return forms[Math.min(index < 0 ? forms.length - 1 : index, forms.length - 1)];
}
