import { PlaceholderPage } from '../../../components/placeholder-page';

export function SignUpPage() {
  return (
    <PlaceholderPage
      title="Crear cuenta"
      description="El registro con email o Google llegará con las cuentas de cliente."
    />
  );
}
