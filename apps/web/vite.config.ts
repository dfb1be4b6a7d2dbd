import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';

const dir = (relative: string) => decodeURIComponent(new URL(relative, import.meta.url).pathname);

// React Router 7 points every export condition at its development build (with its warnings
// on: remix-run/react-router#14102); a production build takes the production one.
const reactRouterDir = path.dirname(
  createRequire(import.meta.url).resolve('react-router/package.json'),
);

/**
 * The modules main.tsx reaches by static imports, found from the module graph once it is
 * built, less what boot.ts imports (boot would then load the chunk before the main image).
 * A module only lazy pages use is not in it. Packages' index files re-export all they have,
 * so through them the set reaches more than the app uses: see `coreModule`.
 */
function startClosure(): { plugin: Plugin; has: (id: string) => boolean } {
  const ids = new Set<string>();
  const plugin: Plugin = {
    name: 'shop:start-closure',
    apply: 'build',
    buildEnd() {
      const all = [...this.getModuleIds()];
      const reach = (pattern: RegExp, into: Set<string>) => {
        const stack = all.filter((id) => pattern.test(id));
        for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
          if (into.has(id)) continue;
          into.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      };
      const boot = new Set<string>();
      reach(/[\\/]src[\\/]boot\.ts$/, boot);
      reach(/[\\/]src[\\/]main\.tsx$/, ids);
      for (const id of boot) ids.delete(id);
    },
  };
  return { plugin, has: (id) => ids.has(id) };
}

const start = startClosure();

/**
 * The `core` chunk: what the app's start shares with its lazy pages (the query cache, the API
 * client, the session, shared components, the contract's messages and rules), as one chunk
 * beside the app's own, rather than the ten small shared chunks the automatic split made of
 * it. Only modules of the start closure: a module only lazy pages use goes with them, so the
 * first view does not download it. React Query's hooks for mutations, parallel and paged
 * queries are reached through its index but only lazy pages call them (forms, the gallery,
 * the account's orders).
 */
const coreModule = (id: string) =>
  /rolldown[\\/]runtime/.test(id) ||
  (start.has(id) &&
    /node_modules[\\/]@tanstack[\\/]|apps[\\/]web[\\/]src[\\/](lib|components)[\\/]|contracts[\\/]src[\\/](access-messages|photo-rules|money-rules|error-codes)\.ts/.test(
      id,
    ) &&
    !/@tanstack[\\/].*[\\/](useMutation|mutationObserver|useQueries|queriesObserver|useInfiniteQuery|infiniteQueryObserver)\.js$/.test(
      id,
    ));

/**
 * The `react` chunk: React and React DOM, the largest part of the app's start. boot.ts loads
 * it first, so that evaluating it is a task of its own (decision 009).
 */
const reactModule = (id: string) =>
  /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]react-client\.ts$/.test(id) &&
  start.has(id);

// In development Vite serves the app and forwards API and media calls to the server
// (started by `npm run dev` on port 3001).
export default defineConfig(({ mode }) => ({
  plugins: [react(), start.plugin],
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
            { name: 'react', test: reactModule, priority: 2 },
            { name: 'core', test: coreModule, priority: 1 },
            // The purchase's texts and rules, shared by the buy form (a photo page's first
            // view), the cart and the buyer's order page: one chunk rather than a small one
            // each (the form's recipient fields and legal notice are the cart's too).
            {
              name: 'checkout-rules',
              test: /contracts[\\/]src[\\/](checkout-messages|print-pricing|purchase-rules)\.ts$|features[\\/]checkout[\\/](utils[\\/](purchase-rules|recipient-fields|checkout-messages)\.ts|components[\\/]legal-notice\.tsx)$/,
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
