import { createHash } from 'node:crypto';

/**
 * VERI*FACTU records (Orden HAC/1177/2024): each invoice's record carries the SHA-256
 * `huella` of its own fields and the previous record's huella, one chain per issuer
 * (docs/rules/invoices.md#verifactu). The strings are exactly as the AEAT's hash input
 * says: no spaces, no URL encoding, amounts with a dot and two decimals, dates dd-mm-yyyy,
 * the generation time in ISO 8601 with its offset; the hash in uppercase hex.
 */

export interface AltaFields {
  issuerNif: string;
  /** Series and number as the invoice shows them ('F2026-000123'). */
  numSerie: string;
  /** dd-mm-yyyy. */
  issueDate: string;
  invoiceType: string;
  /** '12.35'. */
  vatTotal: string;
  amountTotal: string;
  previousHuella: string;
  /** '2024-01-01T19:20:30+01:00'. */
  generatedAt: string;
}

export interface AnulacionFields {
  issuerNif: string;
  numSerie: string;
  issueDate: string;
  previousHuella: string;
  generatedAt: string;
}

const sha256 = (text: string) =>
  createHash('sha256').update(text, 'utf8').digest('hex').toUpperCase();

export function altaHuella(f: AltaFields): string {
  return sha256(
    `IDEmisorFactura=${f.issuerNif}&NumSerieFactura=${f.numSerie}&FechaExpedicionFactura=${f.issueDate}` +
      `&TipoFactura=${f.invoiceType}&CuotaTotal=${f.vatTotal}&ImporteTotal=${f.amountTotal}` +
      `&Huella=${f.previousHuella}&FechaHoraHusoGenRegistro=${f.generatedAt}`,
  );
}

export function anulacionHuella(f: AnulacionFields): string {
  return sha256(
    `IDEmisorFacturaAnulada=${f.issuerNif}&NumSerieFacturaAnulada=${f.numSerie}` +
      `&FechaExpedicionFacturaAnulada=${f.issueDate}&Huella=${f.previousHuella}` +
      `&FechaHoraHusoGenRegistro=${f.generatedAt}`,
  );
}

/** Cents as the records write amounts: '-12.35', '0.00'. */
export function recordAmount(cents: number): string {
  if (!Number.isInteger(cents)) throw new Error(`not whole cents: ${cents}`);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const parts = (date: Date, timeZone: string) => {
  const values = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return values as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
};

/** The date on the shop's clock (Spain), as the records write it: dd-mm-yyyy. */
export function recordDate(date: Date, timeZone = 'Europe/Madrid'): string {
  const p = parts(date, timeZone);
  return `${p.day}-${p.month}-${p.year}`;
}

/** The instant on the shop's clock with its offset: '2024-01-01T19:20:30+01:00'. */
export function recordTimestamp(date: Date, timeZone = 'Europe/Madrid'): string {
  const p = parts(date, timeZone);
  const wall = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  const offset = Math.round((wall - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The AEAT's electronic office, where the QR's link checks an invoice against its record. */
export const AEAT_HOST = 'https://www2.agenciatributaria.gob.es';

/** The AEAT's page that checks an invoice against its record (the QR's link). */
export function validationUrl(input: {
  host: string;
  issuerNif: string;
  numSerie: string;
  issueDate: string;
  amountTotal: string;
}): string {
  const query = new URLSearchParams({
    nif: input.issuerNif,
    numserie: input.numSerie,
    fecha: input.issueDate,
    importe: input.amountTotal,
  });
  return `${input.host}/wlpl/TIKE-CONT/ValidarQR?${query.toString()}`;
}
