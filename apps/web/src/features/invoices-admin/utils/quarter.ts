/** The accountant's quarter of the year, on Spain's clock (invoices are dated there). */
export interface Quarter {
  year: number;
  quarter: 1 | 2 | 3 | 4;
}

export const quarters = [1, 2, 3, 4] as const;

export const quarterLabels: Record<Quarter['quarter'], string> = {
  1: '1.º trimestre (ene–mar)',
  2: '2.º trimestre (abr–jun)',
  3: '3.º trimestre (jul–sep)',
  4: '4.º trimestre (oct–dic)',
};

const madridMonth = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Madrid',
  year: 'numeric',
  month: 'numeric',
});

/** The quarter `now` falls in, in Europe/Madrid: 31 March 23:30 UTC is already Q2 there. */
export function currentQuarter(now: Date = new Date()): Quarter {
  const parts = madridMonth.formatToParts(now);
  const year = Number(parts.find((p) => p.type === 'year')?.value);
  const month = Number(parts.find((p) => p.type === 'month')?.value);
  return { year, quarter: Math.ceil(month / 3) as Quarter['quarter'] };
}

/** The server's file names (its Content-Disposition), so the saved files match them. */
export const invoicePdfName = (code: string) => `factura-${code}.pdf`;
export const registerCsvName = ({ year, quarter }: Quarter) =>
  `facturas-emitidas-${year}-T${quarter}.csv`;
export const pdfZipName = ({ year, quarter }: Quarter) => `facturas-${year}-T${quarter}.zip`;
