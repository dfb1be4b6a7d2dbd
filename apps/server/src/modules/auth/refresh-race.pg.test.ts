import { describe, expect, it } from 'vitest';
import { cookieHeader, getProfile, refreshCookie, signUp } from '#test/accounts';
import { setupTestApp } from '#test/test-app';

// Real concurrency needs real connections: this file runs on the PostgreSQL server only.
const ctx = setupTestApp();

const refresh = (cookie: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: cookieHeader(cookie) });

describe('two refreshes at once with the same token', () => {
  it('let exactly one win, and the loser revokes the whole session', async () => {
    for (let round = 0; round < 5; round++) {
      const session = await signUp(ctx.app);
      const results = await Promise.all([refresh(session.refresh), refresh(session.refresh)]);
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([200, 401]);

      const winner = results.find((r) => r.statusCode === 200);
      const winnerCookie = winner ? (refreshCookie(winner)?.value ?? '') : '';
      const winnerToken = winner?.json<{ accessToken: string }>().accessToken ?? '';
      // The replay ended the family: the winner's fresh tokens are dead too.
      expect((await refresh(winnerCookie)).statusCode).toBe(401);
      expect((await getProfile(ctx.app, winnerToken)).statusCode).toBe(401);
    }
  });
});
