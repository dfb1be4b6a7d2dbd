import { PlaceholderPage } from '@/components/placeholder-page';

export function EventPage() {
  return <PlaceholderPage title="Evento" />;
}
