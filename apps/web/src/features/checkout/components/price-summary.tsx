import {
  formatEuros,
  ivaIncludedLabel,
  TOTAL_LABEL,
  vatLabels,
  type VatTreatment,
} from '@shop/contracts';
import styles from './checkout.module.css';

export interface SummaryLine {
  key: string;
  label: string;
  /** Cents, IVA included. */
  amount: number;
}

/**
 * The one way a price is told to a consumer (docs/rules/checkout-and-payments.md#price-display):
 * each line with IVA included, 'Total (IVA y envío incluidos)', and the IVA stated once
 * beneath it ('de los cuales IVA (21 %) …'), or why there is none.
 */
export function PriceSummary(props: {
  lines: readonly SummaryLine[];
  totalCents: number;
  ivaCents: number;
  /** Rates in basis points whose IVA the total holds. */
  ivaRatesBp: readonly number[];
  vatTreatment: VatTreatment;
  stale?: boolean;
  totalTestId?: string;
}) {
  const ivaLabel = props.ivaCents > 0 ? ivaIncludedLabel(props.ivaRatesBp) : null;
  return (
    <dl className={styles.breakdown} data-stale={props.stale === true ? true : undefined}>
      {props.lines.map((line) => (
        <div key={line.key} className={styles.line}>
          <dt>{line.label}</dt>
          <dd>{formatEuros(line.amount)}</dd>
        </div>
      ))}
      <div className={`${styles.line} ${styles.total}`}>
        <dt>{TOTAL_LABEL}</dt>
        <dd data-testid={props.totalTestId}>{formatEuros(props.totalCents)}</dd>
      </div>
      <div className={`${styles.line} ${styles.ivaLine}`}>
        <dt>{ivaLabel ?? vatLabels[props.vatTreatment]}</dt>
        <dd>{ivaLabel ? formatEuros(props.ivaCents) : ''}</dd>
      </div>
    </dl>
  );
}
