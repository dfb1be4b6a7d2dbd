import { z } from 'zod';
import { datesInOrder, instant } from './date-schemas';
import { shippingMethods } from './print-pricing';
import {
  ORDERS_PAGE_MAX,
  ORDERS_PAGE_SIZE,
  providerOrderMessages as msg,
  providerOrderStages,
} from './provider-orders-rules';

/**
 * The admin's orders at Prodigi (docs/rules/admin.md#orders-management): the wire shapes.
 * The server asks Prodigi through its client and answers these.
 */

const emptyAsUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** 'a, b,,c' → ['a', 'b', 'c'] (at most 50, each at most 100 characters). */
const commaList = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part !== '')
      : value,
  z.array(z.string().max(100)).max(50).optional(),
);

export const providerOrderListQuerySchema = z
  .object({
    top: z.coerce
      .number(msg.badTop)
      .int(msg.badTop)
      .min(1, msg.badTop)
      .max(ORDERS_PAGE_MAX, msg.badTop)
      .default(ORDERS_PAGE_SIZE),
    skip: z.coerce.number(msg.badSkip).int(msg.badSkip).min(0, msg.badSkip).default(0),
    status: z.preprocess(emptyAsUndefined, z.enum(providerOrderStages, msg.badStatus).optional()),
    /** Instants, as Prodigi takes them. */
    createdFrom: instant('Creadas desde').optional(),
    createdTo: instant('Creadas hasta').optional(),
    orderIds: commaList,
    merchantReferences: commaList,
  })
  .superRefine(
    datesInOrder('createdFrom', 'createdTo', { start: 'Creadas desde', end: 'Creadas hasta' }),
  );

// No component id: query parameters are described inline.
const addressSchema = z.object({
  line1: z.string(),
  line2: z.string().nullable(),
  postalOrZipCode: z.string(),
  countryCode: z.string(),
  townOrCity: z.string(),
  stateOrCounty: z.string().nullable(),
});

export const providerOrderSchema = z
  .object({
    id: z.string(),
    merchantReference: z.string().nullable(),
    created: z.string(),
    lastUpdated: z.string(),
    shippingMethod: z.string(),
    status: z.object({ stage: z.string() }),
    items: z.array(
      z.object({ id: z.string(), sku: z.string(), copies: z.number().int(), status: z.string() }),
    ),
    recipient: z.object({
      name: z.string(),
      email: z.string().nullable(),
      phoneNumber: z.string().nullable(),
      address: addressSchema,
    }),
    shipments: z.array(
      z.object({
        id: z.string(),
        status: z.string(),
        carrier: z.object({ name: z.string(), service: z.string() }).nullable(),
        tracking: z.object({ number: z.string(), url: z.string() }).nullable(),
      }),
    ),
    metadata: z.record(z.string(), z.unknown()).nullable(),
    /** Our order, when the merchant reference names one of ours. */
    shopOrderId: z.string().nullable(),
  })
  .meta({ id: 'ProviderOrder' });

export const providerOrderListSchema = z
  .object({ orders: z.array(providerOrderSchema), hasMore: z.boolean() })
  .meta({ id: 'ProviderOrderList' });

const availability = z.object({ isAvailable: z.enum(['Yes', 'No']) });
export const providerOrderActionsSchema = z
  .object({
    cancel: availability,
    changeShippingMethod: availability,
    changeRecipientDetails: availability,
    changeMetaData: availability,
  })
  .meta({ id: 'ProviderOrderActions' });

export const updateShippingBodySchema = z
  .object({ shippingMethod: z.enum(shippingMethods, msg.badShippingMethod) })
  .meta({ id: 'UpdateShippingBody' });

const text = (max: number) => z.string().trim().max(max);
export const updateRecipientBodySchema = z
  .object({
    name: text(200).min(1),
    email: z.preprocess(emptyAsUndefined, z.email().max(254).optional()),
    phoneNumber: z.preprocess(emptyAsUndefined, text(40).optional()),
    address: z.object({
      line1: text(200).min(1),
      line2: z.preprocess(emptyAsUndefined, text(200).optional()),
      townOrCity: text(100).min(1),
      stateOrCounty: z.preprocess(emptyAsUndefined, text(100).optional()),
      postalOrZipCode: text(20).min(1),
      countryCode: z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, msg.badCountry),
    }),
  })
  .meta({ id: 'UpdateRecipientBody' });

export const updateMetadataBodySchema = z
  .object({ metadata: z.record(z.string(), z.unknown(), msg.badMetadata) })
  .meta({ id: 'UpdateMetadataBody' });

export const providerOrderActionResultSchema = z
  .object({ outcome: z.string(), order: providerOrderSchema })
  .meta({ id: 'ProviderOrderActionResult' });

export type ProviderOrderListQuery = z.output<typeof providerOrderListQuerySchema>;
export type ProviderOrderBody = z.infer<typeof providerOrderSchema>;
export type ProviderOrderList = z.infer<typeof providerOrderListSchema>;
export type ProviderOrderActions = z.infer<typeof providerOrderActionsSchema>;
export type UpdateRecipientBody = z.output<typeof updateRecipientBodySchema>;
export type ProviderOrderActionResult = z.infer<typeof providerOrderActionResultSchema>;
