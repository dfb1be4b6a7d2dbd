import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installConsoleGuard } from './console-guard';

// findBy* and waitFor wait on state; 1 s (the default) is too short while other suites hold
// both cores and a lazy route's code is still loading.
configure({ asyncUtilTimeout: 5_000 });

// jsdom's Blob (and File) lack text() and arrayBuffer(), which every browser has; from Node 26
// on, fetch's Response.blob() gives the environment's Blob, so the app's downloads meet it.
for (const as of ['text', 'arrayBuffer'] as const) {
  if (!(as in Blob.prototype)) {
    Object.defineProperty(Blob.prototype, as, {
      configurable: true,
      writable: true,
      value(this: Blob) {
        return readBlob(this, as);
      },
    });
  }
}
function readBlob(blob: Blob, as: 'text' | 'arrayBuffer') {
  return new Promise<string | ArrayBuffer | null>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result);
    reader.onerror = () => reject(reader.error ?? new Error('FileReader'));
    if (as === 'text') reader.readAsText(blob);
    else reader.readAsArrayBuffer(blob);
  });
}

// jsdom has no scrolling; the app's ScrollToTop calls it on every navigation.
window.scrollTo = () => {};

// Registered first, so its afterEach runs last: after cleanup, which may still log.
installConsoleGuard();

// Testing Library cleans up by itself only with Vitest globals on; we keep them off.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
