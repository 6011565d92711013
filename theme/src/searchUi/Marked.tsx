import { MARK_END, MARK_START } from '../search/types';

/** Text with \u0001…\u0002 match markers rendered as <mark>. */
export function Marked({ text }: { text: string }) {
  const parts: JSX.Element[] = [];
  let rest = text;
  let key = 0;
  while (rest) {
    const start = rest.indexOf(MARK_START);
    if (start < 0) {
      parts.push(<span key={key++}>{rest}</span>);
      break;
    }
    if (start > 0) parts.push(<span key={key++}>{rest.slice(0, start)}</span>);
    const end = rest.indexOf(MARK_END, start + 1);
    const stop = end < 0 ? rest.length : end;
    parts.push(<mark key={key++}>{rest.slice(start + 1, stop)}</mark>);
    rest = end < 0 ? '' : rest.slice(end + 1);
  }
  return <>{parts}</>;
}
