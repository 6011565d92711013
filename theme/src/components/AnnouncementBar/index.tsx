import { useEffect, useState } from 'react';
import { useLocaleData, useTranslate } from '../../data/context';
import { dismissAnnouncement, isAnnouncementDismissed } from './storage';
import styles from './styles.module.css';

const ROOT_ATTRIBUTE = 'data-announcement-dismissed';

/**
 * The configured announcement. Server and hydration render it; the head script hides a dismissed
 * bar before paint, and the effect below settles the state (a new announcement id shows it again).
 */
export function AnnouncementBar() {
  const { announcementBar } = useLocaleData();
  const translate = useTranslate();
  const [state, setState] = useState<'shown' | 'dismissed'>('shown');
  const id = announcementBar?.id;

  useEffect(() => {
    if (id === undefined) return;
    const dismissed = isAnnouncementDismissed(id);
    setState(dismissed ? 'dismissed' : 'shown');
    if (!dismissed) document.documentElement.removeAttribute(ROOT_ATTRIBUTE);
  }, [id]);

  if (!announcementBar || state === 'dismissed') return null;
  const close = () => {
    dismissAnnouncement(announcementBar.id);
    document.documentElement.setAttribute(ROOT_ATTRIBUTE, 'true');
    setState('dismissed');
  };
  return (
    <div className={styles.bar} role="region" aria-label={translate('theme.AnnouncementBar.ariaLabel')} data-ampere-announcement="" data-ampere-chrome="" data-state={state}>
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: announcementBar.content }} />
      {announcementBar.isCloseable && (
        <button type="button" className={styles.close} onClick={close} aria-label={translate('theme.AnnouncementBar.closeButtonAriaLabel')}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
