import { PlaceholderPage } from '../../../components/placeholder-page';

export function ResetPasswordRequestPage() {
  return (
    <PlaceholderPage
      title="Recuperar contraseña"
      description="Aquí podrás pedir un enlace para restablecer tu contraseña."
    />
  );
}
