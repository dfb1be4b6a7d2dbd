import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUpAdmin } from '#test/accounts';
import { freePort } from '#test/purchase';
import { paidOrders } from '#test/refunds';
import { setupTestApp } from '#test/test-app';

const port = await freePort();
const ctx = setupTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}` });
let buy: Awaited<ReturnType<typeof paidOrders>>;
let adminId = '';

beforeAll(async () => {
  await ctx.app.listen({ port, host: '127.0.0.1' });
  buy = await paidOrders(ctx.app, ctx.database.db);
  const admin = await signUpAdmin(ctx.app, ctx.database.db);
  adminId = (await ctx.app.userAccounts.findByEmail(admin.email))?.id ?? '';
}, 60_000);

// The provider's webhooks of each test are answered before the next (and before closing).
afterEach(async () => {
  await ctx.app.stripeSimulator?.deliveries();
});

describe('refunds under concurrency (PostgreSQL)', () => {
  it('two refunds asked at once never return more than was taken', async () => {
    const { orderId, amount, paymentIntentId } = await buy();
    const share = Math.ceil(amount * 0.6);
    const results = await Promise.allSettled(
      [1, 2, 3].map(() =>
        ctx.app.paymentsLedger.refund({
          orderId,
          amountCents: share,
          reason: null,
          origin: 'admin',
          requestedBy: adminId,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const money = await ctx.app.paymentsLedger.money(orderId);
    expect(money).toMatchObject({ refundedCents: share, state: 'partially_refunded' });
    const atProvider = await ctx.app.paymentProvider.listRefunds(paymentIntentId);
    expect(atProvider.reduce((sum, r) => sum + r.amountCents, 0)).toBe(share);
  });

  it('the whole amount asked twice at once is refunded once', async () => {
    const { orderId, amount, paymentIntentId } = await buy();
    const ask = () =>
      ctx.app.paymentsLedger.refund({
        orderId,
        reason: 'requested_by_customer',
        origin: 'admin',
        requestedBy: adminId,
      });
    const results = await Promise.allSettled([ask(), ask()]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const atProvider = await ctx.app.paymentProvider.listRefunds(paymentIntentId);
    expect(atProvider.map((r) => r.amountCents)).toEqual([amount]);
    expect((await ctx.app.paymentsLedger.money(orderId)).state).toBe('refunded');
  });
});
