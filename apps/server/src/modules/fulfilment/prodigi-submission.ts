import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { ProdigiError, type CreateOrderRequest, type ProdigiClient } from '@shop/prodigi';
import type { OrderStatus, PrintStatus } from '@shop/contracts';
import type { OriginalStorage } from '#src/lib/original-storage';
import { printLinesOf } from '#src/modules/orders/orders.port';
import { orderPrintFileKey, type Order, type PrintOrders } from '#src/modules/orders/orders.port';
import type { PhotoImages } from '#src/modules/photos/photo-images.port';
import { PRINT_JPEG_QUALITY } from '#src/modules/print-catalog/variant-pricing.port';
import type { PrintFileLinks } from './print-file-links';

/** Prodigi's print area of a single-image product. */
const PRINT_AREA = 'default';

/** Orders paid for, whose prints wait (or failed, when the admin sends them again). */
const PAID_FOR: readonly OrderStatus[] = ['paid', 'partially_refunded'];
const SUBMITTABLE: readonly PrintStatus[] = ['pending', 'failed'];

/** Paid for, and its prints still waiting for their first Prodigi order. */
export const waitsForSubmission = (order: Order): boolean =>
  PAID_FOR.includes(order.status) &&
  order.print?.status === 'pending' &&
  order.print.prodigiOrderId === null &&
  printLinesOf(order).length > 0;

/** A failure that another attempt will not cure: the order is flagged at once. */
export class PermanentSubmissionError extends Error {}

/** Prodigi's answers that retrying cannot change (its validation, a refused key). */
function isPermanent(err: ProdigiError): boolean {
  const status = err.httpStatus;
  if (status === null) return err.outcome === 'InvalidResponse';
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/** A short reason for the admin (never the recipient's data: ProdigiError hides it). */
export function reasonOf(err: unknown): string {
  if (err instanceof ProdigiError) {
    const failures = Object.keys(err.failures);
    return `Prodigi: ${err.outcome}${err.httpStatus ? ` (HTTP ${err.httpStatus})` : ''}${
      failures.length > 0 ? ` en ${failures.slice(0, 5).join(', ')}` : ''
    }`;
  }
  return err instanceof Error ? err.message : String(err);
}

/**
 * Sends a paid order to Prodigi, once: `idempotencyKey` and `merchantReference` are our
 * order id, so a retry after a crash or a lost answer gets the first Prodigi order back
 * (outcome AlreadyExists) instead of a second one. Safe to run any number of times.
 */
export function createProdigiSubmission(deps: {
  orders: Pick<PrintOrders, 'findById' | 'moveTo' | 'update'>;
  prodigi: Pick<ProdigiClient, 'orders'>;
  originals: Pick<OriginalStorage, 'read' | 'adopt' | 'copy'>;
  photoImages: Pick<PhotoImages, 'copyOriginalTo' | 'openUpright' | 'findOriginal'>;
  links: PrintFileLinks;
  callbackUrl: string;
  tmpDir: string;
}) {
  async function firstReadable(keys: (string | undefined)[]): Promise<string | null> {
    for (const key of keys) {
      if (key === undefined) continue;
      const found = await deps.originals.read(key);
      if (found) {
        found.stream.destroy();
        return key;
      }
    }
    return null;
  }

  /** The order's print file for item `index`, rendered from the original when it has none. */
  async function ensurePrintFile(order: Order, index: number): Promise<string> {
    const item = printLinesOf(order)[index];
    if (!item) throw new Error(`order ${order.id} has no item ${index}`);
    const source = item.snapshot.printFile;
    if (source.kind === 'url') return source.url;
    const key = orderPrintFileKey(order.id, index);
    const existing = await deps.originals.read(key);
    if (existing) {
      existing.stream.destroy();
      return deps.links.url(order.id, index);
    }
    if (source.kind === 'stored') {
      // The order's own copy, from the file it was bought with (shared while unpaid), or from
      // the asset that was copied from, should a sweep have taken the shared copy meanwhile.
      const from = await firstReadable([source.key, source.sourceKey]);
      if (!from) {
        throw new PermanentSubmissionError('El archivo de impresión del pedido no existe.');
      }
      await deps.originals.copy(from, key);
      return deps.links.url(order.id, index);
    }
    // The whole photo, upright, as a JPEG for the lab (Prodigi crops with `sizing`).
    await mkdir(deps.tmpDir, { recursive: true });
    const base = path.join(deps.tmpDir, `order-${order.id}-${index}`);
    try {
      // The admin's turn ('Girar') of that same original, if the photo still has it.
      const photo = await deps.photoImages.findOriginal(item.snapshot.photoId);
      const rotation = photo?.key === source.key ? photo.rotation : 0;
      await deps.photoImages.copyOriginalTo(
        { photoId: item.snapshot.photoId, hidden: false, width: 0, height: 0, rotation, ...source },
        `${base}.original`,
      );
      const upright = await deps.photoImages.openUpright(
        `${base}.original`,
        source.format,
        rotation,
      );
      await upright
        .toColourspace('srgb')
        .withIccProfile('srgb')
        .jpeg({ quality: PRINT_JPEG_QUALITY, mozjpeg: false, chromaSubsampling: '4:4:4' })
        .toFile(`${base}.jpg`);
      await deps.originals.adopt(key, `${base}.jpg`);
    } finally {
      await rm(`${base}.original`, { force: true });
      await rm(`${base}.jpg`, { force: true });
    }
    return deps.links.url(order.id, index);
  }

  async function request(order: Order): Promise<CreateOrderRequest> {
    const prints = printLinesOf(order);
    const first = prints[0];
    if (!first || !order.print) {
      throw new PermanentSubmissionError('El pedido no tiene impresiones.');
    }
    const { recipient } = order.print;
    return {
      merchantReference: order.id,
      idempotencyKey: order.id,
      shippingMethod: first.snapshot.shippingMethod as CreateOrderRequest['shippingMethod'],
      callbackUrl: deps.callbackUrl,
      recipient: {
        name: recipient.name,
        email: recipient.email,
        phoneNumber: recipient.phone,
        address: recipient.address,
      },
      items: await Promise.all(
        prints.map(async (item, index) => ({
          merchantReference: item.id,
          sku: item.snapshot.sku,
          copies: item.quantity,
          sizing: item.snapshot.sizing,
          attributes: item.snapshot.attributes,
          assets: [{ printArea: PRINT_AREA, url: await ensurePrintFile(order, index) }],
        })),
      ),
      metadata: { shopOrderId: order.id, test: order.isTest },
    };
  }

  return {
    /**
     * Submits the order if it is still waiting for it. Returns Prodigi's outcome, or null
     * when there was nothing to do (submitted already, refunded, cancelled). Throws for a
     * failure worth another attempt; flags the order for one that is not.
     */
    async submit(orderId: string): Promise<{ prodigiOrderId: string; outcome: string } | null> {
      const order = await deps.orders.findById(orderId);
      const print = order?.print;
      if (
        !order ||
        print?.prodigiOrderId !== null ||
        !PAID_FOR.includes(order.status) ||
        !SUBMITTABLE.includes(print.status)
      ) {
        return null;
      }
      try {
        const result = await deps.prodigi.orders.create(await request(order));
        const prodigiOrderId = result.order?.id ?? result.orderId;
        if (!prodigiOrderId) {
          // OnHold without an id: Prodigi has it; another attempt gets it by the key.
          throw new Error(`Prodigi: ${result.outcome} sin identificador de pedido`);
        }
        const change = {
          prodigiOrderId,
          submittedAt: new Date(),
          ...(result.order ? { stage: result.order.status.stage } : {}),
          lastError: null,
        };
        const moved = await deps.orders.moveTo(order.id, 'submitted', change);
        if (!moved.moved) await deps.orders.update(order.id, change);
        return { prodigiOrderId, outcome: result.outcome };
      } catch (err) {
        const reason = reasonOf(err);
        if (
          err instanceof PermanentSubmissionError ||
          (err instanceof ProdigiError && isPermanent(err))
        ) {
          await deps.orders.moveTo(order.id, 'failed', { problem: reason, lastError: reason });
          throw new PermanentSubmissionError(reason, { cause: err });
        }
        await deps.orders.update(order.id, { lastError: reason });
        throw err;
      }
    },
  };
}

export type ProdigiSubmission = ReturnType<typeof createProdigiSubmission>;
