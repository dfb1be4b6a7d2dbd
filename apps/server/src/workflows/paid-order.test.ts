import { describe, expect, it } from 'vitest';
import type { Order } from '#src/modules/orders/orders.port';
import { createPaidOrderFanOut } from './paid-order';

const orderWith = (kinds: 'print'[]) =>
  ({ id: 'order-1', items: kinds.map((kind) => ({ kind })) }) as unknown as Order;

describe('a paid order fans out by item kind', () => {
  it('queues each kind present once, whatever the number of its lines', async () => {
    const calls: string[] = [];
    const fanOut = createPaidOrderFanOut({
      print: {
        queue: async (orderId) => void calls.push(`queue print ${orderId}`),
        committed: () => void calls.push('wake print'),
      },
    });
    const tx = { execute: async () => ({}) } as never;
    await fanOut.queue(orderWith(['print', 'print']), tx);
    fanOut.committed(orderWith(['print', 'print']));
    expect(calls).toEqual(['queue print order-1', 'wake print']);
    await fanOut.queue(orderWith([]), tx);
    expect(calls).toHaveLength(2);
  });
});
