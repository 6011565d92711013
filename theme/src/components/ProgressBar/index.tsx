import { useEffect, useRef, useState } from 'react';
import { PROGRESS, trickle } from './progress';
import styles from './styles.module.css';

export type ProgressState = 'idle' | 'running' | 'done';

/**
 * Route progress bar (own implementation, nprogress-like, no spinner). `active` is true while a
 * navigation to another path loads; the bar shows only if that takes longer than 200 ms, and
 * finishes when the new route has rendered.
 */
export function ProgressBar({ active }: { active: boolean }) {
  const [state, setState] = useState<ProgressState>('idle');
  const [value, setValue] = useState(0);
  const running = useRef(false);

  useEffect(() => {
    if (active) {
      let trickleTimer = 0;
      const startTimer = window.setTimeout(() => {
        running.current = true;
        setState('running');
        setValue(PROGRESS.minimum);
        trickleTimer = window.setInterval(() => setValue(trickle), PROGRESS.trickleSpeed);
      }, PROGRESS.delay);
      return () => {
        window.clearTimeout(startTimer);
        window.clearInterval(trickleTimer);
      };
    }
    if (!running.current) return;
    running.current = false;
    setState('done');
    setValue(1);
    // Full width for one step, then fade out (one more step), then reset.
    const idleTimer = window.setTimeout(() => {
      setState('idle');
      setValue(0);
    }, PROGRESS.speed * 2);
    return () => window.clearTimeout(idleTimer);
  }, [active]);

  return (
    <div className={styles.progress} data-state={state} aria-hidden="true">
      <div className={styles.bar} style={{ inlineSize: `${(value * 100).toFixed(1)}%` }} />
    </div>
  );
}
