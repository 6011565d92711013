import { useTranslate } from '../../data/context';
import { useCopyToClipboard } from '../../hooks/useCopyToClipboard';
import { answerParagraphs, type Vote } from '../../searchUi/askAi';
import type { AskAiState } from '../../searchUi/useAskAi';
import styles from './styles.module.css';

interface Props {
  state: AskAiState;
  onBack: () => void;
  onRetry: () => void;
  onVote: (vote: Vote) => void;
}

// Feather icons (MIT): thumbs-up and thumbs-down.
const VOTES: { vote: Vote; key: string; icon: string }[] = [
  {
    vote: 'like',
    key: 'theme.SearchModal.askAi.likeButtonAriaLabel',
    icon: 'M14 9V5a3 3 0 0 0-3-3l-4 9v11h11.28a2 2 0 0 0 2-1.7l1.38-9a2 2 0 0 0-2-2.3zM7 22H4a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2h3',
  },
  {
    vote: 'dislike',
    key: 'theme.SearchModal.askAi.dislikeButtonAriaLabel',
    icon: 'M10 15v4a3 3 0 0 0 3 3l4-9V2H5.72a2 2 0 0 0-2 1.7l-1.38 9a2 2 0 0 0 2 2.3zm7-13h2.67A2.31 2.31 0 0 1 22 4v7a2.31 2.31 0 0 1-2.33 2H17',
  },
];

/** The Ask-AI screen (SPEC §2, §8): the question, its state, the answer as plain text, feedback, copy. */
export function AskAiScreen({ state, onBack, onRetry, onVote }: Props) {
  const translate = useTranslate();
  const { copied, copy } = useCopyToClipboard();
  const { status, question, answer, sources, mode, notCovered } = state;
  const answering = status === 'streaming' || status === 'done';
  return (
    <section className={styles.askAi} aria-label={translate('theme.SearchModal.askAi.title')} data-state={status}>
      <button type="button" className={styles.back} onClick={onBack}>
        {translate('theme.SearchModal.askAi.backButton')}
      </button>
      {/* dir="auto": a question or answer in another script than the page's still reads right. */}
      <p className={styles.question} dir="auto">
        {question}
      </p>
      {(status === 'searching' || status === 'thinking') && (
        <p className={styles.askAiStatus} role="status">
          <span className={styles.pulse} aria-hidden="true" />
          {translate(status === 'searching' ? 'theme.SearchModal.askAi.searching' : 'theme.SearchModal.askAi.thinking')}
        </p>
      )}
      {answering && (
        <div className={styles.answer} aria-busy={status === 'streaming'}>
          {notCovered && <p className={styles.help}>{translate('theme.SearchModal.askAi.notCovered')}</p>}
          {answerParagraphs(answer).map((paragraph, index) => (
            <p key={index} dir="auto">
              {paragraph}
            </p>
          ))}
          {sources.length > 0 && (
            <nav aria-label={translate('theme.SearchModal.askAi.sources')}>
              <p className={styles.sourcesTitle}>{translate('theme.SearchModal.askAi.sources')}</p>
              <ol className={styles.sources}>
                {sources.map((source) => (
                  <li key={source.href}>
                    <a href={source.href} dir="auto">
                      {source.title}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
          )}
        </div>
      )}
      {status === 'done' && (
        <div className={styles.answerActions}>
          {VOTES.map(({ vote, key, icon }) => (
            <button key={vote} type="button" className={styles.action} aria-pressed={state.vote === vote} aria-label={translate(key)} title={translate(key)} onClick={() => onVote(vote)}>
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <path d={icon} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </button>
          ))}
          <button type="button" className={styles.action} onClick={() => copy(answer)}>
            {translate('theme.SearchModal.askAi.copyButton')}
          </button>
          <span className={styles.copied} role="status">
            {copied ? translate('theme.SearchModal.askAi.copied') : ''}
          </span>
        </div>
      )}
      {answering && (
        <p className={styles.disclaimer}>
          {translate(mode === 'quoted' ? 'theme.SearchModal.askAi.quotedDisclaimer' : 'theme.SearchModal.askAi.disclaimer')}
        </p>
      )}
      {status === 'error' && (
        <div className={styles.askAiError} role="alert">
          <p className={styles.screenTitle}>{translate('theme.SearchModal.askAi.errorText')}</p>
          <p className={styles.help}>{translate('theme.SearchModal.errorScreen.helpText')}</p>
          <button type="button" className={styles.suggestion} onClick={onRetry}>
            {translate('theme.PageLoader.retry')}
          </button>
        </div>
      )}
    </section>
  );
}
