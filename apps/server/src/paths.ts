import { fileURLToPath } from 'node:url';

// This file sits one level below the server package root, and so does the bundled
// dist/main.js, so the same relative URL works in development, tests and production.
export const serverRoot = fileURLToPath(new URL('..', import.meta.url));
export const migrationsDir = fileURLToPath(new URL('../src/db/migrations', import.meta.url));
export const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));
export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
