/**
 * Prodigi's recorded and documented answer shapes (docs/rules/catalogue-and-prints.md) as
 * strict zod schemas for the contract tests, so a misspelt or extra field (shipmentMethod vs
 * shippingMethod, changeMetaData's capital D) fails a test. Test support only.
 */
import { z } from 'zod';

const decimal = z.string().regex(/^-?\d+\.\d{2}$/);
export const cost = z.strictObject({ amount: decimal, currency: z.string().regex(/^[A-Z]{3}$/) });
export const traceParent = z.string().regex(/^00-[0-9a-f]{32}-[0-9a-f]{16}-00$/);
const isoUtc = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
const shippingMethod = z.enum(['Budget', 'Standard', 'StandardPlus', 'Express', 'Overnight']);
const detailState = z.enum(['NotStarted', 'InProgress', 'Complete', 'Error']);
const id = (prefix: string) => z.string().regex(new RegExp(`^${prefix}\\d+$`));

const address = z.strictObject({
  line1: z.string(),
  line2: z.string().nullable(),
  postalOrZipCode: z.string(),
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  townOrCity: z.string(),
  stateOrCounty: z.string().nullable(),
});

const issue = z.strictObject({
  objectId: z.string().nullable(),
  errorCode: z.string(),
  description: z.string(),
  authorisationDetails: z
    .strictObject({ authorisationUrl: z.string(), paymentDetails: cost })
    .nullable(),
});

const asset = z.strictObject({
  id: id('ast_'),
  printArea: z.string().regex(/^[a-z]+$/),
  md5Hash: z.string().nullable(),
  url: z.string(),
  thumbnailUrl: z.string().nullable().optional(),
  pageCount: z.number().int().optional(),
  status: z.enum(['InProgress', 'Complete', 'Error']),
});

const item = z.strictObject({
  id: id('ori_'),
  status: z.enum(['Ok', 'Invalid', 'NotYetDownloaded']),
  merchantReference: z.string().nullable(),
  sku: z.string(),
  copies: z.number().int().positive(),
  sizing: z.enum(['fillPrintArea', 'fitPrintArea', 'stretchToPrintArea']),
  thumbnailUrl: z.string().nullable().optional(),
  attributes: z.record(z.string(), z.string()),
  assets: z.array(asset),
  recipientCost: cost.nullable(),
  correlationIdentifier: z.string().optional(),
});

const charge = z.strictObject({
  id: id('chg_'),
  chargeType: z.enum(['Item', 'Shipping', 'Refund', 'Other']).optional(),
  prodigiInvoiceNumber: z.string().nullable(),
  totalCost: cost,
  totalTax: cost.optional(),
  items: z.array(
    z.strictObject({
      id: id('chi_'),
      itemId: z.string().nullable(),
      shipmentId: z.string().nullable(),
      cost,
      chargeType: z.enum(['Item', 'Shipping']).optional(),
    }),
  ),
});

const carrier = z.strictObject({ name: z.string(), service: z.string() });
const fulfillmentLocation = z.strictObject({
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  labCode: z.string(),
});

const shipment = z.strictObject({
  id: id('shp_'),
  status: z.enum(['Processing', 'Shipped', 'Cancelled']),
  dispatchDate: isoUtc.nullable(),
  carrier,
  fulfillmentLocation,
  tracking: z.strictObject({ number: z.string(), url: z.string() }).nullable(),
  items: z.array(z.strictObject({ itemId: id('ori_') })),
});

export const order = z.strictObject({
  // Opaque, but the live service's are ord_ and 17 digits since 2025.
  id: z.string().regex(/^ord_\d{17}$/),
  created: isoUtc,
  lastUpdated: isoUtc,
  callbackUrl: z.string().nullable(),
  merchantReference: z.string().nullable(),
  shippingMethod,
  idempotencyKey: z.string().nullable(),
  status: z.strictObject({
    stage: z.enum(['Draft', 'AwaitingPayment', 'InProgress', 'Complete', 'Cancelled']),
    issues: z.array(issue),
    details: z.strictObject({
      downloadAssets: detailState,
      printReadyAssetsPrepared: detailState,
      allocateProductionLocation: detailState,
      inProduction: detailState,
      shipping: detailState,
    }),
  }),
  charges: z.array(charge),
  shipments: z.array(shipment),
  recipient: z.strictObject({
    name: z.string(),
    email: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    address,
  }),
  items: z.array(item),
  packingSlip: z
    .strictObject({ url: z.string().nullable(), status: z.string().nullable() })
    .nullable(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
});

export const orderResponse = z.strictObject({ outcome: z.string(), order, traceParent });

export const orderListResponse = z.strictObject({
  outcome: z.literal('Ok'),
  hasMore: z.boolean(),
  nextUrl: z.string().nullable(),
  orders: z.array(order),
  traceParent,
});

const yesNo = z.strictObject({ isAvailable: z.enum(['Yes', 'No']) });
export const actionsResponse = z.strictObject({
  outcome: z.literal('Ok'),
  cancel: yesNo,
  changeRecipientDetails: yesNo,
  changeShippingMethod: yesNo,
  changeMetaData: yesNo,
  traceParent,
});

const shipmentUpdateResult = z.strictObject({
  shipmentId: id('shp_'),
  successful: z.boolean(),
  errorCode: z
    .enum([
      'order.shipments.updateFailed',
      'order.shipments.invalid',
      'order.shipments.notAvailable',
    ])
    .optional(),
  description: z.string().optional(),
});

export const shippingUpdateResponse = z.strictObject({
  outcome: z.string(),
  shippingUpdateResults: z.array(shipmentUpdateResult),
  order,
  traceParent,
});

export const recipientUpdateResponse = z.strictObject({
  outcome: z.string(),
  shipmentUpdateResults: z.array(shipmentUpdateResult),
  order,
  traceParent,
});

export const quoteResponse = z.strictObject({
  outcome: z.enum(['Created', 'CreatedWithIssues']),
  issues: z.array(z.strictObject({ errorCode: z.string(), description: z.string() })).optional(),
  quotes: z.array(
    z.strictObject({
      shipmentMethod: shippingMethod,
      costSummary: z.strictObject({
        items: cost,
        shipping: cost,
        totalCost: cost.optional(),
        totalTax: cost.optional(),
      }),
      shipments: z.array(
        z.strictObject({
          carrier,
          fulfillmentLocation,
          cost,
          items: z.array(z.string().regex(/^qit_[0-9a-f]{32}$/)),
        }),
      ),
      items: z.array(
        z.strictObject({
          id: z.string().regex(/^qit_[0-9a-f]{32}$/),
          sku: z.string().regex(/^[A-Z0-9-]+$/),
          copies: z.number().int().positive(),
          unitCost: cost,
          attributes: z.record(z.string(), z.string()),
          assets: z.array(z.strictObject({ printArea: z.string() })),
        }),
      ),
    }),
  ),
  traceParent,
});

export const productResponse = z.strictObject({
  outcome: z.literal('Ok'),
  product: z.strictObject({
    sku: z.string(),
    description: z.string(),
    productDimensions: z.strictObject({
      width: z.number(),
      height: z.number(),
      units: z.enum(['in', 'cm']),
    }),
    attributes: z.record(z.string(), z.array(z.string()).min(1)),
    printAreas: z.record(z.string(), z.strictObject({ required: z.boolean() })),
    variants: z
      .array(
        z.strictObject({
          attributes: z.record(z.string(), z.string()),
          shipsTo: z.array(z.string().regex(/^[A-Z]{2}$/)).min(1),
          printAreaSizes: z.record(
            z.string(),
            z.strictObject({
              horizontalResolution: z.number().int().positive(),
              verticalResolution: z.number().int().positive(),
            }),
          ),
        }),
      )
      .min(1),
  }),
  traceParent,
});

export const validationFailed = z.strictObject({
  outcome: z.literal('ValidationFailed'),
  failures: z.record(
    z.string(),
    z.array(
      z.strictObject({
        code: z.string(),
        providedValue: z.unknown(),
        comparisonValue: z.unknown().optional(),
        missingItems: z
          .strictObject({
            attributes: z.array(
              z.strictObject({ name: z.string(), validValues: z.array(z.string()).min(1) }),
            ),
          })
          .optional(),
      }),
    ),
  ),
  traceParent,
});

export const outcomeOnlyError = z.strictObject({ outcome: z.string(), traceParent });

export const baseError = z.strictObject({
  statusText: z.string(),
  statusCode: z.number().int(),
  data: z.record(z.string(), z.unknown()),
  traceParent,
});

export const callback = z.strictObject({
  specversion: z.literal('1.0'),
  type: z.string().regex(/^com\.prodigi\.order\..+#\w+$/),
  source: z.string().regex(/\/v4\.0\/Orders\/$/),
  id: id('evt_'),
  time: isoUtc,
  datacontenttype: z.literal('application/json'),
  subject: z.string().regex(/^ord_\d+$/),
  data: z.strictObject({ order, traceParent: z.string().optional() }),
});
