import { useEffect } from 'react';

/** Locks page scrolling while `active` (search dialog, mobile sidebar). */
export function useBodyScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const body = document.body;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    body.setAttribute('data-scroll-locked', 'true');
    return () => {
      body.style.overflow = previous;
      body.removeAttribute('data-scroll-locked');
    };
  }, [active]);
}
