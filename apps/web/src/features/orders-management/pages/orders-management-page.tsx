import { PlaceholderPage } from '@/components/placeholder-page';

export function OrdersManagementPage() {
  return (
    <PlaceholderPage
      title="Gestión de pedidos"
      description="Gestión de los pedidos enviados a Prodigi."
    />
  );
}
