import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const dir = (relative: string) => decodeURIComponent(new URL(relative, import.meta.url).pathname);

// In development Vite serves the app and forwards API and media calls to the server
// (started by `npm run dev` on port 3001).
export default defineConfig({
  plugins: [react()],
  resolve: {
    // The same aliases as tsconfig.json's `paths`: `@/` is src, `@test/` the test helpers.
    alias: {
      '@/': dir('./src/'),
      '@test/': dir('./test/'),
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:3001',
      '/media': 'http://127.0.0.1:3001',
    },
  },
  build: { sourcemap: true },
  // The server-rendering entry (src/ssr/entry-server.tsx, built by `vite build --ssr`) is one
  // self-contained file the server imports: no dependency is looked up at run time.
  ssr: { noExternal: true },
});
