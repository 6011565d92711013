import { useEffect, useRef } from 'react';
import type { SearchHit } from '../../search/types';
import { useTranslate } from '../../data/context';
import { Marked } from '../../searchUi/Marked';
import styles from './styles.module.css';

interface Props {
  hits: SearchHit[];
  active: number;
  listId: string;
  onActivate: (index: number) => void;
  onChoose: (hit: SearchHit) => void;
}

export function optionId(listId: string, index: number): string {
  return `${listId}-option-${index}`;
}

/** The result list (a listbox driven from the search field with the arrow keys). */
export function Results({ hits, active, listId, onActivate, onChoose }: Props) {
  const translate = useTranslate();
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    list.current?.querySelector(`[aria-selected="true"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);
  return (
    <ul ref={list} id={listId} role="listbox" aria-label={translate('theme.SearchModal.resultsAriaLabel')} className={styles.results}>
      {hits.map((hit, index) => (
        <li key={`${hit.href}-${index}`} id={optionId(listId, index)} role="option" aria-selected={index === active} className={styles.result}>
          <a
            href={hit.href}
            tabIndex={-1}
            onMouseMove={() => index !== active && onActivate(index)}
            onClick={(event) => {
              if (event.ctrlKey || event.metaKey || event.shiftKey) return;
              event.preventDefault();
              onChoose(hit);
            }}
          >
            <span className={styles.resultTitle}>
              {hit.section ? (
                <>
                  {hit.pageTitle} › <strong>{hit.section}</strong>
                </>
              ) : (
                <Marked text={hit.titleMarked} />
              )}
            </span>
            {hit.snippet && (
              <span className={styles.snippet}>
                <Marked text={hit.snippet} />
              </span>
            )}
            {hit.dir && <span className={styles.dir}>{hit.dir}</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}
