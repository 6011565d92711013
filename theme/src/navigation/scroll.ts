/** Factor of the manual easing used where the browser has no smooth scrolling (SPEC §9). */
export const EASING_FACTOR = 0.85;

let animation = 0;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

function supportsSmoothScroll(): boolean {
  return 'scrollBehavior' in document.documentElement.style;
}

/** Each frame covers 15% of the remaining distance (position = 0.85 * current + 0.15 * target). */
function easeTo(top: number): void {
  const token = ++animation;
  const step = () => {
    if (token !== animation) return;
    const current = window.scrollY;
    const next = current * EASING_FACTOR + top * (1 - EASING_FACTOR);
    if (Math.abs(top - next) < 1) {
      window.scrollTo(0, top);
      return;
    }
    window.scrollTo(0, next);
    requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

export function scrollToTop(top: number, smooth: boolean): void {
  animation++;
  if (!smooth || prefersReducedMotion()) window.scrollTo(0, top);
  else if (supportsSmoothScroll()) window.scrollTo({ top, behavior: 'smooth' });
  else easeTo(top);
}

/** Scrolls to the element named by `hash` ('#x'); returns false when there is none. */
export function scrollToHash(hash: string, smooth: boolean): boolean {
  if (!hash || hash === '#') return false;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // keep the raw id
  }
  const element = document.getElementById(id);
  if (!element) return false;
  const margin = parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  scrollToTop(element.getBoundingClientRect().top + window.scrollY - margin, smooth);
  // Like a native fragment jump, move focus to a focusable target (the skip link's <main>).
  if (element.hasAttribute('tabindex')) element.focus({ preventScroll: true });
  return true;
}
