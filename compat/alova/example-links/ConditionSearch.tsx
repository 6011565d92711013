import EmbedCodesandbox from '@site/src/components/EmbedCodesandbox';
import React from 'react';

export default () => (
  <EmbedCodesandbox src="https://codesandbox.io/p/sandbox/github/alovajs/alova-examples/tree/main/packages/condition-search?embed=1&file=%2Fsrc%2FApp.vue"></EmbedCodesandbox>
);
