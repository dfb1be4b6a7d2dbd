import { PlaceholderPage } from '../../../components/placeholder-page';

export function ProfilePage() {
  return (
    <PlaceholderPage
      title="Mi Perfil"
      description="Tu información personal, facturación, ajustes e historial de pagos."
    />
  );
}
