import { PlaceholderPage } from '@/components/placeholder-page';

export function OrdersManagementPage() {
  return (
    <PlaceholderPage
      title="Orders Management"
      description="Gestión de los pedidos enviados a Prodigi."
    />
  );
}
