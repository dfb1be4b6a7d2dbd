import { useId, type ReactNode } from 'react';
import { deliveryEstimateText, formatEuros, type CartQuoteMethod } from '@shop/contracts';
import formStyles from '@/components/form.module.css';
import checkoutStyles from './checkout.module.css';
import styles from './delivery-methods.module.css';

/** A shipping method as the buyer picks it: its name, our estimate and its price. */
export type DeliveryOption = Pick<CartQuoteMethod, 'method' | 'label' | 'estimate'> & {
  /** Delivery, IVA included. */
  shippingCents: number;
};

/** The method the buyer chose while it is still offered, else the cheapest (listed first). */
export function chosenMethod<T extends { method: string }>(
  offered: readonly T[],
  chosen: string | null,
): T | null {
  return offered.find((m) => m.method === chosen) ?? offered[0] ?? null;
}

/**
 * 'Método de envío' (docs/rules/checkout-and-payments.md#delivery-methods), for the cart and
 * the buy form: every method quoted for the destination with its estimate and price.
 * `children` says why none is listed yet (no country, calculating, an error).
 */
export function DeliveryMethods(props: {
  options: readonly DeliveryOption[];
  chosen: string | null;
  onChoose: (method: string) => void;
  /** The options are the previous quote's while the next loads. */
  stale: boolean;
  children?: ReactNode;
}) {
  const ids = useId();
  return (
    <fieldset className={checkoutStyles.fieldset} aria-describedby={`${ids}-estimates`}>
      <legend className={checkoutStyles.subtitle}>Método de envío</legend>
      {props.children}
      {props.options.length > 0 && (
        <div className={styles.methods} data-stale={props.stale || undefined}>
          {props.options.map((option) => (
            <label key={option.method} className={styles.method}>
              <input
                type="radio"
                name={`${ids}-method`}
                value={option.method}
                checked={option.method === props.chosen}
                onChange={() => props.onChoose(option.method)}
              />
              <span className={styles.methodText}>
                <span className={styles.methodName}>{option.label}</span>
                <span className={checkoutStyles.muted}>
                  {option.estimate
                    ? deliveryEstimateText(option.estimate)
                    : 'Plazo según el transportista'}
                </span>
              </span>
              <span className={styles.methodPrice}>{formatEuros(option.shippingCents)}</span>
            </label>
          ))}
        </div>
      )}
      <p id={`${ids}-estimates`} className={formStyles.hint}>
        Precios de envío con IVA incluido. Los plazos son una estimación desde el pedido hasta la
        entrega, en días laborables, incluida la impresión; el transportista da el suyo al enviarlo.
      </p>
    </fieldset>
  );
}
