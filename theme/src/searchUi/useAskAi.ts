import { useCallback, useEffect, useRef, useState } from 'react';
import type { SearchHit } from '../search/types';
import { askAiContext, sendFeedback, streamAnswer, type AnswerSoFar, type Vote } from './askAi';

/**
 * States of the Ask-AI screen (SPEC §2), exposed as data-state: searching (the built-in search runs
 * for the question), thinking (the question is sent, no answer yet), streaming (the answer grows as
 * chunks arrive), done, error.
 */
export type AskAiStatus = 'searching' | 'thinking' | 'streaming' | 'done' | 'error';

export interface AskAiState extends AnswerSoFar {
  status: AskAiStatus;
  question: string;
  /** The reader's feedback on a done answer. */
  vote?: Vote;
}

interface Options {
  endpoint: string;
  locale: string;
  /** The built-in search for the question; its top hits are sent along as context. */
  searchDocs: (question: string) => Promise<SearchHit[]>;
}

export interface AskAi {
  /** null when no question is being asked or answered. */
  state: AskAiState | null;
  ask(question: string): void;
  retry(): void;
  /** Stops any request in flight and forgets the question. */
  cancel(): void;
  vote(vote: Vote): void;
}

const NOTHING_YET: AnswerSoFar = { answer: '', sources: [], mode: 'generated', notCovered: false };

export function useAskAi({ endpoint, locale, searchDocs }: Options): AskAi {
  const [state, setState] = useState<AskAiState | null>(null);
  const request = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    request.current?.abort();
    request.current = null;
    setState(null);
  }, []);

  const ask = useCallback(
    (question: string) => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      const { signal } = controller;
      const show = (next: AskAiState) => {
        if (!signal.aborted) setState(next);
      };
      show({ status: 'searching', question, ...NOTHING_YET });
      void (async () => {
        let hits: SearchHit[] = [];
        try {
          hits = await searchDocs(question);
        } catch (error) {
          // Without the index the question is still worth asking, only without context.
          console.warn('ampere: Ask AI asks without search context', error);
        }
        show({ status: 'thinking', question, ...NOTHING_YET });
        if (signal.aborted) return;
        try {
          const answer = await streamAnswer(
            endpoint,
            { question, locale, context: askAiContext(hits) },
            { signal, onUpdate: (so) => show({ status: 'streaming', question, ...so }) },
          );
          const answered = answer.answer.trim() !== '' || answer.notCovered;
          show(answered ? { status: 'done', question, ...answer } : { status: 'error', question, ...NOTHING_YET });
        } catch (error) {
          if (!signal.aborted) console.warn('ampere: Ask AI failed', error);
          show({ status: 'error', question, ...NOTHING_YET });
        }
      })();
    },
    [endpoint, locale, searchDocs],
  );

  const retry = useCallback(() => {
    if (state) ask(state.question);
  }, [ask, state]);

  const vote = useCallback(
    (choice: Vote) => {
      if (state?.status !== 'done' || state.vote === choice) return;
      setState({ ...state, vote: choice });
      const sources = state.sources.map((source) => source.href);
      void sendFeedback(endpoint, { question: state.question, answer: state.answer, vote: choice, locale, sources });
    },
    [endpoint, locale, state],
  );

  // Closing the dialog aborts a request in flight.
  useEffect(() => () => request.current?.abort(), []);

  return { state, ask, retry, cancel, vote };
}
