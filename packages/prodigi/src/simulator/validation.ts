/**
 * Request validation with Prodigi's `failures` map, keyed by JSON path. Codes are Prodigi's
 * where they are known (docs/rules/catalogue-and-prints.md#error-bodies); the others are
 * simulator-only and say so: InvalidValue, InvalidAttributeValue, ShippingMethodNotAvailable,
 * ProductNotAvailableInDestination.
 */
import { shippingMethods } from '../wire-types';
import type {
  AddressIn,
  Cost,
  ProdigiFailure,
  ProdigiFailures,
  RecipientIn,
  ShippingMethod,
  Sizing,
} from '../wire-types';
import { canonicalChoice, findSeedProduct, shipsToOf, type SeedProduct } from './catalogue';
import { offersMethod, supportedCurrencies } from './pricing';

export class Failures {
  readonly map: ProdigiFailures = {};

  add(path: string, code: string, providedValue: unknown, extra: Partial<ProdigiFailure> = {}) {
    (this.map[path] ??= []).push({ code, providedValue: providedValue ?? null, ...extra });
  }

  get any(): boolean {
    return Object.keys(this.map).length > 0;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function optionalString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

export function canonicalMethod(value: unknown): ShippingMethod | null {
  if (typeof value !== 'string') return null;
  return shippingMethods.find((method) => method.toLowerCase() === value.toLowerCase()) ?? null;
}

const sizings: Sizing[] = ['fillPrintArea', 'fitPrintArea', 'stretchToPrintArea'];

export interface ValidItem {
  product: SeedProduct;
  sku: string;
  copies: number;
  /** As sent: Prodigi echoes attribute values in the caller's casing. */
  attributes: Record<string, string>;
  sizing: Sizing;
  merchantReference: string | null;
  recipientCost: Cost | null;
  assets: { printArea: string; url: string; md5Hash: string | null; pageCount?: number }[];
}

/** Every seed product has the one print area `default`. */
const productPrintAreas = { default: true };

function checkAttributes(failures: Failures, path: string, product: SeedProduct, given: unknown) {
  const attributes = isRecord(given) ? given : {};
  const lowerNames = new Map(Object.keys(attributes).map((name) => [name.toLowerCase(), name]));
  const missing: { name: string; validValues: string[] }[] = [];
  for (const [name, validValues] of Object.entries(product.choices)) {
    const key = lowerNames.get(name.toLowerCase());
    const value = key === undefined ? undefined : attributes[key];
    if (typeof value !== 'string' || value.trim() === '') {
      missing.push({ name, validValues });
    } else if (canonicalChoice(product, name, value) === null) {
      // Simulator-only code: Prodigi's real one is unknown.
      failures.add(`${path}.${key ?? name}`, 'InvalidAttributeValue', value, {
        comparisonValue: validValues,
      });
    }
  }
  if (missing.length > 0) {
    failures.add(path, 'MissingRequiredAttributes', given ?? null, {
      missingItems: { attributes: missing },
    });
  }
}

function checkItems(
  failures: Failures,
  items: unknown,
  options: { order: boolean; countryCode: string | null; countryPath: string },
): ValidItem[] {
  if (items === undefined || items === null) {
    failures.add('items', 'Required', null);
    return [];
  }
  if (!Array.isArray(items)) {
    failures.add('items', 'InvalidValue', items);
    return [];
  }
  if (items.length === 0) {
    failures.add('items', 'MustNotBeEmptyArray', items);
    return [];
  }
  const valid: ValidItem[] = [];
  items.forEach((raw: unknown, index) => {
    const path = `items[${index}]`;
    const item = isRecord(raw) ? raw : {};
    let product: SeedProduct | undefined;
    if (isBlank(item.sku)) {
      failures.add(`${path}.sku`, 'Required', item.sku);
    } else {
      product = findSeedProduct(String(item.sku));
      if (!product) failures.add(`${path}.sku`, 'SkuNotFound', item.sku);
    }
    const copies = item.copies;
    if (copies === undefined || copies === null) {
      failures.add(`${path}.copies`, 'Required', null);
    } else if (typeof copies !== 'number' || !Number.isInteger(copies) || copies < 1) {
      failures.add(`${path}.copies`, 'InvalidValue', copies);
    }
    let sizing: Sizing = 'fillPrintArea';
    if (options.order && item.sizing !== undefined && item.sizing !== null) {
      const found = sizings.find((s) => s.toLowerCase() === String(item.sizing).toLowerCase());
      if (found) sizing = found;
      else failures.add(`${path}.sizing`, 'InvalidValue', item.sizing);
    }
    const assets: ValidItem['assets'] = [];
    if (item.assets === undefined || item.assets === null) {
      failures.add(`${path}.assets`, 'Required', null);
    } else if (!Array.isArray(item.assets)) {
      failures.add(`${path}.assets`, 'InvalidValue', item.assets);
    } else if (item.assets.length === 0) {
      failures.add(`${path}.assets`, 'MustNotBeEmptyArray', item.assets);
    } else {
      item.assets.forEach((rawAsset: unknown, assetIndex) => {
        const assetPath = `${path}.assets[${assetIndex}]`;
        const asset = isRecord(rawAsset) ? rawAsset : {};
        if (isBlank(asset.printArea))
          failures.add(`${assetPath}.printArea`, 'Required', asset.printArea);
        let url = '';
        if (options.order) {
          if (isBlank(asset.url)) failures.add(`${assetPath}.url`, 'Required', asset.url);
          else if (!/^https?:\/\//i.test(String(asset.url))) {
            failures.add(`${assetPath}.url`, 'InvalidValue', asset.url);
          } else url = String(asset.url);
        }
        const printArea = typeof asset.printArea === 'string' ? asset.printArea.toLowerCase() : '';
        if (product && printArea !== '' && !(printArea in productPrintAreas)) {
          failures.add(`${assetPath}.printArea`, 'InvalidValue', asset.printArea);
        }
        assets.push({
          printArea,
          url,
          md5Hash: optionalString(asset.md5Hash),
          ...(typeof asset.pageCount === 'number' ? { pageCount: asset.pageCount } : {}),
        });
      });
    }
    if (product) {
      checkAttributes(failures, `${path}.attributes`, product, item.attributes);
      const country = options.countryCode;
      if (country && !shipsToOf(product).includes(country)) {
        // Simulator-only code.
        failures.add(options.countryPath, 'ProductNotAvailableInDestination', country, {
          comparisonValue: product.sku,
        });
      }
    }
    if (product && typeof copies === 'number') {
      const attributes: Record<string, string> = {};
      if (isRecord(item.attributes)) {
        for (const [name, value] of Object.entries(item.attributes)) {
          if (typeof value === 'string') attributes[name] = value;
        }
      }
      valid.push({
        product,
        sku: product.sku,
        copies,
        attributes,
        sizing,
        merchantReference: optionalString(item.merchantReference),
        recipientCost: readCost(item.recipientCost),
        assets,
      });
    }
  });
  return valid;
}

function readCost(value: unknown): Cost | null {
  if (!isRecord(value)) return null;
  if (typeof value.amount !== 'string' || typeof value.currency !== 'string') return null;
  return { amount: value.amount, currency: value.currency.toUpperCase() };
}

function countryOf(value: unknown): string | null {
  return typeof value === 'string' && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : null;
}

/** A recipient's failures under `prefix` ("recipient." on orders, "" on updateRecipient). */
export function checkRecipient(
  failures: Failures,
  raw: unknown,
  prefix: string,
): RecipientIn | null {
  if (!isRecord(raw)) {
    failures.add(prefix === '' ? 'recipient' : prefix.slice(0, -1), 'Required', raw);
    return null;
  }
  if (isBlank(raw.name)) failures.add(`${prefix}name`, 'Required', raw.name);
  if (typeof raw.email === 'string' && raw.email.trim() === '') {
    failures.add(`${prefix}email`, 'MustNotBeEmptyOrWhitespace', raw.email);
  }
  const address = isRecord(raw.address) ? raw.address : null;
  if (!address) {
    failures.add(`${prefix}address`, 'Required', raw.address);
    return null;
  }
  for (const field of ['line1', 'postalOrZipCode', 'countryCode', 'townOrCity'] as const) {
    if (isBlank(address[field]))
      failures.add(`${prefix}address.${field}`, 'Required', address[field]);
  }
  const country = countryOf(address.countryCode);
  if (!isBlank(address.countryCode) && !country) {
    failures.add(`${prefix}address.countryCode`, 'InvalidValue', address.countryCode);
  }
  if (
    country === 'US' &&
    !isBlank(address.postalOrZipCode) &&
    !/^\d{5}(-\d{4})?$/.test(String(address.postalOrZipCode).trim())
  ) {
    failures.add(
      `${prefix}address.postalOrZipCode`,
      'MustBeAValidUSZipCodeFormat',
      address.postalOrZipCode,
    );
  }
  const normalized: AddressIn = {
    line1: text(address.line1),
    line2: optionalString(address.line2),
    postalOrZipCode: text(address.postalOrZipCode),
    countryCode: country ?? '',
    townOrCity: text(address.townOrCity),
    stateOrCounty: optionalString(address.stateOrCounty),
  };
  return {
    name: text(raw.name),
    email: optionalString(raw.email),
    phoneNumber: optionalString(raw.phoneNumber),
    address: normalized,
  };
}

export interface ValidOrder {
  shippingMethod: ShippingMethod;
  recipient: RecipientIn;
  items: ValidItem[];
  merchantReference: string | null;
  idempotencyKey: string | null;
  callbackUrl: string | null;
  metadata: Record<string, unknown> | null;
  packingSlipUrl: string | null;
}

export const maxMetadataLength = 2000;

export function checkMetadata(failures: Failures, value: unknown, path = 'metadata') {
  if (value === undefined || value === null) return null;
  if (!isRecord(value)) {
    failures.add(path, 'InvalidValue', value);
    return null;
  }
  if (JSON.stringify(value).length > maxMetadataLength) {
    failures.add(path, 'InvalidValue', null, { comparisonValue: maxMetadataLength });
  }
  return value;
}

export function validateCreateOrder(body: unknown): {
  failures: Failures;
  order: ValidOrder | null;
} {
  const failures = new Failures();
  const raw = isRecord(body) ? body : {};
  const method = canonicalMethod(raw.shippingMethod);
  if (
    raw.shippingMethod === undefined ||
    raw.shippingMethod === null ||
    raw.shippingMethod === ''
  ) {
    failures.add('shippingMethod', 'Required', null);
  } else if (!method) {
    failures.add('shippingMethod', 'InvalidValue', raw.shippingMethod);
  }
  const recipient = checkRecipient(failures, raw.recipient, 'recipient.');
  const country =
    recipient && recipient.address.countryCode !== '' ? recipient.address.countryCode : null;
  const items = checkItems(failures, raw.items, {
    order: true,
    countryCode: country,
    countryPath: 'recipient.address.countryCode',
  });
  if (method && country && !offersMethod(country, method)) {
    failures.add('shippingMethod', 'ShippingMethodNotAvailable', raw.shippingMethod, {
      comparisonValue: country,
    });
  }
  const callbackUrl = optionalString(raw.callbackUrl);
  if (callbackUrl !== null && !/^https?:\/\/\S+$/i.test(callbackUrl)) {
    failures.add('callbackUrl', 'InvalidValue', raw.callbackUrl);
  }
  const metadata = checkMetadata(failures, raw.metadata);
  const packingSlip = isRecord(raw.packingSlip) ? optionalString(raw.packingSlip.url) : null;
  if (failures.any || !method || !recipient) return { failures, order: null };
  return {
    failures,
    order: {
      shippingMethod: method,
      recipient,
      items,
      merchantReference: optionalString(raw.merchantReference),
      idempotencyKey: optionalString(raw.idempotencyKey),
      callbackUrl,
      metadata,
      packingSlipUrl: packingSlip,
    },
  };
}

export interface ValidQuote {
  destinationCountryCode: string;
  items: ValidItem[];
  shippingMethod: ShippingMethod | null;
  currencyCode: string | null;
}

export function validateQuote(body: unknown): { failures: Failures; quote: ValidQuote | null } {
  const failures = new Failures();
  const raw = isRecord(body) ? body : {};
  const country = countryOf(raw.destinationCountryCode);
  if (isBlank(raw.destinationCountryCode)) {
    failures.add('destinationCountryCode', 'Required', raw.destinationCountryCode);
  } else if (!country) {
    failures.add('destinationCountryCode', 'InvalidValue', raw.destinationCountryCode);
  }
  let method: ShippingMethod | null = null;
  if (raw.shippingMethod !== undefined && raw.shippingMethod !== null) {
    method = canonicalMethod(raw.shippingMethod);
    if (!method) failures.add('shippingMethod', 'InvalidValue', raw.shippingMethod);
    else if (country && !offersMethod(country, method)) {
      failures.add('shippingMethod', 'ShippingMethodNotAvailable', raw.shippingMethod, {
        comparisonValue: country,
      });
    }
  }
  let currency: string | null = null;
  if (raw.currencyCode !== undefined && raw.currencyCode !== null) {
    currency = typeof raw.currencyCode === 'string' ? raw.currencyCode.toUpperCase() : null;
    if (!currency || !supportedCurrencies.includes(currency)) {
      failures.add('currencyCode', 'InvalidValue', raw.currencyCode);
    }
  }
  const items = checkItems(failures, raw.items, {
    order: false,
    countryCode: country,
    countryPath: 'destinationCountryCode',
  });
  if (failures.any || !country) return { failures, quote: null };
  return {
    failures,
    quote: {
      destinationCountryCode: country,
      items,
      shippingMethod: method,
      currencyCode: currency,
    },
  };
}
