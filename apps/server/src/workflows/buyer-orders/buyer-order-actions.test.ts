import { describe, expect, it } from 'vitest';
import { buyerOrderMessages as msg, type ProviderOrderActions } from '@shop/contracts';
import type { Order } from '#src/modules/orders/orders.port';
import { ACTIONS_CACHE_MS, createBuyerOrderActions, NO_ACTIONS } from './buyer-order-actions';

const yesNo = (yes: boolean) => ({ isAvailable: yes ? ('Yes' as const) : ('No' as const) });

/** Prodigi's answer as the test sets it, and how often it was asked. */
function lab() {
  const state = { open: true, asked: 0, down: false, clock: 0 };
  const actions = createBuyerOrderActions({
    providerOrders: {
      availability: async () => {
        state.asked += 1;
        if (state.down) throw new Error('Prodigi is down');
        return {
          cancel: yesNo(state.open),
          changeRecipientDetails: yesNo(state.open),
        } as unknown as ProviderOrderActions;
      },
    },
    log: { error: () => undefined },
    now: () => state.clock,
  });
  return { state, actions };
}

const orderAt = (status: string, overrides: Partial<Order> = {}) =>
  ({
    id: 'o1',
    status: 'paid',
    isTest: false,
    items: [],
    print: { status, prodigiOrderId: 'ord_1' },
    ...overrides,
  }) as unknown as Order;

describe("the buyer's actions on an order's prints", () => {
  it("keeps Prodigi's answer briefly for the page, and asks again for a change", async () => {
    const { state, actions } = lab();
    const order = orderAt('submitted');
    expect(await actions.of(order)).toMatchObject({ changeAddress: true, cancel: true });
    state.open = false;
    // The page within the window: the kept answer, Prodigi not asked again.
    expect(await actions.of(order)).toMatchObject({ changeAddress: true });
    expect(state.asked).toBe(1);
    // A change asks now: refused, and why, in the buyer's words.
    expect(await actions.of(order, { fresh: true })).toEqual({
      changeAddress: false,
      cancel: false,
      changeAddressUnavailable: msg.unavailable.inProduction.changeAddress,
      cancelUnavailable: msg.unavailable.inProduction.cancel,
    });
    state.open = true;
    state.clock += ACTIONS_CACHE_MS;
    expect(await actions.of(order)).toMatchObject({ changeAddress: true });
    expect(state.asked).toBe(3);
  });

  it('says why by where the prints are, without asking the lab when it cannot help', async () => {
    const { state, actions } = lab();
    expect(await actions.of(orderAt('pending'))).toMatchObject({
      changeAddressUnavailable: msg.unavailable.notAtLab.changeAddress,
    });
    expect(await actions.of(orderAt('shipped'))).toMatchObject({
      cancelUnavailable: msg.unavailable.shipped.cancel,
    });
    for (const order of [
      orderAt('cancelled'),
      orderAt('submitted', { status: 'payment_failed' }),
      orderAt('submitted', { isTest: true }),
      orderAt('submitted', { print: null }),
    ]) {
      expect(await actions.of(order)).toEqual(NO_ACTIONS);
    }
    expect(state.asked).toBe(0);
    state.down = true;
    expect(await actions.of(orderAt('submitted'))).toMatchObject({
      changeAddress: false,
      changeAddressUnavailable: msg.unavailable.labUnreachable.changeAddress,
    });
  });
});
