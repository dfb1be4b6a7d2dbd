import {
  providerOrderMessages as msg,
  type ProviderOrderActionName,
  type ProviderOrderActionResult,
  type ProviderOrderActions,
  type ProviderOrderBody,
  type ProviderOrderList,
  type ProviderOrderListQuery,
  type UpdateRecipientBody,
} from '@shop/contracts';
import { ProdigiError, type Order, type ProdigiClient } from '@shop/prodigi';
import type { OrderActionActor } from '#src/db/schema/index';
import { AppError, conflict, notFound } from '#src/lib/errors';
import type { PrintOrders } from '#src/modules/orders/orders.port';
import type { OrderActionLock } from './order-action-lock';
import type { OrderActionsRepository } from './order-actions.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Our order for a merchant reference (our order id), when it names one. */
const shopOrderIdOf = (order: Order) =>
  order.merchantReference && UUID.test(order.merchantReference) ? order.merchantReference : null;

export function providerOrderBody(order: Order): ProviderOrderBody {
  return {
    id: order.id,
    merchantReference: order.merchantReference,
    created: order.created,
    lastUpdated: order.lastUpdated,
    shippingMethod: order.shippingMethod,
    status: { stage: order.status.stage },
    items: order.items.map((item) => ({
      id: item.id,
      sku: item.sku,
      copies: item.copies,
      status: item.status,
    })),
    recipient: {
      name: order.recipient.name,
      email: order.recipient.email,
      phoneNumber: order.recipient.phoneNumber,
      address: {
        line1: order.recipient.address.line1,
        line2: order.recipient.address.line2 ?? null,
        postalOrZipCode: order.recipient.address.postalOrZipCode,
        countryCode: order.recipient.address.countryCode,
        townOrCity: order.recipient.address.townOrCity,
        stateOrCounty: order.recipient.address.stateOrCounty ?? null,
      },
    },
    shipments: order.shipments.map((s) => ({
      id: s.id,
      status: s.status,
      carrier: { name: s.carrier.name, service: s.carrier.service },
      tracking: s.tracking ? { number: s.tracking.number, url: s.tracking.url } : null,
    })),
    metadata: order.metadata,
    shopOrderId: shopOrderIdOf(order),
  };
}

export interface Actor {
  kind: OrderActionActor;
  userId: string | null;
}

export type ActionRequest =
  | { action: 'cancel' }
  | { action: 'update-shipping'; shippingMethod: Order['shippingMethod'] }
  | { action: 'update-recipient'; recipient: UpdateRecipientBody }
  | { action: 'update-metadata'; metadata: Record<string, unknown> };

/** Prodigi's answer to an action as the admin reads it; its own words when it refused. */
function refusal(err: unknown): AppError {
  if (err instanceof ProdigiError) {
    if (err.httpStatus === 404) return notFound(msg.notFound);
    if (err.httpStatus === 200 || (err.httpStatus !== null && err.httpStatus < 500)) {
      return conflict(msg.refused(err.outcome));
    }
  }
  return new AppError('provider_failed', msg.prodigiDown);
}

/**
 * The admin's orders at Prodigi (docs/rules/admin.md#orders-management): read through our
 * Prodigi client, every action recorded (who, what, Prodigi's outcome), and our own order
 * following it: a cancel cancels our prints and refunds what was paid, a corrected recipient
 * becomes ours.
 */
export function createProviderOrders(deps: {
  prodigi: Pick<ProdigiClient, 'orders'>;
  prints: Pick<PrintOrders, 'findById' | 'moveTo' | 'update'>;
  /** Refunds what is left of a paid order: what was refunded, or null when nothing was left. */
  refundRest: (orderId: string, actor: Actor) => Promise<string | null>;
  actions: OrderActionsRepository;
  /** Actions on one Prodigi order run one after the other (order-action-lock.ts). */
  lock: OrderActionLock;
  log: { error(obj: unknown, message: string): void };
}) {
  async function read<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (err instanceof ProdigiError && err.httpStatus === 404) throw notFound(msg.notFound);
      deps.log.error({ err }, 'Prodigi: orders not read');
      throw new AppError('provider_failed', msg.prodigiDown);
    }
  }

  async function perform(id: string, request: ActionRequest) {
    const orders = deps.prodigi.orders;
    switch (request.action) {
      case 'cancel':
        return orders.cancel(id);
      case 'update-shipping':
        return orders.updateShippingMethod(id, request.shippingMethod);
      case 'update-recipient':
        return orders.updateRecipient(id, {
          name: request.recipient.name,
          email: request.recipient.email ?? null,
          phoneNumber: request.recipient.phoneNumber ?? null,
          address: {
            line1: request.recipient.address.line1,
            line2: request.recipient.address.line2 ?? null,
            postalOrZipCode: request.recipient.address.postalOrZipCode,
            countryCode: request.recipient.address.countryCode,
            townOrCity: request.recipient.address.townOrCity,
            stateOrCounty: request.recipient.address.stateOrCounty ?? null,
          },
        });
      case 'update-metadata':
        return orders.updateMetadata(id, request.metadata);
    }
  }

  /** The refund a cancel starts, recorded beside it (a failure too: the admin retries it). */
  async function refund(orderId: string, prodigiOrderId: string, actor: Actor) {
    const entry = { prodigiOrderId, orderId, actor: actor.kind, userId: actor.userId };
    try {
      const outcome = await deps.refundRest(orderId, actor);
      if (outcome)
        await deps.actions.record({ ...entry, action: 'refund', request: null, outcome, ok: true });
    } catch (err) {
      deps.log.error({ err, orderId }, 'refund after a cancel at Prodigi failed');
      const outcome = err instanceof Error ? err.message : String(err);
      await deps.actions.record({ ...entry, action: 'refund', request: null, outcome, ok: false });
    }
  }

  /** Our order after Prodigi applied the action. */
  async function follow(
    shopOrderId: string,
    prodigiOrderId: string,
    request: ActionRequest,
    actor: Actor,
  ) {
    const ours = await deps.prints.findById(shopOrderId);
    if (!ours?.print) return;
    if (request.action === 'cancel') {
      await deps.prints.moveTo(shopOrderId, 'cancelled', {
        stage: 'Cancelled',
        problem:
          actor.kind === 'buyer'
            ? 'Cancelado por el comprador desde la página del pedido.'
            : 'Cancelado en Prodigi desde la gestión de pedidos.',
      });
      if (!ours.isTest) await refund(ours.id, prodigiOrderId, actor);
    }
    if (request.action === 'update-recipient') {
      const { recipient } = request;
      await deps.prints.update(shopOrderId, {
        recipient: {
          name: recipient.name,
          email: recipient.email ?? ours.print.recipient.email,
          phone: recipient.phoneNumber ?? null,
          address: {
            line1: recipient.address.line1,
            line2: recipient.address.line2 ?? null,
            postalOrZipCode: recipient.address.postalOrZipCode,
            townOrCity: recipient.address.townOrCity,
            stateOrCounty: recipient.address.stateOrCounty ?? null,
            countryCode: recipient.address.countryCode,
          },
        },
      });
    }
  }

  async function actLocked(
    id: string,
    request: ActionRequest,
    actor: Actor,
  ): Promise<ProviderOrderActionResult> {
    // Our order, read from Prodigi first: the audit names it even when the action fails.
    const before = await read(() => deps.prodigi.orders.get(id));
    const shopOrderId = shopOrderIdOf(before);
    const { action, ...asked } = request;
    const ours = shopOrderId ? await deps.prints.findById(shopOrderId) : null;
    const record = (outcome: string, ok: boolean) =>
      deps.actions.record({
        prodigiOrderId: before.id,
        orderId: ours?.id ?? null,
        actor: actor.kind,
        userId: actor.userId,
        action: action satisfies ProviderOrderActionName,
        request: asked,
        outcome,
        ok,
      });
    let result;
    try {
      result = await perform(before.id, request);
    } catch (err) {
      const answer = refusal(err);
      await record(err instanceof ProdigiError ? err.outcome : answer.message, false);
      throw answer;
    }
    await record(result.outcome, true);
    if (ours) await follow(ours.id, before.id, request, actor);
    return { outcome: result.outcome, order: providerOrderBody(result.order) };
  }

  return {
    async list(query: ProviderOrderListQuery): Promise<ProviderOrderList> {
      const result = await read(() =>
        deps.prodigi.orders.list({
          top: query.top,
          skip: query.skip,
          ...(query.status ? { status: query.status } : {}),
          ...(query.createdFrom ? { createdFrom: query.createdFrom } : {}),
          ...(query.createdTo ? { createdTo: query.createdTo } : {}),
          ...(query.orderIds ? { orderIds: query.orderIds } : {}),
          ...(query.merchantReferences ? { merchantReferences: query.merchantReferences } : {}),
        }),
      );
      return { orders: result.orders.map(providerOrderBody), hasMore: result.hasMore };
    },

    async detail(id: string): Promise<ProviderOrderBody> {
      return providerOrderBody(await read(() => deps.prodigi.orders.get(id)));
    },

    async availability(id: string): Promise<ProviderOrderActions> {
      return read(() => deps.prodigi.orders.actions(id));
    },

    /**
     * Asks Prodigi for the action and makes our order follow, one action on an order at a
     * time: of a buyer's cancel and an admin's at once, the second finds the order cancelled
     * and is refused, so Prodigi cancels once and the buyer is refunded once.
     */
    act(id: string, request: ActionRequest, actor: Actor): Promise<ProviderOrderActionResult> {
      // Prodigi's ids are case-insensitive.
      return deps.lock(`prodigi-order:${id.toLowerCase()}`, () => actLocked(id, request, actor));
    },
  };
}

export type ProviderOrders = ReturnType<typeof createProviderOrders>;
