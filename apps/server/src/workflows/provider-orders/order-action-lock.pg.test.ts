import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#src/db/client';
import { setupTestApp } from '#test/test-app';
import { waitUntil } from '#test/wait';
import { createOrderActionLock } from './order-action-lock';
import { createOrderActionsRepository } from './order-actions.repository';

// Two processes on one PostgreSQL database: each its own pool and its own lock.
const ctx = setupTestApp();
let second: DatabaseHandle;
beforeAll(async () => {
  second = await openDatabase(ctx.config.database);
});
afterAll(async () => {
  await second.close();
});

const lockOn = (database: DatabaseHandle) => {
  const repository = createOrderActionsRepository(database.db);
  return createOrderActionLock((key, work) => repository.whileLocked(key, work));
};

/** Advisory locks some connection is waiting for. */
const waitingForLocks = async () => {
  const result = await ctx.database.db.execute(
    sql`select count(*)::int as count from pg_locks where locktype = 'advisory' and not granted`,
  );
  return (result as { rows: { count: number }[] }).rows[0]?.count ?? 0;
};

describe("an order's actions across processes (PostgreSQL)", () => {
  it('runs one process’s action on an order only once the other’s has ended', async () => {
    const [one, two] = [lockOn(ctx.database), lockOn(second)];
    const events: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));

    const first = one('prodigi-order:ord_1', async () => {
      events.push('one starts');
      await held;
      events.push('one ends');
    });
    await waitUntil(() => events.includes('one starts'), 'the first action to start');
    const next = two('prodigi-order:ord_1', async () => {
      events.push('two starts');
    });
    // The second process waits on the lock (seen from the database), not on a timer.
    await waitUntil(async () => (await waitingForLocks()) === 1, 'the second to wait');
    expect(events).toEqual(['one starts']);
    release();
    await Promise.all([first, next]);
    expect(events).toEqual(['one starts', 'one ends', 'two starts']);
  });

  it('does not hold up an action on another order', async () => {
    const [one, two] = [lockOn(ctx.database), lockOn(second)];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = one('prodigi-order:ord_2', () => held);
    // Ran to its end while the first still holds its own order.
    await two('prodigi-order:ord_3', async () => {});
    release();
    await first;
  });
});
