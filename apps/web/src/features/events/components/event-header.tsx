import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { eventWhen, type PublicEvent } from '@shop/contracts';
import { eventTexts } from '@/features/events/utils/event-texts';
import styles from './event-header.module.css';

/** What a cancelled or past event says under its title; null while it is on. */
export const closedTextOf = (event: PublicEvent): string | null =>
  event.status === 'cancelled' ? eventTexts.cancelled : event.past ? eventTexts.past : null;

/**
 * The top of an event's pages (its page, the buyer's tickets): the way back, the name as the
 * page's heading, when on the venue's clock, whether it is over or cancelled, and what the
 * page adds below.
 */
export function EventHeader({
  event,
  titleId,
  back,
  eyebrow,
  className,
  children,
}: {
  event: PublicEvent;
  titleId: string;
  back: { to: string; label: string };
  eyebrow?: string;
  className?: string;
  children?: ReactNode;
}) {
  const closed = closedTextOf(event);
  return (
    <header className={className ? `${styles.header} ${className}` : styles.header}>
      <p className={styles.back}>
        <Link to={back.to}>{back.label}</Link>
      </p>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h1 id={titleId} className={styles.title}>
        {event.name}
      </h1>
      <p className={styles.when}>
        <time dateTime={event.startDate}>
          {eventWhen(event.startDate, event.endDate, event.timeZone)}
        </time>
      </p>
      {closed && (
        <p className={styles.closed} data-status={event.status}>
          {closed}
        </p>
      )}
      {children}
    </header>
  );
}
