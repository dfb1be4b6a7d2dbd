// React DOM's client: the first of the app's chunks that boot.ts loads (the `react` chunk of
// vite.config.ts). Imported through this module, not the package: the package is CommonJS,
// and importing it from boot.ts would put the bundler's interop helpers in the page's first
// script.
export { createRoot, hydrateRoot } from 'react-dom/client';
