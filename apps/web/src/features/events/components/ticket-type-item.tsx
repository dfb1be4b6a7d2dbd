import { useId, type ReactNode } from 'react';
import type { EventTimeZone, TicketType } from '@shop/contracts';
import { eventTexts } from '@/features/events/utils/event-texts';
import { maxSelectable, priceText, saleNote } from '@/features/events/utils/ticket-rules';
import { QuantityStepper } from './quantity-stepper';
import styles from './ticket-order.module.css';

/**
 * One ticket type: what it is, its price, how its sale goes, how many to take, and under it
 * its waitlist when it has one.
 */
export function TicketTypeItem({
  type,
  timeZone,
  quantity,
  locked,
  offered = false,
  waitlist,
  onQuantity,
}: {
  /** As this customer may buy it (seats a waitlist offer holds for them included). */
  type: TicketType;
  timeZone: EventTimeZone;
  quantity: number;
  /** While the order is being sent. */
  locked: boolean;
  /** Seats are offered to this customer: the offer says how the sale goes for them. */
  offered?: boolean;
  waitlist?: ReactNode;
  onQuantity: (quantity: number) => void;
}) {
  const id = useId();
  const max = maxSelectable(type);
  const note = offered ? null : saleNote(type, timeZone);
  return (
    <li className={styles.type} aria-labelledby={`${id}-name`} data-sale={type.sale}>
      <div className={styles.typeText}>
        <h3 id={`${id}-name`} className={styles.typeName}>
          {type.name}
        </h3>
        {type.description && <p className={styles.typeDescription}>{type.description}</p>}
        <p className={styles.price}>
          <strong>{priceText(type.priceCents)}</strong>
          {type.priceCents > 0 && <span className={styles.iva}> {eventTexts.ivaIncluded}</span>}
        </p>
        {note && (
          <p className={styles.note} data-testid="sale-note">
            {note}
          </p>
        )}
      </div>
      {max > 0 && (
        <QuantityStepper
          what={type.name}
          value={quantity}
          max={max}
          disabled={locked}
          onChange={onQuantity}
        />
      )}
      {waitlist}
    </li>
  );
}
