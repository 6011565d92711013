import { useEffect, type RefObject } from 'react';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * While `active`: keeps Tab focus inside `container`, calls `onEscape` on Escape, and on release
 * returns focus to the element that had it before (the button that opened the dialog or menu).
 */
export function useFocusTrap(container: RefObject<HTMLElement>, active: boolean, onEscape?: () => void): void {
  useEffect(() => {
    const element = container.current;
    if (!active || !element) return;
    const previous = document.activeElement as HTMLElement | null;
    if (!element.contains(document.activeElement)) {
      (element.querySelector<HTMLElement>('[data-autofocus]') ?? element.querySelector<HTMLElement>(focusable) ?? element).focus({ preventScroll: true });
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && onEscape) {
        event.stopPropagation();
        onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = Array.from(element.querySelectorAll<HTMLElement>(focusable)).filter(
        (item) => !item.hasAttribute('hidden') && item.getClientRects().length > 0,
      );
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    element.addEventListener('keydown', onKeyDown);
    return () => {
      element.removeEventListener('keydown', onKeyDown);
      if (previous && document.contains(previous)) previous.focus({ preventScroll: true });
    };
  }, [container, active, onEscape]);
}
