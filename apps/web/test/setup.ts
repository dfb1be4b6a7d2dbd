import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installConsoleGuard } from './console-guard';

// findBy* and waitFor wait on state; 1 s (the default) is too short while other suites hold
// both cores and a lazy route's code is still loading.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no scrolling; the app's ScrollToTop calls it on every navigation.
window.scrollTo = () => {};

// Registered first, so its afterEach runs last: after cleanup, which may still log.
installConsoleGuard();

// Testing Library cleans up by itself only with Vitest globals on; we keep them off.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
