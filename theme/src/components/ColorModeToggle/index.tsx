import { useColorMode } from '../../colorMode/context';
import { useTranslate } from '../../data/context';
import styles from './styles.module.css';

/**
 * The colour-mode switch. All three icons are rendered and CSS shows the one matching
 * html[data-theme-choice] (set before paint), so the icon is right even before hydration.
 */
export function ColorModeToggle({ className }: { className?: string }) {
  const { choice, cycle } = useColorMode();
  const translate = useTranslate();
  const label = translate('theme.colorToggle.ariaLabel', {
    mode: translate(`theme.colorToggle.ariaLabel.mode.${choice}`),
  });
  return (
    <button type="button" className={`${styles.toggle} ${className ?? ''}`} onClick={cycle} aria-label={label} title={label} aria-live="polite" data-choice={choice}>
      <svg className={`${styles.icon} ${styles.light}`} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <circle cx="12" cy="12" r="4.5" fill="currentColor" />
        <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </svg>
      <svg className={`${styles.icon} ${styles.dark}`} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path fill="currentColor" d="M21 14.5A8.5 8.5 0 0 1 9.5 3a8.5 8.5 0 1 0 11.5 11.5z" />
      </svg>
      <svg className={`${styles.icon} ${styles.system}`} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <rect x="3" y="4" width="18" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
        <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M8 20h8M12 16v4" />
      </svg>
    </button>
  );
}
