import type { Database } from '#src/db/client';
import type { InvoiceRecordRow } from '#src/db/schema/index';
import { createInvoicesRepository } from './invoices.repository';
import { altaHuella, anulacionHuella, recordAmount } from './verifactu';

/** Where a walk of the chain found it broken, if anywhere. */
export interface ChainCheck {
  records: number;
  broken: { position: number; numSerie: string; reason: string } | null;
}

/**
 * Walks the VERI*FACTU chain in the order it was made: each record's huella recomputed from
 * its fields, each chained to the one before, each alta matching its invoice. Names the first
 * broken record (`npm run invoices:verify`).
 */
export async function verifyInvoiceChain(db: Database): Promise<ChainCheck> {
  const invoices = createInvoicesRepository(db);

  async function problemOf(record: InvoiceRecordRow, previous: string): Promise<string | null> {
    if (record.previousHuella !== previous) return 'no encadena con el registro anterior';
    const huella = record.kind === 'alta' ? altaHuella(record) : anulacionHuella(record);
    if (huella !== record.huella) return 'su huella no corresponde a sus datos';
    const invoice = await invoices.findById(record.invoiceId);
    if (!invoice) return 'su factura no existe';
    if (
      invoice.code !== record.numSerie ||
      invoice.type !== record.invoiceType ||
      (record.kind === 'alta' && record.amountTotal !== recordAmount(invoice.totalCents))
    ) {
      return 'no corresponde a su factura';
    }
    return null;
  }

  let previous = '';
  let count = 0;
  let after = 0;
  for (;;) {
    const page = await invoices.records(after, 500);
    if (page.length === 0) return { records: count, broken: null };
    for (const record of page) {
      const reason = await problemOf(record, previous);
      if (reason) {
        return {
          records: count,
          broken: { position: record.position, numSerie: record.numSerie, reason },
        };
      }
      previous = record.huella;
      after = record.position;
      count += 1;
    }
  }
}
