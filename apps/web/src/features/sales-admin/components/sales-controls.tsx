import { useId } from 'react';
import { saleKindLabels } from '@shop/contracts';
import formStyles from '@/components/form.module.css';
import { salesViews, type SalesView } from '@/features/sales-admin/utils/sales-figures';
import styles from './sales-admin.module.css';

/** 'Año' (the years with sales) and 'Mostrar' (Total, Copias impresas or Entradas). */
export function SalesControls({
  year,
  years,
  onYear,
  view,
  onView,
}: {
  year: number;
  years: readonly number[];
  onYear: (year: number) => void;
  /** Left out when there is nothing to show by kind (a year without sales). */
  view?: SalesView;
  onView: (view: SalesView) => void;
}) {
  const id = useId();
  return (
    <div className={styles.controls}>
      <div className={`${formStyles.field} ${styles.yearField}`}>
        <label htmlFor={`${id}-year`} className={formStyles.label}>
          Año
        </label>
        <select
          id={`${id}-year`}
          className={formStyles.input}
          value={year}
          onChange={(e) => onYear(Number(e.target.value))}
        >
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </div>
      {view && (
        <fieldset className={formStyles.fieldset}>
          <legend className={formStyles.legend}>Mostrar</legend>
          <div className={styles.segments}>
            {salesViews.map((v) => (
              <label key={v} className={styles.segment}>
                <input
                  type="radio"
                  name={`${id}-view`}
                  value={v}
                  checked={view === v}
                  onChange={() => onView(v)}
                />
                <span>{saleKindLabels[v]}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
