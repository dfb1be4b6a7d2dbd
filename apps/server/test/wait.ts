/**
 * Polls `check` until it holds; throws naming `what` after `timeoutMs` (a function is asked
 * then, to tell what it saw last).
 */
export async function waitUntil(
  check: () => Promise<boolean> | boolean,
  what: string | (() => string),
  timeoutMs = 20_000,
) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) {
      throw new Error(`timed out waiting for ${typeof what === 'string' ? what : what()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
