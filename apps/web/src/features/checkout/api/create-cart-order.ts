import type { OrderRequestBody } from '@shop/contracts';
import { api } from '@/lib/api';

/**
 * POST /checkout/orders: the cart's prints as one order with one shipping, priced again on
 * the server with the method chosen, and its PaymentIntent. The body never carries an amount.
 */
export const createCartOrder = (body: OrderRequestBody) =>
  api.POST('/api/checkout/orders', { body });
