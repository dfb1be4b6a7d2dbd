import { useId } from 'react';
import { invoiceTypeLabels, invoiceTypes, type InvoiceType } from '@shop/contracts';
import { Form, SubmitButton } from '@/components/form';
import { FormMessage } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { TextField } from '@/components/text-field';
import { useForm } from '@/lib/use-form';
import {
  emptyFilters,
  filterErrors,
  type InvoiceFilters,
} from '@/features/invoices-admin/utils/invoice-filters';
import styles from './invoices-admin.module.css';

/**
 * The list's filters: issued from and until a day, a type, a series. 'Filtrar' puts them in
 * the URL once they pass the contract's checks; 'Limpiar' empties them. The parent keys it by
 * the applied filters, so a changed URL (back, a link) shows them here.
 */
export function InvoiceFiltersForm({
  filters,
  onApply,
}: {
  filters: InvoiceFilters;
  onApply: (filters: InvoiceFilters) => void;
}) {
  const id = useId();
  const form = useForm<InvoiceFilters>({
    initial: filters,
    validate: filterErrors,
    onSubmit: onApply,
  });
  const typeError = form.errors.tipo ?? null;

  return (
    <Form form={form} className={styles.filters} aria-label="Filtrar facturas">
      <div className={styles.filterFields}>
        <TextField label="Desde" type="date" {...form.field('desde')} />
        <TextField label="Hasta" type="date" {...form.field('hasta')} />
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={`${id}-tipo`}>
            Tipo
          </label>
          <select
            id={`${id}-tipo`}
            className={formStyles.input}
            value={form.values.tipo}
            aria-invalid={typeError ? true : undefined}
            onChange={(e) => form.set('tipo', e.target.value as InvoiceType | '')}
          >
            <option value="">Todos</option>
            {invoiceTypes.map((type) => (
              <option key={type} value={type}>
                {invoiceTypeLabels[type]}
              </option>
            ))}
          </select>
          <FormMessage kind="error">{typeError}</FormMessage>
        </div>
        <TextField
          label="Serie"
          autoComplete="off"
          placeholder="F2026"
          hint="Opcional: F2026 (completas), S2026 (simplificadas) o R2026 (rectificativas)."
          {...form.field('serie')}
        />
      </div>
      <div className={styles.buttons}>
        <SubmitButton>Filtrar</SubmitButton>
        <button
          type="button"
          className={formStyles.secondaryButton}
          onClick={() => {
            form.reset(emptyFilters);
            onApply(emptyFilters);
          }}
        >
          Limpiar
        </button>
      </div>
    </Form>
  );
}
