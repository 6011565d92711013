/// <reference types="vitest/config" />
import { defineConfig } from 'vite';

// One config for three jobs:
//  - `vite build`                        client bundle -> dist/client (+ .vite/manifest.json)
//  - `vite build --ssr src/entry-server.tsx --outDir dist/server`
//                                        self-contained SSR bundle for server/worker.mjs
//  - `vitest run`                        component tests in jsdom
export default defineConfig(({ isSsrBuild }) => ({
  base: '/',
  esbuild: { jsx: 'automatic' },
  css: {
    modules: {
      // Same names in the client and the SSR bundle (both hash the file path + class name).
      generateScopedName: '[local]_[hash:base64:5]',
    },
  },
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        target: 'node20',
        minify: false,
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        assetsDir: 'assets',
        manifest: true,
        target: 'es2020',
        cssCodeSplit: true,
        rollupOptions: { input: 'src/entry-client.tsx' },
      },
  // Bundle React into the SSR output so the worker needs no node_modules at run time.
  ssr: { noExternal: true, target: 'node' },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['src/test/setup.ts'],
    css: { modules: { classNameStrategy: 'stable' } },
    restoreMocks: true,
  },
}));
