import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newPrintOrder, printItem } from '#test/orders';
import { writeStaleFiles } from '#test/stale-files';
import { setupTestApp } from '#test/test-app';
import { sweepOrderFiles, sweepSharedPrintFiles } from './order-files-sweep';
import { orderPrintFileKey, sharedPrintFileKey } from './order-files';
import { createOrdersRepository } from './orders.repository';

// A print file copied for an order whose row was never written (the insert failed after it).
const neverWritten = `originals/${orderPrintFileKey(randomUUID())}`;

const ctx = setupTestApp({}, { beforeBoot: (dataDir) => writeStaleFiles(dataDir, [neverWritten]) });
const exists = (key: string) => existsSync(path.join(ctx.dataDir, key));

describe('order files sweep', () => {
  it('boot removes a print file copied for an order that was never written', () => {
    expect(exists(neverWritten)).toBe(false);
  });

  it("removes a cancelled order's files once stale, and keeps every other order's", async () => {
    const { checkout, payments } = ctx.app.orders;
    const paid = await checkout.create(newPrintOrder());
    expect((await payments.moveTo(paid.id, 'paid')).moved).toBe(true);
    const pending = await checkout.create(newPrintOrder());
    const cancelled = await checkout.create(newPrintOrder());
    expect((await payments.moveTo(cancelled.id, 'cancelled')).moved).toBe(true);
    const fileOf = (id: string) => `originals/${orderPrintFileKey(id)}`;
    await writeStaleFiles(ctx.dataDir, [paid.id, pending.id, cancelled.id].map(fileOf));

    const repository = createOrdersRepository(ctx.database.db);
    const removed = await sweepOrderFiles({
      originals: ctx.app.storage.originals,
      orderIdsKeepingFiles: (ids) => repository.idsKeepingFiles(ids),
    });
    expect(removed).toBe(1);
    expect(exists(fileOf(cancelled.id))).toBe(false);
    expect(exists(fileOf(paid.id))).toBe(true);
    expect(exists(fileOf(pending.id))).toBe(true);
  });

  it('removes a shared print file once no live order points at it', async () => {
    const { checkout, payments } = ctx.app.orders;
    const withKey = (key: string) => {
      const item = printItem();
      return newPrintOrder({
        items: [{ ...item, snapshot: { ...item.snapshot, printFile: { kind: 'stored', key } } }],
      });
    };
    const [live, dropped, unused] = ['a', 'b', 'c'].map((name) =>
      sharedPrintFileKey(`print/${randomUUID()}/${name}.jpg`),
    ) as [string, string, string];
    await checkout.create(withKey(live));
    const expired = await checkout.create(withKey(dropped));
    expect((await payments.moveTo(expired.id, 'expired')).moved).toBe(true);
    await writeStaleFiles(
      ctx.dataDir,
      [live, dropped, unused].map((key) => `originals/${key}`),
    );

    const repository = createOrdersRepository(ctx.database.db);
    const removed = await sweepSharedPrintFiles({
      originals: ctx.app.storage.originals,
      keysInUse: (keys) => repository.printFileKeysInUse(keys),
    });
    expect(removed).toBe(2);
    expect(exists(`originals/${live}`)).toBe(true);
    expect(exists(`originals/${dropped}`)).toBe(false);
    expect(exists(`originals/${unused}`)).toBe(false);
  });
});
