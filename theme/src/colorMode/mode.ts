/** The reader's choice; 'system' only exists when respectPrefersColorScheme is on. */
export type ColorModeChoice = 'light' | 'dark' | 'system';
export type ColorMode = 'light' | 'dark';

export const COLOR_MODE_STORAGE_KEY = 'theme';

export interface ColorModeConfig {
  defaultMode: ColorMode;
  respectPrefersColorScheme: boolean;
}

/** SPEC §4: respect off toggles light <-> dark; respect on cycles system -> light -> dark -> system. */
export function nextChoice(choice: ColorModeChoice, config: ColorModeConfig, systemMode: ColorMode): ColorModeChoice {
  if (!config.respectPrefersColorScheme) {
    const current = choice === 'system' ? systemMode : choice;
    return current === 'dark' ? 'light' : 'dark';
  }
  if (choice === 'system') return 'light';
  return choice === 'light' ? 'dark' : 'system';
}

/** A stored value, checked against the configuration; falls back to the configured default. */
export function validChoice(stored: string | null, config: ColorModeConfig): ColorModeChoice {
  if (stored === 'light' || stored === 'dark') return stored;
  if (stored === 'system' && config.respectPrefersColorScheme) return 'system';
  return config.respectPrefersColorScheme ? 'system' : config.defaultMode;
}

export function resolveMode(choice: ColorModeChoice, systemMode: ColorMode): ColorMode {
  return choice === 'system' ? systemMode : choice;
}

export function systemMode(): ColorMode {
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function readStoredChoice(): string | null {
  try {
    return window.localStorage.getItem(COLOR_MODE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeChoice(choice: ColorModeChoice): void {
  try {
    window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, choice);
  } catch {
    // storage unavailable (private mode): the choice lasts for this page only
  }
}

/** Writes the mode onto <html>, where the CSS reads it. */
export function applyChoice(choice: ColorModeChoice): void {
  const root = document.documentElement;
  root.setAttribute('data-theme', resolveMode(choice, systemMode()));
  root.setAttribute('data-theme-choice', choice);
}
