import { useId, useState } from 'react';
import { ORDERS_PAGE_MAX, providerOrderStages } from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { stageLabels } from '@/features/orders-management/utils/order-stages';
import {
  defaultFilters,
  draftOf,
  readFilterForm,
  type FilterDraft,
  type OrderFilters,
} from '@/features/orders-management/utils/order-filters';
import styles from './orders-management.module.css';

/**
 * The list's filters: top, skip, stage, created from and to (Madrid's clock), order ids and
 * merchant references comma-separated. 'Aplicar' puts them in the URL; 'Limpiar' empties them.
 */
export function OrderFiltersForm({
  filters,
  onApply,
}: {
  filters: OrderFilters;
  onApply: (filters: OrderFilters) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<FilterDraft>(() => draftOf(filters));
  const [error, setError] = useState<{ field: 'top' | 'skip'; message: string } | null>(null);
  // Paging or a changed URL moves the applied filters: the form shows them.
  const applied = JSON.stringify(filters);
  const [shown, setShown] = useState(applied);
  if (shown !== applied) {
    setShown(applied);
    setDraft(draftOf(filters));
    setError(null);
  }
  const set = (key: keyof FilterDraft) => (value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setError(null);
  };

  const apply = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const read = readFilterForm(draft);
    if ('message' in read) {
      setError(read);
      return;
    }
    onApply(read.filters);
  };
  const clear = () => {
    setDraft(draftOf(defaultFilters));
    setError(null);
    onApply(defaultFilters);
  };

  const field = (key: keyof FilterDraft, label: string, props: object = {}, wide = false) => (
    <div className={`${formStyles.field} ${wide ? styles.wide : ''}`}>
      <label className={formStyles.label} htmlFor={`${id}-${key}`}>
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        className={formStyles.input}
        value={draft[key]}
        onChange={(e) => set(key)(e.target.value)}
        aria-invalid={error?.field === key || undefined}
        aria-describedby={error?.field === key ? `${id}-error` : undefined}
        {...props}
      />
    </div>
  );

  return (
    <form className={styles.filters} aria-label="Filtrar órdenes" noValidate onSubmit={apply}>
      <div className={styles.filterFields}>
        {field('top', 'Órdenes por página', {
          type: 'number',
          min: 1,
          max: ORDERS_PAGE_MAX,
          step: 1,
          inputMode: 'numeric',
        })}
        {field('skip', 'Saltar', { type: 'number', min: 0, step: 1, inputMode: 'numeric' })}
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={`${id}-status`}>
            Estado
          </label>
          <select
            id={`${id}-status`}
            className={formStyles.input}
            value={draft.status}
            onChange={(e) => set('status')(e.target.value)}
          >
            <option value="">Todos</option>
            {providerOrderStages.map((stage) => (
              <option key={stage} value={stage}>
                {stageLabels[stage]}
              </option>
            ))}
          </select>
        </div>
        {field('createdFrom', 'Creadas desde', { type: 'datetime-local' })}
        {field('createdTo', 'Creadas hasta', { type: 'datetime-local' })}
        {field(
          'orderIds',
          'Ids de orden (separados por comas)',
          { autoComplete: 'off', spellCheck: false },
          true,
        )}
        {field(
          'merchantReferences',
          'Referencias de comercio (separadas por comas)',
          { autoComplete: 'off', spellCheck: false },
          true,
        )}
      </div>
      <div className={styles.buttons}>
        <button type="submit" className={formStyles.button}>
          Aplicar
        </button>
        <button type="button" className={formStyles.secondaryButton} onClick={clear}>
          Limpiar
        </button>
      </div>
      <FormMessage kind="error" id={`${id}-error`}>
        {error?.message}
      </FormMessage>
    </form>
  );
}
