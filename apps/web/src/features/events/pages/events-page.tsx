import { Link } from 'react-router';
import { paths } from '@shop/contracts';
import { PlaceholderPage } from '@/components/placeholder-page';

/**
 * /events before the events domain exists: an honest empty state (no dates are open), and
 * where to hear of the next ones.
 */
export function EventsPage() {
  return (
    <PlaceholderPage
      title="Eventos"
      description="Ahora mismo no hay eventos con plazas abiertas. Talleres, salidas fotográficas y exposiciones se anuncian primero a quien se apunta a la lista de aviso."
    >
      <p>
        <Link to={paths.comingSoon.build()}>Avísame de los próximos eventos</Link>
      </p>
    </PlaceholderPage>
  );
}
