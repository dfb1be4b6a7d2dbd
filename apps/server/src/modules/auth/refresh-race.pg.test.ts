import { describe, expect, it } from 'vitest';
import { cookieHeader, endRefreshGrace, getProfile, refreshCookie, signUp } from '#test/accounts';
import { setupTestApp } from '#test/test-app';

// Real concurrency needs real connections: this file runs on the PostgreSQL server only.
const ctx = setupTestApp();

const refresh = (cookie: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: cookieHeader(cookie) });

describe('several refreshes at once with the same token (tabs of one browser)', () => {
  it('all succeed with the same successor, the session goes on, and a late replay ends it', async () => {
    for (let round = 0; round < 3; round++) {
      const session = await signUp(ctx.app);
      const results = await Promise.all(Array.from({ length: 6 }, () => refresh(session.refresh)));
      expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
      const successors = new Set(results.map((r) => refreshCookie(r)?.value));
      expect(successors.size).toBe(1);
      const [successor = ''] = successors;
      for (const r of results) {
        const { accessToken } = r.json<{ accessToken: string }>();
        expect((await getProfile(ctx.app, accessToken)).statusCode).toBe(200);
      }

      // The successor rotates as usual...
      const next = await refresh(successor);
      expect(next.statusCode).toBe(200);
      const nextToken = next.json<{ accessToken: string }>().accessToken;
      expect((await getProfile(ctx.app, nextToken)).statusCode).toBe(200);

      // ...and the first token, presented after its grace, is a replay: the session ends.
      await endRefreshGrace(ctx.database.db, session.refresh);
      expect((await refresh(session.refresh)).statusCode).toBe(401);
      expect((await refresh(refreshCookie(next)?.value ?? '')).statusCode).toBe(401);
      expect((await getProfile(ctx.app, nextToken)).statusCode).toBe(401);
    }
  });
});
