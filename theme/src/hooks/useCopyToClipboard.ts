import { useCallback, useEffect, useState } from 'react';

/** How long "Copied" stays after a copy. */
export const COPIED_MS = 2000;

/** `copy(text)` writes to the clipboard; `copied` is true for a moment after it succeeded. */
export function useCopyToClipboard(): { copied: boolean; copy: (text: string) => void } {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = useCallback((text: string) => {
    setCopied(false);
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(text))
      .then(
        () => setCopied(true),
        (error) => console.warn('ampere: copying failed', error),
      );
  }, []);
  return { copied, copy };
}
