import { PlaceholderPage } from '../../../components/placeholder-page';

export function ResetPasswordPage() {
  return (
    <PlaceholderPage
      title="Nueva contraseña"
      description="Aquí podrás elegir una contraseña nueva."
    />
  );
}
