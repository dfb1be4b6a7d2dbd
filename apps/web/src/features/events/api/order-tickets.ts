import type { OrderRequestBody } from '@shop/contracts';
import { api } from '@/lib/api';

/**
 * POST /checkout/orders with ticket lines (signed in only): free registrations are paid at
 * once; otherwise the seats are held for `holdSeconds` while the buyer pays.
 */
export const orderTickets = (items: OrderRequestBody['items']) =>
  api.POST('/api/checkout/orders', { body: { items } });
