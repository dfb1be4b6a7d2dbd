import { PlaceholderPage } from '../../../components/placeholder-page';

export function SignInPage() {
  return (
    <PlaceholderPage
      title="Iniciar Sesión"
      description="El acceso con email o Google llegará con las cuentas de cliente."
    />
  );
}
