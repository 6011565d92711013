import type { MouseEvent } from 'react';
import { useTranslate } from '../../data/context';
import type { RecentSearch } from '../../searchUi/recentSearches';
import { Marked } from '../../searchUi/Marked';
import type { Choice } from './choices';
import styles from './styles.module.css';

interface Props {
  choice: Choice;
  onChoose: () => void;
  onRemove: (recent: RecentSearch) => void;
}

/** A plain click chooses; with a modifier key the browser opens the link as it would anyway. */
function chooseOnPlainClick(onChoose: () => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    onChoose();
  };
}

function title(pageTitle: string, section: string | undefined, marked?: string) {
  if (section) {
    return (
      <>
        {pageTitle} › <strong>{section}</strong>
      </>
    );
  }
  return marked === undefined ? pageTitle : <Marked text={marked} />;
}

/** What one option of the dialog's listbox shows. */
export function ChoiceContent({ choice, onChoose, onRemove }: Props) {
  const translate = useTranslate();
  if (choice.kind === 'askAi') {
    return (
      <button type="button" tabIndex={-1} className={styles.askAiEntry} onClick={onChoose}>
        <span className={styles.askAiIcon} aria-hidden="true">
          ✦
        </span>
        {translate('theme.SearchModal.askAi.entry', { query: choice.question })}
      </button>
    );
  }
  if (choice.kind === 'recent') {
    const { pageTitle, section, href } = choice.recent;
    const label = translate('theme.SearchModal.recentSearches.removeButtonAriaLabel', { title: section ? `${pageTitle} › ${section}` : pageTitle });
    return (
      <>
        <a href={href} tabIndex={-1} onClick={chooseOnPlainClick(onChoose)}>
          <span className={styles.resultTitle}>{title(pageTitle, section)}</span>
        </a>
        <button type="button" tabIndex={-1} className={styles.remove} aria-label={label} title={label} onClick={() => onRemove(choice.recent)}>
          <span aria-hidden="true">×</span>
        </button>
      </>
    );
  }
  const { hit } = choice;
  return (
    <a href={hit.href} tabIndex={-1} onClick={chooseOnPlainClick(onChoose)}>
      <span className={styles.resultTitle}>{title(hit.pageTitle, hit.section, hit.titleMarked)}</span>
      {hit.snippet && (
        <span className={styles.snippet}>
          <Marked text={hit.snippet} />
        </span>
      )}
      {hit.dir && <span className={styles.dir}>{hit.dir}</span>}
    </a>
  );
}
