import { useTranslate } from '../../data/context';
import styles from './styles.module.css';

/** Id of the page's <main>, the target of the skip link. */
export const MAIN_CONTENT_ID = '__ampere_main';

export function SkipToContent() {
  const translate = useTranslate();
  return (
    <a className={styles.skip} href={`#${MAIN_CONTENT_ID}`} data-ampere-chrome="">
      {translate('theme.common.skipToMainContent')}
    </a>
  );
}
