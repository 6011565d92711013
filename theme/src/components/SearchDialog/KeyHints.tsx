import { useTranslate } from '../../data/context';
import styles from './styles.module.css';

/** The dialog's footer: what the keys do (hidden from assistive technology and on touch screens). */
export function KeyHints({ mode }: { mode: 'search' | 'askAi' }) {
  const translate = useTranslate();
  return (
    <footer className={styles.footer} aria-hidden="true">
      {mode === 'askAi' ? (
        <span><kbd>Esc</kbd> {translate('theme.SearchModal.footer.backText')}</span>
      ) : (
        <>
          <span><kbd>↵</kbd> {translate('theme.SearchModal.footer.selectText')}</span>
          <span><kbd>↑</kbd><kbd>↓</kbd> {translate('theme.SearchModal.footer.navigateText')}</span>
          <span><kbd>Esc</kbd> {translate('theme.SearchModal.footer.closeText')}</span>
        </>
      )}
    </footer>
  );
}
