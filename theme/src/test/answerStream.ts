// Streamed HTTP answers for Ask-AI tests: a Response whose body yields chunks when the test says.

const encoder = new TextEncoder();

export interface AnswerStream {
  response: Response;
  /** Sends one chunk of the answer. */
  push(text: string | Uint8Array): void;
  /** Ends the answer. */
  end(): void;
}

/** A 200 response whose body stays open until `end()`; an aborted request errors it like fetch does. */
export function answerStream(signal?: AbortSignal | null): AnswerStream {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
  });
  signal?.addEventListener('abort', () => controller.error(new DOMException('The operation was aborted.', 'AbortError')));
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/plain; charset=utf-8' } }),
    push: (text) => controller.enqueue(typeof text === 'string' ? encoder.encode(text) : text),
    end: () => controller.close(),
  };
}

/** A complete streamed answer of `chunks`. */
export function streamedResponse(chunks: (string | Uint8Array)[], init: ResponseInit = {}): Response {
  const stream = answerStream();
  chunks.forEach(stream.push);
  stream.end();
  return init.status ? new Response(stream.response.body, init) : stream.response;
}
