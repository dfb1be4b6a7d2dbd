import { describe, expect, it } from 'vitest';
import { waitUntil } from '#test/wait';
import { createOrderActionLock } from './order-action-lock';

/** A promise the test settles when it wants. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe("an order's actions in one process", () => {
  it('run one after the other per order, a failure not holding up the next', async () => {
    const lock = createOrderActionLock(null);
    const events: string[] = [];
    const first = gate();
    const one = lock('prodigi-order:ord_1', async () => {
      events.push('one starts');
      await first.opened;
      throw new Error('Prodigi refused');
    });
    const two = lock('prodigi-order:ord_1', async () => {
      events.push('two starts');
      return 'done';
    });
    // Another order's action is not held up meanwhile.
    await lock('prodigi-order:ord_2', async () => {
      events.push('other order');
    });
    expect(events).toEqual(['one starts', 'other order']);
    first.open();
    await expect(one).rejects.toThrow('Prodigi refused');
    await expect(two).resolves.toBe('done');
    expect(events).toEqual(['one starts', 'other order', 'two starts']);
  });

  it('holds at most three locks across processes at once, the others waiting for a slot', async () => {
    const holding: string[] = [];
    const gates = new Map<string, ReturnType<typeof gate>>();
    const lock = createOrderActionLock(async (key, work) => {
      holding.push(key);
      try {
        return await work();
      } finally {
        holding.splice(holding.indexOf(key), 1);
      }
    });
    const keys = ['a', 'b', 'c', 'd'];
    const runs = keys.map((key) => {
      const g = gate();
      gates.set(key, g);
      return lock(key, () => g.opened);
    });
    await waitUntil(() => holding.length === 3, 'three actions to hold their locks');
    expect(holding).toEqual(['a', 'b', 'c']);
    gates.get('b')?.open();
    await runs[1];
    await waitUntil(() => holding.includes('d'), 'the fourth to take the freed slot');
    expect(holding.sort()).toEqual(['a', 'c', 'd']);
    for (const g of gates.values()) g.open();
    await Promise.all(runs);
    expect(holding).toEqual([]);
  });
});
