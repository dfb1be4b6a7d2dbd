import { describe, expect, it } from 'vitest';
import type { OrderItemKind } from '#src/db/schema/index';
import type { Order } from '#src/modules/orders/orders.port';
import { createPaidOrderFanOut } from './paid-order';

const orderWith = (kinds: OrderItemKind[]) =>
  ({ id: 'order-1', items: kinds.map((kind) => ({ kind })) }) as unknown as Order;

describe('a paid order fans out by item kind', () => {
  it('queues each kind present once, whatever the number of its lines, and none for shipping', async () => {
    const calls: string[] = [];
    const step = (kind: string) => ({
      queue: async (orderId: string) => void calls.push(`queue ${kind} ${orderId}`),
      committed: () => void calls.push(`wake ${kind}`),
    });
    const fanOut = createPaidOrderFanOut({ print: step('print'), ticket: step('ticket') });
    const tx = { execute: async () => ({}) } as never;
    await fanOut.queue(orderWith(['print', 'shipping', 'print']), tx);
    fanOut.committed(orderWith(['print', 'shipping', 'print']));
    expect(calls).toEqual(['queue print order-1', 'wake print']);
    await fanOut.queue(orderWith(['ticket', 'ticket', 'print']), tx);
    expect(calls.slice(2)).toEqual(['queue ticket order-1', 'queue print order-1']);
    await fanOut.queue(orderWith([]), tx);
    expect(calls).toHaveLength(4);
  });
});
