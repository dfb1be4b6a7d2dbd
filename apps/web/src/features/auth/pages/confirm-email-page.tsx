import { PlaceholderPage } from '../../../components/placeholder-page';

export function ConfirmEmailPage() {
  return (
    <PlaceholderPage
      title="Confirmar email"
      description="Aquí se confirmará tu dirección de email."
    />
  );
}
