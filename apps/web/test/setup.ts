import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installConsoleGuard } from './console-guard';

// jsdom has no scrolling; the app's ScrollToTop calls it on every navigation.
window.scrollTo = () => {};

// Registered first, so its afterEach runs last: after cleanup, which may still log.
installConsoleGuard();

// Testing Library cleans up by itself only with Vitest globals on; we keep them off.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
