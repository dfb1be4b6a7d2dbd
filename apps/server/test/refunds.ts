import type { FastifyInstance } from 'fastify';
import type { AdminVariant, OrderMoney } from '@shop/contracts';
import type { Database } from '#src/db/client';
import { printShop } from './checkout';
import { payWith, startPaymentOk, waitForStatus } from './purchase';
import { waitUntil } from './wait';

/** A shop with one print for sale, and a way to buy it with a test card until it is paid. */
export async function paidOrders(app: FastifyInstance, db: Database) {
  const shop = await printShop(app, db);
  const variant: AdminVariant = await shop.addVariant(
    await shop.addProduct({ sku: 'GLOBAL-FAP-16X24' }),
    { profitMargin: '10,00' },
  );
  return async function buy() {
    const started = await startPaymentOk(app, { photoId: shop.photoId, variantId: variant.id });
    await payWith(app, started.paymentIntentId);
    await waitForStatus(app, started.orderId, 'paid');
    return started;
  };
}

/** Waits until the order's money, as the ledger reads it, satisfies `check`. */
export async function waitForMoney(
  app: FastifyInstance,
  orderId: string,
  check: (money: OrderMoney) => boolean,
  what: string,
) {
  let last: OrderMoney | null = null;
  await waitUntil(
    async () => {
      last = await app.paymentsLedger.money(orderId);
      return check(last);
    },
    `${what} (last: ${JSON.stringify(last)})`,
  );
  return app.paymentsLedger.money(orderId);
}
