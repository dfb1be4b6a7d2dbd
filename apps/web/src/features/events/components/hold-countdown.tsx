import { useEffect, useState } from 'react';
import formStyles from '@/components/form.module.css';
import { eventTexts } from '@/features/events/utils/event-texts';
import styles from './ticket-order.module.css';

/**
 * When the hold ends on this browser's clock: the seconds the server said were left, from
 * when its answer arrived (this clock may be minutes off the server's; a duration is not).
 */
export function holdDeadline(holdSeconds: number | null, receivedAt: number): number {
  return receivedAt + Math.max(0, holdSeconds ?? 0) * 1000;
}

const clock = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * 'Tus plazas están reservadas durante 14:32', ticking each second; screen readers hear the
 * minutes left only when they change. `onExpired` once the hold has ended.
 */
export function HoldCountdown({
  deadline,
  onExpired,
}: {
  deadline: number;
  onExpired: () => void;
}) {
  const [now, setNow] = useState(() => Date.now());
  const left = deadline - now;
  useEffect(() => {
    if (left <= 0) {
      onExpired();
      return;
    }
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(1000, left));
    return () => window.clearTimeout(timer);
  }, [left, onExpired]);
  const minutes = Math.ceil(Math.max(0, left) / 60_000);
  return (
    <div className={styles.hold}>
      <p role="timer" aria-live="off" className={styles.holdText}>
        {eventTexts.holding(clock(left))}
      </p>
      <p aria-live="polite" className={formStyles.srOnly}>
        {eventTexts.holdMinutesLeft(minutes)}
      </p>
    </div>
  );
}
