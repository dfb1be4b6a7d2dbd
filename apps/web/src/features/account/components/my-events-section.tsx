import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@shop/contracts';
import formStyles from '@/components/form.module.css';
import styles from './account.module.css';

/**
 * 'Mis Eventos': the events the customer holds tickets for, which the route hands in as
 * `events` (the events feature's grid, with its own empty state); without it, the empty state.
 */
export function MyEventsSection({
  titled = true,
  events,
}: {
  titled?: boolean;
  events?: ReactNode;
}) {
  return (
    <section id="mis-eventos" aria-labelledby={titled ? 'mis-eventos-title' : undefined}>
      {titled && (
        <h2 id="mis-eventos-title" className={styles.sectionTitle}>
          Mis Eventos
        </h2>
      )}
      {events ?? (
        <>
          <p className={styles.empty}>No tienes eventos registrados.</p>
          <Link to={paths.events.build()} className={formStyles.secondaryButton}>
            Descubrir eventos
          </Link>
        </>
      )}
    </section>
  );
}
