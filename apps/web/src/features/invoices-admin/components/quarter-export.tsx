import { useId, useState } from 'react';
import { invoiceExportQuerySchema } from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { messageFrom } from '@/lib/error-message';
import {
  useDownloadQuarterPdfs,
  useDownloadQuarterRegister,
} from '@/features/invoices-admin/api/invoices';
import {
  currentQuarter,
  quarterLabels,
  quarters,
  type Quarter,
} from '@/features/invoices-admin/utils/quarter';
import styles from './invoices-admin.module.css';

const badYearMessage = 'Escribe un año entre 2020 y 2100.';

/**
 * 'Exportar trimestre': the quarter's register of issued invoices (CSV) and its PDFs (ZIP)
 * for the accountant, the current quarter in Spain by default.
 */
export function QuarterExport({ headingId }: { headingId: string }) {
  const id = useId();
  const [initial] = useState(() => currentQuarter());
  const [year, setYear] = useState(String(initial.year));
  const [quarter, setQuarter] = useState<Quarter['quarter']>(initial.quarter);
  const [yearError, setYearError] = useState<string | null>(null);
  const register = useDownloadQuarterRegister();
  const pdfs = useDownloadQuarterPdfs();

  /** The chosen quarter, or null (and the year's message) when the year is not one. */
  const chosen = (): Quarter | null => {
    const parsed = invoiceExportQuerySchema.safeParse({ year: year.trim(), quarter });
    if (!parsed.success) {
      setYearError(badYearMessage);
      return null;
    }
    setYearError(null);
    return { year: parsed.data.year, quarter };
  };
  // The message under the buttons is the last started download's.
  const [last, setLast] = useState<'register' | 'pdfs'>('register');
  const start = (which: 'register' | 'pdfs') => {
    const target = chosen();
    if (!target) return;
    setLast(which);
    (which === 'register' ? register : pdfs).mutate(target);
  };
  const failure =
    last === 'register'
      ? register.isError &&
        messageFrom(register.error, 'No se pudo descargar el libro registro. Inténtalo de nuevo.')
      : pdfs.isError &&
        messageFrom(
          pdfs.error,
          'No se pudieron descargar los PDF del trimestre. Inténtalo de nuevo.',
        );

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        Exportar trimestre
      </h3>
      <p className={styles.lead}>
        El libro registro de facturas expedidas y los PDF del trimestre, para tu gestoría.
      </p>
      <div className={styles.exportFields}>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={`${id}-year`}>
            Año
          </label>
          <input
            id={`${id}-year`}
            className={formStyles.input}
            type="number"
            inputMode="numeric"
            min={2020}
            max={2100}
            step={1}
            value={year}
            aria-invalid={yearError ? true : undefined}
            aria-describedby={yearError ? `${id}-year-error` : undefined}
            onChange={(e) => {
              setYear(e.target.value);
              setYearError(null);
            }}
          />
          <FormMessage kind="error" id={`${id}-year-error`}>
            {yearError}
          </FormMessage>
        </div>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={`${id}-quarter`}>
            Trimestre
          </label>
          <select
            id={`${id}-quarter`}
            className={formStyles.input}
            value={quarter}
            onChange={(e) => setQuarter(Number(e.target.value) as Quarter['quarter'])}
          >
            {quarters.map((q) => (
              <option key={q} value={q}>
                {quarterLabels[q]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className={styles.buttons}>
        <button
          type="button"
          className={formStyles.button}
          disabled={register.isPending}
          onClick={() => start('register')}
        >
          {register.isPending ? 'Descargando...' : 'Libro registro (CSV)'}
        </button>
        <button
          type="button"
          className={formStyles.secondaryButton}
          disabled={pdfs.isPending}
          onClick={() => start('pdfs')}
        >
          {pdfs.isPending ? 'Descargando...' : 'PDF del trimestre (ZIP)'}
        </button>
      </div>
      <FormMessage kind="error">{failure || null}</FormMessage>
    </section>
  );
}
