export interface WorkerReply {
  id: unknown;
  html?: string;
  error?: string;
}

export function createLineHandler(bundle: {
  render: (page: never, locale: never) => string;
  headHtml: () => string;
}): (line: string) => WorkerReply | null;
