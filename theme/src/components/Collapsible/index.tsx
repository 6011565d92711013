import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIsomorphicLayoutEffect } from '../../hooks/useIsomorphicLayoutEffect';
import { prefersReducedMotion } from '../../hooks/useReducedMotion';
import styles from './styles.module.css';

export type CollapsibleState = 'collapsed' | 'expanding' | 'expanded' | 'collapsing';

/**
 * Animation length for content `height` px tall: 100 ms plus 60 ms per doubling of the content,
 * counted in 36 px sidebar rows, capped at 600 ms. One row: 160 ms, 8 rows: 290 ms, 64 rows: 461 ms.
 * Tall lists get longer but not proportionally longer animations. 1 ms with reduced motion.
 */
export function collapseDuration(height: number, reducedMotion = false): number {
  if (reducedMotion) return 1;
  return Math.min(600, Math.round(100 + 60 * Math.log2(1 + Math.max(0, height) / 36)));
}

interface Props {
  collapsed: boolean;
  id?: string;
  className?: string;
  children: ReactNode;
}

/** A list whose height animates open and shut; children mount on first expansion (lazy). */
export function Collapsible({ collapsed, id, className, children }: Props) {
  const ref = useRef<HTMLUListElement>(null);
  const [state, setState] = useState<CollapsibleState>(collapsed ? 'collapsed' : 'expanded');
  const [mounted, setMounted] = useState(!collapsed);
  const previous = useRef(collapsed);

  useEffect(() => {
    if (previous.current === collapsed) return;
    previous.current = collapsed;
    if (!collapsed) setMounted(true);
    setState(collapsed ? 'collapsing' : 'expanding');
  }, [collapsed]);

  useIsomorphicLayoutEffect(() => {
    const element = ref.current;
    if (!element || (state !== 'expanding' && state !== 'collapsing')) return;
    const finish = () => setState(state === 'expanding' ? 'expanded' : 'collapsed');
    if (typeof element.animate !== 'function') {
      finish();
      return;
    }
    const height = element.scrollHeight;
    const frames = [{ height: '0px' }, { height: `${height}px` }];
    const animation = element.animate(state === 'expanding' ? frames : frames.reverse(), {
      duration: collapseDuration(height, prefersReducedMotion()),
      easing: 'ease-in-out',
    });
    animation.onfinish = finish;
    return () => {
      animation.onfinish = null;
      animation.cancel();
    };
  }, [state]);

  return (
    <ul
      ref={ref}
      id={id}
      className={`${styles.collapsible} ${className ?? ''}`}
      data-state={state}
      hidden={state === 'collapsed'}
    >
      {mounted && children}
    </ul>
  );
}
