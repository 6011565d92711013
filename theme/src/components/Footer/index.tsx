import { useLocaleData } from '../../data/context';
import styles from './styles.module.css';

export function Footer() {
  const { site } = useLocaleData();
  return (
    <footer className={styles.footer} data-ampere-chrome="">
      <p className={styles.copyright}>{site.copyright}</p>
    </footer>
  );
}
