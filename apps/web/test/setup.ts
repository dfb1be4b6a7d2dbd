import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no scrolling; the app's ScrollToTop calls it on every navigation.
window.scrollTo = () => {};

// Testing Library cleans up by itself only with Vitest globals on; we keep them off.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
