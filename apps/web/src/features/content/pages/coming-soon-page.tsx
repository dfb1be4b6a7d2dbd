import { PlaceholderPage } from '@/components/placeholder-page';

export function ComingSoonPage() {
  return (
    <PlaceholderPage
      title="Próximamente"
      description="Estamos trabajando en novedades. Vuelve pronto."
    />
  );
}
