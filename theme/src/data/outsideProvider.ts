/**
 * The developer error of SPEC §8 "context used outside its provider" (which also covers a missing
 * route context: the page data is the route's context). Says which hook, which provider, and how
 * to fix it.
 */
export function outsideProviderError(hook: string, provider: string): Error {
  return new Error(
    `${hook} was used outside its provider (${provider}). Render the component inside <App> ` +
      `(src/App.tsx), which provides it; in a test, render it with renderWithData (src/test/render.tsx).`,
  );
}
