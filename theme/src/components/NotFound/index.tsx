import { useTranslate } from '../../data/context';
import styles from './styles.module.css';

/** Unmatched paths (SPEC §8): the link is broken; tell the owner of the linking site. */
export function NotFound() {
  const translate = useTranslate();
  return (
    <div className={styles.notFound}>
      <h1 className={styles.title}>{translate('theme.NotFound.title')}</h1>
      <p>{translate('theme.NotFound.p1')}</p>
      <p>{translate('theme.NotFound.p2')}</p>
    </div>
  );
}
