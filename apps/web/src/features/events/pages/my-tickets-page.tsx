import { PlaceholderPage } from '@/components/placeholder-page';

export function MyTicketsPage() {
  return (
    <PlaceholderPage title="Mis tickets" description="Aquí verás tus entradas para este evento." />
  );
}
