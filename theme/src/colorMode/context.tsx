import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { outsideProviderError } from '../data/outsideProvider';
import {
  applyChoice,
  nextChoice,
  readStoredChoice,
  storeChoice,
  systemMode,
  validChoice,
  COLOR_MODE_STORAGE_KEY,
  type ColorModeChoice,
  type ColorModeConfig,
} from './mode';

interface ColorModeState {
  choice: ColorModeChoice;
  cycle(): void;
}

const ColorModeContext = createContext<ColorModeState | null>(null);

/**
 * Holds the colour-mode choice. The first render uses the configured default (identical on the
 * server and during hydration); the stored choice, already painted by the head script, is read in
 * an effect.
 */
export function ColorModeProvider(props: { config: ColorModeConfig; children: ReactNode }) {
  const { config } = props;
  const { defaultMode, respectPrefersColorScheme } = config;
  const [choice, setChoice] = useState<ColorModeChoice>(() =>
    validChoice(null, { defaultMode, respectPrefersColorScheme }),
  );

  useEffect(() => {
    const sync = () => {
      const stored = validChoice(readStoredChoice(), { defaultMode, respectPrefersColorScheme });
      setChoice(stored);
      applyChoice(stored);
    };
    sync();
    const onStorage = (event: StorageEvent) => {
      if (event.key === COLOR_MODE_STORAGE_KEY) sync();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [defaultMode, respectPrefersColorScheme]);

  useEffect(() => {
    if (choice !== 'system' || !window.matchMedia) return;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => applyChoice('system');
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, [choice]);

  const cycle = useCallback(() => {
    setChoice((current) => {
      const next = nextChoice(current, { defaultMode, respectPrefersColorScheme }, systemMode());
      storeChoice(next);
      applyChoice(next);
      return next;
    });
  }, [defaultMode, respectPrefersColorScheme]);

  const value = useMemo(() => ({ choice, cycle }), [choice, cycle]);
  return <ColorModeContext.Provider value={value}>{props.children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeState {
  const state = useContext(ColorModeContext);
  if (!state) throw outsideProviderError('useColorMode', 'ColorModeProvider');
  return state;
}
