import { lazy, Suspense } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
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
 * The photo page's buy-a-print slot. The server renders (and the browser hydrates) only the
 * placeholder: the print options are read in the browser, never in the page's render.
 */
export function BuyPrint({ photoId }: { photoId: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return <Placeholder />;
  return (
    <Suspense fallback={<Placeholder />}>
      <BuyPrintForm photoId={photoId} />
    </Suspense>
  );
}
