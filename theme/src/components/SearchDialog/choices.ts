import type { SearchHit } from '../../search/types';
import type { SearchScreen } from '../../searchUi/useSearch';
import type { RecentSearch } from '../../searchUi/recentSearches';

/** One option of the dialog's listbox: the Ask-AI entry, a search result or a recent search. */
export type Choice = { kind: 'askAi'; question: string } | { kind: 'result'; hit: SearchHit } | { kind: 'recent'; recent: RecentSearch };

interface Inputs {
  /** What is typed (not debounced). */
  query: string;
  screen: SearchScreen;
  hits: SearchHit[];
  recent: RecentSearch[];
  askAiEnabled: boolean;
}

/**
 * The options the arrow keys and Enter work on: "Ask AI: <query>" first while something is typed
 * (when the site has an endpoint), then the results, or the recent searches on an empty start screen.
 */
export function listChoices({ query, screen, hits, recent, askAiEnabled }: Inputs): Choice[] {
  const question = query.trim();
  const choices: Choice[] = askAiEnabled && question ? [{ kind: 'askAi', question }] : [];
  if (screen === 'results') choices.push(...hits.map((hit): Choice => ({ kind: 'result', hit })));
  else if (screen === 'start' && !question) choices.push(...recent.map((entry): Choice => ({ kind: 'recent', recent: entry })));
  return choices;
}

export function choiceKey(choice: Choice, index: number): string {
  switch (choice.kind) {
    case 'askAi':
      return 'ask-ai';
    case 'result':
      return `result-${choice.hit.href}-${index}`;
    case 'recent':
      return `recent-${choice.recent.href}`;
  }
}
