import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library cleans up by itself only with Vitest globals on; we keep them off.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
