import { createApiClient } from './api-client';

/** The app's one API client; the session provider connects its expiry handler. */
export const api = createApiClient({ storage: window.localStorage });
