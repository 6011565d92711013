import EmbedCodesandbox from '@site/src/components/EmbedCodesandbox';

export default () => (
  <EmbedCodesandbox src="https://codesandbox.io/p/sandbox/github/alovajs/alova-examples/tree/main/packages/action-delegation-middleware?embed=1&file=%2Fsrc%2FApp.tsx"></EmbedCodesandbox>
);
