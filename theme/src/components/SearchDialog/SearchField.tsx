import type { KeyboardEvent, RefObject } from 'react';
import { useTranslate } from '../../data/context';
import styles from './styles.module.css';

interface Props {
  input: RefObject<HTMLInputElement>;
  listId: string;
  query: string;
  /** The option the arrow keys highlight (id), when the list has options. */
  activeOption?: string;
  mode: 'search' | 'askAi';
  onQuery: (query: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onClose: () => void;
}

/** The dialog's search field (a combobox over its listbox), its clear button and its close button. */
export function SearchField({ input, listId, query, activeOption, mode, onQuery, onKeyDown, onClose }: Props) {
  const translate = useTranslate();
  const clear = () => {
    onQuery('');
    input.current?.focus();
  };
  return (
    <form className={styles.form} role="search" onSubmit={(event) => event.preventDefault()}>
      <label className="ampere-visually-hidden" htmlFor={`${listId}-input`}>
        {translate('theme.SearchBar.label')}
      </label>
      <input
        ref={input}
        id={`${listId}-input`}
        className={styles.input}
        type="search"
        role="combobox"
        aria-expanded={activeOption !== undefined}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeOption}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint={mode === 'askAi' ? 'send' : 'search'}
        placeholder={translate('theme.SearchModal.placeholder')}
        value={query}
        onChange={(event) => onQuery(event.target.value)}
        onKeyDown={onKeyDown}
        data-autofocus=""
      />
      {query && (
        <button type="button" className={styles.clear} onClick={clear} aria-label={translate('theme.SearchModal.searchBox.resetButtonTitle')} title={translate('theme.SearchModal.searchBox.resetButtonTitle')}>
          <span aria-hidden="true">×</span>
        </button>
      )}
      <button type="button" className={styles.close} onClick={onClose} aria-label={translate('theme.SearchModal.closeButtonAriaLabel')}>
        <kbd aria-hidden="true">Esc</kbd>
      </button>
    </form>
  );
}
