import { useEffect, useRef } from 'react';
import type { RecentSearch } from '../../searchUi/recentSearches';
import { ChoiceContent } from './ChoiceContent';
import { choiceKey, type Choice } from './choices';
import styles from './styles.module.css';

interface Props {
  choices: Choice[];
  active: number;
  listId: string;
  /** Accessible name of the list. */
  label: string;
  onActivate: (index: number) => void;
  onChoose: (choice: Choice) => void;
  onRemove: (recent: RecentSearch) => void;
}

export function optionId(listId: string, index: number): string {
  return `${listId}-option-${index}`;
}

/**
 * The dialog's listbox (results, recent searches, the Ask-AI entry), driven from the search field
 * with the arrow keys. Pressing a mouse button on it keeps the focus in the field.
 */
export function Results({ choices, active, listId, label, onActivate, onChoose, onRemove }: Props) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    list.current?.querySelector(`[aria-selected="true"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);
  return (
    <ul ref={list} id={listId} role="listbox" aria-label={label} className={styles.results} onMouseDown={(event) => event.preventDefault()}>
      {choices.map((choice, index) => (
        <li
          key={choiceKey(choice, index)}
          id={optionId(listId, index)}
          role="option"
          aria-selected={index === active}
          className={styles.result}
          data-kind={choice.kind}
          onMouseMove={() => index !== active && onActivate(index)}
        >
          <ChoiceContent choice={choice} onChoose={() => onChoose(choice)} onRemove={onRemove} />
        </li>
      ))}
    </ul>
  );
}
