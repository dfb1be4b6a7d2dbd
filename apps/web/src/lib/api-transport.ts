/**
 * How the API client reaches the server. In the browser: `fetch`, looked up at each call (the
 * tests replace the global). While rendering a page on the server (entry-server.tsx) the
 * server installs its own in-process transport once: server renders are anonymous, so one
 * transport serves every request.
 */
let transport: typeof fetch | null = null;

export function setApiTransport(next: typeof fetch | null): void {
  transport = next;
}

export const apiFetch: typeof fetch = (...args) => (transport ?? fetch)(...args);
