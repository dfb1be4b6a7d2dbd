import { PlaceholderPage } from '@/components/placeholder-page';

export function EventsPage() {
  return <PlaceholderPage title="Eventos" description="Aquí verás los próximos eventos." />;
}
