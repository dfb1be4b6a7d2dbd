import { createApiClient, type TokenStorage } from './api-client';
import { apiFetch } from './api-transport';

/** Where no browser storage exists (the server's render): nothing is ever stored. */
const noStorage: TokenStorage = {
  getItem: () => null,
  setItem: () => {},
  removeItem: () => {},
};

/** The app's one API client; the session provider connects its expiry handler. */
export const api = createApiClient({
  storage: typeof window === 'undefined' ? noStorage : window.localStorage,
  fetch: apiFetch,
});
