import { useEffect, useState } from 'react';

/**
 * The heading the reader is in: the last one whose top has scrolled above the navbar (plus a small
 * margin), the last heading when the page is scrolled to its end, else the first one.
 */
export function useActiveHeading(ids: string[]): string | undefined {
  const [active, setActive] = useState<string>();
  const key = ids.join('\n');
  useEffect(() => {
    const list = key ? key.split('\n') : [];
    if (list.length === 0) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const root = document.documentElement;
      const offset = (parseFloat(getComputedStyle(root).scrollPaddingBlockStart) || 0) + 8;
      let current: string | undefined;
      for (const id of list) {
        const heading = document.getElementById(id);
        if (!heading) continue;
        if (heading.getBoundingClientRect().top <= offset) current = id;
        else break;
      }
      const scrollable = root.scrollHeight > window.innerHeight;
      if (scrollable && window.innerHeight + window.scrollY >= root.scrollHeight - 2) current = list[list.length - 1];
      setActive(current ?? list[0]);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [key]);
  return active;
}
