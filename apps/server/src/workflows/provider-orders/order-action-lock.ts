/** Runs `work` while holding a lock on `key` that other processes respect too. */
export type AcrossProcesses = <T>(key: string, work: () => Promise<T>) => Promise<T>;

/**
 * Locked actions one process runs at once. Across processes each holds a pooled connection
 * (its transaction's advisory lock) while its work needs others from the same pool: a few
 * at a time leave the pool room, so the holders can never starve their own work.
 */
const MAX_HELD = 3;

/**
 * Actions on one order, one after the other (docs/rules/checkout-and-payments.md#buyer-order-page):
 * a buyer's cancel and an admin's at the same moment must come to one cancellation and one
 * refund. In this process a queue per key; across processes `acrossProcesses` (PostgreSQL's
 * advisory lock; absent on the embedded database, which one process owns).
 */
export function createOrderActionLock(acrossProcesses: AcrossProcesses | null) {
  const queues = new Map<string, Promise<unknown>>();
  let held = 0;
  const waiting: (() => void)[] = [];

  async function slot<T>(work: () => Promise<T>): Promise<T> {
    if (held >= MAX_HELD) await new Promise<void>((resolve) => waiting.push(resolve));
    else held++;
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, or is given back.
      const next = waiting.shift();
      if (next) next();
      else held--;
    }
  }

  return function withOrderLock<T>(key: string, work: () => Promise<T>): Promise<T> {
    const locked = acrossProcesses ? () => slot(() => acrossProcesses(key, work)) : work;
    const before = queues.get(key) ?? Promise.resolve();
    const run = before.then(locked, locked);
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    queues.set(key, settled);
    void settled.then(() => {
      if (queues.get(key) === settled) queues.delete(key);
    });
    return run;
  };
}

export type OrderActionLock = ReturnType<typeof createOrderActionLock>;
