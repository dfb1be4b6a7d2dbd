import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatEuros } from '@shop/contracts';
import { useHydrated } from '@/lib/use-hydrated';
import { printsFromQueryOptions } from '@/features/checkout/api/get-prints-from';
import priceNote from '@/components/price-note.module.css';
import styles from './buy-print.module.css';

// The form (and its data) is the visitor's second concern after the photo: its code is a
// chunk of its own, loaded once the page has hydrated (decision 009).
const BuyPrintForm = lazy(async () => ({
  default: (await import('./buy-print-form')).BuyPrintForm,
}));

/** The same box as the form's own loading state, so nothing moves when it arrives. */
function Placeholder() {
  return (
    <div className={styles.loading} aria-busy="true">
      <p className={styles.muted}>Cargando opciones de impresión...</p>
    </div>
  );
}

/**
 * 'Impresiones desde' (docs/rules/checkout-and-payments.md#prints-from): the lowest price of
 * one copy, IVA included, from the page's server-rendered data. Shipping is charged apart,
 * by method and destination, so the figure says '+ envío'. Nothing without a printable variant.
 */
function PrintsFrom({ photoId }: { photoId: string }) {
  const fromCents = useQuery(printsFromQueryOptions(photoId)).data?.fromCents ?? null;
  if (fromCents === null) return null;
  return (
    <dl className={priceNote.priceNote}>
      <dt>Impresiones desde</dt>
      <dd>{`${formatEuros(fromCents)} + envío`}</dd>
      <dd>Una copia, IVA incluido. El envío depende del destino y del método que elijas.</dd>
    </dl>
  );
}

/**
 * The photo page's buy-a-print slot. The server renders (and the browser hydrates) the lowest
 * print price and the form's placeholder: the print options are read in the browser, never in
 * the page's render.
 */
export function BuyPrint({ photoId }: { photoId: string }) {
  const hydrated = useHydrated();
  return (
    <>
      <PrintsFrom photoId={photoId} />
      {hydrated ? (
        <Suspense fallback={<Placeholder />}>
          <BuyPrintForm photoId={photoId} />
        </Suspense>
      ) : (
        <Placeholder />
      )}
    </>
  );
}
