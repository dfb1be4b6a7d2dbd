import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';

const dir = (relative: string) => decodeURIComponent(new URL(relative, import.meta.url).pathname);

// React Router 7 points every export condition at its development build (with its warnings
// on: remix-run/react-router#14102); a production build takes the production one.
const reactRouterDir = path.dirname(
  createRequire(import.meta.url).resolve('react-router/package.json'),
);

// In development Vite serves the app and forwards API and media calls to the server
// (started by `npm run dev` on port 3001).
export default defineConfig(({ mode }) => ({
  plugins: [react()],
  resolve: {
    // The same aliases as tsconfig.json's `paths`: `@/` is src, `@test/` the test helpers.
    alias: [
      { find: '@/', replacement: dir('./src/') },
      { find: '@test/', replacement: dir('./test/') },
      ...(mode === 'production'
        ? [
            {
              find: /^react-router$/,
              replacement: path.join(reactRouterDir, 'dist/production/index.mjs'),
            },
          ]
        : []),
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:3001',
      '/media': 'http://127.0.0.1:3001',
    },
  },
  build: {
    sourcemap: true,
    // One stylesheet, linked from the page: the app's script loads after the main image
    // (boot.ts), and its styles must not wait for it.
    cssCodeSplit: false,
    // No <link rel="modulepreload"> injected by script before each dynamic import: inserting
    // them cost a long task on a phone (measured), and the browser finds a chunk's imports
    // itself once the chunk arrives.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What every page needs (React, the router, the query cache, the API client):
              // one chunk beside the app's own, rather than the ten small shared chunks the
              // automatic split made of it, each with its own imports and exports. Nothing
              // boot.ts imports may be in it: boot would then load it before the main image.
              name: 'core',
              test: /node_modules[\\/]@tanstack[\\/]|apps[\\/]web[\\/]src[\\/]lib[\\/](?!use-form|field-errors)|contracts[\\/]src[\\/](account-messages|photo-rules|money-rules|error-codes)\.ts|rolldown[\\/]runtime/,
            },
          ],
        },
      },
    },
  },
  // The server-rendering entry (src/ssr/entry-server.tsx, built by `vite build --ssr`) is one
  // self-contained file the server imports: no dependency is looked up at run time.
  ssr: { noExternal: true },
}));
