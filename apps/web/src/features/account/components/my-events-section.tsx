import { Link } from 'react-router';
import { paths } from '@shop/contracts';
import formStyles from '@/components/form.module.css';
import styles from './account.module.css';

/** 'Mis Eventos'. Events bought come with the events issue; until then the empty state. */
export function MyEventsSection({ titled = true }: { titled?: boolean }) {
  return (
    <section id="mis-eventos" aria-labelledby={titled ? 'mis-eventos-title' : undefined}>
      {titled && (
        <h2 id="mis-eventos-title" className={styles.sectionTitle}>
          Mis Eventos
        </h2>
      )}
      <p className={styles.empty}>No tienes eventos registrados.</p>
      <Link to={paths.events.build()} className={formStyles.secondaryButton}>
        Descubrir eventos
      </Link>
    </section>
  );
}
