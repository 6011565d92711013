// The render worker's protocol, one JSON object per line in each direction (see worker.mjs).
//   {"type":"locale","data":LocaleData}      -> no reply; cached by data.locale.code
//   {"type":"render","id":N,"page":PageData} -> {"id":N,"html":"..."} or {"id":N,"error":"..."}
//   {"type":"head","id":N}                   -> {"id":N,"html":"<script>...</script>"}
// A bad line never stops the worker: it gets {"id":N|null,"error":"..."}.

/**
 * @param {{ render: (page: unknown, locale: unknown) => string, headHtml: () => string }} bundle
 * @returns {(line: string) => ({ id: unknown, html?: string, error?: string } | null)}
 */
export function createLineHandler(bundle) {
  /** @type {Map<string, unknown>} */
  const locales = new Map();

  const failure = (id, error) => ({
    id,
    error: error instanceof Error ? error.stack || error.message : String(error),
  });

  return (line) => {
    if (!line.trim()) return null;
    let message;
    try {
      message = JSON.parse(line);
    } catch (error) {
      return failure(null, new Error(`Invalid JSON line: ${error instanceof Error ? error.message : error}`));
    }
    const id = message && typeof message === 'object' && 'id' in message ? message.id : null;
    try {
      switch (message?.type) {
        case 'locale': {
          const code = message.data?.locale?.code;
          if (typeof code !== 'string') return failure(id, new Error('locale message without data.locale.code'));
          locales.set(code, message.data);
          return null;
        }
        case 'render': {
          const page = message.page;
          if (!page || typeof page !== 'object') throw new Error('render message without page');
          const locale = locales.get(page.locale);
          if (!locale) throw new Error(`No locale data for "${page.locale}": send {"type":"locale"} first.`);
          return { id, html: bundle.render(page, locale) };
        }
        case 'head':
          return { id, html: bundle.headHtml() };
        default:
          throw new Error(`Unknown message type ${JSON.stringify(message?.type)}`);
      }
    } catch (error) {
      return failure(id, error);
    }
  };
}
