import { Link } from 'react-router';
import { paths } from '@shop/contracts';
import { PlaceholderPage } from '@/components/placeholder-page';

/** /events/{id}: no event exists yet, so none can be shown; the way back to the list. */
export function EventPage() {
  return (
    <PlaceholderPage
      title="Evento no disponible"
      description="Este evento no existe o ya no está disponible."
    >
      <p>
        <Link to={paths.events.build()}>Ver los eventos</Link>
      </p>
    </PlaceholderPage>
  );
}
