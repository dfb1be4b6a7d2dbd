/**
 * Prodigi sends money as decimal strings ("14.37"); inside the shop money is an integer number
 * of minor units. The conversion happens here, by reading the digits, never by multiplying a
 * float (14.37 * 100 is 1436.9999999999998).
 */
import type { Cost } from './wire-types';

export interface Money {
  /** Integer minor units (cents for EUR/GBP/USD); negative is a credit. */
  amountMinor: number;
  currency: string;
}

/**
 * ISO-4217 minor-unit exponents that are not 2. Prodigi's documents only show GBP, USD and EUR;
 * these are here so that an amount in yen or dinars is never silently scaled by 100.
 */
const exponents: Record<string, number> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
};

/** How many decimal digits a currency's minor unit has (2 unless listed above). */
export function currencyExponent(currency: string): number {
  return exponents[currency.toUpperCase()] ?? 2;
}

const decimalPattern = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/**
 * "14.37" GBP → 1437; "-0.5" → -50; "10" → 1000; "10.7400" → 1074. Throws a RangeError for
 * anything that is not a plain decimal or that would lose a non-zero digit ("1.234" GBP).
 */
export function decimalToMinor(amount: string, currency: string): number {
  const match = decimalPattern.exec(amount.trim());
  if (!match) throw new RangeError(`Not a decimal amount: ${JSON.stringify(amount)}`);
  const [, sign = '', units = '', fraction = ''] = match;
  const exponent = currencyExponent(currency);
  const kept = fraction.slice(0, exponent).padEnd(exponent, '0');
  const dropped = fraction.slice(exponent);
  if (/[1-9]/.test(dropped)) {
    throw new RangeError(
      `${amount} ${currency} has more than ${exponent} decimals and cannot be kept exactly`,
    );
  }
  const digits = `${units}${kept}`.replace(/^0+(?=\d)/, '');
  const minor = Number(digits);
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Amount too large: ${amount}`);
  return sign === '-' && minor !== 0 ? -minor : minor;
}

/** 1437 GBP → "14.37"; -50 → "-0.50"; 1500 JPY → "1500". */
export function minorToDecimal(amountMinor: number, currency: string): string {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new RangeError(`Minor units must be an integer: ${amountMinor}`);
  }
  const exponent = currencyExponent(currency);
  const digits = String(Math.abs(amountMinor)).padStart(exponent + 1, '0');
  const units = digits.slice(0, digits.length - exponent);
  const fraction = digits.slice(digits.length - exponent);
  const sign = amountMinor < 0 ? '-' : '';
  return exponent === 0 ? `${sign}${units}` : `${sign}${units}.${fraction}`;
}

export function costToMoney(cost: Cost): Money {
  const currency = cost.currency.toUpperCase();
  return { amountMinor: decimalToMinor(cost.amount, currency), currency };
}

export function moneyToCost(money: Money): Cost {
  const currency = money.currency.toUpperCase();
  return { amount: minorToDecimal(money.amountMinor, currency), currency };
}

/** A wire shape with every `Cost` replaced by `Money`, at any depth. */
export type WithMoney<T> = T extends Cost
  ? Money
  : T extends (infer U)[]
    ? WithMoney<U>[]
    : T extends object
      ? { [K in keyof T]: WithMoney<T[K]> }
      : T;

function isCost(value: object): value is Cost {
  const keys = Object.keys(value);
  return (
    keys.length === 2 &&
    typeof (value as Partial<Cost>).amount === 'string' &&
    typeof (value as Partial<Cost>).currency === 'string'
  );
}

/**
 * Walks a parsed response and turns every `{ amount, currency }` into `Money`. `metadata` is the
 * merchant's own JSON and is left as it came.
 */
export function convertCosts<T>(value: T): WithMoney<T> {
  return convert(value) as WithMoney<T>;
}

function convert(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(convert);
  if (value === null || typeof value !== 'object') return value;
  if (isCost(value)) return costToMoney(value);
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] = key === 'metadata' ? inner : convert(inner);
  }
  return out;
}
