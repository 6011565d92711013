import { useEffect } from 'react';
import { useTranslate } from '../../data/context';
import { errorChain } from './errorChain';
import styles from './styles.module.css';

/** SPEC §8 "Page crashes": heading, the error with its causes, Try again; title "Page Error". */
export function CrashScreen({ error, onTryAgain }: { error: unknown; onTryAgain: () => void }) {
  const translate = useTranslate();
  const [message, ...causes] = errorChain(error);
  useEffect(() => {
    const previous = document.title;
    document.title = translate('theme.ErrorPageContent.documentTitle');
    return () => {
      document.title = previous;
    };
  }, [translate]);
  return (
    <div className={styles.crash} role="alert" data-state="crashed">
      <h1 className={styles.title}>{translate('theme.ErrorPageContent.title')}</h1>
      <p className={styles.message}>{message}</p>
      {causes.map((cause, index) => (
        <p key={index} className={styles.cause}>
          {translate('theme.ErrorPageContent.causeLabel')} {cause}
        </p>
      ))}
      <button type="button" className={styles.button} onClick={onTryAgain}>
        {translate('theme.ErrorPageContent.tryAgain')}
      </button>
    </div>
  );
}
