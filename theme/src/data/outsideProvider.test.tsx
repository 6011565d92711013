import { render } from '@testing-library/react';
import { useColorMode } from '../colorMode/context';
import { useNavigation } from '../navigation/context';
import { useLocaleData, usePage, useTranslate } from './context';

const hooks: [string, () => unknown, string][] = [
  ['usePage', usePage, 'DataProvider'],
  ['useLocaleData', useLocaleData, 'DataProvider'],
  ['useTranslate', useTranslate, 'DataProvider'],
  ['useNavigation', useNavigation, 'NavigationProvider'],
  ['useColorMode', useColorMode, 'ColorModeProvider'],
];

describe('a context used outside its provider (developer error)', () => {
  it.each(hooks)('%s names itself, its provider and the fix', (name, hook, provider) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Probe() {
      hook();
      return null;
    }
    expect(() => render(<Probe />)).toThrow(
      `${name} was used outside its provider (${provider}). Render the component inside <App> (src/App.tsx), which provides it; ` +
        'in a test, render it with renderWithData (src/test/render.tsx).',
    );
  });
});
